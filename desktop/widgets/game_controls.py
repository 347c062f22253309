"""The base of a game's own decision controls (see ``GAME_CONTROLS`` in :mod:`.decisions`).

A game's controls take the choices the engine offers now (``legal_actions()``
and ``out_of_turn_actions()``, as :class:`~.choice.Choice`, each with the
engine's :class:`~stammtisch.engine.meaning.ActionInfo`), build buttons and
choosers for the kinds they know and hand the rest back to the generic
shapes of :class:`~.decisions.DecisionPanel`.  Every widget carries an engine
action; which actions exist is never decided here.  What the user is asked
(:class:`~stammtisch.engine.meaning.TurnInfo`) only picks the words.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import TypeVar, cast

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QPushButton, QWidget

from stammtisch.engine.meaning import ActionInfo, ActionKind, TurnInfo

from ..turn import Choice, Refused
from .composed_choice import ComposedChoice
from .kept import empty, kept, rewire

C = TypeVar("C", bound=ComposedChoice)


class GameControls(QWidget):
    """A row of controls for one game's decisions.

    A row kept through a rebuild because the focused control is in it (see :mod:`.kept`) is
    :meth:`reset` and built again; :meth:`build` makes each widget with :func:`.kept.kept`
    first, so the focused one is taken back if it is offered again."""

    chosen = Signal(int)
    """The user chose this engine action."""

    buttons: list[QPushButton]
    _options: list[tuple[str, Callable[[], None]]]
    refused: dict[int, Refused]
    """Decisions the rules refuse now (set by the decision row before :meth:`build`)."""
    shown_refused: set[int]
    """The refused actions these controls show (the row shows the others)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.reset()

    def reset(self) -> None:
        """Empty the row for a new :meth:`build`: every widget goes but a kept one (the focused
        control, or the widget it sits in), and nobody is told of a choice any more."""
        rewire(self.chosen)
        empty(self.row)
        self.buttons = []
        self._options = []
        self.refused = {}
        self.shown_refused = set()

    def build(self, choices: Sequence[Choice], turn: TurnInfo | None) -> list[Choice]:
        """Make controls for the choices this game knows; return the others."""
        return list(choices)

    @staticmethod
    def prompt(
        turn: TurnInfo, names: Sequence[str], label: Callable[[ActionInfo], str], chosen: int = 0
    ) -> str | None:
        """The prompt for the user's turn when the game says it better than the generic one
        (``label`` words an action as the choices do; ``chosen``: cards of those to lay away
        or pass chosen so far, which a count of the cards still to go leaves out)."""
        return None

    @staticmethod
    def confirm_text() -> str | None:
        """The confirm button of the cards chosen to lay away, in the game's own word, with
        ``%1`` chosen of ``%2`` (``None``: the generic "Lay away the chosen cards")."""
        return None

    # --- helpers for the games -----------------------------------------------------

    def add_button(self, text: str, action: int, tooltip: str = "", name: str = "") -> QPushButton:
        """A button that chooses ``action`` (the kept one, if it is this button)."""
        button = kept(self, QPushButton, name, action, text) or QPushButton(self)
        rewire(button.clicked)
        button.setText(text)
        button.setProperty("action", action)
        button.setMinimumWidth(80)
        button.setToolTip(tooltip)
        button.setObjectName(name)
        button.clicked.connect(functools.partial(self.chosen.emit, action))
        self.row.addWidget(button)
        self.buttons.append(button)
        self._options.append((text, button.click))
        return button

    def take_refused(self, kind: ActionKind) -> list[Refused]:
        """The refused decisions of ``kind``, in action order; these controls show them."""
        found = sorted(
            (r for r in self.refused.values() if r.info.kind is kind), key=lambda r: r.action
        )
        self.shown_refused.update(r.action for r in found)
        return found

    @staticmethod
    def add_refused_item(combo: QComboBox, refused: Refused, label: str) -> None:
        """List a refused decision in ``combo``: greyed, with the reason as tooltip (choosing it
        and the combo's button shows the rule instead of taking it)."""
        combo.addItem(label, refused.action)
        row = combo.count() - 1
        combo.setItemData(row, refused.reason, Qt.ItemDataRole.ToolTipRole)
        combo.setItemData(row, QBrush(QColor("#888888")), Qt.ItemDataRole.ForegroundRole)

    def add_composed(
        self, panel: ComposedChoice, choices: Sequence[Choice], first: bool = False
    ) -> None:
        """Show ``panel``, a composed choice over ``choices``, in the row (``first``: at its
        start); each of ``choices`` is offered, in that order, as composing it and taking it."""
        panel.chosen.connect(self.chosen.emit)
        if first:
            self.row.insertWidget(0, panel)
        else:
            self.row.addWidget(panel)
        for choice in choices:

            def pick(action: int = choice.action) -> None:
                panel.select_action(action)
                panel.button.click()

            self.add_option(choice.label, pick)

    def composed(
        self,
        kind: type[C],
        offered: Sequence[ActionInfo],
        refused: Sequence[tuple[ActionInfo, str]] = (),
    ) -> C:
        """A composed choice of ``kind`` over ``offered`` (and ``refused``): the kept one,
        offering them now (see :mod:`.kept`), else a new one (each game's composed choice is
        made from ``offered``, its parent and ``refused``)."""
        panel = kept(self, kind, whole=True)
        if panel is not None:
            panel.offer(offered, refused)
            return panel
        make = cast(
            Callable[[Sequence[ActionInfo], QWidget, Sequence[tuple[ActionInfo, str]]], C], kind
        )
        return make(offered, self, refused)

    def add_option(self, label: str, trigger: Callable[[], None]) -> None:
        """An offered action chosen through a composed control (for tests and accessibility)."""
        self._options.append((label, trigger))

    def options(self) -> list[tuple[str, Callable[[], None]]]:
        """Every choice offered, as (label, how to choose it through the widgets)."""
        return list(self._options)

    @staticmethod
    def name(names: Sequence[str], seat: int | None) -> str:
        """The name of ``seat`` ("" for none)."""
        return names[seat] if seat is not None and 0 <= seat < len(names) else ""

    def is_empty(self) -> bool:
        return not self._options


__all__ = ["GameControls"]
