"""One card on the table: drawn from its SVG face, draggable when it is in the user's hand."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ..cardfaces import CardFaces
from ..layout import CARD_H, CARD_W

LEGAL_COLOR = QColor("#ffd23f")
SELECTED_COLOR = QColor("#3fa7ff")
PICKED_COLOR = QColor("#5fe08a")
"""A card chosen to be laid away or passed on, before the choice is confirmed."""
HINT_COLOR = QColor("#c77dff")
"""The coach's advice: violet and dashed, unlike any selection (yellow legal, blue chosen,
green picked), so an advised card reads apart from the cards picked to lay away."""


class CardItem(QGraphicsObject):
    """A card (or its back) with the user-hand behaviour: highlight, select, drag, double-click."""

    def __init__(self, faces: CardFaces, uid: int, card: int | None) -> None:
        super().__init__()
        self.faces = faces
        self.uid = uid
        self.card = card
        self.legal: bool | None = None
        """``True``/``False`` while the user chooses a card; ``None`` when nothing is highlighted."""
        self.chosen = False
        """Selected with the arrow keys."""
        self.picked = False
        """Chosen to be laid away or passed on (confirmed with a button)."""
        self.hinted = False
        """The coach recommends this card."""
        self.in_hand = False
        self.home = QPointF()
        """Where the card returns when a drag is refused."""
        self.on_release: Callable[[CardItem], None] | None = None
        self.on_activate: Callable[[CardItem], None] | None = None
        self.on_click: Callable[[CardItem], bool] | None = None
        """A plain click on a hand card; ``True`` when it was used (then a double-click is not)."""
        self._click_used = False
        self._drag_offset: QPointF | None = None
        self._dragged = False
        self.setTransformOriginPoint(CARD_W / 2, CARD_H / 2)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    # --- drawing ---------------------------------------------------------------

    def boundingRect(self) -> QRectF:
        return QRectF(-5, -5, CARD_W + 10, CARD_H + 10)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(QRectF(0, 0, CARD_W, CARD_H), 7, 7)
        return path

    def set_face(self, card: int | None) -> None:
        if card != self.card:
            self.card = card
            if card is None:
                self.legal, self.chosen, self.picked, self.hinted = None, False, False, False
            self.update()

    def set_marks(
        self, legal: bool | None, chosen: bool, picked: bool = False, hinted: bool = False
    ) -> None:
        """Mark the card legal (or not), chosen, picked and hinted; a face-down card is never
        marked."""
        if self.card is None:
            legal, chosen, picked, hinted = None, False, False, False
        marks = (legal, chosen, picked, hinted)
        if marks != (self.legal, self.chosen, self.picked, self.hinted):
            self.legal, self.chosen, self.picked, self.hinted = marks
            self.update()

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, CARD_W, CARD_H)
        if self.legal or self.chosen or self.picked:
            color = SELECTED_COLOR if self.chosen else PICKED_COLOR if self.picked else LEGAL_COLOR
            painter.setPen(QPen(color, 7))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), 9, 9)
        if self.hinted:
            pen = QPen(HINT_COLOR, 5)
            pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), 11, 11)
        self.faces.paint(painter, rect, self.card)
        if self.legal is False:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(40, 40, 40, 110))
            painter.drawRoundedRect(rect, 7, 7)

    # --- the user's hand ----------------------------------------------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self.in_hand:
            event.ignore()
            return
        self._drag_offset = event.scenePos() - self.pos()
        self._dragged = False
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._drag_offset is None:
            return
        if not self._dragged:
            self._dragged = True
            self.setZValue(500)
            self.setRotation(0)
        self.setPos(event.scenePos() - self._drag_offset)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        dragged = self._dragged
        pressed = self._drag_offset is not None
        self._drag_offset = None
        self._dragged = False
        if dragged and self.on_release is not None:
            self.on_release(self)
        elif pressed and not dragged and self.on_click is not None:
            self._click_used = self.on_click(self)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._click_used:  # the click already chose the card: the double-click is no move
            self._click_used = False
            return
        if self.in_hand and self.on_activate is not None:
            self.on_activate(self)

    def centre(self) -> QPointF:
        """The card's centre in scene coordinates."""
        return self.mapToScene(QPointF(CARD_W / 2, CARD_H / 2))


__all__ = ["CardItem"]
