"""How ``smashup`` behaves at the ends of its output, run as a user runs it (the script, in a
process of its own): a reader that goes away, a terminal, a pager, NO_COLOR."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "scripts" / "smashup"
POSITION = "scenarios/tortuga-runner-up.yaml"


def environment(tmp_path: Path, **extra: str) -> dict[str, str]:
    """The user's environment with a cache folder of the test's own."""
    env = {key: value for key, value in os.environ.items() if key not in ("PAGER", "NO_COLOR", "SMASHUP_DEBUG")}
    return {**env, "XDG_CACHE_HOME": str(tmp_path / "cache"), **extra}


# --- A reader that goes away ---------------------------------------------------------------------

EVERY_COMMAND = {
    "card (fast path)": ["card", "mummy"],
    "card --history": ["card", "mummy", "--history"],
    "faction": ["faction", "pirates"],
    "rule": ["rule", "scoring"],
    "search (fast path)": ["search", "tie"],
    "search --limit": ["search", "tie", "--limit", "50"],
    "rulings": ["rulings"],
    "rulings --coverage": ["rulings", "--coverage"],
    "explain (fast path)": ["explain", POSITION],
    "explain -": ["explain", "-"],
    "explain --json": ["explain", POSITION, "--json", "--seed", "1"],
    "explain --all-outcomes": ["explain", POSITION, "--all-outcomes"],
    "explain --format": ["explain", POSITION, "--format", "markdown"],
    "play": ["play", POSITION],
    "position check": ["position", "check", POSITION],
    "simulate": ["simulate", "--games", "1", "--jobs", "1"],
    "completion": ["completion", "bash"],
    "site": ["site", "{tmp}/site"],
    "--help": ["--help"],
    "rulings --help": ["rulings", "--help"],
    "--version": ["--version"],
}


@pytest.mark.parametrize("argv", EVERY_COMMAND.values(), ids=EVERY_COMMAND.keys())
def test_a_closed_pipe_ends_the_command_quietly_as_other_tools_end(argv, tmp_path):
    """``smashup ... | head -1``: nothing on standard error, and the end ``yes | head -1`` and
    ``git log | head -1`` have: killed by SIGPIPE (the shell's status 141)."""
    reader, writer = os.pipe()
    os.close(reader)  # the reader is gone before the first line is written
    with open(ROOT / POSITION, "rb") as position:
        done = subprocess.run([sys.executable, str(SCRIPT), *(arg.format(tmp=tmp_path) for arg in argv)], stdin=position, stdout=writer, stderr=subprocess.PIPE, cwd=ROOT, env=environment(tmp_path))
    os.close(writer)
    assert done.stderr.decode() == ""
    assert done.returncode == -signal.SIGPIPE


# --- On a terminal ---------------------------------------------------------------------------------


def on_a_terminal(argv: list[str], env: dict[str, str]) -> str:
    """What ``smashup ARGV`` shows on a terminal (a pseudo-terminal of 50 rows of 200 columns)."""
    import fcntl
    import pty
    import struct
    import termios

    main, secondary = pty.openpty()
    fcntl.ioctl(secondary, termios.TIOCSWINSZ, struct.pack("HHHH", 50, 200, 0, 0))
    process = subprocess.Popen([sys.executable, str(SCRIPT), *argv], stdin=secondary, stdout=secondary, stderr=secondary, cwd=ROOT, env=env)
    os.close(secondary)
    shown = []
    while True:
        try:
            chunk = os.read(main, 1 << 16)
        except OSError:  # EIO: the terminal's other end is closed
            break
        if not chunk:
            break
        shown.append(chunk)
    os.close(main)
    assert process.wait(timeout=120) == 0
    return b"".join(shown).decode()


ESCAPE = "\x1b["


def test_a_terminal_shows_styles(tmp_path):
    shown = on_a_terminal(["card", "first mate"], environment(tmp_path, PAGER="cat"))
    assert "First Mate" in shown and ESCAPE + "1m" in shown  # bold: the section titles


def test_no_color_drops_every_style_bold_too(tmp_path):
    shown = on_a_terminal(["card", "first mate"], environment(tmp_path, PAGER="cat", NO_COLOR="1"))
    assert "First Mate" in shown and "Clarifications" in shown
    assert ESCAPE not in shown


# --- A pager -------------------------------------------------------------------------------------

PAGED = {
    "rulings": ["rulings"],
    "explain --all-outcomes": ["explain", POSITION, "--all-outcomes"],
    "explain --json": ["explain", POSITION, "--json"],
    "card (fast path)": ["card", "first mate"],
    "search (fast path)": ["search", "tie"],
    "faction": ["faction", "pirates"],
    "rule": ["rule", "scoring"],
}


def recording_pager(tmp_path: Path) -> str:
    """A PAGER that keeps what it is given in ``paged`` (a shell command, as git runs one)."""
    return f"cat > '{tmp_path / 'paged'}'"


@pytest.mark.parametrize("argv", PAGED.values(), ids=PAGED.keys())
def test_long_output_goes_through_the_pager_on_a_terminal(argv, tmp_path):
    shown = on_a_terminal(argv, environment(tmp_path, PAGER=recording_pager(tmp_path)))
    assert shown == ""
    assert (tmp_path / "paged").read_text(encoding="utf-8").strip()


def test_the_pager_gets_the_terminals_styles(tmp_path):
    on_a_terminal(["rulings"], environment(tmp_path, PAGER=recording_pager(tmp_path)))
    paged = (tmp_path / "paged").read_text(encoding="utf-8")
    assert ESCAPE in paged and "aliens/invader#1" in paged


def test_without_pager_the_terminal_shows_it(tmp_path):
    for argv in (["--no-pager", "rulings"], ["--no-pager", "card", "first mate"]):
        shown = on_a_terminal(argv, environment(tmp_path, PAGER=recording_pager(tmp_path)))
        assert "pirates/first-mate#1" in shown
    for pager in ("", "cat"):
        shown = on_a_terminal(["rulings"], environment(tmp_path, PAGER=pager))
        assert "pirates/first-mate#1" in shown
    assert not (tmp_path / "paged").exists()


def test_off_a_terminal_nothing_is_paged(tmp_path):
    done = subprocess.run([sys.executable, str(SCRIPT), "rulings"], capture_output=True, text=True, cwd=ROOT, env=environment(tmp_path, PAGER=recording_pager(tmp_path)))
    assert done.returncode == 0 and "pirates/first-mate#1" in done.stdout
    assert not (tmp_path / "paged").exists()


def test_an_explanation_is_not_paged_since_it_may_ask(tmp_path):
    shown = on_a_terminal(["explain", POSITION], environment(tmp_path, PAGER=recording_pager(tmp_path)))
    assert "Alice's turn" in shown
    assert not (tmp_path / "paged").exists()


def test_the_pager_is_less_FRX_when_PAGER_is_unset(tmp_path):
    bin_folder = tmp_path / "bin"
    bin_folder.mkdir()
    less = bin_folder / "less"
    less.write_text(f"#!/bin/sh\necho \"$@\" > '{tmp_path / 'arguments'}'\ncat > '{tmp_path / 'paged'}'\n")
    less.chmod(0o755)
    env = environment(tmp_path)
    env["PATH"] = f"{bin_folder}{os.pathsep}{env['PATH']}"
    assert on_a_terminal(["rulings"], env) == ""
    assert (tmp_path / "arguments").read_text() == "-FRX\n"
    assert "pirates/first-mate#1" in (tmp_path / "paged").read_text(encoding="utf-8")
