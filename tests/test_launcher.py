"""The launcher's fast path prints exactly what the click commands print."""

from __future__ import annotations

import sys

import pytest
from click.testing import CliRunner

from smashup_rules.cli import cli
from smashup_rules.launcher import quick

SAME = [
    ["card", "first mate"],
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
]


@pytest.mark.parametrize("argv", SAME, ids=" ".join)
def test_fast_path_matches_click(argv, capsys):
    code = quick(argv)
    fast = capsys.readouterr()
    slow = CliRunner().invoke(cli, argv)
    assert code == slow.exit_code
    assert fast.out == slow.stdout
    assert fast.err == slow.stderr


@pytest.mark.parametrize("argv", [["card"], ["card", "--help"], ["card", "a", "b"], ["search", "--limit", "3", "x"], ["rule", "may"], ["explain", "a.yaml", "--choose", "x"], []])
def test_anything_else_goes_to_click(argv):
    assert quick(argv) is None


def test_an_internal_error_is_one_line_not_a_traceback(monkeypatch, capsys):
    import smashup_rules.launcher as launcher

    def broken(argv):
        raise KeyError("c99")

    monkeypatch.setattr(launcher, "quick", broken)
    monkeypatch.setattr(launcher, "leave", sys.exit)  # os._exit would end the test run
    monkeypatch.setattr(launcher.gc, "disable", lambda: None)  # keep the test run's collector on
    monkeypatch.setattr("sys.argv", ["smashup", "card", "x"])
    monkeypatch.delenv("SMASHUP_DEBUG", raising=False)
    with pytest.raises(SystemExit) as exit_:
        launcher.main()
    assert exit_.value.code == 1
    assert capsys.readouterr().err == (
        "smashup: internal error (KeyError: 'c99'); please report it with the command and files used. "
        "SMASHUP_DEBUG=1 shows the traceback.\n"
    )
