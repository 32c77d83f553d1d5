"""Cowboys: duels (duel cards, ties, one duel at a time), power boosts, Dynamite Surprise, Pecos Bill."""

from __future__ import annotations

import pytest

from smashup_rules.engine import effects
from smashup_rules.engine.context import AbilityContext
from smashup_rules.engine.errors import IllegalPlay
from smashup_rules.engine.resolve import apply_play
from smashup_rules.engine.scoring import score_bases_phase
from smashup_rules.engine.zones import deck, discard, hand
from smashup_rules.engine.turn_state import PlayAllowance
from smashup_rules.engine.turn import end_turn
from smashup_rules.position import PlaySpec

from tests.engine.builders import base, card, cites, game_for, messages, one, play, player, position, power, talent, vps, where, zone_ids

OASIS = "dinosaurs/jungle-oasis"  # 12, no ability
CEMETERY = "zombies/evans-city-cemetery"  # 20
SALOON = "cowboys/saloon"  # 20
CORRAL = "cowboys/so-so-corral"  # 19
COWBOYS = ["cowboys", "aliens"]


def board(alice_hand=(), oasis=(), cemetery=(), *, alice=None, bob=None, first=OASIS, second=CEMETERY, oasis_actions=(), **options):
    return position(
        [player("Alice", **{"hand": alice_hand, "factions": COWBOYS, **(alice or {})}),
         player("Bob", **{"factions": ["robots", "zombies"], **(bob or {})})],
        [base(first, *oasis, actions=oasis_actions), base(second, *cemetery)],
        **options,
    )


def kinds(game) -> list[str]:
    return [e.kind for e in game.log]


def first_index(game, kind: str, text: str = "") -> int:
    return next(i for i, e in enumerate(game.log) if e.kind == kind and text in e.message)


# --- the duel procedure ------------------------------------------------------------


def test_gunfighter_duel_destroys_the_losing_minion():
    game = game_for(board(["cowboys/gunfighter"], oasis=[card("zombies/walker", "Bob")]), "Walker")
    play(game, "Alice", "cowboys/gunfighter", base=OASIS)
    assert where(game, "zombies/walker") == "discard:Bob"
    assert where(game, "cowboys/gunfighter") == f"at:{OASIS}"
    assert {"duels.basics", "duels.outcome"} <= cites(game)


def test_gunfighter_may_decline_the_duel():
    game = game_for(board(["cowboys/gunfighter"], oasis=[card("zombies/walker", "Bob")]), "pass")
    play(game, "Alice", "cowboys/gunfighter", base=OASIS)
    assert where(game, "zombies/walker") == f"at:{OASIS}"
    assert "duel" not in kinds(game)


def test_gunfighter_only_duels_another_players_minion_here():
    pos = board(["cowboys/gunfighter"], oasis=[card("cowboys/sheriff", "Alice")], cemetery=[card("zombies/walker", "Bob")])
    game = game_for(pos)  # nothing to ask: no rival at its base
    play(game, "Alice", "cowboys/gunfighter", base=OASIS)
    assert "duel" not in kinds(game)


def test_a_tied_duel_destroys_both_minions():
    game = game_for(board(["cowboys/gunfighter"], oasis=[card("robots/hoverbot", "Bob")]), "Hoverbot")
    play(game, "Alice", "cowboys/gunfighter", base=OASIS)
    assert where(game, "robots/hoverbot") == "discard:Bob"
    assert where(game, "cowboys/gunfighter") == "discard:Alice"
    assert "duels.ties" in cites(game)


def test_duel_cards_an_action_is_played_free_and_a_minion_goes_back_to_hand():
    pos = board(["cowboys/gunfighter", "cowboys/quick-draw"], oasis=[card("zombies/grave-digger", "Bob")], bob={"hand": ["zombies/walker"]})
    game = game_for(pos, "Grave Digger", "Alice: Quick Draw", "Bob: Walker")
    play(game, "Alice", "cowboys/gunfighter", base=OASIS)
    assert power(game, "cowboys/gunfighter") == 7  # +4: in a duel
    assert where(game, "zombies/grave-digger") == "discard:Bob"
    assert zone_ids(game, hand("Bob")) == ["zombies/walker"]
    assert where(game, "cowboys/quick-draw") == "discard:Alice"
    assert any(a.regular and a.kind == "action" for a in game.state.turn.allowances)  # not Alice's action play
    assert any("(as a duel card)" in m for m in messages(game))
    # The challenger puts down first, the challenger's card is revealed first.
    assert first_index(game, "duel-card", "Alice") < first_index(game, "duel-card", "Bob")
    assert first_index(game, "reveal", "Alice") < first_index(game, "reveal", "Bob")


def test_a_face_down_duel_card_is_out_of_reach():
    pos = board(["cowboys/high-noon", "aliens/probe"], oasis=[card("cowboys/gunfighter", "Alice"), card("zombies/grave-digger", "Bob")],
                bob={"hand": ["robots/zapbot", "zombies/walker"]})
    game = game_for(pos, "Alice: Probe", "Bob: Zapbot")
    play(game, "Alice", "cowboys/high-noon")
    # Probe looked at Bob's hand while Zapbot lay face down: only Walker could be discarded.
    assert where(game, "zombies/walker") == "discard:Bob"
    assert where(game, "robots/zapbot") == "hand:Bob"


def test_a_duel_ends_without_result_when_the_minions_are_no_longer_together():
    pos = board(["cowboys/gunfighter"], oasis=[card("zombies/grave-digger", "Bob")], bob={"hand": ["aliens/beam-up"], "factions": ["robots", "aliens"]})
    game = game_for(pos, "Grave Digger", "Bob: Beam Up", "Grave Digger")
    play(game, "Alice", "cowboys/gunfighter", base=OASIS)
    assert where(game, "zombies/grave-digger") == "hand:Bob"
    assert where(game, "cowboys/gunfighter") == f"at:{OASIS}"
    assert any("without a result" in m for m in messages(game))


def test_a_duel_card_that_cannot_be_played_goes_back_to_hand():
    # Dynamite Surprise is played only through its Specials (play.special).
    pos = board(["cowboys/gunfighter", "cowboys/dynamite-surprise"], oasis=[card("zombies/walker", "Bob")])
    game = game_for(pos, "Walker", "Dynamite Surprise")
    play(game, "Alice", "cowboys/gunfighter", base=OASIS)
    assert where(game, "cowboys/dynamite-surprise") == "hand:Alice"
    assert where(game, "zombies/walker") == "discard:Bob"


def test_only_one_duel_at_a_time():
    # High Noon's extra minion is played at So-So Corral during the duel: the Corral's duel is ignored.
    pos = board(["cowboys/high-noon", "cowboys/sheriff"], oasis=[card("cowboys/gunfighter", "Alice"), card("zombies/walker", "Bob"),
                card("robots/zapbot", "Bob")], first=CORRAL)
    game = game_for(pos, "Walker", "Alice: pass", "Sheriff")
    play(game, "Alice", "cowboys/high-noon")
    assert where(game, "zombies/walker") == "discard:Bob"
    assert where(game, "cowboys/sheriff") == f"at:{CORRAL}"
    assert where(game, "robots/zapbot") == f"at:{CORRAL}"
    assert "duels.restrictions" in cites(game)
    assert not any(key.endswith(":duel") for key in game.state.turn.used_once)  # the Corral's duel is still unused
    assert game.state.duel is None


# --- minions -----------------------------------------------------------------------


def test_sheriff_may_duel_before_its_base_scores():
    pos = board(oasis=[card("cowboys/sheriff", "Alice"), card("zombies/grave-digger", "Bob"), card("robots/zapbot", "Bob"), card("zombies/walker", "Bob")])
    game = game_for(pos, "Grave Digger")
    score_bases_phase(game)
    assert where(game, "zombies/grave-digger") == "discard:Bob"
    assert vps(game) == [2, 0]  # Sheriff 5 beats Zapbot + Walker 4


def test_sheriff_does_not_duel_when_another_base_scores():
    pos = board(oasis=[card("zombies/grave-digger", "Bob"), card("robots/nukebot", "Bob"), card("robots/zapbot", "Bob"), card("zombies/walker", "Bob")],
                cemetery=[card("cowboys/sheriff", "Alice"), card("robots/hoverbot", "Bob")])
    game = game_for(pos)
    score_bases_phase(game)
    assert where(game, "robots/hoverbot") == f"at:{CEMETERY}"


def test_pinkerton_counter_goes_on_before_the_duel_cards_even_on_itself():
    pos = board(["cowboys/high-noon"], oasis=[card("cowboys/pinkerton", "Alice"), card("zombies/grave-digger", "Bob")], bob={"hand": ["zombies/walker"]})
    game = game_for(pos, "Pinkerton", "Bob: Walker")
    play(game, "Alice", "cowboys/high-noon")
    assert one(game, "cowboys/pinkerton").counters == 1
    assert where(game, "zombies/grave-digger") == "discard:Bob"  # 5 beats 4
    assert first_index(game, "counters") < first_index(game, "duel-card")
    assert "cowboys/pinkerton#1" in cites(game)


def test_pinkerton_boosts_your_dueling_minion_at_another_base_or_not():
    pos = board(["cowboys/gunfighter"], oasis=[card("robots/hoverbot", "Bob")], cemetery=[card("cowboys/pinkerton", "Alice")])
    game = game_for(pos, "Hoverbot", "Gunfighter")
    play(game, "Alice", "cowboys/gunfighter", base=OASIS)
    assert where(game, "robots/hoverbot") == "discard:Bob"
    assert where(game, "cowboys/gunfighter") == f"at:{OASIS}"
    game = game_for(pos, "Hoverbot", "pass")  # declined: a tie
    play(game, "Alice", "cowboys/gunfighter", base=OASIS)
    assert where(game, "cowboys/gunfighter") == "discard:Alice"


def test_pinkerton_helps_the_challenged_player_too():
    pos = board(["cowboys/gunfighter"], oasis=[card("zombies/walker", "Bob")], bob={"factions": ["cowboys", "zombies"]})
    pos.bases[1].minions.append(card("cowboys/pinkerton", "Bob"))
    game = game_for(pos, "Walker", "Bob: Walker")
    play(game, "Alice", "cowboys/gunfighter", base=OASIS)
    assert where(game, "zombies/walker") == "discard:Bob"  # 3 against 3: both destroyed
    assert where(game, "cowboys/gunfighter") == "discard:Alice"


def test_deputy_in_a_duel_after_the_other_card_is_revealed():
    pos = board(["cowboys/gunfighter", "cowboys/deputy"], oasis=[card("zombies/grave-digger", "Bob")],
                bob={"hand": ["zombies/walker"]})
    game = game_for(pos, "Grave Digger", "Alice: pass", "Bob: Walker", "Alice: Deputy", "Gunfighter")
    play(game, "Alice", "cowboys/gunfighter", base=OASIS)
    assert where(game, "cowboys/deputy") == "discard:Alice"
    assert where(game, "zombies/grave-digger") == "discard:Bob"  # 5 beats 4
    assert power(game, "cowboys/gunfighter") == 5
    assert first_index(game, "reveal", "Bob") < first_index(game, "special", "Deputy")
    assert "cowboys/deputy#1" in cites(game)


def test_deputy_on_your_turn_and_not_on_another_players():
    pos = board(["cowboys/deputy"], oasis=[card("zombies/walker", "Bob")])
    game = game_for(pos)
    talent(game, "Alice", "cowboys/deputy")  # "Alice uses Deputy": only one minion to choose
    assert power(game, "zombies/walker") == 4
    assert where(game, "cowboys/deputy") == "discard:Alice"
    assert any(a.regular and a.kind == "minion" for a in game.state.turn.allowances)  # not played: the minion play is left
    game = game_for(board(["cowboys/deputy"], oasis=[card("zombies/walker", "Bob")], turn="Bob"))
    with pytest.raises(IllegalPlay, match="^Alice may discard Deputy only on their turn or during a duel involving their minion.$") as refused:
        apply_play(game, PlaySpec("talent", "Alice", "cowboys/deputy"))
    assert refused.value.cites[:2] == ("terms.on-your-turn", "cowboys/deputy")  # the card's own reason, then the card
    assert where(game, "cowboys/deputy") == "hand:Alice"


def test_deputy_can_still_be_played_as_a_minion():
    game = game_for(board(["cowboys/deputy"]))
    play(game, "Alice", "cowboys/deputy", base=OASIS)
    assert where(game, "cowboys/deputy") == f"at:{OASIS}"


# --- actions -----------------------------------------------------------------------


def test_high_noon_win_gives_an_extra_minion_there():
    pos = board(["cowboys/high-noon", "cowboys/sheriff"], oasis=[card("cowboys/gunfighter", "Alice"), card("zombies/walker", "Bob")],
                cemetery=[card("zombies/grave-digger", "Bob")])
    game = game_for(pos, "Alice: pass", "Sheriff")
    play(game, "Alice", "cowboys/high-noon")
    assert where(game, "zombies/walker") == "discard:Bob"
    assert where(game, "cowboys/sheriff") == f"at:{OASIS}"
    assert any(a.regular and a.kind == "minion" for a in game.state.turn.allowances)


def test_high_noon_loss_or_tie_gives_no_extra_minion():
    pos = board(["cowboys/high-noon", "cowboys/sheriff"], oasis=[card("cowboys/gunfighter", "Alice"), card("zombies/grave-digger", "Bob")])
    game = game_for(pos, "Alice: pass")
    play(game, "Alice", "cowboys/high-noon")
    assert where(game, "cowboys/gunfighter") == "discard:Alice"
    assert where(game, "cowboys/sheriff") == "hand:Alice"
    pos = board(["cowboys/high-noon", "cowboys/sheriff"], oasis=[card("cowboys/gunfighter", "Alice"), card("robots/hoverbot", "Bob")])
    game = game_for(pos, "Alice: pass")
    play(game, "Alice", "cowboys/high-noon")
    assert (where(game, "cowboys/gunfighter"), where(game, "robots/hoverbot")) == ("discard:Alice", "discard:Bob")
    assert where(game, "cowboys/sheriff") == "hand:Alice"
    assert "cowboys/high-noon#1" in cites(game)


def test_high_noon_needs_one_of_your_minions_beside_a_rival():
    game = game_for(board(["cowboys/high-noon"], oasis=[card("cowboys/gunfighter", "Alice")], cemetery=[card("zombies/walker", "Bob")]))
    play(game, "Alice", "cowboys/high-noon")
    assert "duel" not in kinds(game)
    assert where(game, "cowboys/high-noon") == "discard:Alice"


def test_quick_draw_outside_a_duel_gives_2():
    game = game_for(board(["cowboys/quick-draw"], oasis=[card("cowboys/gunfighter", "Alice")]))
    play(game, "Alice", "cowboys/quick-draw")
    assert power(game, "cowboys/gunfighter") == 5
    end_turn(game)
    assert power(game, "cowboys/gunfighter") == 3


def test_run_em_off_winner_gains_3_and_its_controller_moves_the_loser():
    pos = board(["cowboys/run-em-off"], oasis=[card("cowboys/gunfighter", "Alice"), card("zombies/walker", "Bob")])
    game = game_for(pos)
    play(game, "Alice", "cowboys/run-em-off")
    assert power(game, "cowboys/gunfighter") == 6
    assert where(game, "zombies/walker") == f"at:{CEMETERY}"
    move = next(e for e in game.log if e.kind == "move")
    assert "cowboys/run-em-off" in move.cites


def test_run_em_off_tie_both_gain_3_and_each_moves_the_other():
    pos = board(["cowboys/run-em-off"], oasis=[card("cowboys/gunfighter", "Alice"), card("robots/hoverbot", "Bob")],
                first=SALOON, second=CEMETERY)
    pos.bases.append(base(OASIS))
    game = game_for(pos, "Alice: Evans City Cemetery", "Bob: Jungle Oasis")
    play(game, "Alice", "cowboys/run-em-off")
    assert (power(game, "cowboys/gunfighter"), power(game, "robots/hoverbot")) == (6, 6)
    assert where(game, "cowboys/gunfighter") == f"at:{OASIS}"
    assert where(game, "robots/hoverbot") == f"at:{CEMETERY}"


def test_stagecoach_moves_a_minion_and_transfers_an_action_from_one_base():
    pos = board(["cowboys/stagecoach"], oasis=[card("cowboys/gunfighter", "Alice"), card("zombies/walker", "Bob")],
                oasis_actions=[card("cowboys/gold-strike", "Alice")], cemetery=[card("cowboys/sheriff", "Alice")])
    game = game_for(pos, "Gunfighter", "Gold Strike")
    play(game, "Alice", "cowboys/stagecoach")
    assert where(game, "cowboys/gunfighter") == f"at:{CEMETERY}"
    assert where(game, "cowboys/gold-strike") == f"on:{CEMETERY}"
    assert where(game, "zombies/walker") == f"at:{OASIS}"
    assert "terms.transfer" in cites(game)


def test_stagecoach_second_card_must_be_on_the_same_base():
    pos = board(["cowboys/stagecoach"], oasis=[card("cowboys/gunfighter", "Alice"), card("cowboys/deputy", "Alice")],
                cemetery=[card("cowboys/sheriff", "Alice")])
    game = game_for(pos, "Gunfighter", "Sheriff")
    with pytest.raises(Exception, match="matches no option"):
        play(game, "Alice", "cowboys/stagecoach")


def test_form_a_posse_gives_1_and_stops_destroying_moving_returning_until_the_end_of_the_turn():
    pos = board(["cowboys/form-a-posse"], oasis=[card("cowboys/gunfighter", "Alice"), card("zombies/walker", "Bob")])
    game = game_for(pos)
    play(game, "Alice", "cowboys/form-a-posse")
    gunfighter = one(game, "cowboys/gunfighter")
    assert power(game, "cowboys/gunfighter") == 4
    assert power(game, "zombies/walker") == 2
    alice = AbilityContext(game.state, gunfighter, game, "Alice")
    assert effects.destroy(game, gunfighter, alice) is False  # even by its own player
    assert effects.move(game, gunfighter, one(game, CEMETERY), None) is False
    assert effects.return_to_hand(game, gunfighter, None) is False
    assert effects.place(game, gunfighter, "deck", None) is True  # placing is none of the three
    game = game_for(pos)
    play(game, "Alice", "cowboys/form-a-posse")
    end_turn(game)
    assert effects.destroy(game, one(game, "cowboys/gunfighter"), None) is True


def test_gold_in_them_thar_hills_draws_one_plays_it_and_returns_the_rest_in_any_order():
    pos = board(["cowboys/gold-in-them-thar-hills"], alice={"deck": ["cowboys/gunfighter", "cowboys/deputy", "cowboys/sheriff", "cowboys/stagecoach"]})
    game = game_for(pos, "Sheriff", "Sheriff", "Jungle Oasis", "Deputy")
    play(game, "Alice", "cowboys/gold-in-them-thar-hills")
    assert where(game, "cowboys/sheriff") == f"at:{OASIS}"
    assert zone_ids(game, deck("Alice")) == ["cowboys/gunfighter", "cowboys/deputy", "cowboys/stagecoach"]
    assert any(a.regular and a.kind == "minion" for a in game.state.turn.allowances)  # played as an extra card
    game = game_for(pos, "Deputy", "pass", "Gunfighter")
    play(game, "Alice", "cowboys/gold-in-them-thar-hills")
    assert zone_ids(game, hand("Alice")) == ["cowboys/deputy"]
    assert zone_ids(game, deck("Alice")) == ["cowboys/sheriff", "cowboys/gunfighter", "cowboys/stagecoach"]


def test_gold_strike_draws_after_you_play_a_minion_here():
    pos = board(["cowboys/gunfighter"], oasis_actions=[card("cowboys/gold-strike", "Alice")], alice={"deck": ["cowboys/deputy"]},
                bob={"hand": ["zombies/walker"]})
    game = game_for(pos)
    play(game, "Alice", "cowboys/gunfighter", base=OASIS)
    assert zone_ids(game, hand("Alice")) == ["cowboys/deputy"]
    game = game_for(board(oasis_actions=[card("cowboys/gold-strike", "Alice")], alice={"deck": ["cowboys/deputy"]},
                          bob={"hand": ["zombies/walker"]}, turn="Bob"))
    play(game, "Bob", "zombies/walker", base=OASIS)
    assert zone_ids(game, hand("Alice")) == []


def test_dynamite_surprise_before_scoring_where_you_trail():
    pos = board(["cowboys/dynamite-surprise"], oasis=[card("cowboys/gunfighter", "Alice"), card("zombies/grave-digger", "Bob"), card("robots/nukebot", "Bob")])
    game = game_for(pos, "Dynamite Surprise", "Grave Digger")
    score_bases_phase(game)
    assert where(game, "zombies/grave-digger") == "discard:Bob"
    assert where(game, "cowboys/dynamite-surprise") == "discard:Alice"
    assert vps(game) == [0, 2]


def test_dynamite_surprise_is_not_offered_while_you_are_winning_or_tied():
    pos = board(["cowboys/dynamite-surprise"], oasis=[card("cowboys/sheriff", "Alice"), card("robots/zapbot", "Alice"), card("zombies/grave-digger", "Bob"),
                card("robots/hoverbot", "Bob")])
    game = game_for(pos, "pass")  # only the Sheriff's duel is asked
    score_bases_phase(game)
    assert where(game, "cowboys/dynamite-surprise") == "hand:Alice"
    with pytest.raises(IllegalPlay, match="only be played through its Special"):
        play(game, "Alice", "cowboys/dynamite-surprise")


def test_dynamite_surprise_when_another_players_card_looks_at_your_hand():
    pos = board(["cowboys/dynamite-surprise", "cowboys/gunfighter"], oasis=[card("zombies/grave-digger", "Bob"), card("robots/nukebot", "Bob")],
                bob={"hand": ["aliens/probe"], "factions": ["robots", "aliens"]}, turn="Bob")
    game = game_for(pos)
    play(game, "Bob", "aliens/probe")
    assert where(game, "zombies/grave-digger") == "discard:Bob"  # the only one of power 4 or less
    assert where(game, "cowboys/gunfighter") == "discard:Alice"  # Probe still goes on
    assert where(game, "cowboys/dynamite-surprise") == "hand:Alice"
    assert "cowboys/dynamite-surprise#1" in cites(game)


def test_dynamite_surprise_in_the_deck_revealed_or_only_looked_at():
    pos = board(oasis=[card("zombies/grave-digger", "Bob")], alice={"deck": ["cowboys/dynamite-surprise", "cowboys/gunfighter"]})
    game = game_for(pos)
    bob = AbilityContext(game.state, one(game, "zombies/grave-digger"), game, "Bob")
    effects.look_at_top(game, "Alice", 2, bob)
    assert where(game, "zombies/grave-digger") == f"at:{OASIS}"
    effects.reveal_top(game, "Alice", bob)
    assert where(game, "zombies/grave-digger") == "discard:Bob"
    assert "cowboys/dynamite-surprise#1" in cites(game)
    game = game_for(pos)
    alice = AbilityContext(game.state, one(game, "cowboys/gunfighter"), game, "Alice")
    effects.reveal_top(game, "Alice", alice)  # your own card reveals it: nothing
    assert where(game, "zombies/grave-digger") == f"at:{OASIS}"


def test_dynamite_surprise_in_hand_when_another_players_card_looks_at_your_deck():
    pos = board(["cowboys/dynamite-surprise"], oasis=[card("zombies/grave-digger", "Bob")], alice={"deck": ["cowboys/gunfighter"]})
    game = game_for(pos)
    bob = AbilityContext(game.state, one(game, "zombies/grave-digger"), game, "Bob")
    effects.look_at_top(game, "Alice", 1, bob)
    assert where(game, "zombies/grave-digger") == "discard:Bob"
    assert where(game, "cowboys/dynamite-surprise") == "hand:Alice"


# --- bases -------------------------------------------------------------------------


def test_saloon_lets_each_player_with_a_minion_here_draw_after_a_destruction():
    pos = board(["cowboys/gunfighter"], oasis=[card("zombies/walker", "Bob"), card("robots/zapbot", "Bob")], first=SALOON,
                alice={"deck": ["cowboys/deputy"]}, bob={"deck": ["zombies/grave-digger"]})
    game = game_for(pos, "Walker", "Alice: yes", "Bob: no")
    play(game, "Alice", "cowboys/gunfighter", base=SALOON)
    assert zone_ids(game, hand("Alice")) == ["cowboys/deputy"]
    assert zone_ids(game, hand("Bob")) == []


def test_so_so_corral_duel_once_per_turn_the_challenger_destroys_the_loser():
    pos = board(["cowboys/deputy", "cowboys/deputy"], oasis=[card("robots/zapbot", "Bob"), card("zombies/walker", "Bob")], first=CORRAL)
    game = game_for(pos, "Zapbot", "Alice: pass", "Alice: pass")
    game.state.turn.allowances.append(PlayAllowance("minion", "test", "cowboys/so-so-corral"))
    play(game, "Alice", "cowboys/deputy", base=CORRAL)
    assert sum(e.kind == "destroy" for e in game.log) == 2  # a tie: both destroyed
    destroy = next(e for e in game.log if e.kind == "destroy")
    assert "cowboys/so-so-corral#1" in destroy.cites
    play(game, "Alice", "cowboys/deputy", base=CORRAL)  # once per turn: no second duel
    assert where(game, "zombies/walker") == f"at:{CORRAL}"


def test_so_so_corral_credits_the_challenging_player_with_the_destruction():
    pos = board(["cowboys/sheriff"], oasis=[card("zombies/grave-digger", "Bob")], first=CORRAL,
                alice={"factions": ["cowboys", "ninjas"], "deck": ["ninjas/poison", "ninjas/shinobi"]})
    pos.bases[1].minions.append(card("ninjas/invisible-ninja", "Alice"))
    game = game_for(pos, "Grave Digger", "yes", "Shinobi")
    play(game, "Alice", "cowboys/sheriff", base=CORRAL)
    assert where(game, "zombies/grave-digger") == "discard:Bob"
    assert zone_ids(game, hand("Alice")) == ["ninjas/shinobi"]  # Invisible Ninja: after you destroy another player's card


# --- Pecos Bill --------------------------------------------------------------------


def test_pecos_bill_comes_in_when_you_challenge_by_discarding_a_card():
    pos = board(["cowboys/high-noon", "cowboys/deputy"], oasis=[card("cowboys/gunfighter", "Alice"), card("zombies/grave-digger", "Bob")],
                alice={"titans": ["cowboys/pecos-bill"]})
    game = game_for(pos, "yes")
    play(game, "Alice", "cowboys/high-noon")
    assert where(game, "cowboys/pecos-bill") == f"at:{OASIS}"
    assert where(game, "cowboys/deputy") == "discard:Alice"
    assert where(game, "cowboys/gunfighter") == "discard:Alice"  # 3 loses to 4
    assert first_index(game, "play", "Pecos Bill") < first_index(game, "duel", "has power")


def test_pecos_bill_is_not_offered_to_the_challenged_player():
    pos = board(["cowboys/gunfighter"], oasis=[card("zombies/walker", "Bob")], bob={"titans": ["cowboys/pecos-bill"], "hand": ["zombies/walker"],
                "factions": ["cowboys", "zombies"]})
    game = game_for(pos, "Walker", "Bob: pass")
    play(game, "Alice", "cowboys/gunfighter", base=OASIS)
    assert where(game, "cowboys/pecos-bill") == "titans:Bob"


def test_pecos_bill_cannot_be_played_otherwise():
    game = game_for(board(alice={"titans": ["cowboys/pecos-bill"]}))
    with pytest.raises(IllegalPlay, match="challenger in a duel"):
        play(game, "Alice", "cowboys/pecos-bill", base=OASIS)


def test_pecos_bill_holds_the_titan_clash_until_the_duel_ends():
    pos = board(["cowboys/high-noon", "cowboys/deputy"], oasis=[card("cowboys/gunfighter", "Alice"), card("zombies/walker", "Bob"),
                card("ninjas/invisible-ninja", "Bob")], alice={"titans": ["cowboys/pecos-bill"]})
    game = game_for(pos, "yes")
    play(game, "Alice", "cowboys/high-noon")
    clash = first_index(game, "clash")
    assert first_index(game, "duel", "has power") < clash
    # After the duel Alice has 3 power there, Bob (Walker destroyed) 0: Bob's titan goes.
    assert where(game, "ninjas/invisible-ninja") == "titans:Bob"
    assert where(game, "cowboys/pecos-bill") == f"at:{OASIS}"


def test_pecos_bill_stops_other_players_moving_or_returning_minions_from_its_base_during_duels():
    pos = board(["cowboys/gunfighter"], oasis=[card("zombies/grave-digger", "Bob"), card("cowboys/pecos-bill", "Alice")],
                bob={"hand": ["aliens/beam-up"], "factions": ["robots", "aliens"]})
    game = game_for(pos, "Grave Digger", "Bob: Beam Up", "Grave Digger")
    play(game, "Alice", "cowboys/gunfighter", base=OASIS)
    assert where(game, "zombies/grave-digger") == f"at:{OASIS}"
    assert any(e.kind == "prevented" and "Pecos Bill" in e.message for e in game.log)
    assert where(game, "cowboys/gunfighter") == "discard:Alice"  # 3 against 4: the duel went on
    # Outside a duel, Pecos Bill protects nothing.
    game = game_for(board(oasis=[card("zombies/grave-digger", "Bob"), card("cowboys/pecos-bill", "Alice")],
                          bob={"hand": ["aliens/beam-up"], "factions": ["robots", "aliens"]}, turn="Bob"))
    play(game, "Bob", "aliens/beam-up")
    assert where(game, "zombies/grave-digger") == "hand:Bob"


def test_pecos_bill_draws_after_you_win_a_duel():
    pos = board(["cowboys/gunfighter"], oasis=[card("zombies/walker", "Bob")], cemetery=[card("cowboys/pecos-bill", "Alice")],
                alice={"deck": ["cowboys/deputy"]})
    game = game_for(pos, "Walker")
    play(game, "Alice", "cowboys/gunfighter", base=OASIS)
    assert zone_ids(game, hand("Alice")) == ["cowboys/deputy"]
    assert zone_ids(game, discard("Alice")) == []
