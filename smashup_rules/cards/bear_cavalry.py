"""Bear Cavalry: moving other players' minions into traps."""

from __future__ import annotations

from smashup_rules.engine.abilities import HERE, CardBehaviour, Targets, after, at_start_of_your_turn, talent, unmet


def _other_players_minion_moved(ctx, event) -> bool:
    """"After another player's minion moves": a minion controlled by someone other than you."""
    controller = event.details.get("controller", event.card.controller)
    return event.card.kind == "minion" and controller is not None and controller != ctx.player


class GeneralIvan(CardBehaviour):
    """Ongoing: Your minions cannot be destroyed. Once per turn, after another player's minion moves, you may give your minions there +1 power until the end of the turn."""

    card_id = "bear-cavalry/general-ivan"

    def protects(self, ctx, target, effect):
        return effect.kind == "destroy" and target.kind == "minion" and target.controller == ctx.player

    # Offered only when you have minions there, so the once-per-turn use is not wasted.
    @after("moved", once_per_turn=True, condition=lambda ctx, event: _other_players_minion_moved(ctx, event) and bool(ctx.minions(at=event.base, yours=True)))
    def rally(self, ctx, event):
        mine = ctx.minions(at=event.base, yours=True)
        if ctx.may(f"give your minions at {event.base.name} +1 power until the end of the turn"):
            ctx.power_until(mine, 1, "end-of-turn")


class PolarCommando(CardBehaviour):
    """Talent: Place a +1 power counter on this minion or a minion with less power than this minion."""

    card_id = "bear-cavalry/polar-commando"

    @talent
    def dig_in(self, ctx):
        mine = ctx.power(ctx.card)
        candidates = [ctx.card] + [m for m in ctx.minions() if m is not ctx.card and ctx.power(m) < mine]
        ctx.place_counters(ctx.choose_card("this minion or a minion with less power for a +1 power counter", candidates), 1)


class GrizzledVeteran(CardBehaviour):
    """You may move another player’s minion from here to another base."""

    card_id = "bear-cavalry/grizzled-veteran"

    def on_play(self, ctx):
        minion = ctx.choose_card("another player's minion here to move", ctx.minions(here=True, yours=False), optional=True)
        if minion is not None:
            ctx.move_elsewhere(minion)


class CubScout(CardBehaviour):
    """Ongoing: After another player's minion moves here, if it has less power than this minion, you may destroy it. If you do, you may move one of your minions of printed power 3 or less to this base."""

    card_id = "bear-cavalry/cub-scout"

    @after("moved", HERE, condition=lambda ctx, event: _other_players_minion_moved(ctx, event) and ctx.power(event.card) < ctx.power(ctx.card))
    def ambush(self, ctx, event):
        if not ctx.may(f"destroy {event.card.name}") or not ctx.destroy(event.card):
            return
        here = ctx.here
        small = [m for m in ctx.minions(yours=True) if m.printed_power <= 3 and ctx.base_of(m) is not here]
        minion = ctx.choose_card("one of your minions of printed power 3 or less to move here", small, optional=True)
        if minion is not None:
            ctx.move(minion, here)


class BearHug(CardBehaviour):
    """Each other player destroys their minion with the least power (controller chooses in case of ties)."""

    card_id = "bear-cavalry/bear-hug"

    def on_play(self, ctx):
        for player in ctx.turn_order(ctx.player)[1:]:
            theirs = ctx.minions(controller=player)
            if not theirs:
                continue
            least = min(ctx.power(m) for m in theirs)
            victim = ctx.choose_card("your minion with the least power to destroy", [m for m in theirs if ctx.power(m) == least], player=player)
            ctx.as_player(player).destroy(victim)  # that player destroys it (terms.affect)


class BearNecessities(CardBehaviour):
    """Play on a base. Talent: Until the start of your turn, other players with a minion here cannot play extra cards. At the start of your next turn, destroy this action."""

    card_id = "bear-cavalry/bear-necessities"
    play_on = "base"

    @talent
    def blockade(self, ctx):
        # The block stays on this base even if this card leaves play (bear-cavalry/bear-necessities#2).
        ctx.citing("bear-cavalry/bear-necessities#2").lasting_on_base(ctx.here, "no-extra", "start-of-turn")
        ctx.remember("self-destruct", ctx.player)

    @staticmethod
    def _talent_used(ctx, event):
        if ctx.recalled("self-destruct") is not None:
            return True
        return unmet("its Talent was not used, and only the Talent makes it destroy itself", verb="does not destroy itself")

    @at_start_of_your_turn(condition=lambda ctx, event: BearNecessities._talent_used(ctx, event))
    def pack_up(self, ctx, event):
        # Only after the Talent was used (bear-cavalry/bear-necessities#1).
        ctx.forget("self-destruct")
        ctx.record("note", "Bear Necessities' Talent was used: it destroys itself.",
                           cards=[ctx.card], cites=(self.card_id, "bear-cavalry/bear-necessities#1"))
        ctx.destroy(ctx.card)


class BearRidesYou(CardBehaviour):
    """Move a minion. If you moved a minion you control, you may cancel the abilities of a card at its new base until the start of your next turn."""

    card_id = "bear-cavalry/bear-rides-you"
    targets = Targets()

    def on_play(self, ctx):
        minion = ctx.choose_card("a minion to move", ctx.minions())
        if minion is None or not ctx.move_elsewhere(minion) or minion.controller != ctx.player:
            return
        there = ctx.base_of(minion)
        # The base itself is a card at its new base (bear-cavalry/bear-rides-you#1).
        cards = [c for c in ctx.cards_in_play() if ctx.base_of(c) is there]
        target = ctx.choose_card("a card at its new base whose abilities are cancelled", cards, optional=True,
                                 cites=("bear-cavalry/bear-rides-you#1",))
        if target is not None:
            ctx.cancel_until(target, "start-of-turn")


class BearingDown(CardBehaviour):
    """Play on a base. Ongoing: This base's breakpoint is increased by 2 for each player with a minion here, or decreased instead if you have moved another player's minion to this base this turn."""

    card_id = "bear-cavalry/bearing-down"
    play_on = "base"

    def breakpoint_bonus(self, ctx, base):
        if base is not ctx.here:
            return 0
        players = {m.controller for m in ctx.minions_at(base) if m.kind == "minion"}
        moved_in = any(m.by == ctx.player and m.controller != ctx.player and m.destination == base.iid for m in ctx.moves_this_turn())
        return (-2 if moved_in else 2) * len(players)


class Commission(CardBehaviour):
    """Play an extra minion immediately. You may move another player’s minion from the extra minion’s base to another base."""

    card_id = "bear-cavalry/commission"
    targets = Targets(yours=False)

    def on_play(self, ctx):
        played = ctx.play_extra_now("minion", now=True)  # "immediately": not kept for later
        if played is None or not ctx.in_play(played):
            return
        there = ctx.base_of(played)
        minion = ctx.choose_card(f"another player's minion at {there.name} to move", ctx.minions(at=there, yours=False), optional=True)
        if minion is not None:
            ctx.move_elsewhere(minion)


class HighGround(CardBehaviour):
    """Play on a base. Ongoing: If you have a minion here, after another player's minion moves to this base, you may destroy this action to either destroy that minion OR to draw a card and play an action."""

    card_id = "bear-cavalry/high-ground"
    play_on = "base"

    @after("moved", HERE, condition=lambda ctx, event: _other_players_minion_moved(ctx, event) and bool(ctx.minions(here=True, yours=True)))
    def charge(self, ctx, event):
        if not ctx.may(f"destroy High Ground to destroy {event.card.name} or to draw a card and play an action"):
            return
        # "Destroy this action to ..." (terms.to): nothing follows if it is not destroyed.
        if not ctx.destroy(ctx.card):
            return
        ctx.either(
            "what destroying High Ground does",
            {
                f"destroy {event.card.name}": lambda: ctx.destroy(event.card),
                "draw a card and play an action": lambda: (ctx.draw(1), ctx.play_extra_now("action")),
            },
        )


class Superiority(CardBehaviour):
    """Play on a base. Talent: If you have the most power here, either draw a card OR your minions here cannot be affected by other players' cards until the start of your next turn."""

    card_id = "bear-cavalry/superiority"
    play_on = "base"

    @talent
    def assert_dominance(self, ctx):
        here = ctx.here
        mine = ctx.power_of_player(ctx.player, here)
        best_other = max((ctx.power_of_player(p, here) for p in ctx.players() if p != ctx.player), default=0)
        if mine <= best_other:
            ctx.cannot(f"use Superiority: {mine} power at {here.name} is not the most")
            return
        ctx.either(
            "Superiority's reward",
            {"draw a card": lambda: ctx.draw(1), "protect your minions here": lambda: ctx.lasting_on_base(here, "protect", "start-of-turn")},
        )


class YourePrettyMuchBorscht(CardBehaviour):
    """Choose a base where you have a minion. Move all other players’ minions from there to one other base."""

    card_id = "bear-cavalry/youre-pretty-much-borscht"

    def on_play(self, ctx):
        bases = [b for b in ctx.bases() if ctx.minions(at=b, yours=True)]
        there = ctx.choose_base("a base where you have a minion", bases)
        if there is None:
            return
        destination = ctx.choose_base("one other base to move them all to", ctx.other_bases(there))
        if destination is None:
            return
        for minion in ctx.minions(at=there, yours=False):
            ctx.move(minion, destination)


class FieldOfHonor(CardBehaviour):
    """After the first time you destroy another player's minion here each turn, gain 1 VP."""

    card_id = "bear-cavalry/field-of-honor"

    @after(
        "destroyed",
        HERE,
        card_kind="minion",
        condition=lambda ctx, event: event.player is not None
        and event.details.get("controller") not in (None, event.player)
        and not ctx.used_this_turn(f"{ctx.card.iid}:{event.player}"),
    )
    def glory(self, ctx, event):
        ctx.use_this_turn(f"{ctx.card.iid}:{event.player}")
        ctx.gain_vp(1, event.player)


class TsarsPalace(CardBehaviour):
    """If you do not have more power here than each other player, you cannot play minions here of power 2 or less."""

    card_id = "bear-cavalry/tsars-palace"

    def forbids_play(self, ctx, player, card, base):
        if base is not ctx.card:
            return False
        # Equal power, 0 included, is not more (bear-cavalry/tsars-palace#1).
        mine = ctx.power_of_player(player, base)
        outpowered = any(ctx.power_of_player(p, base) >= mine for p in ctx.players() if p != player)
        if card.printed_power > 2:
            return unmet(f"it forbids only minions of power 2 or less, and {card.name} has power {card.printed_power}") if outpowered else False
        if not outpowered:
            return unmet(f"{player} has more power here ({mine}) than each other player")
        return True


class MajorUrsa(CardBehaviour):
    """Special: Instead of your regular minion play, you may play this titan. Ongoing: After another player's minion moves to or from this base, you may place a +1 power counter on this titan. Talent: Place a +1 power counter on a minion here OR move this titan."""

    card_id = "bear-cavalry/major-ursa"

    def titan_play(self, ctx, base):
        if base is None:
            base = ctx.choose_base("a base for Major Ursa", ctx.bases())
        ctx.play_titan(ctx.card, base, regular="minion")

    @after(
        "moved",
        condition=lambda ctx, event: _other_players_minion_moved(ctx, event) and ctx.here in (event.base, event.details.get("from")),
    )
    def growl(self, ctx, event):
        if ctx.may("place a +1 power counter on Major Ursa"):
            ctx.place_counters(ctx.card, 1)

    @talent
    def maneuver(self, ctx):
        def counter():
            minion = ctx.choose_card("a minion here for a +1 power counter", ctx.minions(here=True))
            if minion is not None:
                ctx.place_counters(minion, 1)

        ctx.either("Major Ursa's Talent", {"place a +1 power counter on a minion here": counter, "move this titan": lambda: ctx.move_elsewhere(ctx.card)})
