"""One offered action as the decision row sees it: the engine's number, its record word, its label."""

from __future__ import annotations

from typing import NamedTuple


class Choice(NamedTuple):
    """One offered action: the engine's number, its record notation, its label."""

    action: int
    raw: str
    label: str


__all__ = ["Choice"]
