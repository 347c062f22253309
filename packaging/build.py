"""Build the Stammtisch desktop bundle for the platform this runs on, into ``dist/``.

    python packaging/build.py            # needs: pip install pyinstaller

1. copies the sources a wheel is built from into ``build/source`` and stages
   them with ``pip install --no-deps --target build/staging`` (so the bundle
   holds exactly what a wheel installs: the ``stammtisch`` namespace with its
   resources and translations, and nothing left over from an earlier build);
2. runs PyInstaller on ``packaging/stammtisch.spec`` (one-folder bundle;
   ``Stammtisch.app`` on macOS, a console debug twin on Windows);
3. on Linux, removes the library search paths that name the build machine's
   folders (a Python built from source leaves its own ``lib`` folder in its
   library's and extension modules' ``RUNPATH``), and adds the ``.desktop`` file,
   the AppStream metainfo and the icons under ``dist/Stammtisch/share/``;
4. prints the bundle's size and its largest parts.

``--dist`` and ``--work`` put the bundle and the intermediate files elsewhere.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
APP_ID = "org.stammtisch.Stammtisch"
ICON_SIZES = (16, 32, 48, 64, 128, 256, 512)
SOURCE_ITEMS = (
    "pyproject.toml",
    "setup.py",
    "packaging/backend",
    "README.md",
    "engine",
    "desktop",
    "resources",
    "translations",
)
"""What a wheel is built from: the metadata, the build backend and the folders ``setup.py`` maps."""


def run(cmd: list[str], env: dict[str, str] | None = None) -> None:
    print("+", " ".join(cmd), flush=True)
    subprocess.run(cmd, check=True, env=env)


def copy_source(dest: Path) -> Path:
    """A clean copy of what the wheel is built from (no caches, no old build output)."""
    shutil.rmtree(dest, ignore_errors=True)
    dest.mkdir(parents=True)
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info", ".*")
    for item in SOURCE_ITEMS:
        source = ROOT / item
        if source.is_dir():
            shutil.copytree(source, dest / item, ignore=ignore)
        elif source.is_file():
            shutil.copy2(source, dest / item)
    return dest


def bundle_path(dist: Path) -> Path:
    """The bundle PyInstaller writes: a folder, or the ``.app`` on macOS."""
    return dist / ("Stammtisch.app" if sys.platform == "darwin" else "Stammtisch")


def bundle_executable(dist: Path) -> Path:
    """The program to start inside the bundle."""
    if sys.platform == "darwin":
        return bundle_path(dist) / "Contents" / "MacOS" / "stammtisch"
    name = "stammtisch.exe" if sys.platform == "win32" else "stammtisch"
    return bundle_path(dist) / name


def console_executable(dist: Path) -> Path:
    """The program whose output a terminal sees: on Windows the console twin.

    The windowed ``stammtisch.exe`` has no standard output, so ``--smoke`` runs
    ``stammtisch-debug.exe`` there; elsewhere it is :func:`bundle_executable`.
    """
    if sys.platform == "win32":
        return bundle_path(dist) / "stammtisch-debug.exe"
    return bundle_executable(dist)


def folder_size(path: Path) -> int:
    """Bytes in the files under ``path`` (symbolic links not followed or counted)."""
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def largest_parts(bundle: Path, count: int = 12) -> list[tuple[int, str]]:
    """The biggest files and Qt/Python folders in the bundle, for the size report."""
    expand = {"_internal", "Contents", "Frameworks", "PySide6", "Qt", "lib"}
    groups: list[Path] = []
    pending = [bundle]
    while pending:
        for child in pending.pop().iterdir():
            if child.is_symlink():
                continue
            if child.is_dir() and child.name in expand:
                pending.append(child)
            else:
                groups.append(child)
    sized = [(folder_size(p), str(p.relative_to(bundle))) for p in groups]
    return sorted(sized, reverse=True)[:count]


def _trim_module() -> ModuleType:
    """``packaging/trim.py`` (imported by path: ``packaging`` is no package)."""
    spec = importlib.util.spec_from_file_location(
        "_stammtisch_trim", ROOT / "packaging" / "trim.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def drop_build_machine_paths(bundle: Path) -> int:
    """Remove search paths outside ``$ORIGIN`` from the bundle's ELF files; how many files."""
    trim = _trim_module()
    changed = 0
    for path in sorted(bundle.rglob("*")):
        if path.is_file() and not path.is_symlink() and trim.drop_foreign_search_paths(path):
            changed += 1
    return changed


def add_linux_desktop_files(bundle: Path) -> None:
    """``share/`` with the desktop entry, AppStream metainfo and hicolor icons."""
    share = bundle / "share"
    (share / "applications").mkdir(parents=True, exist_ok=True)
    (share / "metainfo").mkdir(parents=True, exist_ok=True)
    linux = ROOT / "packaging" / "linux"
    shutil.copy(linux / f"{APP_ID}.desktop", share / "applications")
    shutil.copy(linux / f"{APP_ID}.metainfo.xml", share / "metainfo")
    for size in ICON_SIZES:
        target = share / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        target.mkdir(parents=True, exist_ok=True)
        shutil.copy(
            ROOT / "resources" / "icons" / f"stammtisch-{size}.png", target / f"{APP_ID}.png"
        )
    scalable = share / "icons" / "hicolor" / "scalable" / "apps"
    scalable.mkdir(parents=True, exist_ok=True)
    shutil.copy(ROOT / "resources" / "icons" / "stammtisch.svg", scalable / f"{APP_ID}.svg")


def build(dist: Path, work: Path) -> Path:
    """Build the bundle into ``dist``, using ``work`` for intermediate files; its path."""
    started = time.monotonic()
    source = copy_source(work / "source")
    staging = work / "staging"
    shutil.rmtree(staging, ignore_errors=True)
    pip = [sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--no-compile"]
    run([*pip, "--target", str(staging), str(source)])
    env = dict(os.environ, STAMMTISCH_STAGING=str(staging))
    run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--clean",
            "--log-level",
            "WARN",
            "--distpath",
            str(dist),
            "--workpath",
            str(work / "pyinstaller"),
            str(ROOT / "packaging" / "stammtisch.spec"),
        ],
        env=env,
    )
    bundle = bundle_path(dist)
    if sys.platform.startswith("linux"):
        changed = drop_build_machine_paths(bundle)
        if changed:
            print(f"removed the build machine's library search paths from {changed} files")
        add_linux_desktop_files(bundle)
    print(f"bundle: {bundle}")
    print(f"program: {bundle_executable(dist)}")
    print(f"size: {folder_size(bundle) / 1e6:.1f} MB, built in {time.monotonic() - started:.0f} s")
    for size, name in largest_parts(bundle):
        print(f"  {size / 1e6:7.1f} MB  {name}")
    return bundle


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the bundle goes")
    parser.add_argument("--work", type=Path, default=ROOT / "build", help="intermediate files")
    args = parser.parse_args(argv)
    build(args.dist.resolve(), args.work.resolve())
    return 0


if __name__ == "__main__":
    sys.exit(main())
