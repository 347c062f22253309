"""Skat's decisions: the declaration, game type plus Hand, Schneider, Schwarz and Ouvert.

:class:`SkatDeclaration` is a :class:`~..composed_choice.ComposedChoice` over the
declarations the engine offers (each an :class:`~stammtisch.engine.meaning.ActionInfo` of
kind ``DECLARE`` with its contract and extras): the type chooser lists the types offered,
each box is enabled where the engine offers a declaration with it, and "Declare" takes
exactly the declaration the controls compose.  :class:`SkatControls` shows it whenever
more than one declaration is offered (with the declarations the rules refuse now, greyed
with their reasons); the bids, passing, picking up and Kontra get the decision row's
generic shapes (the bids a ladder of values).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QWidget

from stammtisch.engine.meaning import ActionInfo, ActionKind, Ask, TurnInfo

from ...turn import Choice
from ..composed_choice import ComposedChoice, Key, Part
from ..game_controls import GameControls

GAME = "skat"

CONTEXT = "SkatDeclaration"
_TYPES = {
    "clubs": QT_TRANSLATE_NOOP("SkatDeclaration", "Clubs"),
    "spades": QT_TRANSLATE_NOOP("SkatDeclaration", "Spades"),
    "hearts": QT_TRANSLATE_NOOP("SkatDeclaration", "Hearts"),
    "diamonds": QT_TRANSLATE_NOOP("SkatDeclaration", "Diamonds"),
    "grand": QT_TRANSLATE_NOOP("SkatDeclaration", "Grand"),
    "null": QT_TRANSLATE_NOOP("SkatDeclaration", "Null"),
}
_BOXES = {
    "hand": QT_TRANSLATE_NOOP("SkatDeclaration", "Hand"),
    "schneider": QT_TRANSLATE_NOOP("SkatDeclaration", "Schneider announced"),
    "schwarz": QT_TRANSLATE_NOOP("SkatDeclaration", "Schwarz announced"),
    "ouvert": QT_TRANSLATE_NOOP("SkatDeclaration", "Ouvert"),
}
_DECLARE = QT_TRANSLATE_NOOP("SkatDeclaration", "Declare")
_PROMPTS = {
    "answer": QT_TRANSLATE_NOOP(
        "SkatControls", "%1 bids %2. Hold (say yes: you play for at least %2) or pass?"
    ),
    "bid": QT_TRANSLATE_NOOP("SkatControls", "%1 holds %2. Bid higher, or pass."),
    "outbid": QT_TRANSLATE_NOOP("SkatControls", "%1 bid %2. Bid higher, or pass."),
    "first": QT_TRANSLATE_NOOP(
        "SkatControls", "You bid to %1: bid a value (18 is the lowest) or pass."
    ),
    "alone": QT_TRANSLATE_NOOP(
        "SkatControls", "Both others passed: bid 18 to play, or pass (the cards are thrown in)."
    ),
}


def _tr(text: object) -> str:
    return QCoreApplication.translate(CONTEXT, str(text))


def _prompt(key: str, *values: str) -> str:
    text = QCoreApplication.translate("SkatControls", str(_PROMPTS[key]))
    for number, value in enumerate(values, start=1):
        text = text.replace(f"%{number}", value)
    return text


def type_label(contract: Hashable, prefix: Key = ()) -> str:
    """A Skat game type for people ("Clubs"; German "Kreuz")."""
    return _tr(_TYPES[str(contract)]) if contract in _TYPES else str(contract)


def _box(name: str) -> Part:
    return Part(name, lambda i: name in i.flags(), lambda _v, _k: _tr(_BOXES[name]), True)


PARTS = (
    Part("gameType", lambda i: i.contract, type_label, order=lambda c: list(_TYPES).index(str(c))),
    _box("hand"),
    _box("schneider"),
    _box("schwarz"),
    _box("ouvert"),
)


class SkatDeclaration(ComposedChoice):
    """Type, four check boxes, and "Declare"."""

    def __init__(
        self,
        offered: Sequence[ActionInfo],
        parent: QWidget | None = None,
        refused: Sequence[tuple[ActionInfo, str]] = (),
    ) -> None:
        super().__init__(offered, PARTS, _tr(_DECLARE), "declare", parent, refused)
        self.setObjectName("skatDeclaration")
        self.kind = self.chooser(0)
        self.hand, self.schneider, self.schwarz, self.ouvert = (self.box(i) for i in range(1, 5))
        self.declare_button = self.button


class SkatControls(GameControls):
    """The declaration, when more than one is offered; the rest is left to the generic row."""

    declaration: SkatDeclaration | None

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("skatControls")

    def reset(self) -> None:
        super().reset()
        self.declaration = None

    @staticmethod
    def prompt(
        turn: TurnInfo, names: Sequence[str], label: Callable[[ActionInfo], str], chosen: int = 0
    ) -> str | None:
        """The bidding in words: who bid or holds what, and what the user may say now."""
        if turn.ask is not Ask.BID:
            return None
        name = GameControls.name
        bid = turn.challenge.level if turn.challenge is not None else None
        if turn.challenger is not None and bid:
            return _prompt("answer", name(names, turn.challenger), str(bid))
        if turn.holder is not None and bid:
            # "holds" only after the holder said yes; a bid kept when the other passed was bid
            held = turn.challenge is not None and turn.challenge.kind is ActionKind.HOLD
            return _prompt("bid" if held else "outbid", name(names, turn.holder), str(bid))
        if turn.holder is not None:
            return _prompt("first", name(names, turn.holder))
        return _prompt("alone")

    def build(self, choices: Sequence[Choice], turn: TurnInfo | None) -> list[Choice]:
        declarations = [c for c in choices if c.info.kind is ActionKind.DECLARE]
        if len(declarations) < 2:
            return list(choices)
        refused = [(r.info, r.reason) for r in self.take_refused(ActionKind.DECLARE)]
        panel = self.composed(SkatDeclaration, [c.info for c in declarations], refused)
        self.add_composed(panel, declarations)
        self.declaration = panel
        return [c for c in choices if c not in declarations]


__all__ = ["GAME", "SkatControls", "SkatDeclaration", "type_label"]
