""""Why not" steps and the rules the engine helpers cite where they apply them (issue 14)."""

from __future__ import annotations

from smashup_rules.engine.abilities import TriggerEvent
from smashup_rules.engine.dispatch import event_words
from smashup_rules.engine.events import Event
from smashup_rules.engine.citations import conflict_readings
from smashup_rules.explain.run import explain_position, steps
from smashup_rules.explain.text import render
from smashup_rules.util.terminal import Out
from smashup_rules.position import load_valid_position
from smashup_rules.simulate.checks import log_digest

ALTAR = """
turn: Alice
phase: play-cards
players:
  - name: Alice
    factions: [Minions of Cthulhu, Killer Plants]
    hand: [Servitor of Cthulhu, Insta-Grow, Servitor of Cthulhu]
  - name: Bob
    factions: [Zombies, Robots]
bases:
  - name: Jungle Oasis
    actions: [Altar to Cthulhu]
  - Evans City Cemetery
  - Tortuga
play:
  - Alice plays Servitor of Cthulhu at Jungle Oasis
  - Alice plays Insta-Grow
  - Alice plays Servitor of Cthulhu at Jungle Oasis
"""

SCORING = """
turn: Alice
phase: score-bases
players:
  - name: Alice
    factions: [Pirates, Dinosaurs]
  - name: Bob
    factions: [Zombies, Robots]
bases:
  - name: Jungle Oasis
    cards: [{card: Walker, controller: Alice, owner: Bob, counters: 10}]
  - name: Evans City Cemetery
    cards: [Warbot]
base_deck: [Tortuga]
play: score bases
"""


def explained(text: str):
    return explain_position(load_valid_position(text))


def why_not_steps(explanation) -> list[dict]:
    return [step for step in steps(explanation) if step["kind"] == "why-not"]


def test_a_once_per_turn_ability_already_used_is_a_numbered_step_citing_its_errata_and_ruling():
    explanation = explained(ALTAR)
    found = why_not_steps(explanation)
    altar = [step for step in found if step["message"].startswith("Altar to Cthulhu")]
    assert [step["message"] for step in altar] == [
        "Altar to Cthulhu (Alice, Jungle Oasis) does not trigger after Servitor of Cthulhu is played: once per turn, and already used this turn."
    ]
    assert {"minions-of-cthulhu/altar-to-cthulhu", "errata:minions-of-cthulhu/altar-to-cthulhu", "cthulhu/altar-to-cthulhu#1"} <= set(altar[0]["cites"])
    assert altar[0]["data"] == {"event": "played"}
    # The first Servitor's play used it: no "why not" for Altar before the extra action is granted.
    messages = [step["message"] for step in steps(explanation)]
    assert messages.index(altar[0]["message"]) > messages.index("Alice may play an extra action this phase.")


def test_the_text_explanation_numbers_the_why_not_step_with_its_citations(capsys):
    render(Out(styled=False), explained(ALTAR))
    lines = capsys.readouterr().out.splitlines()
    numbered = [n for n, line in enumerate(lines) if "does not trigger after" in line]
    assert len(numbered) == 1 and lines[numbered[0]].lstrip()[0].isdigit(), lines
    assert "[errata minions-of-cthulhu/altar-to-cthulhu] [ruling cthulhu/altar-to-cthulhu#1]" in lines[numbered[0] + 1]


def test_the_servitor_talent_step_cites_the_reading_chosen_between_sources():
    assert conflict_readings("minions-of-cthulhu/servitor-of-cthulhu") == ("conflict.servitor-talent",)
    assert conflict_readings("pirates/powderkeg") == ()
    talent = [step for step in why_not_steps(explained(ALTAR)) if "read as a Talent" in step["message"]]
    assert len(talent) == 2  # each Servitor played
    assert {"conflict.servitor-talent", "play.talent"} <= set(talent[0]["cites"])


def test_after_a_base_scores_the_re_check_and_the_control_rule_are_cited():
    explanation = explained(SCORING)
    all_steps = steps(explanation)
    vp = next(step for step in all_steps if step["kind"] == "vp" and step["players"] == ["Alice"])
    assert {"play.control", "terms.control"} <= set(vp["cites"])
    assert not [step for step in all_steps if step["kind"] == "vp" and step["players"] == ["Bob"]]  # his own Warbot is elsewhere
    recheck = why_not_steps(explanation)
    assert [step["message"] for step in recheck] == [
        "No other base scores: checked again, none has reached its breakpoint (Tortuga 0/21; Evans City Cemetery 4/20)."
    ]
    assert recheck[0]["cites"] == ["scoring.rescan", "scoring.eligible"]


def test_why_not_steps_and_notes_are_left_out_of_the_simulation_digest():
    game = [Event("play", "Alice plays Walker.", ("c1",), ("Alice",), ("play.minion",))]
    noted = [*game, Event("why-not", "Altar to Cthulhu does not trigger: once per turn.", ("c2",), ("Alice",), ("errata:x",))]
    assert log_digest(noted) == log_digest(game)
    assert log_digest([*game, Event("note", "Bear Necessities' Talent was used.", ("c2",))]) == log_digest(game)
    assert log_digest([*game, Event("draw", "Alice draws a card.", ("c3",), ("Alice",))]) != log_digest(game)


def test_event_words_name_what_an_ability_answered():
    state = explained(SCORING).state
    base = state.bases()[0]
    assert event_words(TriggerEvent("after-scoring", base=base)) == f"after {base.name} scores"
    assert event_words(TriggerEvent("revealed", player="Bob", details={"owner": "Alice", "from": "hand"})) == (
        "a card of Bob's looks at or reveals cards in Alice's hand"
    )


def test_a_position_with_no_play_cites_control_and_titan_counters_in_its_power_steps():
    explanation = explained("""
turn: Alice
phase: play-cards
players:
  - name: Alice
    factions: [Pirates, Dinosaurs]
  - name: Bob
    factions: [Bear Cavalry, Robots]
bases:
  - name: Jungle Oasis
    cards: [{card: Warbot, controller: Alice, owner: Bob}, {card: Major Ursa, counters: 2}]
  - Evans City Cemetery
  - Tortuga
""")
    by_player = {step["players"][0]: step for step in steps(explanation) if step["kind"] == "state"}
    assert {"play.control", "terms.control"} <= set(by_player["Alice"]["cites"])
    assert {"titans.power", "conflict.titan-counters"} <= set(by_player["Bob"]["cites"])
    assert "play.control" not in by_player["Bob"]["cites"]
