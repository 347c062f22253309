"""What a window shows that does not fit: the checks of the screen-fit test.

:func:`window_problems` walks a shown window and names, one line each:

- the window itself larger than the free part of its screen, or reaching past it;
- a label, button, check box, radio button, combo box, tab or table header whose text is
  wider (or, wrapped, taller) than its rectangle: the text is measured with the widget's
  ``QFontMetrics`` (a rich text with a ``QTextDocument`` of its font) against the widget's
  contents rectangle as its style lays it out;
- an item view's cell whose text is cut, a table that scrolls sideways (its last columns
  hidden behind the scroll bar), or one that scrolls with fewer than :data:`MIN_ROWS` whole
  rows in view;
- a text browser that breaks a word to fit (``Gegenspiele/r``) or scrolls sideways;
- on a card table (a ``QGraphicsView`` of a :class:`TableScene`): a seat plate or the
  taker's label whose line is cut, and a table drawn so small that its smallest text is
  under :data:`READABLE_PX` pixels on screen;
- on a chart: axis labels that overlap, or a named tick whose label is not drawn;
- two text items that overlap: widgets with text (labels, buttons, choosers, tables, text
  browsers, the card table) whose visible rectangles in the window intersect, and on the card
  table two seat plates or a plate and the taker's label;
- a wrapped text (a label, a wrapping button, a text browser, a table cell, a seat plate)
  whose line breaks where no break belongs: inside a Japanese phrase as BudouX cuts the text
  (``シープス`` / ``ヘッド``), or inside a word of a script with spaces without a hyphen
  (``Gegenspiele`` / ``r``).

Widgets the user cannot see (hidden, or inside a collapsed or scrolled-away parent) are
not checked; a text that is elided on purpose does not exist in the app (a plate or a
button grows or wraps instead).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

from PySide6 import QtGui
from PySide6.QtCore import QAbstractListModel, QModelIndex, QRect, QRectF, Qt
from PySide6.QtGui import (
    QFont,
    QFontMetrics,
    QPainter,
    QPixmap,
    QTextDocument,
    QTextLayout,
    QTextOption,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QCheckBox,
    QComboBox,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QHeaderView,
    QLabel,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QStyle,
    QStyleOptionButton,
    QStyleOptionComboBox,
    QTabBar,
    QTextBrowser,
    QTextEdit,
    QToolButton,
    QWidget,
)

BREAK_MARKS = "\u200b\u2060"
"""ZERO WIDTH SPACE and WORD JOINER: line-break marks, drawn as nothing."""
HARD_BREAKS = "\n\u2028\u2029"
READABLE_PX = 11.0
"""The smallest text on the card table, in screen pixels, that still reads."""
SLACK = 1
"""Pixels of rounding allowed."""
MIN_ROWS = 4
"""A table that scrolls shows at least this many whole rows (else it cannot be read)."""


def plain(text: str) -> str:
    """A widget's text without its mnemonic marks (``&Next`` reads ``Next``)."""
    return re.sub(r"&(.)", r"\1", text)


def name(widget: QWidget) -> str:
    """How a problem names the widget: its class, object name and text."""
    label = type(widget).__name__
    if widget.objectName():
        label += f" '{widget.objectName()}'"
    return label


def shown(widget: QWidget, window: QWidget) -> bool:
    """Whether the user sees ``widget`` in ``window``: visible, with a size, and not scrolled
    or clipped away entirely by its parents."""
    if not widget.isVisible() or widget.width() <= 0 or widget.height() <= 0:
        return False
    if not widget.visibleRegion().boundingRect().isValid():
        return False
    return widget.window() is window


def text_width(metrics: QFontMetrics, text: str) -> int:
    return max((metrics.horizontalAdvance(line) for line in text.split("\n")), default=0)


def wrapped(text: str, widget: QWidget, width: int) -> tuple[float, float]:
    """The widest line and the height of ``text`` wrapped at word boundaries (as Unicode
    allows: between words, and between most Japanese characters) in ``width`` pixels; a line
    wider than ``width`` holds a word that cannot be broken."""
    widest, height = 0.0, 0.0
    metrics = widget.fontMetrics()
    for paragraph in text.split("\n"):
        layout = QTextLayout(paragraph, widget.font())
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WordWrap)
        layout.setTextOption(option)
        layout.beginLayout()
        lines = 0
        tall = 0.0
        while True:
            line = layout.createLine()
            if not line.isValid():
                break
            line.setLineWidth(max(1, width))
            widest = max(widest, line.naturalTextWidth())
            tall += line.height()  # (a line of Japanese in a fallback font is taller)
            lines += 1
        layout.endLayout()
        height += tall if lines else metrics.height()
    return widest, height


def _label(label: QLabel) -> list[str]:
    text = QLabel.text(label)  # as laid out: with the line-break marks a paragraph puts in
    if label.buddy() is not None:
        text = plain(text)  # a mnemonic's & is not shown
    if not text or (label.pixmap() is not None and not label.pixmap().isNull()):
        return []
    rect = label.contentsRect()
    margin = label.margin()
    indent = max(0, label.indent())
    width = rect.width() - 2 * margin - indent
    height = rect.height() - 2 * margin
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and QtGui.Qt.mightBeRichText(text)
    )
    if rich:
        doc = QTextDocument()
        doc.setDefaultFont(label.font())
        doc.setDocumentMargin(0)
        doc.setHtml(text)
        option = doc.defaultTextOption()
        wrap = (
            QTextOption.WrapMode.WordWrap if label.wordWrap() else QTextOption.WrapMode.ManualWrap
        )
        option.setWrapMode(wrap)
        doc.setDefaultTextOption(option)
        doc.setTextWidth(width if label.wordWrap() else -1)
        need_w, need_h = doc.idealWidth(), doc.size().height()
        breaks = document_problems(doc) if label.wordWrap() else []
        breaks += run_together(doc)
    else:
        metrics = label.fontMetrics()
        if label.wordWrap():
            need_w, need_h = wrapped(text, label, width)
            breaks = break_problems(text, layout_starts(text, label.font(), width))
        else:
            need_w = text_width(metrics, text)
            need_h = metrics.height() * (text.count("\n") + 1)
            breaks = []
    out = [f"{name(label)} {problem}" for problem in breaks]
    if need_w > width + SLACK:
        out.append(f"{name(label)} cuts its text: {need_w:.0f} px wide in {width} px: {text!r}")
    if need_h > height + SLACK:
        out.append(f"{name(label)} cuts its text: {need_h:.0f} px high in {height} px: {text!r}")
    return out


def _button(button: QAbstractButton) -> list[str]:
    text = plain(button.text())
    if not text:
        return []
    room_for = getattr(button, "text_room", None)
    if callable(room_for) and not button.fits_on_one_line():  # type: ignore[attr-defined]
        return _wrapped_button(button, int(room_for(button.width())))
    metrics = button.fontMetrics()
    need = text_width(metrics, text)
    icon = button.icon()
    if not icon.isNull():
        need += button.iconSize().width() + 4
    style = button.style()
    if isinstance(button, (QCheckBox, QRadioButton)):
        option = QStyleOptionButton()
        button.initStyleOption(option)
        element = (
            QStyle.SubElement.SE_CheckBoxContents
            if isinstance(button, QCheckBox)
            else QStyle.SubElement.SE_RadioButtonContents
        )
        room = style.subElementRect(element, option, button).width() - 1
    elif isinstance(button, QPushButton):
        option = QStyleOptionButton()
        button.initStyleOption(option)
        room = style.subElementRect(QStyle.SubElement.SE_PushButtonContents, option, button).width()
        if button.menu() is not None:
            room -= style.pixelMetric(QStyle.PixelMetric.PM_MenuButtonIndicator, option, button)
    elif isinstance(button, QToolButton):
        room = button.width()
        need = button.sizeHint().width()
    else:
        room = button.contentsRect().width()
    if need > room + SLACK:
        return [f"{name(button)} cuts its text: {need} px wide in {room} px: {text!r}"]
    return []


def _wrapped_button(button: QAbstractButton, room: int) -> list[str]:
    """A button whose label wraps (``WrapButton``): every line in its width, all lines in
    its height, no word broken."""
    shown = plain(_shown_text(button))
    need_w, need_h = wrapped(shown, button, room)
    option = QStyleOptionButton()
    button.initStyleOption(option)  # type: ignore[attr-defined]
    contents = button.style().subElementRect(
        QStyle.SubElement.SE_PushButtonContents, option, button
    )
    out = [
        f"{name(button)} {p}"
        for p in break_problems(shown, layout_starts(shown, button.font(), room))
    ]
    if need_w > room + SLACK:
        out.append(f"{name(button)} cuts its text: {need_w:.0f} px wide in {room} px: {shown!r}")
    if need_h > contents.height() + SLACK:
        out.append(
            f"{name(button)} cuts its text: {need_h:.0f} px high in {contents.height()} px: "
            f"{shown!r}"
        )
    return out


def _combo(combo: QComboBox) -> list[str]:
    text = combo.currentText()
    if not text:
        return []
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    field = combo.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox,
        option,
        QStyle.SubControl.SC_ComboBoxEditField,
        combo,
    )
    need = combo.fontMetrics().horizontalAdvance(text)
    if not combo.itemIcon(combo.currentIndex()).isNull():
        need += combo.iconSize().width() + 4
    if need > field.width() + SLACK:
        return [f"{name(combo)} cuts its text: {need} px wide in {field.width()} px: {text!r}"]
    return []


def _tabs(bar: QTabBar) -> list[str]:
    out = []
    metrics = bar.fontMetrics()
    space = bar.style().pixelMetric(QStyle.PixelMetric.PM_TabBarTabHSpace, None, bar)
    inside = bar.rect()
    away = [
        plain(bar.tabText(i))
        for i in range(bar.count())
        if bar.isTabVisible(i) and not inside.contains(bar.tabRect(i))
    ]
    if away:
        out.append(
            f"{name(bar)}: {len(away)} of {bar.count()} tabs lie outside the bar (scrolled "
            f"away): {', '.join(away)}"
        )
    for i in range(bar.count()):
        if not bar.isTabVisible(i):
            continue
        text = plain(bar.tabText(i))
        rect = bar.tabRect(i)
        need = metrics.horizontalAdvance(text) + space
        if not bar.tabIcon(i).isNull():
            need += bar.iconSize().width() + 4
        if need > rect.width() + SLACK:
            out.append(f"{name(bar)} tab {i} cuts its text: {need} px in {rect.width()}: {text!r}")
    return out


def _header(header: QHeaderView) -> list[str]:
    if header.orientation() != Qt.Orientation.Horizontal or header.isHidden():
        return []
    model = header.model()
    if model is None:
        return []
    out = []
    margin = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    metrics = header.fontMetrics()
    for section in range(header.count()):
        if header.isSectionHidden(section):
            continue
        text = str(model.headerData(section, Qt.Orientation.Horizontal) or "")
        if not text:
            continue
        need = text_width(metrics, text) + 2 * margin
        size = header.sectionSize(section)
        if need > size + SLACK:
            out.append(
                f"{name(header)} column {section} cuts its title: {need} in {size}: {text!r}"
            )
    return out


def _cells(view: QAbstractItemView) -> list[str]:
    model = view.model()
    if model is None:
        return []
    out = []
    bar = view.horizontalScrollBar()
    if bar is not None and bar.isVisible() and bar.maximum() > 0:
        out.append(f"{name(view)} scrolls sideways: its last columns are hidden")
    metrics = view.fontMetrics()
    frame = view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1
    viewport = view.viewport().rect()
    rows = model.rowCount(QModelIndex())
    down = view.verticalScrollBar()
    if rows and down is not None and down.isVisible() and down.maximum() > 0:
        whole = sum(
            1
            for row in range(rows)
            if viewport.contains(view.visualRect(model.index(row, 0)))
            and view.visualRect(model.index(row, 0)).isValid()
        )
        if whole < min(rows, MIN_ROWS):
            out.append(f"{name(view)} shows {whole} whole rows of {rows} (scrolling)")
    spanned = getattr(view, "columnSpan", None)
    root = QModelIndex()
    columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount(root)
    for row in range(min(model.rowCount(root), 200)):
        for column in range(columns):
            if column and spanned is not None and spanned(row, 0) > column:
                continue  # covered by the row's first cell, which spans it
            index = model.index(row, column)
            rect = view.visualRect(index)
            if not rect.isValid() or not viewport.intersects(rect):
                continue
            text = str(model.data(index, Qt.ItemDataRole.DisplayRole) or "")
            if not text:
                continue
            room = rect.width() - 2 * frame
            if view.wordWrap():
                delegate = view.itemDelegateForIndex(index)
                shows = getattr(delegate, "shown", None)
                text = str(shows(text)) if callable(shows) else text
                need_w, need_h = wrapped(text, view, room)
                out.extend(
                    f"{name(view)} cell ({row}, {column}) {p}"
                    for p in break_problems(text, layout_starts(text, view.font(), room))
                )
            else:
                need_w, need_h = text_width(metrics, text), metrics.height()
            if need_w > room + SLACK:
                out.append(
                    f"{name(view)} cell ({row}, {column}) cuts its text: {need_w:.0f} wide in "
                    f"{room}: {text!r}"
                )
            if need_h > rect.height() + SLACK:
                out.append(
                    f"{name(view)} cell ({row}, {column}) cuts its text: {need_h:.0f} high in "
                    f"{rect.height()}: {text!r}"
                )
    return out


def _browser(browser: QTextEdit) -> list[str]:
    out = []
    bar = browser.horizontalScrollBar()
    if bar is not None and bar.isVisible() and bar.maximum() > 0:
        out.append(f"{name(browser)} scrolls sideways")
    width = browser.viewport().width()
    doc = browser.document().clone()
    option = doc.defaultTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)  # whole words only
    doc.setDefaultTextOption(option)
    doc.setTextWidth(width)
    if doc.idealWidth() > width + SLACK:
        out.append(
            f"{name(browser)} breaks words to fit: it needs {doc.idealWidth():.0f} px "
            f"with whole words in {width} px"
        )
    out.extend(f"{name(browser)} {p}" for p in document_problems(browser.document()))
    out.extend(f"{name(browser)} {p}" for p in run_together(browser.document()))
    return out


def _table(view: QGraphicsView) -> list[str]:
    from stammtisch.desktop.layout import MIN_TEXT_PX
    from stammtisch.desktop.widgets.table_scene import SeatPlate, TableScene, TakerLabel

    scene = view.scene()
    if not isinstance(scene, TableScene):
        return []
    out = []
    scale = view.transform().m11()
    if MIN_TEXT_PX * scale < READABLE_PX - 0.05:
        out.append(
            f"the card table is drawn too small: its smallest text is "
            f"{MIN_TEXT_PX * scale:.1f} px on screen (at least {READABLE_PX:g})"
        )
    texts = [
        item
        for item in scene.items()
        if isinstance(item, (SeatPlate, TakerLabel, QGraphicsSimpleTextItem))
        and item.isVisible()
        and (not isinstance(item, QGraphicsSimpleTextItem) or item.text())
    ]
    for i, a in enumerate(texts):
        for b in texts[i + 1 :]:
            both = a.sceneBoundingRect().intersected(b.sceneBoundingRect())
            if both.width() > 2 and both.height() > 2:
                out.append(f"{_item_name(a)} and {_item_name(b)} overlap on the table")
    for item in texts:
        if isinstance(item, (SeatPlate, TakerLabel)):
            for text, font, room in item.laid_lines():
                out.extend(
                    f"{type(item).__name__} {p}"
                    for p in break_problems(text, layout_starts(text, font, room))
                )
            for text, need, room in item.line_fits():
                if need > room + 0.5:
                    out.append(
                        f"{type(item).__name__} cuts a line: {need:.0f} wide in {room:.0f}: "
                        f"{text!r}"
                    )
            outside = item.sceneBoundingRect()
            if not scene.sceneRect().contains(outside):
                out.append(f"{type(item).__name__} reaches past the table: {outside}")
    return out


def _item_name(item: object) -> str:
    words = getattr(item, "name", "") or getattr(item, "lines", ("",))[0]
    if isinstance(item, QGraphicsSimpleTextItem):
        words = item.text()
    return f"{type(item).__name__} {str(words)[:30]!r}"


def chart_problems(widget: QWidget) -> list[str]:
    """Axis labels of ``widget``'s pyqtgraph plots that overlap or are not drawn."""
    from stammtisch.desktop.widgets.plotting import pg

    out = []
    views = [widget] if isinstance(widget, pg.GraphicsView) else []
    views += widget.findChildren(pg.GraphicsView)
    for view in views:
        if not view.isVisible() or view.width() <= 0 or view.window() is not widget.window():
            continue  # (a chart in a window of its own, a floating dock, is checked there)
        scene = view.scene()
        for item in scene.items():
            if not isinstance(item, pg.AxisItem) or not item.isVisible():
                continue
            if not item.style.get("showValues", True):
                continue
            out.extend(_axis(item, view))
    return out


def _axis(axis: object, view: QWidget) -> list[str]:
    pixmap = QPixmap(max(1, view.width()), max(1, view.height()))
    painter = QPainter(pixmap)
    try:
        specs = axis.generateDrawSpecs(painter)  # type: ignore[attr-defined]
    finally:
        painter.end()
    if specs is None:
        return []
    _, _, texts = specs
    rects: list[tuple[QRectF, str]] = [(QRectF(r), str(t)) for r, _, t in texts]
    out = []
    side = axis.orientation  # type: ignore[attr-defined]
    for i, (a, ta) in enumerate(rects):
        for b, tb in rects[i + 1 :]:
            if a.intersects(b) and a.intersected(b).width() > 0.5:
                out.append(f"the {side} axis' labels {ta!r} and {tb!r} overlap")
    named = axis._tickLevels  # type: ignore[attr-defined]
    if named:
        drawn = {t for _, t in rects}
        low, high = axis.range  # type: ignore[attr-defined]
        for level in named:
            for value, label in level:
                if low <= value <= high and str(label) not in drawn:
                    out.append(f"the {side} axis does not draw the label {label!r}")
    bounds = axis.boundingRect()  # type: ignore[attr-defined]
    for rect, text in rects:
        if side in ("bottom", "top") and (
            rect.left() < bounds.left() - 1 or rect.right() > bounds.right() + 1
        ):
            out.append(f"the {side} axis' label {text!r} reaches past the axis")
    return out


# --- line breaks --------------------------------------------------------------------------


def _phrase_starts(text: str) -> set[int]:
    """Where a phrase starts in ``text`` (its lines cut apart at hard breaks): where BudouX
    starts one, and after a katakana middle dot (``クラブ・ハンド``: the words of a compound
    are words of their own)."""
    import budoux

    parser = _budoux_parser(budoux)
    starts: set[int] = set()
    at = 0
    for line in re.split(f"[{HARD_BREAKS}]", text):
        offset = at
        for phrase in parser.parse(line) if line else []:
            starts.add(offset)
            offset += len(phrase)
        at += len(line) + 1
    starts.update(i + 1 for i, char in enumerate(text[:-1]) if char == "\u30fb")
    return starts


_PARSERS: list[object] = []


def _budoux_parser(budoux: object) -> object:
    if not _PARSERS:
        _PARSERS.append(budoux.load_default_japanese_parser())  # type: ignore[attr-defined]
    return _PARSERS[0]


def _cjk(char: str) -> bool:
    """A character of Japanese writing (kana, kanji, their punctuation, full-width forms)."""
    return (
        "\u3000" <= char <= "\u30ff" or "\u3400" <= char <= "\u9fff" or "\uff00" <= char <= "\uffef"
    )


def break_problems(shown: str, starts: list[int]) -> list[str]:
    """The line breaks of a wrapped text that break a word: ``shown`` is the text as laid
    out (line-break marks and all), ``starts`` the offsets in it where a wrapped line begins.
    A break inside a Japanese phrase (as BudouX cuts the text) or between two letters of a
    script with spaces (without a hyphen) is one."""
    if not starts:
        return []
    keep = [i for i, c in enumerate(shown) if c not in BREAK_MARKS]
    plain = "".join(shown[i] for i in keep)
    where = {}
    for j, i in enumerate(keep):
        where.setdefault(i, j)
    phrases: set[int] | None = None
    out = []
    for start in starts:
        at = next((where[i] for i in range(start, len(shown)) if i in where), len(plain))
        if not 0 < at < len(plain):
            continue
        before, after = plain[at - 1], plain[at]
        if before.isspace() or after.isspace() or before in HARD_BREAKS or before in "-\u00ad":
            continue
        if _cjk(before) or _cjk(after):
            if phrases is None:
                phrases = _phrase_starts(plain)
            if at not in phrases:
                first = max(p for p in phrases if p < at)
                last = min((p for p in phrases if p > at), default=len(plain))
                out.append(
                    f"breaks the phrase {plain[first:at]!r} / {plain[at:last]!r} across two lines"
                )
        elif before.isalnum() and after.isalnum():
            word = re.findall(r"\w+$", plain[:at])[-1] + re.findall(r"^\w+", plain[at:])[0]
            out.append(f"breaks the word {word!r} across two lines")
    return out


def layout_starts(
    text: str, font: QFont, width: float, mode: QTextOption.WrapMode = QTextOption.WrapMode.WordWrap
) -> list[int]:
    """Where each line after the first begins when Qt wraps ``text`` in ``width`` (hard line
    breaks as a label makes them: ``\\n`` is a line separator)."""
    shown = text.replace("\n", "\u2028")
    layout = QTextLayout(shown, font)
    option = QTextOption()
    option.setWrapMode(mode)
    layout.setTextOption(option)
    layout.beginLayout()
    starts = []
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(max(1.0, width))
        start = line.textStart()
        if start and shown[start - 1] not in HARD_BREAKS:
            starts.append(start)
    layout.endLayout()
    return starts


def document_problems(doc: QTextDocument) -> list[str]:
    """:func:`break_problems` of each paragraph of ``doc`` as it is laid out now."""
    doc.size()  # lays the whole document out
    out = []
    block = doc.begin()
    while block.isValid():
        layout = block.layout()
        text = block.text()
        starts = []
        for i in range(1, layout.lineCount() if layout is not None else 0):
            start = layout.lineAt(i).textStart()
            if 0 < start < len(text) and text[start - 1] not in HARD_BREAKS:
                starts.append(start)
        out.extend(break_problems(text, starts))
        block = block.next()
    return out


RUN_TOGETHER_PX = 6.0
"""Two cells of a table in rich text closer than this read as one ("dieses Spielgesamt")."""


def run_together(doc: QTextDocument) -> list[str]:
    """Neighbouring cells of a table in ``doc`` whose texts meet (as laid out now)."""
    from stammtisch.desktop.widgets.wrapping import table_rows

    out = []
    for cells in table_rows(doc):
        for (_, a_right, a), (b_left, _, b) in itertools.pairwise(cells):
            if b_left - a_right < RUN_TOGETHER_PX:
                out.append(f"runs {a!r} and {b!r} together ({b_left - a_right:.0f} px apart)")
    return out


def _shown_text(widget: QWidget) -> str:
    """The text a label or button lays out (with the line-break marks the app put in)."""
    shown = getattr(widget, "shown_text", None)
    if callable(shown):
        return str(shown())
    return widget.text()  # type: ignore[attr-defined]


def _window_rect(widget: QWidget, window: QWidget) -> QRect:
    """The part of ``widget`` its parents leave visible, in ``window``'s coordinates."""
    rect = QRect(widget.mapTo(window, widget.rect().topLeft()), widget.size())
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        rect = rect.intersected(QRect(parent.mapTo(window, parent.rect().topLeft()), parent.size()))
        parent = parent.parentWidget()
    return rect


TEXT_WIDGETS = (QLabel, QAbstractButton, QComboBox, QTabBar, QTextEdit, QAbstractItemView)


def _has_text(widget: QWidget) -> bool:
    if isinstance(widget, QLabel):
        return bool(widget.text()) and (widget.pixmap() is None or widget.pixmap().isNull())
    if isinstance(widget, QAbstractButton):
        return bool(widget.text())
    return isinstance(widget, (QComboBox, QTabBar, QTextEdit, QAbstractItemView, QGraphicsView))


def overlaps(window: QWidget, widgets: list[QWidget]) -> list[str]:
    """Pairs of text widgets in ``window`` whose visible rectangles intersect (neither inside
    the other)."""
    placed = []
    for widget in widgets:
        if isinstance(widget, (*TEXT_WIDGETS, QGraphicsView)) and _has_text(widget):
            rect = _window_rect(widget, window)
            if rect.width() > 0 and rect.height() > 0:
                placed.append((widget, rect))
    out = []
    for i, (a, ra) in enumerate(placed):
        for b, rb in placed[i + 1 :]:
            if not ra.intersects(rb) or a.isAncestorOf(b) or b.isAncestorOf(a):
                continue
            both = ra.intersected(rb)
            if both.width() > 2 and both.height() > 2:
                out.append(
                    f"{_described(a)} and {_described(b)} overlap by "
                    f"{both.width()}×{both.height()} px"
                )
    return out


def _described(widget: QWidget) -> str:
    text = ""
    if isinstance(widget, (QLabel, QAbstractButton)):
        text = plain(widget.text()).replace("\n", " ")
        text = f" {text[:40]!r}"
    return name(widget) + text


def descendants(window: QWidget) -> Iterator[QWidget]:
    yield window
    yield from window.findChildren(QWidget)


def window_problems(window: QWidget) -> list[str]:
    """Everything in ``window`` (shown) that does not fit; empty when all fits."""
    out: list[str] = []
    screen = window.screen()
    area = screen.availableGeometry()
    frame = window.frameGeometry()
    if frame.width() > area.width() or frame.height() > area.height():
        out.append(
            f"the window is {frame.width()}×{frame.height()}, larger than the screen's "
            f"{area.width()}×{area.height()}"
        )
    elif not area.contains(frame):
        out.append(f"the window {frame} reaches past the screen {area}")
    seen = []
    for widget in descendants(window):
        if not shown(widget, window):
            continue
        seen.append(widget)
        if isinstance(widget, QLabel):
            out.extend(_label(widget))
        elif isinstance(widget, QAbstractButton):
            out.extend(_button(widget))
        elif isinstance(widget, QComboBox):
            out.extend(_combo(widget))
        elif isinstance(widget, QTabBar):
            out.extend(_tabs(widget))
        elif isinstance(widget, QHeaderView):
            out.extend(_header(widget))
        elif isinstance(widget, (QTextBrowser, QTextEdit)):
            out.extend(_browser(widget))
        elif isinstance(widget, QAbstractItemView):
            out.extend(_cells(widget))
        elif isinstance(widget, QGraphicsView):
            out.extend(_table(widget))
        if isinstance(widget, QAbstractScrollArea) and not isinstance(
            widget, (QAbstractItemView, QTextEdit, QGraphicsView)
        ):
            bar = widget.horizontalScrollBar()
            if bar is not None and bar.isVisible() and bar.maximum() > 0:
                out.append(f"{name(widget)} scrolls sideways")
            inner = widget.widget() if isinstance(widget, QScrollArea) else None
            if (
                inner is not None
                and inner.width() > widget.viewport().width() + SLACK
                and not (bar is not None and bar.isVisible())
            ):
                out.append(
                    f"{name(widget)} cuts its contents at the right: {inner.width()} px wide "
                    f"in {widget.viewport().width()} px"
                )
    out.extend(overlaps(window, seen))
    out.extend(chart_problems(window))
    return out


__all__ = [
    "READABLE_PX",
    "break_problems",
    "chart_problems",
    "document_problems",
    "layout_starts",
    "overlaps",
    "plain",
    "window_problems",
]
