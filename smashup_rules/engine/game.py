"""A game in progress: the state, the chooser that makes decisions, and the log helpers."""

from __future__ import annotations

from smashup_rules.engine.choices import Decision, Option
from smashup_rules.engine.errors import EngineError
from smashup_rules.engine.events import Event, unique_cites
from smashup_rules.engine.state import CardInstance, State

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any

    from smashup_rules.engine.choices import Chooser


class Game:
    def __init__(self, state: State, chooser: Chooser):
        self.state = state
        self.chooser = chooser

    @property
    def log(self) -> list[Event]:
        return self.state.log

    def record(
        self,
        kind: str,
        message: str,
        *,
        cards: Sequence[CardInstance] = (),
        players: Sequence[str] = (),
        cites: Sequence[str] | tuple = (),
        **details: Any,
    ) -> Event:
        event = Event(
            kind,
            message,
            tuple(card.iid for card in cards),
            tuple(players),
            unique_cites(tuple(cites)),
            details,
        )
        self.state.log.append(event)
        return event

    def ask(
        self,
        player: str,
        prompt: str,
        options: Sequence[Option],
        kind: str,
        *,
        cites: Sequence[str] = (),
    ) -> Any:
        """Ask ``player`` to pick one option; returns the option's value.

        A decision with a single option is forced and not asked. Optional
        decisions therefore always carry a "pass"/"no" option.
        """
        if not options:
            raise EngineError(f"{player} must {prompt}, but there is nothing to choose from")
        if len(options) == 1:
            return options[0].value
        decision = Decision(player, prompt, tuple(options), kind)
        index = self.chooser(decision)
        chosen = decision.options[index]
        self.record(
            "choice",
            f"{player} chooses {chosen.display} ({prompt}).",
            players=[player],
            cites=cites,
            decision=kind,
            chosen=chosen.display,
        )
        return chosen.value

    def ask_yes_no(self, player: str, prompt: str, *, cites: Sequence[str] = ()) -> bool:
        """A "may": the player is allowed, not required, to do it (terms.may)."""
        options = [Option("yes", True), Option("no", False)]
        return self.ask(player, prompt, options, "may", cites=unique_cites(("terms.may",), tuple(cites)))


def card_label(state: State, card: CardInstance) -> str:
    """A card's name with where it is, to tell apart cards of the same name."""
    base = state.base_of(card)
    if card.kind == "base" and card.zone == "bases":
        return card.name
    if base is not None:
        return f"{card.name} ({card.controller}, {base.name})"
    place, _, holder = card.zone.partition(":")
    if place == "buried":  # face down beside a base (engine.burying)
        return f"{card.name} (buried by {card.controller}, {state.cards[holder].name})"
    holder = holder or card.owner  # whose hand or pile it is in (a card may be in another player's hand)
    return f"{card.name} ({holder}'s {place})" if holder else f"{card.name} ({card.zone.replace('-', ' ')})"


def card_options(state: State, cards: Sequence[CardInstance]) -> list[Option]:
    return [Option(card.name, card, card_label(state, card)) for card in cards]
