"""Equal cards get equal answers, and an answer does not depend on the time it took.

Over card-play positions of all four games (Standard's own deals on fixed seeds, steered
into their contracts as in ``test_coach_truth``), wherever the seat holds cards that are
equivalent for it (:mod:`stammtisch.engine.ai.equivalence`: touching in the order in force
with the same card points):

* they really are the same card: in deals drawn from the seat's view, the open-hand solver
  gives every card of a class the same score (an independent check of the engine's claim);
* the hint gives them one value, one margin, one tie, and names them as the same card; the
  review's grading gives them one grade and one loss, and a practice puzzle made at the
  position one value and one verdict;
* the hint asked twice is the same hint, and so it is when every clock reading jumps ten
  seconds (a machine so loaded that any time cap would have cut the search short): no time
  cap changes a value or a grade.
"""

from __future__ import annotations

import itertools
import random
import time
from collections import Counter
from collections.abc import Iterator

import pytest
from test_coach_truth import CONFIGS, positions

from stammtisch.engine.ai import HeuristicPlayer, adapter_for
from stammtisch.engine.ai.base import known_state
from stammtisch.engine.ai.dds.search import SearchAborted, fast_solve_moves
from stammtisch.engine.ai.equivalence import classes, equivalent_cards
from stammtisch.engine.coach import grade_decision, hint, review
from stammtisch.engine.coach.grades import decision_points
from stammtisch.engine.phase import Phase
from stammtisch.engine.practice.puzzle import PuzzleError, puzzle_from_hint, token
from stammtisch.engine.registry import make_game
from stammtisch.engine.state import GameState

WORK = 8
"""Sampled deals per hint."""
PER_GAME = 16
"""Positions with equivalent cards looked at per game."""
DEALS = 12
"""Deals played per configuration to find them."""
WORLDS = 6
"""Deals drawn per position for the open-hand check."""


def card_positions(name: str) -> Iterator[GameState]:
    """Every card-play decision with a choice in Standard's deals of each of the game's
    configurations in turn (``test_coach_truth.CONFIGS``), a few deals each."""
    player = HeuristicPlayer("standard", search=False)
    for players, rules, words in CONFIGS[name]:
        game = make_game(name, players, rules)
        for seed in range(DEALS):
            state = game.new_deal(seed=seed)
            while not state.is_terminal():
                seat = state.current_player()
                legal = state.legal_actions()
                said = {state.action_to_string(a): a for a in legal}
                steer = next((said[w] for w in words if w in said), None)
                if steer is not None and getattr(state, "phase", None) is not Phase.PLAY:
                    state.apply_action(steer)
                    continue
                if getattr(state, "phase", None) is Phase.PLAY and len(legal) > 1:
                    yield state.clone()
                state.apply_action(player.choose(state.view(seat), seed).action)


def with_classes(name: str) -> Iterator[tuple[GameState, int, list[tuple[int, ...]]]]:
    """Card-play positions where the seat holds equivalent cards, with their classes: a few
    from each configuration, so every contract has its share."""
    got = 0
    per_config = -(-PER_GAME // len(CONFIGS[name]))
    taken: Counter[str] = Counter()
    for state in card_positions(name):
        key = str(state.contract_message())
        if taken[key] >= per_config:
            continue
        seat = state.current_player()
        adapter = adapter_for(state.game)
        known = known_state(state.view(seat))
        info = adapter.play_info(known, seat)
        cards = [a for a in state.legal_actions() if a < 32]
        if info is None or len(cards) < 2:
            continue
        same = equivalent_cards(info, cards, adapter.marked_cards(known, seat))
        groups = [g for g in classes(same) if len(g) > 1]
        if groups:
            yield state, seat, groups
            taken[key] += 1
            got += 1
            if got >= PER_GAME:
                return


@pytest.mark.parametrize("name", list(CONFIGS))
def test_equivalent_cards_get_one_value_and_one_grade_everywhere(name: str) -> None:
    seen = 0
    for state, seat, groups in with_classes(name):
        seen += 1
        # the same card in every deal drawn from the seat's view (the solver, every hand open)
        adapter = adapter_for(state.game)
        view = state.view(seat)
        for k in range(WORLDS):
            pos = adapter.position(view.sample(random.Random(k)), seat)
            if pos is None:
                continue
            try:
                solved = fast_solve_moves(pos, 300_000)
            except SearchAborted:
                continue
            for group in groups:
                assert len({solved[c] for c in group}) == 1, (state, group, solved)
        h = hint(state, seat, work=WORK)
        for group in groups:
            rows = [h.alternative(c) for c in group]
            assert all(r is not None for r in rows)
            assert len({(r.value, r.margin, r.tied, r.win) for r in rows if r}) == 1, rows
            assert all(r and set(r.same_as) >= set(group) - {r.action} for r in rows), rows
            graded = [grade_decision(state, seat, c, 0, h) for c in group]
            assert len({(g.grade, g.loss, g.behind) for g in graded}) == 1, graded
        # the review (asked about the deal once the card is played) agrees with the grading
        group = groups[0]
        for card in group[:2]:
            after = state.clone()
            after.apply_action(card)
            earlier = {i: 0.0 for i, _, _ in decision_points(after, seat)}
            earlier.pop(len(state.history()), None)
            last = review(after, seat, work=WORK, known=earlier, open_hands=False)[-1]
            direct = grade_decision(state, seat, card, last.index, h)
            assert (last.grade, last.loss) == (direct.grade, direct.loss), (last, direct)
        # practice: a puzzle made at this position values them alike and judges them alike
        worst = h.alternatives[-1].action
        try:
            puzzle = puzzle_from_hint(state, 1, len(state.history()), seat, worst, h)
        except PuzzleError:
            continue
        for group in groups:
            tokens = [token(state, c) for c in group]
            assert len({puzzle.values[t] for t in tokens}) == 1, (puzzle, group)
            if worst not in group:
                assert len({puzzle.check(t).right for t in tokens}) == 1, (puzzle, group)
    assert seen == PER_GAME


@pytest.mark.parametrize("name", list(CONFIGS))
def test_asking_twice_gives_the_same_answer_whatever_the_load(
    name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    states = list(itertools.islice(positions(name), 0, 40, 5))
    first = [hint(s, s.current_player(), work=WORK) for s in states]
    assert [hint(s, s.current_player(), work=WORK) for s in states] == first
    # a machine so busy that every reading of the clock is ten seconds later than the last
    real = time.perf_counter
    clock = {"now": real()}

    def crawling() -> float:
        clock["now"] += 10.0
        return clock["now"]

    deal = finished(name)
    graded = review(deal, 0, work=WORK)
    monkeypatch.setattr(time, "perf_counter", crawling)
    monkeypatch.setattr(time, "monotonic", crawling)
    loaded = [hint(s, s.current_player(), budget_ms=1.0, work=WORK) for s in states]
    loaded_review = review(deal, 0, budget_ms=1.0, work=WORK)
    monkeypatch.undo()
    assert loaded == first
    assert loaded_review == graded  # grades, losses, margins and hindsight alike


def finished(name: str) -> GameState:
    """A deal of ``name`` played to its end by Standard's rules of thumb."""
    players, rules, _ = CONFIGS[name][0]
    state = make_game(name, players, rules).new_deal(seed=5)
    player = HeuristicPlayer("standard", search=False)
    while not state.is_terminal():
        state.apply_action(player.choose(state.view(state.current_player()), 5).action)
    return state
