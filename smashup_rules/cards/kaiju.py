"""Kaiju: actions on bases that give their player power there, and Gorgodzolla."""

from __future__ import annotations

from smashup_rules.engine.abilities import HERE, CardBehaviour, after
from smashup_rules.engine.context import IllegalPlay, counted, in_hand

GORGODZOLLA = "kaiju/gorgodzolla"


# --- helpers ----------------------------------------------------------------------


def _note(ctx, kind: str, message: str, *cites: str) -> None:
    ctx.record(kind, message, cards=[ctx.card], players=[ctx.player], cites=(*ctx.cites, *cites))


def _played_on_a_base(ctx, card) -> bool:
    """An action played on a base itself; an action played on a minion is not "on this base"
    (kaiju/kaijookey#1, kaiju/wade-through-the-buildings#1)."""
    return card.kind == "action" and ctx.behaviour(card.card_id).play_on == "base"


def _can_be_played_on_a_base(ctx, card) -> bool:
    """Whether an action card (anywhere) is one that is played on a base."""
    defined = ctx.written_behaviour(card.card_id)
    if defined is not None:
        return defined.play_on == "base"
    return (card.record["text"] or "").strip().lower().startswith("play on a base")


def _your_actions_on_base(ctx, base) -> list:
    """Your actions played on ``base`` itself (not on minions there)."""
    return [a for a in ctx.attachments(base) if a.kind == "action" and a.controller == ctx.player]


def _your_actions_at(ctx, base) -> list:
    """Actions you have at ``base``: on the base and on the cards there (kaiju/gorgodzolla#2; terms.have)."""
    return [c for c in ctx.cards_in_play() if c.kind == "action" and c.controller == ctx.player and ctx.base_of(c) is base]


def _bring_gorgodzolla(ctx, clarification: str) -> None:
    """"Play or move Gorgodzolla to here": move it here if it is in play elsewhere, or play it
    here from beside its owner (optional, as every titan play: titans.play). It was not here when
    this card was played, so it gets no +1 power counter for that play (``clarification``)."""
    here = ctx.here
    if here is None:
        return
    in_play = [t for t in ctx.titans_in_play() if t.card_id == GORGODZOLLA]
    if in_play:
        gorgodzolla = in_play[0]
        if ctx.base_of(gorgodzolla) is here:
            _note(ctx, "note", f"Gorgodzolla is already at {here.name}.")
            return
        arrived = ctx.move(gorgodzolla, here)
    else:
        aside = [t for t in ctx.titans_set_aside() if t.card_id == GORGODZOLLA]
        if not aside:
            ctx.cannot("play or move Gorgodzolla: it is neither in play nor set aside")
            return
        gorgodzolla = aside[0]
        problem = ctx.titan_play_problem(gorgodzolla)
        if problem:
            _note(ctx, "cannot", problem, "titans.play")
            return
        if not ctx.may(f"play Gorgodzolla at {here.name}", cites=("titans.play",)):
            return
        arrived = ctx.play_titan(gorgodzolla, here)
    if arrived:
        _note(
            ctx,
            "note",
            f"Gorgodzolla was not at {here.name} when {ctx.card.name} was played there: it gets no +1 power counter for that play.",
            clarification,
        )


def _player_power_here(amount: int):
    """"Ongoing: You gain +N power here" (power.non-minions)."""

    def player_power(self, ctx, player, base):
        return amount if player == ctx.player and base is ctx.here else 0

    return player_power


# --- minions ----------------------------------------------------------------------


class Kaijookey(CardBehaviour):
    """Ongoing: This minion has +1 power for each of your actions played on this base."""

    card_id = "kaiju/kaijookey"

    def power_bonus(self, ctx, minion):
        # Only actions on the base itself, not on minions there (kaiju/kaijookey#1).
        if minion is not ctx.card or ctx.here is None:
            return 0
        return len(_your_actions_on_base(ctx, ctx.here))


class TinyPriestesses(CardBehaviour):
    """Play or move Gorgodzolla to here."""

    card_id = "kaiju/tiny-priestesses"

    def on_play(self, ctx):
        _bring_gorgodzolla(ctx, "kaiju/tiny-priestesses#1")


class Johnny(CardBehaviour):
    """You may return one of your actions on a base to your hand and play it here as an extra action."""

    card_id = "kaiju/johnny"

    def on_play(self, ctx):
        here = ctx.here
        if here is None:
            return
        # Both parts or neither (terms.may): only an action that returns to your hand and may then be played here.
        candidates = [
            a for a in ctx.cards_in_play()
            if a.kind == "action" and a.controller == ctx.player and a.owner == ctx.player
            and ctx.host(a) is not None and ctx.host(a).kind == "base"
            and ctx.can_play_at(a, here)
        ]
        if not candidates:
            return
        blocker = ctx.extra_play_blocker()
        if blocker is not None:
            ctx.cannot(f"return an action to play it again as an extra action: {blocker.name} stops them playing extra cards")
            return
        action = ctx.choose_card("one of your actions on a base to return to your hand and play here as an extra action", candidates, optional=True)
        if action is not None and ctx.return_to_hand(action) and in_hand(action, ctx.player):
            ctx.play_agreed_extra("action", card=action.iid, base=here.iid)


# --- actions ----------------------------------------------------------------------


class KaijuAlliance(CardBehaviour):
    """Reduce the breakpoint of all bases by 4 until the end of the turn."""

    card_id = "kaiju/kaiju-alliance"

    def on_play(self, ctx):
        # The bases in play now; a base that comes into play later is not reduced.
        for base in ctx.bases():
            ctx.breakpoint_until(base, -4, "end-of-turn")


class KaijuConflict(CardBehaviour):
    """Play two extra actions."""

    card_id = "kaiju/kaiju-conflict"

    def on_play(self, ctx):
        ctx.grant_extra("action")
        ctx.grant_extra("action")


class OhNo(CardBehaviour):
    """Play on a base. Play or move Gorgodzolla to here. Ongoing: You gain +2 power here."""

    card_id = "kaiju/oh-no"
    play_on = "base"
    player_power = _player_power_here(2)

    def on_play(self, ctx):
        _bring_gorgodzolla(ctx, "kaiju/oh-no#1")


class PickUpABus(CardBehaviour):
    """Choose an action in your discard pile that can be played on a base and place it into your hand."""

    card_id = "kaiju/pick-up-a-bus"

    def on_play(self, ctx):
        candidates = [c for c in ctx.discard_pile() if c.kind == "action" and _can_be_played_on_a_base(ctx, c)]
        card = ctx.choose_card("an action in your discard pile that can be played on a base", candidates)
        if card is None:
            ctx.cannot("place an action into their hand: no action in their discard pile can be played on a base")
            return
        ctx.place(card, "hand")


class RadioactiveBreath(CardBehaviour):
    """Play on a base. Destroy any number of minions here of power 2 or less. Ongoing: You gain +3 power here."""

    card_id = "kaiju/radioactive-breath"
    play_on = "base"
    player_power = _player_power_here(3)

    def on_play(self, ctx):
        chosen: list = []  # each minion is chosen once, destroyed or not (a protected one stays)
        while ctx.here is not None:
            left = [m for m in ctx.minions(here=True, power_at_most=2) if m not in chosen]
            victim = ctx.choose_card("a minion here of power 2 or less to destroy (any number)", left, optional=True)
            if victim is None:
                return
            chosen.append(victim)
            ctx.destroy(victim)


class Stomp(CardBehaviour):
    """Play on a base. Reduce its breakpoint by 3 until the end of the turn. Ongoing: You gain +2 power here."""

    card_id = "kaiju/stomp"
    play_on = "base"
    player_power = _player_power_here(2)

    def on_play(self, ctx):
        # A lasting change: it stays until the end of the turn even if Stomp leaves play.
        if ctx.here is not None:
            ctx.breakpoint_until(ctx.here, -3, "end-of-turn")


class TailSmash(CardBehaviour):
    """Play on a base. Destroy a minion you don’t control here of power 3 or less. Ongoing: You gain +4 power here."""

    card_id = "kaiju/tail-smash"
    play_on = "base"
    player_power = _player_power_here(4)

    def on_play(self, ctx):
        # "You don't control": an uncontrolled monster too, unlike "another player's" (monsters.nature).
        theirs = [m for m in ctx.minions(here=True, power_at_most=3) if m.controller != ctx.player]
        ctx.destroy_one("a minion you don't control here of power 3 or less to destroy", theirs)


class TheFollyOfMen(CardBehaviour):
    """Play on a base. Ongoing: Your minions and other actions on this base cannot be destroyed by other players’ cards. You gain +2 power here."""

    card_id = "kaiju/the-folly-of-men"
    play_on = "base"
    player_power = _player_power_here(2)

    def protects(self, ctx, target, effect):
        here = ctx.here
        if effect.kind != "destroy" or here is None or target.controller != ctx.player:
            return False
        # Another player's card: not the rules (effect.player None), not a base, which nobody owns.
        if not effect.by_other_player_of(ctx.player) or (effect.source is not None and effect.source.kind == "base"):
            return False
        if target.kind == "minion":
            return ctx.base_of(target) is here
        # Actions on the base itself, as for the faction's other "on this base" (kaiju/kaijookey#1).
        return target.kind == "action" and target is not ctx.card and ctx.host(target) is here


class ThereGoesTokyo(CardBehaviour):
    """If Gorgodzolla is in play, destroy its base. Move Gorgodzolla to another base and replace the destroyed base normally."""

    card_id = "kaiju/there-goes-tokyo"

    def on_play(self, ctx):
        found = [t for t in ctx.titans_in_play() if t.card_id == GORGODZOLLA]
        if not found:
            ctx.cannot("destroy Gorgodzolla's base: Gorgodzolla is not in play")
            return
        gorgodzolla = found[0]
        base = ctx.base_of(gorgodzolla)
        # Gorgodzolla steps off first, so that it does not leave play with its base (titans.leave-play).
        ctx.move_elsewhere(gorgodzolla, "a base to move Gorgodzolla to")
        # Cards there that cannot be destroyed are discarded all the same (kaiju/there-goes-tokyo#1).
        ctx.destroy_base(base, cites=("kaiju/there-goes-tokyo#1",))


class TheySayHesGotToGo(CardBehaviour):
    """Move a titan to another base."""

    card_id = "kaiju/they-say-hes-got-to-go"

    def on_play(self, ctx):
        titans = ctx.titans_in_play()
        # Any player's titan (kaiju/they-say-hes-got-to-go#1).
        titan = ctx.choose_card("a titan to move to another base", titans, cites=("kaiju/they-say-hes-got-to-go#1",))
        if titan is None:
            ctx.cannot("move a titan: none is in play")
            return
        if titan.controller != ctx.player:
            ctx = ctx.citing("kaiju/they-say-hes-got-to-go#1")
        ctx.move_elsewhere(titan, f"a base to move {titan.name} to")


class WadeThroughTheBuildings(CardBehaviour):
    """Play on a base. Destroy all other players’ actions on this base. Ongoing: You gain +4 power here."""

    card_id = "kaiju/wade-through-the-buildings"
    play_on = "base"
    player_power = _player_power_here(4)

    def on_play(self, ctx):
        here = ctx.here
        if here is None:
            return
        # Actions on the base itself; not those on minions here (kaiju/wade-through-the-buildings#1).
        theirs = [a for a in ctx.attachments(here) if a.kind == "action" and a.controller != ctx.player]
        for action in theirs:
            if ctx.host(action) is here:
                ctx.citing("kaiju/wade-through-the-buildings#1").destroy(action)


# --- bases ------------------------------------------------------------------------


class KaijuIsland(CardBehaviour):
    """Titans here do not make other titans leave. Each titan here adds +3 power to its controller’s power here."""

    card_id = "kaiju/kaiju-island"

    def keeps_titans(self, ctx, base):
        # Cancelled, it keeps no newcomer, and every titan here then clashes with it (kaiju/kaiju-island#1).
        return base is ctx.card

    def player_power(self, ctx, player, base):
        if base is not ctx.card:
            return 0
        return 3 * sum(1 for t in ctx.minions_at(base) if t.kind == "titan" and t.controller == player)


class Tokyo(CardBehaviour):
    """After you play an action on this base, you gain +3 power here until the end of the turn."""

    card_id = "kaiju/tokyo"

    @after("played", HERE, card_kind="action", condition=lambda ctx, event: event.player is not None and _played_on_a_base(ctx, event.card))
    def rampage(self, ctx, event):
        ctx.as_player(event.player).player_power_until(ctx.card, 3, "end-of-turn")


# --- titan ------------------------------------------------------------------------


def _grows(ctx, event) -> bool:
    """"After you play an action or a minion on this base": only a play made while this titan was
    here (kaiju/tiny-priestesses#1, kaiju/oh-no#1)."""
    if event.player != ctx.player or ctx.card.iid not in event.details.get("present_before", ()):
        return False
    return event.card.kind == "minion" or _played_on_a_base(ctx, event.card)


class Gorgodzolla(CardBehaviour):
    """Special: Instead of your regular minion play, you may play this card on a base where you have two or more actions.
    Ongoing: After you play an action or a minion on this base, place a +1 power counter on this card.
    Ongoing: After you play an action on this base, you may draw a card."""

    card_id = GORGODZOLLA

    def titan_play(self, ctx, base):
        name = ctx.card.name
        if not ctx.on_your_turn:
            raise IllegalPlay(f"{name} is played instead of a regular minion play: only in {ctx.player}'s Play Cards phase.", ("play.regular", "titans.play"))
        ctx.check_titan_special(on_your_turn=False)
        if not ctx.has_regular_play_left("minion"):
            raise IllegalPlay(f"{ctx.player} cannot play {name} instead of a regular minion play: none is left.", ("play.regular", "titans.play"))
        fitting = [b for b in ctx.bases() if len(_your_actions_at(ctx, b)) >= 2]
        if base is None:
            if not fitting:
                raise IllegalPlay(f"{ctx.player} has two or more actions at no base, so cannot play {name}.", ("kaiju/gorgodzolla#2", "terms.have"))
            base = ctx.choose_base(f"a base for {name}", fitting)
        elif base not in fitting:
            count = len(_your_actions_at(ctx, base))
            raise IllegalPlay(
                f"{ctx.player} has {counted(count, 'action')} at {base.name}, counting those on cards there; "
                f"{name} needs a base where they have two or more.",
                (ctx.card.card_id, "kaiju/gorgodzolla#2", "terms.have"),
            )
        _note(
            ctx,
            "note",
            f"{ctx.player} has {len(_your_actions_at(ctx, base))} actions at {base.name}, counting those on cards there: "
            f"{name} may be played there instead of the regular minion play, minions in hand or not.",
            "kaiju/gorgodzolla#1",
            "kaiju/gorgodzolla#2",
        )
        ctx.play_titan(ctx.card, base, regular="minion")

    @after("played", HERE, condition=_grows)
    def stomp_about(self, ctx, event):
        ctx.place_counters(ctx.card, 1)
        if event.card.kind == "action" and ctx.may("draw a card"):
            ctx.draw(1)
