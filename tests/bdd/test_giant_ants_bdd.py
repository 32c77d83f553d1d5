"""Giant Ants card clarifications, as Gherkin scenarios (features/giant_ants.feature)."""

from pytest_bdd import scenarios

scenarios("giant_ants.feature")
