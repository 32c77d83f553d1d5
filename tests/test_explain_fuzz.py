"""`smashup explain` on generated positions and on mutated position files: whatever comes
in, the answer is an explanation (exit 0), a stopped resolution (exit 1) or one clear
message about the file (exit 2), never a traceback."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from smashup_rules.cli.group import cli
from smashup_rules.position import BaseSpec, CardSpec, PlayerSpec, PlaySpec, Position, dump_position
from smashup_rules.reference import data
from smashup_rules.simulate.game import faction_deck, playable_factions

from test_bad_positions import mutated_scenarios

FACTIONS = playable_factions()
NAMES = ["Alice", "Bob", "Carol", "Dave"]


@st.composite
def generated_positions(draw) -> Position:
    """Possible-looking positions: each player's cards drawn from their own 40 (never more
    copies than exist), minions of theirs on the bases, a play from the hand, random answers."""
    count = draw(st.integers(2, 3))
    factions = draw(st.lists(st.sampled_from(FACTIONS), min_size=2 * count, max_size=2 * count, unique=True))
    base_ids = draw(st.lists(st.sampled_from([b for f in factions for b in data.factions()[f]["bases"]]), min_size=1, max_size=3, unique=True))
    bases = [BaseSpec(base_id) for base_id in base_ids]
    players = []
    for index in range(count):
        name = NAMES[index]
        pair = factions[2 * index: 2 * index + 2]
        cards = draw(st.permutations(faction_deck(pair[0]) + faction_deck(pair[1])))
        sizes = [draw(st.integers(0, 5)) for _ in range(3)]
        hand, deck, discard = cards[:sizes[0]], cards[sizes[0]:sum(sizes[:2])], cards[sum(sizes[:2]):sum(sizes)]
        rest = [c for c in cards[sum(sizes):] if data.cards()[c]["kind"] == "minion"]
        for minion in rest[: draw(st.integers(0, 3))]:
            spec = CardSpec(minion, owner=name, controller=name, counters=draw(st.integers(0, 2)))
            draw(st.sampled_from(bases)).minions.append(spec)
        players.append(PlayerSpec(name, pair, vp=draw(st.integers(0, 16)),
                                  hand=[CardSpec(c, owner=name) for c in hand],
                                  deck=[CardSpec(c, owner=name) for c in deck],
                                  discard=[CardSpec(c, owner=name) for c in discard]))
    turn = NAMES[draw(st.integers(0, count - 1))]
    hand = next(p.hand for p in players if p.name == turn)
    plays = []
    if hand and draw(st.integers(0, 3)):
        card = draw(st.sampled_from(hand)).card
        kind = data.cards()[card]["kind"]
        base = draw(st.sampled_from(base_ids)) if kind == "minion" or draw(st.booleans()) else None
        plays.append(PlaySpec("play", player=turn, card=card, base=base))
    if draw(st.booleans()):
        plays.append(PlaySpec(draw(st.sampled_from(["score", "end-turn"]))))
    words = ["yes", "no", "pass", *base_ids, *[c.card for p in players for c in p.hand]]
    choices = [data.cards()[w]["name"] if "/" in w else w for w in draw(st.lists(st.sampled_from(words), max_size=3))]
    phase = draw(st.sampled_from(["play-cards", "play-cards", "play-cards", "start-turn", "score-bases", "draw", "end-turn"]))
    return Position(players, bases, turn=turn, phase=phase, play=plays, choices=choices, seed=draw(st.integers(0, 5)))


def explain_says_something(tmp_path: Path, text: str, *options: str) -> None:
    path = tmp_path / "fuzz.yaml"
    path.write_text(text, encoding="utf-8", errors="surrogateescape")
    result = CliRunner().invoke(cli, ["explain", str(path), *options])
    assert result.exit_code in (0, 1, 2), result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), f"{result.exception!r}\n{text}"
    assert "Traceback" not in result.output
    if result.exit_code == 2:
        assert result.output.startswith("Usage:") or result.output.startswith("Error: "), result.output


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(position=generated_positions(), as_json=st.booleans())
def test_generated_positions_never_give_a_traceback(tmp_path, position, as_json):
    explain_says_something(tmp_path, dump_position(position), *(["--json"] if as_json else []))


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(text=mutated_scenarios())
def test_mutated_position_files_never_give_a_traceback(tmp_path, text):
    explain_says_something(tmp_path, text)
