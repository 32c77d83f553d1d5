"""A play written as a sentence is read with string methods exactly as the regular
expressions that read it before (kept here as the specification) read it."""

from __future__ import annotations

import re

from hypothesis import example, given, settings
from hypothesis import strategies as st

from smashup_rules.position.sentence import is_end_turn, is_score, on_or_at_cuts, player_verb_rest, readings

SENTENCE = re.compile(r"\s*(?P<player>.+?)\s+(?P<verb>plays|uses)\s+(?P<rest>.*?)\s*", re.IGNORECASE)
SCORE = re.compile(r"\s*score\s+(the\s+)?bases\s*\.?\s*", re.IGNORECASE)
END_TURN = re.compile(r"\s*end\s+(the\s+)?turn\s*\.?\s*", re.IGNORECASE)
ON_OR_AT = re.compile(r"\s+(on|at)(?=\s)", re.IGNORECASE)

# Words of plays, other cases and look-alikes ('ſ' is an 's' to re.IGNORECASE, 'ß' is not),
# and every kind of whitespace, a line break included (a name holds none).
PIECES = ["plays", "PLAYS", "Uses", "uses", "uſes", "playsx", "on", "ON", "at", "At", "the", "score", "bases", "end",
          "turn", "Alice", "Warbot", "x", "a", "o", "n", "t", "s", "ß", "ſ", "K", ".", " ", "  ", "\n", "\t", "\r",
          "\u3000", "\u00a0", "\x1c", "\x85", "\u2028"]
sentences = st.lists(st.sampled_from(PIECES), max_size=12).map("".join)


def expected_readings(rest: str) -> list[tuple[str, str | None, str | None]]:
    cuts = list(ON_OR_AT.finditer(rest))
    found = [(rest, None, None)]
    for i, first in enumerate(cuts):
        card = rest[: first.start()]
        if first[1].lower() == "at":
            found.append((card, None, rest[first.end():].strip()))
            continue
        found.append((card, rest[first.end():].strip(), None))
        for second in cuts[i + 1:]:
            if second[1].lower() == "at":
                found.append((card, rest[first.end(): second.start()].strip(), rest[second.end():].strip()))
    return sorted(found, key=lambda r: (-len(r[0]), -len(r[1] or "")))


def expected_parts(sentence: str) -> tuple[str, str, str] | None:
    match = SENTENCE.fullmatch(sentence)
    if match is None:
        return None
    return match["player"], "plays" if match["verb"].lower() == "plays" else "uses", match["rest"]


@settings(max_examples=1000)
@given(sentences)
@example("Bob uſes Acolyte")  # re.IGNORECASE: 'ſ' is an 's'
@example("Bob useß Acolyte")  # but 'ß' is no 's'
@example("  plays X")  # the name then takes in the leading whitespace
@example("\n plays X")
@example("A plays X\nY")  # the rest is on one line too
@example("A  \n plays  X  on\u3000Y at Z ")
@example("ſcore the bases .")
def test_sentences_read_as_the_patterns_read_them(sentence):
    assert player_verb_rest(sentence) == expected_parts(sentence)
    assert is_score(sentence) == bool(SCORE.fullmatch(sentence))
    assert is_end_turn(sentence) == bool(END_TURN.fullmatch(sentence))
    assert on_or_at_cuts(sentence) == [(cut.start(), cut.end(), cut[1].lower()) for cut in ON_OR_AT.finditer(sentence)]
    assert readings(sentence) == expected_readings(sentence)


def test_the_usual_plays():
    assert player_verb_rest("Alice plays Buccaneer on Warbot at Tortuga") == ("Alice", "plays", "Buccaneer on Warbot at Tortuga")
    assert player_verb_rest("  Bob   USES  Ninja Acolyte ") == ("Bob", "uses", "Ninja Acolyte")
    assert player_verb_rest("Alice plays") is None and player_verb_rest("Alice plays ") == ("Alice", "plays", "")
    assert player_verb_rest("Al\nice plays X") is None  # a name is on one line
    assert is_score("Score the bases.") and is_end_turn(" end  turn ") and not is_score("score bases..")
    assert ("It On", None, "Tortuga") in readings("It On at Tortuga")  # both words found
