"""Dinosaurs: big power, power boosts and protection."""

from __future__ import annotations

from smashup_rules.engine.abilities import HERE, CardBehaviour, Targets, after, instead_of, talent
from smashup_rules.engine.context import IllegalPlay, counted


class ArmorStego(CardBehaviour):
    """Talent: Until the start of your turn, this minion has +2 power during other players' turns."""

    card_id = "dinosaurs/armor-stego"

    @talent
    def brace(self, ctx):
        ctx.power_until([ctx.card], 2, "start-of-turn", during="others-turns")


class Howl(CardBehaviour):
    """Each of your minions gains +1 power until the end of your turn."""

    card_id = "dinosaurs/howl"
    targets = Targets(yours=True)

    def on_play(self, ctx):
        # Minions in play now (dinosaurs/howl#2); on another player's turn it lasts
        # until the end of your next turn (dinosaurs/howl#1).
        ctx = ctx.citing("dinosaurs/howl#2", *(() if ctx.is_your_turn else ("dinosaurs/howl#1",)))
        ctx.power_until(ctx.minions(yours=True), 1, "end-of-your-turn")


class Augmentation(CardBehaviour):
    """One minion gains +4 power until the end of your turn."""

    card_id = "dinosaurs/augmentation"
    targets = Targets()

    def on_play(self, ctx):
        minion = ctx.choose_card("a minion to gain +4 power", ctx.minions())
        if minion:
            # A minion in play now (dinosaurs/augmentation#2); on another player's turn,
            # until the end of your next turn (dinosaurs/augmentation#1).
            ctx = ctx.citing("dinosaurs/augmentation#2", *(() if ctx.is_your_turn else ("dinosaurs/augmentation#1",)))
            ctx.power_until([minion], 4, "end-of-your-turn")


class Upgrade(CardBehaviour):
    """Play on a minion. Ongoing: This minion has +2 power."""

    card_id = "dinosaurs/upgrade"
    play_on = "minion"

    def power_bonus(self, ctx, minion):
        return 2 if minion is ctx.host(ctx.card) else 0


class ToothAndClawAndGuns(CardBehaviour):
    """Play on a minion. Ongoing: This minion is not affected by other players' cards."""

    card_id = "dinosaurs/tooth-and-claw-and-guns"
    play_on = "minion"

    def protects(self, ctx, target, effect):
        return target is ctx.host(ctx.card) and effect.by_other_player_of(ctx.player)


class Laseratops(CardBehaviour):
    """You may destroy a minion here of printed power 2 or less."""

    card_id = "dinosaurs/laseratops"

    def on_play(self, ctx):
        small = [m for m in ctx.minions(here=True, exclude=ctx.card) if m.printed_power <= 2]
        ctx.destroy_one("a minion here of printed power 2 or less to destroy", small, optional=True)


class TarPits(CardBehaviour):
    """When a minion here would be destroyed for the first time each turn, place it on the bottom of its owner's deck instead."""

    card_id = "dinosaurs/tar-pits"

    @instead_of("destroy", HERE, once_per_turn=True)
    def sink(self, ctx, event):
        # Its owner places it there (dinosaurs/tar-pits#1).
        return ctx.as_player(event.card.owner).citing("dinosaurs/tar-pits#1").place(event.card, "deck", top=False)


class NaturalSelection(CardBehaviour):
    """Choose one of your minions on a base. Destroy a minion there with less power than yours."""

    card_id = "dinosaurs/natural-selection"
    targets = Targets()

    def on_play(self, ctx):
        def weaker(mine):
            return [m for m in ctx.minions(at=ctx.base_of(mine), exclude=mine) if ctx.power(m) < ctx.power(mine)]

        candidates = [m for m in ctx.minions(yours=True) if weaker(m)] or ctx.minions(yours=True)
        mine = ctx.choose_card("one of your minions on a base", candidates)
        if mine is None:
            return
        ctx.destroy_one(f"a minion there with less power than {mine.name}", weaker(mine))


class Rampage(CardBehaviour):
    """Reduce the breakpoint of a base by the power of one of your minions on that base until the end of the turn."""

    card_id = "dinosaurs/rampage"

    def on_play(self, ctx):
        mine = ctx.choose_card("one of your minions whose power reduces its base's breakpoint", ctx.minions(yours=True))
        if mine is None:
            return
        # The power now; later changes do not alter the reduction (dinosaurs/rampage#1).
        ctx.citing("dinosaurs/rampage#1").breakpoint_until(ctx.base_of(mine), -ctx.power(mine), "end-of-turn")


class SurvivalOfTheFittest(CardBehaviour):
    """Destroy the lowest-power minion (you choose in case of a tie) on each base with a higher-power minion."""

    card_id = "dinosaurs/survival-of-the-fittest"

    def on_play(self, ctx):
        for base in ctx.bases():
            minions = ctx.minions(at=base)
            if not minions:
                continue
            lowest = min(ctx.power(m) for m in minions)
            if all(ctx.power(m) == lowest for m in minions):
                continue  # no higher-power minion here
            victim = ctx.choose_card(f"the lowest-power minion at {base.name}", [m for m in minions if ctx.power(m) == lowest])
            ctx.destroy(victim)


class WarRaptor(CardBehaviour):
    """Ongoing: Gains +1 power for each War Raptor on this base (including this one)."""

    card_id = "dinosaurs/war-raptor"

    def power_bonus(self, ctx, minion):
        # Only while on a base (dinosaurs/war-raptor#1): in hand it has its printed 2.
        if minion is not ctx.card:
            return 0
        return sum(m.card_id == self.card_id for m in ctx.minions_at(ctx.here))


class WildlifePreserve(CardBehaviour):
    """Play on a base. Ongoing: Your minions here are not affected by other players' actions."""

    card_id = "dinosaurs/wildlife-preserve"
    play_on = "base"

    def on_play(self, ctx):
        # Other players' actions already on your minions here are discarded (dinosaurs/wildlife-preserve#1).
        for minion in ctx.minions(here=True, yours=True):
            for action in ctx.attachments(minion):
                if action.kind == "action" and action.controller != ctx.player:
                    ctx.discard_from_play(action, cites=("dinosaurs/wildlife-preserve#1",))

    def protects(self, ctx, target, effect):
        return (
            target.kind == "minion"
            and target.controller == ctx.player
            and ctx.base_of(target) is ctx.here
            and effect.source_is_action
            and effect.by_other_player_of(ctx.player)
        )


def _played_an_action_affecting_minions(ctx, event) -> bool:
    return event.card.kind == "action" and event.player == ctx.player and bool(_affected_minions(ctx, event))


def _affected_minions(ctx, event):
    return [c for c in event.details.get("affected", []) if c.kind == "minion" and ctx.in_play(c)]


class FortTitanosaurus(CardBehaviour):
    """Special: On your turn, if you have not played a minion, you may destroy one of your minions to play this titan on its base. Place +1 power counters on it equal to the power of the destroyed minion. Ongoing: Once per turn, after you play an action that directly affects one or more minions, you may place a +1 power counter on one of those minions and/or on this titan. Talent: If this titan has four or more +1 power counters on it, draw a card."""

    card_id = "dinosaurs/fort-titanosaurus"

    def titan_play(self, ctx, base):
        ctx.check_titan_special()
        # "If you have not played a minion": in the Play Cards phase, as the same words on Ninja
        # Acolyte are ruled (ninjas/ninja-acolyte#1); a minion played at the start of the turn does not count.
        if ctx.plays_this_turn("minion", phase="play-cards"):
            raise IllegalPlay(f"{ctx.player} has already played a minion this turn, so {ctx.card.name} cannot be played.", ("ninjas/ninja-acolyte#1",))
        mine = ctx.minions(at=base, yours=True) if base is not None else ctx.minions(yours=True)
        if not mine:
            raise IllegalPlay(f"{ctx.player} has no minion {'there ' if base is not None else ''}to destroy for {ctx.card.name}.", ("terms.to",))
        victim = ctx.choose_card("one of your minions to destroy for Fort Titanosaurus", mine)
        power = ctx.power(victim)
        there = ctx.base_of(victim)
        # "Destroy ... to play" (terms.to): a minion that is not destroyed brings no titan.
        if not ctx.destroy(victim):
            ctx.cannot(f"play {ctx.card.name}: {victim.name} was not destroyed", cites=("terms.to",))
            return
        if ctx.play_titan(ctx.card, there, on_your_turn=True) and power:
            ctx.place_counters(ctx.card, power)

    @after("played", card_kind="action", once_per_turn=True, condition=_played_an_action_affecting_minions)
    def reinforce(self, ctx, event):
        minion = ctx.choose_card(
            "one of the minions it directly affected for a +1 power counter",
            _affected_minions(ctx, event),
            optional=True,
            cites=("terms.directly-affects",),
        )
        if minion is not None:
            ctx.place_counters(minion, 1)
        if ctx.may("place a +1 power counter on Fort Titanosaurus", cites=("terms.and-or",)):
            ctx.place_counters(ctx.card, 1)

    @talent
    def well_stocked(self, ctx):
        if ctx.card.counters >= 4:
            ctx.draw(1)
        else:
            ctx.cannot(f"draw a card: {ctx.card.name} has only {counted(ctx.card.counters, '+1 power counter')}")
