"""World Champs: favourites of ten years of Smash Up, with duels, burying and +1 power counters.

Diva, Fast as Lightning, Kaiju Conflict and Mummy are reprints: the registry gives each its
original's behaviour, under its own card id and with its own clarifications (reference.reprints.REPRINTS).
"""

from __future__ import annotations

from smashup_rules.engine.abilities import HERE, THIS, CardBehaviour, Targets, after, at_start_of_your_turn, before, before_scoring, talent, unmet
from smashup_rules.engine.context import Cost, in_deck, in_discard, in_hand, resolving

ARAMIS_1 = "world-champs/aramis#1"
FIGHTING_SPIRIT_PRIZE_1 = "world-champs/fighting-spirit-prize#1"
HIGH_SPEED_CHASE_1 = "world-champs/high-speed-chase#1"
RAINBOW_GIRL_1 = "world-champs/rainbow-girl#1"
SAMURAI_CHAN_1 = "world-champs/samurai-chan#1"
SHIELD_MAIDEN_1 = "world-champs/shield-maiden#1"


def _minions_played_at(ctx, base, player: str | None = None) -> list:
    """The minions played at ``base`` this turn (by ``player`` only, when given), in order:
    plays only, not minions moved there."""
    return ctx.minions_played_this_turn(player, anyone=player is None, base=base)


def _first_minion_you_played_here_on_your_turn(ctx, event) -> bool:
    """"After the first time you play a minion here during your turn" (a base's ability, for the
    player who played it)."""
    return (
        event.player is not None
        and event.player == ctx.current_player
        and _minions_played_at(ctx, ctx.card, event.player)[:1] == [event.card]
    )


def _one_of_your_minions(ctx, prompt: str):
    minion = ctx.choose_card(prompt, ctx.minions(yours=True))
    if minion is None:
        ctx.cannot("choose one of their minions: they have none in play")
    return minion


# --- minions -------------------------------------------------------------------


class Sheriff(CardBehaviour):
    """Before this base scores, this minion may duel another player's minion here. Destroy the losing minion."""

    card_id = "world-champs/sheriff"

    @staticmethod
    def _rivals(ctx) -> list:
        return [m for m in ctx.minions(here=True) if m.controller != ctx.player]

    @before_scoring(HERE, condition=lambda ctx, event: bool(Sheriff._rivals(ctx)))
    def showdown(self, ctx, event):
        if ctx.duel_ignored() or not ctx.in_play(ctx.card):
            return
        opponent = ctx.choose_card("another player's minion here for Sheriff to duel", self._rivals(ctx), optional=True)
        if opponent is None:
            return

        def consequences(duel):
            for loser in duel.losers:  # both on a tie (duels.ties)
                ctx.destroy(loser)

        ctx.duel(ctx.card, opponent, consequences)


class Aramis(CardBehaviour):
    """Ongoing: Once on your turn, after you play an action that directly affects this minion, you may play an action that directly affects this minion as an extra action."""

    card_id = "world-champs/aramis"

    @staticmethod
    def _affected_by_your_action(ctx, event) -> bool:
        # Only in the Play Cards phase of your turn (world-champs/aramis#1).
        if event.player != ctx.player or not any(card is ctx.card for card in event.details.get("affected", ())):
            return False
        if not ctx.on_your_turn:
            return unmet("it answers only during its controller's Play Cards phase", "turn.play-cards")
        return True

    @after("played", card_kind="action", once_per_turn=True, condition=lambda ctx, event: Aramis._affected_by_your_action(ctx, event))
    def encore(self, ctx, event):
        # Offered with the actions that can directly affect Aramis now (qualifiers: ``affects``),
        # or kept for later in the phase with that qualifier.
        ctx.citing(ARAMIS_1).play_extra_now("action", affects=ctx.card.iid)


class Stoneford(CardBehaviour):
    """Search your deck for an action and draw it."""

    card_id = "world-champs/stoneford"

    def on_play(self, ctx):
        ctx.top_of_deck()  # an empty deck is rebuilt first (turn.empty-deck); the card says no shuffle
        found = ctx.search_deck("an action to draw", lambda c: c.kind == "action", optional=False)
        if found is not None:
            ctx.draw_card(found)


class _GiveACard(Cost):
    """"Place a card from your hand into another player's hand"."""

    def __init__(self, ctx):
        self.ctx = ctx

    def possible(self) -> bool:
        return bool(self.ctx.hand()) and len(self.ctx.players()) > 1

    def describe(self) -> str:
        return "place a card from their hand into another player's hand"

    def pay(self) -> None:
        ctx = self.ctx
        card = ctx.choose_card("a card from your hand to give away", ctx.hand())
        others = [p for p in ctx.players() if p != ctx.player]
        player = ctx.choose("the player to receive it", {p: p for p in others}, kind="player")
        ctx.give_card(card, player)


class AkyeTheTurtle(CardBehaviour):
    """You may place a card from your hand into another player’s hand to draw two cards."""

    card_id = "world-champs/akye-the-turtle"

    def on_play(self, ctx):
        ctx.may_do_to("place a card from your hand into another player's hand to draw two cards", _GiveACard(ctx), lambda: ctx.draw(2))


class ShieldMaiden(CardBehaviour):
    """Reveal the top card of another player’s deck. If it is an action, or a minion of power 3 or less, place it into your hand. Otherwise, return it."""

    card_id = "world-champs/shield-maiden"

    def on_play(self, ctx):
        others = [p for p in ctx.players() if p != ctx.player]
        if not others:
            return
        player = ctx.choose("another player whose top card to reveal", {p: p for p in others}, kind="player")
        top = ctx.reveal_top(player)
        if top is None or not in_deck(top, player):
            return
        rules = ctx.citing(SHIELD_MAIDEN_1)
        if top.kind == "action" or (top.kind == "minion" and top.printed_power <= 3):
            # Its owner stays; you treat it as your card while you hold it (world-champs/shield-maiden#1).
            rules.give_card(top, ctx.player)
        else:
            rules.record("note", f"{top.name} is returned to the top of {player}'s deck.", cards=[top, ctx.card], cites=rules.cites)


class Calicoin(CardBehaviour):
    """You may place a +1 power counter on another minion here."""

    card_id = "world-champs/calicoin"

    def on_play(self, ctx):
        minion = ctx.choose_card("another minion here for a +1 power counter", ctx.minions(here=True, exclude=ctx.card), optional=True)
        if minion is not None:
            ctx.place_counters(minion, 1)


class RainbowGirl(CardBehaviour):
    """Your other minions here gain +1 power until the end of the turn."""

    card_id = "world-champs/rainbow-girl"

    def on_play(self, ctx):
        # Those here now: not minions played later (world-champs/rainbow-girl#1).
        others = ctx.minions(here=True, yours=True, exclude=ctx.card)
        if others:
            ctx.citing(RAINBOW_GIRL_1).power_until(others, 1, "end-of-turn")


class SamuraiChan(CardBehaviour):
    """Ongoing: After this minion goes to the discard pile from play, draw a card."""

    card_id = "world-champs/samurai-chan"

    # Destroyed or discarded after scoring alike (world-champs/samurai-chan#1); not when it
    # returned to a hand or was buried.
    @staticmethod
    def _discarded(ctx, event):
        if in_discard(event.card):
            return True
        place = "its owner's hand" if in_hand(event.card) else "somewhere other than the discard pile"
        return unmet(f"it went to {place}, not to the discard pile", verb="draws no card")

    @after("left-play", THIS, condition=lambda ctx, event: SamuraiChan._discarded(ctx, event))
    def farewell(self, ctx, event):
        ctx.citing(SAMURAI_CHAN_1).draw(1)


# --- actions -----------------------------------------------------------------------


class Bewitched(CardBehaviour):
    """Play on a minion. Ongoing: This minion has +2 power. When this minion leaves play, transfer this action to another minion."""

    card_id = "world-champs/bewitched"
    play_on = "minion"

    def power_bonus(self, ctx, minion):
        return 2 if ctx.host(ctx.card) is minion else 0

    @before("host-leaving", THIS)
    def move_on(self, ctx, event):
        host = event.details["host"]
        others = [m for m in ctx.minions() if m is not host]
        minion = ctx.citing("terms.transfer").choose_card(f"another minion to transfer {ctx.card.name} to", others)
        if minion is None:
            ctx.cannot("transfer it: there is no other minion in play")
            return
        ctx.transfer(ctx.card, minion)


class Eh(CardBehaviour):
    """After you play your first action in a turn, you may play this card as an extra action. One of your minions gains +1 power until the end of the turn, and you may place this card back into your hand instead of the discard pile."""

    card_id = "world-champs/eh"
    targets = Targets(yours=True)

    def special_after_play(self, ctx, played):
        # "Your first action": one played, or an ability used as though one were (Monet).
        return (
            played.played_kind == "action"
            and played.card is not ctx.card
            and played.player == ctx.player
            and ctx.plays_this_turn("action") == [played.card.iid]
            and ctx.extra_play_blocker() is None
        )

    def on_play(self, ctx):
        minion = _one_of_your_minions(ctx, "one of your minions to gain +1 power")
        if minion is not None:
            ctx.power_until([minion], 1, "end-of-turn")
        if resolving(ctx.card) and ctx.may("place Eh? back into your hand instead of the discard pile"):
            ctx.place(ctx.card, "hand")


class FightingSpiritPrize(CardBehaviour):
    """Draw two cards and place two +1 power counters total on your minions."""

    card_id = "world-champs/fighting-spirit-prize"
    targets = Targets(yours=True)

    def on_play(self, ctx):
        ctx.draw(2)
        # Both on one minion, or one each on two (world-champs/fighting-spirit-prize#1).
        rules = ctx.citing(FIGHTING_SPIRIT_PRIZE_1)
        for n in ("first", "second"):
            minion = rules.choose_card(f"one of your minions for the {n} +1 power counter", ctx.minions(yours=True))
            if minion is None:
                return
            rules.place_counters(minion, 1)


class HighSpeedChase(CardBehaviour):
    """Play on a base. Talent: Transfer this action to another base to move one of your minions from here to there. That minion gains +3 power until the end of the turn."""

    card_id = "world-champs/high-speed-chase"
    play_on = "base"

    def talent_refusal(self, ctx):
        if not ctx.minions(here=True, yours=True):
            return f"{ctx.card.name}'s Talent would do nothing: {ctx.player} has no minion at {ctx.here.name}."
        if not ctx.other_bases(ctx.here):
            return f"{ctx.card.name}'s Talent would do nothing: there is no other base."
        return None

    @talent
    def chase(self, ctx):
        here = ctx.here
        base = ctx.choose_base(f"another base to transfer {ctx.card.name} to", ctx.other_bases(here))
        if base is None:
            return
        minion = ctx.choose_card(f"one of your minions to move from {here.name} to {base.name}", ctx.minions(at=here, yours=True))
        if minion is None or not ctx.transfer(ctx.card, base):
            ctx.cannot("transfer High-Speed Chase, so no minion moves", cites=("terms.to",))
            return
        if ctx.move(minion, base):
            # A lasting effect: it stays if High-Speed Chase is later destroyed (world-champs/high-speed-chase#1).
            ctx.citing(HIGH_SPEED_CHASE_1).power_until([minion], 3, "end-of-turn")


class ItsBlitzinTime(CardBehaviour):
    """One of your minions gains +4 power until the end of the turn"""

    card_id = "world-champs/its-blitzin-time"
    targets = Targets(yours=True)

    def on_play(self, ctx):
        minion = _one_of_your_minions(ctx, "one of your minions to gain +4 power")
        if minion is not None:
            ctx.power_until([minion], 4, "end-of-turn")


class MouseBirdAndSausage(CardBehaviour):
    """Choose up to two minions of the same faction at a base to gain +2 power each until the end of the turn."""

    card_id = "world-champs/mouse-bird-and-sausage"
    targets = Targets()

    def on_play(self, ctx):
        first = ctx.choose_card("a minion to gain +2 power", ctx.minions(), optional=True)
        if first is None:
            return
        base = ctx.base_of(first)
        same = [m for m in ctx.minions(at=base, exclude=first) if m.group == first.group]
        second = ctx.choose_card(f"another {first.group} minion at {base.name} to gain +2 power", same, optional=True)
        ctx.power_until([first] + ([second] if second is not None else []), 2, "end-of-turn")


class SharkTattoo(CardBehaviour):
    """Play on one of your minions. Place a +1 power counter on it. Ongoing: At the start of your turn, if this is your only minion here, place a +1 power counter on this minion."""

    card_id = "world-champs/shark-tattoo"
    play_on = "own-minion"

    def on_play(self, ctx):
        minion = ctx.host(ctx.card)
        if minion is not None:
            ctx.place_counters(minion, 1)

    @at_start_of_your_turn()
    def lone_shark(self, ctx, event):
        minion = ctx.host(ctx.card)
        if minion is not None and minion.kind == "minion" and ctx.minions(here=True, yours=True) == [minion]:
            ctx.place_counters(minion, 1)


class SmartSetUp(CardBehaviour):
    """Play on another player’s minion. Ongoing: After the first time each turn a minion is played here, draw a card."""

    card_id = "world-champs/smart-set-up"
    play_on = "minion"

    def play_refusal(self, ctx, base, target):
        if target is not None and target.controller == ctx.player:
            return f"{ctx.player} cannot play {ctx.card.name} on {target.name}: it must go on another player's minion."
        return None

    @after("played", HERE, card_kind="minion", condition=lambda ctx, event: _minions_played_at(ctx, ctx.here)[:1] == [event.card])
    def tip_off(self, ctx, event):
        ctx.draw(1)


# --- bases -------------------------------------------------------------------------


class Arena(CardBehaviour):
    """After the first time you play a minion here during your turn, you may play an extra action or draw a card."""

    card_id = "world-champs/arena"

    @after("played", HERE, card_kind="minion", condition=_first_minion_you_played_here_on_your_turn)
    def crowd(self, ctx, event):
        you = ctx.as_player(event.player)
        picked = you.choose(
            "to play an extra action, draw a card, or neither",
            {"play an extra action": "action", "draw a card": "draw", "pass": None},
            kind="or",
        )
        if picked == "action":
            you.grant_extra("action")
        elif picked == "draw":
            you.draw(1)


class HallOfFame(CardBehaviour):
    """After the first time you play a minion here during your turn, it gains +2 power until the end of the turn."""

    card_id = "world-champs/hall-of-fame"

    @after("played", HERE, card_kind="minion", condition=_first_minion_you_played_here_on_your_turn)
    def induct(self, ctx, event):
        if ctx.in_play(event.card):
            ctx.as_player(event.player).power_until([event.card], 2, "end-of-turn")

