"""Every declared message code is translated, and the desktop renders messages by code.

The catalogue is walked as the engine declares it (not as sampled deals
produce it) and compared with the ``.ts`` files themselves: a code without a
finished German or Japanese translation, or a translation whose
``{placeholders}`` differ from the English template, fails.  English words
only the codes whose UI text differs from the template; those too keep the
template's placeholders.
"""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from stammtisch.desktop.app import main as app_main
from stammtisch.desktop.i18n import install_language
from stammtisch.desktop.messages import set_card_faces, text
from stammtisch.engine.cards import Suit, parse_card
from stammtisch.engine.messages import (
    CardArg,
    Message,
    SeatArg,
    SuitArg,
    iter_codes,
    load_catalogue,
    placeholders,
)

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "translations"


def message_entries(language: str) -> dict[str, tuple[str, str | None, str | None]]:
    """code -> (source, translation text, translation type) of the ``Message`` context (the
    plural forms of an entry with a count joined by a line break)."""
    tree = ET.parse(TRANSLATIONS / f"stammtisch_{language}.ts")
    out: dict[str, tuple[str, str | None, str | None]] = {}
    for context in tree.getroot().iter("context"):
        if context.findtext("name") != "Message":
            continue
        for message in context.iter("message"):
            code = message.findtext("comment") or ""
            translation = message.find("translation")
            assert translation is not None
            forms = [f.text or "" for f in translation.iter("numerusform")]
            out[code] = (
                message.findtext("source") or "",
                "\n".join(forms) if forms and all(forms) else None if forms else translation.text,
                translation.get("type"),
            )
    return out


@pytest.fixture(autouse=True)
def _english_after(qapp):
    install_language("en")  # each test starts in English, whatever ran before on this worker
    yield
    install_language("en")
    set_card_faces("french")


@pytest.mark.parametrize("language", ["de", "ja", "en"])
def test_every_declared_code_is_translated_with_matching_placeholders(language: str) -> None:
    catalogue = load_catalogue()
    entries = message_entries(language)
    problems = []
    for spec in iter_codes():
        entry = entries.get(spec.code)
        if entry is None:
            if language != "en":  # English shows the template where it has no entry
                problems.append(f"{spec.code}: missing (run python tools/translations.py)")
            continue
        source, translation, kind = entry
        if source != spec.template:
            problems.append(f"{spec.code}: the .ts source {source!r} is not {spec.template!r}")
        elif kind is not None or not translation:
            problems.append(f"{spec.code}: {kind or 'empty'} translation")
        else:
            # a plural form may leave the count out ("Doubled once")
            allowed = (spec.placeholders(), spec.placeholders() - {spec.count or ""})
            for form in translation.split("\n") if spec.count else [translation]:
                if placeholders(form) not in allowed:
                    problems.append(
                        f"{spec.code}: placeholders {sorted(placeholders(form))} in "
                        f"{form!r}, the template has {sorted(spec.placeholders())}"
                    )
    assert problems == [], "\n".join(problems)
    assert len(catalogue) > 0


@pytest.mark.parametrize("language", ["de", "ja", "en"])
def test_the_ts_files_hold_no_code_the_engine_does_not_declare(language: str) -> None:
    load_catalogue()
    declared = {spec.code for spec in iter_codes()}
    assert set(message_entries(language)) - declared == set()


def test_text_translates_by_code_and_renders_arguments_for_the_table() -> None:
    follow = Message.of("illegal.must_follow", suit=SuitArg(Suit.SPADES))
    assert str(follow) == "must follow spades"  # the command line's English
    assert text(follow) == "You must follow spades."
    install_language("de")
    assert text(follow) == "Du musst Pik bedienen."
    set_card_faces("german")
    assert text(follow) == "Du musst Gras bedienen."
    install_language("ja")
    assert text(follow) == "マストフォロー：葉を出してください。"
    set_card_faces("french")
    assert text(follow) == "マストフォロー：スペードを出してください。"
    side = Message.of("result.side.player", seat=SeatArg(2))
    assert text(side, names=("Du", "Anna", "Bernd")) == "Bernd"


def test_cards_are_named_by_the_game_faces() -> None:
    from stammtisch.desktop.messages import card_text

    install_language("de")
    assert card_text(parse_card("SQ"), "german") == "Gras-Ober"
    assert card_text(parse_card("ST"), "german") == "Gras-Zehn"
    # German running text names a French-suited card as the table does, never "♠Q"
    assert card_text(parse_card("SQ"), "french") == "Pik-Dame"
    assert card_text(parse_card("CJ"), "french") == "Kreuz-Bube"
    assert card_text(parse_card("H7"), "french") == "Herz-Sieben"
    install_language("ja")
    # the glossary: the letter D only as the card index, in running text エース (S000)
    assert card_text(parse_card("CA"), "german") == "ドングリのエース"
    assert card_text(parse_card("SQ"), "german") == "葉のO"
    names = [card_text(c, "german") for c in range(32)]
    assert not any(re.search("(ドングリ|葉|ハート|鈴)のD", name) for name in names), names
    assert text(Message.of("illegal.card_not_held", card=CardArg(parse_card("HT")))) == (
        "♥10は手札にありません。"
    )
    install_language("en")
    assert card_text(parse_card("SQ"), "french") == "♠Q"


@pytest.mark.parametrize("language", ["en", "de", "ja"])
def test_messages_option_prints_the_whole_catalogue_once(
    language: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert app_main(["--messages", language]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    codes = [line["code"] for line in lines]
    assert codes == [s.code for s in iter_codes()]
    assert len(set(codes)) == len(codes)
    assert all(isinstance(line["text"], str) and line["text"] for line in lines)
    by_code = {line["code"]: line["text"] for line in lines}
    expected = {
        "en": "You must follow hearts.",
        "de": "Du musst Herz bedienen.",
        "ja": "マストフォロー：ハートを出してください。",
    }
    assert by_code["illegal.must_follow"] == expected[language]
    assert "{" not in "".join(by_code.values())
