"""The evaluators' declarations in self-play: how often, how well, and how well predicted.

``declarations`` plays Standard self-play deals and records every declaration (Skat's
game, Schafkopf's contract, a Doppelkopf solo or each seat's party in a normal game, the
Sheepshead pick) with the evaluator's predicted win chance at that moment and the
outcome; it prints the win rate per contract family, the frequencies, the Skat counts
the teacher's rules speak of, and the calibration table (predicted chance by decile
against the share won).

``compare`` plays duplicate deals between the current Standard and the Standard of an
earlier commit (its evaluator module loaded from git, swapped in for that seat's
decisions), with the paired difference and its 95% interval.

    python bench/calibrate_selfplay.py declarations --game skat --deals 1000 --jobs 2
    python bench/calibrate_selfplay.py compare --game skat --deals 1000 --previous fa27858
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import math
import multiprocessing
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from stammtisch.engine.ai import knowledge
from stammtisch.engine.ai.base import Decision
from stammtisch.engine.ai.tournament import ViewAgent, deal_seeds, mean_ci, play_deal
from stammtisch.engine.cards import mask_points
from stammtisch.engine.registry import make_game
from stammtisch.engine.state import Game, GameState

# --- what each game's declarations were predicted to do --------------------------------


def _skat_rows(ev: Any, initial: GameState, final: GameState) -> list[dict[str, Any]]:
    from stammtisch.engine.skat.contracts import GRAND, JACKS_MASK, NULL

    r = final.result()
    d = r.declarer
    decl = final.declaration  # type: ignore[attr-defined]
    if d is None or decl is None:
        return []
    dealt = initial.hand_mask(d)  # type: ignore[attr-defined]
    forehand = final.positions[0] == d  # type: ignore[attr-defined]
    if decl.hand:
        kept = dealt
        unseen = ((1 << 32) - 1) & ~dealt
        skat_points = round(2 * mask_points(unseen) / unseen.bit_count())
    else:
        kept = (dealt | initial.skat_mask) & ~final.skat_mask  # type: ignore[attr-defined]
        skat_points = mask_points(final.skat_mask)  # type: ignore[attr-defined]
    gt = decl.game_type
    if gt == NULL:
        p = ev.null_chance(kept, forehand, decl.ouvert)
        family = "null"
    else:
        if hasattr(ev, "CALIBRATION"):
            p = ev.win_chance(kept, skat_points, gt, forehand, decl.hand)
        else:
            p = ev.win_chance(kept, skat_points, gt, forehand)
        family = "grand" if gt == GRAND else "suit"
    aces_tens = kept & (ev.ACES | ev.TENS)
    return [
        {
            "family": family,
            "cal": "grand_hand" if family == "grand" and decl.hand else family,
            "contract": r.contract,
            "hand": bool(decl.hand),
            "p": p,
            "won": bool(r.details["won"]),
            "score": r.scores[d],
            "jat": (kept & JACKS_MASK).bit_count() + aces_tens.bit_count(),
            "jacks": (kept & JACKS_MASK).bit_count(),
        }
    ]


def _schafkopf_rows(ev: Any, initial: GameState, final: GameState) -> list[dict[str, Any]]:
    from stammtisch.engine.cards import cards_of
    from stammtisch.engine.schafkopf.contracts import RAMSCH, GameType, base_type

    r = final.result()
    contract = final.contract  # type: ignore[attr-defined]
    d = r.declarer
    if contract is None or contract is RAMSCH or d is None:
        return [{"family": "ramsch", "p": math.nan, "won": False, "score": 0}]
    hand = cards_of(final.dealt[d])  # type: ignore[attr-defined]
    p = ev.win_chance(hand, contract, final.order[0] == d)  # type: ignore[attr-defined]
    kind = base_type(contract.level)
    family = "partner" if kind == GameType.SAUSPIEL else "solo"
    return [
        {
            "family": family,
            "cal": family,
            "contract": r.contract,
            "kind": kind.name,
            "p": p,
            "won": bool(r.details["won"]),
            "score": r.scores[d],
        }
    ]


def _doppelkopf_rows(ev: Any, initial: GameState, final: GameState) -> list[dict[str, Any]]:
    from stammtisch.engine.doppelkopf.contracts import CLUB_QUEEN

    r = final.result()
    re_won = r.details.get("winner") == "re"
    active = list(final.active)  # type: ignore[attr-defined]
    if r.details.get("solo"):
        d = r.declarer
        solo = final.solo  # type: ignore[attr-defined]
        if d is None or solo is None:
            return []
        hand = initial.hand(d)
        p = ev.solo_chance(hand, solo, active[0] == d)
        family = "forced solo" if r.details.get("forced_solo") else "solo"
        return [
            {"family": family, "contract": r.contract, "p": p, "won": re_won, "score": r.scores[d]}
        ]
    if r.contract != "normal game":
        return [{"family": r.contract or "other", "p": math.nan, "won": re_won, "score": 0}]
    rows = []
    for s in active:
        hand = initial.hand(s)
        re_party = CLUB_QUEEN in hand
        p = ev.normal_chance(hand, re_party, active[0] == s)
        rows.append(
            {
                "family": "normal (each seat)",
                "cal": "normal",
                "p": p,
                "won": re_won == re_party,
                "score": r.scores[s],
                "re": re_party,
            }
        )
    return rows


def _sheepshead_rows(ev: Any, initial: GameState, final: GameState) -> list[dict[str, Any]]:

    r = final.result()
    picker = r.details.get("picker")
    n = final.num_players
    if picker is None:
        return [{"family": r.contract or "leaster", "p": math.nan, "won": False, "score": 0}]
    forehand = (final.dealer + 1) % n == picker  # type: ignore[attr-defined]
    p = ev.pick_chance(initial.hand(picker), n, forehand)
    family = "pick alone" if r.details.get("alone") or r.details.get("partner") is None else "pick"
    return [
        {
            "family": family,
            "contract": r.contract,
            "p": p,
            "won": r.scores[picker] > 0,
            "score": r.scores[picker],
        }
    ]


ROWS = {
    "skat": _skat_rows,
    "schafkopf": _schafkopf_rows,
    "doppelkopf": _doppelkopf_rows,
    "sheepshead": _sheepshead_rows,
}


# --- the previous Standard --------------------------------------------------------------


_PREVIOUS: dict[tuple[str, str], Any] = {}


def _previous(game: str, rev: str) -> Any:
    """The evaluator module of ``game`` as it was at ``rev`` (its adapter as ``.adapter``)."""
    key = (game, rev)
    if key not in _PREVIOUS:
        _PREVIOUS[key] = previous_module(game, rev)
    return _PREVIOUS[key]


def previous_module(game: str, rev: str) -> Any:
    """The AI module of ``game`` as it was at ``rev``: its source from git, loaded in the
    package (so its relative imports resolve against today's engine)."""
    src = subprocess.run(
        ["git", "show", f"{rev}:engine/ai/games/{game}.py"],
        check=True,
        capture_output=True,
        text=True,
        cwd=Path(__file__).resolve().parent.parent,
    ).stdout
    name = f"stammtisch.engine.ai.games._previous_{game}"
    spec = importlib.util.spec_from_loader(name, loader=None)
    assert spec is not None
    module = importlib.util.module_from_spec(spec)
    module.__package__ = "stammtisch.engine.ai.games"
    knowledge.adapter_for(make_game(game))  # today's adapter registered first
    today = knowledge._ADAPTERS[game]
    sys.modules[name] = module
    exec(compile(src, f"<{rev}:{game}.py>", "exec"), module.__dict__)
    module.adapter = knowledge._ADAPTERS[game]
    knowledge.register_adapter(game, today)  # its import registered itself: undo that
    return module


class SwappedAgent:
    """A Standard seat that decides with another adapter (swapped in for its turn only)."""

    def __init__(self, game: str, adapter: knowledge.GameAdapter) -> None:
        from stammtisch.engine.ai.players import make_player

        self.game = game
        self.adapter = adapter
        self.inner = ViewAgent(make_player("standard"))

    def _with(self, f: Any, *args: Any) -> Any:
        today = knowledge._ADAPTERS[self.game]
        knowledge._ADAPTERS[self.game] = self.adapter
        try:
            return f(*args)
        finally:
            knowledge._ADAPTERS[self.game] = today

    def act(self, state: GameState, seat: int, seed: int) -> Decision:
        return self._with(self.inner.act, state, seat, seed)  # type: ignore[no-any-return]

    def act_out_of_turn(self, state: GameState, seat: int, seed: int) -> Decision | None:
        return self._with(self.inner.act_out_of_turn, state, seat, seed)  # type: ignore[no-any-return]


# --- the runs ----------------------------------------------------------------------------


def _game(args: argparse.Namespace) -> Game:
    from stammtisch.engine.registry import game_class
    from stammtisch.engine.rules import parse_rule_assignments

    cls = game_class(args.game)
    return cls(args.players, parse_rule_assignments(args.rule))


def _declarations_work(task: tuple[argparse.Namespace, int, int]) -> list[dict[str, Any]]:
    from stammtisch.engine.ai.players import make_player

    args, index, seed = task
    game = _game(args)
    agent: Any
    if args.previous_all:
        evaluator: Any = _previous(args.game, args.previous)
        agent = SwappedAgent(args.game, evaluator.adapter)
    else:
        evaluator = importlib.import_module(f"stammtisch.engine.ai.games.{args.game}")
        agent = ViewAgent(make_player(args.level))
    n = game.num_players
    initial = game.new_deal(seed=seed, dealer=index % n)
    final = play_deal(game, [agent] * n, seed, index % n)
    rows = ROWS[args.game](evaluator, initial, final)
    for row in rows:
        row["deal"] = index
    return rows


def _compare_work(task: tuple[argparse.Namespace, int, int]) -> float:
    args, index, seed = task
    game = _game(args)
    n = game.num_players
    old = SwappedAgent(args.game, _previous(args.game, args.previous).adapter)
    from stammtisch.engine.ai.players import make_player

    new = ViewAgent(make_player("standard"))
    diffs = []
    for r in range(n):  # the new Standard in one seat, each seat in turn
        agents: list[Any] = [old] * n
        agents[r] = new
        state = play_deal(game, agents, seed, index % n)
        scores = state.scores()
        diffs.append(scores[r] - sum(scores[s] for s in range(n) if s != r) / (n - 1))
    return sum(diffs) / n


def _run(f: Any, tasks: Sequence[Any], jobs: int) -> list[Any]:
    out = []
    t0 = time.perf_counter()
    if jobs > 1:
        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            for i, got in enumerate(pool.imap(f, tasks)):
                out.append(got)
                if (i + 1) % 50 == 0:
                    print(f"{i + 1}/{len(tasks)} {time.perf_counter() - t0:.0f}s", file=sys.stderr)
    else:
        for i, t in enumerate(tasks):
            out.append(f(t))
            if (i + 1) % 50 == 0:
                print(f"{i + 1}/{len(tasks)} {time.perf_counter() - t0:.0f}s", file=sys.stderr)
    return out


def wilson(k: int, n: int) -> tuple[float, float]:
    """The 95% Wilson interval of a share ``k``/``n``."""
    if n == 0:
        return (math.nan, math.nan)
    z = 1.96
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (centre - half, centre + half)


def report(game: str, deals: int, rows: list[dict[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {"game": game, "deals": deals, "families": {}, "buckets": []}
    families: dict[str, list[dict[str, Any]]] = {}
    for row in rows:
        families.setdefault(row["family"], []).append(row)
    print(f"{game}: {deals} deals")
    for fam, rs in sorted(families.items()):
        k = sum(1 for r in rs if r["won"])
        lo, hi = wilson(k, len(rs))
        mean_score = sum(r["score"] for r in rs) / len(rs)
        out["families"][fam] = {"n": len(rs), "won": k, "ci": [lo, hi], "mean_score": mean_score}
        print(
            f"  {fam:22s} {len(rs):5d} ({100 * len(rs) / deals:5.1f}% of deals)"
            f"  won {100 * k / len(rs):5.1f}% [{100 * lo:.1f}, {100 * hi:.1f}]"
            f"  mean score {mean_score:+.2f}"
        )
    if game == "skat":
        grands = families.get("grand", [])
        few = [r for r in grands if r["jat"] < 5]
        gh = [r for r in grands if r["hand"]]
        gh_lost = sum(1 for r in gh if not r["won"])
        out["grand_below_5"] = len(few)
        out["grand_hand"] = len(gh)
        print(f"  Grands with fewer than 5 jacks, aces and tens: {len(few)}")
        print(f"  Grand Hand: {len(gh)} ({100 * len(gh) / deals:.1f}% of deals), lost {gh_lost}")
        both = grands + families.get("suit", [])
        k = sum(1 for r in both if r["won"])
        if both:
            lo, hi = wilson(k, len(both))
            out["suit_and_grand"] = {"n": len(both), "won": k, "ci": [lo, hi]}
            print(
                f"  suit and Grand together: won {100 * k / len(both):.1f}% [{100 * lo:.1f}, {100 * hi:.1f}]"
            )
    predicted = [r for r in rows if not math.isnan(r["p"])]
    print("  calibration: predicted chance (decile) -> declarations, mean predicted, share won")
    for b in range(10):
        rs = [r for r in predicted if min(9, int(r["p"] * 10)) == b]
        if not rs:
            continue
        k = sum(1 for r in rs if r["won"])
        lo, hi = wilson(k, len(rs))
        mp = sum(r["p"] for r in rs) / len(rs)
        out["buckets"].append({"bucket": b, "n": len(rs), "mean_p": mp, "won": k, "ci": [lo, hi]})
        print(
            f"    {b / 10:.1f}-{(b + 1) / 10:.1f}: {len(rs):5d}  predicted {100 * mp:5.1f}%"
            f"  won {100 * k / len(rs):5.1f}% [{100 * lo:.1f}, {100 * hi:.1f}]"
        )
    return out


def fit_rows(rows: list[dict[str, Any]], current: dict[str, tuple[float, float]]) -> None:
    """Platt scaling per calibration family from the rows' predicted chances and outcomes,
    composed with the scaling those chances already had (``current``)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from fitlib import fit

    bound = 6.0
    families: dict[str, list[dict[str, Any]]] = {}
    for row in rows:
        cal = row.get("cal") or (
            "grand_hand" if row["family"] == "grand" and row.get("hand") else row["family"]
        )
        if not math.isnan(row["p"]) and row["p"] > 0.0:
            families.setdefault(cal, []).append(row)
    for fam, rs in sorted(families.items()):
        xs = []
        for r in rs:
            p = min(max(r["p"], 1e-9), 1 - 1e-9)
            xs.append([max(-bound, min(bound, math.log(p / (1 - p))))])
        ys = [1 if r["won"] else 0 for r in rs]
        b2, a2 = fit(xs, ys, l2=0.0)
        a1, b1 = current.get(fam, (1.0, 0.0))
        print(f"  {fam:12s} n={len(rs):5d}  fitted scale {a2:.3f} shift {b2:+.3f}"
              f"  composed: ({a1 * a2:.3f}, {a2 * b1 + b2:.3f})")  # fmt: skip


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("mode", choices=("declarations", "compare", "fit"))
    ap.add_argument("--game", required=True, choices=sorted(ROWS))
    ap.add_argument("--players", type=int, default=None)
    ap.add_argument("--deals", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--level", default="standard")
    ap.add_argument("--rule", action="append", default=[], metavar="NAME=VALUE")
    ap.add_argument("--previous", default="HEAD", help="the commit of the previous Standard")
    ap.add_argument(
        "--previous-all", action="store_true", help="declarations: every seat the previous Standard"
    )
    ap.add_argument("--out", default=None, help="append one JSON line with the figures")
    ap.add_argument("--rows", default=None, help="declarations: write every row to this JSON file")
    args = ap.parse_args()
    if args.mode == "fit":
        module = importlib.import_module(f"stammtisch.engine.ai.games.{args.game}")
        rows = json.loads(Path(args.rows).read_text(encoding="utf-8"))
        current = getattr(module, "CALIBRATION", {})
        if args.game == "sheepshead":  # one scaling per table size: the picks' families share it
            current = {fam: current[args.players or 5] for fam in ("pick", "pick alone")}
        fit_rows(rows, current)
        return
    seeds = list(deal_seeds(args.seed, args.deals))
    tasks = [(args, i, s) for i, s in enumerate(seeds)]
    if args.mode == "declarations":
        rows = [row for got in _run(_declarations_work, tasks, args.jobs) for row in got]
        if args.rows:
            Path(args.rows).write_text(json.dumps(rows), encoding="utf-8")
        figures = report(args.game, args.deals, rows)
        figures["level"] = args.level
    else:
        diffs = _run(_compare_work, tasks, args.jobs)
        m, lo, hi = mean_ci(diffs)
        figures = {"game": args.game, "deals": args.deals, "previous": args.previous,
                   "new_minus_previous": [m, lo, hi]}  # fmt: skip
        print(f"{args.game}: new Standard − previous ({args.previous}): {m:+.3f} per deal,"
              f" 95% CI [{lo:+.3f}, {hi:+.3f}] over {args.deals} duplicate deals")  # fmt: skip
    if args.out:
        with open(args.out, "a", encoding="utf-8") as f:
            f.write(json.dumps({"mode": args.mode, "rules": args.rule, **figures}) + "\n")


if __name__ == "__main__":
    main()
