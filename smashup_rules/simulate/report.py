"""A simulation's numbers as charts: one self-contained HTML file (``--report FILE``).

Every figure is drawn by Plotly from the run's ``--json`` numbers and nothing else, so a merged
study's report is the single run's: each faction's win rate with its 95% interval, the pairings
(the two factions a player shuffles together) as a heat map, how long games last, the final VP
of winners and of the others, the first player's win rate against game length, and how often
each base scored. Each figure's title names the games it rests on; a pairing with fewer than
MIN_PAIR_GAMES games is greyed, with its numbers still shown. The file embeds plotly.js, the
figures (as JSON, one script element each) and the numbers themselves, so it opens offline.

Plotly is the optional extra ``report``: this module imports it at the top, and only a command
given ``--report`` imports this module.
"""

from __future__ import annotations

import html
import json
from pathlib import Path

import plotly.graph_objects as go
from plotly.offline import get_plotlyjs

from smashup_rules.reference import data
from smashup_rules.simulate.summary import MIN_PAIR_GAMES, Summary, seeds_text, wilson

FIRST_PLAYER_BAND = 10  # turns: the first player's win rate is shown for games of 10–19 turns, 20–29 ...
GREY = "#c8c8c8"  # a pairing with too few games
FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
CHART_CONFIG = {"displaylogo": False, "responsive": True}


def _games(count: int, what: str = "finished games") -> str:
    return f"{count:,} {what}"


def _layout(title: str, height: int, **more) -> dict:
    return {"title": {"text": title, "x": 0, "xanchor": "left", "font": {"size": 16}}, "height": height,
            "margin": {"l": 10, "r": 10, "t": 60, "b": 50}, "font": {"family": FONT, "size": 12},
            "plot_bgcolor": "white", "paper_bgcolor": "white", **more}


def _rate_hover(name: str, row: dict) -> str:
    low, high = row["ci95"]
    return (f"<b>{html.escape(name)}</b><br>won {row['win_rate']:.1%} (95%: {low:.0%}–{high:.0%})<br>"
            f"{row['wins']} of {row['games']} games, mean VP {row['mean_vp']:.1f}")


def _verdict_colour(row: dict, even: float) -> str:
    """Blue for a win rate whose interval lies above even, red below, grey for one that cannot tell."""
    low, high = row["ci95"]
    return "#2b6cb0" if low > even else "#c53030" if high < even else "#718096"


def factions_figure(numbers: dict) -> go.Figure:
    even = 1 / numbers["players"]
    rows = sorted(numbers["factions"].items(), key=lambda kv: (kv[1]["win_rate"], kv[1]["games"], kv[0]))
    names = [f"{data.group_name(key)} ({row['games']})" for key, row in rows]
    rates = [row["win_rate"] for _, row in rows]
    figure = go.Figure(go.Bar(
        x=rates, y=names, orientation="h", marker_color=[_verdict_colour(row, even) for _, row in rows],
        error_x={"type": "data", "symmetric": False, "array": [row["ci95"][1] - row["win_rate"] for _, row in rows],
                 "arrayminus": [row["win_rate"] - row["ci95"][0] for _, row in rows], "color": "#1a202c", "thickness": 1.2},
        hovertext=[_rate_hover(data.group_name(key), row) for key, row in rows], hoverinfo="text"))
    figure.add_vline(x=even, line_dash="dash", line_color="#1a202c", annotation_text=f"even {even:.0%}", annotation_position="top")
    figure.update_layout(_layout(
        f"Win rate and its 95% interval — {_games(numbers['finished'])}", 120 + 24 * len(rows),
        xaxis={"range": [0, 1.02], "tickformat": ".0%", "gridcolor": "#e2e8f0"}, yaxis={"automargin": True}))
    return figure


def pairings_figure(numbers: dict) -> go.Figure:
    factions = sorted(numbers["factions"], key=data.group_name)
    names = [data.group_name(f) for f in factions]
    size = len(factions)
    rates = [[None] * size for _ in range(size)]
    few = [[None] * size for _ in range(size)]
    text = [[""] * size for _ in range(size)]
    hover = [[""] * size for _ in range(size)]
    for key, row in numbers["pairs"].items():
        first, second = key.split(" + ")
        for a, b in ((first, second), (second, first)):
            if a not in factions or b not in factions:
                continue
            i, j = factions.index(a), factions.index(b)
            (rates if row["games"] >= MIN_PAIR_GAMES else few)[i][j] = row["win_rate"]
            text[i][j] = f"{row['win_rate']:.0%}<br>{row['games']}"
            hover[i][j] = _rate_hover(f"{data.group_name(a)} + {data.group_name(b)}", row)
    even = 1 / numbers["players"]

    def only(values: list[list], where: list[list]) -> list[list]:  # a trace's text and hover: its own cells'
        return [[value if mark is not None else "" for value, mark in zip(line, marks)] for line, marks in zip(values, where)]

    cells = {"x": names, "y": names, "texttemplate": "%{text}", "hoverinfo": "text", "xgap": 1, "ygap": 1}
    figure = go.Figure([
        go.Heatmap(z=rates, zmin=0, zmax=1, zmid=even, colorscale="RdBu", colorbar={"title": {"text": "win rate"}, "tickformat": ".0%"},
                   text=only(text, rates), hovertext=only(hover, rates), textfont={"size": 9}, name="pairings", **cells),
        go.Heatmap(z=[[0 if v is not None else None for v in line] for line in few], colorscale=[[0, GREY], [1, GREY]], showscale=False,
                   text=only(text, few), hovertext=only(hover, few), textfont={"size": 9, "color": "#4a5568"},
                   name=f"fewer than {MIN_PAIR_GAMES} games", **cells),
    ])
    played = sum(row["games"] for row in numbers["pairs"].values())
    figure.update_layout(_layout(
        f"Win rate of the deck — {_games(numbers['finished'])}, {played:,} decks; grey: fewer than {MIN_PAIR_GAMES} games",
        180 + 34 * size,
        xaxis={"tickangle": -45, "side": "bottom", "automargin": True}, yaxis={"autorange": "reversed", "automargin": True}))
    return figure


def _counts(histogram: dict[str, int]) -> tuple[list[int], list[int]]:
    values = sorted(histogram, key=int)
    return [int(v) for v in values], [histogram[v] for v in values]


def length_figure(numbers: dict) -> go.Figure:
    turns = numbers["turns"]
    x, y = _counts(turns["games"])
    figure = go.Figure(go.Bar(x=x, y=y, marker_color="#2b6cb0", hovertemplate="%{x} turns: %{y} games<extra></extra>"))
    figure.add_vline(x=turns["median"], line_dash="dash", annotation_text=f"median {turns['median']:g}", annotation_position="top right")
    capped = f"; {numbers['capped']} capped at {numbers['max_turns']} turns, not shown" if numbers["capped"] else ""
    figure.update_layout(_layout(f"Turns per game — {_games(numbers['finished'])}{capped}: mean {turns['mean']}, "
                                 f"min {turns['min']}, max {turns['max']}", 380,
                                 xaxis={"title": {"text": "turns (each player's turn counts one)"}},
                                 yaxis={"title": {"text": "games"}, "gridcolor": "#e2e8f0"}, bargap=0.1))
    return figure


def vp_figure(numbers: dict) -> go.Figure:
    final = numbers["final_vp"]
    figure = go.Figure()
    for name, key, colour in (("winners", "winners", "#2b6cb0"), ("the other players", "others", "#dd6b20")):
        x, y = _counts(final[key])
        figure.add_bar(x=x, y=y, name=f"{name} ({sum(y):,})", marker_color=colour, opacity=0.75,
                       hovertemplate=f"%{{x}} VP: %{{y}} {name}<extra></extra>")
    figure.update_layout(_layout(f"Final VP — {_games(numbers['finished'])}: the winner's {final['winner_mean']} on average, "
                                 f"every player's {final['mean']}", 380, barmode="overlay", bargap=0.1,
                                 xaxis={"title": {"text": "VP at the end of the game"}, "dtick": 1},
                                 yaxis={"title": {"text": "players"}, "gridcolor": "#e2e8f0"},
                                 legend={"x": 0.01, "y": 0.99}))
    return figure


def first_player_bands(numbers: dict) -> list[tuple[str, int, int]]:
    """(turns, games, games the first player won) for each band of FIRST_PLAYER_BAND turns that has games."""
    games, wins = {}, {}
    for turns, count in numbers["turns"]["games"].items():
        band = int(turns) // FIRST_PLAYER_BAND
        games[band] = games.get(band, 0) + count
    for turns, count in numbers["first_player"]["wins_by_turns"].items():
        band = int(turns) // FIRST_PLAYER_BAND
        wins[band] = wins.get(band, 0) + count
    return [(f"{band * FIRST_PLAYER_BAND}–{band * FIRST_PLAYER_BAND + FIRST_PLAYER_BAND - 1}", games[band], wins.get(band, 0))
            for band in sorted(games)]


def first_player_figure(numbers: dict) -> go.Figure:
    even = 1 / numbers["players"]
    first = numbers["first_player"]
    bands = first_player_bands(numbers)
    rates = [wins / games for _, games, wins in bands]
    intervals = [wilson(wins, games) for _, games, wins in bands]
    labels = [f"{turns} ({games})" for turns, games, _ in bands]
    figure = go.Figure(go.Scatter(
        x=labels, y=rates, mode="markers", marker={"size": 10, "color": "#2b6cb0"},
        error_y={"type": "data", "symmetric": False, "array": [high - rate for rate, (_, high) in zip(rates, intervals)],
                 "arrayminus": [rate - low for rate, (low, _) in zip(rates, intervals)], "color": "#2b6cb0"},
        hovertext=[f"games of {turns} turns: the first player won {wins} of {games} ({wins / games:.1%}, 95%: {low:.0%}–{high:.0%})"
                   for (turns, games, wins), (low, high) in zip(bands, intervals)], hoverinfo="text"))
    figure.add_hline(y=even, line_dash="dash", annotation_text=f"even {even:.0%}", annotation_position="bottom right")
    if numbers["first_player_win_rate"] is not None:
        figure.add_hline(y=numbers["first_player_win_rate"], line_color="#2b6cb0", line_width=1,
                         annotation_text=f"all games {numbers['first_player_win_rate']:.1%}", annotation_position="top left")
    low, high = first["ci95"]
    rate = numbers["first_player_win_rate"] or 0.0
    figure.update_layout(_layout(
        f"First player's win rate — {_games(numbers['finished'])}: won {first['wins']:,} ({rate:.1%}, 95%: {low:.0%}–{high:.0%})", 380,
        xaxis={"title": {"text": "turns the game lasted"}, "type": "category"},
        yaxis={"range": [-0.03, 1.03], "tickformat": ".0%", "title": {"text": "first player's win rate"}, "gridcolor": "#e2e8f0"}))
    return figure


def bases_figure(numbers: dict) -> go.Figure:
    rows = sorted(numbers["bases_scored"].items(), key=lambda kv: (kv[1], data.cards()[kv[0]]["name"]))
    games = numbers["games"]
    names = [f"{data.cards()[base]['name']} ({data.group_name(base.split('/')[0])})" for base, _ in rows]
    figure = go.Figure(go.Bar(
        x=[count for _, count in rows], y=names, orientation="h", marker_color="#2f855a",
        hovertext=[f"<b>{html.escape(name)}</b><br>scored {count:,} times, {count / games:.2f} a game" for name, (_, count) in zip(names, rows)],
        hoverinfo="text"))
    figure.update_layout(_layout(
        f"Times scored — {_games(games, 'games')}",
        120 + 20 * len(rows), xaxis={"title": {"text": "times scored"}, "gridcolor": "#e2e8f0"}, yaxis={"automargin": True}, bargap=0.15))
    return figure


FIGURES = {  # id → (heading, what it shows, how it is drawn)
    "factions": ("Factions", "Each faction's share of the finished games it was dealt in that its player won, with its games in "
                 "brackets: blue where the interval lies above even, red where below.", factions_figure),
    "pairings": ("Pairings", "The row's and the column's factions shuffled into one deck: how often that deck won, and in how many "
                 f"games (under the rate). Pairings with fewer than {MIN_PAIR_GAMES} games are grey: too few to read.", pairings_figure),
    "length": ("Game length", "How many turns the finished games took (each player's turn counts one).", length_figure),
    "vp": ("VP spread", "The winners' final VP, and every other player's.", vp_figure),
    "first-player": ("First-player advantage", "How often the player who took the first turn won: over all games, and by how long "
                     "the game lasted (its games in brackets).", first_player_figure),
    "bases": ("Bases", "Which bases score most: how often each scored (a base is in a game only when its faction is dealt).",
              bases_figure),
}


def figures(numbers: dict) -> dict[str, go.Figure]:
    """Every figure of the report, drawn from a run's --json numbers."""
    return {name: draw(numbers) for name, (_, _, draw) in FIGURES.items()}


def _script_json(value: str) -> str:
    """JSON text safe inside a script element."""
    return value.replace("</", "<\\/")


def report_html(summary: Summary) -> str:
    numbers = summary.to_json()
    config = summary.config
    title = f"Smash Up self-play: {numbers['games']:,} games, {numbers['players']} players"
    facts = [f"{seeds_text(config, numbers['games'])}", f"finished {numbers['finished']:,}, capped {numbers['capped']:,}, failed {numbers['failed']:,}",
             f"{len(numbers['factions'])} factions", f"cards played per game {numbers['cards_played_per_game']}", f"digest {numbers['digest']}"]
    sections = []
    for name, figure in figures(numbers).items():
        heading, caption, _ = FIGURES[name]
        sections.append(f'<section><h2>{html.escape(heading)}</h2><p>{html.escape(caption)}</p>'
                        f'<div class="chart" id="chart-{name}"></div>'
                        f'<script type="application/json" class="figure" data-chart="chart-{name}">{_script_json(figure.to_json())}</script></section>')
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{html.escape(title)}</title>
<style>
body {{ font-family: {FONT}; margin: 0 auto; max-width: 1200px; padding: 1rem 1.5rem; color: #1a202c; background: white; }}
h1 {{ font-size: 1.5rem; margin-bottom: 0.25rem; }}
h2 {{ font-size: 1.2rem; margin: 2rem 0 0.25rem; border-top: 1px solid #e2e8f0; padding-top: 1rem; }}
p {{ margin: 0.25rem 0; }}
.facts {{ color: #4a5568; }}
</style>
</head>
<body>
<h1>{html.escape(title)}</h1>
<p class="facts">{" · ".join(html.escape(fact) for fact in facts)}</p>
<p class="facts">Every figure is drawn from the numbers of <code>smashup simulate --json</code>, which this file holds too; hover a chart for its
numbers. Win rates count finished games only; an interval is the 95% Wilson score interval.</p>
{chr(10).join(sections)}
<script type="application/json" id="numbers">{_script_json(json.dumps(numbers, sort_keys=True))}</script>
<script>{get_plotlyjs()}</script>
<script>
for (const spec of document.querySelectorAll("script.figure")) {{
  const figure = JSON.parse(spec.textContent);
  Plotly.newPlot(spec.dataset.chart, figure.data, figure.layout, {json.dumps(CHART_CONFIG)});
}}
</script>
</body>
</html>
"""


def write_report(path: Path, summary: Summary) -> int:
    """Write the report to ``path``; its size in bytes."""
    text = report_html(summary)
    Path(path).write_text(text, encoding="utf-8")
    return len(text.encode("utf-8"))
