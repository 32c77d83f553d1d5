"""Short builders for positions and games used across the engine tests."""

from __future__ import annotations

from smashup_rules.engine.choices import ScriptedChooser
from smashup_rules.engine.game import Game
from smashup_rules.engine.resolve import apply_play, new_game
from smashup_rules.engine.state import CardInstance
from smashup_rules.position import BaseSpec, CardSpec, PlayerSpec, PlaySpec, Position

FACTIONS = {
    "Alice": ["pirates", "ninjas"],
    "Bob": ["zombies", "robots"],
    "Carol": ["dinosaurs", "aliens"],
    "Dave": ["ghosts", "kaiju"],
}


def card(card_id: str, controller: str | None = None, *, counters: int = 0, owner: str | None = None, attached=()) -> CardSpec:
    return CardSpec(card_id, owner=owner, controller=controller, counters=counters, attached=list(attached))


def player(name: str, *, hand=(), deck=(), discard=(), titans=(), vp: int = 0, factions=None) -> PlayerSpec:
    return PlayerSpec(
        name,
        factions or FACTIONS[name],
        vp=vp,
        hand=[card(c) for c in hand],
        deck=[card(c) for c in deck],
        discard=[card(c) for c in discard],
        titans=[card(c) for c in titans],
    )


def base(card_id: str, *minions: CardSpec, actions=(), monsters: int = 0) -> BaseSpec:
    return BaseSpec(card_id, minions=list(minions), actions=list(actions), monsters=monsters)


def position(players, bases, *, turn: str = "Alice", base_deck=("dinosaurs/jungle-oasis",), **options) -> Position:
    return Position(players=list(players), bases=list(bases), turn=turn, base_deck=None if base_deck is None else list(base_deck), **options)


def game_for(pos: Position, *choices: str, registry=None) -> Game:
    return new_game(pos, ScriptedChooser(choices), registry)


def play(game: Game, player: str, card_id: str, *, base: str | None = None, target: str | None = None) -> None:
    apply_play(game, PlaySpec("play", player, card_id, base=base, target=target))


def one(game: Game, card_id: str) -> CardInstance:
    found = [c for c in game.state.cards.values() if c.card_id == card_id]
    assert len(found) == 1, f"{card_id}: {len(found)} instances"
    return found[0]


def base_named(game: Game, card_id: str) -> CardInstance:
    return next(b for b in game.state.cards.values() if b.card_id == card_id)


def zone_ids(game: Game, key: str) -> list[str]:
    return [c.card_id for c in game.state.zone(key)]


def where(game: Game, card_id: str) -> str:
    """A card's zone with base instance ids replaced by base card ids: "at:pirates/tortuga"."""
    zone = one(game, card_id).zone
    if zone.startswith(("at:", "on:")):
        return zone[:3] + game.state.cards[zone[3:]].card_id
    return zone


def cites(game: Game) -> set[str]:
    return {cite for event in game.log for cite in event.cites}


def messages(game: Game) -> list[str]:
    return [event.message for event in game.log]


def talent(game: Game, player: str, card_id: str) -> None:
    apply_play(game, PlaySpec("talent", player, card_id))


def power(game: Game, card_id: str) -> int:
    from smashup_rules.engine.power import power_of

    return power_of(game.state, one(game, card_id))


def vps(game: Game) -> list[int]:
    return [p.vp for p in game.state.players]
