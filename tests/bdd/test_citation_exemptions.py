"""The citation audit's exemptions name scenarios that exist, each with a reason; the audit
itself (``conftest.pytest_bdd_after_scenario``) runs with every scenario."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from smashup_rules.cli.group import cli
from smashup_rules.reference.coverage import citation_audit, exemption_problems

FEATURES = Path(__file__).resolve().parents[2] / "features"
FEATURE = """Feature: Pirates
  @ruling:pirates/first-mate#1 @rule:scoring.after
  Scenario: First Mate stays
    Given a game between Alice (Pirates, Ninjas) and Bob (Zombies, Robots)

  @ruling:pirates/powderkeg#1
  Scenario: Powderkeg blows
    Given a game between Alice (Pirates, Ninjas) and Bob (Zombies, Robots)
"""
EXEMPTIONS = """
- feature: pirates.feature
  scenario: Powderkeg blows
  ruling: pirates/powderkeg#1
  reason: the ruling is about the card's text, which no step shows
"""


@pytest.fixture
def features(tmp_path: Path) -> Path:
    (tmp_path / "pirates.feature").write_text(FEATURE, encoding="utf-8")
    (tmp_path / "citation_exemptions.yaml").write_text(EXEMPTIONS, encoding="utf-8")
    return tmp_path


def test_every_exemption_names_a_scenario_tagged_with_its_ruling_and_a_reason():
    assert exemption_problems(FEATURES) == []


def test_an_uncited_ruling_fails_the_audit_unless_exempt(features: Path):
    assert citation_audit(features, "pirates.feature", "First Mate stays", ("pirates/first-mate#1",), {"pirates/first-mate"}) == [
        "the explanation does not cite pirates/first-mate#1: cite it at the step it decides "
        "(or list the scenario, with the reason, in features/citation_exemptions.yaml)"]
    assert citation_audit(features, "pirates.feature", "First Mate stays", ("pirates/first-mate#1",), {"pirates/first-mate#1"}) == []
    assert citation_audit(features, "pirates.feature", "Powderkeg blows", ("pirates/powderkeg#1",), set()) == []


def test_an_exempt_scenario_that_cites_its_ruling_fails_the_audit(features: Path):
    assert citation_audit(features, "pirates.feature", "Powderkeg blows", ("pirates/powderkeg#1",), {"pirates/powderkeg#1"}) == [
        "the explanation cites pirates/powderkeg#1 now: remove its exemption from features/citation_exemptions.yaml"]


def test_an_exemption_of_no_such_scenario_or_without_a_reason_is_a_problem(features: Path):
    assert exemption_problems(features) == []
    (features / "citation_exemptions.yaml").write_text(EXEMPTIONS.replace("Powderkeg blows", "Powderkeg fizzles") + """
- feature: pirates.feature
  scenario: First Mate stays
  ruling: pirates/first-mate#1
  reason: ""
""", encoding="utf-8")
    assert exemption_problems(features) == [
        "citation_exemptions.yaml: 'Powderkeg fizzles' (pirates.feature, pirates/powderkeg#1): no scenario of that name in that file is tagged with that ruling",
        "citation_exemptions.yaml: 'First Mate stays' (pirates.feature, pirates/first-mate#1): no reason given",
    ]


def test_coverage_counts_a_ruling_with_an_exempt_scenario_as_not_cited(features: Path):
    result = CliRunner().invoke(cli, ["rulings", "--coverage", "--features", str(features), "--faction", "pirates", "--json"])
    view = json.loads(result.output)
    assert (view["covered"], view["cited"], view["cited_percent"]) == (2, 1, 50.0)
    assert view["groups"][0]["uncited"] == ["pirates/powderkeg#1"]
    assert [e["scenario"] for e in view["exemptions"]] == ["Powderkeg blows"]
    text = CliRunner().invoke(cli, ["rulings", "--coverage", "--features", str(features), "--faction", "pirates", "--missing"]).output
    assert "Cited in the explanation: 1 of 2 (50.0%)" in text
    assert "    uncited pirates/powderkeg#1  pirates.feature: Powderkeg blows: the ruling is about the card's text, which no step shows" in text.splitlines()


def test_the_audit_fails_a_step_whose_number_or_chooser_has_no_source():
    from smashup_rules.reference.coverage import step_source_problems

    def problems(message, cites, kind="note"):
        return step_source_problems({"kind": kind, "message": message, "cites": cites})

    vp = "Carol is 3rd at The Grey Opal with 0 power: 1 VP."
    assert problems(vp, ["scoring.vp-places"], "vp") == [
        "it ranks a player with 0 power, and the step cites none of scoring.presence"]
    assert problems(vp, ["scoring.vp-places", "scoring.presence"], "vp") == []
    duel = "Gunfighter (Alice, Saloon) has power 5 (printed power 3, Deputy +2), Walker (Bob, Saloon) has power 2: Gunfighter (Alice) wins."
    assert problems(duel, ["duels.outcome"], "duel") == [
        "it states a printed power, and the step cites none of terms.printed-power",
        "its power breakdown counts Deputy +2, and the step cites no Deputy card",
    ]
    assert problems(duel, ["duels.outcome", "terms.printed-power", "cowboys/deputy"], "duel") == []
    assert problems("Tortuga 0/28 has not scored.", ["scoring.eligible"]) == [
        "it states a breakpoint of 28, not the printed 21, and cites no card or rule that changes it"]
    assert problems("Clash of the titans at Tortuga: Bob has 4 power there, Alice has 2; Alice removes Dagon.", ["titans.clash"]) == [
        "it compares the power of titans' controllers, and the step cites none of titans.power"]
    chosen = "Alice chooses Walker (Bob, Tortuga) (choose a minion of power 3 or less to destroy (Seeing Stars))."
    assert problems(chosen, ["ninjas/seeing-stars"], "choice") == [
        "who may be chosen is decided by words terms.a-minion defines, and the step cites none of terms.a-minion"]
    assert problems("Alice draws 2 cards.", []) == ["it states a number and cites nothing"]
