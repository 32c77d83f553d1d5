"""Ancient Egyptians: cards buried beside the bases, uncovered when it hurts most (engine.burying)."""

from __future__ import annotations

from abc import ABCMeta, abstractmethod

from smashup_rules.engine.abilities import ANYWHERE, HERE, CardBehaviour, Targets, after, after_scoring, at_start_of_your_turn, before_scoring, talent
from smashup_rules.engine.context import counted, is_in_play_as_base

# Each wiki clarification with the summary ruling that says the same: steps cite both.
SELF_BURYING = "oops/blessing-of-anubis#1"  # the summary's one ruling on the three self-burying cards
BLESSING_1 = ("ancient-egyptians/blessing-of-anubis#1", SELF_BURYING)
TOMB_TRAP_1 = ("ancient-egyptians/tomb-trap#1", SELF_BURYING)
TAKE_IT_1 = ("ancient-egyptians/you-can-take-it-with-you#1", SELF_BURYING)
MUMMY_1 = ("ancient-egyptians/mummy#1", "oops/mummy#1")
SPHINX_1 = ("ancient-egyptians/sphinx#1", "oops/sphinx#1")
UNCOVERED_NOT_REBURIED = "oops/burying#4"  # "a self-burying card that is uncovered is not immediately reburied"
NO_HAND = ("monsters", "treasures")  # cards that never go to a hand (monsters.nature)


def _no_card_to_bury(ctx) -> str | None:
    return None if ctx.hand() else f"{ctx.player} has no card in hand to bury."


def _bury_from_hand_anywhere(ctx) -> None:
    """"Bury a card from your hand" with no place named: beside a base of the player's choice."""
    base = ctx.choose_base("a base to bury a card beside", ctx.bases())
    if base is not None:
        ctx.bury_from_hand(base)


class _SelfBurying(CardBehaviour, metaclass=ABCMeta):
    """"Bury this card. Special: When this card is uncovered, ...": played from hand, it is
    revealed and buried beside a base of its player's choice; played because it was uncovered,
    the first part is skipped (an uncovered card is not reburied) and ``uncovered`` happens."""

    clarification: tuple[str, ...] = ()
    puts_itself_in_play = True  # so never a standard action, uncovered or not (terms.standard)

    def on_play(self, ctx):
        rules = ctx.citing(*self.clarification)
        if ctx.uncovered_at is not None:
            rules.record(
                "note",
                f"{ctx.card.name} was uncovered: it is not buried again, its Special happens.",
                cards=[ctx.card],
                cites=(*rules.cites, "burying.uncover", UNCOVERED_NOT_REBURIED),
            )
            self.uncovered(rules, ctx.uncovered_at)
            return
        base = rules.choose_base(f"a base to bury {ctx.card.name} beside", ctx.bases())
        if base is not None:
            rules.bury(ctx.card, base, reveal=True)

    @abstractmethod
    def uncovered(self, ctx, here) -> None:
        """The card's Special, now that it has been uncovered beside ``here``."""


class Pharaoh(CardBehaviour):
    """Ongoing: After another buried card is uncovered, draw a card. Special: Before this base scores, you may uncover one of your buried cards here."""

    card_id = "ancient-egyptians/pharaoh"

    @after("uncovered", condition=lambda ctx, event: event.card is not ctx.card)
    def treasure(self, ctx, event):
        ctx.draw(1)

    @before_scoring(HERE)
    def awaken(self, ctx, event):
        ctx.uncover_one(ctx.buried(ctx.here, yours=True), "one of your buried cards here to uncover before the base scores, or pass")


class PriestOfAnubis(CardBehaviour):
    """Ongoing: This minion has +2 power if you have a card buried here."""

    card_id = "ancient-egyptians/priest-of-anubis"

    def power_bonus(self, ctx, minion):
        return 2 if minion is ctx.card and ctx.buried(ctx.here, yours=True) else 0


class PyramidEngineer(CardBehaviour):
    """You may uncover one of your buried cards here. Talent: Bury a card from your hand here."""

    card_id = "ancient-egyptians/pyramid-engineer"

    def on_play(self, ctx):
        ctx.uncover_one(ctx.buried(ctx.here, yours=True), "one of your buried cards here to uncover, or pass")

    def talent_refusal(self, ctx):
        return _no_card_to_bury(ctx)

    @talent
    def build(self, ctx):
        ctx.bury_from_hand(ctx.here)


class Mummy(CardBehaviour):
    """Special: After this base scores, you may bury this minion on another base."""

    card_id = "ancient-egyptians/mummy"
    clarification = MUMMY_1  # a reprint cites its own (reference.reprints.REPRINTS)

    # Only a Mummy in play (uncovered) at the base as it scores has the ability (mummy#1): a buried
    # one is no listener, and goes to the discard pile with the base's other buried cards.
    @after_scoring(HERE)
    def rise_again(self, ctx, event):
        rules = ctx.citing(*self.clarification)
        others = ctx.other_bases(event.base)
        if not others or not ctx.in_play(ctx.card) or not rules.may("bury Mummy beside another base"):
            return
        base = rules.choose_base("another base to bury Mummy beside", others)
        rules.bury(ctx.card, base)  # straight there, before the old base is discarded


class AncientCurse(CardBehaviour):
    """Play on a minion. You may remove a +1 power counter from it. Ongoing: This minion has -2 power."""

    card_id = "ancient-egyptians/ancient-curse"
    play_on = "minion"

    def on_play(self, ctx):
        minion = ctx.host(ctx.card)
        if minion is not None and minion.counters and ctx.may(f"remove a +1 power counter from {minion.name}"):
            ctx.remove_counters(minion, 1)

    def power_bonus(self, ctx, minion):
        return -2 if ctx.host(ctx.card) is minion else 0


class BlessingOfAnubis(_SelfBurying):
    """Bury this card. Special: When this card is uncovered, your minions here each gain +2 power until the end of the turn."""

    card_id = "ancient-egyptians/blessing-of-anubis"
    clarification = BLESSING_1

    def uncovered(self, ctx, here):
        mine = ctx.minions(at=here, yours=True)
        if mine:
            ctx.power_until(mine, 2, "end-of-turn")
        else:
            ctx.cannot(f"give minions +2 power: none of theirs is at {here.name}")


class LostKnowledge(CardBehaviour):
    """Bury a card from your hand OR uncover one of your buried cards. Special: You may play this card before a base scores."""

    card_id = "ancient-egyptians/lost-knowledge"
    special_before_scoring = True

    def on_play(self, ctx):
        choices = {}
        if ctx.hand():
            choices["bury a card from your hand"] = lambda: _bury_from_hand_anywhere(ctx)
        if ctx.buried(yours=True):
            choices["uncover one of your buried cards"] = lambda: ctx.uncover_one(ctx.buried(yours=True), "one of your buried cards to uncover", optional=False)
        if not choices:
            ctx.cannot("bury or uncover a card: no card in hand and none buried")
            return
        ctx.either("what Lost Knowledge does", choices)


class MummyStrength(CardBehaviour):
    """Choose one of your minions. If there is a card buried on its base, it gains +4 power until the end of the turn, otherwise it gains +2 power until the end of the turn."""

    card_id = "ancient-egyptians/mummy-strength"
    targets = Targets(yours=True)

    def on_play(self, ctx):
        minion = ctx.choose_card("one of your minions", ctx.minions(yours=True))
        if minion is None:
            ctx.cannot("choose a minion: none of theirs is in play")
            return
        # Anyone's buried card counts; the larger bonus is +4 by AEG's errata (oops/mummy-strength#1;
        # the card text in the data already has it).
        base = ctx.base_of(minion)
        buried = ctx.buried(base)
        rules = ctx.citing("oops/mummy-strength#1")
        what = f"{counted(len(buried), 'card')} buried" if buried else "no card buried"
        rules.record("note", f"{base.name} has {what} beside it: {minion.name} gains +{4 if buried else 2}.", cards=[ctx.card, minion, base], cites=(*rules.cites, "burying.status"))
        rules.power_until([minion], 4 if buried else 2, "end-of-turn")


class PlagueOfLocusts(CardBehaviour):
    """Choose a base. All other players’ minions there get -1 power until the end of the turn. Special: You may play this before a base scores."""

    card_id = "ancient-egyptians/plague-of-locusts"
    special_before_scoring = True

    def on_play(self, ctx):
        base = ctx.choose_base("a base", ctx.bases())
        theirs = ctx.minions(at=base, yours=False) if base is not None else []
        if theirs:
            ctx.power_until(theirs, -1, "end-of-turn")


class SealTheTomb(CardBehaviour):
    """Bury up to two cards from your hand on the same base OR uncover up to two of your buried cards on the same base."""

    card_id = "ancient-egyptians/seal-the-tomb"

    def on_play(self, ctx):
        def bury_two():
            base = ctx.choose_base("a base to bury up to two cards beside", ctx.bases())
            for _ in range(2):
                if base is None or not is_in_play_as_base(base) or not ctx.hand() or ctx.bury_from_hand(base, optional=True) is None:
                    return

        def uncover_two():
            bases = [b for b in ctx.bases() if ctx.buried(b, yours=True)]
            base = ctx.choose_base("a base to uncover up to two of your buried cards at", bases)
            for _ in range(2):
                if base is None or ctx.uncover_one(ctx.buried(base, yours=True), f"one of your buried cards at {base.name} to uncover, or stop") is None:
                    return

        choices = {}
        if ctx.hand():
            choices["bury up to two cards from your hand"] = bury_two
        if ctx.buried(yours=True):
            choices["uncover up to two of your buried cards"] = uncover_two
        if not choices:
            ctx.cannot("bury or uncover a card: no card in hand and none buried")
            return
        ctx.either("what Seal the Tomb does", choices)


class TombTrap(_SelfBurying):
    """Bury this card. Special: When this card is uncovered, you may destroy a minion of power 4 or less here."""

    card_id = "ancient-egyptians/tomb-trap"
    clarification = TOMB_TRAP_1

    def uncovered(self, ctx, here):
        ctx.destroy_one(f"a minion of power 4 or less at {here.name} to destroy", ctx.minions(at=here, power_at_most=4), optional=True)


class YouCanTakeItWithYou(_SelfBurying):
    """Bury this card. Special: When this card is uncovered, draw three cards."""

    card_id = "ancient-egyptians/you-can-take-it-with-you"
    clarification = TAKE_IT_1

    def uncovered(self, ctx, here):
        ctx.draw(3)


class Pyramids(CardBehaviour):
    """On your turn, you may bury a card from your hand here."""

    card_id = "ancient-egyptians/pyramids"

    # Used like a Talent by the player whose turn it is: in the Play Cards phase, once a turn
    # (terms.on-your-turn).
    def talent_refusal(self, ctx):
        return _no_card_to_bury(ctx)

    @talent
    def entomb(self, ctx):
        ctx.citing("terms.on-your-turn").bury_from_hand(ctx.card)


class StarPortal(CardBehaviour):
    """After a card is buried here or an action is played on this base, its controller draws a card."""

    card_id = "ancient-egyptians/star-portal"

    @after("buried", HERE)
    def buried_here(self, ctx, event):
        ctx.as_player(event.card.controller).draw(1)

    # "Played on this base": an action attached to the base itself, not one on a minion here.
    @after("played", HERE, card_kind="action", condition=lambda ctx, event: ctx.host(event.card) is ctx.card)
    def action_here(self, ctx, event):
        ctx.as_player(event.player).draw(1)


class Sphinx(CardBehaviour):
    """Special: At the start of your turn, you may return one of your buried cards to your hand to play this titan on its base. Special: After a base scores while this titan is in play, you may return one of your buried cards there to your hand. Talent: Bury a card from your hand here."""

    card_id = "ancient-egyptians/sphinx"

    @staticmethod
    def _returnable(rules, base=None):
        """Your buried cards (at ``base``) that may go to your hand; a buried monster never does
        (ancient-egyptians/sphinx#1, oops/sphinx#1), which a step says when only such remain."""
        buried = rules.buried(base, yours=True)
        returnable = [card for card in buried if card.group not in NO_HAND]
        if buried and not returnable:
            rules.cannot(f"return {', '.join(card.name for card in buried)} to their hand with Sphinx: a monster or treasure never goes to a hand")
        return returnable

    @at_start_of_your_turn(from_aside=True)
    def rise(self, ctx, event):
        if ctx.titan_play_problem() is not None:
            return
        rules = ctx.citing(*SPHINX_1)
        card = rules.choose_card("one of your buried cards to return to your hand to play Sphinx on its base", self._returnable(rules), optional=True)
        if card is None:
            return
        base = ctx.buried_beside(card)
        if rules.return_buried(card):
            ctx.play_titan(ctx.card, base)

    @after_scoring(ANYWHERE)
    def rescue(self, ctx, event):
        rules = ctx.citing(*SPHINX_1)
        card = rules.choose_card(f"one of your buried cards at {event.base.name} to return to your hand", self._returnable(rules, event.base), optional=True)
        if card is not None:
            rules.return_buried(card)

    def talent_refusal(self, ctx):
        return _no_card_to_bury(ctx)

    @talent
    def guard(self, ctx):
        ctx.bury_from_hand(ctx.here)
