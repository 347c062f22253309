"""The review after a deal ("Could I have won?"): trick by trick with every hand open, the
user's decisions graded with the better choice, "play on from here", and the deal's score
explained line by line as the result dialog explains it.

The grading runs in a background task (:attr:`ReviewDialog.grading`, the work of
:func:`~stammtisch.desktop.review.grading`); the tricks are shown at once.  "Play on from here" hands the exact position
before the chosen decision to the window (:attr:`ReviewDialog.playOn`), which
opens a practice table with the same cards.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut, QShowEvent, QTextOption
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from stammtisch.engine.coach import Grade, GradedDecision
from stammtisch.engine.coach.grades import hindsight_message
from stammtisch.engine.coach.hindsight import NOT_CARD_PLAY
from stammtisch.engine.coach.openhand import PerfectLine
from stammtisch.engine.coach.scale import Scale, scale_for, scale_value
from stammtisch.engine.errors import StammtischError
from stammtisch.engine.messages import Message, NumberArg
from stammtisch.engine.state import GameState

from ..display import hand_sort_key
from ..geometry import fit_window
from ..i18n import list_text
from ..messages import card_text, join_sentences, number_text
from ..messages import cards_text as messages_cards_text
from ..messages import text as message_text
from ..review import (
    SOLVE_SECONDS,
    Solution,
    TrickStep,
    grading,
    position_before,
    solving,
    trick_steps,
)
from ..tasks import TaskRunner
from .mnemonics import assign
from .result_dialog import deal_explanation
from .wrapping import Paragraph, PhraseBrowser, PhraseDelegate


def cards_text(cards: Sequence[int], faces: str = "french") -> str:
    """Cards as the table names them (:func:`~..messages.cards_text`): symbols side by side
    (``♠10 ♠K``), names as a list (``Gras-Ober, Herz-Sau``; German for French faces too)."""
    return messages_cards_text(cards, faces)


def line_value(
    position: GameState | None, line: Sequence[tuple[int, int]], seat: int
) -> float | None:
    """``seat``'s result on the coach's scale (:func:`scale_value`: the game's own score, a
    Skat defender the declarer's seen from its side) after ``line`` is played from
    ``position`` to the end of the deal (``None``: the line stops before the end)."""
    if position is None:
        return None
    state = position.clone()
    try:
        for _seat, card in line:
            state.apply_action(card)
    except StammtischError:
        return None
    return scale_value(state, seat) if state.is_terminal() else None


class ReviewDialog(QDialog):
    """One finished deal, reviewed for ``human``."""

    playOn = Signal(object)
    """The position (a :class:`GameState`) to play on from."""

    def __init__(
        self,
        final: GameState,
        human: int,
        names: Sequence[str],
        budget_ms: float = 400.0,
        work: int | None = None,
        parent: QWidget | None = None,
        solve_seconds: float = SOLVE_SECONDS,
        known: Mapping[int, GradedDecision | float] | None = None,
        over: QWidget | None = None,
        faces: str | None = None,
    ) -> None:
        """``over``: the window a review without a parent belongs to (it opens over it);
        ``faces``: the table's card faces (``"german"`` names the cards German-suited; by
        default the game's own faces)."""
        super().__init__(parent)
        self.setObjectName("reviewDialog")
        self.faces = faces or ("german" if final.game.FACES == "german" else "french")
        """How cards are named: as the table draws them."""
        self.sort_key = hand_sort_key(final)
        """Hands are shown in the table's order for the deal's contract."""
        self.solve_seconds = solve_seconds
        """The open-hand solver's time cap for one position."""
        self.final = final
        self.human = human
        self.names = list(names)
        self.steps: list[TrickStep] = trick_steps(final)
        self.step = 0
        self.graded: list[GradedDecision] = []
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.previous = QPushButton(self)
        self.previous.setObjectName("reviewPrevious")
        self.previous.setProperty("mnemonic", "P")
        self.previous.clicked.connect(lambda: self.show_step(self.step - 1))
        self.title = QLabel(self)
        self.title.setObjectName("reviewTitle")
        self.next = QPushButton(self)
        self.next.setObjectName("reviewNext")
        self.next.setProperty("mnemonic", "N")
        self.next.clicked.connect(lambda: self.show_step(self.step + 1))
        top.addWidget(self.previous)
        top.addWidget(self.title, 1)
        top.addWidget(self.next)
        layout.addLayout(top)
        grid = QGridLayout()
        self.hand_labels: list[QLabel] = []
        for seat in range(final.num_players):
            name = QLabel(self.names[seat] if seat < len(self.names) else str(seat), self)
            cards = Paragraph(self)
            cards.setObjectName(f"reviewHand{seat}")
            cards.setWordWrap(True)
            grid.addWidget(name, seat, 0)
            grid.addWidget(cards, seat, 1)
            self.hand_labels.append(cards)
        layout.addLayout(grid)
        self.trick = Paragraph(self)
        self.trick.setObjectName("reviewTrick")
        self.trick.setWordWrap(True)
        layout.addWidget(self.trick)
        self.status = QLabel(self)
        self.status.setObjectName("reviewStatus")
        layout.addWidget(self.status)
        self.perfect = Paragraph(self)
        self.perfect.setObjectName("reviewPerfect")
        self.perfect.setWordWrap(True)
        layout.addWidget(self.perfect)
        self.solving = QProgressBar(self)
        self.solving.setObjectName("reviewSolving")
        self.solving.setTextVisible(True)
        self.solving.hide()
        layout.addWidget(self.solving)
        self.perfect_line: PerfectLine | None = None
        self.solved_from: GameState | None = None
        """The position the open-hand solver was last asked about."""
        self.table = QTableWidget(0, 5, self)
        self.table.setObjectName("reviewDecisions")
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        # the two choices share the width; grade and the figures take what their words need
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        for column in (1, 3, 4):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.table.setTabKeyNavigation(False)  # Tab leaves the table; the arrows move in it
        # a long choice ("同じゲームを宣言（プレイ）") wraps and its row grows, never cut
        self.table.setWordWrap(True)
        self.table.setItemDelegate(PhraseDelegate(self.table))
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.itemSelectionChanged.connect(self._selected)
        # the chosen decision's judgement and hindsight in words, under the decisions (below)
        self.judged = Paragraph(self, "reviewJudgement")
        lower = QHBoxLayout()
        lower.addWidget(self.table, 3)
        self.explanation = PhraseBrowser(self)
        self.explanation.setObjectName("reviewResult")
        self.explanation.setOpenLinks(False)
        # lines break between words only: a narrow column never reads "Gegenspiele/r"
        self.explanation.setWordWrapMode(QTextOption.WrapMode.WordWrap)
        lower.addWidget(self.explanation, 2)
        layout.addLayout(lower, 1)
        layout.addWidget(self.judged)
        # the decisions and the result take the height the words above and below leave
        for scrolled in (self.table, self.explanation):
            scrolled.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        buttons = QDialogButtonBox(self)
        self.play_on = QPushButton(self)
        self.play_on.setObjectName("playOn")
        self.play_on.setProperty("mnemonic", "O")
        self.play_on.setEnabled(False)
        self.play_on.clicked.connect(self._play_on)
        buttons.addButton(self.play_on, QDialogButtonBox.ButtonRole.ActionRole)
        self.close_button = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        for key, step in ((Qt.Key.Key_PageUp, -1), (Qt.Key.Key_PageDown, 1)):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(lambda step=step: self.show_step(self.step + step))
        self.retranslate()
        fit_window(self, 900, 600, key="review", over=over)
        self.show_step(0)
        self._grader = TaskRunner(self)
        self._solver = TaskRunner(self, latest_only=True)
        self.grading = self._grader.start(grading(final.clone(), human, budget_ms, work, known))
        """The grading of the user's decisions: its ``done`` carries the graded decisions."""
        self.grading.progress.connect(lambda told: self._progress(*told))
        self.grading.done.connect(self._graded)
        self.grading.failed.connect(self._failed)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Review of the deal"))
        self.previous.setText(self.tr("◀ Previous trick"))
        self.next.setText(self.tr("Next trick ▶"))
        self.play_on.setText(self.tr("Play on from here"))
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Your choice"),
                self.tr("Grade"),
                self.tr("Better choice"),
                self.tr("Lost"),
                self.tr("In this deal"),
            ]
        )
        header = self.table.horizontalHeaderItem(4)
        if header is not None:
            header.setToolTip(self.tr("What the choice cost in this deal, with every hand open"))
        self.status.setText(self.tr("Grading your decisions…"))
        self.explanation.setHtml(
            deal_explanation(self.final.result(), self.names, viewer=self.human, faces=self.faces)
        )
        self._fit_explanation()
        self.table.setAccessibleName(self.tr("Your decisions, graded"))
        self.explanation.setAccessibleName(self.tr("The result of the deal"))
        self.previous.setToolTip(self.tr("Page Up"))
        self.next.setToolTip(self.tr("Page Down"))
        assign([self.previous, self.next, self.play_on], set())

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit_explanation()  # with the fonts the window is shown with

    def _fit_explanation(self) -> None:
        """The result's columns keep their words whole and apart: the pane is at least as
        wide as its tables need (:meth:`PhraseBrowser.least_width`), never more than half
        the dialog."""
        frame = 2 * self.explanation.frameWidth()
        bar = self.explanation.verticalScrollBar().sizeHint().width()
        need = self.explanation.least_width() + frame + bar + 2
        self.explanation.setMinimumWidth(min(need, max(200, self.width() // 2)))

    # --- the tricks ---------------------------------------------------------------------

    def card(self, card: int) -> str:
        """A card as the table names it."""
        return card_text(card, self.faces)

    def name(self, seat: int | None) -> str:
        if seat is None:
            return ""
        return self.names[seat] if 0 <= seat < len(self.names) else str(seat)

    def show_step(self, step: int) -> None:
        """Show trick ``step`` (0-based in :attr:`steps`; the last is the end of the deal)."""
        self.step = max(0, min(len(self.steps) - 1, step))
        shown = self.steps[self.step]
        tricks = len(self.steps) - 1
        if shown.number:
            self.title.setText(
                self.tr("Trick %1 of %2")
                .replace("%1", str(shown.number))
                .replace("%2", str(tricks))
            )
        else:
            self.title.setText(self.tr("The end of the deal"))
        for seat, label in enumerate(self.hand_labels):
            hand = sorted(shown.hands[seat], key=self.sort_key) if seat < len(shown.hands) else []
            label.setText(cards_text(hand, self.faces))
        if shown.plays:
            played = list_text(f"{self.name(s)} {self.card(c)}" for s, c in shown.plays)
            self.trick.setText(
                self.tr("Played: %1. You take the trick.").replace("%1", played)
                if shown.winner == self.human
                else self.tr("Played: %1. %2 takes the trick.")
                .replace("%1", played)
                .replace("%2", self.name(shown.winner))
            )
        else:
            self.trick.setText("")
        self.previous.setEnabled(self.step > 0)
        self.next.setEnabled(self.step < len(self.steps) - 1)

    def step_of(self, index: int) -> int:
        """The trick in which the action at ``history()[index]`` was taken (before play: 0)."""
        found = 0
        for i, step in enumerate(self.steps[:-1]):
            if step.index <= index:
                found = i
        return found

    # --- the grades ---------------------------------------------------------------------

    def grade_text(self, grade: Grade) -> str:
        return {
            Grade.BEST: self.tr("best"),
            Grade.GOOD: self.tr("good"),
            Grade.INACCURACY: self.tr("inaccuracy"),
            Grade.MISTAKE: self.tr("mistake"),
            Grade.BLUNDER: self.tr("blunder"),
        }[grade]

    def _progress(self, done: int, total: int) -> None:
        self.status.setText(
            self.tr("Grading your decisions… %1 of %2")
            .replace("%1", str(done))
            .replace("%2", str(total))
        )

    def _failed(self, detail: str) -> None:
        self.status.setText(
            self.tr("The coach could not grade this deal: %1").replace("%1", detail)
        )

    def _graded(self, graded: list[GradedDecision]) -> None:
        self.graded = list(graded)
        counts = {g: sum(1 for d in graded if d.grade is g) for g in Grade}
        summary = list_text(f"{self.grade_text(g)} {n}" for g, n in counts.items() if n)
        self.status.setText(self.tr("Your decisions: %1").replace("%1", summary))
        self.table.setRowCount(len(graded))
        for row, d in enumerate(graded):
            # a choice graded best was as good as the coach's within the search's noise:
            # naming a "better choice" beside it would contradict the grade
            best = d.grade is Grade.BEST
            better = "" if best or d.chosen == d.best else self.said(d.best_message)
            # a stored grade keeps its loss before its better choice is looked up again
            loss = "" if best else self.loss_text(d.loss, d.scale)
            cells = (
                self.said(d.chosen_message),
                self.grade_text(d.grade),
                better,
                loss,
                self.hindsight_cell(d),
            )
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(self.judgement_text(d))
                self.table.setItem(row, col, item)

    def loss_text(self, loss: float, scale: Scale | None) -> str:
        """A loss that is not nothing, never written 0.0: two decimals below one point, and
        "< 0.01" below that."""
        if loss < 0.005:
            return "< " + self.amount(0.01, scale, decimals=2)
        return self.amount(loss, scale, decimals=1 if loss >= 1 else 2)

    def hindsight_cell(self, d: GradedDecision) -> str:
        """What the choice cost in this deal with every hand open: "nothing", the cost, a dash
        where it is not known (too early) and nothing before the card play."""
        h = d.hindsight
        if h is None or h.status == NOT_CARD_PLAY:
            return ""
        cost = h.cost
        if cost is None:
            return "–"
        if cost <= 1e-9:
            return self.tr("nothing")
        return self.amount(cost, d.scale, decimals=1 if cost >= 1 else 2)

    def judgement_text(self, d: GradedDecision) -> str:
        """The grade and the hindsight in words: what the choice was worth given what you knew,
        and what it changed in this deal with every hand open."""
        said = [d.judgement(), hindsight_message(d)]
        return join_sentences([message_text(m, faces=self.faces) for m in said if m is not None])

    def amount(
        self, value: float, scale: Scale | None, signed: bool = False, decimals: int = 1
    ) -> str:
        """A number on a coach scale with its unit ("12.5 points", "-30 card points")."""
        number = number_text(NumberArg(value, decimals, signed=signed))
        if scale is None:
            return number
        unit = message_text(scale.unit_message())
        return self.tr("%1 %2", "a number and its unit").replace("%1", number).replace("%2", unit)

    def said(self, label: Message | None) -> str:
        """An action's engine label in the user's language; ``None`` is saying nothing."""
        return self.tr("Say nothing") if label is None else message_text(label, faces=self.faces)

    def _selected(self) -> None:
        rows = {i.row() for i in self.table.selectedItems()}
        self.play_on.setEnabled(bool(rows))
        if rows:
            decision = self.graded[min(rows)]
            self.show_step(self.step_of(decision.index))
            self.judged.setText(self.judgement_text(decision))
            self._solve(decision)
        else:
            self.judged.setText("")

    # --- could I have won? ----------------------------------------------------------------

    def _solve(self, decision: GradedDecision) -> None:
        """Ask the open-hand solver, in a worker, what perfect play from this decision on would
        have scored (any point of the card play; at most :attr:`solve_seconds`).  Only the
        latest question is answered: the solver of an earlier one is told to stop."""
        self.perfect_line = None
        self.perfect.setText(self.tr("Solving with every hand open…"))
        self.solving.setRange(0, 0)  # busy until the first card of the line is found
        self.solving.show()
        position = position_before(self.final, decision.index)
        self.solved_from = position.clone()
        task = self._solver.start(solving(position, self.human, self.solve_seconds))
        task.progress.connect(lambda told: self._solving(*told))
        task.done.connect(self._solved)
        task.failed.connect(self._solve_failed)

    def _solving(self, done: int, total: int) -> None:
        self.solving.setRange(0, total)
        self.solving.setValue(done)
        self.solving.setFormat(
            self.tr("Best line: %1 of %n cards", "", total).replace("%1", str(done))
        )

    def _solve_failed(self, detail: str) -> None:
        self.solving.hide()
        self.perfect.setText(
            self.tr("The search for the best play with every hand open failed: %1").replace(
                "%1", detail
            )
        )

    def _solved(self, solution: Solution) -> None:
        self.solving.hide()
        if not solution.finished:
            self.perfect.setText(
                self.tr(
                    "The search for the best play with every hand open did not finish in its "
                    "time (%1 s) from here, so there is no best line to show. Choose a later "
                    "decision: the fewer cards are left, the faster it is found."
                ).replace("%1", f"{self.solve_seconds:g}")
            )
            return
        found = solution.line
        self.perfect_line = found
        scale = scale_for(self.final)
        made = self.amount(scale_value(self.final, self.human), scale, signed=True)
        meaning = message_text(scale.name_message())
        if solution.estimate is not None:
            guess = solution.estimate
            self.perfect.setText(
                self.tr(
                    "Estimate (the solver cannot finish from here): with every hand open, "
                    "%1 play-outs score about %2 ± %3 for you (you scored %4). Scale: %5."
                )
                .replace("%1", str(guess.playouts))
                .replace("%2", self.amount(guess.mean, scale, signed=True))
                .replace("%3", number_text(NumberArg(guess.margin)))
                .replace("%4", made)
                .replace("%5", meaning)
            )
            return
        if found is None:
            self.perfect.setText(
                self.tr(
                    "The search for the best play with every hand open starts once the game is "
                    "settled: there is nothing to search before the card play."
                )
            )
            return
        cards = list_text(f"{self.name(s)} {self.card(c)}" for s, c in found.line[:8])
        more = " …" if len(found.line) > 8 else ""
        # both figures on the game's scale, read off the deal played to its end
        perfect = line_value(self.solved_from, found.line, self.human)
        if perfect is None:
            said = self.tr("With every hand open, the best line from here: %1").replace(
                "%1", cards + more
            )
            said = join_sentences([said, self.tr("(The time ran out before the end of the line.)")])
        else:
            said = (
                self.tr(
                    "With every hand open, perfect play from here scores %1 for you "
                    "(you scored %2). Scale: %4. Best line: %3"
                )
                .replace("%1", self.amount(perfect, scale, signed=True))
                .replace("%2", made)
                .replace("%3", cards + more)
                .replace("%4", meaning)
            )
        self.perfect.setText(said)

    def selected_decision(self) -> GradedDecision | None:
        rows = {i.row() for i in self.table.selectedItems()}
        return self.graded[min(rows)] if rows else None

    def _play_on(self) -> None:
        decision = self.selected_decision()
        if decision is not None:
            self.playOn.emit(position_before(self.final, decision.index))

    def done(self, result: int) -> None:
        self._grader.cancel()
        self._solver.cancel()
        super().done(result)

    def wait(self, timeout_ms: int = 30_000) -> bool:
        """Wait for the grading and the solver (tests, closing the window)."""
        return self._grader.wait(timeout_ms) and self._solver.wait(timeout_ms)


__all__ = ["ReviewDialog", "cards_text"]
