"""The committed data, loaded once per process and shared by every part of the tool.

The JSON files are the data; a marshal copy of each, kept in the user's cache
folder and keyed by the file's size and time, loads several times faster and
spares a short command the ``json`` import. Cards are also kept one faction
per file, so that looking up a card or explaining a position reads only the
factions it involves; going through every card reads them all.
"""

from __future__ import annotations

import marshal
import os

from smashup_rules.util.cache import cache_dir, data_stamp, once, remove_stale

DATA_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "data")
Record = dict


_NOT_CACHED = object()


def _cached_path(name: str, part: str | None = None) -> str:
    """The cache file of data file ``name``, or of one ``part`` derived from it."""
    stamp = data_stamp(os.path.join(DATA_DIR, name))
    if part is None:
        return os.path.join(cache_dir(), f"{name}.{stamp}.marshal")
    # A derived part also depends on the code that derives it: this module.
    return os.path.join(cache_dir(), f"{name}-{part}.{stamp}.{data_stamp(__file__)}.marshal")


def _read_cached(cached: str):
    try:
        with open(cached, "rb") as file:
            return marshal.loads(file.read())
    except (OSError, EOFError, ValueError, TypeError):
        return _NOT_CACHED


def _load(name: str):
    path = os.path.join(DATA_DIR, name)
    cached = _cached_path(name)
    value = _read_cached(cached)
    if value is not _NOT_CACHED:
        return value
    import json

    with open(path, encoding="utf-8") as file:
        value = json.load(file)
    _store(cached, value)
    return value


def _store(path: str, value) -> None:
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        partial = f"{path}.{os.getpid()}.tmp"
        with open(partial, "wb") as file:
            marshal.dump(value, file)
        os.replace(partial, path)
        remove_stale(path)
    except OSError:
        pass


def _derived(name: str, part: str, build):
    """A value computed from data file ``name`` by ``build``, cached beside its copy."""
    cached = _cached_path(name, part)
    value = _read_cached(cached)
    if value is _NOT_CACHED:
        value = build()
        _store(cached, value)
    return value


class CardTable(dict):
    """Card id → card record, read one faction (the id's prefix) at a time.

    Looking up an id (``[]``, ``get``, ``in``) reads that faction's cards if they
    are not read yet; going through the table (iteration, ``len``, ``items`` ...)
    reads every card first, in the order of the data file.
    """

    def __init__(self):
        super().__init__()
        self._groups_read: set[str] = set()
        self._complete = False

    def __missing__(self, card_id: str) -> Record:
        group = card_id.partition("/")[0]
        if not self._complete and group not in self._groups_read:
            self._groups_read.add(group)
            part = _read_cached(_cached_path("cards.json", f"group-{group}"))
            if part is _NOT_CACHED:
                self.read_all()
            else:
                dict.update(self, part)
            if dict.__contains__(self, card_id):
                return dict.__getitem__(self, card_id)
        raise KeyError(card_id)

    def read_all(self) -> None:
        if self._complete:
            return
        records = {card["id"]: card for card in _load("cards.json")["cards"]}
        dict.clear(self)
        dict.update(self, records)
        self._complete = True
        groups: dict[str, dict[str, Record]] = {}
        for card_id, card in records.items():
            groups.setdefault(card_id.partition("/")[0], {})[card_id] = card
        for group, part in groups.items():
            cached = _cached_path("cards.json", f"group-{group}")
            if not os.path.exists(cached):
                _store(cached, part)

    def __contains__(self, card_id: object) -> bool:
        return self.get(card_id) is not None

    def get(self, card_id: object, default=None):
        if not isinstance(card_id, str):
            return default
        try:
            return self[card_id]
        except KeyError:
            return default

    def __iter__(self):
        self.read_all()
        return dict.__iter__(self)

    def __len__(self) -> int:
        self.read_all()
        return dict.__len__(self)

    def keys(self):
        self.read_all()
        return dict.keys(self)

    def values(self):
        self.read_all()
        return dict.values(self)

    def items(self):
        self.read_all()
        return dict.items(self)


@once
def cards() -> CardTable:
    """Card id → card record (factions, special decks, and cards known only by name)."""
    return CardTable()


def clarification(clarification_id: str) -> Record | None:
    """One card clarification (``pirates/powderkeg#1``) with its card id, reading only that card's faction."""
    card = cards().get(clarification_id.partition("#")[0])
    for clar in card["clarifications"] if card else ():
        if clar["id"] == clarification_id:
            return {**clar, "card": card["id"]}
    return None


@once
def card_names() -> dict[str, str]:
    """Card id → display name, in the order of the data file: what matching a name needs,
    without reading every card."""
    return _derived("cards.json", "names", lambda: {card_id: card["name"] for card_id, card in cards().items()})


@once
def card_ids_by_group() -> dict[str, frozenset[str]]:
    """Faction or deck → the ids of its cards (a group is the first part of an id), from the
    name table: without reading the cards, and kept, as building it goes through every name."""

    def build() -> dict[str, frozenset[str]]:
        groups: dict[str, list[str]] = {}
        for card_id in {card_id for ids in name_keys()["card"].values() for card_id in ids}:
            groups.setdefault(card_id.partition("/")[0], []).append(card_id)
        return {group: frozenset(ids) for group, ids in groups.items()}

    return _derived("names.json", "groups", build)


@once
def _factions_file() -> dict:
    return _load("factions.json")  # read once for both of the tables below


@once
def factions() -> dict[str, Record]:
    return {faction["id"]: faction for faction in _factions_file()["factions"]}


@once
def decks() -> dict[str, Record]:
    """The shared Madness, Monster and Treasure decks."""
    return {deck["id"]: deck for deck in _factions_file()["decks"]}


@once
def summary_rulings() -> dict[str, Record]:
    """Prose rulings of the expansion summaries, by id (``oops/mummy#1``)."""
    return {ruling["id"]: ruling for ruling in _load("rulings.json")["rulings"]}


@once
def rules() -> dict[str, Record]:
    """Rule section id → section (from ``docs/rules``, built by the importer)."""
    return {section["id"]: section for section in _load("rules.json")["sections"]}


@once
def rule_titles() -> dict[str, tuple[str, str]]:
    """Rule section id → (title, file): what a citation shows, without reading every section."""
    return _derived("rules.json", "titles", lambda: {rule_id: (rule["title"], rule["file"]) for rule_id, rule in rules().items()})


def rule_first_sentences() -> dict[str, str]:
    """Rule section id → the first sentence of its text: what a citation shows beside the title."""
    return _derived("rules.json", "first-sentences", lambda: {rule_id: first_sentence(rule["body"]) for rule_id, rule in rules().items()})


ABBREVIATIONS = ("e.g", "i.e", "etc", "vs", "cf")


def first_sentence(body: str) -> str:
    """The first sentence of a section's first paragraph (a list item's, if it opens with one);
    a sentence that only opens a list ("In order:") goes on with the list's first item."""
    opening, _, rest = body.strip().partition("\n\n")
    sentence = _first_sentence_of(opening)
    return f"{sentence} {_first_sentence_of(rest)}" if sentence.endswith(":") and rest else sentence


def _first_sentence_of(block: str) -> str:
    paragraph = block.strip().split("\n\n", 1)[0].strip()
    number, dot, rest = paragraph.partition(". ")
    if paragraph.startswith("- ") or (dot and number.isdigit()):  # a list: its first item
        paragraph = (paragraph[2:] if paragraph.startswith("- ") else rest).split("\n", 1)[0]
    paragraph = " ".join(paragraph.split())
    end = paragraph.find(". ")
    while end != -1 and paragraph[:end].rsplit(" ", 1)[-1].strip("(").lower() in ABBREVIATIONS:
        end = paragraph.find(". ", end + 2)
    return paragraph if end == -1 else paragraph[: end + 1]


@once
def vocabulary() -> list[Record]:
    """The game's vocabulary for search: what players type, the rules' words for it, the sources
    (``docs/vocabulary.md``, checked and written by the importer)."""
    return _load("vocabulary.json")["entries"]


@once
def name_keys() -> dict[str, dict[str, list[str]]]:
    """Folded name → ids, for cards and factions (computed by the importer)."""
    return _load("names.json")


@once
def clarifications() -> dict[str, Record]:
    """Clarification id → ``{"id", "text", "card"}`` for every card."""
    return {
        clar["id"]: {**clar, "card": card["id"]}
        for card in cards().values()
        for clar in card["clarifications"]
    }


@once
def rulings() -> dict[str, Record]:
    """Every documented ruling the scenario suite must cover, by id.

    That is each card clarification and each summary ruling; the summaries'
    accessibility notes are table advice, not rulings, and are left out.
    """
    documented: dict[str, Record] = {}
    for clar in clarifications().values():
        card = cards()[clar["card"]]
        documented[clar["id"]] = {
            "id": clar["id"],
            "kind": "clarification",
            "text": clar["text"],
            "cards": [card["id"]],
            "faction": card["group"],
            "topic": None,
        }
    for ruling in summary_rulings().values():
        if ruling["kind"] != "ruling":
            continue
        documented[ruling["id"]] = {
            "id": ruling["id"],
            "kind": "summary",
            "text": ruling["text"],
            "cards": ruling["cards"],
            "faction": ruling["faction"],
            "topic": ruling["topic"],
        }
    return documented


def group_name(group: str) -> str:
    """Display name of a card's faction or special deck."""
    if group in factions():
        return factions()[group]["name"]
    return decks()[group]["name"]
