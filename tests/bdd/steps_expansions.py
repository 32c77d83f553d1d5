"""Given and Then for the expansions' zones and decks: buried cards, stasis, stored cards,
the box, the Madness deck, monsters and treasures, and a new game as setup deals it."""

from __future__ import annotations

import random

from pytest_bdd import given, parsers, then

from smashup_rules.util.ids import fold
from smashup_rules.reference import data
from smashup_rules.reference.names import resolve_card, resolve_faction
from smashup_rules.simulate.game import SimConfig, opening_hand, setup_position

from tests.bdd.table import Table, names


# --- buried cards (engine.burying) -------------------------------------------------------


@given(parsers.re(r"(?P<player>\w+) has buried (?P<cards>.+) beside (?P<base>.+)"))
def has_buried(table: Table, player: str, cards: str, base: str):
    """A card face down beside a base, controlled by the player who buried it (the position
    file's ``buried`` list)."""
    entry = table.base(base)
    for name in [c.strip() for c in cards.split(",")]:
        entry.setdefault("buried", []).append({"card": name, "controller": player})
    table.changed()


def _buried_beside(table, card: str, base: str) -> bool:
    return any(table.where(c).lower() == f"buried beside {base}".lower() for c in table.instances(card))


@then(parsers.re(r"(?P<card>.+?) is buried beside (?P<base>.+)"))
def is_buried(table, card: str, base: str):
    places = [table.where(c) for c in table.instances(card)]
    assert _buried_beside(table, card, base), f"{card} is {' / '.join(places)}, not buried beside {base}"


@then(parsers.re(r"(?P<card>.+?) is not buried beside (?P<base>.+)"))
def is_not_buried(table, card: str, base: str):
    assert not _buried_beside(table, card, base), f"{card} is buried beside {base}"


# --- stasis (engine.stasis) ----------------------------------------------------------------------


@then(parsers.re(r"(?P<card>.+?) lies in stasis(?: with (?P<count>\d+) stasis counters?)?"))
def lies_in_stasis(table: Table, card: str, count: str | None):
    found = [c for c in table.instances(card) if c.zone.startswith("stasis:")]
    assert found, f"{card} is {' / '.join(table.where(c) for c in table.instances(card))}, not in stasis"
    if count is not None:
        assert [c.stasis_counters for c in found] == [int(count)], f"{card} has {[c.stasis_counters for c in found]} stasis counters"


@then(parsers.re(r"(?P<card>.+?) does not lie in stasis"))
def not_in_stasis(table: Table, card: str):
    assert not any(c.zone.startswith("stasis:") for c in table.instances(card)), f"{card} is in stasis"


# --- cards stored under a card, the box, the Madness deck ----------------------------------------


@given(parsers.re(r"(?P<player>\w+)'s (?P<cards>.+) (?:is|are) stored under (?P<host>.+)"))
def stored_under(table: Table, player: str, cards: str, host: str):
    """Cards stored under a card in play (the position file's ``stored``), owned by ``player``."""
    entry = table.find_entry(host)
    for name in names(cards):
        entry.setdefault("stored", []).append({"card": name, "owner": player})
    table.changed()


@given(parsers.re(r"(?P<player>\w+)'s (?P<cards>.+) (?:is|are) in the box"))
def in_the_box(table: Table, player: str, cards: str):
    """Cards out of the game (the position file's ``box``), owned by ``player``."""
    for name in names(cards):
        table.position.setdefault("box", []).append({"card": name, "owner": player})
    table.changed()


@given(parsers.re(r"the Madness deck holds (?P<count>\d+) cards?"))
def madness_deck_holds(table: Table, count: str):
    table.position["madness_deck"] = int(count)
    table.changed()


# --- monsters and treasures (monsters.*, treasures.*) ------------------------------------


@given(parsers.re(r"(?P<card>.+?) is uncontrolled at (?P<base>.+)"))
def uncontrolled_at(table: Table, card: str, base: str):
    """A monster nobody controls: on the base without a controller (monsters.control)."""
    table.base(base)["cards"].append({"card": card})
    table.changed()


@given(parsers.re(r"the (?P<deck>monster|treasure) (?P<pile>deck|discard pile) is (?P<cards>.+?)(?: \(top first\))?$"))
def shared_pile_is(table: Table, deck: str, pile: str, cards: str):
    key = f"{deck}_{'deck' if pile == 'deck' else 'discard'}"
    table.position[key] = [] if cards == "empty" else names(cards)
    table.changed()


@given(parsers.re(r"(?P<base>.+) has a monster number of (?P<count>\d+)"))
def monster_number(table: Table, base: str, count: str):
    """A base in play (or, failing that, one not in play) that brings ``count`` monsters each
    time it enters play (monsters.bases)."""
    if any(fold(b["name"]) == fold(base) for b in table.position["bases"]):
        table.base(base)["monsters"] = int(count)
    else:
        table.position.setdefault("monster_numbers", {})[base] = int(count)
    table.changed()


@then(parsers.re(r"(?P<card>.+?) is uncontrolled"))
def is_uncontrolled(table: Table, card: str):
    assert table.in_play(card).controller is None


# --- setting up a new game (simulate.setup_position) ------------------------------------------


@given(parsers.re(r"a new (?P<count>\d)-player game is set up from the factions (?P<factions>.+), seed (?P<seed>\d+)"))
def new_game_set_up(table: Table, count: str, factions: str, seed: str):
    """A fresh game as setup deals it (setup.*): two of ``factions`` for each player, at random."""
    pool = [resolve_faction(name) for name in names(factions)]
    table.dealt = setup_position(SimConfig(games=1, seed=int(seed), players=int(count)), int(seed), pool)
    table.changed()


@then(parsers.re(r"each player has (?P<count>\d+) cards in (?P<pile>hand|their deck)"))
def each_player_holds(table: Table, count: str, pile: str):
    zone = "hand" if pile == "hand" else "deck"
    assert [len(table.state.zone(f"{zone}:{p.name}")) for p in table.state.players] == [int(count)] * len(table.state.players)


@then("each player plays two different factions, and holds their cards only")
def two_factions_each(table: Table):
    state = table.state
    for player in state.players:
        assert len(set(player.factions)) == 2, player.factions
        held = [c for zone in ("hand", "deck") for c in state.zone(f"{zone}:{player.name}")]
        assert {c.group for c in held} == set(player.factions) and all(c.owner == player.name for c in held)


@then("each player's titans are set aside beside them, out of their deck")
def titans_aside(table: Table):
    state = table.state
    for player in state.players:
        titans = [data.factions()[f]["titan"]["id"] for f in player.factions if data.factions()[f]["titan"]]
        assert [c.card_id for c in state.zone(f"titans:{player.name}")] == titans
        assert not any(c.kind == "titan" for zone in ("hand", "deck") for c in state.zone(f"{zone}:{player.name}"))


@then(parsers.re(r"(?P<count>\d+) bases are in play, and the base deck holds the other bases of the factions in the game"))
def bases_dealt(table: Table, count: str):
    state = table.state
    theirs = sorted(b for p in state.players for f in p.factions for b in data.factions()[f]["bases"])
    assert len(state.bases()) == int(count)
    assert sorted(c.card_id for c in [*state.bases(), *state.zone("base-deck")]) == theirs


@then(parsers.re(r"the Madness deck has (?P<count>\d+) cards"))
def madness_deck_size(table: Table, count: str):
    assert len(table.state.zone("madness-deck")) == int(count)


@then(parsers.re(r"a shuffled deck of (?P<cards>.+) deals the opening hand (?P<hand>.+)"))
def deals_opening_hand(cards: str, hand: str):
    """setup.opening-hand and setup.mulligan, on a deck in a known order (top first)."""
    shuffled = [resolve_card(name) for name in names(cards)]
    dealt, rest = opening_hand(shuffled, random.Random(0))
    assert [data.cards()[c]["name"] for c in dealt] == names(hand)
