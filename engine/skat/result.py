"""The result of a finished Skat deal and its explanation: the declarer's game (or a Ramsch,
or a deal passed in) with its score lines, who sat on which side, what each needed, and why
the game was won or lost.

Everything here is read from the state's public surface, once the deal is over;
:meth:`SkatState.result <stammtisch.engine.skat.state.SkatState.result>` calls
:func:`build_result` and keeps what it returns.

>>> from stammtisch.engine.skat import SkatGame
>>> state = SkatGame().new_deal(seed=3, dealer=0)
>>> for text in ["18", "y", "20", "p", "p", "GH"]:  # rearhand (seat 2) plays Grand Hand
...     state.apply_action(state.parse_action(text))
>>> while not state.is_terminal():
...     state.apply_action(state.legal_actions()[0])
>>> result = build_result(state)
>>> result.contract, result.declarer, result.details["bid"], result.details["hand"]
('Grand Hand', 2, 20, True)
>>> str(result.explanation.sides[0].name), result.explanation.sides[0].seats
('declarer', (2,))
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Final

from ..cards import CARD_POINTS, card_str, cards_of, mask_points
from ..explain import (
    SIDE_DECLARER,
    SIDE_DEFENDERS,
    SIDE_PLAYER,
    TARGET_ALL_TRICKS,
    TARGET_FEWEST,
    TARGET_NO_TRICK,
    TARGET_ONE_TRICK,
    VERDICT_ALL_PASSED,
    VERDICT_CONCEDED,
    VERDICT_DURCHMARSCH,
    VERDICT_LOSER,
    VERDICT_OVERBID,
    at_least,
    explanation,
)
from ..messages import Message, SeatArg, declare
from ..state import DealResult, Explanation, ScoreLine, Side
from .scoring import GameScore, RamschScore, score_game, score_ramsch

if TYPE_CHECKING:
    from .state import SkatState

ALL_PASSED: Final = declare("score.skat.all_passed", "all passed")
MODE_SCORE: Final = {
    "seeger_fabian": declare("score.skat.seeger_fabian", "seeger-fabian score"),
    "adjusted": declare("score.skat.adjusted", "adjusted score"),
}


def ramsch_score(state: SkatState) -> RamschScore:
    """A finished Ramsch scored: the skat goes to the winner of the last trick.

    The state scores a Ramsch with it the moment the last trick is taken.
    """
    seats = state.positions
    points = [state.card_points_taken(s) for s in range(state.num_players)]
    points[state.trick_leader] += mask_points(state.skat_mask)  # the last trick's winner
    return score_ramsch(
        [points[s] for s in seats], [state.tricks_taken(s) for s in seats], state.pushes
    )


def game_score(state: SkatState) -> GameScore:
    """The declarer's finished game scored, with its score lines."""
    decl = state.declaration
    d = state.declarer
    assert decl is not None and d is not None
    return score_game(
        decl,
        state.matadors(),
        state.bid,
        state.card_points_taken(d) + mask_points(state.skat_mask),
        state.tricks_taken(d),
        conceded=state.conceded,
        kontra=state.kontra,
    )


def build_result(state: SkatState) -> DealResult:
    """What the finished deal came to (before :meth:`~.SkatState.told_contract` names the
    contract in the explanation)."""
    skat_cards = [card_str(c) for c in cards_of(state.skat_mask)]
    if state.is_ramsch:
        return _ramsch_result(state, skat_cards)
    if state.declaration is None:
        n = state.num_players
        return DealResult(
            contract="passed",
            declarer=None,
            scores=state.scores(),
            card_points=(0,) * n,
            played=False,
            lines=(ScoreLine(Message.of(ALL_PASSED), 0),),
            details={"passed": True, "winners": [], "losers": [], "skat": skat_cards},
            explanation=explanation(None, None, (), Message.of(VERDICT_ALL_PASSED)),
        )
    return _game_result(state, skat_cards)


def _ramsch_result(state: SkatState, skat_cards: list[str]) -> DealResult:
    n = state.num_players
    seats = state.positions
    score = ramsch_score(state)
    card_points = [state.card_points_taken(s) for s in range(n)]
    card_points[state.trick_leader] += mask_points(state.skat_mask)
    lines = tuple(
        ScoreLine(line.label, line.value, None if line.seat is None else seats[line.seat])
        for line in score.lines
    )
    winners = [] if score.durchmarsch is None else [seats[score.durchmarsch]]
    losers = sorted(seats[p] for p in score.losers)
    sides = tuple(
        Side(
            Message.of(SIDE_PLAYER, seat=SeatArg(seat)),
            (seat,),
            card_points[seat],
            Message.of(TARGET_ALL_TRICKS if seat in winners else TARGET_FEWEST),
            # a Durchmarsch: the one who took every trick won, the others lost
            seat in winners if winners else seat not in losers,
        )
        for seat in seats
    )
    why = (
        Message.of(VERDICT_DURCHMARSCH, seat=SeatArg(winners[0]))
        if winners
        else Message.of(VERDICT_LOSER, seat=SeatArg(losers[0]))
    )
    return DealResult(
        contract="Schieberamsch" if state.game.ramsch == "schieberamsch" else "Ramsch",
        declarer=None,
        scores=state.scores(),
        card_points=tuple(card_points),
        lines=lines,
        details={
            "ramsch": True,
            "pushes": state.pushes,
            "jungfrau": score.jungfrau,
            "durchmarsch": winners[0] if winners else None,
            "multiplier": score.multiplier,
            "tricks": [state.tricks_taken(s) for s in range(n)],
            "skat": skat_cards,
            "winners": winners,
            "losers": losers,
        },
        explanation=explanation(None, None, sides, why),
    )


def _game_result(state: SkatState, skat_cards: list[str]) -> DealResult:
    game = state.game
    n = state.num_players
    d = state.declarer
    assert d is not None
    score = game_score(state)
    scores = state.scores()
    card_points = [state.card_points_taken(s) for s in range(n)]
    card_points[d] += mask_points(state.skat_mask)
    in_hands = sum(mask_points(state.hand_mask(s)) for s in range(n)) + sum(
        CARD_POINTS[c] for c in state.trick
    )
    decl = score.declaration
    score_lines = list(score.lines)
    if game.scoring != "standard":
        for seat in range(n):
            score_lines.append(ScoreLine(Message.of(MODE_SCORE[game.scoring]), scores[seat], seat))
    details: dict[str, Any] = {
        "declaration": decl.code,
        "bid": state.bid,
        "hand": decl.hand,
        "won": score.won,
        "matadors": score.matadors,
        "base_value": score.base_value,
        "multiplier": score.multiplier,
        "game_value": score.game_value,
        "value": score.value,
        "declarer_score": score.declarer_score,
        "overbid": score.overbid,
        "declarer_points": card_points[d],
        "declarer_tricks": state.tricks_taken(d),
        "schneider": score.schneider,
        "schwarz": score.schwarz,
        "kontra": ("kontra", "re")[state.kontra - 1] if state.kontra else None,
        "conceded": score.conceded,
        "ended_early": state.ended_early,
        "skat": skat_cards,
        "scoring": game.scoring,
        "winners": [d] if score.won else [],
        "losers": [] if score.won else [d],
    }
    return DealResult(
        contract=decl.name,
        declarer=d,
        scores=scores,
        card_points=tuple(card_points),
        played=True,
        unassigned_points=in_hands,
        lines=tuple(score_lines),
        details=details,
        explanation=_explain(state, score, d, card_points),
    )


def _explain(
    state: SkatState, score: GameScore, declarer: int, card_points: Sequence[int]
) -> Explanation:
    """The declarer against the defenders: card points, what each needed, who won."""
    decl = score.declaration
    defenders = tuple(s for s in state.positions if s != declarer)
    theirs = sum(card_points[s] for s in defenders)
    if decl.is_null:
        mine_target, their_target = Message.of(TARGET_NO_TRICK), Message.of(TARGET_ONE_TRICK)
    elif decl.schwarz_announced:
        mine_target, their_target = Message.of(TARGET_ALL_TRICKS), Message.of(TARGET_ONE_TRICK)
    elif decl.schneider_announced:
        mine_target, their_target = at_least(90), at_least(31)
    else:
        mine_target, their_target = at_least(61), at_least(60)
    sides = (
        Side(
            Message.of(SIDE_DECLARER),
            (declarer,),
            card_points[declarer],
            mine_target,
            score.won,
        ),
        Side(Message.of(SIDE_DEFENDERS), defenders, theirs, their_target, not score.won),
    )
    why: Message | None = None
    if score.conceded:
        why = Message.of(VERDICT_CONCEDED)
    elif score.overbid:
        worth = score.base_value * (score.multiplier or 1)
        why = Message.of(VERDICT_OVERBID, value=worth, bid=state.bid)
    return explanation(None, declarer, sides, why)


__all__ = ["ALL_PASSED", "MODE_SCORE", "build_result", "game_score", "ramsch_score"]
