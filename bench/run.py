"""Start-up and throughput benchmark: prints one table, exits 0.

Each command is timed from start to exit, several runs interleaved with a bare
``python -c pass`` of the same interpreter, and reported as a median and as a
ratio to that baseline (the targets in the issues are ratios). Then, once each:
a ``smashup simulate`` of complete random 2-player games pinned to one core
(games and events per second, and its peak memory), and the Gherkin suite
(``pytest tests/bdd -q``). Run it with the Python of an environment where
smashup_rules is installed:

    .venv/bin/python bench/run.py [--runs N] [--sim-games N] [--no-bdd]
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
NEW_FILE = "  ... a new file"
TARGETS = {"smashup card": 1.6, "smashup search": 1.6, "smashup explain": 2.0, NEW_FILE: 2.5}
GAMES_PER_SECOND = 100  # complete random 2-player games per second on one core, at least
BDD_SECONDS = 30  # the whole Gherkin suite, at most
MEMORY_MIB = 80  # peak memory of each command and of the simulation, at most
EXAMPLE = REPO / "scenarios" / "powderkeg-unkillable.yaml"  # the README's example


def smashup_command() -> list[str]:
    script = Path(sys.executable).with_name("smashup")
    if script.exists():
        return [str(script)]
    found = shutil.which("smashup")
    # Not installed: the same launcher script, run from the source tree.
    return [found] if found else [sys.executable, str(REPO / "scripts" / "smashup")]


def commands(scratch: Path) -> dict[str, list[str] | Callable[[], list[str]]]:
    """What to time. ``smashup explain`` of a file seen before (the position cache
    answers) is the issue's measure; the same position under a name never seen
    shows the first run after writing or editing a file (YAML read and checked)."""
    smashup = smashup_command()
    fresh = itertools.count()

    def explain_new_file() -> list[str]:
        copy = scratch / f"position-{next(fresh)}.yaml"
        copy.write_bytes(EXAMPLE.read_bytes())
        return [*smashup, "explain", str(copy)]

    return {
        "python -c pass": [sys.executable, "-c", "pass"],
        "smashup card": [*smashup, "card", "first mate"],
        "smashup search": [*smashup, "search", "move to the replacement base"],
        "smashup explain": [*smashup, "explain", str(EXAMPLE)],
        NEW_FILE: explain_new_file,
    }


def peak_memory_mib(command: list[str], env: dict[str, str]) -> float | None:
    """Peak resident memory of one run, measured by GNU time (a small parent,
    so the child's ru_maxrss is its own); None where GNU time is missing."""
    gnu_time = shutil.which("time") or ("/usr/bin/time" if os.path.exists("/usr/bin/time") else None)
    if gnu_time is None:
        return None
    with tempfile.NamedTemporaryFile("r", suffix=".txt") as report:
        subprocess.run([gnu_time, "-o", report.name, "-f", "%M", *command], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, check=False)
        try:
            return int(report.read().split()[-1]) / 1024
        except (ValueError, IndexError):
            return None


def run_simulation(games: int, env: dict[str, str]) -> dict:
    """``smashup simulate`` of ``games`` 2-player games on one core: wall time, peak memory, numbers."""
    with tempfile.TemporaryDirectory() as out, tempfile.NamedTemporaryFile("r", suffix=".txt") as report:
        command = [*smashup_command(), "simulate", "--games", str(games), "--seed", "1", "--json", "--out", out]
        if shutil.which("taskset"):
            command = ["taskset", "-c", "0", *command]
        gnu_time = shutil.which("time") or ("/usr/bin/time" if os.path.exists("/usr/bin/time") else None)
        if gnu_time:
            command = [gnu_time, "-o", report.name, "-f", "%M", *command]
        start = time.perf_counter()
        done = subprocess.run(command, capture_output=True, text=True, env=env, check=False)
        seconds = time.perf_counter() - start
        try:
            numbers = json.loads(done.stdout)
        except json.JSONDecodeError:
            numbers = {}
        try:
            memory = int(report.read().split()[-1]) / 1024 if gnu_time else None
        except (ValueError, IndexError):
            memory = None
    events = numbers.get("events_per_game", 0) * games
    return {"seconds": seconds, "memory": memory, "games_per_second": games / seconds, "events_per_second": events / seconds,
            "failed": numbers.get("failed", "?")}


def run_bdd(env: dict[str, str]) -> float | None:
    """Seconds for the whole Gherkin suite; None when it did not pass (or pytest is missing)."""
    start = time.perf_counter()
    finished = subprocess.run([sys.executable, "-m", "pytest", "tests/bdd", "-q", "-p", "no:cacheprovider"], cwd=REPO,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, check=False)
    return time.perf_counter() - start if finished.returncode == 0 else None


def row(name: str, seconds: float | None, value: str, target: str, memory: float | None, verdict: str) -> str:
    seconds_text = "" if seconds is None else (f"{seconds * 1000:.1f}ms" if seconds < 10 else f"{seconds:.1f}s")
    memory_text = "" if memory is False else (f"{memory:.1f}" if memory else "?")
    return f"{name:<24} {seconds_text:>9} {value:>9} {target:>8} {memory_text:>9} {verdict}".rstrip()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15, help="timed runs per command (default 15)")
    parser.add_argument("--sim-games", type=int, default=1000, help="games in the timed simulation (default 1000)")
    parser.add_argument("--no-bdd", action="store_true", help="skip timing the Gherkin suite")
    args = parser.parse_args()
    scratch = Path(tempfile.mkdtemp(prefix="smashup-bench-"))
    table = commands(scratch)
    # A cache folder of its own, warmed below: the figures do not depend on the user's cache, and
    # the new files' positions (one per run) do not fill it.
    env = {**os.environ, "COLUMNS": "100", "XDG_CACHE_HOME": str(scratch / "cache")}
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # timed runs use compiled bytecode, as an installed tool does

    def command_of(entry) -> list[str]:
        return entry() if callable(entry) else entry

    for entry in table.values():  # warm caches (bytecode, data, the search index)
        subprocess.run(command_of(entry), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, check=False)
    times: dict[str, list[float]] = {name: [] for name in table}
    for _ in range(args.runs):
        for name, entry in table.items():
            command = command_of(entry)
            start = time.perf_counter()
            subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, check=False)
            times[name].append(time.perf_counter() - start)
    memory = {name: peak_memory_mib(command_of(entry), env) for name, entry in table.items()}
    simulation = run_simulation(args.sim_games, env)
    bdd = None if args.no_bdd else run_bdd(env)
    shutil.rmtree(scratch, ignore_errors=True)
    baseline = statistics.median(times["python -c pass"])

    def mem_verdict(mib: float | None) -> bool:
        return mib is None or mib <= MEMORY_MIB

    print(f"{'what':<24} {'time':>9} {'measure':>9} {'target':>8} {'peak MiB':>9}")
    for name, samples in times.items():
        median = statistics.median(samples)
        target = TARGETS.get(name)
        verdict = "" if target is None else ("ok" if median / baseline <= target and mem_verdict(memory[name]) else "MISSED")
        print(row(name, median, f"{median / baseline:.2f}x", f"{target:.1f}x" if target else "", memory[name], verdict))
    games = simulation["games_per_second"]
    ok = games >= GAMES_PER_SECOND and mem_verdict(simulation["memory"])
    print(row(f"simulate {args.sim_games} games", simulation["seconds"], f"{games:.1f}/s", f">={GAMES_PER_SECOND}/s",
              simulation["memory"], "ok" if ok else "MISSED"))
    print(row("  events per second", None, f"{simulation['events_per_second']:.0f}/s", "", False, ""))
    if not args.no_bdd:
        if bdd is None:
            print(row("pytest tests/bdd -q", None, "failed", f"<{BDD_SECONDS}s", False, "(run it with pytest installed)"))
        else:
            print(row("pytest tests/bdd -q", bdd, "", f"<{BDD_SECONDS}s", False, "ok" if bdd < BDD_SECONDS else "MISSED"))
    print(f"({args.runs} runs each, interleaved; simulation: 2 players, seed 1, one core, {simulation['failed']} failed; "
          f"peak memory target {MEMORY_MIB} MiB; python: {sys.executable})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
