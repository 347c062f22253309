"""Helpers for the packaging tests: the build script, a clean environment, smoke runs."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
import time
from pathlib import Path
from types import ModuleType

REPO = Path(__file__).resolve().parent.parent
FACE_STYLES = ("french", "fourcolour", "german")


def load_packaging_module(name: str) -> ModuleType:
    """``packaging/<name>.py`` (the folder is no package: ``packaging`` is PyPA's name)."""
    spec = importlib.util.spec_from_file_location(
        f"_packaging_{name}", REPO / "packaging" / f"{name}.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def repo_languages() -> list[str]:
    """Languages the repo ships a compiled catalogue for (``translations/stammtisch_*.qm``)."""
    folder = REPO / "translations"
    return sorted(p.stem.removeprefix("stammtisch_") for p in folder.glob("stammtisch_*.qm"))


def smoke_env(home: Path, **extra: str) -> dict[str, str]:
    """A clean environment: offscreen Qt, an empty home (no saved settings), C locale."""
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("PYTHON", "QT_", "XDG_", "LC_"))
        and key not in ("DISPLAY", "WAYLAND_DISPLAY", "LANG", "LANGUAGE", "VIRTUAL_ENV")
    }
    for name in ("config", "data", "cache", "runtime"):
        (home / name).mkdir(parents=True, exist_ok=True)
    (home / "runtime").chmod(0o700)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        HOME=str(home),
        USERPROFILE=str(home),
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_DATA_HOME=str(home / "data"),
        XDG_CACHE_HOME=str(home / "cache"),
        XDG_RUNTIME_DIR=str(home / "runtime"),
        LANG="C.UTF-8",
        LC_ALL="C.UTF-8",
    )
    env.update(extra)
    return env


def run_smoke(
    program: Path, home: Path, *args: str, **env: str
) -> subprocess.CompletedProcess[str]:
    """``program --smoke ARGS`` from ``home``, in :func:`smoke_env`."""
    return subprocess.run(
        [str(program), "--smoke", *args],
        capture_output=True,
        encoding="utf-8",
        cwd=home,
        env=smoke_env(home, **env),
        timeout=120,
    )


def build_bundle(root: Path) -> Path:
    """Run ``packaging/build.py`` into ``root``, as a user would; the ``dist`` folder.

    About 40-90 s on Linux: the suite builds it once (:func:`build_bundle_once`).
    """
    started = time.monotonic()
    result = subprocess.run(
        [
            sys.executable,
            str(REPO / "packaging" / "build.py"),
            "--dist",
            str(root / "dist"),
            "--work",
            str(root / "work"),
        ],
        capture_output=True,
        encoding="utf-8",
        timeout=900,
        # PyInstaller's own cache (stripped copies of the libraries) in the temp folder:
        # suites running side by side must not read each other's half-written files
        env=dict(os.environ, PYINSTALLER_CONFIG_DIR=str(root / "pyinstaller-config")),
    )
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-4000:]
    print(f"bundle built in {time.monotonic() - started:.0f} s")
    return root / "dist"


def build_bundle_once(root: Path, timeout: float = 900) -> Path:
    """:func:`build_bundle` into ``root`` by the first process to ask; the others wait for it.

    Creating ``root`` is the lock (``mkdir`` succeeds in one process only); the
    builder leaves ``built`` or ``failed`` (with the error) beside ``dist``.
    """
    done, failed = root / "built", root / "failed"
    try:
        root.mkdir(parents=True)
    except FileExistsError:
        deadline = time.monotonic() + timeout
        while not done.exists() and not failed.exists():
            assert time.monotonic() < deadline, f"no bundle in {root} after {timeout:.0f} s"
            time.sleep(1)
        assert not failed.exists(), "building the bundle failed:\n" + failed.read_text(
            encoding="utf-8"
        )
        return root / "dist"
    try:
        dist = build_bundle(root)
    except BaseException as exc:
        failed.write_text(f"{type(exc).__name__}: {exc}", encoding="utf-8", newline="")
        raise
    done.write_text("ok", encoding="utf-8", newline="")
    return dist
