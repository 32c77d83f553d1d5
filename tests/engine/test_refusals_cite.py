"""A refusal is an explanation too: every ``IllegalPlay`` the rules raise names the rule, card or
ruling that forbids the play (its cites, shown with the refused step), not only a message.

The exceptions are the plays a position's script names wrongly (``engine/resolve.py``: no such
card in hand, no such base in play), which no rule decides, and a titan's own Special refusing
(``titan_play``), which the engine cites with the titan and ``titans.play`` wherever it refuses.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "smashup_rules"
NOT_RULES = {"engine/resolve.py"}
CITED_BY_THE_ENGINE = {"titan_play"}  # engine/play.py adds the titan's sources and titans.play


def _uncited_refusals(path: Path, package: Path = PACKAGE) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []

    def visit(node: ast.AST, method: str | None) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                visit(child, child.name)
                continue
            if isinstance(child, ast.Raise) and isinstance(child.exc, ast.Call):
                called = child.exc.func
                name = called.id if isinstance(called, ast.Name) else getattr(called, "attr", "")
                cited = len(child.exc.args) >= 2 or any(k.arg == "cites" for k in child.exc.keywords)
                if name == "IllegalPlay" and not cited and method not in CITED_BY_THE_ENGINE:
                    found.append(f"{path.relative_to(package).as_posix()}:{child.lineno}")
            visit(child, method)

    visit(tree, None)
    return found


MODULES = sorted(p for folder in ("engine", "cards") for p in (PACKAGE / folder).rglob("*.py") if p.relative_to(PACKAGE).as_posix() not in NOT_RULES)


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.relative_to(PACKAGE).as_posix())
def test_every_refusal_cites_what_forbids_the_play(path):
    assert _uncited_refusals(path) == []


def test_the_check_finds_an_uncited_refusal(tmp_path):
    module = tmp_path / "smashup_rules" / "cards" / "made_up.py"
    module.parent.mkdir(parents=True)
    module.write_text('def play_refusal(ctx):\n    raise IllegalPlay("no")\n\ndef titan_play(ctx):\n    raise IllegalPlay("cited by the engine")\n')
    assert _uncited_refusals(module, tmp_path / "smashup_rules") == ["cards/made_up.py:2"]
