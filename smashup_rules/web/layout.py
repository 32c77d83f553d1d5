"""The frame every page shares: head, header with navigation and search, breadcrumbs, footer.

The frame is ``assets/page.html`` (a ``string.Template``); the pages only give
their title, their path (for relative links) and their main content.
"""

from __future__ import annotations

from html import escape
from importlib.resources import files
from string import Template

from smashup_rules.web import urls

ASSETS = files("smashup_rules.web").joinpath("assets")
STYLE_SHEET = "style.css"
SEARCH_SCRIPT = "search.js"
SEARCH_INDEX = "search-index.js"
NAVIGATION = (
    ("Factions", urls.INDEX + "#factions"),
    ("Rules", urls.RULES_INDEX),
    ("Rulings", urls.RULINGS),
    ("Disputed plays", urls.SCENARIOS_INDEX),
)


def asset(name: str) -> str:
    return ASSETS.joinpath(name).read_text(encoding="utf-8")


_FRAME = Template(asset("page.html"))


class Page:
    """One file of the site: its path from the root and its full text."""

    __slots__ = ("path", "text")

    def __init__(self, path: str, text: str):
        self.path = path
        self.text = text


def page(path: str, title: str, main: str, *, crumbs: tuple[tuple[str, str], ...] = (), scripts: tuple[str, ...] = (), search_form: bool = True) -> Page:
    """A page at ``path`` (``cards/pirates/first-mate.html``). ``crumbs`` are the pages
    above it, (label, path from the root), home first; ``main`` is HTML. The search
    page has its own search box, so it goes without the header's (``search_form``)."""
    root = urls.root_of(path)
    nav = "\n".join(f'<li><a href="{root}{target}">{escape(label)}</a></li>' for label, target in NAVIGATION)
    trail = ""
    if crumbs:
        items = "".join(f'<li><a href="{root}{target}">{escape(label)}</a></li>' for label, target in crumbs)
        trail = f'<nav class="crumbs" aria-label="Breadcrumb"><ol>{items}<li aria-current="page">{escape(title)}</li></ol></nav>'
    text = _FRAME.substitute(
        title=escape(title if path == urls.INDEX else f"{title} · Smash Up rules"),
        root=root,
        style=STYLE_SHEET,
        nav=nav,
        search_form=_search_form(root) if search_form else "",
        crumbs=trail,
        main=main,
        scripts="".join(f'<script src="{root}{script}"></script>\n' for script in scripts),
    )
    return Page(path, text)


def _search_form(root: str) -> str:
    return (
        f'<form class="search" role="search" action="{root}{urls.SEARCH}" method="get">'
        '<label for="site-q" class="visually-hidden">Search cards, rulings and rules</label>'
        '<input id="site-q" type="search" name="q" placeholder="Search cards, rulings, rules" autocomplete="off">'
        "<button type=\"submit\">Search</button></form>\n"
    )


def definition_list(rows: list[tuple[str, str]]) -> str:
    """``<dl>`` of (term, HTML description) pairs; empty descriptions are left out."""
    items = "".join(f"<div><dt>{escape(term)}</dt><dd>{value}</dd></div>" for term, value in rows if value)
    return f'<dl class="facts">{items}</dl>'
