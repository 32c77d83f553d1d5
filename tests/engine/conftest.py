"""Every engine test checks, after every logged event, that cards are conserved and
that each citation names a real rule section, card or clarification."""

from __future__ import annotations

import pathlib
import re
from functools import cache

import pytest

from smashup_rules.engine.game import Game
from smashup_rules.reference import data

RULES_DIR = pathlib.Path(__file__).parents[2] / "docs" / "rules"


@cache
def known_ids() -> frozenset[str]:
    rule_ids = {
        rule_id
        for path in [*RULES_DIR.glob("*.md"), RULES_DIR.parent / "conflicts.md"]
        for rule_id in re.findall(r"^## `([^`]+)`", path.read_text(encoding="utf-8"), re.M)
    }
    errata = {f"errata:{card_id}" for card_id in data.cards()}
    return frozenset(rule_ids | set(data.cards()) | set(data.clarifications()) | set(data.summary_rulings()) | errata)


@pytest.fixture(autouse=True)
def events_checked(monkeypatch):
    original = Game.record

    def record_and_check(self, *args, **kwargs):
        event = original(self, *args, **kwargs)
        self.state.check_invariants()
        unknown = [cite for cite in event.cites if cite not in known_ids()]
        assert not unknown, f"event {event.message!r} cites unknown ids {unknown}"
        return event

    monkeypatch.setattr(Game, "record", record_and_check)
