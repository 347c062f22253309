"""Winning and scoring a Doppelkopf deal by the DDV table.

Announcements are counted per party as a level: ``NONE``; ``BASIC`` (the
party said "Re" or "Kontra"); ``NO_90``, ``NO_60``, ``NO_30``, ``SCHWARZ``
(each higher level includes the lower ones).

**Who wins.**  A party wins when every one of its own announcements came
true ("no 90": the other side ends with fewer than 90 card points, "schwarz":
the other side takes no trick) *and* it reached its goal: 121 card points
(the Re party 120 when only Kontra was announced; the Kontra party 121 when
only Kontra was announced, 120 otherwise), or, against the other side's
announcement, 90 against "no 90", 60 against "no 60", 30 against "no 30",
one trick against "schwarz".  When both sides announced and neither came
true, nobody wins (a draw).

**Game points** for the winner (the DDV list):

* won 1; the other side under 90, under 60, under 30, schwarz 1 each;
* "Re" announced 2, "Kontra" announced 2 (whoever wins);
* each "no 90", "no 60", "no 30", "schwarz" announced, by either side, 1;
* 120 reached against "no 90", 90 against "no 60", 60 against "no 30",
  30 against "schwarz", 1 each (for the side that reached it);
* won against the Re party ("gegen die Alten") 1, never in a solo.

In a draw only what each side achieved is credited to it: the other side
under 90/60/30 or schwarz, and the points reached against announcements.
Extra points (fox, Charlie, Doppelkopf; see :mod:`.result`) are counted for
either side and offset.  The result is one number, ``re_value``: what each
Re player wins (negative: loses); a soloist wins or loses three times it.

>>> kontra_wins = value_deal(Tally(80, 4, NONE), Tally(160, 8, BASIC), solo=False)
>>> kontra_wins.winner, kontra_wins.re_value
('kontra', -5)
>>> [(str(p.label), p.value) for p in kontra_wins.points]
[('won', 1), ('Re under 90', 1), ('Kontra announced', 2), ('won against the Re party', 1)]
>>> value_deal(Tally(130, 7, NO_60), Tally(110, 5, NONE), solo=False).re_value
-7
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from ..messages import Count, Message, declare

NONE: Final = 0
BASIC: Final = 1
NO_90: Final = 2
NO_60: Final = 3
NO_30: Final = 4
SCHWARZ: Final = 5

RE: Final = "re"
KONTRA: Final = "kontra"

LEVEL_WORDS: Final = ("", "", "no 90", "no 60", "no 30", "schwarz")
"""The record words of the levels above the basic announcement."""

_OWN_LIMIT: Final = {NO_90: 90, NO_60: 60, NO_30: 30}
"""An announcement of this level comes true when the other side ends below the limit."""

_BREAK: Final = {NO_90: 90, NO_60: 60, NO_30: 30}
"""Card points that defeat the other side's announcement of this level (schwarz: a trick)."""

_AGAINST: Final = {NO_90: 120, NO_60: 90, NO_30: 60, SCHWARZ: 30}
"""Card points that earn a game point against the other side's announcement of this level."""


def party_name(party: str) -> str:
    """``"Re"`` or ``"Kontra"``."""
    return "Re" if party == RE else "Kontra"


PARTY: Final = {
    RE: declare("score.doppelkopf.party.re", "Re"),
    KONTRA: declare("score.doppelkopf.party.kontra", "Kontra"),
}
LEVEL: Final = {
    NO_90: declare("score.doppelkopf.level.no_90", "no 90"),
    NO_60: declare("score.doppelkopf.level.no_60", "no 60"),
    NO_30: declare("score.doppelkopf.level.no_30", "no 30"),
    SCHWARZ: declare("score.doppelkopf.level.schwarz", "schwarz"),
}
WON: Final = declare("score.doppelkopf.won", "won")
WON_NOTE: Final = declare("score.doppelkopf.won.note", "one game point for winning")
UNDER: Final = declare("score.doppelkopf.under", "{party} under {limit}", party=Message, limit=int)
UNDER_NOTE: Final = declare(
    "score.doppelkopf.under.note",
    "the other side took fewer than {limit} card points",
    one="the other side took fewer than {limit} card point",
    limit=Count,
)
BLACK: Final = declare("score.doppelkopf.schwarz", "{party} schwarz", party=Message)
BLACK_NOTE: Final = declare("score.doppelkopf.schwarz.note", "the other side took no trick")
REACHED: Final = declare(
    "score.doppelkopf.reached", "{points} reached against {level}", points=int, level=Message
)
REACHED_NOTE: Final = declare(
    "score.doppelkopf.reached.note",
    "enough card points to defeat the other side's announcement",
)
RE_ANNOUNCED: Final = declare("score.doppelkopf.re_announced", "Re announced")
KONTRA_ANNOUNCED: Final = declare("score.doppelkopf.kontra_announced", "Kontra announced")
ANNOUNCED_NOTE: Final = declare(
    "score.doppelkopf.announced.note", "an announcement doubles the stake: 2 game points"
)
ANNOUNCED_BY: Final = declare(
    "score.doppelkopf.announced_by", "{level} announced by {party}", level=Message, party=Message
)
ANNOUNCED_BY_NOTE: Final = declare(
    "score.doppelkopf.announced_by.note", "each further announcement adds a game point"
)
AGAINST_RE: Final = declare("score.doppelkopf.against_re", "won against the Re party")
AGAINST_RE_NOTE: Final = declare(
    "score.doppelkopf.against_re.note",
    "the Kontra party gets an extra point for beating the ♣Q holders",
)
DEFENDERS_WIN: Final = declare("score.doppelkopf.defenders_win", "defenders' win")


@dataclass(frozen=True)
class Tally:
    """One party at the end of a deal: card points, tricks taken, announcement level."""

    card_points: int
    tricks: int
    level: int = NONE


@dataclass(frozen=True)
class Extra:
    """An extra point (fox caught, Charlie, Doppelkopf...) for ``party``."""

    label: Message
    party: str
    value: int = 1
    seat: int | None = None
    note: Message | None = None


@dataclass(frozen=True)
class GamePoint:
    """One line of the score: ``value`` game points credited to ``party`` for ``label``."""

    label: Message
    party: str
    value: int
    seat: int | None = None
    note: Message | None = None


@dataclass(frozen=True)
class Valuation:
    """The scored deal: the winning party (``None``: a draw) and every point credited."""

    winner: str | None
    points: tuple[GamePoint, ...]
    extras: tuple[Extra, ...]

    @property
    def re_value(self) -> int:
        """What each Re player wins (a soloist three times this); negative when they lose."""
        total = 0
        for p in self.points:
            total += p.value if p.party == RE else -p.value
        for e in self.extras:
            total += e.value if e.party == RE else -e.value
        return total

    def party_total(self, party: str) -> int:
        """Everything credited to ``party`` (game points and extras), before offsetting."""
        return sum(p.value for p in self.points if p.party == party) + sum(
            e.value for e in self.extras if e.party == party
        )


def fulfils_announcements(level: int, other: Tally) -> bool:
    """Whether a party's own "no 90"..."schwarz" came true against ``other``.

    >>> fulfils_announcements(NO_90, Tally(89, 3)), fulfils_announcements(NO_90, Tally(90, 3))
    (True, False)
    >>> fulfils_announcements(SCHWARZ, Tally(0, 1))
    False
    """
    if level >= SCHWARZ:
        return other.tricks == 0
    if level in _OWN_LIMIT:
        return other.card_points < _OWN_LIMIT[level]
    return True


def goal(party: str, own: Tally, other: Tally) -> int:
    """The card points ``party`` needs without help from the other side's announcements.

    >>> goal(RE, Tally(0, 0, NONE), Tally(0, 0, BASIC)), goal(KONTRA, Tally(0, 0, BASIC), Tally(0, 0, NONE))
    (120, 121)
    >>> goal(RE, Tally(0, 0, BASIC), Tally(0, 0, BASIC)), goal(KONTRA, Tally(0, 0, NONE), Tally(0, 0, BASIC))
    (121, 120)
    """
    if party == RE:
        return 120 if own.level == NONE and other.level >= BASIC else 121
    return 121 if own.level >= BASIC and other.level == NONE else 120


def reaches_goal(party: str, own: Tally, other: Tally) -> bool:
    """Whether ``party`` reached its goal: its card points, or enough against the other's announcement."""
    if own.card_points >= goal(party, own, other):
        return True
    if other.level >= SCHWARZ:
        return own.tricks > 0
    if other.level in _BREAK:
        return own.card_points >= _BREAK[other.level]
    return False


def winner_of(re: Tally, kontra: Tally) -> str | None:
    """The winning party, or ``None`` when both sides failed their announcements.

    >>> winner_of(Tally(121, 6), Tally(119, 6)), winner_of(Tally(120, 6), Tally(120, 6))
    ('re', 'kontra')
    >>> winner_of(Tally(120, 6, NONE), Tally(120, 6, BASIC))
    're'
    >>> winner_of(Tally(150, 8, NO_90), Tally(90, 4, NO_90)) is None
    True
    """
    if fulfils_announcements(re.level, kontra) and reaches_goal(RE, re, kontra):
        return RE
    if fulfils_announcements(kontra.level, re) and reaches_goal(KONTRA, kontra, re):
        return KONTRA
    return None


def _other(party: str) -> str:
    return KONTRA if party == RE else RE


def _achievements(party: str, own: Tally, other: Tally) -> list[GamePoint]:
    """What ``party`` achieved against ``other``: the other side under 90/60/30, schwarz,
    and card points reached against the other side's announcements."""
    them = Message.of(PARTY[_other(party)])
    out: list[GamePoint] = []
    for limit in (90, 60, 30):
        if other.card_points < limit:
            out.append(
                GamePoint(
                    Message.of(UNDER, party=them, limit=limit),
                    party,
                    1,
                    note=Message.of(UNDER_NOTE, limit=limit),
                )
            )
    if other.tricks == 0:
        out.append(GamePoint(Message.of(BLACK, party=them), party, 1, note=Message.of(BLACK_NOTE)))
    for level in (NO_90, NO_60, NO_30, SCHWARZ):
        if other.level >= level and own.card_points >= _AGAINST[level]:
            label = Message.of(REACHED, points=_AGAINST[level], level=Message.of(LEVEL[level]))
            out.append(GamePoint(label, party, 1, note=Message.of(REACHED_NOTE)))
    return out


def value_deal(
    re: Tally,
    kontra: Tally,
    solo: bool,
    extras: Sequence[Extra] = (),
    defenders_bonus: bool = False,
) -> Valuation:
    """Score a deal from both parties' tallies (see the module docstring).

    ``solo``: a solo (one against three): no "against the Re party" point
    and no extras (those passed are ignored).  ``defenders_bonus``: the
    40-card variant's extra point when the Kontra party wins.
    """
    winner = winner_of(re, kontra)
    points: list[GamePoint] = []
    tallies = {RE: re, KONTRA: kontra}
    if winner is None:
        points.extend(_achievements(RE, re, kontra))
        points.extend(_achievements(KONTRA, kontra, re))
    else:
        loser = _other(winner)
        points.append(GamePoint(Message.of(WON), winner, 1, note=Message.of(WON_NOTE)))
        points.extend(
            p
            for p in _achievements(winner, tallies[winner], tallies[loser])
            if p.label.code != REACHED
        )
        announced = Message.of(ANNOUNCED_NOTE)
        if re.level >= BASIC:
            points.append(GamePoint(Message.of(RE_ANNOUNCED), winner, 2, note=announced))
        if kontra.level >= BASIC:
            points.append(GamePoint(Message.of(KONTRA_ANNOUNCED), winner, 2, note=announced))
        for party in (RE, KONTRA):
            for level in (NO_90, NO_60, NO_30, SCHWARZ):
                if tallies[party].level >= level:
                    label = Message.of(
                        ANNOUNCED_BY,
                        level=Message.of(LEVEL[level]),
                        party=Message.of(PARTY[party]),
                    )
                    points.append(GamePoint(label, winner, 1, note=Message.of(ANNOUNCED_BY_NOTE)))
        for party in (RE, KONTRA):
            points.extend(
                p
                for p in _achievements(party, tallies[party], tallies[_other(party)])
                if p.label.code == REACHED
            )
        if winner == KONTRA and not solo:
            points.append(
                GamePoint(Message.of(AGAINST_RE), KONTRA, 1, note=Message.of(AGAINST_RE_NOTE))
            )
        if winner == KONTRA and defenders_bonus:
            points.append(GamePoint(Message.of(DEFENDERS_WIN), KONTRA, 1))
    kept = () if solo else tuple(extras)
    return Valuation(winner, tuple(points), kept)


def seat_score(party: str, re_value: int, solo: bool) -> int:
    """What one player of ``party`` scores when each Re player wins ``re_value``: each
    Kontra player pays it, and a soloist wins or loses it three times.

    >>> seat_score(RE, 3, solo=False), seat_score(KONTRA, 3, solo=False), seat_score(RE, -2, solo=True)
    (3, -3, -6)
    """
    if party == RE:
        return 3 * re_value if solo else re_value
    return -re_value


__all__ = [
    "BASIC",
    "KONTRA",
    "LEVEL",
    "LEVEL_WORDS",
    "NONE",
    "NO_30",
    "NO_60",
    "NO_90",
    "PARTY",
    "RE",
    "SCHWARZ",
    "Extra",
    "GamePoint",
    "Tally",
    "Valuation",
    "fulfils_announcements",
    "goal",
    "party_name",
    "reaches_goal",
    "seat_score",
    "value_deal",
    "winner_of",
]
