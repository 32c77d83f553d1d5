"""The card API: what an ability sees and does while it resolves.

``AbilityContext`` is the only door a card behaviour has to the game: the
read-only queries of ``view.BoardView`` and ``power.CardView`` (``here``,
``base_of``, ``minions`` ...), decisions (``choose_card``, ``may``) and effects
(``destroy``, ``move`` ...), which delegate to ``effects`` and the procedures so
every card goes through the same protection, replacement, logging and trigger
rules. A card never touches the state itself (tests/engine/test_card_api.py). Each event an ability
causes cites the card (and any rule the helper adds). Card modules import
nothing of the engine but this module and the declarations of ``abilities``;
the names they need from elsewhere are re-exported here.

The class is built in three parts, each a module of the card API: ``DecidingContext``
(``context_decisions``: the ability's record and its decisions), ``ExpansionAbilities``
(``context_expansions``: titans, Madness, duels, monsters, treasures, stasis, burying ...)
and, here, plays and the core effects.
"""

from __future__ import annotations

from smashup_rules.engine import effects, play, qualifiers, talents
from smashup_rules.engine.abilities import Unmet
from smashup_rules.engine.context_decisions import Cost, DiscardCards
from smashup_rules.engine.context_expansions import ExpansionAbilities
from smashup_rules.engine.errors import IllegalPlay, reason_and_cites
from smashup_rules.engine.state import CardInstance
from smashup_rules.engine.zones import BOX, holder
from smashup_rules.engine.zones import place as place_of  # ``place`` is an effect here
from smashup_rules.engine.turn_state import PlayAllowance
from smashup_rules.engine.zones import attached, in_deck, in_discard, in_hand, in_pile, is_in_play_as_base, resolving
from smashup_rules.util.words import counted

# What card modules use from the lower layers, through this door only: where a card is is asked
# of the zone helpers (``in_hand(card, player)`` ...), never read from its zone's name.
__all__ = [
    "AbilityContext", "Cost", "DiscardCards", "IllegalPlay", "PlayAllowance", "counted",
    "attached", "in_deck", "in_discard", "in_hand", "in_pile", "is_in_play_as_base", "resolving",
]  # fmt: skip

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import Any


class AbilityContext(ExpansionAbilities):
    """One ability of ``card`` resolving for ``player`` ("you": its controller by default)."""

    # --- plays -------------------------------------------------------------------


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
        problem = talents.talent_extra_problem(self._game(), self.player, card)
        return None if problem is None else reason_and_cites(problem)[0]

    def destroy_one(self, prompt: str, candidates: Sequence[CardInstance], *, optional: bool = False) -> CardInstance | None:
        """"(You may) destroy a minion ...": choose one of ``candidates`` and destroy it;
        returns the card chosen (None when none was, or none could be)."""
        victim = self.choose_card(prompt, candidates, optional=optional)
        if victim:
            self.destroy(victim)
        return victim

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
        return bool(play.play_options(self._game(), self.player, self._extra_play(kind, qualifiers, now=True)))

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
        pile, owner = place_of(card.zone), holder(card.zone)
        self._game().record("reveal", f"{self.player} reveals {card.name} from {owner}'s {pile}.", cards=[card, self.card], players=[self.player], cites=self.cites)
        effects.cards_seen(self._game(), self, owner, [card], pile, revealed=True)

    def reveal_random(self, cards: Sequence[CardInstance]) -> CardInstance:
        """"Reveal a random card from their hand": one of ``cards`` (at least one), picked as
        ``random_card`` picks, and revealed (``reveal``: the log names it)."""
        card = self._at_random(cards)
        self.reveal(card)
        return card

    def reveal_top(self, player: str | None = None) -> CardInstance | None:
        return effects.reveal_top(self._game(), player or self.player, self)

    def top_of_deck(self, player: str | None = None) -> CardInstance | None:
        """Look at the top card of a deck (an empty deck is rebuilt first, turn.empty-deck)."""
        return effects.top_of_deck(self._game(), player or self.player)

    def draw(self, count: int, player: str | None = None) -> list[CardInstance]:
        return effects.draw(self._game(), player or self.player, count, self.cites)

    def place_in_box(self, card: CardInstance) -> bool:
        """"Place this card in the box": out of the game for good (terms.in-the-box); a card
        resolving or in a hand, deck or discard pile, or a card in play, which leaves play for
        it. Returns whether it went there."""
        if self.state.in_play(card):
            return effects.place(self._game(), card, "box", self.citing("terms.in-the-box"))
        self.state.relocate(card, BOX)
        card.controller = card.owner
        self._game().record("place", f"{card.name} is placed in the box.", cards=[card], cites=(*self.cites, "terms.in-the-box"))
        return True

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

    def grant_extra(self, kind: str, *, when: bool | Unmet = True, **qualifiers: Any) -> None:
        """"(You may) play an extra minion/action", the ability saying no more of it (play.extra):
        kept for later in this player's Play Cards phase where the rule allows, with every
        qualifier, else offered at once (``play.grant_extra``). ``when``: the text's condition
        ("If this is the first minion you played this turn"); an ``unmet`` one gives no play, and
        the step says why."""
        if not when:
            if type(when) is Unmet:
                self.record("why-not", f"{self.card.name} gives no extra {kind}: {when.reason}.", cards=[self.card],
                            players=[self.player], cites=(*self.cites, *when.cites))
            return
        play.grant_extra(self._game(), self.player, self._extra_play(kind, qualifiers))

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

    def play_extra_now(self, kind: str, *, now: bool = False, **qualifiers: Any) -> CardInstance | None:
        """An extra play offered at once, where the ability goes on with the card played ("...
        on a minion at that base"), or one it makes now: a specific card (``card``), ``now`` (its
        text or a ruling says "immediately"), or granted by a Special. Returns the card played;
        None when the player passed, or kept it for later where the rule allows (play.extra).
        Inside "you may X and Y" the player has agreed to it already (``may_both``): no pass."""
        return play.offer_play(self._game(), self.player, self._extra_play(kind, qualifiers, now=now), agreed=self.agreed)

    def play_agreed_extra(self, kind: str, **qualifiers: Any) -> CardInstance | None:
        """The extra play the player has already chosen to make, by the choice this ability gave
        them: the Y of "you may do X to do Y" once X is paid, a card picked out of "any number" to
        be played. It is made now, with no second offer and no pass; None if it cannot be made."""
        return play.offer_play(self._game(), self.player, self._extra_play(kind, qualifiers, now=True), agreed=True)

    def extra_plays_kept(self) -> list[PlayAllowance]:
        """The extra plays this card has granted that are kept for later and not used yet."""
        return [allowance for allowance in self.state.turn.allowances if allowance.source == self.card.iid]

    def _extra_play(self, kind: str, qualifiers: dict[str, Any], *, now: bool = False) -> PlayAllowance:
        """The extra play this ability grants: used at once or not at all when ``now`` or when this
        card was played through its Special (play.special, terms.extra)."""
        immediate = now or bool(self.details.get("through_special"))
        return PlayAllowance(kind, self.card.iid, self.card.card_id, immediate=immediate, cites=self.extra_cites, **qualifiers)
