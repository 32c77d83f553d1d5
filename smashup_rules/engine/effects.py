"""Effect primitives: the only code that changes zones, VP, counters and control.

Each primitive checks protection (one place: ``protector``), offers "instead"
replacements where the rules have them, logs one event with its citations,
then fires the "after" triggers. ``ctx`` is the ability that mandates the
effect, or None when the rules themselves do it (scoring discard, drawing).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from smashup_rules.engine.abilities import TriggerEvent
from smashup_rules.engine.context import AbilityContext, active_behaviour, run_triggers, try_replacements
from smashup_rules.engine.game import Game, card_label
from smashup_rules.engine.state import (
    NO_OWNER_GROUPS,
    CardInstance,
    LastingEffect,
    at_base,
    deck,
    discard,
    hand,
    titans,
)

if TYPE_CHECKING:
    from smashup_rules.engine.state import State


@dataclass(frozen=True)
class Effect:
    """What is being done to a card, and by whom (terms.affect: the credit goes to
    the controller of the card that mandates the effect)."""

    kind: str  # "destroy", "move", "return", "place", "counters", "control", "attach", "power"
    source: CardInstance | None
    player: str | None

    def by_other_player_of(self, target_controller: str | None) -> bool:
        return self.player is not None and self.player != target_controller

    @property
    def source_is_action(self) -> bool:
        return self.source is not None and self.source.kind == "action"


def effect_of(kind: str, ctx: AbilityContext | None) -> Effect:
    return Effect(kind, ctx.card if ctx else None, ctx.player if ctx else None)


def protector(state: State, target: CardInstance, effect: Effect) -> CardInstance | None:
    """The card in play whose ongoing ability stops ``effect`` from affecting ``target``."""
    for card in state.cards_in_play():
        behaviour = active_behaviour(state, card)
        if behaviour is not None and behaviour.protects(AbilityContext(state, card), target, effect):
            return card
    return None


def _blocked(game: Game, target: CardInstance, effect: Effect, verb: str) -> bool:
    guard = protector(game.state, target, effect)
    if guard is None:
        return False
    by = f" by {effect.source.name}" if effect.source else ""
    game.record(
        "prevented",
        f"{card_label(game.state, target)} cannot be {verb}{by}: {guard.name} protects it.",
        cards=[target, guard] + ([effect.source] if effect.source else []),
        cites=(guard.card_id, "terms.affect", *(effect.source and (effect.source.card_id,) or ())),
    )
    return True


def _cites(ctx: AbilityContext | None, *rules: str) -> tuple[str, ...]:
    return (*(ctx.cites if ctx else ()), *rules)


# --- leaving play -------------------------------------------------------------


def owner_pile(card: CardInstance, pile: str) -> str:
    """Where a card leaving play goes (play.leave-play-owner): its owner's pile;
    monsters and treasures to their own discard pile; Madness to its controller;
    titans are set aside."""
    if card.kind == "titan":
        return titans(card.owner)
    if card.group in NO_OWNER_GROUPS:
        return f"{card.group}-discard"
    owner = card.controller if card.group == "madness" else card.owner
    return {"discard": discard, "hand": hand, "deck": deck}[pile](owner)


def leave_play(game: Game, card: CardInstance, pile: str, *, top: bool = False) -> str:
    """Take a card out of play: attachments to their owners' discard piles, counters removed."""
    state = game.state
    for attached in state.attachments(card):
        zone = owner_pile(attached, "discard")
        state.relocate(attached, zone)
        attached.controller = attached.owner
        game.record(
            "discard",
            f"{attached.name}, attached to {card.name}, goes to {zone.split(':')[-1]}'s discard pile.",
            cards=[attached, card],
            cites=("play.leave-play-owner",),
        )
    card.counters = 0
    zone = owner_pile(card, pile)
    state.relocate(card, zone, top=top)
    card.controller = card.owner if zone.startswith(("hand:", "deck:", "discard:", "titans:")) else None
    return zone


def _pile_words(zone: str) -> str:
    place, _, who = zone.partition(":")
    names = {"hand": "hand", "deck": "deck", "discard": "discard pile", "titans": "titans set aside"}
    return f"{who}'s {names[place]}" if who else zone.replace("-", " ") + " pile"


# --- destroy, move, return, place ----------------------------------------------


def destroy(game: Game, target: CardInstance, ctx: AbilityContext | None) -> bool:
    """terms.destroy: from play to its discard pile. Returns whether it was destroyed."""
    state = game.state
    if not state.in_play(target):
        return False
    if _blocked(game, target, effect_of("destroy", ctx), "destroyed"):
        return False
    base = state.base_of(target)
    event = TriggerEvent("destroy", target, base, ctx.player if ctx else None)
    replacer = try_replacements(game, event)
    if replacer is not None:
        return False
    label = card_label(state, target)
    zone = leave_play(game, target, "discard")
    game.record(
        "destroy",
        f"{label} is destroyed and goes to {_pile_words(zone)}.",
        cards=[target] + ([ctx.card] if ctx else []),
        players=[p for p in [target.owner] if p],
        cites=_cites(ctx, "terms.destroy", "play.leave-play-owner"),
    )
    run_triggers(game, TriggerEvent("destroyed", target, base, ctx.player if ctx else None))
    return True


def move(game: Game, target: CardInstance, to: CardInstance, ctx: AbilityContext | None, *, cites: Sequence[str] = ()) -> bool:
    """terms.move: to another base, with its attachments and counters; not a play."""
    state = game.state
    origin = state.base_of(target)
    if origin is None or origin is to or to.zone != "bases":
        return False
    if _blocked(game, target, effect_of("move", ctx), "moved"):
        return False
    state.relocate(target, at_base(to.iid))
    game.record(
        "move",
        f"{target.name} ({target.controller}) moves from {origin.name} to {to.name}.",
        cards=[target, origin, to] + ([ctx.card] if ctx else []),
        cites=_cites(ctx, "terms.move", *cites),
    )
    run_triggers(game, TriggerEvent("moved", target, to, ctx.player if ctx else None))
    return True


def return_to_hand(game: Game, target: CardInstance, ctx: AbilityContext | None) -> bool:
    """terms.return: to its owner's hand; its attachments are discarded."""
    if not game.state.in_play(target) or _blocked(game, target, effect_of("return", ctx), "returned"):
        return False
    label = card_label(game.state, target)
    zone = leave_play(game, target, "hand")
    game.record(
        "return",
        f"{label} returns to {_pile_words(zone)}.",
        cards=[target] + ([ctx.card] if ctx else []),
        cites=_cites(ctx, "terms.return", "play.leave-play-owner"),
    )
    return True


def place(game: Game, target: CardInstance, pile: str, ctx: AbilityContext | None, *, top: bool = False) -> bool:
    """terms.place: into its owner's hand, deck (top or bottom) or discard pile,
    from play (protection applies) or from anywhere else."""
    state = game.state
    label = card_label(state, target)
    if state.in_play(target):
        if _blocked(game, target, effect_of("place", ctx), "placed"):
            return False
        zone = leave_play(game, target, pile, top=top)
    else:
        zone = owner_pile(target, pile)
        state.relocate(target, zone, top=top)
    where = f"the {'top' if top else 'bottom'} of " if pile == "deck" else ""
    game.record(
        "place",
        f"{label} is placed on {where}{_pile_words(zone)}." if pile == "deck" else f"{label} is placed into {_pile_words(zone)}.",
        cards=[target] + ([ctx.card] if ctx else []),
        cites=_cites(ctx, "terms.place"),
    )
    return True


def discard_card(game: Game, card: CardInstance, cites: Sequence[str] = ()) -> None:
    """terms.discard: from a hand (or a deck) to the owner's discard pile."""
    place, _, holder = card.zone.partition(":")
    zone = owner_pile(card, "discard")
    game.state.relocate(card, zone)
    source = "" if place == "hand" else f" from the top of their {place}"
    game.record(
        "discard",
        f"{holder} discards {card.name}{source}.",
        cards=[card],
        players=[holder],
        cites=(*cites, "terms.discard"),
    )


def discard_scored(game: Game, card: CardInstance) -> None:
    """scoring.discard: a card still on a scored base goes to its pile. Not a destruction."""
    label = card_label(game.state, card)
    zone = leave_play(game, card, "discard")
    game.record(
        "discard",
        f"{label} is discarded from the scored base to {_pile_words(zone)} (not destroyed).",
        cards=[card],
        cites=("scoring.discard", "play.leave-play-owner"),
    )


# --- cards from decks ---------------------------------------------------------


def shuffle_discard_into_deck(game: Game, player: str) -> None:
    state = game.state
    pile = state.zones.get(discard(player), [])
    cards = [state.cards[iid] for iid in pile]
    state.rng.shuffle(cards)
    for card in cards:
        state.relocate(card, deck(player))
    game.record(
        "shuffle",
        f"{player}'s deck is empty: {len(cards)} card(s) from the discard pile are shuffled into a new deck.",
        players=[player],
        cites=("turn.empty-deck",),
    )


def draw(game: Game, player: str, count: int, cites: Sequence[str] = ()) -> list[CardInstance]:
    """Draw one card at a time; an empty deck is rebuilt from the discard pile (turn.empty-deck).
    With both empty, the remaining draws do nothing."""
    state = game.state
    drawn: list[CardInstance] = []
    batch: list[CardInstance] = []  # drawn since the last log entry (a reshuffle splits the draw)
    while len(drawn) < count:
        if not state.zones.get(deck(player)):
            if not state.zones.get(discard(player)):
                break
            if batch:
                _record_draw(game, player, batch, cites)
                batch = []
            shuffle_discard_into_deck(game, player)
        card = state.zone(deck(player))[0]
        state.relocate(card, hand(player))
        drawn.append(card)
        batch.append(card)
    if batch:
        _record_draw(game, player, batch, cites)
    if len(drawn) < count:
        game.record(
            "draw",
            f"{player} cannot draw {count - len(drawn)} more: deck and discard pile are both empty.",
            players=[player],
            cites=("turn.empty-deck",),
        )
    return drawn


# --- VP, counters, control, power --------------------------------------------


def _record_draw(game: Game, player: str, drawn: list[CardInstance], cites: Sequence[str]) -> None:
    game.record(
        "draw",
        f"{player} draws {', '.join(card.name for card in drawn)}.",
        cards=drawn,
        players=[player],
        cites=cites,
    )


def gain_vp(game: Game, player: str, amount: int, cites: Sequence[str] = ()) -> None:
    game.state.player(player).vp += amount
    game.record(
        "vp",
        f"{player} gains {amount} VP (now {game.state.player(player).vp}).",
        players=[player],
        cites=cites,
        amount=amount,
    )


def place_counters(game: Game, target: CardInstance, amount: int, ctx: AbilityContext | None) -> bool:
    """counters.power: +1 power counters on a card in play (affects it)."""
    if not game.state.in_play(target) or _blocked(game, target, effect_of("counters", ctx), "given counters"):
        return False
    target.counters += amount
    game.record(
        "counters",
        f"{amount} +1 power counter(s) placed on {target.name} (now {target.counters}).",
        cards=[target],
        cites=_cites(ctx, "counters.power"),
    )
    return True


def remove_counters(game: Game, target: CardInstance, amount: int, ctx: AbilityContext | None) -> int:
    """Remove up to ``amount`` counters (removing a counter affects the card); returns how many."""
    if _blocked(game, target, effect_of("counters", ctx), "stripped of counters"):
        return 0
    removed = min(amount, target.counters)
    target.counters -= removed
    game.record(
        "counters",
        f"{removed} +1 power counter(s) removed from {target.name} (now {target.counters}).",
        cards=[target],
        cites=_cites(ctx, "counters.power", "terms.affect"),
    )
    return removed


def transfer_counters(game: Game, source: CardInstance, target: CardInstance, amount: int, ctx: AbilityContext | None) -> int:
    """terms.transfer: counters go from one card to another; a protected recipient loses them to the pool."""
    moved = remove_counters(game, source, amount, ctx)
    if moved and not place_counters(game, target, moved, ctx):
        game.record(
            "counters",
            f"{moved} counter(s) meant for {target.name} return to the pool instead.",
            cards=[target],
            cites=_cites(ctx, "terms.transfer"),
        )
    return moved


def take_control(game: Game, target: CardInstance, player: str, ctx: AbilityContext | None) -> bool:
    """terms.control: the new controller counts the card as theirs; ownership never changes."""
    if _blocked(game, target, effect_of("control", ctx), "taken over"):
        return False
    previous = target.controller
    target.controller = player
    game.record(
        "control",
        f"{player} takes control of {target.name} from {previous} ({target.owner} still owns it).",
        cards=[target],
        players=[player],
        cites=_cites(ctx, "terms.control"),
    )
    return True


def add_lasting_power(
    game: Game,
    ctx: AbilityContext,
    targets: Sequence[CardInstance],
    amount: int,
    until: str,
    *,
    during: str = "any",
) -> None:
    """A power change with a duration; its targets are fixed now (pirates/swashbuckling#1)."""
    affected = [t for t in targets if not _blocked(game, t, effect_of("power", ctx), "changed in power")]
    if not affected:
        return
    until_key = "end-of-turn" if until == "end-of-turn" else f"start-of-turn:{ctx.player}"
    game.state.lasting.append(
        LastingEffect(ctx.card.iid, ctx.card.card_id, ctx.player, frozenset(t.iid for t in affected), amount, until_key, during)
    )
    duration = "until the end of the turn" if until == "end-of-turn" else f"until the start of {ctx.player}'s next turn"
    game.record(
        "power",
        f"{', '.join(t.name for t in affected)} gain{'s' if len(affected) == 1 else ''} {amount:+d} power {duration}.",
        cards=[*affected, ctx.card],
        cites=ctx.cites,
    )


def expire_lasting(game: Game, until_key: str, cites: Sequence[str]) -> None:
    state = game.state
    ending = [effect for effect in state.lasting if effect.until == until_key]
    if not ending:
        return
    state.lasting = [effect for effect in state.lasting if effect.until != until_key]
    for effect in ending:
        game.record(
            "expire",
            f"The effect of {state.cards[effect.source].name} ({effect.amount:+d} power) ends.",
            cards=[state.cards[effect.source]],
            cites=(*cites, effect.card_id),
        )


def top_of_deck(game: Game, player: str) -> CardInstance | None:
    """The top card of a deck, rebuilding an empty deck first (turn.empty-deck)."""
    state = game.state
    if not state.zones.get(deck(player)) and state.zones.get(discard(player)):
        shuffle_discard_into_deck(game, player)
    top = state.zone(deck(player))[:1]
    return top[0] if top else None


def reveal_top(game: Game, player: str, ctx: AbilityContext | None) -> CardInstance | None:
    top = top_of_deck(game, player)
    if top is not None:
        game.record("reveal", f"{player} reveals {top.name} from the top of their deck.", cards=[top], cites=_cites(ctx))
    return top


def shuffle_deck(game: Game, player: str, cites: Sequence[str] = ()) -> None:
    state = game.state
    state.rng.shuffle(state.zones.setdefault(deck(player), []))
    game.record("shuffle", f"{player} shuffles their deck.", players=[player], cites=cites)
