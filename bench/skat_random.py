"""Random full Skat deals per second: ours, and OpenSpiel's skat when it is installed.

A random full deal starts from the empty state: the chance player deals the
32 cards one by one, then every decision (bidding, skat, declaration, every
card) is a uniformly random legal action until the deal is scored.  Both
games are driven through their public Python API by the same loop
(``stammtisch.engine.bench``).  OpenSpiel is the optional ``bench`` extra
(``pip install ".[bench]"``).

The two are measured in alternating slices on one core, so that a busy
machine slows both alike; the figures are the medians of the slices.

    python bench/skat_random.py [--seconds 10] [--slices 10] [--json]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from collections.abc import Callable

from stammtisch.engine.bench import openspiel_random_deal, our_random_deal
from stammtisch.engine.skat import SkatGame


def slice_rate(
    run_one: Callable[[random.Random], None], seconds: float, rng: random.Random
) -> float:
    count = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        for _ in range(20):
            run_one(rng)
        count += 20
        now = time.perf_counter()
        if now >= deadline:
            return count / (now - start)


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--seconds", type=float, default=10.0, help="total time per side (default 10)"
    )
    parser.add_argument("--slices", type=int, default=10, help="alternating slices (default 10)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args()

    ours = our_random_deal(SkatGame())
    theirs = openspiel_random_deal("skat")
    per_slice = args.seconds / args.slices
    ours_rates: list[float] = []
    theirs_rates: list[float] = []
    rng_ours, rng_theirs = random.Random(1), random.Random(2)
    for _ in range(args.slices):
        ours_rates.append(slice_rate(ours, per_slice, rng_ours))
        if theirs is not None:
            theirs_rates.append(slice_rate(theirs, per_slice, rng_theirs))
    figures: dict[str, float | str] = {
        "stammtisch_skat_random_deals_per_s": round(statistics.median(ours_rates), 1)
    }
    if theirs_rates:
        figures["openspiel_skat_random_deals_per_s"] = round(statistics.median(theirs_rates), 1)
        ratios = [a / b for a, b in zip(ours_rates, theirs_rates, strict=True)]
        figures["ratio_ours_to_openspiel"] = round(statistics.median(ratios), 3)
    else:
        figures["openspiel_skat_random_deals_per_s"] = "not installed (pip install '.[bench]')"
    if args.json:
        print(json.dumps(figures))
    else:
        for key, value in figures.items():
            print(f"{key}: {value}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
