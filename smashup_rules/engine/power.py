"""Power is computed, never stored.

A minion's power is its printed power, plus its +1 power counters, plus the
lasting effects that apply now, plus the ongoing abilities of cards in play;
never below 0. A player's power at a base adds the power of their minions there
and power that cards which are not minions give them (power.non-minions).
Each total comes with its breakdown, for explanations.
"""

from __future__ import annotations


from smashup_rules.engine.context import AbilityContext, active_behaviour
from smashup_rules.engine.state import CardInstance, LastingEffect, State
from smashup_rules.records import FrozenRecord


class PowerPart(FrozenRecord):
    __slots__ = ("source", "label", "amount")

    def __init__(self, source: str, label: str, amount: int):
        self.source = source  # card id or rule id that explains the amount
        self.label = label
        self.amount = amount


class PowerBreakdown(FrozenRecord):
    __slots__ = ("total", "parts")

    def __init__(self, total: int, parts: tuple[PowerPart, ...]):
        self.total = total
        self.parts = parts

    def describe(self) -> str:
        shown = [f"{part.label} {part.amount:+d}" if i else f"{part.label} {part.amount}" for i, part in enumerate(self.parts)]
        return f"{self.total} ({', '.join(shown)})" if len(self.parts) > 1 else str(self.total)


def power_breakdown(state: State, card: CardInstance) -> PowerBreakdown:
    parts = [PowerPart(card.card_id, "printed power", card.printed_power)]
    if card.counters:
        parts.append(PowerPart("counters.power", "+1 power counters", card.counters))
    for effect in state.lasting:
        if effect.stat == "power" and card.iid in effect.targets and lasting_applies(state, effect):
            parts.append(PowerPart(effect.card_id, state.cards[effect.source].name, effect.amount))
    givers = state.registry.defining("power_bonus")
    for other in state.cards_in_play():
        if state.ability_id(other) not in givers:
            continue
        behaviour = active_behaviour(state, other)
        if behaviour is None:
            continue
        bonus = behaviour.power_bonus(AbilityContext(state, other), card)
        if bonus and not shielded_from(state, card, other):
            parts.append(PowerPart(other.card_id, other.name, bonus))
    total = sum(part.amount for part in parts)
    if total < 0:
        parts.append(PowerPart("power.minimum-zero", "minimum power 0", -total))
        total = 0
    return PowerBreakdown(total, tuple(parts))


_SHIELD_CHECKS: set[str] = set()  # cards whose protection is being checked (a protects() may ask for power)


def shielded_from(state: State, card: CardInstance, giver: CardInstance) -> bool:
    """Whether ``card`` cannot be affected by ``giver``'s ongoing power change (terms.affect:
    a change of power affects the card), e.g. a minion under Babysitter and another player's
    Sleep Spores."""
    if card.iid in _SHIELD_CHECKS:
        return False
    from smashup_rules.engine.effects import Effect, protector

    _SHIELD_CHECKS.add(card.iid)
    try:
        return protector(state, card, Effect("power", giver, giver.controller)) is not None
    finally:
        _SHIELD_CHECKS.discard(card.iid)


def lasting_applies(state: State, effect: LastingEffect) -> bool:
    return effect.during == "any" or state.turn.player != effect.player


def power_of(state: State, card: CardInstance) -> int:
    return power_breakdown(state, card).total


def player_power_at(state: State, player: str, base: CardInstance) -> PowerBreakdown:
    parts: list[PowerPart] = []
    for minion in state.minions_at(base):
        if minion.controller == player and minion.kind == "minion":
            parts.append(PowerPart(minion.card_id, minion.name, power_of(state, minion)))
        elif minion.controller == player and minion.kind == "titan" and minion.counters:
            # A titan has no power of its own; its counters count for its controller (titans.power).
            parts.append(PowerPart("titans.power", f"{minion.name}'s +1 power counters", minion.counters))
    # Lasting power a player gains at a base ("you gain +3 power here until the end of the turn").
    for effect in state.lasting:
        if effect.stat == "player-power" and effect.player == player and base.iid in effect.targets and lasting_applies(state, effect):
            parts.append(PowerPart(effect.card_id, state.cards[effect.source].name, effect.amount))
    givers = state.registry.defining("player_power")
    for card in state.cards_in_play():
        if state.ability_id(card) not in givers:
            continue
        behaviour = active_behaviour(state, card)
        if behaviour is None:
            continue
        amount = behaviour.player_power(AbilityContext(state, card), player, base)
        if amount:
            parts.append(PowerPart(card.card_id, card.name, amount))
    return PowerBreakdown(sum(part.amount for part in parts), tuple(parts))


def total_power_at(state: State, base: CardInstance) -> int:
    return sum(player_power_at(state, player.name, base).total for player in state.players)


def has_presence(state: State, player: str, base: CardInstance) -> bool:
    """scoring.presence: a minion there, or at least 1 power there from anything."""
    has_minion = any(m.controller == player and m.kind == "minion" for m in state.minions_at(base))
    return has_minion or player_power_at(state, player, base).total >= 1


def breakpoint_of(state: State, base: CardInstance) -> int:
    """The printed breakpoint changed by lasting effects in force (Rampage) and ongoing
    abilities in play (Bearing Down); never below 0."""
    change = sum(e.amount for e in state.lasting if e.stat == "breakpoint" and base.iid in e.targets)
    for card in state.cards_in_play():
        behaviour = active_behaviour(state, card)
        if behaviour is not None:
            change += behaviour.breakpoint_bonus(AbilityContext(state, card), base)
    return max(0, base.record["breakpoint"] + change)
