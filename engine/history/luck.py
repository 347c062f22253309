"""The luck-adjusted figure: what the Strong computer scores from the user's seat with the same cards.

The deal is dealt again exactly as recorded (same dealer, same cards, same
context); the Strong computer takes the user's seat and the other seats play
at the levels they had (``standard`` when unknown, as for imported deals).
Comparing the user's score with this one over many deals shows how the user
did against the cards rather than how the cards fell.

The play is seeded from the deal, so the same deal always gives the same
figure; it is cached in the history (:meth:`HistoryStore.set_luck`).
"""

from __future__ import annotations

import zlib
from collections.abc import Callable, Sequence

from ..ai.tournament import Agent, make_agent, play_out
from ..cards import parse_card
from ..records import DealRecord

LEVEL = "strong"
"""The computer level the user's play is compared with."""


def computer_score(
    record: DealRecord,
    user_seat: int,
    levels: Sequence[str] = (),
    budget_ms: float | None = None,
    stop: Callable[[], bool] | None = None,
    level: str = LEVEL,
) -> float:
    """The computer's score (Strong unless ``level`` says) from ``user_seat`` in ``record``'s deal.

    ``budget_ms`` caps the Strong computer's time per decision (``None``:
    its default).  Raises ``AIError`` when ``stop`` says so.
    """
    game = record.make_game()
    state = game.new_state(record.dealer, dict(record.context))
    state.apply_deal([parse_card(c) for c in record.deal])
    agents: list[Agent] = []
    cache: dict[str, Agent] = {}
    for seat in range(game.num_players):
        kind = level if seat == user_seat else (levels[seat] if seat < len(levels) else "standard")
        if kind not in ("random", "beginner", "standard", "strong"):
            kind = "standard"
        if kind not in cache:
            cache[kind] = make_agent(kind, game, budget_ms if kind == "strong" else None)
        agents.append(cache[kind])
    seed = record.seed if record.seed is not None else zlib.crc32(" ".join(record.deal).encode())
    final = play_out(state, agents, seed, stop=stop)
    return float(final.scores()[user_seat])


__all__ = ["LEVEL", "computer_score"]
