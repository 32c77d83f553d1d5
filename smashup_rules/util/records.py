"""Plain record classes: slots, an explicit ``__init__``, and value equality.

The engine and the position model used to be dataclasses. Importing
``dataclasses`` (it pulls in ``inspect``, ``re`` and ``enum``) and generating
each class's methods cost more than the rest of ``smashup explain``'s start,
so records spell their ``__init__`` out and share equality and repr from here.
"""

from __future__ import annotations


class Record:
    """Equality and repr over ``_compared`` (default: every slot). Mutable, so unhashable."""

    __slots__ = ()
    _compared: tuple[str, ...] = ()
    __hash__ = None  # type: ignore[assignment]

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        if "_compared" not in cls.__dict__:
            cls._compared = tuple(name for klass in reversed(cls.__mro__) for name in klass.__dict__.get("__slots__", ()))

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return all(getattr(self, name) == getattr(other, name) for name in self._compared)

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={getattr(self, name)!r}" for name in self._compared)
        return f"{type(self).__name__}({fields})"


class FrozenRecord(Record):
    """A record that is never changed after it is made: hashable by its fields."""

    __slots__ = ()

    def __hash__(self) -> int:
        return hash(tuple(getattr(self, name) for name in self._compared))
