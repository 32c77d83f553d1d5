"""The core-set factions' card clarifications, as Gherkin scenarios (features/<faction>.feature)."""

from pytest_bdd import scenarios

scenarios(
    "aliens.feature",
    "dinosaurs.feature",
    "ninjas.feature",
    "pirates.feature",
    "robots.feature",
    "zombies.feature",
)
