"""Ongoing abilities, asked: power, breakpoints, cancellation and protection.

Power is computed, never stored.

A minion's power is its printed power, plus its +1 power counters, plus the
lasting effects that apply now, plus the ongoing abilities of cards in play;
never below 0. A player's power at a base adds the power of their minions there
and power that cards which are not minions give them (power.non-minions).
Each total comes with its breakdown, for explanations.

Continuous abilities (``power_bonus``, ``protects``, ``cancels`` ...) are asked with a
``CardView``, a read-only view of their card: they can neither decide nor act. The
recursion between power and those abilities (a protection that reads a power) stays
inside this module.
"""

from __future__ import annotations

from smashup_rules.engine.abilities import Unmet
from smashup_rules.engine.citations import card_sources
from smashup_rules.engine.state import CardInstance, LastingEffect, State
from smashup_rules.engine.view import BoardView
from smashup_rules.engine.zones import is_in_play_as_base
from smashup_rules.util.records import FrozenRecord
from smashup_rules.util.words import counted

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from smashup_rules.engine.abilities import CardBehaviour
    from smashup_rules.engine.source import Source

    Givers = list[tuple[CardInstance, CardBehaviour, "CardView"]]  # ``_bonus_givers``


def active_behaviour(state: State, card: CardInstance) -> CardBehaviour | None:
    """The card's behaviour, or None while its abilities are cancelled (terms.cancel)."""
    registry = state.registry
    behaviour = registry.behaviour(state.ability_id(card))  # a copier acts with the copied card's abilities
    # Asked for nearly every card on every event: look further only when something can cancel.
    cancellers = state.in_play_among(registry.defining("cancels"))
    if (cancellers or state.lasting) and _cancelled_by(state, card, cancellers):
        return None
    return behaviour


def cancelled_by(state: State, card: CardInstance) -> CardInstance | None:
    """The card that cancels ``card``'s abilities, if any: an ongoing ability in play,
    or a lasting cancellation (Infiltrate's Talent) whose source may have left play."""
    return _cancelled_by(state, card, state.in_play_among(state.registry.defining("cancels")))


def _cancelled_by(state: State, card: CardInstance, cancellers: tuple[CardInstance, ...]) -> CardInstance | None:
    """``cancelled_by``, given the cards in play that may cancel (the caller has them already)."""
    for effect in state.lasting:
        if effect.stat == "cancel" and card.iid in effect.targets:
            return state.cards[effect.source]
    for other in cancellers:
        if other is not card and state.registry.behaviour(state.ability_id(other)).cancels(CardView(state, other), card):
            return other
    return None


def granted_abilities(state: State) -> dict[str, list[CardInstance]]:
    """Cards that give others an ability for a while (a lasting "ability" effect), by instance
    id → the targets in play that have it now: a target whose abilities are cancelled has
    not (terms.cancel)."""
    found: dict[str, list[CardInstance]] = {}
    for effect in state.lasting:
        if effect.stat == "ability":
            holders = [state.cards[iid] for iid in sorted(effect.targets) if state.in_play(state.cards[iid])]
            found.setdefault(effect.source, []).extend(card for card in holders if cancelled_by(state, card) is None)
    return found


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


def effect_of(kind: str, source: Source | None, *, to: CardInstance | None = None) -> Effect:
    return Effect(kind, source.card if source else None, source.player if source else None, to)


def protector(state: State, target: CardInstance, effect: Effect, misses: list | None = None) -> CardInstance | None:
    """The card in play whose ongoing ability stops ``effect`` from affecting ``target``.
    ``misses`` collects (card, ``Unmet``) for each protection that said why it does not apply."""
    for card in state.in_play_among(state.registry.defining("protects")):
        behaviour = active_behaviour(state, card)
        if behaviour is None:
            continue
        verdict = behaviour.protects(CardView(state, card), target, effect)
        if verdict:
            return card
        if misses is not None and type(verdict) is Unmet:
            misses.append((card, verdict))
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


def is_standard_action(state: State, card: CardInstance) -> bool:
    """play.standard-action: an action that is not played on a base or a minion and does not put
    itself in play in another form (buried, in stasis), even when this play skips that part."""
    if card.kind != "action":
        return False
    behaviour = state.registry.behaviour(card.card_id)
    return behaviour.play_on is None and not behaviour.puts_itself_in_play


def directly_affected_by(state: State, source: CardInstance) -> list[CardInstance]:
    """The minions that ``source``, a standard action being played, has directly affected so far:
    those its own effects reached, not those affected by copying them (terms.directly-affects)."""
    resolution = state.in_progress.resolution_of(source)
    copied = resolution.copies if resolution is not None else None
    return [state.cards[iid] for iid in copied.direct] if copied is not None else []


def titans_kept_by(state: State, base: CardInstance) -> CardInstance | None:
    """The card in play whose ongoing ability lets titans at ``base`` stay together, if any."""
    for card in state.in_play_among(state.registry.defining("keeps_titans")):
        behaviour = active_behaviour(state, card)
        if behaviour is not None and behaviour.keeps_titans(CardView(state, card), base):
            return card
    return None




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
        shown = [_part_words(part, first=not i) for i, part in enumerate(self.parts)]
        return f"{self.total} ({', '.join(shown)})" if len(self.parts) > 1 else str(self.total)


COUNTER_SOURCES = ("counters.power", "titans.power")  # parts whose amount is a number of +1 power counters
COUNTERS = "+1 power counters"


def _part_words(part: PowerPart, *, first: bool) -> str:
    """"printed power 3", "Sleep Spores -1", "2 +1 power counters", "The Kraken's 1 +1 power counter"."""
    if part.source in COUNTER_SOURCES:
        return part.label.removesuffix(COUNTERS) + counted(part.amount, "+1 power counter")
    return f"{part.label} {part.amount}" if first else f"{part.label} {part.amount:+d}"


def _bonus_givers(state: State) -> Givers:
    """The cards in play whose ongoing abilities may change a minion's power, abilities not
    cancelled, with their behaviour and the view they are asked with: the same for every
    minion of one look at the table (a view is read-only)."""
    givers = []
    for other in state.in_play_with(state.registry.defining("power_bonus")):
        behaviour = active_behaviour(state, other)
        if behaviour is not None:
            givers.append((other, behaviour, CardView(state, other)))
    return givers


def _power_terms(state: State, card: CardInstance, givers: Givers | None = None) -> list[tuple[str, str, int]]:
    """What adds up to a minion's power, as (source, label, amount): the parts of its breakdown,
    before the minimum of 0. Power is asked far more often than explained, so the sum is taken
    from these plain tuples (``power_of``) and parts are built only for a breakdown. ``givers``:
    ``_bonus_givers`` when the caller has them already (the same table, a moment ago)."""
    terms = [(card.card_id, "printed power", card.printed_power)]
    if card.counters:
        terms.append(("counters.power", COUNTERS, card.counters))
    for effect in state.lasting:
        if effect.stat == "power" and card.iid in effect.targets and lasting_applies(state, effect):
            terms.append((effect.card_id, state.cards[effect.source].name, effect.amount))
    for other, behaviour, view in _bonus_givers(state) if givers is None else givers:
        bonus = behaviour.power_bonus(view, card)
        if bonus and not shielded_from(state, card, other):
            terms.append((other.card_id, other.name, bonus))
    return terms


def power_breakdown(state: State, card: CardInstance) -> PowerBreakdown:
    parts = [PowerPart(*term) for term in _power_terms(state, card)]
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
    _SHIELD_CHECKS.add(card.iid)
    try:
        return protector(state, card, Effect("power", giver, giver.controller)) is not None
    finally:
        _SHIELD_CHECKS.discard(card.iid)


def lasting_applies(state: State, effect: LastingEffect) -> bool:
    return effect.during == "any" or state.turn.player != effect.player


def power_of(state: State, card: CardInstance, givers: Givers | None = None) -> int:
    """``power_breakdown(state, card).total``, without building the breakdown (``givers``: see ``_power_terms``)."""
    terms = _power_terms(state, card, givers)
    if len(terms) == 1:  # printed power alone, the usual minion: nothing to add up
        return max(0, terms[0][2])
    return max(0, sum(amount for _, _, amount in terms))


def _player_power_terms(state: State, players: tuple[str, ...], base: CardInstance, givers: Givers | None = None) -> list[tuple[str, str, str, int]]:
    """What adds up to the power of each of ``players`` at ``base``, as (player, source, label,
    amount) (see ``_power_terms``): one walk of the base for one player's breakdown or for
    every player's total (an uncontrolled monster counts for nobody)."""
    terms = []
    for minion in state.minions_at(base):
        controller = minion.controller
        if controller not in players:
            continue
        if minion.kind == "minion":
            if givers is None:
                givers = _bonus_givers(state)
            terms.append((controller, minion.card_id, minion.name, power_of(state, minion, givers)))
        elif minion.kind == "titan" and minion.counters:
            # A titan has no power of its own; its counters count for its controller (titans.power).
            terms.append((controller, "titans.power", f"{minion.name}'s {COUNTERS}", minion.counters))
    # Lasting power a player gains at a base ("you gain +3 power here until the end of the turn").
    for effect in state.lasting:
        if effect.stat == "player-power" and effect.player in players and base.iid in effect.targets and lasting_applies(state, effect):
            terms.append((effect.player, effect.card_id, state.cards[effect.source].name, effect.amount))
    for card in state.in_play_with(state.registry.defining("player_power")):
        behaviour = active_behaviour(state, card)
        if behaviour is None:
            continue
        view = CardView(state, card)
        for player in players:
            amount = behaviour.player_power(view, player, base)
            if amount:
                terms.append((player, card.card_id, card.name, amount))
    return terms


def player_power_at(state: State, player: str, base: CardInstance) -> PowerBreakdown:
    parts = tuple(PowerPart(source, label, amount) for _, source, label, amount in _player_power_terms(state, (player,), base))
    return PowerBreakdown(sum(part.amount for part in parts), parts)


def player_power_total(state: State, player: str, base: CardInstance, givers: Givers | None = None) -> int:
    """``player_power_at(state, player, base).total``, without building the breakdown (``givers``: see ``_power_terms``)."""
    return sum(amount for *_, amount in _player_power_terms(state, (player,), base, givers))


def power_rules(state: State, player: str, base: CardInstance) -> tuple[str, ...]:
    """The rules that decide what counts in ``player``'s power at ``base``, for the step that reads
    it: a minion owned by another player counts for its controller (play.control, terms.control;
    a monster: monsters.control), a titan's +1 power counters count for its controller (titans.power,
    conflict.titan-counters), and power from cards that are not minions (power.non-minions)."""
    cites: list[str] = []
    counted_parts = 0
    for card in state.minions_at(base):
        if card.controller != player:
            continue
        if card.kind == "titan":
            if card.counters:
                cites += ["titans.power", "conflict.titan-counters"]
                counted_parts += 1
            continue
        counted_parts += 1
        if card.group == "monsters":
            cites.append("monsters.control")
        elif card.owner is not None and card.owner != player and card.group != "madness":  # Madness: owned by its controller
            cites += ["play.control", "terms.control"]
    if len(_player_power_terms(state, (player,), base)) > counted_parts:
        cites.append("power.non-minions")
    return tuple(dict.fromkeys(cites))


def part_sources(source: str) -> tuple[str, ...]:
    """What one part of a power breakdown cites: a card with its errata, clarifications and
    summary rulings (they often decide the amount: steampunks/steam-man#1), or its rule."""
    return card_sources(source) if "/" in source else (source,)


def power_sources(state: State, card: CardInstance) -> tuple[str, ...]:
    """The sources that make a minion's power what it is, for the step that states it: its
    printed power (terms.printed-power), then each part changing it (its +1 power counters, each
    card's ability or lasting effect, the minimum of 0), as ``power_breakdown`` has them."""
    parts = power_breakdown(state, card).parts
    return tuple(dict.fromkeys(("terms.printed-power", *(cite for part in parts[1:] for cite in part_sources(part.source)))))


def player_power_sources(state: State, player: str, base: CardInstance) -> tuple[str, ...]:
    """The sources that make ``player``'s power at ``base`` count, for the step that states it
    (a VP award, a clash): each minion there (the card, and ``power_sources``), a titan's
    +1 power counters (titans.power), power from cards that are not minions (power.non-minions,
    and those cards), and the rules deciding whose it is (``power_rules``)."""
    cites: list[str] = []
    for minion in state.minions_at(base):
        if minion.controller != player:
            continue
        if minion.kind == "titan":
            cites += ["titans.power", *(("counters.power", "conflict.titan-counters") if minion.counters else ())]
        elif minion.kind == "minion":
            cites += [minion.card_id, *power_sources(state, minion)]
    minions = {m.card_id for m in state.minions_at(base)}
    for part in player_power_at(state, player, base).parts:
        if part.source not in minions and part.source != "titans.power":
            cites += part_sources(part.source)
    cites += power_rules(state, player, base)
    return tuple(dict.fromkeys(cites))


def breakpoint_sources(state: State, base: CardInstance) -> tuple[str, ...]:
    """What makes ``base``'s breakpoint other than its printed one: each lasting effect on it
    (Rampage), each ongoing ability changing it (Bearing Down), its uncontrolled monsters
    (monsters.breakpoint)."""
    cites = [effect.card_id for effect in state.lasting if effect.stat == "breakpoint" and base.iid in effect.targets]
    if uncontrolled_monsters(state, base):
        cites.append("monsters.breakpoint")
    for card in state.in_play_with(state.registry.defining("breakpoint_bonus")):
        behaviour = active_behaviour(state, card)
        if behaviour is not None and behaviour.breakpoint_bonus(CardView(state, card), base):
            cites += card_sources(card.card_id)
    return tuple(dict.fromkeys(cites))


def total_power_at(state: State, base: CardInstance, givers: Givers | None = None) -> int:
    """Every player's ``player_power_total`` at ``base`` added up, in one walk of the base."""
    players = tuple(player.name for player in state.players)
    return sum(amount for *_, amount in _player_power_terms(state, players, base, givers))


def total_powers(state: State, bases: list[CardInstance]) -> list[int]:
    """``total_power_at`` of each base, the cards giving power bonuses looked at once for all."""
    givers = _bonus_givers(state) if bases else None
    return [total_power_at(state, base, givers) for base in bases]


def has_presence(state: State, player: str, base: CardInstance) -> bool:
    """scoring.presence: a minion there, or at least 1 power there from anything."""
    has_minion = any(m.controller == player and m.kind == "minion" for m in state.minions_at(base))
    return has_minion or player_power_total(state, player, base) >= 1


def uncontrolled_monsters(state: State, base: CardInstance) -> list[CardInstance]:
    """The monsters at ``base`` that nobody controls: they give no one power or presence and
    raise its breakpoint instead (monsters.nature, monsters.breakpoint)."""
    return [card for card in state.minions_at(base) if card.controller is None and card.group == "monsters"]


def breakpoint_of(state: State, base: CardInstance) -> int:
    """The printed breakpoint changed by lasting effects in force (Rampage), ongoing abilities
    in play (Bearing Down) and the power of the uncontrolled monsters there (monsters.breakpoint);
    never below 0."""
    change = sum(e.amount for e in state.lasting if e.stat == "breakpoint" and base.iid in e.targets)
    change += sum(power_of(state, monster) for monster in uncontrolled_monsters(state, base))
    for card in state.in_play_with(state.registry.defining("breakpoint_bonus")):
        behaviour = active_behaviour(state, card)
        if behaviour is not None:
            change += behaviour.breakpoint_bonus(CardView(state, card), base)
    return max(0, base.record["breakpoint"] + change)


class CardView(BoardView):
    """What a card's continuous abilities see (power bonuses, protection, cancellation,
    forbidding a play): the game as it is now, read-only (``BoardView``), with power and what
    the ongoing abilities allow. It can neither decide nor act; a resolving ability's
    ``AbilityContext`` adds decisions and effects to it. "You" is ``player``, the card's
    controller by default."""

    def power(self, card: CardInstance) -> int:
        return power_of(self.state, card)

    def minions(
        self,
        *,
        at: CardInstance | None = None,
        here: bool = False,
        power_at_most: int | None = None,
        yours: bool | None = None,
        controller: str | None = None,
        exclude: CardInstance | None = None,
    ) -> list[CardInstance]:
        """Minions in play matching every given condition, in table order. ``yours`` False:
        another player's; an uncontrolled monster is nobody's, neither yours nor theirs
        (monsters.nature)."""
        base = self.here if here else at
        found = []
        # At one base, only its minions are looked at (those of a base in play: ``all_minions``).
        if base is None:
            minions = self.state.all_minions()
        else:
            minions = [m for m in self.state.minions_at(base) if m.kind == "minion"] if is_in_play_as_base(base) else []
        for minion in minions:
            if yours is not None and (minion.controller is None or (minion.controller == self.player) != yours):
                continue
            if controller is not None and minion.controller != controller:
                continue
            if power_at_most is not None and self.power(minion) > power_at_most:
                continue
            if minion is not exclude:
                found.append(minion)
        return found

    def directly_affected_by(self, source: CardInstance) -> list[CardInstance]:
        """The minions ``source``, a standard action being played, has directly affected so far,
        not counting those affected by copying its effects (terms.directly-affects)."""
        return directly_affected_by(self.state, source)

    def can_move(self, target: CardInstance, to: CardInstance) -> bool:
        """Whether no ongoing ability stops this ability moving ``target`` to ``to`` now (a
        protection of the minion, or of where it is or would go: Little Bo Peep)."""
        return protector(self.state, target, effect_of("move", self, to=to)) is None

    def move_destinations(self, target: CardInstance) -> list[CardInstance]:
        """The other bases ``target`` may be moved to by this ability: those no ongoing ability
        closes to it, or every other base when none is open (the move is then prevented)."""
        others = self.other_bases(self.state.base_of(target))
        return [base for base in others if self.can_move(target, base)] or others

    def power_of_player(self, player: str, base: CardInstance) -> int:
        """A player's total power at ``base`` (their minions' power and power from other cards)."""
        return player_power_total(self.state, player, base)

    def is_standard_action(self, card: CardInstance) -> bool:
        """play.standard-action: an action not played on a base or a minion, nor putting itself in play."""
        return is_standard_action(self.state, card)

    def abilities_active(self, card: CardInstance) -> bool:
        """Whether ``card``'s abilities apply now: not cancelled (terms.cancel)."""
        return active_behaviour(self.state, card) is not None

    def granted_to(self) -> list[CardInstance]:
        """The cards in play that have the ability this card gives for a while (``granted``
        triggers), their abilities not cancelled."""
        return granted_abilities(self.state).get(self.card.iid, [])
