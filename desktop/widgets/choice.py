"""One offered action as the decision row sees it: the engine's number, its label, its meaning."""

from __future__ import annotations

from typing import NamedTuple

from stammtisch.engine.meaning import ActionInfo


class Choice(NamedTuple):
    """One offered action: the engine's number, its label for people, and what it means."""

    action: int
    label: str
    info: ActionInfo


__all__ = ["Choice"]
