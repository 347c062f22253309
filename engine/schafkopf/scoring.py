"""What a Schafkopf deal costs: the price and who pays whom.

The price P of a declared game is its tariff, plus Schneider, plus Schwarz,
plus the runners (Laufende); a Tout doubles it (and knows no Schneider or
Schwarz); every knock, Kontra, Re and recorded doubling doubles it again.
Payments are per opponent and zero-sum: in the partner game each of the two
winners receives P from one loser; in a solo (and the partner game alone)
the declarer receives or pays 3P, each opponent P.

>>> from stammtisch.engine.rules import Rules
>>> from stammtisch.engine.schafkopf.options import OPTIONS
>>> from stammtisch.engine.schafkopf.contracts import contract_by_name
>>> rules = Rules.make(OPTIONS)
>>> s = settle_declared(rules, contract_by_name("Solo Schellen"), side_points=79,
...                     side_tricks=6, opponent_tricks=2, runners=0)
>>> s.won, s.schneider, s.price
(True, False, 50)
>>> s = settle_declared(rules, contract_by_name("Sauspiel Eichel"), side_points=91,
...                     side_tricks=7, opponent_tricks=1, runners=3)
>>> s.won, s.schneider, s.schwarz, s.price
(True, True, False, 60)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..cards import Card, CardMask
from ..messages import Count, Message, declare
from ..rules import Rules
from ..state import ScoreLine
from .contracts import Contract, GameType, base_type

WIN_POINTS = 61
"""The declaring side needs 61 card points (60:60 is lost)."""
SCHNEIDER_WIN = 91
"""The declaring side wins Schneider with 91 or more (the opponents have 29 or fewer)."""
SCHNEIDER_LOSS = 30
"""The declaring side is Schneider with 30 or fewer."""

_THRESHOLD_OPTION = {
    GameType.SAUSPIEL: "runners_from_partner",
    GameType.SUIT_SOLO: "runners_from_solo",
    GameType.WENZ: "runners_from_wenz",
    GameType.GEIER: "runners_from_geier",
    GameType.SUIT_WENZ: "runners_from_suit_wenz",
    GameType.SUIT_GEIER: "runners_from_suit_geier",
}


def runner_threshold(rules: Rules, contract: Contract) -> int:
    """The fewest runners that count in ``contract`` under ``rules``.

    >>> from stammtisch.engine.rules import Rules
    >>> from stammtisch.engine.schafkopf.options import OPTIONS
    >>> from stammtisch.engine.schafkopf.contracts import contract_by_name
    >>> rules = Rules.make(OPTIONS)
    >>> [runner_threshold(rules, contract_by_name(n)) for n in ("Wenz", "Geier Tout", "Farbwenz Herz", "Sauspiel Gras")]
    [2, 2, 3, 3]
    """
    return rules.number(_THRESHOLD_OPTION[base_type(contract.level)])


def runner_order(rules: Rules, contract: Contract, deck_mask: CardMask) -> tuple[Card, ...]:
    """The trumps runners are counted along: the contract's trumps that are in the deck.

    In suit Wenz and suit Geier the run stops after the Unters (Obers) unless
    ``runners_into_suit`` is on.
    """
    order = tuple(c for c in contract.trump_order if deck_mask >> c & 1)
    if not rules.flag("runners_into_suit") and base_type(contract.level) in (
        GameType.SUIT_WENZ,
        GameType.SUIT_GEIER,
    ):
        order = order[:4]
    return order


def count_runners(order: Sequence[Card], side: CardMask) -> tuple[int, bool]:
    """The unbroken run of top trumps the side holds (``with``) or lacks (``without``).

    Returns (length, with); the length of the run from the highest trump.

    >>> count_runners([1, 2, 3, 4], 0b0110)   # holds the first two of order 1, 2, 3, 4
    (2, True)
    >>> count_runners([1, 2, 3, 4], 0b10000)  # lacks the first three
    (3, False)
    """
    if not order:
        return 0, True
    holds_first = bool(side >> order[0] & 1)
    n = 0
    for card in order:
        if bool(side >> card & 1) != holds_first:
            break
        n += 1
    return n, holds_first


# --- score lines --------------------------------------------------------------------

PARTNER_TARIFF = declare("score.schafkopf.partner_tariff", "partner game (Sauspiel)")
SOLO_TARIFF = declare("score.schafkopf.solo_tariff", "solo tariff")
TARIFF_NOTE = declare(
    "score.schafkopf.tariff.note", "what this kind of game is worth before the extras"
)
SCHNEIDER = declare("score.schafkopf.schneider", "Schneider")
SCHNEIDER_NOTE = declare(
    "score.schafkopf.schneider.note",
    "the winners took 91 or more card points, or the losers 30 or fewer",
)
SCHWARZ = declare("score.schafkopf.schwarz", "Schwarz")
SCHWARZ_NOTE = declare("score.schafkopf.schwarz.note", "one side took every trick")
RUNNERS = declare(
    "score.schafkopf.runners",
    "{count} runners (Laufende)",
    one="{count} runner (Laufender)",
    count=Count,
)
RUNNERS_NOTE = declare(
    "score.schafkopf.runners.note",
    "the top trumps in an unbroken row, held by one side; each adds the runner tariff",
)
TOUT = declare("score.schafkopf.tout", "Tout doubles")
TOUT_NOTE = declare("score.schafkopf.tout.note", "a Tout promises every trick and pays double")
DOUBLED = declare(
    "score.schafkopf.doubled", "doubled {count} times", one="doubled once", count=Count
)
DOUBLED_NOTE = declare(
    "score.schafkopf.doubled.note", "each knock, Kontra and Re doubles the price"
)
PRICE = declare("score.schafkopf.price", "price")
PRICE_NOTE = declare(
    "score.schafkopf.price.note",
    "what each opponent pays or is paid; a soloist collects it from all three",
)


@dataclass(frozen=True)
class Settlement:
    """A declared game's outcome and price (per opponent, before the payments are spread)."""

    won: bool
    schneider: bool
    schwarz: bool
    runners: int
    """Runners that count (0 when below the threshold or switched off)."""
    price: int
    lines: tuple[ScoreLine, ...]


def settle_declared(
    rules: Rules,
    contract: Contract,
    side_points: int,
    side_tricks: int,
    opponent_tricks: int,
    runners: int,
    doublings: int = 0,
) -> Settlement:
    """Who won a declared game and its price P (``runners`` as counted, before the threshold)."""
    tout = contract.is_tout
    if tout:
        won = opponent_tricks == 0
        schneider = schwarz = False
    else:
        won = side_points >= WIN_POINTS
        if won:
            schneider = side_points >= SCHNEIDER_WIN
            schwarz = opponent_tricks == 0
        else:
            schneider = side_points <= SCHNEIDER_LOSS
            schwarz = side_tricks == 0
    lines: list[ScoreLine] = []
    if contract.is_partner_game:
        base = rules.number("partner_tariff")
        lines.append(ScoreLine(Message.of(PARTNER_TARIFF), base, note=Message.of(TARIFF_NOTE)))
    else:
        base = rules.number("solo_tariff")
        lines.append(ScoreLine(Message.of(SOLO_TARIFF), base, note=Message.of(TARIFF_NOTE)))
    price = base
    if schneider:
        price += rules.number("schneider_tariff")
        lines.append(
            ScoreLine(
                Message.of(SCHNEIDER),
                rules.number("schneider_tariff"),
                note=Message.of(SCHNEIDER_NOTE),
            )
        )
    if schwarz:
        price += rules.number("schwarz_tariff")
        lines.append(
            ScoreLine(
                Message.of(SCHWARZ), rules.number("schwarz_tariff"), note=Message.of(SCHWARZ_NOTE)
            )
        )
    counted = (
        runners if rules.flag("runners") and runners >= runner_threshold(rules, contract) else 0
    )
    if counted:
        value = counted * rules.number("runner_tariff")
        price += value
        lines.append(
            ScoreLine(Message.of(RUNNERS, count=counted), value, note=Message.of(RUNNERS_NOTE))
        )
    if tout:
        price *= 2
        lines.append(ScoreLine(Message.of(TOUT), price, note=Message.of(TOUT_NOTE)))
    if doublings:
        price <<= doublings
        lines.append(
            ScoreLine(Message.of(DOUBLED, count=doublings), price, note=Message.of(DOUBLED_NOTE))
        )
    lines.append(ScoreLine(Message.of(PRICE), price, note=Message.of(PRICE_NOTE)))
    return Settlement(won, schneider, schwarz, counted, price, tuple(lines))


def spread_declared(
    price: int, won: bool, declarer: int, partner: int | None, players: int = 4
) -> tuple[int, ...]:
    """Per-seat scores of a declared game: partner game ±P each, solo ±3P / ∓P.

    >>> spread_declared(6, True, 0, 2)
    (6, -6, 6, -6)
    >>> spread_declared(5, False, 1, None)
    (5, -15, 5, 5)
    """
    sign = 1 if won else -1
    if partner is not None:
        return tuple(
            sign * price if s in (declarer, partner) else -sign * price for s in range(players)
        )
    return tuple(
        sign * price * (players - 1) if s == declarer else -sign * price for s in range(players)
    )


DURCHMARSCH_LINE = declare(
    "score.schafkopf.durchmarsch", "Durchmarsch: every trick, paid like a solo"
)
"""The score line of a Ramsch Durchmarsch that wins."""


def durchmarsch_price(solo_tariff: int, doublings: int = 0) -> int:
    """What each other player pays for a Ramsch Durchmarsch that wins: the solo tariff,
    doubled for each doubling (knocks), as a solo is paid.

    >>> durchmarsch_price(50), durchmarsch_price(50, 2)
    (50, 200)
    """
    return solo_tariff << doublings


def ramsch_price(tariff: int, jungfrauen: int, doublings: int = 0) -> int:
    """The Ramsch price: the tariff doubled for each player without a trick and each doubling.

    >>> ramsch_price(10, 1, 2)   # 14.12.22 game 8: 10 x 4 x 2
    80
    """
    return tariff << (jungfrauen + doublings)


__all__ = [
    "DURCHMARSCH_LINE",
    "SCHNEIDER_LOSS",
    "SCHNEIDER_WIN",
    "WIN_POINTS",
    "Settlement",
    "count_runners",
    "durchmarsch_price",
    "ramsch_price",
    "runner_order",
    "runner_threshold",
    "settle_declared",
    "spread_declared",
]
