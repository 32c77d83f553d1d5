"""Stable identifiers shared by the data, the engine and the CLI.

A card is ``faction-slug/card-slug`` (``pirates/first-mate``), a clarification
``card-id#n`` (order on the wiki page), a summary ruling ``set/subject#n``
(``oops/mummy#1``), a rule section a dotted name (``scoring.ties``).
"""

from __future__ import annotations

# Plain string work, no regular expressions: this runs on every name lookup
# and ``re`` is a noticeable part of a short command's start-up.
APOSTROPHES = frozenset("'’‘`")


def slugify(name: str) -> str:
    """``"That's So Crazy..."`` → ``"thats-so-crazy"``; ``"Séance"`` → ``"seance"``."""
    lowered = name.lower()
    if lowered.isascii():  # already decomposed, nothing combining: spares importing unicodedata (a shared library)
        decomposed, combining = lowered, None
    else:
        import unicodedata

        decomposed, combining = unicodedata.normalize("NFKD", lowered), unicodedata.combining
    kept = []
    for char in decomposed:
        if char in APOSTROPHES or combining is not None and combining(char):
            continue
        kept.append(char if char.isascii() and char.isalnum() else " ")
    return "-".join("".join(kept).split())


_FOLDED: dict[str, str] = {}


def fold(text: str) -> str:
    """Case-, accent- and punctuation-insensitive form used to match names (kept: the
    same few names are folded again and again while choices are matched)."""
    folded = _FOLDED.get(text)
    if folded is None:
        if len(_FOLDED) > 50_000:
            _FOLDED.clear()
        folded = _FOLDED[text] = slugify(text).replace("-", " ")
    return folded
