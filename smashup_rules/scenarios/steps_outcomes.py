"""Then: where the cards went, power, VP, who won, a refusal, and what the explanation says and cites.

Each step checks one thing about the outcome and, when it does not hold, says what the engine
produced instead in the step's own words (``expect``).
"""

from __future__ import annotations

from smashup_rules.engine.convert.to_position import state_to_position
from smashup_rules.engine.power import breakpoint_of, player_power_at, power_of
from smashup_rules.engine.resolve import new_game
from smashup_rules.explain.result import result
from smashup_rules.explain.run import steps
from smashup_rules.position import PositionError, dump_position, load_valid_position
from smashup_rules.scenarios.failures import OutcomeDiffers, expect
from smashup_rules.scenarios.table import Table, names
from smashup_rules.scenarios.vocabulary import then
from smashup_rules.util.ids import fold


@then(r"(?P<player>\w+) has (?P<vp>\d+) VP", example="Alice has 5 VP")
def vp_is(table: Table, player: str, vp: str):
    """The player's victory points."""
    actual = table.state.player(player).vp
    expect(actual == int(vp), f"{player} has {actual} VP")


def is_place(label: str, preposition: str, place: str) -> bool:
    """Whether a zone label (as the explanation writes it) is the place a step names:
    ``Buccaneer is at Tortuga``, ``Tortuga is in play`` (label "in play"), ``Poison is
    on Walker`` (label "on Walker at The Grey Opal"), ``Dagon is set aside by Alice``."""
    label = fold(label)
    if label in (fold(place), fold(f"{preposition} {place}")):
        return True
    return preposition == "on" and label.startswith(fold(f"on {place}") + " at ")


PLACE = r"(?P<preposition>in|at|on|set aside by) (?P<place>.+)"


@then(r"(?P<card>.+?) is " + PLACE, example="Walker is in Bob's discard pile")
def card_is(table: Table, card: str, preposition: str, place: str):
    """Some card of that name is there. Places read as the explanation writes them: ``in
    Bob's hand``, ``in Bob's deck``, ``in Bob's discard pile``, ``at Tortuga``, ``on Walker``
    (or ``on Walker at The Grey Opal``), ``in the base deck``, ``in the base discard pile``,
    ``set aside by Alice``, ``in the box``, ``in monsters deck``, ``in treasures discard``; a
    base in play is ``in play``."""
    found = table.instances(card)
    places = [table.where(c) for c in found]
    expect(any(is_place(p, preposition, place) for p in places), f"{card} is {' / '.join(table.placed(c) for c in found)}, not {preposition} {place}")


@then(r"(?P<card>.+?) is not " + PLACE, example="Walker is not in Bob's discard pile")
def card_is_not(table: Table, card: str, preposition: str, place: str):
    """No card of that name is there."""
    places = [table.where(c) for c in table.instances(card)]
    expect(not any(is_place(p, preposition, place) for p in places), f"{card} is {preposition} {place}")


@then(r"(?P<card>.+?) is controlled by (?P<player>\w+)", example="Zombie Lord is controlled by Bob")
def controlled_by(table: Table, card: str, player: str):
    """Who controls the one card of that name in play."""
    controller = table.in_play(card).controller
    expect(controller == player, f"{card} is controlled by {controller or 'nobody'}")


@then(r"(?P<player>\w+) has (?P<power>-?\d+) power at (?P<base>.+)", example="Alice has 7 power at The Grey Opal")
def player_power(table: Table, player: str, power: str, base: str):
    """The player's total power at a base in play, computed now."""
    breakdown = player_power_at(table.state, player, table.base_in_play(base))
    expect(breakdown.total == int(power), f"{player} has {breakdown.total} power at {base}: {breakdown.describe()}")


@then(r"the breakpoint of (?P<base>.+) is (?P<breakpoint>\d+)", example="the breakpoint of Jungle Oasis is 9")
def breakpoint_is(table: Table, base: str, breakpoint: str):
    """A base's breakpoint, computed now (what raises or lowers it included)."""
    actual = breakpoint_of(table.state, table.base_in_play(base))
    expect(actual == int(breakpoint), f"the breakpoint of {base} is {actual}")


@then(r"(?P<card>.+?) has power (?P<power>-?\d+)", example="Walker has power 3")
def card_power(table: Table, card: str, power: str):
    """The power of the one minion of that name in play, computed now."""
    actual = power_of(table.state, table.in_play(card))
    expect(actual == int(power), f"{card} has power {actual}")


@then(r"(?P<player>\w+) has (?P<count>\d+) cards? in hand", example="Alice has 3 cards in hand")
def hand_size(table: Table, player: str, count: str):
    """How many cards the player holds."""
    held = [card.name for card in table.state.zone(f"hand:{player}")]
    expect(len(held) == int(count), f"{player} has {len(held)} cards in hand: {', '.join(held) or 'none'}")


@then(r"(?P<player>\w+)'s (?P<pile>deck|discard pile) has (?P<count>\d+) cards?", example="Alice's deck has 1 card")
def pile_size(table: Table, player: str, pile: str, count: str):
    """How many cards the player's deck or discard pile holds."""
    zone = f"{'deck' if pile == 'deck' else 'discard'}:{player}"
    held = [card.name for card in table.state.zone(zone)]
    expect(len(held) == int(count), f"{player}'s {pile} has {len(held)} cards: {', '.join(held) or 'none'}")


@then(r"(?P<player>\w+)'s deck is now (?P<cards>.+) \(top first\)", example="Alice's deck is now Dinghy, Cannon (top first)")
def deck_now(table: Table, player: str, cards: str):
    """The player's whole deck, in order."""
    held = [card.name for card in table.state.zone(f"deck:{player}")]
    expect([fold(name) for name in held] == [fold(name) for name in names(cards)], f"{player}'s deck is {', '.join(held) or 'empty'}")


@then(r"(?P<player>\w+) wins the game", example="Alice wins the game")
def wins(table: Table, player: str):
    """The player has won."""
    winner = table.state.winner
    expect(winner == player, f"{winner} wins the game" if winner else "nobody has won yet")


@then(r"nobody has won yet", example="nobody has won yet")
def nobody_won(table: Table):
    """No player has won."""
    winner = table.state.winner
    expect(winner is None, f"{winner} wins the game")


@then(r"the play is refused: (?P<message>.+)", example="the play is refused: no minion play is left this turn")
def refused(table: Table, message: str):
    """The engine, or the position check, refuses the play with a message containing these words."""
    try:
        outcome = table.outcome
    except PositionError as error:
        actual = str(error)
    else:
        if outcome.error is None:
            raise OutcomeDiffers("the play was not refused")
        actual = str(outcome.error)
    expect(message in actual, f"refused with: {actual}")


@then(r"the explanation cites (?P<cite>\S+)", example="the explanation cites pirates/first-mate#1")
def cites(table: Table, cite: str):
    """Some step of the explanation cites the ID (a rule section, card, clarification or ruling)."""
    cited = {c for event in table.outcome.game.log for c in event.cites}
    expect(cite in cited, f"not cited; cited: {', '.join(sorted(cited))}")


@then(r'the explanation says "(?P<text>.+)"', example='the explanation says "buries Cannon from Alice\'s hand face down"')
def explanation_says(table: Table, text: str):
    """Some step of the explanation says these words."""
    messages = [event.message for event in table.outcome.game.log]
    expect(any(text in message for message in messages), "no step says it")


@then(r'the explanation does not say "(?P<text>.+)"', example='the explanation does not say "is destroyed"')
def explanation_does_not_say(table: Table, text: str):
    """No step of the explanation says these words."""
    said = [event.message for event in table.outcome.game.log if text in event.message]
    expect(not said, f"a step says it: {said[0] if said else ''}")


@then(r"the explanation cites (?P<cites>\S+(?:, \S+)+) in this order", example="the explanation cites scoring.choose-base, scoring.vp-places in this order")
def cites_in_order(table: Table, cites: str):
    """The first step citing each ID comes after the first step citing the ID before it."""
    first: dict[str, int] = {}
    for number, event in enumerate(table.outcome.game.log):
        for cite in event.cites:
            first.setdefault(cite, number)
    wanted = names(cites)
    missing = [cite for cite in wanted if cite not in first]
    expect(not missing, f"not cited: {', '.join(missing)}")
    expect([first[cite] for cite in wanted] == sorted(first[cite] for cite in wanted),
           "first cited at steps " + ", ".join(f"{cite} {first[cite] + 1}" for cite in wanted))


@then(r"(?P<card>.+?) is stored under (?P<host>.+)", example="Flip Kick is stored under Van Gogh")
def is_stored_under(table: Table, card: str, host: str):
    """A card kept under a card in play (effects.store_under)."""
    found = table.instances(card)
    expect(any(table.where(c).lower() == f"under {host}".lower() for c in found), f"{card} is {' / '.join(table.placed(c) for c in found)}, not under {host}")


@then(r"(?P<card>.+?) has (?P<count>\d+) \+1 power counters?", example="Warbot has 2 +1 power counters")
def counters(table: Table, card: str, count: str):
    """The +1 power counters on the one card of that name in play."""
    actual = table.in_play(card).counters
    expect(actual == int(count), f"{card} has {actual} +1 power counters")


@then(r"the refusal cites (?P<cite>\S+)", example="the refusal cites play.minion")
def refusal_cites(table: Table, cite: str):
    """The refused play's reason cites the ID (a rule section, card or clarification)."""
    error = table.outcome.error
    if error is None:
        raise OutcomeDiffers("the play was not refused")
    given = getattr(error, "cites", ())
    expect(cite in given, f"not cited; the refusal cites: {', '.join(given) or 'nothing'}")


@then(r'the explanation has a step "(?P<text>.+)" citing (?P<cites>\S+(?:, \S+)*)$',
      example='the explanation has a step "is destroyed" citing pirates/powderkeg, pirates/powderkeg#1')
def step_says_and_cites(table: Table, text: str, cites: str):
    """One numbered step of the explanation (a refused play included) says these words and cites
    every one of the IDs: the words and their sources together, not somewhere each."""
    wanted = names(cites)
    found = [step for step in steps(table.outcome) if text in step["message"]]
    expect(bool(found), "no step says it")
    expect(any(all(cite in step["cites"] for cite in wanted) for step in found),
           "\n".join(f"{step['message']} cites {', '.join(step['cites'])}" for step in found))


# --- extra plays kept for later (play.extra) ---------------------------------------------------


def _kept(table: Table, player: str) -> list[str]:
    return [extra["play"] for extra in result(table.outcome)["extra_plays"] if extra["player"] == player]


@then(r"(?P<player>\w+) may still play an (?P<play>extra .+)", example="Alice may still play an extra minion named Byakhee at Plateau of Leng")
def may_still_play(table: Table, player: str, play: str):
    """A grant kept for later, as the result and the steps word it: every qualifier it keeps."""
    kept = _kept(table, player)
    expect(play in kept, f"{player} may still play: {'; '.join(kept) or 'no extra play'}")


@then(r"(?P<player>\w+) has no extra play kept", example="Alice has no extra play kept")
def no_extra_play_kept(table: Table, player: str):
    """No grant of the player's waits for later."""
    kept = _kept(table, player)
    expect(not kept, f"{player} may still play: {'; '.join(kept)}")


@then(r"the position saved now keeps the extra play (?P<play>extra .+)", example="the position saved now keeps the extra play extra minion at Jungle Oasis")
def saved_position_keeps(table: Table, play: str):
    """The moment written as a position file and read back keeps the grant and its qualifiers."""
    text = dump_position(state_to_position(table.state))
    again = new_game(load_valid_position(text, source="saved")).state
    kept = [allowance.words(again.cards) for allowance in again.turn.allowances if not allowance.regular]
    expect(play in kept, f"the saved position keeps: {'; '.join(kept) or 'no extra play'}\n{text}")
