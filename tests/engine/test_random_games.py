"""Games between the core factions with random plays and random choices, up to 25 turns or
a winner: every card, base and titan met on the way resolves without an engine error, and
cards are conserved after every event (conftest)."""

from __future__ import annotations

import itertools
import random

import pytest

from smashup_rules.engine.choices import RandomChooser
from smashup_rules.engine.errors import IllegalPlay
from smashup_rules.engine.game import Game
from smashup_rules.engine.play import play_card
from smashup_rules.engine.talents import use_talent
from smashup_rules.engine.resolve import new_game
from smashup_rules.engine.zones import discard, hand, titans
from smashup_rules.engine.turn import finish_turn, start_turn
from smashup_rules.position import BaseSpec, CardSpec, PlayerSpec, Position
from smashup_rules.reference import data

CORE = ["aliens", "dinosaurs", "ninjas", "pirates", "robots", "zombies"]


def faction_deck(faction: str) -> list[str]:
    return [card_id for card_id in data.factions()[faction]["deck"] for _ in range(data.cards()[card_id]["copies"] or 1)]


def random_position(factions: list[list[str]], seed: int) -> Position:
    rng = random.Random(seed)
    players = []
    for name, pair in zip(["Alice", "Bob", "Carol"], factions):
        cards = [c for f in pair for c in faction_deck(f)]
        rng.shuffle(cards)
        titan = data.factions()[pair[0]]["titan"] or data.factions()[pair[1]]["titan"]
        players.append(PlayerSpec(name, pair, hand=[CardSpec(c) for c in cards[:5]], deck=[CardSpec(c) for c in cards[5:]],
                                  titans=[CardSpec(titan["id"])] if titan else []))
    bases = [b for pair in factions for f in pair for b in data.factions()[f]["bases"]]
    rng.shuffle(bases)
    count = len(factions) + 1
    return Position(players, [BaseSpec(b) for b in bases[:count]], turn="Alice", phase="start-turn", base_deck=bases[count:], seed=seed)


def random_moves(game: Game, rng: random.Random) -> list:
    state = game.state
    player = state.turn.player
    moves = []
    for card in state.zone(hand(player)) + state.zone(discard(player)) + state.zone(titans(player)):
        behaviour = state.registry.behaviour(card.card_id)
        if card.kind == "minion" or (card.kind == "action" and behaviour.play_on == "base") or card.kind == "titan":
            moves += [("play", card, base, None) for base in state.bases()]
        elif card.kind == "action" and behaviour.play_on in ("minion", "own-minion"):
            moves += [("play", card, None, minion) for minion in state.all_minions()]
        elif card.kind == "action":
            moves.append(("play", card, None, None))
    for card in state.cards_in_play():
        if card.controller == player and state.registry.behaviour(card.card_id).talent_method:
            moves.append(("talent", card, None, None))
    rng.shuffle(moves)
    return moves


def play_random_game(factions: list[list[str]], seed: int, turns: int = 25) -> Game:
    game = new_game(random_position(factions, seed), RandomChooser(seed))
    rng = random.Random(seed)
    for _ in range(turns):
        start_turn(game)
        for _ in range(8):
            for kind, card, base, target in random_moves(game, rng)[:12]:
                try:
                    if kind == "play":
                        play_card(game, game.state.turn.player, card, base=base, target=target)
                    else:
                        use_talent(game, game.state.turn.player, card)
                    break
                except IllegalPlay:
                    continue
        finish_turn(game)
        game.state.check_invariants()
        if game.state.winner:
            break
    return game


PAIRS = list(itertools.combinations(CORE, 2))


@pytest.mark.parametrize("seed", range(4))
def test_random_two_player_games_run_without_errors(seed):
    rng = random.Random(seed)
    a, b = rng.sample(PAIRS, 2)
    while set(a) & set(b):
        a, b = rng.sample(PAIRS, 2)
    game = play_random_game([list(a), list(b)], seed)
    assert game.state.turn.number > 1


def test_a_three_player_game_with_all_six_factions_runs_without_errors():
    game = play_random_game([["aliens", "dinosaurs"], ["ninjas", "pirates"], ["robots", "zombies"]], 7)
    assert game.state.turn.number > 1


AWESOME = ["bear-cavalry", "ghosts", "killer-plants", "steampunks"]
TEN = CORE + AWESOME


@pytest.mark.parametrize("seed", range(8))
def test_random_games_with_the_awesome_level_9000_factions_run_without_errors(seed):
    """Each of the four newer factions meets a random partner and random opponents."""
    rng = random.Random(1000 + seed)
    first = AWESOME[seed % len(AWESOME)]
    others = [f for f in TEN if f != first]
    rng.shuffle(others)
    game = play_random_game([[first, others[0]], [others[1], others[2]]], 1000 + seed)
    assert game.state.turn.number > 1


def test_a_three_player_game_with_the_four_newer_factions_runs_without_errors():
    game = play_random_game([["ghosts", "killer-plants"], ["steampunks", "bear-cavalry"], ["pirates", "zombies"]], 11)
    assert game.state.turn.number > 1


def test_the_four_newer_factions_are_fully_implemented():
    from smashup_rules.engine.registry import default_registry

    coverage = {c.group: c for c in default_registry().coverage()}
    assert {group: coverage[group].missing for group in AWESOME} == {group: () for group in AWESOME}
    assert [len(coverage[group].implemented) for group in AWESOME] == [15, 15, 15, 14]
