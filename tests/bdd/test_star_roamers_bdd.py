"""Star Roamers card clarifications, as Gherkin scenarios (features/star_roamers.feature)."""

from pytest_bdd import scenarios

scenarios("star_roamers.feature")
