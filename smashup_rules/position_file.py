"""Position files as YAML: reading (with ``file:line:col`` messages), checking that
a position could happen in a game, writing, and the JSON Schema of the format.

``smashup_rules.position`` holds the model and is what other modules import;
it comes here only for a file it has not read before (see its cache).
"""

from __future__ import annotations

import os
import re
from collections import Counter
from collections.abc import Iterator
from functools import cache

import yaml

from .ids import fold, slugify
from .position import (
    CHOICE_PLAYER_SEPARATOR,
    MAX_BYTES,
    PHASES,
    BaseSpec,
    CardSpec,
    PlayerSpec,
    PlaySpec,
    Position,
    PositionInvalid,
    PositionSyntaxError,
    label,
    looks_like_path,
    read_position_bytes,
    split_choice,
)
from .reference import data, names

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from typing import NoReturn


MAX_DEPTH = 20  # the format nests five levels; deeper YAML is not a position
# Numbers far beyond any game: a larger one is a slip of the keyboard, or garbage.
MAX_COUNT = 999  # victory points, +1 power counters on a card, regular plays used this turn
MAX_SEED = 2**64 - 1  # any 64-bit number
# Characters: no number in bounds is written longer (2^64 - 1 in binary takes 66), and a longer
# one in YAML's base-60 form (1:2:3 ...) would take time quadratic in its length to convert.
MAX_NUMBER_LENGTH = 100
NO_OWNER_GROUPS = frozenset({"monsters", "treasures"})


def _where(source: str | None, line: int | None) -> str:
    return f"{label(source)}:{line}" if line else label(source)


# --- names: what a name means in one position, and the name to write for an id ------------------


def _card(card_id: str) -> dict:
    return data.cards()[card_id]


def _card_name(card_id: str) -> str:
    return _card(card_id)["name"]


def _kind(card_id: str) -> str | None:
    return _card(card_id)["kind"]


def _group_name(card_id: str) -> str:
    return data.group_name(_card(card_id)["group"])


# The sets below come from the name table and the factions, not from the cards: going
# through every card reads all of them, which a short command cannot afford.


def _cards_named() -> dict[str, list[str]]:
    """Folded card name (or id) → the ids it names exactly."""
    return data.name_keys()["card"]


@cache
def _ids_by_group() -> dict[str, frozenset[str]]:
    """Every card id by faction or deck, which is the first part of the id."""
    groups: dict[str, list[str]] = {}
    for card_id in {card_id for ids in _cards_named().values() for card_id in ids}:
        groups.setdefault(card_id.partition("/")[0], []).append(card_id)
    return {group: frozenset(ids) for group, ids in groups.items()}


@cache
def _cards_of_groups(groups: tuple[str, ...]) -> frozenset[str]:
    by_group = _ids_by_group()
    return frozenset().union(*(by_group.get(group, ()) for group in groups))


@cache
def _base_ids() -> frozenset[str]:
    """Every base: each faction lists its own (a test checks that these are all the bases)."""
    return frozenset(base for faction in data.factions().values() for base in faction["bases"])


def _resolve(name: str, preferred: frozenset[str] | None) -> str:
    """The card ``name`` means, preferring ``preferred`` (e.g. the player's factions) over the rest.

    An exact name anywhere beats a prefix among the preferred cards, so "Ghoul" is the
    monster even for a player whose faction has a "Ghoulish ..." card.
    """
    exact = _cards_named().get(fold(name), [])
    exact_preferred = [cid for cid in exact if preferred and cid in preferred]
    if len(exact_preferred) == 1:
        return exact_preferred[0]
    if len(exact) == 1:
        return exact[0]
    if preferred and not exact:
        try:
            return names.resolve_card(name, among=set(preferred))
        except names.UnknownName as error:
            if error.ambiguous:
                raise
    return names.resolve_card(name)


def _resolve_base(name: str) -> str:
    """A base, or any card named so (validate reports it); unknown names get base suggestions."""
    try:
        return _resolve(name, _base_ids())
    except names.UnknownName as error:
        if error.ambiguous:
            raise
        raise names.UnknownName("base", name, names.card_index().closest(name, set(_base_ids()))) from None


def _name_for(card_id: str, preferred: frozenset[str] | None) -> str:
    """The card's name if it reads back as this card, else its id (two cards can share a name)."""
    name = _card_name(card_id)
    try:
        return name if _resolve(name, preferred) == card_id else card_id
    except names.UnknownName:
        return card_id


def _faction_name_for(faction_id: str) -> str:
    name = data.group_name(faction_id)
    return name if names.resolve_faction(name) == faction_id else faction_id


class _Table:
    """Who plays which factions, in seat order: decides preferred names and default owners."""

    def __init__(self, factions_by_player: dict[str, list[str]]):
        self.factions_by_player = factions_by_player
        self.all_cards = _cards_of_groups(tuple(sorted({f for fs in factions_by_player.values() for f in fs})))

    def cards_of(self, player: str | None) -> frozenset[str] | None:
        if player not in self.factions_by_player:
            return None
        return _cards_of_groups(tuple(sorted(self.factions_by_player[player])))

    def player_named(self, words: str) -> str:
        """The player a sentence means: the exact name, else the one name equal but for case."""
        if words in self.factions_by_player:
            return words
        same = [name for name in self.factions_by_player if name.casefold() == words.casefold()]
        return same[0] if len(same) == 1 else words

    def player_for(self, card_id: str) -> str | None:
        """The first player in seat order who plays the card's faction."""
        group = _card(card_id)["group"]
        return next((p for p, factions in self.factions_by_player.items() if group in factions), None)

    def preferred_in_play(self, player: str | None) -> frozenset[str]:
        return self.cards_of(player) or self.all_cards


def _default_owner(card_id: str, player: str | None) -> str | None:
    """Monsters and treasures have no owner; every other card belongs to ``player``."""
    return None if _card(card_id)["group"] in NO_OWNER_GROUPS else player


# --- reading YAML safely ------------------------------------------------------------------------

_NULL_TAG = "tag:yaml.org,2002:null"
_INT_TAG = "tag:yaml.org,2002:int"
_SCALARS = yaml.constructor.SafeConstructor()
_NOTHING = yaml.ScalarNode(_NULL_TAG, "")  # stands for a key that is left out
_EMPTY_MAPPING = yaml.MappingNode("tag:yaml.org,2002:map", [])


class _Guarded:
    """Builds the node tree only (nothing is constructed); refuses aliases and deep nesting.

    Aliases are refused because one alias can stand for a huge expanded document.
    """

    depth = 0  # levels of nesting being composed

    def compose_node(self, parent, index):
        if self.check_event(yaml.AliasEvent):
            raise yaml.composer.ComposerError(None, None, "expected plain data, found an alias (*name); positions do not use aliases", self.peek_event().start_mark)
        self.depth += 1
        try:
            if self.depth > MAX_DEPTH:
                raise yaml.composer.ComposerError(None, None, f"expected at most {MAX_DEPTH} levels of nesting, found more", self.peek_event().start_mark)
            return super().compose_node(parent, index)
        finally:
            self.depth -= 1


class _PureComposer(_Guarded, yaml.SafeLoader):
    """PyYAML's reader written in Python: what a file means, and every message, is its reading."""


class _NotSure(Exception):
    """The libyaml reader met something it may read otherwise than the pure one."""


# Tabs (libyaml accepts some that PyYAML refuses) and a byte order mark inside the text
# (libyaml skips it, PyYAML reads it as a character): such a file is read by the pure reader.
_LIBYAML_DIFFERS_ON = ("\t", "\ufeff")


def _libyaml_may_differ(event: yaml.Event) -> bool:
    """Events that libyaml and PyYAML's pure reader are known to read differently: an explicit
    tag ('!' alone is a string to one, null to the other), a block scalar ('|#' is a header
    to one, an error to the other), and an empty value (each puts it at another line:col)."""
    if isinstance(event, yaml.ScalarEvent):
        return event.tag is not None or event.style in ("|", ">") or (event.value == "" and not event.style)
    return getattr(event, "tag", None) is not None


if yaml.__with_libyaml__:

    class _LibyamlComposer(_Guarded, yaml.composer.Composer, yaml.cyaml.CParser, yaml.resolver.Resolver):
        """libyaml's parser (C) under PyYAML's composer and resolver: a tenth of the pure reader's
        time, and the same nodes at the same marks wherever ``_libyaml_may_differ`` lets it
        read (tests compare the two). It stops at anything else, and at every error."""

        def __init__(self, stream: str):
            yaml.cyaml.CParser.__init__(self, stream)
            yaml.composer.Composer.__init__(self)
            yaml.resolver.Resolver.__init__(self)

        def compose_node(self, parent, index):
            if _libyaml_may_differ(self.peek_event()):
                raise _NotSure
            return super().compose_node(parent, index)

else:  # a PyYAML built without libyaml
    _LibyamlComposer = None


def _read_text(path_or_text: str | bytes | os.PathLike, source: str | None) -> tuple[str, str | None]:
    """The file's text and the name to use in messages."""
    if isinstance(path_or_text, os.PathLike) or looks_like_path(path_or_text):
        source = source or os.fspath(path_or_text)
        raw = read_position_bytes(path_or_text, source)
    elif isinstance(path_or_text, bytes):
        raw = path_or_text
    else:
        _check_size(len(path_or_text), source)
        return path_or_text, source
    _check_size(len(raw), source)
    return _decode(raw, source), source


def _check_size(size: int, source: str | None) -> None:
    if size > MAX_BYTES:
        raise PositionSyntaxError(f"{label(source)}: expected a position of at most 1 MiB, found {size / (1 << 20):.1f} MiB")


def _decode(raw: bytes, source: str | None) -> str:
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = raw.count(b"\n", 0, error.start) + 1
        column = error.start - (raw.rfind(b"\n", 0, error.start) + 1) + 1
        raise PositionSyntaxError(
            f"{label(source)}:{line}:{column}: expected UTF-8 text, found byte 0x{raw[error.start]:02x} (is this a binary file?)"
        ) from None


def _compose(text: str, source: str | None) -> yaml.Node | None:
    """The file's node tree, read by libyaml where it reads as the pure reader does; the pure
    reader reads the rest, and every file that has an error, so that each message is its own."""
    if _LibyamlComposer is not None and not any(char in text for char in _LIBYAML_DIFFERS_ON):
        try:
            return yaml.compose(text, Loader=_LibyamlComposer)
        except (yaml.YAMLError, UnicodeEncodeError, _NotSure):  # UnicodeEncodeError: libyaml takes no lone surrogate
            pass  # the pure reader decides
    return _compose_pure(text, source)


def _compose_pure(text: str, source: str | None) -> yaml.Node | None:
    try:
        return yaml.compose(text, Loader=_PureComposer)
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        problem = ", ".join(part for part in (error.context, error.problem) if part)
        raise PositionSyntaxError(f"{label(source)}:{mark.line + 1}:{mark.column + 1}: {problem}") from None
    except yaml.reader.ReaderError as error:
        before = text[: error.position]
        line = before.count("\n") + 1
        column = error.position - (before.rfind("\n") + 1) + 1
        raise PositionSyntaxError(
            f"{label(source)}:{line}:{column}: expected printable text, found special character #x{error.character:04x}"
        ) from None
    except yaml.YAMLError as error:  # the remaining kinds carry no position
        raise PositionSyntaxError(f"{label(source)}: {error}") from None


def _found(node: yaml.Node) -> str:
    if isinstance(node, yaml.MappingNode):
        return "a mapping"
    if isinstance(node, yaml.SequenceNode):
        return "a list"
    if node.tag == _NULL_TAG:
        return "nothing"
    value = node.value if len(node.value) <= 40 else node.value[:37] + "..."
    return repr(value)


class _Nodes:
    """Typed access to YAML nodes; every mismatch is a PositionSyntaxError at the node."""

    def __init__(self, source: str | None):
        self.source = source

    def fail(self, node: yaml.Node, message: str) -> NoReturn:
        mark = node.start_mark
        raise PositionSyntaxError(f"{label(self.source)}:{mark.line + 1}:{mark.column + 1}: {message}")

    def mapping(self, node: yaml.Node, what: str, keys: tuple[str, ...], required: tuple[str, ...] = ()) -> dict[str, yaml.Node]:
        """The mapping's values by key; unknown, repeated and missing keys are errors."""
        if not isinstance(node, yaml.MappingNode):
            self.fail(node, f"expected {what} (a mapping), found {_found(node)}")
        values: dict[str, yaml.Node] = {}
        for key_node, value_node in node.value:
            key = self.text(key_node, f"a key of {what}")
            if key not in keys:
                self.fail(key_node, _unknown_key(key, what, keys))
            if key in values:
                self.fail(key_node, f"expected each key once in {what}, found '{key}' again (first on line {values[key].start_mark.line + 1})")
            values[key] = value_node
        for key in required:
            if key not in values:
                self.fail(node, f"expected '{key}' in {what}, found {_key_list(values) or 'no keys'}")
        return values

    def sequence(self, node: yaml.Node, what: str) -> list[yaml.Node]:
        if isinstance(node, yaml.ScalarNode) and node.tag == _NULL_TAG:
            return []
        if not isinstance(node, yaml.SequenceNode):
            self.fail(node, f"expected {what} (a list), found {_found(node)}")
        return node.value

    def text(self, node: yaml.Node, what: str, field: str | None = None) -> str:
        """Text, not empty, without control characters (a message must stay one line, and no
        name has them); ``field`` names it in that message when ``what`` is long."""
        if not isinstance(node, yaml.ScalarNode) or node.tag == _NULL_TAG or node.value == "":
            self.fail(node, f"expected {what}, found {_found(node)}")
        control = _control_character(node.value)
        if control is not None:
            self.fail(node, f"expected printable text in {field or what}, found control character U+{ord(control):04X}")
        return node.value

    def count(self, node: yaml.Node, what: str, most: int = MAX_COUNT) -> int:
        """A whole number from 0 to ``most``."""
        number = _whole_number(node)
        if number is None or not 0 <= number <= most:
            self.fail(node, f"expected {what} (a whole number from 0 to {most}), found {_found(node)}")
        return number


def _control_character(text: str) -> str | None:
    """The first control character (U+0000-U+001F, U+007F-U+009F) in ``text``, if any."""
    if text.isprintable():  # the usual case, decided in C; it is False for more than control characters
        return None
    return next((char for char in text if char <= "\x1f" or "\x7f" <= char <= "\x9f"), None)


def _whole_number(node: yaml.Node) -> int | None:
    """The integer a scalar spells, if it spells one (at most MAX_NUMBER_LENGTH characters)."""
    if not isinstance(node, yaml.ScalarNode) or node.tag != _INT_TAG or len(node.value) > MAX_NUMBER_LENGTH:
        return None
    try:
        return _SCALARS.construct_yaml_int(node)
    except (ValueError, IndexError):  # an explicit !!int tag on text that is no number
        return None


def _unknown_key(key: str, what: str, keys: tuple[str, ...]) -> str:
    from difflib import get_close_matches

    close = get_close_matches(key, keys, n=1, cutoff=0.6)
    if close:
        return f"unknown key '{key}' in {what}; did you mean '{close[0]}'?"
    return f"expected one of the keys of {what} ({', '.join(keys)}), found '{key}'"


def _key_list(values: dict[str, yaml.Node]) -> str:
    return ", ".join(f"'{key}'" for key in values)


def _line(node: yaml.Node) -> int:
    return node.start_mark.line + 1


def _column(node: yaml.Node) -> int:
    return node.start_mark.column + 1


# --- loading ------------------------------------------------------------------------------------

POSITION_KEYS = ("turn", "phase", "played_this_turn", "players", "bases", "base_deck", "play", "choices", "seed")
PLAYER_KEYS = ("name", "factions", "vp", "hand", "deck", "discard", "titans")
PLAYER_ZONES = ("hand", "deck", "discard", "titans")
BASE_KEYS = ("name", "cards", "actions", "buried")
CARD_KEYS = ("card", "controller", "owner", "counters", "attached")
PLAYED_KEYS = ("minions", "actions")
PLAY_KEYS = ("kind", "player", "card", "target", "base")
PLAY_KINDS = ("play", "talent", "score", "end-turn")
PLAY_EXAMPLES = "'Alice plays Powderkeg', 'Alice plays Buccaneer at Tortuga', 'Alice uses Ninja Acolyte', 'score bases' or 'end turn'"

_SENTENCE = re.compile(r"\s*(?P<player>.+?)\s+(?P<verb>plays|uses)\s+(?P<rest>.*?)\s*", re.IGNORECASE)
_SCORE = re.compile(r"\s*score\s+(the\s+)?bases\s*\.?\s*", re.IGNORECASE)
_END_TURN = re.compile(r"\s*end\s+(the\s+)?turn\s*\.?\s*", re.IGNORECASE)
# The trailing space is a lookahead so that "It On at Tortuga" finds both words.
_ON_OR_AT = re.compile(r"\s+(on|at)(?=\s)", re.IGNORECASE)


def load_position(path_or_text: str | bytes | os.PathLike, *, source: str | None = None) -> Position:
    """Read a position file (a path, or YAML text) without judging whether it could happen.

    A ``str`` is YAML text unless it is one line ending in ``.yaml``/``.yml``. Raises
    PositionSyntaxError (``file:line:col: ...``) for anything that is not a well-formed
    position; use ``validate`` or ``load_valid_position`` for legality.
    """
    text, source = _read_text(path_or_text, source)
    root = _compose(text, source)
    if root is None:
        raise PositionSyntaxError(f"{label(source)}:1:1: expected a position (players, bases, turn ...), found an empty file")
    return _PositionReader(source).position(root)


def load_valid_position(path_or_text: str | bytes | os.PathLike, *, source: str | None = None) -> Position:
    """``load_position``, then PositionInvalid listing every problem ``validate`` finds."""
    position = load_position(path_or_text, source=source)
    problems = validate(position)
    if problems:
        raise PositionInvalid(position.source, problems)
    return position


class _PositionReader(_Nodes):
    table: _Table

    def position(self, root: yaml.Node) -> Position:
        keys = self.mapping(root, "the position", POSITION_KEYS, required=("players",))
        player_nodes = [(node, self.mapping(node, "a player", PLAYER_KEYS, required=("name", "factions")))
                        for node in self.sequence(keys["players"], "the players")]
        factions = [self.factions(player["factions"]) for _, player in player_nodes]
        factions_by_player: dict[str, list[str]] = {}
        for (_, player), theirs in zip(player_nodes, factions):
            factions_by_player.setdefault(self.text(player["name"], "the player's name"), theirs)
        self.table = _Table(factions_by_player)
        players = [self.player(node, player, theirs) for (node, player), theirs in zip(player_nodes, factions)]
        bases = [self.base(node) for node in self.sequence(keys.get("bases", _NOTHING), "the bases in play")]
        played = self.mapping(keys.get("played_this_turn", _EMPTY_MAPPING), "played_this_turn", PLAYED_KEYS)
        choices = self.sequence(keys.get("choices", _NOTHING), "the choices")
        return Position(
            players=players,
            bases=bases,
            turn=self.text(keys["turn"], "the name of the player whose turn it is") if "turn" in keys else (players[0].name if players else ""),
            phase=self.phase(keys["phase"]) if "phase" in keys else "play-cards",
            base_deck=[self.base_id(node) for node in self.sequence(keys["base_deck"], "the base deck")] if "base_deck" in keys else None,
            minion_plays_used=self.count(played["minions"], "minions played this turn") if "minions" in played else 0,
            action_plays_used=self.count(played["actions"], "actions played this turn") if "actions" in played else 0,
            play=self.plays(keys["play"], bases) if "play" in keys else [],
            choices=[self.choice(node) for node in choices],
            seed=self.count(keys["seed"], "the seed", most=MAX_SEED) if "seed" in keys else 0,
            source=self.source,
            lines={key.value: _line(key) for key, _ in root.value} | {f"choices[{i}]": _line(node) for i, node in enumerate(choices)},
        )

    def factions(self, node: yaml.Node) -> list[str]:
        return [self.named(item, "a faction name", names.resolve_faction) for item in self.sequence(node, "the player's factions")]

    def named(self, node: yaml.Node, what: str, resolve) -> str:
        name = self.text(node, what)
        try:
            return resolve(name)
        except names.UnknownName as error:
            self.fail(node, str(error))

    def player(self, node: yaml.Node, keys: dict[str, yaml.Node], factions: list[str]) -> PlayerSpec:
        name = self.text(keys["name"], "the player's name")
        zones = {zone: [self.zone_card(item, name) for item in self.sequence(keys.get(zone, _NOTHING), f"the cards of '{zone}'")]
                 for zone in PLAYER_ZONES}
        return PlayerSpec(
            name=name,
            factions=factions,
            vp=self.count(keys["vp"], "victory points") if "vp" in keys else 0,
            line=_line(node),
            **zones,
        )

    def zone_card(self, node: yaml.Node, player: str) -> CardSpec:
        """A card in a player's hand, deck, discard pile or titans: owned by the player by default."""
        if not isinstance(node, yaml.MappingNode):
            card_id = self.card_id(node, self.table.cards_of(player))
            return CardSpec(card_id, owner=_default_owner(card_id, player), line=_line(node), column=_column(node))
        keys = self.mapping(node, "a card", CARD_KEYS, required=("card",))
        owner, controller = self.owner_and_controller(keys)
        card_id = self.card_id(keys["card"], self.table.cards_of(owner or player))
        return self.card_details(node, keys, card_id, owner=owner or _default_owner(card_id, player), controller=controller)

    def card_in_play(self, node: yaml.Node) -> CardSpec:
        """A card on a base or attached: by default its controller is the player who plays its faction."""
        if not isinstance(node, yaml.MappingNode):
            card_id = self.card_id(node, self.table.preferred_in_play(None))
            controller = self.controller_of(node, card_id)
            return CardSpec(card_id, owner=_default_owner(card_id, controller), controller=controller, line=_line(node), column=_column(node))
        keys = self.mapping(node, "a card", CARD_KEYS, required=("card",))
        owner, controller = self.owner_and_controller(keys)
        card_id = self.card_id(keys["card"], self.table.preferred_in_play(owner or controller))
        controller = controller or owner or self.controller_of(keys["card"], card_id)
        return self.card_details(node, keys, card_id, owner=owner or _default_owner(card_id, controller), controller=controller)

    def owner_and_controller(self, keys: dict[str, yaml.Node]) -> tuple[str | None, str | None]:
        owner = self.text(keys["owner"], "the owner's name") if "owner" in keys else None
        controller = self.text(keys["controller"], "the controller's name") if "controller" in keys else None
        return owner, controller

    def card_details(self, node: yaml.Node, keys: dict[str, yaml.Node], card_id: str, *, owner: str | None, controller: str | None) -> CardSpec:
        return CardSpec(
            card_id,
            owner=owner,
            controller=controller,
            counters=self.count(keys["counters"], "the number of +1 power counters") if "counters" in keys else 0,
            attached=[self.card_in_play(item) for item in self.sequence(keys.get("attached", _NOTHING), "the attached actions")],
            line=_line(node),
            column=_column(node),
        )

    def controller_of(self, node: yaml.Node, card_id: str) -> str:
        controller = self.table.player_for(card_id)
        if controller is None:
            name = _card_name(card_id)
            self.fail(node, f"expected a player who plays {_group_name(card_id)} to control {name}, found none; "
                            f"write {{card: {name}, controller: NAME}}")
        return controller

    def card_id(self, node: yaml.Node, preferred: frozenset[str] | None) -> str:
        return self.named(node, "a card name", lambda name: _resolve(name, preferred))

    def base_id(self, node: yaml.Node) -> str:
        return self.named(node, "a base name", _resolve_base)

    def base(self, node: yaml.Node) -> BaseSpec:
        if not isinstance(node, yaml.MappingNode):
            return BaseSpec(self.base_id(node), line=_line(node))
        keys = self.mapping(node, "a base", BASE_KEYS, required=("name",))
        return BaseSpec(
            self.base_id(keys["name"]),
            minions=[self.card_in_play(item) for item in self.sequence(keys.get("cards", _NOTHING), "the cards on the base")],
            actions=[self.card_in_play(item) for item in self.sequence(keys.get("actions", _NOTHING), "the actions on the base")],
            buried=[self.card_in_play(item) for item in self.sequence(keys.get("buried", _NOTHING), "the cards buried beside the base")],
            line=_line(node),
        )

    def phase(self, node: yaml.Node) -> str:
        phase = slugify(self.text(node, "a phase"))
        if phase not in PHASES:
            from difflib import get_close_matches

            close = get_close_matches(phase, PHASES, n=1, cutoff=0.5)
            hint = f"; did you mean '{close[0]}'?" if close else ""
            self.fail(node, f"expected a phase ({', '.join(PHASES)}), found {_found(node)}{hint}")
        return phase

    def choice(self, node: yaml.Node) -> str:
        """An answer, or ``{Bob: answer}`` for an answer only Bob may give."""
        if isinstance(node, yaml.MappingNode) and len(node.value) == 1:
            (player_node, answer_node), = node.value
            return f"{self.text(player_node, 'a player name')}{CHOICE_PLAYER_SEPARATOR}{self.text(answer_node, 'an answer')}"
        return self.text(node, "an answer (text, or 'Player: answer')", field="an answer")

    def plays(self, node: yaml.Node, bases: list[BaseSpec]) -> list[PlaySpec]:
        items = node.value if isinstance(node, yaml.SequenceNode) else [node]
        return [self.play(item, _Board(bases)) for item in items]

    def play(self, node: yaml.Node, board: _Board) -> PlaySpec:
        if isinstance(node, yaml.MappingNode):
            return self.play_mapping(node, board)
        sentence = self.text(node, f"a play such as {PLAY_EXAMPLES}", field="a play")
        if _SCORE.fullmatch(sentence):
            return PlaySpec("score", text=sentence, line=_line(node))
        if _END_TURN.fullmatch(sentence):
            return PlaySpec("end-turn", text=sentence, line=_line(node))
        match = _SENTENCE.fullmatch(sentence)
        if not match or not match["rest"]:
            self.fail(node, f"expected a play such as {PLAY_EXAMPLES}, found {_found(node)}")
        kind = "play" if match["verb"].lower() == "plays" else "talent"
        player = self.table.player_named(match["player"])
        card, target, base = self.play_names(node, player, match["rest"], board)
        return PlaySpec(kind, player=player, card=card, base=base, target=target, text=sentence, line=_line(node))

    def play_names(self, node: yaml.Node, player: str, rest: str, board: _Board) -> tuple[str, str | None, str | None]:
        """Card, target and base ids of 'CARD [on TARGET] [at BASE]': the first reading whose names all exist."""
        players_cards = self.table.cards_of(player)
        *alternatives, simplest = _readings(rest)
        for card, on, at in alternatives:
            try:
                return board.play_ids(players_cards, card, on, at)
            except names.UnknownName:
                continue
        try:
            return board.play_ids(players_cards, *simplest)
        except names.UnknownName as error:  # the reading with the shortest names gives the clearest message
            self.fail(node, str(error))

    def play_mapping(self, node: yaml.Node, board: _Board) -> PlaySpec:
        keys = self.mapping(node, "a play", PLAY_KEYS)
        kind = self.text(keys["kind"], "a kind of play") if "kind" in keys else "play"
        if kind not in PLAY_KINDS:
            self.fail(keys["kind"], f"expected a kind of play ({', '.join(PLAY_KINDS)}), found {_found(keys['kind'])}")
        if kind in ("score", "end-turn"):
            extra = [key for key in keys if key != "kind"]
            if extra:
                self.fail(keys[extra[0]], f"expected only 'kind' in a '{kind}' play, found '{extra[0]}'")
            spec = PlaySpec(kind, line=_line(node))
        else:
            keys = self.mapping(node, "a play", PLAY_KEYS, required=("player", "card"))
            player = self.text(keys["player"], "the name of the player who plays")
            ids = {key: self.text(keys[key], f"a name for '{key}'") if key in keys else None for key in ("card", "target", "base")}
            try:
                card, target, base = board.play_ids(self.table.cards_of(player), ids["card"], ids["target"], ids["base"])
            except names.UnknownName as error:
                self.fail(node, str(error))
            spec = PlaySpec(kind, player=player, card=card, target=target, base=base, line=_line(node))
        spec.text = _play_sentence(spec, self.table, board)
        return spec


def _readings(rest: str) -> list[tuple[str, str | None, str | None]]:
    """Every way to read 'CARD [on TARGET] [at BASE]' (names may contain 'on'), longest card first."""
    cuts = list(_ON_OR_AT.finditer(rest))
    readings = [(rest, None, None)]
    for i, first in enumerate(cuts):
        card = rest[: first.start()]
        if first[1].lower() == "at":
            readings.append((card, None, rest[first.end():].strip()))
            continue
        readings.append((card, rest[first.end():].strip(), None))
        for second in cuts[i + 1:]:
            if second[1].lower() == "at":
                readings.append((card, rest[first.end(): second.start()].strip(), rest[second.end():].strip()))
    return sorted(readings, key=lambda r: (-len(r[0]), -len(r[1] or "")))


class _Board:
    """The cards in play, which the names in a play prefer."""

    def __init__(self, bases: list[BaseSpec]):
        self.bases = frozenset(base.card for base in bases)
        self.in_play = frozenset(card.card for base in bases for card in _cards_on(base)) | self.bases

    def play_ids(self, players_cards: frozenset[str] | None, card: str, on: str | None, at: str | None) -> tuple[str, str | None, str | None]:
        """Ids for a play's names; 'on' a base means at that base."""
        card_id = _resolve(card, players_cards)
        target_id = _resolve(on, self.in_play) if on else None
        base_id = _resolve(at, self.bases or _base_ids()) if at else None
        if target_id in _base_ids() and base_id is None:
            return card_id, None, target_id
        return card_id, target_id, base_id


def _cards_on(base: BaseSpec) -> Iterator[CardSpec]:
    """Every card in play at a base, attachments included."""
    for card in base.minions + base.actions:
        yield card
        yield from _attached(card)


def _attached(card: CardSpec) -> Iterator[CardSpec]:
    for attachment in card.attached:
        yield attachment
        yield from _attached(attachment)


def _play_sentence(play: PlaySpec, table: _Table, board: _Board) -> str:
    """The play in the words the loader reads: '<player> plays <card> [on <target>] [at <base>]'."""
    if play.kind == "score":
        return "score bases"
    if play.kind == "end-turn":
        return "end turn"
    verb = "plays" if play.kind == "play" else "uses"
    sentence = f"{play.player} {verb} {_name_for(play.card, table.cards_of(play.player))}"
    if play.target:
        sentence += f" on {_name_for(play.target, board.in_play)}"
    if play.base:
        sentence += f" at {_name_for(play.base, board.bases or _base_ids())}"
    return sentence


# --- legality -----------------------------------------------------------------------------------

FACTIONS_PER_PLAYER = 2
MIN_PLAYERS, MAX_PLAYERS = 2, 4
ZONE_WORDS = {"hand": "hand", "deck": "deck", "discard": "discard pile", "titans": "titans set aside"}


class _Placed:
    """A card and where it is, in words for messages."""

    __slots__ = ("card", "zone", "place", "host")

    def __init__(self, card: CardSpec, zone: str, place: str, host: CardSpec | None = None):
        self.card = card
        self.zone = zone  # a player zone (hand, deck, discard, titans), "base", "base-action" or "attached"
        self.place = place  # "in Alice's hand", "at The Grey Opal", "attached to Walker at The Grey Opal"
        self.host = host  # the card this one is attached to

    @property
    def in_play(self) -> bool:
        return self.zone not in PLAYER_ZONES

    @property
    def name(self) -> str:
        return _card_name(self.card.card)


def validate(position: Position) -> list[str]:
    """Every reason the position could not happen in a game; empty when it could."""
    checks = (_player_problems, _turn_problems, _base_problems, _card_problems, _copy_problems, _titan_problems, _play_problems, _choice_problems)
    return [problem for check in checks for problem in check(position)]


def _at(position: Position, line: int | None, message: str) -> str:
    return f"{_where(position.source, line)}: {message}"


def _players_by_name(position: Position) -> dict[str, PlayerSpec]:
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
        if _kind(base.card) != "base":
            yield _at(position, base.line, f"{_card_name(base.card)} is listed as a base in play, but it is {_a_kind(base.card)}")
    for card_id in position.base_deck or ():
        if _kind(card_id) != "base":
            yield _at(position, position.lines.get("base_deck"), f"{_card_name(card_id)} is listed in the base deck, but it is {_a_kind(card_id)}")
    listed = Counter([base.card for base in position.bases] + (position.base_deck or []))
    for card_id, count in listed.items():
        if _kind(card_id) == "base" and count > 1:
            yield _at(position, position.lines.get("bases"), f"{_card_name(card_id)} is listed {count} times among the bases in play and the base deck; there is only one")


def _a_kind(card_id: str) -> str:
    kind = _kind(card_id)
    return f"an {kind}" if kind == "action" else f"a {kind}" if kind else "a card of unknown kind"


def _placed_cards(position: Position) -> Iterator[_Placed]:
    for player in position.players:
        for zone in PLAYER_ZONES:
            for card in getattr(player, zone):
                yield _Placed(card, zone, f"in {player.name}'s {ZONE_WORDS[zone]}")
                yield from _attachments(card, f"in {player.name}'s {ZONE_WORDS[zone]}")
    for base in position.bases:
        base_name = _card_name(base.card)
        for card in base.minions:
            yield _Placed(card, "base", f"at {base_name}")
            yield from _attachments(card, f"at {base_name}")
        for card in base.actions:
            yield _Placed(card, "base-action", f"on {base_name}")
            yield from _attachments(card, f"on {base_name}")
        for card in base.buried:
            yield _Placed(card, "buried", f"buried beside {base_name}")
            yield from _attachments(card, f"buried beside {base_name}")


def _attachments(host: CardSpec, host_place: str) -> Iterator[_Placed]:
    for card in host.attached:
        place = f"attached to {_card_name(host.card)} {host_place}"
        yield _Placed(card, "attached", place, host)
        yield from _attachments(card, place)


def _card_problems(position: Position) -> Iterator[str]:
    players = _players_by_name(position)
    for placed in _placed_cards(position):
        for message in (*_kind_problems(placed), *_outside_play_problems(placed), *_ownership_problems(placed, players)):
            yield _at(position, placed.card.line, message)


def _kind_problems(placed: _Placed) -> Iterator[str]:
    kind = _kind(placed.card.card)
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
    if placed.host is not None and _kind(placed.host.card) == "action":
        yield f"{what}, but nothing attaches to an action"
    if placed.in_play and placed.card.counters and kind not in ("minion", "titan"):
        yield f"{what} has {_counters(placed.card.counters)}; only minions and titans carry them"


def _outside_play_problems(placed: _Placed) -> Iterator[str]:
    if placed.in_play:
        return
    what = f"{placed.name} {placed.place}"
    if placed.card.counters:
        yield f"{what} has {_counters(placed.card.counters)}; only cards in play carry counters"
    if placed.card.attached:
        attached = _and_list([_card_name(card.card) for card in placed.card.attached])
        yield f"{what} has {attached} attached; only cards in play have actions attached"
    if placed.card.controller is not None:
        yield f"{what} has a controller ({placed.card.controller}); only cards in play are controlled"


def _ownership_problems(placed: _Placed, players: dict[str, PlayerSpec]) -> Iterator[str]:
    what = f"{placed.name} {placed.place}"
    group = _card(placed.card.card)["group"]
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
    """More copies of a card than exist: per owner for faction cards, overall for the shared decks."""
    placed_by_holder: dict[tuple[str | None, str], list[_Placed]] = {}
    for placed in _placed_cards(position):
        card_id = placed.card.card
        holder = placed.card.owner if _card(card_id)["group"] in data.factions() else None
        placed_by_holder.setdefault((holder, card_id), []).append(placed)
    for (holder, card_id), placed in placed_by_holder.items():
        copies = _card(card_id)["copies"] or 1
        if len(placed) > copies:
            whose = f"{holder} owns" if holder else "the position has"
            yield _at(position, placed[copies].card.line,
                      f"{whose} {len(placed)} copies of {_card_name(card_id)}, but the {_group_name(card_id)} deck has only {copies}")


def _titan_problems(position: Position) -> Iterator[str]:
    for player in _player_names(position):
        titans = [card for base in position.bases for card in base.minions if card.controller == player and _kind(card.card) == "titan"]
        if len(titans) > 1:
            yield _at(position, titans[1].line, f"{player} controls {len(titans)} titans in play ({_and_list([_card_name(t.card) for t in titans])}); a player has at most one")


def _play_problems(position: Position) -> Iterator[str]:
    """Whether each play names real players and could be played as it is written. Only the
    first play is checked against the position itself: a later one is checked by the engine
    when it is made, against the game as it is then (an earlier play may have drawn its card)."""
    players = _players_by_name(position)
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
    name = _card_name(play.card)
    if play.kind == "play":
        kind = _kind(play.card)
        if kind == "base":
            yield f"{name} is a base; bases are not played from a hand"
        elif kind in ("minion", "titan") and play.target:
            yield f"{name} is a {kind}; it is played at a base, not on a card"
        if not at_start:
            return
        if not any(card.card == play.card for zone in ("hand", "discard", "titans") for card in getattr(player, zone)):
            yield f"{name} is not in {player.name}'s hand, discard pile or titans set aside"
    elif at_start and not any(p.card.card == play.card and p.card.controller == player.name for p in _placed_cards(position) if p.in_play) and not any(
        card.card == play.card for card in player.hand  # "uses" a Special from hand (Deputy): the engine judges whether it has one
    ):
        yield f"{player.name} controls no {name} in play"
    if at_start:
        yield from _play_place_problems(position, play)


def _play_place_problems(position: Position, play: PlaySpec) -> Iterator[str]:
    bases_in_play = {base.card: base for base in position.bases}
    if play.base and play.base not in bases_in_play:
        yield f"{_card_name(play.base)} is not in play"
    if not play.target:
        return
    target = _card_name(play.target)
    if _kind(play.target) == "base":
        yield f"{target} is a base; play on a base with 'at {target}'"
    elif not any(card.card == play.target for base in position.bases for card in _cards_on(base)):
        yield f"no {target} is in play"
    elif play.base in bases_in_play and not any(card.card == play.target for card in _cards_on(bases_in_play[play.base])):
        yield f"{target} is not at {_card_name(play.base)}"


def _choice_problems(position: Position) -> Iterator[str]:
    players = _player_names(position)
    for index, choice in enumerate(position.choices):
        player, _ = split_choice(choice)
        if player is not None and player not in players:
            yield _at(position, position.lines.get(f"choices[{index}]"),
                      f"choice {index + 1} '{choice}' is for {player}, who is not a player{_did_you_mean(player, players)}")


# --- writing ------------------------------------------------------------------------------------


class _Dumper(yaml.SafeDumper):
    """Indents lists under their key, which is how people write these files by hand."""

    def increase_indent(self, flow=False, indentless=False):
        return super().increase_indent(flow, False)


_UNICODE_LINE_BREAKS = "\x85\u2028\u2029\ufeff"


def _represent_text(dumper: yaml.SafeDumper, text: str) -> yaml.ScalarNode:
    """Double-quote text holding Unicode line breaks: PyYAML writes them raw in other styles and misreads them."""
    style = '"' if any(c in text for c in _UNICODE_LINE_BREAKS) else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", text, style=style)


_Dumper.add_representer(str, _represent_text)


def dump_position(position: Position) -> str:
    """The position as YAML in the file format, names rather than ids: ``load_position`` reads it back equal."""
    table = _Table({name: player.factions for name, player in _players_by_name(position).items()})
    document: dict[str, object] = {}
    if position.turn:
        document["turn"] = position.turn
    document["phase"] = position.phase
    played = {"minions": position.minion_plays_used, "actions": position.action_plays_used}
    if any(played.values()):
        document["played_this_turn"] = {key: count for key, count in played.items() if count}
    document["players"] = [_dump_player(player, table) for player in position.players]
    if position.bases:
        document["bases"] = [_dump_base(base, table) for base in position.bases]
    if position.base_deck is not None:
        document["base_deck"] = [_name_for(card_id, _base_ids()) for card_id in position.base_deck]
    if position.play:
        board = _Board(position.bases)
        sentences = [_play_sentence(play, table, board) for play in position.play]
        document["play"] = sentences[0] if len(sentences) == 1 else sentences
    if position.choices:
        document["choices"] = list(position.choices)
    if position.seed:
        document["seed"] = position.seed
    return yaml.dump(document, Dumper=_Dumper, sort_keys=False, allow_unicode=True, default_flow_style=None, width=100)


def _dump_player(player: PlayerSpec, table: _Table) -> dict[str, object]:
    entry: dict[str, object] = {"name": player.name, "factions": [_faction_name_for(f) for f in player.factions]}
    if player.vp:
        entry["vp"] = player.vp
    for zone in PLAYER_ZONES:
        cards = getattr(player, zone)
        if cards:
            entry[zone] = [_dump_zone_card(card, player.name, table) for card in cards]
    return entry


def _dump_zone_card(card: CardSpec, player: str, table: _Table) -> object:
    default_owner = _default_owner(card.card, player)
    if card.owner == default_owner and card.controller is None and not card.counters and not card.attached:
        return _name_for(card.card, table.cards_of(player))
    owner_written = card.owner != default_owner
    entry: dict[str, object] = {"card": _name_for(card.card, table.cards_of(card.owner if owner_written else player))}
    if owner_written:
        entry["owner"] = card.owner
    if card.controller is not None:
        entry["controller"] = card.controller
    return _with_counters_and_attached(entry, card, table)


def _dump_card_in_play(card: CardSpec, table: _Table) -> object:
    default_owner = _default_owner(card.card, card.controller)
    plain = card.controller == table.player_for(card.card) and card.owner == default_owner
    if plain and card.controller is not None and not card.counters and not card.attached:
        return _name_for(card.card, table.preferred_in_play(None))
    owner_written = card.owner != default_owner
    entry: dict[str, object] = {
        "card": _name_for(card.card, table.preferred_in_play(card.owner if owner_written else card.controller)),
        "controller": card.controller,
    }
    if owner_written:
        entry["owner"] = card.owner
    return _with_counters_and_attached(entry, card, table)


def _with_counters_and_attached(entry: dict[str, object], card: CardSpec, table: _Table) -> dict[str, object]:
    if card.counters:
        entry["counters"] = card.counters
    if card.attached:
        entry["attached"] = [_dump_card_in_play(attachment, table) for attachment in card.attached]
    return entry


def _dump_base(base: BaseSpec, table: _Table) -> object:
    name = _name_for(base.card, _base_ids())
    if not base.minions and not base.actions and not base.buried:
        return name
    entry: dict[str, object] = {"name": name}
    if base.minions:
        entry["cards"] = [_dump_card_in_play(card, table) for card in base.minions]
    if base.actions:
        entry["actions"] = [_dump_card_in_play(card, table) for card in base.actions]
    if base.buried:
        entry["buried"] = [_dump_card_in_play(card, table) for card in base.buried]
    return entry


# --- JSON Schema, for editors -------------------------------------------------------------------


def position_json_schema() -> dict:
    """The format as a JSON Schema (draft 2020-12), card names as enums so editors complete them.

    Stricter than the loader, which also accepts ids and names in any case or punctuation.
    """
    card = {"$ref": "#/$defs/card"}
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
            "base_deck": {"type": "array", "items": {"$ref": "#/$defs/baseName"}, "description": "Top first."},
            "play": {"anyOf": [{"$ref": "#/$defs/play"}, {"type": "array", "items": {"$ref": "#/$defs/play"}}]},
            "choices": {"type": "array", "items": {"$ref": "#/$defs/choice"}, "description": "Answers, in the order asked."},
            "seed": count,
        },
        "$defs": {
            "count": {"type": "integer", "minimum": 0},
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
                        "properties": {"name": {"$ref": "#/$defs/baseName"}, "cards": cards, "actions": cards, "buried": cards},
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


def _schema_names(*, kind_is_base: bool) -> list[str]:
    """Display names, and the ids of cards that share a name (the dump writes those as ids)."""
    chosen = [card for card in data.cards().values() if (card["kind"] == "base") == kind_is_base]
    shared = {name for name, n in Counter(card["name"] for card in data.cards().values()).items() if n > 1}
    return sorted({card["name"] for card in chosen} | {card["id"] for card in chosen if card["name"] in shared})
