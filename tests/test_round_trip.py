"""A saved moment is the same game (issue: positions you can trust): simulated games saved and read
back before every step continue as the original (``simulate --round-trip``), and the cases that
once did not each have a test: the game won, a titan played instead of the action, a Madness card
played and returned to its deck, the order of simultaneous abilities, a treasure a once-per-turn
use names back in its pile, and a stored card's label."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from smashup_rules.engine.convert.to_position import canonical, state_to_position
from smashup_rules.engine.convert.to_state import state_from_position
from smashup_rules.engine.game import card_label
from smashup_rules.position import dump_position, load_valid_position
from smashup_rules.simulate.game import GameRun, SimConfig
from smashup_rules.simulate.round_trip import RoundTripRun
from smashup_rules.simulate.runs import play_game
from tests.engine.builders import base, card, game_for, player, position

SMASHUP = str(Path(sys.executable).parent / "smashup")
# (players, games, monsters per base): every step of each game is saved, read back and replayed.
RUNS = [(2, 8, 0), (2, 4, 1), (3, 4, 1), (4, 3, 0)]


@pytest.mark.parametrize(("players", "games", "monsters"), RUNS)
def test_every_step_of_simulated_games_continues_the_same_from_its_saved_moment(players, games, monsters, tmp_path):
    config = SimConfig(games=games, seed=1, players=players, monsters=monsters, out=tmp_path, round_trip=True)
    pool = config.pool()
    before = RoundTripRun.saves
    for seed in range(1, games + 1):
        result = play_game(config, seed, pool)
        assert result.failure is None, result.failure.describe()
        plain = GameRun(SimConfig(players=players, monsters=monsters), seed, pool, strict=False).run()
        assert result.digest == plain.digest, f"seed {seed}: saving and reloading changed the original game"
    assert RoundTripRun.saves - before > games * 100  # every step was compared (about 240 a 2-player game), not a few
    assert not list(tmp_path.glob("simulate-round-trip-*.yaml"))


def _read_back(state):
    return state_from_position(load_valid_position(dump_position(state_to_position(state)), source="saved"))


def test_the_random_generator_goes_on_where_the_saved_moment_left_it():
    state = game_for(position([player("Alice", deck=["pirates/buccaneer", "pirates/first-mate", "ninjas/shinobi"]), player("Bob")], [base("pirates/tortuga")], seed=5)).state
    state.rng.shuffle(list(range(20)))
    again = _read_back(state)
    assert (again.rng.seed, again.rng.drawn) == (5, state.rng.drawn) and again.rng.getstate() == state.rng.getstate()


def test_a_game_won_stays_won_and_takes_no_more_plays(tmp_path):
    saved = tmp_path / "won.yaml"
    subprocess.run([SMASHUP, "explain", "scenarios/madness-stored-decides-the-winner.yaml", "--save-after", str(saved)],
                   check=True, capture_output=True)
    text = saved.read_text()
    assert "winners: Bob" in text
    assert _read_back(state_from_position(load_valid_position(text))).winner == "Bob"
    done = subprocess.run([SMASHUP, "explain", str(saved), "--json"], capture_output=True, text=True)
    assert '"winner": "Bob"' in done.stdout
    saved.write_text(text + "play: end turn\n")
    refused = subprocess.run([SMASHUP, "explain", str(saved)], capture_output=True, text=True)
    assert "The game is over (Bob won)" in refused.stdout + refused.stderr


def test_a_titan_played_instead_of_the_action_is_no_unknown_earlier_action():
    pos = position([player("Alice", factions=["killer-plants", "dinosaurs"], titans=["killer-plants/killer-kudzu"]), player("Bob")],
                   [base("pirates/tortuga", card("dinosaurs/war-raptor", "Alice"))])
    state = game_for(pos).state
    kudzu = state.zone("titans:Alice")[0]
    tortuga = state.bases()[0]
    state.relocate(kudzu, f"at:{tortuga.iid}")
    state.turn.record_play("Alice", kudzu.iid, "titan", "regular", tortuga.iid, "titans")
    state.turn.allowances = [a for a in state.turn.allowances if not (a.regular and a.kind == "action")]
    again = _read_back(state)
    assert not any(card.startswith("earlier-action") for card in again.turn.actions_played)
    assert canonical(again) == canonical(state)


def test_a_madness_card_played_and_returned_to_its_deck_is_named_by_its_place_there():
    pos = position([player("Alice", factions=["minions-of-cthulhu", "aliens"], hand=["madness/madness"]), player("Bob")],
                   [base("pirates/tortuga")])
    state = game_for(pos).state
    madness = state.zone("hand:Alice")[0]
    state.turn.record_play("Alice", madness.iid, "action", "regular", None, "hand")
    state.turn.allowances = [a for a in state.turn.allowances if not (a.regular and a.kind == "action")]
    state.relocate(madness, "madness-deck")
    madness.owner = madness.controller = None  # back in the Madness deck it is nobody's (madness.ownership)
    written = dump_position(state_to_position(state))
    assert "madness-deck@" in written
    assert canonical(_read_back(state)) == canonical(state)


def test_divas_are_offered_in_the_same_order_after_a_reload():
    """Two Divas at one base answer the same action: they are offered in table order (the order
    the saved moment keeps), whatever instance ids the reload hands out. The Diva second on the
    table was created first (it came from the hand), so creation order would put it first."""
    pos = position([player("Alice", factions=["disco-dancers", "aliens"], hand=["disco-dancers/diva"]), player("Bob")],
                   [base("pirates/tortuga", card("disco-dancers/diva", "Alice"))])
    state = game_for(pos).state
    in_hand, at_tortuga = state.zone("hand:Alice")[0], state.zone(f"at:{state.bases()[0].iid}")[0]
    state.relocate(in_hand, f"at:{state.bases()[0].iid}")  # created first, now second on the table
    divas = frozenset({"disco-dancers/diva"})
    assert state.in_play_among(divas) == (at_tortuga, in_hand)
    again = _read_back(state)
    table = again.zone(f"at:{again.bases()[0].iid}")
    assert [c.iid for c in again.in_play_among(divas)] == [c.iid for c in table]


def test_a_treasure_a_once_per_turn_use_names_keeps_its_ref_in_its_pile():
    """Magic Missile's Talent used, then the card shuffled back into the Treasure deck: the use
    still names it, so the deck writes that card with a ref and the reload keeps the use."""
    pos = position([player("Alice", factions=["pirates", "aliens"]), player("Bob")], [base("pirates/tortuga")],
                   treasure_deck=["treasures/chest-of-holding", "treasures/magic-missile"])
    state = game_for(pos).state
    missile = state.zone("treasures-deck")[1]
    state.turn.used_once.add(f"talent:{missile.iid}")
    written = dump_position(state_to_position(state))
    assert f"{{card: Magic Missile, ref: {missile.iid}}}" in written
    again = _read_back(state)
    named = [key.partition(":")[2] for key in again.turn.used_once]
    assert [again.cards[iid].card_id for iid in named] == ["treasures/magic-missile"]
    assert again.cards[named[0]].zone == "treasures-deck"
    assert canonical(again) == canonical(state)


def test_a_card_stored_under_another_is_offered_by_its_holders_name_not_an_instance_id():
    pos = position([player("Alice", factions=["pirates", "aliens"], deck=["aliens/invader"]), player("Bob")], [base("pirates/tortuga")])
    state = game_for(pos).state
    tortuga = state.bases()[0]
    chest = state.create("treasures/chest-of-holding", f"at:{tortuga.iid}", None, "Alice")
    invader = state.zone("deck:Alice")[0]
    state.relocate(invader, f"under:{chest.iid}")
    assert card_label(state, invader) == "Invader (under Chest of Holding, Tortuga)"
