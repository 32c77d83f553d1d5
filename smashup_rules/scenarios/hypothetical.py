"""Test-only abilities, for rule scenarios that no card of the sources can show.

No card whose text the sources give plays a card off the top of a deck (off-the-top.*), puts
a card in stasis (stasis.*) or makes a base leave play before its VP are awarded
(scoring.base-leaves). A scenario therefore gives a real card, for that scenario only, one of
the abilities below ('Given hypothetically, Full Sail reads "..."' in the step library): the
behaviour registered for the card's id is replaced, so the scenario names a real card of a
real faction while the rule is shown with an ability no real card has. The classes are named
``TestOnly...`` and live here, with the step library that names them, never in
``smashup_rules/cards``: no game outside a scenario can meet them.
"""

from __future__ import annotations

from smashup_rules.engine.abilities import HERE, CardBehaviour, before_scoring
from smashup_rules.engine.zones import at_base
from smashup_rules.scenarios.failures import ScenarioProblem


class TestOnlyPlayMinionOffTheTop(CardBehaviour):
    """Play a minion off the top of your deck."""

    def on_play(self, ctx):
        ctx.play_off_the_top("minion")


class TestOnlyPlayTwoMinionsOffTheTop(CardBehaviour):
    """Play two minions off the top of your deck."""

    def on_play(self, ctx):
        ctx.play_off_the_top("minion", count=2)


class TestOnlyPlayActionOffTheTop(CardBehaviour):
    """Play an action off the top of your deck."""

    def on_play(self, ctx):
        ctx.play_off_the_top("action")


class TestOnlyPlayMinionOffTheTopRestToBottom(CardBehaviour):
    """Play a minion off the top of your deck. Place the other cards revealed on the bottom of your deck."""

    def on_play(self, ctx):
        def to_bottom(cards):
            for card in cards:
                ctx.place(card, "deck")

        ctx.play_off_the_top("minion", rest=to_bottom)


class TestOnlyCounterIfOffTheTop(CardBehaviour):
    """If this minion was played off the top of a deck, place a +1 power counter on it."""

    def on_play(self, ctx):
        if ctx.played_off_the_top:
            ctx.citing("off-the-top.counts-as").place_counters(ctx.card, 1)


class TestOnlyStasisThenDraw(CardBehaviour):
    """Put this card in stasis with two stasis counters. When it leaves stasis, draw two cards."""

    puts_itself_in_play = True

    def on_play(self, ctx):
        ctx.put_in_stasis(ctx.card, 2)

    def leave_stasis(self, ctx):
        ctx.draw(2)


class TestOnlyDrawThenStasis(CardBehaviour):
    """Draw a card. Put this card in stasis with one stasis counter."""

    puts_itself_in_play = True

    def on_play(self, ctx):
        ctx.draw(1)
        ctx.put_in_stasis(ctx.card, 1)


class TestOnlyMinionFromHandToStasis(CardBehaviour):
    """Put a minion from your hand in stasis with one stasis counter."""

    def on_play(self, ctx):
        minion = ctx.choose_card("a minion from your hand to put in stasis", [c for c in ctx.hand() if c.kind == "minion"])
        if minion is not None:
            ctx.put_in_stasis(minion, 1)


class TestOnlyAddStasisCounter(CardBehaviour):
    """Place a stasis counter on one of your cards in stasis."""

    def on_play(self, ctx):
        card = ctx.choose_card("one of your cards in stasis", ctx.cards_in_stasis())
        if card is not None:
            ctx.change_stasis_counters(card, 1)


TEST_ONLY_TEXTS: dict[str, type[CardBehaviour]] = {
    cls.__doc__: cls
    for cls in (
        TestOnlyPlayMinionOffTheTop,
        TestOnlyPlayTwoMinionsOffTheTop,
        TestOnlyPlayActionOffTheTop,
        TestOnlyPlayMinionOffTheTopRestToBottom,
        TestOnlyCounterIfOffTheTop,
        TestOnlyStasisThenDraw,
        TestOnlyDrawThenStasis,
        TestOnlyMinionFromHandToStasis,
        TestOnlyAddStasisCounter,
    )
}


def test_only_behaviour(card_id: str, text: str) -> type[CardBehaviour]:
    """The test-only ``text`` as the behaviour of ``card_id``, for one scenario."""
    if text not in TEST_ONLY_TEXTS:
        raise ScenarioProblem(f"no test-only text {text!r}; known: {', '.join(sorted(TEST_ONLY_TEXTS))}")
    return type(TEST_ONLY_TEXTS[text].__name__, (TEST_ONLY_TEXTS[text],), {"card_id": card_id})


def swapped_before_scoring(base_id: str) -> type[CardBehaviour]:
    """The base ``base_id`` with an ability no base has: before it scores it is swapped for the
    top base of the base deck, the way a swap is done (Terraforming): its minions stay, on the
    base that takes its place (scoring.base-leaves)."""

    class TestOnlySwappedBeforeScoring(CardBehaviour):
        card_id = base_id

        @before_scoring(HERE)
        def swap(self, ctx, event):
            state = ctx.state
            there = ctx.card
            newcomer = state.zone("base-deck")[0]
            index = state.zones["bases"].index(there.iid)
            for minion in state.minions_at(there):
                state.relocate(minion, at_base(newcomer.iid))
            state.relocate(there, "base-deck")
            state.relocate(newcomer, "bases", index=index)
            ctx.game.record("swap", f"{there.name} is swapped for {newcomer.name} (a hypothetical ability).", cards=[there, newcomer])

    return TestOnlySwappedBeforeScoring
