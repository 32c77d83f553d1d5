"""Cards in stasis in a position (engine.stasis): read into the state, written back, compared.
The rules of stasis themselves are Gherkin scenarios (features/rules/stasis.feature)."""

from __future__ import annotations

import pytest

from smashup_rules.engine.errors import InvariantViolation
from smashup_rules.engine.convert.to_state import state_from_position
from smashup_rules.engine.convert.to_position import canonical, state_to_position
from smashup_rules.position import CardSpec

from tests.engine.builders import base, game_for, player, position


def _with_stasis(*cards: tuple[str, int]):
    alice = player("Alice", hand=["pirates/cannon"])
    alice.stasis = [CardSpec(card_id, owner="Alice", stasis_counters=counters) for card_id, counters in cards]
    return position([alice, player("Bob")], [base("pirates/the-grey-opal")])


def test_a_card_in_stasis_is_read_with_its_stasis_counters_in_front_of_its_owner():
    state = state_from_position(_with_stasis(("pirates/buccaneer", 2)))
    (card,) = state.zone("stasis:Alice")
    assert (card.card_id, card.owner, card.controller, card.stasis_counters, card.counters) == ("pirates/buccaneer", "Alice", "Alice", 2, 0)
    assert not state.in_play(card)  # at no base: the engine's "in play" queries leave it out
    state.check_invariants()


def test_cards_in_stasis_round_trip_through_a_position():
    state = state_from_position(_with_stasis(("pirates/buccaneer", 2), ("pirates/full-sail", 0)))
    written = state_to_position(state)
    assert [(c.card, c.stasis_counters) for c in written.players[0].stasis] == [("pirates/buccaneer", 2), ("pirates/full-sail", 0)]
    assert canonical(state_from_position(written)) == canonical(state)


def test_canonical_tells_stasis_counters_apart():
    assert canonical(state_from_position(_with_stasis(("pirates/buccaneer", 2)))) != canonical(state_from_position(_with_stasis(("pirates/buccaneer", 1))))


def test_stasis_counters_outside_stasis_break_an_invariant():
    state = game_for(_with_stasis()).state
    state.zone("hand:Alice")[0].stasis_counters = 1
    with pytest.raises(InvariantViolation, match="stasis counters but is not in stasis"):
        state.check_invariants()
