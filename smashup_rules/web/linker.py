"""Plain text → HTML in which known IDs and the names of cards and factions are links.

Names match case-sensitively, whole words only, longest first, with either
apostrophe ("Cthulhu's Chosen" and "Cthulhu’s Chosen"); a phrase mapped to no
ID (a set's name such as "The Obligatory Cthulhu Set") is matched only to be
left alone, so the card name inside it is not linked.
"""

from __future__ import annotations

import re
from html import escape

from smashup_rules.reference import data
from smashup_rules.web import urls

# A card or summary-ruling ID (with an optional clarification number) or a dotted rule ID.
_ID = r"[a-z0-9-]+(?:/[a-z0-9-]+(?:#[0-9]+)?|(?:\.[a-z0-9-]+)+)"


def _phrase_pattern(phrase: str) -> str:
    return "".join("['’]" if char in "'’" else char for char in re.escape(phrase))


class Linker:
    def __init__(self, phrases: dict[str, list[str]]):
        """``phrases``: text → the IDs it may name, best first (empty: leave it as it is)."""
        self.phrases = {self._key(text): ids for text, ids in phrases.items()}
        ordered = sorted(phrases, key=lambda text: (-len(text), text))
        names = "|".join(_phrase_pattern(text) for text in ordered)
        alternatives = [rf"(?P<id>(?<![\w./#-]){_ID}(?![\w/#-]))"]
        if names:
            alternatives.append(rf"(?P<name>(?<![\w'’])(?:{names})(?!\w))")
        self.pattern = re.compile("|".join(alternatives))

    @staticmethod
    def _key(text: str) -> str:
        return text.replace("’", "'")

    def html(self, text: str, base: str | None, *, skip: str | None = None, group: str | None = None) -> str:
        """``text`` escaped, with links from a page whose way to the root is ``base``
        (no links when None). ``skip`` is the ID of the page's own card, not linked;
        ``group`` is preferred where several cards share a name."""
        out = []
        at = 0
        for match in self.pattern.finditer(text):
            found = match.group()
            item = found if match.group("id") else self._choose(self.phrases.get(self._key(found), []), group)
            link = urls.href(item, base) if item and item != skip else None
            if link is None:
                continue
            out.append(escape(text[at : match.start()]))
            out.append(f'<a href="{escape(link)}">{escape(found)}</a>')
            at = match.end()
        out.append(escape(text[at:]))
        return "".join(out)

    @staticmethod
    def _choose(ids: list[str], group: str | None) -> str | None:
        for item in ids:
            if group is not None and item.partition("/")[0] == group:
                return item
        return ids[0] if ids else None


def reference_linker() -> Linker:
    """Every card, faction and special deck by name; set names left alone."""
    phrases: dict[str, list[str]] = {}
    for card_id in sorted(data.cards()):
        phrases.setdefault(data.cards()[card_id]["name"], []).append(card_id)
    for group in sorted(data.factions()) + sorted(data.decks()):
        record = data.factions().get(group) or data.decks()[group]
        phrases.setdefault(record["name"], []).append(group)
    for faction in data.factions().values():
        if faction["set"] and faction["set"] not in phrases:
            phrases[faction["set"]] = []
    return Linker(phrases)
