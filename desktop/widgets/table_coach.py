"""The coach's part of the main window: the Hint action (key H, Game menu), marking the
advice, learning mode, Why not, the review after a deal and the rules reference.

:class:`TableCoach` asks the coach off the GUI thread (:class:`~stammtisch.desktop.hints.HintRequester`),
shows the answer in the :class:`~.hint_panel.HintPanel`, marks it on the table or in the
decision row, and forgets it as soon as the deal moves on.
"""

from __future__ import annotations

import functools
import html
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QDockWidget, QMenu, QPushButton

from stammtisch.engine.cards import CARD_POINTS, symbol_str
from stammtisch.engine.coach import NO_ACTION, Hint, why_not
from stammtisch.engine.coach.phases import phase_line
from stammtisch.engine.coach.whynot import refusals
from stammtisch.engine.messages import Message
from stammtisch.engine.phase import Phase
from stammtisch.engine.rule_words import title
from stammtisch.engine.state import FIRST_NON_CARD_ACTION, Game, GameState

from ..catalog import game_classes
from ..hints import HintRequester
from ..messages import label_text, text
from ..rules import has_rules, rule_for, sections
from .choice import Refused
from .hint_panel import HintPanel, current_language
from .review_dialog import ReviewDialog
from .rules_dialog import RulesDialog

if TYPE_CHECKING:
    from .main_window import MainWindow

PHASE_LINES_SHOWN = 3
"""How many times learning mode explains each phase of each game."""


class TableCoach:
    """The coach's part of the main window: the Hint action, the panel's dock, the marks."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.panel = HintPanel(window)
        self.dock = QDockWidget(window)
        self.dock.setObjectName("hintDock")
        self.dock.setWidget(self.panel)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.action = QAction(window)
        self.action.setObjectName("hintAction")
        self.action.setShortcut(QKeySequence("H"))
        self.action.triggered.connect(self.ask)
        self.panel.button.clicked.connect(self.ask)
        self.requester = HintRequester(window)
        self.requester.ready.connect(self._ready)
        self.requester.failed.connect(self._failed)
        self.hint: Hint | None = None
        self._moment: tuple[int, int] | None = None
        """(deal number, history length) the shown or pending hint belongs to."""
        self.review_action = QAction(window)
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
        self.practice: list[MainWindow] = []
        """Practice tables opened with "play on from here"."""

    def retranslate(self) -> None:
        for action, cls in self.rules_actions:
            action.setText(self.tr("Rules of %1").replace("%1", text(title(cls))))
        self.action.setText(self.tr("&Hint"))
        self.review_action.setText(self.tr("&Review last deal…"))
        self.dock.setWindowTitle(self.tr("Coach"))
        self.panel.retranslate()

    def tr(self, source: str) -> str:
        """``source`` in the user's language (this class is no QObject: its own context)."""
        return QCoreApplication.translate("TableCoach", source)

    # --- asking -------------------------------------------------------------------

    def _state(self) -> GameState | None:
        controller = self.window.controller
        if controller is None or controller.state is None or controller.state.is_terminal():
            return None
        return controller.state

    def _now(self) -> tuple[int, int] | None:
        controller = self.window.controller
        state = self._state()
        if controller is None or state is None:
            return None
        return (len(controller.session.deals), len(state.history()))

    def ask(self) -> None:
        """The user asked for a hint: think about their decision now, if they have one."""
        controller = self.window.controller
        state = self._state()
        if controller is None or state is None:
            self.panel.show_idle(self.tr("There is no deal to advise on."))
            return
        seat = controller.human
        if not (controller.is_human_turn() or controller.out_of_turn_actions()):
            self.panel.show_idle(self.tr("You have nothing to decide now."))
            return
        self.clear()
        self._moment = self._now()
        self.panel.show_thinking()
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
        controller = self.window.controller
        state = self._state()
        if controller is None or state is None:
            return []
        reasons = why_not(state, controller.human, action)
        if reasons:
            self.clear()
            self.panel.show_why_not(reasons)
            self._link_rule(state.game.NAME, reasons)
        return reasons

    def refused(self) -> list[Refused]:
        """The decisions the rules refuse the user now, each with its reason and rule section
        (the engine's :func:`~stammtisch.engine.coach.whynot.refusals`)."""
        controller = self.window.controller
        state = self._state()
        if controller is None or state is None:
            return []
        return [
            Refused(r.action, label_text(r.info), r.info, text(r.reason), r.rule)
            for r in refusals(state, controller.human)
        ]

    def _failed(self, detail: str) -> None:
        self.panel.show_idle(self.tr("The coach could not answer: %1").replace("%1", detail))

    # --- marking and forgetting ---------------------------------------------------------

    def hinted_action(self) -> int | None:
        """The action the coach recommends now (None: no valid hint is shown)."""
        if self.hint is None or self._moment != self._now():
            return None
        return self.hint.action

    def mark(self) -> None:
        """Mark the advice on the table (a card) or in the decision row (a word)."""
        action = self.hinted_action()
        scene, decisions = self.window.scene, self.window.decisions
        if action is None or action == NO_ACTION:
            scene.set_hint(None)
            decisions.clear_highlight()
            return
        state = self._state()
        assert state is not None
        if action < FIRST_NON_CARD_ACTION and action in {i.card for i in scene.hand_items()}:
            scene.set_hint(action)
            decisions.clear_highlight()
        else:
            scene.set_hint(None)
            decisions.highlight(action)

    def refreshed(self) -> None:
        """The window redrew the table: keep the marks if the hint still holds, else forget it;
        in learning mode, say what the last trick did and (if the user wants it) ask the
        coach before the user's decision."""
        if self._moment is not None and self._moment != self._now():
            self.clear()
            self.panel.show_idle()
        self.mark()
        if not self.learning:
            return
        self._say_phase()
        self._say_trick()
        controller = self.window.controller
        if (
            self.hint_first
            and controller is not None
            and self._moment is None
            and controller.is_human_turn()
            and len(controller.legal_actions()) > 1
        ):
            self.ask()

    def _say_phase(self) -> None:
        """The first few times a phase begins, one line explains it."""
        controller = self.window.controller
        state = controller.state if controller is not None else None
        if controller is None or state is None:
            return
        phase = state.turn_info(controller.human).phase
        if phase is None:
            return
        moment = (len(controller.session.deals), phase)
        if moment == self._last_phase:
            return
        self._last_phase = moment
        game = state.game.NAME
        settings = self.window.settings
        line = phase_line(game, phase)
        if line is None or settings.phase_lines_shown(game, phase.value) >= PHASE_LINES_SHOWN:
            return
        settings.count_phase_line(game, phase.value)
        self.panel.phase_line.setText(text(line))

    def _say_trick(self) -> None:
        """One line on the trick just taken: who, how many points, which trumps fell."""
        controller = self.window.controller
        snap = controller.snapshot() if controller is not None else None
        state = self._state() if controller is not None else None
        if snap is None or not snap.last_trick or snap.last_trick_winner is None:
            return
        uids = tuple(tc.uid for tc in snap.last_trick)
        if uids == self._last_trick:
            return
        self._last_trick = uids
        names = controller.session.seats if controller is not None else ()
        winner = snap.last_trick_winner
        who = names[winner] if 0 <= winner < len(names) else str(winner)
        cards = [tc.card for tc in snap.last_trick]
        line = (
            self.tr("%1 took the trick: %2 points.")
            .replace("%1", who)
            .replace("%2", str(sum(CARD_POINTS[c] for c in cards)))
        )
        rules = state.sort_rules() if state is not None else None
        trumps = [c for c in cards if rules is not None and rules.is_trump(c)]
        if trumps:
            line += " " + self.tr("Trumps played: %1.").replace(
                "%1", " ".join(symbol_str(c) for c in trumps)
            )
        self.panel.trick_line.setText(line)

    def clear(self) -> None:
        self.hint = None
        self._moment = None
        self.requester.cancel()
        self.window.scene.set_hint(None)
        self.window.decisions.clear_highlight()

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
            action = QAction(self.window)
            action.setObjectName(f"rules_{cls.NAME}")
            action.triggered.connect(functools.partial(self.open_rules, cls.NAME, None))
            menu.addAction(action)
            self.rules_actions.append((action, cls))
        self.panel.rule_link.linkActivated.connect(self._rule_link)
        self.window.decisions.ruleRequested.connect(self._rule_link)

    def _rule_link(self, section: str) -> None:
        state = self._state()
        controller = self.window.controller
        game = controller.session.game.NAME if controller is not None else None
        if state is not None:
            game = state.game.NAME
        if game is not None:
            self.open_rules(game, section)

    def open_rules(self, game: str, section: str | None = None) -> RulesDialog:
        """Show ``game``'s rules (at ``section``, when given)."""
        cls = next(c for c in game_classes() if game == c.NAME)
        dialog = RulesDialog(game, text(title(cls)), current_language(), self.window)
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
        controller = self.window.controller
        if controller is None or not controller.session.deals:
            self.window.statusBar().showMessage(self.tr("No deal has been finished yet."), 8000)
            return None
        final = controller.session.deals[-1].replay()
        if self.review is not None:
            self.review.done(0)
        history, grader = self.window.history, self.window.grader
        deal_id = None
        if history is not None and grader is not None:
            deal_id = history.deal_id(controller.session, len(controller.session.deals) - 1)
        dialog = ReviewDialog(
            final,
            controller.human,
            list(controller.session.seats),
            self.requester.budget_ms / 2,
            self.requester.work,
            self.window,
            known=None if deal_id is None or grader is None else grader.known(deal_id, final),
        )
        if deal_id is not None and grader is not None:
            # the review grades this deal itself: the background grading leaves it alone until
            # the review's grades are kept, or the review ends without them
            grader.grading_elsewhere(deal_id, True)
            said = [False]

            def released() -> None:  # once, whichever comes first
                if not said[0]:
                    said[0] = True
                    grader.grading_elsewhere(deal_id, False)

            dialog.grading.done.connect(functools.partial(grader.keep, deal_id, final.clone()))
            dialog.grading.done.connect(lambda _graded: released())
            dialog.grading.failed.connect(lambda _detail: released())
            dialog.finished.connect(lambda _result: released())
        dialog.playOn.connect(self.play_on)
        self.review = dialog
        dialog.show()
        return dialog

    def play_on(self, state: GameState) -> MainWindow:
        """A practice table at ``state``, the same seats and players; nothing is saved."""
        from stammtisch.engine.session import Session

        from .. import savegame
        from .main_window import MainWindow

        controller = self.window.controller
        assert controller is not None
        session = Session(state.game, controller.session.seats, 1, first_dealer=state.dealer)
        session.current = state
        window = MainWindow(self.window.settings, None, self.window.fixed_pace)
        window.resume(savegame.SavedTable(session, controller.human, list(controller.levels)))
        window.setWindowTitle(self.tr("Practice: play on from here"))
        window.coach.requester.work = self.requester.work
        window.show()
        self.practice.append(window)
        return window


__all__ = ["PHASE_LINES_SHOWN", "TableCoach"]
