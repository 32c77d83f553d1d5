"""Adolescent Epic Geckos scenarios (features/adolescent_epic_geckos.feature).

A step of this faction's own, which the shared step library has no words for:
``When Alice uses Monet instead of an action play``, an ongoing ability used in place of a
play (talents.use_play_instead), written in a position as "Alice uses Monet".
"""

from __future__ import annotations

from pytest_bdd import parsers, scenarios, when

from tests.bdd.steps_board import add_play

scenarios("adolescent_epic_geckos.feature")


@when(parsers.re(r"(?P<player>\w+) uses (?P<card>.+) instead of an? (?P<kind>action|minion) play"))
def uses_instead_of_play(table, player: str, card: str, kind: str):
    add_play(table, f"{player} uses {card}")
