"""The fidelity audit's scenarios (features/fidelity/): each shows one condition of docs/fidelity.md."""

from pytest_bdd import scenarios

scenarios("fidelity")
