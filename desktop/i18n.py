"""Languages: Qt translators for the app's own strings and for the engine's words.

Every user-visible string of the desktop goes through Qt's translation
system.  The app's strings are translated in their class's context (``tr``).
Everything the engine says for a person (illegal-move reasons, score lines,
the result's explanation, rule options, titles) is a message code, translated
by :func:`stammtisch.desktop.messages.text`.

Only the record notation of actions and contracts ("p", "CHZ", "call HA")
is still translated here, in the ``Engine`` context listed in
:mod:`stammtisch.desktop.engine_strings`, until the engine describes every
action and contract as a message (``describe_action``); then
:func:`engine_text` and :func:`action_text` go.

The compiled ``.qm`` files ship in the ``stammtisch.translations`` package and
are read through :mod:`importlib.resources`, so an installed wheel and a
PyInstaller bundle find them the same way.
"""

from __future__ import annotations

import functools
import importlib.resources
import re
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


@functools.cache
def _templates() -> tuple[tuple[str, re.Pattern[str]], ...]:
    """The catalogue's templates as patterns, the most specific (longest) first."""
    from .engine_strings import TEMPLATES

    out = []
    for template in sorted(TEMPLATES, key=lambda t: (-len(re.sub(r"%\d", "", t)), t)):
        pattern = re.escape(template)
        pattern = re.sub(r"%\\?(\d)", lambda m: f"(?P<p{m.group(1)}>.+?)", pattern)
        out.append((template, re.compile(pattern)))
    return tuple(out)


def _parameter(text: str) -> str:
    """A template's parameter for display: a card code as a suit symbol, a word translated."""
    from stammtisch.engine.cards import parse_card, symbol_str
    from stammtisch.engine.errors import StammtischError

    if re.fullmatch(r"[CSHD][AKQJT987]", text):
        try:
            return symbol_str(parse_card(text))
        except StammtischError:
            return text
    return text if text.isdigit() else engine_text(text)


def engine_text(text: str) -> str:
    """The engine's English ``text`` in the current language.

    Exact phrases first, then the catalogue's templates ("call %1" for
    "call HA", shown as "call ♥A"); a text neither knows stays as it is.
    """
    if not text:
        return text
    translated = QCoreApplication.translate(ENGINE_CONTEXT, text)
    if translated != text:
        return translated
    if re.fullmatch(r"[CSHD][AKQJT987]", text):
        return _parameter(text)
    for template, pattern in _templates():
        match = pattern.fullmatch(text)
        if match is None:
            continue
        out = QCoreApplication.translate(ENGINE_CONTEXT, template)
        for name, value in match.groupdict().items():
            out = out.replace("%" + name[1:], _parameter(value))
        return out
    return text


def action_text(text: str) -> str:
    """An action's record notation ("pass", "18", "grand hand") for a button or a call.

    Numbers and cards stay as they are; words are translated one phrase at a
    time, then word by word, so composed declarations still read well.
    """
    whole = engine_text(text)
    if whole != text or not text:
        return whole
    return " ".join(engine_text(word) for word in text.split())


def join_texts(parts: Iterable[str]) -> str:
    return " · ".join(parts)


__all__ = [
    "ENGINE_CONTEXT",
    "LANGUAGES",
    "action_text",
    "engine_text",
    "install_language",
    "qm_bytes",
    "resolve_language",
    "system_language",
]
