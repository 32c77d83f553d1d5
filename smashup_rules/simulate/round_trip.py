"""A saved moment is the same game (``simulate --round-trip``).

Before every step of a game (the start of a turn, each play or talent, the rest of the turn),
the game is saved as a position file and read back, as ``smashup play`` and ``--save-after``
save it; once the step is made, it is made again from the moment read back, with the same
random decisions. The two must agree on everything: the answers given (each option by its
label), the events (kind and wording), the board the step leaves (``canonical``: every zone in
its order, counter, record and note), the random generator and the winner. The original game
goes on untouched, so its log digest is the plain run's.

A save that ``smashup`` refuses to read back, or a step that goes another way, ends the game
as failed (kind "round-trip") and writes ``simulate-round-trip-SEED.yaml``: the saved moment,
with the step as its play and the original's answers as its choices, and in its header what
the original did at the first difference. Mid-decision moments (a card half resolved) are not
saved: a position file holds none (docs/positions.md).
"""

from __future__ import annotations

from pathlib import Path

from smashup_rules.engine.convert.to_position import canonical, places, state_to_position, unrepresented
from smashup_rules.engine.convert.to_state import state_from_position
from smashup_rules.engine.dispatch import Dispatcher
from smashup_rules.engine.errors import IllegalPlay
from smashup_rules.engine.game import Game
from smashup_rules.engine.play import play_card
from smashup_rules.engine.talents import use_talent
from smashup_rules.engine.turn import finish_turn, start_turn
from smashup_rules.simulate.game import Failure, GameRun, Step, describe_step
from smashup_rules.simulate.moves import SimChooser


class RoundTripBroken(Exception):
    """A saved moment that could not be read back, or that continued differently."""

    def __init__(self, message: str, path: Path | None):
        super().__init__(message)
        self.path = path


class _Saved:
    """The moment before a step: its position file, and what the step needs to be replayed."""

    __slots__ = ("chooser", "events", "text", "where")

    def __init__(self, text: str, where: dict[str, str], chooser: tuple, events: int):
        self.text = text
        self.where = where  # instance id → place ("hand:Alice[2]"), to find the same card after the reload
        self.chooser = chooser  # the random decisions' generator state
        self.events = events


class RoundTripRun(GameRun):
    """A game whose every step is also made from the moment saved and read back."""

    saves = 0  # moments saved and compared, over the process (the test counts them)
    _unchanged: _Saved | None = None  # the moment saved before a play that was refused

    def step(self, step: Step, action, capture) -> None:
        what = f"turn {self.state.turn.number}'s {describe_step(step, len(self.steps))}"
        saved = self._save(step, what)
        answers = len(self.chooser.answers)
        try:
            super().step(step, action, capture)
        except IllegalPlay:  # refused: not compared, and the board is the one just saved
            self._unchanged = saved
            raise
        self._compare(saved, step, what, self.chooser.answers[answers:])
        RoundTripRun.saves += 1

    def _save(self, step: Step, what: str) -> _Saved:
        from smashup_rules.position import dump_position

        state = self.state
        unchanged, self._unchanged = self._unchanged, None
        if unchanged is not None and unchanged.events == len(state.log):
            # A refused play leaves the board as it was (what it logged is taken back), so the file
            # written before it is this moment's too; were the board changed, the replay from this
            # file would differ from the original and the game would fail.
            return _Saved(unchanged.text, unchanged.where, self.chooser.rng.getstate(), unchanged.events)
        lost = unrepresented(state)
        if lost:
            self._broken(f"the moment before {what} cannot be saved: a position file cannot hold {'; '.join(lost)}", None, step, [])
        return _Saved(dump_position(state_to_position(state)), places(state), self.chooser.rng.getstate(), len(state.log))

    def _compare(self, saved: _Saved, step: Step, what: str, answers: list[str]) -> None:
        from smashup_rules.position import PositionError, load_valid_position

        try:
            position = load_valid_position(saved.text, source="the saved moment")
        except PositionError as error:
            self._broken(f"the moment saved before {what} is refused when read back: {error}", saved, step, answers)
        reloaded = state_from_position(position, self.config.registry)
        chooser = SimChooser(0)
        chooser.rng.setstate(saved.chooser)
        game = Game(reloaded, chooser, Dispatcher())
        try:
            self._replay(game, saved, step)
        except Exception as error:  # noqa: BLE001 - whatever the reloaded game does differently is the finding
            self._broken(f"after the reload, {what} raised {type(error).__name__}: {error}", saved, step, answers)
        difference = _first_difference(
            [f"{e.kind}: {e.message}" for e in self.state.log[saved.events:]], [f"{e.kind}: {e.message}" for e in reloaded.log]
        ) or _first_difference(answers, chooser.answers, "answer")
        if difference is None and canonical(reloaded) != canonical(self.state):
            difference = "the events agree, but the board they leave does not (canonical states differ)"
        if difference is not None:
            self._broken(f"after the reload, {what} went another way: {difference}", saved, step, answers)

    def _replay(self, game: Game, saved: _Saved, step: Step) -> None:
        if step.kind == "start":
            start_turn(game)
            return
        if step.kind == "finish":
            finish_turn(game)
            return
        by_place = {place: iid for iid, place in places(game.state).items()}

        def same(card):
            return None if card is None else game.state.cards[by_place[saved.where[card.iid]]]

        kind, card, base, target = self.move
        if kind == "play":
            play_card(game, step.player, same(card), base=same(base), target=same(target))
        else:
            use_talent(game, step.player, same(card))

    def _broken(self, message: str, saved: _Saved | None, step: Step, answers: list[str]) -> None:
        path = None
        if saved is not None:
            path = Path(self.config.out) / f"simulate-round-trip-{self.seed}.yaml"
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(_reproduction(saved.text, step, answers, self.seed, message), encoding="utf-8")
        raise RoundTripBroken(message, path)

    def failure(self, error: Exception, turn: int, player: str) -> Failure:
        failure = super().failure(error, turn, player)
        if isinstance(error, RoundTripBroken):
            failure.kind, failure.message, failure.trace = "round-trip", str(error), ""
            failure.position_file = error.path
        return failure


def _first_difference(original: list[str], reloaded: list[str], what: str = "event") -> str | None:
    for number, (before, after) in enumerate(zip(original, reloaded), start=1):
        if before != after:
            return f"{what} {number} was '{before}' in the original game, '{after}' after the reload"
    if len(original) != len(reloaded):
        longer, shorter = ("the original game", "the reload") if len(original) > len(reloaded) else ("the reload", "the original game")
        extra = (original if len(original) > len(reloaded) else reloaded)[min(len(original), len(reloaded))]
        return f"{longer} has {what} {min(len(original), len(reloaded)) + 1} ('{extra}'), {shorter} stops before it"
    return None


def _reproduction(text: str, step: Step, answers: list[str], seed: int, message: str) -> str:
    """The saved moment with the step as its play and the original's answers as its choices."""
    from smashup_rules.position import PositionError, dump_position, load_position

    try:
        position = load_position(text)
    except PositionError:  # the save itself is what fails: it is kept as written
        pass
    else:
        position.play = [step.spec()]
        position.choices = list(answers)
        text = dump_position(position)
    header = [f"# smashup simulate --round-trip: game with seed {seed}", *(f"# {line}" for line in message.splitlines()),
              "# the moment as saved, with the step as its play and the original game's answers as its choices;",
              f"# run it with: smashup explain simulate-round-trip-{seed}.yaml"]
    return "\n".join(header) + "\n" + text
