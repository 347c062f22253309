"""The decision row's focus through a rebuild (issue 47, K8): a rebuild in which the focused
choice is offered again moves the focus not at all, and any other rebuild moves it once at
most.  Every focus change is counted as a screen reader hears it (``focusChanged``).

A rebuild in which the focused control survives: the row is built anew (new choices, or a
refusal gone) and offers the control again.  Before, a new widget took the focus from the
old one (one change, the old "Re" to the new "Re"), or, while another seat played, the table
took it (the user lost the place they had tabbed to).  Now the same widget stays, rewired.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from desktop_support import english, temp_settings  # noqa: F401 - fixture
from desktop_tables import labels, seat_at
from doppelkopf_support import BASE_HANDS, act, new_deal
from keyboard_user import KeyboardUser
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QCheckBox, QComboBox, QWidget
from pytestqt.qtbot import QtBot
from test_desktop_keyboard import DEALS, open_table

from stammtisch.desktop.widgets.decisions import DecisionPanel
from stammtisch.desktop.widgets.main_window import MainWindow
from stammtisch.desktop.widgets.mnemonics import mnemonic_of, plain
from stammtisch.engine.skat import SkatGame
from stammtisch.engine.state import GameState

pytestmark = pytest.mark.usefixtures("english")


@contextmanager
def focus_moves() -> Iterator[list[QWidget | None]]:
    """The widgets the focus moved to while the block ran."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    moved: list[QWidget | None] = []

    def changed(_old: QWidget | None, new: QWidget | None) -> None:
        moved.append(new)

    app.focusChanged.connect(changed)
    try:
        yield moved
    finally:
        app.focusChanged.disconnect(changed)


def active(qtbot: QtBot, window: MainWindow) -> MainWindow:
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


def row_button(panel: DecisionPanel, text: str) -> QAbstractButton:
    for widget in panel.row_widgets():
        if isinstance(widget, QAbstractButton) and plain(widget.text()) == text:
            return widget
    raise AssertionError(f"no {text!r} in the row: {labels_of(panel)}")


def labels_of(panel: DecisionPanel) -> list[str]:
    return [plain(w.text()) for w in panel.row_widgets() if isinstance(w, QAbstractButton)]


def put_focus(qtbot: QtBot, widget: QWidget) -> None:
    widget.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is widget)


def play_card(state: GameState) -> None:
    state.apply_action(next(a for a in state.legal_actions() if state.describe_action(a).is_card))


def test_skat_bidding_keeps_the_focus_on_pass_when_the_next_row_offers_it_again(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Rearhand bids to forehand: Pass and Bid 18, then (forehand held) Pass and Bid 20.  The
    user is on Pass and bids with Alt and the letter; the window shows the next row: the
    options changed, Pass is the same button and keeps the focus."""
    state = SkatGame(3).new_deal(seed=1, dealer=0)
    state.apply_action(state.parse_action("p"))  # middlehand passes: the user bids to forehand
    window = active(qtbot, seat_at(qtbot, tmp_path, state))
    panel = window.decisions
    assert labels(window)[:2] == ["Pass", "Bid 18"]
    passing = row_button(panel, "Pass")
    put_focus(qtbot, passing)
    # the user's bid and forehand's answer come to the window as one change of the deal
    state.apply_action(state.parse_action("18"))
    state.apply_action(state.parse_action("y"))
    with focus_moves() as moved:
        window.refresh()
        window.refresh()  # and the same row shown again
    assert labels(window)[:2] == ["Pass", "Bid 20"]
    assert moved == [], said(moved)
    assert QApplication.focusWidget() is passing
    assert row_button(panel, "Pass") is passing
    # the kept button is the new row's: Space on it passes
    before = len(state.history())
    QTest.keyClick(passing, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: len(state.history()) > before)
    assert state.action_to_string(state.history()[-1][1]) == "p"
    window.close()


def test_the_focused_ladder_and_its_bid_button_keep_the_focus(qtbot: QtBot, tmp_path: Path) -> None:
    """The list of higher bids and its Bid button are kept too, refilled and rewired: the
    button bids the value the kept list shows."""
    state = SkatGame(3).new_deal(seed=1, dealer=0)
    state.apply_action(state.parse_action("p"))
    window = active(qtbot, seat_at(qtbot, tmp_path, state))
    panel = window.decisions
    higher = panel.findChild(QComboBox, "higher")
    assert higher is not None
    put_focus(qtbot, higher)
    state.apply_action(state.parse_action("18"))
    state.apply_action(state.parse_action("y"))
    with focus_moves() as moved:
        window.refresh()
    assert moved == [], said(moved)
    assert QApplication.focusWidget() is higher
    assert higher.itemText(0) == "22"  # the values over the new next bid (20)
    bid = row_button(panel, "Bid")
    higher.setCurrentIndex(higher.findText("24"))
    before = len(state.history())
    bid.click()
    qtbot.waitUntil(lambda: len(state.history()) > before)
    assert state.action_to_string(state.history()[-1][1]) == "24"
    window.close()


def test_kontra_out_of_turn_keeps_the_focus_while_the_others_play(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """A defender on Kontra while the declarer and the partner play: each card rebuilds the
    row (the turn changed) and Kontra stays focused; when the user's own card is due, the
    focus goes to the table once."""
    rules = {"kontra_re": True}
    state = SkatGame(3, rules).new_deal(seed=3, dealer=0)
    for text in ["18", "y", "20", "p", "p", "GH"]:  # rearhand (seat 2) declares
        state.apply_action(state.parse_action(text))
    window = active(qtbot, seat_at(qtbot, tmp_path, state, rules))
    panel = window.decisions
    kontra = row_button(panel, "Kontra")
    put_focus(qtbot, kontra)
    assert state.current_player() == 1
    with focus_moves() as moved:
        play_card(state)  # forehand leads: the declarer is next
        window.refresh()
    assert state.current_player() == 2
    assert moved == [], said(moved)
    assert QApplication.focusWidget() is kontra
    with focus_moves() as moved:
        play_card(state)  # the user's card is due now: the keys go to the table
        window.refresh()
    assert moved == [window.view]
    window.close()


def test_doppelkopf_re_out_of_turn_keeps_the_focus_through_each_card(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """The user led and tabbed to Re while the others play: "Re" sits in the announcements,
    in the Doppelkopf controls, and each card rebuilds them; Re keeps the focus, and works."""
    state = new_deal(BASE_HANDS)
    act(state, "healthy", "healthy", "healthy", "healthy")
    play_card(state)  # the user leads
    window = active(qtbot, seat_at(qtbot, tmp_path, state))
    panel = window.decisions
    assert labels(window) == ["Re", "no 90", "no 60", "no 30", "schwarz"]
    re = row_button(panel, "Re")
    put_focus(qtbot, re)
    for _ in range(2):  # the next two seats play; the trick is not yet full
        with focus_moves() as moved:
            play_card(state)
            window.refresh()
        assert moved == [], said(moved)
        assert QApplication.focusWidget() is re
        assert row_button(panel, "Re") is re
    with focus_moves() as moved:
        QTest.keyClick(re, Qt.Key.Key_Space)  # announced by the kept button
    assert state.announcements[-1][:3] == (0, "re", 1)
    assert labels(window) == ["no 90", "no 60", "no 30", "schwarz"]
    assert moved == [window.view]  # Re is gone: the keys go on at the table, in one move
    window.close()


def test_doppelkopf_in_turn_re_goes_to_the_table_once(qtbot: QtBot, tmp_path: Path) -> None:
    """Re survives into the user's own turn to play: the keys go to the table (Return plays a
    card there), in one move."""
    state = new_deal(BASE_HANDS)
    act(state, "healthy", "healthy", "healthy", "healthy")
    play_card(state)
    window = active(qtbot, seat_at(qtbot, tmp_path, state))
    put_focus(qtbot, row_button(window.decisions, "Re"))
    for _ in range(3):  # the trick is full: the user leads the next one
        play_card(state)
    assert state.current_player() == 0
    with focus_moves() as moved:
        window.refresh()
    assert len(moved) == 1 and moved[-1] is window.view
    window.close()


def focusable(panel: DecisionPanel) -> list[QWidget]:
    """The row's controls a user can be on (hidden and disabled ones aside)."""
    return [
        w
        for w in panel.row_widgets()
        if w.isEnabled() and w.isVisible() and isinstance(w, (QAbstractButton, QComboBox))
    ]


def rebuild(window: MainWindow) -> None:
    """Build the row anew with the same choices (a refresh keeps a row that offers the same,
    so the test makes it forget what it shows)."""
    window.decisions._shown = None
    window.refresh()


@pytest.mark.parametrize("game", sorted(DEALS))
def test_every_control_of_every_row_keeps_the_focus_through_a_rebuild_and_a_deal_moves_it_once_a_rebuild(
    qtbot: QtBot, tmp_path: Path, game: str
) -> None:
    """A deal of each game by keys.  At each decision, every control of the row (buttons,
    lists, boxes, composed choices: the bidding, the skat, reservations, solos, the
    auction, announcements, calls) is focused in turn and the row rebuilt with the same
    choices: no focus change, the same widget.  The user then goes on by keys on the kept
    widgets.  Each refresh of the whole deal moves the focus once at most."""
    window = open_table(qtbot, tmp_path, game)
    panel = window.decisions
    controller = window.controller
    assert controller is not None
    kept_through = 0
    per_refresh = count_per_refresh(window)
    user = KeyboardUser(qtbot, window)
    decide = user.decide

    def deciding() -> None:
        nonlocal kept_through
        for index in range(len(focusable(panel))):
            widget = focusable(panel)[index]  # those not focused were made anew
            before = labels(window)
            put_focus(qtbot, widget)
            with focus_moves() as moved:
                rebuild(window)
            assert moved == [], (game, describe(widget), said(moved))
            assert QApplication.focusWidget() is widget
            assert any(w is widget for w in panel.row_widgets())
            assert labels(window) == before
            kept_through += 1
        letters = [
            mnemonic_of(w.text()) for w in focusable(panel) if isinstance(w, QAbstractButton)
        ]
        assert None not in letters and len(set(letters)) == len(letters), letters
        decide()

    user.decide = deciding  # type: ignore[method-assign]
    with focus_moves() as moved:
        per_refresh.moved = moved
        user.play_deal(review=False)
    assert kept_through >= 3
    assert per_refresh and max(per_refresh) <= 1, per_refresh
    print(f"\n{game}: {kept_through} controls kept through a rebuild, {len(per_refresh)} refreshes")
    window.close()


class PerRefresh(list[int]):
    """The focus changes of each refresh of the window (from the row's rebuild to the old
    row's last widget gone), in order."""

    moved: list[QWidget | None]


def count_per_refresh(window: MainWindow) -> PerRefresh:
    panel = window.decisions
    counts = PerRefresh()
    counts.moved = []
    start: list[int] = []
    show: Callable[..., None] = panel.show_choices
    settle: Callable[..., None] = window._settle_focus
    settled: Callable[[], None] = panel.settled
    closing = [False]

    def showing(*args: object, **kwargs: object) -> None:
        start[:] = [len(counts.moved)]
        show(*args, **kwargs)

    def settling(*args: object, **kwargs: object) -> None:
        settle(*args, **kwargs)
        closing[0] = True

    def done() -> None:
        settled()
        if closing[0] and start:
            counts.append(len(counts.moved) - start[0])
            closing[0] = False
            start.clear()

    panel.show_choices = showing  # type: ignore[method-assign]
    window._settle_focus = settling  # type: ignore[method-assign]
    panel.settled = done  # type: ignore[method-assign]
    return counts


def said(moved: list[QWidget | None]) -> list[str]:
    """The widgets the focus moved to, for a failure's message."""
    return [describe(w) if w is not None else "nothing" for w in moved]


def describe(widget: QWidget) -> str:
    text = plain(widget.text()) if isinstance(widget, (QAbstractButton, QCheckBox)) else ""
    return f"{type(widget).__name__}({widget.objectName()!r}, {text!r})"
