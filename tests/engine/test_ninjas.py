"""Ninjas, and Invisible Ninja (titan)."""

from __future__ import annotations

import pytest

from smashup_rules.engine.errors import IllegalPlay
from smashup_rules.engine.scoring import score_bases_phase
from smashup_rules.engine.zones import deck, discard, hand
from smashup_rules.engine.turn import end_turn, finish_turn, start_turn
from tests.engine.builders import base, card, cites, game_for, one, play, player, position, power, talent, vps, where, zone_ids

OPAL = "pirates/the-grey-opal"  # 17
TORTUGA = "pirates/tortuga"  # 21
OASIS = "dinosaurs/jungle-oasis"  # 12, VP 2 0 0
HOMEWORLD = "aliens/the-homeworld"
GOJU = "ninjas/temple-of-goju"  # 16, VP 4 3 2
DOJO = "ninjas/ninja-dojo"  # 18, VP 2 3 2
INVISIBLE = "ninjas/invisible-ninja"
BRAIN = "robots/the-central-brain"  # 19, VP 4 2 1, +1 to each minion here
NINJAS = ["ninjas", "aliens"]


def board(alice_hand=(), first=(), second=(), *, first_base=OPAL, second_base=TORTUGA, alice=None, bob=None, base_deck=(OASIS,), **options):
    return position(
        [player("Alice", **{"hand": alice_hand, "factions": NINJAS, **(alice or {})}), player("Bob", **(bob or {}))],
        [base(first_base, *first), base(second_base, *second)],
        base_deck=base_deck,
        **options,
    )


def test_assassination_destroys_its_minion_at_the_end_of_the_turn():
    game = game_for(board(["ninjas/assassination"], [card("robots/warbot", "Bob", counters=0), card("zombies/walker", "Bob")]))
    play(game, "Alice", "ninjas/assassination", target="zombies/walker")
    assert where(game, "zombies/walker") == f"at:{OPAL}"
    end_turn(game)
    assert where(game, "zombies/walker") == "discard:Bob"
    assert where(game, "ninjas/assassination") == "discard:Alice"


def test_assassination_cannot_be_played_on_a_minion_protected_from_actions():
    pos = board(["ninjas/assassination"], [card("zombies/walker", "Bob", attached=[card("ninjas/smoke-bomb", "Bob")])])
    game = game_for(pos)
    with pytest.raises(IllegalPlay, match="Smoke Bomb protects it"):
        play(game, "Alice", "ninjas/assassination", target="zombies/walker")


def test_disguise_plays_extra_minions_there_then_returns_the_chosen_ones():
    pos = board(["ninjas/disguise", "ninjas/ninja-master", "ninjas/shinobi"], [card("ninjas/ninja-acolyte", "Alice"), card("aliens/invader", "Alice")])
    game = game_for(pos, "Ninja Acolyte", "Invader", "Ninja Master", "pass", "Shinobi")
    play(game, "Alice", "ninjas/disguise")
    assert where(game, "ninjas/ninja-master") == f"at:{OPAL}"
    assert where(game, "ninjas/shinobi") == f"at:{OPAL}"
    assert sorted(zone_ids(game, hand("Alice"))) == ["aliens/invader", "ninjas/ninja-acolyte"]
    assert [a.kind for a in game.state.turn.allowances] == ["minion"]  # the regular minion play is untouched


def test_disguise_chooses_only_as_many_minions_as_can_be_replaced():
    pos = board(["ninjas/disguise", "ninjas/shinobi"], [card("ninjas/ninja-acolyte", "Alice"), card("aliens/invader", "Alice")])
    game = game_for(pos, "Invader", "Shinobi")  # one minion in hand: a single minion is chosen, no second prompt
    play(game, "Alice", "ninjas/disguise")
    assert where(game, "ninjas/shinobi") == f"at:{OPAL}"
    assert zone_ids(game, hand("Alice")) == ["aliens/invader"]


def test_disguise_without_a_minion_in_hand_does_neither():
    pos = board(["ninjas/disguise"], [card("ninjas/ninja-acolyte", "Alice")])
    game = game_for(pos)
    play(game, "Alice", "ninjas/disguise")
    assert where(game, "ninjas/ninja-acolyte") == f"at:{OPAL}"  # ninjas/disguise#1
    assert "ninjas/disguise#1" in cites(game)


def test_hidden_ninja_plays_a_minion_at_the_scoring_base():
    pos = board([], [card("dinosaurs/king-rex", "Bob", counters=11)], first_base=BRAIN, alice={"hand": ["ninjas/hidden-ninja", "ninjas/shinobi"]})
    game = game_for(pos, "Hidden Ninja", "Shinobi")  # the extra play may be passed (conflict.optional-extra-plays)
    score_bases_phase(game)
    assert vps(game) == [2, 4]
    assert where(game, "ninjas/shinobi") == "discard:Alice"  # it was there when the Opal scored


def test_hidden_ninja_cannot_be_played_as_a_regular_action():
    game = game_for(board(["ninjas/hidden-ninja", "ninjas/shinobi"]))
    with pytest.raises(IllegalPlay, match="only be played through its Special"):
        play(game, "Alice", "ninjas/hidden-ninja")
    assert where(game, "ninjas/hidden-ninja") == "hand:Alice"


def test_infiltrate_may_destroy_another_action_on_the_base():
    pos = position(
        [player("Alice", hand=["ninjas/infiltrate"], factions=NINJAS), player("Bob")],
        [base(OPAL, actions=[card("zombies/overrun", "Bob")]), base(TORTUGA)],
    )
    game = game_for(pos, "Overrun")
    play(game, "Alice", "ninjas/infiltrate", base=OPAL)
    assert where(game, "zombies/overrun") == "discard:Bob"
    game = game_for(pos, "pass")
    play(game, "Alice", "ninjas/infiltrate", base=OPAL)
    assert where(game, "zombies/overrun") == f"on:{OPAL}"


def test_infiltrate_talent_destroys_it_to_cancel_the_base_until_your_next_turn():
    pos = board(["aliens/invader", "aliens/collector"], first_base=HOMEWORLD, turn="Alice")
    pos.bases[0].actions.append(card("ninjas/infiltrate", "Alice"))
    game = game_for(pos)
    talent(game, "Alice", "ninjas/infiltrate")
    assert where(game, "ninjas/infiltrate") == "discard:Alice"
    play(game, "Alice", "aliens/invader", base=HOMEWORLD)
    assert not any(e.kind == "extra" for e in game.log)  # The Homeworld is cancelled
    assert "terms.cancel" in cites(game)
    finish_turn(game)  # Bob's turn: still cancelled
    assert any(e.kind == "cancel" for e in game.log) and game.state.lasting
    finish_turn(game)
    start_turn(game)  # Alice's next turn: the cancellation ends
    assert not game.state.lasting


def test_ninja_acolyte_returns_to_hand_and_plays_an_extra_minion_here():
    game = game_for(board(["ninjas/shinobi"], [card("ninjas/ninja-acolyte", "Alice")]), "yes", "Shinobi")
    talent(game, "Alice", "ninjas/ninja-acolyte")
    assert where(game, "ninjas/ninja-acolyte") == "hand:Alice"
    assert where(game, "ninjas/shinobi") == f"at:{OPAL}"
    game = game_for(board(["ninjas/shinobi"], [card("ninjas/ninja-acolyte", "Alice")]), "no")
    talent(game, "Alice", "ninjas/ninja-acolyte")
    assert where(game, "ninjas/ninja-acolyte") == f"at:{OPAL}"  # ninjas/ninja-acolyte#2: neither part


def test_ninja_dojo_winner_may_destroy_a_minion_at_the_dojo_itself():
    pos = board([], [card("dinosaurs/king-rex", "Alice", counters=10), card("zombies/walker", "Bob")], [card("robots/warbot", "Bob")], first_base=DOJO)
    game = game_for(pos, "Walker")
    score_bases_phase(game)
    destroyed = [e for e in game.log if e.kind == "destroy"]
    assert len(destroyed) == 1 and "Walker" in destroyed[0].message  # ninjas/ninja-dojo#1
    game = game_for(pos, "pass")
    score_bases_phase(game)
    assert not any(e.kind == "destroy" for e in game.log)


def test_ninja_master_may_destroy_a_minion_on_its_base():
    pos = board(["ninjas/ninja-master"], [card("robots/warbot", "Bob"), card("dinosaurs/king-rex", "Bob")], [card("zombies/walker", "Bob")])
    game = game_for(pos, "King Rex")
    play(game, "Alice", "ninjas/ninja-master", base=OPAL)
    assert where(game, "dinosaurs/king-rex") == "discard:Bob"
    game = game_for(pos, "Warbot")  # cannot be destroyed
    play(game, "Alice", "ninjas/ninja-master", base=OPAL)
    assert where(game, "robots/warbot") == f"at:{OPAL}"
    game = game_for(pos, "pass")
    play(game, "Alice", "ninjas/ninja-master", base=OPAL)
    assert len(game.state.all_minions()) == 4


def test_poison_destroys_actions_on_the_minion_and_gives_minus_4_down_to_0():
    pos = board(["ninjas/poison"], [card("zombies/walker", "Bob", attached=[card("dinosaurs/upgrade", "Bob"), card("ninjas/assassination", "Carol")])])
    pos.players.append(player("Carol"))
    game = game_for(pos, "Upgrade", "pass")
    play(game, "Alice", "ninjas/poison", target="zombies/walker")
    assert where(game, "dinosaurs/upgrade") == "discard:Bob"
    assert where(game, "ninjas/assassination") == "on:zombies/walker"
    assert power(game, "zombies/walker") == 0
    assert "ninjas/poison" in cites(game)


def test_poison_on_a_big_minion():
    game = game_for(board(["ninjas/poison"], [card("dinosaurs/king-rex", "Bob")]))
    play(game, "Alice", "ninjas/poison", target="dinosaurs/king-rex")
    assert power(game, "dinosaurs/king-rex") == 3


def test_seeing_stars_destroys_a_minion_of_power_3_or_less():
    game = game_for(board(["ninjas/seeing-stars"], [card("robots/warbot", "Bob"), card("zombies/walker", "Bob", counters=1)]))
    play(game, "Alice", "ninjas/seeing-stars")
    assert where(game, "zombies/walker") == "discard:Bob"
    game = game_for(board(["ninjas/seeing-stars"], [card("robots/warbot", "Bob")]))
    play(game, "Alice", "ninjas/seeing-stars")  # no minion of power 3 or less
    assert where(game, "robots/warbot") == f"at:{OPAL}"


def test_shinobi_may_be_played_before_a_base_scores():
    pos = board([], [card("dinosaurs/king-rex", "Bob", counters=11)], first_base=BRAIN, alice={"hand": ["ninjas/shinobi"]})
    game = game_for(pos, "Shinobi")
    score_bases_phase(game)
    assert vps(game) == [2, 4]
    game = game_for(pos, "pass")
    score_bases_phase(game)
    assert vps(game) == [0, 4]


def test_smoke_bomb_protects_from_other_players_actions():
    pos = board(["ninjas/smoke-bomb"], [card("zombies/walker", "Alice")], bob={"hand": ["ninjas/seeing-stars"], "factions": ["ninjas", "zombies"]})
    game = game_for(pos)
    play(game, "Alice", "ninjas/smoke-bomb", target="zombies/walker")
    from smashup_rules.engine.context import AbilityContext
    from smashup_rules.engine.effects import destroy

    stars = one(game, "ninjas/seeing-stars")
    assert not destroy(game, one(game, "zombies/walker"), AbilityContext(game.state, stars, game, "Bob"))
    with pytest.raises(IllegalPlay, match="one of Alice's minions"):
        game2 = game_for(board(["ninjas/smoke-bomb"], [card("zombies/walker", "Bob")]))
        play(game2, "Alice", "ninjas/smoke-bomb", target="zombies/walker")


def test_temple_of_goju_places_each_players_highest_minion_under_its_owners_deck():
    pos = board(
        [],
        [card("dinosaurs/king-rex", "Alice", counters=5), card("zombies/walker", "Alice"), card("robots/warbot", "Bob"), card("robots/zapbot", "Bob", counters=2)],
        first_base=GOJU,
        alice={"deck": ["ninjas/poison"]},
    )
    game = game_for(pos, "Zapbot")  # Bob's tie (4 and 4): Bob chooses
    score_bases_phase(game)
    assert zone_ids(game, deck("Alice")) == ["ninjas/poison", "dinosaurs/king-rex"]
    assert zone_ids(game, deck("Bob")) == ["robots/zapbot"]
    assert where(game, "robots/warbot") == "discard:Bob"
    assert where(game, "zombies/walker") == "discard:Alice"
    assert "ninjas/temple-of-goju#1" in cites(game)


def test_tiger_assassin_may_destroy_a_small_minion_on_its_base():
    pos = board(["ninjas/tiger-assassin"], [card("zombies/walker", "Bob"), card("robots/warbot", "Bob")])
    game = game_for(pos, "Walker")
    play(game, "Alice", "ninjas/tiger-assassin", base=OPAL)
    assert where(game, "zombies/walker") == "discard:Bob"
    game = game_for(pos, "pass")
    play(game, "Alice", "ninjas/tiger-assassin", base=OPAL)
    assert where(game, "zombies/walker") == f"at:{OPAL}"


def test_way_of_deception_moves_one_of_your_minions():
    game = game_for(board(["ninjas/way-of-deception"], [card("ninjas/shinobi", "Alice"), card("zombies/walker", "Bob")]))
    play(game, "Alice", "ninjas/way-of-deception")
    assert where(game, "ninjas/shinobi") == f"at:{TORTUGA}"
    assert where(game, "zombies/walker") == f"at:{OPAL}"


# --- Invisible Ninja ----------------------------------------------------------------------


def titan_board(alice_hand=(), first=(), second=(), **options):
    alice = options.pop("alice", {})
    return board(alice_hand, first, second, alice={"titans": [INVISIBLE], **alice}, **options)


def test_invisible_ninja_discards_a_card_to_be_played_where_you_have_a_minion():
    game = game_for(titan_board(["ninjas/poison"], [card("ninjas/shinobi", "Alice")]))
    play(game, "Alice", INVISIBLE, base=OPAL)
    assert where(game, INVISIBLE) == f"at:{OPAL}"
    assert zone_ids(game, discard("Alice")) == ["ninjas/poison"]
    assert [a.kind for a in game.state.turn.allowances] == ["minion", "action"]  # not a regular play
    assert "titans.play" in cites(game)


def test_invisible_ninja_needs_a_card_to_discard_and_one_of_your_minions_there():
    game = game_for(titan_board([], [card("ninjas/shinobi", "Alice")]))
    play(game, "Alice", INVISIBLE, base=OPAL)
    assert where(game, INVISIBLE) == "titans:Alice"
    assert "terms.to" in cites(game)
    game = game_for(titan_board(["ninjas/poison"], [card("ninjas/shinobi", "Alice")]))
    with pytest.raises(IllegalPlay, match="where Alice has a minion"):
        play(game, "Alice", INVISIBLE, base=TORTUGA)


def test_invisible_ninja_in_play_at_the_start_of_the_turn_cannot_come_back_that_turn():
    pos = board(["ninjas/poison"], [card(INVISIBLE, "Alice"), card("ninjas/shinobi", "Alice")])
    game = game_for(pos)
    from smashup_rules.engine.effects import destroy

    destroy(game, one(game, INVISIBLE), None)
    assert where(game, INVISIBLE) == "titans:Alice"
    with pytest.raises(IllegalPlay, match="was in play at the start of Alice's turn"):
        play(game, "Alice", INVISIBLE, base=OPAL)


def test_invisible_ninja_looks_at_two_draws_one_after_you_destroy_another_players_card_once_per_turn():
    pos = board(
        ["ninjas/seeing-stars", "ninjas/tiger-assassin"],
        [card(INVISIBLE, "Alice"), card("zombies/walker", "Bob"), card("robots/zapbot", "Bob")],
        alice={"deck": ["ninjas/poison", "ninjas/shinobi", "ninjas/disguise"]},
    )
    game = game_for(pos, "Walker", "yes", "Shinobi", "Zapbot")
    play(game, "Alice", "ninjas/seeing-stars")
    assert zone_ids(game, hand("Alice")) == ["ninjas/tiger-assassin", "ninjas/shinobi"]
    assert sorted(zone_ids(game, deck("Alice"))) == ["ninjas/disguise", "ninjas/poison"]
    play(game, "Alice", "ninjas/tiger-assassin", base=OPAL)  # destroys Zapbot: no second look this turn
    assert len(zone_ids(game, deck("Alice"))) == 2


def test_invisible_ninja_ability_after_returning_your_minion_may_be_declined():
    pos = board(["ninjas/shinobi"], [card(INVISIBLE, "Alice"), card("ninjas/ninja-acolyte", "Alice")], alice={"deck": ["ninjas/poison", "ninjas/disguise"]})
    game = game_for(pos, "yes", "no", "Shinobi")
    talent(game, "Alice", "ninjas/ninja-acolyte")  # returns the Acolyte: Invisible Ninja triggers, declined
    assert zone_ids(game, deck("Alice")) == ["ninjas/poison", "ninjas/disguise"]
    assert where(game, "ninjas/shinobi") == f"at:{OPAL}"


def test_invisible_ninja_does_not_trigger_on_your_own_card_destroyed():
    pos = board(["ninjas/seeing-stars"], [card(INVISIBLE, "Alice"), card("ninjas/shinobi", "Alice")], alice={"deck": ["ninjas/poison"]})
    game = game_for(pos)
    play(game, "Alice", "ninjas/seeing-stars")
    assert where(game, "ninjas/shinobi") == "discard:Alice"
    assert zone_ids(game, deck("Alice")) == ["ninjas/poison"]


def test_invisible_ninja_may_destroy_itself_at_the_start_of_your_turn_for_an_extra_minion():
    pos = board([], [card(INVISIBLE, "Alice")], alice={"hand": ["ninjas/shinobi", "ninjas/ninja-master"]}, turn="Bob")
    game = game_for(pos, "yes", "Shinobi", "The Grey Opal")
    finish_turn(game)  # Bob's turn ends
    start_turn(game)
    assert where(game, INVISIBLE) == "titans:Alice"
    assert where(game, "ninjas/shinobi") == f"at:{OPAL}"
    game = game_for(pos, "no")
    finish_turn(game)
    start_turn(game)
    assert where(game, INVISIBLE) == f"at:{OPAL}"


def test_ninja_dojo_credits_the_winner_so_protection_from_other_players_applies():
    pos = board([], [card("dinosaurs/king-rex", "Alice", counters=11)],
                [card("zombies/walker", "Bob", attached=[card("dinosaurs/tooth-and-claw-and-guns", "Bob")])], first_base=DOJO)
    game = game_for(pos, "Walker")
    score_bases_phase(game)
    assert where(game, "zombies/walker") == f"at:{TORTUGA}"
    assert "dinosaurs/tooth-and-claw-and-guns" in cites(game)
