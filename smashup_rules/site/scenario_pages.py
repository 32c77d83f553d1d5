"""The disputed plays of ``scenarios/``: each position resolved through the engine and
shown with its explanation (explain_formats), and a gallery of them all."""

from __future__ import annotations

import re
from html import escape
from pathlib import Path

from smashup_rules.engine.errors import IllegalPlay
from smashup_rules.explain.run import Explanation, cited, explain_position
from smashup_rules.explain.formats import html_fragment
from smashup_rules.position import load_valid_position
from smashup_rules.web import urls
from smashup_rules.web.layout import Page, page

# The end of a sentence: "." or "?" after a small letter, digit, bracket or quote
# (so "K.C. Smith" does not end one), then a space or the end.
_SENTENCE_END = re.compile(r"(?<=[a-z0-9)\"'’])[.?](?=\s|$)")
_DISPUTED = "Disputed: "


class Scenario:
    __slots__ = ("stem", "text", "question", "title", "explanation")

    def __init__(self, path: Path):
        self.stem = path.stem
        raw = path.read_bytes()
        self.text = raw.decode("utf-8")
        self.question = _leading_comment(self.text)
        question = self.question.removeprefix(_DISPUTED)
        end = _SENTENCE_END.search(question)
        title = question[: end.end()] if end else (question or self.stem)
        self.title = title[:1].upper() + title[1:]
        # Read from bytes, not the path: the site's files must not depend on where the folder is.
        position = load_valid_position(raw, source=f"scenarios/{path.name}")
        self.explanation: Explanation = explain_position(position)

    def cited(self) -> set[str]:
        return set(cited(self.explanation))


def _leading_comment(text: str) -> str:
    """The comment lines a position file starts with (editor directives left out)."""
    lines = []
    for line in text.splitlines():
        if not line.startswith("#"):
            break
        comment = line.lstrip("#").strip()
        if not comment.startswith("yaml-language-server:"):
            lines.append(comment)
    return " ".join(lines)


def load_scenarios(folder: Path) -> list[Scenario]:
    return [Scenario(path) for path in sorted(folder.glob("*.yaml"))]


def scenario_page(site, scenario: Scenario) -> Page:
    path = urls.scenario_page(scenario.stem)
    root = urls.root_of(path)
    body = [f"<h1>{escape(scenario.title)}</h1>"]
    if scenario.question:
        body.append(f'<p class="question">{site.linker.html(scenario.question, root)}</p>')
    body.append(html_fragment(scenario.explanation, scenario.text, root, position_open=True))
    body.append(f'<p class="source">Position file: <code>scenarios/{escape(scenario.stem)}.yaml</code>; the same explanation as <code>smashup explain scenarios/{escape(scenario.stem)}.yaml</code>.</p>')
    return page(path, scenario.title, "\n".join(body), crumbs=(("Home", urls.INDEX), ("Disputed plays", urls.SCENARIOS_INDEX)))


def gallery_page(site, scenarios: list[Scenario]) -> Page:
    path = urls.SCENARIOS_INDEX
    root = urls.root_of(path)
    items = []
    for scenario in scenarios:
        error = scenario.explanation.error
        steps = f"{len(scenario.explanation.game.log)} steps"
        outcome = steps if error is None else f"{steps}, then {'refused' if isinstance(error, IllegalPlay) else 'stopped'}"
        items.append(
            f'<li><h2><a href="{root}{urls.scenario_page(scenario.stem)}">{escape(scenario.title)}</a></h2>'
            f"<p>{site.linker.html(scenario.question, root)}</p><p class=\"ruling-id\">{escape(outcome)}</p></li>"
        )
    body = [
        "<h1>Disputed plays</h1>",
        "<p>Board positions over which players have argued, each resolved by the rules engine step by step, with the rule and the official clarification behind each step.</p>",
        f'<ul class="gallery">{"".join(items)}</ul>',
    ]
    return page(path, "Disputed plays", "\n".join(body), crumbs=(("Home", urls.INDEX),))
