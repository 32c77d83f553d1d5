"""Duels (duels.basics): two minions at one base fight it out.

A card starts a duel (``AbilityContext.duel``) naming its challenger and its opponent,
another player's minion at the same base, and says what winning and losing do
(``consequences``). ``fight`` runs the sequence:

1. "duel" triggers: abilities that act as a minion enters a duel, before any duel card
   (Pinkerton's +1 power counter, cowboys/pinkerton#1; a titan that comes into play for the
   challenger, Pecos Bill).
2. Duel cards: each dueling minion's controller, the challenger's first, may put one card
   from hand face down. It lies in the ``set-aside`` zone: in no hand, deck or discard
   pile, not in play, out of reach of every ability (duels.cards).
3. The cards are revealed, the challenger's first: an action is played normally (as a
   duel card: no regular or extra play is used); any other card goes back to hand.
4. Specials usable "during a duel involving your minion" from hand (``hand_special``,
   Deputy: after the other duel card is revealed, cowboys/deputy#1): the two controllers,
   the challenger's first, in turn until both pass in a row.
5. If the two minions are no longer together at one base, the duel ends without a result
   (duels.outcome). Otherwise the one with more power wins; on a tie each is both winner
   and loser (duels.ties). The starting card's consequences then apply.
6. The duel ends: titan clashes held back during it are resolved, and "duel-won" triggers
   run for each player whose minion won ("after you win a duel").

Only one duel at a time: a duel an ability would start during another is ignored
(duels.restrictions). Taking part in a duel does not affect a minion (duels.affect): a
protected minion can still be challenged; the consequences go through protection as usual.
"""

from __future__ import annotations

from smashup_rules.engine import effects, play, talents
from smashup_rules.engine.abilities import TriggerEvent
from smashup_rules.engine.choices import Option
from smashup_rules.engine.game import card_label, card_options
from smashup_rules.engine.in_progress import Duel
from smashup_rules.engine.power import Effect, power_breakdown, power_sources, protector
from smashup_rules.engine.citations import card_sources
from smashup_rules.engine.zones import SET_ASIDE, hand

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from smashup_rules.engine.source import Source
    from smashup_rules.engine.game import Game
    from smashup_rules.engine.state import CardInstance

DUEL_CARD_ZONE = SET_ASIDE  # out of reach of every ability (duels.cards)
# The expansion summary's rulings on duels, which duels.* restate; each step cites the one it applies.
DUEL_CARDS = "oops/duels#1"  # revealed challenger first: an action is played normally, any other card is a bluff
OUT_OF_REACH = "oops/duels#2"  # a duel card on the table is out of reach; no second duel meanwhile
OUTCOME = "oops/duels#3"  # compare current power; apart, no result; a tie makes both winners


def ignored(game: Game, source: Source) -> bool:
    """duels.restrictions: a duel an ability would start while another is in progress is ignored."""
    if game.progress.duel is None:
        return False
    game.record(
        "cannot",
        f"A duel is already in progress: the duel {source.card.name} would start is ignored.",
        cards=[source.card],
        players=[source.player],
        cites=(*source.cites, "duels.restrictions", OUT_OF_REACH),
    )
    return True


def fight(
    game: Game,
    source: Source,
    challenger: CardInstance,
    opponent: CardInstance,
    consequences: Callable[[Duel], Any] | None = None,
) -> Duel | None:
    """Fight a duel started by ``source``'s card (see the module text); None when it was ignored
    or cannot start (the two minions are not together at one base)."""
    state = game.state
    if ignored(game, source):
        return None
    base = state.base_of(challenger)
    if challenger.kind != "minion" or opponent.kind != "minion" or base is None or state.base_of(opponent) is not base or challenger is opponent:
        game.record(
            "cannot",
            f"{challenger.name} and {opponent.name} are not two minions at the same base: no duel.",
            cards=[source.card, challenger, opponent],
            players=[source.player],
            cites=(*source.cites, "duels.basics"),
        )
        return None
    duel = Duel(challenger, opponent, source.card, source.player, base)
    game.progress.duel = duel
    try:
        game.record(
            "duel",
            f"{card_label(state, challenger)} challenges {card_label(state, opponent)} to a duel ({source.card.name}).",
            cards=[challenger, opponent, source.card],
            players=[p for p in duel.players if p],
            cites=(*source.cites, "duels.basics"),
        )
        game.fire(TriggerEvent("duel", challenger, base, source.player, {"duel": duel}))
        placed = _put_down_duel_cards(game, duel)
        _reveal_duel_cards(game, duel, placed)
        _specials_window(game, duel)
        _decide(game, duel)
        if duel.decided and consequences is not None:
            consequences(duel)
    finally:
        game.progress.duel = None
    done: set[str] = set()
    for minion, player in zip(duel.winners, duel.winning_players):
        if player is not None and player not in done:  # "after you win a duel": once per player
            done.add(player)
            game.fire(TriggerEvent("duel-won", minion, state.base_of(minion) or base, player, {"duel": duel}))
    effects.resolve_clashes(game)  # held back while it lasted (Pecos Bill)
    return duel


def _put_down_duel_cards(game: Game, duel: Duel) -> list[tuple[str, CardInstance | None]]:
    """duels.basics step 2: each dueling minion's controller, challenger first, may put one
    card from hand face down (duels.cards)."""
    state = game.state
    placed: list[tuple[str, CardInstance | None]] = []
    for player in duel.players:
        cards = state.zone(hand(player)) if player else []
        if not cards:
            continue
        options = card_options(state, cards) + [Option("pass", None)]
        card = game.ask(player, "choose a card from your hand to put face down as your duel card, or pass", options, "duel-card",
                        cites=("duels.basics", "duels.cards"))
        if card is None:
            game.record("duel-card", f"{player} puts down no duel card.", players=[player], cites=("duels.basics",))
            continue
        state.relocate(card, DUEL_CARD_ZONE)
        game.record(
            "duel-card",
            f"{player} puts a card from their hand face down as a duel card.",
            players=[player],
            cites=("duels.basics", "duels.cards", OUT_OF_REACH),
        )
        placed.append((player, card))
    return placed


def _reveal_duel_cards(game: Game, duel: Duel, placed: list[tuple[str, CardInstance | None]]) -> None:
    """duels.basics step 3: revealed challenger's first; an action is played normally, any
    other card returns to hand. The other card stays face down, out of reach, meanwhile."""
    state = game.state
    for player, card in placed:
        state.relocate(card, hand(player))  # revealed: played from the table as if from hand, or taken back
        game.record("reveal", f"{player} reveals their duel card: {card.name}.", cards=[card], players=[player], cites=("duels.basics", DUEL_CARDS))
        if card.kind == "action" and _play_duel_card(game, player, card):
            continue
        why = "it is not an action" if card.kind != "action" else "it cannot be played now"
        game.record("duel-card", f"{card.name} returns to {player}'s hand: {why}.", cards=[card], players=[player], cites=("duels.basics", DUEL_CARDS))


def _play_duel_card(game: Game, player: str, card: CardInstance) -> bool:
    """Play a revealed action as a duel card, where its text lets it go; False when it cannot
    be played now (it then goes back to hand)."""
    state = game.state
    behaviour = state.registry.behaviour(card.card_id)
    if behaviour.special_only:  # playable only through its Special (play.special)
        return False
    ctx = game.context(card, player)
    base = target = None
    if behaviour.play_on == "base":
        bases = [
            b for b in state.bases()
            if play.forbidden_by(game, player, card, b) is None and behaviour.play_refusal(ctx, b, None) is None
        ]
        if not bases:
            return False
        base = game.ask(player, f"choose a base for {card.name}", [Option(b.name, b) for b in bases], "base", cites=("duels.basics",))
    elif behaviour.play_on in ("minion", "own-minion"):
        minions = [
            m for m in state.all_minions()
            if (behaviour.play_on == "minion" or m.controller == player)
            and behaviour.play_refusal(ctx, state.base_of(m), m) is None
            and protector(state, m, Effect("attach", card, player)) is None
        ]
        if not minions:
            return False
        target = game.ask(player, f"choose a minion for {card.name}", card_options(state, minions), "target", cites=("duels.basics",))
    elif behaviour.play_refusal(ctx, None, None) is not None:
        return False
    play.play_card(game, player, card, base=base, target=target, free=("as a duel card", ("duels.basics", "duels.cards")))
    return True


def _specials_window(game: Game, duel: Duel) -> None:
    """Specials from hand usable during the duel (``hand_special``), offered to the two
    controllers in turn, the challenger's first, until both pass in a row (cowboys/deputy#1:
    after the other duel card is revealed)."""
    state = game.state
    order = [p for p in dict.fromkeys(duel.players) if p]
    passes = 0
    turn = 0
    while passes < len(order):
        player = order[turn % len(order)]
        turn += 1
        usable = [card for card in state.zone(hand(player)) if _usable_now(game, player, card)]
        if not usable:
            passes += 1
            continue
        options = card_options(state, usable) + [Option("pass", None)]
        # The offered cards' own sources say when they may be used (cowboys/deputy#1: once the duel card is revealed).
        offered = [cite for card in usable for cite in card_sources(card.card_id)]
        card = game.ask(player, "use a Special from your hand during the duel, or pass", options, "special", cites=("duels.basics", "play.special", *offered))
        if card is None:
            passes += 1
            continue
        passes = 0
        talents.use_hand_special(game, player, card)


def _usable_now(game: Game, player: str, card: CardInstance) -> bool:
    registry = game.state.registry
    if card.card_id not in registry.defining("hand_special"):
        return False
    return registry.behaviour(card.card_id).hand_special_refusal(game.context(card, player)) is None


def _decide(game: Game, duel: Duel) -> None:
    """duels.outcome, duels.ties: compare the two minions' current power."""
    state = game.state
    first, second = duel.minions
    where = state.base_of(first)
    if where is None or state.base_of(second) is not where:
        game.record(
            "duel",
            f"{first.name} and {second.name} are no longer together at one base: the duel ends without a result.",
            cards=[first, second],
            cites=("duels.outcome", OUTCOME),
        )
        return
    one, two = power_breakdown(state, first), power_breakdown(state, second)
    if one.total == two.total:
        duel.winners, duel.losers = [first, second], [first, second]
        verdict = "a tie: each is both the winner and the loser"
        cites: tuple[str, ...] = ("duels.outcome", "duels.ties", OUTCOME)
    else:
        winner, loser = (first, second) if one.total > two.total else (second, first)
        duel.winners, duel.losers = [winner], [loser]
        verdict = f"{winner.name} ({winner.controller}) wins"
        cites = ("duels.outcome", OUTCOME)
    duel.decided = True
    duel.winning_players = [w.controller for w in duel.winners]
    game.record(
        "duel",
        f"{card_label(state, first)} has power {one.describe()}, {card_label(state, second)} has power {two.describe()}: {verdict}.",
        cards=[first, second],
        players=[p for p in (first.controller, second.controller) if p],
        cites=(*cites, *power_sources(state, first), *power_sources(state, second)),  # what makes each power count
    )
