"""``explain --all-outcomes``: every branch of every decision, grouped by end state."""

from __future__ import annotations

from .engine.choices import Exploration, explore
from .explain import explain_position, result


def explore_outcomes(position, limit: int) -> Exploration:
    """Run the position once per branch (the file's scripted choices are not used)."""

    def outcome_key(explanation):
        return explanation.state.summary(), str(explanation.error) if explanation.error else None

    return explore(lambda chooser: explain_position(position, chooser), outcome_key, limit=limit)


def outcomes_json(exploration: Exploration) -> dict:
    return {
        "complete": exploration.complete,
        "runs": exploration.runs,
        "message": exploration.message,
        "outcomes": [
            {
                "paths": outcome.paths,
                "error": str(outcome.result.error) if outcome.result.error else None,
                "result": result(outcome.result),
            }
            for outcome in exploration.outcomes
        ],
    }


def render_outcomes(out, exploration: Exploration) -> None:
    out.line((exploration.message, "bold" if exploration.complete else "warn"))
    for number, outcome in enumerate(exploration.outcomes, start=1):
        summary = result(outcome.result)
        out.blank()
        count = len(outcome.paths)
        out.line((f"Outcome {number}", "title"), f" — {count} choice sequence{'s' * (count != 1)}, e.g.: ", " → ".join(outcome.paths[0]) or "(no decisions)")
        if outcome.result.error:
            out.line("  ", ("Stopped: ", "warn"), str(outcome.result.error))
        out.line("  VP: " + ", ".join(f"{player} {vp}" for player, vp in summary["vp"].items()))
        for base in summary["bases"]:
            minions = ", ".join(f"{m['name']} ({m['controller']})" for m in base["minions"]) or "no minions"
            out.line(f"  {base['name']} ({base['total_power']}/{base['breakpoint']}): {minions}")
        for move in summary["moved"]:
            out.line(f"  {move['name']}: {move['from']} → {move['to']}")
