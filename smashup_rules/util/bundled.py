"""The repository's ``features/`` and ``scenarios/`` folders, shipped inside the package.

``smashup site`` shows the disputed plays of ``scenarios/`` and which Gherkin scenario of
``features/`` checks each ruling, and ``smashup rulings --coverage`` counts them: wherever the
package is installed, it reads them here. ``smashup_rules/bundled/`` holds two symbolic links
(``features -> ../../features``, ``scenarios -> ../../scenarios``): in the repository, or an
editable install, they are the folders themselves; a wheel built from it holds copies of the
files the package data names (pyproject.toml).
"""

from __future__ import annotations

from pathlib import Path

FOLDER = Path(__file__).resolve().parent.parent / "bundled"
FEATURES = FOLDER / "features"
SCENARIOS = FOLDER / "scenarios"
