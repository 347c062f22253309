"""Doppelkopf's announcements: Re or Kontra, "no 90", "no 60", "no 30", "schwarz".

One button for each announcement the engine offers the user right now: in
turn from ``legal_actions()``, while another seat is to play from
``out_of_turn_actions()``.  The engine describes each as an
:class:`~stammtisch.engine.meaning.ActionInfo` of kind ``ANNOUNCE`` with its
party and level (1 Re/Kontra, 2 "no 90" .. 5 "schwarz"); a button says the step ("Re", "no 60") and its tooltip
every step it takes at once (announcing "no 60" first also says Re and
"no 90").  The row is rebuilt whenever the table changes, so a button is
there exactly while the engine offers its announcement.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from stammtisch.engine.meaning import ActionKind

from ..i18n import list_text
from .choice import Choice


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
            (c for c in choices if c.info.kind is ActionKind.ANNOUNCE), key=lambda c: c.action
        )
        steps: list[str] = []
        for choice in offered:
            text = self._label(choice.info.party or "", choice.info.level or 1)
            steps.append(text)
            button = QPushButton(text, self)
            button.setObjectName("announcement")
            button.setProperty("action", choice.action)
            button.setMinimumWidth(64)
            button.setToolTip(self.tr("Announces: %1").replace("%1", list_text(steps)))
            button.clicked.connect(functools.partial(self.chosen.emit, choice.action))
            layout.addWidget(button)
            self.buttons.append(button)
            self.options.append((text, button.click))

    def _label(self, party: str, level: int) -> str:
        if level <= 1:
            return self.tr("Re") if party == "re" else self.tr("Kontra")
        return {
            2: self.tr("no 90"),
            3: self.tr("no 60"),
            4: self.tr("no 30"),
        }.get(level, self.tr("schwarz"))


__all__ = ["DoppelkopfAnnouncements"]
