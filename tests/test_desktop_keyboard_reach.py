"""Every window and dialog by keyboard, in English, German and Japanese (issue 47).

For each window and dialog the app opens (:func:`app_windows.every_window`):

- **Tab walk**: Tab is pressed where the focus is until the focus comes back to where it
  started, then Shift+Tab the same way round.  The walk fails on a stop Tab cannot leave
  (the focus stays), on a stop that is hidden (not shown, or outside its window: K1, the
  hidden tab bar of the statistics in German), on a stop that does not look focused (its
  picture with the focus is the same as without: K9), and where the order does not follow
  the screen (a stop above another in the same column, or left of it in the same row,
  comes after it: K9, History's sort controls after the list).
- **Mnemonics**: no two controls of one window share an Alt+letter (the menus' letters
  included), and no two items of one menu share a letter (K5: Alt+L twice in the German
  New game, H twice in the Japanese Game menu).
- **Labels**: every form field (chooser, text field, number field) has a label relation or,
  where no label shows, a name of its own that is not its value (K7).

And Help → Keyboard and About list every action of the window that has a shortcut, with
that shortcut (K5: Ctrl+H was missing).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from app_windows import every_window, settle, tab_pages
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QAccessible, QAction, QImage, QKeySequence, QTextCursor, QTextDocument
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QMenuBar,
    QStyleFactory,
    QTabBar,
    QWidget,
)
from pytestqt.qtbot import QtBot

from stammtisch.desktop.i18n import install_language
from stammtisch.desktop.linebreak import unmarked
from stammtisch.desktop.widgets.focus_style import install_focus_style
from stammtisch.desktop.widgets.keyboard_help import menu_text
from stammtisch.desktop.widgets.mnemonics import enable_everywhere, mnemonic_of

LANGUAGES = ("en", "de", "ja")
YOU = {"en": "You", "de": "Du", "ja": "あなた"}
MAX_STOPS = 160
MAX_INNER = 120
"""Tab presses a stop may keep (a rules text goes from link to link) before it is a trap."""


@pytest.fixture(params=LANGUAGES)
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    """The app as it starts (the focus ring, Alt+letter everywhere) in ``language``."""
    before = qapp.style().name()
    install_focus_style(qapp)
    enable_everywhere()
    assert install_language(request.param)
    yield request.param
    install_language("en")
    qapp.setStyle(QStyleFactory.create(before))


def describe(widget: QWidget | None) -> str:
    if widget is None:
        return "nothing"
    text = widget.text() if isinstance(widget, (QAbstractButton, QLabel, QLineEdit)) else ""
    name = widget.objectName() or widget.accessibleName()
    return f"{type(widget).__name__}({name!r}{', ' + repr(text) if text else ''})"


# --- the Tab walk --------------------------------------------------------------------------


def shows(widget: QWidget) -> bool:
    """Whether ``widget`` is on the screen: shown, with a size, and some of it inside each
    of its parents up to its window (not scrolled out of sight, not clipped away)."""
    if not widget.isVisible() or widget.width() <= 0 or widget.height() <= 0:
        return False
    rect = QRect(QPoint(0, 0), widget.size())
    child: QWidget = widget
    while not child.isWindow():
        parent = child.parentWidget()
        assert parent is not None
        rect = rect.translated(child.pos()).intersected(parent.rect())
        if rect.isEmpty():
            return False
        child = parent
    return True


def stops_in(window: QWidget) -> list[QWidget]:
    """The controls of ``window`` that Tab may stop on now."""
    return [
        w
        for w in window.findChildren(QWidget)
        if w.window() is window
        and w.focusPolicy() & Qt.FocusPolicy.TabFocus
        and w.isEnabled()
        and w.isVisible()
        and w.focusProxy() is None
    ]


def picture(widget: QWidget) -> QImage:
    return widget.grab().toImage()


def walk(qtbot: QtBot, window: QWidget, back: bool) -> tuple[list[QWidget], list[str]]:
    """Tab (or Shift+Tab) round ``window`` from its focus: the stops, and what went wrong."""
    focus = QApplication.focusWidget()
    if focus is None or focus.window() is not window:
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)
        window.focusNextChild()
        focus = QApplication.focusWidget()
    if focus is None or focus.window() is not window:
        return [], [f"no focus in {describe(window)} (it is at {describe(focus)})"]
    modifier = Qt.KeyboardModifier.ShiftModifier if back else Qt.KeyboardModifier.NoModifier
    key = "Shift+Tab" if back else "Tab"
    stops, problems = [focus], []
    for _ in range(MAX_STOPS):
        before = QApplication.focusWidget()
        assert before is not None
        QTest.keyClick(before, Qt.Key.Key_Tab, modifier)
        QApplication.processEvents()
        after = QApplication.focusWidget()
        for _ in range(MAX_INNER):  # a text's links take Tab one by one, then it goes on
            if after is not before or stops_in(window) == [before]:
                break
            QTest.keyClick(before, Qt.Key.Key_Tab, modifier)
            after = QApplication.focusWidget()
        if after is before and stops_in(window) != [before]:
            problems.append(f"{key} cannot leave {describe(before)}")
            break
        if after is before:  # the window's only stop
            return stops, problems
        if after is None or after.window() is not window:
            problems.append(f"{key} leaves the window from {describe(before)} to {describe(after)}")
            break
        if not shows(after):
            problems.append(f"{key} lands on a hidden {describe(after)} after {describe(before)}")
        if after is stops[0]:
            return stops, problems
        if after in stops:
            problems.append(f"{key} goes round {describe(after)} and never back to the start")
            break
        stops.append(after)
    else:
        problems.append(f"{key}: more than {MAX_STOPS} stops")
    return stops, problems


def unfocused_look(qtbot: QtBot, stops: list[QWidget]) -> list[str]:
    """The stops whose picture is the same with the focus as without it."""
    problems = []
    for index, stop in enumerate(stops):
        stop.setFocus(Qt.FocusReason.TabFocusReason)
        QApplication.processEvents()
        focused = picture(stop)
        other = stops[(index + 1) % len(stops)]
        other.setFocus(Qt.FocusReason.TabFocusReason)
        QApplication.processEvents()
        if picture(stop) == focused:
            problems.append(f"no visible focus on {describe(stop)}")
    return problems


def out_of_order(stops: list[QWidget]) -> list[str]:
    """Pairs of stops whose Tab order goes against the screen, read from the top left: a
    later stop wholly above an earlier one in the same column, or wholly left of it in the
    same row."""

    def rect(widget: QWidget) -> QRect:
        """Where ``widget`` shows in its window (clipped by its parents: a row scrolled out
        of sight shows nowhere and is left out)."""
        shown = QRect(QPoint(0, 0), widget.size())
        child = widget
        while not child.isWindow():
            parent = child.parentWidget()
            assert parent is not None
            shown = shown.translated(child.pos()).intersected(parent.rect())
            child = parent
        return shown

    stops = [s for s in stops if not rect(s).isEmpty()]
    if not stops:
        return []
    rects = [rect(s) for s in stops]
    first = min(range(len(stops)), key=lambda i: (rects[i].top(), rects[i].left()))
    order = stops[first:] + stops[:first]
    boxes = rects[first:] + rects[:first]
    problems = []
    for i, (a, ra) in enumerate(zip(order, boxes, strict=True)):
        for b, rb in zip(order[i + 1 :], boxes[i + 1 :], strict=True):
            columns = min(ra.right(), rb.right()) - max(ra.left(), rb.left()) > 0
            rows = min(ra.bottom(), rb.bottom()) - max(ra.top(), rb.top()) > 0
            if columns and rb.bottom() < ra.top():
                problems.append(f"{describe(b)} is above {describe(a)} but comes after it")
            elif rows and not columns and rb.right() < ra.left():
                problems.append(f"{describe(b)} is left of {describe(a)} but comes after it")
    return problems


def test_tab_goes_round_every_window_and_back(qtbot: QtBot, tmp_path: Path, language: str) -> None:
    problems: list[str] = []
    walked = 0
    for what, window in every_window(qtbot, tmp_path, YOU[language]):
        forward, wrong = walk(qtbot, window, back=False)
        problems += [f"{what}: {p}" for p in wrong]
        backward, wrong = walk(qtbot, window, back=True)
        problems += [f"{what}: {p}" for p in wrong]
        if set(forward) != set(backward):
            missing = [describe(s) for s in set(forward) ^ set(backward)]
            problems.append(f"{what}: Tab and Shift+Tab reach different stops: {missing}")
        if len(forward) > 1:
            problems += [f"{what}: {p}" for p in unfocused_look(qtbot, forward)]
            problems += [f"{what}: {p}" for p in out_of_order(forward)]
        walked += len(forward)
    assert walked > 100
    assert not problems, f"({language})\n  " + "\n  ".join(problems)


# --- mnemonics ------------------------------------------------------------------------------


def menu_clashes(menu: QMenu, where: str) -> list[str]:
    """Two items of ``menu`` (and of each of its submenus) with one letter."""
    problems: list[str] = []
    letters: dict[str, str] = {}
    for action in menu.actions():
        if action.isSeparator() or not action.isVisible():
            continue
        sub = action.menu()
        if isinstance(sub, QMenu):
            problems += menu_clashes(sub, f"{where} → {menu_text(action.text())}")
        letter = mnemonic_of(action.text())
        if letter is None:
            continue
        if letter in letters:
            problems.append(
                f"{where}: {letters[letter]!r} and {menu_text(action.text())!r} share {letter}"
            )
        letters[letter] = menu_text(action.text())
    return problems


def window_letters(window: QWidget) -> dict[str, list[str]]:
    """Every Alt+letter ``window`` answers now, with what has it: its menu bar's titles and
    every control shown (a button, a box, a label with a buddy, a group, a tab)."""
    owners: dict[str, list[str]] = {}

    def add(text: str, what: str) -> None:
        letter = mnemonic_of(text)
        if letter is not None:
            owners.setdefault(letter, []).append(what)

    for bar in window.findChildren(QMenuBar):
        if bar.window() is window and bar.isVisible():
            for action in bar.actions():
                add(action.text(), f"the menu {menu_text(action.text())!r}")
    for widget in window.findChildren(QWidget):
        if widget.window() is not window or not widget.isVisible():
            continue
        if isinstance(widget, QAbstractButton) or (
            isinstance(widget, QLabel) and widget.buddy() is not None
        ):
            add(widget.text(), describe(widget))
        elif isinstance(widget, QGroupBox):
            add(widget.title(), f"the group {widget.title()!r}")
        elif isinstance(widget, QTabBar):
            for index in range(widget.count()):
                add(widget.tabText(index), f"the tab {widget.tabText(index)!r}")
    return owners


def test_no_two_mnemonics_clash_in_a_window_or_a_menu(
    qtbot: QtBot, tmp_path: Path, language: str
) -> None:
    problems: set[str] = set()
    menus = 0
    for what, window in every_window(qtbot, tmp_path, YOU[language]):
        for bar in window.findChildren(QMenuBar):
            for action in bar.actions():
                menu = action.menu()
                if isinstance(menu, QMenu) and bar.window() is window:
                    problems.update(menu_clashes(menu, f"{what}, {menu_text(action.text())}"))
                    menus += 1
        for _page in tab_pages(window):
            for letter, owners in window_letters(window).items():
                if len(owners) > 1:
                    problems.add(f"{what}: Alt+{letter} for {', '.join(sorted(owners))}")
    assert menus >= 3
    assert not problems, f"({language})\n  " + "\n  ".join(sorted(problems))


# --- labels ---------------------------------------------------------------------------------


def fields(window: QWidget) -> list[QWidget]:
    """The form fields shown in ``window``: choosers, text and number fields."""
    found = []
    for widget in window.findChildren(QWidget):
        if widget.window() is not window or not widget.isVisible():
            continue
        inner = isinstance(widget.parent(), (QComboBox, QAbstractSpinBox))
        if isinstance(widget, (QComboBox, QAbstractSpinBox)) or (
            isinstance(widget, QLineEdit) and not inner
        ):
            found.append(widget)
    return found


def test_every_form_field_is_labelled(qtbot: QtBot, tmp_path: Path, language: str) -> None:
    problems: list[str] = []
    seen = 0
    for what, window in every_window(qtbot, tmp_path, YOU[language], tables=False):
        for _page in tab_pages(window):
            for field in fields(window):
                seen += 1
                node = QAccessible.queryAccessibleInterface(field)
                labels = [
                    label.text(QAccessible.Text.Name)
                    for label, _relation in node.relations(QAccessible.Relation.Label)
                ]
                name = node.text(QAccessible.Text.Name)
                if not any(labels):
                    problems.append(f"{what}: {describe(field)} has no label")
                elif not name:
                    problems.append(f"{what}: {describe(field)} has no name")
                # Qt on Linux names a chooser by its value (its label is the relation); a
                # text or number field is named by what it is for
                elif not isinstance(field, QComboBox) and name != field.accessibleName():
                    problems.append(f"{what}: {describe(field)} is named {name!r}")
    assert seen > 20
    assert not problems, f"({language})\n  " + "\n  ".join(sorted(set(problems)))


# --- the keyboard help and About -------------------------------------------------------------


def shortcut_actions(window: QWidget) -> list[QAction]:
    """Every action of ``window`` that has a shortcut: in its menus, its own, its children's."""
    found: list[QAction] = [*window.actions(), *window.findChildren(QAction)]
    for bar in window.findChildren(QMenuBar):
        stack = list(bar.actions())
        while stack:
            action = stack.pop()
            found.append(action)
            menu = action.menu()
            if isinstance(menu, QMenu):
                stack += menu.actions()
    return [a for a in dict.fromkeys(found) if not a.shortcut().isEmpty()]


def rows_of(html: str) -> set[tuple[str, str]]:
    """The rows of the tables of a rich text, as (first cell, second cell)."""
    document = QTextDocument()
    document.setHtml(html)
    rows: set[tuple[str, str]] = set()
    block = document.begin()
    while block.isValid():
        table = QTextCursor(block).currentTable()
        if table is not None:
            cell = table.cellAt(QTextCursor(block))
            if cell.column() == 0 and table.columns() >= 2:
                second = table.cellAt(cell.row(), 1).firstCursorPosition().block().text()
                rows.add((unmarked(block.text()), unmarked(second)))  # without the break marks
        block = block.next()
    return rows


def test_the_keyboard_help_and_about_list_every_shortcut(
    qtbot: QtBot, tmp_path: Path, language: str
) -> None:
    from app_windows import app_window

    from stammtisch.desktop.widgets.about import AboutDialog

    window = app_window(qtbot, tmp_path, YOU[language])
    expected = {
        (menu_text(a.text()), a.shortcut().toString(QKeySequence.SequenceFormat.NativeText))
        for a in shortcut_actions(window)
        if a.text()
    }
    assert len(expected) >= 10
    assert ("Ctrl+H" in {keys for _what, keys in expected}) or language != "en"
    help_dialog = window.show_keyboard()
    settle(qtbot, help_dialog)
    listed = rows_of(help_dialog.page.toHtml())
    missing = sorted(expected - listed)
    about = AboutDialog(window.shortcut_actions(), window)
    qtbot.addWidget(about)
    in_about = set(about.shortcut_rows())
    not_in_about = sorted(expected - in_about)
    assert not missing, f"({language}) not in Help → Keyboard: {missing}"
    assert not not_in_about, f"({language}) not in About: {not_in_about}"
    # one table: About lists what the help lists
    assert listed - in_about == set() or all(
        keys.startswith("Alt") for _what, keys in listed - in_about
    )
    help_dialog.close()
    window.close()


def test_the_history_list_and_the_charts_are_named_and_described(
    qtbot: QtBot, tmp_path: Path, language: str
) -> None:
    """K7: a screen reader found the History list and the chart without a name."""
    from app_windows import app_window

    from stammtisch.desktop.widgets.statistics import StatisticsPanel

    window = app_window(qtbot, tmp_path, YOU[language])
    history = window.show_history()
    assert history is not None
    table = QAccessible.queryAccessibleInterface(history.table)
    assert table.text(QAccessible.Text.Name) and table.text(QAccessible.Text.Description)
    history.close()
    window.show_statistics()
    assert window.stats_dock is not None
    panel = window.stats_dock.widget()
    assert isinstance(panel, StatisticsPanel)
    panel.set_filter("skat")
    titles = panel.tab_titles()
    for key in ("total", "roles", "luck"):
        panel.tabs.setCurrentIndex(list(titles).index(key))
        QApplication.processEvents()
        chart = QAccessible.queryAccessibleInterface(panel.chart(key))
        assert chart.text(QAccessible.Text.Name) == titles[key].replace("&", "")
        assert chart.text(QAccessible.Text.Description) == panel.pages[key].said()
        assert chart.text(QAccessible.Text.Description)
    window.close()
