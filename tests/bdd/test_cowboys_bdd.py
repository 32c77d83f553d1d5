"""Cowboys card clarifications and duel rules, as Gherkin scenarios (features/cowboys.feature)."""

from pytest_bdd import scenarios

scenarios("cowboys.feature")
