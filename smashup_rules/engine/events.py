"""The event log: every state change, with the sources that justify it.

An explanation is rendered from this log and nothing else, so each event
names the cards and players involved and cites rule IDs (``scoring.ties``),
card IDs (``pirates/powderkeg``) and clarification IDs (``pirates/powderkeg#1``).
"""

from __future__ import annotations

from smashup_rules.util.records import Record

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from typing import Any


class Event(Record):
    """One state change; never changed once logged."""

    __slots__ = ("kind", "message", "cards", "players", "cites", "data")

    def __init__(
        self,
        kind: str,  # "play", "destroy", "move", "vp", "choice", "phase" ...
        message: str,  # one human sentence, card names spelled out
        cards: tuple[str, ...] = (),  # instance ids involved, main card first
        players: tuple[str, ...] = (),
        cites: tuple[str, ...] = (),
        data: dict[str, Any] | None = None,  # machine-readable details
    ):
        self.kind = kind
        self.message = message
        self.cards = cards
        self.players = players
        self.cites = cites
        self.data = {} if data is None else data

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "message": self.message,
            "cards": list(self.cards),
            "players": list(self.players),
            "cites": list(self.cites),
            "data": dict(self.data),
        }


def unique_cites(*groups: tuple[str, ...] | list[str] | str | None) -> tuple[str, ...]:
    """Flatten cite groups, dropping blanks and repeats but keeping first-seen order."""
    if len(groups) == 1 and type(groups[0]) is tuple:  # the usual call (``Game.record``): one tuple, often already clean
        only = groups[0]
        if len(only) < 2:  # most often a single rule: no set to build
            if not only or only[0]:
                return only
        elif all(only) and len(set(only)) == len(only):
            return only
    seen: list[str] = []
    for group in groups:
        if not group:
            continue
        for cite in [group] if isinstance(group, str) else group:
            if cite and cite not in seen:
                seen.append(cite)
    return tuple(seen)
