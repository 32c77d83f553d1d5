"""Simulation on every core and on many machines: worker processes, shards and their merge.

Each game depends on its seed alone, so a run may hand its games to any process in any
order: ``play_in_workers`` plays them in worker processes (started with ``spawn``, which
every platform has and which shares nothing by accident; each worker imports the engine
once and then plays game after game) and yields the results in game order, so that the
summary and its digest are those of a serial run. A shard (``--shard K/N``) is the games
i with i % N == K - 1; ``merge`` adds the ``--json`` outputs of all N shards into the
summary one run of every game would have printed.
"""

from __future__ import annotations

import itertools
import json
import multiprocessing
import os
import signal
from collections.abc import Callable, Iterator
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from pathlib import Path

from smashup_rules.simulate.game import Failure, GameResult, SimConfig
from smashup_rules.simulate.runs import play_checked
from smashup_rules.simulate.summary import DIGEST_LENGTH, Summary


QUEUED_PER_WORKER = 4  # games handed to the workers ahead of time, per worker


class MergeError(ValueError):
    """Shard outputs that do not make one study."""


def default_jobs() -> int:
    """The cores this process may run on (a cluster's job is often given fewer than the machine has)."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


def parse_shard(text: str) -> tuple[int, int]:
    """``K/N`` with 1 <= K <= N; a ValueError says what is wrong."""
    index, slash, count = text.strip().partition("/")
    if not slash or not index.strip().isdigit() or not count.strip().isdigit():
        raise ValueError(f"expected K/N, e.g. 1/4 for the first of four shards, found '{text}'")
    index, count = int(index), int(count)
    if count < 1 or not 1 <= index <= count:
        raise ValueError(f"expected K/N with 1 <= K <= N, found '{text}'")
    return index, count


# --- worker processes ---------------------------------------------------------------------------

_worker: tuple[SimConfig, list[str]] | None = None  # what a worker process plays: set once, when it starts


def _start_worker(config: SimConfig, pool: list[str]) -> None:
    global _worker
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle: it stops the workers
    _worker = (config, pool)


def _play(numbered: tuple[int, int]) -> tuple[int, GameResult]:
    number, seed = numbered
    config, pool = _worker
    return number, play_checked(config, seed, pool)


def play_in_workers(config: SimConfig, pool: list[str], seeds: list[int],
                    progress: Callable[[GameResult], None] | None = None) -> Iterator[GameResult]:
    """The games of ``seeds`` played in ``config.jobs`` processes, yielded in the order of
    ``seeds``; ``progress`` sees each game as it ends, in whatever process. A failed game is
    located and its position file written in the worker that played it, as in a serial run;
    an error that escapes a game is raised here, as it would have been there."""
    jobs = min(config.jobs, len(seeds))
    numbered = iter(enumerate(seeds))
    waiting: dict[int, GameResult] = {}  # games ended before an earlier one
    wanted = 0
    with ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context("spawn"),
                             initializer=_start_worker, initargs=(config, pool)) as workers:
        # A few games queued per worker keeps every core busy; no more, so that memory does not
        # grow with the number of games.
        running = {workers.submit(_play, game) for game in itertools.islice(numbered, QUEUED_PER_WORKER * jobs)}
        while running:
            done, running = wait(running, return_when=FIRST_COMPLETED)
            for future in done:
                number, result = future.result()
                if progress:
                    progress(result)
                waiting[number] = result
            running |= {workers.submit(_play, game) for game in itertools.islice(numbered, len(done))}
            while wanted in waiting:
                yield waiting.pop(wanted)
                wanted += 1


# --- merging shards -----------------------------------------------------------------------------

_STUDY_KEYS = ("seed", "players", "max_turns", "monsters")  # top-level keys every shard of a study shares
_SHARD_KEYS = ("count", "study_games", "factions", "strict", "pool")  # in "shard": what the study was
_SUMMED_KEYS = ("games", "capped_seeds", "failures", "cards_played", "bases_scored")
_TOTAL_KEYS = ("turns", "final_vp", "winner_vp", "plays", "events", "first_wins", "first_wins_by_turns", "winner_vps", "other_vps",
               "factions", "pairs")  # in "shard"."totals"


def read_shard(path: Path) -> dict:
    try:
        numbers = json.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as error:
        raise MergeError(f"{path}: cannot be read ({error.strerror or error})") from None
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise MergeError(f"{path}: expected the --json output of smashup simulate --shard K/N, found text that is not JSON ({error})") from None
    if not isinstance(numbers, dict) or not isinstance(numbers.get("shard"), dict):
        raise MergeError(f"{path}: expected the --json output of smashup simulate --shard K/N, found no 'shard' in it "
                         "(a run without --shard cannot be merged)")
    absent = [key for key in (*_STUDY_KEYS, *_SUMMED_KEYS) if key not in numbers]
    absent += [f"shard.{key}" for key in (*_SHARD_KEYS, "index", "totals", "game_digests") if key not in numbers["shard"]]
    if isinstance(numbers["shard"].get("totals"), dict):  # a shard written before the report's histograms has fewer
        absent += [f"shard.totals.{key}" for key in _TOTAL_KEYS if key not in numbers["shard"]["totals"]]
    if absent:
        raise MergeError(f"{path}: expected the --json output of smashup simulate --shard K/N, found no {', '.join(absent)} in it")
    return numbers


def merge(paths: list[Path]) -> Summary:
    """The summary of a whole study from the ``--json`` outputs of its shards, one file each."""
    shards = [(path, read_shard(path)) for path in paths]
    first_path, first = shards[0]
    by_index: dict[int, tuple[Path, dict]] = {}
    for path, numbers in shards:
        shard = numbers["shard"]
        for key in _STUDY_KEYS:
            if numbers.get(key) != first.get(key):
                raise MergeError(f"{path}: {key} is {numbers.get(key)!r}, but {first.get(key)!r} in {first_path}: shards of different studies")
        for key in _SHARD_KEYS:
            if shard.get(key) != first["shard"].get(key):
                what = "shard count" if key == "count" else key.replace("_", " ")
                raise MergeError(f"{path}: {what} is {shard.get(key)!r}, but {first['shard'].get(key)!r} in {first_path}: shards of different studies")
        if shard["index"] in by_index:
            raise MergeError(f"{path}: shard {shard['index']} of {shard['count']} again (also {by_index[shard['index']][0]})")
        by_index[shard["index"]] = path, numbers
    count = first["shard"]["count"]
    missing = [str(k) for k in range(1, count + 1) if k not in by_index]
    if missing:
        raise MergeError(f"shard{'s' if len(missing) > 1 else ''} {', '.join(missing)} of {count} missing: give every shard's file")
    config = SimConfig(games=first["shard"]["study_games"], seed=first["seed"], players=first["players"],
                       factions=first["shard"]["factions"], strict=first["shard"]["strict"],
                       max_turns=first["max_turns"], monsters=first["monsters"])
    summary = Summary(config)
    digests = []
    for index in range(1, count + 1):
        path, numbers = by_index[index]
        games = len(range(index - 1, config.games, count))
        game_digests = numbers["shard"]["game_digests"]
        if numbers["games"] != games:
            raise MergeError(f"{path}: expected {games} games in shard {index} of {count}, found {numbers['games']}")
        if len(game_digests) != games * DIGEST_LENGTH:
            raise MergeError(f"{path}: expected {games} game digests of {DIGEST_LENGTH} characters, found {len(game_digests)} characters "
                             "(an incomplete or edited file)")
        summary.add_totals(Summary.from_shard(config, numbers, [Failure.from_json(f) for f in numbers["failures"]]))
        digests.append(game_digests)
    for number in range(config.games):  # game i was the (i // N)-th game of shard i % N + 1
        start = number // count * DIGEST_LENGTH
        summary.add_digest(digests[number % count][start:start + DIGEST_LENGTH])
    return summary


def play_batch(config: SimConfig, pool: list[str], indices: range) -> Summary:
    """The games ``indices`` of the run, one after another, as a summary that keeps their
    digests: a cluster's task (``simulate.cluster``), added to the run's summary in any order."""
    batch = Summary(config, game_digests=bytearray())
    for index in indices:
        batch.add(play_checked(config, config.seed + index, pool))
    return batch


def simulate(config: SimConfig, progress: Callable[[GameResult], None] | None = None) -> Summary:
    """Play the run's games (its shard's, with ``config.shard``), in ``config.jobs`` processes;
    ``progress`` is called as each game ends, the summary takes them in game order."""
    pool = config.pool()
    seeds = [config.seed + index for index in config.game_indices()]
    summary = Summary(config)
    if config.jobs > 1 and len(seeds) > 1:
        for result in play_in_workers(config, pool, seeds, progress):
            summary.add(result)
        return summary
    for seed in seeds:
        result = play_checked(config, seed, pool)
        summary.add(result)
        if progress:
            progress(result)
    return summary
