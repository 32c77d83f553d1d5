"""Zombies: minions that keep coming back from the discard pile."""

from __future__ import annotations

from smashup_rules.engine.abilities import HERE, CardBehaviour, PlaySource, after_scoring, at_start_of_your_turn, when_scoring
from smashup_rules.engine.context import PlayAllowance, in_discard, is_in_play_as_base


class TenaciousZ(CardBehaviour):
    """Special: On your turn you may play this card from your discard pile as an extra minion. You may only use the ability of one Tenacious Z each turn."""

    card_id = "zombies/tenacious-z"

    def offered_plays(self, ctx):
        # "On your turn" is the Play Cards phase; one Tenacious Z per turn (zombies/tenacious-z#1).
        in_own_discard = in_discard(ctx.card, ctx.player) and ctx.card.owner == ctx.player
        if not (in_own_discard and ctx.on_your_turn):
            return []
        return [
            PlayAllowance(
                "minion",
                ctx.card.iid,
                self.card_id,
                card=ctx.card.iid,
                from_zone="discard",
                once_key=self.card_id,
                cites=("zombies/tenacious-z#1",),
            )
        ]


class Walker(CardBehaviour):
    """Look at the top card of your deck. Discard it or return it to the top of your deck."""

    card_id = "zombies/walker"

    def on_play(self, ctx):
        top = ctx.top_of_deck()
        if top is None:
            return
        ctx.either(
            f"what to do with {top.name} from the top of your deck",
            {"discard it": lambda: ctx.discard(top), "return it": lambda: None},
        )


class GraveDigger(CardBehaviour):
    """You may place a minion from your discard pile into your hand."""

    card_id = "zombies/grave-digger"

    def on_play(self, ctx):
        minions = [card for card in ctx.discard_pile() if card.kind == "minion"]
        chosen = ctx.choose_card("a minion from your discard pile to place into your hand", minions, optional=True)
        if chosen:
            ctx.place(chosen, "hand")


class MallCrawl(CardBehaviour):
    """Search your deck for any number of cards with the same name and place them into your discard pile. Shuffle your deck."""

    card_id = "zombies/mall-crawl"

    def on_play(self, ctx):
        names = sorted({card.name for card in ctx.deck()})
        if names:
            name = ctx.choose("a card name to search your deck for", {name: name for name in names})
            found = [card for card in ctx.deck() if card.name == name]
            count = ctx.choose(f"how many {name} to place into your discard pile", {str(n): n for n in range(len(found) + 1)})
            for card in found[:count]:
                ctx.place(card, "discard")
        ctx.shuffle_deck()


class Outbreak(CardBehaviour):
    """Play an extra minion on a base where you have no minions."""

    card_id = "zombies/outbreak"

    def on_play(self, ctx):
        ctx.grant_extra("minion", base_without_own_minions=True)


class Overrun(CardBehaviour):
    """Play on a base. Ongoing: Other players cannot play minions on this base. Destroy this action at the start of your turn."""

    card_id = "zombies/overrun"
    play_on = "base"

    def forbids_play(self, ctx, player, card, base):
        return base is ctx.here and player != ctx.player

    @at_start_of_your_turn()
    def wear_off(self, ctx, event):
        ctx.destroy(ctx.card)


class RhodesPlazaMall(CardBehaviour):
    """When this base scores, each player gains 1 VP for each minion that player has here."""

    card_id = "zombies/rhodes-plaza-mall"

    @when_scoring(HERE)
    def shoppers_pay(self, ctx, event):
        # Every player, even beyond third place (zombies/rhodes-plaza-mall#1).
        ctx = ctx.citing("zombies/rhodes-plaza-mall#1")
        for player in ctx.turn_order():
            count = len(ctx.minions(here=True, controller=player))
            if count:
                ctx.gain_vp(count, player)


class EvansCityCemetery(CardBehaviour):
    """After this base scores, the winner discards his or her hand and draws five cards."""

    card_id = "zombies/evans-city-cemetery"

    @after_scoring(HERE)
    def fresh_hand(self, ctx, event):
        for winner in ctx.winners():
            for card in ctx.hand(winner):
                ctx.discard(card)
            ctx.draw(5, winner)


class GraveRobbing(CardBehaviour):
    """Place a card from your discard pile into your hand."""

    card_id = "zombies/grave-robbing"

    def on_play(self, ctx):
        chosen = ctx.choose_card("a card from your discard pile to place into your hand", ctx.discard_pile())
        if chosen:
            ctx.place(chosen, "hand")


class LendAHand(CardBehaviour):
    """Shuffle any number of cards from your discard pile into your deck."""

    card_id = "zombies/lend-a-hand"

    def on_play(self, ctx):
        # Lend a Hand is still resolving, not in the discard pile: it is not shuffled in (zombies/lend-a-hand#1).
        ctx = ctx.citing("zombies/lend-a-hand#1")
        chosen = []
        while True:
            left = [c for c in ctx.discard_pile() if c not in chosen]
            card = ctx.choose_card("a card from your discard pile to shuffle into your deck", left, optional=True)
            if card is None:
                break
            chosen.append(card)
        ctx.shuffle_into_deck(chosen)


class NotEnoughBullets(CardBehaviour):
    """Place any number of minions with the same name from your discard pile into your hand."""

    card_id = "zombies/not-enough-bullets"

    def on_play(self, ctx):
        ctx.take_named_minions_from_discard("a minion name")


class TheyKeepComing(CardBehaviour):
    """Play an extra minion from your discard pile."""

    card_id = "zombies/they-keep-coming"

    def on_play(self, ctx):
        ctx.grant_extra("minion", from_zone="discard")


class TheyreComingToGetYou(CardBehaviour):
    """Play on a base. Ongoing: Once on your turn, you may play a minion here from your discard pile instead of from your hand."""

    card_id = "zombies/theyre-coming-to-get-you"
    play_on = "base"

    def play_sources(self, ctx, player):
        # Instead of a regular or generic extra minion play, in your Play Cards phase,
        # never instead of a specific extra play (zombies/theyre-coming-to-get-you#1).
        if player != ctx.player:
            return []
        return [
            PlaySource(
                "discard",
                ctx.card.iid,
                self.card_id,
                base=ctx.here.iid,
                once_key=f"{ctx.card.iid}:from-discard",
                cites=("zombies/theyre-coming-to-get-you#1",),
            )
        ]


class ZombieLord(CardBehaviour):
    """You may play an extra minion of power 2 or less from your discard pile on each base where you have no minions."""

    card_id = "zombies/zombie-lord"

    def on_play(self, ctx):
        # The bases are fixed now, one extra minion each, played at once (zombies/zombie-lord#1).
        ctx = ctx.citing("zombies/zombie-lord#1")
        empty = [b for b in ctx.bases() if not ctx.minions(at=b, yours=True)]
        for base in empty:
            if not is_in_play_as_base(base):
                continue
            ctx.play_extra_now("minion", max_power=2, from_zone="discard", base=base.iid, now=True)
