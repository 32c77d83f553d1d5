"""State built from a position, conservation, owner vs controller, computed power."""

from __future__ import annotations

import pytest

from smashup_rules.engine import effects
from smashup_rules.engine.errors import InvariantViolation
from smashup_rules.engine.power import player_power_at, power_breakdown, total_power_at
from smashup_rules.engine.convert.to_state import state_from_position
from smashup_rules.engine.state import CardInstance
from smashup_rules.reference import data
from tests.engine.builders import base, base_named, card, cites, game_for, one, play, player, position, where

OPAL = "pirates/the-grey-opal"


def test_state_from_position_creates_one_instance_per_card_in_a_fixed_order():
    pos = position(
        [player("Alice", hand=["pirates/cannon"], deck=["pirates/dinghy"]), player("Bob", discard=["zombies/walker"])],
        [base(OPAL, card("robots/zapbot", "Bob", counters=2, attached=[card("ninjas/smoke-bomb", "Bob", owner="Alice")]))],
    )
    state = state_from_position(pos)
    assert [(c.iid, c.card_id, c.zone) for c in state.cards.values()][:4] == [
        ("c1", "pirates/cannon", "hand:Alice"),
        ("c2", "pirates/dinghy", "deck:Alice"),
        ("c3", "zombies/walker", "discard:Bob"),
        ("c4", OPAL, "bases"),
    ]
    zapbot = state.cards["c5"]
    assert (zapbot.owner, zapbot.controller, zapbot.counters, zapbot.zone) == ("Bob", "Bob", 2, "at:c4")
    bomb = state.cards["c6"]
    assert (bomb.owner, bomb.controller, bomb.zone) == ("Alice", "Bob", "on:c5")
    state.check_invariants()


def test_an_unspecified_base_deck_holds_the_players_faction_bases_not_in_play():
    pos = position([player("Alice"), player("Bob")], [base(OPAL)], base_deck=None, seed=1)
    state = state_from_position(pos)
    deck = sorted(c.card_id for c in state.zone("base-deck"))
    assert deck == sorted(["pirates/tortuga", "ninjas/ninja-dojo", "ninjas/temple-of-goju",
                           "zombies/evans-city-cemetery", "zombies/rhodes-plaza-mall",
                           "robots/factory-436-1337", "robots/the-central-brain"])
    assert [c.card_id for c in state_from_position(pos).zone("base-deck")] == [c.card_id for c in state.zone("base-deck")]


def test_conservation_check_catches_a_card_in_two_zones():
    state = state_from_position(position([player("Alice", hand=["pirates/cannon"]), player("Bob")], [base(OPAL)]))
    state.zones["box"].append("c1")
    with pytest.raises(InvariantViolation, match="^c1 is in both box and hand:Alice$"):
        state.check_invariants()


def test_leaving_play_goes_to_the_owner_and_attachments_to_theirs():
    pos = position(
        [player("Alice", hand=["pirates/cannon"]), player("Bob")],
        [base(OPAL, card("zombies/walker", "Alice", owner="Bob", counters=1, attached=[card("dinosaurs/upgrade", "Alice")]))],
    )
    game = game_for(pos)
    walker = one(game, "zombies/walker")
    assert (walker.owner, walker.controller) == ("Bob", "Alice")
    effects.return_to_hand(game, walker, None)
    assert where(game, "zombies/walker") == "hand:Bob"
    assert where(game, "dinosaurs/upgrade") == "discard:Alice"
    assert walker.counters == 0 and walker.controller == "Bob"
    assert {"terms.return", "play.leave-play-owner"} <= cites(game)


def test_cards_without_owner_and_madness_go_to_their_special_piles():
    monster_id = next(cid for cid, rec in data.cards().items() if rec["group"] == "monsters" and rec["kind"] == "minion")
    madness_id = next(cid for cid, rec in data.cards().items() if rec["group"] == "madness")
    assert effects.owner_pile(CardInstance("x1", monster_id, None, "Alice", "at:c1"), "discard") == "monsters-discard"
    # madness.ownership: a Madness card belongs to whoever controls it.
    assert effects.owner_pile(CardInstance("x2", madness_id, "Alice", "Bob", "hand:Bob"), "discard") == "discard:Bob"


def test_power_breakdown_lists_each_source():
    pos = position(
        [player("Alice", hand=["pirates/swashbuckling"]), player("Bob")],
        [base("robots/the-central-brain", card("pirates/cut-lass", "Alice", counters=2, attached=[card("dinosaurs/upgrade", "Alice")]))],
    )
    game = game_for(pos)
    play(game, "Alice", "pirates/swashbuckling")
    breakdown = power_breakdown(game.state, one(game, "pirates/cut-lass"))
    assert breakdown.total == 3 + 2 + 1 + 2 + 1
    assert [(p.source, p.amount) for p in breakdown.parts] == [
        ("pirates/cut-lass", 3),
        ("counters.power", 2),
        ("pirates/swashbuckling", 1),
        ("robots/the-central-brain", 1),
        ("dinosaurs/upgrade", 2),
    ]
    assert breakdown.describe() == "9 (printed power 3, 2 +1 power counters, Swashbuckling +1, The Central Brain +1, Upgrade +2)"


def test_power_from_a_non_minion_counts_for_a_player_with_no_minions_there():
    pos = position([player("Alice"), player("Bob")], [base(OPAL, card("zombies/walker", "Bob"), actions=[card("kaiju/tail-smash", "Alice")])])
    game = game_for(pos)
    opal = base_named(game, OPAL)
    alice = player_power_at(game.state, "Alice", opal)
    assert alice.total == 4 and [(p.source, p.amount) for p in alice.parts] == [("kaiju/tail-smash", 4)]
    assert total_power_at(game.state, opal) == 6


def test_a_cancelled_base_gives_no_power():
    pos = position([player("Alice"), player("Bob")],
                   [base("robots/the-central-brain", card("pirates/cut-lass", "Alice"), actions=[card("aliens/jammed-signal", "Bob")])])
    game = game_for(pos)
    assert power_breakdown(game.state, one(game, "pirates/cut-lass")).total == 3


def test_counters_place_remove_and_transfer():
    pos = position([player("Alice"), player("Bob")], [base(OPAL, card("pirates/cut-lass", "Alice", counters=2), card("zombies/walker", "Bob"))])
    game = game_for(pos)
    lass, walker = one(game, "pirates/cut-lass"), one(game, "zombies/walker")
    assert effects.transfer_counters(game, lass, walker, 1, None) == 1
    assert (lass.counters, walker.counters) == (1, 1)
    assert "counters.power" in cites(game)


def test_taking_control_changes_whose_power_it_is_but_not_where_it_goes():
    pos = position([player("Alice"), player("Bob")], [base(OPAL, card("dinosaurs/king-rex", "Bob"))])
    game = game_for(pos)
    rex, opal = one(game, "dinosaurs/king-rex"), base_named(game, OPAL)
    effects.take_control(game, rex, "Alice", None)
    assert player_power_at(game.state, "Alice", opal).total == 7
    assert player_power_at(game.state, "Bob", opal).total == 0
    effects.destroy(game, rex, None)
    assert where(game, "dinosaurs/king-rex") == "discard:Bob"
    assert {"terms.control", "terms.destroy"} <= cites(game)
