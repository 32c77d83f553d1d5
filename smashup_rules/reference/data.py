"""The committed data, loaded once per process and shared by every part of the tool."""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

Record = dict[str, Any]


def _load(name: str) -> Any:
    return json.loads(resources.files("smashup_rules").joinpath("data", name).read_text(encoding="utf-8"))


@cache
def cards() -> dict[str, Record]:
    """Card id → card record (factions, special decks, and cards known only by name)."""
    return {card["id"]: card for card in _load("cards.json")["cards"]}


@cache
def factions() -> dict[str, Record]:
    return {faction["id"]: faction for faction in _load("factions.json")["factions"]}


@cache
def decks() -> dict[str, Record]:
    """The shared Madness, Monster and Treasure decks."""
    return {deck["id"]: deck for deck in _load("factions.json")["decks"]}


@cache
def summary_rulings() -> dict[str, Record]:
    """Prose rulings of the expansion summaries, by id (``oops/mummy#1``)."""
    return {ruling["id"]: ruling for ruling in _load("rulings.json")["rulings"]}


@cache
def summary_sets() -> dict[str, Record]:
    return {s["id"]: s for s in _load("rulings.json")["sets"]}


@cache
def rules() -> dict[str, Record]:
    """Rule section id → section (from ``docs/rules``, built by the importer)."""
    return {section["id"]: section for section in _load("rules.json")["sections"]}


@cache
def pages() -> list[Record]:
    return _load("pages.json")["pages"]


@cache
def clarifications() -> dict[str, Record]:
    """Clarification id → ``{"id", "text", "card"}`` for every card."""
    return {
        clar["id"]: {**clar, "card": card["id"]}
        for card in cards().values()
        for clar in card["clarifications"]
    }


@cache
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
