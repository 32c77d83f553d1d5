"""The card API, first part: an ability's own record and its decisions.

``DecidingContext`` is what every ability context is built on: the ability (its card,
"you", the cites its steps carry) and the questions it asks players (``choose_card``,
``may``, "X or Y", "do X to do Y"). ``AbilityContext`` (``engine.context``) adds the
effects; cards import it from there, never from here.
"""

from __future__ import annotations

from abc import ABC, abstractmethod

from smashup_rules.engine.choices import Option
from smashup_rules.engine.errors import EngineError
from smashup_rules.engine.game import card_options
from smashup_rules.engine.power import CardView
from smashup_rules.util.words import counted

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import Any, Self

    from smashup_rules.engine.context import AbilityContext
    from smashup_rules.engine.game import Game
    from smashup_rules.engine.state import CardInstance, State


class DecidingContext(CardView):
    """One ability of ``card`` resolving for ``player`` ("you": its controller by default)."""

    def __init__(self, state: State, card: CardInstance, game: Game | None = None, player: str | None = None, **details: Any):
        super().__init__(state, card, player)
        self.game = game
        self.details = details  # "score" after a base scored, "scoring_base" before it scores
        # Inside the second part of "you may X and Y" (``may_both``): the player chose both at once.
        self.agreed = False

    def as_player(self, player: str) -> Self:
        """The same ability acting for ``player`` ("you" on a base: the player who triggered it)."""
        other = type(self)(self.state, self.card, self.game, player, **self.details)
        other.extra_cites = self.extra_cites
        return other

    def citing(self, *sources: str) -> Self:
        """The same ability, whose steps also cite ``sources`` (the clarification that
        decides them, e.g. pirates/powderkeg#1)."""
        other = self.as_player(self.player)
        other.extra_cites = (*self.extra_cites, *sources)
        return other

    def use_this_turn(self, limit: str) -> None:
        self.state.turn.used_once.add(limit)

    def remember(self, what: str, value: Any) -> None:
        """Note ``value`` as ``what`` for this card, kept across turns (and in a saved moment)
        until ``forget``: read back with ``recalled``."""
        self.state.memory[self._memory_key(what)] = value

    def forget(self, what: str) -> None:
        self.state.memory.pop(self._memory_key(what), None)

    def record(self, kind: str, message: str, **fields: Any) -> None:
        """Log a step of this ability that no effect logs itself (a note, a reveal ...);
        ``fields`` as for ``Game.record`` (cards, players, cites)."""
        self._game().record(kind, message, **fields)

    def _game(self) -> Game:
        if self.game is None:
            raise EngineError(f"{self.card.name}: a continuous ability cannot make decisions")
        return self.game

    def choose_card(
        self,
        prompt: str,
        candidates: Sequence[CardInstance],
        *,
        optional: bool = False,
        player: str | None = None,
        cites: Sequence[str] = (),
    ) -> CardInstance | None:
        """Ask for one card. With ``optional`` (a "may", or "up to"), "pass" is an option.
        ``cites`` adds the rules or clarifications that shape the choice."""
        candidates, cites = self._directed(candidates, cites)
        if not candidates and not optional:
            return None
        options = card_options(self.state, candidates)
        if optional:
            options.append(Option("pass", None))
        cites = (*self.cites, *(("terms.may",) if optional else ()), *cites)
        chosen = self._game().ask(player or self.player, f"choose {prompt} ({self.card.name})", options, "target", cites=cites)
        resolution = self.game.progress.resolution_of(self.card)  # a card being played designates what it chooses
        if chosen is not None and resolution is not None:
            resolution.designated.setdefault(chosen.iid, None)
        return chosen

    def _directed(self, candidates: Sequence[CardInstance], cites: Sequence[str]) -> tuple[Sequence[CardInstance], Sequence[str]]:
        """An action played as one that directly affects a given minion (``directed_at``) may
        choose no other minion: of the minions among ``candidates``, only that one remains."""
        directed = self.details.get("directed_at")
        if directed is None or not any(self._minion_in_play(card) for card in candidates):
            return candidates, cites
        minion, rules = directed
        kept = [card for card in candidates if card is minion or not self._minion_in_play(card)]
        return kept, (*cites, *rules)

    def bases_for_minions(self, bases: Sequence[CardInstance]) -> list[CardInstance]:
        """Of ``bases``, those the ability may choose for minions there that it then affects ("a
        base where you have a minion"): an action played as one that directly affects a given
        minion (``directed_at``) chooses that minion's base, or it would choose no minion there."""
        directed = self.details.get("directed_at")
        if directed is None:
            return list(bases)
        home = self.state.base_of(directed[0])
        return [base for base in bases if base is home]

    def _minion_in_play(self, card: CardInstance) -> bool:
        return card.kind in ("minion", "titan") and self.state.in_play(card)

    def choose_base(
        self, prompt: str, bases: Sequence[CardInstance], *, optional: bool = False, player: str | None = None
    ) -> CardInstance | None:
        options = [Option(base.name, base) for base in bases]
        if not options:
            return None
        if optional:
            options.append(Option("pass", None))
        return self._game().ask(player or self.player, f"choose {prompt} ({self.card.name})", options, "base", cites=self.cites)

    def choose(self, prompt: str, labelled: dict[str, Any], *, kind: str = "name", player: str | None = None) -> Any:
        """Ask for one of several named things (a player, a faction ...); returns its value."""
        options = [Option(label, value) for label, value in labelled.items()]
        return self._game().ask(player or self.player, f"choose {prompt} ({self.card.name})", options, kind, cites=self.cites)

    def may(self, prompt: str, *, player: str | None = None, cites: Sequence[str] = ()) -> bool:
        return self._game().ask_yes_no(player or self.player, f"decide whether to {prompt} ({self.card.name})", cites=(*self.cites, *cites))

    def cannot(self, what: str, *, cites: Sequence[str] = ()) -> None:
        """Log that the ability does nothing because ``what`` cannot happen."""
        self._game().record("cannot", f"{self.player} cannot {what}.", cards=[self.card], players=[self.player], cites=(*self.cites, *cites))

    def may_both(self, prompt: str, first: Callable[[], bool], second: Callable[[], Any], *, possible: bool) -> bool:
        """"You may do X and Y": both or neither (terms.may). Offered only when both can happen;
        ``first`` returns whether X fully happened, and Y follows only if it did."""
        if not possible:
            self.cannot(f"{prompt}: both parts must be possible", cites=("terms.may",))
            return False
        if not self.may(prompt):
            return False
        if not first():
            return False
        self.agreed = True  # Y was chosen with X: a play in it is owed, not offered again with a pass
        try:
            second()
        finally:
            self.agreed = False
        return True

    def either(self, prompt: str, choices: dict[str, Callable[[], Any]]) -> Any:
        """"X OR Y": the controller picks exactly one (terms.or)."""
        options = [Option(label, label) for label in choices]
        picked = self._game().ask(self.player, f"choose {prompt} ({self.card.name})", options, "or", cites=(*self.cites, "terms.or"))
        return choices[picked]()

    def may_do_to(self, prompt: str, cost: Cost, then: Callable[[], Any]) -> bool:
        """"You may do X to do Y": asked only when X can be done in full."""
        if cost.possible() and not self.may(prompt):
            return False
        return self.do_to(cost, then)

    def do_to(self, cost: Cost, then: Callable[[], Any]) -> bool:
        """"Do X to do Y" (terms.to): if X cannot be done completely, do none of X and no Y."""
        if not cost.possible():
            self.cannot(f"{cost.describe()} in full, so does none of it and nothing follows", cites=("terms.to",))
            return False
        cost.pay()
        then()
        return True

    @property
    def scoring_base(self) -> CardInstance | None:
        """The base about to score, for abilities used "before a base scores" ("there")."""
        return self.details.get("scoring_base")

    @property
    def score(self) -> Any:
        """The ``ScoreResult`` of the base that scored, for "when/after scoring" abilities."""
        return self.details.get("score")

    def winners(self) -> list[str]:
        """Players who took first place (each tied player too), in turn order (scoring.base-ability-ties)."""
        return self.score.at_place(1, self.state.turn_order())


class Cost(ABC):
    """The X of "do X to do Y": it can be checked before anything is done."""

    @abstractmethod
    def possible(self) -> bool: ...

    @abstractmethod
    def pay(self) -> None: ...

    @abstractmethod
    def describe(self) -> str: ...


class DiscardCards(Cost):
    """Discard ``count`` cards from hand, chosen by the player."""

    def __init__(self, ctx: AbilityContext, count: int):
        self.ctx = ctx
        self.count = count

    def possible(self) -> bool:
        return len(self.ctx.hand()) >= self.count

    def describe(self) -> str:
        return f"discard {counted(self.count, 'card')}"

    def pay(self) -> None:
        for _ in range(self.count):
            card = self.ctx.choose_card("a card to discard", self.ctx.hand())
            self.ctx.discard(card)
