"""Doppelkopf's decisions: reservations, solo, poverty, marriage, announcements.

- "Healthy" / "Reservation" (and "Redeal" where the engine offers it);
- the reservation's rounds: a solo (:class:`DoppelkopfSolo`, a
  :class:`~..composed_choice.ComposedChoice`: the kinds and, in the 40-card variant, the
  variants the engine offers, the variant chooser shown only where there are variants) or
  "No solo", then "Poverty" or "No poverty", then "Marriage"; in the solo auction "Solo"
  and the bids;
- the poverty: "Take the poverty" / "Refuse", and the count of trumps given
  back; the cards themselves are laid down and given back on the table, with
  a prompt that says what to do and how many are still to go;
- the announcements (:class:`DoppelkopfAnnouncements`): "Announce:" and one button for
  each announcement the engine offers the user right now, in turn from ``legal_actions()``
  and while another seat is to play from ``out_of_turn_actions()``; a button says the step
  ("Re", "no 60") and its tooltip every step it takes at once (announcing "no 60" first
  also says Re and "no 90").

Each choice is recognised by the engine's :class:`~stammtisch.engine.meaning.ActionInfo`;
what the user is asked (:class:`~stammtisch.engine.meaning.TurnInfo`) only
chooses the words a "pass" is labelled with.

Before the user commits to a reservation, a note says what it will commit to:
the engine's :attr:`~stammtisch.engine.meaning.TurnInfo.commits` lists what the
user would then be offered (the solos, poverty, marriage), and a reservation that offers
neither marriage nor poverty is said plainly to mean a solo.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Hashable, Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from stammtisch.engine.meaning import ActionInfo, ActionKind, Ask, TurnInfo

from ...i18n import list_text
from ...turn import Choice
from ..composed_choice import ComposedChoice, Key, Part
from ..game_controls import GameControls
from ..kept import empty, kept, rewire
from ..wrapping import Paragraph

GAME = "doppelkopf"

# --- the solo ---------------------------------------------------------------------------

SOLO = "DoppelkopfSolo"
KINDS = ("clubs", "spades", "hearts", "diamonds", "queen", "jack", "queen-jack", "no-trump")
"""The solos as :attr:`ActionInfo.contract` names them, in the order the chooser lists them."""
VARIANTS = ("", "re", "no-re")

_KIND_LABELS = {
    "clubs": QT_TRANSLATE_NOOP("DoppelkopfSolo", "Clubs solo"),
    "spades": QT_TRANSLATE_NOOP("DoppelkopfSolo", "Spades solo"),
    "hearts": QT_TRANSLATE_NOOP("DoppelkopfSolo", "Hearts solo"),
    "diamonds": QT_TRANSLATE_NOOP("DoppelkopfSolo", "Diamonds solo"),
    "queen": QT_TRANSLATE_NOOP("DoppelkopfSolo", "Queen solo"),
    "jack": QT_TRANSLATE_NOOP("DoppelkopfSolo", "Jack solo"),
    "queen-jack": QT_TRANSLATE_NOOP("DoppelkopfSolo", "Queen-jack solo"),
    "no-trump": QT_TRANSLATE_NOOP("DoppelkopfSolo", "No-trump solo"),
}
_VARIANT_LABELS = {
    "": QT_TRANSLATE_NOOP("DoppelkopfSolo", "Plain"),
    "re": QT_TRANSLATE_NOOP("DoppelkopfSolo", "With Re announced"),
    "no-re": QT_TRANSLATE_NOOP("DoppelkopfSolo", "Without Re"),
}

_PLAY = QT_TRANSLATE_NOOP("DoppelkopfSolo", "Play solo")
_VARIANT_TIP = QT_TRANSLATE_NOOP(
    "DoppelkopfSolo",
    "With Re announced: the solo starts with Re said. "
    "Without Re: you make no announcement at all. Either outranks the plain solo.",
)


def _solo_tr(text: object) -> str:
    """A text of the solo choice (its strings keep the class's translation context)."""
    return QCoreApplication.translate(SOLO, str(text))


def solo_label(kind: Hashable, prefix: Key = ()) -> str:
    """A solo for people ("Queen solo"; German "Damensolo")."""
    return _solo_tr(_KIND_LABELS[str(kind)]) if kind in _KIND_LABELS else str(kind)


def _variant_label(variant: Hashable, prefix: Key) -> str:
    return _solo_tr(_VARIANT_LABELS[str(variant or "")])


PARTS = (
    Part("soloKind", lambda i: i.contract, solo_label, order=lambda k: KINDS.index(str(k))),
    Part(
        "soloVariant",
        lambda i: i.variant,
        _variant_label,
        order=lambda v: VARIANTS.index(str(v or "")),
    ),
)


class DoppelkopfSolo(ComposedChoice):
    """Kind, variant, and "Play solo"."""

    def __init__(
        self,
        offered: Sequence[ActionInfo],
        parent: QWidget | None = None,
        refused: Sequence[tuple[ActionInfo, str]] = (),
    ) -> None:
        super().__init__(offered, PARTS, _solo_tr(_PLAY), "playSolo", parent, refused)
        self.setObjectName("doppelkopfSolo")
        self.kind, self.variant = self.chooser(0), self.chooser(1)
        self.variant.setToolTip(_solo_tr(_VARIANT_TIP))
        self.play_button = self.button

    def variants(self) -> list[str]:
        """The variants the chooser lists now ("" plain, "re", "no-re")."""
        return [str(self.variant.itemData(i) or "") for i in range(self.variant.count())]


# --- the announcements -------------------------------------------------------------


class DoppelkopfAnnouncements(QWidget):
    """ "Announce:" and a button per offered announcement."""

    chosen = Signal(int)

    def __init__(self, choices: Sequence[Choice], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("doppelkopfAnnouncements")
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self.title = QLabel(self.tr("Announce:"), self)
        self._layout.addWidget(self.title)
        self.buttons: list[QPushButton] = []
        self.options: list[tuple[str, Callable[[], None]]] = []
        self.offer(choices)

    def offer(self, choices: Sequence[Choice]) -> None:
        """A button for each announcement of ``choices``; the focused one kept through a
        rebuild of the row (see :mod:`..kept`) stays where it is, with the focus."""
        rewire(self.chosen)
        empty(self._layout, stay=[self.title])
        self.buttons = []
        self.options = []
        offered = sorted(
            (c for c in choices if c.info.kind is ActionKind.ANNOUNCE), key=lambda c: c.action
        )
        steps: list[str] = []
        for choice in offered:
            text = self._label(choice.info.party or "", choice.info.level or 1)
            steps.append(text)
            button = kept(self, QPushButton, "announcement", choice.action, text)
            button = button or QPushButton(self)
            rewire(button.clicked)
            button.setText(text)
            button.setObjectName("announcement")
            button.setProperty("action", choice.action)
            button.setMinimumWidth(64)
            button.setToolTip(self.tr("Announces: %1").replace("%1", list_text(steps)))
            button.clicked.connect(functools.partial(self.chosen.emit, choice.action))
            self._layout.addWidget(button)
            self.buttons.append(button)
            self.options.append((text, button.click))

    def _label(self, party: str, level: int) -> str:
        if level <= 1:
            return self.tr("Re") if party == "re" else self.tr("Kontra")
        return {
            2: self.tr("no 90"),
            3: self.tr("no 60"),
            4: self.tr("no 30"),
        }.get(level, self.tr("schwarz"))


# --- the row of controls -----------------------------------------------------------

CONTROLS = "DoppelkopfControls"
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
    """A text of the row of controls (its strings keep the class's translation context)."""
    return QCoreApplication.translate(CONTROLS, str(text))


class DoppelkopfControls(GameControls):
    """The row of Doppelkopf's controls for the choices offered now."""

    solo: DoppelkopfSolo | None
    announcements: DoppelkopfAnnouncements | None
    reservation_note: QLabel | None

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("doppelkopfControls")

    def reset(self) -> None:
        super().reset()
        self.solo = None
        self.announcements = None
        self.reservation_note = None

    @staticmethod
    def prompt(
        turn: TurnInfo, names: Sequence[str], label: Callable[[ActionInfo], str], chosen: int = 0
    ) -> str | None:
        ask, to_go, done = turn.ask, turn.cards_to_go, turn.cards_done
        if ask is Ask.PASS_CARDS and turn.target is None and to_go:
            return QCoreApplication.translate(
                "DoppelkopfControls",
                "Poverty: lay %n cards face down for the partner who takes them, every trump "
                "among them (click them or press Space on them, then confirm). Still to lay down: %1.",
                None,
                done + to_go,
            ).replace("%1", str(max(0, to_go - chosen)))
        name = GameControls.name(names, turn.partner)
        if ask is Ask.PASS_CARDS and to_go:
            return (
                QCoreApplication.translate(
                    "DoppelkopfControls",
                    "You took %1's poverty: give %n cards back to %1 "
                    "(click them or press Space on them, then confirm). Still to give: %2.",
                    None,
                    done + to_go,
                )
                .replace("%1", name)
                .replace("%2", str(max(0, to_go - chosen)))
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
                self.tr(
                    "Both ♣Q: the first other player to win one of the first three tricks "
                    "becomes your partner; win all three and you play a solo."
                ),
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
            panel = kept(self, DoppelkopfAnnouncements)
            if panel is not None:
                panel.offer(announcements)
            else:
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
        note = Paragraph(self)
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
        panel = self.composed(DoppelkopfSolo, [c.info for c in solos], refused)
        self.add_composed(panel, sorted(solos, key=lambda c: c.action), first=True)
        self.solo = panel


__all__ = [
    "GAME",
    "KINDS",
    "DoppelkopfAnnouncements",
    "DoppelkopfControls",
    "DoppelkopfSolo",
    "solo_label",
]
