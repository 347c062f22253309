"""Every card step of every lesson, valued by the test itself and held against the lesson's
verdicts.

A card step is an act step whose answer is a card to a trick, with a choice of cards.  The
test values each legal card with every hand open, by its own means and not the runtime's
(:mod:`stammtisch.engine.lessons.values`): a small ending by a plain alpha-beta written here
over the engine's own states, each finished deal read off ``state.result()``; a larger
position by the open-hand solver (``engine/ai/dds``) asked here for the score (the game
adapter's payoff table) and, in a second search without the table, the exact card points.
A card's value is the pair (the learner's score for the deal, its side's card points as the
contract counts them: negative in a Ramsch or a Leaster, none in a Null), compared in that
order.

What the lesson window does with them must hold on every step (the machinery):

* a card worth less than the lesson's own card is refused, with what it costs: the
  reason's figures are the test's own;
* a card worth as much is accepted ("that works too"), whatever the goal says;
* cards no other player's card lies between, worth the same card points, get one verdict;
* the runtime's values are the test's.

What the lessons must hold (their content, reported step by step when it fails): the
lesson's own card is as good as the best, so no accepted card is worse than the best;
some card is worse than the lesson's (the step teaches a consequence); and the deal can be
valued within the budget.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import pytest
from lesson_support import Case, act_steps

from stammtisch.engine.ai.dds.search import FastSolver, SearchAborted, fast_solve_moves
from stammtisch.engine.ai.knowledge import adapter_for
from stammtisch.engine.cards import CARD_POINTS, card_str
from stammtisch.engine.lessons import Act, Lesson, load_all
from stammtisch.engine.lessons.judging import CONSEQUENCE_CODES, TIE_CODES
from stammtisch.engine.lessons.values import NODE_LIMIT, SMALL_ENDING
from stammtisch.engine.meaning import ActionKind
from stammtisch.engine.messages import CardArg, NumberArg
from stammtisch.engine.state import GameState

LESSONS = [lesson for lessons in load_all().values() for lesson in lessons]
PLAYS = (ActionKind.PLAY, ActionKind.PLAY_UNKNOWN)
Value = tuple[float, int]


def plays(state: GameState) -> list[int]:
    return [a for a in state.legal_actions() if state.describe_action(a).kind in PLAYS]


def card(state: GameState, action: int) -> int:
    info = state.describe_action(action)
    return action if info.card is None else info.card


def before(lesson: Lesson, at: int) -> GameState:
    assert lesson.deal is not None
    return lesson.deal.replay(upto=at)


def is_card_step(lesson: Lesson, step: Act) -> bool:
    """A card to a trick answers the step, with a choice of cards (the test's own reading)."""
    if lesson.deal is None:
        return False
    state = before(lesson, step.at)
    legal = plays(state)
    return len(legal) > 1 and state.parse_action(lesson.deal.actions[step.at][1]) in legal


CASES = list(act_steps(LESSONS, is_card_step))


# --- the test's own reading of the deal ---------------------------------------------------


@dataclass(frozen=True)
class Reading:
    """How the scripted deal ends, read off its result: who plays with the learner, whether
    everybody plays alone, whether card points count, who declared."""

    side: frozenset[int]
    alone: bool
    points_count: bool
    declarer: int | None
    skat: bool


_READINGS: dict[str, Reading] = {}
_VALUES: dict[str, dict[int, Value] | None] = {}


def reading(lesson: Lesson) -> Reading:
    if lesson.key not in _READINGS:
        _READINGS[lesson.key] = _read(lesson)
    return _READINGS[lesson.key]


def _read(lesson: Lesson) -> Reading:
    assert lesson.deal is not None
    final = lesson.deal.replay()
    result = final.result()
    assert result.explanation is not None
    sides = result.explanation.sides
    active = len(final.game.active_seats(final.dealer))
    alone = len(sides) == active and all(len(s.seats) == 1 for s in sides)
    side = next((frozenset(s.seats) for s in sides if lesson.user in s.seats), None)
    contract = result.contract or ""
    return Reading(
        side=side or frozenset({lesson.user}),
        alone=alone,
        points_count=not any(word in contract for word in ("Null", "Tout")),
        declarer=result.declarer,
        skat=final.game.NAME == "skat" and not alone,
    )


def score_of(final: GameState, seat: int, read: Reading) -> float:
    """The learner's score for a finished deal: its own score; a Skat defender the
    declarer's score against it; card points taken, negative, where everybody plays alone."""
    result = final.result()
    if read.alone:
        return -float(result.card_points[seat])
    if read.skat and read.declarer is not None:
        active = final.game.active_seats(final.dealer)
        defender = next(s for s in active if s != read.declarer)
        diff = float(result.scores[read.declarer] - result.scores[defender])
        return diff if seat == read.declarer else -diff
    return float(result.scores[seat])


def points_of(final: GameState, seat: int, read: Reading) -> int:
    taken = final.result().card_points
    if read.alone:
        return -taken[seat]
    if not read.points_count:
        return 0
    return sum(taken[s] for s in read.side)


def plain(state: GameState, seat: int, read: Reading) -> dict[int, Value]:
    """Alpha-beta on (score, points) over the engine's states: the learner's side maximises,
    everybody else minimises."""

    def search(now: GameState, alpha: Value | None, beta: Value | None) -> Value:
        if now.is_terminal():
            return (score_of(now, seat, read), points_of(now, seat, read))
        ours = now.current_player() in read.side
        best: Value | None = None
        for move in plays(now):
            child = now.clone()
            child.apply_action(move)
            got = search(child, alpha, beta)
            if best is None or (got > best if ours else got < best):
                best = got
            if ours and (alpha is None or best > alpha):
                alpha = best
            if not ours and (beta is None or best < beta):
                beta = best
            if alpha is not None and beta is not None and alpha >= beta:
                break
        assert best is not None
        return best

    out = {}
    for action in plays(state):
        child = state.clone()
        child.apply_action(action)
        out[action] = search(child, None, None)
    return out


def solved(state: GameState, seat: int, read: Reading) -> dict[int, Value] | None:
    """The solver: the score from the adapter's payoff table, the exact card points from a
    search of the same position without it; ``None`` when four times the window's budget
    runs out."""
    pos = adapter_for(state.game).position(state, seat)
    if pos is None:
        return None
    skat_defender = read.skat and read.declarer is not None and seat != read.declarer
    factor = 2.0 if skat_defender else 1.0
    try:
        scores = fast_solve_moves(pos, node_limit=4 * NODE_LIMIT)
        exact = replace(pos, thresholds=(), payoffs=(), extras=None, extras_taken=0)
        solver = FastSolver(exact, node_limit=4 * NODE_LIMIT)
        points = {c: exact.taken + solver.move_value(c) for c in solver.legal_cards()}
    except SearchAborted:
        return None
    total = sum(CARD_POINTS[c] for c in state.game.deck())
    out: dict[int, Value] = {}
    for action in plays(state):
        c = card(state, action)
        score = factor * scores[c] + 0.0
        if not read.points_count:
            out[action] = (score, 0)
        elif read.alone or pos.side[seat] == 0:
            out[action] = (score, points[c])
        else:
            out[action] = (score, total - points[c])
    return out


def own_values(case: Case) -> dict[int, Value] | None:
    if str(case) not in _VALUES:
        _VALUES[str(case)] = _value(case)
    return _VALUES[str(case)]


def _value(case: Case) -> dict[int, Value] | None:
    lesson = case.lesson
    state = before(lesson, case.step.at)
    left = sum(len(state.hand(s) or ()) for s in range(state.num_players))
    if left <= SMALL_ENDING:
        return plain(state, lesson.user, reading(lesson))
    return solved(state, lesson.user, reading(lesson))


def tie(a: Value, b: Value) -> bool:
    return abs(a[0] - b[0]) < 1e-6 and a[1] == b[1]


def worse(a: Value, b: Value) -> bool:
    return a < b and not tie(a, b)


def scripted_of(case: Case, state: GameState) -> int:
    assert case.lesson.deal is not None
    return state.parse_action(case.lesson.deal.actions[case.step.at][1])


def equivalent(state: GameState, seat: int, a: int, b: int) -> bool:
    """No other player's card between ``a`` and ``b`` in the order in force, and the same
    class and card points (the test's own reading of touching cards)."""
    rules = state.sort_rules()
    assert rules is not None
    if rules.follow_class[a] != rules.follow_class[b] or CARD_POINTS[a] != CARD_POINTS[b]:
        return False
    low, high = sorted((rules.power[a], rules.power[b]))
    others = [
        c for s in range(state.num_players) if s != seat for c in (state.hand(s) or ())
    ]  # fmt: skip
    return not any(
        rules.follow_class[c] == rules.follow_class[a] and low < rules.power[c] < high
        for c in others
    )


# --- the machinery ----------------------------------------------------------------------------


@pytest.mark.parametrize("case", CASES, ids=str)
def test_a_card_step_judges_each_card_by_what_it_is_worth_in_the_deal(case: Case) -> None:
    lesson = case.lesson
    state = before(lesson, case.step.at)
    run = case.run()
    runtime = run.values()
    verdicts = run.verdicts()
    scripted = scripted_of(case, state)
    if runtime is None:  # too large for the window's budget: the goal, and equivalent cards
        for action in plays(state):
            if equivalent(state, lesson.user, card(state, action), card(state, scripted)):
                assert verdicts[action].met, f"{case}: {state.action_to_string(action)}"
        return
    own = own_values(case)
    assert own is not None, f"{case}: the runtime valued a step the test could not"
    assert {a: (v.score, v.points) for a, v in runtime.values.items()} == own, str(case)
    mine = own[scripted]
    assert verdicts[scripted].met
    for action, value in own.items():
        verdict = verdicts[action]
        name = f"{case} {state.action_to_string(action)} {value} against {mine}"
        if worse(value, mine):
            assert not verdict.met, f"{name}: a worse card accepted"
            assert verdict.reason.code in CONSEQUENCE_CODES, name
            args = dict(verdict.reason.args)
            assert isinstance(args["card"], CardArg) and args["card"].card == card(state, action)
            figures = {
                v.value if isinstance(v, NumberArg) else v
                for k, v in args.items()
                if k != "card" and isinstance(v, int | NumberArg)
            }
            expected = _figures(value, mine, runtime.avoid, verdict.reason.code)
            assert expected <= figures, (name, str(verdict.reason), expected, figures)
        else:
            assert verdict.met, f"{name}: a card as good as the lesson's refused"
            if action != scripted:
                said = {verdict.reason.code, *(m.code for m in verdict.more)}
                assert said & TIE_CODES, (name, "the window must say that it works too")
    for a in own:
        for b in own:
            if equivalent(state, lesson.user, card(state, a), card(state, b)):
                assert verdicts[a].met == verdicts[b].met, (str(case), a, b)


def _figures(value: Value, best: Value, avoid: bool, code: str) -> set[float]:
    """The figures a consequence must state: the card points (or score) after the card and
    after the lesson's card, or the points it gives up."""
    if avoid:
        return {-value[1], -best[1]}
    if code in ("goal.deal.fewer", "goal.deal.loses"):
        return {value[1], best[1]}
    if code == "goal.deal.loses_plain":
        return set()
    if code == "goal.deal.declarer_more":
        return {-value[0], -best[0]}
    return {value[0], best[0]}


@pytest.mark.parametrize("case", CASES, ids=str)
def test_a_refused_card_is_told_what_it_costs_then_the_rule_of_thumb(case: Case) -> None:
    """Through the runner's answers: a worse card hears its cost first, then the goal's rule
    of thumb when it misses the goal; a tying card hears that it works too and the lesson
    goes on with its own card."""
    run = case.run()
    own = own_values(case) if run.values() is not None else None
    if own is None:
        return
    state = before(case.lesson, case.step.at)
    scripted = scripted_of(case, state)
    goal = {a: v.met for a, v in _goal_verdicts(case, state).items()}
    for action, value in own.items():
        if action == scripted:
            continue
        feedback = run.answer(state.action_to_string(action))
        if worse(value, own[scripted]):
            assert not feedback.correct and feedback.reason is not None
            assert feedback.reason.code in CONSEQUENCE_CODES
            assert bool(feedback.more) == (not goal[action]), str(case)
        else:
            assert feedback.correct and feedback.goes_on is not None, str(case)
            return  # the step is over


def _goal_verdicts(case: Case, state: GameState) -> dict[int, object]:
    from stammtisch.engine.lessons.goals import judge

    return judge(case.step.goal, state, case.lesson.user)  # type: ignore[return-value]


# --- the lessons ------------------------------------------------------------------------------


def _content() -> tuple[list[str], list[str], list[str]]:
    worse_than_best: list[str] = []
    all_tied: list[str] = []
    not_valued: list[str] = []
    for case in CASES:
        own = own_values(case) if case.run().values() is not None else None
        if own is None:
            not_valued.append(str(case))
            continue
        state = before(case.lesson, case.step.at)
        mine = own[scripted_of(case, state)]
        best = max(own.values())
        if worse(mine, best):
            better = sorted(card_str(card(state, a)) for a, v in own.items() if worse(mine, v))
            worse_than_best.append(f"{case} plays {card_str(card(state, scripted_of(case, state)))}"
                                   f" {mine}; better: {better} {best}")  # fmt: skip
        if all(tie(v, mine) for v in own.values()):
            all_tied.append(str(case))
    return worse_than_best, all_tied, not_valued


def test_no_lesson_accepts_a_card_worse_than_the_best() -> None:
    """The lesson's own card is as good as the best, so every card it accepts (those as good
    as its own) is too."""
    found = _content()[0]
    assert not found, "\n".join(found)


def test_no_card_step_has_every_card_end_the_deal_alike() -> None:
    """A step where every legal card ends the deal alike cannot teach a consequence: it
    becomes an explanation, or the deal changes so the choice matters."""
    found = _content()[1]
    assert not found, "\n".join(found)


def test_every_card_step_can_be_valued() -> None:
    """Every card step's deal is valued within the lesson window's budget (so its verdicts
    come from it)."""
    found = _content()[2]
    assert not found, "\n".join(found)
