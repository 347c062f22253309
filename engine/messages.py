"""Message codes: every text the engine makes for a person, as a code and its arguments.

The engine never hands English prose to someone who must parse it back.  A
:class:`Message` is a code from a declared catalogue plus typed arguments; the
catalogue holds each code's English template with ``{name}`` placeholders.
``str()`` renders English for the command line; the desktop translates the
template by its code (through Qt's ``.ts`` files) and renders the arguments in
the user's language: cards, suits and seats are arguments, never baked into text.

>>> from stammtisch.engine.cards import parse_card, Suit
>>> FOLLOW = declare("example.follow", "You must follow {suit}.", suit=SuitArg)
>>> msg = Message.of(FOLLOW, suit=SuitArg(Suit.HEARTS))
>>> str(msg)
'You must follow hearts.'
>>> msg.code
'example.follow'
>>> str(Message.of(declare("example.card", "{card} wins.", card=CardArg),
...                card=CardArg(parse_card("CJ"))))
'♣J wins.'
>>> for code in ("example.follow", "example.card"):
...     del CATALOGUE[code]  # examples only: keep the real catalogue clean

A code names what the text says, in dotted form: ``<area>.<what>``
(``illegal.must_follow``, ``score.schneider``).  Declaring a code twice, using
an undeclared one, or passing arguments that do not match the template's
placeholders raises :class:`MessageError`.

Two things a template cannot say by itself are declared with it:

* **A count.**  An argument of kind :class:`Count` is the number that chooses a
  plural form ("1 trump is", "2 trumps are"); ``one`` is the English for a count
  of one.  The desktop hands the count to Qt, whose ``.ts`` entry holds a form per
  plural of the language (Japanese has one).  A message has at most one count: two
  numbers that each need a noun are nested messages, each with its count.
* **"You".**  When the seat a message speaks of can be the reader's own, ``you``
  is the whole text in the second person ("You take the trick." for "{seat} takes
  the trick."), declared as its own code (``<code>.you``) without the seat; the
  desktop shows it when the seat is the viewer's (:meth:`Message.for_viewer`).

>>> TRUMPS = declare("example.trumps", "{count} trumps are out.", one="{count} trump is out.",
...                  count=Count)
>>> str(Message.of(TRUMPS, count=1)), str(Message.of(TRUMPS, count=3))
('1 trump is out.', '3 trumps are out.')
>>> TAKES = declare("example.takes", "{seat} takes the trick.", you="You take the trick.",
...                 seat=SeatArg)
>>> str(Message.of(TAKES, seat=SeatArg(2)).for_viewer(2))
'You take the trick.'
>>> str(Message.of(TAKES, seat=SeatArg(2)).for_viewer(0))
'seat 2 takes the trick.'
>>> for code in ("example.trumps", "example.takes", "example.takes.you"):
...     del CATALOGUE[code]  # examples only: keep the real catalogue clean
"""

from __future__ import annotations

import string
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Final, Union

from .cards import SUIT_NAMES_DE_GERMAN, SUIT_NAMES_EN, card_str, german_name, symbol_str
from .errors import StammtischError


class MessageError(StammtischError, ValueError):
    """A message code is unknown, declared twice, or its arguments don't fit."""


@dataclass(frozen=True)
class CardArg:
    """A card as a message argument, rendered in the reader's language and card faces.

    ``german``: the game is played with German-suited cards (Schafkopf), so
    the English reads ``Eichel-Ober`` rather than ``♣Q``.
    """

    card: int
    german: bool = False
    notation: bool = False
    """English as the record notation (``HA``), where records have always stored that."""

    def __str__(self) -> str:
        if self.notation:
            return card_str(self.card)
        return german_name(self.card) if self.german else symbol_str(self.card)


@dataclass(frozen=True)
class CardsArg:
    """Several cards as one argument ("♣J ♠J")."""

    cards: tuple[int, ...]

    def __str__(self) -> str:
        return " ".join(symbol_str(c) for c in self.cards)


@dataclass(frozen=True)
class SuitArg:
    """A suit (0 clubs/Eichel .. 3 diamonds/Schellen), named as the reader's faces name it.

    ``german``: a German-suited game's suit (``Schellen`` rather than ``diamonds``).
    """

    suit: int
    german: bool = False

    def __str__(self) -> str:
        return (SUIT_NAMES_DE_GERMAN if self.german else SUIT_NAMES_EN)[self.suit]


@dataclass(frozen=True)
class SeatArg:
    """A seat at the table, rendered as that player's name."""

    seat: int

    def __str__(self) -> str:
        return f"seat {self.seat}"


class Count:
    """The kind of an argument that counts things: a whole number that chooses the plural.

    The value itself is a plain ``int``; declaring the kind ``Count`` (instead of
    ``int``) says that the text around it agrees with it ("1 card", "2 cards"), so
    the desktop passes it to Qt as the numerus and each ``.ts`` holds plural forms.
    """


@dataclass(frozen=True)
class NumberArg:
    """A number with decimals (an expected score, points given up), rendered with the
    reader's decimal sign.  ``signed``: always with its sign.

    >>> str(NumberArg(12.345, signed=True)), str(NumberArg(-3.0, signed=True)), str(NumberArg(0.456, 2))
    ('+12.3', '-3.0', '0.46')
    """

    value: float
    decimals: int = 1
    signed: bool = False

    def __str__(self) -> str:
        return f"{self.value:{'+' if self.signed else ''}.{self.decimals}f}"


ArgValue = Union[int, str, CardArg, CardsArg, SuitArg, SeatArg, NumberArg, "Message"]
"""What an argument may be: a whole number, a number with decimals, a verbatim text (a
name), a card, cards, a suit, a seat, or another message (a contract's name inside a score
line)."""


@dataclass(frozen=True)
class MessageSpec:
    """One declared code: its English template and the kind of each argument.

    ``one``: the English for a count of one (a code with a :class:`Count`
    argument); ``you``: the code of the second-person form, which drops the
    ``subject`` seat argument.
    """

    code: str
    template: str
    kinds: Mapping[str, object] = field(default_factory=dict)
    one: str | None = None
    you: str | None = None
    subject: str | None = None

    def placeholders(self) -> frozenset[str]:
        """The ``{name}`` placeholders of the English template."""
        return placeholders(self.template)

    @property
    def count(self) -> str | None:
        """The name of the argument that counts (chooses the plural form), if any."""
        return next((name for name, kind in self.kinds.items() if kind is Count), None)


CATALOGUE: Final[dict[str, MessageSpec]] = {}
"""Every declared code, by code.  Filled as the engine's modules are imported;
:func:`load_catalogue` imports them all."""


def placeholders(template: str) -> frozenset[str]:
    """The names of the ``{name}`` placeholders in ``template``.

    >>> sorted(placeholders("{seat} bids {value}."))
    ['seat', 'value']
    """
    return frozenset(
        name for _, name, _, _ in string.Formatter().parse(template) if name is not None
    )


def declare(
    code: str,
    template: str,
    *,
    one: str | None = None,
    you: str | None = None,
    subject: str = "seat",
    **kinds: object,
) -> str:
    """Declare ``code`` with its English ``template``; returns the code.

    ``kinds`` gives each placeholder's type: ``int``, :class:`Count`, ``str``,
    :class:`CardArg`, :class:`CardsArg`, :class:`SuitArg`, :class:`SeatArg`,
    :class:`NumberArg` or :class:`Message`.  A :class:`Count` needs ``one``, the
    English for a count of one, with the same placeholders (the count's may go:
    "doubled once").  ``you`` is the text when the seat argument ``subject`` is the
    reader's own, in the second person and without that placeholder; it is declared
    as the code ``<code>.you``.  Declaring the same code again with the same template
    is harmless (a module reloaded); with another template it is an error.
    """
    return _declare(code, template, kinds, one, you, subject)


def _declare(
    code: str,
    template: str,
    kinds: Mapping[str, object],
    one: str | None,
    you: str | None,
    subject: str,
) -> str:
    if not code or code != code.strip() or " " in code:
        raise MessageError(f"bad message code {code!r}")
    names = placeholders(template)
    if names != set(kinds):
        raise MessageError(
            f"{code}: placeholders {sorted(names)} do not match arguments {sorted(kinds)}"
        )
    counts = [name for name, kind in kinds.items() if kind is Count]
    if len(counts) > 1:
        raise MessageError(f"{code}: one count a message ({counts}); nest the others")
    if bool(counts) != (one is not None):
        raise MessageError(
            f"{code}: a count argument needs the English for one (one=...), and only it"
        )
    if one is not None and placeholders(one) not in (names, names - set(counts)):
        raise MessageError(f"{code}: the English for one has other placeholders than {template!r}")
    you_code = None
    if you is not None:
        if kinds.get(subject) is not SeatArg:
            raise MessageError(f"{code}: the second person needs a seat argument {subject!r}")
        if counts:
            raise MessageError(f"{code}: a second person with a count: nest the count")
        others = {n: k for n, k in kinds.items() if n != subject}
        you_code = _declare(f"{code}.you", you, others, None, None, subject)
    spec = MessageSpec(code, template, dict(kinds), one, you_code, subject if you_code else None)
    old = CATALOGUE.get(code)
    if old is not None and old != spec:
        raise MessageError(f"message code {code!r} declared twice with different texts")
    CATALOGUE[code] = spec
    return code


@dataclass(frozen=True)
class Message:
    """A text for a person: a declared code and its arguments.

    Immutable and hashable; compare two messages by value.  Build one with
    :meth:`of`, which checks the arguments against the catalogue.
    """

    code: str
    args: tuple[tuple[str, ArgValue], ...] = ()

    @classmethod
    def of(cls, code: str, **args: ArgValue) -> Message:
        """The message ``code`` with ``args``, checked against its declaration."""
        spec = CATALOGUE.get(code)
        if spec is None:
            raise MessageError(f"undeclared message code {code!r}")
        if set(args) != set(spec.kinds):
            raise MessageError(
                f"{code}: arguments {sorted(args)} do not match {sorted(spec.kinds)}"
            )
        for name, value in args.items():
            kind = spec.kinds[name]
            if kind in (int, Count) and isinstance(value, bool):
                raise MessageError(f"{code}: argument {name} must be int, not bool")
            if kind is Count and not isinstance(value, int):
                raise MessageError(f"{code}: argument {name} must be a count (int), not {value!r}")
            if kind is not Count and isinstance(kind, type) and not isinstance(value, kind):
                raise MessageError(
                    f"{code}: argument {name} must be {kind.__name__}, not {value!r}"
                )
        return cls(code, tuple(sorted(args.items())))

    @property
    def kwargs(self) -> dict[str, ArgValue]:
        """The arguments as a dict."""
        return dict(self.args)

    def spec(self) -> MessageSpec:
        """This message's declaration."""
        try:
            return CATALOGUE[self.code]
        except KeyError:
            raise MessageError(f"undeclared message code {self.code!r}") from None

    @property
    def count(self) -> int | None:
        """The value of the argument that chooses the plural form (``None``: no count)."""
        name = self.spec().count
        value = self.kwargs.get(name) if name else None
        return value if isinstance(value, int) else None

    def for_viewer(self, viewer: int | None) -> Message:
        """This message as ``viewer`` reads it: the second-person form wherever the seat it
        speaks of is the viewer's own (nested messages too).

        >>> code = declare("example.sits", "{seat} sits out", you="you sit out", seat=SeatArg)
        >>> msg = Message.of(code, seat=SeatArg(1))
        >>> msg.for_viewer(1).code, msg.for_viewer(2) == msg, msg.for_viewer(None) == msg
        ('example.sits.you', True, True)
        >>> del CATALOGUE[code], CATALOGUE[code + ".you"]  # an example only
        """
        if viewer is None:
            return self
        spec = self.spec()
        args = {
            name: value.for_viewer(viewer) if isinstance(value, Message) else value
            for name, value in self.args
        }
        subject = args.get(spec.subject) if spec.subject else None
        if spec.you is not None and isinstance(subject, SeatArg) and subject.seat == viewer:
            del args[spec.subject or ""]
            return Message.of(spec.you, **args)
        return Message(self.code, tuple(sorted(args.items())))

    def english(self) -> str:
        """This message's English template, in the singular form for a count of one."""
        spec = self.spec()
        return spec.one if spec.one is not None and self.count == 1 else spec.template

    def render(
        self,
        template_for: Callable[[Message], str] | None = None,
        arg_text: Callable[[ArgValue], str] | None = None,
    ) -> str:
        """This message as text.

        ``template_for`` gives the template to fill for a message (a translation of
        the English one, chosen by its :attr:`count`; by default the English itself),
        ``arg_text`` how each argument reads (by default ``str``; nested messages are
        rendered with the same two functions).
        """
        template = template_for(self) if template_for else self.english()

        def text(value: ArgValue) -> str:
            if isinstance(value, Message):
                return value.render(template_for, arg_text)
            return arg_text(value) if arg_text else str(value)

        return template.format_map({name: text(value) for name, value in self.args})

    def __str__(self) -> str:
        return self.render()

    def to_json(self) -> dict[str, object]:
        """The message as plain JSON values (for records and ``--json`` output)."""
        return {"code": self.code, "args": {k: _arg_json(v) for k, v in self.args}}

    @classmethod
    def from_json(cls, data: object) -> Message:
        """The message :meth:`to_json` wrote, checked against the catalogue.

        >>> code = declare("example.value", "{card} scores {value}.", card=CardArg, value=NumberArg)
        >>> m = Message.of(code, card=CardArg(3), value=NumberArg(2.5, signed=True))
        >>> m.to_json()["args"]["value"]
        {'number': 2.5, 'decimals': 1, 'signed': True}
        >>> Message.from_json(m.to_json()) == m, str(m)
        (True, '♣J scores +2.5.')
        >>> del CATALOGUE[code]  # an example only: keep the real catalogue clean
        """
        if not isinstance(data, Mapping) or not isinstance(data.get("code"), str):
            raise MessageError("a message needs a code")
        raw = data.get("args", {})
        if not isinstance(raw, Mapping):
            raise MessageError(f"the arguments of {data['code']} are not a mapping")
        args = {str(name): _arg_from_json(data["code"], str(name), v) for name, v in raw.items()}
        return cls.of(data["code"], **args)


def _arg_json(value: ArgValue) -> object:
    if isinstance(value, Message):
        return value.to_json()
    if isinstance(value, CardArg):
        return {"card": value.card, "german": True} if value.german else {"card": value.card}
    if isinstance(value, CardsArg):
        return {"cards": list(value.cards)}
    if isinstance(value, SuitArg):
        return {"suit": value.suit, "german": True} if value.german else {"suit": value.suit}
    if isinstance(value, SeatArg):
        return {"seat": value.seat}
    if isinstance(value, NumberArg):
        return {"number": value.value, "decimals": value.decimals, "signed": value.signed}
    return value


def _arg_from_json(code: str, name: str, value: object) -> ArgValue:
    try:
        if isinstance(value, Mapping):
            if "code" in value:
                return Message.from_json(value)
            if "card" in value:
                return CardArg(int(value["card"]), bool(value.get("german", False)))
            if "cards" in value:
                return CardsArg(tuple(int(c) for c in value["cards"]))
            if "suit" in value:
                return SuitArg(int(value["suit"]), bool(value.get("german", False)))
            if "seat" in value:
                return SeatArg(int(value["seat"]))
            if "number" in value:
                return NumberArg(
                    float(value["number"]),
                    int(value.get("decimals", 1)),
                    bool(value.get("signed", False)),
                )
        elif isinstance(value, (int, str)) and not isinstance(value, bool):
            return value
    except (TypeError, ValueError) as exc:
        raise MessageError(f"argument {name} of {code} is not understood: {exc}") from None
    raise MessageError(f"argument {name} of {code} is not understood")


def sample_args(spec: MessageSpec) -> dict[str, ArgValue]:
    """Arguments that fill ``spec``'s template for a translator's preview.

    A nested message gets the shortest declared text that takes no arguments (a
    name such as "Re" reads well inside another template).
    """
    plain = min(
        ((len(s.template), s.code) for s in CATALOGUE.values() if not s.kinds), default=(0, None)
    )[1]
    samples: dict[object, ArgValue] = {
        int: 61,
        Count: 3,
        str: "Anna",
        CardArg: CardArg(3),
        CardsArg: CardsArg((3, 11)),
        SuitArg: SuitArg(2),
        SeatArg: SeatArg(1),
        NumberArg: NumberArg(12.5, signed=True),
    }
    out: dict[str, ArgValue] = {}
    for name, kind in spec.kinds.items():
        if kind is Message:
            if plain is None:
                raise MessageError("no argument-free message to nest as a sample")
            out[name] = Message(plain)
        else:
            out[name] = samples[kind]
    return out


def load_catalogue() -> Mapping[str, MessageSpec]:
    """Import every engine module that declares codes, and return the whole catalogue."""
    import importlib
    import pkgutil

    from . import __name__ as root
    from . import __path__ as paths

    for info in pkgutil.walk_packages(paths, prefix=root + "."):
        if ".ai" in info.name or info.name.endswith(("__main__", ".cli", ".bench")):
            continue
        importlib.import_module(info.name)
    return CATALOGUE


def iter_codes() -> Iterator[MessageSpec]:
    """The declared codes in code order."""
    return iter(sorted(CATALOGUE.values(), key=lambda s: s.code))


__all__ = [
    "CATALOGUE",
    "ArgValue",
    "CardArg",
    "CardsArg",
    "Count",
    "Message",
    "MessageError",
    "MessageSpec",
    "NumberArg",
    "SeatArg",
    "SuitArg",
    "declare",
    "iter_codes",
    "load_catalogue",
    "placeholders",
    "sample_args",
]
