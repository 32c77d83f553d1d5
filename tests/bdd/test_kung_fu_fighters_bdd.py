"""Kung Fu Fighters card clarifications, as Gherkin scenarios (features/kung_fu_fighters.feature)."""

from pytest_bdd import scenarios

scenarios("kung_fu_fighters.feature")
