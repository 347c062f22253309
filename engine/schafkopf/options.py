"""Schafkopf's rule options and the named presets tables play by.

Tariffs and the runner (Laufende) rules are settings, because tables differ.
The defaults are the seed's: partner game 20, solo 50, Schneider, Schwarz
and each runner 10.  :func:`preset_rules` gives the overrides of a named
preset, among them the tables the NetSchafkopf protocols were played at.

>>> from stammtisch.engine.rules import Rules
>>> r = Rules.make(OPTIONS, preset_rules("netschafkopf"))
>>> r["partner_tariff"], r["solo_tariff"], r["ramsch_tariff"], r["runners_from_wenz"]
(2, 5, 1, 3)
>>> preset_rules("skat")
Traceback (most recent call last):
...
stammtisch.engine.errors.RuleOptionError: unknown Schafkopf preset 'skat'; known presets: seed, netschafkopf, pm_1, pm_10, standard_v505
"""

from __future__ import annotations

from typing import Final

from ..errors import RuleOptionError
from ..rules import OptionValue, RuleOption

ALL_PASS_CHOICES: Final = ("redeal", "ramsch", "pay")
DURCHMARSCH_CHOICES: Final = ("wins", "loses")
"""Ramsch Durchmarsch: a win paid like a solo (Sauspiel and most tables), or a loss."""

OPTIONS: Final[tuple[RuleOption, ...]] = (
    RuleOption(
        "suit_geier", True, "Suit Geier (Farbgeier: Obers and one suit trump) may be played."
    ),
    RuleOption("suit_wenz", True, "Suit Wenz (Farbwenz: Unters and one suit trump) may be played."),
    RuleOption(
        "partner_tariff",
        20,
        "What each player of the partner game (Sauspiel) receives from or pays to one opponent.",
        minimum=0,
    ),
    RuleOption(
        "solo_tariff",
        50,
        "What each opponent pays to or receives from the declarer of a solo, Wenz or Geier.",
        minimum=0,
    ),
    RuleOption("schneider_tariff", 10, "Added to the price when a side is Schneider.", minimum=0),
    RuleOption(
        "schwarz_tariff", 10, "Added again when a side takes no trick (Schwarz).", minimum=0
    ),
    RuleOption("runners", True, "Runners (Laufende) raise the price."),
    RuleOption("runner_tariff", 10, "Added to the price for each runner.", minimum=0),
    RuleOption(
        "runners_from_partner",
        3,
        "Fewest runners that count in the partner game.",
        minimum=1,
        maximum=14,
    ),
    RuleOption(
        "runners_from_solo", 3, "Fewest runners that count in a suit solo.", minimum=1, maximum=14
    ),
    RuleOption(
        "runners_from_wenz", 2, "Fewest runners that count in a Wenz.", minimum=1, maximum=4
    ),
    RuleOption(
        "runners_from_geier", 2, "Fewest runners that count in a Geier.", minimum=1, maximum=4
    ),
    RuleOption(
        "runners_from_suit_wenz",
        3,
        "Fewest runners that count in a suit Wenz.",
        minimum=1,
        maximum=11,
    ),
    RuleOption(
        "runners_from_suit_geier",
        3,
        "Fewest runners that count in a suit Geier.",
        minimum=1,
        maximum=11,
    ),
    RuleOption(
        "runners_into_suit",
        True,
        "In suit Wenz and suit Geier the run of runners carries on into the trump suit.",
    ),
    RuleOption(
        "kontra_re",
        False,
        "An opponent may double with Kontra before the first card; the declarer's side may redouble with Re.",
    ),
    RuleOption(
        "klopfen",
        False,
        "Each player may knock once after the deal, before the auction; each knock doubles the price.",
    ),
    RuleOption(
        "all_pass",
        "redeal",
        "When all pass: the same dealer deals again, Ramsch is played, or the cards are thrown in and paid for.",
        choices=ALL_PASS_CHOICES,
    ),
    RuleOption(
        "ramsch_tariff",
        20,
        "In Ramsch, what the loser pays each other player (doubled for each player without a trick).",
        minimum=0,
    ),
    RuleOption(
        "durchmarsch",
        "wins",
        "In Ramsch, a player who takes every trick (Durchmarsch) wins and is paid the solo "
        "tariff by each other player, or loses as the player with the most card points.",
        choices=DURCHMARSCH_CHOICES,
    ),
    RuleOption(
        "all_pass_tariff",
        50,
        "When the cards are thrown in and paid for: what the first player and the dealer each pay.",
        minimum=0,
    ),
    RuleOption("short_deck", False, "Play with 24 cards (no sevens and eights), six each."),
)
"""Every Schafkopf rule option with its default (see ``docs/rules/schafkopf.md``)."""

_NETSCHAFKOPF_RUNNERS: Final[dict[str, OptionValue]] = {
    "runners_from_partner": 3,
    "runners_from_solo": 3,
    "runners_from_wenz": 3,
    "runners_from_geier": 3,
    "runners_from_suit_wenz": 3,
    "runners_from_suit_geier": 3,
}

PRESETS: Final[dict[str, tuple[str, dict[str, OptionValue]]]] = {
    "seed": ("The seed's rules: 20 / 50 / 10, runners from 2 in Wenz and Geier, else 3.", {}),
    "netschafkopf": (
        "NetSchafkopf 8.00 as the netschafkopf_helper protocols were played: 2 / 5 / 1, "
        "Ramsch 1, Schneider, Schwarz and runners +1 each, runners from 3 in every game, "
        "Ramsch when all pass, Klopfen and Kontra.",
        {
            "partner_tariff": 2,
            "solo_tariff": 5,
            "ramsch_tariff": 1,
            "schneider_tariff": 1,
            "schwarz_tariff": 1,
            "runner_tariff": 1,
            **_NETSCHAFKOPF_RUNNERS,
            "all_pass": "ramsch",
            "klopfen": True,
            "kontra_re": True,
        },
    ),
    "pm_1": (
        "NetSchafkopf's PM-Regeln at 1 / 5 / 1 (protocol of 20.03.23): runners not counted.",
        {
            "partner_tariff": 1,
            "solo_tariff": 5,
            "ramsch_tariff": 1,
            "schneider_tariff": 1,
            "schwarz_tariff": 1,
            "runner_tariff": 1,
            "runners": False,
            "all_pass": "ramsch",
            "klopfen": True,
            "kontra_re": True,
        },
    ),
    "pm_10": (
        "NetSchafkopf's PM-Regeln at 10 / 50 / 10 (protocol of 14.12.22): runners +10 each, "
        "from 2 in Wenz and suit Wenz, from 3 otherwise.",
        {
            "partner_tariff": 10,
            "solo_tariff": 50,
            "ramsch_tariff": 10,
            "schneider_tariff": 10,
            "schwarz_tariff": 10,
            "runner_tariff": 10,
            **_NETSCHAFKOPF_RUNNERS,
            "runners_from_wenz": 2,
            "runners_from_suit_wenz": 2,
            "all_pass": "ramsch",
            "klopfen": True,
            "kontra_re": True,
        },
    ),
    "standard_v505": (
        "NetSchafkopf 5.05's standard rules (protocol of 16.05.20): 10 / 50 / 10, runners from 3, "
        "Ramsch when all pass; a thrown-in deal costs 50 (set all_pass=pay to play that way).",
        {
            "partner_tariff": 10,
            "solo_tariff": 50,
            "ramsch_tariff": 10,
            "schneider_tariff": 10,
            "schwarz_tariff": 10,
            "runner_tariff": 10,
            **_NETSCHAFKOPF_RUNNERS,
            "all_pass": "ramsch",
            "all_pass_tariff": 50,
            "klopfen": True,
            "kontra_re": True,
        },
    ),
}
"""Named presets: name -> (description, rule overrides)."""


def preset_rules(name: str) -> dict[str, OptionValue]:
    """The rule overrides of the preset ``name`` (a fresh dict; see :data:`PRESETS`)."""
    try:
        return dict(PRESETS[name.strip().lower()][1])
    except KeyError:
        known = ", ".join(PRESETS)
        raise RuleOptionError(
            f"unknown Schafkopf preset {name!r}; known presets: {known}"
        ) from None


__all__ = ["ALL_PASS_CHOICES", "OPTIONS", "PRESETS", "preset_rules"]
