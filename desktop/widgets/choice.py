"""One offered (or refused) action as the decision row sees it: the engine's number, its label,
its meaning (and why it is refused)."""

from __future__ import annotations

from typing import NamedTuple

from stammtisch.engine.meaning import ActionInfo


class Choice(NamedTuple):
    """One offered action: the engine's number, its label for people, and what it means."""

    action: int
    label: str
    info: ActionInfo


class Refused(NamedTuple):
    """A decision the rules refuse now: the engine's number, its label, what it means, why not
    (the engine's reason in the user's language) and the rules section that states the rule."""

    action: int
    label: str
    info: ActionInfo
    reason: str
    rule: str


__all__ = ["Choice", "Refused"]
