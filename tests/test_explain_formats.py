"""``smashup explain --format markdown|html [--site-url URL]`` and ``smashup explain -``."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from markdown_it import MarkdownIt

from smashup_rules.cli.group import cli

from html_check import parse

ROOT = Path(__file__).resolve().parent.parent
POWDERKEG = "scenarios/powderkeg-unkillable.yaml"
REFUSED = "scenarios/tsars-palace-tie.yaml"
SITE = "https://rules.example.org/smashup/"


@pytest.fixture(autouse=True)
def in_the_repository(monkeypatch):
    monkeypatch.chdir(ROOT)


def run(*args: str, stdin: str | None = None):
    return CliRunner().invoke(cli, list(args), input=stdin)


def test_markdown_numbers_the_steps_cites_plain_ids_quotes_rulings_and_collapses_the_position():
    result = run("explain", POWDERKEG, "--format", "markdown")
    assert result.exit_code == 0
    text = result.output
    assert text.startswith("**scenarios/powderkeg-unkillable.yaml** — Alice's turn\n\n1. Alice plays Powderkeg (regular action play).\n")
    assert "   - `rule play.action` · `rule play.regular` · `card pirates/powderkeg`\n" in text
    assert "- `pirates/powderkeg#1`\n  > If you choose a minion that can't be destroyed, the other minions are still destroyed (unless also immune).\n" in text
    assert "](" not in text  # no links without a site
    assert "<details>\n<summary>Position</summary>\n\n```yaml\nturn: Alice\n" in text
    assert text.endswith("```\n\n</details>\n")


def test_markdown_renders_as_the_steps_the_text_shows():
    text = run("explain", POWDERKEG, "--format", "markdown").output
    steps = run("explain", POWDERKEG).output
    html = MarkdownIt("commonmark").render(text)
    numbered = re.findall(r"^ ?\d+\. (.*)$", steps, flags=re.M)
    assert len(numbered) == 8
    first_list = html.split("<ol>", 1)[1].split("</ol>", 1)[0]
    assert first_list.count("<li>") - first_list.count("<li><code>") == len(numbered)
    assert "<blockquote>" in html and "<details>" in html


def test_the_result_is_the_one_the_text_shows():
    text = run("explain", POWDERKEG).output
    shown = text.split("\nResult\n", 1)[1].split("\nCards that moved\n", 1)[0].splitlines()
    markdown = run("explain", POWDERKEG, "--format", "markdown").output
    listed = markdown.split("\n**Result**\n\n", 1)[1].split("\n\n", 1)[0].splitlines()
    assert [line.lstrip("- ") for line in listed] == [line.strip() for line in shown]
    assert [len(line) - len(line.lstrip()) for line in listed] == [len(line) - len(line.lstrip()) - 2 for line in shown]


def test_with_a_site_every_citation_links_to_its_page():
    text = run("explain", POWDERKEG, "--format", "markdown", "--site-url", SITE.rstrip("/")).output
    assert f"[`clar. pirates/powderkeg#1`]({SITE}cards/pirates/powderkeg.html#clar-1)" in text
    assert f"[`rule terms.destroy`]({SITE}rules/terms.html#terms.destroy)" in text
    links = re.findall(r"\]\(([^)]+)\)", text)
    assert links and all(link.startswith(SITE) for link in links)


def test_html_is_one_page_that_needs_nothing_else():
    result = run("explain", POWDERKEG, "--format", "html")
    assert result.exit_code == 0
    page = parse(result.output)
    assert not page.problems
    assert page.links == []  # no style sheet, script or link to fetch
    assert "<style>" in result.output and "prefers-color-scheme: dark" in result.output
    assert '<span class="cite">clar. pirates/powderkeg#1</span>' in result.output
    assert "<blockquote><p>If you choose a minion that can&#x27;t be destroyed" in result.output
    assert '<details class="position"><summary>Position</summary>' in result.output


def test_html_with_a_site_links_citations_and_card_names():
    output = run("explain", POWDERKEG, "--format", "html", "--site-url", SITE).output
    assert f'<a class="cite" href="{SITE}cards/pirates/powderkeg.html#clar-1">clar. pirates/powderkeg#1</a>' in output
    assert f'Alice plays <a href="{SITE}cards/pirates/powderkeg.html">Powderkeg</a>' in output
    assert all(link.startswith(SITE) for link in parse(output).links)


def test_a_refused_play_says_so_and_exits_1():
    result = run("explain", REFUSED, "--format", "markdown")
    assert result.exit_code == 1
    assert "\n1. Refused: Alice cannot play Sprout at Tsar's Palace: Tsar's Palace forbids it.\n" in result.output


def test_the_position_from_standard_input():
    text = (ROOT / POWDERKEG).read_text(encoding="utf-8")
    from_file = run("explain", POWDERKEG)
    from_stdin = run("explain", "-", stdin=text)
    assert from_stdin.exit_code == 0
    assert from_stdin.output == from_file.output.replace(POWDERKEG, "<stdin>", 1)
    assert run("explain", "-", "--format", "markdown", stdin=text).output.startswith("**\\<stdin\\>** — Alice's turn")  # Markdown's own characters escaped


def test_a_broken_position_on_standard_input_is_located():
    result = run("explain", "-", stdin="players: 3\n")
    assert result.exit_code == 2
    assert result.output == "Error: <stdin>:1:10: expected the players (a list), found '3'\n"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--site-url", SITE), "--site-url goes with --format markdown or --format html"),
        (("--format", "html", "--all-outcomes"), "--format html does not go with --all-outcomes"),
    ],
)
def test_options_that_do_not_go_together(args, message):
    result = run("explain", POWDERKEG, *args)
    assert result.exit_code == 2
    assert message in result.output


def test_format_and_json_do_not_go_together_and_the_error_is_json():
    result = run("explain", POWDERKEG, "--format", "markdown", "--json")
    assert result.exit_code == 2
    assert json.loads(result.output)["error"]["message"] == "--format markdown does not go with --json"
