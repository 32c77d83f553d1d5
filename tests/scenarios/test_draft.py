"""``smashup scenarios --draft FILE.yaml``: a scenario drafted from a position passes, run unchanged,
for every position file of scenarios/; it rebuilds the board, makes the plays, states what
changed and is tagged with what the explanation cites."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from smashup_rules.cli.group import cli
from smashup_rules.explain.run import cited, explain_position
from smashup_rules.position import load_valid_position
from smashup_rules.reference import data
from smashup_rules.scenarios.draft import draft_scenario

ROOT = Path(__file__).resolve().parents[2]
POSITIONS = sorted((ROOT / "scenarios").glob("*.yaml"))


@pytest.fixture(scope="module")
def drafted(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("drafts")
    for path in POSITIONS:
        (folder / f"{path.stem}.feature").write_text(draft_scenario(load_valid_position(path)), encoding="utf-8")
    return folder


def test_every_position_file_drafts_a_scenario_that_passes_unchanged(drafted):
    done = subprocess.run([sys.executable, str(ROOT / "scripts" / "smashup"), "scenarios", "--json", str(drafted)],
                          capture_output=True, text=True, cwd=drafted, env={**os.environ, "XDG_CACHE_HOME": str(drafted / ".cache")})
    records = json.loads(done.stdout)
    assert [(r["file"], r["failure"]) for r in records["scenarios"] if r["outcome"] != "passed"] == []
    assert (done.returncode, records["passed"], records["errors"]) == (0, len(POSITIONS), [])


@pytest.mark.parametrize("path", POSITIONS, ids=lambda path: path.stem)
def test_the_draft_is_tagged_with_every_ruling_and_rule_the_explanation_cites(path, drafted):
    text = (drafted / f"{path.stem}.feature").read_text(encoding="utf-8")
    tags = {tag for line in text.splitlines() if line.strip().startswith("@") for tag in line.split()}
    sources = cited(explain_position(load_valid_position(path)))
    assert tags == {f"@ruling:{c}" for c in sources if c in data.rulings()} | {f"@rule:{c}" for c in sources if c in data.rules()}


def test_a_draft_rebuilds_the_board_makes_the_plays_and_states_what_changed():
    assert draft_scenario(load_valid_position(ROOT / "scenarios" / "powderkeg-unkillable.yaml")) == """\
Feature: A scenario drafted from powderkeg-unkillable.yaml

  @ruling:pirates/powderkeg#1 @rule:play.action @rule:play.leave-play-owner @rule:play.regular
  @rule:play.standard-action @rule:resolution.order @rule:terms.cannot-be-destroyed
  @rule:terms.destroy @rule:terms.your
  Scenario: Disputed: Powderkeg chooses Warbot, which cannot be destroyed. Are the other minions of power 4 or less still destroyed? (pirates/powderkeg#1)
    Given a game between Alice (Pirates, Robots) and Bob (Zombies, Ninjas)
    And Alice has Powderkeg, Zapbot in hand
    And Alice's deck is Cannon, Hoverbot
    And Bob has Grave Digger in hand
    And Alice controls Warbot at The Grey Opal
    And Alice controls Cut Lass at The Grey Opal
    And Bob controls Walker at The Grey Opal
    And Bob controls Ninja Acolyte at The Grey Opal with 1 +1 power counter
    And Bob controls Tiger Assassin at The Grey Opal
    And Bob controls Tenacious Z at Evans City Cemetery
    And Ninja Dojo is in play
    When Alice plays Powderkeg
    And Alice chooses Warbot
    Then Powderkeg is in Alice's discard pile
    And Cut Lass is in Alice's discard pile
    And Walker is in Bob's discard pile
    And Ninja Acolyte is in Bob's discard pile
    And Tiger Assassin is in Bob's discard pile
    And Alice has 4 power at The Grey Opal
    And Bob has 0 power at The Grey Opal
"""


def test_what_no_sentence_says_goes_into_a_doc_string_and_a_refusal_is_stated():
    homeworld = draft_scenario(load_valid_position(ROOT / "scenarios" / "homeworld-extra-play-used.yaml"))
    assert "    And the position:\n      \"\"\"\n      bases:\n" in homeworld and "      extra_plays:\n" in homeworld
    assert "    When Alice plays Collector at The Homeworld\n    And Alice chooses Zapbot\n" in homeworld
    refused = draft_scenario(load_valid_position(ROOT / "scenarios" / "tsars-palace-tie.yaml"))
    assert refused.endswith("    Then the play is refused: Alice cannot play Sprout at Tsar's Palace: Tsar's Palace forbids it.\n"
                            "    And the refusal cites bear-cavalry/tsars-palace\n    And the refusal cites bear-cavalry/tsars-palace#1\n")


def test_the_command_prints_the_draft_and_takes_the_answers(monkeypatch):
    monkeypatch.chdir(ROOT)
    result = CliRunner().invoke(cli, ["scenarios", "--draft", "scenarios/ninja-acolyte-talent.yaml"])
    assert result.exit_code == 0 and result.output == draft_scenario(load_valid_position(ROOT / "scenarios" / "ninja-acolyte-talent.yaml"))
    as_json = CliRunner().invoke(cli, ["scenarios", "--draft", "scenarios/ninja-acolyte-talent.yaml", "--json"])
    assert json.loads(as_json.output) == {"feature": result.output}
    other = CliRunner().invoke(cli, ["scenarios", "--draft", "scenarios/full-sail-every-board.yaml", "--choose", "pass"])
    assert other.exit_code == 0 and "    And Alice chooses pass\n" in other.output and "Buccaneer is" not in other.output


def test_a_position_that_stops_at_a_decision_is_not_drafted(monkeypatch):
    monkeypatch.chdir(ROOT)
    result = CliRunner().invoke(cli, ["scenarios", "--draft", "scenarios/full-sail-every-board.yaml", "--choose", "Buccaneer", "--json"])
    error = json.loads(result.output)["error"]
    assert result.exit_code == 2 and error["kind"] == "draft"
    assert error["message"].startswith("scenarios/full-sail-every-board.yaml: the play stops at a decision: ")
    assert CliRunner().invoke(cli, ["scenarios", "--draft", "scenarios/powderkeg-unkillable.yaml", "features/"]).exit_code == 2
