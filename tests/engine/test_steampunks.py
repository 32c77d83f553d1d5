"""Steampunks: actions on bases, replaying actions from the discard pile, forbidding plays."""

from __future__ import annotations

import pytest

from smashup_rules.engine import effects
from smashup_rules.engine.errors import IllegalPlay
from smashup_rules.engine.power import player_power_at
from smashup_rules.engine.scoring import score_bases_phase
from smashup_rules.engine.zones import hand
from smashup_rules.engine.turn_state import PlayAllowance
from smashup_rules.engine.turn import end_turn
from tests.engine.builders import base, card, cites, game_for, one, play, player, position, power, talent, where, zone_ids

OPAL = "pirates/the-grey-opal"  # 17
TORTUGA = "pirates/tortuga"  # 21
STEAM = ["steampunks", "ghosts"]


def board(alice_hand=(), opal=(), tortuga=(), *, alice=None, bob=None, opal_base=OPAL, opal_actions=(), tortuga_actions=(), **options):
    return position(
        [player("Alice", **{"hand": alice_hand, "factions": STEAM, **(alice or {})}), player("Bob", **(bob or {}))],
        [base(opal_base, *opal, actions=opal_actions), base(TORTUGA, *tortuga, actions=tortuga_actions)],
        **options,
    )


def bobs_turn(game, *kinds):
    game.state.turn.player = "Bob"
    game.state.turn.allowances = [PlayAllowance(kind) for kind in kinds]


def test_steam_queen_protects_your_actions_from_other_players_cards():
    pos = board(opal=[card("steampunks/steam-queen", "Alice")], opal_actions=[card("steampunks/rotary-slug-thrower", "Alice")],
                bob={"hand": ["steampunks/ornate-dome"], "factions": ["steampunks", "robots"]})
    game = game_for(pos)
    bobs_turn(game, "action")
    play(game, "Bob", "steampunks/ornate-dome", base=OPAL)
    assert where(game, "steampunks/rotary-slug-thrower") == f"on:{OPAL}"


def test_ornate_dome_destroys_other_players_base_actions_and_forbids_theirs():
    pos = board(["steampunks/ornate-dome"], opal=[card("zombies/walker", "Bob", attached=[card("dinosaurs/upgrade", "Bob")])],
                opal_actions=[card("zombies/overrun", "Bob")], bob={"hand": ["steampunks/aggromotive"]})
    game = game_for(pos)
    play(game, "Alice", "steampunks/ornate-dome", base=OPAL)
    assert where(game, "zombies/overrun") == "discard:Bob"
    assert where(game, "dinosaurs/upgrade") != "discard:Bob"  # steampunks/ornate-dome#1: actions on minions stay
    bobs_turn(game, "action")
    with pytest.raises(IllegalPlay, match="forbids"):
        play(game, "Bob", "steampunks/aggromotive", base=OPAL)


def test_mechanic_replays_a_base_action_from_the_discard_pile():
    pos = board(["steampunks/mechanic"], alice={"discard": ["steampunks/rotary-slug-thrower", "steampunks/scrap-diving"]})
    game = game_for(pos, "Rotary Slug Thrower", "Tortuga")  # the play of the one it can choose may be passed
    play(game, "Alice", "steampunks/mechanic", base=OPAL)
    assert where(game, "steampunks/rotary-slug-thrower") == f"on:{TORTUGA}"
    assert [a.kind for a in game.state.turn.allowances] == ["action"]  # the regular action play is still there
    game = game_for(board(["steampunks/mechanic"], alice={"discard": ["steampunks/scrap-diving"]}))
    play(game, "Alice", "steampunks/mechanic", base=OPAL)  # no action that can be played on a base
    assert where(game, "steampunks/scrap-diving") == "discard:Alice"


def test_steam_man_has_plus_1_with_your_action_on_its_base():
    pos = board(opal=[card("steampunks/steam-man", "Alice")], opal_actions=[card("steampunks/zeppelin", "Alice"), card("steampunks/aggromotive", "Alice")])
    assert power(game_for(pos), "steampunks/steam-man") == 4  # steampunks/steam-man#1: two actions, still +1
    assert power(game_for(board(opal=[card("steampunks/steam-man", "Alice")], opal_actions=[card("zombies/overrun", "Bob")])), "steampunks/steam-man") == 3


def test_captain_ahab_moves_to_a_base_with_your_action():
    pos = board(opal=[card("steampunks/captain-ahab", "Alice")], tortuga_actions=[card("steampunks/zeppelin", "Alice")])
    game = game_for(pos)
    talent(game, "Alice", "steampunks/captain-ahab")
    assert where(game, "steampunks/captain-ahab") == f"at:{TORTUGA}"
    game = game_for(board(opal=[card("steampunks/captain-ahab", "Alice")], tortuga_actions=[card("zombies/overrun", "Bob")]))
    with pytest.raises(IllegalPlay):
        talent(game, "Alice", "steampunks/captain-ahab")


def test_aggromotive_gives_5_power_only_with_a_minion_there():
    game = game_for(board(["steampunks/aggromotive"], opal=[card("steampunks/captain-ahab", "Alice")]))
    play(game, "Alice", "steampunks/aggromotive", base=OPAL)
    assert player_power_at(game.state, "Alice", one(game, OPAL)).total == 7
    game = game_for(board(["steampunks/aggromotive"]))
    play(game, "Alice", "steampunks/aggromotive", base=OPAL)
    assert player_power_at(game.state, "Alice", one(game, OPAL)).total == 0


def test_change_of_venue_replays_one_of_your_actions_elsewhere():
    pos = board(["steampunks/change-of-venue"], opal_actions=[card("steampunks/rotary-slug-thrower", "Alice")])
    game = game_for(pos, "Rotary Slug Thrower", "Tortuga")  # played again, or passed
    play(game, "Alice", "steampunks/change-of-venue")
    assert where(game, "steampunks/rotary-slug-thrower") == f"on:{TORTUGA}"
    game = game_for(board(["steampunks/change-of-venue"], opal_actions=[card("zombies/overrun", "Bob")]))
    play(game, "Alice", "steampunks/change-of-venue")  # none of yours: nothing happens
    assert where(game, "zombies/overrun") == f"on:{OPAL}"


def test_difference_engine_draws_an_extra_card_at_the_end_of_your_turn_with_a_minion_there():
    pos = board(opal=[card("steampunks/captain-ahab", "Alice")], opal_actions=[card("steampunks/difference-engine", "Alice")],
                alice={"deck": ["ghosts/ghost"]})
    game = game_for(pos)
    end_turn(game)
    assert zone_ids(game, hand("Alice")) == ["ghosts/ghost"]
    game = game_for(board(opal_actions=[card("steampunks/difference-engine", "Alice")], alice={"deck": ["ghosts/ghost"]}))
    end_turn(game)
    assert zone_ids(game, hand("Alice")) == []


def test_escape_hatch_returns_destroyed_minions_to_hand_instead():
    pos = board(opal=[card("steampunks/captain-ahab", "Alice"), card("zombies/walker", "Bob")], opal_actions=[card("steampunks/escape-hatch", "Alice")])
    game = game_for(pos)
    effects.destroy(game, one(game, "steampunks/captain-ahab"), None)
    effects.destroy(game, one(game, "zombies/walker"), None)
    assert where(game, "steampunks/captain-ahab") == "hand:Alice"
    assert where(game, "zombies/walker") == "discard:Bob"
    assert "steampunks/escape-hatch#1" in cites(game)


def test_rotary_slug_thrower_gives_your_minions_here_plus_2():
    game = game_for(board(["steampunks/rotary-slug-thrower"], opal=[card("steampunks/captain-ahab", "Alice"), card("zombies/walker", "Bob")]))
    play(game, "Alice", "steampunks/rotary-slug-thrower", base=OPAL)
    assert (power(game, "steampunks/captain-ahab"), power(game, "zombies/walker")) == (4, 2)


def test_scrap_diving_places_an_action_from_the_discard_pile_into_hand():
    game = game_for(board(["steampunks/scrap-diving"], alice={"discard": ["steampunks/zeppelin", "ghosts/ghost"]}))
    play(game, "Alice", "steampunks/scrap-diving")
    assert zone_ids(game, hand("Alice")) == ["steampunks/zeppelin"]
    game = game_for(board(["steampunks/scrap-diving"], alice={"discard": ["ghosts/ghost"]}))
    play(game, "Alice", "steampunks/scrap-diving")
    assert zone_ids(game, hand("Alice")) == []


def test_zeppelin_moves_your_minion_to_or_from_here():
    pos = board(opal=[card("steampunks/captain-ahab", "Alice")], tortuga_actions=[card("steampunks/zeppelin", "Alice")])
    game = game_for(pos)
    talent(game, "Alice", "steampunks/zeppelin")
    assert where(game, "steampunks/captain-ahab") == f"at:{TORTUGA}"
    game = game_for(board(tortuga=[card("steampunks/captain-ahab", "Alice")], tortuga_actions=[card("steampunks/zeppelin", "Alice")]))
    talent(game, "Alice", "steampunks/zeppelin")
    assert where(game, "steampunks/captain-ahab") == f"at:{OPAL}"


def test_inventors_salon_winner_may_draw_an_action_from_the_discard_pile():
    pos = board(opal=[card("robots/warbot", "Alice", counters=30)], opal_base="steampunks/inventors-salon",
                alice={"discard": ["steampunks/zeppelin", "ghosts/ghost"]})
    game = game_for(pos, "Zeppelin")
    score_bases_phase(game)
    assert zone_ids(game, hand("Alice")) == ["steampunks/zeppelin"]
    game = game_for(pos, "pass")
    score_bases_phase(game)
    assert zone_ids(game, hand("Alice")) == []


def test_workshop_gives_an_extra_action_after_the_first_base_action_there_each_turn():
    game = game_for(board(["steampunks/zeppelin", "steampunks/aggromotive", "steampunks/rotary-slug-thrower"], opal_base="steampunks/workshop"))
    play(game, "Alice", "steampunks/zeppelin", base="steampunks/workshop")
    play(game, "Alice", "steampunks/aggromotive", base="steampunks/workshop")  # the extra action
    assert [a.kind for a in game.state.turn.allowances] == ["minion"]  # only once each turn
    with pytest.raises(IllegalPlay):
        play(game, "Alice", "steampunks/rotary-slug-thrower", base="steampunks/workshop")


def test_a_talent_that_would_do_nothing_is_refused_unspent_and_unlogged():
    game = game_for(board(opal=[card("steampunks/captain-ahab", "Alice")], tortuga_actions=[card("zombies/overrun", "Bob")]))
    events = len(game.state.log)
    with pytest.raises(IllegalPlay, match="no action played on another base for Captain Ahab"):
        talent(game, "Alice", "steampunks/captain-ahab")
    assert game.state.log[events:] == []
    assert not any(key.startswith("talent:") for key in game.state.turn.used_once)
    zeppelin = game_for(board(opal_actions=[card("steampunks/zeppelin", "Alice")]))
    with pytest.raises(IllegalPlay, match="no minion for the Zeppelin"):
        talent(zeppelin, "Alice", "steampunks/zeppelin")
    assert not zeppelin.state.turn.used_once
