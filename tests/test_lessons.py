"""Every lesson replays through the engine and is translated; the runner's rules."""

from __future__ import annotations

import copy
import fnmatch
import json
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from stammtisch.engine.cards import card_points, card_suit, parse_card
from stammtisch.engine.doppelkopf import contracts as doppelkopf_contracts
from stammtisch.engine.lessons import (
    Act,
    Ask,
    Explain,
    Lesson,
    LessonError,
    LessonRun,
    LessonText,
    lesson_folder,
    load_all,
    load_lesson,
)
from stammtisch.engine.lessons.runner import BARE_CARD, check_lesson
from stammtisch.engine.registry import game_names, make_game
from stammtisch.engine.schafkopf import contracts as schafkopf_contracts
from stammtisch.engine.sheepshead import contracts as sheepshead_contracts
from stammtisch.engine.skat import contracts as skat_contracts

REPO = Path(__file__).resolve().parent.parent
ALL = load_all()
LESSONS = [lesson for lessons in ALL.values() for lesson in lessons]
SKAT_FOLLOW = lesson_folder() / "skat" / "02-follow.json"


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.key)
def test_every_lesson_replays_through_the_engine(lesson: Lesson) -> None:
    assert check_lesson(lesson) == []
    if lesson.deal is not None and lesson.result:
        run = _right_run(lesson)
        assert run.state is not None and run.state.is_terminal()


def _right_run(lesson: Lesson) -> LessonRun:
    run = LessonRun(lesson)
    while not run.finished:
        run.catch_up()
        step = run.step
        if isinstance(step, Explain):
            run.proceed()
        elif isinstance(step, Ask):
            assert run.answer(step.accepted[0]).correct
        else:
            assert isinstance(step, Act) and lesson.deal is not None
            assert run.answer(lesson.deal.actions[step.at][1]).correct
    run.catch_up()
    return run


def test_every_game_has_a_path_with_a_bridge_lesson() -> None:
    for game in game_names():
        lessons = ALL[game]
        kinds = [lesson.kind for lesson in lessons]
        assert kinds.count("basics") >= 8 and kinds.count("bridge") == 1, game
        assert any(lesson.deal is not None and lesson.result for lesson in lessons), game
        assert len({lesson.order for lesson in lessons}) == len(lessons), game


def _ts_lesson_entries(language: str) -> dict[str, tuple[str, str, bool]]:
    root = ET.parse(REPO / "translations" / f"stammtisch_{language}.ts").getroot()
    out = {}
    for context in root.iter("context"):
        if context.findtext("name") != "Lesson":
            continue
        for message in context.iter("message"):
            node = message.find("translation")
            assert node is not None
            out[message.findtext("comment") or ""] = (
                message.findtext("source") or "",
                node.text or "",
                node.get("type") != "unfinished",
            )
    return out


@pytest.mark.parametrize("language", ["de", "ja"])
def test_every_lesson_text_is_translated(language: str) -> None:
    entries = _ts_lesson_entries(language)
    for lesson in LESSONS:
        for text in lesson.texts():
            assert text.code in entries, f"{text.code}: run python tools/translations.py"
            source, translation, finished = entries[text.code]
            assert source == text.en, text.code
            assert finished and translation.strip(), text.code
            # the same words only for names ("Eichel-Ober", "Wenz") and figures ("11 + 10 = 21")
            same_ok = len(text.en.split()) <= 2 or not any(c.isalpha() for c in text.en)
            assert translation != text.en or same_ok, text.code


@pytest.mark.parametrize("language", ["de", "ja"])
def test_a_translation_names_the_cards_and_seats_its_english_names(language: str) -> None:
    """A translated lesson text keeps the English one's references ({CJ}, {p1}): the table
    checks and the game's own card pictures hold in every language."""
    entries = _ts_lesson_entries(language)
    for lesson in LESSONS:
        for text in lesson.texts():
            translated = LessonText(text.code, entries[text.code][1])
            assert set(translated.cards()) == set(text.cards()), text.code
            assert set(translated.seats()) == set(text.seats()), text.code
            assert BARE_CARD.search(translated.en) is None, text.code


def test_japanese_lesson_texts_use_no_english_words() -> None:
    entries = _ts_lesson_entries("ja")
    for lesson in LESSONS:
        for text in lesson.texts():
            translation = entries[text.code][1]
            words = [
                w for w in translation.replace("/", " ").split() if w.isascii() and w.isalpha()
            ]
            assert all(len(w) <= 1 for w in words), (text.code, words)


def test_lesson_files_ship_in_the_wheel() -> None:
    pyproject = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = pyproject["tool"]["setuptools"]["package-data"]["stammtisch.resources"]
    for path in (REPO / "resources" / "lessons").rglob("*.json"):
        rel = path.relative_to(REPO / "resources").as_posix()
        assert any(fnmatch.fnmatch(rel, p) for p in patterns), rel


def test_a_wrong_card_is_explained_with_its_own_reason_and_tried_again() -> None:
    lesson = load_lesson(SKAT_FOLLOW)
    run = LessonRun(lesson)
    assert run.pending() == 0
    run.proceed()
    # the first trick is the lesson's own: the page after it speaks of it
    assert run.pending() == 7 and isinstance(run.step, Explain)
    moves = run.catch_up()
    assert [run.state.action_to_string(a) for _, a in moves] == [  # type: ignore[union-attr]
        *("p", "p", "18", "CH"),
        *("CJ", "DJ", "C7"),
    ]
    run.proceed()
    assert isinstance(run.step, Act) and run.pending() == 11
    with pytest.raises(LessonError, match="still being played"):
        run.answer("H9")
    run.catch_up()
    assert run.state is not None and run.state.current_player() == 0
    assert "H9" in run.choices() and "CK" in run.choices()
    illegal = run.answer("CK")
    assert not illegal.correct and str(illegal.reason) == "must follow hearts"
    assert illegal.explanation is not None and illegal.explanation.code == "lesson.skat.follow.8"
    # with the cards as they lie ♥A lets the other side take a point more (the ♥K is caught
    # later by the ace kept): refused with that cost first, then the goal's rule of thumb
    legal_but_wrong = run.answer("HA")
    assert not legal_but_wrong.correct and str(legal_but_wrong.reason) == (
        "With the cards as they lie, after ♥A the other side takes 1 more card point:"
        " your side ends with 101 instead of 102."
    )
    assert [str(m) for m in legal_but_wrong.more] == [
        "♥A takes the trick whatever the others play."
    ]
    assert legal_but_wrong.explanation is None  # never the right answer's text
    assert run.index == 2  # the step stays
    right = run.answer("H9")
    assert right.correct and right.goes_on is None
    assert str(right.reason) == "♥9 cannot take the trick, whatever the others play."
    run.catch_up()
    assert isinstance(run.step, Act) and run.answer("C8").correct
    assert run.finished and run.pending() == 13
    run.catch_up()
    assert run.state.is_terminal()
    assert (run.mistakes, run.first_try, run.stars) == (1, 1, 2)


def test_another_right_card_is_praised_and_the_deal_goes_on_as_written() -> None:
    lesson = next(lesson for lesson in ALL["sheepshead"] if lesson.id == "follow")
    run = LessonRun(lesson)
    while not (isinstance(run.step, Act) and run.step.goal.name == "give_up_cheaply"):
        run.catch_up()
        if isinstance(run.step, Explain):
            run.proceed()
        else:
            run.answer(run.scripted())
    run.catch_up()
    assert run.scripted() == "D8" and sorted(run.accepted()) == ["D7", "D8"]
    feedback = run.answer("D7")
    assert feedback.correct and feedback.goes_on is not None
    assert str(feedback.goes_on) == "The lesson goes on as its deal was written: play ♦8."
    assert run.state is not None
    assert [tc.card for tc in run.state.table(0).trick][-1] == parse_card("D8")


def test_a_question_s_wrong_answer_gets_its_own_words_or_none() -> None:
    lesson = load_lesson(lesson_folder() / "skat" / "03-points.json")
    run = LessonRun(lesson)
    run.proceed()
    wrong = run.answer("60")
    assert not wrong.correct and wrong.explanation is not None
    assert wrong.explanation.code == "lesson.skat.points.4"
    other = run.answer("90")
    assert not other.correct and other.explanation is None


def test_stars_follow_first_try_answers() -> None:
    lesson = load_lesson(lesson_folder() / "skat" / "03-points.json")
    perfect = _right_run(lesson)
    assert perfect.stars == 3 and perfect.first_try == lesson.scored_steps == 3
    run = LessonRun(lesson)
    run.proceed()
    assert not run.answer("60").correct and not run.answer("90").correct
    assert run.answer("61").correct
    run.answer("24")
    run.answer("25")
    run.proceed()
    run.answer("schneider")
    assert (run.finished, run.mistakes, run.stars) == (True, 2, 1)
    with pytest.raises(LessonError):
        run.answer("61")


def _raw() -> dict[str, object]:
    data = json.loads(SKAT_FOLLOW.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(format="x"), "format"),
        (lambda d: d.update(steps=[]), "needs steps"),
        (lambda d: d["steps"][2].update(at=999), "at must index"),
        (lambda d: d["title"].update(code="lesson.skat.other.1"), "must start with"),
        (lambda d: d["steps"][0]["explain"].update(en=" "), "no English"),
        (lambda d: d["steps"][0].update(cards=["CJ", "X1"]), "'X1' in cards is not a card"),
        (lambda d: d["steps"][0].update(cards=["cj"]), "'cj' in cards is not a card"),
        (lambda d: d["steps"][0].update(cards=["CJ", "CJ"]), "a card shown twice"),
        (lambda d: d["steps"][0].update(cards="CJ"), "cards must be a list"),
        (lambda d: d["steps"][0].update(shown=["CJ"]), "a step is"),
        (lambda d: d["steps"][2].update(cards=["CJ"]), "an act step shows its cards"),
        (lambda d: d["steps"][2].pop("goal"), "names its goal"),
        (lambda d: d["steps"][2].update(goal="win_everything"), "'win_everything' is no goal"),
        (lambda d: d["steps"][2].update(goal={"goal": "bid_or_pass"}), "needs the game's value"),
        (lambda d: d["steps"][2].update(goal={"goal": "take_trick", "x": 1}), "takes no x"),
        (lambda d: d["steps"][0].update(at=99), "at must be a point of the deal"),
        (lambda d: d["steps"][0]["explain"].update(en="The {C10}."), "no reference"),
        (lambda d: d.update(guided="yes"), "guided must be"),
    ],
)
def test_malformed_lessons_are_refused_with_one_line(change, message) -> None:  # type: ignore[no-untyped-def]
    data = copy.deepcopy(_raw())
    change(data)
    with pytest.raises(LessonError, match=message):
        Lesson.from_json(data, "x.json")


def test_a_lesson_whose_texts_or_goals_disagree_with_its_deal_is_reported() -> None:
    data = copy.deepcopy(_raw())
    data["steps"][2]["goal"] = "take_trick"  # the ♥9 cannot take the trick
    data["steps"][3]["goal"] = "any_card"  # the ♥A, listed as wrong, is a card too
    data["steps"][3]["explain"]["en"] = "The {C8} and the {SK}."  # the ♠K is still hidden
    problems = check_lesson(Lesson.from_json(data))
    assert problems == [
        "step 2: the scripted 'H9' misses the goal take_trick",
        "step 3: wrong answer 'HA' meets the goal",
        "step 3: lesson.skat.follow.11 names SK, not on the table",
    ]
    data = copy.deepcopy(_raw())
    data["steps"][2]["at"] = 3
    assert check_lesson(Lesson.from_json(data)) == [
        "step 2: speaks of action 3, but the deal is at 7"
    ]


def test_a_lesson_whose_result_differs_is_reported() -> None:
    data = copy.deepcopy(_raw())
    data["result"] = {"scores": [1, 0, 0]}
    problems = check_lesson(Lesson.from_json(data))
    assert problems == ["scores: lesson says [1, 0, 0], engine gives [60, 0, 0]"]


def test_a_script_with_an_illegal_action_is_reported() -> None:
    data = copy.deepcopy(_raw())
    data["deal"]["actions"][5] = [1, "SA"]  # middlehand must follow trumps with a jack
    with pytest.raises(LessonError, match="scripted action 5"):
        check_lesson(Lesson.from_json(data))


NORMAL_TRUMPS = {
    "skat": skat_contracts.JACKS,  # the jacks come first in every suit game and in Grand
    "schafkopf": schafkopf_contracts.trump_order(schafkopf_contracts.GameType.SAUSPIEL, None),
    "doppelkopf": tuple(doppelkopf_contracts.trump_order(None)),
    "sheepshead": sheepshead_contracts.TRUMP_ORDER,
}


@pytest.mark.parametrize("game", sorted(NORMAL_TRUMPS))
def test_the_cards_lesson_shows_a_suit_then_the_trumps_in_the_engine_s_order(game: str) -> None:
    """What the first lesson shows is what the engine plays: one whole suit of the deck,
    then the normal game's trumps from the top, as its text lists them."""
    lesson = next(lesson for lesson in load_all()[game] if lesson.id == "cards")
    first, second = lesson.steps[0], lesson.steps[1]
    assert isinstance(first, Explain) and isinstance(second, Explain)
    deck = make_game(game).deck()
    clubs = {c for c in deck if card_suit(c) == card_suit(first.cards[0])}
    assert set(first.cards) == clubs and len(first.cards) == len(clubs)
    assert second.cards == tuple(NORMAL_TRUMPS[game])


@pytest.mark.parametrize("game", sorted(NORMAL_TRUMPS))
def test_the_points_lesson_shows_a_whole_suit_from_the_most_points_down(game: str) -> None:
    """The page that lists the card points shows the cards it lists, in its order."""
    lesson = next(lesson for lesson in load_all()[game] if lesson.id == "points")
    page = lesson.steps[0]
    assert isinstance(page, Explain)
    suit = {c for c in make_game(game).deck() if card_suit(c) == card_suit(page.cards[0])}
    assert set(page.cards) == suit and len(page.cards) == len(suit)
    points = [card_points(c) for c in page.cards]
    assert points == sorted(points, reverse=True) and points[0] == 11
