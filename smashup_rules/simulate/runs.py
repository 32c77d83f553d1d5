"""A simulated game as a run plays it (``play_checked``): a game that fails is replayed with every
check after every event to find the event that broke it, and written as a position file that
reproduces the failing turn with ``smashup explain`` (``simulate-failure-SEED.yaml``); under
``--strict`` each game is played twice to compare the logs; under ``--round-trip`` every step
starts from the moment saved and read back too (``round_trip``).
"""

from __future__ import annotations

from pathlib import Path

from smashup_rules.engine.choices import ScriptedChooser
from smashup_rules.engine.convert.to_state import state_from_position
from smashup_rules.engine.errors import IllegalPlay
from smashup_rules.engine.registry import Registry
from smashup_rules.simulate.checks import CheckedGame, Checker, check_refusal
from smashup_rules.simulate.game import Capture, Failure, GameResult, GameRun, SimConfig
from smashup_rules.simulate.round_trip import RoundTripRun


def play_game(config: SimConfig, seed: int, pool: list[str] | None = None, *, strict: bool | None = None) -> GameResult:
    """Play one game; a failure is located (the event that broke it) and written as a position."""
    pool = pool or config.pool()
    strict = config.strict if strict is None else strict
    run_class = RoundTripRun if config.round_trip else GameRun
    result = run_class(config, seed, pool, strict).run()
    if result.failure is None or result.failure.kind == "round-trip":  # a round trip writes its own file
        return result
    failure = result.failure
    if not strict:  # replay with every check after every event, to find the event that broke it
        located = GameRun(config, seed, pool, True).run().failure
        if located is not None:
            failure = result.failure = located
    write_failure(config, pool, failure)
    return result


# --- failure positions --------------------------------------------------------------------------


def _failing_step_index(config: SimConfig, seed: int, pool: list[str], failure: Failure) -> tuple[Capture, int] | None:
    """Replay up to the failing turn, recording its steps; the index of the failing step."""
    probe = Capture(failure.turn, 10**6)
    run = GameRun(config, seed, pool, True, probe)
    run.run()
    if not run.steps or probe.at_turn_start is None:
        return None
    index = len(run.steps) - 1
    capture = Capture(failure.turn, index)
    replay = GameRun(config, seed, pool, True, capture)
    replay.run()
    capture.answers = replay.chooser.answers
    if index > 0 and (capture.at_play_cards is None or capture.before_step is None):
        return None
    return capture, index


def failure_positions(config: SimConfig, pool: list[str], failure: Failure) -> list[tuple[str, object]]:
    """Candidate positions that replay the failure: (description, Position with play and choices)."""
    found = _failing_step_index(config, failure.seed, pool, failure)
    if found is None:
        return []
    capture, index = found
    failure.lost = capture.lost
    steps = capture.steps
    answers = capture.answers
    candidates = []
    if index == 0:
        position = capture.at_turn_start
        position.play = [steps[0].spec()]
        position.choices = answers[steps[0].first_answer:]
        candidates.append(("the state before the turn started", position))
        return candidates
    # From the start of the Play Cards phase: every play of the turn up to the failing step.
    position = capture.at_play_cards
    position.play = [s.spec() for s in steps[1:]]
    position.choices = answers[steps[1].first_answer:]
    candidates.append(("the start of the Play Cards phase, with the turn's plays", position))
    if index > 1:
        before = capture.before_step
        before.play = [steps[-1].spec()]
        before.choices = answers[steps[-1].first_answer:]
        candidates.append(("the state just before the failing play", before))
    return candidates


def write_failure(config: SimConfig, pool: list[str], failure: Failure) -> None:
    from smashup_rules.position import PositionError, dump_position, load_valid_position

    candidates = failure_positions(config, pool, failure)
    if not candidates:
        failure.notes.append("the failing turn could not be replayed to write a position")
        return
    path = Path(config.out) / f"simulate-failure-{failure.seed}.yaml"
    chosen = None
    for description, position in candidates:
        text = dump_position(position)
        try:
            loaded = load_valid_position(text, source=path.name)
        except PositionError as error:
            failure.notes.append(f"a position at {description} is not a valid position file: {str(error).splitlines()[0]}")
            continue
        shown = replay_failure(loaded, config.registry)
        reproduced = shown is not None and _same_failure(shown, failure)
        if chosen is None or (reproduced and not chosen[2]):
            chosen = (description, text, reproduced)
        if reproduced:
            break
    if chosen is None:
        description, position = candidates[0]
        chosen = (description, dump_position(position), False)
    description, text, reproduced = chosen
    header = [
        f"# smashup simulate: game with seed {failure.seed}, turn {failure.turn} ({failure.player}'s turn)",
        f"# {failure.kind}: {failure.message}",
    ]
    if failure.event:
        header.append(f"# found after event {failure.event_number}: {failure.event}")
    if failure.previous_event and failure.kind == "invariant":
        header.append(f"# (the event before it: {failure.previous_event})")
    header.append(f"# position: {description}; replay it with: smashup explain {path.name}")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(header) + "\n" + text, encoding="utf-8")
    failure.position_file = path
    failure.reproduced = reproduced
    if not reproduced and failure.lost:
        failure.notes.append(f"position files cannot hold: {'; '.join(failure.lost)}")


def _same_failure(shown: str, failure: Failure) -> bool:
    expected = failure.message if failure.kind == "error" else f"InvariantBroken: {failure.message}"
    return shown == expected


def replay_failure(position, registry: Registry | None = None) -> str | None:
    """Resolve a position's plays with every invariant checked after every event; the
    failure it shows (an exception or a broken invariant), or None."""
    from smashup_rules.engine.resolve import apply_play

    state = state_from_position(position, registry)
    checker = Checker(state, strict=True)
    game = CheckedGame(state, ScriptedChooser(position.choices), checker)
    try:
        for spec in position.play:
            events = len(state.log)
            try:
                apply_play(game, spec)
            except IllegalPlay as refusal:
                if spec.kind in ("play", "talent"):
                    check_refusal(state.log[events:], refusal)
                raise
            if spec.kind == "end-turn":
                checker.full(state, between_turns=True)
    except Exception as error:  # noqa: BLE001 - a replay that went another way shows another message
        return f"{type(error).__name__}: {error}"
    return None


# --- many games ---------------------------------------------------------------------------------


def play_checked(config: SimConfig, seed: int, pool: list[str]) -> GameResult:
    """One game of a run: played, located and written if it fails, and with ``strict`` played
    again to compare the logs (same seed, same game)."""
    result = play_game(config, seed, pool)
    if result.failure is None and config.strict:  # the second run is a plain one: saving and reloading changes nothing
        again = GameRun(config, seed, pool, True).run()
        if again.digest != result.digest:
            result.failure = Failure(seed, result.turns, "", "invariant",
                                     f"the same seed gave a different game (log digest {result.digest} then {again.digest})",
                                     step="a second run of the game")
    return result
