"""``explain --all-outcomes``: outcomes grouped by what differs, merged while exploring, summarized.

The Full Sail board (scenarios/full-sail-every-board.yaml): Alice's five minions at The Grey Opal,
three other bases. Full Sail lets her choose her minions one at a time, each at most once, each to
one of the three other bases, until she passes. Each minion ends where it was or at one of the
three bases: 4^5 = 1,024 boards. The sequences of answers: choosing k of the five in order, each
to one of three bases, then passing (or running out of minions): the sum over k of 5!/(5-k)! * 3^k
= 1 + 15 + 180 + 1,620 + 9,720 + 29,160 = 40,696.

The golden files ``scenarios/expected/NAME.all-outcomes.txt`` were read when written; regenerate
them with ``SMASHUP_UPDATE_GOLDEN=1 python -m pytest tests/test_outcomes.py``.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from smashup_rules.cli.group import cli
from smashup_rules.engine.choices import ScriptedChooser, Unmergeable, explore
from smashup_rules.engine.state import LastingEffect
from smashup_rules.explain.run import Explanation
from smashup_rules.explain.outcomes import Ending, Merging, explore_outcomes, outcome_key, outcomes_json, replays, state_key, summarize
from smashup_rules.position import load_valid_position

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = ROOT / "scenarios"
FULL_SAIL = SCENARIOS / "full-sail-every-board.yaml"
GOLDEN = sorted((SCENARIOS / "expected").glob("*.all-outcomes.txt"))

GOLD_RUSH = """
turn: Alice
players:
  - name: Alice
    factions: [Cowboys, Pirates]
    hand: [Gold in Them Thar Hills]
    deck: [Sheriff, Pinkerton, Gunfighter, Deputy]
  - name: Bob
    factions: [Zombies, Ninjas]
bases:
  - Jungle Oasis
play: Alice plays Gold in Them Thar Hills
"""

# Full Sail, then Cut Lass at The Grey Opal: what Cut Lass may destroy depends on who sailed away.
SAIL_THEN_CUT = """
turn: Alice
players:
  - name: Alice
    factions: [Pirates, Robots]
    hand: [Full Sail, Cut Lass]
  - name: Bob
    factions: [Zombies, Ninjas]
bases:
  - name: The Grey Opal
    cards: [Buccaneer, Zapbot, Warbot, Walker]
  - Jungle Oasis
  - Ninja Dojo
play:
  - Alice plays Full Sail
  - Alice plays Cut Lass at The Grey Opal
"""


@pytest.fixture(scope="module")
def full_sail():
    return explore_outcomes(load_valid_position(FULL_SAIL), limit=10_000)


def test_full_sail_leaves_1024_boards_from_40696_sequences(full_sail):
    assert full_sail.complete
    assert len(full_sail.outcomes) == 4**5
    assert full_sail.sequences == 40_696
    assert sum(outcome.sequences for outcome in full_sail.outcomes) == 40_696
    assert full_sail.merging == "canonical"
    # The work grows with the distinct points, not the sequences: about two runs a board.
    assert full_sail.runs < 2_500
    assert full_sail.message == "Explored every choice: 1,024 distinct outcomes from 40,696 choice sequences, in 2,018 runs."


def test_moves_that_differ_only_in_order_are_one_outcome(full_sail):
    position = load_valid_position(FULL_SAIL)
    one_way = _resolved(position, ["Buccaneer", "Jungle Oasis", "Zapbot", "Jungle Oasis", "pass"])
    other_way = _resolved(position, ["Zapbot", "Jungle Oasis", "Buccaneer", "Jungle Oasis", "pass"])
    arrived = [[card.name for card in e.state.minions_at(e.state.bases()[1])] for e in (one_way, other_way)]
    assert arrived == [["Buccaneer", "Zapbot"], ["Zapbot", "Buccaneer"]]  # the engine keeps the order ...
    assert outcome_key(one_way) == outcome_key(other_way)  # ... no rule reads it
    both = [o for o in full_sail.outcomes if _places(o) == {"Buccaneer": "Jungle Oasis", "Zapbot": "Jungle Oasis"}]
    assert [o.sequences for o in both] == [2]
    # Each minion moved alone is one sequence; all five to one base, any order: 5! sequences.
    assert [o.sequences for o in full_sail.outcomes if _places(o) == {"Buccaneer": "Ninja Dojo"}] == [1]
    everyone = {name: "Factory 436-1337" for name in ("Buccaneer", "Zapbot", "Warbot", "Cut Lass", "First Mate")}
    assert [o.sequences for o in full_sail.outcomes if _places(o) == everyone] == [120]


def test_deck_orders_are_kept_apart():
    # Draw one of the top three, may play it, return the other two in either order: 3 x 2 x 2.
    exploration = explore_outcomes(load_valid_position(GOLD_RUSH), limit=1_000)
    assert exploration.complete and len(exploration.outcomes) == 12
    decks = [tuple(card["name"] for card in o.result.result["players"][0]["deck"]) for o in exploration.outcomes]
    assert len(set(decks)) == 6
    assert ("Pinkerton", "Gunfighter", "Deputy") in decks and ("Gunfighter", "Pinkerton", "Deputy") in decks
    summary = summarize(exploration)
    assert "Alice's deck (top first) is one of 6 piles" in summary.varies


def test_each_example_path_replays_to_its_outcome(full_sail):
    position = load_valid_position(FULL_SAIL)
    for outcome in full_sail.outcomes[::16]:
        assert Ending.of(_resolved(position, outcome.paths[0])).result == outcome.result.result


def test_the_summary_says_what_is_the_same_and_what_varies(full_sail):
    summary = summarize(full_sail)
    assert summary.same == ["Full Sail: Alice's hand → Alice's discard pile", "VP: Alice 0, Bob 0"]
    assert summary.varies == [
        "each of Buccaneer, Zapbot, Warbot, Cut Lass and First Mate ends at any of The Grey Opal, Jungle Oasis, Ninja Dojo and Factory 436-1337",
        "all 1,024 combinations of these places happen",
        "power at each base (breakpoint): The Grey Opal 2–17 (17), Jungle Oasis 0–15 (12), Ninja Dojo 0–15 (18), Factory 436-1337 0–15 (25)",
    ]
    assert summary.vp == {"Alice": {"min": 0, "max": 0}, "Bob": {"min": 0, "max": 0}}


def test_the_json_has_the_summary_and_each_outcome(full_sail):
    view = json.loads(json.dumps(outcomes_json(full_sail)))
    assert set(view) == {"complete", "runs", "sequences", "merging", "message", "summary", "outcomes"}
    assert (view["complete"], view["sequences"], view["merging"]) == (True, 40_696, "canonical")
    assert set(view["summary"]) == {"same", "varies", "vp", "cards"}
    assert [card["name"] for card in view["summary"]["cards"]] == ["Buccaneer", "Zapbot", "Warbot", "Cut Lass", "First Mate"]
    assert view["summary"]["cards"][0]["places"] == ["The Grey Opal", "Jungle Oasis", "Ninja Dojo", "Factory 436-1337"]
    first = view["outcomes"][0]
    assert set(first) == {"sequences", "paths", "error", "result"}
    assert len(first["paths"]) == 1 and first["error"] is None and first["result"]["vp"] == {"Alice": 0, "Bob": 0}
    assert sum(outcome["sequences"] for outcome in view["outcomes"]) == 40_696


def test_a_merged_search_finds_what_running_every_sequence_finds():
    merged, every = _both_ways(load_valid_position(SAIL_THEN_CUT), _merging_of)
    assert merged.merging == "canonical" and every.merging == "none"
    assert merged.runs < every.runs / 2
    assert _sequences_by_outcome(merged) == _sequences_by_outcome(every)


def test_orders_of_simultaneous_abilities_that_lead_to_the_same_state_are_explored_once():
    # Prep, Brain and Jock answer the same play: between two of them, and after the last, runs
    # whose orders reached the same state merge (resolution.simultaneous).
    merged, every = _both_ways(load_valid_position(SCENARIOS / "teens-power-three.yaml"), _merging_of)
    assert merged.merging == "canonical"
    assert merged.runs < every.runs / 2
    assert _sequences_by_outcome(merged) == _sequences_by_outcome(every)


def test_chance_makes_the_search_merge_exact_states_only():
    # Zombie Lord's position draws from a deck that runs out: a shuffle reads every order.
    merged, every = _both_ways(load_valid_position(SCENARIOS / "zombie-lord-bases.yaml"), _merging_of)
    assert merged.merging == "exact"
    assert _sequences_by_outcome(merged) == _sequences_by_outcome(every)


def test_a_state_key_tells_apart_every_field_of_the_records_it_holds():
    # Each kind of value is described by a describer found once per type: two states whose
    # records differ only deep down (a play allowance's qualifier, a lasting effect's amount)
    # have different keys, and a function, whose behaviour cannot be compared, is refused.
    position = load_valid_position(FULL_SAIL)
    start, other = (replays(position)[0] for _ in range(2))
    assert state_key(start, True) == state_key(other, True)
    other.turn.allowances[0].max_power = 3
    assert state_key(start, True) != state_key(other, True)
    for state, amount in ((start, 1), (other, 2)):
        state.lasting.append(LastingEffect("c3", "pirates/buccaneer", "Alice", frozenset({"c3"}), amount, "end-of-turn"))
    other.turn.allowances[0].max_power = start.turn.allowances[0].max_power
    assert state_key(start, True) != state_key(other, True)
    other.lasting[0].amount = 1
    assert state_key(start, True) == state_key(other, True)
    other.memory["c3:pending"] = len
    with pytest.raises(Unmergeable):
        state_key(other, True)


def test_what_a_state_keeps_of_itself_to_answer_faster_is_no_part_of_its_keys():
    # A state's indexes and caches (cards in play, titans set aside, "every card in play is
    # implemented" ...) are filled by whatever asked first: two runs that reach the same board
    # may have asked different things, and must merge and end in the same outcome.
    position = load_valid_position(FULL_SAIL)
    start, run = replays(position)
    asked = run(ScriptedChooser(["pass"]))
    fresh = replays(position)[0]
    start.cards_in_play()
    start.set_aside_titans()
    start.titans_in_play()
    start.check_implemented_in_play()
    start.in_play_with(frozenset(card.card_id for card in start.cards.values()))
    assert state_key(start, True) == state_key(fresh, True) and state_key(start, False) == state_key(fresh, False)
    again = run(ScriptedChooser(["pass"]))
    again.state.check_implemented_in_play()
    again.state.in_play_with(frozenset({"pirates/buccaneer"}))
    assert outcome_key(again) == outcome_key(asked)


def test_a_key_leaves_out_what_a_cards_data_says_but_not_the_kind_it_is_played_as():
    # A card's name, group, printed power and kind are read from its data (and its kind from
    # ``played_as``), so keys describe ``played_as`` and not them: a Fusion card played as its
    # other kind is another state.
    position = load_valid_position(FULL_SAIL)
    start, other = (replays(position)[0] for _ in range(2))
    other.cards["c3"].played_as = "action"
    assert state_key(start, True) != state_key(other, True)
    other.cards["c3"].played_as = None
    assert state_key(start, True) == state_key(other, True)


def test_an_outcome_tells_apart_where_a_card_on_or_under_a_minion_is():
    # Most boards have no card on or under another, and their outcome keys need not look.
    position = load_valid_position(FULL_SAIL)
    keys = set()
    for zone in ("on:c3", "under:c3", "under:c4"):  # a card of the base deck on Buccaneer, under it, under Zapbot
        explanation = _resolved(position, ["pass"])
        explanation.state.relocate(explanation.state.cards["c12"], zone)
        keys.add(outcome_key(explanation))
    assert len(keys) == 3


# The orders outcomes.py leaves out are read nowhere else: a new reader of one must be weighed
# there (and in docs/json.md) before it is listed here.
ORDER_READERS = {
    r"\.turn\.moves\b": {"engine/view.py"},
    r"moves_this_turn\(": {"engine/view.py", "cards/bear_cavalry.py", "cards/sheep.py"},
    r"state\.log\b": {"engine/game.py", "engine/view.py"},
    r"\.affected\b|affected_by_this\(|get\(\"affected\"": {"engine/effects/affects.py", "engine/play.py", "engine/view.py", "cards/dinosaurs.py", "cards/disco_dancers.py", "cards/world_champs.py"},
    r"\.designated\b": {"engine/effects/affects.py", "engine/context_decisions.py"},
}
# The state itself, what the game is in the middle of, and positions read and written.
NOT_READERS = {"engine/state.py", "engine/in_progress.py", "engine/setup.py", "engine/snapshot.py"}


@pytest.mark.parametrize("pattern", ORDER_READERS)
def test_the_orders_left_out_are_read_only_where_outcomes_py_says(pattern):
    package = ROOT / "smashup_rules"
    found = {
        path.relative_to(package).as_posix()
        for folder in ("engine", "cards")
        for path in (package / folder).rglob("*.py")
        if re.search(pattern, path.read_text(encoding="utf-8"))
    }
    assert found - NOT_READERS == ORDER_READERS[pattern]


@pytest.mark.parametrize("golden", GOLDEN, ids=lambda p: p.name.split(".")[0])
def test_all_outcomes_match_the_golden_file(golden, monkeypatch):
    monkeypatch.chdir(ROOT)
    result = CliRunner().invoke(cli, ["explain", f"scenarios/{golden.name.split('.')[0]}.yaml", "--all-outcomes"])
    assert result.exit_code == 0, result.output
    if os.environ.get("SMASHUP_UPDATE_GOLDEN"):
        golden.write_text(result.output, encoding="utf-8")
    assert result.output == golden.read_text(encoding="utf-8")


def test_there_is_an_all_outcomes_golden_file():
    assert (SCENARIOS / "expected" / "full-sail-every-board.all-outcomes.txt") in GOLDEN


# --- helpers ---


def _resolved(position, answers) -> Explanation:
    return replays(position)[1](ScriptedChooser(answers))


def _places(outcome) -> dict[str, str]:
    """Where the cards that moved went, Full Sail itself aside."""
    return {move["name"]: move["to"] for move in outcome.result.result["moved"] if move["name"] != "Full Sail"}


def _merging_of(state) -> Merging:
    return Merging(state.rng.getstate())


def _both_ways(position, merging_of):
    """The position explored merging as ``merging_of`` says, and without merging."""
    start, run = replays(position)
    return tuple(explore(run, outcome_key, keep=outcome_key, merging=merging, limit=20_000) for merging in (merging_of(start), None))


def _sequences_by_outcome(exploration) -> dict:
    return {outcome.result: outcome.sequences for outcome in exploration.outcomes}
