"""The end of a deal explained: the contract and who declared it, who won and why, the
sides with their card points and what each needed, each score line with a short
explanation, the deal's scores; at the end of the session, the ranking.

Everything the engine says arrives as messages (:class:`~stammtisch.engine.state.Explanation`,
:class:`~stammtisch.engine.state.ScoreLine`) and is translated by code.  The dialog opens with
the focus on its default action (Next deal); the explanation is a list of its lines for the
keyboard and a screen reader (:class:`~.text_lines.LinesLabel`)."""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from stammtisch.engine.messages import Message
from stammtisch.engine.state import DealResult, Explanation

from .. import formats
from ..geometry import fit_window
from ..i18n import list_text
from ..messages import text
from .text_lines import LinesLabel


def _sides(
    told: Explanation,
    name: Callable[[int | None], str],
    say: Callable[[Message], str],
) -> str:
    """The verdict, then one row per side: who, card points, what it needed, won or lost."""
    won, lost = (
        QCoreApplication.translate("ResultDialog", "won"),
        QCoreApplication.translate("ResultDialog", "lost"),
    )
    titles = (
        QCoreApplication.translate("ResultDialog", "Side"),
        QCoreApplication.translate("ResultDialog", "Card points"),
        QCoreApplication.translate("ResultDialog", "Needed"),
    )
    header = (
        f"<tr><th align='left'>{html.escape(titles[0])}</th>"
        f"<th>{html.escape(titles[1])}</th>"
        f"<th align='left'>{html.escape(titles[2])}</th><th></th></tr>"
    )
    rows = ""
    for side in told.sides:
        players = list_text(name(seat) for seat in side.seats)
        rows += (
            f"<tr><td><b>{say(side.name)}</b> ({players})</td>"
            f"<td align='right'>{side.card_points}</td>"
            f"<td>{say(side.target)}</td>"
            f"<td>{html.escape(won if side.won else lost)}</td></tr>"
        )
    return (
        f"<p>{say(told.verdict)}</p><table cellspacing='4' cellpadding='2'>{header}{rows}</table>"
    )


def deal_explanation(
    result: DealResult,
    names: Sequence[str],
    ranking: list[list[int]] | None = None,
    totals: Sequence[int] | None = None,
    viewer: int | None = None,
    faces: str | None = None,
) -> str:
    """A deal's result as rich text in the user's language: the contract, the sides' card
    points, every line of the scoring, the scores (and with ``totals`` the session's totals,
    with ``ranking`` the final ranking).  The result dialog and the review show it; what it
    says of ``viewer``'s seat it says in the second person; cards and suits are named for
    ``faces`` (by default the table's)."""

    def name(seat: int | None) -> str:
        return html.escape(names[seat]) if seat is not None and 0 <= seat < len(names) else ""

    def say(msg: Message) -> str:
        return html.escape(text(msg, names, faces, viewer=viewer))

    thrown_in = QCoreApplication.translate("ResultDialog", "Thrown in")
    nobody = QCoreApplication.translate("ResultDialog", "nobody")
    card_points = QCoreApplication.translate("ResultDialog", "Card points")
    scoring = QCoreApplication.translate("ResultDialog", "Scoring")
    scores = QCoreApplication.translate("ResultDialog", "Scores")
    this_deal = QCoreApplication.translate("ResultDialog", "this deal")
    total = QCoreApplication.translate("ResultDialog", "total")
    over = QCoreApplication.translate("ResultDialog", "The session is over")
    parts: list[str] = []
    told = result.explanation
    if told is not None and told.contract is not None:
        heading = say(told.contract)
        if told.declarer is not None:
            heading += " — " + name(told.declarer)
        parts.append(f"<h3>{heading}</h3>")
    elif not result.played or result.contract is None:
        parts.append(f"<h3>{html.escape(thrown_in)}</h3>")
    if told is not None:
        parts.append(_sides(told, name, say))
        if result.unassigned_points:
            parts.append(
                f"<p>{html.escape(nobody)}: {result.unassigned_points} "
                f"{html.escape(card_points)}</p>"
            )
    elif result.played and result.contract is not None:
        rows = "".join(
            f"<tr><td>{name(seat)}</td><td align='right'>{points}</td></tr>"
            for seat, points in enumerate(result.card_points)
        )
        if result.unassigned_points:
            rows += (
                f"<tr><td>{html.escape(nobody)}</td>"
                f"<td align='right'>{result.unassigned_points}</td></tr>"
            )
        parts.append(
            f"<p><b>{html.escape(card_points)}</b></p><table cellspacing='4' cellpadding='2'>{rows}</table>"
        )
    if result.lines:
        rows = ""
        for line in result.lines:
            value = formats.integer(line.value) if isinstance(line.value, int) else say(line.value)
            who = f" ({name(line.seat)})" if line.seat is not None else ""
            note = f"<br><small><i>{say(line.note)}</i></small>" if line.note is not None else ""
            rows += (
                f"<tr><td>{say(line.label)}{who}{note}</td>"
                f"<td align='right' valign='top'>{value}</td></tr>"
            )
        parts.append(
            f"<p><b>{html.escape(scoring)}</b></p><table cellspacing='4' cellpadding='2'>{rows}</table>"
        )
    sums = "" if totals is None else f"<th>{html.escape(total)}</th>"
    rows = "".join(
        f"<tr><td>{name(seat)}</td><td align='right'>{formats.integer(score, signed=True)}</td>"
        + (
            ""
            if totals is None
            else f"<td align='right'>{formats.integer(totals[seat]) if seat < len(totals) else ''}</td>"
        )
        + "</tr>"
        for seat, score in enumerate(result.scores)
    )
    parts.append(
        f"<p><b>{html.escape(scores)}</b></p><table cellspacing='4' cellpadding='2'>"
        f"<tr><th></th><th>{html.escape(this_deal)}</th>{sums}</tr>{rows}</table>"
    )
    if ranking is not None:
        items = "".join(
            f"<li>{', '.join(name(s) for s in place)} — {totals[place[0]] if totals else ''}</li>"
            for place in ranking
        )
        parts.append(f"<h3>{html.escape(over)}</h3><ol>{items}</ol>")
    return "".join(parts)


class ResultDialog(QDialog):
    """Shows one deal's result; ``accepted`` means "next deal" (or "done" after the last)."""

    def __init__(
        self,
        result: DealResult,
        names: Sequence[str],
        deal_number: int,
        planned: int,
        ranking: list[list[int]] | None,
        totals: Sequence[int],
        parent: QWidget | None = None,
        viewer: int | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("resultDialog")
        self.viewer = viewer
        self.setWindowTitle(
            self.tr("Deal %1 of %2").replace("%1", str(deal_number)).replace("%2", str(planned))
        )
        layout = QVBoxLayout(self)
        # the explanation as it reads, and a list of its lines for the keyboard and a screen
        # reader (Tab stops on it; Up and Down go from line to line)
        self.text = LinesLabel(self)
        self.text.setObjectName("resultText")
        self.text.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.text.setText(self.explain(result, names, ranking, totals))
        self.text.setAccessibleName(self.tr("The result of the deal"))
        self.text.setAccessibleDescription(self.tr("Up and Down read it line by line."))
        # a long explanation (a session's last deal with its ranking) scrolls, on any screen
        self.scroll_area = QScrollArea(self)
        self.scroll_area.setObjectName("resultScroll")
        self.scroll_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the lines take the focus
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setWidget(self.text)
        layout.addWidget(self.scroll_area, 1)
        buttons = QDialogButtonBox(self)
        label = self.tr("&Next deal") if ranking is None else self.tr("&Done")
        self.next_button = QPushButton(label, self)
        self.next_button.setObjectName("nextDeal")
        self.next_button.setDefault(True)
        buttons.addButton(self.next_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self.fit(520)
        self.next_button.setFocus()  # the dialog opens on its default action

    def fit(self, width: int, extra: int = 0) -> None:
        """Be ``width`` wide and as high as the explanation (and ``extra``) needs, within the
        screen the dialog opens on."""
        layout = self.layout()
        margins = layout.contentsMargins() if layout is not None else None
        side = margins.left() + margins.right() if margins is not None else 0
        inner = width - side - self.scroll_area.verticalScrollBar().sizeHint().width()
        height = self.text.heightForWidth(inner) + self.next_button.sizeHint().height() + 48
        fit_window(self, width, height + extra)

    def explain(
        self,
        result: DealResult,
        names: Sequence[str],
        ranking: list[list[int]] | None,
        totals: Sequence[int],
    ) -> str:
        return deal_explanation(result, names, ranking, totals, self.viewer)


__all__ = ["ResultDialog", "deal_explanation"]
