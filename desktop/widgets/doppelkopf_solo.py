"""Doppelkopf's solo choice: the kind of solo, its variant, and "Play solo".

A :class:`~.composed_choice.ComposedChoice` over the solos the engine offers
(each an :class:`~stammtisch.engine.meaning.ActionInfo` of kind ``DECLARE``
with its contract and, in the 40-card variant, ``variant`` "re" (declared
with Re announced) or "no-re" (declared without Re)): the kinds offered, the
variants offered for the chosen kind (the variant chooser shows only where
there are variants), and "Play solo" takes exactly the solo composed.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QWidget

from stammtisch.engine.meaning import ActionInfo

from .composed_choice import ComposedChoice, Key, Part

CONTEXT = "DoppelkopfSolo"
KINDS = ("clubs", "spades", "hearts", "diamonds", "queen", "jack", "queen-jack", "no-trump")
"""The solos as :attr:`ActionInfo.contract` names them, in the order the chooser lists them."""
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

_PLAY = QT_TRANSLATE_NOOP("DoppelkopfSolo", "Play solo")
_VARIANT_TIP = QT_TRANSLATE_NOOP(
    "DoppelkopfSolo",
    "With Re announced: the solo starts with Re said. "
    "Without Re: you make no announcement at all. Either outranks the plain solo.",
)


def _tr(text: object) -> str:
    return QCoreApplication.translate(CONTEXT, str(text))


def solo_label(kind: Hashable, prefix: Key = ()) -> str:
    """A solo for people ("Queen solo"; German "Damensolo")."""
    return _tr(_KIND_LABELS[str(kind)]) if kind in _KIND_LABELS else str(kind)


def _variant_label(variant: Hashable, prefix: Key) -> str:
    return _tr(_VARIANT_LABELS[str(variant or "")])


PARTS = (
    Part("soloKind", lambda i: i.contract, solo_label, order=lambda k: KINDS.index(str(k))),
    Part(
        "soloVariant",
        lambda i: i.variant,
        _variant_label,
        order=lambda v: VARIANTS.index(str(v or "")),
    ),
)


class DoppelkopfSolo(ComposedChoice):
    """Kind, variant, and "Play solo"."""

    def __init__(
        self,
        offered: Sequence[ActionInfo],
        parent: QWidget | None = None,
        refused: Sequence[tuple[ActionInfo, str]] = (),
    ) -> None:
        super().__init__(offered, PARTS, _tr(_PLAY), "playSolo", parent, refused)
        self.setObjectName("doppelkopfSolo")
        self.kind, self.variant = self.chooser(0), self.chooser(1)
        self.variant.setToolTip(_tr(_VARIANT_TIP))
        self.play_button = self.button

    def variants(self) -> list[str]:
        """The variants the chooser lists now ("" plain, "re", "no-re")."""
        return [str(self.variant.itemData(i) or "") for i in range(self.variant.count())]


__all__ = ["KINDS", "DoppelkopfSolo", "solo_label"]
