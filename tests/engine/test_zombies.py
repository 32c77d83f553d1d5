"""Zombies: plays from the discard pile and bringing cards back."""

from __future__ import annotations

import pytest

from smashup_rules.engine.errors import IllegalPlay
from smashup_rules.engine.scoring import score_bases_phase
from smashup_rules.engine.zones import deck, discard, hand
from smashup_rules.engine.turn_state import PlayAllowance
from smashup_rules.engine.turn import finish_turn, start_turn
from tests.engine.builders import base, base_named, card, cites, game_for, one, play, player, position, vps, where, zone_ids

OPAL = "pirates/the-grey-opal"  # 17
TORTUGA = "pirates/tortuga"  # 21
OASIS = "dinosaurs/jungle-oasis"  # 12, VP 2 0 0
CEMETERY = "zombies/evans-city-cemetery"  # 20, VP 5 3 2
MALL = "zombies/rhodes-plaza-mall"  # 24, VP 0 0 0
TCTGY = "zombies/theyre-coming-to-get-you"
ZOMBIES = ["zombies", "robots"]


def board(alice_hand=(), first=(), second=(), *, first_base=OPAL, second_base=TORTUGA, alice=None, bob=None, base_deck=(OASIS,), **options):
    return position(
        [player("Alice", **{"hand": alice_hand, "factions": ZOMBIES, **(alice or {})}), player("Bob", **(bob or {}))],
        [base(first_base, *first), base(second_base, *second)],
        base_deck=base_deck,
        **options,
    )


def test_evans_city_cemetery_winner_discards_hand_and_draws_five():
    pos = board([], [card("robots/warbot", "Alice", counters=16)], first_base=CEMETERY,
                alice={"hand": ["zombies/outbreak"], "deck": ["zombies/walker"] * 6})
    game = game_for(pos)
    score_bases_phase(game)
    assert zone_ids(game, discard("Alice")) == ["zombies/outbreak", "robots/warbot"]
    assert zone_ids(game, hand("Alice")) == ["zombies/walker"] * 5


def test_grave_digger_may_place_a_minion_from_your_discard_pile_into_your_hand():
    game = game_for(board(["zombies/grave-digger"], alice={"discard": ["zombies/walker", "zombies/outbreak"]}), "Walker")
    play(game, "Alice", "zombies/grave-digger", base=OPAL)
    assert zone_ids(game, hand("Alice")) == ["zombies/walker"]
    game = game_for(board(["zombies/grave-digger"], alice={"discard": ["zombies/walker"]}), "pass")
    play(game, "Alice", "zombies/grave-digger", base=OPAL)
    assert zone_ids(game, hand("Alice")) == []


def test_grave_robbing_places_any_card_from_your_discard_pile_into_your_hand():
    game = game_for(board(["zombies/grave-robbing"], alice={"discard": ["zombies/walker", "zombies/outbreak"]}), "Outbreak")
    play(game, "Alice", "zombies/grave-robbing")
    assert zone_ids(game, hand("Alice")) == ["zombies/outbreak"]
    game = game_for(board(["zombies/grave-robbing"]))
    play(game, "Alice", "zombies/grave-robbing")  # an empty discard pile: nothing to place
    assert zone_ids(game, discard("Alice")) == ["zombies/grave-robbing"]


def test_lend_a_hand_shuffles_chosen_cards_but_not_itself_into_the_deck():
    pos = board(["zombies/lend-a-hand"], alice={"discard": ["zombies/walker", "zombies/outbreak", "robots/zapbot"], "deck": ["robots/warbot"]})
    game = game_for(pos, "Walker", "Zapbot", "pass")
    play(game, "Alice", "zombies/lend-a-hand")
    assert zone_ids(game, discard("Alice")) == ["zombies/outbreak", "zombies/lend-a-hand"]  # zombies/lend-a-hand#1
    assert sorted(zone_ids(game, deck("Alice"))) == ["robots/warbot", "robots/zapbot", "zombies/walker"]


def test_mall_crawl_places_same_named_cards_from_the_deck_into_the_discard_pile():
    pos = board(["zombies/mall-crawl"], alice={"deck": ["zombies/walker", "robots/zapbot", "zombies/walker"]})
    game = game_for(pos, "Walker", "1")
    play(game, "Alice", "zombies/mall-crawl")
    assert zone_ids(game, discard("Alice")) == ["zombies/walker", "zombies/mall-crawl"]
    assert sorted(zone_ids(game, deck("Alice"))) == ["robots/zapbot", "zombies/walker"]


def test_not_enough_bullets_places_same_named_minions_into_your_hand():
    pos = board(["zombies/not-enough-bullets"], alice={"discard": ["zombies/walker", "zombies/outbreak", "zombies/walker", "robots/zapbot"]})
    game = game_for(pos, "Walker", "2")
    play(game, "Alice", "zombies/not-enough-bullets")
    assert zone_ids(game, hand("Alice")) == ["zombies/walker", "zombies/walker"]
    assert zone_ids(game, discard("Alice")) == ["zombies/outbreak", "robots/zapbot", "zombies/not-enough-bullets"]
    game = game_for(pos, "Zapbot", "0")
    play(game, "Alice", "zombies/not-enough-bullets")
    assert zone_ids(game, hand("Alice")) == []


def test_outbreak_extra_minion_only_where_you_have_no_minions():
    game = game_for(board(["zombies/outbreak", "dinosaurs/king-rex", "robots/warbot"], [card("robots/zapbot", "Alice")]))
    play(game, "Alice", "zombies/outbreak")
    play(game, "Alice", "dinosaurs/king-rex", base=OPAL)  # the regular play: Outbreak's extra does not fit here
    with pytest.raises(IllegalPlay, match="where you have no minions"):
        play(game, "Alice", "robots/warbot", base=OPAL)
    play(game, "Alice", "robots/warbot", base=TORTUGA)
    game = game_for(board(["zombies/outbreak", "dinosaurs/king-rex"], [card("robots/zapbot", "Alice")]))
    play(game, "Alice", "zombies/outbreak")
    play(game, "Alice", "dinosaurs/king-rex", base=TORTUGA)
    assert [a.regular for a in game.state.turn.allowances] == [True]  # the regular minion play is left


def test_overrun_stops_other_players_minions_there_and_wears_off_at_your_next_turn():
    pos = board(["zombies/overrun"], bob={"hand": ["robots/zapbot"]})
    game = game_for(pos)
    play(game, "Alice", "zombies/overrun", base=OPAL)
    finish_turn(game)
    start_turn(game)  # Bob's turn
    with pytest.raises(IllegalPlay, match="Overrun forbids it"):
        play(game, "Bob", "robots/zapbot", base=OPAL)
    finish_turn(game)
    start_turn(game)  # Alice's turn: Overrun is destroyed
    assert where(game, "zombies/overrun") == "discard:Alice"


def test_rhodes_plaza_mall_gives_every_player_1_vp_per_minion_there():
    names = ["Alice", "Bob", "Carol", "Dave"]
    minions = [card("zombies/walker", n, counters=c) for n, c in zip(names, (8, 4, 2, 0))] + [card("robots/zapbot", "Dave")]
    pos = position([player(n) for n in names], [base(MALL, *minions)], base_deck=(OASIS,))
    game = game_for(pos)
    score_bases_phase(game)
    assert vps(game) == [1, 1, 1, 2]  # zombies/rhodes-plaza-mall#1: Dave, fourth, gains VP too


def test_tenacious_z_plays_from_the_discard_pile_once_per_turn_in_play_cards():
    pos = board(["dinosaurs/king-rex"], alice={"discard": ["zombies/tenacious-z", "zombies/tenacious-z"]})
    game = game_for(pos)
    play(game, "Alice", "zombies/tenacious-z", base=OPAL)
    with pytest.raises(IllegalPlay):
        play(game, "Alice", "zombies/tenacious-z", base=OPAL)  # zombies/tenacious-z#1 (the regular play needs a hand card)
    play(game, "Alice", "dinosaurs/king-rex", base=OPAL)  # the regular play was not used
    pos = board([], alice={"discard": ["zombies/tenacious-z"]}, phase="draw")
    game = game_for(pos)
    with pytest.raises(IllegalPlay):
        play(game, "Alice", "zombies/tenacious-z", base=OPAL)


def test_they_keep_coming_plays_an_extra_minion_from_the_discard_pile():
    pos = board(["zombies/they-keep-coming", "dinosaurs/king-rex", "robots/zapbot"], alice={"discard": ["robots/warbot"]})
    game = game_for(pos)
    play(game, "Alice", "zombies/they-keep-coming")
    play(game, "Alice", "robots/warbot", base=OPAL)
    play(game, "Alice", "dinosaurs/king-rex", base=OPAL)
    assert where(game, "robots/warbot") == f"at:{OPAL}"
    game = game_for(pos)
    play(game, "Alice", "zombies/they-keep-coming")
    play(game, "Alice", "dinosaurs/king-rex", base=OPAL)  # the regular play; the extra is only for the discard pile
    with pytest.raises(IllegalPlay, match="from the discard"):
        play(game, "Alice", "robots/zapbot", base=OPAL)


def tctgy_board(alice_hand=(), **alice):
    pos = board(alice_hand, alice={"discard": ["dinosaurs/king-rex", "robots/warbot", "robots/zapbot"], "deck": ["robots/hoverbot"], **alice})
    pos.bases[0].actions.append(card(TCTGY, "Alice"))
    return pos


def test_theyre_coming_to_get_you_plays_a_minion_here_from_the_discard_pile_instead_of_hand():
    game = game_for(tctgy_board())
    play(game, "Alice", "robots/warbot", base=OPAL)
    assert where(game, "robots/warbot") == f"at:{OPAL}"
    event = [e for e in game.log if e.kind == "play"][0]
    assert "instead of from hand" in event.message
    assert {"play.replacement-plays", TCTGY, "play.regular"} <= set(event.cites)
    assert [a.kind for a in game.state.turn.allowances] == ["action"]  # the regular minion play is used up


def test_theyre_coming_to_get_you_only_here_and_once_per_turn():
    game = game_for(tctgy_board())
    with pytest.raises(IllegalPlay):
        play(game, "Alice", "robots/warbot", base=TORTUGA)
    play(game, "Alice", "dinosaurs/king-rex", base=OPAL)
    game.state.turn.allowances.append(PlayAllowance("minion", "c1", "robots/zapbot", max_power=2))
    with pytest.raises(IllegalPlay):
        play(game, "Alice", "robots/zapbot", base=OPAL)  # once on your turn


def test_theyre_coming_to_get_you_replaces_a_generic_qualified_extra_but_not_a_specific_one():
    game = game_for(tctgy_board(["robots/zapbot"]))
    play(game, "Alice", "robots/zapbot", base=TORTUGA)  # regular play from hand; Zapbot grants power-2 extra
    zapbots = [c for c in game.state.zone(discard("Alice")) if c.card_id == "robots/zapbot"]
    with pytest.raises(IllegalPlay):
        play(game, "Alice", "robots/warbot", base=OPAL)  # power 4: does not meet the extra's qualifier
    from smashup_rules.engine.play import play_card

    play_card(game, "Alice", zapbots[0], base=base_named(game, OPAL))  # zombies/theyre-coming-to-get-you#1
    assert [m.card_id for m in game.state.minions_at(base_named(game, OPAL))] == ["robots/zapbot"]
    game = game_for(tctgy_board(["robots/nukebot", "robots/microbot-alpha"]))
    play(game, "Alice", "robots/nukebot", base=TORTUGA)
    hand_card = one(game, "robots/microbot-alpha")
    game.state.turn.allowances.append(PlayAllowance("minion", "c1", "robots/hoverbot", card=hand_card.iid))
    with pytest.raises(IllegalPlay, match="specific"):
        play(game, "Alice", "dinosaurs/king-rex", base=OPAL)


def test_walker_discards_or_returns_the_top_card():
    game = game_for(board(["zombies/walker"], alice={"deck": ["robots/warbot"]}), "discard it")
    play(game, "Alice", "zombies/walker", base=OPAL)
    assert zone_ids(game, discard("Alice")) == ["robots/warbot"]
    game = game_for(board(["zombies/walker"], alice={"deck": ["robots/warbot"]}), "return it")
    play(game, "Alice", "zombies/walker", base=OPAL)
    assert zone_ids(game, deck("Alice")) == ["robots/warbot"]


def test_zombie_lord_plays_small_minions_from_the_discard_pile_on_bases_where_you_have_none():
    pos = position(
        [player("Alice", hand=["zombies/zombie-lord"], discard=["zombies/walker", "zombies/tenacious-z", "robots/warbot"], deck=["robots/hoverbot"], factions=ZOMBIES), player("Bob")],
        [base(OPAL), base(TORTUGA, card("robots/zapbot", "Alice")), base(OASIS), base(CEMETERY)],
        base_deck=("robots/the-central-brain",),
    )
    # Opal has the Lord, Tortuga Alice's Zapbot: only the Oasis and the Cemetery are offered,
    # one minion each, at once (zombies/zombie-lord#1).
    game = game_for(pos, "Walker", "return it", "pass")
    play(game, "Alice", "zombies/zombie-lord", base=OPAL)
    assert where(game, "zombies/walker") == f"at:{OASIS}"
    assert where(game, "zombies/tenacious-z") == "discard:Alice"
    assert where(game, "robots/warbot") == "discard:Alice"  # power 2 or less only
    prompts = [e.message for e in game.log if e.kind == "choice"]
    assert len(prompts) == 3


def test_theyre_coming_to_get_you_can_supply_an_immediate_generic_extra_minion():
    pos = tctgy_board()
    pos.bases[0].minions.append(card("ninjas/ninja-acolyte", "Alice"))
    game = game_for(pos, "yes", "Warbot (Alice's discard)")
    from tests.engine.builders import talent

    talent(game, "Alice", "ninjas/ninja-acolyte")  # "play an extra minion here immediately"
    assert where(game, "robots/warbot") == f"at:{OPAL}"
    assert where(game, "ninjas/ninja-acolyte") == "hand:Alice"
    assert "play.replacement-plays" in cites(game)
