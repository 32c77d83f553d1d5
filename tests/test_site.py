"""``smashup site``: every page is there and well-formed, every internal link lands,
the build is byte-for-byte repeatable, and in a real browser (headless Chromium)
the search finds cards as ``smashup search`` does and the pages render."""

from __future__ import annotations

import struct
from html import escape
import subprocess
import sys
import zlib
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import quote_plus, unquote, urlsplit

import pytest
from click.testing import CliRunner

from smashup_rules.cli.group import cli
from smashup_rules.reference import data, search
from smashup_rules.site import browser
from smashup_rules.web import urls
from smashup_rules.site.build import MANIFEST, SiteError, build_site
from smashup_rules.site.rule_pages import documents
from smashup_rules.site.search_index import LIMIT
from smashup_rules.site.step_pages import PATH as SCENARIO_STEPS
from smashup_rules.scenarios.steps import STEPS

from html_check import StrictPage, parse

ROOT = Path(__file__).resolve().parent.parent
FEATURES = ROOT / "features"
SCENARIOS = ROOT / "scenarios"
SCENARIO_STEMS = sorted(path.stem for path in SCENARIOS.glob("*.yaml"))


@pytest.fixture(scope="session")
def site(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("site")
    build_site(out, features=FEATURES, scenarios=SCENARIOS)
    return out


def pages(site: Path) -> list[Path]:
    return sorted(site.rglob("*.html"))


@pytest.fixture(scope="session")
def parsed(site) -> dict[Path, StrictPage]:
    return {path: parse(path) for path in pages(site)}


# --- What is built ------------------------------------------------------------------------------


def test_a_page_for_every_faction_deck_card_rules_document_and_scenario(site):
    expected = [urls.faction_page(group) for group in list(data.factions()) + list(data.decks())]
    expected += [urls.card_page(card_id) for card_id in data.cards()]
    expected += [urls.rules_page(area) for area in documents()]
    expected += [urls.scenario_page(stem) for stem in SCENARIO_STEMS]
    expected += [urls.INDEX, urls.SEARCH, urls.RULINGS, urls.RULES_INDEX, urls.SCENARIOS_INDEX, SCENARIO_STEPS]
    missing = [path for path in expected if not (site / path).is_file()]
    assert not missing
    assert len(pages(site)) == len(expected)
    assert len(data.factions()) >= 23 and len(data.decks()) >= 3 and len(SCENARIO_STEMS) >= 10


def test_the_scenarios_page_shows_the_loop_and_every_step_phrasing_with_its_example(site):
    text = (site / SCENARIO_STEPS).read_text(encoding="utf-8")
    assert "<h2>The loop</h2>" in text and "smashup scenarios --draft" in text and "the engine produced: " in text
    for step in STEPS:
        assert f"<td><code>{escape(step.phrasing)}</code></td>" in text
        assert f"<code>{escape(step.kind.capitalize() + ' ' + step.example)}</code>" in text
    assert f'href="{SCENARIO_STEPS}"' in (site / urls.INDEX).read_text(encoding="utf-8")


def test_every_rule_section_ruling_and_clarification_has_its_anchor(site, parsed):
    def ids(path: str) -> set[str]:
        return parsed[site / path].ids

    for rule_id, rule in data.rules().items():
        assert rule_id in ids(urls.rules_page(rule["area"])), rule_id
    for ruling_id in data.summary_rulings():
        assert urls.ruling_anchor(ruling_id) in ids(urls.RULINGS), ruling_id
    for clarification_id, clarification in data.clarifications().items():
        assert urls.clarification_anchor(clarification_id) in ids(urls.card_page(clarification["card"])), clarification_id


def test_a_card_page_shows_its_text_errata_clarifications_history_and_source(site):
    page = (site / urls.card_page("cowboys/so-so-corral")).read_text(encoding="utf-8")
    card = data.cards()["cowboys/so-so-corral"]
    assert "Once per turn, after you play a minion here, it may duel" in page
    assert "breakpoint 19, VP 4/2/1" in page
    assert card["errata"]["text"] in page
    assert 'id="clar-1"' in page and "cowboys/so-so-corral#1" in page
    assert "Before revision <time>2026-08-25T14:47:18Z</time>" in page  # the history: what changed and when
    assert "do their duels in reverse order" in page
    assert 'Smash Up rulebook wiki, page Cowboys, revision of <time datetime="2026-08-25T14:47:18Z">2026-08-25</time>' in page


def test_an_erratum_is_shown_once_in_the_pages_words(site):
    page = (site / urls.card_page("ancient-egyptians/mummy")).read_text(encoding="utf-8")
    assert "<dt>Errata</dt><dd>Yes, Wording (Ongoing changed to Special)</dd>" in page
    assert page.count("Ongoing changed to Special") == 1 and "Kind:" not in page and "Note:" not in page


def test_a_reprint_and_its_original_link_to_each_other(site):
    original = (site / urls.card_page("ancient-egyptians/mummy")).read_text(encoding="utf-8")
    reprint = (site / urls.card_page("world-champs/mummy")).read_text(encoding="utf-8")
    assert '<dt>Reprinted as</dt><dd><a href="../../cards/world-champs/mummy.html">Mummy</a> (World Champs), the same text</dd>' in original
    assert '<dt>Reprint of</dt><dd><a href="../../cards/ancient-egyptians/mummy.html">Mummy</a> (Ancient Egyptians), the same text</dd>' in reprint


def test_ids_and_card_names_in_texts_link_to_their_pages(site):
    rule = (site / "rules/scoring.html").read_text(encoding="utf-8")
    assert '<a href="../rules/scoring.html#scoring.ties.first"><code>scoring.ties.first</code></a>' in rule  # an ID in a rule's text
    assert 'Related: <a href="../rules/scoring.html#scoring.vp-places"><code>scoring.vp-places</code></a>' in rule
    clarification = (site / urls.card_page("ghosts/spectre")).read_text(encoding="utf-8")
    assert '<a href="../../cards/zombies/tenacious-z.html">Tenacious Z</a>' in clarification  # a card named in a clarification
    explanation = (site / urls.scenario_page("powderkeg-unkillable")).read_text(encoding="utf-8")
    assert '<a class="cite" href="../cards/pirates/powderkeg.html#clar-1">clar. pirates/powderkeg#1</a>' in explanation
    assert 'Alice plays <a href="../cards/pirates/powderkeg.html">Powderkeg</a>' in explanation
    cthulhu = (site / urls.rules_page("special")).read_text(encoding="utf-8")
    assert "The Obligatory Cthulhu Set" in cthulhu and ">Cthulhu</a> Set" not in cthulhu  # a set's name is not a card


def test_the_ruling_list_says_which_scenario_checks_each_ruling(site):
    page = (site / urls.RULINGS).read_text(encoding="utf-8")
    assert 'id="pirates/first-mate-1"' in page
    assert "“First Mate cannot move to the base that replaces the scored base” (<code>pirates.feature:50</code>)" in page


def test_a_clarifications_page_shows_each_scenario_that_checks_it_in_gherkin_highlighted(site):
    page = (site / urls.card_page("pirates/first-mate")).read_text(encoding="utf-8")
    test = '<details class="gherkin"><summary>“First Mate cannot move to the base that replaces the scored base” <code>pirates.feature:50</code></summary>'
    assert test in page and page.count('<details class="gherkin">') == 3
    gherkin = page.split(test, 1)[1].split("</details>", 1)[0]
    assert gherkin.startswith('<pre class="gherkin"><code><span class="gk-keyword">Background:</span>\n')
    assert '\n  <span class="gk-step">Given</span> a game between Alice (Pirates, Robots) and Bob (Zombies, Ninjas)\n' in gherkin
    assert '\n<span class="gk-tag">@ruling:pirates/first-mate#1</span>\n<span class="gk-keyword">Scenario:</span> First Mate cannot move' in gherkin
    assert '\n  <span class="gk-step">And</span> the play is refused: Legal options: The Grey Opal; Evans City Cemetery; pass.</code></pre>' in gherkin


def test_a_summary_rulings_scenarios_are_shown_on_the_rulings_page_and_linked_from_elsewhere(site):
    rulings = (site / urls.RULINGS).read_text(encoding="utf-8")
    mummy = rulings.split('<li id="oops/mummy-1">', 1)[1].split("</li>", 1)[0]
    assert mummy.count('<details class="gherkin">') == 3 and "<code>ancient_egyptians.feature:77</code></summary>" in mummy
    card = (site / urls.card_page("ancient-egyptians/mummy")).read_text(encoding="utf-8")
    assert '(<a href="../../rulings.html#oops/mummy-1">the scenarios in Gherkin</a>)' in card
    assert '(<a href="cards/pirates/first-mate.html#clar-1">the scenarios in Gherkin</a>)' in rulings


def test_every_ruling_with_a_scenario_shows_each_of_them_on_its_own_page(site):
    from smashup_rules.site.gherkin import gherkin_scenarios

    for ruling_id, tests in gherkin_scenarios(FEATURES).items():
        page, _, anchor = urls.target(ruling_id).partition("#")
        item = (site / page).read_text(encoding="utf-8").split(f'<li id="{anchor}">', 1)[1].split("</li>", 1)[0]
        assert [f"<code>{test.place}</code></summary>" in item for test in tests] == [True] * len(tests), ruling_id


def test_gherkin_is_highlighted_by_its_parts():
    from smashup_rules.site.gherkin import highlight

    text = 'Scenario Outline: A "quoted" <n>\n  # why\n  Given the position:\n    """\n    turn: Alice\n    """\n  Then Alice has <vp> VP\n  Examples:\n    | vp |'
    assert highlight(text).split("\n") == [
        '<span class="gk-keyword">Scenario Outline:</span> A <span class="gk-string">&quot;quoted&quot;</span> <span class="gk-placeholder">&lt;n&gt;</span>',
        '  <span class="gk-comment"># why</span>',
        '  <span class="gk-step">Given</span> the position:',
        '    <span class="gk-string">&quot;&quot;&quot;</span>',
        '<span class="gk-string">    turn: Alice</span>',
        '    <span class="gk-string">&quot;&quot;&quot;</span>',
        '  <span class="gk-step">Then</span> Alice has <span class="gk-placeholder">&lt;vp&gt;</span> VP',
        '  <span class="gk-keyword">Examples:</span>',
        '    <span class="gk-table">|</span> vp <span class="gk-table">|</span>',
    ]


# --- Well-formed, linked, repeatable ------------------------------------------------------------


def test_every_page_is_well_formed_html(parsed):
    problems = {str(path): page.problems for path, page in parsed.items() if page.problems}
    assert not problems
    for path, page in parsed.items():
        assert page.doctype, path
        assert page.tags.get("html") == page.tags.get("title") == page.tags.get("main") == page.tags.get("h1") == 1, path


def test_every_page_opens_with_a_way_past_its_header(parsed):
    """For keyboard users: the first link after the style sheet skips to the content."""
    for path, page in parsed.items():
        assert page.links[1] == "#main" and "main" in page.ids, path


def test_every_internal_link_resolves(site, parsed):
    broken = []
    for path, page in parsed.items():
        for link in page.links:
            parts = urlsplit(link)
            assert not parts.scheme and not parts.netloc, f"{path}: {link} leaves the site"
            target = (path.parent / unquote(parts.path)).resolve() if parts.path else path
            if not target.is_file() or site.resolve() not in target.parents:
                broken.append(f"{path.relative_to(site)}: {link}")
            elif parts.fragment and target.suffix == ".html" and unquote(parts.fragment) not in parsed[target].ids:
                broken.append(f"{path.relative_to(site)}: {link} (no such anchor)")
    assert not broken


def test_the_same_data_gives_the_same_bytes(site, tmp_path):
    again = tmp_path / "again"
    build_site(again, features=FEATURES, scenarios=SCENARIOS)
    first = {p.relative_to(site): p.read_bytes() for p in site.rglob("*") if p.is_file()}
    second = {p.relative_to(again): p.read_bytes() for p in again.rglob("*") if p.is_file()}
    assert first.keys() == second.keys()
    assert [name for name in first if first[name] != second[name]] == []


def test_a_rebuild_removes_what_is_gone_and_nothing_else(tmp_path):
    out = tmp_path / "site"
    build_site(out, features=FEATURES, scenarios=SCENARIOS)
    (out / "notes.txt").write_text("mine")
    manifest = out / MANIFEST
    manifest.write_text(manifest.read_text() + "old/page.html\n")
    (out / "old").mkdir()
    (out / "old/page.html").write_text("stale")
    build_site(out, features=FEATURES, scenarios=SCENARIOS)
    assert not (out / "old").exists()
    assert (out / "notes.txt").read_text() == "mine"


def test_a_folder_that_holds_something_else_is_refused(tmp_path):
    (tmp_path / "thesis.tex").write_text("")
    with pytest.raises(SiteError, match="not empty"):
        build_site(tmp_path, features=FEATURES, scenarios=SCENARIOS)


def test_the_site_command(tmp_path, monkeypatch):
    monkeypatch.chdir(ROOT)
    result = CliRunner().invoke(cli, ["site", str(tmp_path / "out"), "--json"])
    assert result.exit_code == 0, result.output
    assert '"pages": ' in result.output and '"scenarios": ' in result.output
    elsewhere = CliRunner().invoke(cli, ["site", str(tmp_path / "x"), "--features", str(tmp_path / "nowhere")])
    assert elsewhere.exit_code == 2
    assert "no features folder at" in elsewhere.output


def test_the_short_commands_do_not_import_the_site():
    script = (
        "import sys\n"
        "from smashup_rules.cli.launcher import quick\n"
        "for argv in (['card', 'first mate'], ['search', 'tenacious'], ['explain', 'scenarios/powderkeg-unkillable.yaml']):\n"
        "    quick(argv)\n"
        "print(sorted(m for m in sys.modules if m.startswith(('smashup_rules.site', 'smashup_rules.explain.formats', 'markdown_it'))))\n"
    )
    result = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, check=True)
    assert result.stdout.splitlines()[-1] == "[]"


# --- In a browser --------------------------------------------------------------------------------

CHROMIUM = browser.find_chromium()
needs_chromium = pytest.mark.skipif(CHROMIUM is None, reason="no chromium on PATH (.ci/run installs Debian's chromium package where apt-get can)")


def results(dom: str, list_id: str) -> list[str]:
    """The data-id of each item of the results list ``list_id`` in a dumped DOM."""

    class Results(HTMLParser):
        def __init__(self):
            super().__init__()
            self.inside = False
            self.ids: list[str] = []

        def handle_starttag(self, tag, attrs):
            attrs = dict(attrs)
            if attrs.get("id") == list_id:
                self.inside = True
            elif self.inside and tag == "li":
                self.ids.append(attrs["data-id"])

        def handle_endtag(self, tag):
            if tag in ("ul", "ol"):
                self.inside = False

    parser = Results()
    parser.feed(dom)
    return parser.ids


@needs_chromium
@pytest.mark.parametrize("query", ["tenacious", "move to the replacement base", "destroyed minion power", "Séance", "moving"])
def test_the_page_search_ranks_as_smashup_search(site, query):
    dom = browser.dump_dom((site / urls.SEARCH).as_uri() + "?q=" + quote_plus(query))
    expected = [hit.id for hit in search.search(query, limit=LIMIT)]
    assert results(dom, "text-hits") == expected


@needs_chromium
def test_the_page_search_finds_card_names_with_typos(site):
    dom = browser.dump_dom((site / urls.SEARCH).as_uri() + "?q=zombie+lrod")
    assert results(dom, "card-hits")[0] == "zombies/zombie-lord"


def png_rows(path: Path) -> tuple[int, int, int]:
    """(width, height, distinct rows) of a PNG. Rows are compared as stored, after
    PNG's per-row filter: in a picture of one colour every row but the first filters
    to the same bytes (for each filter kind used), so many distinct rows prove the
    picture is not blank without undoing the filters pixel by pixel."""
    raw = path.read_bytes()
    assert raw[:8] == b"\x89PNG\r\n\x1a\n"
    at, chunks, header = 8, [], None
    while at < len(raw):
        (length,) = struct.unpack(">I", raw[at : at + 4])
        kind, body = raw[at + 4 : at + 8], raw[at + 8 : at + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            chunks.append(body)
        at += 12 + length
    width, height, depth, colour_type = header[:4]
    assert depth == 8 and colour_type in (2, 6)  # 8-bit RGB or RGBA, as Chromium writes them
    stride = 1 + width * (3 if colour_type == 2 else 4)
    pixels = zlib.decompress(b"".join(chunks))
    assert len(pixels) == stride * height
    return width, height, len({pixels[row * stride : (row + 1) * stride] for row in range(height)})


@needs_chromium
@pytest.mark.parametrize("size", [browser.PHONE, browser.DESKTOP], ids=["phone", "desktop"])
@pytest.mark.parametrize("page", [urls.card_page("pirates/first-mate"), urls.scenario_page("powderkeg-unkillable")], ids=["card", "explanation"])
def test_screenshots_are_not_blank(site, tmp_path, page, size):
    shot = browser.screenshot((site / page).as_uri(), tmp_path / "shot.png", size)
    width, height, distinct = png_rows(shot)
    assert (width, height) == size
    assert distinct > height // 4  # lines of text, links and panels, not a page of one colour
