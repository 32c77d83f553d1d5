"""Sheep: minions that follow one another from base to base, and copying other players' cards."""

from __future__ import annotations

from smashup_rules.engine.abilities import (
    HERE,
    THIS,
    CardBehaviour,
    Targets,
    after,
    at_start_of_your_turn,
    talent,
)
from smashup_rules.engine.context import in_hand, is_in_play_as_base


def _moved_away_from(ctx, event, follower) -> bool:
    """"After another minion moves from here to another base": a minion other than ``follower``
    has just left the base where ``follower`` is for a base still in play."""
    there = ctx.base_of(follower)
    return (
        event.card is not follower
        and event.card.kind == "minion"
        and there is not None
        and event.details.get("from") is there
        and event.base is not there
        and is_in_play_as_base(event.base)
    )


def _other_players(ctx) -> dict[str, str]:
    return {p: p for p in ctx.players() if p != ctx.player}


def _note(ctx, message: str, *cards, cites=()) -> None:
    ctx.record("note", message, cards=[ctx.card, *cards], players=[ctx.player], cites=(*ctx.cites, *cites))


class LittleBoPeep(CardBehaviour):
    """Ongoing: Other players can not move minions to or from here. Talent: Move one of your minions to here."""

    card_id = "sheep/little-bo-peep"

    def protects(self, ctx, target, effect):
        # "Other players": whoever's ability moves it (the mover), not the minion's controller;
        # a minion moved by its own controller's ability is moved by that player (sheep/black-sheep#1).
        if effect.kind != "move" or target.kind != "minion" or not effect.by_other_player_of(ctx.player):
            return False
        here = ctx.here
        return here is not None and (ctx.base_of(target) is here or effect.to is here)

    @staticmethod
    def _elsewhere(ctx):
        return [m for m in ctx.minions(yours=True) if ctx.base_of(m) is not ctx.here]

    def talent_refusal(self, ctx):
        if not self._elsewhere(ctx):
            return f"{ctx.player} has no minion on another base to move to Little Bo Peep's base."
        return None

    @talent
    def call_the_flock(self, ctx):
        minion = ctx.choose_card(f"one of your minions to move to {ctx.here.name}", self._elsewhere(ctx))
        if minion is not None:
            ctx.move(minion, ctx.here)


class Ram(CardBehaviour):
    """Talent: Move this minion to another base, then you may return a minion of power 2 or less at that base to its owner’s hand."""

    card_id = "sheep/ram"

    @talent
    def butt(self, ctx):
        # "That base" is where Ram went (even if an ability there has since removed it);
        # nothing is returned if Ram did not move.
        there = ctx.choose_base("a base to move Ram to", ctx.move_destinations(ctx.card))
        if there is None or not ctx.move(ctx.card, there) or not is_in_play_as_base(there):
            return
        victim = ctx.choose_card(f"a minion of power 2 or less at {there.name} to return to its owner's hand",
                                 ctx.minions(at=there, power_at_most=2), optional=True)
        if victim is not None:
            ctx.return_to_hand(victim)


class BlackSheep(CardBehaviour):
    """Ongoing: After another minion is played here, move this minion to another base."""

    card_id = "sheep/black-sheep"

    @after("played", HERE, card_kind="minion", condition=lambda ctx, event: event.card is not ctx.card)
    def stray(self, ctx, event):
        # Its controller moves it: Little Bo Peep of the same controller and protections from
        # other players' cards (Incorporeal) do not stop it (sheep/black-sheep#1).
        ctx.citing("sheep/black-sheep#1").move_elsewhere(ctx.card, "a base to move Black Sheep to")


class Flock(CardBehaviour):
    """Ongoing: After another minion moves from here to another base, move this minion to there as well."""

    card_id = "sheep/flock"

    @after("moved", condition=lambda ctx, event: _moved_away_from(ctx, event, ctx.card))
    def follow(self, ctx, event):
        if ctx.after_a_base_scored:  # sheep/flock#1
            ctx.cannot(f"have Flock follow {event.card.name}: it moved after a base scored", cites=("sheep/flock#1", "scoring.when-after"))
            return
        ctx.citing("sheep/flock#1").move(ctx.card, event.base)


class CountingSheep(CardBehaviour):
    """Play on a base. Ongoing: Once per turn, after the power of another player’s minion increases, your minions here gain +1 power until the end of the turn."""

    card_id = "sheep/counting-sheep"
    play_on = "base"

    # Any other player's minion, at any base (sheep/counting-sheep#1); offered only while you have
    # minions here, so that the once-per-turn use is not spent on nothing.
    @after(
        "power-increased",
        once_per_turn=True,
        condition=lambda ctx, event: event.card.controller not in (None, ctx.player) and bool(ctx.minions(here=True, yours=True)),
    )
    def count(self, ctx, event):
        ctx = ctx.citing("sheep/counting-sheep#1")
        where = ctx.base_of(event.card)
        _note(ctx, f"{event.card.name} ({event.card.controller}, {where.name if where else 'out of play'}) has gone up in power "
                   f"from {event.details['from']} to {event.details['to']}.", event.card)
        # The minions here now, fixed: minions played later are not affected (sheep/counting-sheep#1).
        ctx.power_until(ctx.minions(here=True, yours=True), 1, "end-of-turn")


class EweShallPass(CardBehaviour):
    """Move one of your minions to another base. Draw a card. You may play an extra action."""

    card_id = "sheep/ewe-shall-pass"
    targets = Targets(yours=True)

    def on_play(self, ctx):
        minion = ctx.choose_card("one of your minions to move to another base", ctx.minions(yours=True))
        if minion is None:
            ctx.cannot("move one of their minions: they have none in play")
        else:
            ctx.move_elsewhere(minion)
        ctx.draw(1)
        ctx.grant_extra("action")


class HelloDolly(CardBehaviour):
    """Special: Play after another player plays an action. Copy the ability of that action."""

    card_id = "sheep/hello-dolly"
    special_only = True  # its only ability is the Special (play.special)

    def special_after_play(self, ctx, played):
        # "Copy the ability of that action": an action card played, not an ability used as though one were.
        card = played.card
        return card.kind == "action" and card.controller is not None and card.controller != ctx.player

    def on_play(self, ctx):
        played = ctx.details.get("responding_to")
        if played is None:
            ctx.cannot("copy an action: no other player has just played one")
            return
        # As if the copied ability were printed on this card; the copied card's own conditions
        # for being played do not apply (sheep/hello-dolly#1).
        copied = ctx.citing("sheep/hello-dolly#1").copy_abilities(played)
        behaviour = ctx.behaviour(copied)
        if behaviour.play_on is not None:
            # Played on a minion or a base as the copied action is, not necessarily the same one.
            if behaviour.play_on == "base":
                host = ctx.choose_base(f"a base to play Hello, Dolly! on as {played.name}", ctx.bases())
            else:
                host = ctx.choose_card(f"a minion to play Hello, Dolly! on as {played.name}", ctx.minions(),
                                       cites=("sheep/hello-dolly#1",))
            if host is None or not ctx.citing("sheep/hello-dolly#1").attach_self(host):
                ctx.cannot(f"play Hello, Dolly! on a {behaviour.play_on.replace('own-', '')} as {played.name}", cites=("sheep/hello-dolly#1",))
                return
        behaviour.on_play(ctx)


class InSheepsClothing(CardBehaviour):
    """Play on a minion. Ongoing: After another minion moves from here to another base, you may move this minion to there as well and destroy this action."""

    card_id = "sheep/in-sheeps-clothing"
    play_on = "minion"

    @after("moved", condition=lambda ctx, event: ctx.host(ctx.card) is not None and _moved_away_from(ctx, event, ctx.host(ctx.card)))
    def disguise(self, ctx, event):
        host = ctx.host(ctx.card)
        there = event.base
        ctx.may_both(
            f"move {host.name} to {there.name} as well and destroy In Sheep's Clothing",
            lambda: ctx.move(host, there),
            lambda: ctx.destroy(ctx.card),
            possible=ctx.can_move(host, there),
        )


class OnTheLamb(CardBehaviour):
    """Choose a base where you have a minion, and another player. Move that minion and all of that player’s minions there to a single other base."""

    card_id = "sheep/on-the-lamb"

    def on_play(self, ctx):
        bases = [b for b in ctx.bases() if ctx.minions(at=b, yours=True)]
        there = ctx.choose_base("a base where you have a minion", bases)
        if there is None:
            ctx.cannot("choose a base where they have a minion")
            return
        mine = ctx.choose_card(f"your minion at {there.name} to move", ctx.minions(at=there, yours=True))
        # Any other player, even one with no minions there (sheep/on-the-lamb#1).
        player = ctx.citing("sheep/on-the-lamb#1").choose("another player", _other_players(ctx), kind="player")
        theirs = ctx.minions(at=there, controller=player)
        destination = ctx.choose_base("a single other base to move them all to", ctx.other_bases(there))
        if destination is None:
            ctx.cannot(f"move the minions at {there.name}: there is no other base")
            return
        ctx.move(mine, destination)
        for minion in theirs:
            if ctx.base_of(minion) is there:  # all to the same base (sheep/on-the-lamb#1)
                ctx.citing("sheep/on-the-lamb#1").move(minion, destination)


class Shearing(CardBehaviour):
    """Play on a minion. Draw a card. Ongoing: This minion has -2 power. At the start of your turn, return this action to your hand."""

    card_id = "sheep/shearing"
    play_on = "minion"

    def on_play(self, ctx):
        ctx.draw(1)

    def power_bonus(self, ctx, minion):
        return -2 if minion is ctx.host(ctx.card) else 0

    # Only while Shearing is in play: once it has left play it is not returned (sheep/shearing#1).
    @at_start_of_your_turn()
    def grow_back(self, ctx, event):
        ctx.citing("sheep/shearing#1").return_to_hand(ctx.card)


class ToFollowOrNot(CardBehaviour):
    """Choose another player. Choose a random action in their discard pile. Play it as an extra action or return it. Draw a card."""

    card_id = "sheep/to-follow-or-not"

    def on_play(self, ctx):
        player = ctx.choose("another player", _other_players(ctx), kind="player")
        actions = [c for c in ctx.discard_pile(player) if c.kind == "action"]
        if not actions:
            ctx.cannot(f"choose an action in {player}'s discard pile: there is none")
        else:
            action = ctx.choose_at_random(actions, f"{player}'s discard pile")
            # Played, it is controlled by this player and resolves for them; it goes back to its
            # owner's pile when it leaves play (sheep/to-follow-or-not#1).
            played = ctx.citing("sheep/to-follow-or-not#1").play_extra_now("action", card=action.iid, from_zone="discard")
            if played is None:
                _note(ctx, f"{action.name} is returned to {player}'s discard pile.", action)
        ctx.draw(1)


class WoodForSheep(CardBehaviour):
    """Choose another player. Reveal a random card from their hand. You may place a card from your hand into their hand to play the revealed card. Otherwise return it and play an extra action."""

    card_id = "sheep/wood-for-sheep"

    def on_play(self, ctx):
        player = ctx.choose("another player", _other_players(ctx), kind="player")
        theirs = ctx.hand(player)
        revealed = None
        if not theirs:
            ctx.cannot(f"reveal a card from {player}'s hand: it is empty")
        else:
            revealed = ctx.reveal_random(theirs)
            if not in_hand(revealed, player):  # it answered being revealed by leaving the hand
                revealed = None
        # "Do X to do Y" (terms.to): offered only when both can be done.
        possible = revealed is not None and bool(ctx.hand()) and ctx.can_play_extra_now(revealed.kind, card=revealed.iid)
        if possible and ctx.may(f"place a card from your hand into {player}'s hand to play {revealed.name}", cites=("terms.to",)):
            given = ctx.choose_card(f"a card from your hand to place into {player}'s hand", ctx.hand())
            ctx.give_card(given, player)
            # This player controls the card and its ability is theirs (sheep/wood-for-sheep#1).
            ctx.citing("sheep/wood-for-sheep#1").play_agreed_extra(revealed.kind, card=revealed.iid)
            return
        if revealed is not None:
            _note(ctx, f"{revealed.name} is returned to {player}'s hand.", revealed)
        ctx.grant_extra("action")


class SheepShrine(CardBehaviour):
    """After this is played, each player may move one of their minions to here. If played during setup, replace it and shuffle it into the deck."""

    card_id = "sheep/sheep-shrine"

    @after("base-played", THIS)
    def pilgrimage(self, ctx, event):
        shrine = ctx.card
        for player in ctx.turn_order():
            you = ctx.as_player(player)
            mine = [m for m in you.minions(yours=True) if ctx.base_of(m) is not shrine and you.can_move(m, shrine)]
            minion = you.choose_card(f"one of your minions to move to {shrine.name}", mine, optional=True)
            if minion is not None:
                you.move(minion, shrine)

    @after("setup", THIS)
    def not_at_setup(self, ctx, event):
        top = ctx.base_deck()[:1]
        if top:
            ctx.citing("setup.bases").swap_base(ctx.card, top[0], played=False)


def _first_move_here(ctx, event) -> bool:
    """Whether ``event`` is the first time this turn its mover moved a minion to this base."""
    base = ctx.card
    if event.player is None or ctx.used_this_turn(f"{base.iid}:pasture:{event.player}"):
        return False
    origin = event.details.get("from")
    first = next((m for m in ctx.moves_this_turn() if m.by == event.player and m.destination == base.iid), None)
    return first is not None and origin is not None and first.minion == event.card.iid and first.origin == origin.iid


class ThePasture(CardBehaviour):
    """After the first time you move a minion to this base each turn, move another minion from there to here."""

    card_id = "sheep/the-pasture"

    @after("moved", HERE, condition=_first_move_here)
    def round_up(self, ctx, event):
        you = ctx.as_player(event.player)  # "you": the player who moved it (terms.you)
        you.use_this_turn(f"{ctx.card.iid}:pasture:{event.player}")
        there = event.details["from"]
        if not is_in_play_as_base(there):
            return
        others = [m for m in ctx.minions_at(there) if m.kind == "minion" and m is not event.card]
        if not others:
            you.cannot(f"move another minion from {there.name} to The Pasture: none is there")
            return
        movable = [m for m in others if you.can_move(m, ctx.card)] or others
        minion = you.choose_card(f"another minion at {there.name} to move to The Pasture", movable)
        if minion is not None:
            you.move(minion, ctx.card)
