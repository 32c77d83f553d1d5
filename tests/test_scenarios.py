"""Every example position in scenarios/ explains as its reviewed golden file says.

The golden files (scenarios/expected/NAME.txt) were read by eye when written:
a change in the engine that changes an explanation shows up here as a diff.
After checking such a diff is right, regenerate them with
``SMASHUP_UPDATE_GOLDEN=1 python -m pytest tests/test_scenarios.py``.
"""

from __future__ import annotations

import re

import json
import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from smashup_rules.cli.group import cli

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios"
EXPECTED = SCENARIOS / "expected"
FILES = sorted(SCENARIOS.glob("*.yaml"))


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_explanation_matches_the_golden_file(path, monkeypatch):
    monkeypatch.chdir(SCENARIOS.parent)
    result = CliRunner().invoke(cli, ["explain", f"scenarios/{path.name}"])
    golden = EXPECTED / f"{path.stem}.txt"
    if os.environ.get("SMASHUP_UPDATE_GOLDEN"):
        golden.parent.mkdir(exist_ok=True)
        golden.write_text(result.output, encoding="utf-8")
    expected = golden.read_text(encoding="utf-8")
    assert result.output == expected
    # A scenario may show a play the rules refuse; nothing else may stop it.
    assert "\nStopped: " not in expected
    assert result.exit_code == (1 if _refused(expected) else 0)


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_same_position_same_output(path, monkeypatch):
    monkeypatch.chdir(SCENARIOS.parent)
    runs = [CliRunner().invoke(cli, ["explain", f"scenarios/{path.name}", "--json"]).output for _ in range(2)]
    assert runs[0] == runs[1]
    # The JSON says what the text says: a refusal is an illegal-play error, and nothing else stops.
    refused = _refused((EXPECTED / f"{path.stem}.txt").read_text(encoding="utf-8"))
    error = json.loads(runs[0])["error"]
    assert (error["kind"] if error else None) == ("illegal-play" if refused else None)


def _refused(text: str) -> bool:
    """Whether a golden explanation ends its steps with a refused play (a numbered step)."""
    return re.search(r"^ ?\d+\. Refused: ", text, re.M) is not None


def test_there_are_at_least_ten_scenarios():
    assert len(FILES) >= 10


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_every_number_and_chooser_of_every_step_cites_its_source(path):
    """The citation audit (reference.coverage.step_source_problems) on the example positions."""
    from smashup_rules.explain.run import explain_position, steps
    from smashup_rules.position import load_valid_position
    from smashup_rules.reference.coverage import step_source_problems

    explanation = explain_position(load_valid_position(path.read_bytes(), source=path.name))
    problems = [f"step {step['number']} ({step['message']}): {problem}" for step in steps(explanation) for problem in step_source_problems(step)]
    assert problems == []
