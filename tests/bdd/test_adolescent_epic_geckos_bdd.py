"""Adolescent Epic Geckos scenarios (features/adolescent_epic_geckos.feature).

Two steps of this faction's own, which the shared step library has no words for:

* ``When Alice uses Monet instead of an action play``: an ongoing ability used in place of a
  play (play.use_play_instead), written in a position as "Alice uses Monet";
* ``Then Flip Kick is stored under Van Gogh``: a card kept under a card in play
  (effects.store_under).
"""

from __future__ import annotations

from pytest_bdd import parsers, scenarios, then, when

from .conftest import add_play

scenarios("adolescent_epic_geckos.feature")


@when(parsers.re(r"(?P<player>\w+) uses (?P<card>.+) instead of an? (?P<kind>action|minion) play"))
def uses_instead_of_play(table, player: str, card: str, kind: str):
    add_play(table, f"{player} uses {card}")


@then(parsers.re(r"(?P<card>.+?) is stored under (?P<host>.+)"))
def is_stored_under(table, card: str, host: str):
    places = [table.where(c) for c in table.instances(card)]
    assert any(p.lower() == f"under {host}".lower() for p in places), f"{card} is {' / '.join(places)}, not under {host}"
