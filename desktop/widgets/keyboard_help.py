"""Help → Keyboard (Shift+F1): every key the app answers, on one page a screen reader reads.

The page lists the keys of the card table (the same at the table, in lessons and in
practice: :mod:`.table_view`), how the decision row's buttons are pressed with the letter
underlined on each (:mod:`.mnemonics`), with the decisions offered at this moment and their
keys, the review's keys, and the window's shortcuts read from its own actions, so the page
never disagrees with the menus.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from .mnemonics import mnemonic_of

CONTEXT = "KeyboardHelp"


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def menu_text(text: str) -> str:
    """A menu text without its ``&`` mark and trailing ellipsis."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…").strip()


def table_rows() -> list[tuple[str, str]]:
    """The card table's keys, as (what they do, the keys)."""
    return [
        (
            _tr(
                "Move over the cards you may play now (over the whole hand when you have none to play)"
            ),
            _tr("Left / Right"),
        ),
        (_tr("The first or the last of those cards"), _tr("Home / End")),
        (
            _tr("Play the card under the cursor; while laying away, choose it or put it back"),
            _tr("Return or Space"),
        ),
        (_tr("Go on from a finished trick"), _tr("Return, Space or Escape")),
        (
            _tr("From your hand to the trick and back (Left / Right read its cards)"),
            _tr("Up / Down"),
        ),
        (_tr("Go to the hand, the trick or the decisions"), _tr("F6 (back: Shift+F6)")),
        (_tr("From the table to the decisions and the panels"), _tr("Tab (back: Shift+Tab)")),
        (_tr("Play a card with the mouse"), _tr("Double-click it, or drag it to the table")),
    ]


def decision_rows() -> list[tuple[str, str]]:
    """How the decision row is worked with keys."""
    return [
        (
            _tr("Press a decision button"),
            _tr("Alt + the letter underlined on it (Japanese: the letter in brackets)"),
        ),
        (_tr("Press the focused button, tick the focused box"), _tr("Space")),
        (_tr("Choose in the focused list (a game, a bid, a card to call)"), _tr("Up / Down")),
        (
            _tr("Confirm the cards chosen to lay away or pass on"),
            _tr("Space on the confirm button, or its letter"),
        ),
    ]


def review_rows() -> list[tuple[str, str]]:
    """The review's keys."""
    return [
        (_tr("Previous or next trick"), _tr("Page Up / Page Down")),
        (_tr("Go through your graded decisions"), _tr("Up / Down in the list")),
        (_tr("Close the review"), _tr("Escape")),
        (_tr("The result of a deal: the next deal"), _tr("Return")),
        (_tr("The result of a deal: its review"), _tr("Alt + the letter underlined on Review")),
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

    parts = [
        f"<h3>{html.escape(_tr('At the table'))}</h3>",
        table(table_rows()),
        f"<h3>{html.escape(_tr('Decisions'))}</h3>",
        table(decision_rows()),
    ]
    now = [(label, alt_key(marked)) for label, marked in decisions if alt_key(marked)]
    if now:
        parts += [f"<p>{html.escape(_tr('Offered now:'))}</p>", table(now)]
    parts += [
        f"<h3>{html.escape(_tr('The review and the result'))}</h3>",
        table(review_rows()),
        f"<h3>{html.escape(_tr('Menus and windows'))}</h3>",
        table(action_rows(actions)),
    ]
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
        self.page = QTextBrowser(self)
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
    "table_rows",
]
