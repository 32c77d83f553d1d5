"""Explanations printed before, kept by file in the user's cache folder.

``smashup explain FILE`` prints a pure function of the file's bytes, the code and the data:
the same position, choices and seed give the same output byte for byte, and off a terminal
the choices are only the file's own (no prompt, no colour). So the plain text or JSON it
printed for a file is kept, with the file's exact bytes and a stamp of every module and data
file of the package, and printed again while all of them are unchanged: re-running the
command on a file (the usual case while a dispute is argued) imports no engine.
"""

from __future__ import annotations

import marshal
import os

from smashup_rules.util.cache import cache_dir, stable_hash, trim_folder

FORMAT = "1"
KEEP_AT_MOST = 256  # entries; the oldest go first
_HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # the package: every module and data file
SKIPPED = ("__pycache__", "bundled")  # no module or data file: the shipped features and scenarios change no explanation
LARGEST_KEPT = 1 << 20  # bytes: a larger file is no position (``position.MAX_BYTES``), and is not kept


def file_bytes(path: str) -> bytes | None:
    """The bytes of the file at ``path``, or None when it cannot be read or is too large to be
    a position: the explanation is then worked out, and says why the file does not load. Read
    here rather than by the position reader, whose import a kept explanation does without."""
    try:
        with open(path, "rb") as file:
            raw = file.read(LARGEST_KEPT + 1)
    except OSError:
        return None
    return raw if len(raw) <= LARGEST_KEPT else None


class Entry:
    """The kept explanation of one file's bytes, named as ``path`` (the output names the file
    as it was given), as text or ``as_json``. The stamp of the code and data is taken once per
    entry: a miss needs it to recall and again to keep, and stamping is a millisecond."""

    def __init__(self, raw: bytes, path: str, as_json: bool):
        self.raw = raw
        self.path = path
        self.file = _entry_path(path, as_json)
        self.version = _version()

    def recall(self) -> tuple[str, int] | None:
        """The output and exit code kept for these bytes, or None."""
        try:
            with open(self.file, "rb") as file:
                version, kept_path, kept_raw, output, code = marshal.loads(file.read())
        except (OSError, EOFError, ValueError, TypeError):
            return None
        if kept_path != (os.path.abspath(self.path), self.path) or kept_raw != self.raw or version != self.version:
            return None
        return output, code

    def keep(self, output: str, code: int) -> None:
        try:
            os.makedirs(os.path.dirname(self.file), exist_ok=True)
            partial = f"{self.file}.{os.getpid()}.tmp"
            with open(partial, "wb") as file:
                marshal.dump((self.version, (os.path.abspath(self.path), self.path), self.raw, output, code), file)
            os.replace(partial, self.file)
            trim_folder(os.path.dirname(self.file), KEEP_AT_MOST)
        except (OSError, ValueError):
            pass


def _entry_path(path: str, as_json: bool) -> str:
    name = f"explain-{stable_hash(os.path.abspath(path) + chr(0) + path)}{'-json' if as_json else ''}.marshal"
    return os.path.join(cache_dir(), "explanations", name)


def _version() -> str:
    """Every module and data file of the package, by size and modification time: any change
    of code or data that could change an explanation makes the kept ones stale."""
    stamps: list[str] = []
    _stamp_folder(_HERE, stamps)
    return f"{FORMAT}:{stable_hash('/'.join(stamps))}"


def _stamp_folder(folder: str, stamps: list[str]) -> None:
    """The files of ``folder`` by name, then its subfolders by name (``os.walk``'s order, at
    a third less of its cost: the directory entries give the paths and the stats)."""
    with os.scandir(folder) as listing:
        entries = sorted(listing, key=_name)
    for entry in entries:
        if entry.name.endswith((".py", ".json")) and entry.is_file():
            stat = entry.stat()
            stamps.append(f"{entry.name}:{stat.st_size:x}-{stat.st_mtime_ns:x}")
    for entry in entries:
        if entry.name not in SKIPPED and entry.is_dir():
            _stamp_folder(entry.path, stamps)


def _name(entry: os.DirEntry) -> str:
    return entry.name
