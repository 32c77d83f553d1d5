"""The compiled code of the modules a command imported, kept in one file: served while each
module's source is unchanged, imported the usual way (and kept again) once it is edited."""

from __future__ import annotations

import importlib
import itertools
import sys

import pytest

from smashup_rules.cli.code_cache import CodeCache

_names = itertools.count()


@pytest.fixture
def package(tmp_path, monkeypatch):
    """A package of its own per test (``pkg.a``, ``pkg.sub`` and ``pkg.sub.b``), removed afterwards."""
    name = f"kept_code_example_{next(_names)}"
    root = tmp_path / name
    (root / "sub").mkdir(parents=True)
    (root / "__init__.py").write_text("")
    (root / "a.py").write_text("VALUE = 1\n\ndef fails():\n    raise ValueError('from a')\n")
    (root / "sub" / "__init__.py").write_text("")
    (root / "sub" / "b.py").write_text(f"from {name} import a\n\nDOUBLE = a.VALUE * 2\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    importlib.invalidate_caches()
    yield name, root
    for module in [m for m in sys.modules if m == name or m.startswith(name + ".")]:
        del sys.modules[module]


def forget(name: str) -> None:
    for module in [m for m in sys.modules if m == name or m.startswith(name + ".")]:
        del sys.modules[module]


def run_importing(path, name: str, *modules: str) -> CodeCache:
    """Import ``modules`` (afresh) with a code cache over ``path`` installed, as a command does."""
    forget(name)
    cache = CodeCache(str(path), package=name)
    cache.install()
    try:
        for module in modules:
            importlib.import_module(f"{name}.{module}")
    finally:
        cache.uninstall()
    assert cache not in sys.meta_path
    return cache


def test_modules_imported_once_are_served_from_the_kept_code_next_time(package, tmp_path):
    name, root = package
    kept = tmp_path / "code.marshal"
    first = run_importing(kept, name, "sub.b")
    assert kept.exists() and not first.served  # nothing was kept yet: the usual import, then kept
    written = kept.read_bytes()
    second = run_importing(kept, name, "sub.b")
    assert second.served == {name, f"{name}.a", f"{name}.sub", f"{name}.sub.b"}
    b, a, sub = (sys.modules[f"{name}.{m}"] for m in ("sub.b", "a", "sub"))
    assert b.DOUBLE == 2 and b.__loader__ is second
    assert b.__file__ == str(root / "sub" / "b.py") and sub.__path__ == [str(root / "sub")]
    with pytest.raises(ValueError) as raised:
        a.fails()
    assert raised.traceback[-1].path == root / "a.py"  # tracebacks name the source
    assert kept.read_bytes() == written  # nothing new: the file is left as it was


def test_an_edited_module_is_imported_afresh_and_kept_again(package, tmp_path):
    name, root = package
    kept = tmp_path / "code.marshal"
    run_importing(kept, name, "sub.b")
    (root / "a.py").write_text("VALUE = 21\n")
    edited = run_importing(kept, name, "sub.b")
    assert sys.modules[f"{name}.sub.b"].DOUBLE == 42
    assert edited.served == {name, f"{name}.sub", f"{name}.sub.b"}  # all but the edited one
    again = run_importing(kept, name, "sub.b")
    assert f"{name}.a" in again.served and sys.modules[f"{name}.sub.b"].DOUBLE == 42


def test_a_file_that_is_not_kept_code_is_not_used(package, tmp_path):
    name, _ = package
    kept = tmp_path / "code.marshal"
    kept.write_bytes(b"not marshal at all")
    cache = run_importing(kept, name, "a")
    assert not cache.served and sys.modules[f"{name}.a"].VALUE == 1
    assert CodeCache(str(kept), package=name).entries  # written again, properly


def test_modules_of_other_packages_are_left_to_the_usual_import(package, tmp_path):
    name, _ = package
    kept = tmp_path / "code.marshal"
    cache = CodeCache(str(kept), package=name)
    assert cache.find_spec("json") is None and cache.find_spec(f"{name}.a") is None
