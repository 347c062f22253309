"""Why not, for decisions: a bid, declaration, call or announcement the rules refuse stays
visible in the controls, greyed, and trying it shows the rule that forbids it with a link that
opens the rules reference at that section (Sheepshead's call: test_desktop_sheepshead_controls)."""

from __future__ import annotations

from pathlib import Path

import pytest
from desktop_support import (
    english,  # noqa: F401 - fixture
    skat_declaration,
)
from desktop_tables import seat_at
from doppelkopf_support import BASE_HANDS, act, new_deal
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot
from schafkopf_testkit import CALL_DEAL, deal, say

from stammtisch.desktop.widgets.games.schafkopf import SchafkopfControls
from stammtisch.desktop.widgets.games.skat import SkatDeclaration
from stammtisch.desktop.widgets.main_window import MainWindow
from stammtisch.desktop.widgets.mnemonics import mnemonic_of, plain
from stammtisch.engine.skat import SkatGame

pytestmark = pytest.mark.usefixtures("english")
DESCRIPTION = QAccessible.Text.Description


def follow_rule_link(window: MainWindow, game: str, section: str) -> None:
    """The line under the decisions links ``section``; following it opens the rules there."""
    why = window.decisions.why
    assert f'<a href="{section}">Rule: ' in why.text()
    why.linkActivated.emit(section)
    rules = window.coach.rules
    assert rules is not None and rules.isVisible()
    assert (rules.game, rules.section) == (game, section)
    rules.close()


def test_skat_hand_and_announcements_after_picking_up_the_skat(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """After the skat is picked up, Hand, Schneider and Schwarz cannot be ticked: each box is
    disabled and says why, Hand that the skat was taken (not the announcements it does not
    tick); Ouvert stays for Null, whose ouvert needs no hand."""
    state = SkatGame().new_deal(seed=3, dealer=1)
    for word in ("18", "y", "20", "p", "p", "s"):
        state.apply_action(state.parse_action(word))
    assert state.current_player() == 0
    for card in state.hand(0)[:2]:
        state.apply_action(card)
    window = seat_at(qtbot, tmp_path, state)
    panel = skat_declaration(window)
    assert isinstance(panel, SkatDeclaration)
    panel.kind.setCurrentIndex(panel.kind.findData("grand"))
    taken = "The skat has been picked up, so the game can no longer be a hand game."
    announced = (
        "Schneider, Schwarz and Ouvert can be announced only in hand games, "
        "and the skat has been picked up."
    )
    assert not panel.hand.isEnabled() and not panel.hand.isChecked()
    assert panel.hand.toolTip() == taken
    assert QAccessible.queryAccessibleInterface(panel.hand).text(DESCRIPTION) == taken
    for box in (panel.schneider, panel.schwarz, panel.ouvert):
        assert not box.isEnabled() and not box.isChecked()
        assert box.toolTip() == announced
    assert panel.declare_button.isEnabled() and not window.decisions.why.isVisible()
    # Alt and the box's letter (K10: Alt+A ticked Hand) leave it clear
    letter = mnemonic_of(panel.hand.text())
    assert letter is not None
    QTest.keyClick(window, Qt.Key(ord(letter)), Qt.KeyboardModifier.AltModifier)
    assert not panel.hand.isChecked()
    panel.kind.setCurrentIndex(panel.kind.findData("null"))
    assert panel.ouvert.isEnabled() and panel.ouvert.toolTip() == ""
    assert not panel.hand.isEnabled() and panel.hand.toolTip() == taken
    panel.ouvert.click()
    assert panel.ouvert.isChecked() and panel.declare_button.isEnabled()
    assert not panel.hand.isEnabled() and panel.hand.toolTip() == taken


def test_schafkopf_sauspiel_on_a_suit_without_a_card_of_it(qtbot: QtBot, tmp_path: Path) -> None:
    state = deal(CALL_DEAL)
    say(state, "play", "pass", "pass", "pass")
    window = seat_at(qtbot, tmp_path, state)
    controls = window.decisions.controls
    assert isinstance(controls, SchafkopfControls) and controls.announcement is not None
    panel = controls.announcement
    panel.suit.setCurrentIndex(panel.suit.findData(3))  # the Schellen-Sau: no Schellen held
    assert panel.suit.currentText() == "Schellen-Sau"
    assert not panel.announce_button.isEnabled()
    why = window.decisions.why.text()
    assert "You can call the Schellen ace only holding another Schellen card" in why
    follow_rule_link(window, "schafkopf", "called-ace")
    panel.suit.setCurrentIndex(panel.suit.findData(0))
    assert panel.announce_button.isEnabled() and not window.decisions.why.isVisible()


def test_doppelkopf_re_after_its_deadline(qtbot: QtBot, tmp_path: Path) -> None:
    state = new_deal(BASE_HANDS)
    act(state, "healthy", "healthy", "healthy", "healthy")
    while not (state.current_player() == 0 and len(state.hand(0)) <= 10):
        state.apply_action(next(a for a in state.legal_actions() if a < 32))
    window = seat_at(qtbot, tmp_path, state)
    QApplication.processEvents()  # a layout shows its new buttons on the next turn of the loop
    refused = [
        b
        for b in window.decisions.findChildren(QPushButton, "refused")
        if b.isVisibleTo(window.decisions)
    ]
    assert [plain(b.text()) for b in refused] == ["Re"]  # the lowest step stands for all
    assert refused[0].toolTip().startswith("Too late for Re: it needs 11 cards in hand")
    history = len(state.history())
    qtbot.mouseClick(refused[0], Qt.MouseButton.LeftButton)
    assert len(state.history()) == history
    assert window.decisions.why.isVisible()
    follow_rule_link(window, "doppelkopf", "announcements")
