"""Drive a lesson through the engine: present steps, check answers, count stars.

The prepared deal advances by itself (the other seats' scripted actions) up to
each act step; the user's right answer is applied to the engine state, a wrong
one is explained and the step stays to be tried again.  Stars follow lichess's
learn stages: three with no step missed at the first try, two with one, one
otherwise.

>>> from stammtisch.engine.lessons.model import Lesson
>>> lesson = Lesson.from_json({
...     "format": "stammtisch-lesson", "version": 1, "game": "skat", "id": "demo",
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

from dataclasses import dataclass

from ..errors import StammtischError
from ..messages import Message
from ..state import GameState
from .model import Act, Ask, Explain, Lesson, LessonError, LessonText, Step


def stars_for(mistakes: int) -> int:
    """Stars for a finished lesson with ``mistakes`` steps missed at the first try.

    >>> [stars_for(n) for n in range(4)]
    [3, 2, 1, 1]
    """
    return 3 if mistakes <= 0 else 2 if mistakes == 1 else 1


@dataclass(frozen=True)
class Feedback:
    """What an answer came to: right or wrong, and why.

    ``explanation`` is the lesson's text for this wrong answer (or the step's
    general one; after a right answer, the step's explanation too).  ``reason``
    is the engine's own reason when the answer breaks a rule (a message such as
    "You must follow hearts."), else ``None``.
    """

    correct: bool
    explanation: LessonText
    reason: Message | None = None


class LessonRun:
    """One pass through a lesson."""

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.index = 0
        self.missed: set[int] = set()
        self.state: GameState | None = None
        self._applied = 0
        if lesson.deal is not None:
            try:
                self.state = lesson.deal.replay(upto=0)
            except StammtischError as exc:
                raise LessonError(f"{lesson.key}: {exc}") from None
        self._advance_deal()

    # --- where the lesson stands ------------------------------------------

    @property
    def step(self) -> Step | None:
        """The current step, or ``None`` once the lesson is over."""
        return self.lesson.steps[self.index] if self.index < len(self.lesson.steps) else None

    @property
    def finished(self) -> bool:
        return self.index >= len(self.lesson.steps)

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
        if isinstance(step, Act) and self.state is not None:
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

    # --- taking a step ----------------------------------------------------

    def proceed(self) -> None:
        """Leave an explanation page."""
        if not isinstance(self.step, Explain):
            raise LessonError("this step needs an answer")
        self._next()

    def answer(self, text: str) -> Feedback:
        """Answer the current act or ask step with ``text`` (record notation or option)."""
        step = self.step
        if isinstance(step, Ask):
            if text in step.accepted:
                self._next()
                return Feedback(True, step.explain)
            self.missed.add(self.index)
            return Feedback(False, step.wrong.get(text, step.explain))
        if isinstance(step, Act):
            return self._act(step, text)
        raise LessonError("this step has nothing to answer")

    def _act(self, step: Act, text: str) -> Feedback:
        assert self.state is not None and self.lesson.deal is not None
        state = self.state
        actor, right = self.lesson.deal.actions[step.at]
        try:
            action = state.parse_action(text)
        except StammtischError:
            action = None
        wanted = state.parse_action(right)
        if action is not None and action == wanted:
            state.apply_record_action(actor, action)
            self._applied += 1
            self._next()
            return Feedback(True, step.explain)
        self.missed.add(self.index)
        reason = None
        if action is not None and not state.is_legal(action):
            reason = state.illegal_reason(action)
        return Feedback(False, step.wrong.get(text, step.explain), reason)

    def _next(self) -> None:
        self.index += 1
        self._advance_deal()

    def _advance_deal(self) -> None:
        """Play the scripted actions up to the next act step (all of them at the end)."""
        deal, state = self.lesson.deal, self.state
        if deal is None or state is None:
            return
        upto = len(deal.actions)
        for step in self.lesson.steps[self.index :]:
            if isinstance(step, Act):
                upto = step.at
                break
        while self._applied < upto:
            actor, text = deal.actions[self._applied]
            try:
                state.apply_record_action(actor, state.parse_action(text))
            except StammtischError as exc:
                raise LessonError(
                    f"{self.lesson.key}: scripted action {self._applied} ({text!r}): {exc}"
                ) from None
            self._applied += 1


def check_lesson(lesson: Lesson) -> list[str]:
    """Every way ``lesson`` disagrees with the engine (empty when it is sound).

    Runs it with the right answers: each act step must be the user's turn and
    the right action legal; each listed wrong answer must differ from the right
    one; the deal must end with the result the lesson states.
    """
    problems: list[str] = []
    run = LessonRun(lesson)
    deal = lesson.deal
    while not run.finished:
        step = run.step
        if isinstance(step, Explain):
            run.proceed()
            continue
        if isinstance(step, Ask):
            for bad in step.wrong:
                if bad in step.accepted or bad not in step.options:
                    problems.append(f"step {run.index}: wrong answer {bad!r} is not a wrong option")
            run.answer(step.accepted[0])
            continue
        assert isinstance(step, Act) and deal is not None and run.state is not None
        actor, right = deal.actions[step.at]
        state = run.state
        if actor != lesson.user or state.current_player() != actor:
            problems.append(f"step {run.index}: action {step.at} is not the user's turn")
            return problems
        for bad in step.wrong:
            try:
                if state.parse_action(bad) == state.parse_action(right):
                    problems.append(f"step {run.index}: wrong answer {bad!r} is the right one")
            except StammtischError:
                problems.append(f"step {run.index}: wrong answer {bad!r} is no action")
        if not run.answer(right).correct:
            problems.append(f"step {run.index}: the right answer {right!r} is refused")
            return problems
    if deal is not None and run.state is not None:
        problems.extend(_compare_result(lesson, run.state))
    elif lesson.result:
        problems.append("a result is stated but the lesson has no deal")
    return problems


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
