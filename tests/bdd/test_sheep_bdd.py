"""Sheep card clarifications, as Gherkin scenarios (features/sheep.feature)."""

from pytest_bdd import scenarios

scenarios("sheep.feature")
