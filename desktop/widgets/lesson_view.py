"""Learn: the Learn menu, each game's path of lessons with the stars earned, and a lesson
played on the real table with a panel beside it.

The lesson's logic is :class:`~stammtisch.engine.lessons.LessonRun`; these widgets
only show its steps, pass the user's answers (a card clicked on the table, a
button) and keep the stars in the settings.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QIcon, QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QMessageBox,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from stammtisch.engine.cards import card_str, parse_card, symbol_str
from stammtisch.engine.coach import Hint
from stammtisch.engine.errors import StammtischError
from stammtisch.engine.history.store import HistoryStore
from stammtisch.engine.lessons import (
    Act,
    Ask,
    Explain,
    Feedback,
    Lesson,
    LessonRun,
    LessonText,
    load_all,
)
from stammtisch.engine.lessons.runner import judged_step, step_values
from stammtisch.engine.messages import Message
from stammtisch.engine.practice import Clock, PracticeStore
from stammtisch.engine.registry import game_class
from stammtisch.engine.rule_words import title

from ..cardfaces import CardFaces, faces_for_game
from ..display import hand_sort_key
from ..geometry import fit_window
from ..hints import HintRequester
from ..i18n import list_text
from ..lessons import Progress, stars_text, text
from ..messages import card_text, join_sentences
from ..messages import text as message_text
from ..practice import PuzzleMaker
from ..settings import AppSettings
from ..table_state import snapshot
from ..tasks import Control, TaskRunner
from .learn_parts import ICON_WIDTH, AnswerGrid, CardRow, paragraph
from .new_game import COMPUTER_NAMES
from .practice_view import PracticeWindow
from .table_scene import TableScene
from .table_view import TableView
from .wrapping import Paragraph

CONTEXT = "LessonView"
MAX_WORD_CHOICES = 6
PACE_MS = 900
"""How long each of the lesson's own moves stays on its own before the next is played."""


def lesson_paths() -> dict[str, list[Lesson]]:
    """Each game that has lessons, with its path in order."""
    return {game: lessons for game, lessons in load_all().items() if lessons}


def _game_title(game: str) -> str:
    return message_text(title(game_class(game)))


def lesson_seat_names(players: int, user: int) -> list[str]:
    """The players at a lesson's table: "You" for the learner, and the names the new-game
    dialog gives the computer players, from the learner's left."""
    return [
        QCoreApplication.translate("LessonView", "You")
        if seat == user
        else COMPUTER_NAMES[(seat - user - 1) % players % len(COMPUTER_NAMES)]
        for seat in range(players)
    ]


class LessonWindow(QDialog):
    """One lesson: the prepared deal on the real table, the step's text and answers beside it."""

    completed = Signal(int)
    """The lesson is over; the stars earned this time."""

    def __init__(
        self,
        lesson: Lesson,
        progress: Progress,
        faces: str,
        parent: QWidget | None = None,
        pace_ms: int = PACE_MS,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("lessonWindow")
        self.lesson = lesson
        self.progress = progress
        self.run = LessonRun(lesson)
        self.waiting = False
        """A step was just answered right: its explanation shows until Next."""
        self.feedback: Feedback | None = None
        self.pace_ms = pace_ms
        """The pause between the lesson's own moves (0: all at once)."""
        self.mover = QTimer(self)
        self.mover.setSingleShot(True)
        self.mover.timeout.connect(self.play_move)
        self.how_at: int | None = None
        """The step that says how to play a card: the first that asks for one."""
        self.hinter: HintRequester | None = None
        """The coach, in a guided deal: H asks it about the act step shown."""
        self.hint_for: int | None = None
        self.released = -1
        """The point of the deal (actions played) at which the learner went on from a
        finished trick the lesson's own moves left on the table."""
        self.held: str | None = None
        """An answer to a card step given before its cards were valued: judged when they are."""
        self.valuer = TaskRunner(self)
        """Values the lesson's card steps from the deal, one after the other, off the GUI
        thread (:func:`~stammtisch.engine.lessons.runner.step_values`)."""
        game = game_class(lesson.game)
        self.faces = CardFaces(faces_for_game(faces, game.FACES))
        self.scene = TableScene(self.faces, self)
        self.scene.animation_ms = 0
        self.scene.try_action = self._card_tried
        self.view = TableView(self.scene, self)
        self.view.setVisible(lesson.deal is not None)
        self.view.installEventFilter(self)  # Space on the table goes on from a finished trick
        self.title_label = Paragraph(self)
        self.title_label.setObjectName("lessonTitle")
        self.title_label.setWordWrap(True)
        self.counter_label = QLabel(self)
        self.text_label = paragraph("lessonText", self)
        self.goal_label = paragraph("lessonGoal", self)
        self.goal_label.setStyleSheet("font-weight: bold;")
        self.howto_label = paragraph("lessonHowTo", self)
        self.howto_label.setStyleSheet("color: palette(mid);")
        self.cards = CardRow(self.faces, self)
        self.feedback_label = paragraph("lessonFeedback", self)
        self.stars_label = QLabel(self)
        self.stars_label.setObjectName("lessonStars")
        self.stars_label.setStyleSheet("font-size: 28px; color: #c9a227;")
        self.choices = AnswerGrid(self.answer, "answer_", self, self._card_icon)
        self.next_button = QPushButton(self)
        self.next_button.setObjectName("lessonNext")
        self.next_button.clicked.connect(self.go_on)
        self.hint_button = QPushButton(self)
        self.hint_button.setObjectName("lessonHint")
        self.hint_button.clicked.connect(self.ask_hint)
        self.hint_button.setVisible(False)
        self.hint_label = paragraph("lessonHintText", self)
        if lesson.guided:
            self.hinter = HintRequester(self)
            self.hinter.ready.connect(self._show_hint)
            self.hinter.failed.connect(lambda _error: self.hint_label.clear())
        panel = QVBoxLayout()
        for widget in (
            self.title_label,
            self.counter_label,
            self.text_label,
            self.goal_label,
            self.howto_label,
            self.cards,
            self.choices,
            self.hint_button,
            self.hint_label,
            self.feedback_label,
            self.stars_label,
        ):
            panel.addWidget(widget)
        panel.addStretch(1)
        panel.addWidget(self.next_button)
        side = QWidget(self)
        side.setLayout(panel)
        side.setMinimumWidth(340)
        layout = QHBoxLayout(self)
        layout.addWidget(self.view, 3)
        layout.addWidget(side, 2)
        if lesson.deal is not None:
            fit_window(self, 1180, 760, key="lesson")
        else:
            fit_window(self, 620, 520, key="lessonText")
        self._value_steps()
        self.show_step()

    # --- the card steps valued from the deal ------------------------------------------

    def _value_steps(self) -> None:
        """Value every card step (from the deal) and evaluate every decision step (from the
        hand) in the background, in order, while the learner reads."""
        lesson = self.lesson
        if lesson.deal is None:
            return
        steps = [i for i in range(len(lesson.steps)) if isinstance(lesson.steps[i], Act)]

        def work(control: Control) -> object:
            for index in steps:
                control.check()
                if judged_step(lesson, index):
                    control.progress(index, step_values(lesson, index, should_stop=control.stopped))
            return None

        task = self.valuer.start(work)
        task.progress.connect(self._valued)
        task.failed.connect(lambda _error: self._valuing_failed(steps))

    def _valuing_failed(self, steps: list[int]) -> None:
        """The valuing broke off: the steps not valued are judged by their goals."""
        for index in steps:
            if index >= self.run.index and self.run.values_known(index) is False:
                self._valued((index, None))

    def _valued(self, report: object) -> None:
        """A step's cards are valued: keep them, and judge an answer held for them."""
        assert isinstance(report, tuple)
        index, values = report
        self.run.set_values(index, values)
        if self.held is not None and index == self.run.index and not self.run.needs_values():
            given, self.held = self.held, None
            self.answer(given)

    # --- showing ----------------------------------------------------------------

    def show_step(self) -> None:
        """Show the current step (or the summary once the lesson is over)."""
        run = self.run
        self.setWindowTitle(self._t(self.lesson.title))
        self.title_label.setText(f"<b>{self._html(self._t(self.lesson.title))}</b>")
        total = len(self.lesson.steps)
        shown = min(run.index + (0 if self.waiting else 1), total)
        self.counter_label.setText(
            QCoreApplication.translate("LessonView", "Step %1 of %2")
            .replace("%1", str(shown))
            .replace("%2", str(total))
        )
        self._show_table()
        step = run.step
        self._show_hint_button()
        if not self.waiting and run.pending():
            self._show_moves()
            return
        self.goal_label.clear()
        self.howto_label.clear()
        if self.waiting:
            self._set_choices([])
            self.next_button.setText(QCoreApplication.translate("LessonView", "Next"))
            self.next_button.setEnabled(True)
            return
        self.feedback_label.clear()
        self.stars_label.clear()
        self.cards.show_cards(() if step is None or isinstance(step, Act) else step.cards)
        if step is None:
            self._show_summary()
        elif isinstance(step, Explain):
            self.text_label.setText(self._t(step.text))
            self._set_choices([])
            self.next_button.setText(QCoreApplication.translate("LessonView", "Next"))
            self.next_button.setEnabled(True)
        else:
            self.text_label.setText(self._t(step.prompt))
            if isinstance(step, Act):
                self.goal_label.setText(self._said(run.goal()))
                if self.how_at is None and self._asks_card(step):
                    self.how_at = run.index
                if self.how_at == run.index:
                    self.howto_label.setText(
                        QCoreApplication.translate(
                            "LessonView",
                            "To play a card, double-click it or drag it to the middle of the "
                            "table; or choose it with the arrow keys and press Enter.",
                        )
                    )
            self._set_choices(self._offered(step))
            self.next_button.setText(QCoreApplication.translate("LessonView", "Next"))
            self.next_button.setEnabled(False)

    def _show_summary(self) -> None:
        run = self.run
        best = self.progress.record(self.lesson, run.stars)
        summary = self._t(self.lesson.summary) if self.lesson.summary is not None else ""
        done = QCoreApplication.translate(
            "LessonView",
            "Lesson complete: %1 of %n steps right at the first try.",
            None,
            self.lesson.scored_steps,
        ).replace("%1", str(run.first_try))
        self.text_label.setText(f"{summary}\n\n{done}".strip())
        self.stars_label.setText(stars_text(run.stars))
        self.stars_label.setToolTip(
            QCoreApplication.translate("LessonView", "Best: %1").replace("%1", stars_text(best))
        )
        self._set_choices([])
        self.next_button.setText(QCoreApplication.translate("LessonView", "Close"))
        self.next_button.setEnabled(True)
        self.completed.emit(run.stars)

    def _names(self) -> list[str]:
        state = self.run.state
        return lesson_seat_names(state.game.num_players, self.lesson.user) if state else []

    def _said(self, msg: Message) -> str:
        """A message about this table, said to the learner ("you" for the learner's seat)."""
        return message_text(msg, names=self._names() or None, viewer=self.lesson.user)

    def _t(self, value: LessonText | None) -> str:
        """A lesson text in the user's language, its cards and seats written out."""
        if value is None:
            return ""
        return text(value, self.faces.style, self._names())

    # --- the coach, in a guided deal ---------------------------------------------------

    def _hint_open(self) -> bool:
        """Whether H may ask the coach now: an act step of a guided deal awaits its answer."""
        run = self.run
        return (
            self.hinter is not None
            and isinstance(run.step, Act)
            and not self.waiting
            and not run.pending()
        )

    def _show_hint_button(self) -> None:
        self.hint_button.setText(QCoreApplication.translate("LessonView", "Hint (H)"))
        self.hint_button.setVisible(self._hint_open())
        if self.hint_for != self.run.index or self.waiting:
            self.hint_label.clear()
            self.hint_for = None
            if self.hinter is not None:
                self.hinter.cancel()

    def ask_hint(self) -> None:
        """Ask the coach about the act step shown (in a background task)."""
        if not self._hint_open() or self.hinter is None or self.run.state is None:
            return
        self.hint_for = self.run.index
        self.hint_label.setText(QCoreApplication.translate("LessonView", "Thinking…"))
        self.hinter.request(self.run.state, self.lesson.user)

    def _show_hint(self, hint: Hint) -> None:
        """The coach's advice with its reasons.  Where the coach's choice does not meet the
        step's goal, the advice is the lesson's own card with the engine's reason for it:
        the lesson never advises what it would refuse."""
        run = self.run
        if self.hint_for != run.index or not self._hint_open() or run.state is None:
            return
        state = run.state
        verdicts = run.goal_verdicts() if run.needs_values() else run.verdicts()
        chosen = verdicts.get(hint.action)
        if chosen is not None and chosen.met:
            action, reasons = hint.action, list(hint.reasons)
        else:
            action = run.scripted_action()
            reasons = [verdicts[action].reason]
        info = state.describe_action(action)
        if info.label is not None:
            name = self._said(info.label)
        else:  # a card without a word of its own
            name = card_text(info.card) if info.card is not None else "?"
        advice = QCoreApplication.translate("LessonView", "Advice: %1").replace("%1", name)
        self.hint_label.setText(f"{advice}\n{join_sentences([self._said(r) for r in reasons])}")

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Space (or Enter) on the table while a finished trick waits: go on, as Next does."""
        if (
            watched is self.view
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and self.trick_pause()
        ):
            self.go_on()
            return True
        return super().eventFilter(watched, event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """H asks the coach in a guided deal (as the table's Hint (H) does)."""
        plain = event.modifiers() in (Qt.KeyboardModifier.NoModifier,)
        if event.key() == Qt.Key.Key_H and plain and self._hint_open():
            self.ask_hint()
            event.accept()
            return
        super().keyPressEvent(event)

    def done(self, result: int) -> None:
        if self.hinter is not None:
            self.hinter.shutdown()
        self.valuer.shutdown()
        super().done(result)

    def _asks_card(self, step: Act) -> bool:
        """Whether ``step`` is answered by a card from the hand (played or laid away)."""
        deal = self.lesson.deal
        hand = {card_str(c) for c in self.run.hand()}
        return deal is not None and deal.actions[step.at][1] in hand

    @staticmethod
    def _html(plain: str) -> str:
        return plain.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")

    def _show_moves(self) -> None:
        """The lesson's own moves before the step: played one at a time, each on the table
        for a moment (Next plays the next one at once); the step shows after the last."""
        self.text_label.setText(
            QCoreApplication.translate("LessonView", "Watch the cards being played…")
        )
        self.goal_label.clear()
        self.howto_label.clear()
        self.feedback_label.clear()
        self.stars_label.clear()
        self.cards.show_cards(())
        self._set_choices([])
        self.next_button.setText(QCoreApplication.translate("LessonView", "Next move"))
        self.next_button.setEnabled(True)
        if self.pace_ms <= 0:
            self.run.catch_up()
            self.show_step()
        elif self.trick_pause():
            self._show_pause()
        else:
            self.mover.start(self.pace_ms)

    def trick_pause(self) -> bool:
        """Whether a trick the lesson's own moves just finished waits on the table for the
        learner to move on (Next or Space), as a finished trick does in a real game."""
        state = self.run.state
        if state is None or self.run.played == self.released or not self.run.pending():
            return False
        table = state.table(self.lesson.user)
        return not table.trick and bool(table.last_trick) and self.run.played > 0

    def _show_pause(self) -> None:
        """The finished trick stays; the panel names its taker and waits for Next."""
        state = self.run.state
        assert state is not None
        winner = state.table(self.lesson.user).last_trick_winner
        names = self._names()
        if winner == self.lesson.user:
            taken = QCoreApplication.translate("LessonView", "You take the trick.")
        else:
            who = names[winner] if winner is not None and winner < len(names) else "?"
            taken = QCoreApplication.translate("LessonView", "%1 takes the trick.").replace(
                "%1", who
            )
        go_on = QCoreApplication.translate("LessonView", "Press Next or Space to go on.")
        self.text_label.setText(f"{taken}\n{go_on}")
        self.next_button.setText(QCoreApplication.translate("LessonView", "Next"))
        self.next_button.setFocus(Qt.FocusReason.OtherFocusReason)  # Space presses it

    def play_move(self) -> None:
        """Play the next of the lesson's own moves and show it."""
        self.mover.stop()
        if self.waiting or not self.run.pending():
            return
        if self.trick_pause():  # the learner moves on from the finished trick
            self.released = self.run.played
        self.run.play_next()
        self.show_step()

    def _show_table(self) -> None:
        state = self.run.state
        if state is None:
            return
        step = self.run.step
        hand = set(self.run.hand())
        playable = isinstance(step, Act) and not self.waiting and not self.run.pending()
        cards = hand if playable else None
        self.scene.sort_key = hand_sort_key(state)
        names = lesson_seat_names(state.game.num_players, self.lesson.user)
        self.scene.show_table(snapshot(state, self.lesson.user), names, cards)

    def _offered(self, step: Act | Ask) -> list[tuple[str, str]]:
        """The answer buttons: (answer, label).  Cards of an act are played on the table."""
        if isinstance(step, Ask):
            return [
                (o, self._t(step.labels[o]) if o in step.labels else _token_label(o))
                for o in step.options
            ]
        deal = self.lesson.deal
        assert deal is not None
        right = deal.actions[step.at][1]
        hand = {card_str(c) for c in self.run.hand()}
        words = [c for c in self.run.choices() if c not in hand and not _is_card(c)]
        if right in hand:  # a card to play on the table: words only where the lesson explains them
            words = [w for w in words if w in step.wrong]
        if not words:
            return []
        wanted = [w for w in words if w == right or w in step.wrong]
        rest = [w for w in words if w not in wanted]
        keep = set(wanted + rest[: max(0, MAX_WORD_CHOICES - len(wanted))])
        return [(w, self._word_label(w)) for w in words if w in keep]

    def _word_label(self, word: str) -> str:
        """The engine's label of the legal action ``word``, in the user's language."""
        label = self.run.label(word)
        return message_text(label) if label is not None else word

    def _card_icon(self, answer: str) -> QIcon | None:
        """A card answer's face, as the game draws it (a word or a number has none)."""
        if not _is_card(answer):
            return None
        return QIcon(self.faces.pixmap(parse_card(answer), ICON_WIDTH, self.devicePixelRatioF()))

    @property
    def choice_buttons(self) -> dict[str, QPushButton]:
        """The answer buttons shown now, by answer."""
        return self.choices.buttons

    def _set_choices(self, choices: list[tuple[str, str]]) -> None:
        self.choices.set_choices(choices)

    # --- answering --------------------------------------------------------------

    def answer(self, given: str) -> Feedback | None:
        """Answer the current step with ``given`` (a card "HA", a bid "18", an option)."""
        if self.waiting or isinstance(self.run.step, Explain) or self.run.step is None:
            return None
        if self.run.pending():
            return None
        if self.run.needs_values():  # judged once the deal's values are in (a worker finds them)
            self.held = given
            self.feedback = None
            self.feedback_label.setStyleSheet("")
            self.feedback_label.setText(
                QCoreApplication.translate("LessonView", "Looking at the cards as they lie…")
                if self.run.card_step()
                else QCoreApplication.translate("LessonView", "Weighing your hand…")
            )
            return None
        feedback = self.run.answer(given)
        self.feedback = feedback
        lines = []
        if feedback.reason:
            lines.append(self._said(feedback.reason))
        lines.extend(self._said(more) for more in feedback.more)
        if not feedback.correct:
            if feedback.explanation is not None:
                lines.append(self._t(feedback.explanation))
            lines.append(QCoreApplication.translate("LessonView", "Try again."))
            self.feedback_label.setStyleSheet("color: #b3261e;")
        else:
            lines.insert(0, QCoreApplication.translate("LessonView", "Right!"))
            if feedback.goes_on is not None:
                lines.append(self._said(feedback.goes_on))
            lines.append(self._t(feedback.explanation))
            self.feedback_label.setStyleSheet("color: #1b6e20;")
            self.waiting = True
            QTimer.singleShot(0, self.show_step)
        self.feedback_label.setText("\n".join(lines))
        return feedback

    def _card_tried(self, card: int) -> str | None:
        if not isinstance(self.run.step, Act) or self.waiting or self.run.pending():
            return ""
        feedback = self.answer(card_str(card))
        return None if feedback is not None and feedback.correct else ""

    def go_on(self) -> None:
        """Next: leave an explanation or an answered step; Close at the end."""
        if self.run.pending() and not self.waiting:
            self.play_move()
            return
        if self.run.finished and not self.waiting:
            self.accept()
            return
        if self.waiting:
            self.waiting = False
        elif isinstance(self.run.step, Explain):
            self.run.proceed()
        else:
            return
        self.released = self.run.played  # the table as it stands was read: no pause for it
        self.show_step()


def _bind(method: Callable[[str], object], answer: str) -> Callable[[], None]:
    return lambda: (method(answer), None)[1]


def _is_card(token: str) -> bool:
    try:
        parse_card(token)
    except StammtischError:
        return False
    return len(token) == 2


def _token_label(token: str) -> str:
    return symbol_str(parse_card(token)) if _is_card(token) else token


class LearnDialog(QDialog):
    """Every game's path of lessons, with the stars earned: pick one to start it."""

    def __init__(
        self,
        settings: AppSettings,
        game: str | None = None,
        parent: QWidget | None = None,
        pace_ms: int = PACE_MS,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("learnDialog")
        self.settings = settings
        self.pace_ms = pace_ms
        self.progress = Progress(settings)
        self.paths = lesson_paths()
        self.tabs = QTabWidget(self)
        self.lists: dict[str, QListWidget] = {}
        self.summaries: dict[str, QLabel] = {}
        for name in self.paths:
            page = QWidget(self.tabs)
            box = QVBoxLayout(page)
            summary = QLabel(page)
            summary.setObjectName(f"summary_{name}")
            listing = QListWidget(page)
            listing.setObjectName(f"lessons_{name}")
            listing.itemActivated.connect(self._start_item)
            listing.setWordWrap(True)
            listing.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            box.addWidget(summary)
            box.addWidget(listing, 1)
            self.lists[name] = listing
            self.summaries[name] = summary
            self.tabs.addTab(page, _game_title(name))
        self.start_button = QPushButton(self)
        self.start_button.clicked.connect(self._start_selected)
        self.close_button = QPushButton(self)
        self.close_button.clicked.connect(self.accept)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs, 1)
        layout.addLayout(buttons)
        self.lesson_window: LessonWindow | None = None
        if game in self.paths:
            self.tabs.setCurrentIndex(list(self.paths).index(game))
        fit_window(self, 640, 520, key="learn")
        self.refresh()

    def refresh(self) -> None:
        """Titles, each lesson's stars and each game's progress."""
        self.setWindowTitle(QCoreApplication.translate("LessonView", "Learn"))
        self.start_button.setText(QCoreApplication.translate("LessonView", "Start lesson"))
        self.close_button.setText(QCoreApplication.translate("LessonView", "Close"))
        for name, lessons in self.paths.items():
            listing = self.lists[name]
            row = max(0, listing.currentRow())
            listing.clear()
            for number, lesson in enumerate(lessons, 1):
                faces = faces_for_game(self.settings.faces, game_class(lesson.game).FACES)
                title_text = text(lesson.title, faces)
                label = f"{number}. {title_text}   {stars_text(self.progress.stars(lesson))}"
                if lesson.kind == "bridge":
                    label += "   " + QCoreApplication.translate(
                        "LessonView", "(for players of another game)"
                    )
                item = QListWidgetItem(label, listing)
                item.setData(Qt.ItemDataRole.UserRole, lesson.key)
            listing.setCurrentRow(min(row, listing.count() - 1))
            done, stars, possible = self.progress.summary(lessons)
            self.summaries[name].setText(
                list_text(
                    [
                        QCoreApplication.translate(
                            "LessonView", "%1 of %n lessons completed", None, len(lessons)
                        ).replace("%1", str(done)),
                        QCoreApplication.translate(
                            "LessonView", "%1 of %n stars", None, possible
                        ).replace("%1", str(stars)),
                    ]
                )
            )

    def game(self) -> str:
        return list(self.paths)[self.tabs.currentIndex()]

    def lesson(self, key: str) -> Lesson:
        game = key.split("/", 1)[0]
        return next(lesson for lesson in self.paths[game] if lesson.key == key)

    def start(self, key: str) -> LessonWindow:
        """Open lesson ``key`` (``game/id``) in its own window."""
        window = LessonWindow(
            self.lesson(key), self.progress, self.settings.faces, self, self.pace_ms
        )
        window.completed.connect(lambda _stars: self.select_next(key))
        window.finished.connect(lambda _code: self.refresh())
        self.lesson_window = window
        window.show()
        return window

    def select_next(self, key: str) -> None:
        """After lesson ``key``: the stars shown, and the next lesson of its path selected."""
        self.refresh()
        game = key.split("/", 1)[0]
        keys = [lesson.key for lesson in self.paths[game]]
        if key in keys:
            self.lists[game].setCurrentRow(min(keys.index(key) + 1, len(keys) - 1))

    def select_first_open(self, game: str) -> None:
        """Select the first lesson of ``game``'s path not yet completed."""
        lessons = self.paths[game]
        open_rows = [n for n, lesson in enumerate(lessons) if not self.progress.completed(lesson)]
        self.tabs.setCurrentIndex(list(self.paths).index(game))
        self.lists[game].setCurrentRow(open_rows[0] if open_rows else 0)

    def _start_item(self, item: QListWidgetItem) -> None:
        self.start(str(item.data(Qt.ItemDataRole.UserRole)))

    def _start_selected(self) -> None:
        item = self.lists[self.game()].currentItem()
        if item is not None:
            self._start_item(item)


class LearnMenu(QMenu):
    """The Learn menu: one entry per game, opening its path of lessons, and practice
    from the user's own games (once a history is kept)."""

    def __init__(self, settings: AppSettings, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("learnMenu")
        self.settings = settings
        self.pace_ms = PACE_MS
        """The pause between a lesson's own moves (0 in tests: all at once)."""
        self.dialog: LearnDialog | None = None
        self.game_actions: dict[str, QAction] = {}
        for name in lesson_paths():
            action = QAction(self)
            action.triggered.connect(_bind(self.open, name))
            self.addAction(action)
            self.game_actions[name] = action
        self.addSeparator()
        self.practice: PracticeStore | None = None
        self.clock: Clock = date.today
        """Today's date for the practice schedule (a fixed day in tests)."""
        self.maker: PuzzleMaker | None = None
        self.practice_window: PracticeWindow | None = None
        self.practice_action = QAction(self)
        self.practice_action.setObjectName("practiceAction")
        self.practice_action.triggered.connect(lambda: self.open_practice())
        self.addAction(self.practice_action)
        self.aboutToShow.connect(self.refresh_practice)
        self.retranslate()

    def set_history(self, store: HistoryStore) -> None:
        """Practise from the games kept in ``store``; puzzles are made in the background."""
        if self.maker is not None:
            self.maker.shutdown()
        self.practice = PracticeStore(store, lambda: self.clock())
        self.maker = PuzzleMaker(self.practice, self)
        self.maker.changed.connect(self.refresh_practice)
        self.refresh_practice()
        self.maker.start()

    def refresh_practice(self) -> None:
        """The practice entry with the number of puzzles due today."""
        due = self.practice.count_due() if self.practice is not None else 0
        self.practice_action.setText(
            QCoreApplication.translate("Practice", "Practice from your games (%1 due)…").replace(
                "%1", str(due)
            )
        )
        if self.maker is not None:
            self.maker.start()

    def open_practice(self) -> PracticeWindow | None:
        """Learn ▸ Practice from your games: the puzzles due today."""
        if self.practice is None:
            QMessageBox.information(
                self.parentWidget(),
                QCoreApplication.translate("Practice", "Practice from your games"),
                QCoreApplication.translate(
                    "Practice",
                    "Practice needs the history of your games, which this window does not keep.",
                ),
            )
            return None
        if self.practice_window is not None:
            self.practice_window.close()
        window = PracticeWindow(self.practice, self.maker, self.settings.faces, self.parentWidget())
        window.answered.connect(self.refresh_practice)
        self.practice_window = window
        window.show()
        return window

    def shutdown(self) -> None:
        """Stop making puzzles and close an open lesson, whose valuing stops with it (the
        window closes)."""
        if self.maker is not None:
            self.maker.shutdown()
        if self.dialog is not None and self.dialog.lesson_window is not None:
            self.dialog.lesson_window.close()

    def retranslate(self) -> None:
        self.setTitle(QCoreApplication.translate("LessonView", "&Learn"))
        self.refresh_practice()
        for name, action in self.game_actions.items():
            action.setText(
                QCoreApplication.translate("LessonView", "%1 lessons…").replace(
                    "%1", _game_title(name)
                )
            )
        if self.dialog is not None:
            self.dialog.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def open(self, game: str | None = None) -> LearnDialog:
        """Show the lessons (of ``game``) with the stars earned."""
        if self.dialog is None:
            self.dialog = LearnDialog(self.settings, game, self.parentWidget(), self.pace_ms)
        elif game is not None:
            self.dialog.tabs.setCurrentIndex(list(self.dialog.paths).index(game))
        self.dialog.refresh()
        self.dialog.show()
        self.dialog.raise_()
        return self.dialog


def welcome(menu: LearnMenu, otherwise: Callable[[], None]) -> None:
    """The first start: offer the lessons; ``otherwise`` goes on as usual (resume or new game)."""
    box = QMessageBox(menu.parentWidget())
    box.setObjectName("welcome")
    box.setWindowTitle(QCoreApplication.translate("LessonView", "Welcome"))
    box.setText(
        QCoreApplication.translate(
            "LessonView",
            "Welcome to Stammtisch! New to Skat, Schafkopf, Doppelkopf or Sheepshead? "
            "The lessons teach each game from zero on prepared deals.",
        )
    )
    learn = box.addButton(
        QCoreApplication.translate("LessonView", "Learn a game"), QMessageBox.ButtonRole.AcceptRole
    )
    box.addButton(
        QCoreApplication.translate("LessonView", "Play"), QMessageBox.ButtonRole.RejectRole
    )
    box.exec()
    menu.settings.store.setValue("welcomed", True)
    if box.clickedButton() is learn:
        menu.open()
    else:
        otherwise()


def unfinished_path(settings: AppSettings) -> str | None:
    """The game whose path of lessons the learner started and has not finished (the one
    with the most lessons completed), or ``None``."""
    progress = Progress(settings)
    best: tuple[int, str] | None = None
    for game, lessons in lesson_paths().items():
        done = progress.summary(lessons)[0]
        if 0 < done < len(lessons) and (best is None or done > best[0]):
            best = (done, game)
    return best[1] if best is not None else None


def offer_lessons(menu: LearnMenu, otherwise: Callable[[], None]) -> None:
    """At start: while a game's path of lessons is unfinished, offer to continue it;
    ``otherwise`` goes on as usual (resume or new game)."""
    game = unfinished_path(menu.settings)
    if game is None:
        otherwise()
        return
    lessons = lesson_paths()[game]
    done = Progress(menu.settings).summary(lessons)[0]
    box = QMessageBox(menu.parentWidget())
    box.setObjectName("continueLessons")
    box.setWindowTitle(QCoreApplication.translate("LessonView", "Lessons"))
    box.setText(
        QCoreApplication.translate(
            "LessonView", "%1: %2 of %n lessons completed.", None, len(lessons)
        )
        .replace("%1", _game_title(game))
        .replace("%2", str(done))
    )
    go_on = box.addButton(
        QCoreApplication.translate("LessonView", "Continue lessons"),
        QMessageBox.ButtonRole.AcceptRole,
    )
    box.addButton(
        QCoreApplication.translate("LessonView", "Play"), QMessageBox.ButtonRole.RejectRole
    )
    box.exec()
    if box.clickedButton() is go_on:
        menu.open(game).select_first_open(game)
    else:
        otherwise()


__all__ = [
    "LearnDialog",
    "LearnMenu",
    "LessonWindow",
    "offer_lessons",
    "unfinished_path",
    "welcome",
]
