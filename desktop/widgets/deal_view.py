"""A stored deal replayed: the table as the user saw it, trick by trick, with every move and
the result explained.

The History view's Open and a click on a chart's point open it.  "Previous trick" and
"Next trick" (or Page Up / Page Down) step through the tricks; the list of moves steps
move by move (arrows, Home, End), and the table follows.  Each moment is said in a line
of text too (the trick, who took it), for a screen reader and for the keyboard.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from stammtisch.engine.errors import StammtischError
from stammtisch.engine.history.grading import history_index
from stammtisch.engine.records import DealRecord
from stammtisch.engine.state import CHANCE, GameState

from ..cardfaces import CardFaces, faces_for_game
from ..display import hand_sort_key
from ..geometry import fit_window
from ..i18n import list_text
from ..messages import card_text
from ..messages import text as message_text
from ..review import replay_to, trick_steps
from ..table_state import snapshot
from .result_dialog import deal_explanation
from .tab_order import follow_layout
from .table_scene import TableScene
from .table_view import TableView
from .wrapping import Paragraph, PhraseBrowser


def trick_moments(final: GameState) -> list[int]:
    """The moments a replay stops at, as history lengths: the first card about to be led
    (the contract settled), each trick just completed (the next about to be led), and the
    end of the deal; a deal without tricks has its end only."""
    steps = trick_steps(final)
    end = len(final.history())
    return [end] if len(steps) == 1 else [s.index for s in steps] + [end]


class DealViewDialog(QDialog):
    """One deal from the history, replayed for ``viewer`` (the user's seat)."""

    def __init__(
        self,
        record: DealRecord,
        names: Sequence[str],
        parent: QWidget | None = None,
        viewer: int = 0,
        faces: str = "french",
    ) -> None:
        super().__init__(parent)
        self.setObjectName("dealViewDialog")
        self.record = record
        self.final = record.replay()
        self.viewer = viewer
        self.names = list(names)
        self.moments = trick_moments(self.final)
        self.card_faces = self.final.game.FACES
        """How this game names its cards ("german": Schafkopf), whatever the table plays."""
        self.step = 0
        self.shown_length = -1
        style = faces_for_game(faces, self.final.game.FACES)
        self.scene = TableScene(CardFaces(style), self)
        self.scene.animation_ms = 0
        self.scene.trick_mode = "brief"
        self.scene.try_action = lambda _action: self.tr("This deal is over: it is only shown.")
        self.view = TableView(self.scene, self)
        self.previous = QPushButton(self)
        self.previous.setObjectName("replayPrevious")
        self.previous.clicked.connect(lambda: self.show_step(self.step - 1))
        self.next = QPushButton(self)
        self.next.setObjectName("replayNext")
        self.next.clicked.connect(lambda: self.show_step(self.step + 1))
        self.title = QLabel(self)
        self.title.setObjectName("replayTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.said = Paragraph(self)
        self.said.setObjectName("replaySaid")
        self.said.setWordWrap(True)
        self.said.setTextFormat(Qt.TextFormat.PlainText)
        self.moves = QListWidget(self)
        self.moves.setObjectName("dealMoves")
        labels = record.labels()
        for (actor, _), label in zip(record.actions, labels, strict=True):
            who = self.names[actor] if 0 <= actor < len(self.names) else str(actor)
            said = (
                "?"
                if label is None
                else message_text(label, self.names, self.card_faces, viewer=viewer)
            )
            self.moves.addItem(f"{who}: {said}")
        self.moves.currentRowChanged.connect(self._move_chosen)
        self.result_text = PhraseBrowser(self)
        self.result_text.setObjectName("dealResult")
        self.result_text.setHtml(deal_explanation(self.final.result(), self.names, viewer=viewer))
        self.moves_label = QLabel(self)
        self.moves_label.setBuddy(self.moves)
        self.result_label = QLabel(self)
        self.result_label.setBuddy(self.result_text)
        side = QWidget(self)
        column = QVBoxLayout(side)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.moves_label)
        column.addWidget(self.moves, 1)
        column.addWidget(self.result_label)
        column.addWidget(self.result_text, 1)
        split = QSplitter(Qt.Orientation.Horizontal, self)
        split.addWidget(self.view)
        split.addWidget(side)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setChildrenCollapsible(False)
        self.split = split
        top = QHBoxLayout()
        top.addWidget(self.previous)
        top.addWidget(self.title, 1)
        top.addWidget(self.next)
        buttons = QDialogButtonBox(self)
        self.close_button = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(split, 1)
        layout.addWidget(self.said)
        layout.addWidget(buttons)
        # Page Up / Page Down turn the tricks wherever the focus is in the dialog (the list of
        # moves and the result text would take them for scrolling)
        for key, step in ((Qt.Key.Key_PageUp, -1), (Qt.Key.Key_PageDown, 1)):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(lambda step=step: self.show_step(self.step + step))
        follow_layout(self)  # Tab: the tricks' buttons, the table, the moves, the result
        self.retranslate()
        self._size()
        self.split.setSizes([self.width() * 3 // 5, self.width() * 2 // 5])
        self.show_step(0)

    def _size(self) -> None:
        """1000 × 660, or what the screen has room for (kept between starts)."""
        fit_window(self, 1000, 660, key="historyDeal")

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("A deal from the history"))
        self.previous.setText(self.tr("◀ &Previous trick"))
        self.next.setText(self.tr("&Next trick ▶"))
        self.moves_label.setText(self.tr("&Moves"))
        self.result_label.setText(self.tr("&Result"))

    # --- moments ----------------------------------------------------------------------

    def name(self, seat: int | None) -> str:
        if seat is None:
            return ""
        return self.names[seat] if 0 <= seat < len(self.names) else str(seat)

    def show_step(self, step: int) -> None:
        """Show moment ``step`` (0: before the first card; the last: the end of the deal)."""
        self.step = max(0, min(len(self.moments) - 1, step))
        self.show_length(self.moments[self.step])
        tricks = len(self.moments) - 2
        if self.step == len(self.moments) - 1:
            self.title.setText(self.tr("The end of the deal"))
        elif self.step == 0:
            self.title.setText(self.tr("Before the first trick"))
        else:
            self.title.setText(
                self.tr("Trick %1 of %2").replace("%1", str(self.step)).replace("%2", str(tricks))
            )
        self.previous.setEnabled(self.step > 0)
        self.next.setEnabled(self.step < len(self.moments) - 1)

    def show_length(self, length: int) -> None:
        """Lay the table out as the viewer saw it after the deal's first ``length`` history
        entries, and say the last trick completed."""
        state = replay_to(self.final, length)
        snap = snapshot(state, self.viewer)
        self.scene.sort_key = hand_sort_key(state)
        # a new key each time: the scene lays the table out afresh, backwards too
        self.scene.show_table(snap, self.names, None, deal_id=length + 1)
        self.shown_length = length
        moves = sum(1 for actor, _ in self.final.history()[:length] if actor != CHANCE)
        self.moves.blockSignals(True)
        self.moves.setCurrentRow(moves - 1)
        self.moves.blockSignals(False)
        if snap.last_trick and not snap.trick:
            played = list_text(
                f"{self.name(tc.seat)} {card_text(tc.card, self.card_faces)}"
                for tc in snap.last_trick
            )
            self.said.setText(
                self.tr("Played: %1. You take the trick.").replace("%1", played)
                if snap.last_trick_winner == self.viewer
                else self.tr("Played: %1. %2 takes the trick.")
                .replace("%1", played)
                .replace("%2", self.name(snap.last_trick_winner))
            )
        elif length >= len(self.final.history()):
            self.said.setText(self.tr("The deal is over: its result is on the right."))
        else:
            self.said.setText("")
        self.said.setAccessibleName(self.said.text())

    def _move_chosen(self, row: int) -> None:
        if row < 0:
            return
        try:
            index = history_index(self.final, row)
        except IndexError:
            return
        self.show_length(index + 1)
        self.title.setText(
            self.tr("Move %1 of %2")
            .replace("%1", str(row + 1))
            .replace("%2", str(self.moves.count()))
        )

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_PageDown:
            self.show_step(self.step + 1)
        elif event.key() == Qt.Key.Key_PageUp:
            self.show_step(self.step - 1)
        else:
            super().keyPressEvent(event)


def open_deal(
    record: DealRecord,
    names: Sequence[str],
    parent: QWidget,
    viewer: int = 0,
    faces: str = "french",
) -> DealViewDialog | None:
    """Show ``record`` replayed; ``None`` when it does not replay (the caller says why)."""
    try:
        dialog = DealViewDialog(record, names, parent, viewer, faces)
    except StammtischError:
        return None
    dialog.show()
    return dialog


__all__ = ["DealViewDialog", "open_deal", "trick_moments"]
