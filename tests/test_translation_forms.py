"""Counts take the plural their number asks for, and the user is spoken to as "you".

Plurals: a number that a noun agrees with ("1 trump is", "2 trumps are") is a count.  An
engine message declares it (kind :class:`~stammtisch.engine.messages.Count`) and the desktop
hands it to Qt, whose entry holds the language's plural forms (Japanese has one); a desktop
text uses ``%n`` and passes the number to ``tr``.  A number before a counted noun that is
neither fails here, naming the entry.

"You": a message about a seat declares its second-person form, shown when the seat is the
viewer's; a desktop sentence whose subject is a seat has a "You" sibling, unless the seat
can never be the user's (listed below with the reason).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest

from stammtisch.desktop.i18n import install_language
from stammtisch.desktop.messages import text
from stammtisch.engine.messages import (
    CardArg,
    Count,
    Message,
    MessageSpec,
    NumberArg,
    SeatArg,
    iter_codes,
    load_catalogue,
    sample_args,
)

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "translations"

COUNTED_EN = (
    r"(?:card |game |other )?(?:cards|deals|points|games|players|decisions|seconds|days|puzzles"
    r"|lessons|stars|steps|trumps|tricks|runners|times|aces|matadors)\b"
)
COUNTED_DE = (
    r"(?:-mal\b|(?:Karten|Spiele|Spielen|Augen|Punkte|Punkten|Trümpfe|Stiche|Entscheidungen"
    r"|Sekunden|Tage|Tagen|Aufgaben|Lektionen|Sterne|Sternen|Schritte|Schritten|Laufende|Asse)\b)"
)
NOT_A_SUBJECT = {
    "result.side.player": "a side's name in the result's table, not a sentence",
    "action.pass_card": "the seat a card is passed to, never the one passing it",
}
NOT_A_COUNT = {
    ("LessonView", "%1 lessons…"): "%1 is the game's name (the Skat lessons)",
}
NEVER_THE_VIEWER = {
    ("MainWindow", "%1 is thinking…"): "only the computer's seats think",
    (
        "DoppelkopfControls",
        "%1 has a poverty: take the cards and play with %1, or refuse.",
    ): "asked of the seats that may take another's poverty",
    (
        "SchafkopfControls",
        "%1 wants to play: pass, or overcall with a stronger game.",
    ): "asks the user about an earlier bidder",
    (
        "SchafkopfControls",
        "%1 overcalls with %2: hold (you play at least that) or pass.",
    ): "asks the user about a later bidder",
    ("SchafkopfControls", "%1 plays %2. Kontra?"): "asks a defender about the declarer",
    ("SchafkopfControls", "%1 gave Kontra. Re?"): "asks the declarer's side about a defender",
}
THIRD_PERSON = re.compile(
    r"(?:^|[.:;] )(%\d) (?:takes|took|has|is|wins|won|plays|gave|holds|sits|wants|overcalls"
    r"|demanded|bids|passes|calls|picks|buries|knocks|belongs|does|loses|lost)\b"
)


def ts_entries(language: str) -> Iterator[tuple[str, str, str, ET.Element]]:
    """(context, code, source, message) of every entry of a ``.ts`` file."""
    for context in ET.parse(FOLDER / f"stammtisch_{language}.ts").getroot().iter("context"):
        for message in context.iter("message"):
            yield (
                context.findtext("name") or "",
                message.findtext("comment") or "",
                message.findtext("source") or "",
                message,
            )


def forms(message: ET.Element) -> list[str]:
    node = message.find("translation")
    assert node is not None
    return [f.text or "" for f in node.iter("numerusform")] or [node.text or ""]


def by_code(language: str) -> dict[str, ET.Element]:
    return {code: m for context, code, _, m in ts_entries(language) if context == "Message"}


@pytest.fixture(autouse=True)
def _english_after(qapp: object) -> Iterator[None]:
    install_language("en")  # each test starts in English, whatever ran before on this worker
    yield
    install_language("en")


# --- plurals -----------------------------------------------------------------------


def test_a_number_before_a_counted_noun_is_a_count() -> None:
    """In the English template and the German translation of every engine message."""
    load_catalogue()
    german = by_code("de")
    problems = []
    for spec in iter_codes():
        for name, kind in spec.kinds.items():
            if kind in (Count, Message, NumberArg):
                continue
            after = re.compile(
                r"(?<!–)\{" + name + r"\}\s*(?:" + COUNTED_EN + "|" + COUNTED_DE + ")"
            )
            texts = [spec.template, *(forms(german[spec.code]) if spec.code in german else [])]
            for said in texts:
                if after.search(said):
                    problems.append(
                        f"{spec.code}: {{{name}}} counts in {said!r}: declare it {name}=Count "
                        "with one=... (or nest a counted message)"
                    )
    assert problems == [], "\n".join(problems)


@pytest.mark.parametrize("language", ["de", "ja", "en"])
def test_every_count_has_the_languages_plural_forms(language: str) -> None:
    load_catalogue()
    entries = by_code(language)
    wanted = {"de": 2, "en": 2, "ja": 1}[language]
    problems = []
    for spec in iter_codes():
        if spec.count is None:
            continue
        entry = entries.get(spec.code)
        if entry is None:
            problems.append(f"{language} {spec.code}: no entry (English needs its two forms)")
            continue
        found = [f.text or "" for f in entry.iter("numerusform")]
        if entry.get("numerus") != "yes" or len(found) != wanted or not all(found):
            problems.append(f"{language} {spec.code}: {len(found)} plural forms, {wanted} wanted")
    assert problems == [], "\n".join(problems)


def test_a_desktop_text_that_counts_uses_n() -> None:
    """A ``%1`` before a counted noun (in the source or the German) must be ``%n``."""
    counted = re.compile(r"(?<!–)%\d\s*(?:" + COUNTED_EN + "|" + COUNTED_DE + ")")
    problems = [
        f"[{context}] {source!r}: write the count as %n and pass it to tr()"
        for context, _, source, message in ts_entries("de")
        if context not in ("Message", "Lesson")
        and (context, source) not in NOT_A_COUNT
        and any(counted.search(t) for t in (source, *forms(message)))
    ]
    assert problems == [], "\n".join(problems)


def test_counts_read_in_the_singular_and_the_plural() -> None:
    one = Message.of("coach.draw_trumps", count=1)
    two = Message.of("coach.draw_trumps", count=2)
    assert str(one).endswith("1 trump is still out.") and str(two).endswith(
        "2 trumps are still out."
    )
    assert text(one).endswith("1 trump is still out.")
    assert text(two).endswith("2 trumps are still out.")
    assert install_language("de")
    assert text(one).endswith("1 Trumpf ist noch draußen.")
    assert text(two).endswith("2 Trümpfe sind noch draußen.")
    runners = Message.of("score.schafkopf.runners", count=1)
    assert text(runners) == "1 Laufender"
    from PySide6.QtCore import QCoreApplication

    assert QCoreApplication.translate("FilterBar", "%n players", None, 3) == "3 Spieler"
    assert install_language("ja")
    assert (
        text(two)
        == "切り札をリードすると相手の切り札を引き出せます。まだ2枚の切り札が残っています。"
    )


def test_the_save_failure_counts_the_games_deals() -> None:
    from stammtisch.desktop.history import save_failed_text
    from stammtisch.desktop.savegame import Saved
    from stammtisch.engine.history.store import StoreError

    full = StoreError("full", "database or disk is full")
    assert "(1 of 1 deal finished)" in save_failed_text(full, Saved(1, 30, 1))
    assert "(2 of 36 deals finished)" in save_failed_text(full, Saved(2, 30, 36))
    assert install_language("de")
    assert "(1 von 1 Spiel beendet)" in save_failed_text(full, Saved(1, 30, 1))
    assert "(2 von 36 Spielen beendet)" in save_failed_text(full, Saved(2, 30, 36))
    assert install_language("ja")
    assert "（36ディール中2ディール終了）" in save_failed_text(full, Saved(2, 30, 36))


# --- "you" -------------------------------------------------------------------------


def seat_specs() -> list[MessageSpec]:
    load_catalogue()
    return [s for s in iter_codes() if SeatArg in s.kinds.values()]


def test_every_message_about_a_seat_declares_its_second_person() -> None:
    missing = [
        f"{s.code}: {s.template!r} names a seat: declare you=... (the text for the viewer's seat)"
        for s in seat_specs()
        if s.you is None and s.code not in NOT_A_SUBJECT
    ]
    assert missing == [], "\n".join(missing)


@pytest.mark.parametrize("language", ["de", "ja", "en"])
def test_the_viewer_reads_no_name_where_the_second_person_belongs(language: str) -> None:
    """Rendered for the viewer's own seat, no message puts the viewer's name in its place."""
    assert install_language(language)
    names = ("Anna", "Bernd", "Clara", "Dieter", "Emil")
    problems = []
    for spec in seat_specs():
        if spec.you is None:
            continue
        args = sample_args(spec)
        if any(isinstance(v, CardArg) for v in args.values()):
            args = {k: CardArg(3) if isinstance(v, CardArg) else v for k, v in args.items()}
        subject = args[spec.subject or "seat"]
        assert isinstance(subject, SeatArg)
        shown = text(Message.of(spec.code, **args), names=names, viewer=subject.seat)
        if names[subject.seat] in shown:
            problems.append(f"{language} {spec.code}: {shown!r} names the viewer")
        if language == "de" and GERMAN_THIRD_PERSON_DU.search(shown):
            problems.append(f"de {spec.code}: {shown!r}: „du“ with a third-person verb")
        others = text(Message.of(spec.code, **args), names=names, viewer=subject.seat + 1)
        if names[subject.seat] not in others:
            problems.append(f"{language} {spec.code}: {others!r} lost the seat's name")
    assert problems == [], "\n".join(problems)


GERMAN_THIRD_PERSON_DU = re.compile(
    r"\b[Dd]u (?:hat|ist|bekommt|spielt|gehört|verliert|gewinnt|hält|nimmt|macht|sagt|gibt"
    r"|will|darf|kann|muss|verlangt)\b"
)


def test_no_german_translation_says_du_with_a_third_person_verb() -> None:
    wrong = [
        f"[{context}] {code or source!r}: {said!r}"
        for context, code, source, message in ts_entries("de")
        for said in forms(message)
        if GERMAN_THIRD_PERSON_DU.search(said)
    ]
    assert wrong == [], "\n".join(wrong)


def test_a_desktop_sentence_about_a_seat_has_its_you_form() -> None:
    """``"%1 takes the trick."`` needs ``"You take the trick."`` beside it in its context."""
    sources: dict[str, set[str]] = {}
    for context, _, source, _ in ts_entries("de"):
        sources.setdefault(context, set()).add(source)
    problems = []
    for context, found in sorted(sources.items()):
        if context in ("Message", "Lesson"):
            continue
        for source in sorted(found):
            hit = THIRD_PERSON.search(source)
            if hit is None or (context, source) in NEVER_THE_VIEWER:
                continue
            prefix = source[: hit.start(1)]
            if not any(s.startswith(prefix + "You ") for s in found):
                problems.append(
                    f"[{context}] {source!r}: the seat may be the user's; add its "
                    f"{prefix + 'You …'!r} form (or say why it never is)"
                )
    assert problems == [], "\n".join(problems)


def test_the_table_says_you_take_the_trick_in_every_language(qtbot: object) -> None:
    from PySide6.QtWidgets import QLabel

    from stammtisch.desktop.cardfaces import CardFaces
    from stammtisch.desktop.table_state import TrickCard
    from stammtisch.desktop.widgets.last_trick import LastTrickDialog

    trick = [TrickCard(uid=k, seat=k, card=k) for k in range(3)]
    expected = {
        "en": "You took the trick.",
        "de": "Du hast den Stich bekommen.",
        "ja": "あなたがトリックを取りました。",
    }
    for language, said in expected.items():
        assert install_language(language)
        names = ["Du" if language == "de" else "あなた" if language == "ja" else "You", "B", "C"]
        dialog = LastTrickDialog(trick, 0, names, CardFaces("french"), None, viewer=0)
        assert said in [w.text() for w in dialog.findChildren(QLabel)], language
        other = LastTrickDialog(trick, 1, names, CardFaces("french"), None, viewer=0)
        assert said not in [w.text() for w in other.findChildren(QLabel)], language


def test_a_number_and_its_unit_are_joined_as_each_language_writes_them() -> None:
    from PySide6.QtCore import QCoreApplication

    def joined() -> str:
        return QCoreApplication.translate("ReviewDialog", "%1 %2", "a number and its unit")

    assert joined() == "%1 %2"
    assert install_language("de")
    assert joined() == "%1 %2"
    assert install_language("ja")
    assert joined() == "%1%2"  # 「+50.0点」, no space before the unit
