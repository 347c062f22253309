"""The games' own controls speak German in the players' words and Japanese in the terms of
the Japanese rule texts."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from desktop_tables import labels, seat_at
from doppelkopf_support import BASE_HANDS, act, new_deal
from pytestqt.qtbot import QtBot
from schafkopf_testkit import CALL_DEAL, deal, say

from stammtisch.desktop.i18n import install_language
from stammtisch.desktop.messages import set_card_faces
from stammtisch.desktop.widgets.games.schafkopf import SchafkopfAnnouncement
from stammtisch.desktop.widgets.mnemonics import plain
from stammtisch.engine.sheepshead import SheepsheadGame


@pytest.fixture
def language(qapp: object) -> Iterator[None]:
    yield
    install_language("en")
    set_card_faces("french")


def announcement_texts(window: object) -> tuple[list[str], list[str]]:
    panel = window.decisions.controls.announcement  # type: ignore[attr-defined]
    assert isinstance(panel, SchafkopfAnnouncement)

    def offered(index: int) -> list[str]:  # the greyed (refused) values left out
        box = panel.chooser(index)
        return [
            box.itemText(i) for i in range(box.count()) if box.itemData(i) in panel.listed(index)
        ]

    return offered(0), offered(1)


@pytest.mark.parametrize(
    ("code", "auction", "kinds", "saus", "tout"),
    [
        ("de", ["Weiter", "Ich spiel"], "Sauspiel", ["Eichel-Sau", "Gras-Sau"], "Tout"),
        ("ja", ["パス", "プレイ"], "パートナーゲーム", ["ドングリのエース", "葉のエース"], "トゥ"),
    ],
)
def test_schafkopf_in_german_and_japanese(
    qtbot: QtBot,
    tmp_path: Path,
    language: None,
    code: str,
    auction: list[str],
    kinds: str,
    saus: list[str],
    tout: str,
) -> None:
    assert install_language(code)
    window = seat_at(qtbot, tmp_path, deal(CALL_DEAL))
    assert labels(window) == auction
    state = deal(CALL_DEAL)
    say(state, "play", "pass", "pass", "pass")
    window = seat_at(qtbot, tmp_path / "announce", state)
    found_kinds, found_saus = announcement_texts(window)
    assert found_kinds[0] == kinds and found_saus == saus
    tout_box = window.decisions.controls.announcement.tout  # type: ignore[union-attr]
    assert plain(tout_box.text()) == tout  # its Alt+letter aside ("&Tout", "トゥ(&A)")


@pytest.mark.parametrize(
    ("code", "health", "announce"),
    [
        ("de", ["Gesund", "Vorbehalt"], ["Re", "keine 90", "keine 60", "keine 30", "schwarz"]),
        ("ja", ["普通のゲーム", "保留"], ["レー", "「90」", "「60」", "「30」", "シュワルツ"]),
    ],
)
def test_doppelkopf_in_german_and_japanese(
    qtbot: QtBot,
    tmp_path: Path,
    language: None,
    code: str,
    health: list[str],
    announce: list[str],
) -> None:
    assert install_language(code)
    state = new_deal(BASE_HANDS)
    window = seat_at(qtbot, tmp_path, state)
    assert labels(window) == health
    act(state, "healthy", "healthy", "healthy", "healthy")
    window.refresh()
    assert labels(window) == announce


@pytest.mark.parametrize(
    ("code", "picking"), [("de", ["Passe", "Aufnehmen"]), ("ja", ["パス", "ピック"])]
)
def test_sheepshead_in_german_and_japanese(
    qtbot: QtBot, tmp_path: Path, language: None, code: str, picking: list[str]
) -> None:
    assert install_language(code)
    window = seat_at(qtbot, tmp_path, SheepsheadGame(5).new_deal(seed=1, dealer=4))
    assert labels(window) == picking
