"""The tests' read-only folder refuses writes as a read-only folder does, and is undone after.

``platform_support.read_only`` takes the strongest way this process can use (a read-only
bind mount, the immutable attribute, no write bits) and otherwise a layer in the test
process; each way must refuse what the store and the save files do in the folder, let
them read, and leave the folder writable again, however the block ends.
"""

from __future__ import annotations

import errno
import os
import sqlite3
from pathlib import Path

import pytest
from platform_support import READ_ONLY_WAYS, read_only, refuses_writes

from stammtisch.engine.history.store import HistoryStore, StoreUnavailable, open_history

WAYS = pytest.mark.parametrize("way", [None, "layer"], ids=["strongest", "layer"])


def _a_folder_with_a_store(tmp_path: Path) -> Path:
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "notes.txt").write_text("kept\n", encoding="utf-8", newline="")
    HistoryStore.connect(folder / "history.sqlite").close()
    for extra in ("history.sqlite-wal", "history.sqlite-shm"):
        (folder / extra).unlink(missing_ok=True)
    return folder


@WAYS
def test_every_write_in_the_folder_is_refused_as_the_system_refuses_it(
    tmp_path: Path, way: str | None
) -> None:
    folder = _a_folder_with_a_store(tmp_path)
    outside = tmp_path / "outside.txt"
    with read_only(folder, way) as used:
        assert used in READ_ONLY_WAYS and (way is None or used == way)
        assert refuses_writes(folder)
        for write in (
            lambda: (folder / "new.txt").write_text("x", encoding="utf-8", newline=""),
            lambda: (folder / "notes.txt").rename(folder / "moved.txt"),
            lambda: os.replace(folder / "notes.txt", folder / "moved.txt"),
            lambda: (folder / "notes.txt").unlink(),
            lambda: (folder / "sub").mkdir(),
        ):
            with pytest.raises(OSError) as refused:
                write()
            assert refused.value.errno in (errno.EROFS, errno.EACCES, errno.EPERM)
        with pytest.raises(FileExistsError):
            folder.mkdir()  # what exists is reported as existing, as the system does
        folder.mkdir(exist_ok=True)
        assert not os.access(folder, os.W_OK)
        # reading works, and so does writing elsewhere
        assert (folder / "notes.txt").read_text(encoding="utf-8") == "kept\n"
        outside.write_text("free", encoding="utf-8", newline="")
        # the store meets it as SQLite reports a read-only folder
        with pytest.raises(StoreUnavailable) as caught:
            open_history(folder / "fresh.sqlite")
        assert caught.value.problem == "readonly"
        with pytest.raises(sqlite3.Error):
            store = HistoryStore.connect(folder / "history.sqlite")
            try:
                store.conn.execute("CREATE TABLE t (x INTEGER)")
            finally:
                store.close()
        assert sorted(p.name for p in folder.iterdir()) == ["history.sqlite", "notes.txt"]
    # undone: the folder takes writes again
    assert not refuses_writes(folder)
    (folder / "new.txt").write_text("x", encoding="utf-8", newline="")
    opened = open_history(folder / "history.sqlite")
    assert opened.problem is None
    opened.store.close()


def test_the_folder_is_writable_again_when_the_block_fails(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    with pytest.raises(RuntimeError), read_only(folder):
        raise RuntimeError("the test failed inside")
    assert not refuses_writes(folder)
    with pytest.raises(RuntimeError), read_only(folder, "layer"):
        raise RuntimeError("the test failed inside")
    assert not refuses_writes(folder)
    (folder / "after.txt").write_text("x", encoding="utf-8", newline="")


def test_the_strongest_way_binds_this_process_as_far_as_its_rights_go(tmp_path: Path) -> None:
    """Which way is taken depends on the process's rights, found by trying: the layer
    only where neither a mount, the immutable attribute nor the permission bits bind."""
    folder = tmp_path / "data"
    folder.mkdir()
    with read_only(folder) as used:
        pass
    strongest = used
    for way in READ_ONLY_WAYS[: READ_ONLY_WAYS.index(strongest)]:
        # every stronger way is out of this process's reach (it is skipped, not used)
        with pytest.raises(pytest.skip.Exception), read_only(folder, way):
            pass
    assert not refuses_writes(folder)
