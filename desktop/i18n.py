"""Languages: Qt translators for the app's own strings and for the engine's words.

Every user-visible string of the desktop goes through Qt's translation
system.  The app's strings are translated in their class's context (``tr``).
Everything the engine says for a person (illegal-move reasons, score lines,
the result's explanation, rule options, titles) is a message code, translated
by :func:`stammtisch.desktop.messages.text`.

Actions and contracts too: the engine labels each action
(``describe_action(a).label``) and names the contract
(``public_info(seat).label``) as messages; nothing here reads engine text.

The compiled ``.qm`` files ship in the ``stammtisch.translations`` package and
are read through :mod:`importlib.resources`, so an installed wheel and a
PyInstaller bundle find them the same way.
"""

from __future__ import annotations

import importlib.resources
from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

LANGUAGES: dict[str, str] = {"en": "English", "de": "Deutsch", "ja": "日本語"}
"""Languages the app ships, by code, with their own names."""

_installed: list[QTranslator] = []
_keep_alive: list[bytes] = []  # QTranslator.load(data) does not copy the data


def system_language() -> str:
    """The system's language if the app has it, else English."""
    for name in QLocale.system().uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def resolve_language(setting: str | None) -> str:
    """A language code from a setting value (``"system"``, empty or a code)."""
    if setting and setting in LANGUAGES:
        return setting
    return system_language()


def qm_bytes(language: str) -> bytes | None:
    """The compiled translation of ``language`` from the package, or ``None`` when missing.

    English has one too: it names the engine's record notation ("p", "CHZ").
    """
    resource = importlib.resources.files("stammtisch.translations") / f"stammtisch_{language}.qm"
    try:
        return resource.read_bytes()
    except (FileNotFoundError, OSError):
        return None


def install_language(language: str) -> bool:
    """Install the translators of ``language`` into the running application.

    Removes the previously installed ones first.  Returns ``False`` when the
    language's ``.qm`` file is missing or unreadable (the source texts stay).
    """
    app = QCoreApplication.instance()
    assert app is not None, "create the QApplication first"
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    _keep_alive.clear()
    QLocale.setDefault(QLocale(language))
    data = qm_bytes(language)
    if data is None:
        return False
    ours = QTranslator(app)
    if not ours.load(data):
        return False
    _keep_alive.append(data)
    app.installTranslator(ours)
    _installed.append(ours)
    qt = QTranslator(app)  # Qt's own dialogs (OK, Cancel...), when Qt ships them
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt.load(QLocale(language), "qtbase", "_", qt_dir):
        app.installTranslator(qt)
        _installed.append(qt)
    return True


def join_texts(parts: Iterable[str]) -> str:
    return " · ".join(parts)


def list_text(parts: Iterable[str]) -> str:
    """Items of a list in a sentence, separated as the user's language separates them
    ("Anna ♣10, Bernd ♣A" in English and German, "Anna ♣10、Bernd ♣A" in Japanese)."""
    return QCoreApplication.translate("List", ", ").join(parts)


__all__ = [
    "LANGUAGES",
    "install_language",
    "join_texts",
    "list_text",
    "qm_bytes",
    "resolve_language",
    "system_language",
]
