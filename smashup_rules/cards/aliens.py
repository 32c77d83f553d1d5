"""Aliens: sending minions home and scoring VP directly."""

from __future__ import annotations

from smashup_rules.engine.abilities import HERE, THIS, CardBehaviour, Targets, after, after_scoring, not_when


class Invader(CardBehaviour):
    """Gain 1 VP."""

    card_id = "aliens/invader"
    leaving = not_when("left-play", THIS, verb="takes back no VP", because="VP once gained are kept, whatever happens to the card later")

    def on_play(self, ctx):
        # VP once gained are kept, whatever happens to Invader later (aliens/invader#1).
        ctx.citing("aliens/invader#1").gain_vp(1)


class BeamUp(CardBehaviour):
    """Return a minion to its owner’s hand."""

    card_id = "aliens/beam-up"
    targets = Targets()

    def on_play(self, ctx):
        minion = ctx.choose_card("a minion to return to its owner's hand", ctx.minions())
        if minion:
            ctx.return_to_hand(minion)


class JammedSignal(CardBehaviour):
    """Play on a base. Ongoing: This base’s abilities are cancelled."""

    card_id = "aliens/jammed-signal"
    play_on = "base"

    def cancels(self, ctx, target):
        return target is ctx.here


class Abduction(CardBehaviour):
    """Return a minion to its owner’s hand. Play an extra minion."""

    card_id = "aliens/abduction"
    targets = Targets()

    def on_play(self, ctx):
        minion = ctx.choose_card("a minion to return to its owner's hand", ctx.minions())
        if minion:
            ctx.return_to_hand(minion)
        ctx.grant_extra("minion")


class Collector(CardBehaviour):
    """You may return a non-Collector minion of power 3 or less on this base to its owner’s hand."""

    card_id = "aliens/collector"

    def on_play(self, ctx):
        small = [m for m in ctx.minions(here=True, power_at_most=3) if m.card_id != self.card_id]
        minion = ctx.choose_card("a non-Collector minion of power 3 or less on this base to return", small, optional=True)
        if minion:
            ctx.return_to_hand(minion)


class CropCircles(CardBehaviour):
    """Choose a base. Return each minion on that base to its owner’s hand."""

    card_id = "aliens/crop-circles"

    def on_play(self, ctx):
        base = ctx.choose_base("a base whose minions all return to their owners' hands", ctx.bases())
        for minion in ctx.minions(at=base):
            ctx.return_to_hand(minion)


class Disintegrator(CardBehaviour):
    """Place a minion of power 3 or less on the bottom of its owner’s deck."""

    card_id = "aliens/disintegrator"
    targets = Targets(power_at_most=3)

    def on_play(self, ctx):
        minion = ctx.choose_card("a minion of power 3 or less to place on the bottom of its owner's deck", ctx.minions(power_at_most=3))
        if minion:
            ctx.place(minion, "deck", top=False)


class Invasion(CardBehaviour):
    """Move a minion to another base."""

    card_id = "aliens/invasion"
    targets = Targets()

    def on_play(self, ctx):
        minion = ctx.choose_card("a minion to move", ctx.minions())
        if minion is None:
            return
        ctx.move_elsewhere(minion)


class Probe(CardBehaviour):
    """Look at another player’s hand and choose a minion in it. That player discards that minion."""

    card_id = "aliens/probe"

    def on_play(self, ctx):
        others = [p for p in ctx.turn_order(ctx.player) if p != ctx.player]
        victim = ctx.choose("another player whose hand to look at", {p: p for p in others}, kind="player")
        cards = ctx.hand(victim)
        ctx.reveal_hand(victim)
        minion = ctx.choose_card(f"a minion in {victim}'s hand", [c for c in cards if c.kind == "minion"])
        if minion:
            ctx.discard(minion)


class Scout(CardBehaviour):
    """Special: After this base scores, you may return this minion to your hand."""

    card_id = "aliens/scout"

    @after_scoring(HERE)
    def head_home(self, ctx, event):
        if ctx.may(f"return {ctx.card.name} to your hand"):
            ctx.return_to_hand(ctx.card)


class SupremeOverlord(CardBehaviour):
    """You may return a minion to its owner’s hand."""

    card_id = "aliens/supreme-overlord"

    def on_play(self, ctx):
        minion = ctx.choose_card("a minion to return to its owner's hand", ctx.minions(), optional=True)
        if minion:
            ctx.return_to_hand(minion)


class Terraforming(CardBehaviour):
    """Search the base deck for a base and swap it with a base in play. You may play an extra minion there."""

    card_id = "aliens/terraforming"

    def on_play(self, ctx):
        new = ctx.choose_card("a base from the base deck", ctx.base_deck())
        if new is None:
            return
        old = ctx.choose_base(f"a base in play to swap with {new.name}", ctx.bases())
        # Every card there stays, on the new base (aliens/terraforming#1).
        ctx.citing("aliens/terraforming#1").swap_base(old, new)
        ctx.grant_extra("minion", base=new.iid)


class TheHomeworld(CardBehaviour):
    """Once per turn, after you play a minion here, you may play an extra minion of power 2 or less."""

    card_id = "aliens/the-homeworld"

    @after("played", HERE, card_kind="minion", once_per_turn=True, condition=lambda ctx, event: event.player is not None)
    def reinforcements(self, ctx, event):
        ctx.as_player(event.player).grant_extra("minion", max_power=2)


class TheMothership(CardBehaviour):
    """After this base scores, the winner may return one of his or her minions of power 3 or less from here to his or her hand."""

    card_id = "aliens/the-mothership"

    @after_scoring(HERE)
    def beam_aboard(self, ctx, event):
        for winner in ctx.winners():
            mine = ctx.minions(here=True, controller=winner, power_at_most=3)
            minion = ctx.choose_card("one of your minions of power 3 or less here to return to your hand", mine, optional=True, player=winner)
            if minion:
                ctx.as_player(winner).return_to_hand(minion)  # the winner does it (terms.affect)
