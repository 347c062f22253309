"""A smaller ICU data library for the bundle: the parts of ICU's data Qt never reads left out.

PySide6 ships ICU, and its data library (``libicudata.so.73``) is 31 MB: one
symbol, ``icudt73_dat``, holding ICU's "common data" archive, a table of
contents and some 3,900 items by name.  Qt 6 calls only a few ICU functions
(the undefined ``*_73`` symbols of its libraries and plugins): collation
(``ucol_*``), character set converters (``ucnv_*``), case mapping
(``u_strToUpper``/``u_strToLower``) and time zones (``ucal_*``).  Text
boundaries and line breaking are Qt's own, and so are its locale names and
formats (its CLDR tables).  So ICU's break iterators and dictionaries, its
display names of units, currencies, languages, regions and time zones, its
transliterators and spelled-out numbers are never read; the legacy character
set converters would be, only for a non-UTF-8 text encoding, which the app
never uses.  Locale data and collation stay for the app's languages (en, de,
ja) and root, which every other locale falls back to.  Leaving the rest out
takes the library from 31 MB to about 3.5 MB.

The archive is parsed and written again with the kept items (16-byte aligned,
offsets renumbered), and a shared library exporting the same symbol under the
same soname is assembled with the system's C compiler.  Without a compiler the
bundle keeps PySide6's library (and is that much bigger).

>>> sorted(DROPPED_FOLDERS)[:3]
['brkitr', 'curr', 'lang']
"""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
import tempfile
from collections.abc import Iterable
from pathlib import Path

DROPPED_FOLDERS = frozenset(
    {"brkitr", "curr", "lang", "region", "unit", "zone", "translit", "rbnf"}
)
"""ICU data folders Qt never reads (see above)."""
DROPPED_SUFFIXES = (".cnv",)
"""Legacy character set converters (``ibm-943_P15A-2003.cnv`` ...)."""
KEPT_LANGUAGES = frozenset({"root", "en", "de", "ja"})
"""Locale data kept (main and collation): the app's languages; others fall back to root."""
LOCALE_FOLDERS = ("", "coll")
_LOCALE = re.compile(r"[a-z]{2,3}(_[A-Za-z0-9]+)*\.res")
_NOT_LOCALES = frozenset({"res_index.res"})

_MAGIC = b"\xda\x27"
_ALIGN = 16


class IcuDataError(ValueError):
    """The file is not an ICU common data archive we can read."""


def read_archive(blob: bytes) -> tuple[bytes, list[tuple[str, bytes]]]:
    """(the header, the items by name in table order) of an ICU common data archive."""
    if len(blob) < 32 or blob[2:4] != _MAGIC:
        raise IcuDataError("not an ICU data archive (no magic number)")
    header_size = struct.unpack_from("<H", blob, 0)[0]
    if blob[12:16] != b"CmnD":
        raise IcuDataError(f"not a common data archive (format {blob[12:16]!r})")
    if blob[8] != 0:
        raise IcuDataError("big-endian ICU data is not handled")
    toc = header_size
    (count,) = struct.unpack_from("<I", blob, toc)
    entries = [struct.unpack_from("<II", blob, toc + 4 + 8 * i) for i in range(count)]
    starts = [*sorted(data for _, data in entries), len(blob) - toc]
    ends = {start: starts[i + 1] for i, start in enumerate(starts[:-1])}
    items: list[tuple[str, bytes]] = []
    for name_offset, data_offset in entries:
        end = blob.index(b"\0", toc + name_offset)
        name = blob[toc + name_offset : end].decode("ascii")
        items.append((name, blob[toc + data_offset : toc + ends[data_offset]]))
    return blob[:header_size], items


def write_archive(header: bytes, items: Iterable[tuple[str, bytes]]) -> bytes:
    """An archive of ``items`` (kept in the given order, which must be sorted by name)."""
    kept = list(items)
    names = b"".join(name.encode("ascii") + b"\0" for name, _ in kept)
    table_size = 4 + 8 * len(kept)
    offset = table_size + len(names)
    offset += -(len(header) + offset) % _ALIGN
    entries = []
    body = bytearray()
    name_offset = table_size
    for name, data in kept:
        entries.append(struct.pack("<II", name_offset, offset + len(body)))
        name_offset += len(name) + 1
        body += data
        body += b"\0" * (-(len(header) + offset + len(body)) % _ALIGN)
    toc = struct.pack("<I", len(kept)) + b"".join(entries) + names
    toc += b"\0" * (offset - len(toc))
    return header + toc + bytes(body)


def keep(name: str) -> bool:
    """Whether the item ``name`` (``icudt73l/coll/de.res``) stays.

    >>> [keep(n) for n in ("icudt73l/coll/de_AT.res", "icudt73l/coll/zh.res", "icudt73l/fr.res",
    ...                    "icudt73l/res_index.res", "icudt73l/coll/ucadata.icu")]
    [True, False, False, True, True]
    """
    parts = name.split("/")
    folder = "/".join(parts[1:-1])
    leaf = parts[-1]
    if folder in DROPPED_FOLDERS or name.endswith(DROPPED_SUFFIXES):
        return False
    if folder in LOCALE_FOLDERS and leaf not in _NOT_LOCALES and _LOCALE.fullmatch(leaf):
        return leaf.split("_")[0].removesuffix(".res") in KEPT_LANGUAGES
    return True


def trimmed_archive(blob: bytes) -> bytes:
    header, items = read_archive(blob)
    return write_archive(header, [(n, d) for n, d in items if keep(n)])


def _symbol(library: Path) -> tuple[str, int, int]:
    """(name, file offset, size) of the library's ``icudtNN_dat`` symbol."""
    out = subprocess.run(
        ["readelf", "--dyn-syms", "-W", "--sections", str(library)],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    sections: dict[int, tuple[int, int]] = {}
    for match in re.finditer(r"\[\s*(\d+)\]\s+\S+\s+\S+\s+([0-9a-f]+)\s+([0-9a-f]+)\s", out):
        sections[int(match.group(1))] = (int(match.group(2), 16), int(match.group(3), 16))
    symbol = next(
        line.split()
        for line in out.splitlines()
        if line.rstrip().endswith("_dat") and "OBJECT" in line
    )
    address, size, index, name = int(symbol[1], 16), int(symbol[2], 0), int(symbol[6]), symbol[7]
    section_address, section_offset = sections[index]
    return name, address - section_address + section_offset, size


def trim_library(library: Path, work: Path) -> Path | None:
    """A trimmed copy of ICU's data library in ``work`` (``None``: no tools, kept as is)."""
    compiler = shutil.which("cc") or shutil.which("gcc")
    if compiler is None or shutil.which("readelf") is None:
        return None
    name, offset, size = _symbol(library)
    blob = library.read_bytes()[offset : offset + size]
    data = trimmed_archive(blob)
    work.mkdir(parents=True, exist_ok=True)
    dat = work / f"{name}.bin"
    dat.write_bytes(data)
    source = work / f"{name}.s"
    source.write_text(
        "\t.section .rodata\n"
        f"\t.globl {name}\n"
        f"\t.type {name}, @object\n"
        f"\t.size {name}, {len(data)}\n"
        "\t.balign 16\n"
        f"{name}:\n"
        f'\t.incbin "{dat}"\n'
        '\t.section .note.GNU-stack,"",@progbits\n',
        encoding="ascii",
    )
    out = work / library.name
    subprocess.run(
        [
            compiler,
            "-shared",
            "-nostdlib",
            f"-Wl,-soname,{library.name}",
            "-o",
            str(out),
            str(source),
        ],
        check=True,
    )
    return out


def main() -> None:
    import sys

    library = Path(sys.argv[1])
    with tempfile.TemporaryDirectory() as folder:
        out = trim_library(library, Path(folder))
        print(library.stat().st_size, out.stat().st_size if out else None)


if __name__ == "__main__":
    main()
