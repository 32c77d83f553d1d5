"""Robots: many small minions and extra plays."""

from __future__ import annotations

from smashup_rules.engine.abilities import HERE, CardBehaviour, when_scoring


class Zapbot(CardBehaviour):
    """You may play an extra minion of power 2 or less."""

    card_id = "robots/zapbot"

    def on_play(self, ctx):
        ctx.grant_extra("minion", max_power=2)


class Warbot(CardBehaviour):
    """Ongoing: This minion cannot be destroyed."""

    card_id = "robots/warbot"

    def protects(self, ctx, target, effect):
        return target is ctx.card and effect.kind == "destroy"


class Hoverbot(CardBehaviour):
    """Reveal the top card of your deck. If it is a minion, you may play it as an extra minion. Otherwise, return it to the top of your deck."""

    card_id = "robots/hoverbot"

    def on_play(self, ctx):
        top = ctx.reveal_top()
        if top is not None and top.kind == "minion":
            # A specific extra play: only the revealed card may use it (play.extra-generic-specific).
            ctx.play_extra_now("minion", card=top.iid, from_zone="deck")


class TheCentralBrain(CardBehaviour):
    """Each minion here has +1 power."""

    card_id = "robots/the-central-brain"

    def power_bonus(self, ctx, minion):
        return 1 if ctx.state.base_of(minion) is ctx.card else 0


class Factory4361337(CardBehaviour):
    """When this base scores, the winner gains 1 VP for every 5 power that player has here."""

    card_id = "robots/factory-436-1337"

    @when_scoring(HERE)
    def production_bonus(self, ctx, event):
        for winner in ctx.winners():
            bonus = ctx.score.powers[winner].total // 5
            if bonus:
                ctx.gain_vp(bonus, winner)
