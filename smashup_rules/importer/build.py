"""Seeds → the JSON documents in ``smashup_rules/data``."""

from __future__ import annotations

from pathlib import Path

from smashup_rules.util.ids import fold, slugify
from smashup_rules.importer.summaries import SummaryImporter
from smashup_rules.importer.wiki import (
    DECK_NAMES,
    card_entries,
    faction_metadata,
    faction_sections,
    is_faction_page,
    special_deck_sections,
    titan_list,
)
from smashup_rules.importer.wikidump import Revision, clean_markup, heading, split_revisions

WIKI_FILE = "003_1a9a7443b159a93a.txt"
SUMMARY_FILES = ("000_8d59bd943c510cca.txt", "001_4a7077892bda58de.txt", "004_36f6a50e22228e0b.txt")
SPECIAL_PAGE = "Special Cards, Counters and Other Rules"
TITAN_PAGE = "List of Factions with Titans"
DECK_SIZES = {"faction": 20, "monsters": 20, "treasures": 22, "madness": 30}
VERSIONED_FIELDS = ("copies", "kind", "power", "breakpoint", "vp", "treasures", "text", "errata", "clarifications")


class SeedError(ValueError):
    """The seeds do not add up (a deck of the wrong size, a missing page)."""


def build(seeds: Path) -> dict[str, object]:
    """Every data document, keyed by file name, as plain JSON-ready values."""
    wiki_text = (seeds / WIKI_FILE).read_text(encoding="utf-8")
    pages = group_pages(split_revisions(wiki_text))

    faction_links = main_page_factions(current(pages, "Main Page"))
    titans_by_faction = titan_list(current(pages, TITAN_PAGE))

    cards: dict[str, dict] = {}
    factions: dict[str, dict] = {}
    for title, revisions in pages.items():
        newest = first_with_content(revisions)
        if newest is None or not is_faction_page(newest):
            continue
        slug = slugify(title)
        versions = [
            (rev, [e.record(rev, WIKI_FILE) for e in card_entries(rev, faction_sections(slug))])
            for rev in revisions
            if not rev.is_empty
        ]
        faction_cards = add_versions(cards, versions)
        meta = faction_metadata(newest)
        factions[slug] = faction_record(slug, title, meta, faction_cards, cards, newest, titans_by_faction)

    special = pages[SPECIAL_PAGE]
    versions = [(rev, [e.record(rev, WIKI_FILE) for e in card_entries(rev, special_deck_sections)]) for rev in special if not rev.is_empty]
    deck_cards = add_versions(cards, versions)
    decks = [
        {
            "id": deck,
            "name": DECK_NAMES[deck],
            "cards": sorted(c for c in deck_cards if cards[c]["group"] == deck),
            "size": sum(cards[c]["copies"] for c in deck_cards if cards[c]["group"] == deck),
        }
        for deck in ("madness", "monsters", "treasures")
    ]

    faction_slugs = {fold(name): slugify(name) for name in faction_links}
    by_faction: dict[str, dict[str, str]] = {}
    for card in cards.values():
        by_faction.setdefault(card["group"], {})[fold(card["name"])] = card["id"]
    summaries = SummaryImporter(faction_slugs, by_faction)
    for name in SUMMARY_FILES:
        summaries.add(name, (seeds / name).read_text(encoding="utf-8"))
    add_summary_factions(factions, summaries, faction_links)
    for stub in summaries.stub_cards.values():
        cards[stub["id"]] = stub_card(stub)

    check_sizes(factions, decks, cards)
    return {
        "names.json": name_keys(cards, factions, decks),
        "cards.json": {"cards": [cards[k] for k in sorted(cards)]},
        "factions.json": {"factions": [factions[k] for k in sorted(factions)], "decks": decks},
        "rulings.json": {"sets": summaries.sets, "rulings": sorted(summaries.rulings, key=ruling_order)},
        "pages.json": {"file": WIKI_FILE, "pages": page_index(pages)},
    }


def name_keys(cards: dict, factions: dict, decks: list[dict]) -> dict:
    """Folded names and ids → ids, so a lookup need not fold every name."""

    def keys(entries: dict[str, str]) -> dict[str, list[str]]:
        index: dict[str, set[str]] = {}
        for item_id, name in entries.items():
            for key in (fold(name), fold(item_id.split("/")[-1]), fold(item_id)):
                index.setdefault(key, set()).add(item_id)
        return {key: sorted(ids) for key, ids in sorted(index.items())}

    faction_names = {f["id"]: f["name"] for f in factions.values()}
    faction_names.update({d["id"]: d["name"] for d in decks})
    return {
        "card": keys({c["id"]: c["name"] for c in cards.values()}),
        "faction": keys(faction_names),
    }


def group_pages(revisions: list[Revision]) -> dict[str, list[Revision]]:
    """Title → revisions, newest first (the dump lists edits newest first)."""
    pages: dict[str, list[Revision]] = {}
    for rev in revisions:
        pages.setdefault(rev.title, []).append(rev)
    for revs in pages.values():
        revs.sort(key=lambda r: r.timestamp, reverse=True)
    return pages


def first_with_content(revisions: list[Revision]) -> Revision | None:
    return next((rev for rev in revisions if not rev.is_empty), None)


def current(pages: dict[str, list[Revision]], title: str) -> Revision:
    if title not in pages or first_with_content(pages[title]) is None:
        raise SeedError(f"{WIKI_FILE}: no page {title!r} with content")
    return first_with_content(pages[title])


def main_page_factions(revision: Revision) -> list[str]:
    names, in_links = [], False
    for raw in revision.body:
        head = heading(raw)
        if head:
            in_links = head[1] == "Faction Links"
        elif in_links and raw.strip().startswith("*"):
            names.append(clean_markup(raw.strip().lstrip("*")))
    return names


def add_versions(cards: dict[str, dict], versions: list[tuple[Revision, list[dict]]]) -> list[str]:
    """Store the newest version of each card with what older revisions said differently."""
    (newest_rev, newest_cards), older = versions[0], versions[1:]
    ids = []
    for record in newest_cards:
        if record["id"] in cards:
            raise SeedError(f"{WIKI_FILE}:{record['source']['line']}: duplicate card id {record['id']}")
        record["history"] = []
        cards[record["id"]] = record
        ids.append(record["id"])
    newer_rev, newer = newest_rev, {r["id"]: r for r in newest_cards}
    for rev, records in older:
        by_id = {r["id"]: r for r in records}
        for card_id, record in by_id.items():
            if card_id not in cards or card_id not in newer:
                continue
            changed = {f: record[f] for f in VERSIONED_FIELDS if record[f] != newer[card_id][f]}
            if changed:
                cards[card_id]["history"].append(
                    {
                        "revision": rev.timestamp,
                        "superseded_by": newer_rev.timestamp,
                        "edit_summary": newer_rev.summary,
                        "before": changed,
                    }
                )
        newer_rev, newer = rev, {**newer, **by_id}
    return ids


def faction_record(slug, title, meta, faction_cards, cards, newest, titans_by_faction) -> dict:
    deck = [c for c in faction_cards if cards[c]["kind"] in ("minion", "action")]
    titan_cards = [c for c in faction_cards if cards[c]["kind"] == "titan"]
    titan_name = cards[titan_cards[0]]["name"] if titan_cards else meta["titan_name"] or titans_by_faction.get(title)
    return {
        "id": slug,
        "name": title,
        "set": meta["set"],
        "complexity": meta["complexity"],
        "mechanics": meta["mechanics"],
        "description": meta["description"],
        "titan": {"name": titan_name, "id": titan_cards[0] if titan_cards else None} if titan_name else None,
        "deck": deck,
        "bases": [c for c in faction_cards if cards[c]["kind"] == "base"],
        "deck_size": sum(cards[c]["copies"] for c in deck),
        "card_texts_known": True,
        "summary_set": None,
        "source": {"file": WIKI_FILE, "page": title, "revision": newest.timestamp, "line": newest.line},
    }


def add_summary_factions(factions: dict, summaries: SummaryImporter, faction_links: list[str]) -> None:
    names = {slugify(n): n for n in faction_links}
    for slug, note in summaries.faction_notes.items():
        if slug in factions:
            factions[slug]["summary_set"] = note["set_id"]
            continue
        stubs = [s for s in summaries.stub_cards.values() if s["group"] == slug]
        titan = next((s for s in stubs if s["kind"] == "titan"), None)
        factions[slug] = {
            "id": slug,
            "name": names[slug],
            "set": note["set"],
            "complexity": None,
            "mechanics": [],
            "description": note["description"],
            "titan": {"name": titan["name"], "id": titan["id"]} if titan else None,
            "deck": [],
            "bases": [],
            "deck_size": None,
            "card_texts_known": False,
            "summary_set": note["set_id"],
            "source": None,
        }


def stub_card(stub: dict) -> dict:
    """A card the summaries rule on but whose text no seed gives."""
    return {
        "id": stub["id"],
        "name": stub["name"],
        "kind": stub["kind"],
        "group": stub["group"],
        "copies": None,
        "power": None,
        "breakpoint": None,
        "vp": None,
        "treasures": None,
        "text": None,
        "errata": None,
        "clarifications": [],
        "source": None,
        "history": [],
    }


def check_sizes(factions: dict, decks: list[dict], cards: dict) -> None:
    problems = [
        f"faction {f['name']}: deck of {f['deck_size']} cards, expected {DECK_SIZES['faction']}"
        for f in factions.values()
        if f["card_texts_known"] and f["deck_size"] != DECK_SIZES["faction"]
    ]
    problems += [f"{d['name']} deck of {d['size']} cards, expected {DECK_SIZES[d['id']]}" for d in decks if d["size"] != DECK_SIZES[d["id"]]]
    if problems:
        raise SeedError("; ".join(problems))


def ruling_order(ruling: dict) -> tuple:
    return ruling["source"]["file"], ruling["source"]["line"]


def page_index(pages: dict[str, list[Revision]]) -> list[dict]:
    return [
        {
            "title": title,
            "revisions": [
                {"timestamp": r.timestamp, "edit_summary": r.summary, "empty": r.is_empty, "line": r.line}
                for r in revs
            ],
        }
        for title, revs in sorted(pages.items())
    ]
