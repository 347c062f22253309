"""Languages: Qt translators for the app's own strings and for the engine's words.

Every user-visible string of the desktop goes through Qt's translation
system.  The app's strings are translated in their class's context (``tr``);
the engine's words (rule option summaries, action notation such as "pass",
illegal-move reasons, score line labels) are translated in the ``Engine``
context, listed for ``lupdate`` in :mod:`stammtisch.desktop.engine_strings`.
A word the catalogue does not know yet is shown in the engine's English.

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

ENGINE_CONTEXT = "Engine"

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
    """The compiled translation of ``language`` from the package, or ``None`` (English)."""
    if language == "en":
        return None
    resource = importlib.resources.files("stammtisch.translations") / f"stammtisch_{language}.qm"
    try:
        return resource.read_bytes()
    except (FileNotFoundError, OSError):
        return None


def install_language(language: str) -> bool:
    """Install the translators of ``language`` into the running application.

    Removes the previously installed ones first.  Returns ``False`` when the
    language's ``.qm`` file is missing or unreadable (English stays).
    """
    app = QCoreApplication.instance()
    assert app is not None, "create the QApplication first"
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    _keep_alive.clear()
    QLocale.setDefault(QLocale(language))
    if language == "en":
        return True
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


def engine_text(text: str) -> str:
    """The engine's English ``text`` in the current language (unchanged when unknown)."""
    if not text:
        return text
    return QCoreApplication.translate(ENGINE_CONTEXT, text)


def action_text(text: str) -> str:
    """An action's record notation ("pass", "18", "grand hand") for a button or a call.

    Numbers and cards stay as they are; words are translated one phrase at a
    time, then word by word, so composed declarations still read well.
    """
    whole = engine_text(text)
    if whole != text or not text:
        return whole
    return " ".join(engine_text(word) for word in text.split())


def reason_text(reason: str) -> str:
    """An illegal-move reason as a sentence for the status line ("You must follow hearts.")."""
    translated = engine_text(reason)
    if translated == reason and reason.split(" ", 1)[0] in ("must", "may", "cannot", "need"):
        translated = "You " + reason
    sentence = translated[:1].upper() + translated[1:]
    if sentence and sentence[-1] not in ".!?。":
        sentence += "." if not _is_cjk(sentence) else "。"
    return sentence


def _is_cjk(text: str) -> bool:
    return any("\u3040" <= ch <= "\u9fff" for ch in text)


def join_texts(parts: Iterable[str]) -> str:
    return " · ".join(parts)


__all__ = [
    "ENGINE_CONTEXT",
    "LANGUAGES",
    "action_text",
    "engine_text",
    "install_language",
    "qm_bytes",
    "reason_text",
    "resolve_language",
    "system_language",
]
