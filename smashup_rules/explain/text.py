"""An explanation as text on the terminal (``smashup explain FILE``): the numbered steps with their
citations, then the result, the cards that moved and the text of every source cited.
"""

from __future__ import annotations

from smashup_rules.engine.errors import IllegalPlay
from smashup_rules.explain.result import result, to_json
from smashup_rules.explain.interactive import chooser_for
from smashup_rules.explain.run import Explanation, cite_label, cite_text, cited, explain_position, steps, write_position
from smashup_rules.util.terminal import Out, print_json


RESULT_ZONES = (("hand", "hand"), ("deck", "deck (top first)"), ("discard", "discard pile"), ("titans", "titans set aside"))


def _names(cards: list[dict]) -> str:
    return ", ".join(card["name"] for card in cards) or "none"


def _listed(label: str, cards: list[dict]) -> str:
    return f"{label}: {_names(cards)}" if cards else ""


def render(out, explanation: Explanation) -> None:
    """Numbered steps, each with its citations, then the result and what was cited."""
    state = explanation.state
    out.line((f"{explanation.source or 'Position'}", "title"), f" — {state.turn.player}'s turn")
    out.blank()
    for step in steps(explanation):
        out.line(f"{step['number']:>2}. ", step["message"])
        if step["cites"]:
            out.line("    ", (" ".join(f"[{cite_label(c)}]" for c in step["cites"]), "dim"))
    if explanation.error and not isinstance(explanation.error, IllegalPlay):
        # An illegal play is an answer ("no, you cannot"), its own step; anything else cut the explanation short.
        out.blank()
        out.line(("Stopped: ", "warn"), str(explanation.error))
    summary = result(explanation)
    out.blank()
    out.line(("Result", "bold"))
    for base in summary["bases"]:
        shares = ", ".join(f"{player} {power}" for player, power in base["power"].items() if power or any(m["controller"] == player for m in base["minions"]))
        changed = f", printed {base['breakpoint']}" if base["current_breakpoint"] != base["breakpoint"] else ""
        out.line(f"  {base['name']} ({base['total_power']}/{base['current_breakpoint']}{changed}): {shares or 'no power'}")
        for minion in base["minions"]:
            out.line(f"    {minion['name']} ({minion['controller'] or 'uncontrolled'}): {minion['describe']}" + _listed(" · stored under it", minion["stored"]))
        for place, cards in (("buried beside it", base["buried"]), ("stored under it", base["stored"])):
            if cards:
                out.line(f"    {place}: " + ", ".join(f"{card['name']} ({card['owner'] or 'no owner'})" for card in cards))
    out.line("  VP: " + ", ".join(f"{player} {vp}" for player, vp in summary["vp"].items()))
    if summary["extra_plays"]:  # kept for later this phase (play.extra)
        kept = "; ".join(f"an {extra['play']} ({extra['source_name']})" for extra in summary["extra_plays"])
        out.line(f"  {summary['turn']} may still play: {kept}")
    for player in summary["players"]:
        zones = [f"{words} {_names(player[place])}" for place, words in RESULT_ZONES if player[place] or place != "titans"]
        empty = not any(player[place] for place, _ in RESULT_ZONES)
        out.line(f"  {player['name']}: " + ("hand, deck and discard pile empty" if empty else " · ".join(zones)))
    if summary["box"]:
        out.line(f"  The box: {_names(summary['box'])}")
    if summary["winner"]:
        out.line("  ", (f"Winner: {summary['winner']}", "bold"))
    if summary["moved"]:
        out.line(("Cards that moved", "bold"))
        for move in summary["moved"]:
            out.line(f"  {move['name']}: {move['from']} → {move['to']}")
    sources = cited(explanation)
    if sources:
        out.line(("Sources", "bold"))
        for cite in sources:
            out.line("  ", (cite, "id"), "  ", cite_text(cite))


def print_explanation(position, as_json: bool, *, save_after=None) -> int:
    """Resolve and print (text or JSON); the exit code is 1 when resolution stopped on an error.
    ``save_after``: a file to write the position the plays led to (or stopped at)."""
    explanation = explain_position(position, chooser_for(position.choices, interactive=not as_json))
    if as_json:
        print_json(to_json(explanation))
    else:
        render(Out(), explanation)
    if save_after is not None:
        write_position(explanation.state, str(save_after))
    return 1 if explanation.error else 0
