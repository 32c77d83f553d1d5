"""Resolving what a person types to a card, faction or rule.

Matching is case-, accent- and punctuation-insensitive. An exact name wins,
then a unique prefix, then a unique word-prefix match (``"tenacious"`` →
Tenacious Z); otherwise the closest names by edit distance are offered.
"""

from __future__ import annotations

from smashup_rules.util.cache import once

from smashup_rules.util.ids import fold
from smashup_rules.reference import data

SUGGESTIONS = 5
SUGGESTION_CUTOFF = 60  # rapidfuzz score, 0–100
SUGGESTION_WINDOW = 15  # how far below the best suggestion another may score
CLOSE_START = 85  # a name's start matching what was typed this well (rapidfuzz ratio) counts


class UnknownName(ValueError):
    """No card (or faction, rule) answers to a name; ``suggestions`` are the closest ones."""

    def __init__(self, kind: str, name: str, suggestions: list[str], ambiguous: bool = False, titles: dict[str, str] | None = None):
        self.kind = kind
        self.name = name
        self.suggestions = suggestions
        self.ambiguous = ambiguous
        # Suggestions that are ids (of rules, typed by id) are shown with their titles.
        shown = [f"{s!r} ({titles[s]})" for s in suggestions] if titles else [repr(s) for s in suggestions]
        if ambiguous:
            message = f"{kind} name {name!r} is ambiguous: it could be {_or_list(shown)}"
        elif suggestions:
            message = f"no {kind} named {name!r}; did you mean {_or_list(shown)}?"
        else:
            message = f"no {kind} named {name!r}"
        super().__init__(message)


def _or_list(shown: list[str]) -> str:
    return shown[0] if len(shown) == 1 else ", ".join(shown[:-1]) + " or " + shown[-1]


class NameIndex:
    """Folded display names → ids, with the matching rules above."""

    def __init__(self, kind: str, entries: dict[str, str], by_fold: dict[str, list[str]] | None = None, *, suggest_ids: bool = False):
        self.kind = kind
        self.names = entries  # id → display name
        self.suggest_ids = suggest_ids  # suggestions are ids (with their names shown), not names
        if by_fold is None:
            by_fold = {}
            for item_id, name in entries.items():
                for key in {fold(name), fold(item_id.split("/")[-1]), fold(item_id)}:
                    by_fold.setdefault(key, []).append(item_id)
        self.by_fold = by_fold

    def resolve(self, text: str, among: set[str] | None = None) -> str:
        """The one id ``text`` names, else UnknownName with suggestions."""
        key = fold(text)
        for candidates in self._candidates(key):
            matches = sorted({c for c in candidates if among is None or c in among})
            if len(matches) == 1:
                return matches[0]
            if len(matches) > 1:
                names = sorted({self.names[m] for m in matches})
                if len(names) == 1 or self.suggest_ids:  # one name shared by several ids: a real ambiguity of ids
                    names = matches
                raise UnknownName(self.kind, text, names[:8], ambiguous=True, titles=self._titles())
        raise UnknownName(self.kind, text, self.closest(text, among), titles=self._titles())

    def _titles(self) -> dict[str, str] | None:
        return self.names if self.suggest_ids else None

    def _candidates(self, key: str):
        """The ids named exactly, then by prefix, then by word prefixes: each looked for only
        when the one before found nothing (scanning every name costs a lookup a millisecond)."""
        yield self.by_fold.get(key, [])
        if key:
            yield [i for k, ids in self.by_fold.items() if k.startswith(key) for i in ids]
            yield [i for k, ids in self.by_fold.items() if _word_prefixes(key, k) for i in ids]

    def sharing(self, text: str) -> list[str]:
        """The ids of the items that all bear exactly the name ``text`` (folded), when
        there are several (a card reprinted in another faction); else []."""
        ids = sorted(set(self.by_fold.get(fold(text), [])))
        if len(ids) > 1 and len({self.names[i] for i in ids}) == 1:
            return ids
        return []

    def closest(self, text: str, among: set[str] | None = None, limit: int = SUGGESTIONS) -> list[str]:
        from rapidfuzz import process, utils  # only needed when a name is not found

        query = fold(text)
        # A name less than half as long as what was typed is not what was meant, however well it
        # matches a part of it ("or" in "scorin tiez").
        keys = [
            (key, item_id) for key, ids in self.by_fold.items() if 2 * len(key) >= len(query)
            for item_id in ids if among is None or item_id in among
        ]
        found = process.extract(query, [key for key, _ in keys], scorer=_typed_score, processor=utils.default_process, limit=limit * 4, score_cutoff=SUGGESTION_CUTOFF)
        names: list[str] = []
        best = found[0][1] if found else 0
        for _, score, index in found:
            if score < best - SUGGESTION_WINDOW:
                break
            item_id = keys[index][1]
            name = item_id if self.suggest_ids else self.names[item_id]
            if name not in names:
                names.append(name)
        return names[:limit]


def _typed_score(query: str, key: str, **_: object) -> float:
    """How well ``key`` matches what was typed: rapidfuzz's weighted ratio, or, for several words
    when higher, the plain ratio against the key's start as long as the query (the first words of
    a name, with a typo, when it is close: "tie for frist" is "Tie for first place" more than any name sharing the
    word "for"; one word keeps the weighted ratio, which ranks whole names above prefixes)."""
    from rapidfuzz import fuzz

    score = fuzz.WRatio(query, key)
    if " " not in query:
        return score
    start = fuzz.ratio(query, key[: len(query)])
    return start if start > max(score, CLOSE_START) else score


def _word_prefixes(query: str, name: str) -> bool:
    """Every word of the query starts a word of the name, in order (``"zom lord"``)."""
    words = name.split()
    position = 0
    for part in query.split():
        while position < len(words) and not words[position].startswith(part):
            position += 1
        if position == len(words):
            return False
        position += 1
    return True


@once
def card_index() -> NameIndex:
    return NameIndex("card", data.card_names(), data.name_keys()["card"])


@once
def faction_index() -> NameIndex:
    entries = {fid: f["name"] for fid, f in data.factions().items()}
    entries.update({did: d["name"] for did, d in data.decks().items()})
    return NameIndex("faction", entries, data.name_keys()["faction"])


def resolve_card(name: str, among: set[str] | None = None) -> str:
    return card_index().resolve(name, among)


def cards_sharing_name(name: str) -> list[str]:
    return card_index().sharing(name)


def resolve_faction(name: str) -> str:
    return faction_index().resolve(name)
