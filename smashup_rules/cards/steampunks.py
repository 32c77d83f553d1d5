"""Steampunks: actions on bases that their minions draw on."""

from __future__ import annotations

from smashup_rules.engine.abilities import HERE, CardBehaviour, after, after_scoring, at_end_of_turn, instead_of, not_when, talent
from smashup_rules.engine.context import attached, in_hand


def _bases_with_your_actions(ctx) -> list:
    return [b for b in ctx.bases() if ctx.actions_on(b, yours=True)]


class SteamQueen(CardBehaviour):
    """Ongoing: Your actions are not affected by other players’ cards."""

    card_id = "steampunks/steam-queen"

    def protects(self, ctx, target, effect):
        return target.kind == "action" and target.controller == ctx.player and effect.by_other_player_of(ctx.player)


class Mechanic(CardBehaviour):
    """Choose an action in your discard pile that can be played on a base and play it as an extra action."""

    card_id = "steampunks/mechanic"

    def on_play(self, ctx):
        on_base = [c for c in ctx.discard_pile() if c.kind == "action" and ctx.behaviour(c.card_id).play_on == "base"]
        chosen = ctx.choose_card("an action in your discard pile that can be played on a base", on_base)
        if chosen is None:
            ctx.cannot("play an action: no action in the discard pile can be played on a base")
            return
        ctx.play_extra_now("action", card=chosen.iid, from_zone="discard")


class SteamMan(CardBehaviour):
    """Ongoing: Has +1 power if this base has one of your actions played on it."""

    card_id = "steampunks/steam-man"

    def power_bonus(self, ctx, minion):
        # +1 however many of your actions are there (steampunks/steam-man#1).
        return 1 if minion is ctx.card and ctx.actions_on(ctx.here, yours=True) else 0


class CaptainAhab(CardBehaviour):
    """Talent: Move this minion to a base that has one of your actions played on it."""

    card_id = "steampunks/captain-ahab"

    def talent_refusal(self, ctx):
        if not self._destinations(ctx):
            return f"{ctx.player} has no action played on another base for Captain Ahab to move to."
        return None

    @talent
    def set_sail(self, ctx):
        destination = ctx.choose_base("a base that has one of your actions played on it", self._destinations(ctx))
        ctx.move(ctx.card, destination)

    @staticmethod
    def _destinations(ctx):
        return [b for b in _bases_with_your_actions(ctx) if b is not ctx.here]


class Aggromotive(CardBehaviour):
    """Play on a base. Ongoing: If you have a minion here, you have +5 power here."""

    card_id = "steampunks/aggromotive"
    play_on = "base"

    def player_power(self, ctx, player, base):
        # Power for the player, not any minion, on every turn (steampunks/aggromotive#1; power.non-minions).
        return 5 if player == ctx.player and base is ctx.here and ctx.minions(here=True, yours=True) else 0


class ChangeOfVenue(CardBehaviour):
    """Place one of your actions that is on a base or minion into your hand. Play it again as an extra action."""

    card_id = "steampunks/change-of-venue"

    def on_play(self, ctx):
        yours = [c for c in ctx.cards_in_play() if c.kind == "action" and c.controller == ctx.player and attached(c)]
        chosen = ctx.choose_card("one of your actions on a base or minion to place into your hand", yours)
        if chosen is None:
            ctx.cannot("place an action into your hand: none of yours is on a base or minion")
            return
        if ctx.place(chosen, "hand") and in_hand(chosen, ctx.player):
            ctx.play_extra_now("action", card=chosen.iid)


class DifferenceEngine(CardBehaviour):
    """Play on a base. Ongoing: If you have a minion here, draw an extra card at the end of your turn."""

    card_id = "steampunks/difference-engine"
    play_on = "base"

    @at_end_of_turn(condition=lambda ctx, event: ctx.is_your_turn and bool(ctx.minions(here=True, yours=True)))
    def extra_card(self, ctx, event):
        ctx.draw(1)


class EscapeHatch(CardBehaviour):
    """Play on a base. Ongoing: When your minions here are destroyed, return them to your hand instead."""

    card_id = "steampunks/escape-hatch"
    play_on = "base"

    @instead_of("destroy", HERE, condition=lambda ctx, event: event.card.kind == "minion" and event.card.controller == ctx.player)
    def bail_out(self, ctx, event):
        if not ctx.return_to_hand(event.card):
            return False
        ctx.record(
            "note",
            f"{event.card.name} was returned instead, so it was not destroyed.",
            cards=[event.card, ctx.card],
            cites=(self.card_id, "resolution.instead", "steampunks/escape-hatch#1"),
        )
        return True


class OrnateDome(CardBehaviour):
    """Play on a base. Destroy all other players’ actions on this base. Ongoing: Other players cannot play actions on this base."""

    card_id = "steampunks/ornate-dome"
    play_on = "base"
    on_a_minion_here = not_when(
        "played",
        HERE,
        card_kind="action",
        verb="does not apply",
        because="it forbids only other players' actions played on this base, not those played on a minion here",
        when=lambda ctx, event: event.player not in (None, ctx.player) and ctx.host(event.card) is not ctx.here,
    )

    def on_play(self, ctx):
        # Actions on the base itself, not on minions there (steampunks/ornate-dome#1).
        rules = ctx.citing("steampunks/ornate-dome#1")
        for action in ctx.actions_on(ctx.here, yours=False):
            rules.destroy(action)

    def forbids_action(self, ctx, player, card, base):
        return base is ctx.here and player != ctx.player


class RotarySlugThrower(CardBehaviour):
    """Play on a base. Ongoing: Your minions here each have +2 power."""

    card_id = "steampunks/rotary-slug-thrower"
    play_on = "base"

    def power_bonus(self, ctx, minion):
        return 2 if minion.controller == ctx.player and ctx.base_of(minion) is ctx.here else 0


class ScrapDiving(CardBehaviour):
    """Place an action from your discard pile into your hand."""

    card_id = "steampunks/scrap-diving"

    def on_play(self, ctx):
        chosen = ctx.choose_card("an action from your discard pile", [c for c in ctx.discard_pile() if c.kind == "action"])
        if chosen is not None:
            ctx.place(chosen, "hand")


class Zeppelin(CardBehaviour):
    """Play on a base. Talent: Move one of your minions from another base to here, or from here to another base."""

    card_id = "steampunks/zeppelin"
    play_on = "base"

    def talent_refusal(self, ctx):
        return None if ctx.minions(yours=True) else f"{ctx.player} has no minion for the Zeppelin to move."

    @talent
    def ferry(self, ctx):
        here = ctx.here
        minion = ctx.choose_card("one of your minions to move to or from here", ctx.minions(yours=True))
        ctx.move_to_or_from(minion, here)


class InventorsSalon(CardBehaviour):
    """After this base scores, the winner may draw an action from their discard pile."""

    card_id = "steampunks/inventors-salon"

    @after_scoring(HERE)
    def blueprint(self, ctx, event):
        for winner in ctx.winners():
            them = ctx.as_player(winner)
            action = them.choose_card("an action from your discard pile to draw", [c for c in them.discard_pile() if c.kind == "action"], optional=True)
            if action is not None:
                them.place(action, "hand")


class Workshop(CardBehaviour):
    """After the first time each turn you play an action on this base, you may play an extra action."""

    card_id = "steampunks/workshop"

    @after(
        "played",
        HERE,
        card_kind="action",
        condition=lambda ctx, event: ctx.host(event.card) is ctx.card and not ctx.used_this_turn(f"{ctx.card.iid}:{event.player}"),
    )
    def tinker(self, ctx, event):
        ctx.use_this_turn(f"{ctx.card.iid}:{event.player}")  # the first time each turn, for each player
        ctx.as_player(event.player).grant_extra("action")
