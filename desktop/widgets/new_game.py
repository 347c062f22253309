"""The new-game dialog: game, seats, names, opponents' strength, session length, rule options.

The rule options are built from the game's own ``OPTIONS`` (each with its
default, explained in a tooltip from the option's summary), so a new option
in the engine shows up here without a change to the desktop.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
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
from ..i18n import engine_text
from ..players import level_names
from .labels import level_label, option_label, value_label

COMPUTER_NAMES = ("Anna", "Bernd", "Clara", "Dieter", "Erika")


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
    """Learning mode: the coach's hint before each of the user's decisions, a line after
    each trick."""


class NewGameDialog(QDialog):
    """Choose and seat a new session."""

    def __init__(
        self,
        default_level: str,
        player_name: str = "",
        parent: QWidget | None = None,
        played: Collection[str] = (),
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
        self.game_box = QComboBox(self)
        self.game_box.setObjectName("game")
        for cls in self._games:
            self.game_box.addItem(engine_text(cls.TITLE), cls.NAME)
        form.addRow(self.tr("&Game:"), self.game_box)
        self.players_box = QComboBox(self)
        self.players_box.setObjectName("players")
        form.addRow(self.tr("&Players:"), self.players_box)
        self.name_edit = QLineEdit(player_name or self.tr("You"), self)
        self.name_edit.setObjectName("name")
        form.addRow(self.tr("Your &name:"), self.name_edit)
        self.deals_box = QSpinBox(self)
        self.deals_box.setObjectName("deals")
        self.deals_box.setRange(1, 200)
        self.deals_box.setToolTip(self.tr("How many deals the session lasts."))
        form.addRow(self.tr("&Deals in the session:"), self.deals_box)
        self.learning_box = QCheckBox(self.tr("&Learning mode"), self)
        self.learning_box.setObjectName("learning")
        self.learning_box.setToolTip(
            self.tr("The coach's hint before each of your decisions, and a line after each trick.")
        )
        self._learning_chosen = False
        self.learning_box.clicked.connect(self._learning_clicked)
        form.addRow("", self.learning_box)
        outer.addLayout(form)

        self.opponents = QGroupBox(self.tr("Computer opponents"), self)
        self.opponents_form = QFormLayout(self.opponents)
        outer.addWidget(self.opponents)

        self.rules_group = QGroupBox(self.tr("Rules"), self)
        rules_layout = QVBoxLayout(self.rules_group)
        scroll = QScrollArea(self.rules_group)
        scroll.setWidgetResizable(True)
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
        self.resize(560, 640)
        if self._games:
            self._game_changed()

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
        self._build_rules(cls.OPTIONS)
        self._players_changed()

    def _learning_clicked(self) -> None:
        self._learning_chosen = True

    def _players_changed(self) -> None:
        count = self.players_box.currentData()
        if not isinstance(count, int):
            return
        self._suggest_deals()
        while self.opponents_form.rowCount():
            self.opponents_form.removeRow(0)
        self._level_boxes = []
        self._name_boxes = []
        levels = level_names()
        for seat in range(1, count):
            name = QLineEdit(COMPUTER_NAMES[(seat - 1) % len(COMPUTER_NAMES)], self.opponents)
            name.setObjectName(f"opponentName{seat}")
            box = QComboBox(self.opponents)
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
            self._level_boxes.append(box)
            self._name_boxes.append(name)

    def _suggest_deals(self) -> None:
        """The session length the game's own rules ask for, else one round (each seat deals once).

        A game may name it: ``planned_deals`` (Skat's ``rounds`` option) or, with its
        ``tournament`` option on, ``tournament_length()`` (Doppelkopf's tournament list).
        """
        cls = self.game()
        count = self.players_box.currentData()
        if cls is None or not isinstance(count, int):
            return
        deals = count
        try:
            game = cls(count, self._rules_chosen(cls))
        except ValueError:
            game = None
        if game is not None:
            planned = getattr(game, "planned_deals", None)
            length = getattr(game, "tournament_length", None)
            if isinstance(planned, int) and planned > 0:
                deals = planned
            elif callable(length) and game.rules.get("tournament") is True:
                deals = int(length())
        self.deals_box.setValue(deals)

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

    def _build_rules(self, options: tuple[RuleOption, ...]) -> None:
        while self.rules_form.rowCount():
            self.rules_form.removeRow(0)
        self._option_widgets = {}
        if not options:
            self.rules_form.addRow(QLabel(self.tr("This game has no rule options."), self))
        for option in options:
            widget = self._option_widget(option)
            widget.setObjectName(f"option_{option.name}")
            self._watch(widget)
            tip = engine_text(option.summary)
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
            widget.toggled.connect(self._suggest_deals)
        elif isinstance(widget, QComboBox):
            widget.currentIndexChanged.connect(self._suggest_deals)
        elif isinstance(widget, QSpinBox):
            widget.valueChanged.connect(self._suggest_deals)

    def _option_widget(self, option: RuleOption) -> QWidget:
        if option.kind is bool:
            box = QCheckBox(self.rules_host)
            box.setChecked(bool(option.default))
            return box
        if option.choices is not None:
            combo = QComboBox(self.rules_host)
            for choice in option.choices:
                combo.addItem(value_label(choice), choice)
            combo.setCurrentIndex(list(option.choices).index(option.default))
            return combo
        if option.kind is int:
            spin = QSpinBox(self.rules_host)
            spin.setRange(
                option.minimum if option.minimum is not None else -1_000_000,
                option.maximum if option.maximum is not None else 1_000_000,
            )
            spin.setValue(int(option.default))
            return spin
        edit = QLineEdit(str(option.default), self.rules_host)
        return edit

    def option_widget(self, name: str) -> QWidget:
        return self._option_widgets[name]

    # --- the result ----------------------------------------------------------------

    def spec(self) -> NewGameSpec:
        cls = self.game()
        assert cls is not None
        players = int(self.players_box.currentData())
        rules = self._rules_chosen(cls)
        names = [self.name_edit.text().strip() or self.tr("You")]
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
            self.deals_box.value(),
            self.learning_box.isChecked(),
        )


__all__ = ["COMPUTER_NAMES", "NewGameDialog", "NewGameSpec"]
