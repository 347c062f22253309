"""How often the coach's first rows tie, and how wide the margins are, at the coach's own search.

For each game, positions from Standard's own deals (every decision with more than one option,
one in four taken, seeds from 0) are asked of the coach at its own amount of search (Strong's
sampled deals for the game, no time cap), and the script prints per game and per kind of
valuation (card play searched; cards laid away and knocking played on; the evaluator's bids):

* hints: how many were asked;
* ties: the share of hints whose first row ties with another row (within its margin), and
  the mean number of rows tied;
* same: the share of card-play hints where the seat holds equivalent cards;
* margin: the median of every sampled row's margin against the best row, on the game's scale
  (and as a share of the scale's "good" limit).

    python bench/coach_ties.py --positions 100 [--games skat,doppelkopf] [--json]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections import defaultdict

from stammtisch.engine.ai import HeuristicPlayer
from stammtisch.engine.coach import hint
from stammtisch.engine.coach.hints import SEARCHED
from stammtisch.engine.registry import make_game

GAMES = {"skat": 3, "schafkopf": 4, "doppelkopf": 4, "sheepshead": 5}


def positions(name: str, count: int):  # type: ignore[no-untyped-def]
    """``count`` decisions with more than one option from Standard's deals of ``name``."""
    player = HeuristicPlayer("standard", search=False)
    game = make_game(name, GAMES[name])
    got = 0
    for seed in range(100_000):
        state = game.new_deal(seed=seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            seat = state.current_player()
            if len(state.legal_actions()) > 1 and rng.random() < 0.25:
                yield state.clone()
                got += 1
                if got >= count:
                    return
            state.apply_action(player.choose(state.view(seat), seed).action)


def measure(name: str, count: int) -> dict[str, dict[str, float]]:
    out: dict[str, dict[str, float]] = {}
    rows: dict[str, list[tuple[bool, int, bool]]] = defaultdict(list)
    margins: dict[str, list[float]] = defaultdict(list)
    good = 0.0
    started = time.perf_counter()
    for state in positions(name, count):
        seat = state.current_player()
        h = hint(state, seat)
        assert h.scale is not None
        good = h.scale.thresholds[0]
        kind = h.source
        ties = h.ties
        same = any(a.same_as for a in h.alternatives)
        rows[kind].append((len(ties) > 1, len(ties), same))
        margins[kind].extend(a.margin for a in h.alternatives[1:] if a.margin is not None)
    for kind, got in rows.items():
        spread = margins[kind]
        median = statistics.median(spread) if spread else 0.0
        out[kind] = {
            "hints": len(got),
            "tied_share": sum(t for t, _, _ in got) / len(got),
            "rows_tied_mean": sum(n for t, n, _ in got if t) / max(1, sum(t for t, _, _ in got)),
            "same_share": sum(s for _, _, s in got) / len(got) if kind == SEARCHED else 0.0,
            "margin_median": median,
            "margin_median_of_good": median / good if good else 0.0,
        }
    out["_all"] = {
        "hints": sum(len(g) for g in rows.values()),
        "tied_share": sum(t for g in rows.values() for t, _, _ in g)
        / max(1, sum(len(g) for g in rows.values())),
        "margin_median": statistics.median([m for ms in margins.values() for m in ms] or [0.0]),
        "seconds": time.perf_counter() - started,
    }
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--positions", type=int, default=100)
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    for name in args.games.split(","):
        got = measure(name, args.positions)
        if args.json:
            print(json.dumps({"game": name, **got}), flush=True)
            continue
        for kind, figures in got.items():
            line = ", ".join(f"{k} {v:.3g}" for k, v in figures.items())
            print(f"{name} {kind}: {line}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
