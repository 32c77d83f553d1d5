"""Prose rulings from the expansion summaries (seeds 000, 001, 004)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from smashup_rules.util.ids import fold, slugify

# The summaries name their set only in their title line; the short slug is ours.
SUMMARY_SETS = {
    "Smash Up: Oops, You Did It Again Rules": ("oops", "Oops, You Did It Again"),
    "Smash Up: Penguins Rules": ("penguins", "Penguins"),
    "Smash Up: The Obligatory Cthulhu Set Rules": ("cthulhu", "The Obligatory Cthulhu Set"),
}
# Rule topics the summaries explain, with the rule area each ruling belongs to.
TOPICS = {
    "burying cards": ("burying", "burying"),
    "duels": ("duels", "duels"),
    "playing cards off the top of the deck": ("off-the-top", "off-the-top"),
    "madness deck": ("madness-deck", "madness.deck"),
    "madness and final scoring": ("madness-final-score", "madness.final-score"),
    "power counters": ("power-counters", "counters.power"),
    "accessibility play notes": ("accessibility", None),
}
# Labels in a faction's section that name a situation, not a card.
NOT_CARD_LABELS = {"cards in your hand that you do not own"}
SIMILAR = re.compile(r",?\s+and similar\b.*$", re.IGNORECASE)
LIST_SEPARATOR = re.compile(r",\s*(?:and\s+)?|\s+and\s+")
LABEL = re.compile(r"^([^:]{1,80}):\s+(.*)$")
TITAN_SECTION = re.compile(r"^(.+?) Titan$")
CARD_CLARIFICATIONS = re.compile(r"^(.+?) card clarifications$", re.IGNORECASE)


@dataclass
class Section:
    title: str
    line: int
    paragraphs: list[tuple[int, str]] = field(default_factory=list)


def is_header(line: str) -> bool:
    stripped = line.strip()
    return bool(stripped) and len(stripped) <= 60 and stripped[-1] not in ".:!?)”\"" and ":" not in stripped


def split_sections(text: str) -> tuple[str, str, list[Section]]:
    lines = text.split("\n")
    title = lines[0].strip()
    intro = lines[2].strip()
    sections: list[Section] = []
    for number, raw in enumerate(lines[3:], start=4):
        if not raw.strip():
            continue
        if is_header(raw):
            sections.append(Section(raw.strip(), number))
        elif sections:
            sections[-1].paragraphs.append((number, raw.strip()))
    return title, intro, sections


def card_names(label: str) -> tuple[list[str], bool]:
    """``"Bushi, Honor the Fallen, and similar abilities"`` → (["Bushi", "Honor the Fallen"], True)."""
    similar = bool(SIMILAR.search(label))
    names = [n.strip() for n in LIST_SEPARATOR.split(SIMILAR.sub("", label)) if n.strip()]
    return names, similar


class SummaryImporter:
    """Turns summary paragraphs into rulings attached to cards, factions or rule topics.

    ``cards_by_faction`` maps a faction slug to ``{folded name: card id}`` for the
    factions with wiki pages; names not found there become cards known only by
    name (``stub_cards``).
    """

    def __init__(self, faction_names: dict[str, str], cards_by_faction: dict[str, dict[str, str]]):
        self.faction_names = faction_names  # folded faction name → slug
        self.cards_by_faction = cards_by_faction
        self.rulings: list[dict] = []
        self.stub_cards: dict[str, dict] = {}
        self.faction_notes: dict[str, dict] = {}
        self.sets: list[dict] = []
        self._counters: dict[str, int] = {}

    def add(self, source_file: str, text: str) -> None:
        title, intro, sections = split_sections(text)
        if title not in SUMMARY_SETS:
            raise ValueError(f"{source_file}: unknown summary {title!r}")
        set_slug, set_name = SUMMARY_SETS[title]
        self.sets.append({"id": set_slug, "name": set_name, "title": title, "intro": intro, "file": source_file})
        for section in sections:
            self._section(source_file, set_slug, set_name, section)

    def _section(self, source_file: str, set_slug: str, set_name: str, section: Section) -> None:
        header = section.title
        topic = TOPICS.get(header.lower())
        if topic:
            slug, rule = topic
            for line, paragraph in section.paragraphs:
                self._ruling(source_file, set_slug, section, line, paragraph, subject=slug, topic=slug, rules=[rule] if rule else [], kind="note" if slug == "accessibility" else "ruling")
            return
        titan = TITAN_SECTION.match(header)
        faction = self.faction_names.get(fold(header))
        clarifications = CARD_CLARIFICATIONS.match(header)
        if clarifications:
            faction = self.faction_names.get(fold(clarifications.group(1) + "s"))
        if titan and not faction:
            faction = self.faction_names.get(fold(titan.group(1).split()[-1] + "s"))
        if faction is None:
            raise ValueError(f"{source_file}:{section.line}: section {header!r} is neither a topic nor a faction")
        self.faction_notes.setdefault(faction, {"set": set_name, "set_id": set_slug, "description": None})
        if titan:
            titan_id = self._card(faction, titan.group(1), kind="titan")
            for line, paragraph in section.paragraphs:
                self._ruling(source_file, set_slug, section, line, paragraph, subject=titan_id.split("/")[1], cards=[titan_id], faction=faction)
            return
        for index, (line, paragraph) in enumerate(section.paragraphs):
            label = LABEL.match(paragraph)
            if label and label.group(1).lower() not in NOT_CARD_LABELS:
                names, similar = card_names(label.group(1))
                titan_text = re.match(r"This later (official )?Titan", label.group(2))
                ids = [self._card(faction, name, kind="titan" if titan_text else None) for name in names]
                self._ruling(source_file, set_slug, section, line, label.group(2), subject=ids[0].split("/")[1], cards=ids, faction=faction, label=label.group(1), similar=similar)
            elif index == 0 and not clarifications and not label:
                self.faction_notes[faction]["description"] = paragraph
            else:
                self._ruling(source_file, set_slug, section, line, label.group(2) if label else paragraph, subject=faction, faction=faction, label=label.group(1) if label else None)

    def _card(self, faction: str, name: str, kind: str | None) -> str:
        known = self.cards_by_faction.get(faction, {}).get(fold(name))
        if known:
            return known
        card_id = f"{faction}/{slugify(name)}"
        stub = self.stub_cards.setdefault(card_id, {"id": card_id, "name": name, "group": faction, "kind": kind})
        stub["kind"] = stub["kind"] or kind
        return card_id

    def _ruling(self, source_file, set_slug, section, line, text, *, subject, cards=(), faction=None, topic=None, rules=(), label=None, similar=False, kind="ruling"):
        key = f"{set_slug}/{subject}"
        self._counters[key] = self._counters.get(key, 0) + 1
        self.rulings.append(
            {
                "id": f"{key}#{self._counters[key]}",
                "kind": kind,
                "text": text,
                "label": label,
                "cards": list(cards),
                "and_similar": similar,
                "faction": faction,
                "topic": topic,
                "rules": list(rules),
                "source": {"file": source_file, "section": section.title, "line": line},
            }
        )
