"""Cards, factions and the titan list from the wiki dump (seed 003)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from smashup_rules.util.ids import fold, slugify
from smashup_rules.importer.wikidump import Revision, clean_markup, heading

CARD_HEADING = re.compile(r"^(\d+)x\s+(.+)$")
POWER_PREFIX = re.compile(r"^\(?\s*Power\s*(\d+)\s*\)?\s*-\s*")
TREASURE_COUNT = re.compile(r"^(\d+)\s+Treasures?\.\s*")
BASE_PREFIX = re.compile(r"^Breakpoint\s+(\d+)\s*-\s*VPs:\s*(\d+)\s+(\d+)\s+(\d+)\s*(?:-\s*)?")
ERRATA_INLINE = re.compile(r"\s*Errata[:?]\s*(.*)$")
ERRATA_KINDS = re.compile(r"\b(functional|wording|reversion)\b", re.IGNORECASE)
FACTION_SET = re.compile(r"\bfrom (?:the )?(.+?)(?: [Ss]et)? and (do not have|have|has) a Titan card(?:[\s:\-–]+(?:the )?([^.(]+))?")
# The wiki spells some set names several ways; the key is the folded spelling.
SET_NAMES = {
    "core base game": "Core (Base Game)",
    "that 70s expansion": "That '70s Expansion",
    "the obligatory cthulhu": "The Obligatory Cthulhu Set",
}
NOT_MECHANICS = {"TBA", "TBD"}
SECTION_KINDS = {
    "cards - minions": "minion",
    "cards - actions": "action",
    "cards - bases": "base",
    "card - titan": "titan",
    "cards - titan": "titan",
}
SPECIAL_DECKS = {
    "the madness deck": "madness",
    "the monster deck": "monsters",
    "the treasure deck": "treasures",
}
DECK_NAMES = {"madness": "Madness", "monsters": "Monsters", "treasures": "Treasures"}
NO_CLARIFICATION = {"none", "none."}


class ImportError_(ValueError):
    """A seed does not have the shape the importer knows."""


@dataclass
class CardEntry:
    """One card as one revision of one page states it."""

    name: str
    copies: int
    kind: str
    group: str  # faction or special deck slug
    text_lines: list[str]
    errata_line: str | None
    clarifications: list[str]
    line: int

    def record(self, revision: Revision, source_file: str) -> dict:
        text = "\n".join(self.text_lines).strip()
        power = breakpoint_ = vp = treasures = None
        if self.kind == "base":
            match = BASE_PREFIX.match(text)
            if not match:
                raise ImportError_(f"{self.name}: base without a breakpoint line: {text[:60]!r}")
            breakpoint_ = int(match.group(1))
            vp = [int(match.group(i)) for i in (2, 3, 4)]
            text = text[match.end() :]
        else:
            match = POWER_PREFIX.match(text)
            if match:
                power = int(match.group(1))
                text = text[match.end() :]
            if self.group == "monsters":
                count = TREASURE_COUNT.match(text)
                if not count:
                    raise ImportError_(f"{self.name}: monster without a treasure number")
                treasures = int(count.group(1))
                text = text[count.end() :]
        kind = self.kind
        if self.group == "treasures":
            kind = "minion" if power is not None else "action"
        if kind == "minion" and power is None:
            raise ImportError_(f"{self.name}: minion without power")
        return {
            "id": f"{self.group}/{slugify(self.name)}",
            "name": self.name,
            "kind": kind,
            "group": self.group,
            "copies": self.copies,
            "power": power,
            "breakpoint": breakpoint_,
            "vp": vp,
            "treasures": treasures,
            "text": text,
            "errata": parse_errata(self.errata_line),
            "clarifications": [
                {"id": f"{self.group}/{slugify(self.name)}#{n}", "text": clar}
                for n, clar in enumerate(self.clarifications, start=1)
            ],
            "source": {
                "file": source_file,
                "page": revision.title,
                "revision": revision.timestamp,
                "line": self.line,
            },
        }


def parse_errata(line: str | None) -> dict:
    if line is None:  # the page does not say
        return {"errata": None, "kinds": [], "note": None, "text": None}
    raw = line.strip()
    has_errata = raw.lower().startswith("yes")
    kinds: list[str] = []
    outside_parentheses = re.sub(r"\([^)]*\)", "", raw)
    for kind in ERRATA_KINDS.findall(outside_parentheses):
        if kind.lower() not in kinds:
            kinds.append(kind.lower())
    notes = re.findall(r"\(([^)]*)\)", raw)
    trailing = re.split(r"\)\s*-\s*", raw, maxsplit=1)
    if len(trailing) == 2:
        notes.append(trailing[1])
    elif " - " in outside_parentheses:
        notes.append(outside_parentheses.split(" - ", 1)[1])
    note = "; ".join(n.strip() for n in notes if n.strip()) or None
    return {"errata": has_errata, "kinds": kinds, "note": note, "text": raw}


def card_entries(revision: Revision, group_of_section) -> list[CardEntry]:
    """Every ``Nx Name`` entry of a page, with the card type its section gives.

    ``group_of_section(title)`` maps a section heading to ``(group, kind)`` or
    None when the heading does not change the current section.
    """
    entries: list[CardEntry] = []
    group = kind = None
    current: CardEntry | None = None
    state = "text"
    for offset, raw in enumerate(revision.body):
        line_no = revision.body_start + offset
        stripped = raw.strip()
        head = heading(stripped)
        if head is not None or stripped.startswith("{|"):
            current = None
            if head is None:
                continue
            section = group_of_section(head[1])
            if section is not None:
                group, kind = section
                continue
            card = CARD_HEADING.match(head[1])
            if card and group:
                current = CardEntry(
                    name=card.group(2).strip(),
                    copies=int(card.group(1)),
                    kind=kind,
                    group=group,
                    text_lines=[],
                    errata_line=None,
                    clarifications=[],
                    line=line_no,
                )
                entries.append(current)
                state = "text"
            continue
        if current is None or not stripped or stripped.startswith("[[File:"):
            continue
        if stripped.startswith("Clarifications:"):
            state = "clarifications"
        elif state == "text":
            inline = ERRATA_INLINE.search(stripped)
            if inline:
                before = stripped[: inline.start()]
                if before.strip():
                    current.text_lines.append(clean_markup(before))
                current.errata_line = clean_markup(inline.group(1))
                state = "errata"
            else:
                current.text_lines.append(clean_markup(stripped))
        elif state == "clarifications":
            add_clarification_line(current, stripped)
    return entries


def add_clarification_line(entry: CardEntry, line: str) -> None:
    if line.startswith("*"):
        text = clean_markup(line.lstrip("*"))
        if text.lower() in NO_CLARIFICATION:
            return
        entry.clarifications.append(text)
    elif line.startswith("Q:") or not entry.clarifications:
        entry.clarifications.append(clean_markup(line))
    else:
        entry.clarifications[-1] += "\n" + clean_markup(line)


def faction_sections(faction_slug: str):
    def group_of_section(title: str):
        kind = SECTION_KINDS.get(title.lower())
        return (faction_slug, kind) if kind else None

    return group_of_section


def special_deck_sections(title: str):
    deck = SPECIAL_DECKS.get(title.lower())
    if deck:
        return deck, "minion" if deck == "monsters" else "action"
    if title.lower() == "madness and the final score":
        return None
    if not CARD_HEADING.match(title):
        # Any other rules heading ends the deck lists.
        return ("", None)
    return None


def is_faction_page(revision: Revision) -> bool:
    return any((h := heading(line)) and h[1].lower() in SECTION_KINDS for line in revision.body)


def faction_metadata(revision: Revision) -> dict:
    """Set, titan, complexity, mechanics and blurb from a faction page's introduction."""
    intro: list[str] = []
    complexity = None
    mechanics: list[str] = []
    in_mechanics = False
    for raw in revision.body:
        stripped = raw.strip()
        head = heading(stripped)
        if head is not None:
            title = head[1]
            if title.lower() in SECTION_KINDS:
                break
            in_mechanics = title.lower() == "mechanics"
            if title.lower().startswith("complexity level:"):
                level = title.split(":", 1)[1].strip()
                complexity = None if level.upper() == "REPLACE" else level.title()
            continue
        if in_mechanics and stripped.startswith("*"):
            item = clean_markup(stripped.lstrip("*"))
            # Long bullets under "Mechanics" are explanations, not mechanic names.
            if item and item.upper() not in NOT_MECHANICS and len(item) <= 60:
                mechanics.append(item.split(":")[0].strip())
        elif not in_mechanics and stripped and not stripped.startswith("[[File:"):
            intro.append(clean_markup(stripped))
    set_name = titan = None
    blurb: list[str] = []
    for paragraph in intro:
        match = FACTION_SET.search(paragraph)
        if match:
            set_name = SET_NAMES.get(fold(match.group(1)), match.group(1).strip())
            if match.group(2) != "do not have":
                titan = (match.group(3) or "").strip() or None
        else:
            blurb.append(paragraph)
    return {
        "set": set_name,
        "titan_name": titan,
        "complexity": complexity,
        "mechanics": mechanics,
        "description": "\n".join(p for p in blurb if not p.lower().startswith("purchase the")),
    }


def titan_list(revision: Revision) -> dict[str, str]:
    """Faction name → titan name, from the "List of Factions with Titans" tables."""
    cells: list[str] = []
    for raw in revision.body:
        stripped = raw.strip()
        if stripped.startswith("|") and not stripped.startswith(("|-", "|+", "|}")):
            cells.append(clean_markup(stripped.split("|", 2)[-1]))
    pairs = {}
    for i in range(0, len(cells) - 1, 2):
        pairs[cells[i]] = cells[i + 1]
    return pairs
