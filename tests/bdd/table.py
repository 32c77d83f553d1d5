"""The scenario's table: the position a scenario builds, and its outcome once resolved."""

from __future__ import annotations

import contextlib
import re
from unittest import mock

import yaml

from smashup_rules.engine.abilities import CardBehaviour
from smashup_rules.engine.play import play_card
from smashup_rules.engine.registry import default_registry
from smashup_rules.engine.resolve import apply_play
from smashup_rules.engine.state import CardInstance
from smashup_rules.explain.run import Explanation, explain_position, zone_label
from smashup_rules.util.ids import fold
from smashup_rules.position import Position, load_valid_position


def names(text: str) -> list[str]:
    """``"Walker, Zapbot and Cut Lass"`` → three names."""
    return [n.strip() for n in re.split(r",\s*|\s+and\s+", text) if n.strip()]


class Table:
    """The scenario's position (as position-file data) and, once resolved, its outcome."""

    def __init__(self):
        self.position: dict = {"players": [], "bases": [], "play": [], "choices": []}
        self._outcome: Explanation | None = None
        self.refusal: str | None = None
        self.special_plays: set[int] = set()  # indexes in position["play"] made through a Special
        # Abilities no real card has, given to a card for one rule scenario (see ``hypothetically``).
        self.hypothetical: list[type[CardBehaviour]] = []
        # A new game as setup deals it (``new_game_set_up``), used instead of the position built here.
        self.dealt: Position | None = None

    # --- building the position ---------------------------------------------

    def player(self, name: str) -> dict:
        for player in self.position["players"]:
            if player["name"] == name:
                return player
        raise AssertionError(f"the scenario has no player {name!r}; start with 'Given a game between ...'")

    def base(self, name: str) -> dict:
        for base in self.position["bases"]:
            if fold(base["name"]) == fold(name):
                return base
        base = {"name": name, "cards": []}
        self.position["bases"].append(base)
        return base

    def find_entry(self, name: str) -> dict:
        """A card already placed on a base (to attach an action to it)."""
        for base in self.position["bases"]:
            for entry in base["cards"]:
                if fold(entry["card"]) == fold(name):
                    return entry
        raise AssertionError(f"no {name} has been placed on a base")

    def changed(self) -> None:
        self._outcome = None

    # --- resolving --------------------------------------------------------

    @property
    def outcome(self) -> Explanation:
        if self._outcome is None:
            text = yaml.safe_dump(self.position, sort_keys=False, allow_unicode=True)
            position = self.dealt if self.dealt is not None else load_valid_position(text, source="scenario")
            with contextlib.ExitStack() as patches:
                if self.special_plays:
                    patches.enter_context(mock.patch("smashup_rules.engine.resolve.apply_play", self._apply_with_specials()))
                if self.hypothetical:
                    registry = default_registry().with_behaviours(*self.hypothetical)
                    patches.enter_context(mock.patch("smashup_rules.engine.convert.to_state.default_registry", lambda: registry))
                self._outcome = explain_position(position)
        return self._outcome

    def _apply_with_specials(self):
        """``apply_play``, except that the plays marked as made through a Special skip the
        turn's regular and extra plays (play.special), as an out-of-turn Special does."""
        played = iter(range(len(self.position["play"])))

        def apply(game, spec):
            if next(played) not in self.special_plays:
                return apply_play(game, spec)
            state = game.state
            card = next((c for c in state.zone(f"hand:{spec.player}") if c.card_id == spec.card), None)
            assert card is not None, f"{spec.player} has no {spec.card} in hand"
            base = next((b for b in state.bases() if b.card_id == spec.base), None) if spec.base else None
            target = next((m for m in state.all_minions() if m.card_id == spec.target), None) if spec.target else None
            return play_card(game, spec.player, card, base=base, target=target, special=True)

        return apply

    @property
    def state(self):
        outcome = self.outcome
        if outcome.error is not None:
            raise AssertionError(f"the play stopped with an error: {outcome.error}")
        return outcome.state

    def instances(self, name: str) -> list[CardInstance]:
        found = [c for c in self.state.cards.values() if fold(c.name) == fold(name)]
        assert found, f"no card named {name} in the game"
        return found

    def where(self, card: CardInstance) -> str:
        return zone_label(self.state, card.zone)

    def in_play(self, name: str) -> CardInstance:
        cards = [c for c in self.instances(name) if self.state.in_play(c)]
        assert len(cards) == 1, f"expected one {name} in play, found {len(cards)}"
        return cards[0]

    def base_in_play(self, name: str) -> CardInstance:
        bases = [b for b in self.state.bases() if fold(b.name) == fold(name)]
        assert bases, f"{name} is not in play; bases in play: {', '.join(b.name for b in self.state.bases())}"
        return bases[0]
