"""A page per rules document (docs/rules/*.md and docs/conflicts.md), every section
under its ID as an anchor, and a table of contents of them all.

Sections come from the rule index the importer builds from those documents
(``smashup rule`` reads the same); each body is Markdown, rendered with
markdown-it-py, in which a rule or card ID in backticks becomes a link and card
names in the text link to their cards.
"""

from __future__ import annotations

from html import escape

from markdown_it import MarkdownIt

from smashup_rules.reference import data, views
from smashup_rules.web import urls
from smashup_rules.web.layout import Page, page

# The rules documents in the order a new player would read them; any other comes after these.
READING_ORDER = ("setup", "turn", "playing", "resolution", "scoring", "endgame", "special", "terms", "conflicts")


def _reading_place(rule: dict) -> tuple:
    area = rule["area"]
    return (READING_ORDER.index(area) if area in READING_ORDER else len(READING_ORDER), rule["file"], rule["line"])


def documents() -> dict[str, list[dict]]:
    """Rules file stem → its sections in document order, the files in reading order."""
    by_area: dict[str, list[dict]] = {}
    for rule in sorted(data.rules().values(), key=_reading_place):
        by_area.setdefault(rule["area"], []).append(rule)
    return by_area


def markdown_renderer(site) -> MarkdownIt:
    md = MarkdownIt("commonmark", {"html": False})

    def code_inline(self, tokens, index, options, env):
        content = tokens[index].content
        link = urls.href(content, env["root"])
        code = f"<code>{escape(content)}</code>"
        return f'<a href="{escape(link)}">{code}</a>' if link else code

    def text(self, tokens, index, options, env):
        return site.linker.html(tokens[index].content, env["root"])

    md.add_render_rule("code_inline", code_inline)
    md.add_render_rule("text", text)
    return md


def _id_links(items: list[dict], root: str) -> str:
    return " · ".join(f'<a href="{escape(urls.href(item["id"], root))}"><code>{escape(item["id"])}</code></a> {escape(item["title"])}' for item in items)


def _section(site, md: MarkdownIt, rule: dict, root: str) -> str:
    view = views.rule_view(rule["id"])
    parts = [
        f'<section id="{escape(rule["id"])}" class="rule" aria-labelledby="h-{escape(rule["id"])}">',
        f'<h2 id="h-{escape(rule["id"])}"><a class="anchor" href="#{escape(rule["id"])}"><code>{escape(rule["id"])}</code></a> {escape(rule["title"])}</h2>',
        md.render(rule["body"], {"root": root}),
    ]
    if rule["source"]:
        parts.append(f'<p class="source">Source: {escape(rule["source"])}</p>')
    if view["related"]:
        parts.append(f'<p class="related">Related: {_id_links(view["related"], root)}</p>')
    if view["referenced_by"]:
        parts.append(f'<p class="related">Referred to by: {_id_links(view["referenced_by"], root)}</p>')
    plays = site.cited_by.get(rule["id"], [])
    if plays:
        links = ", ".join(f'<a href="{root}{urls.scenario_page(stem)}">{escape(title)}</a>' for stem, title in plays)
        parts.append(f'<p class="related">Cited in the disputed plays: {links}</p>')
    parts.append("</section>")
    return "\n".join(parts)


def rule_pages(site) -> list[Page]:
    md = markdown_renderer(site)
    pages = []
    for area, rules in documents().items():
        path = urls.rules_page(area)
        root = urls.root_of(path)
        title = rules[0]["area_title"]
        contents = "".join(f'<li><a href="#{escape(r["id"])}"><code>{escape(r["id"])}</code> {escape(r["title"])}</a></li>' for r in rules)
        body = [
            f"<h1>{escape(title)}</h1>",
            f'<p class="source">From <code>{escape(rules[0]["file"])}</code>: {len(rules)} sections.</p>',
            f'<nav class="toc" aria-label="Sections"><details><summary>Sections</summary><ol>{contents}</ol></details></nav>',
        ]
        body += [_section(site, md, rule, root) for rule in rules]
        pages.append(page(path, title, "\n".join(body), crumbs=(("Home", urls.INDEX), ("Rules", urls.RULES_INDEX))))
    return pages


def rules_index() -> Page:
    path = urls.RULES_INDEX
    root = urls.root_of(path)
    body = ["<h1>Rules</h1>", "<p>The rules reference, one section per rule with a stable ID, and the conflicts between the sources with the reading the engine follows.</p>"]
    for area, rules in documents().items():
        items = "".join(f'<li><a href="{root}{escape(urls.target(r["id"]))}"><code>{escape(r["id"])}</code> {escape(r["title"])}</a></li>' for r in rules)
        body.append(f'<h2 id="{escape(area)}"><a href="{root}{urls.rules_page(area)}">{escape(rules[0]["area_title"])}</a></h2><ul class="toc">{items}</ul>')
    return page(path, "Rules", "\n".join(body), crumbs=(("Home", urls.INDEX),))
