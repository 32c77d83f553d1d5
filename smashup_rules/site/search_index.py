"""The search page's index, computed when the site is built so that the page's script
only looks words up and adds numbers.

It is the index ``smashup search`` uses (reference/search.py builds it, with its
tokenizer, Porter stemmer and bm25 weights), unpacked into a script: every word
form in the data with its stem, every stem's documents with their precomputed
bm25 contributions, and the documents. The script ranks as ``search_index`` does
(kind boosts, the in-order bonus for the best candidates, scores rounded to 4
places, ties by ID), so a query gives the hits ``smashup search --limit 20``
gives. A script, not a JSON file: a page opened from the file system may load
scripts but not fetch files.
"""

from __future__ import annotations

import json

from smashup_rules.reference import data, search
from smashup_rules.web import urls

LIMIT = 20  # hits the page shows


def _stems(index: search.Index) -> list[str]:
    return [line.partition(b"\t")[0].decode("utf-8") for line in index.terms.split(b"\n") if line]


def index_script() -> str:
    head, blob = search.build_index(search.documents())
    index = search.Index(head, blob)
    documents = []
    for number, kind in enumerate(index.kinds):
        item_id, title, body = index.document(number)
        group = index.faction(number)
        documents.append([item_id, kind, title, body, urls.target(item_id), data.group_name(group) if group else ""])
    forms: dict[str, str] = {}
    postings: dict[str, list[list]] = {}
    for stem in _stems(index):
        contributions, numbers, words = index.postings(stem)
        postings[stem] = [list(numbers), list(contributions)]
        forms.update(dict.fromkeys(words, stem))
    payload = {
        "kinds": list(search.KINDS),
        "boosts": [search.KIND_BOOST[kind] for kind in search.KINDS],
        "stopwords": sorted(search.STOPWORDS),
        "candidatesPerHit": search.CANDIDATES_PER_HIT,
        "snippetTokens": search.SNIPPET_TOKENS,
        "limit": LIMIT,
        "documents": documents,
        "forms": forms,
        "postings": postings,
    }
    return "window.SMASHUP_SEARCH = " + json.dumps(payload, ensure_ascii=False, sort_keys=True, separators=(",", ":")) + ";\n"
