"""``explain --all-outcomes``: every way the decisions can go, merged into the distinct outcomes,
with a summary before the list.

**When two outcomes are the same** (``outcome_key``): when nothing on the board, nor anything the
rest of the game can read, tells them apart: where each card is, its controller, counters and the
cards on or under it; VP and the winner; what the turn has recorded and the lasting effects; the
error a run stopped on. Cards are told apart by what they are and where, not by instance id (two
Walkers that swap places leave the same board). The log is not compared: the order in which
things happened is not an outcome, except where a card reads it (the plays made this turn).

**Orders.** The engine keeps each zone as a list; a rule reads only some of these orders:

- read, so kept: each deck, the base deck and the Madness, monster and treasure decks (cards are
  drawn from the top); the titans at a base ("on a tie, the titan that was there first stays",
  titans.clash); the plays made this turn ("the first minion you played here this turn");
- read by one card, so kept when that card is in the game: the order in which minions came to a
  base (Complete the Ritual puts them on their owners' decks in that order,
  ``ARRIVAL_ORDER_READERS``); the order of the moves this turn (The Pasture: "the first time you
  move a minion here", ``MOVE_ORDER_READERS``);
- read by no rule, so left out: the order of a hand, a discard pile, the box, the cards on or
  under a card and those buried beside a base; minions' arrival order otherwise; the order of the
  destructions this turn, of the lasting effects, and of the cards an action has affected (read as
  sets, or to list a decision's options, which changes no result). A shuffle or a random pick
  reads every order, but what it gives is chance, not a consequence of the choices.

**Merging while exploring** (``choices.explore``): runs that reach the same point are explored
once. A point is a ``Frame.at`` of a procedure started the same way, with the same progress and
the same ``state_key``: every field of the state but its indexes and caches (and, of a card, what its printed data says),
and what the game is in the middle of (``State.in_progress``: the cards being played, the duel ...), by
instance id (every run gives a card the same id), of the log only what cards read (plays and destructions), and, "canonical", without the
minions' arrival order and the moves' order (when no card reading them is in the game) and the
order of the cards an action designated or affected. The procedures that mark points are ``move_some`` ("move any
number of your minions ...", between two minions) and ``apply_plays`` (between two plays). A merge
is right only if nothing reads the orders left out; the search checks that a point reached again
asks the same decision, and when chance is drawn (it reads every order) it starts again merging
exact states only.
"""

from __future__ import annotations

import re
from collections import Counter
from operator import attrgetter

from smashup_rules.explain.descriptions import PLAIN, card_fields, cards_fields, frozen, multiset, named_fields
from smashup_rules.engine.choices import Exploration, explore
from smashup_rules.engine.errors import EngineError
from smashup_rules.engine.game import Game
from smashup_rules.engine.resolve import apply_plays, new_game
from smashup_rules.engine.state import CardInstance, State
from smashup_rules.engine.zones import at_base, attached_to, buried_zone, stored_zone
from smashup_rules.explain.run import Explanation, snapshot
from smashup_rules.explain.result import result
from smashup_rules.util.records import Record

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from collections.abc import Callable

    from smashup_rules.engine.choices import Chooser

ARRIVAL_ORDER_READERS = frozenset({"minions-of-cthulhu/complete-the-ritual"})
MOVE_ORDER_READERS = frozenset({"sheep/the-pasture"})
EVERY_ORDER = frozenset({"arrival", "moves"})  # the orders only some cards read
# Of what the game is in the middle of (engine.in_progress), the cards being played, each with the
# targets it designated and the cards it affected, and what abilities affected outside plays:
# looked up by card, or listed as a decision's options (Fort Titanosaurus), never read in order.
UNORDERED_PROGRESS = frozenset({"resolutions", "affected_outside_plays"})
DRAWN_FROM = frozenset({"deck", "base-deck", "madness-deck", "monsters-deck", "treasures-deck"})
HUNG_FROM_CARDS = frozenset({"at", "on", "under", "buried"})  # zones described with their card
NOT_STATE = frozenset({"registry"})  # the card classes
COUNTERS = frozenset({"_next_id"})  # the one private field of a State that is not an index or cache of the rest
NOTHING = frozenset()  # what is on or under most cards
DESCRIBED_APART = frozenset({"zones", "cards", "log", "rng", "turn"})
UNNAMED = PLAIN - {str}  # plain values that never name a card (a text may: "talent:c12")
_NAME_PARTS = re.compile(r"[:@/]")  # "talent:c12", "treasures-discard@5": a card's id within a text
LOG_READ = frozenset({"play", "destroy"})  # what cards read of the log (World Champs, destroyed_by_this)


def explore_outcomes(position, limit: int) -> Exploration:
    """Run the position once per way its decisions can go (the file's scripted choices are not used)."""
    start, run = replays(position)
    return explore(run, outcome_key, keep=Ending.of, merging=Merging(start.rng.getstate()), limit=limit)


def replays(position) -> tuple[State, Callable[[Chooser], Explanation]]:
    """The position's state before its plays, and a function that resolves it afresh with a chooser."""
    start = new_game(position).state
    before = snapshot(start)  # every run starts from this state, with the same instance ids

    def run(chooser: Chooser) -> Explanation:
        game = new_game(position, chooser)
        explanation = Explanation(position.source, before, game)
        try:
            apply_plays(game, position.play)
        except EngineError as error:
            explanation.error = error
        return explanation

    return start, run


class Ending(Record):
    """What is kept of an outcome's first run: its result (as ``explain --json`` gives it) and error."""

    __slots__ = ("result", "error")

    def __init__(self, result: dict, error: str | None):
        self.result = result
        self.error = error

    @classmethod
    def of(cls, explanation: Explanation) -> Ending:
        return cls(result(explanation), str(explanation.error) if explanation.error else None)


# --- merging runs (choices.explore) --------------------------------------------------------------


class Merging:
    """What ``choices.explore`` asks to merge runs of a resolution."""

    def __init__(self, rng_at_start: tuple):
        self.rng_at_start = rng_at_start

    def drew_chance(self, state: State) -> bool:
        return state.rng.getstate() != self.rng_at_start

    @staticmethod
    def state_key(state: State, relaxed: bool) -> tuple:
        return state_key(state, relaxed)


def state_key(state: State, relaxed: bool) -> tuple:
    """Everything of ``state`` that what follows can read, by instance id; ``relaxed``: without the
    orders no rule reads (module doc), and without the random generator, which the search watches
    apart. Raises ``Unmergeable`` for a field it cannot describe."""
    kept = orders_read(state) if relaxed else EVERY_ORDER
    arrival = "arrival" in kept
    zones = [(key, tuple(iids) if arrival or key[:3] != "at:" else _minions_by_card(state, iids)) for key, iids in state.zones.items() if iids]
    zones.sort()  # by zone key (each key comes once)
    cards = state.cards
    names, values = _state_fields(state)
    fields = tuple([value if type(value) in PLAIN else frozen(value) for name, value in zip(names, values)])
    rng = None if relaxed else state.rng.getstate()
    progress = tuple([value if type(value) in PLAIN else frozen(value, relaxed and name in UNORDERED_PROGRESS) for name, value in named_fields(state.in_progress)])
    return tuple(zones), tuple(cards), cards_fields(cards.values()), names, fields, progress, _turn_key(state.turn, kept), _log_read(state.log), rng


def _state_fields(state: State) -> tuple[tuple[str, ...], tuple]:
    """The names of the fields of ``state`` that its keys describe (``_is_state``), and their values."""
    layout = tuple(vars(state))
    found = _LAYOUTS.get(layout)
    if found is None:
        names = tuple(name for name in layout if _is_state(name))
        found = _LAYOUTS[layout] = names, attrgetter(*names)
    names, values = found
    return names, values(state)


_LAYOUTS: dict[tuple[str, ...], tuple] = {}  # the fields of a State → those described, and their getter


def _is_state(name: str) -> bool:
    """Whether a field of a State is described with the rest: not the card classes, not what
    ``DESCRIBED_APART`` describes, and not the indexes and caches a State keeps of the rest
    (``_index``: filled or not, they say nothing the rest does not) nor the link to what the game
    is in the middle of (``_in_progress``, described apart)."""
    found = _STATE_FIELDS.get(name)
    if found is None:
        found = _STATE_FIELDS[name] = name not in NOT_STATE and name not in DESCRIBED_APART and (not name.startswith("_") or name in COUNTERS)
    return found


_STATE_FIELDS: dict[str, bool] = {}  # what ``_is_state`` found: every key asks about the same names


def orders_read(state: State) -> frozenset[str]:
    """Of the orders only some cards read, those read in this game (module doc)."""
    in_game = {card.card_id for card in state.cards.values()} | set(state.copied_abilities.values())
    return frozenset(
        order for order, readers in (("arrival", ARRIVAL_ORDER_READERS), ("moves", MOVE_ORDER_READERS)) if readers & in_game
    )


def _minions_by_card(state: State, iids: list[str]) -> tuple:
    """The minions at a base without the order they came in: titans in the order they came
    (titans.clash); the other minions by card, the copies of a card in the order they came (a
    Talent of several copies is used from the first)."""
    cards, titans, copies = state.cards, [], {}
    for iid in iids:
        card = cards[iid]
        if card.kind == "titan":
            titans.append(iid)
        else:
            copies.setdefault(card.card_id, []).append(iid)
    return tuple(titans), tuple(sorted([(card_id, tuple(same)) for card_id, same in copies.items()]))


def _turn_key(turn, kept: frozenset[str]) -> tuple:
    moves_unordered = "moves" not in kept
    return tuple([(name, value if type(value) in PLAIN else frozen(value, moves_unordered and name == "moves")) for name, value in named_fields(turn)])


def _log_read(log) -> tuple:
    """What cards read of the log: plays and destructions, and where each turn started."""
    return tuple((event.kind, event.cards, event.players) for event in log if event.kind in LOG_READ or _starts_turn(event))


def _starts_turn(event) -> bool:
    return event.kind == "phase" and "turn.start" in event.cites


# --- what makes two outcomes the same ------------------------------------------------------------


def outcome_key(explanation: Explanation) -> tuple:
    return _Board(explanation.state).key(), str(explanation.error) if explanation.error else None


class _Board:
    """A state described by what its cards are and where they are, with the orders rules read
    (module doc): no instance ids, so two copies of a card that swap places change nothing."""

    def __init__(self, state: State):
        self.state = state
        self.kept = orders_read(state)
        self.refs: dict[str, tuple] = {}  # what ``ref`` and ``named`` gave: the same texts recur in every field
        self.names: dict[str, object] = {}
        # Whether any card has cards on or under it (most boards: none, and ``hung`` need not look).
        self.holding = any(iids for key, iids in state.zones.items() if key.partition(":")[0] in ("on", "under"))

    def key(self) -> tuple:
        state = self.state
        bases = tuple(self.base(state.cards[iid]) for iid in state.zones.get("bases", ()))
        piles = tuple(
            sorted((key, self.pile(key, iids)) for key, iids in state.zones.items() if iids and key != "bases" and key.partition(":")[0] not in HUNG_FROM_CARDS)
        )  # fmt: skip
        names, values = _state_fields(state)
        fields = tuple([value if type(value) in UNNAMED else self.described(value, name != "players") for name, value in zip(names, values)])
        progress = tuple([value if type(value) in UNNAMED else self.described(value, True) for _, value in named_fields(state.in_progress)])
        return bases, piles, names, fields, progress, self.turn(), self.log()

    def card(self, card: CardInstance) -> tuple:
        if not self.holding:
            return card.card_id, card_fields(card), NOTHING, NOTHING
        return card.card_id, card_fields(card), self.hung(attached_to(card.iid)), self.hung(stored_zone(card))

    def hung(self, zone: str) -> frozenset:
        iids = self.state.zones.get(zone)
        if not iids:
            return NOTHING  # most cards have nothing on or under them
        cards = self.state.cards
        return multiset(self.card(cards[iid]) for iid in iids)

    def pile(self, key: str, iids: list[str]) -> tuple | frozenset:
        cards = [self.card(self.state.cards[iid]) for iid in iids]
        return tuple(cards) if key.partition(":")[0] in DRAWN_FROM else multiset(cards)

    def base(self, base: CardInstance) -> tuple:
        here = self.state.zone(at_base(base.iid))
        if "arrival" in self.kept:
            minions = tuple(self.card(card) for card in here)
        else:
            titans = tuple(self.card(card) for card in here if card.kind == "titan")
            minions = (titans, multiset(self.card(card) for card in here if card.kind != "titan"))
        return self.card(base), minions, self.hung(buried_zone(base))

    def ref(self, iid: str) -> tuple:
        """A card something refers to: what it is and where."""
        found = self.refs.get(iid)
        if found is None:
            card = self.state.cards[iid]
            place, _, holder = card.zone.partition(":")
            found = self.refs[iid] = card.card_id, place, self.ref(holder) if holder in self.state.cards else holder
        return found

    def described(self, value, unordered: bool = False):
        """Like ``frozen``, with each card (or instance id, alone or in a key such as
        "talent:c12") named by ``ref``, and dicts without order."""
        kind = type(value)
        if kind is str:
            return self.named(value)
        if kind in PLAIN:
            return value
        if kind is CardInstance:
            return self.ref(value.iid)
        if kind is list or kind is tuple:
            items = tuple([item if type(item) in UNNAMED else self.described(item, unordered) for item in value])
            return multiset(items) if unordered and kind is list else items
        if kind is set or kind is frozenset:
            return frozenset([item if type(item) in UNNAMED else self.described(item) for item in value])
        if kind is dict:
            described = self.described
            return frozenset([(described(k), v if type(v) in UNNAMED else described(v, unordered)) for k, v in value.items()])
        if isinstance(value, (State, Game, type)) or callable(value):
            return frozen(value)
        return (kind.__qualname__, tuple((name, self.described(field, unordered)) for name, field in named_fields(value)))

    def named(self, text: str):
        found = self.names.get(text)
        if found is None:
            cards = self.state.cards
            if text in cards:
                found = self.ref(text)
            else:
                words = _NAME_PARTS.split(text)
                found = tuple(self.ref(word) if word in cards else word for word in words) if any(word in cards for word in words) else text
            self.names[text] = found
        return found

    def turn(self) -> tuple:
        """The turn's record: its plays in order; its moves in order only where a card reads it."""
        unordered = {"destroyed"} | ({"moves"} - self.kept)
        return tuple([(name, value if type(value) in UNNAMED else self.described(value, name in unordered)) for name, value in named_fields(self.state.turn)])

    def log(self) -> tuple:
        """Of the log, what cards read: the plays (in order) and the destructions."""
        events = [(event.kind, tuple(map(self.ref, event.cards)), event.players) for event in self.state.log if event.kind in LOG_READ or _starts_turn(event)]
        return tuple(event for event in events if event[0] != "destroy"), multiset(event for event in events if event[0] == "destroy")


# --- the summary ---------------------------------------------------------------------------------


class Summary(Record):
    """What a person reads first: what is the same in every outcome, and what varies."""

    __slots__ = ("same", "varies", "vp", "cards", "shown")

    def __init__(self, same: list[str], varies: list[str], vp: dict[str, dict[str, int]], cards: list[dict], shown: frozenset[str]):
        self.same = same
        self.varies = varies
        self.vp = vp  # player → {"min", "max"}
        self.cards = cards  # the cards whose place varies: card, instance, name, from, places
        self.shown = shown  # what each outcome of the list shows beside its cards' places: "vp", "power", "counters", "deck:<player>"


def summarize(exploration: Exploration, places: _Places | None = None) -> Summary:
    endings = [outcome.result for outcome in exploration.outcomes]
    places = places or _Places(endings)
    same = [f"{name}: {start} → {end}" for name, start, end in places.same_moves()]
    varies = places.lines()
    shown = set()
    vp = _ranges([ending.result["vp"] for ending in endings])
    _sort_line("VP: " + _spans(vp), _varies(vp), "vp", same, varies, shown)
    power = _ranges([{base["name"]: base["total_power"] for base in ending.result["bases"]} for ending in endings])
    breakpoints = {base["name"]: base["current_breakpoint"] for ending in endings for base in ending.result["bases"]}
    at_bases = ", ".join(f"{name} {_span(*power[name])} ({breakpoints[name]})" for name in power)
    _sort_line(f"power at each base (breakpoint): {at_bases}", _varies(power), "power", same, varies, shown)
    for name, line in _deck_orders(endings):
        _sort_line(line, True, f"deck:{name}", same, varies, shown)
    counters = _ranges([_counters(ending) for ending in endings])
    varying = {name: span for name, span in counters.items() if span[0] != span[1]}
    _sort_line("+1 power counters: " + _spans(varying) if varying else "", bool(varying), "counters", same, varies, shown)
    for line, constant in (_winners(endings), _errors(endings)):
        _sort_line(line, not constant, "", same, varies, shown)
    looks = {_looks(ending, places.in_outcome(number), shown) for number, ending in enumerate(endings)}
    if len(looks) < len(endings):
        hidden = len(endings) - len(looks)
        varies.append(f"{_plural(hidden, 'outcome looks', 'outcomes look')} like another here: the rest of the turn tells them apart (the moves made, the plays, the effects in force)")
    cards = [{"card": places.cards[iid][0], "instance": iid, "name": places.cards[iid][1], "from": places.start[iid], "places": list(places.of(iid))} for iid in places.varying]
    vp_json = {player: {"min": low, "max": high} for player, (low, high) in vp.items()}
    return Summary(same, varies, vp_json, cards, frozenset(shown))


def _sort_line(line: str, varying: bool, aspect: str, same: list[str], varies: list[str], shown: set[str]) -> None:
    """File ``line`` under what is the same or what varies; a varying aspect is shown with each outcome."""
    if not line:
        return
    (varies if varying else same).append(line)
    if varying and aspect:
        shown.add(aspect)


def _varies(ranges: dict[str, tuple[int, int]]) -> bool:
    return any(low != high for low, high in ranges.values())


class _Places:
    """Where each card that moved in some outcome is, in each outcome."""

    def __init__(self, endings: list[Ending]):
        self.cards: dict[str, tuple[str, str]] = {}  # instance → card id, name
        self.start: dict[str, str] = {}
        for ending in endings:
            for move in ending.result["moved"]:
                self.cards.setdefault(move["instance"], (move["card"], move["name"]))
                self.start.setdefault(move["instance"], move["from"])
        self.ends = [{move["instance"]: move["to"] for move in ending.result["moved"]} for ending in endings]
        self.places = {iid: self._places_of(iid) for iid in self.cards}
        self.varying = [iid for iid in self.cards if len(self.places[iid]) > 1]
        self.order = list(dict.fromkeys(place for iid in self.varying for place in self.places[iid]))

    def at(self, outcome: int, iid: str) -> str:
        return self.ends[outcome].get(iid, self.start[iid])

    def of(self, iid: str) -> tuple[str, ...]:
        return self.places[iid]

    def _places_of(self, iid: str) -> tuple[str, ...]:
        """The places ``iid`` ends at: where it started first, then in the order first seen."""
        found = dict.fromkeys(self.at(outcome, iid) for outcome in range(len(self.ends)))
        return tuple(sorted(found, key=lambda place: place != self.start[iid]))

    def same_moves(self) -> list[tuple[str, str, str]]:
        return [(self.cards[iid][1], self.start[iid], self.at(0, iid)) for iid in self.cards if iid not in self.varying]

    def lines(self) -> list[str]:
        groups: dict[tuple[str, ...], list[str]] = {}
        for iid in self.varying:
            groups.setdefault(self.of(iid), []).append(self.cards[iid][1])
        lines = [_ends_at(names, places) for places, names in groups.items()]
        if len(self.varying) > 1:
            combinations = len({tuple(self.at(outcome, iid) for iid in self.varying) for outcome in range(len(self.ends))})
            possible = 1
            for iid in self.varying:
                possible *= len(self.of(iid))
            lines.append(
                f"all {possible:,} combinations of these places happen"
                if combinations == possible
                else f"{combinations:,} of the {possible:,} combinations of these places happen"
            )
        return lines

    def in_outcome(self, outcome: int) -> str:
        """Where the varying cards are in one outcome: "Jungle Oasis: Buccaneer, Zapbot · ..."."""
        by_place: dict[str, list[str]] = {}
        for iid in self.varying:
            by_place.setdefault(self.at(outcome, iid), []).append(self.cards[iid][1])
        return " · ".join(f"{place}: {', '.join(by_place[place])}" for place in self.order if place in by_place)


def _ends_at(names: list[str], places: tuple[str, ...]) -> str:
    where = f"either {places[0]} or {places[1]}" if len(places) == 2 else f"any of {_listed(list(places))}"
    return f"{names[0]} ends at {where}" if len(names) == 1 else f"each of {_listed(names)} ends at {where}"


def _listed(words: list[str]) -> str:
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} and {words[-1]}"


def _plural(number: int, one: str, many: str) -> str:
    return f"{number:,} {one if number == 1 else many}"


def _ranges(values: list[dict[str, int]]) -> dict[str, tuple[int, int]]:
    """Each key's lowest and highest value, keys in the order first seen."""
    ranges: dict[str, tuple[int, int]] = {}
    for value in values:
        for name, number in value.items():
            low, high = ranges.get(name, (number, number))
            ranges[name] = (min(low, number), max(high, number))
    return ranges


def _span(low: int, high: int) -> str:
    return str(low) if low == high else f"{low}–{high}"


def _spans(ranges: dict[str, tuple[int, int]]) -> str:
    return ", ".join(f"{name} {_span(*span)}" for name, span in ranges.items())


def _deck_orders(endings: list[Ending]) -> list[tuple[str, str]]:
    """For each player whose deck varies (its cards or their order), the line that says so."""
    lines = []
    for player in endings[0].result["players"] if endings else ():
        orders = list(dict.fromkeys(_deck(ending, player["name"]) for ending in endings))
        if len(orders) > 1:
            shown = ": " + "; ".join(", ".join(order) or "empty" for order in orders) if len(orders) <= 4 else ""
            lines.append((player["name"], f"{player['name']}'s deck (top first) is one of {len(orders)} piles{shown}"))
    return lines


def _deck(ending: Ending, name: str) -> tuple[str, ...]:
    player = next(p for p in ending.result["players"] if p["name"] == name)
    return tuple(card["name"] for card in player["deck"])


def _counters(ending: Ending) -> dict[str, int]:
    return {f"{minion['name']} ({minion['controller']})": minion["counters"] for base in ending.result["bases"] for minion in base["minions"]}


def _winners(endings: list[Ending]) -> tuple[str, bool]:
    winners = Counter(ending.result["winner"] or "nobody" for ending in endings)
    if len(winners) == 1:
        winner = next(iter(winners))
        return ("" if winner == "nobody" else f"winner: {winner}"), True
    return "winner: " + ", ".join(f"{name} in {_plural(count, 'outcome', 'outcomes')}" for name, count in winners.items()), False


def _errors(endings: list[Ending]) -> tuple[str, bool]:
    errors = [ending.error for ending in endings if ending.error]
    if not errors:
        return "", True
    if len(errors) == len(endings) and len(set(errors)) == 1:
        return f"the resolution stops: {errors[0]}", True
    return f"{_plural(len(errors), 'outcome stops', 'outcomes stop')} on an error (shown with each)", False


def _looks(ending: Ending, places: str, shown: frozenset[str] | set[str]) -> tuple:
    """What the list shows of an outcome."""
    return places, tuple(_details(ending, shown))


def _details(ending: Ending, shown: frozenset[str] | set[str]) -> list[str]:
    """Beside its cards' places, what the list shows of one outcome: only what varies."""
    result = ending.result
    lines = []
    if "vp" in shown:
        lines.append("VP: " + ", ".join(f"{player} {vp}" for player, vp in result["vp"].items()))
    if "power" in shown:
        powers = [f"{base['name']} {base['total_power']}/{base['current_breakpoint']}" for base in result["bases"] if base["total_power"]]
        lines.append("power/breakpoint: " + (", ".join(powers) or "no power anywhere"))
    if "counters" in shown:
        counted = [f"{name} {number}" for name, number in _counters(ending).items() if number]
        lines.append("+1 power counters: " + (", ".join(counted) or "none"))
    for player in result["players"]:
        if f"deck:{player['name']}" in shown:
            lines.append(f"{player['name']}'s deck (top first): " + (", ".join(card["name"] for card in player["deck"]) or "empty"))
    if ending.error:
        lines.append(f"Stopped: {ending.error}")
    return lines


# --- output --------------------------------------------------------------------------------------


def outcomes_json(exploration: Exploration) -> dict:
    summary = summarize(exploration)
    return {
        "complete": exploration.complete,
        "runs": exploration.runs,
        "sequences": exploration.sequences,
        "merging": exploration.merging,
        "message": exploration.message,
        "summary": {"same": summary.same, "varies": summary.varies, "vp": summary.vp, "cards": summary.cards},
        "outcomes": [
            {"sequences": outcome.sequences, "paths": outcome.paths, "error": outcome.result.error, "result": outcome.result.result}
            for outcome in exploration.outcomes
        ],
    }


def render_outcomes(out, exploration: Exploration) -> None:
    """The message, the summary, then each outcome with what varies."""
    out.line((exploration.message, "bold" if exploration.complete else "warn"))
    places = _Places([outcome.result for outcome in exploration.outcomes])
    summary = summarize(exploration, places)
    out.blank()
    out.line(("Summary", "bold"))
    for title, lines in (("The same in every outcome", summary.same), ("What varies", summary.varies)):
        if lines:
            out.line(f"  {title}:")
            for line in lines:
                out.line(f"    {line}")
    for number, outcome in enumerate(exploration.outcomes):
        out.blank()
        count = _plural(outcome.sequences, "choice sequence", "choice sequences")
        out.line((f"Outcome {number + 1}", "title"), f" — {count}, e.g.: ", " → ".join(outcome.paths[0]) or "(no decisions)")
        for line in [places.in_outcome(number), *_details(outcome.result, summary.shown)]:
            if line:
                out.line(f"  {line}")
