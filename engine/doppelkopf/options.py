"""Doppelkopf's rule options (see ``docs/rules/doppelkopf.md``).

Doppelkopf has no named presets: the defaults are the rules of the seed and
``shared/RULES.md``, and each option switches on a variant that tables play.

>>> from stammtisch.engine.rules import Rules
>>> r = Rules.make(OPTIONS, {"forty_cards": True})
>>> r["forty_cards"], r["charlie_caught"], r["solo_auction"]
(True, True, False)
"""

from __future__ import annotations

from typing import Final

from ..rules import RuleOption

OPTIONS: Final[tuple[RuleOption, ...]] = (
    RuleOption(
        "second_heart_ten_wins",
        False,
        "When both ♥10 fall in one trick, the second beats the first.",
    ),
    RuleOption(
        "heart_ten_first_in_last_trick",
        False,
        "With the second ♥10 rule: in the last trick the first ♥10 still wins.",
        requires="second_heart_ten_wins",
    ),
    RuleOption(
        "charlie_caught",
        True,
        "A ♣J the other side wins in the last trick scores a point for that side.",
    ),
    RuleOption(
        "tournament",
        False,
        "Tournament list: 24 deals (25 with five); everyone owes one forced solo, "
        "which outranks other solos, is led by the soloist and is dealt again by the same dealer.",
    ),
    RuleOption(
        "forty_cards",
        False,
        "The 40-card variant without nines: ten cards each, redeal right, queen-jack solo, "
        "solo ranking, announcements until the fifth card, last-trick fox 2, defenders' win 1.",
    ),
    RuleOption(
        "solo_auction",
        False,
        'Several players who want a solo bid for it by announcing "90", "60", "30", "schwarz".',
    ),
)


__all__ = ["OPTIONS"]
