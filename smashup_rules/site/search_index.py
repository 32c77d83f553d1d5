"""The search page's index, computed when the site is built so that the page's script
only analyses the question, looks words up and adds numbers.

It is the index ``smashup search`` uses (reference/index.py builds it: tokens, Porter stems,
bm25, the card names, the game's vocabulary), unpacked into a script with the constants of
the query's analysis (reference/query.py) and of the ranking (reference/search.py). The
script (web/assets/search.js) ranks as ``search_index`` does, so a question gives the hits
``smashup search --limit 20`` gives. A script, not a JSON file: a page opened from the file
system may load scripts but not fetch files.
"""

from __future__ import annotations

import json

from smashup_rules.reference import data, index as search_index, query, search
from smashup_rules.web import urls

LIMIT = 20  # hits the page shows


def _stems(index: search_index.Index) -> list[str]:
    return [line.partition(b"\t")[0].decode("utf-8") for line in index.terms.split(b"\n") if line]


def index_script() -> str:
    head, blob = search_index.fresh_index()
    index = search_index.Index(head, blob)
    documents, sequences = [], []
    for number, kind in enumerate(index.kinds):
        item_id, title, body = index.document(number)
        group = index.faction(number)
        documents.append([item_id, kind, title, body, urls.target(item_id), data.group_name(group) if group else ""])
        sequences.append([list(part) for part in index.sequence(number)])
    forms: dict[str, str] = {}
    postings: dict[str, list] = {}
    for stem in _stems(index):
        idf, contributions, numbers, words, term_id = index.postings(stem)
        postings[stem] = [term_id, idf, list(numbers), list(contributions)]
        forms.update(dict.fromkeys(words, stem))
    payload = {
        "kinds": list(search_index.KINDS),
        "weights": {name: [table[kind] for kind in search_index.KINDS] for name, table in
                    (("rules", search.RULES_QUESTION), ("card", search.CARD_QUESTION), ("nameOnly", search.NAME_ONLY), ("words", search.WORDS))},
        "conflictWeight": search.CONFLICT_WEIGHT,
        "conflictBelowRule": search.CONFLICT_BELOW_RULE,
        "namedCardBoost": search.NAMED_CARD_BOOST,
        "titleBoost": search.TITLE_BOOST,
        "pairBoost": search.PAIR_BOOST,
        "mostPairs": search.MOST_PAIRS,
        "candidates": search.CANDIDATES,
        "candidatesPerHit": search.CANDIDATES_PER_HIT,
        "snippetTokens": search.SNIPPET_TOKENS,
        "abbreviations": list(search.ABBREVIATIONS),
        "stopwords": sorted(query.STOPWORDS),
        "questionMarkers": sorted(query.QUESTION_MARKERS),
        "meaningWords": sorted(query.MEANING_WORDS),
        "idioms": [[list(idiom), meaning] for idiom, meaning in query.IDIOMS.items()],
        "vocabularyWeight": query.VOCABULARY_WEIGHT,
        "vocabularySpan": query.VOCABULARY_SPAN,
        "oneEditUpTo": query.ONE_EDIT_UP_TO,
        "shortestMended": query.SHORTEST_MENDED,
        "limit": LIMIT,
        "documents": documents,
        "sequences": sequences,
        "forms": forms,
        "postings": postings,
        "names": [[list(stems), list(spelled), list(cards), specific] for stems, spelled, cards, specific in index.names],
        "about": {str(card): list(numbers) for card, numbers in index.about.items()},
        "vocabulary": [[list(typed), list(rules)] for typed, rules in index.vocabulary],
        "glossary": sorted(index.glossary),
        "pointsTo": {str(note): list(rules) for note, rules in index.points_to.items()},
    }
    return "window.SMASHUP_SEARCH = " + json.dumps(payload, ensure_ascii=False, sort_keys=True, separators=(",", ":")) + ";\n"
