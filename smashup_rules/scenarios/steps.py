"""The whole step library: importing this module declares every step of the vocabulary, in the
order of its modules (the board and the plays, the outcomes, the expansions), and looks steps up
in it: the step pytest-bdd runs for a line (``matching``, ``perform``) and the phrasings closest
to a line that none reads (``closest``)."""

from __future__ import annotations

import inspect
import re

from smashup_rules.scenarios import steps_board, steps_expansions, steps_outcomes
from smashup_rules.scenarios.vocabulary import STEPS, StepDefinition

MODULES = (steps_board, steps_outcomes, steps_expansions)


def matching(kind: str, text: str) -> list[tuple[StepDefinition, dict[str, str]]]:
    """Every step of ``kind`` that reads ``text``, with its arguments, in the order pytest-bdd
    weighs them: by pattern, the last one being the step it runs (it registers each step as a
    fixture named after its pattern, and of several fixtures that fit, pytest takes the last
    of their sorted names). "the play is refused: Warbot is not in Alice's hand" is read by
    ``{card} is not in {place}`` too, and runs as ``the play is refused: {message}``."""
    found = []
    for step in sorted(STEPS, key=lambda step: step.pattern):
        if step.kind == kind and (arguments := step.match(text)) is not None:
            found.append((step, arguments))
    return found


def perform(table, kind: str, text: str, docstring: str | None = None) -> StepDefinition:
    """Do the step ``text`` of ``kind`` on ``table`` as pytest-bdd would (the step it runs, its
    arguments, the doc string to a step that takes one), without pytest: how the draft reads
    back the steps it wrote. LookupError when no step reads the text."""
    found = matching(kind, text)
    if not found:
        raise LookupError(f"no {kind} step reads {text!r}")
    step, arguments = found[-1]
    parameters = inspect.signature(step.function).parameters
    given = {name: value for name, value in arguments.items() if name in parameters}
    if "docstring" in parameters:
        given["docstring"] = docstring
    step.function(table, **given)
    return step


CLOSEST = 3  # phrasings offered for a step that matches none
CLOSEST_CUTOFF = 50  # score, 0–100: below it a phrasing is not worth offering
NAME_OR_NUMBER = re.compile(r"\b[A-Z0-9][\w'+#/.-]*")  # a name (Alice, The Grey Opal), a number or an ID: what a step is about
NAMES_IN_A_ROW = re.compile(r"_(?:[ ,]+_)*")


def _words_around_names(text: str) -> str:
    """``Alice control Warbot at The Grey Opal`` → ``_ control _ at _``: the words a phrasing is made of."""
    return NAMES_IN_A_ROW.sub("_", NAME_OR_NUMBER.sub("_", text))


def closest(kind: str, text: str) -> list[StepDefinition]:
    """The steps of ``kind`` whose example reads most like ``text``: what a "did you mean" offers.
    Alike means first the same words around the names (whichever the names), then the whole line."""
    from rapidfuzz import fuzz  # only needed when a step is not found

    words = _words_around_names(text)
    scored = []
    for step in STEPS:
        if step.kind == kind:
            score = (2 * fuzz.ratio(words, _words_around_names(step.example)) + fuzz.ratio(text, step.example)) / 3
            if score >= CLOSEST_CUTOFF:
                scored.append((-score, len(scored), step))
    return [step for _, _, step in sorted(scored)[:CLOSEST]]
