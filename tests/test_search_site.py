"""The site's offline search (web/assets/search.js over site/search_index.py's index) ranks as
``smashup search`` does: in headless Chromium, the first three hits of every judged question of
tests/search_questions.py are the command line's."""

from __future__ import annotations

import html
import json
from pathlib import Path

import pytest

from search_questions import QUESTIONS
from smashup_rules.reference import index, search
from smashup_rules.site import browser
from smashup_rules.site.search_index import LIMIT, index_script
from smashup_rules.web.layout import SEARCH_INDEX, SEARCH_SCRIPT, asset

needs_chromium = pytest.mark.skipif(browser.find_chromium() is None, reason="no chromium on PATH (.ci/run installs Debian's chromium package where apt-get can)")
EXTRA = ["tenacious", "move to the replacement base", "destroyed minion power", "Séance", "moving", "zombie lrod",
         "zombielord", "what does you mean on a base card", "r'lyeh protected minion"]


def ranking_page(folder: Path, questions: list[str]) -> Path:
    """A page with the site's index and script that ranks each question and writes the IDs out."""
    (folder / Path(SEARCH_INDEX)).parent.mkdir(parents=True, exist_ok=True)
    (folder / SEARCH_INDEX).write_text(index_script(), encoding="utf-8")
    (folder / SEARCH_SCRIPT).write_text(asset(SEARCH_SCRIPT), encoding="utf-8")
    asked = json.dumps(questions)
    page = folder / "ranking.html"
    page.write_text(
        f'<!doctype html><meta charset="utf-8"><pre id="ranked"></pre>'
        f'<script src="{SEARCH_INDEX}"></script><script src="{SEARCH_SCRIPT}"></script>'
        f'<script>document.getElementById("ranked").textContent = JSON.stringify({asked}.map(function (q) {{ return window.smashupSearch.rank(q, {LIMIT}); }}));</script>',
        encoding="utf-8",
    )
    return page


@needs_chromium
def test_the_page_ranks_every_judged_question_as_smashup_search(tmp_path):
    questions = [q.text for q in QUESTIONS] + EXTRA
    dom = browser.dump_dom(ranking_page(tmp_path, questions).as_uri())
    shown = dom.partition('<pre id="ranked">')[2].partition("</pre>")[0]
    theirs = json.loads(html.unescape(shown))
    fresh = index.Index(*index.fresh_index())
    ours = [[hit.id for hit in search.search_index(fresh, q, limit=LIMIT)] for q in questions]
    assert len(theirs) == len(questions) and all(theirs)
    differing = [(q, mine[:3], page[:3]) for q, mine, page in zip(questions, ours, theirs) if mine[:3] != page[:3]]
    assert differing == []
