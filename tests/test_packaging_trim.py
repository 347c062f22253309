"""packaging/trim.py: which Qt parts and Linux libraries the bundle leaves out."""

from __future__ import annotations

import struct
import sys
from pathlib import Path

import pytest
from packaging_support import REPO, load_packaging_module

trim = load_packaging_module("trim")


@pytest.mark.parametrize(
    ("dest", "kept"),
    [
        # Linux wheel layout
        ("PySide6/Qt/lib/libQt6Core.so.6", True),
        ("PySide6/Qt/lib/libQt6Svg.so.6", True),
        ("PySide6/Qt/lib/libQt6DBus.so.6", True),  # QtGui links it
        ("PySide6/Qt/lib/libQt6OpenGL.so.6", True),  # the Wayland EGL plugin links it
        ("PySide6/Qt/lib/libQt6Network.so.6", True),  # the local socket (desktop/instance.py)
        ("PySide6/Qt/lib/libQt6Qml.so.6", False),
        ("PySide6/Qt/lib/libQt6Pdf.so.6", False),
        ("PySide6/Qt/lib/libicudata.so.73", True),
        ("libQt6Qml.so.6", False),  # PyInstaller's top-level link
        ("libQt6Gui.so.6", True),
        ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
        ("PySide6/Qt/plugins/platforms/libqwayland.so", True),
        ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
        ("PySide6/Qt/plugins/platforms/libqvnc.so", False),
        ("PySide6/Qt/plugins/platforms/libqlinuxfb.so", False),
        ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
        ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", True),
        ("PySide6/Qt/plugins/platforminputcontexts/libcomposeplatforminputcontextplugin.so", True),
        ("PySide6/Qt/plugins/generic/libqevdevtouchplugin.so", False),
        ("PySide6/Qt/plugins/imageformats/libqsvg.so", True),
        ("PySide6/Qt/plugins/imageformats/libqjpeg.so", False),
        ("PySide6/Qt/plugins/imageformats/libqtiff.so", False),
        ("PySide6/Qt/plugins/iconengines/libqsvgicon.so", True),
        ("PySide6/Qt/plugins/tls/libqopensslbackend.so", False),
        ("PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so", True),
        (
            "PySide6/Qt/plugins/wayland-graphics-integration-client/libqt-plugin-wayland-egl.so",
            True,
        ),
        ("PySide6/Qt/plugins/wayland-graphics-integration-client/libvulkan-server.so", False),
        ("PySide6/Qt/translations/qtbase_de.qm", True),
        ("PySide6/Qt/translations/qtbase_ja.qm", True),
        ("PySide6/Qt/translations/qtbase_fr.qm", False),
        ("PySide6/Qt/translations/qtdeclarative_de.qm", False),
        # Windows wheel layout
        ("PySide6/Qt6Network.dll", True),
        ("PySide6/Qt6Widgets.dll", True),
        ("PySide6/opengl32sw.dll", False),
        ("PySide6/plugins/platforms/qwindows.dll", True),
        ("PySide6/plugins/platforms/qdirect2d.dll", False),
        ("PySide6/plugins/imageformats/qico.dll", True),
        ("PySide6/plugins/styles/qmodernwindowsstyle.dll", True),
        ("PySide6/translations/qtbase_de.qm", True),
        ("PySide6/translations/qtbase_ko.qm", False),
        # macOS wheel layout
        ("PySide6/Qt/lib/QtNetwork.framework/Versions/A/QtNetwork", True),
        ("PySide6/Qt/lib/QtWidgets.framework/Versions/A/QtWidgets", True),
        ("QtQml.framework/Versions/A/QtQml", False),
        ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", True),
        ("PySide6/Qt/plugins/imageformats/libqicns.dylib", True),
        # not Qt's
        ("stammtisch/translations/stammtisch_de.qm", True),
        ("stammtisch/resources/cards/french/CA.svg", True),
        ("libpython3.11.so.1.0", True),
        ("python3.11/lib-dynload/_ctypes.cpython-311-x86_64-linux-gnu.so", True),
    ],
)
def test_keep_qt_entry(dest: str, kept: bool) -> None:
    assert trim.keep_qt_entry(dest) is kept


def _elf(
    needed: list[str], *, bits: int, order: str, search: tuple[tuple[int, str], ...] = ()
) -> bytes:
    """A minimal ELF file: header, a string table and a dynamic section naming ``needed``
    (``DT_NEEDED``) and ``search``'s (tag, path) entries (``DT_RPATH`` 15, ``DT_RUNPATH`` 29)."""
    strings = b"\0"
    tagged = []
    for tag, name in [(1, name) for name in needed] + list(search):
        tagged.append((tag, len(strings)))
        strings += name.encode() + b"\0"
    entry = order + ("qQ" if bits == 64 else "iI")
    dynamic = b"".join(struct.pack(entry, tag, off) for tag, off in tagged)
    dynamic += struct.pack(entry, 14, 0) + struct.pack(entry, 0, 0)  # DT_SONAME-ish, DT_NULL
    header_size = 64 if bits == 64 else 52
    strtab_off = header_size
    dynamic_off = strtab_off + len(strings)
    shoff = dynamic_off + len(dynamic)
    section = order + ("IIQQQQIIQQ" if bits == 64 else "IIIIIIIIII")
    sections = [
        struct.pack(section, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0),
        struct.pack(section, 0, 3, 0, 0, strtab_off, len(strings), 0, 0, 1, 0),  # SHT_STRTAB
        struct.pack(section, 0, 6, 0, 0, dynamic_off, len(dynamic), 1, 0, 8, 16),  # SHT_DYNAMIC
    ]
    ident = b"\x7fELF" + bytes([2 if bits == 64 else 1, 1 if order == "<" else 2, 1]) + bytes(9)
    if bits == 64:
        rest = struct.pack(
            order + "HHIQQQIHHHHHH", 3, 62, 1, 0, 0, shoff, 0, 64, 0, 0, len(sections[0]), 3, 0
        )
    else:
        rest = struct.pack(
            order + "HHIIIIIHHHHHH", 3, 3, 1, 0, 0, shoff, 0, 52, 0, 0, len(sections[0]), 3, 0
        )
    return ident + rest + strings + dynamic + b"".join(sections)


@pytest.mark.parametrize(("bits", "order"), [(64, "<"), (32, "<"), (64, ">"), (32, ">")])
def test_elf_needed_reads_the_dynamic_section(tmp_path: Path, bits: int, order: str) -> None:
    path = tmp_path / "libexample.so"
    path.write_bytes(_elf(["libQt6Gui.so.6", "libc.so.6"], bits=bits, order=order))
    assert trim.elf_needed(path) == ["libQt6Gui.so.6", "libc.so.6"]


@pytest.mark.parametrize(("bits", "order"), [(64, "<"), (32, ">")])
def test_search_paths_of_the_build_machine_are_dropped(
    tmp_path: Path, bits: int, order: str
) -> None:
    """A pyenv Python's RUNPATH goes; ``$ORIGIN`` paths and the linked libraries stay."""
    path = tmp_path / "_bisect.so"
    search = ((29, "/root/.pyenv/versions/3.11.7/lib"), (15, "$ORIGIN/:$ORIGIN/Qt/lib"))
    data = _elf(["libc.so.6", "libz.so.1"], bits=bits, order=order, search=search)
    path.write_bytes(data)
    assert trim.elf_search_paths(path) == [
        "/root/.pyenv/versions/3.11.7/lib",
        "$ORIGIN/:$ORIGIN/Qt/lib",
    ]
    assert trim.drop_foreign_search_paths(path) == ["/root/.pyenv/versions/3.11.7/lib"]
    assert trim.elf_search_paths(path) == ["$ORIGIN/:$ORIGIN/Qt/lib"]
    assert trim.elf_needed(path) == ["libc.so.6", "libz.so.1"]
    assert path.stat().st_size == len(data)
    assert trim.drop_foreign_search_paths(path) == []  # a second run changes nothing
    assert trim.drop_foreign_search_paths(tmp_path / "_bisect.so") == []


def test_search_paths_of_other_files_are_none(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("not a library", encoding="utf-8", newline="")
    assert trim.elf_search_paths(tmp_path / "notes.txt") == []
    assert trim.drop_foreign_search_paths(tmp_path / "notes.txt") == []
    assert (tmp_path / "notes.txt").read_text(encoding="utf-8") == "not a library"


def test_elf_needed_of_other_files_is_empty(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("not a library", encoding="utf-8", newline="")
    (tmp_path / "short").write_bytes(b"\x7fEL")
    assert trim.elf_needed(tmp_path / "notes.txt") == []
    assert trim.elf_needed(tmp_path / "short") == []


def test_elf_needed_of_the_qt_svg_binding() -> None:
    import PySide6.QtSvg

    needed = trim.elf_needed(PySide6.QtSvg.__file__)
    if sys.platform.startswith("linux"):
        assert "libQt6Svg.so.6" in needed and "libQt6Core.so.6" in needed
    else:  # a Mach-O or PE file is no ELF file
        assert needed == []


def test_linux_filter_keeps_what_python_needs_and_leaves_qts_system_libraries() -> None:
    links = {
        "/py/libpython3.11.so.1.0": ["libc.so.6"],
        "/py/_ctypes.so": ["libffi.so.8"],
        "/py/_lzma.so": ["liblzma.so.5"],
        "/sys/liblzma.so.5": ["libpthread.so.0"],
        "/sys/libffi.so.8": [],
        "/pyside/QtGui.abi3.so": ["libpyside6.abi3.so.6.12", "libQt6Gui.so.6", "libstdc++.so.6"],
        "/pyside/libpyside6.abi3.so.6.12": ["libQt6Core.so.6"],
        "/qt/libQt6Gui.so.6": ["libQt6Core.so.6", "libQt6DBus.so.6", "libX11.so.6", "libz.so.1"],
        "/qt/libQt6DBus.so.6": ["libdbus-1.so.3", "libQt6Core.so.6"],
        "/qt/libQt6Core.so.6": ["libicuuc.so.73", "libglib-2.0.so.0", "libstdc++.so.6"],
        "/qt/libicuuc.so.73": ["libicudata.so.73"],
        "/qt/libicudata.so.73": [],
        "/qt/libQt6EglFsKmsSupport.so.6": ["libQt6Gui.so.6"],
        "/qt/libqxcb.so": ["libQt6XcbQpa.so.6", "libxcb.so.1"],
        "/qt/libQt6XcbQpa.so.6": ["libX11-xcb.so.1", "libQt6Gui.so.6"],
        "/sys/libX11.so.6": [],
        "/sys/libX11-xcb.so.1": ["libX11.so.6"],
        "/sys/libdbus-1.so.3": ["libsystemd.so.0"],
        "/sys/libsystemd.so.0": ["liblzma.so.5"],
        "/sys/libglib-2.0.so.0": [],
        "/sys/libstdc++.so.6": [],
        "/sys/libz.so.1": [],
        "/py/zlib.so": ["libz.so.1"],
    }
    binaries = [
        ("libpython3.11.so.1.0", "/py/libpython3.11.so.1.0", "BINARY"),
        ("python3.11/lib-dynload/_ctypes.so", "/py/_ctypes.so", "EXTENSION"),
        ("python3.11/lib-dynload/_lzma.so", "/py/_lzma.so", "EXTENSION"),
        ("python3.11/lib-dynload/zlib.so", "/py/zlib.so", "EXTENSION"),
        ("PySide6/QtGui.abi3.so", "/pyside/QtGui.abi3.so", "EXTENSION"),
        ("PySide6/libpyside6.abi3.so.6.12", "/pyside/libpyside6.abi3.so.6.12", "BINARY"),
        ("PySide6/Qt/lib/libQt6Gui.so.6", "/qt/libQt6Gui.so.6", "BINARY"),
        ("PySide6/Qt/lib/libQt6DBus.so.6", "/qt/libQt6DBus.so.6", "BINARY"),
        ("PySide6/Qt/lib/libQt6Core.so.6", "/qt/libQt6Core.so.6", "BINARY"),
        ("PySide6/Qt/lib/libicuuc.so.73", "/qt/libicuuc.so.73", "BINARY"),
        ("PySide6/Qt/lib/libicudata.so.73", "/qt/libicudata.so.73", "BINARY"),
        ("PySide6/Qt/lib/libQt6EglFsKmsSupport.so.6", "/qt/libQt6EglFsKmsSupport.so.6", "BINARY"),
        ("PySide6/Qt/lib/libQt6XcbQpa.so.6", "/qt/libQt6XcbQpa.so.6", "BINARY"),
        ("PySide6/Qt/plugins/platforms/libqxcb.so", "/qt/libqxcb.so", "BINARY"),
        ("libffi.so.8", "/sys/libffi.so.8", "BINARY"),
        ("liblzma.so.5", "/sys/liblzma.so.5", "BINARY"),
        ("libX11.so.6", "/sys/libX11.so.6", "BINARY"),
        ("libX11-xcb.so.1", "/sys/libX11-xcb.so.1", "BINARY"),
        ("libdbus-1.so.3", "/sys/libdbus-1.so.3", "BINARY"),
        ("libsystemd.so.0", "/sys/libsystemd.so.0", "BINARY"),
        ("libglib-2.0.so.0", "/sys/libglib-2.0.so.0", "BINARY"),
        ("libstdc++.so.6", "/sys/libstdc++.so.6", "BINARY"),
        ("libz.so.1", "/sys/libz.so.1", "BINARY"),
        ("libQt6Gui.so.6", "PySide6/Qt/lib/libQt6Gui.so.6", "SYMLINK"),
    ]
    kept = trim.filter_linux_libraries(binaries, needed=lambda src: links[src])
    assert sorted(dest for dest, _, _ in kept) == sorted(
        [
            "libpython3.11.so.1.0",
            "python3.11/lib-dynload/_ctypes.so",
            "python3.11/lib-dynload/_lzma.so",
            "python3.11/lib-dynload/zlib.so",
            "PySide6/QtGui.abi3.so",
            "PySide6/libpyside6.abi3.so.6.12",
            "PySide6/Qt/lib/libQt6Gui.so.6",
            "PySide6/Qt/lib/libQt6DBus.so.6",
            "PySide6/Qt/lib/libQt6Core.so.6",
            "PySide6/Qt/lib/libicuuc.so.73",
            "PySide6/Qt/lib/libicudata.so.73",
            "PySide6/Qt/lib/libQt6XcbQpa.so.6",  # through the xcb plugin
            "PySide6/Qt/plugins/platforms/libqxcb.so",
            "libffi.so.8",  # Python's ctypes needs it
            "liblzma.so.5",  # Python's lzma needs it (and the system's libsystemd would)
            "libz.so.1",  # Python's zlib needs it; Qt uses the same copy
            "libQt6Gui.so.6",  # links are left to drop_dangling_links
        ]
    )


def test_dangling_links_go_and_links_to_kept_files_or_folders_stay() -> None:
    entries = [
        ("libQt6Gui.so.6", "PySide6/Qt/lib/libQt6Gui.so.6", "SYMLINK"),
        ("libQt6EglFsKmsSupport.so.6", "PySide6/Qt/lib/libQt6EglFsKmsSupport.so.6", "SYMLINK"),
        ("QtCore.framework/Versions/Current", "A", "SYMLINK"),
        ("QtCore.framework/QtCore", "Versions/Current/QtCore", "SYMLINK"),
        ("stammtisch/resources/icons/stammtisch.svg", "/src/stammtisch.svg", "DATA"),
    ]
    collected = [
        "PySide6/Qt/lib/libQt6Gui.so.6",
        "QtCore.framework/Versions/A/QtCore",
        "QtCore.framework/Versions/Current/QtCore",
        "stammtisch/resources/icons/stammtisch.svg",
    ]
    assert trim.drop_dangling_links(entries, collected) == [
        entries[0],
        entries[2],
        entries[3],
        entries[4],
    ]


def test_unused_modules_are_never_modules_the_app_imports() -> None:
    used = set()
    for path in [*(REPO / "desktop").rglob("*.py"), *(REPO / "engine").rglob("*.py")]:
        text = path.read_text(encoding="utf-8")
        used.update(
            m for m in trim.QT_UNUSED_MODULES if f"PySide6.{m} " in text or f"PySide6.{m}\n" in text
        )
    assert used == set()


def test_docstring_examples() -> None:
    import doctest

    failures, tried = doctest.testmod(trim, optionflags=doctest.ELLIPSIS)
    assert (failures, tried > 0) == (0, True)


def test_bench_and_test_packages_are_left_out_whatever_is_installed() -> None:
    for name in ("pyspiel", "open_spiel", "pytest", "_pytest", "pytestqt", "hypothesis", "mypy"):
        assert name in trim.DEV_ONLY_MODULES, name
    spec = (REPO / "packaging" / "stammtisch.spec").read_text(encoding="utf-8")
    assert "list(DEV_ONLY_MODULES)" in spec
    # nothing the app itself imports is among them
    assert not {"numpy", "pyqtgraph", "PySide6", "stammtisch"} & set(trim.DEV_ONLY_MODULES)


def test_the_cpp_runtime_an_extension_module_links_comes_from_the_system() -> None:
    needs = {
        "numpy/_core/_multiarray_umath.so": ["libstdc++.so.6", "libgcc_s.so.1", "libz.so.1"],
    }
    entries = [
        ("numpy/_core/_multiarray_umath.so", "numpy/_core/_multiarray_umath.so", "EXTENSION"),
        ("libstdc++.so.6", "/usr/lib/libstdc++.so.6", "BINARY"),
        ("libgcc_s.so.1", "/usr/lib/libgcc_s.so.1", "BINARY"),
        ("libz.so.1", "/usr/lib/libz.so.1", "BINARY"),
    ]
    kept = trim.filter_linux_libraries(entries, lambda src: needs.get(src, []))
    assert [dest for dest, _, _ in kept] == ["numpy/_core/_multiarray_umath.so", "libz.so.1"]


def test_icu_archive_is_rewritten_with_the_kept_items() -> None:
    icu = load_packaging_module("icu_trim")
    header = bytearray(32)
    header[0:2] = (32).to_bytes(2, "little")
    header[2:4] = b"\xda\x27"
    header[12:16] = b"CmnD"
    items = [
        ("icudt73l/coll/de.res", b"collation!"),
        ("icudt73l/curr/de.res", b"currency names" * 3),
        ("icudt73l/ibm-943.cnv", b"converter"),
        ("icudt73l/root.res", b"root" * 5),
    ]
    blob = icu.write_archive(bytes(header), items)
    padded = [(n, d + b"\0" * (-len(d) % 16)) for n, d in items]
    assert icu.read_archive(blob) == (bytes(header), padded)
    for name, data in padded:  # every item starts 16-byte aligned
        assert blob.index(data) % 16 == 0, name
    trimmed = icu.trimmed_archive(blob)
    names = [n for n, _ in icu.read_archive(trimmed)[1]]
    assert names == ["icudt73l/coll/de.res", "icudt73l/root.res"]
    for name, data in icu.read_archive(trimmed)[1]:
        assert data.startswith(dict(items)[name])
    with pytest.raises(icu.IcuDataError):
        icu.read_archive(b"not icu data at all, clearly not")
