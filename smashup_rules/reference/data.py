"""The committed data, loaded once per process and shared by every part of the tool.

The JSON files are the data; a marshal copy of each, kept in the user's cache
folder and keyed by the file's size and time, loads several times faster and
spares a short command the ``json`` import.
"""

from __future__ import annotations

import marshal
import os

from ..cache import cache_dir, data_stamp, once, remove_stale

DATA_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "data")
Record = dict


def _load(name: str):
    path = os.path.join(DATA_DIR, name)
    cached = os.path.join(cache_dir(), f"{name}.{data_stamp(path)}.marshal")
    try:
        with open(cached, "rb") as file:
            return marshal.loads(file.read())
    except (OSError, EOFError, ValueError, TypeError):
        pass
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


@once
def cards() -> dict[str, Record]:
    """Card id → card record (factions, special decks, and cards known only by name)."""
    return {card["id"]: card for card in _load("cards.json")["cards"]}


@once
def factions() -> dict[str, Record]:
    return {faction["id"]: faction for faction in _load("factions.json")["factions"]}


@once
def decks() -> dict[str, Record]:
    """The shared Madness, Monster and Treasure decks."""
    return {deck["id"]: deck for deck in _load("factions.json")["decks"]}


@once
def summary_rulings() -> dict[str, Record]:
    """Prose rulings of the expansion summaries, by id (``oops/mummy#1``)."""
    return {ruling["id"]: ruling for ruling in _load("rulings.json")["rulings"]}


@once
def rules() -> dict[str, Record]:
    """Rule section id → section (from ``docs/rules``, built by the importer)."""
    return {section["id"]: section for section in _load("rules.json")["sections"]}


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
