"""The page on ruling scenarios: how to write, draft, run and read one, and every step phrasing,
the Markdown of docs/scenarios.md (``scenarios.step_reference``) rendered as the rules are (an ID
in backticks links to its page)."""

from __future__ import annotations

from smashup_rules.scenarios.step_reference import markdown
from smashup_rules.site.rule_pages import markdown_renderer
from smashup_rules.web import urls
from smashup_rules.web.layout import Page, page

PATH = "scenario-steps.html"


def scenario_steps_page(site) -> Page:
    renderer = markdown_renderer(site).enable("table")  # the steps are tables
    body = renderer.render(markdown(), {"root": urls.root_of(PATH)})
    return page(PATH, "Ruling scenarios", body, crumbs=(("Home", urls.INDEX),))
