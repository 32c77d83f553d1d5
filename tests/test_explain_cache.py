"""``smashup explain FILE`` off a terminal prints a kept explanation again, byte for byte, only
while the file's bytes, its name as given, the code and the data are what they were."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from smashup_rules.cli import explain_cache

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "scenarios" / "powderkeg-unkillable.yaml"


@pytest.fixture
def cache_home(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    return tmp_path / "cache"


def explain(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(ROOT / "scripts" / "smashup"), "explain", *args],
                          cwd=cwd, capture_output=True, text=True, env=os.environ.copy())


def test_a_second_run_prints_the_same_from_the_cache(cache_home, tmp_path):
    copy = tmp_path / "position.yaml"
    shutil.copy(EXAMPLE, copy)
    first = explain("position.yaml", cwd=tmp_path)
    assert first.returncode == 0 and "Result" in first.stdout
    assert len(list((cache_home / "smashup_rules" / "explanations").iterdir())) == 1
    second = explain("position.yaml", cwd=tmp_path)
    assert (second.stdout, second.returncode) == (first.stdout, first.returncode)
    as_json = explain("position.yaml", "--json", cwd=tmp_path)
    assert as_json.stdout.startswith("{") and explain("position.yaml", "--json", cwd=tmp_path).stdout == as_json.stdout


def test_what_is_kept_is_the_printed_output_and_is_used_only_for_the_same_bytes(cache_home, tmp_path, monkeypatch):
    copy = tmp_path / "position.yaml"
    shutil.copy(EXAMPLE, copy)
    raw = copy.read_bytes()
    explain_cache.Entry(raw, str(copy), False).keep("kept output\n", 0)
    assert explain_cache.Entry(raw, str(copy), False).recall() == ("kept output\n", 0)
    assert explain_cache.Entry(raw + b"\n", str(copy), False).recall() is None  # the file was edited
    assert explain_cache.Entry(raw, str(copy), True).recall() is None  # --json is kept apart
    assert explain_cache.Entry(raw, "position.yaml", False).recall() is None  # the output names the file as given


def test_a_change_of_code_or_data_makes_kept_explanations_stale(cache_home, tmp_path, monkeypatch):
    package = tmp_path / "package"
    (package / "data").mkdir(parents=True)
    (package / "module.py").write_text("x = 1\n")
    (package / "data" / "cards.json").write_text("{}")
    monkeypatch.setattr(explain_cache, "_HERE", str(package))
    copy = tmp_path / "position.yaml"
    shutil.copy(EXAMPLE, copy)
    explain_cache.Entry(copy.read_bytes(), str(copy), False).keep("kept\n", 0)
    assert explain_cache.Entry(copy.read_bytes(), str(copy), False).recall() is not None
    (package / "data" / "cards.json").write_text('{"changed": 1}')
    assert explain_cache.Entry(copy.read_bytes(), str(copy), False).recall() is None
    explain_cache.Entry(copy.read_bytes(), str(copy), False).keep("kept\n", 0)
    (package / "module.py").write_text("x = 22\n")
    assert explain_cache.Entry(copy.read_bytes(), str(copy), False).recall() is None


def test_a_file_that_does_not_load_is_not_kept(cache_home, tmp_path):
    broken = tmp_path / "broken.yaml"
    broken.write_text("players: [\n")
    result = explain("broken.yaml", cwd=tmp_path)
    assert result.returncode == 2
    assert not (cache_home / "smashup_rules" / "explanations").exists()


def test_a_file_too_large_to_be_a_position_is_not_kept(tmp_path):
    from smashup_rules.position import MAX_BYTES

    assert explain_cache.LARGEST_KEPT == MAX_BYTES
    large = tmp_path / "large.yaml"
    large.write_bytes(b"#" * (MAX_BYTES + 1))
    assert explain_cache.file_bytes(str(large)) is None
    assert explain_cache.file_bytes(str(tmp_path / "missing.yaml")) is None
    assert explain_cache.file_bytes(str(EXAMPLE)) == EXAMPLE.read_bytes()
