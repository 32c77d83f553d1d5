"""Ninjas: precise destruction and sneaking in before a base scores."""

from __future__ import annotations

from smashup_rules.engine.abilities import HERE, CardBehaviour, after_scoring, at_end_of_turn, talent
from smashup_rules.engine.errors import IllegalPlay


class SmokeBomb(CardBehaviour):
    """Play on one of your minions. Ongoing: This minion is not affected by other players’ actions."""

    card_id = "ninjas/smoke-bomb"
    play_on = "own-minion"

    def protects(self, ctx, target, effect):
        return target is ctx.state.host(ctx.card) and effect.source_is_action and effect.by_other_player_of(ctx.player)


class HiddenNinja(CardBehaviour):
    """Special: Before a base scores, play a minion there."""

    card_id = "ninjas/hidden-ninja"
    special_before_scoring = True

    def on_play(self, ctx):
        # "There" is the base about to score; the extra play must be used now (play.extra).
        ctx.play_extra_now("minion", base=ctx.scoring_base.iid, mandatory=True)


class Shinobi(CardBehaviour):
    """Special: Before a base scores, you may play this minion there. You can only use one Shinobi’s ability per base."""

    card_id = "ninjas/shinobi"
    special_before_scoring = True

    def can_play_before_scoring(self, ctx, base):
        return not ctx.used_this_turn(f"{self.card_id}@{base.iid}")

    def on_play(self, ctx):
        if ctx.scoring_base is not None:  # played through its Special, not as a regular play
            ctx.use_this_turn(f"{self.card_id}@{ctx.scoring_base.iid}")


class NinjaMaster(CardBehaviour):
    """You may destroy a minion on this base."""

    card_id = "ninjas/ninja-master"

    def on_play(self, ctx):
        victim = ctx.choose_card("a minion on this base to destroy", ctx.minions(here=True, exclude=ctx.card), optional=True)
        if victim:
            ctx.destroy(victim)


class TigerAssassin(CardBehaviour):
    """You may destroy a minion of power 3 or less on this base."""

    card_id = "ninjas/tiger-assassin"

    def on_play(self, ctx):
        victim = ctx.choose_card("a minion of power 3 or less on this base to destroy", ctx.minions(here=True, power_at_most=3), optional=True)
        if victim:
            ctx.destroy(victim)


class SeeingStars(CardBehaviour):
    """Destroy a minion of power 3 or less."""

    card_id = "ninjas/seeing-stars"

    def on_play(self, ctx):
        victim = ctx.choose_card("a minion of power 3 or less to destroy", ctx.minions(power_at_most=3))
        if victim:
            ctx.destroy(victim)


class NinjaAcolyte(CardBehaviour):
    """Talent: If you have not played a minion on this turn, you may return this minion to your hand and play an extra minion here immediately."""

    card_id = "ninjas/ninja-acolyte"

    @talent
    def swap_in(self, ctx):
        # Only the Play Cards phase counts (ninjas/ninja-acolyte#1).
        if any(ctx.state.cards[iid].controller == ctx.player for iid in ctx.state.turn.minions_played):
            raise IllegalPlay(f"{ctx.player} has already played a minion this turn, so Ninja Acolyte's Talent does nothing.")
        here = ctx.here
        # Both or neither (terms.may; ninjas/ninja-acolyte#2). The Acolyte itself
        # will be in hand to be played, so both parts are always possible.
        ctx.may_both(
            "return Ninja Acolyte to your hand and play an extra minion here (ninjas/ninja-acolyte#2)",
            lambda: ctx.return_to_hand(ctx.card),
            lambda: ctx.play_extra_now("minion", base=here.iid, mandatory=True),
            possible=True,
        )


class Assassination(CardBehaviour):
    """Play on a minion. Ongoing: Destroy this minion at the end of the turn."""

    card_id = "ninjas/assassination"
    play_on = "minion"

    @at_end_of_turn()
    def strike(self, ctx, event):
        ctx.destroy(ctx.state.host(ctx.card))


class NinjaDojo(CardBehaviour):
    """After this base scores, the winner may destroy any one minion."""

    card_id = "ninjas/ninja-dojo"

    @after_scoring(HERE)
    def winner_strikes(self, ctx, event):
        for winner in ctx.winners():  # each tied winner, in turn order (scoring.base-ability-ties)
            victim = ctx.choose_card("any one minion to destroy", ctx.minions(), optional=True, player=winner)
            if victim:
                ctx.destroy(victim)
