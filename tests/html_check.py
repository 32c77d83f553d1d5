"""A strict reading of an HTML page for the tests: html.parser from the standard
library accepts nearly anything, so the structure is checked here."""

from __future__ import annotations

from html.parser import HTMLParser
from pathlib import Path

VOID = frozenset("area base br col embed hr img input link meta source track wbr".split())


class StrictPage(HTMLParser):
    """Reads a page and records what breaks well-formedness: a non-void element left
    open or closed out of order, a void element closed, a duplicate id; and every
    href/src and id, for the link check."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.open: list[tuple[str, tuple[int, int]]] = []
        self.problems: list[str] = []
        self.ids: set[str] = set()
        self.links: list[str] = []
        self.tags: dict[str, int] = {}
        self.doctype = False

    def handle_decl(self, decl):
        self.doctype = self.doctype or decl.lower() == "doctype html"

    def handle_starttag(self, tag, attrs):
        self._attributes(tag, attrs)
        if tag not in VOID:
            self.open.append((tag, self.getpos()))

    def handle_startendtag(self, tag, attrs):
        self._attributes(tag, attrs)
        if tag not in VOID:
            self.problems.append(f"{self.getpos()}: <{tag}/> is not a void element")

    def handle_endtag(self, tag):
        if tag in VOID:
            self.problems.append(f"{self.getpos()}: </{tag}> closes a void element")
        elif not self.open or self.open[-1][0] != tag:
            self.problems.append(f"{self.getpos()}: </{tag}> does not close the open <{self.open[-1][0] if self.open else 'nothing'}>")
        else:
            self.open.pop()

    def _attributes(self, tag, attrs):
        self.tags[tag] = self.tags.get(tag, 0) + 1
        for name, value in attrs:
            if name == "id":
                if value in self.ids:
                    self.problems.append(f"{self.getpos()}: id {value!r} twice")
                self.ids.add(value)
            elif name in ("href", "src", "action"):
                self.links.append(value)

    def close(self):
        super().close()
        self.problems += [f"{where}: <{tag}> never closed" for tag, where in self.open]


def parse(page: Path | str) -> StrictPage:
    """A page read from a file, or given as text."""
    parser = StrictPage()
    parser.feed(page.read_text(encoding="utf-8") if isinstance(page, Path) else page)
    parser.close()
    return parser
