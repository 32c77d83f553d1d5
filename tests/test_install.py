"""The package as a user installs it (``pip install .``, not editable) works from any folder:
it ships what ``smashup site`` and ``smashup rulings --coverage`` read (util/bundled.py).

The install is a real one, of a copy of the repository, into a folder of its own: the wheel is
built by pip as for a user, and only the package is installed (``--no-deps``; its dependencies
are this environment's), which keeps the test to a few seconds. The commands then run from a
folder outside the repository.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from smashup_rules.reference.coverage import coverage_view
from smashup_rules.scenarios.step_reference import EXAMPLE, EXAMPLE_FILE, failure_example
from smashup_rules.site.build import build_site

ROOT = Path(__file__).resolve().parent.parent
NOT_SOURCES = shutil.ignore_patterns(".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", ".pytest_cache", ".hypothesis", "_site")


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> dict[str, str]:
    """The environment in which ``python`` imports the installed package, not the repository's."""
    work = tmp_path_factory.mktemp("install")
    source, target = work / "source", work / "site-packages"
    shutil.copytree(ROOT, source, symlinks=True, ignore=NOT_SOURCES)
    subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target", str(target), str(source)], check=True, capture_output=True)
    return {**os.environ, "PYTHONPATH": str(target), "XDG_CACHE_HOME": str(work / "cache")}


def smashup(env: dict[str, str], *argv: str, cwd: Path) -> subprocess.CompletedProcess:
    script = Path(env["PYTHONPATH"]) / "bin" / "smashup"
    return subprocess.run([sys.executable, str(script), *argv], capture_output=True, text=True, cwd=cwd, env=env)


def test_the_installed_package_is_the_one_run(installed, tmp_path):
    where = subprocess.run([sys.executable, "-c", "import smashup_rules; print(smashup_rules.__file__)"], capture_output=True, text=True, cwd=tmp_path, env=installed, check=True)
    assert Path(where.stdout.strip()).is_relative_to(installed["PYTHONPATH"])


def test_the_site_builds_from_any_folder_the_same_as_in_the_repository(installed, tmp_path):
    done = smashup(installed, "site", "out", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert f"{len(list((ROOT / 'scenarios').glob('*.yaml')))} disputed plays" in done.stdout
    build_site(tmp_path / "repository", features=ROOT / "features", scenarios=ROOT / "scenarios")
    built = {path.relative_to(tmp_path / "out"): path.read_bytes() for path in (tmp_path / "out").rglob("*") if path.is_file()}
    expected = {path.relative_to(tmp_path / "repository"): path.read_bytes() for path in (tmp_path / "repository").rglob("*") if path.is_file()}
    assert built.keys() == expected.keys()
    assert [name for name in built if built[name] != expected[name]] == []


def test_rulings_coverage_counts_from_any_folder_as_in_the_repository(installed, tmp_path):
    done = smashup(installed, "rulings", "--coverage", "--json", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == coverage_view(ROOT / "features")


def test_scenarios_run_from_any_folder_with_the_installed_plugin(installed, tmp_path):
    """A file with a passing and a failing scenario, run outside the repository: pytest's verdict, and what differed."""
    (tmp_path / EXAMPLE_FILE).write_text(EXAMPLE, encoding="utf-8")
    done = smashup(installed, "scenarios", EXAMPLE_FILE, cwd=tmp_path)
    assert done.returncode == 1, done.stderr
    assert "1 failed, 1 passed in" in done.stdout and failure_example() in done.stdout
    assert "warning" not in done.stdout  # pytest cannot rewrite the asserts of a package imported already: the command says nothing of it
    where = subprocess.run([sys.executable, "-c", "import smashup_rules.scenarios.library as library; print(library.FEATURES)"],
                           capture_output=True, text=True, cwd=tmp_path, env=installed, check=True)
    assert Path(where.stdout.strip()).is_relative_to(installed["PYTHONPATH"])  # the exemptions the audit reads are the installed copy's


def test_a_draft_of_an_installed_position_file_passes(installed, tmp_path):
    position = Path(installed["PYTHONPATH"]) / "smashup_rules" / "bundled" / "scenarios" / "three-way-tie.yaml"
    drafted = smashup(installed, "scenarios", "--draft", str(position), cwd=tmp_path)
    assert drafted.returncode == 0, drafted.stderr
    (tmp_path / "tie.feature").write_text(drafted.stdout, encoding="utf-8")
    done = smashup(installed, "scenarios", "tie.feature", cwd=tmp_path)
    assert done.returncode == 0 and "1 passed" in done.stdout, done.stdout
