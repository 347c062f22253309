"""No English words on any screen of a deal played in German or Japanese.

A scripted deal of every game is played through the real window in each
language; at every turn and at the result the test reads what the user sees
(the status line, the prompt, the buttons, the name plates, the contract
line, the result view, the score sheet) and looks for English words: words of
the English texts (the message catalogue's templates and the app's own
``tr()`` sources) that the language's translations never use themselves.
"""

from __future__ import annotations

import html
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from desktop_driver import play_session
from desktop_support import temp_settings
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QGraphicsSimpleTextItem, QLabel
from pytestqt.qtbot import QtBot

from stammtisch.desktop.i18n import install_language
from stammtisch.desktop.widgets.main_window import MainWindow
from stammtisch.desktop.widgets.new_game import NewGameSpec
from stammtisch.desktop.widgets.table_scene import SeatPlate
from stammtisch.engine.messages import iter_codes, load_catalogue

TRANSLATIONS = Path(__file__).resolve().parent.parent / "translations"
NAMES = {
    "de": ["Du", "Anna", "Bernd", "Clara", "Dieter"],
    "ja": ["あなた", "Anna", "Bernd", "Clara", "Dieter"],
}
WORD = re.compile(r"[A-Za-z][A-Za-z'-]{2,}")


def words(text: str) -> set[str]:
    return {w.lower().strip("'-") for w in WORD.findall(text)}


def english_words(language: str) -> set[str]:
    """Words of the English texts that the language's own translations never use."""
    load_catalogue()
    english: set[str] = set()
    for spec in iter_codes():
        english |= words(re.sub(r"\{\w+\}", " ", spec.template))
    tree = ET.parse(TRANSLATIONS / f"stammtisch_{language}.ts")
    used: set[str] = set()
    for message in tree.getroot().iter("message"):
        english |= words(re.sub(r"%\d|&", " ", message.findtext("source") or ""))
        used |= words(message.findtext("translation") or "")
    return english - used - {w.lower() for w in NAMES[language]}


def screen_texts(window: MainWindow) -> list[str]:
    out = [window.statusBar().currentMessage()]
    for widget in window.findChildren(QLabel):
        if widget.isVisible():
            out.append(widget.text())
    for widget in window.findChildren(QAbstractButton):
        if widget.isVisible():
            out.append(widget.text())
    for item in window.scene.items():
        if isinstance(item, SeatPlate):
            out += [item.name, item.marks, item.calls]
        elif isinstance(item, QGraphicsSimpleTextItem):
            out.append(item.text())
    dialog = window.result_dialog
    if dialog is not None:
        out.append(dialog.text.text())
    model = window.score_model
    for column in range(model.columnCount()):
        out.append(str(model.headerData(column, Qt.Orientation.Horizontal)))
    for row in range(model.rowCount()):
        for column in range(model.columnCount()):
            out.append(str(model.data(model.index(row, column)) or ""))
    return [html.unescape(re.sub(r"<[^>]+>", " ", t)) for t in out if t]


GAMES = [("skat", 3), ("doppelkopf", 4), ("schafkopf", 4), ("sheepshead", 5)]


@pytest.mark.parametrize("language", ["de", "ja"])
@pytest.mark.parametrize(("game", "players"), GAMES)
def test_a_deal_shows_no_english_words(
    qtbot: QtBot, tmp_path: Path, qapp: object, game: str, players: int, language: str
) -> None:
    assert install_language(language)
    try:
        forbidden = english_words(language)
        window = MainWindow(temp_settings(tmp_path), tmp_path / "history.sqlite", pace_ms=0)
        qtbot.addWidget(window)
        window.show()
        names = NAMES[language][:players]
        levels = ["human", "random", "random", "random", "random"][:players]
        seen: dict[str, str] = {}
        shown: list[str] = []

        def observe() -> None:
            texts = screen_texts(window)
            shown.extend(texts)
            for text in texts:
                for word in words(text) & forbidden:
                    seen.setdefault(word, text)

        window.start_session(NewGameSpec(game, players, {}, names, levels, 1), seed=players)
        play_session(qtbot, window, seed=players, observe=observe)
        window.close()
        assert any("Bernd" in t for t in shown) and len(shown) > 50  # the screens were read
        assert seen == {}, f"English in {language}: {seen}"
    finally:
        install_language("en")
