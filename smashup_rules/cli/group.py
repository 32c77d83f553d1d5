"""``smashup``: the command-line shell over the reference and the engine.

Exit codes: 0 success, 1 an error (an unknown name, a failed run), 2 bad input
or usage. Every command but ``play`` and ``completion`` takes ``--json``; under
it an error is JSON on standard output too (docs/json.md).
"""

from __future__ import annotations

from pathlib import Path

import click

from smashup_rules.util import bundled
from smashup_rules.util.terminal import Out, Paged, error_json, print_json
from smashup_rules.cli.completion import card_names, faction_names, rule_ids
from smashup_rules.cli.json_errors import BadInput, Failure, JsonErrorsCommandGroup, JsonErrorsGroup
from smashup_rules.cli.output import position_error, unknown_name_error
from smashup_rules.position.model import MAX_SEED
from smashup_rules.reference.names import UnknownName
from smashup_rules.reference.index import KINDS

KIND_CHOICE = click.Choice(KINDS)
SEED = click.IntRange(0, MAX_SEED)  # the range a position file's seed takes


def _lookup(function, *args, **kwargs):
    """Run a lookup; an unknown name becomes a one-line error with suggestions (exit 1)."""
    try:
        return function(*args, **kwargs)
    except UnknownName as error:
        raise Failure(unknown_name_error(error)) from None


json_option = click.option("--json", "as_json", is_flag=True, help="Print JSON (schema: docs/json.md).")


def _no_pager(ctx: click.Context, param, value: bool) -> None:
    if value:
        Paged.wanted = False
        ctx.call_on_close(_pager_wanted_again)  # for whatever runs the group again in this process (tests)


def _pager_wanted_again() -> None:
    Paged.wanted = True


@click.group(cls=JsonErrorsGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="smashup_rules", prog_name="smashup")
@click.option("--no-pager", is_flag=True, expose_value=False, callback=_no_pager,
              help="Print long output straight to the terminal. Otherwise it goes through $PAGER (less -FRX when unset; PAGER=cat for none) on a terminal.")
def cli() -> None:
    """Smash Up rules reference and scenario checker.

    Look up cards, rules and rulings, search all of them, and (with a board
    position) work out what a disputed play does, step by step, with the rule
    and clarification behind each step.

    On a terminal, a report (a card, a search, the rulings, every outcome, JSON)
    is shown through a pager, as git shows its log; `smashup --no-pager COMMAND`
    prints it straight.
    """


@cli.command()
@click.argument("name", shell_complete=card_names)
@click.option("--history", is_flag=True, help="Also show what earlier wiki revisions said.")
@json_option
def card(name: str, history: bool, as_json: bool) -> None:
    """Show a card: text, power, errata, clarifications and rulings.

    NAME is forgiving: case, accents and punctuation do not matter, a unique
    prefix or word prefixes are enough ("tenacious", "zom lord"). A name
    several cards bear (a World Champs reprint: "mummy") shows each of them.
    """
    from smashup_rules.reference.views import card_lookup

    from smashup_rules.cli.output import render_card_lookup, show

    show(_lookup(card_lookup, name, history=history), as_json, render_card_lookup)


@cli.command()
@click.argument("name", shell_complete=faction_names)
@json_option
def faction(name: str, as_json: bool) -> None:
    """Show a faction's deck list, bases, titan and ruling counts (or a special deck: Madness, Monsters, Treasures)."""
    from smashup_rules.cli.output import show
    from smashup_rules.cli.reference_output import render_faction
    from smashup_rules.engine.registry import implemented_cards
    from smashup_rules.reference.views import faction_view

    show(_lookup(faction_view, name, implemented_cards()), as_json, render_faction)


@cli.command()
@click.argument("query", nargs=-1, required=True, shell_complete=rule_ids)
@json_option
def rule(query: tuple[str, ...], as_json: bool) -> None:
    """Show a rule section or glossary term by ID (scoring.ties) or title (may, "ties for a place")."""
    from smashup_rules.reference.views import rule_view

    from smashup_rules.cli.output import show
    from smashup_rules.cli.reference_output import render_rule

    show(_lookup(rule_view, " ".join(query)), as_json, render_rule)


@cli.command()
@click.argument("query", nargs=-1, required=True)
@click.option("--faction", "faction_name", shell_complete=faction_names, help="Only this faction's cards and rulings.")
@click.option("--kind", type=KIND_CHOICE, help="Only cards, clarifications, summary rulings or rule sections.")
@click.option("--limit", default=10, show_default=True, type=click.IntRange(1, 500), help="How many hits.")
@json_option
def search(query: tuple[str, ...], faction_name: str | None, kind: str | None, limit: int, as_json: bool) -> None:
    """Search card texts, clarifications, rulings and rules; ask a question in words.

    The first hit shows the sentence that answers, in full.

    \b
      smashup search "can I have two titans in play at the same time"
      smashup search "powder keg on a minion that can't be destroyed"

    Filters narrow the cards, as on Scryfall, alone or with words:
    kind: (minion, action, base, titan; or card, clarification, ruling,
    rule), faction:, power and breakpoint (: = < <= > >=), text: and
    name: (words; a phrase in quotes). Aliases: t, type, f, pow, bp, o, n.

    \b
      smashup search kind:minion power<=2 faction:zombies
      smashup search 'kind:action text:"extra minion"' destroy
      smashup search faction:pirates move
    """
    from smashup_rules.reference import search as full_text
    from smashup_rules.reference.names import resolve_faction
    from smashup_rules.reference.query import QueryError

    faction_id = _lookup(resolve_faction, faction_name) if faction_name else None
    from smashup_rules.cli.output import render_hits, show

    try:
        hits = _lookup(full_text.search, " ".join(query), kind=kind, faction=faction_id, limit=limit)
    except QueryError as error:
        raise click.UsageError(str(error)) from None
    show(hits, as_json, render_hits)


@cli.command()
@click.option("--faction", "faction_name", shell_complete=faction_names, help="Only this faction's rulings.")
@click.option("--coverage", is_flag=True, help="Show which rulings have a Gherkin scenario (tagged @ruling:<id>).")
@click.option("--features", type=click.Path(file_okay=False, path_type=Path), default=bundled.FEATURES, show_default="the package's copy of features/", help="Folder of .feature files, for --coverage.")
@click.option("--missing", is_flag=True, help="With --coverage: list each ruling that has no scenario, and each scenario whose explanation does not cite its ruling.")
@json_option
def rulings(faction_name: str | None, coverage: bool, features: Path, missing: bool, as_json: bool) -> None:
    """List every documented ruling (card clarifications and summary rulings) with its ID."""
    if coverage:
        from smashup_rules.reference.coverage import coverage_view
        from smashup_rules.reference.names import resolve_faction

        if not features.is_dir():
            raise click.UsageError(f"no features folder at {features}; pass --features DIR")
        faction_id = _lookup(resolve_faction, faction_name) if faction_name else None
        view = coverage_view(features, faction_id)
        with Paged():
            if as_json:
                print_json(view)
            else:
                from smashup_rules.cli.reference_output import render_coverage

                render_coverage(Out(), view, show_missing=missing)
        return
    from smashup_rules.reference.views import rulings_view

    rows = _lookup(rulings_view, faction_name)
    with Paged():
        if as_json:
            print_json(rows)
        else:
            from smashup_rules.cli.reference_output import render_rulings

            render_rulings(Out(), rows)


def _load_position(path: Path, seed: int | None = None, choices: tuple[str, ...] = ()):
    from smashup_rules.position import PositionError, load_valid_position

    source = str(path)
    if source == "-":  # the position on standard input (smashup explain -)
        path, source = _standard_input(), STDIN
    try:
        position = load_valid_position(path, source=source)
    except PositionError as error:
        raise BadInput(position_error(error, source)) from None
    if seed is not None:
        position.seed = seed
    if choices:
        position.choices = list(choices)
    return position


STDIN = "<stdin>"  # the name a position read from standard input has in messages


def _standard_input() -> bytes:
    import sys

    from smashup_rules.position import MAX_BYTES

    return sys.stdin.buffer.read(MAX_BYTES + 1)  # one byte more, so that a position too big is refused as such


position_file = click.argument("file", type=click.Path(dir_okay=False, path_type=Path))


@cli.command()
@position_file
@click.option("--choose", "choices", multiple=True, metavar="ANSWER", help="Answer the next decision (repeat, in order); replaces the file's choices.")
@click.option("--all-outcomes", is_flag=True, help="Explore every way the decisions can go; summarize and list the distinct outcomes.")
@click.option("--limit", default=5000, show_default=True, type=click.IntRange(1, 100000), help="With --all-outcomes: the most runs (replays of the position) to make.")
@click.option("--seed", type=SEED, help="Seed for shuffles and random effects (default: the file's, else 0).")
@click.option("--format", "output_format", type=click.Choice(["markdown", "html"]), help="Print a paste-able explanation: Markdown (a forum post, a chat message) or one self-contained HTML page.")
@click.option("--site-url", metavar="URL", help="With --format: link each citation to its page on the site `smashup site` built, published at URL.")
@click.option("--save-after", type=click.Path(dir_okay=False, path_type=Path), help="Also write the position after the plays to this file (a complete position: ask about that moment next).")
@json_option
def explain(file: Path, choices: tuple[str, ...], all_outcomes: bool, limit: int, seed: int | None, output_format: str | None, site_url: str | None, save_after: Path | None, as_json: bool) -> None:
    """Resolve the play in a position FILE and explain it step by step.

    Each step cites the rule section, card and official clarification behind
    it; a summary of bases, power, VP and moved cards follows. Decisions are
    taken from the file's `choices:` (or --choose); on a terminal, a decision
    with no scripted answer is asked; elsewhere it is an error that lists the
    legal options. FILE `-` reads the position from standard input.
    """
    if site_url and not output_format:
        raise click.UsageError("--site-url goes with --format markdown or --format html")
    if output_format and (as_json or all_outcomes):
        raise click.UsageError(f"--format {output_format} does not go with {'--json' if as_json else '--all-outcomes'}")
    if save_after and all_outcomes:
        raise click.UsageError("--save-after does not go with --all-outcomes: there is no one position after the plays")
    position = _load_position(file, seed, choices)
    if output_format:
        from smashup_rules.explain.formats import print_formatted

        with Paged():
            code = print_formatted(position, output_format, site_url)
        raise SystemExit(code)
    if all_outcomes:
        from smashup_rules.explain.outcomes import explore_outcomes, outcomes_json, render_outcomes

        exploration = explore_outcomes(position, limit)
        with Paged():
            if as_json:
                print_json(outcomes_json(exploration))
            else:
                render_outcomes(Out(), exploration)
        return
    from smashup_rules.explain.run import UnsavableMoment
    from smashup_rules.explain.text import print_explanation

    try:
        with Paged(as_json):  # the text is not paged: it may ask the decisions left unanswered
            code = print_explanation(position, as_json, save_after=save_after)
    except BrokenPipeError:
        raise  # standard output's reader went away: not a file that cannot be written
    except OSError as error:
        raise Failure(error_json("unwritable", f"{save_after}: cannot write the position: {error.strerror or error}", file=str(save_after))) from None
    except UnsavableMoment as error:  # what a position file cannot hold
        raise Failure(error_json("unsavable", f"{save_after}: {error}", file=str(save_after))) from None
    if code:
        raise SystemExit(code)


@cli.command()
@position_file
@click.option("--seed", type=SEED, help="Seed for shuffles and random effects (default: the file's, else 0).")
def play(file: Path, seed: int | None) -> None:
    """Step through the game from a position FILE, choosing plays at the terminal.

    The file's own play is resolved first; then a menu offers playing a card,
    using a talent, scoring the bases and ending the turn, and each step that
    follows is printed with its citations.
    """
    from smashup_rules.explain.session import Session

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
    from smashup_rules.explain.board import render_summary, summarize

    summary = summarize(_load_position(file))
    with Paged():
        if as_json:
            print_json(summary)
        else:
            render_summary(Out(), summary)


def _faction_list(ctx, param, value: str | None) -> list[str] | None:
    if value is None:
        return None
    from smashup_rules.reference.names import resolve_faction

    names = [name.strip() for name in value.split(",") if name.strip()]
    if not names:
        raise click.BadParameter("expected faction names separated by commas, e.g. Pirates,Ninjas,Robots,Zombies")
    try:
        return [resolve_faction(name) for name in names]
    except UnknownName as error:
        raise click.BadParameter(str(error)) from None


def _shard(ctx, param, value: str | None) -> tuple[int, int] | None:
    if value is None:
        return None
    from smashup_rules.simulate.jobs import parse_shard

    try:
        return parse_shard(value)
    except ValueError as error:
        raise click.BadParameter(str(error)) from None


def _scheduler(ctx, param, value: str | None) -> str | None:
    if value is not None:
        from smashup_rules.cli.simulation import optional_extra

        optional_extra("smashup_rules.simulate.cluster", "cluster", "Dask")
    return value


def _report(ctx, param, value: Path | None) -> Path | None:
    if value is not None:
        from smashup_rules.cli.simulation import optional_extra

        optional_extra("smashup_rules.simulate.report", "report", "Plotly")
    return value


SCHEDULER_HELP = ("Play the games on the Dask cluster whose scheduler is at ADDRESS (tcp://host:8786), in batches, or on a LocalCluster of "
                  "--jobs processes started for the run ('local'); the results are a serial run's. Needs pip install 'smashup_rules[cluster]'.")
REPORT_HELP = ("Also write an HTML report of charts to FILE: win rates with their intervals, pairings, game length, VP, the first player, "
               "bases (one self-contained file that opens offline). Needs pip install 'smashup_rules[report]'.")


@cli.group(cls=JsonErrorsCommandGroup, invoke_without_command=True, subcommand_metavar="[merge FILE...]")
@click.option("--games", default=100, show_default=True, type=click.IntRange(1, 1_000_000), help="How many games.")
@click.option("--seed", default=0, show_default=True, type=click.IntRange(0), help="Seed of the first game; game i uses SEED + i.")
@click.option("--players", default=2, show_default=True, type=click.IntRange(2, 4), help="Players per game.")
@click.option("--factions", "factions", callback=_faction_list, metavar="A,B,...", help="Deal only these factions (default: every faction whose cards are all implemented).")
@click.option("--strict", is_flag=True, help="Check every invariant after every event, and play each game twice to compare logs.")
@click.option("--round-trip", is_flag=True, help="Before every step of every game, save the moment as a position file, read it back and make the step from there too: any difference fails the game.")
@click.option("--max-turns", default=120, show_default=True, type=click.IntRange(1), help="Stop a game without a winner after this many turns (reported as capped).")
@click.option("--monsters", default=0, show_default=True, type=click.IntRange(0, 20), help="Every base enters play with this many monsters from the Monster deck (monsters.bases).")
@click.option("--jobs", type=click.IntRange(1, 1024), help="Processes playing games (default: the cores this process may use); the results do not depend on it.")
@click.option("--shard", callback=_shard, metavar="K/N", help="Play only the K-th of N interleaved slices of the games (game i where i % N = K - 1); merge the shards' --json with `smashup simulate merge`.")
@click.option("--out", type=click.Path(file_okay=False, path_type=Path), default=Path("."), show_default=True, help="Folder for the position files of failed games.")
@click.option("--scheduler", metavar="ADDRESS", callback=_scheduler, help=SCHEDULER_HELP)
@click.option("--report", type=click.Path(dir_okay=False, path_type=Path), callback=_report, metavar="FILE", help=REPORT_HELP)
@json_option
@click.pass_context
def simulate(ctx: click.Context, games: int, seed: int, players: int, factions: list[str] | None, strict: bool, round_trip: bool, max_turns: int, monsters: int,
             jobs: int | None, shard: tuple[int, int] | None, out: Path, scheduler: str | None, report: Path | None, as_json: bool) -> None:
    """Play complete random games through the rules engine and check its invariants.

    Each player gets two random factions; every choice and every play is random
    and legal. Prints turns per game, final VP, cards played, and win rates per
    faction and per faction pair. With --monsters, every base brings monsters and
    the games use the Monster and Treasure decks. A game that breaks an invariant or raises is
    reported with its seed and the event that broke it, and a position file
    that replays the failing turn (`smashup explain FILE`) is written to --out;
    the exit code is then 1. Games are played on every core (--jobs), or on a
    Dask cluster (--scheduler); --shard splits a study between machines, and
    `smashup simulate merge FILE...` adds up the shards' --json outputs.
    --report writes the numbers as charts in one HTML file. --round-trip checks
    that a saved moment is the same game: a step that goes another way after a
    save and reload fails its game and writes simulate-round-trip-SEED.yaml.
    """
    if ctx.invoked_subcommand:
        return
    from smashup_rules.simulate.game import SimConfig, SimulationError
    from smashup_rules.simulate.jobs import default_jobs

    if shard and shard[1] > games:
        raise click.BadParameter(f"{shard[1]} shards of {games} games: some shards would play no game", param_hint="'--shard'")
    config = SimConfig(games=games, seed=seed, players=players, factions=factions, strict=strict, max_turns=max_turns, out=out,
                       monsters=monsters, jobs=jobs or default_jobs(), shard=shard, round_trip=round_trip)
    try:
        config.pool()
    except SimulationError as error:
        raise click.UsageError(str(error)) from None
    _show_simulation(config, as_json, scheduler, report)


def _show_simulation(config, as_json: bool, scheduler: str | None, report: Path | None) -> None:
    from smashup_rules.cli.simulation import progress_bar, simulate_on_cluster
    from smashup_rules.simulate.jobs import simulate as run

    if scheduler:
        summary = simulate_on_cluster(config, scheduler, as_json)
    else:
        with progress_bar(len(config.game_indices()), as_json) as advance:
            summary = run(config, progress=(lambda result: advance(1)) if advance else None)
    _print_summary(summary, as_json, report)


def _print_summary(summary, as_json: bool, report: Path | None) -> None:
    from smashup_rules.simulate.summary import render

    if report:
        from smashup_rules.cli.simulation import write_report

        write_report(report, summary)
    with Paged():
        if as_json:
            print_json(summary.to_json())
        else:
            render(Out(), summary)
    if summary.failures:
        raise SystemExit(1)


@simulate.command("merge")
@click.argument("files", nargs=-1, required=True, type=click.Path(dir_okay=False, path_type=Path))
@click.option("--report", type=click.Path(dir_okay=False, path_type=Path), callback=_report, metavar="FILE", help=REPORT_HELP)
@json_option
def simulate_merge(files: tuple[Path, ...], report: Path | None, as_json: bool) -> None:
    """Add up the --json outputs of the shards of one study (`smashup simulate
    --shard K/N --json`, one file per shard, any order) into the summary and the
    digest that one run of all the games prints. Shards of different studies, or
    a shard missing or given twice, are refused (exit 2); the exit code is 1 when
    a game failed.
    """
    from smashup_rules.simulate.jobs import MergeError, merge

    try:
        summary = merge(list(files))
    except MergeError as error:
        raise click.UsageError(str(error)) from None
    _print_summary(summary, as_json, report)


@cli.command()
@click.argument("paths", nargs=-1, metavar="PATH...", type=click.Path(path_type=Path))
@click.option("-k", "keyword", metavar="EXPRESSION", help="Only the scenarios whose names or tags match, as pytest -k reads it.")
@click.option("--tags", metavar="EXPRESSION", help='Only the scenarios whose tags match: "@house and not @wip".')
@click.option("--no-citation-audit", is_flag=True, help="Do not require that a scenario tagged @ruling:ID cites that ruling in its explanation.")
@click.option("--draft", "draft_file", type=click.Path(dir_okay=False, path_type=Path), metavar="FILE.yaml", help="Print a scenario drafted from a position file, ready to edit, instead of running any.")
@click.option("--choose", "choices", multiple=True, metavar="ANSWER", help="With --draft: answer the next decision (repeat, in order); replaces the file's choices.")
@json_option
def scenarios(paths: tuple[Path, ...], keyword: str | None, tags: str | None, no_citation_audit: bool, draft_file: Path | None, choices: tuple[str, ...], as_json: bool) -> None:
    """Run the Gherkin scenarios of each PATH (a .feature file, or a folder of them) against this engine.

    pytest's output and verdict: 0 every scenario passed, 1 one failed (what it expected, what the
    engine produced, the explanation's steps), 2 bad usage. Steps: docs/scenarios.md. --draft turns
    a position file into a scenario: its board, its plays and the outcome they give.
    """
    if draft_file is not None:
        from smashup_rules.cli.output import show
        from smashup_rules.scenarios.draft import DraftError, draft_scenario

        if paths:
            raise click.UsageError("--draft FILE.yaml prints a scenario; give PATHs to run scenarios without it")
        try:
            text = draft_scenario(_load_position(draft_file, None, choices))
        except DraftError as error:
            raise BadInput(error_json("draft", f"{draft_file}: {error}", file=str(draft_file))) from None
        show({"feature": text}, as_json, lambda out, view: click.echo(view["feature"], nl=False))  # paged, as a report
        return
    if not paths or choices:
        raise click.UsageError("--choose goes with --draft" if choices else "give the PATH of a .feature file or a folder of them")
    try:
        from smashup_rules.scenarios.runner import ScenarioUsageError, run_scenarios
    except ModuleNotFoundError as error:
        if error.name not in ("pytest", "pytest_bdd"):
            raise
        raise Failure(error_json("missing", f"smashup scenarios needs pytest and pytest-bdd ({error}): pip install 'smashup_rules[scenarios]'")) from None
    try:
        code = run_scenarios(list(paths), keyword=keyword, tags=tags, citation_audit=not no_citation_audit, as_json=as_json)
    except ScenarioUsageError as error:
        raise click.UsageError(str(error)) from None
    raise SystemExit(code)


@cli.command()
@click.argument("shell", type=click.Choice(["bash", "zsh", "fish"]))
def completion(shell: str) -> None:
    """Print the shell completion script for SHELL (commands, card and faction names).

    Install it with, for example: smashup completion bash >> ~/.bashrc
    """
    from click.shell_completion import get_completion_class

    completer = get_completion_class(shell)(cli, {}, "smashup", "_SMASHUP_COMPLETE")
    click.echo(completer.source())


@cli.command()
@click.argument("out", type=click.Path(file_okay=False, path_type=Path))
@click.option("--features", type=click.Path(file_okay=False, path_type=Path), default=bundled.FEATURES, show_default="the package's copy of features/", help="Folder of .feature files: which scenario checks each ruling.")
@click.option("--scenarios", type=click.Path(file_okay=False, path_type=Path), default=bundled.SCENARIOS, show_default="the package's copy of scenarios/", help="Folder of position files: the disputed plays.")
@json_option
def site(out: Path, features: Path, scenarios: Path, as_json: bool) -> None:
    """Build the static site into the folder OUT: a page per faction, card, rules
    document and disputed play, the rulings with the scenarios that check them,
    and a search that works offline. It opens from the file system or any static host.
    """
    from smashup_rules.site.build import SiteError, build_site

    try:
        summary = build_site(out, features=features, scenarios=scenarios)
    except SiteError as error:
        raise click.UsageError(str(error)) from None
    if as_json:
        print_json(summary)
        return
    click.echo(
        f"{summary['pages']} pages ({summary['files']} files, {summary['bytes'] / 1e6:.1f} MB) in {out}: {summary['factions']} factions, "
        f"{summary['decks']} special decks, {summary['cards']} cards, {summary['rule_sections']} rule sections, {summary['scenarios']} disputed plays. "
        f"Open {out / 'index.html'}"
    )


def main() -> None:
    cli(prog_name="smashup")
