"""The Madness deck's card (madness.card): drawn from the shared Madness deck."""

from __future__ import annotations

from smashup_rules.engine.abilities import CardBehaviour


class Madness(CardBehaviour):
    """Draw two cards OR return this card to the Madness deck."""

    card_id = "madness/madness"

    def on_play(self, ctx):
        ctx.citing("madness.card").either("what Madness does", {
            "draw two cards": lambda: ctx.draw(2),
            "return this card to the Madness deck": lambda: ctx.return_to_madness_deck(ctx.card),
        })
