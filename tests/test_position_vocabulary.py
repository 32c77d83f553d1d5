"""The words and numbers a position file takes are the ones the engine and the command line use.

The position package sits below the engine and may not import it; the lists it checks files
against are its own, and these tests hold them to the engine's (a new zone, stat or pile in the
engine fails here until the position format decides about it).
"""

from __future__ import annotations

import re
from pathlib import Path

from click.testing import CliRunner

from smashup_rules.cli.group import cli
from smashup_rules.engine import zones
from smashup_rules.position.model import MAX_SEED
from smashup_rules.position.names import NO_OWNER_GROUPS
from smashup_rules.position.read_moment import EXTRA_PLAY_ZONES, PILES, PLAY_ORIGINS, STATS, THEN_PLACES

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "smashup_rules"
SCENARIO = str(ROOT / "scenarios" / "powderkeg-unkillable.yaml")
# The places of the engine's zones that no card is played from: cards in play, the bases, the
# box, the Madness and Treasure piles (Madness and treasures come to a hand first) and the zones
# that hold cards only while an ability resolves.
NEVER_PLAYED_FROM = {"at", "on", "under", "bases", "base-deck", "base-discard", "box", "madness-deck", "madness-discard",
                     "treasures-deck", "treasures-discard", *zones.TRANSIENT_ZONES}


def engine_places() -> set[str]:
    return {*zones.PLAYER_ZONES, "at", "on", "under", zones.BURIED_PREFIX.rstrip(":"), *zones.SHARED_ZONES}


def literals(keyword: str) -> set[str]:
    """Every ``keyword="..."`` written in the engine and the cards."""
    pattern = re.compile(rf'\b{keyword}\s*=\s*"([^"]+)"')
    found = set()
    for folder in ("engine", "cards"):
        for path in (PACKAGE / folder).rglob("*.py"):
            found |= set(pattern.findall(path.read_text()))
    return found


def test_every_place_a_card_is_played_from_is_a_zone_of_the_engine_and_every_zone_is_decided():
    assert set(PLAY_ORIGINS) <= engine_places()
    assert set(PLAY_ORIGINS) | NEVER_PLAYED_FROM == engine_places()
    assert not set(PLAY_ORIGINS) & NEVER_PLAYED_FROM


def test_an_extra_play_takes_its_card_from_a_players_zone_the_engine_names():
    assert set(EXTRA_PLAY_ZONES) <= set(zones.PLAYER_ZONES)
    assert literals("from_zone") <= set(EXTRA_PLAY_ZONES)
    assert literals("then_place") <= set(THEN_PLACES)


def test_every_lasting_stat_the_engine_starts_is_one_a_position_reads():
    started = literals("stat")
    assert started, "the engine's stats are no longer found"
    assert {stat for stat in started if not stat.startswith("cannot:")} <= set(STATS)


def test_the_monster_and_treasure_piles_and_the_cards_without_owner_are_the_engines():
    assert PILES == (*zones.NO_OWNER_PILES, zones.MADNESS_DECK)
    assert NO_OWNER_GROUPS == set(zones.NO_OWNER_GROUPS)


def test_the_command_lines_seed_takes_the_files_range():
    for command in ("explain", "play"):
        for seed in (-1, MAX_SEED + 1):
            result = CliRunner().invoke(cli, [command, SCENARIO, "--seed", str(seed)])
            assert result.exit_code == 2 and "--seed" in result.output, (command, seed)
    assert CliRunner().invoke(cli, ["explain", SCENARIO, "--seed", str(MAX_SEED)]).exit_code == 0


def test_a_moment_the_engine_writes_with_every_play_in_full_is_accepted_as_it_is_and_through_its_file():
    """The engine's own positions leave out a record's defaults (a play's phase, its base):
    validate reads them as the file would."""
    from smashup_rules.engine.convert.to_position import state_to_position
    from smashup_rules.position import dump_position, load_position, validate
    from tests.engine.builders import base, card, game_for, player, position

    board = position([player("Alice", hand=["pirates/cannon"], factions=["pirates", "zombies"]), player("Bob", hand=["ninjas/shinobi"], factions=["ninjas", "robots"])],
                     [base("pirates/the-grey-opal", card("pirates/buccaneer", "Alice")), base("pirates/tortuga")])
    state = game_for(board).state
    buccaneer = next(c for c in state.all_minions() if c.card_id == "pirates/buccaneer")
    shinobi = state.zone("hand:Bob")[0]
    opal, tortuga = state.bases()
    state.turn.allowances = [a for a in state.turn.allowances if a.kind != "minion"]  # Alice's regular minion play is used
    state.turn.record_play("Alice", buccaneer.iid, "minion", "regular", opal.iid, "hand")
    state.relocate(shinobi, f"at:{tortuga.iid}")
    shinobi.controller = "Bob"
    state.turn.record_play("Bob", shinobi.iid, "minion", "special", tortuga.iid, "hand")
    written = state_to_position(state)
    assert "plays" in written.this_turn and "phase" not in written.this_turn["plays"][0]
    assert validate(written) == []
    assert validate(load_position(dump_position(written))) == []
