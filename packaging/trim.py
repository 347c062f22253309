"""What the Stammtisch bundle leaves out, for ``stammtisch.spec`` (and its tests).

PyInstaller collects every Qt library, plugin and translation PySide6's hooks
name, and on Linux also every system library they link.  Two rules shrink that:

1. **Qt parts the app never loads** (all platforms): the Qt modules it does not
   import, with their libraries; plugins for platforms, inputs and formats a
   desktop card game does not use; Qt's translations except the languages the
   app ships.  See :func:`keep_qt_entry`.
2. **Linux system libraries** (:func:`filter_linux_libraries`): the bundle takes
   from the system exactly what ``pip install PySide6-Essentials`` takes from
   it (X11/xcb, Wayland, fontconfig, freetype, GLib, D-Bus, libstdc++, GTK for
   the GTK theme ...).  Only Qt's own libraries (with the ICU that PySide6 ships)
   and the libraries Python's own extension modules need are bundled.  Bundling
   the build machine's copies of the desktop stack is not only big (about 30 MB)
   but fragile: an older bundled libstdc++ or GLib is loaded before the
   system's and breaks the system's GL drivers or GTK.

So a Linux machine that runs Stammtisch from a wheel runs the bundle too.

>>> keep_qt_entry("PySide6/Qt/lib/libQt6Qml.so.6")
False
>>> keep_qt_entry("PySide6/Qt/plugins/platforms/libqxcb.so")
True
"""

from __future__ import annotations

import posixpath
import struct
from collections.abc import Callable, Iterable
from pathlib import Path, PurePosixPath
from typing import BinaryIO, NamedTuple

QT_UNUSED_MODULES: tuple[str, ...] = (
    # QtNetwork is used: its local socket brings a running window forward (desktop/instance.py)
    "QtQml",
    "QtQuick",
    "QtQuickControls2",
    "QtQuickWidgets",
    "QtQuickTest",
    "QtQmlFeatures",
    "QtOpenGL",  # pyqtgraph imports it for its OpenGL mode only (desktop/widgets/plotting.py)
    "QtDBus",
    "QtDesigner",
    "QtHelp",
    "QtSql",
    "QtTest",
    "QtUiTools",
    "QtXml",
    "QtConcurrent",
    "QtPrintSupport",
    "QtLabsStyleKit",
    "QtPdf",
    "QtPdfWidgets",
    "QtMultimedia",
    "QtWebEngineCore",
    "QtWebEngineWidgets",
    "QtBluetooth",
    "QtPositioning",
    "QtSerialPort",
    "QtCharts",
    "QtDataVisualization",
    "QtVirtualKeyboard",
)
"""Qt modules the app never imports: their Python bindings are excluded from the analysis."""

DEV_ONLY_MODULES: tuple[str, ...] = (
    # the bench extra: engine/bench.py imports it only when measuring against OpenSpiel
    "pyspiel",
    "open_spiel",
    "absl",
    # the test extra and the tools around it
    "pytest",
    "_pytest",
    "pytestqt",
    "pluggy",
    "iniconfig",
    "hypothesis",
    "sortedcontainers",
    "mypy",
    "mypyc",
    "mypy_extensions",
    "ruff",
    "PyInstaller",
    "altgraph",
    "pygments",
)
"""Bench-only and test-only packages: left out of the bundle whatever the build
environment has installed (with the ``bench`` extra, PyInstaller would otherwise
follow ``import pyspiel`` and ship its 19 MB library)."""

QT_LIBRARIES_KEPT: frozenset[str] = frozenset({"QtDBus", "QtOpenGL"})
"""Unused modules whose C++ library stays: QtGui links libQt6DBus, and the Wayland
EGL plugin (Qt's default on Wayland sessions) links libQt6OpenGL."""

UNUSED_PLUGINS: dict[str, frozenset[str] | None] = {
    # category -> plugin names dropped (None: the whole category)
    "platforms": frozenset(
        {"qlinuxfb", "qvnc", "qeglfs", "qminimalegl", "qvkkhrdisplay", "qdirect2d"}
    ),
    "generic": None,  # raw evdev/TUIO input, for linuxfb/eglfs kiosks
    "egldeviceintegrations": None,
    "wayland-graphics-integration-server": None,
    "wayland-graphics-integration-client": frozenset(
        {"dmabuf-server", "drm-egl-server", "shm-emulation-server", "vulkan-server"}
    ),
    "platforminputcontexts": frozenset({"qtvirtualkeyboardplugin"}),
    "qmltooling": None,
    "sqldrivers": None,
    "networkinformation": None,
    "tls": None,
    "multimedia": None,
    "position": None,
    "designer": None,
    "scenegraph": None,
    "webview": None,
    "printsupport": None,
    "vectorimageformats": None,
}

IMAGE_FORMATS: tuple[str, ...] = ("qsvg", "qico", "qicns")
"""Image format plugins kept: SVG (card faces, icon engine), ICO and ICNS (icons).
PNG is built into QtGui."""

QT_TRANSLATIONS: tuple[str, ...] = ("qtbase_de", "qtbase_ja", "qtbase_en")
"""Qt's own translations kept: the languages the app ships."""

WINDOWS_UNUSED_DLLS: tuple[str, ...] = ("opengl32sw.dll",)
"""Mesa's software OpenGL (20 MB) for Qt Quick without a GPU; widgets paint without it."""


def _plugin_name(filename: str) -> str:
    """``libqxcb.so`` / ``qxcb.dll`` / ``libqxcb.dylib`` -> ``qxcb``."""
    stem = filename.split(".", 1)[0]
    return stem[3:] if stem.startswith("lib") else stem


def _library_module(filename: str) -> str | None:
    """The Qt module a library file belongs to: ``libQt6Network.so.6`` -> ``QtNetwork``."""
    stem = filename.split(".", 1)[0]
    stem = stem[3:] if stem.startswith("lib") else stem
    if stem.startswith("Qt6"):
        return "Qt" + stem[3:]
    return None


def keep_qt_entry(dest: str) -> bool:
    """Whether a bundle entry (its path inside the bundle) survives rule 1.

    >>> keep_qt_entry("PySide6/Qt/translations/qtbase_fr.qm")
    False
    >>> keep_qt_entry("PySide6/translations/qtbase_de.qm")
    True
    >>> keep_qt_entry("PySide6/Qt/lib/QtQml.framework/Versions/A/QtQml")
    False
    >>> keep_qt_entry("PySide6/Qt/lib/libQt6DBus.so.6")
    True
    """
    path = PurePosixPath(dest.replace("\\", "/"))
    parts = path.parts
    if not parts:
        return True
    if parts[0] != "PySide6":  # outside PySide6/ only top-level links to Qt libraries are Qt's
        first = parts[0]
        if not first.startswith(("libQt6", "Qt6")) and not (
            first.startswith("Qt") and first.endswith(".framework")
        ):
            return True
    if "translations" in parts[:-1] and path.suffix == ".qm":
        return path.name.startswith(QT_TRANSLATIONS)
    if "plugins" in parts[:-2]:
        category = parts[parts.index("plugins") + 1]
        if category == "imageformats":
            return _plugin_name(path.name) in IMAGE_FORMATS
        dropped = UNUSED_PLUGINS.get(category, frozenset())
        return dropped is not None and _plugin_name(path.name) not in dropped
    if path.name.lower() in WINDOWS_UNUSED_DLLS:
        return False
    for part in parts:  # macOS: PySide6/Qt/lib/QtNetwork.framework/...
        if part.endswith(".framework"):
            module = part.removesuffix(".framework")
            return module not in QT_UNUSED_MODULES or module in QT_LIBRARIES_KEPT
    library = _library_module(path.name)
    if library is not None:
        return library not in QT_UNUSED_MODULES or library in QT_LIBRARIES_KEPT
    return True


DT_NEEDED, DT_RPATH, DT_RUNPATH = 1, 15, 29
"""``d_tag`` values of the ELF dynamic section entries read here."""


class _Dynamic(NamedTuple):
    """An ELF file's ``.dynamic`` section: its entries and where they lie."""

    entries: list[tuple[int, int]]  # (d_tag, d_val) up to and without DT_NULL
    strings: bytes  # the string table the entries point into
    offset: int  # the section's file offset
    size: int  # its size in bytes
    entry: str  # the struct format of one entry


def _dynamic(f: BinaryIO) -> _Dynamic | None:
    """The ``.dynamic`` section of the open ELF file ``f``; ``None`` for other files."""
    ident = f.read(16)
    if len(ident) < 16 or ident[:4] != b"\x7fELF":
        return None
    is64 = ident[4] == 2
    order = "<" if ident[5] == 1 else ">"
    header = f.read(48 if is64 else 36)
    if is64:
        shoff = struct.unpack_from(order + "Q", header, 0x28 - 16)[0]
        shentsize, shnum = struct.unpack_from(order + "HH", header, 0x3A - 16)
    else:
        shoff = struct.unpack_from(order + "I", header, 0x20 - 16)[0]
        shentsize, shnum = struct.unpack_from(order + "HH", header, 0x2E - 16)
    section = order + ("IIQQQQIIQQ" if is64 else "IIIIIIIIII")
    sections = []
    for i in range(shnum):
        f.seek(shoff + i * shentsize)
        sections.append(struct.unpack(section, f.read(struct.calcsize(section))))
    for _, sh_type, _, _, offset, size, link, _, _, _ in sections:
        if sh_type != 6:  # SHT_DYNAMIC
            continue
        strtab = sections[link]
        f.seek(strtab[4])
        strings = f.read(strtab[5])
        f.seek(offset)
        data = f.read(size)
        entry = order + ("qQ" if is64 else "iI")
        entries = []
        for tag, value in struct.iter_unpack(entry, data):
            if tag == 0:  # DT_NULL
                break
            entries.append((tag, value))
        return _Dynamic(entries, strings, offset, size, entry)
    return None


def _string(dynamic: _Dynamic, value: int) -> str:
    return dynamic.strings[value : dynamic.strings.index(b"\0", value)].decode()


def elf_needed(path: str | Path) -> list[str]:
    """The ``DT_NEEDED`` entries of an ELF file (the libraries it links directly).

    Reads the ``.dynamic`` section and its string table; ``[]`` for anything
    that is not a dynamically linked ELF file.
    """
    with open(path, "rb") as f:
        dynamic = _dynamic(f)
    if dynamic is None:
        return []
    return [_string(dynamic, value) for tag, value in dynamic.entries if tag == DT_NEEDED]


def elf_search_paths(path: str | Path) -> list[str]:
    """The ``DT_RPATH`` and ``DT_RUNPATH`` entries of an ELF file (``[]`` for other files)."""
    with open(path, "rb") as f:
        dynamic = _dynamic(f)
    if dynamic is None:
        return []
    return [_string(dynamic, v) for tag, v in dynamic.entries if tag in (DT_RPATH, DT_RUNPATH)]


def drop_foreign_search_paths(path: str | Path) -> list[str]:
    """Remove the library search paths that name the build machine's folders; those removed.

    A Python built from source (pyenv, uv) gives its library and extension
    modules a ``RUNPATH`` to its own ``lib`` folder, which PyInstaller copies
    into the bundle: on a user's machine the loader would look there (and
    lintian rejects it).  An entry none of whose folders starts with ``$ORIGIN``
    is removed the way ``chrpath -d`` does it: the later entries move up one
    place and the section ends with one more ``DT_NULL``.  Entries relative to
    ``$ORIGIN`` (PySide6's, numpy's) stay; the bundle's bootloader puts its own
    folder on the search path anyway.
    """
    with open(path, "r+b") as f:
        dynamic = _dynamic(f)
        if dynamic is None:
            return []
        kept: list[tuple[int, int]] = []
        dropped: list[str] = []
        for tag, value in dynamic.entries:
            if tag in (DT_RPATH, DT_RUNPATH):
                text = _string(dynamic, value)
                if not any(part.startswith("$ORIGIN") for part in text.split(":")):
                    dropped.append(text)
                    continue
            kept.append((tag, value))
        if dropped:
            data = b"".join(struct.pack(dynamic.entry, tag, value) for tag, value in kept)
            f.seek(dynamic.offset)
            f.write(data + bytes(dynamic.size - len(data)))  # DT_NULL (0, 0) to the end
        return dropped


TocEntry = tuple[str, str, str]
"""PyInstaller's (name in the bundle, source path or symlink target, type code)."""


def _is_qt_side(dest: str) -> bool:
    """Files from the PySide6 and shiboken6 wheels (Qt, ICU, the bindings, plugins)."""
    return PurePosixPath(dest).parts[0] in ("PySide6", "shiboken6")


def _is_root(dest: str) -> bool:
    """Binaries loaded by name: the interpreter, extension modules and Qt plugins."""
    path = PurePosixPath(dest)
    return (
        path.name.startswith("libpython")
        or "plugins" in path.parts
        or not path.name.startswith("lib")  # QtCore.abi3.so, _ctypes.cpython-311-....so
    )


MANYLINUX_SYSTEM: frozenset[str] = frozenset({"libstdc++.so.6", "libgcc_s.so.1"})
"""Libraries every Linux that runs manylinux wheels has (numpy's C++ links them):
taken from the system, never bundled (an older bundled libstdc++ breaks GL drivers)."""


def filter_linux_libraries(
    binaries: Iterable[TocEntry], needed: Callable[[str], list[str]] = elf_needed
) -> list[TocEntry]:
    """Rule 2: keep a library only when a loaded binary needs it and it is not the system's.

    Roots are the interpreter, the extension modules and the Qt plugins.  Qt's
    libraries (under ``PySide6/``) stay when a root needs them, directly or
    through each other.  A library outside ``PySide6/`` and ``shiboken6/`` (what
    PyInstaller copied from the build machine) stays only when Python's side
    needs it (``libffi`` for ctypes, ``liblzma`` for lzma ...); what Qt needs from
    the system comes from the system, as for a pip-installed PySide6.  Symbolic
    links are left alone here; :func:`drop_dangling_links` cleans up after.
    """
    entries = list(binaries)
    files = {
        PurePosixPath(dest).name: (dest, src) for dest, src, kind in entries if kind != "SYMLINK"
    }
    kept = {dest for dest, _, kind in entries if kind != "SYMLINK" and _is_root(dest)}
    stack = [(dest, src) for dest, src, kind in entries if kind != "SYMLINK" and dest in kept]
    while stack:
        dest, src = stack.pop()
        for name in needed(src):
            if name not in files or name in MANYLINUX_SYSTEM:
                continue  # from the system (or not found on the build machine either)
            target = files[name]
            if target[0] in kept or (_is_qt_side(dest) and not _is_qt_side(target[0])):
                continue
            kept.add(target[0])
            stack.append(target)
    return [(dest, src, kind) for dest, src, kind in entries if kind == "SYMLINK" or dest in kept]


def drop_dangling_links(entries: Iterable[TocEntry], collected: Iterable[str]) -> list[TocEntry]:
    """Drop ``SYMLINK`` entries whose target is no longer collected.

    PyInstaller links Qt's libraries into the top folder (``libQt6Gui.so.6`` ->
    ``PySide6/Qt/lib/libQt6Gui.so.6``) and lists those links among the data;
    a link to a library left out would dangle.  ``collected`` holds the bundle
    paths of every file kept; a link to a folder of kept files stays.

    >>> drop_dangling_links(
    ...     [("libQt6Gui.so.6", "PySide6/Qt/lib/libQt6Gui.so.6", "SYMLINK"),
    ...      ("libQt6EglFsKmsSupport.so.6", "PySide6/Qt/lib/libQt6EglFsKmsSupport.so.6", "SYMLINK")],
    ...     ["PySide6/Qt/lib/libQt6Gui.so.6"])
    [('libQt6Gui.so.6', 'PySide6/Qt/lib/libQt6Gui.so.6', 'SYMLINK')]
    """
    present: set[str] = set()
    for path in collected:
        pure = PurePosixPath(path.replace("\\", "/"))
        present.add(str(pure))
        present.update(str(parent) for parent in pure.parents)
    kept = []
    for dest, src, kind in entries:
        if kind == "SYMLINK":
            target = posixpath.normpath(posixpath.join(posixpath.dirname(dest), src))
            if target not in present:
                continue
        kept.append((dest, src, kind))
    return kept


__all__ = [
    "IMAGE_FORMATS",
    "QT_LIBRARIES_KEPT",
    "QT_TRANSLATIONS",
    "QT_UNUSED_MODULES",
    "UNUSED_PLUGINS",
    "drop_dangling_links",
    "elf_needed",
    "filter_linux_libraries",
    "keep_qt_entry",
]
