"""Lessons through the real widgets: the Learn menu, a lesson on the real table with right
and wrong answers, the stars kept in the settings across a restart."""

from __future__ import annotations

from pathlib import Path

import pytest
from desktop_driver import double_click
from desktop_support import english, temp_settings, valued  # noqa: F401  (english: a fixture)
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMenu
from pytestqt.qtbot import QtBot

from stammtisch.desktop.widgets.learn_parts import CARDS_PER_ROW
from stammtisch.desktop.widgets.lesson_view import LessonWindow
from stammtisch.desktop.widgets.main_window import MainWindow
from stammtisch.engine.cards import card_str
from stammtisch.engine.lessons import Act, Ask, Explain, LessonRun, load_all

pytestmark = pytest.mark.usefixtures("english")

PATHS = load_all()
FOLLOW = {
    game: next(lesson for lesson in lessons if lesson.deal is not None)
    for game, lessons in PATHS.items()
    if any(lesson.deal is not None for lesson in lessons)
}


def _window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    window = MainWindow(temp_settings(tmp_path), None, pace_ms=0)
    qtbot.addWidget(window)
    return window


def _play_card(qtbot: QtBot, lesson_window: LessonWindow, token: str) -> None:
    items = [
        i
        for i in lesson_window.scene.hand_items()
        if i.card is not None and card_str(i.card) == token
    ]
    assert items, f"{token} is not in the hand on the table"
    double_click(lesson_window, items[0])  # type: ignore[arg-type]


def _answer(qtbot: QtBot, lesson_window: LessonWindow, token: str) -> None:
    valued(qtbot, lesson_window)
    hand = {card_str(c) for c in lesson_window.run.hand()}
    if token in hand and token not in lesson_window.choice_buttons:
        _play_card(qtbot, lesson_window, token)
    else:
        qtbot.mouseClick(lesson_window.choice_buttons[token], Qt.MouseButton.LeftButton)


def _take_lesson(qtbot: QtBot, lesson_window: LessonWindow, wrong_once: bool) -> int:
    """Go through every step with the real widgets; returns the number of wrong answers given."""
    lesson, run = lesson_window.lesson, lesson_window.run
    wrongs = 0
    while not run.finished:
        step = run.step
        if isinstance(step, Explain):
            qtbot.mouseClick(lesson_window.next_button, Qt.MouseButton.LeftButton)
            continue
        assert not lesson_window.next_button.isEnabled()
        if isinstance(step, Ask):
            right = step.accepted[0]
            bad = [o for o in step.options if o not in step.accepted]
        else:
            assert isinstance(step, Act) and lesson.deal is not None
            right = lesson.deal.actions[step.at][1]
            bad = [
                w
                for w in step.wrong
                if w in {card_str(c) for c in run.hand()} or w in lesson_window.choice_buttons
            ]
        if wrong_once and bad:
            index = run.index
            _answer(qtbot, lesson_window, bad[0])
            wrongs += 1
            assert run.index == index, "a wrong answer must keep the step"
            feedback = lesson_window.feedback_label.text()
            assert feedback and lesson_window.feedback is not None
            assert not lesson_window.feedback.correct
            assert not lesson_window.next_button.isEnabled()
        _answer(qtbot, lesson_window, right)
        qtbot.waitUntil(lambda: lesson_window.next_button.isEnabled())
        assert lesson_window.feedback is not None and lesson_window.feedback.correct
        qtbot.mouseClick(lesson_window.next_button, Qt.MouseButton.LeftButton)
    return wrongs


@pytest.mark.parametrize("game", sorted(FOLLOW))
def test_a_lesson_through_the_widgets_keeps_its_stars_after_a_restart(
    qtbot: QtBot,
    tmp_path: Path,
    game: str,
) -> None:
    window = _window(qtbot, tmp_path)
    menu = window.findChild(QMenu, "learnMenu")
    assert menu is window.learn_menu and menu.title() == "&Learn"
    window.learn_menu.game_actions[game].trigger()
    dialog = window.learn_menu.dialog
    assert dialog is not None and dialog.game() == game
    lesson = FOLLOW[game]
    assert dialog.summaries[game].text().startswith(f"0 of {len(PATHS[game])} lessons completed")
    lesson_window = dialog.start(lesson.key)
    qtbot.addWidget(lesson_window)
    assert lesson_window.view.isVisible()
    wrongs = _take_lesson(qtbot, lesson_window, wrong_once=True)
    assert wrongs >= 1
    expected = 3 if wrongs == 0 else 2 if wrongs == 1 else 1
    assert lesson_window.stars_label.text() == "★" * expected + "☆" * (3 - expected)
    assert lesson_window.run.state is not None and lesson_window.run.state.is_terminal()
    qtbot.mouseClick(lesson_window.next_button, Qt.MouseButton.LeftButton)
    window.close()

    again = _window(qtbot, tmp_path)  # a restart: a new window on the same settings file
    dialog = again.learn_menu.open(game)
    assert dialog.summaries[game].text().startswith(f"1 of {len(PATHS[game])} lessons completed")
    listing = dialog.lists[game]
    row = PATHS[game].index(lesson)
    assert listing.item(row).text().endswith("★" * expected + "☆" * (3 - expected))
    # doing it again without a mistake raises the best stars to three
    perfect = dialog.start(lesson.key)
    qtbot.addWidget(perfect)
    assert _take_lesson(qtbot, perfect, wrong_once=False) == 0
    assert perfect.stars_label.text() == "★★★"
    assert again.settings.lesson_stars(lesson.key) == 3


def test_a_question_lesson_runs_without_a_table(qtbot: QtBot, tmp_path: Path) -> None:
    window = _window(qtbot, tmp_path)
    dialog = window.learn_menu.open("skat")
    lesson_window = dialog.start("skat/points")
    qtbot.addWidget(lesson_window)
    assert not lesson_window.view.isVisible()
    qtbot.mouseClick(lesson_window.next_button, Qt.MouseButton.LeftButton)
    assert set(lesson_window.choice_buttons) == {"60", "61", "90"}
    qtbot.mouseClick(lesson_window.choice_buttons["60"], Qt.MouseButton.LeftButton)
    assert "61" in lesson_window.feedback_label.text()
    assert "Try again." in lesson_window.feedback_label.text()


def test_the_first_start_is_told_apart(tmp_path: Path, qapp: object) -> None:
    from PySide6.QtCore import QSettings

    from stammtisch.desktop.settings import AppSettings

    fresh = AppSettings(QSettings(str(tmp_path / "new.ini"), QSettings.Format.IniFormat))
    assert fresh.first_start
    fresh.set_lesson_stars("skat/cards", 2)
    assert not fresh.first_start and fresh.lesson_stars("skat/cards") == 2
    fresh.store.setValue("lessons/skat/cards", "lots")
    assert fresh.lesson_stars("skat/cards") == 0


@pytest.mark.parametrize("choice", ["Learn a game", "Play"])
def test_the_welcome_offers_the_lessons(qtbot: QtBot, tmp_path: Path, choice: str) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    from stammtisch.desktop.widgets.lesson_view import welcome

    window = _window(qtbot, tmp_path)
    went_on: list[bool] = []

    def click() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox) and "lessons" in box.text()
        button = next(b for b in box.buttons() if b.text() == choice)
        button.click()

    QTimer.singleShot(50, click)
    welcome(window.learn_menu, lambda: went_on.append(True))
    assert window.settings.store.value("welcomed") in (True, "true")
    if choice == "Play":
        assert went_on == [True] and window.learn_menu.dialog is None
    else:
        assert went_on == [] and window.learn_menu.dialog is not None
        assert window.learn_menu.dialog.isVisible()


def test_the_cards_lesson_shows_the_cards_it_names(qtbot: QtBot, tmp_path: Path) -> None:
    """A newcomer sees the faces the text names, in the game's own pictures, and the answers
    that are cards carry their faces too; answers that are numbers do not."""
    window = _window(qtbot, tmp_path)
    dialog = window.learn_menu.open("schafkopf")
    lesson_window = dialog.start("schafkopf/cards")
    qtbot.addWidget(lesson_window)
    lesson = lesson_window.lesson
    row = lesson_window.cards

    def shown() -> list[list[str]]:
        grid = row.grid
        rows: list[list[str]] = []
        for r in range(grid.rowCount()):
            names = []
            for c in range(grid.columnCount()):
                item = grid.itemAtPosition(r, c)
                if item is not None and item.widget() is not None:
                    label = item.widget()
                    assert isinstance(label, QLabel) and not label.pixmap().isNull()
                    names.append(label.objectName().removeprefix("card_"))
            if names:
                rows.append(names)
        return rows

    for page in (0, 1):
        step = lesson.steps[page]
        assert isinstance(step, Explain)
        assert row.isVisibleTo(lesson_window)
        tokens = [card_str(c) for c in step.cards]
        assert shown() == [
            tokens[i : i + CARDS_PER_ROW] for i in range(0, len(tokens), CARDS_PER_ROW)
        ]
        qtbot.mouseClick(lesson_window.next_button, Qt.MouseButton.LeftButton)
    ask = lesson_window.run.step
    assert isinstance(ask, Ask) and not ask.cards
    assert not row.isVisibleTo(lesson_window)
    assert [w for w in row.findChildren(QLabel) if w.isVisibleTo(lesson_window)] == []
    buttons = lesson_window.choice_buttons
    assert set(buttons) == set(ask.options) == {"CQ", "HA", "CJ"}
    assert all(not b.icon().isNull() for b in buttons.values())
    assert buttons["CQ"].text() == "Eichel-Ober"  # the game's own name beside its face
    while "14" not in lesson_window.choice_buttons:
        step = lesson_window.run.step
        assert isinstance(step, Ask)
        _answer(qtbot, lesson_window, step.accepted[0])
        qtbot.waitUntil(lesson_window.next_button.isEnabled)
        qtbot.mouseClick(lesson_window.next_button, Qt.MouseButton.LeftButton)
    assert set(lesson_window.choice_buttons) == {"8", "14", "4"}
    assert all(b.icon().isNull() for b in lesson_window.choice_buttons.values())


def test_a_question_shows_its_own_cards_and_none_left_from_the_page_before(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = _window(qtbot, tmp_path)
    lesson_window = window.learn_menu.open("doppelkopf").start("doppelkopf/bridge")
    qtbot.addWidget(lesson_window)
    row = lesson_window.cards

    def visible() -> list[str]:
        return sorted(
            w.objectName() for w in row.findChildren(QLabel) if w.isVisibleTo(lesson_window)
        )

    assert visible() == ["card_CQ", "card_HT"]
    # straight calls, no event loop in between: the old cards must be gone at once
    lesson_window.go_on()
    assert visible() == [] and not row.isVisibleTo(lesson_window)
    lesson_window.answer("121")
    lesson_window.show_step()
    lesson_window.go_on()
    assert visible() == ["card_DA"]


GUIDED = {
    game: next(lesson for lesson in lessons if lesson.guided)
    for game, lessons in PATHS.items()
    if any(lesson.guided for lesson in lessons)
}


WHOLE_DEALS = [(game, lesson.id) for game, lesson in sorted(GUIDED.items())] + [
    (game, lesson.id)
    for game, lessons in sorted(PATHS.items())
    for lesson in lessons
    if lesson.id == "defending"
]


@pytest.mark.parametrize(("game", "lesson_id"), WHOLE_DEALS)
def test_every_card_of_every_act_step_is_judged_through_the_window(
    qtbot: QtBot, tmp_path: Path, game: str, lesson_id: str
) -> None:
    """Each game's guided deal, and its whole deal as a defender, through the real window:
    at every act step each card of the hand (each word offered, for a decision) is tried.
    A card or word that misses the step's goal (or breaks a rule) is refused with the
    engine's reason for that very action and leaves the deal as it was; a right card other
    than the scripted one is taken as right and says the lesson goes on with the scripted
    one; the scripted card is taken, once by the keyboard."""
    from desktop_driver import keyboard

    from stammtisch.desktop.messages import text as message_text

    window = _window(qtbot, tmp_path)
    lesson = next(lesson for lesson in PATHS[game] if lesson.id == lesson_id)
    lesson_window = window.learn_menu.open(game).start(lesson.key)
    qtbot.addWidget(lesson_window)
    run = lesson_window.run
    assert lesson.deal is not None and run.state is not None
    names = ["You", "Anna", "Bernd", "Clara", "Dieter"][: run.state.game.num_players]
    assert lesson.user == 0 and lesson_window._names() == names
    refused = accepted_elsewhere = by_keyboard = 0
    first_card_step: int | None = None
    while not run.finished:
        step = run.step
        if not isinstance(step, Act):
            if isinstance(step, Ask):
                _answer(qtbot, lesson_window, step.accepted[0])
            qtbot.waitUntil(lesson_window.next_button.isEnabled)
            qtbot.mouseClick(lesson_window.next_button, Qt.MouseButton.LeftButton)
            continue
        state = run.state
        right = lesson.deal.actions[step.at][1]
        hand = [card_str(c) for c in run.hand()]
        if right not in hand:  # a word: every other word offered is tried first
            assert right in lesson_window.choice_buttons, (
                right,
                list(lesson_window.choice_buttons),
            )
            verdicts = run.verdicts()
            before = len(state.history())
            for token in list(lesson_window.choice_buttons):
                verdict = verdicts.get(state.parse_action(token))
                if token == right or verdict is None or verdict.met:
                    continue
                _answer(qtbot, lesson_window, token)
                feedback = lesson_window.feedback
                assert feedback is not None and not feedback.correct, token
                assert feedback.reason == verdict.reason and len(state.history()) == before
                shown = lesson_window.feedback_label.text()
                assert message_text(verdict.reason, names=names, viewer=lesson.user) in shown
                refused += 1
            _answer(qtbot, lesson_window, right)
            qtbot.waitUntil(lesson_window.next_button.isEnabled)
            qtbot.mouseClick(lesson_window.next_button, Qt.MouseButton.LeftButton)
            continue
        assert lesson_window.goal_label.text(), "an act step says what it asks for"
        how = lesson_window.howto_label.text()
        assert ("double-click" in how) == (first_card_step is None), how
        if first_card_step is None:
            first_card_step = run.index
        verdicts = run.verdicts()
        valued_step = run.values() is not None
        before = len(state.history())
        other_right = None
        for token in hand:
            action = state.parse_action(token)
            verdict = verdicts.get(action)
            if verdict is not None and verdict.met:
                if token != right and other_right is None:
                    other_right = token
                continue
            index = run.index
            _play_card(qtbot, lesson_window, token)
            assert run.index == index and len(state.history()) == before, token
            feedback = lesson_window.feedback
            assert feedback is not None and not feedback.correct, token
            reason = verdict.reason if verdict is not None else state.illegal_reason(action)
            assert reason is not None and feedback.reason == reason, token
            shown = lesson_window.feedback_label.text()
            assert message_text(reason, names=names, viewer=lesson.user) in shown, token
            assert "Try again." in shown
            refused += 1
        chosen = other_right if other_right is not None else right
        if chosen == right and by_keyboard == 0:
            item = next(
                i
                for i in lesson_window.scene.hand_items()
                if i.card is not None and card_str(i.card) == right
            )
            keyboard(lesson_window, item)  # type: ignore[arg-type]
            by_keyboard += 1
        else:
            _play_card(qtbot, lesson_window, chosen)
        feedback = lesson_window.feedback
        assert feedback is not None and feedback.correct, chosen
        assert state.action_to_string(state.history()[before][1]) == right
        shown = lesson_window.feedback_label.text()
        assert shown.startswith("Right!")
        if chosen != right:
            assert feedback.goes_on is not None and "goes on as its deal was written" in shown
            if valued_step:
                assert "works too" in shown, shown  # a card valued as good as the lesson's
            accepted_elsewhere += 1
        else:
            assert feedback.goes_on is None
        qtbot.waitUntil(lesson_window.next_button.isEnabled)
        qtbot.mouseClick(lesson_window.next_button, Qt.MouseButton.LeftButton)
    # guided deals, cards only (round 1): doppelkopf 62 refused and 2 other right cards,
    # schafkopf 25 and 1, sheepshead 21 and 4, skat 44 and 1; the defenders' deals' own
    # steps may each have one right card only
    assert refused > 0 and by_keyboard == 1
    assert accepted_elsewhere > 0 or not lesson.guided
    assert run.state.is_terminal()


@pytest.mark.parametrize("choice", ["Continue lessons", "Play"])
def test_an_unfinished_path_is_offered_at_start(qtbot: QtBot, tmp_path: Path, choice: str) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    from stammtisch.desktop.widgets.lesson_view import offer_lessons, unfinished_path

    window = _window(qtbot, tmp_path)
    went_on: list[bool] = []
    offer_lessons(window.learn_menu, lambda: went_on.append(True))
    assert went_on == [True] and unfinished_path(window.settings) is None  # nothing started
    went_on.clear()
    lessons = PATHS["schafkopf"]
    for lesson in lessons[:2]:
        window.settings.set_lesson_stars(lesson.key, 2)
    window.settings.set_lesson_stars(PATHS["skat"][0].key, 3)
    assert unfinished_path(window.settings) == "schafkopf"

    def click() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox) and box.objectName() == "continueLessons"
        assert f"2 of {len(lessons)} lessons completed" in box.text()
        next(b for b in box.buttons() if b.text() == choice).click()

    QTimer.singleShot(50, click)
    offer_lessons(window.learn_menu, lambda: went_on.append(True))
    dialog = window.learn_menu.dialog
    if choice == "Play":
        assert went_on == [True] and dialog is None
        return
    assert went_on == [] and dialog is not None and dialog.isVisible()
    assert dialog.game() == "schafkopf" and dialog.lists["schafkopf"].currentRow() == 2
    # a lesson finished selects the one after it
    dialog.select_next(lessons[4].key)
    assert dialog.lists["schafkopf"].currentRow() == 5


def test_the_learn_list_wraps_instead_of_scrolling_sideways(qtbot: QtBot, tmp_path: Path) -> None:
    window = _window(qtbot, tmp_path)
    dialog = window.learn_menu.open("doppelkopf")
    for listing in dialog.lists.values():
        assert listing.wordWrap()
        assert listing.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    from stammtisch.desktop.widgets.rules_dialog import RulesDialog

    lesson_window = dialog.start(FOLLOW["doppelkopf"].key)
    qtbot.addWidget(lesson_window)
    rules = RulesDialog("doppelkopf", "Doppelkopf", "en")
    qtbot.addWidget(rules)
    screen = dialog.screen().availableGeometry()
    for shown in (dialog, lesson_window, rules):
        least = shown.minimumSizeHint()
        assert least.width() <= 1024 - 16 and least.height() <= 700 - 48  # fits 1024 × 700
        assert shown.width() <= max(screen.width(), least.width())
        assert shown.height() <= max(screen.height(), least.height())


def test_h_asks_the_coach_in_a_guided_deal_and_its_advice_meets_the_goal(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """In a guided deal, H at an act step shows the coach's advice with reasons, and the
    card advised is one the step accepts; outside a guided deal H does nothing."""
    from PySide6.QtTest import QTest

    window = _window(qtbot, tmp_path)
    lesson_window = window.learn_menu.open("skat").start(GUIDED["skat"].key)
    qtbot.addWidget(lesson_window)
    assert lesson_window.hinter is not None
    lesson_window.hinter.budget_ms, lesson_window.hinter.work = 200.0, 4
    run = lesson_window.run
    asked = 0
    while not run.finished and asked < 3:
        step = run.step
        if isinstance(step, Act) and run.scripted() in {card_str(c) for c in run.hand()}:
            assert lesson_window.hint_button.isVisible()
            QTest.keyClick(lesson_window, Qt.Key.Key_H)
            assert lesson_window.hint_label.text() == "Thinking…"
            qtbot.waitUntil(lambda: "Advice:" in lesson_window.hint_label.text(), timeout=20000)
            shown = lesson_window.hint_label.text()
            first = shown.splitlines()[0]
            advised = [a for a in run.accepted() if first.endswith(_symbol(a))]
            assert advised, (shown, run.accepted())
            asked += 1
        elif isinstance(step, Act):
            assert lesson_window.hint_button.isVisible()
        else:
            assert not lesson_window.hint_button.isVisible()
        if isinstance(step, Explain):
            lesson_window.go_on()
            continue
        right = step.accepted[0] if isinstance(step, Ask) else run.scripted()
        valued(qtbot, lesson_window)
        lesson_window.answer(right)
        lesson_window.go_on()
        assert lesson_window.hint_label.text() == ""  # the advice was for the step before
    assert asked == 3
    lesson_window.close()
    other = window.learn_menu.open("skat").start(FOLLOW["skat"].key)
    qtbot.addWidget(other)
    assert other.hinter is None and not other.hint_button.isVisible()


def _symbol(token: str) -> str:
    from stammtisch.engine.cards import parse_card, symbol_str

    return symbol_str(parse_card(token))


def _trick_lesson() -> tuple[str, int]:
    """A lesson whose own moves finish a trick and then play on before the next step: its
    key, and how many of its actions are played when that trick is finished."""
    for lessons in PATHS.values():
        for lesson in lessons:
            if lesson.deal is None:
                continue
            run = LessonRun(lesson)
            while not run.finished:
                while run.pending():
                    run.play_next()
                    table = run.state.table(lesson.user)  # type: ignore[union-attr]
                    if not table.trick and table.last_trick and run.pending():
                        return lesson.key, run.played
                step = run.step
                if isinstance(step, Explain):
                    run.proceed()
                elif isinstance(step, Ask):
                    run.answer(step.accepted[0])
                else:
                    run.set_values(run.index, None)
                    run.answer(run.scripted())
    raise AssertionError("no lesson finishes a trick by its own moves")


def test_a_finished_trick_stays_on_the_table_until_the_learner_goes_on(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """The lesson's own moves are played one at a time; when one finishes a trick, the trick
    stays on the table with its taker named until Next or Space, however long the learner
    reads (L7), and only then is the next card played."""
    from PySide6.QtTest import QTest

    key, finished = _trick_lesson()
    window = MainWindow(temp_settings(tmp_path), None, pace_ms=20)
    qtbot.addWidget(window)
    lesson_window = window.learn_menu.open(key.split("/")[0]).start(key)
    qtbot.addWidget(lesson_window)
    run = lesson_window.run
    for _ in range(2000):  # the steps up to that trick, answered right
        if run.played >= finished:
            break
        step = run.step
        if isinstance(step, Act) and not run.pending() and not lesson_window.waiting:
            valued(qtbot, lesson_window)
            lesson_window.answer(run.scripted())
        elif isinstance(step, Ask) and not run.pending():
            lesson_window.answer(step.accepted[0])
        elif lesson_window.next_button.isEnabled() and (
            lesson_window.waiting or lesson_window.trick_pause() or not run.pending()
        ):
            qtbot.mouseClick(lesson_window.next_button, Qt.MouseButton.LeftButton)
        qtbot.wait(30)
    assert run.played == finished and lesson_window.trick_pause()
    trick = run.state.table(lesson_window.lesson.user).last_trick  # type: ignore[union-attr]
    qtbot.wait(10 * lesson_window.pace_ms)  # far longer than a move's pace
    assert run.played == finished, "the next card was played over the finished trick"
    shown = {i.card for i in lesson_window.scene.trick_items()}
    assert shown == {tc.card for tc in trick}
    assert lesson_window.scene.taker_label.isVisible()
    assert "Press Next or Space" in lesson_window.text_label.text()
    assert lesson_window.next_button.hasFocus() or not lesson_window.isActiveWindow()
    lesson_window.view.setFocus()  # Space on the table goes on as well as on Next
    QTest.keyClick(lesson_window.view, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: run.played > finished)


def test_a_card_played_before_its_step_is_valued_is_judged_once_it_is(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """The valuing runs in the background; a card played before it is done is held ("Looking
    at the cards as they lie…") and judged when the values arrive, the window never waiting."""
    from stammtisch.engine.lessons.runner import step_values

    window = _window(qtbot, tmp_path)
    lesson = next(x for x in PATHS["skat"] if x.id == "follow")
    lesson_window = window.learn_menu.open("skat").start(lesson.key)
    qtbot.addWidget(lesson_window)
    lesson_window.valuer.shutdown()  # the worker's answer is given by hand below
    run = lesson_window.run
    qtbot.mouseClick(lesson_window.next_button, Qt.MouseButton.LeftButton)
    for _ in range(40):  # Next: the page after the first trick, the lesson's own moves
        if isinstance(run.step, Act) and not run.pending():
            break
        lesson_window.go_on()
    assert isinstance(run.step, Act) and not run.pending()
    index = run.index
    run._values.pop(index, None)  # as if the worker had not reached this step yet
    assert run.needs_values()
    worse = next(
        a
        for a, v in run.goal_verdicts().items()
        if not v.met and a in {c for c in run.hand()}
    )  # fmt: skip
    assert lesson_window.answer(card_str(worse)) is None
    assert lesson_window.held == card_str(worse)
    assert "Looking at the cards" in lesson_window.feedback_label.text()
    assert run.index == index and run.needs_values()
    lesson_window._valued((index, step_values(lesson, index)))
    assert lesson_window.held is None and lesson_window.feedback is not None
    assert lesson_window.feedback.reason is not None
    assert lesson_window.feedback.correct == run.verdicts()[worse].met
