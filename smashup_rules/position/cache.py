"""Positions that loaded and validated before, kept by file in the user's cache folder.

One entry per position file (by absolute path), holding the file's exact bytes,
the versions of the code and data that read it, and the position as plain data
(marshal). An entry is used only when all three still match; a cache that
cannot be read or written is simply not used.
"""

from __future__ import annotations

import marshal
import os

from smashup_rules.position.model import BaseSpec, CardSpec, PlayerSpec, PlaySpec, Position
from smashup_rules.util.cache import cache_dir, data_stamp, stable_hash, trim_folder


FORMAT = "1"
KEEP_AT_MOST = 256  # entries; the oldest go first
_SPECS = {cls.__name__: cls for cls in (CardSpec, PlayerSpec, BaseSpec, PlaySpec, Position)}
_PACKAGE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Everything that decides what a file reads as: the reading and checking code, and the data.
_READERS = (
    *(os.path.join("position", name) for name in ("__init__.py", "model.py", "names.py", "sentence.py", "read_moment.py", "read.py", "check_cards.py", "check_moment.py", "check.py")),
    *(os.path.join("position", "syntax", name) for name in ("subset.py", "pyyaml.py", "nodes.py")),
    os.path.join("util", "ids.py"),
    os.path.join("reference", "names.py"),
)
_DATA = tuple(os.path.join("data", name) for name in ("cards.json", "names.json", "factions.json"))


def recall(raw: bytes, path: str | os.PathLike) -> Position | None:
    entry = _entry_path(path)
    try:
        with open(entry, "rb") as file:
            version, kept_path, kept_raw, plain = marshal.loads(file.read())
    except (OSError, EOFError, ValueError, TypeError):
        return None
    if version != _version() or kept_path != os.path.abspath(path) or kept_raw != raw:
        return None
    return _thaw(plain)


def keep(raw: bytes, path: str | os.PathLike, position: Position) -> None:
    entry = _entry_path(path)
    try:
        os.makedirs(os.path.dirname(entry), exist_ok=True)
        partial = f"{entry}.{os.getpid()}.tmp"
        with open(partial, "wb") as file:
            marshal.dump((_version(), os.path.abspath(path), raw, _plain(position)), file)
        os.replace(partial, entry)
        trim_folder(os.path.dirname(entry), KEEP_AT_MOST)
    except (OSError, ValueError):
        pass


def _entry_path(path: str | os.PathLike) -> str:
    return os.path.join(cache_dir(), "positions", f"position-{stable_hash(os.path.abspath(path))}.marshal")


def _version() -> str:
    stamps = [data_stamp(os.path.join(_PACKAGE, name)) for name in (*_READERS, *_DATA)]
    return f"{FORMAT}:{'/'.join(stamps)}"


def _plain(value):
    """Specs become tuples led by their class name; lists, dicts and scalars stay."""
    if isinstance(value, list):
        return [_plain(item) for item in value]
    if type(value).__name__ in _SPECS and isinstance(value, _SPECS[type(value).__name__]):
        fields = [None if name == "source" else _plain(getattr(value, name)) for name in value.__slots__]
        return (type(value).__name__, *fields)
    return value


def _thaw(value):
    if isinstance(value, list):
        return [_thaw(item) for item in value]
    if isinstance(value, tuple):
        spec = _SPECS[value[0]]
        return spec(**dict(zip(spec.__slots__, (_thaw(item) for item in value[1:]))))
    return value
