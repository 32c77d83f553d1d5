"""Giant Ants: +1 power counters placed, passed around the colony, and spent."""

from __future__ import annotations

from smashup_rules.engine.abilities import ANYWHERE, THIS, CardBehaviour, Targets, after, at_start_of_your_turn, before, instead_of, talent, unmet
from smashup_rules.engine.context import DiscardCards, IllegalPlay, counted, in_discard, is_in_play_as_base

DEATH_ON_SIX_LEGS = "giant-ants/death-on-six-legs"


def _how_many(ctx, source, target) -> int:
    """"Any number of" counters from ``source``: the player says how many (at least one)."""
    most = source.counters
    if most <= 1:
        return most
    return ctx.choose(f"how many +1 power counters to transfer from {source.name} to {target.name}", {str(n): n for n in range(1, most + 1)})


def _transfer_from_one(ctx, sources, targets_for) -> None:
    """"Transfer any number of +1 power counters from one of your minions (there) to another
    minion": one source, one recipient, as many of the source's counters as the player likes."""
    source = ctx.choose_card("one of your minions to transfer +1 power counters from", sources)
    if source is None:
        return
    target = ctx.choose_card(f"another minion to receive counters from {source.name}", targets_for(source))
    if target is None:
        ctx.cannot(f"transfer counters from {source.name}: there is no other minion")
        return
    ctx.transfer_counters(source, target, _how_many(ctx, source, target))


def _your_minions_with_counters(ctx, at=None) -> list:
    return [m for m in ctx.minions(yours=True, at=at) if m.counters]


class KillerQueen(CardBehaviour):
    """Talent: Draw a minion of power 1 or less off the top of your deck OR choose another minion you played this turn and place a +1 power counter on this minion and that minion."""

    card_id = "giant-ants/killer-queen"

    @talent
    def rule_the_hive(self, ctx):
        played = []
        for minion in ctx.minions_played_this_turn():
            if minion is not ctx.card and minion not in played and ctx.in_play(minion):
                played.append(minion)

        def draw_small():
            # Revealed until one turns up (conflict.draw-off-the-top); in the deck, power is printed power.
            ctx.draw_off_the_top(lambda card: card.kind == "minion" and card.printed_power <= 1)

        def crown_another():
            minion = ctx.choose_card("another minion you played this turn", played)
            ctx.place_counters(ctx.card, 1)
            ctx.place_counters(minion, 1)

        choices = {"draw a minion of power 1 or less off the top of your deck": draw_small}
        if played:  # only offered when there is such a minion to choose
            choices["place a +1 power counter on Killer Queen and another minion you played this turn"] = crown_another
        ctx.either("Killer Queen's Talent", choices)


class Drone(CardBehaviour):
    """Place a +1 power counter on this minion. Ongoing: When one of your minions would be destroyed, you may remove a +1 power counter from this minion instead. Talent: Remove a +1 power counter from this minion to draw a card."""

    card_id = "giant-ants/drone"

    def on_play(self, ctx):
        ctx.place_counters(ctx.card, 1)

    @instead_of(
        "destroy",
        ANYWHERE,
        condition=lambda ctx, event: event.card.kind == "minion" and event.card.controller == ctx.player and ctx.card.counters > 0,
    )
    def take_the_hit(self, ctx, event):
        victim = event.card
        if not ctx.may(f"remove a +1 power counter from {ctx.card.name} instead of {victim.name} being destroyed", cites=("resolution.instead",)):
            return False
        if not ctx.remove_counters(ctx.card, 1):
            return False
        ctx.record(
            "note",
            f"{victim.name} is not destroyed: a +1 power counter was removed from {ctx.card.name} instead.",
            cards=[victim, ctx.card],
            cites=(self.card_id, "resolution.instead"),
        )
        return True

    def talent_refusal(self, ctx):
        if not ctx.card.counters:
            return unmet(f"{ctx.card.name} has no +1 power counter to remove, so its Talent cannot draw a card.", "terms.to")
        return None

    @talent
    def forage(self, ctx):
        # "Remove a counter to draw a card" (terms.to): no draw unless the counter came off.
        if ctx.remove_counters(ctx.card, 1):
            ctx.draw(1)


class Soldier(CardBehaviour):
    """Place two +1 power counters on this minion. Talent: Transfer a +1 power counter between two of your minions."""

    card_id = "giant-ants/soldier"

    def on_play(self, ctx):
        ctx.place_counters(ctx.card, 2)

    def talent_refusal(self, ctx):
        mine = ctx.minions(yours=True)
        if len(mine) < 2 or not any(m.counters for m in mine):
            return f"{ctx.card.name}'s Talent needs two of {ctx.player}'s minions, one of them with a +1 power counter."
        return None

    @talent
    def regroup(self, ctx):
        mine = ctx.minions(yours=True)
        source = ctx.choose_card("one of your minions to transfer a +1 power counter from", [m for m in mine if m.counters])
        target = ctx.choose_card(f"another of your minions to receive the counter from {source.name}", [m for m in mine if m is not source])
        ctx.transfer_counters(source, target, 1)


def _worker_had_no_counters(ctx, event) -> bool:
    """It went to a discard pile (not a hand, deck or elsewhere) and carried no counter."""
    return in_discard(event.card) and not event.details.get("counters")


class Worker(CardBehaviour):
    """Place two +1 power counters on this minion. Ongoing: After this minion goes to the discard pile from play, if it had no +1 power counters on it, you may play it on another base."""

    card_id = "giant-ants/worker"

    def on_play(self, ctx):
        ctx.place_counters(ctx.card, 2)

    @after("left-play", THIS, condition=_worker_had_no_counters)
    def back_to_work(self, ctx, event):
        # Counters are counted as it goes, after Death on Six Legs may have taken its last
        # one (giant-ants/worker#1).
        if any(t.card_id == DEATH_ON_SIX_LEGS for t in ctx.titans_in_play()):
            ctx = ctx.citing("giant-ants/worker#1")
        if not in_discard(ctx.card, ctx.player):
            ctx.cannot(f"play {ctx.card.name}: it went to {ctx.card.owner}'s discard pile, not theirs")
            return
        ctx.record(
            "note",
            f"{ctx.card.name} went to the discard pile with no +1 power counter on it: {ctx.player} may play it on another base.",
            cards=[ctx.card],
            players=[ctx.player],
            cites=ctx.cites,
        )
        left = event.base.iid if event.base is not None else None
        ctx.play_extra_now("minion", card=ctx.card.iid, from_zone="discard", not_base=left)


class AKindOfMagic(CardBehaviour):
    """Transfer any number of +1 power counters between your cards."""

    card_id = "giant-ants/a-kind-of-magic"
    targets = Targets(yours=True)

    def on_play(self, ctx):
        # Your cards that carry counters: minions and a titan (counters.non-minions: on an action
        # a counter would do nothing, and the engine keeps counters on minions and titans only).
        while True:
            yours = [c for c in ctx.cards_in_play() if c.controller == ctx.player and c.kind in ("minion", "titan")]
            sources = [c for c in yours if c.counters]
            if not sources or len(yours) < 2:
                return
            source = ctx.choose_card("one of your cards to transfer +1 power counters from (or pass to stop)", sources, optional=True)
            if source is None:
                return
            target = ctx.choose_card(f"another of your cards to receive counters from {source.name}", [c for c in yours if c is not source])
            ctx.transfer_counters(source, target, _how_many(ctx, source, target))


class GimmeThePrize(CardBehaviour):
    """Place two +1 power counters on a minion and a +1 power counter on another minion."""

    card_id = "giant-ants/gimme-the-prize"
    targets = Targets()

    def on_play(self, ctx):
        first = ctx.choose_card("a minion to place two +1 power counters on", ctx.minions())
        if first is None:
            return
        ctx.place_counters(first, 2)
        second = ctx.choose_card("another minion to place a +1 power counter on", ctx.minions(exclude=first))
        if second is not None:
            ctx.place_counters(second, 1)


class Headlong(CardBehaviour):
    """Move one of your minions to another base. Place two +1 power counters on that minion."""

    card_id = "giant-ants/headlong"
    targets = Targets(yours=True)

    def on_play(self, ctx):
        minion = ctx.choose_card("one of your minions to move", ctx.minions(yours=True))
        if minion is None:
            return
        # Two separate instructions: the counters go on it even if it could not be moved.
        ctx.move_elsewhere(minion)
        ctx.place_counters(minion, 2)


class TheShowMustGoOn(CardBehaviour):
    """Play on a base. Ongoing: Your minions here with +1 power counters are not affected by other players’ cards."""

    card_id = "giant-ants/the-show-must-go-on"
    play_on = "base"

    def protects(self, ctx, target, effect):
        # Other players' cards: not bases, which are nobody's (terms.players-abilities).
        return (
            target.kind == "minion"
            and target.controller == ctx.player
            and target.counters > 0
            and ctx.base_of(target) is ctx.here
            and effect.by_other_player_of(ctx.player)
            and (effect.source is None or effect.source.kind != "base")
        )


class UnderPressure(CardBehaviour):
    """Special: Before a base scores, transfer any number of +1 power counters from one of your minions to another minion."""

    card_id = "giant-ants/under-pressure"
    targets = Targets()
    special_before_scoring = True
    special_only = True  # its only ability is the Special (play.special)

    def can_play_before_scoring(self, ctx, base):
        # Offered only when it can transfer something.
        return bool(_your_minions_with_counters(ctx)) and len(ctx.minions()) >= 2

    def on_play(self, ctx):
        _transfer_from_one(ctx, _your_minions_with_counters(ctx), lambda source: ctx.minions(exclude=source))


class WeAreTheChampions(CardBehaviour):
    """Special: After a base scores, transfer any number of +1 power counters from one of your minions there to another minion."""

    card_id = "giant-ants/we-are-the-champions"
    special_after_scoring = True
    special_only = True  # its only ability is the Special (play.special)

    def can_play_after_scoring(self, ctx, base):
        return bool(_your_minions_with_counters(ctx, base)) and len(ctx.minions()) >= 2

    def on_play(self, ctx):
        there = ctx.score.base
        _transfer_from_one(ctx, _your_minions_with_counters(ctx, there), lambda source: ctx.minions(exclude=source))


class WeWillRockYou(CardBehaviour):
    """Each of your minions on one base gain +1 power until the end of the turn for each +1 power counter on them."""

    card_id = "giant-ants/we-will-rock-you"
    targets = Targets(yours=True)

    def on_play(self, ctx):
        bases = ctx.bases_for_minions([b for b in ctx.bases() if ctx.minions(at=b, yours=True)])
        there = ctx.choose_base("one base where your minions gain +1 power for each +1 power counter on them", bases)
        if there is None:
            return
        # The counters are counted now; the bonus stays for the turn.
        by_count: dict[int, list] = {}
        for minion in ctx.minions(at=there, yours=True):
            if minion.counters:
                by_count.setdefault(minion.counters, []).append(minion)
        if not by_count:
            ctx.cannot(f"give power at {there.name}: none of their minions there has a +1 power counter")
        for count in sorted(by_count):
            ctx.power_until(by_count[count], count, "end-of-turn")


class WhoWantsToLiveForever(CardBehaviour):
    """Destroy one of your minions. Search your deck for a card and place it on top of your deck without revealing it."""

    card_id = "giant-ants/who-wants-to-live-forever"
    targets = Targets(yours=True)

    def on_play(self, ctx):
        victim = ctx.choose_card("one of your minions to destroy", ctx.minions(yours=True))
        if victim is None or not ctx.destroy(victim):
            # The search does not depend on the destruction (giant-ants/who-wants-to-live-forever#1).
            ctx = ctx.citing("giant-ants/who-wants-to-live-forever#1")
            if victim is None:
                ctx.cannot("destroy one of their minions: they have none in play")
        found = ctx.search_deck("a card to place on top of your deck", lambda card: True, optional=False)
        if found is not None:
            ctx.place(found, "deck", top=True)


class TheHill(CardBehaviour):
    """At the start of your turn, you may move one of your minions to this base."""

    card_id = "giant-ants/the-hill"

    @at_start_of_your_turn()
    def march(self, ctx, event):
        # On a base, "you" is the player whose turn starts (terms.you).
        you = ctx.as_player(ctx.current_player)
        elsewhere = [m for m in you.minions(yours=True) if ctx.base_of(m) is not ctx.card]
        minion = you.choose_card("one of your minions to move to The Hill", elsewhere, optional=True)
        if minion is not None:
            you.move(minion, ctx.card)


class EggChamber(CardBehaviour):
    """Minions here with +1 power counters cannot be destroyed."""

    card_id = "giant-ants/egg-chamber"

    def protects(self, ctx, target, effect):
        return effect.kind == "destroy" and target.kind == "minion" and target.counters > 0 and ctx.base_of(target) is ctx.card


class DeathOnSixLegs(CardBehaviour):
    """Special: On your turn, if there are six or more +1 power counters on your minions, you may discard a card to play this titan. Ongoing: Before a minion goes to the discard pile, you may transfer one of its +1 power counters to this titan. Talent: Play an extra action."""

    card_id = DEATH_ON_SIX_LEGS

    def titan_play(self, ctx, base):
        name = ctx.card.name
        ctx.check_titan_special()
        counters = sum(m.counters for m in ctx.minions(yours=True))
        if counters < 6:
            raise IllegalPlay(f"{ctx.player}'s minions carry {counted(counters, '+1 power counter')}; {name} needs six or more.", ("counters.power",))
        if not ctx.hand():
            raise IllegalPlay(f"{ctx.player} has no card to discard to play {name}.", ("terms.to",))
        if base is None:
            base = ctx.choose_base(f"a base for {name}", ctx.bases())
        if base is None or not is_in_play_as_base(base):
            raise IllegalPlay(f"{name} must be played on a base in play.", ("titans.play",))
        ctx.do_to(DiscardCards(ctx, 1), lambda: ctx.play_titan(ctx.card, base, on_your_turn=True))

    @before("before-discard", card_kind="minion", condition=lambda ctx, event: event.card.counters > 0)
    def harvest(self, ctx, event):
        minion = event.card
        # Before a Worker's "no counters" check, so taking its last counter lets it return (giant-ants/worker#1).
        worker = ("giant-ants/worker#1",) if minion.card_id == "giant-ants/worker" else ()
        if ctx.may(f"transfer one of {minion.name}'s +1 power counters to {ctx.card.name} before it goes to the discard pile", cites=worker):
            ctx.transfer_counters(minion, ctx.card, 1)

    @talent
    def rally(self, ctx):
        ctx.grant_extra("action")
