"""Entry point of the ``smashup`` command.

The commands run most, ``card NAME``, ``search WORDS`` and ``explain FILE``,
are answered here without importing click when their arguments are plain
(words, and ``--json``): click's import alone costs more than a whole lookup. Anything
else (other options, ``--help``, any other command) goes to the click group in
``cli``, which stays the one definition of the interface; a test checks both
paths print the same.
"""

from __future__ import annotations

import gc
import os
import sys


def main() -> None:
    if "--multiprocessing-fork" in sys.orig_argv:
        return  # the script run again as a worker's main module (simulate --jobs): the worker has its own task
    # A short command makes few reference cycles and ends at once; the cycle collector
    # would only walk the freshly loaded card data again and again while it loads.
    gc.disable()
    try:
        code = quick(sys.argv[1:])
        if code is None:
            gc.enable()  # the other commands (simulate, play) may run long and drop many cycles
            from smashup_rules.cli.group import main as full

            try:
                full()  # click ends the process itself
            except SystemExit:
                sys.stdout.flush()  # here a closed pipe is caught below; in the interpreter's teardown it would print a traceback
                raise
            code = 0
        sys.stdout.flush()
        sys.stderr.flush()
    except BrokenPipeError:  # the reader went away (``smashup ... | head``)
        from smashup_rules.util.terminal import end_on_closed_pipe

        end_on_closed_pipe()
    except Exception as error:  # a bug of ours: one line for the user, the traceback on request
        if os.environ.get("SMASHUP_DEBUG"):
            raise
        report_internal_error(error, as_json="--json" in sys.argv[1:])
        code = 1
    leave(code)


def report_internal_error(error: Exception, as_json: bool) -> None:
    message = f"internal error ({type(error).__name__}: {error}); please report it with the command and files used. SMASHUP_DEBUG=1 shows the traceback."
    if as_json:
        from smashup_rules.util.terminal import error_json, print_json

        print_json({"error": error_json("internal", message)})
        sys.stdout.flush()  # leave() ends the process without flushing
    else:
        print(f"smashup: {message}", file=sys.stderr)


def leave(code: int) -> None:
    """End the process once everything is written. ``os._exit`` skips the interpreter's
    teardown, which frees the loaded card data object by object and costs a short
    command a fifth of its time; nothing of ours waits for ``atexit``."""
    os._exit(code)


def quick(argv: list[str]) -> int | None:
    """Run a plain ``card``/``search``/``explain`` and return its exit code; None when click must decide."""
    if argv[:1] == ["--no-pager"]:
        from smashup_rules.util.terminal import Paged

        Paged.wanted = False
        try:
            return quick(argv[1:])
        finally:
            Paged.wanted = True
    if not argv or argv[0] not in ("card", "search", "explain"):
        return None
    as_json = "--json" in argv[1:]
    words = [a for a in argv[1:] if a != "--json"]
    if not words or any(w.startswith("-") for w in words) or (argv[0] != "search" and len(words) != 1):
        return None
    if argv[0] == "explain":
        return explain(words[0], as_json)
    from smashup_rules.cli.output import render_card_lookup, render_hits, show, unknown_name_error
    from smashup_rules.util.terminal import report_error
    from smashup_rules.reference.names import UnknownName

    try:
        if argv[0] == "card":
            from smashup_rules.reference.views import card_lookup

            show(card_lookup(words[0]), as_json, render_card_lookup)
        else:
            from smashup_rules.reference.query import QueryError
            from smashup_rules.reference.search import search

            try:
                hits = search(" ".join(words))
            except QueryError as error:  # as click reports a usage error
                from smashup_rules.util.terminal import error_json

                report_error(error_json("usage", str(error)), as_json)
                return 2
            show(hits, as_json, render_hits)
    except UnknownName as error:
        report_error(unknown_name_error(error), as_json)
        return 1
    return 0


def explain(file: str, as_json: bool) -> int:
    """Off a terminal, an explanation printed before for the same bytes, code and data is
    printed again from the cache (``cli.explain_cache``); otherwise it is worked out. On a
    terminal JSON is paged; the text is not, since it may ask the decisions left unanswered."""
    if sys.stdout.isatty():
        from smashup_rules.util.terminal import Paged

        with Paged(as_json):
            return explain_afresh(file, as_json)
    from smashup_rules.cli import explain_cache

    raw = explain_cache.file_bytes(file)
    if raw is None:
        return explain_afresh(file, as_json)
    entry = explain_cache.Entry(raw, file, as_json)
    kept = entry.recall()
    if kept is not None:
        sys.stdout.write(kept[0])
        return kept[1]
    import io

    # Swapped by hand: contextlib.redirect_stdout would import contextlib, collections and
    # functools, several milliseconds of a new file's explanation.
    printed, real_stdout = io.StringIO(), sys.stdout
    sys.stdout = printed
    try:
        code = explain_afresh(file, as_json)
    finally:
        sys.stdout = real_stdout
    sys.stdout.write(printed.getvalue())
    if code in (0, 1):  # an explanation (1: its play stopped), not a file that does not load
        entry.keep(printed.getvalue(), code)
    return code


def explain_afresh(file: str, as_json: bool) -> int:
    """Read, resolve and print, importing the engine from the kept code (``code_cache``)."""
    from smashup_rules.cli.code_cache import CodeCache, kept_code_file

    kept_code = CodeCache(kept_code_file())
    kept_code.install()
    try:
        return explain_file(file, as_json)
    finally:
        kept_code.uninstall()


def explain_file(file: str, as_json: bool) -> int:
    from smashup_rules.position import PositionError, load_valid_position_file

    try:
        position = load_valid_position_file(file, source=file)
    except PositionError as error:
        from smashup_rules.cli.output import position_error
        from smashup_rules.util.terminal import report_error

        report_error(position_error(error, file), as_json)
        return 2
    from smashup_rules.explain.text import print_explanation  # the engine: not needed for a file that does not load

    return print_explanation(position, as_json)
