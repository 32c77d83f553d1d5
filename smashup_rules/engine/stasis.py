"""Stasis (stasis.counters, stasis.status, stasis.leaving).

A card in stasis lies face up in front of its owner, in the zone ``stasis:<owner>``
(``state.stasis_zone``), holding its stasis counters (``CardInstance.stasis_counters``, which
are no kind of +1 power counter: stasis.counters). The rules count it as in play, but it is at
no base and in no hand, deck or discard pile (stasis.status). The engine's "in play" queries
(``State.in_play``, ``cards_in_play``) leave it out, so none of its abilities work and no
ability reaches it; only what mentions stasis does, through this module and the card API
(``put_in_stasis``, ``change_stasis_counters``, ``cards_in_stasis``). Its owner controls it,
and a Madness card in stasis counts for the final score (engine.madness).

* ``put_in_stasis``: only an ability puts a card in stasis, with the counters it says; the
  card comes from a hand, deck or discard pile, or is the card being played. A card that is
  being played because it has just left stasis cannot go straight back (stasis.leaving).
* ``start_of_turn``: the current player must take one stasis counter off each of their cards
  in stasis.
* ``play_from_stasis``: in their own Play Cards phase, a player may play a card of theirs in
  stasis that has no counters left, as an extra card; it leaves stasis as it is played. A card
  with instructions for leaving stasis (``CardBehaviour.leave_stasis``) has them followed and
  is then discarded, unless they put it somewhere; any other card is played as usual (a
  minion at a base, an action resolved or attached), its ability seeing ``from_stasis``.
* ``end_of_turn``: when any turn ends, every card in stasis without counters goes to its
  owner's discard pile, leaving stasis and play.
"""

from __future__ import annotations

from smashup_rules.engine import effects
from smashup_rules.engine.abilities import TriggerEvent
from smashup_rules.engine.errors import EngineError, IllegalPlay
from smashup_rules.engine.play import play_card
from smashup_rules.engine.qualifiers import extra_plays_blocked
from smashup_rules.engine.citations import card_sources
from smashup_rules.engine.zones import PILES, RESOLVING, discard, in_stasis, place, resolving, stasis_zone
from smashup_rules.util.words import counted

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from collections.abc import Sequence

    from smashup_rules.engine.source import Source
    from smashup_rules.engine.game import Game
    from smashup_rules.engine.state import CardInstance, State

# How a card played out of stasis is played (play.extra): the rules grant the play, no card does.
FROM_STASIS = ("from stasis: played as an extra card", ("stasis.leaving", "play.extra"))


def cards_in_stasis(state: State, player: str) -> list[CardInstance]:
    """The cards in stasis in front of ``player``, in the order they went there."""
    return state.zone(stasis_zone(player))


def put_in_stasis(game: Game, card: CardInstance, counters: int, source: Source, *, leaving_stasis: bool = False) -> bool:
    """Put ``card`` in stasis in front of its owner with ``counters`` stasis counters, for
    ``source``'s ability (stasis.status); ``leaving_stasis``: that ability is of a card being
    played because it has just left stasis. Returns False (logged) for that card itself: it
    cannot go straight back (stasis.leaving)."""
    state = game.state
    if leaving_stasis and card is source.card:
        game.record(
            "cannot",
            f"{card.name} has just left stasis: it cannot go straight back into stasis.",
            cards=[card],
            players=[source.player],
            cites=(*source.cites, "stasis.leaving"),
        )
        return False
    if place(card.zone) not in (*PILES, RESOLVING):
        # No card of the sources puts a card in play into stasis; how it would leave its base is unknown.
        raise EngineError(f"{card.name} cannot be put in stasis from {card.zone}: only a card in a hand, deck or discard pile, or the card being played")
    owner = card.owner or source.player  # a treasure has no owner: it lies in front of whoever put it there
    state.relocate(card, stasis_zone(owner))
    card.stasis_counters = counters
    game.record(
        "stasis",
        f"{card.name} is put in stasis in front of {owner} with {counted(counters, 'stasis counter')}.",
        cards=[card] + ([source.card] if source.card is not card else []),
        players=[owner],
        cites=(*source.cites, "stasis.status", "stasis.counters"),
    )
    return True


def change_stasis_counters(game: Game, card: CardInstance, amount: int, cites: Sequence[str]) -> int:
    """Add (``amount`` > 0) or take off (< 0) stasis counters on a card in stasis; never below
    none. Returns how many were added or taken off."""
    if not in_stasis(card):
        game.record("cannot", f"{card.name} is not in stasis: it can have no stasis counters.", cards=[card], cites=(*cites, "stasis.counters"))
        return 0
    change = max(amount, -card.stasis_counters)
    if change:
        card.stasis_counters += change
        verb = f"gets {counted(change, 'stasis counter')}" if change > 0 else f"loses {counted(-change, 'stasis counter')}"
        game.record(
            "stasis",
            f"{card.name} (in stasis) {verb}: {counted(card.stasis_counters, 'stasis counter')} left.",
            cards=[card],
            players=[card.controller] if card.controller else [],
            cites=(*cites, "stasis.counters"),
        )
    return abs(change)


def start_of_turn(game: Game, player: str) -> None:
    """stasis.leaving: at the start of their turn a player takes one stasis counter off each
    of their cards in stasis (not a choice)."""
    for card in cards_in_stasis(game.state, player):
        if card.stasis_counters:
            change_stasis_counters(game, card, -1, ("turn.start", "stasis.leaving"))


def end_of_turn(game: Game) -> None:
    """stasis.leaving: as any turn ends, each player's cards in stasis with no stasis counters
    go to their discard piles, out of stasis and of play."""
    state = game.state
    for player in state.turn_order():
        for card in cards_in_stasis(state, player):
            if not card.stasis_counters:
                state.relocate(card, discard(card.owner or player))
                game.record(
                    "discard",
                    f"{card.name} has no stasis counters left as the turn ends: it leaves stasis and goes to {player}'s discard pile.",
                    cards=[card],
                    players=[player],
                    cites=("turn.end", "stasis.leaving"),
                )


def play_from_stasis(game: Game, player: str, card: CardInstance, *, base: CardInstance | None = None, target: CardInstance | None = None) -> None:
    """``player`` plays ``card`` out of stasis as an extra card (stasis.leaving): a card of
    theirs with no stasis counters left, in their own Play Cards phase."""
    state = game.state
    if not in_stasis(card, player):
        raise IllegalPlay(f"{player} cannot play {card.name} from stasis: it is not in stasis in front of {player}.", ("stasis.status",))
    if card.stasis_counters:
        raise IllegalPlay(f"{player} cannot play {card.name} from stasis yet: it still has {counted(card.stasis_counters, 'stasis counter')}.", ("stasis.leaving", "stasis.counters"))
    if state.turn.player != player or state.turn.phase != "play-cards":
        raise IllegalPlay(f"{player} can play {card.name} from stasis only in their own Play Cards phase.", ("stasis.leaving",))
    blocker = extra_plays_blocked(game, player)
    if blocker is not None:
        raise IllegalPlay(
            f"{player} cannot play {card.name} from stasis: it is an extra card, and {blocker.name} stops {player} from playing extra cards.",
            ("stasis.leaving", *card_sources(blocker.card_id)),
        )
    if card.card_id in state.registry.defining("leave_stasis"):
        _follow_leaving_instructions(game, player, card)
    else:
        play_card(game, player, card, base=base, target=target, free=FROM_STASIS, from_stasis=True)


def _follow_leaving_instructions(game: Game, player: str, card: CardInstance) -> None:
    """Play ``card`` out of stasis by following its instructions for leaving stasis; then it is
    discarded, unless they have put it somewhere."""
    state = game.state
    state.relocate(card, RESOLVING)
    card.controller = player
    card.stasis_counters = 0
    state.turn.record_play(player, card.iid, card.kind, "rule", origin="stasis")
    game.record(
        "play",
        f"{player} plays {card.name} from stasis as an extra card: it leaves stasis, and its instructions for leaving stasis are followed.",
        cards=[card],
        players=[player],
        cites=("stasis.leaving", "play.extra", card.card_id),
        origin="stasis",
    )
    state.registry.behaviour(card.card_id).leave_stasis(game.context(card, player, from_stasis=True))
    effects.resolve_clashes(game)
    game.fire(TriggerEvent("played", card, None, player, {"affected": [], "present_before": frozenset(), "affected_where": {}, "counters_at_play": {}}))
    if resolving(card):
        owner = card.owner or player
        state.relocate(card, discard(owner))
        game.record(
            "discard",
            f"{card.name} has left stasis and goes to {owner}'s discard pile.",
            cards=[card],
            players=[owner],
            cites=("stasis.leaving",),
        )
