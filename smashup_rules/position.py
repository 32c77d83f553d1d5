"""Board-position files: the model (this part), load, validate and dump.

A position is plain data with card ids resolved; the engine builds its game
state from it (``engine.setup``) and never reads YAML itself.
"""

from __future__ import annotations

from dataclasses import dataclass, field

PHASES = ("start-turn", "play-cards", "score-bases", "draw", "end-turn")


@dataclass
class CardSpec:
    """One card somewhere in the position.

    ``owner`` and ``controller`` are player names; both None for monsters and
    treasures (no owner) that nobody controls. ``attached`` holds the actions
    played on this card (a minion or titan in play). ``line``/``column`` point at
    the entry in the file, for messages.
    """

    card: str  # card id, e.g. "pirates/first-mate"
    owner: str | None = None
    controller: str | None = None
    counters: int = 0  # +1 power counters
    attached: list[CardSpec] = field(default_factory=list)
    line: int | None = None
    column: int | None = None


@dataclass
class PlayerSpec:
    name: str
    factions: list[str]  # faction ids
    vp: int = 0
    hand: list[CardSpec] = field(default_factory=list)
    deck: list[CardSpec] = field(default_factory=list)  # top card first
    discard: list[CardSpec] = field(default_factory=list)
    titans: list[CardSpec] = field(default_factory=list)  # set aside, not in play
    line: int | None = None


@dataclass
class BaseSpec:
    """A base in play: its minions and titans (with their attachments), and actions on it."""

    card: str  # base card id
    minions: list[CardSpec] = field(default_factory=list)  # minions and titans here
    actions: list[CardSpec] = field(default_factory=list)  # actions played on the base itself
    line: int | None = None


@dataclass
class PlaySpec:
    """The play to resolve.

    ``kind`` is "play" (play ``card`` from the player's hand, on ``base`` or on
    the minion ``target``), "talent" (use the talent of ``card`` in play),
    "score" (run the Score Bases phase now) or "end-turn" (finish the turn from
    the current phase).
    """

    kind: str
    player: str | None = None
    card: str | None = None  # card id
    base: str | None = None  # base card id
    target: str | None = None  # card id of the minion an action is played on
    text: str = ""  # as written in the file
    line: int | None = None


@dataclass
class Position:
    players: list[PlayerSpec]
    bases: list[BaseSpec]
    turn: str  # name of the current player
    phase: str = "play-cards"
    base_deck: list[str] = field(default_factory=list)  # base ids, top first
    minion_plays_used: int = 0
    action_plays_used: int = 0
    play: list[PlaySpec] = field(default_factory=list)
    choices: list[str] = field(default_factory=list)
    seed: int = 0
    source: str | None = None  # file name, for messages
