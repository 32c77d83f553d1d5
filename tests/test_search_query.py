"""Query analysis (reference/query.py) and filters: what a question's words become, and what
``smashup search`` does with filters and with a field it does not know."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from smashup_rules.reference import index, query, search
from smashup_rules.reference.text import stem


@pytest.fixture(scope="module")
def fresh():
    return index.Index(*index.fresh_index())


def analysed(fresh, typed: str) -> query.Analysis:
    return query.analyse(typed, fresh.knows, [(key, spelled) for key, spelled, _, _ in fresh.names], fresh.vocabulary, fresh.glossary)


def named(fresh, typed: str) -> list[str]:
    return sorted(fresh.document(card)[0] for at in analysed(fresh, typed).names for card in fresh.names[at][2])


def test_question_words_and_possessives_are_not_searched(fresh):
    terms = analysed(fresh, "what happens if a player's minion can't do anything?").terms
    assert set(terms) == {stem("player"), stem("minion"), stem("cannot")}
    assert query.normalise("the player's turn, the players' hands, doesn't") == ["the", "player", "turn", "the", "players", "hands", "does"]


def test_only_common_words_are_searched_when_nothing_else_is_left(fresh):
    assert set(analysed(fresh, "the").terms) == {"the"}


def test_idioms_become_the_rules_word():
    assert query.normalise("both at the same time") == ["both", "simultaneously"]


def test_the_word_asked_about_is_kept_when_it_is_a_glossary_entry(fresh):
    assert stem("you") in analysed(fresh, "what does you mean on a base").terms
    assert stem("you") not in analysed(fresh, "can you play two minions").terms


def test_card_names_are_recognised_joined_split_and_mended(fresh):
    assert named(fresh, "powder keg on a minion") == ["pirates/powderkeg"]
    assert named(fresh, "zombielord") == ["zombies/zombie-lord"]
    assert named(fresh, "zombie lrod") == ["zombies/zombie-lord"]
    assert named(fresh, "cthulhus chosen") == ["minions-of-cthulhu/cthulhus-chosen"]
    assert named(fresh, "the kraken") == ["pirates/the-kraken"]
    assert named(fresh, "mummy") == ["ancient-egyptians/mummy", "world-champs/mummy"]  # a reprint: both
    # A short word near a name is a word of the question, not a typo.
    assert named(fresh, "do I have to shout release the kraken") == ["pirates/the-kraken"]


def test_a_name_inside_a_longer_name_asked_is_not_asked(fresh):
    assert named(fresh, "mummy strength") == ["ancient-egyptians/mummy-strength"]


def test_the_vocabulary_adds_the_rules_words(fresh):
    terms = analysed(fresh, "what if we have the same amount of power").terms
    assert terms[stem("equal")] == query.VOCABULARY_WEIGHT and terms[stem("tie")] == query.VOCABULARY_WEIGHT
    # Led by a common word, a row's words count in full: "have" said nothing by itself.
    assert analysed(fresh, "can I have two titans").terms[stem("control")] == 1.0
    assert stem("clash") in analysed(fresh, "titan moved onto a titan").terms
    assert stem("clash") not in analysed(fresh, "titan moved onto a base").terms


def test_a_question_is_told_from_words_looked_for(fresh):
    assert analysed(fresh, "can I move it").question and analysed(fresh, "titan clash?").question
    assert not analysed(fresh, "move to the replacement base").question


def test_filters_are_read_and_the_rest_is_words():
    words, filters = query.split_filters('kind:minion power<=2 f:zombies text:"extra minion" destroy Talent: 10:30')
    assert words == "destroy Talent: 10:30"
    assert [(f.field, f.operator, f.value) for f in filters] == [("kind", ":", "minion"), ("power", "<=", 2), ("faction", ":", "zombies"), ("text", ":", "extra minion")]


@pytest.mark.parametrize(("typed", "message"), [
    ("colour:red", "unknown search field 'colour'"),
    ("power<=x", "power needs a whole number"),
    ("kind:wizard", "unknown kind 'wizard'"),
    ("text<3", "text takes : or =, not '<'"),
])
def test_a_query_that_cannot_be_read_says_why(typed, message):
    with pytest.raises(query.QueryError, match=message):
        query.split_filters(typed)


def test_filters_narrow_the_cards(fresh):
    def ids(typed):
        return [hit.id for hit in search.search_index(fresh, typed, limit=50)]

    zombies = ids("kind:minion power<=2 faction:zombies")
    assert zombies == ["zombies/tenacious-z", "zombies/walker"]  # no words: by name
    assert all(hit.score == 0 for hit in search.search_index(fresh, "kind:minion power<=2 faction:zombies"))
    big = ids("kind:base bp>=25")
    assert big and all(fresh.breakpoints[number] >= 25 for number in range(len(fresh.kinds)) if fresh.document(number)[0] in big)
    assert ids('kind:action text:"extra minion" destroy') == ["cowboys/high-noon"]
    assert "pirates/powderkeg" in ids("name:powderkeg") and ids("kind:ruling faction:pirates") == []
    assert set(ids("kind:titan")) >= {"pirates/the-kraken", "kaiju/gorgodzolla"}


@pytest.mark.parametrize("short", [True, False], ids=["launcher", "click"])
def test_an_unknown_field_is_a_clear_error_with_exit_code_2(short):
    argv = ["search", "colour:red"] if short else ["search", "--limit", "3", "colour:red"]
    done = subprocess.run([sys.executable, "-c", "from smashup_rules.cli.launcher import main; main()", *argv], capture_output=True, text=True)
    assert done.returncode == 2
    assert "unknown search field 'colour' in 'colour:red'; the fields are kind, faction, power" in done.stderr
    as_json = subprocess.run([sys.executable, "-c", "from smashup_rules.cli.launcher import main; main()", *argv, "--json"], capture_output=True, text=True)
    assert as_json.returncode == 2 and json.loads(as_json.stdout)["error"]["kind"] == "usage"


def test_the_first_hit_shows_its_deciding_sentence_in_full(fresh):
    (hit, *_) = search.search_index(fresh, "discarded when the base scores, does that count as destroyed")
    assert hit.id == "scoring.discard"
    plain = hit.sentence.replace(search.HIGHLIGHT_START, "").replace(search.HIGHLIGHT_END, "")
    assert plain == "This is discarding, not destroying: abilities that trigger on a minion being destroyed do not trigger."


def test_a_conflict_note_stays_below_the_rule_it_points_to(fresh):
    ids = [hit.id for hit in search.search_index(fresh, "what happens when a duel is tied", limit=20)]
    assert ids.index("duels.ties") < ids.index("conflict.duel-ties")
