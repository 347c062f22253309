"""The Hint at the table: asked by button, key or menu, computed in a worker, marked where the
user acts, for every kind of decision each game has."""

from __future__ import annotations

from pathlib import Path

import pytest
from desktop_support import english  # noqa: F401  (a fixture)
from desktop_tables import seat_at
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from stammtisch.engine.ai import Budget, HeuristicPlayer, SearchPlayer
from stammtisch.engine.coach import NO_ACTION, hint
from stammtisch.engine.coach.hints import SEARCHED, hint_seed
from stammtisch.engine.meaning import ActionKind
from stammtisch.engine.registry import make_game
from stammtisch.engine.state import GameState

WORK = 3
"""Sampled deals per hint in these tests (small: the CPU is shared)."""

PASSING = {"p", "pass", "healthy", "concede"}


def _kind(window, state: GameState) -> tuple[object, ...]:  # type: ignore[no-untyped-def]
    """What kind of decision the user faces: the card kind and the first words offered."""
    controller = window.controller
    legal = state.legal_actions()
    kind = controller.card_kind()
    words_of = {ActionKind.PLAY: "play", ActionKind.LAY_AWAY: "away", ActionKind.PASS_CARD: "pass"}
    cards = "card:" + words_of.get(kind, str(kind)) if any(a < 32 for a in legal) else None
    words = sorted(
        {
            "#" if t.isdigit() else t.split()[0]
            for a in legal
            if a >= 32
            for t in [state.action_to_string(a)]
        }
    )
    return (cards, *words)


def _ask(qtbot: QtBot, window, how: str) -> int:  # type: ignore[no-untyped-def]
    coach = window.coach
    if how == "button":
        qtbot.mouseClick(coach.panel.button, Qt.MouseButton.LeftButton)
    else:
        coach.action.trigger()
    qtbot.waitUntil(lambda: coach.hinted_action() is not None, timeout=30_000)
    action = coach.hinted_action()
    assert action is not None
    return action


def _check_marks(window, state: GameState, action: int) -> None:  # type: ignore[no-untyped-def]
    hand = {item.card for item in window.scene.hand_items()}
    if action < 32 and action in hand:
        assert {item.card for item in window.scene.hinted_items()} == {action}  # both copies
        assert window.decisions.hinted is None
    else:
        assert window.scene.hinted_items() == []
        marked = window.decisions.hinted
        assert marked is not None and marked.property("hinted") is True
    rows = window.coach.panel.rows()
    assert rows[0][0] == action
    assert sorted(r[0] for r in rows) == state.legal_actions()
    assert all(r[2][0] in "+-" for r in rows)
    assert window.coach.panel.reason.text()


def _user_choice(state: GameState, player: HeuristicPlayer) -> int:
    """The user plays to declare: the first word that is not a pass, else Standard's choice."""
    words = [
        a for a in state.legal_actions() if a >= 32 and state.action_to_string(a) not in PASSING
    ]
    if words and state.action_to_string(words[0]).split()[0] not in ("re", "kontra"):
        return words[0]
    return player.choose(state.view(0), 1).action


CASES = [
    # the decisions each game must have asked about: card kinds, words offered (# a bid),
    # "oot" for a choice out of turn; the user plays to declare ("bold") or as Standard
    ("skat", 3, {}, 1, "bold", {"card:away", "card:play", "#", "s", "G", "NO"}),
    ("skat", 3, {"kontra_re": True}, 2, "standard", {"kontra", "card:play", "p"}),
    ("schafkopf", 4, {}, 1, "bold", {"card:play", "play", "hold", "Solo"}),
    (
        "schafkopf",
        4,
        {"klopfen": True, "kontra_re": True},
        1,
        "standard",
        {"knock", "Kontra", "card:play"},
    ),
    ("doppelkopf", 4, {}, 1, "bold", {"card:play", "reservation", "solo", "re"}),
    ("doppelkopf", 4, {}, 2, "standard", {"card:play", "healthy", "oot", "re"}),
    ("sheepshead", 5, {}, 1, "bold", {"card:away", "card:play", "pick", "call"}),
]


@pytest.mark.parametrize("name, players, rules, seed, user, must", CASES)
def test_a_hint_at_every_kind_of_decision_is_legal_and_strongs_best(
    qtbot: QtBot,
    tmp_path: Path,
    name: str,
    players: int,
    rules: dict[str, object],
    seed: int,
    user: str,
    must: set[str],
) -> None:
    state = make_game(name, players, rules).new_deal(seed=seed, dealer=players - 1)
    window = seat_at(qtbot, tmp_path, state, rules)
    window.coach.requester.work = WORK
    window.coach.requester.budget_ms = 30_000
    player = HeuristicPlayer("standard", search=False)  # its rules of thumb: quick positions
    seen: set[tuple[object, ...]] = set()
    asks = 0
    while not state.is_terminal():
        seat = state.current_player()
        legal = state.legal_actions()
        options = state.out_of_turn_actions(0) if seat != 0 else []
        if options:
            kind = ("oot", *sorted({state.action_to_string(a).split()[0] for a in options}))
            if kind not in seen:
                seen.add(kind)
                action = _ask(qtbot, window, "menu")
                said = SearchPlayer().choose_out_of_turn(
                    state.view(0), hint_seed(state, 0), Budget(WORK, 30_000)
                )
                assert action == (NO_ACTION if said is None else said.action)
                rows = window.coach.panel.rows()
                assert sorted(r[0] for r in rows) == sorted([*options, NO_ACTION])
                if action != NO_ACTION:
                    assert window.decisions.hinted is not None
        if seat == 0 and len(legal) > 1:
            kind = _kind(window, state)
            if kind not in seen:
                seen.add(kind)
                action = _ask(qtbot, window, "button" if asks % 2 else "menu")
                asks += 1
                assert action in legal
                advice = hint(state, 0, budget_ms=30_000, work=WORK)
                assert action == advice.action == advice.alternatives[0].action
                cards_only = all(a < 32 for a in legal)  # Strong says Kontra by its own rule
                if advice.source == SEARCHED and not advice.exact and cards_only:
                    strong = SearchPlayer().choose(
                        state.view(0), hint_seed(state, 0), Budget(WORK, 30_000)
                    )
                    assert action == strong.action
                _check_marks(window, state, action)
            if user == "bold":
                action = _user_choice(state, player)
            else:
                action = player.choose(state.view(0), 1).action
        else:
            action = player.choose(state.view(seat), 1).action
        state.apply_action(action)
        window.refresh()
        assert window.coach.hinted_action() is None  # the deal moved on: the advice is gone
        assert window.scene.hinted_items() == [] and window.decisions.hinted is None
    asked = {str(part) for kind in seen for part in kind}
    assert must <= asked, sorted(asked)


def test_key_h_asks_for_a_hint_and_an_out_of_turn_choice_can_be_to_say_nothing(
    qtbot: QtBot, tmp_path: Path
) -> None:
    state = make_game("doppelkopf").new_deal(seed=2, dealer=3)
    player = HeuristicPlayer("standard", search=False)  # its rules of thumb: quick positions
    while state.current_player() == 0 or not state.out_of_turn_actions(0):
        state.apply_action(player.choose(state.view(state.current_player()), 1).action)
    window = seat_at(qtbot, tmp_path, state)
    window.coach.requester.work = WORK
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.coach.hinted_action() is not None, timeout=30_000)
    action = window.coach.hinted_action()
    options = state.out_of_turn_actions(0)
    assert action in [*options, NO_ACTION]
    rows = window.coach.panel.rows()
    assert sorted(r[0] for r in rows) == sorted([*options, NO_ACTION])
    if action == NO_ACTION:
        assert window.decisions.hinted is None and window.scene.hinted_items() == []
    else:
        assert window.decisions.hinted is not None


def test_no_hint_when_the_user_has_nothing_to_decide(qtbot: QtBot, tmp_path: Path) -> None:
    state = make_game("skat").new_deal(seed=3, dealer=2)
    player = HeuristicPlayer("standard", search=False)  # its rules of thumb: quick positions
    while state.current_player() == 0:
        state.apply_action(player.choose(state.view(0), 1).action)
    window = seat_at(qtbot, tmp_path, state)
    window.coach.action.trigger()
    assert window.coach.hinted_action() is None
    assert window.coach.panel.advice.text() == "You have nothing to decide now."


@pytest.mark.usefixtures(
    "english"
)  # the labels as the English table words them, whatever ran before
def test_a_game_the_floor_refuses_shows_its_true_score_below_the_advice(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """The user's best Schafkopf game wins about 70 %, below the floor for a game alone:
    the coach advises passing and lists playing with what it scores, marked not advised."""
    state = make_game("schafkopf").new_deal(seed=111, dealer=3)
    window = seat_at(qtbot, tmp_path, state)
    assert state.current_player() == 0
    expected = hint(state, 0, work=WORK, seed=hint_seed(state, 0))
    action = _ask(qtbot, window, "button")
    assert state.action_to_string(action) == "pass"
    rows = window.coach.panel.rows()
    assert [choice for _, choice, _, _ in rows] == ["Pass", "Play (not advised)"]
    assert rows[1][2] == f"{expected.alternatives[1].value:+.1f}"
    assert expected.alternatives[1].value > 0
    assert "70%" in window.coach.panel.reason.text()
