"""Adolescent Epic Geckos: first-action combos, two-action Talents, swaps, Fusion (K.C. Smith)."""

from __future__ import annotations

import pytest

from smashup_rules.engine.errors import IllegalPlay
from smashup_rules.engine.scoring import score_bases_phase
from smashup_rules.engine import effects
from smashup_rules.engine.zones import deck, discard, hand
from smashup_rules.engine.turn_state import PlayAllowance
from smashup_rules.engine.turn import start_turn
from tests.engine.builders import base, card, cites, game_for, one, play, player, position, power, talent, where, zone_ids

OPAL = "pirates/the-grey-opal"  # 17
TORTUGA = "pirates/tortuga"  # 21
G = "adolescent-epic-geckos/"
GECKOS = ["adolescent-epic-geckos", "pirates"]


def board(alice_hand=(), opal=(), tortuga=(), *, alice=None, bob=None, opal_base=OPAL, tortuga_base=TORTUGA, phase="play-cards", **options):
    return position(
        [player("Alice", **{"hand": alice_hand, "factions": GECKOS, **(alice or {})}), player("Bob", **(bob or {}))],
        [base(opal_base, *opal), base(tortuga_base, *tortuga)],
        phase=phase,
        **options,
    )


def allowances(game):
    return [a.describe() for a in game.state.turn.allowances]


# --- K.C. Smith: Fusion ---------------------------------------------------------------


def test_k_c_smith_played_as_a_minion_gives_an_extra_action():
    game = game_for(board([G + "k-c-smith"]))
    play(game, "Alice", G + "k-c-smith", base=OPAL)
    assert where(game, G + "k-c-smith") == f"at:{OPAL}"
    assert one(game, G + "k-c-smith").kind == "minion"
    assert sorted(allowances(game)) == ["extra action", "regular action"]


def test_k_c_smith_played_as_an_action_gives_an_extra_minion_and_is_discarded():
    game = game_for(board([G + "k-c-smith", "pirates/first-mate"]))
    play(game, "Alice", G + "k-c-smith")
    kc = one(game, G + "k-c-smith")
    assert kc.zone == discard("Alice") and kc.kind == "minion"  # a minion again in the discard pile
    assert sorted(allowances(game)) == ["extra minion", "regular minion"]  # the regular action was used
    assert game.state.turn.actions_played == [kc.iid] and game.state.turn.minions_played == []
    play(game, "Alice", "pirates/first-mate", base=OPAL)
    assert where(game, "pirates/first-mate") == f"at:{OPAL}"


def test_k_c_smith_as_an_action_needs_an_action_play():
    pos = board([G + "k-c-smith"])
    game = game_for(pos)
    game.state.turn.allowances = [a for a in game.state.turn.allowances if a.kind != "action"]
    with pytest.raises(IllegalPlay):
        play(game, "Alice", G + "k-c-smith")
    assert where(game, G + "k-c-smith") == "hand:Alice" and one(game, G + "k-c-smith").kind == "minion"


def test_an_extra_action_play_offers_k_c_smith_as_an_action():
    # Flip Kick (first action) gives an extra action: K.C. Smith may use it, as an action.
    game = game_for(board([G + "flip-kick", G + "k-c-smith"], alice={"deck": ["pirates/dinghy"]}))
    play(game, "Alice", G + "flip-kick")
    play(game, "Alice", G + "k-c-smith")
    assert where(game, G + "k-c-smith") == "discard:Alice"
    assert sorted(allowances(game)) == ["extra minion", "regular minion"]


def test_k_c_smith_as_an_action_counts_for_first_action_combos():
    game = game_for(board([G + "k-c-smith", G + "flip-kick"], alice={"deck": ["pirates/dinghy", "pirates/full-sail", "pirates/swashbuckling"]}))
    play(game, "Alice", G + "k-c-smith")  # first action
    game.state.turn.allowances.append(PlayAllowance("action", "x", G + "k-c-smith"))
    play(game, "Alice", G + "flip-kick")  # second action: draws 1 + 2
    assert len(game.state.zone(hand("Alice"))) == 3


# --- first-action combos ----------------------------------------------------------------


def test_flip_kick_first_action_gives_an_extra_action_else_draws_two_more():
    pos = board([G + "flip-kick"], alice={"deck": ["pirates/dinghy", "pirates/full-sail", "pirates/swashbuckling"]})
    game = game_for(pos)
    play(game, "Alice", G + "flip-kick")
    assert zone_ids(game, hand("Alice")) == ["pirates/dinghy"]
    assert "extra action" in allowances(game)
    game = game_for(pos)
    game.state.turn.record_play("Alice", "earlier", "action", "earlier")
    play(game, "Alice", G + "flip-kick")
    assert len(zone_ids(game, hand("Alice"))) == 3
    assert "extra action" not in allowances(game)


def test_breaking_news_draws_one_of_four_and_returns_the_rest():
    pos = board([G + "breaking-news"], alice={"deck": ["pirates/dinghy", "pirates/full-sail", "pirates/swashbuckling", "pirates/broadside", "pirates/cannon"]})
    game = game_for(pos, "Swashbuckling", "Dinghy", "Broadside", "Full Sail")
    play(game, "Alice", G + "breaking-news")
    assert zone_ids(game, hand("Alice")) == ["pirates/swashbuckling"]
    assert zone_ids(game, deck("Alice")) == ["pirates/full-sail", "pirates/broadside", "pirates/dinghy", "pirates/cannon"]
    assert "extra action" in allowances(game)


def test_gecko_blimp_first_moves_your_minion_and_gives_an_action_else_any_minion():
    pos = board([G + "gecko-blimp"], opal=[card("pirates/first-mate", "Alice"), card("zombies/walker", "Bob")])
    game = game_for(pos, "First Mate", "Tortuga")
    play(game, "Alice", G + "gecko-blimp")
    assert where(game, "pirates/first-mate") == f"at:{TORTUGA}"
    assert "extra action" in allowances(game)
    game = game_for(pos, "Walker", "Tortuga")
    game.state.turn.record_play("Alice", "earlier", "action", "earlier")
    play(game, "Alice", G + "gecko-blimp")
    assert where(game, "zombies/walker") == f"at:{TORTUGA}"
    assert "extra action" not in allowances(game)


def test_gecko_blimp_first_cannot_move_another_players_minion():
    game = game_for(board([G + "gecko-blimp"], opal=[card("pirates/first-mate", "Alice"), card("zombies/walker", "Bob")]))
    play(game, "Alice", G + "gecko-blimp")  # only First Mate may be chosen
    assert where(game, "zombies/walker") == f"at:{OPAL}" and where(game, "pirates/first-mate") == f"at:{TORTUGA}"


def test_the_masters_teachings_counters_then_extra_action_or_plus_two():
    pos = board([G + "the-masters-teachings"], opal=[card("pirates/first-mate", "Alice")])
    game = game_for(pos)
    play(game, "Alice", G + "the-masters-teachings")
    assert one(game, "pirates/first-mate").counters == 2 and power(game, "pirates/first-mate") == 4
    assert "extra action" in allowances(game)
    game = game_for(pos, "yes")
    game.state.turn.record_play("Alice", "earlier", "action", "earlier")
    play(game, "Alice", G + "the-masters-teachings")
    assert power(game, "pirates/first-mate") == 6
    assert "extra action" not in allowances(game)


def test_lasagna_party_plays_a_small_minion_now_then_counters_at_that_base_when_not_first():
    pos = board([G + "lasagna-party", "pirates/first-mate", "pirates/buccaneer"], opal=[card("zombies/walker", "Bob")])
    game = game_for(pos, "First Mate", "The Grey Opal", "Walker")
    game.state.turn.record_play("Alice", "earlier", "action", "earlier")
    play(game, "Alice", G + "lasagna-party")
    assert where(game, "pirates/first-mate") == f"at:{OPAL}"
    assert one(game, "zombies/walker").counters == 2  # "a minion at that base": any player's
    assert "regular minion" in allowances(game)  # the regular minion play is kept
    game = game_for(pos, "First Mate", "Tortuga")
    play(game, "Alice", G + "lasagna-party")
    assert "extra action" in allowances(game) and one(game, "zombies/walker").counters == 0


def test_lasagna_party_offers_only_minions_of_power_two_or_less():
    game = game_for(board([G + "lasagna-party", "pirates/buccaneer"]))
    play(game, "Alice", G + "lasagna-party")  # nothing fits: the extra minion play passes
    assert where(game, "pirates/buccaneer") == "hand:Alice"


# --- swaps ------------------------------------------------------------------------------


def test_gecko_rap_swaps_a_minion_for_a_weaker_one_from_the_discard_pile():
    pos = board([G + "gecko-rap"], opal=[card("pirates/buccaneer", "Alice")], alice={"discard": ["pirates/first-mate"]})
    game = game_for(pos, "Buccaneer", "First Mate")
    play(game, "Alice", G + "gecko-rap")
    assert where(game, "pirates/first-mate") == f"at:{OPAL}"
    assert where(game, "pirates/buccaneer") == "discard:Alice"
    assert one(game, "pirates/first-mate").counters == 0
    assert "extra action" in allowances(game)
    assert "terms.place" in cites(game)


def test_gecko_rap_not_first_places_a_counter_on_the_new_minion_from_hand():
    pos = board([G + "gecko-rap", "pirates/first-mate"], opal=[card("pirates/buccaneer", "Alice")])
    game = game_for(pos, "Buccaneer", "First Mate")
    game.state.turn.record_play("Alice", "earlier", "action", "earlier")
    play(game, "Alice", G + "gecko-rap")
    assert where(game, "pirates/buccaneer") == "hand:Alice"
    assert one(game, "pirates/first-mate").counters == 1
    assert "regular minion" in allowances(game)  # swapping in is not a minion play


def test_gecko_rap_refuses_stronger_or_same_named_minions():
    pos = board([G + "gecko-rap", "pirates/buccaneer", "pirates/first-mate"], opal=[card("pirates/first-mate", "Alice")])
    game = game_for(pos)  # Buccaneer: power 4 > 2; First Mate: the same name
    play(game, "Alice", G + "gecko-rap")
    assert where(game, "pirates/buccaneer") == "hand:Alice"
    assert zone_ids(game, hand("Alice")) == ["pirates/buccaneer", "pirates/first-mate"]


def test_june_swaps_a_printed_power_four_minion_for_one_from_the_deck():
    pos = board([G + "june"], opal=[card("pirates/buccaneer", "Alice")], alice={"deck": ["pirates/full-sail", "pirates/first-mate"]})
    game = game_for(pos, "Buccaneer", "First Mate")
    play(game, "Alice", G + "june", base=TORTUGA)
    assert where(game, "pirates/first-mate") == f"at:{OPAL}"
    assert where(game, "pirates/buccaneer") == "deck:Alice"
    assert sorted(zone_ids(game, deck("Alice"))) == ["pirates/buccaneer", "pirates/full-sail"]


def test_june_without_a_power_four_minion_may_draw_one_off_the_top_of_the_deck():
    # "Draw one off the top": revealed until a minion of printed power 4 (conflict.draw-off-the-top).
    pos = board([G + "june"], opal=[card("pirates/first-mate", "Alice")], alice={"deck": ["pirates/full-sail", "pirates/dinghy", "pirates/buccaneer", "pirates/cannon"]})
    game = game_for(pos, "yes")
    play(game, "Alice", G + "june", base=OPAL)
    assert zone_ids(game, hand("Alice")) == ["pirates/buccaneer"]
    assert sorted(zone_ids(game, deck("Alice"))) == ["pirates/cannon", "pirates/dinghy", "pirates/full-sail"]
    game = game_for(pos, "no")
    play(game, "Alice", G + "june", base=OPAL)
    assert zone_ids(game, hand("Alice")) == []


# --- Talents ----------------------------------------------------------------------------


def test_hokusai_places_a_counter_and_its_talent_needs_two_actions():
    pos = board([G + "hokusai"], tortuga=[card("pirates/first-mate", "Alice"), card("zombies/walker", "Bob")])
    game = game_for(pos, "First Mate", "Hokusai", "Walker")
    play(game, "Alice", G + "hokusai", base=OPAL)
    assert one(game, "pirates/first-mate").counters == 1
    with pytest.raises(IllegalPlay, match="not at least two actions"):
        talent(game, "Alice", G + "hokusai")
    game.state.turn.actions_played += ["a1", "a2"]
    talent(game, "Alice", G + "hokusai")
    assert one(game, G + "hokusai").counters == 1 and one(game, "zombies/walker").counters == 1


def test_kandinsky_gains_one_and_its_talent_gives_two_or_moves_a_minion_here():
    pos = board([G + "kandinsky"], tortuga=[card("pirates/first-mate", "Alice")])
    game = game_for(pos, "give this minion +2 power until the end of the turn")
    play(game, "Alice", G + "kandinsky", base=OPAL)
    assert power(game, G + "kandinsky") == 5
    game.state.turn.actions_played += ["a1", "a2"]
    talent(game, "Alice", G + "kandinsky")
    assert power(game, G + "kandinsky") == 7
    game = game_for(pos, "move another one of your minions to here", "First Mate")
    play(game, "Alice", G + "kandinsky", base=OPAL)
    game.state.turn.actions_played += ["a1", "a2"]
    talent(game, "Alice", G + "kandinsky")
    assert where(game, "pirates/first-mate") == f"at:{OPAL}"


def test_gecko_power_talent_needs_two_other_actions():
    pos = board([G + "gecko-power"], opal=[card("pirates/first-mate", "Alice")])
    game = game_for(pos, "place a +1 power counter on First Mate")
    play(game, "Alice", G + "gecko-power", target="pirates/first-mate")
    game.state.turn.record_play("Alice", "a1", "action", "earlier")
    with pytest.raises(IllegalPlay, match="two other actions"):
        talent(game, "Alice", G + "gecko-power")  # Gecko Power itself does not count
    game.state.turn.record_play("Alice", "a2", "action", "earlier")
    talent(game, "Alice", G + "gecko-power")
    assert one(game, "pirates/first-mate").counters == 1
    game = game_for(pos, "move First Mate", "Tortuga")
    play(game, "Alice", G + "gecko-power", target="pirates/first-mate")
    game.state.turn.actions_played += ["a1", "a2"]
    talent(game, "Alice", G + "gecko-power")
    assert where(game, "pirates/first-mate") == f"at:{TORTUGA}"
    assert where(game, G + "gecko-power") == "on:pirates/first-mate"


# --- Now You Know: Bullying ---------------------------------------------------------------


def test_bullying_moves_one_of_your_minions():
    game = game_for(board([G + "now-you-know-bullying"], opal=[card("pirates/first-mate", "Alice")]), "First Mate", "Tortuga")
    play(game, "Alice", G + "now-you-know-bullying")
    assert where(game, "pirates/first-mate") == f"at:{TORTUGA}"


def test_bullying_special_returns_a_minion_from_a_base_where_you_did_not_win():
    pos = board(
        [G + "now-you-know-bullying"],
        opal=[card(G + "k-c-smith", "Alice"), card("zombies/grave-digger", "Bob"), card("zombies/zombie-lord", "Bob"), card("zombies/walker", "Bob"),
              card("zombies/tenacious-z", "Bob"), card("robots/warbot", "Bob")],
        phase="score-bases", opal_base="dinosaurs/jungle-oasis", base_deck=("robots/the-central-brain",),
    )
    game = game_for(pos, "Alice: Now You Know: Bullying", "Alice: K.C. Smith")
    score_bases_phase(game)
    assert where(game, G + "k-c-smith") == "hand:Alice"
    assert where(game, G + "now-you-know-bullying") == "discard:Alice"


def test_bullying_special_is_not_offered_where_you_won():
    pos = board(
        [G + "now-you-know-bullying"],
        opal=[card(G + "june", "Alice", counters=10), card(G + "k-c-smith", "Alice"), card("zombies/walker", "Bob")],
        phase="score-bases", opal_base="dinosaurs/jungle-oasis", base_deck=("robots/the-central-brain",),
    )
    game = game_for(pos)  # nothing to ask: the Special is not offered
    score_bases_phase(game)
    assert where(game, G + "now-you-know-bullying") == "hand:Alice"
    assert where(game, G + "k-c-smith") == "discard:Alice"


# --- bases -------------------------------------------------------------------------------


def test_sewer_hideout_counter_after_the_second_action():
    pos = board([G + "flip-kick", "pirates/swashbuckling"], opal_base=G + "sewer-hideout", opal=[card("zombies/walker", "Bob")],
                alice={"deck": ["pirates/dinghy"]})
    game = game_for(pos, "Walker")
    play(game, "Alice", G + "flip-kick")
    assert one(game, "zombies/walker").counters == 0
    play(game, "Alice", "pirates/swashbuckling")
    assert one(game, "zombies/walker").counters == 1


def test_technoball_first_minion_here_each_turn_gives_an_extra_action():
    pos = board(["pirates/first-mate", G + "k-c-smith"], opal_base=G + "technoball")
    game = game_for(pos)
    play(game, "Alice", "pirates/first-mate", base=G + "technoball")
    assert sorted(allowances(game)) == ["extra action", "regular action"]
    game.state.turn.allowances.append(PlayAllowance("minion", "x", G + "k-c-smith"))
    play(game, "Alice", G + "k-c-smith", base=G + "technoball")  # second minion here: nothing more
    assert sorted(allowances(game)) == ["extra action", "extra action", "regular action"]  # one from K.C. Smith only


# --- Monet: an action play given up ----------------------------------------------------


def test_monet_draws_and_its_ongoing_gives_up_an_action_play_to_draw_and_count_as_an_action():
    pos = board([G + "monet"], alice={"deck": ["pirates/dinghy", "pirates/cannon"]})
    game = game_for(pos)
    play(game, "Alice", G + "monet", base=OPAL)
    assert zone_ids(game, hand("Alice")) == ["pirates/dinghy"]
    talent(game, "Alice", G + "monet")  # "Alice uses Monet"
    assert zone_ids(game, hand("Alice")) == ["pirates/dinghy", "pirates/cannon"]
    monet = one(game, G + "monet")
    assert game.state.turn.actions_played == [monet.iid]
    assert allowances(game) == []
    assert G + "monet" in cites(game) and "play.regular" in cites(game)
    with pytest.raises(IllegalPlay, match="no action play left"):
        talent(game, "Alice", G + "monet")


def test_monet_counts_for_sewer_hideout_as_the_second_action():
    pos = board([G + "flip-kick"], opal_base=G + "sewer-hideout", opal=[card(G + "monet", "Alice")],
                alice={"deck": ["pirates/dinghy", "pirates/cannon"]})
    game = game_for(pos, "Monet")
    play(game, "Alice", G + "flip-kick")
    talent(game, "Alice", G + "monet")
    assert one(game, G + "monet").counters == 1


def test_monet_only_in_your_play_cards_phase():
    game = game_for(board(opal=[card(G + "monet", "Alice")], turn="Bob"))
    with pytest.raises(IllegalPlay):
        talent(game, "Alice", G + "monet")


# --- Van Gogh: stored actions ------------------------------------------------------------


def test_van_gogh_shuffles_a_standard_action_from_the_discard_pile_into_the_deck():
    pos = board([G + "van-gogh"], alice={"discard": [G + "gecko-power", G + "flip-kick"]})
    game = game_for(pos, "Flip Kick")  # Gecko Power is played on a minion: not standard
    play(game, "Alice", G + "van-gogh", base=OPAL)
    assert where(game, G + "flip-kick") == "deck:Alice"
    assert where(game, G + "gecko-power") == "discard:Alice"


def test_van_gogh_stores_a_played_standard_action_and_shuffles_it_back_at_the_start_of_your_turn():
    pos = board([G + "flip-kick"], opal=[card(G + "van-gogh", "Alice")], alice={"deck": ["pirates/dinghy"]})
    game = game_for(pos, "yes")
    play(game, "Alice", G + "flip-kick")
    assert one(game, G + "flip-kick").zone == f"under:{one(game, G + 'van-gogh').iid}"
    assert zone_ids(game, discard("Alice")) == []
    game.state.check_invariants()
    game.state.turn.phase = "start-turn"
    start_turn(game)
    assert where(game, G + "flip-kick") == "deck:Alice"
    game = game_for(pos, "no")
    play(game, "Alice", G + "flip-kick")
    assert where(game, G + "flip-kick") == "discard:Alice"


def test_cards_stored_under_van_gogh_go_to_the_discard_pile_when_it_leaves_play():
    game = game_for(board([G + "flip-kick"], opal=[card(G + "van-gogh", "Alice")]))
    effects.store_under(game, one(game, G + "flip-kick"), one(game, G + "van-gogh"), None)
    effects.destroy(game, one(game, G + "van-gogh"), None)
    assert where(game, G + "flip-kick") == "discard:Alice"
    assert where(game, G + "van-gogh") == "discard:Alice"
    game.state.check_invariants()


def test_van_gogh_shuffles_stored_cards_into_the_deck_after_winning_its_base():
    pos = board([G + "flip-kick"], opal=[card(G + "van-gogh", "Alice", counters=20)], opal_base="dinosaurs/jungle-oasis",
                base_deck=("robots/the-central-brain",), phase="score-bases")
    game = game_for(pos)
    effects.store_under(game, one(game, G + "flip-kick"), one(game, G + "van-gogh"), None)
    score_bases_phase(game)
    assert where(game, G + "flip-kick") == "deck:Alice"
    assert where(game, G + "van-gogh") == "discard:Alice"


def test_k_c_smith_played_as_an_action_can_be_stored_under_van_gogh_and_is_a_minion_there():
    game = game_for(board([G + "k-c-smith"], opal=[card(G + "van-gogh", "Alice")]), "yes")
    play(game, "Alice", G + "k-c-smith")
    kc = one(game, G + "k-c-smith")
    assert kc.zone.startswith("under:") and kc.kind == "minion"
