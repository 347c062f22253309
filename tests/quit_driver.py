"""The quit test's app: the real window, as ``stammtisch`` starts it, with every secondary
window open, then Game → Quit (run by ``test_desktop_quit.py`` in a process of its own).

It prints each window it opened (``opened <name>``), then ``quit`` as it triggers Quit;
the process must then end by itself, with every background worker stopped.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QPushButton, QWidget


def say(line: str) -> None:
    print(line, flush=True)


def open_everything(window: object) -> None:
    from test_desktop_result_review import finished_skat, position_before

    from stammtisch.desktop.savegame import SavedTable
    from stammtisch.desktop.widgets.about import AboutDialog
    from stammtisch.desktop.widgets.lesson_view import LearnDialog
    from stammtisch.desktop.widgets.main_window import MainWindow
    from stammtisch.engine.session import Session

    assert isinstance(window, MainWindow)
    state = finished_skat()
    session = Session(state.game, ["You", "Anna", "Bernd"], 3, first_dealer=state.dealer)
    session.current = state
    window.coach.requester.work = 1
    window.coach.requester.budget_ms = 40
    window.resume(SavedTable(session, 0, ["human", "random", "random"]))
    opened: dict[str, QWidget] = {}

    def step(k: int = 0) -> None:
        if k == 0:  # the result of the deal, and the review from it
            if window.result_dialog is None:
                QTimer.singleShot(50, lambda: step(0))
                return
            opened["result"] = window.result_dialog
            button = window.result_dialog.findChild(QPushButton, "reviewButton")
            assert button is not None
            button.click()
            review = window.coach.review
            assert review is not None
            opened["review"] = review
            QTimer.singleShot(50, lambda: step(1))
            return
        review = window.coach.review
        assert review is not None
        if not review.graded:  # the review's grading runs in the background meanwhile
            QTimer.singleShot(50, lambda: step(1))
            return
        position = position_before(review.final, review.graded[-1].index)
        opened["practice table"] = window.play_on(position)
        opened["second practice table"] = window.play_on(position.clone())
        window.show_statistics()
        if window.stats_dock is not None:
            opened["statistics"] = window.stats_dock
        opened["rules"] = window.coach.open_rules("skat")
        learn = LearnDialog(window.settings, "skat", window)
        learn.show()
        opened["learn"] = learn
        lessons = learn.paths.get("skat") or []
        lesson = next((x for x in lessons if x.deal is not None), None)
        if lesson is not None:
            opened["lesson"] = learn.start(lesson.key)
        puzzles = window.learn_menu.open_practice()
        if puzzles is not None:
            opened["practice from your games"] = puzzles
        about = AboutDialog([window.new_action, window.quit_action], window)
        about.show()
        opened["about"] = about
        for name, widget in opened.items():
            say(f"opened {name} {'shown' if widget.isVisible() else 'hidden'}")
        say("quit")
        window.quit_action.trigger()

    QTimer.singleShot(0, step)


def main() -> int:
    app = QApplication([sys.argv[0]])
    app.setOrganizationName("Stammtisch")
    app.setApplicationName("Stammtisch")
    from stammtisch.desktop.app import default_save_path
    from stammtisch.desktop.settings import AppSettings
    from stammtisch.desktop.widgets.main_window import MainWindow

    settings = AppSettings()  # the user's settings file, in the fresh home folder
    settings.animation = "off"
    settings.finished_trick = "brief"  # the last trick goes by itself: the result shows
    window = MainWindow(settings, default_save_path())  # as stammtisch.desktop.app.main
    window.show()
    window.open_store()
    if window.luck is not None:
        window.luck.start()
    QTimer.singleShot(0, lambda: open_everything(window))
    code = app.exec()
    say(f"exec returned {code}")
    return code


if __name__ == "__main__":
    sys.exit(main())
