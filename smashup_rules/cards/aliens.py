"""Aliens: sending minions home and scoring VP directly."""

from __future__ import annotations

from smashup_rules.engine.abilities import CardBehaviour


class Invader(CardBehaviour):
    """Gain 1 VP."""

    card_id = "aliens/invader"

    def on_play(self, ctx):
        ctx.gain_vp(1)


class BeamUp(CardBehaviour):
    """Return a minion to its owner’s hand."""

    card_id = "aliens/beam-up"

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
