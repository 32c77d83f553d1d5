"""Every scenario names the ruling or rule it checks, and only IDs that exist."""

from __future__ import annotations

from pathlib import Path

from smashup_rules.reference.coverage import definitional_problems, unknown_tags

FEATURES = Path(__file__).resolve().parents[2] / "features"


def test_tags_name_known_rulings_and_rules():
    assert unknown_tags(FEATURES) == []


def test_every_scenario_is_tagged_with_a_ruling_or_rule():
    untagged = []
    for path in sorted(FEATURES.rglob("*.feature")):
        lines = path.read_text(encoding="utf-8").splitlines()
        for number, line in enumerate(lines):
            if line.strip().startswith(("Scenario:", "Scenario Outline:")):
                tags = []
                above = number - 1
                while above >= 0 and lines[above].strip().startswith("@"):
                    tags.extend(lines[above].split())
                    above -= 1
                if not any(t.startswith(("@ruling:", "@rule:")) for t in tags):
                    untagged.append(f"{path.name}:{number + 1}: {line.strip()}")
    assert untagged == []


def test_the_definitional_sections_are_rule_sections_that_no_scenario_checks():
    assert definitional_problems(FEATURES) == []
