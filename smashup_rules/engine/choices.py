"""Every decision a player makes goes through one interface.

The engine builds a ``Decision`` (who decides, what, the legal options) and
hands it to a *chooser*: any callable ``Decision -> int`` returning the index
of the chosen option. Three choosers ship here:

* ``ScriptedChooser`` answers from a list, in order, matching each answer to an
  option by name, case-insensitively. It is strict: a decision with no answer
  left, or an answer that matches nothing, raises ``ChoiceError`` saying who
  must decide what and listing the legal options (XMage's strict mode).
* ``RandomChooser`` picks uniformly with its own seeded RNG (simulations).
* ``explore`` re-runs a whole resolution once per way its decisions can go,
  bounded, merging the runs that reach the same point (``Frame``) and grouping
  them by the outcome they end in.

An interactive prompt is another chooser of the same shape.
"""

from __future__ import annotations

import gc

from smashup_rules.engine.decisions import Decision, Option  # noqa: F401 - what a chooser is asked: importable with the choosers
from smashup_rules.engine.errors import BranchLimitReached, ChoiceError, UnansweredChoice
from smashup_rules.engine.rng import Rng
from smashup_rules.util.ids import fold
from smashup_rules.util.records import Record

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from collections.abc import Callable, Hashable, Sequence
    import weakref
    from typing import Any, TypeVar

    T = TypeVar("T")
    # Any callable ``Decision -> int`` (the index of the option chosen).
    Chooser = Callable[["Decision"], int]


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
    for index, option in enumerate(decision.options):  # the first that fits: asked at every decision of a simulation
        detail = option.detail
        if detail and (detail == answer or fold(detail) == wanted):
            return index
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


# --- exploring every way the decisions can go ---------------------------------------------------


class Frame:
    """A procedure that asks decisions one after another (``Game.frame``). Its ``at(progress)``,
    between two of its decisions, promises that everything that follows, to the end of the
    resolution, depends only on the game state, ``progress`` (hashable values) and what was
    fixed when the procedure started. Outside ``explore`` it does nothing."""

    __slots__ = ()

    def at(self, *progress: Hashable) -> None:
        pass


NO_FRAME = Frame()


class Unmergeable(Exception):
    """A state a merging policy cannot describe: the run goes on there without merging."""


class Outcome(Record):
    """One distinct end: what ``explore`` kept of the first run that ended so, the answers
    that run gave (an example: ``paths`` holds it), and how many sequences of answers end so."""

    __slots__ = ("result", "paths", "sequences")

    def __init__(self, result: Any, paths: list[list[str]] | None = None, sequences: int = 0):
        self.result = result
        self.paths = [] if paths is None else paths
        self.sequences = sequences


class Exploration(Record):
    __slots__ = ("outcomes", "runs", "complete", "message", "sequences", "merging")

    def __init__(self, outcomes: list[Outcome], runs: int, complete: bool, message: str, sequences: int = 0, merging: str = "none"):
        self.outcomes = outcomes
        self.runs = runs
        self.complete = complete
        self.message = message
        self.sequences = sequences  # sequences of answers explored, merged or run
        self.merging = merging  # "canonical", "exact" or "none": what runs were merged on (explore)


def explore(
    run: Callable[[Chooser], T],
    key: Callable[[T], Any],
    *,
    keep: Callable[[T], Any] | None = None,
    merging: Any = None,
    limit: int = 200,
    strict: bool = False,
) -> Exploration:
    """Run ``run`` until every way its decisions can go is known, and group the ends by ``key``.

    ``run`` must rebuild its game from scratch for each call and hand it the chooser given:
    runs are replays, not snapshots. Of the first run that ends with a new ``key``, ``keep``
    of its result is kept (default: the result itself).

    Without ``merging`` every sequence of answers is run once. With it, runs that reach the
    same point are merged, as a game-tree search's transposition table does, so that the work
    grows with the distinct points rather than with the sequences: a point is a ``Frame.at``
    (where its procedure started, its progress, and ``merging.state_key(state, relaxed)``, which
    may raise ``Unmergeable``). A run takes an option never taken yet, else the next one in turn
    whose continuations are not all known: a point is then reached its several ways while some
    of it is still to explore, and a run stops early only at a point explored in full.

    A merge must never be wrong. The search first merges ``relaxed`` states (equal but for the
    orders no rule reads); when chance was drawn (``merging.drew_chance(state)``: a shuffle or
    a random pick reads every order) it starts again merging only exactly equal states. As a
    safety net it checks that a point a run reaches again asks the same decision (player,
    prompt, kind, options) and goes on the same way; a merge found wrong so makes it start
    again merging less, down to nothing (a wrong merge that changes no decision a run meets
    cannot be seen: the keys must be right). After ``limit`` runs in all it stops; with
    ``strict`` that raises ``BranchLimitReached``, otherwise the partial result says so.
    """
    # The search's tables only grow: the cycle collector, left to itself, would walk them again
    # and again. It is off while the search runs, which collects after a run that left cycles and
    # freezes what outlives a collection (``_Search.collect``). What it froze is handed back when
    # it ends; when something else froze objects first, it neither freezes nor unfreezes.
    collecting = gc.isenabled()
    freezing = not gc.get_freeze_count()
    gc.disable()
    try:
        return _explore(run, key, keep, merging, limit, strict, freezing)
    finally:
        if freezing:
            gc.unfreeze()
        if collecting:
            gc.enable()


def _explore(run: Callable, key: Callable, keep: Callable | None, merging: Any, limit: int, strict: bool, freezing: bool) -> Exploration:
    attempts = (("canonical", True), ("exact", False)) if merging is not None else ()
    runs = 0
    for name, relaxed in (*attempts, ("none", False)):
        search = _Search(run, key, keep, merging if name != "none" else None, relaxed, limit - runs, freezing)
        try:
            search.search()
        except _Unsound:
            continue
        finally:
            runs += search.runs
        exploration = search.exploration(runs, name)
        if strict and not exploration.complete:
            raise BranchLimitReached(exploration.message)
        return exploration
    raise AssertionError("a search that merges nothing cannot be unsound")


START = 0  # the anchor of every run's start
# How many runs between two collections when the search cannot tell whether a run left cycles.
COLLECTIONS_EVERY = 64


class _Stop(BaseException):
    """Ends a run at a point whose every continuation is known (a BaseException, so that no
    handler of the engine's errors catches it)."""


class _Unsound(Exception):
    """Runs merged as one point turned out to differ: the search starts again, merging less."""


class _Decision:
    __slots__ = ("signature", "options", "children", "last", "learnt")

    def __init__(self, signature: tuple, options: tuple, children: tuple):
        self.signature = signature  # who decides what, among which options
        self.options = options  # the options' identities, in the order first seen
        self.children = children  # the point each option leads to
        self.last = -1  # the option the last run through here took
        self.learnt = 0  # how many children, from the first, are points already learnt (``choose`` looks on from there)


class _Rebase:
    """The point goes on to a merge point."""

    __slots__ = ("anchor",)

    def __init__(self, anchor: int):
        self.anchor = anchor

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Rebase) and other.anchor == self.anchor


class _End:
    __slots__ = ("outcome",)

    def __init__(self, outcome: Any):
        self.outcome = outcome  # the key of the outcome it ends in

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _End) and other.outcome == self.outcome


class _Search:
    """One search of the decision graph. A point of a run is ``(anchor, answers)``: the last
    merge point it passed (or ``START``) and the answers given since, each answer the identity
    of an option. From a point the run goes on the same way whichever run it is: to a
    decision, a merge point, or its end; the search learns which by running."""

    def __init__(self, run: Callable, key: Callable, keep: Callable | None, merging: Any, relaxed: bool, limit: int, freezing: bool):
        self.run, self.key, self.keep = run, key, keep
        self.merging, self.relaxed, self.limit = merging, relaxed, limit
        self.freezing = freezing  # whether the objects that outlive a collection are frozen (explore)
        self.points: dict[tuple, Any] = {}  # point → _Decision, _Rebase or _End
        self.complete: set[tuple] = set()  # points whose every continuation is known
        self.waiting: dict[tuple, int] = {}  # point → how many of its continuations are not complete
        self.parents: dict[tuple, list[tuple]] = {}  # point → the points waiting for it
        self.anchors: dict[Any, int] = {}  # merge point key → its anchor
        self.merge_points: dict[tuple, int | None] = {}  # (anchor, answers, tick) → anchor there, None: no merge
        self.outcomes: dict[Any, Outcome] = {}
        self.runs = 0

    def search(self) -> None:
        while self.runs < self.limit and not self.is_complete((START, ())):
            self.runs += 1
            if self.left_cycles(self.run_once()):
                self.collect()

    def run_once(self) -> weakref.ref | None:
        """One run; when it returns, nothing of its game is referred to but what the search
        keeps. Returns a weak reference to the run's state (None: the run told none it can watch)."""
        cursor = _Cursor(self)
        try:
            result = self.run(cursor)
        except _Stop:
            pass
        else:
            self.check_chance(cursor.state)
            self.ended(cursor.point, result, cursor)
        try:
            import weakref  # only a search needs it: kept off the start-up of a plain explanation

            return weakref.ref(cursor.state)
        except TypeError:  # None, or a state that cannot be watched (a dict)
            return None

    def left_cycles(self, state: weakref.ref | None) -> bool:
        """Whether the run just over may have left objects in cycles: its state outlived it (only a
        cycle, or a ``keep`` that keeps the whole result, holds it then); when it cannot tell, or may
        not freeze (each collection would walk everything), every ``COLLECTIONS_EVERY`` runs."""
        if state is None or not self.freezing:
            return not self.runs % COLLECTIONS_EVERY
        return state() is not None

    def collect(self) -> None:
        """Collect the cycles runs left, with all that is not frozen; what outlives that (the
        search's tables, what outcomes keep) is frozen, so that no later collection walks it again."""
        if self.freezing:
            gc.collect(1)  # all that is not frozen: the young and the middle generation
            gc.freeze()
        else:
            gc.collect(2)

    # --- what a run tells the search ---

    def choose(self, point: tuple, decision: Decision, options: tuple) -> Any:
        """The option a run takes at ``point``: the first whose continuations are not all known."""
        node = self.points.get(point)
        asked = (decision.player, decision.prompt, decision.kind)
        if node is None:
            anchor, answers = point
            children = tuple((anchor, (*answers, option)) for option in options)
            node = self.add(point, _Decision((*asked, frozenset(options)), options, children))
        elif (
            not isinstance(node, _Decision)
            or node.signature[:3] != asked
            or (node.options != options and node.signature[3] != frozenset(options))  # in another order
        ):
            raise _Unsound(f"a point reached twice asked {(*asked, frozenset(options))} and {getattr(node, 'signature', node)}")
        children = node.children
        # An option never taken first: where it leads is learnt while that point may still be
        # unfinished, so the run goes on there instead of stopping at a point already explored.
        points, learnt = self.points, node.learnt
        while learnt < len(children) and children[learnt] in points:
            learnt += 1
        node.learnt = learnt
        if learnt < len(children):
            return node.options[learnt]
        for turn in range(1, len(children) + 1):
            index = (node.last + turn) % len(children)
            if not self.is_complete(children[index]):
                node.last = index
                return node.options[index]
        raise AssertionError(f"a run was led to {point}, whose continuations are all known")

    def merge_point(self, event: tuple, activation: tuple, progress: tuple, state: Any) -> int | None:
        """The anchor of the merge point a run reached at ``event``, None if it cannot merge there."""
        try:
            return self.merge_points[event]
        except KeyError:
            pass
        try:
            point = (activation, progress, self.merging.state_key(state, self.relaxed))
            anchor = self.anchors.setdefault(point, len(self.anchors) + 1)  # TypeError: unhashable
        except (Unmergeable, TypeError):
            anchor = None
        self.merge_points[event] = anchor
        return anchor

    def goes_on(self, point: tuple, successor: _Rebase | _End) -> None:
        known = self.points.get(point)
        if known is None:
            self.add(point, successor)
        elif known != successor:
            raise _Unsound(f"the point {point} went on in two ways")

    def ended(self, point: tuple, result: Any, cursor: _Cursor) -> None:
        key = self.key(result)
        if key not in self.outcomes:
            self.outcomes[key] = Outcome(self.keep(result) if self.keep else result, [cursor.labels])
        self.goes_on(point, _End(key))

    def check_chance(self, state: Any) -> None:
        """In a relaxed search, a run that drew chance (at its end, or where it is stopped) makes
        the search unsound: a shuffle or a random pick reads the orders it merges as not read."""
        if self.relaxed and state is not None and self.merging.drew_chance(state):
            raise _Unsound("chance was drawn: it reads the orders merged as not read")

    # --- the graph ---

    def children(self, point: tuple) -> tuple:
        node = self.points.get(point)
        if isinstance(node, _Decision):
            return node.children
        return ((node.anchor, ()),) if isinstance(node, _Rebase) else ()

    def is_complete(self, point: tuple) -> bool:
        """Whether every continuation of ``point`` is known: it ends, or every point it leads to
        is complete (``add`` keeps the set as the graph grows)."""
        return point in self.complete

    def add(self, point: tuple, node: Any) -> Any:
        """A point learnt; the points its completion completes, in turn, are complete too."""
        self.points[point] = node
        waiting = [child for child in self.children(point) if child not in self.complete]
        for child in waiting:
            self.parents.setdefault(child, []).append(point)
        self.waiting[point] = len(waiting)
        done = [point] if not waiting else []
        while done:
            finished = done.pop()
            self.complete.add(finished)
            del self.waiting[finished]
            for parent in self.parents.pop(finished, ()):
                self.waiting[parent] -= 1
                if not self.waiting[parent]:
                    done.append(parent)
        return node

    def in_order(self) -> list[tuple]:
        """The points reached from the start, each before the points it leads to (the reverse
        of the order in which a depth-first walk finishes them)."""
        finished, visited, stack = [], set(), [((START, ()), False)]
        while stack:
            point, done = stack.pop()
            if done:
                finished.append(point)
            elif point not in visited:
                visited.add(point)
                stack.append((point, True))
                stack.extend((child, False) for child in self.children(point) if child in self.points and child not in visited)
        return finished[::-1]

    def exploration(self, runs: int, merging: str) -> Exploration:
        ways = {(START, ()): 1}  # point → how many sequences of answers lead to it
        for point in self.in_order():
            node = self.points[point]
            if isinstance(node, _End):
                self.outcomes[node.outcome].sequences += ways[point]
            for child in self.children(point):
                ways[child] = ways.get(child, 0) + ways[point]
        outcomes = list(self.outcomes.values())
        sequences = sum(outcome.sequences for outcome in outcomes)
        if self.is_complete((START, ())):
            message = f"Explored every choice: {_count(len(outcomes), 'distinct outcome')} from {_count(sequences, 'choice sequence')}, in {_count(runs, 'run')}."
            return Exploration(outcomes, runs, True, message, sequences, merging)
        unexplored = sum(1 for point in self.points for child in self.children(point) if child not in self.points)
        message = (
            f"Stopped after {_count(runs, 'run')} with {_count(unexplored, 'branch', 'branches')} unexplored; "
            f"the {_count(len(outcomes), 'outcome')} listed {'is' if len(outcomes) == 1 else 'are'} not all the possible ones."
        )
        return Exploration(outcomes, runs, False, message, sequences, merging)


def _count(number: int, word: str, plural: str | None = None) -> str:
    return f"{number:,} {word if number == 1 else plural or word + 's'}"


class _Cursor:
    """The chooser of one run: answers as the search directs, and tells it where the run is."""

    def __init__(self, search: _Search):
        self.search = search
        self.anchor = START
        self.answers: tuple = ()
        self.ticks = 0  # frames entered or passed since the current point began
        self.given: list[tuple[Decision, int]] = []  # each decision and the option taken
        self.passed = {self.point}  # merge points passed: one passed twice merged unlike states
        self.state: Any = None

    @property
    def point(self) -> tuple:
        return (self.anchor, self.answers)

    @property
    def labels(self) -> list[str]:
        """The answers given, as --choose takes them; only a run kept as an example needs them."""
        return [shortest_answer(decision, index) for decision, index in self.given]

    def __call__(self, decision: Decision) -> int:
        options = option_identities(decision)
        choice = self.search.choose(self.point, decision, options)
        index = options.index(choice)
        self.given.append((decision, index))
        self.answers = (*self.answers, choice)
        self.ticks = 0
        return index

    def enter_frame(self, state: Any) -> Frame:
        self.state = state
        if self.search.merging is None:
            return NO_FRAME
        self.ticks += 1
        return _SearchFrame(self, (self.anchor, self.answers, self.ticks))

    def reached(self, activation: tuple, progress: tuple) -> None:
        """A frame's ``at``: the run may have reached a merge point."""
        self.ticks += 1
        anchor = self.search.merge_point((self.anchor, self.answers, self.ticks), activation, progress, self.state)
        if anchor is None:
            return
        self.search.goes_on(self.point, _Rebase(anchor))
        self.anchor, self.answers, self.ticks = anchor, (), 0
        if self.point in self.passed:
            raise _Unsound(f"a run reached merge point {anchor} twice")
        self.passed.add(self.point)
        if self.search.is_complete(self.point):
            self.search.check_chance(self.state)  # a run stopped here is taken to go on as the one explored
            raise _Stop


class _SearchFrame(Frame):
    __slots__ = ("cursor", "activation")

    def __init__(self, cursor: _Cursor, activation: tuple):
        # Where the procedure started: every run that reaches this started it the same way,
        # so what the procedure fixed then (its callers, its arguments) is the same.
        self.cursor = cursor
        self.activation = activation

    def at(self, *progress: Hashable) -> None:
        self.cursor.reached(self.activation, progress)


def shortest_answer(decision: Decision, index: int) -> str:
    """What a script writes to pick option ``index``: its label when that picks it (or an option
    just like it), else its longer form ("Walker (Bob, The Grey Opal)")."""
    option = decision.options[index]
    try:
        if decision.options[match_option(option.label, decision)].display == option.display:
            return option.label
    except ChoiceError:
        pass
    return option.display


def option_identities(decision: Decision) -> tuple:
    """What each option stands for, the same whatever order the options come in: a card by its
    instance id, anything else by its display; a repeated identity by how often it came before."""
    seen: dict[Any, int] = {}
    identities = []
    for option in decision.options:
        value = option.value
        card = value[0] if isinstance(value, tuple) and value else value
        identity = (getattr(card, "iid", None), option.detail or option.label)  # its display
        before = seen.get(identity, 0)
        seen[identity] = before + 1
        identities.append((*identity, before))
    return tuple(identities)
