"""One pyqtgraph chart with tooltips on hover, a signal on click, keys, and PNG/SVG export.

The chart keeps the points it shows (x, y, and for each the deal it stands
for, if any) so hovering finds the nearest one in pixels and clicking it
reports the deal.  Lines of many points are drawn clipped and downsampled;
only short series get a symbol per point.

Categories are drawn as horizontal bars, one row each with its name on the
left axis (a name never runs into the next, however long it is in German or
Japanese) and its value at the bar's end, so a bar at 0 still says so.  An
axis that counts (deals, sessions) shows whole numbers only.  A chart with
nothing to draw says why in words (:meth:`Chart.say`).

The chart takes the keyboard's focus: Left/Right (Up/Down across bars),
Home and End walk over its points, showing each one's tip; Return opens the
point's deal, as a click does.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from PySide6.QtCore import (
    QBuffer,
    QIODevice,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QCursor,
    QFocusEvent,
    QFont,
    QFontMetrics,
    QImage,
    QKeyEvent,
    QPainter,
    QPalette,
)
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QSizePolicy, QToolTip, QVBoxLayout, QWidget

from stammtisch.engine.storage import atomic_write_bytes

from .. import formats
from .plotting import pg
from .wrapping import Paragraph

SYMBOLS_UP_TO = 1500
"""Series with more points are drawn as a plain line."""
HOVER_PIXELS = 10.0

ACCENT = QColor(38, 110, 190)
SECOND = QColor(200, 90, 40)
BAND = QColor(38, 110, 190, 60)
SERIES_COLOURS = (ACCENT, SECOND, QColor(60, 150, 70), QColor(140, 80, 170))
"""One colour per series when a chart shows several (one per game)."""
BAR_ROW = 1.7
"""A bar's row is this many lines of the axis font high, at the least."""
EXPORT_SCALE = 2
"""A PNG export has this many pixels to each point on screen (sharp on a printed page)."""
EXPORT_DPI = 96
"""The resolution an export's page is laid out at: fonts measure the same in the PNG and
the SVG, so that their labels sit in the same places."""
PAGE_MARGIN = 12


class CountAxis(pg.AxisItem):  # type: ignore[misc]
    """An axis whose numbers are the user's language's (``26,5`` in German) and whose ticks
    can be held to whole numbers (an axis that counts deals, or points)."""

    def __init__(self, orientation: str) -> None:
        super().__init__(orientation)
        self.whole = False

    def tickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:
        """Each tick's number as the user's language writes it (``26,5``; whole numbers
        on an axis that counts)."""
        step = spacing * scale
        return [formats.tick(v * scale, max(step, 1.0) if self.whole else step) for v in values]

    def tickSpacing(self, minVal: float, maxVal: float, size: float) -> list[tuple[float, float]]:
        levels: list[tuple[float, float]] = super().tickSpacing(minVal, maxVal, size)
        if not self.whole:
            return levels
        whole = [(float(round(s)), 0.0) for s, _ in levels if s >= 1 and abs(s - round(s)) < 1e-9]
        return whole or [(1.0, 0.0)]


@dataclass
class Series:
    """Points a chart answers hover, click and keys for."""

    xs: np.ndarray
    ys: np.ndarray
    tip: Callable[[int], str]
    deals: Sequence[int] | None


class Chart(QWidget):
    """A plot whose points answer hovering, clicking and the keyboard."""

    dealClicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        palette = self.palette()
        axes = {side: CountAxis(side) for side in ("left", "bottom")}
        self.plot = pg.PlotWidget(
            self, background=palette.color(QPalette.ColorRole.Base), axisItems=axes
        )
        text = palette.color(QPalette.ColorRole.Text)
        for side in ("left", "bottom"):
            axis = self.plot.getAxis(side)
            axis.setPen(pg.mkPen(text))
            axis.setTextPen(pg.mkPen(text))
        self.text_colour = text
        self.plot.showGrid(x=True, y=True, alpha=0.15)
        self.plot.setMenuEnabled(False)
        self.plot.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.message = Paragraph(self)
        self.message.setObjectName("chartMessage")
        self.message.setWordWrap(True)
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Expanding)
        self.message.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.plot)
        layout.addWidget(self.message)
        self.series: list[Series] = []
        self.bars = False
        self.horizontal = False
        """The bars are rows (categories), not bins of a histogram."""
        self.bar_width = 0.6
        self.last_tip = ""
        self.current: int | None = None
        """The point chosen with the keyboard (an index into :attr:`xs`)."""
        self._marker = pg.ScatterPlotItem(
            size=14, pen=pg.mkPen(text, width=2), brush=pg.mkBrush(None)
        )
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        scene = self.plot.scene()
        scene.sigMouseMoved.connect(self._hover)
        scene.sigMouseClicked.connect(self._clicked)

    # --- what is shown -------------------------------------------------------------

    @property
    def xs(self) -> np.ndarray:
        """Every point's x, series after series."""
        return np.concatenate([s.xs for s in self.series]) if self.series else np.zeros(0)

    @property
    def ys(self) -> np.ndarray:
        return np.concatenate([s.ys for s in self.series]) if self.series else np.zeros(0)

    def _point(self, index: int) -> tuple[Series, int] | None:
        for series in self.series:
            if index < len(series.xs):
                return series, index
            index -= len(series.xs)
        return None

    def tip_of(self, index: int) -> str:
        found = self._point(index)
        return "" if found is None else found[0].tip(found[1])

    def deal_of(self, index: int) -> int | None:
        found = self._point(index)
        if found is None or found[0].deals is None or found[1] >= len(found[0].deals):
            return None
        return int(found[0].deals[found[1]])

    # --- drawing ----------------------------------------------------------------

    def clear(self) -> None:
        self.plot.clear()
        self.series = []
        self.bars = self.horizontal = False
        self.current = None
        for side in ("left", "bottom"):
            axis = self.plot.getAxis(side)
            axis.setTicks(None)
            axis.whole = False
        self.plot.getAxis("left").setWidth(None)
        self.plot.getViewBox().invertY(False)
        self.plot.setTitle(None)
        item = self.plot.getPlotItem()
        if item.legend is not None:
            if item.legend.scene() is not None:
                item.legend.scene().removeItem(item.legend)
            item.legend = None
        self.message.hide()
        self.plot.show()
        self.setMinimumHeight(0)

    def say(self, text: str) -> None:
        """Show ``text`` where the chart would be (there is nothing to draw)."""
        self.clear()
        self.plot.hide()
        self.message.setText(text)
        self.message.show()

    @property
    def saying(self) -> str:
        """What the chart says instead of drawing ("" when it draws)."""
        return self.message.text() if self.message.isVisibleTo(self) else ""

    def set_labels(self, bottom: str, left: str) -> None:
        self.plot.setLabel("bottom", bottom)
        self.plot.setLabel("left", left)

    def count_axes(self, bottom: bool = False, left: bool = False) -> None:
        """Hold the ticks of the named axes to whole numbers (they count deals, sessions...)."""
        self.plot.getAxis("bottom").whole = bottom
        self.plot.getAxis("left").whole = left

    def line(
        self,
        xs: Sequence[float],
        ys: Sequence[float],
        tip: Callable[[int], str] | None,
        deals: Sequence[int] | None = None,
        color: QColor = ACCENT,
        name: str | None = None,
    ) -> None:
        """A series of points joined by a line (with ``tip``, the points answer hover, click
        and keys); ``name`` puts it in a legend."""
        x = np.asarray(xs, dtype=float)
        y = np.asarray(ys, dtype=float)
        many = len(x) > SYMBOLS_UP_TO
        if name is not None and self.plot.getPlotItem().legend is None:
            self.plot.addLegend(offset=(-10, -10), labelTextColor=self.text_colour)
        item = self.plot.plot(
            x,
            y,
            pen=pg.mkPen(color, width=2),
            symbol=None if many else "o",
            symbolSize=6,
            symbolBrush=color,
            symbolPen=None,
            name=name,
        )
        item.setClipToView(True)
        if many:
            item.setDownsampling(auto=True, method="peak")
        if tip is not None:
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
        self,
        labels: Sequence[str],
        values: Sequence[float],
        tip: Callable[[int], str],
        value_texts: Sequence[str] | None = None,
        full: float | None = None,
    ) -> None:
        """One horizontal bar per category, top to bottom, named by ``labels`` on the left
        axis and with ``value_texts`` (else the values) at their ends; ``full``: the value of
        a bar as long as the axis (100 for a share in percent)."""
        n = len(values)
        rows = np.arange(n, dtype=float)
        width = np.asarray(values, dtype=float)
        brushes = [pg.mkBrush(ACCENT if v >= 0 else SECOND) for v in width]
        self.plot.addItem(
            pg.BarGraphItem(
                x0=np.zeros(n), y=rows, width=width, height=self.bar_width, brushes=brushes
            )
        )
        left = self.plot.getAxis("left")
        left.setTicks([list(zip(rows.tolist(), labels, strict=True))])
        metrics = QFontMetrics(left.style["tickFont"] or self.font())
        widest = max((metrics.horizontalAdvance(t) for t in labels), default=0)
        left.setWidth(widest + left.style["tickLength"] + 16)
        view = self.plot.getViewBox()
        view.invertY(True)
        texts = value_texts if value_texts is not None else [f"{v:g}" for v in width]
        low = min(0.0, float(width.min(initial=0.0)))
        high = max(0.0, float(width.max(initial=0.0)), full or 0.0)
        span = (high - low) or 1.0
        inside = QColor("white")
        room_left = room_right = 0.04 * span
        for row, value, said in zip(rows, width, texts, strict=True):
            # a long bar holds its value inside, at its end; a short one beside it: to the
            # right of its end (of 0 for a bar to the left), else left of a bar to the left
            v = float(value)
            if abs(v) > 0.55 * span:
                anchor, x = (
                    ((1.0, 0.5), v - 0.01 * span) if v >= 0 else ((0.0, 0.5), v + 0.01 * span)
                )
            elif v >= 0 or high >= 0.4 * span:
                anchor, x = (0.0, 0.5), max(0.0, v) + 0.01 * span
                room_right = max(room_right, 0.4 * span - (high - max(0.0, v)))
            else:
                anchor, x = (1.0, 0.5), v - 0.01 * span
                room_left = max(room_left, 0.4 * span - (v - low))
            label = pg.TextItem(
                said, color=inside if abs(v) > 0.55 * span else self.text_colour, anchor=anchor
            )
            label.setPos(x, float(row))
            self.plot.addItem(label)
        # room beside the short bars for their values, and for the axis's 0
        self.plot.setXRange(low - room_left, high + room_right, padding=0)
        self.plot.setYRange(-0.6, n - 0.4, padding=0)
        view.setMouseEnabled(False, False)
        self.setMinimumHeight(int(n * BAR_ROW * metrics.height()) + 90)
        self.bars = self.horizontal = True
        self.series = [Series(rows, width, tip, None)]

    def histogram(
        self,
        lows: Sequence[float],
        width: float,
        counts: Sequence[int],
        tip: Callable[[int], str],
    ) -> None:
        """Deals counted in bins ``[low, low + width)`` as vertical bars on a numeric axis
        (its ticks spaced so that their numbers never meet); the count axis is whole."""
        x = np.asarray(lows, dtype=float) + width / 2
        y = np.asarray(counts, dtype=float)
        self.plot.addItem(
            pg.BarGraphItem(x=x, height=y, width=0.9 * width, brush=pg.mkBrush(ACCENT))
        )
        self.count_axes(left=True)
        self.plot.enableAutoRange()
        self.series = [Series(x, y, tip, None)]
        self.bars = True
        self.bar_width = 0.9 * width

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
        self.series.append(Series(x, y, tip, deals))
        self.plot.enableAutoRange()

    # --- hover and click ----------------------------------------------------------

    def _bar_at(self, p: QPointF) -> int | None:
        """The bar under view point ``p``: anywhere in a horizontal bar's row (its name, its
        value, the bar), or over a histogram's bin."""
        xs, ys = self.xs, self.ys
        if self.horizontal:
            i = round(float(p.y()))
            return i if 0 <= i < len(xs) and abs(p.y() - i) <= 0.5 else None
        for i, centre in enumerate(xs):
            if abs(p.x() - centre) <= self.bar_width / 2 and 0 <= p.y() <= max(ys[i], 0):
                return i
        return None

    def point_index(self, scene_pos: QPointF) -> int | None:
        """The point under ``scene_pos`` (within a few pixels; a bar: anywhere over it)."""
        xs, ys = self.xs, self.ys
        if not len(xs):
            return None
        view = self.plot.getViewBox()
        if not view.sceneBoundingRect().contains(scene_pos):
            return None
        p = view.mapSceneToView(scene_pos)
        if self.bars:
            return self._bar_at(p)
        size = view.viewPixelSize()
        dx = (xs - p.x()) / (size[0] or 1.0)
        dy = (ys - p.y()) / (size[1] or 1.0)
        d = dx * dx + dy * dy
        i = int(np.argmin(d))
        return i if d[i] <= HOVER_PIXELS**2 else None

    def scene_pos_of(self, index: int) -> QPointF:
        """Where point ``index`` is drawn, in scene coordinates (for tests and tools)."""
        view = self.plot.getViewBox()
        x, y = float(self.xs[index]), float(self.ys[index])
        if self.horizontal:
            point = QPointF(y / 2, x)  # a horizontal bar: its middle
        elif self.bars:
            point = QPointF(x, y / 2)
        else:
            point = QPointF(x, y)
        pos: QPointF = view.mapViewToScene(point)
        return pos

    def _hover(self, scene_pos: QPointF) -> None:
        i = self.point_index(scene_pos)
        if i is None:
            self.last_tip = ""
            QToolTip.hideText()
            return
        self.last_tip = self.tip_of(i)
        QToolTip.showText(QCursor.pos(), self.last_tip, self.plot)

    def _clicked(self, event: object) -> None:
        pos = event.scenePos()  # type: ignore[attr-defined]
        i = self.point_index(pos)
        if i is not None:
            deal = self.deal_of(i)
            if deal is not None:
                self.dealClicked.emit(deal)

    # --- the keyboard -----------------------------------------------------------------

    def choose(self, index: int | None) -> None:
        """Make point ``index`` the chosen one: marked, its tip shown and told to assistive
        technology (``None``: none)."""
        count = len(self.xs)
        if index is None or not count:
            self.current = None
            if self._marker.scene() is not None:
                self.plot.removeItem(self._marker)
            self.setAccessibleDescription("")
            return
        self.current = max(0, min(count - 1, index))
        if self._marker.scene() is None:
            self.plot.addItem(self._marker, ignoreBounds=True)
        where = self.plot.getViewBox().mapSceneToView(self.scene_pos_of(self.current))
        self._marker.setData([where.x()], [where.y()])
        self.last_tip = self.tip_of(self.current)
        self.setAccessibleDescription(self.last_tip)
        spot = self.plot.mapFromScene(self.scene_pos_of(self.current))
        QToolTip.showText(self.plot.mapToGlobal(QPoint(spot.x(), spot.y())), self.last_tip, self)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        count = len(self.xs)
        key = event.key()
        steps = {
            int(Qt.Key.Key_Right): 1,
            int(Qt.Key.Key_Left): -1,
            int(Qt.Key.Key_Down): 1,
            int(Qt.Key.Key_Up): -1,
            int(Qt.Key.Key_PageDown): 10,
            int(Qt.Key.Key_PageUp): -10,
        }
        if not count or self.saying:
            super().keyPressEvent(event)
        elif key in steps:
            start = -1 if self.current is None and steps[key] > 0 else self.current
            self.choose((count if start is None else start) + steps[key])
        elif key == Qt.Key.Key_Home:
            self.choose(0)
        elif key == Qt.Key.Key_End:
            self.choose(count - 1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            deal = None if self.current is None else self.deal_of(self.current)
            if deal is not None:
                self.dealClicked.emit(deal)
        else:
            super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        ring = self.palette().color(QPalette.ColorRole.Highlight).name()
        self.plot.setStyleSheet(f"QGraphicsView {{ border: 2px solid {ring}; }}")
        self.message.setStyleSheet(f"QLabel {{ border: 2px solid {ring}; }}")  # (no plot)
        if self.current is None and len(self.xs) and not self.saying:
            self.choose(len(self.xs) - 1 if not self.bars else 0)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.plot.setStyleSheet("")
        self.message.setStyleSheet("")

    # --- export ---------------------------------------------------------------------

    def export(self, path: Path, title: str = "", subtitle: str = "") -> None:
        """Write the whole chart as PNG or SVG (by the file's suffix), with ``title`` and
        ``subtitle`` (what it shows, under which filters) above it: atomically, with the
        permissions the user's files get (:func:`~stammtisch.engine.storage.file_mode`)."""
        svg = path.suffix.lower() == ".svg"
        atomic_write_bytes(path, self.picture(svg, title, subtitle))

    def picture(self, svg: bool, title: str = "", subtitle: str = "") -> bytes:
        """The chart as an export draws it: PNG (at :data:`EXPORT_SCALE`) or SVG, one page
        painted the same way for both: the heading, then the plot as it is on screen."""
        marked = self.current
        self.choose(None)
        try:
            width = max(1, self.plot.width())
            plot_h = max(1, self.plot.height())
            heading = self._heading(width, title, subtitle)
            height = plot_h + heading.height
            buffer = QBuffer()
            buffer.open(QIODevice.OpenModeFlag.WriteOnly)
            if svg:
                generator = QSvgGenerator()
                generator.setOutputDevice(buffer)
                generator.setSize(QSize(width, height))
                generator.setViewBox(QRect(0, 0, width, height))
                generator.setResolution(EXPORT_DPI)
                generator.setTitle(title)
                generator.setDescription(subtitle)
                painter = QPainter(generator)
                self._paint(painter, width, heading, plot_h)
                painter.end()
            else:
                image = QImage(
                    width * EXPORT_SCALE, height * EXPORT_SCALE, QImage.Format.Format_ARGB32
                )
                image.setDevicePixelRatio(EXPORT_SCALE)
                dots = round(EXPORT_DPI / 0.0254)
                image.setDotsPerMeterX(dots)
                image.setDotsPerMeterY(dots)
                painter = QPainter(image)
                painter.setRenderHint(QPainter.RenderHint.Antialiasing)
                painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
                self._paint(painter, width, heading, plot_h)
                painter.end()
                # the stubs ask for bytes, the binding takes only a str here
                if not image.save(buffer, "PNG"):  # type: ignore[call-overload]
                    raise OSError("the chart could not be drawn as PNG")
            return bytes(buffer.data().data())
        finally:
            self.current = marked

    def _heading(self, width: int, title: str, subtitle: str) -> Heading:
        """Where the heading's lines go on a page ``width`` wide (they wrap, never cut)."""
        bold = QFont(self.font())
        bold.setBold(True)
        bold.setPointSizeF(bold.pointSizeF() * 1.15)
        room = QRect(0, 0, max(1, width - 2 * PAGE_MARGIN), 100_000)
        flags = int(Qt.TextFlag.TextWordWrap)
        top = PAGE_MARGIN
        lines: list[tuple[QRect, QFont, str]] = []
        for text, font in ((title, bold), (subtitle, QFont(self.font()))):
            if not text:
                continue
            box = QFontMetrics(font).boundingRect(room, flags, text)
            lines.append((QRect(PAGE_MARGIN, top, room.width(), box.height()), font, text))
            top += box.height() + PAGE_MARGIN // 2
        return Heading(lines, top + PAGE_MARGIN // 2 if lines else 0)

    def _paint(self, painter: QPainter, width: int, heading: Heading, plot_h: int) -> None:
        background = self.plot.backgroundBrush().color()
        painter.fillRect(QRectF(0, 0, width, heading.height + plot_h), background)
        painter.setPen(self.text_colour)
        for box, font, text in heading.lines:
            painter.setFont(font)
            painter.drawText(box, int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft), text)
        # the items draw for a page, as pyqtgraph's own exporters have them do: each symbol
        # as a shape of its own (not fragments of a cached pixmap, which an SVG garbles)
        items = [i for i in self.plot.scene().items() if hasattr(i, "setExportMode")]
        opts = {"antialias": True, "background": background, "painter": painter}
        for item in items:
            item.setExportMode(True, {**opts, "resolutionScale": 1.0})
        try:
            self.plot.render(
                painter,
                QRectF(0, heading.height, width, plot_h),
                QRect(0, 0, width, plot_h),
                Qt.AspectRatioMode.IgnoreAspectRatio,
            )
        finally:
            for item in items:
                item.setExportMode(False)


@dataclass(frozen=True)
class Heading:
    """An export's heading: each line's box, font and text, and the height they take."""

    lines: list[tuple[QRect, QFont, str]]
    height: int


__all__ = ["EXPORT_DPI", "EXPORT_SCALE", "Chart", "CountAxis", "Heading", "Series"]
