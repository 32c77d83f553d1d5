"""The step library as pytest-bdd runs it, registered by ``plugin`` where scenarios are switched on.

This module holds the steps of ``steps`` bound into pytest-bdd and the ``table`` fixture;
``ScenarioRun`` holds what every scenario goes through:

- a tag ``@ruling:pirates/first-mate#1`` or ``@rule:scoring.ties`` becomes a marker carrying
  the ID, and must name a documented ruling or rule section; any other tag is a marker of its
  own name, which ``-m`` (``smashup scenarios --tags``) selects;
- a scenario needs a ``Then``, and each ``Then`` must look at the outcome of the plays (the
  table's resolution): a ``Then`` that does not checks nothing, and the scenario could not fail;
- the citation audit: a scenario tagged with a ruling passes only if its explanation cites it
  (features/README.md), unless ``--no-citation-audit``;
- .feature files are collected as they are (``collect``);
- a scenario that fails in a way of ours (a ``Then`` that does not hold, an unknown step, a
  misnamed card) is reported in a few lines, not a traceback.
"""

from __future__ import annotations

import contextlib
import sys
from pathlib import Path

import pytest
from pytest_bdd import given, parsers, then, when
from pytest_bdd.exceptions import StepDefinitionNotFoundError
from pytest_bdd.scenario import scenario_wrapper_template_registry  # which scenario a test runs, for one never run

from smashup_rules.explain.run import steps as explanation_steps
from smashup_rules.position import PositionError
from smashup_rules.reference import data
from smashup_rules.reference.coverage import citation_audit, step_source_problems
from smashup_rules.reference.names import UnknownName
from smashup_rules.scenarios import report
from smashup_rules.scenarios.collect import FeatureFile, shown_path
from smashup_rules.scenarios.failures import OutcomeDiffers, ScenarioFailure, ScenarioProblem
from smashup_rules.scenarios.steps import STEPS
from smashup_rules.scenarios.table import PositionInScenario, Table
from smashup_rules.util import bundled

FEATURES = bundled.FEATURES.resolve()  # the features shipped with the package: their exemptions apply to them
DECORATORS = {"given": given, "when": when, "then": then}

for definition in STEPS:  # at module level: pytest-bdd puts each step's fixture in its caller's namespace
    DECORATORS[definition.kind](parsers.re(definition.pattern))(definition.function)
del definition

FEATURE = pytest.StashKey[str]()  # the feature file as messages name it
SCENARIO = pytest.StashKey[object]()  # pytest-bdd's scenario being run
TABLE = pytest.StashKey[Table]()
FAILED_STEP = pytest.StashKey[object]()  # the step that raised, or that no definition reads
KNOWN_IDS = {"ruling": data.rulings, "rule": data.rules}  # what a tag of each kind may name
TAG_CUTOFF, TAG_WINDOW = 60, 10  # rapidfuzz scores: IDs offered for a tag that names none, and how far below the best


@pytest.fixture
def table(request: pytest.FixtureRequest) -> Table:
    made = Table(feature=request.node.stash.get(FEATURE, None))
    request.node.stash[TABLE] = made
    return made


MARKERS = (
    "ruling(id): the scenario checks the documented ruling with this ID (card clarification or summary ruling)",
    "rule(id): the scenario checks the rule section with this ID (docs/rules)",
)


def register(config: pytest.Config) -> None:
    for marker in MARKERS:
        config.addinivalue_line("markers", marker)
    config.pluginmanager.register(sys.modules[__name__], "smashup-scenarios-steps")
    config.pluginmanager.register(ScenarioRun(config), "smashup-scenarios")


class ScenarioRun:
    """The hooks every scenario goes through (the module's docstring)."""

    def __init__(self, config: pytest.Config):
        self.config = config
        self.audit = not config.getoption("no_citation_audit")

    def pytest_collect_file(self, file_path: Path, parent: pytest.Collector):
        if file_path.suffix == ".feature":
            return FeatureFile.from_parent(parent, path=file_path)
        return None

    @pytest.hookimpl(tryfirst=True)
    def pytest_bdd_apply_tag(self, tag: str, function):
        kind, _, identifier = tag.partition(":")
        if kind in KNOWN_IDS and identifier:
            getattr(pytest.mark, kind)(identifier)(function)
            return True
        self.config.addinivalue_line("markers", f"{tag}: a tag of the scenarios")  # a user's own tag: no unknown-marker warning
        return None

    def pytest_bdd_before_scenario(self, request, feature, scenario):
        request.node.stash[FEATURE] = shown_path(self.config, feature.filename)
        request.node.stash[SCENARIO] = scenario
        problems = [problem for tag in sorted(scenario.tags) if (problem := unknown_tag(tag))]
        if not any(step.type == "then" for step in scenario.steps):
            problems.append("the scenario has no Then: a scenario states the outcome it checks, with at least one Then step")
        if problems:
            raise ScenarioProblem("; ".join(problems))

    def pytest_bdd_before_step(self, request, feature, scenario, step, step_func):
        if step.type == "then":
            request.getfixturevalue("table").looked = False

    def pytest_bdd_after_step(self, request, feature, scenario, step, step_func, step_func_args):
        table = request.getfixturevalue("table")
        if step.type != "then":
            table.note_step(step.line_number)
        elif not table.looked:
            request.node.stash[FAILED_STEP] = step
            raise ScenarioProblem(f"'Then {step.name}' checks nothing about the outcome: a Then looks at what the plays produced, or the scenario cannot fail")

    def pytest_bdd_step_error(self, request, feature, scenario, step, step_func, step_func_args, exception):
        request.node.stash[FAILED_STEP] = step

    def pytest_bdd_step_func_lookup_error(self, request, feature, scenario, step, exception):
        request.node.stash[FAILED_STEP] = step

    def pytest_bdd_after_scenario(self, request, feature, scenario):
        """The citation audit: every step of the explanation of a scenario's resolution cites what
        makes each of its numbers count and who may be chosen (``step_source_problems``); and a
        scenario tagged ``@ruling:<id>`` passes only if that explanation (every step, the refused
        play included) cites that ruling, unless features/citation_exemptions.yaml lists it with
        its reason; a listed scenario that cites it fails too, so the list stays exactly the
        uncited ones (``smashup rulings --coverage`` reads its figure from the list). A scenario
        that already failed is left to its failure."""
        __tracebackhide__ = True
        if not self.audit or FAILED_STEP in request.node.stash:
            return
        explained: list[dict] = []
        if "table" in request.fixturenames:
            table = request.getfixturevalue("table")
            with contextlib.suppress(PositionError):  # a position refused before any play: no step cites
                explained = explanation_steps(table.outcome)
        unsourced = [f"step {step['number']} ({step['message']}): {problem}" for step in explained for problem in step_source_problems(step)]
        if unsourced:
            raise ScenarioProblem(f"citation audit of {scenario.name}:\n  " + "\n  ".join(unsourced))
        rulings = tuple(sorted(tag.partition(":")[2] for tag in scenario.tags if tag.startswith("ruling:")))
        if not rulings:
            return
        cited = {cite for step in explained for cite in step["cites"]}
        path = Path(feature.filename).resolve()
        feature_file = path.relative_to(FEATURES).as_posix() if path.is_relative_to(FEATURES) else path.as_posix()
        problems = citation_audit(FEATURES, feature_file, scenario.name, rulings, cited)
        if problems:
            raise ScenarioProblem(f"citation audit of {feature_file}: {scenario.name}:\n  " + "\n  ".join(problems))

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_makereport(self, item: pytest.Item, call: pytest.CallInfo):
        """The call's report carries the scenario as a record (``scenario_record``, what
        ``smashup scenarios --json`` prints), and a failure of ours is shown as its text."""
        made = yield
        if call.when == "call" and SCENARIO in item.stash:
            failure = failure_record(item.stash, call.excinfo.value) if call.excinfo is not None else None
            if failure is not None:
                made.longrepr = report.failure_text(failure)
            made.scenario_record = scenario_record(item.stash[FEATURE], item.stash[SCENARIO], made.outcome, failure)
        elif call.when == "setup" and made.skipped and (skipped := scenario_wrapper_template_registry.get(getattr(item, "obj", None))) is not None:
            made.scenario_record = scenario_record(shown_path(self.config, skipped.feature.filename), skipped, "skipped", None)  # @skip: never run
        return made


def scenario_record(feature: str, scenario, outcome: str, failure: dict | None) -> dict:
    return {"file": feature, "line": scenario.line_number, "scenario": scenario.name, "tags": [f"@{tag}" for tag in sorted(scenario.tags)],
            "outcome": outcome, "failure": failure}


def unknown_tag(tag: str) -> str | None:
    """What is wrong with a ``@ruling:ID`` or ``@rule:ID`` tag naming no documented ID, with the closest IDs."""
    kind, _, identifier = tag.partition(":")
    if kind not in KNOWN_IDS or not identifier:
        return None
    known = KNOWN_IDS[kind]()
    if identifier in known:
        return None
    from rapidfuzz import process  # only needed for a tag that names no ID

    found = process.extract(identifier, list(known), limit=3, score_cutoff=TAG_CUTOFF)
    near = [f"@{kind}:{match}" for match, score, _ in found if score >= found[0][1] - TAG_WINDOW]
    message = f"@{tag} names no documented {kind}"
    return f"{message}; did you mean {', '.join(near)}?" if near else message


def failure_record(stash: pytest.Stash, error: BaseException) -> dict | None:
    """A failing scenario in our words, as data (``report``); None for an error of the engine
    or the library, whose traceback is what a report of it needs."""
    feature, step, scenario = stash[FEATURE], stash.get(FAILED_STEP, None), stash[SCENARIO]
    line = step.line_number if step is not None else scenario.line_number
    if isinstance(error, StepDefinitionNotFoundError) and step is not None:
        return report.unknown_step(feature, line, step.type, step.name)
    if isinstance(error, OutcomeDiffers) and step is not None:
        table = stash.get(TABLE, None)
        return report.outcome_differs(feature, line, step.name, error.produced, table.resolved if table is not None else None)
    if isinstance(error, PositionInScenario):
        return report.position_refused(feature, line, error)
    if isinstance(error, (ScenarioFailure, PositionError, UnknownName)):
        return report.scenario_problem(feature, line, str(error))
    return None
