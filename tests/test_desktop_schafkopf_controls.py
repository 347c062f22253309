"""Schafkopf's own controls through the real widgets: the auction's Pass/Play/Hold and the
overcall chooser, the game announcement with called Sau, trump suit and Tout, knocking,
Kontra and Re.  Each decision is reached with a scripted deal; the control must offer
exactly what the engine offers, and clicking it must change the engine's state."""

from __future__ import annotations

from pathlib import Path

import pytest
from desktop_support import english  # noqa: F401 - fixture
from desktop_tables import click, labels, seat_at
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from schafkopf_testkit import CALL_DEAL, deal, legal_words, say

from stammtisch.desktop.widgets.games.schafkopf import SchafkopfAnnouncement, SchafkopfControls
from stammtisch.engine.phase import Phase
from stammtisch.engine.schafkopf import SchafkopfState

pytestmark = pytest.mark.usefixtures("english")


def controls(window: object) -> SchafkopfControls:
    found = window.decisions.controls  # type: ignore[attr-defined]
    assert isinstance(found, SchafkopfControls)
    return found


def test_the_first_speaker_may_pass_or_play(qtbot: QtBot, tmp_path: Path) -> None:
    state = deal(CALL_DEAL)
    window = seat_at(qtbot, tmp_path, state)
    assert legal_words(state) == ["pass", "play"]
    assert labels(window) == ["Pass", "Play"]
    assert window.decisions.button_for("Hold") is None
    assert controls(window).overcall is None
    click(qtbot, window, "Play")
    assert state.holder == 0 and state.current_player() == 1


def test_the_overcall_chooser_lists_the_offered_games_in_strength_order(
    qtbot: QtBot, tmp_path: Path
) -> None:
    state = deal(CALL_DEAL, dealer=2)  # seat 3 speaks first
    say(state, "play")
    window = seat_at(qtbot, tmp_path, state)
    offered = [w.removeprefix("bid ") for w in legal_words(state) if w.startswith("bid ")]
    combo = controls(window).overcall
    assert combo is not None
    listed = [combo.itemText(i) for i in range(combo.count())]
    assert listed == offered  # English keeps the German game names
    assert listed[:3] == ["Farbgeier", "Farbwenz", "Geier"] and listed[-1] == "Solo Tout"
    assert labels(window)[0] == "Pass" and window.decisions.button_for("Play") is None
    combo.setCurrentIndex(listed.index("Wenz"))
    button = controls(window).overcall_button
    assert button is not None
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert state.challenger == 0 and state.current_player() == 3
    assert legal_words(state) == ["pass", "hold"]


def test_the_holder_answers_an_overcall_with_hold_or_pass(qtbot: QtBot, tmp_path: Path) -> None:
    state = deal(CALL_DEAL)
    say(state, "play", "bid Wenz")
    window = seat_at(qtbot, tmp_path, state)
    assert labels(window) == ["Pass", "Hold"]
    click(qtbot, window, "Hold")
    assert state.holder == 0 and state.held == 4  # holds at the Wenz level
    assert state.current_player() == 1


def announcement(window: object) -> SchafkopfAnnouncement:
    panel = controls(window).announcement
    assert panel is not None
    return panel


def code(state: SchafkopfState, panel: SchafkopfAnnouncement) -> str:
    """The engine's name of the game the controls compose now."""
    action = panel.action()
    assert action is not None
    return state.action_to_string(action)


def test_the_announcement_composes_exactly_the_offered_games(qtbot: QtBot, tmp_path: Path) -> None:
    state = deal(CALL_DEAL)
    say(state, "play", "pass", "pass", "pass")
    window = seat_at(qtbot, tmp_path, state)
    panel = announcement(window)
    assert sorted(panel.offered.values()) == sorted(state.legal_actions())
    assert panel.listed(0) == ["sauspiel", "farbgeier", "farbwenz", "geier", "wenz", "solo"]
    # the Sauspiel alone stays listed, greyed: the rule that forbids it is its tooltip
    assert panel.listed(0, refused=True) == ["sauspiel-alone"]
    row = panel.kind.findData("sauspiel-alone")
    assert panel.kind.itemData(row, Qt.ItemDataRole.ToolTipRole) == (
        "The partner game alone needs all three callable aces."
    )
    # the Sauspiel lists the callable Sau by name (Schellen greyed: seat 0 holds no Schellen)
    assert code(state, panel) == "Sauspiel Eichel"
    assert [panel.suit.itemText(i) for i in range(panel.suit.count())] == [
        "Eichel-Sau",
        "Gras-Sau",
        "Schellen-Sau",
    ]
    assert panel.listed(1, refused=True) == [3]
    assert not panel.tout.isEnabled() and not panel.tout.isChecked()
    assert panel.announce_button.isEnabled()
    # a suit solo lists its trump suits, and Tout is a choice
    panel.kind.setCurrentIndex(panel.kind.findData("solo"))
    assert panel.listed(1) == [0, 1, 2]  # Eichel, Gras, Herz (Schellen greyed)
    assert panel.suit.itemText(2) == "Herz"
    assert panel.tout.isEnabled() and code(state, panel) == "Solo Eichel"
    panel.suit.setCurrentIndex(2)
    panel.tout.setChecked(True)
    assert code(state, panel) == "Solo Herz Tout" and panel.announce_button.isEnabled()
    # a Wenz names no suit
    panel.kind.setCurrentIndex(panel.kind.findData("wenz"))
    assert panel.suit.isHidden() and code(state, panel) == "Wenz"
    panel.kind.setCurrentIndex(panel.kind.findData("farbwenz"))
    panel.suit.setCurrentIndex(panel.suit.findData(1))
    panel.tout.setChecked(True)
    qtbot.mouseClick(panel.announce_button, Qt.MouseButton.LeftButton)
    assert state.contract is not None and state.contract.name == "Farbwenz Gras Tout"
    assert state.declarer == 0


def test_after_holding_a_solo_tout_only_tout_games_are_offered(
    qtbot: QtBot, tmp_path: Path
) -> None:
    state = deal(CALL_DEAL)
    say(state, "play", "bid Solo Tout", "hold", "pass", "pass", "pass")
    assert isinstance(state, SchafkopfState) and state.current_player() == 0
    window = seat_at(qtbot, tmp_path, state)
    panel = announcement(window)
    assert panel.listed(0) == ["solo"]
    assert panel.tout.isChecked()
    assert sorted(panel.offered) == [("solo", s, True) for s in (0, 1, 2)]
    qtbot.mouseClick(panel.announce_button, Qt.MouseButton.LeftButton)
    assert state.contract is not None and state.contract.name == "Solo Eichel Tout"


def test_the_sauspiel_alone_is_its_own_game_type(qtbot: QtBot, tmp_path: Path) -> None:
    hands = {
        0: "EA GA SA EO GO HO EU GU",
        1: "SO SU HU HZ HK EZ EK S7",
        2: "HA E9 E8 E7 GZ GK G9 G8",
        3: "H9 H8 H7 G7 SZ SK S9 S8",
    }
    state = deal(hands)
    say(state, "play", "pass", "pass", "pass")
    window = seat_at(qtbot, tmp_path, state)
    panel = announcement(window)
    assert panel.listed(0)[0] == "sauspiel-alone"
    assert panel.listed(0, refused=True) == ["sauspiel"]  # every Sau held: greyed, with why
    panel.kind.setCurrentIndex(panel.kind.findData("sauspiel-alone"))
    assert panel.suit.isHidden() and code(state, panel) == "Sauspiel allein"
    qtbot.mouseClick(panel.announce_button, Qt.MouseButton.LeftButton)
    assert state.contract is not None and state.contract.alone


def test_knocking_kontra_and_re_are_buttons(qtbot: QtBot, tmp_path: Path) -> None:
    rules = {"klopfen": True, "kontra_re": True}
    state = deal(CALL_DEAL, rules=rules)
    window = seat_at(qtbot, tmp_path, state, rules)
    assert labels(window) == ["Knock", "No knock"]
    assert (
        window.decisions.prompt.text() == "Knock before the auction? Each knock doubles the price."
    )
    click(qtbot, window, "Knock")
    assert state.knocks == [0]
    say(state, "no knock", "no knock", "no knock", "pass", "play", "pass", "pass", "Wenz")
    assert state.current_player() == 0
    window.refresh()
    assert labels(window) == ["Kontra", "No Kontra"]
    click(qtbot, window, "Kontra")
    assert state.kontra_seat == 0
    # the declarer answers; then the user declares and is answered
    state = deal(CALL_DEAL, rules={"kontra_re": True})
    say(state, "play", "pass", "pass", "pass", "Wenz", "Kontra")
    window = seat_at(qtbot, tmp_path, state, {"kontra_re": True})
    assert labels(window) == ["Re", "No Re"]
    click(qtbot, window, "Re")
    assert state.re_seat == 0 and state.phase is Phase.PLAY


def test_every_offered_game_can_be_announced_through_the_options(
    qtbot: QtBot, tmp_path: Path
) -> None:
    probe = deal(CALL_DEAL)
    say(probe, "play", "pass", "pass", "pass")
    offered = list(probe.legal_actions())
    for index, action in enumerate(offered):
        state = deal(CALL_DEAL)
        say(state, "play", "pass", "pass", "pass")
        window = seat_at(qtbot, tmp_path / str(index), state)
        _, trigger = window.decisions.options()[index]
        trigger()
        assert state.contract is not None
        assert state.history()[-1] == (0, action)
        window.close()


def test_sie_is_a_button(qtbot: QtBot, tmp_path: Path) -> None:
    hands = {
        0: "EO GO HO SO EU GU HU SU",
        1: "EA EZ EK E9 E8 E7 GA GZ",
        2: "GK G9 G8 G7 HA HZ HK H9",
        3: "H8 H7 SA SZ SK S9 S8 S7",
    }
    state = deal(hands)
    window = seat_at(qtbot, tmp_path, state)
    assert labels(window) == ["Sie"]
    click(qtbot, window, "Sie")
    assert state.is_terminal() and state.result().contract == "Sie"
