"""Fit Doppelkopf's hand models (normal game per party, solos) to simulated deals.

Normal games: every seat of a deal played out with all seats healthy gives
one example (its features, its party, whether its party won).  Solos: each
seat in turn declares each plausible solo.  Prints the weights for
``engine/ai/games/doppelkopf.py``.

    python bench/calibrate_doppelkopf.py --deals 3000 --jobs 2
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import sys

from fitlib import fit

from stammtisch.engine.ai.handeval import trump_features
from stammtisch.engine.ai.knowledge import adapter_for
from stammtisch.engine.ai.simulate import policy_action
from stammtisch.engine.doppelkopf import actions as A
from stammtisch.engine.doppelkopf.contracts import CLUB_QUEEN, NORMAL_RULES, SoloType, trick_rules
from stammtisch.engine.doppelkopf.game import DoppelkopfGame
from stammtisch.engine.doppelkopf.state import HEALTH

FAMILIES = {
    "normal": None,
    "suit": (SoloType.DIAMONDS, SoloType.HEARTS, SoloType.SPADES, SoloType.CLUBS),
    "queen": (SoloType.QUEEN,),
    "jack": (SoloType.JACK,),
    "no_trump": (SoloType.NO_TRUMP,),
}


def plausible(hand: list[int], solo: SoloType) -> bool:
    f = trump_features(hand, trick_rules(solo))
    if solo == SoloType.NO_TRUMP:
        return f[4] >= 3
    if solo in (SoloType.QUEEN, SoloType.JACK):
        return f[0] >= 3
    return f[0] >= 8


def simulate(seed: int) -> list[tuple[str, list[float], bool]]:
    game = DoppelkopfGame(4)
    rng = random.Random(seed)
    adapter = adapter_for(game)
    base = game.new_deal(seed=seed, dealer=seed % 4)
    if base.stage != HEALTH:
        return []
    out: list[tuple[str, list[float], bool]] = []
    state = base.clone()
    for _ in range(4):
        state.apply_action(A.HEALTHY)
    hands = {s: base.hand(s) for s in base.active}
    while not state.is_terminal():
        state.apply_unchecked(policy_action(adapter, state, rng))
    res = state.result()
    if state.kind == "normal game":
        winner = res.details["winner"]
        for pos, s in enumerate(base.active):
            party = "re" if CLUB_QUEEN in hands[s] else "kontra"
            x = [*trump_features(hands[s], NORMAL_RULES), float(pos == 0), float(party == "re")]
            out.append(("normal", x, winner == party))
    for pos, seat in enumerate(base.active):
        for family, solos in FAMILIES.items():
            if solos is None:
                continue
            for solo in solos:
                if not plausible(hands[seat], solo):
                    continue
                st = base.clone()
                for k in range(4):
                    st.apply_action(A.RESERVATION if k == pos else A.HEALTHY)
                st.apply_action(A.solo_action(solo))
                while not st.is_terminal():
                    st.apply_unchecked(policy_action(adapter, st, rng))
                won = st.result().details["winner"] == "re"
                x = [*trump_features(hands[seat], trick_rules(solo)), float(pos == 0), 1.0]
                out.append((family, x, won))
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=3000)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rows: list[tuple[str, list[float], bool]] = []
    seeds = [args.seed * 1_000_003 + i for i in range(args.deals)]
    with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
        for i, chunk in enumerate(pool.imap_unordered(simulate, seeds, chunksize=8)):
            rows.extend(chunk)
            if i % 50 == 0:
                print(f"\r{i}/{args.deals}", end="", file=sys.stderr)
    print(file=sys.stderr)
    for family in FAMILIES:
        sel = [r for r in rows if r[0] == family]
        if len(sel) < 50:
            print(f"{family}: only {len(sel)} games")
            continue
        xs = [r[1] if family == "normal" else r[1][:-1] for r in sel]
        ys = [1 if r[2] else 0 for r in sel]
        w = fit(xs, ys)
        if family != "normal":
            w.append(0.0)
        print(f"{family}: ({', '.join(f'{v:.3f}' for v in w)})  # {len(sel)} games, {sum(ys)} won")


if __name__ == "__main__":
    main()
