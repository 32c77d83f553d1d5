"""Playing cards: where a card goes, what it triggers, and the extra plays offered.

Which play a card uses (the regular one, an extra one, a replacement source that lets it
come from elsewhere) is decided in ``engine.allowances``.
"""

from __future__ import annotations

from smashup_rules.engine import effects
from smashup_rules.engine.abilities import PlaySource, TriggerEvent, Unmet, event_words
from smashup_rules.engine.allowances import (  # noqa: F401 - available_allowances: the simulator takes it from here
    allowance_cites, available_allowances, choose_allowance, keep_for_later, keepable, play_sources, qualifier_cites,
)
from smashup_rules.engine.choices import Option
from smashup_rules.engine.errors import IllegalPlay, refused
from smashup_rules.engine.events import unique_cites
from smashup_rules.engine.game import Game, card_label, card_options
from smashup_rules.engine.in_progress import Copies, Resolution
from smashup_rules.engine.power import CardView, Effect, cancelled_by, is_standard_action, protector
from smashup_rules.engine.qualifiers import card_mismatch, mismatch, restrictiveness
from smashup_rules.engine.citations import card_sources, no_ability_sources
from smashup_rules.engine.state import CardInstance
from smashup_rules.engine.zones import BURIED, DECK, DISCARD, HAND, RESOLVING, STASIS, at_base, attached_to, discard, hand, holder, is_in_play_as_base, pile_zone, place, resolving, set_aside_as_titan
from smashup_rules.engine.turn_state import PlayAllowance

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from typing import Any

    from smashup_rules.engine.source import Source


def check_target(
    game: Game, player: str, card: CardInstance, base: CardInstance | None, target: CardInstance | None, allowance: PlayAllowance | None = None
) -> list:
    """Refuse a play that nothing allows there (IllegalPlay); returns (card, ``Unmet``) for each
    card in play that said why it does not forbid it, for the play's "why not" steps."""
    state = game.state
    if card.kind not in ("minion", "action"):
        raise IllegalPlay(f"{card.name} is a {card.kind}; only minions and actions are played this way.", ("play.minion", "play.action"))
    where, whose = place(card.zone), holder(card.zone)
    # Another player's card is played only where an ability names it: a specific extra play
    # for that very card (To Follow, or Not?; play.control: the player then controls it).
    named = allowance is not None and allowance.card == card.iid
    # An uncovered card is played from beside its base by the player who buried it (burying.uncover).
    uncovered = where == BURIED and card.controller == player
    if not whose or (whose != player and not named and not uncovered) or where not in (HAND, DISCARD, DECK, BURIED, STASIS):
        raise IllegalPlay(f"{player} cannot play {card.name}: it is not in {player}'s hand.", ("play.regular", "play.replacement-plays"))
    play_on = state.registry.behaviour(card.card_id).play_on if card.kind == "action" else "base"
    if play_on == "base" and (base is None or not is_in_play_as_base(base)):
        raise IllegalPlay(f"{card.name} must be played on a base in play.", ("play.on-base", *card_sources(card.card_id)))
    if play_on in ("minion", "own-minion"):
        if target is None or target.kind != "minion" or not state.in_play(target):
            raise IllegalPlay(f"{card.name} must be played on a minion in play.", ("play.on-base", *card_sources(card.card_id)))
        if play_on == "own-minion" and target.controller != player:
            raise IllegalPlay(f"{card.name} must be played on one of {player}'s minions.", ("play.on-base", "terms.your", *card_sources(card.card_id)))
    if play_on is None and (base is not None or target is not None):
        raise IllegalPlay(f"{card.name} is not played on a base or a minion: it is a standard action.", ("play.standard-action", *card_sources(card.card_id)))
    misses: list = []
    if card.kind == "minion" or play_on == "base":
        forbidder = forbidden_by(game, player, card, base, misses)
        if forbidder is not None:
            raise IllegalPlay(f"{player} cannot play {card.name} at {base.name}: {forbidder.name} forbids it.", card_sources(forbidder.card_id))
    refusal = play_refusal(game, player, card, base, target)
    if refusal is not None:
        raise refused(refusal, *card_sources(card.card_id))
    if target is not None:
        effect = Effect("attach", card, player)
        guard = protector(state, target, effect)
        if guard is not None:
            raise IllegalPlay(f"{card.name} cannot be played on {target.name}: {guard.name} protects it.", (*card_sources(guard.card_id), "terms.affect"))
    return misses


def play_refusal(game: Game, player: str, card: CardInstance, base: CardInstance | None, target: CardInstance | None) -> str | None:
    """Why the card's own condition forbids ``player`` to play it there ("Play on a base where
    you have a minion"), or None."""
    return game.state.registry.behaviour(card.card_id).play_refusal(game.context(card, player), base, target)


def forbidden_by(game: Game, player: str, card: CardInstance, base: CardInstance, misses: list | None = None) -> CardInstance | None:
    """The card in play whose ongoing ability forbids playing ``card`` at ``base``: a minion
    (Overrun) or an action played on the base (The Dread Gazebo). ``misses`` collects (card,
    ``Unmet``) for each one that said why it does not forbid this play."""
    state = game.state
    hook = "forbids_play" if card.kind == "minion" else "forbids_action"
    for other in state.in_play_among(state.registry.defining(hook)):
        behaviour = state.registry.behaviour(state.ability_id(other))
        ctx = CardView(state, other)
        forbids = getattr(behaviour, hook)
        if cancelled_by(state, other) is not None:
            continue
        verdict = forbids(ctx, player, card, base)
        if verdict:
            return other
        if misses is not None and type(verdict) is Unmet:
            misses.append((other, verdict))
    return None


def fusion_kind(game: Game, card: CardInstance, base: CardInstance | None, target: CardInstance | None, as_kind: str | None = None) -> str | None:
    """The other kind a Fusion card ("Fusion - Minion: ... / Action: ...") is played as, or None
    for its printed kind: ``as_kind`` when the play says so, else its other kind when it is
    played on no base and no minion and that kind needs none (a minion played as an action)."""
    state = game.state
    if card.card_id not in state.registry.defining("fusion") or card.played_as is not None:
        return None
    behaviour = state.registry.behaviour(card.card_id)
    printed = card.record["kind"]
    if as_kind is not None:
        if as_kind not in (printed, behaviour.fusion):
            raise IllegalPlay(f"{card.name} cannot be played as a {as_kind}.", card_sources(card.card_id))
        return None if as_kind == printed else as_kind
    if printed == "minion" and behaviour.fusion == "action" and behaviour.play_on is None and base is None and target is None:
        return "action"
    return None


def play_card(game: Game, player: str, card: CardInstance, *, as_kind: str | None = None, **options: Any) -> None:
    """Play ``card`` (``_play_card``); a Fusion card is the kind it is played as
    (``fusion_kind``) until the play is over."""
    kind = fusion_kind(game, card, options.get("base"), options.get("target"), as_kind)
    if kind is not None:
        card.played_as = kind
    try:
        _play_card(game, player, card, **options)
    finally:
        if kind is not None and not game.state.in_play(card):
            card.played_as = None


def _play_card(
    game: Game,
    player: str,
    card: CardInstance,
    *,
    base: CardInstance | None = None,
    target: CardInstance | None = None,
    allowance: PlayAllowance | None = None,
    via: PlaySource | None = None,
    special: bool = False,
    free: tuple[str, tuple[str, ...]] | None = None,
    **details: Any,
) -> None:
    """Play ``card`` (resolution.order): put it in play, resolve it, fire what it
    triggers, then discard it if it is a standard action. ``details`` reach the
    card's context (e.g. ``scoring_base`` for a Special played before scoring).
    ``free``: a play a rule makes without using a regular or extra play, as (how it is
    logged, rules cited), e.g. a revealed duel card ("as a duel card", duels.basics)."""
    state = game.state
    behaviour = state.registry.behaviour(card.card_id)  # an unimplemented card fails before anything moves
    if card.kind == "titan":
        try:
            behaviour.titan_play(game.context(card, player, **details), base)
        except IllegalPlay as refusal:  # the titan's own Special refused: the titan and its rulings say why too
            raise IllegalPlay(str(refusal), unique_cites(refusal.cites, "titans.play", card_sources(card.card_id))) from None
        effects.resolve_clashes(game)
        return
    if target is not None and base is None:
        base = state.base_of(target)
    misses = check_target(game, player, card, base, target, allowance)
    if behaviour.special_only and not special:
        raise IllegalPlay(f"{card.name} can only be played through its Special, not as a regular or extra play.", ("play.special", *card_sources(card.card_id)))
    if not special and free is None:
        if allowance is None:
            allowance, via = choose_allowance(game, player, card, base, target)
        reason = mismatch(game, allowance, player, card, base, via=via, target=target)
        if reason:
            raise IllegalPlay(f"{player} cannot play {card.name} with the {allowance.describe()} play: {reason}.", ("play.extra-qualifiers", *allowance_cites([allowance])))
        if allowance in state.turn.allowances:
            state.turn.allowances.remove(allowance)
        if allowance.one_name:  # "that all have the same name": the first card played names the rest
            for kept in state.turn.allowances:
                if kept.one_name and kept.source == allowance.source and kept.named is None:
                    kept.named = card.name
        if allowance.once_key:
            state.turn.used_once.add(allowance.once_key)
        if via is not None and via.once_key:
            state.turn.used_once.add(via.once_key)
    origin = place(card.zone)
    how = "rule" if free is not None else "special" if special else "regular" if allowance.regular else "extra"
    state.turn.record_play(player, card.iid, card.kind, how, base.iid if base is not None else None, origin)
    card.controller = player
    if card.kind == "minion":
        state.relocate(card, at_base(base.iid))
    elif target is not None:
        state.relocate(card, attached_to(target.iid))
    elif behaviour.play_on == "base":
        state.relocate(card, attached_to(base.iid))
    else:
        state.relocate(card, RESOLVING)
    _record_play(game, player, card, origin, base, target, allowance, special, via, free, answering=details.get("responding_to_play"))
    for other, why in misses:
        effects.why_not(game, other, f"{other.name} does not forbid {player} to play {card.name} at {base.name}: {why.reason}.", why.cites)

    # The minion it is played on is a target the card designates (terms.directly-affects):
    # another card may take its place (Ensign). What the card's abilities designate, affect and
    # let others copy while it resolves is its play's (``Resolution``), until the play is over.
    resolution = Resolution(card, target)
    resolutions = game.progress.resolutions
    resolutions.append(resolution)
    game.progress.affected_outside_plays.pop(card.iid, None)  # what it affected before is not this play's
    try:
        if target is not None:
            taker = effects.redirected(game, target, Effect("attach", card, player))
            if taker is not target:
                state.relocate(card, attached_to(taker.iid))
                target = taker
            effects.copiers_passed_over(game, card, target)
            resolution.affected = [target.iid]
        # The cards at its base as it is played, before its ability resolves: a card that its
        # ability brings to that base was not there when it was played ("present_before").
        there = state.base_of(card) or base
        present = frozenset(c.iid for c in state.cards_at(there)) if there is not None else frozenset()
        # +1 power counters on minions as it is played ("if it had none when the action was played").
        counters = {m.iid: m.counters for m in state.all_minions() if m.counters}
        if is_standard_action(state, card):
            resolution.copies = Copies()  # its effects may be copied (effects.copyable)
        # An action played as one that must directly affect a minion (``PlayAllowance.affects``):
        # what its ability then chooses among minions is that minion (terms.directly-affects).
        if allowance is not None and allowance.affects is not None:
            details = {**details, "directed_at": (state.cards[allowance.affects], ("terms.directly-affects", *allowance.cites))}
        # Where it was played from: a card played from a deck was played off the top
        # (off-the-top.counts-as, ``AbilityContext.played_off_the_top``).
        # A card played through its Special grants its extra plays for at once only (play.extra).
        behaviour.on_play(game.context(card, player, played_from=origin, through_special=special, **details))
    finally:
        resolutions.remove(resolution)
    affected = [state.cards[iid] for iid in resolution.affected]
    effects.resolve_clashes(game)
    facts = {"affected": affected, "present_before": present, "affected_where": resolution.affected_where, "counters_at_play": counters}
    played = TriggerEvent("played", card, state.base_of(card) or base, player, facts)
    game.fire(played)
    hand_responses(game, played, details)
    if resolving(card) and allowance is not None and allowance.then_place == "deck-bottom":
        effects.place(game, card, "deck", None)
        game.record(
            "note",
            f"{card.name} goes to the bottom of {card.owner}'s deck instead of the discard pile.",
            cards=[card],
            cites=("resolution.instead", *((allowance.source_card,) if allowance.source_card else ())),
        )
    elif resolving(card):
        pile = discard(card.owner) if card.owner else effects.owner_pile(card, "discard")  # a treasure: its own pile
        state.relocate(card, pile)
        card.controller = card.owner
        game.record(
            "discard",
            f"{card.name} has resolved and goes to {effects.pile_words(pile)}.",
            cards=[card],
            cites=("play.standard-action", "resolution.order", *effects.own_pile_rule(card)),
        )
    if not state.in_play(card):
        state.copied_abilities.pop(card.iid, None)  # a copy lasts while the copier is in play


def as_though_played(game: Game, player: str, card: CardInstance, kind: str) -> None:
    """An ability used "as though you had played" a card of ``kind`` (Monet) triggers what a real
    play would, after it: the abilities in play that answer such a play, then the Specials that
    answer it from a hand (resolution.order steps 3 and 4). It has no card of that kind, no base
    and affected nothing, so abilities about those have nothing to see."""
    facts = {"as_though": kind, "affected": [], "present_before": frozenset(), "affected_where": {}, "counters_at_play": {}}
    played = TriggerEvent("played", card, None, player, facts)
    game.fire(played)
    hand_responses(game, played, {})


def hand_responses(game: Game, played: TriggerEvent, details: dict[str, Any]) -> None:
    """resolution.order step 4: Specials in hands that answer the play just made (``played``, the
    "played" event: "Special: Play after another player plays an action",
    ``CardBehaviour.special_after_play``), offered clockwise from the current player
    (resolution.hand-responses), before the played card goes to the discard pile; a play made
    "as though" (Monet, ``TriggerEvent.played_kind``) reaches them as a real one would. A card so
    played gets ``responding_to`` (the played card) in its context."""
    state = game.state
    answering = state.in_game(state.registry.defining("special_after_play"))
    if not answering:  # no card of this game has such a Special: no hand to look through
        return
    answered: set[str] = set()  # each card answers one play once, even back in its hand again
    for player in state.turn_order():
        while True:
            cards = [
                c for c in state.zone(hand(player))
                if c.card_id in answering and c.iid not in answered
                and state.registry.behaviour(c.card_id).special_after_play(game.context(c, player), played)
            ]
            if not cards:
                break
            options = [Option(c.name, c, card_label(state, c)) for c in cards] + [Option("pass", None)]
            picked = game.ask(player, f"play a Special {event_words(played)}, or pass", options, "special",
                              cites=("resolution.order", "resolution.hand-responses", "play.special",
                                     *((played.card.card_id,) if played.details.get("as_though") else ())))
            if picked is None:
                break
            answered.add(picked.iid)
            play_card(game, player, picked, special=True, **{**details, "responding_to": played.card, "responding_to_play": played})


def _record_play(game, player, card, origin, base, target, allowance, special, via=None, free=None, answering=None) -> None:
    where = f" on {target.name}" if target is not None else (f" at {base.name}" if base is not None else "")
    source = {DISCARD: " from the discard pile", HAND: "", BURIED: "", STASIS: " from stasis"}.get(origin, f" from the {origin}")
    if free is not None:
        how, cites = free[0], list(free[1])
    elif special and answering is not None:  # a Special from hand answering a play just made
        answered = f"{answering.player}'s use of {answering.card.name}" if answering.details.get("as_though") else card_label(game.state, answering.card)
        how = f"using its Special, in answer to {answered}"
        cites = ["play.special", "resolution.hand-responses", *((answering.card.card_id,) if answering.details.get("as_though") else ())]
    elif special:
        how, cites = "using its Special", ["play.special"]
    else:
        how = f"{allowance.describe()} play"
        cites = ["play.regular"] if allowance.regular else ["play.extra"]
        if allowance.source_card:
            cites.append(allowance.source_card)
        cites += allowance.cites
        if allowance.card is not None:
            cites.append("play.extra-generic-specific")
        elif not allowance.regular and restrictiveness(allowance)[1]:
            cites.append("play.extra-qualifiers")
        # A power limit reads the printed power of a card out of play, where its own power ability
        # does nothing (War Raptor): what the card says of its power decides the fit.
        if (allowance.max_power is not None or allowance.min_power is not None) and card.card_id in game.state.registry.defining("power_bonus"):
            cites += ["terms.printed-power", *card_sources(card.card_id)]
        if via is not None:
            how += f" from the {via.from_zone} pile instead of from hand"
            cites += ["play.replacement-plays", via.source_card, *via.cites]
    if card.played_as is not None:  # a Fusion card played as its other kind (fusion_kind)
        how = f"as {'an' if card.kind[0] in 'aeiou' else 'a'} {card.kind}, by its Fusion; {how}"
    game.record(
        "play",
        f"{player} plays {card.name}{source}{where} ({how}).",
        cards=[card] + ([base] if base is not None else []) + ([target] if target is not None else []),
        players=[player],
        cites=["play.minion" if card.kind == "minion" else "play.action", *cites, card.card_id, *no_ability_sources(card.card_id)],
        origin=origin,
    )


def grant_extra(game: Game, player: str, allowance: PlayAllowance) -> None:
    """play.extra: a grant the ability says no more about is kept for later in the Play Cards
    phase where the rule allows it (``keepable``), with every qualifier; otherwise it is offered
    at once, and a pass gives it up."""
    if keepable(game, player, allowance):
        keep_for_later(game, player, allowance)
        return
    offer_play(game, player, allowance)


def titan_play_problem(game: Game, player: str, titan: CardInstance) -> str | None:
    """Why ``player`` cannot play ``titan`` now whatever card allows it (titans.play), or None."""
    if not set_aside_as_titan(titan):
        return f"{titan.name} is not set aside: a titan is played from beside its owner."
    controlled = [t for t in game.state.titans_in_play() if t.controller == player]
    if controlled:
        return f"{player} cannot play {titan.name}: they already control {controlled[0].name} in play."
    return None


def play_titan(
    game: Game,
    player: str,
    titan: CardInstance,
    base: CardInstance,
    source: Source | None,
    *,
    regular: str | None = None,
) -> bool:
    """titans.play: put a set-aside titan onto ``base`` under ``player``'s control. Never an
    extra play; ``regular`` ("minion"/"action") when it replaces that regular play, which
    is then used up. A player who controls a titan in play cannot play another; a second
    titan at the base starts a clash (titans.clash)."""
    state = game.state
    problem = titan_play_problem(game, player, titan)
    if problem:
        raise IllegalPlay(problem, ("titans.play",))
    if base is None or not is_in_play_as_base(base):
        raise IllegalPlay(f"{titan.name} must be played on a base in play.", ("titans.play",))
    cites = ["titans.play", titan.card_id]
    if regular is not None:
        regular_play = next((a for a in state.turn.allowances if a.regular and a.kind == regular), None)
        if regular_play is None or state.turn.player != player:
            raise IllegalPlay(f"{player} cannot play {titan.name} instead of a regular {regular} play: none is left.", ("titans.play", "play.regular"))
        state.turn.allowances.remove(regular_play)
        cites.append("play.regular")
    state.turn.record_play(player, titan.iid, "titan", "regular" if regular else "special", base.iid, "titans")
    state.relocate(titan, at_base(base.iid))
    titan.controller = player
    owner = "" if titan.owner == player else f" ({titan.owner} still owns it, titans.control)"
    instead = f" instead of their regular {regular} play" if regular else ", not as an extra play"
    game.record(
        "play",
        f"{player} plays the titan {titan.name} at {base.name}{instead}{owner}.",
        cards=[titan, base] + ([source.card] if source and source.card is not titan else []),
        players=[player],
        cites=(*cites, *(("titans.control",) if owner else ())),
        origin="titans",
    )
    effects.arrive(game, base, titan)  # any clash waits until the ability that played it is done
    game.fire(TriggerEvent("played", titan, base, player, {"affected": []}))
    return True


KEEP = "keep it for later"


def offer_play(game: Game, player: str, allowance: PlayAllowance, *, agreed: bool = False) -> CardInstance | None:
    """Let ``player`` use ``allowance`` now: pick a fitting card and where it goes, keep it for
    later where the rule allows (``keepable``: with nothing to play now it is kept unasked), or
    pass: an extra play is optional, however its text words it (play.extra, terms.extra,
    conflict.optional-extra-plays). ``agreed``: the player already chose to make it, with the
    other part of a "you may X and Y" (terms.may), so it is owed; only a minion that may stand
    in for it from elsewhere (Spectre) leaves it the player's to take or not."""
    state = game.state
    playable = play_options(game, player, allowance)
    if allowance.card is not None and allowance.kind == "minion":
        _stand_ins_passed_over(game, player, allowance)
    keep = keepable(game, player, allowance)
    if keep and not playable:
        keep_for_later(game, player, allowance)
        return None
    options = [Option(card.name, (card, via), card_label(state, card)) for card, via in playable]
    if keep:
        options.append(Option(KEEP, KEEP))
    owed = any(via is None for _, via in playable)
    if not agreed or not owed:
        options.append(Option("pass", None))
    # A minion offered from elsewhere is there by its replacement source (play.replacement-plays);
    # when only such minions could make a play agreed to, they only "can" stand in (terms.may).
    stand_ins = tuple(cite for _, via in playable if via is not None for cite in (via.source_card, *via.cites))
    if stand_ins:
        stand_ins += ("play.replacement-plays", *(("terms.may",) if agreed and not owed else ()))
    places = allowance.places(state.cards)
    picked = game.ask(
        player,
        f"choose a card for the {allowance.describe()} play" + (f": {', '.join(places)}" if places else ""),
        options,
        "play",
        cites=("play.extra", allowance.source_card, *allowance.cites, *qualifier_cites(allowance), *stand_ins,
               *(("terms.extra",) if keep else ()), *(() if agreed else ("conflict.optional-extra-plays",))),
    )
    if picked == KEEP:
        keep_for_later(game, player, allowance)
        return None
    if picked is None:
        return None
    card, via = picked
    as_kind = allowance.kind if card.kind != allowance.kind else None  # a Fusion card played as its other kind
    card.played_as = as_kind
    try:
        base, target = _choose_destination(game, player, card, allowance, via)
    finally:
        card.played_as = None
    play_card(game, player, card, base=base, target=target, allowance=allowance, via=via, as_kind=as_kind)
    return card


def _stand_ins_passed_over(game: Game, player: str, allowance: PlayAllowance) -> None:
    """A specific extra play is for the card it names (play.extra-generic-specific): a minion
    that a replacement source lets stand in for a generic play from the discard pile (Spectre)
    is not offered for it, and each such source says so."""
    state = game.state
    named = state.cards[allowance.card]
    said = set()
    for card in state.zone(discard(player)):
        for source in play_sources(game, player, card):
            if card is named or source.source in said:
                continue
            said.add(source.source)
            offering = state.cards[source.source]
            text = (
                f"{offering.name} does not let {card.name} be played from the discard pile for this play: "
                f"a specific extra play is only for the card it names ({named.name})."
            )
            effects.why_not(game, offering, text, ("play.extra-generic-specific", "play.replacement-plays", *source.cites))


def play_options(game: Game, player: str, allowance: PlayAllowance) -> list[tuple[CardInstance, PlaySource | None]]:
    """The cards ``player`` could play with ``allowance`` now (and the replacement source each
    would come through), each with somewhere to go. A specific play names its card wherever it
    is, another player's hand or discard pile included (To Follow, or Not?)."""
    state = game.state
    if allowance.card is not None:
        cards = [state.cards[allowance.card]]
    else:
        cards = state.zone(pile_zone(allowance.from_zone, player))
    candidates = [(card, None) for card in cards if card.kind == allowance.kind]
    if allowance.kind == "minion" and allowance.card is None and allowance.from_zone == HAND:
        # A minion from elsewhere may stand in for a generic extra play (play.replacement-plays).
        for card in state.zone(discard(player)):
            candidates += [(card, source) for source in play_sources(game, player, card)[:1]]
    found = [(card, via) for card, via in candidates if _fits_card(game, allowance, card, via) and destinations(game, player, card, allowance, via)]
    # A Fusion card may use a play of its other kind, as that kind (fusion_kind).
    fusions = state.registry.defining("fusion")
    for card in cards:
        if card.card_id in fusions and card.kind != allowance.kind and state.registry.behaviour(card.card_id).fusion == allowance.kind:
            card.played_as = allowance.kind
            try:
                if _fits_card(game, allowance, card, None) and destinations(game, player, card, allowance, None):
                    found.append((card, None))
            finally:
                card.played_as = None
    return found


def _fits_card(game: Game, allowance: PlayAllowance, card: CardInstance, via: PlaySource | None) -> bool:
    if game.state.registry.behaviour(card.card_id).special_only:  # never a regular or extra play (play.special)
        return False
    return card_mismatch(game, allowance, card, via=via) is None


def destinations(game: Game, player: str, card: CardInstance, allowance: PlayAllowance, via: PlaySource | None) -> list:
    """Where ``card`` may go with ``allowance``: bases for a minion or a base action,
    minions for an action played on one, ``[None]`` for an action that goes nowhere."""
    state = game.state
    play_on = "base" if card.kind == "minion" else state.registry.behaviour(card.card_id).play_on
    if play_on == "base":
        return [
            b for b in state.bases()
            if mismatch(game, allowance, player, card, b, via=via) is None
            and forbidden_by(game, player, card, b) is None
            and play_refusal(game, player, card, b, None) is None
        ]
    if play_on in ("minion", "own-minion"):
        return [
            m for m in state.all_minions()
            if (play_on == "minion" or m.controller == player) and mismatch(game, allowance, player, card, state.base_of(m), via=via, target=m) is None
            and play_refusal(game, player, card, state.base_of(m), m) is None
            and protector(state, m, Effect("attach", card, player)) is None  # as check_target refuses it
        ]
    return [None] if mismatch(game, allowance, player, card, None, via=via) is None else []


def open_plays(game: Game, player: str) -> list[tuple[CardInstance, list]]:
    """Every card of ``player``'s hand and discard pile that some play left lets them play now,
    with where it may go (bases, minions, or ``[None]`` for an action that goes nowhere): the
    allowances it fits (``available_allowances``, a replacement source for a card out of the
    hand), each qualifier, the cards in play that forbid plays and the card's own condition, as
    the play itself checks them. A card that cannot be played is not among them."""
    state = game.state
    found = []
    for card in [*state.zone(hand(player)), *state.zone(discard(player))]:
        if card.kind not in ("minion", "action") or not state.registry.is_implemented(card.card_id):
            continue
        if state.registry.behaviour(card.card_id).special_only:  # never a regular or extra play (play.special)
            continue
        where: list = []
        routes = [None, *play_sources(game, player, card)]
        for allowance in available_allowances(game, player, card):
            for via in routes:
                if card_mismatch(game, allowance, card, via=via) is None:
                    where += [d for d in destinations(game, player, card, allowance, via) if d not in where]
        if where:
            found.append((card, where))
    return found


def _choose_destination(game: Game, player: str, card: CardInstance, allowance: PlayAllowance, via: PlaySource | None = None):
    state = game.state
    play_on = "base" if card.kind == "minion" else state.registry.behaviour(card.card_id).play_on
    if play_on == "base":
        bases = destinations(game, player, card, allowance, via)
        options = [Option(b.name, b) for b in bases]
        return game.ask(player, f"choose a base for {card.name}", options, "base"), None
    if play_on in ("minion", "own-minion"):
        minions = destinations(game, player, card, allowance, via)  # those it may be played on
        target = game.ask(player, f"choose a minion for {card.name}", card_options(state, minions), "target")
        return None, target
    return None, None
