"""Cowboys: duels at high noon and power boosts that last until the end of the turn."""

from __future__ import annotations

from smashup_rules.engine.abilities import HERE, CardBehaviour, Targets, after, before, before_scoring, unmet
from smashup_rules.engine.context import DiscardCards, IllegalPlay, in_deck, in_hand


def _rivals(ctx, minion) -> list:
    """Other players' minions at ``minion``'s base ("another player's minion here"); "another
    player" is relative to the player whose ability it is."""
    base = ctx.base_of(minion)
    return [m for m in ctx.minions(at=base) if m.controller != ctx.player] if base is not None else []


def _destroy_losers(ctx):
    """"Destroy the losing minion": both minions on a tie (duels.ties)."""

    def consequences(duel):
        for loser in duel.losers:
            ctx.destroy(loser)

    return consequences


def _challenge(ctx, challenger, consequences, *, optional: bool):
    """"<challenger> (may) duel(s) another player's minion here": the duel, or None."""
    if ctx.duel_ignored() or not ctx.in_play(challenger):
        return None
    rivals = _rivals(ctx, challenger)
    if not rivals:
        return None
    opponent = ctx.choose_card(f"another player's minion for {challenger.name} to duel", rivals, optional=optional)
    if opponent is None:
        return None
    return ctx.duel(challenger, opponent, consequences)


def _one_of_yours_duels(ctx, consequences):
    """"One of your minions duels another player's minion at the same base": both chosen by
    you; the duel, or None when no minion of yours has a rival at its base."""
    if ctx.duel_ignored():
        return None
    yours = [m for m in ctx.minions(yours=True) if _rivals(ctx, m)]
    if not yours:
        ctx.cannot("start a duel: none of their minions shares a base with another player's minion", cites=("duels.basics",))
        return None
    challenger = ctx.choose_card("one of your minions to duel", yours)
    return _challenge(ctx, challenger, consequences, optional=False)


# --- minions -------------------------------------------------------------------


class Sheriff(CardBehaviour):
    """Special: Before this base scores, this minion may duel another player’s minion here. Destroy the losing minion."""

    card_id = "cowboys/sheriff"

    @before_scoring(HERE, condition=lambda ctx, event: bool(_rivals(ctx, ctx.card)))
    def showdown(self, ctx, event):
        _challenge(ctx, ctx.card, _destroy_losers(ctx), optional=True)


class Pinkerton(CardBehaviour):
    """Ongoing: Once per duel, when one of your minions is in a duel, you may place a +1 power counter on it."""

    card_id = "cowboys/pinkerton"

    # "When": as the duel starts, before any duel card is put down; any base, itself too
    # (cowboys/pinkerton#1, functional errata).
    @before("duel", condition=lambda ctx, event: any(m.controller == ctx.player for m in event.details["duel"].minions))
    def hire(self, ctx, event):
        duel = event.details["duel"]
        mine = [m for m in duel.minions if m.controller == ctx.player and ctx.in_play(m)]
        them = ctx.citing("cowboys/pinkerton#1", "oops/pinkerton#1", "duels.basics")
        minion = them.choose_card("your dueling minion for a +1 power counter", mine, optional=True)
        if minion is not None:
            them.place_counters(minion, 1)


class Gunfighter(CardBehaviour):
    """This minion may duel another player’s minion here. Destroy the losing minion."""

    card_id = "cowboys/gunfighter"

    def on_play(self, ctx):
        _challenge(ctx, ctx.card, _destroy_losers(ctx), optional=True)


class Deputy(CardBehaviour):
    """Special: On your turn or during a duel involving your minion, you may discard this card from your hand to give a minion +2 power until the end of the turn."""

    card_id = "cowboys/deputy"

    def hand_special_refusal(self, ctx):
        duel = ctx.dueling
        if duel is not None:
            if not any(m.controller == ctx.player for m in duel.minions):
                return f"{ctx.player} may discard Deputy during a duel only if it involves one of their minions."
        elif not ctx.on_your_turn:
            return unmet(f"{ctx.player} may discard Deputy only on their turn or during a duel involving their minion.", "terms.on-your-turn")
        if not ctx.minions():
            return "there is no minion in play to give +2 power."
        return None

    def hand_special(self, ctx):
        # During a duel, used once the other duel card is revealed (cowboys/deputy#1).
        them = ctx.citing("cowboys/deputy#1", "oops/deputy#1") if ctx.dueling is not None else ctx
        them.discard(ctx.card)  # "discard this card ... to" (terms.to)
        minion = them.choose_card("a minion to give +2 power until the end of the turn", ctx.minions())
        if minion is not None:
            them.power_until([minion], 2, "end-of-turn")


# --- actions -------------------------------------------------------------------


def _trailing(ctx, base) -> bool:
    """"Where you have a minion and are not winning": another player has more power there
    (a player tied for the most power is winning: they would take first place, scoring.ties)."""
    if not ctx.minions(at=base, yours=True):
        return False
    mine = ctx.power_of_player(ctx.player, base)
    return any(ctx.power_of_player(p, base) > mine for p in ctx.players() if p != ctx.player)


def _dynamite_seen(ctx, event) -> bool:
    """Another player's card revealed or looked at cards in your hand or deck. It works from your
    hand; from your deck only if it is itself revealed, not merely looked at
    (cowboys/dynamite-surprise#1)."""
    details = event.details
    if event.player is None or event.player == ctx.player or details["owner"] != ctx.player:
        return False
    if in_hand(ctx.card, ctx.player):
        return True
    return in_deck(ctx.card, ctx.player) and ctx.card in details["cards"] and details["revealed"]


class DynamiteSurprise(CardBehaviour):
    """Special: Before a base scores where you have a minion and are not winning, destroy a minion of power 4 or less there. Special: If another player’s card reveals or looks at a card in your hand or deck, destroy one of their minions of power 4 or less."""

    card_id = "cowboys/dynamite-surprise"
    special_before_scoring = True
    special_only = True  # both its abilities are Specials (play.special)

    def can_play_before_scoring(self, ctx, base):
        return _trailing(ctx, base) and bool(ctx.minions(at=base, power_at_most=4))

    def on_play(self, ctx):
        there = ctx.scoring_base
        ctx.destroy_one(f"a minion of power 4 or less at {there.name} to destroy", ctx.minions(at=there, power_at_most=4))

    @after("revealed", condition=_dynamite_seen)
    def booby_trap(self, ctx, event):
        # It stays where it is: the Special is used, not the card played.
        spotter = event.player
        them = ctx.citing("cowboys/dynamite-surprise#1")
        victims = ctx.minions(controller=spotter, power_at_most=4)
        if not victims:
            them.cannot(f"destroy a minion of {spotter}'s: none has power 4 or less")
            return
        them.destroy_one(f"one of {spotter}'s minions of power 4 or less to destroy", victims)


class FormAPosse(CardBehaviour):
    """Each of your minions gains +1 power and cannot be destroyed, moved, or returned to the hand until the end of the turn."""

    card_id = "cowboys/form-a-posse"
    targets = Targets(yours=True)

    def on_play(self, ctx):
        posse = ctx.minions(yours=True)  # fixed now: minions played later are not included
        if not posse:
            ctx.cannot("give anything: they have no minion in play")
            return
        ctx.power_until(posse, 1, "end-of-turn")
        ctx.cannot_be_until(posse, ("destroy", "move", "return"), "end-of-turn")


class GoldInThemTharHills(CardBehaviour):
    """Look at the top three cards of your deck. Reveal and draw one of them; you may play it as an extra card. Return the rest in any order."""

    card_id = "cowboys/gold-in-them-thar-hills"

    def on_play(self, ctx):
        top = ctx.look_at_top(3)
        if not top:
            ctx.cannot("look at any card: their deck and discard pile are empty")
            return
        nugget = ctx.choose_card("a card to reveal and draw", top)
        rest = [c for c in top if c is not nugget]
        ctx.set_aside(rest)  # in the player's hands while they look, until returned
        ctx.reveal(nugget)
        ctx.draw_card(nugget)
        if in_hand(nugget, ctx.player) and nugget.kind in ("minion", "action"):
            # A specific extra play: this card, now or never (play.extra-generic-specific).
            ctx.play_extra_now(nugget.kind, card=nugget.iid)
        # "Return the rest in any order": the one chosen last ends on top.
        while rest:
            card = ctx.choose_card("the next card to return to the top of your deck (the last one returned is on top)", rest)
            rest.remove(card)
            ctx.place(card, "deck", top=True)


class GoldStrike(CardBehaviour):
    """Play on a base. Ongoing: After you play a minion here, draw a card."""

    card_id = "cowboys/gold-strike"
    play_on = "base"

    @after("played", HERE, card_kind="minion", condition=lambda ctx, event: event.player == ctx.player)
    def pay_dirt(self, ctx, event):
        ctx.draw(1)


class HighNoon(CardBehaviour):
    """One of your minions duels another player’s minion at the same base. Destroy the losing minion. If your minion wins, you may play an extra minion there."""

    card_id = "cowboys/high-noon"

    def on_play(self, ctx):
        def consequences(duel):
            _destroy_losers(ctx)(duel)
            yours = duel.challenger
            rules = ctx.citing("cowboys/high-noon#1", "oops/high-noon#1")
            if yours not in duel.winners:
                rules.record("note", f"{yours.name} lost the duel: nobody gets High Noon's extra minion.",
                                     cards=[ctx.card, yours], cites=(*rules.cites, "duels.outcome"))
                return
            there = ctx.base_of(yours)  # where your winning minion is at the end of the duel
            if there is None:
                rules.record("note", f"{yours.name} won but was destroyed: no extra minion.",
                                     cards=[ctx.card, yours], cites=(*rules.cites, "duels.ties"))
                return
            rules.citing("terms.there").play_extra_now("minion", base=there.iid)  # or kept for later (play.extra)

        _one_of_yours_duels(ctx, consequences)


class QuickDraw(CardBehaviour):
    """Choose one of your minions. If it is in a duel, it gains +4 power until the end of the turn, otherwise it gains +2 power until the end of the turn."""

    card_id = "cowboys/quick-draw"
    targets = Targets(yours=True)

    def on_play(self, ctx):
        minion = ctx.choose_card("one of your minions", ctx.minions(yours=True))
        if minion is None:
            ctx.cannot("choose a minion: they have none in play")
            return
        # The amount is fixed now, whatever happens to the duel later (cowboys/quick-draw#1).
        amount = 4 if ctx.in_duel(minion) else 2
        ctx.citing("cowboys/quick-draw#1", "oops/quick-draw#1", "duels.outcome").power_until([minion], amount, "end-of-turn")


class RunEmOff(CardBehaviour):
    """One of your minions duels another player’s minion at the same base. The winning minion gains +3 power until the end of the turn, and its controller moves the losing minion to another base."""

    card_id = "cowboys/run-em-off"

    def on_play(self, ctx):
        def consequences(duel):
            ctx.power_until(duel.winners, 3, "end-of-turn")
            for (winner, loser), mover in zip(duel.pairs(), _movers(duel)):
                if ctx.in_play(loser):
                    ctx.as_player(mover).move_elsewhere(loser, f"a base to move {loser.name} to")

        _one_of_yours_duels(ctx, consequences)


def _movers(duel) -> list:
    """The controller of each pair's winner when the duel was decided (``Duel.pairs`` order)."""
    by_winner = dict(zip((id(w) for w in duel.winners), duel.winning_players))
    return [by_winner[id(winner)] or winner.owner for winner, _ in duel.pairs()]


class Stagecoach(CardBehaviour):
    """Move or transfer up to two of your cards on the same base to another base."""

    card_id = "cowboys/stagecoach"

    def on_play(self, ctx):
        first = ctx.choose_card("one of your cards to move or transfer", self._cards(ctx), optional=True)
        if first is None:
            return
        origin = ctx.base_of(first)
        second = ctx.choose_card(f"a second card of yours at {origin.name} to move or transfer", [c for c in self._cards(ctx, origin) if c is not first], optional=True)
        destination = ctx.choose_base("another base to take them to", ctx.other_bases(origin))
        if destination is None:
            return
        for card in (first, second):
            if card is None:
                continue
            if card.kind == "action":
                ctx.transfer(card, destination)
            else:
                ctx.move(card, destination)

    @staticmethod
    def _cards(ctx, at=None) -> list:
        """Your minions and titans at a base, and your actions played on the base itself (those on
        a minion travel with it); at one base, or at every base."""
        found = []
        for base in [at] if at is not None else ctx.bases():
            found += [c for c in ctx.minions_at(base) if c.controller == ctx.player]
            found += [a for a in ctx.attachments(base) if a.kind == "action" and a.controller == ctx.player]
        return found


# --- bases ---------------------------------------------------------------------


class Saloon(CardBehaviour):
    """After a minion here is destroyed, each player with a minion here may draw a card."""

    card_id = "cowboys/saloon"

    @after("destroyed", HERE, card_kind="minion")
    def rounds_on_the_house(self, ctx, event):
        for player in ctx.turn_order():
            if ctx.minions(at=ctx.card, controller=player) and ctx.may("draw a card", player=player):
                ctx.as_player(player).draw(1)


class SoSoCorral(CardBehaviour):
    """Once per turn, after you play a minion here, it may duel another player's minion here. Destroy the losing minion."""

    card_id = "cowboys/so-so-corral"

    @after("played", HERE, card_kind="minion", condition=lambda ctx, event: not ctx.used_this_turn(f"{ctx.card.iid}:duel") and event.player is not None)
    def showdown(self, ctx, event):
        # "You": the player who played the minion; they challenge, and destroy the loser
        # (cowboys/so-so-corral#1).
        them = ctx.as_player(event.player).citing("cowboys/so-so-corral#1")
        minion = event.card
        if ctx.base_of(minion) is not ctx.card or them.duel_ignored():
            return
        rivals = _rivals(them, minion)
        opponent = them.choose_card(f"another player's minion here for {minion.name} to duel", rivals, optional=True) if rivals else None
        if opponent is None:
            return
        ctx.use_this_turn(f"{ctx.card.iid}:duel")  # the once-per-turn duel is used when one is fought
        them.duel(minion, opponent, _destroy_losers(them))


# --- titan ---------------------------------------------------------------------


def _can_ride_in(ctx, event) -> bool:
    duel = event.details["duel"]
    return duel.challenger_player == ctx.player and bool(ctx.hand()) and ctx.titan_play_problem() is None


class PecosBill(CardBehaviour):
    """Special: When you become the challenger in a duel, you may discard a card to play this titan there. Do not resolve any titan clashes until after the end of the duel. Ongoing: During duels here, other players may not move minions from here or return them to a player’s hand. Ongoing: After you win a duel, draw a card."""

    card_id = "cowboys/pecos-bill"

    def titan_play(self, ctx, base):
        raise IllegalPlay(f"Pecos Bill can only be played through its Special, when {ctx.player} becomes the challenger in a duel.", ("titans.play",))

    @before("duel", from_aside=True, condition=_can_ride_in)
    def ride_in(self, ctx, event):
        duel = event.details["duel"]
        there = duel.base

        def enter():
            duel.clashes_wait = True  # until after the end of the duel
            ctx.play_titan(ctx.card, there)

        # Its current AEG text, as the summary has it (oops/pecos-bill#1).
        ctx.citing("oops/pecos-bill#1").may_do_to(f"discard a card to play Pecos Bill at {there.name}", DiscardCards(ctx, 1), enter)

    def protects(self, ctx, target, effect):
        duel = ctx.dueling
        here = ctx.here
        return (
            duel is not None
            and duel.base is here
            and effect.kind in ("move", "return")
            and target.kind == "minion"
            and ctx.base_of(target) is here
            and effect.player is not None
            and effect.player != ctx.player
        )

    @after("duel-won", condition=lambda ctx, event: event.player == ctx.player)
    def victory_lap(self, ctx, event):
        ctx.draw(1)
