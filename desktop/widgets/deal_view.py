"""A stored deal, read only: its result explained (as after the deal) and its moves in order.

There is no review view yet; the statistics open this when a point is clicked.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QLabel, QPlainTextEdit, QVBoxLayout, QWidget

from stammtisch.engine.errors import StammtischError
from stammtisch.engine.records import DealRecord

from ..messages import text as message_text
from .result_dialog import ResultDialog


class DealViewDialog(ResultDialog):
    """One deal from the history: result, scores, and every move."""

    def __init__(
        self, record: DealRecord, names: Sequence[str], parent: QWidget | None = None
    ) -> None:
        state = record.replay()
        super().__init__(state.result(), names, 1, 1, None, list(state.result().scores), parent)
        self.setObjectName("dealViewDialog")
        self.setWindowTitle(self.tr("A deal from the history"))
        self.next_button.setText(self.tr("&Close"))
        moves = QPlainTextEdit(self)
        moves.setObjectName("dealMoves")
        moves.setReadOnly(True)
        labels = record.labels()
        lines = [
            f"{i + 1:3d}  {names[actor] if 0 <= actor < len(names) else actor}: "
            + ("?" if label is None else message_text(label))
            for i, ((actor, _), label) in enumerate(zip(record.actions, labels, strict=True))
        ]
        moves.setPlainText("\n".join(lines))
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)
        layout.insertWidget(1, QLabel(self.tr("Moves"), self))
        layout.insertWidget(2, moves)
        self.resize(520, 640)


def open_deal(record: DealRecord, names: Sequence[str], parent: QWidget) -> DealViewDialog | None:
    """Show ``record``; ``None`` when it does not replay (the caller says why)."""
    try:
        dialog = DealViewDialog(record, names, parent)
    except StammtischError:
        return None
    dialog.open()
    return dialog


__all__ = ["DealViewDialog", "open_deal"]
