"""Using a card's ability instead of playing it: Talents (play.talent), another minion's Talent
lent (``use_talent_of``), a Special used from the hand (play.special) and an ability used in
place of a play ("as though you had played an action", Monet)."""

from __future__ import annotations

from smashup_rules.engine import effects
from smashup_rules.engine.abilities import Unmet
from smashup_rules.engine.errors import IllegalPlay, reason_and_cites, refused
from smashup_rules.engine.game import Game, card_label
from smashup_rules.engine.power import active_behaviour, cancelled_by
from smashup_rules.engine.play import as_though_played
from smashup_rules.engine.qualifiers import extra_plays_blocked, restrictiveness
from smashup_rules.engine.citations import card_sources
from smashup_rules.engine.zones import in_hand

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from smashup_rules.engine.source import Source
    from smashup_rules.engine.state import CardInstance


def use_talent(game: Game, player: str, card: CardInstance) -> None:
    """play.talent: once per Play Cards phase of its controller's turn, optional. A card in
    hand is used through its Special instead (``use_hand_special``)."""
    state = game.state
    if in_hand(card):
        return use_hand_special(game, player, card)
    behaviour = state.registry.behaviour(state.ability_id(card))  # a copier has the copied card's Talent
    if behaviour.talent_method is None and behaviour.instead_of_play is not None:
        return use_play_instead(game, player, card)  # "Alice uses Monet"
    if behaviour.talent_method is None:
        raise IllegalPlay(f"{card.name} has no Talent.", ("play.talent",))
    # A base's "On your turn, you may ..." is used like a Talent by the player whose turn it is
    # (terms.on-your-turn: in the Play Cards phase, once per turn).
    if not state.in_play(card) or (card.controller != player and card.kind != "base"):
        raise IllegalPlay(f"{player} does not control {card.name} in play.", ("play.talent", "terms.control"))
    if state.turn.player != player or state.turn.phase != "play-cards":
        raise IllegalPlay(f"{card.name}'s Talent can only be used in {card.controller or player}'s Play Cards phase.", ("play.talent",))
    key = f"talent:{card.iid}"
    if key in state.turn.used_once:
        raise IllegalPlay(f"{card.name}'s Talent has already been used this turn.", ("play.talent", *card_sources(card.card_id)))
    canceller = cancelled_by(state, card)
    if canceller is not None:
        raise IllegalPlay(f"{card.name}'s abilities are cancelled.", ("terms.cancel", *card_sources(canceller.card_id)))
    ctx = game.context(card, player)
    refusal = behaviour.talent_refusal(ctx)
    if refusal is not None:
        raise refused(refusal, *card_sources(card.card_id))
    state.turn.used_once.add(key)
    game.record(
        "talent",
        f"{player} uses the Talent of {card_label(state, card)}.",
        cards=[card],
        players=[player],
        cites=("play.talent", card.card_id),
    )
    getattr(behaviour, behaviour.talent_method)(ctx)
    effects.resolve_clashes(game)


def use_play_instead(game: Game, player: str, card: CardInstance) -> None:
    """"Any time you can play an action, you may instead draw a card and trigger all abilities as
    though you had played an action" (Monet): ``player`` gives up one of their plays of the kind
    ``card``'s ongoing ability names (``CardBehaviour.instead_of_play``; any play of that kind
    left in their Play Cards phase but a specific one, chosen as for a card: the most restrictive
    first) and its ``play_instead`` happens. It counts as a play of that kind this turn
    (``TurnState.record_play`` with the card's instance id, "as-though"), and every ability a real
    play of that kind would reach is reached as after one (``play.as_though_played``): those in play
    and those that answer from a hand (Eh?). An ability that needs the played card itself (its
    target, its base, its text) has none to see: the event's card is ``card``, not one of that kind."""
    state = game.state
    behaviour = state.registry.behaviour(state.ability_id(card))
    kind = behaviour.instead_of_play
    if kind is None:
        raise IllegalPlay(f"{card.name} has no ability used instead of a play.", card_sources(card.card_id))
    if not state.in_play(card) or card.controller != player:
        raise IllegalPlay(f"{player} does not control {card.name} in play.", ("terms.control", *card_sources(card.card_id)))
    canceller = cancelled_by(state, card)
    if canceller is not None:
        raise IllegalPlay(f"{card.name}'s abilities are cancelled.", ("terms.cancel", *card_sources(canceller.card_id)))
    if state.turn.player != player or state.turn.phase != "play-cards":
        raise IllegalPlay(f"{card.name}'s ability can only be used when {player} could play a {kind}: in their Play Cards phase.", ("play.regular", *card_sources(card.card_id)))
    plays = [a for a in state.turn.allowances if a.kind == kind and a.card is None and (a.regular or extra_plays_blocked(game, player) is None)]
    if not plays:
        raise IllegalPlay(f"{player} has no {kind} play left to use {card.name}'s ability instead.", ("play.regular", "play.extra", *card_sources(card.card_id)))
    allowance = max(plays, key=restrictiveness)
    state.turn.allowances.remove(allowance)
    if allowance.once_key:
        state.turn.used_once.add(allowance.once_key)
    state.turn.record_play(player, card.iid, kind, "as-though")
    game.record(
        "play-instead",
        f"{player} uses the ability of {card_label(state, card)} instead of their {allowance.describe()} play.",
        cards=[card],
        players=[player],
        cites=("play.regular" if allowance.regular else "play.extra", card.card_id),
    )
    behaviour.play_instead(game.context(card, player))
    effects.resolve_clashes(game)
    as_though_played(game, player, card, kind)


def talent_extra_problem(game: Game, player: str, card: CardInstance) -> str | Unmet | None:
    """Why ``player`` cannot use ``card``'s Talent an extra time now (see ``use_talent_extra``), or None
    (an ``Unmet`` when the card's own refusal cites what decides it)."""
    state = game.state
    behaviour = state.registry.behaviour(state.ability_id(card))
    if behaviour.talent_method is None:
        return f"{card.name} has no Talent"
    if not state.in_play(card) or card.controller != player:
        return f"{player} does not control {card.name} in play"
    if cancelled_by(state, card) is not None:
        return f"{card.name}'s abilities are cancelled"
    return behaviour.talent_refusal(game.context(card, player))


def use_talent_extra(game: Game, player: str, card: CardInstance, source: Source) -> bool:
    """"Use a Talent on it an extra time": ``source``'s ability uses ``card``'s Talent now, in
    addition to its one use a turn (play.talent), so neither that limit nor the phase applies
    and the ordinary use is not spent. Returns False (logged) when the Talent cannot be used."""
    state = game.state
    problem = talent_extra_problem(game, player, card)
    if problem is not None:
        reason, cites = reason_and_cites(problem)
        game.record("cannot", f"{player} cannot use the Talent of {card.name} an extra time: {reason.rstrip('.')}.",
                    cards=[card, source.card], players=[player], cites=(*source.cites, "play.talent", *cites))
        return False
    game.record(
        "talent",
        f"{player} uses the Talent of {card_label(state, card)} an extra time ({source.card.name}).",
        cards=[card, source.card],
        players=[player],
        cites=(*source.cites, "play.talent", card.card_id),
    )
    behaviour = state.registry.behaviour(state.ability_id(card))
    getattr(behaviour, behaviour.talent_method)(game.context(card, player))
    effects.resolve_clashes(game)
    return True


def lends_talent(game: Game, card: CardInstance) -> bool:
    """Whether ``card`` has a Talent another card could use (``use_talent_of``): its abilities,
    not cancelled, include one."""
    state = game.state
    return active_behaviour(state, card) is not None and state.registry.behaviour(state.ability_id(card)).talent_method is not None


def use_talent_of(game: Game, player: str, user: CardInstance, lender: CardInstance, source: Source) -> bool:
    """"This minion uses another minion's talent": ``lender``'s Talent resolves with ``user`` as its
    card ("this minion"), for ``player``, through ``source``'s ability; neither card's own use of
    a Talent this turn is spent (play.talent). False, logged, when it would do nothing now."""
    state = game.state
    behaviour = state.registry.behaviour(state.ability_id(lender))
    ctx = game.context(user, player).citing(lender.card_id, *source.cites)
    problem = None if lends_talent(game, lender) else f"{lender.name} has no Talent to use"
    problem = problem or behaviour.talent_refusal(ctx)
    if problem is not None:
        reason, cites = reason_and_cites(problem)
        game.record("cannot", f"{card_label(state, user)} cannot use the Talent of {lender.name}: {reason.rstrip('.')}.",
                    cards=[user, lender, source.card], players=[player], cites=(*source.cites, "play.talent", *cites))
        return False
    game.record(
        "talent",
        f"{card_label(state, user)} uses the Talent of {card_label(state, lender)} ({source.card.name}).",
        cards=[user, lender, source.card],
        players=[player],
        cites=(*source.cites, "play.talent", lender.card_id),
    )
    getattr(behaviour, behaviour.talent_method)(ctx)
    effects.resolve_clashes(game)
    return True


def use_hand_special(game: Game, player: str, card: CardInstance) -> None:
    """Use the Special of a card in ``player``'s hand that works without playing it ("you may
    discard this card from your hand to ...", play.special); refused, with nothing done,
    when the card has none or its own timing does not allow it now."""
    state = game.state
    behaviour = state.registry.behaviour(card.card_id)
    if card.card_id not in state.registry.defining("hand_special"):
        raise IllegalPlay(f"{card.name} has no Special that can be used from the hand.", ("play.special",))
    if not in_hand(card, player):
        raise IllegalPlay(f"{player} has no {card.name} in hand.", ("play.special",))
    ctx = game.context(card, player)
    refusal = behaviour.hand_special_refusal(ctx)
    if refusal is not None:
        raise refused(refusal, *card_sources(card.card_id))
    game.record(
        "special",
        f"{player} uses the Special of {card.name} from their hand.",
        cards=[card],
        players=[player],
        cites=("play.special", *card_sources(card.card_id)),
    )
    behaviour.hand_special(ctx)
    effects.resolve_clashes(game)
