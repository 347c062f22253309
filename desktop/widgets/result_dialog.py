"""The end of a deal explained: contract, card points, each score line, the deal's scores;
at the end of the session, the ranking."""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPushButton, QVBoxLayout, QWidget

from stammtisch.engine.state import DealResult

from ..i18n import action_text, engine_text


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
    ) -> None:
        super().__init__(parent)
        self.setObjectName("resultDialog")
        self.setWindowTitle(
            self.tr("Deal %1 of %2").replace("%1", str(deal_number)).replace("%2", str(planned))
        )
        layout = QVBoxLayout(self)
        self.text = QLabel(self)
        self.text.setObjectName("resultText")
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setWordWrap(True)
        self.text.setText(self.explain(result, names, ranking, totals))
        layout.addWidget(self.text)
        buttons = QDialogButtonBox(self)
        label = self.tr("&Next deal") if ranking is None else self.tr("&Done")
        self.next_button = QPushButton(label, self)
        self.next_button.setObjectName("nextDeal")
        self.next_button.setDefault(True)
        buttons.addButton(self.next_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self.setMinimumWidth(420)

    def explain(
        self,
        result: DealResult,
        names: Sequence[str],
        ranking: list[list[int]] | None,
        totals: Sequence[int],
    ) -> str:
        def name(seat: int | None) -> str:
            return html.escape(names[seat]) if seat is not None and 0 <= seat < len(names) else ""

        thrown_in = self.tr("Thrown in")
        nobody = self.tr("nobody")
        card_points = self.tr("Card points")
        scoring = self.tr("Scoring")
        scores = self.tr("Scores")
        this_deal = self.tr("this deal")
        total = self.tr("total")
        over = self.tr("The session is over")
        parts: list[str] = []
        if not result.played or result.contract is None:
            parts.append(f"<h3>{html.escape(thrown_in)}</h3>")
        else:
            heading = html.escape(action_text(result.contract))
            if result.declarer is not None:
                heading += " — " + name(result.declarer)
            parts.append(f"<h3>{heading}</h3>")
            rows = "".join(
                f"<tr><td>{name(seat)}</td><td align='right'>{points}</td></tr>"
                for seat, points in enumerate(result.card_points)
            )
            if result.unassigned_points:
                rows += (
                    f"<tr><td>{html.escape(nobody)}</td>"
                    f"<td align='right'>{result.unassigned_points}</td></tr>"
                )
            parts.append(f"<p><b>{html.escape(card_points)}</b></p><table>{rows}</table>")
        if result.lines:
            rows = ""
            for line in result.lines:
                value = line.value if isinstance(line.value, int) else action_text(line.value)
                who = f" ({name(line.seat)})" if line.seat is not None else ""
                rows += (
                    f"<tr><td>{html.escape(engine_text(line.label))}{who}</td>"
                    f"<td align='right'>{html.escape(str(value))}</td></tr>"
                )
            parts.append(f"<p><b>{html.escape(scoring)}</b></p><table>{rows}</table>")
        rows = "".join(
            f"<tr><td>{name(seat)}</td><td align='right'>{score:+d}</td>"
            f"<td align='right'>{totals[seat] if seat < len(totals) else ''}</td></tr>"
            for seat, score in enumerate(result.scores)
        )
        parts.append(
            f"<p><b>{html.escape(scores)}</b></p><table>"
            f"<tr><th></th><th>{html.escape(this_deal)}</th>"
            f"<th>{html.escape(total)}</th></tr>{rows}</table>"
        )
        if ranking is not None:
            items = "".join(
                f"<li>{', '.join(name(s) for s in place)} — {totals[place[0]]}</li>"
                for place in ranking
            )
            parts.append(f"<h3>{html.escape(over)}</h3><ol>{items}</ol>")
        return "".join(parts)


__all__ = ["ResultDialog"]
