"""A failing scenario in our words: the record of what went wrong (what ``smashup scenarios
--json`` prints, docs/json.md) and its text (what pytest shows in place of a traceback).

``kind`` is ``outcome`` (a Then that does not hold: ``expected``, ``produced`` and the
``explanation``'s steps), ``unknown-step`` (the phrasings it is closest to, and the kinds of
step it reads as), ``position`` (the position the steps build is refused: ``problems``, each at
a step's line) or ``scenario`` (anything else that keeps the scenario from running as written).
"""

from __future__ import annotations

from smashup_rules.explain.run import Explanation, steps
from smashup_rules.position import PositionError
from smashup_rules.scenarios.steps import closest, matching
from smashup_rules.scenarios.vocabulary import KINDS

WHAT_STEPS_DO = {"given": "sets up the board", "when": "makes a play", "then": "checks the outcome"}
PRODUCED = "  the engine produced: "


def outcome_differs(feature: str, line: int, step: str, produced: str, explanation: Explanation | None) -> dict:
    return {"kind": "outcome", "file": feature, "line": line, "step": f"Then {step}", "expected": step, "produced": produced,
            "explanation": steps(explanation) if explanation is not None else []}


def unknown_step(feature: str, line: int, kind: str, text: str) -> dict:
    return {"kind": "unknown-step", "file": feature, "line": line, "step": f"{kind.capitalize()} {text}",
            "reads_as": [other for other in KINDS if other != kind and matching(other, text)],
            "suggestions": [{"phrasing": near.phrasing, "example": near.example} for near in closest(kind, text)]}


def position_refused(feature: str, line: int, error: PositionError) -> dict:
    return {"kind": "position", "file": feature, "line": line, "message": str(error), "problems": list(getattr(error, "problems", [str(error)]))}


def scenario_problem(feature: str, line: int, message: str) -> dict:
    return {"kind": "scenario", "file": feature, "line": line, "message": message}


def failure_text(failure: dict) -> str:
    """A failure's record as pytest shows it: a few lines, no traceback."""
    at = f"{failure['file']}:{failure['line']}"
    if failure["kind"] == "outcome":
        return mismatch_text(at, failure)
    if failure["kind"] == "unknown-step":
        return unknown_step_text(at, failure)
    if failure["kind"] == "position":
        return failure["message"]
    return f"{at}: {failure['message']}"


def mismatch_text(at: str, failure: dict) -> str:
    """The step, what it expected, what the engine produced, and the explanation's steps."""
    produced = failure["produced"].replace("\n", "\n" + " " * len(PRODUCED))
    lines = [f"{at}: {failure['step']}", f"  expected:{' ' * (len(PRODUCED) - 11)}{failure['expected']}", f"{PRODUCED}{produced}"]
    if failure["explanation"]:
        lines.append("  the explanation:")
        for shown in failure["explanation"]:
            cites = f"  [{', '.join(shown['cites'])}]" if shown["cites"] else ""
            lines.append(f"    {shown['number']:>2}. {shown['message']}{cites}")
    return "\n".join(lines)


def unknown_step_text(at: str, failure: dict) -> str:
    """An unknown step, with the closest phrasings of its kind ("did you mean"), and what it is
    when it reads as a step of another kind (a Given written as a Then checks nothing)."""
    keyword, _, text = failure["step"].partition(" ")
    lines = [f'{at}: no {keyword} step reads "{text}"']
    for other in failure["reads_as"]:
        lines.append(f"  it reads as a {other.capitalize()} step, which {WHAT_STEPS_DO[other]}; a {keyword} step {WHAT_STEPS_DO[keyword.lower()]}")
    if failure["suggestions"]:
        lines.append("  did you mean:")
        lines += [f"    {keyword} {near['phrasing']}    (e.g. {keyword} {near['example']})" for near in failure["suggestions"]]
    lines.append("  every phrasing: docs/scenarios.md")
    return "\n".join(lines)
