"""The states a learner reads, driven and checked at a 1024×700 screen by :mod:`screen_fit`.

Not collected by the suite on its own: ``test_desktop_screen_fit.py`` runs it, with
``screen_fit_cases.py``, in one process per language whose only screen is 1024×700::

    QT_QPA_PLATFORM=offscreen:configfile=tests/data/screen-1024x700.json \\
    STAMMTISCH_FIT_LANGUAGE=ja python -m pytest -n 0 -p no:cacheprovider tests/screen_state_cases.py

Where ``screen_fit_cases.py`` opens each window, these cases drive the windows into what a
user reads in them: every decision step of every lesson (the question, the feedback on a
wrong answer, the explanation after the right one) and each lesson's first card step; the
live table of each game with the coach's hint shown (advice, reasons, the rule's link, the
options table, the unit) and learning mode's lines, at a card to play and at the decision
row at its widest; the result of each kind of deal (won, lost, Schneider and Schwarz, Null,
Ramsch, Leaster, the solos); a practice puzzle and its verdict.  The review, History and
every statistics chart are ``screen_fit_cases.py``'s.

With ``STAMMTISCH_FIT_SHOTS=<folder>`` each state checked is also saved as a picture,
``<folder>/<language>/<state>.png``, to be looked at.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from desktop_support import temp_settings, valued
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot
from screen_fit import window_problems
from screen_fit_cases import (
    GAMES,
    LANGUAGE,
    YOU,
    Table,
    fill_history,
    language,  # noqa: F401  (the autouse fixture: the language installed)
    positions,
    seat,
    settle,
    shoot,
    table,
)

from stammtisch.desktop.widgets.main_window import MainWindow
from stammtisch.desktop.widgets.new_game import COMPUTER_NAMES
from stammtisch.engine.ai.tournament import make_agent, play_out
from stammtisch.engine.cards import card_str
from stammtisch.engine.lessons import Act, Ask, Explain, load_all
from stammtisch.engine.registry import all_games, make_game
from stammtisch.engine.state import DealResult, GameState


def look(qtbot: QtBot, window: QWidget, what: str) -> list[str]:
    """Let ``window`` settle, picture it if asked, and name what it shows cut or broken."""
    settle(qtbot, window)
    shoot(window, what)
    return [f"{what}: {p}" for p in window_problems(window)]


def verdict(problems: list[str], what: str) -> None:
    assert not problems, f"{what} ({LANGUAGE}):\n  " + "\n  ".join(problems)


# --- lessons ------------------------------------------------------------------------------


@pytest.mark.parametrize("game", [g for g, lessons in load_all().items() if lessons])
def test_every_decision_step_of_the_lessons(qtbot: QtBot, tmp_path: Path, game: str) -> None:
    """Every lesson of ``game`` walked through: each decision step (a question, or a word to
    say at the table) as asked, after a wrong answer and after the right one; each lesson's
    first card step as asked and after a wrong card."""
    from stammtisch.desktop.widgets.lesson_view import LearnDialog

    window = MainWindow(temp_settings(tmp_path), None, pace_ms=0)
    qtbot.addWidget(window)
    window.show()
    learn = LearnDialog(window.settings, game, window)
    learn.pace_ms = 0
    problems: list[str] = []
    for lesson in learn.paths.get(game, []):
        view = learn.start(lesson.key)
        run = view.run
        card_seen = False
        while run.step is not None:
            step, index = run.step, run.index
            if isinstance(step, Explain) or view.waiting or run.pending():
                view.go_on()
                continue
            assert isinstance(step, (Act, Ask))
            valued(qtbot, view)  # judged at once, so each look sees the verdict, not a wait
            if isinstance(step, Ask):
                right, wrong = step.accepted[0], [o for o in step.options if o not in step.accepted]
                card = False
            else:
                assert lesson.deal is not None
                right = lesson.deal.actions[step.at][1]
                hand = {card_str(c) for c in run.hand()}
                card = right in hand and right not in view.choice_buttons
                if card:
                    wrong = [c for c in sorted(hand) if c != right]
                else:
                    wrong = [w for w in view.choice_buttons if w != right]
            what = f"lesson {lesson.key} step {index + 1}"
            if not card or not card_seen:
                problems += look(qtbot, view, f"{what}, asked")
                wrong = [w for w in wrong if w in (step.wrong or {})] or wrong
                if wrong:
                    view.answer(wrong[0])
                    if view.waiting:  # another card that also meets the goal: right too
                        view.go_on()
                        card_seen = card_seen or card
                        continue
                    problems += look(qtbot, view, f"{what}, after a wrong answer")
            view.answer(right)
            QApplication.processEvents()
            if not card or not card_seen:
                problems += look(qtbot, view, f"{what}, after the right answer")
            card_seen = card_seen or card
            view.go_on()
        problems += look(qtbot, view, f"lesson {lesson.key}, the end")
        view.close()
    learn.close()
    window.close()
    verdict(problems, f"the lessons of {game}")


# --- the live table with the coach --------------------------------------------------------


def a_lead(game: str, players: int, least: int = 5) -> GameState:
    """A position of random play where the user leads to a trick after the first, with at
    least ``least`` cards to choose from (the longest table of alternatives)."""
    g = make_game(game, players)
    for seed in range(60):
        rng = random.Random(seed)
        state = g.new_deal(seed=seed, dealer=players - 1)
        while not state.is_terminal():
            if state.current_player() == 0:
                table = state.table(0)
                cards = [a for a in state.legal_actions() if state.describe_action(a).is_card]
                if table.last_trick and not table.trick and len(cards) >= least:
                    return state
            state.apply_action(rng.choice(state.legal_actions()))
    raise AssertionError(f"no lead with {least} cards in 60 deals of {game}")


def _decision_width(t: Table) -> int:
    return t.window.decisions.sizeHint().width()


@pytest.mark.parametrize("game", GAMES)
def test_the_table_with_the_hint_shown(qtbot: QtBot, tmp_path: Path, game: str) -> None:
    """The live table with learning mode's lines and the coach's hint (advice, reasons, the
    rule's link, the options table and its unit): at a card in the middle of the deal, and
    at the widest decision row of the deal (with a refused decision's reason shown)."""
    cls = next(c for c in all_games() if game == c.NAME)
    t = table(qtbot, tmp_path, game, cls.DEFAULT_PLAYERS)
    coach = t.window.coach
    coach.learning = True
    problems: list[str] = []
    found = positions(game, cls.DEFAULT_PLAYERS)
    words = [
        (what, s)
        for what, s in found
        if s.current_player() == 0
        and any(not s.describe_action(a).is_card for a in s.legal_actions())
    ]
    widest: tuple[int, str, GameState] | None = None
    for what, state in words:
        seat(t, state)
        width = _decision_width(t)
        if widest is None or width > widest[0]:
            widest = (width, what, state)
    moments = [("the user's lead after a trick", a_lead(game, cls.DEFAULT_PLAYERS))]
    if widest is not None:
        moments.append((f"the widest decision row ({widest[1]})", widest[2]))
    assert moments, f"no position of {game} to ask the coach about"
    for what, state in moments:
        seat(t, state.clone())
        settle(qtbot, t.window)
        coach.ask()
        qtbot.waitUntil(lambda: coach.hint is not None, timeout=60_000)
        problems += look(qtbot, t.window, f"{game}: {what}, the hint shown")
        panel = t.window.decisions
        if panel.refused:
            panel.show_refusal(next(iter(panel.refused)))
            problems += look(qtbot, t.window, f"{game}: {what}, a refusal shown")
    t.window.close()
    verdict(problems, f"{game} with the hint")


# --- results ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Kind:
    """A kind of deal result: the game and its rules, the players that play it out (the
    engine's beginner, or random cards for the unlikely ones), and how to tell the result."""

    name: str
    game: str
    matches: Callable[[DealResult], bool]
    rules: dict[str, object] = field(default_factory=dict)
    agent: str = "beginner"


def _won(result: DealResult) -> bool | None:
    won = result.details.get("won")
    return won if isinstance(won, bool) else None


KINDS = [
    Kind("Skat won", "skat", lambda r: _won(r) is True and not r.details.get("schneider")),
    Kind("Skat lost", "skat", lambda r: _won(r) is False),
    Kind("Skat won Schneider", "skat", lambda r: _won(r) is True and r.details.get("schneider")),
    Kind("Skat Schwarz", "skat", lambda r: bool(r.details.get("schwarz")), agent="random"),
    Kind(
        "Skat Null ouvert Hand", "skat", lambda r: r.contract == "Null Ouvert Hand", agent="random"
    ),
    Kind("Skat Ramsch", "skat", lambda r: r.contract == "Ramsch", {"ramsch": "ramsch"}),
    Kind("Skat passed in", "skat", lambda r: not r.played),
    Kind(
        "Schafkopf Sauspiel lost",
        "schafkopf",
        lambda r: "Sauspiel" in str(r.contract) and _won(r) is False,
    ),
    Kind("Schafkopf Solo", "schafkopf", lambda r: "Solo" in str(r.contract)),
    Kind("Schafkopf Farbgeier", "schafkopf", lambda r: "Farbgeier" in str(r.contract)),
    Kind("Schafkopf Wenz Tout", "schafkopf", lambda r: r.contract == "Wenz Tout", agent="random"),
    Kind("Schafkopf thrown in", "schafkopf", lambda r: not r.played),
    Kind("Doppelkopf normal game", "doppelkopf", lambda r: r.contract == "normal game"),
    Kind("Doppelkopf marriage", "doppelkopf", lambda r: r.contract == "marriage"),
    Kind("Doppelkopf solo", "doppelkopf", lambda r: "solo" in str(r.contract)),
    Kind("Doppelkopf poverty", "doppelkopf", lambda r: r.contract == "poverty", agent="random"),
    Kind("Sheepshead called ace", "sheepshead", lambda r: "called" in str(r.contract)),
    Kind("Sheepshead Leaster", "sheepshead", lambda r: r.contract == "leaster", agent="random"),
    Kind("Sheepshead alone", "sheepshead", lambda r: r.contract == "pick alone", agent="random"),
]


def finished(kind: Kind, seeds: int = 200) -> GameState:
    """A deal that ends as ``kind`` says (the first of ``seeds`` deals)."""
    cls = next(c for c in all_games() if kind.game == c.NAME)
    players = cls.DEFAULT_PLAYERS
    g = make_game(kind.game, players, kind.rules)
    for seed in range(seeds):
        state = g.new_deal(seed=seed, dealer=players - 1)
        play_out(state, [make_agent(kind.agent, g) for _ in range(players)], seed)
        if kind.matches(state.result()):
            return state
    raise AssertionError(f"no deal of {seeds} ends as {kind.name}")


def test_the_result_of_each_kind_of_deal(qtbot: QtBot, tmp_path: Path) -> None:
    from stammtisch.desktop.widgets.result_dialog import ResultDialog

    window = MainWindow(temp_settings(tmp_path), None, pace_ms=0)
    qtbot.addWidget(window)
    window.show()
    problems: list[str] = []
    rng = random.Random(3)
    for kind in KINDS:
        state = finished(kind)
        players = state.game.num_players
        names = [YOU, *COMPUTER_NAMES[: players - 1]]
        totals = [rng.randrange(-200, 200) for _ in range(players)]
        dialog = ResultDialog(state.result(), names, 3, 12, None, totals, window, viewer=0)
        problems += look(qtbot, dialog, f"the result: {kind.name}")
        dialog.close()
    window.close()
    verdict(problems, "results")


# --- practice -----------------------------------------------------------------------------


def test_a_practice_puzzle_and_its_verdict(qtbot: QtBot, tmp_path: Path) -> None:
    from practice_support import THROWN, store_deal

    from stammtisch.desktop.history import HistoryRecorder
    from stammtisch.engine.history.store import Grade, open_history

    store = open_history(tmp_path / "history.sqlite").store
    deal_id, _ = store_deal(store)
    store.add_grades(deal_id, [Grade(THROWN, 150.0, "blunder")])
    store.close()
    window = MainWindow(temp_settings(tmp_path), None, pace_ms=0)
    qtbot.addWidget(window)
    recorder, problem = HistoryRecorder.open(tmp_path / "history.sqlite", window)
    assert not problem
    window.set_history(recorder)
    window.show()
    window.learn_menu.refresh_practice()
    practice = window.learn_menu.open_practice()
    assert practice is not None
    qtbot.waitUntil(lambda: practice.item is not None, timeout=60_000)
    problems = look(qtbot, practice, "a practice puzzle")
    practice.answer("HQ")  # the blunder again: the coach's choice and why
    QApplication.processEvents()
    problems += look(qtbot, practice, "a practice puzzle, a wrong answer")
    practice.close()
    window.close()
    verdict(problems, "practice")


# --- the statistics with a history of every game ----------------------------------------


def test_every_statistics_chart_in_its_window(qtbot: QtBot, tmp_path: Path) -> None:
    """Game → Statistics over a history of every game: each chart shown in turn."""
    from PySide6.QtWidgets import QTabWidget

    t = table(qtbot, tmp_path, "skat", 3, deals=0)
    fill_history(t.window, YOU)
    t.window.show_statistics()
    dock = t.window.stats_dock
    assert dock is not None
    tabs = dock.widget().findChild(QTabWidget, "statsTabs")
    assert tabs is not None
    problems: list[str] = []
    for index in range(tabs.count()):
        tabs.setCurrentIndex(index)
        dock.raise_()
        title = tabs.tabText(index)
        where = dock if dock.isFloating() else t.window
        problems += look(qtbot, where, f"statistics, chart {index + 1} ({title})")
    t.window.close()
    verdict(problems, "statistics")
