"""Reading what a position says about the moment beyond the cards: the lasting effects in force, the
extra plays granted and not yet used, the once-per-turn uses, what the turn has recorded
(plays, moves, destructions), and the notes cards keep across turns; and the keys of each, which
``write_moment`` and ``schema`` use too.

These name cards by reference: a card's ``ref`` (given on the card itself, ``{card: Walker,
ref: w1}``) or a base's name. Reading turns each into the model's plain mappings (a ref as
it is, a base as its id); ``write_moment`` turns them back.
"""

from __future__ import annotations

from smashup_rules.position.model import PHASES
from smashup_rules.position.names import base_ids, resolve_base_name, resolve_card_name
from smashup_rules.position.syntax.nodes import NOTHING, Nodes, describe_found
from smashup_rules.position.syntax.subset import MappingNode, Node, ScalarNode
from smashup_rules.reference import names


# Checked with string methods: ``re`` is no other part of reading a position (start-up).
_LETTERS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
_REF_CHARACTERS = _LETTERS | frozenset("0123456789_-")
EARLIER_ACTION = "earlier-action-"  # and a number: an action played before the position, card unknown
# A card of the Monster or Treasure deck or discard pile, by its place there (those piles list
# card names, without refs): "treasures-discard@5" is the sixth card of the treasure discard pile.
PILES = ("monsters-deck", "monsters-discard", "treasures-deck", "treasures-discard")
LASTING_KEYS = ("source", "card", "player", "targets", "stat", "amount", "until", "during")
STATS = ("power", "breakpoint", "cancel", "no-extra", "protect", "all-names", "discard-to-hand", "player-power")
IMMUNITY_KINDS = ("destroy", "move", "return", "place", "control", "counters", "attach", "power", "lasting", "discard", "transfer")
DURINGS = ("any", "others-turns")
EXTRA_PLAY_KEYS = (
    "kind", "source", "source_card", "max_power", "min_power", "base", "not_base", "base_without_own_minions",
    "card", "from_zone", "immediate", "once_key", "then_place", "cites", "not_named",
)  # fmt: skip
EXTRA_PLAY_REFERENCES = ("source", "base", "not_base", "card")
EXTRA_PLAY_NUMBERS = ("max_power", "min_power")
EXTRA_PLAY_FLAGS = ("base_without_own_minions", "immediate")
EXTRA_PLAY_TEXTS = ("from_zone", "once_key", "then_place", "not_named")
THIS_TURN_KEYS = ("plays", "minions_played", "actions_played", "moves", "destroyed", "titans_at_start", "scored")
# Each play of the turn, by any player (``this_turn.plays``), as ``TurnState.record_play`` keeps it.
PLAY_RECORD_KEYS = ("player", "card", "kind", "how", "base", "phase", "from")
PLAYED_KINDS = ("minion", "action", "titan", "monster")
PLAYED_HOWS = ("regular", "extra", "special", "rule", "as-though", "monster", "earlier")
MOVE_KEYS = ("by", "minion", "controller", "from", "to")
DESTROYED_KEYS = ("card", "controller", "base")


def is_ref(text: str) -> bool:
    """A letter, then letters, digits, '-' or '_' (ASCII): no ":", "@" or "/", which once-per-turn keys are split on."""
    return text[:1] in _LETTERS and all(char in _REF_CHARACTERS for char in text)


def is_earlier_action(text: str) -> bool:
    return text.startswith(EARLIER_ACTION) and text[len(EARLIER_ACTION):].isdecimal()


def is_pile_place(text: str) -> bool:
    pile, at, place = text.partition("@")
    return bool(at) and pile in PILES and place.isdecimal()


class MomentReader(Nodes):
    """Reads the moment's keys; ``refs`` holds every ref the position's cards define."""

    refs: dict[str, Node]

    def ref(self, node: Node) -> str:
        text = self.text(node, "a ref (a name for this card, such as w1)")
        if not is_ref(text):
            self.fail(node, f"expected a ref (a letter, then letters, digits, '-' or '_'), found {describe_found(node)}")
        if text in self.refs:
            self.fail(node, f"ref '{text}' is given twice (the other is on line {self.refs[text].start_mark.line + 1})")
        self.refs[text] = node
        return text

    def reference(self, node: Node, what: str) -> str:
        """A card's ref, or a base's name (the base's id in the model)."""
        text = self.text(node, what)
        if text in self.refs or is_pile_place(text):
            return text
        try:
            base = resolve_base_name(text)
        except names.UnknownName:
            base = None
        if base in base_ids():
            return base
        known = ", ".join(sorted(self.refs)) or "none"
        self.fail(node, f"expected {what}: a card's ref (the refs are {known}) or a base's name, found {describe_found(node)}")

    def references(self, node: Node, what: str) -> list[str]:
        return [self.reference(item, what) for item in self.sequence(node, what)]

    def lasting(self, node: Node, players: list[str]) -> list[dict]:
        effects = []
        for item in self.sequence(node, "the lasting effects"):
            keys = self.mapping(item, "a lasting effect", LASTING_KEYS, required=("source", "player", "until"))
            effect = {
                "source": self.reference(keys["source"], "the card whose effect it is"),
                "card": self.any_card_id(keys["card"]) if "card" in keys else None,
                "player": self.player_name(keys["player"], players),
                "targets": sorted(self.references(keys.get("targets", NOTHING), "a target of the effect")),
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
        for item in self.sequence(node, "the extra plays"):
            keys = self.mapping(item, "an extra play", EXTRA_PLAY_KEYS, required=("kind", "source"))
            granted = {"kind": self.choice_of(keys["kind"], "the kind of play", ("minion", "action")), "source_card": None}
            for key, value in keys.items():
                if key in EXTRA_PLAY_REFERENCES:
                    granted[key] = self.reference(value, f"the extra play's {key.replace('_', ' ')}")
                elif key in EXTRA_PLAY_NUMBERS:
                    granted[key] = self.count(value, key.replace("_", " "))
                elif key in EXTRA_PLAY_FLAGS:
                    granted[key] = self.flag(value, key.replace("_", " "))
                elif key in EXTRA_PLAY_TEXTS:
                    granted[key] = self.text(value, key.replace("_", " "))
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
            record["plays"] = [self.play_record(item, players) for item in self.sequence(keys["plays"], "the plays this turn")]
        for key in ("minions_played", "actions_played", "titans_at_start"):
            if key in keys:
                record[key] = [self.played(item, key) for item in self.sequence(keys[key], key.replace("_", " "))]
        if "moves" in keys:
            record["moves"] = [self.move(item, players) for item in self.sequence(keys["moves"], "the moves this turn")]
        if "destroyed" in keys:
            record["destroyed"] = [self.destroyed(item, players) for item in self.sequence(keys["destroyed"], "the cards destroyed this turn")]
        if "scored" in keys:
            record["scored"] = self.flag(keys["scored"], "whether the bases have scored this turn")
        return record

    def play_record(self, node: Node, players: list[str]) -> dict:
        """One play of the turn: who made it (none for a monster a base brings), the card, its kind,
        how it was made, and where: the base, the phase, the place it came from."""
        keys = self.mapping(node, "a play this turn", PLAY_RECORD_KEYS, required=("card", "kind", "how"))
        return {
            "player": self.player_name(keys["player"], players) if "player" in keys else None,
            "card": self.played(keys["card"], "actions_played"),
            "kind": self.choice_of(keys["kind"], "the kind of card played", PLAYED_KINDS),
            "how": self.choice_of(keys["how"], "how it was played", PLAYED_HOWS),
            "base": self.reference(keys["base"], "the base it was played at") if "base" in keys else None,
            "phase": self.choice_of(keys["phase"], "the phase it was played in", PHASES) if "phase" in keys else "play-cards",
            "from": self.text(keys["from"], "where it was played from") if "from" in keys else None,
        }

    def played(self, node: Node, key: str) -> str:
        if key == "actions_played" and isinstance(node, ScalarNode) and is_earlier_action(str(node.value)):
            return node.value
        return self.reference(node, f"a card in {key.replace('_', ' ')}")

    def move(self, node: Node, players: list[str]) -> dict:
        keys = self.mapping(node, "a move", MOVE_KEYS, required=("minion", "from", "to"))
        return {
            "by": self.player_name(keys["by"], players) if "by" in keys else None,
            "minion": self.reference(keys["minion"], "the minion moved"),
            "controller": self.player_name(keys["controller"], players) if "controller" in keys else None,
            "from": self.reference(keys["from"], "the base it moved from"),
            "to": self.reference(keys["to"], "the base it moved to"),
        }

    def destroyed(self, node: Node, players: list[str]) -> dict:
        keys = self.mapping(node, "a destroyed card", DESTROYED_KEYS, required=("card",))
        return {
            "card": self.reference(keys["card"], "the card destroyed"),
            "controller": self.player_name(keys["controller"], players) if "controller" in keys else None,
            "base": self.reference(keys["base"], "the base it was at") if "base" in keys else None,
        }

    def memory(self, node: Node) -> dict:
        if not isinstance(node, MappingNode):
            self.fail(node, f"expected the notes cards keep (a mapping), found {describe_found(node)}")
        return {self.text(key, "a note's key"): self.text(value, "a note") for key, value in node.value}

    def monster_numbers(self, node: Node) -> dict[str, int]:
        """``Base name: N`` for bases not in play: each brings N monsters when it enters play."""
        if not isinstance(node, MappingNode):
            self.fail(node, f"expected the monster numbers of bases not in play (a mapping of base name to a number), found {describe_found(node)}")
        return {self.base_id(key): self.count(value, "a base's monster number") for key, value in node.value}

    def once_used(self, node: Node) -> list[str]:
        return [self.text(item, "a once-per-turn use") for item in self.sequence(node, "the once-per-turn uses")]
