"""Given and When: the board a scenario sets up and the plays it makes (docs/scenarios.md)."""

from __future__ import annotations

import re

import yaml

from smashup_rules.reference.names import resolve_card
from smashup_rules.scenarios.failures import ScenarioProblem
from smashup_rules.scenarios.hypothetical import swapped_before_scoring, test_only_behaviour
from smashup_rules.scenarios.table import Table, names
from smashup_rules.scenarios.vocabulary import given, when
from smashup_rules.util.ids import fold


# --- Given ----------------------------------------------------------------------------------------

PLAYER = re.compile(r"(\w+) \(([^)]*)\)")


@given(r"a game between (?P<players>.+)", example="a game between Alice (Pirates, Ninjas) and Bob (Zombies, Robots)")
def game_between(table: Table, players: str):
    """The players in seat order, each with their factions; it is the first player's turn."""
    for name, factions in PLAYER.findall(players):
        table.position["players"].append({"name": name, "factions": names(factions)})
    table.position["turn"] = table.position["players"][0]["name"]


@given(r"the position:", example="the position:")
def the_position(table: Table, docstring: str):
    """Any keys of a position file (docs/positions.md), in a ``\"\"\"`` YAML doc string below the step."""
    table.position.update(yaml.safe_load(docstring))
    table.changed()


@given(r"it is (?P<player>.+)'s turn", example="it is Bob's turn")
def turn_of(table: Table, player: str):
    """Whose turn it is (by default the first player's)."""
    table.player(player)
    table.position["turn"] = player


@given(r"the phase is (?P<phase>.+)", example="the phase is score-bases")
def phase_is(table: Table, phase: str):
    """The phase of the turn, as a position file names it (by default play-cards)."""
    table.position["phase"] = phase


@given(r"(?P<player>\w+) has already played (?P<count>a|one|two) (?P<what>minions?|actions?) this turn", example="Alice has already played a minion this turn")
def already_played(table: Table, player: str, count: str, what: str):
    """The current player's regular plays used this turn."""
    if table.position.get("turn", player) != player:
        raise ScenarioProblem("plays used this turn belong to the current player")
    played = table.position.setdefault("played_this_turn", {})
    played["minions" if what.startswith("minion") else "actions"] = 2 if count == "two" else 1


@given(r"(?P<base>.+) is in play", example="The Grey Opal is in play")
def base_in_play(table: Table, base: str):
    """A base in play, empty so far; bases are in play in the order the scenario first names them."""
    table.base(base)


@given(r"the base deck is (?P<bases>.+)", example="the base deck is Tortuga, Ninja Dojo")
def base_deck(table: Table, bases: str):
    """The base deck, top first."""
    table.position["base_deck"] = names(bases)


@given(r"(?P<player>\w+) controls (?P<card>.+?) at (?P<base>.+?)(?: with (?P<counters>\d+) \+1 power counters?)?(?: owned by (?P<owner>\w+))?$",
       example="Alice controls Buccaneer at The Grey Opal with 2 +1 power counters")
def controls_at(table: Table, player: str, card: str, base: str, counters: str | None, owner: str | None):
    """A minion or titan in play at a base (the base is in play from then on), controlled by the
    player; owned by them unless another owner is named."""
    entry: dict = {"card": card, "controller": player}
    if counters:
        entry["counters"] = int(counters)
    if owner:
        entry["owner"] = owner
    table.base(base)["cards"].append(entry)


@given(r"(?P<player>\w+) has (?P<action>.+?) attached to (?P<target>.+)", example="Alice has Poison attached to Walker")
def attached(table: Table, player: str, action: str, target: str):
    """An action of the player's on a minion already placed, or on a base (named as the base)."""
    entry = {"card": action, "controller": player}
    bases = [b for b in table.position["bases"] if fold(b["name"]) == fold(target)]
    if bases:
        bases[0].setdefault("actions", []).append(entry)
    else:
        table.find_entry(target).setdefault("attached", []).append(entry)


@given(r"(?P<player>\w+) has (?P<cards>.+) in (?:hand|their hand)", example="Alice has Full Sail, Cannon in hand")
def in_hand(table: Table, player: str, cards: str):
    """Cards in the player's hand (added to those named before)."""
    table.player(player).setdefault("hand", []).extend(names(cards))


@given(r"(?P<player>\w+)'s deck is (?P<cards>.+?)(?: \(top first\))?$", example="Alice's deck is Walker, Zapbot (top first)")
def deck_is(table: Table, player: str, cards: str):
    """The player's deck, top first (``empty`` for none)."""
    table.player(player)["deck"] = [] if cards == "empty" else names(cards)


@given(r"(?P<player>\w+)'s discard pile (?:has|is) (?P<cards>.+)", example="Bob's discard pile has Tenacious Z")
def discard_has(table: Table, player: str, cards: str):
    """The player's discard pile (``empty`` for none)."""
    table.player(player)["discard"] = [] if cards == "empty" else names(cards)


@given(r"(?P<player>\w+) has (?P<vp>\d+) VP", example="Alice has 14 VP")
def has_vp(table: Table, player: str, vp: str):
    """The player's victory points."""
    table.player(player)["vp"] = int(vp)


@given(r"(?P<player>\w+) has the titan (?P<titan>.+) set aside", example="Alice has the titan The Kraken set aside")
def titan_set_aside(table: Table, player: str, titan: str):
    """A titan of the player's, set aside out of play."""
    table.player(player).setdefault("titans", []).append(titan)


@given(r"(?P<player>\w+) will choose (?P<answers>.+)", example="Alice will choose Warbot, pass")
def will_choose(table: Table, player: str, answers: str):
    """Scripted answers, in order, that only that player may give."""
    table.position["choices"].extend(f"{player}: {answer}" for answer in names(answers))
    table.changed()


@given(r"hypothetically, before (?P<base>.+) scores it is swapped for the top base of the base deck",
       example="hypothetically, before Jungle Oasis scores it is swapped for the top base of the base deck")
def hypothetical_swap_before_scoring(table: Table, base: str):
    """No card in the game makes the scoring base leave play before its VP are awarded
    (scoring.base-leaves); this gives ``base`` that ability for one scenario: its minions stay,
    on the base that takes its place."""
    table.hypothetical.append(swapped_before_scoring(resolve_card(base)))
    table.changed()


@given(r'hypothetically, (?P<card>.+?) reads "(?P<text>.+)"', example='hypothetically, Full Sail reads "Play a minion off the top of your deck."')
def hypothetical_text(table: Table, card: str, text: str):
    """A test-only text given to a real card for one rule scenario, where no card of the sources
    shows the rule (off the top, stasis; the texts are those of ``smashup_rules/scenarios/hypothetical.py``):
    the card keeps its name, kind and power."""
    table.hypothetical.append(test_only_behaviour(resolve_card(card), text))
    table.changed()


@given(r"(?P<player>\w+) has (?P<card>.+) in stasis with (?P<count>\d+) stasis counters?", example="Alice has King Rex in stasis with 2 stasis counters")
def in_stasis(table: Table, player: str, card: str, count: str):
    """A card of the player's in stasis in front of them (the position file's ``stasis`` list)."""
    table.player(player).setdefault("stasis", []).append({"card": card, "stasis_counters": int(count)})
    table.changed()


@given(r"the seed is (?P<seed>\d+)", example="the seed is 7")
def seed_is(table: Table, seed: str):
    """The seed of shuffles and random effects (by default 0)."""
    table.position["seed"] = int(seed)


# --- When -----------------------------------------------------------------------------------------


def add_play(table: Table, sentence: str) -> None:
    table.position["play"].append(sentence)
    table.changed()


@when(r"(?P<player>\w+) plays (?P<rest>.+)", example="Alice plays Buccaneer at Tortuga")
def plays(table: Table, player: str, rest: str):
    """A card played from hand: ``plays Powderkeg``, ``plays Buccaneer at Tortuga``, ``plays Poison on Walker``."""
    add_play(table, f"{player} plays {rest}")


@when(r"(?P<player>\w+) uses a Special to play (?P<rest>.+?) on (?P<turn>\w+)'s turn", example="Alice uses a Special to play Howl on Bob's turn")
def plays_through_special(table: Table, player: str, rest: str, turn: str):
    """A card played out of turn, as another card's Special allows (play.special): it uses no
    regular or extra play. ``rest`` reads as in ``plays``: ``Howl``, ``Upgrade on Walker``."""
    if table.position.get("turn") != turn:
        raise ScenarioProblem(f"it is not {turn}'s turn")
    table.special_plays.add(len(table.position["play"]))
    add_play(table, f"{player} plays {rest}")


@when(r"(?P<player>\w+) uses the talent of (?P<card>.+)", example="Alice uses the talent of Ninja Acolyte")
def uses_talent(table: Table, player: str, card: str):
    """A minion's Talent (of several copies, one whose Talent is unused this turn)."""
    add_play(table, f"{player} uses {card}")


@when(r"(?P<player>\w+) uses (?P<card>.+) instead of an? (?P<kind>action|minion) play", example="Alice uses Monet instead of an action play")
def uses_instead_of_play(table: Table, player: str, card: str, kind: str):
    """An ongoing ability used in place of a play (talents.use_play_instead: Monet)."""
    add_play(table, f"{player} uses {card}")


@when(r"(?P<player>\w+) uses the Special of (?P<card>.+) from (?:her|his|their) hand", example="Alice uses the Special of Deputy from her hand")
def uses_special_from_hand(table: Table, player: str, card: str):
    """A Special used from the hand without playing the card (Deputy): the position file's
    "Alice uses Deputy", which uses a card's Talent in play or, failing that, its Special in hand."""
    add_play(table, f"{player} uses {card}")


@when(r"the bases score", example="the bases score")
def bases_score(table: Table):
    """The Score Bases phase."""
    add_play(table, "score bases")


@when(r"the turn ends", example="the turn ends")
def turn_ends(table: Table):
    """The rest of the turn."""
    add_play(table, "end turn")


@when(r"(?P<player>\w+) chooses (?P<answers>.+)", example="Alice chooses Warbot")
def chooses(table: Table, player: str, answers: str):
    """As ``will choose``: answers, in order, that only that player may give."""
    will_choose(table, player, answers)
