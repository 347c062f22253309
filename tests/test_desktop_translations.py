"""Every user-visible string is translated, finished and shipped, in German and Japanese."""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest

from stammtisch.desktop.i18n import (
    LANGUAGES,
    install_language,
    qm_bytes,
)
from stammtisch.desktop.messages import label_text, text
from stammtisch.engine.rule_words import title
from stammtisch.engine.skat.game import SkatGame

REPO = Path(__file__).resolve().parent.parent
FOLDER = REPO / "translations"
sys.path.insert(0, str(REPO / "tools"))

import translations as ts_tool  # noqa: E402


def entries(language: str) -> list[tuple[str, str, ET.Element]]:
    tree = ET.parse(FOLDER / f"stammtisch_{language}.ts")
    return [
        (context.findtext("name") or "", message.findtext("source") or "", message)
        for context in tree.getroot().iter("context")
        for message in context.iter("message")
    ]


def contexts(tree: ET.ElementTree) -> Iterator[tuple[ET.Element, ET.Element]]:
    for context in tree.getroot().iter("context"):
        for message in context.iter("message"):
            yield context, message


def key(context: str, message: ET.Element) -> tuple[str, str, str]:
    """What Qt looks a text up by: context, source and disambiguation."""
    return context, message.findtext("source") or "", message.findtext("comment") or ""


@pytest.fixture
def language() -> Iterator[None]:
    yield
    install_language("en")


@pytest.mark.parametrize("code", ["de", "ja", "en"])
def test_every_entry_is_translated_and_finished(code: str) -> None:
    problems = []
    for context, source, message in entries(code):
        translation = message.find("translation")
        assert translation is not None
        kind = translation.get("type")
        forms = [f.text for f in translation.iter("numerusform")]
        text = translation.text if not forms else " ".join(f or "" for f in forms)
        if kind is not None or not (text or "").strip() or any(not f for f in forms):
            problems.append(f"[{context}] {source!r}: {kind or 'empty'}")
    assert problems == []


@pytest.mark.parametrize("code", ["de", "ja", "en"])
def test_placeholders_survive_translation(code: str) -> None:
    """Every ``%1``… of the source is in the translation, in each plural form (``%n``, the
    count, may be left out of a form: "Doubled once")."""
    for context, source, message in entries(code):
        node = message.find("translation")
        assert node is not None
        forms = [f.text or "" for f in node.iter("numerusform")] or [node.text or ""]
        wanted = sorted(re.findall(r"%\d", source))
        for said in forms:
            assert sorted(re.findall(r"%\d", said)) == wanted, f"[{context}] {source!r} -> {said!r}"


def test_the_ts_files_hold_exactly_the_strings_of_the_sources(tmp_path: Path) -> None:
    """lupdate over the current sources and engine texts finds nothing new and nothing gone.

    German and Japanese hold every text; English only those it words otherwise.
    """
    fresh = tmp_path / "fresh.ts"
    subprocess.run(
        [
            ts_tool.tool("lupdate"),
            *ts_tool.lupdate_sources(tmp_path),
            "-locations",
            "none",
            "-ts",
            str(fresh),
        ],
        check=True,
        capture_output=True,
    )
    found = {key(c.findtext("name") or "", m) for c, m in contexts(ET.parse(fresh))}
    for code in ("de", "ja", "en"):
        committed = {key(c, m) for c, _, m in entries(code)}
        assert committed - found == set(), f"{code}: no longer in the sources"
        if code != "en":
            assert found - committed == set(), f"{code}: not in the .ts file"


def test_english_holds_only_texts_that_read_otherwise_than_their_source() -> None:
    """An English entry that copies its source is dropped: Qt shows the source without one.

    It stays only beside an entry of the same source that reads otherwise: Qt looks a
    text it has no entry for up again without its disambiguation, and ``lrelease``
    stores an entry whose source is unique in its context without it.
    """
    english = entries("en")
    differs = {(c, s) for c, s, m in english if m.findtext("translation") != s}
    copies = [
        (c, s, m.findtext("comment"))
        for c, s, m in english
        if m.findtext("translation") == s and (c, s) not in differs
    ]
    assert copies == [], "run python tools/translations.py fill"
    assert 0 < len(english) < len(entries("de")) / 2


@pytest.mark.parametrize("code", ["de", "ja", "en"])
def test_the_shipped_qm_is_compiled_from_the_ts(code: str, tmp_path: Path) -> None:
    target = tmp_path / f"{code}.qm"
    subprocess.run(
        [ts_tool.tool("lrelease"), str(FOLDER / f"stammtisch_{code}.ts"), "-qm", str(target)],
        check=True,
        capture_output=True,
    )
    assert qm_bytes(code) == target.read_bytes()


def test_japanese_uses_the_terms_of_the_japanese_rule_texts() -> None:
    texts = " ".join(m.findtext("translation") or "" for _, _, m in entries("ja"))
    for term in (
        "ビッド",
        "デクレアラー",
        "切り札",
        "シュナイダー",
        "スカート",
        "マストフォロー",
        "トリック",
    ):
        assert term in texts, term


def test_german_and_japanese_at_run_time(qapp: object, language: None) -> None:
    from PySide6.QtCore import QCoreApplication

    assert install_language("de")
    assert QCoreApplication.translate("MainWindow", "&Game") == "&Spiel"
    state = SkatGame().new_deal(seed=1)
    words = {label_text(state.describe_action(a)) for a in state.legal_actions()}
    assert text(title(SkatGame)) == "Skat"
    assert "Passe" in words and "Reize 18" in words  # one form for each call
    assert install_language("ja")
    assert QCoreApplication.translate("TableScene", "Declarer") == "デクレアラー"
    assert "パス" in {label_text(state.describe_action(a)) for a in state.legal_actions()}
    assert install_language("en")
    assert "Bid 18" in {label_text(state.describe_action(a)) for a in state.legal_actions()}


def test_languages_offered_have_their_files() -> None:
    for code in LANGUAGES:
        assert qm_bytes(code), code
