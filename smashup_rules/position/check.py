"""Whether a well-formed position could happen in a game (``validate``): every problem at
once, each with the line and column it is on.

``validate`` is the one entry point: the players, the turn, the plays and the answers are
checked here; the cards and bases (where each is, how many, of which kind) in ``check_cards``;
the moment beyond the cards (what the references name, whether the records agree) in
``check_moment``.
"""

from __future__ import annotations

from smashup_rules.position.check_cards import (
    and_list,
    base_problems,
    card_problems,
    copy_problems,
    did_you_mean,
    in_file_order,
    located,
    mark_of,
    placed_cards,
    players_by_name,
    plural,
    shared_pile_problems,
    titan_problems,
)
from smashup_rules.position.check_moment import record_problems, reference_problems
from smashup_rules.position.model import PlayerSpec, PlaySpec, Position, split_choice
from smashup_rules.position.names import card_name, kind_of
from smashup_rules.position.read import cards_on
from smashup_rules.reference import data

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from collections.abc import Iterator

    from smashup_rules.position.check_cards import Problem


FACTIONS_PER_PLAYER = 2
MIN_PLAYERS, MAX_PLAYERS = 2, 4


def validate(position: Position) -> list[str]:
    """Every reason the position could not happen in a game, in the order the file writes them
    (``file:line:col: ...``); empty when it could."""
    checks = (
        _player_problems, _turn_problems, base_problems, card_problems, copy_problems, shared_pile_problems, titan_problems,
        reference_problems, record_problems, _play_problems, _choice_problems,
    )  # fmt: skip
    problems = sorted((problem for check in checks for problem in check(position)), key=lambda problem: in_file_order(problem[0]))
    return [located(position, mark, message) for mark, message in problems]


def _player_problems(position: Position) -> Iterator[Problem]:
    count = len(position.players)
    if not MIN_PLAYERS <= count <= MAX_PLAYERS:
        yield (position.marks.get("players"), f"Smash Up is for {MIN_PLAYERS} to {MAX_PLAYERS} players; this position has {count}")
    seen: dict[str, PlayerSpec] = {}
    faction_players: dict[str, PlayerSpec] = {}
    for player in position.players:
        if player.name in seen:
            yield (mark_of(player), f"two players are named '{player.name}' (the other is on line {seen[player.name].line})")
        seen.setdefault(player.name, player)
        yield from _faction_problems(position, player, faction_players)


def _faction_problems(position: Position, player: PlayerSpec, faction_players: dict[str, PlayerSpec]) -> Iterator[Problem]:
    factions = [data.group_name(f) for f in player.factions]
    if len(player.factions) != FACTIONS_PER_PLAYER or len(set(player.factions)) != len(player.factions):
        listed = f" ({and_list(factions)})" if factions else ""
        yield (mark_of(player), f"{player.name} plays {plural(len(player.factions), 'faction')}{listed}; each player plays {FACTIONS_PER_PLAYER} different factions")
    for faction in dict.fromkeys(player.factions):
        if faction not in data.factions():
            yield (mark_of(player), f"{data.group_name(faction)} is a special deck, not a faction; {player.name} cannot play it")
        elif faction in faction_players and faction_players[faction].name != player.name:
            yield (mark_of(player), f"{data.group_name(faction)} is played by both {faction_players[faction].name} and {player.name}; each faction has one deck")
        faction_players.setdefault(faction, player)


def _turn_problems(position: Position) -> Iterator[Problem]:
    players = list(players_by_name(position))
    if players and position.turn not in players:
        yield (position.marks.get("turn"), f"turn names '{position.turn}', who is not a player (the players are {and_list(players)})")


def _play_problems(position: Position) -> Iterator[Problem]:
    """Whether each play names real players and could be played as it is written. Only the
    first play is checked against the position itself: a later one is checked by the engine
    when it is made, against the game as it is then (an earlier play may have drawn its card)."""
    players = players_by_name(position)
    for number, play in enumerate(position.play):
        if play.kind not in ("play", "talent"):
            continue
        said = f"'{play.text or play.kind}'"
        if play.player not in players:
            yield (mark_of(play), f"{said}: {play.player} is not a player{did_you_mean(play.player or '', list(players))}")
            continue
        at_start = number == 0 and position.phase != "start-turn"
        for message in _play_card_problems(position, play, players[play.player], at_start):
            yield (mark_of(play), f"{said}: {message}")


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
    elif at_start and not any(p.card.card == play.card and p.card.controller == player.name for p in placed_cards(position) if p.in_play) and not any(
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


def _choice_problems(position: Position) -> Iterator[Problem]:
    players = list(players_by_name(position))
    for index, choice in enumerate(position.choices):
        player, _ = split_choice(choice)
        if player is not None and player not in players:
            yield (position.marks.get(f"choices[{index}]"),
                   f"choice {index + 1} '{choice}' is for {player}, who is not a player{did_you_mean(player, players)}")
