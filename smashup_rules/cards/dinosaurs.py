"""Dinosaurs: big power, power boosts and protection."""

from __future__ import annotations

from smashup_rules.engine.abilities import HERE, CardBehaviour, instead_of, talent


class ArmorStego(CardBehaviour):
    """Talent: Until the start of your turn, this minion has +2 power during other players' turns."""

    card_id = "dinosaurs/armor-stego"

    @talent
    def brace(self, ctx):
        ctx.power_until([ctx.card], 2, "start-of-turn", during="others-turns")


class Howl(CardBehaviour):
    """Each of your minions gains +1 power until the end of your turn."""

    card_id = "dinosaurs/howl"

    def on_play(self, ctx):
        ctx.power_until(ctx.minions(yours=True), 1, "end-of-turn")


class Augmentation(CardBehaviour):
    """One minion gains +4 power until the end of your turn."""

    card_id = "dinosaurs/augmentation"

    def on_play(self, ctx):
        minion = ctx.choose_card("a minion to gain +4 power", ctx.minions())
        if minion:
            ctx.power_until([minion], 4, "end-of-turn")


class Upgrade(CardBehaviour):
    """Play on a minion. Ongoing: This minion has +2 power."""

    card_id = "dinosaurs/upgrade"
    play_on = "minion"

    def power_bonus(self, ctx, minion):
        return 2 if minion is ctx.state.host(ctx.card) else 0


class ToothAndClawAndGuns(CardBehaviour):
    """Play on a minion. Ongoing: This minion is not affected by other players' cards."""

    card_id = "dinosaurs/tooth-and-claw-and-guns"
    play_on = "minion"

    def protects(self, ctx, target, effect):
        return target is ctx.state.host(ctx.card) and effect.by_other_player_of(ctx.player)


class Laseratops(CardBehaviour):
    """You may destroy a minion here of printed power 2 or less."""

    card_id = "dinosaurs/laseratops"

    def on_play(self, ctx):
        small = [m for m in ctx.minions(here=True, exclude=ctx.card) if m.printed_power <= 2]
        victim = ctx.choose_card("a minion here of printed power 2 or less to destroy", small, optional=True)
        if victim:
            ctx.destroy(victim)


class TarPits(CardBehaviour):
    """When a minion here would be destroyed for the first time each turn, place it on the bottom of its owner's deck instead."""

    card_id = "dinosaurs/tar-pits"

    @instead_of("destroy", HERE, once_per_turn=True)
    def sink(self, ctx, event):
        return ctx.place(event.card, "deck", top=False)
