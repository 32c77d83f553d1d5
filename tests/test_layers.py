"""The package reads top-down in layers (docs/architecture.md, "Layout" and "Engine layers"): a
module imports only modules of its own layer or of the layers below it, and nothing imports in a
circle, counting the imports made inside functions. Inside the engine, its seven layers; card
modules reach the engine only through the card API; no engine module imports below its first
definition.

An import under ``if TYPE_CHECKING:`` (annotations, never run) does not count for circles, but
it may not point up either: an annotation that needs a higher layer says the module depends on
it. An import inside a function is allowed only in the modules listed in ``DEFERRED``, each for
a reason of start-up time: elsewhere it would hide a dependency.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "smashup_rules"

# Lowest first. A module's rank is (its package's layer, its place in the package's own order);
# it may import what ranks at or below it. Within a layer, several packages stand side by side.
LAYERS = (
    ("util",),
    ("importer",),
    ("reference",),
    ("web",),
    ("position",),
    ("engine",),
    ("cards",),
    ("explain", "simulate"),
    ("scenarios",),
    ("site",),
    ("cli",),
)
# The engine's layers, lowest first (docs/architecture.md, "Engine layers"): each module's by
# its name (a subpackage's by the subpackage's).
ENGINE_LAYERS = (
    # 1. records and declarations
    ("errors", "decisions", "zones", "board_index", "source", "in_progress", "rng", "events", "turn_state", "state", "abilities", "registry", "citations"),
    # 2. decisions and the game
    ("choices", "game"),
    # 3. the read-only views (BoardView, and power's CardView), and ongoing abilities asked (power, cancellation, protection)
    ("view", "power"),
    # 4. effect primitives
    ("effects", "power_watch", "madness"),
    # 5. procedures
    ("qualifiers", "allowances", "play", "talents", "off_the_top", "burying", "stasis", "duels", "scoring", "turn", "convert"),
    # 6. the card API
    ("context_decisions", "context_expansions", "context"),
    # 7. the top: the trigger dispatcher and resolve
    ("dispatch", "resolve"),
)
# What a card module may import of the engine: the card API and the declarations.
CARD_DOORS = {"smashup_rules.engine.context", "smashup_rules.engine.abilities"}
# The order inside packages whose modules build on each other (lowest first); a module not
# listed ranks with the package's first.
INNER = {
    "engine": ENGINE_LAYERS,
    "reference": ("data", "reprints", "names", "coverage", "text", "query", "index", "search", "views"),
    "web": ("urls", "linker", "layout"),
    "position": ("model", "syntax", "names", "sentence", "read_moment", "read", "check_cards", "check_moment", "check", "write_moment", "write", "schema", "cache", "__init__", "__main__"),
    "explain": ("descriptions", "interactive", "run", "result", "text", "formats", "outcomes", "session", "board"),
    "simulate": ("checks", "moves", "game", "round_trip", "runs", "summary", "jobs", "cluster", "report"),
    "scenarios": ("vocabulary", "failures", "hypothetical", "table", "steps_board", "steps_outcomes", "steps_expansions", "steps", "report",
                  "step_reference", "draft", "collect", "library", "plugin", "runner"),
    "cli": ("output", "reference_output", "code_cache", "explain_cache", "simulation", "completion", "json_errors", "group", "launcher"),
}
# Modules that import parts of the package inside functions, and why.
DEFERRED = {
    "smashup_rules.cli.group": "each command imports what it runs when it runs: the group is loaded for every command",
    "smashup_rules.cli.launcher": "the short path imports only what the command asked needs, and the click group only when it is not short",
    "smashup_rules.cli.output": "the position errors' classes only when a position failed to load, the card views only for a card, the search marks only for a search",
    "smashup_rules.cli.simulation": "Dask and Plotly (the extras cluster and report) only under --scheduler and --report, and rich's progress bar only on a terminal",
    "smashup_rules.explain.formats": "the position writer (PyYAML) and the page frame only for the formats that show them",
    "smashup_rules.explain.run": "the position writer (PyYAML) only when a moment is saved",
    "smashup_rules.position": "the door: a position read before comes from the cache, without the reader, the checks or the writer",
    "smashup_rules.position.model": "the card names only when a scripted choice holds a colon",
    "smashup_rules.position.syntax.nodes": "PyYAML's reader only for what the plain reader leaves",
    "smashup_rules.scenarios.plugin": "pytest loads the entry point in every run of its environment: the step library, with the engine, only where scenarios are switched on",
    "smashup_rules.simulate.game": "the position reader and writer only when a failing game is written or replayed",
    "smashup_rules.simulate.round_trip": "the position reader and writer only under --round-trip, once a game is being played",
    "smashup_rules.simulate.runs": "the position reader and writer only when a failing game is written or replayed",
    "smashup_rules.simulate.summary": "the game's turn cap only for a replay command: merging shards needs no engine",
}


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


ALL_MODULES = {module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}


def _type_checking(node: ast.AST) -> bool:
    return isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING"


def _imports(tree: ast.AST):
    """Every import node with whether it runs (not under TYPE_CHECKING) and whether it is inside a function."""
    stack = [(tree, True, False)]
    while stack:
        node, runs, in_function = stack.pop()
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.Import, ast.ImportFrom)):
                yield child, runs, in_function
                continue
            if _type_checking(child):
                stack.append((ast.Module(body=child.body, type_ignores=[]), False, in_function))
                stack.append((ast.Module(body=child.orelse, type_ignores=[]), runs, in_function))
                continue
            stack.append((child, runs, in_function or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))))


def _targets(name: str, path: Path, node: ast.Import | ast.ImportFrom) -> set[str]:
    """The project modules an import names (``from package import module`` names the module)."""
    if isinstance(node, ast.Import):
        targets = [alias.name for alias in node.names]
    else:
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        base = node.module or ""
        if node.level:
            anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
            base = ".".join([*anchor, base] if base else anchor)
        targets = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in ALL_MODULES else base for alias in node.names]
    return {target for target in targets if target in ALL_MODULES and target != name}


class Imports:
    """What one module imports: at run time (module level or inside functions), inside
    functions only, and under TYPE_CHECKING."""

    def __init__(self, name: str, path: Path):
        self.run_time: set[str] = set()
        self.deferred: set[str] = set()
        self.type_only: set[str] = set()
        for node, runs, in_function in _imports(ast.parse(path.read_text(encoding="utf-8"))):
            targets = _targets(name, path, node)
            if not runs:
                self.type_only |= targets
                continue
            self.run_time |= targets
            if in_function:
                self.deferred |= targets


IMPORTS = {name: Imports(name, path) for name, path in ALL_MODULES.items()}


def rank(module: str) -> tuple[int, int]:
    parts = module.split(".")[1:] or ["__init__"]
    package = parts[0]
    layer = next((index for index, packages in enumerate(LAYERS) if package in packages), None)
    assert layer is not None, f"{module}: its package {package!r} has no layer (tests/test_layers.py LAYERS)"
    order = INNER.get(package, ())
    inner = parts[1] if len(parts) > 1 else "__init__"
    if package == "engine":
        places = [index for index, names in enumerate(order) if inner in names]
        assert places or inner == "__init__", f"{module}: no engine layer (tests/test_layers.py ENGINE_LAYERS, docs/architecture.md)"
        return layer, places[0] if places else 0
    return layer, order.index(inner) if inner in order else 0


def test_every_module_has_a_layer():
    top_level = sorted(name for name in ALL_MODULES if name.count(".") == 1 and not ALL_MODULES[name].name == "__init__.py"
                       and ALL_MODULES[name].parent == PACKAGE)
    assert top_level == [], "modules at the package's top: put each in the package of its layer"
    for name in ALL_MODULES:
        if name != "smashup_rules":
            rank(name)


@pytest.mark.parametrize("module", sorted(name for name in ALL_MODULES if name != "smashup_rules"))
def test_module_imports_only_its_layer_and_the_layers_below(module):
    own = rank(module)
    imports = IMPORTS[module]
    higher = sorted(f"{other} {rank(other)}" for other in imports.run_time if rank(other) > own)
    assert higher == [], f"{module} {own} imports a higher layer"
    type_only = sorted(f"{other} {rank(other)}" for other in imports.type_only if rank(other) > own)
    assert type_only == [], f"{module} {own} names a higher layer under TYPE_CHECKING"


def _cycle_from(start: str) -> list[str] | None:
    path: list[str] = []
    done: set[str] = set()

    def visit(node: str) -> list[str] | None:
        if node in path:
            return path[path.index(node):] + [node]
        if node in done:
            return None
        path.append(node)
        for other in sorted(IMPORTS[node].run_time):
            cycle = visit(other)
            if cycle:
                return cycle
        path.pop()
        done.add(node)
        return None

    return visit(start)


def test_no_import_circle_anywhere():
    cycles = [cycle for name in sorted(ALL_MODULES) if (cycle := _cycle_from(name))]
    assert not cycles, "import circle: " + " -> ".join(cycles[0])


def test_imports_inside_functions_are_the_known_ones():
    hidden = sorted(f"{name} -> {', '.join(sorted(imports.deferred))}" for name, imports in IMPORTS.items() if imports.deferred and name not in DEFERRED)
    assert hidden == [], "imports inside functions: move them to the top, or list the module in DEFERRED with the start-up reason"
    stale = sorted(name for name in DEFERRED if not IMPORTS[name].deferred)
    assert stale == [], "DEFERRED lists modules that import nothing inside functions"


def modules_under(folder: str) -> dict[str, Path]:
    return {name: path for name, path in ALL_MODULES.items() if name.startswith(f"smashup_rules.{folder}.")}


@pytest.mark.parametrize("module", sorted(modules_under("engine")))
def test_no_engine_import_below_the_first_definition(module):
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
    reached = sorted(other for other in IMPORTS[module].run_time if other.startswith("smashup_rules.engine.") and other not in CARD_DOORS)
    assert reached == [], f"{module} imports engine modules other than the card API ({', '.join(sorted(CARD_DOORS))})"


def test_the_checker_sees_hidden_nested_and_type_only_imports(tmp_path):
    source = tmp_path / "probe.py"
    source.write_text(
        "TYPE_CHECKING = False\n"
        "if TYPE_CHECKING:\n    from smashup_rules.cli import group\n"
        "else:\n    from smashup_rules.engine import game\n"
        "def f():\n    from smashup_rules.engine import resolve\n"
        "    if TYPE_CHECKING:\n        from smashup_rules.engine import dispatch\n",
        encoding="utf-8",
    )
    imports = Imports("smashup_rules.util.probe", source)
    assert imports.run_time == {"smashup_rules.engine.resolve", "smashup_rules.engine.game"}
    assert imports.deferred == {"smashup_rules.engine.resolve"}
    assert imports.type_only == {"smashup_rules.cli.group", "smashup_rules.engine.dispatch"}
    assert rank("smashup_rules.cli.group") > rank("smashup_rules.util.records")
    assert rank("smashup_rules.engine.dispatch") > rank("smashup_rules.engine.game") > rank("smashup_rules.engine.state")
    assert rank("smashup_rules.engine.effects.leaving") == rank("smashup_rules.engine.madness")
