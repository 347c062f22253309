"""A hint at every kind of decision each game has, on prepared positions, through the real
main window: the highlighted action is legal, it is what ``engine.coach.hint`` recommends for
the same position and seed, and the mark on the table or in the decision row takes exactly
that action."""

from __future__ import annotations

from pathlib import Path

import pytest
from coach_positions import POSITIONS, position
from desktop_tables import seat_at
from PySide6.QtWidgets import QAbstractButton, QComboBox, QWidget
from pytestqt.qtbot import QtBot

from stammtisch.desktop.widgets.composed_choice import ComposedChoice
from stammtisch.desktop.widgets.main_window import MainWindow
from stammtisch.engine.coach import NO_ACTION, hint
from stammtisch.engine.meaning import ActionKind as K
from stammtisch.engine.state import GameState

WORK = 3
"""Sampled deals per hint (small: the CPU is shared); the time cap is never reached."""
BUDGET_MS = 30_000.0

KINDS: dict[str, set[K]] = {
    # Skat: bid, hold, pick up the skat or play Hand (or concede), lay away, declare,
    # Kontra and Re (rule option), card play, Ramsch and Schieberamsch (rule options)
    "skat/bid": {K.BID, K.PASS},
    "skat/hold": {K.HOLD, K.PASS},
    "skat/pickup_or_hand": {K.PICK_UP, K.DECLARE, K.CONCEDE},
    "skat/hand": {K.PICK_UP, K.DECLARE, K.CONCEDE},  # the coach says: Clubs Hand
    "skat/discard": {K.LAY_AWAY},
    "skat/declare": {K.DECLARE, K.CONCEDE},
    "skat/kontra": {K.DOUBLE, K.PLAY},
    "skat/re": {K.DOUBLE, K.PASS},
    "skat/ramsch_play": {K.PLAY},
    "skat/schieberamsch": {K.PICK_UP, K.PASS},
    "skat/schieberamsch_away": {K.LAY_AWAY},
    # Schafkopf: knock (Klopfen), the auction (play, bid a higher game, hold), the game
    # announced, Kontra (Du) and Re (Retour), card play, Ramsch when all pass
    "schafkopf/knock": {K.KNOCK},
    "schafkopf/auction": {K.BID, K.PASS},
    "schafkopf/bid": {K.BID, K.PASS},
    "schafkopf/overcall": {K.HOLD, K.PASS},
    "schafkopf/announce": {K.DECLARE},
    "schafkopf/kontra": {K.DOUBLE},
    "schafkopf/re": {K.DOUBLE},
    "schafkopf/play": {K.PLAY},
    "schafkopf/ramsch": {K.PLAY},
    # Doppelkopf: healthy or reservation (also with a poverty's hand), the solo, poverty and
    # marriage, the poverty's cards handed over, taken or refused, and given back, the solo
    # auction (rule option), Re/Kontra in and out of turn, "no 90" after them, card play
    "doppelkopf/reservation": {K.HEALTHY, K.RESERVE},
    "doppelkopf/reserve_poor": {K.HEALTHY, K.RESERVE},
    "doppelkopf/solo": {K.DECLARE},
    "doppelkopf/poverty": {K.POVERTY},
    "doppelkopf/marriage": {K.MARRIAGE},
    "doppelkopf/poverty_hand_over": {K.PASS_CARD},
    "doppelkopf/poverty_take": {K.ACCEPT, K.REFUSE},
    "doppelkopf/poverty_give_back": {K.PASS_CARD},
    "doppelkopf/solo_auction": {K.HOLD, K.PASS},
    "doppelkopf/re": {K.ANNOUNCE, K.PLAY},
    "doppelkopf/kontra": {K.ANNOUNCE, K.PLAY},
    "doppelkopf/no90": {K.ANNOUNCE, K.PLAY},
    "doppelkopf/re_out_of_turn": {K.ANNOUNCE},
    "doppelkopf/play": {K.PLAY},
    # Sheepshead: pick or pass, bury, call an ace or go alone, call with an unknown card and
    # lay it face down, then play it, the jack of diamonds (rule option), the Leaster, card
    # play with five and three players
    "sheepshead/pick": {K.PICK_UP, K.PASS},
    "sheepshead/bury": {K.LAY_AWAY},
    "sheepshead/call": {K.CALL},
    "sheepshead/call_unknown": {K.CALL},
    "sheepshead/unknown_card": {K.LAY_AWAY},
    "sheepshead/play_unknown": {K.PLAY, K.PLAY_UNKNOWN},
    "sheepshead/call_jack": {K.CALL},
    "sheepshead/leaster": {K.PLAY},
    "sheepshead/play": {K.PLAY},
    "sheepshead/play3": {K.PLAY},
}

CONTRACTS = {
    "skat/ramsch_play": "Ramsch",
    "skat/schieberamsch_away": "Ramsch",
    "schafkopf/ramsch": "Ramsch",
    "sheepshead/leaster": "Leaster",
}
"""Positions whose point is the game being played: the contract the table names."""


def _options(state: GameState) -> list[int]:
    """What seat 0 may do now: in turn, or out of turn (with "say nothing")."""
    if state.current_player() == 0:
        return state.legal_actions()
    return [*state.out_of_turn_actions(0), NO_ACTION]


def marked_action(window: MainWindow) -> int | None:
    """The action the coach's mark takes: the framed card, or the marked control's action."""
    items = window.scene.hinted_items()
    if items:  # both copies of a Doppelkopf card are the same action
        assert len({i.card for i in items}) == 1
        return items[0].card
    widget: QWidget | None = window.decisions.hinted
    if widget is None:
        return None
    assert widget.property("hinted") is True
    if isinstance(widget, QAbstractButton):
        return int(widget.property("action"))
    if isinstance(widget, QComboBox):
        return int(widget.currentData())
    assert isinstance(widget, ComposedChoice), type(widget)
    return widget.action()


def test_the_positions_cover_every_kind_listed() -> None:
    assert set(POSITIONS) == set(KINDS)
    for game in ("skat", "schafkopf", "doppelkopf", "sheepshead"):
        assert sum(1 for key in KINDS if key.startswith(game + "/")) >= 8


@pytest.mark.parametrize("key", sorted(KINDS))
def test_the_hint_at_each_kind_of_decision_is_legal_marked_and_the_coachs_best(
    qtbot: QtBot, tmp_path: Path, key: str
) -> None:
    record = position(key)
    state = record.replay()
    options = _options(state)
    kinds = {state.describe_action(a).kind for a in options if a != NO_ACTION}
    assert kinds == KINDS[key]  # the prepared position is the decision it claims to be
    if key in CONTRACTS:
        assert str(state.contract_message()) == CONTRACTS[key]
    best = hint(state.clone(), 0, budget_ms=BUDGET_MS, work=WORK)

    window = seat_at(qtbot, tmp_path, state, dict(record.rules))
    window.coach.requester.work = WORK
    window.coach.requester.budget_ms = BUDGET_MS
    window.coach.action.trigger()
    qtbot.waitUntil(lambda: window.coach.hinted_action() is not None, timeout=30_000)
    action = window.coach.hinted_action()

    assert action in options
    assert action == best.action
    rows = window.coach.panel.rows()
    assert rows[0][0] == action
    assert sorted(r[0] for r in rows) == sorted(options)
    assert window.coach.panel.reason.text()
    assert marked_action(window) == (None if action == NO_ACTION else action)
    if key == "skat/hand":  # a Hand game is marked by setting the composed declaration to it
        assert action is not None and state.describe_action(action).kind == K.DECLARE
        assert isinstance(window.decisions.hinted, ComposedChoice)
    card_kinds = {K.PLAY, K.LAY_AWAY, K.PASS_CARD}
    if action is not None and 0 <= action < 32:
        assert state.describe_action(action).kind in card_kinds
        assert {i.card for i in window.scene.hinted_items()} == {action}
