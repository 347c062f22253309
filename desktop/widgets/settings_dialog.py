"""Settings: language, card faces, animation speed, completed tricks, the opponents' strength."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QWidget

from ..cardfaces import FACE_STYLES
from ..i18n import LANGUAGES
from ..players import level_names
from ..settings import ANIMATION_SPEEDS, FINISHED_TRICK, AppSettings
from .labels import level_label
from .tab_order import name_fields


class SettingsDialog(QDialog):
    def __init__(self, settings: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.setWindowTitle(self.tr("Settings"))
        self.settings = settings
        form = QFormLayout(self)

        self.language = QComboBox(self)
        self.language.setObjectName("language")
        self.language.addItem(self.tr("System language"), "system")
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        self._select(self.language, settings.language)
        form.addRow(self.tr("&Language:"), self.language)

        self.faces = QComboBox(self)
        self.faces.setObjectName("faces")
        face_names = {
            "french": self.tr("French (black and red)"),
            "fourcolour": self.tr("Four colours (tournament)"),
            "german": self.tr("German suits"),
        }
        for style in FACE_STYLES:
            self.faces.addItem(face_names[style], style)
        self._select(self.faces, settings.faces)
        self.faces.setToolTip(
            self.tr("Faces for the French-suited games. Schafkopf is always German-suited.")
        )
        form.addRow(self.tr("&Card faces:"), self.faces)

        self.animation = QComboBox(self)
        self.animation.setObjectName("animation")
        speed_names = {
            "off": self.tr("Off"),
            "fast": self.tr("Fast"),
            "normal": self.tr("Normal"),
            "slow": self.tr("Slow"),
        }
        for speed in ANIMATION_SPEEDS:
            self.animation.addItem(speed_names[speed], speed)
        self._select(self.animation, settings.animation)
        form.addRow(self.tr("&Animations:"), self.animation)

        self.finished_trick = QComboBox(self)
        self.finished_trick.setObjectName("finishedTrick")
        trick_names = {
            "click": self.tr("Stays until I click the table"),
            "brief": self.tr("Is gathered after a moment"),
        }
        for mode in FINISHED_TRICK:
            self.finished_trick.addItem(trick_names[mode], mode)
        self._select(self.finished_trick, settings.finished_trick)
        self.finished_trick.setToolTip(
            self.tr(
                "A completed trick stays in the middle, with its taker named, until you click "
                "the table or play your next card; the computer players wait meanwhile."
            )
        )
        form.addRow(self.tr("Completed &trick:"), self.finished_trick)

        self.level = QComboBox(self)
        self.level.setObjectName("level")
        for level in level_names():
            self.level.addItem(level_label(level), level)
        self._select(self.level, settings.default_level)
        form.addRow(self.tr("&Opponents' strength:"), self.level)

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        name_fields(self)  # each box named by its label for a screen reader

    @staticmethod
    def _select(box: QComboBox, value: str) -> None:
        index = box.findData(value)
        if index >= 0:
            box.setCurrentIndex(index)

    def apply(self) -> None:
        """Store the choices in the settings."""
        self.settings.language = str(self.language.currentData())
        self.settings.faces = str(self.faces.currentData())
        self.settings.animation = str(self.animation.currentData())
        self.settings.finished_trick = str(self.finished_trick.currentData())
        self.settings.default_level = str(self.level.currentData())
        self.settings.sync()


__all__ = ["SettingsDialog"]
