"""The engine's messages in the user's language: translated by code through Qt.

Every text the engine makes for a person is a
:class:`~stammtisch.engine.messages.Message`: a declared code and its typed
arguments.  :func:`text` translates the code's English template in the
``Message`` context (the code is the disambiguation, so two codes with the same
English never share a translation) and renders the arguments in the user's
language: a suit as the game's faces name it ("Gras" for Schafkopf, "spades"
for Skat), a card by its symbol or its German-suited name, a seat as its
player's name.  A message with a count is looked up with that count, so Qt picks
the language's plural form; a message about the viewer's own seat is shown in
its second-person form ("You take the trick.", "Du bekommst den Stich.").  The
``.ts`` files are the one source of the translations;
``tools/translations.py update`` hands ``lupdate`` every declared code with its
template.

A code without a translation shows its English template.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QLocale

from stammtisch.engine.cards import german_card_words, suit_name, symbol_str
from stammtisch.engine.meaning import ActionInfo
from stammtisch.engine.messages import (
    ArgValue,
    CardArg,
    CardsArg,
    Message,
    MessageSpec,
    NumberArg,
    SeatArg,
    SuitArg,
    iter_codes,
    load_catalogue,
    sample_args,
)

from .i18n import list_text

CONTEXT = "Message"
"""The translation context of every message code."""


def _suit_names() -> None:  # pragma: no cover - read by lupdate only
    QCoreApplication.translate("Suit", "clubs")
    QCoreApplication.translate("Suit", "spades")
    QCoreApplication.translate("Suit", "hearts")
    QCoreApplication.translate("Suit", "diamonds")
    QCoreApplication.translate("Suit", "Eichel")
    QCoreApplication.translate("Suit", "Gras")
    QCoreApplication.translate("Suit", "Herz")
    QCoreApplication.translate("Suit", "Schellen")
    QCoreApplication.translate("Rank", "Sau")
    QCoreApplication.translate("Rank", "König")
    QCoreApplication.translate("Rank", "Ober")
    QCoreApplication.translate("Rank", "Unter")
    QCoreApplication.translate("Card", "{suit} {rank}")
    QCoreApplication.translate("Seat", "seat {seat}")


@dataclass
class Table:
    """What arguments are rendered against: the game's card faces and the players' names."""

    faces: str = "french"
    names: tuple[str, ...] = ()
    viewer: int | None = None
    """The reader's seat: messages about it are said in the second person."""


_table = Table()


def set_card_faces(faces: str) -> None:
    """Name suits and cards the game's way: ``"german"`` (Schafkopf) or French."""
    _table.faces = "german" if faces == "german" else "french"


def set_seat_names(names: Sequence[str], viewer: int | None = None) -> None:
    """The players' names, by seat, for seat arguments; ``viewer``: the reader's seat."""
    _table.names = tuple(names)
    _table.viewer = viewer


def card_faces() -> str:
    """The faces cards are named by now: ``"german"`` or ``"french"``."""
    return _table.faces


def suit_text(suit: int, faces: str | None = None) -> str:
    """A suit's name in the user's language, as the game's faces name it."""
    return QCoreApplication.translate("Suit", suit_name(suit, faces or _table.faces))


def card_text(card: int, faces: str | None = None) -> str:
    """A card: its symbol (``♠10``) with French faces, its name (``Gras-Ober``) with German."""
    if (faces or _table.faces) != "german":
        return symbol_str(card)
    suit, rank = german_card_words(card)
    if not rank.isdigit():
        rank = QCoreApplication.translate("Rank", rank)
    template = QCoreApplication.translate("Card", "{suit} {rank}")
    return template.format(suit=QCoreApplication.translate("Suit", suit), rank=rank)


def seat_text(seat: int, names: Sequence[str] | None = None) -> str:
    """A seat as its player's name (``seat 2`` when no names are known)."""
    known = _table.names if names is None else tuple(names)
    if 0 <= seat < len(known):
        return known[seat]
    return QCoreApplication.translate("Seat", "seat {seat}").format(seat=seat)


def template(msg: Message | MessageSpec) -> str:
    """The code's template in the user's language (the English one when untranslated), in
    the plural form its count asks for."""
    if isinstance(msg, MessageSpec):
        return QCoreApplication.translate(CONTEXT, msg.template, msg.code)
    spec = msg.spec()
    count = msg.count
    if count is None:
        return QCoreApplication.translate(CONTEXT, spec.template, spec.code)
    found = QCoreApplication.translate(CONTEXT, spec.template, spec.code, count)
    # no entry (English without a .qm): Qt hands back the source, in the plural
    return msg.english() if found == spec.template else found


def join_sentences(parts: Sequence[str]) -> str:
    """Sentences as one text: a space after each, but none after a full-width stop (Japanese).

    >>> join_sentences(["Worth 36.", "Below your bid."]), join_sentences(["36です。", "負けです。"])
    ('Worth 36. Below your bid.', '36です。負けです。')
    """
    out = ""
    for part in parts:
        if out and not out.endswith(("。", "！", "？")):
            out += " "
        out += part
    return out


def sentences(messages: Sequence[Message]) -> str:
    """``messages`` in the user's language, as one text (see :func:`join_sentences`)."""
    return join_sentences([text(m) for m in messages])


def text(
    msg: Message,
    names: Sequence[str] | None = None,
    faces: str | None = None,
    viewer: int | None = None,
) -> str:
    """``msg`` in the user's language, its arguments rendered for this table.

    ``names``, ``faces`` and ``viewer`` default to what :func:`set_seat_names` and
    :func:`set_card_faces` were last given (``viewer`` only together with ``names``);
    a message about the viewer's seat reads in the second person.
    """
    seen_by = viewer if viewer is not None or names is not None else _table.viewer
    msg = msg.for_viewer(seen_by)

    def arg(value: ArgValue) -> str:
        if isinstance(value, CardArg):
            return card_text(value.card, "german" if value.german else faces)
        if isinstance(value, CardsArg):
            named = [card_text(c, faces) for c in value.cards]
            # German-suited names are words ("Eichel-Ober"): a list, as a sentence lists them
            return list_text(named) if any(" " in n or "-" in n for n in named) else " ".join(named)
        if isinstance(value, SuitArg):
            return suit_text(value.suit, "german" if value.german else faces)
        if isinstance(value, SeatArg):
            return seat_text(value.seat, names)
        if isinstance(value, NumberArg):
            return number_text(value)
        return str(value)

    return msg.render(template, arg)


def number_text(number: NumberArg) -> str:
    """A number with decimals as the user's language writes it (``+12,3`` in German)."""
    text = QLocale().toString(number.value, "f", number.decimals)
    return "+" + text if number.signed and not text.startswith("-") else text


def label_text(info: ActionInfo | None) -> str:
    """The engine's label of an action in the user's language ("?" for one not seen)."""
    if info is None or info.label is None:
        return "?"
    return text(info.label)


def catalogue_lines(faces: str = "french") -> Iterator[str]:
    """Every declared code rendered in the installed language, one JSON object a line.

    For translators (``stammtisch --messages LANG``): ``{"code": ..., "text": ...}``
    with sample arguments filled in, each code once, in code order.
    """
    load_catalogue()
    names = ("Anna", "Bernd", "Clara", "Dieter", "Emil")
    for spec in iter_codes():
        msg = Message.of(spec.code, **sample_args(spec))
        rendered = text(msg, names=names, faces=faces)
        yield json.dumps({"code": spec.code, "text": rendered}, ensure_ascii=False)


__all__ = [
    "CONTEXT",
    "card_faces",
    "card_text",
    "catalogue_lines",
    "join_sentences",
    "label_text",
    "number_text",
    "seat_text",
    "sentences",
    "set_card_faces",
    "set_seat_names",
    "suit_text",
    "template",
    "text",
]
