"""Disco Dancers: copying standard actions' effects, Rollers, the Disco actions and bases."""

from __future__ import annotations

import pytest

from smashup_rules.engine.errors import ChoiceError
from smashup_rules.engine.scoring import score_bases_phase
from smashup_rules.engine.zones import deck, discard, hand
from smashup_rules.engine.turn_state import PlayAllowance
from tests.engine.builders import base, card, cites, game_for, messages, one, play, player, position, power, vps, where, zone_ids

OPAL = "pirates/the-grey-opal"  # 17
TORTUGA = "pirates/tortuga"  # 21
BOOGIE = "disco-dancers/boogie-wonderland"  # 21
FUNKY = "disco-dancers/funky-town"  # 23
OASIS = "dinosaurs/jungle-oasis"  # 12, 2/0/0, no ability
D = "disco-dancers"
KING, LOU, DIVA, ROLLER = f"{D}/dancing-king", f"{D}/disco-lou", f"{D}/diva", f"{D}/roller"
GET_DOWN, EXCITED, INFERNO, LAST_DANCE = f"{D}/get-down-tonight", f"{D}/im-so-excited", f"{D}/disco-inferno", f"{D}/last-dance"
FAMILY, SURVIVE, BEAT = f"{D}/we-are-family", f"{D}/i-will-survive", f"{D}/turn-the-beat-around"
WARBOT, ZAPBOT = "robots/warbot", "robots/zapbot"
DISCO = [D, "pirates"]
FILLER = ["pirates/buccaneer"] * 8


def board(alice_hand=(), opal=(), tortuga=(), *, alice=None, bob=None, opal_base=OPAL, tortuga_base=TORTUGA, opal_actions=(), **options):
    return position(
        [
            player("Alice", **{"hand": alice_hand, "factions": DISCO, "deck": FILLER, **(alice or {})}),
            player("Bob", **{"factions": ["ninjas", "robots"], "deck": ["robots/microbot-guard"] * 4, **(bob or {})}),
        ],
        [base(opal_base, *opal, actions=opal_actions), base(tortuga_base, *tortuga)],
        **{"base_deck": ("pirates/tortuga",), **options},
    )


def instances(game, card_id):
    return [c for c in game.state.cards.values() if c.card_id == card_id]


def powers(game, card_id):
    from smashup_rules.engine.power import power_of

    return sorted(power_of(game.state, c) for c in instances(game, card_id) if game.state.in_play(c))


# --- copying: Diva ---------------------------------------------------------------------------


def test_get_down_tonight_is_copied_by_each_diva_and_draws_for_every_minion_affected():
    pos = board([GET_DOWN], opal=[card(LOU, "Alice"), card(DIVA, "Alice"), card(DIVA, "Alice")])
    game = game_for(pos, "Disco Lou", "yes", "yes")  # no Diva is asked about the other's copy
    play(game, "Alice", GET_DOWN)
    assert power(game, LOU) == 6
    assert powers(game, DIVA) == [5, 5]
    assert len(zone_ids(game, hand("Alice"))) == 3  # Disco Lou and the two Divas
    assert "disco-dancers/diva" in cites(game) and "terms.directly-affects" in cites(game)


def test_a_copy_is_not_offered_for_copying_again():
    pos = board([GET_DOWN], opal=[card(LOU, "Alice"), card(DIVA, "Alice"), card(DIVA, "Alice")])
    game = game_for(pos, "Disco Lou", "yes", "no")  # the second Diva is not asked about the first's copy
    play(game, "Alice", GET_DOWN)
    assert powers(game, DIVA) == [3, 5]
    assert len(zone_ids(game, hand("Alice"))) == 2


def test_a_diva_copies_once_each_turn_and_only_your_other_minions_here():
    pos = board([GET_DOWN, f"{D}/get-down-tonight"], opal=[card(LOU, "Alice"), card(DIVA, "Alice"), card(WARBOT, "Bob")],
                tortuga=[card(ROLLER, "Alice")])
    game = game_for(pos, "Disco Lou", "yes", "Disco Lou")
    play(game, "Alice", GET_DOWN)
    game.state.turn.allowances.append(PlayAllowance("action"))
    play(game, "Alice", GET_DOWN)  # the Diva has copied this turn: not asked again
    assert power(game, DIVA) == 5 and power(game, LOU) == 8
    # Another player's minion, a minion elsewhere, the Diva itself: nothing to copy.
    for target in ("Warbot", "Roller"):
        game = game_for(pos, target, *(["no"] if target == "Roller" else []))
        play(game, "Alice", GET_DOWN)
        assert power(game, DIVA) == 3
    game = game_for(pos, "Diva")
    play(game, "Alice", GET_DOWN)
    assert power(game, DIVA) == 5 and power(game, LOU) == 4


def test_a_diva_may_decline_and_stays_free_to_copy_later():
    pos = board([GET_DOWN, GET_DOWN], opal=[card(LOU, "Alice"), card(DIVA, "Alice")])
    game = game_for(pos, "Disco Lou", "no", "Disco Lou", "yes")
    play(game, "Alice", GET_DOWN)
    game.state.turn.allowances.append(PlayAllowance("action"))
    play(game, "Alice", GET_DOWN)
    assert power(game, DIVA) == 5


def test_a_diva_copies_another_players_standard_action_on_your_minion():
    pos = board(opal=[card(DIVA, "Alice"), card(f"{D}/roller", "Alice")], bob={"hand": ["ninjas/seeing-stars"]}, turn="Bob")
    game = game_for(pos, "Roller", "yes")
    play(game, "Bob", "ninjas/seeing-stars")
    assert zone_ids(game, discard("Alice")) == [ROLLER, DIVA]


def test_a_move_is_copied_to_the_same_base_and_draws_for_each():
    pos = board([EXCITED], opal=[card(LOU, "Alice"), card(DIVA, "Alice")], tortuga=[card(WARBOT, "Bob")])
    game = game_for(pos, "Disco Lou", "yes")  # Tortuga is the only other base
    play(game, "Alice", EXCITED)
    assert where(game, LOU) == where(game, DIVA) == f"at:{TORTUGA}"
    assert len(zone_ids(game, hand("Alice"))) == 2


def test_an_action_played_on_a_minion_is_not_copied():
    pos = board(["dinosaurs/upgrade"], opal=[card(LOU, "Alice"), card(DIVA, "Alice"), card(KING, "Alice")],
                alice={"factions": [D, "dinosaurs"]})
    game = game_for(pos)  # nobody is asked anything
    play(game, "Alice", "dinosaurs/upgrade", target=LOU)
    assert power(game, LOU) == 6 and power(game, DIVA) == 3 and power(game, KING) == 5


def test_an_effect_on_all_your_minions_is_direct_and_may_be_copied():
    # Swashbuckling designates each of your minions: a Diva copies the +1 on Disco Lou.
    pos = board(["pirates/swashbuckling"], opal=[card(LOU, "Alice"), card(DIVA, "Alice")])
    game = game_for(pos, "yes")
    play(game, "Alice", "pirates/swashbuckling")
    assert power(game, LOU) == 5 and power(game, DIVA) == 5


def test_a_copy_of_an_effect_in_two_parts_takes_one_part():
    pos = board(["kung-fu-fighters/fast-as-lightning"], opal=[card(LOU, "Alice"), card(DIVA, "Alice")],
                alice={"factions": [D, "kung-fu-fighters"]})
    # The Diva copies the return to hand, not the +2: its player chooses the part (disco-dancers/diva#1).
    game = game_for(pos, "Disco Lou", "yes", "return to hand")
    play(game, "Alice", "kung-fu-fighters/fast-as-lightning")
    assert power(game, DIVA) == 3 and power(game, LOU) == 6
    assert any(e.stat == "discard-to-hand" and one(game, DIVA).iid in e.targets for e in game.state.lasting)
    game = game_for(pos, "Disco Lou", "yes", "+2 power")
    play(game, "Alice", "kung-fu-fighters/fast-as-lightning")
    assert power(game, DIVA) == 5
    assert not any(e.stat == "discard-to-hand" and one(game, DIVA).iid in e.targets for e in game.state.lasting)


# --- copying: Dancing King, We are Family ------------------------------------------------------


def test_dancing_king_may_choose_itself_but_not_a_minion_already_affected():
    pos = board([GET_DOWN], opal=[card(LOU, "Alice"), card(KING, "Alice")])
    game = game_for(pos, "Disco Lou", "Dancing King")
    play(game, "Alice", GET_DOWN)
    assert power(game, KING) == 7 and power(game, LOU) == 6
    game = game_for(pos, "Disco Lou", "Disco Lou")
    with pytest.raises(ChoiceError, match="matches no option"):
        play(game, "Alice", GET_DOWN)


def test_dancing_king_copies_a_destruction_whatever_the_prerequisites_and_for_any_player():
    pos = board(opal=[card(DIVA, "Alice"), card(KING, "Alice"), card(WARBOT, "Bob"), card(ZAPBOT, "Bob")],
                bob={"hand": ["ninjas/seeing-stars"]}, turn="Bob")
    # Seeing Stars destroys the Diva (power 3); the King destroys Zapbot the same way. Warbot
    # cannot be destroyed, whoever's card it is.
    game = game_for(pos, "Diva", "Zapbot")
    play(game, "Bob", "ninjas/seeing-stars")
    assert where(game, DIVA) == "discard:Alice" and where(game, ZAPBOT) == "discard:Bob"
    game = game_for(pos, "Diva", "Warbot")
    play(game, "Bob", "ninjas/seeing-stars")
    assert where(game, WARBOT) == f"at:{OPAL}"


def test_dancing_king_may_copy_its_own_destruction():
    pos = board(opal=[card(KING, "Alice"), card(ZAPBOT, "Bob")], bob={"hand": ["aliens/beam-up"], "factions": ["aliens", "robots"]}, turn="Bob")
    game = game_for(pos, "Dancing King", "Zapbot")  # chosen as the action is played, before it leaves
    play(game, "Bob", "aliens/beam-up")
    assert where(game, KING) == "hand:Alice" and where(game, ZAPBOT) == "hand:Bob"


def test_a_copied_effect_comes_from_the_original_action():
    # Smoke Bomb stops other players' actions; Bob's own Seeing Stars, copied by Alice's King, is Bob's.
    pos = board(opal=[card(DIVA, "Alice"), card(KING, "Alice"), card(ZAPBOT, "Bob", attached=[card("ninjas/smoke-bomb", "Bob")])],
                bob={"hand": ["ninjas/seeing-stars"]}, turn="Bob")
    game = game_for(pos, "Diva", "Zapbot")
    play(game, "Bob", "ninjas/seeing-stars")
    assert where(game, ZAPBOT) == "discard:Bob"


def test_dancing_king_copies_each_action_once_but_any_number_of_actions():
    pos = board([INFERNO, GET_DOWN], opal=[card(LOU, "Alice"), card(KING, "Alice"), card(ZAPBOT, "Bob")])
    # Disco Inferno: Alice's counter on Disco Lou is copied to the King; Bob's on Zapbot is not offered.
    game = game_for(pos, "Disco Lou", "Dancing King", "Zapbot", "Disco Lou", "Dancing King")
    play(game, "Alice", INFERNO)
    assert one(game, KING).counters == 1 and one(game, ZAPBOT).counters == 1
    assert len(zone_ids(game, hand("Alice"))) == 1 + 3  # Get Down Tonight, and three minions affected
    game.state.turn.allowances.append(PlayAllowance("action"))
    play(game, "Alice", GET_DOWN)
    assert power(game, KING) == 5 + 1 + 2


def test_we_are_family_copies_onto_its_minion_once_each_turn():
    pos = board([GET_DOWN, GET_DOWN], opal=[card(DIVA, "Alice", attached=[card(FAMILY, "Alice")]), card(WARBOT, "Bob")])
    game = game_for(pos, "Warbot", "yes", "Warbot")
    play(game, "Alice", GET_DOWN)
    game.state.turn.allowances.append(PlayAllowance("action"))
    play(game, "Alice", GET_DOWN)
    assert power(game, DIVA) == 5 and power(game, WARBOT) == 8
    assert len(zone_ids(game, hand("Alice"))) == 3


def test_fast_as_lightning_spreads_through_every_copier():
    # At Funky Town: the Diva (with We are Family) copies the +2 on the Dancing King by its own
    # ability, by We are Family, by Funky Town and by the King: +8.
    pos = board(["kung-fu-fighters/fast-as-lightning"], opal=[card(KING, "Alice"), card(DIVA, "Alice", attached=[card(FAMILY, "Alice")])],
                opal_base=FUNKY, alice={"factions": [D, "kung-fu-fighters"]})
    # Asked in the order the cards came into play: Funky Town, the King, the Diva, We are Family.
    # Each chooses to copy the +2 (not the return to hand); copies spread no further.
    game = game_for(pos, "Dancing King", "Diva", "+2 power", "Diva", "+2 power", "yes", "+2 power", "yes", "+2 power")
    play(game, "Alice", "kung-fu-fighters/fast-as-lightning")
    assert power(game, DIVA) == 11 and power(game, KING) == 7


# --- Funky Town, Boogie Wonderland ---------------------------------------------------------------


def test_funky_town_copies_your_action_on_your_minion_once_per_turn():
    pos = board([GET_DOWN, GET_DOWN], opal=[card(LOU, "Alice"), card(ROLLER, "Alice"), card(WARBOT, "Bob")], opal_base=FUNKY)
    game = game_for(pos, "Disco Lou", "Roller", "no", "Disco Lou", "no")
    play(game, "Alice", GET_DOWN)
    game.state.turn.allowances.append(PlayAllowance("action"))
    play(game, "Alice", GET_DOWN)  # Funky Town not offered again; the Roller declines its counters
    assert power(game, ROLLER) == 4 and power(game, LOU) == 8
    game = game_for(pos, "Warbot")  # another player's minion: not offered
    play(game, "Alice", GET_DOWN)
    assert power(game, WARBOT) == 6


def test_boogie_wonderland_draws_when_your_action_affects_your_minion_here():
    pos = board([GET_DOWN], opal=[card(LOU, "Alice"), card(WARBOT, "Bob")], opal_base=BOOGIE)
    game = game_for(pos, "Disco Lou")
    play(game, "Alice", GET_DOWN)
    assert len(zone_ids(game, hand("Alice"))) == 2  # one for Get Down Tonight, one for Boogie Wonderland
    game = game_for(pos, "Warbot")
    play(game, "Alice", GET_DOWN)
    assert len(zone_ids(game, hand("Alice"))) == 1


def test_boogie_wonderland_counts_moving_from_here_not_to_here():
    pos = board([EXCITED], opal=[card(LOU, "Alice")], tortuga=[card(DIVA, "Alice")], opal_base=BOOGIE)
    game = game_for(pos, "Disco Lou")
    play(game, "Alice", EXCITED)
    assert where(game, LOU) == f"at:{TORTUGA}"
    assert len(zone_ids(game, hand("Alice"))) == 2
    game = game_for(pos, "Diva")
    play(game, "Alice", EXCITED)
    assert where(game, DIVA) == f"at:{BOOGIE}"
    assert len(zone_ids(game, hand("Alice"))) == 1


# --- Roller ---------------------------------------------------------------------------------------


def test_roller_takes_two_counters_after_a_standard_action_if_it_had_none():
    pos = board([GET_DOWN], opal=[card(ROLLER, "Alice")])
    game = game_for(pos, "yes")
    play(game, "Alice", GET_DOWN)
    assert one(game, ROLLER).counters == 2 and power(game, ROLLER) == 6
    game = game_for(board([GET_DOWN], opal=[card(ROLLER, "Alice", counters=1)]))  # had one: not offered
    play(game, "Alice", GET_DOWN)
    assert one(game, ROLLER).counters == 1


def test_roller_counts_counters_as_the_action_was_played():
    pos = board([INFERNO], opal=[card(ROLLER, "Alice"), card(DIVA, "Alice"), card(ZAPBOT, "Bob")])
    game = game_for(pos, "Roller", "yes", "Zapbot", "yes")
    play(game, "Alice", INFERNO)
    assert one(game, ROLLER).counters == 3
    assert one(game, DIVA).counters == 1
    assert len(zone_ids(game, hand("Alice"))) == 3  # Roller, Diva, Zapbot


def test_roller_ignores_actions_played_on_minions():
    game = game_for(board(["dinosaurs/upgrade"], opal=[card(ROLLER, "Alice")], alice={"factions": [D, "dinosaurs"]}))
    play(game, "Alice", "dinosaurs/upgrade", target=ROLLER)
    assert one(game, ROLLER).counters == 0


# --- the actions ------------------------------------------------------------------------------------


def test_disco_lou_grants_an_extra_action_or_restacks_one():
    pos = board(opal=[], alice={"hand": [LOU], "discard": [GET_DOWN, "pirates/buccaneer"]})
    game = game_for(pos, "play an extra action")
    play(game, "Alice", LOU, base=OPAL)
    assert [a.describe() for a in game.state.turn.allowances] == ["regular action", "extra action"]
    game = game_for(pos, "place an action from your discard pile on top of your deck")
    play(game, "Alice", LOU, base=OPAL)
    assert zone_ids(game, deck("Alice"))[0] == GET_DOWN
    game = game_for(board(alice={"hand": [LOU]}))  # no action in the discard pile: the extra action
    play(game, "Alice", LOU, base=OPAL)
    assert len(game.state.turn.allowances) == 2


def test_celebration_and_its_raining_men_grant_extra_plays():
    game = game_for(board([f"{D}/celebration", f"{D}/its-raining-men"]))
    play(game, "Alice", f"{D}/celebration")
    assert [a.describe() for a in game.state.turn.allowances] == ["regular minion", "extra action", "extra action"]
    play(game, "Alice", f"{D}/its-raining-men")
    assert [a.describe() for a in game.state.turn.allowances] == ["regular minion", "extra action", "extra minion"]


def test_disco_inferno_lets_each_player_place_a_counter_and_draws_for_each():
    pos = board([INFERNO], opal=[card(LOU, "Alice"), card(ZAPBOT, "Bob")])
    game = game_for(pos, "Disco Lou", "pass")
    play(game, "Alice", INFERNO)
    assert one(game, LOU).counters == 1 and one(game, ZAPBOT).counters == 0
    assert len(zone_ids(game, hand("Alice"))) == 1 and zone_ids(game, hand("Bob")) == []


def test_i_will_survive_returns_your_minion_after_scoring_and_divas_follow():
    pos = board([SURVIVE], opal=[card(LOU, "Alice", counters=6), card(DIVA, "Alice"), card(DIVA, "Alice"), card(WARBOT, "Bob")],
                opal_base=OASIS, phase="score-bases")
    game = game_for(pos, "Alice: I Will Survive", "Disco Lou", "yes", "yes")
    score_bases_phase(game)
    assert zone_ids(game, hand("Alice")) == [LOU, DIVA, DIVA]
    assert where(game, WARBOT) == "discard:Bob"
    assert vps(game) == [2, 0]


def test_i_will_survive_is_only_a_special():
    game = game_for(board([SURVIVE], opal=[card(LOU, "Alice")]))
    from smashup_rules.engine.errors import IllegalPlay

    with pytest.raises(IllegalPlay, match="only be played through its Special"):
        play(game, "Alice", SURVIVE)


def test_last_dance_gives_1_vp_per_minion_destroyed_to_its_controller():
    pos = board([LAST_DANCE], opal=[card(ROLLER, "Alice"), card(DIVA, "Alice"), card(ZAPBOT, "Bob")],
                tortuga=[card(WARBOT, "Bob")])
    game = game_for(pos, "Roller", "yes", "Zapbot")
    play(game, "Alice", LAST_DANCE)
    assert vps(game) == [2, 1]
    assert zone_ids(game, discard("Alice")) == [ROLLER, DIVA, LAST_DANCE]
    game = game_for(pos, "pass", "Warbot")  # Warbot cannot be destroyed: no VP
    play(game, "Alice", LAST_DANCE)
    assert vps(game) == [0, 0]


def test_last_dance_credit_goes_to_the_player_who_destroys():
    pos = board([LAST_DANCE], opal=[card(ZAPBOT, "Bob", attached=[card("ninjas/smoke-bomb", "Bob")])])
    game = game_for(pos, "Zapbot")  # Bob destroys it himself: Smoke Bomb does not stop him
    play(game, "Alice", LAST_DANCE)
    assert where(game, ZAPBOT) == "discard:Bob" and vps(game) == [0, 1]
    assert "disco-dancers/last-dance#1" in cites(game)


def test_stayin_alive_places_a_copy_from_your_discard_pile_into_your_hand():
    pos = board([f"{D}/stayin-alive"], opal=[card(LOU, "Alice"), card(DIVA, "Alice")], alice={"discard": [DIVA, ROLLER]})
    game = game_for(pos, "Diva")
    play(game, "Alice", f"{D}/stayin-alive")
    assert zone_ids(game, hand("Alice")) == [DIVA]
    game = game_for(pos, "Disco Lou")
    play(game, "Alice", f"{D}/stayin-alive")
    assert zone_ids(game, hand("Alice")) == []
    assert any("none in their discard pile" in m for m in messages(game))


def test_turn_the_beat_around_gives_minus_one_per_minion_that_gained():
    pos = board([BEAT], opal=[card(LOU, "Alice"), card(DIVA, "Alice"), card(WARBOT, "Bob")])
    # Disco Lou +1, the Diva copies it (+1): two -1s, both on Warbot; the -1s add no more.
    game = game_for(pos, "Disco Lou", "yes", "Warbot", "Warbot")
    play(game, "Alice", BEAT)
    assert (power(game, LOU), power(game, DIVA), power(game, WARBOT)) == (5, 4, 2)
    assert "disco-dancers/turn-the-beat-around#1" in cites(game)


def test_turn_the_beat_around_can_be_played_before_a_base_scores():
    pos = board([BEAT], opal=[card(LOU, "Alice", counters=6), card(WARBOT, "Bob", counters=7)], opal_base=OASIS, phase="score-bases")
    game = game_for(pos, "Alice: Turn The Beat Around", "Disco Lou", "Warbot")
    score_bases_phase(game)
    assert vps(game) == [2, 0]  # Alice 11, Bob 10: Jungle Oasis gives 2/0/0
