"""``smashup scenarios PATH...``: the .feature files under each path, run by pytest in this
process with the step library switched on, against the engine installed.

pytest's output and pytest's verdict, with its exit codes brought to the tool's: 0 every
scenario passed, 1 a scenario failed (or pytest itself broke), 2 bad usage: no such path, a
file that is not Gherkin, nothing selected to run. With ``as_json``, pytest's output is kept
back and one record per scenario is printed instead (docs/json.md).
"""

from __future__ import annotations

import contextlib
import importlib.util
import io
from pathlib import Path

import pytest

from smashup_rules.util.terminal import print_json

# pytest loads pytest-bdd by its name (-p pytest-bdd), and must import it itself to rewrite its
# asserts: its absence is found without importing it, so that the command names the extra to install.
if importlib.util.find_spec("pytest_bdd") is None:
    raise ModuleNotFoundError("No module named 'pytest_bdd'", name="pytest_bdd")

# pytest's exit codes → ours: a failure stays 1, bad usage (an unknown option, a collection
# error, nothing collected or everything deselected) is 2; an internal error of pytest is an error.
EXIT_CODES = {
    pytest.ExitCode.OK: 0,
    pytest.ExitCode.TESTS_FAILED: 1,
    pytest.ExitCode.INTERRUPTED: 2,
    pytest.ExitCode.INTERNAL_ERROR: 1,
    pytest.ExitCode.USAGE_ERROR: 2,
    pytest.ExitCode.NO_TESTS_COLLECTED: 2,
}


PACKAGE = __name__.partition(".")[0]


class ScenarioUsageError(ValueError):
    """A path that holds no scenario to run."""


def feature_files(paths: list[Path]) -> list[Path]:
    """Each path's .feature files: the file itself, or every one in the folder and below it, in order."""
    found: list[Path] = []
    for path in paths:
        if path.is_dir():
            inside = sorted(path.rglob("*.feature"))
            if not inside:
                raise ScenarioUsageError(f"{path}: no .feature file in this folder or below it")
            found += inside
        elif not path.exists():
            raise ScenarioUsageError(f"{path}: no such file or folder")
        elif path.suffix != ".feature":
            raise ScenarioUsageError(f"{path}: not a .feature file")
        else:
            found.append(path)
    return list(dict.fromkeys(found))


def pytest_arguments(files: list[Path], *, keyword: str | None = None, tags: str | None = None, citation_audit: bool = True) -> list[str]:
    """The command line pytest runs the scenarios with: the step library switched on, no
    cache written beside the user's files, ``-k`` as given, ``--tags`` as a marker expression."""
    # The plugins by their entry points' names: loaded even where PYTEST_DISABLE_PLUGIN_AUTOLOAD is set.
    arguments = [*(str(path) for path in files), "-p", "pytest-bdd", "-p", "smashup_scenarios", "--smashup-scenarios", "-p", "no:cacheprovider",
                 # pytest would rewrite the asserts of the plugin's package, imported already by this command:
                 # the library raises its own failures and needs none, so the warning that it cannot is noise.
                 "-W", f"ignore:Module already imported so cannot be rewritten; {PACKAGE}:pytest.PytestAssertRewriteWarning"]
    if keyword:
        arguments += ["-k", keyword]
    if tags:
        arguments += ["-m", tags.replace("@", "")]  # "@house and not @slow": pytest's markers are the tags' names
    if not citation_audit:
        arguments.append("--no-citation-audit")
    return arguments


class Records:
    """Collects what ``--json`` prints: one record per scenario run, and the files that could not be read."""

    def __init__(self):
        self.scenarios: list[dict] = []
        self.errors: list[dict] = []

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        record = getattr(report, "scenario_record", None)
        if record is not None:
            self.scenarios.append(record)
        elif report.failed and report.when != "call":  # a fixture of the library failed around a scenario
            self.errors.append({"test": report.nodeid, "message": str(report.longrepr)})

    def pytest_collectreport(self, report: pytest.CollectReport) -> None:
        if report.failed:
            self.errors.append({"test": report.nodeid, "message": str(report.longrepr)})

    def summary(self) -> dict:
        counts = {outcome: sum(1 for record in self.scenarios if record["outcome"] == outcome) for outcome in ("passed", "failed", "skipped")}
        return {"scenarios": self.scenarios, "errors": self.errors, **counts}


def run_scenarios(paths: list[Path], *, keyword: str | None = None, tags: str | None = None, citation_audit: bool = True, as_json: bool = False) -> int:
    """Run the scenarios under ``paths``; the exit code (above)."""
    arguments = pytest_arguments(feature_files(paths), keyword=keyword, tags=tags, citation_audit=citation_audit)
    if not as_json:
        return EXIT_CODES.get(pytest.main(arguments), 1)
    records = Records()
    with contextlib.redirect_stdout(io.StringIO()):  # pytest's report: the records say it
        code = pytest.main([*arguments, "-q"], plugins=[records])
    print_json(records.summary())
    return EXIT_CODES.get(code, 1)
