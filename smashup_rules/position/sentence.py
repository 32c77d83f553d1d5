"""The words of a play written as a sentence: 'Alice plays Buccaneer on Warbot at Tortuga',
'Alice uses Ninja Acolyte', 'score bases', 'end turn'.

Read with string methods rather than regular expressions: importing ``re`` (with ``enum``)
costs a new file's explanation a few milliseconds, and nothing else on that path needs it.
The reading is exactly that of the patterns it replaced, which a test keeps as its
specification: whitespace is what ``\\s`` and ``str.isspace`` both call whitespace, the
keywords match case-insensitively (``casefold``, which for these letters is what
``re.IGNORECASE`` accepts), and a player's name or the rest of the play holds no line break.
"""

from __future__ import annotations

VERBS = ("plays", "uses")


def is_score(sentence: str) -> bool:
    """'score bases', 'Score the bases.'"""
    return _words_are(sentence, "score", "bases")


def is_end_turn(sentence: str) -> bool:
    """'end turn', 'End the turn.'"""
    return _words_are(sentence, "end", "turn")


def _words_are(sentence: str, verb: str, noun: str) -> bool:
    """VERB [the] NOUN, with whitespace around and between the words and a full stop at the end allowed."""
    words = sentence.strip()
    if words.endswith("."):
        words = words[:-1]
    folded = [word.casefold() for word in words.split()]
    return folded in ([verb, noun], [verb, "the", noun])


def player_verb_rest(sentence: str) -> tuple[str, str, str] | None:
    """'<player> plays|uses <rest>' as (player, verb in lower case, rest); None when the sentence
    is not of that form. The player's name is the shortest that is followed by a verb; the rest
    may be empty."""
    length = len(sentence)
    leading = length - len(sentence.lstrip())
    # A name taking in leading whitespace is tried only when none fits, as the pattern's greedy
    # leading whitespace gives back one character at a time; such a name ending past the leading
    # whitespace would meet the verbs already tried, so it ends within it.
    for start in range(leading, -1, -1):
        for end in range(start + 1, length if start == leading else leading):
            if sentence[end - 1] == "\n":
                break
            # Within a run of whitespace every end meets the same verb: the first one decides.
            if sentence[end].isspace() and (end == start + 1 or not sentence[end - 1].isspace()):
                found = _verb_and_rest(sentence, end)
                if found is not None:
                    return sentence[start:end], *found
    return None


def _verb_and_rest(sentence: str, after_player: int) -> tuple[str, str] | None:
    verb_start = _skip_whitespace(sentence, after_player)
    for verb in VERBS:
        verb_end = verb_start + len(verb)
        if sentence[verb_start:verb_end].casefold() != verb:
            continue
        tail = sentence[verb_end:]
        rest = tail.strip()
        if tail[:1].isspace() and "\n" not in rest:
            return verb, rest
    return None


def _skip_whitespace(text: str, index: int) -> int:
    while index < len(text) and text[index].isspace():
        index += 1
    return index


def on_or_at_cuts(rest: str) -> list[tuple[int, int, str]]:
    """Where ' on ' or ' at ' divide the rest of a play: (start of the whitespace before the word,
    end of the word, the word in lower case), left to right; the word must be followed by whitespace."""
    cuts = []
    index = 0
    while index < len(rest):
        if not rest[index].isspace():
            index += 1
            continue
        word_start = _skip_whitespace(rest, index)
        word = rest[word_start:word_start + 2].casefold()
        if word in ("on", "at") and rest[word_start + 2:word_start + 3].isspace():
            cuts.append((index, word_start + 2, word))
            index = word_start + 2
        else:
            index = word_start
    return cuts


def readings(rest: str) -> list[tuple[str, str | None, str | None]]:
    """Every way to read 'CARD [on TARGET] [at BASE]' (names may contain 'on'), longest card first."""
    cuts = on_or_at_cuts(rest)
    found = [(rest, None, None)]
    for i, (start, end, word) in enumerate(cuts):
        card = rest[:start]
        if word == "at":
            found.append((card, None, rest[end:].strip()))
            continue
        found.append((card, rest[end:].strip(), None))
        for second_start, second_end, second_word in cuts[i + 1:]:
            if second_word == "at":
                found.append((card, rest[end:second_start].strip(), rest[second_end:].strip()))
    return sorted(found, key=lambda r: (-len(r[0]), -len(r[1] or "")))
