"""A position file's nodes → the position model (``load_position``): every key, card and
play read with ``file:line:col`` messages for anything that is not well-formed."""

from __future__ import annotations

import os

from smashup_rules.position.model import CHOICE_PLAYER_SEPARATOR, MAX_DRAWN, MAX_SEED, PHASES, BaseSpec, CardSpec, PlayerSpec, PlaySpec, Position, PositionSyntaxError, label
from smashup_rules.position.names import NO_OWNER_GROUPS, Table, card_record, base_ids, card_name, group_name_of, name_for, owner_by_default, resolve_base_name, resolve_card_name
from smashup_rules.position.read_moment import MomentReader
from smashup_rules.position.sentence import is_end_turn, is_score, player_verb_rest, readings
from smashup_rules.position.syntax.nodes import EMPTY_MAPPING, NOTHING, compose_text, describe_found, node_column, node_line, read_text
from smashup_rules.position.syntax.subset import MappingNode, Node, SequenceNode
from smashup_rules.reference import data, names
from smashup_rules.util.ids import slugify

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from collections.abc import Iterator


POSITION_KEYS = (
    "turn", "turn_number", "phase", "played_this_turn", "players", "bases", "base_deck", "base_discard", "box",
    "madness_deck", "monster_deck", "monster_discard", "treasure_deck", "treasure_discard", "lasting", "extra_plays",
    "once_used", "this_turn", "memory", "monster_numbers", "winners", "play", "choices", "seed", "random_drawn",
)  # fmt: skip
SHARED_DECKS = ("monster_deck", "monster_discard", "treasure_deck", "treasure_discard")
PLAYER_KEYS = ("name", "factions", "vp", "hand", "deck", "discard", "titans", "stasis")
STASIS_KEYS = ("card", "stasis_counters", "ref")
PLAYER_ZONES = ("hand", "deck", "discard", "titans")
BASE_KEYS = ("name", "cards", "actions", "buried", "stored", "ref", "monsters")
CARD_KEYS = ("card", "controller", "owner", "counters", "attached", "stored", "copying", "ref")
BASE_PILE_KEYS = ("name", "ref")  # a base in the base deck or discard pile
SHARED_PILE_KEYS = ("card", "ref")  # a card of a Monster or Treasure pile
PLAYED_KEYS = ("minions", "actions")
PLAY_KEYS = ("kind", "player", "card", "target", "base")
PLAY_KINDS = ("play", "talent", "score", "end-turn")
PLAY_EXAMPLES = "'Alice plays Powderkeg', 'Alice plays Buccaneer at Tortuga', 'Alice uses Ninja Acolyte', 'score bases' or 'end turn'"


def load_position(path_or_text: str | bytes | os.PathLike, *, source: str | None = None) -> Position:
    """Read a position file (a path, or YAML text) without judging whether it could happen.

    A ``str`` is YAML text unless it is one line ending in ``.yaml``/``.yml``. Raises
    PositionSyntaxError (``file:line:col: ...``) for anything that is not a well-formed
    position; use ``validate`` or ``load_valid_position`` for legality.
    """
    text, source = read_text(path_or_text, source)
    root = compose_text(text, source)
    if root is None:
        raise PositionSyntaxError(f"{label(source)}:1:1: expected a position (players, bases, turn ...), found an empty file")
    return _PositionReader(source).position(root)


class _PositionReader(MomentReader):
    table: Table

    def position(self, root: Node) -> Position:
        self.refs = {}
        self.marks = {}
        keys = self.mapping(root, "the position", POSITION_KEYS, required=("players",))
        for key, value in keys.items():
            self.marked(key, value)
        player_nodes = [(node, self.mapping(node, "a player", PLAYER_KEYS, required=("name", "factions")))
                        for node in self.sequence(keys["players"], "the players")]
        factions = [self.factions(player["factions"]) for _, player in player_nodes]
        factions_by_player: dict[str, list[str]] = {}
        for (_, player), theirs in zip(player_nodes, factions):
            factions_by_player.setdefault(self.text(player["name"], "the player's name"), theirs)
        self.table = Table(factions_by_player)
        players = [self.player(node, player, theirs) for (node, player), theirs in zip(player_nodes, factions)]
        bases = [self.base(node) for node in self.sequence(keys.get("bases", NOTHING), "the bases in play")]
        base_refs: dict[str, str] = {}
        base_deck = self.base_pile(keys["base_deck"], "base_deck", "the base deck", base_refs) if "base_deck" in keys else None
        base_discard = self.base_pile(keys.get("base_discard", NOTHING), "base_discard", "the base discard pile", base_refs)
        box = [self.out_of_play(item) for item in self.sequence(keys.get("box", NOTHING), "the cards in the box")]
        played = self.mapping(keys.get("played_this_turn", EMPTY_MAPPING), "played_this_turn", PLAYED_KEYS)
        for key, value in played.items():
            self.marked(f"played_this_turn.{key}", value)
        choices = self.sequence(keys.get("choices", NOTHING), "the choices")
        for index, node in enumerate(choices):
            self.marked(f"choices[{index}]", node)
        names_of_players = [player.name for player in players]
        pile_refs: dict[str, str] = {}  # read before the records, which may name these cards
        piles = {pile: self.shared_pile(keys[pile], pile, pile_refs) for pile in SHARED_DECKS if pile in keys}
        moment = {
            **piles,
            "pile_refs": pile_refs,
            "base_discard": base_discard,
            "base_refs": base_refs,
            "box": box,
            "madness_deck": self.count(keys["madness_deck"], "the cards in the Madness deck", most=data.decks()["madness"]["size"]) if "madness_deck" in keys else None,
            "lasting": self.lasting(keys["lasting"], names_of_players) if "lasting" in keys else [],
            "extra_plays": self.extra_plays(keys["extra_plays"]) if "extra_plays" in keys else [],
            "once_used": self.once_used(keys["once_used"]) if "once_used" in keys else [],
            "this_turn": self.this_turn(keys["this_turn"], names_of_players) if "this_turn" in keys else {},
            "memory": self.memory(keys["memory"]) if "memory" in keys else {},
            "monster_numbers": self.monster_numbers(keys["monster_numbers"]) if "monster_numbers" in keys else {},
            "turn_number": self.count(keys["turn_number"], "the turn number", least=1) if "turn_number" in keys else 1,
        }
        position = Position(
            players=players,
            bases=bases,
            turn=self.text(keys["turn"], "the name of the player whose turn it is") if "turn" in keys else (players[0].name if players else ""),
            phase=self.phase(keys["phase"]) if "phase" in keys else "play-cards",
            base_deck=base_deck,
            minion_plays_used=self.count(played["minions"], "minions played this turn") if "minions" in played else 0,
            action_plays_used=self.count(played["actions"], "actions played this turn") if "actions" in played else 0,
            play=self.plays(keys["play"], bases) if "play" in keys else [],
            choices=[self.choice(node) for node in choices],
            seed=self.count(keys["seed"], "the seed", most=MAX_SEED) if "seed" in keys else 0,
            random_drawn=self.count(keys["random_drawn"], "how many random numbers the game has drawn from its seed", most=MAX_DRAWN) if "random_drawn" in keys else 0,
            winners=self.winners(keys["winners"], names_of_players) if "winners" in keys else [],
            source=self.source,
            marks=self.marks,
            **moment,
        )
        self.check_names()
        return position

    def winners(self, node: Node, players: list[str]) -> list[str]:
        """The players who won the game: one name, or a list of those who share the win."""
        items = self.sequence(node, "the winners") if isinstance(node, SequenceNode) else [node]
        found = [self.player_name(item, players) for item in items]
        if not found:
            self.fail(node, "expected the name of the player who won (or a list of those who share the win), found an empty list")
        return found

    def base_pile(self, node: Node, key: str, what: str, refs: dict[str, str]) -> list[str]:
        """Bases by name, top first; ``{name: Tortuga, ref: b1}`` gives one a ref."""
        bases = []
        for index, item in enumerate(self.sequence(node, what)):
            self.marked(f"{key}[{index}]", item)
            if isinstance(item, MappingNode):
                keys = self.mapping(item, "a base", BASE_PILE_KEYS, required=("name",))
                bases.append(self.base_id(keys["name"]))
                if "ref" in keys:
                    refs[bases[-1]] = self.ref(keys["ref"])
            else:
                bases.append(self.base_id(item))
        return bases

    def shared_pile(self, node: Node, pile: str, refs: dict[str, str]) -> list[str]:
        """Monsters or treasures by name, top first; ``{card: Magic Missile, ref: t1}`` gives one a ref."""
        cards = []
        for index, item in enumerate(self.sequence(node, f"the cards of '{pile}'")):
            path = f"{pile}[{index}]"
            self.marked(path, item)
            if isinstance(item, MappingNode):
                keys = self.mapping(item, "a card of a shared pile", SHARED_PILE_KEYS, required=("card",))
                cards.append(self.card_id(keys["card"], None))
                if "ref" in keys:
                    refs[path] = self.ref(keys["ref"])
            else:
                cards.append(self.card_id(item, None))
        return cards

    def out_of_play(self, node: Node, holder: str | None = None) -> CardSpec:
        """A card in the box or stored under a card: owned by default by the player who plays
        its faction, or else (a Madness card) by ``holder``, the controller of the card it is under.
        Its name means a card of the owner written, else of the game's factions (as in play)."""
        if not isinstance(node, MappingNode):
            card_id = self.card_id(node, self.table.all_cards)
            return CardSpec(card_id, owner=self.table.default_owner_out_of_play(card_id, holder), line=node_line(node), column=node_column(node))
        keys = self.mapping(node, "a card", CARD_KEYS, required=("card",))
        owner, controller = self.owner_and_controller(keys)
        card_id = self.card_id(keys["card"], self.table.preferred_in_play(owner))
        return self.card_details(node, keys, card_id, owner=owner or self.table.default_owner_out_of_play(card_id, holder), controller=controller)

    def factions(self, node: Node) -> list[str]:
        return [self.named(item, "a faction name", names.resolve_faction) for item in self.sequence(node, "the player's factions")]

    def named(self, node: Node, what: str, resolve) -> str:
        name = self.text(node, what)
        try:
            return resolve(name)
        except names.UnknownName as error:
            return self.misname(node, error, resolve)

    def player(self, node: Node, keys: dict[str, Node], factions: list[str]) -> PlayerSpec:
        name = self.text(keys["name"], "the player's name")
        zones = {zone: [self.zone_card(item, name) for item in self.sequence(keys.get(zone, NOTHING), f"the cards of '{zone}'")]
                 for zone in PLAYER_ZONES}
        return PlayerSpec(
            name=name,
            factions=factions,
            vp=self.count(keys["vp"], "victory points") if "vp" in keys else 0,
            line=node_line(node),
            column=node_column(node),
            stasis=[self.in_stasis(item, name) for item in self.sequence(keys.get("stasis", NOTHING), "the cards in stasis")],
            **zones,
        )

    def in_stasis(self, node: Node, player: str) -> CardSpec:
        """A card of ``player``'s in stasis (stasis.status), with its stasis counters."""
        if not isinstance(node, MappingNode):
            card_id = self.card_id(node, self.table.cards_of(player))
            return CardSpec(card_id, owner=player, line=node_line(node), column=node_column(node))
        keys = self.mapping(node, "a card in stasis", STASIS_KEYS, required=("card",))
        return CardSpec(
            self.card_id(keys["card"], self.table.cards_of(player)),
            owner=player,
            stasis_counters=self.count(keys["stasis_counters"], "the stasis counters") if "stasis_counters" in keys else 0,
            ref=self.ref(keys["ref"]) if "ref" in keys else None,
            line=node_line(node),
            column=node_column(node),
        )

    def zone_card(self, node: Node, player: str) -> CardSpec:
        """A card in a player's hand, deck, discard pile or titans: owned by the player by default."""
        if not isinstance(node, MappingNode):
            card_id = self.card_id(node, self.table.cards_of(player))
            return CardSpec(card_id, owner=owner_by_default(card_id, player), line=node_line(node), column=node_column(node))
        keys = self.mapping(node, "a card", CARD_KEYS, required=("card",))
        owner, controller = self.owner_and_controller(keys)
        card_id = self.card_id(keys["card"], self.table.cards_of(owner or player))
        return self.card_details(node, keys, card_id, owner=owner or owner_by_default(card_id, player), controller=controller)

    def card_in_play(self, node: Node) -> CardSpec:
        """A card on a base or attached: by default its controller is the player who plays its faction."""
        if not isinstance(node, MappingNode):
            card_id = self.card_id(node, self.table.preferred_in_play(None))
            controller = self.controller_of(node, card_id)
            return CardSpec(card_id, owner=owner_by_default(card_id, controller), controller=controller, line=node_line(node), column=node_column(node))
        keys = self.mapping(node, "a card", CARD_KEYS, required=("card",))
        owner, controller = self.owner_and_controller(keys)
        card_id = self.card_id(keys["card"], self.table.preferred_in_play(owner or controller))
        controller = controller or owner or self.controller_of(keys["card"], card_id)
        return self.card_details(node, keys, card_id, owner=owner or owner_by_default(card_id, controller), controller=controller)

    def owner_and_controller(self, keys: dict[str, Node]) -> tuple[str | None, str | None]:
        owner = self.text(keys["owner"], "the owner's name") if "owner" in keys else None
        controller = self.text(keys["controller"], "the controller's name") if "controller" in keys else None
        return owner, controller

    def card_details(self, node: Node, keys: dict[str, Node], card_id: str, *, owner: str | None, controller: str | None) -> CardSpec:
        return CardSpec(
            card_id,
            owner=owner,
            controller=controller,
            counters=self.count(keys["counters"], "the number of +1 power counters") if "counters" in keys else 0,
            attached=[self.card_in_play(item) for item in self.sequence(keys.get("attached", NOTHING), "the attached actions")],
            line=node_line(node),
            column=node_column(node),
            stored=[self.out_of_play(item, controller or owner) for item in self.sequence(keys.get("stored", NOTHING), "the cards stored under it")],
            copying=self.card_id(keys["copying"], None) if "copying" in keys else None,
            ref=self.ref(keys["ref"]) if "ref" in keys else None,
        )

    def controller_of(self, node: Node, card_id: str) -> str | None:
        """The player who plays the card's faction; nobody for a monster or treasure written
        plainly (monsters.control: uncontrolled until a card gives it a controller)."""
        if card_record(card_id)["group"] in NO_OWNER_GROUPS:
            return None
        controller = self.table.player_for(card_id)
        if controller is None:
            name = card_name(card_id)
            self.fail(node, f"expected a player who plays {group_name_of(card_id)} to control {name}, found none; "
                            f"write {{card: {name}, controller: NAME}}")
        return controller

    def card_id(self, node: Node, preferred: frozenset[str] | None) -> str:
        return self.named(node, "a card name", lambda name: resolve_card_name(name, preferred))

    def base_id(self, node: Node) -> str:
        return self.named(node, "a base name", resolve_base_name)

    def base(self, node: Node) -> BaseSpec:
        if not isinstance(node, MappingNode):
            return BaseSpec(self.base_id(node), line=node_line(node), column=node_column(node))
        keys = self.mapping(node, "a base", BASE_KEYS, required=("name",))
        return BaseSpec(
            self.base_id(keys["name"]),
            minions=[self.card_in_play(item) for item in self.sequence(keys.get("cards", NOTHING), "the cards on the base")],
            actions=[self.card_in_play(item) for item in self.sequence(keys.get("actions", NOTHING), "the actions on the base")],
            buried=[self.card_in_play(item) for item in self.sequence(keys.get("buried", NOTHING), "the cards buried beside the base")],
            line=node_line(node),
            column=node_column(node),
            stored=[self.out_of_play(item) for item in self.sequence(keys.get("stored", NOTHING), "the cards stored under the base")],
            ref=self.ref(keys["ref"]) if "ref" in keys else None,
            monsters=self.count(keys["monsters"], "the monsters the base brings") if "monsters" in keys else 0,
        )

    def phase(self, node: Node) -> str:
        phase = slugify(self.text(node, "a phase"))
        if phase not in PHASES:
            from difflib import get_close_matches

            close = get_close_matches(phase, PHASES, n=1, cutoff=0.5)
            hint = f"; did you mean '{close[0]}'?" if close else ""
            self.fail(node, f"expected a phase ({', '.join(PHASES)}), found {describe_found(node)}{hint}")
        return phase

    def choice(self, node: Node) -> str:
        """An answer, or ``{Bob: answer}`` for an answer only Bob may give."""
        if isinstance(node, MappingNode) and len(node.value) == 1:
            (player_node, answer_node), = node.value
            return f"{self.text(player_node, 'a player name')}{CHOICE_PLAYER_SEPARATOR}{self.text(answer_node, 'an answer')}"
        return self.text(node, "an answer (text, or 'Player: answer')", field="an answer")

    def plays(self, node: Node, bases: list[BaseSpec]) -> list[PlaySpec]:
        items = node.value if isinstance(node, SequenceNode) else [node]
        return [self.play(item, Board(bases)) for item in items]

    def play(self, node: Node, board: Board) -> PlaySpec:
        if isinstance(node, MappingNode):
            return self.play_mapping(node, board)
        sentence = self.text(node, f"a play such as {PLAY_EXAMPLES}", field="a play")
        if is_score(sentence):
            return PlaySpec("score", text=sentence, line=node_line(node), column=node_column(node))
        if is_end_turn(sentence):
            return PlaySpec("end-turn", text=sentence, line=node_line(node), column=node_column(node))
        parts = player_verb_rest(sentence)
        if parts is None or not parts[2]:
            self.fail(node, f"expected a play such as {PLAY_EXAMPLES}, found {describe_found(node)}")
        player_name, verb, rest = parts
        kind = "play" if verb == "plays" else "talent"
        player = self.table.player_named(player_name)
        card, target, base = self.play_names(node, player, rest, board)
        return PlaySpec(kind, player=player, card=card, base=base, target=target, text=sentence, line=node_line(node), column=node_column(node))

    def play_names(self, node: Node, player: str, rest: str, board: Board) -> tuple[str, str | None, str | None]:
        """Card, target and base ids of 'CARD [on TARGET] [at BASE]': the first reading whose names all exist."""
        players_cards = self.table.cards_of(player)
        *alternatives, simplest = readings(rest)
        for card, on, at in alternatives:
            try:
                return board.play_ids(players_cards, card, on, at)
            except names.UnknownName:
                continue
        try:
            return board.play_ids(players_cards, *simplest)
        except names.UnknownName as error:  # the reading with the shortest names gives the clearest message
            self.fail(node, str(error))

    def play_mapping(self, node: Node, board: Board) -> PlaySpec:
        keys = self.mapping(node, "a play", PLAY_KEYS)
        kind = self.text(keys["kind"], "a kind of play") if "kind" in keys else "play"
        if kind not in PLAY_KINDS:
            self.fail(keys["kind"], f"expected a kind of play ({', '.join(PLAY_KINDS)}), found {describe_found(keys['kind'])}")
        if kind in ("score", "end-turn"):
            extra = [key for key in keys if key != "kind"]
            if extra:
                self.fail(keys[extra[0]], f"expected only 'kind' in a '{kind}' play, found '{extra[0]}'")
            spec = PlaySpec(kind, line=node_line(node), column=node_column(node))
        else:
            keys = self.mapping(node, "a play", PLAY_KEYS, required=("player", "card"))
            player = self.text(keys["player"], "the name of the player who plays")
            ids = {key: self.text(keys[key], f"a name for '{key}'") if key in keys else None for key in ("card", "target", "base")}
            try:
                card, target, base = board.play_ids(self.table.cards_of(player), ids["card"], ids["target"], ids["base"])
            except names.UnknownName as error:
                self.fail(node, str(error))
            spec = PlaySpec(kind, player=player, card=card, target=target, base=base, line=node_line(node), column=node_column(node))
        spec.text = play_sentence(spec, self.table, board)
        return spec


class Board:
    """The cards in play, which the names in a play prefer."""

    def __init__(self, bases: list[BaseSpec]):
        self.bases = frozenset(base.card for base in bases)
        self.in_play = frozenset(card.card for base in bases for card in cards_on(base)) | self.bases

    def play_ids(self, players_cards: frozenset[str] | None, card: str, on: str | None, at: str | None) -> tuple[str, str | None, str | None]:
        """Ids for a play's names; 'on' a base means at that base."""
        card_id = resolve_card_name(card, players_cards)
        target_id = resolve_card_name(on, self.in_play) if on else None
        base_id = resolve_card_name(at, self.bases or base_ids()) if at else None
        if target_id in base_ids() and base_id is None:
            return card_id, None, target_id
        return card_id, target_id, base_id


def cards_on(base: BaseSpec) -> Iterator[CardSpec]:
    """Every card in play at a base, attachments included."""
    for card in base.minions + base.actions:
        yield card
        yield from _attached(card)


def _attached(card: CardSpec) -> Iterator[CardSpec]:
    for attachment in card.attached:
        yield attachment
        yield from _attached(attachment)


def play_sentence(play: PlaySpec, table: Table, board: Board) -> str:
    """The play in the words the loader reads: '<player> plays <card> [on <target>] [at <base>]'."""
    if play.kind == "score":
        return "score bases"
    if play.kind == "end-turn":
        return "end turn"
    verb = "plays" if play.kind == "play" else "uses"
    sentence = f"{play.player} {verb} {name_for(play.card, table.cards_of(play.player))}"
    if play.target:
        sentence += f" on {name_for(play.target, board.in_play)}"
    if play.base:
        sentence += f" at {name_for(play.base, board.bases or base_ids())}"
    return sentence


# --- legality -----------------------------------------------------------------------------------
