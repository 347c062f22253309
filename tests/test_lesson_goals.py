"""Every act step of every lesson, checked against the rules without the lesson runner's goals.

For each act step the deal is replayed from its record up to the step, and the test works
out by itself which legal actions meet the step's goal: who takes the trick is found by
playing the rest of the trick every legal way through the engine's states (the deal is
fully known), "as good as the best" by asking the open-hand solver directly, the rest from
the cards, the trumps and what each action means.  The set of actions the lesson accepts
(the runner's verdicts) must equal that set; every legal action it refuses must come with a
reason of its own (a message about that very action); and every text a learner reads may
name only cards that the table (or the page) shows at that moment.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from lesson_support import Case, act_steps

from stammtisch.engine.ai.dds.search import fast_solve_moves
from stammtisch.engine.ai.knowledge import adapter_for
from stammtisch.engine.cards import CARD_POINTS, SUIT_LETTERS, Rank, card_rank, card_str, card_suit
from stammtisch.engine.coach.decisions import called_card
from stammtisch.engine.lessons import Act, Explain, Lesson, LessonText, load_all
from stammtisch.engine.lessons.goals import judge
from stammtisch.engine.meaning import ActionKind
from stammtisch.engine.messages import CATALOGUE, CardArg, Message
from stammtisch.engine.state import GameState
from stammtisch.engine.tricks import TrickRules

LESSONS = [lesson for lessons in load_all().values() for lesson in lessons]
PLAYS = (ActionKind.PLAY, ActionKind.PLAY_UNKNOWN)


CASES = list(act_steps(LESSONS, lambda lesson, step: True))


# --- the test's own reading of the rules --------------------------------------------------


def before(case: Case) -> GameState:
    """The deal as it stands when the step asks (replayed from the record, not the runner)."""
    assert case.lesson.deal is not None
    return case.lesson.deal.replay(upto=case.step.at)


def rules_of(state: GameState) -> TrickRules:
    rules = state.sort_rules()
    assert rules is not None
    return rules


def card_plays(state: GameState) -> list[int]:
    return [a for a in state.legal_actions() if state.describe_action(a).kind in PLAYS]


def trick_winners(
    state: GameState, card: int, helpers: frozenset[int], wanted: Callable[[int], bool]
) -> bool:
    """Whether after ``card`` the trick surely ends with a winner ``wanted`` accepts: every
    continuation of the trick is played out, ``helpers`` pick their best card, the others
    their worst."""
    seats = len(state.game.active_seats(state.dealer))
    after = state.clone()
    after.apply_action(card)

    def walk(now: GameState, left: int) -> bool:
        if left == 0:
            winner = now.last_trick_winner()
            return winner is not None and wanted(winner)
        mover = now.current_player()
        results = []
        for next_card in card_plays(now):
            child = now.clone()
            child.apply_action(next_card)
            results.append(walk(child, left - 1))
        return any(results) if mover in helpers else all(results)

    return walk(after, seats - len(state.table(state.current_player()).trick) - 1)


def sides(case: Case) -> frozenset[int]:
    """The seats on the learner's side, from the scripted deal's own result."""
    assert case.lesson.deal is not None
    result = case.lesson.deal.replay().result()
    assert result.explanation is not None
    for side in result.explanation.sides:
        if case.lesson.user in side.seats:
            return frozenset(side.seats)
    return frozenset({case.lesson.user})


def expected(case: Case, state: GameState) -> set[int]:
    """The legal actions that meet the step's goal, worked out here."""
    goal, user = case.step.goal, case.lesson.user
    legal = state.legal_actions()
    plays = card_plays(state)
    trick = state.table(user).trick
    name = goal.name

    def trump(card: int) -> bool:
        extra = goal.param("trump_suit")
        if extra is not None and card_suit(card) == SUIT_LETTERS.index(extra):
            return True
        return rules_of(state).is_trump(card)

    def takes(card: int) -> bool:
        return trick_winners(state, card, frozenset(), lambda w: w == user)

    if name == "any_card":
        return set(plays)
    if name == "follow_suit":
        led = rules_of(state).follow_class[trick[0].card] if trick else None
        return {c for c in plays if led is not None and rules_of(state).follow_class[c] == led}
    if name == "take_trick":
        return {c for c in plays if takes(c)}
    if name == "win_cheaply":
        winners = [c for c in plays if takes(c)]
        least = min((CARD_POINTS[c] for c in winners), default=0)
        return {c for c in winners if CARD_POINTS[c] == least}
    if name == "give_up_cheaply":
        losers = [c for c in plays if not takes(c)]
        least = min((CARD_POINTS[c] for c in losers), default=0)
        return {c for c in losers if CARD_POINTS[c] == least}
    if name == "duck":
        return {c for c in plays if trick_winners(state, c, frozenset(), lambda w: w != user)}
    if name == "give_points":
        side = sides(case)
        safe = [c for c in plays if trick_winners(state, c, side - {user}, side.__contains__)]
        most = max((CARD_POINTS[c] for c in safe), default=0)
        return {c for c in safe if CARD_POINTS[c] == most}
    if name == "highest_trump":
        order = rules_of(state).trump_order
        trumps = [c for c in plays if trump(c)]
        top = min((order.index(c) for c in trumps), default=None)
        return {c for c in trumps if order.index(c) == top}
    if name == "lead_trump":
        return {c for c in plays if not trick and trump(c)}
    if name == "lead_suit":
        letter = goal.param("suit")
        suit = card_suit(called_card(state)) if letter == "called" else SUIT_LETTERS.index(letter)  # type: ignore[arg-type]
        return {c for c in plays if not trick and card_suit(c) == suit and not trump(c)}
    if name == "plain_ace":
        return {c for c in plays if card_rank(c) == Rank.ACE and not trump(c)}
    if name == "show_party":
        shows = {_parse("CQ")} if state.game.NAME == "doppelkopf" else {called_card(state)}
        return {c for c in plays if c in shows}
    if name == "as_good_as_best":
        pos = adapter_for(state.game).position(state, user)
        values = fast_solve_moves(pos)
        best = max(values[c] for c in plays)
        return {c for c in plays if values[c] == best}
    if name == "lay_away_most_points":
        away = [a for a in legal if state.describe_action(a).kind == ActionKind.LAY_AWAY]
        plain = [a for a in away if not trump(a)]
        most = max((CARD_POINTS[a] for a in plain), default=0)
        return {a for a in plain if CARD_POINTS[a] == most}
    if name == "bid_or_pass":
        value = goal.param("value")
        infos = {a: state.describe_action(a) for a in legal}
        bids = sorted((int(i.level or 0), a) for a, i in infos.items() if i.kind == ActionKind.BID)
        holds = [a for a, i in infos.items() if i.kind == ActionKind.HOLD]
        passes = {a for a, i in infos.items() if i.kind == ActionKind.PASS}
        challenge = state.turn_info(user).challenge
        held = int(challenge.level or 0) if challenge is not None else None
        lowest = held if holds else (bids[0][0] if bids else None)
        if lowest is None or lowest > value:
            return passes
        return set(holds) if holds else {bids[0][1]}
    if name == "say":
        out = set()
        for action in legal:
            info = state.describe_action(action)
            if info.kind.value != goal.param("kind"):
                continue
            keys = ("contract", "suit", "level", "party", "card", "variant")
            if any(goal.param(k) is not None and getattr(info, k) != goal.param(k) for k in keys):
                continue
            if info.declined != bool(goal.param("declined", False)):
                continue
            if set(info.flags()) == set(goal.param("flags", ())):
                out.add(action)
        return out
    raise AssertionError(f"{case}: no predicate for goal {name}")


def mentions(message: Message, state: GameState, action: int) -> bool:
    """Whether ``message`` speaks of ``action`` itself: names its card, its label or its bid."""
    info = state.describe_action(action)
    for _, value in message.args:
        if isinstance(value, CardArg) and value.card == (
            info.card if info.card is not None else action
        ):
            return True
        if isinstance(value, Message) and value == info.label:
            return True
        if isinstance(value, int) and info.level is not None and value == info.level:
            return True
    return False


# --- the checks --------------------------------------------------------------------------------


@pytest.mark.parametrize("case", CASES, ids=str)
def test_an_act_step_accepts_exactly_the_actions_that_meet_its_goal(case: Case) -> None:
    """The goal's verdicts are the test's own reading of the goal; a step that is no card
    step (a bid, a declaration, a card laid away) is judged by its goal alone.  A card step's
    final verdicts come from the deal (``tests/test_lesson_values.py``)."""
    state = before(case)
    assert state.current_player() == case.lesson.user
    own = expected(case, state)
    assert own, f"{case}: no legal action meets {case.step.goal.name}"
    goal = judge(case.step.goal, state, case.lesson.user)
    met = {a for a, v in goal.items() if v.met}
    names = sorted(state.action_to_string(a) for a in met)
    assert met == own, (str(case), names, sorted(state.action_to_string(a) for a in own))
    run = case.run()
    verdicts = run.verdicts()
    assert set(verdicts) == set(state.legal_actions())
    accepted = {a for a, v in verdicts.items() if v.met}
    if not run.card_step():
        assert accepted == own, str(case)
    scripted = state.parse_action(run.scripted())
    assert scripted in own, f"{case}: the deal goes on with an action that misses the goal"
    assert scripted in accepted
    for action, verdict in verdicts.items():
        assert verdict.reason.code in CATALOGUE
        if not verdict.met:
            assert mentions(verdict.reason, state, action), (str(case), str(verdict.reason))
    # the answers a learner can give: every refused one is refused with a reason of its own
    hand = set(run.hand())
    for card in hand - set(state.legal_actions()):
        feedback = run.answer(card_str(card))
        assert not feedback.correct and feedback.reason is not None
        assert feedback.reason.code.startswith("illegal."), str(feedback.reason)
    for action, verdict in verdicts.items():
        if verdict.met:
            continue
        feedback = run.answer(state.action_to_string(action))
        assert not feedback.correct and feedback.reason == verdict.reason
        assert feedback.explanation is None or feedback.explanation != case.step.explain
    right = run.answer(state.action_to_string(min(accepted)))
    assert right.correct and (right.goes_on is None) == (min(accepted) == scripted)


def shown_texts(lesson: Lesson) -> Iterator[tuple[int, LessonText, frozenset[int]]]:
    """Every text of a lesson with the point of the deal it shows at and the cards shown with
    it (a page's or a question's own cards), positions worked out here."""
    here = 0
    for step in lesson.steps:
        if isinstance(step, Act):
            for text in (step.prompt, *step.wrong.values()):
                yield step.at, text, frozenset()
            yield step.at + 1, step.explain, frozenset()
            here = step.at + 1
            continue
        if step.at is not None:
            here = step.at
        if isinstance(step, Explain):
            yield here, step.text, frozenset(step.cards)
        else:
            options = {o for o in step.options if len(o) == 2 and o[0] in SUIT_LETTERS}
            extra = frozenset(step.cards) | {_parse(o) for o in options}
            for text in (step.prompt, step.explain, *step.wrong.values(), *step.labels.values()):
                yield here, text, extra


def _parse(token: str) -> int:
    from stammtisch.engine.cards import parse_card

    return parse_card(token)


def on_the_table(lesson: Lesson, at: int) -> frozenset[int]:
    """The cards the learner sees with the deal replayed ``at`` actions: every hand card
    the table shows, the skat or blind shown, the trick, the last trick, the called card."""
    assert lesson.deal is not None
    state = lesson.deal.replay(upto=at)
    view = state.table(lesson.user)
    cards = {slot.card for hand in view.hands for slot in hand if slot.card is not None}
    cards |= {slot.card for slot in view.talon if slot.card is not None}
    cards |= {tc.card for tc in (*view.trick, *view.last_trick)}
    called = called_card(state)
    return frozenset(cards | ({called} if called is not None else set()))


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.key)
def test_every_text_names_only_cards_on_the_table_when_it_shows(lesson: Lesson) -> None:
    symbols = "♣♠♥♦"
    for at, text, shown in shown_texts(lesson):
        assert not any(s in text.en for s in symbols), (
            f"{text.code}: a card named without a reference"
        )
        table = on_the_table(lesson, at) if lesson.deal is not None else frozenset()
        missing = [card_str(c) for c in text.cards() if c not in table | shown]
        assert not missing, f"{text.code} (shown at action {at}) names {missing}, not on the table"
        players = lesson.deal.players if lesson.deal is not None else 0
        assert all(0 <= s < players and s != lesson.user for s in text.seats()), text.code


def test_the_reviewed_worse_cards_are_gone() -> None:
    """The three steps the review of 2026-11-26 found asking for a worse card: each now
    goes on with a card the open-hand solver values as highly as the best."""
    found = {
        (case.lesson.key, case.step.at): case
        for case in CASES
        if case.lesson.key
        in ("doppelkopf/follow", "doppelkopf/full-deal", "schafkopf/follow", "schafkopf/full-deal")
    }
    for key, at in [
        ("doppelkopf/follow", 35),
        ("doppelkopf/full-deal", 35),
        ("doppelkopf/full-deal", 30),
        ("schafkopf/follow", 9),
        ("schafkopf/full-deal", 9),
    ]:
        case = found[(key, at)]
        state = before(case)
        values = fast_solve_moves(adapter_for(state.game).position(state, case.lesson.user))
        assert case.lesson.deal is not None
        scripted = state.parse_action(case.lesson.deal.actions[at][1])
        assert values[scripted] == max(values.values()), (key, at)


def test_answering_a_skat_bid_holds_while_the_game_is_worth_it() -> None:
    """The answering seat is told the bid it must hold (``turn_info().challenge``), and the
    goal holds while the game is worth that bid and passes above it."""
    from stammtisch.engine.lessons.goals import Goal
    from stammtisch.engine.registry import make_game

    state = make_game("skat", 3, {}).new_deal(seed=5, dealer=2)
    state.apply_action(state.parse_action("20"))
    challenge = state.turn_info(0).challenge
    assert challenge is not None and challenge.level == 20 and state.turn_info(0).challenger == 1
    for value, right in ((24, "y"), (20, "y"), (18, "p")):
        verdicts = judge(Goal.from_json({"goal": "bid_or_pass", "value": value}), state, 0)
        met = {state.action_to_string(a) for a, v in verdicts.items() if v.met}
        assert met == {right}, value
