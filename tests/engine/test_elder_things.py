"""Elder Things and the Madness deck: drawing Madness, its card, the final score."""

from __future__ import annotations

import pytest

from smashup_rules.engine import madness
from smashup_rules.engine.errors import IllegalPlay
from smashup_rules.engine.scoring import score_base
from smashup_rules.engine.zones import deck, discard, hand
from smashup_rules.engine.turn_state import PlayAllowance
from smashup_rules.engine.turn import check_game_end
from tests.engine.builders import base, base_named, card, cites, game_for, one, play, player, position, power, where, zone_ids

OPAL = "pirates/the-grey-opal"  # 17
TORTUGA = "pirates/tortuga"  # 21
ANTARCTIC = "elder-things/antarctic-base"
LENG = "elder-things/plateau-of-leng"
ELDER = ["elder-things", "pirates"]
MAD = "madness/madness"


def board(alice_hand=(), opal=(), tortuga=(), *, alice=None, bob=None, carol=None, opal_base=OPAL, tortuga_base=TORTUGA, **options):
    players = [player("Alice", **{"hand": alice_hand, "factions": ELDER, **(alice or {})}), player("Bob", **(bob or {}))]
    if carol is not None:
        players.append(player("Carol", **carol))
    return position(players, [base(opal_base, *opal), base(tortuga_base, *tortuga)], **options)


def mad(game, zone: str) -> int:
    return sum(1 for c in game.state.zone(zone) if c.card_id == MAD)


# --- the Madness deck -----------------------------------------------------------------------


def test_a_game_with_elder_things_has_the_30_card_madness_deck():
    game = game_for(board())
    assert mad(game, madness.DECK) == 30
    assert all(c.owner is None for c in game.state.zone(madness.DECK))


def test_madness_held_in_the_position_comes_out_of_the_30():
    game = game_for(board(bob={"hand": [MAD, MAD]}))
    assert mad(game, madness.DECK) == 28
    assert mad(game, hand("Bob")) == 2


def test_a_game_without_madness_factions_has_no_madness_deck():
    pos = position([player("Alice"), player("Bob")], [base(OPAL), base(TORTUGA)])
    assert mad(game_for(pos), madness.DECK) == 0


def test_madness_card_draws_two_cards_or_returns_to_the_madness_deck():
    pos = board([MAD], alice={"deck": ["pirates/buccaneer", "pirates/first-mate", "pirates/cut-lass"]})
    game = game_for(pos, "draw two cards")
    play(game, "Alice", MAD)
    assert zone_ids(game, hand("Alice")) == ["pirates/buccaneer", "pirates/first-mate"]
    assert mad(game, discard("Alice")) == 1  # a played Madness goes to its holder's discard pile
    game = game_for(pos, "return this card to the Madness deck")
    play(game, "Alice", MAD)
    assert mad(game, madness.DECK) == 30
    assert game.state.zone(hand("Alice")) == []
    assert "madness.card" in cites(game)


def test_an_empty_madness_deck_ignores_draws():
    game = game_for(board(["elder-things/touch-of-madness"], bob={"hand": [MAD] * 30}, alice={"deck": ["pirates/buccaneer"]}))
    play(game, "Alice", "elder-things/touch-of-madness")
    assert mad(game, hand("Bob")) == 30
    assert any("Madness deck is empty" in e.message for e in game.log)


def test_final_score_takes_one_vp_per_pair_of_madness_and_can_change_the_winner():
    pos = board(alice={"vp": 16, "hand": [MAD] * 5}, bob={"vp": 14, "deck": [MAD]})
    game = game_for(pos)
    check_game_end(game)
    assert [p.vp for p in game.state.players] == [14, 14]
    assert game.state.winner == "Bob"  # tied at 14: Bob holds fewer Madness cards
    assert "madness.final-score" in cites(game)


def test_final_score_shared_win_when_madness_counts_tie():
    game = game_for(board(alice={"vp": 15, "hand": [MAD, MAD]}, bob={"vp": 14, "discard": [MAD]}))
    check_game_end(game)
    assert [p.vp for p in game.state.players] == [14, 14]
    assert game.state.winner == "Bob"  # 1 Madness against 2
    game = game_for(board(alice={"vp": 15, "hand": [MAD, MAD]}, bob={"vp": 14}))
    check_game_end(game)
    assert game.state.winner == "Bob"  # 14 each, Bob with none
    game = game_for(board(alice={"vp": 15}, bob={"vp": 15}))
    check_game_end(game)
    assert game.state.winner is None  # a tie on raw VP plays on


# --- minions --------------------------------------------------------------------------------


def test_eldest_thing_destroys_two_of_your_other_minions():
    pos = board(["elder-things/eldest-thing"], [card("elder-things/byakhee", "Alice"), card("elder-things/mi-go", "Alice")],
                [card("pirates/buccaneer", "Alice")])
    game = game_for(pos, "destroy two of your other minions", "Byakhee", "Mi-go")
    play(game, "Alice", "elder-things/eldest-thing", base=OPAL)
    assert where(game, "elder-things/eldest-thing") == f"at:{OPAL}"
    assert zone_ids(game, discard("Alice")) == ["elder-things/byakhee", "elder-things/mi-go"]
    game = game_for(pos, "place Eldest Thing on the bottom of your deck")
    play(game, "Alice", "elder-things/eldest-thing", base=OPAL)
    assert where(game, "elder-things/eldest-thing") == "deck:Alice"


def test_eldest_thing_goes_to_the_deck_bottom_without_two_other_minions():
    pos = board(["elder-things/eldest-thing"], [card("elder-things/byakhee", "Alice")], alice={"deck": ["pirates/buccaneer"]})
    game = game_for(pos)
    play(game, "Alice", "elder-things/eldest-thing", base=OPAL)
    assert zone_ids(game, deck("Alice")) == ["pirates/buccaneer", "elder-things/eldest-thing"]
    assert "elder-things/eldest-thing#1" in cites(game)


def test_eldest_thing_goes_to_the_deck_if_a_destruction_fails():
    # Buccaneer moves away instead of being destroyed: only one minion is destroyed.
    pos = board(["elder-things/eldest-thing"], [card("elder-things/byakhee", "Alice"), card("pirates/buccaneer", "Alice")])
    game = game_for(pos, "destroy two of your other minions", "Byakhee", "Tortuga")
    play(game, "Alice", "elder-things/eldest-thing", base=OPAL)
    assert where(game, "pirates/buccaneer") == f"at:{TORTUGA}"
    assert where(game, "elder-things/eldest-thing") == "deck:Alice"


def test_eldest_thing_is_not_affected_by_other_players_cards():
    pos = board(opal=[card("elder-things/eldest-thing", "Alice")], turn="Carol", carol={"hand": ["aliens/beam-up"]})
    game = game_for(pos, "Eldest Thing")
    play(game, "Carol", "aliens/beam-up")
    assert where(game, "elder-things/eldest-thing") == f"at:{OPAL}"


def test_shoggoth_destroys_a_minion_of_a_player_who_refuses_madness_and_draws_madness_below_12():
    pos = board(["elder-things/shoggoth"], [card("zombies/walker", "Bob")])
    game = game_for(pos, "Bob: no", "Walker")
    play(game, "Alice", "elder-things/shoggoth", base=OPAL)
    assert where(game, "zombies/walker") == "discard:Bob"
    assert mad(game, hand("Alice")) == 2  # 6 power here, less than 12
    game = game_for(pos, "Bob: yes")
    play(game, "Alice", "elder-things/shoggoth", base=OPAL)
    assert where(game, "zombies/walker") == f"at:{OPAL}"
    assert mad(game, hand("Bob")) == 1


def test_shoggoth_counts_its_own_power_toward_12():
    pos = board(["elder-things/shoggoth"], [card("pirates/buccaneer", "Alice", counters=2)])  # 6 + 4 + 2 = 12
    game = game_for(pos, "Bob: yes")
    play(game, "Alice", "elder-things/shoggoth", base=OPAL)
    assert mad(game, hand("Alice")) == 0


def test_mi_go_draws_a_card_per_refusal_and_places_a_counter_when_nobody_drew_madness():
    pos = board(["elder-things/mi-go"], [card("zombies/walker", "Bob")], alice={"deck": ["pirates/buccaneer"]}, carol={})
    game = game_for(pos, "Bob: no", "Carol: no", "yes", "yes", "Walker")
    play(game, "Alice", "elder-things/mi-go", base=OPAL)
    assert zone_ids(game, hand("Alice")) == ["pirates/buccaneer"]  # the second draw finds nothing
    assert one(game, "zombies/walker").counters == 1
    game = game_for(pos, "Bob: yes", "Carol: no", "no")
    play(game, "Alice", "elder-things/mi-go", base=OPAL)
    assert one(game, "zombies/walker").counters == 0
    assert mad(game, hand("Bob")) == 1


def test_byakhee_gives_madness_to_each_other_player_with_a_minion_here():
    pos = board(["elder-things/byakhee"], [card("zombies/walker", "Bob")], [card("dinosaurs/war-raptor", "Carol")], carol={})
    game = game_for(pos)
    play(game, "Alice", "elder-things/byakhee", base=OPAL)
    assert mad(game, hand("Bob")) == 1
    assert mad(game, hand("Carol")) == 0
    assert mad(game, hand("Alice")) == 0


# --- actions --------------------------------------------------------------------------------


def test_begin_the_summoning_puts_a_minion_on_top_and_gives_an_extra_action():
    pos = board(["elder-things/begin-the-summoning", "pirates/full-sail"], alice={"discard": ["elder-things/shoggoth"], "deck": ["pirates/buccaneer"]})
    game = game_for(pos, "Shoggoth")
    play(game, "Alice", "elder-things/begin-the-summoning")
    assert zone_ids(game, deck("Alice")) == ["elder-things/shoggoth", "pirates/buccaneer"]
    assert any(not a.regular and a.kind == "action" for a in game.state.turn.allowances)


def test_dunwich_horror_gives_5_and_costs_madness_or_the_minion_before_scoring():
    walker = card("zombies/walker", "Bob")
    pos = board(["elder-things/dunwich-horror"], [walker, card("pirates/buccaneer", "Alice", counters=20)])
    game = game_for(pos, "Bob: draw two Madness cards", "Bob: pass")
    play(game, "Alice", "elder-things/dunwich-horror", target="zombies/walker")
    assert power(game, "zombies/walker") == 7
    score_base(game, base_named(game, OPAL))
    assert mad(game, hand("Bob")) == 2
    game = game_for(pos, "Bob: destroy Walker", "Bob: pass")
    play(game, "Alice", "elder-things/dunwich-horror", target="zombies/walker")
    score_base(game, base_named(game, OPAL))
    assert where(game, "zombies/walker") == "discard:Bob"
    assert mad(game, hand("Bob")) == 0


def test_insanity_gives_two_madness_to_each_other_player_and_goes_in_the_box():
    game = game_for(board(["elder-things/insanity"], carol={}))
    play(game, "Alice", "elder-things/insanity")
    assert mad(game, hand("Bob")) == 2 and mad(game, hand("Carol")) == 2
    assert where(game, "elder-things/insanity") == "box"


def test_power_of_madness_discards_the_named_action_and_shuffles_the_discard_pile_in():
    pos = board(["elder-things/power-of-madness"], bob={"hand": ["zombies/grave-robbing", "zombies/grave-robbing", "zombies/walker"],
                                                         "discard": ["robots/zapbot"], "deck": ["robots/microbot-guard"]})
    game = game_for(pos, "Grave Robbing")
    play(game, "Alice", "elder-things/power-of-madness")
    assert zone_ids(game, hand("Bob")) == ["zombies/walker"]
    assert sorted(zone_ids(game, deck("Bob"))) == sorted(["robots/microbot-guard", "robots/zapbot", "zombies/grave-robbing", "zombies/grave-robbing"])
    assert zone_ids(game, discard("Bob")) == []


def test_spreading_horror_plays_small_minions_from_discard_on_different_bases():
    pos = board(["elder-things/spreading-horror"], alice={"discard": ["elder-things/byakhee", "pirates/first-mate", "elder-things/shoggoth"]},
                bob={"hand": ["zombies/walker"]}, carol={"hand": [MAD, "dinosaurs/war-raptor", "dinosaurs/augmentation"]})
    game = game_for(pos, "Carol: no", "The Grey Opal", "Byakhee", "Tortuga", "First Mate")
    play(game, "Alice", "elder-things/spreading-horror")
    assert where(game, "elder-things/byakhee") == f"at:{OPAL}"
    assert where(game, "pirates/first-mate") == f"at:{TORTUGA}"
    assert where(game, "elder-things/shoggoth") == "discard:Alice"  # power 6


def test_spreading_horror_discarding_two_non_madness_cards_gives_nothing():
    pos = board(["elder-things/spreading-horror"], alice={"discard": ["elder-things/byakhee"]},
                bob={"hand": ["zombies/walker", "zombies/grave-robbing", MAD]})
    game = game_for(pos, "Bob: yes", "Walker", "Grave Robbing")
    play(game, "Alice", "elder-things/spreading-horror")
    assert zone_ids(game, hand("Bob")) == [MAD]
    assert where(game, "elder-things/byakhee") == "discard:Alice"


def test_the_price_of_power_counts_revealed_madness():
    pos = board(["elder-things/the-price-of-power"], [card("elder-things/byakhee", "Alice")], bob={"hand": [MAD, MAD, "zombies/walker"]})
    game = game_for(pos, "Byakhee", "Byakhee")
    play(game, "Alice", "elder-things/the-price-of-power")
    assert one(game, "elder-things/byakhee").counters == 2


def test_the_price_of_power_special_reveals_only_players_with_a_minion_there():
    pos = board(opal=[card("elder-things/byakhee", "Alice"), card("pirates/buccaneer", "Alice", counters=15), card("zombies/walker", "Bob")],
                alice={"hand": ["elder-things/the-price-of-power"]}, bob={"hand": [MAD]}, carol={"hand": [MAD, MAD]})
    game = game_for(pos, "The Price of Power", "Byakhee", "pass", "pass", "pass", "pass")
    score_base(game, base_named(game, OPAL))
    assert "elder-things/the-price-of-power" in cites(game)
    # Only Bob's hand (1 Madness) was revealed: one counter.
    assert sum(1 for e in game.log if e.kind == "counters") == 1


def test_touch_of_madness_gives_madness_draws_a_card_and_an_extra_action():
    game = game_for(board(["elder-things/touch-of-madness"], alice={"deck": ["pirates/buccaneer"]}))
    play(game, "Alice", "elder-things/touch-of-madness")
    assert mad(game, hand("Bob")) == 1
    assert zone_ids(game, hand("Alice")) == ["pirates/buccaneer"]
    assert any(not a.regular and a.kind == "action" for a in game.state.turn.allowances)


def test_unfathomable_goals_extra_minion_and_action():
    pos = board(["elder-things/unfathomable-goals", "elder-things/byakhee"], bob={"hand": [MAD, MAD]}, carol={"hand": [MAD, MAD]})
    game = game_for(pos, "Byakhee", "The Grey Opal")
    play(game, "Alice", "elder-things/unfathomable-goals")
    assert where(game, "elder-things/byakhee") == f"at:{OPAL}"
    assert any(not a.regular and a.kind == "action" for a in game.state.turn.allowances)
    pos = board(["elder-things/unfathomable-goals"], bob={"hand": [MAD]}, carol={"hand": [MAD]})
    game = game_for(pos)
    play(game, "Alice", "elder-things/unfathomable-goals")
    assert not any(not a.regular for a in game.state.turn.allowances)


# --- bases ----------------------------------------------------------------------------------


def test_antarctic_base_allows_one_minion_play_here_each_turn():
    pos = board(["elder-things/byakhee", "pirates/first-mate", "elder-things/begin-the-summoning"], opal_base=ANTARCTIC)
    game = game_for(pos)
    play(game, "Alice", "elder-things/byakhee", base=ANTARCTIC)
    game.state.turn.allowances.append(PlayAllowance("minion", one(game, "elder-things/begin-the-summoning").iid, "elder-things/begin-the-summoning"))
    with pytest.raises(IllegalPlay):
        play(game, "Alice", "pirates/first-mate", base=ANTARCTIC)
    play(game, "Alice", "pirates/first-mate", base=TORTUGA)
    assert where(game, "pirates/first-mate") == f"at:{TORTUGA}"


def test_antarctic_base_does_not_stop_minions_moving_here():
    pos = board(["elder-things/byakhee", "pirates/dinghy"], [card("pirates/buccaneer", "Alice")], opal_base=TORTUGA, tortuga_base=ANTARCTIC)
    game = game_for(pos, "Buccaneer", "pass")
    play(game, "Alice", "elder-things/byakhee", base=ANTARCTIC)
    play(game, "Alice", "pirates/dinghy")
    assert where(game, "pirates/buccaneer") == f"at:{ANTARCTIC}"


def test_plateau_of_leng_offers_an_extra_minion_with_the_same_name_once_per_turn():
    pos = board(["elder-things/byakhee", "elder-things/byakhee", "elder-things/byakhee", "elder-things/mi-go"], opal_base=LENG)
    game = game_for(pos, "Byakhee")
    play(game, "Alice", "elder-things/byakhee", base=LENG)
    here = base_named(game, LENG)
    assert [m.card_id for m in game.state.minions_at(here)] == ["elder-things/byakhee"] * 2
    assert [c.card_id for c in game.state.zone(hand("Alice"))] == ["elder-things/byakhee", "elder-things/mi-go"]


def test_only_a_madness_card_returns_to_the_madness_deck():
    game = game_for(board(["pirates/buccaneer"]))
    bucc = one(game, "pirates/buccaneer")
    assert not madness.return_to_deck(game, bucc)
    assert where(game, "pirates/buccaneer") == "hand:Alice"
    assert mad(game, madness.DECK) == 30


def test_dunwich_horror_destroys_the_minion_when_two_madness_cannot_be_drawn():
    pos = board(["elder-things/dunwich-horror"], [card("zombies/walker", "Bob"), card("pirates/buccaneer", "Alice", counters=20)],
                bob={"discard": [MAD] * 29})
    game = game_for(pos, "Bob: pass")
    play(game, "Alice", "elder-things/dunwich-horror", target="zombies/walker")
    score_base(game, base_named(game, OPAL))
    assert where(game, "zombies/walker") == "discard:Bob"
    assert mad(game, madness.DECK) == 1
