"""The AI's measured targets: duplicate tournaments per game, one JSON line each.

For every game (default table size): Standard against Beginners, Strong (at a
stated budget) against Standards, and the open-hand player against Strong,
each over duplicate deals with 95% intervals.  Lines are appended to
``--out`` as each tournament finishes, so a long run keeps what it has done.

    python bench/ai_targets.py --deals 1000 --strong-ms 50 --open-deals 200 --jobs 2
"""

from __future__ import annotations

import argparse
import json
import sys
import time

from stammtisch.engine.ai.tournament import progress_printer, run_tournament
from stammtisch.engine.registry import game_names, make_game


def matches(players: int) -> list[tuple[str, list[str]]]:
    return [
        ("standard_vs_beginner", ["standard"] + ["beginner"] * (players - 1)),
        ("strong_vs_standard", ["strong"] + ["standard"] * (players - 1)),
        ("openhand_vs_strong", ["openhand", "strong"] + ["standard"] * (players - 2)),
    ]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--deals", type=int, default=1000)
    ap.add_argument("--open-deals", type=int, default=200)
    ap.add_argument("--strong-ms", type=float, default=50.0)
    ap.add_argument("--seed", type=int, default=2024)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--games", default=",".join(game_names()))
    ap.add_argument("--only", default="", help="comma-separated match names to run")
    ap.add_argument("--out", default="ai_targets.jsonl")
    args = ap.parse_args()
    for name in args.games.split(","):
        game = make_game(name)
        for label, seats in matches(game.num_players):
            if args.only and label not in args.only.split(","):
                continue
            deals = args.open_deals if label.startswith("openhand") else args.deals
            print(f"{name} {label}: {deals} deals", file=sys.stderr)
            t0 = time.perf_counter()
            result = run_tournament(
                game, seats, deals, args.seed, args.strong_ms, progress_printer(), args.jobs
            )
            line = {
                "game": name,
                "players": game.num_players,
                "match": label,
                "seats": seats,
                "strong_budget_ms": args.strong_ms,
                "seconds": round(time.perf_counter() - t0, 1),
                "result": result,
            }
            with open(args.out, "a") as f:
                f.write(json.dumps(line) + "\n")
            print(json.dumps(line), flush=True)


if __name__ == "__main__":
    main()
