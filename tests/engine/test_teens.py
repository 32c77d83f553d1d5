"""Teens: power-3 minions rewarding the next power-3 play, names (Abe Frohman), the two bases."""

from __future__ import annotations

import pytest

from smashup_rules.engine.errors import IllegalPlay
from smashup_rules.engine.scoring import score_bases_phase
from smashup_rules.engine.zones import deck, discard, hand
from smashup_rules.engine.turn_state import PlayAllowance
from smashup_rules.engine.turn import end_turn, start_turn
from tests.engine.builders import base, card, cites, game_for, messages, one, play, player, position, power, talent, where, zone_ids

OPAL = "pirates/the-grey-opal"  # 17
TORTUGA = "pirates/tortuga"  # 21
CABIN = "teens/cabin-in-the-woods"
MONTRIDGE = "teens/montridge-high"
BRAIN_BASE = "robots/the-central-brain"  # each minion here has +1 power
TEENS = ["teens", "aliens"]


def board(alice_hand=(), opal=(), tortuga=(), *, alice=None, bob=None, opal_base=OPAL, tortuga_base=TORTUGA, **options):
    return position(
        [player("Alice", **{"hand": alice_hand, "factions": TEENS, **(alice or {})}), player("Bob", **(bob or {}))],
        [base(opal_base, *opal), base(tortuga_base, *tortuga)],
        **options,
    )


def extra_minion(game):
    game.state.turn.allowances.append(PlayAllowance("minion"))


def extra_action(game):
    game.state.turn.allowances.append(PlayAllowance("action"))


# --- Brain -------------------------------------------------------------------------


def test_brain_with_a_slacker_here_gives_an_extra_action():
    game = game_for(board(["teens/brain", "aliens/beam-up", "aliens/invasion"], opal=[card("teens/slacker", "Bob")]), "pass")
    play(game, "Alice", "teens/brain", base=OPAL)  # anyone's Slacker counts
    allowances = [a.describe() for a in game.state.turn.allowances]
    assert allowances == ["regular action", "extra action"]
    game = game_for(board(["teens/brain"], tortuga=[card("teens/slacker", "Alice")]))
    play(game, "Alice", "teens/brain", base=OPAL)  # the Slacker is not here
    assert [a.describe() for a in game.state.turn.allowances] == ["regular action"]


def test_brain_draws_once_per_turn_after_you_play_another_power_3_minion():
    pos = board(["aliens/scout", "aliens/invader", "aliens/collector"], opal=[card("teens/brain", "Alice")], alice={"deck": ["aliens/probe", "aliens/crop-circles"]})
    game = game_for(pos, "yes")
    play(game, "Alice", "aliens/scout", base=TORTUGA)
    assert zone_ids(game, hand("Alice")) == ["aliens/invader", "aliens/collector", "aliens/probe"]
    extra_minion(game)
    play(game, "Alice", "aliens/invader", base=TORTUGA)  # once per turn: no second draw, no question
    assert len(zone_ids(game, hand("Alice"))) == 2


def test_brain_declined_keeps_its_once_per_turn_and_ignores_other_powers():
    pos = board(["aliens/collector", "aliens/scout", "aliens/invader"], opal=[card("teens/brain", "Alice")], alice={"deck": ["aliens/probe"]})
    game = game_for(pos, "no", "yes")
    play(game, "Alice", "aliens/collector", base=TORTUGA)  # power 2: not asked
    extra_minion(game)
    play(game, "Alice", "aliens/scout", base=TORTUGA)  # declined
    extra_minion(game)
    play(game, "Alice", "aliens/invader", base=TORTUGA)  # still available
    assert zone_ids(game, hand("Alice")) == ["aliens/probe"]


def test_brain_does_not_react_to_other_players_plays_or_itself():
    pos = board(["teens/brain"], opal=[card("teens/brain", "Bob")], alice={"deck": ["aliens/probe"]}, bob={"deck": ["zombies/walker"]})
    game = game_for(pos)  # no question for Bob's Brain nor for the Brain played
    play(game, "Alice", "teens/brain", base=OPAL)
    assert zone_ids(game, hand("Bob")) == []


def test_the_power_3_is_read_after_the_minion_is_played():
    # A Jock played beside a Prep has 5 power once played: Brain does not see a minion of power 3.
    pos = board(["teens/jock"], opal=[card("teens/prep", "Alice"), card("teens/brain", "Alice")], alice={"deck": ["aliens/probe"]})
    game = game_for(pos, "pass")  # only Prep's reward is offered: +2 to a minion, passed
    play(game, "Alice", "teens/jock", base=OPAL)
    assert power(game, "teens/jock") == 5
    assert zone_ids(game, hand("Alice")) == []
    # A minion at The Central Brain has 4 power: no reward at all.
    pos = board(["aliens/scout"], opal=[card("teens/brain", "Alice")], tortuga_base=BRAIN_BASE, alice={"deck": ["aliens/probe"]})
    game = game_for(pos)
    play(game, "Alice", "aliens/scout", base=BRAIN_BASE)
    assert zone_ids(game, hand("Alice")) == []


# --- Slacker -----------------------------------------------------------------------


def test_slacker_with_a_rebel_here_moves_up_to_two_of_your_minions():
    pos = board(["teens/slacker"], opal=[card("teens/rebel", "Alice"), card("aliens/scout", "Alice"), card("aliens/invader", "Alice")])
    game = game_for(pos, "Rebel", "Scout", "pass")  # the only other base is chosen without asking; then the Rebel's reward, passed
    play(game, "Alice", "teens/slacker", base=OPAL)
    assert (where(game, "teens/rebel"), where(game, "aliens/scout"), where(game, "aliens/invader")) == (f"at:{TORTUGA}", f"at:{TORTUGA}", f"at:{OPAL}")
    game = game_for(pos, "pass", "pass")
    play(game, "Alice", "teens/slacker", base=OPAL)
    assert where(game, "teens/rebel") == f"at:{OPAL}"


def test_slacker_places_a_card_from_your_discard_pile_on_the_bottom_of_your_deck():
    pos = board(["aliens/scout"], opal=[card("teens/slacker", "Alice")], alice={"deck": ["aliens/probe"], "discard": ["aliens/invader", "aliens/beam-up"]})
    game = game_for(pos, "Beam Up")
    play(game, "Alice", "aliens/scout", base=TORTUGA)
    assert zone_ids(game, deck("Alice")) == ["aliens/probe", "aliens/beam-up"]
    assert zone_ids(game, discard("Alice")) == ["aliens/invader"]


# --- Rebel -------------------------------------------------------------------------


def test_rebel_with_a_jock_here_gives_an_extra_non_rebel_minion_of_power_3_here():
    pos = board(["teens/rebel", "teens/rebel", "aliens/collector", "teens/brain", "aliens/scout"], opal=[card("teens/jock", "Bob")])
    game = game_for(pos, "pass")  # the Rebel's own reward for the Brain, passed
    play(game, "Alice", "teens/rebel", base=OPAL)
    assert [a.describe() for a in game.state.turn.allowances] == ["regular action", "extra non-Rebel minion of power 3"]
    with pytest.raises(IllegalPlay, match="non-Rebel"):
        play(game, "Alice", "teens/rebel", base=OPAL)
    with pytest.raises(IllegalPlay, match="power 3 or more"):
        play(game, "Alice", "aliens/collector", base=OPAL)
    with pytest.raises(IllegalPlay, match="must be played at The Grey Opal"):
        play(game, "Alice", "teens/brain", base=TORTUGA)
    play(game, "Alice", "teens/brain", base=OPAL)
    assert where(game, "teens/brain") == f"at:{OPAL}"
    with pytest.raises(IllegalPlay):
        play(game, "Alice", "aliens/scout", base=OPAL)


def test_rebel_may_move_one_of_your_minions_after_a_power_3_play():
    pos = board(["aliens/scout"], opal=[card("teens/rebel", "Alice"), card("aliens/invader", "Alice")])
    game = game_for(pos, "Invader")  # the only other base is chosen without asking
    play(game, "Alice", "aliens/scout", base=OPAL)
    assert where(game, "aliens/invader") == f"at:{TORTUGA}"


# --- Jock, Prep ----------------------------------------------------------------------


def test_jock_with_a_prep_here_gets_two_counters_and_one_more_after_a_power_3_play():
    pos = board(["teens/jock", "aliens/scout"], opal=[card("teens/prep", "Bob")])
    game = game_for(pos, "yes")
    play(game, "Alice", "teens/jock", base=OPAL)
    assert one(game, "teens/jock").counters == 2
    extra_minion(game)
    play(game, "Alice", "aliens/scout", base=TORTUGA)
    assert (one(game, "teens/jock").counters, power(game, "teens/jock")) == (3, 6)
    game = game_for(board(["teens/jock"]))
    play(game, "Alice", "teens/jock", base=OPAL)
    assert one(game, "teens/jock").counters == 0


def test_prep_with_a_brain_here_may_search_for_a_power_3_minion_and_draw_it():
    pos = board(["teens/prep"], opal=[card("teens/brain", "Bob")], alice={"deck": ["aliens/collector", "aliens/invader", "aliens/probe"]})
    game = game_for(pos, "yes", "Invader")
    play(game, "Alice", "teens/prep", base=OPAL)
    assert zone_ids(game, hand("Alice")) == ["aliens/invader"]
    assert zone_ids(game, deck("Alice")) == ["aliens/collector", "aliens/probe"]  # not shuffled: the card does not say so
    game = game_for(pos, "no")
    play(game, "Alice", "teens/prep", base=OPAL)
    assert zone_ids(game, hand("Alice")) == []


def test_prep_search_rebuilds_an_empty_deck_first():
    pos = board(["teens/prep"], opal=[card("teens/brain", "Alice")], alice={"discard": ["aliens/invader"]})
    game = game_for(pos, "yes", "Invader", "no")  # Prep's search; then the Brain's draw for the Prep (power 3)
    play(game, "Alice", "teens/prep", base=OPAL)
    assert zone_ids(game, hand("Alice")) == ["aliens/invader"]
    assert "turn.empty-deck" in cites(game)


def test_prep_gives_one_of_your_minions_2_power_until_the_end_of_the_turn():
    pos = board(["aliens/scout"], opal=[card("teens/prep", "Alice")], tortuga=[card("aliens/invader", "Alice")])
    game = game_for(pos, "Invader")
    play(game, "Alice", "aliens/scout", base=OPAL)
    assert power(game, "aliens/invader") == 5
    end_turn(game)
    assert power(game, "aliens/invader") == 3


def test_several_teens_each_reward_the_same_play_in_the_chosen_order():
    pos = board(["aliens/scout"], opal=[card("teens/brain", "Alice"), card("teens/jock", "Alice")], alice={"deck": ["aliens/probe"]})
    game = game_for(pos, "Jock", "yes", "yes")
    play(game, "Alice", "aliens/scout", base=TORTUGA)
    assert one(game, "teens/jock").counters == 1
    assert zone_ids(game, hand("Alice")) == ["aliens/probe"]


def test_the_power_is_taken_when_the_play_completes_not_again_as_each_teen_resolves():
    # Prep resolves first and gives the Scout +2 (power 5): the Scout was still played as a power-3 minion.
    pos = board(["aliens/scout"], opal=[card("teens/brain", "Alice"), card("teens/prep", "Alice")], alice={"deck": ["aliens/probe"]})
    game = game_for(pos, "Prep", "Scout", "yes")
    play(game, "Alice", "aliens/scout", base=TORTUGA)
    assert power(game, "aliens/scout") == 5
    assert zone_ids(game, hand("Alice")) == ["aliens/probe"]
    assert not [m for m in messages(game) if "does not trigger" in m]


# --- Abe Frohman -------------------------------------------------------------------


def test_abe_frohman_gives_its_minion_every_name_of_your_minions_until_your_next_turn():
    pos = board(["teens/abe-frohman", "teens/jock", "teens/brain"], opal=[card("aliens/scout", "Alice")],
                alice={"deck": ["aliens/probe", "aliens/invader"], "discard": ["teens/prep"]})
    game = game_for(pos, "pass")
    play(game, "Alice", "teens/abe-frohman", target="aliens/scout")
    talent(game, "Alice", "teens/abe-frohman")
    scout = one(game, "aliens/scout")
    assert {"Prep", "Brain", "Invader", "Scout"} <= game.state.names_of(scout)  # every minion Alice owns, wherever it is
    play(game, "Alice", "teens/jock", base=OPAL)  # "a Prep here": the Scout is one
    assert one(game, "teens/jock").counters == 2
    end_turn(game)
    game.state.turn.player, game.state.turn.phase = "Alice", "start-turn"
    start_turn(game)
    assert game.state.names_of(scout) == {"Scout"}


def test_abe_frohman_must_go_on_one_of_your_minions():
    game = game_for(board(["teens/abe-frohman"], opal=[card("zombies/walker", "Bob")]))
    with pytest.raises(IllegalPlay):
        play(game, "Alice", "teens/abe-frohman", target="zombies/walker")


# --- Babysitter --------------------------------------------------------------------


def test_babysitter_protects_your_minions_here_from_other_players_abilities():
    pos = board(["teens/babysitter"], opal=[card("aliens/scout", "Alice"), card("aliens/invader", "Alice")], turn="Alice",
                bob={"hand": ["aliens/beam-up", "killer-plants/sleep-spores"], "factions": ["aliens", "killer-plants"]})
    game = game_for(pos)
    play(game, "Alice", "teens/babysitter", target="aliens/scout")
    game.state.turn.player = "Bob"
    game.state.turn.allowances = [PlayAllowance("action"), PlayAllowance("action")]
    game.chooser.answers += ["Invader"]
    play(game, "Bob", "aliens/beam-up")
    assert where(game, "aliens/invader") == f"at:{OPAL}"
    assert "prevented" in [e.kind for e in game.log]
    play(game, "Bob", "killer-plants/sleep-spores", base=OPAL)  # an ongoing -1 changes power: it cannot
    assert (power(game, "aliens/scout"), power(game, "aliens/invader")) == (3, 3)


def test_babysitter_does_not_stop_your_own_cards_nor_bases():
    pos = board(["teens/babysitter", "aliens/beam-up"], opal=[card("aliens/scout", "Alice"), card("aliens/invader", "Alice")], opal_base=BRAIN_BASE)
    game = game_for(pos, "Invader")
    play(game, "Alice", "teens/babysitter", target="aliens/scout")
    assert power(game, "aliens/scout") == 4  # The Central Brain's +1 still applies
    extra_action(game)
    play(game, "Alice", "aliens/beam-up")
    assert where(game, "aliens/invader") == "hand:Alice"


# --- Booty Trap --------------------------------------------------------------------


def test_booty_trap_draws_after_you_play_or_move_a_printed_power_3_minion_here():
    pos = board(["teens/booty-trap", "aliens/scout", "aliens/collector"], tortuga=[card("aliens/invader", "Alice")],
                opal_base=BRAIN_BASE, alice={"deck": ["aliens/probe", "aliens/crop-circles", "aliens/beam-up"]})
    game = game_for(pos)
    play(game, "Alice", "teens/booty-trap", base=BRAIN_BASE)
    play(game, "Alice", "aliens/scout", base=BRAIN_BASE)  # printed power 3 (4 here)
    assert zone_ids(game, hand("Alice")) == ["aliens/collector", "aliens/probe"]
    extra_minion(game)
    play(game, "Alice", "aliens/collector", base=BRAIN_BASE)  # printed power 2: no draw
    assert len(zone_ids(game, hand("Alice"))) == 1
    game.chooser.answers += ["pass"]
    trap = one(game, "teens/booty-trap")
    from smashup_rules.engine.context import AbilityContext

    AbilityContext(game.state, trap, game).move(one(game, "aliens/invader"), one(game, BRAIN_BASE))
    assert zone_ids(game, hand("Alice")) == ["aliens/probe", "aliens/crop-circles"]


def test_booty_trap_ignores_other_players_plays():
    pos = board(opal=[card("aliens/scout", "Alice")], turn="Bob", alice={"deck": ["aliens/probe"]},
                bob={"hand": ["teens/jock"], "factions": ["teens", "robots"]})
    pos.bases[0].actions.append(card("teens/booty-trap", "Alice"))
    game = game_for(pos)
    play(game, "Bob", "teens/jock", base=OPAL)
    assert zone_ids(game, hand("Alice")) == []


# --- Brunch Bunch ------------------------------------------------------------------


def test_brunch_bunch_gives_one_different_effect_per_name_of_your_power_3_minions_there():
    pos = board(["teens/brunch-bunch"], opal=[card("teens/jock", "Alice"), card("teens/jock", "Alice"), card("aliens/scout", "Alice"),
                                                card("aliens/collector", "Alice"), card("zombies/walker", "Bob")],
                tortuga=[card("aliens/invader", "Alice")], alice={"deck": ["aliens/probe"], "discard": ["aliens/beam-up"]})
    # Jock and Scout: two names (Collector is power 2, Walker is Bob's).
    game = game_for(pos, "The Grey Opal", "draw a card", "move a minion there", "Invader")
    play(game, "Alice", "teens/brunch-bunch")
    assert zone_ids(game, hand("Alice")) == ["aliens/probe"]
    assert where(game, "aliens/invader") == f"at:{OPAL}"
    assert any("have 2 names: Jock, Scout" in m for m in messages(game))


def test_brunch_bunch_effects_can_be_passed_and_include_power_play_and_recycling():
    pos = board(["teens/brunch-bunch", "aliens/invader"], opal=[card("teens/jock", "Alice"), card("teens/brain", "Alice"), card("teens/prep", "Alice")],
                alice={"discard": ["aliens/beam-up"]})
    game = game_for(pos, "The Grey Opal", "give a minion there +2 power", "play an extra minion there",
                    "place a card on the bottom of your deck", "Jock", "Beam Up")
    play(game, "Alice", "teens/brunch-bunch")
    assert power(game, "teens/jock") == 5
    assert zone_ids(game, deck("Alice")) == ["aliens/beam-up"]
    assert "extra minion of power 3" in [a.describe() for a in game.state.turn.allowances]
    game = game_for(pos, "The Grey Opal", "stop")
    play(game, "Alice", "teens/brunch-bunch")
    assert zone_ids(game, deck("Alice")) == []


def test_brunch_bunch_counts_every_name_of_an_abe_frohman_minion():
    pos = board(["teens/brunch-bunch"], opal=[card("teens/jock", "Alice", attached=[card("teens/abe-frohman", "Alice")])],
                alice={"deck": ["aliens/probe"], "discard": ["aliens/scout", "aliens/beam-up"]})
    game = game_for(pos, "The Grey Opal", "draw a card", "place a card on the bottom of your deck", "Beam Up")
    talent(game, "Alice", "teens/abe-frohman")
    play(game, "Alice", "teens/brunch-bunch")  # Jock + Scout: two names
    assert zone_ids(game, hand("Alice")) == ["aliens/probe"]
    assert zone_ids(game, deck("Alice")) == ["aliens/beam-up"]


# --- Explosion at School, New Kid, Principal's Office, Strange Science --------------


def test_explosion_at_school_shuffles_power_3_minions_with_different_names_and_draws():
    pos = board(["teens/explosion-at-school"], alice={"discard": ["teens/brain", "teens/brain", "aliens/collector", "aliens/scout", "aliens/beam-up"]})
    game = game_for(pos, "Brain", "Scout")  # then nothing is left that fits: the second Brain has a name already taken
    play(game, "Alice", "teens/explosion-at-school")
    assert len(zone_ids(game, hand("Alice"))) == 1
    assert sorted(zone_ids(game, discard("Alice"))) == sorted(["teens/brain", "aliens/collector", "aliens/beam-up", "teens/explosion-at-school"])
    assert sorted(zone_ids(game, deck("Alice")) + zone_ids(game, hand("Alice"))) == ["aliens/scout", "teens/brain"]


def test_explosion_at_school_with_none_chosen_still_draws():
    pos = board(["teens/explosion-at-school"], alice={"deck": ["aliens/probe"], "discard": ["teens/brain"]})
    game = game_for(pos, "pass")
    play(game, "Alice", "teens/explosion-at-school")
    assert zone_ids(game, hand("Alice")) == ["aliens/probe"]
    assert "shuffle" not in [e.kind for e in game.log]


def test_new_kid_searches_the_deck_for_a_power_3_minion_and_plays_it():
    pos = board(["teens/new-kid"], alice={"deck": ["aliens/collector", "aliens/invader", "aliens/supreme-overlord"]})
    game = game_for(pos, "Invader", "Invader", "Tortuga")  # found, then played (it may be passed)
    play(game, "Alice", "teens/new-kid")
    assert where(game, "aliens/invader") == f"at:{TORTUGA}"
    assert game.state.player("Alice").vp == 1  # its on-play ability happens
    assert zone_ids(game, deck("Alice")) == ["aliens/collector", "aliens/supreme-overlord"]
    assert [a.describe() for a in game.state.turn.allowances] == ["regular minion"]  # the regular play is kept


def test_principals_office_returns_a_minion_then_allows_an_extra_printed_power_3_minion():
    pos = board(["teens/principals-office", "aliens/collector"], opal=[card("aliens/invader", "Alice"), card("zombies/walker", "Bob")])
    game = game_for(pos)
    play(game, "Alice", "teens/principals-office")
    assert where(game, "aliens/invader") == "hand:Alice"
    play(game, "Alice", "aliens/invader", base=OPAL)  # uses the extra play: the Invader is power 3
    assert [a.describe() for a in game.state.turn.allowances] == ["regular minion"]
    assert game.state.player("Alice").vp == 1


def test_strange_science_plays_a_power_3_minion_from_the_discard_pile():
    pos = board(["teens/strange-science"], alice={"discard": ["aliens/collector", "aliens/invader"]})
    game = game_for(pos, "Invader", "The Grey Opal")
    play(game, "Alice", "teens/strange-science")
    assert where(game, "aliens/invader") == f"at:{OPAL}"
    assert where(game, "aliens/collector") == "discard:Alice"
    game = game_for(pos, "pass")
    play(game, "Alice", "teens/strange-science")
    assert where(game, "aliens/invader") == "discard:Alice"


# --- bases -------------------------------------------------------------------------


def test_cabin_in_the_woods_gives_2_to_each_minion_of_a_player_with_two_or_more_here():
    pos = board(opal_base=CABIN, opal=[card("aliens/scout", "Alice"), card("aliens/collector", "Alice"), card("zombies/walker", "Bob")])
    game = game_for(pos)
    assert (power(game, "aliens/scout"), power(game, "aliens/collector"), power(game, "zombies/walker")) == (5, 4, 2)


def test_montridge_high_places_a_counter_on_a_minion_of_yours_with_a_different_name():
    pos = board(["aliens/scout"], opal_base=MONTRIDGE,
                opal=[card("aliens/scout", "Alice"), card("aliens/invader", "Alice"), card("zombies/walker", "Bob")])
    game = game_for(pos)  # the only other name: Invader, without asking
    play(game, "Alice", "aliens/scout", base=MONTRIDGE)
    assert one(game, "aliens/invader").counters == 1
    assert [c.counters for c in game.state.all_minions() if c.card_id == "aliens/scout"] == [0, 0]


def test_montridge_high_with_no_other_name_does_nothing():
    game = game_for(board(["aliens/scout"], opal_base=MONTRIDGE, opal=[card("aliens/scout", "Alice")]))
    play(game, "Alice", "aliens/scout", base=MONTRIDGE)
    assert [c.counters for c in game.state.all_minions()] == [0, 0]


def test_a_teens_base_scores_like_any_other():
    pos = board(opal_base=CABIN, opal=[card("aliens/scout", "Alice", counters=20), card("aliens/invader", "Alice")], base_deck=(OPAL,))
    game = game_for(pos, "no")  # Scout's Special: stays
    score_bases_phase(game)
    assert game.state.player("Alice").vp == 4
