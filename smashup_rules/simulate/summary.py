"""Numbers over many simulated games, and their text.

A ``Summary`` keeps running totals, never the games themselves: its memory is the same
after ten games and after a million (turns and VP are kept as histograms, which give the
exact median and what the report draws). The games must be added in game order, because
the digest of a run hashes the games' digests in that order. A shard's summary, and a
cluster's batch, also keeps each game's digest (16 characters a game): a shard writes its
totals to ``--json`` and a batch travels whole (pickled), so that the summaries of the parts
of one study add up (``add_totals``, in any order) into the one a single run would have
printed, their games' digests added in game order.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from dataclasses import dataclass, field

from smashup_rules.reference import data

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from smashup_rules.simulate.game import Failure, GameResult, SimConfig


MIN_PAIR_GAMES = 5  # a pair is listed in the text summary once it has played this many games
DIGEST_LENGTH = 16  # hex characters of one game's log digest
BAR_WIDTH = 20  # characters of the terminal's win-rate bar for 100%


@dataclass
class Summary:
    """Numbers over many games, as running totals."""

    config: SimConfig
    games: int = 0
    capped_seeds: list[int] = field(default_factory=list)
    failures: list[Failure] = field(default_factory=list)
    turns: Counter = field(default_factory=Counter)  # turns a finished game took → how many games
    final_vp: int = 0  # every player's VP, summed over finished games
    winner_vp: int = 0  # the winner's VP (the most VP for a shared win), summed over finished games
    plays: int = 0  # cards played, over all games
    events: int = 0
    first_wins: int = 0  # finished games the first player won
    first_wins_by_turns: Counter = field(default_factory=Counter)  # turns a finished game took → games the first player won
    winner_vps: Counter = field(default_factory=Counter)  # the winner's VP → finished games
    other_vps: Counter = field(default_factory=Counter)  # VP of a player who did not win → players, in finished games
    factions: dict[str, list[int]] = field(default_factory=dict)  # faction → [games, wins, VP] in finished games
    pairs: dict[str, list[int]] = field(default_factory=dict)  # "a + b" → [games, wins, VP]
    played: Counter = field(default_factory=Counter)  # card id → times played, over all games
    scored: Counter = field(default_factory=Counter)  # base id → times scored
    game_digests: bytearray | None = None  # each game's digest in game order, kept for a shard only
    _digest: object = field(default_factory=hashlib.sha256, repr=False)

    def __post_init__(self) -> None:
        if self.config.shard and self.game_digests is None:
            self.game_digests = bytearray()

    def add(self, result: GameResult) -> None:
        self.games += 1
        self.played.update(result.played)
        self.scored.update(result.scored)
        self.plays += result.plays
        self.events += result.events
        self.add_digest(result.digest)
        if result.failure:
            self.failures.append(result.failure)
        if result.capped:
            self.capped_seeds.append(result.seed)
        if not result.winner:
            return
        self.turns[result.turns] += 1
        self.final_vp += sum(result.vp.values())
        winner_vp = result.vp.get(result.winner, max(result.vp.values()))  # a shared win: "A and B"
        self.winner_vp += winner_vp
        self.winner_vps[winner_vp] += 1
        winners = result.winner.split(" and ")
        self.other_vps.update(vp for player, vp in result.vp.items() if player not in winners)
        if result.winner == result.first_player:
            self.first_wins += 1
            self.first_wins_by_turns[result.turns] += 1
        for player, pair in result.factions.items():
            won = result.winner == player
            for key, table in [(f, self.factions) for f in pair] + [(" + ".join(sorted(pair)), self.pairs)]:
                row = table.setdefault(key, [0, 0, 0])
                row[0] += 1
                row[1] += won
                row[2] += result.vp[player]

    def add_digest(self, digest: str) -> None:
        self._digest.update(digest.encode())
        if self.game_digests is not None:
            self.game_digests += digest.encode()

    def add_digests(self, digests: bytes) -> None:
        """The digests of games played elsewhere (a batch's, a shard's), 16 characters a game, in game order."""
        for start in range(0, len(digests), DIGEST_LENGTH):
            self.add_digest(digests[start:start + DIGEST_LENGTH].decode())

    def add_totals(self, other: Summary) -> None:
        """Add the totals of another part of the study (a shard, a cluster's batch), in any order;
        its games' digests are the caller's to add, in game order (``add_digests``)."""
        self.games += other.games
        self.capped_seeds = sorted(self.capped_seeds + other.capped_seeds)
        self.failures = sorted(self.failures + other.failures, key=lambda f: f.seed)
        for name in ("final_vp", "winner_vp", "plays", "events", "first_wins"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        for name in ("turns", "first_wins_by_turns", "winner_vps", "other_vps", "played", "scored"):
            getattr(self, name).update(getattr(other, name))
        for mine, theirs in ((self.factions, other.factions), (self.pairs, other.pairs)):
            for key, row in theirs.items():
                mine[key] = [a + b for a, b in zip(mine.get(key, [0, 0, 0]), row)]

    def __getstate__(self) -> dict:
        """A summary travels (to a cluster's client) with its games' digests, from which its own
        digest is worked out again; the running hash itself cannot be pickled."""
        if self.game_digests is None:
            raise TypeError("only a summary that keeps its games' digests (a shard's, a batch's) can be pickled")
        return {name: value for name, value in self.__dict__.items() if name != "_digest"}

    def __setstate__(self, state: dict) -> None:
        self.__dict__.update(state)
        self._digest = hashlib.sha256(bytes(self.game_digests))

    @property
    def finished(self) -> int:
        return sum(self.turns.values())

    def to_json(self) -> dict:
        finished = self.finished
        numbers = {
            "games": self.games,
            "seed": self.config.seed,
            "players": self.config.players,
            "finished": finished,
            "capped": len(self.capped_seeds),
            "capped_seeds": list(self.capped_seeds),
            "failed": len(self.failures),
            "failures": [f.to_json() for f in self.failures],
            "max_turns": self.config.max_turns,
            "monsters": self.config.monsters,
            "turns": {"mean": _ratio(sum(t * n for t, n in self.turns.items()), finished), "median": _median(self.turns),
                      "min": min(self.turns, default=0), "max": max(self.turns, default=0), "games": _histogram(self.turns)},
            "final_vp": {"mean": _ratio(self.final_vp, finished * self.config.players), "winner_mean": _ratio(self.winner_vp, finished),
                         "winners": _histogram(self.winner_vps), "others": _histogram(self.other_vps)},
            "cards_played_per_game": _ratio(self.plays, self.games),
            "events_per_game": _ratio(self.events, self.games),
            "first_player_win_rate": round(self.first_wins / finished, 4) if finished else None,
            "first_player": {"wins": self.first_wins, "ci95": [round(bound, 4) for bound in wilson(self.first_wins, finished)],
                             "wins_by_turns": _histogram(self.first_wins_by_turns)},
            "factions": _rates(self.factions),
            "pairs": _rates(self.pairs),
            "cards_played": dict(sorted(self.played.items())),
            "bases_scored": dict(sorted(self.scored.items())),
            "digest": self._digest.hexdigest()[:16],
        }
        if self.config.shard:
            numbers["shard"] = self.shard_json()
        return numbers

    def shard_json(self) -> dict:
        """What merging needs beyond the summary: the study, the totals the summary rounds, and
        each game's digest."""
        index, count = self.config.shard
        return {
            "index": index, "count": count, "study_games": self.config.games,
            "factions": self.config.factions, "strict": self.config.strict, "pool": self.config.pool(),
            "totals": {
                "turns": _histogram(self.turns), "final_vp": self.final_vp, "winner_vp": self.winner_vp,
                "plays": self.plays, "events": self.events, "first_wins": self.first_wins,
                "first_wins_by_turns": _histogram(self.first_wins_by_turns),
                "winner_vps": _histogram(self.winner_vps), "other_vps": _histogram(self.other_vps),
                "factions": dict(sorted(self.factions.items())), "pairs": dict(sorted(self.pairs.items())),
            },
            "game_digests": self.game_digests.decode(),
        }

    @classmethod
    def from_shard(cls, config: SimConfig, numbers: dict, failures: list[Failure]) -> Summary:
        """The totals of a shard's ``--json`` (without its games' digests: merging adds them in game order)."""
        totals = numbers["shard"]["totals"]
        part = cls(config, games=numbers["games"], capped_seeds=list(numbers["capped_seeds"]), failures=failures,
                   played=Counter(numbers["cards_played"]), scored=Counter(numbers["bases_scored"]),
                   factions={key: list(row) for key, row in totals["factions"].items()},
                   pairs={key: list(row) for key, row in totals["pairs"].items()})
        for name in ("turns", "first_wins_by_turns", "winner_vps", "other_vps"):
            getattr(part, name).update({int(value): count for value, count in totals[name].items()})
        for name in ("final_vp", "winner_vp", "plays", "events", "first_wins"):
            setattr(part, name, totals[name])
        return part


def _rates(table: dict[str, list[int]]) -> dict[str, dict]:
    rows = {}
    for key, (games, wins, vp) in sorted(table.items()):
        rows[key] = {"games": games, "wins": wins, "win_rate": round(wins / games, 4),
                     "ci95": [round(bound, 4) for bound in wilson(wins, games)], "mean_vp": round(vp / games, 2)}
    return rows


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate: honest for few games and for 0 or 100%."""
    if not games:
        return 0.0, 1.0
    rate = wins / games
    centre = (rate + z * z / (2 * games)) / (1 + z * z / games)
    half = z * ((rate * (1 - rate) + z * z / (4 * games)) / games) ** 0.5 / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def _histogram(counts: Counter) -> dict[str, int]:
    """A histogram for JSON: each value (as a string key, in numeric order) and how often it came."""
    return {str(value): count for value, count in sorted(counts.items())}


def _ratio(total: int, count: int) -> float:
    """A mean rounded to two places (the same float as statistics.fmean of the values)."""
    return round(total / count, 2) if count else 0.0


def _median(histogram: Counter) -> float:
    """statistics.median of the values the histogram counts: the middle one, or the mean of the
    two middle ones (a float) for an even count."""
    count = sum(histogram.values())
    if not count:
        return 0.0
    wanted = (count - 1) // 2, count // 2  # the indexes of the middle value(s) in sorted order
    middle, seen = [], 0
    for value in sorted(histogram):
        seen += histogram[value]
        while len(middle) < 2 and seen > wanted[len(middle)]:
            middle.append(value)
    return middle[0] if count % 2 else (middle[0] + middle[1]) / 2


# --- text ---------------------------------------------------------------------------------------


def render(out, summary: Summary) -> None:
    """The summary as text (``Out`` from smashup_rules.util.terminal)."""
    numbers = summary.to_json()
    config = summary.config
    out.line(("Simulation", "title"), f": {numbers['games']} games, {config.players} players, {seeds_text(config, numbers['games'])}")
    out.line(f"  finished {numbers['finished']}, capped at {config.max_turns} turns {numbers['capped']}, failed {numbers['failed']}")
    turns = numbers["turns"]
    out.line(f"  turns per game: mean {turns['mean']}, median {turns['median']} (min {turns['min']}, max {turns['max']})")
    out.line(f"  final VP: mean {numbers['final_vp']['mean']} per player, winner {numbers['final_vp']['winner_mean']}")
    out.line(f"  cards played per game: {numbers['cards_played_per_game']}; events per game: {numbers['events_per_game']}")
    if numbers["first_player_win_rate"] is not None:
        out.line(f"  first player won {numbers['first_player_win_rate']:.1%} (an even game: {1 / config.players:.0%})")
    even = 1 / config.players
    for title, key in (("Factions", "factions"), ("Faction pairs", "pairs")):
        rows = numbers[key]
        if not rows:
            continue
        out.blank()
        out.line((f"{title}: win rate in finished games (95% interval), even is {even:.0%}", "bold"))
        ranked = sorted(rows.items(), key=lambda kv: (-kv[1]["win_rate"], -kv[1]["games"], kv[0]))
        shown = [kv for kv in ranked if kv[1]["games"] >= MIN_PAIR_GAMES] if key == "pairs" else ranked
        width = max((len(_label(k)) for k, _ in shown), default=10)
        for name, row in shown:
            low, high = row["ci95"]
            mark = "  above even" if low > even else ("  below even" if high < even else "")
            interval = f"({low:.0%}–{high:.0%})"
            out.line(f"  {_label(name):<{width}}  {row['win_rate']:>6.1%} {interval:<11}  "
                     f"{row['wins']:>4} of {row['games']:<4}  mean VP {row['mean_vp']:>4.1f}{mark}")
        if key == "pairs" and len(shown) < len(ranked):
            out.line((f"  ({len(ranked) - len(shown)} pairs with fewer than {MIN_PAIR_GAMES} games not listed; all are in --json)", "dim"))
        if key == "factions":
            out.blank()
            out.line((f"Faction win rates: each █ is {1 / BAR_WIDTH:.0%}, │ marks even ({even:.0%})", "bold"))
            for name, row in shown:
                out.line(f"  {_label(name):<{width}}  {win_rate_bar(row['win_rate'], even)}  {row['win_rate']:>6.1%}")
    for failure in summary.failures:
        out.blank()
        out.line((failure.describe(replay_command(config, failure.seed)), "warn"))
    out.blank()
    out.line(("digest ", "dim"), (numbers["digest"], "dim"))


def win_rate_bar(rate: float, even: float) -> str:
    """A win rate as a bar of BAR_WIDTH characters for 100% (in half characters), with even
    marked where the bar does not reach it."""
    halves = round(rate * BAR_WIDTH * 2)
    bar = "█" * (halves // 2) + "▌" * (halves % 2)
    mark = round(even * BAR_WIDTH)
    if len(bar) < mark:
        bar = bar.ljust(mark) + "│"
    return bar.ljust(BAR_WIDTH)


def seeds_text(config: SimConfig, games: int) -> str:
    """The run's seeds, as the summary's first line says them."""
    if not config.shard:
        return f"seeds {config.seed}–{config.seed + games - 1}"
    index, count = config.shard
    seeds = [config.seed + i for i in config.game_indices()]
    listed = f"{seeds[0]}, {seeds[1]}, … {seeds[-1]}" if len(seeds) > 2 else ", ".join(map(str, seeds))
    return f"shard {index} of {count} of {config.games} games, seeds {listed}"


def _label(key: str) -> str:
    return " + ".join(data.group_name(f) for f in key.split(" + "))


def replay_command(config: SimConfig, seed: int) -> str:
    from smashup_rules.simulate.game import DEFAULT_MAX_TURNS

    words = ["smashup simulate --games 1", f"--seed {seed}", f"--players {config.players}"]
    if config.factions:
        words.append("--factions " + ",".join(config.factions))
    if config.max_turns != DEFAULT_MAX_TURNS:
        words.append(f"--max-turns {config.max_turns}")
    if config.monsters:
        words.append(f"--monsters {config.monsters}")
    if config.round_trip:
        words.append("--round-trip")
    return " ".join(words)
