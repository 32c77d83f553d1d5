"""Teens: how the rules decide the faction's disputed plays, as Gherkin scenarios (features/teens.feature)."""

from pytest_bdd import scenarios

scenarios("teens.feature")
