"""What affects what: protection checked before an effect happens, the cards an effect
affects noted (terms.affect, terms.directly-affects), and the cards that copy an effect or
take it in another card's place."""

from __future__ import annotations

from smashup_rules.engine.abilities import Unmet
from smashup_rules.engine.choices import Option
from smashup_rules.engine.game import card_label
from smashup_rules.engine.in_progress import Copying
from smashup_rules.engine.power import Effect, active_behaviour, effect_of, is_standard_action, protector
from smashup_rules.engine.citations import card_sources

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from collections.abc import Sequence

    from smashup_rules.engine.source import Source
    from smashup_rules.engine.game import Game
    from smashup_rules.engine.state import CardInstance


# The rules a prevented effect cites: protection itself, and what was prevented (a destruction, or
# any other way of being affected).
PROTECTION_RULES = {"destroy": ("terms.cannot-be-destroyed", "terms.destroy"), None: ("terms.cannot-be-destroyed", "terms.affect")}


def blocked(game: Game, target: CardInstance, effect: Effect, verb: str) -> bool:
    misses: list = []
    guard = protector(game.state, target, effect, misses)
    by = f" by {effect.source.name}" if effect.source else ""
    if guard is None:
        for card, why in misses:
            why_not(game, card, f"{card.name} does not protect {card_label(game.state, target)} from being {verb}{by}: {why.reason}.", why.cites)
        return False
    game.record(
        "prevented",
        f"{card_label(game.state, target)} cannot be {verb}{by}: {guard.name} protects it.",
        cards=[target, guard] + ([effect.source] if effect.source else []),
        cites=(*card_sources(guard.card_id), *PROTECTION_RULES.get(effect.kind, PROTECTION_RULES[None]), *(card_sources(effect.source.card_id) if effect.source else ())),
    )
    return True


def why_not(game: Game, card: CardInstance, text: str, cites: Sequence[str] = ()) -> None:
    """A "why not" step about ``card``, whose ability a reader may expect to apply here and
    which does not (dispatch.why_not says the same of triggered abilities)."""
    game.record("why-not", text, cards=[card], players=[card.controller] if card.controller else [], cites=(*card_sources(card.card_id), *cites))


def copiers_passed_over(game: Game, action: CardInstance, target: CardInstance) -> None:
    """An action played on ``target``, a minion, is no standard action (play.standard-action):
    the cards at its base that have minions "affected the same way" by a standard action (Diva,
    ``copies_effect``) copy none of its effects, and each says so."""
    state = game.state
    base = state.base_of(target)
    if base is None or target.kind != "minion" or is_standard_action(state, action):
        return
    for card in state.in_play_among(state.registry.defining("copies_effect")):
        if card is action or card is target or state.host(card) is target or active_behaviour(state, card) is None:
            continue  # the action itself, or a copier the action is played on: it copies for other minions
        if card is base or state.base_of(card) is base:
            text = (
                f"{card.name} does not copy the effect of {action.name} on {target.name}: an action played on a minion "
                "is not a standard action, and only a standard action's effects are copied."
            )
            why_not(game, card, text, ("play.standard-action",))


def note_affected(game: Game, source: Source | None, target: CardInstance) -> None:
    """Remember that the card behind ``source`` affected ``target`` (terms.directly-affects), and,
    for a card being played, where ``target`` was then. Called just before the effect happens:
    for a standard action being played, the cards that copy its effect on one target are asked
    now, on several targets once all are noted (``copyable``)."""
    if source is None:
        return
    progress = game.progress
    resolution = progress.resolution_of(source.card)
    found = resolution.affected if resolution is not None else progress.affected_outside_plays.setdefault(source.card.iid, [])
    if target.iid not in found:
        found.append(target.iid)
    if resolution is not None:
        where = resolution.affected_where
        if target.iid not in where:
            base = game.state.base_of(target)
            where[target.iid] = (base.iid if base is not None else None, target.controller)
    running = progress.copying[-1] if progress.copying else None
    if running is not None and running.source is source:
        if running.noted is None:
            offer_copies(game, source, [target], running)
        else:
            running.noted.append(target)


def offer_copies(game: Game, source: Source, targets: Sequence[CardInstance], running: Copying) -> None:
    """A standard action being played directly affects minions (``targets``, noted by one effect):
    each card in play that copies such effects (``CardBehaviour.copies_effect``) and has not yet
    copied one of this action's effects may name another minion to be affected the same way. The
    minions named join ``running.copies``; ``copyable`` applies the effect to them."""
    state = game.state
    resolution = game.progress.resolution_of(source.card)
    copied = resolution.copies if resolution is not None else None
    if copied is None:
        return
    targets = [t for t in targets if t.kind == "minion" and state.in_play(t)]
    for target in targets:
        if target.iid not in copied.direct:
            copied.direct.append(target.iid)
    effect = effect_of(running.kind, source)
    parts = state.registry.behaviour(source.card.card_id).effect_parts
    waiting, asked = copied.waiting, copied.asked  # asked: (copier, target) decided for every part at once
    for target in targets:
        # Which part of the action's effect on ``target`` this is (effect_parts), and the copies
        # chosen earlier for this part: their minions are affected now.
        part = copied.parts_seen.get(target.iid, 0)
        copied.parts_seen[target.iid] = part + 1
        for copy in [w for w in waiting if w[1] is target and w[2] == part]:
            waiting.remove(copy)
            running.copies.append((copy[0], target, copy[3]))
        for card in state.in_play_among(state.registry.defining("copies_effect")):
            behaviour = active_behaviour(state, card)
            if card.iid in copied.copiers or (card.iid, target.iid) in asked or behaviour is None or not state.in_play(target):
                continue
            if len(parts) > 1:
                asked.add((card.iid, target.iid))
            recipient = behaviour.copies_effect(game.context(card), target, effect)
            if type(recipient) is Unmet:
                why_not(game, card, f"{card.name} does not copy the effect of {source.card.name} on {target.name}: {recipient.reason}.", recipient.cites)
            elif recipient is not None:
                copied.copiers.add(card.iid)
                chosen = _part_to_copy(game, card, source, target, parts, part)
                if chosen == part:
                    running.copies.append((card, target, recipient))
                else:
                    waiting.append((card, target, chosen, recipient))


def _part_to_copy(game: Game, copier: CardInstance, source: Source, target: CardInstance, parts: Sequence[str], part: int) -> int:
    """The part of an effect of several parts (``CardBehaviour.effect_parts``) that ``copier``'s
    player copies: one, chosen as the action is played, among the parts still to happen to
    ``target`` (disco-dancers/diva#1). An effect of one part is copied as it happens."""
    if len(parts) - part < 2:
        return part
    options = [Option(f"{label}", number) for number, label in enumerate(parts) if number >= part]
    return game.ask(
        copier.controller or source.player,
        f"choose the part of {source.card.name}'s effect on {target.name} that {copier.name} copies",
        options,
        "part",
        cites=(*card_sources(copier.card_id), source.card.card_id),  # the copier's clarification decides it
    )


def copyable(kind: str, source_at: int, *, many: bool = False):
    """Marks an effect primitive whose effects other cards may copy when a standard action being
    played directly affects minions with it ("affected the same way", ``offer_copies``): the
    primitive runs, then runs again, from the same ability, for each minion a copier named (a
    copy is not offered for copying again). ``source_at``: where the effect's ``Source`` is among the
    arguments after ``game``; ``many``: a list of targets follows it, otherwise one target comes first."""

    def wrap(primitive):
        def apply(game: Game, *args, **kwargs):
            source = args[source_at] if len(args) > source_at else kwargs.get("source")
            progress = game.progress
            resolution = progress.resolution_of(source.card) if source is not None and progress.resolutions else None
            if resolution is None or resolution.copies is None:  # nothing can copy it
                return primitive(game, *args, **kwargs)
            running = Copying(kind, source, [] if many else None)
            progress.copying.append(running)
            try:
                result = primitive(game, *args, **kwargs)
            finally:
                progress.copying.pop()
            if many and running.noted:
                offer_copies(game, source, running.noted, running)
            for copier, target, recipient in running.copies:
                game.record(
                    "copy",
                    f"{copier.name} copies the effect of {source.card.name} on {target.name}: "
                    f"{card_label(game.state, recipient)} is affected the same way.",
                    cards=[recipient, copier, source.card],
                    cites=(copier.card_id, "terms.directly-affects", source.card.card_id),
                )
                again = list(args)
                again[source_at + 1 if many else 0] = [recipient] if many else recipient
                progress.copying.append(Copying(kind, None, None))  # the copy is not copied again
                try:
                    primitive(game, *again, **kwargs)
                finally:
                    progress.copying.pop()
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
    resolution = game.progress.resolution_of(effect.source) if effect.source is not None else None
    designated = resolution.designated if resolution is not None else None
    if designated is None:
        _takers_passed_over(game, target, effect)
        return target
    if target.iid not in designated:
        return target
    if designated[target.iid] is None:
        designated[target.iid] = target.iid
        if state.in_play(target) and protector(state, target, effect) is None:  # an unaffected card is not affected
            for card in state.in_play_among(state.registry.defining("takes_effect")):
                behaviour = active_behaviour(state, card)
                if card is target or behaviour is None or (effect.kind == "attach" and protector(state, card, effect) is not None):
                    continue
                if behaviour.takes_effect(game.context(card), target, effect):
                    designated[target.iid] = card.iid
                    game.record(
                        "redirect",
                        f"{card_label(state, card)} takes the effect of {effect.source.name} in place of {card_label(state, target)}.",
                        cards=[card, target, effect.source],
                        cites=(card.card_id, "terms.directly-affects"),
                    )
                    break
    return state.cards[designated[target.iid]]


def _takers_passed_over(game: Game, target: CardInstance, effect: Effect) -> None:
    """The effect of a card already in play (an action on a minion destroying it at the end of
    the turn) is not the effect of a card being played: the cards at ``target``'s base that take
    such effects in another minion's place (Ensign, ``takes_effect``) are not asked, and say so."""
    state = game.state
    source = effect.source
    # A card played that stays in play: an action on a minion or a base, or a minion.
    if source is None or source.kind not in ("action", "minion") or target.kind != "minion" or not state.in_play(source) or not state.in_play(target):
        return
    base = state.base_of(target)
    for card in state.in_play_among(state.registry.defining("takes_effect")):
        if card is not target and state.base_of(card) is base and card.controller == target.controller != source.controller:
            text = (
                f"{card_label(state, card)} does not take the effect of {source.name} in place of {card_label(state, target)}: "
                f"{source.name} is already in play, and only the effects of a card as it is played are taken."
            )
            why_not(game, card, text, ("terms.directly-affects",))


def with_cites(source: Source | None, *rules: str) -> tuple[str, ...]:
    return (*(source.cites if source else ()), *rules)
