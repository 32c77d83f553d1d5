"""Killer Plants: start-of-turn growth, searching and shuffling the deck, Killer Kudzu."""

from __future__ import annotations

import pytest

from smashup_rules.engine import effects
from smashup_rules.engine.errors import IllegalPlay
from smashup_rules.engine.power import breakpoint_of
from smashup_rules.engine.zones import deck, discard, hand
from smashup_rules.engine.turn_state import PlayAllowance
from smashup_rules.engine.turn import end_turn, start_turn
from tests.engine.builders import base, card, cites, game_for, one, play, player, position, power, talent, where, zone_ids

OPAL = "pirates/the-grey-opal"  # 17
TORTUGA = "pirates/tortuga"  # 21
PLANTS = ["killer-plants", "ghosts"]


def board(alice_hand=(), opal=(), tortuga=(), *, alice=None, bob=None, opal_base=OPAL, phase="play-cards", **options):
    return position(
        [player("Alice", **{"hand": alice_hand, "factions": PLANTS, **(alice or {})}), player("Bob", **(bob or {}))],
        [base(opal_base, *opal), base(TORTUGA, *tortuga)],
        phase=phase,
        **options,
    )


def test_sprout_is_destroyed_at_the_start_of_your_turn_and_may_fetch_a_minion_here():
    pos = board(opal=[card("killer-plants/sprout", "Alice")], alice={"deck": ["killer-plants/weed-eater", "killer-plants/venus-man-trap"]}, phase="start-turn")
    game = game_for(pos, "yes", "Weed Eater")
    start_turn(game)
    assert where(game, "killer-plants/sprout") == "discard:Alice"
    assert where(game, "killer-plants/weed-eater") == f"at:{OPAL}"
    assert zone_ids(game, deck("Alice")) == ["killer-plants/venus-man-trap"]  # power 5: not offered
    game = game_for(pos, "no")
    start_turn(game)
    assert where(game, "killer-plants/weed-eater") == "deck:Alice"


def test_a_water_lily_fetched_by_sprout_still_draws_this_turn():
    pos = board(opal=[card("killer-plants/sprout", "Alice")], alice={"deck": ["killer-plants/water-lily", "ghosts/ghost"]}, phase="start-turn")
    game = game_for(pos, "yes", "Water Lily")
    start_turn(game)  # killer-plants/water-lily#1
    assert where(game, "killer-plants/water-lily") == f"at:{OPAL}"
    assert zone_ids(game, hand("Alice")) == ["ghosts/ghost"]


def test_only_one_water_lily_draws_each_turn():
    pos = board(opal=[card("killer-plants/water-lily", "Alice"), card("killer-plants/water-lily", "Alice")],
                alice={"deck": ["ghosts/ghost", "ghosts/spirit"]}, phase="start-turn")
    game = game_for(pos, "Water Lily")
    start_turn(game)
    assert zone_ids(game, hand("Alice")) == ["ghosts/ghost"]


def test_venus_man_trap_talent_searches_for_a_small_minion_and_plays_it_here():
    pos = board(opal=[card("killer-plants/venus-man-trap", "Alice")], alice={"deck": ["killer-plants/sprout", "killer-plants/water-lily"]})
    game = game_for(pos, "Sprout")
    talent(game, "Alice", "killer-plants/venus-man-trap")
    assert where(game, "killer-plants/sprout") == f"at:{OPAL}"
    assert where(game, "killer-plants/water-lily") == "deck:Alice"
    game = game_for(pos, "pass")
    talent(game, "Alice", "killer-plants/venus-man-trap")
    assert where(game, "killer-plants/sprout") == "deck:Alice"


def test_weed_eater_gains_2_until_the_start_of_your_next_turn():
    game = game_for(board(opal=[card("killer-plants/weed-eater", "Alice")], phase="start-turn"))
    start_turn(game)
    assert power(game, "killer-plants/weed-eater") == 5


def test_blossom_plays_up_to_three_minions_with_the_same_name():
    game = game_for(board(["killer-plants/blossom", "killer-plants/sprout", "killer-plants/sprout", "killer-plants/water-lily"]),
                    "Sprout", "The Grey Opal", "Sprout", "Tortuga", "pass")
    play(game, "Alice", "killer-plants/blossom")
    assert zone_ids(game, hand("Alice")) == ["killer-plants/water-lily"]
    assert len(game.state.minions_at(one(game, OPAL))) == 1
    game = game_for(board(["killer-plants/blossom", "killer-plants/sprout"]), "pass")
    play(game, "Alice", "killer-plants/blossom")
    assert zone_ids(game, hand("Alice")) == ["killer-plants/sprout"]


def test_budding_searches_for_a_copy_of_a_minion_in_play():
    pos = board(["killer-plants/budding"], opal=[card("zombies/walker", "Bob")],
                alice={"deck": ["killer-plants/sprout", "killer-plants/water-lily"]}, tortuga=[card("killer-plants/water-lily", "Alice")])
    game = game_for(pos, "Water Lily")
    play(game, "Alice", "killer-plants/budding")
    assert zone_ids(game, hand("Alice")) == ["killer-plants/water-lily"]
    game = game_for(pos, "Walker")  # no copy in the deck: nothing found, deck still shuffled
    play(game, "Alice", "killer-plants/budding")
    assert zone_ids(game, hand("Alice")) == []
    assert [e.kind for e in game.log][-2] == "shuffle"


def test_choking_vines_destroys_its_minion_at_the_start_of_your_turn():
    game = game_for(board(["killer-plants/choking-vines"], opal=[card("zombies/walker", "Bob")]))
    play(game, "Alice", "killer-plants/choking-vines", target="zombies/walker")
    game.state.turn.phase = "start-turn"
    start_turn(game)
    assert where(game, "zombies/walker") == "discard:Bob"
    assert where(game, "killer-plants/choking-vines") == "discard:Alice"


def test_deep_roots_stops_other_players_moving_or_returning_but_not_destroying():
    pos = board(opal=[card("killer-plants/sprout", "Alice")], bob={"hand": ["aliens/beam-up", "ninjas/seeing-stars"], "factions": ["aliens", "ninjas"]},
                turn="Bob")
    pos.bases[0].actions.append(card("killer-plants/deep-roots", "Alice"))
    game = game_for(pos)
    play(game, "Bob", "aliens/beam-up")
    assert where(game, "killer-plants/sprout") == f"at:{OPAL}"
    game.state.turn.allowances.append(PlayAllowance("action"))
    play(game, "Bob", "ninjas/seeing-stars")  # killer-plants/deep-roots#1: destroying is not stopped
    assert where(game, "killer-plants/sprout") == "discard:Alice"


def test_entangled_stops_moving_from_bases_where_you_have_a_minion_and_wears_off():
    pos = board(["killer-plants/entangled"], opal=[card("killer-plants/sprout", "Alice"), card("zombies/walker", "Bob")], tortuga=[card("robots/zapbot", "Bob")])
    game = game_for(pos, "Entangled", "no")
    play(game, "Alice", "killer-plants/entangled", base=TORTUGA)
    assert effects.move(game, one(game, "zombies/walker"), one(game, TORTUGA), None) is False
    assert effects.move(game, one(game, "robots/zapbot"), one(game, OPAL), None) is True
    game.state.turn.phase = "start-turn"
    start_turn(game)
    assert where(game, "killer-plants/entangled") == "discard:Alice"


def test_insta_grow_gives_an_extra_minion():
    game = game_for(board(["killer-plants/insta-grow", "killer-plants/sprout", "killer-plants/sprout"]))
    play(game, "Alice", "killer-plants/insta-grow")
    play(game, "Alice", "killer-plants/sprout", base=OPAL)
    play(game, "Alice", "killer-plants/sprout", base=OPAL)
    assert len(game.state.minions_at(one(game, OPAL))) == 2


def test_overgrowth_reduces_the_breakpoint_to_0_for_the_turn_even_if_destroyed():
    game = game_for(board(["killer-plants/overgrowth"]))
    play(game, "Alice", "killer-plants/overgrowth", base=OPAL)
    game.state.turn.phase = "start-turn"
    start_turn(game)
    assert breakpoint_of(game.state, one(game, OPAL)) == 0
    effects.destroy(game, one(game, "killer-plants/overgrowth"), None)
    assert breakpoint_of(game.state, one(game, OPAL)) == 0  # killer-plants/overgrowth#1
    end_turn(game)
    assert breakpoint_of(game.state, one(game, OPAL)) == 17


def test_sleep_spores_gives_other_players_minions_minus_1_here():
    game = game_for(board(["killer-plants/sleep-spores"], opal=[card("zombies/walker", "Bob"), card("killer-plants/sprout", "Alice")]))
    play(game, "Alice", "killer-plants/sleep-spores", base=OPAL)
    assert (power(game, "zombies/walker"), power(game, "killer-plants/sprout")) == (1, 2)


def test_secret_grove_gives_one_extra_small_minion_there_on_your_turn():
    pos = board(["killer-plants/sprout", "killer-plants/sprout", "killer-plants/water-lily"], opal_base="killer-plants/secret-grove", phase="start-turn")
    game = game_for(pos)
    start_turn(game)
    play(game, "Alice", "killer-plants/sprout", base=TORTUGA)
    with pytest.raises(IllegalPlay):
        play(game, "Alice", "killer-plants/water-lily", base="killer-plants/secret-grove")  # power 3
    play(game, "Alice", "killer-plants/sprout", base="killer-plants/secret-grove")
    assert where(game, "killer-plants/water-lily") == "hand:Alice"


def test_the_greenhouse_winner_searches_for_a_minion_for_the_replacement_base():
    from smashup_rules.engine.scoring import score_bases_phase

    pos = board(opal=[card("robots/warbot", "Alice", counters=30)], opal_base="killer-plants/the-greenhouse",
                alice={"deck": ["killer-plants/venus-man-trap", "ghosts/seance"]}, base_deck=("dinosaurs/jungle-oasis",))
    game = game_for(pos, "yes", "Venus Man Trap")
    score_bases_phase(game)
    assert where(game, "killer-plants/venus-man-trap") == "at:dinosaurs/jungle-oasis"
    game = game_for(pos, "no")
    score_bases_phase(game)
    assert where(game, "killer-plants/venus-man-trap") == "deck:Alice"


def test_killer_kudzu_grows_aside_and_plays_instead_of_the_regular_minion_keeping_six():
    pos = board(["killer-plants/sprout"], alice={"titans": ["killer-plants/killer-kudzu"]}, phase="start-turn")
    game = game_for(pos)
    start_turn(game)
    kudzu = one(game, "killer-plants/killer-kudzu")
    assert kudzu.counters == 1
    with pytest.raises(IllegalPlay, match="three or more"):
        play(game, "Alice", "killer-plants/killer-kudzu", base=OPAL)
    kudzu.counters = 8
    play(game, "Alice", "killer-plants/killer-kudzu", base=OPAL)
    assert (where(game, "killer-plants/killer-kudzu"), kudzu.counters) == (f"at:{OPAL}", 6)
    with pytest.raises(IllegalPlay, match="no minion play"):
        play(game, "Alice", "killer-plants/sprout", base=OPAL)


def test_killer_kudzu_talent_destroys_it_to_play_from_the_discard_pile_then_it_draws_two():
    pos = board(opal=[card("killer-plants/killer-kudzu", "Alice", owner="Alice", counters=3)],
                alice={"discard": ["killer-plants/water-lily", "killer-plants/venus-man-trap"], "deck": ["ghosts/ghost", "ghosts/spirit"]})
    game = game_for(pos, "draw two cards", "Water Lily", "Tortuga")
    talent(game, "Alice", "killer-plants/killer-kudzu")
    assert where(game, "killer-plants/killer-kudzu") == "titans:Alice"
    assert where(game, "killer-plants/water-lily") == f"at:{TORTUGA}"
    assert zone_ids(game, hand("Alice")) == ["ghosts/ghost", "ghosts/spirit"]


def test_killer_kudzu_leaving_play_may_shuffle_two_minions_into_the_deck():
    pos = board(opal=[card("killer-plants/killer-kudzu", "Alice", owner="Alice")], alice={"discard": ["killer-plants/sprout", "ghosts/seance"]})
    game = game_for(pos, "shuffle minions into your deck", "Sprout")
    effects.destroy(game, one(game, "killer-plants/killer-kudzu"), None)
    assert zone_ids(game, deck("Alice")) == ["killer-plants/sprout"]
    assert zone_ids(game, discard("Alice")) == ["ghosts/seance"]
    assert "killer-plants/killer-kudzu" in cites(game)


def test_killer_kudzu_leaving_play_with_a_scored_base_still_triggers():
    from smashup_rules.engine.scoring import score_bases_phase

    pos = board(opal=[card("killer-plants/killer-kudzu", "Alice", owner="Alice", counters=2), card("robots/warbot", "Bob", counters=20)],
                alice={"deck": ["ghosts/ghost", "ghosts/spirit"]})
    game = game_for(pos, "draw two cards")
    score_bases_phase(game)
    assert where(game, "killer-plants/killer-kudzu") == "titans:Alice"
    assert one(game, "killer-plants/killer-kudzu").counters == 0
    assert zone_ids(game, hand("Alice")) == ["ghosts/ghost", "ghosts/spirit"]
