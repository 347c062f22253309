"""Installing from a wheel: built from the repo, installed into a fresh virtual environment.

The wheel is built from a clean copy of the sources (what ``packaging/build.py``
copies too), installed with its dependencies (PySide6 ... from pip's cache or
PyPI) into a new virtual environment without the system's site packages, and
``stammtisch --smoke`` runs there offscreen, from a folder outside the repo:
the card faces, icons and translations must come from the installed package.
"""

from __future__ import annotations

import subprocess
import sys
import sysconfig
import venv
import zipfile
from pathlib import Path

import pytest
from packaging_support import (
    FACE_STYLES,
    REPO,
    load_packaging_module,
    repo_languages,
    run_smoke,
    smoke_env,
)

from stammtisch.desktop.i18n import LANGUAGES
from stammtisch.engine.cards import NUM_CARDS, card_str
from stammtisch.engine.registry import game_names

build = load_packaging_module("build")


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[str]]:
    """The wheel built from a copy of the repo, and the languages it carries."""
    root = tmp_path_factory.mktemp("wheel")
    source = build.copy_source(root / "source")
    languages = repo_languages()
    out = root / "dist"
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(out), str(source)],
        check=True,
    )
    (wheel,) = out.glob("stammtisch-*.whl")
    return wheel, languages


def _bin(env: Path, name: str) -> Path:
    if sys.platform == "win32":
        return env / "Scripts" / f"{name}.exe"
    return env / "bin" / name


@pytest.fixture(scope="module")
def installed(
    built: tuple[Path, list[str]], tmp_path_factory: pytest.TempPathFactory
) -> tuple[Path, Path]:
    """A fresh virtual environment with the wheel installed; (env, its site-packages)."""
    env = tmp_path_factory.mktemp("venv") / "env"
    venv.EnvBuilder(system_site_packages=False, with_pip=False, clear=True).create(env)
    python = _bin(env, "python")
    subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(python), "install", "-q", str(built[0])],
        check=True,
    )
    purelib = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        check=True,
        capture_output=True,
        encoding="utf-8",
    ).stdout.strip()
    return env, Path(purelib)


def test_wheel_holds_the_namespace_with_faces_icons_translations_and_types(
    built: tuple[Path, list[str]],
) -> None:
    wheel, languages = built
    names = set(zipfile.ZipFile(wheel).namelist())
    tops = {name.split("/")[0] for name in names}
    dist_info = "-".join(wheel.name.split("-")[:2]) + ".dist-info"
    assert tops == {"stammtisch", dist_info}
    assert "stammtisch/__init__.py" not in names  # a namespace: other distributions may add to it
    package = "stammtisch/resources"
    for style in FACE_STYLES:
        assert {f"{package}/cards/{style}/{card_str(c)}.svg" for c in range(NUM_CARDS)} <= names
    assert {f"{package}/cards/backs/blue.svg", f"{package}/cards/backs/red.svg"} <= names
    icons = {f"{package}/icons/stammtisch-{size}.png" for size in build.ICON_SIZES}
    icons |= {f"{package}/icons/stammtisch.{ext}" for ext in ("svg", "ico", "icns")}
    assert icons <= names
    assert {f"stammtisch/translations/stammtisch_{lang}.qm" for lang in languages} <= names
    # the app reads the compiled .qm; the translators' .ts sources stay in the repo
    assert not {n for n in names if n.endswith(".ts")}
    assert {"stammtisch/engine/py.typed", "stammtisch/desktop/py.typed"} <= names
    # the solver's compiled core, with its types
    dds = "stammtisch/engine/ai/dds/"
    assert any(n.startswith(dds + "_core.") and n.endswith((".so", ".pyd")) for n in names)
    assert dds + "_core.pyi" in names
    entry_points = zipfile.ZipFile(wheel).read(dist_info + "/entry_points.txt")
    assert b"stammtisch = stammtisch.desktop.app:main" in entry_points


def test_wheel_holds_every_module_of_the_source(built: tuple[Path, list[str]]) -> None:
    names = set(zipfile.ZipFile(built[0]).namelist())
    expected = set()
    for folder in ("engine", "desktop"):
        for path in (REPO / folder).rglob("*.py"):
            rel = path.relative_to(REPO)
            if all(
                (REPO / Path(*rel.parts[:i]) / "__init__.py").is_file()
                for i in range(1, len(rel.parts))
            ):
                expected.add("stammtisch/" + rel.as_posix())
    assert expected and expected <= names
    assert "stammtisch/engine/registry.py" in expected
    assert {
        n for n in names if n.startswith("stammtisch/engine/") and n.endswith("__init__.py")
    } >= {f"stammtisch/engine/{game}/__init__.py" for game in game_names()}


def test_installed_app_passes_smoke_with_its_own_resources(
    installed: tuple[Path, Path], tmp_path: Path
) -> None:
    env, site = installed
    result = run_smoke(_bin(env, "stammtisch"), tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    out = result.stdout
    qm = site / "stammtisch" / "translations" / "stammtisch_en.qm"
    assert out.startswith(f"smoke test passed: language en, translation {qm};"), out
    cards = site / "stammtisch" / "resources" / "cards"
    assert f"card faces french, fourcolour, german from {cards};" in out
    assert "icon 7 sizes;" in out
    assert out.rstrip().endswith("dealt tables drawn: " + ", ".join(game_names())), out
    assert str(REPO) not in out


def test_installed_app_loads_its_translation(
    installed: tuple[Path, Path], built: tuple[Path, list[str]], tmp_path: Path
) -> None:
    env, site = installed
    assert built[1] == sorted(LANGUAGES)  # every language the app offers has its catalogue
    for language in built[1]:
        result = run_smoke(_bin(env, "stammtisch"), tmp_path, "--language", language)
        assert result.returncode == 0, result.stdout + result.stderr
        qm = site / "stammtisch" / "translations" / f"stammtisch_{language}.qm"
        assert f"language {language}, translation {qm};" in result.stdout


def test_smoke_fails_naming_what_is_missing(installed: tuple[Path, Path], tmp_path: Path) -> None:
    """An empty ``stammtisch.resources`` shadows the installed one: no faces, no icon."""
    env, _ = installed
    shadow = tmp_path / "shadow" / "stammtisch" / "resources"
    shadow.mkdir(parents=True)
    (shadow / "__init__.py").write_text("", encoding="utf-8", newline="")
    result = run_smoke(_bin(env, "stammtisch"), tmp_path, PYTHONPATH=str(tmp_path / "shadow"))
    assert result.returncode == 1
    assert result.stdout == ""
    failures = result.stderr.splitlines()
    assert failures[0] == (
        "smoke test failed: the application icon (stammtisch.resources/icons) could not be loaded"
    )
    for style in FACE_STYLES:
        assert any(
            line.startswith(f"smoke test failed: card faces {style!r}: card face {style}/")
            and "is missing" in line
            for line in failures
        ), result.stderr


def test_fresh_environment_does_not_see_the_repo_or_the_system_packages(
    installed: tuple[Path, Path], tmp_path: Path
) -> None:
    env, site = installed
    code = (
        "import sys, PySide6, stammtisch.engine, stammtisch.desktop; "
        "print(PySide6.__file__); print(stammtisch.engine.__file__); "
        "print(stammtisch.desktop.__file__)"
    )
    result = subprocess.run(
        [str(_bin(env, "python")), "-c", code],
        capture_output=True,
        encoding="utf-8",
        cwd=tmp_path,
        env=smoke_env(tmp_path),
        check=True,
    )
    paths = [Path(line) for line in result.stdout.splitlines()]
    assert len(paths) == 3 and all(site in p.parents for p in paths), result.stdout
    assert sysconfig.get_paths()["purelib"] != str(site)
