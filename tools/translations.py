"""Keep the Qt translations up to date: extract, fill, compile.

    python tools/translations.py              # update, fill, release, then check
    python tools/translations.py update       # lupdate -> translations/*.ts
    python tools/translations.py fill [FILE]  # drop English entries equal to their source;
                                              # FILE (JSON {code: {"de": ..., "ja": ...}})
                                              # fills entries by their code (a list: the
                                              # plural forms of an entry with a count)
    python tools/translations.py release      # lrelease: *.ts -> *.qm (shipped in the package)
    python tools/translations.py check        # list what is left to do; exit 1 if anything

``update`` runs ``lupdate`` over the desktop's sources and over a module it
writes into a temporary folder: one ``QCoreApplication.translate`` call per
engine message code (context ``Message``: the English template declared with
:func:`stammtisch.engine.messages.declare` as source, the code as
disambiguation; a code with a count argument is called with a count, so its entry
holds plural forms) and per lesson text (context ``Lesson``: the text's English
from ``resources/lessons/``, its code as disambiguation).  Each text thus has one
source, where it is declared; nothing generated is committed.

The ``.ts`` files are the one source of every translation: edit them (Qt
Linguist, or by hand), then run ``release``.  German and Japanese hold every
entry, finished.  English holds only the entries whose English differs from
the source: the engine's record notation ("p", "CHZ", "kontra_re") given
readable names, its lowercase templates turned into sentences ("must follow
{suit}" -> "You must follow {suit}.").  Every other text shows its source, as
Qt does when a text has no translation, so ``fill`` drops English entries
that copy their source and new ones left empty.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "desktop"
FOLDER = ROOT / "translations"
LANGUAGES = ("de", "ja", "en")
QT_LANGUAGE = {"de": "de_DE", "ja": "ja_JP", "en": "en_GB"}
SOURCE_LANGUAGE = "en"
"""The language of the sources: its ``.ts`` keeps only the texts it words otherwise."""


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


def engine_texts() -> list[tuple[str, str, str, bool]]:
    """(context, English, code, has a count) of every engine message code and every lesson
    text."""
    from stammtisch.engine.lessons import load_all
    from stammtisch.engine.messages import iter_codes, load_catalogue

    load_catalogue()
    out = [("Message", spec.template, spec.code, spec.count is not None) for spec in iter_codes()]
    lesson_texts: dict[str, str] = {}
    for path in load_all().values():
        for lesson in path:
            for text in lesson.texts():
                if lesson_texts.setdefault(text.code, text.en) != text.en:
                    raise SystemExit(f"{text.code}: two English texts")
    out += [("Lesson", en, code, False) for code, en in lesson_texts.items()]
    return out


def write_engine_texts(folder: Path) -> Path:
    """A module in ``folder`` that ``lupdate`` reads: a translate call per engine text."""
    lines = ["from PySide6.QtCore import QCoreApplication", "", "", "def texts():"]
    lines += [
        f"    QCoreApplication.translate({json.dumps(context)}, "
        f"{json.dumps(en, ensure_ascii=False)}, {json.dumps(code)}{', 2' if counted else ''})"
        for context, en, code, counted in engine_texts()
    ]
    target = folder / "engine_texts.py"
    target.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return target


def lupdate_sources(folder: Path) -> list[str]:
    """What ``lupdate`` reads: the desktop's sources and the engine's texts (into ``folder``)."""
    return [*sorted(str(p) for p in SOURCES.rglob("*.py")), str(write_engine_texts(folder))]


def update() -> None:
    with tempfile.TemporaryDirectory() as folder:
        sources = lupdate_sources(Path(folder))
        for language in LANGUAGES:
            order = context_order(ts_path(language))
            subprocess.run(
                [
                    tool("lupdate"),
                    *sources,
                    "-locations",
                    "none",
                    "-no-obsolete",
                    # lupdate offers a new text the translation of the same source
                    # elsewhere; not in English, where a new text shows its source
                    *(("-disable-heuristic", "sametext") if language == SOURCE_LANGUAGE else ()),
                    "-target-language",
                    QT_LANGUAGE[language],
                    "-ts",
                    str(ts_path(language)),
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


def translation_text(message: ET.Element) -> str | None:
    """The entry's translation; ``None`` for plural forms (never a copy of the source)."""
    translation = message.find("translation")
    if translation is None or translation.find("numerusform") is not None:
        return None
    return translation.text or ""


def shows_source(message: ET.Element) -> bool:
    """Whether an English entry shows its source: a copy of it, or new and left empty."""
    source = message.findtext("source") or ""
    text = translation_text(message)
    node = message.find("translation")
    unfinished = node is not None and node.get("type") == "unfinished"
    return text == source or (unfinished and text == "")


def copies_source(context: ET.Element, message: ET.Element) -> bool:
    """Whether an English entry can go: it and every entry of the same source show the source.

    A text with a disambiguation that has no entry of its own is looked up without
    it, and ``lrelease`` stores an entry whose source is unique in its context
    without its disambiguation: so of ``("with {count}", "coach.tops_with")`` and
    ``("with {count}", "score.skat.with")`` -> "With {count}", neither can go.
    """
    source = message.findtext("source")
    return all(
        shows_source(other)
        for other in context.iter("message")
        if other.findtext("source") == source
    )


def fill(answers: dict[str, dict[str, str | list[str]]] | None = None) -> None:
    """Drop English entries that copy their source; take ``answers`` by code (a list of
    plural forms for an entry with a count); tidy."""
    for language in LANGUAGES:
        path = ts_path(language)
        tree = ET.parse(path)
        for context in list(tree.getroot().iter("context")):
            for message in list(context.iter("message")):
                code = message.findtext("comment") or ""
                answer = (answers or {}).get(code, {}).get(language) if code else None
                node = message.find("translation")
                if answer and node is not None:
                    forms = node.findall("numerusform")
                    if forms and isinstance(answer, list) and len(answer) == len(forms):
                        for form, said in zip(forms, answer, strict=True):
                            form.text = said
                    elif forms or isinstance(answer, list):
                        raise SystemExit(f"{language} {code}: give {len(forms)} plural forms")
                    else:
                        node.text = answer
                    node.attrib.pop("type", None)
                if language == SOURCE_LANGUAGE and copies_source(context, message):
                    context.remove(message)
            if language == SOURCE_LANGUAGE and context.find("message") is None:
                tree.getroot().remove(context)
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


def problems(language: str) -> list[str]:
    """What is left to do in one ``.ts`` file, one line each."""
    tree = ET.parse(ts_path(language))
    out = []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            where = f"{language}: [{name}] {message.findtext('source')!r}"
            node = message.find("translation")
            kind = "missing" if node is None else node.get("type")
            forms = [] if node is None else [f.text or "" for f in node.iter("numerusform")]
            text = translation_text(message)
            done = all(forms) if forms else bool(text)
            if kind is not None or not done:
                out.append(f"{where} is {kind or 'empty'}")
            elif language == SOURCE_LANGUAGE and copies_source(context, message):
                out.append(f"{where} copies its source (run fill)")
    return out


def check() -> int:
    found = [line for language in LANGUAGES for line in problems(language)]
    print("\n".join(found), end="\n" if found else "")
    return 1 if found else 0


def main(argv: list[str]) -> int:
    steps = argv or ["update", "fill", "release"]
    if steps[0] == "fill" and len(steps) == 2:
        fill(json.loads(Path(steps[1]).read_text(encoding="utf-8")))
        return check()
    for step in steps:
        if step == "check":
            return check()
        {"update": update, "fill": fill, "release": release}[step]()
    return check()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
