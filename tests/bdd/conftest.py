"""The shared Gherkin vocabulary: every step any feature file may use.

A scenario builds a position file step by step (the same YAML the CLI reads,
so names are resolved and legality is checked exactly as for a user's file),
then each ``When`` adds a play; the position is resolved from scratch by the
engine when a ``Then`` first looks at the outcome. See features/README.md.
"""

from __future__ import annotations

import contextlib
import random
import re
from pathlib import Path
from unittest import mock

import pytest
import yaml
from pytest_bdd import given, parsers, then, when

from smashup_rules.engine.abilities import CardBehaviour
from smashup_rules.engine.play import play_card
from smashup_rules.engine.registry import default_registry
from smashup_rules.engine.power import breakpoint_of, player_power_at, power_of
from smashup_rules.engine.resolve import apply_play
from smashup_rules.engine.state import CardInstance
from smashup_rules.explain import Explanation, explain_position, steps, zone_label
from smashup_rules.ids import fold
from smashup_rules.position import Position, PositionError, load_valid_position
from smashup_rules.reference import data
from smashup_rules.reference.coverage import citation_audit
from smashup_rules.reference.names import resolve_card, resolve_faction
from smashup_rules.simulate import SimConfig, opening_hand, setup_position

from .hypothetical import swapped_before_scoring, test_only_behaviour


def pytest_bdd_apply_tag(tag: str, function):
    """``@ruling:pirates/first-mate#1`` and ``@rule:scoring.ties`` become markers
    carrying the ID (registered in pyproject.toml), not marks named after it."""
    kind, _, identifier = tag.partition(":")
    if kind in ("ruling", "rule") and identifier:
        getattr(pytest.mark, kind)(identifier)(function)
        return True
    return None


FEATURES = Path(__file__).resolve().parents[2] / "features"
STEP_FAILED = pytest.StashKey[bool]()


def pytest_bdd_step_error(request, feature, scenario, step, step_func, step_func_args, exception):
    request.node.stash[STEP_FAILED] = True


def pytest_bdd_step_func_lookup_error(request, feature, scenario, step, exception):
    request.node.stash[STEP_FAILED] = True


def pytest_bdd_after_scenario(request, feature, scenario):
    """The citation audit: a scenario tagged ``@ruling:<id>`` passes only if the explanation of
    its resolution (every step, the refused play included) cites that ruling, unless
    features/citation_exemptions.yaml lists it with its reason; a listed scenario that cites
    it fails too, so the list stays exactly the uncited ones (``smashup rulings --coverage``
    reads its figure from the list). A scenario that already failed is left to its failure."""
    __tracebackhide__ = True
    rulings = tuple(sorted(tag.partition(":")[2] for tag in scenario.tags if tag.startswith("ruling:")))
    if not rulings or request.node.stash.get(STEP_FAILED, False):
        return
    cited: set[str] = set()
    if "table" in request.fixturenames:
        table = request.getfixturevalue("table")
        with contextlib.suppress(PositionError):  # a position refused before any play: no step cites
            cited = {cite for step in steps(table.outcome) for cite in step["cites"]}
    path = Path(feature.filename).resolve()
    feature_file = path.relative_to(FEATURES).as_posix() if path.is_relative_to(FEATURES) else path.as_posix()
    problems = citation_audit(FEATURES, feature_file, scenario.name, rulings, cited)
    assert not problems, f"citation audit of {feature_file}: {scenario.name}:\n  " + "\n  ".join(problems)


def names(text: str) -> list[str]:
    """``"Walker, Zapbot and Cut Lass"`` → three names."""
    return [n.strip() for n in re.split(r",\s*|\s+and\s+", text) if n.strip()]


class Table:
    """The scenario's position (as position-file data) and, once resolved, its outcome."""

    def __init__(self):
        self.position: dict = {"players": [], "bases": [], "play": [], "choices": []}
        self._outcome: Explanation | None = None
        self.refusal: str | None = None
        self.special_plays: set[int] = set()  # indexes in position["play"] made through a Special
        # Abilities no real card has, given to a card for one rule scenario (see ``hypothetically``).
        self.hypothetical: list[type[CardBehaviour]] = []
        # A new game as setup deals it (``new_game_set_up``), used instead of the position built here.
        self.dealt: Position | None = None

    # --- building the position ---------------------------------------------

    def player(self, name: str) -> dict:
        for player in self.position["players"]:
            if player["name"] == name:
                return player
        raise AssertionError(f"the scenario has no player {name!r}; start with 'Given a game between ...'")

    def base(self, name: str) -> dict:
        for base in self.position["bases"]:
            if fold(base["name"]) == fold(name):
                return base
        base = {"name": name, "cards": []}
        self.position["bases"].append(base)
        return base

    def find_entry(self, name: str) -> dict:
        """A card already placed on a base (to attach an action to it)."""
        for base in self.position["bases"]:
            for entry in base["cards"]:
                if fold(entry["card"]) == fold(name):
                    return entry
        raise AssertionError(f"no {name} has been placed on a base")

    def changed(self) -> None:
        self._outcome = None

    # --- resolving --------------------------------------------------------

    @property
    def outcome(self) -> Explanation:
        if self._outcome is None:
            text = yaml.safe_dump(self.position, sort_keys=False, allow_unicode=True)
            position = self.dealt if self.dealt is not None else load_valid_position(text, source="scenario")
            with contextlib.ExitStack() as patches:
                if self.special_plays:
                    patches.enter_context(mock.patch("smashup_rules.engine.resolve.apply_play", self._apply_with_specials()))
                if self.hypothetical:
                    registry = default_registry().with_behaviours(*self.hypothetical)
                    patches.enter_context(mock.patch("smashup_rules.engine.setup.default_registry", lambda: registry))
                self._outcome = explain_position(position)
        return self._outcome

    def _apply_with_specials(self):
        """``apply_play``, except that the plays marked as made through a Special skip the
        turn's regular and extra plays (play.special), as an out-of-turn Special does."""
        played = iter(range(len(self.position["play"])))

        def apply(game, spec):
            if next(played) not in self.special_plays:
                return apply_play(game, spec)
            state = game.state
            card = next((c for c in state.zone(f"hand:{spec.player}") if c.card_id == spec.card), None)
            assert card is not None, f"{spec.player} has no {spec.card} in hand"
            base = next((b for b in state.bases() if b.card_id == spec.base), None) if spec.base else None
            target = next((m for m in state.all_minions() if m.card_id == spec.target), None) if spec.target else None
            return play_card(game, spec.player, card, base=base, target=target, special=True)

        return apply

    @property
    def state(self):
        outcome = self.outcome
        if outcome.error is not None:
            raise AssertionError(f"the play stopped with an error: {outcome.error}")
        return outcome.state

    def instances(self, name: str) -> list[CardInstance]:
        found = [c for c in self.state.cards.values() if fold(c.name) == fold(name)]
        assert found, f"no card named {name} in the game"
        return found

    def where(self, card: CardInstance) -> str:
        return zone_label(self.state, card.zone)

    def in_play(self, name: str) -> CardInstance:
        cards = [c for c in self.instances(name) if self.state.in_play(c)]
        assert len(cards) == 1, f"expected one {name} in play, found {len(cards)}"
        return cards[0]

    def base_in_play(self, name: str) -> CardInstance:
        bases = [b for b in self.state.bases() if fold(b.name) == fold(name)]
        assert bases, f"{name} is not in play; bases in play: {', '.join(b.name for b in self.state.bases())}"
        return bases[0]


@pytest.fixture
def table() -> Table:
    return Table()


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


# --- Then -----------------------------------------------------------------------------------------


@then(parsers.re(r"(?P<player>\w+) has (?P<vp>\d+) VP"))
def vp_is(table: Table, player: str, vp: str):
    assert table.state.player(player).vp == int(vp)


def is_place(label: str, preposition: str, place: str) -> bool:
    """Whether a zone label (as the explanation writes it) is the place a step names:
    ``Buccaneer is at Tortuga``, ``Tortuga is in play`` (label "in play"), ``Poison is
    on Walker`` (label "on Walker at The Grey Opal"), ``Dagon is set aside by Alice``."""
    label = fold(label)
    if label in (fold(place), fold(f"{preposition} {place}")):
        return True
    return preposition == "on" and label.startswith(fold(f"on {place}") + " at ")


PLACE = r"(?P<preposition>in|at|on|set aside by) (?P<place>.+)"


@then(parsers.re(r"(?P<card>.+?) is " + PLACE))
def card_is(table: Table, card: str, preposition: str, place: str):
    places = [table.where(c) for c in table.instances(card)]
    assert any(is_place(p, preposition, place) for p in places), f"{card} is {' / '.join(places)}, not {preposition} {place}"


@then(parsers.re(r"(?P<card>.+?) is not " + PLACE))
def card_is_not(table: Table, card: str, preposition: str, place: str):
    places = [table.where(c) for c in table.instances(card)]
    assert not any(is_place(p, preposition, place) for p in places), f"{card} is {preposition} {place}"


@then(parsers.re(r"(?P<card>.+?) is controlled by (?P<player>\w+)"))
def controlled_by(table: Table, card: str, player: str):
    assert table.in_play(card).controller == player


@then(parsers.re(r"(?P<player>\w+) has (?P<power>-?\d+) power at (?P<base>.+)"))
def player_power(table: Table, player: str, power: str, base: str):
    breakdown = player_power_at(table.state, player, table.base_in_play(base))
    assert breakdown.total == int(power), breakdown.describe()


@then(parsers.re(r"the breakpoint of (?P<base>.+) is (?P<breakpoint>\d+)"))
def breakpoint_is(table: Table, base: str, breakpoint: str):
    assert breakpoint_of(table.state, table.base_in_play(base)) == int(breakpoint)


@then(parsers.re(r"(?P<card>.+?) has power (?P<power>-?\d+)"))
def card_power(table: Table, card: str, power: str):
    assert power_of(table.state, table.in_play(card)) == int(power)


@then(parsers.re(r"(?P<player>\w+) has (?P<count>\d+) cards? in hand"))
def hand_size(table: Table, player: str, count: str):
    assert len(table.state.zone(f"hand:{player}")) == int(count)


@then(parsers.re(r"(?P<player>\w+)'s (?P<pile>deck|discard pile) has (?P<count>\d+) cards?"))
def pile_size(table: Table, player: str, pile: str, count: str):
    zone = f"{'deck' if pile == 'deck' else 'discard'}:{player}"
    assert len(table.state.zone(zone)) == int(count)


@then(parsers.re(r"(?P<player>\w+)'s deck is now (?P<cards>.+) \(top first\)"))
def deck_now(table: Table, player: str, cards: str):
    held = [card.name for card in table.state.zone(f"deck:{player}")]
    assert [fold(name) for name in held] == [fold(name) for name in names(cards)], f"{player}'s deck is {', '.join(held) or 'empty'}"


@then(parsers.re(r"(?P<player>\w+) wins the game"))
def wins(table: Table, player: str):
    assert table.state.winner == player


@then("nobody has won yet")
def nobody_won(table: Table):
    assert table.state.winner is None


@then(parsers.re(r"the play is refused: (?P<message>.+)"))
def refused(table: Table, message: str):
    try:
        outcome = table.outcome
    except PositionError as error:
        actual = str(error)
    else:
        assert outcome.error is not None, "the play was not refused"
        actual = str(outcome.error)
    assert message in actual, f"refused with: {actual}"


@then(parsers.re(r"the explanation cites (?P<cite>\S+)"))
def cites(table: Table, cite: str):
    cited = {c for event in table.outcome.game.log for c in event.cites}
    assert cite in cited, f"not cited; cited: {', '.join(sorted(cited))}"


@then(parsers.re(r'the explanation says "(?P<text>.+)"'))
def explanation_says(table: Table, text: str):
    messages = [event.message for event in table.outcome.game.log]
    assert any(text in message for message in messages), "no step says it; steps:\n" + "\n".join(messages)


@then(parsers.re(r'the explanation does not say "(?P<text>.+)"'))
def explanation_does_not_say(table: Table, text: str):
    said = [event.message for event in table.outcome.game.log if text in event.message]
    assert not said, f"a step says it: {said[0]}"


@then(parsers.re(r"the explanation cites (?P<cites>\S+(?:, \S+)+) in this order"))
def cites_in_order(table: Table, cites: str):
    """The first step citing each ID comes after the first step citing the ID before it."""
    first: dict[str, int] = {}
    for number, event in enumerate(table.outcome.game.log):
        for cite in event.cites:
            first.setdefault(cite, number)
    wanted = names(cites)
    missing = [cite for cite in wanted if cite not in first]
    assert not missing, f"not cited: {', '.join(missing)}"
    assert [first[cite] for cite in wanted] == sorted(first[cite] for cite in wanted), {cite: first[cite] for cite in wanted}


@then(parsers.re(r"(?P<card>.+?) is stored under (?P<host>.+)"))
def is_stored_under(table: Table, card: str, host: str):
    """A card kept under a card in play (effects.store_under)."""
    places = [table.where(c) for c in table.instances(card)]
    assert any(p.lower() == f"under {host}".lower() for p in places), f"{card} is {' / '.join(places)}, not under {host}"


@then(parsers.re(r"(?P<card>.+?) has (?P<count>\d+) \+1 power counters?"))
def counters(table: Table, card: str, count: str):
    assert table.in_play(card).counters == int(count)


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
    assert sorted(dealt + rest) == sorted(shuffled)


@then(parsers.re(r"the refusal cites (?P<cite>\S+)"))
def refusal_cites(table: Table, cite: str):
    """The refused play's reason cites ``cite`` (a rule section, card or clarification)."""
    error = table.outcome.error
    assert error is not None, "the play was not refused"
    assert cite in getattr(error, "cites", ()), f"not cited; the refusal cites: {', '.join(getattr(error, 'cites', ())) or 'nothing'}"


@then(parsers.re(r'the explanation has a step "(?P<text>.+)" citing (?P<cites>\S+(?:, \S+)*)$'))
def step_says_and_cites(table: Table, text: str, cites: str):
    """One numbered step of the explanation (a refused play included) says ``text`` and cites
    every one of ``cites``: the words and their sources together, not somewhere each."""
    wanted = names(cites)
    found = [step for step in steps(table.outcome) if text in step["message"]]
    assert found, "no step says it; steps:\n" + "\n".join(step["message"] for step in steps(table.outcome))
    assert any(all(cite in step["cites"] for cite in wanted) for step in found), "\n".join(
        f"{step['message']} cites {', '.join(step['cites'])}" for step in found
    )
