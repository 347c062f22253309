"""The result of a finished Sheepshead deal and its explanation: a picker's game (with or
without a partner), a Leaster, or a doubler thrown in, with the score lines, who sat on
which side, what each needed, and the verdict.

Everything here is read from the state's public surface, once the deal is over;
:meth:`SheepsheadState.result <stammtisch.engine.sheepshead.state.SheepsheadState.result>`
calls :func:`build_result`.

>>> from stammtisch.engine.sheepshead import SheepsheadGame
>>> state = SheepsheadGame(3).new_deal(seed=4, dealer=0)
>>> while not state.is_terminal():
...     state.apply_action(state.legal_actions()[-1])  # seat 1 picks
>>> result = build_result(state)
>>> result.contract, result.declarer, result.details["row"], result.scores
('pick', 1, '30 or fewer (reverse schneider)', (2, -4, 2))
>>> [str(side.name) for side in result.explanation.sides]
["picker's side", 'defenders']
>>> deal_scores(state) == result.scores  # the scores alone, without the lines
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..cards import CARD_POINTS, card_str
from ..explain import (
    SIDE_DEFENDERS,
    SIDE_PICKER,
    SIDE_PLAYER,
    TARGET_LEAST,
    TIMES_SIGN,
    VERDICT_ALL_PASSED,
    at_least,
    explanation,
)
from ..messages import CardArg, Message, SeatArg, declare
from ..state import DealResult, ScoreLine, Side
from .scoring import ROW, ScoreRow, leaster_scores, picker_scores

if TYPE_CHECKING:
    from .state import SheepsheadState

ALL_PASSED_DOUBLE = declare("score.sheepshead.all_passed", "all passed: the next deal counts")
CARD_POINTS_LINE = declare("score.sheepshead.card_points", "card points")
FEWEST = declare("score.sheepshead.fewest", "fewest card points with a trick")
FEWEST_NOTE = declare(
    "score.sheepshead.fewest.note",
    "in a Leaster the fewest card points win, if the player took a trick",
)
BLIND_LAST = declare("score.sheepshead.blind_last", "blind to the last trick")
BLIND_ASIDE = declare("score.sheepshead.blind_aside", "blind set aside")
DOUBLER = declare("score.sheepshead.doubler", "doubler")
DOUBLER_NOTE = declare(
    "score.sheepshead.doubler.note", "a deal where everybody passed doubles this one"
)
BURIED = declare("score.sheepshead.buried", "buried")
BURIED_NOTE = declare("score.sheepshead.buried.note", "the buried cards count for the picker")
PARTNER_CARD = declare("score.sheepshead.partner_card", "partner card")
PARTNER_CARD_NOTE = declare(
    "score.sheepshead.partner_card.note", "its holder played on the picker's side"
)
CARD_VALUE = declare("score.sheepshead.card", "{card}", card=CardArg)
ALONE_LINE = declare("score.sheepshead.alone", "alone")
COLLECTS_ALL = declare("score.sheepshead.collects_all", "the picker collects from all four")
SIDE_POINTS = declare("score.sheepshead.side_points", "picker side card points")
SIDE_TRICKS = declare("score.sheepshead.side_tricks", "picker side tricks")
RESULT = declare("score.sheepshead.result", "result")
RESULT_NOTE = declare(
    "score.sheepshead.result.note", "the row of the scoring table the picker side's take falls in"
)
PICKER_LINE = declare("score.sheepshead.picker", "picker")
PARTNER_LINE = declare("score.sheepshead.partner", "partner")
EACH_DEFENDER = declare("score.sheepshead.each_defender", "each defender")
LEASTER_WON = declare(
    "result.verdict.leaster",
    "{seat} won the Leaster with the fewest card points.",
    you="You won the Leaster with the fewest card points.",
    seat=SeatArg,
)


def card_points(state: SheepsheadState) -> list[int]:
    """Each seat's card points: its tricks, the buried cards for the picker, the blind for
    the winner of a Leaster's last trick where the rules give it."""
    points = [state.card_points_taken(s) for s in range(state.num_players)]
    if state.picker is not None:
        points[state.picker] += _points(state.buried())
    if state.blind_taker is not None:
        points[state.blind_taker] += _points(state.blind())
    return points


def deal_scores(state: SheepsheadState) -> tuple[int, ...]:
    """The finished deal's score per seat, as :func:`build_result` scores it, without the
    score lines and the explanation (:meth:`~.SheepsheadState.scores` asks for this)."""
    n = state.num_players
    if state.picker is None:
        if state.game.doubler:
            return (0,) * n
        return tuple(leaster_scores(card_points(state), state.tricks_taken(), state.multiplier)[1])
    return tuple(_picker_scores(state, card_points(state), state.tricks_taken())[1])


def build_result(state: SheepsheadState) -> DealResult:
    """What the finished deal came to (before :meth:`~.SheepsheadState.told_contract` names
    the contract in the explanation)."""
    if state.picker is None:
        if state.game.doubler:
            return _doubler_result(state)
        return _leaster_result(state)
    return _picker_result(state)


def _points(cards: list[int]) -> int:
    return sum(CARD_POINTS[c] for c in cards)


def _picker_side(state: SheepsheadState) -> list[int]:
    picker = state.picker
    assert picker is not None
    return [picker] if state.partner is None else [picker, state.partner]


def _picker_scores(
    state: SheepsheadState, points: list[int], tricks: list[int]
) -> tuple[ScoreRow, list[int]]:
    """The scoring table's row and every seat's score of a deal somebody picked."""
    side = _picker_side(state)
    side_points = sum(points[s] for s in side)
    side_tricks = sum(tricks[s] for s in side)
    return picker_scores(
        state.num_players,
        side[0],
        state.partner,
        side_points,
        side_tricks,
        state.hand_size,
        state.multiplier,
    )


def _doubler_result(state: SheepsheadState) -> DealResult:
    n = state.num_players
    nxt = state.multiplier * 2
    return DealResult(
        contract="doubler",
        declarer=None,
        scores=(0,) * n,
        card_points=(0,) * n,
        played=False,
        lines=(ScoreLine(Message.of(ALL_PASSED_DOUBLE), Message.of(TIMES_SIGN, factor=nxt)),),
        explanation=explanation(None, None, (), Message.of(VERDICT_ALL_PASSED)),
        details={
            "multiplier": state.multiplier,
            "next_multiplier": nxt,
            "winners": [],
            "losers": [],
        },
    )


def _leaster_result(state: SheepsheadState) -> DealResult:
    n = state.num_players
    m = state.multiplier
    points = card_points(state)
    tricks = state.tricks_taken()
    winners, scores = leaster_scores(points, tricks, m)
    losers = [s for s in range(n) if s not in winners]
    low = points[winners[0]]
    blind = state.blind()
    blind_points = _points(blind)
    lines = [ScoreLine(Message.of(CARD_POINTS_LINE), points[s], s) for s in range(n)]
    lines += [ScoreLine(Message.of(FEWEST), low, s, note=Message.of(FEWEST_NOTE)) for s in winners]
    if state.blind_taker is not None:
        lines.append(ScoreLine(Message.of(BLIND_LAST), blind_points, state.blind_taker))
    else:
        lines.append(ScoreLine(Message.of(BLIND_ASIDE), blind_points))
    if m > 1:
        lines.append(
            ScoreLine(
                Message.of(DOUBLER),
                Message.of(TIMES_SIGN, factor=m),
                note=Message.of(DOUBLER_NOTE),
            )
        )
    sides = tuple(
        Side(
            Message.of(SIDE_PLAYER, seat=SeatArg(s)),
            (s,),
            points[s],
            Message.of(TARGET_LEAST),
            s in winners,
        )
        for s in range(n)
    )
    return DealResult(
        contract="leaster",
        declarer=None,
        scores=tuple(scores),
        card_points=tuple(points),
        unassigned_points=0 if state.blind_taker is not None else blind_points,
        lines=tuple(lines),
        explanation=explanation(
            None, None, sides, Message.of(LEASTER_WON, seat=SeatArg(winners[0]))
        ),
        details={
            "tricks": tricks,
            "blind": [card_str(c) for c in blind],
            "blind_taker": state.blind_taker,
            "multiplier": m,
            "winners": winners,
            "losers": losers,
        },
    )


def _picker_result(state: SheepsheadState) -> DealResult:
    n = state.num_players
    m = state.multiplier
    picker = state.picker
    assert picker is not None
    partner = state.partner
    side = _picker_side(state)
    points = card_points(state)
    tricks = state.tricks_taken()
    buried = state.buried()
    side_points = sum(points[s] for s in side)
    side_tricks = sum(tricks[s] for s in side)
    row, scores = _picker_scores(state, points, tricks)
    alone = n == 5 and partner is None
    defenders = [s for s in range(n) if s not in side]
    winners, losers = (side, defenders) if row.picker_side_wins else (defenders, side)
    lines = [ScoreLine(Message.of(BURIED), _points(buried), picker, note=Message.of(BURIED_NOTE))]
    if state.called_card is not None:
        lines.append(
            ScoreLine(
                Message.of(PARTNER_CARD),
                Message.of(CARD_VALUE, card=CardArg(state.called_card, notation=True)),
                note=Message.of(PARTNER_CARD_NOTE),
            )
        )
    if alone:
        lines.append(ScoreLine(Message.of(ALONE_LINE), Message.of(COLLECTS_ALL), picker))
    lines += [
        ScoreLine(Message.of(SIDE_POINTS), side_points),
        ScoreLine(Message.of(SIDE_TRICKS), side_tricks),
        ScoreLine(Message.of(RESULT), Message.of(ROW[row.label]), note=Message.of(RESULT_NOTE)),
        ScoreLine(Message.of(PICKER_LINE), scores[picker], picker),
    ]
    if partner is not None:
        lines.append(ScoreLine(Message.of(PARTNER_LINE), scores[partner], partner))
    lines.append(ScoreLine(Message.of(EACH_DEFENDER), row.defender * m))
    if m > 1:
        lines.append(
            ScoreLine(
                Message.of(DOUBLER),
                Message.of(TIMES_SIGN, factor=m),
                note=Message.of(DOUBLER_NOTE),
            )
        )
    sides = (
        Side(
            Message.of(SIDE_PICKER),
            tuple(side),
            side_points,
            at_least(61),
            row.picker_side_wins,
        ),
        Side(
            Message.of(SIDE_DEFENDERS),
            tuple(defenders),
            sum(points[s] for s in defenders),
            at_least(60),
            not row.picker_side_wins,
        ),
    )
    unknown = state.unknown_card
    details: dict[str, Any] = {
        "picker": picker,
        "partner": partner,
        "call": state.call,
        "called_card": None if state.called_card is None else card_str(state.called_card),
        "unknown_card": None if unknown is None else card_str(unknown),
        "alone": alone,
        "buried": [card_str(c) for c in buried],
        "side_points": side_points,
        "side_tricks": side_tricks,
        "row": row.label,
        "multiplier": m,
        "winners": sorted(winners),
        "losers": sorted(losers),
    }
    return DealResult(
        contract=state.contract_name(),
        declarer=picker,
        scores=tuple(scores),
        card_points=tuple(points),
        lines=tuple(lines),
        details=details,
        explanation=explanation(None, picker, sides),
    )


__all__ = ["build_result", "card_points", "deal_scores"]
