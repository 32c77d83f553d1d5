"""Killer Plants: minions that grow, search the deck and hold their ground."""

from __future__ import annotations

from smashup_rules.engine.abilities import THIS, CardBehaviour, after, after_replaced, at_start_of_your_turn, talent, unmet
from smashup_rules.engine.context import IllegalPlay, PlayAllowance, counted, is_in_play_as_base


def _play_from_deck(ctx, prompt_kind: str, **qualifiers) -> None:
    """"Search your deck for a minion ... play it (here) as an extra minion, and shuffle your deck"."""
    ctx.record(
        "search", f"{ctx.player} searches their deck for {prompt_kind}.", cards=[ctx.card], players=[ctx.player], cites=ctx.cites
    )
    ctx.play_extra_now("minion", from_zone="deck", **qualifiers)
    ctx.shuffle_deck()


class Sprout(CardBehaviour):
    """Ongoing: Destroy this card at the start of your turn. You may search your deck for a minion of power 3 or less, play it here as an extra minion, and shuffle your deck."""

    card_id = "killer-plants/sprout"

    @at_start_of_your_turn()
    def grow(self, ctx, event):
        here = ctx.here
        ctx.destroy(ctx.card)
        if is_in_play_as_base(here) and ctx.may("search your deck for a minion of power 3 or less to play here"):
            _play_from_deck(ctx, "a minion of power 3 or less", max_power=3, base=here.iid)


class VenusManTrap(CardBehaviour):
    """Talent: Search your deck for a minion of power 2 or less and play it here as an extra minion. Shuffle your deck."""

    card_id = "killer-plants/venus-man-trap"

    @talent
    def lure(self, ctx):
        _play_from_deck(ctx, "a minion of power 2 or less", max_power=2, base=ctx.here.iid)


class WaterLily(CardBehaviour):
    """Ongoing: Draw a card at the start of each of your turns. Only use one Water Lily’s ability each turn."""

    card_id = "killer-plants/water-lily"

    @at_start_of_your_turn(condition=lambda ctx, event: not ctx.used_this_turn("killer-plants/water-lily"))
    def bloom(self, ctx, event):
        # One Water Lily per turn; one that a Sprout brings in during the Start Turn phase
        # may still draw (killer-plants/water-lily#1).
        if ctx.used_this_turn(self.card_id):
            return
        ctx.use_this_turn(self.card_id)
        ctx.citing("killer-plants/water-lily#1").draw(1)


class WeedEater(CardBehaviour):
    """Ongoing: At the start of your turn, this minion gains +2 power until the start of your next turn."""

    card_id = "killer-plants/weed-eater"

    @at_start_of_your_turn()
    def overgrow(self, ctx, event):
        ctx.power_until([ctx.card], 2, "start-of-turn")


class Blossom(CardBehaviour):
    """Play up to three extra minions that all have the same name."""

    card_id = "killer-plants/blossom"

    def on_play(self, ctx):
        # One name for all three (terms.same-name): the first card played names the others, kept
        # ones too (``PlayAllowance.one_name``); a pass ends the series ("up to three").
        named = None
        for _ in range(3):
            kept = len(ctx.extra_plays_kept())
            played = ctx.play_extra_now("minion", named=named, one_name=True)
            if played is not None:
                named = played.name
            elif len(ctx.extra_plays_kept()) == kept:
                return


class Budding(CardBehaviour):
    """Choose a minion in play. Search your deck for a copy of that card and place it into your hand. Shuffle your deck."""

    card_id = "killer-plants/budding"

    def on_play(self, ctx):
        minion = ctx.choose_card("a minion in play", ctx.minions())
        if minion is not None:
            copy = ctx.search_deck(f"a copy of {minion.name}", lambda c: c.card_id == minion.card_id, optional=False)
            if copy is not None:
                ctx.place(copy, "hand")
        ctx.shuffle_deck()


class ChokingVines(CardBehaviour):
    """Play on a minion. Ongoing: At the start of your turn, destroy this minion."""

    card_id = "killer-plants/choking-vines"
    play_on = "minion"

    @at_start_of_your_turn()
    def strangle(self, ctx, event):
        ctx.destroy(ctx.host(ctx.card))


# Effects that take a minion away from its base otherwise than by moving or returning it:
# Deep Roots and Entangled, which stop only those two, do not stop these (a reader may expect it).
LEAVING_HERE = frozenset({"destroy", "place", "discard"})


def _removed_by_another(effect, target) -> bool:
    """Another player's ability takes ``target`` away otherwise than by moving or returning it."""
    return effect.kind in LEAVING_HERE and effect.by_other_player_of(target.controller)


class DeepRoots(CardBehaviour):
    """Play on a base. Ongoing: Your minions here cannot be moved or returned to your hand by other players' abilities."""

    card_id = "killer-plants/deep-roots"
    play_on = "base"

    def protects(self, ctx, target, effect):
        # Not placing, shuffling or destroying; not bases or your own abilities (killer-plants/deep-roots#1).
        if target.kind != "minion" or target.controller != ctx.player or ctx.base_of(target) is not ctx.here:
            return False
        if effect.kind not in ("move", "return"):
            return unmet("it stops only moving and returning to hand") if _removed_by_another(effect, target) else False
        if effect.source is not None and effect.source.kind == "base":
            return unmet("it stops other players' abilities, not a base's")
        if not effect.by_other_player_of(ctx.player):
            return unmet("it stops other players' abilities, not its controller's own")
        return True


class Entangled(CardBehaviour):
    """Play on a base. Ongoing: Minions may not be moved or returned to hands from any base where you have a minion. Destroy this card at the start of your turn."""

    card_id = "killer-plants/entangled"
    play_on = "base"

    def protects(self, ctx, target, effect):
        # Only moving and returning (killer-plants/entangled#1).
        base = ctx.base_of(target)
        if target.kind != "minion" or base is None or not ctx.minions(at=base, yours=True):
            return False
        if effect.kind not in ("move", "return"):
            return unmet("it stops only moving and returning to hand") if _removed_by_another(effect, target) else False
        return True

    @at_start_of_your_turn()
    def wither(self, ctx, event):
        ctx.destroy(ctx.card)


class InstaGrow(CardBehaviour):
    """Play an extra minion"""

    card_id = "killer-plants/insta-grow"

    def on_play(self, ctx):
        ctx.grant_extra("minion")


class Overgrowth(CardBehaviour):
    """Play on a base. Ongoing: At the start of your turn, reduce the starting breakpoint of this base to 0 until the end of the turn."""

    card_id = "killer-plants/overgrowth"
    play_on = "base"

    @at_start_of_your_turn()
    def smother(self, ctx, event):
        # A lasting change: it stays if Overgrowth leaves play this turn (killer-plants/overgrowth#1).
        base = ctx.here
        ctx.citing("killer-plants/overgrowth#1").breakpoint_until(base, -base.record["breakpoint"], "end-of-turn")


class SleepSpores(CardBehaviour):
    """Play on a base. Ongoing: Other players’ minions have -1 power here (minimum power 0)."""

    card_id = "killer-plants/sleep-spores"
    play_on = "base"

    def power_bonus(self, ctx, minion):
        return -1 if minion.controller != ctx.player and ctx.base_of(minion) is ctx.here else 0


class SecretGrove(CardBehaviour):
    """On your turn, you may play one extra minion of power 2 or less here."""

    card_id = "killer-plants/secret-grove"

    def offered_plays(self, ctx):
        # ctx.player is the player asking; once each of their turns, Play Cards phase (play.on-your-turn).
        if not ctx.on_your_turn:
            return []
        key = f"{ctx.card.iid}:{ctx.player}:extra-minion"
        return [PlayAllowance("minion", ctx.card.iid, self.card_id, max_power=2, base=ctx.card.iid, once_key=key)]


class TheGreenhouse(CardBehaviour):
    """After this base scores and is replaced, the winner may search their deck for a minion and play it on the replacement base."""

    card_id = "killer-plants/the-greenhouse"

    @after_replaced()
    def transplant(self, ctx, event):
        replacement = event.details["replacement"]
        for winner in ctx.winners():
            them = ctx.as_player(winner)
            if ctx.may("search your deck for a minion to play on the replacement base", player=winner):
                _play_from_deck(them, "a minion", base=replacement.iid)


class KillerKudzu(CardBehaviour):
    """Special: At the start of your turn, if this titan is not in play, place a +1 power counter on it. On your turn, if this titan has three or more counters on it, you may play it instead of your regular minion play, keeping up to six counters on it.
    Ongoing: After this titan leaves play, shuffle up to two minions from your discard pile into your deck OR draw two cards.
    Talent: Destroy this titan to play an extra minion from your discard pile with power equal to or less than the number of +1 power counters on this titan."""

    card_id = "killer-plants/killer-kudzu"

    @at_start_of_your_turn(from_aside=True)
    def creep(self, ctx, event):
        ctx.place_counters(ctx.card, 1)

    def titan_play(self, ctx, base):
        ctx.check_titan_special()
        if ctx.card.counters < 3:
            raise IllegalPlay(f"{ctx.card.name} has {counted(ctx.card.counters, '+1 power counter')}; it needs three or more to be played.", ("counters.power",))
        if base is None:
            base = ctx.choose_base("a base for Killer Kudzu", ctx.bases())
        if ctx.play_titan(ctx.card, base, regular="minion", on_your_turn=True) and ctx.card.counters > 6:
            ctx.card.counters = 6
            ctx.record("counters", f"{ctx.card.name} keeps six +1 power counters.", cards=[ctx.card], cites=(self.card_id, "counters.power"))

    @after("left-play", THIS, from_aside=True)
    def regrow(self, ctx, event):
        minions = [c for c in ctx.discard_pile() if c.kind == "minion"]

        def shuffle_in():
            chosen = []
            for _ in range(2):
                card = ctx.choose_card("a minion from your discard pile to shuffle into your deck", [m for m in minions if m not in chosen], optional=True)
                if card is None:
                    break
                chosen.append(card)
            ctx.shuffle_into_deck(chosen)

        ctx.either("what Killer Kudzu does as it leaves play", {"shuffle minions into your deck": shuffle_in, "draw two cards": lambda: ctx.draw(2)})

    @talent
    def sacrifice(self, ctx):
        counters = ctx.card.counters  # read before it leaves play and loses them
        # "Destroy this titan to play" (terms.to).
        if ctx.destroy(ctx.card):
            ctx.play_extra_now("minion", from_zone="discard", max_power=counters)
