"""The pytest plugin of ruling scenarios, registered as ``smashup_scenarios`` through the
``pytest11`` entry point (pyproject.toml).

pytest loads an entry point in every run of the environment it is installed in, whatever the
project. So this module only adds its options, and the step library (``library``: the steps,
the ``table`` fixture, the tags, the citation audit, .feature files collected as they are) is
registered only where scenarios are switched on: by ``smashup_scenarios = true`` in a project's
pytest configuration (this repository's pyproject.toml) or ``--smashup-scenarios`` (what
``smashup scenarios`` passes). Elsewhere the library's steps would answer another project's
Gherkin, and its collector would run that project's .feature files a second time.
"""

from __future__ import annotations

import pytest

SWITCH = "smashup_scenarios"


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addini(SWITCH, "Run Gherkin scenarios with the smashup_rules step library (docs/scenarios.md).", type="bool", default=False)
    group = parser.getgroup("smashup scenarios", "Smash Up ruling scenarios (docs/scenarios.md)")
    group.addoption("--smashup-scenarios", action="store_true", dest=SWITCH, help="Switch the step library on, as smashup_scenarios = true in the configuration does.")
    group.addoption("--no-citation-audit", action="store_true", dest="no_citation_audit",
                    help="Do not require that a scenario tagged @ruling:ID cites the ruling in its explanation.")


def pytest_configure(config: pytest.Config) -> None:
    if config.getoption(SWITCH) or config.getini(SWITCH):
        import pytest_bdd.plugin

        if not config.pluginmanager.is_registered(pytest_bdd.plugin):  # PYTEST_DISABLE_PLUGIN_AUTOLOAD set
            raise pytest.UsageError("the smashup_rules step library runs on pytest-bdd, which is not loaded: add -p pytest-bdd")
        from smashup_rules.scenarios import library

        library.register(config)
