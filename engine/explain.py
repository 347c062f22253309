"""Words every game uses to explain a finished deal: sides, targets, verdicts.

Each game builds its :class:`~stammtisch.engine.state.Explanation` from
these: who sat on which side, the card points each side took, what it
needed, and who won.

>>> side = declarer_side((1,), 79, won=True)
>>> str(side.name), side.seats, str(side.target)
('declarer', (1,), '61 or more card points')
>>> str(verdict((side,)))
'The declarer won.'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from .messages import Count, Message, SeatArg, declare
from .state import Explanation, Side

# --- the sides --------------------------------------------------------------

SIDE_DECLARER: Final = declare("result.side.declarer", "declarer")
SIDE_DEFENDERS: Final = declare("result.side.defenders", "defenders")
SIDE_RE: Final = declare("result.side.re", "Re")
SIDE_KONTRA: Final = declare("result.side.kontra", "Kontra")
SIDE_SOLOIST: Final = declare("result.side.soloist", "soloist")
SIDE_PICKER: Final = declare("result.side.picker", "picker's side")
SIDE_PLAYER: Final = declare("result.side.player", "{seat}", seat=SeatArg)

# --- what a side needed -----------------------------------------------------

TARGET_AT_LEAST: Final = declare(
    "result.target.at_least",
    "{points} or more card points",
    one="{points} or more card points",
    points=Count,
)
TARGET_NO_TRICK: Final = declare("result.target.no_trick", "to take no trick")
TARGET_ONE_TRICK: Final = declare("result.target.one_trick", "to make the declarer take a trick")
TARGET_ALL_TRICKS: Final = declare("result.target.all_tricks", "to take every trick")
TARGET_FEWEST: Final = declare("result.target.fewest", "not the most card points (the most loses)")
TARGET_LEAST: Final = declare(
    "result.target.least", "the fewest card points, with at least one trick"
)

# --- score values that are no number -----------------------------------------

TIMES: Final = declare("score.value.times", "x{factor}", factor=int)
TIMES_SIGN: Final = declare("score.value.times_sign", "×{factor}", factor=int)
LOST_VALUE: Final = declare("score.value.lost", "lost")

# --- verdicts ---------------------------------------------------------------

VERDICT_WON: Final = declare("result.verdict.won", "{side} won.", side=Message)
VERDICT_NOBODY: Final = declare(
    "result.verdict.nobody", "Nobody won: both sides missed what they announced."
)
VERDICT_ALL_PASSED: Final = declare("result.verdict.all_passed", "Everybody passed.")
VERDICT_OVERBID: Final = declare(
    "result.verdict.overbid",
    "The declarer lost: the game was worth {value}, less than the bid of {bid}.",
    value=int,
    bid=int,
)
VERDICT_CONCEDED: Final = declare("result.verdict.conceded", "The declarer conceded.")
VERDICT_LOSER: Final = declare(
    "result.verdict.loser",
    "{seat} took the most card points and loses.",
    you="You took the most card points and lose.",
    seat=SeatArg,
)
VERDICT_DURCHMARSCH: Final = declare(
    "result.verdict.durchmarsch",
    "{seat} took every trick (Durchmarsch).",
    you="You took every trick (Durchmarsch).",
    seat=SeatArg,
)


def at_least(points: int) -> Message:
    """The target "``points`` or more card points"."""
    return Message.of(TARGET_AT_LEAST, points=points)


def declarer_side(seats: Sequence[int], points: int, won: bool, needed: int = 61) -> Side:
    """The declarer's side, needing ``needed`` card points."""
    return Side(Message.of(SIDE_DECLARER), tuple(seats), points, at_least(needed), won)


def defender_side(seats: Sequence[int], points: int, won: bool, needed: int = 60) -> Side:
    """The defenders, needing ``needed`` card points."""
    return Side(Message.of(SIDE_DEFENDERS), tuple(seats), points, at_least(needed), won)


VERDICT_SIDE_WON: Final = {
    SIDE_DECLARER: declare("result.verdict.declarer_won", "The declarer won."),
    SIDE_DEFENDERS: declare("result.verdict.defenders_won", "The defenders won."),
    SIDE_RE: declare("result.verdict.re_won", "The Re party won."),
    SIDE_KONTRA: declare("result.verdict.kontra_won", "The Kontra party won."),
    SIDE_SOLOIST: declare("result.verdict.soloist_won", "The soloist won."),
    SIDE_PICKER: declare("result.verdict.picker_won", "The picker's side won."),
}
"""Each side's verdict as a sentence of its own: a language says it in the side's number
("Die Gegenspieler haben gewonnen", "Der Spieler hat gewonnen"), which "{side} won."
could not."""
VERDICT_DECLARER_SIDE_WON: Final = declare(
    "result.verdict.declarer_side_won", "The declarer and partner won."
)
"""A declarer who played with a partner (a Schafkopf Sauspiel): two won."""
VERDICT_PLAYER_WON: Final = declare(
    "result.verdict.player_won", "{seat} won.", you="You won.", seat=SeatArg
)


def verdict(sides: Sequence[Side]) -> Message:
    """ "The <side> won." for the first side that won, or "nobody won"."""
    for side in sides:
        if side.won:
            return won_verdict(side)
    return Message.of(VERDICT_NOBODY)


def won_verdict(side: Side) -> Message:
    """``side`` won, said in its own words (:data:`VERDICT_SIDE_WON`).

    >>> str(won_verdict(defender_side((0, 2), 65, won=True)))
    'The defenders won.'
    >>> str(won_verdict(declarer_side((1, 3), 70, won=True)))
    'The declarer and partner won.'
    """
    code = side.name.code
    if code == SIDE_DECLARER and len(side.seats) > 1:
        return Message.of(VERDICT_DECLARER_SIDE_WON)
    seat = side.name.kwargs.get("seat")
    if code == SIDE_PLAYER and isinstance(seat, SeatArg):
        return Message.of(VERDICT_PLAYER_WON, seat=seat)
    if code in VERDICT_SIDE_WON:
        return Message.of(VERDICT_SIDE_WON[code])
    return Message.of(VERDICT_WON, side=side.name)


def explanation(
    contract: Message | None,
    declarer: int | None,
    sides: Sequence[Side],
    why: Message | None = None,
) -> Explanation:
    """An explanation whose verdict is ``why``, or else who won (:func:`verdict`)."""
    return Explanation(contract, declarer, tuple(sides), why or verdict(sides))


__all__ = [
    "LOST_VALUE",
    "SIDE_DECLARER",
    "SIDE_DEFENDERS",
    "SIDE_KONTRA",
    "SIDE_PICKER",
    "SIDE_PLAYER",
    "SIDE_RE",
    "SIDE_SOLOIST",
    "TARGET_ALL_TRICKS",
    "TARGET_AT_LEAST",
    "TARGET_FEWEST",
    "TARGET_LEAST",
    "TARGET_NO_TRICK",
    "TARGET_ONE_TRICK",
    "TIMES",
    "TIMES_SIGN",
    "VERDICT_ALL_PASSED",
    "VERDICT_CONCEDED",
    "VERDICT_DECLARER_SIDE_WON",
    "VERDICT_DURCHMARSCH",
    "VERDICT_LOSER",
    "VERDICT_NOBODY",
    "VERDICT_OVERBID",
    "VERDICT_PLAYER_WON",
    "VERDICT_SIDE_WON",
    "VERDICT_WON",
    "at_least",
    "declarer_side",
    "defender_side",
    "explanation",
    "verdict",
    "won_verdict",
]
