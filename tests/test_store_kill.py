"""The kill test: the real window, offscreen in a subprocess, killed with SIGKILL at random
moments and inside the store, over and over, over two games.

After each kill the store is checked before the next start: every deal whose result the
user was shown is in the history exactly once and identical to what the session holds;
the restarted window resumes exactly at a state the table really was in, no earlier than
the last save the store confirmed, with the same finished deals.
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from kill_driver import digest, fork_is_safe
from platform_support import needs

DRIVER = Path(__file__).with_name("kill_driver.py")
GAMES = (("skat", 5, 21), ("doppelkopf", 3, 20))
"""(game, deals, kills): at least 40 kills over the two games."""
POINTS = ("live:booked", "live:before-commit", "live:after-commit")


pytestmark = needs(signal, "SIGKILL", "a kill the window cannot catch or clean up after")


class Driver:
    """The driver's server (``kill_driver.py --serve``): each run is a fresh process, forked
    where the platform allows forking after Qt is loaded, else spawned (``how``)."""

    def __init__(self, how: str = "") -> None:
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
        self.proc = subprocess.Popen(
            [sys.executable, str(DRIVER), "--serve", *([how] if how else [])],
            env=env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            encoding="utf-8",
        )

    def start(self, args: list[str]) -> int:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(" ".join(args) + "\n")
        self.proc.stdin.flush()
        word, pid = self.proc.stdout.readline().split()
        assert word == "pid", word
        return int(pid)

    def wait(self, pid: int) -> int:
        assert self.proc.stdout is not None
        word, ended, code = self.proc.stdout.readline().split()
        assert (word, int(ended)) == ("exit", pid)
        return int(code)

    def close(self) -> str:
        """Stop the server; what its runs wrote to stderr."""
        assert self.proc.stdin is not None and self.proc.stderr is not None
        self.proc.stdin.close()
        self.proc.wait(timeout=60)
        return self.proc.stderr.read()


@pytest.fixture
def driver() -> Iterator[Driver]:
    server = Driver()
    errors: list[str] = []
    try:
        yield server
    finally:
        errors.append(server.close())
    assert "Traceback" not in errors[0], errors[0][-3000:]


def run(
    driver: Driver, folder: Path, game: str, deals: int, kill: tuple[str, float | int] | None
) -> bool:
    """One run of the driver; ``kill``: ("time", seconds after its start line) or (store
    point, count).  Whether it was killed."""
    args = [str(folder), game, str(deals), "5"]
    if kill is not None and kill[0] != "time":
        args += [str(kill[0]), str(kill[1])]
    log = folder / "log"
    lines = len(_lines(log))
    pid = driver.start(args)
    if kill is not None and kill[0] == "time":
        begun = time.monotonic()
        while not any(line.startswith(("start", "over")) for line in _lines(log)[lines:]):
            assert time.monotonic() - begun < 60, "the driver did not start"
            time.sleep(0.01)
        time.sleep(float(kill[1]))
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)
    code = driver.wait(pid)
    assert code in (0, -signal.SIGKILL), f"the driver failed ({code})"
    return code == -signal.SIGKILL


def _lines(log: Path) -> list[str]:
    if not log.exists():
        return []
    return log.read_text(encoding="utf-8").splitlines()


def stored(folder: Path) -> tuple[list[str], tuple[int, int] | None]:
    """The stored deals' digests in order (each number once) and the session in progress
    (finished deals, actions) or ``None``."""
    conn = sqlite3.connect(f"file:{folder / 'history.sqlite'}?mode=ro", uri=True)
    try:
        rows = conn.execute(
            "SELECT d.number, r.record FROM deals d JOIN deal_records r ON r.deal_id = d.id"
            " ORDER BY d.number"
        ).fetchall()
        live = conn.execute("SELECT finished, current FROM live").fetchone()
    finally:
        conn.close()
    numbers = [n for n, _ in rows]
    assert numbers == list(range(len(rows))), f"deals stored: {numbers}"
    deals = [digest(json.loads(text)) for _, text in rows]
    if live is None:
        return deals, None
    assert live[0] == len(deals), "the session's progress and the history disagree"
    actions = (
        0
        if live[1] is None
        else len(json.loads(live[1])["deal"]) + len(json.loads(live[1])["actions"])
    )
    return deals, (live[0], actions)


@pytest.mark.parametrize(("game", "deals", "kills"), GAMES)
def test_killed_at_random_and_inside_the_store_nothing_seen_is_lost(
    driver: Driver, tmp_path: Path, game: str, deals: int, kills: int
) -> None:
    rng = random.Random(deals * 1009 + kills)
    killed = runs = sessions = resumed = 0
    while killed < kills:  # a session played to its end under kills; another if need be
        sessions += 1
        folder = tmp_path / f"session{sessions}"
        folder.mkdir()
        killed, runs, restarts = play_under_kills(
            driver, folder, game, deals, rng, killed, kills, runs
        )
        resumed += restarts
    # a session a fast machine finishes before its timed kill resumes nothing; the others do
    assert resumed, "no restart was checked"
    print(f"{game}: {killed} kills in {runs} runs over {sessions} sessions of {deals} deals")


def play_under_kills(
    driver: Driver,
    folder: Path,
    game: str,
    deals: int,
    rng: random.Random,
    killed: int,
    kills: int,
    runs: int,
) -> tuple[int, int, int]:
    """Play one session to its end, killed as ``rng`` draws; (kills, runs, restarts checked)."""
    log = folder / "log"
    resumed = 0
    expect: dict[str, object] | None = None  # what the next start must resume
    while True:
        kill: tuple[str, float | int] | None = None
        if killed < kills:
            if rng.random() < 0.5:
                kill = ("time", rng.uniform(0.0, 1.5))
            else:
                kill = (rng.choice(POINTS), rng.randint(1, 2))
        before = len(_lines(log))
        was_killed = run(driver, folder, game, deals, kill)
        runs += 1
        assert runs < 6 * kills, "the session makes no progress"
        killed += was_killed
        lines = _lines(log)
        this_run = lines[before:]
        if expect is not None and any(line.startswith("start") for line in this_run):
            check_resumed(this_run, expect)
            resumed += 1
        # every deal whose result the user saw is stored, once, identical to the session's
        digests, live = stored(folder)
        for line in lines:
            if line.startswith("finished"):
                _, number, seen = line.split()
                assert int(number) < len(digests) and digests[int(number)] == seen, line
        if not was_killed:
            assert this_run[-1] == "over" and live is None and len(digests) == deals
            break
        if live is None and digests:  # killed once the last deal was booked: it is over
            assert len(digests) == deals
            break
        expect = {
            "live": live,
            "digests": digests,
            "states": {tuple(ln.split()[1:4]) for ln in lines if ln.startswith(("act", "start"))},
            "saved": [
                tuple(map(int, ln.split()[1:3])) for ln in this_run if ln.startswith("saved")
            ],
        }
    return killed, runs, resumed


def check_resumed(this_run: list[str], expect: dict[str, object]) -> None:
    """The run resumed exactly what the store held after the kill before it."""
    at = next(i for i, line in enumerate(this_run) if line.startswith("start"))
    start = this_run[at].split()
    live = expect["live"]
    if live is None:  # killed before the first save: the same session starts anew
        assert start[4] == "new" and not expect["digests"], start
        return
    assert start[4] == "resumed", start
    finished, actions = int(start[1]), int(start[2])
    assert isinstance(live, tuple)
    if live[1] == 0:  # saved between two deals: the next deal is dealt on resuming
        assert finished == live[0], (start, live)
    else:
        assert (finished, actions) == live, (start, live)
        assert tuple(start[1:4]) in expect["states"], start  # type: ignore[operator]
    saved = expect["saved"]
    assert isinstance(saved, list)
    if saved:
        assert (finished, actions) >= max(saved), (start, max(saved))
    deal_line = this_run[at + 1].split()
    assert deal_line[0] == "deals" and deal_line[1:] == expect["digests"]


@pytest.mark.parametrize("how", ["spawn", "default"])
def test_the_driver_server_runs_a_session_spawned_or_as_the_platform_allows(
    tmp_path: Path, how: str
) -> None:
    """The spawned runs (macOS: no fork once Qt is loaded) play, save and are killed as the
    forked ones; the default is fork only where CPython itself does not spawn."""
    server = Driver("spawn" if how == "spawn" else "")
    try:
        assert not run(server, tmp_path, "skat", 1, None)
        assert _lines(tmp_path / "log")[-1] == "over"
        folder = tmp_path / "killed"
        folder.mkdir()
        assert run(server, folder, "skat", 2, ("live:after-commit", 1))
        digests, live = stored(folder)
        assert live is not None and live[1] > 0 and digests == []
    finally:
        errors = server.close()
    assert "Traceback" not in errors, errors[-3000:]
    if how == "default":
        import multiprocessing

        spawned = multiprocessing.get_all_start_methods()[0] == "spawn"
        assert fork_is_safe() == (hasattr(os, "fork") and not spawned)
