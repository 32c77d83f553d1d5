"""A position is complete, like a chess FEN: after every turn of seeded simulated games over
all factions, the state written as a position and read back is the same state: every zone
and its order, counter, attachment, controller, copied ability, lasting effect, extra play,
once-per-turn use, per-turn record and note (``snapshot.canonical``). In one game of five
the position also goes through its YAML file (``dump_position`` / ``load_position``; writing
YAML is the slow part) and must be one ``validate`` accepts."""

from __future__ import annotations

import pytest

from smashup_rules.engine.convert.to_state import state_from_position
from smashup_rules.engine.convert.to_position import canonical, state_to_position
from smashup_rules.position import dump_position, load_position, validate
from smashup_rules.simulate.game import SimConfig, GameRun

# (players, games, monsters per base): 360 games in all, every faction taking part, and some
# with the Monster and Treasure decks (``simulate --monsters``).
RUNS = [(2, 150, 0), (3, 90, 0), (4, 60, 0), (2, 40, 1), (3, 20, 2)]
THROUGH_YAML_EVERY = 5  # games


class _CheckedRun(GameRun):
    """A simulated game that writes and reads back its state after every turn."""

    checked = 0

    def play_turn(self) -> None:
        super().play_turn()
        if self.state.winner is None:
            where = f"seed {self.seed}, after turn {self.state.turn.number - 1}"
            assert_round_trip(self.state, self.config.registry, where, through_yaml=self.seed % THROUGH_YAML_EVERY == 0)
            _CheckedRun.checked += 1


def assert_round_trip(state, registry, where: str, *, through_yaml: bool) -> None:
    position = state_to_position(state)
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


def test_another_players_plays_this_turn_are_kept_in_full():
    """A Special Bob played on Alice's turn (and a monster a base brought, played by nobody) are
    plays of this turn that Alice's ``minions_played`` cannot hold: the position lists every
    play (``this_turn.plays``) with who made it, how, where and in which phase."""
    from tests.engine.builders import base, card, game_for, player, position

    pos = position([player("Alice", hand=["pirates/cannon"]), player("Bob", hand=["ninjas/shinobi"])],
                   [base("pirates/the-grey-opal", card("pirates/buccaneer", "Alice")), base("pirates/tortuga")])
    state = game_for(pos).state
    buccaneer = next(c for c in state.all_minions() if c.card_id == "pirates/buccaneer")
    shinobi = state.zone("hand:Bob")[0]
    opal, tortuga = state.bases()
    state.turn.record_play("Alice", buccaneer.iid, "minion", "regular", opal.iid, "hand")
    state.turn.phase = "score-bases"  # Bob's Special answers a base about to score
    state.turn.allowances.clear()  # the Play Cards phase is over: no regular play is left
    state.relocate(shinobi, f"at:{tortuga.iid}")
    shinobi.controller = "Bob"
    state.turn.record_play("Bob", shinobi.iid, "minion", "special", tortuga.iid, "hand")
    written = state_to_position(state)
    assert written.this_turn["plays"][1] == {"player": "Bob", "card": shinobi.iid, "kind": "minion", "how": "special",
                                             "base": tortuga.iid, "phase": "score-bases", "from": "hand"}
    again = state_from_position(load_position(dump_position(written)))
    assert [(p.player, again.cards[p.card].card_id, p.how, p.phase) for p in again.turn.plays] == [
        ("Alice", "pirates/buccaneer", "regular", "play-cards"), ("Bob", "ninjas/shinobi", "special", "score-bases")]
    assert canonical(again) == canonical(state)


def test_a_position_gives_the_plays_in_full_or_by_kind_not_both():
    text = """
turn: Alice
players:
  - {name: Alice, factions: [Pirates, Robots], hand: [Cannon]}
  - {name: Bob, factions: [Ninjas, Zombies]}
bases: [The Grey Opal]
this_turn:
  plays: [{player: Bob, card: earlier-action-1, kind: action, how: special}]
  minions_played: []
"""
    with pytest.raises(ValueError, match="expected either 'plays' \\(every play of the turn\\) or 'minions_played', not both"):
        load_position(text)
