"""What the app side of the AT-SPI tools shares: the app as it starts (the focus ring, Alt
letters everywhere), one table window with completed tricks that wait for a key, and a key
sent where the focus is.  (Run with the venv's python; the tools' folder is on the path.)"""

import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QEvent, QSettings, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from stammtisch.desktop.i18n import install_language
from stammtisch.desktop.settings import AppSettings
from stammtisch.desktop.widgets.focus_style import install_focus_style
from stammtisch.desktop.widgets.main_window import MainWindow
from stammtisch.desktop.widgets.mnemonics import enable_everywhere


def open_window(language: str, pace_ms: int = 0) -> tuple[QApplication, MainWindow]:
    """The app and its window at 1024×700, animations off, a finished trick waiting."""
    app = QApplication([sys.argv[0]])
    app.setApplicationName("Stammtisch")
    install_language(language)
    install_focus_style(app)
    enable_everywhere()
    folder = Path(tempfile.mkdtemp())
    settings = AppSettings(QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat))
    settings.animation = "off"
    settings.finished_trick = "click"
    settings.language = language
    window = MainWindow(settings, None, pace_ms=pace_ms)
    window.resize(1024, 700)
    window.move(0, 0)
    window.show()
    window.activateWindow()
    return app, window


def key(window: MainWindow, code: Qt.Key, text: str = "") -> None:
    """Press and release ``code`` where the focus is (the table when nothing has it)."""
    target = QApplication.focusWidget() or window.view
    for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
        QApplication.sendEvent(target, QKeyEvent(kind, code, Qt.KeyboardModifier.NoModifier, text))
