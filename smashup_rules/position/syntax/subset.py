"""The node tree of a position file written in plain YAML, read without PyYAML.

Importing PyYAML costs a new file more than reading it. Position files use a small part of
YAML: block mappings and sequences, plain and quoted one-line scalars, comments, flow lists
and flow mappings on one line. ``compose`` reads that part into the nodes PyYAML's composer
would build, with the same tags, values and start marks (tests compare the two on every
example); anything else, and anything that may be an error, raises ``NotPlain`` and PyYAML
reads the file (``position_pyyaml``), so that every message stays its own.
"""

from __future__ import annotations

STR_TAG = "tag:yaml.org,2002:str"
NULL_TAG = "tag:yaml.org,2002:null"
BOOL_TAG = "tag:yaml.org,2002:bool"
INT_TAG = "tag:yaml.org,2002:int"
SEQ_TAG = "tag:yaml.org,2002:seq"
MAP_TAG = "tag:yaml.org,2002:map"
NULL_WORDS = frozenset(("~", "null", "Null", "NULL"))
BOOLEANS = {"yes": True, "no": False, "true": True, "false": False, "on": True, "off": False}  # YAML 1.1, any of 3 casings
BOOL_WORDS = frozenset(w for word in BOOLEANS for w in (word, word.capitalize(), word.upper()))
# Plain scalars starting with these may be numbers, dates, '<<' or '=' to PyYAML, if made only of
# the characters those are written with: only the plain decimal integers among them are read here.
NUMERIC_START = frozenset("-+0123456789.<=")
NUMBER_CHARACTERS = frozenset("0123456789_+-.:<= eEbBxXoOaAcCdDfFiInNtTzZ")
# Characters that cannot start a plain scalar here ('-' starts one only before a non-space).
INDICATORS = frozenset("[]{},#&*!|>'\"%@`?:")
FLOW_STOPS = frozenset(",[]{}")
QUOTE_AFTER = frozenset(" [{,:-")  # what a quote that opens a quoted scalar comes after
MAX_DEPTH = 20  # the format nests five levels; deeper YAML is not a position (PyYAML refuses it)
PLAIN_DEPTH = 10  # deeper than this is left to PyYAML, which refuses what is too deep


class NotPlain(Exception):
    """The text is not in the plain subset (or may be an error): PyYAML reads it."""


class Mark:
    __slots__ = ("line", "column")

    def __init__(self, line: int, column: int):
        self.line, self.column = line, column  # both from 0, as PyYAML's


class Node:
    __slots__ = ("tag", "value", "start_mark", "style")

    def __init__(self, tag: str, value, start_mark: Mark | None = None, style: str | None = None):
        self.tag, self.value, self.start_mark, self.style = tag, value, start_mark or Mark(0, 0), style


class ScalarNode(Node):
    __slots__ = ()


class SequenceNode(Node):
    __slots__ = ()


class MappingNode(Node):
    __slots__ = ()


def resolve(text: str) -> str:
    """The tag PyYAML's resolver gives a plain scalar, for the scalars read here."""
    if text in NULL_WORDS:
        return NULL_TAG
    if text in BOOL_WORDS:
        return BOOL_TAG
    if text[0] in NUMERIC_START and NUMBER_CHARACTERS.issuperset(text):
        digits = text[1:] if text[0] in "+-" else text
        if digits.isdigit() and digits.isascii() and (digits == "0" or digits[0] != "0"):
            return INT_TAG
        raise NotPlain  # a float, an octal or base-60 number, a date ...: PyYAML decides
    return STR_TAG


class _Entry:
    """A piece of a line: a '-' of a block sequence, or the text after the indentation and dashes."""

    __slots__ = ("line", "column", "dash", "text")

    def __init__(self, line: int, column: int, dash: bool, text: str = ""):
        self.line, self.column, self.dash, self.text = line, column, dash, text


def _entries(lines: list[str]) -> list[_Entry]:
    entries = []
    for number, line in enumerate(lines):
        content = _without_comment(line)
        column = len(content) - len(content.lstrip(" "))
        content = content.strip(" ")
        while content == "-" or content.startswith("- "):
            entries.append(_Entry(number, column, True))
            rest = content[1:]
            column += 1 + len(rest) - len(rest.lstrip(" "))
            content = rest.lstrip(" ")
        if content:
            entries.append(_Entry(number, column, False, content))
    return entries


def _without_comment(line: str) -> str:
    """The line without its comment: from a '#' at its start or after a space, outside quotes.
    A quote opens where a scalar may start (an apostrophe inside a plain scalar may seem to open
    one: the plain scalar then holds a ' #', which the reader leaves to PyYAML); a quote left open
    and a backslash in double quotes are left to PyYAML."""
    if line.lstrip(" ").startswith("#"):
        return ""
    if " #" not in line:
        return line.rstrip(" ")
    quote = None
    at = 0
    while at < len(line):
        char = line[at]
        if quote:
            if char == "\\" and quote == '"':
                raise NotPlain
            if char == quote:
                if line[at + 1:at + 2] == "'" == quote:
                    at += 1  # '' stands for one quote
                else:
                    quote = None
        elif char in "'\"" and (at == 0 or line[at - 1] in QUOTE_AFTER):
            quote = char
        elif char == "#" and line[at - 1] == " ":
            return line[:at].rstrip(" ")
        at += 1
    if quote:
        raise NotPlain
    return line.rstrip(" ")


def compose(text: str) -> Node | None:
    """The node tree of ``text``, or NotPlain; None for a file with no content (as PyYAML)."""
    if "\t" in text or "\r" in text or not _printable(text) or text.lstrip(" \n").startswith(("---", "...", "%")):
        raise NotPlain
    lines = text.split("\n")
    reader = _Reader(_entries(lines), lines)
    if not reader.entries:
        return None
    first = reader.entries[0]
    node = reader.block(first.column, -1)
    if reader.index != len(reader.entries):
        raise NotPlain
    return node


def _printable(text: str) -> bool:
    """No character PyYAML refuses or reads as a line break (NEL, LS, PS) or BOM."""
    if text.isascii():  # for ASCII, printable is exactly " " to "~"
        return text.replace("\n", "").isprintable()
    return all(" " <= char <= "~" or char == "\n" or "\xa0" <= char <= "\ud7ff" and char not in "\u2028\u2029"
               or "\ue000" <= char <= "\ufffd" and char != "\ufeff" or char >= "\U00010000" for char in text)


class _Reader:
    def __init__(self, entries: list[_Entry], lines: list[str]):
        self.entries = entries
        self.lines = lines
        self.index = 0
        self.depth = 0  # blocks open

    def peek(self) -> _Entry | None:
        return self.entries[self.index] if self.index < len(self.entries) else None

    def block(self, column: int, floor: int) -> Node:
        """The block node whose entries start at ``column``, inside a block at ``floor``."""
        self.depth += 1
        try:
            return self._block(column, floor)
        finally:
            self.depth -= 1

    def _block(self, column: int, floor: int) -> Node:
        if self.depth > PLAIN_DEPTH:
            raise NotPlain
        entry = self.peek()
        if entry.dash:
            return self.sequence(column, indentless=False)
        if _key_end(entry.text) is not None:
            return self.mapping(column)
        self.index += 1
        node = self.inline(entry, entry.text, entry.column, floor, self.depth)
        following = self.peek()
        if following is not None and following.column > column:
            raise NotPlain  # a scalar continued on the next line
        return node

    def inline(self, entry: _Entry, text: str, column: int, floor: int, depth: int) -> Node:
        """The value ``text`` at ``column`` of the entry's line; a flow collection not closed there
        goes on on the next lines (each indented deeper than ``floor``; a comment on a line it goes
        on from is left to PyYAML: it may end a plain scalar there)."""
        segments = [(entry.line, column, text)]
        while True:
            try:
                return _inline(_Flow(segments), depth)
            except _Unclosed:
                following = self.peek()
                if (following is None or following.dash or following.line != segments[-1][0] + 1
                        or following.column <= floor or "#" in self.lines[segments[-1][0]]):
                    raise NotPlain from None
                segments.append((following.line, following.column, following.text))
                self.index += 1

    def mapping(self, column: int) -> MappingNode:
        first = self.peek()
        node = MappingNode(MAP_TAG, [], Mark(first.line, first.column))
        while (entry := self.peek()) is not None and entry.column == column:
            if entry.dash:
                raise NotPlain  # a sequence where a key belongs: an error
            end = _key_end(entry.text)
            if end is None:
                raise NotPlain
            self.index += 1
            key = _plain_key(entry.text[:end], entry.line, entry.column)
            rest = entry.text[end + 1:]
            value_column = entry.column + end + 1 + len(rest) - len(rest.lstrip(" "))
            rest = rest.strip(" ")
            if rest:
                value = self.inline(entry, rest, value_column, column, self.depth + 1)
            else:
                value = self.nested(column, Mark(entry.line, entry.column + end + 1))
            node.value.append((key, value))
            after = self.peek()
            if after is not None and after.column > column:
                raise NotPlain  # indented deeper than anything open: an error or a continued scalar
        if (entry := self.peek()) is not None and entry.column > column:
            raise NotPlain
        return node

    def nested(self, column: int, empty_mark: Mark) -> Node:
        """The value of a key with nothing after its ':': a block below it, an indentless
        sequence, or nothing (an empty scalar just after the ':', as PyYAML marks it)."""
        entry = self.peek()
        if entry is not None and entry.column > column:
            return self.block(entry.column, column)
        if entry is not None and entry.column == column and entry.dash:
            return self.sequence(column, indentless=True)
        return ScalarNode(NULL_TAG, "", empty_mark)

    def sequence(self, column: int, indentless: bool) -> SequenceNode:
        first = self.peek()
        node = SequenceNode(SEQ_TAG, [], Mark(first.line, first.column))
        while (entry := self.peek()) is not None and entry.column == column and entry.dash:
            self.index += 1
            item = self.peek()
            if item is not None and item.column > column:
                node.value.append(self.block(item.column, column))
            else:
                node.value.append(ScalarNode(NULL_TAG, "", Mark(entry.line, entry.column + 1)))
        entry = self.peek()
        if entry is not None and (entry.column > column or entry.column == column and not indentless):
            raise NotPlain
        return node


def _key_end(text: str) -> int | None:
    """Where the ':' after a plain key is, in a line that is a mapping entry; None otherwise."""
    if text[0] in INDICATORS:
        return None
    at = text.find(": ")
    if at < 0:
        return len(text) - 1 if text.endswith(":") else None
    return at


def _plain_key(text: str, line: int, column: int) -> ScalarNode:
    text = text.rstrip(" ")
    if not text or text[0] in INDICATORS or text[0] == "-" and text[1:2] in ("", " ") or ": " in text:
        raise NotPlain
    return ScalarNode(resolve(text), text, Mark(line, column))


class _Unclosed(NotPlain):
    """A flow collection not closed on its line: it may go on on the next."""


class _Flow:
    """The text of a value on one or more lines (joined by '\\n', without their indentation), and
    where each of its characters is in the file."""

    def __init__(self, segments: list[tuple[int, int, str]]):
        self.segments = segments  # (line, column, text) of each line
        self.text = "\n".join(text for _, _, text in segments)

    def mark(self, at: int) -> Mark:
        for line, column, text in self.segments:
            if at <= len(text):
                return Mark(line, column + at)
            at -= len(text) + 1
        raise NotPlain


def _inline(flow: _Flow, depth: int) -> Node:
    """A value: a flow list or mapping (on one line or more), a quoted or a plain scalar."""
    node, end = _flow_node(flow, 0, depth, inside=False)
    if end != len(flow.text):
        raise NotPlain
    return node


def _flow_node(flow: _Flow, at: int, depth: int, inside: bool) -> tuple[Node, int]:
    """The node starting at ``at`` (no spaces before it), at nesting ``depth`` (``inside`` a flow
    collection or not), and where it ends."""
    text = flow.text
    if at >= len(text):
        raise _Unclosed if inside else NotPlain
    if depth > PLAIN_DEPTH:
        raise NotPlain
    char = text[at]
    mark = flow.mark(at)
    if char in "[{":
        closing = "]" if char == "[" else "}"
        items, at = [], _skip(text, at + 1)
        while at < len(text) and text[at] != closing:
            item, at = _flow_node(flow, at, depth + 1, inside=True)
            if char == "{":
                if not isinstance(item, ScalarNode) or text[at:at + 2] != ": ":
                    raise NotPlain
                value, at = _flow_node(flow, _skip(text, at + 1), depth + 1, inside=True)
                item = (item, value)
            items.append(item)
            at = _after_item(text, at, closing)
        if at >= len(text):
            raise _Unclosed
        node_class, tag = (SequenceNode, SEQ_TAG) if char == "[" else (MappingNode, MAP_TAG)
        return node_class(tag, items, mark), at + 1
    if char in "'\"":
        end = text.find(char, at + 1)
        while char == "'" and end >= 0 and text[end + 1:end + 2] == "'":
            end = text.find(char, end + 2)
        if end < 0:
            raise _Unclosed if inside else NotPlain
        if char == '"' and "\\" in text[at:end]:
            raise NotPlain
        value = text[at + 1:end].replace("\n", " ")  # a line break folds to a space, as in a plain scalar
        return ScalarNode(STR_TAG, value.replace("''", "'") if char == "'" else value, mark, char), end + 1
    following = text[at + 1:at + 2]
    if char in INDICATORS or char == "-" and (following in ("", " ", "\n") or inside and following in FLOW_STOPS):
        raise NotPlain
    end = _plain_end(text, at, inside)
    if not inside and end < len(text):
        raise NotPlain  # a ':' inside a plain value: PyYAML refuses it
    written = text[at:end].rstrip(" \n")
    if " #" in written or "\n#" in written:
        raise NotPlain  # a comment kept because a quote seemed open: a plain scalar holds none
    value = written.replace("\n", " ")  # a line break inside a plain scalar folds to a space
    return ScalarNode(resolve(value), value, mark), at + len(written)


def _plain_end(text: str, at: int, inside: bool) -> int:
    """Where a plain scalar starting at ``at`` ends: at a ':' that ends it or (inside a flow
    collection) a bracket or comma, else at the end of the text. Found with ``str.find``: a
    position file is mostly plain scalars, and a loop over their characters was a visible part
    of reading one."""
    stop = len(text)
    if inside:
        for char in FLOW_STOPS:
            found = text.find(char, at, stop)
            if found >= 0:
                stop = found
    colon = text.find(":", at, stop)
    while colon >= 0:
        if _value_indicator(text, colon, inside):
            return colon
        colon = text.find(":", colon + 1, stop)
    return stop


def _value_indicator(text: str, at: int, inside: bool) -> bool:
    """A ':' that ends a plain scalar: before a space or the end (inside a flow collection, before
    a bracket or comma too)."""
    following = text[at + 1:at + 2]
    return text[at] == ":" and (following in ("", " ", "\n") or inside and following in FLOW_STOPS)


def _skip(text: str, at: int) -> int:
    while at < len(text) and text[at] in " \n":
        at += 1
    return at


def _after_item(text: str, at: int, closing: str) -> int:
    """Past the ',' after a flow item (and the spaces around it), or at the closing bracket."""
    at = _skip(text, at)
    if at < len(text) and text[at] == ",":
        at = _skip(text, at + 1)
        if at < len(text) and text[at] == closing:
            raise NotPlain  # a trailing comma
        return at
    if at < len(text) and text[at] != closing:
        raise NotPlain
    return at
