"""The composed choice enables exactly what the engine offers, built from ActionInfo alone."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from stammtisch.desktop.widgets.composed_choice import ComposedChoice, Part
from stammtisch.engine.meaning import ActionInfo, ActionKind

D = ActionKind.DECLARE


def offer() -> list[ActionInfo]:
    """A made-up offer: "a" plain or with x, x+y, or all three (z locks x and y); "b" plain only."""
    return [
        ActionInfo(D, 10, contract="a"),
        ActionInfo(D, 11, contract="a", hand=True),
        ActionInfo(D, 12, contract="a", hand=True, schneider=True),
        ActionInfo(D, 13, contract="a", hand=True, schneider=True, ouvert=True),
        ActionInfo(D, 14, contract="b"),
    ]


def box(name: str) -> Part:
    return Part(name, lambda i: name in i.flags(), lambda _v, _k: name, check=True)


def make(qtbot: QtBot) -> ComposedChoice:
    parts = [
        Part("type", lambda i: i.contract, lambda v, _k: str(v)),
        *map(box, ("hand", "schneider", "ouvert")),
    ]
    widget = ComposedChoice(offer(), parts, "Go", "go")
    qtbot.addWidget(widget)
    return widget


def test_boxes_move_to_the_nearest_offered_combination(qtbot: QtBot) -> None:
    widget = make(qtbot)
    hand, schneider, ouvert = widget.box(1), widget.box(2), widget.box(3)
    assert widget.action() == 10 and widget.button.isEnabled()
    schneider.setChecked(True)  # needs hand: ticked too
    assert widget.action() == 12 and hand.isChecked()
    assert not hand.isEnabled()  # clearing hand would leave schneider without it
    ouvert.setChecked(True)
    assert widget.action() == 13
    assert not hand.isEnabled() and not schneider.isEnabled() and ouvert.isEnabled()
    ouvert.setChecked(False)
    assert widget.action() == 12


def test_a_new_type_starts_from_its_first_offer_and_disables_what_it_lacks(
    qtbot: QtBot,
) -> None:
    widget = make(qtbot)
    widget.box(1).setChecked(True)
    widget.chooser(0).setCurrentIndex(1)
    assert widget.key() == ("b", False, False, False) and widget.action() == 14
    assert not any(widget.box(i).isEnabled() for i in (1, 2, 3))
    chosen: list[int] = []
    widget.chosen.connect(chosen.append)
    widget.button.click()
    assert chosen == [14]
    widget.select_action(13)
    assert widget.key() == ("a", True, True, True)
