"""Board positions: the one door to reading, checking and writing them.

``load_position`` reads a position file (``file:line:col`` messages for what is not well-formed),
``validate`` lists every reason a well-formed position could not happen in a game,
``load_valid_position`` does both, ``dump_position`` writes a position that reads back the same,
``position_json_schema`` is the format's JSON Schema. The model (``Position`` and its specs) and
the errors are re-exported from ``model``.

The work is split by concern, each module importing only those before it: ``model`` →
``syntax`` (YAML to nodes with their marks) → ``names`` (card names) → ``sentence`` (a play
written as a sentence) → ``read_moment``, ``read`` (nodes to the model) → ``check_cards``,
``check_moment``, ``check`` (legality: the cards, the moment's references and records, and
``validate`` over them all) → ``write_moment``, ``write``, ``schema`` → ``cache``. This door
imports them only when called.

A position file that loaded and validated once is kept, as plain data, in the user's cache folder
under its exact bytes: running ``smashup explain`` again on the same file (the common case while a
dispute is discussed) then needs neither the reader nor the checks, whose imports alone cost
several times a bare interpreter's start. Any edit, new data or new code misses the cache.
"""

from __future__ import annotations

import os

from smashup_rules.position.model import (
    CHOICE_PLAYER_SEPARATOR,
    MAX_BYTES,
    PHASES,
    UNNAMED_SOURCE,
    BaseSpec,
    CardSpec,
    PlayerSpec,
    PlaySpec,
    Position,
    PositionError,
    PositionInvalid,
    PositionSyntaxError,
    label,
    looks_like_path,
    read_position_bytes,
    split_choice,
)


__all__ = [
    "CHOICE_PLAYER_SEPARATOR", "MAX_BYTES", "PHASES", "UNNAMED_SOURCE", "BaseSpec", "CardSpec", "PlayerSpec", "PlaySpec",
    "Position", "PositionError", "PositionInvalid", "PositionSyntaxError", "dump_position", "label", "load_position",
    "load_valid_position", "load_valid_position_file", "looks_like_path", "position_json_schema", "read_position_bytes",
    "split_choice", "validate",
]


def load_position(path_or_text: str | bytes | os.PathLike, *, source: str | None = None) -> Position:
    """Read a position file (a path, or YAML text) without judging whether it could happen.

    A ``str`` is YAML text unless it is one line ending in ``.yaml``/``.yml``. Raises
    PositionSyntaxError (``file:line:col: ...``) for anything that is not a well-formed
    position; use ``validate`` or ``load_valid_position`` for legality.
    """
    from smashup_rules.position.read import load_position as read

    return read(path_or_text, source=source)


def load_valid_position(path_or_text: str | bytes | os.PathLike, *, source: str | None = None) -> Position:
    """``load_position``, then PositionInvalid listing every problem ``validate`` finds."""
    if isinstance(path_or_text, os.PathLike) or looks_like_path(path_or_text):
        return load_valid_position_file(path_or_text, source=source)
    return _load_valid(path_or_text, source)


def load_valid_position_file(path: str | os.PathLike, *, source: str | None = None) -> Position:
    """``load_valid_position`` of the file at ``path``, whatever its name; a file that
    loaded and validated before, byte for byte, comes from the cache."""
    source = source or os.fspath(path)
    raw = read_position_bytes(path, source)
    from smashup_rules.position import cache

    position = cache.recall(raw, path)
    if position is None:
        position = _load_valid(raw, source)
        cache.keep(raw, path, position)
    position.source = source
    return position


def validate(position: Position) -> list[str]:
    """Every reason ``position`` could not happen in a game (empty: it could)."""
    from smashup_rules.position.check import validate as check

    return check(position)


def dump_position(position: Position) -> str:
    """The position as YAML that ``load_position`` reads back as an equal position."""
    from smashup_rules.position.write import dump_position as write

    return write(position)


def position_json_schema() -> dict:
    """The JSON Schema of position files (``data/position.schema.json``)."""
    from smashup_rules.position.schema import position_json_schema as schema

    return schema()


def _load_valid(path_or_text: str | bytes | os.PathLike, source: str | None) -> Position:
    from smashup_rules.position.check import validate as check
    from smashup_rules.position.read import load_position as read

    position = read(path_or_text, source=source)
    problems = check(position)
    if problems:
        raise PositionInvalid(position.source, problems)
    return position
