"""The card table as assistive technology reads it: Qt's accessibility tree of a dealt table.

For each game a table is played until a trick is on the table and the user is to play; the
test walks ``QAccessible.queryAccessibleInterface`` from the table view down and finds every
card of the hand, each card of the trick and every seat, each with its role and a name in
the user's language, and the game line; then the user plays a card with the keyboard and
the table announces it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from desktop_support import english, temp_settings  # noqa: F401 - fixture
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from stammtisch.desktop.cardfaces import CardFaces
from stammtisch.desktop.i18n import install_language
from stammtisch.desktop.widgets.learn_parts import CardRow
from stammtisch.desktop.widgets.main_window import MainWindow
from stammtisch.desktop.widgets.new_game import NewGameSpec
from stammtisch.desktop.widgets.table_access import spoken_card
from stammtisch.desktop.widgets.table_scene import HAND, TRICK

GAMES = {"skat": 3, "doppelkopf": 4, "schafkopf": 4, "sheepshead": 5}
NAMES = ["You", "Anna", "Bernd", "Clara", "Dieter"]
Role = QAccessible.Role
NAME = QAccessible.Text.Name


def name_of(node: QAccessibleInterface) -> str:
    return node.text(NAME)


def children(node: QAccessibleInterface) -> list[QAccessibleInterface]:
    found = []
    for index in range(node.childCount()):
        child = node.child(index)
        assert child is not None and child.isValid()
        assert node.indexOfChild(child) == index
        parent = child.parent()
        assert parent is not None and parent.object() is node.object()
        found.append(child)
    return found


def table_with_a_trick(qtbot: QtBot, tmp_path: Path, game: str) -> MainWindow:
    """A table of ``game`` where a trick has a card and the user is to play the next one."""
    players = GAMES[game]
    window = MainWindow(temp_settings(tmp_path), None, pace_ms=0)
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    levels = ["human"] + ["random"] * (players - 1)
    for seed in range(40):
        window.start_session(NewGameSpec(game, players, {}, NAMES[:players], levels, 1), seed)
        controller = window.controller
        assert controller is not None
        while True:
            qtbot.waitUntil(
                lambda c=controller: (
                    window.result_dialog is not None
                    or (c.is_human_turn() and not window.scene.is_animating())
                ),
                timeout=30_000,
            )
            if window.result_dialog is not None:
                window.result_dialog.done(0)
                window.result_dialog = None
                break
            window.refresh()
            snap = window.scene.snapshot
            playable = [i for i in window.scene.hand_items() if i.legal]
            if snap is not None and snap.trick and playable and not window.scene.pick_count:
                return window
            if playable and not window.scene.pick_count:
                controller.try_action(playable[0].card)  # any card, until a trick is led
            elif window.scene.pick_count:
                for card in [i.card for i in playable[: window.scene.pick_count]]:
                    controller.try_action(card)
            else:
                window.decisions.options()[0][1]()
    raise AssertionError(f"no {game} deal reached a trick with the user to play")


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_table_reads_its_hand_trick_and_seats(qtbot: QtBot, tmp_path: Path, game: str) -> None:
    window = table_with_a_trick(qtbot, tmp_path, game)
    scene = window.scene
    snap = scene.snapshot
    assert snap is not None
    table = QAccessible.queryAccessibleInterface(window.view)
    assert table is not None and name_of(table) == "Card table"
    assert "Your turn" in table.text(QAccessible.Text.Description)
    nodes = children(table)
    roles = [node.role() for node in nodes]
    assert roles == [Role.List, Role.List] + [Role.StaticText] * snap.num_players + [
        Role.StaticText
    ]
    hand, trick, *seats, info = nodes
    # every card of the hand, named with whether it may be played now
    assert name_of(hand) == f"Your hand, {len(scene.hand_items())} cards"
    cards = children(hand)
    assert [c.object() for c in cards] == scene.hand_items()
    for node, item in zip(cards, scene.hand_items(), strict=True):
        assert node.role() == Role.ListItem
        assert item.card is not None
        state = "playable" if item.legal else "not playable now"
        assert name_of(node) == f"{spoken_card(item.card)}, {state}"
        assert node.rect().isValid() and table.rect().contains(node.rect().center())
        assert node.state().focusable
    # the trick's cards, each with who played it; the trick says who leads
    assert name_of(trick) == f"Trick, {NAMES[snap.trick[0].seat]} leads"
    played = children(trick)
    assert len(played) == len(snap.trick) >= 1
    for node, tc in zip(played, snap.trick, strict=True):
        assert node.role() == Role.ListItem
        assert name_of(node) == f"{NAMES[tc.seat]}: {spoken_card(tc.card)}"
    # every seat: its name first, the seat to play says so
    for seat, node in enumerate(seats):
        assert name_of(node).startswith(NAMES[seat])
        assert ("to play" in name_of(node)) == (seat == snap.current_player)
    assert name_of(info)  # the game line
    if snap.contract_label is not None:
        assert name_of(info).startswith("Game: ")

    # the keyboard cursor is the focus child, and playing a card is announced
    window.view.setFocus()
    access = window.view.access
    access.events.clear()
    QTest.keyClick(window.view, Qt.Key.Key_Home)
    assert scene.cursor_area == HAND
    focus = table.focusChild()
    assert focus is not None and focus.object() is scene.selected_item()
    assert focus.state().focused
    assert access.events[-1] == ("focus", name_of(focus))
    item = scene.selected_item()
    assert item is not None and item.card is not None
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    said = [text for kind, text in access.events if kind == "announcement"]
    assert any(f"You play {spoken_card(item.card)}" in text for text in said), said
    assert ("name", "tableArea_trick") in access.events
    # the user hears when it is their turn again (unless that card ended the deal)
    qtbot.waitUntil(
        lambda: (
            window.result_dialog is not None
            or any(k == "announcement" and "Your turn" in t for k, t in access.events)
        ),
        timeout=30_000,
    )
    # Up goes to the trick, whose cards the arrows read
    if scene.trick_items():
        QTest.keyClick(window.view, Qt.Key.Key_Up)
        assert scene.cursor_area == TRICK
        focus = table.focusChild()
        assert focus is not None and focus.object() is scene.trick_items()[-1]
        QTest.keyClick(window.view, Qt.Key.Key_Down)
        assert scene.cursor_area == HAND
    window.close()


def test_cards_are_named_in_the_users_language(qtbot: QtBot, tmp_path: Path) -> None:
    try:
        assert install_language("de")
        window = table_with_a_trick(qtbot, tmp_path, "skat")
        table = QAccessible.queryAccessibleInterface(window.view)
        hand = table.child(0)
        first = hand.child(0)
        count = len(window.scene.hand_items())
        assert hand.text(NAME) == f"Dein Blatt, {count} Karten"
        ranks = ("Ass", "König", "Dame", "Bube", "10", "9", "8", "7")
        assert any(rank in first.text(NAME) for rank in ranks)
        assert "spielbar" in first.text(NAME)
        assert install_language("ja")
        assert spoken_card(0, "french").endswith(" エース")
        window.close()
    finally:
        install_language("en")


def test_the_end_of_a_deal_is_announced(qtbot: QtBot, tmp_path: Path) -> None:
    window = MainWindow(temp_settings(tmp_path), None, pace_ms=0)
    qtbot.addWidget(window)
    window.show()
    spec = NewGameSpec("skat", 3, {}, NAMES[:3], ["human", "random", "random"], 2)
    window.start_session(spec, seed=5)
    play_until(qtbot, window, lambda: window.result_dialog is not None)
    said = [text for kind, text in window.view.access.events if kind == "announcement"]
    assert said[-1].startswith("The deal is over.")
    assert "This deal: You " in said[-1]
    table = QAccessible.queryAccessibleInterface(window.view)
    info = table.child(table.childCount() - 1)
    assert "Scores: You " in info.text(NAME)
    # the dialog opens on its default action; the result is a list of the lines it shows,
    # without markup, walked with Up and Down (each line the list's focus child as it goes)
    dialog = window.result_dialog
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.next_button)
    button = QAccessible.queryAccessibleInterface(dialog.next_button)
    assert button.role() == Role.Button and button.text(NAME) == "Next deal"
    assert button.state().focused
    result = QAccessible.queryAccessibleInterface(dialog.text)
    assert result.role() == Role.List and result.text(NAME) == "The result of the deal"
    lines = [name_of(line) for line in children(result)]
    assert len(lines) >= 6 and all(line and "<" not in line for line in lines)
    assert all(child.role() == Role.ListItem for child in children(result))
    assert any(line.startswith("You, this deal: ") for line in lines), lines
    assert any(line.startswith("Scoring") for line in lines)
    assert result.focusChild() is None  # the list has no focus yet
    QTest.keyClick(dialog.next_button, Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    if QApplication.focusWidget() is not dialog.text:  # (the Review button stands between)
        QTest.keyClick(
            QApplication.focusWidget(), Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier
        )
    assert QApplication.focusWidget() is dialog.text
    QTest.keyClick(dialog.text, Qt.Key.Key_Down)
    QTest.keyClick(dialog.text, Qt.Key.Key_Down)
    focused = result.focusChild()
    assert focused is not None and name_of(focused) == lines[2] and focused.state().focused
    QTest.keyClick(dialog.text, Qt.Key.Key_End)
    assert name_of(result.focusChild()) == lines[-1]
    dialog.done(0)
    window.close()


def test_a_lessons_cards_are_named(qtbot: QtBot) -> None:
    """The cards a lesson shows beside its text are pictures; each is named as the table
    names it ("♣ Jack"; German-suited "Eichel-Ober")."""
    for style, faces in (("french", "french"), ("german", "german")):
        row = CardRow(CardFaces(style))
        qtbot.addWidget(row)
        row.show_cards([0, 3, 31])
        labels = [row.grid.itemAt(i).widget() for i in range(row.grid.count())]
        names = [QAccessible.queryAccessibleInterface(label).text(NAME) for label in labels]
        assert names == [spoken_card(card, faces) for card in (0, 3, 31)]
        assert all(names)


def play_until(qtbot: QtBot, window: MainWindow, done: Callable[[], bool]) -> None:
    """The user plays the first playable card and takes the first word offered until
    ``done`` (or the deal's result) is reached."""
    controller = window.controller
    assert controller is not None
    while not done():
        qtbot.waitUntil(
            lambda: (
                done()
                or window.result_dialog is not None
                or (controller.is_human_turn() and not window.scene.is_animating())
            ),
            timeout=30_000,
        )
        if done() or window.result_dialog is not None:
            return
        window.refresh()
        playable = [i for i in window.scene.hand_items() if i.legal]
        if window.scene.pick_count:
            for card in [i.card for i in playable[: window.scene.pick_count]]:
                controller.try_action(card)
        elif playable:
            controller.try_action(playable[0].card)
        else:
            window.decisions.options()[0][1]()


def test_a_finished_trick_waiting_for_a_key_is_said_and_shown(qtbot: QtBot, tmp_path: Path) -> None:
    """While a completed trick waits for Space or a click, the prompt, the table's description
    and the announcement say who took it and how to go on, and nobody "is thinking"; once it
    is gathered the prompt and the announcements go on."""
    window = MainWindow(temp_settings(tmp_path, finished_trick="click"), None, pace_ms=0)
    qtbot.addWidget(window)
    window.show()
    spec = NewGameSpec("skat", 3, {}, NAMES[:3], ["human", "random", "random"], 1)
    window.start_session(spec, seed=4)
    controller = window.controller
    assert controller is not None
    scene, access = window.scene, window.view.access
    play_until(qtbot, window, scene.trick_waiting)
    assert scene.trick_waiting()
    snap = scene.snapshot
    assert snap is not None and snap.last_trick_winner is not None
    winner = snap.last_trick_winner
    taker = "You take the trick" if winner == 0 else f"{NAMES[winner]} takes the trick"
    go_on = "Press Space or click the table to go on"
    qtbot.wait(50)  # the computers would have moved by now, were they not held
    assert scene.trick_waiting() and controller.thinking_seat() is None
    prompt = window.decisions.prompt.text()
    assert prompt == f"{taker}. {go_on}.", prompt
    assert "thinking" not in prompt
    table = QAccessible.queryAccessibleInterface(window.view)
    description = table.text(QAccessible.Text.Description)
    assert description.endswith(f"{taker}. {go_on}"), description
    assert "to play" not in description and "Your turn" not in description
    said = [text for kind, text in access.events if kind == "announcement"]
    assert said[-1].endswith(f"{taker}. {go_on}"), said[-1]
    # the taker label on the table says the same two lines
    assert scene.taker_label.lines == (f"{taker}.", f"{go_on}.")
    access.events.clear()
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Space)
    assert not scene.trick_waiting()
    assert go_on not in window.decisions.prompt.text()
    if controller.is_human_turn():  # (with the card under the cursor: Return plays it)
        turn = [t for k, t in access.events if k == "announcement" and t.startswith("Your turn")]
        assert turn and turn[-1].endswith(", playable"), turn
        assert window.decisions.prompt.text().startswith("Your turn")
    else:
        assert window.decisions.prompt.text().startswith(f"It is {NAMES[snap.current_player]}")
    window.close()


def test_the_prompt_says_thinking_only_while_a_computer_thinks(qtbot: QtBot) -> None:
    """ "Anna is thinking…" while the computer player is asked for its move, "It is Anna's
    turn." while nobody is (the table still shows a card, the controller not started)."""
    from stammtisch.desktop.controller import GameController
    from stammtisch.desktop.widgets.games import game_prompt
    from stammtisch.engine.registry import make_game
    from stammtisch.engine.session import Session

    game = make_game("skat", 3)
    session = Session(game, NAMES[:3], 1, first_dealer=0)  # seat 1 bids first
    controller = GameController(session, 0, ["human", "random", "random"], pace_ms=0)
    controller.game_prompt = game_prompt
    prompts: list[tuple[int, str]] = []

    def asked(thinking: int) -> None:
        shown = controller.turn_view()
        prompts.append((thinking, shown.prompt if shown is not None else ""))

    controller.thinking.connect(asked)
    controller.start()  # deals; the first computer player is asked once the loop runs
    seat = session.current.current_player()  # type: ignore[union-attr]
    assert seat != 0
    view = controller.turn_view()
    assert view is not None and view.prompt == f"It is {NAMES[seat]}'s turn."
    qtbot.waitUntil(lambda: bool(prompts), timeout=10_000)
    assert prompts[0] == (seat, f"{NAMES[seat]} is thinking…")
    controller.shutdown()


def test_the_table_is_a_panel_and_a_new_games_line_holds_only_its_own_seats(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """The table's role is one a screen reader names (a panel, not Qt's "filler"); after a
    finished Sheepshead deal its game line holds that session's scores, and a new Skat game's
    line and seats hold only the new game's three names."""
    window = MainWindow(temp_settings(tmp_path), None, pace_ms=0)
    qtbot.addWidget(window)
    window.show()
    five = ["Ulla", "Vera", "Walter", "Xaver", "Yvonne"]
    window.start_session(
        NewGameSpec("sheepshead", 5, {}, five, ["human"] + ["random"] * 4, 2), seed=3
    )
    play_until(qtbot, window, lambda: window.result_dialog is not None)
    table = QAccessible.queryAccessibleInterface(window.view)
    assert table.role() == Role.Pane
    info = table.child(table.childCount() - 1)
    assert "Scores: Ulla " in info.text(NAME)
    window.result_dialog.done(0)  # type: ignore[union-attr]
    window.result_dialog = None
    access = window.view.access
    access.events.clear()
    window.start_session(NewGameSpec("skat", 3, {}, NAMES[:3], ["human", "random", "random"], 2))
    table = QAccessible.queryAccessibleInterface(window.view)
    nodes = children(table)
    said = (
        " ".join(name_of(node) for node in nodes) + " " + table.text(QAccessible.Text.Description)
    )
    assert not any(name in said for name in five), said
    assert len(nodes) == 2 + 3 + 1 and "Scores" not in name_of(nodes[-1])
    assert [name_of(n).split(",")[0] for n in nodes[2:5]] == NAMES[:3]
    # the changed names are told: the game line and the seats
    changed = {text for kind, text in access.events if kind == "name"}
    assert {"tableArea_info", "SeatPlate"} <= changed, changed
    window.close()


def test_through_at_spi_the_table_announces_by_a_notification_shown(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Orca 43 (Debian 12's) speaks no announcement event but every notification that is
    shown: where Qt speaks AT-SPI the table shows what it announces in a notification node
    (tests run offscreen, where announcement events go; the node is put in as on X11)."""
    from stammtisch.desktop.widgets.table_access import NOTICE_PLATFORMS, TableNotice

    assert "xcb" in NOTICE_PLATFORMS
    window = MainWindow(temp_settings(tmp_path), None, pace_ms=0)
    qtbot.addWidget(window)
    window.show()
    access = window.view.access
    assert not access.notices and access.notice is None  # offscreen: announcement events
    access.notices = True
    access.announce("Anna plays ♥ Ace")
    first = access.notice
    access.announce("Bernd plays ♥ 10. Your turn")
    second = access.notice
    assert isinstance(first, TableNotice) and isinstance(second, TableNotice)
    assert first is not second  # each its own node: read late, it still says its words
    assert not second.isVisible()  # shown once the focus has settled
    qtbot.waitUntil(second.isVisible)
    for shown, said in ((first, "Anna plays ♥ Ace"), (second, "Bernd plays ♥ 10. Your turn")):
        notice = QAccessible.queryAccessibleInterface(shown)
        assert shown.isVisible() and not notice.state().invisible
        assert notice.role() == Role.Notification and notice.text(NAME) == said
        assert shown.width() == shown.height() == 1
        assert shown.focusPolicy() == Qt.FocusPolicy.NoFocus
    assert access.events[-2:] == [
        ("announcement", "Anna plays ♥ Ace"),
        ("announcement", "Bernd plays ♥ 10. Your turn"),
    ]
    window.close()
