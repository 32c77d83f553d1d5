"""Small helpers for the wording of messages: counts with the right plural."""

from __future__ import annotations


def counted(count: int, singular: str, plural: str | None = None) -> str:
    """``counted(1, "card")`` → "1 card"; ``counted(2, "card")`` → "2 cards"."""
    return f"{count} {singular if count == 1 else plural or singular + 's'}"
