"""Exceptions raised by the engine's public entry points.

Every error a caller can cause with bad input is a :class:`StammtischError`,
which is a :class:`ValueError`, so ``except ValueError`` catches them all.
"""

from __future__ import annotations


class StammtischError(ValueError):
    """Base class of every error caused by bad input to the engine."""


class CardError(StammtischError):
    """A card's text could not be read (``"CX"``, ``"HZ"`` in French notation...)."""


class RuleOptionError(StammtischError):
    """A rule option is unknown or its value is out of range."""


class IllegalActionError(StammtischError):
    """An action is not legal in the current state.

    ``reason`` says which rule it breaks, in the rules' own words
    (for example ``"must follow hearts"``).
    """

    def __init__(self, message: str, reason: str = "") -> None:
        super().__init__(message)
        self.reason = reason or message


class RecordError(StammtischError):
    """A game record is malformed or does not replay.

    ``index`` is the position of the offending action in the record's action
    list, when the failure belongs to one action.
    """

    def __init__(self, message: str, index: int | None = None) -> None:
        super().__init__(message)
        self.index = index


class ReplayError(RecordError):
    """A well-formed record whose deal or actions our rules refuse.

    The file was read; the game it records disagrees with our rules (an
    illegal card, a deal that is not a deck...).  Tools tell this apart from
    a file that cannot be read at all.
    """


__all__ = [
    "CardError",
    "IllegalActionError",
    "RecordError",
    "ReplayError",
    "RuleOptionError",
    "StammtischError",
]
