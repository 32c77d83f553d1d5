"""Disco Dancers card clarifications, as Gherkin scenarios (features/disco_dancers.feature)."""

from pytest_bdd import scenarios

scenarios("disco_dancers.feature")
