"""The registry: discovery of faction modules, card text as docstrings, coverage reports."""

from __future__ import annotations

import ast
import pathlib

import pytest

from smashup_rules.engine.errors import UnimplementedCard
from smashup_rules.engine.registry import REPRINTS, Registry, default_registry, discover
from smashup_rules.reference import data

ENGINE = pathlib.Path(__file__).parents[2] / "smashup_rules" / "engine"


def test_every_behaviour_is_discovered_and_documents_its_card_text():
    behaviours = discover()
    assert {"pirates/first-mate", "ninjas/smoke-bomb", "zombies/tenacious-z", "kaiju/tail-smash"} <= set(behaviours)
    for card_id, cls in behaviours.items():
        assert " ".join(cls.__doc__.split()) == " ".join(data.cards()[card_id]["text"].split()), card_id


def _words(text: str) -> list[str]:
    return "".join(c for c in text.lower() if c.isalnum() or c.isspace()).split()


@pytest.mark.parametrize("card_id", sorted(REPRINTS))
def test_a_reprint_has_its_originals_name_and_text_and_behaviour(card_id):
    reprint, original = data.cards()[card_id], data.cards()[REPRINTS[card_id].original]
    assert (reprint["name"], _words(reprint["text"])) == (original["name"], _words(original["text"]))
    behaviours = discover()
    assert issubclass(behaviours[card_id], behaviours[REPRINTS[card_id].original])
    assert default_registry().behaviour(card_id).card_id == card_id


def without(*card_ids):
    return Registry({k: v for k, v in discover().items() if k not in card_ids})


def test_coverage_reports_implemented_and_missing_per_faction():
    coverage = {c.group: c for c in without("pirates/the-kraken", "ninjas/poison").coverage()}
    assert coverage["pirates"].missing == ("pirates/the-kraken",)
    assert "dinosaurs/king-rex" in coverage["dinosaurs"].implemented  # vanilla: nothing to implement
    assert "ninjas/poison" in coverage["ninjas"].missing


CORE = ("aliens", "dinosaurs", "ninjas", "pirates", "robots", "zombies")


def test_the_six_core_factions_are_fully_implemented():
    coverage = {c.group: c for c in default_registry().coverage()}
    assert {group: coverage[group].missing for group in CORE} == {group: () for group in CORE}
    assert [len(coverage[group].implemented) for group in CORE] == [14, 15, 15, 15, 12, 14]


def test_an_unimplemented_card_is_an_error_naming_it():
    with pytest.raises(UnimplementedCard, match=r"^Poison \(ninjas/poison\) has no implemented behaviour"):
        without("ninjas/poison").behaviour("ninjas/poison")


def test_the_engine_never_imports_faction_modules_cli_or_position_loaders():
    for path in ENGINE.glob("*.py"):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                assert not node.module.startswith("smashup_rules.cards"), path.name
                assert node.module != "smashup_rules.cli.group", path.name
                if node.module == "smashup_rules.position":
                    assert {alias.name for alias in node.names} <= {"CardSpec", "PlayerSpec", "BaseSpec", "PlaySpec", "Position"}, path.name
            if isinstance(node, ast.Import):
                assert not any(alias.name.startswith(("smashup_rules.cards", "smashup_rules.cli.group")) for alias in node.names)
