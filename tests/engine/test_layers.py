"""The engine reads top-down in layers (docs/architecture.md, "Engine layers"): a module imports
only modules of its own layer or of the layers above it, there is no import cycle, no import
hides at the bottom of a file, and card modules reach the engine only through the card API.

Every import counts, at module level and inside functions. The blocks under
``if TYPE_CHECKING:`` (annotations, never run) are no part of the cycles, but they too may
only name what the module's own layer or the layers above it define: an annotation that
needs a lower layer says the module depends on it.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "smashup_rules"
ENGINE = "smashup_rules.engine"

# Layer of each engine module, top (1) to bottom (7); a module imports only layers <= its own.
LAYERS = {
    # 1. records and declarations
    "errors": 1, "decisions": 1, "zones": 1, "board_index": 1, "source": 1, "in_progress": 1, "rng": 1, "events": 1, "turn_state": 1, "state": 1, "abilities": 1, "registry": 1, "citations": 1,
    # 2. decisions and the game
    "choices": 2, "game": 2,
    # 3. the read-only views (BoardView, and power's CardView), and ongoing abilities asked (power, cancellation, protection)
    "view": 3, "power": 3,
    # 4. effect primitives
    "effects": 4, "power_watch": 4, "madness": 4,
    # 5. procedures
    "qualifiers": 5, "allowances": 5, "play": 5, "talents": 5, "off_the_top": 5, "burying": 5, "stasis": 5, "duels": 5, "scoring": 5, "turn": 5, "convert": 5,
    # 6. the card API
    "context_decisions": 6, "context_expansions": 6, "context": 6,
    # 7. the top: the trigger dispatcher and resolve
    "dispatch": 7, "resolve": 7,
}
# What a card module may import of the engine: the card API and the declarations.
CARD_DOORS = {f"{ENGINE}.context", f"{ENGINE}.abilities"}
# Parts of the tool above the engine, which the engine never imports.
ABOVE_ENGINE = ("cards", "cli", "explain", "launcher", "output", "play_session", "simulate", "outcomes", "position_file")


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules_under(folder: str) -> dict[str, Path]:
    return {module_name(path): path for path in sorted((PACKAGE / folder).rglob("*.py"))}


ALL_MODULES = {module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}


def _type_checking_block(node: ast.AST) -> bool:
    return isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING"


def _imports(tree: ast.AST, type_only: bool):
    """Every Import/ImportFrom node anywhere in the tree that runs, or, with ``type_only``, that
    sits under an ``if TYPE_CHECKING:`` block."""
    stack = [(child, False) for child in ast.iter_child_nodes(tree)]
    while stack:
        node, typing = stack.pop()
        if _type_checking_block(node):
            stack.extend((branch, True) for branch in node.body)
            stack.extend((branch, typing) for branch in node.orelse)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            if typing == type_only:
                yield node
        else:
            stack.extend((child, typing) for child in ast.iter_child_nodes(node))


def imported_modules(name: str, path: Path, *, type_only: bool = False) -> set[str]:
    """The project modules ``name`` imports at run time, or, with ``type_only``, for annotations
    only (a ``from package import module`` names the module)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in _imports(ast.parse(path.read_text(encoding="utf-8")), type_only):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        else:
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            targets = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in ALL_MODULES else base for alias in node.names]
        found.update(t for t in targets if t in ALL_MODULES and t != name)
    return found


def layer_of(module: str) -> int | None:
    if not module.startswith(f"{ENGINE}."):
        return None
    return LAYERS[module[len(ENGINE) + 1 :].split(".")[0]]


ENGINE_MODULES = {name: path for name, path in modules_under("engine").items() if name != ENGINE}
GRAPH = {name: imported_modules(name, path) for name, path in ALL_MODULES.items()}
TYPE_ONLY = {name: imported_modules(name, path, type_only=True) for name, path in ENGINE_MODULES.items()}


def test_every_engine_module_has_a_layer():
    unplaced = sorted(name for name in ENGINE_MODULES if name[len(ENGINE) + 1 :].split(".")[0] not in LAYERS)
    assert unplaced == [], "engine modules missing from LAYERS (tests/engine/test_layers.py and docs/architecture.md)"


@pytest.mark.parametrize("module", sorted(ENGINE_MODULES))
def test_engine_module_imports_only_its_layer_and_the_layers_above(module):
    own = layer_of(module)
    lower = sorted(f"{other} (layer {layer_of(other)})" for other in GRAPH[module] if (layer_of(other) or 0) > own)
    assert lower == [], f"{module} (layer {own}) imports a lower layer"
    above_engine = sorted(other for other in GRAPH[module] if other.removeprefix("smashup_rules.").split(".")[0] in ABOVE_ENGINE)
    assert above_engine == [], f"{module} imports a part of the tool that is built on the engine"


@pytest.mark.parametrize("module", sorted(ENGINE_MODULES))
def test_engine_module_annotates_only_with_its_layer_and_the_layers_above(module):
    own = layer_of(module)
    lower = sorted(f"{other} (layer {layer_of(other)})" for other in TYPE_ONLY[module] if (layer_of(other) or 0) > own)
    assert lower == [], f"{module} (layer {own}) imports a lower layer under TYPE_CHECKING"
    above_engine = sorted(other for other in TYPE_ONLY[module] if other.removeprefix("smashup_rules.").split(".")[0] in ABOVE_ENGINE)
    assert above_engine == [], f"{module} imports, under TYPE_CHECKING, a part of the tool that is built on the engine"


def _cycle_through(start: str) -> list[str] | None:
    path: list[str] = []
    done: set[str] = set()

    def visit(node: str) -> list[str] | None:
        if node in path:
            return path[path.index(node) :] + [node]
        if node in done:
            return None
        path.append(node)
        for other in sorted(GRAPH.get(node, ())):
            cycle = visit(other)
            if cycle:
                return cycle
        path.pop()
        done.add(node)
        return None

    return visit(start)


def test_no_import_cycle_through_the_engine_or_the_cards():
    cycles = [cycle for name in sorted(ALL_MODULES) if (cycle := _cycle_through(name)) and any(m.startswith((ENGINE, "smashup_rules.cards")) for m in cycle)]
    assert not cycles, "import cycle: " + " -> ".join(cycles[0])


@pytest.mark.parametrize("module", sorted(modules_under("engine")))
def test_no_import_below_the_first_definition(module):
    tree = ast.parse(ALL_MODULES[module].read_text(encoding="utf-8"))
    first_definition = None
    late = []
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)) and first_definition is None:
            first_definition = node.lineno
        if isinstance(node, (ast.Import, ast.ImportFrom)) and first_definition is not None:
            late.append(node.lineno)
    assert late == [], f"{module}: imports on lines {late} come after the first definition (line {first_definition})"


@pytest.mark.parametrize("module", sorted(modules_under("cards")))
def test_card_module_reaches_the_engine_only_through_the_card_api(module):
    reached = sorted(other for other in GRAPH[module] if other.startswith(f"{ENGINE}.") and other not in CARD_DOORS)
    assert reached == [], f"{module} imports engine modules other than the card API ({', '.join(sorted(CARD_DOORS))})"


def test_the_layer_check_sees_hidden_and_nested_imports(tmp_path):
    """The checker itself: an import inside a function counts, one under TYPE_CHECKING does not
    run but is seen for annotations, in a function too; an ``else`` of the block runs."""
    source = tmp_path / "probe.py"
    source.write_text(
        "TYPE_CHECKING = False\n"
        "if TYPE_CHECKING:\n    from smashup_rules.engine import dispatch\n"
        "else:\n    from smashup_rules.engine import game\n"
        "def f():\n    from smashup_rules.engine import context\n"
        "    if TYPE_CHECKING:\n        from smashup_rules.engine import resolve\n",
        encoding="utf-8",
    )
    assert imported_modules("smashup_rules.engine.probe", source) == {f"{ENGINE}.context", f"{ENGINE}.game"}
    assert imported_modules("smashup_rules.engine.probe", source, type_only=True) == {f"{ENGINE}.dispatch", f"{ENGINE}.resolve"}
