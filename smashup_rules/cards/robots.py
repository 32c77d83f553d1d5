"""Robots: many small minions and extra plays."""

from __future__ import annotations

from smashup_rules.engine.abilities import HERE, THIS, CardBehaviour, after, when_scoring


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
            # A specific extra play: only the revealed card may use it (play.extra-generic-specific),
            # now or never (robots/hoverbot#1).
            ctx.citing("robots/hoverbot#1").play_extra_now("minion", card=top.iid, from_zone="deck")


class TheCentralBrain(CardBehaviour):
    """Each minion here has +1 power."""

    card_id = "robots/the-central-brain"

    def power_bonus(self, ctx, minion):
        return 1 if ctx.base_of(minion) is ctx.card else 0


class Factory4361337(CardBehaviour):
    """When this base scores, the winner gains 1 VP for every 5 power that player has here."""

    card_id = "robots/factory-436-1337"

    @when_scoring(HERE)
    def production_bonus(self, ctx, event):
        for winner in ctx.winners():
            bonus = ctx.score.powers[winner].total // 5
            if bonus:
                ctx.citing("robots/factory-436-1337#1").gain_vp(bonus, winner)


def is_microbot(ctx, minion, controller=None) -> bool:
    """A Microbot by name, or any minion in play of a player who controls an active
    Microbot Alpha ("All of your minions are considered Microbots"; only in play,
    robots/microbot-alpha#1). ``controller``: who controlled a minion that has just
    left play."""
    if minion.name.startswith("Microbot"):
        return True
    if controller is None:
        if not ctx.in_play(minion):
            return False
        controller = minion.controller
    return alpha_active(ctx, controller)


def alpha_active(ctx, player) -> bool:
    """Whether ``player`` controls a Microbot Alpha whose ability is not cancelled."""
    return any(
        alpha.controller == player and ctx.abilities_active(alpha)
        for alpha in ctx.find_in_play(MicrobotAlpha.card_id)
    )


class MicrobotAlpha(CardBehaviour):
    """Ongoing: Gains +1 power for each of your other Microbots. All of your minions are considered Microbots."""

    card_id = "robots/microbot-alpha"

    def power_bonus(self, ctx, minion):
        if minion is not ctx.card:
            return 0
        in_play = sum(is_microbot(ctx, m) for m in ctx.minions(yours=True, exclude=ctx.card))
        # Your minions in stasis are in play too, so yours and Microbots (stasis.status).
        in_stasis = sum(is_microbot(ctx, m, ctx.player) for m in ctx.cards_in_stasis() if m.kind == "minion")
        return in_play + in_stasis


class MicrobotArchive(CardBehaviour):
    """Ongoing: After one of your Microbots (including this one) is destroyed, draw a card."""

    card_id = "robots/microbot-archive"

    @after("destroyed", condition=lambda ctx, event: event.card.kind == "minion"
           and event.details.get("controller") == ctx.player and is_microbot(ctx, event.card, ctx.player))
    def backup(self, ctx, event):
        ctx.draw(1)


class MicrobotFixer(CardBehaviour):
    """If this is the first minion you played this turn, you may play an extra minion. Ongoing: Each of your Microbots gains +1 power."""

    card_id = "robots/microbot-fixer"

    def on_play(self, ctx):
        ctx.grant_extra("minion", when=ctx.first_played_this_turn())

    def power_bonus(self, ctx, minion):
        # Two Fixers give each Microbot +2, themselves included (robots/microbot-fixer#1).
        return 1 if minion.controller == ctx.player and is_microbot(ctx, minion) else 0


class MicrobotGuard(CardBehaviour):
    """Destroy a minion on this base with power less than the number of minions you have here."""

    card_id = "robots/microbot-guard"

    def on_play(self, ctx):
        count = len(ctx.minions(here=True, yours=True))
        ctx.destroy_one(f"a minion on this base with power less than {count}", ctx.minions(here=True, power_at_most=count - 1))


class MicrobotReclaimer(CardBehaviour):
    """If this is the first minion you played this turn, you may play an extra minion. Shuffle any number of Microbots from your discard pile into your deck."""

    card_id = "robots/microbot-reclaimer"

    def on_play(self, ctx):
        ctx.grant_extra("minion", when=ctx.first_played_this_turn())
        chosen = []
        while True:
            left = [c for c in ctx.discard_pile() if is_microbot(ctx, c) and c not in chosen]
            # Microbot Alpha makes minions Microbots only in play (robots/microbot-alpha#1).
            why = ("robots/microbot-alpha#1",) if alpha_active(ctx, ctx.player) else ()
            card = ctx.choose_card("a Microbot from your discard pile to shuffle into your deck", left, optional=True, cites=why)
            if card is None:
                break
            chosen.append(card)
        if chosen:
            ctx.shuffle_into_deck(chosen)


class Nukebot(CardBehaviour):
    """Ongoing: After this minion is destroyed, destroy each other player’s minions on this base."""

    card_id = "robots/nukebot"

    @after("destroyed", THIS)
    def fallout(self, ctx, event):
        for minion in ctx.minions(at=event.base, yours=False):
            ctx.destroy(minion)


class TechCenter(CardBehaviour):
    """Choose a base. Draw one card for each of your minions there."""

    card_id = "robots/tech-center"

    def on_play(self, ctx):
        base = ctx.choose_base("a base", ctx.bases())
        count = len(ctx.minions(at=base, yours=True))
        if count:
            ctx.draw(count)
