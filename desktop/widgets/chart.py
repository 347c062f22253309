"""One pyqtgraph chart with tooltips on hover, a signal on click, and PNG/SVG export.

The chart keeps the points it shows (x, y, and for each the deal it stands
for, if any) so hovering finds the nearest one in pixels and clicking it
reports the deal.  Lines of many points are drawn clipped and downsampled;
only short series get a symbol per point.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from pathlib import Path

import numpy as np
from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtGui import QColor, QCursor, QPalette
from PySide6.QtWidgets import QToolTip, QVBoxLayout, QWidget

from .plotting import pg

SYMBOLS_UP_TO = 1500
"""Series with more points are drawn as a plain line."""
HOVER_PIXELS = 10.0

ACCENT = QColor(38, 110, 190)
SECOND = QColor(200, 90, 40)
BAND = QColor(38, 110, 190, 60)


class Chart(QWidget):
    """A plot whose points answer hovering and clicking."""

    dealClicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        palette = self.palette()
        self.plot = pg.PlotWidget(self, background=palette.color(QPalette.ColorRole.Base))
        text = palette.color(QPalette.ColorRole.Text)
        for side in ("left", "bottom"):
            axis = self.plot.getAxis(side)
            axis.setPen(pg.mkPen(text))
            axis.setTextPen(pg.mkPen(text))
        self.plot.showGrid(x=True, y=True, alpha=0.15)
        self.plot.setMenuEnabled(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.plot)
        self.xs = np.zeros(0)
        self.ys = np.zeros(0)
        self.deals: Sequence[int] | None = None
        self.tip: Callable[[int], str] = lambda _i: ""
        self.bars = False
        self.bar_width = 0.6
        self.last_tip = ""
        scene = self.plot.scene()
        scene.sigMouseMoved.connect(self._hover)
        scene.sigMouseClicked.connect(self._clicked)

    # --- drawing ----------------------------------------------------------------

    def clear(self) -> None:
        self.plot.clear()
        self.xs = np.zeros(0)
        self.ys = np.zeros(0)
        self.deals = None
        self.bars = False
        bottom = self.plot.getAxis("bottom")
        bottom.setTicks(None)
        self.plot.setTitle(None)

    def set_labels(self, bottom: str, left: str) -> None:
        self.plot.setLabel("bottom", bottom)
        self.plot.setLabel("left", left)

    def line(
        self,
        xs: Sequence[float],
        ys: Sequence[float],
        tip: Callable[[int], str],
        deals: Sequence[int] | None = None,
        color: QColor = ACCENT,
    ) -> None:
        """A series of points joined by a line (the points answer hover and click)."""
        x = np.asarray(xs, dtype=float)
        y = np.asarray(ys, dtype=float)
        many = len(x) > SYMBOLS_UP_TO
        item = self.plot.plot(
            x,
            y,
            pen=pg.mkPen(color, width=2),
            symbol=None if many else "o",
            symbolSize=6,
            symbolBrush=color,
            symbolPen=None,
        )
        item.setClipToView(True)
        if many:
            item.setDownsampling(auto=True, method="peak")
        self._keep(x, y, tip, deals)

    def scatter(
        self,
        xs: Sequence[float],
        ys: Sequence[float],
        tip: Callable[[int], str],
        deals: Sequence[int] | None = None,
        color: QColor = ACCENT,
    ) -> None:
        x = np.asarray(xs, dtype=float)
        y = np.asarray(ys, dtype=float)
        self.plot.plot(x, y, pen=None, symbol="o", symbolSize=7, symbolBrush=color, symbolPen=None)
        self._keep(x, y, tip, deals)

    def bar_chart(
        self, labels: Sequence[str], heights: Sequence[float], tip: Callable[[int], str]
    ) -> None:
        """Bars at 0, 1, 2... named by ``labels`` on the axis."""
        x = np.arange(len(heights), dtype=float)
        y = np.asarray(heights, dtype=float)
        brushes = [pg.mkBrush(ACCENT if h >= 0 else SECOND) for h in y]
        self.plot.addItem(pg.BarGraphItem(x=x, height=y, width=self.bar_width, brushes=brushes))
        self.plot.getAxis("bottom").setTicks([list(zip(x.tolist(), labels, strict=True))])
        self.bars = True
        self._keep(x, y, tip, None)

    def band(self, xs: Sequence[float], low: Sequence[float], high: Sequence[float]) -> None:
        """A shaded band between two curves (an uncertainty)."""
        edge = pg.mkPen(BAND)
        lower = pg.PlotCurveItem(list(xs), list(low), pen=edge)
        upper = pg.PlotCurveItem(list(xs), list(high), pen=edge)
        self.plot.addItem(lower)
        self.plot.addItem(upper)
        self.plot.addItem(pg.FillBetweenItem(lower, upper, brush=pg.mkBrush(BAND)))

    def guide(self, xs: Sequence[float], ys: Sequence[float]) -> None:
        """A thin dashed reference line (not hoverable)."""
        self.plot.plot(xs, ys, pen=pg.mkPen(SECOND, width=1, style=Qt.PenStyle.DashLine))

    def _keep(
        self,
        x: np.ndarray,
        y: np.ndarray,
        tip: Callable[[int], str],
        deals: Sequence[int] | None,
    ) -> None:
        self.xs, self.ys, self.tip, self.deals = x, y, tip, deals
        self.plot.enableAutoRange()

    # --- hover and click ----------------------------------------------------------

    def point_index(self, scene_pos: QPointF) -> int | None:
        """The point under ``scene_pos`` (within a few pixels; a bar: anywhere over it)."""
        if not len(self.xs):
            return None
        view = self.plot.getViewBox()
        if not view.sceneBoundingRect().contains(scene_pos):
            return None
        p = view.mapSceneToView(scene_pos)
        if self.bars:
            i = round(float(p.x()))
            if 0 <= i < len(self.xs) and abs(p.x() - i) <= self.bar_width / 2:
                return i
            return None
        size = view.viewPixelSize()
        dx = (self.xs - p.x()) / (size[0] or 1.0)
        dy = (self.ys - p.y()) / (size[1] or 1.0)
        d = dx * dx + dy * dy
        i = int(np.argmin(d))
        return i if d[i] <= HOVER_PIXELS**2 else None

    def scene_pos_of(self, index: int) -> QPointF:
        """Where point ``index`` is drawn, in scene coordinates (for tests and tools)."""
        view = self.plot.getViewBox()
        y = float(self.ys[index]) / 2 if self.bars else float(self.ys[index])
        pos: QPointF = view.mapViewToScene(QPointF(float(self.xs[index]), y))
        return pos

    def _hover(self, scene_pos: QPointF) -> None:
        i = self.point_index(scene_pos)
        if i is None:
            self.last_tip = ""
            QToolTip.hideText()
            return
        self.last_tip = self.tip(i)
        QToolTip.showText(QCursor.pos(), self.last_tip, self.plot)

    def _clicked(self, event: object) -> None:
        pos = event.scenePos()  # type: ignore[attr-defined]
        i = self.point_index(pos)
        if i is not None and self.deals is not None and i < len(self.deals):
            self.dealClicked.emit(int(self.deals[i]))

    # --- export ---------------------------------------------------------------------

    def export(self, path: Path) -> None:
        """Write the chart as PNG or SVG (by the file's suffix)."""
        from pyqtgraph.exporters import (  # type: ignore[import-untyped]
            ImageExporter,
            SVGExporter,
        )

        item = self.plot.getPlotItem()
        partial = path.with_name(f".{path.stem}.partial{path.suffix}")
        if path.suffix.lower() == ".svg":
            try:
                SVGExporter(item).export(str(partial))
            except ValueError:
                # pyqtgraph 0.13-0.14 cannot re-read the closed paths ("... Z") newer Qt writes
                # (pyqtgraph issue 3495): let Qt's own SVG generator draw the plot instead.
                self._qt_svg(partial)
        else:
            exporter = ImageExporter(item)
            exporter.parameters()["width"] = max(800, int(self.plot.width()))
            exporter.export(str(partial))
        if not partial.exists():
            raise OSError(f"{path}: the chart could not be written")
        os.replace(partial, path)

    def _qt_svg(self, path: Path) -> None:
        from PySide6.QtCore import QRect, QSize
        from PySide6.QtGui import QPainter
        from PySide6.QtSvg import QSvgGenerator

        size = QSize(max(1, self.plot.width()), max(1, self.plot.height()))
        generator = QSvgGenerator()
        generator.setFileName(str(path))
        generator.setSize(size)
        generator.setViewBox(QRect(0, 0, size.width(), size.height()))
        painter = QPainter(generator)
        self.plot.render(painter)
        painter.end()


__all__ = ["Chart"]
