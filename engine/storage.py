"""Atomic file writes and guarded reads.

A save is written to a temporary file beside the target, flushed to disk and
then renamed over it, so a crash or a full disk leaves the old file whole.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from pathlib import Path
from typing import Any

from .errors import StammtischError

MAX_JSON_BYTES = 64 * 1024 * 1024
"""Larger files are refused before parsing: no record is anywhere near this."""


def atomic_write_text(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` to ``path`` atomically (all or nothing).

    On any failure (for example ``ENOSPC``) the previous file is untouched,
    the temporary file is removed and the ``OSError`` is raised.
    """
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise


def atomic_write_json(path: str | os.PathLike[str], data: Any) -> None:
    """Write ``data`` as indented UTF-8 JSON, atomically."""
    atomic_write_text(path, json.dumps(data, ensure_ascii=False, indent=1) + "\n")


def read_json(path: str | os.PathLike[str]) -> Any:
    """Parse a JSON file; :class:`StammtischError` with the reason if it is not readable JSON.

    Only data is read: nothing in the file is ever executed.
    """
    p = Path(path)
    try:
        size = p.stat().st_size
        if size > MAX_JSON_BYTES:
            raise StammtischError(f"{p}: {size} bytes is too large for a record")
        text = p.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise StammtischError(f"{p}: not UTF-8 text ({exc.reason})") from None
    except OSError as exc:
        raise StammtischError(f"{p}: cannot read: {exc.strerror or exc}") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise StammtischError(f"{p}: not valid JSON (line {exc.lineno}: {exc.msg})") from None


__all__ = ["MAX_JSON_BYTES", "atomic_write_json", "atomic_write_text", "read_json"]
