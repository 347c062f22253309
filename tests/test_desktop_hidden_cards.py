"""No card the user may not see, and no card outside the user's hand, carries a highlight.

The yellow outline marks the user's legal cards; the blue one the card chosen
with the arrow keys.  Whole scripted deals of every game are played through the
real window (the user's moves random but legal), and after every redraw each
card on the table is checked.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from desktop_support import temp_settings
from pytestqt.qtbot import QtBot

from stammtisch.desktop.widgets.main_window import MainWindow
from stammtisch.desktop.widgets.new_game import NewGameSpec
from stammtisch.engine.registry import all_games, game_class


def marked_outside_the_hand(window: MainWindow) -> list[str]:
    """Each card item that is outlined but is face down or not in the user's hand."""
    scene = window.scene
    hand = {id(item) for item in scene.hand_items()}
    bad = []
    for item in scene.items():
        card = getattr(item, "uid", None)
        if card is None or not hasattr(item, "legal"):
            continue
        outlined = bool(item.legal) or item.chosen or item.picked  # type: ignore[attr-defined]
        if outlined and (item.card is None or id(item) not in hand or not item.isVisible()):  # type: ignore[attr-defined]
            bad.append(f"uid {item.uid} card {item.card}")  # type: ignore[attr-defined]
    return bad


def play_deal_checking(qtbot: QtBot, window: MainWindow, seed: int) -> int:
    """Play the running deal to its end; return how many redraws were checked."""
    controller = window.controller
    assert controller is not None
    rng = random.Random(seed)
    checked = 0

    def check() -> None:
        nonlocal checked
        assert marked_outside_the_hand(window) == []
        checked += 1

    controller.changed.connect(check)
    while True:
        qtbot.waitUntil(
            lambda: controller.is_human_turn() or controller.state is None, timeout=20_000
        )
        if controller.state is None:
            return checked
        window.refresh()
        check()
        items = window.scene.hand_items()
        if items and rng.random() < 0.5:
            window.scene.move_selection(1)  # a card chosen by the keyboard
            check()
        legal = controller.legal_actions()
        assert controller.try_action(rng.choice(legal)) is None


@pytest.mark.parametrize("name", [cls.NAME for cls in all_games()])
def test_hidden_cards_never_carry_a_highlight(qtbot: QtBot, tmp_path: Path, name: str) -> None:
    cls = game_class(name)
    window = MainWindow(temp_settings(tmp_path), None, pace_ms=0)
    qtbot.addWidget(window)
    players = max(cls.PLAYER_COUNTS)
    names = ["You", "Anna", "Bernd", "Clara", "Dieter", "Erika"][:players]
    levels = ["human"] + ["random"] * (players - 1)
    for seed in (1, 2):
        # a new session started in the first deal of another (the same deal number)
        window.start_session(NewGameSpec(name, players, {}, names, levels, 1), seed=seed)
        assert play_deal_checking(qtbot, window, seed) > 10
        assert marked_outside_the_hand(window) == []
