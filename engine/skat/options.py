"""Skat's rule options (see ``docs/rules/skat.md``).

Skat has no named presets: the defaults are the seed's table rules (one round,
standard scoring, a deal all players pass is passed in, no Kontra).

>>> from stammtisch.engine.rules import Rules
>>> r = Rules.make(OPTIONS, {"ramsch": "schieberamsch"})
>>> r["rounds"], r["scoring"], r["ramsch"], r["pass_jacks"], r["kontra_re"]
(1, 'standard', 'schieberamsch', False, False)
"""

from __future__ import annotations

from typing import Final

from ..rules import RuleOption
from .scoring import SCORING_MODES

RAMSCH_MODES: Final = ("none", "ramsch", "schieberamsch")
"""What is played when all pass: nothing (the deal is passed in), Ramsch or Schieberamsch."""

OPTIONS: Final[tuple[RuleOption, ...]] = (
    RuleOption(
        "rounds",
        1,
        "Game length in rounds; each round every player deals once (3 rounds = 9 deals at three).",
        choices=(1, 3, 5),
    ),
    RuleOption(
        "scoring",
        "standard",
        "Scoring: standard (the declarer alone scores), tournament (Seeger-Fabian: +50 for a won "
        "game, −50 for a lost one; when the declarer loses, each opponent gets 40, 30 at a table "
        "of four), or adjusted (a won game charges the defenders).",
        choices=SCORING_MODES,
    ),
    RuleOption(
        "ramsch",
        "none",
        "When all pass: no Ramsch (the deal is passed in), Ramsch, or Schieberamsch (the skat is "
        "passed round first).",
        choices=RAMSCH_MODES,
    ),
    RuleOption(
        "pass_jacks",
        False,
        "Schieberamsch: jacks may be passed on with the skat.",
    ),
    RuleOption(
        "kontra_re",
        False,
        "A defender may double with Kontra before playing their first card, the declarer redouble with Re (not in Null).",
    ),
)
"""Every Skat rule option with its default."""

__all__ = ["OPTIONS", "RAMSCH_MODES"]
