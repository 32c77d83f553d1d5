"""What the current turn has done and may still do: the plays it allows (``PlayAllowance``),
the plays made (``PlayMade``), the minions moved (``Move``) and the rest of the turn's record
(``TurnState``)."""

from __future__ import annotations

from smashup_rules.engine.zones import DISCARD, HAND
from smashup_rules.util.records import FrozenRecord, Record

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from smashup_rules.engine.state import CardInstance

PHASE_TITLES = {"start-turn": "Start Turn", "play-cards": "Play Cards", "score-bases": "Score Bases", "draw": "Draw 2 Cards", "end-turn": "End Turn"}


class PlayAllowance(Record):
    """One play the current player may still make (play.regular, play.extra).

    A regular play has ``source`` None. Qualifiers narrow what may use it:
    ``max_power`` (play.extra-qualifiers), ``min_power`` (with ``max_power``, "a minion
    of power 3"), ``not_named`` ("a non-Rebel minion"), ``named`` ("an extra minion with the same
    name": only a card of that name, terms.same-name), ``base`` (a base instance id: "here",
    "there"), ``not_base`` ("on another base"), ``base_without_own_minions``, ``card`` (a specific
    extra play: only that instance), ``from_zone`` (where the card comes from), ``affects`` (a
    minion instance id: "an action that directly affects this minion"), ``one_name`` (with the
    other grants of its source so marked, its card must share one name: "extra minions that all
    have the same name", Blossom; the first card played names the others). ``qualifiers.mismatch`` checks them all, for the card and for where it goes,
    wherever the play is made: at once, or later in the phase once kept (``play.grant_extra``).
    """

    __slots__ = (
        "kind", "source", "source_card", "max_power", "base", "base_without_own_minions", "card",
        "from_zone", "immediate", "once_key", "then_place", "cites", "min_power", "not_named", "not_base", "affects",
        "named", "one_name",
    )  # fmt: skip

    def __init__(
        self,
        kind: str,  # "minion" or "action"
        source: str | None = None,  # instance id of the granting card
        source_card: str | None = None,  # its card id, for citations
        max_power: int | None = None,
        base: str | None = None,
        base_without_own_minions: bool = False,
        card: str | None = None,
        from_zone: str = "hand",
        # Used at once or not at all, never kept for later (play.extra): its text or a ruling says
        # "immediately", it is for a specific card, or a Special granted it.
        immediate: bool = False,
        once_key: str | None = None,  # a once-per-turn limit the play uses up ("zombies/tenacious-z")
        then_place: str | None = None,  # "deck-bottom": the standard action goes there, not to the discard pile
        cites: tuple[str, ...] = (),  # clarifications that decide how the play is used (robots/hoverbot#1)
        min_power: int | None = None,  # "of power 3" is min_power=max_power=3 (printed power: the card is not in play)
        not_named: str | None = None,  # the card may not have this name ("an extra non-Rebel minion")
        not_base: str | None = None,  # a base instance id the card may not go to ("on another base")
        affects: str | None = None,  # a minion the action must directly affect (terms.directly-affects)
        named: str | None = None,  # the card must have this name ("with the same name", terms.same-name)
        one_name: bool = False,  # its card shares one name with those of its source's other such grants
    ):
        self.kind = kind
        self.source = source
        self.source_card = source_card
        self.max_power = max_power
        self.base = base
        self.base_without_own_minions = base_without_own_minions
        self.card = card
        self.from_zone = from_zone
        self.immediate = immediate
        self.once_key = once_key
        self.then_place = then_place
        self.cites = cites
        self.min_power = min_power
        self.not_named = not_named
        self.not_base = not_base
        self.affects = affects
        self.named = named
        self.one_name = one_name

    @property
    def regular(self) -> bool:
        return self.source is None

    def describe(self) -> str:
        """The play in words, with the qualifiers that name no card: "extra non-Rebel minion of
        power 3" (``places`` gives the others)."""
        words = ["regular" if self.regular else "extra", self.kind]
        if self.not_named is not None:
            words.insert(-1, f"non-{self.not_named}")
        if self.named is not None:
            words.append(f"named {self.named}")
        if self.min_power is not None and self.min_power == self.max_power:
            words.append(f"of power {self.min_power}")
        elif self.min_power is not None:
            words.append(f"of power {self.min_power} or more")
        if self.max_power is not None and self.max_power != self.min_power:
            words.append(f"of power {self.max_power} or less")
        if self.from_zone != HAND:
            words.append(f"from the {self.from_zone} pile" if self.from_zone == DISCARD else f"from {self.from_zone}")
        if self.base_without_own_minions:
            words.append("on a base where you have no minions")
        return " ".join(words)

    def places(self, cards: dict[str, CardInstance]) -> list[str]:
        """The qualifiers that name a card of ``cards`` (the game's, by instance id): the card it
        is for, the minion it must directly affect, where it goes ("at Saloon")."""
        words = []
        if self.card is not None:
            words.append(f"{cards[self.card].name} only")
        if self.affects is not None:
            words.append(f"that directly affects {cards[self.affects].name}")
        if self.base is not None:
            words.append(f"at {cards[self.base].name}")
        if self.not_base is not None:
            words.append(f"on another base than {cards[self.not_base].name}")
        return words

    def words(self, cards: dict[str, CardInstance]) -> str:
        """``describe`` and ``places`` together: the play with every qualifier it keeps."""
        return " ".join([self.describe(), *self.places(cards)])


class PlayMade(Record):
    """One play of a card this turn, however it was made (``TurnState.record_play``).

    ``kind``: "minion" or "action" (a Fusion card as the kind it was played as), "titan", or
    "monster" (played by an effect as nobody's minion, monsters.play); ``how``: "regular",
    "extra", "special", "rule" (a play a rule makes: a duel card, an uncovered card, one leaving
    stasis), "as-though" (an ability used instead of a play, Monet), "monster", or "earlier" (a
    play before a position, known only from its record); ``base``: the base instance id it was
    played at or on (a minion's base for an action played on it), None for a standard action;
    ``origin``: where it was played from ("hand", "discard", "deck" for off the top, "buried"
    for uncovered, "stasis", "titans", a monster pile), None when no card left a place (an
    ability used as though a card were played, or a play before a position).
    """

    __slots__ = ("player", "card", "kind", "how", "base", "phase", "origin")

    def __init__(self, player: str | None, card: str, kind: str, how: str, base: str | None = None,
                 phase: str = "play-cards", origin: str | None = None):
        self.player = player  # None: a monster a base brings, played by nobody
        self.card = card  # its instance id ("earlier-action-1" for one before a position)
        self.kind = kind
        self.how = how
        self.base = base
        self.phase = phase  # the phase of the turn it was made in
        self.origin = origin


class Move(FrozenRecord):
    """One move of a minion this turn (``TurnState.record_move``), by instance id: ``by``, the
    player whose ability moved it (None: no player's), the ``minion``, its ``controller`` as it
    moved, the base it left (``origin``) and the base it went to (``destination``)."""

    __slots__ = ("by", "minion", "controller", "origin", "destination")

    def __init__(self, by: str | None, minion: str, controller: str | None, origin: str, destination: str):
        self.by = by
        self.minion = minion
        self.controller = controller
        self.origin = origin
        self.destination = destination


class TurnState(Record):
    __slots__ = (
        "player", "number", "phase", "plays", "allowances", "used_once",
        "scored", "titans_at_start", "moves", "destroyed",
    )  # fmt: skip

    def __init__(self, player: str, number: int = 1, phase: str = "play-cards"):
        self.player = player
        self.number = number
        self.phase = phase
        # Every play of a card this turn, by any player, in any phase, in order (``record_play``):
        # what "you played this turn" counts read (``plays_by``).
        self.plays: list[PlayMade] = []
        self.allowances: list[PlayAllowance] = []
        self.used_once: set[str] = set()  # once-per-turn keys (talents, "once per turn")
        self.scored = False  # the Score Bases phase has run
        # Titans in play when the turn started (Invisible Ninja: "if this titan was not
        # in play at the start of your turn"); None until the turn's start is known.
        self.titans_at_start: set[str] | None = None
        # Every move of a minion this turn, in order (``record_move``).
        self.moves: list[Move] = []
        # Every card destroyed this turn: (its iid, its controller then, the base iid it was at).
        self.destroyed: list[tuple[str, str | None, str | None]] = []

    def record_play(self, player: str | None, card: str, kind: str, how: str, base: str | None = None, origin: str | None = None) -> None:
        """The one place a play of a card is counted: every procedure that plays a card calls it
        as the card is played, before the play is logged (docs/architecture.md, "Counting plays")."""
        self.plays.append(PlayMade(player, card, kind, how, base, self.phase, origin))

    def record_move(self, by: str | None, minion: str, controller: str | None, origin: str, destination: str) -> None:
        """A minion has moved (instance ids, as ``Move`` names them)."""
        self.moves.append(Move(by, minion, controller, origin, destination))

    def plays_by(self, player: str | None, kind: str | None = None, *, base: str | None = None, phase: str | None = None) -> list[PlayMade]:
        """The plays ``player`` has made this turn, whoever's turn it is, in order: of ``kind``
        only ("minion", "action"), at ``base`` only, in ``phase`` only, when given. ``player``
        None: every player's plays."""
        return [
            p for p in self.plays
            if (player is None or p.player == player) and (kind is None or p.kind == kind)
            and (base is None or p.base == base) and (phase is None or p.phase == phase)
        ]  # fmt: skip

    # A position lists the minions and actions the current player has played this turn
    # (``this_turn``): these read and write that part of the record.
    @property
    def minions_played(self) -> list[str]:
        return [p.card for p in self.plays_by(self.player, "minion")]

    @minions_played.setter
    def minions_played(self, cards: list[str]) -> None:
        self._set_earlier("minion", cards)

    @property
    def actions_played(self) -> list[str]:
        return [p.card for p in self.plays_by(self.player, "action")]

    @actions_played.setter
    def actions_played(self, cards: list[str]) -> None:
        self._set_earlier("action", cards)

    def _set_earlier(self, kind: str, cards: list[str]) -> None:
        # How and in which phase they were made a position does not say: the Play Cards phase is
        # assumed, as for the plays it says were used.
        kept = [p for p in self.plays if not (p.player == self.player and p.kind == kind)]
        self.plays = [PlayMade(self.player, card, kind, "earlier") for card in cards] + kept
