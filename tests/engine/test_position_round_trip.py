"""A position is complete, like a chess FEN: after every turn of seeded simulated games over
all factions, the state written as a position and read back is the same state: every zone
and its order, counter, attachment, controller, copied ability, lasting effect, extra play,
once-per-turn use, per-turn record and note (``snapshot.canonical``). In one game of five
the position also goes through its YAML file (``dump_position`` / ``load_position``; writing
YAML is the slow part) and must be one ``validate`` accepts."""

from __future__ import annotations

import pytest

from smashup_rules.engine.setup import state_from_position
from smashup_rules.engine.snapshot import canonical, state_to_position
from smashup_rules.position import dump_position, load_position, validate
from smashup_rules.simulate import SimConfig, _GameRun

# (players, games, monsters per base): 360 games in all, every faction taking part, and some
# with the Monster and Treasure decks (``simulate --monsters``).
RUNS = [(2, 150, 0), (3, 90, 0), (4, 60, 0), (2, 40, 1), (3, 20, 2)]
THROUGH_YAML_EVERY = 5  # games


class _CheckedRun(_GameRun):
    """A simulated game that writes and reads back its state after every turn."""

    checked = 0

    def play_turn(self) -> None:
        super().play_turn()
        if self.state.winner is None:
            where = f"seed {self.seed}, after turn {self.state.turn.number - 1}"
            assert_round_trip(self.state, self.config.registry, where, through_yaml=self.seed % THROUGH_YAML_EVERY == 0)
            _CheckedRun.checked += 1


def assert_round_trip(state, registry, where: str, *, through_yaml: bool) -> None:
    position = state_to_position(state, seed=7)
    again = state_from_position(position, registry)
    assert canonical(again) == canonical(state), f"{where}: the position lost something"
    if not through_yaml:
        return
    read_back = load_position(dump_position(position))
    assert read_back == position, f"{where}: the YAML file of the position reads back differently"
    assert validate(position) == [], f"{where}: a position the engine reached is refused as impossible"


@pytest.mark.parametrize(("players", "games", "monsters"), RUNS)
def test_every_turn_of_simulated_games_round_trips_through_a_position(players, games, monsters):
    config = SimConfig(games=games, seed=1, players=players, monsters=monsters)
    pool = config.pool()
    before = _CheckedRun.checked
    for seed in range(1, games + 1):
        result = _CheckedRun(config, seed, pool, strict=False).run()
        assert result.failure is None, result.failure.describe()
    assert _CheckedRun.checked - before > games * 10  # many turns were checked, not a few
