"""The table the desktop draws: the engine's :meth:`GameState.table`, as is.

The engine says where every card lies as the viewer may see it
(:class:`~stammtisch.engine.table.TableView`); this module only names it for
the desktop.  Each seat's calls are :class:`~stammtisch.engine.meaning.ActionInfo`
values (``None`` for one the viewer did not see); :func:`call_words` gives the
words the seat plates show, from the engine's labels.
"""

from __future__ import annotations

from stammtisch.engine.meaning import ActionInfo
from stammtisch.engine.state import GameState
from stammtisch.engine.table import CardSlot, TrickCard
from stammtisch.engine.table import TableView as TableSnapshot

from .messages import label_text


def snapshot(state: GameState, viewer: int) -> TableSnapshot:
    """The table as ``viewer`` sees it in ``state``."""
    return state.table(viewer)


def call_words(calls: tuple[ActionInfo | None, ...]) -> list[str]:
    """A seat's calls in the user's language, from the engine's labels ("?" for one the
    viewer did not see)."""
    return [label_text(info) for info in calls]


__all__ = ["CardSlot", "TableSnapshot", "TrickCard", "call_words", "snapshot"]
