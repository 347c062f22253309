"""Windows sized and placed from the screen they open on, and remembered between starts.

Every window and dialog asks here for its size instead of fixing one: :func:`fit_window`
takes the size the window would like and gives it at most what the screen it opens on has
free (:meth:`QScreen.availableGeometry`, less room for the window manager's frame), centred
over its parent window (or the screen).  Given a ``key``, the window's last size and
position are restored (still fitted to the screen, which may have changed since) and kept
whenever it is hidden or closed, in the settings file the app uses
(:func:`use_store`).

>>> from PySide6.QtCore import QRect, QSize
>>> fitted_size(QSize(1280, 860), QRect(0, 0, 1024, 700))
PySide6.QtCore.QSize(1008, 660)
>>> fitted_size(QSize(520, 420), QRect(0, 0, 1024, 700))
PySide6.QtCore.QSize(520, 420)
>>> placed(QSize(400, 300), QRect(0, 0, 1024, 700), QRect(900, 500, 200, 100))
PySide6.QtCore.QPoint(608, 360)
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSettings, QSize, Qt
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget

DECORATION = QSize(16, 40)
"""Room left for the window manager's frame (borders and title bar), which Qt knows only
once a window is shown."""

_store: list[QSettings] = []


def use_store(store: QSettings | None) -> None:
    """Keep windows' sizes and positions in ``store`` (the app's settings); ``None``: nowhere."""
    _store.clear()
    if store is not None:
        _store.append(store)


def screen_of(widget: QWidget, over: QWidget | None = None) -> QScreen:
    """The screen ``widget`` opens on: that of ``over`` (the window it belongs to) or of its
    parent window, else its own, else the primary."""
    near = over if over is not None else widget.parentWidget()
    screen = near.window().screen() if near is not None else widget.screen()
    return screen or QGuiApplication.primaryScreen()


def available_area(widget: QWidget, over: QWidget | None = None) -> QRect:
    """The free part (no panels or docks of the desktop) of the screen ``widget`` opens on."""
    return screen_of(widget, over).availableGeometry()


def fitted_size(wanted: QSize, area: QRect) -> QSize:
    """``wanted``, but no larger than ``area`` with room for the window's frame."""
    return QSize(
        max(1, min(wanted.width(), area.width() - DECORATION.width())),
        max(1, min(wanted.height(), area.height() - DECORATION.height())),
    )


def inside(corner: QPoint, size: QSize, area: QRect) -> QPoint:
    """``corner`` moved as little as needed for a window of ``size`` and its frame to lie
    within ``area`` (its top-left corner first, should it not fit)."""
    right = area.right() + 1 - size.width() - DECORATION.width()
    bottom = area.bottom() + 1 - size.height() - DECORATION.height()
    return QPoint(
        max(area.left(), min(corner.x(), right)), max(area.top(), min(corner.y(), bottom))
    )


def placed(size: QSize, area: QRect, over: QRect | None = None) -> QPoint:
    """Where a window of ``size`` goes: centred over ``over`` (its parent) or the area, and
    inside ``area`` with its frame."""
    centre = (over if over is not None else area).center()
    return inside(
        QPoint(centre.x() - size.width() // 2, centre.y() - size.height() // 2), size, area
    )


def fit_window(
    widget: QWidget,
    width: int,
    height: int,
    key: str | None = None,
    over: QWidget | None = None,
) -> QSize:
    """Size ``widget`` (a window or dialog) ``width`` × ``height`` or smaller, to fit the
    screen it opens on, and place it there, centred over ``over`` or its parent window; with
    ``key``, restore its last size and position (fitted to the screen, which may have
    changed) and keep them whenever it is hidden.  Returns the size given.

    ``over`` places a window without a parent (one that must not be blocked by a dialog
    of the window it belongs to) by that window."""
    area = available_area(widget, over)
    size = fitted_size(QSize(width, height), area)
    near = over if over is not None else widget.parentWidget()
    where = placed(size, area, near.window().frameGeometry() if near is not None else None)
    maximized = False
    if key is not None and _store:
        saved = _restored(_store[0], key)
        if saved is not None:
            rect, maximized = saved
            screen = QGuiApplication.screenAt(rect.center())
            if screen is not None:  # else the screen it was on is gone: the one it opens on
                area = screen.availableGeometry()
            size = fitted_size(rect.size(), area)
            where = inside(rect.topLeft(), size, area)
        keeper = _keepers.setdefault(key, _Keeper(key))
        widget.removeEventFilter(keeper)
        widget.installEventFilter(keeper)
    widget.resize(size)
    widget.move(where)
    if maximized:
        widget.setWindowState(widget.windowState() | Qt.WindowState.WindowMaximized)
    return size


def _restored(store: QSettings, key: str) -> tuple[QRect, bool] | None:
    """The rectangle (frame position, inner size) and maximized flag saved under ``key``."""
    raw = store.value(f"windows/{key}")
    if not isinstance(raw, str):
        return None
    try:
        x, y, w, h, big = (int(part) for part in raw.split(","))
    except ValueError:
        return None
    if w <= 0 or h <= 0:
        return None
    return QRect(x, y, w, h), bool(big)


def remember(widget: QWidget, key: str) -> None:
    """Save ``widget``'s position (of its frame), inner size and maximized state under
    ``key`` (what :func:`fit_window` restores)."""
    if not _store:
        return
    maximized = bool(widget.windowState() & Qt.WindowState.WindowMaximized)
    rect = widget.normalGeometry() if maximized else widget.geometry()
    pos = widget.pos() if not maximized else rect.topLeft()
    if rect.width() <= 0 or rect.height() <= 0:
        return
    value = f"{pos.x()},{pos.y()},{rect.width()},{rect.height()},{int(maximized)}"
    _store[0].setValue(f"windows/{key}", value)


class _Keeper(QObject):
    """Saves a window's geometry whenever it is hidden or closed."""

    def __init__(self, key: str) -> None:
        super().__init__()
        self.key = key

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(watched, QWidget) and event.type() in (QEvent.Type.Hide, QEvent.Type.Close):
            remember(watched, self.key)
        return False


_keepers: dict[str, _Keeper] = {}


__all__ = [
    "DECORATION",
    "available_area",
    "fit_window",
    "fitted_size",
    "inside",
    "placed",
    "remember",
    "screen_of",
    "use_store",
]
