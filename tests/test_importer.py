"""The importer on tricky excerpts of the wiki dump and summaries, and on the real seeds."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from smashup_rules.importer.build import add_versions, group_pages
from smashup_rules.importer.summaries import SummaryImporter, card_names
from smashup_rules.importer.wiki import card_entries, faction_metadata, faction_sections, parse_errata
from smashup_rules.importer.wikidump import split_revisions
from smashup_rules.reference import data

REPO = Path(__file__).resolve().parent.parent
SEEDS = Path(os.environ.get("SMASHUP_SEEDS", REPO.parent / "shared" / "seeds"))

PAGE = """dump title

Pirates

2026-09-27T04:06:26Z

Editor: newer edit

Pirates are from the '''Core (Base game)''' '''set''' and have a Titan card - '''The Kraken'''.
======Complexity Level: LOW-MEDIUM======
======Mechanics======
*TBD
===Cards - Minions===
======2x Buccaneer======
[[File:x.png|none|thumb]]
'''Power4''' - Ongoing: Once per turn, if this minion would be destroyed, you may move it to another base instead.

Errata: Yes, Functional (Special to Ongoing; '''may''' move instead of mandatory) and Wording

Clarifications:

*None
===== 1x Cut Lass =====
'''(Power 3''') - You may destroy a minion here of power 2 or less.

Clarifications:

* First line
continued here
===Cards - Actions===
====== 1x Sea Dogs ======
Name a faction.
Move all other players’ minions of that faction from one base to another.

Errata: No

Clarifications:

Q: All the minions must start at the same base and move to the same base.
===Card - Titan===
======1x The Kraken======
Talent: Move this titan to another base. Errata: Yes, Functional (until start of your next turn)

Clarifications:

* Yes, you '''must''' say it.

Pirates

2026-09-01T00:00:00Z

Editor: an edit the dump does not show

Pirates

2026-08-01T00:00:00Z

Editor: older

===Cards - Minions===
======2x Buccaneer======
'''Power 4''' - Special: If this minion would be destroyed, move it to another base instead.

Errata: No

Clarifications:

*None
"""


@pytest.fixture()
def pirates():
    pages = group_pages(split_revisions(PAGE))
    revisions = pages["Pirates"]
    versions = [(rev, [e.record(rev, "003.txt") for e in card_entries(rev, faction_sections("pirates"))]) for rev in revisions if not rev.is_empty]
    cards: dict[str, dict] = {}
    add_versions(cards, versions)
    return revisions, cards


def test_revisions_are_split_newest_first_and_empty_ones_are_kept_apart(pirates):
    revisions, _ = pirates
    assert [r.timestamp for r in revisions] == ["2026-09-27T04:06:26Z", "2026-09-01T00:00:00Z", "2026-08-01T00:00:00Z"]
    assert [r.is_empty for r in revisions] == [False, True, False]
    assert revisions[0].summary == "newer edit"


def test_power_line_variants_and_card_types(pirates):
    _, cards = pirates
    assert cards["pirates/buccaneer"]["power"] == 4
    assert cards["pirates/buccaneer"]["copies"] == 2
    assert cards["pirates/cut-lass"]["power"] == 3
    assert cards["pirates/cut-lass"]["text"] == "You may destroy a minion here of power 2 or less."
    assert cards["pirates/sea-dogs"]["kind"] == "action"
    assert cards["pirates/the-kraken"]["kind"] == "titan"


def test_errata_parsing_keeps_kinds_note_and_verbatim_text(pirates):
    _, cards = pirates
    errata = cards["pirates/buccaneer"]["errata"]
    assert errata == {
        "errata": True,
        "kinds": ["functional", "wording"],
        "note": "Special to Ongoing; may move instead of mandatory",
        "text": "Yes, Functional (Special to Ongoing; may move instead of mandatory) and Wording",
    }
    assert cards["pirates/cut-lass"]["errata"]["errata"] is None  # the page does not say
    assert parse_errata("None.")["errata"] is False


def test_errata_at_the_end_of_the_text_line(pirates):
    _, cards = pirates
    kraken = cards["pirates/the-kraken"]
    assert kraken["text"] == "Talent: Move this titan to another base."
    assert kraken["errata"]["note"] == "until start of your next turn"


def test_multi_paragraph_text_and_clarification_forms(pirates):
    _, cards = pirates
    assert cards["pirates/sea-dogs"]["text"] == "Name a faction.\nMove all other players’ minions of that faction from one base to another."
    assert cards["pirates/sea-dogs"]["clarifications"] == [
        {"id": "pirates/sea-dogs#1", "text": "Q: All the minions must start at the same base and move to the same base."}
    ]
    assert cards["pirates/cut-lass"]["clarifications"][0]["text"] == "First line\ncontinued here"
    assert cards["pirates/buccaneer"]["clarifications"] == []
    assert cards["pirates/the-kraken"]["clarifications"][0]["text"] == "Yes, you must say it."


def test_an_empty_revision_does_not_erase_and_older_text_is_history(pirates):
    _, cards = pirates
    history = cards["pirates/buccaneer"]["history"]
    assert len(history) == 1
    assert history[0]["revision"] == "2026-08-01T00:00:00Z"
    assert history[0]["superseded_by"] == "2026-09-27T04:06:26Z"
    assert history[0]["before"]["text"] == "Special: If this minion would be destroyed, move it to another base instead."
    assert history[0]["before"]["errata"]["errata"] is False


def test_faction_metadata(pirates):
    revisions, _ = pirates
    meta = faction_metadata(revisions[0])
    assert meta["set"] == "Core (Base Game)"
    assert meta["titan_name"] == "The Kraken"
    assert meta["complexity"] == "Low-Medium"
    assert meta["mechanics"] == []


@pytest.mark.parametrize(
    ("label", "names", "similar"),
    [
        ("Mummy", ["Mummy"], False),
        ("Blessing of Anubis, Tomb Trap, and You Can Take It With You", ["Blessing of Anubis", "Tomb Trap", "You Can Take It With You"], False),
        ("Bushi, Honor the Fallen, Samurai-Chan, Shogun, and similar abilities", ["Bushi", "Honor the Fallen", "Samurai-Chan", "Shogun"], True),
        ("Berserk, Huscarl, Raider and similar top-deck effects", ["Berserk", "Huscarl", "Raider"], True),
        ("...It Just Might Work", ["...It Just Might Work"], False),
    ],
)
def test_summary_labels_name_cards(label, names, similar):
    assert card_names(label) == (names, similar)


SUMMARY = """Smash Up: Oops, You Did It Again Rules
Smash Up: Oops, You Did It Again Rules
Intro.
Duels
Duels are optional.
Samurai
Samurai reward your minions going to the discard pile.
Bushi, Honor the Fallen, and similar abilities: Goes to the discard pile from play includes scoring.
When several Samurai effects trigger, announce the group.
Accessibility play notes
Say it aloud.
"""


def test_summary_rulings_attach_to_cards_factions_and_topics():
    importer = SummaryImporter({"samurai": "samurai"}, {})
    importer.add("000.txt", SUMMARY)
    by_id = {r["id"]: r for r in importer.rulings}
    assert sorted(by_id) == ["oops/accessibility#1", "oops/bushi#1", "oops/duels#1", "oops/samurai#1"]
    assert by_id["oops/bushi#1"]["cards"] == ["samurai/bushi", "samurai/honor-the-fallen"]
    assert by_id["oops/bushi#1"]["and_similar"] is True
    assert by_id["oops/duels#1"]["rules"] == ["duels"]
    assert by_id["oops/accessibility#1"]["kind"] == "note"
    assert importer.faction_notes["samurai"]["description"] == "Samurai reward your minions going to the discard pile."
    assert set(importer.stub_cards) == {"samurai/bushi", "samurai/honor-the-fallen"}


# --- the committed data -------------------------------------------------------


def test_every_faction_with_card_pages_has_a_20_card_deck():
    with_pages = [f for f in data.factions().values() if f["card_texts_known"]]
    assert len(with_pages) == 23
    for faction in with_pages:
        assert faction["deck_size"] == 20, faction["name"]
        assert len(faction["bases"]) == 2, faction["name"]


def test_special_decks_have_their_sizes():
    decks = data.decks()
    cards = data.cards()
    assert decks["madness"]["size"] == 30
    assert decks["monsters"]["size"] == 20
    assert decks["treasures"]["size"] == 22
    treasure_minions = sum(cards[c]["copies"] for c in decks["treasures"]["cards"] if cards[c]["kind"] == "minion")
    treasure_actions = sum(cards[c]["copies"] for c in decks["treasures"]["cards"] if cards[c]["kind"] == "action")
    assert (treasure_minions, treasure_actions) == (3, 19)


def test_summary_only_factions_exist_without_card_texts():
    factions = data.factions()
    for slug in ("penguins", "samurai", "vikings", "innsmouth", "miskatonic-university"):
        assert factions[slug]["card_texts_known"] is False
        assert any(r["faction"] == slug for r in data.summary_rulings().values())
    assert data.cards()["penguins/emperor-penguin"]["kind"] == "titan"
    assert data.cards()["penguins/command-penguin"]["text"] is None


def test_core_set_distinct_card_counts_match_the_issue():
    expected = {"aliens": 14, "dinosaurs": 15, "ninjas": 15, "pirates": 15, "robots": 12, "zombies": 14}
    counts = {slug: sum(1 for c in data.cards().values() if c["group"] == slug) for slug in expected}
    assert counts == expected


def test_world_champs_errata_flag_history_is_kept():
    history = data.cards()["world-champs/its-blitzin-time"]["history"]
    assert [h["before"]["errata"]["text"] for h in history] == ["Yes, functional (part of Mega Troopers rework)", "No"]


@pytest.mark.skipif(not SEEDS.is_dir(), reason=f"seeds not found at {SEEDS}")
def test_committed_data_matches_the_seeds():
    result = subprocess.run(
        [sys.executable, "-m", "smashup_rules.importer", "--check", "--seeds", str(SEEDS)],
        capture_output=True,
        text=True,
        cwd=REPO,
    )
    assert result.returncode == 0, result.stderr
