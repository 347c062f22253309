"""Every window and dialog of the app, opened as the app opens them, for checks that go over
all of them (the Tab walk, mnemonics, labels: ``test_desktop_keyboard_reach.py``).

:func:`every_window` yields ``(what, widget)`` for each, shown and settled; the caller checks
it, and the next step closes it.  The table is visited at a decision of each game (the
bidding row, the Skat declaration, a Doppelkopf reservation, a Schafkopf announcement, a
Sheepshead call) with the score sheet, the coach and the statistics docked; the statistics
also float in a window too narrow for their row of tabs (the list of charts takes their
place, K1).  The history holds deals of every game, so History, a replayed deal, a score
list, the review and practice have something to show.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from pathlib import Path

from desktop_support import temp_settings
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QTabWidget, QWidget
from pytestqt.qtbot import QtBot
from screen_fit_cases import fill_history, settle  # (every game's deals, luck, grades)

from stammtisch.desktop.widgets.main_window import MainWindow
from stammtisch.desktop.widgets.new_game import COMPUTER_NAMES, NewGameSpec
from stammtisch.engine.meaning import ActionKind
from stammtisch.engine.registry import all_games, make_game
from stammtisch.engine.session import Session
from stammtisch.engine.state import GameState

GAMES = [cls.NAME for cls in all_games()]
WORDS = {
    # a decision of each game whose row has the most controls: (game, what the user is asked)
    "skat": (ActionKind.BID, ActionKind.DECLARE),
    "doppelkopf": (ActionKind.RESERVE,),
    "schafkopf": (ActionKind.DECLARE, ActionKind.BID),
    "sheepshead": (ActionKind.CALL,),
}


def decisions(game: str, seeds: int = 40) -> list[tuple[str, GameState]]:
    """A position of ``game`` for each kind in :data:`WORDS` where the user (seat 0) is asked
    it (random play, the first seed that gets there)."""
    cls = next(c for c in all_games() if game == c.NAME)
    g = make_game(game, cls.DEFAULT_PLAYERS)
    found: dict[ActionKind, GameState] = {}
    for seed in range(seeds):
        rng = random.Random(seed)
        state = g.new_deal(seed=seed, dealer=cls.DEFAULT_PLAYERS - 1)
        while not state.is_terminal() and len(found) < len(WORDS[game]):
            if state.current_player() == 0:
                kinds = {state.describe_action(a).kind for a in state.legal_actions()}
                for kind in WORDS[game]:
                    if kind in kinds and kind not in found:
                        found[kind] = state.clone()
            state.apply_action(rng.choice(state.legal_actions()))
        if len(found) == len(WORDS[game]):
            break
    return [(f"{game}: {kind.value}", found[kind]) for kind in WORDS[game] if kind in found]


def app_window(qtbot: QtBot, tmp_path: Path, you: str) -> MainWindow:
    """The app's window with a history of every game and a Skat session of two deals, one
    finished; the computers paused."""
    from stammtisch.desktop.history import HistoryRecorder

    window = MainWindow(temp_settings(tmp_path), None, pace_ms=0)
    qtbot.addWidget(window)
    recorder, problem = HistoryRecorder.open(tmp_path / "history.sqlite", window)
    assert not problem
    window.set_history(recorder)
    window.coach.requester.work = 1
    window.coach.requester.budget_ms = 30
    fill_history(window, you)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


def seat(window: MainWindow, state: GameState, you: str) -> None:
    """Put ``state`` on the window's table (a session of its game, the computers paused)."""
    players = state.num_players
    names = [you, *COMPUTER_NAMES[: players - 1]]
    levels = ["human"] + ["random"] * (players - 1)
    window.start_session(NewGameSpec(state.game.NAME, players, {}, names, levels, 4), seed=1)
    controller = window.controller
    assert controller is not None
    controller.shutdown()
    controller.session.current = state
    window.refresh()


def every_window(
    qtbot: QtBot, tmp_path: Path, you: str, tables: bool = True
) -> Iterator[tuple[str, QWidget]]:
    """Each window and dialog of the app in turn (see the module docstring)."""
    from stammtisch.desktop.widgets.about import AboutDialog
    from stammtisch.desktop.widgets.keyboard_help import KeyboardDialog
    from stammtisch.desktop.widgets.last_trick import LastTrickDialog
    from stammtisch.desktop.widgets.lesson_view import LearnDialog
    from stammtisch.desktop.widgets.new_game import NewGameDialog
    from stammtisch.desktop.widgets.settings_dialog import SettingsDialog

    window = app_window(qtbot, tmp_path, you)

    def shown(what: str, make: Callable[[], QWidget]) -> Iterator[tuple[str, QWidget]]:
        widget = make()
        settle(qtbot, widget)
        widget.activateWindow()
        qtbot.waitUntil(widget.isActiveWindow)
        yield what, widget
        if isinstance(widget, QDialog):
            widget.done(0)
        widget.close()

    yield from shown("the window before a game", lambda: window)
    if tables:
        for game in GAMES:
            for what, state in decisions(game):
                seat(window, state, you)
                settle(qtbot, window)
                yield f"the table, {what}", window
        window.show_statistics()
        dock = window.stats_dock
        assert dock is not None
        dock.setFloating(False)
        window.tabifyDockWidget(window.score_dock, dock)
        dock.raise_()
        settle(qtbot, window)
        yield "the table with the statistics docked", window

        def narrow_statistics() -> QWidget:
            dock.setFloating(True)
            dock.resize(560, 600)  # too narrow for the row of tabs in every language
            return dock

        yield from shown("the statistics too narrow for their tabs", narrow_statistics)
        dock.setFloating(False)
        dock.hide()
    for game in GAMES:

        def new_game(game: str = game) -> QWidget:
            dialog = NewGameDialog("standard", you, window)
            dialog.select_game(game)
            return dialog

        yield from shown(f"new game: {game}", new_game)
    yield from shown("settings", lambda: SettingsDialog(window.settings, window))
    about = AboutDialog(window.shortcut_actions(), window)
    yield from shown("about", lambda: about)
    yield from shown("keyboard", lambda: KeyboardDialog(window.shortcut_actions(), [], window))
    yield from shown(
        "last trick",
        lambda: LastTrickDialog((), None, [you, "Anna", "Bernd"], window.faces, window),
    )
    yield from shown("rules", lambda: window.coach.open_rules("skat"))
    history = window.show_history()
    assert history is not None
    history.filters.set_filter(None)
    history.reload()
    yield from shown("history", lambda: history)
    played = next(i for i in history.model.ids if history.model.row(history.model.ids.index(i)))
    history.select(played)
    deal = history.open_current()
    assert deal is not None
    yield from shown("a deal from the history", lambda: deal)
    history.filters.set_filter("skat")
    history.reload()
    scores = history.score_list_current()
    assert scores is not None
    yield from shown("a session's score list", lambda: scores)
    review = history.review_current()
    assert review is not None
    yield from shown("the review of a deal", lambda: review)
    review.wait()
    history.close()
    for game in ("skat",):
        learn = LearnDialog(window.settings, game, window)
        yield from shown(f"learn {game}", lambda learn=learn: learn)
        lessons = learn.paths.get(game) or []
        lesson = next((x for x in lessons if x.deal is not None), None)
        if lesson is not None:
            yield from shown(
                f"a {game} lesson", lambda key=lesson.key, learn=learn: learn.start(key)
            )
        learn.close()
    practice = window.learn_menu.open_practice()
    if practice is not None:
        yield from shown("practice from your games", lambda: practice)
    if tables:
        state = make_game("skat", 3).new_deal(seed=4, dealer=2)
        seat(window, state, you)

        def practice_table() -> QWidget:
            table = window.play_on(state.clone())
            qtbot.addWidget(table)
            assert table.controller is not None
            table.controller.shutdown()
            return table

        yield from shown("a practice table", practice_table)
    yield from result_and_box(qtbot, window, you)
    window.close()


def result_and_box(qtbot: QtBot, window: MainWindow, you: str) -> Iterator[tuple[str, QWidget]]:
    """The result of a deal (with its Review button) and the box that asks before a new
    game gives up the deal in progress."""
    from stammtisch.desktop.savegame import SavedTable
    from stammtisch.engine.ai.tournament import make_agent, play_out

    g = make_game("skat", 3)
    session = Session(g, [you, *COMPUTER_NAMES[:2]], 2, first_dealer=2, seed=3)
    state = session.start_deal()
    play_out(state, [make_agent("random", g) for _ in range(3)], 41)
    window.resume(SavedTable(session, 0, ["human", "random", "random"]))
    qtbot.waitUntil(lambda: window.result_dialog is not None, timeout=10_000)
    dialog = window.result_dialog
    assert dialog is not None
    settle(qtbot, dialog)
    qtbot.waitUntil(dialog.isActiveWindow)
    yield "the result of a deal", dialog
    dialog.done(0)
    asked: list[QMessageBox] = []
    real = QMessageBox.exec

    def kept(box: QMessageBox) -> int:  # the box as the window makes it, answered later
        asked.append(box)
        return int(QMessageBox.StandardButton.No)

    QMessageBox.exec = kept  # type: ignore[assignment, method-assign]
    try:
        window.confirm_abandon()
    finally:
        QMessageBox.exec = real  # type: ignore[method-assign]
    box = asked[0]
    box.setWindowModality(box.windowModality())
    settle(qtbot, box)
    box.activateWindow()
    qtbot.waitUntil(box.isActiveWindow)
    yield "the box before a new game", box
    box.done(0)


def tab_pages(window: QWidget) -> Iterator[None]:
    """Each page of each tab widget of ``window`` in turn (what shows on it only counts then)."""
    yield None
    for tabs in window.findChildren(QTabWidget):
        if tabs.window() is not window or not tabs.isVisible():
            continue
        at = tabs.currentIndex()
        for index in range(tabs.count()):
            if index != at:
                tabs.setCurrentIndex(index)
                QApplication.processEvents()
                yield None
        tabs.setCurrentIndex(at)


__all__ = ["GAMES", "every_window", "settle", "tab_pages"]
