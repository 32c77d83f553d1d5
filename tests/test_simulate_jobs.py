"""smashup simulate on every core and on many machines: --jobs N gives the summary and the
digest of a serial run; the shards of a study (--shard K/N) merge into the summary of one run
of all its games; a failure in a worker is reported as in a serial run; bad shard specs and
shards that do not fit together are refused; a summary does not grow with the games."""

from __future__ import annotations

import json
import random
import statistics
import tracemalloc
from collections import Counter

import pytest
from click.testing import CliRunner

from smashup_rules.cli.group import cli
from smashup_rules.engine.registry import default_registry
from smashup_rules.simulate.game import GameResult, SimConfig
from smashup_rules.simulate.jobs import simulate
from smashup_rules.simulate.summary import Summary, _median
from test_simulate import FACTIONS, ExplodingWalker, SilentVPWalker


def _numbers(config: SimConfig) -> dict:
    return simulate(config).to_json()


@pytest.mark.parametrize(("players", "monsters", "games"), [(2, 0, 6), (3, 0, 3), (4, 0, 2), (2, 1, 3)])
def test_jobs_give_the_summary_and_digest_of_a_serial_run(tmp_path, players, monsters, games):
    config = SimConfig(games=games, seed=12, players=players, monsters=monsters, out=tmp_path)
    serial = _numbers(config)
    config.jobs = 2
    parallel = _numbers(config)
    assert parallel == serial
    assert parallel["games"] == games and len(parallel["digest"]) == 16


def test_the_progress_counts_every_game_of_every_worker(tmp_path):
    seen = []
    summary = simulate(SimConfig(games=5, seed=3, jobs=2, out=tmp_path), progress=lambda result: seen.append(result.seed))
    assert sorted(seen) == [3, 4, 5, 6, 7]
    assert summary.games == 5


@pytest.mark.parametrize("behaviour", [SilentVPWalker, ExplodingWalker])
def test_a_failure_in_a_worker_is_reported_as_in_a_serial_run(tmp_path, behaviour):
    registry = default_registry().with_behaviours(behaviour)
    reports = {}
    for jobs in (1, 2):
        out = tmp_path / f"jobs-{jobs}"
        summary = simulate(SimConfig(games=3, seed=1, factions=FACTIONS, registry=registry, jobs=jobs, out=out))
        assert summary.failures, "the broken Walker must break a game"
        described = [f.describe().replace(str(out), "OUT") for f in summary.failures]
        files = {f.position_file.name: f.position_file.read_text() for f in summary.failures}
        reports[jobs] = (described, files, summary.to_json()["digest"])
    assert reports[2] == reports[1]
    described, files, _ = reports[2]
    assert described[0].startswith("Game with seed ") and "position: OUT/simulate-failure-" in described[0]
    assert all(text.startswith("# smashup simulate: game with seed") for text in files.values())


# --- shards -------------------------------------------------------------------------------------


def _run(args, out) -> tuple[int, str]:
    """Exit code and output of ``smashup ARGS`` (a run writes failure files to ``out``)."""
    if "merge" not in args:
        args = [*args, "--out", str(out)]
    result = CliRunner().invoke(cli, args)
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception  # no traceback
    return result.exit_code, result.output


def _shard_files(tmp_path, count: int, extra: list[str]) -> list[str]:
    files = []
    for index in range(1, count + 1):
        code, output = _run(["simulate", *extra, "--shard", f"{index}/{count}", "--json"], tmp_path)
        assert code == 0, output
        path = tmp_path / f"shard-{index}.json"
        path.write_text(output)
        files.append(str(path))
    return files


@pytest.mark.parametrize("extra", [["--games", "7", "--seed", "4", "--jobs", "1"], ["--games", "4", "--seed", "2", "--players", "3", "--monsters", "1", "--jobs", "2"]])
def test_shards_merge_into_the_summary_and_digest_of_one_run(tmp_path, extra):
    _, whole = _run(["simulate", *extra, "--json"], tmp_path)
    files = _shard_files(tmp_path, 3, extra)
    shard = json.loads((tmp_path / "shard-2.json").read_text())
    assert shard["games"] == len(range(1, int(extra[1]), 3)) and shard["shard"]["index"] == 2
    code, merged = _run(["simulate", "merge", *reversed(files), "--json"], tmp_path)
    assert code == 0, merged
    assert json.loads(merged) == json.loads(whole)
    _, whole_text = _run(["simulate", *extra], tmp_path)
    _, merged_text = _run(["simulate", "merge", *files], tmp_path)
    assert merged_text == whole_text


def test_a_shard_plays_its_slice_of_the_games(tmp_path):
    summary = simulate(SimConfig(games=8, seed=5, shard=(2, 3), out=tmp_path))
    assert summary.games == 3
    assert SimConfig(games=8, seed=5, shard=(2, 3)).game_indices() == range(1, 8, 3)
    code, output = _run(["simulate", "--games", "8", "--seed", "5", "--shard", "2/3", "--jobs", "1"], tmp_path)
    assert output.startswith("Simulation: 3 games, 2 players, shard 2 of 3 of 8 games, seeds 6, 9, … 12\n")


@pytest.mark.parametrize(
    ("shard", "message"),
    [
        ("0/3", "Invalid value for '--shard': expected K/N with 1 <= K <= N, found '0/3'"),
        ("4/3", "Invalid value for '--shard': expected K/N with 1 <= K <= N, found '4/3'"),
        ("1/0", "Invalid value for '--shard': expected K/N with 1 <= K <= N, found '1/0'"),
        ("2", "Invalid value for '--shard': expected K/N, e.g. 1/4 for the first of four shards, found '2'"),
        ("a/b", "Invalid value for '--shard': expected K/N, e.g. 1/4 for the first of four shards, found 'a/b'"),
        ("-1/3", "Invalid value for '--shard': expected K/N, e.g. 1/4 for the first of four shards, found '-1/3'"),
        ("1/11", "Invalid value for '--shard': 11 shards of 10 games: some shards would play no game"),
    ],
)
def test_bad_shard_specs_exit_2_with_one_message(shard, message):
    result = CliRunner().invoke(cli, ["simulate", "--games", "10", "--shard", shard])
    assert result.exit_code == 2
    assert result.output.splitlines()[-1] == f"Error: {message}"


@pytest.fixture(scope="module")
def shards(tmp_path_factory):
    """The three shards of a 4-game study, and one shard of another study."""
    folder = tmp_path_factory.mktemp("shards")
    files = _shard_files(folder, 3, ["--games", "4", "--seed", "1", "--jobs", "1"])
    code, other = _run(["simulate", "--games", "4", "--seed", "2", "--jobs", "1", "--shard", "3/3", "--json"], folder)
    (folder / "other.json").write_text(other)
    code, plain = _run(["simulate", "--games", "2", "--seed", "1", "--jobs", "1", "--json"], folder)
    (folder / "plain.json").write_text(plain)
    return folder, files


def test_merge_refuses_shards_that_do_not_make_one_study(shards):
    folder, (first, second, third) = shards

    def refusal(*files):
        code, output = _run(["simulate", "merge", *map(str, files)], folder)
        assert code == 2, output
        return output.splitlines()[-1]

    assert refusal(first, second) == "Error: shard 3 of 3 missing: give every shard's file"
    assert refusal(first, second, third, second) == f"Error: {second}: shard 2 of 3 again (also {second})"
    assert refusal(first, second, folder / "other.json") == f"Error: {folder / 'other.json'}: seed is 2, but 1 in {first}: shards of different studies"
    assert refusal(first, folder / "plain.json").startswith(f"Error: {folder / 'plain.json'}: expected the --json output of smashup simulate --shard K/N, found no 'shard'")
    (folder / "text.json").write_text("Simulation: 4 games")
    assert refusal(first, folder / "text.json").startswith(f"Error: {folder / 'text.json'}: expected the --json output of smashup simulate --shard K/N, found text that is not JSON")
    assert refusal(folder / "absent.json") == f"Error: {folder / 'absent.json'}: cannot be read (No such file or directory)"
    edited = json.loads(open(third).read())
    edited["shard"]["game_digests"] = edited["shard"]["game_digests"][:-16]
    (folder / "edited.json").write_text(json.dumps(edited))
    assert refusal(first, second, folder / "edited.json") == (f"Error: {folder / 'edited.json'}: expected 1 game digests of 16 characters, "
                                                          "found 0 characters (an incomplete or edited file)")
    count = json.loads(open(third).read())
    count["shard"]["count"] = 4
    (folder / "count.json").write_text(json.dumps(count))
    assert refusal(first, second, folder / "count.json") == f"Error: {folder / 'count.json'}: shard count is 4, but 3 in {first}: shards of different studies"


# --- the summary --------------------------------------------------------------------------------


def _result(seed: int) -> GameResult:
    return GameResult(seed=seed, factions={"Alice": ["pirates", "ninjas"], "Bob": ["robots", "zombies"]}, first_player="Alice",
                      winner="Alice", capped=False, turns=20 + seed % 7, vp={"Alice": 15, "Bob": 9}, plays=80, events=700,
                      digest=f"{seed:016x}", played=Counter({"pirates/first-mate": 2}), scored=Counter({"pirates/tortuga": 1}))


def test_a_summary_does_not_grow_with_the_games():
    summary = Summary(SimConfig())
    for seed in range(200):
        summary.add(_result(seed))
    tracemalloc.start()
    before = tracemalloc.take_snapshot()
    for seed in range(200, 5200):
        summary.add(_result(seed))
    grown = sum(stat.size_diff for stat in tracemalloc.take_snapshot().compare_to(before, "filename"))
    tracemalloc.stop()
    assert grown < 20_000, f"{grown} bytes more after 5,000 games"
    assert summary.to_json()["games"] == 5200


def test_the_median_of_the_turn_histogram_is_the_median_of_the_turns():
    rng = random.Random(1)
    for size in range(1, 40):
        turns = [rng.randint(10, 60) for _ in range(size)]
        median = _median(Counter(turns))
        assert median == statistics.median(turns) and type(median) is type(statistics.median(turns))
    assert _median(Counter()) == 0.0


def test_a_refused_merge_under_json_is_a_json_error(tmp_path):
    result = CliRunner().invoke(cli, ["simulate", "merge", str(tmp_path / "absent.json"), "--json"])
    assert result.exit_code == 2
    assert json.loads(result.output)["error"] == {"kind": "usage", "message": f"{tmp_path / 'absent.json'}: cannot be read (No such file or directory)",
                                                  "file": None, "line": None, "column": None}


def test_a_summary_travels_pickled_with_its_games_digests_and_adds_up_in_any_order():
    import pickle

    whole = Summary(SimConfig(games=12))
    parts = [Summary(SimConfig(games=12), game_digests=bytearray()) for _ in range(3)]
    for seed in range(12):
        whole.add(_result(seed))
        parts[seed // 4].add(_result(seed))
    travelled = [pickle.loads(pickle.dumps(part)) for part in parts]
    assert [part.to_json()["digest"] for part in travelled] == [part.to_json()["digest"] for part in parts]
    added = Summary(SimConfig(games=12))
    for part in reversed(travelled):
        added.add_totals(part)
    for part in travelled:
        added.add_digests(bytes(part.game_digests))
    assert added.to_json() == whole.to_json()
    with pytest.raises(TypeError, match="keeps its games' digests"):
        pickle.dumps(whole)


def test_the_text_summary_draws_each_factions_win_rate_as_a_bar(tmp_path):
    from smashup_rules.simulate.summary import BAR_WIDTH, win_rate_bar

    assert win_rate_bar(1.0, 0.5) == "█" * BAR_WIDTH
    assert win_rate_bar(0.775, 0.5) == "█" * 15 + "▌" + " " * 4
    assert win_rate_bar(0.2, 0.5) == "████      │         "
    assert win_rate_bar(0.0, 0.25) == "     │" + " " * 14
    code, output = _run(["simulate", "--games", "6", "--seed", "1", "--jobs", "1"], tmp_path)
    chart = output.split("Faction win rates: each █ is 5%, │ marks even (50%)\n")[1].split("\n\n")[0].splitlines()
    table = output.split("Factions: win rate in finished games (95% interval), even is 50%\n")[1].split("\n\n")[0].splitlines()
    assert len(chart) == len(table) == len(json.loads(_run(["simulate", "--games", "6", "--seed", "1", "--jobs", "1", "--json"], tmp_path)[1])["factions"])
    for bar, row in zip(chart, table):
        name = row[2:].split("  ")[0]
        rate = row[2:].split()[len(name.split())]
        assert bar.startswith(f"  {name}") and bar.endswith(rate.rjust(6))
