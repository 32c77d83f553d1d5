"""Effect primitives: the only code that changes zones, VP, counters and control.

Each primitive checks protection (one place: ``protector``), offers "instead"
replacements where the rules have them, logs one event with its citations,
then fires the "after" triggers. ``ctx`` is the ability that mandates the
effect, or None when the rules themselves do it (scoring discard, drawing).
"""

from __future__ import annotations

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
from smashup_rules.records import FrozenRecord

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from collections.abc import Sequence

    from smashup_rules.engine.state import State


class Effect(FrozenRecord):
    """What is being done to a card, and by whom (terms.affect: the credit goes to
    the controller of the card that mandates the effect)."""

    __slots__ = ("kind", "source", "player", "to")

    def __init__(self, kind: str, source: CardInstance | None, player: str | None, to: CardInstance | None = None):
        self.kind = kind  # "destroy", "move", "return", "place", "counters", "control", "attach", "power", "lasting"
        self.source = source
        self.player = player
        self.to = to  # a move's destination base ("cannot move minions to here", Little Bo Peep)

    def by_other_player_of(self, target_controller: str | None) -> bool:
        return self.player is not None and self.player != target_controller

    @property
    def source_is_action(self) -> bool:
        return self.source is not None and self.source.kind == "action"


def effect_of(kind: str, ctx: AbilityContext | None, *, to: CardInstance | None = None) -> Effect:
    return Effect(kind, ctx.card if ctx else None, ctx.player if ctx else None, to)


def protector(state: State, target: CardInstance, effect: Effect) -> CardInstance | None:
    """The card in play whose ongoing ability stops ``effect`` from affecting ``target``."""
    for card in state.in_play_among(state.registry.defining("protects")):
        behaviour = active_behaviour(state, card)
        if behaviour is not None and behaviour.protects(AbilityContext(state, card), target, effect):
            return card
    # A lasting protection of one player's minions at a base (Superiority's Talent).
    base = state.base_of(target)
    for lasting in state.lasting:
        # A lasting immunity of fixed cards to some kinds of effect, whoever's ("cannot be
        # destroyed, moved, or returned ... until the end of the turn", Form a Posse).
        if lasting.stat.startswith("cannot:") and target.iid in lasting.targets and effect.kind in lasting.stat[7:].split(","):
            return state.cards[lasting.source]
        if (
            lasting.stat == "protect"
            and base is not None
            and base.iid in lasting.targets
            and target.kind == "minion"
            and target.controller == lasting.player
            and effect.by_other_player_of(lasting.player)
        ):
            return state.cards[lasting.source]
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


def note_affected(game: Game, ctx: AbilityContext | None, target: CardInstance) -> None:
    """Remember that the card behind ``ctx`` affected ``target`` (terms.directly-affects), and,
    for a card being played, where ``target`` was then. Called just before the effect happens:
    for a standard action being played, the cards that copy its effect on one target are asked
    now, on several targets once all are noted (``copyable``)."""
    if ctx is not None:
        state = game.state
        found = state.affected.setdefault(ctx.card.iid, [])
        if target.iid not in found:
            found.append(target.iid)
        where = state.affected_where.get(ctx.card.iid)
        if where is not None and target.iid not in where:
            base = state.base_of(target)
            where[target.iid] = (base.iid if base is not None else None, target.controller)
        frame = state.copying[-1] if state.copying else None
        if frame is not None and frame[1] is ctx:
            if frame[2] is None:
                offer_copies(game, ctx, [target], frame)
            else:
                frame[2].append(target)


def is_standard_action(state: State, card: CardInstance) -> bool:
    """play.standard-action: an action that is not played on a base or a minion."""
    return card.kind == "action" and state.registry.behaviour(card.card_id).play_on is None


def directly_affected_by(state: State, source: CardInstance) -> list[CardInstance]:
    """The minions that ``source``, a standard action being played, has directly affected so far:
    those its own effects reached, not those affected by copying them (terms.directly-affects)."""
    copied = state.copied.get(source.iid)
    return [state.cards[iid] for iid in copied["direct"]] if copied is not None else []


def offer_copies(game: Game, ctx: AbilityContext, targets: Sequence[CardInstance], frame: list) -> None:
    """A standard action being played directly affects minions (``targets``, noted by one effect):
    each card in play that copies such effects (``CardBehaviour.copies_effect``) and has not yet
    copied one of this action's effects may name another minion to be affected the same way. The
    minions named join ``frame``; ``copyable`` applies the effect to them."""
    state = game.state
    copied = state.copied.get(ctx.card.iid)
    if copied is None:
        return
    targets = [t for t in targets if t.kind == "minion" and state.in_play(t)]
    for target in targets:
        if target.iid not in copied["direct"]:
            copied["direct"].append(target.iid)
    effect = effect_of(frame[0], ctx)
    for target in targets:
        for card in state.in_play_among(state.registry.defining("copies_effect")):
            behaviour = active_behaviour(state, card)
            if card.iid in copied["copiers"] or behaviour is None or not state.in_play(target):
                continue
            recipient = behaviour.copies_effect(AbilityContext(state, card, game), target, effect)
            if recipient is not None:
                copied["copiers"].add(card.iid)
                frame.append((card, target, recipient))


def copyable(kind: str, ctx_at: int, *, many: bool = False):
    """Marks an effect primitive whose effects other cards may copy when a standard action being
    played directly affects minions with it ("affected the same way", ``offer_copies``): the
    primitive runs, then runs again, from the same ability, for each minion a copier named (a
    copy is not offered for copying again). ``ctx_at``: where the ability's context is among the
    arguments after ``game``; ``many``: a list of targets follows it, otherwise one target comes first."""

    def wrap(primitive):
        def apply(game: Game, *args, **kwargs):
            state = game.state
            ctx = args[ctx_at] if len(args) > ctx_at else kwargs.get("ctx")
            if ctx is None or ctx.card.iid not in state.copied:  # nothing can copy it
                return primitive(game, *args, **kwargs)
            frame = [kind, ctx, [] if many else None]  # kind, ability, targets noted (many), copies ...
            state.copying.append(frame)
            try:
                result = primitive(game, *args, **kwargs)
            finally:
                state.copying.pop()
            if many and frame[2]:
                offer_copies(game, ctx, frame[2], frame)
            for copier, target, recipient in frame[3:]:
                game.record(
                    "copy",
                    f"{copier.name} copies the effect of {ctx.card.name} on {target.name}: "
                    f"{card_label(state, recipient)} is affected the same way.",
                    cards=[recipient, copier, ctx.card],
                    cites=(copier.card_id, "terms.directly-affects", ctx.card.card_id),
                )
                again = list(args)
                again[ctx_at + 1 if many else 0] = [recipient] if many else recipient
                state.copying.append([kind, None, None])  # the copy is not copied again
                try:
                    primitive(game, *again, **kwargs)
                finally:
                    state.copying.pop()
            return result

        apply.__name__, apply.__qualname__, apply.__doc__ = primitive.__name__, primitive.__qualname__, primitive.__doc__
        apply.__wrapped__ = primitive  # type: ignore[attr-defined]
        return apply

    return wrap


def redirected(game: Game, target: CardInstance, effect: Effect) -> CardInstance:
    """The card ``effect`` affects in place of ``target`` (terms.directly-affects): when the card
    being played designated ``target``, an ongoing ability may take the effect instead (Ensign:
    ``takes_effect``). Decided once per designated target of each play, so every later effect of
    that play on it follows; a card that took an effect passes it on no further."""
    state = game.state
    designated = state.playing.get(effect.source.iid) if effect.source is not None else None
    if designated is None or target.iid not in designated:
        return target
    if designated[target.iid] is None:
        designated[target.iid] = target.iid
        if state.in_play(target) and protector(state, target, effect) is None:  # an unaffected card is not affected
            for card in state.in_play_among(state.registry.defining("takes_effect")):
                behaviour = active_behaviour(state, card)
                if card is target or behaviour is None or (effect.kind == "attach" and protector(state, card, effect) is not None):
                    continue
                if behaviour.takes_effect(AbilityContext(state, card, game), target, effect):
                    designated[target.iid] = card.iid
                    game.record(
                        "redirect",
                        f"{card_label(state, card)} takes the effect of {effect.source.name} in place of {card_label(state, target)}.",
                        cards=[card, target, effect.source],
                        cites=(card.card_id, "terms.directly-affects"),
                    )
                    break
    return state.cards[designated[target.iid]]


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
    host_leaving(game, card)
    for attached in state.attachments(card):
        if state.host(attached) is not card:  # an ability moved it off as its host left (host_leaving)
            continue
        zone = owner_pile(attached, "discard")
        state.relocate(attached, zone)
        attached.controller = attached.owner
        state.copied_abilities.pop(attached.iid, None)
        game.record(
            "discard",
            f"{attached.name}, attached to {card.name}, goes to {zone.split(':')[-1]}'s discard pile.",
            cards=[attached, card],
            cites=("play.leave-play-owner",),
        )
    for stored in state.zone(stored_zone(card)):  # cards stored under it (store_under)
        zone = owner_pile(stored, "discard")
        state.relocate(stored, zone)
        stored.controller = stored.owner
        game.record(
            "discard",
            f"{stored.name}, stored under {card.name}, goes to {zone.split(':')[-1]}'s discard pile.",
            cards=[stored, card],
            cites=("play.leave-play-owner",),
        )
    card.counters = 0
    state.copied_abilities.pop(card.iid, None)  # a copy lasts while the copier is in play
    if pile == "discard" and _to_hand_instead(game, card):
        pile = "hand"
    zone = owner_pile(card, pile)
    state.relocate(card, zone, top=top)
    card.controller = card.owner if zone.startswith(("hand:", "deck:", "discard:", "titans:")) else None
    return zone


def host_leaving(game: Game, card: CardInstance) -> None:
    """"When this minion leaves play, transfer this action ...": abilities of the actions
    attached to ``card`` as it is about to leave play, however it leaves (event "host-leaving",
    card: the attached action, details "host"), while both are still in play."""
    state = game.state
    listening = state.registry.listening("host-leaving")
    if not listening:
        return
    for attached in [a for a in state.attachments(card) if state.ability_id(a) in listening]:
        if state.host(attached) is card:
            run_triggers(game, TriggerEvent("host-leaving", attached, state.base_of(card), None, {"host": card}))


def _to_hand_instead(game: Game, card: CardInstance) -> bool:
    """A lasting "if it would go to the discard pile, it is returned to its owner's hand
    instead" on ``card`` (stat "discard-to-hand", resolution.instead)."""
    state = game.state
    for effect in state.lasting:
        if effect.stat == "discard-to-hand" and card.iid in effect.targets and card.kind != "titan" and card.group not in NO_OWNER_GROUPS:
            game.record(
                "note",
                f"{card.name} would go to the discard pile: it returns to its owner's hand instead ({state.cards[effect.source].name}).",
                cards=[card, state.cards[effect.source]],
                cites=(effect.card_id, "resolution.instead"),
            )
            # The card that comes back to hand is a new card: the effect no longer follows it.
            effect.targets = effect.targets - {card.iid}
            if not effect.targets:
                state.lasting = [other for other in state.lasting if other is not effect]
            return True
    return False


def _pile_words(zone: str) -> str:
    place, _, who = zone.partition(":")
    names = {"hand": "hand", "deck": "deck", "discard": "discard pile", "titans": "titans, set aside"}
    return f"{who}'s {names[place]}" if who else zone.replace("-", " ") + " pile"


def departure(state: State, card: CardInstance) -> dict:
    """Where a card in play is, noted before it leaves: its base, controller, host and counters."""
    return {"base": state.base_of(card), "controller": card.controller, "host": state.host(card), "counters": card.counters}


def before_discard(game: Game, card: CardInstance, ctx: AbilityContext | None) -> bool:
    """"Before a card goes to the discard pile" abilities, while it is still in play (a titan
    taking one of its +1 power counters). Titans are set aside, not discarded. Returns whether
    the card is still in play to go on leaving."""
    state = game.state
    to_hand = any(e.stat == "discard-to-hand" and card.iid in e.targets for e in state.lasting)  # it will not go there
    if card.kind != "titan" and not to_hand:
        details = {"controller": card.controller}
        run_triggers(game, TriggerEvent("before-discard", card, state.base_of(card), ctx.player if ctx else None, details))
    return state.in_play(card)


def after_leaving(game: Game, card: CardInstance, where: dict, ctx: AbilityContext | None) -> None:
    """"After this leaves play" abilities (Make Contact, Killer Kudzu), however it left:
    destroyed, returned, placed, discarded, or set aside (titans.leave-play)."""
    details = {"controller": where["controller"], "host": where["host"], "counters": where.get("counters", 0)}
    run_triggers(game, TriggerEvent("left-play", card, where["base"], ctx.player if ctx else None, details), extra=[card])


# --- destroy, move, return, place ----------------------------------------------


@copyable("destroy", 1)
def destroy(game: Game, target: CardInstance, ctx: AbilityContext | None) -> bool:
    """terms.destroy: from play to its discard pile. Returns whether it was destroyed."""
    state = game.state
    target = redirected(game, target, effect_of("destroy", ctx))
    if not state.in_play(target):
        return False
    if _blocked(game, target, effect_of("destroy", ctx), "destroyed"):
        return False
    base = state.base_of(target)
    controller = target.controller
    host = state.host(target)  # what an attached action was on (Make Contact)
    note_affected(game, ctx, target)
    event = TriggerEvent("destroy", target, base, ctx.player if ctx else None)
    replacer = try_replacements(game, event)
    if replacer is not None:
        return False
    if not before_discard(game, target, ctx):
        return False
    base = state.base_of(target)
    counters = target.counters  # as it leaves, after the "before it goes to the discard pile" abilities
    label = card_label(state, target)
    zone = leave_play(game, target, "discard")
    game.record(
        "destroy",
        f"{label} is destroyed and goes to {_pile_words(zone)}.",
        cards=[target] + ([ctx.card] if ctx else []),
        players=[p for p in [target.owner] if p],
        cites=_cites(ctx, "terms.destroy", "play.leave-play-owner", *(("titans.leave-play",) if target.kind == "titan" else ())),
    )
    state.turn.destroyed.append((target.iid, controller, base.iid if base is not None else None))
    # The destroyed card's own "after this is destroyed" abilities still happen (Nukebot).
    run_triggers(
        game,
        TriggerEvent("destroyed", target, base, ctx.player if ctx else None, {"controller": controller, "host": host}),
        extra=[target],
    )
    after_leaving(game, target, {"base": base, "controller": controller, "host": host, "counters": counters}, ctx)
    return True


@copyable("move", 2)
def move(game: Game, target: CardInstance, to: CardInstance, ctx: AbilityContext | None, *, cites: Sequence[str] = ()) -> bool:
    """terms.move: to another base, with its attachments and counters; not a play."""
    state = game.state
    target = redirected(game, target, effect_of("move", ctx))
    origin = state.base_of(target)
    if origin is None or origin is to or to.zone != "bases":
        return False
    if _blocked(game, target, effect_of("move", ctx, to=to), "moved"):
        return False
    note_affected(game, ctx, target)
    state.relocate(target, at_base(to.iid))
    mover = ctx.player if ctx else None
    state.turn.moves.append((mover, target.iid, target.controller, origin.iid, to.iid))
    game.record(
        "move",
        f"{target.name} ({target.controller}) moves from {origin.name} to {to.name}.",
        cards=[target, origin, to] + ([ctx.card] if ctx else []),
        cites=_cites(ctx, "terms.move", *cites, *(("titans.targeting",) if target.kind == "titan" else ())),
    )
    if target.kind == "titan":
        arrive(game, to, target)
    # Minions moving others: "after another player's minion moves here/from here" (bear-cavalry).
    run_triggers(game, TriggerEvent("moved", target, to, mover, {"from": origin, "controller": target.controller}))
    return True


@copyable("return", 1)
def return_to_hand(game: Game, target: CardInstance, ctx: AbilityContext | None) -> bool:
    """terms.return: to its owner's hand; its attachments are discarded. "If it would be
    returned to your hand, ... instead" abilities may replace it (event "return")."""
    target = redirected(game, target, effect_of("return", ctx))
    if not game.state.in_play(target) or _blocked(game, target, effect_of("return", ctx), "returned"):
        return False
    note_affected(game, ctx, target)
    event = TriggerEvent("return", target, game.state.base_of(target), ctx.player if ctx else None, {"source": ctx.card if ctx else None})
    if try_replacements(game, event) is not None:
        return False
    label = card_label(game.state, target)
    base = game.state.base_of(target)
    controller = target.controller
    where = departure(game.state, target)
    zone = leave_play(game, target, "hand")
    game.record(
        "return",
        f"{label} returns to {_pile_words(zone)}.",
        cards=[target] + ([ctx.card] if ctx else []),
        cites=_cites(ctx, "terms.return", "play.leave-play-owner", *(("titans.leave-play",) if target.kind == "titan" else ())),
    )
    run_triggers(game, TriggerEvent("returned", target, base, ctx.player if ctx else None, {"controller": controller}))
    after_leaving(game, target, where, ctx)
    return True


@copyable("place", 2)
def place(game: Game, target: CardInstance, pile: str, ctx: AbilityContext | None, *, top: bool = False) -> bool:
    """terms.place: into its owner's hand, deck (top or bottom) or discard pile,
    from play (protection applies) or from anywhere else."""
    state = game.state
    target = redirected(game, target, effect_of("place", ctx))
    label = card_label(state, target)
    where = None
    if state.in_play(target):
        if _blocked(game, target, effect_of("place", ctx), "placed"):
            return False
        note_affected(game, ctx, target)
        if pile == "discard" and not before_discard(game, target, ctx):
            return False
        label = card_label(state, target)
        where = departure(state, target)
        zone = leave_play(game, target, pile, top=top)
    else:
        zone = owner_pile(target, pile)
        state.relocate(target, zone, top=top)
    end = f"the {'top' if top else 'bottom'} of " if pile == "deck" else ""
    game.record(
        "place",
        f"{label} is placed on {end}{_pile_words(zone)}." if pile == "deck" else f"{label} is placed into {_pile_words(zone)}.",
        cards=[target] + ([ctx.card] if ctx else []),
        cites=_cites(ctx, "terms.place"),
    )
    if where is not None:
        after_leaving(game, target, where, ctx)
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
    where = departure(game.state, card)
    zone = leave_play(game, card, "discard")
    if card.kind == "titan":
        game.record(
            "set-aside",
            f"{label} leaves play with the scored base and is set aside beside {card.owner}; its counters are removed.",
            cards=[card],
            cites=("scoring.discard", "titans.leave-play"),
        )
    else:
        game.record(
            "discard",
            f"{label} is discarded from the scored base to {_pile_words(zone)} (not destroyed).",
            cards=[card],
            cites=("scoring.discard", "play.leave-play-owner"),
        )
    after_leaving(game, card, where, None)


def discard_from_play(game: Game, card: CardInstance, ctx: AbilityContext | None, *, cites: Sequence[str] = ()) -> bool:
    """An ability discards a card in play (Wildlife Preserve): to its owner's pile, not destroyed."""
    card = redirected(game, card, effect_of("discard", ctx))
    if not game.state.in_play(card) or not before_discard(game, card, ctx):
        return False
    label = card_label(game.state, card)
    where = departure(game.state, card)
    zone = leave_play(game, card, "discard")
    game.record(
        "discard",
        f"{label} is discarded to {_pile_words(zone)} (not destroyed).",
        cards=[card] + ([ctx.card] if ctx else []),
        cites=_cites(ctx, *cites, "terms.discard", "play.leave-play-owner"),
    )
    after_leaving(game, card, where, ctx)
    return True


def destroy_base(game: Game, base: CardInstance, ctx: AbilityContext | None, *, cites: Sequence[str] = ()) -> CardInstance | None:
    """Destroy a base in play: every card there is destroyed with it (terms.destroy); a card that
    is not destroyed still leaves play with its base (scoring.base-leaves): discarded, or set aside
    for a titan (titans.leave-play), ``cites`` saying why. The base then goes to the base discard
    pile and is replaced (scoring.replace). Returns the base that replaces it, or None."""
    state = game.state
    if base.zone != "bases":
        return None
    game.record(
        "destroy-base",
        f"{base.name} is destroyed, with every card there.",
        cards=[base] + ([ctx.card] if ctx else []),
        cites=_cites(ctx, "terms.destroy"),
    )
    for card in [*state.minions_at(base), *state.attachments(base)]:
        if state.base_of(card) is base:  # not taken away while earlier cards were destroyed
            destroy(game, card, ctx)
    for _ in range(100):  # what stayed (or arrived meanwhile) leaves with its base
        left = [*state.minions_at(base), *state.attachments(base)]
        if not left:
            break
        card = left[0]
        if card.kind == "titan":
            set_aside_titan(game, card, (*cites, "scoring.base-leaves"))
        elif not discard_from_play(game, card, ctx, cites=(*cites, "scoring.base-leaves")) and state.base_of(card) is base:
            from smashup_rules.engine.errors import EngineError

            raise EngineError(f"{card.name} cannot leave {base.name} as the base is destroyed")
    from smashup_rules.engine.scoring import replace_base  # scoring imports this module

    return replace_base(game, base)


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


@copyable("counters", 2)
def place_counters(game: Game, target: CardInstance, amount: int, ctx: AbilityContext | None) -> bool:
    """counters.power: +1 power counters on a card in play (affects it), or on a titan set
    aside whose own ability says so (Killer Kudzu)."""
    target = redirected(game, target, effect_of("counters", ctx))
    aside = target.kind == "titan" and target.zone.startswith("titans:")
    if not (game.state.in_play(target) or aside) or _blocked(game, target, effect_of("counters", ctx), "given counters"):
        return False
    note_affected(game, ctx, target)
    target.counters += amount
    game.record(
        "counters",
        f"{amount} +1 power counter(s) placed on {target.name} (now {target.counters}).",
        cards=[target],
        cites=_cites(ctx, "counters.power"),
    )
    power_watch.check(game)
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
    power_watch.check(game)
    return removed


def transfer_counters(game: Game, source: CardInstance, target: CardInstance, amount: int, ctx: AbilityContext | None) -> int:
    """terms.transfer: counters go from one card to another; a protected recipient loses them to the pool.
    Counters that arrive fire "counters-transferred" (card: the recipient, player: who transferred,
    details: "from", "amount"), for "when you transfer counters to a minion" abilities."""
    if ctx is not None:
        ctx = ctx.citing("terms.transfer")
    moved = remove_counters(game, source, amount, ctx)
    if moved and not place_counters(game, target, moved, ctx):
        game.record(
            "counters",
            f"{moved} counter(s) meant for {target.name} return to the pool instead.",
            cards=[target],
            cites=_cites(ctx, "terms.transfer"),
        )
    elif moved:
        details = {"from": source, "amount": moved}
        run_triggers(game, TriggerEvent("counters-transferred", target, game.state.base_of(target), ctx.player if ctx else None, details))
    return moved


@copyable("control", 2)
def take_control(game: Game, target: CardInstance, player: str, ctx: AbilityContext | None) -> bool:
    """terms.control: the new controller counts the card as theirs; ownership never changes."""
    target = redirected(game, target, effect_of("control", ctx))
    if _blocked(game, target, effect_of("control", ctx), "taken over"):
        return False
    note_affected(game, ctx, target)
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


@copyable("power", 0, many=True)
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
    targets = [redirected(game, t, effect_of("power", ctx)) for t in targets]
    # A card that stood in for several targets (Ensign) takes the change once for each.
    again = [t for i, t in enumerate(targets) if any(u is t for u in targets[:i])]
    targets = [t for i, t in enumerate(targets) if not any(u is t for u in targets[:i])]
    affected = [t for t in targets if not _blocked(game, t, effect_of("power", ctx), "changed in power")]
    if affected:
        for target in affected:
            note_affected(game, ctx, target)
        add_lasting(game, ctx, affected, amount, until, during=during)
    if again:
        add_lasting_power(game, ctx, again, amount, until, during=during)


@copyable("lasting", 0, many=True)
def add_lasting_to_hand(game: Game, ctx: AbilityContext, targets: Sequence[CardInstance], until: str) -> None:
    """"If it would go to the discard pile, it is returned to its owner's hand instead", for a
    while (resolution.instead): a lasting "discard-to-hand" effect on fixed targets, which
    ``leave_play`` applies whenever one of them leaves play for the discard pile."""
    affected = [t for t in targets if not _blocked(game, t, effect_of("lasting", ctx), "given that effect")]
    for target in affected:
        note_affected(game, ctx, target)
    if affected:
        add_lasting(game, ctx, affected, 0, until, stat="discard-to-hand")


IMMUNITY_WORDS = {"destroy": "destroyed", "move": "moved", "return": "returned to the hand", "place": "placed", "control": "taken over"}


def add_lasting_immunity(game: Game, ctx: AbilityContext, targets: Sequence[CardInstance], kinds: Sequence[str], until: str) -> None:
    """"They cannot be destroyed, moved, or returned to the hand until ...": a lasting
    "cannot:<kinds>" effect on fixed targets (pirates/swashbuckling#1) that ``protector``
    applies to every effect of those kinds (``Effect.kind``), whoever's card mandates it."""
    affected = [t for t in targets if not _blocked(game, t, effect_of("lasting", ctx), "given that effect")]
    for target in affected:
        note_affected(game, ctx, target)
    if affected:
        add_lasting(game, ctx, affected, 0, until, stat="cannot:" + ",".join(kinds))


UNTIL_WORDS = {
    "end-of-turn": "until the end of the turn",
    "end-of-your-turn": "until the end of {player}'s turn",
    "start-of-turn": "until the start of {player}'s next turn",
}


def add_lasting(
    game: Game,
    ctx: AbilityContext,
    targets: Sequence[CardInstance],
    amount: int,
    until: str,
    *,
    during: str = "any",
    stat: str = "power",
) -> None:
    """Start a lasting effect (power, breakpoint or cancellation) on fixed targets.

    ``until``: "end-of-turn" (the current turn), "end-of-your-turn" (the end of
    the controller's turn: this one, or their next when used on another
    player's turn), "start-of-turn" (the start of the controller's next turn)."""
    state = game.state
    key = {"end-of-turn": "end-of-turn", "end-of-your-turn": f"end-of-turn:{ctx.player}", "start-of-turn": f"start-of-turn:{ctx.player}"}[until]
    # "end-of-your-turn" used on another player's turn lasts through the end of your next one
    # (dinosaurs/augmentation#1): the same key, expired at the end of your turn.
    state.lasting.append(
        LastingEffect(ctx.card.iid, ctx.card.card_id, ctx.player, frozenset(t.iid for t in targets), amount, key, during, stat=stat)
    )
    duration = UNTIL_WORDS[until].format(player=ctx.player)
    names = ", ".join(t.name for t in targets)
    if stat == "power":
        message = f"{names} gain{'s' if len(targets) == 1 else ''} {amount:+d} power {duration}."
    elif stat == "breakpoint":
        message = f"{names}'s breakpoint changes by {amount:+d} {duration} (now {power.breakpoint_of(state, targets[0])})."
    elif stat == "no-extra":
        message = f"Other players with a minion at {names} cannot play extra cards {duration}."
    elif stat == "protect":
        message = f"{ctx.player}'s minions at {names} cannot be affected by other players' cards {duration}."
    elif stat == "all-names":
        message = f"{names} also has the name of every other minion {ctx.player} owns {duration}."
    elif stat == "discard-to-hand":
        message = f"{duration[0].upper()}{duration[1:]}, if {names} would go to the discard pile, it returns to its owner's hand instead."
    elif stat == "player-power":
        message = f"{ctx.player} gains {amount:+d} power at {names} {duration}."
    elif stat.startswith("cannot:"):
        words = [IMMUNITY_WORDS.get(kind, kind) for kind in stat[7:].split(",")]
        listed = ", ".join(words[:-1]) + f" or {words[-1]}" if len(words) > 1 else words[0]
        message = f"{names} cannot be {listed} {duration}."
    else:
        message = f"{names}'s abilities are cancelled {duration}."
    game.record(
        "immunity" if stat.startswith("cannot:") else stat,
        message,
        cards=[*targets, ctx.card],
        cites=(*ctx.cites, *(("terms.cancel",) if stat == "cancel" else ())),
    )
    power_watch.check(game)


def expire_lasting(game: Game, until_key: str, cites: Sequence[str]) -> None:
    state = game.state
    ending = [effect for effect in state.lasting if effect.until == until_key]
    if not ending:
        return
    state.lasting = [effect for effect in state.lasting if effect.until != until_key]
    for effect in ending:
        what = {
            "power": f"{effect.amount:+d} power",
            "breakpoint": f"{effect.amount:+d} breakpoint",
            "cancel": "cancellation",
            "no-extra": "no extra plays",
            "protect": "protection",
            "all-names": "extra names",
            "discard-to-hand": "return to hand instead of the discard pile",
            "player-power": f"{effect.player}'s {effect.amount:+d} power at a base",
        }.get(effect.stat, "immunity" if effect.stat.startswith("cannot:") else effect.stat)
        game.record(
            "expire",
            f"The effect of {state.cards[effect.source].name} ({what}) ends.",
            cards=[state.cards[effect.source]],
            cites=(*cites, effect.card_id),
        )
    power_watch.check(game)


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
        cards_seen(game, ctx, player, [top], "deck", revealed=True)
    return top


def cards_seen(game: Game, ctx: AbilityContext | None, owner: str, cards: Sequence[CardInstance], place: str, *, revealed: bool) -> None:
    """An ability (``ctx``) has just revealed, or looked at without revealing, ``cards`` of
    ``owner``'s ``place`` ("hand" or "deck"). Abilities that react to it run where their cards
    are, in ``owner``'s hand or among the cards seen (Dynamite Surprise): event "revealed",
    player: whose ability it was, details "owner", "cards", "from" (the place) and "revealed"."""
    if cards:
        details = {"owner": owner, "cards": list(cards), "from": place, "revealed": revealed}
        reached = list({card.iid: card for card in [*cards, *game.state.zone(hand(owner))]}.values())
        run_triggers(game, TriggerEvent("revealed", None, None, ctx.player if ctx else None, details), extra=reached)


def shuffle_deck(game: Game, player: str, cites: Sequence[str] = ()) -> None:
    state = game.state
    state.rng.shuffle(state.zones.setdefault(deck(player), []))
    game.record("shuffle", f"{player} shuffles their deck.", players=[player], cites=cites)


def look_at_top(game: Game, player: str, count: int, ctx: AbilityContext | None) -> list[CardInstance]:
    """Look at the top ``count`` cards of a deck (an empty deck is rebuilt first)."""
    top_of_deck(game, player)
    cards = game.state.zone(deck(player))[:count]
    if cards:
        game.record(
            "look",
            f"{player} looks at the top {len(cards)} card(s) of their deck: {', '.join(c.name for c in cards)}.",
            cards=cards,
            players=[player],
            cites=_cites(ctx),
        )
        cards_seen(game, ctx, player, cards, "deck", revealed=False)
    return cards


def draw_specific(game: Game, card: CardInstance, cites: Sequence[str] = ()) -> None:
    """Draw one particular card from its owner's deck into their hand."""
    player = card.zone.partition(":")[2]
    game.state.relocate(card, hand(player))
    _record_draw(game, player, [card], cites)


def shuffle_into_deck(game: Game, cards: list[CardInstance], player: str, ctx: AbilityContext | None) -> None:
    """Put cards into their owners' decks, then shuffle each deck concerned."""
    owners: list[str] = []
    for card in cards:
        zone = owner_pile(card, "deck")
        game.state.relocate(card, zone)
        owner = zone.partition(":")[2]
        if owner not in owners:
            owners.append(owner)
    for owner in owners or [player]:
        game.state.rng.shuffle(game.state.zones.setdefault(deck(owner), []))
    names = ", ".join(c.name for c in cards) or "no cards"
    game.record(
        "shuffle",
        f"{player} shuffles {names} into their deck.",
        cards=cards,
        players=[player],
        cites=_cites(ctx),
    )


def stored_zone(host: CardInstance) -> str:
    """The zone of the cards stored under ``host`` ("store it under this card"): out of play,
    face up, held by ``host`` while it is in play; they go to their owners' discard piles when
    it leaves play (``leave_play``), unless an ability takes them first."""
    return f"under:{host.iid}"


def store_under(game: Game, card: CardInstance, host: CardInstance, ctx: AbilityContext | None) -> bool:
    """Store ``card`` (a card resolving, or in a hand or pile) under ``host``, a card in play: the
    card is not in play and has no abilities there; a standard action so stored does not go to
    the discard pile. Returns whether it was stored."""
    state = game.state
    if not state.in_play(host) or state.in_play(card):
        return False
    state.relocate(card, stored_zone(host))
    card.controller = card.owner
    game.record("store", f"{card.name} is stored under {host.name}.", cards=[card, host] + ([ctx.card] if ctx and ctx.card is not host else []), cites=_cites(ctx))
    return True


def swap_minion(game: Game, old: CardInstance, new: CardInstance, ctx: AbilityContext | None) -> bool:
    """"Swap a minion in play for one in your hand, deck or discard pile": ``old`` is placed into
    its owner's pile of the kind ``new`` comes from (a deck is shuffled after), and ``new`` is
    placed at ``old``'s base under this player's control. Neither is played (terms.place): no
    on-play ability, no play used. Nothing happens when ``old`` cannot be placed (protection)."""
    state = game.state
    base = state.base_of(old)
    pile = new.zone.partition(":")[0]
    source = _pile_words(new.zone) if pile in ("hand", "deck", "discard") else new.zone
    if base is None or pile not in ("hand", "deck", "discard") or not place(game, old, pile, ctx):
        return False
    if base.zone != "bases" or new.zone.partition(":")[0] != pile:
        return False
    state.relocate(new, at_base(base.iid))
    new.controller = ctx.player if ctx else new.owner
    game.record(
        "place",
        f"{new.name} ({new.controller}) is placed at {base.name} in place of {old.name}, from {source} (not played).",
        cards=[new, base, old] + ([ctx.card] if ctx else []),
        cites=_cites(ctx, "terms.place"),
    )
    if pile == "deck":
        shuffle_deck(game, old.owner or new.owner, _cites(ctx))
    return True


def swap_base(
    game: Game, old: CardInstance, new: CardInstance, ctx: AbilityContext | None, *, played: bool = True, shuffle: bool = True
) -> None:
    """Swap a base in play with one from the base deck: the new base takes the old one's
    place and every card on the old base stays there; the old base goes into the
    base deck, which is shuffled. ``played``: the new base is played (not at setup).
    ``shuffle=False``: the old base takes the new one's place in the base deck, unshuffled
    ("swap this base with the top card of the base deck")."""
    state = game.state
    position = state.zones["bases"].index(old.iid)
    pile = state.zones.get("base-deck", [])
    deck_position = pile.index(new.iid) if new.iid in pile else 0
    state.relocate(new, "bases", index=position)
    for card in state.zone(at_base(old.iid)):
        state.relocate(card, at_base(new.iid))
    for card in state.zone(f"on:{old.iid}"):
        state.relocate(card, f"on:{new.iid}")
    from smashup_rules.engine import burying  # buried cards stay beside the new base

    burying.follow_swap(state, old, new)
    state.relocate(old, "base-deck", **({} if shuffle else {"index": deck_position}))
    if shuffle:
        state.rng.shuffle(state.zones["base-deck"])
    where = "is shuffled into the base deck" if shuffle else "takes its place in the base deck"
    game.record(
        "swap",
        f"{new.name} replaces {old.name}, with every card that was there; {old.name} {where}.",
        cards=[new, old] + ([ctx.card] if ctx else []),
        cites=_cites(ctx),
    )
    if played:
        base_played(game, new)


def add_base(game: Game, ctx: AbilityContext | None) -> CardInstance | None:
    """"Play a new base": the top base of the base deck comes into play beside the others and
    stays (one more base in play); an empty base deck is rebuilt from the base discard pile
    first (scoring.replace). None when there is no base to play."""
    state = game.state
    if not state.zones.get("base-deck") and state.zones.get("base-discard"):
        pile = state.zone("base-discard")
        state.rng.shuffle(pile)
        for card in pile:
            state.relocate(card, "base-deck")
        game.record("shuffle", "The base deck is empty: the base discard pile is shuffled into a new base deck.", cites=("scoring.replace",))
    if not state.zones.get("base-deck"):
        game.record("cannot", "There is no base to play: the base deck and base discard pile are empty.", cards=[ctx.card] if ctx else [], cites=_cites(ctx))
        return None
    new = state.zone("base-deck")[0]
    state.relocate(new, "bases")
    game.record(
        "new-base",
        f"{new.name} comes into play as a new base ({len(state.zones['bases'])} bases in play now).",
        cards=[new] + ([ctx.card] if ctx else []),
        cites=_cites(ctx),
    )
    base_played(game, new)
    return new


def base_played(game: Game, base: CardInstance) -> None:
    """A base has come into play during the game (replacing a scored or destroyed base, swapped
    in, or as a new base): its "after this is played" abilities (event "base-played")."""
    if game.state.in_play(base):
        run_triggers(game, TriggerEvent("base-played", base, base))


def copy_abilities(game: Game, copier: CardInstance, of: CardInstance, ctx: AbilityContext | None) -> str:
    """``copier`` has the abilities of ``of`` as if printed on it, until it leaves play; a card
    that is itself a copy passes on what it copies. Returns the card id copied."""
    state = game.state
    copied = state.ability_id(of)
    state.copied_abilities[copier.iid] = copied
    game.record(
        "copy",
        f"{copier.name} copies the ability of {of.name}: it acts as if that ability were printed on it.",
        cards=[copier, of],
        cites=_cites(ctx, copied),
    )
    return copied


def attach(game: Game, card: CardInstance, host: CardInstance, ctx: AbilityContext | None) -> bool:
    """Put a card being played on a base or minion in play (play.on-base); a protected minion
    cannot have it attached."""
    state = game.state
    if not state.in_play(host) or _blocked(game, host, Effect("attach", card, ctx.player if ctx else None), "given that card"):
        return False
    state.relocate(card, f"on:{host.iid}")
    game.record(
        "attach",
        f"{card.name} is played on {card_label(state, host)}.",
        cards=[card, host],
        cites=_cites(ctx, "play.on-base"),
    )
    return True


def give_to_hand(game: Game, card: CardInstance, player: str, ctx: AbilityContext | None) -> None:
    """Place a card from one player's hand into another's: its owner stays (oops/vikings#1: the
    holder treats it as their card while it is in their hand; it goes back to its owner when it
    leaves play or is discarded, play.leave-play-owner)."""
    source, _, holder = card.zone.partition(":")  # from a hand, or the top of a deck (Shield Maiden)
    game.state.relocate(card, hand(player))
    card.controller = player
    owned, rules = f"{card.owner} still owns it", ("terms.place", "play.leave-play-owner")
    if card.group == "madness":  # a Madness card is owned by whoever holds it (madness.ownership)
        card.owner = player
        owned, rules = f"{player} now owns it", ("terms.place", "madness.ownership")
    game.record(
        "place",
        f"{card.name} is placed from {holder}'s {source} into {player}'s hand ({owned}).",
        cards=[card] + ([ctx.card] if ctx else []),
        players=[holder, player],
        cites=_cites(ctx, *rules),
    )


def transfer_card(game: Game, card: CardInstance, to: CardInstance, ctx: AbilityContext | None) -> bool:
    """terms.transfer: an action attached to a card in play goes onto another card (a base or a
    minion) without being played. Transferring affects the action; if the recipient is immune
    to the effect, the action is discarded instead. Returns whether it was transferred."""
    state = game.state
    origin = state.host(card)
    if origin is None or not state.in_play(card) or to is origin or not state.in_play(to):
        return False
    if _blocked(game, card, effect_of("transfer", ctx), "transferred"):
        return False
    note_affected(game, ctx, card)
    guard = protector(state, to, effect_of("attach", ctx)) if to.kind != "base" else None
    if guard is not None:  # the recipient is immune: the action is discarded instead (terms.transfer)
        discard_from_play(game, card, ctx, cites=("terms.transfer", guard.card_id))
        return False
    state.relocate(card, f"on:{to.iid}")
    game.record(
        "transfer",
        f"{card.name} ({card.controller}) is transferred from {origin.name} to {to.name}.",
        cards=[card, origin, to] + ([ctx.card] if ctx else []),
        cites=_cites(ctx, "terms.transfer"),
    )
    return True


def set_aside_cards(game: Game, cards: Sequence[CardInstance], ctx: AbilityContext | None) -> None:
    """Take cards from a hand or deck and hold them apart while an ability resolves ("look at
    the top three cards ... return the rest"): in no hand, deck or discard pile and not in play,
    until the ability puts them somewhere (``place``)."""
    for card in cards:
        game.state.relocate(card, "set-aside")
    if cards:
        game.record(
            "set-aside",
            f"{', '.join(c.name for c in cards)} {'is' if len(cards) == 1 else 'are'} held aside for now.",
            cards=list(cards) + ([ctx.card] if ctx else []),
            cites=_cites(ctx),
        )


def set_aside_titan(game: Game, titan: CardInstance, cites: Sequence[str]) -> None:
    """Remove a titan from play without destroying it: beside its owner, counters removed."""
    label = card_label(game.state, titan)
    where = departure(game.state, titan)
    leave_play(game, titan, "discard")
    game.record(
        "set-aside",
        f"{label} leaves play and is set aside beside {titan.owner}; its counters are removed.",
        cards=[titan],
        cites=(*cites, "titans.leave-play"),
    )
    after_leaving(game, titan, where, None)


def arrive(game: Game, base: CardInstance, titan: CardInstance) -> None:
    """A titan was played or moved onto ``base``: if another titan is there, they clash once
    the ability that brought it has finished (``resolve_clashes``)."""
    if any(t.kind == "titan" and t is not titan for t in game.state.minions_at(base)):
        game.state.pending_clashes.append((base.iid, titan.iid))


def resolve_clashes(game: Game) -> None:
    """Resolve the clashes waiting since abilities finished (titans.clash); a duel may hold
    them until it ends (``Duel.clashes_wait``, Pecos Bill)."""
    state = game.state
    if state.duel is not None and state.duel.clashes_wait:
        return
    while state.pending_clashes:
        base_iid, titan_iid = state.pending_clashes.pop(0)
        base, titan = state.cards[base_iid], state.cards[titan_iid]
        if base.zone == "bases" and state.base_of(titan) is base:
            clash(game, base, titan)


def clash(game: Game, base: CardInstance, newcomer: CardInstance) -> None:
    """titans.clash: a base holds one titan. The controller with less power there removes
    their own titan; on a tie the newcomer goes. No clash while a card keeps titans together
    there (``keeps_titans``); titans it kept together all clash with the next newcomer once it
    no longer does: only the one whose controller has the most power stays."""
    state = game.state
    others = [t for t in state.minions_at(base) if t.kind == "titan" and t is not newcomer]
    if not others:
        return
    keeper = titans_kept_by(state, base)
    if keeper is not None:
        game.record(
            "note",
            f"{newcomer.name} joins {', '.join(t.name for t in others)} at {base.name}: {keeper.name} keeps titans together there, so there is no clash.",
            cards=[newcomer, *others, keeper],
            cites=(keeper.card_id, "titans.clash"),
        )
        return
    if len(others) > 1:
        _clash_of_several(game, base, [*others, newcomer])
        return
    resident = others[0]
    mine = power.player_power_at(state, newcomer.controller, base).total
    theirs = power.player_power_at(state, resident.controller, base).total
    loser = resident if theirs < mine else newcomer
    game.record(
        "clash",
        f"Clash of the titans at {base.name}: {newcomer.controller} has {mine} power there, "
        f"{resident.controller} has {theirs}; {loser.controller} removes {loser.name}"
        + (" (a tie: the titan that was there first stays)." if mine == theirs else "."),
        cards=[newcomer, resident, base],
        cites=("titans.clash",),
    )
    set_aside_titan(game, loser, ("titans.clash",))


def _clash_of_several(game: Game, base: CardInstance, contenders: list[CardInstance]) -> None:
    """A newcomer joins several titans a card kept together: the titan whose controller has the
    most power there stays (on a tie, the one there first), every other is removed (titans.clash)."""
    state = game.state
    powers = [power.player_power_at(state, t.controller, base).total for t in contenders]
    stays = contenders[powers.index(max(powers))]  # contenders in the order they arrived
    shown = ", ".join(f"{t.controller} has {p} ({t.name})" for t, p in zip(contenders, powers))
    game.record(
        "clash",
        f"Clash of the titans at {base.name}: {shown}; only {stays.name} stays, the other titans are removed.",
        cards=[*contenders, base],
        cites=("titans.clash",),
    )
    for titan in contenders:
        if titan is not stays and state.base_of(titan) is base:
            set_aside_titan(game, titan, ("titans.clash",))


def titans_kept_by(state: State, base: CardInstance) -> CardInstance | None:
    """The card in play whose ongoing ability lets titans at ``base`` stay together, if any."""
    for card in state.in_play_among(state.registry.defining("keeps_titans")):
        behaviour = active_behaviour(state, card)
        if behaviour is not None and behaviour.keeps_titans(AbilityContext(state, card), base):
            return card
    return None


from smashup_rules.engine import power  # noqa: E402  (power imports context, which imports this module lazily)
from smashup_rules.engine import power_watch  # noqa: E402
