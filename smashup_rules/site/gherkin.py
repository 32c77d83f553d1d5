"""The Gherkin scenarios of ``features/`` that check each ruling, with their text, and the text
highlighted as HTML (keywords, steps, tags, strings, tables, doc strings, comments).

A scenario is shown as it runs: the feature's ``Background:`` (the steps every scenario of the
file starts with), then the scenario from its tags to its last step, as written, dedented.
"""

from __future__ import annotations

import re
from html import escape
from pathlib import Path

from smashup_rules.reference.coverage import scenario_tags

BLOCKS = ("Feature:", "Rule:", "Background:", "Scenario:", "Scenario Outline:", "Scenario Template:", "Example:", "Examples:", "Scenarios:")
STEPS = ("Given ", "When ", "Then ", "And ", "But ", "* ")
DOC_STRING = ('"""', "```")
_INLINE = re.compile(r'(?P<string>"[^"]*")|(?P<placeholder><[^<>\s]+>)')


class GherkinScenario:
    """One scenario tagged with a ruling: where its tag is (``pirates.feature:50``, relative to
    the features folder), its name, and its text (the Background first, if the file has one)."""

    __slots__ = ("place", "name", "text")

    def __init__(self, place: str, name: str, text: str):
        self.place = place
        self.name = name
        self.text = text


def gherkin_scenarios(features: Path) -> dict[str, list[GherkinScenario]]:
    """Ruling ID → the scenarios tagged with it, in the order of the files and lines."""
    found: dict[str, list[GherkinScenario]] = {}
    lines_of: dict[str, list[str]] = {}
    for ruling_id, places in scenario_tags(features)["ruling"].items():
        for place in places:
            file, _, line = place.rpartition(":")
            if file not in lines_of:
                lines_of[file] = Path(file).read_text(encoding="utf-8").splitlines()
            lines = lines_of[file]
            start, end = _scenario_block(lines, int(line) - 1)
            background = _background(lines, start)
            shown = [*background, "", *lines[start:end]] if background else lines[start:end]
            name = next(_title(text) for text in lines[start:end] if text.strip().startswith(BLOCKS))
            found.setdefault(ruling_id, []).append(GherkinScenario(f"{Path(file).relative_to(features).as_posix()}:{line}", name, _dedent(shown)))
    return found


def _block_start(text: str) -> bool:
    stripped = text.strip()
    return stripped.startswith("@") or stripped.startswith(BLOCKS)


def _scenario_block(lines: list[str], tag: int) -> tuple[int, int]:
    """The lines (start, end) of the scenario whose tags include line ``tag`` (0-based): its
    tag lines, its keyword line, and its steps up to the next block (blank lines and comments
    between it and the next block's tags left out)."""
    start = tag
    while start > 0 and lines[start - 1].strip().startswith("@"):
        start -= 1
    keyword = tag
    while not lines[keyword].strip().startswith(BLOCKS):
        keyword += 1
    end, in_doc_string = keyword + 1, False
    while end < len(lines) and (in_doc_string or not _block_start(lines[end])):
        if lines[end].strip().startswith(DOC_STRING):
            in_doc_string = not in_doc_string
        end += 1
    while end > keyword + 1 and (not lines[end - 1].strip() or lines[end - 1].strip().startswith("#")):
        end -= 1
    return start, end


def _background(lines: list[str], before: int) -> list[str]:
    """The Background block of the file, when it comes before line ``before``."""
    for number, text in enumerate(lines[:before]):
        if text.strip().startswith("Background:"):
            return lines[number : _scenario_block(lines, number)[1]]
    return []


def _title(text: str) -> str:
    return text.strip().partition(":")[2].strip()


def _dedent(lines: list[str]) -> str:
    indent = min(len(text) - len(text.lstrip()) for text in lines if text.strip())
    return "\n".join(text[indent:].rstrip() for text in lines)


def highlight(text: str) -> str:
    """Gherkin as HTML: each part in a ``<span class="gk-…">`` the style sheet colours."""
    out, in_doc_string = [], False
    for text_line in text.split("\n"):
        stripped = text_line.lstrip()
        indent = text_line[: len(text_line) - len(stripped)]
        if stripped.startswith(DOC_STRING):
            in_doc_string = not in_doc_string
            out.append(f'{indent}<span class="gk-string">{escape(stripped)}</span>')
        elif in_doc_string:
            out.append(f'<span class="gk-string">{escape(text_line)}</span>')
        elif stripped.startswith("#"):
            out.append(f'{indent}<span class="gk-comment">{escape(stripped)}</span>')
        elif stripped.startswith("@"):
            out.append(indent + " ".join(f'<span class="gk-tag">{escape(tag)}</span>' for tag in stripped.split()))
        elif stripped.startswith(BLOCKS):
            keyword, _, title = stripped.partition(":")
            out.append(f'{indent}<span class="gk-keyword">{escape(keyword)}:</span>{_inline(title)}')
        elif stripped.startswith(STEPS):
            step, _, rest = stripped.partition(" ")
            out.append(f'{indent}<span class="gk-step">{escape(step)}</span> {_inline(rest)}')
        elif stripped.startswith("|"):
            cells = stripped.split("|")
            out.append(indent + '<span class="gk-table">|</span>'.join(_inline(cell) for cell in cells))
        else:
            out.append(escape(text_line))
    return "\n".join(out)


def _inline(text: str) -> str:
    """A step's words, its "strings" and <placeholders> marked."""
    parts, at = [], 0
    for match in _INLINE.finditer(text):
        parts.append(escape(text[at : match.start()]))
        kind = "string" if match["string"] else "placeholder"
        parts.append(f'<span class="gk-{kind}">{escape(match[0])}</span>')
        at = match.end()
    parts.append(escape(text[at:]))
    return "".join(parts)
