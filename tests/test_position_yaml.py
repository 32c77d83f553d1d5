"""The plain reader of position files (position_subset): whatever it reads, it reads as PyYAML's
pure reader does (the same kinds of node, tags, values and start marks, so the same positions and
the same file:line:col messages); it reads the example files itself (the point of it: a new
file is read without importing PyYAML); what it does not read, PyYAML reads, errors included."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from smashup_rules.engine.convert.to_position import state_to_position
from smashup_rules.position import dump_position, load_position
from smashup_rules.position.syntax.pyyaml import _PureComposer
from smashup_rules.position.syntax.subset import NotPlain, compose
from smashup_rules.simulate.game import SimConfig, GameRun
from test_bad_positions import YAML_PIECES, mutated_scenarios

REPO = Path(__file__).resolve().parent.parent
SCENARIOS = sorted((REPO / "scenarios").glob("*.yaml"))
BAD = sorted((REPO / "tests" / "bad_positions").glob("*.yaml"))


def nodes(node) -> list[tuple]:
    """Everything of a node tree a position is read from: kinds, tags, values and start marks."""
    if node is None:
        return []
    here = (type(node).__name__, node.tag, node.start_mark.line, node.start_mark.column)
    if type(node).__name__ == "ScalarNode":
        return [(*here, node.value)]
    children = node.value if type(node).__name__ == "SequenceNode" else [part for pair in node.value for part in pair]
    return [here, *(item for child in children for item in nodes(child))]


def reads_as_pyyaml(text: str) -> bool:
    """True when the plain reader reads ``text`` (as PyYAML does), False when it leaves it."""
    try:
        plain = compose(text)
    except NotPlain:
        return False
    try:
        pure = yaml.compose(text, Loader=_PureComposer)
    except yaml.YAMLError as error:
        raise AssertionError(f"the plain reader read what PyYAML refuses ({error})") from None
    assert nodes(plain) == nodes(pure)
    return True


@pytest.mark.parametrize("path", SCENARIOS + BAD, ids=lambda p: p.name)
def test_every_example_reads_as_pyyaml_reads_it(path):
    try:
        text = path.read_bytes().decode("utf-8-sig")
    except UnicodeDecodeError:
        return
    reads_as_pyyaml(text)


def test_the_plain_reader_reads_every_scenario_itself():
    assert [path.name for path in SCENARIOS if not reads_as_pyyaml(path.read_text())] == []


def test_the_positions_the_simulator_writes_read_as_pyyaml_reads_them():
    config = SimConfig(games=3, seed=1, players=3, monsters=1)
    read = 0
    for seed in (1, 2, 3):
        run = GameRun(config, seed, config.pool(), strict=False)
        for _ in range(12):
            run.play_turn()
            text = dump_position(state_to_position(run.state))
            read += reads_as_pyyaml(text)
    assert read >= 30  # most written positions are plain YAML


@pytest.mark.parametrize(
    "text",
    [
        "a: 1\nb:\n  - x\n  - [y, 'z''s', \"w\"]\nc: {k: v, l: [1, 2]}\n",
        "players:\n- name: A\n  hand: []\nempty:\nlast: -3\n",
        "- \n-\n- - a\n  - b\n",
        "k: v  # a comment\n# another\nq: 'a #b' # c\n",
        "bools: [yes, No, TRUE, off]\nnulls: [~, null, Null]\nnumbers: [0, +7, -12]\n",
        "name: +2 power\nother: .hidden\n",
        "deck: [Mass\n    Teleport, 'Mouse, Bird\n    and Sausage', \"it's\",\n  Run 'Em Off]\nq: 'a #b' # c\n",
    ],
)
def test_plain_yaml_reads_as_pyyaml_reads_it(text):
    assert reads_as_pyyaml(text)


@pytest.mark.parametrize(
    "text",
    [
        "a: 012\n", "a: 1.5\n", "a: 1_000\n", "a: 2001-12-14\n", "a: &x 1\nb: *x\n", "a: |\n  b\n", "a: !!str 1\n",
        "a: b\n  c\n", "a: [b,\n\n  c]\n", "a: [b, # c\n  d]\n", "a:\tb\n", "--- \na: 1\n", "a: b: c\n", "a: 'b\n", "a: \"b\\n\"\n", "'a': 1\n",
        "a:\n  - b\n c: d\n", "a: 1\n- b\n", "a: [b, ]\n", "? a\n",
    ],
)
def test_anything_else_is_left_to_pyyaml(text):
    assert not reads_as_pyyaml(text)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated_scenarios())
def test_mutated_scenarios_read_as_pyyaml_reads_them(text):
    reads_as_pyyaml(text)


@settings(max_examples=1000, deadline=None)
@given(st.lists(st.sampled_from([*YAML_PIECES, "a", "b: ", "- ", "[", "]", "{", "}", ", ", "+2 x", "'", "\n- a: b\n  c: d"]), max_size=30).map("".join))
def test_yaml_fragments_read_as_pyyaml_reads_them(text):
    reads_as_pyyaml(text)


def test_a_position_written_and_read_back_is_the_same_position():
    position = load_position(SCENARIOS[0])
    assert load_position(dump_position(position)) == position


def test_a_new_file_is_read_without_importing_pyyaml(tmp_path):
    copy = tmp_path / "new.yaml"
    copy.write_bytes((REPO / "scenarios" / "powderkeg-unkillable.yaml").read_bytes())
    code = "import sys; from smashup_rules.position import load_valid_position; load_valid_position(sys.argv[1]); print('yaml' in sys.modules)"
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache")}
    shown = subprocess.run([sys.executable, "-c", code, str(copy)], capture_output=True, text=True, check=True, env=env)
    assert shown.stdout.strip() == "False"
