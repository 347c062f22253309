"""The new-game dialog: game, seats, names, opponents' strength, session length, rule options.

The rule options are built from the game's own ``OPTIONS`` (each with its
default, explained in a tooltip from the option's summary), so a new option
in the engine shows up here without a change to the desktop.

The session's length is chosen once, in rounds (every seat deals once a round);
the number of deals it makes is shown beside it.  Where the game's rules name
the length themselves (Skat's ``rounds`` option, Doppelkopf's tournament list)
that rule is the length.  Boxes take the mouse wheel only when focused, so
scrolling the rules never changes one.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from stammtisch.engine.rules import OptionValue, RuleOption
from stammtisch.engine.state import Game

from ..catalog import game_classes
from ..geometry import fit_window
from ..players import level_names
from .focus_wheel import FocusComboBox, FocusSpinBox
from .labels import game_title, level_label, option_label, option_summary, value_label
from .tab_order import follow_layout, label_for, name_fields

COMPUTER_NAMES = ("Anna", "Bernd", "Clara", "Dieter", "Erika")
ROUNDS_OPTION = "rounds"
"""A rule option of this name is the session's length in rounds (Skat)."""


@dataclass
class NewGameSpec:
    """Everything needed to seat a new session."""

    game: str
    players: int
    rules: dict[str, OptionValue] = field(default_factory=dict)
    names: list[str] = field(default_factory=list)
    levels: list[str] = field(default_factory=list)
    """One per seat; the user's (seat 0) is ignored."""
    deals: int = 3
    learning: bool = False
    """Learning mode: a line when each phase begins and after each trick."""
    hint_first: bool = False
    """With learning mode: the coach's hint, computed and shown before each of the user's
    decisions."""


class NewGameDialog(QDialog):
    """Choose and seat a new session."""

    def __init__(
        self,
        default_level: str,
        player_name: str = "",
        parent: QWidget | None = None,
        played: Collection[str] = (),
        hint_first: bool = False,
    ) -> None:
        super().__init__(parent)
        self.played = frozenset(played)
        """Games the user has played before: learning mode starts off for them."""
        self.setWindowTitle(self.tr("New game"))
        self.setObjectName("newGameDialog")
        self.default_level = default_level
        self._games = game_classes()
        self._option_widgets: dict[str, QWidget] = {}
        self._level_boxes: list[QComboBox] = []
        self._name_boxes: list[QLineEdit] = []

        outer = QVBoxLayout(self)
        form = QFormLayout()
        self.game_box = FocusComboBox(self)
        self.game_box.setObjectName("game")
        for cls in self._games:
            self.game_box.addItem(game_title(cls), cls.NAME)
        form.addRow(self.tr("&Game:"), self.game_box)
        self.players_box = FocusComboBox(self)
        self.players_box.setObjectName("players")
        form.addRow(self.tr("&Players:"), self.players_box)
        self.name_edit = QLineEdit(player_name or self.default_name(), self)
        self.name_edit.setObjectName("name")
        form.addRow(self.tr("Your &name:"), self.name_edit)
        self.rounds_box = FocusSpinBox(self)
        self.rounds_box.setObjectName("rounds")
        self.rounds_box.setRange(1, 50)
        self.rounds_box.setValue(1)
        self.rounds_box.setToolTip(
            self.tr("How many rounds the session lasts; in a round every player deals once.")
        )
        self.length_row = QWidget(self)
        self.length_layout = QHBoxLayout(self.length_row)
        self.length_layout.setContentsMargins(0, 0, 0, 0)
        self.length_layout.addWidget(self.rounds_box)
        self.length_note = QLabel(self.length_row)
        self.length_note.setObjectName("sessionLength")
        self.length_layout.addWidget(self.length_note, 1)
        self.length_label = QLabel(self.tr("&Rounds:"), self)
        self.length_label.setBuddy(self.rounds_box)
        form.addRow(self.length_label, self.length_row)
        self.rounds_box.valueChanged.connect(self._show_length)
        self.learning_box = QCheckBox(self.tr("&Learning mode"), self)
        self.learning_box.setObjectName("learning")
        self.learning_box.setToolTip(
            self.tr(
                "A short line when each phase of the deal begins (the first few times), and "
                "one after each trick."
            )
        )
        self._learning_chosen = False
        self.learning_box.clicked.connect(self._learning_clicked)
        form.addRow("", self.learning_box)
        self.hint_first_box = QCheckBox(self.tr("Show the &hint before each of my decisions"), self)
        self.hint_first_box.setObjectName("hintFirst")
        self.hint_first_box.setToolTip(
            self.tr(
                "Learning mode asks the coach by itself before each of your decisions and shows "
                "its advice, as the Hint button does."
            )
        )
        self.hint_first_box.setChecked(hint_first)
        hint_row = QWidget(self)
        hint_layout = QHBoxLayout(hint_row)
        hint_layout.setContentsMargins(24, 0, 0, 0)
        hint_layout.addWidget(self.hint_first_box)
        form.addRow("", hint_row)
        self.learning_box.toggled.connect(self.hint_first_box.setEnabled)
        outer.addLayout(form)

        self.opponents = QGroupBox(self.tr("Computer opponents"), self)
        self.opponents_form = QFormLayout(self.opponents)
        outer.addWidget(self.opponents)

        self.rules_group = QGroupBox(self.tr("Rules"), self)
        rules_layout = QVBoxLayout(self.rules_group)
        scroll = QScrollArea(self.rules_group)
        scroll.setWidgetResizable(True)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes to the rules themselves
        self.rules_host = QWidget()
        self.rules_form = QFormLayout(self.rules_host)
        scroll.setWidget(self.rules_host)
        rules_layout.addWidget(scroll)
        outer.addWidget(self.rules_group, 1)

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Start"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.buttons = buttons
        outer.addWidget(buttons)
        if not self._games:
            outer.insertWidget(0, QLabel(self.tr("No game is installed."), self))
            buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)

        self.game_box.currentIndexChanged.connect(self._game_changed)
        self.players_box.currentIndexChanged.connect(self._players_changed)
        fit_window(self, 560, 640, key="newGame")
        if self._games:
            self._game_changed()
        self.hint_first_box.setEnabled(self.learning_box.isChecked())

    def default_name(self) -> str:
        """The user's name when none is given: "You" in the current language."""
        return self.tr("You")

    # --- building the form ------------------------------------------------------

    def game(self) -> type[Game] | None:
        index = self.game_box.currentIndex()
        return self._games[index] if 0 <= index < len(self._games) else None

    def select_game(self, name: str, players: int | None = None) -> None:
        index = self.game_box.findData(name)
        if index >= 0:
            self.game_box.setCurrentIndex(index)
        if players is not None:
            at = self.players_box.findData(players)
            if at >= 0:
                self.players_box.setCurrentIndex(at)

    def _game_changed(self) -> None:
        cls = self.game()
        if cls is None:
            return
        self.players_box.blockSignals(True)
        self.players_box.clear()
        for count in cls.PLAYER_COUNTS:
            self.players_box.addItem(str(count), count)
        self.players_box.setCurrentIndex(cls.PLAYER_COUNTS.index(cls.DEFAULT_PLAYERS))
        self.players_box.setEnabled(len(cls.PLAYER_COUNTS) > 1)
        self.players_box.blockSignals(False)
        if not self._learning_chosen:
            self.learning_box.setChecked(cls.NAME not in self.played)
        self._build_rules(cls)
        self._players_changed()

    def _learning_clicked(self) -> None:
        self._learning_chosen = True

    def _players_changed(self) -> None:
        count = self.players_box.currentData()
        if not isinstance(count, int):
            return
        self._show_length()
        while self.opponents_form.rowCount():
            self.opponents_form.removeRow(0)
        self._level_boxes = []
        self._name_boxes = []
        levels = level_names()
        for seat in range(1, count):
            name = QLineEdit(COMPUTER_NAMES[(seat - 1) % len(COMPUTER_NAMES)], self.opponents)
            name.setObjectName(f"opponentName{seat}")
            box = FocusComboBox(self.opponents)
            box.setObjectName(f"level{seat}")
            for level in levels:
                box.addItem(level_label(level), level)
            at = box.findData(self.default_level)
            box.setCurrentIndex(at if at >= 0 else min(2, box.count() - 1))
            box.setToolTip(self.tr("How well this computer player plays."))
            row = QWidget(self.opponents)
            row_layout = QFormLayout(row)
            row_layout.setContentsMargins(0, 0, 0, 0)
            row_layout.addRow(name, box)
            self.opponents_form.addRow(self.tr("Seat %1:").replace("%1", str(seat + 1)), row)
            # each field labelled for a screen reader (the row's label is the row's)
            label_for(name, self.tr("Name of seat %1").replace("%1", str(seat + 1)))
            label_for(box, self.tr("Strength of seat %1").replace("%1", str(seat + 1)))
            self._level_boxes.append(box)
            self._name_boxes.append(name)
        follow_layout(self)  # the new rows before the rules and the buttons, as they show
        name_fields(self)

    def _fixed_deals(self) -> int | None:
        """Deals the chosen rules fix the session to (Doppelkopf's tournament list), if any.

        Asked of the game (:meth:`Game.session_deals`); a game whose length is its own
        rounds option shows that option instead.
        """
        cls = self.game()
        count = self.players_box.currentData()
        if cls is None or not isinstance(count, int):
            return None
        try:
            game = cls(count, self._rules_chosen(cls))
        except ValueError:
            return None
        if ROUNDS_OPTION in self._option_widgets:
            return None
        return game.session_deals()

    def rounds(self) -> int:
        """The session's length in rounds, as chosen (or as the rules fix it)."""
        widget = self._option_widgets.get(ROUNDS_OPTION)
        if isinstance(widget, QComboBox) and isinstance(widget.currentData(), int):
            return int(widget.currentData())
        if isinstance(widget, QSpinBox):
            return widget.value()
        return self.rounds_box.value()

    def deals(self) -> int:
        """The session's length in deals: rounds × players, or what the rules fix."""
        count = self.players_box.currentData()
        players = count if isinstance(count, int) else 1
        fixed = self._fixed_deals()
        return fixed if fixed is not None else self.rounds() * players

    def _show_length(self) -> None:
        """Show the deals the chosen length makes; a fixed length disables the rounds box.

        Nothing the user typed is overwritten: a rule change only changes the note.
        """
        fixed = self._fixed_deals()
        own = ROUNDS_OPTION in self._option_widgets
        self.rounds_box.setVisible(not own)
        self.rounds_box.setEnabled(fixed is None)
        deals = self.deals()
        if fixed is not None:
            text = self.tr("Tournament list: %n deals", "", deals)
        elif own:
            text = self.tr("%1 (see the rules below) = %n deals", "", deals)
            text = text.replace("%1", str(self.rounds()))
        else:
            text = self.tr("= %n deals", "", deals)
        self.length_note.setText(text)

    def _rules_chosen(self, cls: type[Game]) -> dict[str, OptionValue]:
        rules: dict[str, OptionValue] = {}
        for option in cls.OPTIONS:
            widget = self._option_widgets.get(option.name)
            if widget is None:
                continue
            value: OptionValue
            if isinstance(widget, QCheckBox):
                value = widget.isChecked()
            elif isinstance(widget, QComboBox):
                value = widget.currentData()
            elif isinstance(widget, QSpinBox):
                value = widget.value()
            else:
                assert isinstance(widget, QLineEdit)
                value = widget.text()
            if value != option.default:
                rules[option.name] = value
        return rules

    def _build_rules(self, game: type[Game]) -> None:
        options = game.OPTIONS
        while self.rules_form.rowCount():
            self.rules_form.removeRow(0)
        self._option_widgets = {}
        if not options:
            self.rules_form.addRow(QLabel(self.tr("This game has no rule options."), self))
        for option in options:
            widget = self._option_widget(option)
            widget.setObjectName(f"option_{option.name}")
            self._watch(widget)
            tip = option_summary(game, option)
            default = self.tr("Default: %1").replace("%1", value_label(option.default))
            widget.setToolTip(f"{tip}\n{default}")
            label = QLabel(option_label(option.name) + ":", self.rules_host)
            label.setToolTip(widget.toolTip())
            label.setBuddy(widget)
            self.rules_form.addRow(label, widget)
            self._option_widgets[option.name] = widget
        for option in options:
            if option.requires and option.requires in self._option_widgets:
                master = self._option_widgets[option.requires]
                dependent = self._option_widgets[option.name]
                if isinstance(master, QCheckBox):
                    dependent.setEnabled(master.isChecked())
                    master.toggled.connect(dependent.setEnabled)

    def _watch(self, widget: QWidget) -> None:
        if isinstance(widget, QCheckBox):
            widget.toggled.connect(self._show_length)
        elif isinstance(widget, QComboBox):
            widget.currentIndexChanged.connect(self._show_length)
        elif isinstance(widget, QSpinBox):
            widget.valueChanged.connect(self._show_length)

    def _option_widget(self, option: RuleOption) -> QWidget:
        if option.kind is bool:
            box = QCheckBox(self.rules_host)
            box.setChecked(bool(option.default))
            return box
        if option.choices is not None:
            combo = FocusComboBox(self.rules_host)
            for choice in option.choices:
                combo.addItem(value_label(choice), choice)
            combo.setCurrentIndex(list(option.choices).index(option.default))
            return combo
        if option.kind is int:
            spin = FocusSpinBox(self.rules_host)
            spin.setRange(
                option.minimum if option.minimum is not None else -1_000_000,
                option.maximum if option.maximum is not None else 1_000_000,
            )
            spin.setValue(int(option.default))
            return spin
        edit = QLineEdit(str(option.default), self.rules_host)
        return edit

    def level_boxes(self) -> list[QComboBox]:
        """The computer seats' strength boxes, seat 2 first."""
        return list(self._level_boxes)

    def option_widget(self, name: str) -> QWidget:
        return self._option_widgets[name]

    # --- the result ----------------------------------------------------------------

    def spec(self) -> NewGameSpec:
        cls = self.game()
        assert cls is not None
        players = int(self.players_box.currentData())
        rules = self._rules_chosen(cls)
        names = [self.name_edit.text().strip() or self.default_name()]
        names += [
            box.text().strip() or COMPUTER_NAMES[i % len(COMPUTER_NAMES)]
            for i, box in enumerate(self._name_boxes)
        ]
        levels = ["human", *[str(box.currentData()) for box in self._level_boxes]]
        return NewGameSpec(
            cls.NAME,
            players,
            rules,
            names,
            levels,
            self.deals(),
            self.learning_box.isChecked(),
            self.hint_first_box.isChecked(),
        )


__all__ = ["COMPUTER_NAMES", "NewGameDialog", "NewGameSpec"]
