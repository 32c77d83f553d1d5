"""Star Roamers: beaming minions back to hand, to other bases and to new worlds."""

from __future__ import annotations

from smashup_rules.engine.abilities import ANYWHERE, CardBehaviour, Targets, at_start_of_your_turn, instead_of, talent, unmet
from smashup_rules.engine.context import in_hand, is_in_play_as_base


def _returning_yours(ctx, event) -> bool:
    """"One of your (other) minions would be returned to your hand": a minion you control
    and own. One you control but do not own goes to its owner's hand, not yours, so these
    abilities do not apply to it (star-roamers/ships-engineer#1, star-roamers/whiplash-maneuver#1)."""
    card = event.card
    if card.kind != "minion" or card is ctx.card or card.controller != ctx.player:
        return False
    if card.owner != ctx.player:
        return unmet(f"{card.name} is {card.owner}'s, so it goes to {card.owner}'s hand, not its controller's", "play.leave-play-owner")
    return True


def _note(ctx, message: str, *cites: str) -> None:
    ctx.record("note", message, cards=[ctx.card], cites=(ctx.card.card_id, *cites))


def _reveal(ctx, cards) -> None:
    names = ", ".join(card.name for card in cards)
    ctx.record("reveal", f"{ctx.player} reveals {names}.", cards=[ctx.card, *cards], players=[ctx.player], cites=ctx.cites)


def _return_one_of_yours(ctx, clarification: str | None = None, candidates=None, *, where: str = "in play"):
    """"Return one of your minions to its owner's hand": a minion you control, owned or not
    (the rest of the card still happens, ``clarification``). Returns the minion chosen."""
    minions = ctx.minions(yours=True) if candidates is None else candidates
    minion = ctx.choose_card("one of your minions to return to its owner's hand", minions)
    if minion is None:
        ctx.cannot(f"return a minion: none of yours is {where}")
        return None
    if minion.owner != ctx.player and clarification is not None:
        ctx = ctx.citing(clarification)
    ctx.return_to_hand(minion)  # to its owner's hand: "to your hand" abilities say why they do not apply
    return minion


class ShipsCaptain(CardBehaviour):
    """Search your deck for a minion, reveal it, add it to your hand and shuffle your deck. If it has power 3 or less, play it here as an extra minion."""

    card_id = "star-roamers/ships-captain"

    def on_play(self, ctx):
        here = ctx.here
        found = ctx.search_deck("a minion to reveal and add to your hand", lambda c: c.kind == "minion", optional=False)
        if found is not None:
            _reveal(ctx, [found])
            ctx.place(found, "hand")
        ctx.shuffle_deck()
        # In hand, its power is its printed power; "here" is where the Captain was played.
        if found is not None and in_hand(found, ctx.player) and found.printed_power <= 3 and here is not None and is_in_play_as_base(here):
            ctx.play_extra_now("minion", card=found.iid, base=here.iid)


class MedicalOfficer(CardBehaviour):
    """Ongoing: When one or more of your other minions would be returned to your hand, you may draw a card instead of returning one of them."""

    card_id = "star-roamers/medical-officer"

    @staticmethod
    def _batch(ctx, event) -> str:
        # "One or more ... one of them": once for all the minions one card returns this turn.
        source = event.details.get("source")
        return f"{ctx.card.iid}:treated:{source.iid if source is not None else 'rules'}"

    @instead_of(
        "return",
        ANYWHERE,
        condition=lambda ctx, event: _returning_yours(ctx, event)
        and not ctx.used_this_turn(MedicalOfficer._batch(ctx, event))
        and bool(ctx.deck() or ctx.discard_pile()),  # a draw that cannot happen replaces nothing (resolution.instead)
    )
    def treat(self, ctx, event):
        minion = event.card
        if not ctx.may(f"draw a card instead of returning {minion.name} to your hand"):
            return False
        ctx.use_this_turn(self._batch(ctx, event))
        _note(ctx, f"{minion.name} is not returned to {ctx.player}'s hand: {ctx.player} draws a card instead.", "resolution.instead")
        ctx.draw(1)
        return True


class ScienceOfficer(CardBehaviour):
    """Talent: Return one of your minions of power 4 or less to its owner’s hand. Play an extra minion with a different name."""

    card_id = "star-roamers/science-officer"

    @talent
    def reassign(self, ctx):
        minion = _return_one_of_yours(ctx, "star-roamers/science-officer#1", ctx.minions(yours=True, power_at_most=4), where="of power 4 or less")
        # A different name from the minion chosen, returned or not; kept for later in the phase (play.extra).
        if minion is None:
            ctx.grant_extra("minion")
        else:
            ctx.grant_extra("minion", not_named=minion.name)


class ShipsEngineer(CardBehaviour):
    """Ongoing: If another one of your minions would be returned to your hand, you may move it to another base instead."""

    card_id = "star-roamers/ships-engineer"

    @instead_of("return", ANYWHERE, condition=lambda ctx, event: _returning_yours(ctx, event))
    def beam_elsewhere(self, ctx, event):
        ctx = ctx.citing("star-roamers/ships-engineer#1")  # only a minion you own would go to your hand
        minion = event.card
        origin = ctx.base_of(minion)
        destination = ctx.choose_base(
            f"a base to move {minion.name} to instead of returning it to your hand", ctx.other_bases(origin), optional=True
        )
        # No other base, or the move is stopped: nothing is replaced (resolution.instead).
        return destination is not None and ctx.citing("resolution.instead").move(minion, destination)


class Ensign(CardBehaviour):
    """Ongoing: When an opponent plays a card that directly affects one of your other minions here, you may have it affect this minion instead."""

    card_id = "star-roamers/ensign"

    def takes_effect(self, ctx, target, effect):
        # Asked only for a card being played and a target it designated, once per target, and
        # never for an effect another Ensign already took (engine.effects.redirected). The
        # target's prerequisites ("power 3 or less") do not bind the Ensign (star-roamers/ensign#1).
        played_by = effect.source.controller
        if played_by is None or played_by == ctx.player:
            return False
        if target.kind != "minion" or target.controller != ctx.player or ctx.base_of(target) is not ctx.here:
            return False
        return ctx.may(f"have {effect.source.name} affect this Ensign instead of {target.name}", cites=("star-roamers/ensign#1",))


class Hyperspeed10(CardBehaviour):
    """Choose a base. Move all minions from there to a single other base."""

    card_id = "star-roamers/hyperspeed-10"

    def on_play(self, ctx):
        there = ctx.choose_base("a base to move all minions from", [b for b in ctx.bases() if ctx.minions(at=b)])
        if there is None:
            ctx.cannot("move minions: there are none in play")
            return
        destination = ctx.choose_base(f"a single other base to move every minion at {there.name} to", ctx.other_bases(there))
        if destination is None:
            ctx.cannot(f"move the minions at {there.name}: there is no other base")
            return
        for minion in ctx.minions(at=there):
            ctx.move(minion, destination)


class MassTeleport(CardBehaviour):
    """Each player returns one of their minions to its owner’s hand."""

    card_id = "star-roamers/mass-teleport"
    targets = Targets(yours=True)

    def on_play(self, ctx):
        for player in ctx.turn_order(ctx.player):
            theirs = ctx.minions(controller=player)
            minion = ctx.choose_card("one of your minions to return to its owner's hand", theirs, player=player)
            if minion is not None:
                ctx.as_player(player).return_to_hand(minion)  # each player returns their own (terms.affect)


class PortMeUp(CardBehaviour):
    """Return one of your minions to its owner’s hand. Special: You may play this after a base scores; the minion must be on the scoring base."""

    card_id = "star-roamers/port-me-up"
    targets = Targets(yours=True)
    special_after_scoring = True

    def can_play_after_scoring(self, ctx, base):
        return bool(ctx.minions(at=base, yours=True))

    def on_play(self, ctx):
        scored = ctx.score.base if ctx.score is not None else None  # played through its Special
        if scored is None:
            _return_one_of_yours(ctx)
        else:
            _return_one_of_yours(ctx, candidates=ctx.minions(at=scored, yours=True), where=f"at {scored.name}")


class ProtectorFields(CardBehaviour):
    """Play on a base where you have a minion. Ongoing: Your minions here are not affected by other players’ cards."""

    card_id = "star-roamers/protector-fields"
    play_on = "base"

    def play_refusal(self, ctx, base, target):
        if base is not None and not ctx.minions(at=base, yours=True):
            return f"{ctx.player} cannot play {ctx.card.name} at {base.name}: it must go on a base where {ctx.player} has a minion."
        return None

    def protects(self, ctx, target, effect):
        # A base is no player's card: its abilities still apply.
        return (
            target.kind == "minion"
            and target.controller == ctx.player
            and ctx.base_of(target) is ctx.here
            and effect.by_other_player_of(ctx.player)
            and (effect.source is None or effect.source.kind != "base")
        )


class TeleportError(CardBehaviour):
    """Choose a minion. Move it to another random base."""

    card_id = "star-roamers/teleport-error"
    targets = Targets()

    def on_play(self, ctx):
        minion = ctx.choose_card("a minion to move to another random base", ctx.minions())
        if minion is None:
            ctx.cannot("move a minion: there is none in play")
            return
        others = ctx.other_bases(ctx.base_of(minion))
        if not others:
            ctx.cannot(f"move {minion.name}: there is no other base")
            return
        ctx.move(minion, ctx.random_base("the other bases", others))


class TeleportOverflow(CardBehaviour):
    """Return one of your minions to its owner’s hand. Reveal any number of minions with the same name from your hand, and play them as extra minions."""

    card_id = "star-roamers/teleport-overflow"
    targets = Targets(yours=True)

    def on_play(self, ctx):
        _return_one_of_yours(ctx, "star-roamers/teleport-overflow#1")
        # Any name, that of the returned minion or not; a single minion is a group (star-roamers/teleport-overflow#2).
        ctx = ctx.citing("star-roamers/teleport-overflow#2")
        names = sorted({c.name for c in ctx.hand() if c.kind == "minion"})
        if not names:
            return
        name = ctx.choose("the name of the minions to reveal from your hand and play as extra minions", {**{n: n for n in names}, "pass": None})
        if name is None:
            return
        found = [c for c in ctx.hand() if c.kind == "minion" and c.name == name]
        count = ctx.choose(f"how many {name} to reveal and play", {str(n): n for n in range(1, len(found) + 1)})
        revealed = found[:count]
        _reveal(ctx, revealed)
        for card in revealed:
            if in_hand(card, ctx.player):
                ctx.play_agreed_extra("minion", card=card.iid)  # revealed to be played: chosen already


class WeirdNewWorlds(CardBehaviour):
    """Play a new base. You may play an extra minion on it."""

    card_id = "star-roamers/weird-new-worlds"

    def on_play(self, ctx):
        # Errata: not played on a base, and the new base stays (one more base in play).
        new = ctx.play_new_base()
        if new is not None:
            ctx.grant_extra("minion", base=new.iid)


class WhiplashManeuver(CardBehaviour):
    """Play on a base. Ongoing: If any of your minions on other bases would be returned to your hand, you may move them here instead."""

    card_id = "star-roamers/whiplash-maneuver"
    play_on = "base"

    @instead_of("return", ANYWHERE, condition=lambda ctx, event: _returning_yours(ctx, event) and event.base is not ctx.here)
    def whip_back(self, ctx, event):
        ctx = ctx.citing("star-roamers/whiplash-maneuver#1")  # only a minion you own would go to your hand
        minion = event.card
        if not ctx.may(f"move {minion.name} to {ctx.here.name} instead of returning it to your hand"):
            return False
        return ctx.citing("resolution.instead").move(minion, ctx.here)


class USSUndertaking(CardBehaviour):
    """At the start of your turn, you may move one of your minions to here, or from here to another base."""

    card_id = "star-roamers/uss-undertaking"

    @at_start_of_your_turn()
    def beam_aboard(self, ctx, event):
        # On a base, "you" is the player whose turn starts (terms.you).
        you = ctx.as_player(ctx.current_player).citing("terms.you")
        here = ctx.card
        minion = you.choose_card("one of your minions to move to or from USS Undertaking", you.minions(yours=True), optional=True)
        if minion is not None:
            you.move_to_or_from(minion, here)


class NeutralSpace(CardBehaviour):
    """Minions here are not affected by other players’ minions here."""

    card_id = "star-roamers/neutral-space"

    def protects(self, ctx, target, effect):
        here = ctx.card
        source = effect.source
        return (
            target.kind == "minion"
            and ctx.base_of(target) is here
            and source is not None
            and source.kind == "minion"
            and ctx.base_of(source) is here
            and source.controller != target.controller
        )
