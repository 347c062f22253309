"""Every table scene (the main window's, a lesson's, a practice puzzle's) words the
seats' calls in the user's language without being told how."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from stammtisch.desktop.cardfaces import CardFaces
from stammtisch.desktop.i18n import install_language
from stammtisch.desktop.widgets.table_scene import TableScene
from stammtisch.engine.registry import make_game


def test_a_fresh_scene_words_calls_in_the_installed_language(qtbot: QtBot) -> None:
    state = make_game("skat").new_deal(seed=3)
    calls = tuple(state.describe_action(a) for a in state.legal_actions()[:2])
    english = TableScene(CardFaces()).call_words(calls)
    try:
        assert install_language("de")
        german = TableScene(CardFaces()).call_words(calls)
        assert install_language("ja")
        japanese = TableScene(CardFaces()).call_words(calls)
    finally:
        install_language("en")
    assert len(set(english)) == 2
    assert german != english and japanese != english and german != japanese
