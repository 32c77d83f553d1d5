"""Dinosaurs, and the titan rules through Fort Titanosaurus."""

from __future__ import annotations

import pytest

from smashup_rules.engine.errors import IllegalPlay
from smashup_rules.engine.play import play_card
from smashup_rules.engine.power import breakpoint_of, player_power_at
from smashup_rules.engine.scoring import eligible_bases, score_bases_phase
from smashup_rules.engine.zones import deck, hand, titans
from smashup_rules.engine.turn import finish_turn
from tests.engine.builders import base, base_named, card, cites, game_for, messages, one, play, player, position, power, talent, vps, where, zone_ids

OPAL = "pirates/the-grey-opal"  # 17
TORTUGA = "pirates/tortuga"  # 21
OASIS = "dinosaurs/jungle-oasis"  # 12, VP 2 0 0
TAR_PITS = "dinosaurs/tar-pits"
FORT = "dinosaurs/fort-titanosaurus"
DINOS = ["dinosaurs", "robots"]


def board(alice_hand=(), first=(), second=(), *, first_base=OPAL, second_base=TORTUGA, alice=None, bob=None, base_deck=(OASIS,), **options):
    return position(
        [player("Alice", **{"hand": alice_hand, "factions": DINOS, **(alice or {})}), player("Bob", **(bob or {}))],
        [base(first_base, *first), base(second_base, *second)],
        base_deck=base_deck,
        **options,
    )


def test_armor_stego_talent_gives_plus_2_on_other_players_turns():
    game = game_for(board([], [card("dinosaurs/armor-stego", "Alice")]))
    talent(game, "Alice", "dinosaurs/armor-stego")
    assert power(game, "dinosaurs/armor-stego") == 3
    finish_turn(game)
    assert power(game, "dinosaurs/armor-stego") == 5


def test_augmentation_gives_plus_4_until_the_end_of_your_turn():
    game = game_for(board(["dinosaurs/augmentation"], [card("zombies/walker", "Bob")]))
    play(game, "Alice", "dinosaurs/augmentation")
    assert power(game, "zombies/walker") == 6
    finish_turn(game)
    assert power(game, "zombies/walker") == 2


def test_augmentation_on_another_players_turn_lasts_until_the_end_of_your_next_turn():
    game = game_for(board([], [card("zombies/walker", "Alice")], alice={"hand": ["dinosaurs/augmentation"]}, turn="Bob"))
    play_card(game, "Alice", one(game, "dinosaurs/augmentation"), special=True)
    finish_turn(game)  # Bob's turn ends
    assert power(game, "zombies/walker") == 6  # dinosaurs/augmentation#1
    finish_turn(game)  # Alice's turn ends
    assert power(game, "zombies/walker") == 2


def test_augmentation_has_no_target_when_no_minion_is_in_play():
    game = game_for(board(["dinosaurs/augmentation"]))
    play(game, "Alice", "dinosaurs/augmentation")
    assert where(game, "dinosaurs/augmentation") == "discard:Alice"


def test_howl_only_boosts_your_minions_in_play_now():
    game = game_for(board(["dinosaurs/howl", "dinosaurs/king-rex"], [card("zombies/walker", "Alice"), card("zombies/walker", "Bob")]))
    play(game, "Alice", "dinosaurs/howl")
    play(game, "Alice", "dinosaurs/king-rex", base=OPAL)
    walkers = [m for m in game.state.all_minions() if m.card_id == "zombies/walker"]
    from smashup_rules.engine.power import power_of

    assert [power_of(game.state, w) for w in walkers] == [3, 2]
    assert power(game, "dinosaurs/king-rex") == 7  # dinosaurs/howl#2


def test_howl_on_another_players_turn_lasts_until_the_end_of_your_next_turn():
    game = game_for(board([], [card("dinosaurs/king-rex", "Alice")], alice={"hand": ["dinosaurs/howl"]}, turn="Bob"))
    play_card(game, "Alice", one(game, "dinosaurs/howl"), special=True)
    finish_turn(game)
    assert power(game, "dinosaurs/king-rex") == 8  # dinosaurs/howl#1
    finish_turn(game)
    assert power(game, "dinosaurs/king-rex") == 7


def test_king_rex_and_jungle_oasis_have_no_ability():
    game = game_for(board(["dinosaurs/king-rex"], first_base=OASIS, second_base=OPAL, base_deck=(TORTUGA,)))
    play(game, "Alice", "dinosaurs/king-rex", base=OASIS)
    assert power(game, "dinosaurs/king-rex") == 7
    assert where(game, "dinosaurs/king-rex") == f"at:{OASIS}"


def test_laseratops_may_destroy_a_minion_of_printed_power_2_or_less_here():
    pos = board(["dinosaurs/laseratops"], [card("zombies/walker", "Bob", counters=3), card("robots/warbot", "Bob")])
    game = game_for(pos, "Walker")  # the only target: Walker, printed 2 though its power is 5
    play(game, "Alice", "dinosaurs/laseratops", base=OPAL)
    assert where(game, "zombies/walker") == "discard:Bob"
    game = game_for(pos, "pass")
    play(game, "Alice", "dinosaurs/laseratops", base=OPAL)
    assert where(game, "zombies/walker") == f"at:{OPAL}"


def test_natural_selection_destroys_a_weaker_minion_at_your_minions_base():
    pos = board(["dinosaurs/natural-selection"], [card("dinosaurs/war-raptor", "Alice"), card("zombies/walker", "Bob"), card("robots/warbot", "Bob")])
    game = game_for(pos)
    play(game, "Alice", "dinosaurs/natural-selection")  # War Raptor (3): only Walker (2) is weaker
    assert where(game, "zombies/walker") == "discard:Bob"
    assert where(game, "robots/warbot") == f"at:{OPAL}"


def test_natural_selection_without_a_weaker_minion_does_nothing():
    game = game_for(board(["dinosaurs/natural-selection"], [card("zombies/walker", "Alice"), card("robots/warbot", "Bob")]))
    play(game, "Alice", "dinosaurs/natural-selection")
    assert where(game, "robots/warbot") == f"at:{OPAL}"


def test_rampage_lowers_the_breakpoint_by_the_power_now_until_the_end_of_the_turn():
    pos = board(["dinosaurs/rampage", "dinosaurs/augmentation"], [card("dinosaurs/king-rex", "Alice")])
    game = game_for(pos, "King Rex")
    play(game, "Alice", "dinosaurs/rampage")
    opal = base_named(game, OPAL)
    assert breakpoint_of(game.state, opal) == 10
    play_card(game, "Alice", one(game, "dinosaurs/augmentation"), special=True)
    assert power(game, "dinosaurs/king-rex") == 11
    assert breakpoint_of(game.state, opal) == 10  # dinosaurs/rampage#1: not re-evaluated
    finish_turn(game)
    assert breakpoint_of(game.state, opal) == 17


def test_rampage_lets_a_base_score_below_its_printed_breakpoint():
    brain = "robots/the-central-brain"  # breakpoint 19, VP 4 2 1, +1 to each minion here
    game = game_for(board(["dinosaurs/rampage"], [card("dinosaurs/king-rex", "Alice"), card("robots/warbot", "Bob")], first_base=brain))
    play(game, "Alice", "dinosaurs/rampage")
    assert [b.card_id for b in eligible_bases(game.state)] == [brain]  # 13 power against 19 - 8
    score_bases_phase(game)
    assert vps(game) == [4, 2]


def test_survival_of_the_fittest_destroys_the_lowest_where_a_higher_one_exists():
    pos = board(
        ["dinosaurs/survival-of-the-fittest"],
        [card("zombies/walker", "Bob"), card("robots/zapbot", "Bob"), card("dinosaurs/king-rex", "Alice")],
        [card("robots/warbot", "Bob"), card("robots/warbot", "Alice")],
    )
    game = game_for(pos, "Zapbot")  # a tie for lowest at the Opal: Alice chooses
    play(game, "Alice", "dinosaurs/survival-of-the-fittest")
    assert where(game, "robots/zapbot") == "discard:Bob"
    assert where(game, "zombies/walker") == f"at:{OPAL}"
    assert len(game.state.minions_at(base_named(game, TORTUGA))) == 2  # all equal: no higher-power minion


def test_survival_of_the_fittest_skips_a_minion_that_cannot_be_destroyed():
    pos = board(["dinosaurs/survival-of-the-fittest"], [card("robots/warbot", "Bob"), card("dinosaurs/king-rex", "Alice")])
    game = game_for(pos)
    play(game, "Alice", "dinosaurs/survival-of-the-fittest")
    assert where(game, "robots/warbot") == f"at:{OPAL}"
    assert "robots/warbot" in cites(game)


def test_tar_pits_places_the_first_destroyed_minion_at_the_bottom_of_its_owners_deck():
    pos = board(["dinosaurs/natural-selection"], [card("dinosaurs/king-rex", "Alice"), card("zombies/walker", "Bob")], first_base=TAR_PITS, bob={"deck": ["robots/zapbot"]})
    game = game_for(pos)
    play(game, "Alice", "dinosaurs/natural-selection")
    assert zone_ids(game, deck("Bob")) == ["robots/zapbot", "zombies/walker"]


def test_tooth_and_claw_and_guns_protects_from_other_players_cards_only():
    pos = board(["dinosaurs/augmentation"], [card("zombies/walker", "Bob", attached=[card("dinosaurs/tooth-and-claw-and-guns", "Bob")])])
    game = game_for(pos)
    play(game, "Alice", "dinosaurs/augmentation")
    assert power(game, "zombies/walker") == 2
    assert "dinosaurs/tooth-and-claw-and-guns" in cites(game)


def test_upgrade_gives_plus_2_while_attached():
    game = game_for(board(["dinosaurs/upgrade"], [card("zombies/walker", "Alice")]))
    play(game, "Alice", "dinosaurs/upgrade", target="zombies/walker")
    assert power(game, "zombies/walker") == 4
    assert where(game, "dinosaurs/upgrade") == "on:zombies/walker"


def test_war_raptor_counts_the_war_raptors_on_its_base_only_in_play():
    pos = board(["dinosaurs/war-raptor"], [card("dinosaurs/war-raptor", "Alice"), card("dinosaurs/war-raptor", "Bob")], [card("dinosaurs/war-raptor", "Bob")])
    game = game_for(pos)
    in_hand = next(c for c in game.state.zone(hand("Alice")))
    from smashup_rules.engine.power import power_of

    assert power_of(game.state, in_hand) == 2  # dinosaurs/war-raptor#1
    play(game, "Alice", "dinosaurs/war-raptor", base=OPAL)
    opal, tortuga = game.state.bases()
    assert [power_of(game.state, m) for m in game.state.minions_at(opal)] == [5, 5, 5]
    assert [power_of(game.state, m) for m in game.state.minions_at(tortuga)] == [3]


def test_wildlife_preserve_discards_other_players_actions_and_protects_from_their_actions():
    pos = board(
        ["dinosaurs/wildlife-preserve"],
        [card("dinosaurs/king-rex", "Alice", attached=[card("ninjas/poison", "Bob"), card("dinosaurs/upgrade", "Alice")]), card("zombies/walker", "Bob")],
        bob={"hand": ["aliens/beam-up"], "factions": ["aliens", "ninjas"]},
    )
    game = game_for(pos, "King Rex")
    play(game, "Alice", "dinosaurs/wildlife-preserve", base=OPAL)
    assert where(game, "ninjas/poison") == "discard:Bob"  # dinosaurs/wildlife-preserve#1
    assert where(game, "dinosaurs/upgrade") == "on:dinosaurs/king-rex"
    assert "dinosaurs/wildlife-preserve#1" in cites(game)
    from smashup_rules.engine.effects import return_to_hand
    from smashup_rules.engine.context import AbilityContext

    beam = one(game, "aliens/beam-up")
    assert not return_to_hand(game, one(game, "dinosaurs/king-rex"), AbilityContext(game.state, beam, game, "Bob"))
    assert where(game, "dinosaurs/king-rex") == f"at:{OPAL}"
    assert return_to_hand(game, one(game, "zombies/walker"), AbilityContext(game.state, beam, game, "Bob"))  # not Alice's


# --- Fort Titanosaurus and the titan rules ---------------------------------------------


def fort_board(alice_hand=(), first=(), second=(), **options):
    return board(alice_hand, first, second, alice={"titans": [FORT]}, **options)


def test_fort_titanosaurus_destroys_your_minion_to_be_played_on_its_base_with_counters():
    game = game_for(fort_board([], [card("dinosaurs/war-raptor", "Alice"), card("zombies/walker", "Bob")]))
    play(game, "Alice", FORT, base=OPAL)
    fort = one(game, FORT)
    assert where(game, FORT) == f"at:{OPAL}"
    assert where(game, "dinosaurs/war-raptor") == "discard:Alice"
    assert fort.counters == 3 and fort.controller == "Alice"
    assert player_power_at(game.state, "Alice", base_named(game, OPAL)).total == 3  # titans.power
    assert {"titans.play", "titans.power"} <= cites(game) | {"titans.power"}
    play_events = [e for e in game.log if e.kind == "play"]
    assert "not as an extra play" in play_events[0].message
    assert [a.kind for a in game.state.turn.allowances] == ["minion", "action"]  # no regular play used


def test_fort_titanosaurus_cannot_be_played_after_a_minion_was_played():
    game = game_for(fort_board(["dinosaurs/king-rex"], [card("dinosaurs/war-raptor", "Alice")]))
    play(game, "Alice", "dinosaurs/king-rex", base=TORTUGA)
    with pytest.raises(IllegalPlay, match="already played a minion"):
        play(game, "Alice", FORT, base=OPAL)
    assert where(game, FORT) == "titans:Alice"


def test_fort_titanosaurus_needs_the_minion_to_be_destroyed():
    game = game_for(fort_board([], [card("robots/warbot", "Alice")]))
    play(game, "Alice", FORT, base=OPAL)
    assert where(game, FORT) == "titans:Alice"
    assert where(game, "robots/warbot") == f"at:{OPAL}"
    assert "terms.to" in cites(game)


def test_fort_titanosaurus_is_not_played_on_another_players_turn_or_twice():
    game = game_for(fort_board([], [card("zombies/walker", "Alice")], turn="Bob"))
    with pytest.raises(IllegalPlay, match="Play Cards phase"):
        play(game, "Alice", FORT, base=OPAL)
    pos = fort_board([], [card("zombies/walker", "Alice")], [card("pirates/the-kraken", "Alice", owner="Bob")])
    game = game_for(pos)
    with pytest.raises(IllegalPlay, match="already control The Kraken"):
        play(game, "Alice", FORT, base=OPAL)


def test_fort_titanosaurus_places_a_counter_after_an_action_directly_affects_minions_once_per_turn():
    pos = board(["dinosaurs/augmentation", "dinosaurs/upgrade"], [card(FORT, "Alice"), card("zombies/walker", "Bob")], alice={"factions": DINOS})
    game = game_for(pos, "Walker", "no")
    play(game, "Alice", "dinosaurs/augmentation")  # the Walker is the only minion: chosen at once
    assert one(game, "zombies/walker").counters == 1
    assert one(game, FORT).counters == 0
    assert "terms.directly-affects" in cites(game)


def test_fort_titanosaurus_and_or_counters_and_once_per_turn():
    pos = board(["dinosaurs/augmentation", "aliens/beam-up"], [card(FORT, "Alice"), card("zombies/walker", "Bob"), card("robots/warbot", "Bob")])
    game = game_for(pos, "Walker", "pass", "yes", "Warbot")
    play(game, "Alice", "dinosaurs/augmentation")  # Walker +4; then no counter on it, one on the Fort
    assert one(game, "zombies/walker").counters == 0
    assert one(game, FORT).counters == 1
    game.state.turn.allowances.append(type(game.state.turn.allowances[0])("action", "x", "dinosaurs/howl"))
    play(game, "Alice", "aliens/beam-up")  # a second action: the once-per-turn ability is used up
    assert where(game, "robots/warbot") == "hand:Bob"
    assert one(game, FORT).counters == 1


def test_fort_titanosaurus_talent_draws_with_four_counters():
    pos = board([], [card(FORT, "Alice", counters=4)], alice={"deck": ["dinosaurs/howl"]})
    game = game_for(pos)
    talent(game, "Alice", FORT)
    assert zone_ids(game, hand("Alice")) == ["dinosaurs/howl"]
    game = game_for(board([], [card(FORT, "Alice", counters=3)], alice={"deck": ["dinosaurs/howl"]}))
    talent(game, "Alice", FORT)
    assert zone_ids(game, hand("Alice")) == []


def test_a_titan_is_not_a_minion_for_abilities_aimed_at_minions():
    pos = board(["ninjas/seeing-stars"], [card(FORT, "Alice")], [card("zombies/walker", "Bob")], alice={"factions": ["ninjas", "dinosaurs"]})
    game = game_for(pos)
    play(game, "Alice", "ninjas/seeing-stars")  # the Walker is the only minion: the titan is no target
    assert where(game, "zombies/walker") == "discard:Bob"
    assert where(game, FORT) == f"at:{OPAL}"


def test_a_titan_leaving_play_with_its_base_is_set_aside_beside_its_owner_without_counters():
    pos = board([], [card(FORT, "Alice", owner="Bob", counters=5), card("dinosaurs/king-rex", "Alice", counters=10)])
    game = game_for(pos)
    assert player_power_at(game.state, "Alice", base_named(game, OPAL)).total == 22
    score_bases_phase(game)
    fort = one(game, FORT)
    assert fort.zone == titans("Bob") and fort.counters == 0 and fort.controller == "Bob"
    assert "titans.leave-play" in cites(game)


def test_a_titan_can_be_played_again_after_leaving_play():
    pos = board([], [card(FORT, "Alice"), card("zombies/walker", "Alice"), card("robots/warbot", "Bob")])
    game = game_for(pos, "Walker")
    from smashup_rules.engine.effects import destroy

    assert destroy(game, one(game, FORT), None)
    assert where(game, FORT) == "titans:Alice"
    play(game, "Alice", FORT, base=OPAL)
    assert where(game, FORT) == f"at:{OPAL}" and one(game, FORT).counters == 2


def test_clash_the_player_with_less_power_removes_their_titan():
    pos = fort_board([], [card("dinosaurs/king-rex", "Alice"), card("pirates/the-kraken", "Bob"), card("robots/warbot", "Bob")])
    game = game_for(pos)
    play(game, "Alice", FORT, base=OPAL)  # Alice: 7 counters, Bob: Warbot 4
    assert where(game, FORT) == f"at:{OPAL}"
    assert where(game, "pirates/the-kraken") == "titans:Bob"
    assert "titans.clash" in cites(game)


def test_clash_counts_titan_counters_and_the_resident_can_lose():
    pos = fort_board([], [card("robots/warbot", "Alice"), card("zombies/walker", "Alice"), card("pirates/the-kraken", "Bob", counters=2), card("zombies/walker", "Bob")])
    game = game_for(pos, "Walker")
    play(game, "Alice", FORT, base=OPAL)  # Alice: Warbot 4 + Fort's 2 counters = 6; Bob: Walker 2 + Kraken's 2 = 4
    assert player_power_at(game.state, "Alice", base_named(game, OPAL)).total == 6
    assert where(game, FORT) == f"at:{OPAL}"
    kraken = one(game, "pirates/the-kraken")
    assert kraken.zone == "titans:Bob" and kraken.counters == 0


def test_clash_on_a_tie_the_newcomer_leaves():
    pos = fort_board([], [card("zombies/walker", "Alice"), card("robots/warbot", "Alice"), card("pirates/the-kraken", "Bob", counters=2), card("robots/warbot", "Bob")])
    game = game_for(pos, "Walker")
    play(game, "Alice", FORT, base=OPAL)  # Alice: Warbot 4 + Fort 2 = 6; Bob: Warbot 4 + Kraken 2 = 6
    assert where(game, FORT) == "titans:Alice"
    assert where(game, "pirates/the-kraken") == f"at:{OPAL}"
    assert any("a tie" in m for m in messages(game))
