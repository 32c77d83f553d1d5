"""Reading a position file's YAML into nodes (libyaml when it reads the file as the pure
reader would, the pure reader otherwise), guarded against aliases, depth and size, and
the node helpers that turn nodes into values with ``file:line:col`` messages."""

from __future__ import annotations

import os

import yaml

from .position import MAX_BYTES, PositionSyntaxError, label, looks_like_path, read_position_bytes


TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from typing import NoReturn




MAX_DEPTH = 20  # the format nests five levels; deeper YAML is not a position
# Numbers far beyond any game: a larger one is a slip of the keyboard, or garbage.
MAX_COUNT = 999  # victory points, +1 power counters on a card, regular plays used this turn
MAX_SEED = 2**64 - 1  # any 64-bit number
# Characters: no number in bounds is written longer (2^64 - 1 in binary takes 66), and a longer
# one in YAML's base-60 form (1:2:3 ...) would take time quadratic in its length to convert.
MAX_NUMBER_LENGTH = 100


_NULL_TAG = "tag:yaml.org,2002:null"
_INT_TAG = "tag:yaml.org,2002:int"
_BOOL_TAG = "tag:yaml.org,2002:bool"
_SCALARS = yaml.constructor.SafeConstructor()
NOTHING = yaml.ScalarNode(_NULL_TAG, "")  # stands for a key that is left out
EMPTY_MAPPING = yaml.MappingNode("tag:yaml.org,2002:map", [])


class _Guarded:
    """Builds the node tree only (nothing is constructed); refuses aliases and deep nesting.

    Aliases are refused because one alias can stand for a huge expanded document.
    """

    depth = 0  # levels of nesting being composed

    def compose_node(self, parent, index):
        if self.check_event(yaml.AliasEvent):
            raise yaml.composer.ComposerError(None, None, "expected plain data, found an alias (*name); positions do not use aliases", self.peek_event().start_mark)
        self.depth += 1
        try:
            if self.depth > MAX_DEPTH:
                raise yaml.composer.ComposerError(None, None, f"expected at most {MAX_DEPTH} levels of nesting, found more", self.peek_event().start_mark)
            return super().compose_node(parent, index)
        finally:
            self.depth -= 1


class _PureComposer(_Guarded, yaml.SafeLoader):
    """PyYAML's reader written in Python: what a file means, and every message, is its reading."""


class _NotSure(Exception):
    """The libyaml reader met something it may read otherwise than the pure one."""


# Tabs (libyaml accepts some that PyYAML refuses) and a byte order mark inside the text
# (libyaml skips it, PyYAML reads it as a character): such a file is read by the pure reader.
_LIBYAML_DIFFERS_ON = ("\t", "\ufeff")


def _libyaml_may_differ(event: yaml.Event) -> bool:
    """Events that libyaml and PyYAML's pure reader are known to read differently: an explicit
    tag ('!' alone is a string to one, null to the other), a block scalar ('|#' is a header
    to one, an error to the other), and an empty value (each puts it at another line:col)."""
    if isinstance(event, yaml.ScalarEvent):
        return event.tag is not None or event.style in ("|", ">") or (event.value == "" and not event.style)
    return getattr(event, "tag", None) is not None


if yaml.__with_libyaml__:

    class _LibyamlComposer(_Guarded, yaml.composer.Composer, yaml.cyaml.CParser, yaml.resolver.Resolver):
        """libyaml's parser (C) under PyYAML's composer and resolver: a tenth of the pure reader's
        time, and the same nodes at the same marks wherever ``_libyaml_may_differ`` lets it
        read (tests compare the two). It stops at anything else, and at every error."""

        def __init__(self, stream: str):
            yaml.cyaml.CParser.__init__(self, stream)
            yaml.composer.Composer.__init__(self)
            yaml.resolver.Resolver.__init__(self)

        def compose_node(self, parent, index):
            if _libyaml_may_differ(self.peek_event()):
                raise _NotSure
            return super().compose_node(parent, index)

else:  # a PyYAML built without libyaml
    _LibyamlComposer = None


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


def _decode(raw: bytes, source: str | None) -> str:
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = raw.count(b"\n", 0, error.start) + 1
        column = error.start - (raw.rfind(b"\n", 0, error.start) + 1) + 1
        raise PositionSyntaxError(
            f"{label(source)}:{line}:{column}: expected UTF-8 text, found byte 0x{raw[error.start]:02x} (is this a binary file?)"
        ) from None


def compose_text(text: str, source: str | None) -> yaml.Node | None:
    """The file's node tree, read by libyaml where it reads as the pure reader does; the pure
    reader reads the rest, and every file that has an error, so that each message is its own."""
    if _LibyamlComposer is not None and not any(char in text for char in _LIBYAML_DIFFERS_ON):
        try:
            return yaml.compose(text, Loader=_LibyamlComposer)
        except (yaml.YAMLError, UnicodeEncodeError, _NotSure):  # UnicodeEncodeError: libyaml takes no lone surrogate
            pass  # the pure reader decides
    return _compose_pure(text, source)


def _compose_pure(text: str, source: str | None) -> yaml.Node | None:
    try:
        return yaml.compose(text, Loader=_PureComposer)
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        problem = ", ".join(part for part in (error.context, error.problem) if part)
        raise PositionSyntaxError(f"{label(source)}:{mark.line + 1}:{mark.column + 1}: {problem}") from None
    except yaml.reader.ReaderError as error:
        before = text[: error.position]
        line = before.count("\n") + 1
        column = error.position - (before.rfind("\n") + 1) + 1
        raise PositionSyntaxError(
            f"{label(source)}:{line}:{column}: expected printable text, found special character #x{error.character:04x}"
        ) from None
    except yaml.YAMLError as error:  # the remaining kinds carry no position
        raise PositionSyntaxError(f"{label(source)}: {error}") from None


def describe_found(node: yaml.Node) -> str:
    if isinstance(node, yaml.MappingNode):
        return "a mapping"
    if isinstance(node, yaml.SequenceNode):
        return "a list"
    if node.tag == _NULL_TAG:
        return "nothing"
    value = node.value if len(node.value) <= 40 else node.value[:37] + "..."
    return repr(value)


class Nodes:
    """Typed access to YAML nodes; every mismatch is a PositionSyntaxError at the node."""

    def __init__(self, source: str | None):
        self.source = source

    def fail(self, node: yaml.Node, message: str) -> NoReturn:
        mark = node.start_mark
        raise PositionSyntaxError(f"{label(self.source)}:{mark.line + 1}:{mark.column + 1}: {message}")

    def mapping(self, node: yaml.Node, what: str, keys: tuple[str, ...], required: tuple[str, ...] = ()) -> dict[str, yaml.Node]:
        """The mapping's values by key; unknown, repeated and missing keys are errors."""
        if not isinstance(node, yaml.MappingNode):
            self.fail(node, f"expected {what} (a mapping), found {describe_found(node)}")
        values: dict[str, yaml.Node] = {}
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

    def sequence(self, node: yaml.Node, what: str) -> list[yaml.Node]:
        if isinstance(node, yaml.ScalarNode) and node.tag == _NULL_TAG:
            return []
        if not isinstance(node, yaml.SequenceNode):
            self.fail(node, f"expected {what} (a list), found {describe_found(node)}")
        return node.value

    def text(self, node: yaml.Node, what: str, field: str | None = None) -> str:
        """Text, not empty, without control characters (a message must stay one line, and no
        name has them); ``field`` names it in that message when ``what`` is long."""
        if not isinstance(node, yaml.ScalarNode) or node.tag == _NULL_TAG or node.value == "":
            self.fail(node, f"expected {what}, found {describe_found(node)}")
        control = _control_character(node.value)
        if control is not None:
            self.fail(node, f"expected printable text in {field or what}, found control character U+{ord(control):04X}")
        return node.value

    def count(self, node: yaml.Node, what: str, most: int = MAX_COUNT) -> int:
        """A whole number from 0 to ``most``."""
        number = _whole_number(node)
        if number is None or not 0 <= number <= most:
            self.fail(node, f"expected {what} (a whole number from 0 to {most}), found {describe_found(node)}")
        return number


    def amount(self, node: yaml.Node, what: str) -> int:
        """A whole number from -MAX_COUNT to MAX_COUNT (a change of power may be negative)."""
        number = _whole_number(node)
        if number is None or not -MAX_COUNT <= number <= MAX_COUNT:
            self.fail(node, f"expected {what} (a whole number from -{MAX_COUNT} to {MAX_COUNT}), found {describe_found(node)}")
        return number

    def flag(self, node: yaml.Node, what: str) -> bool:
        """true or false."""
        if not (isinstance(node, yaml.ScalarNode) and node.tag == _BOOL_TAG):
            self.fail(node, f"expected {what} (true or false), found {describe_found(node)}")
        return _SCALARS.construct_yaml_bool(node)


def _control_character(text: str) -> str | None:
    """The first control character (U+0000-U+001F, U+007F-U+009F) in ``text``, if any."""
    if text.isprintable():  # the usual case, decided in C; it is False for more than control characters
        return None
    return next((char for char in text if char <= "\x1f" or "\x7f" <= char <= "\x9f"), None)


def _whole_number(node: yaml.Node) -> int | None:
    """The integer a scalar spells, if it spells one (at most MAX_NUMBER_LENGTH characters)."""
    if not isinstance(node, yaml.ScalarNode) or node.tag != _INT_TAG or len(node.value) > MAX_NUMBER_LENGTH:
        return None
    try:
        return _SCALARS.construct_yaml_int(node)
    except (ValueError, IndexError):  # an explicit !!int tag on text that is no number
        return None


def _unknown_key(key: str, what: str, keys: tuple[str, ...]) -> str:
    from difflib import get_close_matches

    close = get_close_matches(key, keys, n=1, cutoff=0.6)
    if close:
        return f"unknown key '{key}' in {what}; did you mean '{close[0]}'?"
    return f"expected one of the keys of {what} ({', '.join(keys)}), found '{key}'"


def _key_list(values: dict[str, yaml.Node]) -> str:
    return ", ".join(f"'{key}'" for key in values)


def node_line(node: yaml.Node) -> int:
    return node.start_mark.line + 1


def node_column(node: yaml.Node) -> int:
    return node.start_mark.column + 1


# --- loading ------------------------------------------------------------------------------------
