"""The declarer sees under the declaration controls what the composed game is worth and
whether it falls below the bid (the engine's note, translated), before declaring it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from desktop_support import skat_declaration
from desktop_tables import seat_at
from pytestqt.qtbot import QtBot
from test_ai_bidding import deal_with

from stammtisch.desktop.widgets.games.skat import SkatDeclaration
from stammtisch.desktop.widgets.main_window import MainWindow
from stammtisch.engine.cards import DECK32, parse_cards
from stammtisch.engine.registry import make_game
from stammtisch.engine.skat.state import DECLARE, SKAT_DECISION
from stammtisch.engine.state import GameState

HANDS = (  # forehand, middlehand (the user, seat 0: no club jack), rearhand, the skat
    "SA ST SK SQ S9 S8 HA HT HK HQ",
    "SJ HJ DA DT DK DQ D9 C7 C8 H7",
    "CA CT CK CQ C9 S7 H9 H8 DJ D7",
    "CJ D8",
)
BIDS = ["18", "20", "22", "23", "24", "27", "30", "33", "35", "36", "40"]


def at_forty() -> GameState:
    """The user (middlehand) has bid 40 and holds; the others passed."""
    hands = [parse_cards(h) for h in HANDS]
    state = make_game("skat").new_deal(dealer=1, cards=deal_with(DECK32, hands, 32))
    for bid in BIDS:
        state.apply_action(state.parse_action(bid))
        if bid != BIDS[-1]:
            state.apply_action(state.parse_action("y"))
    for _ in range(2):
        state.apply_action(state.parse_action("p"))
    assert state.declarer == 0 and state.stage == SKAT_DECISION
    return state


def panel_of(window: MainWindow) -> SkatDeclaration:
    panel = skat_declaration(window)
    assert isinstance(panel, SkatDeclaration)
    return panel


def choose(window: MainWindow, kind: str, hand: bool) -> str:
    panel = panel_of(window)
    panel.kind.setCurrentIndex(panel.kind.findData(kind))
    if panel.hand.isChecked() != hand:
        panel.hand.click()
    note = window.decisions.note
    assert note.isVisible()
    return note.text()


@pytest.fixture
def language(request: pytest.FixtureRequest, qapp: object) -> Iterator[str]:
    from stammtisch.desktop.i18n import install_language

    assert install_language(request.param)
    yield request.param
    install_language("en")


@pytest.mark.parametrize("language", ["en"], indirect=True)
def test_the_note_follows_the_composed_game(qtbot: QtBot, tmp_path: Path, language: str) -> None:
    state = at_forty()
    window = seat_at(qtbot, tmp_path, state)
    assert choose(window, "diamonds", hand=True) == (
        "Worth 27 to 99: the skat decides your matadors (base value 9). If the skat takes "
        "matadors away, it falls below your bid of 40: then only Schneider or Schwarz saves "
        "you from being overbid."
    )
    assert (
        choose(window, "null", hand=True) == "Worth 35. Below your bid of 40: this Null is "
        "overbid and lost whatever happens."
    )
    # pick up the skat (the club jack and ♦8), lay two clubs away: the value is exact now
    panel = panel_of(window)
    window.decisions.chosen.emit(state.parse_action("s"))
    for card in ("C7", "C8"):
        state.apply_action(state.parse_action(card))
    window.refresh()
    assert state.stage == DECLARE and panel_of(window) is not panel
    assert choose(window, "diamonds", hand=False) == (
        "Worth 36 as your cards stand (base value 9 × multiplier 4). Below your bid of 40: "
        "unless Schneider or Schwarz raises the value, you are overbid and lose."
    )
    assert choose(window, "spades", hand=False) == (
        "Worth 44 as your cards stand (base value 11 × multiplier 4)."
    )
    window.decisions.chosen.emit(state.parse_action("S"))
    window.refresh()
    assert state.declaration is not None and not window.decisions.note.isVisible()


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("de", "Spielwert 44 nach deinen Karten (Grundwert 11 × Faktor 4)."),
        ("ja", "今の手札でのゲーム点は44（基本点11×乗数4）。"),
    ],
    indirect=["language"],
)
def test_the_note_is_translated(qtbot: QtBot, tmp_path: Path, language: str, expected: str) -> None:
    state = at_forty()
    state.apply_action(state.parse_action("s"))
    for card in ("C7", "C8"):
        state.apply_action(state.parse_action(card))
    window = seat_at(qtbot, tmp_path, state)
    assert choose(window, "spades", hand=False) == expected
