"""Doppelkopf's solo choice: the kind of solo, its variant, and "Play solo".

The engine offers each solo as one action named "solo <kind>" ("solo queen",
"solo no-trump"), in the 40-card variant also "solo <kind> re" (declared with
Re announced) and "solo <kind> no-re" (declared without Re).  This control
lists the kinds the engine offers, the variants it offers for the chosen kind
(the variant chooser shows only when there is more than one), and enables
"Play solo" exactly when the engine lists the composed solo.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QPushButton, QWidget

CONTEXT = "DoppelkopfSolo"
KINDS = ("clubs", "spades", "hearts", "diamonds", "queen", "jack", "queen-jack", "no-trump")
"""The solos as the engine names them, in the order the chooser lists them."""
VARIANTS = ("", "re", "no-re")

_KIND_LABELS = {
    "clubs": QT_TRANSLATE_NOOP("DoppelkopfSolo", "Clubs solo"),
    "spades": QT_TRANSLATE_NOOP("DoppelkopfSolo", "Spades solo"),
    "hearts": QT_TRANSLATE_NOOP("DoppelkopfSolo", "Hearts solo"),
    "diamonds": QT_TRANSLATE_NOOP("DoppelkopfSolo", "Diamonds solo"),
    "queen": QT_TRANSLATE_NOOP("DoppelkopfSolo", "Queen solo"),
    "jack": QT_TRANSLATE_NOOP("DoppelkopfSolo", "Jack solo"),
    "queen-jack": QT_TRANSLATE_NOOP("DoppelkopfSolo", "Queen-jack solo"),
    "no-trump": QT_TRANSLATE_NOOP("DoppelkopfSolo", "No-trump solo"),
}
_VARIANT_LABELS = {
    "": QT_TRANSLATE_NOOP("DoppelkopfSolo", "Plain"),
    "re": QT_TRANSLATE_NOOP("DoppelkopfSolo", "With Re announced"),
    "no-re": QT_TRANSLATE_NOOP("DoppelkopfSolo", "Without Re"),
}

Key = tuple[str, str]
"""(kind, variant)."""


def parse_solo(raw: str) -> Key | None:
    """The kind and variant of a solo the engine names, or ``None`` for another word.

    >>> parse_solo("solo queen"), parse_solo("solo no-trump no-re"), parse_solo("solo")
    (('queen', ''), ('no-trump', 'no-re'), None)
    """
    words = raw.split()
    if len(words) not in (2, 3) or words[0] != "solo" or words[1] not in KINDS:
        return None
    variant = words[2] if len(words) == 3 else ""
    return (words[1], variant) if variant in VARIANTS else None


def solo_label(kind: str) -> str:
    """A solo for people ("Queen solo"; German "Damensolo")."""
    return QCoreApplication.translate(CONTEXT, str(_KIND_LABELS[kind]))


class DoppelkopfSolo(QWidget):
    """Kind, variant, and "Play solo"."""

    chosen = Signal(int)

    def __init__(self, legal: Mapping[str, int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("doppelkopfSolo")
        self.legal: dict[Key, int] = {}
        for raw, action in legal.items():
            key = parse_solo(raw)
            if key is not None:
                self.legal[key] = action
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.kind = QComboBox(self)
        self.kind.setObjectName("soloKind")
        for kind in KINDS:
            if any(k == kind for k, _ in self.legal):
                self.kind.addItem(solo_label(kind), kind)
        self.variant = QComboBox(self)
        self.variant.setObjectName("soloVariant")
        self.variant.setToolTip(
            self.tr(
                "With Re announced: the solo starts with Re said. "
                "Without Re: you make no announcement at all. Either outranks the plain solo."
            )
        )
        self.play_button = QPushButton(self.tr("Play solo"), self)
        self.play_button.setObjectName("playSolo")
        self.play_button.setDefault(True)
        for widget in (self.kind, self.variant, self.play_button):
            layout.addWidget(widget)
        self._updating = False
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self.variant.currentIndexChanged.connect(self._update)
        self.play_button.clicked.connect(self._play)
        self._kind_changed()

    def key(self) -> Key:
        variant = str(self.variant.currentData()) if self.variant.count() else ""
        return str(self.kind.currentData()), variant

    def variants(self) -> list[str]:
        """The variants the chooser lists now ("" plain, "re", "no-re")."""
        return [str(self.variant.itemData(i)) for i in range(self.variant.count())]

    def select(self, raw: str) -> None:
        """Set the controls to the solo named ``raw``."""
        key = parse_solo(raw)
        if key is None:
            return
        self._updating = True
        self.kind.setCurrentIndex(self.kind.findData(key[0]))
        self._fill_variants(key[0])
        self.variant.setCurrentIndex(max(0, self.variant.findData(key[1])))
        self._updating = False
        self._update()

    def _fill_variants(self, kind: str) -> None:
        self.variant.clear()
        for variant in VARIANTS:
            if (kind, variant) in self.legal:
                self.variant.addItem(
                    QCoreApplication.translate(CONTEXT, str(_VARIANT_LABELS[variant])), variant
                )
        self.variant.setVisible(any(v for _, v in self.legal))

    def _kind_changed(self) -> None:
        if self._updating:
            return
        kind = str(self.kind.currentData())
        offered = sorted((k for k in self.legal if k[0] == kind), key=lambda k: self.legal[k])
        if offered:
            variant = f" {offered[0][1]}" if offered[0][1] else ""
            self.select(f"solo {kind}{variant}")

    def _update(self) -> None:
        if not self._updating:
            self.play_button.setEnabled(self.key() in self.legal)

    def _play(self) -> None:
        action = self.legal.get(self.key())
        if action is not None:
            self.chosen.emit(action)


__all__ = ["KINDS", "DoppelkopfSolo", "parse_solo", "solo_label"]
