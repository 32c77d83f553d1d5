"""The fast position writer (``position.emit``) writes PyYAML's bytes, or leaves the file to PyYAML:
on generated documents with hostile text (quotes, indicators, words YAML reads as numbers or
booleans, long names that fold, Unicode) and on every moment of simulated games, where it must
also be the writer that is used."""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from smashup_rules.engine.convert.to_position import state_to_position
from smashup_rules.position.emit import emit
from smashup_rules.position.write import position_document, pyyaml_text
from smashup_rules.simulate.game import GameRun, SimConfig

WORDS = ["Ninja Acolyte", "it's", "a: b", "#1", "- x", "? q", "yes", "No", "null", "~", "12", "0x1F", "1.5", "",
         " lead", "trail ", "two  spaces", "[x]", "{y}", "a,b", "*star", "&amp", "!bang", "%p", "@at", "`tick", "'q'",
         '"d"', "é café", "日本", "tab\there", "line\nbreak", "next\x85line", "\ufeffbom", "x" * 60, "word " * 30]
ONE_LINE_WORDS = [word for word in WORDS if not any(character in word for character in "\n\t\x85\ufeff")]


def documents(text: st.SearchStrategy[str]) -> st.SearchStrategy[dict]:
    scalars = st.one_of(text, st.integers(-5, 10**6), st.booleans(), st.none())
    keys = st.one_of(st.sampled_from(["name", "cards", "hand", "ref", "stored", "counters"]), text)
    return st.dictionaries(keys, st.recursive(
        scalars,
        lambda children: st.one_of(st.lists(children, max_size=12), st.dictionaries(keys, children, max_size=5)),
        max_leaves=40,
    ), min_size=1, max_size=8)


ANY_TEXT = st.one_of(st.sampled_from(WORDS), st.text(max_size=30), st.lists(st.sampled_from(WORDS), min_size=1, max_size=5).map(" ".join))
ONE_LINE_TEXT = st.one_of(st.sampled_from(ONE_LINE_WORDS), st.lists(st.sampled_from(ONE_LINE_WORDS), min_size=1, max_size=5).map(" ".join))
SETTINGS = settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@SETTINGS
@given(st.one_of(documents(ANY_TEXT), documents(ONE_LINE_TEXT)))
def test_the_fast_writer_writes_pyyamls_bytes_or_nothing(document):
    written = emit(document)
    if written is not None:
        assert written == pyyaml_text(document)


def test_long_flow_lists_and_folded_names_are_written_as_pyyaml_writes_them():
    hand = ["Ninja Acolyte", "Shinobi", "Tiger Assassin", "Hidden Ninja", "Way of Deception", "Seeing Stars"] * 4
    document = {"players": [{"name": "Alice", "hand": hand, "discard": [{"card": "War Raptor", "counters": 2}]}],
                "memory": {"note": "word " * 30 + "end"}}
    written = emit(document)
    assert written is not None and written == pyyaml_text(document)
    assert "\n      " in written  # the hand wraps under the key, past column 100


def test_every_moment_of_simulated_games_is_written_by_the_fast_writer(tmp_path: Path):
    moments = 0
    for players, monsters in ((2, 0), (3, 1), (4, 2)):
        config = SimConfig(players=players, monsters=monsters, out=tmp_path)
        for seed in range(2):
            run = GameRun(config, seed, config.pool(), False)
            taken = []

            def save(step, action, capture, run=run, taken=taken):
                taken.append(position_document(state_to_position(run.state)))
                GameRun.step(run, step, action, capture)

            run.step = save
            run.run()
            for document in taken[::7]:
                written = emit(document)
                assert written is not None, "a saved moment fell back to PyYAML"
                assert written == pyyaml_text(document)
                moments += 1
    assert moments > 200
