"""Pack the Linux bundle as ``Stammtisch-<version>-linux-<machine>.tar.xz``, the same bytes
from the same bundle wherever and whenever it is packed.

    python packaging/tarball.py --bundle dist/Stammtisch --out dist

What would make two packings of one bundle differ is set: every entry is root's (0/0,
no user or group names), its time is the version's release date in the AppStream
metainfo (as in the ``.deb``), its mode is 0755 for folders and programs and 0644 for
the rest (whatever the builder's umask), the entries come in name order with each folder
before what it holds, and xz (unlike gzip) writes no time or name of its own.  Symbolic
links stay links.  The archive unpacks to one folder, ``Stammtisch/``.
"""

from __future__ import annotations

import argparse
import lzma
import os
import platform
import stat
import sys
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TOP = "Stammtisch"
"""The one folder the archive unpacks to."""


def release() -> tuple[str, int]:
    """The version in ``pyproject.toml`` and its release date (a Unix time), as the ``.deb``
    takes them (``packaging/deb.py``)."""
    sys.path.insert(0, str(Path(__file__).parent))
    try:
        import deb  # packaging/ is no package: PyPA's ``packaging`` has the name
    finally:
        sys.path.pop(0)
    version = deb.project_version()
    return version, int(deb.release_date(version).timestamp())


def archive_name(version: str, machine: str | None = None) -> str:
    """``Stammtisch-0.1.0-linux-x86_64.tar.xz`` for version 0.1.0 built on x86_64.

    >>> archive_name("0.1.0", "x86_64")
    'Stammtisch-0.1.0-linux-x86_64.tar.xz'
    """
    return f"{TOP}-{version}-linux-{machine or platform.machine()}.tar.xz"


def entries(bundle: Path) -> list[Path]:
    """Every path under ``bundle`` (the bundle first) in name order, each folder before what
    it holds; links to folders are not followed."""
    found = [bundle]
    for folder, subfolders, files in os.walk(bundle):
        subfolders.sort()
        here = Path(folder)
        found += [here / name for name in sorted(files + subfolders)]
    return sorted(found, key=lambda p: p.relative_to(bundle).parts)


def _normalised(info: tarfile.TarInfo, stamp: int) -> tarfile.TarInfo:
    executable = info.isdir() or (info.isfile() and info.mode & stat.S_IXUSR)
    if not info.issym():
        info.mode = 0o755 if executable else 0o644
    info.uid = info.gid = 0
    info.uname = info.gname = ""
    info.mtime = stamp
    info.pax_headers = {}
    return info


def pack(bundle: Path, out: Path, version: str, stamp: int) -> Path:
    """Write the archive of ``bundle`` into the folder ``out``; its path."""
    out.mkdir(parents=True, exist_ok=True)
    target = out / archive_name(version)
    partial = target.with_name(target.name + ".partial")
    with (
        lzma.open(partial, "wb", preset=9, check=lzma.CHECK_CRC64) as xz,
        tarfile.open(fileobj=xz, mode="w", format=tarfile.PAX_FORMAT) as tar,
    ):
        for path in entries(bundle):
            name = Path(TOP, path.relative_to(bundle)).as_posix()
            info = _normalised(tar.gettarinfo(str(path), arcname=name), stamp)
            if info.isfile():
                with path.open("rb") as data:
                    tar.addfile(info, data)
            else:
                tar.addfile(info)
    os.replace(partial, target)
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description="Pack the Linux bundle as a reproducible .tar.xz (docs/packaging.md)."
    )
    parser.add_argument(
        "--bundle", type=Path, default=ROOT / "dist" / TOP, help="the bundle (packaging/build.py)"
    )
    parser.add_argument("--out", type=Path, default=ROOT / "dist", help="where the archive goes")
    args = parser.parse_args(argv)
    if not (args.bundle / "stammtisch").is_file():
        print(
            f"error: {args.bundle} is no Linux bundle: build it with packaging/build.py",
            file=sys.stderr,
        )
        return 1
    version, stamp = release()
    target = pack(args.bundle, args.out, version, stamp)
    print(f"archive: {target} ({target.stat().st_size / 1e6:.1f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
