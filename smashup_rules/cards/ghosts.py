"""Ghosts: strength from an empty hand."""

from __future__ import annotations

from smashup_rules.engine.abilities import CardBehaviour
from smashup_rules.engine.context import DiscardCards


class Spirit(CardBehaviour):
    """Choose a minion. You may discard cards equal to its power to destroy it."""

    card_id = "ghosts/spirit"

    def on_play(self, ctx):
        minion = ctx.choose_card("a minion", ctx.minions())
        if minion is None:
            return
        power = ctx.power(minion)
        # "Do X to do Y" (terms.to): without enough cards in hand, nothing is discarded.
        ctx.may_do_to(f"discard {power} card(s) to destroy {minion.name}", DiscardCards(ctx, power), lambda: ctx.destroy(minion))
