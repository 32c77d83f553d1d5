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
from smashup_rules.engine.abilities import HERE, THIS, Unmet, event_words
from smashup_rules.engine.choices import NO_FRAME, Option
from smashup_rules.engine.context import AbilityContext
from smashup_rules.engine.game import Abilities, card_label
from smashup_rules.engine.power import active_behaviour, granted_abilities
from smashup_rules.engine.citations import card_sources, conflict_readings
from smashup_rules.engine.state import buried_cards
from smashup_rules.engine.zones import at, buried_zone, holder, in_deck, in_hand, place, set_aside_as_titan

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any

    from smashup_rules.engine.abilities import Trigger, TriggerEvent
    from smashup_rules.engine.game import Game
    from smashup_rules.engine.state import CardInstance


class Dispatcher(Abilities):
    """Resolves triggered and replacement abilities and builds ability contexts for a game."""

    def context(self, game: Game, card: CardInstance, player: str | None = None, **details: Any) -> AbilityContext:
        return AbilityContext(game.state, card, game, player, **details)

    def fire(
        self, game: Game, event: TriggerEvent, *, extra: Sequence[CardInstance] = (), skip: set[str] | None = None, **details: Any
    ) -> int:
        return run_triggers(game, event, extra=extra, skip=skip, **details)

    def replace(self, game: Game, event: TriggerEvent) -> CardInstance | None:
        return try_replacements(game, event)

    def start(self, game: Game) -> None:
        """The game starts from its state: the abilities that wait for a change note what they
        will compare with (the powers "after the power of a minion increases" compares with)."""
        power_watch.baseline(game)

    def recorded(self, game: Game) -> None:
        if game.progress.power_seen is not None:  # someone waits for a power to increase
            power_watch.check(game)


def listeners(
    game: Game,
    event: TriggerEvent,
    *,
    replacement: bool = False,
    extra: Sequence[CardInstance] = (),
    details: dict[str, Any] | None = None,
    spent: list | None = None,
    unmet: list | None = None,
):
    """(card, behaviour, trigger, method name) for every ability waiting on ``event``.

    ``extra`` adds cards out of play whose ability still refers to this event
    (a scored base, after it has been replaced). ``spent`` collects, in the same form, the
    abilities that would be waiting but for their once-per-turn limit, already used;
    ``unmet`` (card, trigger, ``Unmet``) those whose condition says why it does not hold.
    """
    state = game.state
    kind = event.kind
    listening = state.registry.listening(kind)
    state.check_implemented_in_play()  # the cards in play and the titans set aside
    candidates = state.in_play_with(listening)
    # Out of play, only a set-aside titan with an ability for this kind of event is heard, beside
    # ``extra`` and the cards giving others an ability for a while (``Trigger.granted``), wherever they are.
    aside = [card for card in state.set_aside_titans() if state.ability_id(card) in listening]
    granting = granted_abilities(state) if state.lasting and any(effect.stat == "ability" for effect in state.lasting) else {}
    granters: list[CardInstance] = []
    if aside or extra or granting:
        # A destroyed titan is both just out of play (extra) and set aside: list it once.
        out_of_play = {card.iid: card for card in [*extra, *aside] if not state.in_play(card)}
        granters = [card for iid in granting if iid not in out_of_play and not state.in_play(card := state.cards[iid])]
        for card in [*out_of_play.values(), *granters]:
            state.registry.behaviour(state.ability_id(card))  # an unimplemented card is an error, never skipped
        heard = [card for card in [*out_of_play.values(), *granters] if state.ability_id(card) in listening]
        if heard:
            candidates = [*candidates, *heard]
    if not candidates:
        return []
    aside_ids = {card.iid for card in aside}
    found = []
    for card in candidates:
        behaviour = active_behaviour(state, card)
        if behaviour is None:
            continue
        for trigger, name in behaviour.triggers_on.get(kind, ()):
            if trigger.replacement != replacement:
                continue
            if trigger.granted or card in granters:  # a granted ability, about the cards that have it
                if trigger.granted and _granted_fits(trigger, event, granting.get(card.iid, ())):
                    found.append((card, behaviour, trigger, name))
                continue
            if trigger.from_aside != (card.iid in aside_ids):
                continue
            if trigger.card_kind is not None and event.played_kind != trigger.card_kind:
                continue
            if trigger.where == THIS and event.card is not card:
                continue
            if trigger.where == HERE and (event.base is None or (state.base_of(card) or (card if card.kind == "base" else None)) is not event.base):
                continue
            # "At the start of your turn" on a base: "you" is the current player (terms.you).
            if trigger.yours_only and card.kind != "base" and card.controller != state.turn.player:
                continue
            used = trigger.once_per_turn and once_key(card, name) in state.turn.used_once
            if trigger.condition is not None:
                holds = trigger.condition(_trigger_context(game, card, event, extra, **(details or {})), event)
                if not holds:
                    if unmet is not None and type(holds) is Unmet:
                        unmet.append((card, trigger, holds))
                    continue
            if used:
                if spent is not None:
                    spent.append((card, behaviour, trigger, name))
                continue
            found.append((card, behaviour, trigger, name))
    return found


def _granted_fits(trigger: Trigger, event: TriggerEvent, holders: Sequence[CardInstance]) -> bool:
    """Whether an ability a card grants (``Trigger.granted``) answers ``event``: THIS and HERE
    are about the cards that have it."""
    if trigger.where == THIS:
        return event.card in holders
    if trigger.where == HERE:
        return any(at(card, event.base) for card in holders) if event.base is not None else False
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
    many abilities were found. An ability a reader would expect here that does not happen
    is said so, with why (``why_not``).
    """
    power_watch.check(game)  # a power that rose since the last look fires its own event first
    spent: list = []
    unmet: list = []
    found = listeners(game, event, extra=extra, details=details, spent=spent, unmet=unmet)
    if skip is not None:
        found = [item for item in found if item[0].iid not in skip]
        # A spent ability is said once, however often the event is fired again (the start of a turn).
        spent = [item for item in spent if item[0].iid not in skip and once_key(item[0], item[3]) not in skip]
        unmet = [item for item in unmet if f"{item[0].iid}:unmet" not in skip]
        skip.update(item[0].iid for item in found)
        skip.update(once_key(item[0], item[3]) for item in spent)
        skip.update(f"{item[0].iid}:unmet" for item in unmet)
    for card, _, trigger, _ in spent:
        why_not(game, card, trigger, event, "once per turn, and already used this turn")
    for card, trigger, why in unmet:
        unmet_step(game, card, trigger, event, why)
    _buried_listeners(game, event)
    _talent_not_on_play(game, event)
    # Between the abilities, what follows depends on the state and which of them are still to
    # resolve, in their order: runs whose orders lead to the same state there are explored once.
    frame = game.frame() if len(found) > 1 else NO_FRAME
    merging = frame is not NO_FRAME
    index_of = {id(item): index for index, item in enumerate(found)} if merging else {}
    ordered = in_chosen_order(game, found)
    for position, (card, behaviour, trigger, name) in enumerate(ordered):
        if merging:
            frame.at(tuple(index_of[id(item)] for item in ordered[position:]))
        if trigger.granted:
            if not granted_abilities(game.state).get(card.iid):
                continue
        elif trigger.from_aside:
            if not set_aside_as_titan(card):
                continue
        elif card not in extra and not game.state.in_play(card):
            why_not(game, card, trigger, event, "it left play before its turn to resolve", "resolution.simultaneous")
            continue
        if trigger.once_per_turn and once_key(card, name) in game.state.turn.used_once:
            why_not(game, card, trigger, event, "once per turn, and already used by then", "resolution.simultaneous")
            continue
        ctx = _trigger_context(game, card, event, extra, **details)
        holds = trigger.condition is None or trigger.condition(ctx, event)
        if not holds:
            why = f": {holds.reason}" if type(holds) is Unmet else ""
            cites = holds.cites if type(holds) is Unmet else ()
            why_not(game, card, trigger, event, f"its condition no longer held when its turn to resolve came{why}", "resolution.simultaneous", *cites)
            continue
        if trigger.once_per_turn:
            game.state.turn.used_once.add(once_key(card, name))
        if in_hand(card) or in_deck(card):
            _announce_special(game, card, event)
        logged = len(game.log)
        getattr(behaviour, name)(ctx, event)
        if len(game.log) == logged and event.kind in SCORING_EVENTS and trigger.where in (HERE, THIS):
            why_not(game, card, trigger, event, "there was nothing for it to act on", verb="does nothing")
        effects.resolve_clashes(game)
    frame.at(())
    return len(found)


# An ability about a base that scores, there ("after this base scores", "after scoring, if this minion is
# here"), is one a reader of that scoring expects to see act: if it changes nothing, it is said to have
# done nothing. Elsewhere an ability often reads, in its own code, whether the event is one it answers
# ("before a base scores, you may move this minion there"), so its silence says nothing.
SCORING_EVENTS = frozenset({"before-scoring", "when-scoring", "after-scoring", "after-replaced"})

def _announce_special(game: Game, card: CardInstance, event: TriggerEvent) -> None:
    """An ability used from a hand or deck in answer to something (Dynamite Surprise, when its
    holder's hand is looked at) is a Special (play.special), and its use a step of its own."""
    user = holder(card.zone)
    game.record(
        "special",
        f"{user} uses the Special of {card.name} from their {place(card.zone)} in answer, as {event_words(event)}.",
        cards=[card],
        players=[user],
        cites=("play.special", "resolution.hand-responses", *card_sources(card.card_id)),
        answering=event.kind,
    )


def why_not(
    game: Game, card: CardInstance, trigger: Trigger, event: TriggerEvent, reason: str, *rules: str, verb: str = "does not trigger"
) -> None:
    """A "why not" step: an ability whose trigger matched does not happen (or does nothing), and
    why. Only informational: it changes nothing, and the simulator's digest leaves it out."""
    name = card.name if card.kind == "base" else card_label(game.state, card)  # a base is named alone, even once replaced
    game.record(
        "why-not",
        f"{name} {verb} {event_words(event)}: {reason}.",
        cards=[card],
        players=[card.controller] if card.controller else [],
        cites=(*card_sources(card.card_id), *trigger.cites, *rules),
        event=event.kind,
    )


def unmet_step(game: Game, card: CardInstance, trigger: Trigger, event: TriggerEvent, why: Unmet) -> None:
    """The "why not" step of an ability whose condition said why it does not hold (``unmet``)."""
    why_not(game, card, trigger, event, why.reason, *why.cites, verb=why.verb or "does not trigger")


def _buried_listeners(game: Game, event: TriggerEvent) -> None:
    """A buried card whose ability would answer ``event`` were it face up: its abilities cannot
    trigger until it is uncovered (burying.status). Only abilities about the base it lies beside
    ("here"), where a reader looks for them, and only if the rest of the trigger fits."""
    state = game.state
    if event.base is None or not state.zones.get(buried_zone(event.base)):
        return
    listening = state.registry.listening(event.kind)
    for card in buried_cards(state, event.base):
        if state.ability_id(card) not in listening:
            continue
        for trigger, _ in state.registry.behaviour(state.ability_id(card)).triggers:
            if trigger.event != event.kind or trigger.replacement or trigger.where != HERE:
                continue
            if trigger.card_kind is not None and event.played_kind != trigger.card_kind:
                continue
            if trigger.yours_only and card.controller != state.turn.player:
                continue
            if trigger.condition is not None and not trigger.condition(_trigger_context(game, card, event, ()), event):
                continue
            why_not(game, card, trigger, event, "it is buried, and a buried card's abilities cannot trigger until it is uncovered", "burying.status")
            break


def _talent_not_on_play(game: Game, event: TriggerEvent) -> None:
    """A card played whose printed ability the engine reads as a Talent (its text does not say
    "Talent:"): a reader may expect it to happen now, but it happens only when its controller
    uses it, a separate step of the Play Cards phase (play.talent)."""
    card = event.card
    if event.kind != "played" or card is None:
        return
    state = game.state
    if state.ability_id(card) not in state.registry.defining("talent_method") or card.record.get("text") is None:
        return
    behaviour = state.registry.defined(state.ability_id(card))
    if behaviour is None or behaviour.talent_method is None or "talent" in card.record["text"].lower():
        return
    game.record(
        "why-not",
        f"{card.name}'s ability does not happen as it is played: it is read as a Talent, which {event.player} may use "
        "in a separate step of the Play Cards phase.",
        cards=[card],
        players=[event.player] if event.player else [],
        cites=(*card_sources(card.card_id), *conflict_readings(card.card_id), "play.talent", "terms.talent"),
        event=event.kind,
    )


def try_replacements(game: Game, event: TriggerEvent) -> CardInstance | None:
    """Offer "instead" abilities for ``event``; returns the card whose ability replaced it."""
    unmet: list = []
    found = listeners(game, event, replacement=True, unmet=unmet)
    for card, trigger, why in unmet:
        unmet_step(game, card, trigger, event, why)
    remaining = list(found)
    while remaining:
        card, behaviour, trigger, name = picked = _replacement_picked(game, event, remaining)
        remaining.remove(picked)
        ctx = AbilityContext(game.state, card, game)
        if getattr(behaviour, name)(ctx, event):
            if trigger.once_per_turn:
                game.state.turn.used_once.add(once_key(card, name))
            return card
    return None


def _replacement_picked(game: Game, event: TriggerEvent, remaining: list) -> tuple:
    """Which of several "instead" abilities is tried on ``event``: the pick of the controller of
    the card it would happen to, else of the current player (resolution.instead). Asked one at
    a time: only one replaces, and the next is asked for only if that one did not."""
    if len(remaining) == 1:
        return remaining[0]
    state = game.state
    about = event.card
    chooser = about.controller if about is not None and about.controller in state.turn_order() else state.turn.player
    options = [Option(item[0].name, item, card_label(state, item[0])) for item in remaining]
    return game.ask(chooser, "choose which \"instead\" ability applies", options, "order", cites=("resolution.instead",))
