"""Values of a game state as hashable descriptions, for the keys ``outcomes.py`` compares: a card
by its instance id, a record by its fields, a list, tuple, set or dict by its items (``unordered``:
a list or dict without its order). A function cannot be described (``Unmergeable``): what it does
cannot be compared.
"""

from __future__ import annotations

from functools import cache
from itertools import chain
from operator import attrgetter

from smashup_rules.engine.choices import Unmergeable
from smashup_rules.engine.game import Game
from smashup_rules.engine.state import CardInstance, State

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from collections.abc import Callable, Iterable

PLAIN = frozenset({type(None), bool, int, float, str, bytes})
# What a card instance holds beside its identity and its zone (the zones say): not its printed
# data, nor what is read from it and from ``_played_as`` (its name, group, printed power and kind).
CARD_DATA = frozenset({"iid", "card_id", "zone", "record", "name", "group", "printed_power", "kind"})
_card_values = attrgetter(*(
    name for klass in reversed(CardInstance.__mro__) for name in klass.__dict__.get("__slots__", ()) if name not in CARD_DATA
))  # fmt: skip


def card_fields(card: CardInstance) -> tuple:
    values = _card_values(card)
    return values if PLAIN.issuperset(map(type, values)) else tuple(map(frozen, values))


def cards_fields(cards: Iterable[CardInstance]) -> tuple:
    """``card_fields`` of each card, in one go: the fields of cards are plain values but in
    unusual games."""
    values = tuple(map(_card_values, cards))
    return values if PLAIN.issuperset(map(type, chain.from_iterable(values))) else tuple(map(card_fields, cards))


def frozen(value, unordered: bool = False):
    """``value`` as a hashable description; a card by its instance id. ``unordered``: a list
    and a dict described without their order. Keys are made at every merge point the search
    reaches: the containers a state is made of are described here, without a further call;
    any other type by a describer found once (``_describer``)."""
    kind = type(value)
    if kind in PLAIN:
        return value
    if kind is list:
        if not value:
            return "list"  # most fields of a state are empty most of the time
        items = tuple(value) if PLAIN.issuperset(map(type, value)) else tuple([item if type(item) in PLAIN else frozen(item, unordered) for item in value])
        return multiset(items) if unordered else items
    if kind is dict:
        if not value:
            return "dict"
        if PLAIN.issuperset(map(type, value.values())) and PLAIN.issuperset(map(type, value)):
            items = tuple(value.items())
        else:
            items = tuple([(k if type(k) in PLAIN else frozen(k), v if type(v) in PLAIN else frozen(v, unordered)) for k, v in value.items()])
        return frozenset(items) if unordered else ("dict", items)
    if kind is tuple:
        if not value:
            return "tuple"
        return value if PLAIN.issuperset(map(type, value)) else tuple([item if type(item) in PLAIN else frozen(item, unordered) for item in value])
    describe = _DESCRIBERS.get(kind)
    if describe is None:
        describe = _DESCRIBERS[kind] = _describer(kind, value)
    return describe(value, unordered)


def _describe_set(value: set | frozenset, unordered: bool):
    return frozenset([frozen(item, unordered) for item in value]) if value else type(value).__name__


def _describer(kind: type, value) -> Callable:
    """How ``frozen`` describes a value of ``kind`` (``value``: one of them)."""
    simple = {
        CardInstance: _card_iid, set: _describe_set, frozenset: _describe_set,
    }  # fmt: skip
    if kind in simple:
        return simple[kind]
    if issubclass(kind, (State, Game)):
        return _type_name  # the run's own: the same in every run
    if issubclass(kind, type):
        return _class_name
    if callable(value) or not (hasattr(value, "__dict__") or _slots(kind)):
        return _undescribable  # a function's behaviour cannot be compared
    name, values_of = kind.__qualname__, _field_values(kind)

    def describe(record, unordered: bool) -> tuple:
        values = values_of(record)
        return name, values if PLAIN.issuperset(map(type, values)) else tuple([field if type(field) in PLAIN else frozen(field, unordered) for field in values])

    return describe


def _card_iid(card: CardInstance, unordered: bool) -> str:
    return card.iid


def _type_name(value, unordered: bool) -> str:
    return type(value).__name__


def _class_name(value: type, unordered: bool) -> tuple:
    return ("class", value.__module__, value.__qualname__)


def _undescribable(value, unordered: bool):
    raise Unmergeable(f"cannot describe a {type(value).__name__}")


_DESCRIBERS: dict[type, Callable] = {}


def multiset(items) -> frozenset:
    """``items`` without their order: each item with how often it comes."""
    counts: dict = {}
    for item in items:
        counts[item] = counts.get(item, 0) + 1
    return frozenset(counts.items())


@cache
def _slots(kind: type) -> tuple[str, ...]:
    return tuple(name for klass in kind.__mro__ for name in klass.__dict__.get("__slots__", ()) if name not in ("__dict__", "__weakref__"))


@cache
def _field_values(kind: type) -> Callable[[object], tuple]:
    """The values of ``named_fields``, without their names."""
    names = _slots(kind)
    getter = attrgetter(*names) if len(names) > 1 else lambda value: tuple(getattr(value, name) for name in names)
    with_dict = any("__dict__" in klass.__dict__ for klass in kind.__mro__)

    def values(value) -> tuple:
        try:
            found = getter(value)
        except AttributeError:
            found = tuple(getattr(value, name, None) for name in names)
        return found + tuple(field for _, field in sorted(vars(value).items())) if with_dict else found

    return values


def named_fields(value) -> list[tuple[str, object]]:
    """Every field of a record (slots) or object (its ``__dict__``), named; an unset slot is None."""
    names = _slots(type(value))
    slots = list(zip(names, _field_values(type(value))(value)))
    return slots + sorted(vars(value).items()) if hasattr(value, "__dict__") else slots
