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

Each choice is recognised by the engine's :class:`~stammtisch.engine.meaning.ActionInfo`;
what the user is asked (:class:`~stammtisch.engine.meaning.TurnInfo`) only
chooses the words a "pass" is labelled with.

Before the user commits to a reservation, a note says what it will commit to:
the engine's :attr:`~stammtisch.engine.meaning.TurnInfo.commits` lists what the
user would then be offered (the solos, poverty, marriage), and a reservation that offers neither marriage nor poverty is said plainly to mean
a solo.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QLabel, QWidget

from stammtisch.engine.meaning import ActionInfo, ActionKind, Ask, TurnInfo

from ..i18n import list_text
from .choice import Choice
from .doppelkopf_announcements import DoppelkopfAnnouncements
from .doppelkopf_solo import KINDS, DoppelkopfSolo, solo_label
from .game_controls import GameControls

CONTEXT = "DoppelkopfControls"
_PASSING = QT_TRANSLATE_NOOP(
    "DoppelkopfControls",
    "Poverty: lay %1 cards face down for the partner who takes them, every trump among them "
    "(click them to choose, then confirm). Still to lay down: %2.",
)
_RETURNING = QT_TRANSLATE_NOOP(
    "DoppelkopfControls",
    "You took %1's poverty: give %2 cards back to %1 "
    "(click them to choose, then confirm). Still to give: %3.",
)
_OFFER = QT_TRANSLATE_NOOP(
    "DoppelkopfControls", "%1 has a poverty: take the cards and play with %1, or refuse."
)

_ASKS = {
    Ask.HEALTH: QT_TRANSLATE_NOOP(
        "DoppelkopfControls",
        "Healthy, or do you have a reservation (a solo, a marriage, a poverty)?",
    ),
    Ask.SOLO: QT_TRANSLATE_NOOP("DoppelkopfControls", "Your reservation: a solo?"),
    Ask.DECLARE: QT_TRANSLATE_NOOP("DoppelkopfControls", "You play the solo: choose it."),
    Ask.FORCED_SOLO: QT_TRANSLATE_NOOP("DoppelkopfControls", "Your forced solo: choose it."),
    Ask.POVERTY: QT_TRANSLATE_NOOP("DoppelkopfControls", "Your reservation: a poverty?"),
    Ask.MARRIAGE: QT_TRANSLATE_NOOP("DoppelkopfControls", "Your reservation is the marriage."),
    Ask.COUNT: QT_TRANSLATE_NOOP(
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
        self.reservation_note: QLabel | None = None

    @staticmethod
    def prompt(
        turn: TurnInfo, names: Sequence[str], label: Callable[[ActionInfo], str]
    ) -> str | None:
        ask, to_go, done = turn.ask, turn.cards_to_go, turn.cards_done
        if ask is Ask.PASS_CARDS and turn.target is None and to_go:
            return _tr(_PASSING).replace("%1", str(done + to_go)).replace("%2", str(to_go))
        name = GameControls.name(names, turn.partner)
        if ask is Ask.PASS_CARDS and to_go:
            return (
                _tr(_RETURNING)
                .replace("%1", name)
                .replace("%2", str(done + to_go))
                .replace("%3", str(to_go))
            )
        if ask is Ask.ACCEPT:
            return _tr(_OFFER).replace("%1", name)
        text = _ASKS.get(ask)
        return _tr(text) if text else None

    def _words(self, ask: Ask) -> dict[ActionKind, tuple[str, str]]:
        """Label and tooltip of each single-button kind the engine may offer."""
        if ask is Ask.SOLO:
            passing = self.tr("No solo")
        elif ask is Ask.POVERTY:
            passing = self.tr("No poverty")
        else:
            passing = self.tr("Pass")
        return {
            ActionKind.HEALTHY: (
                self.tr("Healthy"),
                self.tr("No reservation: play the normal game."),
            ),
            ActionKind.RESERVE: (
                self.tr("Reservation"),
                self.tr("You want a solo, a marriage or a poverty."),
            ),
            ActionKind.REDEAL: (
                self.tr("Redeal"),
                self.tr("Show your hand and have the cards dealt again."),
            ),
            ActionKind.PASS: (passing, ""),
            ActionKind.SOLO: (
                self.tr("Solo"),
                self.tr("Bid for a solo; you name it after the auction."),
            ),
            ActionKind.POVERTY: (
                self.tr("Poverty"),
                self.tr("Three trumps or fewer: pass three cards to a partner who takes them."),
            ),
            ActionKind.MARRIAGE: (
                self.tr("Marriage"),
                self.tr("Both ♣Q: the first other player to win a trick becomes your partner."),
            ),
            ActionKind.ACCEPT: (
                self.tr("Take the poverty"),
                self.tr("Take the cards and play together."),
            ),
            ActionKind.REFUSE: (self.tr("Refuse"), ""),
        }

    def build(self, choices: Sequence[Choice], turn: TurnInfo | None) -> list[Choice]:
        ask = turn.ask if turn is not None else Ask.NOTHING
        words = self._words(ask)
        rest: list[Choice] = []
        solos: list[Choice] = []
        announcements: list[Choice] = []
        for choice in choices:
            info = choice.info
            if info.kind is ActionKind.DECLARE:
                solos.append(choice)
            elif info.kind is ActionKind.ANNOUNCE:
                announcements.append(choice)
            elif info.kind in words:
                label, tip = words[info.kind]
                self.add_button(label, choice.action, tip)
            elif info.kind in (ActionKind.BID, ActionKind.HOLD):
                level = self.tr("schwarz") if info.schwarz else str(info.level)
                if info.kind is ActionKind.HOLD:
                    self.add_button(self.tr("Hold at %1").replace("%1", level), choice.action)
                else:
                    self.add_button(self.tr("Bid %1").replace("%1", level), choice.action)
            elif info.kind is ActionKind.COUNT:
                count = str(info.level)
                self.add_button(
                    self.tr("Trumps given back: %1").replace("%1", count), choice.action
                )
            else:
                rest.append(choice)
        if solos:
            self._solo(solos)
        if turn is not None and turn.commits:
            self._explain_reservation(list(turn.commits))
        if announcements:
            panel = DoppelkopfAnnouncements(announcements, self)
            panel.chosen.connect(self.chosen.emit)
            self.row.addWidget(panel)
            self.announcements = panel
            self.buttons.extend(panel.buttons)
            for label, trigger in panel.options:
                self.add_option(label, trigger)
        return rest

    def _explain_reservation(self, offers: list[ActionInfo]) -> None:
        """Say, next to the buttons, what a reservation commits the user to."""
        offered = {info.contract for info in offers if info.kind is ActionKind.DECLARE}
        kinds = [kind for kind in KINDS if kind in offered]
        names = list_text(solo_label(kind) for kind in kinds)
        words = self._words(Ask.NOTHING)
        others = [
            info.kind for info in offers if info.kind in (ActionKind.MARRIAGE, ActionKind.POVERTY)
        ]
        if not others:
            text = self.tr(
                "A reservation without a marriage or a poverty means a solo: you will have "
                "to play one (%1)."
            ).replace("%1", names)
        else:
            parts = [words[kind][0] for kind in dict.fromkeys(others)]
            if kinds:
                parts.append(self.tr("a solo (%1)").replace("%1", names))
            text = self.tr("A reservation lets you declare: %1.").replace(
                "%1", self.tr(" or ").join(parts)
            )
        note = QLabel(self)
        note.setObjectName("reservationNote")
        note.setWordWrap(True)
        note.setText(text)
        note.setToolTip(text)
        self.row.addWidget(note, 1)
        self.reservation_note = note
        for button in self.buttons:
            if button.text() == words[ActionKind.RESERVE][0]:
                button.setToolTip(text)

    def _solo(self, solos: list[Choice]) -> None:
        refused = [(r.info, r.reason) for r in self.take_refused(ActionKind.DECLARE)]
        panel = DoppelkopfSolo([c.info for c in solos], self, refused)
        panel.chosen.connect(self.chosen.emit)
        self.row.insertWidget(0, panel)
        self.solo = panel
        for choice in sorted(solos, key=lambda c: c.action):

            def pick(action: int = choice.action) -> None:
                panel.select_action(action)
                panel.play_button.click()

            self.add_option(choice.label, pick)


__all__ = ["DoppelkopfControls"]
