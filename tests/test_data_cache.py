"""The card table reads one faction at a time and, gone through, is the whole
data file in its order; rule titles come from a small derived cache."""

from __future__ import annotations

import json

import pytest

from smashup_rules.reference import data


@pytest.fixture
def fresh(tmp_path, monkeypatch):
    """Empty cache folder and no data loaded yet in this process."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    return tmp_path / "smashup_rules"


def committed_cards() -> list[dict]:
    with open(f"{data.DATA_DIR}/cards.json", encoding="utf-8") as file:
        return json.load(file)["cards"]


def test_a_lookup_reads_only_that_faction_once_the_parts_exist(fresh):
    data.CardTable().read_all()  # the first reading writes one part per faction
    table = data.CardTable()
    assert table["pirates/first-mate"]["name"] == "First Mate"
    assert "robots/warbot" not in dict.keys(table)
    assert {card_id.partition("/")[0] for card_id in dict.keys(table)} == {"pirates"}
    assert "robots/warbot" in table and table.get("robots/no-such-card") is None


def test_going_through_the_table_gives_every_card_in_file_order(fresh):
    table = data.CardTable()
    table["zombies/walker"]  # one faction first: the order must not depend on it
    assert list(table) == [card["id"] for card in committed_cards()]
    assert len(table) == len(committed_cards())
    assert table.get("pirates/first-mate") == next(c for c in committed_cards() if c["id"] == "pirates/first-mate")


def test_unknown_ids_and_other_keys_are_simply_absent(fresh):
    table = data.CardTable()
    assert "nobody/nothing" not in table
    assert 42 not in table
    with pytest.raises(KeyError):
        table["pirates/no-such-card"]


def test_a_missing_part_is_rebuilt_from_the_whole_file(fresh):
    data.CardTable().read_all()
    (part,) = fresh.glob("cards.json-group-ninjas.*.marshal")
    part.unlink()
    table = data.CardTable()
    assert table["ninjas/ninja-acolyte"]["kind"] == "minion"
    assert len(list(fresh.glob("cards.json-group-ninjas.*.marshal"))) == 1


def test_rule_titles_match_the_sections(fresh):
    titles = data._derived("rules.json", "titles", lambda: {i: (r["title"], r["file"]) for i, r in data.rules().items()})
    assert titles == {i: (r["title"], r["file"]) for i, r in data.rules().items()}
    assert titles["scoring.ties"][0] == data.rules()["scoring.ties"]["title"]


def test_a_clarification_is_found_through_its_card():
    clar = data.clarification("pirates/powderkeg#1")
    assert clar == data.clarifications()["pirates/powderkeg#1"]
    assert data.clarification("pirates/powderkeg#99") is None
    assert data.clarification("nobody/nothing#1") is None


def test_cache_files_of_other_installs_go_once_long_unused(fresh):
    import os
    import time

    from smashup_rules.util.cache import UNUSED_DAYS, remove_stale

    fresh.mkdir(parents=True)
    old = fresh / "cards.json.99.1-2.marshal"  # another install's copy
    recent = fresh / "cards.json.98.1-2.marshal"
    for path in (old, recent):
        path.write_bytes(b"x")
    long_ago = time.time() - (UNUSED_DAYS + 1) * 86400
    os.utime(old, (long_ago, long_ago))
    current = fresh / "rules.json.97.3-4.marshal"
    current.write_bytes(b"x")
    remove_stale(str(current))
    assert sorted(p.name for p in fresh.iterdir()) == [recent.name, current.name]
