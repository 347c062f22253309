"""From the result to the review and on: the review opened from the result dialog takes
every input at once; closing the result in any way deals on (never behind an open review
the user did not leave); practice tables close by a button, Escape and with the app; the
trainer panel never keeps a text of a position that is gone; a review names the cards as
the table does and sorts the hands as the table sorts them."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from coach_deals import sure_trick_record
from desktop_support import (
    english,  # noqa: F401 - fixture
    temp_settings,
)
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from stammtisch.desktop.display import hand_sort_key
from stammtisch.desktop.messages import card_text
from stammtisch.desktop.review import position_before
from stammtisch.desktop.savegame import SavedTable
from stammtisch.desktop.widgets.main_window import MainWindow
from stammtisch.desktop.widgets.new_game import NewGameSpec
from stammtisch.desktop.widgets.review_dialog import ReviewDialog
from stammtisch.engine.cards import card_suit, parse_card
from stammtisch.engine.registry import make_game
from stammtisch.engine.session import Session
from stammtisch.engine.state import GameState

pytestmark = pytest.mark.usefixtures("english")

NAMES = ["You", "Anna", "Bernd", "Clara"]
FRENCH_SUITS = re.compile("[♣♠♥♦]")
GERMAN_SUITS = ("Eichel", "Gras", "Herz", "Schellen")


def finished_skat() -> GameState:
    """The prepared Skat deal, played out (seat 0 threw a sure trick with ♥Q)."""
    state = sure_trick_record().replay()
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[0])
    return state


def finished_schafkopf() -> GameState:
    """A Schafkopf deal with a game played (not thrown in), played out at random."""
    game = make_game("schafkopf")
    for seed in range(40):
        state = game.new_deal(seed=seed, dealer=3)
        rng = random.Random(seed)
        while not state.is_terminal():
            state.apply_action(rng.choice(state.legal_actions()))
        if state.result().played:
            return state
    raise AssertionError("no Schafkopf deal with a game in 40 seeds")


class Blocked(QObject):
    """Notes whether a window is blocked by a modal dialog (Qt tells it by an event)."""

    def __init__(self) -> None:
        super().__init__()
        self.blocked = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.WindowBlocked:
            self.blocked = True
        elif event.type() == QEvent.Type.WindowUnblocked:
            self.blocked = False
        return False


def at_result(qtbot: QtBot, tmp_path: Path, deals: int = 2) -> MainWindow:
    """A window whose first deal (the prepared Skat deal) has just ended: its result shows."""
    state = finished_skat()
    session = Session(state.game, NAMES[:3], deals, first_dealer=state.dealer)
    session.current = state  # booked at once
    window = MainWindow(temp_settings(tmp_path), None, pace_ms=0)
    qtbot.addWidget(window)
    window.show()
    window.coach.requester.work = 1
    window.coach.requester.budget_ms = 40
    window.resume(SavedTable(session, 0, ["human", "random", "random"]))
    qtbot.waitUntil(lambda: window.result_dialog is not None)
    assert window.result_dialog is not None
    qtbot.waitExposed(window.result_dialog)
    return window


def open_review(qtbot: QtBot, window: MainWindow) -> ReviewDialog:
    result = window.result_dialog
    assert result is not None
    button = result.findChild(QPushButton, "reviewButton")
    assert button is not None
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    review = window.coach.review
    assert review is not None and review.isVisible()
    return review


def close_all(window: MainWindow) -> None:
    review = window.coach.review
    window.close()
    if review is not None:
        assert not review.isVisible()
        review.wait()


def test_the_review_opened_from_the_result_takes_every_input(qtbot: QtBot, tmp_path: Path) -> None:
    window = at_result(qtbot, tmp_path)
    result = window.result_dialog
    assert result is not None and result.isModal()
    watch = Blocked()
    review = open_review(qtbot, window)
    review.installEventFilter(watch)
    qtbot.waitExposed(review)
    qtbot.wait(20)
    # the result is modal to the table only: the review is a window of its own, not blocked
    assert review.parentWidget() is None and not watch.blocked
    handle = review.windowHandle()
    assert handle is not None and handle.transientParent() is None
    assert window.controller is not None and window.controller.state is None  # no deal yet
    # trick navigation
    assert review.title.text() == "Trick 1 of 10"
    qtbot.mouseClick(review.next, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(review.next, Qt.MouseButton.LeftButton)
    assert review.title.text() == "Trick 3 of 10"
    qtbot.mouseClick(review.previous, Qt.MouseButton.LeftButton)
    assert review.title.text() == "Trick 2 of 10"
    # the decision table, "could I have won?" and play on
    qtbot.waitUntil(lambda: bool(review.graded), timeout=60_000)
    row = next(i for i, d in enumerate(review.graded) if d.chosen == parse_card("HQ"))
    rect = review.table.visualRect(review.table.model().index(row, 0))
    qtbot.mouseClick(review.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert review.selected_decision() is review.graded[row]
    assert review.title.text() == "Trick 8 of 10" and review.play_on.isEnabled()
    qtbot.waitUntil(lambda: review.perfect_line is not None, timeout=30_000)
    qtbot.mouseClick(review.play_on, Qt.MouseButton.LeftButton)
    practice = window.practice[-1]
    assert practice.isVisible() and practice.parentWidget() is None
    assert practice.controller is not None and practice.controller.state is not None
    assert practice.controller.state.history() == review.final.history()[: review.graded[row].index]
    # the practice table closes by its own button
    button = practice.close_practice_button
    assert button.isVisible() and button.text() == "Close practice (Esc)"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert not practice.isVisible() and practice not in window.practice
    # the review's Close button closes it; the result still waits for the user
    qtbot.mouseClick(review.close_button, Qt.MouseButton.LeftButton)
    assert not review.isVisible()
    review.wait()
    assert window.result_dialog is result and result.isVisible()
    assert window.controller.state is None
    close_all(window)


def test_next_deal_with_the_review_open_deals_on_and_the_review_stays(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = at_result(qtbot, tmp_path)
    review = open_review(qtbot, window)
    qtbot.wait(50)
    controller = window.controller
    assert controller is not None and controller.state is None  # not behind the review
    result = window.result_dialog
    assert result is not None
    qtbot.mouseClick(result.next_button, Qt.MouseButton.LeftButton)  # the user asks for it
    assert window.result_dialog is None and controller.state is not None
    assert review.isVisible()
    qtbot.mouseClick(review.next, Qt.MouseButton.LeftButton)
    assert review.title.text() == "Trick 2 of 10"
    close_all(window)


@pytest.mark.parametrize("how", ["escape", "close button"])
def test_closing_the_result_in_any_way_deals_on(qtbot: QtBot, tmp_path: Path, how: str) -> None:
    window = at_result(qtbot, tmp_path)
    controller = window.controller
    result = window.result_dialog
    assert controller is not None and result is not None
    if how == "escape":
        qtbot.keyClick(result, Qt.Key.Key_Escape)
    else:
        result.close()  # what the window's close button does
    assert window.result_dialog is None and not result.isVisible()
    assert controller.state is not None and not controller.state.is_terminal()
    assert len(controller.session.deals) == 1
    qtbot.waitUntil(lambda: window.decisions.prompt.text() != "", timeout=5_000)
    assert "no game" not in window.decisions.prompt.text().lower()
    close_all(window)


def test_escape_on_the_last_result_ends_the_session(qtbot: QtBot, tmp_path: Path) -> None:
    window = at_result(qtbot, tmp_path, deals=1)
    result = window.result_dialog
    assert result is not None
    qtbot.keyClick(result, Qt.Key.Key_Escape)
    assert window.decisions.prompt.text() == "The session is over."
    close_all(window)


def test_a_practice_table_closes_with_escape_and_with_the_app(qtbot: QtBot, tmp_path: Path) -> None:
    window = at_result(qtbot, tmp_path)
    review = open_review(qtbot, window)
    qtbot.waitUntil(lambda: bool(review.graded), timeout=60_000)
    position = position_before(review.final, review.graded[-1].index)  # the user to play
    first = window.play_on(position)
    qtbot.waitExposed(first)
    first.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is first)
    qtbot.keyClick(first.view, Qt.Key.Key_Escape)
    assert not first.isVisible()
    second = window.play_on(position.clone())
    third = window.play_on(position.clone())
    assert second.isVisible() and third.isVisible()
    assert "Quit" in second.quit_action.text()
    second.quit_action.trigger()  # Quit in a practice table quits the app: every window
    assert not window.isVisible() and not second.isVisible() and not third.isVisible()
    assert not review.isVisible() and window.result_dialog is None
    review.wait()


def seated(qtbot: QtBot, tmp_path: Path, state: GameState, deals: int = 2) -> MainWindow:
    """A window at ``state`` (a Skat deal of a session of ``deals``), learning mode on."""
    window = MainWindow(temp_settings(tmp_path), None, pace_ms=0)
    qtbot.addWidget(window)
    window.show()
    session = Session(state.game, NAMES[:3], deals, first_dealer=state.dealer)
    session.current = state
    window.coach.learning = True
    window.resume(SavedTable(session, 0, ["human", "random", "random"]))
    return window


def play_until(qtbot: QtBot, window: MainWindow, done: Callable[[], bool]) -> None:
    """Play the user's first legal action whenever it is the user's turn, until ``done()``."""
    controller = window.controller
    assert controller is not None
    for _ in range(5000):
        if done():
            return
        state = controller.state
        if state is not None and controller.is_human_turn() and not window.scene.is_animating():
            window._try_action(state.legal_actions()[0])
        qtbot.wait(2)
    raise AssertionError("the table did not get there")


def test_why_not_goes_once_a_card_is_played_and_the_trick_line_with_the_deal(
    qtbot: QtBot, tmp_path: Path
) -> None:
    # the prepared Skat deal, trick 7: seat 0 must follow and holds cards it may not play
    state = sure_trick_record().replay(20)
    window = seated(qtbot, tmp_path, state)
    controller = window.controller
    panel = window.coach.panel
    assert controller is not None and controller.is_human_turn()
    assert controller.state is not None
    legal = controller.state.legal_actions()
    held = controller.state.table(0).hand_cards(0)
    refused = next(c for c in held if c not in legal)
    assert window._try_action(refused) is not None
    assert panel.advice.text() == "Why not?" and panel.reason.text() != ""
    assert panel.rule_link.text() != ""
    window.refresh()
    assert panel.advice.text() == "Why not?"  # the same position: it stays
    window._try_action(legal[0])
    assert panel.advice.text() == "" and panel.reason.text() == ""
    assert panel.rule_link.text() == ""
    # the trick is taken: learning mode's line tells it
    play_until(qtbot, window, lambda: panel.trick_line.text() != "")
    assert "took the trick" in panel.trick_line.text()
    # the deal ends, the next begins: nothing of the last deal stays
    play_until(qtbot, window, lambda: window.result_dialog is not None)
    assert panel.advice.text() == "" and panel.reason.text() == ""
    dialog = window.result_dialog
    assert dialog is not None
    qtbot.mouseClick(dialog.next_button, Qt.MouseButton.LeftButton)
    assert controller.state is not None and len(controller.session.deals) == 1
    window.refresh()
    assert panel.trick_line.text() == "" and panel.advice.text() == ""
    close_all(window)


def test_a_new_game_of_another_game_starts_with_an_empty_trainer_panel(
    qtbot: QtBot, tmp_path: Path
) -> None:
    state = sure_trick_record().replay(20)
    window = seated(qtbot, tmp_path, state)
    panel = window.coach.panel
    play_until(qtbot, window, lambda: panel.trick_line.text() != "")
    skat_trick = panel.trick_line.text()
    skat_phase = panel.phase_line.text()
    assert skat_phase != ""  # Skat's card play explained
    window.start_session(
        NewGameSpec("sheepshead", 5, {}, [*NAMES, "Dieter"], ["human"] + ["random"] * 4, 1),
        seed=3,
    )
    window.refresh()
    assert panel.trick_line.text() != skat_trick and panel.trick_line.text() == ""
    assert panel.phase_line.text() != skat_phase
    assert panel.advice.text() == "" and panel.reason.text() == ""
    close_all(window)


def test_a_schafkopf_review_names_the_cards_german_suited_and_sorts_the_hands(
    qtbot: QtBot,
) -> None:
    state = finished_schafkopf()
    review = ReviewDialog(state, 0, NAMES, budget_ms=20, work=1)
    qtbot.addWidget(review)
    review.show()
    key = hand_sort_key(state)
    for step in range(len(review.steps)):
        review.show_step(step)
        shown = review.steps[step]
        for seat, label in enumerate(review.hand_labels):
            text = label.text()
            assert not FRENCH_SUITS.search(text), text
            hand = sorted(shown.hands[seat], key=key)
            # each card "Suit Rank" ("Gras-Ober" in German), in the table's order
            cards = text.split(", ") if text else []
            assert cards == [card_text(c, "german") for c in hand]
            for word, card in zip(cards, hand, strict=True):
                assert word.startswith(GERMAN_SUITS[card_suit(card)])
        assert not FRENCH_SUITS.search(review.trick.text())
    review.done(0)
    review.wait()


def test_every_review_sorts_the_hands_as_the_table_does(qtbot: QtBot) -> None:
    state = finished_skat()
    review = ReviewDialog(state, 0, NAMES[:3], budget_ms=20, work=1)
    qtbot.addWidget(review)
    key = hand_sort_key(state)
    first = review.steps[0]
    from stammtisch.desktop.widgets.review_dialog import cards_text

    for seat in range(3):
        assert review.hand_labels[seat].text() == cards_text(sorted(first.hands[seat], key=key))
    # hearts are trumps: the trumps first, strongest first, then the other suits from the ace
    assert review.hand_labels[0].text() == "♥A ♥Q ♥9 ♥7 ♣A ♣7 ♠A ♠Q ♠7 ♦A"
    review.done(0)
    review.wait()
