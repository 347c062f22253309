"""The main window: the table, the decision row, the score sheet, menus and dialogs.

It wires the :class:`~stammtisch.desktop.controller.GameController` to the
widgets and owns nothing of the game itself: what it shows of the deal is the
controller's :class:`~stammtisch.desktop.turn.TurnView`.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from PySide6.QtCore import QEvent, QStandardPaths, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QGuiApplication,
    QKeySequence,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QDockWidget,
    QFileDialog,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QTabBar,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from stammtisch.engine.errors import StammtischError
from stammtisch.engine.history.store import HistoryError, StoreError, StoreUnavailable
from stammtisch.engine.meaning import ActionKind
from stammtisch.engine.registry import make_game
from stammtisch.engine.session import Session
from stammtisch.engine.state import DealResult, GameState

from .. import formats, geometry, savegame
from ..cardfaces import CardFaces, faces_for_game
from ..controller import GameController
from ..fonts import warn_once
from ..grading import GradeRunner
from ..history import (
    HistoryRecorder,
    import_report_text,
    import_summary,
    save_failed_text,
    saved_again_text,
    unavailable_text,
)
from ..i18n import (
    install_language,
    resolve_language,
)
from ..layout import READABLE_H, READABLE_W
from ..linebreak import breakable
from ..luck import LuckRunner
from ..messages import set_card_faces, set_seat_names
from ..messages import text as message_text
from ..models import ScoreSheetModel
from ..settings import AppSettings
from .about import AboutDialog
from .decisions import DecisionPanel
from .games import game_confirm_text, game_prompt
from .history_view import HistoryView
from .keyboard_help import KeyboardDialog, window_actions
from .labels import game_title
from .last_trick import LastTrickDialog
from .lesson_view import LearnMenu
from .mnemonics import plain as mnemonic_plain
from .new_game import NewGameDialog, NewGameSpec
from .result_dialog import ResultDialog
from .score_sheet import ScoreSheetView
from .settings_dialog import SettingsDialog
from .tab_order import follow_layout
from .table_coach import TableCoach
from .table_scene import HAND, TRICK, TableScene
from .table_view import TableView

READABLE_TABLE_WIDTH = READABLE_W
"""The narrowest table whose smallest text is still 11 pixels high (the view's least width,
:data:`~stammtisch.desktop.layout.READABLE_W`): a dock that would leave less opens as a
window of its own."""


class MainWindow(QMainWindow):
    """One table at a time."""

    def __init__(
        self,
        settings: AppSettings,
        save_path: Path | None,
        pace_ms: int | None = None,
        parent: QWidget | None = None,
        owner: MainWindow | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow" if owner is None else "practiceWindow")
        self.owner = owner
        """The window a practice table was opened from ("play on from here"); ``None`` for
        the app's own window."""
        self.closing = False
        """The window is being closed: a result dialog closed now does not deal on."""
        self.settings = settings
        self.save_path = save_path
        self.fixed_pace = pace_ms
        self.controller: GameController | None = None
        self.result_dialog: ResultDialog | None = None
        self.abandon_box: QMessageBox | None = None
        self.confirm_button: QPushButton | None = None
        self.confirm_kind: ActionKind = ActionKind.LAY_AWAY
        self._confirming = False
        self.faces = CardFaces(faces_for_game(settings.faces, "french"))
        self.scene = TableScene(self.faces, self)
        self.scene.animation_ms = settings.animation_ms
        self.scene.trick_mode = settings.finished_trick
        self.scene.refused.connect(self._show_status)
        self.scene.pickedChanged.connect(self._picked_changed)
        self.scene.trickGathered.connect(self.refresh)  # the prompt no longer waits for a key
        self.scene.try_action = self._try_action
        self.view = TableView(self.scene, self)
        # the table is never drawn too small to read: the docks give way first
        self.view.setMinimumSize(READABLE_W, READABLE_H)
        self.decisions = DecisionPanel(self)
        self.decisions.chosen.connect(self._choose)
        self.decisions.tab_after = self.view  # Tab: the table, its decisions, then the docks
        central = QWidget(self)
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.decisions)
        self.setCentralWidget(central)
        self.score_model = ScoreSheetModel(self)
        self.score_view = ScoreSheetView(self.score_model, self)
        self.score_dock = QDockWidget(self)
        self.score_dock.setObjectName("scoreDock")
        self.score_dock.setWidget(self.score_view)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.score_dock)
        self.history: HistoryRecorder | None = None
        self.store_problem: StoreError | None = None
        """Why the store could not be opened (nothing is saved in this window then)."""
        self._store_opened = False
        self._save_problem_shown = False
        self.stats_dock: QDockWidget | None = None
        self.history_view: HistoryView | None = None
        self.luck: LuckRunner | None = None
        self.grader: GradeRunner | None = None
        self.score_dock.setToolTip(self.tr("Hide or show it with Ctrl+K."))
        self.score_dock.visibilityChanged.connect(lambda shown: _reachable(self.score_dock, shown))
        self.score_model.modelReset.connect(self._fit_score_sheet)
        self.coach = TableCoach(settings, self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.coach.dock)
        self.coach.dock.visibilityChanged.connect(lambda shown: _reachable(self.coach.dock, shown))
        self.coach.marked.connect(self._mark)
        self.coach.status.connect(self._show_status)
        self.coach.playOn.connect(self.play_on)
        self.decisions.ruleRequested.connect(self.coach.show_rule)
        self.practice: list[MainWindow] = []
        """Practice tables opened with "play on from here"."""
        self._build_actions()
        if owner is not None:
            self._practice_controls()
        self.retranslate()
        geometry.use_store(settings.store)
        if owner is None:
            geometry.fit_window(self, 1280, 860, key="mainWindow")
        else:
            geometry.fit_window(self, 1280, 860, over=owner)

    # --- menus ------------------------------------------------------------------

    def _build_actions(self) -> None:
        self.new_action = QAction(self)
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(self.new_game)
        self.last_trick_action = QAction(self)
        self.last_trick_action.setShortcut(QKeySequence("Ctrl+L"))
        self.last_trick_action.triggered.connect(self.show_last_trick)
        self.score_action = self.score_dock.toggleViewAction()
        self.score_action.setShortcut(QKeySequence("Ctrl+K"))
        self.stats_action = QAction(self)
        self.stats_action.setShortcut(QKeySequence("Ctrl+T"))
        self.stats_action.triggered.connect(self.show_statistics)
        self.history_action = QAction(self)
        self.history_action.setObjectName("historyAction")
        self.history_action.setShortcut(QKeySequence("Ctrl+H"))
        self.history_action.triggered.connect(lambda: self.show_history())
        self.import_action = QAction(self)
        self.import_action.triggered.connect(lambda: self.import_records())
        self.export_action = QAction(self)
        self.export_action.triggered.connect(lambda: self.export_game())
        self.settings_action = QAction(self)
        self.settings_action.setShortcut(QKeySequence("Ctrl+,"))
        self.settings_action.triggered.connect(self.edit_settings)
        self.quit_action = QAction(self)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.quit)
        self.about_action = QAction(self)
        self.about_action.triggered.connect(self._about)
        self.keys_action = QAction(self)
        self.keys_action.setObjectName("keyboardAction")
        self.keys_action.setShortcut(QKeySequence("Shift+F1"))
        self.keys_action.triggered.connect(self.show_keyboard)
        self.game_rules_action = QAction(self)
        self.game_rules_action.setObjectName("gameRulesAction")
        self.game_rules_action.setShortcut(QKeySequence("F1"))
        self.game_rules_action.triggered.connect(self.show_game_rules)
        self.jump_action = QAction(self)
        self.jump_action.setObjectName("jumpAction")
        self.jump_action.setShortcut(QKeySequence("F6"))
        self.jump_action.triggered.connect(lambda: self.jump(1))
        self.jump_back_action = QAction(self)
        self.jump_back_action.setObjectName("jumpBackAction")
        self.jump_back_action.setShortcut(QKeySequence("Shift+F6"))
        self.jump_back_action.triggered.connect(lambda: self.jump(-1))
        self.addActions([self.jump_action, self.jump_back_action])
        self.game_menu = self.menuBar().addMenu("")
        for action in (
            self.new_action,
            self.coach.action,
            self.coach.review_action,
            self.last_trick_action,
            self.score_action,
            self.stats_action,
            self.history_action,
            self.import_action,
            self.export_action,
        ):
            self.game_menu.addAction(action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.settings_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)
        self.learn_menu = LearnMenu(self.settings, self)
        if self.fixed_pace is not None:
            self.learn_menu.pace_ms = self.fixed_pace
        self.menuBar().addMenu(self.learn_menu)
        self.help_menu = self.menuBar().addMenu("")
        self.help_menu.addAction(self.game_rules_action)
        self.coach.add_rules_menu(self.help_menu)
        self.help_menu.addSeparator()
        self.help_menu.addAction(self.keys_action)
        self.help_menu.addAction(self.about_action)

    def _practice_controls(self) -> None:
        """A practice table closes by a button of its own, Escape or Game → Close practice
        (Quit still quits the app)."""
        self.close_practice_action = QAction(self)
        self.close_practice_action.setObjectName("closePractice")
        self.close_practice_action.setShortcut(QKeySequence(Qt.Key.Key_Escape))
        self.close_practice_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.close_practice_action.triggered.connect(self.close)
        self.addAction(self.close_practice_action)
        self.game_menu.insertAction(self.quit_action, self.close_practice_action)
        self.close_practice_button = QPushButton(self)
        self.close_practice_button.setObjectName("closePracticeButton")
        self.close_practice_button.clicked.connect(self.close)
        self.statusBar().addPermanentWidget(self.close_practice_button)

    def retranslate(self) -> None:
        """Set every text of the window in the current language."""
        if self.owner is None:
            self.setWindowTitle(self.tr("Stammtisch"))
        else:
            self.setWindowTitle(self.coach.practice_title())
            self.close_practice_action.setText(self.tr("&Close practice"))
            self.close_practice_button.setText(self.tr("Close practice (Esc)"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.new_action.setText(self.tr("&New game…"))
        self.last_trick_action.setText(self.tr("&Last trick"))
        self.score_action.setText(self.tr("&Score sheet"))
        self.stats_action.setText(self.tr("S&tatistics"))
        self.history_action.setText(self.tr("Hist&ory…"))
        self.import_action.setText(self.tr("&Import records…"))
        self.export_action.setText(self.tr("E&xport game…"))
        if self.stats_dock is not None:
            self.stats_dock.setWindowTitle(self.tr("Statistics"))
        self.settings_action.setText(self.tr("S&ettings…"))
        self.quit_action.setText(self.tr("&Quit"))
        self.about_action.setText(self.tr("&About Stammtisch"))
        self.keys_action.setText(self.tr("&Keyboard"))
        self.game_rules_action.setText(self.tr("&Rules of this game"))
        self.jump_action.setText(self.tr("Go to the hand, the trick or the decisions"))
        self.jump_back_action.setText(self.tr("Go back to the decisions, the trick or the hand"))
        self.score_dock.setWindowTitle(self.tr("Score sheet"))
        self.coach.retranslate()
        self.score_model.refresh()
        self.refresh()

    def dock_room(self) -> int:
        """How wide the docks beside the table may be: what the table, at its least readable
        size, leaves of the window."""
        return max(0, self.width() - READABLE_W - 8)

    DOCK_WIDTH = 300
    """The docks' width (the score sheet and the coach share one column) when the window has
    room: wider for a score sheet of many players, narrower where the table needs it."""

    def score_sheet_width(self) -> int:
        """The docks' width: the score sheet's columns whole and room for the coach's table,
        but at most what the table leaves."""
        wanted = max(self.DOCK_WIDTH, self.score_view.preferred_width())
        return max(120, min(wanted, self.dock_room()))

    def _fit_score_sheet(self) -> None:
        if not self.score_dock.isFloating():
            self.resizeDocks(
                [self.score_dock], [self.score_sheet_width()], Qt.Orientation.Horizontal
            )
        coach = self.coach.dock
        if (
            not self.score_dock.isFloating()
            and not coach.isFloating()
            and self.score_dock.isVisible()
            and coach.isVisible()
            and not self.tabifiedDockWidgets(self.score_dock)
        ):
            # the sheet as tall as its lines (at most half the column), the coach the rest
            sheet = self.score_view
            lines = sheet.horizontalHeader().height() + sheet.verticalHeader().length()
            wanted = lines + 2 * sheet.frameWidth() + 32  # (and the dock's title)
            column = self.score_dock.height() + coach.height()
            tall = max(120, min(wanted, column // 2))
            self.resizeDocks(
                [self.score_dock, coach], [tall, max(1, column - tall)], Qt.Orientation.Vertical
            )

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_score_sheet()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        QTimer.singleShot(0, self._fit_score_sheet)  # the docks are shown and sized now

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # --- sessions -----------------------------------------------------------------

    @property
    def pace_ms(self) -> int:
        if self.fixed_pace is not None:
            return self.fixed_pace
        return max(300, 2 * self.settings.animation_ms)

    def new_game(self) -> None:
        dialog = NewGameDialog(
            self.settings.default_level,
            self.settings.player_name,
            self,
            played=self.settings.games_played,
            hint_first=self.settings.hint_before_decisions,
        )
        if self.controller is not None:
            dialog.select_game(self.controller.session.game.NAME)
        if dialog.exec() == NewGameDialog.DialogCode.Accepted:
            if self.deal_running() and not self.confirm_abandon():
                return
            spec = dialog.spec()
            # the default name is not remembered, so it follows the language
            self.settings.player_name = (
                "" if spec.names[0] == dialog.default_name() else spec.names[0]
            )
            self.start_session(spec, remember_name=False)

    def deal_running(self) -> bool:
        """Whether a deal is being played (a new game would throw it away)."""
        controller = self.controller
        return (
            controller is not None
            and controller.state is not None
            and not controller.state.is_terminal()
        )

    def confirm_abandon(self) -> bool:
        """Ask before a new game throws the running deal away; ``True`` to go ahead."""
        box = QMessageBox(self)
        box.setObjectName("abandonDeal")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("New game"))
        box.setText(self.tr("A deal is being played. Give it up and start the new game?"))
        box.setInformativeText(breakable(self.abandon_words()))
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.button(QMessageBox.StandardButton.Yes).setText(self.tr("&Give up the deal"))
        box.button(QMessageBox.StandardButton.No).setText(self.tr("&Keep playing"))
        self.abandon_box = box
        answer = box.exec()
        self.abandon_box = None
        return answer == QMessageBox.StandardButton.Yes

    def abandon_words(self) -> str:
        """What giving up the running deal loses and what it keeps, exactly."""
        finished = len(self.controller.session.deals) if self.controller is not None else 0
        lost = self.tr(
            "The deal in progress is lost, and this session cannot be continued afterwards."
        )
        if not finished:
            return lost
        kept = (
            self.tr(
                "The %n finished deals of this session stay in your history and statistics, "
                "with their scores.",
                "",
                finished,
            )
            if self.history is not None
            else self.tr(
                "The %n finished deals of this session are not kept in a history here.",
                "",
                finished,
            )
        )
        return lost + " " + kept

    def start_session(
        self, spec: NewGameSpec, seed: int | None = None, remember_name: bool = True
    ) -> None:
        """Seat a new session (the user in seat 0) and deal."""
        try:
            game = make_game(spec.game, spec.players, spec.rules)
            session = Session(
                game, spec.names, spec.deals, first_dealer=spec.players - 1, seed=seed
            )
        except StammtischError as exc:
            QMessageBox.warning(self, self.tr("New game"), str(exc))
            return
        if remember_name:
            self.settings.player_name = spec.names[0]
        self.settings.mark_played(spec.game)
        self.settings.hint_before_decisions = spec.hint_first
        self.coach.learning = spec.learning
        self.coach.hint_first = spec.learning and spec.hint_first
        self._seat(savegame.SavedTable(session, 0, list(spec.levels)))

    def resume(self, table: savegame.SavedTable) -> None:
        """Carry on with a saved session."""
        self._seat(table)

    def _seat(self, table: savegame.SavedTable) -> None:
        if self.controller is not None:
            self.controller.shutdown()
            self.controller.deleteLater()
        self.open_store()
        session = table.session
        self.scene.clear_table()
        store = None if self.history is None else self.history.store.path
        controller = GameController(
            session, table.human, table.levels, store, self.pace_ms, self, table.session_id
        )
        if self.history is not None and table.session_id is not None:
            self.history.remember(session, table.session_id)
        controller.hold = self.scene.busy_ms
        controller.game_prompt = game_prompt
        self.scene.pick_rule = controller.cards_after
        controller.changed.connect(self.refresh)
        controller.humanTurn.connect(self.refresh)
        controller.thinking.connect(lambda _seat: self.refresh())
        controller.dealFinished.connect(self._deal_finished)
        controller.thinking.connect(lambda _seat: self._hold_grading(True))
        controller.humanTurn.connect(lambda: self._hold_grading(False))
        controller.dealFinished.connect(lambda _result: self._hold_grading(False))
        controller.status.connect(self._show_status)
        controller.saveFailed.connect(self._save_failed)
        controller.saved.connect(self._saved)
        controller.history = self.history
        self.controller = controller
        self.coach.controller = controller
        # the table's game line reads this session's scores only (none before its first deal)
        self.view.access.scores = self._scores_text()
        self._apply_faces()
        self.score_model.user_seat = table.human
        self.score_model.set_session(session)
        controller.start()
        self.view.setFocus()

    def _apply_faces(self) -> None:
        game_faces = self.controller.session.game.FACES if self.controller else "french"
        set_card_faces(self.coach.faces(game_faces))  # cards named as the table draws them
        if self.controller is not None:
            set_seat_names(self.controller.names, self.controller.human)
        style = faces_for_game(self.settings.faces, game_faces)
        if style != self.faces.style:
            self.faces = CardFaces(style)
            self.scene.set_faces(self.faces)

    def open_store(self) -> None:
        """Open the store (once): the history and the saved session, with today's save files
        moved in.  What went wrong is said in a dialog; a store that cannot be used leaves
        this window without saving (:attr:`store_problem`)."""
        if self._store_opened or self.save_path is None or self.history is not None:
            return
        self._store_opened = True
        path = self.save_path
        try:
            recorder, problem = HistoryRecorder.open(path, self)
        except StoreUnavailable as exc:
            self.store_problem = exc
            message = unavailable_text(exc, path)
            self._show_status(message.splitlines()[0])
            QMessageBox.warning(self, self.tr("Saved game"), message)
            return
        self.set_history(recorder, problem)
        self._migrate_files(recorder)

    def _migrate_files(self, recorder: HistoryRecorder) -> None:
        """Today's save files beside the store go into it, once."""
        assert self.save_path is not None
        try:
            moved = savegame.migrate_files(self.save_path.parent, recorder.store)
        except (StoreError, OSError) as exc:
            error = exc if isinstance(exc, StoreError) else StoreError("io", str(exc))
            QMessageBox.warning(self, self.tr("Saved game"), save_failed_text(error, None))
            return
        if moved.problem == "unreadable":
            self._tell_set_aside(moved.aside or self.save_path, moved.reason, True)
        elif moved.problem == "lone journal":
            message = self.tr(
                "Finished deals were found without the saved game they belong to; they cannot "
                "be resumed and were set aside as %1."
            ).replace("%1", str(moved.aside))
            self._show_status(message)
            QMessageBox.warning(self, self.tr("Saved game"), message)

    def offer_resume(self, ask: bool = True) -> bool:
        """Offer the saved session, if there is one; a broken one is set aside and reported."""
        self.open_store()
        if self.history is None:
            return False
        store = self.history.store
        try:
            table = savegame.load(store)
        except savegame.SaveError as exc:
            self._set_aside(str(exc), ask)
            return False
        if table is None or table.session.is_over():
            return False
        if ask:
            game = table.session.game
            question = self.tr("Resume the saved game of %1 (deal %2 of %3)?")
            question = (
                question.replace("%1", game_title(type(game)))
                .replace("%2", str(len(table.session.deals) + 1))
                .replace("%3", str(table.session.planned_deals))
            )
            answer = QMessageBox.question(self, self.tr("Saved game"), question)
            if answer != QMessageBox.StandardButton.Yes:
                return False
        try:
            self.resume(table)
        except Exception as exc:  # checked on load; should it still fail, the app goes on
            if self.controller is not None:
                self.controller.shutdown()
                self.controller = self.coach.controller = None
            self.score_model.set_session(None)
            self._set_aside(f"{type(exc).__name__}: {exc}", ask)
            return False
        return True

    def _set_aside(self, reason: str, ask: bool) -> None:
        """The saved session cannot be resumed: written out beside the store as it is, no
        longer offered (its finished deals stay in the history), and the user told why."""
        assert self.history is not None
        store = self.history.store
        folder = (store.path or Path(".")).parent
        try:
            aside = savegame.set_aside_live(store, folder)
        except (StoreError, OSError) as move_error:
            self._tell_set_aside(folder, f"{reason}\n{move_error}", ask)
            return
        self._tell_set_aside(aside, reason, ask)

    def _tell_set_aside(self, aside: Path, reason: str, ask: bool) -> None:
        message = (
            self.tr("The saved game could not be read and was set aside as %1.").replace(
                "%1", str(aside)
            )
            + "\n\n"
            + reason
        )
        self._show_status(message.splitlines()[0])
        if ask:
            QMessageBox.warning(self, self.tr("Saved game"), message)

    def startup(self) -> None:
        """At start: resume the saved session if the user wants, else ask for a new game."""
        if not self.offer_resume(ask=True):
            self.new_game()

    # --- showing the table ------------------------------------------------------------

    def refresh(self) -> None:
        """Show the controller's view of the deal: the table, the prompt and the choices."""
        controller = self.controller
        if controller is None:
            self.decisions.show_choices(self.tr("Start a new game from the Game menu."), [])
            self.decisions.settled()
            return
        view = controller.turn_view()
        if view is None:
            self.coach.refreshed(None)
            return
        self.scene.sort_key = view.sort_key
        self.scene.show_table(view.table, list(view.names), view.cards, view.thinking, view.deal)
        if view.pick:  # several cards laid away or passed: choose them, then confirm
            self.scene.begin_picking(view.pick)
        else:
            self.scene.end_picking()
        self.confirm_button = None
        focused = self.focusWidget()
        in_row = focused is not None and self.decisions.isAncestorOf(focused)
        was = self.decisions.focus_key(focused) if in_row and focused is not None else None
        prompt = view.prompt
        if self.scene.trick_waiting():  # said until Space or a click gathers the trick
            taken, go_on = self.scene.taker_words()
            prompt = taken + ("" if taken.endswith("。") else " ") + go_on
        self.decisions.show_choices(
            prompt,
            view.choices,
            view.out_of_turn,
            view.game,
            view.turn,
            view.refused,
            view.notes,
        )
        if self.scene.pick_count:
            self.confirm_button = self.decisions.add_confirm(self._confirm_picked)
            self.confirm_kind = view.card_kind or ActionKind.LAY_AWAY
            self._picked_changed()
        self._settle_focus(view.choices and not view.cards, in_row, was, bool(view.cards))
        self.decisions.settled()
        self.coach.refreshed(view)

    def _settle_focus(
        self,
        deciding: object,
        in_row: bool,
        was: tuple[str, str, object, str] | None,
        playing: bool = False,
    ) -> None:
        """Keep the keyboard where the user works: on the decision row while it asks for a
        word, or while the user is on it as another seat plays (a word said out of turn);
        there on the control focused before the row was rebuilt, which keeps the focus when
        the new row took it over (see :mod:`.kept`), else its first; on the table while cards
        are to be ``played`` or a trick waits; focus in a dock or a dialog stays."""
        if QApplication.activeModalWidget() is not None:
            return
        focused = self.focusWidget()
        staying = (deciding or (in_row and not playing)) and not self.scene.trick_waiting()
        if staying and any(w is focused for w in self.decisions.row_widgets()):
            return  # the focused control is one of the new row's: nothing moves
        elsewhere = (
            focused is not None
            and not in_row
            and focused is not self.view
            and not self.decisions.isAncestorOf(focused)
            and focused.isVisible()
        )
        if elsewhere:
            return
        if staying:
            if was is not None and self.decisions.focus_like(was) is not None:
                return
            if deciding and self.decisions.focus_first() is not None:
                return
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)
        if in_row and self.decisions.keyboard_used:  # the keys go on at the table
            self.scene.keyboard = True
            self.scene.set_cursor_area(self.scene.cursor_area)

    def jump(self, step: int) -> None:
        """F6 (Shift+F6 back): move between the hand, the trick and the decision row."""
        areas = ["hand", "trick", "row"]
        focused = self.focusWidget()
        if focused is not None and self.decisions.isAncestorOf(focused):
            here = "row"
        elif focused is self.view:
            here = self.scene.cursor_area
        else:
            here = "row" if step > 0 else "hand"
        start = areas.index(here)
        for offset in range(1, len(areas) + 1):
            area = areas[(start + step * offset) % len(areas)]
            if area == "row":
                if self.decisions.focus_first() is not None:
                    return
            elif self.scene.set_cursor_area(HAND if area == "hand" else TRICK):
                self.scene.keyboard = True
                self.view.setFocus(Qt.FocusReason.ShortcutFocusReason)
                return

    def _mark(self, action: object) -> None:
        """Mark the coach's advice: a card in the user's hand, else the control taking it."""
        card = isinstance(action, int) and action in {i.card for i in self.scene.hand_items()}
        self.scene.set_hint(action if card and isinstance(action, int) else None)
        if card or not isinstance(action, int):
            self.decisions.clear_highlight()
        else:
            self.decisions.highlight(action)

    def _picked_changed(self) -> None:
        """Label the confirm button with the count chosen; enable it when the count is full."""
        button = self.confirm_button
        scene = self.scene
        if button is None or not scene.pick_count or self._confirming:
            return
        game = self.controller.session.game.NAME if self.controller else ""
        text = (
            self.tr("Pass on the chosen cards (%1 of %2)")
            if self.confirm_kind is ActionKind.PASS_CARD
            else game_confirm_text(game) or self.tr("Lay away the chosen cards (%1 of %2)")
        )
        self.decisions.retext(
            button, text.replace("%1", str(len(scene.picked))).replace("%2", str(scene.pick_count))
        )
        said = self.controller.prompt_with_chosen(len(scene.picked)) if self.controller else None
        if said:
            self.decisions.prompt.setText(said)
        full = len(scene.picked) == scene.pick_count
        button.setEnabled(full)
        if full and scene.keyboard and self.view.hasFocus():
            button.setFocus(Qt.FocusReason.OtherFocusReason)  # Space confirms

    def _confirm_picked(self) -> None:
        """Lay away (or pass on) the chosen cards, one after another, as the engine takes them
        (the button stays as it is meanwhile: disabled while it had the focus, it sent the
        focus on to the score sheet)."""
        self._confirming = True
        try:
            for card in self.scene.take_picked():
                reason = self._try_action(card)
                if reason is not None:
                    self._show_status(reason)
                    break
        finally:
            self._confirming = False

    def _try_action(self, action: int) -> str | None:
        if self.controller is None:
            return self.tr("Start a new game first.")
        reason = self.controller.try_action(action)
        if reason is None:
            self.statusBar().clearMessage()
        else:
            self.coach.why_not(action)
        return reason

    def _choose(self, action: int) -> None:
        reason = self._try_action(action)
        if reason is not None:
            self._show_status(reason)

    def _show_status(self, text: str) -> None:
        self.statusBar().showMessage(text, 8000)

    def _save_failed(self, error: object) -> None:
        """A save failed: said once in a dialog (why, what is not saved, what is kept) until
        a save works again."""
        if not isinstance(error, StoreError):
            error = StoreError("io", str(error))
        controller = self.controller
        message = save_failed_text(error, controller.last_saved if controller else None)
        self._show_status(message.splitlines()[0])
        if not self._save_problem_shown:
            self._save_problem_shown = True
            QMessageBox.warning(self, self.tr("Saved game"), message)

    def _saved(self, _saved: object) -> None:
        if self._save_problem_shown:
            self._save_problem_shown = False
            self._show_status(saved_again_text())

    def _deal_finished(self, result: DealResult) -> None:
        controller = self.controller
        assert controller is not None
        session = controller.session
        self.score_model.set_session(session)
        self.coach.refreshed(None)  # the deal is over: its advice and Why not go
        ranking = session.ranking() if session.is_over() else None
        dialog = ResultDialog(
            result,
            list(controller.names),
            len(session.deals),
            max(session.planned_deals, len(session.deals)),
            ranking,
            session.totals(),
            self,
            viewer=controller.human,
        )
        # Next deal, Escape and the window's close button all lead on
        dialog.finished.connect(lambda _code: self._after_result(dialog))
        self.coach.offer_review(dialog)
        self._back_to_result(dialog)
        self.result_dialog = dialog
        self.view.access.scores = self._scores_text()
        self.view.access.announce(self._deal_over_text(result))
        dialog.open()

    def _back_to_result(self, dialog: QDialog) -> None:
        """When the review opened from the result closes, the result has the keyboard again
        (Return: next deal), whatever window the system activates."""
        button = dialog.findChild(QPushButton, "reviewButton")
        if button is None:
            return

        def opened() -> None:
            review = self.coach.review
            if review is not None:
                review.finished.connect(lambda _result: _activate(dialog))

        button.clicked.connect(opened)

    def _scores_text(self) -> str:
        """The session's totals in words, for the table's game line."""
        controller = self.controller
        if controller is None or not controller.session.deals:
            return ""
        totals = controller.session.totals()
        seats = controller.session.seats
        return self.tr("Scores: %1").replace(
            "%1",
            ", ".join(
                f"{seats[i]} {formats.integer(totals[i], signed=True)}" for i in range(len(seats))
            ),
        )

    def _deal_over_text(self, result: DealResult) -> str:
        """What a screen reader says when a deal ends: the verdict and the deal's scores."""
        said = [self.tr("The deal is over.")]
        told = result.explanation
        if told is not None:
            said.append(message_text(told.verdict))
        controller = self.controller
        seats = controller.session.seats if controller is not None else []
        if seats:
            said.append(
                self.tr("This deal: %1").replace(
                    "%1",
                    ", ".join(
                        f"{seats[i]} {formats.integer(score, signed=True)}"
                        for i, score in enumerate(result.scores)
                    ),
                )
            )
        return " ".join(said)

    def _after_result(self, dialog: ResultDialog | None = None) -> None:
        """The result was read (the dialog closed in any way): deal the next deal, or say the
        session is over."""
        if dialog is not None and dialog is not self.result_dialog:
            return  # a result of a session given up meanwhile
        self.result_dialog = None
        controller = self.controller
        if controller is None or self.closing:
            return
        if controller.session.is_over():
            self.decisions.show_choices(self.tr("The session is over."), [])
            self.decisions.settled()
            return
        controller.next_deal()

    def set_history(self, recorder: HistoryRecorder, problem: str = "") -> None:
        """Book finished deals in ``recorder``; ``problem`` says what had to be set aside."""
        self.history = recorder
        recorder.failed.connect(self._show_status)
        self.luck = LuckRunner(recorder.store, self)
        recorder.stored.connect(lambda _id: self.luck.start() if self.luck else None)
        self.learn_menu.set_history(recorder.store)
        self.grader = GradeRunner(recorder.store, self)
        self.coach.history, self.coach.grader = recorder, self.grader
        recorder.stored.connect(lambda _id: self.grade_later())
        # freshly graded mistakes become practice puzzles
        self.grader.updated.connect(self.learn_menu.refresh_practice)
        if self.controller is not None:
            self.controller.history = recorder
        if problem:
            self._show_status(problem)
            QMessageBox.warning(self, self.tr("Statistics"), problem)

    def play_on(
        self, state: GameState, seats: list[str] | None = None, human: int | None = None
    ) -> MainWindow:
        """A practice table at ``state`` (the review's "play on from here"): the same seats and
        players (a deal from the history: its seats, the others at the default level),
        nothing saved."""
        controller = self.controller
        if seats is None or human is None:
            assert controller is not None
            seats, human = list(controller.session.seats), controller.human
            levels = list(controller.levels)
        else:
            levels = [
                "human" if seat == human else self.settings.default_level
                for seat in range(state.num_players)
            ]
        session = Session(state.game, seats, 1, first_dealer=state.dealer)
        session.current = state
        # its own top-level window, so that no dialog of this one (a result) blocks it; it
        # closes with this one
        window = MainWindow(self.settings, None, self.fixed_pace, owner=self.owner or self)
        window.resume(savegame.SavedTable(session, human, levels))
        window.coach.requester.work = self.coach.requester.work
        window.show()
        self.practice.append(window)
        return window

    def grade_later(self) -> None:
        """Grade the user's decisions in the stored deals not graded yet, in the background
        (with the review's search budget, so both agree)."""
        if self.grader is not None:
            self.grader.budget_ms = self.coach.requester.budget_ms / 2
            self.grader.work = self.coach.requester.work
            self.grader.start()

    def _hold_grading(self, held: bool) -> None:
        """The background grading pauses while the computer players think."""
        if self.grader is not None:
            self.grader.hold(held)

    def show_statistics(self) -> None:
        """Game → Statistics: the charts of the history, in a dock."""
        if self.history is None:
            self._show_status(self.tr("No history is kept in this window."))
            return
        if self.stats_dock is None:
            from .statistics import StatisticsPanel

            panel = StatisticsPanel(self.history.store, self)
            self.history.stored.connect(lambda _id: panel.refresh())
            if self.luck is not None:
                self.luck.updated.connect(panel.refresh_luck)
            if self.grader is not None:
                self.grader.updated.connect(panel.refresh_grades)
            panel.history_opener = lambda filters: self.show_history(filters)
            dock = QDockWidget(self.tr("Statistics"), self)
            dock.setObjectName("statisticsDock")
            dock.setWidget(panel)
            dock.visibilityChanged.connect(lambda shown: _reachable(dock, shown))
            dock.visibilityChanged.connect(lambda _shown: self.decisions.reletter())
            # docked again (a window of their own before): Tab reaches them after the score
            # sheet, not at the end of the window's order
            dock.topLevelChanged.connect(
                lambda floating: None if floating else follow_layout(panel, after=self.score_view)
            )
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
            self.tabifyDockWidget(self.score_dock, dock)
            follow_layout(panel, after=self.score_view)  # Tab: the column top to bottom
            self.stats_dock = dock
            if self.width() - panel.minimumSizeHint().width() < READABLE_TABLE_WIDTH:
                self._float_statistics(dock)
        self.stats_dock.show()
        self.stats_dock.raise_()

    def _float_statistics(self, dock: QDockWidget) -> None:
        """Docked, the statistics would squeeze the table below a readable card size: they
        open as a window of their own over the table's right side, inside the screen."""
        dock.setFloating(True)
        room = (self.screen() or QGuiApplication.primaryScreen()).availableGeometry()
        # as wide as its row of tabs (every tab in view), within the screen
        tabs = dock.widget().findChild(QTabWidget, "statsTabs")
        row = tabs.tabBar().sizeHint().width() + 24 if tabs is not None else 0
        width = min(max(dock.widget().minimumSizeHint().width(), 720, row), room.width() - 16)
        height = min(620, room.height() - 40)
        dock.resize(width, height)
        frame = self.frameGeometry()
        x = max(room.left(), min(frame.right() - width, room.right() - width - 16))
        y = max(room.top(), min(frame.top() + 40, room.bottom() - height - 40))
        dock.move(x, y)

    def show_history(self, filters: object = None) -> HistoryView | None:
        """Game → History…: every stored deal, to open, review or practise (with the
        statistics' filters when they ask)."""
        if self.history is None:
            self._show_status(self.tr("No history is kept in this window."))
            return None
        from .history_filters import FilterBar
        from .history_view import HistoryView

        view = self.history_view
        if view is None:
            view = HistoryView(
                self.history.store,
                self,
                self.grader,
                self.learn_menu.maker,
                self.settings.faces,
                self.coach.requester.budget_ms / 2,
                self.coach.requester.work,
            )
            view.playOn.connect(self._play_on_stored)
            self.history.stored.connect(lambda _id: view.reload() if view.isVisible() else None)
            if self.grader is not None:
                self.grader.updated.connect(
                    lambda: view.reload_grades() if view.isVisible() else None
                )
            self.history_view = view
        if isinstance(filters, FilterBar):
            view.filters.take(filters)
        view.reload()
        view.show()
        view.raise_()
        view.activateWindow()
        view.table.setFocus()
        return view

    def _play_on_stored(self, state: GameState) -> None:
        """ "Play on from here" in the review of a deal from the history."""
        view = self.history_view
        row = view.current() if view is not None else None
        if row is None:
            return
        from ..names import seat_labels

        self.play_on(state, seat_labels(row.seats, row.user_seat), row.user_seat)

    def import_records(self, path: str | None = None) -> int:
        """Game → Import records…: add the finished deals of a record file (our JSON records
        and sessions, ISS, NetSchafkopf) to the history; returns how many were added."""
        if self.history is None:
            self._show_status(self.tr("No history is kept in this window."))
            return 0
        if path is None:
            path, _ = QFileDialog.getOpenFileName(self, self.tr("Import records"))
            if not path:
                return 0
        from stammtisch.engine.history.importing import import_file

        name = Path(path).name
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)  # every deal is replayed
        try:
            report = import_file(self.history.store, path, self.settings.player_name)
        except (StammtischError, HistoryError, OSError, sqlite3.Error) as exc:
            self._show_status(
                self.tr("%1 could not be imported: %2").replace("%1", name).replace("%2", str(exc))
            )
            return 0
        finally:
            QGuiApplication.restoreOverrideCursor()
        self._show_status(import_summary(name, report))
        if report.refused or report.skipped:
            QMessageBox.warning(self, self.tr("Import records"), import_report_text(name, report))
        if self.stats_dock is not None:
            from .statistics import StatisticsPanel

            panel = self.stats_dock.widget()
            if isinstance(panel, StatisticsPanel):
                panel.refresh()
        return report.added

    def export_game(self, path: str | None = None) -> bool:
        """Game → Export game…: the game at the table as a JSON session file (header, the
        finished deals and the deal in progress), for check-records, another machine or a
        bug report; the store keeps it as before."""
        controller = self.controller
        if controller is None:
            self._show_status(self.tr("There is no game to export."))
            return False
        if path is None:
            folder = QStandardPaths.writableLocation(
                QStandardPaths.StandardLocation.DocumentsLocation
            )
            name = f"stammtisch-{controller.session.game.NAME}.json"
            path, _ = QFileDialog.getSaveFileName(
                self,
                self.tr("Export game"),
                str(Path(folder) / name),
                self.tr("Stammtisch games (*.json)"),
            )
            if not path:
                return False
        try:
            controller.export(Path(path))
        except OSError as exc:
            self._show_status(
                self.tr("%1 could not be written: %2")
                .replace("%1", Path(path).name)
                .replace("%2", exc.strerror or str(exc))
            )
            return False
        self._show_status(self.tr("The game was exported to %1.").replace("%1", path))
        return True

    def show_last_trick(self) -> None:
        """The last completed trick, also after the deal's last trick (until the next is taken)."""
        controller = self.controller
        snap = controller.snapshot() if controller else None
        if controller is not None and (snap is None or not snap.last_trick):
            snap = controller.finished_table or snap
        dialog = LastTrickDialog(
            snap.last_trick if snap else (),
            snap.last_trick_winner if snap else None,
            list(controller.names) if controller else [],
            self.faces,
            self,
            viewer=controller.human if controller else None,
        )
        self.last_trick_dialog = dialog
        dialog.open()

    def edit_settings(self) -> None:
        dialog = SettingsDialog(self.settings, self)
        if dialog.exec() == SettingsDialog.DialogCode.Accepted:
            self.apply_settings(dialog)

    def apply_settings(self, dialog: SettingsDialog) -> None:
        dialog.apply()
        language = resolve_language(self.settings.language)
        install_language(language)
        warn_once(language, self)  # Japanese chosen where no font covers it
        self.scene.animation_ms = self.settings.animation_ms
        self.scene.set_trick_mode(self.settings.finished_trick)
        if self.controller is not None and self.fixed_pace is None:
            self.controller.pace_ms = self.pace_ms
        self._apply_faces()
        self.retranslate()

    def show_keyboard(self) -> KeyboardDialog:
        """Help → Keyboard: every key of the window, the table and the decisions offered now."""
        decisions = [
            (plain_label, button.text())
            for button in self.decisions.findChildren(QAbstractButton)
            if button.isVisibleTo(self.decisions) and (plain_label := mnemonic_plain(button.text()))
        ]
        dialog = KeyboardDialog(self.shortcut_actions(), decisions, self)
        self.keyboard_dialog = dialog
        dialog.open()
        return dialog

    def shortcut_actions(self) -> list[QAction]:
        """The window's actions with shortcuts, as the menus list them (then F6, which is in
        no menu): read from the menus, so none is left out."""
        return window_actions(self)

    def show_game_rules(self) -> None:
        """Help → Rules of this game (F1): the rules of the game at the table."""
        controller = self.controller
        if controller is None:
            self._show_status(self.tr("Start a new game first."))
            return
        self.coach.open_rules(controller.session.game.NAME)

    def _about(self) -> None:
        dialog = AboutDialog(self.shortcut_actions(), self)
        self.about_dialog = dialog
        dialog.open()

    # --- closing --------------------------------------------------------------------

    def quit(self) -> None:
        """Game → Quit: close the app's window, and with it every window it opened."""
        (self.owner or self).close()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.closing = True
        for window in list(self.practice):  # (each leaves the list as it closes)
            window.close()
        self.practice = []
        if self.owner is not None and self in self.owner.practice:
            self.owner.practice.remove(self)
        if self.result_dialog is not None:
            self.result_dialog.close()
        self.coach.shutdown()
        if self.controller is not None:
            self.controller.shutdown()
        if self.luck is not None:
            self.luck.shutdown()
        self.learn_menu.shutdown()
        if self.grader is not None:
            self.grader.shutdown()
        self.settings.sync()
        super().closeEvent(event)


def _reachable(dock: QDockWidget, shown: bool) -> None:
    """A dock behind another's tab stays "visible" to Qt, moved out of the window: its
    controls are disabled meanwhile, so Tab does not stop on what cannot be seen.  The row
    of the docks' tabs (Qt's own, which shows no focus) is no stop either: Ctrl+K and Ctrl+T
    bring the score sheet and the statistics to the front."""
    widget = dock.widget()
    if widget is not None:
        widget.setEnabled(shown)
    window = dock.parentWidget()
    if window is not None:
        for bar in window.findChildren(QTabBar, options=Qt.FindChildOption.FindDirectChildrenOnly):
            bar.setFocusPolicy(Qt.FocusPolicy.NoFocus)


def _activate(window: QWidget) -> None:
    if window.isVisible():
        window.raise_()
        window.activateWindow()


def start_later(window: MainWindow) -> None:
    QTimer.singleShot(0, window.startup)


__all__ = ["MainWindow", "start_later"]
