"""Atomic file writes and guarded reads.

A save is written to a temporary file beside the target, flushed to disk and
then renamed over it, so a crash or a full disk leaves the old file whole.  The
file ends with the permissions any program of the user would give it: a file
replaced keeps its own, a new one gets the user's umask (``0644`` under the usual
``022``), not the temporary file's private ``0600``.
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
import tempfile
from pathlib import Path
from typing import Any

from .errors import StammtischError

MAX_JSON_BYTES = 16 * 1024 * 1024
"""Larger files are refused before parsing: no record is anywhere near this
(a session of 36 Doppelkopf deals is under 200 KB)."""

MAX_JSON_CONTAINERS = 300_000
"""More lists and objects than this are refused before parsing, so a file of
millions of tiny actions never costs the memory of building them (36
Doppelkopf deals hold under 3,000)."""

MAX_JSON_DEPTH = 32
"""Deeper nesting is refused: a record nests six levels at most."""

MAX_JSON_DIGITS = 24
"""Longer whole numbers are refused (a seed is at most 19 digits)."""


def special_file(path: str | os.PathLike[str]) -> str:
    """Why ``path`` is no file to read (a FIFO, a device, a folder, a socket, or a link to
    one, which would block or never end), in words; '' for a regular file or none at all.
    Nothing is opened.

    >>> special_file("/dev/null")
    '/dev/null is a device, not a file'
    """
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return f"{os.fspath(path)} is a link to nothing" if os.path.islink(path) else ""
    except OSError as exc:
        return f"{os.fspath(path)}: {exc.strerror or exc}"
    mode = info.st_mode
    if stat.S_ISREG(mode):
        return ""
    if stat.S_ISFIFO(mode):
        kind = "a FIFO"
    elif stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        kind = "a device"
    elif stat.S_ISDIR(mode):
        kind = "a folder"
    else:
        kind = "no regular file"
    return f"{os.fspath(path)} is {kind}, not a file"


def atomic_write_text(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` to ``path`` atomically (all or nothing), as UTF-8.

    On any failure (for example ``ENOSPC``) the previous file is untouched,
    the temporary file is removed and the ``OSError`` is raised.
    """
    atomic_write_bytes(path, text.encode("utf-8"))


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes) -> None:
    """Write ``data`` to ``path`` atomically, with the permissions of :func:`file_mode`.

    On any failure the previous file is untouched, the temporary file is removed and the
    ``OSError`` is raised.
    """
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    mode = file_mode(target)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            with contextlib.suppress(OSError):  # a file system without modes (FAT)
                os.chmod(tmp, mode)
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise


def file_mode(target: str | os.PathLike[str]) -> int:
    """The permissions a write to ``target`` leaves: those of the file it replaces, else
    what a new file gets under the user's umask (``0o666`` less the umask)."""
    try:
        return stat.S_IMODE(os.stat(target).st_mode)
    except OSError:
        return 0o666 & ~user_umask()


def user_umask() -> int:
    """The process's umask, read without changing it where the system says it
    (``/proc/self/status``), else set and put back at once."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError):
        pass
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def atomic_write_json(path: str | os.PathLike[str], data: Any) -> None:
    """Write ``data`` as indented UTF-8 JSON, atomically."""
    atomic_write_text(path, json.dumps(data, ensure_ascii=False, indent=1) + "\n")


def read_json(path: str | os.PathLike[str]) -> Any:
    """Parse a JSON file; :class:`StammtischError` with the reason if it is not readable JSON.

    Only data is read: nothing in the file is ever executed.  Files that are
    too large, too deeply nested, hold too many values or numbers too long
    for any record are refused with a one-line reason, never a crash
    (see :data:`MAX_JSON_BYTES` and the limits beside it).
    """
    p = Path(path)
    special = special_file(p)
    if special:
        raise StammtischError(f"{special}: refused unread")
    try:
        size = p.stat().st_size
        if size > MAX_JSON_BYTES:
            raise StammtischError(
                f"{p}: {size} bytes is too large for a record (at most {MAX_JSON_BYTES})"
            )
        text = p.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise StammtischError(f"{p}: not UTF-8 text ({exc.reason})") from None
    except OSError as exc:
        raise StammtischError(f"{p}: cannot read: {exc.strerror or exc}") from None
    try:
        return parse_json(text)
    except StammtischError as exc:
        raise StammtischError(f"{p}: {exc}") from None


def parse_json(text: str) -> Any:
    """Parse JSON text within the limits above; :class:`StammtischError` says why not.

    >>> parse_json('{"a": [1, 2]}')
    {'a': [1, 2]}
    >>> for bad in ("[" * 100 + "]" * 100, "1" * 30, ""):
    ...     try:
    ...         parse_json(bad)
    ...     except StammtischError as exc:
    ...         print(exc)
    nested more than 32 levels deep
    a number of 30 digits is too long for a record
    the file is empty
    """
    if not text.strip():
        raise StammtischError("the file is empty")
    containers = text.count("[") + text.count("{")
    if containers > MAX_JSON_CONTAINERS:
        raise StammtischError(
            f"{containers} lists and objects are too many for a record "
            f"(at most {MAX_JSON_CONTAINERS})"
        )
    try:
        data = json.loads(text, parse_int=_parse_int, parse_constant=_refuse_constant)
    except json.JSONDecodeError as exc:
        raise StammtischError(f"not valid JSON (line {exc.lineno}: {exc.msg})") from None
    except RecursionError:
        raise StammtischError(f"nested more than {MAX_JSON_DEPTH} levels deep") from None
    _check_depth(data)
    return data


def _parse_int(text: str) -> int:
    digits = len(text.lstrip("-"))
    if digits > MAX_JSON_DIGITS:
        raise StammtischError(f"a number of {digits} digits is too long for a record")
    return int(text)


def _refuse_constant(name: str) -> Any:
    raise StammtischError(f"{name} is not a number a record may hold")


def _check_depth(data: Any) -> None:
    """Refuse nesting deeper than :data:`MAX_JSON_DEPTH` (without recursing)."""
    stack: list[tuple[Any, int]] = [(data, 0)]
    while stack:
        value, depth = stack.pop()
        if depth > MAX_JSON_DEPTH:
            raise StammtischError(f"nested more than {MAX_JSON_DEPTH} levels deep")
        if isinstance(value, dict):
            stack.extend((v, depth + 1) for v in value.values())
        elif isinstance(value, list):
            stack.extend((v, depth + 1) for v in value)


__all__ = [
    "MAX_JSON_BYTES",
    "MAX_JSON_CONTAINERS",
    "MAX_JSON_DEPTH",
    "MAX_JSON_DIGITS",
    "atomic_write_bytes",
    "atomic_write_json",
    "atomic_write_text",
    "file_mode",
    "parse_json",
    "read_json",
    "special_file",
    "user_umask",
]
