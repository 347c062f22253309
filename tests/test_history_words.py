"""The words and figures of the history, the statistics and the table in the reader's
language: numbers, percentages and dates as the locale writes them (no English decimal
point in German), cards as the table names them (no English card letter in German
running text), parties in the plural, one form for each call, counters that count, grade
shares that cannot be read as ranks, card points left out where they decide nothing."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from desktop_driver import pick
from desktop_tables import click, seat_at
from history_fixture import fill, shown_panel
from PySide6.QtCore import QCoreApplication, QLocale
from pytestqt.qtbot import QtBot
from sheepshead_deals import deal

from stammtisch.desktop import formats
from stammtisch.desktop.i18n import install_language
from stammtisch.desktop.lessons import text as lesson_text
from stammtisch.desktop.messages import catalogue_lines, text
from stammtisch.desktop.widgets.chart import CountAxis
from stammtisch.engine.cards import cards_str, parse_cards
from stammtisch.engine.explain import declarer_side, defender_side, won_verdict
from stammtisch.engine.history.store import Grade, HistoryStore
from stammtisch.engine.lessons import load_all
from stammtisch.engine.messages import CardArg, Message
from stammtisch.engine.registry import game_class
from stammtisch.engine.sheepshead import SheepsheadGame

pytest.importorskip("pyqtgraph")

from stammtisch.desktop.widgets.history_view import HistoryView
from stammtisch.desktop.widgets.statistics import CHARTS, StatisticsPanel

ENGLISH_DECIMAL = re.compile(r"(?<![\d.,])\d+\.\d{1,2}(?![\d.])")
"""A number written with an English decimal point ("26.9", "7.75"); German groups
thousands with a point, always three digits ("1.250"), and never writes decimals so."""
CARD_SYMBOL = re.compile(r"[♣♠♥♦](10|[AKQJ9874])")
"""A card written with its suit symbol and English index ("♥Q", "♣J", "♦10")."""


@pytest.fixture
def language() -> Iterator[None]:
    yield
    install_language("en")


def graded_history() -> HistoryStore:
    """The hand-made history, its decisions graded with losses that need decimals."""
    store = HistoryStore.in_memory()
    ids = fill(store)
    store.add_grades(ids["A2"], [Grade(1, 20.0, "blunder"), Grade(2, 0.0, "best")])
    store.add_grades(ids["B2"], [Grade(1, 2.25, "mistake"), Grade(2, 0.5, "good")])
    return store


def without_dates(said: str) -> str:
    """``said`` without the dates and times the locale writes (German "29.11.26, 14:05")."""
    return re.sub(r"\d{1,2}\.\d{1,2}\.\d{2,4}", "", said)


def everything_said(panel: StatisticsPanel, qtbot: QtBot) -> list[str]:
    """What every tab of the panel shows: captions, what charts say, each point's tip and
    the numbers on each axis."""
    out: list[str] = []
    for key in CHARTS:
        panel.tabs.setCurrentIndex(CHARTS.index(key))
        page = panel.pages[key]
        out.append(page.said())
        chart = page.chart
        if chart is None:
            continue
        out += [chart.tip_of(i) for i in range(len(chart.xs))]
        qtbot.wait(20)  # the plot lays its axes out
        for side in ("left", "bottom"):
            axis = chart.plot.getAxis(side)
            low, high = axis.range
            if axis._tickLevels is None and high > low:
                levels = axis.tickValues(low, high, 400)
                for spacing, values in levels:
                    out += axis.tickStrings(values, 1.0, spacing)
    return out


@pytest.mark.usefixtures("language")
def test_no_english_decimal_point_in_german_figures(qtbot: QtBot) -> None:
    store = graded_history()
    assert install_language("de")
    panel = shown_panel(qtbot, store)
    said = everything_said(panel, qtbot)
    wrong = [s for s in said if ENGLISH_DECIMAL.search(without_dates(s))]
    assert wrong == []
    joined = "\n".join(said)
    grades = panel.pages["grades"].caption.text()
    assert re.search(r"\d,\d\d bei \d+ Entscheidungen", grades)  # a decimal comma
    # German writes a space before the percent sign, Japanese does not
    assert "\u00a0%" in grades and not re.search(r"\d%", joined)
    view = HistoryView(store)
    qtbot.addWidget(view)
    view.filters.set_filter(None)
    view.reload()
    cells = [
        str(view.model.index(r, c).data())
        for r in range(view.model.rowCount())
        for c in range(view.model.columnCount())
    ]
    assert not [c for c in cells if ENGLISH_DECIMAL.search(without_dates(c))]
    panel.close()
    view.close()
    assert install_language("ja")
    panel = StatisticsPanel(store)
    qtbot.addWidget(panel)
    panel.set_filter(game="skat")
    panel.tabs.setCurrentIndex(CHARTS.index("grades"))
    grades = panel.pages["grades"].caption.text()
    assert re.search(r"\d%", grades) and "\u00a0%" not in grades
    panel.close()
    store.close()


@pytest.mark.usefixtures("language")
def test_the_helper_writes_each_locales_forms() -> None:
    expected = {
        "en": ("+27.0", "1,250", "53%", "-0.5"),
        "de": ("+27,0", "1.250", "53\u00a0%", "-0,5"),
        "ja": ("+27.0", "1,250", "53%", "-0.5"),
    }
    for language, forms in expected.items():
        assert install_language(language)
        assert QLocale().name().startswith(language)
        said = (
            formats.decimal(27.0, 1, signed=True),
            formats.integer(1250),
            formats.percent(53.0),
            formats.decimal(-0.5, 1),
        )
        assert said == forms
        assert formats.decimal(-0.04, 1, signed=True) in ("+0.0", "+0,0")  # no minus zero


def test_count_and_point_axes_tick_at_whole_numbers(qtbot: QtBot) -> None:
    axis = CountAxis("left")
    axis.whole = True
    for low, high in ((0.0, 3.0), (-12.0, 48.0), (0.0, 1.2)):
        for spacing, values in axis.tickValues(low, high, 300):
            assert spacing >= 1 and all(float(v).is_integer() for v in values)
            assert all("." not in s and "," not in s for s in axis.tickStrings(values, 1, spacing))
    free = CountAxis("left")
    levels = free.tickValues(0.0, 1.2, 300)
    assert any(spacing < 1 for spacing, _ in levels)  # a loss a decision keeps its decimals


def lesson_texts(language: str) -> Iterator[tuple[str, str]]:
    """(code, text) of every lesson text in ``language``, cards named with the game's faces."""
    for path in load_all().values():
        for lesson in path:
            faces = "german" if game_class(lesson.game).FACES == "german" else "french"
            for value in lesson.texts():
                yield value.code, lesson_text(value, faces, ("A", "B", "C", "D", "E"))


@pytest.mark.usefixtures("language")
def test_no_english_card_letter_in_german_running_text() -> None:
    assert install_language("de")
    for faces in ("french", "german"):
        wrong = [line for line in catalogue_lines(faces) if CARD_SYMBOL.search(line)]
        assert wrong == [], wrong[:5]
    wrong = [(code, said) for code, said in lesson_texts("de") if CARD_SYMBOL.search(said)]
    assert wrong == [], wrong[:5]
    said = text(Message.of("action.lay_away", card=CardArg(parse_cards("HQ")[0])))
    assert said == "Herz-Dame drücken"  # not "♥Q drücken"
    # Japanese keeps the seeds' symbols (♣J); English too
    assert install_language("ja")
    assert any(CARD_SYMBOL.search(line) for line in catalogue_lines("french"))


@pytest.mark.usefixtures("language")
def test_parties_of_several_are_said_in_the_plural() -> None:
    skat_defenders = defender_side((1, 2), 70, won=True)
    solo_defenders = defender_side((0, 2, 3), 70, won=True)
    sauspiel = declarer_side((0, 2), 70, won=True)
    alone = declarer_side((1,), 70, won=True)
    assert install_language("de")
    assert text(won_verdict(skat_defenders)) == "Die Gegenspieler haben gewonnen."
    assert text(won_verdict(solo_defenders)) == "Die Gegenspieler haben gewonnen."
    assert text(won_verdict(sauspiel)) == "Der Spieler und sein Partner haben gewonnen."
    assert text(won_verdict(alone)) == "Der Spieler hat gewonnen."
    assert install_language("ja")
    assert text(won_verdict(solo_defenders)) == "防御側の勝ち。"
    assert install_language("en")
    assert text(won_verdict(solo_defenders)) == "The defenders won."


@pytest.mark.usefixtures("language")
def test_each_call_has_one_form_in_buttons_prompts_and_the_trainer() -> None:
    assert install_language("de")
    bid = text(Message.of("action.bid", value=18))
    passing = text(Message.of("action.pass"))
    assert (bid, passing) == ("Reize 18", "Passe")
    for context in ("SheepsheadControls", "DoppelkopfControls"):
        assert QCoreApplication.translate(context, "Pass") == "Passe"
    assert QCoreApplication.translate("DecisionPanel", "Bid") == "Reize"
    # the coach and the lessons say the same imperative, never "reiz"
    coach = text(Message.of("coach.phase.skat_bidding"))
    assert "reize 18" in coach
    trainer = [said for code, said in lesson_texts("de") if code.startswith("lesson.skat.")]
    assert not [s for s in trainer if re.search(r"\breiz\b", s)]


@pytest.mark.usefixtures("language")
@pytest.mark.parametrize(
    ("language_code", "counts"),
    [
        ("en", ["Still to bury: 2.", "Still to bury: 1.", "Still to bury: 0."]),
        ("de", ["Noch zu vergraben: 2.", "Noch zu vergraben: 1.", "Noch zu vergraben: 0."]),
    ],
)
def test_the_bury_counter_counts_the_cards_chosen(
    qtbot: QtBot, tmp_path: Path, language_code: str, counts: list[str]
) -> None:
    assert install_language(language_code)
    game = SheepsheadGame(5)
    mine, blind = "CQ SQ HQ DQ C7 S7", "CJ SJ"
    rest = [c for c in range(32) if c not in set(parse_cards(f"{mine} {blind}"))]
    hands = {0: mine}
    for seat in range(1, 5):
        hands[seat], rest = cards_str(rest[:6]), rest[6:]
    state = deal(game, hands, blind, dealer=4)
    window = seat_at(qtbot, tmp_path, state)
    click(qtbot, window, QCoreApplication.translate("SheepsheadControls", "Pick"))
    seen = [window.decisions.prompt.text()]
    for item in [i for i in window.scene.hand_items() if i.card in parse_cards("CJ SJ")]:
        pick(window, item, "click")
        seen.append(window.decisions.prompt.text())
    assert [s[-len(c) :] for s, c in zip(seen, counts, strict=True)] == counts
    window.close()


@pytest.mark.usefixtures("language")
@pytest.mark.parametrize("language_code", ["en", "de", "ja"])
def test_grade_shares_cannot_be_read_as_ranks(qtbot: QtBot, language_code: str) -> None:
    store = graded_history()
    assert install_language(language_code)
    panel = StatisticsPanel(store)
    qtbot.addWidget(panel)
    panel.set_filter(game="skat")
    panel.tabs.setCurrentIndex(CHARTS.index("grades"))
    caption = panel.pages["grades"].caption.text()
    grades = [
        QCoreApplication.translate("StatisticsPanel", name)
        for name in ("best", "good", "inaccuracy", "mistake", "blunder")
    ]
    for grade in grades:
        # "3. bester Zug" read as "third-best move": no grade's name right after a number
        assert not re.search(rf"\d\.?\s*{re.escape(grade)}", caption), (grade, caption)
    # each share after its grade's name and a colon, on a line of its own
    shares = caption.split("\n")[-1]
    colon = "：" if language_code == "ja" else ":"
    assert f"{grades[0]}{colon}" in shares and f"{grades[4]}{colon}" in shares
    panel.close()
    store.close()


@pytest.mark.usefixtures("language")
@pytest.mark.parametrize(
    ("language_code", "left_out"),
    [
        ("en", "Left out: 1 Null game: the declarer wins by taking no trick"),
        ("de", "Nicht gezählt: 1 Nullspiel: Der Spieler gewinnt, wenn er keinen Stich macht"),
        ("ja", "除外：ヌル1ゲーム"),
    ],
)
def test_card_points_are_charted_only_where_they_decide(
    qtbot: QtBot, language_code: str, left_out: str
) -> None:
    store = HistoryStore.in_memory()
    fill(store)
    assert install_language(language_code)
    panel = StatisticsPanel(store)
    qtbot.addWidget(panel)
    panel.set_filter(game="skat")
    panel.tabs.setCurrentIndex(CHARTS.index("points"))
    page = panel.pages["points"]
    assert page.chart is not None
    # the Null's 10 card points are not a bar: the histogram starts at 60
    assert page.chart.xs.tolist() == [65.0, 75.0, 85.0]
    assert left_out in page.caption.text()
    panel.close()
    store.close()
