"""The reference of ruling scenarios, docs/scenarios.md, made from the step definitions: how to
write, draft, run and read a scenario, and every step phrasing with its example and meaning.

The failure it shows is a real one, worked out here with the step library (``failure_example``),
so the page cannot show words the tool no longer prints. A test checks docs/scenarios.md is
this text (``SMASHUP_UPDATE_GOLDEN=1`` rewrites it); the site's page renders the same Markdown.
"""

from __future__ import annotations

import sys

from smashup_rules.scenarios.failures import OutcomeDiffers
from smashup_rules.scenarios.report import failure_text, outcome_differs
from smashup_rules.scenarios.steps import MODULES, STEPS, perform
from smashup_rules.scenarios.table import PositionInScenario, Table
from smashup_rules.scenarios.vocabulary import KINDS

EXAMPLE_FILE = "powderkeg.feature"
EXAMPLE = """\
Feature: Powderkeg and a minion that cannot be destroyed

  @ruling:pirates/powderkeg#1
  Scenario: Warbot survives Powderkeg, and the other minions of power 4 or less do not
    Given a game between Alice (Pirates, Robots) and Bob (Zombies, Ninjas)
    And Alice has Powderkeg in hand
    And Alice controls Warbot at The Grey Opal
    And Bob controls Walker at The Grey Opal
    When Alice plays Powderkeg
    And Alice chooses Warbot
    Then Walker is in Bob's discard pile
    And Warbot is at The Grey Opal

  @house
  Scenario: Our table's reading: Powderkeg fizzles when the minion it chose survives
    Given a game between Alice (Pirates, Robots) and Bob (Zombies, Ninjas)
    And Alice has Powderkeg in hand
    And Alice controls Warbot at The Grey Opal
    And Bob controls Walker at The Grey Opal
    When Alice plays Powderkeg
    And Alice chooses Warbot
    Then Walker is at The Grey Opal
"""

INTRODUCTION = """\
# Ruling scenarios

A ruling scenario checks a ruling against the rules engine, in Gherkin: the `Given` steps build a
board, the `When` steps make the plays, and the `Then` steps state the outcome the ruling gives.
The board is the data of a position file (docs/positions.md), so card, base and faction names are
resolved and the position's legality is checked exactly as for a position file; the engine resolves
it from scratch when a `Then` first looks. The repository's own rulings (`features/`) are written in
the same steps and run through the same plugin.

Anyone with the package can write and run them, outside the repository too:

```sh
pip install 'smashup_rules[scenarios]'
smashup scenarios my-rulings.feature          # a file, or a folder of .feature files, anywhere
```

## The loop

**1. Write a scenario, or draft one from a position file.** A scenario file holds as many
scenarios as you like (`{example_file}`, two of them):

```gherkin
{example}```

Or let the tool write it: `smashup scenarios --draft scenarios/powderkeg-unkillable.yaml >
powderkeg.feature` resolves the position (with `--choose ANSWER` as `smashup explain` takes it) and
prints a scenario whose `Given` steps rebuild the board, whose `When` steps make the plays and give
the answers, and whose `Then` steps state the outcome that changed: where each card that moved went,
each player's power at each base touched, every player's VP when VP changed, who won, or the
refusal and what it cites. It is tagged with every ruling and rule section the explanation cites.
What no step says (a lasting effect, what the turn has used) goes into a `Given the position:` doc
string. Keep the `Then` steps that state the ruling, and the tags of what the scenario is about.

**2. Run it.** `smashup scenarios {example_file}` runs it against the engine installed, with pytest:
its output, and its exit code: 0 when every scenario passed, 1 when one failed, 2 for bad usage (no
such path, a file that is not Gherkin, nothing selected). `--json` prints one record per scenario
instead (docs/json.md). `-k EXPRESSION` selects scenarios as pytest's `-k` does; `--tags "@house and
not @wip"` by their tags.

**3. Read a failure.** A `Then` that does not hold says what it expected, what the engine produced,
and the explanation's steps, each with what it cites:

```text
{failure}
```

## Tags

- `@ruling:pirates/first-mate#1` says the scenario checks that ruling (IDs from `smashup rulings`);
  `@rule:scoring.ties` a rule section (IDs from `smashup rule AREA`). A tag naming no known ID
  refuses the scenario, with the closest IDs.
- A scenario tagged with a ruling must also cite it: some step of its explanation (the refused play
  included) must name that ruling, or the scenario fails (the citation audit). `smashup scenarios
  --no-citation-audit` turns it off. The repository's few exceptions are listed in
  `features/citation_exemptions.yaml`.
- Any other tag (`@house`, `@wip`) is yours: select with `--tags` or `-k`.

## What is refused, and how

- A step that no phrasing reads names the closest phrasings ("did you mean"), and says so when it
  reads as a step of another kind: `Then Alice has Powderkeg in hand` is a `Given`, and a `Then`
  checks the outcome.
- A misspelt card, base or faction gives the closest real names at the step's line, as a position
  file does: `{misspelt}`.
- A scenario with no `Then`, and a `Then` that checks nothing about the outcome (one that never
  looks at what the plays produced: it could not fail), are refused with the reason.

## In a pytest project of your own

The extra installs a pytest plugin (entry point `smashup_scenarios`). It stays idle unless switched
on, so it never answers another project's Gherkin: add `smashup_scenarios = true` to the pytest
configuration (`[tool.pytest.ini_options]`), or run `pytest --smashup-scenarios`. Then .feature files
are collected as they are, and pytest-bdd's `scenarios("my.feature")` in a test module works too;
`--no-citation-audit` is a pytest option there as well.

## Steps

Every step, as it reads: `{{player}}` is a player's name (one word); `{{card}}`, `{{base}}` and the
like are names as a position file takes them (case, accents and punctuation do not matter);
`{{cards}}` is names separated by commas or "and"; `[...]` may be left out; `a/b` is one of the
words. `And` and `But` continue the step before.
"""


def failure_example() -> str:
    """What ``smashup scenarios`` prints for the example's failing scenario: its steps done on a
    table as the plugin does them, and the failure's text."""
    lines = EXAMPLE.splitlines()
    start = next(number for number, line in enumerate(lines) if "@house" in line)
    table, kind = Table(feature=EXAMPLE_FILE), "given"
    for number, line in enumerate(lines[start + 2:], start=start + 3):  # the lines after the tag and the Scenario: line
        keyword, _, text = line.strip().partition(" ")
        kind = keyword.lower() if keyword.lower() in KINDS else kind
        try:
            perform(table, kind, text)
        except OutcomeDiffers as error:
            return failure_text(outcome_differs(EXAMPLE_FILE, number, text, error.produced, table.resolved))
    raise AssertionError("the example's house rule holds: it shows no failure")


def misspelt_example() -> str:
    """What a scenario of the example with a card's name misspelt is refused with."""
    lines = EXAMPLE.splitlines()
    start = next(number for number, line in enumerate(lines) if "Scenario:" in line)
    table, kind = Table(feature=EXAMPLE_FILE), "given"
    for line in lines[start + 1:]:
        keyword, _, text = line.strip().partition(" ")
        if keyword == "Then":
            break
        kind = keyword.lower() if keyword.lower() in KINDS else kind
        perform(table, kind, text.replace("Warbot at", "Warbott at"))
        table.note_step(lines.index(line) + 1)
    try:
        table.outcome
    except PositionInScenario as error:
        return str(error)
    raise AssertionError("the misspelt example is not refused")


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def steps_table(kind: str) -> str:
    rows = ["| Phrasing | Example | Meaning |", "|---|---|---|"]
    keyword = kind.capitalize()
    for step in sorted((s for s in STEPS if s.kind == kind), key=lambda s: MODULES.index(sys.modules[s.function.__module__])):
        rows.append(f"| `{_cell(step.phrasing)}` | `{keyword} {_cell(step.example)}` | {_cell(step.meaning)} |")
    return "\n".join(rows)


def markdown() -> str:
    """docs/scenarios.md."""
    text = INTRODUCTION.format(example=EXAMPLE, example_file=EXAMPLE_FILE, failure=failure_example(), misspelt=misspelt_example())
    for kind in KINDS:
        text += f"\n### {kind.capitalize()}\n\n{steps_table(kind)}\n"
    return text
