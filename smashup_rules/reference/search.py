"""Ranked full-text search over cards, clarifications, summary rulings and rules.

An SQLite FTS5 index (porter stemming, bm25 ranking) is built once per data
version into the user's cache folder and reused; where that folder cannot be
written, the index lives in memory for the one run.
"""

from __future__ import annotations

import os

from ..cache import cache_dir, data_stamp, remove_stale
from . import data

KINDS = ("card", "clarification", "ruling", "rule")
HIGHLIGHT_START, HIGHLIGHT_END = "\x02", "\x03"
SCHEMA_VERSION = "1"
# bm25 weights for (title, body, context): a hit in a card's name counts most,
# one in the card text around a clarification least.
WEIGHTS = (4.0, 1.0, 0.4)
# A clarification or ruling answers a question; a disputed play is what people
# search for, so these rank above card texts of equal relevance.
KIND_BOOST = {"clarification": 1.5, "ruling": 1.5, "card": 1.0, "rule": 1.2}
# Words too common in card text to tell documents apart; dropped from a query
# unless the query has nothing else.
STOPWORDS = frozenset("a an and are as at be by for from has have in is it its of on or that the their them there this to with you your".split())


class Hit:
    """One search result; ``snippet`` wraps matches in HIGHLIGHT_START / HIGHLIGHT_END."""

    __slots__ = ("id", "kind", "title", "faction", "snippet", "score")

    def __init__(self, id: str, kind: str, title: str, faction: str | None, snippet: str, score: float):
        self.id, self.kind, self.title, self.faction, self.snippet, self.score = id, kind, title, faction, snippet, score


def words(text: str) -> list[str]:
    return "".join(c if c.isalnum() else " " for c in text.lower()).split()


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


def _index_path() -> str:
    stamps = [data_stamp(os.path.join(data.DATA_DIR, name)).split(".") for name in ("cards.json", "rulings.json", "rules.json")]
    files = "-".join(inode for inode, _ in stamps)
    versions = "-".join(version for _, version in stamps)
    return os.path.join(cache_dir(), f"search-v{SCHEMA_VERSION}.{files}.{versions}.sqlite")


def _create(connection) -> None:
    connection.execute(
        "CREATE VIRTUAL TABLE docs USING fts5(id UNINDEXED, kind UNINDEXED, faction UNINDEXED, title, body, context, tokenize='porter unicode61 remove_diacritics 2')"
    )
    connection.executemany(
        "INSERT INTO docs (id, kind, title, body, context, faction) VALUES (?, ?, ?, ?, ?, ?)",
        documents(),
    )
    connection.commit()


def open_index():
    import sqlite3

    path = _index_path()
    if os.path.exists(path):
        return sqlite3.connect(path)
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        partial = f"{path}.{os.getpid()}.tmp"
        connection = sqlite3.connect(partial)
        _create(connection)
        connection.close()
        os.replace(partial, path)
        remove_stale(path)
        return sqlite3.connect(path)
    except (OSError, sqlite3.Error):
        connection = sqlite3.connect(":memory:")
        _create(connection)
        return connection


def fts_query(text: str) -> str | None:
    """Any of the words, each quoted so FTS5 syntax in user input means nothing."""
    typed = words(text)
    meaningful = [w for w in typed if w not in STOPWORDS] or typed
    return " OR ".join(f'"{w}"' for w in meaningful) or None


# How many of the best bm25 candidates get the in-order bonus and a snippet:
# enough that the bonus can lift a hit into the requested results.
CANDIDATES_PER_HIT = 4


def search(text: str, *, kind: str | None = None, faction: str | None = None, limit: int = 10) -> list[Hit]:
    query = fts_query(text)
    if query is None:
        return []
    boost = " ".join(f"WHEN '{k}' THEN {b}" for k, b in KIND_BOOST.items())
    sql = (
        f"SELECT rowid, -bm25(docs, 0, 0, 0, {WEIGHTS[0]}, {WEIGHTS[1]}, {WEIGHTS[2]}) * CASE kind {boost} END AS score, body "
        "FROM docs WHERE docs MATCH ?"
    )
    params: list[object] = [query]
    if kind:
        sql += " AND kind = ?"
        params.append(kind)
    if faction:
        sql += " AND faction = ?"
        params.append(faction)
    sql += " ORDER BY score DESC LIMIT ?"
    params.append(limit * CANDIDATES_PER_HIT)
    phrase = " ".join(words(text))
    connection = open_index()
    try:
        candidates = []
        for rowid, score, body in connection.execute(sql, params):
            if phrase and phrase in " ".join(words(body)):
                score *= 2  # the words as typed, in order
            candidates.append((rowid, round(score, 4)))
        scores = dict(candidates)
        best = sorted(scores, key=lambda rowid: -scores[rowid])[:limit]
        marks = ", ".join("?" * len(best))
        rows = connection.execute(
            "SELECT rowid, id, kind, title, faction, body, "
            f"snippet(docs, 4, '{HIGHLIGHT_START}', '{HIGHLIGHT_END}', '…', 24) "
            f"FROM docs WHERE docs MATCH ? AND rowid IN ({marks})",
            [query, *best],
        ).fetchall()
    finally:
        connection.close()
    hits = [
        Hit(item_id, item_kind, title, item_faction, snippet if snippet.strip() else body[:160], scores[rowid])
        for rowid, item_id, item_kind, title, item_faction, body, snippet in rows
    ]
    hits.sort(key=lambda h: (-h.score, h.id))
    return hits
