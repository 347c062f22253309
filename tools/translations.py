"""Keep the Qt translations up to date: extract, fill, compile.

    python tools/translations.py            # all three steps
    python tools/translations.py update     # lupdate: desktop sources -> translations/*.ts
    python tools/translations.py fill       # English copies its source; tidy the XML
    python tools/translations.py release    # lrelease: *.ts -> *.qm (shipped in the package)
    python tools/translations.py check      # list unfinished or empty entries; exit 1 if any

Uses the ``lupdate`` and ``lrelease`` that ship inside PySide6-Essentials
(``pyside6-lupdate`` / ``pyside6-lrelease``, or the binaries in the PySide6
folder).  English has a ``.ts`` too: it gives the engine's record notation
("p", "CHZ", "kontra_re") readable names, turns the engine's message templates
("must follow {suit}") into the sentences the English UI shows, and copies every
other text.  The ``.ts`` files are the one source of every translation: edit
them (Qt Linguist, or by hand), then run ``release``.  The engine's message
codes reach them through ``desktop/message_codes.py`` (``tools/message_table.py``).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "desktop"
FOLDER = ROOT / "translations"
LANGUAGES = ("de", "ja", "en")
QT_LANGUAGE = {"de": "de_DE", "ja": "ja_JP", "en": "en_GB"}


def tool(name: str) -> str:
    """``pyside6-<name>``, or the ``<name>`` binary inside the PySide6 package."""
    found = shutil.which(f"pyside6-{name}")
    if found:
        return found
    import PySide6

    candidate = Path(PySide6.__file__).parent / name
    if candidate.exists():
        return str(candidate)
    raise SystemExit(f"{name} not found: install PySide6-Essentials")


def ts_path(language: str) -> Path:
    return FOLDER / f"stammtisch_{language}.ts"


def update() -> None:
    sources = sorted(str(p.relative_to(ROOT)) for p in SOURCES.rglob("*.py"))
    for language in LANGUAGES:
        order = context_order(ts_path(language))
        subprocess.run(
            [
                tool("lupdate"),
                *sources,
                "-locations",
                "none",
                "-no-obsolete",
                "-target-language",
                QT_LANGUAGE[language],
                "-ts",
                str(ts_path(language).relative_to(ROOT)),
            ],
            check=True,
            cwd=ROOT,
        )
        keep_order(ts_path(language), order)


def context_order(path: Path) -> list[str]:
    """The contexts' names in the file's order (lupdate sorts them; a diff should not)."""
    if not path.exists():
        return []
    return [c.findtext("name") or "" for c in ET.parse(path).getroot().iter("context")]


def keep_order(path: Path, order: list[str]) -> None:
    """Put the contexts back in ``order``; new ones follow at the end, sorted."""
    tree = ET.parse(path)
    root = tree.getroot()
    contexts = list(root.iter("context"))
    for context in contexts:
        root.remove(context)
    place = {name: k for k, name in enumerate(order)}
    for context in sorted(contexts, key=lambda c: place.get(c.findtext("name") or "", len(order))):
        root.append(context)
    write(tree, path)


def messages(tree: ET.ElementTree) -> list[tuple[str, ET.Element]]:
    out = []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            out.append((name, message))
    return out


def fill() -> None:
    """English entries still unfinished get their source text; every file is tidied."""
    for language in LANGUAGES:
        path = ts_path(language)
        tree = ET.parse(path)
        if language == "en":
            for _context, message in messages(tree):
                translation = message.find("translation")
                assert translation is not None
                if translation.get("type") == "unfinished":
                    translation.text = message.findtext("source") or ""
                    translation.attrib.pop("type", None)
        write(tree, path)


def write(tree: ET.ElementTree, path: Path) -> None:
    """Write a ``.ts`` tree the way this project keeps them (indented, with the doctype)."""
    ET.indent(tree, space="    ")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    path.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n",
        encoding="utf-8",
    )


def release() -> None:
    for language in LANGUAGES:
        subprocess.run(
            [
                tool("lrelease"),
                str(ts_path(language)),
                "-qm",
                str(FOLDER / f"stammtisch_{language}.qm"),
            ],
            check=True,
            cwd=ROOT,
        )


def check() -> int:
    problems = 0
    for language in LANGUAGES:
        tree = ET.parse(ts_path(language))
        for context, message in messages(tree):
            translation = message.find("translation")
            text = translation.text if translation is not None else None
            kind = translation.get("type") if translation is not None else "missing"
            if kind is not None or not text:
                problems += 1
                print(
                    f"{language}: [{context}] {message.findtext('source')!r} is {kind or 'empty'}"
                )
    return 1 if problems else 0


def main(argv: list[str]) -> int:
    steps = argv or ["update", "fill", "release"]
    for step in steps:
        if step == "check":
            return check()
        {"update": update, "fill": fill, "release": release}[step]()
    return check()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
