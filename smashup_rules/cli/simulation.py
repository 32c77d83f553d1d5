"""What ``smashup simulate`` runs besides the games themselves: the optional extras checked
before any game (``--scheduler`` needs Dask, ``--report`` Plotly), the progress bar, the run
on a Dask cluster with its Ctrl-C, and the report written.

Imported by the command only (the click group imports it inside the command), and it imports
Dask and Plotly only when their flag was given.
"""

from __future__ import annotations

import contextlib
import importlib
import sys
from pathlib import Path

import click


def optional_extra(module: str, extra: str, what: str) -> None:
    """Import the module an option needs from an optional extra, or say how to install it (exit 2)."""
    try:
        importlib.import_module(module)
    except ModuleNotFoundError as error:
        if (error.name or "").startswith("smashup_rules"):
            raise
        raise click.BadParameter(f"needs {what}, which is not installed (no module named '{error.name}'): "
                                 f"pip install 'smashup_rules[{extra}]'") from None


def progress_bar(total: int, as_json: bool):
    """A context giving ``advance(games)`` for a progress bar on a terminal, or None elsewhere."""
    if not sys.stderr.isatty() or as_json:
        return contextlib.nullcontext()
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    @contextlib.contextmanager
    def bar():
        with Progress(TextColumn("simulating"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(), transient=True) as progress:
            task = progress.add_task("games", total=total)
            yield lambda games: progress.advance(task, games)

    return bar()


def simulate_on_cluster(config, address: str, as_json: bool):
    """The run on a Dask cluster; Ctrl-C cancels its batches, says how far it got and exits 130."""
    from smashup_rules.simulate.cluster import ClusterError, connect, describe, simulate_on_cluster as play

    total = len(config.game_indices())
    played = 0
    try:
        with connect(address, config.jobs) as client:
            print(f"Simulating {total} games on {describe(client)}", file=sys.stderr)
            with progress_bar(total, as_json) as bar:
                def advance(games: int) -> None:
                    nonlocal played
                    played += games
                    if bar:
                        bar(games)

                return play(config, client, advance)
    except ClusterError as error:
        raise click.ClickException(str(error)) from None
    except KeyboardInterrupt:
        print(f"Cancelled after {played} of {total} games: the cluster's batches were cancelled, no summary printed.", file=sys.stderr)
        raise SystemExit(130) from None


def write_report(path: Path, summary) -> None:
    """The report written, and where (on standard error: --json keeps standard output)."""
    from smashup_rules.simulate.report import write_report as write

    size = write(path, summary)
    print(f"Report: {path} ({size / 1e6:.1f} MB, opens offline)", file=sys.stderr)
