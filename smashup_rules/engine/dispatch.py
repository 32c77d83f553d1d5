"""The top of the engine: the one object that dispatches triggered abilities.

Lower layers never call a card's triggered ability themselves: an effect or a
procedure fires an event through the game it was given (``game.fire``), asks
for "instead" replacements (``game.replace``) and gets the context of an
ability (``game.context``); ``Game`` hands these to the ``Dispatcher`` below,
which alone knows the card API. So the recursion of the rules (an effect fires
a trigger whose ability causes another effect) runs through the game at run
time and never becomes an import cycle.
"""

from __future__ import annotations

from smashup_rules.engine import effects, power_watch
from smashup_rules.engine.abilities import HERE, THIS
from smashup_rules.engine.choices import Option
from smashup_rules.engine.context import AbilityContext
from smashup_rules.engine.game import card_label
from smashup_rules.engine.power import active_behaviour, granted_abilities

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any

    from smashup_rules.engine.abilities import Trigger, TriggerEvent
    from smashup_rules.engine.game import Game
    from smashup_rules.engine.state import CardInstance


class Dispatcher:
    """Resolves triggered and replacement abilities and builds ability contexts for a game."""

    def context(self, game: Game, card: CardInstance, player: str | None = None, **details: Any) -> AbilityContext:
        return AbilityContext(game.state, card, game, player, **details)

    def fire(
        self, game: Game, event: TriggerEvent, *, extra: Sequence[CardInstance] = (), skip: set[str] | None = None, **details: Any
    ) -> int:
        return run_triggers(game, event, extra=extra, skip=skip, **details)

    def replace(self, game: Game, event: TriggerEvent) -> CardInstance | None:
        return try_replacements(game, event)


def listeners(
    game: Game,
    event: TriggerEvent,
    *,
    replacement: bool = False,
    extra: Sequence[CardInstance] = (),
    details: dict[str, Any] | None = None,
):
    """(card, behaviour, trigger, method name) for every ability waiting on ``event``.

    ``extra`` adds cards out of play whose ability still refers to this event
    (a scored base, after it has been replaced).
    """
    state = game.state
    found = []
    aside = state.set_aside_titans()
    # Cards giving others an ability for a while are heard wherever they are (``Trigger.granted``).
    granting = granted_abilities(state) if any(effect.stat == "ability" for effect in state.lasting) else {}
    # A destroyed titan is both just out of play (extra) and set aside: list it once.
    out_of_play = {card.iid: card for card in [*extra, *aside] if not state.in_play(card)}
    granters = [card for iid in granting if iid not in out_of_play and not state.in_play(card := state.cards[iid])]
    for card in [*out_of_play.values(), *granters]:
        state.registry.behaviour(state.ability_id(card))  # an unimplemented card is an error, never skipped
    state.check_implemented_in_play()
    listening = state.registry.listening(event.kind)
    candidates = [*state.in_play_with(listening), *(card for card in out_of_play.values() if state.ability_id(card) in listening)]
    for card in [*candidates, *(card for card in granters if state.ability_id(card) in listening)]:
        behaviour = active_behaviour(state, card)
        if behaviour is None:
            continue
        for trigger, name in behaviour.triggers:
            if trigger.event != event.kind or trigger.replacement != replacement:
                continue
            if trigger.granted or card in granters:  # a granted ability, about the cards that have it
                if trigger.granted and _granted_fits(trigger, event, granting.get(card.iid, ())):
                    found.append((card, behaviour, trigger, name))
                continue
            if trigger.from_aside != (card in aside):
                continue
            if trigger.card_kind is not None and (event.card is None or event.card.kind != trigger.card_kind):
                continue
            if trigger.where == THIS and event.card is not card:
                continue
            here = state.base_of(card) or (card if card.kind == "base" else None)
            if trigger.where == HERE and (event.base is None or here is not event.base):
                continue
            # "At the start of your turn" on a base: "you" is the current player (terms.you).
            if trigger.yours_only and card.kind != "base" and card.controller != state.turn.player:
                continue
            if trigger.once_per_turn and once_key(card, name) in state.turn.used_once:
                continue
            if trigger.condition is not None and not trigger.condition(_trigger_context(game, card, event, extra, **(details or {})), event):
                continue
            found.append((card, behaviour, trigger, name))
    return found


def _granted_fits(trigger: Trigger, event: TriggerEvent, holders: Sequence[CardInstance]) -> bool:
    """Whether an ability a card grants (``Trigger.granted``) answers ``event``: THIS and HERE
    are about the cards that have it."""
    if trigger.where == THIS:
        return event.card in holders
    if trigger.where == HERE:
        return any(holder.zone == f"at:{event.base.iid}" for holder in holders) if event.base is not None else False
    return bool(holders)


def _trigger_context(game: Game, card: CardInstance, event: TriggerEvent, extra: Sequence[CardInstance], **details: Any) -> AbilityContext:
    """The context of a triggered ability. A card that has just left play (a destroyed
    Nukebot) still acts for the player who controlled it then."""
    player = None
    if card in extra and card is event.card:
        player = event.details.get("controller")
    # An ability a card grants acts for the player whose lasting effect gave it.
    granted = [e.player for e in game.state.lasting if e.stat == "ability" and e.source == card.iid]
    return AbilityContext(game.state, card, game, granted[0] if granted else player, **details)


def once_key(card: CardInstance, ability: str) -> str:
    return f"{card.iid}:{ability}"


def in_chosen_order(game: Game, abilities: list) -> list:
    """The current player orders simultaneous abilities (resolution.simultaneous);
    ``abilities`` are ``listeners`` entries, named by their card."""
    remaining = list(abilities)
    ordered = []
    while remaining:
        options = [Option(item[0].name, item, card_label(game.state, item[0])) for item in remaining]
        picked = game.ask(
            game.state.turn.player, "choose which ability resolves next", options, "order", cites=("resolution.simultaneous",)
        )
        remaining.remove(picked)
        ordered.append(picked)
    return ordered


def run_triggers(
    game: Game, event: TriggerEvent, *, extra: Sequence[CardInstance] = (), skip: set[str] | None = None, **details: Any
) -> int:
    """Resolve every non-replacement ability waiting on ``event``, in the current player's order.

    Abilities are collected once, when the event happens; when its turn to resolve
    comes, each checks again that its card has not left play, that its once-per-turn
    limit is not used up and that its condition still holds (an ability resolving
    first may have changed either). With ``skip`` (card instance ids),
    those cards' abilities are left out and the cards found are added to it; returns how
    many abilities were found.
    """
    power_watch.check(game)  # a power that rose since the last look fires its own event first
    found = listeners(game, event, extra=extra, details=details)
    if skip is not None:
        found = [item for item in found if item[0].iid not in skip]
        skip.update(item[0].iid for item in found)
    for card, behaviour, trigger, name in in_chosen_order(game, found):
        if trigger.granted:
            if not granted_abilities(game.state).get(card.iid):
                continue
        elif trigger.from_aside:
            if not card.zone.startswith("titans:"):
                continue
        elif card not in extra and not game.state.in_play(card):
            continue
        if trigger.once_per_turn and once_key(card, name) in game.state.turn.used_once:
            continue
        ctx = _trigger_context(game, card, event, extra, **details)
        if trigger.condition is not None and not trigger.condition(ctx, event):
            continue
        if trigger.once_per_turn:
            game.state.turn.used_once.add(once_key(card, name))
        getattr(behaviour, name)(ctx, event)
        effects.resolve_clashes(game)
    return len(found)


def try_replacements(game: Game, event: TriggerEvent) -> CardInstance | None:
    """Offer "instead" abilities for ``event``; returns the card whose ability replaced it."""
    found = listeners(game, event, replacement=True)
    for card, behaviour, trigger, name in in_chosen_order(game, found):
        ctx = AbilityContext(game.state, card, game)
        if getattr(behaviour, name)(ctx, event):
            if trigger.once_per_turn:
                game.state.turn.used_once.add(once_key(card, name))
            return card
    return None
