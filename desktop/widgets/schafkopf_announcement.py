"""Schafkopf's game announcement: game type, called Sau or trump suit, Tout, "Announce".

The engine offers each game the holder may announce as one action named like
the game ("Sauspiel Eichel", "Sauspiel allein", "Farbwenz Gras Tout", "Wenz",
"Solo Herz").  This control composes that name from a game type, a suit (the
Sau a Sauspiel calls, the trump suit of a suited game) and a Tout check box,
lists only the types and suits the engine offers, and enables "Announce"
exactly when the engine lists the composed game.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QPushButton, QWidget

CONTEXT = "SchafkopfAnnouncement"
SUITS = ("Eichel", "Gras", "Herz", "Schellen")
"""The suits as the engine names them in its games, in the order shown."""
ALONE = "Sauspiel allein"
KINDS = ("Sauspiel", ALONE, "Farbgeier", "Farbwenz", "Geier", "Wenz", "Solo")

_KIND_LABELS = {
    "Sauspiel": QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "Sauspiel"),
    ALONE: QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "Sauspiel alone"),
    "Farbgeier": QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "Farbgeier"),
    "Farbwenz": QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "Farbwenz"),
    "Geier": QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "Geier"),
    "Wenz": QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "Wenz"),
    "Solo": QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "Solo"),
}
_KIND_TIPS = {
    "Sauspiel": QT_TRANSLATE_NOOP(
        "SchafkopfAnnouncement", "The partner game: the holder of the Sau you call plays with you."
    ),
    ALONE: QT_TRANSLATE_NOOP(
        "SchafkopfAnnouncement",
        "You hold every Sau you could call: the partner game, played alone.",
    ),
    "Farbgeier": QT_TRANSLATE_NOOP(
        "SchafkopfAnnouncement", "Alone against three: the Obers and one suit are trump."
    ),
    "Farbwenz": QT_TRANSLATE_NOOP(
        "SchafkopfAnnouncement", "Alone against three: the Unters and one suit are trump."
    ),
    "Geier": QT_TRANSLATE_NOOP(
        "SchafkopfAnnouncement", "Alone against three: only the Obers are trump."
    ),
    "Wenz": QT_TRANSLATE_NOOP(
        "SchafkopfAnnouncement", "Alone against three: only the Unters are trump."
    ),
    "Solo": QT_TRANSLATE_NOOP(
        "SchafkopfAnnouncement", "Alone against three: Obers, Unters and one suit are trump."
    ),
}
_SUIT_LABELS = {
    "Eichel": QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "Eichel"),
    "Gras": QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "Gras"),
    "Herz": QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "Herz"),
    "Schellen": QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "Schellen"),
}
_SAU_LABELS = {
    "Eichel": QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "Eichel-Sau"),
    "Gras": QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "Gras-Sau"),
    "Herz": QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "Herz-Sau"),
    "Schellen": QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "Schellen-Sau"),
}
_TOUT = QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "%1 Tout")

Key = tuple[str, str, bool]
"""(game type, suit or "", Tout)."""


def _tr(text: object) -> str:
    return QCoreApplication.translate(CONTEXT, str(text))


def kind_label(kind: str) -> str:
    """A game type for people ("Sauspiel", "Wenz"; in Japanese the rule texts' names)."""
    return _tr(_KIND_LABELS[kind]) if kind in _KIND_LABELS else kind


def type_label(name: str) -> str:
    """A game type the auction names ("Wenz", "Solo Tout") for people."""
    base = name.removesuffix(" Tout")
    text = kind_label(base)
    return _tr(_TOUT).replace("%1", text) if base != name else text


def parse_game(raw: str) -> Key | None:
    """The type, suit and Tout of an engine game name, or ``None`` for another word.

    >>> parse_game("Sauspiel Eichel"), parse_game("Solo Herz Tout"), parse_game("Wenz")
    (('Sauspiel', 'Eichel', False), ('Solo', 'Herz', True), ('Wenz', '', False))
    >>> parse_game("Sauspiel allein"), parse_game("bid Wenz"), parse_game("Re")
    (('Sauspiel allein', '', False), None, None)
    """
    words = raw.split()
    tout = bool(words) and words[-1] == "Tout"
    if tout:
        words = words[:-1]
    if " ".join(words) == ALONE and not tout:
        return ALONE, "", False
    if not words or words[0] not in KINDS or len(words) > 2:
        return None
    suit = words[1] if len(words) == 2 else ""
    if suit and suit not in SUITS:
        return None
    return words[0], suit, tout


def compose(kind: str, suit: str, tout: bool) -> str:
    """The engine's name of a game (the inverse of :func:`parse_game`).

    >>> compose("Farbwenz", "Gras", True), compose("Geier", "", False)
    ('Farbwenz Gras Tout', 'Geier')
    """
    return " ".join(w for w in (kind, suit, "Tout" if tout else "") if w)


class SchafkopfAnnouncement(QWidget):
    """Game type, suit, Tout, and "Announce"."""

    chosen = Signal(int)

    def __init__(self, legal: Mapping[str, int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("schafkopfAnnouncement")
        self.legal: dict[Key, int] = {}
        for raw, action in legal.items():
            key = parse_game(raw)
            if key is not None:
                self.legal[key] = action
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.kind = QComboBox(self)
        self.kind.setObjectName("gameType")
        for kind in KINDS:
            if any(k == kind for k, _, _ in self.legal):
                self.kind.addItem(kind_label(kind), kind)
                self.kind.setItemData(
                    self.kind.count() - 1, _tr(_KIND_TIPS[kind]), Qt.ItemDataRole.ToolTipRole
                )
        self.suit = QComboBox(self)
        self.suit.setObjectName("gameSuit")
        self.tout = QCheckBox(self.tr("Tout"), self)
        self.tout.setToolTip(self.tr("Tout: you take every trick, for double the price."))
        self.announce_button = QPushButton(self.tr("Announce"), self)
        self.announce_button.setObjectName("announce")
        self.announce_button.setDefault(True)
        for widget in (self.kind, self.suit, self.tout, self.announce_button):
            layout.addWidget(widget)
        self._updating = False
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self.suit.currentIndexChanged.connect(self._update)
        self.tout.toggled.connect(self._update)
        self.announce_button.clicked.connect(self._announce)
        self._kind_changed()

    # --- what the controls say -----------------------------------------------------

    def key(self) -> Key:
        kind = str(self.kind.currentData())
        suit = str(self.suit.currentData()) if self.suit.count() else ""
        return kind, suit, self.tout.isChecked()

    def code(self) -> str:
        """The engine's name of the game the controls describe now."""
        return compose(*self.key())

    def suits(self) -> list[str]:
        """The suits the suit chooser lists now (engine names)."""
        return [str(self.suit.itemData(i)) for i in range(self.suit.count())]

    def select(self, raw: str) -> None:
        """Set the controls to the game named ``raw``."""
        key = parse_game(raw)
        if key is None:
            return
        kind, suit, tout = key
        self._updating = True
        self.kind.setCurrentIndex(self.kind.findData(kind))
        self._fill_suits(kind)
        if suit:
            self.suit.setCurrentIndex(self.suit.findData(suit))
        self.tout.setChecked(tout)
        self._updating = False
        self._update()

    # --- keeping the controls to the offered games ---------------------------------------

    def _fill_suits(self, kind: str) -> None:
        self.suit.clear()
        for suit in SUITS:
            if any(k == kind and s == suit for k, s, _ in self.legal):
                label = _SAU_LABELS[suit] if kind == "Sauspiel" else _SUIT_LABELS[suit]
                self.suit.addItem(_tr(label), suit)
        self.suit.setVisible(self.suit.count() > 0)

    def _kind_changed(self) -> None:
        """A new game type starts from its first game the engine offers (without Tout)."""
        if self._updating:
            return
        kind = str(self.kind.currentData())
        offered = sorted((k for k in self.legal if k[0] == kind), key=lambda k: self.legal[k])
        if offered:
            self.select(compose(*offered[0]))

    def _update(self) -> None:
        if self._updating:
            return
        self._updating = True
        kind, suit, _ = self.key()
        forms = {t for k, s, t in self.legal if k == kind and s == suit}
        if forms == {True}:
            self.tout.setChecked(True)
        elif forms == {False}:
            self.tout.setChecked(False)
        self.tout.setEnabled(len(forms) == 2)
        self._updating = False
        self.announce_button.setEnabled(self.key() in self.legal)

    def _announce(self) -> None:
        action = self.legal.get(self.key())
        if action is not None:
            self.chosen.emit(action)


__all__ = [
    "KINDS",
    "SUITS",
    "SchafkopfAnnouncement",
    "compose",
    "kind_label",
    "parse_game",
    "type_label",
]
