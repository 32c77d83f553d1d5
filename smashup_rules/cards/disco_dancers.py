"""Disco Dancers: minions that copy the standard actions played on others.

The copying ("you may choose this minion to be affected the same way") is the
engine's ``copies_effect`` hook: while a standard action is being played and
directly affects a minion, each copier in play may name one more minion, once
per action, as the effect happens; the engine then applies the same effect,
from the same action, to it (engine.effects.copyable). "Directly" is read as
"reached by the action's own effect" (a minion it chose, or one of "each of your
minions"), never a copy or another card's triggered ability. The clarification shared
by Diva, Dancing King, We are Family and Funky Town decides how:

* only standard actions being played, never actions played on a minion or a
  base nor actions played earlier (the engine asks only while a standard action
  is being played, about the minions its own effects reach);
* a copy is not copied again (the engine does not offer copies for copying);
* once per action, not once per minion (the engine stops asking a copier once
  it has copied one of the action's effects);
* "the same way": the same primitive with the same arguments (the same base for
  a move, the same player for control, the same amount and duration for power);
* the original's prerequisites ("power 3 or less") are not checked again;
* the choice is made when the action is played: the copier is asked as the
  effect happens, during the action's resolution (before a minion is destroyed,
  moved or returned, so a copier may copy its own destruction);
* an effect of several parts (Fast as Lightning, ``effect_parts``): a copier
  asked at its first part decides for the whole effect, and its player chooses
  which one part is copied, even one that happens later (the engine offers the
  parts, ``effects.offer_copies``);
* the copy comes from the action (its controller has the credit; it counts as
  "affected by this" for the action's own count).
"""

from __future__ import annotations

from smashup_rules.engine.abilities import CardBehaviour, Targets, after, unmet
from smashup_rules.engine.context import is_in_play_as_base

DANCING_KING_1 = "disco-dancers/dancing-king#1"
DANCING_KING_2 = "disco-dancers/dancing-king#2"
DIVA_1 = "disco-dancers/diva#1"
FUNKY_TOWN_1 = "disco-dancers/funky-town#1"
WE_ARE_FAMILY_1 = "disco-dancers/we-are-family#1"
LAST_DANCE_1 = "disco-dancers/last-dance#1"
TURN_THE_BEAT_AROUND_1 = "disco-dancers/turn-the-beat-around#1"
BOOGIE_WONDERLAND_1 = "disco-dancers/boogie-wonderland#1"


def _what(effect, target) -> str:
    return f"{effect.source.name}'s effect on {target.name}"


def _minions_affected(ctx) -> list:
    """"For each minion affected by this": the minions this action has affected so far, copies included."""
    return [card for card in ctx.affected_by_this() if card.kind == "minion"]


def _draw_for_each_affected(ctx) -> None:
    count = len(_minions_affected(ctx))
    if count:
        ctx.draw(count)
    else:
        ctx.cannot("draw a card: no minion was affected")


# --- minions -----------------------------------------------------------------------------------


class DancingKing(CardBehaviour):
    """Ongoing: When a standard action directly affects one or more minions here, you may choose another minion here to be affected the same way."""

    card_id = "disco-dancers/dancing-king"

    def copies_effect(self, ctx, target, effect):
        here = ctx.here
        if ctx.base_of(target) is not here:
            return None
        # "Another minion": not one the action already affects directly; Dancing King itself may be
        # chosen (disco-dancers/dancing-king#1). No limit per turn, once per action (the engine).
        already = ctx.directly_affected_by(effect.source)
        others = [m for m in ctx.minions(at=here) if m not in already]
        return ctx.choose_card(
            f"another minion at {here.name} to be affected the same way by {_what(effect, target)}",
            others,
            optional=True,
            cites=(DANCING_KING_1, DANCING_KING_2),
        )


class DiscoLou(CardBehaviour):
    """Play an extra action OR place an action from your discard pile on top of your deck."""

    card_id = "disco-dancers/disco-lou"

    def on_play(self, ctx):
        actions = [c for c in ctx.discard_pile() if c.kind == "action"]

        def restack():
            card = ctx.choose_card("an action from your discard pile to place on top of your deck", actions)
            if card is not None:
                ctx.place(card, "deck", top=True)

        choices = {"play an extra action": lambda: ctx.grant_extra("action")}
        if actions:  # with no action in the discard pile, only the extra action can do anything
            choices["place an action from your discard pile on top of your deck"] = restack
        ctx.either("what Disco Lou does", choices)


class Diva(CardBehaviour):
    """Ongoing: Once each turn, when a standard action directly affects one or more of your other minions here, you may choose this minion to be affected the same way."""

    card_id = "disco-dancers/diva"
    clarification = (DIVA_1,)  # a reprint cites its own (reference.reprints.REPRINTS)

    def copies_effect(self, ctx, target, effect):
        limit = f"{ctx.card.iid}:copies"
        if ctx.used_this_turn(limit) or target is ctx.card or target.controller != ctx.player or ctx.base_of(target) is not ctx.here:
            return None
        if not ctx.may(f"have this Diva ({ctx.here.name}) be affected the same way by {_what(effect, target)}", cites=self.clarification):
            return None
        ctx.use_this_turn(limit)
        return ctx.card


class Roller(CardBehaviour):
    """Ongoing: After this minion is affected by a standard action, you may place two +1 power counters on it if it had no such counters when the action was played."""

    card_id = "disco-dancers/roller"

    @staticmethod
    def _affected_bare(ctx, event) -> bool:
        # Affected, directly or not, copies included (the errata); counters as the action was played.
        details = event.details
        return (
            ctx.is_standard_action(event.card)
            and any(card is ctx.card for card in details.get("affected", ()))
            and not details.get("counters_at_play", {}).get(ctx.card.iid)
        )

    @after("played", condition=lambda ctx, event: Roller._affected_bare(ctx, event))
    def roll(self, ctx, event):
        if ctx.may(f"place two +1 power counters on this Roller ({event.card.name} affected it)"):
            ctx.place_counters(ctx.card, 2)


# --- actions -----------------------------------------------------------------------------------


class Celebration(CardBehaviour):
    """Play two extra actions."""

    card_id = "disco-dancers/celebration"

    def on_play(self, ctx):
        ctx.grant_extra("action")
        ctx.grant_extra("action")


class DiscoInferno(CardBehaviour):
    """Each player may place a +1 power counter on one of their minions. For each minion affected by this, draw a card."""

    card_id = "disco-dancers/disco-inferno"
    targets = Targets(yours=True)

    def on_play(self, ctx):
        for player in ctx.turn_order(ctx.player):
            minion = ctx.choose_card("one of your minions for a +1 power counter", ctx.minions(controller=player), optional=True, player=player)
            if minion is not None:
                ctx.as_player(player).place_counters(minion, 1)  # that player places it (terms.affect)
        _draw_for_each_affected(ctx)


class GetDownTonight(CardBehaviour):
    """Give a minion +2 power until the end of the turn. Draw a card for each minion affected by this."""

    card_id = "disco-dancers/get-down-tonight"
    targets = Targets()

    def on_play(self, ctx):
        minion = ctx.choose_card("a minion to gain +2 power until the end of the turn", ctx.minions())
        if minion is None:
            ctx.cannot("give a minion +2 power: there is none in play")
            return
        ctx.power_until([minion], 2, "end-of-turn")
        _draw_for_each_affected(ctx)


class ImSoExcited(CardBehaviour):
    """Move one of your minions. Draw a card for each minion affected by this."""

    card_id = "disco-dancers/im-so-excited"
    targets = Targets(yours=True)

    def on_play(self, ctx):
        minion = ctx.choose_card("one of your minions to move", ctx.minions(yours=True))
        if minion is None:
            ctx.cannot("move one of their minions: they have none in play")
            return
        ctx.move_elsewhere(minion)
        _draw_for_each_affected(ctx)


class IWillSurvive(CardBehaviour):
    """Special: After a base scores, return one of your minions there to its owner's hand instead of the discard pile."""

    card_id = "disco-dancers/i-will-survive"
    special_after_scoring = True
    special_only = True  # its only ability is the Special (play.special)

    def can_play_after_scoring(self, ctx, base):
        return bool(ctx.minions(at=base, yours=True))

    def on_play(self, ctx):
        there = ctx.score.base if ctx.score is not None else None
        if there is None or not is_in_play_as_base(there):
            ctx.cannot("return a minion from a base that scored: no base has just scored")
            return
        minion = ctx.choose_card(f"one of your minions at {there.name} to return to its owner's hand", ctx.minions(at=there, yours=True))
        if minion is not None:
            ctx.return_to_hand(minion)


class ItsRainingMen(CardBehaviour):
    """Play an extra minion."""

    card_id = "disco-dancers/its-raining-men"

    def on_play(self, ctx):
        ctx.grant_extra("minion")


class LastDance(CardBehaviour):
    """Each player may destroy a minion they control. For each minion actually destroyed, its controller gains 1VP."""

    card_id = "disco-dancers/last-dance"
    targets = Targets(yours=True)

    def on_play(self, ctx):
        for player in ctx.turn_order(ctx.player):
            minion = ctx.choose_card("a minion you control to destroy", ctx.minions(controller=player), optional=True, player=player)
            if minion is not None:
                # The player who chooses destroys it and has the credit (disco-dancers/last-dance#1).
                ctx.as_player(player).citing(LAST_DANCE_1).destroy(minion)
        # Copies destroyed by Divas etc. were destroyed by this action too.
        for _minion, controller in ctx.destroyed_by_this():
            if controller is not None:
                ctx.gain_vp(1, player=controller)


class StayinAlive(CardBehaviour):
    """Choose one of your minions in play. Place a copy of it from your discard pile into your hand."""

    card_id = "disco-dancers/stayin-alive"

    def on_play(self, ctx):
        minion = ctx.choose_card("one of your minions in play", ctx.minions(yours=True))
        if minion is None:
            ctx.cannot("choose one of their minions: they have none in play")
            return
        copies = [c for c in ctx.discard_pile() if c.card_id == minion.card_id]
        if not copies:
            ctx.cannot(f"place a copy of {minion.name} into their hand: there is none in their discard pile")
            return
        ctx.place(copies[0], "hand")


class TurnTheBeatAround(CardBehaviour):
    """Choose a minion to gain +1 power until the end of the turn. For each minion affected by this, a minion there of your choice gains -1 power until the end of the turn. Special: You may play this before a base scores."""

    card_id = "disco-dancers/turn-the-beat-around"
    targets = Targets()
    special_before_scoring = True

    def on_play(self, ctx):
        minion = ctx.choose_card("a minion to gain +1 power until the end of the turn", ctx.minions())
        if minion is None:
            ctx.cannot("give a minion +1 power: there is none in play")
            return
        ctx.power_until([minion], 1, "end-of-turn")
        # The minions that gained +1 (copies included), counted now: the -1s do not add more, and
        # several -1s may go to one minion (disco-dancers/turn-the-beat-around#1).
        rules = ctx.citing(TURN_THE_BEAT_AROUND_1)
        for gainer in _minions_affected(ctx):
            there = ctx.base_of(gainer) or ctx.base_of(minion)
            if there is None:
                continue
            victim = rules.choose_card(f"a minion at {there.name} to gain -1 power until the end of the turn", ctx.minions(at=there))
            if victim is not None:
                rules.power_until([victim], -1, "end-of-turn")


class WeAreFamily(CardBehaviour):
    """Play on a minion. Ongoing: Once each turn, when a standard action directly affects one or more other minions here, you may choose this minion to be affected the same way."""

    card_id = "disco-dancers/we-are-family"
    play_on = "minion"

    def copies_effect(self, ctx, target, effect):
        host = ctx.host(ctx.card)
        limit = f"{ctx.card.iid}:copies"
        if host is None or host.kind != "minion" or target is host or ctx.used_this_turn(limit) or ctx.base_of(target) is not ctx.here:
            return None
        if not ctx.may(f"have {host.name} (with We are Family) be affected the same way by {_what(effect, target)}", cites=(WE_ARE_FAMILY_1,)):
            return None
        ctx.use_this_turn(limit)
        return host


# --- bases -------------------------------------------------------------------------------------


def _affects_own_minion_here(ctx, event) -> bool:
    """A standard action its player played affected one of their minions while it was here
    (moving it from here counts, moving it here does not: disco-dancers/boogie-wonderland#1)."""
    if not ctx.is_standard_action(event.card) or event.player is None:
        return False
    where = event.details.get("affected_where", {})
    if any(
        base == ctx.card.iid and controller == event.player and ctx.instance(iid).kind == "minion"
        for iid, (base, controller) in where.items()
    ):
        return True
    arrived = [ctx.instance(iid) for iid, (_, controller) in where.items() if controller == event.player]
    arrived = [card for card in arrived if card.kind == "minion" and ctx.base_of(card) is ctx.card]
    if arrived:
        names = " and ".join(card.name for card in arrived)
        return unmet(f"{names} moved here, and only a minion that was here when the action affected it counts", BOOGIE_WONDERLAND_1)
    return False


class BoogieWonderland(CardBehaviour):
    """After a player plays a standard action that affects one or more of their minions here, they draw a card."""

    card_id = "disco-dancers/boogie-wonderland"

    @after("played", condition=_affects_own_minion_here)
    def groove(self, ctx, event):
        ctx.as_player(event.player).citing(BOOGIE_WONDERLAND_1).draw(1)


class FunkyTown(CardBehaviour):
    """Once per turn, when your standard action directly affects one or more of your minions here, you may have it affect another of your minions here the same way."""

    card_id = "disco-dancers/funky-town"

    def copies_effect(self, ctx, target, effect):
        player = effect.source.controller  # "your standard action": its player, who decides
        limit = f"{ctx.card.iid}:copies:{player}"
        if player is None or ctx.base_of(target) is not ctx.card or ctx.used_this_turn(limit):
            return None
        if target.controller != player:
            return unmet(f"{target.name} is not one of {player}'s minions, and only an effect of {player}'s action on their own minions here is copied", FUNKY_TOWN_1)
        already = ctx.directly_affected_by(effect.source)
        others = [m for m in ctx.minions(at=ctx.card, controller=player) if m not in already]
        chosen = ctx.as_player(player).choose_card(
            f"another of your minions at {ctx.card.name} to be affected the same way by {_what(effect, target)}",
            others,
            optional=True,
            cites=(FUNKY_TOWN_1,),
        )
        if chosen is not None:
            ctx.use_this_turn(limit)
        return chosen
