"""``smashup play``: a menu-driven turn, answered here through standard input."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from smashup_rules.cli.group import cli

POSITION = """\
turn: Alice
players:
  - name: Alice
    factions: [Pirates, Robots]
    hand: [Cut Lass]
    deck: [Zapbot, Warbot, Hoverbot]
  - name: Bob
    factions: [Zombies, Ninjas]
    deck: [Walker, Walker]
bases:
  - name: The Grey Opal
    cards: [Walker]
  - Jungle Oasis
"""


def test_play_a_minion_then_end_the_turn(tmp_path):
    path = tmp_path / "p.yaml"
    path.write_text(POSITION, encoding="utf-8")
    # menu 1 (play), card 1 (Cut Lass), base 1 (The Grey Opal), Cut Lass's "may": 1 (Walker); menu 4 (end turn); menu 6 (quit)
    result = CliRunner().invoke(cli, ["play", str(path)], input="1\n1\n1\n1\n4\n6\n")
    assert result.exit_code == 0, result.output
    assert " 1. Alice plays Cut Lass at The Grey Opal (regular minion play)." in result.output
    assert "Walker (Bob, The Grey Opal) is destroyed and goes to Bob's discard pile." in result.output
    assert "Alice draws Zapbot, Warbot." in result.output
    assert "Bob's turn  VP: Alice 0, Bob 0" in result.output


def test_only_plays_that_can_be_made_are_offered(tmp_path):
    path = tmp_path / "p.yaml"
    path.write_text(POSITION.replace("hand: [Cut Lass]", "hand: [Cut Lass, Zapbot]"), encoding="utf-8")
    # play Cut Lass at Jungle Oasis; then menu 1 again: Zapbot is not offered (no minion play is
    # left), nor is a base for it; quit
    result = CliRunner().invoke(cli, ["play", str(path)], input="1\n1\n2\n1\n6\n")
    assert result.exit_code == 0, result.output
    before, after = result.output.split("Alice plays Cut Lass", 1)
    assert "  2. Zapbot" in before
    assert "Zapbot" not in after.split("What next", 1)[1].split("Alice's hand")[0]
    assert "No card can be played now: no play is left that a card of your hand or discard pile fits." in after
    assert "Refused" not in result.output


def test_a_refused_talent_is_reported_with_what_forbids_it_and_the_session_goes_on(tmp_path):
    path = tmp_path / "p.yaml"
    position = POSITION.replace("factions: [Pirates, Robots]", "factions: [Giant Ants, Robots]").replace("cards: [Walker]", "cards: [Drone]")
    path.write_text(position.replace("hand: [Cut Lass]", "hand: [Worker]"), encoding="utf-8")
    # menu 2 (talents), Drone (no +1 power counter to remove): refused; quit
    result = CliRunner().invoke(cli, ["play", str(path)], input="2\n1\n6\n")
    assert result.exit_code == 0, result.output
    refusal = result.output.split("Refused: ", 1)[1].splitlines()
    assert refusal[0] == "Drone has no +1 power counter to remove, so its Talent cannot draw a card."
    assert "[rule terms.to]" in refusal[1]
    assert "Save this moment" in result.output.split("Refused: ", 1)[1]  # the menu again: the session went on


def test_a_special_used_from_hand_is_offered_with_the_talents(tmp_path):
    path = tmp_path / "p.yaml"
    path.write_text(
        POSITION.replace("factions: [Pirates, Robots]", "factions: [Cowboys, Robots]")
        .replace("hand: [Cut Lass]", "hand: [Deputy]")
        .replace("cards: [Walker]", "cards: [Warbot]"),
        encoding="utf-8",
    )
    # menu 2 (talents and Specials), Deputy from hand, Warbot gets +2; menu 6 (quit)
    result = CliRunner().invoke(cli, ["play", str(path)], input="2\n1\n1\n6\n")
    assert result.exit_code == 0, result.output
    assert "1. Deputy (Special, from your hand)" in result.output
    assert "Warbot gains +2 power until the end of the turn." in result.output
    assert "The Grey Opal (6/17): Warbot (Alice, 6)" in result.output


def test_the_moment_reached_is_saved_as_a_position_that_explain_can_ask_about(tmp_path):
    from smashup_rules.position import load_valid_position

    path, saved = tmp_path / "p.yaml", tmp_path / "moment.yaml"
    path.write_text(POSITION, encoding="utf-8")
    # play Cut Lass at The Grey Opal, destroying Walker; menu 5 (save) to moment.yaml; menu 6 (quit)
    result = CliRunner().invoke(cli, ["play", str(path)], input=f"1\n1\n1\n1\n5\n{saved}\n6\n")
    assert result.exit_code == 0, result.output
    assert f"Saved: {saved}" in result.output
    moment = load_valid_position(str(saved))
    assert moment.minion_plays_used == 1  # the regular minion play is used up
    assert [card.card for card in moment.bases[0].minions] == ["pirates/cut-lass"]
    assert [card.card for card in moment.players[1].discard] == ["zombies/walker"]
    asked = CliRunner().invoke(cli, ["explain", str(saved)])
    assert asked.exit_code == 0, asked.output
    assert "  Bob: hand none · deck (top first) Walker, Walker · discard pile Walker" in asked.output


def test_explain_save_after_writes_the_position_the_plays_lead_to(tmp_path):
    from smashup_rules.position import load_valid_position

    path, saved = tmp_path / "p.yaml", tmp_path / "after.yaml"
    path.write_text(POSITION + "play: Alice plays Cut Lass at The Grey Opal\nchoices: [Walker]\n", encoding="utf-8")
    result = CliRunner().invoke(cli, ["explain", str(path), "--save-after", str(saved)])
    assert result.exit_code == 0, result.output
    after = load_valid_position(str(saved))
    assert after.play == [] and after.minion_plays_used == 1
    assert [card.card for card in after.players[1].discard] == ["zombies/walker"]


def play(tmp_path, typed: str):
    path = tmp_path / "p.yaml"
    path.write_text(POSITION, encoding="utf-8")
    return CliRunner().invoke(cli, ["play", str(path)], input=typed)


@pytest.mark.parametrize("word", ["q", "quit", "Q"])
def test_q_or_quit_at_the_menu_ends_the_session(tmp_path, word):
    result = play(tmp_path, f"{word}\n")
    assert result.exit_code == 0, result.output
    assert "What next (q to quit): " in result.output
    assert "not a valid" not in result.output


def test_q_ends_the_session_from_a_menu_below_and_from_a_decision_of_the_engine(tmp_path):
    # menu 1 (play), then q when asked which card
    below = play(tmp_path, "1\nq\n")
    assert below.exit_code == 0 and "Play which card (0 to go back, q to quit): " in below.output
    # play Cut Lass at The Grey Opal, then quit when its "may" asks which minion to destroy
    decision = play(tmp_path, "1\n1\n1\nquit\n")
    assert decision.exit_code == 0, decision.output
    assert "Choice (q to quit): " in decision.output
    assert "is destroyed" not in decision.output


def test_an_answer_that_is_no_option_is_answered_in_the_sessions_words(tmp_path):
    result = play(tmp_path, "x\n9\n0\n6\n")
    assert result.exit_code == 0, result.output
    assert result.output.count("Type a number from 1 to 6, or q to quit.") == 3
    assert "not a valid" not in result.output
