"""What a search query asks: its filters on cards, and its words as the rules would put them.

A query is words, typed as a question or not, and filters in the manner of Scryfall
(``kind:minion power<=2 faction:zombies text:destroy``). The words are analysed so that the
question's own words do not decide the ranking: question words and possessives go, "can't"
becomes "cannot", a card name typed in two words or as one is put as the name has it, a typo
in a card name is mended, the card names in the question are recognised, and the game's own
vocabulary (``docs/vocabulary.md``) adds the rules' words for what was typed.

Nothing here knows how the index is stored: ``analyse`` is given what it needs to look up.
"""

from __future__ import annotations

from smashup_rules.reference.text import stem, tokens, words

# Words that carry no matter of the game, dropped from a query unless it has nothing else:
# FTS5's old list of common words, and what a question is made of ("does", "can", "if",
# "what happens", "only", "anything" ...).
STOPWORDS = frozenset(
    "a an and are as at be by for from has have in is it its of on or that the their them there this to with you your "
    "what which who whose whom when where why how does do did doing done if can could should would will shall might "
    "i me my mine we us our they he she him her his is are was were been being am still just really ever even also "
    "only anything something everything nothing happens happen happened any some about then so than get gets got "
    "not no yes too very much many way ok okay please question rule rules someone somebody anyone".split()
)
# Words that make a query a question (or a player's situation: "my deck is empty"), as "?" does.
QUESTION_MARKERS = frozenset("what which who whose whom when where why how does do did can could should would will is are was were if i my me we".split())
# Asking what a word means ("what does you mean on a base"): the word asked about is kept even
# when it is a common one, as it names a glossary entry.
# English ways of saying a word of the rules, put as that word before anything else is read.
IDIOMS = {("at", "the", "same", "time"): "simultaneously", ("at", "once"): "simultaneously", ("in", "a", "row"): "consecutive"}
MEANING_WORDS = frozenset(("mean", "means", "meaning", "meant", "define", "definition"))
APOSTROPHES = "'’‘`"
# A word the rules' vocabulary adds counts this much of a typed word.
VOCABULARY_WEIGHT = 0.6
# How many words apart the words of a typed phrase of the vocabulary may be ("same power"
# in "the same amount of power").
VOCABULARY_SPAN = 4
# Typos mended in a card name's words: at most one edit in a word of up to this many letters, two beyond.
ONE_EDIT_UP_TO = 6
SHORTEST_MENDED = 4


class QueryError(ValueError):
    """A query that cannot be read: an unknown field, a bad value (exit code 2)."""


# --- Filters ------------------------------------------------------------------------------

# field → (what it filters, the operators it takes); names and aliases as Scryfall users expect.
FIELDS = {
    "kind": ("the card's kind (minion, action, base, titan) or the hit's (card, clarification, ruling, rule)", (":", "=")),
    "faction": ("the faction or deck (zombies, \"minions of cthulhu\", madness)", (":", "=")),
    "power": ("a minion's printed power", (":", "=", "<", "<=", ">", ">=")),
    "breakpoint": ("a base's breakpoint", (":", "=", "<", "<=", ">", ">=")),
    "text": ("words of the card's text, all of them (a phrase in quotes)", (":", "=")),
    "name": ("words of the card's name", (":", "=")),
}
ALIASES = {"type": "kind", "t": "kind", "f": "faction", "pow": "power", "bp": "breakpoint", "o": "text", "n": "name"}
OPERATORS = ("<=", ">=", "<", ">", ":", "=")
CARD_KINDS = ("minion", "action", "base", "titan")
NUMBER_FIELDS = ("power", "breakpoint")


class Filter:
    """One ``field operator value`` of a query; ``value`` is a number for power and breakpoint."""

    __slots__ = ("field", "operator", "value", "typed")

    def __init__(self, field: str, operator: str, value, typed: str):
        self.field, self.operator, self.value, self.typed = field, operator, value, typed

    def holds(self, number: int | None) -> bool:
        """Whether a card's number (None: it has none) meets a number filter."""
        if number is None:
            return False
        value = self.value
        return {"<": number < value, "<=": number <= value, ">": number > value, ">=": number >= value}.get(self.operator, number == value)

    def __repr__(self) -> str:
        return f"Filter({self.typed!r})"


def _pieces(text: str) -> list[str]:
    """The query split at white space, a double-quoted stretch kept whole (``text:"extra minion"``)."""
    pieces, current, quoted = [], [], False
    for char in text:
        if char == '"':
            quoted = not quoted
            current.append(char)
        elif char.isspace() and not quoted:
            if current:
                pieces.append("".join(current))
            current = []
        else:
            current.append(char)
    if current:
        pieces.append("".join(current))
    return pieces


def _as_filter(piece: str) -> Filter | None:
    """The filter a piece of the query is, None for a word; QueryError for an unknown field."""
    at = next((i for i, char in enumerate(piece) if char in "<>:="), -1)
    if at <= 0 or not piece[:at].isalpha() or not piece[:at].isascii():
        return None  # "10:30", "+1", a word
    operator = next(op for op in OPERATORS if piece.startswith(op, at))
    value = piece[at + len(operator) :].strip('"')
    if not value:
        return None  # "Talent:" is a word with its colon
    typed_field = piece[:at].lower()
    field = ALIASES.get(typed_field, typed_field)
    if field not in FIELDS:
        raise QueryError(f"unknown search field {typed_field!r} in {piece!r}; the fields are {', '.join(FIELDS)} (see smashup search --help)")
    if operator not in FIELDS[field][1]:
        raise QueryError(f"{field} takes {' or '.join(FIELDS[field][1])}, not {operator!r} ({piece!r})")
    if field in NUMBER_FIELDS:
        if not value.lstrip("-").isdigit():
            raise QueryError(f"{field} needs a whole number, not {value!r} ({piece!r})")
        return Filter(field, operator, int(value), piece)
    if field == "kind" and value.lower() not in CARD_KINDS + ("card", "clarification", "ruling", "rule"):
        raise QueryError(f"unknown kind {value!r} ({piece!r}); a card is a minion, action, base or titan, a hit a card, clarification, ruling or rule")
    return Filter(field, operator, value.lower() if field == "kind" else value, piece)


def split_filters(text: str) -> tuple[str, list[Filter]]:
    """The words of a query (as typed) and its filters."""
    kept, filters = [], []
    for piece in _pieces(text):
        found = _as_filter(piece)
        if found is None:
            kept.append(piece)
        else:
            filters.append(found)
    return " ".join(kept), filters


# --- Words --------------------------------------------------------------------------------


def normalise(text: str) -> list[str]:
    """The words of ``text``, lower-cased, without possessives ("player's" → "player") and with
    "can't" as "cannot" (other "n't" dropped: "doesn't" → "does"); the rest as ``words`` splits it."""
    found: list[str] = []
    for piece in text.split():
        low = piece.lower()
        for mark in APOSTROPHES:
            if mark in low:
                low = low.replace(mark, "'")
        if "'" in low:
            core = low.strip(".,;:!?()\"")
            if core.endswith("'s") or core.endswith("s'"):
                low = core[:-2] if core.endswith("'s") else core[:-1]
            elif core.endswith("n't"):
                low = "cannot" if core in ("can't", "cant") else ("will" if core == "won't" else core[:-3])
        # Folded as the index folds its tokens: "séance" is "seance".
        found.extend(word if word.isascii() else "".join(token for _, _, token in tokens(word)) for word in words(low))
    for idiom, meaning in IDIOMS.items():
        size = len(idiom)
        at = next((i for i in range(len(found) - size + 1) if tuple(found[i : i + size]) == idiom), None)
        while at is not None:
            found[at : at + size] = [meaning]
            at = next((i for i in range(len(found) - size + 1) if tuple(found[i : i + size]) == idiom), None)
    return found


def edits(a: str, b: str, most: int) -> int:
    """The optimal-string-alignment distance of ``a`` and ``b`` (an adjacent swap is one edit),
    or ``most + 1`` once it is plainly more than ``most``."""
    if abs(len(a) - len(b)) > most:
        return most + 1
    previous2: list[int] = []
    previous = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        current = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = a[i - 1] != b[j - 1]
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                current[j] = min(current[j], previous2[j - 2] + 1)
        if min(current) > most:
            return most + 1
        previous2, previous = previous, current
    return previous[len(b)]


class Analysis:
    """A query's words as the ranking uses them.

    ``terms``: stem → weight (1 a typed word, ``VOCABULARY_WEIGHT`` one the vocabulary adds,
    more for a word typed more than once); ``pairs``: the typed stems next to each other, in
    order; ``names``: the indexes of the card names recognised (in the ``names`` given);
    ``words``: the words as analysed (joined, split, mended); ``question``: whether it is
    typed as a question (rather than as words to look for)."""

    __slots__ = ("terms", "pairs", "names", "words", "question")

    def __init__(self, terms: dict[str, float], pairs: list[tuple[str, str]], names: list[int], words: list[str], question: bool):
        self.terms, self.pairs, self.names, self.words, self.question = terms, pairs, names, words, question


def analyse(typed: str, known, names: list[tuple[tuple[str, ...], tuple[str, ...]]], vocabulary: list[tuple[tuple[str, ...], tuple[str, ...]]],
            glossary: frozenset[str]) -> Analysis:
    """Analyse the words ``typed``.

    ``known(stem)`` tells whether the data has a stem; ``names`` are the card names as
    (stems, word forms) of their words; ``vocabulary`` the rows (typed stems, stems the rules
    use); ``glossary`` the stems of the glossary's one-word entries.
    """
    found = normalise(typed)
    name_forms = {form: stems for stems_, forms in names for form, stems in zip(forms, stems_)}
    found = _mend(found, known, name_forms, [forms for _, forms in names])
    stems = [stem(word) for word in found]
    asks_meaning = any(word in MEANING_WORDS for word in found)
    content = [i for i, word in enumerate(found) if word not in STOPWORDS and word not in MEANING_WORDS
               or (asks_meaning and stems[i] in glossary)]
    if not content:
        content = list(range(len(found)))
    terms: dict[str, float] = {}
    for i in content:
        terms[stems[i]] = terms.get(stems[i], 0.0) + 1.0
    stop_stems = None  # the stems of the common words, found only when a row matches
    for typed_stems, rules_stems in vocabulary:
        if _in_order(typed_stems, stems):
            if stop_stems is None:
                stop_stems = {stem(word) for word in STOPWORDS}
            # A row led by a common word ("have" a titan) gives that word's meaning in full:
            # the word itself counts for nothing.
            weight = 1.0 if typed_stems[0] in stop_stems else VOCABULARY_WEIGHT
            for term in rules_stems:
                if terms.get(term, 0.0) < weight:
                    terms[term] = weight
    kept = [stems[i] for i in content]
    pairs = [(a, b) for a, b in zip(kept, kept[1:]) if a != b]
    present = set(stems)
    recognised = [n for n, (name_stems, _) in enumerate(names) if name_stems and name_stems[0] in present and _contains(stems, name_stems)]
    # A name inside a longer name recognised ("Mummy" in "Mummy Strength") is not asked about.
    recognised = [n for n in recognised if not any(n != m and len(names[m][0]) > len(names[n][0]) and _contains(names[m][0], names[n][0]) for m in recognised)]
    return Analysis(terms, pairs, recognised, found, "?" in typed or any(word in QUESTION_MARKERS for word in found))


def _mend(found: list[str], known, name_forms: dict[str, str], names_spelled: list[tuple[str, ...]]) -> list[str]:
    """Card names' words put as the names have them: two typed words that make one ("powder
    keg"), one word that is two ("zombielord"), a word one or two edits from a name's word
    that the data does not know ("lrod", "madnes")."""
    mended: list[str] = []
    at = 0
    while at < len(found):
        word = found[at]
        if at + 1 < len(found) and word + found[at + 1] in name_forms and not (word in name_forms and found[at + 1] in name_forms):
            mended.append(word + found[at + 1])
            at += 2
            continue
        at += 1
        if word in name_forms or known(stem(word)) or len(word) < SHORTEST_MENDED:
            mended.append(word)
            continue
        split = next(((word[:cut], word[cut:]) for cut in range(1, len(word)) if word[:cut] in name_forms and word[cut:] in name_forms), None)
        if split:
            mended.extend(split)
            continue
        most = 1 if len(word) <= ONE_EDIT_UP_TO else 2
        close = sorted((distance, form) for form in name_forms if len(form) >= SHORTEST_MENDED for distance in (edits(word, form, most),) if distance <= most)
        if close and (len(close) == 1 or close[0][0] < close[1][0]):
            form = close[0][1]
            # A short word is mended only into a name it then completes with a word beside it
            # ("zombie lrod"): a question's own short words ("shout") are near too many names.
            beside = {found[at - 2] if at >= 2 else None, found[at] if at < len(found) else None}
            if len(word) > ONE_EDIT_UP_TO - 1 or any(form in spelled and neighbour in spelled for spelled in names_spelled for neighbour in beside):
                word = form
        mended.append(word)
    return mended


def _in_order(phrase: tuple[str, ...], stems: list[str]) -> bool:
    """The phrase's stems appear in ``stems`` in order, each at most VOCABULARY_SPAN after the last."""
    for start, first in enumerate(stems):
        if first != phrase[0]:
            continue
        at, ok = start, True
        for part in phrase[1:]:
            following = next((i for i in range(at + 1, min(at + 1 + VOCABULARY_SPAN, len(stems))) if stems[i] == part), None)
            if following is None:
                ok = False
                break
            at = following
        if ok:
            return True
    return False


def _contains(stems: list[str] | tuple[str, ...], name: tuple[str, ...]) -> bool:
    size = len(name)
    return any(tuple(stems[i : i + size]) == name for i in range(len(stems) - size + 1)) if size else False
