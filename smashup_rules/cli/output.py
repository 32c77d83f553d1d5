"""Text rendering of the reference views the short commands show (a card, search hits), and the
JSON of their errors. What only the click commands show (factions, rules, rulings, coverage) is
in ``reference_output``, so that the commands answered on the short path (``card``, ``search``,
``explain``) do not load it.
"""

from __future__ import annotations

from smashup_rules.util.terminal import Out, Paged, error_json, print_json


def unknown_name_error(error) -> dict:
    """A name that matched no card, faction or rule (``UnknownName``), or that matched several."""
    kind = "ambiguous-name" if error.ambiguous else "unknown-name"
    return error_json(kind, str(error), name=error.name, suggestions=list(error.suggestions))


def position_error(error, source: str) -> dict:
    """A position file that does not load: not well-formed (syntax), not possible (invalid,
    with every problem located), or not readable."""
    from smashup_rules.position import PositionInvalid, PositionSyntaxError

    message = str(error)
    several = isinstance(error, PositionSyntaxError) and len(error.problems) > 1
    if isinstance(error, PositionInvalid) or several:
        problems = [{"message": problem, **location(problem, source)} for problem in error.problems]
        first = problems[0]
        kind = "syntax" if several else "invalid"
        return error_json(kind, message, file=source, line=first["line"], column=first["column"], problems=problems)
    kind = "syntax" if isinstance(error, PositionSyntaxError) else "unreadable"
    return error_json(kind, message, file=source, **location(message, source))


def location(message: str, source: str) -> dict:
    """Line and column of a ``SOURCE:LINE[:COLUMN]: ...`` message (the position errors' form); None where it gives none."""
    prefix = f"{source}:"
    place = message[len(prefix):].partition(": ")[0] if message.startswith(prefix) else ""
    parts = place.split(":")
    if len(parts) > 2 or not all(part.isdigit() for part in parts):
        return {"line": None, "column": None}
    return {"line": int(parts[0]), "column": int(parts[1]) if len(parts) == 2 else None}


def show(view, as_json: bool, render) -> None:
    """Print a view as JSON or through its text renderer (search hits become dicts), paged on a terminal."""
    with Paged():
        if as_json:
            print_json([hit_json(h) for h in view] if render is render_hits else view)
        else:
            render(Out(), view)


def hit_json(hit) -> dict:
    return {"id": hit.id, "kind": hit.kind, "title": hit.title, "faction": hit.faction, "snippet": plain_snippet(hit.snippet), "score": hit.score,
            "sentence": plain_snippet(hit.sentence)}


def plain_snippet(snippet: str) -> str:
    from smashup_rules.reference.search import HIGHLIGHT_END, HIGHLIGHT_START  # only searches show snippets

    return snippet.replace(HIGHLIGHT_START, "**").replace(HIGHLIGHT_END, "**")


def render_card_lookup(out: Out, view: dict) -> None:
    """One card, or every card sharing the name asked for (``card_lookup``)."""
    if "cards" in view:
        render_shared_name(out, view)
    else:
        render_card(out, view)


def render_shared_name(out: Out, view: dict) -> None:
    cards = view["cards"]
    ids = ", ".join(card["id"] for card in cards)
    out.line((f"{len(cards)} cards share the name {view['name']}: ", "bold"), (ids, "id"))
    for number, card in enumerate(cards, start=1):
        out.blank()
        out.line((f"── {number} of {len(cards)} " + "─" * 30, "dim"))
        render_card(out, card)


def render_card(out: Out, view: dict) -> None:
    from smashup_rules.reference.views import card_stats, source_line  # a card lookup has the views loaded; a search does not need them

    where = view["group_name"] + (f" ({view['set']})" if view.get("set") else "")
    out.line((view["name"], "title"), "  ", (view["id"], "id"))
    out.line(where, " · ", card_stats(view))
    reprints = [("Reprint of", view["reprint_of"])] if view["reprint_of"] else []
    reprints += [("Reprinted as", other) for other in view["reprinted_as"]]
    for label, other in reprints:
        out.line(f"{label} {other['name']} ({other['group_name']}), the same text: ", (other["id"], "id"))
    out.blank()
    if view["text_known"]:
        out.line(view["text"])
    else:
        out.line(("Card text not in the sources: only the rulings below are known.", "warn"))
    errata = view["errata"]
    if errata:
        out.blank()
        if errata["errata"] is None:
            out.line(("Errata: ", "bold"), "not stated on the wiki page")
        else:
            out.line(("Errata: ", "bold"), errata["text"])
    if view["clarifications"]:
        out.blank()
        out.line(("Clarifications", "bold"))
        for clar in view["clarifications"]:
            out.line("  ", (clar["id"], "id"), "  ", clar["text"])
    if view["rulings"]:
        out.blank()
        out.line(("Rulings from the expansion summaries", "bold"))
        for ruling in view["rulings"]:
            out.line("  ", (ruling["id"], "id"), "  ", ruling["text"])
    if "history" in view:
        out.blank()
        out.line(("History", "bold"))
        if not view["history"]:
            out.line("  No earlier revision in the sources differs.")
        for change in view["history"]:
            out.line("  ", (f"before {change['superseded_by']}", "id"), f" (revision {change['revision']}):")
            for field, old in change["before"].items():
                out.line(f"    {field} was: {describe_old(field, old)}")
    if view["source"]:
        out.blank()
        out.line((f"Source: {source_line(view['source'])}", "dim"))


def describe_old(field: str, old: object) -> str:
    if field == "errata" and isinstance(old, dict):
        return old["text"] or "not stated"
    if field == "clarifications" and isinstance(old, list):
        return " | ".join(f"{c['id']}: {c['text']}" for c in old) or "none"
    return str(old)


def render_hits(out: Out, hits: list) -> None:
    if not hits:
        out.line("No matches.")
        return
    for n, hit in enumerate(hits, start=1):
        out.line(f"{n:>2}. ", (hit.id, "id"), f"  [{hit.kind}] ", (hit.title, "bold"))
        # The first hit answers: its deciding sentence in full, then the rest by their snippets.
        marked(out, (hit.sentence if n == 1 and hit.sentence else hit.snippet).replace("\n", " "), prefix="    ")


def marked(out: Out, snippet: str, prefix: str = "") -> None:
    """A search snippet: matches bold on a terminal, between ``**`` when piped."""
    from smashup_rules.reference.search import HIGHLIGHT_END, HIGHLIGHT_START  # only searches show snippets

    parts: list[str | tuple[str, str]] = [prefix]
    for n, chunk in enumerate(snippet.split(HIGHLIGHT_START)):
        if n == 0:
            parts.append(chunk)
            continue
        hit, _, rest = chunk.partition(HIGHLIGHT_END)
        parts.append((hit, "bold") if out.styled else f"**{hit}**")
        parts.append(rest)
    out.line(*parts)
