"""The main window: the table, the decision row, the score sheet, menus and dialogs.

It wires the :class:`~stammtisch.desktop.controller.GameController` to the
widgets and owns nothing of the game itself.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QMainWindow,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from stammtisch.engine.errors import StammtischError
from stammtisch.engine.registry import make_game
from stammtisch.engine.session import Session
from stammtisch.engine.state import FIRST_NON_CARD_ACTION, DealResult

from .. import savegame
from ..cardfaces import CardFaces, faces_for_game
from ..controller import GameController
from ..display import hand_sort_key
from ..i18n import (
    action_text,
    engine_text,
    install_language,
    resolve_language,
    set_suit_style,
)
from ..models import ScoreSheetModel
from ..settings import AppSettings
from .decisions import Choice, DecisionPanel, game_prompt
from .last_trick import LastTrickDialog
from .lesson_view import LearnMenu
from .new_game import NewGameDialog, NewGameSpec
from .result_dialog import ResultDialog
from .score_sheet import ScoreSheetView
from .settings_dialog import SettingsDialog
from .table_scene import TableScene
from .table_view import TableView


class MainWindow(QMainWindow):
    """One table at a time."""

    def __init__(
        self,
        settings: AppSettings,
        save_path: Path | None,
        pace_ms: int | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.settings = settings
        self.save_path = save_path
        self.fixed_pace = pace_ms
        self.controller: GameController | None = None
        self.result_dialog: ResultDialog | None = None
        self.faces = CardFaces(faces_for_game(settings.faces, "french"))
        self.scene = TableScene(self.faces, self)
        self.scene.animation_ms = settings.animation_ms
        self.scene.refused.connect(self._show_status)
        self.scene.try_action = self._try_action
        self.view = TableView(self.scene, self)
        self.decisions = DecisionPanel(self)
        self.decisions.chosen.connect(self._choose)
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
        self.resizeDocks([self.score_dock], [340], Qt.Orientation.Horizontal)
        self._build_actions()
        self.retranslate()
        self.resize(1280, 860)

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
        self.settings_action = QAction(self)
        self.settings_action.setShortcut(QKeySequence.StandardKey.Preferences)
        self.settings_action.triggered.connect(self.edit_settings)
        self.quit_action = QAction(self)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.close)
        self.about_action = QAction(self)
        self.about_action.triggered.connect(self._about)
        self.game_menu = self.menuBar().addMenu("")
        for action in (self.new_action, self.last_trick_action, self.score_action):
            self.game_menu.addAction(action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.settings_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)
        self.learn_menu = LearnMenu(self.settings, self)
        self.menuBar().addMenu(self.learn_menu)
        self.help_menu = self.menuBar().addMenu("")
        self.help_menu.addAction(self.about_action)

    def retranslate(self) -> None:
        """Set every text of the window in the current language."""
        self.setWindowTitle(self.tr("Stammtisch"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.new_action.setText(self.tr("&New game…"))
        self.last_trick_action.setText(self.tr("&Last trick"))
        self.score_action.setText(self.tr("&Score sheet"))
        self.settings_action.setText(self.tr("S&ettings…"))
        self.quit_action.setText(self.tr("&Quit"))
        self.about_action.setText(self.tr("&About Stammtisch"))
        self.score_dock.setWindowTitle(self.tr("Score sheet"))
        self.score_model.refresh()
        self.refresh()

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
        dialog = NewGameDialog(self.settings.default_level, self.settings.player_name, self)
        if self.controller is not None:
            dialog.select_game(self.controller.session.game.NAME)
        if dialog.exec() == NewGameDialog.DialogCode.Accepted:
            self.start_session(dialog.spec())

    def start_session(self, spec: NewGameSpec, seed: int | None = None) -> None:
        """Seat a new session (the user in seat 0) and deal."""
        try:
            game = make_game(spec.game, spec.players, spec.rules)
            session = Session(
                game, spec.names, spec.deals, first_dealer=spec.players - 1, seed=seed
            )
        except StammtischError as exc:
            QMessageBox.warning(self, self.tr("New game"), str(exc))
            return
        self.settings.player_name = spec.names[0]
        self._seat(savegame.SavedTable(session, 0, list(spec.levels)))

    def resume(self, table: savegame.SavedTable) -> None:
        """Carry on with a saved session."""
        self._seat(table)

    def _seat(self, table: savegame.SavedTable) -> None:
        if self.controller is not None:
            self.controller.shutdown()
            self.controller.deleteLater()
        session = table.session
        controller = GameController(
            session, table.human, table.levels, self.save_path, self.pace_ms, self
        )
        controller.hold = self.scene.busy_ms
        controller.changed.connect(self.refresh)
        controller.humanTurn.connect(self.refresh)
        controller.thinking.connect(lambda _seat: self.refresh())
        controller.dealFinished.connect(self._deal_finished)
        controller.status.connect(self._show_status)
        controller.saveFailed.connect(self._save_failed)
        self.controller = controller
        self._apply_faces()
        self.score_model.set_session(session)
        controller.start()
        self.view.setFocus()

    def _apply_faces(self) -> None:
        game_faces = self.controller.session.game.FACES if self.controller else "french"
        set_suit_style(game_faces)
        style = faces_for_game(self.settings.faces, game_faces)
        if style != self.faces.style:
            self.faces = CardFaces(style)
            self.scene.set_faces(self.faces)

    def offer_resume(self, ask: bool = True) -> bool:
        """Offer the saved session, if there is one; a broken save is set aside and reported."""
        path = self.save_path
        if path is None:
            return False
        savegame.remove_orphans(path)
        if not path.exists():
            return False
        try:
            table = savegame.load(path)
        except savegame.SaveError as exc:
            self._set_aside(path, str(exc), ask)
            return False
        if table.session.is_over():
            return False
        if ask:
            game = table.session.game
            question = self.tr("Resume the saved game of %1 (deal %2 of %3)?")
            question = (
                question.replace("%1", engine_text(game.TITLE))
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
                self.controller = None
            self.score_model.set_session(None)
            self._set_aside(path, f"{type(exc).__name__}: {exc}", ask)
            return False
        return True

    def _set_aside(self, path: Path, reason: str, ask: bool) -> None:
        """Rename a save that cannot be resumed out of the way and tell the user why."""
        try:
            aside = savegame.set_aside(path)
        except OSError as move_error:
            aside = path
            detail = str(move_error)
        else:
            detail = ""
        message = (
            self.tr("The saved game could not be read and was set aside as %1.").replace(
                "%1", str(aside)
            )
            + "\n\n"
            + reason
            + (("\n" + detail) if detail else "")
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
        controller = self.controller
        if controller is None:
            self.decisions.show_choices(self.tr("Start a new game from the Game menu."), [])
            return
        snap = controller.snapshot()
        if snap is None:
            return
        state = controller.state
        assert state is not None
        names = list(controller.session.seats)
        legal = controller.legal_actions()
        cards = {a for a in legal if a < FIRST_NON_CARD_ACTION}
        thinking = state.current_player() if controller.is_thinking() else None
        self.scene.sort_key = hand_sort_key(state)
        self.scene.show_table(
            snap,
            names,
            cards if controller.is_human_turn() else None,
            thinking,
            deal_id=len(controller.session.deals),
        )
        words = [
            Choice(a, raw, action_text(raw))
            for a in legal
            if a >= FIRST_NON_CARD_ACTION
            for raw in [state.action_to_string(a)]
        ]
        extra = [
            Choice(a, raw, action_text(raw))
            for a in controller.out_of_turn_actions()
            for raw in [state.action_to_string(a)]
        ]
        self.decisions.show_choices(
            self._prompt(cards, bool(words), names, state.current_player()),
            words,
            extra,
            controller.session.game.NAME,
            state,
        )

    def _prompt(self, cards: set[int], words: bool, names: list[str], seat: int) -> str:
        controller = self.controller
        assert controller is not None
        if controller.state is None or controller.state.is_terminal():
            return ""
        if controller.is_human_turn():
            kind = controller.card_kind() if cards else None
            own = game_prompt(
                controller.session.game.NAME,
                controller.state,
                controller.human,
                controller.cards_to_go(kind),
                names,
            )
            if own:
                return own
            if kind == "away":
                return self.tr(
                    "Your turn: lay a card away (drag it to the side, or double-click it)."
                )
            if kind == "pass":
                return self.tr("Your turn: choose a card to pass on.")
            if cards and words:
                return self.tr("Your turn: play a card or choose.")
            if cards:
                return self.tr("Your turn: play a card.")
            return self.tr("Your turn: choose.")
        if 0 <= seat < len(names):
            return self.tr("%1 is thinking…").replace("%1", names[seat])
        return ""

    def _try_action(self, action: int) -> str | None:
        if self.controller is None:
            return self.tr("Start a new game first.")
        reason = self.controller.try_action(action)
        if reason is None:
            self.statusBar().clearMessage()
        return reason

    def _choose(self, action: int) -> None:
        reason = self._try_action(action)
        if reason is not None:
            self._show_status(reason)
        self.view.setFocus()

    def _show_status(self, text: str) -> None:
        self.statusBar().showMessage(text, 8000)

    def _save_failed(self, detail: str) -> None:
        self._show_status(self.tr("The game could not be saved: %1").replace("%1", detail))

    def _deal_finished(self, result: DealResult) -> None:
        controller = self.controller
        assert controller is not None
        session = controller.session
        self.score_model.set_session(session)
        ranking = session.ranking() if session.is_over() else None
        dialog = ResultDialog(
            result,
            session.seats,
            len(session.deals),
            max(session.planned_deals, len(session.deals)),
            ranking,
            session.totals(),
            self,
        )
        dialog.accepted.connect(self._after_result)
        self.result_dialog = dialog
        dialog.open()

    def _after_result(self) -> None:
        self.result_dialog = None
        controller = self.controller
        if controller is None:
            return
        if controller.session.is_over():
            controller.discard_save()
            self.decisions.show_choices(self.tr("The session is over."), [])
            return
        controller.next_deal()

    def show_last_trick(self) -> None:
        controller = self.controller
        snap = controller.snapshot() if controller else None
        dialog = LastTrickDialog(
            snap.last_trick if snap else (),
            snap.last_trick_winner if snap else None,
            list(controller.session.seats) if controller else [],
            self.faces,
            self,
        )
        self.last_trick_dialog = dialog
        dialog.open()

    def edit_settings(self) -> None:
        dialog = SettingsDialog(self.settings, self)
        if dialog.exec() == SettingsDialog.DialogCode.Accepted:
            self.apply_settings(dialog)

    def apply_settings(self, dialog: SettingsDialog) -> None:
        dialog.apply()
        install_language(resolve_language(self.settings.language))
        self.scene.animation_ms = self.settings.animation_ms
        if self.controller is not None and self.fixed_pace is None:
            self.controller.pace_ms = self.pace_ms
        self._apply_faces()
        self.retranslate()

    def _about(self) -> None:
        QMessageBox.about(
            self,
            self.tr("About Stammtisch"),
            self.tr(
                "Stammtisch: Skat, Doppelkopf, Schafkopf and Sheepshead against computer opponents, offline."
            ),
        )

    # --- closing --------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.controller is not None:
            self.controller.shutdown()
        self.settings.sync()
        super().closeEvent(event)


def start_later(window: MainWindow) -> None:
    QTimer.singleShot(0, window.startup)


__all__ = ["MainWindow", "start_later"]
