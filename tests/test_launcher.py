"""The launcher's fast path prints exactly what the click commands print."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from smashup_rules.cli.group import cli
from smashup_rules.cli.launcher import quick

SAME = [
    ["card", "first mate"],
    ["--no-pager", "card", "first mate"],
    ["card", "tortuga", "--json"],
    ["card", "Zombie Lrod"],
    ["card", "sheriff"],
    ["card", "Diva", "--json"],
    ["card", "samurai ch"],
    ["search", "move", "to", "the", "replacement", "base"],
    ["search", "titan", "clash", "--json"],
    ["explain", "scenarios/powderkeg-unkillable.yaml"],
    ["explain", "scenarios/powderkeg-unkillable.yaml", "--json"],
    ["explain", "tests/bad_positions/empty.yaml"],
    # Errors under --json: JSON on standard output, the same from both paths.
    ["card", "Zombie Lrod", "--json"],
    ["card", "zom", "--json"],
    ["explain", "tests/bad_positions/empty.yaml", "--json"],
    ["explain", "tests/bad_positions/many-problems.yaml", "--json"],
    ["explain", "tests/bad_positions/many-problems.yaml"],
    ["explain", "no-such-position.yaml", "--json"],
    ["explain", "scenarios/wildlife-preserve-poison.yaml", "--json"],
    ["explain", "scenarios/wildlife-preserve-poison.yaml"],
]


@pytest.mark.parametrize("argv", SAME, ids=" ".join)
def test_fast_path_matches_click(argv, capsys):
    assert_same(argv, capsys)


@pytest.mark.parametrize("as_json", [[], ["--json"]], ids=["text", "json"])
def test_an_unanswered_decision_is_the_same_from_both_paths(as_json, tmp_path, capsys):
    position = tmp_path / "unanswered.yaml"
    position.write_text(Path("scenarios/powderkeg-unkillable.yaml").read_text(encoding="utf-8").replace("choices: [Warbot]", ""), encoding="utf-8")
    assert_same(["explain", str(position), *as_json], capsys)


def assert_same(argv, capsys):
    code = quick(argv)
    fast = capsys.readouterr()
    slow = CliRunner().invoke(cli, argv)
    assert code == slow.exit_code
    assert fast.out == slow.stdout
    assert fast.err == slow.stderr


@pytest.mark.parametrize("argv", [["card"], ["card", "--help"], ["card", "a", "b"], ["search", "--limit", "3", "x"], ["rule", "may"], ["explain", "a.yaml", "--choose", "x"], []])
def test_anything_else_goes_to_click(argv):
    assert quick(argv) is None


def run_broken(monkeypatch, argv: list[str]) -> int:
    """``launcher.main`` with ``argv`` while the command itself raises a bug of ours."""
    import smashup_rules.cli.launcher as launcher

    def broken(argv):
        raise KeyError("c99")

    monkeypatch.setattr(launcher, "quick", broken)
    monkeypatch.setattr(launcher, "leave", sys.exit)  # os._exit would end the test run
    monkeypatch.setattr(launcher.gc, "disable", lambda: None)  # keep the test run's collector on
    monkeypatch.setattr("sys.argv", ["smashup", *argv])
    monkeypatch.delenv("SMASHUP_DEBUG", raising=False)
    with pytest.raises(SystemExit) as exit_:
        launcher.main()
    return exit_.value.code


INTERNAL = "internal error (KeyError: 'c99'); please report it with the command and files used. SMASHUP_DEBUG=1 shows the traceback."


def test_an_internal_error_is_one_line_not_a_traceback(monkeypatch, capsys):
    assert run_broken(monkeypatch, ["card", "x"]) == 1
    assert capsys.readouterr().err == f"smashup: {INTERNAL}\n"


def test_an_internal_error_under_json_is_json(monkeypatch, capsys):
    assert run_broken(monkeypatch, ["card", "x", "--json"]) == 1
    printed = capsys.readouterr()
    assert printed.err == ""
    assert json.loads(printed.out) == {"error": {"kind": "internal", "message": INTERNAL, "file": None, "line": None, "column": None}}
