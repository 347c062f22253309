"""Whole deals played through the real widgets: the user's moves by mouse and keyboard."""

from __future__ import annotations

from pathlib import Path

import pytest
from desktop_driver import METHODS, play_session
from desktop_support import english, temp_settings, tiny_registered  # noqa: F401 - fixture
from pytestqt.qtbot import QtBot

from stammtisch.desktop.widgets.main_window import MainWindow
from stammtisch.desktop.widgets.new_game import NewGameSpec

pytestmark = pytest.mark.usefixtures("tiny_registered", "english")


@pytest.mark.parametrize("players", [3, 4])
def test_a_session_of_the_test_game_through_the_widgets(
    qtbot: QtBot, tmp_path: Path, players: int
) -> None:
    window = MainWindow(temp_settings(tmp_path), tmp_path / "history.sqlite", pace_ms=0)
    qtbot.addWidget(window)
    window.show()
    names = ["You", "Anna", "Bernd", "Clara"][:players]
    levels = ["human", "random", "beginner", "random"][:players]
    window.start_session(NewGameSpec("tiny", players, {}, names, levels, 1), seed=7)
    done = play_session(qtbot, window)
    for method in METHODS:
        assert done.card_moves[method] >= 1, f"no card was played by {method}"
    assert done.refusals, "no illegal card was tried"
    assert all(
        text.startswith("You must follow ")
        for method, text in done.refusals
        if method != "keyboard"
    )
    assert ("keyboard", "skipped by the arrows") in done.refusals
    assert done.buttons[:2] == ["Play", "Pick up"]
    session = window.controller.session  # type: ignore[union-attr]
    assert session.is_over()
    assert window.score_model.rowCount() == len(session.deals) + 1
    assert "The session is over" in done.results[-1]
    window.close()


def real_configurations() -> list[tuple[str, int]]:
    from stammtisch.engine.registry import all_games

    return [(cls.NAME, n) for cls in all_games() for n in cls.PLAYER_COUNTS]


@pytest.mark.parametrize(("game", "players"), real_configurations())
def test_a_round_of_every_game_through_the_widgets(
    qtbot: QtBot, tmp_path: Path, game: str, players: int
) -> None:
    window = MainWindow(temp_settings(tmp_path), tmp_path / "history.sqlite", pace_ms=0)
    qtbot.addWidget(window)
    window.show()
    names = ["You", "Anna", "Bernd", "Clara", "Dieter"][:players]
    levels = ["human", "random", "beginner", "random", "beginner"][:players]
    window.start_session(NewGameSpec(game, players, {}, names, levels, players), seed=players)
    done = play_session(qtbot, window, seed=players)
    session = window.controller.session  # type: ignore[union-attr]
    assert session.is_over()
    for method in METHODS:
        assert done.card_moves[method] >= 1, f"no card was played by {method}"
        assert done.card_moves[f"refused {method}"] == 1, f"no card was refused by {method}"
    assert len(done.results) == len(session.deals)
    assert window.score_model.rowCount() == len(session.deals) + 1
    window.close()


def test_a_session_with_animations_on_ends_with_every_card_in_place(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Dealing, playing and collecting are animated; afterwards each card sits at its target."""
    window = MainWindow(temp_settings(tmp_path, animation="fast"), None, pace_ms=0)
    qtbot.addWidget(window)
    window.show()
    spec = NewGameSpec("tiny", 3, {}, ["You", "Anna", "Bernd"], ["human", "random", "random"], 1)
    window.start_session(spec, seed=3)
    assert window.scene.animation_ms == 180
    items = window.scene.hand_items()
    assert len(items) == 7
    qtbot.waitUntil(lambda: all(item.pos() == item.home for item in items), timeout=10_000)
    done = play_session(qtbot, window)
    assert sum(done.card_moves[m] for m in METHODS) >= 1
    window.close()
