"""Sheepshead's own controls through the real widgets: Pick/Pass, burying (choose, confirm)
with a count of the cards still to bury, the call (the callable aces or tens, the unknown
card where the engine offers it, going alone, the jack of diamonds), the face-down unknown
card and playing it."""

from __future__ import annotations

from pathlib import Path

import pytest
from desktop_driver import double_click, lay_away
from desktop_support import english  # noqa: F401 - fixture
from desktop_tables import click, labels, seat_at
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from sheepshead_deals import act, deal, names

from stammtisch.desktop.widgets.games.sheepshead import SheepsheadControls
from stammtisch.desktop.widgets.main_window import MainWindow
from stammtisch.engine.cards import cards_str, parse_cards
from stammtisch.engine.sheepshead import SheepsheadGame, SheepsheadState
from stammtisch.engine.sheepshead import actions as sh_actions
from stammtisch.engine.sheepshead import contracts as sh_contracts
from stammtisch.engine.sheepshead import state as sh_state

pytestmark = pytest.mark.usefixtures("english")


def fill(game: SheepsheadGame, mine: str, blind: str, dealer: int) -> SheepsheadState:
    """A deal where seat 0 holds ``mine``, the blind is ``blind``, the rest go round."""
    used = set(parse_cards(f"{mine} {blind}"))
    rest = [c for c in range(32) if c not in used]
    size = len(parse_cards(mine))
    hands = {0: mine}
    for seat in range(1, game.num_players):
        hands[seat], rest = cards_str(rest[:size]), rest[size:]
    return deal(game, hands, blind, dealer=dealer)


def controls(window: MainWindow) -> SheepsheadControls:
    found = window.decisions.controls
    assert isinstance(found, SheepsheadControls)
    return found


def test_pick_bury_and_call_an_ace(qtbot: QtBot, tmp_path: Path) -> None:
    state = fill(SheepsheadGame(5), "CQ SQ HQ DQ C7 S7", "CJ SJ", dealer=4)
    window = seat_at(qtbot, tmp_path, state)
    assert names(state) == ["pass", "pick"]
    assert labels(window) == ["Pass", "Pick"]
    click(qtbot, window, "Pick")
    assert state.picker == 0 and state.stage == sh_state.BURY
    assert len(window.scene.hand_items()) == 8
    prompt = window.decisions.prompt.text()
    assert prompt.startswith(
        "Bury 2 cards: choose them (click them or press Space on them; once more puts"
    )
    assert prompt.endswith("Still to bury: 2.")
    lay_away(
        qtbot, window, [i for i in window.scene.hand_items() if i.card in parse_cards("CJ SJ")]
    )
    assert sorted(state.buried()) == sorted(parse_cards("CJ SJ"))
    assert state.stage == sh_state.CALL
    panel = controls(window)
    assert panel.call is not None
    # ♥A stays listed, greyed: the picker holds no heart to call it with
    assert [panel.call.itemText(i) for i in range(panel.call.count())] == ["♣A", "♠A", "♥A"]
    assert window.decisions.button_for("Go alone") is not None
    panel.call.setCurrentIndex(2)
    assert panel.call_button is not None
    history = len(state.history())
    qtbot.mouseClick(panel.call_button, Qt.MouseButton.LeftButton)  # refused: the rule is shown
    assert len(state.history()) == history
    why = window.decisions.why
    assert why.isVisible()
    assert why.text() == (
        "⊘ Call ♥A: The picker must hold a card of the called suit (hearts). — "
        '<a href="called-ace">Rule: Calling a partner</a>'
    )
    why.linkActivated.emit("called-ace")
    rules = window.coach.rules
    assert rules is not None and rules.game == "sheepshead" and rules.section == "called-ace"
    rules.close()
    panel.call.setCurrentIndex(1)
    assert panel.call_button is not None
    qtbot.mouseClick(panel.call_button, Qt.MouseButton.LeftButton)
    assert state.call == sh_contracts.CALLED and state.called_card == parse_cards("SA")[0]


def test_going_alone(qtbot: QtBot, tmp_path: Path) -> None:
    state = fill(SheepsheadGame(5), "CQ SQ HQ DQ C7 S7", "CJ SJ", dealer=4)
    act(state, "pick", "CJ", "SJ")
    window = seat_at(qtbot, tmp_path, state)
    click(qtbot, window, "Go alone")
    assert state.call == sh_contracts.ALONE_CALL and state.stage == sh_state.PLAY


def test_tens_are_called_when_the_picker_holds_every_ace(qtbot: QtBot, tmp_path: Path) -> None:
    state = fill(SheepsheadGame(5), "CQ SQ HQ DQ CA SA", "HA D7", dealer=4)
    act(state, "pick", "HA", "D7")
    window = seat_at(qtbot, tmp_path, state)
    call = controls(window).call
    assert call is not None
    assert [call.itemText(i) for i in range(call.count())] == ["♣10", "♠10", "♥10"]
    assert call.itemData(2, Qt.ItemDataRole.ToolTipRole) == (  # greyed: HA was buried
        "The picker must hold a card of the called suit (hearts)."
    )


def test_the_unknown_card_call_lay_down_and_play(qtbot: QtBot, tmp_path: Path) -> None:
    state = fill(SheepsheadGame(5), "CQ SQ HQ DQ CJ SJ", "CA D7", dealer=4)
    act(state, "pick", "CA", "D7")
    window = seat_at(qtbot, tmp_path, state)
    assert names(state) == ["alone", "call SA unknown", "call HA unknown"]
    call = controls(window).call
    assert call is not None
    assert [call.itemText(i) for i in range(call.count())] == [
        "♠A with an unknown card",
        "♥A with an unknown card",
        "♣A",  # greyed: "a buried card can never be the partner card"
    ]
    assert "lay one card face down" in call.itemData(0, Qt.ItemDataRole.ToolTipRole)
    assert "unknown card" in call.toolTip()
    _, trigger = next(
        o for o in window.decisions.options() if o[0] == "Call ♥A with an unknown card"
    )
    trigger()
    assert state.stage == sh_state.UNDER and state.called_card == parse_cards("HA")[0]
    prompt = window.decisions.prompt.text()
    assert prompt.startswith("Lay one card face down as the unknown card")
    assert "lowest ♥ and is played the first time ♥ is led" in prompt
    item = next(i for i in window.scene.hand_items() if i.card == parse_cards("DQ")[0])
    double_click(window, item)
    window.refresh()
    assert state.unknown_card == parse_cards("DQ")[0] and state.stage == sh_state.PLAY
    assert state.current_player() == 0  # the dealer's left leads
    assert "Play the unknown card" in labels(window)
    click(qtbot, window, "Play the unknown card")
    assert state.current_trick() == [(0, sh_actions.PLAY_UNKNOWN)]
    assert window.decisions.button_for("Play the unknown card") is None


def test_the_jack_of_diamonds_partner(qtbot: QtBot, tmp_path: Path) -> None:
    game = SheepsheadGame(5, {"partner": "jack_of_diamonds"})
    state = fill(game, "CQ SQ HQ DQ C7 S7", "CJ SJ", dealer=4)
    act(state, "pick", "CJ", "SJ")
    window = seat_at(qtbot, tmp_path, state, {"partner": "jack_of_diamonds"})
    assert sorted(labels(window)) == ["Call ♦J", "Go alone"]
    assert controls(window).call is None
    click(qtbot, window, "Call ♦J")
    assert state.call == sh_contracts.JACK_CALL


def test_three_players_pick_and_bury_without_a_call(qtbot: QtBot, tmp_path: Path) -> None:
    state = fill(SheepsheadGame(3), "CQ SQ HQ DQ C7 S7 CA SA HA DA", "CJ SJ", dealer=2)
    window = seat_at(qtbot, tmp_path, state)
    click(qtbot, window, "Pass")
    assert state.current_player() == 1 and state.picker is None
    state = fill(SheepsheadGame(3), "CQ SQ HQ DQ C7 S7 CA SA HA DA", "CJ SJ", dealer=2)
    window = seat_at(qtbot, tmp_path / "again", state)
    click(qtbot, window, "Pick")
    lay_away(qtbot, window, window.scene.hand_items()[:2])
    assert len(state.buried()) == 2 and state.stage == sh_state.PLAY
    assert window.decisions.prompt.text() == "Your turn: play a card."
