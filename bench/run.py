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
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
TARGETS = {"smashup card": 1.6, "smashup search": 1.6}


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
    }


def run_measured(command: list[str], env: dict[str, str]) -> tuple[float, float | None]:
    """Wall time in seconds and peak resident memory in MiB of one run.

    The peak is the child's VmHWM, read while it is a zombie (waitid with
    WNOWAIT): ru_maxrss would also count the memory of this process, which the
    child inherits until it executes the command.
    """
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    os.waitid(os.P_PID, process.pid, os.WEXITED | os.WNOWAIT)
    elapsed = time.perf_counter() - start
    peak = None
    try:
        with open(f"/proc/{process.pid}/status", encoding="ascii") as status:
            peak = next(int(line.split()[1]) / 1024 for line in status if line.startswith("VmHWM:"))
    except (OSError, StopIteration):
        pass
    process.wait()
    return elapsed, peak


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15, help="timed runs per command (default 15)")
    args = parser.parse_args()
    table = commands()
    env = {**os.environ, "COLUMNS": "100"}
    for command in table.values():  # warm caches (bytecode, the search index)
        subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, check=False)
    times: dict[str, list[float]] = {name: [] for name in table}
    memory: dict[str, float | None] = {name: None for name in table}
    for _ in range(args.runs):
        for name, command in table.items():
            elapsed, peak = run_measured(command, env)
            times[name].append(elapsed)
            if peak is not None:
                memory[name] = max(memory[name] or 0.0, peak)
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
