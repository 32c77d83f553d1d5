"""Self-play, one game: a complete random game through the rules engine, with invariants checked.

``play_game(config, seed)`` plays one game from a fresh setup (each player two random factions,
shuffled 20-card faction decks, five cards with the mulligan rule, players + 1 bases from the
factions' bases, titans set aside), every decision taken at random and every turn spent on
random legal plays, until someone wins (15+ VP, most VP, a tie plays on) or a turn cap. Game
``i`` of a run uses seed ``config.seed + i``, so one game is replayed alone with ``--games 1
--seed SEED``; ``jobs.simulate`` plays a run's games.

Every event and every turn are checked against the invariants of ``checks`` (with ``strict``,
after every event, and each game is played twice to compare the logs); the candidate plays of a
turn and the random decisions come from ``moves``. A game that breaks one, or raises, stops; it
is replayed to find the event that broke it, and a position file that reproduces the failing
turn with ``smashup explain`` is written (``simulate-failure-SEED.yaml``).
"""

from __future__ import annotations

import hashlib
import random
import traceback
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from smashup_rules.engine.convert.to_position import state_to_position, unrepresented
from smashup_rules.engine.convert.to_state import setup_bases, state_from_position
from smashup_rules.engine.errors import IllegalPlay, InvariantViolation
from smashup_rules.engine.game import Game
from smashup_rules.engine.play import play_card
from smashup_rules.engine.registry import Registry, default_registry
from smashup_rules.engine.rng import Rng
from smashup_rules.engine.state import State
from smashup_rules.engine.talents import use_talent
from smashup_rules.engine.turn import finish_turn, start_turn
from smashup_rules.reference import data
from smashup_rules.simulate.checks import CheckedGame, Checker, InvariantBroken, check_refusal, log_digest
from smashup_rules.simulate.moves import SimChooser, candidate_moves


PLAYER_NAMES = ("Alice", "Bob", "Carol", "Dave")
DEFAULT_MAX_TURNS = 120  # turns, not rounds: 60 rounds of a 2-player game
MAX_PLAYS_PER_TURN = 40  # a guard against a card that grants plays forever


class SimulationError(ValueError):
    """Bad simulation settings (unknown or unimplemented faction, too few factions ...)."""


# --- settings and factions ----------------------------------------------------------------------


def playable_factions(registry: Registry | None = None) -> list[str]:
    """Factions whose every card (deck, bases, titan) has behaviour."""
    registry = registry or default_registry()
    complete = {c.group for c in registry.coverage() if not c.missing and c.implemented}
    return sorted(f for f, record in data.factions().items() if f in complete and record["deck"] and record["bases"])


@dataclass
class SimConfig:
    games: int = 100
    seed: int = 0
    players: int = 2
    factions: list[str] | None = None  # faction ids; None: every playable faction
    strict: bool = False
    max_turns: int = DEFAULT_MAX_TURNS
    out: Path = Path(".")
    registry: Registry | None = None
    monsters: int = 0  # every base's monster number (monsters.bases): 0, no Monster or Treasure deck
    jobs: int = 1  # processes playing games
    shard: tuple[int, int] | None = None  # (K, N): only the K-th of N interleaved slices of the games
    round_trip: bool = False  # every step also played from the moment saved and read back (round_trip)

    def game_indices(self) -> range:
        """The games this run plays: all of them, or game i where i % N == K - 1."""
        if self.shard is None:
            return range(self.games)
        index, count = self.shard
        return range(index - 1, self.games, count)

    def pool(self) -> list[str]:
        registry = self.registry or default_registry()
        if not 2 <= self.players <= 4:
            raise SimulationError(f"Smash Up is for 2 to 4 players, not {self.players}.")
        playable = playable_factions(registry)
        pool = list(dict.fromkeys(self.factions)) if self.factions else playable
        for faction in pool:
            if faction not in playable:
                missing = next((c.missing for c in registry.coverage() if c.group == faction), ())
                name = data.group_name(faction)
                raise SimulationError(
                    f"{name} cannot be simulated: {len(missing)} of its cards have no behaviour yet "
                    f"(playable: {', '.join(data.group_name(f) for f in playable)})."
                )
        if len(pool) < 2 * self.players:
            raise SimulationError(
                f"{self.players} players need {2 * self.players} different factions; "
                f"{len(pool)} given ({', '.join(data.group_name(f) for f in pool)})."
            )
        return pool


# --- setup --------------------------------------------------------------------------------------


def faction_deck(faction: str) -> list[str]:
    return [card_id for card_id in data.factions()[faction]["deck"] for _ in range(data.cards()[card_id]["copies"] or 1)]


def has_minion(card_ids: list[str]) -> bool:
    return any(data.cards()[c]["kind"] == "minion" for c in card_ids)


def opening_hand(shuffled: list[str], rng: random.Random) -> tuple[list[str], list[str]]:
    """setup.opening-hand: the top five cards of a shuffled deck, and the rest of the deck. A hand
    without minions is mulliganed once (setup.mulligan: five new cards; the first five are
    shuffled back into the deck); the second hand is kept whatever it holds."""
    opening, rest = shuffled[:5], shuffled[5:]
    if not has_minion(opening):
        opening, rest = rest[:5], rest[5:] + opening
        rng.shuffle(rest)
    return opening, rest


def setup_position(config: SimConfig, seed: int, pool: list[str] | None = None):
    """A fresh game (setup.*): factions dealt at random, decks shuffled, five cards each
    (a hand without minions is mulliganed once: setup.mulligan), players + 1 bases, titans
    set aside, a random first player."""
    from smashup_rules.position import BaseSpec, CardSpec, PlayerSpec, Position

    rng = random.Random(seed)
    pool = pool or config.pool()
    chosen = rng.sample(pool, 2 * config.players)
    players = []
    for index, name in enumerate(PLAYER_NAMES[: config.players]):
        pair = sorted(chosen[2 * index: 2 * index + 2])
        cards = [c for faction in pair for c in faction_deck(faction)]
        rng.shuffle(cards)
        opening, rest = opening_hand(cards, rng)
        set_aside = [data.factions()[f]["titan"]["id"] for f in pair if data.factions()[f]["titan"]]
        players.append(PlayerSpec(name, pair, hand=[CardSpec(c, owner=name) for c in opening],
                                  deck=[CardSpec(c, owner=name) for c in rest],
                                  titans=[CardSpec(t, owner=name) for t in set_aside]))
    bases = [b for faction in chosen for b in data.factions()[faction]["bases"]]
    rng.shuffle(bases)
    count = config.players + 1
    first = rng.choice(players).name
    # With monsters, every base has the monster number, those in play and those in the base deck.
    numbers = {b: config.monsters for b in bases[count:]} if config.monsters else {}
    in_play = [BaseSpec(b, monsters=config.monsters) for b in bases[:count]]
    return Position(players, in_play, turn=first, phase="start-turn", base_deck=bases[count:], seed=seed, monster_numbers=numbers)


def derived_seed(*parts: object) -> int:
    """A seed for one part of one game (a turn's shuffles ...), the same in every run."""
    digest = hashlib.blake2b(":".join(map(str, parts)).encode(), digest_size=4).digest()
    return int.from_bytes(digest, "big") & 0x7FFFFFFF


# --- one game -----------------------------------------------------------------------------------


@dataclass
class Step:
    """One thing done in a turn: "start" (start of turn), a play or talent, or "finish"
    (Score Bases, Draw 2, end of turn)."""

    kind: str  # "start", "play", "talent", "finish"
    player: str
    card: str | None = None  # card id
    base: str | None = None
    target: str | None = None
    first_event: int = 0
    first_answer: int = 0

    def spec(self):
        from smashup_rules.position import PlaySpec

        if self.kind in ("start", "finish"):
            return PlaySpec("end-turn")
        return PlaySpec(self.kind, player=self.player, card=self.card, base=self.base, target=self.target)


@dataclass
class Failure:
    seed: int
    turn: int
    player: str
    kind: str  # "invariant" or "error"
    message: str
    event_number: int | None = None  # 1-based index in the game's log of the event after which it broke
    event: str | None = None
    previous_event: str | None = None  # the event before it: the change came after this one
    step: str = ""
    position_file: Path | None = None
    reproduced: bool | None = None
    notes: list[str] = field(default_factory=list)
    trace: str = ""
    lost: list[str] = field(default_factory=list)  # what the position file cannot hold

    def describe(self, command: str = "") -> str:
        what = {"invariant": "broke an invariant", "round-trip": "went another way after a save and reload"}.get(self.kind, "raised an error")
        lines = [f"Game with seed {self.seed} {what} on turn {self.turn} ({self.player}'s turn), during {self.step}:"]
        lines.append(f"  {self.message}")
        if self.event:
            lines.append(f"  found after event {self.event_number}: {self.event}")
        if self.previous_event and self.kind == "invariant":
            lines.append(f"  (the event before it, {self.event_number - 1}: {self.previous_event})")
        if self.trace:
            lines.append(f"  at {self.trace}")
        if self.position_file:
            verdict = {True: "reproduces it", False: "does not reproduce it exactly", None: "was not checked"}[self.reproduced]
            lines.append(f"  position: {self.position_file} ({verdict}); run: smashup explain {self.position_file}")
        for note in self.notes:
            lines.append(f"  note: {note}")
        if command:
            lines.append(f"  replay the game alone: {command}")
        return "\n".join(lines)

    def to_json(self) -> dict:
        return {
            "seed": self.seed, "turn": self.turn, "player": self.player, "kind": self.kind, "message": self.message,
            "event_number": self.event_number, "event": self.event, "previous_event": self.previous_event, "step": self.step,
            "position_file": str(self.position_file) if self.position_file else None,
            "reproduced": self.reproduced, "notes": self.notes, "trace": self.trace,
        }

    @classmethod
    def from_json(cls, numbers: dict) -> Failure:
        """The failure a run's ``--json`` describes (the shards of a study merged)."""
        fields = {key: numbers[key] for key in ("seed", "turn", "player", "kind", "message", "event_number", "event",
                                                "previous_event", "step", "reproduced", "notes", "trace")}
        return cls(**fields, position_file=Path(numbers["position_file"]) if numbers["position_file"] else None)


@dataclass
class GameResult:
    seed: int
    factions: dict[str, list[str]]  # player → faction ids
    first_player: str
    winner: str | None
    capped: bool
    turns: int
    vp: dict[str, int]
    plays: int  # cards played (play events)
    events: int
    digest: str
    played: Counter | None = field(default_factory=Counter)  # card id → times played (None once summed)
    scored: Counter | None = field(default_factory=Counter)  # base id → times scored
    failure: Failure | None = None


@dataclass
class Capture:
    """Where a replay stops to take snapshots: turn number and step index."""

    turn: int
    step: int
    at_turn_start: object = None  # Position before the start of the turn
    at_play_cards: object = None  # Position at the start of the Play Cards phase
    before_step: object = None  # Position just before the failing step
    steps: list[Step] = field(default_factory=list)
    answers: list[str] = field(default_factory=list)  # every answer given in the game, up to the failure
    lost: list[str] = field(default_factory=list)


class GameRun:
    def __init__(self, config: SimConfig, seed: int, pool: list[str], strict: bool, capture: Capture | None = None):
        self.config = config
        self.seed = seed
        self.position = setup_position(config, seed, pool)
        state = state_from_position(self.position, config.registry)
        self.chooser = SimChooser(seed)
        self.checker = Checker(state, strict)
        self.game = CheckedGame(state, self.chooser, self.checker)
        setup_bases(self.game)  # bases dealt at setup that say what happens then (Sheep Shrine)
        self.moves = random.Random(derived_seed(seed, "moves"))
        self.capture = capture
        self.steps: list[Step] = []
        self.move: tuple | None = None  # the play or talent being tried: (kind, card, base, target)

    @property
    def state(self) -> State:
        return self.game.state

    def run(self) -> GameResult:
        state = self.state
        failure = None
        try:
            self.checker.full(state, between_turns=True)
        except InvariantBroken as error:
            return self.result(self.failure(error, state.turn.number, state.turn.player))
        while state.winner is None and state.turn.number <= self.config.max_turns:
            number, player = state.turn.number, state.turn.player
            try:
                self.play_turn()
                self.checker.full(state, between_turns=True)
            except Exception as error:  # noqa: BLE001 - every failure is reported, none escapes
                failure = self.failure(error, number, player)
                break
        return self.result(failure)

    def play_turn(self) -> None:
        state = self.state
        number = state.turn.number
        self.steps = []
        capture = self.capture if self.capture and self.capture.turn == number else None
        state.rng = Rng(derived_seed(self.seed, number, "start"))
        if capture:
            capture.at_turn_start = state_to_position(state)
        self.step(Step("start", state.turn.player), start_turn, capture)
        state.rng = Rng(derived_seed(self.seed, number, "play"))
        if capture:
            capture.at_play_cards = state_to_position(state)
            capture.lost = unrepresented(state)
        for _ in range(MAX_PLAYS_PER_TURN):
            if not self.play_something(capture):
                break
        self.step(Step("finish", state.turn.player), finish_turn, capture)

    def step(self, step: Step, action: Callable[[Game], None], capture: Capture | None) -> None:
        game = self.game
        step.first_event = len(game.state.log)
        step.first_answer = len(self.chooser.answers)
        if capture and len(self.steps) == capture.step:
            capture.before_step = state_to_position(game.state)
            capture.steps = list(self.steps) + [step]
        self.steps.append(step)
        action(game)

    def play_something(self, capture: Capture | None) -> bool:
        """Try random legal plays until one is made; False when none is left."""
        log, answered = self.state.log, self.chooser.answers
        player = self.state.turn.player
        for move in candidate_moves(self.game, self.moves):
            kind, card, base, target = move
            step = Step(kind, player, card.card_id, base.card_id if base else None, target.card_id if target else None)
            events, answers = len(log), len(answered)
            self.move = move
            try:
                if kind == "play":
                    self.step(step, lambda game: play_card(game, player, card, base=base, target=target), capture)
                else:
                    self.step(step, lambda game: use_talent(game, player, card), capture)
            except IllegalPlay as refusal:
                check_refusal(log[events:], refusal)
                self.steps.pop()
                del log[events:]  # its choices led nowhere
                del answered[answers:]
                continue
            return True
        return False

    def failure(self, error: Exception, turn: int, player: str) -> Failure:
        """The failure, on the turn it happened in (a check between turns counts for the turn before)."""
        state = self.state
        step = self.steps[-1] if self.steps else Step("start", player)
        kind = "invariant" if isinstance(error, (InvariantBroken, InvariantViolation)) else "error"
        message = str(error) if kind == "invariant" else f"{type(error).__name__}: {error}"
        trace = ""
        if kind == "error":
            frame = traceback.extract_tb(error.__traceback__)[-1]
            trace = f"{Path(frame.filename).name}:{frame.lineno} in {frame.name}"
        last = state.log[-1] if state.log else None
        return Failure(
            self.seed, turn, player, kind, message,
            event_number=len(state.log) if last else None, event=last.message if last else None,
            previous_event=state.log[-2].message if len(state.log) > 1 else None,
            step=describe_step(step, len(self.steps) - 1), trace=trace,
        )

    def result(self, failure: Failure | None) -> GameResult:
        state = self.state
        played: Counter = Counter()
        scored: Counter = Counter()
        plays = 0
        for event in state.log:
            if event.kind == "play":
                plays += 1
                played[state.cards[event.cards[0]].card_id] += 1
            elif event.kind == "scoring" and event.cards and " scores (" in event.message:
                scored[state.cards[event.cards[0]].card_id] += 1
        return GameResult(
            seed=self.seed,
            factions={p.name: list(p.factions) for p in state.players},
            first_player=self.position.turn,
            winner=state.winner,
            capped=state.winner is None and failure is None,
            turns=state.turn.number if state.winner else state.turn.number - 1,
            vp={p.name: p.vp for p in state.players},
            plays=plays,
            events=len(state.log),
            digest=log_digest(state.log),
            played=played,
            scored=scored,
            failure=failure,
        )


def describe_step(step: Step, index: int) -> str:
    if step.kind == "start":
        return "the start of the turn"
    if step.kind == "finish":
        return "the rest of the turn (Score Bases, Draw 2, end of turn)"
    name = data.cards()[step.card]["name"]
    verb = "playing" if step.kind == "play" else "using the Talent of"
    where = f" on {data.cards()[step.target]['name']}" if step.target else (f" at {data.cards()[step.base]['name']}" if step.base else "")
    return f"play {index} of the turn ({verb} {name}{where})"
