"""``smashup``: the command-line shell over the reference and the engine.

Exit codes: 0 success, 1 an error (an unknown name, a failed run), 2 bad input
or usage. Every command but ``play`` and ``completion`` takes ``--json``.
"""

from __future__ import annotations

from pathlib import Path

import click

from .reference.names import UnknownName
from .reference.search import KINDS

KIND_CHOICE = click.Choice(KINDS)


def _card_names(ctx, param, incomplete: str):
    from click.shell_completion import CompletionItem

    from .ids import fold
    from .reference import data

    key = fold(incomplete)
    names = dict.fromkeys(c["name"] for c in data.cards().values())  # a reprint's name once, not once per card
    return [CompletionItem(n) for n in names if fold(n).startswith(key)]


def _faction_names(ctx, param, incomplete: str):
    from click.shell_completion import CompletionItem

    from .ids import fold
    from .reference import data

    key = fold(incomplete)
    names = [f["name"] for f in data.factions().values()] + [d["name"] for d in data.decks().values()]
    return [CompletionItem(n) for n in names if fold(n).startswith(key)]


def _rule_ids(ctx, param, incomplete: str):
    from click.shell_completion import CompletionItem

    from .reference import data

    return [CompletionItem(r) for r in data.rules() if r.startswith(incomplete)]


def _lookup(function, *args, **kwargs):
    """Run a lookup; an unknown name becomes a one-line error with suggestions (exit 1)."""
    try:
        return function(*args, **kwargs)
    except UnknownName as error:
        raise click.ClickException(str(error)) from None


json_option = click.option("--json", "as_json", is_flag=True, help="Print JSON (schema: docs/json.md).")


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="smashup_rules", prog_name="smashup")
def cli() -> None:
    """Smash Up rules reference and scenario checker.

    Look up cards, rules and rulings, search all of them, and (with a board
    position) work out what a disputed play does, step by step, with the rule
    and clarification behind each step.
    """


@cli.command()
@click.argument("name", shell_complete=_card_names)
@click.option("--history", is_flag=True, help="Also show what earlier wiki revisions said.")
@json_option
def card(name: str, history: bool, as_json: bool) -> None:
    """Show a card: text, power, errata, clarifications and rulings.

    NAME is forgiving: case, accents and punctuation do not matter, a unique
    prefix or word prefixes are enough ("tenacious", "zom lord"). A name
    several cards bear (a World Champs reprint: "mummy") shows each of them.
    """
    from .reference.views import card_lookup

    from .output import render_card_lookup, show

    show(_lookup(card_lookup, name, history=history), as_json, render_card_lookup)


@cli.command()
@click.argument("name", shell_complete=_faction_names)
@json_option
def faction(name: str, as_json: bool) -> None:
    """Show a faction's deck list, bases, titan and ruling counts (or a special deck: Madness, Monsters, Treasures)."""
    from .reference.views import faction_view

    from .output import render_faction, show

    show(_lookup(faction_view, name), as_json, render_faction)


@cli.command()
@click.argument("query", nargs=-1, required=True, shell_complete=_rule_ids)
@json_option
def rule(query: tuple[str, ...], as_json: bool) -> None:
    """Show a rule section or glossary term by ID (scoring.ties) or title (may, "ties for a place")."""
    from .reference.views import rule_view

    from .output import render_rule, show

    show(_lookup(rule_view, " ".join(query)), as_json, render_rule)


@cli.command()
@click.argument("query", nargs=-1, required=True)
@click.option("--faction", "faction_name", shell_complete=_faction_names, help="Only this faction's cards and rulings.")
@click.option("--kind", type=KIND_CHOICE, help="Only cards, clarifications, summary rulings or rule sections.")
@click.option("--limit", default=10, show_default=True, type=click.IntRange(1, 500), help="How many hits.")
@json_option
def search(query: tuple[str, ...], faction_name: str | None, kind: str | None, limit: int, as_json: bool) -> None:
    """Ranked full-text search over card texts, clarifications, rulings and rules."""
    from .reference import search as full_text
    from .reference.names import resolve_faction

    faction_id = _lookup(resolve_faction, faction_name) if faction_name else None
    from .output import render_hits, show

    show(full_text.search(" ".join(query), kind=kind, faction=faction_id, limit=limit), as_json, render_hits)


@cli.command()
@click.option("--faction", "faction_name", shell_complete=_faction_names, help="Only this faction's rulings.")
@click.option("--coverage", is_flag=True, help="Show which rulings have a Gherkin scenario (tagged @ruling:<id>).")
@click.option("--features", type=click.Path(file_okay=False, path_type=Path), default=Path("features"), show_default=True, help="Folder of .feature files, for --coverage.")
@click.option("--missing", is_flag=True, help="With --coverage: list each ruling that has no scenario.")
@json_option
def rulings(faction_name: str | None, coverage: bool, features: Path, missing: bool, as_json: bool) -> None:
    """List every documented ruling (card clarifications and summary rulings) with its ID."""
    from .output import Out, print_json

    if coverage:
        from .reference.coverage import coverage_view
        from .reference.names import resolve_faction

        if not features.is_dir():
            raise click.UsageError(f"no features folder at {features}; run from the repository or pass --features DIR")
        faction_id = _lookup(resolve_faction, faction_name) if faction_name else None
        view = coverage_view(features, faction_id)
        if as_json:
            print_json(view)
        else:
            from .output import render_coverage

            render_coverage(Out(), view, show_missing=missing)
        return
    from .reference.views import rulings_view

    rows = _lookup(rulings_view, faction_name)
    if as_json:
        print_json(rows)
    else:
        from .output import render_rulings

        render_rulings(Out(), rows)


class BadInput(click.ClickException):
    """A position file that cannot be used: exit code 2, one clear message."""

    exit_code = 2


def _load_position(path: Path, seed: int | None = None, choices: tuple[str, ...] = ()):
    from .position import PositionError, load_valid_position

    try:
        position = load_valid_position(path, source=str(path))
    except PositionError as error:
        raise BadInput(str(error)) from None
    if seed is not None:
        position.seed = seed
    if choices:
        position.choices = list(choices)
    return position


position_file = click.argument("file", type=click.Path(dir_okay=False, path_type=Path))


@cli.command()
@position_file
@click.option("--choose", "choices", multiple=True, metavar="ANSWER", help="Answer the next decision (repeat, in order); replaces the file's choices.")
@click.option("--all-outcomes", is_flag=True, help="Explore every branch of every decision and list the distinct outcomes.")
@click.option("--limit", default=200, show_default=True, type=click.IntRange(1, 100000), help="With --all-outcomes: the most branches to run.")
@click.option("--seed", type=int, help="Seed for shuffles and random effects (default: the file's, else 0).")
@json_option
def explain(file: Path, choices: tuple[str, ...], all_outcomes: bool, limit: int, seed: int | None, as_json: bool) -> None:
    """Resolve the play in a position FILE and explain it step by step.

    Each step cites the rule section, card and official clarification behind
    it; a summary of bases, power, VP and moved cards follows. Decisions are
    taken from the file's `choices:` (or --choose); on a terminal, a decision
    with no scripted answer is asked; elsewhere it is an error that lists the
    legal options.
    """
    position = _load_position(file, seed, choices)
    if all_outcomes:
        from .outcomes import explore_outcomes, outcomes_json, render_outcomes
        from .output import Out, print_json

        exploration = explore_outcomes(position, limit)
        if as_json:
            print_json(outcomes_json(exploration))
        else:
            render_outcomes(Out(), exploration)
        return
    from .explain import print_explanation

    code = print_explanation(position, as_json)
    if code:
        raise SystemExit(code)


@cli.command()
@position_file
@click.option("--seed", type=int, help="Seed for shuffles and random effects (default: the file's, else 0).")
def play(file: Path, seed: int | None) -> None:
    """Step through the game from a position FILE, choosing plays at the terminal.

    The file's own play is resolved first; then a menu offers playing a card,
    using a talent, scoring the bases and ending the turn, and each step that
    follows is printed with its citations.
    """
    from .output import Out
    from .play_session import Session

    code = Session(_load_position(file, seed), Out()).run()
    if code:
        raise SystemExit(code)


@cli.group()
def position() -> None:
    """Work with board-position files (docs/positions.md)."""


@position.command("check")
@position_file
@json_option
def position_check(file: Path, as_json: bool) -> None:
    """Check a position FILE and summarize it: players, bases, power, the play and choices.

    A file that is not a well-formed or possible position gets one message
    naming every problem (file:line), and exit code 2.
    """
    from .output import Out, print_json
    from .position_summary import render_summary, summarize

    summary = summarize(_load_position(file))
    if as_json:
        print_json(summary)
    else:
        render_summary(Out(), summary)


def _faction_list(ctx, param, value: str | None) -> list[str] | None:
    if value is None:
        return None
    from .reference.names import resolve_faction

    names = [name.strip() for name in value.split(",") if name.strip()]
    if not names:
        raise click.BadParameter("expected faction names separated by commas, e.g. Pirates,Ninjas,Robots,Zombies")
    try:
        return [resolve_faction(name) for name in names]
    except UnknownName as error:
        raise click.BadParameter(str(error)) from None


@cli.command()
@click.option("--games", default=100, show_default=True, type=click.IntRange(1, 1_000_000), help="How many games.")
@click.option("--seed", default=0, show_default=True, type=click.IntRange(0), help="Seed of the first game; game i uses SEED + i.")
@click.option("--players", default=2, show_default=True, type=click.IntRange(2, 4), help="Players per game.")
@click.option("--factions", "factions", callback=_faction_list, metavar="A,B,...", help="Deal only these factions (default: every faction whose cards are all implemented).")
@click.option("--strict", is_flag=True, help="Check every invariant after every event, and play each game twice to compare logs.")
@click.option("--max-turns", default=120, show_default=True, type=click.IntRange(1), help="Stop a game without a winner after this many turns (reported as capped).")
@click.option("--out", type=click.Path(file_okay=False, path_type=Path), default=Path("."), show_default=True, help="Folder for the position files of failed games.")
@json_option
def simulate(games: int, seed: int, players: int, factions: list[str] | None, strict: bool, max_turns: int, out: Path, as_json: bool) -> None:
    """Play complete random games through the rules engine and check its invariants.

    Each player gets two random factions; every choice and every play is random
    and legal. Prints turns per game, final VP, cards played, and win rates per
    faction and per faction pair. A game that breaks an invariant or raises is
    reported with its seed and the event that broke it, and a position file
    that replays the failing turn (`smashup explain FILE`) is written to --out;
    the exit code is then 1.
    """
    import sys

    from .output import Out, print_json
    from .simulate import SimConfig, SimulationError, render
    from .simulate import simulate as run

    config = SimConfig(games=games, seed=seed, players=players, factions=factions, strict=strict, max_turns=max_turns, out=out)
    try:
        config.pool()
    except SimulationError as error:
        raise click.UsageError(str(error)) from None
    if sys.stderr.isatty() and not as_json:
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

        with Progress(TextColumn("simulating"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(), transient=True) as bar:
            task = bar.add_task("games", total=games)
            summary = run(config, progress=lambda result: bar.advance(task))
    else:
        summary = run(config)
    if as_json:
        print_json(summary.to_json())
    else:
        render(Out(), summary)
    if summary.failures:
        raise SystemExit(1)


@cli.command()
@click.argument("shell", type=click.Choice(["bash", "zsh", "fish"]))
def completion(shell: str) -> None:
    """Print the shell completion script for SHELL (commands, card and faction names).

    Install it with, for example: smashup completion bash >> ~/.bashrc
    """
    from click.shell_completion import get_completion_class

    completer = get_completion_class(shell)(cli, {}, "smashup", "_SMASHUP_COMPLETE")
    click.echo(completer.source())


def main() -> None:
    cli(prog_name="smashup")
