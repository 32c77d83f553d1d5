""".feature files collected as they are: a feature file anywhere on disk runs as a test module of
its scenarios, with no test module of Python to bind it (``smashup scenarios PATH``).

A feature file that cannot be read as Gherkin is a collection error told in one line,
``file:line: message (the line)``, as pytest-bdd's parser found it.
"""

from __future__ import annotations

import types
from pathlib import Path

import pytest
from pytest_bdd import scenarios
from pytest_bdd.exceptions import GherkinParseError, NoScenariosFound

# ``scenarios`` puts a test for each scenario into the namespace of the module that calls it,
# so it is called as the body of a module of our own.
BIND = compile("scenarios(feature, features_base_dir=folder)", "<smashup scenarios>", "exec")


def shown_path(config: pytest.Config, filename: str | Path) -> str:
    """A feature file as messages name it: relative to the folder pytest was started in, when inside it."""
    path = Path(filename).resolve()
    start = Path(config.invocation_params.dir).resolve()
    return path.relative_to(start).as_posix() if path.is_relative_to(start) else path.as_posix()


class FeatureFile(pytest.Module):
    """A .feature file as a module holding one test per scenario (pytest-bdd's, as ``scenarios`` binds them)."""

    def _getobj(self):
        module = types.ModuleType(f"smashup_scenarios.{self.path.stem}")
        module.__file__ = str(self.path)
        namespace = {"scenarios": scenarios, "feature": str(self.path), "folder": str(self.path.parent)}
        exec(BIND, namespace)
        module.__dict__.update((name, test) for name, test in namespace.items() if name.startswith("test_"))
        return module

    def repr_failure(self, excinfo):
        error = excinfo.value
        if isinstance(error, GherkinParseError):
            return f"{shown_path(self.config, self.path)}:{error.line}: {error.message} ({error.line_content.strip()})"
        if isinstance(error, NoScenariosFound):
            return f"{shown_path(self.config, self.path)}: no scenario in the file"
        return super().repr_failure(excinfo)
