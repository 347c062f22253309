"""Display labels for engine names: strength levels, rule option names and values."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from stammtisch.engine.rules import OptionValue

from ..i18n import ENGINE_CONTEXT, engine_text


def _tr(text: str) -> str:
    return QCoreApplication.translate("Labels", text)


def level_label(level: str) -> str:
    """A computer strength for people ("Strong" for ``strong``)."""
    known = {
        "random": _tr("Random"),
        "easy": _tr("Easy"),
        "normal": _tr("Normal"),
        "medium": _tr("Normal"),
        "strong": _tr("Strong"),
        "expert": _tr("Expert"),
        "human": _tr("Human"),
    }
    return known.get(level, level.replace("_", " ").capitalize())


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
        return _tr("on") if value else _tr("off")
    return engine_text(str(value))


__all__ = ["level_label", "option_label", "value_label"]
