"""Errors the engine raises. All subclass ``EngineError`` (a ``ValueError``),
so a caller can turn any of them into one user-facing message."""

from __future__ import annotations

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from smashup_rules.engine.decisions import Decision


class EngineError(ValueError):
    """A play or decision the rules do not allow, or a card the engine cannot resolve."""


class IllegalPlay(EngineError):
    """A play that the rules forbid in the current state (no play left, wrong target ...);
    ``cites`` are the rule sections, cards, clarifications and rulings that forbid it."""

    def __init__(self, message: str, cites: tuple[str, ...] = ()):
        super().__init__(message)
        self.cites = tuple(dict.fromkeys(cites))  # each once: plays a card did not fit may share their sources


def reason_and_cites(refusal) -> tuple[str, tuple[str, ...]]:
    """A card's own refusal (``play_refusal``, ``talent_refusal`` ...) as its reason and what it
    cites: a message cites nothing; an ``abilities.Unmet`` cites the rules or rulings that decide it."""
    return getattr(refusal, "reason", refusal), tuple(getattr(refusal, "cites", ()))


def refused(refusal, *cites: str) -> IllegalPlay:
    """The ``IllegalPlay`` for a card's own refusal, citing what the refusal cites, then ``cites``."""
    reason, own = reason_and_cites(refusal)
    return IllegalPlay(reason, (*own, *(c for c in cites if c not in own)))


class UnimplementedCard(EngineError):
    """A card whose ability the engine would need but that has no behaviour yet."""

    def __init__(self, card_id: str, name: str, text: str):
        super().__init__(
            f"{name} ({card_id}) has no implemented behaviour, so its ability cannot be resolved: {text}"
        )
        self.card_id = card_id


class ChoiceError(EngineError):
    """A decision the chooser could not make (missing, unmatched or ambiguous answer).
    ``decision`` is the decision asked, when there was one, so a caller can show its options."""

    def __init__(self, message: str, decision: Decision | None = None):
        super().__init__(message)
        self.decision = decision


class UnansweredChoice(ChoiceError):
    """A decision that no answer was left for (a script that ran out)."""


class BranchLimitReached(EngineError):
    """Exploring every outcome needed more runs than the bound allows."""


class InvariantViolation(AssertionError):
    """The state broke a conservation invariant (a bug in the engine, not a user error)."""
