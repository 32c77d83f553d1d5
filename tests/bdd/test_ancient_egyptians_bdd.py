"""Ancient Egyptians clarifications and summary rulings, as Gherkin scenarios (features/ancient_egyptians.feature)."""

from pytest_bdd import scenarios

scenarios("ancient_egyptians.feature")
