"""Whether a well-formed position could happen in a game (``validate``): every problem at
once, each with the line it is on."""

from __future__ import annotations

from smashup_rules.position.model import CardSpec, PlayerSpec, PlaySpec, Position, split_choice
from smashup_rules.position.names import NO_OWNER_GROUPS, card_name, card_record, group_name_of, kind_of, where_in
from smashup_rules.position.read import PLAYER_ZONES, SHARED_DECKS, cards_on
from smashup_rules.reference import data

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from collections.abc import Iterator


FACTIONS_PER_PLAYER = 2
MIN_PLAYERS, MAX_PLAYERS = 2, 4
ZONE_WORDS = {"hand": "hand", "deck": "deck", "discard": "discard pile", "titans": "titans set aside"}


class _Placed:
    """A card and where it is, in words for messages."""

    __slots__ = ("card", "zone", "place", "host")

    def __init__(self, card: CardSpec, zone: str, place: str, host: CardSpec | None = None):
        self.card = card
        self.zone = zone  # a player zone (hand, deck, discard, titans), "base", "base-action", "attached", "buried", "stored" or "box"
        self.place = place  # "in Alice's hand", "at The Grey Opal", "attached to Walker at The Grey Opal"
        self.host = host  # the card this one is attached to

    @property
    def in_play(self) -> bool:
        """In play or buried beside a base (controlled either way), not in a pile, under a card or in the box."""
        return self.zone not in (*PLAYER_ZONES, "stored", "box", "stasis")

    @property
    def name(self) -> str:
        return card_name(self.card.card)


def validate(position: Position) -> list[str]:
    """Every reason the position could not happen in a game; empty when it could."""
    checks = (_player_problems, _turn_problems, _base_problems, _card_problems, _copy_problems, _shared_pile_problems, _titan_problems, _play_problems, _choice_problems)
    return [problem for check in checks for problem in check(position)]


def _at(position: Position, line: int | None, message: str) -> str:
    return f"{where_in(position.source, line)}: {message}"


def players_by_name(position: Position) -> dict[str, PlayerSpec]:
    """Players by name; of two players with one name (a problem of its own) the first counts."""
    players: dict[str, PlayerSpec] = {}
    for player in position.players:
        players.setdefault(player.name, player)
    return players


def _player_names(position: Position) -> list[str]:
    return [player.name for player in position.players]


def _and_list(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _player_problems(position: Position) -> Iterator[str]:
    count = len(position.players)
    if not MIN_PLAYERS <= count <= MAX_PLAYERS:
        yield _at(position, position.lines.get("players"), f"Smash Up is for {MIN_PLAYERS} to {MAX_PLAYERS} players; this position has {count}")
    seen: dict[str, PlayerSpec] = {}
    faction_players: dict[str, PlayerSpec] = {}
    for player in position.players:
        if player.name in seen:
            yield _at(position, player.line, f"two players are named '{player.name}' (the other is on line {seen[player.name].line})")
        seen.setdefault(player.name, player)
        yield from _faction_problems(position, player, faction_players)


def _faction_problems(position: Position, player: PlayerSpec, faction_players: dict[str, PlayerSpec]) -> Iterator[str]:
    factions = [data.group_name(f) for f in player.factions]
    if len(player.factions) != FACTIONS_PER_PLAYER or len(set(player.factions)) != len(player.factions):
        listed = f" ({_and_list(factions)})" if factions else ""
        yield _at(position, player.line, f"{player.name} plays {_plural(len(player.factions), 'faction')}{listed}; each player plays {FACTIONS_PER_PLAYER} different factions")
    for faction in dict.fromkeys(player.factions):
        if faction not in data.factions():
            yield _at(position, player.line, f"{data.group_name(faction)} is a special deck, not a faction; {player.name} cannot play it")
        elif faction in faction_players and faction_players[faction].name != player.name:
            yield _at(position, player.line, f"{data.group_name(faction)} is played by both {faction_players[faction].name} and {player.name}; each faction has one deck")
        faction_players.setdefault(faction, player)


def _turn_problems(position: Position) -> Iterator[str]:
    players = _player_names(position)
    if players and position.turn not in players:
        yield _at(position, position.lines.get("turn"), f"turn names '{position.turn}', who is not a player (the players are {_and_list(players)})")


def _base_problems(position: Position) -> Iterator[str]:
    for base in position.bases:
        if kind_of(base.card) != "base":
            yield _at(position, base.line, f"{card_name(base.card)} is listed as a base in play, but it is {_a_kind(base.card)}")
    for key, pile, words in (("base_deck", position.base_deck or (), "the base deck"), ("base_discard", position.base_discard, "the base discard pile")):
        for card_id in pile:
            if kind_of(card_id) != "base":
                yield _at(position, position.lines.get(key), f"{card_name(card_id)} is listed in {words}, but it is {_a_kind(card_id)}")
    listed: dict[str, int] = {}  # a Counter, without importing collections (start-up)
    for card_id in [base.card for base in position.bases] + (position.base_deck or []) + position.base_discard:
        listed[card_id] = listed.get(card_id, 0) + 1
    for card_id, count in listed.items():
        if kind_of(card_id) == "base" and count > 1:
            yield _at(position, position.lines.get("bases"), f"{card_name(card_id)} is listed {count} times among the bases in play, the base deck and the base discard pile; there is only one")
    in_play = {base.card for base in position.bases}
    for base_id in position.monster_numbers:
        if kind_of(base_id) != "base":
            yield _at(position, position.lines.get("monster_numbers"), f"{card_name(base_id)} is given a monster number, but it is {_a_kind(base_id)}")
        elif base_id in in_play:
            yield _at(position, position.lines.get("monster_numbers"),
                      f"{card_name(base_id)} is in play: give its monster number on the base ('monsters:'), not in 'monster_numbers'")
    if position.turn_number < 1:
        yield _at(position, position.lines.get("turn_number"), "the turn number is 0; the first turn is turn 1")


def _a_kind(card_id: str) -> str:
    kind = kind_of(card_id)
    return f"an {kind}" if kind == "action" else f"a {kind}" if kind else "a card of unknown kind"


def _placed_cards(position: Position) -> Iterator[_Placed]:
    for player in position.players:
        for zone in PLAYER_ZONES:
            for card in getattr(player, zone):
                yield _Placed(card, zone, f"in {player.name}'s {ZONE_WORDS[zone]}")
                yield from _attachments(card, f"in {player.name}'s {ZONE_WORDS[zone]}")
        for card in player.stasis:
            yield _Placed(card, "stasis", f"in stasis in front of {player.name}")
    for base in position.bases:
        base_name = card_name(base.card)
        for card in base.minions:
            yield _Placed(card, "base", f"at {base_name}")
            yield from _attachments(card, f"at {base_name}")
        for card in base.actions:
            yield _Placed(card, "base-action", f"on {base_name}")
            yield from _attachments(card, f"on {base_name}")
        for card in base.buried:
            yield _Placed(card, "buried", f"buried beside {base_name}")
            yield from _attachments(card, f"buried beside {base_name}")
        for card in base.stored:
            yield _Placed(card, "stored", f"stored under {base_name}")
            yield from _attachments(card, f"stored under {base_name}")
    for card in position.box:
        yield _Placed(card, "box", "in the box")
        yield from _attachments(card, "in the box")


def _attachments(host: CardSpec, host_place: str) -> Iterator[_Placed]:
    """The cards attached to ``host`` and stored under it, and theirs."""
    for card in host.attached:
        place = f"attached to {card_name(host.card)} {host_place}"
        yield _Placed(card, "attached", place, host)
        yield from _attachments(card, place)
    for card in host.stored:
        place = f"stored under {card_name(host.card)} {host_place}"
        yield _Placed(card, "stored", place)
        yield from _attachments(card, place)


def _card_problems(position: Position) -> Iterator[str]:
    players = players_by_name(position)
    for placed in _placed_cards(position):
        for message in (*_kind_problems(placed), *_outside_play_problems(placed), *_ownership_problems(placed, players)):
            yield _at(position, placed.card.line, message)


def _kind_problems(placed: _Placed) -> Iterator[str]:
    kind = kind_of(placed.card.card)
    what = f"{placed.name} {placed.place}"
    if kind is None:
        return
    if placed.zone in ("hand", "deck", "discard") and kind in ("base", "titan"):
        yield f"{what} is a {kind}; {kind}s never go to a hand, deck or discard pile"
    elif placed.zone == "titans" and kind != "titan":
        yield f"{what} is {_a_kind(placed.card.card)}, not a titan"
    elif placed.zone == "base" and kind not in ("minion", "titan"):
        yield f"{what} is {_a_kind(placed.card.card)}; a base's 'cards' are its minions and titans"
    elif placed.zone == "buried" and kind in ("base", "titan"):
        yield f"{what} is a {kind}; only cards from a hand or in play are buried"
    elif placed.zone == "buried" and (placed.card.counters or placed.card.attached):
        yield f"{what} has counters or attached cards; a buried card has none (burying.uncover)"
    elif placed.zone in ("base-action", "attached") and kind != "action":
        yield f"{what} is {_a_kind(placed.card.card)}; only actions are played on a base or attached to a card"
    if placed.host is not None and kind_of(placed.host.card) == "action":
        yield f"{what}, but nothing attaches to an action"
    if placed.in_play and placed.card.counters and kind not in ("minion", "titan"):
        yield f"{what} has {_counters(placed.card.counters)}; only minions and titans carry them"


def _outside_play_problems(placed: _Placed) -> Iterator[str]:
    if placed.in_play:
        return
    what = f"{placed.name} {placed.place}"
    if placed.card.counters and placed.zone != "titans":  # a titan set aside may get counters from its own ability (Killer Kudzu)
        yield f"{what} has {_counters(placed.card.counters)}; only cards in play and titans set aside carry counters"
    if placed.card.attached:
        attached = _and_list([card_name(card.card) for card in placed.card.attached])
        yield f"{what} has {attached} attached; only cards in play have actions attached"
    if placed.card.controller is not None:
        yield f"{what} has a controller ({placed.card.controller}); only cards in play are controlled"


def _ownership_problems(placed: _Placed, players: dict[str, PlayerSpec]) -> Iterator[str]:
    what = f"{placed.name} {placed.place}"
    group = card_record(placed.card.card)["group"]
    for role, name in (("controller", placed.card.controller), ("owner", placed.card.owner)):
        if name is not None and name not in players and not (role == "owner" and name == placed.card.controller):
            yield f"{what}: its {role} '{name}' is not a player{_did_you_mean(name, list(players))}"
    owner = players.get(placed.card.owner)
    if group in NO_OWNER_GROUPS and placed.card.owner is not None:
        yield f"{what} belongs to {placed.card.owner}, but {data.group_name(group)} cards have no owner"
    elif owner is not None and group in data.factions() and group not in owner.factions:
        played = _and_list([data.group_name(f) for f in dict.fromkeys(owner.factions)]) or "no faction"
        yield f"{what} is a {data.group_name(group)} card, but its owner {owner.name} plays {played}"


def _plural(count: int, noun: str) -> str:
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


def _counters(count: int) -> str:
    return _plural(count, "+1 power counter")


def _did_you_mean(name: str, candidates: list[str]) -> str:
    from difflib import get_close_matches

    close = get_close_matches(name, candidates, n=1, cutoff=0.6)
    return f"; did you mean '{close[0]}'?" if close else ""


def _copy_problems(position: Position) -> Iterator[str]:
    """More copies of a card than exist: per owner for faction cards, overall for the shared
    decks (wherever their cards are listed, the Monster and Treasure piles included)."""
    lines_by_holder: dict[tuple[str | None, str], list[int | None]] = {}
    for placed in _placed_cards(position):
        card_id = placed.card.card
        holder = placed.card.owner if card_record(card_id)["group"] in data.factions() else None
        lines_by_holder.setdefault((holder, card_id), []).append(placed.card.line)
    for pile in SHARED_DECKS:
        for index, card_id in enumerate(getattr(position, pile) or ()):
            lines_by_holder.setdefault((None, card_id), []).append(position.lines.get(f"{pile}[{index}]"))
    for (holder, card_id), lines in lines_by_holder.items():
        copies = card_record(card_id)["copies"] or 1
        if len(lines) > copies:
            whose = f"{holder} owns" if holder else "the position has"
            yield _at(position, lines[copies],
                      f"{whose} {len(lines)} copies of {card_name(card_id)}, but the {group_name_of(card_id)} deck has only {copies}")


def _shared_pile_problems(position: Position) -> Iterator[str]:
    """A Monster pile holds monsters only, a Treasure pile treasures only."""
    for pile in SHARED_DECKS:
        group = "monsters" if pile.startswith("monster") else "treasures"
        for index, card_id in enumerate(getattr(position, pile) or ()):
            if card_record(card_id)["group"] != group:
                yield _at(position, position.lines.get(f"{pile}[{index}]"),
                          f"{card_name(card_id)} is listed in '{pile}', but it is not one of the {data.group_name(group)} cards")


def _titan_problems(position: Position) -> Iterator[str]:
    for player in _player_names(position):
        titans = [card for base in position.bases for card in base.minions if card.controller == player and kind_of(card.card) == "titan"]
        if len(titans) > 1:
            yield _at(position, titans[1].line, f"{player} controls {len(titans)} titans in play ({_and_list([card_name(t.card) for t in titans])}); a player has at most one")


def _play_problems(position: Position) -> Iterator[str]:
    """Whether each play names real players and could be played as it is written. Only the
    first play is checked against the position itself: a later one is checked by the engine
    when it is made, against the game as it is then (an earlier play may have drawn its card)."""
    players = players_by_name(position)
    for number, play in enumerate(position.play):
        if play.kind not in ("play", "talent"):
            continue
        said = f"'{play.text or play.kind}'"
        if play.player not in players:
            yield _at(position, play.line, f"{said}: {play.player} is not a player{_did_you_mean(play.player or '', list(players))}")
            continue
        at_start = number == 0 and position.phase != "start-turn"
        for message in _play_card_problems(position, play, players[play.player], at_start):
            yield _at(position, play.line, f"{said}: {message}")


def _play_card_problems(position: Position, play: PlaySpec, player: PlayerSpec, at_start: bool) -> Iterator[str]:
    name = card_name(play.card)
    if play.kind == "play":
        kind = kind_of(play.card)
        if kind == "base":
            yield f"{name} is a base; bases are not played from a hand"
        elif kind in ("minion", "titan") and play.target:
            yield f"{name} is a {kind}; it is played at a base, not on a card"
        if not at_start:
            return
        if not any(card.card == play.card for zone in ("hand", "discard", "titans", "stasis") for card in getattr(player, zone)):
            yield f"{name} is not in {player.name}'s hand, discard pile, titans set aside or stasis"
    elif at_start and not any(p.card.card == play.card and p.card.controller == player.name for p in _placed_cards(position) if p.in_play) and not any(
        card.card == play.card for card in player.hand  # "uses" a Special from hand (Deputy): the engine judges whether it has one
    ):
        yield f"{player.name} controls no {name} in play"
    if at_start:
        yield from _play_place_problems(position, play)


def _play_place_problems(position: Position, play: PlaySpec) -> Iterator[str]:
    bases_in_play = {base.card: base for base in position.bases}
    if play.base and play.base not in bases_in_play:
        yield f"{card_name(play.base)} is not in play"
    if not play.target:
        return
    target = card_name(play.target)
    if kind_of(play.target) == "base":
        yield f"{target} is a base; play on a base with 'at {target}'"
    elif not any(card.card == play.target for base in position.bases for card in cards_on(base)):
        yield f"no {target} is in play"
    elif play.base in bases_in_play and not any(card.card == play.target for card in cards_on(bases_in_play[play.base])):
        yield f"{target} is not at {card_name(play.base)}"


def _choice_problems(position: Position) -> Iterator[str]:
    players = _player_names(position)
    for index, choice in enumerate(position.choices):
        player, _ = split_choice(choice)
        if player is not None and player not in players:
            yield _at(position, position.lines.get(f"choices[{index}]"),
                      f"choice {index + 1} '{choice}' is for {player}, who is not a player{_did_you_mean(player, players)}")


# --- writing ------------------------------------------------------------------------------------
