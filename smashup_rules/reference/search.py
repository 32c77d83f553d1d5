"""Ranked search over cards, clarifications, summary rulings and rules, for a question typed
as a question.

The query is analysed (``reference/query.py``: its filters, question words, card names, the
game's vocabulary) and ranked from the index (``reference/index.py``): FTS5's bm25 of its
words, weighted by what kind of question it is and what kind of text answers it, by how much
of the question a text covers, by the words it has in the order typed, and by how well a rule
section's title names the question. Each hit carries the sentence of its text that answers
best, in full, and a snippet. docs/architecture.md ("Reference") gives the measures behind the
weights.
"""

from __future__ import annotations

from smashup_rules.reference.names import resolve_faction
from smashup_rules.reference.index import KINDS, NO_NUMBER, Index, load_index, rebuilt_index
from smashup_rules.reference.query import CARD_KINDS, Filter, QueryError, analyse, split_filters
from smashup_rules.reference.text import stem, tokens, words

HIGHLIGHT_START, HIGHLIGHT_END = "\x02", "\x03"  # around each match in a snippet or sentence
# What kind of text answers a query. A question that names no card asks about the rules: a
# rule section answers it before a summary ruling, a clarification or a card that uses the
# same words. One that names a card asks about that card: its clarifications and rulings say
# what its text does not, and so do they for words looked for ("move to the replacement base"),
# where a disputed play is what people search for.
RULES_QUESTION = {"rule": 2.0, "ruling": 1.2, "clarification": 1.0, "card": 0.5}
CARD_QUESTION = {"rule": 1.2, "ruling": 1.5, "clarification": 1.5, "card": 1.0}
WORDS = CARD_QUESTION
# A query of nothing but a card's name asks for the card.
NAME_ONLY = {"rule": 0.6, "ruling": 1.0, "clarification": 1.0, "card": 2.0}
# A conflict note records how the sources differ and quotes each wording, so it shares many
# words with a question; the rule it points to is the answer. It weighs this much of a rule,
# and never more than the rule sections it points to that match.
CONFLICT_WEIGHT = 0.5
CONFLICT_BELOW_RULE = 0.99
# The documents about a card named in the question weigh up to this much more (times how
# specific the name is: "Madness" names a card but is mostly a word of the rules).
NAMED_CARD_BOOST = 3.0
# A rule section whose title's words are all in a question weighs this much more (in part
# for part of them): the titles name what each section decides. Words looked for, not asked
# ("move to the replacement base"), weigh a section more only when they have its whole title
# ("madness card"), and are not weighed by the pairs below.
TITLE_BOOST = 2.0
# Each pair of the question's words found next to each other in a text, up to two pairs.
PAIR_BOOST = 0.5
MOST_PAIRS = 2
# How many of the best candidates (at least) are weighed by their titles and word pairs.
CANDIDATES = 60
CANDIDATES_PER_HIT = 4
SNIPPET_TOKENS = 24
ELLIPSIS = "…"
ABBREVIATIONS = ("e.g", "i.e", "etc", "vs", "cf")


class Hit:
    """One search result. ``snippet`` wraps matches in HIGHLIGHT_START / HIGHLIGHT_END, and so
    does ``sentence``: the sentence (or list item) of the text that answers best, in full. The
    sentence is found when first asked for (the text output shows the first hit's only)."""

    __slots__ = ("id", "kind", "title", "faction", "snippet", "score", "_sentence", "_finding")

    def __init__(self, id: str, kind: str, title: str, faction: str | None, snippet: str, score: float, sentence: str = "",
                 finding: tuple[str, dict[str, list[int]], list[float]] | None = None):
        self.id, self.kind, self.title, self.faction, self.snippet, self.score = id, kind, title, faction, snippet, score
        self._sentence, self._finding = sentence, finding  # (body, marks, weights) to find it from

    @property
    def sentence(self) -> str:
        if self._finding is not None:
            self._sentence, self._finding = best_sentence(*self._finding), None
        return self._sentence


def search(text: str, *, kind: str | None = None, faction: str | None = None, limit: int = 10) -> list[Hit]:
    """The best ``limit`` hits for ``text`` among the installed data (see ``search_index``);
    QueryError for a query that cannot be read."""
    index = load_index()
    try:
        return search_index(index, text, kind=kind, faction=faction, limit=limit)
    except (OSError, ValueError, LookupError) as error:
        if isinstance(error, QueryError) or index.in_memory:
            raise
        # A damaged cache file: answer from a fresh index, and replace the file.
        return search_index(rebuilt_index(), text, kind=kind, faction=faction, limit=limit)
    finally:
        index.close()


def bm25_scores(index: Index, terms: dict[str, float]) -> tuple[dict[int, float], dict[int, float], dict[str, tuple]]:
    """FTS5's bm25 of the stems ``terms`` (each weighted) for every document with any:
    (document → score, document → the idf of the stems it has, stem → its postings)."""
    postings = {}
    for term in terms:
        found = index.postings(term)
        if found is not None:
            postings[term] = found
    scores: dict[int, float] = {}
    covered: dict[int, float] = {}
    get, covered_get = scores.get, covered.get
    for term, (idf, contributions, numbers, _, _) in postings.items():
        weight = terms[term]
        for number, contribution in zip(numbers, contributions):
            scores[number] = get(number, 0.0) + weight * contribution
            covered[number] = covered_get(number, 0.0) + weight * idf
    return scores, covered, postings


def search_index(index: Index, text: str, *, kind: str | None = None, faction: str | None = None, limit: int = 10) -> list[Hit]:
    """Rank the documents for ``text``, best first, then by id; scores rounded to 4 places.

    A document's score is the bm25 of the query's stems (``bm25_scores``), times the weight of
    its kind for this kind of question, times the share of the query's idf it covers, times the
    boost of a card the question names; then the best candidates are weighed by their title
    (rule sections) and the query's word pairs they have, and a conflict note is kept below
    the rule sections it points to.
    """
    if limit <= 0 or (kind is not None and kind not in KINDS):
        return []
    typed, filters = split_filters(text)
    allowed = _allowed(index, filters, kind, faction)
    analysis = analyse(typed, index.knows, [(key, spelled) for key, spelled, _, _ in index.names], index.vocabulary, index.glossary)
    if not analysis.terms:
        return _listed(index, allowed, limit) if filters else []
    scores, covered, postings = bm25_scores(index, analysis.terms)
    total = sum(analysis.terms[term] * found[0] for term, found in postings.items()) or 1.0
    named: dict[int, float] = {}
    for at in analysis.names:
        _, _, cards, specific = index.names[at]
        boost = 1.0 + (NAMED_CARD_BOOST - 1.0) * specific
        for card in cards:
            for number in index.about.get(card, (card,)):
                named[number] = max(named.get(number, 1.0), boost)
    name_stems = {part for at in analysis.names for part in index.names[at][0]}
    asked = (NAME_ONLY if set(analysis.terms) <= name_stems else CARD_QUESTION) if named else RULES_QUESTION if analysis.question else WORDS
    weights = tuple(asked[k] for k in KINDS)
    kinds, points_to = index.kinds, index.points_to
    ranked = []
    for number, score in scores.items():
        if allowed is not None and number not in allowed:
            continue
        score *= weights[kinds[number]] * covered[number] / total * named.get(number, 1.0)
        if number in points_to:
            score *= CONFLICT_WEIGHT
        ranked.append((-score, number))
    ranked.sort()
    ids = {term: found[4] for term, found in postings.items()}
    pairs = [(ids[a], ids[b]) for a, b in analysis.pairs if a in ids and b in ids]
    weighed: dict[int, float] = {}
    for negative, number in ranked[: max(CANDIDATES, limit * CANDIDATES_PER_HIT)]:
        score = -negative
        is_rule = kinds[number] == KINDS.index("rule")
        if not analysis.question and not is_rule:
            weighed[number] = score
            continue
        title, body = index.sequence(number)
        share = _title_share(title, ids) if is_rule else 0.0
        if not analysis.question:
            weighed[number] = score * (1.0 + TITLE_BOOST) if share == 1.0 else score
            continue
        score *= 1.0 + TITLE_BOOST * share
        if pairs:
            score *= 1.0 + PAIR_BOOST * min(MOST_PAIRS, max(_pairs_in(title, pairs), _pairs_in(body, pairs)))
        weighed[number] = score
    for note, rules in points_to.items():
        if note in weighed:
            matched = [weighed[rule] for rule in rules if rule in weighed]
            if matched:
                weighed[note] = min(weighed[note], CONFLICT_BELOW_RULE * max(matched))
    best = sorted(((-round(score, 4), index.document(number)[0], number) for number, score in weighed.items()))[:limit]
    return [_hit(index, number, -negative, analysis.terms, postings) for negative, _, number in best]


def _title_share(title, ids: dict[str, int]) -> float:
    """The share of a title's words (the index leaves out its common words) that the query has."""
    wanted = set(ids.values())
    return sum(1 for i in title if i in wanted) / len(title) if len(title) else 0.0


def _pairs_in(sequence, pairs: list[tuple[int, int]]) -> int:
    """How many of the query's word pairs the sequence has, next to each other in that order."""
    if len(sequence) < 2:
        return 0
    present = set(zip(sequence, sequence[1:]))
    return sum(1 for pair in pairs if pair in present)


# --- Filters -------------------------------------------------------------------------------


def _allowed(index: Index, filters: list[Filter], kind: str | None, faction: str | None) -> set[int] | None:
    """The documents the filters and options let through, None for all."""
    if not filters and kind is None and faction is None:
        return None
    count = len(index.kinds)
    allowed = set(range(count))
    if kind is not None:
        allowed = {n for n in allowed if index.kinds[n] == KINDS.index(kind)}
    factions = [faction] if faction is not None else []
    card_only = False
    for found in filters:
        if found.field == "faction":
            factions.append(resolve_faction(found.value))
        elif found.field == "kind" and found.value in KINDS:
            allowed = {n for n in allowed if index.kinds[n] == KINDS.index(found.value)}
        else:
            card_only = True
            allowed = {n for n in allowed if _card_holds(index, n, found)}
    for wanted in factions:
        allowed = {n for n in allowed if index.faction(n) == wanted}
    if card_only:
        allowed = {n for n in allowed if index.kinds[n] == KINDS.index("card")}
    return allowed


def _card_holds(index: Index, number: int, found: Filter) -> bool:
    if index.kinds[number] != KINDS.index("card"):
        return False
    if found.field == "kind":
        return index.card_kinds[number] == CARD_KINDS.index(found.value) + 1
    if found.field in ("power", "breakpoint"):
        value = (index.powers if found.field == "power" else index.breakpoints)[number]
        return found.holds(None if value == NO_NUMBER else value)
    title, body = index.sequence(number)
    wanted = [index.term_id(stem(word)) for word in words(found.value)]
    if found.field == "name":
        title = [index.term_id(stem(t)) for _, _, t in tokens(index.document(number)[1])]  # the whole name, its common words too
    return _has_run(list(title if found.field == "name" else body), wanted, quoted=found.typed.endswith('"'))


def _has_run(sequence: list[int], wanted: list[int | None], quoted: bool) -> bool:
    """Every wanted stem is in the sequence; next to each other, in order, if quoted."""
    if None in wanted:
        return False
    if not quoted:
        return all(w in sequence for w in wanted)
    size = len(wanted)
    return any(sequence[i : i + size] == wanted for i in range(len(sequence) - size + 1))


def _listed(index: Index, allowed: set[int] | None, limit: int) -> list[Hit]:
    """Filters without words: the documents they let through, by title, then id (score 0)."""
    found = sorted((index.document(n)[1].lower(), index.document(n)[0], n) for n in allowed or ())[:limit]
    return [_hit(index, number, 0.0, {}, {}) for _, _, number in found]


# --- Hits ----------------------------------------------------------------------------------


def _hit(index: Index, number: int, score: float, terms: dict[str, float], postings: dict[str, tuple]) -> Hit:
    id_, title, body = index.document(number)
    # The word forms that mark a match, and the query stems (by position) they match.
    marks: dict[str, list[int]] = {}
    weights: list[float] = []
    for position, term in enumerate(postings):
        weights.append(terms[term] * postings[term][0])
        for form in postings[term][3]:
            marks.setdefault(form, []).append(position)
    shown = snippet(body, marks)
    return Hit(id_, KINDS[index.kinds[number]], title, index.faction(number), shown if shown.strip() else body[:160], score,
               finding=(body, marks, weights))


def sentences(body: str) -> list[tuple[int, int]]:
    """Where each sentence of a text is: ``(start, end)``. A sentence ends at ". ", "? ", "! "
    (not after "e.g." and the like) or at a line's end, so a list item is one."""
    found, start, at = [], 0, 0
    size = len(body)
    while at < size:
        char = body[at]
        end = None
        if char == "\n":
            end = at
        elif char in ".?!" and (at + 1 == size or body[at + 1] in " \n"):
            word = body[start:at].rsplit(None, 1)[-1].strip("(").lower() if body[start:at].split() else ""
            if word not in ABBREVIATIONS:
                end = at + 1
        if end is not None:
            if body[start:end].strip():
                found.append((start, end))
            start = end
        at += 1
    if body[start:].strip():
        found.append((start, size))
    return [(s + len(body[s:e]) - len(body[s:e].lstrip()), e) for s, e in found]


def best_sentence(body: str, marks: dict[str, list[int]], weights: list[float]) -> str:
    """The sentence with the most of the query (its stems by their weighted idf, each counted
    at most twice), the first of equals; in full, its matches marked."""
    best, best_score = None, 0.0
    spans = sentences(body)
    for start, end in spans:
        found = tokens(body[start:end])
        times: dict[int, int] = {}
        for _, _, form in found:
            for position in marks.get(form, ()):
                times[position] = times.get(position, 0) + 1
        # The question's rarest words, a word said twice counting twice ("discarding, not
        # destroying ... being destroyed").
        score = sum(weights[position] * min(count, 2) for position, count in times.items())
        if score > best_score:
            best, best_score = (start, end, found), score
    if best is None:  # the question's words are not in the text (a card named only): its first sentence
        if not spans:
            return ""
        start, end = spans[0]
        best = (start, end, [])
    start, end, found = best
    text = body[start:end]
    out, offset = [], 0
    for at, stop, form in found:
        if form in marks:
            out += (text[offset:at], HIGHLIGHT_START, text[at:stop], HIGHLIGHT_END)
            offset = stop
    out.append(text[offset:])
    return "".join(out).strip().lstrip("- ").strip()


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
