"""smashup simulate --scheduler: the games on a Dask cluster (a LocalCluster of two worker
processes) give the summary and the digest of a serial run, shards and failures included; a
worker killed mid-run has its batches played again and the run keeps the serial digest; the
progress counts every game; Ctrl-C cancels the run and leaves no process behind; without Dask
the flag says how to install it, and a run without the flag imports no Dask.

Skipped only where Dask cannot be installed (the test extra brings it: pip install '.[test]').
SMASHUP_CLUSTER_GAMES sets the games of the killed-worker run (the issue's check is 2000).
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from importlib.util import find_spec
from pathlib import Path

import pytest
from click.testing import CliRunner

from smashup_rules.cli.group import cli
from smashup_rules.engine.registry import default_registry
from smashup_rules.simulate.game import SimConfig
from smashup_rules.simulate.jobs import simulate
from test_simulate import FACTIONS, SilentVPWalker

ROOT = Path(__file__).resolve().parent.parent
KILLED_RUN_GAMES = int(os.environ.get("SMASHUP_CLUSTER_GAMES", "40"))
NO_DASK = "Dask cannot be installed here (pip install 'smashup_rules[cluster]'; the test extra brings it)"
needs_dask = pytest.mark.skipif(find_spec("distributed") is None, reason=NO_DASK)


@pytest.fixture(scope="module")
def client():
    """A client of a LocalCluster of two worker processes, as ``--scheduler local --jobs 2`` starts."""
    from smashup_rules.simulate.cluster import connect

    with connect("local", 2) as connected:
        yield connected


def _cluster_numbers(config: SimConfig, client, advance=None) -> dict:
    from smashup_rules.simulate.cluster import simulate_on_cluster

    return simulate_on_cluster(config, client, advance).to_json()


@needs_dask
@pytest.mark.parametrize(("players", "monsters", "games", "shard"), [(2, 0, 24, None), (3, 1, 6, None), (2, 0, 11, (2, 3))])
def test_a_cluster_gives_the_summary_and_digest_of_a_serial_run(client, tmp_path, players, monsters, games, shard):
    config = SimConfig(games=games, seed=21, players=players, monsters=monsters, shard=shard, out=tmp_path)
    serial = simulate(config).to_json()
    assert _cluster_numbers(config, client) == serial
    assert serial["games"] == len(config.game_indices())


@needs_dask
def test_the_progress_counts_every_game_batch_by_batch(client, tmp_path):
    from smashup_rules.simulate.cluster import BATCH_GAMES

    batches = []
    numbers = _cluster_numbers(SimConfig(games=30, seed=2, out=tmp_path), client, batches.append)
    assert sum(batches) == numbers["games"] == 30
    assert len(batches) > 2 and max(batches) <= BATCH_GAMES


@needs_dask
def test_a_failure_on_the_cluster_is_reported_and_written_as_in_a_serial_run(client, tmp_path):
    registry = default_registry().with_behaviours(SilentVPWalker)
    reports = []
    for where in ("serial", "cluster"):
        out = tmp_path / where
        config = SimConfig(games=3, seed=1, factions=FACTIONS, registry=registry, out=out)
        if where == "serial":
            summary = simulate(config)
        else:
            from smashup_rules.simulate.cluster import simulate_on_cluster

            summary = simulate_on_cluster(config, client)
        assert summary.failures, "the broken Walker must break a game"
        assert all(f.position_file.parent == out for f in summary.failures)
        reports.append(([f.describe().replace(str(out), "OUT") for f in summary.failures],
                        {f.position_file.name: f.position_file.read_text() for f in summary.failures}, summary.to_json()["digest"]))
    assert reports[1] == reports[0]


def _processing_worker(client) -> tuple[str, list[str]]:
    """A worker playing a batch now, and the batches it holds."""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        busy = {worker: keys for worker, keys in client.processing().items() if keys}
        if busy:
            worker = sorted(busy)[0]
            return worker, list(busy[worker])
        time.sleep(0.01)
    raise AssertionError("no worker was playing a batch")


@needs_dask
def test_a_worker_killed_mid_run_has_its_batches_played_again_and_the_digest_stays(tmp_path):
    from smashup_rules.simulate.cluster import connect, simulate_on_cluster

    config = SimConfig(games=KILLED_RUN_GAMES, seed=1, out=tmp_path)
    serial = simulate(config).to_json()
    killed = {}
    with connect("local", 2) as client:

        def kill_a_worker_once(games: int) -> None:
            if killed:
                return
            worker, keys = _processing_worker(client)
            pid = client.run(os.getpid, workers=[worker])[worker]
            os.kill(pid, signal.SIGKILL)
            killed.update(worker=worker, pid=pid, keys=keys)

        numbers = simulate_on_cluster(config, client, kill_a_worker_once).to_json()

        def placements(dask_scheduler, keys):  # where the scheduler sent each of the killed worker's batches
            return {key: [finish for _, start, finish, *_ in dask_scheduler.story(key) if finish == "processing"] for key in keys}

        sent = client.run_on_scheduler(placements, keys=killed["keys"])
        workers_now = set(client.scheduler_info()["workers"])
    assert numbers == serial
    assert killed["worker"] not in workers_now
    with pytest.raises(ProcessLookupError):
        os.kill(killed["pid"], 0)
    assert all(len(times) >= 2 for times in sent.values()), f"each batch of the killed worker is sent again: {sent}"


# --- the command --------------------------------------------------------------------------------


@needs_dask
def test_the_command_on_a_cluster_prints_the_serial_runs_summary(client, tmp_path):
    args = ["simulate", "--games", "12", "--seed", "3", "--out", str(tmp_path)]
    serial = CliRunner().invoke(cli, [*args, "--jobs", "1"])
    local = CliRunner().invoke(cli, [*args, "--jobs", "2", "--scheduler", "local"])
    address = CliRunner().invoke(cli, [*args, "--scheduler", client.scheduler.address, "--json"])
    assert local.exit_code == serial.exit_code == 0, local.output
    assert local.stdout == serial.stdout
    assert local.stderr.startswith("Simulating 12 games on tcp://127.0.0.1:") and ", 2 workers" in local.stderr
    assert json.loads(address.stdout)["digest"] == serial.stdout.splitlines()[-1].split()[-1]


@needs_dask
def test_an_unreachable_scheduler_is_one_message(tmp_path, monkeypatch):
    monkeypatch.setattr("smashup_rules.simulate.cluster.CONNECT_SECONDS", 1)  # nobody listens on port 9: no need to wait 30 s
    result = CliRunner().invoke(cli, ["simulate", "--games", "2", "--scheduler", "tcp://127.0.0.1:9", "--out", str(tmp_path)])
    assert result.exit_code == 1
    assert result.output.startswith("Error: cannot reach the Dask scheduler at tcp://127.0.0.1:9: ")
    assert len(result.output.splitlines()) == 1


def _live_processes(group: int) -> list[str]:
    """The processes of a process group that still run (a zombie waits only to be reaped)."""
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[2]) == group and fields[0] != "Z":
            found.append(stat.parent.name)
    return found


@needs_dask
@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="the process table is read from /proc")
def test_ctrl_c_cancels_the_run_cleanly_and_leaves_no_process(tmp_path):
    command = [sys.executable, str(ROOT / "scripts" / "smashup"), "simulate", "--games", "2000", "--seed", "1",
               "--scheduler", "local", "--jobs", "2", "--out", str(tmp_path)]
    run = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        assert run.stderr.readline().startswith("Simulating 2000 games on tcp://")
        time.sleep(1)  # games being played
        os.killpg(run.pid, signal.SIGINT)  # as Ctrl-C at a terminal: to the whole foreground group, workers too
        stdout, stderr = run.communicate(timeout=60)
    finally:
        if run.poll() is None:
            os.killpg(run.pid, signal.SIGKILL)
    assert run.returncode == 130
    assert stdout == ""
    assert stderr.startswith("Cancelled after ") and stderr.endswith(" of 2000 games: the cluster's batches were cancelled, no summary printed.\n")
    deadline = time.monotonic() + 10
    while _live_processes(run.pid) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert _live_processes(run.pid) == []


# --- without Dask -------------------------------------------------------------------------------


def test_without_dask_the_flag_says_how_to_install_it(monkeypatch):
    for module in ("dask", "distributed"):
        monkeypatch.setitem(sys.modules, module, None)  # import dask fails, as where it is not installed
    monkeypatch.delitem(sys.modules, "smashup_rules.simulate.cluster", raising=False)
    result = CliRunner().invoke(cli, ["simulate", "--games", "2", "--scheduler", "local"])
    assert result.exit_code == 2
    assert result.output.splitlines()[-1] == ("Error: Invalid value for '--scheduler': needs Dask, which is not installed "
                                              "(no module named 'dask'): pip install 'smashup_rules[cluster]'")


def test_a_run_without_the_flags_imports_no_dask_and_no_plotly(tmp_path):
    code = ("import sys; from smashup_rules.cli.group import main; sys.argv = ['smashup', 'simulate', '--games', '2', '--jobs', '2', "
            f"'--out', {str(tmp_path)!r}]\ntry:\n    main()\nexcept SystemExit:\n    pass\n"
            "print(sorted({m.split('.')[0] for m in sys.modules} & {'dask', 'distributed', 'plotly', 'narwhals'}), file=sys.stderr)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stderr.splitlines()[-1] == "[]"
