"""Fit Skat's hand model (the declarer's win chance) to simulated deals.

For random deals, each seat in turn becomes the declarer of each plausible
game (it picks up the skat and puts two cards away by the evaluator's rule of
thumb); the deal is then played out by the rule-of-thumb card players, and
the hand's features are recorded with the outcome.  A logistic regression
per game family (suit games, Grand) gives the weights to paste into
``engine/ai/games/skat.py``; the Null estimate is checked for calibration.

    python bench/calibrate_skat.py --deals 3000 --jobs 2
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import sys

from fitlib import fit

from stammtisch.engine.ai.games import skat as model
from stammtisch.engine.ai.knowledge import adapter_for
from stammtisch.engine.ai.simulate import policy_action
from stammtisch.engine.cards import SUIT_MASKS, mask_points
from stammtisch.engine.skat.actions import BID_BASE, DECL_BASE, PASS, PICKUP
from stammtisch.engine.skat.contracts import DECLARATIONS, GRAND, JACKS_MASK, NULL
from stammtisch.engine.skat.game import SkatGame


def plausible(hand: int, gt: int) -> bool:
    if gt == GRAND:
        return (hand & JACKS_MASK).bit_count() >= 2
    trumps = hand & (JACKS_MASK | SUIT_MASKS[gt])
    return trumps.bit_count() >= 4


def simulate(seed: int) -> list[dict[str, object]]:
    game = SkatGame()
    rng = random.Random(seed)
    adapter = adapter_for(game)
    out = []
    base_state = game.new_deal(seed=seed, dealer=0)
    forehand, middle, rear = base_state.positions
    for pos, seat in enumerate((forehand, middle, rear)):
        hand10 = base_state.hand_mask(seat)
        skat = base_state.skat_mask
        hand12 = hand10 | skat
        games = [g for g in range(5) if plausible(hand12, g)]
        if model.null_chance(hand10, pos == 0) > 0.15 or rng.random() < 0.05:
            games.append(NULL)
        for gt in games:
            state = base_state.clone()
            bid18 = BID_BASE
            if pos == 1:
                script = [bid18, PASS, PASS]
            elif pos == 0:
                script = [PASS, PASS, bid18]
            else:
                script = [PASS, bid18, PASS]
            for a in script:
                state.apply_action(a)
            assert state.declarer == seat, (pos, state.declarer)
            state.apply_action(PICKUP)
            away = model._null_discard(hand12) if gt == NULL else model.quick_discard(hand12, gt)
            for c in [c for c in range(32) if away >> c & 1]:
                state.apply_action(c)
            code = "N" if gt == NULL else "CSHDG"[gt]
            decl_index = [d.code for d in DECLARATIONS].index(code)
            state.apply_action(DECL_BASE + decl_index)
            kept = hand12 & ~away
            while not state.is_terminal():
                state.apply_unchecked(policy_action(adapter, state, rng))
            res = state.result()
            row: dict[str, object] = {"gt": gt, "won": bool(res.details["won"])}
            if gt == NULL:
                row["p"] = model.null_chance(kept, pos == 0)
            else:
                row["x"] = list(model.features(kept, mask_points(away), gt, pos == 0))
                row["pts"] = res.details["declarer_points"]
            out.append(row)
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=2000)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--save", default=None, help="also write the raw rows to this JSON file")
    args = ap.parse_args()
    seeds = [args.seed * 1_000_003 + i for i in range(args.deals)]
    rows: list[dict[str, object]] = []
    with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
        for i, chunk in enumerate(pool.imap_unordered(simulate, seeds, chunksize=8)):
            rows.extend(chunk)
            if i % 50 == 0:
                print(f"\r{i}/{args.deals}", end="", file=sys.stderr)
    print(file=sys.stderr)
    if args.save:
        with open(args.save, "w") as f:
            json.dump(rows, f)
    report(rows)


def report(rows: list[dict[str, object]]) -> None:
    for name, gts in (("SUIT", (0, 1, 2, 3)), ("GRAND", (GRAND,))):
        sel = [r for r in rows if r["gt"] in gts]
        xs = [list(r["x"]) for r in sel]  # type: ignore[call-overload]
        ys = [1 if r["won"] else 0 for r in sel]
        w = fit(xs, ys)
        print(
            f"{name}_WEIGHTS = ({', '.join(f'{v:.3f}' for v in w)})  # {len(sel)} games, {sum(ys)} won"
        )
    nulls = [r for r in rows if r["gt"] == NULL]
    for lo, hi in ((0, 0.2), (0.2, 0.5), (0.5, 0.8), (0.8, 1.01)):
        sel = [r for r in nulls if lo <= r["p"] < hi]  # type: ignore[operator]
        if sel:
            rate = sum(1 for r in sel if r["won"]) / len(sel)
            print(f"null p in [{lo}, {hi}): {len(sel)} games, won {rate:.2f}")


if __name__ == "__main__":
    main()
