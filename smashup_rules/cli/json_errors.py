"""The click classes behind ``smashup``'s errors: ours with their ``error`` object
(docs/json.md), every error as JSON on standard output under ``--json``, and a closed pipe
ending the process quietly."""

from __future__ import annotations

import click

from smashup_rules.util.terminal import end_on_closed_pipe, error_json, print_json


class Failure(click.ClickException):
    """An error with its ``error`` object (docs/json.md): the message on standard error, or that object under --json."""

    def __init__(self, error: dict, exit_code: int = 1):
        super().__init__(error["message"])
        self.error = error
        self.exit_code = exit_code


class BadInput(Failure):
    """A position file that cannot be used: exit code 2, one clear message."""

    def __init__(self, error: dict):
        super().__init__(error, exit_code=2)


class AsJson(click.ClickException):
    """An error shown as ``{"error": ...}`` on standard output, with the exit code it had."""

    def __init__(self, error: click.ClickException):
        super().__init__(error.format_message())
        self.exit_code = error.exit_code
        # Ours carry their object; click's own are usage errors (a bad option or argument).
        self.error = error.error if isinstance(error, Failure) else error_json("usage", error.format_message())

    def show(self, file=None) -> None:
        print_json({"error": self.error})


class JsonErrorsCommand(click.Command):
    """A command with --json: under it an error, ours or click's, is JSON on standard output."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        # Options are not parsed yet when parsing fails: look for the flag itself.
        asked = "--json" in args and any(param.name == "as_json" for param in self.params)
        try:
            return super().parse_args(ctx, args)
        except click.ClickException as error:
            if asked:
                raise AsJson(error) from None
            raise

    def invoke(self, ctx: click.Context):
        try:
            return super().invoke(ctx)
        except click.ClickException as error:
            if ctx.params.get("as_json"):
                raise AsJson(error) from None
            raise


class JsonErrorsGroup(click.Group):
    """The command group, whose commands are JsonErrorsCommands. A closed pipe ends the process
    quietly, as other tools end (``end_on_closed_pipe``), where click would exit 1: while the
    arguments are read (``--help``, ``--version``) and while a command runs."""

    command_class = JsonErrorsCommand
    group_class = type  # subgroups (``position``) are of this class, so their commands are JsonErrorsCommands

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        try:
            return super().parse_args(ctx, args)
        except BrokenPipeError:
            end_on_closed_pipe()

    def invoke(self, ctx: click.Context):
        try:
            return super().invoke(ctx)
        except BrokenPipeError:
            end_on_closed_pipe()


class JsonErrorsCommandGroup(JsonErrorsCommand, click.Group):
    """A command that also has subcommands (``simulate`` and ``simulate merge``), with --json errors."""

    command_class = JsonErrorsCommand
