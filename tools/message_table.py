"""Write ``desktop/message_codes.py``: every declared message code, for ``lupdate``.

    python tools/message_table.py            # rewrite the table from the engine's catalogue
    python tools/message_table.py --check    # exit 1 if the table is out of date

The engine declares each code with its English template
(:func:`stammtisch.engine.messages.declare`).  The table lists them as
``QCoreApplication.translate("Message", template, code)`` calls, which
``lupdate`` reads into the ``.ts`` files: the English template is the source
text a translator sees, the code its disambiguation.  Run
``python tools/translations.py`` afterwards to update the ``.ts`` files.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from stammtisch.engine.messages import iter_codes, load_catalogue

TARGET = Path(__file__).resolve().parent.parent / "desktop" / "message_codes.py"

HEADER = '''"""Every engine message code with its English template (generated; do not edit).

Written by ``tools/message_table.py`` from the engine's catalogue, so that
``lupdate`` finds every code: each ``translate`` call below puts the template
into the ``.ts`` files' ``Message`` context with its code as disambiguation.
:func:`stammtisch.desktop.messages.text` looks translations up the same way.
"""

from PySide6.QtCore import QCoreApplication

CODES: dict[str, str] = {
'''


def render() -> str:
    """The module's text for the catalogue as it is declared now."""
    load_catalogue()
    specs = list(iter_codes())
    lines = [HEADER]
    lines += [f"    {s.code!r}: {s.template!r},\n" for s in specs]
    lines.append("}\n")
    lines.append('"""Code -> English template, as declared when the table was written."""\n\n\n')
    lines.append(
        "def _for_lupdate() -> None:  # pragma: no cover - never called; read by lupdate\n"
    )
    for s in specs:
        lines.append(f'    QCoreApplication.translate("Message", {s.template!r}, {s.code!r})\n')
    if not specs:
        lines.append("    pass\n")
    return "".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if out of date")
    args = parser.parse_args(argv)
    text = render()
    if args.check:
        if TARGET.read_text(encoding="utf-8") != text:
            print(f"{TARGET} is out of date: run python tools/message_table.py")
            return 1
        return 0
    TARGET.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
