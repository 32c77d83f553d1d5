"""Simulation on a Dask distributed cluster (``smashup simulate --scheduler ADDRESS``).

The run's games are cut into batches of consecutive games; each batch is one Dask task
(``jobs.play_batch``), played by whichever worker the scheduler gives it to, and comes back
as a summary that keeps its games' digests. The client adds each batch's totals as it comes
in, whatever its order, and its digests once every earlier batch's are in, so that the summary
and its digest are those of a serial run. A worker lost mid-run loses only its batches: the
scheduler gives them to another worker (a game depends on its seed alone, so playing it again
gives the same game). Only a few batches a worker are sent ahead, so memory does not grow
with the games, and a cluster that grows (an adaptive one) gets more as it does.

Dask is the optional extra ``cluster``: this module imports it at the top, and only the
command given ``--scheduler`` imports this module.
"""

from __future__ import annotations

import itertools
import logging
import signal
import tempfile
import threading
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager, nullcontext
from dataclasses import replace
from pathlib import Path

import dask
from distributed import Client, KilledWorker, LocalCluster, WorkerPlugin, as_completed

from smashup_rules.simulate.game import SimConfig
from smashup_rules.simulate.jobs import play_batch
from smashup_rules.simulate.summary import Summary

LOCAL = "local"  # --scheduler local: a LocalCluster started on this machine for the run
BATCH_GAMES = 50  # the most games in a batch: a lost worker costs at most this many games played again
BATCHES_PER_WORKER = 8  # at least this many batches a worker, so that the run does not end waiting on a long one
QUEUED_PER_WORKER = 3  # batches sent to the scheduler ahead of time, per worker
CONNECT_SECONDS = 30
# A worker's statistical profiler looks at the playing thread's stack every 10 ms, which costs
# a game about 6%; the workers of a LocalCluster are started without it, others are told in the docs.
PROFILER = "distributed.worker.profile.enabled"


class ClusterError(RuntimeError):
    """The cluster could not be reached, or it could not play a batch."""


class _CtrlCIsTheClients(WorkerPlugin):
    """Ctrl-C at a terminal reaches every process of the foreground group, a LocalCluster's
    workers too: the client cancels the run and closes the cluster, and a worker that took the
    signal itself would die with a traceback first."""

    name = "smashup-ctrl-c-is-the-clients"

    def setup(self, worker) -> None:
        signal.signal(signal.SIGINT, signal.SIG_IGN)


def _local_cluster(workers: int) -> LocalCluster:
    """A LocalCluster of ``workers`` single-threaded processes, without the profiler (its nannies
    keep the setting for the workers they restart), its HTTP server on any free port."""
    with dask.config.set({PROFILER: False}):
        return LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=":0", silence_logs=logging.ERROR)


@contextmanager
def connect(address: str, workers: int) -> Iterator[Client]:
    """A client of the scheduler at ``address``, or (``local``) of a LocalCluster of ``workers``
    processes started for the run, closed with the client."""
    with _local_cluster(workers) if address == LOCAL else nullcontext(address) as cluster:
        try:
            client = Client(cluster, timeout=CONNECT_SECONDS)
        except (OSError, ValueError) as error:
            raise ClusterError(f"cannot reach the Dask scheduler at {address}: {error}") from None
        with client:
            if address == LOCAL:
                client.register_plugin(_CtrlCIsTheClients())
            yield client


def describe(client: Client) -> str:
    """Where the games go: the scheduler and its workers."""
    workers = client.scheduler_info()["workers"].values()
    threads = sum(worker["nthreads"] for worker in workers)
    text = f"{client.scheduler.address}, {len(workers)} worker{'' if len(workers) == 1 else 's'}"
    if threads > len(workers):
        text += (f" ({threads} threads: a worker plays one game at a time whatever its threads, "
                 "so start workers with --nthreads 1 and one process a core, --nworkers N)")
    return text


def batches(indices: range, workers: int) -> list[range]:
    """The run's games (``indices``) cut into consecutive batches, at least BATCHES_PER_WORKER a
    worker and at most BATCH_GAMES games each."""
    size = max(1, min(BATCH_GAMES, -(-len(indices) // (max(1, workers) * BATCHES_PER_WORKER))))
    return [indices[start:start + size] for start in range(0, len(indices), size)]


# The engine is not written for threads: a worker with several plays its batches one at a time.
_one_batch_at_a_time = threading.Lock()


def _play(config: SimConfig, pool: list[str], indices: range) -> tuple[Summary, dict[str, str]]:
    """One task, on a worker: the batch's summary, and the position files of its failed games
    as text (the worker's disk may be another machine's: the client writes them to --out)."""
    with _one_batch_at_a_time, tempfile.TemporaryDirectory(prefix="smashup-failures-") as folder:
        batch = play_batch(replace(config, out=Path(folder)), pool, indices)
        files = {f.position_file.name: f.position_file.read_text(encoding="utf-8") for f in batch.failures if f.position_file}
    return batch, files


def simulate_on_cluster(config: SimConfig, client: Client, advance: Callable[[int], None] | None = None) -> Summary:
    """Play the run's games (its shard's, with ``config.shard``) on the cluster ``client`` is
    connected to; ``advance`` is told how many games each batch played as it comes in. On any
    error, and on Ctrl-C (KeyboardInterrupt), the batches not yet played are cancelled."""
    pool = config.pool()
    parts = batches(config.game_indices(), len(client.scheduler_info()["workers"]))
    summary = Summary(config)
    digests: dict[int, bytes] = {}  # batches in before an earlier one: their games' digests
    wanted = 0
    numbered = iter(enumerate(parts))
    batch_of: dict[str, int] = {}  # task key → batch number
    running = as_completed(loop=client.loop)
    run = uuid.uuid4().hex[:8]  # task keys of this run, apart from any other run's on the same scheduler

    def send(count: int) -> None:
        for number, part in itertools.islice(numbered, max(0, count)):
            future = client.submit(_play, config, pool, part, key=f"smashup-{run}-games-{part.start}-{part.stop}", pure=False)
            batch_of[future.key] = number
            running.add(future)

    send(QUEUED_PER_WORKER * max(1, len(client.scheduler_info()["workers"])))
    try:
        for future in running:
            number = batch_of.pop(future.key)
            try:
                batch, files = future.result()
            except KilledWorker as error:
                raise ClusterError(f"games {_seeds(config, parts[number])} were being played by workers that died, "
                                   f"{error.__class__.__name__}: {error} (out of memory? see the workers' logs)") from None
            except Exception as error:  # noqa: BLE001 - any error of a task stops the run with its message
                raise ClusterError(f"games {_seeds(config, parts[number])} could not be played on the cluster: "
                                   f"{type(error).__name__}: {error}") from None
            future.release()
            _write_failures(config, batch, files)
            summary.add_totals(batch)
            digests[number] = bytes(batch.game_digests)
            while wanted in digests:
                summary.add_digests(digests.pop(wanted))
                wanted += 1
            if advance:
                advance(batch.games)
            send(QUEUED_PER_WORKER * max(1, len(client.scheduler_info()["workers"])) - running.count())
    except BaseException:
        client.cancel(list(running.futures))
        raise
    return summary


def _write_failures(config: SimConfig, batch: Summary, files: dict[str, str]) -> None:
    """The batch's position files of failed games, written to --out as a serial run writes them."""
    for failure in batch.failures:
        if failure.position_file:
            path = Path(config.out) / failure.position_file.name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(files[path.name], encoding="utf-8")
            failure.position_file = path


def _seeds(config: SimConfig, part: range) -> str:
    return f"with seeds {config.seed + part[0]}–{config.seed + part[-1]}"
