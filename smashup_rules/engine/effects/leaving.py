"""Leaving play: destroying, returning, placing and discarding cards in play, where each
goes (its owner's pile), and the abilities that answer a card leaving."""

from __future__ import annotations

from smashup_rules.engine.abilities import THIS, TriggerEvent
from smashup_rules.engine.effects.affects import blocked, copyable, note_affected, redirected, with_cites
from smashup_rules.engine.effects.monsters import loot as collect_loot
from smashup_rules.engine.game import card_label
from smashup_rules.engine.power import effect_of
from smashup_rules.engine.zones import BOX, DECK, DISCARD, HAND, NO_OWNER_GROUPS, TITANS, deck, discard, hand, holder, stored_zone, titans
from smashup_rules.engine.zones import place as place_of  # ``place`` is the primitive below

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from collections.abc import Sequence

    from smashup_rules.engine.source import Source
    from smashup_rules.engine.game import Game
    from smashup_rules.engine.state import CardInstance, State


def owner_pile(card: CardInstance, pile: str) -> str:
    """Where a card leaving play goes (play.leave-play-owner): its owner's pile;
    monsters and treasures to their own discard pile, never a player's hand or deck, unless
    their own text names their own deck ("treasures-deck", conflict.treasure-own-deck);
    Madness to its controller; titans are set aside; anything to "box" goes in the box."""
    if pile == BOX:
        return BOX
    if card.kind == "titan":
        return titans(card.owner)
    if card.group in NO_OWNER_GROUPS:
        return pile if pile == f"{card.group}-deck" else f"{card.group}-discard"
    owner = card.controller if card.group == "madness" else card.owner
    return {"discard": discard, "hand": hand, "deck": deck}[pile](owner)


def leave_play(game: Game, card: CardInstance, pile: str, *, top: bool = False) -> str:
    """Take a card out of play: attachments to their owners' discard piles, counters removed."""
    state = game.state
    host_leaving(game, card)
    for attached in state.attachments(card):
        if state.host(attached) is not card:  # an ability moved it off as its host left (host_leaving)
            continue
        state.copied_abilities.pop(attached.iid, None)
        discard_along(game, attached, card, f"attached to {card.name}", ("play.leave-play-owner", *own_pile_rule(attached)))
    for stored in state.zone(stored_zone(card)):  # cards stored under it (store_under)
        discard_along(game, stored, card, f"stored under {card.name}", ("play.leave-play-owner", *own_pile_rule(stored)))
    card.counters = 0
    state.copied_abilities.pop(card.iid, None)  # a copy lasts while the copier is in play
    if pile == "discard" and _to_hand_instead(game, card):
        pile = "hand"
    zone = owner_pile(card, pile)
    state.relocate(card, zone, top=top)
    card.controller = card.owner if place_of(zone) in (HAND, DECK, DISCARD, TITANS, BOX) else None
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
            game.fire(TriggerEvent("host-leaving", attached, state.base_of(card), None, {"host": card}))


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


SHARED_PILE_WORDS = {
    "monsters-deck": "the monster deck", "monsters-discard": "the monster discard pile",
    "treasures-deck": "the treasure deck", "treasures-discard": "the treasure discard pile", BOX: "the box",
}  # fmt: skip


def pile_words(zone: str) -> str:
    who = holder(zone)
    names = {HAND: "hand", DECK: "deck", DISCARD: "discard pile", TITANS: "titans, set aside"}
    return f"{who}'s {names[place_of(zone)]}" if who else SHARED_PILE_WORDS.get(zone) or zone.replace("-", " ") + " pile"


def discard_along(game: Game, card: CardInstance, host: CardInstance, where: str, cites: Sequence[str], *, why: str = "") -> None:
    """``card``, attached to, stored under or buried beside ``host`` (``where`` says which),
    goes to its owner's discard pile as ``host`` leaves play; ``why`` ends the step's words."""
    zone = owner_pile(card, "discard")
    game.state.relocate(card, zone)
    card.controller = card.owner
    game.record("discard", f"{card.name}, {where}, goes to {pile_words(zone)}{why}.", cards=[card, host], cites=cites)


def own_pile_rule(card: CardInstance) -> tuple[str, ...]:
    """The rule that decides whose pile a card leaving play goes to when it is not simply its
    printed owner's: a monster or treasure to its own pile (monsters.nature, treasures.nature), a
    Madness card to its controller's (madness.ownership)."""
    return {"monsters": ("monsters.nature",), "treasures": ("treasures.nature",), "madness": ("madness.ownership",)}.get(card.group, ())


def no_owner_note(card: CardInstance, pile: str) -> tuple[str, tuple[str, ...]]:
    """Words and rule for a monster or treasure that an effect sends to a player's hand or deck:
    it goes to its own discard pile instead (monsters.nature, treasures.nature)."""
    if card.group not in NO_OWNER_GROUPS or pile not in ("hand", "deck"):
        return "", ()
    return f" instead of a {pile}: a {card.group[:-1]} never goes into a player's hand or deck", own_pile_rule(card)


def departure(state: State, card: CardInstance) -> dict:
    """Where a card in play is, noted before it leaves: its base, controller, host, counters and
    the cards attached to it (which leave with it)."""
    return {
        "base": state.base_of(card), "controller": card.controller, "host": state.host(card), "counters": card.counters,
        "attached": state.attachments(card),
    }  # fmt: skip


def before_discard(game: Game, card: CardInstance, source: Source | None) -> bool:
    """"Before a card goes to the discard pile" abilities, while it is still in play (a titan
    taking one of its +1 power counters). Titans are set aside, not discarded. Returns whether
    the card is still in play to go on leaving."""
    state = game.state
    to_hand = any(e.stat == "discard-to-hand" and card.iid in e.targets for e in state.lasting)  # it will not go there
    if card.kind != "titan" and not to_hand:
        details = {"controller": card.controller}
        game.fire(TriggerEvent("before-discard", card, state.base_of(card), source.player if source else None, details))
    return state.in_play(card)


def after_leaving(game: Game, card: CardInstance, where: dict, source: Source | None) -> None:
    """"After this leaves play" abilities (Make Contact, Killer Kudzu), however it left:
    destroyed, returned, placed, discarded, or set aside (titans.leave-play). The actions that
    were attached to it, gone with it, still hear it ("after this minion goes to the discard
    pile", Jetpack of Anachronism; details "attached")."""
    attached = where.get("attached", [])
    details = {"controller": where["controller"], "host": where["host"], "counters": where.get("counters", 0), "attached": attached}
    game.fire(TriggerEvent("left-play", card, where["base"], source.player if source else None, details), extra=[card, *attached])


@copyable("destroy", 1)
def destroy(game: Game, target: CardInstance, source: Source | None, *, loot: bool = True) -> bool:
    """terms.destroy: from play to its discard pile. A monster destroyed by a card effect gives
    its treasure to the player who controls the effect, unless the card says not (``loot``
    False, Tiger Steed; monsters.loot). Returns whether it was destroyed."""
    state = game.state
    target = redirected(game, target, effect_of("destroy", source))
    if not state.in_play(target):
        return False
    if blocked(game, target, effect_of("destroy", source), "destroyed"):
        return False
    base = state.base_of(target)
    controller = target.controller
    host = state.host(target)  # what an attached action was on (Make Contact)
    note_affected(game, source, target)
    event = TriggerEvent("destroy", target, base, source.player if source else None)
    replacer = game.replace(event)
    if replacer is not None:
        return False
    if not before_discard(game, target, source):
        return False
    base = state.base_of(target)
    counters = target.counters  # as it leaves, after the "before it goes to the discard pile" abilities
    attached = state.attachments(target)
    label = card_label(state, target)
    zone = leave_play(game, target, "discard")
    game.record(
        "destroy",
        f"{label} is destroyed and goes to {pile_words(zone)}.",
        cards=[target] + ([source.card] if source else []),
        players=[p for p in [target.owner] if p],
        cites=with_cites(source, "terms.destroy", "play.leave-play-owner", *own_pile_rule(target), *(("titans.leave-play",) if target.kind == "titan" else ())),
    )
    state.turn.destroyed.append((target.iid, controller, base.iid if base is not None else None))
    if loot and target.group == "monsters":
        collect_loot(game, target, source)
    # The destroyed card's own "after this is destroyed" abilities still happen (Nukebot).
    by = source.card.iid if source else None  # the card whose ability destroyed it
    game.fire(TriggerEvent("destroyed", target, base, source.player if source else None, {"controller": controller, "host": host, "by": by}),
        extra=[target],
    )
    after_leaving(game, target, {"base": base, "controller": controller, "host": host, "counters": counters, "attached": attached}, source)
    return True


@copyable("return", 1)
def return_to_hand(game: Game, target: CardInstance, source: Source | None) -> bool:
    """terms.return: to its owner's hand; its attachments are discarded. "If it would be
    returned to your hand, ... instead" abilities may replace it (event "return")."""
    target = redirected(game, target, effect_of("return", source))
    if not game.state.in_play(target) or blocked(game, target, effect_of("return", source), "returned"):
        return False
    note_affected(game, source, target)
    event = TriggerEvent("return", target, game.state.base_of(target), source.player if source else None, {"source": source.card if source else None})
    if game.replace(event) is not None:
        return False
    label = card_label(game.state, target)
    base = game.state.base_of(target)
    controller = target.controller
    where = departure(game.state, target)
    zone = leave_play(game, target, "hand")
    instead, rules = no_owner_note(target, "hand")
    game.record(
        "return",
        f"{label} goes to {pile_words(zone)}{instead}." if instead else f"{label} returns to {pile_words(zone)}.",
        cards=[target] + ([source.card] if source else []),
        cites=with_cites(source, "terms.return", "play.leave-play-owner", *rules, *own_pile_rule(target), *(("titans.leave-play",) if target.kind == "titan" else ())),
    )
    game.fire(TriggerEvent("returned", target, base, source.player if source else None, {"controller": controller}))
    after_leaving(game, target, where, source)
    return True


@copyable("place", 2)
def place(game: Game, target: CardInstance, pile: str, source: Source | None, *, top: bool = False) -> bool:
    """terms.place: into its owner's hand, deck (top or bottom) or discard pile,
    from play (protection applies) or from anywhere else."""
    state = game.state
    target = redirected(game, target, effect_of("place", source))
    label = card_label(state, target)
    where = None
    if state.in_play(target):
        if blocked(game, target, effect_of("place", source), "placed"):
            return False
        note_affected(game, source, target)
        if pile == "discard" and not before_discard(game, target, source):
            return False
        label = card_label(state, target)
        where = departure(state, target)
        zone = leave_play(game, target, pile, top=top)
    else:
        zone = owner_pile(target, pile)
        state.relocate(target, zone, top=top)
    instead, rules = no_owner_note(target, pile)
    end = f"the {'top' if top else 'bottom'} of " if pile.endswith("deck") else ""
    game.record(
        "place",
        f"{label} goes to {pile_words(zone)}{instead}." if instead else f"{label} is placed {'on' if end else 'into'} {end}{pile_words(zone)}.",
        cards=[target] + ([source.card] if source else []),
        cites=with_cites(source, "terms.place", *rules, *own_pile_rule(target)),
    )
    if where is not None:
        after_leaving(game, target, where, source)
    return True


def discard_scored(game: Game, card: CardInstance, *, waits: bool = False) -> dict:
    """scoring.discard: a card still on a scored base goes to its pile. Not a destruction.
    Returns where it was: its "after it leaves play" abilities wait (``after_leaving``) until
    every card of the base has gone (resolution.simultaneous); ``waits``: the step says so, for
    a card that has such an ability and leaves with others."""
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
        wait = " Its ability about leaving play waits until every card there has gone." if waits else ""
        game.record(
            "discard",
            f"{label} is discarded from the scored base to {pile_words(zone)} (not destroyed).{wait}",
            cards=[card],
            cites=("scoring.discard", "play.leave-play-owner", *own_pile_rule(card), *(WAITING_RULES if waits else ())),
        )
    return where


# Abilities set off by cards leaving a scored base together wait until all have gone.
WAITING_RULES = ("resolution.simultaneous", "oops/samurai#1")


def has_leaving_ability(state: State, card: CardInstance) -> bool:
    """Whether ``card`` has an ability that answers its own leaving play (Samurai-Chan)."""
    behaviour = state.registry.behaviour(state.ability_id(card))
    return any(trigger.event == "left-play" and trigger.where == THIS and callable(getattr(behaviour, name, None)) for trigger, name in behaviour.triggers)


def discard_from_play(game: Game, card: CardInstance, source: Source | None, *, cites: Sequence[str] = ()) -> bool:
    """An ability discards a card in play (Wildlife Preserve): to its owner's pile, not destroyed."""
    card = redirected(game, card, effect_of("discard", source))
    if not game.state.in_play(card) or not before_discard(game, card, source):
        return False
    label = card_label(game.state, card)
    where = departure(game.state, card)
    zone = leave_play(game, card, "discard")
    game.record(
        "discard",
        f"{label} is discarded to {pile_words(zone)} (not destroyed).",
        cards=[card] + ([source.card] if source else []),
        cites=with_cites(source, *cites, "terms.discard", "play.leave-play-owner", *own_pile_rule(card)),
    )
    after_leaving(game, card, where, source)
    return True


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
