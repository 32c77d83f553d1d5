"""Kaiju: actions on bases that give their player power there."""

from __future__ import annotations

from smashup_rules.engine.abilities import CardBehaviour


class TailSmash(CardBehaviour):
    """Play on a base. Destroy a minion you don’t control here of power 3 or less. Ongoing: You gain +4 power here."""

    card_id = "kaiju/tail-smash"
    play_on = "base"

    def on_play(self, ctx):
        ctx.destroy_one("a minion you don't control here of power 3 or less to destroy", ctx.minions(here=True, yours=False, power_at_most=3))

    def player_power(self, ctx, player, base):
        # Power from a card that is not a minion (power.non-minions).
        return 4 if player == ctx.player and base is ctx.here else 0
