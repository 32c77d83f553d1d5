"""Sheep: following minions from base to base, Little Bo Peep's fence, copying other players' cards."""

from __future__ import annotations

import pytest

from smashup_rules.engine import effects
from smashup_rules.engine.errors import IllegalPlay
from smashup_rules.engine.scoring import score_bases_phase
from smashup_rules.engine.convert.to_state import setup_bases
from smashup_rules.engine.zones import discard, hand
from smashup_rules.engine.turn_state import PlayAllowance
from smashup_rules.engine.turn import end_turn, start_turn

from tests.engine.builders import base, card, cites, game_for, one, play, player, position, power, talent, vps, where, zone_ids

OPAL = "pirates/the-grey-opal"  # 17
TORTUGA = "pirates/tortuga"  # 21
OASIS = "dinosaurs/jungle-oasis"  # 12
SHEEP = ["sheep", "dinosaurs"]

PEEP = "sheep/little-bo-peep"  # 5
RAM = "sheep/ram"  # 4
BLACK = "sheep/black-sheep"  # 3
FLOCK = "sheep/flock"  # 2
COUNTING = "sheep/counting-sheep"
EWE = "sheep/ewe-shall-pass"
DOLLY = "sheep/hello-dolly"
CLOTHING = "sheep/in-sheeps-clothing"
LAMB = "sheep/on-the-lamb"
SHEARING = "sheep/shearing"
FOLLOW = "sheep/to-follow-or-not"
WOOD = "sheep/wood-for-sheep"
SHRINE = "sheep/sheep-shrine"
PASTURE = "sheep/the-pasture"
REX = "dinosaurs/king-rex"  # 7, no ability
WALKER = "zombies/walker"  # 2


def board(alice_hand=(), opal=(), tortuga=(), *, oasis=None, alice=None, bob=None, carol=None, opal_base=OPAL, opal_actions=(), tortuga_actions=(), **options):
    players = [player("Alice", **{"hand": alice_hand, "factions": SHEEP, **(alice or {})}),
               player("Bob", **{"factions": ["dinosaurs", "zombies"], **(bob or {})})]
    if carol is not None:
        players.append(player("Carol", **carol))
    bases = [base(opal_base, *opal, actions=opal_actions), base(TORTUGA, *tortuga, actions=tortuga_actions)]
    if oasis is not None:
        bases.append(base(OASIS, *oasis))
    return position(players, bases, **options)


def kinds(game) -> list[str]:
    return [event.kind for event in game.log]


# --- Little Bo Peep -------------------------------------------------------------------------------


def test_little_bo_peep_stops_another_players_ability_moving_a_minion_from_here():
    pos = board(opal=[card(PEEP, "Alice"), card(FLOCK, "Alice")], turn="Bob",
                bob={"hand": ["bear-cavalry/grizzled-veteran"], "factions": ["bear-cavalry", "zombies"]})
    game = game_for(pos, "Flock")
    play(game, "Bob", "bear-cavalry/grizzled-veteran", base=OPAL)
    assert where(game, FLOCK) == f"at:{OPAL}"
    assert "prevented" in kinds(game)


def test_little_bo_peep_stops_another_player_moving_their_own_minion_to_here():
    pos = board(opal=[card(PEEP, "Alice")], tortuga=[card(WALKER, "Bob")], turn="Bob",
                bob={"hand": ["pirates/dinghy"], "factions": ["pirates", "zombies"]})
    game = game_for(pos, "Walker", "pass")
    play(game, "Bob", "pirates/dinghy")
    assert where(game, WALKER) == f"at:{TORTUGA}"
    assert "prevented" in kinds(game)


def test_little_bo_peep_does_not_stop_its_controller_moving_minions_from_here():
    game = game_for(board([EWE], opal=[card(PEEP, "Alice"), card(FLOCK, "Alice")]), "Flock")
    play(game, "Alice", EWE)
    assert where(game, FLOCK) == f"at:{TORTUGA}"


def test_a_move_avoids_a_base_closed_by_little_bo_peep_when_another_is_open():
    pos = board(opal=[card(PEEP, "Alice")], tortuga=[card(WALKER, "Bob")], oasis=[], turn="Bob",
                bob={"hand": ["pirates/dinghy"], "factions": ["pirates", "zombies"]})
    game = game_for(pos, "Walker", "pass")  # the only open base is chosen without asking
    play(game, "Bob", "pirates/dinghy")
    assert where(game, WALKER) == f"at:{OASIS}"


def test_little_bo_peep_talent_moves_one_of_your_minions_to_here():
    game = game_for(board(opal=[card(PEEP, "Alice")], tortuga=[card(RAM, "Alice"), card(WALKER, "Bob")]))
    talent(game, "Alice", PEEP)
    assert where(game, RAM) == f"at:{OPAL}"
    with pytest.raises(IllegalPlay, match="no minion on another base"):
        talent(game_for(board(opal=[card(PEEP, "Alice")])), "Alice", PEEP)


# --- Ram, Black Sheep, Flock ------------------------------------------------------------------------


def test_ram_moves_then_may_return_a_small_minion_at_its_new_base():
    pos = board(opal=[card(RAM, "Alice")], tortuga=[card(WALKER, "Bob"), card(REX, "Bob")])
    game = game_for(pos, "Walker")
    talent(game, "Alice", RAM)
    assert where(game, RAM) == f"at:{TORTUGA}"
    assert where(game, WALKER) == "hand:Bob"
    game = game_for(pos, "pass")
    talent(game, "Alice", RAM)
    assert where(game, WALKER) == f"at:{TORTUGA}"


def test_black_sheep_moves_away_after_another_minion_is_played_here():
    pos = board(opal=[card(BLACK, "Alice")], turn="Bob", bob={"hand": [REX]})
    game = game_for(pos)
    play(game, "Bob", REX, base=OPAL)
    assert where(game, BLACK) == f"at:{TORTUGA}"
    assert "sheep/black-sheep#1" in cites(game)
    game = game_for(board([BLACK]))  # itself played: it stays
    play(game, "Alice", BLACK, base=OPAL)
    assert where(game, BLACK) == f"at:{OPAL}"


def test_black_sheep_is_held_by_another_players_little_bo_peep_but_not_its_own():
    mine = board(opal=[card(BLACK, "Alice"), card(PEEP, "Alice")], turn="Bob", bob={"hand": [REX]})
    game = game_for(mine)
    play(game, "Bob", REX, base=OPAL)
    assert where(game, BLACK) == f"at:{TORTUGA}"
    theirs = board(opal=[card(BLACK, "Alice"), card(PEEP, "Bob", owner="Alice")], turn="Bob", bob={"hand": [REX]})
    game = game_for(theirs)
    play(game, "Bob", REX, base=OPAL)
    assert where(game, BLACK) == f"at:{OPAL}"


def test_flock_follows_a_minion_that_moves_from_here():
    pos = board(opal=[card(RAM, "Alice"), card(FLOCK, "Alice")])
    game = game_for(pos, "pass")
    talent(game, "Alice", RAM)
    assert where(game, RAM) == where(game, FLOCK) == f"at:{TORTUGA}"


def test_flock_does_not_follow_a_minion_moving_after_a_base_scores():
    # The Grey Opal: Bob first (13), Alice second; Alice moves Ram away instead of discarding it.
    pos = board(opal=[card(REX, "Bob", counters=6), card(RAM, "Alice"), card(FLOCK, "Alice")], phase="score-bases")
    game = game_for(pos, "Ram")
    score_bases_phase(game)
    assert where(game, RAM) == f"at:{TORTUGA}"
    assert where(game, FLOCK) == "discard:Alice"
    assert "sheep/flock#1" in cites(game)


# --- Counting Sheep ------------------------------------------------------------------------------------


def counting(alice_hand=(), **options):
    return board(alice_hand, opal=[card(REX, "Bob")], tortuga=[card(FLOCK, "Alice")],
                 tortuga_actions=[card(COUNTING, "Alice")], **options)


def test_counting_sheep_boosts_your_minions_here_after_another_players_minion_gains_power():
    game = game_for(counting(["dinosaurs/augmentation", FLOCK]), "King Rex")
    play(game, "Alice", "dinosaurs/augmentation")
    assert power(game, REX) == 11
    assert effects_power(game, FLOCK) == [3]
    # Minions played later are not affected (sheep/counting-sheep#1).
    play(game, "Alice", FLOCK, base=TORTUGA)
    assert sorted(effects_power(game, FLOCK)) == [2, 3]
    end_turn(game)
    assert sorted(effects_power(game, FLOCK)) == [2, 2]


def effects_power(game, card_id):
    from smashup_rules.engine.power import power_of

    return [power_of(game.state, c) for c in game.state.cards.values() if c.card_id == card_id and game.state.in_play(c)]


def test_counting_sheep_works_once_per_turn_and_not_for_your_own_minions():
    pos = counting(turn="Bob", bob={"hand": ["dinosaurs/howl", "dinosaurs/augmentation"]})
    game = game_for(pos, "King Rex")
    play(game, "Bob", "dinosaurs/howl")
    game.state.turn.allowances.append(PlayAllowance("action"))
    play(game, "Bob", "dinosaurs/augmentation")
    assert power(game, FLOCK) == 3  # once per turn
    game = game_for(counting(["dinosaurs/augmentation"]), "Flock")
    play(game, "Alice", "dinosaurs/augmentation")
    assert power(game, FLOCK) == 6  # +4 from Augmentation only: Flock is Alice's own


def test_counting_sheep_counts_a_minion_at_another_base_and_an_increase_that_is_not_direct():
    # Shearing (-2) on Bob's King Rex returns to Alice's hand at the start of her turn: Rex's power rises.
    pos = counting(phase="start-turn")
    pos.bases[0].minions[0].attached.append(card(SHEARING, "Alice"))
    game = game_for(pos)
    assert power(game, REX) == 5
    start_turn(game)
    assert where(game, SHEARING) == "hand:Alice"
    assert power(game, REX) == 7
    assert power(game, FLOCK) == 3
    assert "sheep/counting-sheep#1" in cites(game)


# --- actions ------------------------------------------------------------------------------------


def test_ewe_shall_pass_moves_draws_and_gives_an_extra_action():
    game = game_for(board([EWE], opal=[card(FLOCK, "Alice")], alice={"deck": [RAM]}))
    play(game, "Alice", EWE)
    assert where(game, FLOCK) == f"at:{TORTUGA}"
    assert zone_ids(game, hand("Alice")) == [RAM]
    assert any(a.kind == "action" and a.source for a in game.state.turn.allowances)


def test_hello_dolly_copies_another_players_action_after_it_is_played():
    pos = board(opal=[card(FLOCK, "Alice"), card(WALKER, "Bob")], turn="Bob",
                alice={"hand": [DOLLY]}, bob={"hand": ["ninjas/seeing-stars"], "factions": ["ninjas", "zombies"]})
    game = game_for(pos, "Bob: Flock", "Alice: Hello, Dolly!", "Alice: Walker")
    play(game, "Bob", "ninjas/seeing-stars")
    assert where(game, FLOCK) == "discard:Alice"
    assert where(game, WALKER) == "discard:Bob"
    assert where(game, DOLLY) == "discard:Alice"
    assert game.state.copied_abilities == {}
    assert "sheep/hello-dolly#1" in cites(game)
    game = game_for(pos, "Bob: Flock", "Alice: pass")
    play(game, "Bob", "ninjas/seeing-stars")
    assert where(game, DOLLY) == "hand:Alice"


def test_hello_dolly_copying_an_action_played_on_a_minion_is_played_on_a_minion_and_keeps_its_ability():
    pos = board(opal=[card(FLOCK, "Alice"), card(REX, "Bob")], turn="Bob", alice={"hand": [DOLLY]}, bob={"hand": ["dinosaurs/upgrade"]})
    game = game_for(pos, "Alice: Hello, Dolly!", "Alice: Flock")
    play(game, "Bob", "dinosaurs/upgrade", target=REX)
    assert power(game, REX) == 9
    assert power(game, FLOCK) == 4
    assert where(game, DOLLY) == f"on:{FLOCK}"
    effects.destroy(game, one(game, FLOCK), None)
    assert where(game, DOLLY) == "discard:Alice"
    assert game.state.copied_abilities == {}


def test_hello_dolly_answers_only_another_players_action_and_only_through_its_special():
    game = game_for(board(["dinosaurs/howl", DOLLY], opal=[card(FLOCK, "Alice")]))
    play(game, "Alice", "dinosaurs/howl")  # nobody is asked anything
    assert where(game, DOLLY) == "hand:Alice"
    game.state.turn.allowances.append(PlayAllowance("action"))
    with pytest.raises(IllegalPlay, match="only be played through its Special"):
        play(game, "Alice", DOLLY)


def test_in_sheeps_clothing_may_follow_a_minion_that_leaves_and_is_then_destroyed():
    pos = board([CLOTHING, EWE], opal=[card(RAM, "Alice"), card(WALKER, "Bob")], alice={"deck": [FLOCK]})
    game = game_for(pos, "yes")
    play(game, "Alice", CLOTHING, target=WALKER)
    game.state.turn.allowances.append(PlayAllowance("action"))
    play(game, "Alice", EWE)
    assert where(game, WALKER) == where(game, RAM) == f"at:{TORTUGA}"
    assert where(game, CLOTHING) == "discard:Alice"
    game = game_for(pos, "no")
    play(game, "Alice", CLOTHING, target=WALKER)
    game.state.turn.allowances.append(PlayAllowance("action"))
    play(game, "Alice", EWE)
    assert where(game, WALKER) == f"at:{OPAL}"
    assert where(game, CLOTHING) == f"on:{WALKER}"


def test_on_the_lamb_moves_your_minion_and_all_of_one_players_minions_there_to_one_base():
    pos = board([LAMB], opal=[card(RAM, "Alice"), card(WALKER, "Bob"), card(REX, "Bob"), card("pirates/first-mate", "Carol")], oasis=[],
                carol={"factions": ["pirates", "ninjas"]})
    game = game_for(pos, "Bob", "Jungle Oasis")
    play(game, "Alice", LAMB)
    assert where(game, RAM) == where(game, WALKER) == where(game, REX) == f"at:{OASIS}"
    assert where(game, "pirates/first-mate") == f"at:{OPAL}"
    # A player with no minions there may be chosen: only your minion moves (sheep/on-the-lamb#1).
    game = game_for(board([LAMB], opal=[card(RAM, "Alice"), card(WALKER, "Bob")], carol={"factions": ["pirates", "ninjas"]}), "Carol")
    play(game, "Alice", LAMB)
    assert where(game, RAM) == f"at:{TORTUGA}"
    assert where(game, WALKER) == f"at:{OPAL}"


def test_on_the_lamb_with_no_other_base_moves_nothing_and_says_why():
    players = [player("Alice", hand=[LAMB], factions=SHEEP), player("Bob", factions=["dinosaurs", "zombies"])]
    game = game_for(position(players, [base(OPAL, card(RAM, "Alice"), card(WALKER, "Bob"))]), "Bob")
    play(game, "Alice", LAMB)
    assert where(game, RAM) == where(game, WALKER) == f"at:{OPAL}"
    assert [event.message for event in game.log if event.kind == "cannot"] == ["Alice cannot move the minions at The Grey Opal: there is no other base."]


def test_shearing_draws_lowers_power_and_comes_back_at_the_start_of_your_turn():
    game = game_for(board([SHEARING], opal=[card(REX, "Bob")], alice={"deck": [FLOCK]}))
    play(game, "Alice", SHEARING, target=REX)
    assert power(game, REX) == 5
    assert zone_ids(game, hand("Alice")) == [FLOCK]
    game.state.turn.player, game.state.turn.phase = "Bob", "start-turn"
    start_turn(game)
    assert where(game, SHEARING) == f"on:{REX}"  # Bob's turn: not yet
    game.state.turn.player, game.state.turn.phase = "Alice", "start-turn"
    start_turn(game)
    assert where(game, SHEARING) == "hand:Alice"
    assert power(game, REX) == 7


def test_shearing_that_has_left_play_is_not_returned():
    game = game_for(board([SHEARING], opal=[card(REX, "Bob")]))
    play(game, "Alice", SHEARING, target=REX)
    effects.destroy(game, one(game, REX), None)
    game.state.turn.phase = "start-turn"
    start_turn(game)
    assert where(game, SHEARING) == "discard:Alice"


def test_to_follow_or_not_plays_a_random_action_from_another_players_discard_pile_as_yours():
    pos = board([FOLLOW], opal=[card(WALKER, "Bob"), card(FLOCK, "Alice")], alice={"deck": [RAM]},
                bob={"discard": ["ninjas/seeing-stars", REX], "factions": ["ninjas", "zombies"]})
    game = game_for(pos, "Seeing Stars", "Walker")
    play(game, "Alice", FOLLOW)
    assert where(game, WALKER) == "discard:Bob"
    assert where(game, "ninjas/seeing-stars") == "discard:Bob"  # back to its owner (sheep/to-follow-or-not#1)
    assert zone_ids(game, hand("Alice")) == [RAM]
    assert "sheep/to-follow-or-not#1" in cites(game)
    game = game_for(pos, "pass")  # return it
    play(game, "Alice", FOLLOW)
    assert where(game, WALKER) == f"at:{OPAL}"
    assert zone_ids(game, hand("Alice")) == [RAM]


def test_wood_for_sheep_trades_a_card_to_play_the_revealed_one_or_gives_an_extra_action():
    pos = board([WOOD, FLOCK], bob={"hand": [REX]})
    game = game_for(pos, "yes", "The Grey Opal")
    play(game, "Alice", WOOD)
    rex = one(game, REX)
    assert where(game, REX) == f"at:{OPAL}" and rex.controller == "Alice" and rex.owner == "Bob"
    flock = one(game, FLOCK)
    assert flock.zone == "hand:Bob" and flock.owner == "Alice"
    assert not any(a.source for a in game.state.turn.allowances)
    effects.destroy(game, rex, None)
    assert where(game, REX) == "discard:Bob"
    game = game_for(pos, "no")
    play(game, "Alice", WOOD)
    assert where(game, REX) == "hand:Bob"
    assert any(a.kind == "action" and a.source for a in game.state.turn.allowances)


def test_a_card_placed_into_another_players_hand_goes_to_its_owner_when_discarded():
    game = game_for(board([WOOD, FLOCK], bob={"hand": [REX]}), "yes", "The Grey Opal")
    play(game, "Alice", WOOD)
    effects.discard_card(game, one(game, FLOCK))
    assert where(game, FLOCK) == "discard:Alice"


# --- bases -----------------------------------------------------------------------------------------


def test_sheep_shrine_lets_each_player_move_a_minion_to_it_when_it_comes_into_play():
    pos = board(opal=[card(REX, "Bob", counters=10)], tortuga=[card(RAM, "Alice"), card(WALKER, "Bob")],
                phase="score-bases", base_deck=[SHRINE])
    game = game_for(pos, "Alice: Ram", "Bob: pass")
    score_bases_phase(game)
    shrine = one(game, SHRINE)
    assert shrine.zone == "bases"
    assert where(game, RAM) == f"at:{SHRINE}"
    assert where(game, WALKER) == f"at:{TORTUGA}"


def test_sheep_shrine_dealt_at_setup_is_replaced_and_shuffled_into_the_base_deck():
    game = game_for(board(opal_base=SHRINE, base_deck=[OASIS]))
    setup_bases(game)
    assert [b.card_id for b in game.state.bases()] == [OASIS, TORTUGA]
    assert zone_ids(game, "base-deck") == [SHRINE]
    assert "sheep/sheep-shrine" in cites(game)


def test_the_pasture_pulls_another_minion_after_your_first_move_to_it_each_turn():
    pos = board([EWE, EWE], opal=[card(WALKER, "Bob")], tortuga=[card(RAM, "Alice"), card(REX, "Bob"), card(BLACK, "Alice")],
                opal_base=PASTURE, oasis=[], base_deck=["ninjas/ninja-dojo"])
    game = game_for(pos, "Ram", "The Pasture", "King Rex", "Black Sheep", "The Pasture")
    play(game, "Alice", EWE)
    assert where(game, RAM) == where(game, REX) == f"at:{PASTURE}"
    game.state.turn.allowances.append(PlayAllowance("action"))
    play(game, "Alice", EWE)  # the second move there this turn pulls nothing
    assert where(game, BLACK) == f"at:{PASTURE}"
    assert [m.card_id for m in game.state.minions_at(one(game, OASIS))] == []
    assert [m.card_id for m in game.state.minions_at(one(game, PASTURE))] == [WALKER, RAM, REX, BLACK]
    assert vps(game) == [0, 0]


def test_power_watch_costs_nothing_without_a_listener():
    game = game_for(board(["dinosaurs/augmentation"], opal=[card(REX, "Bob")]), "King Rex")
    play(game, "Alice", "dinosaurs/augmentation")
    assert game.progress.power_seen is None
    assert discard("Alice") in game.state.zones
