"""``smashup site OUT``: every page of the site, written into one folder.

The same data gives the same bytes: pages are made in a fixed order from sorted
data, scenario positions are resolved with their own seeds, and nothing records
when or where the site was built. The folder keeps a list of the files it holds
(``MANIFEST``), so that a rebuild removes pages that are gone without touching
anything else that may be in the folder.
"""

from __future__ import annotations

import os
from html import escape
from pathlib import Path

from smashup_rules.reference import data
from smashup_rules.engine.registry import implemented_cards
from smashup_rules.web import urls
from smashup_rules.site.card_pages import card_pages, group_pages
from smashup_rules.web.layout import SEARCH_INDEX, SEARCH_SCRIPT, STYLE_SHEET, Page, asset, page
from smashup_rules.web.linker import reference_linker
from smashup_rules.site.rule_pages import documents, rule_pages, rules_index
from smashup_rules.site.gherkin import gherkin_scenarios, highlight
from smashup_rules.site.ruling_pages import rulings_page
from smashup_rules.site.scenario_pages import gallery_page, load_scenarios, scenario_page
from smashup_rules.site.search_index import index_script
from smashup_rules.site.step_pages import PATH as SCENARIO_STEPS, scenario_steps_page

MANIFEST = ".smashup-site"


class SiteError(ValueError):
    """The site cannot be built into that folder."""


class Site:
    """What every page may link to or mention, worked out once."""

    def __init__(self, features: Path, scenarios: Path):
        self.features = features
        self.linker = reference_linker()
        self.implemented = implemented_cards()
        self.tests = gherkin_scenarios(features)
        self.scenarios = load_scenarios(scenarios)
        self.cited_by: dict[str, list[tuple[str, str]]] = {}
        for scenario in self.scenarios:
            for cite in sorted(scenario.cited()):
                self.cited_by.setdefault(cite, []).append((scenario.stem, scenario.title))

    def covered_by(self, ruling_id: str, root: str, *, here: bool) -> str:
        """HTML after a ruling's ID: the Gherkin scenarios that check it, or that none does. On
        the ruling's own page (``here``) their texts follow (``scenario_texts``); elsewhere
        their names link there."""
        tests = self.tests.get(ruling_id, [])
        if not tests:
            return ' · <span class="warn">no scenario yet</span>'
        plural = "s" * (len(tests) > 1)
        if here:
            return f" · checked by the scenario{plural} below"
        names = "; ".join(f"“{escape(test.name)}” (<code>{escape(test.place)}</code>)" for test in tests)
        return f' · checked by {names} (<a href="{escape(urls.href(ruling_id, root))}">the scenario{plural} in Gherkin</a>)'

    def scenario_texts(self, ruling_id: str) -> str:
        """HTML: each scenario that checks a ruling, its name and place, and its Gherkin highlighted."""
        return "".join(
            f'<details class="gherkin"><summary>“{escape(test.name)}” <code>{escape(test.place)}</code></summary>'
            f'<pre class="gherkin"><code>{highlight(test.text)}</code></pre></details>'
            for test in self.tests.get(ruling_id, [])
        )


def home_page(site: Site) -> Page:
    factions = sorted(data.factions().values(), key=lambda f: f["name"])
    decks = sorted(data.decks().values(), key=lambda d: d["name"])
    faction_items = "".join(
        f'<li><a href="{urls.faction_page(f["id"])}">{escape(f["name"])}</a> <span class="muted">{escape(f["set"] or "")}</span></li>' for f in factions
    )
    deck_items = "".join(f'<li><a href="{urls.faction_page(d["id"])}">{escape(d["name"])}</a></li>' for d in decks)
    rule_items = "".join(f'<li><a href="{urls.rules_page(area)}">{escape(rules[0]["area_title"])}</a></li>' for area, rules in documents().items())
    play_items = "".join(f'<li><a href="{urls.scenario_page(s.stem)}">{escape(s.title)}</a></li>' for s in site.scenarios[:6])
    body = f"""<h1>Smash Up rules reference</h1>
<p class="lead">Every card of every faction with its official clarifications and rulings, the rules with a stable ID for each section, and disputed plays resolved step by step, each step citing the rule and the clarification behind it.</p>
<form class="search big" role="search" action="{urls.SEARCH}" method="get"><label for="home-q">Search cards, clarifications, rulings and rules</label>
<input id="home-q" type="search" name="q" placeholder="e.g. tenacious, move to the replacement base" autocomplete="off"> <button type="submit">Search</button></form>
<section aria-labelledby="factions"><h2 id="factions">Factions</h2><ul class="columns">{faction_items}</ul>
<h3>Special decks</h3><ul class="columns">{deck_items}</ul></section>
<section aria-labelledby="rules"><h2 id="rules">Rules</h2><ul class="columns">{rule_items}</ul>
<p><a href="{urls.RULES_INDEX}">Every rule section</a> · <a href="{urls.RULINGS}">Every ruling, with the scenarios that check it</a> · <a href="{SCENARIO_STEPS}">Write and run ruling scenarios</a></p></section>
<section aria-labelledby="plays"><h2 id="plays">Disputed plays</h2><ul>{play_items}</ul>
<p><a href="{urls.SCENARIOS_INDEX}">All {len(site.scenarios)} disputed plays</a></p></section>"""
    return page(urls.INDEX, "Smash Up rules reference", body, search_form=False)


def search_page() -> Page:
    body = """<h1>Search</h1>
<form id="search-form" class="search big" role="search" action="search.html" method="get">
<label for="q">Search cards, clarifications, rulings and rules</label>
<input id="q" type="search" name="q" autocomplete="off" placeholder="e.g. tenacious, move to the replacement base"> <button type="submit">Search</button>
</form>
<p id="search-status" role="status" aria-live="polite"></p>
<section hidden aria-labelledby="cards-heading"><h2 id="cards-heading">Cards by name</h2><ul id="card-hits" class="hits"></ul></section>
<section hidden aria-labelledby="texts-heading"><h2 id="texts-heading">Best matches</h2><ol id="text-hits" class="hits"></ol></section>
<noscript><p>The search needs JavaScript. Every page can also be reached from the <a href="index.html">home page</a>.</p></noscript>
<p class="muted">Ranked as <code>smashup search</code> ranks: words match by their stem, a match in a name or title weighs more, clarifications and rulings come first, the words in the order typed count double.</p>"""
    return page(urls.SEARCH, "Search", body, scripts=(SEARCH_INDEX, SEARCH_SCRIPT), search_form=False)


def all_files(site: Site) -> dict[str, str]:
    """Path from the root → text, for every file of the site."""
    pages = [home_page(site), search_page(), rules_index(), rulings_page(site), gallery_page(site, site.scenarios), scenario_steps_page(site)]
    pages += [scenario_page(site, scenario) for scenario in site.scenarios]
    pages += group_pages(site) + card_pages(site) + rule_pages(site)
    files = {p.path: p.text for p in pages}
    files[STYLE_SHEET] = asset(STYLE_SHEET)
    files[SEARCH_SCRIPT] = asset(SEARCH_SCRIPT)
    files[SEARCH_INDEX] = index_script()
    return files


def _previous_files(out: Path) -> list[str] | None:
    """The files an earlier build wrote into ``out``; None when ``out`` holds no site."""
    try:
        return (out / MANIFEST).read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        return None


def build_site(out: Path, *, features: Path, scenarios: Path) -> dict:
    """Write the site into ``out``; a summary of what was written (``--json``)."""
    previous = _previous_files(out) if out.exists() else []
    if previous is None:
        if any(out.iterdir()):
            raise SiteError(f"{out} is not empty and holds no site built by smashup; choose a new or empty folder")
        previous = []
    for folder, what in ((features, "features folder"), (scenarios, "scenarios folder")):
        if not folder.is_dir():
            raise SiteError(f"no {what} at {folder}; pass --{what.split()[0]} DIR")
    site = Site(features, scenarios)
    files = all_files(site)
    for path, text in sorted(files.items()):
        target = out / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(text.encode("utf-8"))
    for stale in sorted(set(previous) - set(files), reverse=True):
        gone = out / stale
        gone.unlink(missing_ok=True)
        folder = gone.parent
        while folder != out and folder.is_dir() and not any(folder.iterdir()):
            folder.rmdir()
            folder = folder.parent
    (out / MANIFEST).write_text("".join(f"{path}\n" for path in sorted(files)), encoding="utf-8")
    pages = sorted(path for path in files if path.endswith(".html"))
    return {
        "out": os.fspath(out),
        "pages": len(pages),
        "files": len(files),
        "bytes": sum(len(text.encode("utf-8")) for text in files.values()),
        "factions": len(data.factions()),
        "decks": len(data.decks()),
        "cards": len(data.cards()),
        "rule_sections": len(data.rules()),
        "scenarios": len(site.scenarios),
    }
