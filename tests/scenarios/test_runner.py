"""``smashup scenarios PATH...``: .feature files anywhere, run by pytest with the shipped step
library; pytest's output and exit codes; our words for a scenario that fails or cannot run."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from smashup_rules.cli.group import cli
from smashup_rules.scenarios.step_reference import EXAMPLE, EXAMPLE_FILE, failure_example
from smashup_rules.util import bundled

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "smashup"
GAME = "Given a game between Alice (Pirates, Robots) and Bob (Zombies, Ninjas)"
POWDERKEG = f"""    {GAME}
    And Alice has Powderkeg in hand
    And Alice controls Warbot at The Grey Opal
    And Bob controls Walker at The Grey Opal
    When Alice plays Powderkeg
    And Alice chooses Warbot
"""
# Every way a scenario of ours can go wrong, one scenario each (in the order of the records).
MIXED = f"""Feature: What goes wrong

  @ruling:pirates/powderkeg#1 @house
  Scenario: Passes
{POWDERKEG}    Then Walker is in Bob's discard pile

  Scenario: A Then that does not hold
{POWDERKEG}    Then Alice has 1 VP

  Scenario: An unknown step
{POWDERKEG}    Then Alice have 5 VP

  Scenario: A Given written as a Then
{POWDERKEG}    Then Alice has Powderkeg in hand

  Scenario: A misspelt card and base
    {GAME}
    And Alice controls Warbott at The Grey Opal
    And Bob controls Walker at The Gray Opal
    Then Alice has 0 VP

  Scenario: A misspelt faction
    Given a game between Alice (Pirats, Robots) and Bob (Zombies, Ninjas)
    Then Alice has 0 VP

  Scenario: No Then
{POWDERKEG}
  @ruling:pirates/first-mat#1
  Scenario: A tag naming no ruling
{POWDERKEG}    Then Walker is in Bob's discard pile

  @ruling:pirates/first-mate#1
  Scenario: A ruling its explanation does not cite
{POWDERKEG}    Then Walker is in Bob's discard pile

  Scenario: A Then that checks nothing
{POWDERKEG}    Then all is well

  @skip
  Scenario: Skipped
{POWDERKEG}    Then Walker is in Bob's discard pile
"""
# A step of the user's own that looks at nothing: the plugin refuses it.
CONFTEST = """from pytest_bdd import then


@then("all is well")
def all_is_well():
    pass
"""


def smashup(*argv: str, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(SCRIPT), "scenarios", *argv], capture_output=True, text=True, cwd=cwd,
                          env={**os.environ, "XDG_CACHE_HOME": str(cwd / ".cache")})


@pytest.fixture(scope="module")
def mixed(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("house")
    (folder / "house.feature").write_text(MIXED, encoding="utf-8")
    (folder / "conftest.py").write_text(CONFTEST, encoding="utf-8")
    return folder


@pytest.fixture(scope="module")
def records(mixed) -> dict:
    done = smashup("--json", "house.feature", cwd=mixed)
    assert done.returncode == 1, done.stderr
    return json.loads(done.stdout)


def test_one_record_per_scenario_with_its_place_tags_and_outcome(records):
    assert [(r["scenario"], r["outcome"]) for r in records["scenarios"]][:2] == [("Passes", "passed"), ("A Then that does not hold", "failed")]
    assert (records["passed"], records["failed"], records["skipped"], len(records["scenarios"])) == (1, 9, 1, 11)
    assert records["scenarios"][-1] == {"file": "house.feature", "line": 88, "scenario": "Skipped", "tags": ["@skip"], "outcome": "skipped", "failure": None}
    assert records["scenarios"][0] | {"failure": None} == {"file": "house.feature", "line": 4, "scenario": "Passes", "tags": ["@house", "@ruling:pirates/powderkeg#1"],
                                                          "outcome": "passed", "failure": None}


def failure(records, scenario: str) -> dict:
    return next(r["failure"] for r in records["scenarios"] if r["scenario"] == scenario)


def test_a_failing_then_says_what_it_expected_what_the_engine_produced_and_the_explanation(records):
    differs = failure(records, "A Then that does not hold")
    assert {key: differs[key] for key in ("kind", "file", "line", "step", "expected", "produced")} == {
        "kind": "outcome", "file": "house.feature", "line": 20, "step": "Then Alice has 1 VP", "expected": "Alice has 1 VP", "produced": "Alice has 0 VP"}
    assert [step["message"] for step in differs["explanation"]][-2] == "Walker (Bob, The Grey Opal) is destroyed and goes to Bob's discard pile."


def test_an_unknown_step_names_the_closest_phrasings(records):
    unknown = failure(records, "An unknown step")
    assert (unknown["kind"], unknown["line"], unknown["step"], unknown["reads_as"]) == ("unknown-step", 29, "Then Alice have 5 VP", [])
    assert unknown["suggestions"][0] == {"phrasing": "{player} has {vp} VP", "example": "Alice has 5 VP"}
    given = failure(records, "A Given written as a Then")
    assert given["reads_as"] == ["given"] and given["suggestions"][0]["phrasing"] == "{player} has {count} card(s) in hand"


def test_misspelt_names_give_the_closest_real_names_at_the_steps_lines(records):
    names = failure(records, "A misspelt card and base")
    assert names["kind"] == "position"
    assert names["problems"] == ["house.feature:42: no card named 'Warbott'; did you mean 'Warbot'?",
                                 "house.feature:43: no base named 'The Gray Opal'; did you mean 'The Grey Opal', 'The Homeworld', 'The Mothership', 'The Dread Gazebo' or 'The Greenhouse'?"]
    faction = failure(records, "A misspelt faction")
    assert faction["problems"] == ["house.feature:47: no faction named 'Pirats'; did you mean 'Pirates'?"]


def test_a_scenario_with_no_then_or_a_then_that_checks_nothing_is_refused_with_the_reason(records):
    assert failure(records, "No Then") == {"kind": "scenario", "file": "house.feature", "line": 50,
                                           "message": "the scenario has no Then: a scenario states the outcome it checks, with at least one Then step"}
    nothing = failure(records, "A Then that checks nothing")
    assert (nothing["line"], nothing["message"]) == (
        85, "'Then all is well' checks nothing about the outcome: a Then looks at what the plays produced, or the scenario cannot fail")


def test_tags_name_known_rulings_and_a_tagged_ruling_must_be_cited(records):
    assert failure(records, "A tag naming no ruling")["message"] == "@ruling:pirates/first-mat#1 names no documented ruling; did you mean @ruling:pirates/first-mate#1?"
    audit = failure(records, "A ruling its explanation does not cite")["message"]
    assert audit.startswith("citation audit of ") and "the explanation does not cite pirates/first-mate#1" in audit


def test_the_text_is_pytests_with_our_words_for_each_failure(mixed):
    done = smashup("house.feature", cwd=mixed)
    assert done.returncode == 1
    assert "9 failed, 1 passed, 1 skipped" in done.stdout
    assert "house.feature:20: Then Alice has 1 VP\n  expected:            Alice has 1 VP\n  the engine produced: Alice has 0 VP\n  the explanation:\n" in done.stdout
    assert 'house.feature:29: no Then step reads "Alice have 5 VP"\n  did you mean:\n    Then {player} has {vp} VP    (e.g. Then Alice has 5 VP)' in done.stdout
    assert "Traceback" not in done.stdout and "steps_outcomes.py" not in done.stdout


def test_tags_and_keywords_select_and_the_audit_can_be_turned_off(mixed):
    only_house = json.loads(smashup("--json", "--tags", "@house", "house.feature", cwd=mixed).stdout)
    assert [r["scenario"] for r in only_house["scenarios"]] == ["Passes"]
    audit_off = smashup("--json", "--no-citation-audit", "-k", "cite or tag_naming", "house.feature", cwd=mixed)
    assert {r["scenario"]: r["outcome"] for r in json.loads(audit_off.stdout)["scenarios"]} == {
        "A tag naming no ruling": "failed", "A ruling its explanation does not cite": "passed"}
    nothing = smashup("--tags", "@nobody", "house.feature", cwd=mixed)
    assert nothing.returncode == 2 and "11 deselected" in nothing.stdout


def test_the_examples_failure_in_docs_scenarios_md_is_what_the_command_prints(tmp_path):
    (tmp_path / EXAMPLE_FILE).write_text(EXAMPLE, encoding="utf-8")
    done = smashup(EXAMPLE_FILE, cwd=tmp_path)
    assert done.returncode == 1 and "1 failed, 1 passed" in done.stdout
    assert failure_example() in done.stdout


def test_the_command_loads_the_plugins_where_pytest_loads_none_by_itself(tmp_path, monkeypatch):
    (tmp_path / EXAMPLE_FILE).write_text(EXAMPLE, encoding="utf-8")
    monkeypatch.setenv("PYTEST_DISABLE_PLUGIN_AUTOLOAD", "1")
    assert "1 failed, 1 passed" in smashup(EXAMPLE_FILE, cwd=tmp_path).stdout
    bare = subprocess.run([sys.executable, "-m", "pytest", "-p", "smashup_scenarios", "--smashup-scenarios", EXAMPLE_FILE], capture_output=True, text=True, cwd=tmp_path)
    assert bare.returncode == 4 and "runs on pytest-bdd, which is not loaded: add -p pytest-bdd" in bare.stderr


def test_the_packages_features_run_from_anywhere_with_their_exemptions(tmp_path):
    """fidelity/ holds scenarios whose citation audit is exempt: the exemptions are found wherever the package is."""
    done = smashup(str(bundled.FEATURES / "fidelity"), str(bundled.FEATURES / "pirates.feature"), cwd=tmp_path)
    assert done.returncode == 0, done.stdout[-3000:]
    assert " passed" in done.stdout.splitlines()[-1] and "failed" not in done.stdout.splitlines()[-1]


@pytest.mark.parametrize(("argv", "message"), [
    ((), "give the PATH of a .feature file or a folder of them"),
    (("nowhere.feature",), "nowhere.feature: no such file or folder"),
    (("notes.txt",), "notes.txt: not a .feature file"),
    (("empty",), "empty: no .feature file in this folder or below it"),
    (("x.feature", "--choose", "Warbot"), "--choose goes with --draft"),
])
def test_bad_usage_is_exit_code_2(argv, message, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "notes.txt").write_text("", encoding="utf-8")
    (tmp_path / "x.feature").write_text("Feature: x\n", encoding="utf-8")
    (tmp_path / "empty").mkdir()
    result = CliRunner().invoke(cli, ["scenarios", *argv])
    assert result.exit_code == 2 and message in result.output


def test_a_file_that_is_not_gherkin_is_a_collection_error_in_one_line(tmp_path):
    (tmp_path / "broken.feature").write_text(f"Feature: x\n  Scenario: y\n    {GAME}\n  Then oops\n  Nonsense\n", encoding="utf-8")
    done = smashup("broken.feature", cwd=tmp_path)
    assert done.returncode == 2
    assert "broken.feature:5:" in done.stdout and "Traceback" not in done.stdout


def test_the_plugin_is_idle_where_scenarios_are_not_switched_on(tmp_path):
    """Installed, the entry point is loaded by every pytest run: another project's .feature files
    are not collected, and no step or engine module is imported."""
    (tmp_path / "theirs.feature").write_text(EXAMPLE, encoding="utf-8")
    probe = tmp_path / "test_probe.py"
    probe.write_text("import sys\n\ndef test_nothing_of_ours_is_loaded():\n"
                     "    assert 'smashup_rules.scenarios.library' not in sys.modules and 'smashup_rules.engine.state' not in sys.modules\n", encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q", "."], capture_output=True, text=True, cwd=tmp_path)
    assert done.returncode == 0 and "1 passed" in done.stdout, done.stdout
