"""Whether the system has a font for the language shown, and what to say when it has not.

Qt draws a character no installed font covers as an empty box.  Japanese needs a CJK font
(on Debian and Ubuntu ``fonts-noto-cjk``, which the ``.deb`` recommends); Windows and macOS
come with one.  :func:`missing_font` asks Qt's font database (the fonts fontconfig, or the
platform, lists) whether any family covers the language's writing system; the app says so
once at start (:func:`warn_once`), in English, which every font draws, and
``stammtisch --smoke --language ja`` fails.
"""

from __future__ import annotations

import sys

from PySide6.QtGui import QFontDatabase

WRITING_SYSTEMS = {"ja": QFontDatabase.WritingSystem.Japanese}
"""The languages that need a font of their own, with the writing system Qt checks."""
FONT_PACKAGE = "fonts-noto-cjk"
"""The Debian and Ubuntu package that brings a Japanese font."""

_warned: set[str] = set()


def has_font(language: str) -> bool:
    """Whether an installed font covers ``language``'s writing system (Latin always does)."""
    system = WRITING_SYSTEMS.get(language)
    return system is None or bool(QFontDatabase.families(system))


def missing_font(language: str) -> str | None:
    """One English sentence naming what to install, or ``None`` when ``language`` can be shown.

    >>> missing_font("en") is None
    True
    """
    if has_font(language):
        return None
    return (
        "No installed font covers Japanese, so its text shows as empty boxes. "
        f"Install the package {FONT_PACKAGE} (on Debian or Ubuntu: "
        f"sudo apt install {FONT_PACKAGE}) and start Stammtisch again, "
        "or choose another language in Settings."
    )


def warn_once(language: str, parent: object = None) -> str | None:
    """Say once in this run, on standard error and in a message box (which waits for OK), that
    ``language`` has no font; returns what was said (``None``: the font is there, or it was
    said already)."""
    if language in _warned:
        return None
    text = missing_font(language)
    if text is None:
        return None
    _warned.add(language)
    print(f"stammtisch: {text}", file=sys.stderr)
    from PySide6.QtWidgets import QMessageBox, QWidget

    box = QMessageBox(parent if isinstance(parent, QWidget) else None)
    box.setObjectName("missingFont")
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle("Stammtisch: no Japanese font")
    box.setText(text)
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    ok = box.button(QMessageBox.StandardButton.Ok)
    if ok is not None:
        ok.setText("OK")  # in English too: the translated word would be boxes
    box.exec()  # first, before any window shows its boxes
    return text


__all__ = ["FONT_PACKAGE", "WRITING_SYSTEMS", "has_font", "missing_font", "warn_once"]
