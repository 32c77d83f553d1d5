"""A page per faction, per special deck and per card, from the same views as
``smashup faction`` and ``smashup card --history`` (reference/views.py)."""

from __future__ import annotations

from html import escape

from smashup_rules.reference.views import card_stats
from smashup_rules.reference import data, views
from smashup_rules.web import urls
from smashup_rules.web.layout import Page, definition_list, page


def group_pages(site) -> list[Page]:
    pages = [faction_page(site, faction_id) for faction_id in sorted(data.factions())]
    pages += [deck_page(site, deck_id) for deck_id in sorted(data.decks())]
    return pages


def card_pages(site) -> list[Page]:
    return [card_page(site, card_id) for card_id in sorted(data.cards())]


def _card_link(card_id: str, root: str) -> str:
    return f'<a href="{root}{urls.card_page(card_id)}">{escape(data.cards()[card_id]["name"])}</a>'


def _other_card(other: dict, root: str) -> str:
    """A card another card's page names (its reprint, its original): a link and its faction."""
    return f"{_card_link(other['id'], root)} ({escape(other['group_name'])}), the same text"


def _stats(entry: dict) -> str:
    if entry["power"] is not None:
        return f"power {entry['power']}"
    if entry["breakpoint"] is not None:
        return f"breakpoint {entry['breakpoint']}, VP {'/'.join(map(str, entry['vp']))}"
    return ""


def _entries_table(entries: list[dict], root: str, caption: str) -> str:
    """A deck list as ``smashup faction`` prints it: copies and card, kind with power or VP, rulings, engine."""
    rows = []
    for entry in entries:
        engine = '<span class="ok" title="implemented">✓<span class="visually-hidden"> implemented</span></span>' if entry["implemented"] else '<span class="warn">not yet</span>'
        rulings = str(entry["rulings"]) if entry["rulings"] else ""
        copies = f'<span class="copies">{entry["copies"]}×</span> ' if entry["copies"] else ""
        kind = ", ".join(part for part in (entry["kind"] or "kind unknown", _stats(entry)) if part)
        rows.append(
            f"<tr><th scope=\"row\">{copies}{_card_link(entry['id'], root)}</th><td>{escape(kind)}</td>"
            f"<td class=\"number\">{rulings}</td><td>{engine}</td></tr>"
        )
    head = '<tr><th scope="col">Card</th><th scope="col">Kind</th><th scope="col">Rulings</th><th scope="col">Engine</th></tr>'
    return (
        f'<div class="table"><table><caption class="visually-hidden">{escape(caption)}</caption>'
        f"<thead>{head}</thead><tbody>{''.join(rows)}</tbody></table></div>"
    )


def _implemented(counts: dict) -> str:
    done, total = counts["implemented"], counts["total"]
    missing = f" Not yet: {escape(', '.join(counts['missing']))}." if counts["missing"] else ""
    return f'<p class="engine">Rules engine: {done} of {total} cards implemented.{missing}</p>'


def faction_page(site, faction_id: str) -> Page:
    view = views.faction_view(faction_id, site.implemented)
    path = urls.faction_page(faction_id)
    root = urls.root_of(path)
    facts = [
        ("Set", escape(view["set"] or "unknown")),
        ("Complexity", escape(view["complexity"] or "")),
        ("Mechanics", escape(", ".join(view["mechanics"]))),
        ("Deck", f"{view['deck_size']} cards" if view["deck_size"] else ""),
        ("ID", f"<code>{escape(view['id'])}</code>"),
    ]
    body = [f"<h1>{escape(view['name'])}</h1>", definition_list(facts)]
    if view["description"]:
        body.append(f'<p class="flavour">{site.linker.html(view["description"], root, skip=faction_id, group=faction_id)}</p>')
    if not view["card_texts_known"]:
        body.append('<p class="note">The card texts are not in the sources: this faction is known only from the rulings of its expansion summary.</p>')
    for caption, entries in (("Deck", view["cards"]), ("Bases", view["bases"]), ("Titan", [view["titan"]] if view["titan"] else []), ("Cards named in rulings", view["named_in_rulings"])):
        if entries:
            body.append(f"<h2>{caption}</h2>")
            body.append(_entries_table(entries, root, caption))
    if view["faction_rulings"]:
        body.append("<h2>Faction rulings</h2>")
        body.append(_ruling_list(site, view["faction_rulings"], root, faction_id, skip=faction_id))
    if view["card_texts_known"]:
        body.append(_implemented(view["implemented"]))
    return page(path, view["name"], "\n".join(body), crumbs=(("Home", urls.INDEX),))


def deck_page(site, deck_id: str) -> Page:
    view = views.faction_view(deck_id, site.implemented)
    path = urls.faction_page(deck_id)
    root = urls.root_of(path)
    body = [
        f"<h1>The {escape(view['name'])} deck</h1>",
        definition_list([("Size", f"{view['size']} cards"), ("ID", f"<code>{escape(view['id'])}</code>")]),
        "<h2>Cards</h2>",
        _entries_table(view["cards"], root, "Cards"),
        _implemented(view["implemented"]),
    ]
    return page(path, f"The {view['name']} deck", "\n".join(body), crumbs=(("Home", urls.INDEX),))


def _ruling_list(site, rulings: list[dict], root: str, group: str, anchors: bool = False, skip: str | None = None) -> str:
    """Rulings with their IDs, each with the Gherkin scenarios that check it; ``anchors``: this
    is the rulings' page (a card's clarifications), where the scenarios are shown in full;
    ``skip``: the page's own card or faction, whose name is not linked."""
    items = []
    for ruling in rulings:
        anchor = f' id="{urls.clarification_anchor(ruling["id"])}"' if anchors else ""
        link = urls.href(ruling["id"], root)
        label = f'<a href="{escape(link)}"><code>{escape(ruling["id"])}</code></a>' if link and not anchors else f"<code>{escape(ruling['id'])}</code>"
        texts = site.scenario_texts(ruling["id"]) if anchors else ""  # in full where the ruling has its anchor: its page
        items.append(
            f"<li{anchor}><p>{site.linker.html(ruling['text'], root, skip=skip, group=group)}</p>"
            f"<p class=\"ruling-id\">{label}{site.covered_by(ruling['id'], root, here=anchors)}</p>{texts}</li>"
        )
    return f'<ul class="rulings">{"".join(items)}</ul>'


def _errata(errata: dict | None) -> str:
    """The page's own words, once, as ``smashup card`` shows them: the kinds and the note the
    importer reads out of them (``--json``) would only say it again."""
    if errata is None:
        return ""
    if errata["errata"] is None:
        return "not stated on its page"
    return escape(errata["text"] or ("Yes" if errata["errata"] else "No"))


def _history(change: dict, root: str, site, card_id: str, group: str) -> str:
    summary = f", edit summary “{escape(change['edit_summary'])}”" if change["edit_summary"] else ""
    fields = []
    for field, old in change["before"].items():
        if field == "clarifications" and isinstance(old, list):
            was = "".join(f"<li><code>{escape(c['id'])}</code> {site.linker.html(c['text'], root, skip=card_id, group=group)}</li>" for c in old) or "<li>none</li>"
            fields.append(f"<li>clarifications were:<ul>{was}</ul></li>")
        elif field == "errata" and isinstance(old, dict):
            fields.append(f"<li>errata was: {escape(old['text'] or 'not stated')}</li>")
        else:
            fields.append(f"<li>{escape(field)} was: {site.linker.html(str(old), root, skip=card_id, group=group)}</li>")
    return (
        f"<li><p>Before revision <time>{escape(change['superseded_by'])}</time> (in revision <time>{escape(change['revision'])}</time>{summary}):</p>"
        f"<ul>{''.join(fields)}</ul></li>"
    )


def card_page(site, card_id: str) -> Page:
    view = views.card_view(card_id, history=True)
    path = urls.card_page(card_id)
    root = urls.root_of(path)
    group = view["group"]
    group_label = f'<a href="{root}{urls.faction_page(group)}">{escape(view["group_name"])}</a>'
    where = group_label + (f" ({escape(view['set'])})" if view["set"] else "")
    body = [f"<h1>{escape(view['name'])}</h1>", f'<p class="card-meta">{where} · {escape(card_stats(view))}</p>']
    if view["text_known"]:
        text = "".join(f"<p>{site.linker.html(line, root, skip=card_id, group=group)}</p>" for line in view["text"].split("\n"))
        body.append(f'<blockquote class="card-text">{text}</blockquote>')
    else:
        body.append('<p class="note">The card text is not in the sources: only the rulings below are known.</p>')
    engine = ""
    if view["kind"] in ("minion", "action", "base", "titan"):
        engine = '<span class="ok">implemented</span>' if card_id in site.implemented else '<span class="warn">not yet implemented</span>'
    # Kind, power, breakpoint, VP and copies are in the line under the name.
    facts = [("Errata", _errata(view["errata"])), ("Rules engine", engine), ("ID", f"<code>{escape(card_id)}</code>")]
    if view["reprint_of"]:
        facts.append(("Reprint of", _other_card(view["reprint_of"], root)))
    if view["reprinted_as"]:
        facts.append(("Reprinted as", ", ".join(_other_card(other, root) for other in view["reprinted_as"])))
    body.append(definition_list(facts))
    if view["clarifications"]:
        body.append('<h2 id="clarifications">Clarifications</h2>')
        body.append(_ruling_list(site, view["clarifications"], root, group, anchors=True, skip=card_id))
    if view["rulings"]:
        body.append('<h2 id="rulings">Rulings from the expansion summaries</h2>')
        body.append(_ruling_list(site, view["rulings"], root, group, skip=card_id))
    plays = site.cited_by.get(card_id, [])
    if plays:
        items = "".join(f'<li><a href="{root}{urls.scenario_page(stem)}">{escape(title)}</a></li>' for stem, title in plays)
        body.append(f'<h2 id="disputed-plays">Disputed plays citing it</h2><ul class="plays">{items}</ul>')
    body.append('<h2 id="history">History</h2>')
    if view["history"]:
        body.append(f'<ul class="history">{"".join(_history(change, root, site, card_id, group) for change in view["history"])}</ul>')
    else:
        body.append("<p>No earlier revision in the sources differs.</p>")
    if view["source"]:
        src = view["source"]
        body.append(
            f'<h2 id="source">Source</h2><p class="source">{escape(src["document"])}, page {escape(src["page"])}, '
            f'revision of <time datetime="{escape(src["revision"])}">{escape(src["revision"][:10])}</time></p>'
        )
    crumbs = (("Home", urls.INDEX), (view["group_name"], urls.faction_page(group)))
    return page(path, view["name"], "\n".join(body), crumbs=crumbs)
