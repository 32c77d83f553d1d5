"""The compiled code of the modules a command imports, kept together in one file of the
user's cache folder.

Explaining a new position imports some fifty-five modules of the package. Python's path finder
pays for each one apart: it stats the folder and the source, opens and reads the ``.pyc``
and checks its header, about a tenth of a millisecond a module beyond running its code. A
``CodeCache`` put first on ``sys.meta_path`` serves a module from the kept code while the
module's source has the size and modification time it had when its code was kept, and
leaves every other module to the usual import. When the command is over, the modules it
imported the usual way (new, or edited since) are added, with the code that import
validated (``get_code``). A cache that cannot be written or read is simply not used.
"""

from __future__ import annotations

import marshal
import os
import sys

from smashup_rules.util.cache import cache_dir, stable_hash

FORMAT = 1
PACKAGE = __package__.partition(".")[0]  # every module of smashup_rules, not only the command line's
_HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # the package's folder
_LENGTH_BYTES = 8
_ModuleSpec = type(sys.__spec__)  # importlib.machinery.ModuleSpec, without importing importlib


def kept_code_file() -> str:
    """One file per installation (the package's folder), interpreter and optimisation level;
    those of other installations go as other cache files do, once unused for a month."""
    return os.path.join(cache_dir(), f"code-{stable_hash(_HERE)}.{sys.implementation.cache_tag}-O{sys.flags.optimize}.marshal")


class CodeCache:
    """A meta path finder and loader for the modules of ``package`` kept in ``path``: each entry
    is the module's source file, its size and modification time then, whether it is a package,
    its ``.pyc`` path, and where its code lies in the file."""

    def __init__(self, path: str, package: str = PACKAGE):
        self.path = path
        self.package = package
        self.entries: dict[str, tuple[str, int, int, bool, str | None, int, int]] = {}
        self.code = memoryview(b"")
        try:
            with open(path, "rb") as file:
                content = file.read()
            head_end = _LENGTH_BYTES + int.from_bytes(content[:_LENGTH_BYTES], "little")
            version, entries = marshal.loads(content[_LENGTH_BYTES:head_end])
            if version == FORMAT:
                self.entries, self.code = entries, memoryview(content)[head_end:]
        except (OSError, EOFError, ValueError, TypeError):
            pass
        self.modules_before: frozenset[str] = frozenset()
        self.served: set[str] = set()

    def install(self) -> None:
        self.modules_before = frozenset(sys.modules)
        sys.meta_path.insert(0, self)

    def uninstall(self) -> None:
        """Stop serving modules, and keep the code of those imported the usual way meanwhile."""
        if self in sys.meta_path:
            sys.meta_path.remove(self)
        missing = [name for name in sys.modules if name not in self.modules_before and name not in self.served and self._in_package(name)]
        if missing:
            self._write(missing)

    def find_spec(self, name: str, path=None, target=None):
        if not self._fresh(name):
            return None
        origin, _, _, is_package, cached, _, _ = self.entries[name]
        spec = _ModuleSpec(name, self, origin=origin, is_package=is_package)
        spec.has_location = True
        spec.cached = cached
        if is_package:
            spec.submodule_search_locations = [os.path.dirname(origin)]
        return spec

    def create_module(self, spec):
        return None  # the usual module object

    def exec_module(self, module) -> None:
        _, _, _, _, _, start, end = self.entries[module.__name__]
        self.served.add(module.__name__)
        exec(marshal.loads(self.code[start:end]), module.__dict__)

    def _in_package(self, name: str) -> bool:
        return name == self.package or name.startswith(self.package + ".")

    def _fresh(self, name: str) -> bool:
        """Kept, and its source unchanged since."""
        entry = self.entries.get(name)
        if entry is None:
            return False
        try:
            stat = os.stat(entry[0])
        except OSError:
            return False
        return stat.st_size == entry[1] and stat.st_mtime_ns == entry[2]

    def _write(self, missing: list[str]) -> None:
        added = {name: found for name in missing if (found := _compiled(sys.modules.get(name))) is not None}
        if not added:
            return  # nothing with a source file: nothing to keep
        parts: list[bytes] = []
        entries: dict[str, tuple[str, int, int, bool, str | None, int, int]] = {}
        offset = 0
        kept = [(name, entry[:5], self.code[entry[5]:entry[6]]) for name, entry in self.entries.items() if name not in added]
        for name, entry, code in kept + [(name, entry, code) for name, (entry, code) in added.items()]:
            entries[name] = (*entry, offset, offset + len(code))
            parts.append(code)
            offset += len(code)
        head = marshal.dumps((FORMAT, entries))
        try:
            os.makedirs(os.path.dirname(self.path), exist_ok=True)
            partial = f"{self.path}.{os.getpid()}.tmp"
            with open(partial, "wb") as file:
                file.write(len(head).to_bytes(_LENGTH_BYTES, "little"))
                file.write(head)
                for code in parts:
                    file.write(code)
            os.replace(partial, self.path)
        except OSError:
            pass


def _compiled(module) -> tuple[tuple[str, int, int, bool, str | None], bytes] | None:
    """A module's entry (without its place in the file) and marshalled code, for a module
    loaded from a source file; None for any other."""
    spec = getattr(module, "__spec__", None)
    get_code = getattr(getattr(spec, "loader", None), "get_code", None)
    if spec is None or get_code is None or not spec.has_location or not (spec.origin or "").endswith(".py"):
        return None
    try:
        stat = os.stat(spec.origin)
        code = get_code(spec.name)
    except (OSError, ImportError, SyntaxError):
        return None
    if code is None:
        return None
    return (spec.origin, stat.st_size, stat.st_mtime_ns, spec.submodule_search_locations is not None, spec.cached), marshal.dumps(code)
