"""Reading a position file's YAML into nodes (the plain reader for the plain YAML position files
are written in, PyYAML for the rest and for every file with an error), guarded against aliases,
depth and size, and the node helpers that turn nodes into values with ``file:line:col`` messages."""

from __future__ import annotations

import os

from smashup_rules.position.model import MAX_BYTES, MAX_COUNT, PositionSyntaxError, label, looks_like_path, read_position_bytes
from smashup_rules.position.syntax.subset import BOOL_TAG, BOOLEANS, INT_TAG, MAP_TAG, NULL_TAG, MappingNode, Node, NotPlain, ScalarNode, SequenceNode, compose


TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from typing import NoReturn


# Characters: no number in bounds is written longer (2^64 - 1 in binary takes 66), and a longer
# one in YAML's base-60 form (1:2:3 ...) would take time quadratic in its length to convert.
MAX_NUMBER_LENGTH = 100


NOTHING = ScalarNode(NULL_TAG, "")  # stands for a key that is left out
EMPTY_MAPPING = MappingNode(MAP_TAG, [])


def read_text(path_or_text: str | bytes | os.PathLike, source: str | None) -> tuple[str, str | None]:
    """The file's text and the name to use in messages."""
    if isinstance(path_or_text, os.PathLike) or looks_like_path(path_or_text):
        source = source or os.fspath(path_or_text)
        raw = read_position_bytes(path_or_text, source)
    elif isinstance(path_or_text, bytes):
        raw = path_or_text
    else:
        _check_size(len(path_or_text), source)
        return path_or_text, source
    _check_size(len(raw), source)
    return _decode(raw, source), source


def _check_size(size: int, source: str | None) -> None:
    if size > MAX_BYTES:
        raise PositionSyntaxError(f"{label(source)}: expected a position of at most 1 MiB, found {size / (1 << 20):.1f} MiB")


_BOM = b"\xef\xbb\xbf"


def _decode(raw: bytes, source: str | None) -> str:
    """UTF-8 text, a byte order mark at the start dropped (the ``utf-8-sig`` codec, whose
    import is a measurable part of a new file's start-up)."""
    text = raw[len(_BOM):] if raw.startswith(_BOM) else raw
    try:
        return text.decode("utf-8")
    except UnicodeDecodeError as error:
        line = text.count(b"\n", 0, error.start) + 1
        column = error.start - (text.rfind(b"\n", 0, error.start) + 1) + 1
        raise PositionSyntaxError(
            f"{label(source)}:{line}:{column}: expected UTF-8 text, found byte 0x{text[error.start]:02x} (is this a binary file?)"
        ) from None


def compose_text(text: str, source: str | None) -> Node | None:
    """The file's node tree: read by the plain reader where it can, by PyYAML otherwise (importing
    PyYAML costs a new file more than reading it)."""
    try:
        return compose(text)
    except NotPlain:
        from smashup_rules.position.syntax.pyyaml import compose_text as compose_with_pyyaml

        return compose_with_pyyaml(text, source)


def describe_found(node: Node) -> str:
    if isinstance(node, MappingNode):
        return "a mapping"
    if isinstance(node, SequenceNode):
        return "a list"
    if node.tag == NULL_TAG:
        return "nothing"
    value = node.value if len(node.value) <= 40 else node.value[:37] + "..."
    return repr(value)


class Nodes:
    """Typed access to YAML nodes; every mismatch is a PositionSyntaxError at the node."""

    def __init__(self, source: str | None):
        self.source = source
        # Names that match no card, faction or base, each a located message: reading goes on with
        # the closest name, so that one error lists every misspelt name of the file.
        self.misnamed: list[str] = []

    def fail(self, node: Node, message: str) -> NoReturn:
        raise PositionSyntaxError.of(self.source, [*self.misnamed, self.located(node, message)])

    def located(self, node: Node, message: str) -> str:
        mark = node.start_mark
        return f"{label(self.source)}:{mark.line + 1}:{mark.column + 1}: {message}"

    def misname(self, node: Node, error, resolve) -> str:
        """A name ``resolve`` did not know (``error``: its ``UnknownName``): noted, and read as
        the closest real name so that reading goes on; with none close, reading stops here."""
        if error.ambiguous or not error.suggestions:
            self.fail(node, str(error))
        self.misnamed.append(self.located(node, str(error)))
        try:
            return resolve(error.suggestions[0])
        except ValueError:  # the suggestion is itself a name several cards share
            self.fail(node, str(error))

    def check_names(self) -> None:
        """At the end of reading: every misspelt name, in one error."""
        if self.misnamed:
            raise PositionSyntaxError.of(self.source, self.misnamed)

    def mapping(self, node: Node, what: str, keys: tuple[str, ...], required: tuple[str, ...] = ()) -> dict[str, Node]:
        """The mapping's values by key; unknown, repeated and missing keys are errors."""
        if not isinstance(node, MappingNode):
            self.fail(node, f"expected {what} (a mapping), found {describe_found(node)}")
        values: dict[str, Node] = {}
        for key_node, value_node in node.value:
            key = self.text(key_node, f"a key of {what}")
            if key not in keys:
                self.fail(key_node, _unknown_key(key, what, keys))
            if key in values:
                self.fail(key_node, f"expected each key once in {what}, found '{key}' again (first on line {values[key].start_mark.line + 1})")
            values[key] = value_node
        for key in required:
            if key not in values:
                self.fail(node, f"expected '{key}' in {what}, found {_key_list(values) or 'no keys'}")
        return values

    def sequence(self, node: Node, what: str) -> list[Node]:
        if isinstance(node, ScalarNode) and node.tag == NULL_TAG:
            return []
        if not isinstance(node, SequenceNode):
            self.fail(node, f"expected {what} (a list), found {describe_found(node)}")
        return node.value

    def text(self, node: Node, what: str, field: str | None = None) -> str:
        """Text, not empty, without control characters (a message must stay one line, and no
        name has them); ``field`` names it in that message when ``what`` is long."""
        if not isinstance(node, ScalarNode) or node.tag == NULL_TAG or node.value == "":
            self.fail(node, f"expected {what}, found {describe_found(node)}")
        control = _control_character(node.value)
        if control is not None:
            self.fail(node, f"expected printable text in {field or what}, found control character U+{ord(control):04X}")
        return node.value

    def count(self, node: Node, what: str, most: int = MAX_COUNT, least: int = 0) -> int:
        """A whole number from ``least`` to ``most``."""
        number = _whole_number(node)
        if number is None or not least <= number <= most:
            self.fail(node, f"expected {what} (a whole number from {least} to {most}), found {describe_found(node)}")
        return number

    def amount(self, node: Node, what: str) -> int:
        """A whole number from -MAX_COUNT to MAX_COUNT (a change of power may be negative)."""
        number = _whole_number(node)
        if number is None or not -MAX_COUNT <= number <= MAX_COUNT:
            self.fail(node, f"expected {what} (a whole number from -{MAX_COUNT} to {MAX_COUNT}), found {describe_found(node)}")
        return number

    def flag(self, node: Node, what: str) -> bool:
        """true or false."""
        if not (isinstance(node, ScalarNode) and node.tag == BOOL_TAG):
            self.fail(node, f"expected {what} (true or false), found {describe_found(node)}")
        return BOOLEANS[node.value.lower()]


def _control_character(text: str) -> str | None:
    """The first control character (U+0000-U+001F, U+007F-U+009F) in ``text``, if any."""
    if text.isprintable():  # the usual case, decided in C; it is False for more than control characters
        return None
    return next((char for char in text if char <= "\x1f" or "\x7f" <= char <= "\x9f"), None)


def _whole_number(node: Node) -> int | None:
    """The integer a scalar spells, if it spells one (at most MAX_NUMBER_LENGTH characters)."""
    if not isinstance(node, ScalarNode) or node.tag != INT_TAG or len(node.value) > MAX_NUMBER_LENGTH:
        return None
    try:
        return _yaml_int(node.value)
    except (ValueError, IndexError):  # an explicit !!int tag on text that is no number
        return None


def _yaml_int(text: str) -> int:
    """The integer of a YAML 1.1 int, as PyYAML reads one: '_' between digits, a sign, 0b binary,
    0x hexadecimal, a leading 0 for octal, ':' for base 60."""
    digits = text.replace("_", "")
    sign = -1 if digits[0] == "-" else 1
    if digits[0] in "+-":
        digits = digits[1:]
    if digits == "0":
        return 0
    if digits.startswith("0b"):
        return sign * int(digits[2:], 2)
    if digits.startswith("0x"):
        return sign * int(digits[2:], 16)
    if digits[0] == "0":
        return sign * int(digits, 8)
    if ":" in digits:
        value = 0
        for part in digits.split(":"):
            value = value * 60 + int(part)
        return sign * value
    return sign * int(digits)


def _unknown_key(key: str, what: str, keys: tuple[str, ...]) -> str:
    from difflib import get_close_matches

    close = get_close_matches(key, keys, n=1, cutoff=0.6)
    if close:
        return f"unknown key '{key}' in {what}; did you mean '{close[0]}'?"
    return f"expected one of the keys of {what} ({', '.join(keys)}), found '{key}'"


def _key_list(values: dict[str, Node]) -> str:
    return ", ".join(f"'{key}'" for key in values)


def node_line(node: Node) -> int:
    return node.start_mark.line + 1


def node_column(node: Node) -> int:
    return node.start_mark.column + 1


def node_mark(node: Node) -> tuple[int, int]:
    """Where ``node`` starts: (line, column), both from 1."""
    return node.start_mark.line + 1, node.start_mark.column + 1


# --- loading ------------------------------------------------------------------------------------
