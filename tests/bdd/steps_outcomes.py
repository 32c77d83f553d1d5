"""Then: where the cards went, power, VP, who won, a refusal, and what the explanation says and cites."""

from __future__ import annotations

from pytest_bdd import parsers, then

from smashup_rules.engine.power import breakpoint_of, player_power_at, power_of
from smashup_rules.explain.run import steps
from smashup_rules.util.ids import fold
from smashup_rules.position import PositionError

from tests.bdd.table import Table, names


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
