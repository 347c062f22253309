"""The review after a deal: every trick with the hands open, the user's decisions graded,
and "play on from here" at the exact position."""

from __future__ import annotations

from pathlib import Path

import pytest
from coach_deals import sure_trick_record
from desktop_support import (
    english,  # noqa: F401 - fixture
    temp_settings,
)
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from stammtisch.desktop.review import position_before, trick_steps
from stammtisch.desktop.savegame import SavedTable
from stammtisch.desktop.widgets.main_window import MainWindow
from stammtisch.desktop.widgets.review_dialog import ReviewDialog
from stammtisch.engine.cards import parse_card as c
from stammtisch.engine.session import Session
from stammtisch.engine.state import CHANCE, GameState

pytestmark = pytest.mark.usefixtures("english")


def finished() -> GameState:
    """The prepared Skat deal (seat 0 threw a sure trick with ♥Q), played out."""
    state = sure_trick_record().replay()
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[0])
    return state


def test_the_tricks_with_every_hand_open() -> None:
    state = finished()
    steps = trick_steps(state)
    assert [s.number for s in steps] == [*range(1, 11), 0]
    played = [card for actor, card in state.history() if actor != CHANCE and card < 32]
    in_tricks = [card for s in steps for _, card in s.plays]
    assert len(set(in_tricks)) == len(in_tricks) == 30
    assert set(in_tricks) <= set(played)
    for k, step in enumerate(steps[:-1]):
        assert [len(h) for h in step.hands] == [10 - k] * 3
        assert len(step.plays) == 3
        for seat, card in step.plays:
            assert card in step.hands[seat]
    # trick 8 is the one seat 0 gave away with ♥Q instead of taking it for sure with ♥A
    eighth = steps[7]
    assert eighth.plays == ((1, c("DQ")), (2, c("D7")), (0, c("HQ")))
    assert steps[-1].hands == ((), (), ())


def test_position_before_is_the_exact_position() -> None:
    state = finished()
    for index in (0, 33, 40, 62):
        before = position_before(state, index)
        assert before.history() == state.history()[:index]


def test_the_review_steps_through_every_trick_and_grades_the_blunder(qtbot: QtBot) -> None:
    state = finished()
    dialog = ReviewDialog(state, 0, ["You", "Anna", "Bernd"], budget_ms=20_000, work=2)
    qtbot.addWidget(dialog)
    dialog.show()
    seen = [dialog.title.text()]
    while dialog.next.isEnabled():
        qtbot.mouseClick(dialog.next, Qt.MouseButton.LeftButton)
        seen.append(dialog.title.text())
    assert seen == [*(f"Trick {k} of 10" for k in range(1, 11)), "The end of the deal"]
    qtbot.waitUntil(lambda: bool(dialog.graded), timeout=60_000)
    graded = dialog.graded
    assert dialog.table.rowCount() == len(graded)
    row = next(i for i, d in enumerate(graded) if d.chosen == c("HQ"))
    assert graded[row].grade.value == "blunder"
    assert dialog.table.item(row, 1).text() == "blunder"
    assert dialog.table.item(row, 2).text() == "Play ♥A"  # the engine's label of the better card
    for k, d in enumerate(graded):  # a choice graded best names no "better" one beside it
        if d.grade.value == "best":
            assert dialog.table.item(k, 2).text() == ""
    dialog.table.selectRow(row)
    assert dialog.title.text() == "Trick 8 of 10"
    # could I have won? ♥A would have won the game: +50 against the −100 scored
    qtbot.waitUntil(lambda: dialog.perfect_line is not None, timeout=30_000)
    assert dialog.perfect_line is not None and dialog.perfect_line.score == 50
    assert dialog.perfect_line.line[0] == (0, c("HA"))
    assert dialog.perfect.text().startswith(
        "With every hand open, perfect play from here scores +50.0 points for you (you scored -100.0 points)."
    )
    with qtbot.waitSignal(dialog.playOn) as got:
        qtbot.mouseClick(dialog.play_on, Qt.MouseButton.LeftButton)
    restored = got.args[0]
    assert restored.history() == state.history()[: graded[row].index]
    assert restored.current_player() == 0 and c("HA") in restored.legal_actions()
    dialog.done(0)
    dialog.wait()


def test_after_a_deal_the_review_opens_and_plays_on_at_the_same_cards(
    qtbot: QtBot, tmp_path: Path
) -> None:
    state = finished()
    session = Session(state.game, ["You", "Anna", "Bernd"], 1, first_dealer=state.dealer)
    session.current = state  # a table whose deal has just ended: it is booked at once
    window = MainWindow(temp_settings(tmp_path), None, pace_ms=0)
    qtbot.addWidget(window)
    window.show()
    window.coach.requester.work = 2
    window.resume(SavedTable(session, 0, ["human", "standard", "standard"]))
    controller = window.controller
    assert controller is not None
    qtbot.waitUntil(lambda: window.result_dialog is not None)
    result = window.result_dialog
    assert result is not None
    button = result.findChild(QPushButton, "reviewButton")
    assert button is not None and button.text() == "Re&view…"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    review = window.coach.review
    assert review is not None and review.isVisible()
    qtbot.waitUntil(lambda: bool(review.graded), timeout=60_000)
    row = next(i for i, d in enumerate(review.graded) if d.chosen == c("HQ"))
    review.table.selectRow(row)
    qtbot.mouseClick(review.play_on, Qt.MouseButton.LeftButton)
    practice = window.practice[-1]
    qtbot.addWidget(practice)
    played = practice.controller
    assert played is not None and played.state is not None
    assert played.state.history() == state.history()[: review.graded[row].index]
    assert played.is_human_turn() and played.save_path is None
    assert practice.controller is not controller
    practice.controller.shutdown()
    review.done(0)
    review.wait()


def test_the_review_explains_the_score_line_by_line_in_the_users_language(
    qtbot: QtBot,
) -> None:
    from stammtisch.desktop.i18n import install_language
    from stammtisch.desktop.messages import text

    state = finished()
    result = state.result()
    names = ["You", "Anna", "Bernd"]
    assert result.lines and result.explanation is not None
    dialog = ReviewDialog(state, 0, names, budget_ms=50, work=1)
    qtbot.addWidget(dialog)
    try:
        for language in ("en", "de"):
            assert install_language(language)
            dialog.retranslate()
            shown = dialog.explanation.toPlainText()
            said = [text(line.label, names) for line in result.lines]
            said.append(text(result.explanation.verdict, names))
            for line in said:
                assert line in shown, (language, line)
            for line in result.lines:  # each line's value stands beside it
                value = line.value if isinstance(line.value, int) else text(line.value, names)
                assert str(value) in shown
            if language == "de":
                assert "Spielwert" in shown and "Game value" not in shown
            else:
                assert "Game value" in shown
    finally:
        install_language("en")
        dialog.done(0)
        dialog.wait()


def test_the_best_line_from_any_point_of_the_play_with_progress(qtbot: QtBot) -> None:
    state = finished()
    dialog = ReviewDialog(state, 0, ["You", "Anna", "Bernd"], budget_ms=20_000, work=2)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: bool(dialog.graded), timeout=60_000)
    graded = dialog.graded
    # a bid: before the card play the solver has nothing to say, and says so
    bid = next(i for i, d in enumerate(graded) if d.chosen >= 32)
    dialog.table.selectRow(bid)
    qtbot.waitUntil(lambda: not dialog.solving.isVisible(), timeout=30_000)
    assert dialog.perfect_line is None
    assert dialog.perfect.text().startswith(
        "The search for the best play with every hand open starts once the game is settled"
    )
    # the first card the user played: ten cards each, solved all the same
    first = next(i for i, d in enumerate(graded) if d.chosen < 32 and d.index > 40)
    steps: list[int] = []
    dialog.solving.valueChanged.connect(steps.append)
    dialog.table.selectRow(first)
    qtbot.waitUntil(lambda: dialog.perfect_line is not None, timeout=60_000)
    line = dialog.perfect_line
    assert line is not None and line.complete
    assert steps and steps[-1] == len(line.line) == dialog.solving.maximum()
    assert not dialog.solving.isVisible()
    assert dialog.perfect.text().startswith("With every hand open, perfect play from here scores")
    dialog.done(0)
    dialog.wait()


def test_a_solve_that_runs_out_of_time_says_so(qtbot: QtBot) -> None:
    from stammtisch.engine.doppelkopf import DoppelkopfGame

    state = DoppelkopfGame().new_deal(seed=0, dealer=3)
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[0])
    names = ["You", "Anna", "Bernd", "Clara"]
    dialog = ReviewDialog(state, 0, names, budget_ms=30, work=1, solve_seconds=0.05)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: bool(dialog.graded), timeout=60_000)
    first = next(i for i, d in enumerate(dialog.graded) if d.chosen < 32)
    dialog.table.selectRow(first)
    qtbot.waitUntil(lambda: not dialog.solving.isVisible(), timeout=30_000)
    assert dialog.perfect_line is None
    assert dialog.perfect.text().startswith(
        "The search for the best play with every hand open did not finish in its time (0.05 s) "
        "from here, so there is no best line to show."
    )
    dialog.done(0)
    dialog.wait()


def test_the_reviews_figures_are_on_the_skat_scale_for_a_defender(qtbot: QtBot) -> None:
    """Both figures of "could I have won?" on the coach's one Skat scale, named on screen: a
    Skat defender's own entry is 0 whoever wins, so a defender reads the declarer's score
    seen from its side (minus it), as the hint and the grades do; not the search's
    relative scale (half of it)."""
    from stammtisch.desktop.widgets.review_dialog import line_value
    from stammtisch.engine.coach.scale import scale_value

    state = finished()
    assert state.scores()[1] == 0
    declarer = state.result().declarer
    assert declarer is not None and scale_value(state, 1) == -state.scores()[declarer]
    dialog = ReviewDialog(state, 1, ["You", "Anna", "Bernd"], budget_ms=20_000, work=2)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: bool(dialog.graded), timeout=60_000)
    last_card = max(k for k, d in enumerate(dialog.graded) if d.chosen < 32)
    dialog.table.selectRow(last_card)
    qtbot.waitUntil(lambda: dialog.perfect_line is not None, timeout=60_000)
    line = dialog.perfect_line
    assert line is not None and line.complete
    value = line_value(dialog.solved_from, line.line, 1)
    assert value is not None
    made = scale_value(state, 1)
    assert dialog.perfect.text().startswith(
        f"With every hand open, perfect play from here scores {value:+.1f} points for you "
        f"(you scored {made:+.1f} points). Scale: your points on the score sheet less the "
        "other side's (a defender sees minus the declarer's score)."
    )
    assert line_value(dialog.solved_from, line.line[:-1], 1) is None  # short of the end
    dialog.done(0)
    dialog.wait()
