"""The step vocabulary: every phrasing a scenario may use, each with its example and meaning.

A step module declares its steps with ``given``, ``when`` and ``then`` below: a regular
expression the whole line must match, an example line, and the function that does the step (its
docstring says what the step means). Declaring them here, not with pytest-bdd's decorators,
keeps the vocabulary plain Python: the pytest plugin (``library``) binds every step into
pytest-bdd, and everything else that needs the phrasings reads them from ``STEPS`` without
pytest: the reference (docs/scenarios.md and the site's page, ``step_reference``), the "did you
mean" of an unknown step and the draft, which reads its own steps back (``steps``).
"""

from __future__ import annotations

import re
import re._parser as regex_parser  # the parse tree of a pattern, to write its phrasing (``phrasing``)
from re._constants import AT, BRANCH, LITERAL, MAX_REPEAT, MIN_REPEAT, SUBPATTERN

from smashup_rules.util.records import Record

KINDS = ("given", "when", "then")


class StepDefinition(Record):
    """One phrasing: ``kind`` (given, when or then), its ``pattern``, an ``example`` line and
    the ``function`` that does it, called with the table and the pattern's named groups."""

    __slots__ = ("kind", "pattern", "example", "function", "regex")
    _compared = ("kind", "pattern")

    def __init__(self, kind: str, pattern: str, example: str, function):
        self.kind = kind
        self.pattern = pattern
        self.example = example
        self.function = function
        self.regex = re.compile(pattern)

    def match(self, text: str) -> dict[str, str] | None:
        """The named groups of ``text`` read as this step (pytest-bdd reads a whole line), else None."""
        found = self.regex.fullmatch(text)
        return None if found is None else found.groupdict()

    @property
    def phrasing(self) -> str:
        return phrasing(self.pattern)

    @property
    def meaning(self) -> str:
        """The first paragraph of the function's docstring, on one line."""
        doc = (self.function.__doc__ or "").strip().split("\n\n")[0]
        return " ".join(doc.split())


STEPS: list[StepDefinition] = []


def _declare(kind: str, pattern: str, example: str):
    def declare(function):
        STEPS.append(StepDefinition(kind, pattern, example, function))
        return function

    return declare


def given(pattern: str, *, example: str):
    return _declare("given", pattern, example)


def when(pattern: str, *, example: str):
    return _declare("when", pattern, example)


def then(pattern: str, *, example: str):
    return _declare("then", pattern, example)


# --- the phrasing of a pattern ----------------------------------------------------------------


def phrasing(pattern: str) -> str:
    """How a reader writes a step: each named group as ``{name}``, or as its words when it
    only chooses among words (``in/at/on``); an optional part in brackets; a letter that may
    be left out in parentheses (``counter(s)``). ``Alice controls {card} at {base} [with
    {counters} +1 power counter(s)]``. A pattern built of anything else is refused (ValueError),
    so that no phrasing is written wrong."""
    tree = regex_parser.parse(pattern)
    names = {number: name for name, number in tree.state.groupdict.items()}
    return _phrase(tree, names)


def _phrase(items, names: dict[int, str]) -> str:
    written = ""
    for op, value in items:
        if op is BRANCH:
            # The parser takes the letters all choices begin with out in front of them
            # (deck|discard pile: "d", then eck|iscard pile): the word they begin goes back to each.
            before, space, start = written.rpartition(" ")
            written = before + space + "/".join(start + _phrase(branch, names) for branch in value[1])
        else:
            written += _phrase_item(op, value, names)
    return written


def _phrase_item(op, value, names: dict[int, str]) -> str:
    if op is LITERAL:
        return chr(value)
    if op is AT:  # ^ and $: pytest-bdd reads the whole line anyway
        return ""
    if op is SUBPATTERN:
        number, _, _, content = value
        if number in names and not _only_words(content):
            return "{" + names[number] + "}"
        return _phrase(content, names)
    if op in (MAX_REPEAT, MIN_REPEAT) and value[:2] == (0, 1):
        content = value[2]
        if len(content) == 1 and content[0][0] is LITERAL:
            return f"({chr(content[0][1])})"
        words = _phrase(content, names)
        return f" [{words[1:]}]" if words.startswith(" ") else f"[{words}]"
    raise ValueError(f"no phrasing for {op} in a step's pattern outside a named group")


def _only_words(items) -> bool:
    """Whether a group's content is words and choices among words, which the phrasing shows."""
    for op, value in items:
        if op is LITERAL:
            continue
        if op is BRANCH:
            if not all(_only_words(branch) for branch in value[1]):
                return False
        elif op in (MAX_REPEAT, MIN_REPEAT) and value[:2] == (0, 1):
            if not _only_words(value[2]):
                return False
        elif op is SUBPATTERN:
            if not _only_words(value[3]):
                return False
        else:
            return False
    return True

