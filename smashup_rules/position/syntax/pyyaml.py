"""Position files read by PyYAML: whatever the plain reader (``position_subset``) leaves, and
every file with an error, so that each message is located as PyYAML locates it, and said in our
words (``yaml_words``). libyaml reads where it reads as
the pure reader would, the pure reader otherwise; the nodes are handed on as the plain
reader's, and aliases, deep nesting and size are refused as before."""

from __future__ import annotations

import yaml

from smashup_rules.position.model import PositionSyntaxError, label
from smashup_rules.position.syntax.subset import MAX_DEPTH, Mark, MappingNode, Node, ScalarNode, SequenceNode
from smashup_rules.position.syntax.yaml_words import in_our_words


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


def compose_text(text: str, source: str | None) -> Node | None:
    """The file's node tree, read by libyaml where it reads as the pure reader does; the pure
    reader reads the rest, and every file that has an error, so that each message is its own."""
    if _LibyamlComposer is not None and not any(char in text for char in _LIBYAML_DIFFERS_ON):
        try:
            return _ours(yaml.compose(text, Loader=_LibyamlComposer))
        except (yaml.YAMLError, UnicodeEncodeError, _NotSure):  # UnicodeEncodeError: libyaml takes no lone surrogate
            pass  # the pure reader decides
    return _compose_pure(text, source)


def _compose_pure(text: str, source: str | None) -> yaml.Node | None:
    try:
        return _ours(yaml.compose(text, Loader=_PureComposer))
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        raise PositionSyntaxError(f"{label(source)}:{mark.line + 1}:{mark.column + 1}: {in_our_words(error)}") from None
    except yaml.reader.ReaderError as error:
        before = text[: error.position]
        line = before.count("\n") + 1
        column = error.position - (before.rfind("\n") + 1) + 1
        raise PositionSyntaxError(
            f"{label(source)}:{line}:{column}: expected printable text, found special character #x{error.character:04x}"
        ) from None
    except yaml.YAMLError as error:  # the remaining kinds carry no position
        raise PositionSyntaxError(f"{label(source)}: {error}") from None


def _ours(node: yaml.Node | None) -> Node | None:
    """PyYAML's node tree as the plain reader's nodes (the same kinds, tags, values and marks)."""
    if node is None:
        return None
    mark = Mark(node.start_mark.line, node.start_mark.column)
    if isinstance(node, yaml.ScalarNode):
        return ScalarNode(node.tag, node.value, mark, node.style)
    if isinstance(node, yaml.SequenceNode):
        return SequenceNode(node.tag, [_ours(item) for item in node.value], mark)
    return MappingNode(node.tag, [(_ours(key), _ours(value)) for key, value in node.value], mark)
