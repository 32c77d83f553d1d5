"""The search index: Porter stems, bm25 scores, snippets, filters and the cache
file, each checked on its own; and its bm25 against SQLite FTS5, which the
index replaced and whose scores it keeps to the last bit. How the questions are
ranked on top of bm25 is tests/test_search_questions.py's."""

from __future__ import annotations

import math
import os
import random

import pytest

from smashup_rules.reference import index as search_index
from smashup_rules.reference import search, text
from smashup_rules.reference.search import HIGHLIGHT_END as E
from smashup_rules.reference.search import HIGHLIGHT_START as S

# Examples from Porter's paper (step by step, carried through all steps), and
# this tool's own words.
STEMS = {
    "caresses": "caress", "ponies": "poni", "ties": "ti", "caress": "caress", "cats": "cat",
    "feed": "feed", "agreed": "agre", "plastered": "plaster", "bled": "bled", "motoring": "motor", "sing": "sing",
    "conflated": "conflat", "troubled": "troubl", "sized": "size", "hopping": "hop", "tanned": "tan",
    "falling": "fall", "hissing": "hiss", "fizzed": "fizz", "failing": "fail", "filing": "file",
    "happy": "happi", "sky": "sky",
    "relational": "relat", "conditional": "condit", "rational": "ration", "valenci": "valenc", "hesitanci": "hesit",
    "digitizer": "digit", "conformabli": "conform", "radicalli": "radic", "differentli": "differ", "vileli": "vile",
    "analogousli": "analog", "vietnamization": "vietnam", "predication": "predic", "operator": "oper",
    "feudalism": "feudal", "decisiveness": "decis", "hopefulness": "hope", "callousness": "callous",
    "formaliti": "formal", "sensitiviti": "sensit", "sensibiliti": "sensibl",
    "triplicate": "triplic", "formative": "form", "formalize": "formal", "electriciti": "electr",
    "electrical": "electr", "hopeful": "hope", "goodness": "good",
    "revival": "reviv", "allowance": "allow", "inference": "infer", "airliner": "airlin", "gyroscopic": "gyroscop",
    "adjustable": "adjust", "defensible": "defens", "irritant": "irrit", "replacement": "replac", "adjustment": "adjust",
    "dependent": "depend", "adoption": "adopt", "homologou": "homolog", "communism": "commun", "activate": "activ",
    "angulariti": "angular", "homologous": "homolog", "effective": "effect", "bowdlerize": "bowdler",
    "probate": "probat", "rate": "rate", "cease": "ceas", "controll": "control", "roll": "roll",
    "generalization": "gener", "moved": "move", "moving": "move", "replaces": "replac", "destroyed": "destroi",
    "scoring": "score", "titans": "titan", "madness": "mad",
    # Shorter than three letters: left alone, as FTS5 leaves them.
    "is": "is", "as": "as",
}


@pytest.mark.parametrize(("word", "expected"), sorted(STEMS.items()))
def test_porter_stems(word, expected):
    assert text.stem(word) == expected


def fts5_connection():
    sqlite3 = pytest.importorskip("sqlite3")
    connection = sqlite3.connect(":memory:")
    try:
        connection.execute("CREATE VIRTUAL TABLE probe USING fts5(x)")
    except sqlite3.OperationalError:
        pytest.skip("this SQLite has no FTS5")
    return connection


def test_stems_match_fts5_porter_on_every_indexed_word():
    connection = fts5_connection()
    forms = sorted({token for doc in search_index.documents() for field in doc[2:5] for _, _, token in text.tokens(field)} | set(STEMS))
    connection.execute("CREATE VIRTUAL TABLE t USING fts5(x, tokenize='porter unicode61 remove_diacritics 2')")
    connection.executemany("INSERT INTO t (rowid, x) VALUES (?, ?)", enumerate(forms, 1))
    connection.execute("CREATE VIRTUAL TABLE v USING fts5vocab(t, 'instance')")
    theirs = {forms[row - 1]: term for term, row in connection.execute("SELECT term, doc FROM v")}
    assert {form: text.stem(form) for form in forms} == theirs


def test_tokens_fold_case_and_accents_and_keep_offsets():
    typed = "Séance: it's a BASE—or two."
    found = text.tokens(typed)
    assert [t for _, _, t in found] == ["seance", "it", "s", "a", "base", "or", "two"]
    assert [typed[start:end] for start, end, _ in found] == ["Séance", "it", "s", "a", "BASE", "or", "two"]
    # A combining accent belongs to the word it follows and folds away.
    assert text.tokens("se\u0301ance x") == [(0, 7, "seance"), (8, 9, "x")]
    assert text.tokens("\u0301ab") == [(1, 3, "ab")]


def test_words_are_the_lowercased_letter_and_digit_runs():
    def reference(typed):
        return "".join(c if c.isalnum() else " " for c in typed.lower()).split()

    rng = random.Random(5)
    alphabet = "aZ09 ,.'’—é\u0301ß\tİ_-"
    for _ in range(300):
        typed = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 20)))
        assert text.words(typed) == reference(typed)


# Five tiny documents: 21 tokens in all (title, body and context), so the
# average length is 4.2; "fox" is in two of the five.
DOCS = [
    ("d/fox", "card", "Fox", "The fox runs.", "", "woods"),  # fox: title once (4.0) + body once (1.0); 4 tokens
    ("d/bear", "card", "Bear", "A bear sleeps.", "", "woods"),
    ("d/cat", "clarification", "Cat", "Cats nap.", "", "house"),
    ("d/dog", "card", "Dog", "Dogs bark loud.", "", "house"),
    ("d/owl", "rule", "Owl", "Owls hoot.", "A fox nearby.", None),  # fox: context once (0.4); 6 tokens
]


@pytest.fixture
def tiny():
    head, data = search_index.build_index(DOCS)
    return search_index.Index(head, data)


def bm25(f: float, length: int, documents: int = 5, having: int = 2, average: float = 21 / 5) -> float:
    idf = math.log((documents - having + 0.5) / (having + 0.5))
    return idf * ((f * 2.2) / (f + 1.2 * (1 - 0.75 + 0.75 * length / average)))


def test_bm25_by_hand(tiny):
    scores, covered, postings = search.bm25_scores(tiny, {"fox": 1.0})
    # d/fox: f = 4.0 + 1.0, 4 tokens; d/owl: f = 0.4 (its context), 6 tokens.
    assert scores == {0: bm25(5.0, 4), 4: bm25(0.4, 6)}
    idf = math.log((5 - 2 + 0.5) / (2 + 0.5))
    assert covered == {0: idf, 4: idf} and postings["fox"][0] == idf


def test_bm25_contributions_are_fts5s_to_the_last_bit(tiny):
    connection = fts5_connection()
    connection.execute(
        "CREATE VIRTUAL TABLE docs USING fts5(id UNINDEXED, kind UNINDEXED, faction UNINDEXED, title, body, context, tokenize='porter unicode61 remove_diacritics 2')"
    )
    connection.executemany("INSERT INTO docs (id, kind, title, body, context, faction) VALUES (?, ?, ?, ?, ?, ?)", DOCS)
    theirs = connection.execute("SELECT -bm25(docs, 0, 0, 0, 4.0, 1.0, 0.4) FROM docs WHERE docs MATCH '\"fox\"' ORDER BY rowid").fetchall()
    _, contributions, numbers, forms, _ = tiny.postings("fox")
    assert list(numbers) == [0, 4] and forms == ["fox"]
    assert list(contributions) == [score for (score,) in theirs]


def test_a_weighted_stem_counts_by_its_weight(tiny):
    once, _, _ = search.bm25_scores(tiny, {"fox": 1.0})
    twice, _, _ = search.bm25_scores(tiny, {"fox": 2.0})
    assert twice == {number: 2 * score for number, score in once.items()}


def test_a_query_of_nothing_finds_nothing(tiny):
    assert search.search_index(tiny, "") == []
    assert search.search_index(tiny, '"" ... --') == []
    # Only common words: then they are searched ("the" is in d/fox's body).
    assert [h.id for h in search.search_index(tiny, "The")] == ["d/fox"]


def test_query_syntax_means_nothing(tiny):
    assert [h.id for h in search.search_index(tiny, 'fox AND "NEAR(owl*') ] == [h.id for h in search.search_index(tiny, "fox near owl")]


def test_filters_by_kind_and_faction_before_ranking(tiny):
    assert [h.id for h in search.search_index(tiny, "fox", kind="rule")] == ["d/owl"]
    assert [h.id for h in search.search_index(tiny, "fox", faction="woods")] == ["d/fox"]
    assert search.search_index(tiny, "fox", faction="house") == []
    assert search.search_index(tiny, "fox", kind="nonsense") == []
    # The filter does not change a hit's score.
    unfiltered = {h.id: h.score for h in search.search_index(tiny, "fox")}
    assert search.search_index(tiny, "fox", kind="rule")[0].score == unfiltered["d/owl"]


def test_limit_and_ties_by_id():
    docs = [(f"t/{name}", "card", name, "Same words here.", "", None) for name in ("c", "a", "b")] + [("t/x", "card", "X", "Other.", "", None)]
    head, data = search_index.build_index(docs)
    index = search_index.Index(head, data)
    hits = search.search_index(index, "same words")
    assert [h.id for h in hits] == ["t/a", "t/b", "t/c"]
    assert len({h.score for h in hits}) == 1
    assert [h.id for h in search.search_index(index, "same", limit=2)] == ["t/a", "t/b"]  # equal scores by id
    assert search.search_index(index, "same", limit=0) == []


def words_body(count: int, at: dict[int, str] | None = None, stop_after: set[int] = frozenset()) -> str:
    """w0 w1 … with some positions replaced, and '.' after some."""
    at = at or {}
    return " ".join(at.get(n, f"w{n}") + ("." if n in stop_after else "") for n in range(count))


def test_snippet_short_body_is_whole_with_matches_marked():
    assert search.snippet("The fox runs; the FOX hides.", {"fox": [0]}) == f"The {S}fox{E} runs; the {S}FOX{E} hides."


def test_snippet_centres_a_window_of_24_tokens_with_ellipses():
    body = words_body(60, {30: "fox"})
    shown = search.snippet(body, {"fox": [0]})
    # Centred: 11 tokens before the match, 12 after.
    expected = "…" + " ".join(f"{S}fox{E}" if n == 30 else f"w{n}" for n in range(19, 43)) + "…"
    assert shown == expected


def test_snippet_prefers_a_window_that_starts_a_sentence():
    body = words_body(80, {43: "fox"}, stop_after={39})
    shown = search.snippet(body, {"fox": [0]})
    assert shown == "…" + " ".join(f"{S}fox{E}" if n == 43 else f"w{n}" for n in range(40, 64)) + "…"


def test_snippet_at_the_start_and_at_the_end():
    body = words_body(40, {2: "fox"})
    assert search.snippet(body, {"fox": [0]}) == " ".join(f"{S}fox{E}" if n == 2 else f"w{n}" for n in range(24)) + "…"
    body = words_body(40, {38: "fox"}) + "!"
    assert search.snippet(body, {"fox": [0]}) == "…" + " ".join(f"{S}fox{E}" if n == 38 else f"w{n}" for n in range(16, 40)) + "!"


def test_snippet_wants_distinct_words_more_than_repeats():
    # Three "fox" early; "fox" and "owl" together late: the late window wins.
    body = words_body(90, {3: "fox", 4: "fox", 5: "fox", 70: "fox", 72: "owl"})
    shown = search.snippet(body, {"fox": [0], "owl": [1]})
    assert f"{S}fox{E} w71 {S}owl{E}" in shown and "w3" not in shown


def test_snippet_without_a_match_shows_the_start():
    assert search.snippet(words_body(30), {"fox": [0]}) == words_body(24) + "…"
    assert search.snippet("", {"fox": [0]}) == ""


def test_a_hit_with_an_empty_body_shows_it_empty():
    head, data = search_index.build_index([("e/1", "card", "Fox", "", "", None)])
    (hit,) = search.search_index(search_index.Index(head, data), "fox")
    assert hit.snippet == "" and hit.sentence == ""


# --- The cache file ---


@pytest.fixture
def cache(tmp_path, monkeypatch):
    """A fresh cache folder, and a count of index builds."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    builds = []
    real = search_index.build_index

    def counted(docs, vocabulary=None):
        builds.append(1)
        return real(docs, vocabulary)

    monkeypatch.setattr(search_index, "build_index", counted)
    return tmp_path / "smashup_rules", builds


def ids(text: str, **filters) -> list[str]:
    return [h.id for h in search.search(text, **filters)]


def test_index_is_built_when_missing_and_read_when_present(cache):
    folder, builds = cache
    first = ids("move to the replacement base")
    (path,) = folder.glob("search-v3.*.index")
    assert builds == [1]
    assert ids("move to the replacement base") == first
    assert builds == [1]
    path.unlink()
    assert ids("move to the replacement base") == first
    assert builds == [1, 1] and path.exists()
    assert not list(folder.glob("*.tmp"))


def test_a_damaged_cache_file_is_rebuilt(cache):
    folder, builds = cache
    first = ids("destroy")
    (path,) = folder.glob("search-v3.*.index")
    whole = path.read_bytes()
    path.write_bytes(whole[: len(whole) // 2])  # cut short
    assert ids("destroy") == first and len(builds) == 2
    assert path.read_bytes() == whole
    # Right size, but the postings and fields are garbage.
    length = int.from_bytes(whole[:8], "little")
    path.write_bytes(whole[: 8 + length] + b"\xff" * (len(whole) - 8 - length))
    assert ids("destroy") == first and len(builds) == 3
    assert path.read_bytes() == whole


def test_a_cache_file_of_garbage_is_rebuilt(cache):
    folder, builds = cache
    first = ids("madness")
    (path,) = folder.glob("search-v3.*.index")
    for garbage in (b"", b"\xff" * 100, b"\x04" + b"\x00" * 7 + b"\xe9\x02\x00\x00\x00"):
        path.write_bytes(garbage)
        assert ids("madness") == first
    assert len(builds) == 4


def test_the_cache_file_is_read_without_pread_too(cache, monkeypatch):
    first = ids("move to the replacement base", kind="clarification")
    monkeypatch.setattr(search_index, "_pread", search_index._seek_and_read)  # as on Windows
    assert ids("move to the replacement base", kind="clarification") == first
    assert len(cache[1]) == 1


def test_an_unwritable_cache_folder_still_searches(tmp_path, monkeypatch):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocker))
    hits = search.search("move to the replacement base")
    fresh = search.search_index(search_index.Index(*search_index.fresh_index()), "move to the replacement base")
    assert hits and [(h.id, h.score) for h in hits] == [(h.id, h.score) for h in fresh]
    assert blocker.read_text() == "x"


def test_a_new_data_version_gets_a_new_index(cache, tmp_path, monkeypatch):
    folder, builds = cache
    copies = tmp_path / "data"
    copies.mkdir()
    for name in search_index.DATA_FILES:
        with open(os.path.join(search_index.data.DATA_DIR, name), "rb") as original:
            (copies / name).write_bytes(original.read())
    monkeypatch.setattr(search_index.data, "DATA_DIR", str(copies))
    ids("titan")
    (first,) = folder.glob("search-v3.*.index")
    with open(copies / "rules.json", "a") as file:
        file.write(" ")
    ids("titan")
    (second,) = folder.glob("search-v3.*.index")  # the stale one is gone
    assert second != first and builds == [1, 1]


# --- bm25 on the real data, against FTS5 ---

QUERIES = [
    "move to the replacement base", "destroy", "tenacious", "after scoring", "titan", "madness", "first mate",
    "Tenacious Z", "replacement base", 'AND OR "NEAR(', "the", "play an extra minion", "return to hand",
    "power counters", "buried", "ties for a place", "victory points", "cannot be destroyed", "Séance",
    "seance", "minon", "destroyy", "it's", "you control", "return a minion", "2 power", "+1 power",
    "extra action", "instead of", "the base is scored", "destroy destroy destroy", "titan clash",
    "Madness card", "talent", "each other player", "standard action", "controller owner",
]


@pytest.fixture(scope="module")
def fts5():
    connection = fts5_connection()
    connection.execute(
        "CREATE VIRTUAL TABLE docs USING fts5(id UNINDEXED, kind UNINDEXED, faction UNINDEXED, title, body, context, tokenize='porter unicode61 remove_diacritics 2')"
    )
    connection.executemany("INSERT INTO docs (id, kind, title, body, context, faction) VALUES (?, ?, ?, ?, ?, ?)",
                           [row[:6] for row in search_index.documents()])
    return connection


@pytest.fixture(scope="module")
def index():
    head, data = search_index.fresh_index()
    return search_index.Index(head, data)


@pytest.mark.parametrize("typed", QUERIES)
def test_bm25_of_the_real_data_is_fts5s(fts5, index, typed):
    """Each word a phrase, any of them (a word typed twice counts twice, as two phrases did)."""
    typed_words = text.words(typed)
    terms: dict[str, float] = {}
    for word in typed_words:
        term = text.stem("".join(token for _, _, token in text.tokens(word)))
        terms[term] = terms.get(term, 0.0) + 1.0
    ours, _, _ = search.bm25_scores(index, terms)
    query = " OR ".join(f'"{w}"' for w in typed_words)
    theirs = dict(connection_rows(fts5, query))
    assert {number + 1: round(score, 9) for number, score in ours.items()} == {rowid: round(score, 9) for rowid, score in theirs.items()}


def connection_rows(connection, query: str):
    return connection.execute("SELECT rowid, -bm25(docs, 0, 0, 0, 4.0, 1.0, 0.4) FROM docs WHERE docs MATCH ?", [query]).fetchall()
