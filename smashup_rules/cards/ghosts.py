"""Ghosts: strength from an empty hand."""

from __future__ import annotations

from smashup_rules.engine.abilities import HERE, THIS, CardBehaviour, PlaySource, after, talent
from smashup_rules.engine.context import DiscardCards, IllegalPlay, counted, in_discard


class Spirit(CardBehaviour):
    """Choose a minion. You may discard cards equal to its power to destroy it."""

    card_id = "ghosts/spirit"

    def on_play(self, ctx):
        minion = ctx.choose_card("a minion", ctx.minions())
        if minion is None:
            return
        power = ctx.power(minion)
        # "Do X to do Y" (terms.to): without enough cards in hand, nothing is discarded.
        ctx.may_do_to(f"discard {counted(power, 'card')} to destroy {minion.name}", DiscardCards(ctx, power), lambda: ctx.destroy(minion))


class Ghost(CardBehaviour):
    """You may discard a card from your hand."""

    card_id = "ghosts/ghost"

    def on_play(self, ctx):
        card = ctx.choose_card("a card from your hand to discard", ctx.hand(), optional=True)
        if card is not None:
            ctx.discard(card)


class Haunting(CardBehaviour):
    """Ongoing: If you have two or fewer cards in your hand, this minion has +3 power and is not affected by other players’ cards."""

    card_id = "ghosts/haunting"

    def power_bonus(self, ctx, minion):
        # Ongoing: only while in play (ghosts/haunting#1), never in hand.
        return 3 if minion is ctx.card and ctx.few_cards_in_hand() else 0

    def protects(self, ctx, target, effect):
        return target is ctx.card and ctx.few_cards_in_hand() and effect.by_other_player_of(ctx.player)


class Spectre(CardBehaviour):
    """Special: If you have 2 or fewer cards in your hand, any time you can play a minion, you can play this card from your discard pile instead."""

    card_id = "ghosts/spectre"

    def play_sources(self, ctx, player):
        # In place of a regular or generic extra minion play, never a specific one, and
        # only where that play's conditions allow (ghosts/spectre#1; play.replacement-plays).
        if not in_discard(ctx.card, player) or not ctx.few_cards_in_hand(player=player):
            return []
        return [PlaySource("discard", ctx.card.iid, self.card_id, card=ctx.card.iid, any_time=True, cites=("ghosts/spectre#1",))]


class AcrossTheDivide(CardBehaviour):
    """Choose a card name. Place any number of minions with that name from your discard pile into your hand."""

    card_id = "ghosts/across-the-divide"

    def on_play(self, ctx):
        if not any(c.kind == "minion" for c in ctx.discard_pile()):
            ctx.cannot("place minions into hand: there is no minion in the discard pile")
            return
        ctx.take_named_minions_from_discard("a card name")


class DoorToTheBeyond(CardBehaviour):
    """Play on a base. Ongoing: If you have two or fewer cards in your hand, each of your minions here has +2 power."""

    card_id = "ghosts/door-to-the-beyond"
    play_on = "base"

    def power_bonus(self, ctx, minion):
        mine_here = minion.controller == ctx.player and ctx.base_of(minion) is ctx.here
        return 2 if mine_here and ctx.few_cards_in_hand() else 0


class GhostlyArrival(CardBehaviour):
    """You may play an extra minion and/or an extra action."""

    card_id = "ghosts/ghostly-arrival"

    def on_play(self, ctx):
        ctx.grant_extra("minion")
        ctx.grant_extra("action")


class Incorporeal(CardBehaviour):
    """Play on one of your minions. Ongoing: This minion is not affected by other players’ cards."""

    card_id = "ghosts/incorporeal"
    play_on = "own-minion"

    def protects(self, ctx, target, effect):
        return target is ctx.host(ctx.card) and effect.by_other_player_of(ctx.player)


class MakeContact(CardBehaviour):
    """Play on a minion. If you have any cards in your hand, destroy this action. Otherwise, take control of this minion. Ongoing: After this action leaves play, give control of this minion to its owner."""

    card_id = "ghosts/make-contact"
    play_on = "minion"

    def on_play(self, ctx):
        host = ctx.host(ctx.card)
        if ctx.hand_size():
            ctx.destroy(ctx.card)
        elif host is not None:
            ctx.take_control(host)

    @after("left-play", THIS)
    def let_go(self, ctx, event):
        host = event.details.get("host")
        if host is not None and ctx.in_play(host) and host.controller != host.owner:
            ctx.as_player(host.owner).take_control(host)


class Seance(CardBehaviour):
    """If you have 2 or fewer cards in your hand, draw until you have 5 cards."""

    card_id = "ghosts/seance"

    def on_play(self, ctx):
        # Séance itself is being played, not in hand (ghosts/seance#1).
        size = ctx.hand_size()
        if size > 2:
            ctx.cannot(f"draw: {size} cards in hand (ghosts/seance#1)", cites=("ghosts/seance#1",))
            return
        ctx.citing("ghosts/seance#1").draw(5 - size)


class ShadyDeal(CardBehaviour):
    """If you have two or fewer cards in your hand, gain 1 VP."""

    card_id = "ghosts/shady-deal"

    def on_play(self, ctx):
        if ctx.few_cards_in_hand():
            ctx.gain_vp(1)
        else:
            ctx.cannot(f"gain 1 VP: {ctx.hand_size()} cards in hand")


class TheDeadRise(CardBehaviour):
    """Discard any number of cards. Play an extra minion from your discard pile with power less than the number of cards you discarded."""

    card_id = "ghosts/the-dead-rise"

    def on_play(self, ctx):
        discarded = 0
        while ctx.hand():
            card = ctx.choose_card("a card to discard (or pass to stop)", ctx.hand(), optional=True)
            if card is None:
                break
            ctx.discard(card)
            discarded += 1
        if discarded == 0:
            ctx.cannot("play a minion of power less than 0")
            return
        ctx.grant_extra("minion", from_zone="discard", max_power=discarded - 1)


class HauntedHouse(CardBehaviour):
    """After a player plays a minion here, that player must discard a card."""

    card_id = "ghosts/haunted-house"

    @after("played", HERE, card_kind="minion", condition=lambda ctx, event: event.player is not None)
    def spooked(self, ctx, event):
        them = ctx.as_player(event.player)
        card = them.choose_card("a card to discard", them.hand())
        if card is not None:
            them.discard(card)


class TheDreadGazebo(CardBehaviour):
    """Players cannot play actions on this base."""

    card_id = "ghosts/the-dread-gazebo"

    def forbids_action(self, ctx, player, card, base):
        return base is ctx.card


class CreampuffMan(CardBehaviour):
    """Special: On your turn, you may play this titan if you have no cards in your hand. Ongoing: You have +5 power here minus the number of cards in your hand (minimum 0). Talent: Choose a standard action in your discard pile. Discard a card to play the chosen action as an extra action. Place it on the bottom of your deck instead of the discard pile."""

    card_id = "ghosts/creampuff-man"

    def titan_play(self, ctx, base):
        ctx.check_titan_special()
        if ctx.hand_size():
            raise IllegalPlay(f"{ctx.card.name} can only be played with no cards in hand ({ctx.player} has {ctx.hand_size()}).")
        if base is None:
            base = ctx.choose_base("a base for Creampuff Man", ctx.bases())
        ctx.play_titan(ctx.card, base, on_your_turn=True)

    def player_power(self, ctx, player, base):
        if player != ctx.player or base is not ctx.here:
            return 0
        return max(0, 5 - ctx.hand_size())

    @talent
    def reheat(self, ctx):
        # A standard action: not played on a base or a minion (ghosts/creampuff-man#1).
        # One that only its Special can play (Hidden Ninja) cannot be played as an extra action (play.special).
        behaviours = ctx.behaviour
        standard = [
            c for c in ctx.discard_pile() if c.kind == "action" and behaviours(c.card_id).play_on is None and not behaviours(c.card_id).special_only
        ]
        chosen = ctx.choose_card("a standard action in your discard pile (ghosts/creampuff-man#1)", standard, cites=("ghosts/creampuff-man#1",))
        if chosen is None:
            ctx.cannot("choose a standard action: none in the discard pile", cites=("ghosts/creampuff-man#1",))
            return
        blocker = ctx.extra_play_blocker()
        if blocker is not None:  # the play could not happen, so nothing is discarded for it (terms.to)
            ctx.cannot(f"play an extra action: {blocker.name} stops it", cites=("terms.to", blocker.card_id))
            return
        ctx.do_to(
            DiscardCards(ctx, 1),
            lambda: ctx.play_agreed_extra("action", card=chosen.iid, from_zone="discard", then_place="deck-bottom"),
        )
