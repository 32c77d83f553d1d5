"""Bear Cavalry: minions moving others, traps after a move, blocking extra plays, Major Ursa."""

from __future__ import annotations

import pytest

from smashup_rules.engine import effects
from smashup_rules.engine.errors import IllegalPlay
from smashup_rules.engine.power import breakpoint_of
from smashup_rules.engine.zones import hand
from smashup_rules.engine.turn_state import PlayAllowance
from smashup_rules.engine.turn import start_turn
from tests.engine.builders import base, card, cites, game_for, one, play, player, position, power, talent, vps, where, zone_ids

OPAL = "pirates/the-grey-opal"  # 17
TORTUGA = "pirates/tortuga"  # 21
BEARS = ["bear-cavalry", "steampunks"]


def board(alice_hand=(), opal=(), tortuga=(), *, alice=None, bob=None, opal_base=OPAL, opal_actions=(), tortuga_actions=(), **options):
    return position(
        [player("Alice", **{"hand": alice_hand, "factions": BEARS, **(alice or {})}), player("Bob", **(bob or {}))],
        [base(opal_base, *opal, actions=opal_actions), base(TORTUGA, *tortuga, actions=tortuga_actions)],
        **options,
    )


def test_general_ivan_stops_your_minions_being_destroyed():
    game = game_for(board(opal=[card("bear-cavalry/general-ivan", "Alice"), card("bear-cavalry/cub-scout", "Alice")]))
    assert effects.destroy(game, one(game, "bear-cavalry/cub-scout"), None) is False
    assert where(game, "bear-cavalry/cub-scout") == f"at:{OPAL}"


def test_general_ivan_once_per_turn_boosts_your_minions_where_another_players_minion_moved():
    pos = board(["bear-cavalry/grizzled-veteran"], opal=[card("zombies/walker", "Bob"), card("bear-cavalry/general-ivan", "Alice")],
                tortuga=[card("bear-cavalry/cub-scout", "Alice")])
    game = game_for(pos, "Walker", "General Ivan", "yes", "no")
    play(game, "Alice", "bear-cavalry/grizzled-veteran", base=OPAL)
    # Walker (2) moved next to the Cub Scout (3): Ivan boosts it; the Scout declines to destroy.
    assert power(game, "bear-cavalry/cub-scout") == 4
    assert where(game, "zombies/walker") == f"at:{TORTUGA}"


def test_grizzled_veteran_moves_another_players_minion_or_not():
    pos = board(["bear-cavalry/grizzled-veteran"], opal=[card("zombies/walker", "Bob")])
    game = game_for(pos, "Walker")
    play(game, "Alice", "bear-cavalry/grizzled-veteran", base=OPAL)
    assert where(game, "zombies/walker") == f"at:{TORTUGA}"
    game = game_for(pos, "pass")
    play(game, "Alice", "bear-cavalry/grizzled-veteran", base=OPAL)
    assert where(game, "zombies/walker") == f"at:{OPAL}"


def test_cub_scout_may_destroy_a_weaker_minion_moved_in_then_bring_a_small_minion():
    pos = board(["bear-cavalry/grizzled-veteran"], opal=[card("zombies/walker", "Bob")],
                tortuga=[card("bear-cavalry/cub-scout", "Alice")])
    game = game_for(pos, "Walker", "yes", "Grizzled Veteran")
    play(game, "Alice", "bear-cavalry/grizzled-veteran", base=OPAL)
    assert where(game, "zombies/walker") == "discard:Bob"
    assert where(game, "bear-cavalry/grizzled-veteran") == f"at:{TORTUGA}"
    game = game_for(pos, "Walker", "no")
    play(game, "Alice", "bear-cavalry/grizzled-veteran", base=OPAL)
    assert where(game, "zombies/walker") == f"at:{TORTUGA}"


def test_cub_scout_ignores_a_minion_that_is_not_weaker():
    pos = board(["bear-cavalry/grizzled-veteran"], opal=[card("robots/warbot", "Bob")], tortuga=[card("bear-cavalry/cub-scout", "Alice")])
    game = game_for(pos, "Warbot")
    play(game, "Alice", "bear-cavalry/grizzled-veteran", base=OPAL)
    assert where(game, "robots/warbot") == f"at:{TORTUGA}"


def test_polar_commando_places_a_counter_on_itself_or_a_weaker_minion():
    pos = board(opal=[card("bear-cavalry/polar-commando", "Alice"), card("zombies/walker", "Bob"), card("robots/warbot", "Bob")])
    game = game_for(pos, "Walker")
    talent(game, "Alice", "bear-cavalry/polar-commando")
    assert one(game, "zombies/walker").counters == 1
    game = game_for(pos, "Polar Commando")
    talent(game, "Alice", "bear-cavalry/polar-commando")
    assert power(game, "bear-cavalry/polar-commando") == 5


def test_bear_hug_each_other_player_destroys_their_weakest_minion():
    pos = board(["bear-cavalry/bear-hug"], opal=[card("zombies/walker", "Bob"), card("robots/warbot", "Bob"), card("bear-cavalry/cub-scout", "Alice")])
    game = game_for(pos)
    play(game, "Alice", "bear-cavalry/bear-hug")
    assert where(game, "zombies/walker") == "discard:Bob"
    assert where(game, "bear-cavalry/cub-scout") == f"at:{OPAL}"


def test_bear_necessities_blocks_extra_plays_until_your_turn_then_destroys_itself():
    pos = board(opal=[card("bear-cavalry/cub-scout", "Alice"), card("zombies/walker", "Bob")], opal_actions=[card("bear-cavalry/bear-necessities", "Alice")],
                bob={"hand": ["robots/zapbot", "robots/zapbot"]})
    game = game_for(pos)
    talent(game, "Alice", "bear-cavalry/bear-necessities")
    game.state.turn.player = "Bob"
    game.state.turn.allowances = [PlayAllowance("minion"), PlayAllowance("minion", "c1", "robots/zapbot")]
    play(game, "Bob", "robots/zapbot", base=TORTUGA)  # the regular play is fine
    with pytest.raises(IllegalPlay, match="extra"):
        play(game, "Bob", "robots/zapbot", base=TORTUGA)
    game.state.turn.player = "Alice"
    game.state.turn.phase = "start-turn"
    start_turn(game)
    assert where(game, "bear-cavalry/bear-necessities") == "discard:Alice"  # bear-cavalry/bear-necessities#1
    assert "bear-cavalry/bear-necessities#1" in cites(game)


def test_bear_necessities_without_its_talent_stays():
    pos = board(opal_actions=[card("bear-cavalry/bear-necessities", "Alice")], phase="start-turn")
    game = game_for(pos)
    start_turn(game)
    assert where(game, "bear-cavalry/bear-necessities") == f"on:{OPAL}"


def test_bear_rides_you_moves_your_minion_and_may_cancel_a_card_there():
    pos = board(["bear-cavalry/bear-rides-you"], opal=[card("bear-cavalry/cub-scout", "Alice")], tortuga=[card("steampunks/steam-man", "Bob")],
                tortuga_actions=[card("steampunks/rotary-slug-thrower", "Bob")])
    game = game_for(pos, "Cub Scout", "Rotary Slug Thrower")
    play(game, "Alice", "bear-cavalry/bear-rides-you")
    assert where(game, "bear-cavalry/cub-scout") == f"at:{TORTUGA}"
    assert power(game, "steampunks/steam-man") == 4  # +1 from its own ability only: the Thrower is cancelled
    game = game_for(pos, "Cub Scout", "pass")
    play(game, "Alice", "bear-cavalry/bear-rides-you")
    assert power(game, "steampunks/steam-man") == 6


def test_bear_rides_you_moving_another_players_minion_cancels_nothing():
    pos = board(["bear-cavalry/bear-rides-you"], opal=[card("zombies/walker", "Bob")])
    game = game_for(pos)
    play(game, "Alice", "bear-cavalry/bear-rides-you")
    assert where(game, "zombies/walker") == f"at:{TORTUGA}"


def test_bearing_down_raises_the_breakpoint_or_lowers_it_after_you_moved_someone_in():
    pos = board(["bear-cavalry/bearing-down", "bear-cavalry/grizzled-veteran"], opal=[card("zombies/walker", "Bob")],
                tortuga=[card("bear-cavalry/cub-scout", "Alice"), card("robots/warbot", "Bob")])
    game = game_for(pos, "Walker", "no")
    play(game, "Alice", "bear-cavalry/bearing-down", base=TORTUGA)
    assert breakpoint_of(game.state, one(game, TORTUGA)) == 21 + 4
    play(game, "Alice", "bear-cavalry/grizzled-veteran", base=OPAL)
    assert breakpoint_of(game.state, one(game, TORTUGA)) == 21 - 4


def test_commission_plays_a_minion_then_may_move_another_players_minion_from_there():
    pos = board(["bear-cavalry/commission", "bear-cavalry/cub-scout"], opal=[card("zombies/walker", "Bob")])
    game = game_for(pos, "Cub Scout", "The Grey Opal", "Walker")
    play(game, "Alice", "bear-cavalry/commission")
    assert (where(game, "bear-cavalry/cub-scout"), where(game, "zombies/walker")) == (f"at:{OPAL}", f"at:{TORTUGA}")
    game = game_for(pos, "Cub Scout", "The Grey Opal", "pass")
    play(game, "Alice", "bear-cavalry/commission")
    assert where(game, "zombies/walker") == f"at:{OPAL}"


def test_high_ground_may_be_destroyed_to_destroy_a_minion_moved_in():
    pos = board(["bear-cavalry/grizzled-veteran"], opal=[card("robots/warbot", "Bob")], tortuga=[card("steampunks/captain-ahab", "Alice")],
                tortuga_actions=[card("bear-cavalry/high-ground", "Alice")])
    game = game_for(pos, "Warbot", "yes", "destroy Warbot")
    play(game, "Alice", "bear-cavalry/grizzled-veteran", base=OPAL)
    assert where(game, "bear-cavalry/high-ground") == "discard:Alice"
    assert where(game, "robots/warbot") == f"at:{TORTUGA}"  # Warbot cannot be destroyed
    game = game_for(pos, "Warbot", "no")
    play(game, "Alice", "bear-cavalry/grizzled-veteran", base=OPAL)
    assert where(game, "bear-cavalry/high-ground") == f"on:{TORTUGA}"


def test_high_ground_may_draw_and_play_an_action_instead():
    pos = board(["bear-cavalry/grizzled-veteran"], opal=[card("zombies/walker", "Bob")], tortuga=[card("steampunks/captain-ahab", "Alice")],
                tortuga_actions=[card("bear-cavalry/high-ground", "Alice")], alice={"deck": ["bear-cavalry/bear-hug"]})
    game = game_for(pos, "Walker", "yes", "draw a card and play an action", "Bear Hug")
    play(game, "Alice", "bear-cavalry/grizzled-veteran", base=OPAL)
    assert where(game, "zombies/walker") == "discard:Bob"  # Bear Hug: Bob's weakest minion
    assert where(game, "bear-cavalry/bear-hug") == "discard:Alice"


def test_superiority_needs_the_most_power_then_draws_or_protects():
    pos = board(opal=[card("bear-cavalry/general-ivan", "Alice"), card("zombies/walker", "Bob")], opal_actions=[card("bear-cavalry/superiority", "Alice")],
                alice={"deck": ["bear-cavalry/bear-hug"]})
    game = game_for(pos, "draw a card")
    talent(game, "Alice", "bear-cavalry/superiority")
    assert zone_ids(game, hand("Alice")) == ["bear-cavalry/bear-hug"]
    game = game_for(pos, "protect your minions here")
    talent(game, "Alice", "bear-cavalry/superiority")
    from smashup_rules.engine.context import AbilityContext

    bob = AbilityContext(game.state, one(game, "zombies/walker"), game, "Bob")
    assert bob.return_to_hand(one(game, "bear-cavalry/general-ivan")) is False
    pos = board(opal=[card("zombies/walker", "Bob")], opal_actions=[card("bear-cavalry/superiority", "Alice")], alice={"deck": ["bear-cavalry/bear-hug"]})
    game = game_for(pos)
    talent(game, "Alice", "bear-cavalry/superiority")
    assert zone_ids(game, hand("Alice")) == []


def test_youre_pretty_much_borscht_moves_all_other_players_minions_to_one_base():
    pos = board(["bear-cavalry/youre-pretty-much-borscht"], opal=[card("bear-cavalry/cub-scout", "Alice"), card("zombies/walker", "Bob"), card("robots/zapbot", "Bob")])
    game = game_for(pos)
    play(game, "Alice", "bear-cavalry/youre-pretty-much-borscht")
    assert (where(game, "zombies/walker"), where(game, "robots/zapbot"), where(game, "bear-cavalry/cub-scout")) == (
        f"at:{TORTUGA}", f"at:{TORTUGA}", f"at:{OPAL}")


def test_field_of_honor_gives_1_vp_the_first_time_each_turn():
    pos = board(["bear-cavalry/bear-hug"], opal=[card("zombies/walker", "Bob"), card("zombies/walker", "Bob")], opal_base="bear-cavalry/field-of-honor")
    game = game_for(pos, "Walker")
    play(game, "Alice", "bear-cavalry/bear-hug")
    from smashup_rules.engine.context import AbilityContext

    alice = AbilityContext(game.state, one(game, "bear-cavalry/bear-hug"), game, "Alice")
    alice.destroy(game.state.minions_at(one(game, "bear-cavalry/field-of-honor"))[0])
    assert vps(game) == [1, 0]


def test_tsars_palace_forbids_small_minions_without_the_most_power():
    pos = board(["robots/zapbot", "bear-cavalry/cub-scout"], opal_base="bear-cavalry/tsars-palace")
    game = game_for(pos)
    with pytest.raises(IllegalPlay, match="Tsar"):  # bear-cavalry/tsars-palace#1: 0 against 0 is not more
        play(game, "Alice", "robots/zapbot", base="bear-cavalry/tsars-palace")
    play(game, "Alice", "bear-cavalry/cub-scout", base="bear-cavalry/tsars-palace")
    assert where(game, "bear-cavalry/cub-scout") == "at:bear-cavalry/tsars-palace"


def test_major_ursa_replaces_the_regular_minion_play_and_grows_when_minions_move():
    pos = board(["bear-cavalry/cub-scout", "bear-cavalry/bear-rides-you"], opal=[card("zombies/walker", "Bob")], alice={"titans": ["bear-cavalry/major-ursa"]})
    game = game_for(pos, "yes")
    play(game, "Alice", "bear-cavalry/major-ursa", base=OPAL)
    with pytest.raises(IllegalPlay):
        play(game, "Alice", "bear-cavalry/cub-scout", base=OPAL)
    play(game, "Alice", "bear-cavalry/bear-rides-you")  # Walker moves from Ursa's base
    assert one(game, "bear-cavalry/major-ursa").counters == 1


def test_major_ursa_talent_counter_on_a_minion_or_move():
    pos = board(opal=[card("bear-cavalry/major-ursa", "Alice", owner="Alice"), card("zombies/walker", "Bob")])
    game = game_for(pos, "place a +1 power counter on a minion here")
    talent(game, "Alice", "bear-cavalry/major-ursa")
    assert one(game, "zombies/walker").counters == 1
    game = game_for(pos, "move this titan")
    talent(game, "Alice", "bear-cavalry/major-ursa")
    assert where(game, "bear-cavalry/major-ursa") == f"at:{TORTUGA}"
