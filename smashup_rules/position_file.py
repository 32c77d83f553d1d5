"""Position files as YAML: reading (with ``file:line:col`` messages), checking that
a position could happen in a game, writing, and the JSON Schema of the format.

``smashup_rules.position`` holds the model and is what other modules import; it
comes here only for a file it has not read before (see its cache). The work is
split by concern, each module importing only those before it: ``position_names``
(card names) → ``position_yaml`` (YAML to nodes) → ``position_read`` (nodes to the
model) → ``position_check`` (legality); ``position_write`` (YAML and the schema, which
needs PyYAML) is imported by ``position`` only to write.
"""

from __future__ import annotations

import os

from smashup_rules.position import Position, PositionInvalid
from smashup_rules.position_check import validate
from smashup_rules.position_read import load_position

__all__ = ["load_position", "load_valid_position", "validate"]


def load_valid_position(path_or_text: str | bytes | os.PathLike, *, source: str | None = None) -> Position:
    """``load_position``, then PositionInvalid listing every problem ``validate`` finds."""
    position = load_position(path_or_text, source=source)
    problems = validate(position)
    if problems:
        raise PositionInvalid(position.source, problems)
    return position
