"""Every decision a player makes goes through one interface.

The engine builds a ``Decision`` (who decides, what, the legal options) and
hands it to a *chooser*: any callable ``Decision -> int`` returning the index
of the chosen option. Three choosers ship here:

* ``ScriptedChooser`` answers from a list, in order, matching each answer to an
  option by name, case-insensitively. It is strict: a decision with no answer
  left, or an answer that matches nothing, raises ``ChoiceError`` saying who
  must decide what and listing the legal options (XMage's strict mode).
* ``RandomChooser`` picks uniformly with its own seeded RNG (simulations).
* ``explore`` re-runs a whole resolution once per branch of the decision tree,
  bounded, and groups the branches by the state they end in.

An interactive prompt is another chooser of the same shape.
"""

from __future__ import annotations

from smashup_rules.engine.errors import BranchLimitReached, ChoiceError, UnansweredChoice
from smashup_rules.engine.rng import Rng
from smashup_rules.ids import fold
from smashup_rules.records import FrozenRecord, Record

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import Any, TypeVar

    T = TypeVar("T")
    # Any callable ``Decision -> int`` (the index of the option chosen).
    Chooser = Callable[["Decision"], int]


class Option(FrozenRecord):
    __slots__ = ("label", "value", "detail")

    def __init__(self, label: str, value: Any, detail: str = ""):
        self.label = label  # the name a script uses: "Walker", "The Grey Opal", "yes", "pass"
        self.value = value
        self.detail = detail  # longer form that tells apart options with the same label

    @property
    def display(self) -> str:
        return self.detail or self.label


class Decision(FrozenRecord):
    __slots__ = ("player", "prompt", "options", "kind")

    def __init__(self, player: str, prompt: str, options: tuple[Option, ...], kind: str):
        self.player = player
        self.prompt = prompt  # completes "<player> must ...", e.g. "choose a minion to destroy (Cut Lass)"
        self.options = options
        self.kind = kind  # "target", "base", "may", "order", "special", "score-base", "discard" ...

    def legal_options(self) -> str:
        return "; ".join(option.display for option in self.options)


ANSWERED_BY = ": "  # "Bob: Walker" in a script: Bob's answer


class ScriptedChooser:
    """Answers consumed in order; strict about missing and unmatched answers. With
    ``answers_forced``, an answer that names the only option of a decision that is not
    asked (a single legal option) is taken as its answer (``take_forced``)."""

    def __init__(self, answers: Sequence[str], *, answers_forced: bool = False):
        self.answers = list(answers)
        self.used = 0
        self.answers_forced = answers_forced

    @property
    def remaining(self) -> list[str]:
        return self.answers[self.used :]

    def __call__(self, decision: Decision) -> int:
        if self.used >= len(self.answers):
            raise UnansweredChoice(
                f"Unscripted choice: {decision.player} must {decision.prompt}. "
                f"Legal options: {decision.legal_options()}.",
                decision,
            )
        answer = self.answers[self.used]
        index = match_option(self.answer_for(decision, answer), decision)
        self.used += 1
        return index

    def take_forced(self, decision: Decision) -> bool:
        """A decision with a single legal option is not asked; when the script's next answer
        names that option anyway, it is this decision's answer (and is used up)."""
        if not self.answers_forced or self.used >= len(self.answers):
            return False
        try:
            match_option(self.answer_for(decision, self.answers[self.used]), decision)
        except ChoiceError:
            return False
        self.used += 1
        return True

    @staticmethod
    def answer_for(decision: Decision, answer: str) -> str:
        """``"Bob: Walker"`` is Walker, an answer only Bob may give; a whole
        option name that contains ": " is still an option name."""
        player, separator, rest = answer.partition(ANSWERED_BY)
        if not separator or any(fold(answer) in (fold(o.label), fold(o.display)) for o in decision.options):
            return answer
        if fold(player) != fold(decision.player):
            raise ChoiceError(
                f"Scripted choice {answer!r} is for {player}, but {decision.player} must {decision.prompt}. "
                f"Legal options: {decision.legal_options()}.",
                decision,
            )
        return rest


def match_option(answer: str, decision: Decision) -> int:
    """Index of the option ``answer`` names. Options with the same label and detail
    are interchangeable (two identical cards in one hand), so the first is taken."""
    wanted = fold(answer)
    by_detail = [i for i, option in enumerate(decision.options) if option.detail and fold(option.detail) == wanted]
    if by_detail:
        return by_detail[0]
    by_label = [i for i, option in enumerate(decision.options) if fold(option.label) == wanted]
    if not by_label:
        raise ChoiceError(
            f"Scripted choice {answer!r} matches no option when {decision.player} must {decision.prompt}. "
            f"Legal options: {decision.legal_options()}.",
            decision,
        )
    distinct = {decision.options[i].display for i in by_label}
    if len(distinct) > 1:
        raise ChoiceError(
            f"Scripted choice {answer!r} is ambiguous when {decision.player} must {decision.prompt}; "
            f"name one of: {'; '.join(sorted(distinct))}.",
            decision,
        )
    return by_label[0]


class RandomChooser:
    """Uniform random decisions from a private seeded RNG (the game's own RNG stays untouched)."""

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed)

    def __call__(self, decision: Decision) -> int:
        return self.rng.below(len(decision.options))


class _BranchChooser:
    """Follows a fixed prefix of option indexes, then always takes option 0,
    recording how many options each decision had and what was chosen."""

    def __init__(self, prefix: list[int]):
        self.prefix = prefix
        self.widths: list[int] = []
        self.labels: list[str] = []

    def __call__(self, decision: Decision) -> int:
        depth = len(self.widths)
        index = self.prefix[depth] if depth < len(self.prefix) else 0
        self.widths.append(len(decision.options))
        self.labels.append(decision.options[index].display)
        return index


class Outcome(Record):
    """One end state and every choice sequence that leads to it."""

    __slots__ = ("result", "paths")

    def __init__(self, result: Any, paths: list[list[str]] | None = None):
        self.result = result
        self.paths = [] if paths is None else paths


class Exploration(Record):
    __slots__ = ("outcomes", "runs", "complete", "message")

    def __init__(self, outcomes: list[Outcome], runs: int, complete: bool, message: str):
        self.outcomes = outcomes
        self.runs = runs
        self.complete = complete
        self.message = message


def explore(
    run: Callable[[Chooser], T],
    key: Callable[[T], Any],
    *,
    limit: int = 200,
    strict: bool = False,
) -> Exploration:
    """Run ``run`` once per branch of its decision tree (depth first, option order).

    ``run`` must rebuild its game from scratch for each call: branches are
    replays, not snapshots. Branches whose results have the same ``key`` are
    grouped into one ``Outcome``. After ``limit`` runs the search stops; with
    ``strict`` that raises ``BranchLimitReached``, otherwise the partial result
    says so in ``message``.
    """
    pending: list[list[int]] = [[]]
    outcomes: dict[Any, Outcome] = {}
    runs = 0
    while pending:
        if runs >= limit:
            message = (
                f"Stopped after {limit} runs with {len(pending)} branch(es) unexplored; "
                f"the {len(outcomes)} outcome(s) listed are not all the possible ones."
            )
            if strict:
                raise BranchLimitReached(message)
            return Exploration(list(outcomes.values()), runs, False, message)
        prefix = pending.pop()
        chooser = _BranchChooser(prefix)
        result = run(chooser)
        runs += 1
        outcome = outcomes.setdefault(key(result), Outcome(result))
        outcome.paths.append(chooser.labels)
        # Each decision taken past the prefix opens one new branch per other option;
        # every leaf of the tree is therefore run exactly once.
        for depth in range(len(chooser.widths) - 1, len(prefix) - 1, -1):
            base = prefix + [0] * (depth - len(prefix))
            for alternative in range(chooser.widths[depth] - 1, 0, -1):
                pending.append(base + [alternative])
    message = f"Explored all {runs} branch(es): {len(outcomes)} distinct outcome(s)."
    return Exploration(list(outcomes.values()), runs, True, message)
