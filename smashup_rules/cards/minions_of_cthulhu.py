"""Minions of Cthulhu: power at the cost of Madness (madness.deck)."""

from __future__ import annotations

from smashup_rules.engine.abilities import ANYWHERE, HERE, THIS, CardBehaviour, Targets, after, at_end_of_turn, at_start_of_your_turn, before_scoring, not_when, talent
from smashup_rules.engine.context import IllegalPlay, counted, in_deck

MADNESS = "madness/madness"


def _note(ctx, message: str, *cites: str) -> None:
    ctx.record("note", message, cards=[ctx.card], players=[ctx.player] if ctx.player else [], cites=(*ctx.cites, *cites))


def _madness_in_hand(ctx) -> list:
    return [c for c in ctx.hand() if c.card_id == MADNESS]


def _others(ctx) -> list[str]:
    return ctx.turn_order(ctx.player)[1:]


def _give_madness(ctx) -> None:
    """"Place a Madness card from your hand into another player's hand"."""
    card = ctx.choose_card("a Madness card from your hand", _madness_in_hand(ctx))
    if card is None:
        return
    others = _others(ctx)
    receiver = others[0] if len(others) == 1 else ctx.choose("another player to receive the Madness card", {p: p for p in others}, kind="player")
    ctx.give_card(card, receiver)


def _give_refusal(ctx) -> str | None:
    if not _madness_in_hand(ctx):
        return f"{ctx.player} has no Madness card in hand to place into another player's hand."
    if not _others(ctx):
        return "There is no other player to receive a Madness card."
    return None


# --- minions ------------------------------------------------------------------------------


class StarSpawnOfCthulhu(CardBehaviour):
    """Talent: Place a Madness card from your hand into another player’s hand."""

    card_id = "minions-of-cthulhu/star-spawn-of-cthulhu"

    def talent_refusal(self, ctx):
        return _give_refusal(ctx)

    @talent
    def offload(self, ctx):
        _give_madness(ctx)


class CthulhusChosen(CardBehaviour):
    """Special: Before a base scores, you may draw a Madness card to give this minion +2 power until the end of the turn."""

    card_id = "minions-of-cthulhu/cthulhus-chosen"

    # Whichever base scores, each time one scores; one Madness per Chosen per scoring
    # (minions-of-cthulhu/cthulhus-chosen#1; summary ruling cthulhu/cthulhus-chosen#1).
    @before_scoring(ANYWHERE)
    def empower(self, ctx, event):
        rulings = ctx.citing("minions-of-cthulhu/cthulhus-chosen#1", "cthulhu/cthulhus-chosen#1")
        if ctx.madness_left() == 0:
            # "Draw a Madness card to give ..." cannot be done: nothing follows (terms.to).
            _note(rulings, f"The Madness deck is empty: {ctx.card.name} cannot gain +2 power.", "madness.deck", "terms.to")
            return
        if not rulings.may(f"draw a Madness card to give {ctx.card.name} +2 power until the end of the turn ({event.base.name} is about to score)"):
            return
        if rulings.draw_madness(1):
            rulings.power_until([ctx.card], 2, "end-of-turn")


class ServitorOfCthulhu(CardBehaviour):
    """Destroy this minion and place an action card from your discard pile on top of your deck."""

    card_id = "minions-of-cthulhu/servitor-of-cthulhu"
    # Destroyed by anything but its own ability, it places nothing: the placing is part of the Talent.
    destroyed_otherwise = not_when(
        "destroyed",
        THIS,
        verb="places no action",
        because="destroying itself is part of its ability, a Talent its controller uses; destroyed by another card, it does nothing",
        cites=("conflict.servitor-talent", "play.talent"),
        when=lambda ctx, event: event.details.get("by") != ctx.card.iid,
    )

    # The ability is used in the Play Cards phase, whenever its controller chooses, as the
    # clarification describes it (minions-of-cthulhu/servitor-of-cthulhu#1: "during the Play Cards
    # phase"): a Talent, once per turn, though the text shows no label (conflict.servitor-talent).
    @talent
    def sacrifice(self, ctx):
        rulings = ctx.citing("minions-of-cthulhu/servitor-of-cthulhu#1", "cthulhu/servitor-of-cthulhu#1", "conflict.servitor-talent")
        if not ctx.destroy(ctx.card):
            # Protected from destruction: the action is still placed.
            _note(rulings, f"{ctx.card.name} was not destroyed; the action card is placed all the same.")
        actions = [c for c in ctx.discard_pile() if c.kind == "action"]
        card = rulings.choose_card("an action card from your discard pile to place on top of your deck", actions)
        if card is not None:
            rulings.place(card, "deck", top=True)


# --- actions ------------------------------------------------------------------------------


class AltarToCthulhu(CardBehaviour):
    """Play on a base. Ongoing: Once per turn, after you play a minion here, you may play an extra action."""

    card_id = "minions-of-cthulhu/altar-to-cthulhu"
    play_on = "base"

    @after("played", HERE, card_kind="minion", once_per_turn=True, condition=lambda ctx, event: event.player == ctx.player)
    def worship(self, ctx, event):
        ctx.citing("cthulhu/altar-to-cthulhu#1").grant_extra("action")  # once per turn: current wording


class CompleteTheRitual(CardBehaviour):
    """Play on a base where you have at least one minion. Ongoing: At the start of your turn, place all cards here on the bottom of their owners’ decks and swap this base with the top card of the base deck."""

    card_id = "minions-of-cthulhu/complete-the-ritual"
    play_on = "base"

    def play_refusal(self, ctx, base, target):
        if base is not None and not ctx.minions(at=base, yours=True):
            return f"{ctx.player} cannot play {ctx.card.name} at {base.name}: it must go on a base where {ctx.player} has a minion."
        return None

    @at_start_of_your_turn()
    def complete(self, ctx, event):
        base = ctx.here
        rulings = ctx.citing("minions-of-cthulhu/complete-the-ritual#1", "cthulhu/complete-the-ritual#1")
        # Actions on a minion first, so they go to a deck rather than being discarded as their
        # minion leaves; titans leave play (set aside); monsters and treasures go to their own
        # discard piles (``place`` sends them there, cthulhu/complete-the-ritual#1).
        def to_deck_bottom(card):
            rulings.place(card, "deck")

        for minion in ctx.minions_at(base):
            for attached in ctx.attachments(minion):
                to_deck_bottom(attached)
            if minion.kind == "titan":
                rulings.set_aside_titan(minion)
            else:
                to_deck_bottom(minion)
        for attached in ctx.attachments(base):
            to_deck_bottom(attached)
        pile = ctx.base_deck()
        if not pile:
            ctx.cannot(f"swap {base.name}: the base deck is empty")
            return
        ctx.swap_base(base, pile[0], shuffle=False)


class Corruption(CardBehaviour):
    """Draw a Madness card. Destroy a minion."""

    card_id = "minions-of-cthulhu/corruption"
    targets = Targets()

    def on_play(self, ctx):
        ctx.draw_madness(1)
        ctx.destroy_one("a minion to destroy", ctx.minions())


class CthulhuFhtagn(CardBehaviour):
    """Reveal cards from the top of your deck until you have revealed two actions. Place them into your hand and put the rest of the cards on the bottom of your deck."""

    card_id = "minions-of-cthulhu/cthulhu-fhtagn"

    def on_play(self, ctx):
        # An empty deck is rebuilt before revealing starts, not when it runs out midway
        # (off-the-top.empty-deck).
        ctx.top_of_deck()
        revealing = ctx.citing("off-the-top.empty-deck")
        revealed, actions = [], []
        for card in list(ctx.deck()):
            if len(actions) == 2:
                break
            revealing.reveal(card)
            revealed.append(card)
            if card.kind == "action":
                actions.append(card)
        if len(actions) < 2:
            _note(revealing, f"{ctx.player}'s deck ran out after {counted(len(actions), 'action')} revealed.")
        for card in actions:
            ctx.place(card, "hand")
        for card in revealed:
            if card not in actions and in_deck(card):
                ctx.place(card, "deck")


class FurtheringTheCause(CardBehaviour):
    """Play on a base. Ongoing: At the end of every turn, if another player’s minion here was destroyed, gain 1 VP."""

    card_id = "minions-of-cthulhu/furthering-the-cause"
    play_on = "base"

    @at_end_of_turn()
    def profit(self, ctx, event):
        here = ctx.here
        fallen = [
            card for card, controller, base in ctx.destroyed_this_turn()
            if base is here and card.kind == "minion" and controller is not None and controller != ctx.player
        ]
        if not fallen:
            return
        # 1 VP however many fell (minions-of-cthulhu/furthering-the-cause#1).
        rulings = ctx.citing("minions-of-cthulhu/furthering-the-cause#1", "cthulhu/furthering-the-cause#1")
        _note(rulings, f"{counted(len(fallen), 'minion of other players was', 'minions of other players were')} destroyed at {here.name} this turn: 1 VP.")
        rulings.gain_vp(1)


class ItBeginsAgain(CardBehaviour):
    """Shuffle any number of actions from your discard pile into your deck."""

    card_id = "minions-of-cthulhu/it-begins-again"

    def on_play(self, ctx):
        chosen = []
        while True:
            left = [c for c in ctx.discard_pile() if c.kind == "action" and c not in chosen]
            card = ctx.choose_card("an action from your discard pile to shuffle into your deck", left, optional=True)
            if card is None:
                break
            chosen.append(card)
        if chosen:
            ctx.shuffle_into_deck(chosen)


class MadnessUnleashed(CardBehaviour):
    """Discard any number of Madness cards. For each one discarded, you may draw a card and play an extra action this turn."""

    card_id = "minions-of-cthulhu/madness-unleashed"

    def on_play(self, ctx):
        discarded = 0
        while True:
            card = ctx.choose_card("a Madness card to discard", _madness_in_hand(ctx), optional=True)
            if card is None:
                break
            ctx.discard(card)
            discarded += 1
        if not discarded:
            return
        # Every discard first, then the draws (minions-of-cthulhu/madness-unleashed#1).
        rulings = ctx.citing("minions-of-cthulhu/madness-unleashed#1", "cthulhu/madness-unleashed#1")
        _note(rulings, f"{ctx.player} has discarded {counted(discarded, 'Madness card')}; no more may be discarded.")
        for n in range(discarded):
            if rulings.may(f"draw a card and play an extra action ({n + 1} of {discarded})"):
                rulings.draw(1)
                rulings.grant_extra("action")


class RecruitByForce(CardBehaviour):
    """Place any number of minions of power 3 or less from your discard pile on top of your deck."""

    card_id = "minions-of-cthulhu/recruit-by-force"

    def on_play(self, ctx):
        while True:
            left = [c for c in ctx.discard_pile() if c.kind == "minion" and c.printed_power <= 3]
            card = ctx.choose_card("a minion of power 3 or less from your discard pile to place on top of your deck", left, optional=True)
            if card is None:
                break
            ctx.place(card, "deck", top=True)


class TheSealIsBroken(CardBehaviour):
    """Draw a Madness card. Gain 1 VP."""

    card_id = "minions-of-cthulhu/the-seal-is-broken"

    def on_play(self, ctx):
        ctx.draw_madness(1)
        ctx.gain_vp(1)


class WhispersInDarkness(CardBehaviour):
    """Draw a Madness card. You may play two extra actions this turn."""

    card_id = "minions-of-cthulhu/whispers-in-darkness"

    def on_play(self, ctx):
        ctx.draw_madness(1)
        ctx.grant_extra("action")
        ctx.grant_extra("action")


# --- bases --------------------------------------------------------------------------------


class MountainsOfMadness(CardBehaviour):
    """After each time a minion is played here, its owner draws a Madness card."""

    card_id = "minions-of-cthulhu/mountains-of-madness"

    # A monster or treasure has no owner: nobody draws (monsters.nature).
    @after("played", HERE, card_kind="minion", condition=lambda ctx, event: event.card.owner is not None)
    def madden(self, ctx, event):
        ctx.as_player(event.card.owner).draw_madness(1)


class Rlyeh(CardBehaviour):
    """At the start of each player’s turn, that player may destroy one of their minion’s here. If they do, they gain 1 VP."""

    card_id = "minions-of-cthulhu/rlyeh"

    @at_start_of_your_turn()
    def sacrifice(self, ctx, event):
        you = ctx.as_player(event.player).citing("minions-of-cthulhu/rlyeh#1", "cthulhu/rlyeh#1")
        victim = you.choose_card("one of your minions here to destroy for 1 VP", you.minions(here=True, yours=True), optional=True)
        if victim is None:
            return
        # Only a minion actually destroyed earns the VP (minions-of-cthulhu/rlyeh#1).
        if you.destroy(victim):
            you.gain_vp(1)
        else:
            _note(you, f"{victim.name} was not destroyed: {event.player} gains no VP.")


# --- titan --------------------------------------------------------------------------------


def _yours_madness(ctx, event) -> bool:
    return event.player == ctx.player and event.card is not None and event.card.card_id == MADNESS


# When Cthulhu gets counters: for later Madness plays and draws, not for those played with it.
CTHULHU_COUNTERS = ("minions-of-cthulhu/cthulhu#1", "cthulhu/cthulhu#1")


class Cthulhu(CardBehaviour):
    """Special: Instead of your regular action play, draw two Madness cards to play this titan on a base with one of your minions. Ongoing: After you play or draw a Madness card place a +1 power counter on this titan. Talent: Draw a Madness card, OR place a Madness card from your hand into another player's hand."""

    card_id = "minions-of-cthulhu/cthulhu"

    def titan_play(self, ctx, base):
        if not ctx.on_your_turn:
            raise IllegalPlay(f"{ctx.card.name} can only be played on {ctx.player}'s turn, instead of their regular action play.", ("play.regular", "titans.play"))
        if not ctx.has_regular_play_left("action"):
            raise IllegalPlay(f"{ctx.player} has no regular action play left to play {ctx.card.name} instead of.", ("play.regular", "titans.play"))
        ctx.check_titan_special(on_your_turn=False)
        bases = [b for b in ctx.bases() if ctx.minions(at=b, yours=True)]
        if not bases:
            raise IllegalPlay(f"{ctx.card.name} must be played on a base with one of {ctx.player}'s minions: {ctx.player} has none in play.")
        if base is None:
            base = ctx.choose_base("a base with one of your minions", bases)
        if base not in bases:
            raise IllegalPlay(f"{ctx.card.name} must be played on a base with one of {ctx.player}'s minions.")
        if ctx.madness_left() < 2:
            # "Draw two Madness cards to play this titan" cannot be done in full.
            raise IllegalPlay(
                f"The Madness deck holds {counted(ctx.madness_left(), 'card')}: {ctx.player} cannot draw two Madness cards to play {ctx.card.name}.",
                ("terms.to", "madness.deck"),
            )
        # Drawn while Cthulhu is still set aside: no counters for them (minions-of-cthulhu/cthulhu#1).
        ctx.citing(*CTHULHU_COUNTERS).draw_madness(2)
        ctx.play_titan(ctx.card, base, regular="action")

    @after("played", condition=_yours_madness)
    def after_play(self, ctx, event):
        ctx.citing(*CTHULHU_COUNTERS).place_counters(ctx.card, 1)

    @after("madness-drawn", condition=lambda ctx, event: event.player == ctx.player)
    def after_draw(self, ctx, event):
        for _ in event.details.get("cards", ()):
            ctx.citing(*CTHULHU_COUNTERS).place_counters(ctx.card, 1)

    def talent_refusal(self, ctx):
        if ctx.madness_left() == 0 and _give_refusal(ctx):
            return "The Madness deck is empty and no Madness card can be placed into another player's hand."
        return None

    @talent
    def call(self, ctx):
        choices = {}
        if ctx.madness_left():
            choices["draw a Madness card"] = lambda: ctx.draw_madness(1)
        if _give_refusal(ctx) is None:
            choices["place a Madness card from your hand into another player's hand"] = lambda: _give_madness(ctx)
        ctx.either("Cthulhu's Talent", choices)
