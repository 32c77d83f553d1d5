"""How a scenario fails in our words: what the engine produced where a ``Then`` expected
otherwise, or why the scenario cannot be run as written.

Both are AssertionErrors, so pytest counts them as a failing scenario like any assertion; the
plugin shows them as a few lines (the step, what was expected, what the engine produced, the
explanation's steps) instead of a traceback into the step library.
"""

from __future__ import annotations


class ScenarioFailure(AssertionError):
    """A scenario that does not hold, with a message meant for whoever wrote it."""


class OutcomeDiffers(ScenarioFailure):
    """A ``Then`` that does not hold: ``produced`` says what the engine produced instead, in
    the words of the step ("Alice has 3 VP" where the step says 5)."""

    def __init__(self, produced: str):
        super().__init__(produced)
        self.produced = produced


class ScenarioProblem(ScenarioFailure):
    """A scenario that cannot be run as written: a player the game does not have, a card placed
    nowhere, a scenario with no ``Then``, a ``Then`` that checks nothing about the outcome."""


def expect(holds: bool, produced: str) -> None:
    """A ``Then``'s check: when it does not hold, the scenario fails with what the engine produced."""
    if not holds:
        raise OutcomeDiffers(produced)
