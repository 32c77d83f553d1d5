"""Writing a position file's YAML quickly, byte for byte as PyYAML writes it (``emit``).

A saved moment is written at every step of ``simulate --round-trip`` (hundreds a game), and
PyYAML's pure emitter spends about 5 ms on each: three times what the game itself takes. This
writer knows the one shape ``dump_position`` builds (block mappings and lists, flow lists and
mappings of scalars, text, whole numbers, true/false) and follows PyYAML's layout rules for it:
two-space indents with lists indented under their key, a flow collection when every item is a
scalar, a flow list or mapping broken onto the next line once it passes column 100, and each
text's style (plain, or single-quoted) as PyYAML's own analysis and resolver decide it.
Wherever PyYAML would do more (fold a long text, double-quote it, write a complex key or an
alias), ``emit`` returns None and the caller lets PyYAML write the file: the output never depends
on which writer wrote it. ``tests/test_position_emit.py`` compares the two on generated
documents and on saved moments of simulated games; docs/architecture.md has the figures.
"""

from __future__ import annotations

import io
import re
from functools import lru_cache

import yaml

WIDTH = 100  # PyYAML's best_width as dump_position sets it
_INDENT = 2
UNICODE_LINE_BREAKS = "\x85\u2028\u2029\ufeff"  # PyYAML writes them raw in plain or single quotes, and misreads them
_STR_TAG = "tag:yaml.org,2002:str"


class _Outside(Exception):
    """The document holds something PyYAML writes in a way this writer does not follow."""


@lru_cache(maxsize=1)
def _analyser() -> yaml.SafeDumper:
    return yaml.SafeDumper(io.StringIO(), allow_unicode=True, width=WIDTH)


@lru_cache(maxsize=8192)
def _style(text: str, in_flow: bool, key: bool) -> str | None:
    """How PyYAML writes the text in this context: "plain", "single" (quoted), or None (otherwise)."""
    if any(character in text for character in UNICODE_LINE_BREAKS):
        return None
    analyser = _analyser()
    analysis = analyser.analyze_scalar(text)
    if analysis.multiline or (key and (analysis.empty or len(text) + len("!!str") >= 128)):  # check_simple_key counts the tag
        return None
    resolves_to_text = analyser.resolve(yaml.ScalarNode, text, (True, False)) == _STR_TAG
    if resolves_to_text and (analysis.allow_flow_plain if in_flow else analysis.allow_block_plain):
        return "plain"
    return "single" if analysis.allow_single_quoted else None


def _scalar(value: object, in_flow: bool, key: bool = False) -> tuple[str, str]:
    """(style, text): a number, true/false and null are plain."""
    if value is None:
        return "plain", "null"
    if value is True:
        return "plain", "true"
    if value is False:
        return "plain", "false"
    if type(value) is int:
        return "plain", str(value)
    if type(value) is not str:
        raise _Outside
    style = _style(value, in_flow, key)
    if style is None:
        raise _Outside
    return style, value


_WORDS = re.compile(r" +|[^ ]+")


def _is_scalar(value: object) -> bool:
    return value is None or type(value) in (str, int, bool)


def _is_flow(collection: object) -> bool:
    """PyYAML's default_flow_style=None: a collection of scalars only (or none) is written in flow style."""
    items = collection.values() if isinstance(collection, dict) else collection
    keys_are_scalars = all(_is_scalar(k) for k in collection) if isinstance(collection, dict) else True
    return keys_are_scalars and all(_is_scalar(item) for item in items)


class _Writer:
    def __init__(self):
        self.parts: list[str] = []
        self.column = 0
        self.seen: set[int] = set()  # collections met, by identity: PyYAML writes a second one as an alias

    def write(self, text: str) -> None:
        self.parts.append(text)
        self.column += len(text)

    def new_line(self, indent: int) -> None:
        self.parts.append("\n" + " " * indent)
        self.column = indent

    def key(self, key: object, in_flow: bool) -> None:
        style, text = _scalar(key, in_flow, key=True)
        self.write(text if style == "plain" else "'" + text.replace("'", "''") + "'")

    def value(self, value: object, in_flow: bool, indent: int) -> None:
        """A scalar after its separating space, folded as PyYAML folds it: at a single space
        met past the width, onto a new line at the scalar's indent (text without line breaks)."""
        style, text = _scalar(value, in_flow)
        quoted = style == "single"
        if quoted:
            self.write("'")
        for piece in _WORDS.finditer(text):
            run = piece.group()
            if run[0] != " ":
                self.write(run.replace("'", "''") if quoted else run)
            elif len(run) == 1 and self.column > WIDTH and not (quoted and (piece.start() == 0 or piece.end() == len(text))):
                self.new_line(indent)
            else:
                self.write(run)
        if quoted:
            self.write("'")

    def visit(self, collection: object) -> None:
        if id(collection) in self.seen:
            raise _Outside
        self.seen.add(id(collection))

    def node(self, value: object, indent: int, after_dash: bool) -> None:
        """A value after ``key:`` (indent: the mapping's) or after ``-`` (indent: the list's)."""
        if _is_scalar(value):
            self.write(" ")
            self.value(value, False, indent + _INDENT)
        elif not isinstance(value, (dict, list)):
            raise _Outside
        elif _is_flow(value):
            self.visit(value)
            self.write(" ")
            self.flow(value, indent + _INDENT)
        elif isinstance(value, dict):
            self.visit(value)
            self.block_mapping(value, indent + _INDENT, first_on_this_line=after_dash)
        else:
            self.visit(value)
            self.block_list(value, indent + _INDENT, first_on_this_line=after_dash)

    def block_mapping(self, mapping: dict, indent: int, first_on_this_line: bool) -> None:
        for number, (key, value) in enumerate(mapping.items()):
            if type(key) is not str:
                raise _Outside
            if number == 0 and first_on_this_line:
                self.write(" " * (indent - self.column))
            else:
                self.new_line(indent)
            self.key(key, in_flow=False)
            self.write(":")
            self.node(value, indent, after_dash=False)

    def block_list(self, items: list, indent: int, first_on_this_line: bool) -> None:
        for number, item in enumerate(items):
            if number == 0 and first_on_this_line:
                self.write(" " * (indent - self.column))
            else:
                self.new_line(indent)
            self.write("-")
            self.node(item, indent, after_dash=True)

    def flow(self, collection: dict | list, indent: int) -> None:
        """``[a, b]`` or ``{k: v}``; the next item goes to a new line at ``indent`` past the width."""
        is_mapping = isinstance(collection, dict)
        self.write("{" if is_mapping else "[")
        items = collection.items() if is_mapping else collection
        for number, item in enumerate(items):
            if number:
                self.write(",")
            if self.column > WIDTH:
                self.new_line(indent)
            elif number:
                self.write(" ")
            if is_mapping:
                key, value = item
                self.key(key, in_flow=True)
                self.write(": ")
                self.value(value, True, indent + _INDENT)
            else:
                self.value(item, True, indent + _INDENT)
        self.write("}" if is_mapping else "]")


def emit(document: dict) -> str | None:
    """The document as PyYAML writes it with dump_position's settings, or None where this writer
    does not follow PyYAML (the caller then asks PyYAML)."""
    if not document:
        return None
    writer = _Writer()
    try:
        if _is_flow(document):  # a mapping of scalars only is written in flow style at the root too
            writer.flow(document, _INDENT)
        else:
            writer.block_mapping(document, 0, first_on_this_line=True)
    except _Outside:
        return None
    return "".join(writer.parts) + "\n"
