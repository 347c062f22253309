"""Help → About: the version (from the installed package), the licence, the keyboard shortcuts.

The shortcuts are the rows of Help → Keyboard (:func:`.keyboard_help.sections`: the
table's keys, the decisions', the review's, History's and the statistics', and the
window's own actions), so the two never disagree with each other or with the menus.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from importlib import metadata

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ..geometry import fit_window
from .keyboard_help import sections
from .wrapping import Paragraph, PhraseDelegate

PACKAGE = "stammtisch"


def app_version() -> str:
    """The installed package's version (``"unknown"`` when run from a bare checkout)."""
    try:
        return metadata.version(PACKAGE)
    except metadata.PackageNotFoundError:
        return "unknown"


def app_licence() -> str:
    """The licence the package metadata names (``License`` or ``License-Expression``)."""
    try:
        data = metadata.metadata(PACKAGE)
    except metadata.PackageNotFoundError:
        return "MIT"
    for key in ("License-Expression", "License"):
        for value in data.get_all(key) or []:
            if str(value).strip():
                return str(value).strip().splitlines()[0]
    return "MIT"


class AboutDialog(QDialog):
    """Two pages: about the app, and the keyboard shortcuts."""

    def __init__(self, actions: Sequence[QAction], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aboutDialog")
        self.setWindowTitle(self.tr("About Stammtisch"))
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget(self)
        layout.addWidget(self.tabs)

        about = Paragraph(self)
        about.setObjectName("aboutText")
        about.setTextFormat(Qt.TextFormat.RichText)
        about.setWordWrap(True)
        about.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        about.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        version = self.tr("Version %1").replace("%1", app_version())
        licence = self.tr("Licence: %1").replace("%1", app_licence())
        about.setText(
            f"<h2>{html.escape(self.tr('Stammtisch'))}</h2>"
            f"<p><b>{html.escape(version)}</b></p>"
            + "<p>"
            + html.escape(
                self.tr(
                    "Skat, Doppelkopf, Schafkopf and Sheepshead against computer opponents, offline."
                )
            )
            + "</p>"
            f"<p>{html.escape(licence)}</p>"
        )
        self.about_text = about
        self.tabs.addTab(about, self.tr("About"))

        rows = [row for _key, _title, part in sections(actions) for row in part]
        table = QTableWidget(len(rows), 2, self)
        table.setObjectName("shortcuts")
        table.setHorizontalHeaderLabels([self.tr("Action"), self.tr("Keys")])
        table.verticalHeader().setVisible(False)
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.setTabKeyNavigation(False)  # Tab leaves the table
        for row, (what, keys_text) in enumerate(rows):
            table.setItem(row, 0, QTableWidgetItem(what))
            table.setItem(row, 1, QTableWidgetItem(keys_text))
        # the keys whole, the action in the room left (wrapped): the table never scrolls
        # sideways, whatever the language
        header = table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        table.setWordWrap(True)
        table.setItemDelegate(PhraseDelegate(table))
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.shortcuts = table
        self.tabs.addTab(table, self.tr("Keyboard shortcuts"))

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        fit_window(self, 760, 520, key="about")  # (the keys of every window: a wider table)

    def shortcut_rows(self) -> list[tuple[str, str]]:
        """The shortcuts page as (action, keys) pairs."""
        table = self.shortcuts
        rows = []
        for row in range(table.rowCount()):
            what, keys = table.item(row, 0), table.item(row, 1)
            if what is not None and keys is not None:
                rows.append((what.text(), keys.text()))
        return rows


__all__ = ["AboutDialog", "app_licence", "app_version"]
