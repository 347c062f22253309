"""Plays a session in the real main window, offscreen, for the kill test (a subprocess).

    python tests/kill_driver.py [--claim] FOLDER GAME DEALS SEED [KILL_POINT COUNT]
    python tests/kill_driver.py --serve [fork|spawn]   # one run per line of arguments

The window's store is ``FOLDER/history.sqlite``; the saved session is resumed
if there is one, else a new one of GAME is started.  The user's seat plays random
legal actions, the computer seats are "random", the result dialog is accepted at once.
With KILL_POINT the process kills itself with SIGKILL the COUNT-th time the store
passes that named point (``engine.history.store.checkpoint``).  With ``--claim`` it first
takes the data folder as the app does (``desktop/instance.py``); when another process holds
it, it only logs ``second raised`` or ``second running`` and ends.

Every line of ``FOLDER/log`` is written with one ``write`` (it survives a SIGKILL):

- ``start <finished deals> <actions> <hash>``: what was resumed (or ``new``);
- ``act <finished deals> <actions> <hash>``: the table handed to the autosaver;
- ``saved <finished deals> <actions>``: the store holds this (the writer said so);
- ``finished <number> <hash>``: the result of a deal was shown to the user;
- ``over``: the session has ended;
- ``held`` (with ``--claim``): this process holds the data folder; ``raised``: a second start
  asked for its window.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import signal
import subprocess
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).parent))


def digest(data: object) -> str:
    return hashlib.sha1(json.dumps(data, sort_keys=True).encode()).hexdigest()[:16]


def main(argv: list[str]) -> int:
    claiming = bool(argv) and argv[0] == "--claim"
    argv = argv[1:] if claiming else argv
    folder, game, deals, seed = Path(argv[0]), argv[1], int(argv[2]), int(argv[3])
    point, count = (argv[4], int(argv[5])) if len(argv) > 5 else ("", 0)
    if point and not hasattr(signal, "SIGKILL"):
        raise SystemExit("a kill point needs signal.SIGKILL, which this platform lacks")
    log_fd = os.open(folder / "log", os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)

    def log(*words: object) -> None:
        os.write(log_fd, (" ".join(str(w) for w in words) + "\n").encode())

    from desktop_support import temp_settings
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    from stammtisch.engine.history import store as store_module
    from stammtisch.engine.registry import make_game

    if point:
        passed = [0]

        def hook(name: str) -> None:
            if name == point:
                passed[0] += 1
                if passed[0] == count:
                    os.kill(os.getpid(), signal.SIGKILL)

        store_module.checkpoint_hook = hook

    app = QApplication([sys.argv[0]])
    held = None
    if claiming:
        from stammtisch.desktop.instance import Instance, bring_forward, claim

        answer = claim(folder / "history.sqlite")
        if not isinstance(answer, Instance):
            log("second", answer)
            return 0
        held = answer
        log("held")
    from stammtisch.desktop.widgets.main_window import MainWindow
    from stammtisch.desktop.widgets.new_game import NewGameSpec

    def refuse(*_args: object) -> object:
        log("dialog", " ".join(str(a).replace("\n", " ") for a in _args[2:3]))
        return QMessageBox.StandardButton.Ok

    QMessageBox.warning = refuse  # type: ignore[assignment,method-assign]
    from stammtisch.desktop.controller import GameController

    def table_of(session: object) -> tuple[int, int, str]:
        state = session.current  # type: ignore[attr-defined]
        history = [] if state is None else [list(a) for a in state.history()]
        return len(session.deals), len(history), digest(history)  # type: ignore[attr-defined]

    original_save = GameController._save

    def logged_save(self: GameController) -> None:
        log("act", *table_of(self.session))  # before the writer may have it on disk
        original_save(self)

    GameController._save = logged_save  # type: ignore[method-assign]
    rng = random.Random(seed * 7919 + os.getpid())
    window = MainWindow(temp_settings(folder), folder / "history.sqlite", pace_ms=0)
    if held is not None:

        def asked() -> None:
            log("raised")
            bring_forward(window)

        held.raiseRequested.connect(asked)
    window.open_store()
    if window.offer_resume(ask=False):
        resumed = True
    else:
        players = make_game(game).num_players
        names = ["You", "Anna", "Bernd", "Clara"][:players]
        spec = NewGameSpec(game, players, {}, names, ["human"] + ["random"] * (players - 1), deals)
        window.start_session(spec, seed=seed)
        resumed = False
    controller = window.controller
    assert controller is not None
    session = controller.session

    def table() -> tuple[int, int, str]:
        return table_of(session)

    log("start", *table(), "resumed" if resumed else "new")
    log("deals", *[digest(d.to_json()) for d in session.deals])

    def finished(_result: object) -> None:
        number = len(session.deals) - 1
        log("finished", number, digest(session.deals[number].to_json()))
        QTimer.singleShot(0, accept)

    def accept() -> None:
        if window.result_dialog is not None:
            window.result_dialog.accept()
        if session.is_over():
            controller.flush_save()
            log("over")
            app.quit()

    def play() -> None:
        if controller.is_human_turn():
            legal = controller.legal_actions()
            if legal:
                controller.try_action(rng.choice(legal))

    controller.saved.connect(lambda saved: log("saved", saved.deals, saved.actions))
    controller.dealFinished.connect(finished)
    controller.humanTurn.connect(lambda: QTimer.singleShot(0, play))
    QTimer.singleShot(0, play)
    app.exec()
    window.close()
    if held is not None:
        held.release()
    return 0


def fork_is_safe() -> bool:
    """Whether this platform lets a process that has loaded Qt fork.

    CPython's own judgement: its ``multiprocessing`` spawns fresh processes by default
    where forking a process that has loaded the system's frameworks is unsafe (macOS,
    whose libraries may start threads that a forked child cannot use) or impossible
    (Windows).
    """
    import multiprocessing

    return hasattr(os, "fork") and multiprocessing.get_all_start_methods()[0] != "spawn"


def serve(how: str) -> None:
    """``--serve [fork|spawn]``: for each line of arguments on stdin start a process that
    runs :func:`main` with them; say ``pid N`` when it starts and ``exit N STATUS`` when it
    ends.  ``fork`` (the default where :func:`fork_is_safe`) imports everything once and
    forks (a run starts in a fraction of a second); ``spawn`` starts this script afresh
    for each run (a second or two), never forking after Qt is loaded."""
    if how == "fork" and not hasattr(os, "fork"):
        raise SystemExit("--serve fork needs os.fork, which this platform lacks")
    if how == "fork":
        import desktop_support  # noqa: F401 - imported once, before the forks
        import PySide6.QtWidgets  # noqa: F401

        import stammtisch.desktop.instance
        import stammtisch.desktop.widgets.main_window  # noqa: F401

    for line in sys.stdin:
        args = line.split()
        if not args:
            break
        if how == "fork":
            pid = os.fork()
            if pid == 0:
                code = 1
                try:
                    code = main(args)
                finally:
                    os._exit(code)
            print("pid", pid, flush=True)
            _, status = os.waitpid(pid, 0)
            print("exit", pid, os.waitstatus_to_exitcode(status), flush=True)
        else:
            child = subprocess.Popen([sys.executable, __file__, *args])
            print("pid", child.pid, flush=True)
            print("exit", child.pid, child.wait(), flush=True)


if __name__ == "__main__":
    if sys.argv[1:2] == ["--serve"]:
        serve(sys.argv[2] if len(sys.argv) > 2 else ("fork" if fork_is_safe() else "spawn"))
    else:
        sys.exit(main(sys.argv[1:]))
