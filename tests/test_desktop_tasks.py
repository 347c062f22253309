"""The one background-task mechanism: answers by signal in the GUI thread, latest only,
cancellation, shutdown."""

from __future__ import annotations

import threading

import pytest
from pytestqt.qtbot import QtBot

from stammtisch.desktop.tasks import Cancelled, Control, TaskRunner


def test_a_task_reports_its_progress_and_result_in_the_gui_thread(qtbot: QtBot) -> None:
    runner = TaskRunner()
    gui = threading.get_ident()
    threads: list[int] = []
    seen: list[tuple[str, object, int]] = []

    def work(control: Control) -> object:
        threads.append(threading.get_ident())
        control.progress(1, 2)
        control.progress(2, 2)
        return "answer"

    task = runner.start(work)
    task.progress.connect(lambda told: seen.append(("progress", told, threading.get_ident())))
    task.done.connect(lambda result: seen.append(("done", result, threading.get_ident())))
    task.finished.connect(lambda: seen.append(("finished", None, threading.get_ident())))
    assert runner.is_busy()
    qtbot.waitUntil(lambda: not runner.is_busy(), timeout=5_000)
    assert threads and threads[0] != gui
    assert [(kind, told) for kind, told, _ in seen] == [
        ("progress", (1, 2)),
        ("progress", (2, 2)),
        ("done", "answer"),
        ("finished", None),
    ]
    assert {thread for _, _, thread in seen} == {gui}


def test_a_failure_is_one_line_and_nothing_is_raised_in_the_gui_thread(qtbot: QtBot) -> None:
    runner = TaskRunner()

    def work(_control: Control) -> object:
        raise ValueError("no card left")

    task = runner.start(work)
    done: list[object] = []
    task.done.connect(done.append)
    with qtbot.waitSignal(task.failed, timeout=5_000) as failed:
        pass
    assert failed.args == ["ValueError: no card left"]
    qtbot.waitUntil(lambda: not runner.is_busy(), timeout=5_000)
    assert done == []


def test_latest_only_drops_the_older_answer_and_tells_its_work_to_stop(qtbot: QtBot) -> None:
    runner = TaskRunner(threads=2, latest_only=True)
    started = threading.Event()
    stopped = threading.Event()

    def slow(control: Control) -> object:
        started.set()
        while not control.stopped():  # a search that looks between two steps
            threading.Event().wait(0.005)
        stopped.set()
        control.check()
        return "too late"

    first = runner.start(slow)
    answers: list[object] = []
    ended: list[str] = []
    first.done.connect(answers.append)
    first.finished.connect(lambda: ended.append("first"))
    assert started.wait(5)
    second = runner.start(lambda _control: "latest")
    second.done.connect(answers.append)
    second.finished.connect(lambda: ended.append("second"))
    assert first.is_cancelled() and not second.is_cancelled()
    qtbot.waitUntil(lambda: len(ended) == 2, timeout=5_000)
    assert stopped.is_set()
    assert answers == ["latest"]


def test_an_answer_that_arrives_after_cancel_is_dropped(qtbot: QtBot) -> None:
    runner = TaskRunner()
    gate = threading.Event()
    task = runner.start(lambda _control: gate.wait(5) and "answer")
    answers: list[object] = []
    task.done.connect(answers.append)
    gate.set()
    assert runner.wait(5_000)  # computed and on its way to the GUI thread
    task.cancel()
    with qtbot.waitSignal(task.finished, timeout=5_000):
        pass
    assert answers == []


@pytest.mark.parametrize("started", [True, False])
def test_shutdown_cancels_waits_and_the_runner_starts_again(qtbot: QtBot, started: bool) -> None:
    runner = TaskRunner()
    began = threading.Event()

    def work(control: Control) -> object:
        began.set()
        while True:  # a long search that looks between two steps
            control.check()
            threading.Event().wait(0.005)

    if not started:  # the pool's one thread is busy for a moment: the task waits its turn
        runner.start(lambda _control: threading.Event().wait(0.3))
    task = runner.start(work)
    if started:
        assert began.wait(5)
    assert runner.shutdown(timeout_ms=5_000)
    assert task.is_cancelled() and began.is_set() == started
    qtbot.waitUntil(lambda: not runner.is_busy(), timeout=5_000)
    answers: list[object] = []
    again = runner.start(lambda _control: "again")
    again.done.connect(answers.append)
    qtbot.waitUntil(lambda: answers == ["again"], timeout=5_000)
    assert began.is_set() == started  # a task dropped from the queue never runs


def test_cancelled_raised_by_the_work_ends_the_task_quietly(qtbot: QtBot) -> None:
    runner = TaskRunner()

    def work(_control: Control) -> object:
        raise Cancelled

    task = runner.start(work)
    said: list[object] = []
    task.done.connect(said.append)
    task.failed.connect(said.append)
    with qtbot.waitSignal(task.finished, timeout=5_000):
        pass
    assert said == [] and not task.is_cancelled()
