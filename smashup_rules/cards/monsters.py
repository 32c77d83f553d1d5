"""The Monster deck (Smash Up: Munchkin): minions that belong to no one.

What makes a monster a monster is the engine's (monsters.*): it is played from the monster
deck, uncontrolled, raises its base's breakpoint by its power, gives treasure to whoever
destroys it with a card, and always goes back to the monster discard pile. An uncontrolled
monster's "you" is nobody: its abilities act for no player unless their text names one.
"""

from __future__ import annotations

from smashup_rules.engine.abilities import HERE, THIS, CardBehaviour, after, after_scoring, before_scoring, instead_of, when_scoring
from smashup_rules.engine.context import in_pile

# The monsters whose text begins "Undead." (Poultrygeist counts them).
UNDEAD = frozenset({"monsters/ghoul", "monsters/king-tut", "monsters/knight-of-the-living-dead", "monsters/poultrygeist"})


def _monsters_here(ctx) -> list:
    return [card for card in ctx.minions(here=True) if card.group == "monsters"]


def _only_monster_here(ctx) -> bool:
    return _monsters_here(ctx) == [ctx.card]


def _highest(ctx, minions: list, prompt: str):
    """The minion of highest power among ``minions``; the current player picks among ties."""
    if not minions:
        return None
    best = max(ctx.power(m) for m in minions)
    return ctx.choose_card(prompt, [m for m in minions if ctx.power(m) == best], player=ctx.current_player)


class Bigfoot(CardBehaviour):
    """Ongoing: If this is the only monster here, this base's breakpoint is increased by 3 and the winner here draws two cards."""

    card_id = "monsters/bigfoot"

    def breakpoint_bonus(self, ctx, base):
        return 3 if base is ctx.here and _only_monster_here(ctx) else 0

    # "The winner here draws": as the base's VP are awarded, each player tied for first too.
    @when_scoring(HERE)
    def reward_the_winner(self, ctx, event):
        if _only_monster_here(ctx):
            for winner in ctx.winners():
                ctx.as_player(winner).draw(2)


class Ghoul(CardBehaviour):
    """Undead. Ongoing: After a player destroys this monster, they must play it on another base as an uncontrolled monster."""

    card_id = "monsters/ghoul"

    # Only a player's destruction counts: one by no card, or by an uncontrolled monster, has no one to play it.
    @after("destroyed", THIS, condition=lambda ctx, event: event.player is not None)
    def rise_again(self, ctx, event):
        them = ctx.as_player(event.player)
        if not in_pile(ctx.card, "monsters-discard"):  # already gone elsewhere
            return
        base = them.choose_base(f"another base to play {ctx.card.name} on", them.other_bases(event.base))
        if base is None:
            them.cannot(f"play {ctx.card.name} on another base: there is none")
            return
        them.play_monster(ctx.card, base)


class Hippogriff(CardBehaviour):
    """Special: Before this base scores, destroy a random non-monster minion here of power 3 or less."""

    card_id = "monsters/hippogriff"

    @before_scoring(HERE)
    def swoop(self, ctx, event):
        prey = [m for m in ctx.minions(here=True, power_at_most=3) if m.group != "monsters"]
        victim = ctx.random_card("the non-monster minion of power 3 or less to destroy", prey)
        if victim is not None:
            ctx.destroy(victim)


class KingTut(CardBehaviour):
    """Undead. Ongoing: After this base scores, the winner discards two cards."""

    card_id = "monsters/king-tut"

    @after_scoring(HERE)
    def curse_the_winner(self, ctx, event):
        for winner in ctx.winners():  # each player tied for first (scoring.vp-places)
            them = ctx.as_player(winner)
            for _ in range(2):
                card = them.choose_card("a card to discard", them.hand())
                if card is None:
                    break
                them.discard(card)


class KnightOfTheLivingDead(CardBehaviour):
    """Undead. Special: Before this base scores, the current player has their highest power minion here duel the highest power minion of another player here. The winner destroys the losing minion."""

    card_id = "monsters/knight-of-the-living-dead"

    @before_scoring(HERE)
    def joust(self, ctx, event):
        current = ctx.as_player(ctx.current_player)
        if current.duel_ignored():
            return
        champion = _highest(current, current.minions(here=True, yours=True), "your highest power minion here to duel")
        rival = _highest(current, current.minions(here=True, yours=False), "the highest power minion of another player here")
        if champion is None or rival is None:
            return
        current.duel(champion, rival, lambda duel: _winner_destroys_loser(current, duel))


def _winner_destroys_loser(ctx, duel) -> None:
    """"The winner destroys the losing minion": the controller of each winning minion, as the
    duel was decided, destroys the minion it beat (each destroys the other on a tie, duels.ties),
    and so collects the treasure of a monster it destroys (monsters.loot)."""
    controllers = dict(zip((id(winner) for winner in duel.winners), duel.winning_players))
    for winner, loser in duel.pairs():
        ctx.as_player(controllers[id(winner)] or ctx.player).destroy(loser)


class PlutoniumDragon(CardBehaviour):
    """Ongoing: After you play a minion here, flip two coins. If both are heads, you may destroy this monster. If both are tails, destroy the minion you played if it is power 3 or less."""

    card_id = "monsters/plutonium-dragon"

    # "You": whoever plays a minion here while the Dragon is uncontrolled; once a player controls
    # it, only that player (terms.you).
    @after("played", HERE, card_kind="minion", condition=lambda ctx, event: event.player is not None and ctx.card.controller in (None, event.player))
    def radiate(self, ctx, event):
        you = ctx.as_player(event.player)
        flips = you.flip_coins(2)
        if flips == ["heads", "heads"] and you.may(f"destroy {ctx.card.name}"):
            you.destroy(ctx.card)
        elif flips == ["tails", "tails"] and ctx.in_play(event.card) and you.power(event.card) <= 3:
            you.destroy(event.card)


class Poultrygeist(CardBehaviour):
    """Undead. Ongoing: If there is another undead monster here, this monster has +1 power."""

    card_id = "monsters/poultrygeist"

    def power_bonus(self, ctx, minion):
        if minion is not ctx.card:
            return 0
        return 1 if any(m is not ctx.card and m.card_id in UNDEAD for m in _monsters_here(ctx)) else 0


class WebTroll(CardBehaviour):
    """Ongoing: When a player would destroy this monster, they may take control of it instead if they don't already control it."""

    card_id = "monsters/web-troll"

    @instead_of("destroy", THIS)
    def tangle(self, ctx, event):
        player = event.player
        if player is None or player == ctx.card.controller:
            return False
        them = ctx.as_player(player)
        return them.may(f"take control of {ctx.card.name} instead of destroying it") and them.take_control(ctx.card)
