"""The card API: what an ability sees and does while it resolves.

``AbilityContext`` is the only door a card behaviour has to the game: the
read-only queries of ``power.CardView`` (``here``, ``minions``), decisions
(``choose_card``, ``may``) and effects (``destroy``, ``move`` ...), which
delegate to ``effects`` and the procedures so every card goes through the same
protection, replacement, logging and trigger rules. Each event an ability
causes cites the card (and any rule the helper adds). Card modules import
nothing of the engine but this module and the declarations of ``abilities``;
the names they need from elsewhere are re-exported here.
"""

from __future__ import annotations

from abc import ABC, abstractmethod

from smashup_rules.engine import burying, duels, effects, madness, off_the_top, play, qualifiers, stasis, talents
from smashup_rules.engine.choices import Option
from smashup_rules.engine.errors import EngineError, IllegalPlay
from smashup_rules.engine.game import card_options
from smashup_rules.engine.power import CardView
from smashup_rules.engine.state import CardInstance, PlayAllowance, State, deck, discard, hand, titans
from smashup_rules.words import counted

# What card modules use from the lower layers, through this door only.
__all__ = ["AbilityContext", "Cost", "DiscardCards", "IllegalPlay", "PlayAllowance", "deck", "discard", "hand", "titans"]

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import Any

    from smashup_rules.engine.game import Game


class AbilityContext(CardView):
    """One ability of ``card`` resolving for ``player`` ("you": its controller by default)."""

    def __init__(self, state: State, card: CardInstance, game: Game | None = None, player: str | None = None, **details: Any):
        super().__init__(state, card, player)
        self.game = game
        self.details = details  # "score" after a base scored, "scoring_base" before it scores

    def as_player(self, player: str) -> AbilityContext:
        """The same ability acting for ``player`` ("you" on a base: the player who triggered it)."""
        other = AbilityContext(self.state, self.card, self.game, player, **self.details)
        other.extra_cites = self.extra_cites
        return other

    def citing(self, *sources: str) -> AbilityContext:
        """The same ability, whose steps also cite ``sources`` (the clarification that
        decides them, e.g. pirates/powderkeg#1)."""
        other = self.as_player(self.player)
        other.extra_cites = (*self.extra_cites, *sources)
        return other

    def use_this_turn(self, limit: str) -> None:
        self.state.turn.used_once.add(limit)

    # --- decisions -----------------------------------------------------------

    def record(self, kind: str, message: str, **fields: Any) -> None:
        """Log a step of this ability that no effect logs itself (a note, a reveal ...);
        ``fields`` as for ``Game.record`` (cards, players, cites)."""
        self._game().record(kind, message, **fields)

    def can_play(self, allowance: PlayAllowance) -> bool:
        """Whether some card could be played now with ``allowance``."""
        return bool(play.play_options(self._game(), self.player, allowance))

    def play_targets(self, card: CardInstance, allowance: PlayAllowance) -> list:
        """Where ``card`` could be played with ``allowance`` now: bases, or minions for an
        action played on a minion."""
        return play.destinations(self._game(), self.player, card, allowance, None)

    def play_with(self, card: CardInstance, allowance: PlayAllowance, *, target: CardInstance | None = None) -> None:
        """Play ``card`` now with ``allowance`` (an extra play this ability grants), on ``target`` if given."""
        if target is None:
            play.play_card(self._game(), self.player, card, allowance=allowance)
        else:
            play.play_card(self._game(), self.player, card, target=target, allowance=allowance)

    def can_play_at(self, card: CardInstance, base: CardInstance) -> bool:
        """Whether this player could play ``card`` at ``base`` as far as cards allow: no card in
        play forbids it and its own condition on where it is played holds."""
        game = self._game()
        return play.forbidden_by(game, self.player, card, base) is None and play.play_refusal(game, self.player, card, base, None) is None

    def talent_again_problem(self, card: CardInstance) -> str | None:
        """Why ``card``'s Talent could not be used an extra time now, or None."""
        return talents.talent_extra_problem(self._game(), self.player, card)

    def set_aside_titan(self, titan: CardInstance) -> None:
        """Remove a titan from play without destroying it: beside its owner, counters removed."""
        effects.set_aside_titan(self._game(), titan, self.cites)

    def madness_in_game(self) -> bool:
        """Whether the Madness deck is part of this game (madness.deck)."""
        return madness.in_use(self.state)

    def _game(self) -> Game:
        if self.game is None:
            raise EngineError(f"{self.card.name}: a continuous ability cannot make decisions")
        return self.game

    def destroy_one(self, prompt: str, candidates: Sequence[CardInstance], *, optional: bool = False) -> CardInstance | None:
        """"(You may) destroy a minion ...": choose one of ``candidates`` and destroy it;
        returns the card chosen (None when none was, or none could be)."""
        victim = self.choose_card(prompt, candidates, optional=optional)
        if victim:
            self.destroy(victim)
        return victim

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
        designated = self.state.playing.get(self.card.iid)  # a card being played designates what it chooses
        if chosen is not None and designated is not None:
            designated.setdefault(chosen.iid, None)
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
            self._game().record(
                "cannot",
                f"{self.player} cannot {prompt}: both parts must be possible.",
                cards=[self.card],
                players=[self.player],
                cites=(*self.cites, "terms.may"),
            )
            return False
        if not self.may(prompt):
            return False
        if first():
            second()
            return True
        return False

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
            self._game().record(
                "cannot",
                f"{self.player} cannot {cost.describe()} in full, so does none of it and nothing follows.",
                cards=[self.card],
                players=[self.player],
                cites=(*self.cites, "terms.to"),
            )
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

    def move_some(self, prompt: str, candidates: Callable[[], list[CardInstance]], *, up_to: int | None = None) -> int:
        """"Move up to N (or any number of) minions to other bases": one at a time, each
        to a base of the player's choice, until the limit or the player stops."""
        chosen: list[CardInstance] = []  # each minion is chosen at most once, moved or not
        moved = 0
        frame = self._game().frame()
        while up_to is None or len(chosen) < up_to:
            # What follows depends on the state, which minions were chosen (not in which
            # order: ``chosen`` is only asked what it holds) and how many moved.
            frame.at(frozenset(card.iid for card in chosen), moved)
            left = [m for m in candidates() if m not in chosen]
            minion = self.choose_card(prompt, left, optional=True)
            if minion is None:
                break
            chosen.append(minion)
            destination = self.choose_base(f"a base to move {minion.name} to", self.move_destinations(minion))
            if destination is not None and self.move(minion, destination):
                moved += 1
        return moved

    # --- effects (all go through engine.effects) -----------------------------

    def destroy(self, target: CardInstance, *, loot: bool = True) -> bool:
        """Destroy a card in play; ``loot`` False: a monster so destroyed gives no treasure
        ("but do not collect any treasures from it", monsters.loot)."""
        return effects.destroy(self._game(), target, self, loot=loot)

    def move(self, target: CardInstance, to: CardInstance) -> bool:
        return effects.move(self._game(), target, to, self)

    def move_to_or_from(self, minion: CardInstance, here: CardInstance) -> bool:
        """"Move it to here, or from here to another base": a minion already here goes to
        a base its player chooses; any other comes here."""
        if self.state.base_of(minion) is here:
            destination = self.choose_base(f"a base to move {minion.name} to", self.other_bases(here))
        else:
            destination = here
        return destination is not None and self.move(minion, destination)

    def move_elsewhere(self, target: CardInstance, prompt: str | None = None) -> bool:
        """"Move it to another base": the controller of this ability picks the base."""
        destination = self.choose_base(prompt or f"a base to move {target.name} to", self.move_destinations(target))
        return destination is not None and self.move(target, destination)

    def copy_abilities(self, of: CardInstance) -> str:
        """"Copy the ability of that card": from now until it leaves play, this card has the
        abilities of ``of`` as if printed on it (its own name and owner stay). Returns the
        card id copied (a copier's copy is copied)."""
        return effects.copy_abilities(self._game(), self.card, of, self)

    def attach_self(self, host: CardInstance) -> bool:
        """Put this card, being played, on ``host`` (a base or a minion), as an action played on
        it is; False when an ongoing ability protects ``host`` from it."""
        return effects.attach(self._game(), self.card, host, self)

    def give_card(self, card: CardInstance, player: str) -> None:
        """Place a card from your hand into another player's hand; its owner does not change."""
        effects.give_to_hand(self._game(), card, player, self)

    def can_play_extra_now(self, kind: str, **qualifiers: Any) -> bool:
        """Whether ``play_extra_now`` with these qualifiers would have a card to play now."""
        allowance = PlayAllowance(kind, self.card.iid, self.card.card_id, immediate=True, cites=self.extra_cites, **qualifiers)
        return bool(play.play_options(self._game(), self.player, allowance))

    def take_named_minions_from_discard(self, prompt: str) -> None:
        """"Place any number of minions with one name from your discard pile into your hand"."""
        names = sorted({c.name for c in self.discard_pile() if c.kind == "minion"})
        if not names:
            return
        name = self.choose(prompt, {n: n for n in names})
        found = [c for c in self.discard_pile() if c.kind == "minion" and c.name == name]
        count = self.choose(f"how many {name} to place into your hand", {str(n): n for n in range(len(found) + 1)})
        for card in found[:count]:
            self.place(card, "hand")

    def return_to_hand(self, target: CardInstance) -> bool:
        return effects.return_to_hand(self._game(), target, self)

    def place(self, target: CardInstance, pile: str, *, top: bool = False) -> bool:
        """Place a card into its owner's "hand", "deck" or "discard" pile (terms.place)."""
        return effects.place(self._game(), target, pile, self, top=top)

    def shuffle_deck(self, player: str | None = None) -> None:
        effects.shuffle_deck(self._game(), player or self.player, self.cites)

    def discard(self, card: CardInstance) -> None:
        """Discard a card from a hand or deck (terms.discard)."""
        effects.discard_card(self._game(), card, self.cites, by=self.player)

    def reveal_hand(self, player: str) -> None:
        """Look at (or reveal) a player's hand; the log names every card in it."""
        cards = self.hand(player)
        names = ", ".join(c.name for c in cards) or "nothing"
        self._game().record("look", f"{self.player} looks at {player}'s hand: {names}.", cards=[self.card, *cards], players=[self.player, player], cites=self.cites)
        effects.cards_seen(self._game(), self, player, cards, "hand", revealed=True)

    def reveal(self, card: CardInstance) -> None:
        """Reveal one card from a hand or deck (the log names it); cards that react to being
        revealed (Dynamite Surprise) may respond."""
        place, _, owner = card.zone.partition(":")
        self._game().record("reveal", f"{self.player} reveals {card.name} from {owner}'s {place}.", cards=[card, self.card], players=[self.player], cites=self.cites)
        effects.cards_seen(self._game(), self, owner, [card], place, revealed=True)

    def reveal_top(self, player: str | None = None) -> CardInstance | None:
        return effects.reveal_top(self._game(), player or self.player, self)

    def top_of_deck(self, player: str | None = None) -> CardInstance | None:
        """Look at the top card of a deck (an empty deck is rebuilt first, turn.empty-deck)."""
        return effects.top_of_deck(self._game(), player or self.player)

    def draw(self, count: int, player: str | None = None) -> list[CardInstance]:
        return effects.draw(self._game(), player or self.player, count, self.cites)

    def draw_madness(self, count: int = 1, player: str | None = None) -> list[CardInstance]:
        """"Draw a Madness card": from the Madness deck; ignored when it is empty (madness.deck)."""
        return madness.draw(self._game(), player or self.player, count, self.cites)

    def madness_left(self) -> int:
        """How many cards the Madness deck holds now (0 when it is empty or not in the game)."""
        return madness.left(self.state)

    def place_in_box(self, card: CardInstance) -> bool:
        """"Place this card in the box": out of the game for good (terms.in-the-box); a card
        resolving or in a hand, deck or discard pile, or a card in play, which leaves play for
        it. Returns whether it went there."""
        if self.state.in_play(card):
            return effects.place(self._game(), card, "box", self.citing("terms.in-the-box"))
        self.state.relocate(card, "box")
        card.controller = card.owner
        self._game().record("place", f"{card.name} is placed in the box.", cards=[card], cites=(*self.cites, "terms.in-the-box"))
        return True

    def return_to_madness_deck(self, card: CardInstance) -> bool:
        """"Return this card to the Madness deck" (madness.card); False (logged) for a card that
        is not a Madness card (one copying a Madness card's abilities)."""
        return madness.return_to_deck(self._game(), card, self.cites)

    def gain_vp(self, amount: int, player: str | None = None) -> None:
        effects.gain_vp(self._game(), player or self.player, amount, self.cites)

    def place_counters(self, target: CardInstance, amount: int) -> bool:
        return effects.place_counters(self._game(), target, amount, self)

    def transfer_counters(self, source: CardInstance, target: CardInstance, amount: int) -> int:
        """Transfer up to ``amount`` +1 power counters from ``source`` to ``target`` (terms.transfer);
        returns how many left ``source``. Fires "counters-transferred" when they arrive."""
        return effects.transfer_counters(self._game(), source, target, amount, self)

    def remove_counters(self, target: CardInstance, amount: int) -> int:
        """Remove up to ``amount`` +1 power counters from a card (to the supply, not a transfer:
        terms.transfer); returns how many were removed."""
        return effects.remove_counters(self._game(), target, amount, self)

    def cannot_be_until(self, targets: Sequence[CardInstance], kinds: Sequence[str], until: str) -> None:
        """"They cannot be destroyed, moved, or returned to the hand until ...": ``kinds`` of
        effect (``power.Effect.kind``: "destroy", "move", "return" ...) cannot affect the
        targets, whoever's card mandates them (``until`` as for ``power_until``)."""
        effects.add_lasting_immunity(self._game(), self, targets, kinds, until)

    def store_under(self, card: CardInstance, host: CardInstance | None = None) -> bool:
        """"Store it under this card": ``card`` is kept under ``host`` (default: this card), out
        of play, until an ability takes it (``stored_under``) or ``host`` leaves play."""
        return effects.store_under(self._game(), card, host or self.card, self)

    def swap_minion(self, old: CardInstance, new: CardInstance) -> bool:
        """"Swap one of your minions in play for one in your hand, deck or discard pile": ``old``
        goes into that pile, ``new`` takes its place at its base; neither is played (terms.place)."""
        return effects.swap_minion(self._game(), old, new, self)

    def transfer(self, card: CardInstance, to: CardInstance) -> bool:
        """Transfer an attached action onto another base or minion (terms.transfer)."""
        return effects.transfer_card(self._game(), card, to, self)

    def set_aside(self, cards: Sequence[CardInstance]) -> None:
        """Hold cards from a hand or deck apart while this ability resolves; ``place`` puts
        them back ("return the rest in any order")."""
        effects.set_aside_cards(self._game(), cards, self)

    # --- duels (duels.basics) -------------------------------------------------

    def duel_ignored(self) -> bool:
        """Whether a duel this ability would start is ignored because another one is in
        progress (duels.restrictions); logged when it is."""
        return duels.ignored(self._game(), self)

    def duel(self, challenger: CardInstance, opponent: CardInstance, consequences: Callable[[Any], Any] | None = None) -> Any:
        """``challenger`` duels ``opponent`` (duels.basics); ``consequences(duel)`` does what the
        starting card says winning and losing do, before the duel ends. Returns the
        ``duels.Duel`` (no winners when it ended without a result), or None when it was ignored."""
        return duels.fight(self._game(), self, challenger, opponent, consequences)

    def to_hand_instead_until(self, targets: Sequence[CardInstance], until: str) -> None:
        """"If it would go to the discard pile it is returned to its owner's hand instead",
        for a while (``until`` as for ``power_until``; resolution.instead)."""
        effects.add_lasting_to_hand(self._game(), self, targets, until)

    def use_talent_again(self, card: CardInstance) -> bool:
        """"Use a Talent on it an extra time": use ``card``'s Talent now, beyond its once-a-turn
        use (play.talent); False, logged, when it cannot be used."""
        return talents.use_talent_extra(self._game(), self.player, card, self)

    def take_control(self, target: CardInstance, player: str | None = None) -> bool:
        return effects.take_control(self._game(), target, player or self.player, self)

    # --- chance, monsters and treasures (monsters.*, treasures.*) --------------------------

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
        picked = candidates[self.state.rng.below(len(candidates))]
        self._game().record("random", f"{picked.name} is picked at random as {prompt} ({self.card.name}).", cards=[picked, self.card], cites=self.cites)
        return picked

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

    def grant_ability_until(self, targets: Sequence[CardInstance], until: str) -> None:
        """"They gain '...' until ...": the targets have this card's abilities declared with
        ``granted=True`` for a while (``until`` as for ``power_until``); ``granted_to`` names them."""
        effects.grant_ability(self._game(), self, targets, until)

    def lends_talent(self, card: CardInstance) -> bool:
        """Whether ``card`` has a Talent (not cancelled) that another card could use."""
        return talents.lends_talent(self._game(), card)

    def use_talent_of(self, lender: CardInstance, user: CardInstance) -> bool:
        """"This minion uses another minion's talent": ``lender``'s Talent resolves with ``user``
        as "this minion"; False, logged, when it would do nothing."""
        return talents.use_talent_of(self._game(), self.player, user, lender, self)

    def draw_stored(self, card: CardInstance) -> bool:
        """"Draw a card stored under this card": into this player's hand."""
        return effects.draw_stored(self._game(), card, self.player, self)

    def power_until(self, targets: Sequence[CardInstance], amount: int, until: str, *, during: str = "any") -> None:
        """``until``: "end-of-turn" (this turn), "end-of-your-turn" (the end of your turn:
        this one, or your next if played on another player's turn) or "start-of-turn"
        (the start of your next turn)."""
        effects.add_lasting_power(self._game(), self, targets, amount, until, during=during)

    def grant_extra(self, kind: str, **qualifiers: Any) -> None:
        """"You may play an extra minion/action" (play.extra)."""
        play.grant_extra(self._game(), self.player, PlayAllowance(kind, self.card.iid, self.card.card_id, cites=self.extra_cites, **qualifiers))

    def discard_from_play(self, target: CardInstance, *, cites: Sequence[str] = ()) -> bool:
        """Discard a card in play to its owner's pile (not a destruction; terms.discard)."""
        return effects.discard_from_play(self._game(), target, self, cites=cites)

    def look_at_top(self, count: int, player: str | None = None) -> list[CardInstance]:
        """Look at the top ``count`` cards of a deck (rebuilt from the discard pile if empty)."""
        return effects.look_at_top(self._game(), player or self.player, count, self)

    def draw_card(self, card: CardInstance) -> None:
        """Draw one particular card from the deck (after looking at it)."""
        effects.draw_specific(self._game(), card, self.cites)

    def shuffle_into_deck(self, cards: Sequence[CardInstance], player: str | None = None) -> None:
        """Shuffle cards (from a discard pile ...) into their owner's deck."""
        effects.shuffle_into_deck(self._game(), list(cards), player or self.player, self)

    def breakpoint_until(self, base: CardInstance, amount: int, until: str) -> None:
        """Change a base's breakpoint for a while (Rampage)."""
        effects.add_lasting(self._game(), self, [base], amount, until, stat="breakpoint")

    def player_power_until(self, base: CardInstance, amount: int, until: str) -> None:
        """"You gain +N power here until ...": power for this player at ``base``, not for any
        minion (power.non-minions); ``until`` as for ``power_until``."""
        effects.add_lasting(self._game(), self, [base], amount, until, stat="player-power")

    def cancel_until(self, target: CardInstance, until: str) -> None:
        """Cancel a card's abilities for a while (terms.cancel)."""
        effects.add_lasting(self._game(), self, [target], 0, until, stat="cancel")

    def all_names_until(self, target: CardInstance, until: str) -> None:
        """"This minion also has the same name as every other minion you own" for a while:
        ``names`` then includes them (terms.same-name)."""
        effects.add_lasting(self._game(), self, [target], 0, until, stat="all-names")

    def swap_base(self, old: CardInstance, new: CardInstance, *, played: bool = True, shuffle: bool = True) -> None:
        """Swap a base in play with ``new``; ``played``: ``new`` is played (event "base-played"),
        not at setup; ``shuffle=False``: ``old`` takes ``new``'s place in the base deck."""
        effects.swap_base(self._game(), old, new, self, played=played, shuffle=shuffle)

    def destroy_base(self, base: CardInstance, *, cites: Sequence[str] = ()) -> CardInstance | None:
        """"Destroy a base": every card there is destroyed with it, and what cannot be destroyed
        leaves play with it all the same; the base is replaced. Returns the base replacing it."""
        return effects.destroy_base(self._game(), base, self, cites=cites)

    def play_new_base(self) -> CardInstance | None:
        """"Play a new base": the top of the base deck comes into play beside the others,
        for good (one more base in play); None when there is no base to play."""
        return effects.add_base(self._game(), self)

    def play_titan(self, titan: CardInstance, base: CardInstance, *, regular: str | None = None) -> bool:
        """Play a titan from beside its owner onto ``base`` (titans.play). ``regular`` is
        "minion" or "action" when it is played instead of that regular play."""
        return play.play_titan(self._game(), self.player, titan, base, self, regular=regular)

    def titan_play_problem(self, titan: CardInstance | None = None) -> str | None:
        """Why this player cannot play ``titan`` (default: this card) at all now, or None."""
        return play.titan_play_problem(self._game(), self.player, titan or self.card)

    def extra_play_blocker(self) -> CardInstance | None:
        """The card that stops this player playing extra cards now (Bear Necessities), or None."""
        return qualifiers.extra_plays_blocked(self._game(), self.player)

    def search_deck(self, prompt: str, fits: Callable[[CardInstance], bool], *, optional: bool = True) -> CardInstance | None:
        """"Search your deck for X": the player looks through the deck and may take a card that
        fits (or find none). The caller shuffles afterwards (``shuffle_deck``)."""
        found = [c for c in self.deck() if fits(c)]
        self._game().record("search", f"{self.player} searches their deck ({counted(len(found), 'card fits', 'cards fit')}).", cards=[self.card], players=[self.player], cites=self.cites)
        return self.choose_card(prompt, found, optional=optional) if found else None

    def lasting_on_base(self, base: CardInstance, stat: str, until: str) -> None:
        """A lasting effect on a base that outlives this card ("no-extra", "protect")."""
        effects.add_lasting(self._game(), self, [base], 0, until, stat=stat)

    def play_extra_now(self, kind: str, *, mandatory: bool = False, **qualifiers: Any) -> CardInstance | None:
        """An extra play that must be used at once or not at all (specific, or from a Special)."""
        allowance = PlayAllowance(kind, self.card.iid, self.card.card_id, immediate=True, cites=self.extra_cites, **qualifiers)
        return play.offer_play(self._game(), self.player, allowance, optional=not mandatory)

    # --- off the top of the deck (engine.off_the_top) and stasis (engine.stasis) ------

    @property
    def played_off_the_top(self) -> bool:
        """"If this card was played off the top of a deck": this card, being played, came from a
        deck, where only a card revealed from its top is played (``play_off_the_top``, Hoverbot),
        whether or not it was the first card revealed (off-the-top.counts-as)."""
        return self.details.get("played_from") == "deck"

    def play_off_the_top(self, kind: str, *, count: int = 1, fits: Callable[[CardInstance], bool] | None = None,
                         optional: bool = False, rest: Callable[[list[CardInstance]], None] | None = None) -> list[CardInstance]:
        """"Play a minion (an action) off the top of your deck" (off-the-top.procedure); ``rest``
        places the revealed cards not played, where the card says (default: shuffled back)."""
        return off_the_top.play_off_the_top(self._game(), self, kind, count=count, fits=fits, optional=optional, rest=rest)

    @property
    def from_stasis(self) -> bool:
        """Whether this card is being played because it has just left stasis (stasis.leaving)."""
        return bool(self.details.get("from_stasis"))

    def put_in_stasis(self, card: CardInstance, counters: int) -> bool:
        """Put ``card`` (from a hand, deck or discard pile, or this card being played) in stasis
        in front of its owner with ``counters`` stasis counters (stasis.status)."""
        return stasis.put_in_stasis(self._game(), card, counters, self)

    def change_stasis_counters(self, card: CardInstance, amount: int) -> int:
        """Add (``amount`` > 0) or remove stasis counters on a card in stasis (stasis.leaving)."""
        return stasis.change_stasis_counters(self._game(), card, amount, self.cites)

    # --- burying (engine.burying) --------------------------------------------

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
