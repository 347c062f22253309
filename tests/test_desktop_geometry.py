"""Windows sized and placed from their screen, and their geometry kept between starts."""

from __future__ import annotations

import doctest
from pathlib import Path

from PySide6.QtCore import QPoint, QRect, QSettings, QSize
from PySide6.QtWidgets import QDialog, QWidget
from pytestqt.qtbot import QtBot

from stammtisch.desktop import geometry
from stammtisch.desktop.geometry import DECORATION, fit_window, fitted_size, inside, use_store


def test_the_examples_hold() -> None:
    assert doctest.testmod(geometry).failed == 0


def test_a_window_is_never_larger_than_the_free_screen() -> None:
    area = QRect(0, 0, 1024, 700)
    assert fitted_size(QSize(1280, 860), area) == QSize(1008, 660)
    assert fitted_size(QSize(300, 200), area) == QSize(300, 200)
    corner = inside(QPoint(900, 650), QSize(400, 300), area)
    assert corner.x() + 400 + DECORATION.width() <= 1024
    assert corner.y() + 300 + DECORATION.height() <= 700


def test_a_dialog_is_fitted_to_its_parents_screen_and_centred_over_it(qtbot: QtBot) -> None:
    use_store(None)
    parent = QWidget()
    qtbot.addWidget(parent)
    area = geometry.available_area(parent)
    parent.setGeometry(area.x() + 20, area.y() + 20, 400, 300)
    dialog = QDialog(parent)
    size = fit_window(dialog, area.width() * 2, 200)
    assert size == QSize(area.width() - DECORATION.width(), 200)
    assert dialog.size() == size
    small = QDialog(parent)
    fit_window(small, 100, 80)
    assert abs(small.geometry().center().x() - parent.geometry().center().x()) <= 2


def test_size_and_position_are_kept_and_restored_fitted(qtbot: QtBot, tmp_path: Path) -> None:
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    use_store(store)
    try:
        window = QWidget()
        qtbot.addWidget(window)
        area = geometry.available_area(window)
        fit_window(window, 500, 400, key="probe")
        window.show()
        window.move(area.x() + 30, area.y() + 40)
        window.resize(420, 310)
        window.close()
        assert store.value("windows/probe") == f"{area.x() + 30},{area.y() + 40},420,310,0"
        again = QWidget()
        qtbot.addWidget(again)
        fit_window(again, 500, 400, key="probe")
        assert again.size() == QSize(420, 310)
        assert again.pos() == QPoint(area.x() + 30, area.y() + 40)
        # a size kept on a larger screen is fitted to this one
        store.setValue("windows/probe", f"{area.x()},{area.y()},{area.width() * 3},99999,0")
        third = QWidget()
        qtbot.addWidget(third)
        fit_window(third, 500, 400, key="probe")
        assert third.width() + DECORATION.width() <= area.width()
        assert third.height() + DECORATION.height() <= area.height()
        # a broken entry is ignored
        store.setValue("windows/probe", "no,such,thing")
        fourth = QWidget()
        qtbot.addWidget(fourth)
        assert fit_window(fourth, 300, 200, key="probe") == QSize(300, 200)
    finally:
        use_store(None)
