"""Generated positions, the moment beyond the cards included (lasting effects, extra plays,
once-per-turn uses, the turn's record, notes, the box, stored cards, the shared piles): one
that a game could reach reads back the same after it is written, and ``validate`` accepts it;
one that is mutated into anything else is refused with a located ``PositionError`` or, when
``validate`` accepts it, builds a game state without an internal error. Loading and checking
never raise anything but ``PositionError``."""

from __future__ import annotations

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from smashup_rules.engine.convert.to_state import state_from_position
from smashup_rules.position import PHASES, PositionError, dump_position, load_position, validate
from smashup_rules.position.read_moment import EXTRA_PLAY_ZONES, PILES, PLAY_ORIGINS, PLAYED_HOWS, PLAYED_KINDS, STATS
from smashup_rules.reference import data
from smashup_rules.simulate.game import faction_deck

NAMES = ["Alice", "Bob", "Carol"]
# Factions with bases whose cards all have a known kind (a card of unknown kind takes no kind checks).
FACTIONS = sorted(f for f in data.factions() if data.factions()[f]["bases"] and all(data.cards()[c]["kind"] for c in faction_deck(f)))
MONSTERS = sorted(data.decks()["monsters"]["cards"])
TREASURES = sorted(data.decks()["treasures"]["cards"])
EVERY_CARD = sorted(data.cards())
EVERY_BASE = sorted(c for c, card in data.cards().items() if card["kind"] == "base")
SETTINGS = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def kind(card_id: str) -> str | None:
    return data.cards()[card_id]["kind"]


class _Refs:
    """Hands out refs (r0, r1 ...) and remembers what each names."""

    def __init__(self):
        self.kinds: dict[str, str] = {}

    def give(self, entry: dict, card_id: str) -> dict:
        ref = f"r{len(self.kinds)}"
        self.kinds[ref] = kind(card_id)
        return {**entry, "ref": ref}

    def of(self, *kinds: str) -> list[str]:
        return [ref for ref, k in self.kinds.items() if k in kinds]


@st.composite
def documents(draw) -> dict:
    """A position file, as the mapping YAML reads, that a game could reach."""
    count = draw(st.integers(2, 3))
    factions = draw(st.lists(st.sampled_from(FACTIONS), min_size=2 * count, max_size=2 * count, unique=True))
    pool_of_bases = [b for f in factions for b in data.factions()[f]["bases"]]
    bases_in_play = draw(st.lists(st.sampled_from(pool_of_bases), min_size=2, max_size=3, unique=True))
    refs = _Refs()
    players, bases = [], [{"name": base_id, "cards": [], "stored": []} for base_id in bases_in_play]
    for index in range(count):
        name, pair = NAMES[index], factions[2 * index: 2 * index + 2]
        cards = draw(st.permutations(faction_deck(pair[0]) + faction_deck(pair[1])))
        zones = {}
        for zone in ("hand", "deck", "discard"):
            size = draw(st.integers(0, 3))
            zones[zone], cards = [refs.give({"card": c}, c) if draw(st.booleans()) else c for c in cards[:size]], cards[size:]
        minions = [c for c in cards if kind(c) == "minion"][: draw(st.integers(0, 3))]
        actions = [c for c in cards if kind(c) == "action"]
        for minion in minions:
            entry = refs.give({"card": minion, "controller": name, "counters": draw(st.integers(0, 2))}, minion)
            if actions and draw(st.integers(0, 3)) == 0:
                entry["attached"] = [actions.pop()]
            if actions and draw(st.integers(0, 3)) == 0:
                entry["stored"] = [{"card": actions.pop(), "owner": name}]
            draw(st.sampled_from(bases))["cards"].append(entry)
        players.append({"name": name, "factions": pair, **zones})
    document = {"turn": draw(st.sampled_from(NAMES[:count])), "players": players, "bases": bases}
    phase = draw(st.sampled_from(["play-cards", "play-cards", "start-turn", "score-bases", "draw"]))
    document["phase"] = phase
    rest = [b for b in pool_of_bases if b not in bases_in_play]
    if draw(st.booleans()):
        document["base_deck"] = rest
    for base in bases:
        base["ref"] = f"b{bases.index(base)}"
        refs.kinds[base["ref"]] = "base"
    if draw(st.booleans()):
        document["monster_deck"] = draw(st.lists(st.sampled_from(MONSTERS), max_size=3, unique=True))
        document["treasure_discard"] = draw(st.lists(st.sampled_from(TREASURES), max_size=2, unique=True))
    _moment(draw, document, refs, phase)
    return document


def _moment(draw, document: dict, refs: _Refs, phase: str) -> None:
    minions, bases, anything = refs.of("minion"), refs.of("base"), list(refs.kinds)
    turn = document["turn"]
    if draw(st.booleans()):
        stat = draw(st.sampled_from(["power", "breakpoint", "cancel", "protect"]))
        targets = bases if stat in ("breakpoint", "protect") else minions
        document["lasting"] = [{"source": draw(st.sampled_from(anything)), "player": turn, "stat": stat, "amount": draw(st.integers(-3, 3)),
                                "targets": draw(st.lists(st.sampled_from(targets), max_size=2, unique=True)) if targets else [], "until": "end-of-turn"}]
    if draw(st.booleans()):
        low = draw(st.integers(0, 3))
        document["extra_plays"] = [{"kind": "minion", "source": draw(st.sampled_from(anything)), "min_power": low, "max_power": low + draw(st.integers(0, 2)),
                                    "base": draw(st.sampled_from(bases)), "from_zone": draw(st.sampled_from(EXTRA_PLAY_ZONES))}]
    if draw(st.booleans()):
        document["once_used"] = [f"talent:{draw(st.sampled_from(anything))}", f"{draw(st.sampled_from(anything))}:duel"]
    if draw(st.booleans()):
        document["memory"] = {f"{draw(st.sampled_from(anything))}:self-destruct": turn}
    record: dict = {}
    if minions and phase != "start-turn" and draw(st.booleans()):
        record["minions_played"] = draw(st.lists(st.sampled_from(minions), max_size=2, unique=True))
    if minions and len(bases) > 1 and draw(st.booleans()):
        record["moves"] = [{"by": turn, "minion": draw(st.sampled_from(minions)), "from": bases[0], "to": bases[1]}]
    if draw(st.booleans()):
        record["destroyed"] = [{"card": draw(st.sampled_from(anything)), "base": draw(st.sampled_from(bases))}]
    if phase in ("score-bases", "draw") and draw(st.booleans()):
        record["scored"] = True
    if record:
        document["this_turn"] = record
    document["turn_number"] = draw(st.integers(1, 30))


def loaded(document: dict):
    return load_position(yaml.safe_dump(document, sort_keys=False), source="fuzz.yaml")


@SETTINGS
@given(documents())
def test_a_possible_position_is_accepted_reads_back_the_same_and_builds_a_state(document):
    position = loaded(document)
    assert validate(position) == []
    assert load_position(dump_position(position)) == position
    state_from_position(position)


# --- adversarial --------------------------------------------------------------------------------

REFERENCE_KEYS = ("lasting", "extra_plays", "this_turn", "once_used", "memory")  # the keys whose values name cards by reference


def _words(draw, refs: list[str]) -> str:
    """Something a reference, a name or a text may be replaced by: another ref, a base of any
    faction, a place in a pile (in range or not), a card of any kind, or a word of the format."""
    return draw(st.one_of(
        st.sampled_from(refs or ["r0"]),
        st.sampled_from(EVERY_BASE),
        st.builds(lambda pile, at: f"{pile}@{at}", st.sampled_from(PILES), st.integers(0, 4)),
        st.sampled_from(EVERY_CARD),
        st.sampled_from(["earlier-action-1", "talent:r0", "hand", "the-moon", *PLAY_ORIGINS, *STATS, *PLAYED_KINDS, *PLAYED_HOWS]),
    ))


def _paths(value, path=()):
    """Every place in a document that holds a scalar, with the path to it."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _paths(item, (*path, index))
    else:
        yield path


def _set(document, path, value):
    holder = document
    for step in path[:-1]:
        holder = holder[step]
    holder[path[-1]] = value


@st.composite
def mutated_documents(draw) -> dict:
    """A possible position with one to four changes: a reference or a card replaced by another
    (of any kind, anywhere, or a place in a pile), a number changed, a card put where it may not
    be (stored under a card out of play, a base in the box, a monster in a hand), or a turn
    record and regular plays drawn at random."""
    document = draw(documents())
    refs = [ref for _, ref in _paths_with_refs(document)]
    for _ in range(draw(st.integers(1, 4))):
        paths = list(_paths(document))
        mutation = draw(st.sampled_from(["reference", "reference", "card", "number", "place", "record"]))
        if mutation == "reference":
            chosen = [path for path in paths if any(step in REFERENCE_KEYS for step in path if isinstance(step, str)) and path[-1] != "ref"]
            if chosen:
                _set(document, draw(st.sampled_from(chosen)), _words(draw, refs))
        elif mutation == "card":
            chosen = [path for path in paths if path[0] in ("players", "bases") and path[-1] in ("card", "name") or isinstance(path[-1], int)]
            if chosen:
                _set(document, draw(st.sampled_from(chosen)), draw(st.sampled_from([*EVERY_CARD, *MONSTERS, *TREASURES])))
        elif mutation == "number":
            chosen = [path for path in paths if isinstance(_get(document, path), int) and not isinstance(_get(document, path), bool)]
            if chosen:
                _set(document, draw(st.sampled_from(chosen)), draw(st.integers(-2, 40)))
        elif mutation == "place":
            card = {"card": draw(st.sampled_from([*EVERY_CARD, *MONSTERS, *TREASURES])), "stored": draw(st.lists(st.sampled_from(EVERY_CARD), max_size=1))}
            player = draw(st.sampled_from(document["players"]))
            where = draw(st.sampled_from(["hand", "deck", "discard", "titans", "box", "base-stored"]))
            if where == "box":
                document.setdefault("box", []).append(card)
            elif where == "base-stored":
                draw(st.sampled_from(document["bases"]))["stored"].append(card["card"])
            else:
                player.setdefault(where, []).append(card)
            if draw(st.booleans()):
                document["madness_deck"] = draw(st.integers(0, 30))
        else:
            plays = [{"player": draw(st.sampled_from(NAMES[:2])), "card": _words(draw, refs), "kind": draw(st.sampled_from(PLAYED_KINDS)),
                      "how": draw(st.sampled_from(PLAYED_HOWS)), "base": _words(draw, refs), "phase": draw(st.sampled_from(PHASES)),
                      "from": draw(st.sampled_from(PLAY_ORIGINS))} for _ in range(draw(st.integers(0, 2)))]
            record = {"plays": plays} if draw(st.booleans()) else {"actions_played": draw(st.lists(st.sampled_from(refs or ["earlier-action-1"]), max_size=2))}
            record |= {"titans_at_start": [_words(draw, refs)], "scored": draw(st.booleans())}
            document["this_turn"] = record
            document["played_this_turn"] = {"minions": draw(st.integers(0, 2)), "actions": draw(st.integers(0, 3))}
    return document


def _get(document, path):
    for step in path:
        document = document[step]
    return document


def _paths_with_refs(document):
    for path in _paths(document):
        if path and path[-1] == "ref":
            yield path, _get(document, path)


@SETTINGS
@given(mutated_documents())
def test_a_mutated_position_is_refused_where_it_is_written_or_builds_a_state(document):
    try:
        position = loaded(document)
        problems = validate(position)
    except PositionError as error:
        assert all(problem.startswith("fuzz.yaml:") for problem in error.problems), str(error)
        return
    for problem in problems:
        assert problem.startswith("fuzz.yaml:"), problem
    if not problems:
        state_from_position(position)
        assert load_position(dump_position(position)) == position
