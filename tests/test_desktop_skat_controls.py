"""Skat's own controls through the real widgets: the bidding ladder, the declaration with
Hand/Schneider/Schwarz/Ouvert, picking up the skat and laying two cards away by drag."""

from __future__ import annotations

from pathlib import Path

import pytest
from desktop_driver import drag, grip
from desktop_support import english, skat_declaration, temp_settings  # noqa: F401 - fixture
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from stammtisch.desktop.layout import TALON_ZONE
from stammtisch.desktop.table_state import snapshot
from stammtisch.desktop.widgets.games.skat import SkatDeclaration
from stammtisch.desktop.widgets.main_window import MainWindow
from stammtisch.desktop.widgets.mnemonics import plain
from stammtisch.desktop.widgets.new_game import NewGameSpec
from stammtisch.engine.phase import Phase
from stammtisch.engine.registry import make_game
from stammtisch.engine.skat.actions import action_to_string

pytestmark = pytest.mark.usefixtures("english")


def seated(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    """A Skat table where the user is forehand and both others have passed."""
    window = MainWindow(temp_settings(tmp_path), None, pace_ms=0)
    qtbot.addWidget(window)
    window.show()
    spec = NewGameSpec("skat", 3, {}, ["You", "Anna", "Bernd"], ["human", "random", "random"], 1)
    window.start_session(spec, seed=1)
    controller = window.controller
    assert controller is not None
    controller.shutdown()
    state = make_game("skat").new_deal(seed=1, dealer=2)
    for word in ("p", "p"):
        state.apply_action(state.parse_action(word))
    controller.session.current = state
    controller._closing = False
    controller.start()
    qtbot.waitUntil(controller.is_human_turn, timeout=5_000)
    window.refresh()
    return window


def code(panel: SkatDeclaration) -> str:
    """The ISS code of the declaration the controls compose now."""
    action = panel.action()
    assert action is not None
    return action_to_string(action)


def test_the_bidding_ladder_offers_the_next_value_and_higher_ones(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = seated(qtbot, tmp_path)
    panel = window.decisions
    labels = [label for label, _ in panel.options()]
    # pass first, then the next bid in words, then the higher values from a list
    assert labels[:4] == ["Pass", "Bid 18", "20", "22"]
    button = panel.button_for("Bid 18")
    assert button is not None
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    state = window.controller.state  # type: ignore[union-attr]
    assert state is not None and state.bid == 18  # type: ignore[attr-defined]
    assert state.phase is Phase.SKAT  # type: ignore[attr-defined]


def test_the_declaration_checkboxes_compose_exactly_the_offered_games(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = seated(qtbot, tmp_path)
    qtbot.mouseClick(window.decisions.button_for("Bid 18"), Qt.MouseButton.LeftButton)  # type: ignore[arg-type]
    window.refresh()
    panel = skat_declaration(window)
    assert isinstance(panel, SkatDeclaration)
    assert panel.listed(0) == [
        "clubs",
        "spades",
        "hearts",
        "diamonds",
        "grand",
        "null",
    ]
    panel.kind.setCurrentIndex(panel.kind.findData("grand"))
    assert code(panel) == "GH" and panel.declare_button.isEnabled()
    panel.schneider.setChecked(True)
    assert code(panel) == "GHS"
    panel.schwarz.setChecked(True)
    assert code(panel) == "GHZ" and panel.schneider.isChecked()
    assert not panel.schneider.isEnabled()
    panel.ouvert.setChecked(True)
    assert code(panel) == "GO"
    assert not panel.hand.isEnabled() and panel.hand.isChecked()
    panel.kind.setCurrentIndex(panel.kind.findData("null"))
    assert code(panel) == "NH" and not panel.schneider.isEnabled()
    panel.ouvert.setChecked(True)
    assert code(panel) == "NOH"
    qtbot.mouseClick(panel.declare_button, Qt.MouseButton.LeftButton)
    state = window.controller.state  # type: ignore[union-attr]
    assert state is not None
    assert state.declaration.code == "NOH"  # type: ignore[attr-defined]


def test_picking_up_the_skat_and_laying_two_cards_away_with_a_confirm(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = seated(qtbot, tmp_path)
    controller = window.controller
    assert controller is not None
    qtbot.mouseClick(window.decisions.button_for("Bid 18"), Qt.MouseButton.LeftButton)  # type: ignore[arg-type]
    window.refresh()
    pick_up = window.decisions.button_for("Pick up")
    assert pick_up is not None
    qtbot.mouseClick(pick_up, Qt.MouseButton.LeftButton)
    window.refresh()
    assert len(window.scene.hand_items()) == 12
    history_before = len(controller.state.history())  # type: ignore[union-attr]
    assert window.decisions.prompt.text() == (
        "Your turn: choose 2 cards to lay away (click them or press Space on them; once more puts "
        "one back), "
        "then confirm."
    )
    zx, zy, zw, zh = TALON_ZONE
    target = QPointF(zx + zw / 2, zy + zh / 2)
    first, second, third = window.scene.hand_items()[:3]
    confirm = window.confirm_button
    assert confirm is not None and not confirm.isEnabled()
    for item in (first, second):  # dragged to the skat: chosen, not yet laid away
        drag(window, item, target)
    assert window.scene.picked == [first.card, second.card]
    assert plain(confirm.text()) == "Lay away the chosen cards (2 of 2)" and confirm.isEnabled()
    drag(window, third, target)  # a third is refused: two are chosen already
    assert window.scene.picked == [first.card, second.card]
    qtbot.mouseClick(
        window.view.viewport(), Qt.MouseButton.LeftButton, pos=window.view.mapFromScene(grip(first))
    )
    assert window.scene.picked == [second.card]  # a click puts one back
    assert not confirm.isEnabled() and plain(confirm.text()) == "Lay away the chosen cards (1 of 2)"
    assert len(controller.state.history()) == history_before  # type: ignore[union-attr]
    drag(window, third, target)
    qtbot.mouseClick(confirm, Qt.MouseButton.LeftButton)
    window.refresh()
    state = controller.state
    assert state is not None
    assert [a for _, a in state.history()[-2:]] == [second.card, third.card]
    assert len(window.scene.hand_items()) == 10
    snap = controller.snapshot()
    assert snap is not None and len(snap.talon) == 2
    panel = skat_declaration(window)
    assert isinstance(panel, SkatDeclaration)
    assert sorted(action_to_string(a) for a in panel.offered.values()) == sorted(
        ["C", "S", "H", "D", "G", "N", "NO"]
    )
    # Hand after picking up cannot be ticked: the box is disabled and says why
    panel.hand.click()
    assert not panel.hand.isEnabled() and not panel.hand.isChecked()
    assert panel.hand.toolTip().startswith("The skat has been picked up")
    assert panel.declare_button.isEnabled() and not window.decisions.why.isVisible()
    panel.kind.setCurrentIndex(panel.kind.findData("clubs"))
    qtbot.mouseClick(panel.declare_button, Qt.MouseButton.LeftButton)
    state = controller.state
    assert state is not None and state.declaration.code == "C"  # type: ignore[attr-defined]
    assert grip  # the driver's grip point is what drag() uses


def test_an_ouvert_declarer_is_shown_open_to_the_defenders() -> None:
    state = make_game("skat").new_deal(seed=1, dealer=2)
    for word in ("p", "p", "18"):
        state.apply_action(state.parse_action(word))
    assert snapshot(state, 1).open_hands == frozenset()
    state.apply_action(state.parse_action("GO"))
    seen = snapshot(state, 1)
    assert seen.open_hands == frozenset({0})
    assert sorted(seen.hand_cards(0)) == sorted(state.hand(0))  # type: ignore[attr-defined]


def test_the_coachs_mark_frames_only_what_it_advises_apart_from_any_selection(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Advice for a plain Hand game in hearts frames the game type, the ticked Hand box and
    the button, not Schneider, Schwarz or Ouvert; the hint's colour is no selection's."""
    from stammtisch.desktop.widgets.card_item import (
        HINT_COLOR,
        LEGAL_COLOR,
        PICKED_COLOR,
        SELECTED_COLOR,
    )

    window = seated(qtbot, tmp_path)
    qtbot.mouseClick(window.decisions.button_for("Bid 18"), Qt.MouseButton.LeftButton)  # type: ignore[arg-type]
    window.refresh()
    state = window.controller.state  # type: ignore[union-attr]
    assert state is not None
    panel = window.decisions.highlight(state.parse_action("HH"))
    assert isinstance(panel, SkatDeclaration) and panel is skat_declaration(window)
    assert code(panel) == "HH"
    framed = {w for w in panel.findChildren(QWidget) if w.styleSheet()}
    assert framed == {panel.kind, panel.hand, panel.declare_button}
    assert all(w.property("hinted") is True for w in framed)
    assert not any(w.styleSheet() for w in (panel.schneider, panel.schwarz, panel.ouvert))
    window.decisions.clear_highlight()
    assert not any(w.styleSheet() for w in panel.findChildren(QWidget))
    others = {c.name() for c in (LEGAL_COLOR, PICKED_COLOR, SELECTED_COLOR)}
    assert HINT_COLOR.name() not in others
