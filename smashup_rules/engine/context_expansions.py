"""The card API, second part: what the expansions' mechanics let an ability do.

Titans, the Madness deck, duels, coins and random picks, monsters and treasures,
playing off the top of a deck, stasis and burying: each delegates to the engine module
of that mechanic, as ``AbilityContext`` (``engine.context``, which builds on this class)
does for the core effects.
"""

from __future__ import annotations

from smashup_rules.engine import burying, duels, effects, madness, off_the_top, play, stasis
from smashup_rules.engine.context_decisions import DecidingContext
from smashup_rules.engine.errors import IllegalPlay

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import Any

    from smashup_rules.engine.state import CardInstance


class ExpansionAbilities(DecidingContext):
    """The mechanics of the expansions, for one ability resolving."""

    def set_aside_titan(self, titan: CardInstance) -> None:
        """Remove a titan from play without destroying it: beside its owner, counters removed."""
        effects.set_aside_titan(self._game(), titan, self.cites)

    def madness_in_game(self) -> bool:
        """Whether the Madness deck is part of this game (madness.deck)."""
        return madness.in_use(self.state)

    def draw_madness(self, count: int = 1, player: str | None = None) -> list[CardInstance]:
        """"Draw a Madness card": from the Madness deck; ignored when it is empty (madness.deck).
        Another ``player`` than "you" draws because the text names them ("each other player"):
        its step cites who the other players are (terms.other-players)."""
        others = ("terms.other-players",) if player not in (None, self.player) and self.card.kind != "base" else ()
        return madness.draw(self._game(), player or self.player, count, (*self.cites, *others))

    def madness_left(self) -> int:
        """How many cards the Madness deck holds now (0 when it is empty or not in the game)."""
        return madness.left(self.state)

    def return_to_madness_deck(self, card: CardInstance) -> bool:
        """"Return this card to the Madness deck" (madness.card); False (logged) for a card that
        is not a Madness card (one copying a Madness card's abilities)."""
        return madness.return_to_deck(self._game(), card, self.cites)

    def duel_ignored(self) -> bool:
        """Whether a duel this ability would start is ignored because another one is in
        progress (duels.restrictions); logged when it is."""
        return duels.ignored(self._game(), self)

    def duel(self, challenger: CardInstance, opponent: CardInstance, consequences: Callable[[Any], Any] | None = None) -> Any:
        """``challenger`` duels ``opponent`` (duels.basics); ``consequences(duel)`` does what the
        starting card says winning and losing do, before the duel ends. Returns the
        ``duels.Duel`` (no winners when it ended without a result), or None when it was ignored."""
        return duels.fight(self._game(), self, challenger, opponent, consequences)

    def flip_coins(self, count: int) -> list[str]:
        """Flip ``count`` coins with the game's seeded random generator: "heads" or "tails" each."""
        flips = ["heads" if self.state.rng.below(2) else "tails" for _ in range(count)]
        self._game().record("coins", f"{self.card.name}: the coins come up {', '.join(flips)}.", cards=[self.card], cites=self.cites)
        return flips

    def random_card(self, prompt: str, candidates: Sequence[CardInstance]) -> CardInstance | None:
        """"A random minion ...": one of ``candidates`` picked by the game's seeded random
        generator, not by a player (None when there are none)."""
        if not candidates:
            return None
        picked = self._at_random(candidates)
        self._game().record("random", f"{picked.name} is picked at random as {prompt} ({self.card.name}).", cards=[picked, self.card], cites=self.cites)
        return picked

    def random_base(self, among: str, bases: Sequence[CardInstance]) -> CardInstance:
        """"Another random base": one of ``bases`` (at least one), described as ``among``
        ("the other bases"), picked as ``random_card`` picks."""
        picked = self._at_random(bases)
        self._game().record("random", f"{picked.name} is picked at random among {among}.", cards=[self.card, picked], cites=self.cites)
        return picked

    def choose_at_random(self, candidates: Sequence[CardInstance], where: str) -> CardInstance:
        """"Choose a random action in their discard pile": one of ``candidates`` (at least one),
        in ``where`` ("Bob's discard pile"), picked as ``random_card`` picks. The pick is noted
        as this player's choice; what the ability then does with the card names it again."""
        picked = self._at_random(candidates)
        self.record("note", f"{self.player} chooses {picked.name} at random from {where}.", cards=[self.card, picked], players=[self.player], cites=self.cites)
        return picked

    def _at_random(self, candidates: Sequence[Any]) -> Any:
        """One of ``candidates``, by the game's seeded random generator: the one draw every
        random pick of the card API makes."""
        return candidates[self.state.rng.below(len(candidates))]

    def play_monster(self, monster: CardInstance, base: CardInstance) -> None:
        """Play a monster (from the monster deck or discard pile) at ``base`` as an uncontrolled
        monster: not a regular or extra play of this player's (monsters.play)."""
        effects.play_monster(self._game(), monster, base, self.player, self.cites)

    def draw_treasures(self, count: int, player: str | None = None) -> list[CardInstance]:
        """"Draw N treasure cards" from the treasure deck (treasures.nature)."""
        return effects.draw_treasures(self._game(), player or self.player, count, self)

    def treasure_discard_pile(self) -> list[CardInstance]:
        return self.state.zone("treasures-discard")

    def take_treasure(self, card: CardInstance, player: str | None = None) -> None:
        """Take a treasure not in play (the treasure discard pile, one looked at) into a hand."""
        effects.take_treasure(self._game(), card, player or self.player, self, "draws")

    def place_in_own_deck(self, card: CardInstance, *, shuffle: bool = False) -> bool:
        """"Place this card on the bottom of the treasure deck" (or "shuffle this card into the
        treasure deck"): a monster or treasure into its own deck, as its own text says
        (conflict.treasure-own-deck); from play, it leaves play. Returns whether it went there."""
        group, ctx = card.group, self.citing("conflict.treasure-own-deck")
        if group not in ("monsters", "treasures"):  # a card with a treasure's abilities (Hello, Dolly!) has no such deck
            ctx.record("cannot", f"{card.name} is not a monster or treasure: it has no monster or treasure deck to go into.", cards=[card], cites=ctx.cites)
            return False
        placed = effects.place(self._game(), card, f"{group}-deck", ctx)
        if placed and shuffle:
            effects.shuffle_shared_deck(self._game(), group, ctx)
        return placed

    def play_titan(self, titan: CardInstance, base: CardInstance, *, regular: str | None = None, on_your_turn: bool = False) -> bool:
        """Play a titan from beside its owner onto ``base`` (titans.play). ``regular`` is
        "minion" or "action" when it is played instead of that regular play; ``on_your_turn``
        when this card's "On your turn" Special plays it: the Special is then used for this
        turn (``check_titan_special``)."""
        played = play.play_titan(self._game(), self.player, titan, base, self, regular=regular)
        if played and on_your_turn:
            self.use_this_turn(self._on_your_turn_key)
        return played

    def titan_play_problem(self, titan: CardInstance | None = None) -> str | None:
        """Why this player cannot play ``titan`` (default: this card) at all now, or None."""
        return play.titan_play_problem(self._game(), self.player, titan or self.card)

    def check_titan_special(self, *, on_your_turn: bool = True) -> None:
        """What a titan's own Special checks before its own conditions, refusing the play
        (IllegalPlay, citing the rule) when one fails: with ``on_your_turn``, its "On your
        turn" (terms.on-your-turn: this player's own Play Cards phase, and once per turn, the
        use counted by ``play_titan(..., on_your_turn=True)``); then the titan rules
        (titans.play: it is set aside beside its owner, who controls no other titan in play)."""
        name = self.card.name
        if on_your_turn and not self.on_your_turn:
            raise IllegalPlay(f"{name} can only be played on {self.player}'s turn, in the Play Cards phase.", ("terms.on-your-turn",))
        if on_your_turn and self.used_this_turn(self._on_your_turn_key):
            raise IllegalPlay(f"{name}'s Special has already been used this turn: \"on your turn\" is once per turn.", ("terms.on-your-turn",))
        problem = self.titan_play_problem()
        if problem:
            raise IllegalPlay(problem, ("titans.play",))

    @property
    def _on_your_turn_key(self) -> str:
        return f"{self.card.card_id}:on-your-turn"

    @property
    def played_off_the_top(self) -> bool:
        """"If this card was played off the top of a deck": this card, being played, came from a
        deck, where only a card revealed from its top is played (``play_off_the_top``, Hoverbot),
        whether or not it was the first card revealed (off-the-top.counts-as)."""
        return self.details.get("played_from") == "deck"

    def play_off_the_top(self, kind: str, *, count: int = 1, fits: Callable[[CardInstance], bool] | None = None,
                         rest: Callable[[list[CardInstance]], None] | None = None) -> list[CardInstance]:
        """"Play a minion (an action) off the top of your deck" (off-the-top.procedure); ``rest``
        places the revealed cards not played, where the card says (default: shuffled back)."""
        return off_the_top.play_off_the_top(self._game(), self, kind, count=count, fits=fits, rest=rest)

    def draw_off_the_top(self, fits: Callable[[CardInstance], bool]) -> CardInstance | None:
        """"Draw a minion of power 1 or less off the top of your deck": reveal until a card that
        ``fits``, draw it, shuffle the others back (conflict.draw-off-the-top); the card drawn, or None."""
        return off_the_top.draw_off_the_top(self._game(), self, fits)

    @property
    def from_stasis(self) -> bool:
        """Whether this card is being played because it has just left stasis (stasis.leaving)."""
        return bool(self.details.get("from_stasis"))

    def put_in_stasis(self, card: CardInstance, counters: int) -> bool:
        """Put ``card`` (from a hand, deck or discard pile, or this card being played) in stasis
        in front of its owner with ``counters`` stasis counters (stasis.status)."""
        return stasis.put_in_stasis(self._game(), card, counters, self, leaving_stasis=self.from_stasis)

    def change_stasis_counters(self, card: CardInstance, amount: int) -> int:
        """Add (``amount`` > 0) or remove stasis counters on a card in stasis (stasis.leaving)."""
        return stasis.change_stasis_counters(self._game(), card, amount, self.cites)

    @property
    def uncovered_at(self) -> CardInstance | None:
        """The base this card was buried beside, when it is being played because it was uncovered."""
        return self.details.get("uncovered_at")

    def bury(self, card: CardInstance, base: CardInstance, *, reveal: bool = False) -> bool:
        """Bury ``card`` (from hand, play, or this card resolving) face down beside ``base`` (burying.how)."""
        return burying.bury(self._game(), card, base, self, reveal=reveal)

    def bury_from_hand(self, base: CardInstance, *, optional: bool = False) -> CardInstance | None:
        """"Bury a card from your hand here": the player picks one (None with an empty hand or a pass)."""
        card = self.choose_card(f"a card from your hand to bury beside {base.name}", self.hand(), optional=optional)
        if card is not None:
            self.bury(card, base)
        return card

    def return_buried(self, card: CardInstance) -> bool:
        """Return a buried card to its owner's hand (never a monster, monsters.nature)."""
        return burying.return_to_hand(self._game(), card, self)

    def uncover_one(self, candidates: Sequence[CardInstance], prompt: str, *, optional: bool = True) -> CardInstance | None:
        """"(You may) uncover one of your buried cards ...": pick one of ``candidates`` and uncover it."""
        return burying.choose_and_uncover(self._game(), self.player, candidates, f"choose {prompt} ({self.card.name})", optional=optional, cites=self.cites)
