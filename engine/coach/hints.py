"""The hint: the Strong computer player's advice for one seat, with every alternative and why.

:func:`hint` asks the Strong player (:class:`~stammtisch.engine.ai.SearchPlayer`)
about the seat's own view of the deal (never a hidden card) and returns a
:class:`Hint`: the recommended action, every legal action ranked by its
expected score for the deal (and its win chance where the search measured
one), and one or two reasons as ``coach.*`` messages.

>>> from stammtisch.engine.registry import make_game
>>> state = make_game("skat").new_deal(seed=3)
>>> h = hint(state, state.current_player(), budget_ms=200)
>>> h.action in state.legal_actions(), len(h.alternatives) == len(state.legal_actions())
(True, True)
>>> h.alternatives[0].action == h.action
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

from ..ai import ActionEval, Budget, Decision, SearchPlayer, adapter_for
from ..ai.base import Deadline, known_state, mix_seed
from ..ai.players import won_share
from ..ai.simulate import default_settings, evaluate_actions
from ..errors import StammtischError
from ..meaning import ActionKind
from ..messages import Message, declare
from ..sampling import NoConsistentDeal
from ..state import FIRST_NON_CARD_ACTION, GameState, PlayerView
from .decisions import called_card, decision_reasons, stake_reasons
from .reasons import card_reasons, out_of_turn_reason, value_reason

NO_ACTION = -1
"""The "say nothing" option of an out-of-turn decision (no announcement, no Kontra)."""

SAY_NOTHING_LABEL = declare("coach.label.say_nothing", "say nothing")
ACTION_WORD = declare("coach.label.action", "{word}", word=str)


def label_of(state: GameState, action: int) -> Message:
    """``action`` of ``state`` for people (:data:`NO_ACTION`: saying nothing)."""
    if action == NO_ACTION:
        return Message.of(SAY_NOTHING_LABEL)
    label = state.describe_action(action).label
    return (
        label if label is not None else Message.of(ACTION_WORD, word=state.action_to_string(action))
    )


class CoachError(StammtischError, ValueError):
    """The coach was asked about a seat that has nothing to decide now."""


@dataclass(frozen=True)
class Alternative:
    """One option of a decision: its expected score for the deal and its win chance (if known)."""

    action: int
    label: str
    value: float
    win: float | None = None

    def to_json(self) -> dict[str, object]:
        return {
            "action": self.action,
            "label": self.label,
            "value": round(self.value, 3),
            "win": None if self.win is None else round(self.win, 3),
        }


@dataclass(frozen=True)
class Hint:
    """The coach's advice for ``seat``: ``action`` and the ``alternatives``, best first."""

    seat: int
    action: int
    label: str
    alternatives: tuple[Alternative, ...]
    reasons: tuple[Message, ...]
    in_turn: bool = True

    def value_of(self, action: int) -> float | None:
        """The expected score of ``action`` (None if it is no option here)."""
        for alt in self.alternatives:
            if alt.action == action:
                return alt.value
        return None

    @property
    def best_value(self) -> float:
        return self.alternatives[0].value

    def reason_text(self) -> str:
        """The reasons in English (the command line's text; the desktop translates codes)."""
        return " ".join(str(m) for m in self.reasons)

    def to_json(self) -> dict[str, object]:
        return {
            "action": self.action,
            "label": self.label,
            "reason": self.reason_text(),
            "reasons": [m.to_json() for m in self.reasons],
            "alternatives": [a.to_json() for a in self.alternatives],
        }


def coach_player() -> SearchPlayer:
    """The player whose judgement the coach passes on: Strong."""
    return SearchPlayer()


def coach_budget(state: GameState, budget_ms: float) -> Budget:
    """Strong's own amount of search for this game, capped at ``budget_ms``."""
    work = coach_player().budget_for(state.game).work
    return Budget(work=work, max_ms=max(1.0, budget_ms))


def hint(
    state: GameState,
    seat: int,
    budget_ms: float = 800.0,
    seed: int | None = None,
    work: int | None = None,
) -> Hint:
    """The coach's advice for ``seat`` in ``state`` (which is not changed).

    ``seat`` is the seat to move, or a seat with an out-of-turn choice now
    (a Doppelkopf announcement, a Skat Kontra).  Only ``seat``'s view is
    used.  ``seed`` defaults to one derived from the history, so asking twice
    gives the same advice; ``work`` overrides the number of sampled deals.
    """
    if state.is_terminal():
        raise CoachError("the deal is over: there is nothing to decide")
    view = state.view(seat)
    if seed is None:
        seed = hint_seed(state, seat)
    budget = coach_budget(state, budget_ms)
    if work is not None:
        budget = Budget(work=max(1, work), max_ms=budget.max_ms)
    player = coach_player()
    known = known_state(view)
    if state.current_player() == seat:
        deadline = budget.deadline()
        decision = player.choose(view, seed, budget)
        found = _in_turn_hint(known, seat, decision)
        if lays_cards(known):
            return _measured(known, view, found, seed, budget.work, deadline)
        if any(a.win is None for a in found.alternatives[:WIN_CANDIDATES]):
            found = _with_win_chances(view, found, seed, budget.work, deadline)
        return found
    options = state.out_of_turn_actions(seat)
    if not options:
        raise CoachError(f"seat {seat} has nothing to decide now")
    decision_or_none = player.choose_out_of_turn(view, seed, budget)
    return _out_of_turn_hint(known, seat, options, decision_or_none)


WIN_CANDIDATES = 4
"""Options of a bid or declaration whose win chance is measured (the best few)."""


def _with_win_chances(
    view: PlayerView, found: Hint, seed: int, work: int, deadline: Deadline
) -> Hint:
    """Measure the win chances the evaluator did not give (bids, declarations, discards):
    the best few options played on in sampled deals by the simulations' policy, in the
    time left."""
    actions = [a.action for a in found.alternatives[:WIN_CANDIDATES] if a.win is None]
    _, wins = _played_on(view, actions, mix_seed(seed, 7), work, deadline)
    if wins is None:
        return found
    alts = tuple(
        replace(a, win=wins[a.action]) if a.action in wins else a for a in found.alternatives
    )
    return replace(found, alternatives=alts)


def _played_on(
    view: PlayerView, actions: Sequence[int], seed: int, work: int, deadline: Deadline
) -> tuple[dict[int, float], dict[int, float] | None]:
    """Each of ``actions`` played on in the same sampled deals (up to ``work``, in the time
    left) by the simulations' policy: its mean score and its share of deals won (``None``
    when no sampled deal was finished)."""
    adapter = adapter_for(view.game)
    totals = dict.fromkeys(actions, 0.0)
    wins = dict.fromkeys(actions, 0.0)
    done = 0
    for k in range(work):
        if deadline.expired_now():
            break
        rng = random.Random(mix_seed(seed, k))
        try:
            sample = view.sample(rng)
        except NoConsistentDeal:
            continue
        got = evaluate_actions(adapter, sample, actions, rng, default_settings(), deadline.expired)
        if deadline.hit:
            break
        for a in actions:
            totals[a] += got[a]
            wins[a] += won_share(got[a])
        done += 1
    if not done:
        return totals, None
    return {a: v / done for a, v in totals.items()}, {a: w / done for a, w in wins.items()}


HANDED_CARDS = frozenset({ActionKind.LAY_AWAY, ActionKind.PASS_CARD})


def lays_cards(state: GameState) -> bool:
    """Whether the decision is a card laid away or handed over (the skat, a buried card,
    Sheepshead's unknown card, a poverty's cards), not a card to a trick."""
    legal = state.legal_actions()
    return bool(legal) and all(
        a < FIRST_NON_CARD_ACTION and state.describe_action(a).kind in HANDED_CARDS for a in legal
    )


def _measured(
    known: GameState, view: PlayerView, found: Hint, seed: int, work: int, deadline: Deadline
) -> Hint:
    """A card laid away or handed over: every option played on in the same sampled deals
    by the simulations' policy, its value the mean score and its win chance the share won.

    The evaluator's figures for these are preferences (which cards to keep), not scores of
    the deal, so they would mislead the table of alternatives and the grades.  The
    recommendation stays Strong's; without a finished sample the hint is left as it was.
    """
    actions = [a.action for a in found.alternatives]
    means, wins = _played_on(view, actions, mix_seed(seed, 11), work, deadline)
    if wins is None:
        return found
    alts = _rank(
        [replace(a, value=means[a.action], win=wins[a.action]) for a in found.alternatives],
        found.action,
    )
    legal = [a.action for a in alts]
    reasons = reasons_for(known, found.seat, legal, alts[0], alts)
    return replace(found, alternatives=alts, reasons=tuple(reasons))


def hint_seed(state: GameState, seat: int) -> int:
    """The seed a hint uses by default: from the moment and what ``seat`` has seen of it."""
    view = state.view(seat)
    return mix_seed(len(state.history()), seat, *[a for _, a in view.history[-8:]])


def _alternatives(
    known: GameState, evals: Sequence[ActionEval], legal: Sequence[int]
) -> tuple[Alternative, ...]:
    """Every legal action with its evaluation (one the player did not rate ranks last)."""
    by_action = {e.action: e for e in evals}
    floor = min((e.value for e in evals), default=0.0) - 1.0
    return tuple(
        Alternative(
            a,
            known.action_to_string(a),
            by_action[a].value if a in by_action else floor,
            by_action[a].win if a in by_action else None,
        )
        for a in legal
    )


def _rank(alts: Sequence[Alternative], best: int) -> tuple[Alternative, ...]:
    """Best first: the recommended action, then by value (ties in action order)."""
    return tuple(sorted(alts, key=lambda a: (a.action != best, -a.value, a.action)))


def _in_turn_hint(known: GameState, seat: int, decision: Decision) -> Hint:
    legal = known.legal_actions()
    alts = _rank(_alternatives(known, decision.evaluations, legal), decision.action)
    best = alts[0]
    reasons = reasons_for(known, seat, legal, best, alts)
    return Hint(seat, best.action, best.label, alts, tuple(reasons))


def _out_of_turn_hint(
    known: GameState, seat: int, options: Sequence[int], decision: Decision | None
) -> Hint:
    values = adapter_for(known.game).out_of_turn_values(known, seat, options, "standard") or {}
    nothing = values.get(NO_ACTION, 0.0)
    alts = [Alternative(a, known.action_to_string(a), values.get(a, nothing)) for a in options]
    alts.append(Alternative(NO_ACTION, "", nothing))
    best = NO_ACTION if decision is None else decision.action
    ranked = _rank(alts, best)
    words = [a for a in ranked if a.action != NO_ACTION]
    top = words[0]
    reason = (
        out_of_turn_reason(None, (label_of(known, top.action), top.value), nothing)
        if best == NO_ACTION
        else out_of_turn_reason((label_of(known, top.action), top.value), None, nothing)
    )
    facts = stake_reasons(known, options[0])
    return Hint(seat, best, ranked[0].label, ranked, (*facts, reason), in_turn=False)


def reasons_for(
    known: GameState,
    seat: int,
    legal: Sequence[int],
    best: Alternative,
    ranked: Sequence[Alternative],
) -> list[Message]:
    """One or two reasons for ``best``: facts of the trick for a card, of the hand otherwise."""
    adapter = adapter_for(known.game)
    if best.action < 32:
        info = adapter.play_info(known, seat)
        if info is not None:
            return card_reasons(info, legal, best.action, called_card(known))
    out = decision_reasons(known, seat, legal, best.action)
    second = next((a for a in ranked[1:]), None)
    out.append(
        value_reason(
            label_of(known, best.action),
            best.value,
            best.win,
            None if second is None else (label_of(known, second.action), second.value),
        )
    )
    return out[:2]


__all__ = [
    "NO_ACTION",
    "Alternative",
    "CoachError",
    "Hint",
    "coach_budget",
    "hint",
    "hint_seed",
    "label_of",
    "reasons_for",
]
