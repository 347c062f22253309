"""Benchmark of the coach: hint latency per game, and the time to grade a whole deal.

Deals of every game are played by Standard players; at every decision of seat
0 that has more than one option the coach is asked for a hint (at the
desktop's budget) and timed.  Then every decision seat 0 took in the deal is
graded (``review``) and the whole grading is timed.  Prints p50 / p95 / max
of the hint latency (target: p95 at most 1 s) and the grading time per deal.

    python bench/coach_bench.py --deals 4
    python bench/coach_bench.py --deals 2 --games skat --json
"""

from __future__ import annotations

import argparse
import json
import time

from stammtisch.engine.ai import HeuristicPlayer
from stammtisch.engine.coach import hint, review
from stammtisch.engine.registry import make_game

GAMES = {"skat": 3, "schafkopf": 4, "doppelkopf": 4, "sheepshead": 5}


def percentile(values: list[float], q: float) -> float:
    v = sorted(values)
    if not v:
        return float("nan")
    return v[min(len(v) - 1, int(q * len(v)))]


def measure(
    name: str, players: int, deals: int, budget_ms: float, review_ms: float
) -> dict[str, object]:
    game = make_game(name, players)
    player = HeuristicPlayer("standard")
    latencies: list[float] = []
    gradings: list[float] = []
    graded = 0
    for k in range(deals):
        state = game.new_deal(seed=1000 + k, dealer=k % players)
        while not state.is_terminal():
            seat = state.current_player()
            if seat == 0 and len(state.legal_actions()) > 1:
                start = time.perf_counter()
                hint(state, 0, budget_ms)
                latencies.append(time.perf_counter() - start)
            state.apply_action(player.choose(state.view(seat), k).action)
        start = time.perf_counter()
        graded += len(review(state, 0, review_ms))
        gradings.append(time.perf_counter() - start)
    return {
        "game": name,
        "players": players,
        "hints": len(latencies),
        "hint_p50_ms": round(1000 * percentile(latencies, 0.5), 1),
        "hint_p95_ms": round(1000 * percentile(latencies, 0.95), 1),
        "hint_max_ms": round(1000 * max(latencies, default=float("nan")), 1),
        "deals": deals,
        "decisions_graded": graded,
        "grade_deal_mean_s": round(sum(gradings) / max(1, len(gradings)), 2),
        "grade_deal_max_s": round(max(gradings, default=float("nan")), 2),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=4)
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--budget-ms", type=float, default=700.0, help="per hint (the desktop's)")
    parser.add_argument("--review-ms", type=float, default=400.0, help="per graded decision")
    parser.add_argument("--json", action="store_true", help="one JSON line per game")
    args = parser.parse_args()
    for name in args.games.split(","):
        row = measure(name, GAMES[name], args.deals, args.budget_ms, args.review_ms)
        if args.json:
            print(json.dumps(row), flush=True)
        else:
            print(
                f"{name:<11} hints {row['hints']:>4}: p50 {row['hint_p50_ms']:>6} ms, "
                f"p95 {row['hint_p95_ms']:>6} ms, max {row['hint_max_ms']:>6} ms | "
                f"grading a deal ({row['decisions_graded']} decisions in {row['deals']}): "
                f"mean {row['grade_deal_mean_s']} s, max {row['grade_deal_max_s']} s",
                flush=True,
            )


if __name__ == "__main__":
    main()
