"""Skat's declaration: game type plus Hand, Schneider, Schwarz and Ouvert.

The engine offers each declaration as one action named by its ISS code
("C" clubs, "GH" grand hand, "CHS" clubs hand with Schneider announced,
"CHZ" Schwarz announced, "GO" grand ouvert, "NOH" null ouvert hand).  This
control composes the code from the type and the check boxes and enables
"Declare" exactly when the engine lists that code: which combinations exist
is the engine's business, never this widget's.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QPushButton, QWidget

from ..i18n import action_text

CODE = re.compile(r"[CSHDG](H|HS|HZ|O)?|N(O)?(H)?")
TYPES = "CSHDGN"


def is_skat_declaration(raw: str) -> bool:
    """Whether ``raw`` is an ISS declaration code ("C", "GHS", "NOH")."""
    return CODE.fullmatch(raw) is not None


def compose(kind: str, hand: bool, schneider: bool, schwarz: bool, ouvert: bool) -> str:
    """The ISS code of a declaration.

    >>> compose("C", True, True, False, False), compose("G", False, False, False, True)
    ('CHS', 'GO')
    >>> compose("N", True, False, False, True), compose("D", False, False, False, False)
    ('NOH', 'D')
    """
    if kind == "N":
        return "N" + ("O" if ouvert else "") + ("H" if hand else "")
    if ouvert:
        return kind + "O"
    if not hand:
        return kind
    return kind + "H" + ("Z" if schwarz else "S" if schneider else "")


def parse(code: str) -> tuple[str, bool, bool, bool, bool]:
    """The type and flags of a code (the inverse of :func:`compose`).

    >>> parse("CHZ"), parse("NO")
    (('C', True, True, True, False), ('N', False, False, False, True))
    """
    kind, rest = code[0], code[1:]
    if kind == "N":
        return kind, "H" in rest, False, False, "O" in rest
    if rest == "O":
        return kind, True, True, True, True
    schwarz = rest.endswith("Z")
    return kind, rest.startswith("H"), schwarz or rest.endswith("S"), schwarz, False


class SkatDeclaration(QWidget):
    """Type, four check boxes, and "Declare"."""

    chosen = Signal(int)

    def __init__(self, legal: Mapping[str, int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("skatDeclaration")
        self.legal = dict(legal)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.kind = QComboBox(self)
        self.kind.setObjectName("gameType")
        for kind in TYPES:
            if any(code[0] == kind for code in self.legal):
                self.kind.addItem(action_text(kind), kind)
        self.hand = QCheckBox(self.tr("Hand"), self)
        self.schneider = QCheckBox(self.tr("Schneider announced"), self)
        self.schwarz = QCheckBox(self.tr("Schwarz announced"), self)
        self.ouvert = QCheckBox(self.tr("Ouvert"), self)
        self.declare_button = QPushButton(self.tr("Declare"), self)
        self.declare_button.setObjectName("declare")
        self.declare_button.setDefault(True)
        for widget in (
            self.kind,
            self.hand,
            self.schneider,
            self.schwarz,
            self.ouvert,
            self.declare_button,
        ):
            layout.addWidget(widget)
        self.kind.currentIndexChanged.connect(self._kind_changed)
        for box in (self.hand, self.schneider, self.schwarz, self.ouvert):
            box.toggled.connect(self._update)
        self.declare_button.clicked.connect(self._declare)
        self._updating = False
        self._kind_changed()

    def _kind_changed(self) -> None:
        """A new game type starts from its first declaration the engine offers."""
        kind = str(self.kind.currentData())
        first = next((c for c in self.legal if c[0] == kind), None)
        if first is not None and not self._updating:
            self.select(first)

    def code(self) -> str:
        """The declaration the controls describe now."""
        return compose(
            str(self.kind.currentData()),
            self.hand.isChecked(),
            self.schneider.isChecked(),
            self.schwarz.isChecked(),
            self.ouvert.isChecked(),
        )

    def select(self, code: str) -> None:
        """Set the controls to ``code``."""
        kind, hand, schneider, schwarz, ouvert = parse(code)
        self._updating = True
        self.kind.setCurrentIndex(self.kind.findData(kind))
        self.ouvert.setChecked(ouvert)
        self.hand.setChecked(hand)
        self.schneider.setChecked(schneider)
        self.schwarz.setChecked(schwarz)
        self._updating = False
        self._update()

    def _update(self) -> None:
        """Keep the boxes to what the type allows and what the engine offers."""
        if self._updating:
            return
        self._updating = True
        kind = str(self.kind.currentData())
        codes = [c for c in self.legal if c[0] == kind]
        null = kind == "N"
        hand_ok = any("H" in c[1:] for c in codes)
        ouvert_ok = any("O" in c[1:] for c in codes)
        announce_ok = not null and any(len(c) > 2 for c in codes)
        if not ouvert_ok:
            self.ouvert.setChecked(False)
        if not hand_ok:
            self.hand.setChecked(False)
        if not announce_ok:
            self.schneider.setChecked(False)
            self.schwarz.setChecked(False)
        locked = not null and self.ouvert.isChecked()  # ouvert: hand, Schneider and Schwarz
        if locked:
            for box in (self.hand, self.schneider, self.schwarz):
                box.setChecked(True)
        if self.schwarz.isChecked():
            self.schneider.setChecked(True)
        if self.schneider.isChecked():
            self.hand.setChecked(True)
        self.ouvert.setEnabled(ouvert_ok)
        self.hand.setEnabled(hand_ok and not locked and not self.schneider.isChecked())
        self.schneider.setEnabled(announce_ok and not locked and not self.schwarz.isChecked())
        self.schwarz.setEnabled(announce_ok and not locked)
        self._updating = False
        self.declare_button.setEnabled(self.code() in self.legal)

    def _declare(self) -> None:
        code = self.code()
        if code in self.legal:
            self.chosen.emit(self.legal[code])


__all__ = ["SkatDeclaration", "compose", "is_skat_declaration", "parse"]
