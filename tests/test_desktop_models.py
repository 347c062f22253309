"""Models and pure helpers of the desktop, without widgets."""

from __future__ import annotations

import doctest
import importlib

import pytest
from PySide6.QtCore import QModelIndex, Qt
from tinygame import TinyGame

from stammtisch.desktop.layout import (
    DROP_ZONE,
    hand_positions,
    place_of,
    point_in_drop_zone,
    seat_places,
)
from stammtisch.desktop.models import ScoreSheetModel
from stammtisch.engine.cards import parse_cards
from stammtisch.engine.session import Session


@pytest.mark.parametrize(
    "name",
    [
        "stammtisch.desktop.layout",
        "stammtisch.desktop.display",
        "stammtisch.desktop.players",
        "stammtisch.desktop.table_state",
    ],
)
def test_docstring_examples(name: str) -> None:
    failures, _ = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert failures == 0


def play(session: Session, words: list[str], cards: str) -> None:
    state = session.start_deal()
    fresh = state.game.new_deal(dealer=state.dealer, cards=parse_cards(cards), context={})
    session.current = fresh
    for word in words:
        fresh.apply_action(fresh.parse_action(word))


def test_score_sheet_rows_are_the_booked_deals_and_the_totals(qapp: object) -> None:
    session = Session(TinyGame(3), ["Ann", "Ben", "Cem"], 3, first_dealer=2, seed=1)
    model = ScoreSheetModel()
    model.set_session(session)
    assert (model.rowCount(), model.columnCount()) == (1, 4)
    assert model.headerData(1, Qt.Orientation.Horizontal) == "Ann"
    assert model.data(model.index(0, 0)) == "Total"
    deal = "CA CK CQ CJ CT SA HK SK SQ SJ ST S9 HA C9 HQ HJ HT H9 DA DK DQ DJ DT D9"
    play(session, ["play", "hand", "clubs"], deal)
    state = session.current
    assert state is not None
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[0])
    result = session.finish_deal()
    play(session, ["pass", "pass", "pass"], deal)
    session.finish_deal()
    model.refresh()
    assert model.rowCount() == 3
    scores = [model.data(model.index(0, c), Qt.ItemDataRole.EditRole) for c in (1, 2, 3)]
    assert scores == list(result.scores)
    assert model.data(model.index(0, 0)) == "clubs Hand — " + session.seats[result.declarer or 0]
    assert model.data(model.index(1, 0)) == "thrown in"
    assert [model.data(model.index(2, c)) for c in (1, 2, 3)] == [str(t) for t in session.totals()]
    assert model.data(model.index(2, 0)) == "Total"
    assert model.data(model.index(2, 1), Qt.ItemDataRole.FontRole).bold()
    assert model.rowCount(model.index(0, 0)) == 0
    assert model.data(QModelIndex()) is None


def test_seats_sit_clockwise_from_the_user_at_the_bottom() -> None:
    assert [p.name for p in seat_places(3)] == ["bottom", "upper-left", "upper-right"]
    assert place_of(2, 2, 4).name == "bottom"
    assert place_of(3, 2, 4).name == "left"
    assert place_of(0, 2, 4).name == "top"
    assert place_of(1, 2, 4).name == "right"


def test_the_hand_fans_symmetrically_and_the_lifted_card_rises() -> None:
    spots = hand_positions(5, selected=1)
    xs = [x for x, _, _ in spots]
    assert xs == sorted(xs) and xs[2] == 800.0
    assert spots[0][2] == -spots[4][2]
    assert spots[1][1] < spots[3][1]
    zx, zy, zw, zh = DROP_ZONE
    assert point_in_drop_zone(zx + zw / 2, zy + zh / 2)
    assert not point_in_drop_zone(800.0, 900.0)
