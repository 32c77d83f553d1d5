"""Start-up and throughput benchmark: prints one table, exits 0.

Each command is timed from start to exit, several runs interleaved with a bare
``python -c pass`` of the same interpreter, and reported as a median and as a
ratio to that baseline (the targets in the issues are ratios). Run it with the
Python of an environment where smashup_rules is installed:

    .venv/bin/python bench/run.py [--runs N]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
TARGETS = {"smashup card": 1.6, "smashup search": 1.6, "smashup explain": 2.0}
EXAMPLE = REPO / "scenarios" / "powderkeg-unkillable.yaml"  # the README's example


def smashup_command() -> list[str]:
    script = Path(sys.executable).with_name("smashup")
    if script.exists():
        return [str(script)]
    found = shutil.which("smashup")
    return [found] if found else [sys.executable, "-c", "from smashup_rules.cli import main; main()"]


def commands() -> dict[str, list[str]]:
    smashup = smashup_command()
    return {
        "python -c pass": [sys.executable, "-c", "pass"],
        "smashup card": [*smashup, "card", "first mate"],
        "smashup search": [*smashup, "search", "move to the replacement base"],
        "smashup explain": [*smashup, "explain", str(EXAMPLE)],
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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15, help="timed runs per command (default 15)")
    args = parser.parse_args()
    table = commands()
    env = {**os.environ, "COLUMNS": "100"}
    for command in table.values():  # warm caches (bytecode, the search index)
        subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, check=False)
    times: dict[str, list[float]] = {name: [] for name in table}
    for _ in range(args.runs):
        for name, command in table.items():
            start = time.perf_counter()
            subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, check=False)
            times[name].append(time.perf_counter() - start)
    memory = {name: peak_memory_mib(command, env) for name, command in table.items()}
    baseline = statistics.median(times["python -c pass"])
    print(f"{'command':<20} {'median':>9} {'ratio':>7} {'target':>7} {'peak MiB':>9}")
    for name, samples in times.items():
        median = statistics.median(samples)
        target = TARGETS.get(name)
        verdict = "" if target is None else ("ok" if median / baseline <= target else "MISSED")
        target_text = f"{target:.1f}x" if target else ""
        memory_text = f"{memory[name]:.1f}" if memory[name] else "?"
        print(f"{name:<20} {median * 1000:>7.1f}ms {median / baseline:>6.2f}x {target_text:>7} {memory_text:>9} {verdict}")
    print(f"({args.runs} runs each, interleaved; python: {sys.executable})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
