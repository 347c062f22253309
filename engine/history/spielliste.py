"""The Skat score list (Spielliste) of a session in normal, Seeger-Fabian and Bierlachs modes.

Each line is one deal: what each seat gets for it and the running totals.

- ``normal``: the declarer gets the game's value when won, twice the value
  off when lost (an overbid game: the value it is lost at); a Ramsch deal
  keeps the scores the engine gave it.
- ``seeger``: Seeger-Fabian (ISkO 5.1, RULES.md): the normal points plus 50
  for a game won, minus 50 for a game lost; when the declarer loses, each
  opponent gets 40 at a three-player table and 30 at a four-player table,
  the dealer who sits out included.
- ``bierlachs``: only minus points are written (our reading of the common
  house rule; neither the seed nor RULES.md defines it): a won game costs
  each of the two defenders the game's value, a lost game costs the
  declarer twice the value (the engine's "adjusted" scoring), a Ramsch
  only its losses.  Whoever reaches the agreed limit first loses.

The declarer's games are paid by the engine's own
:func:`~stammtisch.engine.skat.scoring.distribute`.

>>> won = {"declarer": 0, "contract": "Grand", "scores": [48, 0, 0],
...        "details": {"won": True, "value": 48}}
>>> lost = {"declarer": 1, "contract": "Clubs", "scores": [0, -48, 0],
...         "details": {"won": False, "value": 24}}
>>> [line.totals for line in spielliste(3, [(2, won), (0, lost)], "seeger")]
[(98, 0, 0), (138, -98, 40)]
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..skat.scoring import distribute
from .facts import active_seats

MODES = ("normal", "seeger", "bierlachs")


@dataclass(frozen=True)
class ListLine:
    """One deal of the list."""

    number: int
    declarer: int | None
    contract: str | None
    won: bool | None
    entries: tuple[int, ...]
    totals: tuple[int, ...]


_ENGINE_MODES = {"normal": "standard", "seeger": "seeger_fabian", "bierlachs": "adjusted"}
"""The Skat engine's scoring mode that pays a declarer's game as each list mode writes it."""


def _entries(players: int, dealer: int, result: Mapping[str, Any], mode: str) -> list[int]:
    declarer = result.get("declarer")
    details = result.get("details") or {}
    if not isinstance(declarer, int):
        scores = [int(x) for x in result.get("scores") or [0] * players]
        if mode == "bierlachs":
            return [min(0, s) for s in scores]
        return scores
    defenders = [s for s in active_seats("skat", players, dealer) if s != declarer]
    return distribute(
        _ENGINE_MODES[mode],
        players,
        declarer,
        defenders,
        bool(details.get("won")),
        int(details.get("value") or 0),
    )


def spielliste(
    players: int, deals: Sequence[tuple[int, Mapping[str, Any]]], mode: str = "normal"
) -> list[ListLine]:
    """The list of a session's ``deals`` (each its dealer and result JSON) in ``mode``."""
    if mode not in MODES:
        raise ValueError(f"unknown score list mode {mode!r} (one of {', '.join(MODES)})")
    totals = [0] * players
    lines: list[ListLine] = []
    for number, (dealer, result) in enumerate(deals, start=1):
        entries = _entries(players, dealer, result, mode)
        totals = [t + e for t, e in zip(totals, entries, strict=True)]
        declarer = result.get("declarer")
        won = (result.get("details") or {}).get("won")
        lines.append(
            ListLine(
                number,
                declarer if isinstance(declarer, int) else None,
                result.get("contract"),
                won if isinstance(won, bool) else None,
                tuple(entries),
                tuple(totals),
            )
        )
    return lines


__all__ = ["MODES", "ListLine", "spielliste"]
