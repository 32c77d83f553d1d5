"""The game state: players, card instances and the zones that hold them.

Every physical card is a ``CardInstance`` with a unique id (``c17``). Zones are
ordered lists of instance ids keyed by a short name, so "each card is in
exactly one zone" is a property that ``check_invariants`` can verify:

==================  ===============================================
``hand:Alice``      a player's hand (also ``deck:``, ``discard:``,
                    ``titans:`` for titans set aside, ``stasis:`` for
                    the cards in stasis in front of their owner);
                    decks are top first
``bases``           bases in play, in table order
``at:c3``           minions and titans at the base instance ``c3``
``on:c9``           actions attached to the card ``c9`` (minion or base)
``base-deck``       also ``base-discard``, ``madness-deck``,
                    ``madness-discard``, ``monsters-deck`` ...
``box``             out of the game
``revealed``        transient: revealed cards, set-aside cards and the
``set-aside``       action currently resolving (``resolving``)
==================  ===============================================
"""

from __future__ import annotations

from smashup_rules.engine.board_index import BoardIndex
from smashup_rules.engine.errors import InvariantViolation
from smashup_rules.engine.in_progress import InProgress
from smashup_rules.engine.turn_state import TurnState
from smashup_rules.engine.zones import (
    AT,
    AT_PREFIX,
    BASES,
    BURIED,
    BURIED_PREFIX,
    NO_OWNER_PILES,
    ON,
    ON_PREFIX,
    TITANS_PREFIX,
    attached,
    attached_to,
    buried,
    buried_zone,
    holder,
    holds_cards_in_play,
    in_stasis,
    is_in_play_as_base,
    is_titans_zone,
    on_the_table,
    place,
    player_holding,
    set_aside_as_titan,
)
from smashup_rules.util.records import Record
from smashup_rules.reference import data

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from collections.abc import Iterable
    from typing import Any

    from smashup_rules.engine.events import Event
    from smashup_rules.engine.in_progress import Duel
    from smashup_rules.engine.registry import Registry
    from smashup_rules.engine.rng import Rng

def any_buried(state: State) -> bool:
    return any(iids for key, iids in state.zones.items() if key.startswith(BURIED_PREFIX))  # every zone: no call each


def buried_cards(state: State, base: CardInstance | None = None, controller: str | None = None) -> list[CardInstance]:
    """Buried cards beside ``base`` (default: every base in play, in table order), of ``controller`` if given."""
    bases = [base] if base is not None else state.bases()
    return [card for b in bases for card in state.zone(buried_zone(b)) if controller is None or card.controller == controller]


def base_of_buried(state: State, card: CardInstance) -> CardInstance | None:
    """The base a buried card lies beside, or None when the card is not buried."""
    if buried(card):
        return state.cards[holder(card.zone)]
    return None


class CardInstance(Record):
    # ``name``, ``group``, ``printed_power`` and ``kind`` are read on nearly every rules check:
    # plain slots set from the card's data (``kind`` again whenever ``played_as`` changes).
    __slots__ = ("iid", "card_id", "owner", "controller", "zone", "counters", "stasis_counters", "record", "_played_as",
                 "name", "group", "printed_power", "kind")
    _compared = ("iid", "card_id", "owner", "controller", "zone", "counters", "stasis_counters")

    def __init__(self, iid: str, card_id: str, owner: str | None, controller: str | None, zone: str, counters: int = 0):
        self.iid = iid
        self.card_id = card_id
        self.owner = owner  # None: monsters and treasures
        self.controller = controller  # who controls it while in play (or holds it in hand)
        self.zone = zone
        self.counters = counters  # +1 power counters
        # Stasis counters: only on a card in stasis, and no kind of power counter (stasis.counters).
        self.stasis_counters = 0
        # The card's data (name, kind, printed power ...), read on every rules check.
        record = self.record = data.cards()[card_id]
        self.name: str = record["name"]
        self.group: str = record["group"]
        self.printed_power: int = record["power"] or 0
        self.played_as = None

    def __eq__(self, other: object) -> bool:
        # Record's comparison, spelled out: cards are compared on every "card in cards" test.
        if type(other) is not type(self):
            return NotImplemented
        return (self.iid == other.iid and self.card_id == other.card_id and self.owner == other.owner
                and self.controller == other.controller and self.zone == other.zone
                and self.counters == other.counters and self.stasis_counters == other.stasis_counters)

    @property
    def played_as(self) -> str | None:
        """A Fusion card being played as its other kind ("action" for a minion) is that kind
        until the play is over (play.fusion_kind); None: its printed kind."""
        return self._played_as

    @played_as.setter
    def played_as(self, kind: str | None) -> None:
        self._played_as = kind
        self.kind = kind or self.record["kind"]


class Player(Record):
    __slots__ = ("name", "factions", "vp")

    def __init__(self, name: str, factions: list[str], vp: int = 0):
        self.name = name
        self.factions = factions
        self.vp = vp


class LastingEffect(Record):
    """A power change with a duration ("until the end of the turn" ...).

    ``targets`` is fixed when the effect starts (pirates/swashbuckling#1: minions
    played later are not included). ``until`` is ``"end-of-turn"`` or
    ``"start-of-turn:<player>"``; ``during`` is ``"any"`` or ``"others-turns"``
    (the effect only counts while it is not ``player``'s turn).
    ``stat`` says what changes: ``"power"`` of minions, ``"breakpoint"`` of bases
    (Rampage), or ``"cancel"`` (the targets' abilities are cancelled, Infiltrate;
    ``amount`` unused).
    """

    __slots__ = ("source", "card_id", "player", "targets", "amount", "until", "during", "cites", "stat")

    def __init__(
        self,
        source: str,  # instance id of the card that created it
        card_id: str,
        player: str,  # the source's controller
        targets: frozenset[str],
        amount: int,
        until: str,
        during: str = "any",
        cites: tuple[str, ...] = (),
        stat: str = "power",
    ):
        self.source = source
        self.card_id = card_id
        self.player = player
        self.targets = targets
        self.amount = amount
        self.until = until
        self.during = during
        self.cites = cites
        self.stat = stat


class State:
    """The board: players, every card instance and the zone it is in, lasting effects, the
    log, what the current turn has used, and the notes and copied abilities cards keep; what
    a saved position holds (``convert.to_position``). What a game is in the middle of while a
    card resolves is the game's (``in_progress``); what the queries keep of the board, to stay
    cheap, is its ``BoardIndex``'s."""

    def __init__(self, players: list[Player], turn: TurnState, rng: Rng, registry: Registry):
        self.players = players
        self.turn = turn
        self.rng = rng
        self.registry = registry
        self.cards: dict[str, CardInstance] = {}
        self.zones: dict[str, list[str]] = {}
        self.lasting: list[LastingEffect] = []
        self.log: list[Event] = []
        # Notes a card keeps across turns, by key ("<iid>:<what>"): Bear Necessities' pending self-destruction.
        self.memory: dict[str, Any] = {}
        # Cards that have another card's abilities while they are in play (Hello, Dolly! copying an
        # action): instance id → the card id whose abilities they have (``ability_id``).
        self.copied_abilities: dict[str, str] = {}
        self.winner: str | None = None
        # Base card id → its monster number: how many monsters it brings each time it enters play
        # (monsters.bases). No base of the sources has one; a position or the simulator gives it.
        self.monster_numbers: dict[str, int] = {}
        self._next_id = 1
        self.reserved_ids: set[str] = set()  # ids a position gives its cards (refs), kept free until they are created
        self._index = BoardIndex()  # what the queries below keep of the board until a card moves
        self._in_progress: InProgress | None = None  # the game's, read through ``in_progress``

    # --- what the game playing it is in the middle of -------------------------

    @property
    def in_progress(self) -> InProgress:
        """What the game playing this state is in the middle of (engine.in_progress): the
        ``Game`` owns and changes it (``Game.progress``) and sets it here, so that what has only
        the state in hand can read it. Not the board: never saved, empty between plays (but for
        the powers watched); a state no game plays is in the middle of nothing."""
        return self._in_progress if self._in_progress is not None else InProgress()

    @in_progress.setter
    def in_progress(self, progress: InProgress) -> None:
        self._in_progress = progress

    @property
    def duel(self) -> Duel | None:
        """The duel in progress (``InProgress.duel``), for what has only the state in hand: a
        card's ongoing ability (``ctx.state.duel``) and ``CardView.dueling``."""
        return self._in_progress.duel if self._in_progress is not None else None

    @property
    def after_scoring(self) -> set[str]:
        """The bases whose VP have been awarded and whose scoring is not over yet
        (``InProgress.after_scoring``): read by card modules as ``ctx.state.after_scoring``."""
        return self._in_progress.after_scoring if self._in_progress is not None else set()

    # --- players -------------------------------------------------------------

    def player(self, name: str) -> Player:
        for player in self.players:
            if player.name == name:
                return player
        raise KeyError(name)

    def turn_order(self, starting: str | None = None) -> list[str]:
        """Player names clockwise, starting with ``starting`` (default: current player)."""
        names = [p.name for p in self.players]
        first = names.index(starting or self.turn.player)
        return names[first:] + names[:first]

    # --- cards and zones -----------------------------------------------------

    def create(self, card_id: str, zone: str, owner: str | None, controller: str | None = None, *, iid: str | None = None) -> CardInstance:
        """Bring a card into the game (setup only): a new instance at the bottom of ``zone``;
        ``iid`` keeps the instance id a position gives it (its ``ref``), otherwise the next
        free one is used."""
        if card_id not in data.cards():
            raise KeyError(f"unknown card id {card_id!r}")
        self.registry.load_group(card_id)
        if iid is None:
            while f"c{self._next_id}" in self.cards or f"c{self._next_id}" in self.reserved_ids:
                self._next_id += 1
            iid = f"c{self._next_id}"
            self._next_id += 1
        elif iid in self.cards:
            raise KeyError(f"instance id {iid!r} is given twice")
        card = CardInstance(iid, card_id, owner, controller, zone)
        self.cards[card.iid] = card
        self._index.created(card)
        self.zones.setdefault(zone, []).append(card.iid)
        return card

    def instances_of(self, card_id: str) -> list[CardInstance]:
        """Every card of this game with ``card_id``, wherever it is, in creation order (kept: not
        to be changed)."""
        return self._index.by_card_id.get(card_id, [])

    def card_ids_in_game(self) -> Iterable[str]:
        """The card id of every card of this game, each once."""
        return self._index.by_card_id.keys()

    def zone(self, key: str) -> list[CardInstance]:
        return list(map(self.cards.__getitem__, self.zones.get(key, ())))

    def relocate(self, card: CardInstance, zone: str, *, top: bool = False, index: int | None = None) -> None:
        """Low-level zone change: no rules, no log. Effects call this, cards never do.
        The card goes to the bottom of ``zone``, or its top, or a given index. A card that
        goes to a player's hand, deck, discard pile or titans is held by that player
        (its controller), whoever owns it (oops/vikings#1)."""
        if on_the_table(card.zone) or on_the_table(zone):
            self._index.moved()
        elif is_titans_zone(card.zone) or is_titans_zone(zone):
            self._index.titans_moved()
        # Otherwise (a draw, a discard from hand, an action resolving ...) nothing in play moved.
        player = player_holding(zone)
        if player is not None:
            card.controller = player
        elif zone in NO_OWNER_PILES:  # nobody holds a card of the monster or treasure piles
            card.controller = None
        self.zones[card.zone].remove(card.iid)
        pile = self.zones.setdefault(zone, [])
        if top:
            index = 0
        if index is None:
            pile.append(card.iid)
        else:
            pile.insert(index, card.iid)
        card.zone = zone

    def bases(self) -> list[CardInstance]:
        return self.zone(BASES)

    def minions_at(self, base: CardInstance) -> list[CardInstance]:
        """Minions (and titans) at a base, in the order they arrived."""
        return list(map(self.cards.__getitem__, self.zones.get(f"{AT_PREFIX}{base.iid}", ())))  # at_base, without a call

    def attachments(self, card: CardInstance) -> list[CardInstance]:
        return self.zone(attached_to(card.iid))

    def host(self, card: CardInstance) -> CardInstance | None:
        """The card an attached action sits on."""
        if attached(card):
            return self.cards[holder(card.zone)]
        return None

    def base_of(self, card: CardInstance) -> CardInstance | None:
        """The base a card in play is at ("here"), or the base itself."""
        # Asked thousands of times a game: the zone is read here, not through ``zones.holder``
        # (a call each time), with the prefixes zones.py spells ("at:", "on:": three letters).
        while True:  # up the chain of hosts: an action on a minion at a base ...
            zone = card.zone
            if zone == BASES:
                return card
            prefix = zone[:3]
            if prefix == AT_PREFIX:
                return self.cards[zone[3:]]
            if prefix != ON_PREFIX:
                return None
            card = self.cards[zone[3:]]

    def in_play(self, card: CardInstance) -> bool:
        return self.base_of(card) is not None

    def titans_in_play(self) -> list[CardInstance]:
        return [card for card in self._cards_at_bases() if card.kind == "titan"]

    def _cards_at_bases(self) -> list[CardInstance]:
        """Minions and titans at the bases in play, base by base in table order (kept: their
        kinds are read afresh, a Fusion card's kind changes without a move)."""
        index = self._index
        if index.at_bases is None:
            cards, zones = self.cards, self.zones
            index.at_bases = [cards[iid] for base_iid in zones.get(BASES, ()) for iid in zones.get(f"{AT_PREFIX}{base_iid}", ())]
        return index.at_bases

    def set_aside_titans(self) -> list[CardInstance]:
        """Every player's titans set aside (asked on every event), kept until a card moves."""
        index = self._index
        if index.aside is None:
            zones = self.zones
            counted, keys = index.titan_zones
            if counted != len(zones):  # zones are only ever added: look for new "titans:" keys
                keys = [key for key in zones if key.startswith(TITANS_PREFIX)]  # is_titans_zone, without a call each
                index.titan_zones = (len(zones), keys)
            index.aside = [self.cards[iid] for key in keys for iid in zones[key]]
        return list(index.aside)

    def all_minions(self) -> list[CardInstance]:
        return [minion for minion in self._cards_at_bases() if minion.kind == "minion"]

    def in_game(self, card_ids: frozenset[str]) -> frozenset[str]:
        """Those of ``card_ids`` that some card of this game has, wherever it is: for most
        abilities (``Registry.defining``), none in most games, so a look through a hand or a
        pile for them is skipped. Kept until a card is created (only setup creates cards)."""
        kept = self._index.in_game
        found = kept.get(card_ids)
        if found is None:
            found = kept[card_ids] = frozenset(card_ids & self._index.by_card_id.keys())
        return found

    def in_play_among(self, card_ids: frozenset[str]) -> tuple[CardInstance, ...]:
        """Cards in play whose card id is one of ``card_ids``, in table order (``cards_in_play``):
        the order the board shows, which a saved moment keeps, where instance ids are handed out
        afresh when it is read back. Cheap when few cards match: no walk over the whole table."""
        index = self._index
        if not self.copied_abilities:
            kept = index.among.get(card_ids)
            if kept is not None:
                return kept
        # Only the ids of cards in this game (far fewer than the ids asked about); sorted below.
        by_card_id = index.by_card_id
        found = [card for card_id in self.in_game(card_ids) for card in by_card_id[card_id] if self.in_play(card)]
        if self.copied_abilities:  # a card with another card's abilities counts as that card
            copiers = [self.cards[iid] for iid, card_id in self.copied_abilities.items() if card_id in card_ids]
            found += [card for card in copiers if card not in found and self.in_play(card)]
        if len(found) > 1:
            places = self._table_places()
            found.sort(key=lambda card: places[card.iid])
        if not self.copied_abilities:  # copies change without any card moving: never kept
            index.among[card_ids] = tuple(found)
        return tuple(found)

    def ability_id(self, card: CardInstance) -> str:
        """The card id whose abilities ``card`` has now: its own, or that of the card it copies
        while in play (Hello, Dolly!)."""
        return self.copied_abilities.get(card.iid, card.card_id) if self.copied_abilities else card.card_id

    def cards_in_play(self) -> list[CardInstance]:
        """Bases, then for each base its minions with their attachments, then its own attachments.

        Asked on every event (who listens, who protects ...), so the list is kept until a
        card changes zone; each caller gets its own copy."""
        return list(self._table())

    def _table_places(self) -> dict[str, int]:
        index = self._index
        if index.table_places is None:
            index.table_places = {card.iid: place for place, card in enumerate(self._table())}
        return index.table_places

    def _table(self) -> list[CardInstance]:
        """The kept list of ``cards_in_play``, not to be changed."""
        index = self._index
        if index.table is None:
            found: list[CardInstance] = []
            for base_iid in self.zones.get(BASES, ()):
                self._add_cards_at(found, base_iid)
            index.table = found
        return index.table

    def cards_at(self, base: CardInstance) -> list[CardInstance]:
        """A base in play and the cards in play there, in the order of ``cards_in_play``: the
        cards whose ``base_of`` is ``base``, found without walking the other bases."""
        found: list[CardInstance] = []
        if is_in_play_as_base(base):
            self._add_cards_at(found, base.iid)
        return found

    def _add_cards_at(self, found: list[CardInstance], base_iid: str) -> None:
        cards, zones = self.cards, self.zones
        found.append(cards[base_iid])
        # The zones at and on each card built as ``at_base`` and ``attached_to`` build them, without
        # a call for each: the table is walked again after every move that touches it.
        for minion_iid in zones.get(f"{AT_PREFIX}{base_iid}", ()):
            found.append(cards[minion_iid])
            found.extend(map(cards.__getitem__, zones.get(f"{ON_PREFIX}{minion_iid}", ())))
        found.extend(map(cards.__getitem__, zones.get(f"{ON_PREFIX}{base_iid}", ())))

    def in_play_with(self, ability_ids: frozenset[str]) -> tuple[CardInstance, ...]:
        """The cards in play whose abilities are among ``ability_ids`` (``Registry.defining``,
        ``Registry.listening``), in the order of ``cards_in_play``. Asked for every power, every
        event and every breakpoint, so kept until a card moves (or, while some card copies
        another's abilities, worked out each time)."""
        if self.copied_abilities:
            return tuple(card for card in self._table() if self.ability_id(card) in ability_ids)
        kept = self._index.having
        found = kept.get(ability_ids)
        if found is None:
            found = kept[ability_ids] = tuple([card for card in self._table() if card.card_id in ability_ids])
        return found

    def check_implemented_in_play(self) -> None:
        """Raises ``UnimplementedCard`` for a card in play or a titan set aside (whose abilities
        may work from there) that the engine cannot run: such a card is an error as soon as
        anything happens, never silently skipped."""
        if self._index.checked_in_play and not self.copied_abilities:
            return
        listed = [*self._table(), *self.set_aside_titans()]
        if self.copied_abilities:
            self.registry.check_implemented([self.ability_id(card) for card in listed])
        else:
            self.registry.check_implemented([card.card_id for card in listed])
        self._index.checked_in_play = True

    def names_of(self, card: CardInstance) -> set[str]:
        """The names a card has now (terms.same-name): its own, and, while it is in play, the
        name of every minion a lasting "all-names" effect's player owns (Abe Frohman)."""
        names = {card.name}
        for effect in self.lasting:
            if effect.stat == "all-names" and card.iid in effect.targets and self.in_play(card):
                names.update(c.name for c in self.cards.values() if c.kind == "minion" and c.owner == effect.player)
        return names

    def find_in_play(self, card_id: str, controller: str | None = None) -> list[CardInstance]:
        return [
            card
            for card in self.cards_in_play()
            if card.card_id == card_id and (controller is None or card.controller == controller)
        ]

    # --- invariants ----------------------------------------------------------

    def check_invariants(self) -> None:
        """Card conservation: every instance sits in exactly one zone, the one it records."""
        cards = self.cards
        seen = {iid: key for key, iids in self.zones.items() for iid in iids}
        if len(seen) != sum(map(len, self.zones.values())):  # a card listed twice: say where, first found first
            found: dict[str, str] = {}
            for key, iids in self.zones.items():
                for iid in iids:
                    if iid in found:
                        first, second = sorted([found[iid], key])
                        raise InvariantViolation(f"{iid} is in both {first} and {second}")
                    found[iid] = key
        for iid, key in seen.items():
            if cards[iid].zone != key:
                raise InvariantViolation(f"{iid} is listed in {key} but records {cards[iid].zone}")
        if len(seen) != len(cards):
            raise InvariantViolation(f"cards in no zone: {sorted(set(cards) - set(seen))}")
        for key, iids in self.zones.items():
            if iids and holds_cards_in_play(key) and not self.in_play(cards[holder(key)]):
                raise InvariantViolation(f"{key} holds cards but its card is not in play")
        for card in cards.values():
            # Set-aside titans may hold counters (Killer Kudzu); nothing else out of play does.
            if card.counters and not self.in_play(card) and not set_aside_as_titan(card):
                raise InvariantViolation(f"{card.iid} has counters outside play")
            if card.stasis_counters and not in_stasis(card):
                raise InvariantViolation(f"{card.iid} has stasis counters but is not in stasis")

    def summary(self) -> tuple:
        """A hashable description of everything that decides what happens next: zones by
        card id, counters, controllers, VP, the winner, lasting effects, what the turn has
        used up and moved, and the notes cards keep. Branches that end with equal summaries
        are one outcome."""
        zones = tuple(
            sorted(
                (self._zone_label(key), tuple((self.cards[i].card_id, self.cards[i].counters, self.cards[i].stasis_counters, self.cards[i].controller) for i in iids))
                for key, iids in self.zones.items()
                if iids
            )
        )
        lasting = tuple(
            (e.card_id, self.cards[e.source].card_id, e.player, tuple(sorted(self.cards[t].card_id for t in e.targets)), e.amount, e.until, e.during, e.stat)
            for e in self.lasting
        )
        turn = (tuple(sorted(self.turn.used_once)), tuple(self.turn.moves), tuple(a.describe() for a in self.turn.allowances))
        memory = tuple(sorted((key, repr(value)) for key, value in self.memory.items()))
        memory += tuple(sorted((self.cards[iid].card_id, card_id) for iid, card_id in self.copied_abilities.items()))
        return zones, tuple((p.name, p.vp) for p in self.players), self.winner, lasting, turn, memory

    def _zone_label(self, key: str) -> str:
        # Instance ids differ between runs only by creation order, which is fixed;
        # still, describe in-play zones by the card id they hang from for readability.
        kind = place(key)
        if kind in (AT, ON, BURIED):  # at, on or buried beside a card (engine.burying)
            return f"{kind}:{self.cards[holder(key)].card_id}"
        return key
