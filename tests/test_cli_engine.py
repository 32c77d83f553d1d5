"""explain, position check: exit codes, exact messages, JSON shapes, options."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from smashup_rules.cli.group import cli

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
    assert "  pirates/powderkeg#1  “If you choose a minion that can't be destroyed, the other minions are still destroyed (unless also immune).”" in lines


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
    assert result.output.splitlines()[0] == "Explored every choice: 2 distinct outcomes from 2 choice sequences, in 2 runs."
    view = json.loads(run("explain", POWDERKEG, "--all-outcomes", "--json").output)
    assert view["complete"] is True
    assert sorted(o["paths"][0][0] for o in view["outcomes"]) == ["Cut Lass", "Warbot"]


def test_all_outcomes_bound():
    result = run("explain", POWDERKEG, "--all-outcomes", "--limit", "1")
    assert result.output.splitlines()[0] == "Stopped after 1 run with 1 branch unexplored; the 1 outcome listed is not all the possible ones."


def test_a_refused_play_is_an_answer_with_exit_code_1():
    result = run("explain", "scenarios/wildlife-preserve-poison.yaml")
    assert result.exit_code == 1
    assert " 1. Refused: Poison cannot be played on King Rex: Wildlife Preserve protects it." in result.output.splitlines()


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
        "Error: tests/bad_positions/card-not-in-factions.yaml:5:23: Walker in Alice's hand is a Zombies card, "
        "but its owner Alice plays Pirates and Ninjas\n"
    )


def test_seed_changes_only_what_is_random():
    first = run("explain", POWDERKEG, "--seed", "1", "--json").output
    again = run("explain", POWDERKEG, "--seed", "1", "--json").output
    assert first == again


def test_citations_are_labelled_by_what_they_name():
    from smashup_rules.explain.run import cite_label, cite_text

    assert cite_label("scoring.ties") == "rule scoring.ties"
    assert cite_label("pirates/powderkeg") == "card pirates/powderkeg"
    assert cite_label("pirates/powderkeg#1") == "clar. pirates/powderkeg#1"
    assert cite_label("oops/mummy#1") == "ruling oops/mummy#1"
    assert cite_text("conflict.servitor-talent").startswith('Servitor of Cthulhu: printed text without "Talent:"')


# --- under --json, errors are JSON on standard output (docs/json.md), exit codes as in text ---


def run_json(*args: str) -> tuple[int, dict]:
    result = run(*args, "--json")
    assert result.stderr == ""  # the JSON replaces the message, it does not come beside it
    return result.exit_code, json.loads(result.stdout)


def unanswered_powderkeg(tmp_path) -> str:
    """The Powderkeg position without its answer: Alice's choice is left open."""
    from pathlib import Path

    path = tmp_path / "unanswered.yaml"
    path.write_text(Path(POWDERKEG).read_text(encoding="utf-8").replace("choices: [Warbot]", ""), encoding="utf-8")
    return str(path)


def test_a_broken_yaml_file_is_a_syntax_error_with_its_place():
    assert run_json("explain", "tests/bad_positions/bad-indentation.yaml") == (2, {"error": {
        "kind": "syntax",
        "message": "tests/bad_positions/bad-indentation.yaml:3:4: expected the indentation of the list or mapping that starts at line 2, column 3, found a key at another column: the keys of one mapping, and the '-' of one list, line up",
        "file": "tests/bad_positions/bad-indentation.yaml",
        "line": 3,
        "column": 4,
    }})


def test_several_misspelt_names_are_one_syntax_error_listing_each_with_its_place():
    path = "tests/bad_positions/misspelled-name-then-bad-key.yaml"
    code, view = run_json("explain", path)
    first = f"{path}:5:12: no card named 'Powderkeeg'; did you mean 'Powderkeg'?"
    second = f"{path}:10:39: unknown key 'controler' in a card; did you mean 'controller'?"
    assert code == 2
    assert view == {"error": {
        "kind": "syntax",
        "message": f"2 problems in {path}:\n- {first}\n- {second}",
        "file": path,
        "line": 5,
        "column": 12,
        "problems": [{"message": first, "line": 5, "column": 12}, {"message": second, "line": 10, "column": 39}],
    }}


def test_an_impossible_position_is_invalid_with_every_problem_located():
    problem = (
        "tests/bad_positions/card-not-in-factions.yaml:5:23: Walker in Alice's hand is a Zombies card, "
        "but its owner Alice plays Pirates and Ninjas"
    )
    expected = {"error": {
        "kind": "invalid",
        "message": problem,
        "file": "tests/bad_positions/card-not-in-factions.yaml",
        "line": 5,
        "column": 23,
        "problems": [{"message": problem, "line": 5, "column": 23}],
    }}
    assert run_json("explain", "tests/bad_positions/card-not-in-factions.yaml") == (2, expected)
    assert run_json("position", "check", "tests/bad_positions/card-not-in-factions.yaml") == (2, expected)


def test_a_missing_file_is_unreadable():
    assert run_json("position", "check", "no-such-position.yaml") == (2, {"error": {
        "kind": "unreadable",
        "message": "no-such-position.yaml: cannot read the file: No such file or directory",
        "file": "no-such-position.yaml",
        "line": None,
        "column": None,
    }})


def test_a_refused_play_is_an_illegal_play_error_beside_the_explanation():
    code, view = run_json("explain", "scenarios/wildlife-preserve-poison.yaml")
    assert code == 1
    assert view["error"] == {
        "kind": "illegal-play",
        "message": "Poison cannot be played on King Rex: Wildlife Preserve protects it.",
        "file": "scenarios/wildlife-preserve-poison.yaml",
        "line": None,
        "column": None,
    }
    assert set(view) == {"source", "error", "steps", "result", "sources"}


def test_an_unanswered_decision_gives_who_decides_what_and_each_option(tmp_path):
    path = unanswered_powderkeg(tmp_path)
    code, view = run_json("explain", path)
    assert code == 1
    instance = {m["name"]: m["instance"] for m in view["result"]["bases"][0]["minions"]}
    assert view["error"] == {
        "kind": "unanswered",
        "message": (
            "Unscripted choice: Alice must choose one of your minions to blow up (Powderkeg). "
            "Legal options: Warbot (Alice, The Grey Opal); Cut Lass (Alice, The Grey Opal)."
        ),
        "file": path,
        "line": None,
        "column": None,
        "decision": {
            "player": "Alice",
            "prompt": "choose one of your minions to blow up (Powderkeg)",
            "kind": "target",
            "options": [
                {"label": "Warbot", "answer": "Warbot (Alice, The Grey Opal)", "card": "robots/warbot", "instance": instance["Warbot"]},
                {"label": "Cut Lass", "answer": "Cut Lass (Alice, The Grey Opal)", "card": "pirates/cut-lass", "instance": instance["Cut Lass"]},
            ],
        },
    }
    # The text is as it was: the message after "Stopped: ".
    assert "Stopped: " + view["error"]["message"] in run("explain", path).output.splitlines()


def test_an_options_answer_answers_the_decision(tmp_path):
    path = unanswered_powderkeg(tmp_path)
    options = run_json("explain", path)[1]["error"]["decision"]["options"]
    assert [run("explain", path, "--choose", option["answer"]).exit_code for option in options] == [0, 0]


def test_an_answer_that_fits_no_option_is_a_bad_choice_with_the_decision():
    code, view = run_json("explain", POWDERKEG, "--choose", "Walker")
    assert code == 1
    assert view["error"]["kind"] == "bad-choice"
    assert view["error"]["message"].startswith("Scripted choice 'Walker' matches no option when Alice must")
    assert [option["label"] for option in view["error"]["decision"]["options"]] == ["Warbot", "Cut Lass"]


def test_answers_never_asked_for_are_a_bad_choice_without_a_decision():
    code, view = run_json("explain", POWDERKEG, "--choose", "Warbot", "--choose", "pass")
    assert code == 1
    assert view["error"] == {
        "kind": "bad-choice",
        "message": "Scripted choices never asked for: 'pass'.",
        "file": POWDERKEG,
        "line": None,
        "column": None,
        "decision": None,
    }


def test_an_unknown_card_name_gives_the_suggestions():
    assert run_json("card", "Zombie Lrod") == (1, {"error": {
        "kind": "unknown-name",
        "message": "no card named 'Zombie Lrod'; did you mean 'Zombie Lord'?",
        "file": None,
        "line": None,
        "column": None,
        "name": "Zombie Lrod",
        "suggestions": ["Zombie Lord"],
    }})


@pytest.mark.parametrize("args", [("faction", "pyrates"), ("rule", "zzqq"), ("search", "move", "--faction", "pyrates"), ("rulings", "--faction", "pyrates")])
def test_every_lookup_gives_unknown_names_as_json(args):
    code, view = run_json(*args)
    assert code == 1
    assert view["error"]["kind"] == "unknown-name"
    assert isinstance(view["error"]["suggestions"], list)


def test_a_name_that_fits_several_is_ambiguous_with_the_candidates():
    code, view = run_json("card", "zom")
    assert code == 1
    assert view["error"]["kind"] == "ambiguous-name"
    assert "Grave Digger" in view["error"]["suggestions"]


def test_a_usage_error_under_json_is_json_with_exit_2():
    assert run_json("search", "move", "--kind", "bogus") == (2, {"error": {
        "kind": "usage",
        "message": "Invalid value for '--kind': 'bogus' is not one of 'card', 'clarification', 'ruling', 'rule'.",
        "file": None,
        "line": None,
        "column": None,
    }})
    text = run("search", "move", "--kind", "bogus")  # without --json, as before
    assert (text.exit_code, text.stdout) == (2, "")
    assert text.stderr.startswith("Usage: ") and text.stderr.endswith("\nError: Invalid value for '--kind': 'bogus' is not one of 'card', 'clarification', 'ruling', 'rule'.\n")


# --- explain --json result: whose each card is, and the breakpoints ---


def test_result_minions_carry_owner_controller_counters_and_attached_actions(tmp_path):
    path = tmp_path / "board.yaml"
    path.write_text(
        "turn: Alice\n"
        "players:\n"
        "  - {name: Alice, factions: [Bear Cavalry, Dinosaurs]}\n"
        "  - {name: Bob, factions: [Zombies, Ninjas]}\n"
        "bases:\n"
        "  - name: Jungle Oasis\n"
        "    cards:\n"
        "      - {card: Walker, controller: Alice, owner: Bob}\n"
        "      - {card: King Rex, counters: 2, attached: [Upgrade]}\n"
        "    actions: [Bearing Down]\n"
        "  - Tar Pits\n",
        encoding="utf-8",
    )
    code, view = run_json("explain", str(path))
    assert code == 0
    oasis = view["result"]["bases"][0]
    walker, rex = oasis["minions"]
    # Bearing Down: +2 for each player with a minion here (only Alice).
    assert (oasis["breakpoint"], oasis["current_breakpoint"]) == (12, 14)
    assert [(a["name"], a["owner"], a["controller"]) for a in oasis["attached"]] == [("Bearing Down", "Alice", "Alice")]
    assert (walker["owner"], walker["controller"], walker["counters"], walker["attached"]) == ("Bob", "Alice", 0, [])
    assert rex["counters"] == 2 and rex["power"] == 11
    assert rex["attached"] == [{"card": "dinosaurs/upgrade", "instance": rex["attached"][0]["instance"], "name": "Upgrade", "kind": "action", "owner": "Alice", "controller": "Alice"}]
    assert len({walker["instance"], rex["instance"], oasis["instance"], rex["attached"][0]["instance"]}) == 4
