"""The packaging inputs: desktop entry, AppStream metainfo, PyInstaller spec, build script."""

from __future__ import annotations

import ast
import re
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

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
