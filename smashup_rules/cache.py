"""The per-user cache folder for things derived from the packaged data.

Everything here can be rebuilt from the data; a cache that cannot be written
or read is simply not used.
"""

from __future__ import annotations

import os


def cache_dir() -> str:
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "smashup_rules")


def data_stamp(path: str) -> str:
    """``inode.version``: which file (two installs keep separate caches) and
    which version of it (size and modification time)."""
    stat = os.stat(path)
    return f"{stat.st_ino:x}.{stat.st_size:x}-{stat.st_mtime_ns:x}"


def remove_stale(current: str) -> None:
    """Drop cached copies of earlier versions of the same file: same name up
    to the version, which is the last dot-separated part before the suffix."""
    folder, name = os.path.split(current)
    prefix = name[: name.rindex(".", 0, name.rindex(".")) + 1]
    for other in os.listdir(folder):
        if other.startswith(prefix) and other != name and not other.endswith(".tmp"):
            try:
                os.remove(os.path.join(folder, other))
            except OSError:
                pass


def once(function):
    """Memoise a function of no arguments: computed on first call, then kept.

    ``functools.cache`` does the same, but importing functools is a visible
    part of a short command's start-up.
    """
    results = []

    def cached():
        if not results:
            results.append(function())
        return results[0]

    cached.__name__, cached.__doc__, cached.__wrapped__ = function.__name__, function.__doc__, function
    return cached
