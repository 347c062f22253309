"""Fit Sheepshead's picker model per table size to simulated deals.

Each seat in turn picks (the seats before it pass), buries and calls by the
evaluator's rules of thumb; the deal is played out by the rule-of-thumb card
players.  Prints the weights for ``engine/ai/games/sheepshead.py``.

    python bench/calibrate_sheepshead.py --deals 3000 --jobs 2
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import sys

from fitlib import fit

from stammtisch.engine.ai.games import sheepshead as model
from stammtisch.engine.ai.knowledge import adapter_for
from stammtisch.engine.ai.simulate import policy_action
from stammtisch.engine.cards import mask_points
from stammtisch.engine.sheepshead.actions import PASS, PICK
from stammtisch.engine.sheepshead.game import SheepsheadGame
from stammtisch.engine.sheepshead.state import PICKING, PLAY


def simulate(args: tuple[int, int]) -> list[tuple[int, list[float], bool]]:
    players, seed = args
    game = SheepsheadGame(players)
    rng = random.Random(seed)
    adapter = adapter_for(game)
    base = game.new_deal(seed=seed, dealer=seed % players)
    out = []
    for k in range(players):
        seat = (base.dealer + 1 + k) % players
        st = base.clone()
        for _ in range(k):
            st.apply_action(PASS)
        assert st.stage == PICKING and st.current_player() == seat
        st.apply_action(PICK)
        while st.stage != PLAY and not st.is_terminal():
            st.apply_unchecked(policy_action(adapter, st, rng))
        kept = st.hand(seat) + ([st.unknown_card] if st.unknown_card is not None else [])
        buried = mask_points(sum(1 << c for c in st.buried()))
        alone = st.partner is None and players == 5
        while not st.is_terminal():
            st.apply_unchecked(policy_action(adapter, st, rng))
        won = st.result().details["row"] in (
            "61 to 90",
            "91 or more (schneider)",
            "all tricks (schwarz)",
        )
        if not alone:
            out.append((players, list(model.features(kept, buried, k == 0)), won))
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=2000)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    tasks = [(n, args.seed * 1_000_003 + i * 7 + n) for i in range(args.deals) for n in (3, 4, 5)]
    rows: list[tuple[int, list[float], bool]] = []
    with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
        for i, chunk in enumerate(pool.imap_unordered(simulate, tasks, chunksize=8)):
            rows.extend(chunk)
            if i % 50 == 0:
                print(f"\r{i}/{len(tasks)}", end="", file=sys.stderr)
    print(file=sys.stderr)
    for n in (3, 4, 5):
        sel = [r for r in rows if r[0] == n]
        xs = [r[1] for r in sel]
        ys = [1 if r[2] else 0 for r in sel]
        w = fit(xs, ys)
        print(f"    {n}: ({', '.join(f'{v:.3f}' for v in w)}),  # {len(sel)} games, {sum(ys)} won")


if __name__ == "__main__":
    main()
