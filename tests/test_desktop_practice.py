"""Learn ▸ Practice from your games through the real widgets: a graded blunder of a stored
deal becomes a puzzle, a wrong answer is explained and rescheduled, a right one advances the
interval, and the schedule is kept across a restart."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
from desktop_driver import double_click
from desktop_support import english, temp_settings  # noqa: F401  (english: a fixture)
from practice_support import THROWN, graded_blunder
from pytestqt.qtbot import QtBot

from stammtisch.desktop.history import HistoryRecorder
from stammtisch.desktop.i18n import install_language
from stammtisch.desktop.widgets.main_window import MainWindow
from stammtisch.desktop.widgets.practice_view import PracticeWindow
from stammtisch.engine.cards import card_str
from stammtisch.engine.history.store import open_history
from stammtisch.engine.practice import PracticeStore, Puzzle, Schedule
from stammtisch.engine.practice.puzzle import label_of

pytestmark = pytest.mark.usefixtures("english")


class Clock:
    def __init__(self, today: date) -> None:
        self.today = today

    def __call__(self) -> date:
        return self.today


def _window(qtbot: QtBot, tmp_path: Path, clock: Clock) -> MainWindow:
    window = MainWindow(temp_settings(tmp_path), None, pace_ms=0)
    qtbot.addWidget(window)
    window.learn_menu.clock = clock
    recorder, problem = HistoryRecorder.open(tmp_path / "history.sqlite", window)
    assert problem == ""
    window.set_history(recorder)
    return window


def _play(qtbot: QtBot, practice: PracticeWindow, token: str) -> None:
    items = [
        i for i in practice.scene.hand_items() if i.card is not None and card_str(i.card) == token
    ]
    assert items, f"{token} is not in the hand on the table"
    double_click(practice, items[0])  # type: ignore[arg-type]


def _open(qtbot: QtBot, window: MainWindow) -> PracticeWindow:
    window.learn_menu.refresh_practice()
    window.learn_menu.practice_action.trigger()
    practice = window.learn_menu.practice_window
    assert practice is not None
    qtbot.addWidget(practice)
    return practice


def test_an_empty_history_says_so_in_one_line(qtbot: QtBot, tmp_path: Path) -> None:
    window = _window(qtbot, tmp_path, Clock(date(2026, 11, 23)))
    assert window.learn_menu.practice_action.text() == "Practice from your games (0 due)…"
    practice = _open(qtbot, window)
    assert practice.text_label.text().startswith("No puzzles yet:")
    assert not practice.view.isVisible() and not practice.next_button.isEnabled()
    window.close()


def test_a_graded_blunder_is_practised_until_the_interval_grows(
    qtbot: QtBot, tmp_path: Path
) -> None:
    store = open_history(tmp_path / "history.sqlite").store
    deal_id = graded_blunder(store)
    store.close()
    clock = Clock(date(2026, 11, 23))
    window = _window(qtbot, tmp_path, clock)
    menu = window.learn_menu
    assert menu.practice_action.text() == "Practice from your games (1 due)…"
    practice = _open(qtbot, window)
    # the puzzle is made in the background, then shown as the user saw the position
    qtbot.waitUntil(lambda: practice.item is not None, timeout=30_000)
    assert practice.view.isVisible()
    assert practice.text_label.text() == (
        "Your choice in this deal: Play ♥Q. The coach graded it a blunder.\nFind a better card."
    )
    hand = {card_str(i.card) for i in practice.scene.hand_items() if i.card is not None}
    assert hand == {"HA", "HQ", "SQ"}
    assert practice.scene.snapshot is not None and len(practice.scene.snapshot.trick) == 2

    _play(qtbot, practice, "HQ")  # the blunder again
    verdict = practice.verdict
    assert verdict is not None and not verdict.right
    feedback = practice.feedback_label.text().splitlines()
    assert feedback[0] == "Not this one. The coach's choice: Play ♥A."
    assert any("wins this trick for sure" in line for line in feedback)
    assert any(line.startswith("Play ♥Q gives up 150.0 points") for line in feedback)
    assert feedback[-1] == "It comes back tomorrow."
    assert practice.next_button.isEnabled()
    item = menu.practice.item(deal_id, THROWN) if menu.practice else None
    assert item is not None and item.schedule == Schedule(
        date(2026, 11, 24), 0, 1, 1, date(2026, 11, 23)
    )
    practice.next_button.click()
    assert practice.text_label.text().startswith("Nothing to practise today")
    assert "Tuesday, November 24, 2026" in practice.text_label.text()
    assert menu.practice_action.text() == "Practice from your games (0 due)…"
    practice.close()

    clock.today = date(2026, 11, 24)
    practice = _open(qtbot, window)
    assert menu.practice_action.text() == "Practice from your games (1 due)…"
    assert practice.item is not None
    _play(qtbot, practice, "HA")
    assert practice.verdict is not None and practice.verdict.right
    feedback = practice.feedback_label.text().splitlines()
    assert feedback[0] == "Right!"
    assert "wins this trick for sure" in feedback[1]
    assert feedback[-1] == "It comes back in 3 days, on Friday, November 27, 2026."
    window.close()

    clock.today = date(2026, 11, 26)
    again = _window(qtbot, tmp_path, clock)  # a restart: a new window on the same history
    assert again.learn_menu.practice_action.text() == "Practice from your games (0 due)…"
    kept = again.learn_menu.practice.item(deal_id, THROWN) if again.learn_menu.practice else None
    assert kept is not None and kept.schedule == Schedule(
        date(2026, 11, 27), 1, 2, 1, date(2026, 11, 24)
    )
    clock.today = date(2026, 11, 27)
    practice = _open(qtbot, again)
    assert again.learn_menu.practice_action.text() == "Practice from your games (1 due)…"
    assert practice.item is not None and practice.item.schedule.stage == 1
    again.close()


def test_a_decision_is_answered_with_buttons_and_a_refused_card_does_not_count(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Two puzzles booked by hand (the widgets are under test here, not the coach): seat 0's
    bid of 18, and its ♠7 where it had to follow spades."""
    store = open_history(tmp_path / "history.sqlite").store
    deal_id = graded_blunder(store)
    record = store.deal_record(deal_id)
    bid = record.replay(2)
    bids = [bid.action_to_string(a) for a in bid.legal_actions()]
    values = {b: -30.0 - i for i, b in enumerate(bids)}
    values.update({"p": 0.0, "18": -20.0})
    labels = {b: label_of(bid, bid.parse_action(b)) for b in bids}
    practice = PracticeStore(store, Clock(date(2026, 11, 23)))
    practice.add(
        Puzzle(deal_id, 2, "skat", 0, True, "18", "p", ("p",), values, {}, labels, "mistake", 20.0)
    )
    follow = record.replay(20)
    cards = {t: label_of(follow, follow.parse_action(t)) for t in ("SQ", "S7")}
    practice.add(
        Puzzle(
            deal_id, 20, "skat", 0, True, "S7", "SQ", ("SQ",), {"SQ": 1.0, "S7": -9.0}, {}, cards,
            "mistake", 10.0, True,
        )
    )  # fmt: skip
    store.conn.execute("DELETE FROM grades")  # no pending work for the background maker
    store.close()
    window = _window(qtbot, tmp_path, Clock(date(2026, 11, 23)))
    assert window.learn_menu.practice_action.text() == "Practice from your games (2 due)…"
    view = _open(qtbot, window)
    assert view.item is not None and view.item.puzzle.action_index == 2
    assert view.text_label.text().endswith("Find a better decision.")
    install_language("de")  # the words follow a change of language
    try:
        qtbot.waitUntil(lambda: view.text_label.text().endswith("Finde eine bessere Entscheidung."))
        assert view.choices.buttons["p"].text() == "Passe"
    finally:
        install_language("en")
    qtbot.waitUntil(lambda: view.text_label.text().endswith("Find a better decision."))
    shown = list(view.choices.buttons)
    assert len(shown) == 8 and shown[0] == "p" and "18" in shown
    assert shown == [b for b in bids if b in shown]  # the engine's order, not the coach's
    assert view.choices.buttons["p"].text() == "Pass"
    view.choices.buttons["18"].click()
    assert view.verdict is not None and not view.verdict.right
    assert view.feedback_label.text().startswith("Not this one. The coach's choice: Pass.")
    view.next_button.click()

    assert view.item is not None and view.item.puzzle.action_index == 20
    assert view.text_label.text().endswith("Find a better card.")
    _play(qtbot, view, "HA")  # hearts while spades are led: refused with the rule
    assert view.verdict is None
    assert "follow" in view.feedback_label.text()
    _play(qtbot, view, "SQ")
    assert view.verdict is not None and view.verdict.right
    assert window.learn_menu.practice_action.text() == "Practice from your games (0 due)…"
    window.close()
