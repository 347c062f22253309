"""Doppelkopf's announcements: Re or Kontra, "no 90", "no 60", "no 30", "schwarz".

One button for each announcement the engine offers the user right now: in
turn from ``legal_actions()``, while another seat is to play from
``out_of_turn_actions()``.  The engine names them "re", "re no 90",
"kontra schwarz"...; a button says the step ("Re", "no 60") and its tooltip
every step it takes at once (announcing "no 60" first also says Re and
"no 90").  The row is rebuilt whenever the table changes, so a button is
there exactly while the engine offers its announcement.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from .choice import Choice

PARTIES = ("re", "kontra")
LEVELS = ("", "no 90", "no 60", "no 30", "schwarz")


def parse_announcement(raw: str) -> tuple[str, str] | None:
    """The party and level of an announcement the engine names, or ``None``.

    >>> parse_announcement("re"), parse_announcement("kontra no 60"), parse_announcement("pass")
    (('re', ''), ('kontra', 'no 60'), None)
    """
    party, _, level = raw.partition(" ")
    if party not in PARTIES or level not in LEVELS:
        return None
    return party, level


class DoppelkopfAnnouncements(QWidget):
    """ "Announce:" and a button per offered announcement."""

    chosen = Signal(int)

    def __init__(self, choices: Sequence[Choice], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("doppelkopfAnnouncements")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.title = QLabel(self.tr("Announce:"), self)
        layout.addWidget(self.title)
        self.buttons: list[QPushButton] = []
        self.options: list[tuple[str, Callable[[], None]]] = []
        offered = sorted(
            (c for c in choices if parse_announcement(c.raw) is not None), key=lambda c: c.action
        )
        steps: list[str] = []
        for choice in offered:
            key = parse_announcement(choice.raw)
            assert key is not None
            text = self._label(*key)
            steps.append(text)
            button = QPushButton(text, self)
            button.setObjectName("announcement")
            button.setProperty("action", choice.action)
            button.setMinimumWidth(64)
            button.setToolTip(self.tr("Announces: %1").replace("%1", ", ".join(steps)))
            button.clicked.connect(functools.partial(self.chosen.emit, choice.action))
            layout.addWidget(button)
            self.buttons.append(button)
            self.options.append((text, button.click))

    def _label(self, party: str, level: str) -> str:
        if not level:
            return self.tr("Re") if party == "re" else self.tr("Kontra")
        return {
            "no 90": self.tr("no 90"),
            "no 60": self.tr("no 60"),
            "no 30": self.tr("no 30"),
            "schwarz": self.tr("schwarz"),
        }[level]


__all__ = ["DoppelkopfAnnouncements", "parse_announcement"]
