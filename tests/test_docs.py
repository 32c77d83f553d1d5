"""Every command is documented: it has help, and the README shows it."""

from __future__ import annotations

from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from smashup_rules.cli.group import cli

README = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")


def command_paths(group: click.Group, prefix: tuple[str, ...] = ()) -> list[tuple[str, ...]]:
    paths = []
    for name, command in sorted(group.commands.items()):
        paths.append(prefix + (name,))
        if isinstance(command, click.Group):
            paths.extend(command_paths(command, prefix + (name,)))
    return paths


@pytest.mark.parametrize("path", command_paths(cli), ids=" ".join)
def test_command_has_help_and_is_in_the_readme(path):
    result = CliRunner().invoke(cli, [*path, "--help"])
    assert result.exit_code == 0
    assert "Usage: " in result.output
    command = cli
    for name in path:
        command = command.commands[name]
    assert command.help and command.help.strip(), f"{' '.join(path)} has no help text"
    assert f"smashup {' '.join(path)}" in README, f"README does not show `smashup {' '.join(path)}`"


def test_readme_opens_with_the_two_commands():
    blocks = README.split("```sh\n")
    install_and_run, install_and_test = blocks[1].split("\n")[0], blocks[2].split("\n")[0]
    assert "pip install" in install_and_run and ".venv/bin/smashup" in install_and_run
    assert "pip install" in install_and_test and "pytest" in install_and_test


def test_ci_runs_the_readme_test_command():
    ci = (Path(__file__).resolve().parent.parent / ".ci" / "run").read_text(encoding="utf-8")
    test_command = README.split("```sh\n")[2].split("\n")[0]
    assert test_command.replace("-q ", "") in ci.replace("-q ", "")
