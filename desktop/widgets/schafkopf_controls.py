"""Schafkopf's decisions: knocking, the auction, the game announcement, Kontra and Re.

- knocking, Sie, Kontra and Re: one button per word the engine offers;
- the auction: "Pass", "Play" (the first bid, naming no game), "Hold", and an
  overcall chooser listing exactly the game types the engine lets the user
  name ("bid Wenz", "bid Solo Tout"...) in the engine's order, weakest first;
- the announcement: :class:`~.schafkopf_announcement.SchafkopfAnnouncement`.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QComboBox, QPushButton, QWidget

from stammtisch.engine.schafkopf import state as sk
from stammtisch.engine.schafkopf.actions import MAX_BID_LEVEL
from stammtisch.engine.schafkopf.contracts import TYPE_NAMES, GameType
from stammtisch.engine.state import GameState

from ..i18n import action_text
from .choice import Choice
from .game_controls import GameControls
from .schafkopf_announcement import SchafkopfAnnouncement, parse_game, type_label

CONTEXT = "SchafkopfControls"
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
    text = QCoreApplication.translate(CONTEXT, str(_PROMPTS[key]))
    for number, value in enumerate(values, start=1):
        text = text.replace(f"%{number}", value)
    return text


def _name(names: Sequence[str], seat: object) -> str:
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""


class SchafkopfControls(GameControls):
    """The row of Schafkopf's controls for the choices offered now."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("schafkopfControls")
        self.overcall: QComboBox | None = None
        self.overcall_button: QPushButton | None = None
        self.announcement: SchafkopfAnnouncement | None = None

    @staticmethod
    def prompt(state: GameState, seat: int, to_go: int, names: Sequence[str]) -> str | None:
        phase = getattr(state, "stage", None)
        if phase == sk.KNOCKING:
            return _prompt("knock")
        if phase == sk.AUCTION:
            holder = getattr(state, "holder", None)
            challenger = getattr(state, "challenger", None)
            if holder is None:
                return _prompt("first")
            if challenger is not None and holder == seat:
                level = getattr(state, "held_challenge", -1)
                kind = TYPE_NAMES.get(GameType(level), "") if 0 < level <= MAX_BID_LEVEL else ""
                return _prompt("answer", _name(names, challenger), type_label(kind))
            return _prompt("overcall", _name(names, holder))
        if phase == sk.ANNOUNCE:
            return _prompt("announce")
        contract = getattr(state, "contract", None)
        declarer = _name(names, getattr(state, "declarer", None))
        if phase == sk.KONTRA_PHASE and contract is not None:
            return _prompt("kontra", declarer, action_text(contract.name))
        if phase == sk.RE_PHASE:
            return _prompt("re", _name(names, getattr(state, "kontra_seat", None)))
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

    def build(self, choices: Sequence[Choice], state: GameState | None) -> list[Choice]:
        words = self._words()
        rest: list[Choice] = []
        bids: list[Choice] = []
        games: list[Choice] = []
        for choice in choices:
            if choice.raw.startswith("bid "):
                bids.append(choice)
            elif parse_game(choice.raw) is not None:
                games.append(choice)
            elif choice.raw in words:
                label, tip = words[choice.raw]
                self.add_button(label, choice.action, tip)
            else:
                rest.append(choice)
        if bids:
            self._overcall(bids)
        if games:
            self._announce(games)
        return rest

    def _overcall(self, bids: list[Choice]) -> None:
        combo = QComboBox(self)
        combo.setObjectName("overcall")
        combo.setToolTip(self.tr("A stronger game than the one on the table."))
        bids = sorted(bids, key=lambda c: c.action)  # weakest game first
        for choice in bids:
            combo.addItem(type_label(choice.raw.removeprefix("bid ")), choice.action)
        button = QPushButton(self.tr("Overcall"), self)
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
        panel = SchafkopfAnnouncement({c.raw: c.action for c in games}, self)
        panel.chosen.connect(self.chosen.emit)
        self.row.addWidget(panel)
        self.announcement = panel
        for choice in sorted(games, key=lambda c: c.action):

            def pick(raw: str = choice.raw) -> None:
                panel.select(raw)
                panel.announce_button.click()

            self.add_option(choice.label, pick)


__all__ = ["SchafkopfControls"]
