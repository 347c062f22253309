"""Sheepshead's decisions: pick or pass, bury, call a partner or go alone, the unknown card.

- "Pick" / "Pass";
- the bury and the face-down unknown card are card moves on the table; the
  prompt says what to do and how many cards are still to go;
- the call: a chooser of the cards the engine lets the picker call (a fail
  ace, a ten when the picker holds all three aces, or a card called with an
  unknown card under it, explained in a tooltip) with "Call", and "Go alone";
  with the jack-of-diamonds rule "Call ♦J";
- "Play the unknown card" while the engine offers it.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtWidgets import QComboBox, QPushButton, QWidget

from stammtisch.engine.cards import parse_card, symbol_str
from stammtisch.engine.errors import StammtischError
from stammtisch.engine.sheepshead import state as sh
from stammtisch.engine.state import GameState

from .choice import Choice
from .game_controls import GameControls

CONTEXT = "SheepsheadControls"
_BURY = QT_TRANSLATE_NOOP(
    "SheepsheadControls",
    "Bury %1 cards: drag them onto the table or double-click them. Still to bury: %2.",
)
_UNDER = QT_TRANSLATE_NOOP(
    "SheepsheadControls",
    "Lay one card face down as the unknown card (drag it onto the table or double-click it): "
    "it counts as the lowest %1 and is played the first time %1 is led.",
)
_PICKING = QT_TRANSLATE_NOOP(
    "SheepsheadControls", "Pick up the blind and play against the others, or pass."
)
_CALL = QT_TRANSLATE_NOOP(
    "SheepsheadControls",
    "Call a partner: whoever holds the called card plays with you. Or go alone.",
)
_UNKNOWN_TIP = QT_TRANSLATE_NOOP(
    "SheepsheadControls",
    "You hold no card of a suit whose ace you could call: call it anyway and lay one card "
    "face down. That unknown card counts as the lowest card of the called suit and is played "
    "the first time the suit is led.",
)


def _tr(text: object) -> str:
    return QCoreApplication.translate(CONTEXT, str(text))


def called_card(raw: str) -> tuple[str, bool] | None:
    """The card symbol of a call the engine names ("call HA", "call CT unknown") and whether
    an unknown card goes under it; ``None`` for another word.

    >>> called_card("call HA"), called_card("call ST unknown"), called_card("alone")
    (('♥A', False), ('♠10', True), None)
    """
    words = raw.split()
    if len(words) not in (2, 3) or words[0] != "call":
        return None
    if len(words) == 3 and words[2] != "unknown":
        return None
    try:
        card = parse_card(words[1])
    except StammtischError:
        return None
    return symbol_str(card), len(words) == 3


class SheepsheadControls(GameControls):
    """The row of Sheepshead's controls for the choices offered now."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sheepsheadControls")
        self.call: QComboBox | None = None
        self.call_button: QPushButton | None = None

    @staticmethod
    def prompt(state: GameState, seat: int, to_go: int, names: Sequence[str]) -> str | None:
        phase = getattr(state, "stage", None)
        if phase == sh.BURY and to_go:
            buried = getattr(state, "buried", None)
            done = len(buried()) if callable(buried) else 0
            return _tr(_BURY).replace("%1", str(done + to_go)).replace("%2", str(to_go))
        if phase == sh.UNDER:
            suit = getattr(state, "called_suit", None)
            number = suit() if callable(suit) else None
            text = symbol_str(number * 8)[0] if isinstance(number, int) else ""
            return _tr(_UNDER).replace("%1", text)
        if phase == sh.PICKING:
            return _tr(_PICKING)
        if phase == sh.CALL:
            return _tr(_CALL)
        return None

    def _words(self) -> dict[str, tuple[str, str]]:
        return {
            "pick": (self.tr("Pick"), self.tr("Take up the blind and play against the others.")),
            "pass": (self.tr("Pass"), self.tr("Leave the blind to the next player.")),
            "alone": (self.tr("Go alone"), self.tr("Play without a partner.")),
            "call DJ": (
                self.tr("Call ♦J"),
                self.tr("The holder of the jack of diamonds plays with you."),
            ),
            "unknown": (
                self.tr("Play the unknown card"),
                self.tr("Play the card you laid face down."),
            ),
        }

    def build(self, choices: Sequence[Choice], state: GameState | None) -> list[Choice]:
        words = self._words()
        rest: list[Choice] = []
        calls: list[Choice] = []
        for choice in choices:
            if choice.raw in words:
                label, tip = words[choice.raw]
                button = self.add_button(label, choice.action, tip)
                if choice.raw == "alone":
                    button.setObjectName("alone")
            elif called_card(choice.raw) is not None:
                calls.append(choice)
            else:
                rest.append(choice)
        if calls:
            self._calls(calls)
        return rest

    def _calls(self, calls: list[Choice]) -> None:
        combo = QComboBox(self)
        combo.setObjectName("callCard")
        unknown_tip = _tr(_UNKNOWN_TIP)
        ordered = sorted(calls, key=lambda c: c.action)
        for choice in ordered:
            found = called_card(choice.raw)
            assert found is not None
            symbol, unknown = found
            if unknown:
                combo.addItem(
                    self.tr("%1 with an unknown card").replace("%1", symbol), choice.action
                )
                combo.setItemData(combo.count() - 1, unknown_tip, Qt.ItemDataRole.ToolTipRole)
                combo.setToolTip(unknown_tip)
            else:
                combo.addItem(symbol, choice.action)
        button = QPushButton(self.tr("Call"), self)
        button.setObjectName("callButton")
        button.setToolTip(self.tr("Whoever holds the called card is your partner."))
        button.clicked.connect(lambda: self.chosen.emit(int(combo.currentData())))
        self.row.insertWidget(0, combo)
        self.row.insertWidget(1, button)
        self.call, self.call_button = combo, button
        for index, choice in enumerate(ordered):

            def pick(i: int = index) -> None:
                combo.setCurrentIndex(i)
                button.click()

            self.add_option(choice.label, pick)


__all__ = ["SheepsheadControls", "called_card"]
