"""Learn ▸ Practice from your games: a position of one of the user's own deals, shown as
they saw it, and "find a better card".

The puzzle's logic is the engine's (:mod:`stammtisch.engine.practice`): these
widgets show the position on the real table, pass the user's answer (a card
clicked on the table, or a button for other decisions), and show the verdict with
the coach's reasons and when the puzzle comes back.
"""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QCoreApplication, QEvent, QTimer, Signal
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from stammtisch.engine.errors import StammtischError
from stammtisch.engine.messages import Message
from stammtisch.engine.practice import NOTHING, PracticeItem, PracticeStore, Verdict
from stammtisch.engine.practice.puzzle import action_of, token
from stammtisch.engine.state import GameState

from ..cardfaces import CardFaces, faces_for_game
from ..display import hand_sort_key
from ..geometry import fit_window
from ..messages import text as message_text
from ..practice import PuzzleMaker, comes_back_text, date_text, grade_text
from ..table_state import snapshot
from .learn_parts import AnswerGrid, paragraph, seat_names
from .table_scene import TableScene
from .table_view import TableView

CONTEXT = "Practice"
MAX_OPTIONS = 8
"""At most this many answer buttons for a decision that is not a card."""


class PracticeWindow(QDialog):
    """The puzzles due today, one after the other; given a ``deal_id``, the puzzles made
    from that deal (due or not), in the deal's order."""

    answered = Signal()
    """An answer was given and the puzzle rescheduled."""

    def __init__(
        self,
        practice: PracticeStore,
        maker: PuzzleMaker | None,
        faces: str,
        parent: QWidget | None = None,
        deal_id: int | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("practiceWindow")
        self.practice = practice
        self.deal_id = deal_id
        self.answered_here: set[int] = set()
        """The action indices of this deal's puzzles answered in this window."""
        self.answers = 0
        """Answers given in this window (the counter's "of")."""
        self.right = 0
        """Right answers given in this window."""
        self.names: list[str] = []
        """The seats' names in the puzzle's deal, as its record has them ("You" for the user)."""
        self.maker = maker
        self.face_setting = faces
        self.item: PracticeItem | None = None
        self.state: GameState | None = None
        self.verdict: Verdict | None = None
        self.faces = CardFaces(faces_for_game(faces, "french"))
        self.scene = TableScene(self.faces, self)
        self.scene.animation_ms = 0
        self.scene.try_action = self._card_tried
        self.scene.refused.connect(self._refused)
        self.view = TableView(self.scene, self)
        self.title_label = QLabel(self)
        self.title_label.setObjectName("practiceTitle")
        self.counter_label = QLabel(self)
        self.counter_label.setObjectName("practiceCounter")
        self.text_label = paragraph("practiceText", self)
        self.feedback_label = paragraph("practiceFeedback", self)
        self.choices = AnswerGrid(self.answer, "practice_", self)
        self.next_button = QPushButton(self)
        self.next_button.setObjectName("practiceNext")
        self.next_button.clicked.connect(self.load)
        self.close_button = QPushButton(self)
        self.close_button.clicked.connect(self.accept)
        panel = QVBoxLayout()
        for widget in (
            self.title_label,
            self.counter_label,
            self.text_label,
            self.choices,
            self.feedback_label,
        ):
            panel.addWidget(widget)
        panel.addStretch(1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.next_button)
        buttons.addWidget(self.close_button)
        panel.addLayout(buttons)
        side = QWidget(self)
        side.setLayout(panel)
        side.setMinimumWidth(360)
        layout = QHBoxLayout(self)
        layout.addWidget(self.view, 3)
        layout.addWidget(side, 2)
        fit_window(self, 1180, 720, key="practicePuzzles")
        if maker is not None:
            maker.changed.connect(self._puzzles_changed)
        self.load()

    # --- showing ----------------------------------------------------------------

    def load(self) -> None:
        """Show the next puzzle due today, or say why there is none."""
        self.verdict = None
        self.feedback_label.clear()
        self.item = None
        self.state = None
        while True:
            due = self.practice.due(1) if self.deal_id is None else self._of_deal()
            if not due:
                self._show_none()
                return
            item = due[0]
            try:
                record = self.practice.history.deal_record(item.puzzle.deal_id)
                state = item.puzzle.position(record)
            except (StammtischError, ValueError) as exc:
                self.practice.set_unusable(item.puzzle.deal_id, item.puzzle.action_index, str(exc))
                continue
            self.names = self._seat_names(record.seats, state, item.puzzle.seat)
            self._show_puzzle(item, state)
            return

    @staticmethod
    def _seat_names(seats: tuple[str, ...], state: GameState, user: int) -> list[str]:
        """The players' names as the deal's record keeps them ("You" for the user); a seat
        the record does not name keeps the generic "Player n"."""
        generic = seat_names(state.game.num_players, user)
        return [
            generic[s] if s == user or s >= len(seats) or not seats[s].strip() else seats[s]
            for s in range(state.game.num_players)
        ]

    def said(self, message: Message) -> str:
        """An engine message as this puzzle's table words it: the game's own card names (a
        Schafkopf card German-suited), the players' names, the user as "you"."""
        assert self.item is not None and self.state is not None
        faces = "german" if self.state.game.FACES == "german" else "french"
        return message_text(message, names=self.names, faces=faces, viewer=self.item.puzzle.seat)

    def _of_deal(self) -> list[PracticeItem]:
        """This deal's puzzles not answered here yet."""
        assert self.deal_id is not None
        return [
            item
            for item in self.practice.of_deal(self.deal_id)
            if item.puzzle.action_index not in self.answered_here
        ]

    def _texts(self) -> None:
        title = (
            QCoreApplication.translate("Practice", "Practice from your games")
            if self.deal_id is None
            else QCoreApplication.translate("Practice", "Practice from this deal")
        )
        self.setWindowTitle(title)
        self.title_label.setText("<b>" + title + "</b>")
        self.counter_label.setText(
            QCoreApplication.translate("Practice", "Due today: %1 · right: %2 of %3")
            .replace("%1", str(self.practice.count_due()))
            .replace("%2", str(self.right))
            .replace("%3", str(self.answers))
        )
        self.next_button.setText(QCoreApplication.translate("Practice", "Next puzzle"))
        self.close_button.setText(QCoreApplication.translate("LessonView", "Close"))

    def _show_none(self) -> None:
        """No puzzle due: being prepared, none yet, or the day the next comes back."""
        self._texts()
        self.view.setVisible(False)
        self.choices.set_choices([])
        self.next_button.setEnabled(False)
        if self.deal_id is not None:
            self.text_label.setText(self._deal_done())
            return
        pending = self.practice.count_pending()
        counts = self.practice.counts()
        following = self.practice.next_due()
        if pending:
            line = QCoreApplication.translate(
                "Practice", "Preparing %n puzzles from your games…", None, pending
            )
            if self.maker is not None:
                self.maker.start()
        elif following is not None:
            line = QCoreApplication.translate(
                "Practice", "Nothing to practise today: the next puzzle comes back on %1."
            ).replace("%1", date_text(following))
        elif counts["solved"]:
            line = QCoreApplication.translate(
                "Practice", "Every puzzle is solved. New ones come from your next games."
            )
        else:
            line = QCoreApplication.translate(
                "Practice",
                "No puzzles yet: when the coach grades one of your moves a mistake or a blunder, "
                "that position comes back here to practise.",
            )
        self.text_label.setText(line)

    def _deal_done(self) -> str:
        """Why this deal has no puzzle to show: being made, all answered, or none."""
        assert self.deal_id is not None
        pending = self.practice.count_pending_of(self.deal_id)
        if pending:
            if self.maker is not None:
                self.maker.first_deal = self.deal_id
                self.maker.start()
            return QCoreApplication.translate(
                "Practice", "Preparing %n puzzles from this deal…", None, pending
            )
        if self.answered_here:
            return QCoreApplication.translate(
                "Practice", "You have answered every puzzle from this deal."
            )
        return QCoreApplication.translate(
            "Practice",
            "No puzzles from this deal: the coach graded none of your decisions in it a "
            "mistake or a blunder.",
        )

    def _show_puzzle(self, item: PracticeItem, state: GameState) -> None:
        self.item, self.state = item, state
        puzzle = item.puzzle
        self._texts()
        self.view.setVisible(True)
        self.next_button.setEnabled(False)
        self._show_table(state, puzzle.card)
        chosen = puzzle.label(puzzle.chosen)
        played = self.said(chosen) if chosen is not None else puzzle.chosen
        ask = (
            QCoreApplication.translate("Practice", "Find a better card.")
            if puzzle.card
            else QCoreApplication.translate("Practice", "Find a better decision.")
        )
        self.text_label.setText(
            QCoreApplication.translate(
                "Practice", "Your choice in this deal: %1. The coach graded it %2."
            )
            .replace("%1", played)
            .replace("%2", grade_text(puzzle.grade))
            + "\n"
            + ask
        )
        self.choices.set_choices([] if puzzle.card else self._options(state))

    def _show_table(self, state: GameState, cards: bool) -> None:
        assert self.item is not None
        seat = self.item.puzzle.seat
        style = faces_for_game(self.face_setting, state.game.FACES)
        if style != self.faces.style:
            self.faces = CardFaces(style)
            self.scene.set_faces(self.faces)
        legal = (
            {a for a in state.legal_actions() if state.describe_action(a).is_card}
            if cards
            else None
        )
        self.scene.sort_key = hand_sort_key(state)
        names = self.names or seat_names(state.game.num_players, seat)
        self.scene.show_table(snapshot(state, seat), names, legal, deal_id=self.item.puzzle.deal_id)

    def _options(self, state: GameState) -> list[tuple[str, str]]:
        """The answer buttons of a decision that is not a card: (token, label), in the
        engine's order of the options (not the coach's ranking)."""
        assert self.item is not None
        puzzle = self.item.puzzle
        seat = puzzle.seat
        actions = state.legal_actions() if puzzle.in_turn else state.out_of_turn_actions(seat)
        tokens = [token(state, a) for a in actions]
        tokens = [t for t in tokens if t in puzzle.values]
        tokens += [t for t in puzzle.values if t not in tokens and t == NOTHING]
        # many options (a bid): the answers, the choice made and the likeliest others
        keep = {*puzzle.accepted, puzzle.chosen}
        others = sorted((t for t in tokens if t not in keep), key=lambda t: -puzzle.values[t])
        keep.update(others[: max(0, MAX_OPTIONS - len(keep))])
        tokens = [t for t in tokens if t in keep]
        out = []
        for t in tokens:
            label = puzzle.label(t)
            out.append((t, self.said(label) if label is not None else t))
        return out

    # --- answering --------------------------------------------------------------

    def answer(self, given: str) -> Verdict | None:
        """Answer the puzzle shown with ``given`` (a token: "HA", "18", ``NOTHING``)."""
        if self.item is None or self.verdict is not None or self.state is None:
            return None
        today = self.practice.clock()
        verdict, item = self.practice.answer(self.item, given)
        self.verdict, self.item = verdict, item
        self.answered_here.add(item.puzzle.action_index)
        self.answers += 1
        self.right += verdict.right
        puzzle = item.puzzle
        lines: list[str] = []
        if verdict.right:
            lines.append(QCoreApplication.translate("Practice", "Right!"))
            lines.extend(self.said(m) for m in verdict.reasons)
            self.feedback_label.setStyleSheet("color: #1b6e20;")
        else:
            best = puzzle.label(verdict.best)
            lines.append(
                QCoreApplication.translate(
                    "Practice", "Not this one. The coach's choice: %1."
                ).replace("%1", self.said(best) if best is not None else verdict.best)
            )
            lines.extend(self.said(m) for m in verdict.reasons)
            if verdict.gave_up is not None:
                lines.append(self.said(verdict.gave_up))
            self.feedback_label.setStyleSheet("color: #b3261e;")
        lines.append(comes_back_text(item.schedule.due, today, item.schedule.solved))
        self.feedback_label.setText("\n".join(lines))
        self.choices.set_choices([])
        self.next_button.setEnabled(True)
        self._texts()
        if verdict.right and puzzle.card:
            QTimer.singleShot(0, lambda: self._show_played(given))
        elif puzzle.card:
            QTimer.singleShot(0, self._show_answered)
        self.answered.emit()
        return verdict

    def _show_played(self, given: str) -> None:
        """The right card on the trick."""
        state = self.state
        if state is None or self.item is None:
            return
        after = state.clone()
        after.apply_action(action_of(state, given))
        self._show_table(after, cards=False)

    def _show_answered(self) -> None:
        """The position again, no card to play any more."""
        if self.state is not None and self.item is not None:
            self._show_table(self.state, cards=False)

    def _card_tried(self, card: int) -> str | None:
        state, item = self.state, self.item
        if state is None or item is None or not item.puzzle.card or self.verdict is not None:
            return ""
        if not state.is_legal(card):
            return self.said(state.illegal_reason(card))
        verdict = self.answer(token(state, card))
        return None if verdict is not None and verdict.right else ""

    def _refused(self, reason: str) -> None:
        if reason and self.verdict is None:
            self.feedback_label.setStyleSheet("color: #b3261e;")
            self.feedback_label.setText(reason)

    def _puzzles_changed(self) -> None:
        if self.item is None:
            self.load()
        else:
            self._texts()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        """The texts in the new language (an answer given stays answered)."""
        if self.item is not None and self.state is not None and self.verdict is None:
            self._show_puzzle(self.item, self.state)
        elif self.item is None:
            self._show_none()
        else:
            self._texts()

    def done(self, result: int) -> None:
        if self.maker is not None:
            with contextlib.suppress(RuntimeError, TypeError):
                self.maker.changed.disconnect(self._puzzles_changed)
        super().done(result)


__all__ = ["PracticeWindow"]
