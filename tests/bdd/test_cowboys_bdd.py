"""Cowboys card clarifications and duel rules, as Gherkin scenarios (features/cowboys.feature)."""

from pytest_bdd import parsers, scenarios, when

scenarios("cowboys.feature")


@when(parsers.re(r"(?P<player>\w+) uses the Special of (?P<card>.+) from (?:her|his|their) hand"))
def uses_special_from_hand(table, player: str, card: str):
    """A Special used from the hand without playing the card (Deputy): the position file's
    "Alice uses Deputy", which uses a card's Talent in play or, failing that, its Special in hand."""
    table.position["play"].append(f"{player} uses {card}")
    table.changed()
