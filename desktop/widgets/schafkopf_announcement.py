"""Schafkopf's game announcement: game type, called Sau or trump suit, Tout, "Announce".

A :class:`~.composed_choice.ComposedChoice` over the games the engine offers
(each an :class:`~stammtisch.engine.meaning.ActionInfo` of kind ``DECLARE``
with its contract, suit, Tout and "alone"): the type chooser lists the types
offered, the suit chooser the suits offered for that type (the Sau a
Sauspiel calls, the trump suit of a suited game), Tout is enabled where both
forms are offered, and "Announce" takes exactly the game composed.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QWidget

from stammtisch.engine.meaning import ActionInfo

from .composed_choice import ComposedChoice, Key, Part

CONTEXT = "SchafkopfAnnouncement"
ALONE = "sauspiel-alone"
"""The partner game played alone, as the type chooser lists it."""

_KIND_LABELS = {
    "sauspiel": QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "Sauspiel"),
    ALONE: QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "Sauspiel alone"),
    "farbgeier": QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "Farbgeier"),
    "farbwenz": QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "Farbwenz"),
    "geier": QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "Geier"),
    "wenz": QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "Wenz"),
    "solo": QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "Solo"),
}
_KIND_TIPS = {
    "sauspiel": QT_TRANSLATE_NOOP(
        "SchafkopfAnnouncement", "The partner game: the holder of the Sau you call plays with you."
    ),
    ALONE: QT_TRANSLATE_NOOP(
        "SchafkopfAnnouncement",
        "You hold every Sau you could call: the partner game, played alone.",
    ),
    "farbgeier": QT_TRANSLATE_NOOP(
        "SchafkopfAnnouncement", "Alone against three: the Obers and one suit are trump."
    ),
    "farbwenz": QT_TRANSLATE_NOOP(
        "SchafkopfAnnouncement", "Alone against three: the Unters and one suit are trump."
    ),
    "geier": QT_TRANSLATE_NOOP(
        "SchafkopfAnnouncement", "Alone against three: only the Obers are trump."
    ),
    "wenz": QT_TRANSLATE_NOOP(
        "SchafkopfAnnouncement", "Alone against three: only the Unters are trump."
    ),
    "solo": QT_TRANSLATE_NOOP(
        "SchafkopfAnnouncement", "Alone against three: Obers, Unters and one suit are trump."
    ),
}
_SUIT_LABELS = {
    0: QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "Eichel"),
    1: QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "Gras"),
    2: QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "Herz"),
    3: QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "Schellen"),
}
_SAU_LABELS = {
    0: QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "Eichel-Sau"),
    1: QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "Gras-Sau"),
    2: QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "Herz-Sau"),
    3: QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "Schellen-Sau"),
}
_TOUT = QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "%1 Tout")

_TOUT_BOX = QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "Tout")
_TOUT_TIP = QT_TRANSLATE_NOOP(
    "SchafkopfAnnouncement", "Tout: you take every trick, for double the price."
)
_ANNOUNCE = QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "Announce")


def _tr(text: object) -> str:
    return QCoreApplication.translate(CONTEXT, str(text))


def kind_of(info: ActionInfo) -> str:
    """The type chooser's value of a game: its contract, or :data:`ALONE`."""
    return ALONE if info.alone else str(info.contract)


def kind_label(kind: Hashable, prefix: Key = ()) -> str:
    """A game type for people ("Sauspiel", "Wenz"; in Japanese the rule texts' names)."""
    return _tr(_KIND_LABELS[str(kind)]) if kind in _KIND_LABELS else str(kind)


def type_label(info: ActionInfo) -> str:
    """The game type a bid names ("Wenz", "Solo Tout") for people."""
    text = kind_label(kind_of(info))
    return _tr(_TOUT).replace("%1", text) if info.tout else text


def suit_label(suit: Hashable, prefix: Key) -> str:
    """A suit as the suit chooser names it: the Sau a Sauspiel calls, else the trump suit."""
    labels = _SAU_LABELS if prefix[:1] == ("sauspiel",) else _SUIT_LABELS
    return _tr(labels[int(suit)]) if isinstance(suit, int) and suit in labels else ""


PARTS = (
    Part("gameType", kind_of, kind_label, tip=lambda k: _tr(_KIND_TIPS.get(str(k), ""))),
    Part("gameSuit", lambda i: i.suit, suit_label),
    Part("tout", lambda i: i.tout, lambda _v, _k: _tr(_TOUT_BOX), check=True),
)


class SchafkopfAnnouncement(ComposedChoice):
    """Game type, suit, Tout, and "Announce"."""

    def __init__(
        self,
        offered: Sequence[ActionInfo],
        parent: QWidget | None = None,
        refused: Sequence[tuple[ActionInfo, str]] = (),
    ) -> None:
        super().__init__(offered, PARTS, _tr(_ANNOUNCE), "announce", parent, refused)
        self.setObjectName("schafkopfAnnouncement")
        self.kind, self.suit, self.tout = self.chooser(0), self.chooser(1), self.box(2)
        self.tout.setToolTip(_tr(_TOUT_TIP))
        self.announce_button = self.button

    def suits(self) -> list[int]:
        """The suits the suit chooser lists now (0 Eichel .. 3 Schellen)."""
        return [int(self.suit.itemData(i)) for i in range(self.suit.count())]


__all__ = ["ALONE", "SchafkopfAnnouncement", "kind_label", "kind_of", "suit_label", "type_label"]
