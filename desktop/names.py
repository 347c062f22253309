"""The user's name as the app shows it: a session keeps the names its seats had, in the
language of that day, so the user's default name ("You", "Du", "あなた") is shown in the
current language wherever the user is meant.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QTranslator

from .i18n import LANGUAGES, qm_bytes

YOU = str(QT_TRANSLATE_NOOP("NewGameDialog", "You"))
"""The user's name when they gave none (the new-game dialog's default)."""


def you() -> str:
    """The user's default name in the current language ("あなた")."""
    return QCoreApplication.translate("NewGameDialog", YOU)


@cache
def default_names() -> frozenset[str]:
    """The user's default name in every language the app speaks."""
    names = {YOU}
    for language in LANGUAGES:
        data = qm_bytes(language)
        translator = QTranslator()
        if data is not None and translator.load(data):
            names.add(translator.translate("NewGameDialog", YOU) or YOU)
    return frozenset(names)


def seat_label(name: str, user: bool) -> str:
    """A stored seat's name for people: the user's default name in the current language
    (even if it was stored in another), any other name as it was given."""
    return you() if user and name in default_names() else name


def seat_labels(names: Sequence[str], user_seat: int | None) -> list[str]:
    """:func:`seat_label` of each seat of a session (the user in ``user_seat``)."""
    return [seat_label(name, seat == user_seat) for seat, name in enumerate(names)]


__all__ = ["YOU", "default_names", "seat_label", "seat_labels", "you"]
