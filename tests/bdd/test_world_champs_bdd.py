"""World Champs clarifications, as Gherkin scenarios (features/world_champs.feature)."""

from pytest_bdd import scenarios

scenarios("world_champs.feature")
