"""Pirates: moving minions around and blowing up small ones."""

from __future__ import annotations

from smashup_rules.engine.abilities import HERE, THIS, CardBehaviour, Targets, after, after_replaced, after_scoring, before_scoring, instead_of, talent
from smashup_rules.reference.data import group_name


class PirateKing(CardBehaviour):
    """Special: Before a base scores, you may move this minion there."""

    card_id = "pirates/pirate-king"

    @before_scoring()
    def sail_to_scoring_base(self, ctx, event):
        there = event.base
        if ctx.here is not there and ctx.may(f"move {ctx.card.name} to {there.name}"):
            ctx.move(ctx.card, there)


class Buccaneer(CardBehaviour):
    """Ongoing: Once per turn, if this minion would be destroyed, you may move it to another base instead."""

    card_id = "pirates/buccaneer"

    @instead_of("destroy", THIS, once_per_turn=True)
    def slip_away(self, ctx, event):
        destination = ctx.choose_base("a base to move to instead of being destroyed", ctx.other_bases(ctx.here), optional=True)
        return destination is not None and ctx.move(ctx.card, destination)


class CutLass(CardBehaviour):
    """You may destroy a minion here of power 2 or less."""

    card_id = "pirates/cut-lass"

    def on_play(self, ctx):
        ctx.destroy_one("a minion here of power 2 or less to destroy", ctx.minions(here=True, power_at_most=2), optional=True)


class FirstMate(CardBehaviour):
    """Special: After this base is scored, you may move this minion to another base instead of the discard pile."""

    card_id = "pirates/first-mate"

    @after_scoring(HERE)
    def jump_ship(self, ctx, event):
        # After scoring comes before the base is replaced, so the replacement base
        # cannot be chosen (pirates/first-mate#1).
        ctx = ctx.citing("pirates/first-mate#1")
        destination = ctx.choose_base(
            "a base to move to instead of the discard pile", ctx.other_bases(event.base), optional=True
        )
        if destination is not None:
            ctx.move(ctx.card, destination)


class Broadside(CardBehaviour):
    """Destroy all of one player's minions of power 2 or less on a base where you have a minion."""

    card_id = "pirates/broadside"
    targets = Targets(power_at_most=2)

    def on_play(self, ctx):
        bases = ctx.bases_for_minions([base for base in ctx.bases() if ctx.minions(at=base, yours=True)])
        base = ctx.choose_base("a base where you have a minion", bases)
        if base is None:
            return
        players = [p for p in ctx.turn_order() if ctx.minions(at=base, controller=p, power_at_most=2)]
        if not players:
            return
        victim = ctx.choose("the player whose minions of power 2 or less are destroyed", {p: p for p in players}, kind="player")
        for minion in ctx.minions(at=base, controller=victim, power_at_most=2):
            ctx.destroy(minion)


class Cannon(CardBehaviour):
    """Destroy up to two minions of power 2 or less."""

    card_id = "pirates/cannon"
    targets = Targets(power_at_most=2)

    def on_play(self, ctx):
        for _ in range(2):
            victim = ctx.choose_card("a minion of power 2 or less to destroy", ctx.minions(power_at_most=2), optional=True)
            if victim is None:
                return
            ctx.destroy(victim)


class Dinghy(CardBehaviour):
    """Move up to two of your minions to other bases."""

    card_id = "pirates/dinghy"
    targets = Targets(yours=True)

    def on_play(self, ctx):
        # Each minion to a base of its own choosing (pirates/dinghy#1).
        ctx = ctx.citing("pirates/dinghy#1")
        ctx.move_some("one of your minions to move", lambda: ctx.minions(yours=True), up_to=2)


class FullSail(CardBehaviour):
    """Move any number of your minions to other bases. Special: Before a base scores, you may play this card."""

    card_id = "pirates/full-sail"
    targets = Targets(yours=True)
    special_before_scoring = True

    def on_play(self, ctx):
        # Each minion to a base of its own choosing (pirates/full-sail#1).
        ctx = ctx.citing("pirates/full-sail#1")
        ctx.move_some("one of your minions to move", lambda: ctx.minions(yours=True))


class Powderkeg(CardBehaviour):
    """Destroy one of your minions and all minions with equal or less power on the same base."""

    card_id = "pirates/powderkeg"
    targets = Targets()

    def on_play(self, ctx):
        chosen = ctx.choose_card("one of your minions to blow up", ctx.minions(yours=True))
        if chosen is None:
            return
        # The power is read before anything is destroyed; a chosen minion that
        # cannot be destroyed still sets the limit (pirates/powderkeg#1).
        limit = ctx.power(chosen)
        base = ctx.base_of(chosen)
        others = ctx.minions(at=base, power_at_most=limit, exclude=chosen)
        if not ctx.destroy(chosen):
            ctx = ctx.citing("pirates/powderkeg#1")  # the others are destroyed all the same
        for minion in others:
            ctx.destroy(minion)


class SeaDogs(CardBehaviour):
    """Name a faction. Move all other players’ minions of that faction from one base to another."""

    card_id = "pirates/sea-dogs"

    def on_play(self, ctx):
        theirs = ctx.minions(yours=False)
        factions = sorted({m.group for m in theirs})
        if not factions:
            return
        faction = ctx.choose("a faction to name", {group_name(f): f for f in factions})
        # All of them start at one base and go to one base (pirates/sea-dogs#1).
        ctx = ctx.citing("pirates/sea-dogs#1")
        origins = [b for b in ctx.bases() if any(m.group == faction for m in ctx.minions(at=b, yours=False))]
        origin = ctx.choose_base("the base to move them from", origins)
        destination = ctx.choose_base("the base to move them to", ctx.other_bases(origin))
        for minion in [m for m in ctx.minions(at=origin, yours=False) if m.group == faction]:
            ctx.move(minion, destination)


class Shanghai(CardBehaviour):
    """Move another player’s minion to another base."""

    card_id = "pirates/shanghai"
    targets = Targets(yours=False)

    def on_play(self, ctx):
        minion = ctx.choose_card("another player's minion to move", ctx.minions(yours=False))
        if minion is None:
            return
        ctx.move_elsewhere(minion)


class Swashbuckling(CardBehaviour):
    """Each of your minions gains +1 power until the end of the turn."""

    card_id = "pirates/swashbuckling"
    targets = Targets(yours=True)

    def on_play(self, ctx):
        # Only the minions in play now (pirates/swashbuckling#1).
        ctx.citing("pirates/swashbuckling#1").power_until(ctx.minions(yours=True), 1, "end-of-turn")


class TheGreyOpal(CardBehaviour):
    """After this base scores, all players other than the winner may move a minion from here to another base instead of the discard pile."""

    card_id = "pirates/the-grey-opal"

    @after_scoring(HERE)
    def escape_the_opal(self, ctx, event):
        winners = ctx.winners()
        for player in ctx.turn_order():
            if player in winners:
                continue
            minion = ctx.choose_card("a minion to move from here", ctx.minions(here=True, controller=player), optional=True, player=player)
            if minion is None:
                continue
            destination = ctx.choose_base(f"a base to move {minion.name} to", ctx.other_bases(ctx.card), player=player)
            if destination is not None:
                ctx.as_player(player).move(minion, destination)  # that player moves it (terms.affect)


class Tortuga(CardBehaviour):
    """After this base scores and is replaced, the runner-up may move one of their minions on another base to the replacement base."""

    card_id = "pirates/tortuga"

    @after_replaced()
    def runner_up_moves_in(self, ctx, event):
        replacement = event.details["replacement"]
        for player in ctx.score.at_place(2, ctx.turn_order()):
            # Not from Tortuga itself: it has left play with its cards (pirates/tortuga#1).
            candidates = [m for m in ctx.minions(controller=player) if ctx.base_of(m) is not replacement]
            minion = ctx.choose_card(
                f"one of your minions to move to {replacement.name}", candidates, optional=True, player=player, cites=("pirates/tortuga#1",)
            )
            if minion is not None:
                ctx.as_player(player).move(minion, replacement)  # the runner-up moves it (terms.affect)


def _kraken_can_be_released(ctx) -> bool:
    """You had a minion at the base that scored, The Kraken was not in play then (not on
    that base either), and you control no titan (titans.play)."""
    return ctx.player in ctx.score.had_minions and ctx.card.iid not in ctx.score.present and not ctx.titan_play_problem()


class TheKraken(CardBehaviour):
    """Special: After a base scores where you had a minion while this card is not in play, you may say “Release the Kraken!” to play this titan on the base that replaces it. Talent: Move this titan to another base. Other players’ minions there get -1 power until the start of your next turn. Special: After this base scores, move one of your minions from here to another base."""

    card_id = "pirates/the-kraken"

    @after("after-replaced", from_aside=True, condition=lambda ctx, event: _kraken_can_be_released(ctx))
    def release(self, ctx, event):
        replacement = event.details["replacement"]
        # The words must be said (or otherwise communicated) (pirates/the-kraken#1).
        if ctx.may(f"say “Release the Kraken!” to play The Kraken on {replacement.name}", cites=("pirates/the-kraken#1", "titans.play")):
            ctx.play_titan(ctx.card, replacement)

    @talent
    def surface_elsewhere(self, ctx):
        destination = ctx.choose_base("a base to move The Kraken to", ctx.other_bases(ctx.here))
        if destination is None or not ctx.move(ctx.card, destination):
            return
        ctx.power_until(ctx.minions(at=destination, yours=False), -1, "start-of-turn")

    @after_scoring(HERE)
    def wash_ashore(self, ctx, event):
        minion = ctx.choose_card("one of your minions here to move to another base", ctx.minions(here=True, yours=True))
        if minion is None:
            return
        ctx.move_elsewhere(minion)
