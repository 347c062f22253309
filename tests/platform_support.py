"""What the tests need of the platform, checked as features, never by the platform's name.

- :func:`needs`: a skip mark for a test that calls a function some platforms lack
  (``os.mkfifo``, ``signal.SIGKILL`` ...), saying which and why::

      @needs(os, "mkfifo", "a FIFO in place of the database")
      def test_...

  ``tests/test_portable_tests.py`` fails on a test module that calls such a function
  without a mark (or a ``hasattr`` guard) naming it.
- :func:`read_only`: a folder that cannot be written, made the strongest way this
  process can: a read-only bind mount, the immutable attribute, permission bits, or
  (where none of them binds this process: root without ``CAP_SYS_ADMIN`` and
  ``CAP_LINUX_IMMUTABLE``, as in GitHub's container jobs, or Windows) a layer that
  refuses the store's writes in the folder the way the system refuses them.
"""

from __future__ import annotations

import builtins
import contextlib
import errno
import io
import os
import shutil
import sqlite3
import stat
import subprocess
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from stammtisch.engine.history import store as store_module


def needs(module: ModuleType, name: str, why: str) -> pytest.MarkDecorator:
    """Skip unless ``module`` has ``name`` (POSIX's FIFOs, fork, SIGKILL ...), saying why.

    >>> import os
    >>> needs(os, "getcwd", "the current folder").args
    (False,)
    """
    return pytest.mark.skipif(
        not hasattr(module, name),
        reason=f"needs {module.__name__}.{name} ({why}), which this platform lacks",
    )


def _keeps_posix_files() -> bool:
    """Whether this file system keeps execute bits and lets this process make symbolic
    links (Windows keeps no mode bits and allows links to privileged processes only)."""
    with tempfile.TemporaryDirectory() as folder:
        program = Path(folder) / "program"
        program.write_bytes(b"")
        program.chmod(0o755)
        try:
            (Path(folder) / "link").symlink_to("program")
        except OSError:
            return False
        return bool(program.stat().st_mode & stat.S_IXUSR)


posix_files = pytest.mark.skipif(
    not _keeps_posix_files(),
    reason="needs a file system that keeps execute bits and symbolic links, as a Linux "
    "bundle has (not this one)",
)
"""For tests of what is made for Linux from files with execute bits and links."""


READ_ONLY_WAYS = ("bind mount", "immutable", "permissions", "layer")
"""The ways :func:`read_only` tries, strongest first (each checked by a write that must fail)."""

_REFUSED = (errno.EROFS, errno.EACCES, errno.EPERM)


def refuses_writes(folder: Path) -> bool:
    """Whether creating a file in ``folder`` fails as in a read-only folder (and not otherwise)."""
    probe = folder / f".write-probe-{os.getpid()}"
    try:
        fd = os.open(probe, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
    except OSError as exc:
        return exc.errno in _REFUSED
    os.close(fd)
    os.unlink(probe)
    return False


def _quiet(*cmd: str) -> bool:
    """Run ``cmd`` if it exists; whether it succeeded."""
    if shutil.which(cmd[0]) is None:
        return False
    return subprocess.run(cmd, capture_output=True).returncode == 0


Undo = Callable[[], None]


def _bind_mount(folder: Path) -> Undo | None:
    """A read-only bind mount of the folder on itself (needs ``CAP_SYS_ADMIN``)."""
    where = str(folder)
    if not _quiet("mount", "--bind", where, where):
        return None

    def undo() -> None:
        subprocess.run(["umount", where], check=True, capture_output=True)

    if _quiet("mount", "-o", "remount,ro,bind", where, where) and refuses_writes(folder):
        return undo
    undo()
    return None


def _immutable(folder: Path) -> Undo | None:
    """``chattr +i``: no entry may be made or removed (needs ``CAP_LINUX_IMMUTABLE`` and a
    file system that keeps the attribute)."""
    where = str(folder)
    if not _quiet("chattr", "+i", where):
        return None

    def undo() -> None:
        subprocess.run(["chattr", "-i", where], check=True, capture_output=True)

    if refuses_writes(folder):
        return undo
    undo()
    return None


def _permissions(folder: Path) -> Undo | None:
    """No write bits (binds a process without ``CAP_DAC_OVERRIDE`` on a POSIX file system;
    not root, not Windows, whose folders ignore the read-only attribute)."""
    mode = folder.stat().st_mode & 0o7777
    folder.chmod(0o555)

    def undo() -> None:
        folder.chmod(mode)

    if refuses_writes(folder):
        return undo
    undo()
    return None


def _needs_shared_memory_file(path: Path) -> bool:
    """A database in WAL mode without its ``-shm`` file: SQLite must make that file to read
    it, and in a read-only folder cannot."""
    try:
        with path.open("rb") as f:
            header = f.read(20)
    except OSError:
        return False
    wal = header.startswith(b"SQLite format 3\x00") and header[18:20] == b"\x02\x02"
    return wal and not path.with_name(path.name + "-shm").exists()


class _CannotOpen(sqlite3.Connection):
    """What SQLite answers in a read-only folder for a WAL database whose ``-shm`` file is
    missing: its first statement fails with "unable to open database file" (measured with a
    real read-only folder)."""

    def execute(self, sql: str, *args: Any) -> sqlite3.Cursor:  # type: ignore[override]
        raise sqlite3.OperationalError("unable to open database file")


_WRITE_FLAGS = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND


class _Layer:
    """Refuses writes under one folder as a read-only file system does (``EROFS``): the
    ``os`` functions and ``open`` the store and the save files use, and the store's SQLite
    connections (opened read-only, so SQLite itself refuses to write)."""

    def __init__(self, folder: Path) -> None:
        self.root = os.path.realpath(folder)

    def inside(self, path: Any) -> bool:
        if not isinstance(path, (str, os.PathLike)):
            return False  # a file descriptor: opened before, or relative to one
        where = os.path.realpath(os.fspath(path))
        return where == self.root or where.startswith(self.root + os.sep)

    def refuse(self, path: Any) -> OSError:
        return OSError(errno.EROFS, os.strerror(errno.EROFS), os.fspath(path))

    def install(self) -> Undo:
        saved: dict[tuple[Any, str], Any] = {}

        def patch(owner: Any, name: str, make: Callable[[Any], Any]) -> None:
            saved[(owner, name)] = getattr(owner, name)
            setattr(owner, name, make(saved[(owner, name)]))

        def on_paths(count: int) -> Callable[[Any], Any]:
            def make(original: Any) -> Any:
                def guarded(*args: Any, **kwargs: Any) -> Any:
                    for path in args[:count]:
                        if self.inside(path):
                            raise self.refuse(path)
                    return original(*args, **kwargs)

                return guarded

            return make

        def os_open(original: Any) -> Any:
            def guarded(path: Any, flags: int, *args: Any, **kwargs: Any) -> Any:
                if flags & _WRITE_FLAGS and self.inside(path):
                    raise self.refuse(path)
                return original(path, flags, *args, **kwargs)

            return guarded

        def text_open(original: Any) -> Any:
            def guarded(file: Any, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
                if set(mode) & set("wax+") and self.inside(file):
                    raise self.refuse(file)
                return original(file, mode, *args, **kwargs)

            return guarded

        def access(original: Any) -> Any:
            def guarded(path: Any, mode: int, *args: Any, **kwargs: Any) -> bool:
                if mode & os.W_OK and self.inside(path):
                    return False
                return bool(original(path, mode, *args, **kwargs))

            return guarded

        def connect(original: Any) -> Any:
            def guarded(path: str, timeout: float) -> sqlite3.Connection:
                if not self.inside(path):
                    return original(path, timeout)  # type: ignore[no-any-return]
                if _needs_shared_memory_file(Path(path)):
                    return sqlite3.connect(":memory:", factory=_CannotOpen)
                # read-only: SQLite refuses every write; a missing file is not made
                uri = Path(os.path.realpath(path)).as_uri() + "?mode=ro"
                return sqlite3.connect(
                    uri, timeout=timeout, isolation_level=None, check_same_thread=False, uri=True
                )

            return guarded

        def mkdir(original: Any) -> Any:
            def guarded(path: Any, *args: Any, **kwargs: Any) -> Any:
                if self.inside(path):  # an existing folder: "exists" comes first, as in Linux
                    if os.path.lexists(path):
                        raise FileExistsError(errno.EEXIST, os.strerror(errno.EEXIST), path)
                    raise self.refuse(path)
                return original(path, *args, **kwargs)

            return guarded

        patch(os, "mkdir", mkdir)
        for name in ("rmdir", "remove", "unlink"):
            patch(os, name, on_paths(1))
        for name in ("rename", "replace", "link", "symlink"):
            patch(os, name, on_paths(2))
        patch(os, "open", os_open)
        patch(os, "access", access)
        patch(builtins, "open", text_open)
        patch(io, "open", text_open)
        patch(store_module, "connect_hook", connect)

        def undo() -> None:
            for (owner, name), original in saved.items():
                setattr(owner, name, original)

        return undo


def _layer(folder: Path) -> Undo | None:
    undo = _Layer(folder).install()
    if refuses_writes(folder):
        return undo
    undo()
    return None


_MAKERS: dict[str, Callable[[Path], Undo | None]] = {
    "bind mount": _bind_mount,
    "immutable": _immutable,
    "permissions": _permissions,
    "layer": _layer,
}


@contextlib.contextmanager
def read_only(folder: Path, way: str | None = None) -> Iterator[str]:
    """``folder`` cannot be written inside the ``with``; yields the way it was made so.

    The first of :data:`READ_ONLY_WAYS` that this process can use (``way``: that one
    only, skipped with the reason where it cannot).  Every way is checked by a write
    that must fail, and undone on leaving, however the block ends.
    """
    ways = READ_ONLY_WAYS if way is None else (way,)
    for name in ways:
        undo = _MAKERS[name](folder)
        if undo is None:
            continue
        try:
            yield name
        finally:
            undo()
        return
    pytest.skip(f"this process cannot make a folder read-only by {' or '.join(ways)}")


__all__ = ["READ_ONLY_WAYS", "needs", "posix_files", "read_only", "refuses_writes"]
