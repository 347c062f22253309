"""One running app per data folder: a lock beside the store, and a local socket through which a
second start brings the running window forward.

Two windows on one store raced: each booked what it played and found the other's deals
where its own should be.  So the app takes the folder before it opens the store
(:func:`claim`): a :class:`~PySide6.QtCore.QLockFile` beside the database
(``history.sqlite.lock``, never stale by age: it is held as long as the app runs) and a
:class:`~PySide6.QtNetwork.QLocalServer` named after the store's path.  A second start finds
the lock taken, asks the running app over a :class:`~PySide6.QtNetwork.QLocalSocket` to bring
its window forward and quits (:data:`RAISED`); when the running app does not answer it says
that Stammtisch is already running (:data:`RUNNING`).  A lock left by an app that crashed or
was killed names a process that is gone: Qt finds it stale, and the start takes it over
(and the socket file a crash may leave behind).

A folder the lock file cannot be made in (read-only) gets no lock: the store there cannot be
written either, so two windows cannot race on it.
"""

from __future__ import annotations

import getpass
import hashlib
import os
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLockFile, QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from PySide6.QtWidgets import QApplication, QWidget

RAISED = "raised"
""":func:`claim`'s answer when another app holds the folder and brought its window forward."""
RUNNING = "running"
""":func:`claim`'s answer when another app holds the folder and did not answer."""

LOCK_SUFFIX = ".lock"
CLAIM_WAIT_S = 10.0
"""How long a start keeps trying to reach the app that holds the lock (it may still be
starting: it answers once its window's event loop runs)."""
ANSWER_WAIT_MS = 3000
_ASK = b"raise\n"
_ANSWER = b"raised\n"


def lock_path(store: Path) -> Path:
    """The lock file beside the store: ``history.sqlite.lock``."""
    return store.with_name(store.name + LOCK_SUFFIX)


def server_name(store: Path) -> str:
    """The local socket's name for the store at ``store``: one per user and data file."""
    try:
        user = getpass.getuser()
    except (KeyError, OSError):  # no user name known to the system
        user = ""
    where = os.path.normcase(os.path.realpath(store))  # one name however the path is spelt
    digest = hashlib.sha256(f"{user}\0{where}".encode()).hexdigest()[:24]
    return f"stammtisch-{digest}"


class Instance(QObject):
    """This app holds the data folder: its lock, and the server that a second start asks."""

    raiseRequested = Signal()
    """A second start asked for this app's window (it is told "raised" at once)."""

    def __init__(self, lock: QLockFile | None, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.lock = lock
        self.name = name
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if not self.server.listen(name):
            # a socket file left by an app that crashed: the lock is ours, so is the name
            QLocalServer.removeServer(name)
            self.server.listen(name)
        self.server.newConnection.connect(self._connected)

    @property
    def listening(self) -> bool:
        return self.server.isListening()

    def _connected(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            socket.setParent(self)
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(socket.deleteLater)
            if socket.canReadLine():
                self._read(socket)

    def _read(self, socket: QLocalSocket) -> None:
        if not socket.canReadLine():
            return
        if bytes(socket.readLine().data()) == _ASK:
            socket.write(_ANSWER)
            socket.flush()
            self.raiseRequested.emit()
        socket.disconnectFromServer()

    def release(self) -> None:
        """Close the server and unlock (when the app ends)."""
        self.server.close()
        if self.lock is not None:
            self.lock.unlock()
            self.lock = None


def _ask_to_raise(name: str) -> bool:
    """Ask the app serving ``name`` to bring its window forward; whether it said it did."""
    socket = QLocalSocket()
    socket.connectToServer(name)
    try:
        if not socket.waitForConnected(500):
            return False
        socket.write(_ASK)
        if not socket.waitForBytesWritten(500):
            return False
        deadline = time.monotonic() + ANSWER_WAIT_MS / 1000
        while not socket.canReadLine():
            left = int((deadline - time.monotonic()) * 1000)
            if left <= 0 or not socket.waitForReadyRead(left):
                return False
        return bytes(socket.readLine().data()) == _ANSWER
    finally:
        socket.abort()


def claim(store: Path, wait_s: float = CLAIM_WAIT_S) -> Instance | str:
    """Take the data folder of the store at ``store`` for this app: an :class:`Instance` when
    it is this app's now (a stale lock taken over), else what the app that holds it did:
    :data:`RAISED` (it brought its window forward) or :data:`RUNNING` (it did not answer
    within ``wait_s``)."""
    name = server_name(store)
    with_lock = True
    try:
        store.parent.mkdir(parents=True, exist_ok=True)
    except OSError:
        with_lock = False
    lock = QLockFile(str(lock_path(store)))
    lock.setStaleLockTime(0)  # held as long as the app runs: stale only when its process is gone
    deadline = time.monotonic() + wait_s
    while with_lock:
        if lock.tryLock(0):
            return Instance(lock, name)
        if lock.error() != QLockFile.LockError.LockFailedError:
            break  # the folder cannot hold a lock file: no store can be written there either
        if _ask_to_raise(name):
            return RAISED
        if time.monotonic() >= deadline:
            return RUNNING
        time.sleep(0.1)
    return Instance(None, name)


def bring_forward(window: QWidget) -> None:
    """Show ``window`` (and a dialog it waits for) in front, as asked by a second start."""
    if window.isMinimized():
        window.showNormal()
    window.show()
    for widget in (window, QApplication.activeModalWidget()):
        if widget is not None and widget.isVisible():
            widget.raise_()
            widget.activateWindow()


def running_text(answer: str, store: Path) -> str:
    """What a second start says: the running app brought its window forward, or did not
    answer."""
    if answer == RAISED:
        text = QCoreApplication.translate(
            "Instance",
            "Stammtisch is already running with the data file %1; its window was brought to "
            "the front.",
        )
    else:
        text = QCoreApplication.translate(
            "Instance",
            "Stammtisch is already running with the data file %1, but its window does not "
            "answer. Switch to it, or end it before you start Stammtisch again.",
        )
    return text.replace("%1", str(store))


__all__ = [
    "LOCK_SUFFIX",
    "RAISED",
    "RUNNING",
    "Instance",
    "bring_forward",
    "claim",
    "lock_path",
    "running_text",
    "server_name",
]
