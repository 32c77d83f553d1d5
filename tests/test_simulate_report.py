"""smashup simulate --report FILE: one self-contained HTML file whose figures are the run's
--json numbers (each faction's win rate and interval, the pairings with the sparse ones greyed,
game length, the VP spread, the first player, the bases), each naming the games it rests on;
a merged study writes the single run's report; it opens offline in headless Chromium, every
chart drawn; without Plotly the flag says how to install it.

Skipped only where Plotly cannot be installed (the test extra brings it: pip install '.[test]').
"""

from __future__ import annotations

import json
import re
import sys
from html.parser import HTMLParser
from importlib.util import find_spec

import pytest
from click.testing import CliRunner

from smashup_rules.cli.group import cli
from smashup_rules.reference import data
from smashup_rules.simulate.summary import MIN_PAIR_GAMES, wilson
from smashup_rules.site import browser
from test_site import needs_chromium, png_rows

needs_plotly = pytest.mark.skipif(find_spec("plotly") is None,
                                  reason="Plotly cannot be installed here (pip install 'smashup_rules[report]'; the test extra brings it)")
ARGS = ["simulate", "--games", "40", "--seed", "5", "--jobs", "2"]


class Scripts(HTMLParser):
    """The JSON script elements of a report (its figures by chart id, and its numbers), and
    every other element's tag and attributes."""

    def __init__(self):
        super().__init__()
        self.figures: dict[str, dict] = {}
        self.numbers = None
        self.elements: list[tuple[str, dict]] = []
        self._open = None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        self.elements.append((tag, attrs))
        self._open = attrs if tag == "script" and attrs.get("type") == "application/json" else None

    def handle_data(self, text):
        if self._open is None:
            return
        if self._open.get("id") == "numbers":
            self.numbers = json.loads(text)
        else:
            self.figures[self._open["data-chart"].removeprefix("chart-")] = json.loads(text)

    def handle_endtag(self, tag):
        self._open = None


@pytest.fixture(scope="module")
def run(tmp_path_factory):
    """One run's --json, its report, and the report written from its shards merged."""
    folder = tmp_path_factory.mktemp("report")
    report = folder / "report.html"
    result = CliRunner().invoke(cli, [*ARGS, "--json", "--report", str(report), "--out", str(folder)])
    assert result.exit_code == 0, result.output
    for index in (1, 2):
        shard = CliRunner().invoke(cli, [*ARGS, "--json", "--shard", f"{index}/2", "--out", str(folder)])
        (folder / f"shard-{index}.json").write_text(shard.stdout)
    merged = CliRunner().invoke(cli, ["simulate", "merge", str(folder / "shard-2.json"), str(folder / "shard-1.json"),
                                      "--report", str(folder / "merged.html")])
    assert merged.exit_code == 0, merged.output
    parsed = Scripts()
    parsed.feed(report.read_text(encoding="utf-8"))
    return json.loads(result.stdout), report, folder / "merged.html", parsed, result.stderr


@needs_plotly
def test_the_report_holds_the_runs_numbers_and_says_where_it_is(run):
    numbers, report, _, parsed, stderr = run
    assert parsed.numbers == numbers
    assert stderr == f"Report: {report} ({report.stat().st_size / 1e6:.1f} MB, opens offline)\n"


@needs_plotly
def test_the_report_is_one_file_that_needs_nothing_else(run):
    _, _, _, parsed, _ = run
    assert [tag for tag, _ in parsed.elements if tag in ("link", "img", "iframe")] == []
    assert [attrs for tag, attrs in parsed.elements if tag == "script" and "src" in attrs] == []


@needs_plotly
def test_a_merged_study_writes_the_single_runs_report(run):
    _, report, merged, _, _ = run
    assert merged.read_text(encoding="utf-8") == report.read_text(encoding="utf-8")


@needs_plotly
def test_every_figure_names_the_games_it_rests_on(run):
    numbers, _, _, parsed, _ = run
    assert sorted(parsed.figures) == sorted(["factions", "pairings", "length", "vp", "first-player", "bases"])
    for name, figure in parsed.figures.items():
        rests_on = f"{numbers['games']:,} games" if name == "bases" else f"{numbers['finished']:,} finished games"
        assert rests_on in figure["layout"]["title"]["text"], name


@needs_plotly
def test_the_faction_chart_is_each_factions_win_rate_and_interval(run):
    numbers, _, _, parsed, _ = run
    (bar,) = parsed.figures["factions"]["data"]
    rows = sorted(numbers["factions"].items(), key=lambda kv: (kv[1]["win_rate"], kv[1]["games"], kv[0]))
    assert bar["y"] == [f"{data.group_name(key)} ({row['games']})" for key, row in rows]
    assert bar["x"] == [row["win_rate"] for _, row in rows]
    assert [rate + up for rate, up in zip(bar["x"], bar["error_x"]["array"])] == pytest.approx([row["ci95"][1] for _, row in rows])
    assert [rate - down for rate, down in zip(bar["x"], bar["error_x"]["arrayminus"])] == pytest.approx([row["ci95"][0] for _, row in rows])


@needs_plotly
def test_the_pairing_heat_map_is_every_pair_and_greys_those_with_few_games(run):
    numbers, _, _, parsed, _ = run
    rated, greyed = parsed.figures["pairings"]["data"]
    names = rated["x"]
    assert names == rated["y"] == sorted(data.group_name(f) for f in numbers["factions"])
    seen = 0
    for key, row in numbers["pairs"].items():
        first, second = (names.index(data.group_name(f)) for f in key.split(" + "))
        for i, j in ((first, second), (second, first)):
            shown, hidden = (rated, greyed) if row["games"] >= MIN_PAIR_GAMES else (greyed, rated)
            assert shown["text"][i][j] == f"{row['win_rate']:.0%}<br>{row['games']}"
            assert hidden["text"][i][j] == "" and hidden["z"][i][j] is None
            assert rated["z"][i][j] == (row["win_rate"] if row["games"] >= MIN_PAIR_GAMES else None)
            seen += 1
    assert seen == 2 * len(numbers["pairs"])
    assert sum(cell is not None for line in greyed["z"] for cell in line) == 2 * sum(row["games"] < MIN_PAIR_GAMES for row in numbers["pairs"].values())
    assert any(row["games"] < MIN_PAIR_GAMES for row in numbers["pairs"].values()), "40 games leave some pairings with few games"


@needs_plotly
def test_game_length_and_the_vp_spread_are_the_runs_histograms(run):
    numbers, _, _, parsed, _ = run
    (length,) = parsed.figures["length"]["data"]
    assert dict(zip(map(str, length["x"]), length["y"])) == numbers["turns"]["games"]
    winners, others = parsed.figures["vp"]["data"]
    assert dict(zip(map(str, winners["x"]), winners["y"])) == numbers["final_vp"]["winners"]
    assert dict(zip(map(str, others["x"]), others["y"])) == numbers["final_vp"]["others"]
    assert sum(winners["y"]) == numbers["finished"] and sum(others["y"]) == numbers["finished"] * (numbers["players"] - 1)


@needs_plotly
def test_the_first_player_chart_is_the_first_players_wins_by_game_length(run):
    numbers, _, _, parsed, _ = run
    (points,) = parsed.figures["first-player"]["data"]
    bands = {}
    for turns, games in numbers["turns"]["games"].items():
        band = int(turns) // 10 * 10
        wins = sum(n for t, n in numbers["first_player"]["wins_by_turns"].items() if int(t) // 10 * 10 == band)
        bands[f"{band}–{band + 9}"] = (bands.get(f"{band}–{band + 9}", (0, 0))[0] + games, wins)
    assert points["x"] == [f"{label} ({games})" for label, (games, _) in sorted(bands.items(), key=lambda kv: int(kv[0].split("–")[0]))]
    assert points["y"] == pytest.approx([wins / games for _, (games, wins) in sorted(bands.items(), key=lambda kv: int(kv[0].split("–")[0]))])
    assert sum(games for games, _ in bands.values()) == numbers["finished"]
    assert sum(wins for _, wins in bands.values()) == numbers["first_player"]["wins"]
    low, high = wilson(numbers["first_player"]["wins"], numbers["finished"])
    assert f"({numbers['first_player_win_rate']:.1%}, 95%: {low:.0%}–{high:.0%})" in parsed.figures["first-player"]["layout"]["title"]["text"]


@needs_plotly
def test_the_bases_chart_is_how_often_each_base_scored(run):
    numbers, _, _, parsed, _ = run
    (bar,) = parsed.figures["bases"]["data"]
    assert sorted(bar["x"]) == bar["x"] == sorted(numbers["bases_scored"].values())
    assert sorted(bar["y"]) == sorted(f"{data.cards()[b]['name']} ({data.group_name(b.split('/')[0])})" for b in numbers["bases_scored"])


@needs_plotly
@needs_chromium
def test_the_report_opens_offline_in_chromium_with_every_chart_drawn(run, tmp_path):
    numbers, report, _, parsed, _ = run
    dom = browser.dump_dom(report.as_uri())
    for name in parsed.figures:
        chart = re.search(rf'<div class="chart[^"]*" id="chart-{name}"[^>]*>(.*?)</section>', dom, re.S)
        assert chart and 'class="main-svg"' in chart.group(1), f"{name}: plotly.js drew no chart"
    assert f"Win rate and its 95% interval — {numbers['finished']} finished games" in dom
    shot = browser.screenshot(report.as_uri(), tmp_path / "report.png", browser.DESKTOP)
    width, height, distinct = png_rows(shot)
    assert (width, height) == browser.DESKTOP
    assert distinct > height // 4  # a title, text and a chart, not a page of one colour


def test_without_plotly_the_flag_says_how_to_install_it(monkeypatch, tmp_path):
    monkeypatch.setitem(sys.modules, "plotly", None)  # import plotly fails, as where it is not installed
    monkeypatch.delitem(sys.modules, "smashup_rules.simulate.report", raising=False)
    for args in (["simulate", "--games", "2"], ["simulate", "merge", str(tmp_path / "shard.json")]):
        result = CliRunner().invoke(cli, [*args, "--report", str(tmp_path / "report.html")])
        assert result.exit_code == 2
        assert result.output.splitlines()[-1] == ("Error: Invalid value for '--report': needs Plotly, which is not installed "
                                                  "(no module named 'plotly'): pip install 'smashup_rules[report]'")
    assert not (tmp_path / "report.html").exists()
