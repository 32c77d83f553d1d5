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

from .cache import cache_dir, fnv1a, trim_folder

FORMAT = "1"
KEEP_AT_MOST = 256  # entries; the oldest go first
_HERE = os.path.dirname(os.path.abspath(__file__))


def recall(raw: bytes, path: str, as_json: bool) -> tuple[str, int] | None:
    """The output and exit code kept for this file's bytes (named as ``path``: the output
    names the file as it was given), or None."""
    try:
        with open(_entry_path(path, as_json), "rb") as file:
            version, kept_path, kept_raw, output, code = marshal.loads(file.read())
    except (OSError, EOFError, ValueError, TypeError):
        return None
    if kept_path != (os.path.abspath(path), path) or kept_raw != raw or version != _version():
        return None
    return output, code


def keep(raw: bytes, path: str, as_json: bool, output: str, code: int) -> None:
    entry = _entry_path(path, as_json)
    try:
        os.makedirs(os.path.dirname(entry), exist_ok=True)
        partial = f"{entry}.{os.getpid()}.tmp"
        with open(partial, "wb") as file:
            marshal.dump((_version(), (os.path.abspath(path), path), raw, output, code), file)
        os.replace(partial, entry)
        trim_folder(os.path.dirname(entry), KEEP_AT_MOST)
    except (OSError, ValueError):
        pass


def _entry_path(path: str, as_json: bool) -> str:
    name = f"explain-{fnv1a(os.path.abspath(path) + chr(0) + path)}{'-json' if as_json else ''}.marshal"
    return os.path.join(cache_dir(), "explanations", name)


def _version() -> str:
    """Every module and data file of the package, by size and modification time: any change
    of code or data that could change an explanation makes the kept ones stale."""
    stamps = []
    for folder, subfolders, files in os.walk(_HERE):
        subfolders[:] = sorted(name for name in subfolders if name != "__pycache__")
        for name in sorted(files):
            if name.endswith((".py", ".json")):
                stat = os.stat(os.path.join(folder, name))
                stamps.append(f"{name}:{stat.st_size:x}-{stat.st_mtime_ns:x}")
    return f"{FORMAT}:{fnv1a('/'.join(stamps))}"
