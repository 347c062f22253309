"""The computer players: Beginner, Standard, Strong, and the open-hand reference.

* :class:`HeuristicPlayer` ("beginner", "standard"): the game's hand
  evaluator for bids and declarations (its adapter's ``decision_values``)
  and the rule-of-thumb card player of :mod:`.cardplay`.  Beginner sees less
  (it ignores the voids others have shown) and slips now and then: noise on
  its evaluations and, rarely, a plausible second-best card.  Neither ever
  plays an illegal action: both only choose among the legal ones.  Where a
  game's adapter says so (Schafkopf's declarer of a game alone), Standard
  plays its cards with Strong's search.
* :class:`SearchPlayer` ("strong"): determinized search.  It draws deals
  consistent with its view (``view.sample``), weights them by how likely the
  others' bids and announcements were in each (:mod:`.inference`), evaluates
  every legal action in each deal (double-dummy solver late in the card
  play, rollouts earlier; see :mod:`.simulate`) and takes the action with
  the best weighted mean score.  ``Budget.work`` is the number of sampled
  deals; when the time cap comes first it answers from the deals done.
* :class:`OpenHandPlayer` ("openhand"): sees the real deal (every hand) and
  evaluates like Strong on that single deal.  For measurement only: it is
  the yardstick Strong's gap is reported against.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace

from ..sampling import NoConsistentDeal
from ..state import Game, GameState, PlayerView
from .base import ActionEval, Budget, Deadline, Decision, Player, known_state, mix_seed
from .cardplay import card_scores
from .equivalence import equivalent_cards
from .inference import ESS_FLOOR, WeightInfo, action_log_weight, normalised
from .knowledge import GameAdapter, PlayInfo, adapter_for
from .simulate import SearchSettings, default_settings, evaluate_actions, policy_action

NO_ACTION = -1
"""The key for "take no out-of-turn action" in out-of-turn values."""

SLIP_CARD = 0.08
"""How often a beginner plays its second-best card."""
SLIP_DECISION = 0.04
"""How often a beginner takes its second-best bid, declaration or announcement."""


def won_share(score: float) -> float:
    """1 for a sampled deal the deciding seat ends ahead in, 0 behind, 1/2 level.

    Scores in the search are relative (the seat's score against the others'
    mean), so ahead means its side won the deal.
    """
    return 1.0 if score > 1e-9 else 0.0 if score < -1e-9 else 0.5


def _split(legal: Sequence[int]) -> tuple[list[int], list[int]]:
    cards = [a for a in legal if a < 32]
    others = [a for a in legal if a >= 32]
    return cards, others


class HeuristicPlayer(Player):
    """Rules of thumb: the game's hand evaluator and the generic card player.

    Standard plays the cards its game's adapter names (``standard_searches``: Schafkopf's
    declarer of a game alone) with Strong's search, by default at Strong's budget;
    ``search=False`` keeps it to rules of thumb everywhere (Strong's own rule of thumb).
    """

    def __init__(self, level: str = "standard", search: bool = True) -> None:
        if level not in ("beginner", "standard"):
            raise ValueError(f"unknown heuristic level {level!r}")
        self.level = level
        self.default_budget = Budget(work=1, max_ms=50.0)
        self.beginner = level == "beginner"
        self.search = search and not self.beginner
        self._searcher: SearchPlayer | None = None

    def _search_player(self) -> SearchPlayer:
        if self._searcher is None:
            self._searcher = SearchPlayer()
        return self._searcher

    def budget_for(self, game: Game) -> Budget:
        """Strong's budget where Standard searches (the rules of thumb need none)."""
        return self._search_player().budget_for(game) if self.search else self.default_budget

    # --- evaluation -------------------------------------------------------------

    def _info(self, adapter: GameAdapter, state: GameState, seat: int) -> PlayInfo | None:
        info = adapter.play_info(state, seat)
        if info is not None and self.beginner:
            # a beginner does not keep track of who has shown out of which suit
            info = replace(info, voids=(0,) * len(info.voids), partner_hint={})
        return info

    def values(
        self, state: GameState, seat: int, legal: Sequence[int], rng: random.Random
    ) -> tuple[dict[int, float], str]:
        """Values of every legal action and which evaluator gave them (``card``, ``decision``, ``simulated``)."""
        adapter = adapter_for(state.game)
        cards, others = _split(legal)
        out: dict[int, float] = {}
        kind = "card"
        info = self._info(adapter, state, seat) if cards else None
        if info is not None:
            out.update(card_scores(info, cards))
            extra = adapter.card_adjustments(state, seat, info, cards, self.level)
            if extra:
                for c in cards:
                    out[c] += extra.get(c, 0.0)
            if others:
                values = adapter.decision_values(state, seat, others, self.level)
                if values is not None:
                    # an announcement during the card play: take it only if it beats doing nothing
                    nothing = values.get(NO_ACTION, 0.0)
                    top = max(out.values())
                    for a in others:
                        out[a] = top + (values.get(a, nothing) - nothing) - 1e-6
        else:
            kind = "decision"
            values = adapter.decision_values(state, seat, legal, self.level)
            if values is not None:
                out.update({a: values[a] for a in legal if a in values})
        missing = [a for a in legal if a not in out]
        if missing:
            kind = "simulated"
            out.update(self._simulate(adapter, state, missing, rng))
        return out, kind

    def _simulate(
        self, adapter: GameAdapter, state: GameState, actions: Sequence[int], rng: random.Random
    ) -> dict[int, float]:
        """Fallback for a decision no rule of thumb covers: a few simulated deals per action."""
        view = state.view(state.current_player())
        settings = SearchSettings(solve_hand=0, rollouts=1)
        totals = dict.fromkeys(actions, 0.0)
        samples = 2 if self.beginner else 4
        done = 0
        for _ in range(samples * 3):
            try:
                sample = view.sample(rng)
            except NoConsistentDeal:
                continue
            got = evaluate_actions(adapter, sample, actions, rng, settings)
            done += 1
            for a in actions:
                totals[a] += got[a]
            if done == samples:
                break
        return {a: t / max(1, done) for a, t in totals.items()}

    def decide(
        self,
        view: PlayerView,
        known: GameState,
        legal: Sequence[int],
        seed: int,
        budget: Budget,
    ) -> Decision:
        rng = random.Random(seed)
        if len(legal) == 1:
            return Decision(legal[0], (ActionEval(legal[0], 0.0),))
        if self.search and adapter_for(known.game).standard_searches(known, view.player):
            return self._search_player().decide(view, known, legal, seed, budget)
        values, kind = self.values(known, view.player, legal, rng)
        chosen = self._pick(values, legal, kind, rng)
        return Decision(
            chosen, tuple(ActionEval(a, values[a], known.action_to_string(a)) for a in legal)
        )

    def _pick(
        self, values: dict[int, float], legal: Sequence[int], kind: str, rng: random.Random
    ) -> int:
        ranked = sorted(legal, key=lambda a: (-values[a], a))
        if not self.beginner or len(ranked) == 1:
            return ranked[0]
        # a beginner weighs the few plausible options roughly and now and then slips to
        # the second best; never anything absurd
        top = ranked[:3]
        spread = values[top[0]] - values[top[-1]]
        noisy = {a: values[a] + rng.gauss(0.0, 0.3 * spread + 1e-9) for a in top}
        choice = max(top, key=lambda a: (noisy[a], -a))
        if rng.random() < (SLIP_CARD if kind == "card" else SLIP_DECISION):
            return ranked[1]
        return choice

    def decide_out_of_turn(
        self,
        view: PlayerView,
        known: GameState,
        options: Sequence[int],
        seed: int,
        budget: Budget,
    ) -> Decision | None:
        adapter = adapter_for(known.game)
        values = adapter.out_of_turn_values(known, view.player, options, self.level)
        if not values:
            return None
        rng = random.Random(seed)
        nothing = values.get(NO_ACTION, 0.0)
        if self.beginner:
            values = {a: v + rng.gauss(0.0, 1.0) for a, v in values.items()}
            nothing = values.get(NO_ACTION, nothing)
        best = max(options, key=lambda a: (values.get(a, nothing), -a))
        if values.get(best, nothing) <= nothing:
            return None
        return Decision(
            best,
            tuple(
                ActionEval(a, values.get(a, nothing), known.action_to_string(a)) for a in options
            ),
        )


VALUE_EPSILON = 1e-6
"""Values closer than this are equal: the tie goes to the action no other one beats in a
deal, then to the rule of thumb's preference (see :func:`rank_actions`)."""

MARGIN_Z = 1.96
"""A sampled value's margin is this many standard errors of its paired difference from the
best row over the same deals (a 95 % interval): options closer to the best than their margin
are ties (see :func:`rank_with_ties`)."""

KEEP_Z = 1.0
"""Among the ties, the rule of thumb's own choice is taken while the best row beats it by no
more than this many standard errors; beyond that, the best row (see :func:`rank_with_ties`).
Standard's card within one standard error is the rule Strong played before issue 27
(``choice="confident"``), which measured 0.19 points a Doppelkopf deal better than taking
the best row (docs/log/2026-11-26-coach-engine.md); keeping it within the whole 95 % margin
measured about a point a deal worse (docs/log/2026-11-29-coach-margins.md)."""


@dataclass
class Sampled:
    """Every candidate action's score in each deal a search looked at, and the deals' weights.

    ``values[k][a]`` is the score of action ``a`` in deal ``k``; ``weights[k]`` that deal's
    weight (normalised, the largest 1.0); ``weighting`` how the weights came out
    (:class:`~.inference.WeightInfo`); ``exact`` that the deals are every world consistent with
    the view rather than a sample; ``capped`` that the time cap cut the search short.
    """

    actions: list[int]
    values: list[dict[int, float]] = field(default_factory=list)
    weights: list[float] = field(default_factory=list)
    weighting: WeightInfo = field(default_factory=lambda: WeightInfo(0.0, 0.0, 1.0, 0))
    exact: bool = False
    capped: bool = False
    same: dict[int, int] = field(default_factory=dict)
    """Each candidate's representative (itself unless it is equivalent to another card,
    :mod:`.equivalence`): only representatives are searched, and every member of a class has
    its representative's scores in every deal."""

    @property
    def deals(self) -> int:
        return len(self.values)

    def mean(self, action: int) -> float:
        """The weighted mean score of ``action``."""
        total = math.fsum(self.weights)
        return (
            math.fsum(w * got[action] for w, got in zip(self.weights, self.values, strict=True))
            / total
        )

    def win(self, action: int) -> float:
        """The weighted share of deals ``action`` ends ahead in (see :func:`won_share`)."""
        total = math.fsum(self.weights)
        return (
            math.fsum(
                w * won_share(got[action]) for w, got in zip(self.weights, self.values, strict=True)
            )
            / total
        )

    def dominates(self, better: int, worse: int) -> bool:
        """Whether ``better`` scores at least as much as ``worse`` in every deal looked at and
        more in at least one (beyond :data:`VALUE_EPSILON`)."""
        ahead = False
        for got in self.values:
            d = got[better] - got[worse]
            if d < -VALUE_EPSILON:
                return False
            if d > VALUE_EPSILON:
                ahead = True
        return ahead

    def paired_se(self, a: int, b: int) -> float:
        """The standard error of ``mean(a) - mean(b)``, from their paired differences over the
        same deals (weighted; the effective sample size stands for the number of deals).
        0 when the deals are every world consistent with the view (:attr:`exact`: the means
        are the expectation itself), for equivalent actions, and with fewer than two deals.

        >>> s = Sampled([1, 2], [{1: 2.0, 2: 0.0}, {1: 0.0, 2: 0.0}, {1: 4.0, 2: 0.0}], [1.0] * 3)
        >>> round(s.paired_se(1, 2), 3), s.paired_se(1, 1)
        (1.155, 0.0)
        """
        if self.exact or len(self.values) < 2 or self.same.get(a, a) == self.same.get(b, b):
            return 0.0
        total = math.fsum(self.weights)
        if total <= 0:
            return 0.0
        diffs = [got[a] - got[b] for got in self.values]
        mean = math.fsum(w * d for w, d in zip(self.weights, diffs, strict=True)) / total
        var = math.fsum(w * (d - mean) ** 2 for w, d in zip(self.weights, diffs, strict=True))
        var /= total
        n_eff = total**2 / math.fsum(w * w for w in self.weights)
        return math.sqrt(var / max(1.0, n_eff - 1.0))

    def confident(self, best: int, usual: int, confidence: float) -> bool:
        """Whether ``best`` beats ``usual`` by more than ``confidence`` standard errors of the
        paired differences over the same deals."""
        diffs = [
            (w, got[best] - got[usual]) for w, got in zip(self.weights, self.values, strict=True)
        ]
        total = sum(w for w, _ in diffs)
        if len(diffs) < 2 or total <= 0:
            return False
        mean = sum(w * d for w, d in diffs) / total
        var = sum(w * (d - mean) ** 2 for w, d in diffs) / total
        n_eff = total**2 / sum(w * w for w, _ in diffs)
        se = float((var / max(1.0, n_eff - 1)) ** 0.5)
        return bool(mean > confidence * se)


def rank_actions(
    actions: Sequence[int],
    value: Mapping[int, float],
    preference: Mapping[int, float],
    dominates: Callable[[int, int], bool] | None = None,
) -> list[int]:
    """``actions`` best first: by ``value``; values within :data:`VALUE_EPSILON` of the best
    of their group are a tie, which goes first to the action fewest others dominate
    (``dominates(b, a)``: ``b`` is never worse and sometimes better), then to the higher
    ``preference`` (the rule of thumb's), then to the lower action number.

    >>> rank_actions([1, 2, 3], {1: 5.0, 2: 7.0, 3: 7.0}, {1: 0.0, 2: 0.0, 3: 1.0})
    [3, 2, 1]
    """
    by_value = sorted(actions, key=lambda a: (-value[a], a))
    out: list[int] = []
    i = 0
    while i < len(by_value):
        top = value[by_value[i]]
        j = i
        while j < len(by_value) and value[by_value[j]] >= top - VALUE_EPSILON:
            j += 1
        group = by_value[i:j]
        if len(group) > 1:

            def beaten(a: int, group: list[int] = group) -> int:
                if dominates is None:
                    return 0
                return sum(1 for b in group if b != a and dominates(b, a))

            group.sort(key=lambda a: (beaten(a), -preference.get(a, 0.0), a))
        out.extend(group)
        i = j
    return out


@dataclass(frozen=True)
class Ranking:
    """A table's rows best first, with the rows that tie with the best.

    ``top`` is the row with the highest value (the margins are measured against it);
    ``ties`` the first rows: ``top`` and every row whose value is within its margin of
    ``top``'s and that no other row beats in every deal looked at.  The first of them is the
    tie's choice (:func:`rank_with_ties`), the others follow by value.  ``margins[a]`` is
    ``a``'s margin (:data:`MARGIN_Z` standard errors of its paired difference from ``top``;
    0 for ``top`` and for values not sampled).  ``dominated``: the rows another row is never
    worse than and sometimes better.
    """

    order: tuple[int, ...]
    ties: frozenset[int]
    top: int
    margins: Mapping[int, float]
    dominated: frozenset[int] = frozenset()

    @property
    def first(self) -> int:
        """The first row: the action to take."""
        return self.order[0]


def rank_with_ties(
    actions: Sequence[int],
    value: Mapping[int, float],
    preference: Mapping[int, float],
    found: Sampled | None = None,
) -> Ranking:
    """``actions`` ranked (see :class:`Ranking`): the rows the sampled deals ``found`` cannot
    tell from the best come first, then the rest by value (:func:`rank_actions`).  Which of
    the ties goes first is Standard's judgement weighed by how sure the search is: the
    action ``preference`` likes best (the rule of thumb's choice) when it is one of the ties
    and the best row beats it by no more than :data:`KEEP_Z` standard errors, else the best
    row.  Without ``found`` (values from an evaluator, no sampling) only values within
    :data:`VALUE_EPSILON` of the best tie.

    >>> s = Sampled([1, 2, 3], [{1: 1.0, 2: 0.5, 3: -5.0}, {1: 0.2, 2: 0.6, 3: -4.0}], [1.0, 1.0])
    >>> r = rank_with_ties([1, 2, 3], {a: s.mean(a) for a in (1, 2, 3)}, {2: 1.0}, s)
    >>> r.order, sorted(r.ties), r.top
    ((2, 1, 3), [1, 2], 1)
    """
    dominates = found.dominates if found is not None else None
    by_value = rank_actions(actions, value, preference, dominates)
    top = by_value[0]
    if found is None:
        ties = [a for a in by_value if value[a] >= value[top] - VALUE_EPSILON]
        return Ranking(tuple(by_value), frozenset(ties), top, dict.fromkeys(actions, 0.0))
    margins = {a: 0.0 if a == top else MARGIN_Z * found.paired_se(top, a) for a in actions}
    dominated = frozenset(
        a for a in actions if any(b != a and found.dominates(b, a) for b in actions)
    )
    tied = [
        a
        for a in actions
        if a == top or (a not in dominated and value[top] - value[a] <= margins[a] + VALUE_EPSILON)
    ]
    usual = max(actions, key=lambda a: (preference.get(a, 0.0), -a))
    keep = usual in tied and (
        value[top] - value[usual] <= KEEP_Z * found.paired_se(top, usual) + VALUE_EPSILON
    )
    first = usual if keep else top
    ordered = [first, *(a for a in by_value if a in tied and a != first)]
    rest = [a for a in by_value if a not in tied]
    return Ranking((*ordered, *rest), frozenset(tied), top, margins, dominated)


class SearchPlayer(Player):
    """Strong: determinized search over deals sampled from the view (see the module docstring)."""

    level = "strong"

    max_candidates = 4
    """Bids and declarations searched per decision: the rule of thumb's best few."""

    confidence = 1.0
    """With ``choice="confident"``: standard errors by which the search must beat the rule of
    thumb's choice to overrule it."""

    def __init__(
        self,
        settings: SearchSettings | None = None,
        inference: bool = True,
        choice: str = "ties",
        ess_floor: float = ESS_FLOOR,
    ) -> None:
        if choice not in ("ties", "top", "confident"):
            raise ValueError(f"unknown choice rule {choice!r}")
        self.settings = settings or default_settings()
        self.inference = inference
        self.choice = choice
        """``"ties"``: equivalent cards searched once, and the first row of
        :func:`rank_with_ties` (of the rows within their margin of the best, the rule of
        thumb's choice while the best beats it by at most :data:`KEEP_Z` standard errors,
        else the best); ``"top"``: every card searched, and the action the search values
        highest, ties within :data:`VALUE_EPSILON` as in :func:`rank_actions` (Strong from
        issue 27 to issue 45); ``"confident"``: the rule of thumb's card unless the search
        beats it by :attr:`confidence` standard errors (Strong before issue 27)."""
        self.merge_equivalent = choice == "ties"
        """Whether equivalent cards (:mod:`.equivalence`) are searched once."""
        self.ess_floor = ess_floor
        """The weights' effective sample size floor (0: weights as the model gives them)."""
        self.default_budget = Budget(work=24, max_ms=1000.0)
        self.fallback = HeuristicPlayer("standard", search=False)

    def budget_for(self, game: Game) -> Budget:
        """The default: as many sampled deals as the game's typical deal cost fits into
        0.7 s (16 to 96), capped at one second."""
        per = float(getattr(adapter_for(game), "ms_per_sample", 30.0))
        return Budget(work=max(16, min(96, round(700.0 / per))), max_ms=1000.0)

    def searches(self, known: GameState, seat: int, legal: Sequence[int]) -> bool:
        """Whether this decision is searched (else the rule of thumb's hand evaluator decides)."""
        adapter = adapter_for(known.game)
        in_play = any(a < 32 for a in legal) and adapter.play_info(known, seat) is not None
        return in_play or bool(getattr(adapter, "search_decisions", True))

    def sample_values(
        self,
        view: PlayerView,
        candidates: Sequence[int],
        seed: int,
        budget: Budget,
        worlds: Sequence[GameState] | None = None,
        deadline: Deadline | None = None,
        known: GameState | None = None,
    ) -> Sampled:
        """Each of ``candidates`` (actions of the seat to move in ``view``) scored in up to
        ``budget.work`` deals drawn from the view, with the deals' inference weights.

        With ``worlds`` (every deal consistent with the view) each of them is scored
        instead, whatever the time cap says: the result is ``exact``.  With
        :attr:`merge_equivalent`, equivalent cards are scored once (``known``: the view's
        known state, when the caller has it).  A budget without a time cap
        (``Budget.uncapped``) scores exactly ``budget.work`` deals, however busy the machine."""
        adapter = adapter_for(view.game)
        deadline = deadline or budget.deadline()
        candidates = sorted(candidates)  # the same draws whatever order the caller lists them in
        same = dict(zip(candidates, candidates, strict=True))
        if self.merge_equivalent and any(a < 32 for a in candidates):
            state = known if known is not None else known_state(view)
            info = adapter.play_info(state, view.player)
            if info is not None:
                cards = [a for a in candidates if a < 32]
                same.update(equivalent_cards(info, cards, adapter.marked_cards(state, view.player)))
        searched = sorted(set(same.values()))
        out = Sampled(list(candidates), same=same)
        timed = budget.capped
        logs: list[float] = []
        cache: dict[tuple[int, int, tuple[int, ...]], float] = {}
        order = None if worlds is None else list(worlds)
        count = len(order) if order is not None else budget.work
        for k in range(count):
            if order is None and timed and k and deadline.expired_now():
                out.capped = True
                break
            srng = random.Random(mix_seed(seed, k))
            if order is not None:
                sample = order[k].clone()
            else:
                try:
                    sample = view.sample(srng)
                except NoConsistentDeal:
                    continue  # the game's sampler missed this time: draw the next deal
            log_w = (
                action_log_weight(adapter, sample, view.player, cache) if self.inference else 0.0
            )
            stop = None if order is not None or not timed else deadline.expired
            got = evaluate_actions(adapter, sample, searched, srng, self.settings, stop)
            if order is None and deadline.hit and k:
                out.capped = True
                break  # this deal was cut short; keep the finished ones
            out.values.append({a: got[same[a]] for a in candidates})
            logs.append(log_w)
        out.exact = order is not None and len(out.values) == len(order)
        out.weights, out.weighting = normalised(logs, self.ess_floor)
        return out

    def decide(
        self,
        view: PlayerView,
        known: GameState,
        legal: Sequence[int],
        seed: int,
        budget: Budget,
    ) -> Decision:
        if len(legal) == 1:
            return Decision(legal[0], (ActionEval(legal[0], 0.0),))
        if not self.searches(known, view.player, legal):
            # this game's hand evaluator decides bids and declarations better than rollouts
            return self.fallback.decide(view, known, legal, seed, budget)
        adapter = adapter_for(known.game)
        in_play = any(a < 32 for a in legal) and adapter.play_info(known, view.player) is not None
        heur, _ = self.fallback.values(known, view.player, legal, random.Random(seed))
        ranked = sorted(legal, key=lambda a: (-heur[a], a))
        if in_play and ranked[0] >= 32:
            # an announcement the rule of thumb wants: made as it says (the search plays cards)
            return Decision(ranked[0], tuple(ActionEval(a, heur[a]) for a in legal))
        candidates = [a for a in ranked if a < 32] if in_play else ranked[: self.max_candidates]
        found = self.sample_values(view, candidates, seed, budget, known=known)
        return self.decision_from(known, legal, candidates, found, heur)

    def decision_from(
        self,
        known: GameState,
        legal: Sequence[int],
        candidates: Sequence[int],
        found: Sampled,
        heur: Mapping[int, float],
    ) -> Decision:
        """The decision a search's scores lead to, with every legal action's evaluation."""
        info = {
            "samples": float(found.deals),
            "capped": float(found.capped),
            "ess": found.weighting.ess,
            "raw_ess": found.weighting.raw_ess,
            "beta": found.weighting.beta,
            "exact": float(found.exact),
        }
        if not found.deals:
            best = max(legal, key=lambda a: (heur[a], -a))
            info["samples"] = 0.0
            return Decision(best, tuple(ActionEval(a, heur[a]) for a in legal), info)
        means = {a: found.mean(a) for a in candidates}
        floor = min(means.values()) - 1.0
        usual = max(candidates, key=lambda a: (heur[a], -a))
        if self.choice == "ties":
            ranking = rank_with_ties(candidates, means, heur, found)
            best = ranking.first
            info["ties"] = float(len(ranking.ties))
        elif self.choice == "top":
            best = rank_actions(candidates, means, heur, found.dominates)[0]
        else:
            # ties (a deal won or lost whatever is played) go to the rule of thumb
            best = max(candidates, key=lambda a: (round(means[a], 6), heur[a], -a))
            if best != usual and not found.confident(best, usual, self.confidence):
                best = usual  # the search does not clearly beat the rule of thumb's choice
        evals = tuple(
            ActionEval(
                a,
                means.get(a, floor),  # not searched: the rule of thumb ruled it out
                known.action_to_string(a),
                win=found.win(a) if a in means else None,
                samples=found.deals if a in means else 0,
            )
            for a in legal
        )
        return Decision(best, evals, info)

    def decide_out_of_turn(
        self,
        view: PlayerView,
        known: GameState,
        options: Sequence[int],
        seed: int,
        budget: Budget,
    ) -> Decision | None:
        return self.fallback.decide_out_of_turn(view, known, options, seed, budget)


class OpenHandPlayer:
    """The open-hand reference: sees the real deal; for measurement only.

    Its bids, declarations and announcements are Strong's (the game's hand
    evaluator); its cards are chosen on the real deal, every hand open, by
    the solver late in the deal and many rollouts earlier: the card play
    Strong's sampled deals stand in for.
    """

    level = "openhand"

    def __init__(self, settings: SearchSettings | None = None) -> None:
        self.settings = settings or SearchSettings(solve_hand=7, node_limit=400_000, rollouts=8)
        self.default_budget = Budget(work=1, max_ms=5000.0)
        self.fallback = HeuristicPlayer("standard", search=False)

    def choose_open(self, state: GameState, seed: int, budget: Budget | None = None) -> Decision:
        """The action for the seat to move, seeing every card of ``state`` (which is not changed)."""
        legal = state.legal_actions()
        if len(legal) == 1:
            return Decision(legal[0], (ActionEval(legal[0], 0.0),))
        budget = budget or self.default_budget
        rng = random.Random(seed)
        deadline = budget.deadline()
        adapter = adapter_for(state.game)
        seat = state.current_player()
        heur, _ = self.fallback.values(state, seat, legal, random.Random(seed))
        ranked = sorted(legal, key=lambda a: (-heur[a], a))
        in_play = any(a < 32 for a in legal) and adapter.play_info(state, seat) is not None
        if (not in_play and not getattr(adapter, "search_decisions", True)) or (
            in_play and ranked[0] >= 32
        ):
            # like Strong: bids, declarations and announcements by the hand evaluator
            return Decision(ranked[0], tuple(ActionEval(a, heur[a]) for a in legal))
        actions = [a for a in legal if a < 32] if in_play else legal
        got = evaluate_actions(
            adapter, state.clone(), actions, rng, self.settings, deadline.expired
        )
        best = max(actions, key=lambda a: (round(got[a], 6), heur[a], -a))
        floor = min(got.values()) - 1.0
        return Decision(best, tuple(ActionEval(a, got.get(a, floor), samples=1) for a in legal))

    def choose_out_of_turn_open(self, state: GameState, seat: int, seed: int) -> Decision | None:
        """Out-of-turn actions: the open-hand player uses the rule of thumb on its own view."""
        return self.fallback.choose_out_of_turn(state.view(seat), seed)


def policy_step(state: GameState, rng: random.Random) -> int:
    """The rule-of-thumb action for the seat to move in a full state (for quick self-play)."""
    return policy_action(adapter_for(state.game), state, rng)


LEVELS = ("beginner", "standard", "strong")
"""The strengths offered to players, weakest first."""

LEVEL_TITLES = {"beginner": "Beginner", "standard": "Standard", "strong": "Strong"}


def make_player(level: str) -> Player:
    """A player of ``level``: ``random``, ``beginner``, ``standard`` or ``strong``."""
    from .base import AIError, RandomPlayer

    key = level.strip().lower()
    if key == "random":
        return RandomPlayer()
    if key in ("beginner", "standard"):
        return HeuristicPlayer(key)
    if key == "strong":
        return SearchPlayer()
    if key == "strong-top":  # Strong from issue 27 to issue 45 (main at 1e9f9ca), for comparisons
        return SearchPlayer(choice="top")
    if key == "strong-current":  # Strong before issue 27, for comparisons
        return SearchPlayer(choice="confident", ess_floor=0.0)
    if key == "strong-confident":  # the weights of today, the choice rule before issue 27
        return SearchPlayer(choice="confident")
    if key == "strong-python":  # Strong without the compiled core, for comparisons
        return SearchPlayer(SearchSettings(solver="python"))
    raise AIError(f"unknown computer player level {level!r}; known: random, {', '.join(LEVELS)}")


__all__ = [
    "KEEP_Z",
    "LEVELS",
    "LEVEL_TITLES",
    "MARGIN_Z",
    "NO_ACTION",
    "VALUE_EPSILON",
    "HeuristicPlayer",
    "OpenHandPlayer",
    "Ranking",
    "Sampled",
    "SearchPlayer",
    "make_player",
    "policy_step",
    "rank_actions",
    "rank_with_ties",
    "won_share",
]
