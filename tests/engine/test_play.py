"""Playing cards: regular and extra plays, on-play abilities, may / OR / to, protection, replacement."""

from __future__ import annotations

import pytest

from smashup_rules.engine.errors import IllegalPlay, UnimplementedCard
from smashup_rules.engine.registry import Registry, discover
from smashup_rules.engine.resolve import apply_play
from smashup_rules.engine.zones import discard, hand
from smashup_rules.position import PlaySpec
from tests.engine.builders import base, card, cites, game_for, messages, play, player, position, where, zone_ids

OPAL = "pirates/the-grey-opal"
TORTUGA = "pirates/tortuga"


def two_bases(alice_hand=(), bob_hand=(), opal=(), tortuga=(), **options):
    return position(
        [player("Alice", hand=alice_hand, **options.pop("alice", {})), player("Bob", hand=bob_hand, **options.pop("bob", {}))],
        [base(OPAL, *opal), base(TORTUGA, *tortuga)],
        **options,
    )


def test_a_regular_minion_play_puts_the_minion_at_the_base_and_resolves_it():
    game = game_for(two_bases(["pirates/cut-lass"], opal=[card("zombies/walker", "Bob")]), "Walker")
    play(game, "Alice", "pirates/cut-lass", base=OPAL)
    assert where(game, "pirates/cut-lass") == f"at:{OPAL}"
    assert where(game, "zombies/walker") == "discard:Bob"
    assert {"play.minion", "play.regular", "terms.destroy", "pirates/cut-lass"} <= cites(game)


def test_may_lets_the_player_decline():
    game = game_for(two_bases(["pirates/cut-lass"], opal=[card("zombies/walker", "Bob")]), "pass")
    play(game, "Alice", "pirates/cut-lass", base=OPAL)
    assert where(game, "zombies/walker") == f"at:{OPAL}"


def test_only_one_regular_minion_per_turn():
    game = game_for(two_bases(["dinosaurs/king-rex", "zombies/walker"], alice={"factions": ["dinosaurs", "zombies"]}))
    play(game, "Alice", "dinosaurs/king-rex", base=OPAL)
    with pytest.raises(IllegalPlay, match=r"^Alice cannot play Walker: no minion play is left this turn\.$"):
        play(game, "Alice", "zombies/walker", base=OPAL)


def test_a_standard_action_goes_to_the_discard_pile_after_resolving():
    game = game_for(two_bases(["pirates/swashbuckling"], opal=[card("pirates/cut-lass", "Alice")]))
    play(game, "Alice", "pirates/swashbuckling")
    assert where(game, "pirates/swashbuckling") == "discard:Alice"
    assert "play.standard-action" in cites(game)


def test_an_action_played_on_a_base_stays_in_play():
    game = game_for(two_bases(["kaiju/tail-smash"], alice={"factions": ["kaiju", "pirates"]}, opal=[card("zombies/walker", "Bob")]))
    play(game, "Alice", "kaiju/tail-smash", base=OPAL)
    assert where(game, "kaiju/tail-smash") == f"on:{OPAL}"
    assert where(game, "zombies/walker") == "discard:Bob"  # the only legal target is chosen without asking


def test_extra_play_with_a_power_qualifier():
    pos = two_bases(
        ["robots/zapbot", "zombies/walker", "robots/warbot"],
        alice={"factions": ["robots", "zombies"]},
    )
    game = game_for(pos)
    play(game, "Alice", "robots/zapbot", base=OPAL)
    with pytest.raises(IllegalPlay) as error:
        play(game, "Alice", "robots/warbot", base=OPAL)
    assert str(error.value) == (
        "Alice cannot play Warbot: no play fits (extra minion of power 2 or less: it requires power 2 or less)."
    )
    play(game, "Alice", "zombies/walker", base=TORTUGA)
    walker_play = [e for e in game.log if e.kind == "play"][-1]
    assert "extra minion of power 2 or less play" in walker_play.message
    assert {"play.extra", "play.extra-qualifiers", "robots/zapbot"} <= set(walker_play.cites)


def test_a_qualified_extra_is_used_before_the_regular_play():
    game = game_for(two_bases(["zombies/outbreak", "robots/warbot", "dinosaurs/king-rex"],
                              alice={"factions": ["zombies", "robots"]}, opal=[card("zombies/walker", "Alice")]))
    play(game, "Alice", "zombies/outbreak")  # the regular action play
    play(game, "Alice", "robots/warbot", base=TORTUGA)  # fits the extra: no Alice minion at Tortuga
    assert "(extra minion on a base where you have no minions play)" in [m for m in messages(game) if "plays Warbot" in m][0]
    play(game, "Alice", "dinosaurs/king-rex", base=OPAL)  # the regular minion play is still there
    assert "(regular minion play)" in [m for m in messages(game) if "plays King Rex" in m][0]


def test_extra_plays_do_not_survive_the_play_cards_phase():
    from smashup_rules.engine.scoring import score_bases_phase

    game = game_for(two_bases(["robots/zapbot", "zombies/walker"], alice={"factions": ["robots", "zombies"]}))
    play(game, "Alice", "robots/zapbot", base=OPAL)
    score_bases_phase(game)
    with pytest.raises(IllegalPlay, match="no minion play is open in their Score Bases phase"):
        play(game, "Alice", "zombies/walker", base=OPAL)


def test_tenacious_z_is_a_specific_extra_from_the_discard_pile_once_per_turn():
    pos = two_bases(
        ["dinosaurs/king-rex"],
        alice={"factions": ["zombies", "robots"], "discard": ["zombies/tenacious-z", "zombies/tenacious-z"]},
    )
    game = game_for(pos)
    play(game, "Alice", "zombies/tenacious-z", base=OPAL)
    event = [e for e in game.log if e.kind == "play"][-1]
    assert event.message == "Alice plays Tenacious Z from the discard pile at The Grey Opal (extra minion from the discard pile play)."
    assert "play.extra-generic-specific" in event.cites
    play(game, "Alice", "dinosaurs/king-rex", base=OPAL)  # the regular play was not used
    with pytest.raises(IllegalPlay, match="no minion play is left"):
        play(game, "Alice", "zombies/tenacious-z", base=OPAL)  # only one Tenacious Z per turn (zombies/tenacious-z#1)


def test_hoverbot_plays_the_revealed_minion_as_a_specific_extra():
    pos = two_bases(["robots/hoverbot"], alice={"factions": ["robots", "zombies"], "deck": ["robots/warbot", "zombies/walker"]})
    game = game_for(pos, "Warbot", "Tortuga")
    play(game, "Alice", "robots/hoverbot", base=OPAL)
    assert where(game, "robots/warbot") == f"at:{TORTUGA}"
    assert zone_ids(game, "deck:Alice") == ["zombies/walker"]


def without(*card_ids):
    """The default registry minus some behaviours: stands in for cards not implemented yet."""
    return Registry({k: v for k, v in discover().items() if k not in card_ids})


def test_unimplemented_card_is_a_clear_error_and_changes_nothing():
    game = game_for(two_bases(["ninjas/way-of-deception"]), registry=without("ninjas/way-of-deception"))
    with pytest.raises(UnimplementedCard) as error:
        play(game, "Alice", "ninjas/way-of-deception")
    assert str(error.value) == (
        "Way of Deception (ninjas/way-of-deception) has no implemented behaviour, so its ability cannot be resolved: "
        "Move one of your minions to another base."
    )
    assert where(game, "ninjas/way-of-deception") == "hand:Alice"


def test_vanilla_cards_need_no_behaviour():
    game = game_for(two_bases(["dinosaurs/king-rex"], alice={"factions": ["dinosaurs", "pirates"]}))
    play(game, "Alice", "dinosaurs/king-rex", base=OPAL)
    assert where(game, "dinosaurs/king-rex") == f"at:{OPAL}"


# --- may X and Y, X OR Y, do X to do Y -----------------------------------------


def acolyte_position():
    return two_bases(["pirates/first-mate"], opal=[card("ninjas/ninja-acolyte", "Alice")])


def test_may_x_and_y_does_both():
    game = game_for(acolyte_position(), "yes", "First Mate")
    apply_play(game, PlaySpec("talent", "Alice", "ninjas/ninja-acolyte"))
    assert where(game, "ninjas/ninja-acolyte") == "hand:Alice"
    assert where(game, "pirates/first-mate") == f"at:{OPAL}"
    assert "ninjas/ninja-acolyte" in cites(game) and "terms.may" in cites(game)
    # The extra minion was not the regular play; the Talent is used up.
    assert game.state.turn.allowances[0].kind == "minion"
    with pytest.raises(IllegalPlay, match="^Alice controls no Ninja Acolyte in play.$"):
        apply_play(game, PlaySpec("talent", "Alice", "ninjas/ninja-acolyte"))


def test_may_x_and_y_declined_does_neither():
    game = game_for(acolyte_position(), "no")
    apply_play(game, PlaySpec("talent", "Alice", "ninjas/ninja-acolyte"))
    assert where(game, "ninjas/ninja-acolyte") == f"at:{OPAL}"
    assert where(game, "pirates/first-mate") == "hand:Alice"


def test_may_x_and_y_is_not_offered_when_one_part_is_impossible():
    from smashup_rules.engine.abilities import CardBehaviour
    from smashup_rules.engine.registry import default_registry

    class DrawAndVp(CardBehaviour):
        """Test double: "you may draw 3 cards and gain 1 VP", with an empty deck and discard pile."""

        card_id = "aliens/invader"

        def on_play(self, ctx):
            ctx.may_both("draw 3 cards and gain 1 VP", lambda: bool(ctx.draw(3)), lambda: ctx.gain_vp(1), possible=False)

    registry = default_registry().with_behaviours(DrawAndVp)
    game = game_for(two_bases(["aliens/invader"], alice={"factions": ["aliens", "pirates"]}), registry=registry)
    play(game, "Alice", "aliens/invader", base=OPAL)  # no question asked: a strict chooser with no answers passes
    assert game.state.player("Alice").vp == 0
    assert game.log[-1].message == "Alice cannot draw 3 cards and gain 1 VP: both parts must be possible."


def test_x_or_y_picks_exactly_one():
    pos = two_bases(["zombies/walker"], alice={"factions": ["zombies", "robots"], "deck": ["robots/zapbot"]})
    game = game_for(pos, "discard it")
    play(game, "Alice", "zombies/walker", base=OPAL)
    assert where(game, "robots/zapbot") == "discard:Alice"
    assert "terms.or" in cites(game)


def test_do_x_to_do_y_with_enough_cards():
    pos = two_bases(
        ["ghosts/spirit", "pirates/cannon", "pirates/dinghy", "pirates/shanghai"],
        alice={"factions": ["ghosts", "pirates"]},
        opal=[card("zombies/walker", "Bob")],
    )
    game = game_for(pos, "Walker", "yes", "Cannon", "Dinghy")
    play(game, "Alice", "ghosts/spirit", base=TORTUGA)
    assert zone_ids(game, discard("Alice")) == ["pirates/cannon", "pirates/dinghy"]
    assert where(game, "zombies/walker") == "discard:Bob"


def test_do_x_to_do_y_thwarted_means_neither():
    pos = two_bases(["ghosts/spirit", "pirates/cannon"], alice={"factions": ["ghosts", "pirates"]},
                    opal=[card("dinosaurs/king-rex", "Bob")])
    game = game_for(pos, "King Rex")
    play(game, "Alice", "ghosts/spirit", base=TORTUGA)
    assert zone_ids(game, hand("Alice")) == ["pirates/cannon"]  # nothing discarded
    assert where(game, "dinosaurs/king-rex") == f"at:{OPAL}"
    assert "terms.to" in cites(game)
    assert "Alice cannot discard 7 cards in full, so does none of it and nothing follows." in messages(game)


# --- protection and affect -------------------------------------------------------


def smoke_bombed_walker(alice_hand):
    return two_bases(
        alice_hand,
        opal=[card("zombies/walker", "Bob", attached=[card("ninjas/smoke-bomb", "Bob", owner="Bob")])],
        bob={"factions": ["zombies", "ninjas"]},
    )


def test_protection_from_other_players_actions_stops_an_action():
    game = game_for(smoke_bombed_walker(["pirates/shanghai"]), "Tortuga")
    play(game, "Alice", "pirates/shanghai")
    assert where(game, "zombies/walker") == f"at:{OPAL}"
    prevented = [e for e in game.log if e.kind == "prevented"][0]
    assert prevented.message == "Walker (Bob, The Grey Opal) cannot be moved by Shanghai: Smoke Bomb protects it."
    assert {"ninjas/smoke-bomb", "terms.affect"} <= set(prevented.cites)


def test_protection_from_actions_does_not_stop_a_minion():
    game = game_for(smoke_bombed_walker(["pirates/cut-lass"]), "Walker")
    play(game, "Alice", "pirates/cut-lass", base=OPAL)
    assert where(game, "zombies/walker") == "discard:Bob"
    assert where(game, "ninjas/smoke-bomb") == "discard:Bob"  # attachments follow their owner


def test_cannot_be_destroyed_still_sets_powderkeg_limit():
    # pirates/powderkeg#1: the chosen minion survives, the others are destroyed.
    pos = two_bases(
        ["pirates/powderkeg"],
        opal=[card("robots/warbot", "Alice"), card("zombies/walker", "Bob"), card("dinosaurs/king-rex", "Bob")],
        alice={"factions": ["pirates", "robots"]},
    )
    game = game_for(pos, "Warbot")
    play(game, "Alice", "pirates/powderkeg")
    assert where(game, "robots/warbot") == f"at:{OPAL}"
    assert where(game, "zombies/walker") == "discard:Bob"
    assert where(game, "dinosaurs/king-rex") == f"at:{OPAL}"


def test_tooth_and_claw_blocks_attaching_another_players_action():
    pos = two_bases(
        ["ninjas/assassination"],
        opal=[card("zombies/walker", "Bob", attached=[card("dinosaurs/tooth-and-claw-and-guns", "Bob", owner="Bob")])],
        bob={"factions": ["zombies", "dinosaurs"]},
    )
    game = game_for(pos)
    with pytest.raises(IllegalPlay, match=r"^Assassination cannot be played on Walker: Tooth and Claw\.\.\.and Guns protects it\.$"):
        play(game, "Alice", "ninjas/assassination", target="zombies/walker")


# --- replacement ("instead") -----------------------------------------------------


def test_buccaneer_moves_instead_of_being_destroyed_once_per_turn():
    pos = two_bases(
        ["pirates/powderkeg", "ninjas/ninja-master"],
        opal=[card("dinosaurs/king-rex", "Alice"), card("pirates/buccaneer", "Bob")],
        bob={"factions": ["pirates", "zombies"]},
    )
    game = game_for(pos, "Tortuga", "Buccaneer")
    play(game, "Alice", "pirates/powderkeg")  # King Rex (7) is the only choice; Buccaneer (4) would go too
    assert where(game, "dinosaurs/king-rex") == "discard:Alice"
    assert where(game, "pirates/buccaneer") == f"at:{TORTUGA}"
    play(game, "Alice", "ninjas/ninja-master", base=TORTUGA)  # once per turn: now it is destroyed
    assert where(game, "pirates/buccaneer") == "discard:Bob"
    assert game.chooser.remaining == []


def test_tar_pits_places_instead_of_destroying_the_first_time_each_turn():
    pos = position(
        [player("Alice", hand=["pirates/cannon"]), player("Bob")],
        [base("dinosaurs/tar-pits", card("zombies/walker", "Bob"), card("robots/zapbot", "Bob"))],
    )
    game = game_for(pos, "Walker", "Zapbot")
    play(game, "Alice", "pirates/cannon")
    assert zone_ids(game, "deck:Bob") == ["zombies/walker"]
    assert where(game, "robots/zapbot") == "discard:Bob"


def test_overrun_forbids_other_players_minions_there():
    pos = two_bases(["pirates/cut-lass"], opal=[card("zombies/walker", "Bob")])
    pos.bases[0].actions.append(card("zombies/overrun", "Bob"))
    game = game_for(pos)
    with pytest.raises(IllegalPlay, match="Alice cannot play Cut Lass at The Grey Opal: Overrun forbids it."):
        play(game, "Alice", "pirates/cut-lass", base=OPAL)


def test_a_triggered_ability_checks_its_condition_again_when_it_resolves():
    """Two abilities wait on the same play; the one resolving first removes what the
    other's condition needs, so the second does nothing (resolution.simultaneous)."""
    from smashup_rules.engine.abilities import HERE, CardBehaviour, after
    from smashup_rules.engine.registry import default_registry

    def bob_has_a_minion_here(ctx, event):
        return bool(ctx.minions(here=True, yours=False))

    class DestroysBobsMinion(CardBehaviour):
        """Test double: "after a minion is played here, if another player has a minion here, destroy it"."""

        card_id = "pirates/buccaneer"

        @after("played", HERE, card_kind="minion", condition=bob_has_a_minion_here)
        def strike(self, ctx, event):
            ctx.destroy(ctx.minions(here=True, yours=False)[0])

    class GainsVpForBobsMinion(CardBehaviour):
        """Test double: "after a minion is played here, if another player has a minion here, gain 1 VP"."""

        card_id = "pirates/first-mate"

        @after("played", HERE, card_kind="minion", condition=bob_has_a_minion_here)
        def cheer(self, ctx, event):
            ctx.gain_vp(1)

    registry = default_registry().with_behaviours(DestroysBobsMinion, GainsVpForBobsMinion)
    pos = two_bases(
        ["pirates/pirate-king"],
        opal=[card("pirates/buccaneer", "Alice"), card("pirates/first-mate", "Alice"), card("zombies/walker", "Bob")],
    )
    game = game_for(pos, "Buccaneer", registry=registry)  # Alice orders the two abilities: Buccaneer's first
    play(game, "Alice", "pirates/pirate-king", base=OPAL)
    assert where(game, "zombies/walker") == "discard:Bob"
    assert game.state.player("Alice").vp == 0
