"""The Coach panel: the Hint button, the advice, its reasons and the alternatives.

:class:`HintPanel` shows one :class:`~stammtisch.engine.coach.Hint`: the
recommended action, the reason (engine messages, translated by
:func:`stammtisch.desktop.messages.text`), a link to the rule behind it, and
every alternative in rank order with its expected score and win chance; also
Why-not answers and learning mode's lines.  :class:`~.table_coach.TableCoach`
drives it.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale, QSize, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHeaderView,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from stammtisch.engine.coach import Hint
from stammtisch.engine.messages import Message, NumberArg

from ..i18n import list_text
from ..messages import number_text, sentences, text
from .focus_style import FOCUS_RING
from .wrapping import Paragraph, PhraseDelegate


def current_language() -> str:
    """The language the app shows now (the default locale :func:`install_language` set)."""
    return QLocale().name().split("_")[0] or "en"


def value_cell(value: float) -> str:
    """An expected score for the table of alternatives (one decimal, signed)."""
    return number_text(NumberArg(value, 1, signed=True))


def score_cell(value: float, margin: float | None) -> str:
    """A row's expected score, with the search's margin on its difference from the best row
    when it has one ("-2.7 ± 0.3"; the best row's own margin is 0, shown without)."""
    if margin is None or margin < 0.05:
        return value_cell(value)
    return f"{value_cell(value)} ± {number_text(NumberArg(margin, 1))}"


def win_cell(win: float | None) -> str:
    """A win chance in percent, or a dash where the search did not measure one."""
    return "–" if win is None else f"{round(100 * win)} %"


class AllRows(QTableWidget):
    """A table as tall as its rows: it never scrolls by itself (the panel around it does)."""

    def __init__(self, rows: int, columns: int, parent: QWidget | None = None) -> None:
        super().__init__(rows, columns, parent)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.verticalHeader().sectionResized.connect(lambda *_: self.updateGeometry())

    def sizeHint(self) -> QSize:
        header = self.horizontalHeader()
        rows = self.verticalHeader().length()
        frame = 2 * self.frameWidth()
        return QSize(super().sizeHint().width(), header.sizeHint().height() + rows + frame)

    def minimumSizeHint(self) -> QSize:
        return QSize(super().minimumSizeHint().width(), self.sizeHint().height())


class HintPanel(QWidget):
    """The Hint button, the advice, the reason, and the alternatives.

    Under the button everything scrolls as one piece (a :class:`QScrollArea`): the lines
    wrap to the dock's width and the table of alternatives is as tall as its rows, so in a
    short dock nothing is squeezed, cut or drawn over another line."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hintPanel")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.button = QPushButton(self)
        self.button.setObjectName("hintButton")
        button_row = QVBoxLayout()
        button_row.setContentsMargins(9, 9, 9, 0)
        button_row.addWidget(self.button)
        outer.addLayout(button_row)
        self.scroll_area = QScrollArea(self)
        self.scroll_area.setObjectName("hintScroll")
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        # a Tab stop (the keys scroll it): its ring when it has the focus, as the charts'
        self.scroll_area.setStyleSheet(
            "QScrollArea#hintScroll { border: 2px solid transparent; }"
            f"QScrollArea#hintScroll:focus {{ border: 2px solid {FOCUS_RING.name()}; }}"
        )
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        body = QWidget(self.scroll_area)
        body.setObjectName("hintBody")
        layout = QVBoxLayout(body)
        layout.setContentsMargins(9, 6, 9, 9)
        self.advice = Paragraph(self)
        self.advice.setObjectName("hintAdvice")
        self.advice.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.advice)
        self.reason = Paragraph(self)
        self.reason.setObjectName("hintReason")
        self.reason.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.reason)
        self.rule_link = Paragraph(self)
        self.rule_link.setObjectName("ruleLink")
        self.rule_link.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.rule_link)
        self.phase_line = Paragraph(self)
        self.phase_line.setObjectName("phaseLine")
        self.phase_line.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.phase_line)
        self.trick_line = Paragraph(self)
        self.trick_line.setObjectName("trickLine")
        self.trick_line.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.trick_line)
        self.table = AllRows(0, 3, self)
        self.table.setObjectName("hintAlternatives")
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setTabKeyNavigation(False)  # Tab leaves the table; the arrows move in it
        self.table.setWordWrap(True)  # a long choice wraps in a narrow dock, never cut
        self.table.setItemDelegate(PhraseDelegate(self.table))
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2):  # the figures' headers are read whole, the choice takes the rest
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        layout.addWidget(self.table)
        self.table.hide()  # until a hint lists the alternatives
        self.scale_line = Paragraph(self)
        self.scale_line.setObjectName("hintScale")
        self.scale_line.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.scale_line)
        layout.addStretch(1)
        self.scroll_area.setWidget(body)
        outer.addWidget(self.scroll_area, 1)
        self.hint: Hint | None = None
        self.labels: dict[int, str] = {}
        self.retranslate()

    def retranslate(self) -> None:
        self.button.setText(self.tr("Hint (H)"))
        self.button.setToolTip(self.tr("What would a strong player do now, and why?"))
        headers = (
            (self.tr("Choice"), self.tr("What you may do now, the best first")),
            (self.tr("Score"), self.tr("Expected score for the deal, on the scale named below")),
            (self.tr("Win %"), self.tr("Win chance")),
        )
        self.table.setAccessibleName(self.tr("What you may do now, the best first"))
        for column, (title, tip) in enumerate(headers):
            item = QTableWidgetItem(title)
            item.setToolTip(tip)
            self.table.setHorizontalHeaderItem(column, item)
        if self.hint is not None:
            self.show_hint(self.hint, self.labels)

    def show_thinking(self) -> None:
        self.hint = None
        self.rule_link.setText("")
        self.advice.setText(self.tr("Thinking…"))
        self.reason.setText("")
        self.scale_line.setText("")
        self.table.setRowCount(0)
        self.table.hide()  # no empty frame while there is nothing to compare

    def show_idle(self, line: str = "") -> None:
        self.hint = None
        self.rule_link.setText("")
        self.advice.setText(line)
        self.reason.setText("")
        self.scale_line.setText("")
        self.table.setRowCount(0)
        self.table.hide()  # no empty frame while there is nothing to compare

    def show_why_not(self, reasons: list[Message]) -> None:
        """Why the user's card was refused: the rule and the cards that force another."""
        self.hint = None
        self.advice.setText(self.tr("Why not?"))
        self.reason.setText(sentences(reasons))
        self.scale_line.setText("")
        self.table.setRowCount(0)
        self.table.hide()  # no empty frame while there is nothing to compare

    def show_hint(self, hint: Hint, labels: dict[int, str]) -> None:
        """Show ``hint``; ``labels`` names each action in the user's language."""
        self.hint, self.labels = hint, dict(labels)
        name = labels.get(hint.action, hint.label)
        ties = [labels.get(a.action, a.label) for a in hint.ties if a.action != hint.action]
        if ties and len(ties) + 1 == len(hint.alternatives):  # every choice ties
            self.advice.setText(
                self.tr("Advice: %1 (every choice is as good here)").replace("%1", name)
            )
        elif ties:  # the first rows are equally good: the advice names a few of them
            shown = list_text(ties[:3])
            if len(ties) > 3:
                shown = self.tr("%1 and %n more", "", len(ties) - 3).replace("%1", shown)
            self.advice.setText(
                self.tr("Advice: %1, or as good: %2").replace("%1", name).replace("%2", shown)
            )
        else:
            self.advice.setText(self.tr("Advice: %1").replace("%1", name))
        self.reason.setText(sentences(hint.reasons))
        self.scale_line.setText(self.scale_text(hint))
        self.table.setRowCount(len(hint.alternatives))
        self.table.setVisible(bool(hint.alternatives))
        for row, alt in enumerate(hint.alternatives):
            name = labels.get(alt.action, alt.label)
            if alt.refused:  # shown with its true score, below what the coach advises
                name = self.tr("%1 (not advised)").replace("%1", name)
            elif alt.tied and len(hint.ties) > 1:
                name = self.tr("%1 (equally good)").replace("%1", name)
            cells = (name, score_cell(alt.value, alt.margin), win_cell(alt.win))
            for col, cell in enumerate(cells):
                item = QTableWidgetItem(cell)
                item.setData(Qt.ItemDataRole.UserRole, alt.action)
                if col:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.table.setItem(row, col, item)

    def scale_text(self, hint: Hint) -> str:
        """What the Score column counts, and in what unit (empty without a scale)."""
        if hint.scale is None:
            return ""
        said = (
            self.tr("Score: %1 (%2).")
            .replace("%1", text(hint.scale.name_message()))
            .replace("%2", text(hint.scale.unit_message()))
        )
        if any(a.margin for a in hint.alternatives):
            said += " " + self.tr(
                "± is the search's margin on a row's difference from the best: rows within it"
                " are equally good."
            )
        return said

    def rows(self) -> list[tuple[int, str, str, str]]:
        """The alternatives shown, as (action, choice, score, win chance), top row first."""
        out: list[tuple[int, str, str, str]] = []
        for row in range(self.table.rowCount()):
            cells = [self.table.item(row, col) for col in range(3)]
            first, score, win = cells
            if first is None or score is None or win is None:
                continue
            action = int(first.data(Qt.ItemDataRole.UserRole))
            out.append((action, first.text(), score.text(), win.text()))
        return out


__all__ = ["HintPanel", "current_language", "score_cell", "value_cell", "win_cell"]
