"""Ranked full-text search over cards, clarifications, summary rulings and rules.

Our own small inverted index, built once per data version into the user's
cache folder (in memory for the one run where that folder cannot be written or
read). It answers as the SQLite FTS5 index it replaces did (``porter unicode61
remove_diacritics 2``, bm25, ``snippet()``): the same tokens, stems, scores and
snippets. SQLite is not used because importing ``sqlite3`` alone cost half of
a bare interpreter's start-up; see docs/architecture.md.

The cache file is an 8-byte length, a marshal head (the vocabulary, each
document's kind and faction, where things are), then the postings and the
documents' fields as raw bytes that a query reads piecemeal (``os.pread``):
only its own terms' postings and its candidates' fields, never the whole file.
"""

from __future__ import annotations

import marshal
import os

from smashup_rules.util.cache import cache_dir, data_stamp, remove_stale
from smashup_rules.reference import data

HIGHLIGHT_START, HIGHLIGHT_END = "\x02", "\x03"  # around each match in a snippet
KINDS = ("card", "clarification", "ruling", "rule")
SCHEMA_VERSION = "2"
# bm25 weights for (title, body, context): a hit in a card's name counts most,
# one in the card text around a clarification least.
WEIGHTS = (4.0, 1.0, 0.4)
# A clarification or ruling answers a question; a disputed play is what people
# search for, so these rank above card texts of equal relevance.
KIND_BOOST = {"clarification": 1.5, "ruling": 1.5, "card": 1.0, "rule": 1.2}
# Words too common in card text to tell documents apart; dropped from a query
# unless the query has nothing else.
STOPWORDS = frozenset("a an and are as at be by for from has have in is it its of on or that the their them there this to with you your".split())
# bm25's constants, as FTS5 has them.
K1, B = 1.2, 0.75
# How many of the best bm25 candidates get the in-order bonus: enough that the
# bonus can lift a hit into the requested results.
CANDIDATES_PER_HIT = 4
# A snippet shows at most this many tokens of the body, as snippet(..., 24) did.
SNIPPET_TOKENS = 24
ELLIPSIS = "…"


class Hit:
    """One search result; ``snippet`` wraps matches in HIGHLIGHT_START / HIGHLIGHT_END."""

    __slots__ = ("id", "kind", "title", "faction", "snippet", "score")

    def __init__(self, id: str, kind: str, title: str, faction: str | None, snippet: str, score: float):
        self.id, self.kind, self.title, self.faction, self.snippet, self.score = id, kind, title, faction, snippet, score


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


# --- The index ---------------------------------------------------------------

FORMAT = "smashup-search-2"
_LENGTH = 8  # bytes before the head: its length


def _seek_and_read(file: int, size: int, at: int) -> bytes:
    os.lseek(file, at, os.SEEK_SET)
    return os.read(file, size)


_pread = getattr(os, "pread", _seek_and_read)  # os.pread is POSIX only


def documents():
    """(id, kind, title, body, context, faction) for everything searchable."""
    for card in data.cards().values():
        body = card["text"] or ""
        yield card["id"], "card", card["name"], body, "", card["group"]
        for clar in card["clarifications"]:
            yield clar["id"], "clarification", card["name"], clar["text"], body, card["group"]
    for ruling in data.summary_rulings().values():
        names = ", ".join(data.cards()[c]["name"] for c in ruling["cards"]) or ruling["label"] or ruling["source"]["section"]
        yield ruling["id"], "ruling", names, ruling["text"], "", ruling["faction"]
    for rule in data.rules().values():
        yield rule["id"], "rule", rule["title"], rule["body"], rule["area_title"] or "", None


def build_index(docs) -> tuple[tuple, bytes]:
    """The index of ``docs`` (as ``documents()`` yields them): ``(head, data)``.

    ``head`` is ``(FORMAT, code, terms, kinds, factions, faction of, places,
    fields at, size of data)``:

    - documents are numbered in the order given, as FTS5's rowids were;
      ``code`` is the array type of a document number (``H`` or ``I``);
    - ``terms``: a line ``\\nstem\\tstart\\tend`` per stem, its postings being
      ``data[start:end]``: the number n of documents with the stem (4 bytes),
      their n bm25 contributions (doubles), their n numbers, then the word
      forms with that stem (UTF-8, space-separated);
    - ``kinds``: a byte per document, its kind's place in KINDS; ``faction
      of``: per document (``code``) 1 + its faction's place in ``factions``,
      or 0;
    - ``places``: where document i's id, title and body (UTF-8, in that
      order) start, at 3i, 3i+1 and 3i+2, relative to ``fields at`` in
      ``data``; 3n is the end (unsigned 32-bit).
    """
    from math import log

    rows = list(docs)
    stems: dict[str, str] = {}
    freqs: dict[str, dict[int, float]] = {}
    forms: dict[str, set[str]] = {}
    sizes = []
    for number, (_, _, title, body, context, _) in enumerate(rows):
        size = 0
        for weight, text in zip(WEIGHTS, (title, body, context)):
            found = tokens(text)
            size += len(found)
            for _, _, form in found:
                term = stems.get(form)
                if term is None:
                    term = stems[form] = stem(form)
                    forms.setdefault(term, set()).add(form)
                freq = freqs.setdefault(term, {})
                # FTS5 adds a column's weight once per occurrence, in column order.
                freq[number] = freq.get(number, 0.0) + weight
        sizes.append(size)
    count = len(rows)
    average = sum(sizes) / count if count else 1.0
    code = "H" if count < 1 << 16 else "I"
    lines, chunks, at = [], [], 0
    for term in sorted(freqs):
        freq = freqs[term]
        idf = log((count - len(freq) + 0.5) / (len(freq) + 0.5))
        if idf <= 0.0:
            idf = 1e-6  # as FTS5: a word in over half the documents still counts a little
        numbers = sorted(freq)
        # FTS5's bm25 for one phrase in one row: the same operations in the same order.
        scores = [idf * ((freq[n] * (K1 + 1.0)) / (freq[n] + K1 * (1 - B + B * sizes[n] / average))) for n in numbers]
        record = len(numbers).to_bytes(4, "little") + _pack("d", scores) + _pack(code, numbers) + " ".join(sorted(forms[term])).encode("utf-8")
        lines.append(f"\n{term}\t{at}\t{at + len(record)}")
        chunks.append(record)
        at += len(record)
    fields_at, places, fields = at, [], []
    at = 0
    for id_, _, title, body, _, _ in rows:
        for value in (id_, title, body):
            places.append(at)
            fields.append(value.encode("utf-8"))
            at += len(fields[-1])
    places.append(at)
    factions = tuple(sorted({row[5] for row in rows if row[5] is not None}))
    head = (
        FORMAT,
        code,
        ("".join(lines) + "\n").encode("utf-8"),
        bytes(KINDS.index(row[1]) for row in rows),
        factions,
        _pack(code, [0 if row[5] is None else factions.index(row[5]) + 1 for row in rows]),
        _pack("I", places),
        fields_at,
        fields_at + at,
    )
    return head, b"".join(chunks + fields)


def _pack(code: str, values: list) -> bytes:
    from array import array

    return array(code, values).tobytes()


class Index:
    """An index ready to query: the head in memory; postings and fields read
    from the open cache file as needed, or sliced from ``data`` in memory."""

    __slots__ = ("code", "terms", "kinds", "factions", "faction_of", "places", "fields_at", "_data", "_file", "_at")

    def __init__(self, head: tuple, data: bytes | None = None, file: int | None = None, at: int = 0):
        _, self.code, self.terms, self.kinds, self.factions, faction_of, places, self.fields_at, _ = head
        self.faction_of = memoryview(faction_of).cast(self.code)
        self.places = memoryview(places).cast("I")
        self._data, self._file, self._at = data, file, at

    @property
    def in_memory(self) -> bool:
        return self._file is None

    def read(self, start: int, size: int) -> bytes:
        if self._file is None:
            return self._data[start : start + size]
        chunk = _pread(self._file, size, self._at + start)
        if len(chunk) != size:
            raise ValueError("the search index file is cut short")
        return chunk

    def postings(self, term: str) -> tuple | None:
        """(bm25 contributions, document numbers, word forms) of a stem, or None."""
        key = b"\n" + term.encode("utf-8") + b"\t"
        found = self.terms.find(key)
        if found < 0:
            return None
        start, end = self.terms[found + len(key) : self.terms.index(b"\n", found + 1)].split(b"\t")
        record = memoryview(self.read(int(start), int(end) - int(start)))
        count = int.from_bytes(record[:4], "little")
        numbers_at = 4 + 8 * count
        forms_at = numbers_at + (2 if self.code == "H" else 4) * count
        if forms_at > len(record):
            raise ValueError("the search index file is damaged")
        return record[4:numbers_at].cast("d"), record[numbers_at:forms_at].cast(self.code), str(record[forms_at:], "utf-8").split(" ")

    def document(self, number: int) -> tuple[str, str, str]:
        """(id, title, body) of a document."""
        places = self.places
        start, title, body, end = places[3 * number : 3 * number + 4]
        raw = self.read(self.fields_at + start, end - start)
        return str(raw[: title - start], "utf-8"), str(raw[title - start : body - start], "utf-8"), str(raw[body - start :], "utf-8")

    def faction(self, number: int) -> str | None:
        at = self.faction_of[number]
        return self.factions[at - 1] if at else None

    def close(self) -> None:
        if self._file is not None:
            os.close(self._file)
            self._file = None


def _index_path() -> str:
    stamps = [data_stamp(os.path.join(data.DATA_DIR, name)).split(".") for name in ("cards.json", "rulings.json", "rules.json")]
    files = "-".join(inode for inode, _ in stamps)
    versions = "-".join(version for _, version in stamps)
    return os.path.join(cache_dir(), f"search-v{SCHEMA_VERSION}.{files}.{versions}.index")


def open_index(path: str) -> Index | None:
    """The index cached at ``path``, or None if it is missing or not whole."""
    try:
        file = os.open(path, os.O_RDONLY | getattr(os, "O_BINARY", 0))
    except OSError:
        return None
    try:
        size = os.fstat(file).st_size
        length = int.from_bytes(_pread(file, _LENGTH, 0), "little")
        if _LENGTH + length <= size:
            head = marshal.loads(_pread(file, length, _LENGTH))
            if head[0] == FORMAT and size == _LENGTH + length + head[-1]:
                return Index(head, file=file, at=_LENGTH + length)
    except (OSError, EOFError, ValueError, TypeError, LookupError):
        pass
    os.close(file)
    return None


def write_index(path: str, head: tuple, data: bytes) -> None:
    """Cache an index at ``path``, atomically; an unwritable folder is no error."""
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        partial = f"{path}.{os.getpid()}.tmp"
        encoded = marshal.dumps(head)
        with open(partial, "wb") as file:
            file.write(len(encoded).to_bytes(_LENGTH, "little") + encoded + data)
        os.replace(partial, path)
        remove_stale(path)
    except OSError:
        pass


def load_index() -> Index:
    """The index of the installed data: the cached one, else built now (and cached if possible)."""
    path = _index_path()
    index = open_index(path)
    if index is None:
        head, data = build_index(documents())
        write_index(path, head, data)
        index = Index(head, data)
    return index


# --- Queries -----------------------------------------------------------------


def query_words(text: str) -> list[str]:
    """Any of these words: what was typed minus stop words (unless nothing else
    is left). Quotes, AND/OR/NEAR and punctuation mean nothing."""
    typed = words(text)
    return [w for w in typed if w not in STOPWORDS] or typed


def search(text: str, *, kind: str | None = None, faction: str | None = None, limit: int = 10) -> list[Hit]:
    """The best ``limit`` hits for ``text`` among the installed data (see ``search_index``)."""
    index = load_index()
    try:
        return search_index(index, text, kind=kind, faction=faction, limit=limit)
    except (OSError, ValueError, LookupError):
        if index.in_memory:
            raise
        # A damaged cache file: answer from a fresh index, and replace the file.
        head, data = build_index(documents())
        write_index(_index_path(), head, data)
        return search_index(Index(head, data), text, kind=kind, faction=faction, limit=limit)
    finally:
        index.close()


def search_index(index: Index, text: str, *, kind: str | None = None, faction: str | None = None, limit: int = 10) -> list[Hit]:
    """Rank the documents for ``text``: FTS5's bm25 of the query words (each
    one phrase, any of them), times the kind's boost, doubled where the body has
    the words in the order typed, rounded to 4 places; best first, then by id."""
    terms = query_words(text)
    if not terms or limit <= 0 or (kind is not None and kind not in KINDS):
        return []
    phrases: list[str] = []
    postings: dict[str, tuple] = {}
    stems: dict[str, str] = {}
    for word in terms:
        if word not in stems:
            stems[word] = stem(word if word.isascii() else "".join(token for _, _, token in tokens(word)))
        term = stems[word]
        phrases.append(term)
        if term not in postings:
            found = index.postings(term)
            if found is not None:
                postings[term] = found
    # A word typed twice counts twice, as two phrases did for FTS5.
    scores: dict[int, float] = {}
    get = scores.get
    for term in phrases:
        if term in postings:
            contributions, numbers, _ = postings[term]
            for number, contribution in zip(numbers, contributions):
                scores[number] = get(number, 0.0) + contribution
    wanted = None if kind is None else KINDS.index(kind)
    boosts = tuple(KIND_BOOST[k] for k in KINDS)
    kinds = index.kinds
    ranked = sorted(
        (-(score * boosts[kinds[number]]), number)
        for number, score in scores.items()
        if (wanted is None or kinds[number] == wanted) and (faction is None or index.faction(number) == faction)
    )
    # The words as typed, in order, double a score. Only the best candidates
    # by bm25 are checked; a stable sort keeps their order among equal scores.
    typed = words(text)
    phrase = " ".join(typed)
    checked = []
    for negative, number in ranked[: limit * CANDIDATES_PER_HIT]:
        score = -negative
        document = index.document(number)
        low = document[2].lower()
        if all(word in low for word in typed) and (len(typed) == 1 or phrase in " ".join(words(document[2]))):
            score *= 2
        checked.append((-round(score, 4), number, document))
    best = sorted(checked, key=_first)[:limit]
    # The word forms that mark a match in a snippet, and the phrases they match.
    marks: dict[str, list[int]] = {}
    for position, term in enumerate(phrases):
        if term in postings:
            for form in postings[term][2]:
                marks.setdefault(form, []).append(position)
    hits = []
    for negative, number, (id_, title, body) in best:
        shown = snippet(body, marks)
        hits.append(Hit(id_, KINDS[kinds[number]], title, index.faction(number), shown if shown.strip() else body[:160], -negative))
    hits.sort(key=_score_then_id)
    return hits


def _first(item: tuple) -> float:
    return item[0]


def _score_then_id(hit: Hit) -> tuple:
    return (-hit.score, hit.id)


def snippet(body: str, marks: dict[str, list[int]], size: int = SNIPPET_TOKENS) -> str:
    """FTS5's snippet(body, START, END, '…', size): the window of at most
    ``size`` tokens with the most distinct phrases (a repeat adds a little; a
    window starting a sentence wins a tie), matches wrapped, '…' where cut.

    ``marks`` maps a folded word form to the query phrases it matches.
    """
    found = tokens(body)
    count = len(found)
    # Phrase instances in the body, by position, as FTS5 lists them.
    instances = [(at, phrase) for at, (_, _, form) in enumerate(found) if form in marks for phrase in marks[form]]
    starts = _sentence_starts(body, found) if instances and count > size else ()
    best_score, best_start = 0, 0
    for at, _ in instances:
        score, first, last = _window(instances, at, size)
        if score > best_score:
            centred = min(first - (size - (last - first)) // 2, count - size)
            best_score, best_start = score, max(centred, 0)
        if starts:
            sentence = 0
            for start in starts:
                if start > at:
                    break
                sentence = start
            if sentence < at:
                score = _window(instances, sentence, size)[0] + (120 if sentence == 0 else 100)
                if score > best_score:
                    best_score, best_start = score, sentence
    last_shown = best_start + size - 1
    marked = {at for at, _ in instances}
    out = [ELLIPSIS] if best_start > 0 else []
    offset = 0
    for at in range(best_start, min(last_shown, count - 1) + 1):
        start, end, _ = found[at]
        if at == best_start and best_start:
            offset = start
        if at in marked:
            out += (body[offset:start], HIGHLIGHT_START, body[start:end], HIGHLIGHT_END)
            offset = end
        if at == last_shown:
            out.append(body[offset:end])
            offset = end
    out.append(body[offset:] if last_shown >= count - 1 else ELLIPSIS)
    return "".join(out)


def _window(instances: list[tuple[int, int]], start: int, size: int) -> tuple[int, int, int]:
    """Score of the ``size`` tokens from ``start`` (1000 a phrase, 1 a repeat),
    with the first and one-past-the-last matched positions in them."""
    seen = set()
    score, first, last = 0, -1, 0
    for at, phrase in instances:
        if start <= at < start + size:
            score += 1 if phrase in seen else 1000
            seen.add(phrase)
            if first < 0:
                first = at
            last = at + 1
    return score, first, last


def _sentence_starts(body: str, found: list[tuple[int, int, str]]) -> list[int]:
    """Positions of the tokens that begin a sentence: the first, and any whose
    gap from the token before ends in '.' or ':' then white space."""
    starts = [0]
    for at in range(1, len(found)):
        gap = body[found[at - 1][1] : found[at][0]]
        kept = gap.rstrip(" \t\n\r")
        if len(kept) < len(gap) and kept[-1:] in (".", ":"):
            starts.append(at)
    return starts
