"""The scenario's table: the position a scenario builds, and its outcome once resolved.

The position is built as position-file data, so names are resolved and legality is checked
exactly as for a user's file. The table remembers which step wrote each value
(``note_step``), so that a position the reader refuses is told at the steps' lines in the
feature file (``features/x.feature:7: no card named 'Bucaneer'; did you mean 'Buccaneer'?``),
not at the lines of YAML nobody wrote.
"""

from __future__ import annotations

import contextlib
import re
from unittest import mock

import yaml

from smashup_rules.engine.abilities import CardBehaviour
from smashup_rules.engine.play import play_card
from smashup_rules.engine.registry import default_registry
from smashup_rules.engine.resolve import apply_play
from smashup_rules.engine.state import CardInstance
from smashup_rules.explain.run import Explanation, explain_position, zone_label
from smashup_rules.scenarios.failures import OutcomeDiffers, ScenarioProblem
from smashup_rules.util.ids import fold
from smashup_rules.position import Position, PositionError, load_valid_position

SOURCE = "scenario"  # what the position reader calls the position a table builds
LOCATED = re.compile(rf"^{SOURCE}:(?P<line>\d+)(?::(?P<column>\d+))?: ", re.MULTILINE)


def names(text: str) -> list[str]:
    """``"Walker, Zapbot and Cut Lass"`` → three names."""
    return [n.strip() for n in re.split(r",\s*|\s+and\s+", text) if n.strip()]


class PositionInScenario(PositionError):
    """The position a scenario builds, refused by the position reader; each problem is told
    at the line of the step that wrote what it is about (``file:line: message``)."""

    def __init__(self, message: str, problems: list[str]):
        super().__init__(message)
        self.problems = problems


class Table:
    """The scenario's position (as position-file data) and, once resolved, its outcome.
    ``feature`` is the feature file the scenario is in, for messages."""

    def __init__(self, feature: str | None = None):
        self.feature = feature
        self.position: dict = {"players": [], "bases": [], "play": [], "choices": []}
        self._outcome: Explanation | None = None
        self.special_plays: set[int] = set()  # indexes in position["play"] made through a Special
        # Abilities no real card has, given to a card for one rule scenario (see ``hypothetically``).
        self.hypothetical: list[type[CardBehaviour]] = []
        # A new game as setup deals it (``new_game_set_up``), used instead of the position built here.
        self.dealt: Position | None = None
        # A deck in a known order and the opening hand dealt from it (setup.opening-hand).
        self.shuffled_deck: list[str] | None = None
        self.opening: list[str] | None = None
        # Whether a step looked at the outcome: a Then that did not checks nothing (library).
        self.looked = False
        # Which step line wrote each value of the position: path in the data → line.
        self.written_at: dict[tuple, int] = {}
        self._noted: dict[tuple, object] = {}

    # --- building the position ---------------------------------------------

    def player(self, name: str) -> dict:
        for player in self.position["players"]:
            if player["name"] == name:
                return player
        raise ScenarioProblem(f"the scenario has no player {name!r}; start with 'Given a game between ...'")

    def base(self, name: str) -> dict:
        for base in self.position["bases"]:
            if fold(base["name"]) == fold(name):
                return base
        base = {"name": name, "cards": []}
        self.position["bases"].append(base)
        return base

    def find_entry(self, name: str) -> dict:
        """A card already placed on a base (to attach an action to it)."""
        for base in self.position["bases"]:
            for entry in base["cards"]:
                if fold(entry["card"]) == fold(name):
                    return entry
        raise ScenarioProblem(f"no {name} has been placed on a base")

    def changed(self) -> None:
        self._outcome = None

    def note_step(self, line: int) -> None:
        """After a Given or When at ``line``: every value of the position it wrote is its."""
        now = dict(_leaves(self.position))
        for path, value in now.items():
            if path not in self._noted or self._noted[path] != value:
                self.written_at[path] = line
        self._noted = now

    # --- resolving --------------------------------------------------------

    def position_text(self) -> str:
        return yaml.safe_dump(self.position, sort_keys=False, allow_unicode=True, default_flow_style=False)

    @property
    def outcome(self) -> Explanation:
        self.looked = True
        if self._outcome is None:
            text = self.position_text()
            try:
                position = self.dealt if self.dealt is not None else load_valid_position(text, source=SOURCE)
            except PositionError as error:
                raise self._in_scenario(error, text) from None
            with contextlib.ExitStack() as patches:
                if self.special_plays:
                    patches.enter_context(mock.patch("smashup_rules.engine.resolve.apply_play", self._apply_with_specials()))
                if self.hypothetical:
                    registry = default_registry().with_behaviours(*self.hypothetical)
                    patches.enter_context(mock.patch("smashup_rules.engine.convert.to_state.default_registry", lambda: registry))
                self._outcome = explain_position(position)
        return self._outcome

    @property
    def resolved(self) -> Explanation | None:
        """The outcome if it has been resolved, without resolving it."""
        return self._outcome

    def _in_scenario(self, error: PositionError, text: str) -> PositionInScenario:
        """The reader's refusal, each ``scenario:line:column`` turned into the feature file's line
        of the step that wrote the value found there."""
        if self.feature is None:
            return PositionInScenario(str(error), list(getattr(error, "problems", [str(error)])))
        lines = _paths_by_line(text)

        def located(found: re.Match) -> str:
            path = lines.get((int(found["line"]), int(found["column"] or 0))) or lines.get((int(found["line"]), 0))
            step = self._step_line(path) if path is not None else None
            return f"{self.feature}:{step}: " if step else f"{self.feature}: "

        problems = [LOCATED.sub(located, problem) for problem in getattr(error, "problems", [str(error)])]
        message = problems[0] if len(problems) == 1 else f"{len(problems)} problems in the position the scenario builds:\n" + "\n".join(f"- {p}" for p in problems)
        return PositionInScenario(message, problems)

    def _step_line(self, path: tuple) -> int | None:
        """The first step that wrote the value at ``path`` or anything inside it, or else the
        nearest value around it."""
        for length in range(len(path), -1, -1):
            prefix = path[:length]
            lines = [line for leaf, line in self.written_at.items() if leaf[:length] == prefix]
            if lines:
                return min(lines)
        return None

    def _apply_with_specials(self):
        """``apply_play``, except that the plays marked as made through a Special skip the
        turn's regular and extra plays (play.special), as an out-of-turn Special does."""
        played = iter(range(len(self.position["play"])))

        def apply(game, spec):
            if next(played) not in self.special_plays:
                return apply_play(game, spec)
            state = game.state
            card = next((c for c in state.zone(f"hand:{spec.player}") if c.card_id == spec.card), None)
            if card is None:
                raise ScenarioProblem(f"{spec.player} has no {spec.card} in hand to play through a Special")
            base = next((b for b in state.bases() if b.card_id == spec.base), None) if spec.base else None
            target = next((m for m in state.all_minions() if m.card_id == spec.target), None) if spec.target else None
            return play_card(game, spec.player, card, base=base, target=target, special=True)

        return apply

    @property
    def state(self):
        outcome = self.outcome
        if outcome.error is not None:
            raise OutcomeDiffers(f"the play stopped: {outcome.error}")
        return outcome.state

    def instances(self, name: str) -> list[CardInstance]:
        found = [c for c in self.state.cards.values() if fold(c.name) == fold(name)]
        if not found:
            raise OutcomeDiffers(f"no card named {name} is in the game")
        return found

    def where(self, card: CardInstance) -> str:
        return zone_label(self.state, card.zone)

    def placed(self, card: CardInstance) -> str:
        """Where a card is, as a Then step says it: ``in Bob's discard pile``, ``at Tortuga``,
        ``on Walker at Tortuga``, ``in play`` (a base), ``set aside by Alice``, ``buried beside
        Pyramids``, ``under Van Gogh``, ``in stasis``."""
        return place_phrase(card.zone, self.where(card))

    def in_play(self, name: str) -> CardInstance:
        cards = [c for c in self.instances(name) if self.state.in_play(c)]
        if len(cards) != 1:
            raise OutcomeDiffers(f"{len(cards)} cards named {name} are in play, where the step needs exactly one")
        return cards[0]

    def base_in_play(self, name: str) -> CardInstance:
        bases = [b for b in self.state.bases() if fold(b.name) == fold(name)]
        if not bases:
            raise OutcomeDiffers(f"{name} is not in play; bases in play: {', '.join(b.name for b in self.state.bases())}")
        return bases[0]


def place_phrase(zone: str, label: str) -> str:
    """A zone's label (``zone_label``) as the place a step names: with ``at`` for a base, ``in``
    for a pile, a hand or the box, as it is for the labels that say their own preposition."""
    kind = zone.partition(":")[0]
    if kind == "at":
        return f"at {label}"
    if kind == "stasis":
        return "in stasis"
    return label if kind in ("on", "titans", "buried", "under", "bases") else f"in {label}"


def _leaves(data, path: tuple = ()):
    """Every scalar of position data (and every empty list or mapping) with its path."""
    if isinstance(data, dict) and data:
        for key, value in data.items():
            yield from _leaves(value, (*path, key))
    elif isinstance(data, list) and data:
        for index, value in enumerate(data):
            yield from _leaves(value, (*path, index))
    else:
        yield path, data


def _paths_by_line(text: str) -> dict[tuple[int, int], tuple]:
    """(line, column) → the path of the value written there, both from 1; (line, 0) → the
    deepest value starting on that line, for a message that gives no column."""
    found: dict[tuple[int, int], tuple] = {}

    def walk(node, path: tuple) -> None:
        mark = node.start_mark
        found[(mark.line + 1, mark.column + 1)] = path
        found[(mark.line + 1, 0)] = path
        if isinstance(node, yaml.MappingNode):
            for key, value in node.value:
                found[(key.start_mark.line + 1, key.start_mark.column + 1)] = (*path, key.value)
                walk(value, (*path, key.value))
        elif isinstance(node, yaml.SequenceNode):
            for index, item in enumerate(node.value):
                walk(item, (*path, index))

    walk(yaml.compose(text, Loader=yaml.SafeLoader), ())
    return found
