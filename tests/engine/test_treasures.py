"""The Treasure deck: treasures as cards without owner (treasures.nature) and each treasure."""

from __future__ import annotations

import pytest

from smashup_rules.engine.errors import IllegalPlay
from smashup_rules.engine.power import breakpoint_of, cancelled_by, player_power_at
from smashup_rules.engine.scoring import score_bases_phase
from smashup_rules.engine.zones import hand
from smashup_rules.engine.turn import start_turn
from tests.engine.builders import base, base_named, card, cites, game_for, messages, one, play, player, position, power, talent, where, zone_ids

OPAL = "pirates/the-grey-opal"  # 17, VP 3 1 1
TORTUGA = "pirates/tortuga"  # 21, VP 4 3 2
OASIS = "dinosaurs/jungle-oasis"  # 12, VP 2 0 0
TROLL = "monsters/web-troll"
DECK = ["treasures/cross-bow", "treasures/tiger-steed", "treasures/magic-missile"]


def board(opal=(), tortuga=(), *, alice_hand=(), opal_actions=(), turn="Alice", treasure_deck=DECK, treasure_discard=(), alice=None, **options):
    return position(
        [player("Alice", hand=alice_hand, **(alice or {})), player("Bob")],
        [base(OPAL, *opal, actions=opal_actions), base(TORTUGA, *tortuga)],
        turn=turn,
        monster_deck=[],
        treasure_deck=list(treasure_deck),
        treasure_discard=list(treasure_discard),
        **options,
    )


def treasures_in(game, zone):
    return [c.card_id for c in game.state.zone(zone) if c.group == "treasures"]


# --- treasures as cards ------------------------------------------------------------------


def test_a_treasure_has_a_controller_but_no_owner_and_goes_to_its_own_discard_pile():
    game = game_for(board(alice_hand=["treasures/cross-bow"], opal=[card("zombies/walker", "Bob")], treasure_deck=[]), "The Grey Opal", "Zombies")
    assert one(game, "treasures/cross-bow").owner is None
    play(game, "Alice", "treasures/cross-bow")
    assert where(game, "treasures/cross-bow") == "treasures-discard"
    assert "treasures.nature" in cites(game)


# --- minions -----------------------------------------------------------------------------


def test_dwarf_hireling_may_draw_a_card_of_the_treasure_discard_pile():
    pos = board(alice_hand=["treasures/dwarf-hireling"], treasure_discard=["treasures/wishing-ring", "treasures/cross-bow"])
    game = game_for(pos, "Wishing Ring")
    play(game, "Alice", "treasures/dwarf-hireling", base=OPAL)
    assert treasures_in(game, hand("Alice")) == ["treasures/wishing-ring"]
    assert "conflict.dwarf-hireling" in cites(game)


def test_halfling_hireling_gives_an_extra_minion_play():
    game = game_for(board(alice_hand=["treasures/halfling-hireling", "pirates/first-mate"]))
    play(game, "Alice", "treasures/halfling-hireling", base=OPAL)
    play(game, "Alice", "pirates/first-mate", base=OPAL)
    assert where(game, "pirates/first-mate") == f"at:{OPAL}"


def test_tiger_steed_destroys_a_monster_without_its_treasure_or_a_small_minion():
    pos = board([card(TROLL), card("zombies/walker", "Bob")], alice_hand=["treasures/tiger-steed"])
    game = game_for(pos, "destroy a monster here without its treasure", "no")
    play(game, "Alice", "treasures/tiger-steed", base=OPAL)
    assert where(game, TROLL) == "monsters-discard"
    assert treasures_in(game, hand("Alice")) == []  # no treasure collected (monsters.loot)
    game = game_for(pos, "destroy a minion of power 2 or less here", "Walker")
    play(game, "Alice", "treasures/tiger-steed", base=OPAL)
    assert where(game, "zombies/walker") == "discard:Bob"


# --- actions on a base ---------------------------------------------------------------------


def test_bag_of_caltrops_destroys_another_players_small_minion_and_itself():
    pos = board(opal_actions=[card("treasures/bag-of-caltrops", "Alice")], turn="Bob")
    pos.players[1].hand = [card("zombies/walker")]
    game = game_for(pos)
    play(game, "Bob", "zombies/walker", base=OPAL)
    assert where(game, "zombies/walker") == "discard:Bob"
    assert where(game, "treasures/bag-of-caltrops") == "treasures-discard"


def test_bag_of_caltrops_ignores_its_controllers_own_minions():
    game = game_for(board(alice_hand=["pirates/first-mate"], opal_actions=[card("treasures/bag-of-caltrops", "Alice")]))
    play(game, "Alice", "pirates/first-mate", base=OPAL)
    assert where(game, "pirates/first-mate") == f"at:{OPAL}"


def test_chest_of_holding_stores_cards_from_the_top_of_the_deck_and_its_talent_draws_one():
    pos = board(alice_hand=["treasures/chest-of-holding"], alice={"deck": ["pirates/cannon", "pirates/dinghy", "pirates/shanghai"]})
    game = game_for(pos, "2", "Dinghy")
    play(game, "Alice", "treasures/chest-of-holding", base=OPAL)
    chest = one(game, "treasures/chest-of-holding")
    assert zone_ids(game, f"under:{chest.iid}") == ["pirates/cannon", "pirates/dinghy"]
    talent(game, "Alice", "treasures/chest-of-holding")
    assert zone_ids(game, hand("Alice")) == ["pirates/dinghy"]


def test_potion_of_halitosis_is_destroyed_to_have_a_player_move_a_minion_away():
    pos = board([card("zombies/walker", "Bob")], opal_actions=[card("treasures/potion-of-halitosis", "Alice")])
    game = game_for(pos, "Tortuga")
    talent(game, "Alice", "treasures/potion-of-halitosis")
    assert where(game, "zombies/walker") == f"at:{TORTUGA}"
    assert where(game, "treasures/potion-of-halitosis") == "treasures-discard"


def test_potion_of_halitosis_may_be_used_before_its_base_scores():
    pos = position(
        [player("Alice"), player("Bob")],
        [base(OASIS, card("dinosaurs/king-rex", "Alice", counters=5), card("zombies/walker", "Bob"),
              actions=[card("treasures/potion-of-halitosis", "Alice")]), base(TORTUGA)],
        monster_deck=[], treasure_deck=[],
    )
    game = game_for(pos, "yes", "Bob", "Tortuga")
    score_bases_phase(game)
    assert where(game, "zombies/walker") == f"at:{TORTUGA}"
    assert game.state.player("Bob").vp == 0


# --- actions on a minion -------------------------------------------------------------------


def test_boots_of_butt_kicking_give_plus_one_and_an_extra_action():
    game = game_for(board([card("zombies/walker", "Bob")], alice_hand=["treasures/boots-of-butt-kicking", "pirates/cannon"]), "pass")
    play(game, "Alice", "treasures/boots-of-butt-kicking", target="zombies/walker")
    assert power(game, "zombies/walker") == 3
    play(game, "Alice", "pirates/cannon")  # the extra action


def test_boots_of_running_really_fast_move_their_minion_as_a_talent():
    pos = board([card("pirates/first-mate", "Alice", attached=[card("treasures/boots-of-running-really-fast", "Alice")])])
    game = game_for(pos, "Tortuga")
    talent(game, "Alice", "treasures/boots-of-running-really-fast")
    assert where(game, "pirates/first-mate") == f"at:{TORTUGA}"


def test_buckler_of_swashing_protects_from_the_cards_of_others_only():
    pos = board([card("pirates/first-mate", "Alice", attached=[card("treasures/buckler-of-swashing", "Alice")])], turn="Bob")
    pos.players[1].hand = [card("ninjas/seeing-stars")]
    game = game_for(pos, "First Mate")
    play(game, "Bob", "ninjas/seeing-stars")
    assert where(game, "pirates/first-mate") == f"at:{OPAL}"
    game = game_for(board([card("pirates/first-mate", "Alice", attached=[card("treasures/buckler-of-swashing", "Alice")])], alice_hand=["pirates/cannon"]), "First Mate", "pass")
    play(game, "Alice", "pirates/cannon")
    assert where(game, "pirates/first-mate") == "discard:Alice"


def test_chainsaw_of_bloody_dismemberment_gives_plus_three():
    game = game_for(board([card("zombies/walker", "Bob", attached=[card("treasures/chainsaw-of-bloody-dismemberment", "Alice")])]))
    assert power(game, "zombies/walker") == 5


def test_jetpack_of_anachronism_places_its_destroyed_minion_in_its_owners_hand():
    pos = board([card("zombies/walker", "Bob", attached=[card("treasures/jetpack-of-anachronism", "Alice")])], alice_hand=["pirates/cannon"])
    game = game_for(pos, "Walker", "pass")
    play(game, "Alice", "pirates/cannon")
    assert where(game, "zombies/walker") == "hand:Bob"
    assert where(game, "treasures/jetpack-of-anachronism") == "treasures-discard"


def test_jetpack_of_anachronism_cannot_return_a_treasure_minion_to_a_hand():
    pos = board([card("treasures/dwarf-hireling", "Bob", attached=[card("treasures/jetpack-of-anachronism", "Alice")])], alice_hand=["pirates/cannon"])
    game = game_for(pos, "Dwarf Hireling", "pass")
    play(game, "Alice", "pirates/cannon")
    assert where(game, "treasures/dwarf-hireling") == "treasures-discard"
    assert any("it has no owner and never goes to a hand" in m for m in messages(game))


def test_kneepads_of_allure_give_every_players_minions_there_plus_one_not_monsters():
    pos = board([card("zombies/walker", "Bob", attached=[card("treasures/kneepads-of-allure", "Alice")]), card("pirates/first-mate", "Alice"), card(TROLL)])
    game = game_for(pos)
    assert (power(game, "zombies/walker"), power(game, "pirates/first-mate"), power(game, TROLL)) == (3, 3, 2)


def test_magic_missile_goes_under_the_treasure_deck_to_destroy_a_small_minion_here():
    pos = board([card("pirates/first-mate", "Alice", attached=[card("treasures/magic-missile", "Alice")]), card("zombies/walker", "Bob")], treasure_deck=["treasures/cross-bow"])
    game = game_for(pos, "Walker")
    talent(game, "Alice", "treasures/magic-missile")
    assert where(game, "zombies/walker") == "discard:Bob"
    assert zone_ids(game, "treasures-deck") == ["treasures/cross-bow", "treasures/magic-missile"]
    assert "conflict.treasure-own-deck" in cites(game)


def test_potion_of_cowardice_gives_minus_two_and_cancels_the_minions_abilities():
    pos = board([card("robots/warbot", "Bob", attached=[card("treasures/potion-of-cowardice", "Alice")])], alice_hand=["ninjas/seeing-stars"])
    game = game_for(pos, "Warbot")
    assert power(game, "robots/warbot") == 2
    play(game, "Alice", "ninjas/seeing-stars")  # "cannot be destroyed" is cancelled
    assert where(game, "robots/warbot") == "discard:Bob"


def test_potion_of_line_cutting_takes_a_treasure_another_player_with_a_minion_here_would_draw():
    pos = board([card("pirates/first-mate", "Alice", attached=[card("treasures/potion-of-line-cutting", "Alice")]), card("zombies/walker", "Bob"), card(TROLL)], turn="Bob")
    pos.players[1].hand = [card("pirates/cannon")]
    pos.players[1].factions = ["pirates", "zombies"]
    game = game_for(pos, "Web Troll", "Bob: no", "Alice: draw it", "Bob: pass")
    play(game, "Bob", "pirates/cannon")
    assert treasures_in(game, hand("Alice")) == ["treasures/cross-bow"]
    assert treasures_in(game, hand("Bob")) == []
    assert where(game, "treasures/potion-of-line-cutting") == "treasures-discard"


def test_potion_of_redundancy_potion_uses_another_minions_talent_for_its_minion():
    pos = board([card("pirates/first-mate", "Alice", attached=[card("treasures/potion-of-redundancy-potion", "Alice")]), card("kung-fu-fighters/drunken-master", "Bob")])
    game = game_for(pos)
    talent(game, "Alice", "treasures/potion-of-redundancy-potion")
    assert one(game, "pirates/first-mate").counters == 1
    assert one(game, "kung-fu-fighters/drunken-master").counters == 0


def test_potion_of_redundancy_potion_needs_another_minion_with_a_talent():
    game = game_for(board([card("pirates/first-mate", "Alice", attached=[card("treasures/potion-of-redundancy-potion", "Alice")])]))
    with pytest.raises(IllegalPlay, match="no other minion in play has a Talent"):
        talent(game, "Alice", "treasures/potion-of-redundancy-potion")


def test_wishing_ring_may_go_in_the_box_for_1_vp_at_the_start_of_your_turn():
    pos = board([card("pirates/first-mate", "Alice", attached=[card("treasures/wishing-ring", "Alice")])], phase="start-turn")
    game = game_for(pos, "yes")
    start_turn(game)
    assert where(game, "treasures/wishing-ring") == "box"
    assert game.state.player("Alice").vp == 1


# --- standard actions ----------------------------------------------------------------------


def test_cross_bow_gives_plus_two_to_the_minions_of_one_faction_at_one_base():
    pos = board([card("zombies/walker", "Bob"), card("robots/zapbot", "Bob"), card(TROLL)], alice_hand=["treasures/cross-bow"])
    game = game_for(pos, "The Grey Opal", "Zombies")
    play(game, "Alice", "treasures/cross-bow")
    assert (power(game, "zombies/walker"), power(game, "robots/zapbot")) == (4, 2)


def test_dungeon_rule_book_destroys_an_action():
    pos = board(alice_hand=["treasures/dungeon-rule-book"], opal_actions=[card("treasures/bag-of-caltrops", "Bob")])
    game = game_for(pos)
    play(game, "Alice", "treasures/dungeon-rule-book")
    assert where(game, "treasures/bag-of-caltrops") == "treasures-discard"


def test_potion_of_idiotic_bravery_gives_plus_five_and_destroys_the_minion_before_its_base_scores():
    pos = position(
        [player("Alice", hand=["treasures/potion-of-idiotic-bravery"]), player("Bob")],
        [base(OASIS, card("dinosaurs/king-rex", "Alice"), card("zombies/walker", "Bob")), base(TORTUGA)],
        monster_deck=[], treasure_deck=[],
    )
    game = game_for(pos)
    play(game, "Alice", "treasures/potion-of-idiotic-bravery")
    assert power(game, "dinosaurs/king-rex") == 12
    score_bases_phase(game)
    assert where(game, "dinosaurs/king-rex") == "discard:Alice"
    assert game.state.player("Bob").vp == 2  # Alice's minion was gone before the VP


def test_potion_of_paralysis_cancels_a_base_and_every_card_there():
    pos = board([card("robots/warbot", "Bob", attached=[card("treasures/chainsaw-of-bloody-dismemberment", "Bob")])], alice_hand=["treasures/potion-of-paralysis"])
    game = game_for(pos, "The Grey Opal")
    play(game, "Alice", "treasures/potion-of-paralysis")
    assert power(game, "robots/warbot") == 4  # the Chainsaw's +3 is cancelled too
    assert cancelled_by(game.state, one(game, "robots/warbot")) is not None
    assert cancelled_by(game.state, base_named(game, OPAL)) is not None
    assert cancelled_by(game.state, base_named(game, TORTUGA)) is None


def test_wand_of_dowsing_draws_two_treasures_and_shuffles_itself_into_the_treasure_deck():
    game = game_for(board(alice_hand=["treasures/wand-of-dowsing"]))
    play(game, "Alice", "treasures/wand-of-dowsing")
    assert treasures_in(game, hand("Alice")) == DECK[:2]
    assert sorted(zone_ids(game, "treasures-deck")) == ["treasures/magic-missile", "treasures/wand-of-dowsing"]


def test_a_treasure_minion_counts_for_its_controller_like_any_minion():
    game = game_for(board([card("treasures/tiger-steed", "Alice")]))
    assert player_power_at(game.state, "Alice", base_named(game, OPAL)).total == 3
    assert breakpoint_of(game.state, base_named(game, OPAL)) == 17
