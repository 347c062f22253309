"""The hint: the coach's advice for one seat, with every alternative and why.

:func:`hint` looks at the seat's own view of the deal (never a hidden card) with
the Strong computer player's search (:class:`~stammtisch.engine.ai.SearchPlayer`)
and returns a :class:`Hint`: every legal action with its value on the game's
score scale (:mod:`.scale`) and its win chance where it was measured, ranked by
that value, and one or two reasons as ``coach.*`` messages.  The recommended
action is always the table's first row.

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
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace

from ..ai import Budget, SearchPlayer, adapter_for
from ..ai.base import known_state, mix_seed
from ..ai.players import Ranking, Sampled, rank_actions, rank_with_ties
from ..errors import StammtischError
from ..meaning import ActionKind
from ..messages import Message, declare
from ..phase import Phase
from ..state import FIRST_NON_CARD_ACTION, GameState, PlayerView
from .decisions import called_card, decision_reasons, stake_reasons
from .reasons import card_reasons, out_of_turn_reason, tie_reason, value_reason
from .scale import Scale, every_man_for_himself, scale_for, scale_value, search_factor
from .thumbs import Row, thumb_reasons
from .worlds import WORLD_LIMIT, late_worlds

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
    """One option of a decision: its value on the hint's scale and its win chance (if known)."""

    action: int
    label: str
    value: float
    win: float | None = None
    refused: bool = False
    """A teacher's rule refuses it (a floor on the chance, a count): ``value`` is what it
    scores on average, and the row stands below every option the coach advises."""
    margin: float | None = None
    """How far its value may be off the best row's in the comparison, from the sampled deals
    (:data:`~stammtisch.engine.ai.players.MARGIN_Z` standard errors of the paired difference;
    0 for the best row itself and for every world listed); ``None``: not sampled (an
    evaluator's value)."""
    tied: bool = False
    """As good as the best: within its margin of it and beaten in no deal by another row
    (the hint's first rows; the review grades them best)."""
    same_as: tuple[int, ...] = ()
    """The other options that are the same card for this seat (:mod:`~stammtisch.engine.ai.equivalence`):
    one value, one grade."""

    def to_json(self) -> dict[str, object]:
        return {
            "action": self.action,
            "label": self.label,
            "value": round(self.value, 3),
            "win": None if self.win is None else round(self.win, 3),
            "refused": self.refused,
            "margin": None if self.margin is None else round(self.margin, 3),
            "tied": self.tied,
            "same_as": list(self.same_as),
        }


SEARCHED = "search"
"""Valued by the search: each option's score over sampled deals (or every world)."""
PLAYED_ON = "played on"
"""Valued by playing each option on in sampled deals with the simulations' policy."""
EVALUATED = "evaluator"
"""Valued by the game's hand evaluator (expected scores from calibrated win chances)."""


@dataclass(frozen=True)
class Hint:
    """The coach's advice for ``seat``: ``action`` and the ``alternatives``, best first.

    ``action`` is always the first alternative's.  ``scale`` names what the values
    mean; ``dominated`` holds the options another option beat in some deal looked at
    and never lost to; ``source`` says how the values were found (:data:`SEARCHED`,
    :data:`PLAYED_ON`, :data:`EVALUATED`); ``deals`` how many deals they rest on,
    ``exact`` whether those were every world consistent with the seat's view, ``ess``
    the effective sample size of their weights.
    """

    seat: int
    action: int
    label: str
    alternatives: tuple[Alternative, ...]
    reasons: tuple[Message, ...]
    in_turn: bool = True
    scale: Scale | None = None
    dominated: frozenset[int] = frozenset()
    source: str = EVALUATED
    deals: int = 0
    exact: bool = False
    ess: float | None = None
    cards: Hint | None = field(default=None, compare=False, repr=False)
    """Where a card and a word (a Doppelkopf announcement during the card play) may both be
    taken now: the same hint among the cards alone (a card played is graded against the
    other cards; the word is a decision of its own)."""

    def among(self, action: int) -> Hint:
        """The hint a choice of ``action`` is graded against: :attr:`cards` for a card where
        words are offered too, else this hint."""
        return self.cards if self.cards is not None and 0 <= action < 32 else self

    def value_of(self, action: int) -> float | None:
        """The value of ``action`` (None if it is no option here)."""
        alt = self.alternative(action)
        return None if alt is None else alt.value

    def alternative(self, action: int) -> Alternative | None:
        """The row of ``action`` (None if it is no option here)."""
        return next((a for a in self.alternatives if a.action == action), None)

    @property
    def best_value(self) -> float:
        """The first row's value."""
        return self.alternatives[0].value

    @property
    def top_value(self) -> float:
        """The highest value of a row the coach advises (the first row's unless the first
        rows tie, where the rule of thumb's choice goes first): what losses are measured
        from."""
        advised = [a.value for a in self.alternatives if not a.refused]
        return max(advised) if advised else self.best_value

    @property
    def ties(self) -> tuple[Alternative, ...]:
        """The first rows that are equally good (one row when nothing ties with the best)."""
        tied = tuple(a for a in self.alternatives if a.tied)
        return tied or self.alternatives[:1]

    def reason_text(self) -> str:
        """The reasons in English (the command line's text; the desktop translates codes)."""
        return " ".join(str(m) for m in self.reasons)

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {
            "action": self.action,
            "label": self.label,
            "reason": self.reason_text(),
            "reasons": [m.to_json() for m in self.reasons],
            "alternatives": [a.to_json() for a in self.alternatives],
            "source": self.source,
            "deals": self.deals,
            "exact": self.exact,
            "ess": None if self.ess is None else round(self.ess, 2),
        }
        if self.scale is not None:
            out["scale"] = self.scale.kind
            out["scale_name"] = str(self.scale.name_message())
            out["unit"] = str(self.scale.unit_message())
        return out


def coach_player() -> SearchPlayer:
    """The player whose judgement the coach passes on: Strong."""
    return SearchPlayer()


def coach_budget(state: GameState, work: int | None = None) -> Budget:
    """Strong's own amount of search for this game (``work`` sampled deals instead, when
    given), with no time cap: a value never depends on how busy the machine is, so the hint,
    the review and practice find the same values for the same decision."""
    if work is None:
        work = coach_player().budget_for(state.game).work
    return Budget.uncapped(max(1, work))


def hint(
    state: GameState,
    seat: int,
    budget_ms: float = 800.0,
    seed: int | None = None,
    work: int | None = None,
    world_limit: int = WORLD_LIMIT,
) -> Hint:
    """The coach's advice for ``seat`` in ``state`` (which is not changed).

    ``seat`` is the seat to move, or a seat with an out-of-turn choice now
    (a Doppelkopf announcement, a Skat Kontra).  Only ``seat``'s view is
    used.  ``seed`` defaults to one derived from the history and the search
    does all its work whatever the time (:func:`coach_budget`), so asking twice
    gives the same advice, on any machine and under any load; ``work`` overrides
    the number of sampled deals; late in the card play every world consistent
    with the view is searched when there are at most ``world_limit``
    (:mod:`.worlds`).  ``budget_ms`` is no longer a cap (a value must not depend
    on the time): it is kept for the callers that still pass it.
    """
    if state.is_terminal():
        raise CoachError("the deal is over: there is nothing to decide")
    view = state.view(seat)
    if seed is None:
        seed = hint_seed(state, seat)
    budget = coach_budget(state, work)
    known = known_state(view)
    if state.current_player() == seat:
        return _in_turn_hint(view, known, seat, seed, budget, world_limit)
    options = state.out_of_turn_actions(seat)
    if not options:
        raise CoachError(f"seat {seat} has nothing to decide now")
    return _out_of_turn_hint(known, seat, options)


HANDED_CARDS = frozenset({ActionKind.LAY_AWAY, ActionKind.PASS_CARD})

PLAYED_ON_PHASES = frozenset({Phase.KNOCKING, Phase.DOUBLING})
"""Phases whose options the hand evaluators rate by preference, not by expected score
(knocking, Kontra and Re): the hint plays them on instead."""


def lays_cards(state: GameState) -> bool:
    """Whether the decision is a card laid away or handed over (the skat, a buried card,
    Sheepshead's unknown card, a poverty's cards), not a card to a trick."""
    legal = state.legal_actions()
    return bool(legal) and all(
        a < FIRST_NON_CARD_ACTION and state.describe_action(a).kind in HANDED_CARDS for a in legal
    )


def valued_by(
    known: GameState, seat: int, legal: Sequence[int], evaluated: Mapping[int, float]
) -> str:
    """How the hint values this decision's options (see :data:`SEARCHED`...)."""
    adapter = adapter_for(known.game)
    if any(a < 32 for a in legal) and adapter.play_info(known, seat) is not None:
        return SEARCHED
    if lays_cards(known) or getattr(known, "phase", None) in PLAYED_ON_PHASES:
        return PLAYED_ON
    if getattr(known, "phase", None) is Phase.SKAT and every_man_for_himself(known):
        return PLAYED_ON  # Schieberamsch: taking the skat or passing it on
    if len({round(v, 9) for a, v in evaluated.items() if a in legal}) <= 1:
        return PLAYED_ON  # the evaluator does not tell the options apart
    return EVALUATED


UNRATED = -1000.0
"""The hand evaluators' value for an option they do not rate (a Skat concession): the hint
values it by the deal's own result instead (:func:`ending_value`)."""


def ending_value(view: PlayerView, seat: int, action: int, seed: int, default: float) -> float:
    """The value on the scale of an ``action`` that ends the deal (at once, or with the next
    choice, as a Skat concession names the game given up): the mean, over a few deals
    consistent with ``view``, of the seat's result with the best such ending; ``default``
    when it does not end the deal."""
    rng = random.Random(seed)
    got: list[float] = []
    for _ in range(8):
        world = view.sample(rng)
        world.apply_action(action)
        if world.is_terminal():
            got.append(scale_value(world, seat))
            continue
        ends: list[float] = []
        for nxt in world.legal_actions():
            after = world.clone()
            after.apply_action(nxt)
            if not after.is_terminal():
                return default
            ends.append(scale_value(after, seat))
        if not ends:
            return default
        got.append(max(ends) if world.current_player() == seat else min(ends))
    return sum(got) / len(got)


def hint_seed(state: GameState, seat: int) -> int:
    """The seed a hint uses by default: from the moment and what ``seat`` has seen of it."""
    view = state.view(seat)
    return mix_seed(len(state.history()), seat, *[a for _, a in view.history[-8:]])


def _in_turn_hint(
    view: PlayerView, known: GameState, seat: int, seed: int, budget: Budget, world_limit: int
) -> Hint:
    legal = known.legal_actions()
    scale = scale_for(known)
    player = coach_player()
    heur, _ = player.fallback.values(known, seat, legal, random.Random(seed))
    if len(legal) == 1:
        only = legal[0]
        alts: tuple[Alternative, ...] = (Alternative(only, known.action_to_string(only), 0.0),)
        reasons = reasons_for(known, seat, legal, alts[0], alts)
        return Hint(seat, only, alts[0].label, alts, tuple(reasons), scale=scale, source=EVALUATED)
    source = valued_by(known, seat, legal, heur)
    factor = search_factor(known, seat)
    found: Sampled | None = None
    refused: dict[int, float] = {}
    if source == EVALUATED:
        values = {a: factor * heur[a] for a in legal}
        for a in legal:
            if values[a] <= UNRATED:
                values[a] = ending_value(view, seat, a, seed, values[a])
        refused = adapter_for(known.game).refused_values(known, seat, legal) or {}
        if len(refused) == len(legal):
            refused = {}  # nothing else to advise
        for a, v in refused.items():
            values[a] = factor * v
        wins: dict[int, float | None] = dict.fromkeys(legal)
    else:
        worlds = late_worlds(view, world_limit) if source == SEARCHED else None
        found = player.sample_values(view, legal, seed, budget, worlds, known=known)
        if not found.deals:
            raise CoachError("no deal consistent with the seat's view could be drawn")
        values = {a: factor * found.mean(a) for a in legal}
        wins = {a: found.win(a) for a in legal}

    def table(options: Sequence[int]) -> Hint:
        advised = [a for a in options if a not in refused]
        # ranked on the search's own numbers (the scale only multiplies them by a factor > 0)
        ranking = rank_with_ties(advised, {a: values[a] / factor for a in advised}, heur, found)
        order = [*ranking.order, *rank_actions([a for a in refused if a in options], values, heur)]
        alts = _rows(known, order, values, wins, refused, ranking, factor, found)
        reasons = reasons_for(known, seat, options, alts[0], alts)
        return Hint(
            seat,
            alts[0].action,
            alts[0].label,
            alts,
            tuple(reasons),
            scale=scale,
            dominated=ranking.dominated,
            source=source,
            deals=0 if found is None else found.deals,
            exact=found is not None and found.exact,
            ess=None if found is None else found.weighting.ess,
        )

    whole = table(legal)
    cards = [a for a in legal if a < 32]
    if source == SEARCHED and cards and len(cards) < len(legal):
        return replace(whole, cards=table(cards))
    return whole


def _rows(
    known: GameState,
    order: Sequence[int],
    values: Mapping[int, float],
    wins: Mapping[int, float | None],
    refused: Mapping[int, float],
    ranking: Ranking,
    factor: float,
    found: Sampled | None,
) -> tuple[Alternative, ...]:
    """The hint's table: every option in ``order`` with its value, margin (on the scale),
    whether it ties with the best, and the options that are the same card."""
    same = found.same if found is not None else {}
    rows = []
    for a in order:
        root = same.get(a, a)
        rows.append(
            Alternative(
                a,
                known.action_to_string(a),
                values[a],
                wins[a],
                a in refused,
                None if found is None or a in refused else factor * ranking.margins[a],
                a in ranking.ties and len(ranking.ties) > 1,
                tuple(b for b in order if b != a and same.get(b, b) == root),
            )
        )
    return tuple(rows)


def _out_of_turn_hint(known: GameState, seat: int, options: Sequence[int]) -> Hint:
    values = adapter_for(known.game).out_of_turn_values(known, seat, options, "standard") or {}
    nothing = values.get(NO_ACTION, 0.0)
    factor = search_factor(known, seat)
    scored = {a: factor * values.get(a, nothing) for a in options}
    scored[NO_ACTION] = factor * nothing
    # ties go to saying nothing, as the computer players decide
    order = rank_actions([*options, NO_ACTION], scored, {NO_ACTION: 1.0})
    ranked = tuple(
        Alternative(a, "" if a == NO_ACTION else known.action_to_string(a), scored[a])
        for a in order
    )
    best = ranked[0].action
    words = [a for a in ranked if a.action != NO_ACTION]
    top = words[0]
    reason = (
        out_of_turn_reason(None, (label_of(known, top.action), top.value), scored[NO_ACTION])
        if best == NO_ACTION
        else out_of_turn_reason((label_of(known, top.action), top.value), None, scored[NO_ACTION])
    )
    facts = stake_reasons(known, options[0])
    return Hint(
        seat,
        best,
        ranked[0].label,
        ranked,
        (*facts, reason),
        in_turn=False,
        scale=scale_for(known),
        source=EVALUATED,
    )


def reasons_for(
    known: GameState,
    seat: int,
    legal: Sequence[int],
    best: Alternative,
    ranked: Sequence[Alternative],
) -> list[Message]:
    """One or two reasons for ``best``: facts of the trick for a card, of the hand otherwise;
    and when the first rows tie, what they have in common (:func:`~.reasons.tie_reason`)."""
    adapter = adapter_for(known.game)
    ties = [(a.action, a.margin, a.same_as) for a in ranked if a.tied]
    tie = tie_reason(best.action, ties) if best.tied else None
    extra = [] if tie is None else [tie]
    if best.action < 32:
        info = adapter.play_info(known, seat)
        if info is not None:
            facts = card_reasons(info, legal, best.action, called_card(known), known)
            rows = [Row(a.action, a.value, a.margin, a.tied) for a in ranked if not a.refused]
            unit = scale_for(known).unit_message()
            rule = thumb_reasons(info, known, legal, best.action, rows, unit)
            return [*facts, *rule, *extra]
    out = decision_reasons(known, seat, legal, best.action)
    second = next((a for a in ranked[1:] if not a.refused and not a.tied), None)
    if second is None and any(a.refused for a in ranked[1:]):
        return [*out[:2], *extra]  # the other options are refused: the decision's reason says why
    if second is not None or not extra:
        out.append(
            value_reason(
                label_of(known, best.action),
                best.value,
                best.win,
                None if second is None else (label_of(known, second.action), second.value),
            )
        )
    return [*out[:2], *extra]


def with_alternatives(h: Hint, alternatives: Sequence[Alternative]) -> Hint:
    """``h`` with other alternatives (best first); the action follows the first row."""
    alts = tuple(alternatives)
    return replace(h, action=alts[0].action, label=alts[0].label, alternatives=alts)


__all__ = [
    "EVALUATED",
    "NO_ACTION",
    "PLAYED_ON",
    "SEARCHED",
    "Alternative",
    "CoachError",
    "Hint",
    "coach_budget",
    "hint",
    "hint_seed",
    "label_of",
    "lays_cards",
    "reasons_for",
    "valued_by",
]
