"""The rules themselves, as Gherkin scenarios (features/rules/)."""

from pytest_bdd import scenarios

scenarios("rules")
