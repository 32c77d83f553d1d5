"""The shell completion of ``smashup``'s arguments: card names, faction and special deck names, rule IDs.

click's completion classes are imported inside each callback: only a completion needs them,
and the click group is loaded for every command.
"""

from __future__ import annotations

from smashup_rules.util.ids import fold
from smashup_rules.reference import data


def card_names(ctx, param, incomplete: str):
    from click.shell_completion import CompletionItem

    key = fold(incomplete)
    names = dict.fromkeys(c["name"] for c in data.cards().values())  # a reprint's name once, not once per card
    return [CompletionItem(n) for n in names if fold(n).startswith(key)]


def faction_names(ctx, param, incomplete: str):
    from click.shell_completion import CompletionItem

    key = fold(incomplete)
    names = [f["name"] for f in data.factions().values()] + [d["name"] for d in data.decks().values()]
    return [CompletionItem(n) for n in names if fold(n).startswith(key)]


def rule_ids(ctx, param, incomplete: str):
    from click.shell_completion import CompletionItem

    return [CompletionItem(r) for r in data.rules() if r.startswith(incomplete)]
