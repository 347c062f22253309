"""Schafkopf's decisions: knocking, the auction, the game announcement, Kontra and Re.

- knocking, Sie, Kontra and Re: one button per action the engine offers;
- the auction: "Pass", "Play" (the first bid, naming no game), "Hold", and an
  overcall chooser listing exactly the game types the engine lets the user
  bid (Wenz, Solo Tout...) in the engine's order, weakest first;
- the announcement, :class:`SchafkopfAnnouncement`: game type, called Sau or trump suit,
  Tout, "Announce".  A :class:`~..composed_choice.ComposedChoice` over the games the engine
  offers (each an :class:`~stammtisch.engine.meaning.ActionInfo` of kind ``DECLARE`` with
  its contract, suit, Tout and "alone"): the type chooser lists the types offered, the suit
  chooser the suits offered for that type (the Sau a Sauspiel calls, the trump suit of a
  suited game), Tout is enabled where both forms are offered, and "Announce" takes exactly
  the game composed.

Each choice is recognised by the engine's :class:`~stammtisch.engine.meaning.ActionInfo`.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QComboBox, QPushButton, QWidget

from stammtisch.engine.meaning import ActionInfo, ActionKind, Ask, TurnInfo

from ...turn import Choice
from ..composed_choice import ComposedChoice, Key, Part
from ..game_controls import GameControls
from ..kept import kept, rewire

GAME = "schafkopf"

# --- the announcement ------------------------------------------------------------------

ANNOUNCEMENT = "SchafkopfAnnouncement"
ALONE = "sauspiel-alone"
"""The partner game played alone, as the type chooser lists it."""

_KIND_LABELS = {
    "sauspiel": QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "Sauspiel"),
    ALONE: QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "Sauspiel alone"),
    "farbgeier": QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "Farbgeier"),
    "farbwenz": QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "Farbwenz"),
    "geier": QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "Geier"),
    "wenz": QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "Wenz"),
    "solo": QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "Solo"),
}
_KIND_TIPS = {
    "sauspiel": QT_TRANSLATE_NOOP(
        "SchafkopfAnnouncement", "The partner game: the holder of the Sau you call plays with you."
    ),
    ALONE: QT_TRANSLATE_NOOP(
        "SchafkopfAnnouncement",
        "You hold every Sau you could call: the partner game, played alone.",
    ),
    "farbgeier": QT_TRANSLATE_NOOP(
        "SchafkopfAnnouncement", "Alone against three: the Obers and one suit are trump."
    ),
    "farbwenz": QT_TRANSLATE_NOOP(
        "SchafkopfAnnouncement", "Alone against three: the Unters and one suit are trump."
    ),
    "geier": QT_TRANSLATE_NOOP(
        "SchafkopfAnnouncement", "Alone against three: only the Obers are trump."
    ),
    "wenz": QT_TRANSLATE_NOOP(
        "SchafkopfAnnouncement", "Alone against three: only the Unters are trump."
    ),
    "solo": QT_TRANSLATE_NOOP(
        "SchafkopfAnnouncement", "Alone against three: Obers, Unters and one suit are trump."
    ),
}
_SUIT_LABELS = {
    0: QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "Eichel"),
    1: QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "Gras"),
    2: QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "Herz"),
    3: QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "Schellen"),
}
_SAU_LABELS = {
    0: QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "Eichel-Sau"),
    1: QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "Gras-Sau"),
    2: QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "Herz-Sau"),
    3: QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "Schellen-Sau"),
}
_TOUT = QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "%1 Tout")

_TOUT_BOX = QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "Tout")
_TOUT_TIP = QT_TRANSLATE_NOOP(
    "SchafkopfAnnouncement", "Tout: you take every trick, for double the price."
)
_ANNOUNCE = QT_TRANSLATE_NOOP("SchafkopfAnnouncement", "Announce")


def _tr(text: object) -> str:
    """A text of the announcement (its strings keep the class's translation context)."""
    return QCoreApplication.translate(ANNOUNCEMENT, str(text))


def kind_of(info: ActionInfo) -> str:
    """The type chooser's value of a game: its contract, or :data:`ALONE`."""
    return ALONE if info.alone else str(info.contract)


def kind_label(kind: Hashable, prefix: Key = ()) -> str:
    """A game type for people ("Sauspiel", "Wenz"; in Japanese the rule texts' names)."""
    return _tr(_KIND_LABELS[str(kind)]) if kind in _KIND_LABELS else str(kind)


def type_label(info: ActionInfo) -> str:
    """The game type a bid names ("Wenz", "Solo Tout") for people."""
    text = kind_label(kind_of(info))
    return _tr(_TOUT).replace("%1", text) if info.tout else text


def suit_label(suit: Hashable, prefix: Key) -> str:
    """A suit as the suit chooser names it: the Sau a Sauspiel calls, else the trump suit."""
    labels = _SAU_LABELS if prefix[:1] == ("sauspiel",) else _SUIT_LABELS
    return _tr(labels[int(suit)]) if isinstance(suit, int) and suit in labels else ""


PARTS = (
    Part("gameType", kind_of, kind_label, tip=lambda k: _tr(_KIND_TIPS.get(str(k), ""))),
    Part("gameSuit", lambda i: i.suit, suit_label),
    Part("tout", lambda i: i.tout, lambda _v, _k: _tr(_TOUT_BOX), check=True),
)


class SchafkopfAnnouncement(ComposedChoice):
    """Game type, suit, Tout, and "Announce"."""

    def __init__(
        self,
        offered: Sequence[ActionInfo],
        parent: QWidget | None = None,
        refused: Sequence[tuple[ActionInfo, str]] = (),
    ) -> None:
        super().__init__(offered, PARTS, _tr(_ANNOUNCE), "announce", parent, refused)
        self.setObjectName("schafkopfAnnouncement")
        self.kind, self.suit, self.tout = self.chooser(0), self.chooser(1), self.box(2)
        self.tout.setToolTip(_tr(_TOUT_TIP))
        self.announce_button = self.button

    def suits(self) -> list[int]:
        """The suits the suit chooser lists now (0 Eichel .. 3 Schellen)."""
        return [int(self.suit.itemData(i)) for i in range(self.suit.count())]


# --- the row of controls ----------------------------------------------------------------

CONTROLS = "SchafkopfControls"
_PROMPTS = {
    "knock": QT_TRANSLATE_NOOP(
        "SchafkopfControls", "Knock before the auction? Each knock doubles the price."
    ),
    "first": QT_TRANSLATE_NOOP("SchafkopfControls", "The auction: do you want to play?"),
    "overcall": QT_TRANSLATE_NOOP(
        "SchafkopfControls", "%1 wants to play: pass, or overcall with a stronger game."
    ),
    "answer": QT_TRANSLATE_NOOP(
        "SchafkopfControls", "%1 overcalls with %2: hold (you play at least that) or pass."
    ),
    "announce": QT_TRANSLATE_NOOP("SchafkopfControls", "You play: announce your game."),
    "kontra": QT_TRANSLATE_NOOP("SchafkopfControls", "%1 plays %2. Kontra?"),
    "re": QT_TRANSLATE_NOOP("SchafkopfControls", "%1 gave Kontra. Re?"),
}


def _prompt(key: str, *values: str) -> str:
    text = QCoreApplication.translate(CONTROLS, str(_PROMPTS[key]))
    for number, value in enumerate(values, start=1):
        text = text.replace(f"%{number}", value)
    return text


def _word(info: ActionInfo) -> str | None:
    """Which single-button word an action is (``None``: a bid or a game)."""
    kind = info.kind
    if kind is ActionKind.PASS:
        return "pass"
    if kind is ActionKind.HOLD:
        return "hold"
    if kind is ActionKind.BID and info.level == 0:
        return "play"
    if kind is ActionKind.KNOCK:
        return "no knock" if info.declined else "knock"
    if kind is ActionKind.CLAIM:
        return "Sie"
    if kind is ActionKind.DOUBLE:
        word = "Kontra" if info.level == 1 else "Re"
        return f"no {word}" if info.declined else word
    return None


class SchafkopfControls(GameControls):
    """The row of Schafkopf's controls for the choices offered now."""

    overcall: QComboBox | None
    overcall_button: QPushButton | None
    announcement: SchafkopfAnnouncement | None

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("schafkopfControls")

    def reset(self) -> None:
        super().reset()
        self.overcall = None
        self.overcall_button = None
        self.announcement = None

    @staticmethod
    def prompt(
        turn: TurnInfo, names: Sequence[str], label: Callable[[ActionInfo], str], chosen: int = 0
    ) -> str | None:
        name = GameControls.name
        ask = turn.ask
        if ask is Ask.KNOCK:
            return _prompt("knock")
        if ask is Ask.BID:
            if turn.holder is None:
                return _prompt("first")
            if turn.challenger is not None and turn.holder == turn.seat:
                kind = type_label(turn.challenge) if turn.challenge is not None else ""
                return _prompt("answer", name(names, turn.challenger), kind)
            return _prompt("overcall", name(names, turn.holder))
        if ask is Ask.DECLARE:
            return _prompt("announce")
        if ask is Ask.DOUBLE and turn.doubled_by is None and turn.contract is not None:
            return _prompt("kontra", name(names, turn.declarer), label(turn.contract))
        if ask is Ask.DOUBLE and turn.doubled_by is not None:
            return _prompt("re", name(names, turn.doubled_by))
        return None

    def _words(self) -> dict[str, tuple[str, str]]:
        """Label and tooltip of each single word the engine may offer."""
        return {
            "pass": (self.tr("Pass"), self.tr("You do not want to play.")),
            "play": (
                self.tr("Play"),
                self.tr("You want to play; you name the game once the auction is over."),
            ),
            "hold": (
                self.tr("Hold"),
                self.tr("You play at least the game just named: you spoke first, so you keep it."),
            ),
            "knock": (self.tr("Knock"), self.tr("Knocking doubles the price.")),
            "no knock": (self.tr("No knock"), ""),
            "Sie": (self.tr("Sie"), self.tr("All Obers and Unters: you win at once.")),
            "Kontra": (self.tr("Kontra"), self.tr("Double the price against the declarer.")),
            "no Kontra": (self.tr("No Kontra"), ""),
            "Re": (self.tr("Re"), self.tr("Double the price again.")),
            "no Re": (self.tr("No Re"), ""),
        }

    def build(self, choices: Sequence[Choice], turn: TurnInfo | None) -> list[Choice]:
        words = self._words()
        rest: list[Choice] = []
        bids: list[Choice] = []
        games: list[Choice] = []
        for choice in choices:
            info = choice.info
            word = _word(info)
            if info.kind is ActionKind.BID and info.level:
                bids.append(choice)
            elif info.kind is ActionKind.DECLARE:
                games.append(choice)
            elif word in words:
                label, tip = words[word]
                self.add_button(label, choice.action, tip)
            else:
                rest.append(choice)
        if bids:
            self._overcall(bids)
        if games:
            self._announce(games)
        return rest

    def _overcall(self, bids: list[Choice]) -> None:
        combo = kept(self, QComboBox, "overcall") or QComboBox(self)
        combo.clear()
        combo.setObjectName("overcall")
        combo.setToolTip(self.tr("A stronger game than the one on the table."))
        bids = sorted(bids, key=lambda c: c.action)  # weakest game first
        for choice in bids:
            combo.addItem(type_label(choice.info), choice.action)
        for refused in self.take_refused(ActionKind.BID):
            if refused.info.level:
                self.add_refused_item(combo, refused, type_label(refused.info))
        text = self.tr("Overcall")
        button = kept(self, QPushButton, "overcallButton", None, text) or QPushButton(self)
        rewire(button.clicked)
        button.setText(text)
        button.setObjectName("overcallButton")
        button.clicked.connect(lambda: self.chosen.emit(int(combo.currentData())))
        self.row.addWidget(combo)
        self.row.addWidget(button)
        self.overcall, self.overcall_button = combo, button
        for index, choice in enumerate(bids):

            def pick(i: int = index) -> None:
                combo.setCurrentIndex(i)
                button.click()

            self.add_option(choice.label, pick)

    def _announce(self, games: list[Choice]) -> None:
        refused = [(r.info, r.reason) for r in self.take_refused(ActionKind.DECLARE)]
        panel = self.composed(SchafkopfAnnouncement, [c.info for c in games], refused)
        self.add_composed(panel, sorted(games, key=lambda c: c.action))
        self.announcement = panel


__all__ = [
    "ALONE",
    "GAME",
    "SchafkopfAnnouncement",
    "SchafkopfControls",
    "kind_label",
    "kind_of",
    "suit_label",
    "type_label",
]
