"""The Treasure deck (Smash Up: Munchkin): loot, played like any action or minion.

Treasures have a controller but no owner and no faction; leaving play they go to the
treasure discard pile, never to a hand or deck (treasures.nature), unless their own text
names the treasure deck or the box (conflict.treasure-own-deck). They come into hands by
loot (monsters.loot, treasures.loot-base) and by the cards below.
"""

from __future__ import annotations

from smashup_rules.engine.abilities import ANYWHERE, HERE, CardBehaviour, Targets, after, at_start_of_your_turn, before_scoring, instead_of, talent
from smashup_rules.engine.context import Cost, in_discard, in_pile
from smashup_rules.reference.data import group_name


class _DestroyThis(Cost):
    """"Destroy this action to ...": possible while it is in play."""

    def __init__(self, ctx):
        self.ctx = ctx

    def possible(self) -> bool:
        return self.ctx.in_play(self.ctx.card)

    def pay(self) -> None:
        self.ctx.destroy(self.ctx.card)

    def describe(self) -> str:
        return f"destroy {self.ctx.card.name}"


def _host(ctx):
    """The minion an action played on a minion sits on ("this minion")."""
    return ctx.host(ctx.card)


# --- minions -----------------------------------------------------------------------


class DwarfHireling(CardBehaviour):
    """You may draw a card from the treasure discard pile."""

    card_id = "treasures/dwarf-hireling"

    def on_play(self, ctx):
        # The discard pile lies face up: "a card from" it is one of the player's choice, as
        # "a minion from your discard pile" is (conflict.dwarf-hireling).
        ctx = ctx.citing("conflict.dwarf-hireling")
        card = ctx.choose_card("a card to draw from the treasure discard pile", ctx.treasure_discard_pile(), optional=True)
        if card is not None:
            ctx.take_treasure(card)


class HalflingHireling(CardBehaviour):
    """You may play an extra minion."""

    card_id = "treasures/halfling-hireling"

    def on_play(self, ctx):
        ctx.grant_extra("minion")


class TigerSteed(CardBehaviour):
    """You may destroy a minion of power 2 or less here OR destroy any monster here but do not collect any treasures from it."""

    card_id = "treasures/tiger-steed"

    def on_play(self, ctx):
        small = ctx.minions(here=True, power_at_most=2)
        monsters = [m for m in ctx.minions(here=True) if m.group == "monsters"]
        options = {}
        if small:
            options["destroy a minion of power 2 or less here"] = lambda: ctx.destroy_one("a minion of power 2 or less here to destroy", small)
        if monsters:
            # monsters.loot: this card says no treasure is collected for it.
            options["destroy a monster here without its treasure"] = lambda: ctx.destroy(
                ctx.choose_card("a monster here to destroy", monsters, cites=("monsters.loot",)), loot=False)
        if options:
            ctx.choose("what to do (or neither)", {**options, "neither": lambda: None}, kind="or")()


# --- actions played on a base ---------------------------------------------------------


class BagOfCaltrops(CardBehaviour):
    """Play on a base. Ongoing: After another player plays a minion here, destroy it and this action if it is power 3 or less."""

    card_id = "treasures/bag-of-caltrops"
    play_on = "base"

    @after("played", HERE, card_kind="minion", condition=lambda ctx, event: event.player is not None and event.player != ctx.player)
    def spike(self, ctx, event):
        minion = event.card
        if ctx.in_play(minion) and ctx.power(minion) <= 3:
            ctx.destroy(minion)
            ctx.destroy(ctx.card)


class ChestOfHolding(CardBehaviour):
    """Play on a base and store up to four cards from the top of your deck under this card. Talent: Draw a card stored under this card."""

    card_id = "treasures/chest-of-holding"
    play_on = "base"

    def on_play(self, ctx):
        ctx.top_of_deck()  # an empty deck is rebuilt first (turn.empty-deck)
        most = min(4, len(ctx.deck()))
        count = ctx.choose("how many cards from the top of your deck to store", {str(n): n for n in range(most + 1)}, kind="number")
        for card in ctx.deck()[:count]:
            ctx.store_under(card)

    def talent_refusal(self, ctx):
        return None if ctx.stored_under() else f"no card is stored under {ctx.card.name}"

    @talent
    def open_the_chest(self, ctx):
        card = ctx.choose_card("a stored card to draw", ctx.stored_under())
        ctx.draw_stored(card)


class PotionOfHalitosis(CardBehaviour):
    """Play on a base. Talent: Destroy this action to choose a player and have them move one of their minions away from this base. Special: Before this base scores, you may use this card's talent."""

    card_id = "treasures/potion-of-halitosis"
    play_on = "base"

    def talent_refusal(self, ctx):
        return None if _players_here(ctx) else f"no player has a minion at {ctx.here.name}"

    @talent
    def breathe(self, ctx):
        _breathe(ctx)

    @before_scoring(HERE)
    def breathe_before_scoring(self, ctx, event):
        if _players_here(ctx) and ctx.may(f"use the Talent of {ctx.card.name} before {ctx.here.name} scores"):
            _breathe(ctx)


def _players_here(ctx) -> list[str]:
    return [p for p in ctx.turn_order() if ctx.minions(here=True, controller=p)]


def _breathe(ctx) -> None:
    """Destroy Potion of Halitosis to have a player move one of their minions away from its base."""
    base, players = ctx.here, _players_here(ctx)

    def away():
        them = ctx.as_player(ctx.choose("a player who moves one of their minions away", {p: p for p in players}, kind="player"))
        minion = them.choose_card(f"one of your minions to move away from {base.name}", them.minions(at=base, yours=True))
        if minion is not None:
            them.move_elsewhere(minion)

    ctx.do_to(_DestroyThis(ctx), away)


# --- actions played on a minion -----------------------------------------------------


class BootsOfButtKicking(CardBehaviour):
    """Play on a minion. You may play an extra action. Ongoing: This minion has +1 power."""

    card_id = "treasures/boots-of-butt-kicking"
    play_on = "minion"

    def on_play(self, ctx):
        ctx.grant_extra("action")

    def power_bonus(self, ctx, minion):
        return 1 if minion is _host(ctx) else 0


class BootsOfRunningReallyFast(CardBehaviour):
    """Play on a minion. Talent: Move this minion to another base."""

    card_id = "treasures/boots-of-running-really-fast"
    play_on = "minion"

    def talent_refusal(self, ctx):
        return None if ctx.other_bases(ctx.here) else "there is no other base to move to"

    @talent
    def run(self, ctx):
        ctx.move_elsewhere(_host(ctx))


class BucklerOfSwashing(CardBehaviour):
    """Play on a minion. Ongoing: This minion cannot be affected by cards you don't control."""

    card_id = "treasures/buckler-of-swashing"
    play_on = "minion"

    # Bases and uncontrolled monsters are cards you don't control too (terms.affect).
    def protects(self, ctx, target, effect):
        return target is _host(ctx) and effect.source is not None and effect.source.controller != ctx.player


class ChainsawOfBloodyDismemberment(CardBehaviour):
    """Play on a minion. Ongoing: This minion has +3 power."""

    card_id = "treasures/chainsaw-of-bloody-dismemberment"
    play_on = "minion"

    def power_bonus(self, ctx, minion):
        return 3 if minion is _host(ctx) else 0


class JetpackOfAnachronism(CardBehaviour):
    """Play on a minion. Ongoing: After this minion goes to the discard pile, place it in its owner's hand."""

    card_id = "treasures/jetpack-of-anachronism"
    play_on = "minion"

    # Heard as the minion it was on leaves play, the Jetpack gone with it (``after_leaving``).
    @after("left-play", ANYWHERE, condition=lambda ctx, event: ctx.card in event.details.get("attached", ()))
    def fly_home(self, ctx, event):
        minion = event.card
        if not (in_discard(minion) or in_pile(minion, "monsters-discard") or in_pile(minion, "treasures-discard")):
            return  # it went somewhere else than a discard pile (a hand, a deck ...)
        if minion.owner is None:  # a monster or a treasure: no owner, and never in a hand
            rule = "monsters.nature" if minion.group == "monsters" else "treasures.nature"
            ctx.record("cannot", f"{minion.name} cannot be placed in its owner's hand ({ctx.card.name}): it has no owner and never goes to a hand.",
                       cards=[minion, ctx.card], cites=(*ctx.cites, rule))
            return
        ctx.as_player(minion.owner).place(minion, "hand")


class KneepadsOfAllure(CardBehaviour):
    """Play on a minion. Ongoing: All players' minions here have +1 power."""

    card_id = "treasures/kneepads-of-allure"
    play_on = "minion"

    # An uncontrolled monster is no player's minion (monsters.nature).
    def power_bonus(self, ctx, minion):
        return 1 if ctx.here is not None and ctx.base_of(minion) is ctx.here and minion.controller is not None else 0


class MagicMissile(CardBehaviour):
    """Play on a minion. Talent: Place this card on the bottom of the treasure deck to destroy a minion here of power 3 or less."""

    card_id = "treasures/magic-missile"
    play_on = "minion"

    def talent_refusal(self, ctx):
        return None if ctx.minions(here=True, power_at_most=3) else f"no minion at {ctx.here.name} has power 3 or less"

    @talent
    def fire(self, ctx):
        base = ctx.here
        if ctx.place_in_own_deck(ctx.card):
            ctx.destroy_one("a minion of power 3 or less to destroy", ctx.minions(at=base, power_at_most=3))


class PotionOfCowardice(CardBehaviour):
    """Play on a minion. Ongoing: This minion has -2 power and its abilities are cancelled."""

    card_id = "treasures/potion-of-cowardice"
    play_on = "minion"

    def power_bonus(self, ctx, minion):
        return -2 if minion is _host(ctx) else 0

    def cancels(self, ctx, target):
        return target is _host(ctx)


class PotionOfLineCutting(CardBehaviour):
    """Play on a minion. Ongoing: When another player with a minion here would draw a treasure card, look at it first and you may destroy this card to draw it or play it instead."""

    card_id = "treasures/potion-of-line-cutting"
    play_on = "minion"

    # Only treasure drawn (monsters.loot, Wand of Dowsing, Dwarf Hireling), not the treasure picked
    # from those revealed after a base scores (treasures.loot-base).
    @instead_of("draw-treasure", ANYWHERE, condition=lambda ctx, event: event.player != ctx.player and bool(ctx.minions(here=True, controller=event.player)))
    def cut_in(self, ctx, event):
        treasure = event.card
        ctx.record("look", f"{ctx.player} looks at {treasure.name} before {event.player} draws it ({ctx.card.name}).",
                   cards=[treasure, ctx.card], players=[ctx.player], cites=ctx.cites)
        taken = ctx.choose(f"whether to destroy {ctx.card.name} to draw or play {treasure.name} instead of {event.player}",
                           {"draw it": "draw", "play it": "play", "neither": None}, kind="may")
        if taken is None or not ctx.destroy(ctx.card):
            return False
        ctx.take_treasure(treasure)
        # "Play it": at once, as an extra play of that very card; if it cannot be played now, it stays in hand.
        if taken == "play" and ctx.play_agreed_extra(treasure.kind, card=treasure.iid) is None:
            ctx.cannot(f"play {treasure.name} now: it stays in {ctx.player}'s hand")
        return True


class PotionOfRedundancyPotion(CardBehaviour):
    """Play on your minion. Talent: This minion uses another minion's talent."""

    card_id = "treasures/potion-of-redundancy-potion"
    play_on = "own-minion"

    def talent_refusal(self, ctx):
        return None if _lenders(ctx) else "no other minion in play has a Talent"

    @talent
    def borrow(self, ctx):
        lender = ctx.choose_card("another minion whose Talent this minion uses", _lenders(ctx))
        ctx.use_talent_of(lender, _host(ctx))


def _lenders(ctx) -> list:
    return [m for m in ctx.minions() if m is not _host(ctx) and ctx.lends_talent(m)]


class WishingRing(CardBehaviour):
    """Play on your minion. Ongoing: At the start of your turn, you may place this action in the box to gain 1 VP."""

    card_id = "treasures/wishing-ring"
    play_on = "own-minion"

    @at_start_of_your_turn()
    def wish(self, ctx, event):
        # Its own text puts it in the box, not the treasure discard pile (conflict.treasure-own-deck).
        if ctx.may(f"place {ctx.card.name} in the box to gain 1 VP") and ctx.citing("conflict.treasure-own-deck").place_in_box(ctx.card):
            ctx.gain_vp(1)


# --- standard actions -----------------------------------------------------------------


class CrossBow(CardBehaviour):
    """Choose a base and a faction. All minions there of that faction gain +2 power until the end of the turn."""

    card_id = "treasures/cross-bow"

    def on_play(self, ctx):
        base = ctx.choose_base("a base", ctx.bases())
        # Only the factions of minions there can matter; a monster has no faction (monsters.nature).
        factions = sorted({m.group for m in ctx.minions(at=base) if m.group not in ("monsters", "treasures")})
        if not factions:
            ctx.cannot(f"choose a faction with a minion at {base.name}: there is none")
            return
        faction = ctx.choose("a faction", {group_name(f): f for f in factions}, kind="faction")
        ctx.power_until([m for m in ctx.minions(at=base) if m.group == faction], 2, "end-of-turn")


class DungeonRuleBook(CardBehaviour):
    """Destroy an action. Special: Play before a base scores."""

    card_id = "treasures/dungeon-rule-book"
    special_before_scoring = True

    def on_play(self, ctx):
        actions = [card for card in ctx.cards_in_play() if card.kind == "action"]
        ctx.destroy_one("an action to destroy", actions)


class PotionOfIdioticBravery(CardBehaviour):
    """One of your minions gains +5 power and "Special: Before this base scores, destroy this minion" until the end of the turn."""

    card_id = "treasures/potion-of-idiotic-bravery"
    targets = Targets(yours=True)

    def on_play(self, ctx):
        minion = ctx.choose_card("one of your minions to gain +5 power", ctx.minions(yours=True))
        if minion is not None:
            ctx.power_until([minion], 5, "end-of-turn")
            ctx.grant_ability_until([minion], "end-of-turn")

    # The Special the minion has until the end of the turn.
    @before_scoring(HERE, granted=True)
    def fall(self, ctx, event):
        for minion in ctx.granted_to():
            if ctx.base_of(minion) is event.base:
                ctx.destroy(minion)


class PotionOfParalysis(CardBehaviour):
    """Cancel the abilities of a base and of all cards there until the start of your turn. Special: Play before a base scores."""

    card_id = "treasures/potion-of-paralysis"
    special_before_scoring = True

    def on_play(self, ctx):
        base = ctx.choose_base("a base whose abilities, and those of every card there, are cancelled", ctx.bases())
        for card in [base, *(c for c in ctx.cards_in_play() if c is not base and ctx.base_of(c) is base)]:
            ctx.cancel_until(card, "start-of-turn")


class WandOfDowsing(CardBehaviour):
    """Draw two treasure cards. Shuffle this card into the treasure deck."""

    card_id = "treasures/wand-of-dowsing"

    def on_play(self, ctx):
        ctx.draw_treasures(2)
        ctx.place_in_own_deck(ctx.card, shuffle=True)  # its own text: not the discard pile (conflict.treasure-own-deck)
