"""The list of every documented ruling, grouped as ``smashup rulings --coverage``
groups them, each with the Gherkin scenarios in ``features/`` that check it (a summary
ruling's in full: this is its page; a clarification's are on its card's page); and the
summaries' table notes, which are searchable but are not rulings."""

from __future__ import annotations

from html import escape

from smashup_rules.reference import data
from smashup_rules.reference.coverage import coverage_view
from smashup_rules.web import urls
from smashup_rules.web.layout import Page, page


def _group_title(group: str) -> str:
    record = data.factions().get(group) or data.decks().get(group)
    return record["name"] if record else group.replace("-", " ").capitalize()


def _ruling_item(site, ruling: dict, root: str) -> str:
    cards = ", ".join(f'<a href="{root}{urls.card_page(c)}">{escape(data.cards()[c]["name"])}</a>' for c in ruling["cards"])
    on = f" on {cards}" if cards else ""
    here = ruling["id"] in data.summary_rulings()  # a clarification's page is its card's
    return (
        f'<li id="{escape(urls.ruling_anchor(ruling["id"]))}"><p>{site.linker.html(ruling["text"], root, group=ruling["faction"])}</p>'
        f'<p class="ruling-id"><code>{escape(ruling["id"])}</code> ({escape(ruling["kind"])}){on}{site.covered_by(ruling["id"], root, here=here)}</p>'
        f'{site.scenario_texts(ruling["id"]) if here else ""}</li>'
    )


def rulings_page(site) -> Page:
    path = urls.RULINGS
    root = urls.root_of(path)
    view = coverage_view(site.features)
    body = [
        "<h1>Rulings</h1>",
        f"<p>Every documented ruling: each official card clarification and each ruling of the expansion summaries. "
        f"{view['covered']} of {view['total']} ({view['percent']}%) are checked by a Gherkin scenario in <code>features/</code>.</p>",
    ]
    contents = []
    for group in view["groups"]:
        name = _group_title(group["group"])
        anchor = f"group-{group['group']}"
        contents.append(f'<li><a href="#{escape(anchor)}">{escape(name)}</a> ({len(group["covered"])}/{group["total"]})</li>')
        ids = sorted(group["covered"] + group["missing"] + group.get("no_card_text", []))
        items = "".join(_ruling_item(site, data.rulings()[i], root) for i in ids)
        unknown = f" {len(group['no_card_text'])} more are about cards whose text no source gives." if group.get("no_card_text") else ""
        body.append(f'<section aria-labelledby="{escape(anchor)}"><h2 id="{escape(anchor)}">{escape(name)}</h2><p>{len(group["covered"])} of {group["total"]} checked by a scenario.{unknown}</p><ul class="rulings">{items}</ul></section>')
    body.insert(2, f'<nav class="toc" aria-label="Groups"><details><summary>Groups</summary><ul>{"".join(contents)}</ul></details></nav>')
    notes = [r for r in data.summary_rulings().values() if r["kind"] != "ruling"]
    if notes:
        items = "".join(_ruling_item(site, {**note, "kind": "table note"}, root) for note in sorted(notes, key=lambda r: r["id"]))
        body.append(f'<section aria-labelledby="table-notes"><h2 id="table-notes">Table notes</h2><p>Advice from the expansion summaries on how to play at the table; not rulings about outcomes.</p><ul class="rulings">{items}</ul></section>')
    return page(path, "Rulings", "\n".join(body), crumbs=(("Home", urls.INDEX),))
