"""Hindsight: what a decision changed in the deal itself, with every hand open.

A grade says what a choice was worth given what the seat knew (the coach's search over the
deals the seat's view allows).  Hindsight asks the other question a player asks after the
deal: with every card known, did it cost anything here?  :func:`hindsight` solves the real
position before a card was played with the open-hand solver (every legal card, perfect play
by everybody after it, :func:`~stammtisch.engine.ai.dds.search.fast_solve_moves`) within a
fixed node budget (never a time cap, so the answer is the same on any machine), and
compares the chosen card's score with the best card's.  Before the card play, and where the
solver cannot settle the position within its budget (early in a Doppelkopf deal), it says
so instead of guessing.

Scores are on the coach's scale for the seat (:mod:`.scale`).

:func:`in_words` says the hindsight in words, and ``GradedDecision.judgement`` the grade,
as the review shows them: "With what you knew, ♣A was better on average by 3.8 points (± 1.2); in this
deal, with every hand open, your ♦9 cost nothing."
"""

from __future__ import annotations

from dataclasses import dataclass

from ..ai.dds.search import SearchAborted, fast_solve_moves
from ..ai.knowledge import adapter_for
from ..messages import CardArg, Message, NumberArg, declare
from ..state import GameState
from .scale import POINTS_UNIT, Scale, search_factor

HINDSIGHT_NODES = 2_000_000
"""The open-hand solver's node budget for one decision's hindsight (a fixed amount of work:
the answer does not depend on the machine's speed or load)."""

SOLVED = "solved"
"""Every legal card was solved with every hand open."""
TOO_EARLY = "too early"
"""The solver could not settle the position within :data:`HINDSIGHT_NODES`."""
NOT_CARD_PLAY = "not card play"
"""The decision is no card to a trick (a bid, a declaration, a card laid away), or the sides
are not settled yet (a Doppelkopf marriage before its partner is found)."""


@dataclass(frozen=True)
class Hindsight:
    """What perfect play by everybody, every hand open, scores after each choice of one
    decision: ``chosen`` after the choice made, ``best`` after the best card(s)
    ``best_actions``, on the seat's scale.  ``status`` is :data:`SOLVED`, :data:`TOO_EARLY`
    or :data:`NOT_CARD_PLAY` (then the scores are ``None``).

    >>> h = Hindsight(SOLVED, -96.0, -96.0, (3,))
    >>> h.cost, Hindsight(TOO_EARLY).cost
    (0.0, None)
    """

    status: str
    chosen: float | None = None
    best: float | None = None
    best_actions: tuple[int, ...] = ()

    @property
    def cost(self) -> float | None:
        """What the choice cost in this deal with every hand open (0: nothing)."""
        if self.chosen is None or self.best is None:
            return None
        return max(0.0, self.best - self.chosen)

    def to_json(self) -> dict[str, object]:
        return {
            "status": self.status,
            "chosen": self.chosen,
            "best": self.best,
            "best_actions": list(self.best_actions),
            "cost": self.cost,
        }


def hindsight(
    before: GameState, seat: int, chosen: int, node_limit: int = HINDSIGHT_NODES
) -> Hindsight:
    """The hindsight of ``seat`` playing ``chosen`` in ``before`` (the real deal, every hand
    known; not changed)."""
    adapter = adapter_for(before.game)
    if (
        chosen < 0
        or chosen >= 32
        or before.is_terminal()
        or before.current_player() != seat
        or adapter.play_info(before, seat) is None
    ):
        return Hindsight(NOT_CARD_PLAY)
    pos = adapter.position(before, seat)
    if pos is None:
        return Hindsight(NOT_CARD_PLAY)
    try:
        solved = fast_solve_moves(pos, node_limit)
    except SearchAborted:
        return Hindsight(TOO_EARLY)
    factor = search_factor(before, seat)
    values = {a: factor * solved[a] for a in before.legal_actions() if a in solved}
    if chosen not in values:
        return Hindsight(NOT_CARD_PLAY)
    top = max(values.values())
    best = tuple(sorted(a for a, v in values.items() if v >= top - 1e-9))
    return Hindsight(SOLVED, values[chosen], top, best)


# --- in words -----------------------------------------------------------------------------

HINDSIGHT_NOTHING = declare(
    "coach.hindsight.nothing",
    "In this deal, with every hand open, it cost nothing: perfect play from here scores {score}"
    " {unit} for you either way.",
    score=NumberArg,
    unit=Message,
)
HINDSIGHT_COST = declare(
    "coach.hindsight.cost",
    "In this deal, with every hand open, it cost {cost} {unit}: perfect play from here scores"
    " {best} for you after {card}, {chosen} after yours.",
    cost=NumberArg,
    unit=Message,
    best=NumberArg,
    chosen=NumberArg,
    card=CardArg,
)
HINDSIGHT_TOO_EARLY = declare(
    "coach.hindsight.too_early",
    "What it changed in this deal with every hand open is not known: too many cards are left"
    " to solve exactly.",
)


def amount(value: float) -> NumberArg:
    """A score or a loss as the review shows it: one decimal, two below one point (so a
    small loss never reads 0.0).

    >>> str(amount(12.34)), str(amount(0.04)), str(amount(-96.0))
    ('12.3', '0.04', '-96.0')
    """
    return NumberArg(value, 1 if abs(value) >= 1 or value == 0 else 2)


def unit_of(scale: Scale | None) -> Message:
    """The unit a scale's numbers are in (points where no scale is known)."""
    return scale.unit_message() if scale is not None else Message.of(POINTS_UNIT)


def in_words(h: Hindsight | None, scale: Scale | None) -> Message | None:
    """What a choice changed in this deal with every hand open, in words (``None`` before
    the card play, where there is nothing to solve, or when it was not asked); ``scale``:
    the one its scores are on."""
    if h is None or h.status == NOT_CARD_PLAY:
        return None
    if h.cost is None or h.best is None or h.chosen is None or not h.best_actions:
        return Message.of(HINDSIGHT_TOO_EARLY)
    unit = unit_of(scale)
    if h.cost <= 1e-9:
        return Message.of(HINDSIGHT_NOTHING, score=amount(h.chosen), unit=unit)
    return Message.of(
        HINDSIGHT_COST,
        cost=amount(h.cost),
        unit=unit,
        best=amount(h.best),
        chosen=amount(h.chosen),
        card=CardArg(h.best_actions[0]),
    )


__all__ = [
    "HINDSIGHT_NODES",
    "NOT_CARD_PLAY",
    "SOLVED",
    "TOO_EARLY",
    "Hindsight",
    "amount",
    "hindsight",
    "in_words",
    "unit_of",
]
