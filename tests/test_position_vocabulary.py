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
    assert PILES == zones.NO_OWNER_PILES
    assert NO_OWNER_GROUPS == set(zones.NO_OWNER_GROUPS)


def test_the_command_lines_seed_takes_the_files_range():
    for command in ("explain", "play"):
        for seed in (-1, MAX_SEED + 1):
            result = CliRunner().invoke(cli, [command, SCENARIO, "--seed", str(seed)])
            assert result.exit_code == 2 and "--seed" in result.output, (command, seed)
    assert CliRunner().invoke(cli, ["explain", SCENARIO, "--seed", str(MAX_SEED)]).exit_code == 0
