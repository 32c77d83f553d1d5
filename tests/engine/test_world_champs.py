"""World Champs: duels, burying, +1 power counters, copies, transfers and hand tricks."""

from __future__ import annotations

import pytest

from smashup_rules.engine.errors import IllegalPlay
from smashup_rules.engine.registry import default_registry
from smashup_rules.engine.scoring import score_base, score_bases_phase
from smashup_rules.engine.zones import deck, hand
from smashup_rules.engine.turn import end_turn, start_turn
from tests.engine.builders import base, base_named, card, cites, game_for, one, play, player, position, power, talent, vps, where, zone_ids

WC = "world-champs/"
OASIS = "dinosaurs/jungle-oasis"  # 12, 2/0/0, no ability
CEMETERY = "zombies/evans-city-cemetery"  # 20
ARENA = WC + "arena"  # 23
HALL = WC + "hall-of-fame"  # 20
CHAMPS = ["world-champs", "pirates"]


def mine(card_id, **options):
    return card(card_id, "Alice", **options)


def board(alice_hand=(), oasis=(), cemetery=(), *, alice=None, bob=None, first=OASIS, second=CEMETERY, oasis_actions=(), **options):
    return position(
        [player("Alice", **{"hand": alice_hand, "factions": CHAMPS, **(alice or {})}),
         player("Bob", **{"factions": ["zombies", "robots"], **(bob or {})})],
        [base(first, *oasis, actions=oasis_actions), base(second, *cemetery)],
        **options,
    )


def buried_beside(game, card_id: str) -> str | None:
    zone = one(game, card_id).zone
    return game.state.cards[zone[7:]].card_id if zone.startswith("buried:") else None


# --- minions -------------------------------------------------------------------------


def test_sheriff_may_duel_before_its_base_scores_and_destroys_the_loser():
    pos = board(oasis=[mine(WC + "sheriff"), card("zombies/grave-digger", "Bob"), card("robots/zapbot", "Bob"), card("zombies/walker", "Bob")])
    game = game_for(pos, "Grave Digger")
    score_bases_phase(game)
    assert where(game, "zombies/grave-digger") == "discard:Bob"
    assert vps(game) == [2, 0]  # Sheriff 5 beats Zapbot + Walker 4
    assert "duels.basics" in cites(game)
    game = game_for(pos, "pass")
    score_bases_phase(game)
    assert vps(game) == [0, 2]


def test_aramis_lets_you_play_another_action_on_it_once_per_turn():
    pos = board([WC + "bewitched", WC + "its-blitzin-time", WC + "shark-tattoo"], oasis=[mine(WC + "aramis")])
    game = game_for(pos, "Shark Tattoo")
    play(game, "Alice", WC + "bewitched", target=WC + "aramis")
    assert where(game, WC + "shark-tattoo") == "on:" + WC + "aramis"
    assert power(game, WC + "aramis") == 4 + 2 + 1
    assert [a for a in game.state.turn.allowances if a.source is not None] == []  # no further extra action
    assert "world-champs/aramis#1" in cites(game)


def test_aramis_extra_action_that_chooses_a_base_chooses_aramis_base():
    # Disguise played as the action that directly affects Aramis: "one base" is Aramis's,
    # and the minion it returns is Aramis, though Alice has another minion elsewhere.
    pos = board([WC + "bewitched", "ninjas/disguise", "pirates/first-mate"], oasis=[mine(WC + "aramis")], cemetery=[mine("pirates/buccaneer")])
    game = game_for(pos, "Disguise", "First Mate", "Buccaneer")  # the base and the minion to return: one option each
    play(game, "Alice", WC + "bewitched", target=WC + "aramis")
    assert zone_ids(game, hand("Alice")) == [WC + "aramis"]
    assert where(game, "pirates/first-mate") == "at:" + OASIS
    assert where(game, "pirates/buccaneer") == "at:" + CEMETERY
    assert where(game, WC + "bewitched") == "on:pirates/buccaneer"  # transferred as Aramis left play
    assert "terms.directly-affects" in cites(game)


def test_aramis_extra_standard_action_and_only_once_per_turn():
    pos = board([WC + "its-blitzin-time", WC + "kaiju-conflict", WC + "fast-as-lightning"], oasis=[mine(WC + "aramis")])
    game = game_for(pos, "Fast as Lightning")  # a single option is taken without asking
    play(game, "Alice", WC + "its-blitzin-time")
    assert power(game, WC + "aramis") == 4 + 4 + 2
    assert zone_ids(game, hand("Alice")) == [WC + "kaiju-conflict"]  # asked once only


def test_aramis_does_not_trigger_outside_your_play_cards_phase():
    pos = board([WC + "its-blitzin-time", WC + "kaiju-conflict"], oasis=[mine(WC + "aramis")], turn="Bob")
    game = game_for(pos, "Aramis")
    from smashup_rules.engine.play import play_card
    play_card(game, "Alice", one(game, WC + "its-blitzin-time"), special=True)
    assert zone_ids(game, hand("Alice")) == [WC + "kaiju-conflict"]


def test_stoneford_draws_an_action_from_the_deck():
    pos = board([WC + "stoneford"], alice={"deck": ["pirates/buccaneer", WC + "eh", "pirates/first-mate"]})
    game = game_for(pos, "Eh?")
    play(game, "Alice", WC + "stoneford", base=OASIS)
    assert zone_ids(game, hand("Alice")) == [WC + "eh"]
    assert zone_ids(game, deck("Alice")) == ["pirates/buccaneer", "pirates/first-mate"]


def test_akye_gives_a_card_away_to_draw_two():
    pos = board([WC + "akye-the-turtle", "pirates/buccaneer"], alice={"deck": ["pirates/first-mate", "pirates/dinghy", "pirates/swashbuckling"]})
    game = game_for(pos, "yes", "Buccaneer", "Bob")
    play(game, "Alice", WC + "akye-the-turtle", base=OASIS)
    assert zone_ids(game, hand("Bob")) == ["pirates/buccaneer"]
    assert one(game, "pirates/buccaneer").owner == "Alice"
    assert zone_ids(game, hand("Alice")) == ["pirates/first-mate", "pirates/dinghy"]
    game = game_for(board([WC + "akye-the-turtle"], alice={"deck": ["pirates/first-mate"]}))  # empty hand: nothing asked
    play(game, "Alice", WC + "akye-the-turtle", base=OASIS)
    assert zone_ids(game, hand("Alice")) == []


def test_diva_is_affected_the_same_way_by_a_standard_action():
    pos = board([WC + "its-blitzin-time"], oasis=[mine(WC + "diva"), mine("pirates/buccaneer")])
    game = game_for(pos, "Buccaneer", "yes")
    play(game, "Alice", WC + "its-blitzin-time")
    assert power(game, "pirates/buccaneer") == 8
    assert power(game, WC + "diva") == 7
    assert "world-champs/diva#1" in cites(game)


def test_shield_maiden_takes_an_action_or_small_minion_from_another_deck():
    pos = board([WC + "shield-maiden"], bob={"deck": ["zombies/walker", "robots/zapbot"]})
    game = game_for(pos)
    play(game, "Alice", WC + "shield-maiden", base=OASIS)
    assert where(game, "zombies/walker") == "hand:Alice"
    assert one(game, "zombies/walker").owner == "Bob"
    pos = board([WC + "shield-maiden"], bob={"deck": ["zombies/zombie-lord", "robots/zapbot"]})  # power 5
    game = game_for(pos)
    play(game, "Alice", WC + "shield-maiden", base=OASIS)
    assert zone_ids(game, deck("Bob")) == ["zombies/zombie-lord", "robots/zapbot"]


def test_calicoin_places_a_counter_on_another_minion_here():
    pos = board([WC + "calicoin"], oasis=[card("zombies/walker", "Bob")])
    game = game_for(pos, "Walker")
    play(game, "Alice", WC + "calicoin", base=OASIS)
    assert one(game, "zombies/walker").counters == 1
    assert one(game, WC + "calicoin").counters == 0


def test_mummy_is_buried_on_another_base_after_its_base_scores():
    game = game_for(board(oasis=[mine(WC + "mummy", counters=10)]), "yes", "Evans City Cemetery")
    score_base(game, base_named(game, OASIS))
    assert buried_beside(game, WC + "mummy") == CEMETERY
    assert "world-champs/mummy#1" in cites(game)
    game = game_for(board(oasis=[mine(WC + "mummy", counters=10)]), "no")
    score_base(game, base_named(game, OASIS))
    assert where(game, WC + "mummy") == "discard:Alice"


def test_rainbow_girl_boosts_your_other_minions_here_until_the_end_of_the_turn():
    pos = board([WC + "rainbow-girl"], oasis=[mine("pirates/buccaneer"), card("zombies/walker", "Bob")], cemetery=[mine("pirates/first-mate")])
    game = game_for(pos)
    play(game, "Alice", WC + "rainbow-girl", base=OASIS)
    assert power(game, "pirates/buccaneer") == 5
    assert power(game, WC + "rainbow-girl") == 2
    assert power(game, "zombies/walker") == 2
    assert power(game, "pirates/first-mate") == 2
    end_turn(game)
    assert power(game, "pirates/buccaneer") == 4


def test_samurai_chan_draws_when_it_goes_to_the_discard_pile_but_not_to_hand():
    pos = board([], oasis=[mine(WC + "samurai-chan")], alice={"deck": ["pirates/buccaneer"]})
    game = game_for(pos)
    score_base(game, base_named(game, OASIS))
    assert where(game, WC + "samurai-chan") == "discard:Alice"
    assert zone_ids(game, hand("Alice")) == ["pirates/buccaneer"]
    pos = board([WC + "fast-as-lightning"], oasis=[mine(WC + "samurai-chan")], alice={"deck": ["pirates/buccaneer"]})
    game = game_for(pos, "Samurai-Chan")
    play(game, "Alice", WC + "fast-as-lightning")
    score_base(game, base_named(game, OASIS))
    assert zone_ids(game, hand("Alice")) == [WC + "samurai-chan"]


# --- actions -------------------------------------------------------------------------


def test_bewitched_gives_two_power_and_moves_to_another_minion_when_its_minion_leaves():
    pos = board([WC + "bewitched"], oasis=[card("zombies/walker", "Bob")], cemetery=[mine("pirates/buccaneer")])
    game = game_for(pos, "Buccaneer")
    play(game, "Alice", WC + "bewitched", target="zombies/walker")
    assert power(game, "zombies/walker") == 4
    score_base(game, base_named(game, OASIS))
    assert where(game, WC + "bewitched") == "on:pirates/buccaneer"
    assert power(game, "pirates/buccaneer") == 6
    assert "terms.transfer" in cites(game)


def test_bewitched_goes_to_the_discard_pile_when_no_other_minion_is_in_play():
    game = game_for(board([WC + "bewitched"], oasis=[card("zombies/walker", "Bob")]))
    play(game, "Alice", WC + "bewitched", target="zombies/walker")
    score_base(game, base_named(game, OASIS))
    assert where(game, WC + "bewitched") == "discard:Alice"


def test_eh_may_be_played_after_your_first_action_and_come_back_to_hand():
    pos = board([WC + "its-blitzin-time", WC + "eh"], oasis=[mine("pirates/buccaneer")])
    game = game_for(pos, "Alice: Eh?", "yes")
    play(game, "Alice", WC + "its-blitzin-time")
    assert power(game, "pirates/buccaneer") == 4 + 4 + 1
    assert zone_ids(game, hand("Alice")) == [WC + "eh"]
    game = game_for(pos, "Alice: Eh?", "no")
    play(game, "Alice", WC + "its-blitzin-time")
    assert where(game, WC + "eh") == "discard:Alice"


def test_eh_is_not_offered_after_a_second_action():
    pos = board([WC + "its-blitzin-time", WC + "eh"], oasis=[mine("pirates/buccaneer")], action_plays_used=1)
    game = game_for(pos, "Buccaneer")
    from smashup_rules.engine.play import play_card
    play_card(game, "Alice", one(game, WC + "its-blitzin-time"), special=True)
    assert zone_ids(game, hand("Alice")) == [WC + "eh"]


def test_fast_as_lightning_boosts_and_returns_to_hand_instead_of_discard():
    pos = board([WC + "fast-as-lightning"], oasis=[card("zombies/walker", "Bob")])
    game = game_for(pos, "Walker")
    play(game, "Alice", WC + "fast-as-lightning")
    assert power(game, "zombies/walker") == 4
    score_base(game, base_named(game, OASIS))
    assert where(game, "zombies/walker") == "hand:Bob"


def test_fighting_spirit_prize_draws_two_and_places_two_counters():
    pos = board([WC + "fighting-spirit-prize"], oasis=[mine("pirates/buccaneer"), mine("pirates/first-mate")],
                alice={"deck": ["pirates/dinghy", "pirates/swashbuckling", "pirates/broadside"]})
    game = game_for(pos, "Buccaneer", "First Mate")
    play(game, "Alice", WC + "fighting-spirit-prize")
    assert zone_ids(game, hand("Alice")) == ["pirates/dinghy", "pirates/swashbuckling"]
    assert one(game, "pirates/buccaneer").counters == 1
    assert one(game, "pirates/first-mate").counters == 1
    game = game_for(pos, "Buccaneer", "Buccaneer")
    play(game, "Alice", WC + "fighting-spirit-prize")
    assert one(game, "pirates/buccaneer").counters == 2


def test_high_speed_chase_talent_transfers_itself_and_moves_a_minion_with_plus_three():
    pos = board(oasis=[mine("pirates/buccaneer")], oasis_actions=[mine(WC + "high-speed-chase")])
    game = game_for(pos, "Evans City Cemetery", "Buccaneer")
    talent(game, "Alice", WC + "high-speed-chase")
    assert where(game, WC + "high-speed-chase") == "on:" + CEMETERY
    assert where(game, "pirates/buccaneer") == "at:" + CEMETERY
    assert power(game, "pirates/buccaneer") == 7


def test_high_speed_chase_talent_is_refused_without_your_minion_there():
    game = game_for(board(cemetery=[mine("pirates/buccaneer")], oasis_actions=[mine(WC + "high-speed-chase")]))
    with pytest.raises(IllegalPlay, match="would do nothing"):
        talent(game, "Alice", WC + "high-speed-chase")


def test_its_blitzin_time_and_kaiju_conflict():
    game = game_for(board([WC + "its-blitzin-time", WC + "kaiju-conflict"], oasis=[mine("pirates/buccaneer")]), "Buccaneer")
    play(game, "Alice", WC + "its-blitzin-time")
    assert power(game, "pirates/buccaneer") == 8
    game = game_for(board([WC + "kaiju-conflict"]))
    play(game, "Alice", WC + "kaiju-conflict")
    assert [a.kind for a in game.state.turn.allowances if a.source is not None] == ["action", "action"]


def test_a_reprint_resolves_with_its_own_card_id_and_its_originals_behaviour():
    registry = default_registry()
    reprint = registry.behaviour(WC + "kaiju-conflict")
    assert reprint.card_id == WC + "kaiju-conflict"
    assert isinstance(reprint, type(registry.behaviour("kaiju/kaiju-conflict")))
    game = game_for(board([WC + "kaiju-conflict"]))
    play(game, "Alice", WC + "kaiju-conflict")
    assert [a.source_card for a in game.state.turn.allowances if a.source is not None] == [WC + "kaiju-conflict"] * 2
    assert WC + "kaiju-conflict" in cites(game)
    assert "kaiju/kaiju-conflict" not in cites(game)


def test_a_reprint_cites_its_own_clarification_not_its_originals():
    game = game_for(board(oasis=[mine(WC + "mummy", counters=10)]), "yes", "Evans City Cemetery")
    score_base(game, base_named(game, OASIS))
    assert {"world-champs/mummy#1"} <= cites(game)
    assert not {"ancient-egyptians/mummy#1", "oops/mummy#1"} & cites(game)


def test_mouse_bird_and_sausage_two_minions_of_one_faction_at_one_base():
    pos = board([WC + "mouse-bird-and-sausage"], oasis=[mine("pirates/buccaneer"), mine("pirates/first-mate"), card("zombies/walker", "Bob")])
    game = game_for(pos, "Buccaneer", "First Mate")
    play(game, "Alice", WC + "mouse-bird-and-sausage")
    assert power(game, "pirates/buccaneer") == 6
    assert power(game, "pirates/first-mate") == 4
    game = game_for(pos, "Buccaneer", "Walker")  # a Zombie is not offered
    with pytest.raises(Exception, match="Walker"):
        play(game, "Alice", WC + "mouse-bird-and-sausage")


def test_shark_tattoo_places_a_counter_and_another_when_alone():
    pos = board([WC + "shark-tattoo"], oasis=[mine("pirates/buccaneer")])
    game = game_for(pos)
    play(game, "Alice", WC + "shark-tattoo", target="pirates/buccaneer")
    assert one(game, "pirates/buccaneer").counters == 1
    pos = board(oasis=[mine("pirates/buccaneer", counters=1, attached=[mine(WC + "shark-tattoo")])], phase="start-turn")
    game = game_for(pos)
    start_turn(game)
    assert one(game, "pirates/buccaneer").counters == 2
    pos = board(oasis=[mine("pirates/buccaneer", counters=1, attached=[mine(WC + "shark-tattoo")]), mine("pirates/first-mate")], phase="start-turn")
    game = game_for(pos)
    start_turn(game)
    assert one(game, "pirates/buccaneer").counters == 1


def test_smart_set_up_goes_on_another_players_minion_and_draws_once_per_turn():
    pos = board([WC + "smart-set-up", "pirates/buccaneer", "pirates/dinghy"], oasis=[card("zombies/walker", "Bob"), mine("pirates/first-mate")],
                alice={"deck": ["pirates/swashbuckling", "pirates/broadside"]})
    game = game_for(pos)
    with pytest.raises(IllegalPlay, match="another player's minion"):
        play(game, "Alice", WC + "smart-set-up", target="pirates/first-mate")
    game = game_for(pos)
    play(game, "Alice", WC + "smart-set-up", target="zombies/walker")
    play(game, "Alice", "pirates/buccaneer", base=OASIS)
    assert zone_ids(game, hand("Alice")) == ["pirates/dinghy", "pirates/swashbuckling"]


# --- bases -------------------------------------------------------------------------


def test_arena_offers_an_extra_action_or_a_card_the_first_time():
    pos = board(["pirates/buccaneer"], first=ARENA, alice={"deck": ["pirates/dinghy"]})
    game = game_for(pos, "draw a card")
    play(game, "Alice", "pirates/buccaneer", base=ARENA)
    assert zone_ids(game, hand("Alice")) == ["pirates/dinghy"]
    game = game_for(pos, "play an extra action")
    play(game, "Alice", "pirates/buccaneer", base=ARENA)
    assert [a.kind for a in game.state.turn.allowances if a.source is not None] == ["action"]


def test_hall_of_fame_boosts_only_the_first_minion_you_play_there_this_turn():
    pos = board(["pirates/buccaneer", WC + "kaiju-conflict", "pirates/first-mate"], first=HALL)
    game = game_for(pos)
    play(game, "Alice", "pirates/buccaneer", base=HALL)
    assert power(game, "pirates/buccaneer") == 6
    end_turn(game)
    assert power(game, "pirates/buccaneer") == 4


def test_diva_copies_only_once_each_turn():
    pos = board([WC + "kaiju-conflict", WC + "its-blitzin-time", WC + "fast-as-lightning"], oasis=[mine(WC + "diva"), mine("pirates/buccaneer")])
    game = game_for(pos, "Buccaneer", "yes", "Buccaneer")  # Fast as Lightning: Diva is not asked again
    play(game, "Alice", WC + "kaiju-conflict")
    play(game, "Alice", WC + "its-blitzin-time")
    play(game, "Alice", WC + "fast-as-lightning")
    assert power(game, WC + "diva") == 3 + 4
    assert power(game, "pirates/buccaneer") == 4 + 4 + 2


def test_smart_set_up_draws_only_after_the_first_minion_here_each_turn():
    pos = board(["pirates/buccaneer"], oasis=[card("zombies/walker", "Bob", attached=[mine(WC + "smart-set-up")])],
                alice={"deck": ["pirates/swashbuckling", "pirates/broadside"]})
    game = game_for(pos)
    play(game, "Alice", "pirates/buccaneer", base=OASIS)
    assert zone_ids(game, hand("Alice")) == ["pirates/swashbuckling"]
