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
