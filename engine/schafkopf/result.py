"""The result of a finished Schafkopf deal and its explanation: the score lines (partner
game, solo, Sie, Ramsch with its Jungfrau and Durchmarsch, a thrown-in deal), who sat on
which side, what each needed, and the verdict.

>>> from stammtisch.engine.schafkopf import SchafkopfGame
>>> from stammtisch.engine.cards import parse_german_card as g
>>> hands = ["EO GO HO SO EU GU HU SU", "EA EZ EK E9 E8 E7 GA GZ",
...          "GK G9 G8 G7 HA HZ HK H9", "H8 H7 SA SZ SK S9 S8 S7"]
>>> state = SchafkopfGame().new_deal(dealer=3, cards=[g(c) for h in hands for c in h.split()])
>>> state.apply_action(state.legal_actions()[0])   # Sie
>>> result = build_result(state)
>>> result.contract, result.scores, [str(line.label) for line in result.lines]
('Sie', (600, -200, -200, -200), ['Sie: four times the solo tariff', 'price'])
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..cards import german_name, mask_points
from ..explain import (
    SIDE_DECLARER,
    SIDE_DEFENDERS,
    SIDE_PLAYER,
    TARGET_ALL_TRICKS,
    TARGET_FEWEST,
    TARGET_ONE_TRICK,
    VERDICT_ALL_PASSED,
    VERDICT_DURCHMARSCH,
    VERDICT_LOSER,
    at_least,
    explanation,
)
from ..messages import Message, SeatArg, declare
from ..state import DealResult, ScoreLine, Side
from .contracts import RAMSCH
from .scoring import (
    DOUBLED,
    DOUBLED_NOTE,
    DURCHMARSCH_LINE,
    PRICE,
    PRICE_NOTE,
    WIN_POINTS,
    count_runners,
    durchmarsch_price,
    ramsch_price,
    runner_order,
    settle_declared,
    spread_declared,
)

if TYPE_CHECKING:
    from .state import SchafkopfState

# --- score lines ----------------------------------------------------------------------

ALL_PASSED_REDEAL = declare(
    "score.schafkopf.all_passed_redeal", "all passed: the same dealer deals again"
)
ALL_PASSED_PAY = declare(
    "score.schafkopf.all_passed_pay", "all passed: the first player and the dealer pay"
)
SIE_LINE = declare("score.schafkopf.sie", "Sie: four times the solo tariff")
RAMSCH_TARIFF = declare("score.schafkopf.ramsch_tariff", "Ramsch tariff")
JUNGFRAU = declare("score.schafkopf.jungfrau", "{count} without a trick (Jungfrau)", count=int)
JUNGFRAU_NOTE = declare(
    "score.schafkopf.jungfrau.note", "a player who takes no trick doubles the price"
)
MOST_LOSES = declare("score.schafkopf.most_loses", "the most card points loses")


def build_result(state: SchafkopfState) -> DealResult:
    """The result of the finished deal ``state`` (:meth:`SchafkopfState.result` caches it)."""
    rules = state.game.rules
    doublings = state.doublings()
    points = tuple(mask_points(m) for m in state.won)
    base: dict[str, Any] = {
        "doublings": doublings,
        "knocks": list(state.knocks),
        "kontra": state.kontra_seat,
        "re": state.re_seat,
    }
    if state.end == "redeal":
        return DealResult(
            "thrown in",
            None,
            (0, 0, 0, 0),
            (0, 0, 0, 0),
            played=False,
            lines=(ScoreLine(Message.of(ALL_PASSED_REDEAL), 0),),
            details={**base, "winners": [], "losers": [], "price": 0},
            explanation=explanation(None, None, (), Message.of(VERDICT_ALL_PASSED)),
        )
    if state.end == "thrown_in":
        price = rules.number("all_pass_tariff") << doublings
        payers = (state.order[0], state.dealer)
        scores = tuple(-price if s in payers else price for s in range(4))
        return DealResult(
            "thrown in",
            None,
            scores,
            (0, 0, 0, 0),
            played=False,
            lines=(ScoreLine(Message.of(ALL_PASSED_PAY), price),),
            details={**base, "winners": [], "losers": list(payers), "price": price},
            explanation=explanation(None, None, (), Message.of(VERDICT_ALL_PASSED)),
        )
    if state.end == "sie":
        assert state.sie_seat is not None
        price = (4 * rules.number("solo_tariff")) << doublings
        scores = spread_declared(price, True, state.sie_seat, None)
        others = [s for s in range(4) if s != state.sie_seat]
        return DealResult(
            "Sie",
            state.sie_seat,
            scores,
            (0, 0, 0, 0),
            played=False,
            lines=(
                ScoreLine(Message.of(SIE_LINE), 4 * rules.number("solo_tariff")),
                ScoreLine(Message.of(PRICE), price, note=Message.of(PRICE_NOTE)),
            ),
            details={
                **base,
                "won": True,
                "price": price,
                "winners": [state.sie_seat],
                "losers": others,
            },
        )
    contract = state.contract
    assert contract is not None
    if contract is RAMSCH:
        return _ramsch_result(state, points, doublings, base)
    assert state.declarer is not None
    partner = state.partner()
    side = [state.declarer] if partner is None else [state.declarer, partner]
    side_mask = 0
    for s in side:
        side_mask |= state.dealt[s]
    deck_mask = 0
    for m in state.dealt:
        deck_mask |= m
    runners, with_ = count_runners(runner_order(rules, contract, deck_mask), side_mask)
    side_points = sum(points[s] for s in side)
    side_tricks = sum(state.tricks_won[s] for s in side)
    settlement = settle_declared(
        rules,
        contract,
        side_points,
        side_tricks,
        state.hand_size - side_tricks,
        runners,
        doublings,
    )
    scores = spread_declared(settlement.price, settlement.won, state.declarer, partner)
    opponents = [s for s in range(4) if s not in side]
    winners, losers = (side, opponents) if settlement.won else (opponents, side)
    sides = (
        Side(
            Message.of(SIDE_DECLARER),
            tuple(side),
            side_points,
            Message.of(TARGET_ALL_TRICKS) if contract.is_tout else at_least(WIN_POINTS),
            settlement.won,
        ),
        Side(
            Message.of(SIDE_DEFENDERS),
            tuple(opponents),
            120 - side_points,
            Message.of(TARGET_ONE_TRICK) if contract.is_tout else at_least(120 - WIN_POINTS + 1),
            not settlement.won,
        ),
    )
    return DealResult(
        contract.name,
        state.declarer,
        scores,
        points,
        explanation=explanation(None, state.declarer, sides),
        lines=settlement.lines,
        details={
            **base,
            "partner": partner,
            "called_ace": None if contract.called_ace is None else german_name(contract.called_ace),
            "won": settlement.won,
            "declarer_side_points": side_points,
            "opponent_points": 120 - side_points,
            "schneider": settlement.schneider,
            "schwarz": settlement.schwarz,
            "runners": runners,
            "runners_with": with_,
            "runners_counted": settlement.runners,
            "price": settlement.price,
            "winners": sorted(winners),
            "losers": sorted(losers),
        },
    )


def _ramsch_result(
    state: SchafkopfState, points: tuple[int, ...], doublings: int, base: dict[str, Any]
) -> DealResult:
    sweeper = next((s for s in range(4) if state.tricks_won[s] == state.hand_size), None)
    if sweeper is not None and state.game.rules.get("durchmarsch") == "wins":
        return _durchmarsch_result(state, sweeper, points, doublings, base)
    top = max(points)
    tied = [s for s in range(4) if points[s] == top]
    loser = min(tied, key=lambda s: _highest_trump_rank(state, s))
    jungfrauen = [s for s in range(4) if state.tricks_won[s] == 0]
    price = ramsch_price(state.game.rules.number("ramsch_tariff"), len(jungfrauen), doublings)
    scores = tuple(-3 * price if s == loser else price for s in range(4))
    lines = [ScoreLine(Message.of(RAMSCH_TARIFF), state.game.rules.number("ramsch_tariff"))]
    if jungfrauen:
        lines.append(
            ScoreLine(
                Message.of(JUNGFRAU, count=len(jungfrauen)),
                price,
                note=Message.of(JUNGFRAU_NOTE),
            )
        )
    if doublings:
        lines.append(
            ScoreLine(Message.of(DOUBLED, count=doublings), price, note=Message.of(DOUBLED_NOTE))
        )
    lines.append(ScoreLine(Message.of(MOST_LOSES), -3 * price, loser))
    sides = _each_player(points, lambda s: Message.of(TARGET_FEWEST), lambda s: s != loser)
    return DealResult(
        "Ramsch",
        None,
        scores,
        points,
        explanation=explanation(None, None, sides, Message.of(VERDICT_LOSER, seat=SeatArg(loser))),
        lines=tuple(lines),
        details={
            **base,
            "loser": loser,
            "tied": tied if len(tied) > 1 else [],
            "jungfrauen": jungfrauen,
            "price": price,
            "winners": [s for s in range(4) if s != loser],
            "losers": [loser],
        },
    )


def _durchmarsch_result(
    state: SchafkopfState,
    sweeper: int,
    points: tuple[int, ...],
    doublings: int,
    base: dict[str, Any],
) -> DealResult:
    """Ramsch Durchmarsch: ``sweeper`` took every trick and wins, paid like a solo."""
    tariff = state.game.rules.number("solo_tariff")
    price = durchmarsch_price(tariff, doublings)
    scores = spread_declared(price, True, sweeper, None)
    lines = [ScoreLine(Message.of(DURCHMARSCH_LINE), tariff, sweeper)]
    if doublings:
        lines.append(
            ScoreLine(Message.of(DOUBLED, count=doublings), price, note=Message.of(DOUBLED_NOTE))
        )
    lines.append(ScoreLine(Message.of(PRICE), price, note=Message.of(PRICE_NOTE)))
    others = [s for s in range(4) if s != sweeper]
    sides = _each_player(
        points,
        lambda s: Message.of(TARGET_ALL_TRICKS if s == sweeper else TARGET_FEWEST),
        lambda s: s == sweeper,
    )
    return DealResult(
        "Ramsch",
        None,
        scores,
        points,
        explanation=explanation(
            None, None, sides, Message.of(VERDICT_DURCHMARSCH, seat=SeatArg(sweeper))
        ),
        lines=tuple(lines),
        details={
            **base,
            "durchmarsch": sweeper,
            "jungfrauen": others,
            "price": price,
            "winners": [sweeper],
            "losers": others,
        },
    )


def _highest_trump_rank(state: SchafkopfState, seat: int) -> int:
    """Position of the highest trump ``seat`` was dealt (0 = Eichel-Ober; lower loses a tie)."""
    for i, card in enumerate(RAMSCH.trump_order):
        if state.dealt[seat] >> card & 1:
            return i
    return len(RAMSCH.trump_order)


def _each_player(
    points: tuple[int, ...], target: Callable[[int], Message], won: Callable[[int], bool]
) -> tuple[Side, ...]:
    """Ramsch's sides: every player alone, with its card points, target and outcome."""
    return tuple(
        Side(Message.of(SIDE_PLAYER, seat=SeatArg(s)), (s,), points[s], target(s), won(s))
        for s in range(len(points))
    )


__all__ = ["build_result"]
