"""The per-user cache folder for things derived from the packaged data.

Everything here can be rebuilt from the data; a cache that cannot be written
or read is simply not used.
"""

from __future__ import annotations

import os


def cache_dir() -> str:
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "smashup_rules")


_MERSENNE_61 = (1 << 61) - 1


def stable_hash(text: str) -> str:
    """A stable 61-bit hash (``hash`` differs from run to run; hashlib costs an import): the
    text's bytes read as one number, modulo a prime. Computed in C, where FNV-1a looped in
    Python byte by byte and took half a millisecond for the stamps of the package."""
    return f"{int.from_bytes(text.encode('utf-8', 'surrogateescape'), 'little') % _MERSENNE_61:016x}"


def trim_folder(folder: str, keep_at_most: int) -> None:
    """Past ``keep_at_most`` entries, drop the oldest quarter: finding them reads every entry's
    time, which would otherwise be paid again by every new entry once the folder is full."""
    names = os.listdir(folder)
    if len(names) <= keep_at_most:
        return  # the usual case: no path built for each entry
    entries = [os.path.join(folder, name) for name in names]
    entries.sort(key=os.path.getmtime)
    for old in entries[: len(entries) - keep_at_most * 3 // 4]:
        try:
            os.remove(old)
        except OSError:
            pass


def data_stamp(path: str) -> str:
    """``inode.version``: which file (two installs keep separate caches) and
    which version of it (size and modification time)."""
    stat = os.stat(path)
    return f"{stat.st_ino:x}.{stat.st_size:x}-{stat.st_mtime_ns:x}"


# Copies made for other installations (another virtual environment, a clone used
# once by CI) are left alone while they may be in use, and dropped once nothing
# has rewritten them for this long.
UNUSED_DAYS = 30


def remove_stale(current: str) -> None:
    """Drop cached copies of earlier versions of the same file (same name up to the
    version, which is the last dot-separated part before the suffix), and any cache
    file not rewritten for ``UNUSED_DAYS``. Runs only when a cache file is written."""
    folder, name = os.path.split(current)
    prefix = name[: name.rindex(".", 0, name.rindex(".")) + 1]
    import time

    too_old = time.time() - UNUSED_DAYS * 86400
    for other in os.listdir(folder):
        path = os.path.join(folder, other)
        try:
            if other != name and (other.startswith(prefix) and not other.endswith(".tmp") or os.path.getmtime(path) < too_old):
                if os.path.isfile(path):
                    os.remove(path)
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
