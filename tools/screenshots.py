"""Take the README's screenshots: each game's table in English, German and Japanese.

    QT_QPA_PLATFORM=offscreen python tools/screenshots.py [--out docs/screenshots] [--only skat]
        [--size 1024x700] [--players 5]

Each picture is a real window: a session is dealt with a fixed seed, the user
(seat 0) and the computer players play random legal moves until a trick is
half played (or the user has a decision to make), then the window is grabbed.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from stammtisch.desktop.i18n import install_language
from stammtisch.desktop.settings import AppSettings
from stammtisch.desktop.widgets.main_window import MainWindow
from stammtisch.desktop.widgets.new_game import COMPUTER_NAMES, NewGameSpec
from stammtisch.engine.registry import all_games

LANGUAGES = ("en", "de", "ja")
YOU = {"en": "You", "de": "Du", "ja": "あなた"}


def take(
    game: str,
    players: int,
    language: str,
    out: Path,
    seed: int,
    faces: str,
    size: tuple[int, int] = (1280, 820),
    suffix: str = "",
) -> Path | None:
    """Grab the table of ``game`` with ``seed``; ``None`` if the deal ended before a good moment."""
    app = QApplication.instance()
    assert app is not None
    install_language(language)
    folder = Path(tempfile.mkdtemp())
    settings = AppSettings(QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat))
    settings.animation = "off"
    settings.finished_trick = "brief"
    settings.faces = faces
    window = MainWindow(settings, None, pace_ms=0)
    window.resize(*size)
    window.show()
    names = [YOU[language], *COMPUTER_NAMES[: players - 1]]
    levels = ["human"] + ["random"] * (players - 1)
    window.start_session(NewGameSpec(game, players, {}, names, levels, players), seed=seed)
    controller = window.controller
    assert controller is not None
    rng = random.Random(seed)
    ready = False
    for _ in range(2000):
        app.processEvents()
        state = controller.state
        if state is None or state.is_terminal():
            break
        snap = controller.snapshot()
        if controller.is_human_turn():
            legal = controller.legal_actions()
            cards = [a for a in legal if a < 32]
            if snap is not None and len(snap.trick) >= 1 and sum(snap.tricks_won) >= 2 and cards:
                ready = True
                break
            controller.try_action(rng.choice(legal))
    if not ready:
        window.close()
        controller.shutdown()
        return None
    window.refresh()
    app.processEvents()
    target = out / f"{game}-{players}p-{language}{suffix}.png"
    window.grab().save(str(target))
    window.close()
    controller.shutdown()
    return target


def take_lesson(key: str, language: str, out: Path, wrong: str) -> Path:
    """Grab lesson ``key`` at its first act or ask step, after the wrong answer ``wrong``."""
    from stammtisch.desktop.widgets.lesson_view import LearnDialog
    from stammtisch.engine.lessons import Explain

    app = QApplication.instance()
    assert app is not None
    install_language(language)
    folder = Path(tempfile.mkdtemp())
    settings = AppSettings(QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat))
    dialog = LearnDialog(settings, key.split("/")[0])
    window = dialog.start(key)
    while isinstance(window.run.step, Explain):
        window.go_on()
    window.answer(wrong)
    app.processEvents()
    target = out / f"lesson-{key.replace('/', '-')}-{language}.png"
    window.grab().save(str(target))
    dialog.grab().save(str(out / f"learn-{key.split('/')[0]}-{language}.png"))
    window.close()
    dialog.close()
    return target


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", type=Path, default=Path("docs/screenshots"))
    parser.add_argument("--only", default="")
    parser.add_argument("--languages", default=",".join(LANGUAGES))
    parser.add_argument("--players", type=int, default=0, help="seat count (default: the game's)")
    parser.add_argument("--size", default="", help="window size, e.g. 1024x700 (default 1280x820)")
    parser.add_argument(
        "--lesson", default="", help="grab a lesson step instead: KEY:WRONG, e.g. skat/follow:CK"
    )
    args = parser.parse_args()
    QApplication.instance() or QApplication(sys.argv[:1])
    args.out.mkdir(parents=True, exist_ok=True)
    if args.lesson:
        key, wrong = args.lesson.split(":")
        for language in args.languages.split(","):
            print(take_lesson(key, language, args.out, wrong))
        return 0
    for cls in all_games():
        if args.only and args.only != cls.NAME:
            continue
        faces = "german" if cls.FACES == "german" else "french"
        for language in args.languages.split(","):
            for seed in range(3, 40):
                players = args.players or cls.DEFAULT_PLAYERS
                if args.players and args.players not in cls.PLAYER_COUNTS:
                    break
                size, suffix = (1280, 820), ""
                if args.size:
                    width, height = (int(v) for v in args.size.lower().split("x"))
                    size, suffix = (width, height), f"-{width}x{height}"
                path = take(cls.NAME, players, language, args.out, seed, faces, size, suffix)
                if path is not None:
                    print(path)
                    break
    return 0


if __name__ == "__main__":
    sys.exit(main())
