"""The Madness deck's card (madness.card): drawn from the shared Madness deck."""

from __future__ import annotations

from smashup_rules.engine.abilities import CardBehaviour


class Madness(CardBehaviour):
    """Draw two cards OR return this card to the Madness deck."""

    card_id = "madness/madness"

    def on_play(self, ctx):
        # Its two options, and where it goes after (cthulhu/madness-deck#2).
        ctx.citing("madness.card", "cthulhu/madness-deck#2").either("what Madness does", {
            "draw two cards": lambda: ctx.draw(2),
            "return this card to the Madness deck": lambda: ctx.return_to_madness_deck(ctx.card),
        })
