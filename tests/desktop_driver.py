"""Drives the real main window like a user: mouse drags, double-clicks, arrow keys, buttons."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from stammtisch.desktop.layout import CARD_H, CENTRE
from stammtisch.desktop.messages import text
from stammtisch.desktop.widgets.card_item import CardItem
from stammtisch.desktop.widgets.main_window import MainWindow

METHODS = ("drag", "double-click", "keyboard")


@dataclass
class Playthrough:
    """What the driver did, for the test to check."""

    card_moves: Counter[str] = field(default_factory=Counter)
    refusals: list[tuple[str, str]] = field(default_factory=list)
    """(method, status line) for each illegal card tried."""
    buttons: list[str] = field(default_factory=list)
    results: list[str] = field(default_factory=list)


def _view_point(window: MainWindow, scene_point: QPointF) -> QPoint:
    return window.view.mapFromScene(scene_point)


def grip(item: CardItem) -> QPointF:
    """A point of ``item`` that no neighbour in the fan covers: its left strip."""
    return item.mapToScene(QPointF(18, CARD_H / 2))


def drag(window: MainWindow, item: CardItem, to: QPointF) -> None:
    viewport = window.view.viewport()
    start = _view_point(window, grip(item))
    end = _view_point(window, to)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for step in range(1, 6):
        point = start + (end - start) * step / 5
        QTest.mouseMove(viewport, point)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def double_click(window: MainWindow, item: CardItem) -> None:
    """Press, release, double-click, release: the events a real double-click makes."""
    point = _view_point(window, grip(item))
    viewport = window.view.viewport()
    left, none = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    QTest.mouseClick(viewport, left, none, point)
    QTest.mouseDClick(viewport, left, none, point)
    QTest.mouseRelease(viewport, left, none, point)


def keyboard(window: MainWindow, item: CardItem) -> None:
    """Home, then Right until the cursor is on ``item`` (the arrows stop only on the cards the
    user may move now), then Return."""
    items = window.scene.hand_items()
    target = items.index(item)
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Home)
    for _ in range(len(items)):
        if window.scene.selected == target:
            break
        QTest.keyClick(window.view, Qt.Key.Key_Right)
    assert window.scene.selected == target
    QTest.keyClick(window.view, Qt.Key.Key_Return)


def keyboard_skips(window: MainWindow, item: CardItem) -> bool:
    """Whether the arrows pass over ``item`` (a card the user may not play now)."""
    items = window.scene.hand_items()
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Home)
    visited = {window.scene.selected}
    for _ in range(len(items)):
        QTest.keyClick(window.view, Qt.Key.Key_Right)
        visited.add(window.scene.selected)
    return items.index(item) not in visited


def use(method: str, window: MainWindow, item: CardItem) -> None:
    if method == "drag":
        drag(window, item, QPointF(*CENTRE))
    elif method == "double-click":
        double_click(window, item)
    else:
        keyboard(window, item)


def pick(window: MainWindow, item: CardItem, method: str) -> None:
    """Choose a card to lay away: a click, a drag onto the table, or the keyboard."""
    if method == "drag":
        drag(window, item, QPointF(*CENTRE))
    elif method == "keyboard":
        keyboard(window, item)
    else:
        point = _view_point(window, grip(item))
        QTest.mouseClick(
            window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point
        )


def lay_away(
    qtbot: QtBot, window: MainWindow, items: list[CardItem], method: str = "click"
) -> None:
    """Choose ``items`` and confirm: they are laid away (or passed on) together."""
    state = window.controller.state if window.controller else None
    assert state is not None
    before = len(state.history())
    cards = [item.card for item in items]
    for item in items:
        pick(window, item, method)
        assert len(state.history()) == before, "choosing a card laid it away at once"
    assert window.scene.picked == cards
    button = window.confirm_button
    assert button is not None and button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert [a for _, a in state.history()[before : before + len(cards)]] == cards
    window.refresh()


def play_session(
    qtbot: QtBot,
    window: MainWindow,
    seed: int | None = None,
    observe: Callable[[], None] | None = None,
) -> Playthrough:
    """Play the window's session to its end; every user move goes through the widgets.

    Decisions take the first button, or a random one when ``seed`` is given.
    ``observe`` is called whenever the user is about to act or a result is shown
    (to read what the screen says).
    """
    rng = random.Random(seed)
    done = Playthrough()
    controller = window.controller
    assert controller is not None
    turn = 0

    def ready() -> bool:
        return window.result_dialog is not None or (
            controller.is_human_turn() and not window.scene.is_animating()
        )

    while True:
        qtbot.waitUntil(ready, timeout=30_000)
        if observe is not None:
            window.refresh()
            observe()
        dialog = window.result_dialog
        if dialog is not None:
            done.results.append(dialog.text.text())
            over = controller.session.is_over()
            qtbot.mouseClick(dialog.next_button, Qt.MouseButton.LeftButton)
            if over:
                return done
            continue
        state = controller.state
        assert state is not None
        window.refresh()
        items = window.scene.hand_items()
        legal_items = [i for i in items if i.legal]
        options = window.decisions.options()
        if not legal_items:
            assert options, "the user is to act but nothing is offered"
            label, trigger = options[0] if seed is None else rng.choice(options)
            done.buttons.append(label)
            button = window.decisions.button_for(label)
            if isinstance(button, QPushButton):
                qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            else:
                trigger()
            continue
        method = METHODS[turn % len(METHODS)]
        turn += 1
        if window.scene.pick_count:
            lay_away(qtbot, window, legal_items[: window.scene.pick_count], method)
            done.card_moves[f"laid away by {method}"] += 1
            continue
        illegal = [i for i in items if i.legal is False]
        if illegal and method == "keyboard" and done.card_moves["refused keyboard"] == 0:
            assert keyboard_skips(window, illegal[0]), "the arrows stopped on an unplayable card"
            done.refusals.append((method, "skipped by the arrows"))
            done.card_moves["refused keyboard"] += 1
        elif illegal and done.card_moves[f"refused {method}"] == 0:
            bad = illegal[0]
            before = state.history()
            expected = text(
                state.illegal_reason(bad.card, controller.human), controller.session.seats
            )
            use(method, window, bad)
            assert state.history() == before, "an illegal card was played"
            assert window.statusBar().currentMessage() == expected
            qtbot.waitUntil(lambda b=bad: b.pos() == b.home, timeout=3_000)  # snaps back
            done.refusals.append((method, expected))
            done.card_moves[f"refused {method}"] += 1
            items = window.scene.hand_items()
            legal_items = [i for i in items if i.legal]
        good = legal_items[turn % len(legal_items)]
        before_len = len(state.history())
        use(method, window, good)
        assert len(state.history()) > before_len, f"{method} did not play the card"
        done.card_moves[method] += 1
