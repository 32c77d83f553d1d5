"""Words, tokens and stems: what search indexes and what a query is made of.

Tokens are those of SQLite FTS5's ``porter unicode61 remove_diacritics 2`` (runs of letters and
digits, case and accents folded) and stems its Porter stemmer's, so that the index answers as
the FTS5 index it replaced did (docs/architecture.md, "Reference").
"""

from __future__ import annotations

# --- Words and tokens --------------------------------------------------------

# str.translate tables: words() turns separators into spaces, tokens() also
# folds case. The ASCII part is made on first use (the module is imported by
# every command), other characters are added as met.
_WORD_TABLE: dict[int, str | int] = {}
_TOKEN_TABLE: dict[int, str | int] = {}
# Stands for a combining accent inside a token: part of it, but folded away.
_ACCENT = "\x00"


def _ascii_tables() -> None:
    separators = "".join(chr(c) for c in range(128) if not chr(c).isalnum())
    upper = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    _WORD_TABLE.update(str.maketrans(separators, " " * len(separators)))
    _TOKEN_TABLE.update(str.maketrans(separators + upper, " " * len(separators) + upper.lower()))


def words(text: str) -> list[str]:
    """The lower-cased runs of letters and digits, as typed (no folding, no stems)."""
    if not _WORD_TABLE:
        _ascii_tables()
    low = text.lower()
    if not low.isascii():
        for char in set(low):
            if not char.isascii() and not char.isalnum():
                _WORD_TABLE[ord(char)] = " "
    return low.translate(_WORD_TABLE).split()


def tokens(text: str) -> list[tuple[int, int, str]]:
    """FTS5 unicode61 tokens of ``text``: ``(start, end, folded)``, offsets into ``text``.

    A token is a run of letters and digits (with any combining accents inside
    it), lower-cased, accents removed.
    """
    if not _TOKEN_TABLE:
        _ascii_tables()
    table = _TOKEN_TABLE
    accents = False
    if not text.isascii():
        for char in set(text):
            if not char.isascii():
                folded = table.get(ord(char))
                if folded is None:
                    folded = table[ord(char)] = _fold_char(char)
                accents = accents or folded == _ACCENT
    # Every character folds to one, so offsets in the folded text are offsets in ``text``.
    found = []
    at = 0
    for piece in text.translate(table).split(" "):
        if piece:
            if accents and _ACCENT in piece:
                kept = piece.lstrip(_ACCENT)  # an accent cannot start a token
                if kept:
                    found.append((at + len(piece) - len(kept), at + len(piece), kept.replace(_ACCENT, "")))
            else:
                found.append((at, at + len(piece), piece))
        at += len(piece) + 1
    return found


def _fold_char(char: str) -> str:
    """What unicode61 (remove_diacritics 2) makes of a non-ASCII character, as
    one character: a letter or digit in lower case, without its accents if it
    is a Latin letter; a combining accent ``_ACCENT``; anything else a space."""
    if char.isalnum():
        import unicodedata

        folded = char.casefold()
        if len(folded) != 1:
            folded = char.lower()
        bare = "".join(c for c in unicodedata.normalize("NFD", folded) if not unicodedata.combining(c))
        if len(bare) == 1 and bare.isascii():
            return bare
        return folded if len(folded) == 1 else char
    if 0x300 <= ord(char) <= 0x36F:
        return _ACCENT
    return " "


# --- The Porter stemmer ------------------------------------------------------
#
# M. F. Porter, "An algorithm for suffix stripping", Program 14(3), 1980, as
# FTS5's porter tokenizer applies it: words shorter than 3 or longer than 64
# bytes are left alone, and step 2 has Porter's later "bli" -> "ble" and
# "logi" -> "log". A consonant is a letter other than a, e, i, o, u, and other
# than a y that follows a consonant. m, the measure of a stem, is the number of
# vowel-consonant sequences in it.


def _consonants(stem: str) -> list[bool]:
    flags = []
    consonant = False  # a y at the start is a consonant
    for char in stem:
        consonant = not (char in "aeiou" or (char == "y" and consonant))
        flags.append(consonant)
    return flags


def _measure(stem: str) -> int:
    m = 0
    after_vowel = False
    for consonant in _consonants(stem):
        if consonant and after_vowel:
            m += 1
        after_vowel = not consonant
    return m


def _has_vowel(stem: str) -> bool:
    return any(char in "aeiou" for char in stem) or "y" in stem[1:]


def _ends_cvc(stem: str) -> bool:
    """*o: consonant, vowel, consonant, the last not w, x or y."""
    if len(stem) < 3 or stem[-1] in "wxy":
        return False
    flags = _consonants(stem)
    return flags[-3] and not flags[-2] and flags[-1]


# Steps 2 to 4: (suffix, replacement), grouped by the suffix's next-to-last
# letter, longest first where one ends another; the first suffix that ends the
# word decides, whether or not its condition then holds.
_STEP2 = {
    "a": (("ational", "ate"), ("tional", "tion")),
    "c": (("enci", "ence"), ("anci", "ance")),
    "e": (("izer", "ize"),),
    "g": (("logi", "log"),),
    "l": (("bli", "ble"), ("alli", "al"), ("entli", "ent"), ("eli", "e"), ("ousli", "ous")),
    "o": (("ization", "ize"), ("ation", "ate"), ("ator", "ate")),
    "s": (("alism", "al"), ("iveness", "ive"), ("fulness", "ful"), ("ousness", "ous")),
    "t": (("aliti", "al"), ("iviti", "ive"), ("biliti", "ble")),
}
_STEP3 = {
    "a": (("ical", "ic"),),
    "s": (("ness", ""),),
    "t": (("icate", "ic"), ("iciti", "ic")),
    "u": (("ful", ""),),
    "v": (("ative", ""),),
    "z": (("alize", "al"),),
}
_STEP4 = {
    "a": (("al", ""),),
    "c": (("ance", ""), ("ence", "")),
    "e": (("er", ""),),
    "i": (("ic", ""),),
    "l": (("able", ""), ("ible", "")),
    "n": (("ant", ""), ("ement", ""), ("ment", ""), ("ent", "")),
    "o": (("ion", ""), ("ou", "")),
    "s": (("ism", ""),),
    "t": (("ate", ""), ("iti", "")),
    "u": (("ous", ""),),
    "v": (("ive", ""),),
    "z": (("ize", ""),),
}


def _replace_suffix(word: str, rules: dict, min_measure: int) -> str:
    if len(word) < 2:
        return word
    for suffix, replacement in rules.get(word[-2], ()):
        if len(word) > len(suffix) and word.endswith(suffix):
            stem = word[: -len(suffix)]
            if suffix == "ion" and stem[-1] not in "st":
                return word
            return stem + replacement if _measure(stem) >= min_measure else word
    return word


def stem(word: str) -> str:
    """The Porter stem of a lower-case token: ``"replacement"`` → ``"replac"``."""
    size = len(word) if word.isascii() else len(word.encode("utf-8"))
    if size < 3 or size > 64:
        return word
    # Step 1a: plurals.
    if word[-1] == "s":
        if word[-2] == "e" and ((len(word) > 4 and word[-4:-2] == "ss") or (len(word) > 3 and word[-3] == "i")):
            word = word[:-2]  # sses -> ss, ies -> i
        elif word[-2] != "s":
            word = word[:-1]  # s -> (but ss stays)
    # Step 1b: -eed, -ed, -ing.
    cut = ""
    if len(word) > 3 and word.endswith("eed"):
        if _measure(word[:-3]):
            word = word[:-1]
    elif len(word) > 2 and word.endswith("ed"):
        cut = "ed"
    elif len(word) > 3 and word.endswith("ing"):
        cut = "ing"
    if cut and _has_vowel(word[: -len(cut)]):
        word = word[: -len(cut)]
        if len(word) > 2 and word[-2:] in ("at", "bl", "iz"):
            word += "e"
        elif len(word) > 1 and word[-1] == word[-2] and word[-1] not in "aeioulsz":
            word = word[:-1]  # a double consonant becomes single
        elif _measure(word) == 1 and _ends_cvc(word):
            word += "e"
    # Step 1c: y -> i when the stem has a vowel.
    if word[-1] == "y" and _has_vowel(word[:-1]):
        word = word[:-1] + "i"
    # Steps 2, 3 and 4: derivational suffixes.
    word = _replace_suffix(word, _STEP2, 1)
    word = _replace_suffix(word, _STEP3, 1)
    word = _replace_suffix(word, _STEP4, 2)
    # Step 5a: a final e.
    if word[-1] == "e":
        m = _measure(word[:-1])
        if m > 1 or (m == 1 and not _ends_cvc(word[:-1])):
            word = word[:-1]
    # Step 5b: ll -> l.
    if len(word) > 1 and word[-1] == "l" and word[-2] == "l" and _measure(word[:-1]) > 1:
        word = word[:-1]
    return word
