"""A player's cards out of play and their score: drawing, looking at and revealing cards,
shuffling, discarding from a hand, giving a card to another hand, and victory points."""

from __future__ import annotations

from smashup_rules.engine.abilities import TriggerEvent
from smashup_rules.engine.effects.affects import why_not, with_cites
from smashup_rules.engine.effects.leaving import own_pile_rule, owner_pile
from smashup_rules.engine.zones import REVEALED, SET_ASIDE, deck, discard, hand, holder, in_deck, in_hand, place
from smashup_rules.util.words import counted

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from smashup_rules.engine.source import Source
    from smashup_rules.engine.game import Game
    from smashup_rules.engine.state import CardInstance


# The summary ruling on a card placed in another player's hand: its owner stays (Oops, Vikings).
HELD_FOR_OWNER = "oops/vikings#1"


def shuffle_discard_into_deck(game: Game, player: str) -> None:
    state = game.state
    pile = state.zones.get(discard(player), [])
    cards = [state.cards[iid] for iid in pile]
    state.rng.shuffle(cards)
    for card in cards:
        state.relocate(card, deck(player))
    game.record(
        "shuffle",
        f"{player}'s deck is empty: {counted(len(cards), 'card')} from the discard pile {'is' if len(cards) == 1 else 'are'} shuffled into a new deck.",
        players=[player],
        cites=("turn.empty-deck",),
    )


def draw(game: Game, player: str, count: int, cites: Sequence[str] = ()) -> list[CardInstance]:
    """Draw one card at a time; an empty deck is rebuilt from the discard pile (turn.empty-deck).
    With both empty, the remaining draws do nothing."""
    state = game.state
    drawn: list[CardInstance] = []
    batch: list[CardInstance] = []  # drawn since the last log entry (a reshuffle splits the draw)
    while len(drawn) < count:
        if not state.zones.get(deck(player)):
            if not state.zones.get(discard(player)):
                break
            if batch:
                _record_draw(game, player, batch, cites)
                batch = []
            shuffle_discard_into_deck(game, player)
        card = state.zone(deck(player))[0]
        state.relocate(card, hand(player))
        drawn.append(card)
        batch.append(card)
    if batch:
        _record_draw(game, player, batch, cites)
    if len(drawn) < count:
        game.record(
            "draw",
            f"{player} cannot draw {f'{count - len(drawn)} more' if drawn else counted(count, 'card')}: deck and discard pile are both empty.",
            players=[player],
            cites=("turn.empty-deck",),
        )
    return drawn


def _record_draw(game: Game, player: str, drawn: list[CardInstance], cites: Sequence[str]) -> None:
    game.record(
        "draw",
        f"{player} draws {', '.join(card.name for card in drawn)}.",
        cards=drawn,
        players=[player],
        cites=cites,
    )


def top_of_deck(game: Game, player: str) -> CardInstance | None:
    """The top card of a deck, rebuilding an empty deck first (turn.empty-deck)."""
    state = game.state
    if not state.zones.get(deck(player)) and state.zones.get(discard(player)):
        shuffle_discard_into_deck(game, player)
    top = state.zone(deck(player))[:1]
    return top[0] if top else None


def reveal_top(game: Game, player: str, source: Source | None) -> CardInstance | None:
    top = top_of_deck(game, player)
    if top is not None:
        _reveal_from_top(game, player, top, source)
    return top


def _reveal_from_top(game: Game, player: str, top: CardInstance, source: Source | None, *cites: str) -> None:
    game.record("reveal", f"{player} reveals {top.name} from the top of their deck.", cards=[top], cites=with_cites(source, *cites))
    cards_seen(game, source, player, [top], "deck", revealed=True)


def reveal_until(game: Game, player: str, fits: Callable[[CardInstance], bool], source: Source | None) -> tuple[CardInstance | None, list[CardInstance]]:
    """"Reveal cards from the top of your deck until you reveal X": one card at a time, until one
    ``fits``. That card stays on top of the deck, revealed; each other card revealed is held in
    the "revealed" zone (in no deck or discard pile, not in play) for the ability to put somewhere
    (off-the-top.procedure). An empty deck is rebuilt from the discard pile before the revealing
    starts, never once it has started: a deck that runs out ends it with nothing found
    (off-the-top.empty-deck). Returns the card found (or None) and the others revealed, in order."""
    state = game.state
    passed: list[CardInstance] = []
    top = top_of_deck(game, player)
    if top is None:
        game.record("note", f"{player}'s deck and discard pile are both empty: there is nothing to reveal.", players=[player], cites=with_cites(source, "off-the-top.empty-deck"))
        return None, passed
    while top is not None:
        _reveal_from_top(game, player, top, source, "off-the-top.procedure")
        on_top = in_deck(top, player)  # a revealed card may answer by leaving (Dynamite Surprise)
        if on_top and fits(top):
            return top, passed
        if on_top:
            state.relocate(top, REVEALED)
            passed.append(top)
        pile = state.zone(deck(player))
        top = pile[0] if pile else None
    game.record(
        "note",
        f"{player}'s deck has run out while revealing: the revealing stops without a reshuffle.",
        players=[player],
        cites=with_cites(source, "off-the-top.empty-deck"),
    )
    return None, passed


def cards_seen(game: Game, source: Source | None, owner: str, cards: Sequence[CardInstance], place: str, *, revealed: bool) -> None:
    """An ability (``source``) has just revealed, or looked at without revealing, ``cards`` of
    ``owner``'s ``place`` ("hand" or "deck"). Abilities that react to it run where their cards
    are, in ``owner``'s hand or among the cards seen (Dynamite Surprise): event "revealed",
    player: whose ability it was, details "owner", "cards", "from" (the place) and "revealed"."""
    if cards:
        details = {"owner": owner, "cards": list(cards), "from": place, "revealed": revealed}
        reached = list({card.iid: card for card in [*cards, *game.state.zone(hand(owner))]}.values())
        game.fire(TriggerEvent("revealed", None, None, source.player if source else None, details), extra=reached)


def shuffle_deck(game: Game, player: str, cites: Sequence[str] = ()) -> None:
    state = game.state
    state.rng.shuffle(state.zones.setdefault(deck(player), []))
    game.record("shuffle", f"{player} shuffles their deck.", players=[player], cites=cites)


def look_at_top(game: Game, player: str, count: int, source: Source | None) -> list[CardInstance]:
    """Look at the top ``count`` cards of a deck (an empty deck is rebuilt first)."""
    top_of_deck(game, player)
    cards = game.state.zone(deck(player))[:count]
    if cards:
        game.record(
            "look",
            f"{player} looks at the top {counted(len(cards), 'card')} of their deck: {', '.join(c.name for c in cards)}.",
            cards=cards,
            players=[player],
            cites=with_cites(source),
        )
        cards_seen(game, source, player, cards, "deck", revealed=False)
    return cards


def draw_specific(game: Game, card: CardInstance, cites: Sequence[str] = ()) -> None:
    """Draw one particular card from its owner's deck into their hand."""
    player = holder(card.zone)
    game.state.relocate(card, hand(player))
    _record_draw(game, player, [card], cites)


def shuffle_into_deck(game: Game, cards: list[CardInstance], player: str, source: Source | None) -> None:
    """Put cards into their owners' decks, then shuffle each deck concerned."""
    owners: list[str] = []
    for card in cards:
        zone = owner_pile(card, "deck")
        game.state.relocate(card, zone)
        owner = holder(zone)
        if owner not in owners:
            owners.append(owner)
    for owner in owners or [player]:
        game.state.rng.shuffle(game.state.zones.setdefault(deck(owner), []))
    names = ", ".join(c.name for c in cards) or "no cards"
    game.record(
        "shuffle",
        f"{player} shuffles {names} into their deck.",
        cards=cards,
        players=[player],
        cites=with_cites(source),
    )


def discard_card(game: Game, card: CardInstance, cites: Sequence[str] = (), by: str | None = None) -> None:
    """terms.discard: from a hand (or a deck) to the owner's discard pile; ``by``: the player
    whose ability makes them discard it, if any."""
    from_hand, whose = in_hand(card), holder(card.zone)
    if from_hand and by not in (None, whose) and card.card_id in game.state.registry.defining("protects"):
        # The card's own protection is an Ongoing ability: a reader may expect it here.
        text = f"{card.name}'s protection does not apply in {whose}'s hand: an Ongoing ability works only while its card is in play."
        why_not(game, card, text, ("terms.ongoing",))
    from_where = "" if from_hand else f" from the top of their {place(card.zone)}"
    zone = owner_pile(card, "discard")
    game.state.relocate(card, zone)
    # A card held by a player who does not own it goes to its owner's pile (oops/vikings#1).
    held_for = ("play.leave-play-owner", HELD_FOR_OWNER) if card.owner not in (None, whose) and card.group != "madness" else ()
    game.record(
        "discard",
        f"{whose} discards {card.name}{from_where}.",
        cards=[card],
        players=[whose],
        cites=(*cites, "terms.discard", *held_for, *own_pile_rule(card)),
    )


def give_to_hand(game: Game, card: CardInstance, player: str, source: Source | None) -> None:
    """Place a card from one player's hand into another's: its owner stays (oops/vikings#1: the
    holder treats it as their card while it is in their hand; it goes back to its owner when it
    leaves play or is discarded, play.leave-play-owner)."""
    pile, whose = place(card.zone), holder(card.zone)  # from a hand, or the top of a deck (Shield Maiden)
    game.state.relocate(card, hand(player))
    card.controller = player
    owned, rules = f"{card.owner} still owns it", ("terms.place", "play.leave-play-owner", *((HELD_FOR_OWNER,) if card.owner != player else ()))
    if card.group == "madness":  # a Madness card is owned by whoever holds it (madness.ownership)
        card.owner = player
        owned, rules = f"{player} now owns it", ("terms.place", "madness.ownership")
    game.record(
        "place",
        f"{card.name} is placed from {whose}'s {pile} into {player}'s hand ({owned}).",
        cards=[card] + ([source.card] if source else []),
        players=[whose, player],
        cites=with_cites(source, *rules),
    )


def set_aside_cards(game: Game, cards: Sequence[CardInstance], source: Source | None) -> None:
    """Take cards from a hand or deck and hold them apart while an ability resolves ("look at
    the top three cards ... return the rest"): in no hand, deck or discard pile and not in play,
    until the ability puts them somewhere (``place``)."""
    for card in cards:
        game.state.relocate(card, SET_ASIDE)
    if cards:
        game.record(
            "set-aside",
            f"{', '.join(c.name for c in cards)} {'is' if len(cards) == 1 else 'are'} held aside for now.",
            cards=list(cards) + ([source.card] if source else []),
            cites=with_cites(source),
        )


def gain_vp(game: Game, player: str, amount: int, cites: Sequence[str] = ()) -> None:
    game.state.player(player).vp += amount
    game.record(
        "vp",
        f"{player} gains {amount} VP (now {game.state.player(player).vp}).",
        players=[player],
        cites=cites,
        amount=amount,
    )
