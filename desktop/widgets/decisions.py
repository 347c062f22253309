"""Decision controls: every legal action that is not a card gets a control.

Bids, passes, picking up, declarations, announcements: whatever the engine
lists in ``legal_actions()`` (and ``out_of_turn_actions()`` for announcements
made while another seat is to play) is offered, labelled in the user's
language, and each control carries its engine action, so the panel holds no
rule.  The shape follows the choices:

- a few choices: one button each (pass, hold, Re, Kontra, "no 90"...);
- a ladder of bids (Skat's values): the next value as a button, higher ones
  in a list beside it;
- many choices: grouped by their kind as buttons with a menu;
- each game's own controls (:mod:`.games`: Skat's declaration, Schafkopf's
  announcement, Doppelkopf's solo and announcements, Sheepshead's call) take the
  words they know first; what is left gets the shapes above.

Every button and check box of the row gets a mnemonic of its own, underlined on it
(:mod:`.mnemonics`): Alt and that letter press it.  The tab order follows the row from left
to right, right after the table (:attr:`DecisionPanel.tab_after`), and :meth:`DecisionPanel.focus_first` puts the focus where a keyboard user starts
(never on a button that commits a game: see :meth:`DecisionPanel.focus_first`).

Decisions the rules refuse now (:class:`~.choice.Refused`, from the engine's
:func:`~stammtisch.engine.coach.whynot.refusals`) stay visible: in a composed
control or a chooser greyed with the reason as tooltip, otherwise as a greyed
button (one per kind and party).  Trying one (composing it, or clicking it)
never reaches the engine: the line under the row says the rule that forbids it,
with a link to that section of the rules reference (:attr:`DecisionPanel.ruleRequested`).
"""

from __future__ import annotations

import functools
import html
import itertools
from collections.abc import Callable, Mapping, Sequence

import shiboken6
from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QAction, QShortcutEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QMenu,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from stammtisch.engine.meaning import ActionInfo, ActionKind, TurnInfo

from ..rules import sections
from ..turn import Choice, Refused
from .card_item import HINT_COLOR
from .composed_choice import ComposedChoice
from .flow_layout import FlowLayout
from .game_controls import GameControls
from .games import GAME_CONTROLS, game_prompt
from .hint_panel import current_language
from .kept import drop, is_kept, keep, kept, laid_out, release, rewire
from .mnemonics import assign, mnemonic_of, plain, window_letters, with_letter
from .wrapping import Paragraph, WrapButton

MAX_BUTTONS = 8
"""More word choices than this are grouped into menus."""


HINT_FRAME = 3
"""The width of the coach's mark, in pixels."""
HINT_STYLE = (
    f'[hinted="true"] {{ border: {HINT_FRAME}px dashed {HINT_COLOR.name()}; border-radius: 4px; }}'
)
"""The coach's mark on a control: the hint's violet, dashed (a card's selection is solid
blue or green), on the marked widget only (its own selector: a combo box's list is not
framed)."""


class DecisionPanel(QWidget):
    """The row under the table: a prompt, then the choices."""

    chosen = Signal(int)
    """The user chose this engine action."""
    ruleRequested = Signal(str)
    """The user followed the link of a refused decision's rule: the section id."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("decisions")
        # Lines above, the controls in the row at the bottom, left to right in the engine's
        # order: a longer prompt or a note grows the panel upwards and never moves a button,
        # so the same word (pass, the next bid) stays under the mouse from one turn to the next
        outer = QVBoxLayout(self)
        outer.setContentsMargins(10, 6, 10, 6)
        outer.setSpacing(4)
        self.why = Paragraph(self)
        self.why.setObjectName("whyNot")
        self.why.setTextFormat(Qt.TextFormat.RichText)
        self.why.setWordWrap(True)
        self.why.linkActivated.connect(self.ruleRequested.emit)
        self.why.hide()
        outer.addWidget(self.why)
        self.note = Paragraph(self)
        self.note.setObjectName("actionNote")
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setWordWrap(True)
        self.note.hide()
        outer.addWidget(self.note)
        self.notes: dict[int, str] = {}
        """What the engine says about an action before it is taken (a declaration's worth), in
        the user's language, by action."""
        self.refused: dict[int, Refused] = {}
        """The decisions refused now, by action."""
        self.game = ""
        self.prompt = Paragraph(self)
        self.prompt.setObjectName("prompt")
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)
        self.prompt.setWordWrap(True)
        self.prompt.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        outer.addWidget(self.prompt)
        layout = QHBoxLayout()
        layout.setContentsMargins(0, 0, 0, 0)
        outer.addLayout(layout)
        # the row wraps where the width ends (a long row in Japanese goes on below rather
        # than squeeze a button below its text)
        self._row = FlowLayout()
        layout.addLayout(self._row, 1)
        self.buttons: list[QPushButton | QToolButton] = []
        self._options: list[tuple[str, Callable[[], None]]] = []
        self.controls: GameControls | None = None
        self.hinted: QWidget | None = None
        """The control the coach's advice is marked on."""
        self._infos: dict[int, ActionInfo] = {}
        """What each action offered or refused now means (for the buttons' letters)."""
        self.keyboard_used = False
        """The row's last control was worked with the keys (a key or its letter), not the
        mouse: the table then keeps a card under its keyboard cursor."""
        self._framed: list[QWidget] = []
        """The widgets the mark frames (in a composed control: those that say the advice)."""
        self._leaving: list[QWidget] = []
        """The old row's control that had the focus and the widgets it sits in, kept for the
        new row (see :mod:`.kept`); those it did not take go once the focus has moved on."""
        self._shown: tuple[object, ...] | None = None
        """What the row shows now (the choices, refusals and notes), to keep it as it is when
        a refresh offers the same again (the focus stays where it is)."""
        self._confirm: QPushButton | None = None
        self.tab_after: QWidget | None = None
        """The widget the row follows in Tab order (the window's table): a new row's controls
        are put right after it, not at the end of the window's order."""
        self.setMinimumHeight(52)

    def settled(self) -> None:
        """The focus has found its place after a rebuild: what the old row kept for the focus
        and the new row did not take (see :mod:`.kept`) goes."""
        for widget in self._leaving:  # the outermost first: it takes those inside along
            if shiboken6.isValid(widget) and is_kept(widget):
                drop(widget)
        self._leaving = []

    def focus_chain(self) -> list[QWidget]:
        """The focused control of the row and the widgets it sits in up to the row, the
        outermost first (none when the focus is not on the row's controls)."""
        widget = QApplication.focusWidget()
        chain: list[QWidget] = []
        while widget is not None and widget is not self:
            chain.insert(0, widget)
            widget = widget.parentWidget()
        if widget is None or not chain or self._row.indexOf(chain[0]) < 0:
            return []
        return chain

    def clear(self) -> None:
        """Take the row down.  The focused control and the widgets it sits in are kept (they
        are not hidden, so the focus does not move): a rebuild that offers the same control
        again takes it back with the focus on it, and what it does not take goes once the
        focus has moved on (:meth:`settled`)."""
        self.settled()
        self.clear_highlight()
        chain = self.focus_chain()
        keep(chain)
        self._leaving = chain
        while self._row.count():
            item = self._row.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None and not is_kept(widget):
                widget.hide()
                widget.deleteLater()
        self._shown = None
        self._confirm = None
        self.buttons = []
        self._options = []
        self.controls = None
        self.hinted = None
        self._framed = []
        self.refused = {}
        self.show_refusal(None)
        self.notes = {}
        self.show_note(None)

    def show_choices(
        self,
        prompt: str,
        in_turn: Sequence[Choice] = (),
        out_of_turn: Sequence[Choice] = (),
        game: str = "",
        turn: TurnInfo | None = None,
        refused: Sequence[Refused] = (),
        notes: Mapping[int, str] | None = None,
    ) -> None:
        """Offer ``in_turn`` and ``out_of_turn`` choices for ``game`` (the user is asked ``turn``),
        show the ``refused`` decisions with their reasons, and under a composed choice the
        ``notes`` on the action it describes.  The same choices offered again keep the row
        as it is (only the prompt changes), so the focus does not move."""
        offered: tuple[object, ...] = (
            game,
            tuple(in_turn),
            tuple(out_of_turn),
            turn,
            tuple(refused),
            tuple(sorted((notes or {}).items())),
        )
        if offered == self._shown and (in_turn or out_of_turn or refused):
            self.prompt.setText(prompt)
            return
        self.clear()
        self._shown = offered
        self.game = game
        self.prompt.setText(prompt)
        self.refused = {r.action: r for r in refused}
        self.notes = dict(notes or {})
        shown: set[int] = set()
        choices = [*in_turn, *out_of_turn]
        factory = GAME_CONTROLS.get(game)
        if factory is not None and choices:
            reused = kept(self, factory)
            controls = reused or factory(self)
            controls.reset()
            controls.refused = dict(self.refused)
            choices = controls.build(choices, turn)
            shown |= controls.shown_refused
            if controls.is_empty():
                if reused is not None:
                    release(reused)  # it goes with the old row
                else:
                    controls.deleteLater()
            else:
                controls.chosen.connect(self._attempt)
                self._row.addWidget(controls)
                self.controls = controls
                self.buttons.extend(controls.buttons)
                self._options.extend(controls.options())
        numbers = [
            c
            for c in choices
            if c.info.kind is ActionKind.BID and c.info.level and c.info.contract is None
        ]
        if len(numbers) > 2:  # a ladder of bids, where the first of them stands in the row
            first = choices.index(numbers[0])
            rest = [c for c in choices if c not in numbers]
            for choice in rest[:first]:
                self._button(choice)
            self._ladder(numbers)
            for choice in rest[first:]:
                self._button(choice)
        elif len(choices) <= MAX_BUTTONS:
            for choice in choices:
                self._button(choice)
        else:
            self._grouped(choices)
        self._refused_buttons([r for r in refused if r.action not in shown])
        made: list[ComposedChoice] = []
        if self.controls is not None:  # (the old row's widgets are still there until deleted)
            made = [c for c in self.controls.findChildren(ComposedChoice) if laid_out(c)]
        for composed in made:
            composed.composed.connect(self._composed)
            now = composed.refused_action()
            if now is not None:
                self.show_refusal(now)
            self.show_note(composed.action())
        self._infos = {c.action: c.info for c in [*in_turn, *out_of_turn]}
        self._infos.update({r.action: r.info for r in refused})
        self._keyboard()

    # --- the keyboard -------------------------------------------------------------------

    def row_widgets(self) -> list[QWidget]:
        """The row's controls that take the focus, left to right (hidden ones left out)."""
        found: list[QWidget] = []

        def walk(layout: QLayout) -> None:
            for index in range(layout.count()):
                item = layout.itemAt(index)
                widget = item.widget() if item is not None else None
                if item is not None and layout is not self._row and item.layout() is None:
                    # let go of the wrapper of an item Qt deletes on its own (a game's row
                    # goes with its widget): a stale one came back for the next item there
                    shiboken6.invalidate(item)
                if widget is not None:
                    if widget.isHidden() and widget.testAttribute(
                        Qt.WidgetAttribute.WA_WState_ExplicitShowHide
                    ):
                        continue  # hidden on purpose (a new widget is hidden until shown)
                    if widget.focusPolicy() & Qt.FocusPolicy.TabFocus:
                        found.append(widget)
                    inner = widget.layout()
                    if inner is not None:
                        walk(inner)
                elif item is not None:
                    inner_layout = item.layout()
                    if inner_layout is not None:
                        walk(inner_layout)

        walk(self._row)
        return found

    def _keyboard(self) -> None:
        """Mnemonics for the row's buttons and boxes, and a tab order from left to right."""
        if self.isVisible():  # show the new controls now, so the focus can be put on them
            for index in range(self._row.count()):
                item = self._row.itemAt(index)
                widget = item.widget() if item is not None else None
                if widget is None:
                    continue
                if not widget.testAttribute(Qt.WidgetAttribute.WA_WState_ExplicitShowHide):
                    widget.show()
                for inner in widget.findChildren(QWidget):  # new ones in a kept container
                    if (
                        inner.isHidden()
                        and not inner.testAttribute(Qt.WidgetAttribute.WA_WState_ExplicitShowHide)
                        and laid_out(inner)
                    ):
                        inner.show()
        widgets = self.row_widgets()
        for widget in widgets:
            widget.installEventFilter(self)
        if self.tab_after is not None and widgets:  # the row comes right after the table
            QWidget.setTabOrder(self.tab_after, widgets[0])
        for before, after in itertools.pairwise(widgets):
            QWidget.setTabOrder(before, after)
        marked = [w for w in widgets if isinstance(w, (QPushButton, QToolButton, QCheckBox))]
        taken = window_letters(self.window(), self) if self.window() is not self else set()
        assign(marked, taken, self._infos)

    def reletter(self) -> None:
        """Give the row's controls new letters where another control of the window took
        theirs meanwhile (a dock shown after the row was built: the statistics' buttons)."""
        marked = [
            w
            for w in self.row_widgets()
            if isinstance(w, (QPushButton, QToolButton, QCheckBox)) and w.text()
        ]
        taken = window_letters(self.window(), self) if self.window() is not self else set()
        if not any(mnemonic_of(w.text()) in taken for w in marked):
            return
        for widget in marked:
            widget.setText(plain(widget.text()).replace("&", "&&"))
        assign(marked, taken, self._infos)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Note whether the row is worked with the keys or the mouse (see :attr:`keyboard_used`)."""
        kind = event.type()
        if kind in (QEvent.Type.KeyPress, QEvent.Type.Shortcut):
            self.keyboard_used = True
        elif kind == QEvent.Type.MouseButtonPress:
            self.keyboard_used = False
        if (
            kind == QEvent.Type.Shortcut
            and isinstance(event, QShortcutEvent)
            and not event.isAmbiguous()
            and isinstance(watched, QAbstractButton)
            and watched.isEnabled()
        ):
            # at once, not after the pressed look's 100 ms: the row may be rebuilt meanwhile
            # (another seat moved), and a button gone by then would lose the press
            watched.click()
            return True
        return False

    def retext(self, button: QAbstractButton, text: str) -> None:
        """Give the row's ``button`` the new ``text`` with the letter it had (or, the first
        time, a letter no other control uses): the confirm button's count changes."""
        letter = mnemonic_of(button.text())
        if letter is not None:
            button.setText(with_letter(text, _all_but(letter), letter))
            return
        taken = window_letters(self.window(), self) if self.window() is not self else set()
        for other in self.row_widgets():
            if isinstance(other, QAbstractButton) and other is not button:
                taken.add(mnemonic_of(other.text()) or "")
        button.setText(text)
        assign([button], taken, self._infos)

    def focus_first(self) -> QWidget | None:
        """Put the focus where a keyboard user starts in the row: its first button (the
        ladder's next value, Pass, Pick up...) but for conceding or a redeal, else the first
        chooser of a composed choice; never a button that commits a composed game (Declare,
        Announce).  Returns the widget."""
        widgets = [w for w in self.row_widgets() if w.isEnabled()]
        composed = [c for c in self.findChildren(ComposedChoice) if laid_out(c)]

        def in_composed(widget: QWidget) -> bool:
            return any(c.isAncestorOf(widget) for c in composed)

        def risky(widget: QWidget) -> bool:
            info = self._infos.get(widget.property("action"))
            return info is not None and info.kind in (ActionKind.CONCEDE, ActionKind.REDEAL)

        plain_buttons = [
            w
            for w in widgets
            if isinstance(w, (QPushButton, QToolButton))
            and not in_composed(w)
            and w.objectName() != "refused"
            and not risky(w)
        ]
        choosers = [w for w in widgets if in_composed(w) and not isinstance(w, QPushButton)]
        target = (plain_buttons or choosers or widgets or [None])[0]
        if target is not None:
            target.setFocus(Qt.FocusReason.OtherFocusReason)
        return target

    def focus_like(self, key: tuple[str, str, object, str]) -> QWidget | None:
        """Focus the row's control that matches ``key`` (see :meth:`focus_key`), if any."""
        for widget in self.row_widgets():
            if self.focus_key(widget) == key and widget.isEnabled():
                widget.setFocus(Qt.FocusReason.OtherFocusReason)
                return widget
        return None

    @staticmethod
    def focus_key(widget: QWidget) -> tuple[str, str, object, str]:
        """What a control is, so the same control can be found after the row is rebuilt."""
        text = plain(widget.text()) if isinstance(widget, QAbstractButton) else ""
        return (type(widget).__name__, widget.objectName(), widget.property("action"), text)

    # --- refused decisions --------------------------------------------------------

    def _attempt(self, action: int) -> None:
        """A control chose ``action``: take it, or, if the rules refuse it, say why."""
        if action in self.refused:
            self.show_refusal(action)
        else:
            self.chosen.emit(action)

    def _composed(self, action: int) -> None:
        self.show_refusal(action if action in self.refused else None)
        self.show_note(action)

    def show_note(self, action: int | None) -> None:
        """Say under the row what the engine notes on ``action`` (None or no note: hide)."""
        note = self.notes.get(action) if action is not None else None
        if not note:
            self.note.clear()
            self.note.hide()
            return
        self.note.setText(note)
        self.note.setProperty("action", action)
        self.note.show()

    def _refused_buttons(self, refused: Sequence[Refused]) -> None:
        """A greyed button for each refused decision no control shows (the lowest of each kind
        and party: "no 90" after its deadline stands for "no 60" too)."""
        seen: set[tuple[ActionKind, str | None]] = set()
        for item in sorted(refused, key=lambda r: r.action):
            key = (item.info.kind, item.info.party)
            if key in seen:
                continue
            seen.add(key)
            button = kept(self, WrapButton, "refused", None, item.label) or WrapButton(parent=self)
            rewire(button.clicked)
            button.setText(item.label)
            button.setObjectName("refused")
            button.setProperty("refused", item.action)
            button.setToolTip(item.reason)
            button.setStyleSheet("color: #888888;")
            button.clicked.connect(functools.partial(self.show_refusal, item.action))
            self._row.addWidget(button)

    def show_refusal(self, action: int | None) -> None:
        """Say under the row why ``action`` is refused, with a link to its rule (None: hide)."""
        item = self.refused.get(action) if action is not None else None
        if item is None:
            self.why.clear()
            self.why.hide()
            return
        title = sections(self.game, current_language()).get(item.rule, item.rule)
        link = '<a href="{}">{}</a>'.format(
            html.escape(item.rule), html.escape(self.tr("Rule: %1").replace("%1", title))
        )
        self.why.setText(f"⊘ {html.escape(item.label)}: {html.escape(item.reason)} — {link}")
        self.why.setProperty("action", item.action)
        self.why.show()

    # --- the shapes ----------------------------------------------------------------

    def _button(self, choice: Choice) -> None:
        button = kept(self, WrapButton, "", choice.action, choice.label) or WrapButton(parent=self)
        rewire(button.clicked)
        button.setText(choice.label)
        button.setProperty("action", choice.action)
        button.setMinimumWidth(80)
        button.clicked.connect(functools.partial(self._attempt, choice.action))
        self._row.addWidget(button)
        self.buttons.append(button)
        self._options.append((choice.label, button.click))

    def _ladder(self, numbers: list[Choice]) -> None:
        """The next bid as a button in the engine's words ("Bid 18"), and any higher one
        chosen from a list ("or more: 20 ▾  Bid")."""
        ordered = sorted(numbers, key=lambda c: c.info.level or 0)
        self._button(ordered[0])
        more = QLabel(self.tr("or more:"), self)
        more.setObjectName("higherLabel")
        combo = kept(self, QComboBox, "higher") or QComboBox(self)
        combo.clear()
        combo.setObjectName("higher")
        more.setBuddy(combo)
        for choice in ordered[1:]:
            combo.addItem(str(choice.info.level), choice.action)
        higher = kept(self, QPushButton, "bidHigher", None, self.tr("Bid")) or QPushButton(self)
        rewire(higher.clicked)
        higher.setText(self.tr("Bid"))
        higher.setObjectName("bidHigher")
        higher.setProperty("mnemonic", "B")
        higher.clicked.connect(lambda: self._attempt(int(combo.currentData())))
        self._row.addWidget(more)
        self._row.addWidget(combo)
        self._row.addWidget(higher)
        self.buttons.append(higher)
        for index, choice in enumerate(ordered[1:]):

            def pick(i: int = index) -> None:
                combo.setCurrentIndex(i)
                higher.click()

            self._options.append((str(choice.info.level), pick))

    def _grouped(self, choices: list[Choice]) -> None:
        groups: dict[ActionKind, list[Choice]] = {}
        for choice in choices:
            groups.setdefault(choice.info.kind, []).append(choice)
        for members in groups.values():
            if len(members) == 1:
                self._button(members[0])
                continue
            text = members[0].label + " … ▾"
            button = kept(self, QToolButton, "", None, text) or QToolButton(self)
            old = button.menu()
            if old is not None:
                old.deleteLater()
            button.setText(text)
            button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            menu = QMenu(button)
            for member in members:
                item = QAction(member.label, menu)
                item.triggered.connect(functools.partial(self._attempt, member.action))
                menu.addAction(item)
                self._options.append((member.label, item.trigger))
            button.setMenu(menu)
            self._row.addWidget(button)
            self.buttons.append(button)

    def add_confirm(self, confirm: Callable[[], None]) -> QPushButton:
        """A button that confirms the cards chosen on the table (the window labels it); the
        row's own when it was kept as it was."""
        if self._confirm is not None:
            return self._confirm
        button = kept(self, QPushButton, "confirmCards") or QPushButton(self)
        rewire(button.clicked)
        button.setObjectName("confirmCards")
        button.setProperty("mnemonic", "C")
        button.setMinimumWidth(80)
        button.clicked.connect(confirm)
        self._row.addWidget(button)
        if self.isVisible():
            button.show()  # now, so the focus can be put on it
        button.installEventFilter(self)
        row = [w for w in self.row_widgets() if w is not button]
        before = row[-1] if row else self.tab_after
        if before is not None:
            QWidget.setTabOrder(before, button)
        self.buttons.append(button)
        self._options.append(("confirm", button.click))
        self._confirm = button
        return button

    # --- the coach's advice -------------------------------------------------------------

    def highlight(self, action: int) -> QWidget | None:
        """Mark the control that takes ``action``, setting a list or a composed control (a
        declaration) to it; returns the marked widget, or None."""
        self.clear_highlight()
        target: QWidget | None = None
        row = self.shown_widgets()
        for button in row:
            if (
                isinstance(button, QAbstractButton)
                and button.property("action") == action
                and not button.isHidden()
            ):
                target = button
                break
        if target is None:
            for combo in row:
                if isinstance(combo, QComboBox) and combo.findData(action) >= 0:
                    combo.setCurrentIndex(combo.findData(action))
                    target = combo
                    break
        if target is None:
            for composed in row:
                if isinstance(composed, ComposedChoice) and action in composed.offered.values():
                    composed.select_action(action)
                    target = composed
                    break
        if target is not None:
            target.setProperty("hinted", True)
            framed = target.advised_controls() if isinstance(target, ComposedChoice) else [target]
            for widget in framed:  # only what the advice says ("Hearts", not every box)
                widget.setProperty("hinted", True)
                wide = widget.sizeHint().width()
                widget.setStyleSheet(HINT_STYLE)
                if isinstance(widget, QComboBox):  # the frame takes no room from the value
                    widget.setMinimumWidth(wide + 2 * HINT_FRAME)
            self._framed = framed
            self.hinted = target
        return target

    def shown_widgets(self) -> list[QWidget]:
        """The widgets of the row shown now, with everything inside them (not those of an
        earlier row, which wait to be deleted)."""
        out: list[QWidget] = []
        for i in range(self._row.count()):
            item = self._row.itemAt(i)
            widget = item.widget() if item is not None else None
            if widget is not None:
                out += [widget, *widget.findChildren(QWidget)]
        return out

    def clear_highlight(self) -> None:
        if self.hinted is not None:
            if shiboken6.isValid(self.hinted):
                self.hinted.setProperty("hinted", False)
            for widget in self._framed:
                if not shiboken6.isValid(widget):
                    continue
                widget.setProperty("hinted", False)
                widget.setStyleSheet("")
                if isinstance(widget, QComboBox):
                    widget.setMinimumWidth(0)
            self._framed = []
            self.hinted = None

    # --- for tests and accessibility ------------------------------------------------------

    def options(self) -> list[tuple[str, Callable[[], None]]]:
        """Every choice offered, as (label, how to choose it through the widgets)."""
        return list(self._options)

    def button_for(self, label: str) -> QPushButton | QToolButton | None:
        """The button that reads ``label`` (its mnemonic aside)."""
        for button in self.buttons:
            if plain(button.text()) == label:
                return button
        return None


def _all_but(letter: str) -> set[str]:
    from .mnemonics import LETTERS

    return {c for c in LETTERS if c != letter}


__all__ = ["GAME_CONTROLS", "MAX_BUTTONS", "Choice", "DecisionPanel", "Refused", "game_prompt"]
