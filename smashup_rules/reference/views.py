"""What each lookup command shows, as plain data: the ``--json`` schema (docs/json.md).

The CLI renders these dictionaries as text; they are the stable contract.
"""

from __future__ import annotations

from smashup_rules.util.cache import once

from smashup_rules.util.ids import fold
from smashup_rules.reference import data
from smashup_rules.reference.names import NameIndex, UnknownName, cards_sharing_name, resolve_card, resolve_faction
from smashup_rules.reference.reprints import REPRINTS, reprints_of


# What a reader knows each source file as (the seed files, ../shared/seeds/README.md): the data
# names the file, which ``--json`` keeps; the text and the site name the document.
SOURCE_DOCUMENTS = {
    "000_8d59bd943c510cca.txt": "Oops, You Did It Again rules summary",
    "001_4a7077892bda58de.txt": "Penguins rules summary",
    "003_1a9a7443b159a93a.txt": "Smash Up rulebook wiki",
    "004_36f6a50e22228e0b.txt": "The Obligatory Cthulhu Set rules summary",
}


def with_document(source: dict | None) -> dict | None:
    """A card's or ruling's ``source`` with the ``document`` its file is (``SOURCE_DOCUMENTS``)."""
    return None if source is None else {**source, "document": SOURCE_DOCUMENTS[source["file"]]}


def source_line(source: dict) -> str:
    """Where a card's text comes from, as a reader cites it: "Smash Up rulebook wiki, page
    Pirates, revision of 2026-09-27" (the day of the revision's timestamp)."""
    return f"{source['document']}, page {source['page']}, revision of {source['revision'][:10]}"


def rulings_for_card(card_id: str) -> list[dict]:
    return [r for r in data.summary_rulings().values() if card_id in r["cards"]]


def card_lookup(name: str, *, history: bool = False) -> dict:
    """What ``smashup card NAME`` shows: the card ``name`` resolves to, or, when several
    cards bear exactly that name (World Champs reprints), all of them as
    ``{"name", "cards": [card view]}`` in id order."""
    shared = cards_sharing_name(name)
    if shared:
        cards = [card_view(card_id, history=history) for card_id in shared]
        return {"name": cards[0]["name"], "cards": cards}
    return card_view(resolve_card(name), history=history)


def card_view(card_id: str, *, history: bool = False) -> dict:
    card = data.cards()[card_id]
    view = {key: card[key] for key in ("id", "name", "kind", "group", "copies", "power", "breakpoint", "vp", "treasures", "text", "errata", "clarifications")}
    view["source"] = with_document(card["source"])
    view["group_name"] = data.group_name(card["group"])
    faction = data.factions().get(card["group"])
    view["set"] = faction["set"] if faction else None
    view["text_known"] = card["text"] is not None
    view["reprint_of"] = _card_named(REPRINTS[card_id].original) if card_id in REPRINTS else None
    view["reprinted_as"] = [_card_named(reprint) for reprint in reprints_of(card_id)]
    view["rulings"] = [
        {"id": r["id"], "text": r["text"], "label": r["label"], "source": with_document(r["source"])}
        for r in rulings_for_card(card["id"])
    ]
    if history:
        view["history"] = card["history"]
    return view


def _card_named(card_id: str) -> dict:
    """Another card, as a card's view names it: its id, name and faction's name."""
    card = data.cards()[card_id]
    return {"id": card_id, "name": card["name"], "group_name": data.group_name(card["group"])}


def faction_view(name: str, implemented: set[str]) -> dict:
    """A faction's or special deck's cards, each marked with whether it is in ``implemented``
    (the card ids the rules engine can resolve: ``engine.registry.implemented_cards``)."""
    faction_id = resolve_faction(name)
    if faction_id in data.decks():
        deck = data.decks()[faction_id]
        cards = [_deck_entry(c, implemented) for c in deck["cards"]]
        return {"id": deck["id"], "name": deck["name"], "kind": "deck", "size": deck["size"], "cards": cards, "implemented": _count(cards)}
    faction = data.factions()[faction_id]
    summary = [r for r in data.summary_rulings().values() if r["faction"] == faction_id and r["kind"] == "ruling"]
    known = {c for c in data.cards() if data.cards()[c]["group"] == faction_id}
    view = {
        "id": faction["id"],
        "name": faction["name"],
        "kind": "faction",
        "set": faction["set"],
        "complexity": faction["complexity"],
        "mechanics": faction["mechanics"],
        "description": faction["description"],
        "card_texts_known": faction["card_texts_known"],
        "deck_size": faction["deck_size"],
        "cards": [_deck_entry(c, implemented) for c in faction["deck"]],
        "bases": [_deck_entry(c, implemented) for c in faction["bases"]],
        "titan": _deck_entry(faction["titan"]["id"], implemented) if faction["titan"] and faction["titan"]["id"] else None,
        "named_in_rulings": [_deck_entry(c, implemented) for c in sorted(known - set(faction["deck"]) - set(faction["bases"]) - {(faction["titan"] or {}).get("id")})],
        "faction_rulings": [{"id": r["id"], "text": r["text"]} for r in summary if not r["cards"]],
    }
    playable = view["cards"] + view["bases"] + ([view["titan"]] if view["titan"] else [])
    view["implemented"] = _count(playable)
    return view


def _count(entries: list[dict]) -> dict:
    """How many of these cards the engine implements, and which it does not."""
    missing = [e["name"] for e in entries if not e["implemented"]]
    return {"implemented": len(entries) - len(missing), "total": len(entries), "missing": missing}


def _deck_entry(card_id: str, implemented: set[str]) -> dict:
    card = data.cards()[card_id]
    return {
        "implemented": card_id in implemented,
        "id": card_id,
        "name": card["name"],
        "kind": card["kind"],
        "copies": card["copies"],
        "power": card["power"],
        "breakpoint": card["breakpoint"],
        "vp": card["vp"],
        "rulings": len(card["clarifications"]) + len(rulings_for_card(card_id)),
    }


@once
def rule_areas() -> dict[str, dict]:
    """Tables of contents: each rules file by its name (``special``) and each
    other ID prefix (``titans`` for ``titans.*``), sections in document order."""
    in_order = sorted(data.rules().values(), key=lambda r: (r["file"], r["line"]))
    by_file: dict[str, list[dict]] = {}
    by_prefix: dict[str, list[dict]] = {}
    for rule in in_order:
        by_file.setdefault(rule["area"], []).append(rule)
        by_prefix.setdefault(rule["id"].split(".")[0], []).append(rule)
    areas = {name: _area(name, rules[0]["area_title"], rules) for name, rules in by_file.items()}
    for prefix, rules in by_prefix.items():
        if prefix not in areas:
            label = prefix.replace("-", " ").capitalize()
            areas[prefix] = _area(prefix, f"{label} ({rules[0]['area_title']})", rules)
    return areas


def _area(name: str, title: str, rules: list[dict]) -> dict:
    sections = [{"id": r["id"], "title": r["title"]} for r in rules]
    return {"kind": "area", "area": name, "area_title": title, "file": rules[0]["file"], "sections": sections}


@once
def rule_index() -> NameIndex:
    """Sections by ID and title, and areas (``scoring``, ``titans``) by name and title."""
    entries = {rule_id: rule["title"] for rule_id, rule in data.rules().items()}
    entries.update({area: view["area_title"] for area, view in rule_areas().items()})
    return NameIndex("rule", entries, suggest_ids=True)


def resolve_rule(text: str) -> str:
    rules = data.rules()
    if text in rules:
        return text
    key = fold(text)
    exact_titles = sorted(r for r, rule in rules.items() if fold(rule["title"]) == key)
    if len(exact_titles) == 1:
        return exact_titles[0]
    if len(exact_titles) > 1:  # a glossary term and a rule share a title: the term is what was asked
        terms = [r for r in exact_titles if r.startswith("terms.")]
        if len(terms) == 1:
            return terms[0]
        raise UnknownName("rule", text, exact_titles, ambiguous=True)
    return rule_index().resolve(text)


def rule_view(text: str) -> dict:
    """A rule section, or the table of contents of an area ("scoring", "titans")."""
    rules = data.rules()
    areas = rule_areas()
    if text not in rules and fold(text).replace(" ", "-") in areas:
        return areas[fold(text).replace(" ", "-")]
    found = resolve_rule(text)
    if found in areas:
        return areas[found]
    rule = rules[found]
    import re

    mentioned = [m for m in re.findall(r"`([^`]+)`", rule["body"]) if m in rules and m != rule["id"]]
    related = [{"id": r, "title": rules[r]["title"]} for r in dict.fromkeys(rule["related"] + mentioned)]
    referenced_by = [{"id": r["id"], "title": r["title"]} for r in rules.values() if rule["id"] in r["related"]]
    return {**rule, "kind": "section", "related": related, "referenced_by": referenced_by}


def rulings_view(faction: str | None = None) -> list[dict]:
    faction_id = resolve_faction(faction) if faction else None
    rows = []
    for ruling in data.rulings().values():
        if faction_id and ruling["faction"] != faction_id:
            continue
        names = [data.cards()[c]["name"] for c in ruling["cards"]]
        rows.append({**ruling, "card_names": names})
    return sorted(rows, key=lambda r: r["id"])


def card_stats(view: dict) -> str:
    stats = [view["kind"] or "card type unknown"]
    if view.get("power") is not None:
        stats.append(f"power {view['power']}")
    if view.get("breakpoint") is not None:
        stats.append(f"breakpoint {view['breakpoint']}, VP {'/'.join(map(str, view['vp']))}")
    if view.get("treasures") is not None:
        stats.append(f"{view['treasures']} treasure{'s' * (view['treasures'] != 1)}")
    if view.get("copies"):
        stats.append(f"{view['copies']}×")
    return " · ".join(stats)
