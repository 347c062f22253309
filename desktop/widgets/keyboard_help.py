"""Help → Keyboard (Shift+F1): every key the app answers, on one page a screen reader reads.

The page lists the keys of the card table (the same at the table, in lessons and in
practice: :mod:`.table_view`), how the decision row's buttons are pressed with the letter
underlined on each (:mod:`.mnemonics`), with the decisions offered at this moment and their
keys, the review's keys, History's and the statistics', and the window's shortcuts read
from its own actions (:func:`window_actions`: every action of its menus and the window
that has one), so the page never disagrees with the menus.  :func:`sections` is the one
table; Help → About shows the same rows.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QMenu,
    QMenuBar,
    QVBoxLayout,
    QWidget,
)

from .mnemonics import mnemonic_of
from .wrapping import PhraseBrowser


def menu_text(text: str) -> str:
    """A menu text without its ``&`` mark and trailing ellipsis."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…").strip()


def table_rows() -> list[tuple[str, str]]:
    """The card table's keys, as (what they do, the keys)."""
    return [
        (
            QCoreApplication.translate(
                "KeyboardHelp",
                "Move over the cards you may play now (over the whole hand when you have none to play)",
            ),
            QCoreApplication.translate("KeyboardHelp", "Left / Right"),
        ),
        (
            QCoreApplication.translate("KeyboardHelp", "The first or the last of those cards"),
            QCoreApplication.translate("KeyboardHelp", "Home / End"),
        ),
        (
            QCoreApplication.translate(
                "KeyboardHelp",
                "Play the card under the cursor; while laying away, choose it or put it back",
            ),
            QCoreApplication.translate("KeyboardHelp", "Return or Space"),
        ),
        (
            QCoreApplication.translate("KeyboardHelp", "Go on from a finished trick"),
            QCoreApplication.translate("KeyboardHelp", "Return, Space or Escape"),
        ),
        (
            QCoreApplication.translate(
                "KeyboardHelp", "From your hand to the trick and back (Left / Right read its cards)"
            ),
            QCoreApplication.translate("KeyboardHelp", "Up / Down"),
        ),
        (
            QCoreApplication.translate(
                "KeyboardHelp", "Go to the hand, the trick or the decisions"
            ),
            QCoreApplication.translate("KeyboardHelp", "F6 (back: Shift+F6)"),
        ),
        (
            QCoreApplication.translate(
                "KeyboardHelp", "From the table to the decisions and the panels"
            ),
            QCoreApplication.translate("KeyboardHelp", "Tab (back: Shift+Tab)"),
        ),
        (
            QCoreApplication.translate("KeyboardHelp", "Play a card with the mouse"),
            QCoreApplication.translate("KeyboardHelp", "Double-click it, or drag it to the table"),
        ),
    ]


def decision_rows() -> list[tuple[str, str]]:
    """How the decision row is worked with keys."""
    return [
        (
            QCoreApplication.translate("KeyboardHelp", "Press a decision button"),
            QCoreApplication.translate(
                "KeyboardHelp",
                "Alt + the letter underlined on it (Japanese: the letter in brackets)",
            ),
        ),
        (
            QCoreApplication.translate(
                "KeyboardHelp", "Press the focused button, tick the focused box"
            ),
            QCoreApplication.translate("KeyboardHelp", "Space"),
        ),
        (
            QCoreApplication.translate(
                "KeyboardHelp", "Choose in the focused list (a game, a bid, a card to call)"
            ),
            QCoreApplication.translate("KeyboardHelp", "Up / Down"),
        ),
        (
            QCoreApplication.translate(
                "KeyboardHelp", "Confirm the cards chosen to lay away or pass on"
            ),
            QCoreApplication.translate(
                "KeyboardHelp", "Space on the confirm button, or its letter"
            ),
        ),
    ]


def review_rows() -> list[tuple[str, str]]:
    """The review's keys."""
    return [
        (
            QCoreApplication.translate("KeyboardHelp", "Previous or next trick"),
            QCoreApplication.translate("KeyboardHelp", "Page Up / Page Down"),
        ),
        (
            QCoreApplication.translate("KeyboardHelp", "Go through your graded decisions"),
            QCoreApplication.translate("KeyboardHelp", "Up / Down in the list"),
        ),
        (
            QCoreApplication.translate("KeyboardHelp", "Close the review"),
            QCoreApplication.translate("KeyboardHelp", "Escape"),
        ),
        (
            QCoreApplication.translate("KeyboardHelp", "The result of a deal: the next deal"),
            QCoreApplication.translate("KeyboardHelp", "Return"),
        ),
        (
            QCoreApplication.translate("KeyboardHelp", "The result of a deal: its review"),
            QCoreApplication.translate("KeyboardHelp", "Alt + the letter underlined on Review"),
        ),
    ]


def window_rows() -> list[tuple[str, str]]:
    """The keys of the windows opened from the menus: the History list, a replayed deal, a
    chart of the statistics."""
    return [
        (
            QCoreApplication.translate("KeyboardHelp", "History: the first or the last deal"),
            QCoreApplication.translate("KeyboardHelp", "Home / End"),
        ),
        (
            QCoreApplication.translate("KeyboardHelp", "History: open the chosen deal"),
            QCoreApplication.translate("KeyboardHelp", "Return"),
        ),
        (
            QCoreApplication.translate(
                "KeyboardHelp", "A deal from the history: the previous or the next trick"
            ),
            QCoreApplication.translate("KeyboardHelp", "Page Up / Page Down"),
        ),
        (
            QCoreApplication.translate(
                "KeyboardHelp", "Statistics: a chart's previous or next point"
            ),
            QCoreApplication.translate("KeyboardHelp", "Left / Right"),
        ),
        (
            QCoreApplication.translate("KeyboardHelp", "Statistics: ten points on"),
            QCoreApplication.translate("KeyboardHelp", "Page Up / Page Down"),
        ),
        (
            QCoreApplication.translate("KeyboardHelp", "Statistics: a chart's first or last point"),
            QCoreApplication.translate("KeyboardHelp", "Home / End"),
        ),
        (
            QCoreApplication.translate("KeyboardHelp", "Statistics: open the chosen point's deal"),
            QCoreApplication.translate("KeyboardHelp", "Return"),
        ),
    ]


def window_actions(window: QWidget) -> list[QAction]:
    """Every action of ``window`` that has a shortcut, as its menus list them (submenus
    too), then those that are in no menu (F6): the one table of the window's shortcuts that
    Help → Keyboard and About both show."""
    found: list[QAction] = []

    def walk(actions: Sequence[QAction]) -> None:
        for action in actions:
            menu = action.menu()
            if isinstance(menu, QMenu):
                walk(menu.actions())
            elif action not in found:
                found.append(action)

    bar = window.findChild(QMenuBar)
    if bar is not None:
        walk(bar.actions())
    walk(window.actions())
    return [a for a in found if not a.shortcut().isEmpty() and not a.isSeparator()]


def sections(actions: Sequence[QAction]) -> list[tuple[str, str, list[tuple[str, str]]]]:
    """Every key the app answers, by where it works: (key, heading, rows of (what, keys)),
    the window's ``actions`` last ("menus")."""
    return [
        ("table", QCoreApplication.translate("KeyboardHelp", "At the table"), table_rows()),
        ("decisions", QCoreApplication.translate("KeyboardHelp", "Decisions"), decision_rows()),
        (
            "review",
            QCoreApplication.translate("KeyboardHelp", "The review and the result"),
            review_rows(),
        ),
        (
            "windows",
            QCoreApplication.translate("KeyboardHelp", "History and statistics"),
            window_rows(),
        ),
        (
            "menus",
            QCoreApplication.translate("KeyboardHelp", "Menus and windows"),
            action_rows(actions),
        ),
    ]


def action_rows(actions: Sequence[QAction]) -> list[tuple[str, str]]:
    """The window's ``actions`` with shortcuts, as (menu text, keys)."""
    rows = []
    for action in actions:
        keys = action.shortcut()
        if not keys.isEmpty():
            rows.append(
                (menu_text(action.text()), keys.toString(QKeySequence.SequenceFormat.NativeText))
            )
    return rows


def alt_key(text: str) -> str:
    """The keys that press a control whose text is ``text`` ("" when it has no letter)."""
    letter = mnemonic_of(text)
    if letter is None:
        return ""
    return QKeySequence(f"Alt+{letter}").toString(QKeySequence.SequenceFormat.NativeText)


def page_html(actions: Sequence[QAction], decisions: Sequence[tuple[str, str]] = ()) -> str:
    """The whole page: the table, the decisions (``decisions``: the buttons offered now, as
    (label, text with its letter)), the review, the window's shortcuts."""

    def table(rows: Sequence[tuple[str, str]]) -> str:
        cells = "".join(
            f"<tr><td>{html.escape(what)}</td><td><b>{html.escape(keys)}</b></td></tr>"
            for what, keys in rows
        )
        return f"<table cellspacing='6'>{cells}</table>"

    def heading(text: str) -> str:
        return f"<h3>{html.escape(text)}</h3>"

    offered = QCoreApplication.translate("KeyboardHelp", "Offered now:")
    now = [(label, alt_key(marked)) for label, marked in decisions if alt_key(marked)]
    parts = []
    for key, title, rows in sections(actions):
        parts += [heading(title), table(rows)]
        if key == "decisions" and now:
            parts += [f"<p>{html.escape(offered)}</p>", table(now)]
    return "".join(parts)


class KeyboardDialog(QDialog):
    """The keyboard page in a window of its own."""

    def __init__(
        self,
        actions: Sequence[QAction],
        decisions: Sequence[tuple[str, str]] = (),
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("keyboardDialog")
        self.setWindowTitle(self.tr("Keyboard"))
        layout = QVBoxLayout(self)
        self.page = PhraseBrowser(self)
        self.page.setObjectName("keyboardPage")
        self.page.setAccessibleName(self.tr("Keyboard"))
        self.page.setHtml(page_html(actions, decisions))
        layout.addWidget(self.page)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(640, 560)
        self.page.setFocus()


__all__ = [
    "KeyboardDialog",
    "action_rows",
    "alt_key",
    "decision_rows",
    "menu_text",
    "page_html",
    "review_rows",
    "sections",
    "table_rows",
    "window_actions",
    "window_rows",
]
