"""What the launcher's short commands import and read: start-up is measured by bench/run.py,
these check the reasons it is short, so that a change which undoes one fails here."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "scenarios" / "powderkeg-unkillable.yaml"
# Imported by none of the short paths: each costs a visible part of a bare interpreter's start.
HEAVY = {"re", "enum", "json", "collections", "functools", "contextlib", "unicodedata", "typing", "dataclasses",
         "yaml", "click", "rich", "encodings.utf_8_sig", "importlib", "warnings", "weakref"}

REPORT = """
import json, os, sys
before = set(sys.modules)
from smashup_rules.cli.launcher import quick
sys.stdout = open(os.devnull, "w")
code = quick(sys.argv[1:])
sys.stdout = sys.__stdout__
from smashup_rules.cli.code_cache import CodeCache
from smashup_rules.reference import data
loaded = {name: type(getattr(module, "__loader__", None)).__name__ for name, module in sys.modules.items() if name not in before}
print(json.dumps({"code": code, "loaded": loaded, "every_card_read": data.cards()._complete}))
"""


def run(tmp_path: Path, *argv: str) -> dict:
    """One short command in a fresh interpreter, with a cache folder of the test's own."""
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache")}
    done = subprocess.run([sys.executable, "-c", REPORT, *argv], capture_output=True, text=True, check=True, env=env, cwd=ROOT)
    return json.loads(done.stdout)


def new_copy(tmp_path: Path, name: str) -> str:
    copy = tmp_path / name
    shutil.copy(EXAMPLE, copy)
    return str(copy)


def test_a_new_file_is_explained_with_the_kept_code_and_without_heavy_modules(tmp_path):
    first = run(tmp_path, "explain", new_copy(tmp_path, "first.yaml"))
    assert first["code"] == 0 and first["loaded"]["smashup_rules.engine.state"] == "SourceFileLoader"
    second = run(tmp_path, "explain", new_copy(tmp_path, "second.yaml"))  # never seen, but the code was kept
    assert second["code"] == 0
    engine = [name for name in second["loaded"] if name.startswith(("smashup_rules.engine", "smashup_rules.cards"))]
    assert len(engine) > 20 and {second["loaded"][name] for name in engine} == {"CodeCache"}
    assert not HEAVY & set(second["loaded"])


def test_a_file_that_does_not_load_imports_no_engine(tmp_path):
    result = run(tmp_path, "explain", str(ROOT / "tests" / "bad_positions" / "many-problems.yaml"))
    assert result["code"] == 2
    assert not [name for name in result["loaded"] if name.startswith("smashup_rules.engine")]


def test_a_card_lookup_reads_only_its_faction_and_imports_nothing_heavy(tmp_path):
    run(tmp_path, "card", "first mate")  # builds the caches
    result = run(tmp_path, "card", "first mate")
    assert result["code"] == 0 and not result["every_card_read"]
    assert not HEAVY & set(result["loaded"])


def test_an_exact_name_is_found_without_going_through_every_name(monkeypatch):
    from smashup_rules.reference import names

    def scanned(*_):
        raise AssertionError("every name was scanned for an exact name")

    monkeypatch.setattr(names, "_word_prefixes", scanned)
    assert names.resolve_card("First Mate") == "pirates/first-mate"
    assert names.resolve_faction("Ninjas") == "ninjas"
    with pytest.raises(AssertionError):
        names.resolve_card("zom lord")  # found by word prefixes: the names are scanned then


# What only ``smashup scenarios`` may import: pytest (with pluggy), pytest-bdd and the scenarios package.
PYTEST_PACKAGES = ("pytest", "_pytest", "pytest_bdd", "pluggy")

THROUGH_CLICK = """
import json, os, sys
from smashup_rules.cli.group import cli
sys.stdout = open(os.devnull, "w")
try:
    cli(sys.argv[1:], prog_name="smashup")
except SystemExit:
    pass
sys.stdout = sys.__stdout__
print(json.dumps(sorted(sys.modules)))
"""


def _scenario_modules(loaded) -> list[str]:
    return sorted(name for name in loaded if name.split(".")[0] in PYTEST_PACKAGES or name.startswith("smashup_rules.scenarios"))


@pytest.mark.parametrize("argv", [("card", "first mate"), ("search", "powderkeg"), ("explain", str(EXAMPLE))], ids=lambda argv: argv[0])
def test_the_short_commands_import_neither_pytest_nor_the_scenarios(tmp_path, argv):
    assert _scenario_modules(run(tmp_path, *argv)["loaded"]) == []


@pytest.mark.parametrize("argv", [("card", "first mate", "--history"), ("search", "powderkeg", "--limit", "3"), ("explain", str(EXAMPLE), "--seed", "1")],
                         ids=lambda argv: argv[0])
def test_the_commands_through_click_import_neither_pytest_nor_the_scenarios(tmp_path, argv):
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache")}
    done = subprocess.run([sys.executable, "-c", THROUGH_CLICK, *argv], capture_output=True, text=True, check=True, env=env, cwd=ROOT)
    assert _scenario_modules(json.loads(done.stdout)) == []
