"""The step vocabulary: every step reads its own example and no other step does, its phrasing is
written from its pattern, and docs/scenarios.md is what the step definitions make of it."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from smashup_rules.scenarios.step_reference import markdown
from smashup_rules.scenarios.steps import STEPS, closest, matching, perform
from smashup_rules.scenarios.table import PositionInScenario, Table
from smashup_rules.scenarios.vocabulary import phrasing

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "scenarios.md"


@pytest.mark.parametrize("step", STEPS, ids=lambda step: f"{step.kind} {step.example}")
def test_each_step_reads_its_example_and_no_other_step_does(step):
    assert [found for found, _ in matching(step.kind, step.example)] == [step]
    assert step.meaning, f"{step.function.__name__} has no docstring to say what it means"
    assert step.phrasing  # every pattern can be written as a phrasing


def test_a_phrasing_shows_names_words_to_choose_and_what_may_be_left_out():
    assert phrasing(r"(?P<player>\w+) controls (?P<card>.+?) at (?P<base>.+?)(?: with (?P<counters>\d+) \+1 power counters?)?$") == \
        "{player} controls {card} at {base} [with {counters} +1 power counter(s)]"
    assert phrasing(r"(?P<player>\w+)'s (?P<pile>deck|discard pile) has (?P<count>\d+) cards?") == "{player}'s deck/discard pile has {count} card(s)"
    assert phrasing(r"uses (?P<card>.+) from (?:her|his|their) hand") == "uses {card} from her/his/their hand"
    with pytest.raises(ValueError):
        phrasing(r"\w+ wins")  # a part no phrasing shows: a step must name it


def test_the_step_reference_is_docs_scenarios_md():
    """Regenerate with SMASHUP_UPDATE_GOLDEN=1 after changing a step."""
    text = markdown()
    if os.environ.get("SMASHUP_UPDATE_GOLDEN"):
        DOC.write_text(text, encoding="utf-8")
    assert DOC.read_text(encoding="utf-8") == text


def test_the_reference_lists_every_phrasing_with_its_example():
    text = DOC.read_text(encoding="utf-8")
    for step in STEPS:
        assert f"| `{step.phrasing}` | `{step.kind.capitalize()} {step.example}` |" in text


@pytest.mark.parametrize(("kind", "typed", "meant"), [
    ("then", "Alice have 5 VP", "vp_is"),
    ("given", "Alice control Warbot at The Grey Opal", "controls_at"),
    ("then", "Walker in Bob's discard pile", "card_is"),
    ("when", "Alice play Powderkeg", "plays"),
    ("given", "Alice has Cannon in her hand", "in_hand"),
    ("then", "the play gets refused: no minion play", "refused"),
    ("then", "Alice has 3 power on The Grey Opal", "player_power"),
    ("given", "Alice have Poison on Walker", "attached"),
    ("when", "Alice uses talent of Ninja Acolyte", "uses_talent"),
])
def test_an_unknown_step_is_offered_the_closest_phrasings(kind, typed, meant):
    assert meant in [step.function.__name__ for step in closest(kind, typed)]


def test_a_misspelt_name_is_told_at_the_line_of_the_step_that_wrote_it():
    table = Table(feature="house.feature")
    for line, (kind, text) in enumerate([("given", "a game between Alice (Pirates, Robots) and Bob (Zombies, Ninjas)"),
                                         ("given", "Alice has Powderkeg in hand"),
                                         ("given", "Alice controls Warbott at The Grey Opal"),
                                         ("given", "Bob controls Walker at The Gray Opal"),
                                         ("when", "Alice plays Powderkeg")], start=4):
        perform(table, kind, text)
        table.note_step(line)
    with pytest.raises(PositionInScenario) as refused:
        table.outcome
    assert refused.value.problems == [
        "house.feature:6: no card named 'Warbott'; did you mean 'Warbot'?",
        "house.feature:7: no base named 'The Gray Opal'; did you mean 'The Grey Opal', 'The Homeworld', 'The Mothership', 'The Dread Gazebo' or 'The Greenhouse'?",
    ]
