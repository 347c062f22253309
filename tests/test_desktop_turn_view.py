"""The controller's turn view, without widgets: in every game, what the window would show of
the deal (cards, words in and out of turn, refused decisions, notes, prompt) is what the
engine says the user may do now."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from desktop_support import english  # noqa: F401 - fixture

from stammtisch.desktop.controller import GameController
from stammtisch.desktop.messages import label_text, sentences, set_seat_names, text
from stammtisch.desktop.turn import TurnView
from stammtisch.desktop.widgets.games import game_prompt
from stammtisch.engine.coach.whynot import refusals
from stammtisch.engine.meaning import ActionKind, Ask
from stammtisch.engine.registry import make_game
from stammtisch.engine.session import Session
from stammtisch.engine.state import GameState

pytestmark = pytest.mark.usefixtures("english")

NAMES = ["You", "Anna", "Bernd", "Clara", "Dieter"]
TABLES = [("skat", 3), ("skat", 4), ("schafkopf", 4), ("doppelkopf", 4), ("sheepshead", 5)]


def at_table(state: GameState) -> GameController:
    """A controller whose deal is ``state``, the user in seat 0; nobody thinks (not started)."""
    players = state.num_players
    session = Session(state.game, NAMES[:players], 1, first_dealer=state.dealer)
    session.current = state
    controller = GameController(session, 0, ["human"] + ["random"] * (players - 1))
    controller.game_prompt = game_prompt
    set_seat_names(session.seats)
    return controller


def step(state: GameState, rng: random.Random) -> None:
    """One random move: now and then an out-of-turn word, else the seat to move acts."""
    for seat in rng.sample(range(state.num_players), state.num_players):
        offered = state.out_of_turn_actions(seat) if seat != state.current_player() else []
        if offered and rng.random() < 0.2:
            state.apply_out_of_turn(seat, rng.choice(offered))
            return
    state.apply_action(rng.choice(state.legal_actions()))


def reach(game: str, players: int, wanted: Callable[[GameState], bool]) -> GameState:
    """The first position of a random deal where ``wanted`` holds."""
    for seed in range(300):
        rng = random.Random(seed)
        state = make_game(game, players).new_deal(seed=seed, dealer=players - 1)
        while not state.is_terminal():
            if wanted(state):
                return state
            step(state, rng)
    raise AssertionError(f"no {game} deal reaches the position wanted")


def users_ask(ask: Ask) -> Callable[[GameState], bool]:
    return lambda s: s.current_player() == 0 and s.turn_info(0).ask is ask


def check(view: TurnView, state: GameState) -> None:
    """The view says what the engine says: seat 0's cards and words, refusals and notes."""
    mine = not state.is_terminal() and state.current_player() == 0
    legal = state.legal_actions() if mine else []
    infos = [state.describe_action(a) for a in legal]
    assert view.table == state.table(0)
    assert view.names == tuple(NAMES[: state.num_players])
    assert view.turn == state.turn_info(0)
    if mine:
        assert view.cards == {i.action for i in infos if i.is_card}
        assert view.thinking is None and view.prompt
    else:
        assert view.cards is None and view.card_kind is None and view.pick == 0
    assert [(c.action, c.label, c.info) for c in view.choices] == [
        (i.action, label_text(i), i) for i in infos if not i.is_card
    ]
    others = state.out_of_turn_actions(0) if not mine and not state.is_terminal() else []
    assert [c.action for c in view.out_of_turn] == others
    found = refusals(state, 0) if not state.is_terminal() else []
    assert [(r.action, r.reason, r.rule) for r in view.refused] == [
        (r.action, text(r.reason), r.rule) for r in found
    ]
    notes = {a: sentences(state.action_notes(a)) for a in legal if state.action_notes(a)}
    assert dict(view.notes) == {a: n for a, n in notes.items() if a not in view.cards}


@pytest.mark.parametrize(("game", "players"), TABLES)
def test_the_view_is_what_the_engine_offers_at_every_step(game: str, players: int) -> None:
    rng = random.Random(7)
    state = make_game(game, players).new_deal(seed=3, dealer=players - 1)
    controller = at_table(state)
    while True:
        view = controller.turn_view()
        assert view is not None
        check(view, state)
        if state.is_terminal():
            assert view.prompt == "" and view.choices == ()
            break
        if state.current_player() != 0:
            assert view.prompt == f"It is {NAMES[state.current_player()]}'s turn."  # nobody asked
        step(state, rng)


def test_skat_bidding_laying_away_declaring_and_playing() -> None:
    state = reach("skat", 3, users_ask(Ask.BID))
    view = at_table(state).turn_view()
    assert view is not None
    assert view.cards == set()
    assert {c.info.kind for c in view.choices} <= {ActionKind.BID, ActionKind.HOLD, ActionKind.PASS}
    # the prompt says who bid or holds what: the bid stands in view
    turn = state.turn_info(0)
    other = turn.challenger if turn.challenger is not None else turn.holder
    assert other is not None and NAMES[other] in view.prompt
    if turn.challenge is not None:
        assert f" {turn.challenge.level}" in view.prompt
        holds = [c for c in view.choices if c.info.kind is ActionKind.HOLD]
        assert all(c.info.level == turn.challenge.level for c in holds)  # "hold 20"

    state = reach("skat", 3, users_ask(Ask.LAY_AWAY))
    view = at_table(state).turn_view()
    assert view is not None and view.card_kind is ActionKind.LAY_AWAY and view.pick == 2
    assert view.cards == set(state.legal_actions())
    assert view.prompt == (
        "Your turn: choose 2 cards to lay away (click them or press Space on them; once more puts "
        "one back), "
        "then confirm."
    )

    state = reach("skat", 3, users_ask(Ask.DECLARE))
    view = at_table(state).turn_view()
    assert view is not None and view.prompt == "Your turn: choose."
    declared = [c.action for c in view.choices if c.info.kind is ActionKind.DECLARE]
    assert len(declared) > 1 and set(view.notes) == set(declared)  # each one's worth
    assert all(view.notes[a] == sentences(state.action_notes(a)) for a in declared)

    state = reach("skat", 3, users_ask(Ask.PLAY))
    view = at_table(state).turn_view()
    assert view is not None and view.card_kind is ActionKind.PLAY and view.pick == 0
    assert view.prompt == "Your turn: play a card."


def test_schafkopf_asks_in_its_own_words_and_the_generic_ones_without_them() -> None:
    state = reach("schafkopf", 4, lambda s: users_ask(Ask.BID)(s) and s.turn_info(0).holder is None)
    controller = at_table(state)
    view = controller.turn_view()
    assert view is not None and view.prompt == "The auction: do you want to play?"
    controller.game_prompt = None
    view = controller.turn_view()
    assert view is not None and view.prompt == "Your turn: choose."


def test_doppelkopf_health_and_announcements_out_of_turn() -> None:
    state = reach("doppelkopf", 4, users_ask(Ask.HEALTH))
    view = at_table(state).turn_view()
    assert view is not None
    assert view.prompt == "Healthy, or do you have a reservation (a solo, a marriage, a poverty)?"
    assert {c.info.kind for c in view.choices} == {ActionKind.HEALTHY, ActionKind.RESERVE}

    state = reach(
        "doppelkopf", 4, lambda s: s.current_player() != 0 and bool(s.out_of_turn_actions(0))
    )
    view = at_table(state).turn_view()
    assert view is not None and view.cards is None and view.choices == ()
    assert view.out_of_turn and {c.info.kind for c in view.out_of_turn} == {ActionKind.ANNOUNCE}
    assert view.prompt == f"It is {NAMES[state.current_player()]}'s turn."


def test_sheepshead_picking_and_burying() -> None:
    state = reach("sheepshead", 5, users_ask(Ask.PICK_UP))
    view = at_table(state).turn_view()
    assert view is not None
    assert view.prompt == "Pick up the blind and play against the others, or pass."

    state = reach("sheepshead", 5, users_ask(Ask.LAY_AWAY))
    view = at_table(state).turn_view()
    assert view is not None and view.card_kind is ActionKind.LAY_AWAY and view.pick == 2
    assert view.prompt.startswith("Bury 2 cards: choose them")


def test_no_deal_no_view() -> None:
    session = Session(make_game("skat"), NAMES[:3], 1)
    assert GameController(session, 0, ["human", "random", "random"]).turn_view() is None
