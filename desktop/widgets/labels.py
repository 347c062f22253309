"""Display labels for engine names: strength levels, rule option names and values."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from stammtisch.engine.rules import OptionValue

from ..i18n import ENGINE_CONTEXT, engine_text

CONTEXT = "Labels"
LEVELS = {
    "random": str(QT_TRANSLATE_NOOP("Labels", "Random")),
    "beginner": str(QT_TRANSLATE_NOOP("Labels", "Beginner")),
    "standard": str(QT_TRANSLATE_NOOP("Labels", "Standard")),
    "strong": str(QT_TRANSLATE_NOOP("Labels", "Strong")),
    "human": str(QT_TRANSLATE_NOOP("Labels", "Human")),
}
ON = str(QT_TRANSLATE_NOOP("Labels", "on"))
OFF = str(QT_TRANSLATE_NOOP("Labels", "off"))


def level_label(level: str) -> str:
    """A computer strength for people ("Strong" for ``strong``)."""
    known = LEVELS.get(level)
    if known is None:
        return level.replace("_", " ").capitalize()
    return QCoreApplication.translate(CONTEXT, known)


def option_label(name: str) -> str:
    """A rule option's name for people: its translation, else the name with spaces."""
    translated = QCoreApplication.translate(ENGINE_CONTEXT, name)
    if translated != name:
        return translated
    text = name.replace("_", " ")
    return text[:1].upper() + text[1:]


def value_label(value: OptionValue) -> str:
    """A rule option's value for people."""
    if isinstance(value, bool):
        return QCoreApplication.translate(CONTEXT, ON if value else OFF)
    return engine_text(str(value))


__all__ = ["level_label", "option_label", "value_label"]
