"""The result of a finished Doppelkopf deal and its explanation: the extra points of the
tricks, the valuation (:func:`.scoring.value_deal`), the score lines, the Re and Kontra
sides with what each needed, and the result of a deal thrown in or dealt again.

>>> from stammtisch.engine.doppelkopf import DoppelkopfGame
>>> state = DoppelkopfGame(4).new_deal(seed=6, dealer=3)
>>> while not state.is_terminal():
...     state.apply_action(state.legal_actions()[0])
>>> result = build_result(state)
>>> result.contract, result.scores, [str(line.label) for line in result.lines[:2]]
('normal game', (-1, 1, -1, 1), ['Re card points', 'Kontra card points'])
>>> [(str(side.name), side.seats, side.card_points, side.won) for side in result.explanation.sides]
[('Re', (1, 3), 146, True), ('Kontra', (0, 2), 94, False)]
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Final

from ..errors import StammtischError
from ..explain import SIDE_KONTRA, SIDE_RE, TARGET_AT_LEAST, explanation
from ..messages import Count, Message, SeatArg, declare
from ..state import DealResult, Explanation, ScoreLine, Side
from .contracts import CLUB_JACK, FOX
from .scoring import (
    BASIC,
    KONTRA,
    LEVEL_WORDS,
    NO_30,
    NO_60,
    NO_90,
    NONE,
    PARTY,
    RE,
    SCHWARZ,
    Extra,
    Tally,
    Valuation,
    goal,
    seat_score,
    value_deal,
)

if TYPE_CHECKING:
    from .state import DoppelkopfState

# --- score lines -----------------------------------------------------------------

FOX_CAUGHT: Final = declare("score.doppelkopf.fox", "fox caught")
FOX_LAST: Final = declare("score.doppelkopf.fox_last", "fox caught in the last trick")
FOX_NOTE: Final = declare(
    "score.doppelkopf.fox.note",
    "the fox (♦A) of {seat}, on the other side, was taken in a trick",
    you="your fox (♦A) was taken by the other side in a trick",
    seat=SeatArg,
)
DOPPELKOPF: Final = declare("score.doppelkopf.doppelkopf", "Doppelkopf")
DOPPELKOPF_NOTE: Final = declare(
    "score.doppelkopf.doppelkopf.note",
    "a trick worth {points} card points (40 or more)",
    one="a trick worth {points} card point (40 or more)",
    points=Count,
)
CHARLIE: Final = declare("score.doppelkopf.charlie", "Charlie")
CHARLIE_NOTE: Final = declare("score.doppelkopf.charlie.note", "the last trick was won with the ♣J")
CHARLIE_CAUGHT: Final = declare("score.doppelkopf.charlie_caught", "Charlie caught")
CHARLIE_CAUGHT_NOTE: Final = declare(
    "score.doppelkopf.charlie_caught.note",
    "the ♣J of {seat}, on the other side, was taken in the last trick",
    you="your ♣J was taken by the other side in the last trick",
    seat=SeatArg,
)
REDEAL_DEMANDED: Final = declare(
    "score.doppelkopf.redeal", "{seat} demanded a redeal", you="you demanded a redeal", seat=SeatArg
)
POVERTY_REFUSED: Final = declare(
    "score.doppelkopf.poverty_refused", "everybody refused the poverty"
)
RE_POINTS: Final = declare("score.doppelkopf.re_points", "Re card points")
KONTRA_POINTS: Final = declare("score.doppelkopf.kontra_points", "Kontra card points")
PARTY_LINE: Final = declare(
    "score.doppelkopf.party_line", "{party}: {line}", party=Message, line=Message
)
NOBODY_WON: Final = declare(
    "score.doppelkopf.nobody_won", "nobody won: both sides failed their announcements"
)
VALUE_EACH_RE: Final = declare("score.doppelkopf.value_each_re", "game value for each Re player")
VALUE_NOTE: Final = declare(
    "score.doppelkopf.value_each_re.note",
    "the Re side's points minus the Kontra side's; each Kontra player pays it",
)
SOLOIST_THREE: Final = declare("score.doppelkopf.soloist_three", "the soloist scores three times")

# --- what a side needed -------------------------------------------------------------

TARGET_UNDER: Final = declare(
    "result.target.doppelkopf.under",
    "{points} or more card points, and the other side under {limit}",
    one="{points} or more card points, and the other side under {limit}",
    points=Count,
    limit=int,
)
TARGET_SCHWARZ: Final = declare(
    "result.target.doppelkopf.schwarz",
    "{points} or more card points, and every trick",
    one="{points} or more card points, and every trick",
    points=Count,
)
TARGET_A_TRICK: Final = declare(
    "result.target.doppelkopf.a_trick", "one trick, against the other side's schwarz"
)
_LIMITS: Final = {NO_90: 90, NO_60: 60, NO_30: 30}


def _party_line(party: str, line: Message) -> Message:
    """A score line credited to a party: "Re: fox caught"."""
    return Message.of(PARTY_LINE, party=Message.of(PARTY[party]), line=line)


def _target(party: str, own: Tally, other: Tally) -> Message:
    """What ``party`` needed to win: its card points (fewer against the other side's
    announcement), and what its own announcements promised."""
    if other.level >= SCHWARZ:
        return Message.of(TARGET_A_TRICK)
    points = goal(party, own, other)
    if other.level in _LIMITS:
        points = min(points, _LIMITS[other.level])
    if own.level >= SCHWARZ:
        return Message.of(TARGET_SCHWARZ, points=points)
    if own.level in _LIMITS:
        return Message.of(TARGET_UNDER, points=points, limit=_LIMITS[own.level])
    return Message.of(TARGET_AT_LEAST, points=points)


def trick_extras(state: DoppelkopfState) -> list[Extra]:
    """The extra points of the tricks taken so far (fox caught, Doppelkopf, Charlie, Charlie
    caught); none in a solo."""
    if state.is_solo_game():
        return []
    out: list[Extra] = []
    last_index = state.hand_size - 1
    charlie_caught = state.game.rules.flag("charlie_caught")
    for i, trick in enumerate(state.tricks):
        winner_party = state.party[trick.winner]
        assert winner_party is not None
        last = i == last_index
        for seat, card in zip(trick.seats, trick.cards, strict=True):
            if card == FOX and state.party[seat] != winner_party:
                value = 2 if last and state.forty else 1
                label = FOX_LAST if value == 2 else FOX_CAUGHT
                out.append(
                    Extra(
                        Message.of(label),
                        winner_party,
                        value,
                        trick.winner,
                        Message.of(FOX_NOTE, seat=SeatArg(seat)),
                    )
                )
        if trick.points >= 40:
            out.append(
                Extra(
                    Message.of(DOPPELKOPF),
                    winner_party,
                    1,
                    trick.winner,
                    Message.of(DOPPELKOPF_NOTE, points=trick.points),
                )
            )
        if last:
            if trick.cards[trick.seats.index(trick.winner)] == CLUB_JACK:
                out.append(
                    Extra(
                        Message.of(CHARLIE),
                        winner_party,
                        1,
                        trick.winner,
                        Message.of(CHARLIE_NOTE),
                    )
                )
            if charlie_caught:
                for seat, card in zip(trick.seats, trick.cards, strict=True):
                    if card == CLUB_JACK and state.party[seat] != winner_party:
                        out.append(
                            Extra(
                                Message.of(CHARLIE_CAUGHT),
                                winner_party,
                                1,
                                trick.winner,
                                Message.of(CHARLIE_CAUGHT_NOTE, seat=SeatArg(seat)),
                            )
                        )
    return out


def deal_valuation(state: DoppelkopfState) -> Valuation:
    """The scored deal (see :mod:`.scoring`); only once the last trick is taken."""
    if not state.is_terminal() or len(state.tricks) != state.hand_size:
        raise StammtischError("the deal has not been played to the end")
    re_seats = [s for s in state.active if state.party[s] == RE]
    kontra_seats = [s for s in state.active if state.party[s] == KONTRA]
    re = Tally(
        sum(state.points[s] for s in re_seats),
        sum(state.trick_count[s] for s in re_seats),
        state.levels[RE],
    )
    kontra = Tally(
        sum(state.points[s] for s in kontra_seats),
        sum(state.trick_count[s] for s in kontra_seats),
        state.levels[KONTRA],
    )
    return value_deal(re, kontra, state.is_solo_game(), trick_extras(state), state.forty)


def build_result(state: DoppelkopfState) -> DealResult:
    """The result of the finished deal ``state`` (:meth:`DoppelkopfState.result` caches it)."""
    n = state.num_players
    if state.kind is None:
        if state.redeal_by is not None:
            contract = "redeal"
            reason = Message.of(REDEAL_DEMANDED, seat=SeatArg(state.redeal_by))
        else:
            contract, reason = "thrown in", Message.of(POVERTY_REFUSED)
        return DealResult(
            contract=contract,
            declarer=state.redeal_by if state.redeal_by is not None else state.poor,
            scores=(0,) * n,
            card_points=(0,) * n,
            played=False,
            lines=(ScoreLine(reason, 0),),
            details={"winners": [], "losers": [], "reason": str(reason)},
            explanation=explanation(None, None, (), reason),
        )
    valuation = deal_valuation(state)
    value = valuation.re_value
    solo = state.is_solo_game()
    re_seats = [s for s in state.active if state.party[s] == RE]
    kontra_seats = [s for s in state.active if state.party[s] == KONTRA]
    scores = [0] * n
    for s in re_seats:
        scores[s] = seat_score(RE, value, solo)
    for s in kontra_seats:
        scores[s] = seat_score(KONTRA, value, solo)
    re_points = sum(state.points[s] for s in re_seats)
    lines = [
        ScoreLine(Message.of(RE_POINTS), re_points),
        ScoreLine(Message.of(KONTRA_POINTS), 240 - re_points),
    ]
    lines.extend(
        ScoreLine(_party_line(p.party, p.label), p.value, note=p.note) for p in valuation.points
    )
    lines.extend(
        ScoreLine(_party_line(e.party, e.label), e.value, e.seat, note=e.note)
        for e in valuation.extras
    )
    winner = valuation.winner
    if winner is None:
        lines.append(ScoreLine(Message.of(NOBODY_WON), 0))
    lines.append(ScoreLine(Message.of(VALUE_EACH_RE), value, note=Message.of(VALUE_NOTE)))
    if solo:
        lines.append(ScoreLine(Message.of(SOLOIST_THREE), 3 * value, state.soloist))
    winners = re_seats if winner == RE else kontra_seats if winner == KONTRA else []
    losers = kontra_seats if winner == RE else re_seats if winner == KONTRA else []
    declarer = (
        state.soloist
        if state.soloist is not None
        else state.marriage_player
        if state.marriage_player is not None
        else state.poor
    )
    details: dict[str, Any] = {
        "winners": winners,
        "losers": losers,
        "winner": winner or "draw",
        "re": re_seats,
        "kontra": kontra_seats,
        "re_card_points": re_points,
        "kontra_card_points": 240 - re_points,
        "re_tricks": sum(state.trick_count[s] for s in re_seats),
        "kontra_tricks": sum(state.trick_count[s] for s in kontra_seats),
        "re_announcement": _level_name(RE, state.levels[RE]),
        "kontra_announcement": _level_name(KONTRA, state.levels[KONTRA]),
        "value": value,
        "solo": solo,
        "forced_solo": state.forced,
        "game_points": [[p.party, str(p.label), p.value] for p in valuation.points],
        "extras": [[e.party, str(e.label), e.value, e.seat] for e in valuation.extras],
    }
    if state.partner is not None:
        details["marriage_partner"] = state.partner
    if state.acceptor is not None:
        details["poverty_acceptor"] = state.acceptor
    return DealResult(
        contract=state.contract_name(),
        declarer=declarer,
        scores=tuple(scores),
        card_points=tuple(state.points),
        played=True,
        lines=tuple(lines),
        details=details,
        explanation=_explain(state, valuation, re_seats, kontra_seats, declarer),
    )


def _explain(
    state: DoppelkopfState,
    valuation: Valuation,
    re_seats: Sequence[int],
    kontra_seats: Sequence[int],
    declarer: int | None,
) -> Explanation:
    """Re against Kontra: who sat on each side, their card points, what each needed."""
    re = sum(state.points[s] for s in re_seats)
    tallies = {
        RE: Tally(re, sum(state.trick_count[s] for s in re_seats), state.levels[RE]),
        KONTRA: Tally(
            240 - re, sum(state.trick_count[s] for s in kontra_seats), state.levels[KONTRA]
        ),
    }
    sides = []
    for party, seats in ((RE, re_seats), (KONTRA, kontra_seats)):
        own, other = tallies[party], tallies[KONTRA if party == RE else RE]
        sides.append(
            Side(
                Message.of(SIDE_RE if party == RE else SIDE_KONTRA),
                tuple(seats),
                own.card_points,
                _target(party, own, other),
                valuation.winner == party,
            )
        )
    return explanation(None, declarer, sides)


def _level_name(party: str, level: int) -> str:
    if level == NONE:
        return ""
    word = "re" if party == RE else "kontra"
    return word if level == BASIC else f"{word} {LEVEL_WORDS[level]}"


__all__ = ["build_result", "deal_valuation", "trick_extras"]
