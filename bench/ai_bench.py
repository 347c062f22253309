"""Benchmarks of the computer players: decision times and the open-hand solver.

Decision times: deals of every game and table size are played with one seat
of the measured strength among Standard players; every decision of that seat
is timed.  Prints p50 / p95 / max per game and strength.

Solver: exact open-hand values of whole Skat and Doppelkopf deals (every card
still in hand) and of late positions (few cards left), timed.

    python bench/ai_bench.py --deals 20
    python bench/ai_bench.py --solver-only
"""

from __future__ import annotations

import argparse
import json
import random
import time

from stammtisch.engine.ai.dds.search import FastSolver, SearchAborted
from stammtisch.engine.ai.knowledge import TrickPosition
from stammtisch.engine.ai.tournament import DecisionTimes, make_agent, play_deal
from stammtisch.engine.cards import DECK32, DECK48
from stammtisch.engine.doppelkopf.contracts import NORMAL_RULES
from stammtisch.engine.registry import game_names, make_game
from stammtisch.engine.skat.contracts import TRICK_RULES as SKAT_RULES


def percentile(values: list[float], q: float) -> float:
    v = sorted(values)
    if not v:
        return float("nan")
    return v[min(len(v) - 1, int(q * len(v)))]


def decision_times(
    deals: int,
    strengths: list[str],
    budget_ms: float | None,
    games: list[str] | None = None,
    counts: list[int] | None = None,
) -> list[dict[str, object]]:
    rows = []
    for name in games or game_names():
        game_cls = make_game(name).__class__
        for players in game_cls.PLAYER_COUNTS:
            if counts and players not in counts:
                continue
            game = make_game(name, players)
            for strength in strengths:
                times = DecisionTimes({})
                kinds = [strength] + ["standard"] * (players - 1)
                for k in range(deals):
                    rot = [kinds[(s - k) % players] for s in range(players)]
                    agents = [make_agent(kind, game, budget_ms) for kind in rot]
                    # the measured seat is k: deal so that it never sits out (Skat and
                    # Doppelkopf seat the dealer out at the larger tables)
                    dealer = (k + 1 + (k // players) % (players - 1)) % players
                    play_deal(game, agents, 10_000 + k, dealer, rot, times)
                t = times.times.get(strength, [])
                rows.append(
                    {
                        "game": name,
                        "players": players,
                        "strength": strength,
                        "decisions": len(t),
                        "p50_ms": round(1000 * percentile(t, 0.5), 1),
                        "p95_ms": round(1000 * percentile(t, 0.95), 1),
                        "max_ms": round(1000 * max(t), 1) if t else None,
                    }
                )
                print(json.dumps(rows[-1]), flush=True)
    return rows


def skat_position(seed: int, cards: int) -> TrickPosition:
    rng = random.Random(seed)
    deck = list(DECK32)
    rng.shuffle(deck)
    hands = tuple(tuple(deck[i * 10 : i * 10 + cards]) for i in range(3))
    return TrickPosition(
        rules=SKAT_RULES[rng.randrange(5)], hands=hands, players=(0, 1, 2), leader=0,
        trick=(), side=(0, 1, 1),
    )  # fmt: skip


def doko_position(seed: int, cards: int) -> TrickPosition:
    rng = random.Random(seed)
    deck = list(DECK48)
    rng.shuffle(deck)
    hands = tuple(tuple(deck[i * 12 : i * 12 + cards]) for i in range(4))
    side = [0, 0, 1, 1]
    rng.shuffle(side)
    return TrickPosition(
        rules=NORMAL_RULES, hands=hands, players=(0, 1, 2, 3), leader=0, trick=(),
        side=tuple(side),
    )  # fmt: skip


def solver_times(samples: int, cap_s: float) -> list[dict[str, object]]:
    rows = []
    for label, make, sizes in (
        ("skat", skat_position, (4, 6, 8, 10)),
        ("doppelkopf", doko_position, (4, 5, 6, 7, 12)),
    ):
        for cards in sizes:
            times = []
            nodes = []
            unfinished = 0
            for seed in range(samples):
                pos = make(seed, cards)
                end = time.perf_counter() + cap_s
                solver = FastSolver(pos, should_stop=lambda end=end: time.perf_counter() > end)
                t0 = time.perf_counter()
                try:
                    solver.value()
                except SearchAborted:
                    unfinished += 1
                times.append(time.perf_counter() - t0)
                nodes.append(solver.nodes)
            rows.append(
                {
                    "solver": label,
                    "cards_per_hand": cards,
                    "positions": samples,
                    "unfinished_within_cap": unfinished,
                    "cap_s": cap_s,
                    "p50_ms": round(1000 * percentile(times, 0.5), 1),
                    "max_ms": round(1000 * max(times), 1),
                    "mean_nodes": round(sum(nodes) / len(nodes)),
                }
            )
            print(json.dumps(rows[-1]), flush=True)
    return rows


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--deals", type=int, default=10, help="deals per game, table size and strength")
    ap.add_argument("--strengths", default="beginner,standard,strong")
    ap.add_argument(
        "--budget-ms", type=float, default=None, help="Strong's budget (default its own)"
    )
    ap.add_argument("--games", default="", help="comma-separated games (default: all)")
    ap.add_argument("--players", default="", help="comma-separated table sizes (default: all)")
    ap.add_argument("--solver-only", action="store_true")
    ap.add_argument("--no-solver", action="store_true")
    ap.add_argument("--solver-samples", type=int, default=5)
    ap.add_argument("--solver-cap", type=float, default=60.0, help="seconds per solve at most")
    args = ap.parse_args()
    if not args.solver_only:
        games = [g for g in args.games.split(",") if g] or None
        counts = [int(n) for n in args.players.split(",") if n] or None
        decision_times(args.deals, args.strengths.split(","), args.budget_ms, games, counts)
    if not args.no_solver:
        solver_times(args.solver_samples, args.solver_cap)


if __name__ == "__main__":
    main()
