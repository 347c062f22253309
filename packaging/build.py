"""Build the Stammtisch desktop bundle for the platform this runs on, into ``dist/``.

    python packaging/build.py            # needs: pip install pyinstaller

1. stages the package with ``pip install --no-deps --target build/staging .``
   (so the bundle sees exactly what a wheel installs: the ``stammtisch``
   namespace with its resources and translations);
2. runs PyInstaller on ``packaging/stammtisch.spec`` (one-folder bundle;
   a ``.app`` on macOS, a console debug twin on Windows);
3. on Linux, adds the ``.desktop`` file, the AppStream metainfo and icons
   under ``dist/Stammtisch/share/``;
4. prints the bundle's size.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUILD = ROOT / "build"
STAGING = BUILD / "staging"
DIST = ROOT / "dist"
APP_ID = "org.stammtisch.Stammtisch"


def run(cmd: list[str], **kw: object) -> None:
    print("+", " ".join(cmd), flush=True)
    subprocess.run(cmd, check=True, **kw)  # type: ignore[call-overload]


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def main() -> int:
    # setuptools builds in build/lib and never deletes there: a module removed from
    # the source would linger in the staged package.  Start clean.
    for stale in (STAGING, BUILD / "lib", *BUILD.glob("bdist.*")):
        shutil.rmtree(stale, ignore_errors=True)
    run(
        [
            sys.executable,
            "-m",
            "pip",
            "install",
            "-q",
            "--no-deps",
            "--target",
            str(STAGING),
            str(ROOT),
        ]
    )
    env = dict(os.environ, STAMMTISCH_STAGING=str(STAGING))
    run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--clean",
            "--distpath",
            str(DIST),
            "--workpath",
            str(BUILD / "pyinstaller"),
            str(ROOT / "packaging" / "stammtisch.spec"),
        ],
        env=env,
    )
    bundle = DIST / ("Stammtisch.app" if sys.platform == "darwin" else "Stammtisch")
    if sys.platform.startswith("linux"):
        share = bundle / "share"
        (share / "applications").mkdir(parents=True, exist_ok=True)
        (share / "metainfo").mkdir(parents=True, exist_ok=True)
        shutil.copy(ROOT / "packaging" / "linux" / f"{APP_ID}.desktop", share / "applications")
        shutil.copy(ROOT / "packaging" / "linux" / f"{APP_ID}.metainfo.xml", share / "metainfo")
        for size in (16, 32, 48, 64, 128, 256, 512):
            target = share / "icons" / "hicolor" / f"{size}x{size}" / "apps"
            target.mkdir(parents=True, exist_ok=True)
            shutil.copy(
                ROOT / "resources" / "icons" / f"stammtisch-{size}.png", target / f"{APP_ID}.png"
            )
    size_mb = folder_size(bundle) / 1e6
    print(f"bundle: {bundle}  size: {size_mb:.1f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
