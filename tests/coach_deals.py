"""Prepared deals for the coach's tests."""

from __future__ import annotations

from stammtisch.engine.records import DealRecord

# Skat, dealer seat 2: seat 0 wins the bidding at 18, picks up the skat and plays hearts.
# Three cards from the end seat 1 leads ♦Q, seat 2 plays ♦7, and seat 0 (♠Q ♥A ♥Q, void in
# diamonds) plays last: ♥A or ♥Q takes the trick for sure, ♠Q throws it (and the game) away.
# The record's last action is that ♠Q... as recorded, ♥Q; the test plays ♠Q itself.
SURE_TRICK_THROWN = {
    "format": "stammtisch-deal",
    "version": 1,
    "game": "skat",
    "players": 3,
    "rules": {},
    "seats": [],
    "dealer": 2,
    "context": {},
    "seed": None,
    "deal": ["CK", "S7", "DT", "H9", "DA", "SA", "HA", "SQ", "HQ", "CA", "SJ", "CJ", "SK",
             "CQ", "DQ", "DK", "ST", "D8", "DJ", "C8", "S9", "S8", "HT", "D9", "D7", "C9",
             "H8", "HJ", "HK", "CT", "H7", "C7"],
    "actions": [[1, "p"], [2, "p"], [0, "18"], [0, "s"], [0, "CK"], [0, "DT"], [0, "H"],
                [0, "DA"], [1, "D8"], [2, "D9"], [0, "CA"], [1, "C8"], [2, "C9"], [0, "SA"],
                [1, "SK"], [2, "S9"], [0, "C7"], [1, "CQ"], [2, "CT"], [2, "S8"], [0, "S7"],
                [1, "ST"], [1, "CJ"], [2, "HT"], [0, "H7"], [1, "SJ"], [2, "HK"], [0, "H9"],
                [1, "DQ"], [2, "D7"], [0, "HQ"]],
}  # fmt: skip


def sure_trick_record() -> DealRecord:
    return DealRecord.from_json(SURE_TRICK_THROWN)
