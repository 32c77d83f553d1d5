"""The search index: what ``smashup search`` ranks from, built once per data version.

Our own small inverted index, built into the user's cache folder (in memory for the one run
where that folder cannot be written or read). Its bm25 is SQLite FTS5's to the last bit
(``porter unicode61 remove_diacritics 2``); SQLite is not used because importing ``sqlite3``
alone cost half of a bare interpreter's start-up (docs/architecture.md, "Reference").

The cache file is an 8-byte length, a marshal head (the vocabulary, each document's kind and
faction, the card names, the game's vocabulary, where things are), then the postings, the
documents' stem sequences and their fields as raw bytes that a query reads piecemeal
(``os.pread``): only its own terms' postings and its candidates' sequences and fields.
"""

from __future__ import annotations

import marshal
import os

from smashup_rules.util.cache import cache_dir, data_stamp, remove_stale
from smashup_rules.reference import data
from smashup_rules.reference.query import CARD_KINDS, STOPWORDS, normalise
from smashup_rules.reference.text import stem, tokens

KINDS = ("card", "clarification", "ruling", "rule")
SCHEMA_VERSION = "3"
FORMAT = "smashup-search-3"
# bm25 weights for (title, body, context): a hit in a card's name counts most,
# one in the card text around a clarification least.
WEIGHTS = (4.0, 1.0, 0.4)
# bm25's constants, as FTS5 has them.
K1, B = 1.2, 0.75
# In a document's stem sequence: between its title and its body.
TITLE_END = 0xFFFF
NO_NUMBER = -32768  # a card without power or breakpoint
DATA_FILES = ("cards.json", "rulings.json", "rules.json", "vocabulary.json")
_LENGTH = 8  # bytes before the head: its length


def _seek_and_read(file: int, size: int, at: int) -> bytes:
    os.lseek(file, at, os.SEEK_SET)
    return os.read(file, size)


_pread = getattr(os, "pread", _seek_and_read)  # os.pread is POSIX only


def documents():
    """(id, kind, title, body, context, faction, facts) for everything searchable; ``facts``
    holds what ranking and filters read besides the text: the cards a document is about, a
    card's kind, power and breakpoint, the rule sections a conflict note points to."""
    cards = data.cards()
    for card in cards.values():
        body = card["text"] or ""
        facts = {"about": [card["id"]], "card": (card["kind"], card["power"], card["breakpoint"])}
        yield card["id"], "card", card["name"], body, "", card["group"], facts
        for clar in card["clarifications"]:
            yield clar["id"], "clarification", card["name"], clar["text"], body, card["group"], {"about": [card["id"]]}
    for ruling in data.summary_rulings().values():
        names = ", ".join(cards[c]["name"] for c in ruling["cards"]) or ruling["label"] or ruling["source"]["section"]
        yield ruling["id"], "ruling", names, ruling["text"], "", ruling["faction"], {"about": ruling["cards"]}
    for rule in data.rules().values():
        facts = {"points_to": rule["related"]} if rule["area"] == "conflicts" else {}
        yield rule["id"], "rule", rule["title"], rule["body"], rule["area_title"] or "", None, facts


def _number(value) -> int:
    return value if isinstance(value, int) else NO_NUMBER


def build_index(docs, vocabulary: list[dict] | None = None) -> tuple[tuple, bytes]:
    """The index of ``docs`` (as ``documents()`` yields them; ``facts`` may be left out) and of
    the game's vocabulary (``vocabulary.json``'s entries): ``(head, data)``.

    ``head`` is ``(FORMAT, code, terms, kinds, factions, faction of, places, fields at,
    sequences, names, about, vocabulary, glossary, points to, card kinds, powers,
    breakpoints, size of data)``:

    - documents are numbered in the order given, as FTS5's rowids were; ``code`` is the array
      type of a document number (``H`` or ``I``);
    - ``terms``: a line ``\\nstem\\tid\\tstart\\tend`` per stem (``id``: its place in sorted
      order), its postings being ``data[start:end]``: the number n of documents with the stem
      (4 bytes), its idf (a double), their n bm25 contributions (doubles), their n numbers,
      then the word forms with that stem (UTF-8, space-separated);
    - ``kinds``: a byte per document, its kind's place in KINDS; ``faction of``: per
      document (``code``) 1 + its faction's place in ``factions``, or 0;
    - ``places``: where document i's id, title and body (UTF-8, in that order) start, at 3i,
      3i+1 and 3i+2, relative to ``fields at`` in ``data``; 3n is the end (unsigned 32-bit);
    - ``sequences``: where document i's stem ids start in ``data`` (its title's, TITLE_END,
      its body's; unsigned 16-bit; without the common words of STOPWORDS), i + 1 where they end;
    - ``names``: per card name, (its words' stems, its words, the card documents bearing it,
      how specific it is: the share of the documents with the name that are about its cards);
      ``about``: card document → the documents about that card (its clarifications, rulings);
    - ``vocabulary``: (typed stems, the rules' stems) per row; ``glossary``: the stems of the
      one-word glossary entries; ``points to``: conflict note → the rule sections it points to;
    - ``card kinds`` (a byte: 1 + place in CARD_KINDS, or 0), ``powers``, ``breakpoints``
      (signed 16-bit, NO_NUMBER for none) per document.
    """
    from math import log

    rows = [row if len(row) > 6 else (*row, {}) for row in docs]
    stems: dict[str, str] = {}
    freqs: dict[str, dict[int, float]] = {}
    forms: dict[str, set[str]] = {}
    sizes, sequences = [], []
    for number, (_, _, title, body, context, _, _) in enumerate(rows):
        size = 0
        fields = []
        for weight, text in zip(WEIGHTS, (title, body, context)):
            found = tokens(text)
            size += len(found)
            field = []
            for _, _, form in found:
                term = stems.get(form)
                if term is None:
                    term = stems[form] = stem(form)
                    forms.setdefault(term, set()).add(form)
                field.append(term)
                freq = freqs.setdefault(term, {})
                # FTS5 adds a column's weight once per occurrence, in column order.
                freq[number] = freq.get(number, 0.0) + weight
            fields.append(field)
        sizes.append(size)
        sequences.append(fields)
    count = len(rows)
    average = sum(sizes) / count if count else 1.0
    code = "H" if count < 1 << 16 else "I"
    ordered = sorted(freqs)
    ids = {term: at for at, term in enumerate(ordered)}
    lines, chunks, at = [], [], 0
    for term in ordered:
        freq = freqs[term]
        idf = log((count - len(freq) + 0.5) / (len(freq) + 0.5))
        if idf <= 0.0:
            idf = 1e-6  # as FTS5: a word in over half the documents still counts a little
        numbers = sorted(freq)
        # FTS5's bm25 for one phrase in one row: the same operations in the same order.
        scores = [idf * ((freq[n] * (K1 + 1.0)) / (freq[n] + K1 * (1 - B + B * sizes[n] / average))) for n in numbers]
        record = len(numbers).to_bytes(4, "little") + _pack("d", [idf] + scores) + _pack(code, numbers) + " ".join(sorted(forms[term])).encode("utf-8")
        lines.append(f"\n{term}\t{ids[term]}\t{at}\t{at + len(record)}")
        chunks.append(record)
        at += len(record)
    # Common words are left out of the sequences, as a query's are ("titan in play" has the
    # pair "titan play"), but for a title of nothing else ("You").
    stops = {stem(word) for word in STOPWORDS}
    sequence_places = []
    for title, body, _ in sequences:
        sequence_places.append(at)
        named = [t for t in title if t not in stops] or title
        record = _pack("H", [ids[t] for t in named] + [TITLE_END] + [ids[t] for t in body if t not in stops])
        chunks.append(record)
        at += len(record)
    sequence_places.append(at)
    fields_at, places, fields = at, [], []
    at = 0
    for id_, _, title, body, _, _, _ in rows:
        for value in (id_, title, body):
            places.append(at)
            fields.append(value.encode("utf-8"))
            at += len(fields[-1])
    places.append(at)
    numbers_of = {row[0]: n for n, row in enumerate(rows)}
    factions = tuple(sorted({row[5] for row in rows if row[5] is not None}))
    card_facts = [row[6].get("card", (None, None, None)) for row in rows]
    head = (
        FORMAT,
        code,
        ("".join(lines) + "\n").encode("utf-8"),
        bytes(KINDS.index(row[1]) for row in rows),
        factions,
        _pack(code, [0 if row[5] is None else factions.index(row[5]) + 1 for row in rows]),
        _pack("I", places),
        fields_at,
        _pack("I", sequence_places),
        *_names(rows, sequences, numbers_of, freqs),
        tuple((_stems(entry["typed"]), tuple(s for phrase in entry["rules"] for s in _stems(phrase))) for entry in vocabulary or ()),
        frozenset(stem(row[2].lower()) for row in rows if row[0].startswith("terms.") and len(normalise(row[2])) == 1),
        {numbers_of[row[0]]: tuple(numbers_of[r] for r in row[6]["points_to"] if r in numbers_of) for row in rows if row[6].get("points_to")},
        bytes(CARD_KINDS.index(kind) + 1 if kind in CARD_KINDS else 0 for kind, _, _ in card_facts),
        _pack("h", [_number(power) for _, power, _ in card_facts]),
        _pack("h", [_number(breakpoint) for _, _, breakpoint in card_facts]),
        fields_at + at,
    )
    return head, b"".join(chunks + fields)


def _stems(phrase: str) -> tuple[str, ...]:
    return tuple(stem(word) for word in normalise(phrase))


def _names(rows: list[tuple], sequences: list[list[list[str]]], numbers_of: dict[str, int], freqs: dict[str, dict[int, float]]) -> tuple[tuple, dict]:
    """The card names (see ``build_index``) and the documents about each card."""
    about: dict[int, list[int]] = {}
    for number, row in enumerate(rows):
        for card_id in row[6].get("about", ()):
            if card_id in numbers_of:
                about.setdefault(numbers_of[card_id], []).append(number)
    by_name: dict[tuple[str, ...], list[int]] = {}
    spelled: dict[tuple[str, ...], tuple[str, ...]] = {}
    for number, row in enumerate(rows):
        if row[1] == "card":
            words = normalise(row[2])
            if len(words) > 1 and words[0] == "the":
                words = words[1:]  # "kraken" names The Kraken
            key = tuple(stem(word) for word in words)
            if key and not all(word in STOPWORDS for word in words):
                by_name.setdefault(key, []).append(number)
                spelled[key] = tuple(words)
    names = []
    for key, cards in sorted(by_name.items()):
        bearing = [n for n in sorted(freqs.get(key[0], ())) if any(_contains(field, key) for field in sequences[n])]
        own = {n for card in cards for n in about.get(card, [card])}
        specific = sum(1 for n in bearing if n in own) / len(bearing) if bearing else 1.0
        names.append((key, spelled[key], tuple(cards), round(specific, 4)))
    return tuple(names), {card: tuple(docs) for card, docs in about.items()}


def _contains(field: list[str], key: tuple[str, ...]) -> bool:
    size = len(key)
    first = key[0]
    return any(field[i] == first and tuple(field[i : i + size]) == key for i in range(len(field) - size + 1))


def _pack(code: str, values: list) -> bytes:
    from array import array

    return array(code, values).tobytes()


class Index:
    """An index ready to query: the head in memory; postings, sequences and fields read from
    the open cache file as needed, or sliced from ``data`` in memory."""

    __slots__ = ("code", "terms", "kinds", "factions", "faction_of", "places", "fields_at", "sequence_places", "names", "about",
                 "vocabulary", "glossary", "points_to", "card_kinds", "powers", "breakpoints", "_data", "_file", "_at")

    def __init__(self, head: tuple, data: bytes | None = None, file: int | None = None, at: int = 0):
        (_, self.code, self.terms, self.kinds, self.factions, faction_of, places, self.fields_at, sequence_places, self.names, self.about,
         self.vocabulary, self.glossary, self.points_to, self.card_kinds, powers, breakpoints, _) = head
        self.faction_of = memoryview(faction_of).cast(self.code)
        self.places = memoryview(places).cast("I")
        self.sequence_places = memoryview(sequence_places).cast("I")
        self.powers = memoryview(powers).cast("h")
        self.breakpoints = memoryview(breakpoints).cast("h")
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

    def _line(self, term: str) -> list[bytes] | None:
        key = b"\n" + term.encode("utf-8") + b"\t"
        found = self.terms.find(key)
        if found < 0:
            return None
        return self.terms[found + len(key) : self.terms.index(b"\n", found + 1)].split(b"\t")

    def knows(self, term: str) -> bool:
        return self.terms.find(b"\n" + term.encode("utf-8") + b"\t") >= 0

    def term_id(self, term: str) -> int | None:
        line = self._line(term)
        return None if line is None else int(line[0])

    def postings(self, term: str) -> tuple | None:
        """(idf, bm25 contributions, document numbers, word forms, stem id) of a stem, or None."""
        line = self._line(term)
        if line is None:
            return None
        term_id, start, end = (int(part) for part in line)
        record = memoryview(self.read(start, end - start))
        count = int.from_bytes(record[:4], "little")
        numbers_at = 12 + 8 * count
        forms_at = numbers_at + (2 if self.code == "H" else 4) * count
        if forms_at > len(record):
            raise ValueError("the search index file is damaged")
        idf = record[4:12].cast("d")[0]
        return idf, record[12:numbers_at].cast("d"), record[numbers_at:forms_at].cast(self.code), str(record[forms_at:], "utf-8").split(" "), term_id

    def sequence(self, number: int) -> tuple[memoryview, memoryview]:
        """The stem ids of a document's title and of its body."""
        start, end = self.sequence_places[number], self.sequence_places[number + 1]
        ids = memoryview(self.read(start, end - start)).cast("H")
        cut = list(ids).index(TITLE_END)
        return ids[:cut], ids[cut + 1 :]

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
    stamps = [data_stamp(os.path.join(data.DATA_DIR, name)).split(".") for name in DATA_FILES]
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


def fresh_index() -> tuple[tuple, bytes]:
    """The index of the installed data, built now."""
    return build_index(documents(), data.vocabulary())


def load_index() -> Index:
    """The index of the installed data: the cached one, else built now (and cached if possible)."""
    path = _index_path()
    index = open_index(path)
    if index is None:
        head, blob = fresh_index()
        write_index(path, head, blob)
        index = Index(head, blob)
    return index


def rebuilt_index() -> Index:
    """A fresh index of the installed data, replacing a damaged cache file."""
    head, blob = fresh_index()
    write_index(_index_path(), head, blob)
    return Index(head, blob)
