"""Adolescent Epic Geckos: combos of two or more actions a turn, tagging minions out (swaps), Fusion.

Readings chosen where the text is open (no official clarification exists for this faction):

* "If this is your first action played this turn" / "if you have played at least two actions
  this turn" count every action the player has played this turn, however it was played (with
  a Special, after a base scored, on another player's turn, as though played), this card
  included (``ctx.plays_this_turn``, the engine's one count of plays).
* "Swap one of your minions in play for one ... in your hand, deck or discard pile"
  (``ctx.swap_minion``): the minion in play goes into the pile the other came from, the other is
  placed at its base; neither is played (terms.place), so no on-play ability and no play is used.
  A deck searched for it is shuffled afterwards.
* Gecko Rap's "equal or less power" compares the printed power of the card out of play with the
  current power of the minion in play.
* Lasagna Party's extra minion is played at once (it names "that base" afterwards).
* K.C. Smith's Fusion: played with a minion play onto a base it is a minion ("Play an extra
  action"); played with an action play on nothing it is a standard action ("Play an extra
  minion") that then goes to the discard pile (``CardBehaviour.fusion``, ``play.fusion_kind``).
"""

from __future__ import annotations

from smashup_rules.engine.abilities import HERE, CardBehaviour, Targets, after, after_scoring, at_start_of_your_turn, talent
from smashup_rules.engine.context import counted, in_deck, is_in_play_as_base, resolving


def _actions_played(ctx) -> list[str]:
    """Instance ids of the actions ``ctx.player`` has played this turn, in order."""
    return ctx.plays_this_turn("action")


def _two_actions_refusal(ctx, *, other: bool = False) -> str | None:
    played = [iid for iid in _actions_played(ctx) if not (other and iid == ctx.card.iid)]
    if len(played) >= 2:
        return None
    what = "two other actions" if other else "two actions"
    return f"{ctx.player} has played {counted(len(played), 'action')} this turn, not at least {what}: {ctx.card.name}'s Talent does nothing ({ctx.card.card_id})."


def _counter_on_one(ctx, prompt: str, candidates) -> None:
    minion = ctx.choose_card(prompt, candidates, optional=True)
    if minion is not None:
        ctx.place_counters(minion, 1)


def _swap_then_shuffle(ctx, old, new, searched: bool) -> bool:
    """Swap ``old`` for ``new`` (if chosen); a deck looked through for it is shuffled after
    (the swap shuffles it itself when ``new`` came from there). Returns whether it swapped."""
    from_deck = new is not None and in_deck(new)
    swapped = new is not None and ctx.swap_minion(old, new)
    if searched and not (swapped and from_deck):
        ctx.shuffle_deck()
    return swapped


class Hokusai(CardBehaviour):
    """You may place a +1 power counter on one of your minions. Talent: If you have played at least two actions this turn, for each base you may place a +1 power counter on a minion there"""

    card_id = "adolescent-epic-geckos/hokusai"

    def on_play(self, ctx):
        _counter_on_one(ctx, "one of your minions for a +1 power counter", ctx.minions(yours=True))

    def talent_refusal(self, ctx):
        return _two_actions_refusal(ctx)

    @talent
    def brush_strokes(self, ctx):
        for base in ctx.bases():
            _counter_on_one(ctx, f"a minion at {base.name} for a +1 power counter", ctx.minions(at=base))


class Kandinsky(CardBehaviour):
    """This minion gains +1 power until the end of the turn. Talent: If you have played at least two actions this turn, give this minion +2 power until the end of the turn OR move another one of your minions to here."""

    card_id = "adolescent-epic-geckos/kandinsky"

    def on_play(self, ctx):
        ctx.power_until([ctx.card], 1, "end-of-turn")

    def talent_refusal(self, ctx):
        return _two_actions_refusal(ctx)

    @talent
    def composition(self, ctx):
        here = ctx.here
        others = [m for m in ctx.minions(yours=True) if ctx.base_of(m) is not here]
        choices = {"give this minion +2 power until the end of the turn": lambda: ctx.power_until([ctx.card], 2, "end-of-turn")}
        if others:  # OR: only a choice that can happen is offered (terms.or)
            choices["move another one of your minions to here"] = lambda: ctx.move(
                ctx.choose_card(f"another one of your minions to move to {here.name}", others), here
            )
        ctx.either("what Kandinsky's Talent does", choices)


class Monet(CardBehaviour):
    """Draw a card. Ongoing: Any time you can play an action, you may instead draw a card and trigger all abilities as though you had played an action."""

    card_id = "adolescent-epic-geckos/monet"
    # Used in the Play Cards phase with an action play left ("Alice uses Monet"): the play is
    # given up, counts as an action played this turn, and every ability a played action reaches
    # is reached (talents.use_play_instead). Abilities that need the action card itself have none.
    instead_of_play = "action"

    def on_play(self, ctx):
        ctx.draw(1)

    def play_instead(self, ctx):
        ctx.draw(1)


def _is_standard_action(ctx, card) -> bool:
    """terms.standard: an action not played on a base or a minion, nor putting itself in play
    (a card with no behaviour has no "Play on" either)."""
    if card.kind != "action":
        return False
    behaviour = ctx.written_behaviour(card.card_id)
    return behaviour is None or (behaviour.play_on is None and not behaviour.puts_itself_in_play)


def _your_standard_action_resolving(ctx, event) -> bool:
    return event.player == ctx.player and resolving(event.card) and _is_standard_action(ctx, event.card)


class VanGogh(CardBehaviour):
    """You may shuffle a standard action from your discard pile into your deck. Ongoing: After you play a standard action, you may store it under this card. At the start of your turn or after you win this base, shuffle all cards stored under this card into your deck."""

    card_id = "adolescent-epic-geckos/van-gogh"

    def on_play(self, ctx):
        actions = [c for c in ctx.discard_pile() if _is_standard_action(ctx, c)]
        card = ctx.choose_card("a standard action from your discard pile to shuffle into your deck", actions, optional=True)
        if card is not None:
            ctx.shuffle_into_deck([card])

    # Once it has resolved, before it would go to the discard pile (resolution.order).
    @after("played", card_kind="action", condition=_your_standard_action_resolving)
    def store(self, ctx, event):
        if ctx.may(f"store {event.card.name} under Van Gogh"):
            ctx.store_under(event.card)

    @at_start_of_your_turn(condition=lambda ctx, event: bool(ctx.stored_under()))
    def unpack_at_start(self, ctx, event):
        ctx.shuffle_into_deck(ctx.stored_under())

    # "After you win this base": first place, ties included (scoring.base-ability-ties).
    @after_scoring(HERE, condition=lambda ctx, event: bool(ctx.stored_under()) and ctx.player in ctx.winners())
    def unpack_after_winning(self, ctx, event):
        ctx.shuffle_into_deck(ctx.stored_under())


class KCSmith(CardBehaviour):
    """Fusion - Minion: Play an extra action. / Action: Play an extra minion"""

    card_id = "adolescent-epic-geckos/k-c-smith"
    fusion = "action"  # played on nothing with an action play, it is that action (play.fusion_kind)

    def on_play(self, ctx):
        ctx.grant_extra("minion" if ctx.card.kind == "action" else "action")


class June(CardBehaviour):
    """If you have a minion of printed power 4 in play, you may swap it for one with a different name in your hand or deck; if not, you may draw one off the top of your deck."""

    card_id = "adolescent-epic-geckos/june"

    def on_play(self, ctx):
        fours = [m for m in ctx.minions(yours=True) if m.printed_power == 4]
        if not fours:
            # "One": a minion of printed power 4, revealed until one turns up (conflict.draw-off-the-top).
            if ctx.may("draw a minion of printed power 4 off the top of your deck"):
                ctx.draw_off_the_top(lambda card: card.kind == "minion" and card.printed_power == 4)
            return
        old = ctx.choose_card("your minion of printed power 4 to swap", fours, optional=True)
        if old is None:
            return
        names = ctx.names(old)
        candidates = [c for c in [*ctx.hand(), *ctx.deck()] if c.kind == "minion" and c.name not in names]
        new = ctx.choose_card(f"a minion with another name than {old.name} from your hand or deck to swap in", candidates, optional=True)
        searched = any(in_deck(c) for c in candidates)
        _swap_then_shuffle(ctx, old, new, searched)


class BreakingNews(CardBehaviour):
    """Look at the top four cards of your deck. Draw one and return the rest in any order. If this is your first action played this turn, play an extra action."""

    card_id = "adolescent-epic-geckos/breaking-news"

    def on_play(self, ctx):
        top = ctx.look_at_top(4)
        if top:
            scoop = ctx.choose_card("a card to draw", top)
            rest = [c for c in top if c is not scoop]
            ctx.set_aside(rest)
            ctx.draw_card(scoop)
            # "Return the rest in any order": the one chosen last ends on top.
            while rest:
                card = ctx.choose_card("the next card to return to the top of your deck (the last one returned is on top)", rest)
                rest.remove(card)
                ctx.place(card, "deck", top=True)
        ctx.grant_extra("action", when=ctx.first_played_this_turn())


class FlipKick(CardBehaviour):
    """Draw a card. If this is your first action played this turn, play an extra action; if not, draw two more cards."""

    card_id = "adolescent-epic-geckos/flip-kick"

    def on_play(self, ctx):
        ctx.draw(1)
        if ctx.first_played_this_turn():
            ctx.grant_extra("action")
        else:
            ctx.draw(2)


class GeckoBlimp(CardBehaviour):
    """If this is your first action played this turn, move one of your minions and play an extra action; if not, move any minion."""

    card_id = "adolescent-epic-geckos/gecko-blimp"
    targets = Targets()

    def on_play(self, ctx):
        first = ctx.first_played_this_turn()
        minion = ctx.choose_card("one of your minions to move" if first else "a minion to move", ctx.minions(yours=True) if first else ctx.minions())
        if minion is not None:
            ctx.move_elsewhere(minion)
        if first:
            ctx.grant_extra("action")


class GeckoPower(CardBehaviour):
    """Play on a minion. Talent: If you have played at least two other actions this turn, move this minion OR place a +1 power counter on it OR give it +2 power until the end of the turn."""

    card_id = "adolescent-epic-geckos/gecko-power"
    play_on = "minion"

    def talent_refusal(self, ctx):
        return _two_actions_refusal(ctx, other=True)

    @talent
    def power_up(self, ctx):
        minion = ctx.host(ctx.card)  # "this minion": the one it is played on
        if minion is None:
            return
        ctx.either(
            f"what Gecko Power does to {minion.name}",
            {
                f"move {minion.name}": lambda: ctx.move_elsewhere(minion),
                f"place a +1 power counter on {minion.name}": lambda: ctx.place_counters(minion, 1),
                f"give {minion.name} +2 power until the end of the turn": lambda: ctx.power_until([minion], 2, "end-of-turn"),
            },
        )


class GeckoRap(CardBehaviour):
    """Swap one of your minions in play for one with a different name and equal or less power in your hand, deck, or discard pile. If this is your first action played this turn, play an extra action; if not, place a +1 power counter on the new minion."""

    card_id = "adolescent-epic-geckos/gecko-rap"
    targets = Targets(yours=True)

    def _replacements(self, ctx, old):
        names = ctx.names(old)
        power = ctx.power(old)
        pool = [*ctx.hand(), *ctx.deck(), *ctx.discard_pile()]
        return [c for c in pool if c.kind == "minion" and c.name not in names and c.printed_power <= power]

    def on_play(self, ctx):
        first = ctx.first_played_this_turn()
        swappable = [m for m in ctx.minions(yours=True) if self._replacements(ctx, m)]
        old = ctx.choose_card("one of your minions in play to swap", swappable)
        new = None
        if old is not None:
            new = ctx.choose_card(f"a minion with another name and power {ctx.power(old)} or less to swap in for {old.name}", self._replacements(ctx, old))
            searched = any(in_deck(c) for c in self._replacements(ctx, old))
            if not _swap_then_shuffle(ctx, old, new, searched):
                new = None
        else:
            ctx.cannot("swap a minion: none of theirs in play has a minion to swap in")
        if first:
            ctx.grant_extra("action")
        elif new is not None:
            ctx.place_counters(new, 1)


class LasagnaParty(CardBehaviour):
    """Play an extra minion of power 2 or less. If this is your first action played this turn, play an extra action; if not, place two +1 power counters on a minion at that base."""

    card_id = "adolescent-epic-geckos/lasagna-party"
    targets = Targets()

    def on_play(self, ctx):
        first = ctx.first_played_this_turn()
        played = ctx.play_extra_now("minion", max_power=2)
        if first:
            ctx.grant_extra("action")
            return
        there = ctx.base_of(played) if played is not None else None
        if there is None:
            return
        minion = ctx.choose_card(f"a minion at {there.name} for two +1 power counters", ctx.minions(at=there))
        if minion is not None:
            ctx.place_counters(minion, 2)


class NowYouKnowBullying(CardBehaviour):
    """Move one of your minions. Special: After a base scores where you didn’t win, you may play this card to return one of your minions there to your hand instead."""

    card_id = "adolescent-epic-geckos/now-you-know-bullying"
    targets = Targets(yours=True)
    special_after_scoring = True

    def can_play_after_scoring(self, ctx, base):
        return ctx.player not in ctx.winners() and bool(ctx.minions(at=base, yours=True))

    def on_play(self, ctx):
        if ctx.score is not None:  # played through its Special: return instead of move
            there = ctx.score.base
            if not is_in_play_as_base(there):
                ctx.cannot(f"return a minion from {there.name}: it is no longer in play")
                return
            minion = ctx.choose_card(f"one of your minions at {there.name} to return to your hand", ctx.minions(at=there, yours=True))
            if minion is not None:
                ctx.return_to_hand(minion)
            return
        minion = ctx.choose_card("one of your minions to move", ctx.minions(yours=True))
        if minion is not None:
            ctx.move_elsewhere(minion)


class TheMastersTeachings(CardBehaviour):
    """Place two +1 power counters on one of your minions. If this is your first action played this turn, play an extra action; if not, you may give that minion +2 power until the end of the turn."""

    card_id = "adolescent-epic-geckos/the-masters-teachings"
    targets = Targets(yours=True)

    def on_play(self, ctx):
        first = ctx.first_played_this_turn()
        minion = ctx.choose_card("one of your minions for two +1 power counters", ctx.minions(yours=True))
        if minion is not None:
            ctx.place_counters(minion, 2)
        if first:
            ctx.grant_extra("action")
        elif minion is not None and ctx.in_play(minion) and ctx.may(f"give {minion.name} +2 power until the end of the turn"):
            ctx.power_until([minion], 2, "end-of-turn")


def _second_action(ctx, event) -> bool:
    # An ability used as though an action were played (Monet) is counted under its card's id.
    played = ctx.plays_this_turn("action", player=event.player) if event.player is not None else []
    return event.player is not None and played[1:2] == [event.card.iid]


class SewerHideout(CardBehaviour):
    """After you play your second action in a turn, you may place a +1 power counter on a minion here"""

    card_id = "adolescent-epic-geckos/sewer-hideout"

    # "You" on a base: the player who played the action (terms.you).
    @after("played", card_kind="action", condition=_second_action)
    def lay_low(self, ctx, event):
        _counter_on_one(ctx.as_player(event.player), f"a minion at {ctx.card.name} for a +1 power counter", ctx.minions(at=ctx.card))


def _first_minion_here(ctx, event) -> bool:
    return event.player is not None and not ctx.used_this_turn(f"{ctx.card.iid}:technoball:{event.player}")


class Technoball(CardBehaviour):
    """After the first time you play a minion here each turn, you may play an extra action."""

    card_id = "adolescent-epic-geckos/technoball"

    @after("played", HERE, card_kind="minion", condition=_first_minion_here)
    def kickoff(self, ctx, event):
        ctx.use_this_turn(f"{ctx.card.iid}:technoball:{event.player}")
        ctx.as_player(event.player).grant_extra("action")
