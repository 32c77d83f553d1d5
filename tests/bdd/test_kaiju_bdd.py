"""Kaiju card clarifications, as Gherkin scenarios (features/kaiju.feature)."""

from pytest_bdd import scenarios

scenarios("kaiju.feature")
