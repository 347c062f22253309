"""``packaging/tarball.py``: the Linux bundle as a ``.tar.xz``, the same bytes from the same
bundle however its files were made (their times, order, owner and the builder's umask)."""

from __future__ import annotations

import hashlib
import lzma
import os
import tarfile
import time
from pathlib import Path

import pytest
from packaging_support import load_packaging_module
from platform_support import posix_files

tarball = load_packaging_module("tarball")
deb = load_packaging_module("deb")

pytestmark = posix_files


def _bundle(root: Path, order: list[str], umask_bits: int) -> Path:
    """A small bundle: a program, a library folder, data files and a link, made in ``order``
    with the write bits ``umask_bits`` would leave for group and others."""
    bundle = root / "Stammtisch"
    (bundle / "_internal" / "stammtisch").mkdir(parents=True)
    content = {
        "stammtisch": b"\x7fELF program",
        "_internal/libz.so.1": b"library",
        "_internal/stammtisch/lesson.json": '{"title": "Schafkopf ♠"}\r\n'.encode(),
        "_internal/base_library.zip": b"PK",
    }
    for name in order:
        path = bundle / name
        path.write_bytes(content[name])
        path.chmod((0o777 if name == "stammtisch" else 0o666) & ~umask_bits)
        os.utime(path, (time.time() - len(name), time.time() - len(name)))
    (bundle / "_internal" / "libz.so").symlink_to("libz.so.1")
    return bundle


def _sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_the_same_bundle_packs_to_the_same_bytes(tmp_path: Path) -> None:
    names = ["stammtisch", "_internal/libz.so.1", "_internal/stammtisch/lesson.json",
             "_internal/base_library.zip"]  # fmt: skip
    one = _bundle(tmp_path / "one", names, 0o022)
    time.sleep(1.1)  # other file times
    two = _bundle(tmp_path / "two", names[::-1], 0o002)  # other order, other umask
    stamp = int(deb.release_date(deb.project_version()).timestamp())
    first = tarball.pack(one, tmp_path / "out1", "0.1.0", stamp)
    second = tarball.pack(two, tmp_path / "out2", "0.1.0", stamp)
    assert first.name == second.name == tarball.archive_name("0.1.0")
    assert _sha(first) == _sha(second)
    assert first.read_bytes()[:6] == b"\xfd7zXZ\x00"  # xz, which records no time of its own


def test_entries_are_roots_in_name_order_at_the_release_date(tmp_path: Path) -> None:
    bundle = _bundle(tmp_path, ["_internal/base_library.zip", "stammtisch",
                                "_internal/libz.so.1", "_internal/stammtisch/lesson.json"], 0o022)  # fmt: skip
    stamp = int(deb.release_date(deb.project_version()).timestamp())
    archive = tarball.pack(bundle, tmp_path / "out", "0.1.0", stamp)
    with tarfile.open(archive, "r:xz") as tar:
        members = tar.getmembers()
        names = [m.name for m in members]
        assert names == [
            "Stammtisch",
            "Stammtisch/_internal",
            "Stammtisch/_internal/base_library.zip",
            "Stammtisch/_internal/libz.so",
            "Stammtisch/_internal/libz.so.1",
            "Stammtisch/_internal/stammtisch",
            "Stammtisch/_internal/stammtisch/lesson.json",
            "Stammtisch/stammtisch",
        ]
        assert {(m.uid, m.gid, m.uname, m.gname, m.mtime) for m in members} == {
            (0, 0, "", "", stamp)
        }
        modes = {m.name.rsplit("/", 1)[-1]: (m.type, m.mode) for m in members}
        assert modes["stammtisch"] == (tarfile.REGTYPE, 0o755)
        assert modes["_internal"] == (tarfile.DIRTYPE, 0o755)
        assert modes["lesson.json"] == (tarfile.REGTYPE, 0o644)
        link = tar.getmember("Stammtisch/_internal/libz.so")
        assert link.issym() and link.linkname == "libz.so.1"
        data = tar.extractfile("Stammtisch/_internal/stammtisch/lesson.json")
        assert (
            data is not None
            and data.read() == (bundle / "_internal/stammtisch/lesson.json").read_bytes()
        )


def test_the_command_packs_the_bundle_and_refuses_what_is_not_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bundle = _bundle(tmp_path, ["stammtisch", "_internal/libz.so.1",
                                "_internal/stammtisch/lesson.json", "_internal/base_library.zip"], 0o022)  # fmt: skip
    assert tarball.main(["--bundle", str(bundle), "--out", str(tmp_path / "out")]) == 0
    (archive,) = (tmp_path / "out").iterdir()
    assert archive.name == tarball.archive_name(deb.project_version())
    assert lzma.decompress(archive.read_bytes())[:512]  # a whole xz stream
    assert tarball.main(["--bundle", str(tmp_path / "out"), "--out", str(tmp_path)]) == 1
    (line,) = capsys.readouterr().err.splitlines()
    assert line.startswith("error: ") and "is no Linux bundle" in line
