"""The moment beyond the cards as a game can have it (part of ``validate``): every reference of
the lasting effects, extra plays and turn record names a card or base of the game, of the kind
its key needs, and the records agree with each other and with the phase.

A reference is a card's ref, a base's name, or a place in a Monster or Treasure pile
("monsters-deck@0"); reading made sure each ref is given somewhere, this checks what it names.
"""

from __future__ import annotations

from smashup_rules.position.check_cards import a_kind, base_places, placed_cards, plural
from smashup_rules.position.model import PHASES, Position
from smashup_rules.position.names import base_ids, card_name, card_record, kind_of
from smashup_rules.position.read_moment import PILES, is_earlier_action
from smashup_rules.reference import data

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from collections.abc import Callable, Iterator

    from smashup_rules.position.check_cards import Problem


PILE_KEYS = dict(zip(PILES, ("monster_deck", "monster_discard", "treasure_deck", "treasure_discard", "madness_deck")))
PILE_WORDS = dict(zip(PILES, ("the Monster deck", "the monster discard pile", "the Treasure deck", "the treasure discard pile", "the Madness deck")))
ON_BASES = ("breakpoint", "player-power", "no-extra", "protect")  # lasting effects whose targets are bases
ON_MINIONS = ("power", "all-names", "ability")  # and those whose targets are minions (or titans)
FUSION = "Fusion"  # a card whose text starts so is a minion and an action (play.fusion_kind)
REGULAR_KINDS = ("minion", "action")


class Named:
    """What a reference names: the card (or base) and where it is, in words."""

    __slots__ = ("card_id", "place")

    def __init__(self, card_id: str, place: str):
        self.card_id = card_id
        self.place = place  # "at Tortuga", "in Alice's hand", "in play" (a base)


class ReferenceTable:
    """What the references of one position can name."""

    def __init__(self, position: Position):
        self.position = position
        self.named: dict[str, Named] = {}
        for placed in placed_cards(position):
            if placed.card.ref:
                self.named[placed.card.ref] = Named(placed.card.card, placed.place)
        for base_id, place, _ in base_places(position):
            self.named.setdefault(base_id, Named(base_id, place))
        for base in position.bases:
            if base.ref:
                self.named[base.ref] = Named(base.card, "in play")
        for base_id, ref in position.base_refs.items():
            self.named[ref] = self.named[base_id]
        for path, ref in position.pile_refs.items():
            key, _, index = path.partition("[")
            pile = next(pile for pile, pile_key in PILE_KEYS.items() if pile_key == key)
            self.named[ref] = Named(getattr(position, key)[int(index.rstrip("]"))], f"in {PILE_WORDS[pile]}")
        if position.base_deck is None:  # the default deck: the other bases of the players' factions
            for player in position.players:
                for faction in player.factions:
                    for base_id in data.factions().get(faction, {"bases": ()})["bases"]:
                        self.named.setdefault(base_id, Named(base_id, "in the base deck"))

    def look_up(self, reference: str) -> Named | str:
        """What ``reference`` names, or why it names nothing."""
        if reference in self.named:
            return self.named[reference]
        pile, _, place = reference.partition("@")
        if pile in PILES:
            cards = getattr(self.position, PILE_KEYS[pile])
            if isinstance(cards, int):  # the Madness deck, by its count: every card the same
                cards = ["madness/madness"] * cards
            if cards is None:
                return f"'{reference}' points into {PILE_WORDS[pile]}, which the position does not list; list it ('{PILE_KEYS[pile]}') to point at one of its cards"
            if int(place) >= len(cards):
                return f"'{reference}' points at card {int(place) + 1} of {PILE_WORDS[pile]}, which holds {plural(len(cards), 'card')}"
            return Named(cards[int(place)], f"in {PILE_WORDS[pile]}")
        if reference in base_ids():
            return (f"{card_name(reference)} is nowhere in this game: not in play, in the base deck or discard pile "
                    "(left out, the base deck holds the players' factions' other bases), in the box or stored under a card")
        return f"'{reference}' is the ref of no card of the position"  # a position made in code, not read from a file


def _a_kind(card_id: str) -> str:
    return "a monster" if card_record(card_id)["group"] == "monsters" else a_kind(card_id)


def _why_not(card_id: str, need: str) -> str:
    if need == "minion" and card_record(card_id)["group"] == "monsters":
        return " (a monster played is nobody's minion play, monsters.play)"
    return ""


def said(reference: str, named: Named) -> str:
    """A reference and what it names, in words: "'w1' is Walker at Tortuga", "Tortuga is in play"."""
    if reference == named.card_id:
        return f"{card_name(reference)} is {named.place}"
    return f"'{reference}' is {card_name(named.card_id)} {named.place}"


# --- what each key needs --------------------------------------------------------------------------
# Each takes the card id named and answers whether it fits.


def _text(card_id: str) -> str:
    return card_record(card_id)["text"] or ""


def _is_minion(card_id: str) -> bool:
    return (kind_of(card_id) == "minion" and card_record(card_id)["group"] != "monsters") or _text(card_id).startswith(FUSION)


def _is_action(card_id: str) -> bool:
    # A Fusion card played as an action; an ability used "as though you had played an action" (Monet).
    return kind_of(card_id) == "action" or _text(card_id).startswith(FUSION) or "as though you had played an action" in _text(card_id)


NEEDS: dict[str, tuple[str, Callable[[str], bool]]] = {
    "minion": ("a minion", _is_minion),
    "action": ("an action", _is_action),
    "titan": ("a titan", lambda card_id: kind_of(card_id) == "titan"),
    "monster": ("a monster", lambda card_id: card_record(card_id)["group"] == "monsters"),
    "minion or titan": ("a minion or a titan", lambda card_id: kind_of(card_id) in ("minion", "titan")),
    "base": ("a base", lambda card_id: kind_of(card_id) == "base"),
    "any": ("a card or a base", lambda card_id: True),
}


def reference_problems(position: Position) -> Iterator[Problem]:
    """Every reference of the moment names something of the game, of the kind its key needs."""
    table = ReferenceTable(position)
    for path, key, reference, need in _references(position):
        if is_earlier_action(reference):
            continue
        named = table.look_up(reference)
        mark = position.marks.get(path)
        if isinstance(named, str):
            yield (mark, f"{key}: {named}")
            continue
        words, fits = NEEDS[need]
        if kind_of(named.card_id) is not None and not fits(named.card_id):
            yield (mark, f"{key}: {said(reference, named)}, {_a_kind(named.card_id)}; expected {words}{_why_not(named.card_id, need)}")
    for index, effect in enumerate(position.lasting):
        source = table.look_up(effect["source"])
        card = effect.get("card")
        if card and kind_of(card) == "base" and isinstance(source, Named) and source.card_id != card:
            yield (position.marks.get(f"lasting[{index}].card"),
                   f"lasting.card: {card_name(card)} is a base, but the source is {card_name(source.card_id)}; "
                   "expected the source's own card or the card whose abilities it copies (bases are not copied)")


def _references(position: Position) -> Iterator[tuple[str, str, str, str]]:
    """Each reference with its path, its key in words and what it needs (a key of ``NEEDS``).

    A lasting effect's target may have left play since the effect started: the engine keeps it
    among the targets (docs/positions.md), so only its kind is checked."""
    for index, effect in enumerate(position.lasting):
        path = f"lasting[{index}]"
        yield f"{path}.source", "lasting.source", effect["source"], "any"
        stat = effect.get("stat", "power")
        need = "base" if stat in ON_BASES else "minion or titan" if stat in ON_MINIONS else "any"
        for at, target in enumerate(effect.get("targets", ())):
            yield f"{path}.targets[{at}]", "lasting.targets", target, need
    for index, granted in enumerate(position.extra_plays):
        path = f"extra_plays[{index}]"
        yield f"{path}.source", "extra_plays.source", granted["source"], "any"
        for key in ("base", "not_base"):
            if granted.get(key) is not None:
                yield f"{path}.{key}", f"extra_plays.{key}", granted[key], "base"
        if granted.get("card") is not None:
            yield f"{path}.card", "extra_plays.card", granted["card"], granted["kind"]
        if granted.get("affects") is not None:
            yield f"{path}.affects", "extra_plays.affects", granted["affects"], "minion"
    record = position.this_turn
    for index, play in enumerate(record.get("plays", ())):
        path = f"this_turn.plays[{index}]"
        yield f"{path}.card", "this_turn.plays.card", play["card"], play["kind"]
        if play.get("base") is not None:
            yield f"{path}.base", "this_turn.plays.base", play["base"], "base"
    for key, need in (("minions_played", "minion"), ("actions_played", "action"), ("titans_at_start", "titan")):
        for index, reference in enumerate(record.get(key, ())):
            yield f"this_turn.{key}[{index}]", f"this_turn.{key}", reference, need
    for index, move in enumerate(record.get("moves", ())):
        path = f"this_turn.moves[{index}]"
        yield f"{path}.minion", "this_turn.moves.minion", move["minion"], "minion or titan"
        for key in ("from", "to"):
            yield f"{path}.{key}", f"this_turn.moves.{key}", move[key], "base"
    for index, destroyed in enumerate(record.get("destroyed", ())):
        path = f"this_turn.destroyed[{index}]"
        yield f"{path}.card", "this_turn.destroyed.card", destroyed["card"], "any"
        if destroyed.get("base") is not None:
            yield f"{path}.base", "this_turn.destroyed.base", destroyed["base"], "base"


# --- records that agree ---------------------------------------------------------------------------


def record_problems(position: Position) -> Iterator[Problem]:
    """The turn's records agree with each other and with the phase."""
    yield from _phase_problems(position)
    yield from _play_record_problems(position)
    if position.phase == "play-cards":  # the only phase whose regular plays a position states
        yield from _regular_play_problems(position)
    for index, granted in enumerate(position.extra_plays):
        low, high = granted.get("min_power"), granted.get("max_power")
        if low is not None and high is not None and low > high:
            yield (position.marks.get(f"extra_plays[{index}].min_power"),
                   f"extra_plays.min_power: {low} is above max_power ({high}); no minion's power is both")
    for index, move in enumerate(position.this_turn.get("moves", ())):
        if move["from"] == move["to"]:
            base = card_name(move["to"]) if move["to"] in base_ids() else f"'{move['to']}'"
            yield (position.marks.get(f"this_turn.moves[{index}].to"),
                   f"this_turn.moves.to: {base} is the base it moved from; a minion moves to another base (terms.move)")


def _phase_problems(position: Position) -> Iterator[Problem]:
    record = position.this_turn
    if record.get("scored") and PHASES.index(position.phase) < PHASES.index("score-bases"):
        yield (position.marks.get("this_turn.scored"),
               f"this_turn.scored is true, but the phase is {position.phase}; the bases score in the Score Bases phase, after Play Cards")
    if position.phase != "start-turn":
        return
    for key, count in (("minions", position.minion_plays_used), ("actions", position.action_plays_used)):
        if count:
            yield (position.marks.get(f"played_this_turn.{key}"),
                   f"played_this_turn.{key} is {count}, but the phase is start-turn; the Play Cards phase, whose plays it counts, has not begun")
    for key in ("minions_played", "actions_played"):
        if record.get(key):
            yield (position.marks.get(f"this_turn.{key}"),
                   f"this_turn.{key} lists the cards played in the Play Cards phase, but the phase is start-turn; it has not begun")


def _play_record_problems(position: Position) -> Iterator[Problem]:
    now = PHASES.index(position.phase)
    for index, play in enumerate(position.this_turn.get("plays", ())):
        path = f"this_turn.plays[{index}]"
        card = play["card"]
        phase = play.get("phase", "play-cards")  # left out by a position made in code (engine.convert)
        if PHASES.index(phase) > now:
            yield (position.marks.get(f"{path}.phase", position.marks.get(path)),
                   f"this_turn.plays: '{card}' was played in the {phase} phase, but the phase is {position.phase}; a turn's phases come in order")
        if (play["kind"] == "monster") != (play["how"] == "monster"):
            yield (position.marks.get(f"{path}.how"),
                   f"this_turn.plays: a {play['kind']} play made '{play['how']}'; a monster is played as a monster (how: monster), and only a monster is (monsters.play)")
        if play.get("player") is None and play["kind"] != "monster":
            yield (position.marks.get(path),
                   f"this_turn.plays: a {play['kind']} play by nobody; only a monster a base brings is played by no player (monsters.bases)")
        if is_earlier_action(card) and play["kind"] != "action":
            yield (position.marks.get(f"{path}.card"), f"this_turn.plays: '{card}' stands for an action played earlier; expected kind: action")


def _regular_play_problems(position: Position) -> Iterator[Problem]:
    """The regular plays used (``played_this_turn``) against the plays recorded. With every play
    recorded (``plays``), each regular play shows; a regular play used shows as a play of its
    kind (regular, made before the position, or an ability used instead) or as a titan played in
    its place. ``actions_played`` lists the actions ``played_this_turn.actions`` counts."""
    record = position.this_turn
    used = {"minion": position.minion_plays_used, "action": position.action_plays_used}
    if "plays" in record:
        mine = [(index, play) for index, play in enumerate(record["plays"]) if play.get("player") == position.turn and play.get("phase", "play-cards") == "play-cards"]
        titans = [index for index, play in mine if play["kind"] == "titan" and play["how"] == "regular"]
        for kind in REGULAR_KINDS:
            regular = [index for index, play in mine if play["kind"] == kind and play["how"] == "regular"]
            if len(regular) > 1:
                yield (position.marks.get(f"this_turn.plays[{regular[1]}]"),
                       f"this_turn.plays records {len(regular)} regular {kind} plays by {position.turn}; a turn has one regular {kind} play")
            elif regular and not used[kind]:
                yield (position.marks.get(f"this_turn.plays[{regular[0]}]"),
                       f"this_turn.plays records {position.turn}'s regular {kind} play, but played_this_turn.{kind}s is 0")
            elif used[kind] and not titans and not any(play["kind"] == kind and play["how"] in ("regular", "earlier", "as-though") for _, play in mine):
                yield (position.marks.get(f"played_this_turn.{kind}s"),
                       f"played_this_turn.{kind}s is {used[kind]}, but this_turn.plays records no {kind} {position.turn} played "
                       "(regular, earlier or by an ability used instead) nor a titan played instead of a regular play")
        if titans and not used["minion"] and not used["action"]:
            yield (position.marks.get(f"this_turn.plays[{titans[0]}]"),
                   f"this_turn.plays records {position.turn}'s titan played instead of a regular play, but played_this_turn says no regular play is used")
    listed = len(record["actions_played"]) if "actions_played" in record else None
    if listed is not None and used["action"] > max(listed, 1):
        yield (position.marks.get("played_this_turn.actions"),
               f"played_this_turn.actions is {used['action']}, but this_turn.actions_played lists {plural(listed, 'action')}; "
               f"with actions_played, list every action played this turn")
