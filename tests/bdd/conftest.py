"""The shared Gherkin vocabulary: every step any feature file may use.

A scenario builds a position file step by step (the same YAML the CLI reads,
so names are resolved and legality is checked exactly as for a user's file),
then each ``When`` adds a play; the position is resolved from scratch by the
engine when a ``Then`` first looks at the outcome. See features/README.md.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

import pytest

from smashup_rules.explain.run import steps
from smashup_rules.position import PositionError
from smashup_rules.reference.coverage import citation_audit

from tests.bdd import steps_board, steps_expansions, steps_outcomes
from tests.bdd.table import Table

# pytest-bdd registers a step as a fixture of the module that defines it (named "pytestbdd_..."),
# and pytest looks for fixtures here: the step modules' fixtures are taken into this namespace.
globals().update(
    (name, value)
    for module in (steps_board, steps_expansions, steps_outcomes)
    for name, value in vars(module).items()
    if name.startswith("pytestbdd_")
)


def pytest_bdd_apply_tag(tag: str, function):
    """``@ruling:pirates/first-mate#1`` and ``@rule:scoring.ties`` become markers
    carrying the ID (registered in pyproject.toml), not marks named after it."""
    kind, _, identifier = tag.partition(":")
    if kind in ("ruling", "rule") and identifier:
        getattr(pytest.mark, kind)(identifier)(function)
        return True
    return None


FEATURES = Path(__file__).resolve().parents[2] / "features"
STEP_FAILED = pytest.StashKey[bool]()


def pytest_bdd_step_error(request, feature, scenario, step, step_func, step_func_args, exception):
    request.node.stash[STEP_FAILED] = True


def pytest_bdd_step_func_lookup_error(request, feature, scenario, step, exception):
    request.node.stash[STEP_FAILED] = True


def pytest_bdd_after_scenario(request, feature, scenario):
    """The citation audit: a scenario tagged ``@ruling:<id>`` passes only if the explanation of
    its resolution (every step, the refused play included) cites that ruling, unless
    features/citation_exemptions.yaml lists it with its reason; a listed scenario that cites
    it fails too, so the list stays exactly the uncited ones (``smashup rulings --coverage``
    reads its figure from the list). A scenario that already failed is left to its failure."""
    __tracebackhide__ = True
    rulings = tuple(sorted(tag.partition(":")[2] for tag in scenario.tags if tag.startswith("ruling:")))
    if not rulings or request.node.stash.get(STEP_FAILED, False):
        return
    cited: set[str] = set()
    if "table" in request.fixturenames:
        table = request.getfixturevalue("table")
        with contextlib.suppress(PositionError):  # a position refused before any play: no step cites
            cited = {cite for step in steps(table.outcome) for cite in step["cites"]}
    path = Path(feature.filename).resolve()
    feature_file = path.relative_to(FEATURES).as_posix() if path.is_relative_to(FEATURES) else path.as_posix()
    problems = citation_audit(FEATURES, feature_file, scenario.name, rulings, cited)
    assert not problems, f"citation audit of {feature_file}: {scenario.name}:\n  " + "\n  ".join(problems)


@pytest.fixture
def table() -> Table:
    return Table()
