"""Kung Fu Fighters: +1 power counters that flow from minion to minion."""

from __future__ import annotations

from smashup_rules.engine.abilities import HERE, CardBehaviour, Targets, after, talent, when_scoring
from smashup_rules.engine.context import IllegalPlay, counted

FIGHTING_1 = "kung-fu-fighters/everybody-was-kung-fu-fighting#1"


# --- shared helpers -------------------------------------------------------------


def _how_many(ctx, source, to) -> int:
    """"Any number of" the counters on ``source`` (at least one: none would transfer nothing)."""
    counts = {str(n): n for n in range(1, source.counters + 1)}
    return ctx.choose(f"how many +1 power counters to transfer from {source.name} to {to.name}", counts)


def _transfer_any(ctx, sources, recipients, what: str = "minion") -> int:
    """"Transfer any number of +1 power counters from one <what> to another": the player
    picks the card that gives (one with counters and somewhere for them to go), the one
    that receives, and how many (terms.transfer). Returns how many left the giver."""
    givers = [c for c in sources if c.counters and any(r is not c for r in recipients)]
    source = ctx.choose_card(f"a {what} to transfer +1 power counters from", givers)
    if source is None:
        ctx.cannot(f"transfer +1 power counters: no {what} has any to give")
        return 0
    target = ctx.choose_card(f"another {what} to transfer {source.name}'s +1 power counters to", [r for r in recipients if r is not source])
    return ctx.transfer_counters(source, target, _how_many(ctx, source, target))


def _can_transfer(sources, recipients) -> bool:
    return any(c.counters and any(r is not c for r in recipients) for c in sources)


def _one_of_your_minions(ctx):
    """"Choose one of your minions" (any of them, anywhere); None, logged, when you have none."""
    chosen = ctx.choose_card("one of your minions", ctx.minions(yours=True))
    if chosen is None:
        ctx.cannot("choose one of your minions: they have none in play")
    return chosen


# --- minions ----------------------------------------------------------------------


class DragonWarrior(CardBehaviour):
    """Ongoing: This minion cannot be destroyed. Talent: Transfer any number of +1 power counters from one minion to another."""

    card_id = "kung-fu-fighters/dragon-warrior"

    def protects(self, ctx, target, effect):
        return target is ctx.card and effect.kind == "destroy"

    def talent_refusal(self, ctx):
        minions = ctx.minions()
        if not _can_transfer(minions, minions):
            return "No minion in play has a +1 power counter to transfer to another minion, so Dragon Warrior's Talent does nothing."
        return None

    @talent
    def channel(self, ctx):
        minions = ctx.minions()
        _transfer_any(ctx, minions, minions)


class LadyWhirlwind(CardBehaviour):
    """Talent: If this minion has no +1 power counters on it, destroy a minion here with less power to place a +1 power counter on this minion."""

    card_id = "kung-fu-fighters/lady-whirlwind"

    @staticmethod
    def _weaker(ctx):
        mine = ctx.power(ctx.card)
        return [m for m in ctx.minions(here=True) if m is not ctx.card and ctx.power(m) < mine]

    def talent_refusal(self, ctx):
        if ctx.card.counters:
            return f"{ctx.card.name} has a +1 power counter on it, so its Talent does nothing."
        if not self._weaker(ctx):
            return f"No minion at {ctx.here.name} has less power than {ctx.card.name}, so its Talent does nothing."
        return None

    @talent
    def whirl(self, ctx):
        victim = ctx.choose_card("a minion here with less power to destroy", self._weaker(ctx))
        # "Destroy ... to place a counter" (terms.to): no destruction, no counter.
        if ctx.destroy(victim):
            ctx.place_counters(ctx.card, 1)
        else:
            ctx.cannot(f"place a +1 power counter on {ctx.card.name}: {victim.name} was not destroyed", cites=("terms.to",))


class DrunkenMaster(CardBehaviour):
    """Talent: If this minion has no +1 power counters on it, place a +1 power counter on it."""

    card_id = "kung-fu-fighters/drunken-master"

    def talent_refusal(self, ctx):
        if ctx.card.counters:
            return f"{ctx.card.name} has a +1 power counter on it, so its Talent does nothing."
        return None

    @talent
    def stagger(self, ctx):
        ctx.place_counters(ctx.card, 1)


class Cricket(CardBehaviour):
    """You may transfer a +1 power counter from one minion to another."""

    card_id = "kung-fu-fighters/cricket"

    def on_play(self, ctx):
        minions = ctx.minions()
        givers = [m for m in minions if m.counters]
        if not givers or len(minions) < 2:
            return
        source = ctx.choose_card("a minion to transfer a +1 power counter from", givers, optional=True)
        if source is not None:
            target = ctx.choose_card(f"another minion to transfer {source.name}'s +1 power counter to", [m for m in minions if m is not source])
            ctx.transfer_counters(source, target, 1)


# --- actions ----------------------------------------------------------------------


class ALittleBitFrightening(CardBehaviour):
    """Choose one of your minions. Destroy a minion at its base with less power to place two +1 power counters total on your minions there."""

    card_id = "kung-fu-fighters/a-little-bit-frightening"
    targets = Targets()

    def on_play(self, ctx):
        chosen = _one_of_your_minions(ctx)
        if chosen is None:
            return
        there = ctx.base_of(chosen)
        mine = ctx.power(chosen)
        weaker = [m for m in ctx.minions(at=there) if m is not chosen and ctx.power(m) < mine]
        if not weaker:
            ctx.cannot(f"destroy a minion at {there.name} with less power than {chosen.name}, so no counters are placed", cites=("terms.to",))
            return
        victim = ctx.choose_card(f"a minion at {there.name} with less power than {chosen.name} to destroy", weaker)
        if victim is None:  # none it may choose: played as an action that must directly affect another minion
            ctx.cannot(f"destroy a minion at {there.name} with less power than {chosen.name}, so no counters are placed", cites=("terms.to",))
            return
        # "Destroy ... to place" (terms.to): nothing follows a destruction that did not happen.
        if not ctx.destroy(victim):
            ctx.cannot(f"place +1 power counters: {victim.name} was not destroyed", cites=("terms.to",))
            return
        for number in (1, 2):
            yours = ctx.minions(at=there, yours=True)
            target = ctx.choose_card(f"one of your minions at {there.name} for +1 power counter {number} of 2", yours)
            if target is None:
                break
            ctx.place_counters(target, 1)


class AncientChineseArt(CardBehaviour):
    """Play on a base. Talent: Place a +1 power counter on a minion here, OR transfer any number of +1 power counters from one minion here to another minion here."""

    card_id = "kung-fu-fighters/ancient-chinese-art"
    play_on = "base"

    def talent_refusal(self, ctx):
        if not ctx.minions(here=True):
            return f"There is no minion at {ctx.here.name}, so Ancient Chinese Art's Talent does nothing."
        return None

    @talent
    def practise(self, ctx):
        here = ctx.minions(here=True)

        def place():
            ctx.place_counters(ctx.choose_card("a minion here for a +1 power counter", here), 1)

        choices = {"place a +1 power counter on a minion here": place}
        if _can_transfer(here, here):
            choices["transfer +1 power counters from one minion here to another"] = lambda: _transfer_any(ctx, here, here)
        ctx.either("Ancient Chinese Art's Talent", choices)


class EverybodyKnewTheirPart(CardBehaviour):
    """Choose one of your minions. Play an extra minion with less power on the same base."""

    card_id = "kung-fu-fighters/everybody-knew-their-part"

    def on_play(self, ctx):
        chosen = _one_of_your_minions(ctx)
        if chosen is None:
            return
        mine = ctx.power(chosen)
        if mine <= 0:
            ctx.cannot(f"play an extra minion with less power than {chosen.name}, which has power {mine}")
            return
        # "Less power" than the chosen minion has now; a minion in hand has its printed power.
        ctx.grant_extra("minion", base=ctx.base_of(chosen).iid, max_power=mine - 1)


class EverybodyWasKungFuFighting(CardBehaviour):
    """Choose a base. Each player with a minion there destroys another player’s minion there."""

    card_id = "kung-fu-fighters/everybody-was-kung-fu-fighting"

    def on_play(self, ctx):
        there = ctx.choose_base("a base", ctx.bases())
        if there is None:
            return
        ctx = ctx.citing(FIGHTING_1)
        # Who fights is fixed now: a player whose minions there are all destroyed before
        # their turn still destroys one (kung-fu-fighters/everybody-was-kung-fu-fighting#1).
        fighters = [p for p in ctx.turn_order() if ctx.minions(at=there, controller=p)]
        for fighter in fighters:  # clockwise, from the current player (#1)
            them = ctx.as_player(fighter)
            targets = [m for m in ctx.minions(at=there) if m.controller != fighter]
            if not targets:
                them.cannot(f"destroy another player's minion at {there.name}: there is none left")
                continue
            victim = them.choose_card(f"another player's minion at {there.name} to destroy", targets)
            them.destroy(victim)  # that player destroys it (terms.affect)


class ExpertTiming(CardBehaviour):
    """Choose one of your cards. Transfer any number of +1 power counters from it to another card, and/or use a Talent on it an extra time. Special: You may play this before a base scores."""

    card_id = "kung-fu-fighters/expert-timing"
    special_before_scoring = True

    @staticmethod
    def _recipients(ctx, card):
        # Counters do something only on minions and titans (counters.non-minions).
        return [c for c in ctx.cards_in_play() if c.kind in ("minion", "titan") and c is not card]

    def on_play(self, ctx):
        def has_talent(card):
            return ctx.behaviour(card.card_id).talent_method is not None

        yours = [
            c for c in ctx.cards_in_play()
            if c.kind != "base" and c.controller == ctx.player and ((c.counters and self._recipients(ctx, c)) or has_talent(c))
        ]
        chosen = ctx.choose_card("one of your cards", yours)
        if chosen is None:
            ctx.cannot("choose one of their cards with +1 power counters to transfer or a Talent to use")
            return

        def transfer():
            to = ctx.choose_card(f"another card to transfer {chosen.name}'s +1 power counters to", self._recipients(ctx, chosen))
            ctx.transfer_counters(chosen, to, _how_many(ctx, chosen, to))

        def use_talent():
            ctx.use_talent_again(chosen)

        choices = {}
        can_transfer = bool(chosen.counters and self._recipients(ctx, chosen))
        if can_transfer:
            choices["transfer +1 power counters"] = transfer
        if has_talent(chosen) and ctx.talent_again_problem(chosen) is None:
            choices["use its Talent an extra time"] = use_talent
        if can_transfer and has_talent(chosen):
            # In that order: the transfer may be what lets the Talent work (Drunken Master).
            choices["transfer +1 power counters, then use its Talent an extra time"] = lambda: (transfer(), use_talent())
        if not choices:
            ctx.cannot(f"use the Talent of {chosen.name} an extra time now")
            return
        # "X and/or Y": only X, only Y, or both (terms.and-or).
        ctx.citing("terms.and-or").choose(f"what Expert Timing does with {chosen.name}", choices, kind="and-or")()


class FastAsLightning(CardBehaviour):
    """Choose a minion. Until the end of the turn, it gains +2 power, and if it would go to the discard pile it is returned to its owner’s hand instead."""

    card_id = "kung-fu-fighters/fast-as-lightning"
    targets = Targets()
    effect_parts = ("+2 power", "return to hand")  # "if it would go to the discard pile it is returned to its owner's hand instead"

    def on_play(self, ctx):
        minion = ctx.choose_card("a minion", ctx.minions())
        if minion is None:
            return
        ctx.power_until([minion], 2, "end-of-turn")
        ctx.to_hand_instead_until([minion], "end-of-turn")


class LetsGetItOn(CardBehaviour):
    """Choose one of your minions. Destroy one or more minions at the same base with total power less than or equal to that minion."""

    card_id = "kung-fu-fighters/lets-get-it-on"
    targets = Targets()

    def on_play(self, ctx):
        chosen = _one_of_your_minions(ctx)
        if chosen is None:
            return
        there = ctx.base_of(chosen)
        budget = ctx.power(chosen)
        others = [m for m in ctx.minions(at=there) if m is not chosen]
        picked, total = [], 0
        # The minions are all chosen first, their total power measured before any is destroyed.
        while True:
            fitting = [m for m in others if m not in picked and total + ctx.power(m) <= budget]
            victim = ctx.choose_card(
                f"a minion at {there.name} to destroy (total power so far {total}, at most {budget})", fitting, optional=bool(picked)
            )
            if victim is None:
                break
            picked.append(victim)
            total += ctx.power(victim)
        if not picked:
            ctx.cannot(f"destroy a minion at {there.name} with power {budget} or less")
        for victim in picked:
            ctx.destroy(victim)


class OhHohHohHoah(CardBehaviour):
    """Play on a base. Ongoing: After another player plays a minion here, place a +1 power counter on one of your minions."""

    card_id = "kung-fu-fighters/oh-hoh-hoh-hoah"
    play_on = "base"

    @after("played", HERE, card_kind="minion", condition=lambda ctx, event: event.player is not None and event.player != ctx.player)
    def taunt(self, ctx, event):
        target = ctx.choose_card("one of your minions for a +1 power counter", ctx.minions(yours=True))
        if target is not None:
            ctx.place_counters(target, 1)


# --- bases ------------------------------------------------------------------------


class AncientDojo(CardBehaviour):
    """After you play a minion here, place a +1 power counter on each of your minions here with less power than that minion."""

    card_id = "kung-fu-fighters/ancient-dojo"

    @after("played", HERE, card_kind="minion", condition=lambda ctx, event: event.player is not None)
    def train(self, ctx, event):
        ctx = ctx.as_player(event.player)  # "you": the player who played the minion
        played = event.card
        mine = ctx.power(played)
        pupils = [m for m in ctx.minions(here=True, yours=True) if m is not played and ctx.power(m) < mine]
        for pupil in pupils:
            ctx.place_counters(pupil, 1)


class TournamentSite(CardBehaviour):
    """When this base scores, the winner gains 1VP for each player with no power here."""

    card_id = "kung-fu-fighters/tournament-site"

    @when_scoring()
    def prize(self, ctx, event):
        powerless = [p for p in ctx.players() if ctx.power_of_player(p, ctx.card) == 0]
        winners = ctx.winners()
        if not powerless or not winners:
            return
        # Each player tied for first is a winner (scoring.base-ability-ties).
        ctx = ctx.citing("scoring.base-ability-ties") if len(winners) > 1 else ctx
        ctx.record(
            "note",
            f"{', '.join(powerless)} {'has' if len(powerless) == 1 else 'have'} no power at {ctx.card.name}: "
            f"{len(powerless)} VP for the winner.",
            cards=[ctx.card],
            players=powerless,
            cites=ctx.cites,
        )
        for winner in winners:
            ctx.gain_vp(len(powerless), winner)


# --- titan ------------------------------------------------------------------------


class Sifu(CardBehaviour):
    """Special: On your turn, if you have two or more +1 power counters on your minions, you may play this titan and transfer two or more +1 power counters from your minions to it.
    Ongoing: When you transfer one or more +1 power counters to a minion, you may place an additional +1 power counters on that minion.
    Talent: Transfer a +1 power counter from one of your minions to another minion OR place a +1 power counter on a minion that doesn't have one."""

    card_id = "kung-fu-fighters/sifu"

    def titan_play(self, ctx, base):
        ctx.check_titan_special()
        held = sum(m.counters for m in ctx.minions(yours=True))
        if held < 2:
            raise IllegalPlay(f"{ctx.player} has {counted(held, '+1 power counter')} on their minions; {ctx.card.name} needs two or more.", ("counters.power",))
        if base is None:
            base = ctx.choose_base("a base for Sifu", ctx.bases())
        if not ctx.play_titan(ctx.card, base, on_your_turn=True):
            return
        moved, refused = 0, []
        while True:
            givers = [m for m in ctx.minions(yours=True) if m.counters and m not in refused]
            source = ctx.choose_card(
                "one of your minions to transfer +1 power counters from to Sifu (two or more in all)", givers, optional=moved >= 2
            )
            if source is None:
                break
            got = ctx.transfer_counters(source, ctx.card, _how_many(ctx, source, ctx.card))
            if not got:
                refused.append(source)
            moved += got

    @after(
        "counters-transferred",
        condition=lambda ctx, event: event.player == ctx.player and event.card.kind == "minion" and ctx.in_play(event.card),
    )
    def flow(self, ctx, event):
        # "When" with nothing to interrupt works as "after" (terms.when).
        ctx = ctx.citing("terms.when")
        if ctx.may(f"place an additional +1 power counter on {event.card.name}"):
            ctx.place_counters(event.card, 1)

    @staticmethod
    def _givers(ctx):
        minions = ctx.minions()
        return [m for m in ctx.minions(yours=True) if m.counters and any(o is not m for o in minions)]

    @staticmethod
    def _bare(ctx):
        return [m for m in ctx.minions() if not m.counters]

    def talent_refusal(self, ctx):
        if not self._givers(ctx) and not self._bare(ctx):
            return "No minion of yours has a +1 power counter to transfer and every minion has one, so Sifu's Talent does nothing."
        return None

    @talent
    def guide(self, ctx):
        def transfer():
            source = ctx.choose_card("one of your minions to transfer a +1 power counter from", self._givers(ctx))
            target = ctx.choose_card(f"another minion to transfer {source.name}'s +1 power counter to", [m for m in ctx.minions() if m is not source])
            ctx.transfer_counters(source, target, 1)

        def place():
            ctx.place_counters(ctx.choose_card("a minion with no +1 power counter", self._bare(ctx)), 1)

        choices = {}
        if self._givers(ctx):
            choices["transfer a +1 power counter from one of your minions"] = transfer
        if self._bare(ctx):
            choices["place a +1 power counter on a minion that doesn't have one"] = place
        ctx.either("Sifu's Talent", choices)
