"""Display labels for engine names: strength levels, rule option names and values.

Option names, summaries and word values are the engine's message codes
(:mod:`stammtisch.engine.rule_words`), translated by code."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from stammtisch.engine import rule_words
from stammtisch.engine.rules import OptionValue, RuleOption
from stammtisch.engine.state import Game

from ..messages import text

CONTEXT = "Labels"
LEVELS = {
    "random": str(QT_TRANSLATE_NOOP("Labels", "Random")),
    "beginner": str(QT_TRANSLATE_NOOP("Labels", "Beginner")),
    "standard": str(QT_TRANSLATE_NOOP("Labels", "Standard")),
    "strong": str(QT_TRANSLATE_NOOP("Labels", "Strong")),
    "human": str(QT_TRANSLATE_NOOP("Labels", "Human")),
}


def level_label(level: str) -> str:
    """A computer strength for people ("Strong" for ``strong``)."""
    known = LEVELS.get(level)
    if known is None:
        return level.replace("_", " ").capitalize()
    return QCoreApplication.translate(CONTEXT, known)


def option_label(name: str) -> str:
    """A rule option's name for people ("Kontra and Re" for ``kontra_re``)."""
    return text(rule_words.option_label(name))


def option_summary(game: type[Game], option: RuleOption) -> str:
    """What a rule option does, in the game's words."""
    return text(rule_words.option_summary(game, option))


def value_label(value: OptionValue) -> str:
    """A rule option's value for people."""
    return text(rule_words.value_label(value))


def game_title(game: type[Game]) -> str:
    """A game's title in the user's language ("スカート")."""
    return text(rule_words.title(game))


__all__ = ["game_title", "level_label", "option_label", "option_summary", "value_label"]
