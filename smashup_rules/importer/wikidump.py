"""Split the wiki's "recent edits" dump into page revisions and clean wiki markup."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

TIMESTAMP = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$")
_LINK = re.compile(r"\[\[(?:[^\]|]*\|)?([^\]]*)\]\]")
_EXTERNAL_LINK = re.compile(r"\[https?://\S+ ([^\]]*)\]")
_TEMPLATE = re.compile(r"\{\{[^{}]*\}\}")
_HTML_TAG = re.compile(r"<[^>]+>")


@dataclass
class Revision:
    """One revision of one page: title, timestamp, edit summary and body lines."""

    title: str
    timestamp: str
    summary: str
    line: int  # 1-based line of the title in the dump
    body: list[str] = field(default_factory=list)
    body_start: int = 0  # 1-based line number of body[0]

    @property
    def is_empty(self) -> bool:
        return not any(line.strip() for line in self.body)


def split_revisions(text: str) -> list[Revision]:
    """Cut the dump at every ``title / blank / timestamp / blank / summary`` header.

    The dump's first line is its own title and belongs to no page.
    """
    lines = text.split("\n")
    starts = [
        i - 2
        for i in range(2, len(lines))
        if TIMESTAMP.match(lines[i].strip()) and not lines[i - 1].strip() and lines[i - 2].strip()
    ]
    revisions = []
    for n, start in enumerate(starts):
        end = starts[n + 1] if n + 1 < len(starts) else len(lines)
        summary_line = lines[start + 4] if start + 4 < len(lines) else ""
        editor, _, summary = summary_line.partition(":")
        body = lines[start + 5 : end]
        revisions.append(
            Revision(
                title=lines[start].strip(),
                timestamp=lines[start + 2].strip(),
                summary=summary.strip(),
                line=start + 1,
                body=body,
                body_start=start + 6,
            )
        )
    return revisions


def clean_markup(text: str) -> str:
    """Drop wiki presentation (bold, italics, links, templates), keep the words."""
    text = _TEMPLATE.sub("", text)
    text = _LINK.sub(lambda m: m.group(1), text)
    text = _EXTERNAL_LINK.sub(lambda m: m.group(1), text)
    text = _HTML_TAG.sub("", text)
    text = text.replace("'''", "").replace("''", "")
    return re.sub(r"[ \t]+", " ", text).strip()


HEADING = re.compile(r"^(=+)\s*(.*?)\s*(=+)\s*$")


def heading(line: str) -> tuple[int, str] | None:
    """``"====== 1x Ghost ======"`` → ``(6, "1x Ghost")``; any other line → None."""
    match = HEADING.match(line.strip())
    if not match:
        return None
    return min(len(match.group(1)), len(match.group(3))), clean_markup(match.group(2))
