"""The JSON Schema of position files (``data/position.schema.json``, ``python -m smashup_rules.position``).
"""

from __future__ import annotations

from collections import Counter

from smashup_rules.position.model import MAX_COUNT, MAX_DRAWN, MAX_SEED, PHASES
from smashup_rules.position.read import PLAY_EXAMPLES, PLAY_KINDS
from smashup_rules.position.read_moment import (
    DESTROYED_KEYS,
    DURINGS,
    EXTRA_PLAY_FLAGS,
    EXTRA_PLAY_KEYS,
    EXTRA_PLAY_NUMBERS,
    EXTRA_PLAY_REFERENCES,
    EXTRA_PLAY_ZONES,
    IMMUNITY_KINDS,
    MOVE_KEYS,
    PLAY_ORIGINS,
    PLAYED_HOWS,
    PLAYED_KINDS,
    STATS,
    THEN_PLACES,
)
from smashup_rules.reference import data


def position_json_schema() -> dict:
    """The format as a JSON Schema (draft 2020-12), card names as enums so editors complete them.

    Stricter than the loader, which also accepts ids and names in any case or punctuation.
    """
    card = {"$ref": "#/$defs/card"}
    ref = {"$ref": "#/$defs/ref"}
    reference = {"$ref": "#/$defs/reference"}
    cards = {"type": "array", "items": card}
    count = {"$ref": "#/$defs/count"}
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "Smash Up position",
        "description": "A board position for smashup_rules; see docs/positions.md.",
        "type": "object",
        "additionalProperties": False,
        "required": ["players"],
        "properties": {
            "turn": {"type": "string", "description": "Name of the player whose turn it is (default: the first player)."},
            "phase": {"enum": list(PHASES), "description": "Phase of the turn (default: play-cards)."},
            "played_this_turn": {
                "type": "object",
                "additionalProperties": False,
                "properties": {"minions": count, "actions": count},
                "description": "Regular plays already used this turn.",
            },
            "players": {"type": "array", "items": {"$ref": "#/$defs/player"}, "description": "Players in seat order."},
            "bases": {"type": "array", "items": {"$ref": "#/$defs/base"}, "description": "Bases in play, in order."},
            "base_deck": {"type": "array", "items": {"$ref": "#/$defs/baseInPile"}, "description": "Top first; [] is an empty base deck."},
            "base_discard": {"type": "array", "items": {"$ref": "#/$defs/baseInPile"}, "description": "The base discard pile, top first."},
            "box": {**cards, "description": "Cards out of the game."},
            "madness_deck": {"type": "integer", "minimum": 0, "maximum": data.decks()["madness"]["size"], "description": "How many cards the Madness deck holds."},
            **{pile: {"type": "array", "items": {"$ref": "#/$defs/cardInSharedPile"}, "description": "Top first."}
               for pile in ("monster_deck", "monster_discard", "treasure_deck", "treasure_discard")},
            "turn_number": {"type": "integer", "minimum": 1, "maximum": MAX_COUNT},
            "lasting": {"type": "array", "items": {"$ref": "#/$defs/lasting"}, "description": "Lasting effects in force."},
            "extra_plays": {"type": "array", "items": {"$ref": "#/$defs/extraPlay"}, "description": "Extra plays granted and not yet used."},
            "once_used": {"type": "array", "items": {"type": "string"}, "description": "Once-per-turn uses of this turn."},
            "this_turn": {"$ref": "#/$defs/thisTurn"},
            "memory": {"type": "object", "additionalProperties": {"type": "string"}, "description": "Notes cards keep across turns."},
            "monster_numbers": {"type": "object", "additionalProperties": count,
                                "description": "Base name: how many monsters it brings when it enters play, for bases not in play (monsters.bases)."},
            "play": {"anyOf": [{"$ref": "#/$defs/play"}, {"type": "array", "items": {"$ref": "#/$defs/play"}}]},
            "choices": {"type": "array", "items": {"$ref": "#/$defs/choice"}, "description": "Answers, in the order asked."},
            "seed": {"type": "integer", "minimum": 0, "maximum": MAX_SEED},
            "random_drawn": {"type": "integer", "minimum": 0, "maximum": MAX_DRAWN,
                             "description": "How many random numbers the game has drawn from its seed: shuffles go on from there."},
            "winners": {"anyOf": [{"type": "string"}, {"type": "array", "items": {"type": "string"}, "minItems": 1}],
                        "description": "The game is over: the player who won, or those who share the win."},
        },
        "$defs": {
            "count": {"type": "integer", "minimum": 0, "maximum": MAX_COUNT},
            "ref": {"type": "string", "pattern": "^[A-Za-z][A-Za-z0-9_-]*$", "description": "A name other keys use for this card."},
            "reference": {"type": "string", "description": "A card's ref, or a base's name."},
            "baseInPile": {
                "anyOf": [
                    {"$ref": "#/$defs/baseName"},
                    {"type": "object", "additionalProperties": False, "required": ["name"], "properties": {"name": {"$ref": "#/$defs/baseName"}, "ref": ref}},
                ]
            },
            "cardInSharedPile": {
                "anyOf": [
                    {"$ref": "#/$defs/cardName"},
                    {"type": "object", "additionalProperties": False, "required": ["card"], "properties": {"card": {"$ref": "#/$defs/cardName"}, "ref": ref}},
                ]
            },
            "lasting": {
                "type": "object",
                "additionalProperties": False,
                "required": ["source", "player", "until"],
                "properties": {
                    "source": reference, "card": {"$ref": "#/$defs/cardName"}, "player": {"type": "string"},
                    "targets": {"type": "array", "items": reference},
                    "stat": {"anyOf": [{"enum": list(STATS)}, {"type": "string", "pattern": f"^cannot:({'|'.join(IMMUNITY_KINDS)})(,({'|'.join(IMMUNITY_KINDS)}))*$"}]},
                    "amount": {"type": "integer", "minimum": -MAX_COUNT, "maximum": MAX_COUNT},
                    "until": {"type": "string", "pattern": "^(end-of-turn(:.+)?|start-of-turn:.+)$"}, "during": {"enum": list(DURINGS)},
                },
            },
            "extraPlay": {
                "type": "object",
                "additionalProperties": False,
                "required": ["kind", "source"],
                "properties": {key: _extra_play_schema(key, reference, count) for key in EXTRA_PLAY_KEYS},
            },
            "thisTurn": {
                "type": "object",
                "additionalProperties": False,
                "properties": {
                    "plays": {"type": "array", "description": "Every play of the turn, by any player, in order (instead of minions_played and actions_played).",
                              "items": {"type": "object", "additionalProperties": False, "required": ["card", "kind", "how"],
                                        "properties": {"player": {"type": "string"}, "card": reference, "kind": {"enum": list(PLAYED_KINDS)},
                                                       "how": {"enum": list(PLAYED_HOWS)}, "base": reference, "phase": {"enum": list(PHASES)},
                                                       "from": {"enum": list(PLAY_ORIGINS)}}}},
                    "minions_played": {"type": "array", "items": reference},
                    "actions_played": {"type": "array", "items": reference},
                    "titans_at_start": {"type": "array", "items": reference},
                    "moves": {"type": "array", "items": {"type": "object", "additionalProperties": False, "required": ["minion", "from", "to"],
                                                          "properties": {key: reference if key in ("minion", "from", "to") else {"type": "string"} for key in MOVE_KEYS}}},
                    "destroyed": {"type": "array", "items": {"type": "object", "additionalProperties": False, "required": ["card"],
                                                              "properties": {key: {"type": "string"} if key == "controller" else reference for key in DESTROYED_KEYS}}},
                    "scored": {"type": "boolean"},
                },
            },
            "factionName": {"enum": sorted({data.group_name(f) for f in [*data.factions(), *data.decks()]})},
            "cardName": {"enum": _schema_names(kind_is_base=False)},
            "baseName": {"enum": _schema_names(kind_is_base=True)},
            "player": {
                "type": "object",
                "additionalProperties": False,
                "required": ["name", "factions"],
                "properties": {
                    "name": {"type": "string"},
                    "factions": {"type": "array", "items": {"$ref": "#/$defs/factionName"}},
                    "vp": count,
                    "hand": cards,
                    "deck": {**cards, "description": "Top card first."},
                    "discard": cards,
                    "titans": {**cards, "description": "Titans set aside (not in play)."},
                    "stasis": {"type": "array", "description": "Cards in stasis in front of the player, in the order they went there.",
                               "items": {"anyOf": [{"$ref": "#/$defs/cardName"}, {"type": "object", "additionalProperties": False, "required": ["card"],
                                                    "properties": {"card": {"$ref": "#/$defs/cardName"}, "stasis_counters": count, "ref": ref}}]}},
                },
            },
            "card": {
                "anyOf": [
                    {"$ref": "#/$defs/cardName"},
                    {
                        "type": "object",
                        "additionalProperties": False,
                        "required": ["card"],
                        "properties": {
                            "card": {"$ref": "#/$defs/cardName"},
                            "controller": {"type": "string"},
                            "owner": {"type": "string", "description": "Only when not the controller."},
                            "counters": {**count, "description": "+1 power counters."},
                            "attached": cards,
                            "stored": {**cards, "description": "Cards stored under it."},
                            "copying": {"$ref": "#/$defs/cardName"},
                            "ref": ref,
                        },
                    },
                ]
            },
            "base": {
                "anyOf": [
                    {"$ref": "#/$defs/baseName"},
                    {
                        "type": "object",
                        "additionalProperties": False,
                        "required": ["name"],
                        "properties": {
                            "name": {"$ref": "#/$defs/baseName"}, "cards": cards, "actions": cards, "buried": cards,
                            "stored": cards, "ref": ref, "monsters": count,
                        },
                    },
                ]
            },
            "play": {
                "anyOf": [
                    {"type": "string", "description": PLAY_EXAMPLES},
                    {
                        "type": "object",
                        "additionalProperties": False,
                        "properties": {
                            "kind": {"enum": list(PLAY_KINDS)},
                            "player": {"type": "string"},
                            "card": {"$ref": "#/$defs/cardName"},
                            "target": {"$ref": "#/$defs/cardName"},
                            "base": {"$ref": "#/$defs/baseName"},
                        },
                    },
                ]
            },
            "choice": {
                "anyOf": [
                    {"type": ["string", "number", "boolean"]},
                    {"type": "object", "minProperties": 1, "maxProperties": 1, "additionalProperties": {"type": ["string", "number", "boolean"]}},
                ]
            },
        },
    }


def _extra_play_schema(key: str, reference: dict, count: dict) -> dict:
    if key == "kind":
        return {"enum": ["minion", "action"]}
    if key in EXTRA_PLAY_REFERENCES:
        return reference
    if key in EXTRA_PLAY_NUMBERS:
        return count
    if key in EXTRA_PLAY_FLAGS:
        return {"type": "boolean"}
    if key == "cites":
        return {"type": "array", "items": {"type": "string"}}
    if key == "from_zone":
        return {"enum": list(EXTRA_PLAY_ZONES)}
    if key == "then_place":
        return {"enum": list(THEN_PLACES)}
    return {"type": "string"}


def _schema_names(*, kind_is_base: bool) -> list[str]:
    """Display names, and the ids of cards that share a name (the dump writes those as ids)."""
    chosen = [card for card in data.cards().values() if (card["kind"] == "base") == kind_is_base]
    shared = {name for name, n in Counter(card["name"] for card in data.cards().values()).items() if n > 1}
    return sorted({card["name"] for card in chosen} | {card["id"] for card in chosen if card["name"] in shared})
