"""Playing by keyboard alone: a whole deal of each game with key presses only, counted.

The user's every move is a key pressed where the focus is (see :mod:`keyboard_user`): the
bidding, the skat or the reservation, the declaration, every card, each finished trick,
the result, its review and the next deal.  With the focus kept where the user works, a
deal costs about one press a card and one a trick; the counts are printed per game.
"""

from __future__ import annotations

import doctest
from pathlib import Path

import pytest
from desktop_support import english, temp_settings  # noqa: F401 - fixture
from keyboard_user import KeyboardUser
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from stammtisch.desktop.widgets import mnemonics
from stammtisch.desktop.widgets.main_window import MainWindow
from stammtisch.desktop.widgets.new_game import NewGameSpec

pytestmark = pytest.mark.usefixtures("english")

DEALS = {
    # game: (players, seed); seeds where the user ends up playing the game itself
    "skat": (3, 4),
    "doppelkopf": (4, 1),
    "schafkopf": (4, 2),
    "sheepshead": (5, 3),
}


def open_table(qtbot: QtBot, tmp_path: Path, game: str) -> MainWindow:
    window = MainWindow(temp_settings(tmp_path, finished_trick="click"), None, pace_ms=0)
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    players, seed = DEALS[game]
    names = ["You", "Anna", "Bernd", "Clara", "Dieter"][:players]
    levels = ["human", "random", "random", "random", "random"][:players]
    window.start_session(NewGameSpec(game, players, {}, names, levels, 2), seed=seed)
    return window


@pytest.mark.parametrize("game", sorted(DEALS))
def test_a_whole_deal_with_the_keyboard_alone(qtbot: QtBot, tmp_path: Path, game: str) -> None:
    window = open_table(qtbot, tmp_path, game)
    controller = window.controller
    assert controller is not None
    user = KeyboardUser(qtbot, window)
    presses = user.play_deal(review=True)
    session = controller.session
    assert len(session.deals) == 1 and controller.state is not None  # the next deal is dealt
    state = session.deals[0].replay()
    mine = [a for seat, a in state.history() if seat == controller.human]
    cards = [a for a in mine if state.game.NAME and state.describe_action(a).is_card]
    assert cards, "the user moved no card"
    tricks = presses.by_purpose["going on from a trick"]
    assert tricks >= 1
    # one press a card (the cursor stays on a playable card), one a trick, a few more
    assert presses.by_purpose["playing cards"] <= 2 * len(cards)
    assert presses.total <= 2 * len(cards) + tricks + 40, presses.keys
    print(f"\n{game}: {presses.total} presses {dict(presses.by_purpose)}")
    window.close()


def test_the_cursor_shows_only_where_the_focus_is(qtbot: QtBot, tmp_path: Path) -> None:
    """One place looks focused: the hand's cursor card is lifted and outlined while the table
    has the focus, and drawn like the others while the decision row has it (F6 between)."""
    window = open_table(qtbot, tmp_path, "skat")
    user = KeyboardUser(qtbot, window)
    scene = window.scene
    qtbot.waitUntil(lambda: window.decisions.isAncestorOf(QApplication.focusWidget()))

    def outlined() -> list[bool]:
        return [item.chosen for item in scene.hand_items()]

    assert not any(outlined())
    user.press(Qt.Key.Key_F6)  # to the hand
    qtbot.waitUntil(window.view.hasFocus)
    assert scene.selected is not None
    assert outlined() == [i == scene.selected for i in range(len(scene.hand_items()))]
    lifted = scene.hand_items()[scene.selected]
    home = lifted.pos().y()
    user.press(Qt.Key.Key_F6, Qt.KeyboardModifier.ShiftModifier)  # back to the decisions
    qtbot.waitUntil(lambda: not window.view.hasFocus())
    assert window.decisions.isAncestorOf(QApplication.focusWidget())
    assert not any(outlined())
    assert lifted.pos().y() > home  # lowered back into the hand
    window.close()


def test_how_a_button_gets_its_letter() -> None:
    """The rules in :func:`~stammtisch.desktop.widgets.mnemonics.with_letter`'s examples: a
    letter of the text before a digit ("H&old 168" when H is a menu's), Japanese style for a
    text in another script ("168を受ける(&O)", not Alt+1)."""
    failures, tried = doctest.testmod(mnemonics)
    assert failures == 0 and tried >= 3


def test_a_rebuild_of_the_decision_row_moves_the_focus_once_at_most(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """K8: each rebuild of the bidding row moved the focus four times in 40 ms (along every
    old button as it was hidden).  Now the same choices offered again keep the row and the
    focus as they are, and a rebuild moves the focus at most once, never onto a control that
    is about to go."""
    window = open_table(qtbot, tmp_path, "skat")
    panel = window.decisions
    qtbot.waitUntil(lambda: panel.isAncestorOf(QApplication.focusWidget()))
    focused = QApplication.focusWidget()
    changes: list[tuple[int, QWidget | None]] = []
    rebuilds = [0]
    app = QApplication.instance()
    assert isinstance(app, QApplication)

    def moved(_old: QWidget | None, new: QWidget | None) -> None:
        changes.append((rebuilds[0], new))

    app.focusChanged.connect(moved)
    window.refresh()  # the same choices: nothing moves
    assert changes == [] and QApplication.focusWidget() is focused
    show = panel.show_choices

    def counted(*args: object, **kwargs: object) -> None:
        rebuilds[0] += 1
        show(*args, **kwargs)  # type: ignore[arg-type]

    panel.show_choices = counted  # type: ignore[method-assign]
    user = KeyboardUser(qtbot, window)
    controller = window.controller
    assert controller is not None
    for _ in range(3):  # answer the bidding three times by keys
        state = controller.state
        if state is None or not controller.is_human_turn() or not panel.row_widgets():
            break
        before = len(state.history())
        user.press(Qt.Key.Key_Space)
        qtbot.waitUntil(lambda s=state, b=before: len(s.history()) > b)
        qtbot.waitUntil(
            lambda: (
                window.result_dialog is not None
                or (controller.is_human_turn() and not window.scene.is_animating())
            ),
            timeout=30_000,
        )
    app.focusChanged.disconnect(moved)
    assert rebuilds[0] >= 2 and changes
    per_rebuild: dict[int, int] = {}
    for rebuild, _new in changes:
        per_rebuild[rebuild] = per_rebuild.get(rebuild, 0) + 1
    assert max(per_rebuild.values()) == 1, per_rebuild
    window.close()


def test_after_laying_away_the_focus_goes_on_to_the_declaration(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Orca showed it: Space on the confirm button laid the skat away, the button was
    disabled while it had the focus, and Qt sent the focus on to the score sheet."""
    window = open_table(qtbot, tmp_path, "skat")
    user = KeyboardUser(qtbot, window)
    controller = window.controller
    assert controller is not None
    for _ in range(20):
        user.wait(user.ready)
        window.refresh()
        if window.scene.pick_count:
            window.view.access.events.clear()
            user.play_card()  # choose two cards by keys, then Space on the confirm button
            # each card chosen is told as selected, with its new name (Orca 43 says
            # "selected" after Space; it passes over a list item's new name)
            chosen = [said for kind, said in window.view.access.events if kind == "selected"]
            assert len(chosen) >= 2 and all(said.endswith(", chosen") for said in chosen[:2])
            break
        user.decide()
    else:
        raise AssertionError("the deal did not come to laying the skat away")
    qtbot.waitUntil(lambda: bool(window.decisions.row_widgets()))
    focus = QApplication.focusWidget()
    assert focus is not None and window.decisions.isAncestorOf(focus), focus
    window.close()
