"""Sheepshead's decisions: pick or pass, bury, call a partner or go alone, the unknown card.

- "Pick" / "Pass";
- the bury and the face-down unknown card are card moves on the table; the
  prompt says what to do and how many cards are still to go;
- the call: a chooser of the cards the engine lets the picker call (a fail
  ace, a ten when the picker holds all three aces, or a card called with an
  unknown card under it, explained in a tooltip) with "Call", and "Go alone";
  with the jack-of-diamonds rule "Call ♦J";
- "Play the unknown card" while the engine offers it.

Each choice is recognised by the engine's :class:`~stammtisch.engine.meaning.ActionInfo`
(a call carries its card and whether an unknown card goes under it).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtWidgets import QComboBox, QPushButton, QWidget

from stammtisch.engine.cards import SUIT_SYMBOLS, Rank, card_rank, card_suit, symbol_str
from stammtisch.engine.meaning import ActionInfo, ActionKind, Ask, TurnInfo

from ...turn import Choice
from ..game_controls import GameControls
from ..kept import kept, rewire

GAME = "sheepshead"
CONTEXT = "SheepsheadControls"
_UNDER = QT_TRANSLATE_NOOP(
    "SheepsheadControls",
    "Lay one card face down as the unknown card (double-click it, drag it onto the table or "
    "press Return on it): "
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


def _word(info: ActionInfo) -> str | None:
    """Which single-button word an action is (``None``: a call of a card to choose)."""
    if info.kind is ActionKind.PASS:
        return "pass"
    if info.kind is ActionKind.PICK_UP:
        return "pick"
    if info.kind is ActionKind.PLAY_UNKNOWN:
        return "unknown"
    if info.kind is ActionKind.CALL and info.alone:
        return "alone"
    if info.kind is ActionKind.CALL and info.card is not None and _is_jack(info.card):
        return "call DJ"
    return None


def _is_jack(card: int) -> bool:
    return card_rank(card) == Rank.JACK and int(card_suit(card)) == 3


class SheepsheadControls(GameControls):
    """The row of Sheepshead's controls for the choices offered now."""

    call: QComboBox | None
    call_button: QPushButton | None

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sheepsheadControls")

    def reset(self) -> None:
        super().reset()
        self.call = None
        self.call_button = None

    @staticmethod
    def prompt(
        turn: TurnInfo, names: Sequence[str], label: Callable[[ActionInfo], str], chosen: int = 0
    ) -> str | None:
        ask, to_go = turn.ask, turn.cards_to_go
        if ask is Ask.LAY_AWAY and to_go:
            return QCoreApplication.translate(
                "SheepsheadControls",
                "Bury %n cards: choose them (click them or press Space on them; once more puts one "
                "back), then confirm. "
                "Still to bury: %1.",
                None,
                turn.cards_done + to_go,
            ).replace("%1", str(max(0, to_go - chosen)))
        if ask is Ask.UNKNOWN_CARD:
            suit = turn.called_suit
            text = SUIT_SYMBOLS[suit] if suit is not None else ""
            return _tr(_UNDER).replace("%1", text)
        if ask is Ask.PICK_UP:
            return _tr(_PICKING)
        if ask is Ask.CALL:
            return _tr(_CALL)
        return None

    @staticmethod
    def confirm_text() -> str | None:
        return QCoreApplication.translate("SheepsheadControls", "Bury the chosen cards (%1 of %2)")

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

    def build(self, choices: Sequence[Choice], turn: TurnInfo | None) -> list[Choice]:
        words = self._words()
        rest: list[Choice] = []
        calls: list[Choice] = []
        for choice in choices:
            word = _word(choice.info)
            if word in words:
                label, tip = words[word]
                self.add_button(label, choice.action, tip, "alone" if word == "alone" else "")
            elif choice.info.kind is ActionKind.CALL and choice.info.card is not None:
                calls.append(choice)
            else:
                rest.append(choice)
        if calls:
            self._calls(calls)
        return rest

    def _calls(self, calls: list[Choice]) -> None:
        combo = kept(self, QComboBox, "callCard") or QComboBox(self)
        combo.clear()
        combo.setToolTip("")
        combo.setObjectName("callCard")
        unknown_tip = _tr(_UNKNOWN_TIP)
        ordered = sorted(calls, key=lambda c: c.action)
        for choice in ordered:
            card = choice.info.card
            assert card is not None
            symbol = symbol_str(card)
            if choice.info.unknown:
                combo.addItem(
                    self.tr("%1 with an unknown card").replace("%1", symbol), choice.action
                )
                combo.setItemData(combo.count() - 1, unknown_tip, Qt.ItemDataRole.ToolTipRole)
                combo.setToolTip(unknown_tip)
            else:
                combo.addItem(symbol, choice.action)
        ranks = {card_rank(c.info.card) for c in ordered if c.info.card is not None}
        offered = {c.info.card for c in ordered}
        for refused in self.take_refused(ActionKind.CALL):
            card = refused.info.card  # the aces (or tens) refused, with why; no other card
            if (
                card is not None
                and card_rank(card) in ranks
                and card not in offered  # "♠A with an unknown card" explains ♠A itself
                and not (refused.info.alone or refused.info.unknown or _is_jack(card))
            ):
                self.add_refused_item(combo, refused, symbol_str(card))
        text = self.tr("Call")
        button = kept(self, QPushButton, "callButton", None, text) or QPushButton(self)
        rewire(button.clicked)
        button.setText(text)
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


__all__ = ["GAME", "SheepsheadControls"]
