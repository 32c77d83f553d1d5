"""What a card's own sources are, for a step that its ability decides: the card, its errata
when the errata changed how it works ("functional"), its official clarifications and the
expansion summaries' rulings about it. Citations of errata read ``errata:<card id>``."""

from __future__ import annotations

from smashup_rules.util.cache import once
from smashup_rules.engine.abilities import is_vanilla
from smashup_rules.reference import data

ERRATA_PREFIX = "errata:"


def errata_id(card_id: str) -> str:
    return f"{ERRATA_PREFIX}{card_id}"


def card_of_errata(cite: str) -> str | None:
    """The card an errata citation is about, or None for any other citation."""
    return cite[len(ERRATA_PREFIX):] if cite.startswith(ERRATA_PREFIX) else None


def has_functional_errata(card_id: str) -> bool:
    errata = data.cards()[card_id].get("errata") or {}
    return bool(errata.get("errata")) and "functional" in (errata.get("kinds") or ())


def card_sources(card_id: str) -> tuple[str, ...]:
    """The card, its functional errata, its clarifications and the summary rulings naming it."""
    clarifications = [c["id"] for c in data.cards()[card_id].get("clarifications") or ()]
    errata = [errata_id(card_id)] if has_functional_errata(card_id) else []
    return (card_id, *errata, *clarifications, *_rulings_by_card().get(card_id, ()))


def no_ability_sources(card_id: str) -> tuple[str, ...]:
    """For a card printed with no ability (King Rex), its sources, whose clarification says the
    blank is deliberate: cited where it is played or scores, where nothing else happens."""
    return card_sources(card_id) if is_vanilla(data.cards()[card_id].get("text")) else ()


@once
def _rulings_by_card() -> dict[str, tuple[str, ...]]:
    found: dict[str, list[str]] = {}
    for ruling_id, ruling in sorted(data.summary_rulings().items()):
        for card_id in ruling.get("cards") or ():
            found.setdefault(card_id, []).append(ruling_id)
    return {card_id: tuple(ids) for card_id, ids in found.items()}


def conflict_readings(card_id: str) -> tuple[str, ...]:
    """The ``conflict.*`` sections where the project chose a reading of this card between its
    sources (docs/conflicts.md): those naming the card or one of its rulings."""
    return _readings_by_card().get(card_id, ())


@once
def _readings_by_card() -> dict[str, tuple[str, ...]]:
    found: dict[str, list[str]] = {}
    for section_id, section in sorted(data.rules().items()):
        if not section_id.startswith("conflict."):
            continue
        words = f"{section.get('source') or ''} {section.get('body') or ''}"
        for mention in sorted(_card_mentions(words)):
            found.setdefault(mention, []).append(section_id)
    return {card_id: tuple(ids) for card_id, ids in found.items()}


def _card_mentions(text: str) -> set[str]:
    """The card ids quoted in ``text`` as `group/card` or `group/card#N` (without ``re``, whose
    import costs a short command a good part of its start-up)."""
    found = set()
    for quoted in text.split("`")[1::2]:
        card_id, _, number = quoted.partition("#")
        group, slash, name = card_id.partition("/")
        if slash and _slug(group) and _slug(name) and (not number or number.isdigit()):
            found.add(card_id)
    return found


def _slug(word: str) -> bool:
    return bool(word) and all(c.isdigit() or "a" <= c <= "z" or c == "-" for c in word)
