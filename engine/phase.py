"""The phases of a deal, in one vocabulary for every game.

Each game's state says where its deal stands with a :class:`Phase` (its ``phase``
property).  A game may go through a phase more than once or skip it; a finer step of
its own, where it has one, is its state's ``stage``.

>>> Phase.LAY_AWAY.value
'lay away'
>>> Phase("play") is Phase.PLAY
True
"""

from __future__ import annotations

from enum import Enum


class Phase(Enum):
    """Where a deal stands."""

    DEAL = "deal"
    """The cards are being dealt (chance actions)."""
    RESERVATIONS = "reservations"
    """Doppelkopf: healthy or a reservation, and the rounds that settle a reservation."""
    BIDDING = "bidding"
    """An auction: Skat's bidding, Schafkopf's, Doppelkopf's solo auction."""
    SKAT = "skat"
    """Taking up the hidden cards or not: Skat's pick up or play hand (or Schieberamsch's
    take or pass on), Sheepshead's pick or pass."""
    LAY_AWAY = "lay away"
    """Cards go face down or to another player: Skat's discard, Sheepshead's bury,
    Doppelkopf's poverty passing and returning."""
    DECLARING = "declaring"
    """The declarer names the game (also Sie, and Doppelkopf's trumps given back)."""
    CALLING = "calling"
    """Sheepshead at five: the picker calls a partner card (or an unknown card)."""
    KNOCKING = "knocking"
    """Schafkopf: doubling after the first cards, before the auction."""
    DOUBLING = "doubling"
    """Kontra and Re said in a round of their own before play, or Re answering Kontra."""
    PLAY = "play"
    """The tricks."""
    OVER = "over"
    """The deal is over (exactly when the state is terminal)."""


__all__ = ["Phase"]
