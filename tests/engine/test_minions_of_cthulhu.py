"""Minions of Cthulhu: each card's outcome (where cards went, power, VP, counters)."""

from __future__ import annotations

import pytest

from smashup_rules.engine import madness
from smashup_rules.engine.errors import IllegalPlay
from smashup_rules.engine.scoring import score_base
from smashup_rules.engine.zones import deck, discard, hand
from smashup_rules.engine.turn import end_turn, start_turn
from tests.engine.builders import base, base_named, card, cites, game_for, one, play, player, position, power, talent, where, zone_ids

OPAL = "pirates/the-grey-opal"  # 17
TORTUGA = "pirates/tortuga"  # 21
RLYEH = "minions-of-cthulhu/rlyeh"
MOUNTAINS = "minions-of-cthulhu/mountains-of-madness"
CTHULHU_FACTIONS = ["minions-of-cthulhu", "pirates"]
MAD = "madness/madness"
M = "minions-of-cthulhu/"


def board(alice_hand=(), opal=(), tortuga=(), *, alice=None, bob=None, carol=None, opal_base=OPAL, tortuga_base=TORTUGA, **options):
    players = [player("Alice", **{"hand": alice_hand, "factions": CTHULHU_FACTIONS, **(alice or {})}), player("Bob", **(bob or {}))]
    if carol is not None:
        players.append(player("Carol", **carol))
    return position(players, [base(opal_base, *opal), base(tortuga_base, *tortuga)], **options)


def mad(game, zone: str) -> int:
    return sum(1 for c in game.state.zone(zone) if c.card_id == MAD)


# --- minions --------------------------------------------------------------------------------


def test_star_spawn_talent_gives_a_madness_card_to_another_player():
    game = game_for(board([MAD], [card(M + "star-spawn-of-cthulhu", "Alice")]))
    talent(game, "Alice", M + "star-spawn-of-cthulhu")
    assert mad(game, hand("Bob")) == 1
    assert mad(game, hand("Alice")) == 0
    assert game.state.zone(hand("Bob"))[0].owner == "Bob"  # madness.ownership


def test_star_spawn_talent_asks_which_other_player():
    game = game_for(board([MAD], [card(M + "star-spawn-of-cthulhu", "Alice")], carol={}), "Carol")
    talent(game, "Alice", M + "star-spawn-of-cthulhu")
    assert mad(game, hand("Carol")) == 1


def test_star_spawn_talent_is_refused_without_madness_in_hand():
    game = game_for(board([], [card(M + "star-spawn-of-cthulhu", "Alice")]))
    with pytest.raises(IllegalPlay):
        talent(game, "Alice", M + "star-spawn-of-cthulhu")


def test_cthulhus_chosen_draws_madness_for_two_power_before_any_base_scores():
    pos = board(opal=[card("dinosaurs/king-rex", "Bob"), card("dinosaurs/king-rex", "Bob"), card("dinosaurs/laseratops", "Bob")],
                tortuga=[card(M + "cthulhus-chosen", "Alice")], bob={"factions": ["dinosaurs", "robots"]})
    game = game_for(pos, "yes")
    score_base(game, base_named(game, OPAL))
    assert power(game, M + "cthulhus-chosen") == 5
    assert mad(game, hand("Alice")) == 1
    assert "minions-of-cthulhu/cthulhus-chosen#1" in cites(game)
    end_turn(game)
    assert power(game, M + "cthulhus-chosen") == 3


def test_cthulhus_chosen_may_decline():
    pos = board(opal=[card("dinosaurs/king-rex", "Bob"), card("dinosaurs/king-rex", "Bob"), card("dinosaurs/laseratops", "Bob")],
                tortuga=[card(M + "cthulhus-chosen", "Alice")], bob={"factions": ["dinosaurs", "robots"]})
    game = game_for(pos, "no")
    score_base(game, base_named(game, OPAL))
    assert power(game, M + "cthulhus-chosen") == 3
    assert mad(game, hand("Alice")) == 0


def test_cthulhus_chosen_cannot_gain_power_with_an_empty_madness_deck():
    pos = board(opal=[card("dinosaurs/king-rex", "Bob"), card("dinosaurs/king-rex", "Bob"), card("dinosaurs/laseratops", "Bob")],
                tortuga=[card(M + "cthulhus-chosen", "Alice")], bob={"factions": ["dinosaurs", "robots"], "hand": [MAD] * 30})
    game = game_for(pos)
    score_base(game, base_named(game, OPAL))
    assert power(game, M + "cthulhus-chosen") == 3


def test_servitor_talent_destroys_itself_and_places_an_action_on_top_of_the_deck():
    pos = board(opal=[card(M + "servitor-of-cthulhu", "Alice")], alice={"discard": [M + "corruption", "pirates/buccaneer", M + "the-seal-is-broken"],
                                                                       "deck": ["pirates/cut-lass"]})
    game = game_for(pos, "The Seal is Broken")
    talent(game, "Alice", M + "servitor-of-cthulhu")
    assert where(game, M + "servitor-of-cthulhu") == discard("Alice")
    assert zone_ids(game, deck("Alice")) == [M + "the-seal-is-broken", "pirates/cut-lass"]


def test_servitor_still_places_the_action_when_it_cannot_be_destroyed():
    pos = board(opal=[card(M + "servitor-of-cthulhu", "Alice"), card("bear-cavalry/general-ivan", "Alice")],
                alice={"factions": ["minions-of-cthulhu", "bear-cavalry"], "discard": [M + "corruption"]})
    game = game_for(pos)
    talent(game, "Alice", M + "servitor-of-cthulhu")
    assert where(game, M + "servitor-of-cthulhu") == f"at:{OPAL}"
    assert zone_ids(game, deck("Alice")) == [M + "corruption"]
    assert "minions-of-cthulhu/servitor-of-cthulhu#1" in cites(game)


# --- actions --------------------------------------------------------------------------------


def test_altar_gives_one_extra_action_after_your_first_minion_there_each_turn():
    pos = position(
        [player("Alice", hand=[M + "servitor-of-cthulhu", "pirates/buccaneer", M + "the-seal-is-broken", M + "corruption"],
                factions=CTHULHU_FACTIONS), player("Bob")],
        [base(OPAL, actions=[card(M + "altar-to-cthulhu", "Alice")]), base(TORTUGA)],
    )
    game = game_for(pos)
    game.state.turn.allowances = [a for a in game.state.turn.allowances if a.kind != "action"]  # the regular action is used
    play(game, "Alice", M + "servitor-of-cthulhu", base=OPAL)
    play(game, "Alice", M + "the-seal-is-broken")
    assert game.state.player("Alice").vp == 1


def test_altar_ignores_minions_played_elsewhere():
    pos = position(
        [player("Alice", hand=[M + "servitor-of-cthulhu", M + "the-seal-is-broken"], factions=CTHULHU_FACTIONS), player("Bob")],
        [base(OPAL, actions=[card(M + "altar-to-cthulhu", "Alice")]), base(TORTUGA)],
    )
    game = game_for(pos)
    game.state.turn.allowances = [a for a in game.state.turn.allowances if a.kind != "action"]
    play(game, "Alice", M + "servitor-of-cthulhu", base=TORTUGA)
    with pytest.raises(IllegalPlay):
        play(game, "Alice", M + "the-seal-is-broken")


def test_complete_the_ritual_needs_one_of_your_minions_there():
    game = game_for(board([M + "complete-the-ritual"], tortuga=[card("pirates/buccaneer", "Alice")]))
    with pytest.raises(IllegalPlay, match="where Alice has a minion"):
        play(game, "Alice", M + "complete-the-ritual", base=OPAL)
    play(game, "Alice", M + "complete-the-ritual", base=TORTUGA)
    assert where(game, M + "complete-the-ritual") == f"on:{TORTUGA}"


def test_complete_the_ritual_puts_every_card_on_the_bottom_of_decks_and_swaps_the_base():
    pos = position(
        [player("Alice", factions=CTHULHU_FACTIONS, deck=["pirates/cannon"]), player("Bob", deck=["zombies/grave-digger"])],
        [
            base(OPAL, card("pirates/buccaneer", "Alice"), card("zombies/walker", "Bob", attached=[card("pirates/swashbuckling", "Alice")]),
                 actions=[card(M + "complete-the-ritual", "Alice")]),
            base(TORTUGA),
        ],
        base_deck=("dinosaurs/jungle-oasis", "robots/the-central-brain"),
        phase="start-turn",
    )
    game = game_for(pos)
    start_turn(game)
    assert zone_ids(game, deck("Alice"))[0] == "pirates/cannon"
    assert sorted(zone_ids(game, deck("Alice"))[1:]) == sorted(["pirates/buccaneer", "pirates/swashbuckling", M + "complete-the-ritual"])
    assert zone_ids(game, deck("Bob")) == ["zombies/grave-digger", "zombies/walker"]
    assert [b.card_id for b in game.state.bases()] == ["dinosaurs/jungle-oasis", TORTUGA]
    assert zone_ids(game, "base-deck") == [OPAL, "robots/the-central-brain"]  # a swap: the old base on top


def test_complete_the_ritual_sets_titans_aside():
    pos = position(
        [player("Alice", factions=CTHULHU_FACTIONS), player("Bob", factions=["ninjas", "robots"])],
        [base(OPAL, card("pirates/buccaneer", "Alice"), card("ninjas/invisible-ninja", "Bob"), actions=[card(M + "complete-the-ritual", "Alice")]),
         base(TORTUGA)],
        phase="start-turn",
    )
    game = game_for(pos)
    start_turn(game)
    assert where(game, "ninjas/invisible-ninja") == "titans:Bob"
    assert "minions-of-cthulhu/complete-the-ritual#1" in cites(game)


def test_corruption_draws_madness_and_destroys_a_minion():
    game = game_for(board([M + "corruption"], [card("zombies/walker", "Bob"), card("pirates/buccaneer", "Alice")]), "Walker")
    play(game, "Alice", M + "corruption")
    assert mad(game, hand("Alice")) == 1
    assert where(game, "zombies/walker") == discard("Bob")


def test_cthulhu_fhtagn_reveals_until_two_actions():
    pos = board([M + "cthulhu-fhtagn"], alice={"deck": ["pirates/buccaneer", M + "corruption", "pirates/cut-lass", M + "the-seal-is-broken", "pirates/cannon"]})
    game = game_for(pos)
    play(game, "Alice", M + "cthulhu-fhtagn")
    assert zone_ids(game, hand("Alice")) == [M + "corruption", M + "the-seal-is-broken"]
    assert zone_ids(game, deck("Alice")) == ["pirates/cannon", "pirates/buccaneer", "pirates/cut-lass"]


def test_cthulhu_fhtagn_stops_when_the_deck_runs_out():
    pos = board([M + "cthulhu-fhtagn"], alice={"deck": ["pirates/buccaneer", M + "corruption"], "discard": ["pirates/cannon"]})
    game = game_for(pos)
    play(game, "Alice", M + "cthulhu-fhtagn")
    assert zone_ids(game, hand("Alice")) == [M + "corruption"]
    assert zone_ids(game, deck("Alice")) == ["pirates/buccaneer"]
    assert where(game, "pirates/cannon") == discard("Alice")  # no reshuffle midway (off-the-top.empty-deck)


def test_cthulhu_fhtagn_rebuilds_an_empty_deck_first():
    pos = board([M + "cthulhu-fhtagn"], alice={"discard": [M + "corruption"]})
    game = game_for(pos)
    play(game, "Alice", M + "cthulhu-fhtagn")
    assert zone_ids(game, hand("Alice")) == [M + "corruption"]


def test_furthering_the_cause_scores_once_for_opposing_minions_destroyed_there():
    pos = board([M + "corruption"], [card("zombies/walker", "Bob")])
    pos.bases[0].actions.append(card(M + "furthering-the-cause", "Alice"))
    game = game_for(pos)
    play(game, "Alice", M + "corruption")
    end_turn(game)
    assert game.state.player("Alice").vp == 1


def test_furthering_the_cause_ignores_your_own_minions_and_other_bases():
    pos = board([M + "corruption"], [card("pirates/cut-lass", "Alice")], [card("zombies/walker", "Bob")])
    pos.bases[0].actions.append(card(M + "furthering-the-cause", "Alice"))
    game = game_for(pos, "Walker")
    play(game, "Alice", M + "corruption")
    end_turn(game)
    assert game.state.player("Alice").vp == 0
    game = game_for(pos, "Cut Lass")
    play(game, "Alice", M + "corruption")
    end_turn(game)
    assert game.state.player("Alice").vp == 0


def test_furthering_the_cause_counts_a_destruction_earlier_in_the_turn():
    pos = board([M + "corruption", M + "furthering-the-cause"], [card("zombies/walker", "Bob"), card("pirates/buccaneer", "Alice")])
    game = game_for(pos, "Walker")
    play(game, "Alice", M + "corruption")
    game.state.turn.allowances.append(type(game.state.turn.allowances[0])("action"))
    play(game, "Alice", M + "furthering-the-cause", base=OPAL)
    end_turn(game)
    assert game.state.player("Alice").vp == 1


def test_it_begins_again_shuffles_chosen_actions_into_the_deck():
    pos = board([M + "it-begins-again"], alice={"discard": [M + "corruption", "pirates/buccaneer", M + "the-seal-is-broken"], "deck": ["pirates/cannon"]})
    game = game_for(pos, "Corruption", "The Seal is Broken", "pass")
    play(game, "Alice", M + "it-begins-again")
    assert sorted(zone_ids(game, deck("Alice"))) == sorted(["pirates/cannon", M + "corruption", M + "the-seal-is-broken"])
    assert zone_ids(game, discard("Alice")) == ["pirates/buccaneer", M + "it-begins-again"]


def test_madness_unleashed_discards_then_draws_and_grants_actions():
    pos = board([M + "madness-unleashed", MAD, MAD, M + "the-seal-is-broken"], alice={"deck": ["pirates/buccaneer", M + "corruption"]})
    game = game_for(pos, "Madness", "Madness", "yes", "no")
    play(game, "Alice", M + "madness-unleashed")
    assert mad(game, discard("Alice")) == 2
    assert zone_ids(game, hand("Alice")) == [M + "the-seal-is-broken", "pirates/buccaneer"]
    play(game, "Alice", M + "the-seal-is-broken")  # the extra action
    assert game.state.player("Alice").vp == 1


def test_recruit_by_force_places_small_minions_on_top_of_the_deck():
    pos = board([M + "recruit-by-force"], alice={"discard": ["pirates/buccaneer", M + "cthulhus-chosen", M + "servitor-of-cthulhu", M + "star-spawn-of-cthulhu"],
                                                  "deck": ["pirates/cannon"]})
    game = game_for(pos, "Cthulhu's Chosen", "Servitor of Cthulhu", "pass")
    play(game, "Alice", M + "recruit-by-force")
    assert zone_ids(game, deck("Alice")) == [M + "servitor-of-cthulhu", M + "cthulhus-chosen", "pirates/cannon"]
    assert where(game, "pirates/buccaneer") == discard("Alice")  # power 4
    assert where(game, M + "star-spawn-of-cthulhu") == discard("Alice")


def test_the_seal_is_broken_draws_madness_and_gains_a_vp():
    game = game_for(board([M + "the-seal-is-broken"]))
    play(game, "Alice", M + "the-seal-is-broken")
    assert mad(game, hand("Alice")) == 1
    assert game.state.player("Alice").vp == 1


def test_whispers_in_darkness_draws_madness_and_gives_two_extra_actions():
    game = game_for(board([M + "whispers-in-darkness", M + "the-seal-is-broken", M + "corruption"], [card("zombies/walker", "Bob")]))
    play(game, "Alice", M + "whispers-in-darkness")
    assert mad(game, hand("Alice")) == 1
    play(game, "Alice", M + "the-seal-is-broken")
    play(game, "Alice", M + "corruption")
    assert where(game, "zombies/walker") == discard("Bob")
    assert mad(game, hand("Alice")) == 3


# --- bases ----------------------------------------------------------------------------------


def test_mountains_of_madness_gives_madness_to_the_owner_of_a_minion_played_there():
    game = game_for(board(["pirates/buccaneer"], opal_base=MOUNTAINS))
    play(game, "Alice", "pirates/buccaneer", base=MOUNTAINS)
    assert mad(game, hand("Alice")) == 1


def test_rlyeh_trades_one_of_your_minions_there_for_a_vp():
    pos = board(opal=[card("pirates/cut-lass", "Alice"), card("zombies/walker", "Bob")], opal_base=RLYEH, phase="start-turn")
    game = game_for(pos, "Cut Lass")
    start_turn(game)
    assert where(game, "pirates/cut-lass") == discard("Alice")
    assert game.state.player("Alice").vp == 1


def test_rlyeh_works_for_every_player_on_their_turn():
    pos = board(opal=[card("pirates/buccaneer", "Alice"), card("zombies/walker", "Bob")], opal_base=RLYEH, phase="start-turn", turn="Bob")
    game = game_for(pos, "Bob: Walker")
    start_turn(game)
    assert where(game, "zombies/walker") == discard("Bob")
    assert [p.vp for p in game.state.players] == [0, 1]


def test_rlyeh_may_be_declined():
    pos = board(opal=[card("pirates/buccaneer", "Alice")], opal_base=RLYEH, phase="start-turn")
    game = game_for(pos, "pass")
    start_turn(game)
    assert where(game, "pirates/buccaneer") == f"at:{RLYEH}"
    assert game.state.player("Alice").vp == 0


# --- titan ----------------------------------------------------------------------------------


def test_cthulhu_is_played_instead_of_the_regular_action_by_drawing_two_madness():
    pos = board([M + "the-seal-is-broken"], [card("pirates/buccaneer", "Alice")], alice={"titans": [M + "cthulhu"]})
    game = game_for(pos)
    play(game, "Alice", M + "cthulhu", base=OPAL)
    assert where(game, M + "cthulhu") == f"at:{OPAL}"
    assert one(game, M + "cthulhu").counters == 0  # minions-of-cthulhu/cthulhu#1
    assert mad(game, hand("Alice")) == 2
    with pytest.raises(IllegalPlay):
        play(game, "Alice", M + "the-seal-is-broken")  # the regular action is used


def test_cthulhu_needs_a_base_with_your_minion_and_two_madness():
    pos = board([], [card("pirates/buccaneer", "Alice")], alice={"titans": [M + "cthulhu"]})
    game = game_for(pos)
    with pytest.raises(IllegalPlay, match="one of Alice's minions"):
        play(game, "Alice", M + "cthulhu", base=TORTUGA)
    game = game_for(board([], [card("pirates/buccaneer", "Alice")], alice={"titans": [M + "cthulhu"]}, bob={"hand": [MAD] * 29}))
    with pytest.raises(IllegalPlay, match="^The Madness deck holds 1 card: Alice cannot draw two Madness cards to play Cthulhu.$") as refused:
        play(game, "Alice", M + "cthulhu", base=OPAL)
    assert "terms.to" in refused.value.cites
    assert mad(game, madness.DECK) == 1


def test_cthulhu_gains_a_counter_per_madness_drawn_or_played():
    pos = board([MAD, M + "the-seal-is-broken"], [card(M + "cthulhu", "Alice")], alice={"deck": ["pirates/cannon", "pirates/cannon"]})
    game = game_for(pos, "draw two cards")
    play(game, "Alice", M + "the-seal-is-broken")  # draw a Madness card
    assert one(game, M + "cthulhu").counters == 1
    game.state.turn.allowances.append(type(game.state.turn.allowances[0])("action"))
    play(game, "Alice", MAD)
    assert one(game, M + "cthulhu").counters == 2


def test_cthulhu_ignores_other_players_madness():
    pos = board(["elder-things/touch-of-madness"], [card(M + "cthulhu", "Bob", owner="Alice")],
                alice={"factions": ["elder-things", "minions-of-cthulhu"]}, bob={"deck": ["zombies/walker"]})
    game = game_for(pos)
    play(game, "Alice", "elder-things/touch-of-madness")  # Bob draws a Madness card
    assert one(game, M + "cthulhu").counters == 1  # Bob controls Cthulhu
    game = game_for(board(["elder-things/touch-of-madness"], [card(M + "cthulhu", "Alice")], alice={"factions": ["elder-things", "minions-of-cthulhu"]}))
    play(game, "Alice", "elder-things/touch-of-madness")
    assert one(game, M + "cthulhu").counters == 0


def test_cthulhu_talent_draws_or_gives_madness():
    game = game_for(board([MAD], [card(M + "cthulhu", "Alice")]), "place a Madness card from your hand into another player's hand")
    talent(game, "Alice", M + "cthulhu")
    assert mad(game, hand("Bob")) == 1
    assert one(game, M + "cthulhu").counters == 0
    game = game_for(board([], [card(M + "cthulhu", "Alice")]), "draw a Madness card")
    talent(game, "Alice", M + "cthulhu")
    assert mad(game, hand("Alice")) == 1
    assert one(game, M + "cthulhu").counters == 1
