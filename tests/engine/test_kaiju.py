"""Kaiju: actions on bases that give power, Gorgodzolla, Tokyo and Kaiju Island."""

from __future__ import annotations

import pytest

from smashup_rules.engine import effects
from smashup_rules.engine.context import AbilityContext
from smashup_rules.engine.errors import IllegalPlay
from smashup_rules.engine.power import breakpoint_of, player_power_at
from smashup_rules.engine.zones import discard, hand
from smashup_rules.engine.turn_state import PlayAllowance
from smashup_rules.engine.turn import end_turn
from tests.engine.builders import base, card, cites, game_for, messages, one, play, player, position, power, where, zone_ids

OPAL = "pirates/the-grey-opal"  # 17
TORTUGA = "pirates/tortuga"  # 21
TOKYO = "kaiju/tokyo"  # 25
ISLAND = "kaiju/kaiju-island"  # 22
GORGO = "kaiju/gorgodzolla"
KAIJU = ["kaiju", "ninjas"]


def board(alice_hand=(), opal=(), tortuga=(), *, opal_actions=(), tortuga_actions=(), alice=None, bob=None, opal_base=OPAL, tortuga_base=TORTUGA, **options):
    return position(
        [player("Alice", **{"hand": alice_hand, "factions": KAIJU, **(alice or {})}), player("Bob", **(bob or {}))],
        [base(opal_base, *opal, actions=list(opal_actions)), base(tortuga_base, *tortuga, actions=list(tortuga_actions))],
        **options,
    )


def alice_power(game, base_id):
    return player_power_at(game.state, "Alice", one(game, base_id)).total


def gorgodzolla(controller="Alice", counters=0):
    return card(GORGO, controller, owner="Alice", counters=counters)


# --- minions -----------------------------------------------------------------------


def test_kaijookey_counts_your_actions_on_its_base_but_not_on_minions_or_other_players():
    pos = board(
        opal=[card("kaiju/kaijookey", "Alice"), card("zombies/walker", "Bob", attached=[card("ninjas/poison", "Alice")])],
        opal_actions=[card("kaiju/stomp", "Alice"), card("kaiju/oh-no", "Alice"), card("zombies/overrun", "Bob")],
    )
    game = game_for(pos)
    assert power(game, "kaiju/kaijookey") == 6  # kaiju/kaijookey#1: Poison on Walker does not count


def test_kaijookey_grows_as_you_play_actions_on_its_base():
    game = game_for(board(["kaiju/radioactive-breath"], opal=[card("kaiju/kaijookey", "Alice")]))
    play(game, "Alice", "kaiju/radioactive-breath", base=OPAL)
    assert power(game, "kaiju/kaijookey") == 5


def test_tiny_priestesses_may_play_gorgodzolla_here_without_a_counter():
    pos = board(["kaiju/tiny-priestesses"], alice={"titans": [GORGO]})
    game = game_for(pos, "yes")
    play(game, "Alice", "kaiju/tiny-priestesses", base=OPAL)
    assert where(game, GORGO) == f"at:{OPAL}"
    assert one(game, GORGO).counters == 0  # kaiju/tiny-priestesses#1
    assert "kaiju/tiny-priestesses#1" in cites(game)
    game = game_for(pos, "no")  # playing a titan is optional (titans.play)
    play(game, "Alice", "kaiju/tiny-priestesses", base=OPAL)
    assert where(game, GORGO) == "titans:Alice"


def test_tiny_priestesses_moves_gorgodzolla_here_and_it_keeps_its_counters():
    game = game_for(board(["kaiju/tiny-priestesses"], tortuga=[gorgodzolla(counters=2)]))
    play(game, "Alice", "kaiju/tiny-priestesses", base=OPAL)
    assert where(game, GORGO) == f"at:{OPAL}"
    assert one(game, GORGO).counters == 2


def test_tiny_priestesses_at_gorgodzollas_base_gives_it_a_counter_as_a_minion_played_there():
    game = game_for(board(["kaiju/tiny-priestesses"], opal=[gorgodzolla(counters=1)]))
    play(game, "Alice", "kaiju/tiny-priestesses", base=OPAL)
    assert one(game, GORGO).counters == 2


def test_tiny_priestesses_cannot_play_gorgodzolla_while_you_control_another_titan():
    pos = board(["kaiju/tiny-priestesses"], tortuga=[card("ninjas/invisible-ninja", "Alice")], alice={"titans": [GORGO]})
    game = game_for(pos)
    play(game, "Alice", "kaiju/tiny-priestesses", base=OPAL)
    assert where(game, GORGO) == "titans:Alice"
    assert "titans.play" in cites(game)


def test_johnny_returns_an_action_on_a_base_and_plays_it_here_as_an_extra_action():
    pos = board(["kaiju/johnny"], opal_actions=[card("kaiju/stomp", "Alice")])
    game = game_for(pos, "Stomp")
    play(game, "Alice", "kaiju/johnny", base=TORTUGA)
    assert where(game, "kaiju/stomp") == f"on:{TORTUGA}"
    assert breakpoint_of(game.state, one(game, TORTUGA)) == 18
    assert [a.kind for a in game.state.turn.allowances] == ["action"]  # the regular action play is still there
    game = game_for(pos, "pass")
    play(game, "Alice", "kaiju/johnny", base=TORTUGA)
    assert where(game, "kaiju/stomp") == f"on:{OPAL}"


def test_johnny_may_replay_an_action_on_its_own_base_but_not_one_on_a_minion():
    pos = board(["kaiju/johnny"], opal=[card("zombies/walker", "Bob")], opal_actions=[card("kaiju/tail-smash", "Alice")],
                tortuga=[card("zombies/zombie-lord", "Bob", attached=[card("ninjas/poison", "Alice")])])
    game = game_for(pos, "Tail Smash")  # the only candidate: Poison is on a minion
    play(game, "Alice", "kaiju/johnny", base=OPAL)
    assert where(game, "kaiju/tail-smash") == f"on:{OPAL}"
    assert where(game, "zombies/walker") == "discard:Bob"  # Tail Smash was played again
    assert where(game, "ninjas/poison") == "on:zombies/zombie-lord"


# --- actions -----------------------------------------------------------------------


def test_kaiju_alliance_reduces_every_base_by_4_until_the_end_of_the_turn():
    game = game_for(board(["kaiju/kaiju-alliance"]))
    play(game, "Alice", "kaiju/kaiju-alliance")
    assert [breakpoint_of(game.state, b) for b in game.state.bases()] == [13, 17]
    end_turn(game)
    assert [breakpoint_of(game.state, b) for b in game.state.bases()] == [17, 21]


def test_kaiju_conflict_gives_two_extra_actions():
    game = game_for(board(["kaiju/kaiju-conflict", "kaiju/stomp", "kaiju/stomp", "kaiju/kaiju-alliance"]))
    play(game, "Alice", "kaiju/kaiju-conflict")
    play(game, "Alice", "kaiju/stomp", base=OPAL)
    play(game, "Alice", "kaiju/stomp", base=OPAL)
    assert breakpoint_of(game.state, one(game, OPAL)) == 11
    with pytest.raises(IllegalPlay, match="no action play is left"):
        play(game, "Alice", "kaiju/kaiju-alliance")


def test_oh_no_gives_2_power_here_and_plays_gorgodzolla_without_a_counter():
    game = game_for(board(["kaiju/oh-no"], alice={"titans": [GORGO]}), "yes")
    play(game, "Alice", "kaiju/oh-no", base=OPAL)
    assert where(game, GORGO) == f"at:{OPAL}"
    assert one(game, GORGO).counters == 0  # kaiju/oh-no#1
    assert alice_power(game, OPAL) == 2
    assert zone_ids(game, hand("Alice")) == []  # and Gorgodzolla does not draw either


def test_oh_no_moves_gorgodzolla_here_from_another_base():
    game = game_for(board(["kaiju/oh-no"], tortuga=[gorgodzolla(counters=3)]))
    play(game, "Alice", "kaiju/oh-no", base=OPAL)
    assert (where(game, GORGO), one(game, GORGO).counters) == (f"at:{OPAL}", 3)
    assert alice_power(game, OPAL) == 5


def test_pick_up_a_bus_takes_an_action_played_on_a_base_from_the_discard_pile():
    pos = board(["kaiju/pick-up-a-bus"], alice={"discard": ["kaiju/kaiju-conflict", "ninjas/poison", "kaiju/stomp"]})
    game = game_for(pos)  # Stomp is the only one: forced
    play(game, "Alice", "kaiju/pick-up-a-bus")
    assert zone_ids(game, hand("Alice")) == ["kaiju/stomp"]
    assert zone_ids(game, discard("Alice")) == ["kaiju/kaiju-conflict", "ninjas/poison", "kaiju/pick-up-a-bus"]


def test_pick_up_a_bus_finds_nothing_without_such_an_action():
    game = game_for(board(["kaiju/pick-up-a-bus"], alice={"discard": ["kaiju/kaiju-conflict"]}))
    play(game, "Alice", "kaiju/pick-up-a-bus")
    assert zone_ids(game, hand("Alice")) == []
    assert any("cannot place an action" in m for m in messages(game))


def test_radioactive_breath_destroys_any_number_of_small_minions_here_and_gives_3_power():
    pos = board(["kaiju/radioactive-breath"], opal=[card("zombies/walker", "Bob"), card("robots/zapbot", "Bob"),
                                                    card("kaiju/johnny", "Alice"), card("robots/warbot", "Bob")])
    game = game_for(pos, "Walker", "Johnny", "pass")
    play(game, "Alice", "kaiju/radioactive-breath", base=OPAL)
    assert zone_ids(game, discard("Bob")) == ["zombies/walker"]
    assert zone_ids(game, discard("Alice")) == ["kaiju/johnny"]
    assert where(game, "robots/zapbot") == f"at:{OPAL}"
    assert alice_power(game, OPAL) == 3


def test_stomp_reduces_its_base_by_3_for_the_turn_even_once_gone_and_gives_2_power():
    game = game_for(board(["kaiju/stomp"]))
    play(game, "Alice", "kaiju/stomp", base=OPAL)
    assert (breakpoint_of(game.state, one(game, OPAL)), alice_power(game, OPAL)) == (14, 2)
    effects.destroy(game, one(game, "kaiju/stomp"), None)
    assert (breakpoint_of(game.state, one(game, OPAL)), alice_power(game, OPAL)) == (14, 0)
    end_turn(game)
    assert breakpoint_of(game.state, one(game, OPAL)) == 17


def test_tail_smash_destroys_another_players_minion_of_power_3_or_less():
    pos = board(["kaiju/tail-smash"], opal=[card("kaiju/johnny", "Alice"), card("zombies/walker", "Bob"), card("robots/warbot", "Bob")])
    game = game_for(pos)  # Walker is the only candidate
    play(game, "Alice", "kaiju/tail-smash", base=OPAL)
    assert where(game, "zombies/walker") == "discard:Bob"
    assert where(game, "kaiju/johnny") == f"at:{OPAL}"
    assert alice_power(game, OPAL) == 6


def test_the_folly_of_men_protects_your_minions_and_other_actions_here_from_other_players():
    pos = board(opal=[card("kaiju/johnny", "Alice"), card("zombies/walker", "Bob")],
                opal_actions=[card("kaiju/the-folly-of-men", "Alice"), card("kaiju/stomp", "Alice")],
                tortuga=[card("kaiju/kaijookey", "Alice")], bob={"hand": ["robots/microbot-fixer"]})
    game = game_for(pos)
    bob = one(game, "zombies/walker")
    by_bob = AbilityContext(game.state, bob, game, "Bob")
    assert by_bob.destroy(one(game, "kaiju/johnny")) is False
    assert by_bob.destroy(one(game, "kaiju/stomp")) is False
    assert by_bob.destroy(one(game, "kaiju/kaijookey")) is True  # not on this base
    assert by_bob.destroy(one(game, "kaiju/the-folly-of-men")) is True  # "other actions": not itself
    assert where(game, "kaiju/johnny") == f"at:{OPAL}"


def test_the_folly_of_men_does_not_stop_your_own_cards_and_gives_2_power():
    pos = board(["kaiju/radioactive-breath"], opal=[card("kaiju/johnny", "Alice")], opal_actions=[card("kaiju/the-folly-of-men", "Alice")])
    game = game_for(pos, "Johnny")
    play(game, "Alice", "kaiju/radioactive-breath", base=OPAL)
    assert where(game, "kaiju/johnny") == "discard:Alice"
    assert alice_power(game, OPAL) == 5


def test_there_goes_tokyo_destroys_gorgodzollas_base_moves_it_and_replaces_the_base():
    pos = board(["kaiju/there-goes-tokyo"], opal=[gorgodzolla(counters=2), card("zombies/walker", "Bob"), card("kaiju/johnny", "Alice")],
                opal_actions=[card("kaiju/stomp", "Alice")], base_deck=("dinosaurs/jungle-oasis",))
    game = game_for(pos)  # Tortuga is the only other base
    play(game, "Alice", "kaiju/there-goes-tokyo")
    assert (where(game, GORGO), one(game, GORGO).counters) == (f"at:{TORTUGA}", 2)
    assert zone_ids(game, discard("Bob")) == ["zombies/walker"]
    assert zone_ids(game, discard("Alice")) == ["kaiju/johnny", "kaiju/stomp", "kaiju/there-goes-tokyo"]
    assert [b.card_id for b in game.state.bases()] == ["dinosaurs/jungle-oasis", TORTUGA]
    assert zone_ids(game, "base-discard") == [OPAL]
    assert "terms.destroy" in cites(game)


def test_there_goes_tokyo_discards_the_cards_that_cannot_be_destroyed():
    pos = board(["kaiju/there-goes-tokyo"], opal=[gorgodzolla(), card("bear-cavalry/general-ivan", "Bob"), card("bear-cavalry/cub-scout", "Bob")],
                bob={"factions": ["bear-cavalry", "robots"]})
    game = game_for(pos)
    play(game, "Alice", "kaiju/there-goes-tokyo")
    assert zone_ids(game, discard("Bob")) == ["bear-cavalry/general-ivan", "bear-cavalry/cub-scout"]
    assert "kaiju/there-goes-tokyo#1" in cites(game)
    assert not any(" is destroyed and goes" in m for m in messages(game))


def test_there_goes_tokyo_does_nothing_without_gorgodzolla_in_play():
    game = game_for(board(["kaiju/there-goes-tokyo"], opal=[card("zombies/walker", "Bob")], alice={"titans": [GORGO]}))
    play(game, "Alice", "kaiju/there-goes-tokyo")
    assert [b.card_id for b in game.state.bases()] == [OPAL, TORTUGA]
    assert where(game, "zombies/walker") == f"at:{OPAL}"


def test_they_say_hes_got_to_go_moves_any_players_titan():
    pos = board(["kaiju/they-say-hes-got-to-go"], opal=[card("bear-cavalry/major-ursa", "Bob", counters=1)],
                bob={"factions": ["bear-cavalry", "robots"]})
    game = game_for(pos)
    play(game, "Alice", "kaiju/they-say-hes-got-to-go")
    assert (where(game, "bear-cavalry/major-ursa"), one(game, "bear-cavalry/major-ursa").counters) == (f"at:{TORTUGA}", 1)
    assert "kaiju/they-say-hes-got-to-go#1" in cites(game)


def test_wade_through_the_buildings_destroys_other_players_actions_on_the_base_only():
    pos = board(["kaiju/wade-through-the-buildings"],
                opal=[card("zombies/walker", "Bob", attached=[card("dinosaurs/upgrade", "Bob")])],
                opal_actions=[card("zombies/overrun", "Bob"), card("kaiju/stomp", "Alice")], bob={"factions": ["zombies", "dinosaurs"]})
    game = game_for(pos)
    play(game, "Alice", "kaiju/wade-through-the-buildings", base=OPAL)
    assert zone_ids(game, discard("Bob")) == ["zombies/overrun"]
    assert where(game, "dinosaurs/upgrade") == "on:zombies/walker"  # kaiju/wade-through-the-buildings#1
    assert where(game, "kaiju/stomp") == f"on:{OPAL}"
    assert alice_power(game, OPAL) == 6


# --- bases -------------------------------------------------------------------------


def test_kaiju_island_keeps_titans_together_and_gives_3_power_for_each():
    pos = board(["kaiju/tiny-priestesses"], opal_base=ISLAND, opal=[card("bear-cavalry/major-ursa", "Bob", counters=5)],
                bob={"factions": ["bear-cavalry", "robots"]}, alice={"titans": [GORGO]})
    game = game_for(pos, "yes")
    play(game, "Alice", "kaiju/tiny-priestesses", base=ISLAND)
    assert where(game, GORGO) == f"at:{ISLAND}"
    assert where(game, "bear-cavalry/major-ursa") == f"at:{ISLAND}"
    assert alice_power(game, ISLAND) == 3 + 3
    assert player_power_at(game.state, "Bob", one(game, ISLAND)).total == 5 + 3


def test_kaiju_island_cancelled_the_titans_there_stay_but_a_newcomer_clashes_with_them_all():
    pos = board(["kaiju/oh-no"], opal_base=ISLAND,
                opal=[card("bear-cavalry/major-ursa", "Bob", counters=1), card("ninjas/invisible-ninja", "Carol", owner="Carol", counters=4)],
                tortuga=[gorgodzolla(counters=2)], bob={"factions": ["bear-cavalry", "robots"]})
    pos.players.append(player("Carol", factions=["ninjas", "aliens"]))
    game = game_for(pos)
    island = one(game, ISLAND)
    AbilityContext(game.state, one(game, "kaiju/oh-no"), game, "Alice").cancel_until(island, "end-of-turn")
    assert len(game.state.titans_in_play()) == 3  # kaiju/kaiju-island#1: the titans already there stay
    play(game, "Alice", "kaiju/oh-no", base=ISLAND)
    # Alice 2 counters + Oh, No! 2 = 4; Bob 1; Carol 4: a tie with Carol, whose titan was there first.
    assert where(game, "ninjas/invisible-ninja") == f"at:{ISLAND}"
    assert where(game, GORGO) == "titans:Alice"
    assert where(game, "bear-cavalry/major-ursa") == "titans:Bob"


def test_a_titan_moved_to_a_base_with_another_titan_clashes_there():
    pos = board(["kaiju/oh-no"], opal=[card("bear-cavalry/major-ursa", "Bob", counters=3)], tortuga=[gorgodzolla(counters=2)],
                bob={"factions": ["bear-cavalry", "robots"]})
    game = game_for(pos)
    play(game, "Alice", "kaiju/oh-no", base=OPAL)  # Alice 2 + 2 = 4 beats Bob's 3
    assert where(game, "bear-cavalry/major-ursa") == "titans:Bob"
    assert where(game, GORGO) == f"at:{OPAL}"


def test_tokyo_gives_3_power_after_you_play_an_action_on_it_until_the_end_of_the_turn():
    pos = board(["kaiju/stomp", "ninjas/poison"], opal_base=TOKYO, opal=[card("zombies/walker", "Bob")])
    game = game_for(pos)
    play(game, "Alice", "kaiju/stomp", base=TOKYO)
    assert alice_power(game, TOKYO) == 2 + 3
    end_turn(game)
    assert alice_power(game, TOKYO) == 2


def test_tokyo_ignores_actions_played_on_minions_there():
    pos = board(["ninjas/poison"], opal_base=TOKYO, opal=[card("zombies/walker", "Bob")])
    game = game_for(pos)
    play(game, "Alice", "ninjas/poison", target="zombies/walker")
    assert alice_power(game, TOKYO) == 0


# --- Gorgodzolla -------------------------------------------------------------------


def test_gorgodzolla_needs_two_of_your_actions_at_the_base_counting_those_on_minions():
    pos = board(opal=[card("zombies/walker", "Bob", attached=[card("ninjas/poison", "Alice")])],
                opal_actions=[card("kaiju/stomp", "Alice")], tortuga_actions=[card("kaiju/stomp", "Alice")],
                alice={"titans": [GORGO]})
    game = game_for(pos)
    with pytest.raises(IllegalPlay, match="two or more"):
        play(game, "Alice", GORGO, base=TORTUGA)
    assert len(game.log) == 0
    play(game, "Alice", GORGO, base=OPAL)  # kaiju/gorgodzolla#2
    assert where(game, GORGO) == f"at:{OPAL}"
    assert [a.kind for a in game.state.turn.allowances] == ["action"]
    assert {"kaiju/gorgodzolla#1", "kaiju/gorgodzolla#2", "titans.play"} <= cites(game)


def test_gorgodzolla_is_played_only_instead_of_an_unused_regular_minion_play():
    pos = board(["kaiju/johnny"], opal_actions=[card("kaiju/stomp", "Alice"), card("kaiju/oh-no", "Alice")], alice={"titans": [GORGO]})
    game = game_for(pos, "pass")
    play(game, "Alice", "kaiju/johnny", base=TORTUGA)
    with pytest.raises(IllegalPlay, match="none is left"):
        play(game, "Alice", GORGO, base=OPAL)


def test_gorgodzolla_ignores_restrictions_on_minion_plays():
    pos = board(opal_actions=[card("kaiju/stomp", "Alice"), card("kaiju/oh-no", "Alice"), card("zombies/overrun", "Bob")],
                alice={"titans": [GORGO]})
    game = game_for(pos)
    play(game, "Alice", GORGO, base=OPAL)  # kaiju/gorgodzolla#1: Overrun stops minions only
    assert where(game, GORGO) == f"at:{OPAL}"


def test_gorgodzolla_grows_after_you_play_a_minion_or_an_action_here_and_may_draw_for_an_action():
    pos = board(["kaiju/johnny", "kaiju/stomp", "ninjas/poison"], opal=[gorgodzolla(), card("zombies/walker", "Bob")],
                alice={"deck": ["kaiju/kaijookey", "kaiju/tail-smash"]})
    game = game_for(pos, "yes")
    play(game, "Alice", "kaiju/johnny", base=OPAL)  # nothing of Alice's to replay: no question
    assert one(game, GORGO).counters == 1
    assert zone_ids(game, hand("Alice")) == ["kaiju/stomp", "ninjas/poison"]  # no draw for a minion
    play(game, "Alice", "kaiju/stomp", base=OPAL)
    assert one(game, GORGO).counters == 2
    assert zone_ids(game, hand("Alice")) == ["ninjas/poison", "kaiju/kaijookey"]
    assert alice_power(game, OPAL) == 2 + 2 + 2


def test_gorgodzolla_does_not_grow_for_another_players_plays_or_actions_on_minions():
    pos = board(["ninjas/poison"], opal=[gorgodzolla(), card("zombies/walker", "Bob")], bob={"hand": ["zombies/walker"]})
    game = game_for(pos)
    play(game, "Alice", "ninjas/poison", target="zombies/walker")
    assert one(game, GORGO).counters == 0
    game.state.turn.player = "Bob"
    game.state.turn.allowances = [PlayAllowance("minion")]
    play(game, "Bob", "zombies/walker", base=OPAL)
    assert one(game, GORGO).counters == 0
