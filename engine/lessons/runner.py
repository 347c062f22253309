"""Drive a lesson through the engine: present steps, check answers, count stars.

Every step speaks of one point of the prepared deal (its ``at``, or where the step before
left it).  Before a step is shown, the lesson's own moves up to that point are played one at
a time (:meth:`LessonRun.pending`, :meth:`LessonRun.play_next`), so a front end shows each
of them.  An act step's answer is judged against the step's goal by the engine
(:mod:`.goals`): every legal action that meets it is right, and the deal goes on with the
scripted action; any other answer is refused with the reason worked out for it.  Stars
follow lichess's learn stages: three with no step missed at the first try, two with one,
one otherwise.

>>> from stammtisch.engine.lessons.model import Lesson
>>> lesson = Lesson.from_json({
...     "format": "stammtisch-lesson", "version": 2, "game": "skat", "id": "demo",
...     "order": 1, "title": {"code": "lesson.skat.demo.title", "en": "Demo"},
...     "steps": [{"ask": {"code": "lesson.skat.demo.1", "en": "Enough to win?"},
...                "options": ["60", "61"], "answer": "61",
...                "explain": {"code": "lesson.skat.demo.2", "en": "61 wins."}}]})
>>> run = LessonRun(lesson)
>>> run.answer("60").correct
False
>>> run.answer("61").correct, run.finished, run.stars
(True, True, 2)
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Set
from dataclasses import dataclass, replace

from ..cards import card_str, parse_card
from ..coach import Hint
from ..coach.decisions import called_card
from ..errors import StammtischError
from ..messages import CardArg, Message, declare
from ..state import GameState
from .decisions import decision_verdicts, evaluate
from .goals import Verdict, asks, judge
from .judging import deal_verdicts
from .model import Act, Ask, Explain, Lesson, LessonError, LessonText, Step
from .values import NODE_LIMIT, StepValues, card_plays, card_values

GOES_ON = declare(
    "goal.goes_on", "The lesson goes on as its deal was written: {what}.", what=Message
)


def in_faces(message: Message, german: bool) -> Message:
    """``message`` with every card in it named as the game's faces name it (a Schafkopf card
    as ``Eichel-Sau``, not ``♣A``), nested messages too.

    >>> from stammtisch.engine.meaning import PLAY
    >>> str(in_faces(Message.of(PLAY, card=CardArg(0)), True))
    'play Eichel-Sau'
    """

    def one(value: object) -> object:
        if isinstance(value, CardArg):
            return replace(value, german=german)
        if isinstance(value, Message):
            return in_faces(value, german)
        return value

    return Message(message.code, tuple((name, one(value)) for name, value in message.args))  # type: ignore[misc]


def stars_for(mistakes: int) -> int:
    """Stars for a finished lesson with ``mistakes`` steps missed at the first try.

    >>> [stars_for(n) for n in range(4)]
    [3, 2, 1, 1]
    """
    return 3 if mistakes <= 0 else 2 if mistakes == 1 else 1


@dataclass(frozen=True)
class Feedback:
    """What an answer came to: right or wrong, and why.

    ``reason``: for an act step, the engine's reason for this very answer: the rule it
    breaks ("You must follow hearts."), the goal it misses ("♥9 does not beat ♥Q."), or
    for a right one the goal it meets.  ``explanation``: after a right answer the step's
    explanation; after a wrong one the lesson's own words for that answer, if it has
    any (never the right answer's text).  ``goes_on``: a right answer other than the
    deal's scripted action; the lesson goes on with the scripted one, which this
    message names.
    """

    correct: bool
    explanation: LessonText | None = None
    reason: Message | None = None
    goes_on: Message | None = None
    more: tuple[Message, ...] = ()
    """Further lines after ``reason``: after a card refused for what it costs in the deal,
    the goal's rule of thumb it misses; after a right card that is not the lesson's own,
    that it ends the deal as well."""


def is_card_step(lesson: Lesson, index: int, state: GameState | None = None) -> bool:
    """Whether step ``index`` is an act step whose scripted action plays a card to a trick
    with a choice of cards (``state``: the deal at the step, replayed when not given)."""
    step = lesson.steps[index] if 0 <= index < len(lesson.steps) else None
    if not isinstance(step, Act) or lesson.deal is None:
        return False
    if state is None:
        state = lesson.deal.replay(upto=step.at)
    plays = card_plays(state)
    try:
        scripted = state.parse_action(lesson.deal.actions[step.at][1])
    except StammtischError:
        return False
    return len(plays) > 1 and scripted in plays


def is_decision_step(lesson: Lesson, index: int, state: GameState | None = None) -> bool:
    """Whether step ``index`` is an act step whose answer is a decision (a bid, a game, a
    call, a reservation, an announcement, Kontra...) with more than one legal choice."""
    step = lesson.steps[index] if 0 <= index < len(lesson.steps) else None
    if not isinstance(step, Act) or lesson.deal is None:
        return False
    if step.goal.name not in ("say", "bid_or_pass"):
        return False
    if state is None:
        state = lesson.deal.replay(upto=step.at)
    return len(state.legal_actions()) > 1


Judgement = StepValues | Hint | None
"""What a step is judged by beside its goal: a card step's values from the deal, a decision
step's evaluation of the hand, or nothing."""


def step_values(
    lesson: Lesson,
    index: int,
    node_limit: int = NODE_LIMIT,
    should_stop: Callable[[], bool] | None = None,
) -> Judgement:
    """What step ``index`` is judged by beside its goal: for a card step every legal card
    valued with the cards as they lie (:func:`~.values.card_values`; ``None`` when too large
    to value), for a decision step the engine's evaluation of the hand
    (:func:`~.decisions.evaluate`), else ``None``.

    A function of the lesson alone (the deal is replayed here), so a front end may run it
    on a worker thread while the learner reads.
    """
    step = lesson.steps[index] if 0 <= index < len(lesson.steps) else None
    if not isinstance(step, Act) or lesson.deal is None:
        return None
    key = (lesson.key, index, node_limit, _fingerprint(lesson))
    if key in _VALUED:
        return _VALUED[key]
    state = lesson.deal.replay(upto=step.at)
    values: Judgement = None
    if is_card_step(lesson, index, state):
        values = card_values(state, lesson.user, node_limit, should_stop)
    elif is_decision_step(lesson, index, state):
        values = evaluate(state, lesson.user)
    if should_stop is None or not should_stop():  # a stopped search proves nothing
        _VALUED[key] = values
    return values


def judged_step(lesson: Lesson, index: int) -> bool:
    """Whether step ``index`` is judged by more than its goal (a card or a decision step)."""
    return is_card_step(lesson, index) or is_decision_step(lesson, index)


_VALUED: dict[tuple[str, int, int, str], Judgement] = {}
"""Steps valued in this process (a step's values depend on its lesson alone)."""


def _fingerprint(lesson: Lesson) -> str:
    deal = lesson.deal
    if deal is None:
        return ""
    return json.dumps([deal.dealer, list(deal.deal), [list(a) for a in deal.actions], lesson.user])


def step_positions(lesson: Lesson) -> list[int]:
    """Each step's point of the deal: how many of the deal's actions are played when it
    shows (an act step: the actions before its own)."""
    out = []
    here = 0
    for step in lesson.steps:
        if isinstance(step, Act):
            out.append(step.at)
            here = step.at + 1
        else:
            if step.at is not None:
                here = step.at
            out.append(here)
    return out


def end_position(lesson: Lesson) -> int:
    """Where the deal stands when the lesson is over: its end when the lesson states a result,
    else where the last step left it."""
    if lesson.deal is None:
        return 0
    if lesson.result:
        return len(lesson.deal.actions)
    last = lesson.steps[-1]
    positions = step_positions(lesson)
    return positions[-1] + 1 if isinstance(last, Act) else positions[-1]


class LessonRun:
    """One pass through a lesson."""

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.index = 0
        self.missed: set[int] = set()
        self.state: GameState | None = None
        self.positions = step_positions(lesson)
        self._applied = 0
        self._verdicts: dict[int, Verdict] | None = None
        self._values: dict[int, Judgement] = {}
        if lesson.deal is not None:
            try:
                self.state = lesson.deal.replay(upto=0)
            except StammtischError as exc:
                raise LessonError(f"{lesson.key}: {exc}") from None

    # --- where the lesson stands ------------------------------------------

    @property
    def step(self) -> Step | None:
        """The current step, or ``None`` once the lesson is over."""
        return self.lesson.steps[self.index] if self.index < len(self.lesson.steps) else None

    @property
    def finished(self) -> bool:
        """Every step is done (the last moves of the deal may still be :meth:`pending`)."""
        return self.index >= len(self.lesson.steps)

    @property
    def played(self) -> int:
        """How many of the deal's actions are on the table."""
        return self._applied

    @property
    def mistakes(self) -> int:
        """Scored steps not answered right at the first try."""
        return len(self.missed)

    @property
    def first_try(self) -> int:
        """Scored steps answered right at the first try so far."""
        done = sum(1 for s in self.lesson.steps[: self.index] if not isinstance(s, Explain))
        return done - len(self.missed & set(range(self.index)))

    @property
    def stars(self) -> int:
        """Stars earned (0 until the lesson is over)."""
        return stars_for(self.mistakes) if self.finished else 0

    def target(self) -> int:
        """The point of the deal the current step speaks of (at the end: the deal's end)."""
        if self.lesson.deal is None:
            return 0
        return self.positions[self.index] if not self.finished else end_position(self.lesson)

    def pending(self) -> int:
        """The lesson's own moves still to play before the current step can be shown."""
        return max(0, self.target() - self._applied)

    def play_next(self) -> tuple[int, int]:
        """Play the next of the lesson's own moves; returns it as (seat, action)."""
        deal, state = self.lesson.deal, self.state
        if deal is None or state is None or not self.pending():
            raise LessonError("no move of the lesson is waiting")
        seat, text = deal.actions[self._applied]
        try:
            action = state.parse_action(text)
            state.apply_record_action(seat, action)
        except StammtischError as exc:
            raise LessonError(
                f"{self.lesson.key}: scripted action {self._applied} ({text!r}): {exc}"
            ) from None
        self._applied += 1
        return seat, action

    def catch_up(self) -> list[tuple[int, int]]:
        """Play every move of the lesson that is waiting; returns them."""
        return [self.play_next() for _ in range(self.pending())]

    def advance_to(self, index: int) -> None:
        """Take every step before step ``index`` as the lesson itself does (Next on a page,
        the first right answer to a question, the deal's own action at an act step), then play
        the lesson's moves up to step ``index``."""
        while self.index < index and not self.finished:
            self.catch_up()
            step = self.step
            if isinstance(step, Explain):
                self.proceed()
            elif isinstance(step, Ask):
                self.answer(step.accepted[0])
            elif not self.answer(self.scripted()).correct:
                raise LessonError(f"{self.lesson.key}: step {self.index} refuses its own action")
        self.catch_up()

    def hand(self) -> list[int]:
        """The user's cards now (empty without a deal)."""
        if self.state is None:
            return []
        return list(self.state.card_piles()[self.lesson.user])

    def choices(self) -> tuple[str, ...]:
        """What the user may answer now: the ask's options, or for an act step the
        legal actions and every card in the hand (a wrong card is explained)."""
        step = self.step
        if isinstance(step, Ask):
            return step.options
        if isinstance(step, Act) and self.state is not None and not self.pending():
            state = self.state
            texts = [state.action_to_string(a) for a in state.legal_actions()]
            cards = [state.action_to_string(c) for c in self.hand()]
            return tuple(dict.fromkeys([*texts, *cards]))
        return ()

    def label(self, answer: str) -> Message | None:
        """The engine's label of ``answer``, a legal action of an act step named as
        :meth:`choices` names it (``None`` when it is no legal action now)."""
        state = self.state
        if not isinstance(self.step, Act) or state is None:
            return None
        for action in state.legal_actions():
            if state.action_to_string(action) == answer:
                return state.describe_action(action).label
        return None

    def card_step(self) -> bool:
        """Whether the step now is a card step, valued from the deal (:func:`is_card_step`)."""
        return (
            isinstance(self.step, Act)
            and self.state is not None
            and not self.pending()
            and is_card_step(self.lesson, self.index, self.state)
        )

    def decision_step(self) -> bool:
        """Whether the step now is a decision step, its answers evaluated from the hand
        (:func:`is_decision_step`)."""
        return (
            isinstance(self.step, Act)
            and self.state is not None
            and not self.pending()
            and is_decision_step(self.lesson, self.index, self.state)
        )

    def needs_values(self) -> bool:
        """Whether the step now is a card or decision step not valued yet: judging an answer
        would first value it (:meth:`set_values` takes the values from elsewhere)."""
        return (self.card_step() or self.decision_step()) and self.index not in self._values

    def values_known(self, index: int) -> bool:
        """Whether step ``index``'s cards were valued (or found too large to value)."""
        return index in self._values

    def goal_verdicts(self) -> dict[int, Verdict]:
        """Every legal action of the act step now against its goal alone (the rule of thumb;
        no valuing of the deal)."""
        step = self.step
        if not isinstance(step, Act) or self.state is None or self.pending():
            raise LessonError("no act step is waiting for an answer")
        return judge(step.goal, self.state, self.lesson.user)

    def set_values(self, index: int, values: Judgement) -> None:
        """The cards of step ``index`` valued elsewhere (:func:`step_values`, in a worker)."""
        self._values[index] = values
        if index == self.index:
            self._verdicts = None

    def values(self) -> StepValues | None:
        """The cards of the card step now valued with the cards as they lie (valued here if
        nobody did yet); ``None`` when it is no card step or too large to value."""
        if not self.card_step():
            return None
        found = self._judgement()
        return found if isinstance(found, StepValues) else None

    def evaluation(self) -> Hint | None:
        """The engine's evaluation of the learner's hand at the decision step now (made here
        if nobody did yet); ``None`` at another step."""
        if not self.decision_step():
            return None
        found = self._judgement()
        return found if isinstance(found, Hint) else None

    def _judgement(self) -> Judgement:
        if self.index not in self._values:
            self._values[self.index] = step_values(self.lesson, self.index)
        return self._values[self.index]

    def verdicts(self) -> dict[int, Verdict]:
        """Every legal action of the act step now, judged by the engine: a card by what it
        is worth in the deal against the lesson's own card (:mod:`.judging`), anything else
        against the step's goal."""
        step = self.step
        if not isinstance(step, Act) or self.state is None or self.pending():
            raise LessonError("no act step is waiting for an answer")
        if self._verdicts is None:
            goal = judge(step.goal, self.state, self.lesson.user)
            user = self.lesson.user
            if self.card_step():
                scripted = self.scripted_action()
                goal = deal_verdicts(goal, self.values(), self.state, user, scripted)
            elif self.decision_step():
                scripted = self.scripted_action()
                goal = decision_verdicts(goal, self.evaluation(), self.state, user, scripted)
            self._verdicts = goal
        return self._verdicts

    def goal(self) -> Message:
        """What the act step now asks for, in the goal's words ("Take the trick.")."""
        step = self.step
        if not isinstance(step, Act) or self.state is None:
            raise LessonError("no act step now")
        return asks(step.goal, self.state)

    def accepted(self) -> list[str]:
        """The right answers of the act step now, in record notation."""
        assert self.state is not None
        state = self.state
        return [state.action_to_string(a) for a, v in sorted(self.verdicts().items()) if v.met]

    def scripted(self) -> str:
        """The deal's own action at the act step now (record notation)."""
        step = self.step
        if not isinstance(step, Act) or self.lesson.deal is None:
            raise LessonError("no act step now")
        return self.lesson.deal.actions[step.at][1]

    def scripted_action(self) -> int:
        """The deal's own action at the act step now, as the state's action number."""
        state = self.state
        if state is None:
            raise LessonError("no act step now")
        return state.parse_action(self.scripted())

    # --- taking a step ----------------------------------------------------

    def _ready(self) -> None:
        if self.pending():
            raise LessonError("the lesson's own moves are still being played")

    def proceed(self) -> None:
        """Leave an explanation page."""
        if not isinstance(self.step, Explain):
            raise LessonError("this step needs an answer")
        self._ready()
        self._next()

    def answer(self, text: str) -> Feedback:
        """Answer the current act or ask step with ``text`` (record notation or option)."""
        step = self.step
        if isinstance(step, Ask):
            self._ready()
            if text in step.accepted:
                self._next()
                return Feedback(True, step.explain)
            self.missed.add(self.index)
            return Feedback(False, step.wrong.get(text))
        if isinstance(step, Act):
            self._ready()
            return self._act(step, text)
        raise LessonError("this step has nothing to answer")

    def _act(self, step: Act, text: str) -> Feedback:
        assert self.state is not None and self.lesson.deal is not None
        state = self.state
        actor, right = self.lesson.deal.actions[step.at]
        try:
            action: int | None = state.parse_action(text)
        except StammtischError:
            action = None
        verdict = self.verdicts().get(action) if action is not None else None
        if verdict is not None and verdict.met:
            wanted = state.parse_action(right)
            goes_on = None
            if action != wanted:
                label = state.describe_action(wanted).label
                german = state.game.FACES == "german"
                goes_on = (
                    Message.of(GOES_ON, what=in_faces(label, german)) if label is not None else None
                )
            state.apply_record_action(actor, wanted)
            self._applied += 1
            self._next()
            return Feedback(True, step.explain, verdict.reason, goes_on, verdict.more)
        self.missed.add(self.index)
        if action is not None and verdict is None:
            reason: Message | None = state.illegal_reason(action)
            more: tuple[Message, ...] = ()
        else:
            reason = verdict.reason if verdict is not None else None
            more = verdict.more if verdict is not None else ()
        return Feedback(False, step.wrong.get(text), reason, more=more)

    def _next(self) -> None:
        self.index += 1
        self._verdicts = None


BARE_CARD = re.compile(
    r"[♣♠♥♦](?:10|[AKQJT9872])|\b(?:Eichel|Gras|Grün|Herz|Schellen)-"
    r"(?:Ober|Unter|Sau|König|Zehn|Neun|Acht|Sieben|10|9|8|7)\b"
    r"|\b(?:[Cc]lub|[Ss]pade|[Hh]eart|[Dd]iamond)s? (?:ace|king|queen|jack|ten)\b"
    r"|\b(?:[Aa]ce|[Kk]ing|[Qq]ueen|[Jj]ack|[Tt]en) of (?:club|spade|heart|diamond)s\b"
)
"""A card named in a text's own words instead of by reference (``{HA}``)."""


def table_cards(state: GameState, seat: int) -> frozenset[int]:
    """The cards the table shows ``seat``: its hand, any open hand, the trick, the last trick,
    what of the skat or blind it sees, and the called ace the game announces."""
    table = state.table(seat)
    cards = {c for s in range(table.num_players) for c in table.hand_cards(s)}
    cards |= {slot.card for slot in table.talon if slot.card is not None}
    cards |= {tc.card for tc in table.trick} | {tc.card for tc in table.last_trick}
    called = called_card(state)
    if called is not None:
        cards.add(called)
    return frozenset(cards)


def check_lesson(lesson: Lesson) -> list[str]:
    """Every way ``lesson`` disagrees with the engine (empty when it is sound).

    Runs it with the right answers: each step's point of the deal must not lie behind the
    step before; each act step must be the user's turn, its scripted action must meet its
    goal, and each listed wrong answer must miss it; every text may name only cards on the
    table (or shown with it) when it shows, by reference, and only seats of the deal; the
    deal must end with the result the lesson states.
    """
    problems: list[str] = []
    run = LessonRun(lesson)
    deal = lesson.deal
    left = 0
    for number, (page, at) in enumerate(zip(lesson.steps, run.positions, strict=True)):
        if deal is not None and at < left:
            problems.append(f"step {number}: speaks of action {at}, but the deal is at {left}")
            return problems
        left = at + 1 if isinstance(page, Act) else at
    while not run.finished:
        run.catch_up()
        step = run.step
        number = run.index
        seen = table_cards(run.state, lesson.user) if run.state is not None else frozenset()
        if isinstance(step, Explain):
            problems += _text_problems(lesson, number, step.text, seen | set(step.cards))
            run.proceed()
            continue
        if isinstance(step, Ask):
            shown = seen | set(step.cards) | {c for c in _option_cards(step.options)}
            for text in (step.prompt, step.explain, *step.wrong.values(), *step.labels.values()):
                problems += _text_problems(lesson, number, text, shown)
            for bad in step.wrong:
                if bad in step.accepted or bad not in step.options:
                    problems.append(f"step {number}: wrong answer {bad!r} is not a wrong option")
            run.answer(step.accepted[0])
            continue
        assert isinstance(step, Act) and deal is not None and run.state is not None
        actor, right = deal.actions[step.at]
        state = run.state
        if actor != lesson.user or state.current_player() != actor:
            problems.append(f"step {number}: action {step.at} is not the user's turn")
            return problems
        for text in (step.prompt, *step.wrong.values()):
            problems += _text_problems(lesson, number, text, seen)
        try:
            verdicts = run.verdicts()
        except StammtischError as exc:
            problems.append(f"step {number}: goal {step.goal.name}: {exc}")
            return problems
        hand = {state.action_to_string(c) for c in run.hand()}
        goal = run.goal_verdicts()
        for bad in step.wrong:
            try:
                action = state.parse_action(bad)
            except StammtischError:
                problems.append(f"step {number}: wrong answer {bad!r} is no action")
                continue
            if bad not in hand and action not in verdicts:
                problems.append(f"step {number}: wrong answer {bad!r} is not offered")
            elif action in goal and goal[action].met:
                problems.append(f"step {number}: wrong answer {bad!r} meets the goal")
            elif action in verdicts and verdicts[action].met:
                problems.append(
                    f"step {number}: wrong answer {bad!r} ends the deal as well as the lesson's"
                )
        scripted = state.parse_action(right)
        if not judge(step.goal, state, lesson.user)[scripted].met:
            problems.append(
                f"step {number}: the scripted {right!r} misses the goal {step.goal.name}"
            )
        if not run.answer(right).correct:
            problems.append(
                f"step {number}: the scripted {right!r} misses the goal {step.goal.name}"
            )
            return problems
        after = table_cards(state, lesson.user)
        problems += _text_problems(lesson, number, step.explain, after)
    run.catch_up()
    if deal is not None and run.state is not None:
        problems.extend(_compare_result(lesson, run.state))
    elif lesson.result:
        problems.append("a result is stated but the lesson has no deal")
    return problems


def _option_cards(options: tuple[str, ...]) -> list[int]:
    out = []
    for option in options:
        try:
            card = parse_card(option)
        except StammtischError:
            continue
        if card_str(card) == option:
            out.append(card)
    return out


def _text_problems(lesson: Lesson, number: int, text: LessonText, shown: Set[int]) -> list[str]:
    """What is wrong with ``text`` shown beside ``shown`` cards (none without a deal)."""
    out = []
    bare = BARE_CARD.search(text.en)
    if bare is not None:
        out.append(f"step {number}: {text.code} names {bare.group(0)!r} without a reference")
    players = lesson.deal.players if lesson.deal is not None else 0
    for seat in text.seats():
        if not 0 <= seat < players or seat == lesson.user:
            out.append(f"step {number}: {text.code} names seat {seat}, no other player's seat")
    missing = [card_str(c) for c in text.cards() if c not in shown]
    if missing:
        out.append(f"step {number}: {text.code} names {' '.join(missing)}, not on the table")
    return out


def _compare_result(lesson: Lesson, state: GameState) -> list[str]:
    if not lesson.result:
        return []
    if not state.is_terminal():
        return ["the deal is not over at the end of the lesson, yet a result is stated"]
    ours = state.result().to_json()
    out = []
    for key, value in lesson.result.items():
        if key == "details":
            for name, detail in dict(value).items():
                if ours["details"].get(name) != detail:
                    out.append(
                        f"details.{name}: lesson says {detail!r}, engine gives "
                        f"{ours['details'].get(name)!r}"
                    )
        elif ours.get(key) != value:
            out.append(f"{key}: lesson says {value!r}, engine gives {ours.get(key)!r}")
    return out
