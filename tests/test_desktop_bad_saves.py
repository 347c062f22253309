"""A save that cannot be resumed is set aside, reported, and the new-game dialog follows.

Also the save's layout: finished deals are written once, to a journal beside
``session.json``; a kill between the two writes, or during one, loses nothing
that was saved and leaves nothing behind.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

import pytest
from desktop_support import dialogs_fixture, legacy_save, temp_settings  # noqa: F401 - fixture
from fuzz_support import DEEP, HUGE, play_session
from pytestqt.qtbot import QtBot

from stammtisch.desktop import savegame
from stammtisch.desktop.models import ScoreSheetModel
from stammtisch.desktop.widgets.main_window import MainWindow


def saved(folder: Path, game: str = "skat", finished: int = 2) -> Path:
    session = play_session(game, finished=finished, seed=4, current_actions=5)
    path = folder / savegame.SAVE_NAME
    levels = ["human"] + ["random"] * (len(session.seats) - 1)
    legacy_save(path, savegame.SavedTable(session, 0, levels))
    return path


def journal_deals(path: Path) -> list[dict[str, Any]]:
    lines = savegame.journal_path(path).read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines]


def write_journal(path: Path, deals: list[dict[str, Any]]) -> None:
    text = "".join(json.dumps(d) + "\n" for d in deals)
    savegame.journal_path(path).write_text(text, encoding="utf-8", newline="")


def deeply_nested(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    path.write_text(
        text.replace('"extra": {', '"extra": {"x": ' + "[" * DEEP + "]" * DEEP + ", ", 1),
        encoding="utf-8",
        newline="",
    )


def huge_integer(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    path.write_text(
        json.dumps(data).replace('"seed": ', f'"seed": {HUGE}, "was": ', 1),
        encoding="utf-8",
        newline="",
    )


def bogus_score(path: Path) -> None:
    deals = journal_deals(path)
    deals[0]["result"]["scores"][1] = "bogus"  # once crashed the score sheet: int("bogus")
    write_journal(path, deals)


def duplicate_card(path: Path) -> None:
    deals = journal_deals(path)
    deals[1]["deal"][5] = deals[1]["deal"][6]
    write_journal(path, deals)


def illegal_action(path: Path) -> None:
    deals = journal_deals(path)
    actions = deals[0]["actions"]
    actions[-1], actions[-2] = actions[-2], actions[-1]
    write_journal(path, deals)


def bad_players(path: Path) -> None:
    deals = journal_deals(path)
    deals[0]["players"] = -3
    write_journal(path, deals)


DAMAGE = {
    "deeply nested": (deeply_nested, "nested more than 32 levels deep"),
    "huge integer": (huge_integer, "5000 digits is too long"),
    "bogus score in a finished deal": (bogus_score, "deal 1 of the session: scores"),
    "duplicate card in a finished deal": (duplicate_card, "deal 2 of the session"),
    "illegal action in a finished deal": (illegal_action, "deal 1 of the session: action"),
    "players -3 in a finished deal": (bad_players, "'players' must be at least 1"),
}


@pytest.mark.parametrize("damage", sorted(DAMAGE))
def test_a_damaged_save_is_set_aside_reported_and_the_new_game_dialog_follows(
    qtbot: QtBot, tmp_path: Path, dialogs: dict[str, list[str]], damage: str
) -> None:
    path = saved(tmp_path)
    spoil, reason = DAMAGE[damage]
    spoil(path)
    window = MainWindow(temp_settings(tmp_path), path.with_name("history.sqlite"), pace_ms=0)
    qtbot.addWidget(window)
    window.startup()
    assert window.controller is None
    assert not path.exists() and not savegame.journal_path(path).exists()
    aside = list(tmp_path.glob("session.corrupt-*.json"))
    assert len(aside) == 1 and len(list(tmp_path.glob("session.corrupt-*.deals.jsonl"))) == 1
    (message,) = dialogs["warning"]
    assert message.startswith(f"The saved game could not be read and was set aside as {aside[0]}.")
    assert reason in message
    assert window.statusBar().currentMessage().startswith("The saved game could not be read")
    assert dialogs["new game"] and not dialogs["question"]
    window.close()


def test_the_message_is_translated(
    qtbot: QtBot, tmp_path: Path, dialogs: dict[str, list[str]]
) -> None:
    from stammtisch.desktop.i18n import install_language

    path = saved(tmp_path)
    huge_integer(path)
    window = MainWindow(temp_settings(tmp_path), path.with_name("history.sqlite"), pace_ms=0)
    qtbot.addWidget(window)
    try:
        assert install_language("de")
        window.startup()
    finally:
        install_language("en")
    assert dialogs["warning"][0].startswith("Das gespeicherte Spiel war nicht lesbar")
    window.close()


def test_a_good_save_resumes_with_every_finished_deal(
    qtbot: QtBot, tmp_path: Path, dialogs: dict[str, list[str]]
) -> None:
    path = saved(tmp_path, "doppelkopf", finished=3)
    window = MainWindow(temp_settings(tmp_path), path.with_name("history.sqlite"), pace_ms=0)
    qtbot.addWidget(window)
    window.startup()
    assert dialogs["question"] and not dialogs["warning"] and not dialogs["new game"]
    assert window.controller is not None
    assert len(window.controller.session.deals) == 3
    assert window.score_model.rowCount() == 4
    window.close()


def test_finished_deals_are_booked_once(tmp_path: Path) -> None:
    from stammtisch.engine.history.store import HistoryStore

    session = play_session("schafkopf", finished=1, seed=9, current_actions=0)
    path = tmp_path / "history.sqlite"
    saver = savegame.Autosaver(path)
    table = savegame.SavedTable(session, 0, ["human", "random", "random", "random"])
    saver.save(table)
    assert saver.flush()
    store = HistoryStore.connect(path)
    first = store.conn.execute("SELECT id, finished FROM deals").fetchall()
    assert len(first) == 1
    state = session.current
    assert state is not None
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[0])
        saver.save(table)
        assert saver.flush()
        assert store.conn.execute("SELECT id, finished FROM deals").fetchall() == first
    session.finish_deal()
    saver.save(table)
    saver.close()
    assert store.conn.execute("SELECT COUNT(*) FROM deals").fetchone()[0] == 2
    loaded = savegame.load(store)
    assert loaded is not None and loaded.session.deal_scores() == session.deal_scores()
    store.close()


def test_a_kill_between_the_two_writes_loses_nothing_saved(tmp_path: Path) -> None:
    path = saved(tmp_path, finished=2)
    before = savegame.load_file(path).session.deal_scores()
    journal = savegame.journal_path(path)
    with journal.open(
        "a", encoding="utf-8", newline=""
    ) as fh:  # a third deal appended, header not yet
        fh.write(journal.read_text(encoding="utf-8").splitlines()[0] + "\n")
        fh.write('{"format": "stammtisch-de')  # and a line cut short by the kill
    assert savegame.load_file(path).session.deal_scores() == before


def test_orphan_temporary_files_are_removed_at_start_up(
    qtbot: QtBot, tmp_path: Path, dialogs: dict[str, list[str]]
) -> None:
    path = saved(tmp_path)
    old = time.time() - 3600
    orphans = [tmp_path / ".session.json.abc123.tmp", tmp_path / ".session.deals.jsonl.x1.tmp"]
    for orphan in orphans:
        orphan.write_text("{", encoding="utf-8", newline="")
        os.utime(orphan, (old, old))
    fresh = tmp_path / ".session.json.new.tmp"  # another copy of the app saving right now
    fresh.write_text("{", encoding="utf-8", newline="")
    window = MainWindow(temp_settings(tmp_path), path.with_name("history.sqlite"), pace_ms=0)
    qtbot.addWidget(window)
    window.startup()
    assert not any(orphan.exists() for orphan in orphans)
    assert fresh.exists() and window.controller is not None
    window.close()


def test_the_score_sheet_shows_a_bad_score_as_zero(qapp: object) -> None:
    import dataclasses

    session = play_session("skat", finished=1, seed=4, current_actions=0)
    deal = session.deals[0]
    result = {**dict(deal.result or {}), "scores": ["bogus", 5, None]}
    session.deals[0] = dataclasses.replace(deal, result=result)
    model = ScoreSheetModel()
    model.set_session(session)
    assert [model.index(0, c).data() for c in (1, 2, 3)] == ["0", "5", "0"]


def test_a_save_that_fails_while_resuming_is_still_set_aside(
    qtbot: QtBot, tmp_path: Path, dialogs: dict[str, list[str]], monkeypatch: pytest.MonkeyPatch
) -> None:
    from stammtisch.desktop.controller import GameController

    def broken_start(self: GameController) -> None:
        raise KeyError("a fault no check foresaw")

    monkeypatch.setattr(GameController, "start", broken_start)
    path = saved(tmp_path)
    window = MainWindow(temp_settings(tmp_path), path.with_name("history.sqlite"), pace_ms=0)
    qtbot.addWidget(window)
    window.startup()
    assert window.controller is None and not path.exists()
    assert "KeyError" in dialogs["warning"][0] and dialogs["new game"]
    window.close()
