"""Sheepshead's rule options and their words (see ``docs/rules/sheepshead.md``).

Sheepshead has no named presets: the defaults are the seed's (at five the picker
calls a fail ace; when nobody picks a Leaster is played; the blind is set aside).

>>> from stammtisch.engine.rules import Rules
>>> r = Rules.make(OPTIONS, {"no_pick": DOUBLER})
>>> r["partner"], r["no_pick"], r["blind_to_last_trick"]
('called_ace', 'doubler', False)
"""

from __future__ import annotations

from typing import Final

from ..rules import RuleOption

CALLED_ACE: Final = "called_ace"
JACK_OF_DIAMONDS_RULE: Final = "jack_of_diamonds"
"""The ``partner`` rule's words: the picker calls a fail ace, or ♦J's holder is the partner."""
LEASTER: Final = "leaster"
DOUBLER: Final = "doubler"
"""The ``no_pick`` rule's words: a Leaster is played, or the deal is thrown in as a doubler."""

OPTIONS: Final[tuple[RuleOption, ...]] = (
    RuleOption(
        "partner",
        CALLED_ACE,
        "Five players: the picker calls a fail ace for a partner, or the holder of "
        "the jack of diamonds is the partner.",
        choices=(CALLED_ACE, JACK_OF_DIAMONDS_RULE),
    ),
    RuleOption(
        "no_pick",
        LEASTER,
        "When nobody picks: play a Leaster (fewest card points wins), or throw the "
        "cards in as a doubler so the next deal counts double.",
        choices=(LEASTER, DOUBLER),
    ),
    RuleOption(
        "blind_to_last_trick",
        False,
        "In a Leaster the winner of the last trick also takes the blind.",
    ),
)
"""Every Sheepshead rule option with its default."""

__all__ = ["CALLED_ACE", "DOUBLER", "JACK_OF_DIAMONDS_RULE", "LEASTER", "OPTIONS"]
