"""One line that explains a phase of the deal when it begins (learning mode).

>>> from stammtisch.engine.registry import make_game
>>> state = make_game("skat").new_deal(seed=1)
>>> str(phase_line("skat", state.phase)).split(":")[0]
'Bidding'
"""

from __future__ import annotations

from ..messages import Message, declare
from ..phase import Phase

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


def phase_line(game: str, phase: Phase) -> Message | None:
    """The line that explains ``phase`` of ``game`` (None for the deal itself)."""
    code = _LINES.get((game, phase)) or _LINES.get((None, phase))
    return None if code is None else Message.of(code)


__all__ = ["phase_line"]
