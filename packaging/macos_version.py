"""The oldest macOS the bundle runs on: the newest one its wheels ask for.

PySide6's and numpy's macOS wheels name the oldest macOS their libraries were built for in
their tags (``macosx_14_0_universal2``: macOS 14).  The app is as old as its newest such
library allows, so ``Info.plist`` says so (``LSMinimumSystemVersion``, read by
``packaging/stammtisch.spec``), and an older Mac refuses to open it with a clear message
instead of failing to load a library.
"""

from __future__ import annotations

import importlib.metadata
import re
from collections.abc import Iterable


def wheel_macos_minimum(tags: Iterable[str]) -> str | None:
    """The newest macOS asked for by any of the wheel ``tags``; ``None`` without a macOS tag.

    >>> wheel_macos_minimum(["cp310-abi3-macosx_14_0_universal2", "py3-none-any",
    ...                      "cp311-cp311-macosx_11_0_arm64", "cp311-cp311-macosx_10_13_x86_64"])
    '14.0'
    >>> wheel_macos_minimum(["cp311-cp311-manylinux_2_28_x86_64"]) is None
    True
    """
    versions = [
        (int(major), int(minor))
        for tag in tags
        for major, minor in re.findall(r"macosx_(\d+)_(\d+)_", tag + "_")
    ]
    if not versions:
        return None
    major, minor = max(versions)
    return f"{major}.{minor}"


def installed_macos_minimum() -> str | None:
    """:func:`wheel_macos_minimum` over every distribution installed where the bundle is
    built (the tags in their ``WHEEL`` files): never older than a bundled library needs."""
    tags = []
    for dist in importlib.metadata.distributions():
        wheel = dist.read_text("WHEEL") or ""
        tags += [
            line.split(":", 1)[1].strip() for line in wheel.splitlines() if line.startswith("Tag:")
        ]
    return wheel_macos_minimum(tags)
