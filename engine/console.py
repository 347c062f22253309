"""The command lines write UTF-8, whatever the console's or the pipe's code page.

Python writes to a pipe (and on Windows to a redirected console) in the locale's code
page: cp1252 on a Western Windows, where ``♠`` or ``日本語`` end the program with a
``UnicodeEncodeError``.  The programs' ``main`` calls :func:`write_utf8` first, so their
output is UTF-8 everywhere, as their JSON and their readers expect.
"""

from __future__ import annotations

import codecs
import sys


def write_utf8() -> None:
    """Make ``sys.stdout`` and ``sys.stderr`` encode UTF-8, keeping their error handlers.

    A stream that cannot be reconfigured is left alone: ``None`` in a program without a
    console (Windows's windowed programs), or a stand-in such as :class:`io.StringIO`.

    >>> import io
    >>> raw = io.BytesIO()
    >>> pipe = io.TextIOWrapper(raw, encoding="cp1252")  # a pipe on a Western Windows
    >>> sys.stdout, saved = pipe, sys.stdout
    >>> write_utf8()
    >>> _ = sys.stdout.write("♠ 日本語"); sys.stdout.flush()
    >>> sys.stdout = saved
    >>> pipe.encoding, raw.getvalue().decode("utf-8")
    ('utf-8', '♠ 日本語')
    """
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        encoding = getattr(stream, "encoding", None) or "ascii"
        if reconfigure is not None and codecs.lookup(encoding).name != "utf-8":
            reconfigure(encoding="utf-8", errors=getattr(stream, "errors", None) or "strict")


__all__ = ["write_utf8"]
