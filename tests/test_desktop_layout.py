"""The table's layout: nothing overlaps a name plate, the text stays readable at 1024×700, the
hand is large at 1600×1000, the score sheet keeps to its share and names are not cut."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from desktop_support import temp_settings
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from stammtisch.desktop.layout import (
    CARD_H,
    CARD_W,
    HAND_SCALE,
    HAND_Y,
    MIN_TEXT_PX,
    OPPONENT_SCALE,
    PLATE_H,
    PLATE_MAX_H,
    READABLE_W,
    SCENE_H,
    SCENE_W,
    TALON_SCALE,
    SeatPlace,
    hand_positions,
    open_hand_positions,
    open_hand_scale,
    opponent_positions,
    plate_rect,
    seat_places,
    talon_positions,
)
from stammtisch.desktop.widgets.main_window import MainWindow
from stammtisch.desktop.widgets.new_game import NewGameSpec
from stammtisch.desktop.widgets.table_scene import SeatPlate
from stammtisch.engine.registry import all_games

Box = tuple[float, float, float, float]
"""left, top, right, bottom."""


def box(x: float, y: float, width: float, height: float) -> Box:
    return (x - width / 2, y - height / 2, x + width / 2, y + height / 2)


def overlap(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def plate_box(place: SeatPlace, height: float = PLATE_MAX_H) -> Box:
    """The plate at ``place`` grown to ``height`` (a long line wraps: at most the tallest)."""
    left, top, width, tall = plate_rect(place, height)
    return (left, top, left + width, top + tall)


def hidden_stack(place_index: int, players: int, count: int) -> list[Box]:
    place = seat_places(players)[place_index]
    upright = place.angle in (0.0, 180.0)
    w, h = CARD_W * OPPONENT_SCALE, CARD_H * OPPONENT_SCALE
    size = (w, h) if upright else (h, w)
    return [box(x, y, *size) for x, y in opponent_positions(place, count)]


def user_hand(count: int) -> list[Box]:
    w, h = CARD_W * HAND_SCALE, CARD_H * HAND_SCALE
    return [box(x, HAND_Y + dy, w, h) for x, dy, _ in hand_positions(count)]


SEAT_COUNTS = sorted({n for cls in all_games() for n in cls.PLAYER_COUNTS})


@pytest.mark.parametrize("players", SEAT_COUNTS)
def test_no_hand_overlaps_a_name_plate_and_plates_stay_apart(players: int) -> None:
    places = seat_places(players)
    # each plate as usual and grown to the tallest (a long line wraps)
    seated = [(k, plate_box(p, h)) for k, p in enumerate(places) for h in (PLATE_H, PLATE_MAX_H)]
    plates = [b for _, b in seated]
    for i, (seat_a, a) in enumerate(seated):
        assert a[0] >= 0 and a[2] <= SCENE_W and a[1] >= 0 and a[3] <= SCENE_H
        for seat_b, b in seated[i + 1 :]:
            if seat_a != seat_b:
                assert not overlap(a, b), f"two plates overlap at {players} players"
    for count in (8, 10, 12, 13):  # a 12-card Doppelkopf hand, 13 while picking up
        cards = user_hand(count)
        assert not any(overlap(c, p) for c in cards for p in plates), f"user hand {count}"
        for index in range(1, players):
            stack = hidden_stack(index, players, count)
            assert not any(overlap(c, p) for c in stack for p in plates), (
                f"a {count}-card hidden stack overlaps a plate at {players} players"
            )


@pytest.mark.parametrize("players", [3, 4])
def test_an_open_hand_at_a_side_lies_in_readable_rows_clear_of_plates_talon_and_hand(
    players: int,
) -> None:
    """An ouvert declarer's hand at a side: upright rows whose cards show their indices,
    under its plate, clear of every plate (grown to its tallest), the talon and the user's
    hand, inside the table."""
    places = seat_places(players)
    plates = [plate_box(p, h) for p in places for h in (PLATE_H, PLATE_MAX_H)]
    tw, th = CARD_W * TALON_SCALE, CARD_H * TALON_SCALE
    skat = [box(x, y, tw, th) for x, y in talon_positions(2)]  # the skat, face down
    mine = user_hand(12)
    for place in places:
        if place.angle not in (90.0, -90.0):
            continue
        scale = open_hand_scale(place)
        w, h = CARD_W * scale, CARD_H * scale
        assert scale > OPPONENT_SCALE  # larger than a hidden hand: its cards are read
        for count in (8, 10, 12):
            spots = open_hand_positions(place, count)
            cards = [box(x, y, w, h) for x, y in spots]
            for c in cards:
                assert c[0] >= 0 and c[2] <= SCENE_W and c[1] >= 0 and c[3] <= SCENE_H
            assert not any(overlap(c, p) for c in cards for p in plates), (place.name, count)
            assert not any(overlap(c, t) for c in cards for t in mine), (place.name, count)
            assert not any(overlap(c, t) for c in cards for t in skat), (place.name, count)
            # each card shows its top-left corner (the index) past the cards laid over it
            xs = sorted({x for x, _ in spots})
            ys = sorted({y for _, y in spots})
            assert min(b - a for a, b in itertools.pairwise(xs)) >= 0.6 * w
            assert min(b - a for a, b in itertools.pairwise(ys)) >= 0.5 * h


def window_at(qtbot: QtBot, tmp_path: Path, size: tuple[int, int], players: int) -> MainWindow:
    window = MainWindow(temp_settings(tmp_path), None, pace_ms=60_000)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    game = {3: "skat", 4: "doppelkopf", 5: "sheepshead"}[players]
    names = ["You", "Anna", "Bernd", "Clara", "Maximiliane-Theodora"][:players]
    spec = NewGameSpec(game, players, {}, names, ["human"] + ["random"] * (players - 1), 1)
    window.start_session(spec, seed=3)
    QApplication.processEvents()
    window._fit_score_sheet()
    QApplication.processEvents()
    return window


def test_at_1024_by_700_the_text_is_readable_and_the_sheet_keeps_to_what_the_table_leaves(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = window_at(qtbot, tmp_path, (1024, 700), 5)
    scale = window.view.transform().m11()
    assert MIN_TEXT_PX * scale >= 11, f"scene text shows at {MIN_TEXT_PX * scale:.1f} px"
    assert window.score_dock.width() <= window.width() - READABLE_W
    header = window.score_view.horizontalHeader()
    metrics = header.fontMetrics()
    for column in range(1, header.count()):  # each name column holds its whole name
        name = str(window.score_model.headerData(column, header.orientation()))
        assert header.sectionSize(column) >= metrics.horizontalAdvance(name)
    window.score_action.trigger()  # collapsible: Ctrl+K hides the sheet
    assert not window.score_dock.isVisible()
    QApplication.processEvents()
    assert window.view.transform().m11() >= scale


def test_a_long_name_plate_is_elided_with_the_whole_in_its_tooltip(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = window_at(qtbot, tmp_path, (1024, 700), 5)
    plates = [i for i in window.scene.items() if isinstance(i, SeatPlate)]
    plate = next(p for p in plates if p.name == "Maximiliane-Theodora")
    plate.set_info(plate.name, plate.marks, "pass · pick · call ♥A · no 90 · no 60", False, False)
    assert plate.toolTip() == "\n".join(
        line for line in (plate.name, plate.marks, "pass · pick · call ♥A · no 90 · no 60") if line
    )


def test_at_1600_by_1000_a_hand_card_is_large(qtbot: QtBot, tmp_path: Path) -> None:
    window = window_at(qtbot, tmp_path, (1600, 1000), 4)
    items = window.scene.hand_items()
    assert len(items) == 12
    scale = window.view.transform().m11()
    first = window.view.mapFromScene(items[0].sceneBoundingRect()).boundingRect()
    assert CARD_W * HAND_SCALE * scale > 100, "a hand card is not over 100 px wide"
    assert first.width() > 100
    step = (
        window.view.mapFromScene(items[1].pos()).x() - window.view.mapFromScene(items[0].pos()).x()
    )
    assert step >= 0.5 * CARD_W * HAND_SCALE * scale * 0.9  # neighbours show over half a card


def test_a_plates_japanese_words_wrap_whole(qtbot: QtBot) -> None:
    """ "ディーラー・デクレアラー" in a narrow plate wraps after the ・, never inside a word."""
    from PySide6.QtGui import QTextLayout, QTextOption

    from stammtisch.desktop.linebreak import unmarked
    from stammtisch.desktop.widgets.table_scene import plate_font, whole_words

    text = whole_words("ディーラー・デクレアラー")
    assert unmarked(text) == "ディーラー・デクレアラー"
    layout = QTextLayout(text, plate_font(MIN_TEXT_PX))
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    lines = []
    while (line := layout.createLine()).isValid():
        line.setLineWidth(9 * MIN_TEXT_PX)  # room for about nine characters
        lines.append(text[line.textStart() : line.textStart() + line.textLength()])
    layout.endLayout()
    assert [unmarked(x).strip() for x in lines] == ["ディーラー・", "デクレアラー"]
    assert whole_words("Grand Hand, Schneider") == "Grand Hand, Schneider"
