"""explain, position check: exit codes, exact messages, JSON shapes, options."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from smashup_rules.cli import cli

POWDERKEG = "scenarios/powderkeg-unkillable.yaml"


@pytest.fixture(autouse=True)
def in_repo(monkeypatch):
    from pathlib import Path

    monkeypatch.chdir(Path(__file__).resolve().parent.parent)


def run(*args: str):
    return CliRunner().invoke(cli, list(args))


def test_explain_numbers_steps_and_cites_them():
    result = run("explain", POWDERKEG)
    assert result.exit_code == 0
    lines = result.output.splitlines()
    assert lines[0] == f"{POWDERKEG} — Alice's turn"
    assert lines[2] == " 1. Alice plays Powderkeg (regular action play)."
    assert lines[3] == "    [rule play.action] [rule play.regular] [card pirates/powderkeg]"
    assert "Result" in lines and "Sources" in lines
    assert "  pirates/powderkeg#1  \"If you choose a minion that can't be destroyed, the other minions are still destroyed (unless also immune).\"" in lines


def test_explain_json_has_steps_result_and_sources():
    view = json.loads(run("explain", POWDERKEG, "--json").output)
    assert set(view) == {"source", "error", "steps", "result", "sources"}
    assert view["error"] is None
    assert view["steps"][0] == {
        "number": 1,
        "kind": "play",
        "message": "Alice plays Powderkeg (regular action play).",
        "cites": ["play.action", "play.regular", "pirates/powderkeg"],
        "players": ["Alice"],
        "data": {"origin": "hand"},
    }
    grey_opal = view["result"]["bases"][0]
    assert grey_opal["name"] == "The Grey Opal"
    assert [m["name"] for m in grey_opal["minions"]] == ["Warbot"]
    assert {"name": "Walker", "from": "The Grey Opal", "to": "Bob's discard pile"}.items() <= next(m for m in view["result"]["moved"] if m["name"] == "Walker").items()


def test_choose_replaces_the_files_choices():
    result = run("explain", POWDERKEG, "--choose", "Cut Lass")
    assert result.exit_code == 0
    assert " 2. Alice chooses Cut Lass (Alice, The Grey Opal) (choose one of your minions to blow up (Powderkeg))." in result.output.splitlines()


def test_an_answer_that_matches_no_option_stops_with_the_legal_options():
    result = run("explain", POWDERKEG, "--choose", "Walker")
    assert result.exit_code == 1
    assert (
        "Stopped: Scripted choice 'Walker' matches no option when Alice must choose one of your minions to blow up (Powderkeg). "
        "Legal options: Warbot (Alice, The Grey Opal); Cut Lass (Alice, The Grey Opal)."
    ) in result.output.splitlines()


def test_all_outcomes_lists_each_distinct_end():
    result = run("explain", POWDERKEG, "--all-outcomes")
    assert result.exit_code == 0
    assert result.output.splitlines()[0] == "Explored all 2 branch(es): 2 distinct outcome(s)."
    view = json.loads(run("explain", POWDERKEG, "--all-outcomes", "--json").output)
    assert view["complete"] is True
    assert sorted(o["paths"][0][0] for o in view["outcomes"]) == ["Cut Lass (Alice, The Grey Opal)", "Warbot (Alice, The Grey Opal)"]


def test_all_outcomes_bound():
    result = run("explain", POWDERKEG, "--all-outcomes", "--limit", "1")
    assert result.output.splitlines()[0] == "Stopped after 1 runs with 1 branch(es) unexplored; the 1 outcome(s) listed are not all the possible ones."


def test_a_refused_play_is_an_answer_with_exit_code_1():
    result = run("explain", "scenarios/wildlife-preserve-poison.yaml")
    assert result.exit_code == 1
    assert "Refused: Poison cannot be played on King Rex: Wildlife Preserve protects it." in result.output.splitlines()


def test_bad_position_is_exit_2_with_file_line_col():
    result = run("explain", "tests/bad_positions/players-not-a-list.yaml")
    assert result.exit_code == 2
    assert result.stderr.startswith("Error: tests/bad_positions/players-not-a-list.yaml:")
    assert "Traceback" not in result.output


def test_missing_file_is_exit_2():
    result = run("explain", "no-such-position.yaml")
    assert result.exit_code == 2
    assert result.stderr == "Error: no-such-position.yaml: cannot read the file: No such file or directory\n"


def test_position_check_summarizes():
    result = run("position", "check", POWDERKEG)
    assert result.exit_code == 0
    lines = result.output.splitlines()
    assert lines[0] == f"{POWDERKEG} is a valid position: Alice's turn, play-cards phase."
    assert "Play: Alice plays Powderkeg" in lines
    view = json.loads(run("position", "check", POWDERKEG, "--json").output)
    assert view["valid"] is True
    assert view["bases"][0]["power"] == {"Alice": 7, "Bob": 9}


def test_position_check_lists_every_problem_with_exit_2():
    result = run("position", "check", "tests/bad_positions/card-not-in-factions.yaml")
    assert result.exit_code == 2
    assert result.stderr == (
        "Error: tests/bad_positions/card-not-in-factions.yaml:5: Walker in Alice's hand is a Zombies card, "
        "but its owner Alice plays Pirates and Ninjas\n"
    )


def test_seed_changes_only_what_is_random():
    first = run("explain", POWDERKEG, "--seed", "1", "--json").output
    again = run("explain", POWDERKEG, "--seed", "1", "--json").output
    assert first == again


def test_citations_are_labelled_by_what_they_name():
    from smashup_rules.explain import cite_label, cite_text

    assert cite_label("scoring.ties") == "rule scoring.ties"
    assert cite_label("pirates/powderkeg") == "card pirates/powderkeg"
    assert cite_label("pirates/powderkeg#1") == "clar. pirates/powderkeg#1"
    assert cite_label("oops/mummy#1") == "ruling oops/mummy#1"
    assert cite_text("conflict.servitor-talent").startswith('Servitor of Cthulhu: printed text without "Talent:"')
