"""Stable identifiers shared by the data, the engine and the CLI.

A card is ``faction-slug/card-slug`` (``pirates/first-mate``), a clarification
``card-id#n`` (order on the wiki page), a summary ruling ``set/subject#n``
(``oops/mummy#1``), a rule section a dotted name (``scoring.ties``).
"""

from __future__ import annotations

import re
import unicodedata

_APOSTROPHES = re.compile(r"['’‘`]")
_NON_ALNUM = re.compile(r"[^a-z0-9]+")


def slugify(name: str) -> str:
    """``"That's So Crazy..."`` → ``"thats-so-crazy"``; ``"Séance"`` → ``"seance"``."""
    decomposed = unicodedata.normalize("NFKD", name)
    ascii_only = "".join(c for c in decomposed if not unicodedata.combining(c))
    lowered = _APOSTROPHES.sub("", ascii_only.lower())
    return _NON_ALNUM.sub("-", lowered).strip("-")


def fold(text: str) -> str:
    """Case-, accent- and punctuation-insensitive form used to match names."""
    return slugify(text).replace("-", " ")
