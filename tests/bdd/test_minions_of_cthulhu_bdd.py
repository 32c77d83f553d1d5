"""Minions of Cthulhu clarifications (features/minions_of_cthulhu.feature)."""

from pytest_bdd import scenarios

scenarios("minions_of_cthulhu.feature")
