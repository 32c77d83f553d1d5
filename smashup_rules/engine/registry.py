"""Joins card data with card behaviour.

Faction modules live in the ``smashup_rules.cards`` package, one per faction
or deck, named after its group (``bear-cavalry`` → ``bear_cavalry``). Each
``CardBehaviour`` subclass defined in a module is registered under its
``card_id``. The default registry imports a faction's module only when a card
of that faction enters a game (``State.create``): explaining a position loads
the four factions it uses, not all of them.

A reprint (``REPRINTS``, the reference's table of them: ``reference/reprints.py``) is a card
printed again in another set with the same text: it has its original's behaviour under its own
card id, so no faction module builds on another.
"""

from __future__ import annotations

from smashup_rules.engine.abilities import CardBehaviour, is_vanilla
from smashup_rules.engine.errors import UnimplementedCard
from smashup_rules.reference import data
from smashup_rules.reference.reprints import REPRINTS

CARDS_PACKAGE = "smashup_rules.cards"


def reprinted(card_id: str, original: type[CardBehaviour]) -> type[CardBehaviour]:
    """The behaviour of the reprint ``card_id``: ``original``'s, under the reprint's card id,
    with its text as the docstring and its own clarification."""
    members: dict[str, object] = {"card_id": card_id, "__doc__": data.cards()[card_id]["text"], "__module__": __name__}
    clarification = REPRINTS[card_id].clarification
    if clarification is not None:
        members["clarification"] = clarification
    return type(original.__name__, (original,), members)


class Coverage:
    """Per faction (or special deck): which cards have behaviour."""

    __slots__ = ("group", "implemented", "missing")

    def __init__(self, group: str, implemented: tuple[str, ...], missing: tuple[str, ...]):
        self.group = group
        self.implemented = implemented  # includes vanilla cards, which need none
        self.missing = missing


class Registry:
    """Card id → behaviour class. ``behaviours`` given: exactly those (tests build
    registries this way). ``lazy``: the faction modules of ``package``, each
    imported the first time one of its cards is asked about."""

    def __init__(self, behaviours: dict[str, type[CardBehaviour]] | None = None, *, package: str | None = None):
        self._behaviours: dict[str, type[CardBehaviour]] = {}
        self._package = package
        self._loaded: set[str] = set()  # groups whose module has been looked for
        self._instances: dict[str, CardBehaviour] = {}
        self._defining: dict[str, frozenset[str]] = {}
        self._listening: dict[str, frozenset[str]] = {}
        self._add(behaviours or {})

    @classmethod
    def lazy(cls, package: str = CARDS_PACKAGE) -> Registry:
        return cls(package=package)

    def __reduce__(self):
        # Sent to a worker process (simulate --jobs) by what it holds: the behaviours written in
        # card modules by reference, a reprint's (made at run time, ``reprinted``) by card id, to
        # be made again there; behaviour instances are made again on first use.
        made = frozenset(card_id for card_id, cls in self._behaviours.items() if card_id in REPRINTS and cls.__module__ == __name__)
        written = {card_id: cls for card_id, cls in self._behaviours.items() if card_id not in made}
        return _rebuilt, (self._package, frozenset(self._loaded), written, made)

    def _add(self, behaviours: dict[str, type[CardBehaviour]]) -> None:
        for card_id in behaviours:
            if card_id not in data.cards():
                raise KeyError(f"behaviour registered for unknown card id {card_id!r}")
        self._behaviours.update(behaviours)
        self._defining.clear()
        self._listening.clear()

    def load_group(self, card_id: str) -> None:
        """Make sure the behaviours of ``card_id``'s faction are known (a lazy registry
        imports its module now; the ongoing-hook index is rebuilt on next use)."""
        group = card_id.partition("/")[0]
        if self._package is None or group in self._loaded:
            return
        self._loaded.add(group)
        module = _import_group(self._package, group)
        if module is not None:
            self._add({k: v for k, v in _defined_in(module).items() if k not in self._behaviours})
        self._add_reprints(group)

    def _add_reprints(self, group: str) -> None:
        """The behaviours of ``group``'s reprints, from their originals (whose factions load now)."""
        found = {}
        for card_id, reprint in REPRINTS.items():
            if card_id.partition("/")[0] == group and card_id not in self._behaviours:
                original = self.defined(reprint.original)
                if original is not None:
                    found[card_id] = reprinted(card_id, original)
        if found:
            self._add(found)

    def load_all(self) -> None:
        if self._package is not None:
            for group in sorted({card_id.partition("/")[0] for card_id in data.cards()}):
                self.load_group(group)

    @property
    def behaviours(self) -> dict[str, type[CardBehaviour]]:
        """Every known behaviour (a lazy registry loads every faction first)."""
        self.load_all()
        return self._behaviours

    def defined(self, card_id: str) -> type[CardBehaviour] | None:
        """The behaviour class written for ``card_id``, if any (vanilla cards have none)."""
        self.load_group(card_id)
        return self._behaviours.get(card_id)

    def defining(self, hook: str) -> frozenset[str]:
        """Card ids whose behaviour defines the ongoing ``hook`` ("cancels", "protects" ...).

        The neutral default means "no such ability", so only these cards need
        asking: most cards in play have none of the rarer abilities. Every card
        in a game has had its faction loaded when it was created.
        """
        found = self._defining.get(hook)
        if found is None:
            neutral = getattr(CardBehaviour, hook)
            found = self._defining[hook] = frozenset(card_id for card_id, cls in self._behaviours.items() if getattr(cls, hook) is not neutral)
        return found

    def listening(self, event: str) -> frozenset[str]:
        """Card ids with a triggered ability waiting on ``event`` ("power-increased" ...), so that
        an event nobody listens for costs nothing to watch."""
        found = self._listening.get(event)
        if found is None:
            found = self._listening[event] = frozenset(
                card_id for card_id, cls in self._behaviours.items() if any(trigger.event == event for trigger, _ in cls.triggers)
            )
        return found

    def with_behaviours(self, *classes: type[CardBehaviour]) -> Registry:
        """A copy with some behaviours added or replaced (used by tests)."""
        copy = Registry(package=self._package)
        copy._loaded = set(self._loaded)
        copy._add({**self._behaviours, **{cls.card_id: cls for cls in classes}})
        return copy

    def is_implemented(self, card_id: str) -> bool:
        return self.defined(card_id) is not None or is_vanilla(data.cards()[card_id]["text"])

    def behaviour(self, card_id: str) -> CardBehaviour:
        """The behaviour of a card; an unimplemented card with an ability is an error."""
        found = self._instances.get(card_id)
        if found is None:
            cls = self.defined(card_id)
            if cls is None:
                record = data.cards()[card_id]
                if not is_vanilla(record["text"]):
                    raise UnimplementedCard(card_id, record["name"], record["text"])
                cls = CardBehaviour
            found = self._instances[card_id] = cls()
        return found

    def check_implemented(self, card_ids: list[str]) -> None:
        """Raises ``UnimplementedCard`` for the first of ``card_ids`` the engine cannot run."""
        known = self._instances
        if all(map(known.__contains__, card_ids)):  # the usual answer, found without a Python loop
            return
        for card_id in card_ids:
            if card_id not in known:
                self.behaviour(card_id)

    def coverage(self) -> list[Coverage]:
        self.load_all()
        groups: dict[str, tuple[list[str], list[str]]] = {}
        for card_id, record in sorted(data.cards().items()):
            if record["kind"] is None:  # known only by name: nothing to implement yet
                continue
            done, missing = groups.setdefault(record["group"], ([], []))
            (done if self.is_implemented(card_id) else missing).append(card_id)
        return [Coverage(group, tuple(done), tuple(missing)) for group, (done, missing) in sorted(groups.items())]


def _rebuilt(package: str | None, loaded: frozenset[str], written: dict[str, type[CardBehaviour]], made: frozenset[str]) -> Registry:
    """A registry sent to another process (``Registry.__reduce__``)."""
    registry = Registry(written, package=package)
    registry._loaded = set(loaded)
    registry._add({card_id: reprinted(card_id, written[REPRINTS[card_id].original]) for card_id in made})
    return registry


def _import_group(package: str, group: str):
    """The module of ``group`` in ``package``, or None where the faction has none yet."""
    name = f"{package}.{group.replace('-', '_')}"
    try:
        # __import__ rather than importlib.import_module: importing importlib (and warnings) is a
        # visible part of explaining a new file.
        return __import__(name, fromlist=["_"])
    except ModuleNotFoundError as error:
        if error.name != name:
            raise
        return None


def _defined_in(module) -> dict[str, type[CardBehaviour]]:
    found: dict[str, type[CardBehaviour]] = {}
    for cls in vars(module).values():
        if isinstance(cls, type) and issubclass(cls, CardBehaviour) and cls.__module__ == module.__name__ and cls.card_id:
            if cls.card_id in found:
                raise ValueError(f"two behaviours for {cls.card_id}: {found[cls.card_id].__name__}, {cls.__name__}")
            found[cls.card_id] = cls
    return found


def discover(package: str = CARDS_PACKAGE) -> dict[str, type[CardBehaviour]]:
    """Every ``CardBehaviour`` subclass defined in the modules of ``package``, and the reprints'
    behaviours made from them."""
    import importlib
    import pkgutil

    found: dict[str, type[CardBehaviour]] = {}
    root = importlib.import_module(package)
    for module_info in pkgutil.iter_modules(root.__path__):
        for card_id, cls in _defined_in(importlib.import_module(f"{package}.{module_info.name}")).items():
            if card_id in found:
                raise ValueError(f"two behaviours for {card_id}: {found[card_id].__name__}, {cls.__name__}")
            found[card_id] = cls
    for card_id, reprint in REPRINTS.items():
        if card_id in found:
            raise ValueError(f"two behaviours for {card_id}: {found[card_id].__name__}, and that of its original {reprint.original}")
        if reprint.original in found:
            found[card_id] = reprinted(card_id, found[reprint.original])
    return found


_default: list[Registry] = []


def default_registry() -> Registry:
    """The registry of the shipped card modules, shared by every game of the process."""
    if not _default:
        _default.append(Registry.lazy())
    return _default[0]


def implemented_cards() -> set[str]:
    """Card ids the rules engine can resolve (behaviour written, or no ability at all)."""
    return {card for coverage in default_registry().coverage() for card in coverage.implemented}
