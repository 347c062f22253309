"""The rules reference: each game in three languages with a table of contents, opened from the
Help menu and from the coach's reasons at the section that explains them."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from coach_deals import sure_trick_record
from desktop_tables import seat_at
from pytestqt.qtbot import QtBot

from stammtisch.desktop.rules import RULE_OF_CODE, rule_for, rules_html, sections
from stammtisch.engine.messages import CATALOGUE, CardArg, Message, load_catalogue

GAMES = ("skat", "schafkopf", "doppelkopf", "sheepshead")


@pytest.mark.parametrize("game", GAMES)
def test_every_language_has_the_same_sections_and_a_table_of_contents(game: str) -> None:
    english = list(sections(game, "en"))
    assert {"cards", "following", "trumps", "scoring", "options"} <= set(english)
    for language in ("de", "ja"):
        assert list(sections(game, language)) == english
        text = rules_html(game, language)
        toc = re.findall(r'<a href="#([a-z-]+)">', text)
        assert toc == english  # the table of contents links every section, in order
    assert rules_html(game, "xx") == rules_html(game, "en")


WENZ = {"en": "Wenz", "de": "Wenz", "ja": "ベンツ"}


@pytest.mark.parametrize("language", ("en", "de", "ja"))
def test_schafkopf_says_obers_are_trumps_only_where_the_game_makes_them_so(language: str) -> None:
    """The trumps and following sections name the Wenz, where the Obers follow their suits:
    an Ober is not trump whatever the game (the word review found both saying so)."""
    text = rules_html("schafkopf", language)
    for section in ("trumps", "following"):
        body = text.split(f'id="{section}"', 1)[1].split("<h2", 1)[0]
        assert WENZ[language] in body, section


def test_the_reasons_link_to_sections_that_exist() -> None:
    load_catalogue()
    import stammtisch.engine.coach  # noqa: F401  (declares the coach.* codes)

    for code, wanted in RULE_OF_CODE.items():
        assert code in CATALOGUE, code
        assert any(any(s in sections(g, "en") for s in wanted) for g in GAMES), code
    follow = Message.of("coach.only_card", card=CardArg(3))
    assert rule_for("skat", [follow]) == "following"


def test_help_menu_and_the_hints_rule_link_open_the_rules(qtbot: QtBot, tmp_path: Path) -> None:
    record = sure_trick_record()
    state = record.replay(len(record.actions) - 1)
    window = seat_at(qtbot, tmp_path, state)
    titles = [a.text() for a in window.help_menu.actions()]
    assert {
        "Rules of Skat",
        "Rules of Schafkopf",
        "Rules of Doppelkopf",
        "Rules of Sheepshead",
    } <= set(titles)
    item = next(a for a in window.help_menu.actions() if a.text() == "Rules of Schafkopf")
    item.trigger()
    dialog = window.coach.rules
    qtbot.addWidget(dialog)
    assert dialog.game == "schafkopf" and "called Sau" in dialog.browser.toPlainText()
    window.coach.requester.work = 2
    window.coach.ask()
    qtbot.waitUntil(lambda: window.coach.hinted_action() is not None, timeout=30_000)
    link = window.coach.panel.rule_link.text()
    assert link == '<a href="trumps">Rule: Trumps</a>'  # ♥A trumps a diamond trick
    window.coach.panel.rule_link.linkActivated.emit("trumps")
    opened = window.coach.rules
    qtbot.addWidget(opened)
    assert opened.game == "skat" and opened.section == "trumps"


def test_a_refused_card_says_why_with_the_rule_and_its_link(qtbot: QtBot, tmp_path: Path) -> None:
    from stammtisch.engine.cards import parse_card as c

    record = sure_trick_record()
    state = record.replay(20)  # seat 2 led ♠8; seat 0 holds ♠Q ♠7 and must follow
    window = seat_at(qtbot, tmp_path, state)
    assert window.scene.try_action is not None
    refusal = window.scene.try_action(c("HA"))
    assert refusal is not None  # the engine's own reason goes to the status bar
    panel = window.coach.panel
    assert panel.advice.text() == "Why not?"
    assert panel.reason.text() == "You must follow spades: you still hold ♠Q ♠7."
    assert panel.rule_link.text() == '<a href="following">Rule: Following suit</a>'
    assert state.history() == record.replay(20).history()  # nothing was played
