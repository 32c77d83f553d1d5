"""Reading what a position says about the moment beyond the cards: the lasting effects in force, the
extra plays granted and not yet used, the once-per-turn uses, what the turn has recorded
(plays, moves, destructions), and the notes cards keep across turns; and the keys of each, which
``write_moment`` and ``schema`` use too.

These name cards by reference: a card's ``ref`` (given on the card itself, ``{card: Walker,
ref: w1}``) or a base's name. Reading turns each into the model's plain mappings (a ref as
it is, a base as its id); ``write_moment`` turns them back. Where each reference is written is
kept in ``marks`` (``lasting[0].targets[1]`` → line and column), for ``validate``'s messages.
"""

from __future__ import annotations

from smashup_rules.position.model import PHASES
from smashup_rules.position.names import base_ids, resolve_base_name, resolve_card_name
from smashup_rules.position.syntax.nodes import NOTHING, Nodes, describe_found, node_mark
from smashup_rules.position.syntax.subset import MappingNode, Node, ScalarNode
from smashup_rules.reference import data, names


# Checked with string methods: ``re`` is no other part of reading a position (start-up).
_LETTERS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
_REF_CHARACTERS = _LETTERS | frozenset("0123456789_-")
EARLIER_ACTION = "earlier-action-"  # and a number: an action played before the position, card unknown
# A card of the Monster or Treasure deck or discard pile, or of the Madness deck, by its place
# there (those piles list card names or a count, without refs): "treasures-discard@5" is the
# sixth card of the treasure discard pile, "madness-deck@0" the top Madness card.
PILES = ("monsters-deck", "monsters-discard", "treasures-deck", "treasures-discard", "madness-deck")
LASTING_KEYS = ("source", "card", "player", "targets", "stat", "amount", "until", "during")
# What a lasting effect changes, as ``engine.effects.lasting`` starts them (a test compares).
STATS = ("power", "breakpoint", "cancel", "no-extra", "protect", "all-names", "discard-to-hand", "player-power", "ability")
IMMUNITY_KINDS = ("destroy", "move", "return", "place", "control", "counters", "attach", "power", "lasting", "discard", "transfer")
DURINGS = ("any", "others-turns")
EXTRA_PLAY_KEYS = (
    "kind", "source", "source_card", "max_power", "min_power", "base", "not_base", "base_without_own_minions",
    "card", "from_zone", "immediate", "once_key", "then_place", "cites", "not_named", "named", "affects", "one_name",
)  # fmt: skip
EXTRA_PLAY_REFERENCES = ("source", "base", "not_base", "card", "affects")
EXTRA_PLAY_NUMBERS = ("max_power", "min_power")
EXTRA_PLAY_FLAGS = ("base_without_own_minions", "immediate", "one_name")
EXTRA_PLAY_TEXTS = ("not_named", "named")
# The player's pile an extra play takes its card from (``PlayAllowance.from_zone``: the engine
# looks for the card in that zone of the player's; a test compares with the engine's zones).
EXTRA_PLAY_ZONES = ("hand", "deck", "discard")
THEN_PLACES = ("deck-bottom",)  # where the action an extra play plays goes instead of the discard pile
THIS_TURN_KEYS = ("plays", "minions_played", "actions_played", "moves", "destroyed", "titans_at_start", "scored")
# Each play of the turn, by any player (``this_turn.plays``), as ``TurnState.record_play`` keeps it.
PLAY_RECORD_KEYS = ("player", "card", "kind", "how", "base", "phase", "from")
PLAYED_KINDS = ("minion", "action", "titan", "monster")
PLAYED_HOWS = ("regular", "extra", "special", "rule", "as-though", "monster", "earlier")
# Where a card is played from (``PlayMade.origin``, the place of the zone it left): a player's
# hand, deck (off the top), discard pile, titans set aside or stasis, beside a base (buried,
# uncovered), the Monster deck or discard pile (a monster played by an effect). A test holds it
# to the engine's zones.
PLAY_ORIGINS = ("hand", "deck", "discard", "titans", "stasis", "buried", "monsters-deck", "monsters-discard")
MOVE_KEYS = ("by", "minion", "controller", "from", "to")
DESTROYED_KEYS = ("card", "controller", "base")
TALENT = "talent"  # a once-per-turn use "talent:REF": the Talent of that card was used
KEY_EXAMPLES = {"once_used": "talent:REF, REF:ABILITY or CARD-ID", "memory": "REF:NOTE or CARD-ID"}


def is_ref(text: str) -> bool:
    """A letter, then letters, digits, '-' or '_' (ASCII): no ":", "@" or "/", which once-per-turn keys are split on."""
    return text[:1] in _LETTERS and all(char in _REF_CHARACTERS for char in text)


def is_earlier_action(text: str) -> bool:
    return text.startswith(EARLIER_ACTION) and text[len(EARLIER_ACTION):].isdecimal()


def is_pile_place(text: str) -> bool:
    pile, at, place = text.partition("@")
    return bool(at) and pile in PILES and place.isdecimal()


def is_card_id(text: str) -> bool:
    """``text`` is a card's id (``zombies/tenacious-z``), found in the name table without reading the cards."""
    return text in data.card_ids_by_group().get(text.partition("/")[0], ())


class MomentReader(Nodes):
    """Reads the moment's keys; ``refs`` holds every ref the position's cards define, ``marks``
    where each reference and record was written (the position's ``marks``)."""

    refs: dict[str, Node]
    marks: dict[str, tuple[int, int]]

    def marked(self, path: str, node: Node) -> Node:
        self.marks[path] = node_mark(node)
        return node

    def ref(self, node: Node) -> str:
        text = self.text(node, "a ref (a name for this card, such as w1)")
        if not is_ref(text):
            self.fail(node, f"expected a ref (a letter, then letters, digits, '-' or '_'), found {describe_found(node)}")
        if text in self.refs:
            self.fail(node, f"ref '{text}' is given twice (the other is on line {self.refs[text].start_mark.line + 1})")
        self.refs[text] = node
        return text

    def reference(self, node: Node, what: str, path: str) -> str:
        """A card's ref, or a base's name (the base's id in the model)."""
        text = self.text(self.marked(path, node), what)
        if text in self.refs or is_pile_place(text):
            return text
        try:
            base = resolve_base_name(text)
        except names.UnknownName:
            base = None
        if base in base_ids():
            return base
        self.fail(node, f"expected {what}: a card's ref (the refs are {self.known_refs()}) or a base's name, found {describe_found(node)}")

    def known_refs(self) -> str:
        return ", ".join(sorted(self.refs)) or "none"

    def references(self, node: Node, what: str, path: str) -> list[str]:
        return [self.reference(item, what, f"{path}[{index}]") for index, item in enumerate(self.sequence(node, what))]

    def lasting(self, node: Node, players: list[str]) -> list[dict]:
        effects = []
        for index, item in enumerate(self.sequence(node, "the lasting effects")):
            path = f"lasting[{index}]"
            keys = self.mapping(self.marked(path, item), "a lasting effect", LASTING_KEYS, required=("source", "player", "until"))
            targets = self.sequence(keys.get("targets", NOTHING), "a target of the effect")
            named = [(self.reference(target, "a target of the effect", f"{path}.targets[{i}]"), target) for i, target in enumerate(targets)]
            named.sort(key=lambda pair: pair[0])  # the model keeps them sorted: a set of targets
            for at, (_, target) in enumerate(named):  # and their marks in that order
                self.marked(f"{path}.targets[{at}]", target)
            effect = {
                "source": self.reference(keys["source"], "the card whose effect it is", f"{path}.source"),
                "card": self.any_card_id(self.marked(f"{path}.card", keys["card"])) if "card" in keys else None,
                "player": self.player_name(keys["player"], players),
                "targets": [reference for reference, _ in named],
                "stat": self.stat(keys["stat"]) if "stat" in keys else "power",
                "amount": self.amount(keys["amount"], "the amount") if "amount" in keys else 0,
                "until": self.until(keys["until"], players),
                "during": self.choice_of(keys["during"], "when the effect counts", DURINGS) if "during" in keys else "any",
            }
            effects.append(effect)
        return effects

    def stat(self, node: Node) -> str:
        text = self.text(node, "what the effect changes")
        kinds = text.partition(":")[2].split(",") if text.startswith("cannot:") else None
        if text in STATS or (kinds and all(kind in IMMUNITY_KINDS for kind in kinds)):
            return text
        self.fail(node, f"expected what the effect changes ({', '.join(STATS)}, or cannot:KINDS such as cannot:destroy,move), found {describe_found(node)}")

    def until(self, node: Node, players: list[str]) -> str:
        text = self.text(node, "when the effect ends")
        when, _, player = text.partition(":")
        if (when == "end-of-turn" and (not player or player in players)) or (when == "start-of-turn" and player in players):
            return text
        self.fail(node, f"expected when the effect ends (end-of-turn, end-of-turn:PLAYER or start-of-turn:PLAYER), found {describe_found(node)}")

    def choice_of(self, node: Node, what: str, allowed: tuple[str, ...]) -> str:
        text = self.text(node, what)
        if text not in allowed:
            self.fail(node, f"expected {what} ({', '.join(allowed)}), found {describe_found(node)}")
        return text

    def player_name(self, node: Node, players: list[str]) -> str:
        return self.choice_of(node, "a player's name", tuple(players))

    def any_card_id(self, node: Node) -> str:
        text = self.text(node, "a card name")
        try:
            return resolve_card_name(text, None)
        except names.UnknownName as error:
            return self.misname(node, error, lambda name: resolve_card_name(name, None))

    def extra_plays(self, node: Node) -> list[dict]:
        plays = []
        for index, item in enumerate(self.sequence(node, "the extra plays")):
            path = f"extra_plays[{index}]"
            keys = self.mapping(self.marked(path, item), "an extra play", EXTRA_PLAY_KEYS, required=("kind", "source"))
            granted = {"kind": self.choice_of(keys["kind"], "the kind of play", ("minion", "action")), "source_card": None}
            for key, value in keys.items():
                self.marked(f"{path}.{key}", value)
                words = key.replace("_", " ")
                if key in EXTRA_PLAY_REFERENCES:
                    granted[key] = self.reference(value, f"the extra play's {words}", f"{path}.{key}")
                elif key in EXTRA_PLAY_NUMBERS:
                    granted[key] = self.count(value, words)
                elif key in EXTRA_PLAY_FLAGS:
                    granted[key] = self.flag(value, words)
                elif key in EXTRA_PLAY_TEXTS:
                    granted[key] = self.text(value, words)
                elif key == "from_zone":
                    granted[key] = self.choice_of(value, "the pile the extra play takes its card from", EXTRA_PLAY_ZONES)
                elif key == "then_place":
                    granted[key] = self.choice_of(value, "where the card played goes instead of the discard pile", THEN_PLACES)
                elif key == "once_key":
                    granted[key] = self.once_key(value, "once_used")
                elif key == "source_card":
                    granted[key] = self.any_card_id(value)
                elif key == "cites":
                    granted[key] = [self.text(cite, "a citation") for cite in self.sequence(value, "the citations")]
            plays.append(granted)
        return plays

    def this_turn(self, node: Node, players: list[str]) -> dict:
        keys = self.mapping(node, "this_turn", THIS_TURN_KEYS)
        record: dict = {}
        if "plays" in keys:
            given = next((key for key in ("minions_played", "actions_played") if key in keys), None)
            if given is not None:
                self.fail(keys[given], f"expected either 'plays' (every play of the turn) or '{given}', not both")
            items = self.sequence(keys["plays"], "the plays this turn")
            record["plays"] = [self.play_record(item, players, f"this_turn.plays[{i}]") for i, item in enumerate(items)]
        for key in ("minions_played", "actions_played", "titans_at_start"):
            if key in keys:
                items = self.sequence(self.marked(f"this_turn.{key}", keys[key]), key.replace("_", " "))
                record[key] = [self.played(item, key, f"this_turn.{key}[{i}]") for i, item in enumerate(items)]
        if "moves" in keys:
            items = self.sequence(keys["moves"], "the moves this turn")
            record["moves"] = [self.move(item, players, f"this_turn.moves[{i}]") for i, item in enumerate(items)]
        if "destroyed" in keys:
            items = self.sequence(keys["destroyed"], "the cards destroyed this turn")
            record["destroyed"] = [self.destroyed(item, players, f"this_turn.destroyed[{i}]") for i, item in enumerate(items)]
        if "scored" in keys:
            record["scored"] = self.flag(self.marked("this_turn.scored", keys["scored"]), "whether the bases have scored this turn")
        return record

    def play_record(self, node: Node, players: list[str], path: str) -> dict:
        """One play of the turn: who made it (none for a monster a base brings), the card, its kind,
        how it was made, and where: the base, the phase, the place it came from."""
        keys = self.mapping(self.marked(path, node), "a play this turn", PLAY_RECORD_KEYS, required=("card", "kind", "how"))
        for key, value in keys.items():
            self.marked(f"{path}.{key}", value)
        return {
            "player": self.player_name(keys["player"], players) if "player" in keys else None,
            "card": self.played(keys["card"], "actions_played", f"{path}.card"),
            "kind": self.choice_of(keys["kind"], "the kind of card played", PLAYED_KINDS),
            "how": self.choice_of(keys["how"], "how it was played", PLAYED_HOWS),
            "base": self.reference(keys["base"], "the base it was played at", f"{path}.base") if "base" in keys else None,
            "phase": self.choice_of(keys["phase"], "the phase it was played in", PHASES) if "phase" in keys else "play-cards",
            "from": self.choice_of(keys["from"], "where it was played from", PLAY_ORIGINS) if "from" in keys else None,
        }

    def played(self, node: Node, key: str, path: str) -> str:
        if key == "actions_played" and isinstance(node, ScalarNode) and is_earlier_action(str(node.value)):
            self.marked(path, node)
            return node.value
        return self.reference(node, f"a card in {key.replace('_', ' ')}", path)

    def move(self, node: Node, players: list[str], path: str) -> dict:
        keys = self.mapping(self.marked(path, node), "a move", MOVE_KEYS, required=("minion", "from", "to"))
        return {
            "by": self.player_name(keys["by"], players) if "by" in keys else None,
            "minion": self.reference(keys["minion"], "the minion moved", f"{path}.minion"),
            "controller": self.player_name(keys["controller"], players) if "controller" in keys else None,
            "from": self.reference(keys["from"], "the base it moved from", f"{path}.from"),
            "to": self.reference(keys["to"], "the base it moved to", f"{path}.to"),
        }

    def destroyed(self, node: Node, players: list[str], path: str) -> dict:
        keys = self.mapping(self.marked(path, node), "a destroyed card", DESTROYED_KEYS, required=("card",))
        return {
            "card": self.reference(keys["card"], "the card destroyed", f"{path}.card"),
            "controller": self.player_name(keys["controller"], players) if "controller" in keys else None,
            "base": self.reference(keys["base"], "the base it was at", f"{path}.base") if "base" in keys else None,
        }

    def memory(self, node: Node) -> dict:
        if not isinstance(node, MappingNode):
            self.fail(node, f"expected the notes cards keep (a mapping), found {describe_found(node)}")
        notes = {}
        for key, value in node.value:
            text = self.once_key(key, "memory")
            self.marked(f"memory[{text}]", key)
            notes[text] = self.text(value, "a note")
        return notes

    def monster_numbers(self, node: Node) -> dict[str, int]:
        """``Base name: N`` for bases not in play: each brings N monsters when it enters play."""
        if not isinstance(node, MappingNode):
            self.fail(node, f"expected the monster numbers of bases not in play (a mapping of base name to a number), found {describe_found(node)}")
        numbers = {}
        for key, value in node.value:
            base = self.base_id(key)
            self.marked(f"monster_numbers[{base}]", key)
            numbers[base] = self.count(value, "a base's monster number")
        return numbers

    def once_used(self, node: Node) -> list[str]:
        items = self.sequence(node, "the once-per-turn uses")
        return [self.once_key(self.marked(f"once_used[{i}]", item), "once_used") for i, item in enumerate(items)]

    def once_key(self, node: Node, key: str) -> str:
        """A once-per-turn use (``once_used``, an extra play's ``once_key``) or a note's key
        (``memory``), as the engine keys them: words split by ':', the first naming the card
        by its ref (``talent:REF`` for a Talent, ``REF:ability``) or by its id (a limit every
        copy shares, ``zombies/tenacious-z``, perhaps ``@REF`` for one base); the words after
        it are the card's own (an ability, a player)."""
        what = "a once-per-turn use" if key == "once_used" else "a note's key"
        text = self.text(node, what)
        words = text.split(":")
        if key == "once_used" and words[0] == TALENT:
            words = words[1:]
            if len(words) != 1:
                self.fail(node, f"expected {what} talent:REF, naming the card by its ref (the refs are {self.known_refs()}), found {describe_found(node)}")
        card, at, place = words[0].partition("@")
        if card in self.refs and not at:
            return text
        if is_card_id(card) and (not at or place in self.refs):
            return text
        from difflib import get_close_matches

        close = get_close_matches(place if is_card_id(card) else card, list(self.refs), n=1, cutoff=0.5)  # refs are short
        hint = f"; did you mean '{close[0]}'?" if close else ""
        self.fail(node, f"expected {what} ({KEY_EXAMPLES[key]}) naming a card by a ref of the position (the refs are {self.known_refs()}) "
                        f"or by its id, found {describe_found(node)}{hint}")
