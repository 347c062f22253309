"""Help → Rules of <game>: the rules reference with its table of contents, opened at a section."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QVBoxLayout, QWidget

from ..geometry import fit_window
from ..rules import rules_html
from .wrapping import PhraseBrowser


class RulesDialog(QDialog):
    """The rules of one game in the user's language; :meth:`show_section` jumps to a section."""

    def __init__(self, game: str, title: str, language: str, parent: QWidget | None = None) -> None:
        """``title``: the game's title, already in the user's language."""
        super().__init__(parent)
        self.setObjectName("rulesDialog")
        self.game = game
        self.setWindowTitle(self.tr("Rules of %1").replace("%1", title))
        layout = QVBoxLayout(self)
        self.browser = PhraseBrowser(self)
        self.browser.setObjectName("rulesText")
        self.browser.setOpenLinks(True)
        self.browser.setHtml(rules_html(game, language))
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        fit_window(self, 640, 720, key="rules")

    def show_section(self, section: str) -> None:
        """Scroll to the section with id ``section``."""
        self.browser.scrollToAnchor(section)
        self.section = section


__all__ = ["RulesDialog"]
