"""Where each ID lives on the site: one page per card, faction, rules file and
disputed play; clarifications, summary rulings, rule sections and steps are
anchors on their pages.

Paths are relative to the site's root; ``href`` makes them relative to the page
that links (the site works opened from the file system) or absolute under a
``--site-url``.
"""

from __future__ import annotations

from smashup_rules.reference import data

INDEX = "index.html"
SEARCH = "search.html"
RULINGS = "rulings.html"
RULES_INDEX = "rules/index.html"
SCENARIOS_INDEX = "scenarios/index.html"


def card_page(card_id: str) -> str:
    return f"cards/{card_id}.html"


def faction_page(group: str) -> str:
    """A faction's page, or a special deck's (Madness, Monsters, Treasures)."""
    return f"factions/{group}.html"


def rules_page(area: str) -> str:
    return f"rules/{area}.html"


def scenario_page(stem: str) -> str:
    return f"scenarios/{stem}.html"


def clarification_anchor(clarification_id: str) -> str:
    return "clar-" + clarification_id.partition("#")[2]


def ruling_anchor(ruling_id: str) -> str:
    """``oops/mummy#1`` → ``oops/mummy-1``: a '#' cannot stand in a fragment unescaped."""
    return ruling_id.replace("#", "-")


def target(item_id: str) -> str | None:
    """The page (and anchor) of a card, clarification, summary ruling, rule section,
    faction or deck ID; None for anything else."""
    if item_id.startswith("errata:"):  # an errata is shown on its card's page
        return card_page(item_id[len("errata:"):]) if item_id[len("errata:"):] in data.cards() else None
    if "#" in item_id:
        if item_id in data.summary_rulings():
            return f"{RULINGS}#{ruling_anchor(item_id)}"
        card_id = item_id.partition("#")[0]
        if data.clarification(item_id) is not None:
            return f"{card_page(card_id)}#{clarification_anchor(item_id)}"
        return None
    if "/" in item_id:
        return card_page(item_id) if item_id in data.cards() else None
    if item_id in data.rules():
        return f"{rules_page(data.rules()[item_id]['area'])}#{item_id}"
    if item_id in data.factions() or item_id in data.decks():
        return faction_page(item_id)
    return None


def root_of(page: str) -> str:
    """The way from ``page`` back to the site's root: ``cards/pirates/x.html`` → ``../../``."""
    return "../" * page.count("/")


def href(item_id: str, base: str | None) -> str | None:
    """A link to ``item_id`` from a page whose way to the root is ``base`` ('../', or a
    site URL ending in '/'); None without a base or for an unknown ID."""
    if base is None:
        return None
    found = target(item_id)
    return None if found is None else base + found
