"""The main window around a session: dialogs, settings, resuming and a broken save file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from desktop_support import dialogs_fixture, temp_settings, tiny_registered  # noqa: F401 - fixture
from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox
from pytestqt.qtbot import QtBot

from stammtisch.desktop.i18n import install_language
from stammtisch.desktop.widgets.main_window import MainWindow
from stammtisch.desktop.widgets.new_game import NewGameDialog, NewGameSpec
from stammtisch.desktop.widgets.settings_dialog import SettingsDialog
from stammtisch.engine.registry import game_class

pytestmark = pytest.mark.usefixtures("tiny_registered")


def test_the_new_game_dialog_offers_every_rule_option_with_its_default(qtbot: QtBot) -> None:
    dialog = NewGameDialog("standard")
    qtbot.addWidget(dialog)
    for name in ("skat", "schafkopf", "doppelkopf", "sheepshead", "tiny"):
        cls = game_class(name)
        dialog.select_game(name)
        counts = [dialog.players_box.itemData(i) for i in range(dialog.players_box.count())]
        assert counts == list(cls.PLAYER_COUNTS)
        assert dialog.players_box.isEnabled() == (len(cls.PLAYER_COUNTS) > 1)
        for option in cls.OPTIONS:
            widget = dialog.option_widget(option.name)
            assert widget.toolTip().startswith(option.summary)
            assert "\nDefault: " in widget.toolTip()
            if isinstance(widget, QCheckBox):
                assert widget.isChecked() == option.default
            elif isinstance(widget, QComboBox):
                assert widget.currentData() == option.default
            else:
                assert isinstance(widget, QSpinBox) and widget.value() == option.default
        spec = dialog.spec()
        assert spec.rules == {} and spec.game == name
        assert len(spec.levels) == len(spec.names) == cls.DEFAULT_PLAYERS


def test_the_new_game_dialog_returns_the_choices(qtbot: QtBot) -> None:
    dialog = NewGameDialog("strong", "Mia")
    qtbot.addWidget(dialog)
    dialog.select_game("tiny", 4)
    box = dialog.option_widget("allow_double")
    assert isinstance(box, QCheckBox)
    box.setChecked(False)
    dialog.rounds_box.setValue(2)  # two rounds at four: eight deals
    level = dialog.findChild(QComboBox, "level2")
    assert level is not None
    level.setCurrentIndex(level.findData("random"))
    spec = dialog.spec()
    assert spec == NewGameSpec(
        "tiny",
        4,
        {"allow_double": False},
        ["Mia", "Anna", "Bernd", "Clara"],
        ["human", "strong", "random", "strong"],
        8,
        True,  # learning mode: on for a game not played before
    )


def test_the_tooltips_are_translated(qtbot: QtBot, qapp: object) -> None:
    try:
        install_language("de")
        dialog = NewGameDialog("standard")
        qtbot.addWidget(dialog)
        dialog.select_game("skat")
        tip = dialog.option_widget("kontra_re").toolTip()
        assert tip.startswith("Ein Gegenspieler darf vor seiner ersten Karte Kontra geben")
        assert tip.endswith("Standard: aus")
    finally:
        install_language("en")


def test_settings_are_stored_and_applied(qtbot: QtBot, tmp_path: Path) -> None:
    settings = temp_settings(tmp_path, animation="normal")
    window = MainWindow(settings, None, pace_ms=0)
    qtbot.addWidget(window)
    dialog = SettingsDialog(settings, window)
    dialog.faces.setCurrentIndex(dialog.faces.findData("fourcolour"))
    dialog.animation.setCurrentIndex(dialog.animation.findData("off"))
    dialog.level.setCurrentIndex(dialog.level.findData("strong"))
    dialog.language.setCurrentIndex(dialog.language.findData("de"))
    assert dialog.finished_trick.currentData() == "brief"  # as temp_settings set it
    dialog.finished_trick.setCurrentIndex(dialog.finished_trick.findData("click"))
    try:
        window.apply_settings(dialog)
        assert settings.finished_trick == "click" and window.scene.trick_mode == "click"
        assert (settings.faces, settings.animation, settings.default_level) == (
            "fourcolour",
            "off",
            "strong",
        )
        assert settings.language == "de"
        assert window.scene.animation_ms == 0
        assert window.faces.style == "fourcolour"
        assert window.game_menu.title() == "&Spiel"
    finally:
        install_language("en")
        window.retranslate()
    assert window.game_menu.title() == "&Game"


def test_a_saved_session_is_offered_and_resumed_in_the_window(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "session.json"
    first = MainWindow(temp_settings(tmp_path), path.with_name("history.sqlite"), pace_ms=0)
    qtbot.addWidget(first)
    first.start_session(
        NewGameSpec("tiny", 3, {}, ["You", "A", "B"], ["human", "random", "random"], 2), seed=5
    )
    controller = first.controller
    assert controller is not None
    qtbot.waitUntil(controller.is_human_turn, timeout=10_000)
    controller.try_action(controller.legal_actions()[0])
    qtbot.waitUntil(lambda: controller.is_human_turn() or controller.state is None, timeout=10_000)
    history = controller.state.history() if controller.state else ()
    first.close()
    second = MainWindow(temp_settings(tmp_path), path.with_name("history.sqlite"), pace_ms=0)
    qtbot.addWidget(second)
    assert second.offer_resume(ask=False)
    resumed = second.controller
    assert resumed is not None and resumed.state is not None
    assert resumed.state.history()[: len(history)] == history
    assert resumed.session.seats == ("You", "A", "B")
    second.close()


def test_a_corrupt_save_is_set_aside_and_reported_in_the_status_line(
    qtbot: QtBot, tmp_path: Path, dialogs: dict[str, list[str]]
) -> None:
    path = tmp_path / "session.json"
    path.write_text(
        json.dumps({"format": "stammtisch-session", "version": 1}), encoding="utf-8", newline=""
    )
    window = MainWindow(temp_settings(tmp_path), path.with_name("history.sqlite"), pace_ms=0)
    qtbot.addWidget(window)
    assert not window.offer_resume(ask=False)
    assert not path.exists()
    aside = list(tmp_path.glob("session.corrupt-*.json"))
    assert len(aside) == 1
    message = window.statusBar().currentMessage()
    assert message.startswith("The saved game could not be read and was set aside as ")
    assert dialogs["warning"][0].startswith(message)
    assert window.controller is None


def test_the_last_trick_can_be_reviewed(qtbot: QtBot, tmp_path: Path) -> None:
    from PySide6.QtWidgets import QLabel

    window = MainWindow(temp_settings(tmp_path), None, pace_ms=0)
    qtbot.addWidget(window)
    window.show_last_trick()
    texts = [label.text() for label in window.last_trick_dialog.findChildren(QLabel)]
    assert "No trick has been completed yet." in texts
    window.last_trick_dialog.close()
    spec = NewGameSpec("tiny", 3, {}, ["You", "A", "B"], ["human", "random", "random"], 9)
    window.start_session(spec, seed=2)
    controller = window.controller
    assert controller is not None

    def trick_done() -> bool:
        snap = controller.snapshot()
        return snap is not None and bool(snap.last_trick)

    while not trick_done():
        qtbot.waitUntil(
            lambda: trick_done() or controller.is_human_turn() or controller.state is None,
            timeout=10_000,
        )
        if controller.state is None:
            controller.next_deal()
        elif controller.is_human_turn() and not trick_done():
            controller.try_action(controller.legal_actions()[-1])
    snap = controller.snapshot()
    assert snap is not None
    window.show_last_trick()
    dialog = window.last_trick_dialog
    labels = dialog.findChildren(QLabel)
    texts = [label.text() for label in labels]
    for tc in snap.last_trick:
        assert controller.session.seats[tc.seat] in texts
    assert len([label for label in labels if not label.pixmap().isNull()]) == 3
    winner = snap.last_trick_winner
    assert winner is not None
    assert f"{controller.session.seats[winner]} took the trick." in texts


@pytest.mark.parametrize("game", ["skat", "schafkopf", "doppelkopf", "sheepshead"])
def test_after_the_last_trick_the_review_names_who_took_it(
    qtbot: QtBot, tmp_path: Path, game: str
) -> None:
    import random

    from PySide6.QtWidgets import QLabel

    from stammtisch.engine.playout import random_step

    window = MainWindow(temp_settings(tmp_path), None, pace_ms=0)
    qtbot.addWidget(window)
    cls = game_class(game)
    players = cls.DEFAULT_PLAYERS
    names = ["You", "Anna", "Bernd", "Clara", "Dieter"][:players]
    spec = NewGameSpec(game, players, {}, names, ["human"] + ["random"] * (players - 1), 1)
    window.start_session(spec, seed=3)
    controller = window.controller
    assert controller is not None
    controller.shutdown()
    rng = random.Random(5)
    for seed in range(50):  # a deal that is played out to its last trick
        state = cls(players).new_deal(seed=seed, dealer=0)
        while not state.is_terminal():
            random_step(state, rng, 0.0)
        if state.last_trick_winner() is not None:
            break
    controller.session.current = state
    window.show_last_trick()
    texts = [label.text() for label in window.last_trick_dialog.findChildren(QLabel)]
    taker = state.last_trick_winner()
    assert taker is not None
    assert f"{names[taker]} took the trick." in texts


def test_without_animations_a_finished_trick_stays_until_the_next_lead(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = MainWindow(temp_settings(tmp_path), None, pace_ms=0)
    qtbot.addWidget(window)
    spec = NewGameSpec("tiny", 3, {}, ["You", "A", "B"], ["human", "random", "random"], 9)
    window.start_session(spec, seed=6)
    controller = window.controller
    assert controller is not None
    seen_after_trick = False
    seen_hidden = False
    for _ in range(200):
        qtbot.waitUntil(
            lambda: controller.is_human_turn() or controller.state is None, timeout=10_000
        )
        if controller.state is None:
            controller.next_deal()
            continue
        window.refresh()
        snap = controller.snapshot()
        assert snap is not None
        if snap.last_trick and not snap.trick:
            items = [window.scene.item_of(tc.uid) for tc in snap.last_trick]
            assert all(item is not None and item.isVisible() for item in items)
            seen_after_trick = True
        if snap.last_trick and snap.trick:
            items = [window.scene.item_of(tc.uid) for tc in snap.last_trick]
            assert not any(item is not None and item.isVisible() for item in items)
            seen_hidden = True
        if seen_after_trick and seen_hidden:
            break
        controller.try_action(controller.legal_actions()[0])
    assert seen_after_trick and seen_hidden


def test_the_session_length_follows_the_games_own_rules(qtbot: QtBot) -> None:
    dialog = NewGameDialog("standard")
    qtbot.addWidget(dialog)
    dialog.select_game("skat")
    assert dialog.deals() == 3  # one round at three
    assert not dialog.rounds_box.isVisibleTo(dialog)  # Skat's own "rounds" rule is the length
    rounds = dialog.option_widget("rounds")
    assert isinstance(rounds, QComboBox)
    rounds.setCurrentIndex(rounds.findData(5))
    assert dialog.deals() == 15
    assert dialog.length_note.text() == "5 (see the rules below) = 15 deals"
    dialog.select_game("doppelkopf", 5)
    assert dialog.rounds_box.isVisibleTo(dialog)
    assert dialog.deals() == 5
    tournament = dialog.option_widget("tournament")
    assert isinstance(tournament, QCheckBox)
    tournament.setChecked(True)
    assert dialog.deals() == 25
    assert not dialog.rounds_box.isEnabled()
    assert dialog.length_note.text() == "Tournament list: 25 deals"
    dialog.select_game("sheepshead", 4)
    assert dialog.deals() == 4


def test_the_chosen_length_survives_rule_changes_and_the_other_is_derived(
    qtbot: QtBot,
) -> None:
    dialog = NewGameDialog("standard")
    qtbot.addWidget(dialog)
    dialog.select_game("schafkopf", 4)
    dialog.rounds_box.setValue(3)
    assert dialog.length_note.text() == "= 12 deals"
    for name, widget in [
        (n, dialog.option_widget(o.name))
        for n, o in [(o.name, o) for o in game_class("schafkopf").OPTIONS]
    ]:
        if isinstance(widget, QCheckBox):
            widget.setChecked(not widget.isChecked())
        elif isinstance(widget, QComboBox) and widget.count() > 1:
            widget.setCurrentIndex((widget.currentIndex() + 1) % widget.count())
        assert dialog.rounds_box.value() == 3, f"changing {name} reset the length"
    assert dialog.spec().deals == 12


def test_the_wheel_changes_a_box_only_when_it_has_focus(qtbot: QtBot) -> None:
    from PySide6.QtCore import QPoint, QPointF, Qt
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication

    dialog = NewGameDialog("standard")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.select_game("schafkopf")
    spin = dialog.option_widget("runners_from_solo")
    combo = (
        dialog.option_widget("tariff") if "tariff" in dialog._option_widgets else dialog.players_box
    )
    assert isinstance(spin, QSpinBox) and isinstance(combo, QComboBox)

    def wheel(widget: QSpinBox | QComboBox) -> None:
        centre = QPointF(widget.rect().center())
        event = QWheelEvent(
            centre,
            QPointF(widget.mapToGlobal(QPoint(int(centre.x()), int(centre.y())))),
            QPoint(0, 0),
            QPoint(0, -120),  # one notch towards the user
            Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.NoModifier,
            Qt.ScrollPhase.NoScrollPhase,
            False,
        )
        QApplication.sendEvent(widget, event)

    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    dialog.game_box.setFocus()
    before = spin.value(), combo.currentIndex()
    wheel(spin)
    wheel(combo)
    assert (spin.value(), combo.currentIndex()) == before
    assert spin.focusPolicy() == combo.focusPolicy() == Qt.FocusPolicy.StrongFocus
    spin.setFocus()
    qtbot.waitUntil(spin.hasFocus)
    wheel(spin)
    assert spin.value() != before[0]


def test_the_default_name_follows_the_language(qtbot: QtBot, tmp_path: Path) -> None:
    try:
        for language, you in (("de", "Du"), ("ja", "あなた"), ("en", "You")):
            install_language(language)
            dialog = NewGameDialog("standard", "")
            qtbot.addWidget(dialog)
            assert dialog.name_edit.text() == you
            assert dialog.spec().names[0] == you
    finally:
        install_language("en")


def test_an_announcement_button_is_offered_while_another_seat_is_to_play(
    qtbot: QtBot, tmp_path: Path
) -> None:
    from PySide6.QtCore import Qt
    from tinygame import DOUBLE

    from stammtisch.desktop.i18n import install_language

    install_language("en")
    window = MainWindow(temp_settings(tmp_path), None, pace_ms=60_000)  # computers wait
    qtbot.addWidget(window)
    spec = NewGameSpec("tiny", 3, {}, ["You", "A", "B"], ["human", "random", "random"], 1)
    window.start_session(spec, seed=1)
    controller = window.controller
    assert controller is not None
    state = controller.state
    assert state is not None and state.current_player() == 0
    for word in ("pass",):
        controller.try_action(state.parse_action(word))
    for word in ("play", "hand", "hearts"):  # seat 1 declares while the computers are paused
        state.apply_action(state.parse_action(word))
    window.refresh()
    assert controller.is_human_turn()
    labels = [label for label, _ in window.decisions.options()]
    assert labels == ["Kontra"]  # in turn, beside the cards
    card = next(a for a in controller.legal_actions() if a < 32)
    assert controller.try_action(card) is None
    window.refresh()
    assert state.current_player() == 1 and not controller.is_human_turn()
    button = window.decisions.button_for("Kontra")
    assert button is not None, "the announcement is offered out of turn"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert state.history()[-1] == (0, DOUBLE)
    window.refresh()
    assert window.decisions.options() == []
