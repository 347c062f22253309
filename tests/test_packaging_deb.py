"""The Debian package: ``packaging/deb.py`` makes it from the bundle, and lintian passes it.

The package is made from the bundle the bundle tests build (once a session),
with ``--fast`` (gzip instead of xz: the same files, made a minute sooner).
Then ``dpkg-deb --contents`` lists its files, ``dpkg-deb --field`` its control
fields, ``lintian`` checks it (errors and warnings fail, overrides only with
their reasons in ``packaging/debian/stammtisch.lintian-overrides``), and its
desktop entry and metainfo are validated where they are installed.

Needs Debian's tools (dpkg-dev, lintian; desktop-file-utils and appstream for
the validators): skipped with the reason where one is missing.  Installing
the package (``apt install ./stammtisch_*.deb``) needs root and changes the
machine, so it is not a test: docs/packaging.md says how it was checked.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from packaging_support import REPO, load_packaging_module

build = load_packaging_module("build")
deb = load_packaging_module("deb")

APP_ID = "org.stammtisch.Stammtisch"
VERSION = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="a Debian package is Linux's"
)


def _need(*tools: str) -> None:
    missing = [tool for tool in tools if shutil.which(tool) is None]
    if missing:
        pytest.skip(f"Debian's {', '.join(missing)} not installed (apt install dpkg-dev lintian)")


@pytest.fixture(scope="module")
def package(bundle_dist: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """``python packaging/deb.py --bundle ... --fast``: the ``.deb`` it makes."""
    _need(*deb.TOOLS)
    root = tmp_path_factory.mktemp("deb")
    result = subprocess.run(
        [
            sys.executable,
            str(REPO / "packaging" / "deb.py"),
            "--bundle",
            str(build.bundle_path(bundle_dist)),
            "--out",
            str(root / "out"),
            "--work",
            str(root / "work"),
            "--fast",
        ],
        capture_output=True,
        encoding="utf-8",
        timeout=600,
    )
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-4000:]
    (package,) = (root / "out").glob("*.deb")
    return package


def _contents(package: Path) -> dict[str, tuple[str, str, str]]:
    """``dpkg-deb --contents``: path -> (mode, owner/group, link target or "")."""
    listing = subprocess.run(
        ["dpkg-deb", "--contents", str(package)], capture_output=True, encoding="utf-8", check=True
    ).stdout
    entries = {}
    for line in listing.splitlines():
        mode, owner, _size, _date, _time, name = line.split(maxsplit=5)
        name, _, target = name.partition(" -> ")
        entries[name.removeprefix(".").rstrip("/") or "/"] = (mode, owner, target)
    return entries


def _field(package: Path, name: str) -> str:
    return subprocess.run(
        ["dpkg-deb", "--field", str(package), name],
        capture_output=True,
        encoding="utf-8",
        check=True,
    ).stdout.strip()


def _names(field: str) -> set[str]:
    """Package names of a dependency field (versions and alternatives' bars dropped)."""
    return {re.split(r"[\s(]", part.strip())[0] for part in re.split(r"[,|]", field) if part}


def test_file_name_and_control_fields(package: Path) -> None:
    arch = subprocess.run(
        ["dpkg", "--print-architecture"], capture_output=True, encoding="utf-8", check=True
    ).stdout.strip()
    assert package.name == f"stammtisch_{VERSION}-{deb.DEBIAN_REVISION}_{arch}.deb"
    assert _field(package, "Package") == "stammtisch"
    assert _field(package, "Version") == f"{VERSION}-{deb.DEBIAN_REVISION}"
    assert _field(package, "Section") == "games"
    depends = _names(_field(package, "Depends"))
    # Qt's X11 platform plugin and what QtGui links, found by dpkg-shlibdeps
    assert {
        "libc6",
        "libstdc++6",
        "libglib2.0-0",
        "libfontconfig1",
        "libfreetype6",
        "libdbus-1-3",
        "libgl1",
        "libegl1",
        "libx11-6",
        "libxkbcommon0",
        "libxkbcommon-x11-0",
        "libxcb-cursor0",
        "libxcb-icccm4",
        "libxcb-keysyms1",
    } <= depends
    # the bundle's own copies of libraries the system has too are not asked of the system
    assert not {"zlib1g", "libffi8", "libbz2-1.0", "liblzma5", "libsqlite3-0"} & depends
    assert not any(name.startswith(("libpython", "python3", "libqt6")) for name in depends)
    assert {"libwayland-client0", "libwayland-cursor0"} <= _names(_field(package, "Recommends"))
    # Japanese needs a CJK font: installed with the package unless recommends are left out
    assert "fonts-noto-cjk" in _names(_field(package, "Recommends"))
    assert "libgtk-3-0" in _names(_field(package, "Suggests"))
    assert "fonts-noto-cjk" not in _names(_field(package, "Suggests"))
    assert int(_field(package, "Installed-Size")) > 50_000  # KiB: the bundle is in it


def test_file_list(package: Path, bundle_dist: Path) -> None:
    entries = _contents(package)
    assert all(owner == "root/root" for _, owner, _ in entries.values())
    home = "/usr/lib/games/stammtisch"  # Debian's place for a game's private files
    tops = (home, "/usr/games/stammtisch", "/usr/share/")
    strays = [name for name in entries if not name.startswith(tops)]
    # folders other packages own (/usr/games: base-files) and nothing under /opt, which
    # no package owns and dpkg would remove with the last package in it
    assert set(strays) <= {"/", "/usr", "/usr/games", "/usr/lib", "/usr/lib/games", "/usr/share"}
    assert not [name for name in entries if name.startswith("/opt")]

    mode, _, _ = entries[f"{home}/stammtisch"]
    assert mode == "-rwxr-xr-x"
    mode, _, target = entries["/usr/games/stammtisch"]
    assert mode.startswith("l") and target == "../lib/games/stammtisch/stammtisch"
    # every file of the bundle but its share/ folder, at the same place under the home
    bundle = build.bundle_path(bundle_dist)
    shipped = {
        f"{home}/" + p.relative_to(bundle).as_posix()
        for p in bundle.rglob("*")
        if p.relative_to(bundle).parts[0] != "share"
    }
    assert shipped <= set(entries)
    assert f"{home}/share" not in entries
    internal = f"{home}/_internal"
    for part in ("PySide6/Qt/lib/libQt6Core.so.6", "PySide6/Qt/plugins/platforms/libqxcb.so"):
        assert f"{internal}/{part}" in entries
    executables = [n for n, (mode, _, _) in entries.items() if mode.startswith("-rwx")]
    assert executables == [f"{home}/stammtisch"]

    share = "/usr/share"
    assert entries[f"{share}/applications/{APP_ID}.desktop"][0] == "-rw-r--r--"
    assert f"{share}/metainfo/{APP_ID}.metainfo.xml" in entries
    for size in build.ICON_SIZES:
        assert f"{share}/icons/hicolor/{size}x{size}/apps/{APP_ID}.png" in entries
    assert f"{share}/icons/hicolor/scalable/apps/{APP_ID}.svg" in entries
    for doc in (
        "doc/stammtisch/copyright",
        "doc/stammtisch/changelog.Debian.gz",
        "man/man6/stammtisch.6.gz",
    ):
        assert f"{share}/{doc}" in entries
    assert f"{share}/lintian/overrides/stammtisch" in entries


def test_the_menu_entry_starts_the_program_where_the_package_puts_it(
    package: Path, tmp_path: Path
) -> None:
    subprocess.run(["dpkg-deb", "-x", str(package), str(tmp_path)], check=True)
    entry = (tmp_path / "usr" / "share" / "applications" / f"{APP_ID}.desktop").read_text(
        encoding="utf-8"
    )
    assert re.search(r"^Exec=/usr/games/stammtisch\b", entry, re.M), entry
    program = tmp_path / "usr" / "games" / "stammtisch"
    assert program.resolve() == (tmp_path / "usr/lib/games/stammtisch/stammtisch").resolve()


def test_lintian_passes(package: Path) -> None:
    _need("lintian")
    result = subprocess.run(
        ["lintian", "--fail-on", "error,warning", str(package)],
        capture_output=True,
        encoding="utf-8",
        timeout=900,
    )
    tags = [line for line in result.stdout.splitlines() if line[:2] in ("E:", "W:")]
    assert result.returncode == 0 and tags == [], result.stdout + result.stderr


def test_overrides_say_why() -> None:
    """Each lintian override has its one-line reason just above it."""
    lines = (REPO / "packaging" / "debian" / "stammtisch.lintian-overrides").read_text(
        encoding="utf-8"
    )
    previous = ""
    for line in lines.splitlines():
        if line.startswith("stammtisch:"):
            assert previous.startswith("# ") and len(previous) > 20, line
        previous = line


def test_installed_desktop_entry_and_metainfo_validate(package: Path, tmp_path: Path) -> None:
    _need("desktop-file-validate", "appstreamcli")
    subprocess.run(["dpkg-deb", "-x", str(package), str(tmp_path)], check=True)
    entry = tmp_path / "usr" / "share" / "applications" / f"{APP_ID}.desktop"
    result = subprocess.run(
        ["desktop-file-validate", str(entry)], capture_output=True, encoding="utf-8"
    )
    assert result.returncode == 0 and result.stdout == "", result.stdout + result.stderr
    # the metainfo with the desktop entry and icons it names, as installed
    result = subprocess.run(
        ["appstreamcli", "validate-tree", "--no-net", str(tmp_path)],
        capture_output=True,
        encoding="utf-8",
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Validation was successful" in result.stdout


def _fake_bundle(root: Path, *, links_missing: bool, extra_library: bool) -> Path:
    """A bundle of one compiled program (linking ``libgone.so.1``, which is then removed,
    when ``links_missing``) and, with ``extra_library``, a library no copyright paragraph
    names."""
    cc = shutil.which("cc") or shutil.which("gcc")
    if cc is None:
        pytest.skip("no C compiler to make a program for the package (apt install gcc)")
    bundle = root / "Stammtisch"
    (bundle / "_internal").mkdir(parents=True)
    (root / "gone.c").write_text("int gone(void) { return 1; }\n", encoding="utf-8", newline="")
    main = "int gone(void);\nint main(void) { return gone(); }\n"
    if not links_missing:
        main = "int main(void) { return 0; }\n"
    (root / "main.c").write_text(main, encoding="utf-8", newline="")
    run = {"check": True, "cwd": root, "capture_output": True}
    subprocess.run([cc, "-shared", "-fPIC", "-Wl,-soname,libgone.so.1", "-o", "libgone.so.1",
                    "gone.c"], **run)  # type: ignore[call-overload]  # fmt: skip
    link = ["-L.", "-l:libgone.so.1"] if links_missing else []
    subprocess.run([cc, "-o", str(bundle / "stammtisch"), "main.c", *link], **run)  # type: ignore[call-overload]
    if extra_library:
        (root / "libgone.so.1").rename(bundle / "_internal" / "libgone.so.1")
    else:
        (root / "libgone.so.1").unlink()
    build.add_linux_desktop_files(bundle)
    return bundle


def _deb_py(bundle: Path, root: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(REPO / "packaging" / "deb.py"), "--bundle", str(bundle),
         "--out", str(root / "out"), "--work", str(root / "work"), "--fast"],
        capture_output=True, encoding="utf-8", timeout=300,
    )  # fmt: skip


def test_a_library_the_build_machine_lacks_is_one_line_naming_it(tmp_path: Path) -> None:
    _need(*deb.TOOLS)
    bundle = _fake_bundle(tmp_path, links_missing=True, extra_library=False)
    result = _deb_py(bundle, tmp_path)
    assert result.returncode == 1 and "Traceback" not in result.stdout + result.stderr
    assert result.stderr.splitlines() == [
        "error: the system has no libgone.so.1 (linked by stammtisch): install the libraries "
        "the bundle links, apt install $(grep -v '^#' packaging/debian/build-packages)"
    ]
    assert not (tmp_path / "out").exists() or not list((tmp_path / "out").iterdir())


def test_a_library_the_copyright_file_does_not_name_stops_the_build(tmp_path: Path) -> None:
    _need(*deb.TOOLS)
    bundle = _fake_bundle(tmp_path, links_missing=False, extra_library=True)
    result = _deb_py(bundle, tmp_path)
    assert result.returncode == 1, result.stdout + result.stderr
    assert result.stderr.splitlines() == [
        "error: packaging/debian/copyright names no licence for "
        "usr/lib/games/stammtisch/_internal/libgone.so.1: add a Files paragraph"
    ]


def test_every_library_of_the_bundle_has_its_licence_named(
    bundle_dist: Path, tmp_path: Path
) -> None:
    """The package's own check, over the bundle the suite built: only Stammtisch's own code
    falls to the copyright file's catch-all paragraph."""
    tree = tmp_path / "root"
    deb.stage(build.bundle_path(bundle_dist), tree, VERSION, deb.release_date(VERSION))
    assert deb.unlicensed(tree) == []
    licensed = [p for p in (tree / deb.PREFIX).rglob("*") if deb.is_elf(p)]
    assert len(licensed) > 50 and tree / deb.PREFIX / "stammtisch" in licensed
