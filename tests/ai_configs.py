"""The game configurations the AI tests run: every registered game and seat count, plus Mini."""

from __future__ import annotations

import os

from ai_toygame import MiniGame

from stammtisch.engine.registry import all_games
from stammtisch.engine.state import Game

AI_DEALS = int(os.environ.get("STAMMTISCH_AI_DEALS", "150"))
"""Deals per configuration for the cheap levels (each deal seats several levels at once)."""


def ai_configurations() -> list[tuple[str, Game]]:
    """(id, game) for Mini at 3 and 4 seats and every registered game at every seat count."""
    out: list[tuple[str, Game]] = [("mini-3p", MiniGame(3)), ("mini-4p", MiniGame(4))]
    for cls in all_games():
        configs = cls.CONFORMANCE_CONFIGS or tuple((n, {}) for n in cls.PLAYER_COUNTS)
        for players, rules in configs:
            label = ",".join(f"{k}={v}" for k, v in sorted(rules.items())) or "default"
            out.append((f"{cls.NAME}-{players}p-{label}", cls(players, dict(rules))))
    return out
