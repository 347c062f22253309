"""Doppelkopf's own controls through the real widgets: Healthy/Reservation (and Redeal),
the solo choice with its kinds and variants, marriage, the poverty from both sides (laying
the cards down, taking them, giving cards back, the trumps counted), the solo auction, and
the announcement buttons, which must be there exactly while the engine offers them, in
turn and out of turn."""

from __future__ import annotations

from pathlib import Path

import pytest
from desktop_driver import lay_away, pick
from desktop_support import english  # noqa: F401 - fixture
from desktop_tables import click, labels, seat_at
from doppelkopf_support import BASE_HANDS, act, fill_hands, new_deal
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from stammtisch.desktop.widgets.games.doppelkopf import DoppelkopfControls, DoppelkopfSolo
from stammtisch.desktop.widgets.main_window import MainWindow
from stammtisch.engine.doppelkopf import DoppelkopfGame, DoppelkopfState
from stammtisch.engine.doppelkopf import actions as A
from stammtisch.engine.doppelkopf import contracts as dkc
from stammtisch.engine.doppelkopf import state as dk
from stammtisch.engine.doppelkopf.contracts import SoloType

pytestmark = pytest.mark.usefixtures("english")

POOR = "HJ DJ D9 CA CA CT CT CK CK SA SA ST"
"""Three trumps: a poverty."""
MARRIED = "CQ CQ HT DA DT DK CA CT SA ST HA HK"
"""Both ♣Q and six trumps: a marriage, no poverty."""


def controls(window: MainWindow) -> DoppelkopfControls:
    found = window.decisions.controls
    assert isinstance(found, DoppelkopfControls)
    return found


def words(state: DoppelkopfState) -> list[str]:
    return [state.action_to_string(a) for a in state.legal_actions() if a >= 32]


def hands(
    fixed: dict[int, str], seed: int = 1, rules: dict[str, object] | None = None
) -> dict[int, str]:
    return fill_hands(DoppelkopfGame(4, rules or {}), fixed, 3, seed)


def test_healthy_or_reservation(qtbot: QtBot, tmp_path: Path) -> None:
    state = new_deal()
    window = seat_at(qtbot, tmp_path, state)
    assert words(state) == ["healthy", "reservation"]
    assert labels(window) == ["Healthy", "Reservation"]
    assert window.decisions.button_for("Redeal") is None
    click(qtbot, window, "Healthy")
    assert state.current_player() == 1 and state.reservers == []


def test_redeal_is_offered_where_the_engine_offers_it(qtbot: QtBot, tmp_path: Path) -> None:
    rules = {"forty_cards": True}
    state = new_deal(hands({0: "CA CA CT CT SA SA ST ST HA HA"}, rules=rules), rules=rules)
    window = seat_at(qtbot, tmp_path, state, rules)
    assert labels(window) == ["Healthy", "Reservation", "Redeal"]
    click(qtbot, window, "Redeal")
    assert state.is_terminal() and state.redeal_by == 0


def test_the_solo_chooser_lists_the_offered_solos(qtbot: QtBot, tmp_path: Path) -> None:
    state = new_deal()
    window = seat_at(qtbot, tmp_path, state)
    click(qtbot, window, "Reservation")
    act(state, "healthy", "healthy", "healthy")
    window.refresh()
    panel = controls(window).solo
    assert isinstance(panel, DoppelkopfSolo)
    assert sorted(panel.offered.values()) == sorted(state.legal_actions())
    kinds = [panel.kind.itemText(i) for i in range(panel.kind.count())]
    assert kinds == [
        "Clubs solo",
        "Spades solo",
        "Hearts solo",
        "Diamonds solo",
        "Queen solo",
        "Jack solo",
        "No-trump solo",
    ]
    assert panel.variant.isHidden()  # the 48-card game has no variants
    assert window.decisions.button_for("No solo") is None  # no poverty, no marriage
    panel.kind.setCurrentIndex(kinds.index("Queen solo"))
    qtbot.mouseClick(panel.play_button, Qt.MouseButton.LeftButton)
    assert state.kind == dkc.SOLO and state.solo == SoloType.QUEEN and state.soloist == 0


def test_the_forty_card_solo_variants(qtbot: QtBot, tmp_path: Path) -> None:
    rules = {"forty_cards": True}
    fixed = {0: "CQ HT HQ DJ DA DT CA SA HA CK"}
    state = new_deal(hands(fixed, rules=rules), rules=rules)
    window = seat_at(qtbot, tmp_path, state, rules)
    click(qtbot, window, "Reservation")
    act(state, "healthy", "healthy", "healthy")
    window.refresh()
    panel = controls(window).solo
    assert panel is not None
    assert "Queen-jack solo" in [panel.kind.itemText(i) for i in range(panel.kind.count())]
    panel.kind.setCurrentIndex(panel.kind.findData("jack"))
    assert not panel.variant.isHidden()
    assert panel.variants() == ["", "re", "no-re"]
    assert [panel.variant.itemText(i) for i in range(3)] == [
        "Plain",
        "With Re announced",
        "Without Re",
    ]
    panel.variant.setCurrentIndex(2)
    qtbot.mouseClick(panel.play_button, Qt.MouseButton.LeftButton)
    assert state.solo == SoloType.JACK and state.mute_seat == 0


def test_a_marriage_passes_the_solo_and_poverty_questions(qtbot: QtBot, tmp_path: Path) -> None:
    state = new_deal(hands({0: MARRIED}))
    window = seat_at(qtbot, tmp_path, state)
    click(qtbot, window, "Reservation")
    act(state, "healthy", "healthy", "healthy")
    window.refresh()
    assert "No solo" in labels(window)
    click(qtbot, window, "No solo")
    assert state.stage == dk.POVERTY_ROUND
    assert labels(window) == ["No poverty"]
    click(qtbot, window, "No poverty")
    assert labels(window) == ["Marriage"]
    click(qtbot, window, "Marriage")
    assert state.kind == dkc.MARRIAGE and state.marriage_player == 0


def test_declaring_a_poverty_and_laying_the_cards_down(qtbot: QtBot, tmp_path: Path) -> None:
    state = new_deal(hands({0: POOR}))
    window = seat_at(qtbot, tmp_path, state)
    click(qtbot, window, "Reservation")
    act(state, "healthy", "healthy", "healthy")
    window.refresh()
    click(qtbot, window, "No solo")
    assert labels(window) == ["Poverty"]
    click(qtbot, window, "Poverty")
    assert state.stage == dk.PASSING and state.poor == 0
    prompt = window.decisions.prompt.text()
    assert prompt.startswith("Poverty: lay 3 cards face down")
    assert prompt.endswith(
        "(click them or press Space on them, then confirm). Still to lay down: 3."
    )
    chosen = []
    for _ in range(3):  # what may be chosen next is asked of the engine after each choice
        item = next(i for i in window.scene.hand_items() if i.legal and not i.picked)
        pick(window, item, "click")
        chosen.append(item.card)
    assert state.stage == dk.PASSING and window.scene.picked == chosen
    assert window.confirm_button is not None
    qtbot.mouseClick(window.confirm_button, Qt.MouseButton.LeftButton)
    assert state.passed == chosen
    assert state.stage == dk.OFFER and len(state.hand(0)) == 9


def test_taking_a_poverty_giving_back_and_counting_trumps(qtbot: QtBot, tmp_path: Path) -> None:
    state = new_deal(hands({1: POOR}, seed=2))
    act(state, "healthy", "reservation", "healthy", "healthy", "pass", "poverty")
    while state.stage == dk.PASSING:
        state.apply_action(state.legal_actions()[0])
    window = seat_at(qtbot, tmp_path, state)
    assert words(state) == ["accept", "refuse"]
    assert labels(window) == ["Take the poverty", "Refuse"]
    assert window.decisions.prompt.text() == (
        "Anna has a poverty: take the cards and play with Anna, or refuse."
    )
    click(qtbot, window, "Take the poverty")
    assert state.acceptor == 0 and state.stage == dk.RETURNING
    assert len(window.scene.hand_items()) == 15
    prompt = window.decisions.prompt.text()
    assert prompt.startswith("You took Anna's poverty: give 3 cards back to Anna")
    assert prompt.endswith("Still to give: 3.")
    lay_away(qtbot, window, window.scene.hand_items()[:3])
    assert state.stage == dk.COUNTING
    trumps = state.legal_actions()[0] - A.TRUMPS_BACK
    assert labels(window) == [f"Trumps given back: {trumps}"]
    click(qtbot, window, f"Trumps given back: {trumps}")
    assert state.kind == dkc.POVERTY and state.stage == dk.PLAY


def test_the_solo_auction(qtbot: QtBot, tmp_path: Path) -> None:
    rules = {"solo_auction": True}
    state = new_deal(rules=rules)
    window = seat_at(qtbot, tmp_path, state, rules)
    click(qtbot, window, "Reservation")
    act(state, "reservation", "healthy", "healthy")
    window.refresh()
    assert words(state) == ["solo"]
    assert labels(window) == ["Solo"]
    click(qtbot, window, "Solo")
    assert state.holder == 0
    act(state, "bid 90")  # Anna bids for the solo
    window.refresh()
    assert words(state) == ["pass", "bid 90"]
    assert labels(window) == ["Pass", "Hold at 90"]
    click(qtbot, window, "Hold at 90")
    assert words(state) == ["pass", "bid 60", "bid 30", "bid schwarz"]
    act(state, "pass")  # Anna gives up
    window.refresh()
    assert state.stage == dk.SOLO_TYPE and state.current_player() == 0
    panel = controls(window).solo
    assert panel is not None and window.decisions.button_for("Pass") is None
    panel.kind.setCurrentIndex(panel.kind.findData("hearts"))
    qtbot.mouseClick(panel.play_button, Qt.MouseButton.LeftButton)
    assert state.solo == SoloType.HEARTS and state.soloist == 0


def announcement_actions(window: MainWindow) -> set[int]:
    panel = controls(window).announcements if window.decisions.controls else None
    if panel is None:
        return set()
    qtbot_buttons = [b for b in panel.buttons if not b.isHidden()]
    return {int(b.property("action")) for b in qtbot_buttons}


def test_announcement_buttons_come_and_go_with_the_engine(qtbot: QtBot, tmp_path: Path) -> None:
    state = new_deal(BASE_HANDS)
    act(state, "healthy", "healthy", "healthy", "healthy")
    window = seat_at(qtbot, tmp_path, state)
    # in turn, beside the cards: Re and every step the user may take at once
    assert labels(window) == ["Re", "no 90", "no 60", "no 30", "schwarz"]
    panel = controls(window).announcements
    assert panel is not None
    assert panel.buttons[2].toolTip() == "Announces: Re, no 90, no 60"
    click(qtbot, window, "no 60")
    assert state.levels["re"] == 3
    assert labels(window) == ["no 30", "schwarz"]
    seen: set[tuple[bool, int]] = set()
    while not state.is_terminal():
        window.refresh()
        mine = state.current_player() == 0
        engine = {
            a
            for a in (state.legal_actions() if mine else state.out_of_turn_actions(0))
            if A.is_announcement(a)
        }
        assert announcement_actions(window) == engine
        seen.add((mine, len(engine)))
        state.apply_action(next(a for a in state.legal_actions() if a < 32))
    assert (False, 2) in seen, "offered while another seat is to play"
    assert (False, 0) in seen and (True, 0) in seen, "gone once too late"
    window.refresh()
    assert window.decisions.options() == []


def test_an_out_of_turn_announcement_is_made_by_its_button(qtbot: QtBot, tmp_path: Path) -> None:
    state = new_deal(BASE_HANDS)
    act(state, "healthy", "healthy", "healthy", "healthy")
    state.apply_action(next(a for a in state.legal_actions() if a < 32))  # the user leads
    window = seat_at(qtbot, tmp_path, state)
    assert state.current_player() == 1
    assert labels(window) == ["Re", "no 90", "no 60", "no 30", "schwarz"]
    click(qtbot, window, "Re")
    assert state.announcements[-1][:3] == (0, "re", 1)
    assert state.current_player() == 1
    assert labels(window) == ["no 90", "no 60", "no 30", "schwarz"]


def test_a_forced_solo_is_chosen_without_a_way_out(qtbot: QtBot, tmp_path: Path) -> None:
    rules = {"tournament": True}
    state = new_deal(rules=rules, context={"normal_left": 0})
    assert state.stage == dk.FORCED and state.current_player() == 0
    window = seat_at(qtbot, tmp_path, state, rules)
    assert window.decisions.prompt.text() == "Your forced solo: choose it."
    panel = controls(window).solo
    assert panel is not None and panel.variant.isHidden()
    assert sorted(panel.offered.values()) == sorted(state.legal_actions())
    assert len(labels(window)) == len(state.legal_actions()) == 7
    assert window.decisions.buttons == []  # no pass: the solo must be played
    panel.kind.setCurrentIndex(panel.kind.findData("no-trump"))
    qtbot.mouseClick(panel.play_button, Qt.MouseButton.LeftButton)
    assert state.solo == SoloType.NO_TRUMP and state.forced


def test_the_reservation_says_what_it_commits_to_before_it_is_made(
    qtbot: QtBot, tmp_path: Path
) -> None:
    state = new_deal()
    window = seat_at(qtbot, tmp_path, state)
    note = controls(window).reservation_note
    assert note is not None
    qtbot.waitUntil(lambda: note.isVisibleTo(window))
    assert note.text() == (
        "A reservation without a marriage or a poverty means a solo: you will have to play "
        "one (Clubs solo, Spades solo, Hearts solo, Diamonds solo, Queen solo, Jack solo, "
        "No-trump solo)."
    )
    assert window.decisions.button_for("Reservation").toolTip() == note.text()
    assert state.reservers == [] and state.current_player() == 0  # nothing was committed
    click(qtbot, window, "Healthy")
    window.refresh()
    after = window.decisions.controls
    assert after is None or controls(window).reservation_note is None  # only while offered


@pytest.mark.parametrize(
    ("hand", "offer"), [(POOR, "Poverty"), (MARRIED, "Marriage")], ids=["poverty", "marriage"]
)
def test_the_reservation_names_the_marriage_or_poverty_the_engine_would_offer(
    qtbot: QtBot, tmp_path: Path, hand: str, offer: str
) -> None:
    state = new_deal(hands({0: hand}))
    window = seat_at(qtbot, tmp_path, state)
    note = controls(window).reservation_note
    assert note is not None
    assert note.text().startswith(f"A reservation lets you declare: {offer} or a solo (Clubs solo")
    assert "means a solo" not in note.text()
