"""Given and Then for the expansions' zones and decks: buried cards, stasis, stored cards,
the box, the Madness deck, monsters and treasures, and a new game as setup deals it."""

from __future__ import annotations

import random

from smashup_rules.reference import data
from smashup_rules.reference.names import resolve_card, resolve_faction
from smashup_rules.scenarios.failures import ScenarioProblem, expect
from smashup_rules.scenarios.table import Table, names
from smashup_rules.scenarios.vocabulary import given, then, when
from smashup_rules.simulate.game import SimConfig, opening_hand, setup_position
from smashup_rules.util.ids import fold


# --- buried cards (engine.burying) -------------------------------------------------------


@given(r"(?P<player>\w+) has buried (?P<cards>.+) beside (?P<base>.+)", example="Alice has buried Tomb Trap beside Pyramids")
def has_buried(table: Table, player: str, cards: str, base: str):
    """A card face down beside a base, controlled by the player who buried it (the position
    file's ``buried`` list)."""
    entry = table.base(base)
    for name in [c.strip() for c in cards.split(",")]:
        entry.setdefault("buried", []).append({"card": name, "controller": player})
    table.changed()


def _buried_beside(table: Table, card: str, base: str) -> bool:
    return any(table.where(c).lower() == f"buried beside {base}".lower() for c in table.instances(card))


def _places(table: Table, card: str) -> str:
    return " / ".join(table.placed(c) for c in table.instances(card))


@then(r"(?P<card>.+?) is buried beside (?P<base>.+)", example="Tomb Trap is buried beside Pyramids")
def is_buried(table: Table, card: str, base: str):
    """Some card of that name lies face down beside the base."""
    expect(_buried_beside(table, card, base), f"{card} is {_places(table, card)}, not buried beside {base}")


@then(r"(?P<card>.+?) is not buried beside (?P<base>.+)", example="Tomb Trap is not buried beside Pyramids")
def is_not_buried(table: Table, card: str, base: str):
    """No card of that name lies face down beside the base."""
    expect(not _buried_beside(table, card, base), f"{card} is buried beside {base}")


# --- stasis (engine.stasis) ----------------------------------------------------------------------


@then(r"(?P<card>.+?) lies in stasis(?: with (?P<count>\d+) stasis counters?)?", example="Full Sail lies in stasis with 2 stasis counters")
def lies_in_stasis(table: Table, card: str, count: str | None):
    """Some card of that name is in stasis (with that many stasis counters, when said)."""
    found = [c for c in table.instances(card) if c.zone.startswith("stasis:")]
    expect(bool(found), f"{card} is {_places(table, card)}, not in stasis")
    if count is not None:
        expect([c.stasis_counters for c in found] == [int(count)], f"{card} has {[c.stasis_counters for c in found]} stasis counters")


@then(r"(?P<card>.+?) does not lie in stasis", example="Full Sail does not lie in stasis")
def not_in_stasis(table: Table, card: str):
    """No card of that name is in stasis."""
    expect(not any(c.zone.startswith("stasis:") for c in table.instances(card)), f"{card} is in stasis")


# --- cards stored under a card, the box, the Madness deck ----------------------------------------


@given(r"(?P<player>\w+)'s (?P<cards>.+) (?:is|are) stored under (?P<host>.+)", example="Alice's Flip Kick is stored under Van Gogh")
def stored_under(table: Table, player: str, cards: str, host: str):
    """Cards stored under a card in play (the position file's ``stored``), owned by the player."""
    entry = table.find_entry(host)
    for name in names(cards):
        entry.setdefault("stored", []).append({"card": name, "owner": player})
    table.changed()


@given(r"(?P<player>\w+)'s (?P<cards>.+) (?:is|are) in the box", example="Bob's Walker is in the box")
def in_the_box(table: Table, player: str, cards: str):
    """Cards out of the game (the position file's ``box``), owned by the player."""
    for name in names(cards):
        table.position.setdefault("box", []).append({"card": name, "owner": player})
    table.changed()


@given(r"the Madness deck holds (?P<count>\d+) cards?", example="the Madness deck holds 2 cards")
def madness_deck_holds(table: Table, count: str):
    """How many cards the Madness deck holds (by default all those not elsewhere)."""
    table.position["madness_deck"] = int(count)
    table.changed()


# --- monsters and treasures (monsters.*, treasures.*) ------------------------------------


@given(r"(?P<card>.+?) is uncontrolled at (?P<base>.+)", example="Web Troll is uncontrolled at The Grey Opal")
def uncontrolled_at(table: Table, card: str, base: str):
    """A monster nobody controls: on the base without a controller (monsters.control)."""
    table.base(base)["cards"].append({"card": card})
    table.changed()


@given(r"the (?P<deck>monster|treasure) (?P<pile>deck|discard pile) is (?P<cards>.+?)(?: \(top first\))?$", example="the monster deck is Ghoul, Bigfoot")
def shared_pile_is(table: Table, deck: str, pile: str, cards: str):
    """The Monster and Treasure decks and discard piles, top first (``empty`` for none)."""
    key = f"{deck}_{'deck' if pile == 'deck' else 'discard'}"
    table.position[key] = [] if cards == "empty" else names(cards)
    table.changed()


@given(r"(?P<base>.+) has a monster number of (?P<count>\d+)", example="Tortuga has a monster number of 2")
def monster_number(table: Table, base: str, count: str):
    """The base brings that many monsters each time it enters play (monsters.bases): a base in
    play, or else one not in play."""
    if any(fold(b["name"]) == fold(base) for b in table.position["bases"]):
        table.base(base)["monsters"] = int(count)
    else:
        table.position.setdefault("monster_numbers", {})[base] = int(count)
    table.changed()


@then(r"(?P<card>.+?) is uncontrolled", example="Web Troll is uncontrolled")
def is_uncontrolled(table: Table, card: str):
    """Nobody controls the one card of that name in play (monsters.control)."""
    controller = table.in_play(card).controller
    expect(controller is None, f"{card} is controlled by {controller}")


# --- setting up a new game (simulate.setup_position) ------------------------------------------


@given(r"a new (?P<count>\d)-player game is set up from the factions (?P<factions>.+), seed (?P<seed>\d+)",
       example="a new 2-player game is set up from the factions Pirates, Kaiju, Robots, Dinosaurs, seed 3")
def new_game_set_up(table: Table, count: str, factions: str, seed: str):
    """A fresh game as ``smashup simulate`` deals it (setup.*): two of the factions for each player, at random."""
    pool = [resolve_faction(name) for name in names(factions)]
    table.dealt = setup_position(SimConfig(games=1, seed=int(seed), players=int(count)), int(seed), pool)
    table.changed()


@then(r"each player has (?P<count>\d+) cards in (?P<pile>hand|their deck)", example="each player has 5 cards in hand")
def each_player_holds(table: Table, count: str, pile: str):
    """After a new game is set up: how many cards each player holds, or has in their deck."""
    zone = "hand" if pile == "hand" else "deck"
    held = [len(table.state.zone(f"{zone}:{p.name}")) for p in table.state.players]
    expect(held == [int(count)] * len(table.state.players), ", ".join(f"{p.name} has {n}" for p, n in zip(table.state.players, held)))


@then(r"each player plays two different factions, and holds their cards only", example="each player plays two different factions, and holds their cards only")
def two_factions_each(table: Table):
    """After a new game is set up: each player's two factions, and only their cards in hand and deck."""
    state = table.state
    for player in state.players:
        expect(len(set(player.factions)) == 2, f"{player.name} plays {', '.join(player.factions)}")
        held = [c for zone in ("hand", "deck") for c in state.zone(f"{zone}:{player.name}")]
        expect({c.group for c in held} == set(player.factions) and all(c.owner == player.name for c in held),
               f"{player.name} holds cards of {', '.join(sorted({c.group for c in held}))}, owned by {', '.join(sorted({str(c.owner) for c in held}))}")


@then(r"each player's titans are set aside beside them, out of their deck", example="each player's titans are set aside beside them, out of their deck")
def titans_aside(table: Table):
    """After a new game is set up: the titans of each player's factions are set aside, none in hand or deck."""
    state = table.state
    for player in state.players:
        titans = [data.factions()[f]["titan"]["id"] for f in player.factions if data.factions()[f]["titan"]]
        aside = [c.card_id for c in state.zone(f"titans:{player.name}")]
        expect(aside == titans, f"{player.name} has set aside {', '.join(aside) or 'nothing'}")
        expect(not any(c.kind == "titan" for zone in ("hand", "deck") for c in state.zone(f"{zone}:{player.name}")), f"{player.name} holds a titan")


@then(r"(?P<count>\d+) bases are in play, and the base deck holds the other bases of the factions in the game",
      example="4 bases are in play, and the base deck holds the other bases of the factions in the game")
def bases_dealt(table: Table, count: str):
    """After a new game is set up: how many bases are in play, the factions' other bases in the base deck."""
    state = table.state
    theirs = sorted(b for p in state.players for f in p.factions for b in data.factions()[f]["bases"])
    expect(len(state.bases()) == int(count), f"{len(state.bases())} bases are in play")
    dealt = sorted(c.card_id for c in [*state.bases(), *state.zone("base-deck")])
    expect(dealt == theirs, f"the bases in play and in the base deck are {', '.join(dealt)}")


@then(r"the Madness deck has (?P<count>\d+) cards", example="the Madness deck has 30 cards")
def madness_deck_size(table: Table, count: str):
    """How many cards the Madness deck holds."""
    held = len(table.state.zone("madness-deck"))
    expect(held == int(count), f"the Madness deck has {held} cards")


# --- the opening hand (simulate.opening_hand) --------------------------------------------------


@given(r"a shuffled deck of (?P<cards>.+)", example="a shuffled deck of Cannon, Full Sail, Buccaneer, Dinghy, Powderkeg, Cut Lass, First Mate")
def shuffled_deck(table: Table, cards: str):
    """A player's deck just shuffled for the opening hand, top first (setup.opening-hand)."""
    table.shuffled_deck = [resolve_card(name) for name in names(cards)]


@when(r"the opening hand is dealt", example="the opening hand is dealt")
def opening_hand_dealt(table: Table):
    """Five cards dealt from the shuffled deck, and dealt again once if they hold no minion (setup.mulligan)."""
    if table.shuffled_deck is None:
        raise ScenarioProblem("no deck to deal from: start with 'Given a shuffled deck of ...'")
    dealt, _ = opening_hand(table.shuffled_deck, random.Random(0))
    table.opening = [data.cards()[card]["name"] for card in dealt]


@then(r"the opening hand is (?P<hand>.+)", example="the opening hand is Cannon, Full Sail, Buccaneer, Dinghy, Powderkeg")
def opening_hand_is(table: Table, hand: str):
    """The opening hand, in the order dealt."""
    table.looked = True
    if table.opening is None:
        raise ScenarioProblem("no opening hand was dealt: 'When the opening hand is dealt' comes first")
    expect(table.opening == names(hand), f"the opening hand is {', '.join(table.opening)}")
