"""The coach at the table: the Hint action (key H, Game menu), the advice to mark, learning
mode, Why not, the review after a deal and the rules reference.

:class:`TableCoach` asks the coach off the GUI thread (:class:`~stammtisch.desktop.hints.HintRequester`),
shows the answer in the :class:`~.hint_panel.HintPanel` and says which action to mark
(:attr:`TableCoach.marked`), forgetting it as soon as the deal moves on.  It is handed what
it needs (the settings, the table's controller, the history and its grading) and tells the
window the rest by signal: a line for the status bar, a position to play on from.
"""

from __future__ import annotations

import functools
import html

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QDockWidget, QMenu, QPushButton, QWidget

from stammtisch.engine.coach import NO_ACTION, Hint, why_not
from stammtisch.engine.coach.phases import phase_line, trick_note
from stammtisch.engine.messages import Message
from stammtisch.engine.phase import Phase
from stammtisch.engine.rule_words import title
from stammtisch.engine.state import Game, GameState

from ..cardfaces import faces_for_game
from ..catalog import game_classes
from ..controller import GameController
from ..grading import GradeRunner
from ..hints import HintRequester
from ..history import HistoryRecorder
from ..messages import join_sentences, label_text, text
from ..names import seat_labels
from ..rules import has_rules, rule_for, sections
from ..settings import AppSettings
from ..turn import TurnView
from .hint_panel import HintPanel, current_language
from .review_dialog import ReviewDialog
from .reviews import review_deal
from .rules_dialog import RulesDialog

PHASE_LINES_SHOWN = 3
"""How many times learning mode explains each phase of each game."""


class TableCoach(QObject):
    """The coach at one table: the Hint action, the panel's dock, the advice to mark."""

    marked = Signal(object)
    """The action the coach recommends now, to be marked on the table or in the decision row
    (``None``: no mark)."""
    status = Signal(str)
    """A line for the status bar."""
    playOn = Signal(object)
    """The review's "play on from here": the position (a :class:`GameState`) to practise."""

    def __init__(self, settings: AppSettings, parent: QWidget) -> None:
        super().__init__(parent)
        self.settings = settings
        self.host = parent
        """The widget the coach's dock, actions and dialogs belong to."""
        self._controller: GameController | None = None
        self._table = 0
        """Counts the tables seated, so that a new game is told from the old one."""
        self._shown_at: tuple[int, int, int] | None = None
        """The position (table, deal, history length) the advice, Why not or line of the
        panel's top was made for (``None``: it shows nothing of a position)."""
        self._trick_at: tuple[int, int, tuple[int, ...]] | None = None
        """The trick (table, deal, its cards' uids) the trick line speaks of."""
        self._phase_at: tuple[int, int, Phase] | None = None
        """The phase (table, deal, phase) the phase line explains."""
        self._deal_seen: tuple[int, int] = (0, -1)
        self.history: HistoryRecorder | None = None
        self.grader: GradeRunner | None = None
        """The history's background grading, which a review takes a deal over from."""
        self.panel = HintPanel(parent)
        self.dock = QDockWidget(parent)
        self.dock.setObjectName("hintDock")
        self.dock.setWidget(self.panel)
        self.action = QAction(parent)
        self.action.setObjectName("hintAction")
        self.action.setShortcut(QKeySequence("H"))
        self.action.triggered.connect(self.ask)
        self.panel.button.clicked.connect(self.ask)
        self.requester = HintRequester(self)
        self.requester.ready.connect(self._ready)
        self.requester.failed.connect(self._failed)
        self.hint: Hint | None = None
        self._moment: tuple[int, int] | None = None
        """(deal number, history length) the shown or pending hint belongs to."""
        self.review_action = QAction(parent)
        self.review_action.setObjectName("reviewAction")
        self.review_action.setShortcut(QKeySequence("Ctrl+R"))
        self.review_action.triggered.connect(self.review_last)
        self.learning = False
        """Learning mode: a line when each phase begins and after each trick."""
        self.hint_first = False
        """Learning mode's option: the hint, asked by itself before each of the user's
        decisions (off the GUI thread, as the Hint button asks)."""
        self._last_trick: tuple[int, ...] = ()
        self._last_phase: tuple[int, Phase] | None = None
        """(deal number, phase) last explained or passed over."""
        self.review: ReviewDialog | None = None
        self.rules: RulesDialog | None = None
        self.rules_actions: list[tuple[QAction, type[Game]]] = []

    @property
    def controller(self) -> GameController | None:
        """The table the coach advises at (handed over whenever a table is seated)."""
        return self._controller

    @controller.setter
    def controller(self, controller: GameController | None) -> None:
        if controller is not self._controller:
            self._controller = controller
            self._table += 1
            self.forget()

    def forget(self) -> None:
        """Clear everything the panel says of a position (a new game is seated)."""
        self.clear()
        self.panel.show_idle()
        self._shown_at = None
        self.panel.phase_line.clear()
        self._phase_at = None
        self.panel.trick_line.clear()
        self._trick_at = None
        self._last_trick = ()
        self._last_phase = None

    def _position(self) -> tuple[int, int, int]:
        """(table, deal, history length) now; a finished deal's history counts as -1."""
        controller = self._controller
        if controller is None:
            return (self._table, -1, -1)
        state = self._state()
        deal = len(controller.session.deals)
        return (self._table, deal, len(state.history()) if state is not None else -1)

    def _say(self, line: str) -> None:
        """A line at the panel's top about the position now."""
        self.panel.show_idle(line)
        self._shown_at = self._position()

    def retranslate(self) -> None:
        for action, cls in self.rules_actions:
            action.setText(self.tr("Rules of %1").replace("%1", text(title(cls))))
        self.action.setText(self.tr("&Hint"))
        self.review_action.setText(self.tr("&Review last deal…"))
        self.dock.setWindowTitle(self.tr("Coach"))
        self.panel.retranslate()

    def faces(self, game_faces: str) -> str:
        """How the table names cards for a game whose own faces are ``game_faces``:
        ``"german"`` when it draws them German-suited, else ``"french"``."""
        style = faces_for_game(self.settings.faces, game_faces)
        return "german" if style == "german" else "french"

    def practice_title(self) -> str:
        """The title of a table opened with "play on from here"."""
        return self.tr("Practice: play on from here")

    # --- asking -------------------------------------------------------------------

    def _state(self) -> GameState | None:
        controller = self.controller
        if controller is None or controller.state is None or controller.state.is_terminal():
            return None
        return controller.state

    def _now(self) -> tuple[int, int] | None:
        controller = self.controller
        state = self._state()
        if controller is None or state is None:
            return None
        return (len(controller.session.deals), len(state.history()))

    def ask(self) -> None:
        """The user asked for a hint: think about their decision now, if they have one."""
        controller = self.controller
        state = self._state()
        if controller is None or state is None:
            self._say(self.tr("There is no deal to advise on."))
            return
        seat = controller.human
        if not (controller.is_human_turn() or controller.out_of_turn_actions()):
            self._say(self.tr("You have nothing to decide now."))
            return
        self.clear()
        self._moment = self._now()
        self.panel.show_thinking()
        self._shown_at = self._position()
        self.requester.request(state, seat)

    def _ready(self, hint: Hint) -> None:
        if self._moment is None or self._moment != self._now():
            return  # the deal moved on while the coach thought
        self.hint = hint
        state = self._state()
        assert state is not None
        labels = {
            alt.action: (
                self.tr("Say nothing")
                if alt.action == NO_ACTION
                else label_text(state.describe_action(alt.action))
            )
            for alt in hint.alternatives
        }
        self.panel.show_hint(hint, labels)
        self._link_rule(state.game.NAME, hint.reasons)
        self.mark()

    def _link_rule(self, game: str, reasons: tuple[Message, ...] | list[Message]) -> None:
        section = rule_for(game, reasons)
        if section is None:
            self.panel.rule_link.setText("")
            return
        title = sections(game, current_language()).get(section, section)
        self.panel.rule_link.setText(
            '<a href="{}">{}</a>'.format(
                html.escape(section), html.escape(self.tr("Rule: %1").replace("%1", title))
            )
        )

    def why_not(self, action: int) -> list[Message]:
        """The user's ``action`` was refused: show why in the panel, with the rule's link."""
        controller = self.controller
        state = self._state()
        if controller is None or state is None:
            return []
        reasons = why_not(state, controller.human, action)
        if reasons:
            self.clear()
            self.panel.show_why_not(reasons)
            self._shown_at = self._position()
            self._link_rule(state.game.NAME, reasons)
        return reasons

    def _failed(self, detail: str) -> None:
        self._say(self.tr("The coach could not answer: %1").replace("%1", detail))

    # --- marking and forgetting ---------------------------------------------------------

    def hinted_action(self) -> int | None:
        """The action the coach recommends now (None: no valid hint is shown)."""
        if self.hint is None or self._moment != self._now():
            return None
        return self.hint.action

    def mark(self) -> None:
        """Say which action to mark: the advice on the table (a card) or in the decision row
        (a word); ``None`` when there is none."""
        action = self.hinted_action()
        self.marked.emit(None if action == NO_ACTION else action)

    def refreshed(self, view: TurnView | None) -> None:
        """The window showed ``view`` (``None``: the deal is over): keep the marks if the hint
        still holds, else forget it; clear every line whose position is gone; in learning
        mode, say what the last trick did and (if the user wants it) ask the coach before
        the user's decision."""
        if self._moment is not None and self._moment != self._now():
            self.clear()
            self.panel.show_idle()
        self._clear_stale(view)
        self.mark()
        if not self.learning or view is None:
            return
        self._say_phase(view)
        self._say_trick(view)
        choices = len(view.cards or ()) + len(view.choices)
        if self.hint_first and self._moment is None and view.cards is not None and choices > 1:
            self.ask()

    def _clear_stale(self, view: TurnView | None) -> None:
        """Clear each text of the panel whose position is gone: the advice or Why not once
        anything is played or said, the trick line once another trick is taken, the phase
        line once the phase ends; all of them with the deal and the game."""
        table, deal, _ = now = self._position()
        if (table, deal) != self._deal_seen:
            self._deal_seen = (table, deal)
            self._last_trick = ()  # a new deal's first trick may have the same card uids
        if self._shown_at is not None and self._shown_at != now:
            self.clear()
            self.panel.show_idle()
            self._shown_at = None
        phase = view.turn.phase if view is not None and view.turn is not None else None
        if self._phase_at is not None and self._phase_at != (table, deal, phase):
            self.panel.phase_line.clear()
            self._phase_at = None
        if self._trick_at is not None:
            trick = tuple(tc.uid for tc in view.table.last_trick) if view is not None else ()
            if self._trick_at[:2] != (table, deal) or (
                view is not None and trick != self._trick_at[2]
            ):
                self.panel.trick_line.clear()
                self._trick_at = None

    def _say_phase(self, view: TurnView) -> None:
        """The first few times a phase begins, one line explains it."""
        phase = view.turn.phase if view.turn is not None else None
        if phase is None:
            return
        moment = (view.deal, phase)
        if moment == self._last_phase:
            return
        self._last_phase = moment
        game = view.game
        settings = self.settings
        line = phase_line(game, phase, self._state())
        if line is None or settings.phase_lines_shown(game, phase.value) >= PHASE_LINES_SHOWN:
            return
        settings.count_phase_line(game, phase.value)
        self.panel.phase_line.setText(text(line))
        self._phase_at = (self._table, view.deal, phase)

    def _say_trick(self, view: TurnView) -> None:
        """One line on the trick just taken: who, its card points where they count, which trumps
        fell (the engine's :func:`trick_note`)."""
        snap = view.table
        state = self._state()
        if not snap.last_trick or snap.last_trick_winner is None:
            return
        uids = tuple(tc.uid for tc in snap.last_trick)
        if uids == self._last_trick:
            return
        self._last_trick = uids
        names = view.names
        winner = snap.last_trick_winner
        cards = [tc.card for tc in snap.last_trick]
        if state is None:
            return
        line = join_sentences(
            [text(m, names, viewer=snap.viewer) for m in trick_note(state, winner, cards)]
        )
        self.panel.trick_line.setText(line)
        self._trick_at = (self._table, view.deal, uids)

    def clear(self) -> None:
        self.hint = None
        self._moment = None
        self.requester.cancel()
        self.marked.emit(None)

    def shutdown(self) -> None:
        self.requester.shutdown()
        if self.review is not None:
            self.review.done(0)
            self.review.wait()

    # --- the rules reference --------------------------------------------------------------

    def add_rules_menu(self, menu: QMenu) -> None:
        """One "Rules of <game>" item per game with a rules text."""
        for cls in game_classes():
            if not has_rules(cls.NAME):
                continue
            action = QAction(self.host)
            action.setObjectName(f"rules_{cls.NAME}")
            action.triggered.connect(functools.partial(self.open_rules, cls.NAME, None))
            menu.addAction(action)
            self.rules_actions.append((action, cls))
        self.panel.rule_link.linkActivated.connect(self.show_rule)

    def show_rule(self, section: str) -> None:
        """Open the rules of the game at the table at ``section`` (a link was followed)."""
        state = self._state()
        controller = self.controller
        game = controller.session.game.NAME if controller is not None else None
        if state is not None:
            game = state.game.NAME
        if game is not None:
            self.open_rules(game, section)

    def open_rules(self, game: str, section: str | None = None) -> RulesDialog:
        """Show ``game``'s rules (at ``section``, when given)."""
        cls = next(c for c in game_classes() if game == c.NAME)
        dialog = RulesDialog(game, text(title(cls)), current_language(), self.host)
        if section:
            dialog.show_section(section)
        dialog.show()
        self.rules = dialog
        return dialog

    # --- the review after a deal ----------------------------------------------------------

    def offer_review(self, dialog: QDialog) -> None:
        """Add a "Review…" button to the result dialog of the deal just booked."""
        box = dialog.findChild(QDialogButtonBox)
        if box is None:
            return
        button = QPushButton(self.tr("Re&view…"), dialog)
        button.setObjectName("reviewButton")
        button.clicked.connect(self.review_last)
        box.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)

    def review_last(self) -> ReviewDialog | None:
        """Open the review of the last booked deal (None if none is booked yet)."""
        controller = self.controller
        if controller is None or not controller.session.deals:
            self.status.emit(self.tr("No deal has been finished yet."))
            return None
        final = controller.session.deals[-1].replay()
        if self.review is not None:
            self.review.done(0)
        history, grader = self.history, self.grader
        deal_id = None
        if history is not None and grader is not None:
            deal_id = history.deal_id(controller.session, len(controller.session.deals) - 1)
        # a window of its own (no parent): the result dialog, modal to the table, must not
        # block it; the table's window closes it when it closes (shutdown)
        dialog = review_deal(
            final,
            controller.human,
            seat_labels(controller.session.seats, controller.human),
            None,
            self.requester.budget_ms / 2,
            self.requester.work,
            grader if deal_id is not None else None,
            deal_id,
            known=None if deal_id is None or grader is None else grader.known(deal_id, final),
            over=self.host,
            faces=self.faces(final.game.FACES),
        )
        dialog.playOn.connect(self.playOn)
        self.review = dialog
        return dialog


__all__ = ["PHASE_LINES_SHOWN", "TableCoach"]
