"""Card faces: the SVG files under ``stammtisch.resources/cards``, rendered sharp at any size.

Faces are read with :mod:`importlib.resources` (the same from a source
checkout, an installed wheel or a PyInstaller bundle) and kept as
:class:`~PySide6.QtSvg.QSvgRenderer` objects; the table draws them as vectors,
so they stay sharp on HiDPI screens and at any zoom.
"""

from __future__ import annotations

import importlib.resources

from PySide6.QtCore import QByteArray, QRectF
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from stammtisch.engine.cards import NUM_CARDS, card_str

FACE_STYLES: tuple[str, ...] = ("french", "fourcolour", "german")
BACKS: tuple[str, ...] = ("blue", "red")
CARD_WIDTH = 250
CARD_HEIGHT = 350
"""The SVGs' own size; the table scales them."""


class CardFaceError(RuntimeError):
    """A card face is missing or does not parse."""


def _read(*parts: str) -> bytes:
    resource = importlib.resources.files("stammtisch.resources").joinpath("cards", *parts)
    try:
        return resource.read_bytes()
    except OSError as exc:
        raise CardFaceError(f"card face {'/'.join(parts)} is missing: {exc}") from None


class CardFaces:
    """One face style and one back, loaded up front so a missing file shows at start-up."""

    def __init__(self, style: str = "french", back: str = "blue") -> None:
        if style not in FACE_STYLES:
            raise CardFaceError(f"unknown card faces {style!r}; known: {', '.join(FACE_STYLES)}")
        self.style = style
        self._faces = [self._renderer(style, f"{card_str(c)}.svg") for c in range(NUM_CARDS)]
        self._back = self._renderer("backs", f"{back if back in BACKS else BACKS[0]}.svg")

    @staticmethod
    def _renderer(folder: str, name: str) -> QSvgRenderer:
        renderer = QSvgRenderer(QByteArray(_read(folder, name)))
        if not renderer.isValid():
            raise CardFaceError(f"card face {folder}/{name} is not valid SVG")
        return renderer

    def renderer(self, card: int | None) -> QSvgRenderer:
        """The face of ``card``, or the back for ``None``."""
        return self._back if card is None else self._faces[card]

    def paint(self, painter: QPainter, rect: QRectF, card: int | None) -> None:
        self.renderer(card).render(painter, rect)

    def pixmap(self, card: int | None, width: int, ratio: float = 1.0) -> QPixmap:
        """A pixmap ``width`` logical pixels wide, sharp on a screen with ``ratio`` device pixels."""
        from PySide6.QtCore import Qt

        height = round(width * CARD_HEIGHT / CARD_WIDTH)
        pixmap = QPixmap(round(width * ratio), round(height * ratio))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.paint(painter, QRectF(0, 0, width, height), card)
        painter.end()
        return pixmap


def faces_for_game(setting: str, game_faces: str) -> str:
    """The face style to draw a game with.

    ``setting`` is the user's choice for French-suited games ("french" or
    "fourcolour", or "german" to play Skat with German suits); a game whose
    own faces are German (Schafkopf) is always drawn German-suited.
    """
    if game_faces == "german":
        return "german"
    return setting if setting in FACE_STYLES else "french"


__all__ = [
    "BACKS",
    "CARD_HEIGHT",
    "CARD_WIDTH",
    "FACE_STYLES",
    "CardFaceError",
    "CardFaces",
    "faces_for_game",
]
