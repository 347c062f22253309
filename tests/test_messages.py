"""The message-code core: declared codes, checked arguments, English rendering."""

from __future__ import annotations

import pytest

from stammtisch.engine.cards import Suit, parse_card
from stammtisch.engine.messages import (
    CATALOGUE,
    CardArg,
    Message,
    MessageError,
    SeatArg,
    SuitArg,
    declare,
    placeholders,
)


@pytest.fixture
def codes():
    before = dict(CATALOGUE)
    yield
    CATALOGUE.clear()
    CATALOGUE.update(before)


def test_render_english_with_typed_arguments(codes: None) -> None:
    code = declare(
        "t.follow",
        "{seat} must follow {suit} with {card}.",
        seat=SeatArg,
        suit=SuitArg,
        card=CardArg,
    )
    msg = Message.of(
        code, seat=SeatArg(2), suit=SuitArg(Suit.SPADES), card=CardArg(parse_card("SA"))
    )
    assert str(msg) == "seat 2 must follow spades with ♠A."
    assert msg == Message.of(code, card=CardArg(parse_card("SA")), suit=SuitArg(1), seat=SeatArg(2))
    assert msg.to_json() == {
        "code": "t.follow",
        "args": {"card": {"card": parse_card("SA")}, "seat": {"seat": 2}, "suit": {"suit": 1}},
    }


def test_translation_and_argument_rendering_are_the_callers(codes: None) -> None:
    inner = declare("t.grand", "Grand")
    outer = declare("t.value", "{contract} is worth {value}.", contract=Message, value=int)
    msg = Message.of(outer, contract=Message.of(inner), value=72)
    german = {"t.grand": "Grand", "t.value": "{contract} ist {value} wert."}
    assert msg.render(lambda spec: german[spec.code]) == "Grand ist 72 wert."
    assert msg.render(arg_text=lambda v: f"<{v}>") == "Grand is worth <72>."


@pytest.mark.parametrize(
    "call",
    [
        lambda: Message.of("t.nowhere"),
        lambda: Message.of(declare("t.a", "{n} points", n=int)),
        lambda: Message.of(declare("t.b", "{n} points", n=int), n="many"),
        lambda: Message.of(declare("t.c", "{n} points", n=int), n=True),
        lambda: declare("t.d", "{n} points"),
        lambda: declare("bad code", "text"),
    ],
)
def test_misuse_is_a_clear_error(codes: None, call) -> None:
    with pytest.raises(MessageError):
        call()


def test_a_code_cannot_change_its_text(codes: None) -> None:
    declare("t.same", "Same")
    declare("t.same", "Same")
    with pytest.raises(MessageError, match="twice"):
        declare("t.same", "Other")


def test_placeholders() -> None:
    assert placeholders("{a} and {b} but not {{c}}") == {"a", "b"}


def test_numbers_with_decimals_round_trip_through_json_and_bad_arguments_are_refused() -> None:
    from stammtisch.engine.coach.reasons import OVER_NOTHING, value_text
    from stammtisch.engine.messages import MessageError, NumberArg

    msg = Message.of(
        OVER_NOTHING,
        action=Message.of("coach.label.say_nothing"),
        value=value_text(12.345),
        other_value=value_text(-3.0),
    )
    assert Message.from_json(msg.to_json()) == msg
    assert str(msg) == "say nothing scores +12.3 on average; saying nothing scores -3.0."
    assert msg.kwargs["value"] == NumberArg(12.345, 1, signed=True)
    with pytest.raises(MessageError):  # a number where a message belongs
        Message.from_json({"code": OVER_NOTHING, "args": {**msg.to_json()["args"], "action": 3}})
    with pytest.raises(MessageError):
        Message.from_json({"code": OVER_NOTHING, "args": {"value": {"number": "x"}}})
