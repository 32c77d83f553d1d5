"""The rule index, read from ``docs/rules/*.md``.

Each rule section is a level-2 heading ``## `scoring.ties` Ties for a place``,
a ``Source:`` paragraph, the body, and optionally a ``Related:`` paragraph of
rule IDs in backticks. Adding a section to the docs adds it to the tool.
"""

from __future__ import annotations

import re
from pathlib import Path

RULE_ID = re.compile(r"^[a-z0-9-]+(\.[a-z0-9-]+)+$")
CODE_SPAN = re.compile(r"`([^`]+)`")


class RulesDocError(ValueError):
    """A rules document does not follow the section format."""


def parse_rules_file(path: Path, relative: str, require_source: bool = True) -> list[dict]:
    from markdown_it import MarkdownIt

    source = path.read_text(encoding="utf-8")
    lines = source.split("\n")
    tokens = MarkdownIt("commonmark").parse(source)
    area_title = None
    headings: list[tuple[int, str, str]] = []  # (line index, id, title)
    for index, token in enumerate(tokens):
        if token.type != "heading_open":
            continue
        inline = tokens[index + 1]
        if token.tag == "h1" and area_title is None:
            area_title = inline.content.strip()
        elif token.tag == "h2":
            children = [c for c in inline.children if c.type != "text" or c.content.strip()]
            if not children or children[0].type != "code_inline" or not RULE_ID.match(children[0].content):
                raise RulesDocError(f"{relative}:{token.map[0] + 1}: a rule heading must start with its ID in backticks, e.g. ## `scoring.ties` Ties")
            title = "".join(c.content for c in children[1:]).strip()
            headings.append((token.map[0], children[0].content, title))
    sections = []
    for n, (start, rule_id, title) in enumerate(headings):
        end = headings[n + 1][0] if n + 1 < len(headings) else len(lines)
        sections.append(section_record(rule_id, title, lines[start + 1 : end], path.stem, area_title, relative, start + 1, require_source))
    return sections


def section_record(rule_id, title, body_lines, area, area_title, relative, line, require_source) -> dict:
    paragraphs = "\n".join(body_lines).strip().split("\n\n")
    source = related = None
    body = []
    for paragraph in paragraphs:
        text = paragraph.strip()
        if text.startswith("Source:") and source is None:
            source = " ".join(text[len("Source:") :].split())
        elif text.startswith("Related:"):
            related = CODE_SPAN.findall(text)
        elif text:
            body.append(text)
    if source is None and require_source:
        raise RulesDocError(f"{relative}:{line}: section {rule_id} has no 'Source:' paragraph")
    return {
        "id": rule_id,
        "title": title,
        "area": area,
        "area_title": area_title,
        "file": relative,
        "line": line,
        "source": source,
        "body": "\n\n".join(body),
        "related": related or [],
    }


def build_rules(docs: Path) -> dict:
    """Every section of ``docs/rules/*.md`` and of ``docs/conflicts.md`` beside it."""
    sections: list[dict] = []
    for path in sorted(docs.glob("*.md")):
        sections.extend(parse_rules_file(path, f"docs/rules/{path.name}"))
    conflicts = docs.parent / "conflicts.md"
    if conflicts.exists():
        sections.extend(parse_rules_file(conflicts, "docs/conflicts.md", require_source=False))
    ids = [s["id"] for s in sections]
    duplicates = sorted({i for i in ids if ids.count(i) > 1})
    if duplicates:
        raise RulesDocError(f"rule IDs used twice: {', '.join(duplicates)}")
    known = set(ids)
    for section in sections:
        unknown = [r for r in section["related"] if r not in known]
        if unknown:
            raise RulesDocError(f"{section['file']}:{section['line']}: {section['id']} relates to unknown rule IDs: {', '.join(unknown)}")
    return {"sections": sorted(sections, key=lambda s: s["id"])}
