"""Monsters: their rules and the rulings about them (features/monsters.feature)."""

from pytest_bdd import scenarios

scenarios("monsters.feature")
