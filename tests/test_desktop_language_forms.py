"""Numbers with decimals and lists of items read as the user's language writes them."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from stammtisch.desktop.i18n import install_language
from stammtisch.desktop.messages import text
from stammtisch.engine.coach.reasons import OVER_NOTHING, value_text
from stammtisch.engine.messages import Message


def test_an_expected_score_reads_with_the_languages_decimal_sign(qtbot: QtBot) -> None:
    msg = Message.of(
        OVER_NOTHING,
        action=Message.of("coach.label.say_nothing"),
        value=value_text(12.345),
        other_value=value_text(-3.0),
    )
    try:
        assert install_language("de")
        german = text(msg)
        assert install_language("ja")
        japanese = text(msg)
    finally:
        assert install_language("en")
    english = text(msg)
    assert "+12.3" in english and "-3.0" in english
    assert "+12,3" in german and "-3,0" in german and "nichts sagen" in german
    assert "+12.3" in japanese and "say nothing" not in japanese


def test_the_hint_tables_scores_use_the_languages_decimal_sign(qtbot: QtBot) -> None:
    from stammtisch.desktop.widgets.hint_panel import value_cell

    try:
        assert install_language("de")
        assert value_cell(-19.44) == "-19,4" and value_cell(0.0) == "+0,0"
    finally:
        assert install_language("en")
    assert value_cell(-19.44) == "-19.4"


def test_lists_in_a_sentence_use_the_languages_separator(qtbot: QtBot) -> None:
    from stammtisch.desktop.i18n import list_text

    try:
        assert install_language("ja")
        assert list_text(["Anna ♣10", "Bernd ♣A"]) == "Anna ♣10、Bernd ♣A"
        assert install_language("de")
        assert list_text(["Anna", "Bernd"]) == "Anna, Bernd"
    finally:
        assert install_language("en")
    assert list_text(["Anna", "Bernd"]) == "Anna, Bernd"
