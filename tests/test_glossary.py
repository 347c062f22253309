"""Every translation uses the glossary's term for a concept in its game's context.

``translations/glossary.tsv`` holds the glossary (``../shared/GLOSSARY.md``) in rows a test
can read: concept, game, language, the term, and a variant that must not appear.  Each
``.ts`` entry belongs to a game by what names it, so a new entry is judged the moment it is
added: a message code or lesson code with a game's name among its parts
(``action.schafkopf.pass``, ``lesson.sheepshead.picking.3``,
``coach.phase.schafkopf_bidding``), or a context named after the game
(``SheepsheadControls``).  An entry that names no game is shared: every game shows it.
The rules pages (``resources/rules/<game>.<language>.html``) are judged as their game's
text, one entry a paragraph.
"""

from __future__ import annotations

import csv
import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "translations"
RULES = ROOT / "resources" / "rules"
GAMES = ("skat", "schafkopf", "doppelkopf", "sheepshead")
LANGUAGES = ("de", "ja", "en")


@dataclass(frozen=True)
class Rule:
    concept: str
    game: str
    language: str
    term: str
    forbidden: re.Pattern[str]
    note: str


@dataclass(frozen=True)
class Entry:
    context: str
    code: str
    source: str
    texts: tuple[str, ...]
    """What the language shows: the translation (each plural form); English without an
    entry shows its source."""

    @property
    def name(self) -> str:
        """How a failure names the entry: its code, or its context and source."""
        return f"[{self.context}] {self.code or repr(self.source)}"

    @property
    def game(self) -> str | None:
        """The game whose context this text belongs to (``None``: shared by every game)."""
        if self.code:
            for part in re.split(r"[._]", self.code):
                if part in GAMES:
                    return part
            return None
        lowered = self.context.lower()
        return next((g for g in GAMES if lowered.startswith(g)), None)


def rules_pages(language: str) -> list[Entry]:
    """Each paragraph and heading of the rules pages, as its game's text (the markup gone)."""
    out = []
    for page in sorted(RULES.glob(f"*.{language}.html")):
        game = page.name.split(".")[0]
        for k, block in enumerate(
            re.findall(r"<(?:p|h\d)[^>]*>(.*?)</(?:p|h\d)>", page.read_text("utf-8"))
        ):
            plain = re.sub(r"<[^>]+>", "", block)
            out.append(
                Entry(f"{game.capitalize()}Rules", "", f"{page.name} paragraph {k}", (plain,))
            )
    return out


def rules() -> list[Rule]:
    lines = [
        line
        for line in (FOLDER / "glossary.tsv").read_text(encoding="utf-8").splitlines()
        if line and not line.startswith("#")
    ]
    rows = list(csv.DictReader(lines, delimiter="\t", quoting=csv.QUOTE_NONE))
    return [
        Rule(
            r["concept"],
            r["game"],
            r["language"],
            r["term"],
            re.compile(r["forbidden"]),
            r["note"],
        )
        for r in rows
    ]


def exceptions() -> set[tuple[str, str, str]]:
    """(language, entry name, concept) an entry may break, with its reason in the file."""
    out = set()
    for line in (FOLDER / "glossary_exceptions.tsv").read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#") and not line.startswith("language\t"):
            language, entry, concept, _reason = line.split("\t")
            out.add((language, entry, concept))
    return out


def entries(language: str) -> list[Entry]:
    tree = ET.parse(FOLDER / f"stammtisch_{language}.ts")
    out = []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            node = message.find("translation")
            assert node is not None
            forms = [f.text or "" for f in node.iter("numerusform")]
            out.append(
                Entry(
                    name,
                    message.findtext("comment") or "",
                    message.findtext("source") or "",
                    tuple(forms) if forms else (node.text or "",),
                )
            )
    if language == "en":
        # English shows the source where en.ts has no entry: judge the German file's
        # entries (every text) by their English
        shown = {(e.context, e.code, e.source) for e in out}
        out += [
            Entry(e.context, e.code, e.source, (e.source,))
            for e in entries("de")
            if (e.context, e.code, e.source) not in shown
        ]
    return out


def applies(rule: Rule, entry: Entry) -> bool:
    game = entry.game
    return rule.game == "all" or rule.game == game or (rule.game == "shared" and game is None)


def test_the_glossary_file_is_well_formed() -> None:
    found = rules()
    assert len(found) > 30
    for rule in found:
        assert rule.game in (*GAMES, "all", "shared"), rule
        assert rule.language in LANGUAGES, rule
        assert rule.term and rule.concept and rule.note, rule
    concepts = {r.concept for r in found}
    for language, _entry, concept in exceptions():
        assert language in LANGUAGES and concept in concepts, (language, concept)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_translation_uses_the_glossarys_term_in_its_games_context(language: str) -> None:
    allowed = exceptions()
    mine = [rule for rule in rules() if rule.language == language]
    problems = []
    for entry in entries(language) + rules_pages(language):
        for rule in mine:
            if not applies(rule, entry):
                continue
            if (language, entry.name, rule.concept) in allowed:
                continue
            for text in entry.texts:
                hit = rule.forbidden.search(text)
                if hit:
                    where = entry.game or "every game"
                    problems.append(
                        f"{language} {entry.name}: {hit.group(0)!r} in {text!r} — "
                        f"{rule.concept} in {where} is {rule.term!r} ({rule.note})"
                    )
    assert problems == [], "\n".join(problems)


def test_an_entry_belongs_to_the_game_its_code_or_context_names() -> None:
    assert Entry("Message", "action.schafkopf.pass", "pass", ()).game == "schafkopf"
    assert Entry("Message", "coach.phase.skat_lay_away", "", ()).game == "skat"
    assert Entry("Lesson", "lesson.sheepshead.picking.3", "", ()).game == "sheepshead"
    assert Entry("SheepsheadControls", "", "Pick", ()).game == "sheepshead"
    assert Entry("Message", "action.pass", "pass", ()).game is None
    assert Entry("MainWindow", "", "&Game", ()).game is None
    assert {e.game for e in rules_pages("de")} == set(GAMES)


def test_the_exceptions_are_still_needed() -> None:
    """An exception whose entry no longer uses the variant goes (or names a gone entry)."""
    by_name = {(lang, e.name): e for lang in LANGUAGES for e in entries(lang)}
    by_concept = {(r.language, r.concept): r for r in rules()}
    stale = []
    for language, name, concept in sorted(exceptions()):
        entry = by_name.get((language, name))
        rule = by_concept[(language, concept)]
        if entry is None or not any(rule.forbidden.search(t) for t in entry.texts):
            stale.append((language, name, concept))
    assert stale == []
