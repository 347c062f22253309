"""The coach's words that misled new users (``reviews/newcomer-2026-11-29.md``, C4–C7):

* C4: a loss of nothing is "best"; a choice graded good shows a loss that is not 0.0;
* C5: a trump count names only the cards the seat holds (a Doppelkopf hand without ♥10 and
  ♣Q is not told it holds "1 of the top 4");
* C6: practice names cards in the game's own notation (a Schafkopf Ober, not ♣Q), the seats
  by the players' names, and its counter counts the answers;
* C7: the Skat prompt says "bid" of a bid that stands because the other passed, and "holds"
  only after a "yes".
"""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
from desktop_support import english  # noqa: F401  (a fixture)
from pytestqt.qtbot import QtBot

from stammtisch.engine.ai import HeuristicPlayer
from stammtisch.engine.cards import parse_card
from stammtisch.engine.coach import Grade, GradedDecision, hint
from stammtisch.engine.coach.decisions import decision_reasons
from stammtisch.engine.coach.hindsight import SOLVED, Hindsight
from stammtisch.engine.coach.scale import SCALES
from stammtisch.engine.history.store import SessionInfo, open_history
from stammtisch.engine.messages import CardsArg
from stammtisch.engine.practice import PracticeStore
from stammtisch.engine.practice.puzzle import Puzzle, label_of, token
from stammtisch.engine.records import DealRecord
from stammtisch.engine.registry import make_game

pytestmark = pytest.mark.usefixtures("english")


def test_a_trump_count_names_only_the_trumps_held() -> None:
    """C5: every Doppelkopf hand without ♥10 and ♣Q at the reservation: its trumps are named
    card by card (each copy held), so none it lacks is ever implied."""
    checked = 0
    for seed in range(40):
        state = make_game("doppelkopf").new_deal(seed=seed)
        seat = state.current_player()
        hand = list(state.hand(seat))
        if parse_card("HT") in hand or parse_card("CQ") in hand:
            continue
        legal = state.legal_actions()
        said = decision_reasons(state, seat, legal, legal[0])
        trumps = [m for m in said if m.code in ("coach.trumps_held", "coach.no_trumps_held")]
        assert trumps, said
        m = trumps[0]
        rules = state.sort_rules()
        assert rules is not None
        held = sorted(c for c in hand if rules.is_trump(c))
        if m.code == "coach.trumps_held":
            cards = dict(m.args)["cards"]
            assert isinstance(cards, CardsArg) and sorted(cards.cards) == held
        else:
            assert not held
        assert "♥10" not in str(m) and "♣Q" not in str(m) and "top" not in str(m)
        checked += 1
    assert checked >= 5


def _turn_prompt(qtbot: QtBot, words: list[str]) -> str:
    from stammtisch.desktop.widgets.games.skat import SkatControls

    state = make_game("skat").new_deal(seed=3, dealer=0)
    for word in words:
        state.apply_action(state.parse_action(word))
    seat = state.current_player()
    names = ["Anna", "Bernd", "Clara"]
    prompt = SkatControls.prompt(state.turn_info(seat), names, lambda info: str(info.label))
    assert prompt is not None
    return prompt


def test_the_skat_prompt_says_bid_or_holds_as_it_was_said(qtbot: QtBot) -> None:
    """C7: middlehand (Clara, seat 2) bids 18 to forehand (Bernd, seat 1)."""
    # Bernd passes: Clara's 18 stands as her bid, and Anna (rearhand) must outbid it
    assert _turn_prompt(qtbot, ["18", "p"]) == "Clara bid 18. Bid higher, or pass."
    # Bernd says yes, Clara passes: Bernd holds 18
    assert _turn_prompt(qtbot, ["18", "y", "p"]) == "Bernd holds 18. Bid higher, or pass."
    # while Clara bids to Bernd, Bernd still holds
    assert _turn_prompt(qtbot, ["18", "y"]) == "Bernd holds 18. Bid higher, or pass."


def test_a_good_choice_never_shows_a_loss_of_nothing(qtbot: QtBot) -> None:
    """C4: a choice graded good lost something: its loss is written with two decimals below
    one point, never 0.0; "best" has no loss; hindsight reads "nothing" or the cost."""
    from stammtisch.desktop.widgets.review_dialog import ReviewDialog

    state = make_game("sheepshead").new_deal(seed=4)
    player = HeuristicPlayer("standard", search=False)
    while not state.is_terminal():
        state.apply_action(player.choose(state.view(state.current_player()), 4).action)
    dialog = ReviewDialog(state, 0, ["A", "B", "C", "D", "E"], work=2, solve_seconds=0.1)
    qtbot.addWidget(dialog)
    assert dialog.wait(60_000)
    scale = SCALES["sheepshead"]
    card = parse_card("SK")
    label = label_of(state, card)
    rows = [
        GradedDecision(5, 0, card, "SK", card, "SK", 0.0, Grade.BEST, (), label, label, scale,
                       0.1, 0.04, Hindsight(SOLVED, -1.0, -1.0, (card,))),
        GradedDecision(6, 0, card, "SK", 3, "CQ", 0.04, Grade.GOOD, (), label, label, scale,
                       0.03, 0.04, Hindsight(SOLVED, -3.0, -1.0, (3,))),
        GradedDecision(7, 0, card, "SK", 3, "CQ", 0.004, Grade.GOOD, (), label, label, scale,
                       0.0, 0.004, None),
    ]  # fmt: skip
    dialog._graded(rows)
    cells = [[dialog.table.item(r, c).text() for c in range(5)] for r in range(3)]
    assert cells[0][1] == "best" and cells[0][3] == "" and cells[0][4] == "nothing"
    assert cells[1][1] == "good" and cells[1][3] == "0.04 points" and cells[1][4] == "2.0 points"
    assert cells[2][3] == "< 0.01 points" and cells[2][4] == ""
    assert not any("0.0 " in row[3] for row in cells)
    said = dialog.table.item(1, 0).toolTip()
    assert said.startswith("With what you knew,") and "In this deal, with every hand open" in said
    dialog.close()


def test_practice_speaks_the_games_own_words_and_counts(qtbot: QtBot, tmp_path: Path) -> None:
    """C6: a Schafkopf puzzle names its cards German-suited and its seats by the players'
    names; the counter counts the answers given."""
    from stammtisch.desktop.widgets.practice_view import PracticeWindow

    store = open_history(tmp_path / "history.sqlite").store
    state = make_game("schafkopf").new_deal(seed=7, dealer=3)
    player = HeuristicPlayer("standard", search=False)
    index = None
    while not state.is_terminal():
        seat = state.current_player()
        legal = state.legal_actions()
        if seat == 0 and index is None and all(a < 32 for a in legal) and len(legal) > 2:
            index = sum(1 for actor, _ in state.history() if actor >= 0)
        state.apply_action(player.choose(state.view(seat), 7).action)
    assert index is not None
    record = DealRecord.from_state(state, seats=("Ulla", "Berta", "Clara", "Dora"))
    info = SessionInfo("s", "schafkopf", 4, {}, record.seats, ("human",) + ("strong",) * 3, 0)
    deal_id = store.add_deal(store.begin_session(info, started=1.0), 0, record, finished=2.0)
    assert deal_id is not None
    before = record.replay(index)
    h = hint(before, 0, work=4)
    best, worst = h.alternatives[0], h.alternatives[-1]
    puzzle = Puzzle(
        deal_id, index, "schafkopf", 0, True, token(before, worst.action),
        token(before, best.action), (token(before, best.action),),
        {token(before, a.action): a.value for a in h.alternatives},
        {token(before, best.action): h.reasons},
        {token(before, a.action): label_of(before, a.action) for a in h.alternatives},
        "blunder", 3.0, True,
    )  # fmt: skip
    practice = PracticeStore(store, clock=lambda: date(2026, 11, 29))
    practice.add(puzzle)
    window = PracticeWindow(practice, None, "french")
    qtbot.addWidget(window)
    assert window.item is not None
    assert window.names == ["You", "Berta", "Clara", "Dora"]
    assert "0 of 0" in window.counter_label.text()
    shown = window.text_label.text()
    german = ("Eichel", "Gras", "Herz", "Schellen")
    assert any(word in shown for word in german), shown
    assert not any(s in shown for s in "♣♠♥♦"), shown
    verdict = window.answer(token(before, best.action))
    assert verdict is not None and verdict.right
    assert "1 of 1" in window.counter_label.text()
    feedback = window.feedback_label.text()
    assert not any(s in feedback for s in "♣♠♥♦"), feedback
    window.done(0)
    window.deleteLater()  # gone before another test changes the language
