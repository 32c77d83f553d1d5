"""An explanation as Markdown (a forum post, a chat message) or HTML (one self-contained
page, or a part of the site's pages): the steps, result and sources that ``explain``
computes, with citations as links to the site's pages when its address is known and
as plain IDs otherwise, the cited rulings quoted, and the position collapsed.
"""

from __future__ import annotations

from html import escape

from smashup_rules.engine.errors import IllegalPlay
from smashup_rules.explain.run import Explanation, cite_label, explain_position
from smashup_rules.explain.text import render
from smashup_rules.explain.result import to_json
from smashup_rules.reference import data
from smashup_rules.web import urls
from smashup_rules.web.linker import Linker

def print_formatted(position, output_format: str, site_url: str | None) -> int:
    """Resolve ``position`` and print it in ``output_format``; 1 when resolution stopped on an error.

    Decisions are never asked: the output is meant to be pasted, so a missing
    answer is the error that names the options, as under --json.
    """
    from smashup_rules.position import dump_position

    explanation = explain_position(position)
    base = site_base(site_url)
    write = markdown if output_format == "markdown" else html_page
    print(write(explanation, dump_position(position), base), end="")
    return 1 if explanation.error else 0


def site_base(site_url: str | None) -> str | None:
    return None if site_url is None else site_url.rstrip("/") + "/"


def _title(explanation: Explanation) -> tuple[str, str]:
    return explanation.source or "Position", f"{explanation.state.turn.player}'s turn"


def _stop_label(explanation: Explanation) -> str:
    # As in the text: an illegal play is an answer ("no, you cannot"); anything else cut the explanation short.
    return "Refused" if isinstance(explanation.error, IllegalPlay) else "Stopped"


def _ruling_text(cite: str) -> str | None:
    """The words of a cited clarification or summary ruling, to quote; None for a card or a rule."""
    if "#" not in cite:
        return None
    record = data.clarification(cite) or data.summary_rulings().get(cite)
    return record["text"] if record else None


class _Recorder:
    """Keeps what ``explain.render`` writes: each line as its (text, style) parts."""

    def __init__(self):
        self.lines: list[list[tuple[str, str | None]]] = []

    def line(self, *parts: str | tuple[str, str]) -> None:
        self.lines.append([(part, None) if isinstance(part, str) else part for part in parts])

    def blank(self) -> None:
        self.lines.append([])


def result_lines(explanation: Explanation) -> list[tuple[int, list[tuple[str, str | None]]]]:
    """The Result section exactly as the text shows it (bases with their power and
    minions, VP, where the other cards are, the winner): (depth, parts) per line,
    depth 0 for a line the text indents by two spaces, 1 for four."""
    recorder = _Recorder()
    render(recorder, explanation)
    found, inside = [], False
    for parts in recorder.lines:
        if len(parts) == 1 and parts[0][1] == "bold":  # a section's heading
            inside = parts[0][0] == "Result"
            continue
        text = "".join(text for text, _ in parts)
        if not inside or not text.strip():
            continue
        depth = (len(text) - len(text.lstrip(" "))) // 2 - 1
        while parts and not parts[0][0].strip():
            parts = parts[1:]
        found.append((max(depth, 0), [(parts[0][0].lstrip(" "), parts[0][1])] + parts[1:]))
    return found


# --- Markdown ----------------------------------------------------------------------------------

_MARKDOWN_SPECIAL = str.maketrans({c: "\\" + c for c in "\\`*_[]<>|"})


def _md(text: str) -> str:
    return text.translate(_MARKDOWN_SPECIAL)


def _md_cite(cite: str, base: str | None) -> str:
    link = urls.href(cite, base)
    label = f"`{cite_label(cite)}`"
    return f"[{label}]({link})" if link else label


def _fence(text: str) -> str:
    """A code fence longer than any run of backticks in ``text``."""
    longest = run = 0
    for char in text:
        run = run + 1 if char == "`" else 0
        longest = max(longest, run)
    return "`" * max(3, longest + 1)


def markdown(explanation: Explanation, position_yaml: str, base: str | None = None) -> str:
    view = to_json(explanation)
    source, turn = _title(explanation)
    lines = [f"**{_md(source)}** — {_md(turn)}", ""]
    for step in view["steps"]:
        lines.append(f"{step['number']}. {_md(step['message'])}")
        if step["cites"]:
            lines.append("   - " + " · ".join(_md_cite(c, base) for c in step["cites"]))
    if explanation.error and not isinstance(explanation.error, IllegalPlay):  # a refusal is the last step
        lines += ["", f"**{_stop_label(explanation)}:** {_md(str(explanation.error))}"]
    summary = view["result"]
    lines += ["", "**Result**", ""]
    for depth, parts in result_lines(explanation):
        text = "".join(f"**{_md(part)}**" if style == "bold" else _md(part) for part, style in parts)
        lines.append("  " * depth + "- " + text)
    if summary["moved"]:
        lines += ["", "**Cards that moved**", ""]
        lines += [f"- {_md(move['name'])}: {_md(move['from'])} → {_md(move['to'])}" for move in summary["moved"]]
    if view["sources"]:
        lines += ["", "**Sources**", ""]
        for cited in view["sources"]:
            quote = _ruling_text(cited["id"])
            code = f"`{cited['id']}`"
            link = urls.href(cited["id"], base)
            lines.append(f"- {f'[{code}]({link})' if link else code}" + ("" if quote else f" {_md(cited['text'])}"))
            if quote:
                lines.append(f"  > {_md(quote)}")
    fence = _fence(position_yaml)
    lines += ["", "<details>", "<summary>Position</summary>", "", f"{fence}yaml", position_yaml.rstrip("\n"), fence, "", "</details>"]
    return "\n".join(lines) + "\n"


# --- HTML --------------------------------------------------------------------------------------


def game_linker(explanation: Explanation) -> Linker:
    """The names of the cards in this game, each to its own card (a reprint's name to the copy in play)."""
    phrases: dict[str, list[str]] = {}
    for card in explanation.state.cards.values():
        ids = phrases.setdefault(card.name, [])
        if card.card_id not in ids:
            ids.append(card.card_id)
    return Linker(phrases)


def _html_cite(cite: str, base: str | None) -> str:
    link = urls.href(cite, base)
    label = escape(cite_label(cite))
    return f'<a class="cite" href="{escape(link)}">{label}</a>' if link else f'<span class="cite">{label}</span>'


def html_fragment(explanation: Explanation, position_yaml: str, base: str | None, *, position_open: bool = False) -> str:
    """The explanation as an ``<article>``; ``base`` is the way from the page to the site's
    root (links), or None (plain IDs). Section headings are ``<h2>``."""
    view = to_json(explanation)
    names = game_linker(explanation)
    source, turn = _title(explanation)
    out = ['<article class="explanation">', f'<p class="explained"><strong>{escape(source)}</strong> — {escape(turn)}</p>', "<h2>Steps</h2>", '<ol class="steps">']
    for step in view["steps"]:
        out.append(f'<li id="step-{step["number"]}"><p>{names.html(step["message"], base)}</p>')
        if step["cites"]:
            out.append('<p class="cites">' + " ".join(_html_cite(c, base) for c in step["cites"]) + "</p>")
        out.append("</li>")
    out.append("</ol>")
    if explanation.error and not isinstance(explanation.error, IllegalPlay):  # a refusal is the last step
        out.append(f'<p class="stopped"><strong>{_stop_label(explanation)}:</strong> {names.html(str(explanation.error), base)}</p>')
    out += _html_result(explanation, view["result"], names, base)
    if view["sources"]:
        out += ["<h2>Sources</h2>", '<dl class="sources">']
        for cited in view["sources"]:
            link = urls.href(cited["id"], base)
            code = f"<code>{escape(cited['id'])}</code>"
            out.append(f'<dt><a href="{escape(link)}">{code}</a></dt>' if link else f"<dt>{code}</dt>")
            quote = _ruling_text(cited["id"])
            out.append(f"<dd><blockquote><p>{escape(quote)}</p></blockquote></dd>" if quote else f"<dd>{escape(cited['text'])}</dd>")
        out.append("</dl>")
    opened = " open" if position_open else ""
    out += [f'<details class="position"{opened}><summary>Position</summary>', f'<pre><code class="language-yaml">{escape(position_yaml)}</code></pre>', "</details>", "</article>"]
    return "\n".join(out)


def _html_result(explanation: Explanation, summary: dict, names: Linker, base: str | None) -> list[str]:
    out = ["<h2>Result</h2>", '<ul class="result">']
    depth = 0
    for index, (line_depth, parts) in enumerate(result_lines(explanation)):
        text = "".join(f"<strong>{names.html(part, base)}</strong>" if style == "bold" else names.html(part, base) for part, style in parts)
        if index:
            out.append("<ul>" if line_depth > depth else "</li>" + "</ul></li>" * (depth - line_depth))
        out.append(f"<li>{text}")
        depth = line_depth
    if len(out) > 2:
        out.append("</li>" + "</ul></li>" * depth)
    out.append("</ul>")
    if summary["moved"]:
        out += ["<h2>Cards that moved</h2>", '<ul class="moved">']
        out += [f"<li>{names.html(move['name'], base)}: {escape(move['from'])} → {escape(move['to'])}</li>" for move in summary["moved"]]
        out.append("</ul>")
    return out


def html_page(explanation: Explanation, position_yaml: str, base: str | None = None) -> str:
    """A whole page that needs nothing else: the site's style sheet inlined, links only with ``base``."""
    from smashup_rules.web.layout import STYLE_SHEET, asset

    style = asset(STYLE_SHEET)
    source, turn = _title(explanation)
    title = escape(f"{source} — {turn}")
    return (
        '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n<meta name="color-scheme" content="light dark">\n'
        f"<title>{title}</title>\n<style>\n{style}</style>\n</head>\n<body>\n"
        f'<main id="main">\n<h1>Explanation</h1>\n{html_fragment(explanation, position_yaml, base)}\n</main>\n</body>\n</html>\n'
    )
