"""Reprints: cards printed again in another set with the same text, one table that the
reference (``smashup card``, the site: a reprint and its original link to each other) and the
engine (``engine/registry.py``: a reprint has its original's behaviour under its own card id)
both read.

World Champs reprints favourites of other factions. The sources do not say which: the same name
and the same text tell (tests/engine/test_registry.py checks both, words only, since Kaiju
Conflict's reprint drops the full stop). A World Champs card that shares only the name is no
reprint: Sheriff (its duel is no Special), and Samurai-Chan and Shield Maiden, whose namesakes'
texts no source gives.
"""

from __future__ import annotations

from smashup_rules.util.records import FrozenRecord


class Reprint(FrozenRecord):
    """The card a reprint reprints (``original``), and the clarifications the reprint's steps
    cite where the original's cite its own (``clarification``: the original's otherwise)."""

    __slots__ = ("original", "clarification")

    def __init__(self, original: str, clarification: tuple[str, ...] | None = None):
        self.original = original
        self.clarification = clarification


REPRINTS = {
    "world-champs/diva": Reprint("disco-dancers/diva", clarification=("world-champs/diva#1",)),
    "world-champs/fast-as-lightning": Reprint("kung-fu-fighters/fast-as-lightning"),
    "world-champs/kaiju-conflict": Reprint("kaiju/kaiju-conflict"),
    "world-champs/mummy": Reprint("ancient-egyptians/mummy", clarification=("world-champs/mummy#1",)),
}


def reprints_of(card_id: str) -> list[str]:
    """The cards that reprint ``card_id``, in id order."""
    return sorted(reprint for reprint, entry in REPRINTS.items() if entry.original == card_id)
