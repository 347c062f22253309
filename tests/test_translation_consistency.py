"""One way of writing across the translations: Japanese spacing, German quotation marks."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

FOLDER = Path(__file__).resolve().parent.parent / "translations"


def said(language: str) -> Iterator[tuple[str, str]]:
    """(entry name, text) of every translation and plural form of a ``.ts`` file."""
    for context in ET.parse(FOLDER / f"stammtisch_{language}.ts").getroot().iter("context"):
        for message in context.iter("message"):
            name = f"[{context.findtext('name')}] {message.findtext('comment') or message.findtext('source')!r}"
            node = message.find("translation")
            assert node is not None
            for form in [f.text for f in node.iter("numerusform")] or [node.text]:
                yield name, form or ""


def test_japanese_puts_no_space_between_a_placeholder_and_japanese_text() -> None:
    """「%1 がトリックを取ります」 reads 「あなた がトリックを取ります」 for the user; 「%1 枚」 is
    written 「%1枚」."""
    placeholder = r"(?:\{\w+\}|%\d|%n)"
    japanese = "\u3040-\u30ff\u4e00-\u9fff\uff01-\uff5e\u3000-\u303f・"
    spaced = re.compile(f"{placeholder} (?=[{japanese}])|(?<=[{japanese}]) {placeholder}")
    wrong = [f"{name}: {text!r}" for name, text in said("ja") if spaced.search(text)]
    assert wrong == [], "\n".join(wrong)


def test_german_quotes_with_low_and_high_marks() -> None:
    """„keine 90“, not "keine 90" (markup's attribute quotes aside)."""
    wrong = [
        f"{name}: {text!r}" for name, text in said("de") if '"' in re.sub(r"<[^>]*>", "", text)
    ]
    assert wrong == [], "\n".join(wrong)


def test_no_space_before_an_ellipsis_in_german() -> None:
    wrong = [f"{name}: {text!r}" for name, text in said("de") if re.search(r"\S …", text)]
    assert wrong == [], "\n".join(wrong)


def test_german_speaks_to_the_player_as_du_never_sie() -> None:
    """The table says „Du bist dran“: a message that turns to the formal „Starten Sie …“ or
    „das Sie spielen“ breaks the register (the Schafkopf contract „Sie“ and „sie“ = it/she are
    not forms of address)."""
    formal = re.compile(
        r"\b[A-Za-zäöüß]+en Sie\b|\b(?:das|die|der|wie|wenn|ob|dass|können|möchten) Sie\b"
        r"|\bIhnen\b|\bIhr(?:e[mnrs]?)? (?:Spiel|Hand|Karten|Verlauf|Daten)"
    )
    wrong = [f"{name}: {text!r}" for name, text in said("de") if formal.search(text)]
    assert wrong == [], "\n".join(wrong)
