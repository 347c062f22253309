"""Fit Schafkopf's hand model (the declaring side's win chance per game type) to simulated deals.

Each seat in turn announces each plausible game on random deals; the deal is
played out by the rule-of-thumb card players and the hand's features are
recorded with the outcome.  Prints the weights for
``engine/ai/games/schafkopf.py``.

    python bench/calibrate_schafkopf.py --deals 4000 --jobs 2
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import sys

from fitlib import fit

from stammtisch.engine.ai.games import schafkopf as model
from stammtisch.engine.ai.knowledge import adapter_for
from stammtisch.engine.ai.simulate import policy_action
from stammtisch.engine.cards import cards_of
from stammtisch.engine.schafkopf import SchafkopfGame
from stammtisch.engine.schafkopf.actions import ANNOUNCE_BASE, BID_BASE, PASS
from stammtisch.engine.schafkopf.contracts import GameType, base_type
from stammtisch.engine.schafkopf.state import AUCTION

FAMILIES = (
    GameType.SAUSPIEL,
    GameType.SUIT_SOLO,
    GameType.WENZ,
    GameType.GEIER,
    GameType.SUIT_WENZ,
    GameType.SUIT_GEIER,
)


def plausible(hand: list[int], contract: object) -> bool:
    from stammtisch.engine.schafkopf.contracts import Contract

    assert isinstance(contract, Contract)
    if contract.is_tout or contract.alone:
        return False
    f = model.trump_features(hand, contract.rules)
    kind = base_type(contract.level)
    if kind == GameType.SAUSPIEL:
        return f[0] >= 3
    if kind in (GameType.WENZ, GameType.GEIER):
        return f[0] >= 2 or f[4] >= 2
    return f[0] >= 5


def simulate(seed: int) -> list[tuple[int, list[float], bool]]:
    game = SchafkopfGame()
    rng = random.Random(seed)
    adapter = adapter_for(game)
    base = game.new_deal(seed=seed, dealer=seed % 4)
    if base.stage != AUCTION:
        return []
    out = []
    for pos, seat in enumerate(base.order):
        hand = cards_of(base.dealt[seat])
        for contract in base.announceable(seat):
            if not plausible(hand, contract):
                continue
            state = base.clone()
            for k in range(4):
                state.apply_action(BID_BASE if k == pos else PASS)
            state.apply_action(ANNOUNCE_BASE + contract.index)
            while not state.is_terminal():
                state.apply_unchecked(policy_action(adapter, state, rng))
            won = bool(state.result().details["won"])
            kind = int(base_type(contract.level))
            out.append((kind, list(model.features(hand, contract, pos == 0)), won))
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=3000)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rows: list[tuple[int, list[float], bool]] = []
    seeds = [args.seed * 1_000_003 + i for i in range(args.deals)]
    with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
        for i, chunk in enumerate(pool.imap_unordered(simulate, seeds, chunksize=8)):
            rows.extend(chunk)
            if i % 50 == 0:
                print(f"\r{i}/{args.deals}", end="", file=sys.stderr)
    print(file=sys.stderr)
    for kind in FAMILIES:
        sel = [r for r in rows if r[0] == int(kind)]
        if len(sel) < 50:
            print(f"{kind.name}: only {len(sel)} games")
            continue
        xs = [r[1] for r in sel]
        ys = [1 if r[2] else 0 for r in sel]
        if kind != GameType.SAUSPIEL:
            xs = [x[:-2] for x in xs]
        w = fit(xs, ys)
        if kind != GameType.SAUSPIEL:
            w += [0.0, 0.0]
        print(
            f"    GameType.{kind.name}: ({', '.join(f'{v:.3f}' for v in w)}),"
            f"  # {len(sel)} games, {sum(ys)} won"
        )


if __name__ == "__main__":
    main()
