"""Adolescent Epic Geckos scenarios (features/adolescent_epic_geckos.feature)."""

from pytest_bdd import scenarios

scenarios("adolescent_epic_geckos.feature")
