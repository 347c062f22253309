"""One line that explains a phase of the deal when it begins (learning mode).

>>> from stammtisch.engine.registry import make_game
>>> state = make_game("skat").new_deal(seed=1)
>>> str(phase_line("skat", state.phase)).split(":")[0]
'Bidding'
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import Card
from ..messages import CardsArg, Count, Message, SeatArg, declare
from ..phase import Phase
from ..state import GameState, card_points_of

_LINES: dict[tuple[str | None, Phase], str] = {
    (None, Phase.RESERVATIONS): declare(
        "coach.phase.reservations",
        "Reservations: say healthy to play a normal game, or reservation for a solo, "
        "a poverty or a marriage.",
    ),
    ("skat", Phase.BIDDING): declare(
        "coach.phase.skat_bidding",
        "Bidding: bid 18, 20, 22 … as long as your hand is worth it; the last player left "
        "declares the game.",
    ),
    ("schafkopf", Phase.BIDDING): declare(
        "coach.phase.schafkopf_bidding",
        "Bidding: say play to lead a game; a later player can only overcall with a stronger game.",
    ),
    (None, Phase.BIDDING): declare(
        "coach.phase.bidding", "Bidding: the strongest game announced wins the auction."
    ),
    ("skat", Phase.SKAT): declare(
        "coach.phase.skat",
        "The skat: the declarer may pick up the two hidden cards, or play hand for a higher value.",
    ),
    (None, Phase.SKAT): declare(
        "coach.phase.pick",
        "Picking: take the blind and play against the others, or pass it on.",
    ),
    ("skat", Phase.LAY_AWAY): declare(
        "coach.phase.skat_lay_away",
        "Laying away: two cards go back into the skat; their points count for the declarer.",
    ),
    ("sheepshead", Phase.LAY_AWAY): declare(
        "coach.phase.bury",
        "Burying: the picker buries as many cards as the blind held; they count for the picker.",
    ),
    (None, Phase.LAY_AWAY): declare(
        "coach.phase.poverty",
        "Poverty: three cards with every trump go to a partner, who gives as many back.",
    ),
    (None, Phase.DECLARING): declare(
        "coach.phase.declaring", "Declaring: the declarer names the game, and with it the trumps."
    ),
    (None, Phase.CALLING): declare(
        "coach.phase.calling",
        "Calling: the picker names a card; whoever holds it is the secret partner.",
    ),
    (None, Phase.KNOCKING): declare(
        "coach.phase.knocking",
        "Knocking doubles the deal before anyone bids, on the strength of your first cards.",
    ),
    (None, Phase.DOUBLING): declare(
        "coach.phase.doubling",
        "Kontra doubles the deal if you think the declarer will lose; Re doubles it again.",
    ),
    (None, Phase.PLAY): declare(
        "coach.phase.play",
        "Play: follow the led suit if you can; all trumps count as one suit. The highest "
        "trump takes the trick, otherwise the highest card of the led suit.",
    ),
    (None, Phase.OVER): declare(
        "coach.phase.over",
        "Scoring: the card points decide who won; the score lines show how the deal's value "
        "was reached.",
    ),
}


PLAY_NO_TRUMPS = declare(
    "coach.phase.play_no_trumps",
    "Play: follow the led suit if you can; this game has no trumps: the highest card of the "
    "led suit takes the trick.",
)
OVER_TRICKS = declare(
    "coach.phase.over_tricks",
    "Scoring: in this game the tricks decide, not the card points; the score lines show how "
    "the deal's value was reached.",
)
TRICK_TAKEN = declare(
    "coach.trick.taken", "{seat} took the trick.", you="You took the trick.", seat=SeatArg
)
CARD_POINTS_COUNT = declare(
    "coach.trick.card_points", "{count} card points", one="{count} card point", count=Count
)
TRICK_POINTS = declare(
    "coach.trick.points",
    "{seat} took the trick: {points}.",
    you="You took the trick: {points}.",
    seat=SeatArg,
    points=Message,
)
TRICK_TRUMPS = declare("coach.trick.trumps", "Trumps played: {cards}.", cards=CardsArg)


def points_decide(state: GameState) -> bool:
    """Whether card points decide ``state``'s game (not in a Null or a Tout, where tricks do),
    from the games' public contract."""
    from ..schafkopf.state import SchafkopfState
    from ..skat.state import SkatState

    if isinstance(state, SkatState):
        return state.declaration is None or not state.declaration.is_null
    if isinstance(state, SchafkopfState):
        return state.contract is None or not state.contract.is_tout
    return True


def has_trumps(state: GameState) -> bool:
    """Whether ``state``'s game (as far as it is named) has trumps."""
    rules = state.sort_rules()
    return rules is None or rules.trump_mask != 0


def phase_line(game: str, phase: Phase, state: GameState | None = None) -> Message | None:
    """The line that explains ``phase`` of ``game`` (None for the deal itself); with ``state``,
    for its contract (a Null has no trumps, and no card points count in it)."""
    if state is not None and phase is Phase.PLAY and not has_trumps(state):
        return Message.of(PLAY_NO_TRUMPS)
    if state is not None and phase is Phase.OVER and not points_decide(state):
        return Message.of(OVER_TRICKS)
    code = _LINES.get((game, phase)) or _LINES.get((None, phase))
    return None if code is None else Message.of(code)


def trick_note(state: GameState, winner: int, cards: Sequence[Card]) -> list[Message]:
    """One line on a trick just taken by ``winner``: its card points where they count, and the
    trumps that fell where the game has trumps (the winner's own reader sees "You took")."""
    if points_decide(state):
        points = Message.of(CARD_POINTS_COUNT, count=card_points_of(cards))
        out = [Message.of(TRICK_POINTS, seat=SeatArg(winner), points=points)]
    else:
        out = [Message.of(TRICK_TAKEN, seat=SeatArg(winner))]
    rules = state.sort_rules()
    trumps = tuple(c for c in cards if rules is not None and rules.is_trump(c))
    if trumps:
        out.append(Message.of(TRICK_TRUMPS, cards=CardsArg(trumps)))
    return out


__all__ = ["has_trumps", "phase_line", "points_decide", "trick_note"]
