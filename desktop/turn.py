"""The user's turn as the window shows it: a frozen view built by the controller, no widgets.

:class:`TurnView` holds everything the main window shows of the current deal at one
moment, already in the user's language: the table as the user sees it, the cards the user
may move now and what moving one does, the words offered in turn and out of turn (each a
:class:`Choice`), the decisions the rules refuse now (:class:`Refused`), the engine's notes
on the words, and the prompt.  :meth:`~stammtisch.desktop.controller.GameController.turn_view`
builds it from the engine's answers (``legal_actions``, ``describe_action``,
``turn_info``, ``action_notes``, ``refusals``); the window only shows it, so what the
user is offered can be checked without a widget.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from stammtisch.engine.meaning import ActionInfo, ActionKind, TurnInfo

from .display import SortKey
from .table_state import TableSnapshot


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


GamePrompt = Callable[
    [str, TurnInfo, Sequence[str], Callable[[ActionInfo], str], int], "str | None"
]
"""A game's own prompt for the user's turn, if it has one: (game name, what the user is
asked, the players' names, how an action is worded, how many of the cards to lay away or
pass are chosen already) -> the prompt or ``None``."""


@dataclass(frozen=True)
class TurnView:
    """What the window shows of the current deal for the user (see the module docstring)."""

    game: str
    """The engine's game name (which game's controls the decision row uses)."""
    deal: int
    """How many deals of the session were booked before this one."""
    table: TableSnapshot
    names: tuple[str, ...]
    sort_key: SortKey
    """The order the hands are shown in (display only)."""
    cards: frozenset[int] | None
    """The cards the user may move now (``None``: it is not the user's turn)."""
    card_kind: ActionKind | None
    """What moving one of :attr:`cards` does: play it, lay it away or pass it on."""
    pick: int
    """How many cards the user chooses before confirming (0: a card moves at once)."""
    thinking: int | None
    """The computer seat thinking now."""
    turn: TurnInfo | None
    """What the engine asks the user now."""
    choices: tuple[Choice, ...]
    """The words offered on the user's turn (bids, declarations, announcements...)."""
    out_of_turn: tuple[Choice, ...]
    """The words the user may say while another seat is to move (a Kontra, a Re)."""
    refused: tuple[Refused, ...]
    """The decisions the rules refuse the user now, each with its reason and rule."""
    notes: Mapping[int, str] = field(default_factory=dict)
    """What the engine notes on a word before it is taken (a declaration's worth), by action."""
    prompt: str = ""


CONTEXT = "MainWindow"
"""The prompts' translation context (the window said them before the controller did)."""

_LAY_AWAY = QT_TRANSLATE_NOOP(
    "MainWindow",
    "Your turn: lay a card away (double-click it, drag it to the side, or press Return on it).",
)
_PASS = QT_TRANSLATE_NOOP("MainWindow", "Your turn: choose a card to pass on.")
_CARD_OR_WORD = QT_TRANSLATE_NOOP("MainWindow", "Your turn: play a card or choose.")
_CARD = QT_TRANSLATE_NOOP("MainWindow", "Your turn: play a card.")
_WORD = QT_TRANSLATE_NOOP("MainWindow", "Your turn: choose.")
_THINKING = QT_TRANSLATE_NOOP("MainWindow", "%1 is thinking…")
_TO_PLAY = QT_TRANSLATE_NOOP("MainWindow", "It is %1's turn.")


def _tr(text: object) -> str:
    return QCoreApplication.translate(CONTEXT, str(text))


def your_turn(kind: ActionKind | None, to_go: int, cards: bool, words: bool) -> str:
    """The generic prompt for the user's turn: what a card does now (``kind``, ``to_go``
    cards still to move), or whether cards, words or both are offered."""
    if kind is ActionKind.LAY_AWAY and to_go >= 2:
        return QCoreApplication.translate(
            "MainWindow",
            "Your turn: choose %n cards to lay away (click them or press Space on them; once "
            "more puts one back), then confirm.",
            None,
            to_go,
        )
    if kind is ActionKind.PASS_CARD and to_go >= 2:
        return QCoreApplication.translate(
            "MainWindow",
            "Your turn: choose %n cards to pass on (click them or press Space on them; once "
            "more puts one back), then confirm.",
            None,
            to_go,
        )
    if kind is ActionKind.LAY_AWAY:
        return _tr(_LAY_AWAY)
    if kind is ActionKind.PASS_CARD:
        return _tr(_PASS)
    if cards and words:
        return _tr(_CARD_OR_WORD)
    if cards:
        return _tr(_CARD)
    return _tr(_WORD)


def waiting_for(seat: int, names: Sequence[str], thinking: bool = True) -> str:
    """The prompt while another seat is to move: "Anna is thinking…" while the computer
    player is asked, else "It is Anna's turn." (the table still shows a card or a trick)."""
    if not 0 <= seat < len(names):
        return ""
    return _tr(_THINKING if thinking else _TO_PLAY).replace("%1", names[seat])


__all__ = ["Choice", "GamePrompt", "Refused", "TurnView", "waiting_for", "your_turn"]
