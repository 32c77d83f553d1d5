"""A position file that loaded and validated once is read back from the cache,
equal in every field, and only while the file's bytes are unchanged."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from smashup_rules.position import cache as position_cache
from smashup_rules.position import read as position_read
from smashup_rules.position import PositionInvalid, load_valid_position

SCENARIOS = Path(__file__).parent.parent / "scenarios"
EXAMPLE = SCENARIOS / "powderkeg-unkillable.yaml"


@pytest.fixture
def cache_home(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    return tmp_path / "cache"


@pytest.fixture
def reads(monkeypatch):
    """Counts how often a position is read from YAML (a cache miss)."""
    calls = []
    original = position_read.load_position

    def counting(*args, **kwargs):
        calls.append(args)
        return original(*args, **kwargs)

    monkeypatch.setattr(position_read, "load_position", counting)
    return calls


def every_field(value):
    """Everything a position holds, where it was written included (equality ignores that part)."""
    if isinstance(value, list):
        return [every_field(item) for item in value]
    if hasattr(value, "__slots__"):
        return (type(value).__name__, *(every_field(getattr(value, name)) for name in value.__slots__))
    return value


@pytest.mark.parametrize("scenario", sorted(p.name for p in SCENARIOS.glob("*.yaml")))
def test_a_position_read_again_comes_from_the_cache_identical(scenario, cache_home, reads, tmp_path):
    path = tmp_path / scenario
    shutil.copy(SCENARIOS / scenario, path)
    first = load_valid_position(path, source="first.yaml")
    second = load_valid_position(path, source="second.yaml")
    assert len(reads) == 1
    assert every_field(second) == every_field(first)[:-2] + ("second.yaml", every_field(first)[-1])
    assert second.source == "second.yaml"


def test_an_edited_file_is_read_again(cache_home, reads, tmp_path):
    path = tmp_path / "position.yaml"
    text = EXAMPLE.read_text()
    path.write_text(text)
    assert load_valid_position(path).choices == ["Warbot"]
    path.write_text(text.replace("choices: [Warbot]", "choices: [Walker]"))
    assert load_valid_position(path).choices == ["Walker"]
    assert len(reads) == 2


def test_new_data_or_code_misses_the_cache(cache_home, reads, tmp_path, monkeypatch):
    path = tmp_path / "position.yaml"
    shutil.copy(EXAMPLE, path)
    load_valid_position(path)
    monkeypatch.setattr(position_cache, "FORMAT", position_cache.FORMAT + "-next")
    load_valid_position(path)
    assert len(reads) == 2


def test_an_invalid_position_is_never_kept(cache_home, reads, tmp_path):
    path = tmp_path / "position.yaml"
    path.write_text(EXAMPLE.read_text().replace("hand: [Powderkeg, Zapbot]", "hand: [Powderkeg, Zapbot, Grave Digger]"))
    for _ in range(2):
        with pytest.raises(PositionInvalid, match="Grave Digger"):
            load_valid_position(path)
    assert len(reads) == 2


def test_a_cache_that_cannot_be_written_is_not_used(tmp_path, monkeypatch, reads):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocker))
    for _ in range(2):
        assert load_valid_position(EXAMPLE).turn == "Alice"
    assert len(reads) == 2


def test_a_damaged_entry_is_read_again(cache_home, reads, tmp_path):
    path = tmp_path / "position.yaml"
    shutil.copy(EXAMPLE, path)
    load_valid_position(path)
    (entry,) = (cache_home / "smashup_rules" / "positions").iterdir()
    entry.write_bytes(b"\x00garbage")
    assert load_valid_position(path).turn == "Alice"
    assert len(reads) == 2


def test_the_cache_keeps_a_bounded_number_of_entries(cache_home, tmp_path, monkeypatch):
    monkeypatch.setattr(position_cache, "KEEP_AT_MOST", 8)
    counts = []
    for number in range(12):
        path = tmp_path / f"position-{number}.yaml"
        shutil.copy(EXAMPLE, path)
        load_valid_position(path)
        counts.append(len(list((cache_home / "smashup_rules" / "positions").iterdir())))
    # The ninth entry is one too many: the oldest quarter goes, so that the next few new
    # files do not each pay for reading every entry's time.
    assert counts == [1, 2, 3, 4, 5, 6, 7, 8, 6, 7, 8, 6]
