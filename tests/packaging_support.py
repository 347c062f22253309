"""Helpers for the packaging tests: the build script, a clean environment, smoke runs."""

from __future__ import annotations

import importlib.util
import os
import subprocess
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
        text=True,
        cwd=home,
        env=smoke_env(home, **env),
        timeout=120,
    )
