"""Mutated save files never stop the app: each is refused in one line or resumed correctly.

300 seeded mutations of small saves (every game, the split layout and the
older single-file one) are loaded on every run; a few of them also go
through the real main window at start-up.  A save that loads must be the
session that was saved: the same finished deals with the same scores,
each replaying to the result it stores, and a deal in progress that can go
on.  A save that does not load is set aside, reported, and followed by the
new-game dialog.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from desktop_support import dialogs_fixture, legacy_save, temp_settings  # noqa: F401 - fixture
from fuzz_support import Mutator, play_session, write_text
from pytestqt.qtbot import QtBot

from stammtisch.desktop import savegame
from stammtisch.desktop.models import ScoreSheetModel
from stammtisch.desktop.widgets.main_window import MainWindow
from stammtisch.engine.records import SessionRecord

SAVES = 300
WINDOW_SAVES = 8
GAMES = ("skat", "schafkopf", "doppelkopf", "sheepshead")


def save_seeds(folder: Path) -> list[dict[str, Any]]:
    """Small saves of every game: the header's and the journal's text, and the scores."""
    seeds = []
    for number, game in enumerate(GAMES):
        session = play_session(game, finished=2, seed=30 + number, current_actions=6)
        levels = ["human"] + ["random"] * (len(session.seats) - 1)
        path = folder / f"seed{number}" / savegame.SAVE_NAME
        legacy_save(path, savegame.SavedTable(session, 0, levels))
        seeds.append(
            {
                "header": path.read_text(encoding="utf-8"),
                "journal": savegame.journal_path(path).read_text(encoding="utf-8"),
                "scores": session.deal_scores(),
            }
        )
        # the older layout: every deal inside session.json
        record = session.to_record()
        old = SessionRecord(
            **{**record.__dict__, "extra": {"desktop": {"human": 0, "levels": levels}}}
        )
        seeds.append(
            {"header": json.dumps(old.to_json()), "journal": None, "scores": session.deal_scores()}
        )
    return seeds


def mutated(seed: dict[str, Any], number: int, path: Path) -> None:
    """Write the seed beside ``path`` with one of its two files mutated."""
    mutator = Mutator(10_000 + number)
    savegame.discard(path)
    header, journal = seed["header"], seed["journal"]
    if journal is not None and mutator.rng.random() < 0.4:
        journal = mutator.mutate(journal)
    else:
        header = mutator.mutate(header)
    write_text(path, header)
    if journal is not None:
        write_text(savegame.journal_path(path), journal)


def check_resumed(table: savegame.SavedTable, scores: list[tuple[int, ...]], where: str) -> None:
    """A resumed session is the one saved: same finished deals and scores, able to go on."""
    session = table.session
    assert session.deal_scores() == scores, where
    assert all(deal.check() == [] for deal in session.deals), where
    assert session.totals() == [sum(col) for col in zip(*scores, strict=True)], where
    model = ScoreSheetModel()
    model.set_session(session)
    assert model.rowCount() == len(scores) + 1, where
    state = session.current
    if state is not None and not state.is_terminal():
        assert state.legal_actions(), where


def test_mutated_saves_are_refused_in_one_line_or_resumed_correctly(
    qapp: object, tmp_path: Path
) -> None:
    seeds = save_seeds(tmp_path)
    path = tmp_path / "case" / savegame.SAVE_NAME
    path.parent.mkdir()
    outcomes = {"refused": 0, "resumed": 0}
    for number in range(SAVES):
        seed = seeds[number % len(seeds)]
        mutated(seed, number, path)
        where = f"save mutation {number}"
        start = time.perf_counter()
        try:
            table = savegame.load_file(path)
        except savegame.SaveError as exc:
            message = str(exc)
            assert message and "\n" not in message and len(message) <= 500, where
            outcomes["refused"] += 1
        else:
            check_resumed(table, seed["scores"], where)
            outcomes["resumed"] += 1
        assert time.perf_counter() - start < 2.0, where
    assert outcomes["refused"] > SAVES // 2 and outcomes["resumed"] > 0, outcomes


def test_mutated_saves_through_the_main_window(
    qtbot: QtBot, tmp_path: Path, dialogs: dict[str, list[str]]
) -> None:
    seeds = save_seeds(tmp_path)
    probe = tmp_path / "probe" / savegame.SAVE_NAME
    probe.parent.mkdir()
    chosen: dict[bool, list[int]] = {True: [], False: []}  # half that load, half that do not
    number = 0
    while min(len(v) for v in chosen.values()) < WINDOW_SAVES // 2:
        mutated(seeds[number % len(seeds)], number, probe)
        try:
            savegame.load_file(probe)
            loads = True
        except savegame.SaveError:
            loads = False
        if len(chosen[loads]) < WINDOW_SAVES // 2:
            chosen[loads].append(number)
        number += 1
    for number, loads in [(n, k) for k, numbers in chosen.items() for n in numbers]:
        folder = tmp_path / f"window{number}"
        path = folder / savegame.SAVE_NAME
        folder.mkdir()
        seed = seeds[number % len(seeds)]
        mutated(seed, number, path)
        for shown in dialogs.values():
            shown.clear()
        window = MainWindow(temp_settings(folder), path.with_name("history.sqlite"), pace_ms=0)
        qtbot.addWidget(window)
        window.startup()
        if loads:
            assert window.controller is not None and dialogs["question"]
            assert window.controller.session.deal_scores() == seed["scores"]
            assert not dialogs["new game"]
        else:
            assert window.controller is None
            assert not path.exists() and list(folder.glob("session.corrupt-*.json"))
            assert dialogs["warning"][0].startswith("The saved game could not be read")
            assert dialogs["new game"], "the new-game dialog follows"
        window.close()
