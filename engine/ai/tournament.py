"""Duplicate tournaments between player types, with confidence intervals.

Every deal is played once per rotation of the seat assignment, so each
player type holds every hand: luck of the cards cancels out.  A type's
result for one deal is its mean score over the seats it held in all
rotations; over many deals the mean gets a 95% confidence interval
(Student's t), and so does the paired difference between any two types.

>>> mean_ci([1.0, 2.0, 3.0, 4.0])
(2.5, 0.446..., 4.553...)
"""

from __future__ import annotations

import math
import random
import sys
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from ..state import Game, GameState
from .base import AIError, Budget, Decision, Player, mix_seed
from .knowledge import adapter_for
from .players import OpenHandPlayer, make_player

PLAYER_TYPES = (
    "random",
    "beginner",
    "standard",
    "strong",
    "strong-python",
    "strong-top",
    "strong-current",
    "strong-confident",
    "openhand",
)


class Agent(Protocol):
    """One seat's decision maker in a played deal."""

    def act(self, state: GameState, seat: int, seed: int) -> Decision: ...

    def act_out_of_turn(self, state: GameState, seat: int, seed: int) -> Decision | None: ...


class ViewAgent:
    """A :class:`Player` that sees only its own view of the deal."""

    def __init__(self, player: Player, budget: Budget | None = None) -> None:
        self.player = player
        self.budget = budget

    def act(self, state: GameState, seat: int, seed: int) -> Decision:
        return self.player.choose(state.view(seat), seed, self.budget)

    def act_out_of_turn(self, state: GameState, seat: int, seed: int) -> Decision | None:
        return self.player.choose_out_of_turn(state.view(seat), seed, self.budget)


class OpenAgent:
    """The open-hand reference player: sees the real deal."""

    def __init__(self, player: OpenHandPlayer | None = None, budget: Budget | None = None) -> None:
        self.player = player or OpenHandPlayer()
        self.budget = budget

    def act(self, state: GameState, seat: int, seed: int) -> Decision:
        return self.player.choose_open(state, seed, self.budget)

    def act_out_of_turn(self, state: GameState, seat: int, seed: int) -> Decision | None:
        return self.player.choose_out_of_turn_open(state, seat, seed)


def strong_budget(game: Game, budget_ms: float | None, capped: bool = True) -> Budget | None:
    """Strong's budget for a stated time per decision (None: its default).

    The fixed work is the number of sampled deals the game's adapter says
    fit into the time (``ms_per_sample``), and the time is the cap.  With
    ``capped=False`` the same work (Strong's own without ``budget_ms``) has no
    time cap, so every decision does all of it however busy the machine is.
    """
    if budget_ms is None:
        if capped:
            return None
        from .players import SearchPlayer

        return Budget.uncapped(SearchPlayer().budget_for(game).work)
    per = float(getattr(adapter_for(game), "ms_per_sample", 25.0))
    work = max(1, int(budget_ms / per))
    return Budget(work=work, max_ms=budget_ms) if capped else Budget.uncapped(work)


def make_agent(kind: str, game: Game, budget_ms: float | None = None, capped: bool = True) -> Agent:
    """The agent of a player type (one of :data:`PLAYER_TYPES`); ``capped=False``: Strong's
    search without a time cap (:func:`strong_budget`)."""
    key = kind.strip().lower()
    if key == "openhand":
        return OpenAgent()
    if key not in PLAYER_TYPES:
        raise AIError(f"unknown player type {kind!r}; known: {', '.join(PLAYER_TYPES)}")
    budget = strong_budget(game, budget_ms, capped) if key.startswith("strong") else None
    return ViewAgent(make_player(key), budget)


@dataclass
class DecisionTimes:
    """Seconds per decision, by player type; and, for searching players, how their sampled
    deals' weights came out (``weights[kind]``: searched decisions, decisions whose weights
    were flattened, flattened all the way to plain sampling, and the sum of the effective
    sample size as a share of the deals)."""

    times: dict[str, list[float]]
    weights: dict[str, dict[str, float]] = field(default_factory=dict)

    def add(self, kind: str, seconds: float) -> None:
        self.times.setdefault(kind, []).append(seconds)

    def add_info(self, kind: str, info: Mapping[str, float]) -> None:
        """Count one decision's search figures (:attr:`Decision.info`)."""
        if "beta" not in info or not info.get("samples"):
            return
        got = self.weights.setdefault(
            kind, {"searched": 0.0, "flattened": 0.0, "plain": 0.0, "ess_share": 0.0}
        )
        got["searched"] += 1
        got["flattened"] += float(info["beta"] < 1.0)
        got["plain"] += float(info["beta"] <= 0.0)
        got["ess_share"] += info["ess"] / info["samples"]

    def add_weights(self, weights: Mapping[str, Mapping[str, float]]) -> None:
        """Add another run's :attr:`weights` (a worker's deal, or a logged one) to these."""
        for kind, figures in weights.items():
            mine = self.weights.setdefault(kind, {})
            for key, x in figures.items():
                mine[key] = mine.get(key, 0.0) + x


def play_deal(
    game: Game,
    agents: Sequence[Agent],
    deal_seed: int,
    dealer: int = 0,
    kinds: Sequence[str] | None = None,
    times: DecisionTimes | None = None,
    check: bool = True,
) -> GameState:
    """Play one deal (cards from ``deal_seed``) with one agent per seat; the finished state.

    Out-of-turn actions are offered to each seat whenever its options or its
    hand size change.  With ``check`` every action goes through the rules
    (an illegal one raises).
    """
    state = game.new_deal(seed=deal_seed, dealer=dealer)
    return play_out(state, agents, deal_seed, kinds, times, check)


def play_out(
    state: GameState,
    agents: Sequence[Agent],
    deal_seed: int,
    kinds: Sequence[str] | None = None,
    times: DecisionTimes | None = None,
    check: bool = True,
    stop: Callable[[], bool] | None = None,
) -> GameState:
    """Play ``state`` (dealt) to its end with one agent per seat, as :func:`play_deal` does.

    ``stop`` is asked before every decision; when it answers ``True`` the
    play stops with :class:`AIError`.
    """
    n = state.num_players
    asked: dict[int, tuple[object, ...]] = {}
    steps = 0
    while not state.is_terminal():
        if stop is not None and stop():
            raise AIError("the play was stopped")
        for seat in range(n):
            options = state.out_of_turn_actions(seat)
            if not options:
                continue
            key = (tuple(options), sum(1 for actor, _ in state.history() if actor == seat))
            if asked.get(seat) == key:
                continue
            asked[seat] = key
            t0 = time.perf_counter()
            d = agents[seat].act_out_of_turn(
                state, seat, mix_seed(deal_seed, seat, len(state.history()), 1)
            )
            if times is not None and kinds is not None:
                times.add(kinds[seat], time.perf_counter() - t0)
            if d is not None:
                state.apply_out_of_turn(seat, d.action)
        seat = state.current_player()
        t0 = time.perf_counter()
        decision = agents[seat].act(state, seat, mix_seed(deal_seed, seat, len(state.history())))
        if times is not None and kinds is not None:
            times.add(kinds[seat], time.perf_counter() - t0)
            times.add_info(kinds[seat], decision.info)
        if check:
            state.apply_action(decision.action)
        else:
            state.apply_unchecked(decision.action)
        steps += 1
        if steps > 5000:
            raise AIError("a deal does not end")
    return state


class RememberingAgent:
    """An agent that answers a position it was asked before from memory.

    A decision's seed comes from the deal, the seat and the number of actions
    so far, so a player type asked in the same seat after the same history
    gets the same question.  The rotations of a duplicate deal share their
    opening until the first decision two types answer differently, and a
    type's seat is asked the same in several rotations; remembered, each
    such question is searched once.  ``times`` counts the decisions made,
    not those remembered.
    """

    def __init__(
        self,
        agent: Agent,
        kind: str,
        memory: dict[tuple[object, ...], Decision | None],
        times: DecisionTimes | None = None,
    ) -> None:
        self.agent = agent
        self.kind = kind
        self.memory = memory
        self.times = times
        self.asked = 0
        self.searched = 0

    def _answer(
        self, state: GameState, seat: int, seed: int, ask: Callable[[], Decision | None], turn: bool
    ) -> Decision | None:
        key = (self.kind, seat, seed, turn, tuple(state.history()))
        self.asked += 1
        if key in self.memory:
            return self.memory[key]
        t0 = time.perf_counter()
        decision = ask()
        self.searched += 1
        if self.times is not None:
            self.times.add(self.kind, time.perf_counter() - t0)
            if decision is not None and turn:
                self.times.add_info(self.kind, decision.info)
        self.memory[key] = decision
        return decision

    def act(self, state: GameState, seat: int, seed: int) -> Decision:
        got = self._answer(state, seat, seed, lambda: self.agent.act(state, seat, seed), True)
        assert got is not None
        return got

    def act_out_of_turn(self, state: GameState, seat: int, seed: int) -> Decision | None:
        return self._answer(
            state, seat, seed, lambda: self.agent.act_out_of_turn(state, seat, seed), False
        )


def duplicate_deal(
    game: Game,
    seat_types: Sequence[str],
    deal_seed: int,
    dealer: int,
    budget_ms: float | None = None,
    times: DecisionTimes | None = None,
    capped: bool = True,
) -> dict[str, float]:
    """One duplicate deal: played once per rotation; each type's mean score over its seats.

    Positions the rotations share are decided once (:class:`RememberingAgent`).
    """
    n = game.num_players
    sums: dict[str, float] = {}
    counts: dict[str, int] = {}
    memory: dict[tuple[object, ...], Decision | None] = {}
    agents_by_kind = {
        k: RememberingAgent(make_agent(k, game, budget_ms, capped), k, memory, times)
        for k in set(seat_types)
    }
    for r in range(n):
        kinds = [seat_types[(s - r) % n] for s in range(n)]
        agents = [agents_by_kind[k] for k in kinds]
        state = play_deal(game, agents, deal_seed, dealer)
        scores = state.scores()
        for s, k in enumerate(kinds):
            sums[k] = sums.get(k, 0.0) + scores[s]
            counts[k] = counts.get(k, 0) + 1
    return {k: sums[k] / counts[k] for k in sums}


_T95 = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776, 5: 2.571, 6: 2.447, 7: 2.365, 8: 2.306,
        9: 2.262, 10: 2.228, 12: 2.179, 15: 2.131, 20: 2.086, 25: 2.060, 30: 2.042,
        40: 2.021, 60: 2.000, 120: 1.980}  # fmt: skip


def t95(df: int) -> float:
    """The two-sided 95% quantile of Student's t with ``df`` degrees of freedom (conservative table).

    >>> t95(1), t95(9), t95(10_000)
    (12.706, 2.262, 1.96)
    """
    if df < 1:
        return math.inf
    if df >= 1000:
        return 1.96
    for k in sorted(_T95, reverse=True):
        if df >= k:
            return _T95[k]
    return math.inf


def mean_ci(values: Sequence[float]) -> tuple[float, float, float]:
    """Mean with the 95% confidence interval (mean, low, high)."""
    k = len(values)
    if k == 0:
        return (math.nan, math.nan, math.nan)
    m = sum(values) / k
    if k == 1:
        return (m, -math.inf, math.inf)
    var = sum((v - m) ** 2 for v in values) / (k - 1)
    half = t95(k - 1) * math.sqrt(var / k)
    return (m, m - half, m + half)


def deal_seeds(seed: int, deals: int) -> Iterator[int]:
    """The card seeds of a tournament's deals."""
    rng = random.Random(seed)
    for _ in range(deals):
        yield rng.randrange(2**62)


def _work(
    args: tuple[str, int, dict[str, Any], list[str], int, int, float | None, bool],
) -> tuple[int, dict[str, float], DecisionTimes]:
    from ..registry import make_game

    name, players, rules, seat_types, index, deal_seed, budget_ms, capped = args
    game = make_game(name, players, rules)
    times = DecisionTimes({})
    result = duplicate_deal(game, seat_types, deal_seed, index % players, budget_ms, times, capped)
    return index, result, times


DealLog = Callable[[int, int, Mapping[str, float], "DecisionTimes"], None]
"""Told each finished deal: (index, card seed, each type's mean score, its decisions)."""


def run_tournament(
    game: Game,
    seat_types: Sequence[str],
    deals: int,
    seed: int,
    budget_ms: float | None = None,
    progress: Callable[[int, int, float], None] | None = None,
    jobs: int = 1,
    times: DecisionTimes | None = None,
    log: DealLog | None = None,
    done: Mapping[int, Mapping[str, float]] | None = None,
    capped: bool = True,
) -> dict[str, Any]:
    """A duplicate tournament; per type its mean score per deal with the 95% interval.

    The result maps each type to ``{"mean", "ci_low", "ci_high", "deals", "vs"}``
    where ``vs`` holds the paired differences to every other type.  ``log`` is told
    every deal as it finishes; ``done`` holds deals played before (by index: each type's
    mean score), which are counted and not played again.  ``capped=False``: the searching
    players do all their work with no time cap (:func:`strong_budget`), so the result does
    not depend on how busy the machine is.
    """
    n = game.num_players
    if len(seat_types) != n:
        raise AIError(f"{game.TITLE} with {n} players needs {n} seats, not {len(seat_types)}")
    for kind in seat_types:
        if kind not in PLAYER_TYPES:
            raise AIError(f"unknown player type {kind!r}; known: {', '.join(PLAYER_TYPES)}")
    seeds = list(deal_seeds(seed, deals))
    per_deal: list[dict[str, float]] = [{} for _ in range(deals)]
    start = time.perf_counter()
    earlier = dict(done or {})
    for i, result in earlier.items():
        if 0 <= i < deals:
            per_deal[i] = dict(result)
    tasks = [
        (game.NAME, n, dict(game.rules.changed()), list(seat_types), i, s, budget_ms, capped)
        for i, s in enumerate(seeds)
        if i not in earlier
    ]
    finished = deals - len(tasks)

    def record(index: int, result: dict[str, float], t: DecisionTimes) -> None:
        nonlocal finished
        per_deal[index] = result
        if times is not None:
            for k, v in t.times.items():
                times.times.setdefault(k, []).extend(v)
            times.add_weights(t.weights)
        if log is not None:
            log(index, seeds[index], result, t)
        finished += 1
        if progress:
            progress(finished, deals, time.perf_counter() - start)

    if jobs > 1 and len(tasks) > 1:
        import multiprocessing

        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            for index, result, t in pool.imap_unordered(_work, tasks):
                record(index, result, t)
    else:
        for task in tasks:
            i, s = task[4], task[5]
            t = DecisionTimes({})
            record(i, duplicate_deal(game, seat_types, s, i % n, budget_ms, t, capped), t)
    kinds = sorted(set(seat_types), key=seat_types.index)
    out: dict[str, Any] = {}
    for kind in kinds:
        values = [d[kind] for d in per_deal]
        m, lo, hi = mean_ci(values)
        entry: dict[str, Any] = {"mean": m, "ci_low": lo, "ci_high": hi, "deals": len(values)}
        vs: dict[str, Any] = {}
        for other in kinds:
            if other == kind:
                continue
            dm, dlo, dhi = mean_ci([d[kind] - d[other] for d in per_deal])
            vs[other] = {"mean": dm, "ci_low": dlo, "ci_high": dhi}
        if vs:
            entry["vs"] = vs
        out[kind] = entry
    return out


def progress_printer(stream: Any = None) -> Callable[[int, int, float], None]:
    """A progress line on stderr: deals done, rate and time left."""
    out = stream or sys.stderr

    def show(done: int, total: int, elapsed: float) -> None:
        rate = done / elapsed if elapsed > 0 else 0.0
        left = (total - done) / rate if rate > 0 else 0.0
        end = "\n" if done == total else ""
        out.write(f"\rdeal {done}/{total}  {elapsed:6.1f} s elapsed  ~{left:6.1f} s left{end}")
        out.flush()

    return show


__all__ = [
    "PLAYER_TYPES",
    "Agent",
    "DealLog",
    "DecisionTimes",
    "OpenAgent",
    "RememberingAgent",
    "ViewAgent",
    "duplicate_deal",
    "make_agent",
    "mean_ci",
    "play_deal",
    "play_out",
    "progress_printer",
    "run_tournament",
    "strong_budget",
]
