"""Card modules read the board through the view and change it through the card API
(docs/architecture.md, "Engine"): they do not reach into the game's state, and no faction
module builds on another (a reprint's original is declared in ``reference/reprints.py``, ``REPRINTS``).

Both checks parse the code: every attribute ``.state`` of any object counts (``ctx.state``,
``self.ctx.state``, ``rules.state`` ...), and every import, at module level or inside a function.
"""

from __future__ import annotations

import ast

import pytest

from tests.test_layers import IMPORTS, modules_under

CARDS = "smashup_rules.cards"
CARD_MODULES = {name: path for name, path in modules_under("cards").items() if name != CARDS}

# The uses of the state a card module may still make, by module: how many, and why no method of
# the view or the card API fits. At most ``MOST_STATE_USES`` in all.
ALLOWED_STATE_USES: dict[str, tuple[int, str]] = {}
MOST_STATE_USES = 25


def state_uses(source: str) -> list[int]:
    """The lines of ``source`` that read an attribute named ``state``."""
    return sorted(node.lineno for node in ast.walk(ast.parse(source)) if isinstance(node, ast.Attribute) and node.attr == "state")


@pytest.mark.parametrize("module", sorted(CARD_MODULES))
def test_a_card_module_touches_the_state_only_where_listed(module):
    lines = state_uses(CARD_MODULES[module].read_text(encoding="utf-8"))
    allowed, _ = ALLOWED_STATE_USES.get(module.rpartition(".")[2], (0, ""))
    assert len(lines) == allowed, (
        f"{module} uses the state on lines {lines}: read through the view (engine/view.py) and act "
        f"through the card API, or list the use in ALLOWED_STATE_USES with the reason"
    )


def test_the_list_of_allowed_state_uses_is_short_and_says_why():
    assert sum(count for count, _ in ALLOWED_STATE_USES.values()) <= MOST_STATE_USES
    assert all(reason for _, reason in ALLOWED_STATE_USES.values())
    assert set(ALLOWED_STATE_USES) <= {name.rpartition(".")[2] for name in CARD_MODULES}


@pytest.mark.parametrize("module", sorted(CARD_MODULES))
def test_no_faction_module_imports_another(module):
    others = sorted(other for other in IMPORTS[module].run_time if other.startswith(f"{CARDS}.") and other != module)
    assert others == [], f"{module} imports {', '.join(others)}: declare a reprint in reference/reprints.py (REPRINTS)"


def test_the_state_check_counts_every_use():
    """The checker itself: a use through an alias, inside a lambda or nested, each counts."""
    source = (
        "def f(ctx):\n"
        "    state = ctx.state\n"
        "    g = lambda view: view.state.bases()\n"
        "    return self.ctx.state.turn.player\n"
    )
    assert state_uses(source) == [2, 3, 4]
