"""Given and When: the board a scenario sets up and the plays it makes (features/README.md)."""

from __future__ import annotations

import re

import yaml
from pytest_bdd import given, parsers, when

from smashup_rules.util.ids import fold
from smashup_rules.reference.names import resolve_card

from tests.bdd.hypothetical import swapped_before_scoring, test_only_behaviour

from tests.bdd.table import Table, names


# --- Given ----------------------------------------------------------------------------------------

PLAYER = re.compile(r"(\w+) \(([^)]*)\)")


@given(parsers.parse("a game between {players}"))
def game_between(table: Table, players: str):
    for name, factions in PLAYER.findall(players):
        table.position["players"].append({"name": name, "factions": names(factions)})
    table.position["turn"] = table.position["players"][0]["name"]


@given("the position:")
def the_position(table: Table, docstring: str):
    table.position.update(yaml.safe_load(docstring))
    table.changed()


@given(parsers.parse("it is {player}'s turn"))
def turn_of(table: Table, player: str):
    table.player(player)
    table.position["turn"] = player


@given(parsers.parse("the phase is {phase}"))
def phase_is(table: Table, phase: str):
    table.position["phase"] = phase


@given(parsers.re(r"(?P<player>\w+) has already played (?P<count>a|one|two) (?P<what>minions?|actions?) this turn"))
def already_played(table: Table, player: str, count: str, what: str):
    assert table.position.get("turn", player) == player, "plays used this turn belong to the current player"
    played = table.position.setdefault("played_this_turn", {})
    played["minions" if what.startswith("minion") else "actions"] = 2 if count == "two" else 1


@given(parsers.re(r"(?P<base>.+) is in play"))
def base_in_play(table: Table, base: str):
    table.base(base)


@given(parsers.parse("the base deck is {bases}"))
def base_deck(table: Table, bases: str):
    table.position["base_deck"] = names(bases)


@given(parsers.re(r"(?P<player>\w+) controls (?P<card>.+?) at (?P<base>.+?)(?: with (?P<counters>\d+) \+1 power counters?)?(?: owned by (?P<owner>\w+))?$"))
def controls_at(table: Table, player: str, card: str, base: str, counters: str | None, owner: str | None):
    entry: dict = {"card": card, "controller": player}
    if counters:
        entry["counters"] = int(counters)
    if owner:
        entry["owner"] = owner
    table.base(base)["cards"].append(entry)


@given(parsers.re(r"(?P<player>\w+) has (?P<action>.+?) attached to (?P<target>.+)"))
def attached(table: Table, player: str, action: str, target: str):
    entry = {"card": action, "controller": player}
    bases = [b for b in table.position["bases"] if fold(b["name"]) == fold(target)]
    if bases:
        bases[0].setdefault("actions", []).append(entry)
    else:
        table.find_entry(target).setdefault("attached", []).append(entry)


@given(parsers.re(r"(?P<player>\w+) has (?P<cards>.+) in (?:hand|their hand)"))
def in_hand(table: Table, player: str, cards: str):
    table.player(player).setdefault("hand", []).extend(names(cards))


@given(parsers.re(r"(?P<player>\w+)'s deck is (?P<cards>.+?)(?: \(top first\))?$"))
def deck_is(table: Table, player: str, cards: str):
    table.player(player)["deck"] = [] if cards == "empty" else names(cards)


@given(parsers.re(r"(?P<player>\w+)'s discard pile (?:has|is) (?P<cards>.+)"))
def discard_has(table: Table, player: str, cards: str):
    table.player(player)["discard"] = [] if cards == "empty" else names(cards)


@given(parsers.re(r"(?P<player>\w+) has (?P<vp>\d+) VP"))
def has_vp(table: Table, player: str, vp: str):
    table.player(player)["vp"] = int(vp)


@given(parsers.re(r"(?P<player>\w+) has the titan (?P<titan>.+) set aside"))
def titan_set_aside(table: Table, player: str, titan: str):
    table.player(player).setdefault("titans", []).append(titan)


@given(parsers.re(r"(?P<player>\w+) will choose (?P<answers>.+)"))
def will_choose(table: Table, player: str, answers: str):
    table.position["choices"].extend(f"{player}: {answer}" for answer in names(answers))
    table.changed()


@given(parsers.parse("hypothetically, before {base} scores it is swapped for the top base of the base deck"))
def hypothetical_swap_before_scoring(table: Table, base: str):
    """No card in the game makes the scoring base leave play before its VP are awarded
    (scoring.base-leaves); this gives ``base`` that ability for one scenario."""
    table.hypothetical.append(swapped_before_scoring(resolve_card(base)))
    table.changed()


@given(parsers.re(r'hypothetically, (?P<card>.+?) reads "(?P<text>.+)"'))
def hypothetical_text(table: Table, card: str, text: str):
    """A test-only text given to a real card for one rule scenario, where no card of the sources
    shows the rule (tests/bdd/hypothetical.py): the card keeps its name, kind and power."""
    table.hypothetical.append(test_only_behaviour(resolve_card(card), text))
    table.changed()


@given(parsers.re(r"(?P<player>\w+) has (?P<card>.+) in stasis with (?P<count>\d+) stasis counters?"))
def in_stasis(table: Table, player: str, card: str, count: str):
    """A card of ``player``'s in stasis in front of them (the position file's ``stasis`` list)."""
    table.player(player).setdefault("stasis", []).append({"card": card, "stasis_counters": int(count)})
    table.changed()


@given(parsers.parse("the seed is {seed:d}"))
def seed_is(table: Table, seed: int):
    table.position["seed"] = seed


# --- When -----------------------------------------------------------------------------------------


def add_play(table: Table, sentence: str) -> None:
    table.position["play"].append(sentence)
    table.changed()


@when(parsers.re(r"(?P<player>\w+) plays (?P<rest>.+)"))
def plays(table: Table, player: str, rest: str):
    add_play(table, f"{player} plays {rest}")


@when(parsers.re(r"(?P<player>\w+) uses a Special to play (?P<rest>.+?) on (?P<turn>\w+)'s turn"))
def plays_through_special(table: Table, player: str, rest: str, turn: str):
    """A card played out of turn, as another card's Special allows (play.special): it uses no
    regular or extra play. ``rest`` reads as in ``plays``: ``Howl``, ``Upgrade on Walker``."""
    assert table.position.get("turn") == turn, f"it is not {turn}'s turn"
    table.special_plays.add(len(table.position["play"]))
    add_play(table, f"{player} plays {rest}")


@when(parsers.re(r"(?P<player>\w+) uses the talent of (?P<card>.+)"))
def uses_talent(table: Table, player: str, card: str):
    add_play(table, f"{player} uses {card}")


@when("the bases score")
def bases_score(table: Table):
    add_play(table, "score bases")


@when("the turn ends")
def turn_ends(table: Table):
    add_play(table, "end turn")


@when(parsers.re(r"(?P<player>\w+) chooses (?P<answers>.+)"))
def chooses(table: Table, player: str, answers: str):
    will_choose(table, player, answers)
