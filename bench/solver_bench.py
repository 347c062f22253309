"""The open-hand solver's two searches side by side on the same random whole deals.

For each game and mode, both solve the same deals (the same seed): ``fast``
(``engine/ai/dds`` with its compiled core) and ``python`` (the same search in Python, the
reference the compiled core is tested against); one JSON line per search with p50 / p95 / max milliseconds, mean nodes and how many deals did not finish
within the cap.

    python bench/solver_bench.py --positions 200 --cap-s 10 --bidding standard
    python bench/solver_bench.py --games skat --modes outcome,points --positions 50
    python bench/solver_bench.py --games skat --modes outcome --bidding standard --solvers fast

Modes: ``outcome`` (only the thresholds where the payoff changes; in a Doppelkopf normal game
the fast solver counts the extra points too, by score levels), ``thresholds`` (every
threshold of the payoff table), ``points`` (exact card points).  Random contracts are mostly
overbid or announced Skat games the outcome of which needs little or no search; the
contracts a table plays are those of ``--bidding standard``.
"""

from __future__ import annotations

import argparse
import json

from stammtisch.engine.ai.dds.bench import solve_deals


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", default="skat,schafkopf,sheepshead,doppelkopf")
    ap.add_argument("--modes", default="outcome,points")
    ap.add_argument("--positions", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--cap-s", type=float, default=60.0, help="seconds per deal at most")
    ap.add_argument("--bidding", default="random", choices=("random", "standard"))
    ap.add_argument("--solvers", default="python,fast", help="which solvers, comma-separated")
    args = ap.parse_args()
    for game in args.games.split(","):
        for mode in args.modes.split(","):
            for which in args.solvers.split(","):
                row = solve_deals(
                    game, args.positions, args.seed, mode, args.cap_s, which, bidding=args.bidding
                )
                print(
                    json.dumps(
                        {"solver": which, "bidding": args.bidding, "cap_s": args.cap_s, **row}
                    ),
                    flush=True,
                )


if __name__ == "__main__":
    main()
