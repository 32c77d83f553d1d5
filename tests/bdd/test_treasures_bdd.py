"""Treasures: the rules of treasures and the readings of their texts (features/treasures.feature)."""

from pytest_bdd import scenarios

scenarios("treasures.feature")
