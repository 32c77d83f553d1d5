"""Star Roamers: returning minions to hand (and what stands in for it), moving, Ensign, new bases."""

from __future__ import annotations

import pytest

from smashup_rules.engine import effects
from smashup_rules.engine.errors import IllegalPlay
from smashup_rules.engine.scoring import score_bases_phase
from smashup_rules.engine.zones import deck, discard, hand
from smashup_rules.engine.turn_state import PlayAllowance
from smashup_rules.engine.turn import start_turn
from tests.engine.builders import base, card, cites, game_for, messages, one, play, player, position, power, talent, where, zone_ids

OPAL = "pirates/the-grey-opal"  # 17
TORTUGA = "pirates/tortuga"  # 21
OASIS = "dinosaurs/jungle-oasis"  # 12
ROAMERS = ["star-roamers", "aliens"]
BOB = ["ninjas", "pirates"]


def board(alice_hand=(), opal=(), tortuga=(), *, alice=None, bob=None, opal_base=OPAL, turn="Alice", **options):
    return position(
        [
            player("Alice", **{"hand": alice_hand, "factions": ROAMERS, **(alice or {})}),
            player("Bob", **{"factions": BOB, **(bob or {})}),
        ],
        [base(opal_base, *opal), base(TORTUGA, *tortuga)],
        turn=turn,
        **options,
    )


def at(base_id: str) -> str:
    return f"at:{base_id}"


# --- Ship's Captain -------------------------------------------------------------------------------


def test_ships_captain_fetches_a_minion_and_plays_it_here_if_it_has_power_3_or_less():
    pos = board(["star-roamers/ships-captain"], alice={"deck": ["star-roamers/ensign", "star-roamers/medical-officer", "aliens/beam-up"]})
    game = game_for(pos, "Ensign", "Ensign")  # found, then played (it may be passed)
    play(game, "Alice", "star-roamers/ships-captain", base=OPAL)
    assert where(game, "star-roamers/ensign") == at(OPAL)
    assert sorted(zone_ids(game, deck("Alice"))) == ["aliens/beam-up", "star-roamers/medical-officer"]
    assert any("reveals Ensign" in m for m in messages(game))
    game = game_for(pos, "Medical Officer")  # power 4: it stays in hand
    play(game, "Alice", "star-roamers/ships-captain", base=OPAL)
    assert zone_ids(game, hand("Alice")) == ["star-roamers/medical-officer"]


def test_ships_captain_with_no_minion_in_the_deck_still_shuffles():
    game = game_for(board(["star-roamers/ships-captain"], alice={"deck": ["aliens/beam-up"]}))
    play(game, "Alice", "star-roamers/ships-captain", base=OPAL)
    assert zone_ids(game, hand("Alice")) == []
    assert [e.kind for e in game.log][-1] == "shuffle"


# --- Medical Officer ------------------------------------------------------------------------------


def test_medical_officer_draws_a_card_instead_of_a_minion_being_returned():
    pos = board(opal=[card("star-roamers/medical-officer", "Alice"), card("star-roamers/ensign", "Alice")], alice={"deck": ["aliens/invader"]},
                bob={"hand": ["aliens/beam-up"], "factions": ["aliens", "ninjas"]}, turn="Bob")
    game = game_for(pos, "Ensign", "yes")
    play(game, "Bob", "aliens/beam-up")
    assert where(game, "star-roamers/ensign") == at(OPAL)
    assert zone_ids(game, hand("Alice")) == ["aliens/invader"]
    game = game_for(pos, "Ensign", "no")
    play(game, "Bob", "aliens/beam-up")
    assert zone_ids(game, hand("Alice")) == ["star-roamers/ensign"]


def test_medical_officer_keeps_only_one_of_several_minions_returned_at_once():
    # Crop Circles returns them one by one, in table order: the Medical Officer last.
    pos = board(["aliens/crop-circles"], opal=[card("star-roamers/ensign", "Alice"), card("aliens/invader", "Alice"),
                                             card("star-roamers/medical-officer", "Alice")], alice={"deck": ["aliens/scout", "aliens/scout"]})
    game = game_for(pos, "The Grey Opal", "yes")  # asked once: for the Ensign, the first other minion
    play(game, "Alice", "aliens/crop-circles")
    assert where(game, "star-roamers/ensign") == at(OPAL)
    assert sorted(zone_ids(game, hand("Alice"))) == ["aliens/invader", "aliens/scout", "star-roamers/medical-officer"]


def test_medical_officer_does_not_save_itself_or_a_minion_owned_by_someone_else():
    pos = board(["aliens/beam-up"], opal=[card("star-roamers/medical-officer", "Alice"), card("zombies/walker", "Alice", owner="Bob")],
                alice={"deck": ["aliens/invader"]})
    game = game_for(pos, "Walker")
    play(game, "Alice", "aliens/beam-up")
    assert where(game, "zombies/walker") == "hand:Bob"
    game = game_for(pos, "Medical Officer")
    play(game, "Alice", "aliens/beam-up")
    assert where(game, "star-roamers/medical-officer") == "hand:Alice"


# --- Science Officer ------------------------------------------------------------------------------


def test_science_officer_returns_a_minion_and_gives_an_extra_minion_with_another_name():
    pos = board(["star-roamers/ensign", "star-roamers/ships-engineer"], opal=[card("star-roamers/science-officer", "Alice"), card("star-roamers/ensign", "Alice")])
    game = game_for(pos, "Ensign")
    talent(game, "Alice", "star-roamers/science-officer")
    assert zone_ids(game, hand("Alice")) == ["star-roamers/ensign", "star-roamers/ships-engineer", "star-roamers/ensign"]
    play(game, "Alice", "star-roamers/ensign", base=OPAL)  # the regular minion play
    with pytest.raises(IllegalPlay, match="non-Ensign"):
        play(game, "Alice", "star-roamers/ensign", base=OPAL)
    play(game, "Alice", "star-roamers/ships-engineer", base=TORTUGA)
    assert where(game, "star-roamers/ships-engineer") == at(TORTUGA)


def test_science_officer_only_returns_minions_of_power_4_or_less():
    pos = board(opal=[card("star-roamers/science-officer", "Alice", counters=1), card("star-roamers/ships-captain", "Alice")])
    game = game_for(pos)
    talent(game, "Alice", "star-roamers/science-officer")
    assert zone_ids(game, hand("Alice")) == []
    assert any("none of yours" in m for m in messages(game))


def test_science_officer_returns_a_minion_it_does_not_own_and_still_gives_the_extra_minion():
    pos = board(["aliens/invader"], opal=[card("star-roamers/science-officer", "Alice"), card("zombies/walker", "Alice", owner="Bob")],
                alice={"deck": ["aliens/scout"]})
    game = game_for(pos, "Walker", "Invader", "The Grey Opal")
    talent(game, "Alice", "star-roamers/science-officer")
    assert where(game, "zombies/walker") == "hand:Bob"
    assert "star-roamers/science-officer#1" in cites(game)
    assert [a.describe() for a in game.state.turn.allowances if not a.regular] == ["extra non-Walker minion"]
    play(game, "Alice", "aliens/invader", base=OPAL)
    assert where(game, "aliens/invader") == at(OPAL)


# --- Ship's Engineer ------------------------------------------------------------------------------


def test_ships_engineer_moves_a_minion_that_would_be_returned():
    pos = board(opal=[card("star-roamers/ships-engineer", "Alice"), card("star-roamers/ensign", "Alice")],
                bob={"hand": ["aliens/beam-up"], "factions": ["aliens", "ninjas"]}, turn="Bob")
    game = game_for(pos, "Ensign", "Tortuga")
    play(game, "Bob", "aliens/beam-up")
    assert where(game, "star-roamers/ensign") == at(TORTUGA)
    game = game_for(pos, "Ensign", "pass")
    play(game, "Bob", "aliens/beam-up")
    assert where(game, "star-roamers/ensign") == "hand:Alice"


def test_ships_engineer_does_not_move_itself_or_a_minion_owned_by_someone_else():
    pos = board(["aliens/beam-up", "aliens/beam-up"], opal=[card("star-roamers/ships-engineer", "Alice"), card("zombies/walker", "Alice", owner="Bob")])
    game = game_for(pos, "Walker", "Ship's Engineer")
    play(game, "Alice", "aliens/beam-up")
    game.state.turn.allowances.append(PlayAllowance("action"))
    play(game, "Alice", "aliens/beam-up")
    assert (where(game, "zombies/walker"), where(game, "star-roamers/ships-engineer")) == ("hand:Bob", "hand:Alice")


# --- Ensign ----------------------------------------------------------------------------------------


def ensign_board(bob_hand, *, alice_opal=(), **options):
    return board(opal=[card("star-roamers/ensign", "Alice"), card("star-roamers/medical-officer", "Alice"), *alice_opal],
                 bob={"hand": bob_hand}, turn="Bob", **options)


def test_ensign_takes_the_destruction_of_another_of_your_minions_here():
    game = game_for(ensign_board(["ninjas/seeing-stars"]), "Medical Officer", "yes")
    play(game, "Bob", "ninjas/seeing-stars")  # power 4: not a legal target, but the Ensign still takes it
    assert where(game, "star-roamers/ensign") == "discard:Alice"
    assert where(game, "star-roamers/medical-officer") == at(OPAL)


def test_ensign_may_decline():
    game = game_for(ensign_board(["ninjas/seeing-stars"], alice_opal=[card("zombies/walker", "Alice", owner="Alice")]), "Walker", "no")
    play(game, "Bob", "ninjas/seeing-stars")
    assert where(game, "zombies/walker") == "discard:Alice"
    assert where(game, "star-roamers/ensign") == at(OPAL)


def test_ensign_takes_an_action_played_on_another_minion():
    game = game_for(ensign_board(["ninjas/poison"]), "yes")
    play(game, "Bob", "ninjas/poison", target="star-roamers/medical-officer")
    assert where(game, "ninjas/poison") == "on:star-roamers/ensign"
    assert (power(game, "star-roamers/ensign"), power(game, "star-roamers/medical-officer")) == (0, 4)


def test_ensign_takes_a_minions_on_play_ability_but_not_your_own_cards_or_other_bases():
    game = game_for(ensign_board(["ninjas/ninja-master"]), "Medical Officer", "yes")
    play(game, "Bob", "ninjas/ninja-master", base=OPAL)
    assert where(game, "star-roamers/ensign") == "discard:Alice"
    # Alice's own Beam Up: no question asked.
    pos = board(["aliens/beam-up"], opal=[card("star-roamers/ensign", "Alice"), card("star-roamers/medical-officer", "Alice")])
    game = game_for(pos, "Medical Officer")
    play(game, "Alice", "aliens/beam-up")
    assert where(game, "star-roamers/medical-officer") == "hand:Alice"
    # A minion at another base.
    game = game_for(ensign_board(["ninjas/seeing-stars"], tortuga=[card("zombies/walker", "Alice")]), "Walker")
    play(game, "Bob", "ninjas/seeing-stars")
    assert where(game, "zombies/walker") == "discard:Alice"


def test_ensign_does_not_take_effects_of_cards_already_in_play():
    pos = ensign_board([], opal_base="ninjas/ninja-dojo")
    pos.bases[0].minions[1].attached.append(card("ninjas/assassination", "Bob"))
    game = game_for(pos)
    effects.destroy(game, one(game, "star-roamers/medical-officer"), None)
    assert where(game, "star-roamers/medical-officer") == "discard:Alice"


def test_a_second_ensign_cannot_take_what_the_first_ensign_took():
    pos = board(opal=[card("star-roamers/ensign", "Alice"), card("star-roamers/ensign", "Alice"), card("zombies/walker", "Alice")],
                bob={"hand": ["ninjas/seeing-stars"]}, turn="Bob")
    game = game_for(pos, "Walker", "yes")  # only the first Ensign is asked, once
    play(game, "Bob", "ninjas/seeing-stars")
    assert zone_ids(game, discard("Alice")) == ["star-roamers/ensign"]
    assert where(game, "zombies/walker") == at(OPAL)


def test_ensign_can_take_several_power_changes():
    from smashup_rules.engine.abilities import CardBehaviour
    from smashup_rules.engine.registry import default_registry

    class Shrink(CardBehaviour):  # a hypothetical Seeing Stars: two minions get -1 power each
        card_id = "ninjas/seeing-stars"

        def on_play(self, ctx):
            first = ctx.choose_card("a minion", ctx.minions())
            second = ctx.choose_card("another minion", ctx.minions(exclude=first))
            ctx.power_until([first, second], -1, "end-of-turn")

    pos = board(opal=[card("star-roamers/ensign", "Alice"), card("star-roamers/ships-captain", "Alice"), card("star-roamers/ships-engineer", "Alice")],
                bob={"hand": ["ninjas/seeing-stars"]}, turn="Bob")
    game = game_for(pos, "Ship's Captain", "Ship's Engineer", "yes", "yes", registry=default_registry().with_behaviours(Shrink))
    play(game, "Bob", "ninjas/seeing-stars")
    assert (power(game, "star-roamers/ensign"), power(game, "star-roamers/ships-captain"), power(game, "star-roamers/ships-engineer")) == (0, 5, 3)


def test_ensign_takes_a_change_of_control():
    from smashup_rules.engine.abilities import CardBehaviour
    from smashup_rules.engine.registry import default_registry

    class Steal(CardBehaviour):  # a hypothetical action: take control of a minion
        card_id = "ninjas/seeing-stars"

        def on_play(self, ctx):
            ctx.take_control(ctx.choose_card("a minion", ctx.minions()))

    game = game_for(ensign_board(["ninjas/seeing-stars"]), "Medical Officer", "yes", registry=default_registry().with_behaviours(Steal))
    play(game, "Bob", "ninjas/seeing-stars")
    assert (one(game, "star-roamers/ensign").controller, one(game, "star-roamers/medical-officer").controller) == ("Bob", "Alice")


# --- actions ---------------------------------------------------------------------------------------


def test_hyperspeed_10_moves_every_minion_from_one_base_to_one_other_base():
    pos = board(["star-roamers/hyperspeed-10"], opal=[card("star-roamers/ensign", "Alice"), card("zombies/walker", "Bob")],
                tortuga=[card("robots/zapbot", "Bob")])
    pos.bases.append(base(OASIS))
    game = game_for(pos, "The Grey Opal", "Jungle Oasis")
    play(game, "Alice", "star-roamers/hyperspeed-10")
    assert (where(game, "star-roamers/ensign"), where(game, "zombies/walker"), where(game, "robots/zapbot")) == (at(OASIS), at(OASIS), at(TORTUGA))


def test_mass_teleport_has_each_player_return_one_of_their_minions():
    pos = board(["star-roamers/mass-teleport"], opal=[card("star-roamers/ensign", "Alice"), card("zombies/walker", "Bob"), card("robots/zapbot", "Bob")])
    game = game_for(pos, "Zapbot")  # Alice's only minion is forced; Bob picks his
    play(game, "Alice", "star-roamers/mass-teleport")
    assert (where(game, "star-roamers/ensign"), where(game, "robots/zapbot"), where(game, "zombies/walker")) == ("hand:Alice", "hand:Bob", at(OPAL))


def test_port_me_up_returns_one_of_your_minions():
    pos = board(["star-roamers/port-me-up"], opal=[card("star-roamers/ensign", "Alice"), card("zombies/walker", "Bob")])
    game = game_for(pos)
    play(game, "Alice", "star-roamers/port-me-up")
    assert where(game, "star-roamers/ensign") == "hand:Alice"


def test_port_me_up_may_be_played_after_a_base_scores_for_a_minion_there():
    pos = board(opal=[card("star-roamers/ships-captain", "Alice", counters=12), card("star-roamers/ensign", "Alice")],
                tortuga=[card("star-roamers/science-officer", "Alice")],
                bob={"hand": ["pirates/cannon"]}, alice={"hand": ["star-roamers/port-me-up"]}, turn="Bob", phase="score-bases")
    game = game_for(pos, "Port Me Up", "Ship's Captain", "pass")
    score_bases_phase(game)
    assert where(game, "star-roamers/ships-captain") == "hand:Alice"
    assert where(game, "star-roamers/ensign") == "discard:Alice"
    assert where(game, "star-roamers/science-officer") == at(TORTUGA)
    assert game.state.player("Alice").vp == 3


def test_port_me_up_is_not_offered_without_a_minion_on_the_scoring_base():
    pos = board(opal=[card("zombies/walker", "Bob", counters=20)], tortuga=[card("star-roamers/ensign", "Alice")],
                alice={"hand": ["star-roamers/port-me-up"]}, turn="Bob", phase="score-bases")
    game = game_for(pos)
    score_bases_phase(game)
    assert where(game, "star-roamers/port-me-up") == "hand:Alice"


def test_protector_fields_must_go_where_you_have_a_minion():
    pos = board(["star-roamers/protector-fields"], opal=[card("star-roamers/ensign", "Alice")], tortuga=[card("zombies/walker", "Bob")])
    game = game_for(pos)
    with pytest.raises(IllegalPlay, match="where Alice has a minion"):
        play(game, "Alice", "star-roamers/protector-fields", base=TORTUGA)
    play(game, "Alice", "star-roamers/protector-fields", base=OPAL)
    assert where(game, "star-roamers/protector-fields") == f"on:{OPAL}"


def test_protector_fields_protects_your_minions_there_from_other_players_cards():
    pos = board(opal=[card("star-roamers/ensign", "Alice"), card("zombies/walker", "Bob")], tortuga=[card("aliens/scout", "Alice")],
                bob={"hand": ["ninjas/seeing-stars", "ninjas/ninja-master"]}, turn="Bob")
    pos.bases[0].actions.append(card("star-roamers/protector-fields", "Alice"))
    game = game_for(pos, "Ensign", "Ensign")
    play(game, "Bob", "ninjas/seeing-stars")
    play(game, "Bob", "ninjas/ninja-master", base=OPAL)
    assert where(game, "star-roamers/ensign") == at(OPAL)
    assert "star-roamers/protector-fields" in cites(game)
    game = game_for(pos, "Scout")  # not at its base
    play(game, "Bob", "ninjas/seeing-stars")
    assert where(game, "aliens/scout") == "discard:Alice"


def test_protector_fields_does_not_stop_a_bases_ability_or_your_own_cards():
    pos = board(["aliens/beam-up"], opal=[card("star-roamers/ensign", "Alice")])
    pos.bases[0].actions.append(card("star-roamers/protector-fields", "Alice"))
    game = game_for(pos)
    play(game, "Alice", "aliens/beam-up")
    assert where(game, "star-roamers/ensign") == "hand:Alice"


def test_teleport_error_moves_a_minion_to_a_random_other_base():
    pos = board(["star-roamers/teleport-error"], opal=[card("zombies/walker", "Bob")])
    pos.bases.append(base(OASIS))
    landed = set()
    for seed in range(8):
        pos.seed = seed
        game = game_for(pos)
        play(game, "Alice", "star-roamers/teleport-error")
        landed.add(where(game, "zombies/walker"))
    assert landed == {at(TORTUGA), at(OASIS)}


def test_teleport_overflow_returns_a_minion_then_plays_same_named_minions_from_hand():
    pos = board(["star-roamers/teleport-overflow", "star-roamers/ensign", "star-roamers/ensign", "aliens/invader"],
                opal=[card("aliens/collector", "Alice"), card("aliens/scout", "Alice")])
    game = game_for(pos, "Scout", "Ensign", "2", "The Grey Opal", "Tortuga")
    play(game, "Alice", "star-roamers/teleport-overflow")
    assert where(game, "aliens/scout") == "hand:Alice"
    ensigns = [c for c in game.state.cards.values() if c.card_id == "star-roamers/ensign"]
    assert sorted(game.state.base_of(e).card_id for e in ensigns) == [OPAL, TORTUGA]
    assert "star-roamers/teleport-overflow#2" in cites(game)
    # The regular minion play is still there.
    play(game, "Alice", "aliens/invader", base=OPAL)


def test_teleport_overflow_may_play_the_minion_it_returned():
    pos = board(["star-roamers/teleport-overflow"], opal=[card("aliens/invader", "Alice")])
    game = game_for(pos, "Invader", "Tortuga")
    play(game, "Alice", "star-roamers/teleport-overflow")
    assert where(game, "aliens/invader") == at(TORTUGA)
    assert game.state.player("Alice").vp == 1


def test_weird_new_worlds_plays_a_new_base_for_good_with_an_extra_minion_there():
    pos = board(["star-roamers/weird-new-worlds", "star-roamers/ensign", "aliens/invader"], base_deck=(OASIS, "ninjas/ninja-dojo"))
    game = game_for(pos)
    play(game, "Alice", "star-roamers/weird-new-worlds")
    assert [b.card_id for b in game.state.bases()] == [OPAL, TORTUGA, OASIS]
    play(game, "Alice", "star-roamers/ensign", base=OPAL)  # the regular play; the extra one is for Jungle Oasis
    with pytest.raises(IllegalPlay):
        play(game, "Alice", "aliens/invader", base=OPAL)
    play(game, "Alice", "aliens/invader", base=OASIS)
    assert where(game, "aliens/invader") == at(OASIS)


def test_weird_new_worlds_rebuilds_an_empty_base_deck_from_the_base_discard_pile():
    pos = board(["star-roamers/weird-new-worlds"], base_deck=(OASIS,))
    game = game_for(pos)
    game.state.relocate(one(game, OASIS), "base-discard")
    play(game, "Alice", "star-roamers/weird-new-worlds")
    assert [b.card_id for b in game.state.bases()] == [OPAL, TORTUGA, OASIS]
    game = game_for(pos)
    game.state.relocate(one(game, OASIS), "box")
    play(game, "Alice", "star-roamers/weird-new-worlds")
    assert len(game.state.bases()) == 2
    assert any("no base to play" in m for m in messages(game))


def test_whiplash_maneuver_leaves_minions_on_its_own_base_alone():
    pos = board(["aliens/beam-up"], tortuga=[card("star-roamers/ensign", "Alice")])
    pos.bases[1].actions.append(card("star-roamers/whiplash-maneuver", "Alice"))
    game = game_for(pos)
    play(game, "Alice", "aliens/beam-up")
    assert where(game, "star-roamers/ensign") == "hand:Alice"


def test_medical_officer_is_not_offered_when_there_is_nothing_to_draw():
    pos = board(["aliens/beam-up"], opal=[card("star-roamers/medical-officer", "Alice"), card("star-roamers/ensign", "Alice")])
    game = game_for(pos, "Ensign")
    play(game, "Alice", "aliens/beam-up")
    assert where(game, "star-roamers/ensign") == "hand:Alice"


def test_whiplash_maneuver_moves_your_minion_here_instead_of_to_your_hand():
    pos = board(opal=[card("star-roamers/science-officer", "Alice"), card("zombies/walker", "Alice", owner="Bob")],
                bob={"hand": ["aliens/beam-up"], "factions": ["aliens", "ninjas"]}, turn="Bob")
    pos.bases[1].actions.append(card("star-roamers/whiplash-maneuver", "Alice"))
    game = game_for(pos, "Science Officer", "yes")
    play(game, "Bob", "aliens/beam-up")
    assert where(game, "star-roamers/science-officer") == at(TORTUGA)
    game = game_for(pos, "Science Officer", "no")
    play(game, "Bob", "aliens/beam-up")
    assert where(game, "star-roamers/science-officer") == "hand:Alice"
    game = game_for(pos, "Walker")  # not Alice's to keep (star-roamers/whiplash-maneuver#1)
    play(game, "Bob", "aliens/beam-up")
    assert where(game, "zombies/walker") == "hand:Bob"


# --- bases ----------------------------------------------------------------------------------------


def test_uss_undertaking_moves_one_of_the_current_players_minions_at_the_start_of_their_turn():
    pos = board(opal=[card("zombies/walker", "Bob")], tortuga=[card("star-roamers/ensign", "Alice")],
                opal_base="star-roamers/uss-undertaking", turn="Bob", phase="start-turn")
    game = game_for(pos, "Walker", "Tortuga")
    start_turn(game)
    assert where(game, "zombies/walker") == at(TORTUGA)
    pos.turn = "Alice"
    game = game_for(pos, "Ensign")
    start_turn(game)
    assert where(game, "star-roamers/ensign") == at("star-roamers/uss-undertaking")
    game = game_for(pos, "pass")
    start_turn(game)
    assert where(game, "star-roamers/ensign") == at(TORTUGA)


def test_neutral_space_stops_other_players_minions_here_but_not_their_actions():
    pos = board(opal=[card("star-roamers/ensign", "Alice")], opal_base="star-roamers/neutral-space",
                bob={"hand": ["ninjas/ninja-master", "ninjas/seeing-stars"]}, turn="Bob")
    game = game_for(pos, "Ensign")
    play(game, "Bob", "ninjas/ninja-master", base="star-roamers/neutral-space")
    assert where(game, "star-roamers/ensign") == at("star-roamers/neutral-space")
    play(game, "Bob", "ninjas/seeing-stars")
    assert where(game, "star-roamers/ensign") == "discard:Alice"


def test_neutral_space_does_not_stop_a_minion_elsewhere():
    pos = board(tortuga=[card("star-roamers/ensign", "Alice")], opal_base="star-roamers/neutral-space",
                bob={"hand": ["ninjas/tiger-assassin"]}, turn="Bob")
    game = game_for(pos, "Ensign")
    play(game, "Bob", "ninjas/tiger-assassin", base=TORTUGA)
    assert where(game, "star-roamers/ensign") == "discard:Alice"
