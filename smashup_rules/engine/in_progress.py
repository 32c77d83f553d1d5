"""What a game is in the middle of: the cards being played, the effects being copied, the
scoring, the duel, the titans waiting to clash and the powers being watched.

None of it is the board. A position is saved between plays, when all of it is over, and
read back without it (``convert.to_position``); it lives while a card resolves or a
procedure runs, and the procedure that starts it ends it (in a ``finally``). The ``Game``
owns one ``InProgress`` (``Game.progress``) and hands it to the procedures it runs; the
state it plays can read it (``State.in_progress``) for what has only the state in hand: a
card's ongoing ability asking whether a duel is on (``ctx.state.duel``).

- ``Resolution``: one card being played, from its play to its "played" event
  (resolution.order): the targets it designated, the cards it affected and where they were,
  and, for a standard action, who copied its effects (``Copies``).
- ``Copying``: an effect primitive of a standard action being played, running now, whose
  effect other cards may copy (``effects.copyable``).
- ``Duel``: the duel in progress (``engine.duels``); only one at a time (duels.restrictions).
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from smashup_rules.engine.source import Source
    from smashup_rules.engine.state import CardInstance


class Copies:
    """Who has copied the effects of a standard action being played (``effects.offer_copies``)."""

    __slots__ = ("copiers", "direct", "parts_seen", "waiting", "asked")

    def __init__(self) -> None:
        self.copiers: set[str] = set()  # the cards that copied one of its effects: once per action
        self.direct: list[str] = []  # the minions its own effects reached, not copies (terms.directly-affects)
        self.parts_seen: dict[str, int] = {}  # target → how many parts of its effect (effect_parts) it has had
        # Copies chosen for a later part of the effect: (copier, target, part, the card affected the same way).
        self.waiting: list[tuple[CardInstance, CardInstance, int, CardInstance]] = []
        self.asked: set[tuple[str, str]] = set()  # (copier, target): decided for every part at once


class Resolution:
    """One card being played while its ability resolves (``play._play_card``)."""

    __slots__ = ("card", "designated", "affected", "affected_where", "copies")

    def __init__(self, card: CardInstance, target: CardInstance | None):
        self.card = card
        # Each target its ability has designated (terms.directly-affects) → the card that takes
        # its effects (the target itself, or a card that took its place, Ensign), None until decided.
        self.designated: dict[str, str | None] = {target.iid: None} if target is not None else {}
        self.affected: list[str] = []  # the cards it has affected so far, each once, in order (terms.affect)
        # Where each card it affected was, and who controlled it, when first affected: (base iid,
        # controller), e.g. moved "from here".
        self.affected_where: dict[str, tuple[str | None, str | None]] = {}
        self.copies: Copies | None = None  # a standard action's: its effects may be copied


class Copying:
    """An effect primitive running for a standard action being played (``effects.copyable``)."""

    __slots__ = ("kind", "source", "noted", "copies")

    def __init__(self, kind: str, source: Source | None, noted: list[CardInstance] | None):
        self.kind = kind
        self.source = source  # the ability whose effect it is; None: a copy, not to be copied again
        self.noted = noted  # the targets noted so far, when it affects several at once; None: one
        self.copies: list[tuple[CardInstance, CardInstance, CardInstance]] = []  # (copier, target, card affected the same way)


class Duel:
    """The duel in progress (``engine.duels``) and, once decided, its result."""

    __slots__ = ("base", "challenger", "clashes_wait", "decided", "losers", "opponent", "player", "players", "source", "winners", "winning_players")

    def __init__(self, challenger: CardInstance, opponent: CardInstance, source: CardInstance, player: str, base: CardInstance):
        self.challenger = challenger
        self.opponent = opponent
        self.source = source  # the card that started it
        self.player = player  # the player whose ability started it
        self.base = base  # where it is fought
        self.players = (challenger.controller, opponent.controller)  # who put down duel cards, challenger first
        self.winners: list[CardInstance] = []  # a tie: both minions are winners and losers (duels.ties)
        self.losers: list[CardInstance] = []
        self.winning_players: list[str | None] = []  # the winners' controllers when it was decided
        self.decided = False  # False: not yet, or it ended without a result (duels.outcome)
        self.clashes_wait = False  # titan clashes wait until the duel ends (Pecos Bill)

    @property
    def minions(self) -> tuple[CardInstance, CardInstance]:
        return (self.challenger, self.opponent)

    @property
    def challenger_player(self) -> str | None:
        return self.players[0]

    def involves(self, minion: CardInstance) -> bool:
        return minion is self.challenger or minion is self.opponent

    def pairs(self) -> list[tuple[CardInstance, CardInstance]]:
        """(winning minion, the minion it beat): one pair, or two on a tie."""
        return [(winner, loser) for winner in self.winners for loser in self.losers if loser is not winner]


class InProgress:
    """Everything a game is in the middle of (module doc); empty between plays, but for the
    powers watched and what abilities affected outside plays."""

    __slots__ = ("resolutions", "affected_outside_plays", "copying", "pending_clashes", "after_scoring", "power_seen", "watching_power", "duel")

    def __init__(self) -> None:
        self.resolutions: list[Resolution] = []  # the cards being played, innermost last
        # The cards each card's abilities affected while it was not being played (a Talent, a
        # triggered ability), since it was last played, by instance id. No rule reads them: only
        # a card being played is asked what it affected (``Resolution.affected``). They are kept
        # as the engine always kept them, for ``explain --all-outcomes`` tells runs apart by them.
        self.affected_outside_plays: dict[str, list[str]] = {}
        self.copying: list[Copying] = []  # the effect primitives running now, innermost last
        # Titans that arrived at a base holding a titan: (base iid, newcomer iid), clashed once
        # the ability that brought them has finished (titans.clash).
        self.pending_clashes: list[tuple[str, str]] = []
        # Bases whose VP have been awarded and whose scoring is not over yet ("after a base
        # scores", scoring.when-after), by instance id.
        self.after_scoring: set[str] = set()
        # Each minion's power when last looked at, while an ability waits for a power increase
        # (engine.power_watch); None otherwise.
        self.power_seen: dict[str, int] | None = None
        self.watching_power = False  # an increase is being answered (power_watch.check)
        self.duel: Duel | None = None  # only one at a time (duels.restrictions)

    def resolution_of(self, card: CardInstance) -> Resolution | None:
        """The play of ``card`` under way, if it is being played: every ability of a card being
        played works for its play (what they affect, designate or let others copy)."""
        for resolution in reversed(self.resolutions):
            if resolution.card is card:
                return resolution
        return None
