"""A lesson file read into small immutable values, checked as it is read.

>>> lesson = Lesson.from_json({
...     "format": "stammtisch-lesson", "version": 2, "game": "skat", "id": "demo",
...     "order": 1, "title": {"code": "lesson.skat.demo.title", "en": "Demo"},
...     "steps": [{"explain": {"code": "lesson.skat.demo.1", "en": "Hello."}},
...               {"ask": {"code": "lesson.skat.demo.2", "en": "How many?"},
...                "options": ["60", "61"], "answer": ["61"],
...                "explain": {"code": "lesson.skat.demo.3", "en": "61 wins."}}]})
>>> lesson.code_prefix
'lesson.skat.demo'
>>> [t.code for t in lesson.texts()][:2]
['lesson.skat.demo.title', 'lesson.skat.demo.1']
>>> lesson.steps[1].accepted
('61',)

A page may show cards beside its text (record notation, in the order given):

>>> page = Lesson.from_json({
...     "format": "stammtisch-lesson", "version": 2, "game": "skat", "id": "demo",
...     "order": 1, "title": {"code": "lesson.skat.demo.title", "en": "Demo"},
...     "steps": [{"explain": {"code": "lesson.skat.demo.1", "en": "{CJ} beats {SJ}."},
...                "cards": ["CJ", "SJ", "HJ", "DJ"]}]}).steps[0]
>>> [card_str(c) for c in page.cards]
['CJ', 'SJ', 'HJ', 'DJ']

A text names cards and seats by reference, ``{CJ}`` and ``{p1}``: the reader sees the card in
the game's own names and the seat as its player's name.

>>> [card_str(c) for c in page.text.cards()], page.text.fill(card_str, lambda seat: "Anna")
(['CJ', 'SJ'], 'CJ beats SJ.')
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from ..cards import Card, card_str, parse_card
from ..errors import StammtischError
from ..records import DealRecord
from .goals import Goal, GoalError

LESSON_FORMAT = "stammtisch-lesson"
LESSON_VERSION = 2
MAX_BYTES = 1 << 20

REFERENCE = re.compile(r"\{([^{}]*)\}")
"""A reference in a text: ``{CJ}`` a card (record notation), ``{p1}`` a seat's player."""
CARD_REFERENCE = re.compile(r"[CSHD][AKQJT987]")
SEAT_REFERENCE = re.compile(r"p[0-9]")


class LessonError(StammtischError):
    """A lesson file is malformed, or its deal does not replay as it says."""


@dataclass(frozen=True)
class LessonText:
    """One text of a lesson: its message code and its English.

    The desktop translates it by code (``.ts`` context ``Lesson``, the code as
    disambiguation); ``str()`` gives the English.
    """

    code: str
    en: str

    def __str__(self) -> str:
        return self.en

    def cards(self) -> tuple[Card, ...]:
        """The cards the text names (``{CJ}``), in order, each once."""
        return tuple(dict.fromkeys(c for c in _references(self.en) if isinstance(c, int)))

    def seats(self) -> tuple[int, ...]:
        """The seats the text names (``{p1}``), in order, each once."""
        return tuple(dict.fromkeys(s[1] for s in _references(self.en) if isinstance(s, tuple)))

    def fill(
        self, card: Callable[[Card], str], seat: Callable[[int], str], template: str | None = None
    ) -> str:
        """``template`` (the English, or its translation) with every reference written out:
        ``card(c)`` for ``{CJ}``, ``seat(s)`` for ``{p1}``."""
        return fill_references(self.en if template is None else template, card, seat)


def _reference(token: str) -> Card | tuple[str, int]:
    """A reference's value: a card, or ``("seat", n)``; :class:`LessonError` otherwise."""
    if CARD_REFERENCE.fullmatch(token):
        return parse_card(token)
    if SEAT_REFERENCE.fullmatch(token):
        return ("seat", int(token[1:]))
    raise LessonError(f"{{{token}}} is no reference: a card such as {{CJ}}, a seat such as {{p1}}")


def _references(text: str) -> list[Card | tuple[str, int]]:
    return [_reference(m.group(1)) for m in REFERENCE.finditer(text)]


def fill_references(text: str, card: Callable[[Card], str], seat: Callable[[int], str]) -> str:
    """``text`` with its references written out (an unknown one is left as it is).

    >>> fill_references("{p2} plays {HT}.", lambda c: "10", lambda s: f"seat {s}")
    'seat 2 plays 10.'
    """

    def one(match: re.Match[str]) -> str:
        try:
            value = _reference(match.group(1))
        except LessonError:
            return match.group(0)
        return seat(value[1]) if isinstance(value, tuple) else card(value)

    return REFERENCE.sub(one, text)


@dataclass(frozen=True)
class Explain:
    """A page of explanation; nothing to answer.  ``cards``: cards shown with it, in order.

    ``at``: the point of the deal it speaks of, as the number of the deal's actions played
    (``None``: where the step before left the deal)."""

    text: LessonText
    cards: tuple[Card, ...] = ()
    at: int | None = None


@dataclass(frozen=True)
class Act:
    """The user takes the deal's action at ``at`` in the deal's actions, aiming for ``goal``.

    Every legal action that meets the goal is right; the deal goes on with the scripted
    one.  ``explain`` is shown after a right answer, with the scripted action on the
    table; ``wrong`` adds the lesson's words to particular wrong answers (by record
    notation, ``"HA"``), after the reason the engine works out for that answer.
    """

    prompt: LessonText
    at: int
    explain: LessonText
    goal: Goal
    wrong: Mapping[str, LessonText] = field(default_factory=dict)


@dataclass(frozen=True)
class Ask:
    """A question about the position (count the points, which card wins...).

    ``options`` are the answers offered, each a language-neutral token
    (``"61"``, ``"CJ"``) or labelled by a text in ``labels``; ``accepted``
    those that are right.
    """

    prompt: LessonText
    options: tuple[str, ...]
    accepted: tuple[str, ...]
    explain: LessonText
    wrong: Mapping[str, LessonText] = field(default_factory=dict)
    labels: Mapping[str, LessonText] = field(default_factory=dict)
    cards: tuple[Card, ...] = ()
    """Cards shown with the question, in order (the options that are cards show anyway)."""
    at: int | None = None
    """The point of the deal it asks about (as :attr:`Explain.at`)."""


Step = Explain | Act | Ask


@dataclass(frozen=True)
class Lesson:
    """One lesson: its game, place in the path, texts, prepared deal and steps."""

    game: str
    id: str
    order: int
    title: LessonText
    steps: tuple[Step, ...]
    summary: LessonText | None = None
    kind: str = "basics"
    user: int = 0
    deal: DealRecord | None = None
    result: Mapping[str, Any] = field(default_factory=dict)
    guided: bool = False
    """A guided whole deal: the learner may ask the coach for a hint at every act step."""

    @property
    def key(self) -> str:
        """``<game>/<id>``: how progress names this lesson."""
        return f"{self.game}/{self.id}"

    @property
    def code_prefix(self) -> str:
        return f"lesson.{self.game}.{self.id}"

    @property
    def scored_steps(self) -> int:
        """Steps that count towards the stars (every act and ask)."""
        return sum(1 for s in self.steps if not isinstance(s, Explain))

    def texts(self) -> Iterator[LessonText]:
        """Every text of the lesson, in order."""
        yield self.title
        if self.summary is not None:
            yield self.summary
        for step in self.steps:
            if isinstance(step, Explain):
                yield step.text
                continue
            yield step.prompt
            yield step.explain
            yield from step.wrong.values()
            if isinstance(step, Ask):
                yield from step.labels.values()

    @classmethod
    def from_json(cls, data: Any, where: str = "lesson") -> Lesson:
        obj = _object(data, where)
        if obj.get("format") != LESSON_FORMAT:
            raise LessonError(f"{where}: format must be {LESSON_FORMAT!r}")
        if obj.get("version") != LESSON_VERSION:
            raise LessonError(f"{where}: version {obj.get('version')!r} is not {LESSON_VERSION}")
        game, ident = _str(obj, "game", where), _str(obj, "id", where)
        prefix = f"lesson.{game}.{ident}"
        read = _TextReader(prefix, where)
        deal = None
        if obj.get("deal") is not None:
            deal_obj = dict(_object(obj["deal"], f"{where}: deal"))
            deal_obj.setdefault("format", "stammtisch-deal")
            deal_obj.setdefault("version", 1)
            deal_obj.setdefault("game", game)
            deal = DealRecord.from_json(deal_obj, f"{where}: deal")
            if deal.game != game:
                raise LessonError(f"{where}: the deal is {deal.game}, the lesson {game}")
        steps = tuple(
            _step(s, read, deal, f"{where}: step {i}")
            for i, s in enumerate(_list(obj, "steps", where))
        )
        if not steps:
            raise LessonError(f"{where}: a lesson needs steps")
        kind = obj.get("kind", "basics")
        if kind not in ("basics", "bridge"):
            raise LessonError(f"{where}: kind must be 'basics' or 'bridge'")
        order = obj.get("order")
        if not isinstance(order, int) or isinstance(order, bool):
            raise LessonError(f"{where}: order must be a number")
        user = obj.get("user", 0)
        if not isinstance(user, int) or (deal is not None and not 0 <= user < deal.players):
            raise LessonError(f"{where}: user must be a seat of the deal")
        result = obj.get("result", {})
        if not isinstance(result, dict):
            raise LessonError(f"{where}: result must be an object")
        guided = obj.get("guided", False)
        if not isinstance(guided, bool) or (guided and deal is None):
            raise LessonError(f"{where}: guided must be true or false, and needs a deal")
        summary = read(obj["summary"]) if "summary" in obj else None
        return cls(
            game=game,
            id=ident,
            order=order,
            title=read(obj.get("title")),
            steps=steps,
            summary=summary,
            kind=kind,
            user=user,
            deal=deal,
            result=dict(result),
            guided=guided,
        )


class _TextReader:
    """Reads ``{"code", "en"}`` objects, each code under the lesson's own prefix."""

    def __init__(self, prefix: str, where: str) -> None:
        self.prefix = prefix
        self.where = where

    def __call__(self, data: Any) -> LessonText:
        obj = _object(data, f"{self.where}: text")
        code, en = obj.get("code"), obj.get("en")
        if not isinstance(code, str) or not code.startswith(self.prefix + "."):
            raise LessonError(f"{self.where}: text code {code!r} must start with {self.prefix}.")
        if not isinstance(en, str) or not en.strip():
            raise LessonError(f"{self.where}: text {code} has no English")
        try:
            _references(en)
        except LessonError as exc:
            raise LessonError(f"{self.where}: text {code}: {exc}") from None
        return LessonText(code, en)


def _step(data: Any, read: _TextReader, deal: DealRecord | None, where: str) -> Step:
    obj = _object(data, where)
    wrong = {str(k): read(v) for k, v in _object(obj.get("wrong", {}), where).items()}
    cards = _cards(obj, where)
    if "explain" in obj and set(obj) <= {"explain", "cards", "at"}:
        return Explain(read(obj["explain"]), cards, _position(obj, deal, where))
    if "act" in obj:
        if cards:
            raise LessonError(f"{where}: an act step shows its cards on the table, not in cards")
        at = obj.get("at")
        if deal is None:
            raise LessonError(f"{where}: an act step needs the lesson's deal")
        if not isinstance(at, int) or not 0 <= at < len(deal.actions):
            raise LessonError(f"{where}: at must index the deal's actions")
        if "goal" not in obj:
            raise LessonError(f"{where}: an act step names its goal (docs/lessons.md)")
        try:
            goal = Goal.from_json(obj["goal"], f"{where}: goal")
        except GoalError as exc:
            raise LessonError(str(exc)) from None
        return Act(read(obj["act"]), at, read(obj["explain"]), goal, wrong)
    if "ask" in obj:
        options = tuple(str(o) for o in _list(obj, "options", where))
        answer = obj.get("answer")
        accepted = tuple(str(a) for a in (answer if isinstance(answer, list) else [answer]))
        if not accepted or not set(accepted) <= set(options):
            raise LessonError(f"{where}: every answer must be one of the options")
        labels = {str(k): read(v) for k, v in _object(obj.get("labels", {}), where).items()}
        if not set(labels) <= set(options):
            raise LessonError(f"{where}: labels for answers that are not options")
        return Ask(
            read(obj["ask"]),
            options,
            accepted,
            read(obj["explain"]),
            wrong,
            labels,
            cards,
            _position(obj, deal, where),
        )
    raise LessonError(
        f"{where}: a step is {{explain}}, {{act, at, goal, explain}} or {{ask, options...}}"
    )


def _position(obj: Mapping[str, Any], deal: DealRecord | None, where: str) -> int | None:
    """A page's or question's ``at``: how many of the deal's actions are played when it shows."""
    if "at" not in obj:
        return None
    at = obj["at"]
    if deal is None:
        raise LessonError(f"{where}: at needs the lesson's deal")
    if not isinstance(at, int) or isinstance(at, bool) or not 0 <= at <= len(deal.actions):
        raise LessonError(f"{where}: at must be a point of the deal (0 to its actions)")
    return at


def _cards(obj: Mapping[str, Any], where: str) -> tuple[Card, ...]:
    """The step's ``cards`` (record notation), none if it has none."""
    if "cards" not in obj:
        return ()
    cards = []
    for token in _list(obj, "cards", where):
        try:
            card = parse_card(str(token))
        except StammtischError:
            raise LessonError(f"{where}: {token!r} in cards is not a card") from None
        if card_str(card) != token:
            raise LessonError(f"{where}: {token!r} in cards is not a card")
        cards.append(card)
    if len(set(cards)) != len(cards):
        raise LessonError(f"{where}: a card shown twice")
    return tuple(cards)


def load_lesson(path: str | os.PathLike[str]) -> Lesson:
    """Read one lesson file; :class:`LessonError` names the file and what is wrong."""
    where = os.fspath(path)
    try:
        if os.path.getsize(path) > MAX_BYTES:
            raise LessonError(f"{where}: larger than {MAX_BYTES} bytes")
        with open(path, encoding="utf-8") as fh:
            data = json.load(fh)
    except (OSError, json.JSONDecodeError) as exc:
        raise LessonError(f"{where}: {exc}") from None
    return Lesson.from_json(data, where)


def _object(data: Any, where: str) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise LessonError(f"{where}: expected an object")
    return data


def _str(obj: Mapping[str, Any], key: str, where: str) -> str:
    value = obj.get(key)
    if not isinstance(value, str) or not value or " " in value:
        raise LessonError(f"{where}: {key} must be a word")
    return value


def _list(obj: Mapping[str, Any], key: str, where: str) -> list[Any]:
    value = obj.get(key)
    if not isinstance(value, list):
        raise LessonError(f"{where}: {key} must be a list")
    return value
