"""The qualifiers of a play, checked in one place (play.extra-qualifiers): whether a card may
use a ``PlayAllowance``, for the card itself and for where it then goes, and which of several
fitting allowances a card uses (the most restrictive: ``restrictiveness``)."""

from __future__ import annotations

from smashup_rules.engine.game import Game
from smashup_rules.engine.power import power_of
from smashup_rules.engine.state import CardInstance
from smashup_rules.engine.turn_state import PlayAllowance
from smashup_rules.engine.zones import HAND, place

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from smashup_rules.engine.abilities import PlaySource


def mismatch(
    game: Game,
    allowance: PlayAllowance,
    player: str,
    card: CardInstance,
    base: CardInstance | None,
    *,
    via: PlaySource | None = None,
    target: CardInstance | None = None,
) -> str | None:
    """Why ``card`` cannot use ``allowance`` (None when it can): the one place a play's
    qualifiers are checked (play.extra-qualifiers), for the card itself (``card_mismatch``) and
    for where it then goes, ``base`` and, for an action played on a minion, ``target``. With
    ``via``, the card comes from elsewhere in place of the hand (play.replacement-plays)."""
    reason = card_mismatch(game, allowance, card, via=via)
    if reason is not None:
        return reason
    if via is not None and via.base is not None and (base is None or base.iid != via.base):
        return f"{game.state.cards[via.source].name} only allows it at its base"
    if allowance.base is not None and (base is None or base.iid != allowance.base):
        return f"it must be played at {game.state.cards[allowance.base].name}"
    if allowance.not_base is not None and base is not None and base.iid == allowance.not_base:
        return f"it must be played on another base than {base.name}"
    if allowance.base_without_own_minions and base is not None:
        if any(m.controller == player for m in game.state.minions_at(base)):
            return "it must go to a base where you have no minions"
    if allowance.affects is not None:
        reason = _affects_mismatch(game, allowance, player, card, target)
        if reason is not None:
            return reason
    if not allowance.regular:
        blocker = extra_plays_blocked(game, player)
        if blocker is not None:
            return f"{blocker.name} stops {player} from playing extra cards"
    return None


def card_mismatch(game: Game, allowance: PlayAllowance, card: CardInstance, *, via: PlaySource | None = None) -> str | None:
    """What of ``allowance``'s qualifiers ``card`` itself fails, wherever it would go: its kind,
    the card named, where it comes from, its printed power, its name."""
    if allowance.kind != card.kind:
        return f"it is for {allowance.kind}s"
    if via is not None and (allowance.card is not None or allowance.from_zone != HAND):
        return "a play from elsewhere cannot replace a specific extra play"
    if allowance.card is not None and allowance.card != card.iid:
        return f"only {game.state.cards[allowance.card].name} may use it"
    if via is None and allowance.from_zone != place(card.zone):
        return f"it is for a card from the {allowance.from_zone}"
    if allowance.max_power is not None and card.printed_power > allowance.max_power:
        return f"it requires power {allowance.max_power} or less"
    if allowance.min_power is not None and card.printed_power < allowance.min_power:
        return f"it requires power {allowance.min_power} or more"
    if allowance.not_named is not None and card.name == allowance.not_named:
        return f"it is for a non-{allowance.not_named} minion"
    if allowance.named is not None and allowance.named not in game.state.names_of(card):
        return f"it must have the same name, {allowance.named}"
    return None


def _affects_mismatch(game: Game, allowance: PlayAllowance, player: str, card: CardInstance, target: CardInstance | None) -> str | None:
    """"An action that directly affects this minion" (terms.directly-affects: the minion is a target
    the action specifies, and the action affects it): one played on a minion must be played on
    that one; one played on a base affects no minion directly; a standard action must specify
    such a target (``CardBehaviour.targets``) that the minion is now. Checked when the play is
    offered and again when it is made."""
    state = game.state
    minion = state.cards[allowance.affects]
    if not state.in_play(minion):
        return f"it must directly affect {minion.name}, which is not in play"
    behaviour = state.registry.behaviour(card.card_id)
    if behaviour.play_on == "base":
        return f"it must directly affect {minion.name}, and an action played on a base does not"
    if behaviour.play_on in ("minion", "own-minion"):
        if target is not None and target is not minion:
            return f"it must directly affect {minion.name}, so it must be played on {minion.name}, not on {target.name}"
        return None
    aims = behaviour.targets
    if aims is None:
        return f"it must directly affect {minion.name}, and {card.name}'s ability specifies no minion as a target"
    if minion.kind != "minion" or (aims.yours is not None and (minion.controller == player) != aims.yours):
        whose = "one of its player's minions" if aims.yours else "another player's minion"
        return f"it must directly affect {minion.name}, and {card.name} specifies {whose}"
    if aims.power_at_most is not None and power_of(state, minion) > aims.power_at_most:
        return f"it must directly affect {minion.name}, and {card.name} specifies a minion of power {aims.power_at_most} or less"
    return None


def extra_plays_blocked(game: Game, player: str) -> CardInstance | None:
    """The card whose lasting effect stops ``player`` playing extra cards: a "no-extra"
    effect on a base where ``player`` has a minion, started by another player (Bear Necessities)."""
    state = game.state
    for effect in state.lasting:
        if effect.stat != "no-extra" or effect.player == player:
            continue
        for base in state.bases():
            if base.iid in effect.targets and any(m.controller == player for m in state.minions_at(base)):
                return state.cards[effect.source]
    return None


def restrictiveness(allowance: PlayAllowance) -> tuple[bool, bool, bool]:
    qualified = (
        allowance.max_power is not None
        or allowance.min_power is not None
        or allowance.not_named is not None
        or allowance.named is not None
        or allowance.base is not None
        or allowance.not_base is not None
        or allowance.base_without_own_minions
        or allowance.affects is not None
        or allowance.from_zone != HAND
    )
    return allowance.card is not None, qualified, allowance.regular
