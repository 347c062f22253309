"""The packaging inputs: desktop entry, AppStream metainfo, PyInstaller spec, build script."""

from __future__ import annotations

import ast
import re
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest
from packaging_support import REPO, load_packaging_module

APP_ID = "org.stammtisch.Stammtisch"
LINUX = REPO / "packaging" / "linux"
PYPROJECT = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))


def parse_desktop_entry(text: str) -> dict[str, dict[str, str]]:
    """Groups of a freedesktop ``.desktop`` file: ``{"Desktop Entry": {"Name": ...}}``.

    Raises ``ValueError`` for a line that is neither a comment, a group header
    nor ``key=value``, a key given twice, or a key before the first group.
    """
    groups: dict[str, dict[str, str]] = {}
    current: dict[str, str] | None = None
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            current = groups.setdefault(line[1:-1], {})
            continue
        match = re.fullmatch(r"([A-Za-z0-9-]+(?:\[[A-Za-z_@.]+\])?)\s*=\s*(.*)", line)
        if match is None or current is None:
            raise ValueError(f"line {number} is not a key=value line in a group: {line!r}")
        key, value = match.groups()
        if key in current:
            raise ValueError(f"line {number}: key {key!r} given twice")
        current[key] = value
    return groups


def test_desktop_entry_parser_rejects_what_is_not_a_desktop_file() -> None:
    assert parse_desktop_entry("# c\n[Desktop Entry]\nName=A\nName[de]=B\n") == {
        "Desktop Entry": {"Name": "A", "Name[de]": "B"}
    }
    for bad in ("Name=A\n", "[Desktop Entry]\nName A\n", "[Desktop Entry]\nName=A\nName=B\n"):
        try:
            parse_desktop_entry(bad)
        except ValueError:
            continue
        raise AssertionError(f"accepted {bad!r}")


def test_desktop_entry_has_the_required_keys() -> None:
    path = LINUX / f"{APP_ID}.desktop"
    groups = parse_desktop_entry(path.read_text(encoding="utf-8"))
    assert list(groups) == ["Desktop Entry"]
    entry = groups["Desktop Entry"]
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Stammtisch"
    assert entry["Exec"].split()[0] == "stammtisch"  # the console script and the bundle's program
    assert entry["Icon"] == APP_ID  # the icon name build.py installs under share/icons/hicolor
    assert entry["Terminal"] == "false"
    categories = entry["Categories"]
    assert categories.endswith(";") and {"Game", "CardGame"} <= set(categories.split(";"))
    for key in entry:  # every translation has its untranslated key
        base, _, lang = key.partition("[")
        if lang:
            assert base in entry and lang.rstrip("]") in ("de", "ja"), key


def test_metainfo_parses_with_the_required_elements() -> None:
    root = ET.parse(LINUX / f"{APP_ID}.metainfo.xml").getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"

    def text(tag: str) -> str:
        element = root.find(tag)
        assert element is not None and element.text, f"<{tag}> missing or empty"
        return element.text.strip()

    assert text("id") == APP_ID
    assert text("metadata_license") == "CC0-1.0"
    assert text("project_license") == PYPROJECT["project"]["license"]
    assert text("name") == "Stammtisch"
    assert text("summary")
    description = root.find("description")
    assert description is not None and description.findall("p")
    launchable = root.find("launchable")
    assert launchable is not None and launchable.get("type") == "desktop-id"
    assert launchable.text == f"{APP_ID}.desktop"
    assert (LINUX / launchable.text).is_file()
    releases = root.findall("releases/release")
    assert releases and releases[0].get("version") == PYPROJECT["project"]["version"]
    assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", releases[0].get("date", ""))
    assert root.find("content_rating") is not None


def test_spec_is_valid_python_and_uses_the_trim_rules() -> None:
    source = (REPO / "packaging" / "stammtisch.spec").read_text(encoding="utf-8")
    compile(source, "stammtisch.spec", "exec")  # a SyntaxError fails the test
    tree = ast.parse(source)
    called = {
        node.func.id
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
    }
    assert {"Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE"} <= called
    assert {"keep_qt_entry", "filter_linux_libraries", "drop_dangling_links"} <= called


def test_build_copies_every_folder_setup_maps() -> None:
    setup = ast.parse((REPO / "setup.py").read_text(encoding="utf-8"))
    roots = next(
        node.value
        for node in ast.walk(setup)
        if isinstance(node, ast.Assign)
        and any(isinstance(t, ast.Name) and t.id == "ROOTS" for t in node.targets)
    )
    folders = set(ast.literal_eval(roots).values())
    build = load_packaging_module("build")
    assert folders <= set(build.SOURCE_ITEMS)
    assert {"pyproject.toml", "setup.py", PYPROJECT["project"]["readme"]} <= set(build.SOURCE_ITEMS)


def test_copy_source_leaves_caches_and_build_output_out(tmp_path: Path) -> None:
    build = load_packaging_module("build")
    copy = build.copy_source(tmp_path / "source")
    assert sorted(p.name for p in copy.iterdir()) == sorted(
        {item.split("/")[0] for item in build.SOURCE_ITEMS if (REPO / item).exists()}
    )
    assert (copy / "packaging" / "backend" / "stammtisch_build.py").is_file()
    assert not (copy / "packaging" / "build.py").exists()  # the backend only
    leftovers = [p for p in copy.rglob("*") if p.name == "__pycache__" or p.suffix == ".pyc"]
    assert leftovers == []
    assert (copy / "resources" / "icons" / "stammtisch-256.png").is_file()


def test_bundle_paths_per_platform(tmp_path: Path) -> None:
    build = load_packaging_module("build")
    program = build.bundle_executable(tmp_path)
    if sys.platform == "darwin":
        assert program == tmp_path / "Stammtisch.app" / "Contents" / "MacOS" / "stammtisch"
    elif sys.platform == "win32":
        assert program == tmp_path / "Stammtisch" / "stammtisch.exe"
    else:
        assert program == tmp_path / "Stammtisch" / "stammtisch"
    console = build.console_executable(tmp_path)
    if sys.platform == "win32":
        assert console == tmp_path / "Stammtisch" / "stammtisch-debug.exe"
    else:
        assert console == program


def test_icons_exist_at_every_size_the_build_installs() -> None:
    build = load_packaging_module("build")
    icons = REPO / "resources" / "icons"
    for size in build.ICON_SIZES:
        data = (icons / f"stammtisch-{size}.png").read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n"
        width, height = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
        assert (width, height) == (size, size)
    assert (icons / "stammtisch.ico").read_bytes()[:4] == b"\0\0\1\0"
    assert (icons / "stammtisch.icns").read_bytes()[:4] == b"icns"
    ET.parse(icons / "stammtisch.svg")


def test_readme_opens_with_the_install_and_the_test_command() -> None:
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    block = readme.split("```bash\n", 1)[1].split("```", 1)[0]
    commands = [line for line in block.splitlines() if line and not line.startswith("#")]
    assert commands[0].endswith("&& pip install . && stammtisch")
    assert commands[1].endswith('&& pip install ".[test]" && python -m pytest -q')
    scripts = PYPROJECT["project"]["scripts"]
    assert scripts["stammtisch"] == "stammtisch.desktop.app:main"
    assert "pyinstaller" in " ".join(PYPROJECT["project"]["optional-dependencies"]["test"])
    ci = (REPO / ".ci" / "run").read_text(encoding="utf-8")
    assert 'pip install -q ".[test]"' in ci and "python -m pytest -q" in ci


def _iss_sections(text: str) -> dict[str, list[str]]:
    """An Inno Setup script's lines by section (comments, preprocessor lines and blanks out)."""
    sections: dict[str, list[str]] = {}
    current = ""
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith((";", "#")):
            continue
        if line.startswith("[") and line.endswith("]"):
            current = line[1:-1]
            sections[current] = []
        else:
            sections[current].append(line)
    return sections


def test_inno_setup_script_makes_a_start_menu_entry_an_uninstaller_and_version_info() -> None:
    """Never compiled here (Inno Setup is Windows's): its settings, read as text."""
    folder = REPO / "packaging" / "windows"
    sections = _iss_sections((folder / "stammtisch.iss").read_text(encoding="utf-8"))
    setup = dict(line.split("=", 1) for line in sections["Setup"])
    assert re.fullmatch(r"\{\{[0-9A-F]{8}(-[0-9A-F]{4}){3}-[0-9A-F]{12}\}", setup["AppId"])
    assert setup["AppVersion"] == "{#AppVersion}"
    for key in ("VersionInfoVersion", "VersionInfoProductVersion", "VersionInfoProductTextVersion"):
        assert setup[key] == "{#AppVersion}", key
    assert setup["UninstallDisplayIcon"] == "{app}\\stammtisch.exe"
    assert (folder / setup["SetupIconFile"].replace("\\", "/")).resolve() == (
        REPO / "resources" / "icons" / "stammtisch.ico"
    )
    assert setup["OutputBaseFilename"] == "Stammtisch-{#AppVersion}-windows-x86_64-setup"
    assert setup["PrivilegesRequired"] == "lowest"  # no administrator needed
    assert sections["Files"] == [
        'Source: "{#BundleDir}\\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs'
    ]
    start_menu = [line for line in sections["Icons"] if line.startswith('Name: "{autoprograms}')]
    assert start_menu and 'Filename: "{app}\\stammtisch.exe"' in start_menu[0]
    languages = " ".join(sections["Languages"])
    assert "German.isl" in languages and "Japanese.isl" in languages
    # the release workflow installs and uninstalls the file this script names
    workflow = (REPO / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    assert "Stammtisch-$env:VERSION-windows-x86_64-setup.exe" in workflow
    assert "unins000.exe" in workflow


def test_dmg_settings_put_the_app_beside_a_link_to_applications() -> None:
    """dmgbuild runs only on macOS: the settings file's values, read as dmgbuild reads them."""
    path = REPO / "packaging" / "macos" / "dmg_settings.py"
    settings: dict[str, object] = {
        "defines": {"app": "dist/Stammtisch.app", "icon": "resources/icons/stammtisch.icns"}
    }
    exec(compile(path.read_text(encoding="utf-8"), str(path), "exec"), settings, settings)
    assert settings["files"] == ["dist/Stammtisch.app"]
    assert settings["symlinks"] == {"Applications": "/Applications"}
    assert set(settings["icon_locations"]) == {"Stammtisch.app", "Applications"}  # type: ignore[arg-type]
    assert settings["hide_extensions"] == ["Stammtisch.app"]
    assert settings["icon"] == "resources/icons/stammtisch.icns"
    assert settings["format"] == "UDZO" and settings["filesystem"] == "HFS+"


def test_dmg_window_fits_dmgbuilds_arrow_background() -> None:
    """The window is the background's size (and a title bar), the icons sit on the arrow's
    line, left and right of it, and wholly on the background."""
    path = REPO / "packaging" / "macos" / "dmg_settings.py"
    settings: dict[str, Any] = {"defines": {"app": "dist/Stammtisch.app"}}
    exec(compile(path.read_text(encoding="utf-8"), str(path), "exec"), settings, settings)
    assert settings["background"] == "builtin-arrow"
    width, height = settings["BACKGROUND_SIZE"]
    (left, top), (right, bottom) = settings["ARROW"]
    (_, _), (window_width, window_height) = settings["window_rect"]
    assert window_width == width and 22 <= window_height - height <= 40  # a title bar
    half = settings["icon_size"] / 2
    app = settings["icon_locations"]["Stammtisch.app"]
    applications = settings["icon_locations"]["Applications"]
    for x, y in (app, applications):
        assert abs(y - (top + bottom) / 2) <= 5  # on the arrow's line
        assert half <= x <= width - half and half <= y <= height - half  # on the background
    assert app[0] + half < left and right < applications[0] - half  # either side of the arrow


def test_workflows_pin_every_action_by_commit_and_keep_credentials_out() -> None:
    for path in sorted((REPO / ".github" / "workflows").glob("*.yml")):
        text = path.read_text(encoding="utf-8")
        uses = re.findall(r"uses: (\S+)(.*)", text)
        assert uses, path
        for action, comment in uses:
            if action.startswith("$/"):  # this repository's own workflow, at the same commit
                assert (REPO / action[2:]).is_file(), action
                continue
            assert re.fullmatch(r"[\w.-]+/[\w.-]+@[0-9a-f]{40}", action), (path.name, action)
            assert re.fullmatch(r" # v\d+\.\d+\.\d+", comment), (path.name, action, comment)
        checkouts = text.count("uses: actions/checkout@")
        assert text.count("persist-credentials: false") == checkouts, path.name
        assert re.search(r"^permissions: \{\}$", text, re.M), path.name  # none unless a job asks
        secrets = set(re.findall(r"secrets\.(\w+)", text))
        assert secrets <= {"GITHUB_TOKEN"}, (path.name, secrets)


def _jobs(workflow: str) -> dict[str, str]:
    """A workflow's jobs: id -> the job's lines (the file's two-space indented blocks)."""
    text = (REPO / ".github" / "workflows" / workflow).read_text(encoding="utf-8")
    body = text.split("\njobs:\n", 1)[1]
    return dict(re.findall(r"^  ([\w-]+):\n((?:(?:    .*)?\n)*)", body, re.M))


def test_the_release_builds_nothing_before_the_tests_pass_on_the_tagged_commit() -> None:
    jobs = _jobs("release.yml")
    assert re.search(r"^    uses: \$/\.github/workflows/tests\.yml\b", jobs["tests"], re.M)
    tests = (REPO / ".github" / "workflows" / "tests.yml").read_text(encoding="utf-8")
    triggers = tests.split("\non:\n", 1)[1].split("\n\n", 1)[0]
    assert "  workflow_call:" in triggers.splitlines()
    # a tag runs the tests through the release only (not twice, cancelling each other)
    assert re.search(r"^  push:\n    branches: \[\"\*\*\"\]$", triggers, re.M), triggers
    needs = {
        name: set(re.findall(r"[\w-]+", found[1]))
        for name, job in jobs.items()
        if (found := re.search(r"^    needs: (.+)$", job, re.M))
    }
    builds = set(jobs) - {"tests", "release"}
    assert builds and needs == {**{name: {"tests"} for name in builds}, "release": builds}


def test_inno_setup_is_called_by_name_from_the_path() -> None:
    windows = _jobs("release.yml")["windows"]
    calls = [line.strip() for line in windows.splitlines() if re.search(r"\biscc\b", line, re.I)]
    assert any(line.startswith('iscc "/DAppVersion=') for line in calls), calls
    assert "Program Files" not in windows and "ProgramFiles" not in windows


def test_ci_sets_nothing_that_hides_a_text_encoding_fault() -> None:
    """No UTF-8 mode or forced stream encoding: the tests must pass with the platform's own
    code page, as users run the programs."""
    for path in [*sorted((REPO / ".github" / "workflows").glob("*.yml")), REPO / ".ci" / "run"]:
        text = path.read_text(encoding="utf-8")
        for name in ("PYTHONUTF8", "PYTHONIOENCODING", "PYTHONLEGACYWINDOWSSTDIO", "-X utf8"):
            assert name not in text, (path.name, name)


def test_the_app_asks_for_the_macos_its_wheels_need() -> None:
    """Info.plist's LSMinimumSystemVersion comes from the installed wheels' tags (PySide6
    6.12 and numpy 2.4 ship macosx_14_0 wheels): checked in the spec's source here, and on
    the built app on macOS (tests/test_packaging_bundle.py)."""
    spec = (REPO / "packaging" / "stammtisch.spec").read_text(encoding="utf-8")
    assert '"LSMinimumSystemVersion": _minimum,' in spec
    assert "_minimum = installed_macos_minimum()" in spec
    version = load_packaging_module("macos_version")
    assert (
        version.wheel_macos_minimum(
            ["cp310-abi3-macosx_14_0_universal2", "cp311-cp311-macosx_14_0_arm64", "py3-none-any"]
        )
        == "14.0"
    )
    assert version.wheel_macos_minimum(["cp311-cp311-macosx_10_9_x86_64"]) == "10.9"


@pytest.mark.parametrize("name", ["deb", "tarball", "macos_version"])
def test_packaging_scripts_docstring_examples(name: str) -> None:
    import doctest

    failures, tried = doctest.testmod(load_packaging_module(name), optionflags=doctest.ELLIPSIS)
    assert (failures, tried > 0) == (0, True)
