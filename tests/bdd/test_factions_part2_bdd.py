"""Ghosts, Killer Plants, Steampunks and Bear Cavalry card clarifications, as Gherkin scenarios (features/<faction>.feature)."""

from pytest_bdd import scenarios

scenarios(
    "ghosts.feature",
    "killer_plants.feature",
    "steampunks.feature",
    "bear_cavalry.feature",
)
