"""Every window and dialog at a 1024×700 screen, checked by :mod:`screen_fit`.

Not collected by the suite on its own: ``test_desktop_screen_fit.py`` runs it in a process
of its own whose only screen is 1024×700, once per language::

    QT_QPA_PLATFORM=offscreen:configfile=tests/data/screen-1024x700.json \\
    STAMMTISCH_FIT_LANGUAGE=de python -m pytest -n 0 -p no:cacheprovider tests/screen_fit_cases.py

Qt's offscreen platform takes its screens from the JSON file named by ``configfile``
(``{"screens": [{"name": ..., "x": 0, "y": 0, "width": 1024, "height": 700,
"logicalDpi": 96, ...}]}``); without it its one screen is 800×800.  Each case opens a
real window (the table at every kind of decision of every game, with the score sheet,
the coach and the statistics docked; every dialog) the way the app opens it, shows it,
and fails with every widget :func:`screen_fit.window_problems` finds cut.
"""

from __future__ import annotations

import os
import random
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from desktop_support import temp_settings
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QWidget
from pytestqt.qtbot import QtBot
from screen_fit import window_problems

from stammtisch.desktop.i18n import install_language
from stammtisch.desktop.widgets.main_window import MainWindow
from stammtisch.desktop.widgets.new_game import COMPUTER_NAMES, NewGameSpec
from stammtisch.engine.registry import all_games, make_game
from stammtisch.engine.session import Session
from stammtisch.engine.state import GameState

LANGUAGE = os.environ.get("STAMMTISCH_FIT_LANGUAGE", "en")
SCREEN = QSize(*(int(v) for v in os.environ.get("STAMMTISCH_FIT_SCREEN", "1024x700").split("x")))
"""The screen the cases expect (another size, for pictures: ``STAMMTISCH_FIT_SCREEN=1600x1000``
with a screen file of that size)."""
YOU = {"en": "You", "de": "Du", "ja": "あなた"}[LANGUAGE]
GAMES = [cls.NAME for cls in all_games()]


@pytest.fixture(autouse=True)
def language(qapp: QApplication) -> Iterator[None]:
    screen = qapp.primaryScreen().availableGeometry().size()
    assert screen == SCREEN, (
        f"the screen is {screen.width()}×{screen.height()}: run this file through "
        "test_desktop_screen_fit.py (it sets up a 1024×700 screen)"
    )
    assert install_language(LANGUAGE)
    yield


def settle(qtbot: QtBot, widget: QWidget) -> None:
    """Show ``widget`` and let layouts and deferred showing finish."""
    widget.show()
    qtbot.waitExposed(widget)
    for _ in range(3):
        QApplication.processEvents()
        qtbot.wait(5)


SHOTS = os.environ.get("STAMMTISCH_FIT_SHOTS", "")


def shoot(widget: QWidget, what: str) -> None:
    """Save ``widget`` as a picture when pictures are asked for (``STAMMTISCH_FIT_SHOTS``:
    ``<folder>/<language>/<what>.png``), to be looked at."""
    if not SHOTS:
        return
    folder = Path(SHOTS) / LANGUAGE
    folder.mkdir(parents=True, exist_ok=True)
    slug = re.sub(r"[^A-Za-z0-9]+", "-", what).strip("-").lower()[:90]
    widget.grab().save(str(folder / f"{slug}.png"))


def problems_of(window: QWidget, what: str) -> list[str]:
    """What ``window`` (settled) shows cut or broken, each line naming ``what``; pictured."""
    shoot(window, what)
    return [f"{what}: {p}" for p in window_problems(window)]


def check(qtbot: QtBot, window: QWidget, what: str) -> None:
    settle(qtbot, window)
    shoot(window, what)
    problems = window_problems(window)
    assert not problems, f"{what} ({LANGUAGE}):\n  " + "\n  ".join(problems)


# --- positions: every kind of decision of every game --------------------------------------


def signature(state: GameState, seat: int = 0) -> tuple[object, ...] | None:
    """What the decision row shows the user now: the phase and the kinds of words offered
    (in turn or out of turn), whether cards are moved, how many at once."""
    if state.is_terminal():
        return None
    turn = state.turn_info(seat)
    if state.current_player() == seat:
        infos = [state.describe_action(a) for a in state.legal_actions()]
        where = "turn"
    else:
        infos = [state.describe_action(a) for a in state.out_of_turn_actions(seat)]
        where = "out of turn"
    if not infos:
        return None
    words = tuple(sorted({i.kind.value for i in infos if not i.is_card}))
    cards = sorted({i.kind.value for i in infos if i.is_card})
    return (where, turn.phase, words, tuple(cards), turn.cards_to_go > 1)


def ouvert_first(state: GameState, rng: random.Random) -> int:
    """A random legal action, but an ouvert declaration whenever one is offered (so an open
    hand lies on the table)."""
    legal = state.legal_actions()
    ouvert = [a for a in legal if state.describe_action(a).ouvert]
    return rng.choice(ouvert or legal)


def positions(game: str, players: int, seeds: int = 30) -> list[tuple[str, GameState]]:
    """One position per kind of decision the user meets in random play of ``game``, and one
    with an open hand on the table (an ouvert game)."""
    found: dict[tuple[object, ...], GameState] = {}
    open_hand: GameState | None = None
    g = make_game(game, players)
    for seed in range(seeds):
        rng = random.Random(seed)
        state = g.new_deal(seed=seed, dealer=players - 1)
        while not state.is_terminal():
            key = signature(state)
            if key is not None and key not in found:
                found[key] = state.clone()
            if open_hand is None and state.table(0).open_hands and state.current_player() == 0:
                open_hand = state.clone()
            if state.current_player() != 0 and rng.random() < 0.02:
                others = state.out_of_turn_actions(0)
                if others:
                    state.apply_out_of_turn(0, rng.choice(others))
                    continue
            state.apply_action(ouvert_first(state, rng))
    out = [(" ".join(str(part) for part in key), s) for key, s in found.items()]
    if open_hand is not None:
        out.append(("an open hand on the table", open_hand))
    return out


@dataclass
class Table:
    window: MainWindow
    session: Session


def played_session(game: str, players: int, deals: int, you: str) -> Session:
    """A session with ``deals`` finished deals (random play) and no deal running."""
    from stammtisch.engine.ai.tournament import make_agent, play_out

    g = make_game(game, players)
    seats = [you, *COMPUTER_NAMES[: players - 1]]
    session = Session(g, seats, deals + 4, first_dealer=players - 1, seed=7)
    agents = [make_agent("random", g) for _ in range(players)]
    for k in range(deals):
        state = session.start_deal()
        play_out(state, agents, 100 + k)
        session.finish_deal()
    return session


def table(qtbot: QtBot, tmp_path: Path, game: str, players: int, deals: int = 3) -> Table:
    """The app's window at ``game`` after ``deals`` finished deals, a history kept (so the
    statistics can be docked), the computers paused."""
    from stammtisch.desktop.history import HistoryRecorder

    window = MainWindow(temp_settings(tmp_path), None, pace_ms=0)
    qtbot.addWidget(window)
    recorder, problem = HistoryRecorder.open(tmp_path / "history.sqlite", window)
    assert not problem
    window.set_history(recorder)
    levels = ["human"] + ["random"] * (players - 1)
    names = [YOU, *COMPUTER_NAMES[: players - 1]]
    window.start_session(NewGameSpec(game, players, {}, names, levels, deals + 4), seed=1)
    controller = window.controller
    assert controller is not None
    controller.shutdown()
    session = played_session(game, players, deals, YOU)
    controller.session = session
    window.score_model.set_session(session)
    window.coach.requester.work = 1
    window.coach.requester.budget_ms = 30
    return Table(window, session)


def seat(t: Table, state: GameState) -> None:
    controller = t.window.controller
    assert controller is not None
    controller.session.current = state
    t.window.refresh()


CASES = [
    (cls.NAME, n)
    for cls in all_games()
    for n in sorted(cls.PLAYER_COUNTS)
    if n == cls.DEFAULT_PLAYERS or (cls.NAME == "skat" and n == 4)
]


@pytest.mark.parametrize(("game", "players"), CASES)
def test_the_table_at_every_kind_of_decision(
    qtbot: QtBot, tmp_path: Path, game: str, players: int
) -> None:
    t = table(qtbot, tmp_path, game, players)
    problems: list[str] = []
    hinted = False
    for what, state in positions(game, players):
        seat(t, state)
        settle(qtbot, t.window)
        if not hinted and state.current_player() == 0:
            t.window.coach.ask()  # the coach's advice and its table of alternatives
            qtbot.waitUntil(lambda: t.window.coach.hint is not None, timeout=30_000)
            hinted = True
            settle(qtbot, t.window)
        problems += problems_of(t.window, f"{game} at {players}, {what}")
    t.window.close()
    assert not problems, f"{game} at {players} ({LANGUAGE}):\n  " + "\n  ".join(problems)


@pytest.mark.parametrize("game", GAMES)
def test_the_table_with_the_statistics_docked(qtbot: QtBot, tmp_path: Path, game: str) -> None:
    cls = next(c for c in all_games() if game == c.NAME)
    t = table(qtbot, tmp_path, game, cls.DEFAULT_PLAYERS, deals=0)
    fill_history(t.window, YOU)
    t.window.show_statistics()
    state = make_game(game, cls.DEFAULT_PLAYERS).new_deal(seed=2, dealer=cls.DEFAULT_PLAYERS - 1)
    seat(t, state)
    dock = t.window.stats_dock
    assert dock is not None
    panel = dock.widget()
    tabs = panel.findChild(QWidget, "statsTabs")
    problems: list[str] = []
    for index in range(tabs.count()):  # type: ignore[attr-defined]
        tabs.setCurrentIndex(index)  # type: ignore[attr-defined]
        dock.raise_()
        settle(qtbot, t.window)
        title = tabs.tabText(index)  # type: ignore[attr-defined]
        problems += problems_of(t.window, f"{game} statistics tab {index}")
        if dock.isFloating():  # the statistics in a window of their own (no room beside)
            problems += [f"tab {title!r}, floating: {p}" for p in window_problems(dock)]
    t.window.close()
    assert not problems, f"{game} with statistics ({LANGUAGE}):\n  " + "\n  ".join(problems)


def fill_history(window: MainWindow, you: str) -> None:
    """Real deals of every game in the window's history, with luck and grades."""
    from stammtisch.engine.ai.tournament import make_agent, play_out
    from stammtisch.engine.coach.grades import THRESHOLDS, grade_for
    from stammtisch.engine.history.store import Grade, SessionInfo

    assert window.history is not None
    store = window.history.store
    rng = random.Random(5)
    start = 1_780_000_000.0
    for number, cls in enumerate(all_games()):
        players = cls.DEFAULT_PLAYERS
        game = make_game(cls.NAME, players)
        seats = [you, *COMPUTER_NAMES[: players - 1]]
        session = Session(game, seats, 8, seed=number)
        sid = store.begin_session(
            SessionInfo(f"fit{number}", cls.NAME, players, {}, seats, ["human"] * players, 0),
            started=start + number * 86400,
        )
        agents = [make_agent("random", game) for _ in range(players)]
        for i in range(8):
            state = session.start_deal()
            play_out(state, agents, rng.randrange(2**31))
            session.finish_deal()
            deal_id = store.add_deal(sid, i, session.deals[-1], start + number * 86400 + i * 600)
            assert deal_id is not None
            store.set_luck(deal_id, "strong", rng.choice([-24, 0, 24]))
            scale = THRESHOLDS[cls.NAME][1]
            losses = [0.0 if rng.random() < 0.6 else rng.expovariate(0.5 / scale) for _ in range(4)]
            store.add_grades(
                deal_id,
                [Grade(4 * k, x, grade_for(cls.NAME, x).value) for k, x in enumerate(losses)],
            )


def test_the_history_view_a_replayed_deal_and_a_score_list(qtbot: QtBot, tmp_path: Path) -> None:
    """Game → History… over deals of every game, sorted by each column, one of its deals
    replayed (at the first trick and at the end) and a Skat session's score list."""
    t = table(qtbot, tmp_path, "skat", 3, deals=0)
    fill_history(t.window, YOU)
    view = t.window.show_history()
    assert view is not None
    view.filters.set_filter(None)
    view.reload()
    problems: list[str] = []
    for key in ("finished", "contract", "grades"):
        view.sort_by(key)
        settle(qtbot, view)
        problems += problems_of(view, f"the History view by {key}")
    played = next(
        i for i in view.model.ids if view.model.row(view.model.ids.index(i)).role != "out"
    )
    view.select(played)
    deal = view.open_current()
    assert deal is not None
    for step in (1, len(deal.moments) - 1):
        deal.show_step(step)
        settle(qtbot, deal)
        problems += problems_of(deal, f"a replayed deal, step {step}")
    deal.close()
    view.filters.set_filter("skat")
    view.reload()
    scores = view.score_list_current()
    assert scores is not None
    settle(qtbot, scores)
    problems += problems_of(scores, "a session's score list")
    scores.close()
    view.close()
    t.window.close()
    assert not problems, f"the History view ({LANGUAGE}):\n  " + "\n  ".join(problems)


@pytest.mark.parametrize("game", GAMES)
def test_the_result_of_a_deal_and_of_the_session(qtbot: QtBot, tmp_path: Path, game: str) -> None:
    cls = next(c for c in all_games() if game == c.NAME)
    players = cls.DEFAULT_PLAYERS
    window = MainWindow(temp_settings(tmp_path), None, pace_ms=0)
    qtbot.addWidget(window)
    for deals, what in ((2, "the result of a deal"), (1, "the end of the session")):
        session = played_session(game, players, 0, YOU)
        session.planned_deals = deals
        from stammtisch.engine.ai.tournament import make_agent, play_out

        g = session.game
        for k in range(deals):
            state = session.start_deal()
            play_out(state, [make_agent("random", g) for _ in range(players)], 40 + k)
            if k < deals - 1:
                session.finish_deal()
        from stammtisch.desktop.savegame import SavedTable

        window.show()
        window.resume(SavedTable(session, 0, ["human"] + ["random"] * (players - 1)))
        qtbot.waitUntil(lambda: window.result_dialog is not None, timeout=10_000)
        dialog = window.result_dialog
        assert dialog is not None
        check(qtbot, dialog, f"{game}: {what}")
        dialog.done(0)
    window.close()


@pytest.mark.parametrize("game", GAMES)
def test_the_review_of_a_deal(qtbot: QtBot, game: str) -> None:
    from stammtisch.desktop.widgets.review_dialog import ReviewDialog
    from stammtisch.engine.ai.tournament import make_agent, play_out

    cls = next(c for c in all_games() if game == c.NAME)
    players = cls.DEFAULT_PLAYERS
    g = make_game(game, players)
    for seed in range(20):
        state = g.new_deal(seed=seed, dealer=players - 1)
        play_out(state, [make_agent("random", g) for _ in range(players)], seed)
        if state.result().played:
            break
    names = [YOU, *COMPUTER_NAMES[: players - 1]]
    review = ReviewDialog(state, 0, names, budget_ms=20, work=1)
    qtbot.addWidget(review)
    settle(qtbot, review)
    qtbot.waitUntil(lambda: bool(review.graded), timeout=120_000)
    review.table.selectRow(len(review.graded) - 1)
    qtbot.waitUntil(lambda: not review.solving.isVisible(), timeout=60_000)
    check(qtbot, review, f"the review of a {game} deal")
    for step in (0, len(review.steps) // 2):
        review.show_step(step)
        check(qtbot, review, f"the review of a {game} deal, trick {step + 1}")
    review.done(0)
    review.wait()


def dialogs(window: MainWindow) -> Iterator[tuple[str, Callable[[], QWidget]]]:
    """Every dialog of the app's window, each as a way to open it (not modal)."""
    from stammtisch.desktop.widgets.about import AboutDialog
    from stammtisch.desktop.widgets.last_trick import LastTrickDialog
    from stammtisch.desktop.widgets.new_game import NewGameDialog
    from stammtisch.desktop.widgets.settings_dialog import SettingsDialog

    def new_game(game: str) -> Callable[[], QWidget]:
        def make() -> QWidget:
            dialog = NewGameDialog("standard", YOU, window)
            dialog.select_game(game)
            return dialog

        return make

    for game in GAMES:
        yield f"new game: {game}", new_game(game)
    yield "settings", lambda: SettingsDialog(window.settings, window)
    yield "about", lambda: AboutDialog([window.new_action, window.quit_action], window)

    def shortcuts() -> QWidget:
        dialog = AboutDialog([window.new_action, window.quit_action], window)
        dialog.tabs.setCurrentIndex(dialog.tabs.count() - 1)
        return dialog

    yield "about: keyboard shortcuts", shortcuts

    def last_trick() -> QWidget:
        return LastTrickDialog((), None, [YOU, "Anna", "Bernd"], window.faces, window)

    yield "last trick", last_trick
    for game in GAMES:
        yield f"rules of {game}", lambda game=game: window.coach.open_rules(game)


def test_every_dialog(qtbot: QtBot, tmp_path: Path) -> None:
    window = MainWindow(temp_settings(tmp_path), None, pace_ms=0)
    qtbot.addWidget(window)
    window.show()
    problems: list[str] = []
    for what, make in dialogs(window):
        dialog = make()
        settle(qtbot, dialog)
        problems += problems_of(dialog, what)
        dialog.close()
    window.close()
    assert not problems, f"dialogs ({LANGUAGE}):\n  " + "\n  ".join(problems)


def test_the_message_boxes(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = MainWindow(temp_settings(tmp_path), None, pace_ms=0)
    qtbot.addWidget(window)
    window.show()
    problems: list[str] = []

    def shown(box: QMessageBox) -> int:
        settle(qtbot, box)
        problems.extend(f"{box.objectName()}: {p}" for p in window_problems(box))
        return int(QMessageBox.StandardButton.No)

    monkeypatch.setattr(QMessageBox, "exec", shown)
    window.confirm_abandon()
    window.close()
    assert not problems, f"message boxes ({LANGUAGE}):\n  " + "\n  ".join(problems)


def test_the_lessons_and_practice(qtbot: QtBot, tmp_path: Path) -> None:
    from stammtisch.desktop.history import HistoryRecorder
    from stammtisch.desktop.widgets.lesson_view import LearnDialog

    window = MainWindow(temp_settings(tmp_path), None, pace_ms=0)
    qtbot.addWidget(window)
    recorder, _ = HistoryRecorder.open(tmp_path / "history.sqlite", window)
    window.set_history(recorder)
    window.show()
    problems: list[str] = []
    for game in GAMES:
        learn = LearnDialog(window.settings, game, window)
        settle(qtbot, learn)
        problems += problems_of(learn, f"Learn, {game}")
        lessons = learn.paths.get(game) or []
        first_with_table = next((x for x in lessons if x.deal is not None), None)
        for lesson in {id(x): x for x in ([*lessons[:1], first_with_table]) if x}.values():
            opened = learn.start(lesson.key)
            settle(qtbot, opened)
            problems += problems_of(opened, f"lesson {lesson.key}")
            opened.close()
        learn.close()
    practice = window.learn_menu.open_practice()
    assert practice is not None
    settle(qtbot, practice)
    problems += problems_of(practice, "practice from your games")
    practice.close()
    window.close()
    assert not problems, f"lessons ({LANGUAGE}):\n  " + "\n  ".join(problems)


def test_a_practice_table(qtbot: QtBot, tmp_path: Path) -> None:
    t = table(qtbot, tmp_path, "skat", 3)
    state = make_game("skat", 3).new_deal(seed=4, dealer=2)
    seat(t, state)
    practice = t.window.play_on(state.clone())
    qtbot.addWidget(practice)
    assert practice.controller is not None
    practice.controller.shutdown()
    check(qtbot, practice, "a practice table")
    practice.close()
    t.window.close()


def test_the_main_window_at_start(qtbot: QtBot, tmp_path: Path) -> None:
    window = MainWindow(temp_settings(tmp_path), None, pace_ms=0)
    qtbot.addWidget(window)
    check(qtbot, window, "the app's window before a game")
    window.close()


def test_no_dialog_of_a_game_is_larger_than_the_screen(qtbot: QtBot) -> None:
    dialog = QDialog()
    qtbot.addWidget(dialog)
    dialog.resize(2000, 2000)
    settle(qtbot, dialog)
    assert window_problems(dialog), "the check does not see a window larger than the screen"
