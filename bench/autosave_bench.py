"""Autosave and resume cost of the session in the store, by session length.

    python bench/autosave_bench.py            # Doppelkopf after 1 and after 36 deals
    python bench/autosave_bench.py --deals 1 12 36 --game skat

For each session length it plays that many Doppelkopf deals at random, then
plays one more deal saving after every action (as the app does) and prints
the median and the largest time of one save on the GUI thread, what one
write costs the writer thread (one SQLite transaction, synchronous=FULL),
and the time to load and validate the save again (every finished deal
replayed).  Figures depend on the disk: each commit is fsynced.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from stammtisch.desktop import savegame
from stammtisch.engine.playout import play_random_deals, random_step
from stammtisch.engine.registry import make_game
from stammtisch.engine.session import Session


def session_after(game_name: str, deals: int, seed: int) -> Session:
    game = make_game(game_name)
    seats = [f"Seat {i}" for i in range(game.num_players)]
    session = Session(game, seats, planned_deals=deals + 10, seed=seed)
    play_random_deals(session, deals, random.Random(seed))
    return session


def measure(game_name: str, deals: int, seed: int = 1) -> dict[str, float]:
    session = session_after(game_name, deals, seed)
    rng = random.Random(seed + 1)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "history.sqlite"
        saver = savegame.Autosaver(path)
        table = savegame.SavedTable(session, 0, ["human"] + ["random"] * (len(session.seats) - 1))
        saver.save(table)  # the finished deals are written once, here
        saver.flush()
        state = session.start_deal()
        times: list[float] = []
        while not state.is_terminal():
            random_step(state, rng)
            start = time.perf_counter()
            saver.save(table)
            times.append(time.perf_counter() - start)
        start = time.perf_counter()
        saver.flush()
        flush = time.perf_counter() - start
        snapshot = savegame._Snapshot.of(table)
        writes: list[float] = []
        for _ in range(10):  # what the writer thread spends on one save (mostly fsync)
            start = time.perf_counter()
            saver.write_now(snapshot)
            writes.append(time.perf_counter() - start)
        start = time.perf_counter()
        loaded = savegame.load_path(path)
        resume = time.perf_counter() - start
        assert loaded is not None and len(loaded.session.deals) == deals
        assert loaded.session.current is not None
        assert loaded.session.current.history() == state.history()
        saver.close()
    return {
        "median_ms": 1000 * statistics.median(times),
        "max_ms": 1000 * max(times),
        "saves": len(times),
        "flush_ms": 1000 * flush,
        "write_ms": 1000 * statistics.median(writes),
        "resume_ms": 1000 * resume,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="doppelkopf")
    parser.add_argument("--deals", type=int, nargs="+", default=[1, 36])
    args = parser.parse_args(argv)
    for deals in args.deals:
        f = measure(args.game, deals)
        print(
            f"{args.game} after {deals} deals: autosave on the GUI thread median "
            f"{f['median_ms']:.2f} ms, max {f['max_ms']:.2f} ms over {f['saves']:.0f} actions; "
            f"last write finished {f['flush_ms']:.2f} ms later; "
            f"one write on the writer thread {f['write_ms']:.2f} ms (median); "
            f"resume (load + replay of every deal) {f['resume_ms']:.0f} ms"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
