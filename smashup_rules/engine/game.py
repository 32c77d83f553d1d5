"""A game in progress: the state, the chooser that makes decisions, the log helpers, what the
game is in the middle of, and the dispatcher through which effects and procedures reach the
cards' abilities (``Abilities``, implemented by ``dispatch.Dispatcher``)."""

from __future__ import annotations

from smashup_rules.engine.choices import NO_FRAME, Decision, Option
from smashup_rules.engine.errors import EngineError
from smashup_rules.engine.events import Event, unique_cites
from smashup_rules.engine.in_progress import InProgress
from smashup_rules.engine.state import CardInstance, State
from smashup_rules.engine.zones import ON, UNDER, buried, holder, is_in_play_as_base, place
from smashup_rules.reference.scopes import who_rules

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import Any

    from smashup_rules.engine.abilities import TriggerEvent
    from smashup_rules.engine.choices import Chooser, Frame
    from smashup_rules.engine.source import Source

    Observer = Callable[[State, Event], None]


class Abilities:
    """What a game asks of the cards' abilities. ``dispatch.Dispatcher``, at the top of the
    engine and alone in knowing the card API, implements every method; the game, and every layer
    that holds one, know it by this class, so none imports above itself. The rules' recursion
    (an effect fires a trigger whose ability causes another effect) runs through the game at
    run time instead of through imports. This class says what each method does and does none
    of it: a game is always given a ``Dispatcher``."""

    def start(self, game: Game) -> None:
        """The game starts from its state: the abilities that wait for a change note what they
        will compare with."""

    def recorded(self, game: Game) -> None:
        """An event was recorded: the abilities that wait for a change look at once (a card
        drawn changes Haunting's power), so that none is pending between two steps of a game."""

    def fire(
        self, game: Game, event: TriggerEvent, *, extra: Sequence[CardInstance] = (), skip: set[str] | None = None, **details: Any
    ) -> int:
        """Resolve the abilities that trigger on ``event`` (``Game.fire``); how many were found."""

    def replace(self, game: Game, event: TriggerEvent) -> CardInstance | None:
        """Offer the "instead" abilities for ``event`` (``Game.replace``)."""

    def context(self, game: Game, card: CardInstance, player: str | None = None, **details: Any) -> Source:
        """The context one of ``card``'s abilities resolves with (``Game.context``)."""


class Game:
    def __init__(self, state: State, chooser: Chooser, dispatcher: Abilities, observer: Observer | None = None):
        self.state = state
        self.chooser = chooser
        self.dispatcher = dispatcher
        # Shown every event as it is recorded (the simulator's checks): a call, not an override
        # of ``record``, which would pass its keywords on once more for every event.
        self.observer = observer
        # What the game is in the middle of (the cards being played, the scoring, the duel ...):
        # the procedures that run them keep it here, and the state reads it (``State.in_progress``).
        self.progress = state.in_progress = InProgress()
        dispatcher.start(self)

    def fire(
        self, event: TriggerEvent, *, extra: Sequence[CardInstance] = (), skip: set[str] | None = None, **details: Any
    ) -> int:
        """Resolve the abilities that trigger on ``event`` (resolution.simultaneous); ``extra``:
        cards out of play whose ability still refers to it; ``skip``: card instance ids left
        out, and the cards found are added to it. Returns how many abilities were found."""
        return self.dispatcher.fire(self, event, extra=extra, skip=skip, **details)

    def replace(self, event: TriggerEvent) -> CardInstance | None:
        """Offer the "instead" abilities for ``event``; the card whose ability replaced it, or None."""
        return self.dispatcher.replace(self, event)

    def context(self, card: CardInstance, player: str | None = None, **details: Any) -> Source:
        """The context of one of ``card``'s abilities, resolving for ``player`` (its controller by
        default): the card API's ``AbilityContext``, a ``Source`` that can decide and act."""
        return self.dispatcher.context(self, card, player, **details)

    def frame(self) -> Frame:
        """Mark the start of a procedure that asks decisions one after another; its
        ``Frame.at(progress)`` between them says what, beside the state, the rest depends on.
        Only a chooser that explores every branch listens (``choices.explore``: runs that
        reach the same state and progress are explored once); for any other it does nothing."""
        enter = getattr(self.chooser, "enter_frame", None)
        return NO_FRAME if enter is None else enter(self.state)

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
            tuple([card.iid for card in cards]),
            tuple(players),
            unique_cites(tuple(cites)),
            details,
        )
        self.state.log.append(event)
        if self.observer is not None:
            self.observer(self.state, event)
        self.dispatcher.recorded(self)
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
        decisions therefore always carry a "pass"/"no" option. A scripted answer
        that names the only option is taken as this decision's answer, and the
        step says it was the only option.
        """
        if not options:
            raise EngineError(f"{player} must {prompt}, but there is nothing to choose from")
        # Who may be chosen is what the words say ("a minion", "one of your minions", "another
        # player"): every choice cites the rule of its words (reference.scopes).
        cites = (*cites, *who_rules(prompt))
        decision = Decision(player, prompt, tuple(options), kind, unique_cites(tuple(cites)))
        if len(options) == 1:
            take_forced = getattr(self.chooser, "take_forced", None)
            if take_forced is not None and take_forced(decision):
                self.record(
                    "choice",
                    f"{player} chooses {options[0].display} ({prompt}): the only option.",
                    players=[player],
                    cites=cites,
                    decision=kind,
                    chosen=options[0].display,
                )
            return options[0].value
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
    if card.kind == "base" and is_in_play_as_base(card):
        return card.name
    if base is not None:  # an uncontrolled monster is nobody's (monsters.control)
        return f"{card.name} ({card.controller or 'uncontrolled'}, {base.name})"
    if buried(card):  # face down beside a base (engine.burying)
        return f"{card.name} (buried by {card.controller}, {state.cards[holder(card.zone)].name})"
    if place(card.zone) in (UNDER, ON):  # named by the card that holds it: instance ids change on a reload
        held_by = state.cards[holder(card.zone)]
        at = state.base_of(held_by)
        return f"{card.name} ({place(card.zone)} {held_by.name}{f', {at.name}' if at not in (None, held_by) else ''})"
    whose = holder(card.zone) or card.owner  # whose hand or pile it is in (a card may be in another player's hand)
    return f"{card.name} ({whose}'s {place(card.zone)})" if whose else f"{card.name} ({card.zone.replace('-', ' ')})"


def card_options(state: State, cards: Sequence[CardInstance]) -> list[Option]:
    return [Option(card.name, card, card_label(state, card)) for card in cards]
