"""The cards of a position as a game holds them (part of ``validate``): every card in one place
that can hold it, as many copies as exist, each base once; and the words every check's messages
share (``located``: ``file:line:col`` and the problem).

A card is where the position lists it: in a player's hand, deck, discard pile, titans set aside
or stasis, at or on a base, attached to a card, buried beside a base, stored under a card, in the
box, or in a pile (the base deck and discard pile, the Monster and Treasure piles); the Madness
deck is a number.
"""

from __future__ import annotations

from smashup_rules.position.model import BaseSpec, CardSpec, PlayerSpec, PlaySpec, Position
from smashup_rules.position.names import NO_OWNER_GROUPS, card_name, card_record, group_name_of, kind_of, where_in
from smashup_rules.position.read import PLAYER_ZONES, SHARED_DECKS
from smashup_rules.reference import data

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from collections.abc import Iterator

    Mark = tuple[int | None, int | None] | None  # where an entry is written: (line, column), None where the file does not say
    Problem = tuple[Mark, str]  # a check's finding: where, and what is wrong (``located`` makes it a message)


ZONE_WORDS = {"hand": "hand", "deck": "deck", "discard": "discard pile", "titans": "titans set aside"}
MADNESS = "madness/madness"
# Zones of cards out of play (the rest are in play, or buried beside a base in play).
OUT_OF_PLAY = (*PLAYER_ZONES, "stored", "box", "stasis")
PLAYER_PILES = ("hand", "deck", "discard")


# --- the words of every message -------------------------------------------------------------------


def located(position: Position, mark: Mark, message: str) -> str:
    """``file:line:col: message`` (``file: message`` where the position does not say where)."""
    line, column = mark or (None, None)
    return f"{where_in(position.source, line, column)}: {message}"


def in_file_order(mark: Mark) -> tuple[int, int]:
    """Sorts problems as they are written, those about no entry first."""
    line, column = mark or (None, None)
    return line or 0, column or 0


def mark_of(spec: CardSpec | PlayerSpec | BaseSpec | PlaySpec) -> Mark:
    return spec.line, spec.column


def players_by_name(position: Position) -> dict[str, PlayerSpec]:
    """Players by name; of two players with one name (a problem of its own) the first counts."""
    players: dict[str, PlayerSpec] = {}
    for player in position.players:
        players.setdefault(player.name, player)
    return players


def and_list(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def plural(count: int, noun: str) -> str:
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


def a_word(word: str) -> str:
    """'a Zombies', 'an Aliens'."""
    return f"an {word}" if word[:1].lower() in "aeiou" else f"a {word}"


def a_kind(card_id: str) -> str:
    kind = kind_of(card_id)
    return a_word(kind) if kind else "a card of unknown kind"


def did_you_mean(name: str, candidates: list[str]) -> str:
    from difflib import get_close_matches

    close = get_close_matches(name, candidates, n=1, cutoff=0.6)
    return f"; did you mean '{close[0]}'?" if close else ""


def line_of(mark: Mark) -> str:
    return f" (line {mark[0]})" if mark and mark[0] else ""


# --- where each card is ---------------------------------------------------------------------------


class Placed:
    """A card and where it is, in words for messages."""

    __slots__ = ("card", "zone", "place", "host", "host_zone")

    def __init__(self, card: CardSpec, zone: str, place: str, host: CardSpec | BaseSpec | None = None, host_zone: str | None = None):
        self.card = card
        self.zone = zone  # a player zone (hand, deck, discard, titans), "base", "base-action", "attached", "buried", "stored", "stasis" or "box"
        self.place = place  # "in Alice's hand", "at The Grey Opal", "attached to Walker at The Grey Opal"
        self.host = host  # the card (or base) this one is attached to or stored under
        self.host_zone = host_zone  # the zone of that host ("bases" for a base in play)

    @property
    def in_play(self) -> bool:
        """In play or buried beside a base (controlled either way), not in a pile, under a card or in the box."""
        return self.zone not in OUT_OF_PLAY

    @property
    def name(self) -> str:
        return card_name(self.card.card)

    @property
    def what(self) -> str:
        return f"{self.name} {self.place}"


def placed_cards(position: Position) -> Iterator[Placed]:
    """Every card the position lists with its own entry (the piles of bases and of the Monster
    and Treasure decks list names only), the cards attached to it and stored under it included."""
    for player in position.players:
        for zone in PLAYER_ZONES:
            for card in getattr(player, zone):
                yield Placed(card, zone, f"in {player.name}'s {ZONE_WORDS[zone]}")
                yield from _held(card, zone, f"in {player.name}'s {ZONE_WORDS[zone]}")
        for card in player.stasis:
            yield Placed(card, "stasis", f"in stasis in front of {player.name}")
    for base in position.bases:
        base_name = card_name(base.card)
        for zone, cards, place in (("base", base.minions, "at"), ("base-action", base.actions, "on"), ("buried", base.buried, "buried beside")):
            for card in cards:
                yield Placed(card, zone, f"{place} {base_name}")
                yield from _held(card, zone, f"{place} {base_name}")
        for card in base.stored:
            yield Placed(card, "stored", f"stored under {base_name}", base, "bases")
            yield from _held(card, "stored", f"stored under {base_name}")
    for card in position.box:
        yield Placed(card, "box", "in the box")
        yield from _held(card, "box", "in the box")


def _held(host: CardSpec, host_zone: str, host_place: str) -> Iterator[Placed]:
    """The cards attached to ``host`` and stored under it, and theirs."""
    for card in host.attached:
        place = f"attached to {card_name(host.card)} {host_place}"
        yield Placed(card, "attached", place, host, host_zone)
        yield from _held(card, "attached", place)
    for card in host.stored:
        place = f"stored under {card_name(host.card)} {host_place}"
        yield Placed(card, "stored", place, host, host_zone)
        yield from _held(card, "stored", place)


# --- the checks -----------------------------------------------------------------------------------


def card_problems(position: Position) -> Iterator[Problem]:
    """Each card in a zone that can hold it, with what a card there can have, and its owner."""
    players = players_by_name(position)
    for placed in placed_cards(position):
        problems = (*_kind_problems(placed), *_special_deck_problems(placed), *_outside_play_problems(placed), *_ownership_problems(placed, players))
        for message in problems:
            yield (mark_of(placed.card), message)


def _kind_problems(placed: Placed) -> Iterator[str]:
    kind = kind_of(placed.card.card)
    what = placed.what
    if kind is None:
        return
    if placed.zone in PLAYER_PILES and kind in ("base", "titan"):
        yield f"{what} is a {kind}; {kind}s never go to a hand, deck or discard pile"
    elif placed.zone == "titans" and kind != "titan":
        yield f"{what} is {a_kind(placed.card.card)}, not a titan"
    elif placed.zone == "base" and kind not in ("minion", "titan"):
        yield f"{what} is {a_kind(placed.card.card)}; a base's 'cards' are its minions and titans"
    elif placed.zone == "buried" and kind in ("base", "titan"):
        yield f"{what} is a {kind}; only cards from a hand or in play are buried"
    elif placed.zone == "buried" and (placed.card.counters or placed.card.attached):
        yield f"{what} has counters or attached cards; a buried card has none (burying.uncover)"
    elif placed.zone in ("base-action", "attached") and kind != "action":
        yield f"{what} is {a_kind(placed.card.card)}; only actions are played on a base or attached to a card"
    elif placed.zone == "stasis" and kind == "base":
        yield f"{what} is a base; a card in stasis lies in front of its owner, and bases have none (stasis.status)"
    if placed.host is not None and placed.zone == "attached" and kind_of(placed.host.card) == "action":
        yield f"{what}, but nothing attaches to an action"
    if placed.in_play and placed.card.counters and kind not in ("minion", "titan"):
        yield f"{what} has {_counters(placed.card.counters)}; only minions and titans carry them"


def _special_deck_problems(placed: Placed) -> Iterator[str]:
    """Monsters and treasures go back to their own piles, never to a player's (monsters.nature,
    treasures.nature): a monster is never in a hand, deck or discard pile, a treasure never in a
    deck or discard pile (loot goes to a hand); neither is stored under a card."""
    group = card_record(placed.card.card)["group"]
    if group not in NO_OWNER_GROUPS:
        return
    noun = group[:-1]
    if placed.zone in PLAYER_PILES and group == "monsters":
        yield f"{placed.what} is a monster; a monster never goes to a player's hand, deck or discard pile: it leaves play to the monster discard pile (monsters.nature)"
    elif placed.zone in PLAYER_PILES and placed.zone != "hand":
        yield (f"{placed.what} is a treasure; a treasure never goes to a player's deck or discard pile: it comes to a hand as loot "
               "and leaves play to the treasure discard pile (treasures.nature)")
    elif placed.zone == "stored":
        yield f"{placed.what} is a {noun}; a {noun} goes only to its own piles, never under a card ({group}.nature)"


def _outside_play_problems(placed: Placed) -> Iterator[str]:
    what = placed.what
    if placed.zone == "stored" and placed.host_zone in OUT_OF_PLAY:
        yield f"{what}: only a card in play has cards stored under it; they go to the discard pile as it leaves play (storage.leave-play)"
    if placed.in_play:
        return
    if placed.card.counters and placed.zone != "titans":  # a titan set aside may get counters from its own ability (Killer Kudzu)
        yield f"{what} has {_counters(placed.card.counters)}; only cards in play and titans set aside carry counters"
    if placed.card.attached:
        attached = and_list([card_name(card.card) for card in placed.card.attached])
        yield f"{what} has {attached} attached; only cards in play have actions attached"
    if placed.card.controller is not None:
        yield f"{what} has a controller ({placed.card.controller}); only cards in play are controlled"
    if placed.card.copying is not None:
        yield f"{what} copies {card_name(placed.card.copying)}; only a card in play has another card's abilities (a copy ends as it leaves play)"


def _ownership_problems(placed: Placed, players: dict[str, PlayerSpec]) -> Iterator[str]:
    what = placed.what
    group = card_record(placed.card.card)["group"]
    for role, name in (("controller", placed.card.controller), ("owner", placed.card.owner)):
        if name is not None and name not in players and not (role == "owner" and name == placed.card.controller):
            yield f"{what}: its {role} '{name}' is not a player{did_you_mean(name, list(players))}"
    owner = players.get(placed.card.owner)
    if group in NO_OWNER_GROUPS and placed.card.owner is not None:
        yield f"{what} belongs to {placed.card.owner}, but {data.group_name(group)} cards have no owner"
    elif owner is not None and group in data.factions() and group not in owner.factions:
        played = and_list([data.group_name(f) for f in dict.fromkeys(owner.factions)]) or "no faction"
        yield f"{what} is {a_word(data.group_name(group))} card, but its owner {owner.name} plays {played}"


def _counters(count: int) -> str:
    return plural(count, "+1 power counter")


def copy_problems(position: Position) -> Iterator[Problem]:
    """More copies of a card than exist: per owner for faction cards, overall for the shared
    decks (wherever their cards are listed, the Monster and Treasure piles and the number of
    cards in the Madness deck included)."""
    marks_by_holder: dict[tuple[str | None, str], list[Mark]] = {}
    for placed in placed_cards(position):
        card_id = placed.card.card
        holder = placed.card.owner if card_record(card_id)["group"] in data.factions() else None
        marks_by_holder.setdefault((holder, card_id), []).append(mark_of(placed.card))
    for pile in SHARED_DECKS:
        for index, card_id in enumerate(getattr(position, pile) or ()):
            marks_by_holder.setdefault((None, card_id), []).append(position.marks.get(f"{pile}[{index}]"))
    for (holder, card_id), marks in marks_by_holder.items():
        copies = card_record(card_id)["copies"] or 1
        if len(marks) > copies:
            whose = f"{holder} owns" if holder else "the position has"
            yield (marks[copies], f"{whose} {len(marks)} copies of {card_name(card_id)}, but the {group_name_of(card_id)} deck has only {copies}")
    listed = len(marks_by_holder.get((None, MADNESS), ()))
    size = data.decks()["madness"]["size"]
    if position.madness_deck is not None and listed <= size < position.madness_deck + listed:
        yield (position.marks.get("madness_deck"),
               f"the Madness deck holds {position.madness_deck} cards and the position lists {plural(listed, 'Madness card')} elsewhere, "
               f"{position.madness_deck + listed} in all, but there are only {size} Madness cards")


def shared_pile_problems(position: Position) -> Iterator[Problem]:
    """A Monster pile holds monsters only, a Treasure pile treasures only."""
    for pile in SHARED_DECKS:
        group = "monsters" if pile.startswith("monster") else "treasures"
        for index, card_id in enumerate(getattr(position, pile) or ()):
            if card_record(card_id)["group"] != group:
                yield (position.marks.get(f"{pile}[{index}]"),
                       f"{card_name(card_id)} is listed in '{pile}', but it is not one of the {data.group_name(group)} cards")


def base_places(position: Position) -> Iterator[tuple[str, str, Mark]]:
    """Each base the position lists, with where (in words) and the mark of its entry: in play,
    in the base deck or discard pile, in the box, stored under a card."""
    for base in position.bases:
        yield base.card, "in play", mark_of(base)
    for key, words in (("base_deck", "in the base deck"), ("base_discard", "in the base discard pile")):
        for index, card_id in enumerate(getattr(position, key) or ()):
            yield card_id, words, position.marks.get(f"{key}[{index}]")
    for placed in placed_cards(position):
        if placed.zone in ("box", "stored") and kind_of(placed.card.card) == "base":
            yield placed.card.card, placed.place, mark_of(placed.card)


def base_problems(position: Position) -> Iterator[Problem]:
    """Bases are bases, each in one place; monster numbers for bases not in play."""
    for base in position.bases:
        if kind_of(base.card) != "base":
            yield (mark_of(base), f"{card_name(base.card)} is listed as a base in play, but it is {a_kind(base.card)}")
    for key, words in (("base_deck", "the base deck"), ("base_discard", "the base discard pile")):
        for index, card_id in enumerate(getattr(position, key) or ()):
            if kind_of(card_id) != "base":
                yield (position.marks.get(f"{key}[{index}]"), f"{card_name(card_id)} is listed in {words}, but it is {a_kind(card_id)}")
    first: dict[str, tuple[str, Mark]] = {}
    for card_id, words, mark in base_places(position):
        if kind_of(card_id) != "base":
            continue
        if card_id in first:
            where, seen = first[card_id]
            also = "again" if where == words else f"and {where}"
            yield (mark, f"{card_name(card_id)} is {words} {also}{line_of(seen)}; there is only one {card_name(card_id)}")
        first.setdefault(card_id, (words, mark))
    in_play = {base.card for base in position.bases}
    for base_id in position.monster_numbers:
        mark = position.marks.get(f"monster_numbers[{base_id}]")
        if kind_of(base_id) != "base":
            yield (mark, f"{card_name(base_id)} is given a monster number, but it is {a_kind(base_id)}")
        elif base_id in in_play:
            yield (mark, f"{card_name(base_id)} is in play: give its monster number on the base ('monsters:'), not in 'monster_numbers'")


def titan_problems(position: Position) -> Iterator[Problem]:
    for player in players_by_name(position):
        titans = [card for base in position.bases for card in base.minions if card.controller == player and kind_of(card.card) == "titan"]
        if len(titans) > 1:
            yield (mark_of(titans[1]),
                   f"{player} controls {len(titans)} titans in play ({and_list([card_name(t.card) for t in titans])}); a player has at most one")
