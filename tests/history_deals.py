"""A history of real deals for the desktop's history tests: random self-play, booked as the
table books them.

:func:`played_history` stores sessions of three-handed Skat and of Doppelkopf (``sessions``
of each, ``deals`` deals a session), played to the end by random legal moves with
fixed seeds, one day apart; the user sits in seat 0 against "standard" opponents.
"""

from __future__ import annotations

import random

from stammtisch.engine.history.store import HistoryStore, SessionInfo
from stammtisch.engine.registry import make_game
from stammtisch.engine.session import Session

START = 1_780_000_000.0
DAY = 86400.0
SEATS = ("You", "Anna", "Bernd", "Clara")


def played_history(
    store: HistoryStore,
    sessions: int = 4,
    deals: int = 26,
    games: tuple[tuple[str, int], ...] = (("skat", 3), ("doppelkopf", 4)),
    seed: int = 11,
) -> dict[str, list[int]]:
    """Store the sessions; the deal ids of each game, oldest first."""
    rng = random.Random(seed)
    ids: dict[str, list[int]] = {name: [] for name, _ in games}
    for k in range(sessions):
        for g, (name, players) in enumerate(games):
            game = make_game(name, players)
            seats = list(SEATS[:players])
            session = Session(game, seats, deals, seed=seed * 1000 + 10 * k + g)
            started = START + (2 * k + g) * DAY
            sid = store.begin_session(
                SessionInfo(
                    f"{name}:{k}",
                    name,
                    players,
                    {},
                    seats,
                    ["human"] + ["standard"] * (players - 1),
                    0,
                ),
                started=started,
            )
            for i in range(deals):
                state = session.start_deal()
                while not state.is_terminal():
                    state.apply_action(rng.choice(state.legal_actions()))
                session.finish_deal()
                deal_id = store.add_deal(sid, i, session.deals[-1], started + 60.0 * i)
                assert deal_id is not None
                ids[name].append(deal_id)
    return ids


__all__ = ["DAY", "START", "played_history"]
