"""The result view explains a deal: the sides and who sat on them, their card points,
what each side needed, who won, and each score line with what it means."""

from __future__ import annotations

import html
import random
import re

import pytest

from stammtisch.desktop.i18n import install_language
from stammtisch.desktop.messages import set_card_faces
from stammtisch.desktop.widgets.result_dialog import ResultDialog
from stammtisch.engine.playout import random_step
from stammtisch.engine.registry import make_game
from stammtisch.engine.state import FIRST_NON_CARD_ACTION, DealResult

NAMES = ("Ute", "Anna", "Bernd", "Clara", "Dieter")


def played_result(name: str, players: int, kind: str) -> DealResult:
    """The first seeded random deal whose explanation has sides named ``kind``."""
    game = make_game(name, players)
    for seed in range(300):
        state = game.new_deal(seed=seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            words = [a for a in state.legal_actions() if a >= FIRST_NON_CARD_ACTION]
            if name == "skat" and words and rng.random() < 0.5:
                state.apply_action(min(words))  # low bids and plain games, seldom overbid
            else:
                random_step(state, rng, out_of_turn_chance=0.05)
        result = state.result()
        told = result.explanation
        if told is None or not told.sides or told.sides[0].name.code != kind:
            continue
        if name == "skat" and (
            result.details["declaration"].startswith("N")
            or set(result.details["declaration"][1:]) - {"H"}  # announced or ouvert
            or result.details["overbid"]
            or result.details["conceded"]
        ):
            continue  # a plain suit game or Grand: 61 needed
        if name == "schafkopf" and "Tout" in (result.contract or ""):
            continue  # a Tout needs every trick
        if name == "doppelkopf" and (
            result.details["winner"] == "draw"
            or result.details["re_announcement"] not in ("", "re")
            or result.details["kontra_announcement"] not in ("", "kontra")
        ):
            continue  # a game won on card points, with no "no 90" and beyond
        return result
    raise AssertionError(f"no {kind} deal of {name} in 300 seeds")


def shown(result: DealResult, players: int) -> str:
    dialog = ResultDialog(result, NAMES[:players], 1, 8, None, [0] * players)
    text = dialog.text.text()
    dialog.deleteLater()
    return html.unescape(re.sub(r"<[^>]+>", " ", text))


@pytest.fixture(autouse=True)
def _english_after(qapp):
    yield
    install_language("en")
    set_card_faces("french")


CASES = [
    ("skat", 3, "result.side.declarer", ("Declarer", "Defenders"), "61 or more card points"),
    ("schafkopf", 4, "result.side.declarer", ("Declarer", "Defenders"), "61 or more card points"),
    ("doppelkopf", 4, "result.side.re", ("Re", "Kontra"), "or more card points"),
    (
        "sheepshead",
        5,
        "result.side.picker",
        ("Picker's side", "Defenders"),
        "61 or more card points",
    ),
]


@pytest.mark.parametrize(("game", "players", "kind", "sides", "target"), CASES)
def test_the_result_names_the_sides_their_targets_and_the_winner(
    game: str, players: int, kind: str, sides: tuple[str, str], target: str
) -> None:
    install_language("en")
    result = played_result(game, players, kind)
    told = result.explanation
    assert told is not None
    text = shown(result, players)
    for side, label in zip(told.sides, sides, strict=True):
        assert label in text
        for seat in side.seats:
            assert NAMES[seat] in text
        assert f"{side.card_points}" in text
    assert target in text
    winner = next(s for s in told.sides if s.won)
    said = {
        "Declarer": "The declarer won."
        if len(winner.seats) == 1
        else "The declarer and partner won.",
        "Defenders": "The defenders won.",
        "Re": "The Re party won.",
        "Kontra": "The Kontra party won.",
        "Picker's side": "The picker's side won.",
    }
    assert said[sides[told.sides.index(winner)]] in text
    assert "won" in text and "lost" in text


def test_doppelkopf_extras_are_explained_in_german_and_japanese() -> None:
    result = played_result("doppelkopf", 4, "result.side.re")
    install_language("de")
    german = shown(result, 4)
    assert "Re-Partei" in german and "Kontra-Partei" in german
    assert "oder mehr Augen" in german and "Partei hat gewonnen" in german
    install_language("ja")
    japanese = shown(result, 4)
    assert "攻撃チーム" in japanese and "防御チーム" in japanese
    assert "点以上のカードポイント" in japanese and "の勝ち" in japanese


def test_skat_compares_the_game_value_with_the_bid() -> None:
    install_language("en")
    result = played_result("skat", 3, "result.side.declarer")
    text = shown(result, 3)
    bid = result.details["bid"]
    assert f"it must reach the bid of {bid}" in text
    assert "Base value" in text and "Multiplier" in text
