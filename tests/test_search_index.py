"""The search index: Porter stems, bm25 scores, snippets, filters and the cache
file, each checked on its own; and the whole against SQLite FTS5, which the
index replaces and must answer like."""

from __future__ import annotations

import math
import os
import random

import pytest

from smashup_rules.reference import search
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
    assert search.stem(word) == expected


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
    forms = sorted({token for doc in search.documents() for text in doc[2:5] for _, _, token in search.tokens(text)} | set(STEMS))
    connection.execute("CREATE VIRTUAL TABLE t USING fts5(x, tokenize='porter unicode61 remove_diacritics 2')")
    connection.executemany("INSERT INTO t (rowid, x) VALUES (?, ?)", enumerate(forms, 1))
    connection.execute("CREATE VIRTUAL TABLE v USING fts5vocab(t, 'instance')")
    theirs = {forms[row - 1]: term for term, row in connection.execute("SELECT term, doc FROM v")}
    assert {form: search.stem(form) for form in forms} == theirs


def test_tokens_fold_case_and_accents_and_keep_offsets():
    text = "Séance: it's a BASE—or two."
    found = search.tokens(text)
    assert [t for _, _, t in found] == ["seance", "it", "s", "a", "base", "or", "two"]
    assert [text[start:end] for start, end, _ in found] == ["Séance", "it", "s", "a", "BASE", "or", "two"]
    # A combining accent belongs to the word it follows and folds away.
    assert search.tokens("se\u0301ance x") == [(0, 7, "seance"), (8, 9, "x")]
    assert search.tokens("\u0301ab") == [(1, 3, "ab")]


def test_words_are_the_lowercased_letter_and_digit_runs():
    def reference(text):
        return "".join(c if c.isalnum() else " " for c in text.lower()).split()

    rng = random.Random(5)
    alphabet = "aZ09 ,.'’—é\u0301ß\tİ_-"
    for _ in range(300):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 20)))
        assert search.words(text) == reference(text)


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
    head, data = search.build_index(DOCS)
    return search.Index(head, data)


def bm25(f: float, length: int, documents: int = 5, having: int = 2, average: float = 21 / 5) -> float:
    idf = math.log((documents - having + 0.5) / (having + 0.5))
    return idf * ((f * 2.2) / (f + 1.2 * (1 - 0.75 + 0.75 * length / average)))


def test_bm25_by_hand(tiny):
    hits = search.search_index(tiny, "fox")
    # d/fox: f = 4.0 + 1.0, 4 tokens, a card (×1), "fox" in its body (×2).
    # d/owl: f = 0.4, 6 tokens, a rule (×1.2), no "fox" in its body.
    assert [(h.id, h.score) for h in hits] == [("d/fox", 1.2022), ("d/owl", 0.1789)]
    assert hits[0].score == round(bm25(5.0, 4) * 2, 4)
    assert hits[1].score == round(bm25(0.4, 6) * 1.2, 4)
    assert (hits[0].kind, hits[0].title, hits[0].faction, hits[1].faction) == ("card", "Fox", "woods", None)


def test_bm25_contributions_are_fts5s_to_the_last_bit(tiny):
    connection = fts5_connection()
    connection.execute(
        "CREATE VIRTUAL TABLE docs USING fts5(id UNINDEXED, kind UNINDEXED, faction UNINDEXED, title, body, context, tokenize='porter unicode61 remove_diacritics 2')"
    )
    connection.executemany("INSERT INTO docs (id, kind, title, body, context, faction) VALUES (?, ?, ?, ?, ?, ?)", DOCS)
    theirs = connection.execute("SELECT -bm25(docs, 0, 0, 0, 4.0, 1.0, 0.4) FROM docs WHERE docs MATCH '\"fox\"' ORDER BY rowid").fetchall()
    contributions, numbers, forms = tiny.postings("fox")
    assert list(numbers) == [0, 4] and forms == ["fox"]
    assert list(contributions) == [score for (score,) in theirs]


def test_a_word_typed_twice_counts_twice(tiny):
    once = {h.id: h.score for h in search.search_index(tiny, "fox")}
    twice = {h.id: h.score for h in search.search_index(tiny, "fox fox")}
    assert twice["d/owl"] == round(2 * bm25(0.4, 6) * 1.2, 4) > once["d/owl"]


def test_stop_words_are_dropped_unless_nothing_else_is_left(tiny):
    assert [h.id for h in search.search_index(tiny, "the fox")] == ["d/fox", "d/owl"]
    # Only "the": then "the" is searched (in d/fox's body, in order: doubled).
    assert [(h.id, h.score) for h in search.search_index(tiny, "The")] == [("d/fox", round(bm25(1.0, 4, having=1) * 2, 4))]
    assert search.search_index(tiny, "") == []
    assert search.search_index(tiny, '"" ... --') == []


def test_query_syntax_means_nothing(tiny):
    assert [h.id for h in search.search_index(tiny, 'fox AND "NEAR(owl*') ] == [h.id for h in search.search_index(tiny, "fox near owl")]


def test_filters_by_kind_and_faction_before_ranking(tiny):
    assert [h.id for h in search.search_index(tiny, "fox", kind="rule")] == ["d/owl"]
    assert [h.id for h in search.search_index(tiny, "fox", faction="woods")] == ["d/fox"]
    assert search.search_index(tiny, "fox", faction="house") == []
    assert search.search_index(tiny, "fox", kind="nonsense") == []
    # The filter does not change a hit's score: bm25 counts every document.
    assert search.search_index(tiny, "fox", kind="rule")[0].score == 0.1789


def test_limit_and_ties_by_id():
    docs = [(f"t/{name}", "card", name, "Same words here.", "", None) for name in ("c", "a", "b")] + [("t/x", "card", "X", "Other.", "", None)]
    head, data = search.build_index(docs)
    index = search.Index(head, data)
    hits = search.search_index(index, "same words")
    assert [h.id for h in hits] == ["t/a", "t/b", "t/c"]
    assert len({h.score for h in hits}) == 1
    assert [h.id for h in search.search_index(index, "same", limit=2)] == ["t/a", "t/c"]  # the first two indexed, shown by id
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
    head, data = search.build_index([("e/1", "card", "Fox", "", "", None)])
    (hit,) = search.search_index(search.Index(head, data), "fox")
    assert hit.snippet == ""


# --- The cache file ---


@pytest.fixture
def cache(tmp_path, monkeypatch):
    """A fresh cache folder, and a count of index builds."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    builds = []
    real = search.build_index

    def counted(docs):
        builds.append(1)
        return real(docs)

    monkeypatch.setattr(search, "build_index", counted)
    return tmp_path / "smashup_rules", builds


def ids(text: str, **filters) -> list[str]:
    return [h.id for h in search.search(text, **filters)]


def test_index_is_built_when_missing_and_read_when_present(cache):
    folder, builds = cache
    first = ids("move to the replacement base")
    (path,) = folder.glob("search-v2.*.index")
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
    (path,) = folder.glob("search-v2.*.index")
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
    (path,) = folder.glob("search-v2.*.index")
    for garbage in (b"", b"\xff" * 100, b"\x04" + b"\x00" * 7 + b"\xe9\x02\x00\x00\x00"):
        path.write_bytes(garbage)
        assert ids("madness") == first
    assert len(builds) == 4


def test_the_cache_file_is_read_without_pread_too(cache, monkeypatch):
    first = ids("move to the replacement base", kind="clarification")
    monkeypatch.setattr(search, "_pread", search._seek_and_read)  # as on Windows
    assert ids("move to the replacement base", kind="clarification") == first
    assert len(cache[1]) == 1


def test_an_unwritable_cache_folder_still_searches(tmp_path, monkeypatch):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocker))
    hits = search.search("move to the replacement base")
    assert "pirates/first-mate#1" in [h.id for h in hits[:3]]
    assert blocker.read_text() == "x"


def test_a_new_data_version_gets_a_new_index(cache, tmp_path, monkeypatch):
    folder, builds = cache
    copies = tmp_path / "data"
    copies.mkdir()
    for name in ("cards.json", "rulings.json", "rules.json"):
        with open(os.path.join(search.data.DATA_DIR, name), "rb") as original:
            (copies / name).write_bytes(original.read())
    monkeypatch.setattr(search.data, "DATA_DIR", str(copies))
    ids("titan")
    (first,) = folder.glob("search-v2.*.index")
    with open(copies / "rules.json", "a") as file:
        file.write(" ")
    ids("titan")
    (second,) = folder.glob("search-v2.*.index")  # the stale one is gone
    assert second != first and builds == [1, 1]


# --- The whole, against FTS5 ---

QUERIES = [
    "move to the replacement base", "destroy", "tenacious", "after scoring", "titan", "madness", "first mate",
    "Tenacious Z", "replacement base", 'AND OR "NEAR(', "the", "play an extra minion", "return to hand",
    "power counters", "buried", "ties for a place", "victory points", "cannot be destroyed", "Séance",
    "seance", "minon", "destroyy", "it's", "you control", "return a minion", "2 power", "+1 power",
    "extra action", "instead of", "the base is scored", "destroy destroy destroy", "titan clash",
    "Madness card", "talent", "each other player", "standard action", "controller owner",
]


def fts5_search(connection, text: str, kind=None, faction=None, limit=10):
    """What the FTS5 version of this module answered (its code, condensed)."""
    typed = search.words(text)
    meaningful = [w for w in typed if w not in search.STOPWORDS] or typed
    if not meaningful:
        return []
    query = " OR ".join(f'"{w}"' for w in meaningful)
    boost = " ".join(f"WHEN '{k}' THEN {b}" for k, b in search.KIND_BOOST.items())
    sql = f"SELECT rowid, -bm25(docs, 0, 0, 0, 4.0, 1.0, 0.4) * CASE kind {boost} END AS score, body FROM docs WHERE docs MATCH ?"
    params: list[object] = [query]
    if kind:
        sql += " AND kind = ?"
        params.append(kind)
    if faction:
        sql += " AND faction = ?"
        params.append(faction)
    sql += " ORDER BY score DESC LIMIT ?"
    params.append(limit * 4)
    phrase = " ".join(typed)
    scores = {}
    for rowid, score, body in connection.execute(sql, params):
        scores[rowid] = round(score * 2 if phrase in " ".join(search.words(body)) else score, 4)
    best = sorted(scores, key=lambda rowid: -scores[rowid])[:limit]
    rows = connection.execute(
        f"SELECT rowid, id, body, snippet(docs, 4, '{S}', '{E}', '…', 24) FROM docs WHERE docs MATCH ? AND rowid IN ({', '.join('?' * len(best))})",
        [query, *best],
    ).fetchall()
    return sorted(((-scores[rowid], id_, snippet if snippet.strip() else body[:160]) for rowid, id_, body, snippet in rows))


@pytest.fixture(scope="module")
def fts5():
    connection = fts5_connection()
    connection.execute(
        "CREATE VIRTUAL TABLE docs USING fts5(id UNINDEXED, kind UNINDEXED, faction UNINDEXED, title, body, context, tokenize='porter unicode61 remove_diacritics 2')"
    )
    connection.executemany("INSERT INTO docs (id, kind, title, body, context, faction) VALUES (?, ?, ?, ?, ?, ?)", search.documents())
    return connection


@pytest.fixture(scope="module")
def index():
    head, data = search.build_index(search.documents())
    return search.Index(head, data)


@pytest.mark.parametrize("text", QUERIES)
def test_answers_as_fts5_did(fts5, index, text):
    ours = [(-h.score, h.id, h.snippet) for h in search.search_index(index, text)]
    assert ours == fts5_search(fts5, text)


@pytest.mark.parametrize(
    "filters",
    [{"kind": "card"}, {"kind": "clarification", "limit": 3}, {"faction": "ninjas", "kind": "card", "limit": 50}, {"faction": "pirates"}, {"limit": 40}, {"limit": 1}],
    ids=str,
)
def test_answers_as_fts5_did_with_filters(fts5, index, filters):
    for text in ("destroy", "base", "minion", "move a minion"):
        ours = [(-h.score, h.id, h.snippet) for h in search.search_index(index, text, **filters)]
        assert ours == fts5_search(fts5, text, **filters), text
