"""Answering the engine's decisions at a terminal, after any scripted answers."""

from __future__ import annotations

import sys

from smashup_rules.engine.choices import Decision, ScriptedChooser


class PromptingChooser(ScriptedChooser):
    """Scripted answers first (strictly matched); then each decision is asked."""

    def __call__(self, decision: Decision) -> int:
        if self.remaining:
            return super().__call__(decision)
        import click

        click.echo(f"\n{decision.player} must {decision.prompt}:")
        for number, option in enumerate(decision.options, start=1):
            click.echo(f"  {number}. {option.display}")
        answer = click.prompt("Choice", type=click.IntRange(1, len(decision.options)))
        return answer - 1


def chooser_for(answers: list[str], *, interactive: bool) -> ScriptedChooser:
    """Prompting on a terminal (both ends), strict scripted answers everywhere else."""
    if interactive and sys.stdin.isatty() and sys.stdout.isatty():
        return PromptingChooser(answers)
    return ScriptedChooser(answers)
