"""Doppelkopf's decisions: reservations, solo, poverty, marriage, announcements.

- "Healthy" / "Reservation" (and "Redeal" where the engine offers it);
- the reservation's rounds: a solo (:class:`~.doppelkopf_solo.DoppelkopfSolo`:
  the kinds and variants the engine offers) or "No solo", then "Poverty" or
  "No poverty", then "Marriage"; in the solo auction "Solo" and the bids;
- the poverty: "Take the poverty" / "Refuse", and the count of trumps given
  back; the cards themselves are laid down and given back on the table, with
  a prompt that says what to do and how many are still to go;
- the announcements (:class:`~.doppelkopf_announcements.DoppelkopfAnnouncements`),
  in turn and out of turn, exactly while the engine offers them.

The phase of the deal only chooses the words a "pass" is labelled with.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QWidget

from stammtisch.engine.doppelkopf import state as dk
from stammtisch.engine.state import GameState

from .choice import Choice
from .doppelkopf_announcements import DoppelkopfAnnouncements, parse_announcement
from .doppelkopf_solo import DoppelkopfSolo, parse_solo
from .game_controls import GameControls

CONTEXT = "DoppelkopfControls"
_PASSING = QT_TRANSLATE_NOOP(
    "DoppelkopfControls",
    "Poverty: lay %1 cards face down for the partner who takes them, every trump among them "
    "(drag them onto the table or double-click them). Still to lay down: %2.",
)
_RETURNING = QT_TRANSLATE_NOOP(
    "DoppelkopfControls",
    "You took %1's poverty: give %2 cards back to %1 "
    "(drag them onto the table or double-click them). Still to give: %3.",
)
_OFFER = QT_TRANSLATE_NOOP(
    "DoppelkopfControls", "%1 has a poverty: take the cards and play with %1, or refuse."
)

_PHASES = {
    dk.HEALTH: QT_TRANSLATE_NOOP(
        "DoppelkopfControls",
        "Healthy, or do you have a reservation (a solo, a marriage, a poverty)?",
    ),
    dk.SOLO_ROUND: QT_TRANSLATE_NOOP("DoppelkopfControls", "Your reservation: a solo?"),
    dk.SOLO_TYPE: QT_TRANSLATE_NOOP("DoppelkopfControls", "You play the solo: choose it."),
    dk.FORCED: QT_TRANSLATE_NOOP("DoppelkopfControls", "Your forced solo: choose it."),
    dk.POVERTY_ROUND: QT_TRANSLATE_NOOP("DoppelkopfControls", "Your reservation: a poverty?"),
    dk.MARRIAGE_ROUND: QT_TRANSLATE_NOOP("DoppelkopfControls", "Your reservation is the marriage."),
    dk.COUNTING: QT_TRANSLATE_NOOP(
        "DoppelkopfControls", "Tell the table how many trumps you gave back."
    ),
}


def _tr(text: object) -> str:
    return QCoreApplication.translate(CONTEXT, str(text))


class DoppelkopfControls(GameControls):
    """The row of Doppelkopf's controls for the choices offered now."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("doppelkopfControls")
        self.solo: DoppelkopfSolo | None = None
        self.announcements: DoppelkopfAnnouncements | None = None

    @staticmethod
    def prompt(state: GameState, seat: int, to_go: int, names: Sequence[str]) -> str | None:
        phase = getattr(state, "stage", None)
        if phase == dk.PASSING and to_go:
            done = len(getattr(state, "passed", ()))
            return _tr(_PASSING).replace("%1", str(done + to_go)).replace("%2", str(to_go))
        poor = getattr(state, "poor", None)
        name = names[poor] if isinstance(poor, int) and 0 <= poor < len(names) else ""
        if phase == dk.RETURNING and to_go:
            done = len(getattr(state, "returned", ()))
            return (
                _tr(_RETURNING)
                .replace("%1", name)
                .replace("%2", str(done + to_go))
                .replace("%3", str(to_go))
            )
        if phase == dk.OFFER:
            return _tr(_OFFER).replace("%1", name)
        if phase == dk.AUCTION:
            return None
        text = _PHASES.get(phase) if isinstance(phase, int) else None
        return _tr(text) if text else None

    def _words(self, phase: object) -> dict[str, tuple[str, str]]:
        """Label and tooltip of each single word the engine may offer."""
        if phase == dk.SOLO_ROUND:
            passing = self.tr("No solo")
        elif phase == dk.POVERTY_ROUND:
            passing = self.tr("No poverty")
        else:
            passing = self.tr("Pass")
        return {
            "healthy": (self.tr("Healthy"), self.tr("No reservation: play the normal game.")),
            "reservation": (
                self.tr("Reservation"),
                self.tr("You want a solo, a marriage or a poverty."),
            ),
            "redeal": (
                self.tr("Redeal"),
                self.tr("Show your hand and have the cards dealt again."),
            ),
            "pass": (passing, ""),
            "solo": (self.tr("Solo"), self.tr("Bid for a solo; you name it after the auction.")),
            "poverty": (
                self.tr("Poverty"),
                self.tr("Three trumps or fewer: pass three cards to a partner who takes them."),
            ),
            "marriage": (
                self.tr("Marriage"),
                self.tr("Both ♣Q: the first other player to win a trick becomes your partner."),
            ),
            "accept": (self.tr("Take the poverty"), self.tr("Take the cards and play together.")),
            "refuse": (self.tr("Refuse"), ""),
        }

    def build(self, choices: Sequence[Choice], state: GameState | None) -> list[Choice]:
        phase = getattr(state, "stage", None)
        words = self._words(phase)
        rest: list[Choice] = []
        solos: list[Choice] = []
        announcements: list[Choice] = []
        for choice in choices:
            raw = choice.raw
            if parse_solo(raw) is not None:
                solos.append(choice)
            elif parse_announcement(raw) is not None:
                announcements.append(choice)
            elif raw in words:
                label, tip = words[raw]
                self.add_button(label, choice.action, tip)
            elif raw.startswith("bid "):
                level = self._level(raw.removeprefix("bid "))
                if phase == dk.AUCTION:
                    self.add_button(self.tr("Hold at %1").replace("%1", level), choice.action)
                else:
                    self.add_button(self.tr("Bid %1").replace("%1", level), choice.action)
            elif raw.startswith("trumps back "):
                count = raw.removeprefix("trumps back ")
                self.add_button(
                    self.tr("Trumps given back: %1").replace("%1", count), choice.action
                )
            else:
                rest.append(choice)
        if solos:
            self._solo(solos)
        if announcements:
            panel = DoppelkopfAnnouncements(announcements, self)
            panel.chosen.connect(self.chosen.emit)
            self.row.addWidget(panel)
            self.announcements = panel
            self.buttons.extend(panel.buttons)
            for label, trigger in panel.options:
                self.add_option(label, trigger)
        return rest

    def _level(self, word: str) -> str:
        return self.tr("schwarz") if word == "schwarz" else word

    def _solo(self, solos: list[Choice]) -> None:
        panel = DoppelkopfSolo({c.raw: c.action for c in solos}, self)
        panel.chosen.connect(self.chosen.emit)
        self.row.insertWidget(0, panel)
        self.solo = panel
        for choice in sorted(solos, key=lambda c: c.action):

            def pick(raw: str = choice.raw) -> None:
                panel.select(raw)
                panel.play_button.click()

            self.add_option(choice.label, pick)


__all__ = ["DoppelkopfControls"]
