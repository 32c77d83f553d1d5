"""What a command prints: lines styled on a terminal and plain when piped, JSON, and errors.

rich is imported only when the output is a terminal, so piped and scripted use stays fast.
The errors' JSON shapes are here, so that the launcher's fast path and the click group print
them alike, and so is the way a command ends when its reader goes away (``end_on_closed_pipe``).
"""

from __future__ import annotations

import os
import sys


class Out:
    """Writes lines; ``style`` names (bold, id, dim, mark) become colour and weight on a terminal,
    unless ``NO_COLOR`` is set (https://no-color.org), which drops every style, bold too: rich
    alone would drop the colours only."""

    def __init__(self, styled: bool | None = None):
        pager = Paged.showing
        on_terminal = pager is not None or sys.stdout.isatty()
        self.styled = (on_terminal and not os.environ.get("NO_COLOR")) if styled is None else styled
        self._console = None
        if self.styled:
            from rich.console import Console

            # Through a pager, rich sees a pipe: it is told the text is for the terminal, and its width.
            self._console = Console(highlight=False, soft_wrap=False, force_terminal=pager is not None or None, width=pager.width if pager else None)

    def line(self, *parts: str | tuple[str, str]) -> None:
        """Each part is text or ``(text, style)``."""
        if self._console is None:
            print("".join(p if isinstance(p, str) else p[0] for p in parts))
            return
        from rich.markup import escape

        styles = {"bold": "bold", "id": "cyan", "dim": "dim", "title": "bold magenta", "warn": "bold red", "ok": "green"}
        markup = "".join(escape(p) if isinstance(p, str) else f"[{styles[p[1]]}]{escape(p[0])}[/]" for p in parts)
        self._console.print(markup)

    def blank(self) -> None:
        self.line("")

    def markdown(self, text: str) -> None:
        if self._console is None:
            print(text)
            return
        from rich.markdown import Markdown

        self._console.print(Markdown(text))


DEFAULT_PAGER = "less -FRX"  # as git's: quits when the text fits the screen, passes styles, leaves the text on screen


class Paged:
    """Standard output through a pager while a report prints (``with Paged():``), as git pages
    its long output: only when standard output is a terminal and paging is wanted (``smashup
    --no-pager`` sets ``Paged.wanted`` off), with ``$PAGER`` run by the shell, ``less -FRX``
    when it is unset; an empty ``PAGER`` or ``cat`` means no pager. While it shows, ``Out``
    styles the text for the terminal. The pager is started with ``posix_spawn`` rather than
    ``subprocess``, whose import alone pulls in several of the modules the short commands
    keep off their path (tests/test_startup.py)."""

    wanted = True
    showing: Paged | None = None  # the pager standard output goes to now

    def __init__(self, enabled: bool = True):
        self.enabled = enabled
        self.pid = self.terminal = self.width = None

    def __enter__(self) -> Paged:
        command = os.environ.get("PAGER", DEFAULT_PAGER)
        if not (self.enabled and Paged.wanted and Paged.showing is None and command.strip() not in ("", "cat") and sys.stdout.isatty()):
            return self
        self.width = os.get_terminal_size(sys.stdout.fileno()).columns
        sys.stdout.flush()
        read, write = os.pipe()
        self.pid = os.posix_spawn("/bin/sh", ["sh", "-c", command], os.environ, file_actions=[(os.POSIX_SPAWN_DUP2, read, 0)])
        self.terminal = os.dup(sys.stdout.fileno())
        os.dup2(write, sys.stdout.fileno())
        os.close(read)
        os.close(write)
        Paged.showing = self
        return self

    def __exit__(self, *raised) -> None:
        if Paged.showing is not self:
            return
        try:
            sys.stdout.flush()  # a pager quit early is a closed pipe: BrokenPipeError, after the pager is waited for
        finally:
            os.dup2(self.terminal, sys.stdout.fileno())  # the pipe's last writing end closes: the pager reads its end
            os.close(self.terminal)
            Paged.showing = None
            os.waitpid(self.pid, 0)


def print_json(value: object) -> None:
    import json

    print(json.dumps(value, indent=2, ensure_ascii=False, sort_keys=True))


def error_json(kind: str, message: str, *, file: str | None = None, line: int | None = None, column: int | None = None, **details: object) -> dict:
    """The ``error`` object of docs/json.md: what went wrong, where when known, and what a kind adds."""
    return {"kind": kind, "message": message, "file": file, "line": line, "column": column, **details}


def report_error(error: dict, as_json: bool) -> None:
    """As click shows an error (``Error: ...`` on standard error), or under --json ``{"error": ...}`` on standard output."""
    if as_json:
        print_json({"error": error})
    else:
        print(f"Error: {error['message']}", file=sys.stderr)


def end_on_closed_pipe() -> None:
    """End at once, saying nothing, because the reader of standard output went away
    (``smashup rulings | head -1``): as ``yes``, ``cat`` and ``git log`` end, killed by SIGPIPE,
    which a shell reports as status 141 (and ``set -o pipefail`` as a failure, since the output
    was cut short). Python ignores SIGPIPE and raises ``BrokenPipeError`` instead; the default
    action is put back and the signal sent, so that nothing more is written or flushed."""
    import signal

    signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    os.kill(os.getpid(), signal.SIGPIPE)
    os._exit(128 + signal.SIGPIPE)  # the status the signal gives, should another thread take it first
