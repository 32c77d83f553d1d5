"""Ninjas: precise destruction and sneaking in before a base scores."""

from __future__ import annotations

from smashup_rules.engine.abilities import HERE, CardBehaviour, Targets, after, after_scoring, at_end_of_turn, at_start_of_your_turn, talent
from smashup_rules.engine.context import DiscardCards, IllegalPlay


class SmokeBomb(CardBehaviour):
    """Play on one of your minions. Ongoing: This minion is not affected by other players’ actions."""

    card_id = "ninjas/smoke-bomb"
    play_on = "own-minion"

    def protects(self, ctx, target, effect):
        return target is ctx.host(ctx.card) and effect.source_is_action and effect.by_other_player_of(ctx.player)


class HiddenNinja(CardBehaviour):
    """Special: Before a base scores, play a minion there."""

    card_id = "ninjas/hidden-ninja"
    special_before_scoring = True
    special_only = True  # only before a base scores (play.special)

    def on_play(self, ctx):
        # "There" is the base about to score; granted by a Special, the play is for now only (play.extra).
        ctx.play_extra_now("minion", base=ctx.scoring_base.iid)


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
        ctx.destroy_one("a minion on this base to destroy", ctx.minions(here=True, exclude=ctx.card), optional=True)


class TigerAssassin(CardBehaviour):
    """You may destroy a minion of power 3 or less on this base."""

    card_id = "ninjas/tiger-assassin"

    def on_play(self, ctx):
        ctx.destroy_one("a minion of power 3 or less on this base to destroy", ctx.minions(here=True, power_at_most=3), optional=True)


class SeeingStars(CardBehaviour):
    """Destroy a minion of power 3 or less."""

    card_id = "ninjas/seeing-stars"
    targets = Targets(power_at_most=3)

    def on_play(self, ctx):
        ctx.destroy_one("a minion of power 3 or less to destroy", ctx.minions(power_at_most=3))


class NinjaAcolyte(CardBehaviour):
    """Talent: If you have not played a minion on this turn, you may return this minion to your hand and play an extra minion here immediately."""

    card_id = "ninjas/ninja-acolyte"

    def talent_refusal(self, ctx):
        # Only the Play Cards phase counts (ninjas/ninja-acolyte#1).
        if ctx.plays_this_turn("minion", phase="play-cards"):
            return f"{ctx.player} has already played a minion this turn, so Ninja Acolyte's Talent does nothing."
        return None

    @talent
    def swap_in(self, ctx):
        here = ctx.here
        # Both or neither (terms.may; ninjas/ninja-acolyte#2). The Acolyte itself
        # will be in hand to be played, so both parts are always possible.
        ctx = ctx.citing("ninjas/ninja-acolyte#1", "ninjas/ninja-acolyte#2")
        ctx.may_both(
            "return Ninja Acolyte to your hand and play an extra minion here",
            lambda: ctx.return_to_hand(ctx.card),
            lambda: ctx.play_extra_now("minion", base=here.iid, now=True),
            possible=True,
        )


class Assassination(CardBehaviour):
    """Play on a minion. Ongoing: Destroy this minion at the end of the turn."""

    card_id = "ninjas/assassination"
    play_on = "minion"

    @at_end_of_turn()
    def strike(self, ctx, event):
        ctx.destroy(ctx.host(ctx.card))


class NinjaDojo(CardBehaviour):
    """After this base scores, the winner may destroy any one minion."""

    card_id = "ninjas/ninja-dojo"

    @after_scoring(HERE)
    def winner_strikes(self, ctx, event):
        for winner in ctx.winners():  # each tied winner, in turn order (scoring.base-ability-ties)
            # Any minion, those on the Dojo itself included (ninjas/ninja-dojo#1).
            victim = ctx.choose_card("any one minion to destroy", ctx.minions(), optional=True, player=winner, cites=("ninjas/ninja-dojo#1",))
            if victim:
                ctx.as_player(winner).destroy(victim)  # the winner destroys it (terms.affect)


class Disguise(CardBehaviour):
    """Choose one or two of your minions on one base. Play an equal number of extra minions there, and return the chosen minions to your hand."""

    card_id = "ninjas/disguise"
    targets = Targets(yours=True)

    def on_play(self, ctx):
        # Both parts or neither (ninjas/disguise#1): only as many minions as can be replaced
        # from hand may be chosen, and the extra minions are played at once (ninjas/disguise#2).
        in_hand = sum(card.kind == "minion" for card in ctx.hand())
        bases = ctx.bases_for_minions([b for b in ctx.bases() if ctx.minions(at=b, yours=True)])
        if not bases or not in_hand:
            ctx.cannot("play extra minions and return minions: both parts must happen (ninjas/disguise#1)", cites=("ninjas/disguise#1",))
            return
        base = ctx.choose_base("the base with the minions to disguise", bases)
        chosen = [ctx.choose_card("one of your minions there to return to your hand", ctx.minions(at=base, yours=True))]
        if in_hand >= 2:
            second = ctx.choose_card("a second minion there to return (or pass)", ctx.minions(at=base, yours=True, exclude=chosen[0]), optional=True)
            if second:
                chosen.append(second)
        # Each extra minion is played at once (ninjas/disguise#2) or passed; one chosen minion returns
        # for each one played, so a pass leaves its minion there: both parts or neither (ninjas/disguise#1).
        ctx = ctx.citing("ninjas/disguise#1", "ninjas/disguise#2")
        played = sum(ctx.play_extra_now("minion", base=base.iid, now=True) is not None for _ in chosen)
        for minion in chosen[:played]:
            ctx.return_to_hand(minion)


class Infiltrate(CardBehaviour):
    """Play on a base. You may destroy another action on this base. Talent: Destroy this action to cancel this base's ability until the start of your turn."""

    card_id = "ninjas/infiltrate"
    play_on = "base"

    def on_play(self, ctx):
        others = [a for a in ctx.attachments(ctx.here) if a is not ctx.card and a.kind == "action"]
        ctx.destroy_one("another action on this base to destroy", others, optional=True)

    @talent
    def sabotage(self, ctx):
        base = ctx.here
        # "Destroy this to cancel" (terms.to): only if Infiltrate is really destroyed.
        if ctx.destroy(ctx.card):
            ctx.cancel_until(base, "start-of-turn")


class Poison(CardBehaviour):
    """Play on a minion. Destroy any number of actions on it. Ongoing: This minion has -4 power. (Minions have minimum power of 0.)"""

    card_id = "ninjas/poison"
    play_on = "minion"

    def on_play(self, ctx):
        host = ctx.host(ctx.card)
        while True:
            others = [a for a in ctx.attachments(host) if a is not ctx.card and a.kind == "action"]
            victim = ctx.choose_card(f"an action on {host.name} to destroy", others, optional=True)
            if victim is None:
                return
            ctx.destroy(victim)

    def power_bonus(self, ctx, minion):
        return -4 if minion is ctx.host(ctx.card) else 0


class TempleOfGoju(CardBehaviour):
    """After this base scores, place each player's highest power minion here on the bottom of its owner's deck."""

    card_id = "ninjas/temple-of-goju"

    @after_scoring(HERE)
    def send_to_the_monastery(self, ctx, event):
        for player in ctx.turn_order():
            theirs = ctx.minions(here=True, controller=player)
            if not theirs:
                continue
            highest = max(ctx.power(m) for m in theirs)
            # Each owner places their own minion (ninjas/temple-of-goju#1); a tie is the player's pick.
            minion = ctx.choose_card(
                "your highest-power minion here to place on the bottom of its owner's deck",
                [m for m in theirs if ctx.power(m) == highest],
                player=player,
                cites=("ninjas/temple-of-goju#1",),
            )
            ctx.as_player(minion.owner or player).place(minion, "deck", top=False)


class WayOfDeception(CardBehaviour):
    """Move one of your minions to another base."""

    card_id = "ninjas/way-of-deception"
    targets = Targets(yours=True)

    def on_play(self, ctx):
        minion = ctx.choose_card("one of your minions to move", ctx.minions(yours=True))
        if minion is None:
            return
        ctx.move_elsewhere(minion)


def _destroyed_another_players_card(ctx, event) -> bool:
    controller = event.details.get("controller") or event.card.owner
    return event.player == ctx.player and controller is not None and controller != ctx.player


def _returned_your_minion(ctx, event) -> bool:
    return event.player == ctx.player and event.card.kind == "minion" and event.details.get("controller") == ctx.player


class InvisibleNinja(CardBehaviour):
    """Special: On your turn, if this titan was not in play at the start of your turn, you may discard a card to play this titan at a base where you have a minion. Ongoing: Once per turn, after you destroy another player's card or return one of your minions to your hand, you may look at the top two cards of your deck, draw one, and shuffle the other into your deck. Special: At the start of your turn, you may destroy this titan to play an extra minion of power 3 or less."""

    card_id = "ninjas/invisible-ninja"

    def titan_play(self, ctx, base):
        ctx.check_titan_special()
        if ctx.titan_in_play_at_turn_start(ctx.card):
            raise IllegalPlay(f"{ctx.card.name} was in play at the start of {ctx.player}'s turn.")
        bases = [b for b in ctx.bases() if ctx.minions(at=b, yours=True)]
        if base is None:
            base = ctx.choose_base("a base where you have a minion", bases)
        if base not in bases:
            raise IllegalPlay(f"{ctx.card.name} must be played at a base where {ctx.player} has a minion.", ("terms.have",))
        # "Discard a card to play this titan" (terms.to): with an empty hand, nothing happens.
        ctx.do_to(DiscardCards(ctx, 1), lambda: ctx.play_titan(ctx.card, base, on_your_turn=True))

    def _peek(self, ctx):
        key = f"{ctx.card.iid}:peek"
        if not ctx.may("look at the top two cards of your deck, draw one and shuffle the other into your deck"):
            return
        ctx.use_this_turn(key)
        top = ctx.look_at_top(2)
        if not top:
            return
        ctx.draw_card(ctx.choose_card("a card to draw", top))
        ctx.shuffle_deck()

    @after("destroyed", condition=lambda ctx, event: not ctx.used_this_turn(f"{ctx.card.iid}:peek") and _destroyed_another_players_card(ctx, event))
    def after_destroying(self, ctx, event):
        self._peek(ctx)

    @after("returned", condition=lambda ctx, event: not ctx.used_this_turn(f"{ctx.card.iid}:peek") and _returned_your_minion(ctx, event))
    def after_returning(self, ctx, event):
        self._peek(ctx)

    @at_start_of_your_turn()
    def vanish(self, ctx, event):
        # "Destroy this titan to play an extra minion" (terms.to): no destruction, no minion.
        if ctx.may("destroy Invisible Ninja to play an extra minion of power 3 or less") and ctx.destroy(ctx.card):
            ctx.play_extra_now("minion", max_power=3)
