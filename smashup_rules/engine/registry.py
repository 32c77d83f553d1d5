"""Joins card data with card behaviour.

Faction modules are discovered by walking the ``smashup_rules.cards`` package
(never imported by name). Each ``CardBehaviour`` subclass defined in a module
is registered under its ``card_id``.
"""

from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass
from functools import cache

from smashup_rules.engine.abilities import CardBehaviour, is_vanilla
from smashup_rules.engine.errors import UnimplementedCard
from smashup_rules.reference import data

CARDS_PACKAGE = "smashup_rules.cards"


@dataclass(frozen=True)
class Coverage:
    """Per faction (or special deck): which cards have behaviour."""

    group: str
    implemented: tuple[str, ...]  # includes vanilla cards, which need none
    missing: tuple[str, ...]


class Registry:
    def __init__(self, behaviours: dict[str, type[CardBehaviour]]):
        for card_id in behaviours:
            if card_id not in data.cards():
                raise KeyError(f"behaviour registered for unknown card id {card_id!r}")
        self.behaviours = dict(behaviours)
        self._instances: dict[str, CardBehaviour] = {}
        self._defining: dict[str, frozenset[str]] = {}

    def defining(self, hook: str) -> frozenset[str]:
        """Card ids whose behaviour defines the ongoing ``hook`` ("cancels", "protects" ...).

        The neutral default means "no such ability", so only these cards need
        asking: most cards in play have none of the rarer abilities.
        """
        if hook not in self._defining:
            neutral = getattr(CardBehaviour, hook)
            self._defining[hook] = frozenset(card_id for card_id, cls in self.behaviours.items() if getattr(cls, hook) is not neutral)
        return self._defining[hook]

    def with_behaviours(self, *classes: type[CardBehaviour]) -> Registry:
        """A copy with some behaviours added or replaced (used by tests)."""
        return Registry({**self.behaviours, **{cls.card_id: cls for cls in classes}})

    def is_implemented(self, card_id: str) -> bool:
        return card_id in self.behaviours or is_vanilla(data.cards()[card_id]["text"])

    def behaviour(self, card_id: str) -> CardBehaviour:
        """The behaviour of a card; an unimplemented card with an ability is an error."""
        if card_id not in self._instances:
            cls = self.behaviours.get(card_id)
            if cls is None:
                record = data.cards()[card_id]
                if not is_vanilla(record["text"]):
                    raise UnimplementedCard(card_id, record["name"], record["text"])
                cls = CardBehaviour
            self._instances[card_id] = cls()
        return self._instances[card_id]

    def coverage(self) -> list[Coverage]:
        groups: dict[str, tuple[list[str], list[str]]] = {}
        for card_id, record in sorted(data.cards().items()):
            if record["kind"] is None:  # known only by name: nothing to implement yet
                continue
            done, missing = groups.setdefault(record["group"], ([], []))
            (done if self.is_implemented(card_id) else missing).append(card_id)
        return [Coverage(group, tuple(done), tuple(missing)) for group, (done, missing) in sorted(groups.items())]


def discover(package: str = CARDS_PACKAGE) -> dict[str, type[CardBehaviour]]:
    """Every ``CardBehaviour`` subclass defined in the modules of ``package``."""
    found: dict[str, type[CardBehaviour]] = {}
    root = importlib.import_module(package)
    for module_info in pkgutil.iter_modules(root.__path__):
        module = importlib.import_module(f"{package}.{module_info.name}")
        for cls in vars(module).values():
            if isinstance(cls, type) and issubclass(cls, CardBehaviour) and cls.__module__ == module.__name__ and cls.card_id:
                if cls.card_id in found:
                    raise ValueError(f"two behaviours for {cls.card_id}: {found[cls.card_id].__name__}, {cls.__name__}")
                found[cls.card_id] = cls
    return found


@cache
def default_registry() -> Registry:
    return Registry(discover())
