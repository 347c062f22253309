"""``stammtisch``: start the desktop app (``--smoke`` checks an installation and quits).

    stammtisch                  # open the window; resume the saved game or start a new one
    stammtisch --language de    # override the language setting for this run
    stammtisch --smoke          # start, load faces and translation, draw a dealt table, quit
    stammtisch --messages de    # every engine message in German, one JSON object a line

One app runs per data folder: a second start brings the running window to the front
(``desktop/instance.py``).

``--smoke`` exits 0 when everything works, otherwise non-zero with one line
per failure naming what failed.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtGui import QColor, QIcon, QImage, QPainter, QPixmap
from PySide6.QtWidgets import QApplication

from stammtisch.engine.console import write_utf8

from .cardfaces import FACE_STYLES, CardFaceError, CardFaces
from .catalog import game_classes
from .fonts import missing_font, warn_once
from .history import default_history_path
from .i18n import LANGUAGES, install_language, resolve_language
from .instance import RUNNING, Instance, bring_forward, claim, running_text
from .settings import AppSettings
from .table_state import snapshot


def default_save_path() -> Path:
    """The store that holds the running session and the history (the platform's app data
    folder; today's save files there are moved into it once)."""
    return default_history_path()


ICON_SIZES: tuple[int, ...] = (16, 32, 48, 64, 128, 256, 512)
DESKTOP_FILE = "org.stammtisch.Stammtisch"
"""The Linux desktop entry's name (packaging/linux/), so Wayland shows the app's icon."""


def app_icon() -> QIcon:
    """The app's icon from ``stammtisch.resources/icons`` (PNGs: no image plugin needed).

    An empty icon when the files are missing; ``--smoke`` reports that.
    """
    import importlib.resources

    icon = QIcon()
    folder = importlib.resources.files("stammtisch.resources").joinpath("icons")
    for size in ICON_SIZES:
        pixmap = QPixmap()
        try:
            data = folder.joinpath(f"stammtisch-{size}.png").read_bytes()
        except OSError:
            continue
        if pixmap.loadFromData(data, "PNG"):
            icon.addPixmap(pixmap)
    return icon


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="stammtisch",
        description="Play and learn Skat, Doppelkopf, Schafkopf and Sheepshead: open the card "
        "table, resuming the game in progress.",
    )
    parser.add_argument("--smoke", action="store_true", help="check the installation and quit")
    parser.add_argument("--language", choices=sorted(LANGUAGES), help="language for this run")
    parser.add_argument(
        "--data-file",
        type=Path,
        metavar="PATH",
        help="the database that holds the running session and the history",
    )
    parser.add_argument("--new", action="store_true", help="start a new game, ignore the save")
    parser.add_argument(
        "--messages",
        choices=sorted(LANGUAGES),
        metavar="LANG",
        help="print every engine message rendered in LANG (one JSON object a line) and quit",
    )
    return parser


def smoke(language: str) -> list[str]:
    """Load faces and the translation, draw a dealt table of every game; the failures."""
    from .widgets.table_scene import TableScene

    failures: list[str] = []
    if app_icon().isNull():
        failures.append("the application icon (stammtisch.resources/icons) could not be loaded")
    if not install_language(language):
        failures.append(f"translation {language!r} could not be loaded")
    font = missing_font(language)
    if font is not None:
        failures.append(font)
    faces: CardFaces | None = None
    for style in FACE_STYLES:
        try:
            loaded = CardFaces(style)
        except CardFaceError as exc:
            failures.append(f"card faces {style!r}: {exc}")
            continue
        faces = faces or loaded
    games = game_classes()
    if not games:
        failures.append("no game is installed")
    failures.extend(_smoke_chart())
    failures.extend(_smoke_line_breaks())
    failures.extend(_smoke_solver())
    if faces is None:
        return failures
    for cls in games:
        try:
            game = cls()
            state = game.new_deal(seed=1)
            scene = TableScene(faces)
            scene.animation_ms = 0
            names = [f"Seat {i + 1}" for i in range(game.num_players)]
            snap = snapshot(state, 0)
            scene.show_table(snap, names, None)
            image = QImage(800, 500, QImage.Format.Format_ARGB32)
            image.fill(QColor("black"))
            painter = QPainter(image)
            scene.render(painter)
            painter.end()
            if not snap.hands[0]:
                failures.append(f"{cls.NAME}: the dealt table shows no hand")
            elif _pixel_is_card(image):
                continue
            else:
                failures.append(f"{cls.NAME}: the table was not drawn")
        except Exception as exc:  # a smoke test reports, it does not crash
            failures.append(
                f"{cls.NAME}: drawing a dealt table failed: {type(exc).__name__}: {exc}"
            )
    return failures


def _smoke_solver() -> list[str]:
    """The open-hand solver's compiled core is there (without it Strong plays far weaker)."""
    from ..engine.ai.dds.search import COMPILED

    if COMPILED:
        return []
    return ["the solver's compiled core (stammtisch.engine.ai.dds._core) is missing"]


def _smoke_line_breaks() -> list[str]:
    """BudouX and its Japanese model are there: a sentence is cut into its two phrases."""
    try:
        from .linebreak import ZWSP, breakable, unmarked

        marked = breakable("シープスヘッドを学べます。")
        if unmarked(marked) != "シープスヘッドを学べます。" or marked.count(ZWSP) != 1:
            return [f"Japanese line breaks: BudouX cut the test sentence as {marked!r}"]
    except Exception as exc:  # a smoke test reports, it does not crash
        return [f"Japanese line breaks: BudouX failed: {type(exc).__name__}: {exc}"]
    return []


def _budoux_model() -> str:
    import budoux

    return str(Path(budoux.__file__).parent / "models" / "ja.json")


def _smoke_chart() -> list[str]:
    """Draw a statistics chart (pyqtgraph and numpy must be there and work)."""
    try:
        from .widgets.chart import Chart

        chart = Chart()
        chart.resize(400, 300)
        chart.line([1, 2, 3], [0, 5, -2], lambda _i: "")
        if chart.plot.grab().isNull() or len(chart.ys) != 3:
            return ["statistics: the chart was not drawn"]
    except Exception as exc:  # a smoke test reports, it does not crash
        return [f"statistics: drawing a chart failed: {type(exc).__name__}: {exc}"]
    return []


def smoke_summary(language: str) -> str:
    """What a passed smoke test loaded, and from where (so an installation can be checked)."""
    import importlib.resources

    cards = importlib.resources.files("stammtisch.resources").joinpath("cards")
    translation = importlib.resources.files("stammtisch.translations") / f"stammtisch_{language}.qm"
    games = ", ".join(cls.NAME for cls in game_classes())
    return (
        f"language {language}, translation {translation}; "
        f"card faces {', '.join(FACE_STYLES)} from {cards}; "
        f"icon {len(app_icon().availableSizes())} sizes; charts: pyqtgraph {_pyqtgraph_version()}; "
        f"Japanese line breaks: BudouX model {_budoux_model()}; "
        f"dealt tables drawn: {games}"
    )


def _pyqtgraph_version() -> str:
    from .widgets.plotting import pg

    return str(pg.__version__)


def _pixel_is_card(image: QImage) -> bool:
    """Whether the bottom middle, where the user's hand lies, shows a light card face."""
    for x in range(300, 500, 10):
        color = image.pixelColor(x, 470)
        if color.lightness() > 200:
            return True
    return False


def print_messages(language: str) -> int:
    """Print the whole message catalogue rendered in ``language`` (for translators)."""
    from PySide6.QtCore import QCoreApplication

    from .messages import catalogue_lines

    if QCoreApplication.instance() is None:
        QCoreApplication([sys.argv[0]])
    if not install_language(language):
        print(f"translation {language!r} could not be loaded", file=sys.stderr)
        return 1
    for line in catalogue_lines():
        print(line)
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    write_utf8()
    args = build_parser().parse_args(list(sys.argv[1:] if argv is None else argv))
    if args.messages:
        return print_messages(args.messages)
    if (
        args.smoke
        and sys.platform.startswith("linux")
        and not os.environ.get("DISPLAY")
        and not os.environ.get("WAYLAND_DISPLAY")
    ):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication([sys.argv[0]])
    app.setOrganizationName("Stammtisch")
    app.setApplicationName("Stammtisch")
    app.setDesktopFileName(DESKTOP_FILE)
    app.setWindowIcon(app_icon())
    settings = AppSettings()
    first_start = settings.first_start
    language = resolve_language(args.language or settings.language)
    if args.smoke:
        failures = smoke(language)
        for failure in failures:
            print(f"smoke test failed: {failure}", file=sys.stderr)
        if not failures:
            print(f"smoke test passed: {smoke_summary(language)}")
        return 1 if failures else 0
    install_language(language)
    from .widgets.focus_style import install_focus_style
    from .widgets.main_window import MainWindow
    from .widgets.mnemonics import enable_everywhere

    install_focus_style(app)
    enable_everywhere()
    from .widgets.wrapping import install_message_phrases

    install_message_phrases(app)  # the welcome and every warning keep phrases whole

    path = args.data_file or default_save_path()
    held = claim(path)  # one running app per data folder
    if not isinstance(held, Instance):
        message = running_text(held, path)
        print(message, file=sys.stderr)
        if held == RUNNING:
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.warning(None, "Stammtisch", message)
            return 1
        return 0
    warn_once(language)  # Japanese without a font: said before the window shows empty boxes
    window = MainWindow(settings, path)
    held.raiseRequested.connect(lambda: bring_forward(window))
    window.show()
    window.open_store()
    if window.luck is not None:
        window.luck.start()
    if first_start and not args.new:
        from .widgets.lesson_view import welcome

        QTimer.singleShot(0, lambda: welcome(window.learn_menu, window.startup))
    elif args.new:
        QTimer.singleShot(0, window.new_game)
    else:
        from .widgets.lesson_view import offer_lessons

        QTimer.singleShot(0, lambda: offer_lessons(window.learn_menu, window.startup))
    try:
        return app.exec()
    finally:
        held.release()


__all__ = [
    "app_icon",
    "build_parser",
    "default_save_path",
    "main",
    "print_messages",
    "smoke",
    "smoke_summary",
]
