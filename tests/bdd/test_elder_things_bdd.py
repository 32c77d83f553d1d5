"""Elder Things clarifications and the Madness deck (features/elder_things.feature)."""

from pytest_bdd import scenarios

scenarios("elder_things.feature")
