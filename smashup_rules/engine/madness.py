"""The Madness deck (madness.deck, madness.card, madness.ownership, madness.final-score).

A game uses the Madness deck when a player plays a faction whose mechanics mention
Madness (setup.special-decks), or when a position already holds Madness cards. The
deck is then built at setup: its 30 cards less those the position places elsewhere
(a position needs no Madness key; the rest of the 30 are in the deck). The deck lies
face up and is never shuffled; nobody owns a card in it (madness.ownership).

- ``draw``: "draw a Madness card" — from the Madness deck into the player's hand; an
  empty deck ignores the instruction (madness.deck).
- ``return_to_deck``: "return this card to the Madness deck".
- ``final_result``: at the end of the game each player loses 1 VP per pair of Madness
  cards they hold, and the winner is decided on the adjusted totals (endgame.madness).
"""

from __future__ import annotations

from smashup_rules.engine import zones
from smashup_rules.engine.abilities import TriggerEvent
from smashup_rules.engine.zones import hand, held_aside, in_deck, in_discard, in_hand, place
from smashup_rules.reference import data
from smashup_rules.util.words import counted

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from collections.abc import Sequence

    from smashup_rules.engine.game import Game
    from smashup_rules.engine.state import CardInstance, State

MADNESS = "madness/madness"
DECK = zones.MADNESS_DECK


def faction_uses_madness(faction: str) -> bool:
    """Whether a faction brings the Madness deck into the game (its mechanics name it)."""
    record = data.factions().get(faction) or {}
    return any("madness" in mechanic.lower() for mechanic in record.get("mechanics") or ())


def setup_deck(state: State, size: int | None = None) -> None:
    """setup.special-decks: the Madness deck, when a faction in the game uses it or the
    position already has Madness cards: 30 cards less those placed elsewhere, or the
    ``size`` a position gives it."""
    held = len(state.instances_of(MADNESS))
    factions = [faction for player in state.players for faction in player.factions]
    if size is None:
        if not held and not any(faction_uses_madness(f) for f in factions):
            return
        size = max(0, data.decks()["madness"]["size"] - held)
    for _ in range(size):
        state.create(MADNESS, DECK, None)


def in_use(state: State) -> bool:
    """Whether this game has Madness cards (and so the Madness final score)."""
    return bool(state.instances_of(MADNESS))


def left(state: State) -> int:
    """How many cards the Madness deck holds now."""
    return len(state.zones.get(DECK, ()))


def draw(game: Game, player: str, count: int, cites: Sequence[str] = ()) -> list[CardInstance]:
    """Draw ``count`` Madness cards, one at a time, into ``player``'s hand. With the deck
    empty, the remaining draws are ignored (madness.deck)."""
    state = game.state
    drawn: list[CardInstance] = []
    while len(drawn) < count and state.zones.get(DECK):
        card = state.zone(DECK)[0]
        state.relocate(card, hand(player))
        card.owner = card.controller = player  # madness.ownership
        drawn.append(card)
    if drawn:
        game.record(
            "draw",
            f"{player} draws {counted(len(drawn), 'Madness card')} ({left(state)} left in the Madness deck).",
            cards=drawn,
            players=[player],
            cites=(*cites, "madness.deck"),
        )
        # "After you draw a Madness card" abilities (event "madness-drawn", details "cards").

        game.fire(TriggerEvent("madness-drawn", None, None, player, {"cards": list(drawn)}))
    if len(drawn) < count:
        game.record(
            "draw",
            f"The Madness deck is empty: {player}'s {counted(count - len(drawn), 'Madness draw')} {'is' if count - len(drawn) == 1 else 'are'} ignored.",
            players=[player],
            cites=(*cites, "madness.deck", "cthulhu/madness-deck#1"),
        )
    return drawn


def return_to_deck(game: Game, card: CardInstance, cites: Sequence[str] = ()) -> bool:
    """Return a Madness card to the Madness deck: nobody owns or controls it any more. Only
    Madness cards go there: another card acting with a Madness card's abilities (a copy) stays
    where it is. Returns whether the card was returned."""
    holder = card.controller or card.owner
    if card.card_id != MADNESS:
        game.record(
            "cannot",
            f"{card.name} is not a Madness card: it cannot be returned to the Madness deck.",
            cards=[card],
            players=[holder] if holder else [],
            cites=(*cites, "madness.deck"),
        )
        return False
    game.state.relocate(card, DECK)
    card.owner = card.controller = None
    game.record(
        "place",
        f"{holder} returns {card.name} to the Madness deck.",
        cards=[card],
        players=[holder] if holder else [],
        cites=(*cites, "madness.card", "madness.ownership"),
    )
    return True


def held(state: State, player: str) -> list[CardInstance]:
    """The Madness cards a player has at the end (conflict.madness-count): in their hand, deck
    and discard pile, and those they own buried beside a base, stored under a card or in stasis;
    never the box or the Madness deck."""
    return [
        card for card in state.instances_of(MADNESS)
        if in_hand(card, player) or in_deck(card, player) or in_discard(card, player) or (held_aside(card) and card.owner == player)
    ]


PLACE_WORDS = {
    zones.HAND: "in hand", zones.DECK: "in the deck", zones.DISCARD: "in the discard pile",
    zones.BURIED: "buried", zones.UNDER: "stored", zones.STASIS: "in stasis",
}  # fmt: skip


def _where(cards: list[CardInstance]) -> str:
    """" (2 in hand, 1 stored)": where the counted Madness cards lie, the places in a fixed order."""
    places = {words: 0 for words in PLACE_WORDS.values()}
    for card in cards:
        places[PLACE_WORDS[place(card.zone)]] += 1
    return f" ({', '.join(f'{n} {words}' for words, n in places.items() if n)})" if cards else ""


def final_result(game: Game) -> None:
    """endgame.madness / madness.final-score: the game has ended; each player loses 1 VP per
    full pair of Madness cards, the highest adjusted total wins, a tie goes to the tied
    player with fewer Madness cards, and if still tied they share the win."""
    state = game.state
    counts = {}
    for player in state.players:
        cards = held(state, player.name)
        counts[player.name] = len(cards)
        penalty = min(len(cards) // 2, player.vp)  # nobody goes below 0 VP
        player.vp -= penalty
        game.record(
            "vp",
            f"{player.name} holds {counted(len(cards), 'Madness card')}{_where(cards)}: loses {penalty} VP (now {player.vp}).",
            players=[player.name],
            cites=("madness.final-score", "conflict.madness-count", MADNESS, "cthulhu/madness-final-score#1"),
            amount=-penalty,
        )
    best = max(player.vp for player in state.players)
    leaders = [player.name for player in state.players if player.vp == best]
    fewest = min(counts[name] for name in leaders)
    winners = [name for name in leaders if counts[name] == fewest]
    state.winner = " and ".join(winners)
    if len(winners) == 1 and len(leaders) == 1:
        message = f"{winners[0]} wins with {best} VP after the Madness penalty."
    elif len(winners) == 1:
        message = f"{' and '.join(leaders)} are tied at {best} VP; {winners[0]} holds the fewest Madness cards and wins."
    else:
        message = f"{' and '.join(winners)} are tied at {best} VP with {counted(fewest, 'Madness card')} each: they share the win."
    game.record("game-end", message, players=winners, cites=("endgame.madness", "madness.final-score", "cthulhu/madness-final-score#1"))
