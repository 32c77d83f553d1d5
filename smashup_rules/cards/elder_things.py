"""Elder Things: power bought with other players' Madness (madness.deck)."""

from __future__ import annotations

from smashup_rules.engine.abilities import HERE, CardBehaviour, after, before_scoring, not_when
from smashup_rules.engine.context import counted, is_in_play_as_base, resolving
from smashup_rules.reference import data

MADNESS = "madness/madness"


def _others(ctx) -> list[str]:
    """The other players, clockwise from you."""
    return ctx.turn_order(ctx.player)[1:]


def _note(ctx, message: str, *cites: str) -> None:
    ctx.record("note", message, cards=[ctx.card], players=[ctx.player], cites=(*ctx.cites, *cites))


def _offer_madness(ctx) -> list[str]:
    """"Each other player may draw a Madness card": each decides in turn; returns those who did
    not. With the Madness deck empty, nobody can draw one (madness.deck), so nobody does."""
    refused = []
    for player in _others(ctx):
        if ctx.madness_left() == 0:
            _note(ctx, f"The Madness deck is empty: {player} cannot draw a Madness card.", "madness.deck")
            refused.append(player)
        elif ctx.may("draw a Madness card", player=player):
            ctx.draw_madness(1, player)
        else:
            refused.append(player)
    return refused


def _madness_in_hand(ctx, player: str) -> int:
    return sum(1 for card in ctx.hand(player) if card.card_id == MADNESS)


class EldestThing(CardBehaviour):
    """You must either destroy two of your other minions or place this minion on the bottom of your deck. Ongoing: This minion is not affected by other players' cards."""

    card_id = "elder-things/eldest-thing"

    def on_play(self, ctx):
        rulings = ctx.citing("elder-things/eldest-thing#1", "cthulhu/eldest-thing#1")
        others = ctx.minions(yours=True, exclude=ctx.card)
        bottom = "place Eldest Thing on the bottom of your deck"
        if len(others) >= 2 and ctx.either("what Eldest Thing costs", {"destroy two of your other minions": lambda: True, bottom: lambda: False}):
            first = ctx.choose_card("one of your other minions to destroy", others)
            second = ctx.choose_card("another of your other minions to destroy", [m for m in others if m is not first])
            destroyed = [victim for victim in (first, second) if ctx.destroy(victim)]
            if len(destroyed) == 2:
                return
            _note(rulings, f"Only {len(destroyed)} of the two minions was destroyed: Eldest Thing goes to the bottom of the deck.")
        elif len(others) < 2:
            _note(rulings, f"{ctx.player} has fewer than two other minions to destroy: Eldest Thing goes to the bottom of the deck.")
        if ctx.in_play(ctx.card):
            rulings.place(ctx.card, "deck")

    def protects(self, ctx, target, effect):
        # Other players' cards only: a base is nobody's card (terms.players-abilities).
        return (
            target is ctx.card
            and effect.by_other_player_of(ctx.player)
            and (effect.source is None or effect.source.kind != "base")
        )


class Shoggoth(CardBehaviour):
    """Each other player may draw a Madness card. For each other player who does not, you may destroy one of their minions here. Then, if you have less than 12 total power here, draw two Madness cards."""

    card_id = "elder-things/shoggoth"

    def on_play(self, ctx):
        here = ctx.here
        # "Opponents may accept Madness to avoid the destruction" (cthulhu/shoggoth#1).
        for player in _offer_madness(ctx.citing("cthulhu/shoggoth#1")):
            if here is None:
                break
            ctx.destroy_one(f"one of {player}'s minions here", ctx.minions(at=here, controller=player), optional=True)
        if here is None or not is_in_play_as_base(here):
            return
        # Shoggoth's own power counts (elder-things/shoggoth#1).
        total = ctx.power_of_player(ctx.player, here)
        rulings = ctx.citing("elder-things/shoggoth#1", "cthulhu/shoggoth#1")
        if total < 12:
            _note(rulings, f"{ctx.player} has {total} total power at {here.name}, less than 12.")
            rulings.draw_madness(2)
        else:
            _note(rulings, f"{ctx.player} has {total} total power at {here.name}: no Madness to draw.")


class MiGo(CardBehaviour):
    """Each other player may draw a Madness card. For each other player that does not, you may draw a card. If no other players drew a Madness card, you may place a +1 power counter on a minion."""

    card_id = "elder-things/mi-go"

    def on_play(self, ctx):
        refused = _offer_madness(ctx)
        for player in refused:
            if ctx.may(f"draw a card ({player} drew no Madness)"):
                ctx.draw(1)
        if len(refused) == len(_others(ctx)):
            minion = ctx.choose_card("a minion for a +1 power counter", ctx.minions(), optional=True)
            if minion is not None:
                ctx.place_counters(minion, 1)


class Byakhee(CardBehaviour):
    """Each other player with a minion here draws a Madness card."""

    card_id = "elder-things/byakhee"

    def on_play(self, ctx):
        here = ctx.here
        for player in _others(ctx):
            if here is not None and ctx.minions(at=here, controller=player):
                ctx.draw_madness(1, player)


class BeginTheSummoning(CardBehaviour):
    """Place a minion from your discard pile on top of your deck. You may play an extra action."""

    card_id = "elder-things/begin-the-summoning"

    def on_play(self, ctx):
        minion = ctx.choose_card("a minion from your discard pile to place on top of your deck", [c for c in ctx.discard_pile() if c.kind == "minion"])
        if minion is not None:
            ctx.place(minion, "deck", top=True)
        ctx.grant_extra("action")


class DunwichHorror(CardBehaviour):
    """Play on a minion. Ongoing: This minion has +5 power. Special: Before this base scores, this minion's controller must either draw two Madness cards or destroy this minion."""

    card_id = "elder-things/dunwich-horror"
    play_on = "minion"

    def power_bonus(self, ctx, minion):
        return 5 if minion is ctx.host(ctx.card) else 0

    @before_scoring(HERE)
    def price(self, ctx, event):
        minion = ctx.host(ctx.card)
        if minion is None or not ctx.in_play(minion):
            return
        them = ctx.as_player(minion.controller)
        destroy = f"destroy {minion.name}"
        if ctx.madness_left() < 2:
            # Drawing two Madness cards cannot be done in full: the minion is destroyed (terms.or).
            _note(them, f"The Madness deck holds fewer than two cards: {minion.controller} must destroy {minion.name}.", "madness.deck", "terms.or")
            them.destroy(minion)
            return
        them.either(f"what {minion.controller} does before {ctx.here.name} scores", {
            "draw two Madness cards": lambda: them.draw_madness(2),
            destroy: lambda: them.destroy(minion),
        })


class Insanity(CardBehaviour):
    """Each other player draws two Madness cards. Place this action in the box."""

    card_id = "elder-things/insanity"

    def on_play(self, ctx):
        for player in _others(ctx):
            ctx.draw_madness(2, player)
        if resolving(ctx.card):
            ctx.place_in_box(ctx.card)


def _action_names(ctx) -> list[str]:
    """The actions a player can name: those of every faction in the game, and Madness."""
    names = set()
    for player in ctx.players():
        for faction in ctx.factions_of(player):
            for card_id in data.factions()[faction]["deck"]:
                record = data.cards()[card_id]
                if record["kind"] == "action":
                    names.add(record["name"])
    if ctx.madness_in_game():
        names.add("Madness")
    return sorted(names)


class PowerOfMadness(CardBehaviour):
    """For each other player, name an action and reveal their hand. They must discard all copies of that action and then shuffle their discard pile into their deck."""

    card_id = "elder-things/power-of-madness"

    def on_play(self, ctx):
        names = _action_names(ctx)
        for player in _others(ctx):
            named = ctx.choose(f"an action for {player}", {n: n for n in names})
            _note(ctx, f"{ctx.player} names {named} for {player}.")
            ctx.reveal_hand(player)
            them = ctx.as_player(player)
            for card in [c for c in ctx.hand(player) if c.kind == "action" and c.name == named]:
                them.discard(card)
            # Even when nothing was discarded (elder-things/power-of-madness#1).
            them.citing("elder-things/power-of-madness#1", "cthulhu/power-of-madness#1").shuffle_into_deck(ctx.discard_pile(player), player)


class SpreadingHorror(CardBehaviour):
    """Each other player may discard two non-Madness cards. For each other player who does not, you may play a minion of power 3 or less from your discard pile on a different base."""

    card_id = "elder-things/spreading-horror"

    def on_play(self, ctx):
        refused = []
        for player in _others(ctx):
            cards = [c for c in ctx.hand(player) if c.card_id != MADNESS]
            if len(cards) < 2 or not ctx.may("discard two non-Madness cards", player=player):
                refused.append(player)
                continue
            them = ctx.as_player(player)
            first = them.choose_card("a non-Madness card to discard", cards)
            second = them.choose_card("another non-Madness card to discard", [c for c in cards if c is not first])
            them.discard(first)
            them.discard(second)
        # Each minion on a base not used yet by this ability (elder-things/spreading-horror#1).
        rulings = ctx.citing("elder-things/spreading-horror#1", "cthulhu/spreading-horror#1")
        used: list = []
        for _ in refused:
            bases = [b for b in ctx.bases() if b not in used and rulings.can_play_extra_now("minion", from_zone="discard", max_power=3, base=b.iid)]
            base = rulings.choose_base("a different base for a minion of power 3 or less from your discard pile", bases, optional=True)
            if base is None:
                break
            kept = len(ctx.extra_plays_kept())
            # Played now or kept for that base: either way the base is this ability's.
            if rulings.play_extra_now("minion", from_zone="discard", max_power=3, base=base.iid) is not None or len(ctx.extra_plays_kept()) > kept:
                used.append(base)


class ThePriceOfPower(CardBehaviour):
    """Each other player reveals their hand. For each Madness card revealed, place a +1 power counter on one of your minions. Special: Play before a base scores. Reveal the hands of all other players with a minion there instead."""

    card_id = "elder-things/the-price-of-power"
    special_before_scoring = True

    def on_play(self, ctx):
        there = ctx.scoring_base
        players = _others(ctx)
        if there is not None:
            players = [p for p in players if ctx.minions(at=there, controller=p)]
        revealed = 0
        for player in players:
            ctx.reveal_hand(player)
            revealed += _madness_in_hand(ctx, player)
        for _ in range(revealed):
            minion = ctx.choose_card("one of your minions for a +1 power counter", ctx.minions(yours=True))
            if minion is None:
                break
            ctx.place_counters(minion, 1)


class TouchOfMadness(CardBehaviour):
    """Each other player draws a Madness card. Draw a card and play an extra action."""

    card_id = "elder-things/touch-of-madness"

    def on_play(self, ctx):
        for player in _others(ctx):
            ctx.draw_madness(1, player)
        ctx.draw(1)
        ctx.grant_extra("action")


class UnfathomableGoals(CardBehaviour):
    """Each other player reveals their hand. If a player reveals at least two Madness cards, play an extra minion. If at least four total Madness cards are revealed, play an extra action."""

    card_id = "elder-things/unfathomable-goals"

    def on_play(self, ctx):
        counts = []
        for player in _others(ctx):
            ctx.reveal_hand(player)
            counts.append(_madness_in_hand(ctx, player))
        # Totals as revealed now: Madness drawn later does not count (elder-things/unfathomable-goals#1).
        total = sum(counts)
        rulings = ctx.citing("elder-things/unfathomable-goals#1", "cthulhu/unfathomable-goals#1")
        minion = "an extra minion" if any(n >= 2 for n in counts) else "no extra minion (nobody revealed two)"
        action = "an extra action" if total >= 4 else "no extra action (fewer than four)"
        _note(rulings, f"{counted(total, 'Madness card')} revealed in all, counted now: {minion}, {action}.")
        if any(n >= 2 for n in counts):
            ctx.play_extra_now("minion")
        if total >= 4:
            rulings.grant_extra("action")


def _minions_played_here(ctx, player: str, base) -> list:
    """The minions ``player`` has played at ``base`` this turn, in order: plays only, not
    minions moved there (cthulhu/antarctic-base#1)."""
    return ctx.minions_played_this_turn(player, base=base)


class AntarcticBase(CardBehaviour):
    """You may only play one minion here each turn."""

    card_id = "elder-things/antarctic-base"
    moved_here = not_when(
        "moved", HERE, card_kind="minion", verb="does not count it", because="it limits the minions played here, and a minion moved here is not played", cites=("terms.move",)
    )

    def forbids_play(self, ctx, player, card, base):
        return card.kind == "minion" and base is ctx.card and bool(_minions_played_here(ctx, player, base))


class PlateauOfLeng(CardBehaviour):
    """After the first time you play a minion here each turn, you may play an extra minion here with the same name."""

    card_id = "elder-things/plateau-of-leng"

    @after("played", HERE, card_kind="minion", condition=lambda ctx, event: event.player is not None)
    def echo(self, ctx, event):
        you = ctx.as_player(event.player)
        if _minions_played_here(ctx, event.player, ctx.card)[:1] != [event.card]:
            return  # not the first minion this player played here this turn
        you.play_extra_now("minion", named=event.card.name, base=ctx.card.iid)
