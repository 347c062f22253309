"""What an action means and what a seat is asked: one vocabulary for every game.

The engine's actions are small ints and their record notation ("CHS", "bid
Wenz", "call HA unknown") is for records, not for people or widgets.
:meth:`GameState.describe_action` says what an action means as an
:class:`ActionInfo`: a kind from :class:`ActionKind` (the same words in every
game) and typed parameters; :meth:`GameState.turn_info` says what a seat is
being asked now as a :class:`TurnInfo`.  A front end composes its controls
and prompts from these values alone.

>>> info = ActionInfo(ActionKind.PLAY, 3, card=3, label=play_label(3))
>>> info.kind.value, info.card, str(info.label)
('play', 3, 'play ♣J')
>>> info.is_card
True
>>> ActionInfo(ActionKind.DECLARE, 40, contract="grand", hand=True).flags()
frozenset({'hand'})
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, fields

from .cards import Card
from .messages import CardArg, Message, SeatArg, declare
from .phase import Phase


class ActionKind(enum.Enum):
    """What an action does, in words shared by every game."""

    PLAY = "play"
    """A card to the trick."""
    PLAY_UNKNOWN = "play_unknown"
    """The card laid face down before (Sheepshead's unknown card) to the trick."""
    LAY_AWAY = "lay_away"
    """A card put away face down: into the skat, buried, the unknown card."""
    PASS_CARD = "pass_card"
    """A card handed to another seat (a poverty's cards, the trumps given back)."""
    BID = "bid"
    """A bid: a value (Skat), a game type (Schafkopf), a level (Doppelkopf's solo auction)."""
    HOLD = "hold"
    """Hold the bid just made."""
    PASS = "pass"
    """Pass: in the auction, or no to what this round asks."""
    PICK_UP = "pick_up"
    """Take up the skat or the blind."""
    DECLARE = "declare"
    """Name the game: a contract with its suit and extras."""
    SOLO = "solo"
    """Say a solo is wanted (the game itself named later)."""
    CALL = "call"
    """Call a partner card (or go alone: ``alone=True``)."""
    ANNOUNCE = "announce"
    """Announce a party or a level (Doppelkopf's Re, Kontra, no 90...)."""
    HEALTHY = "healthy"
    """No reservation."""
    RESERVE = "reserve"
    """A reservation (a solo, a marriage or a poverty follows)."""
    POVERTY = "poverty"
    MARRIAGE = "marriage"
    ACCEPT = "accept"
    """Take a poverty."""
    REFUSE = "refuse"
    REDEAL = "redeal"
    """Have the cards dealt again."""
    COUNT = "count"
    """Tell the table a number (the trumps given back)."""
    KNOCK = "knock"
    """Knock (double before the auction); ``declined`` for "no knock"."""
    DOUBLE = "double"
    """Kontra (level 1) or Re (level 2); ``declined`` for "no Kontra", "no Re"."""
    CLAIM = "claim"
    """Win at once by showing the cards (Schafkopf's Sie)."""
    CONCEDE = "concede"
    """Give the game up."""


CARD_KINDS = frozenset({ActionKind.PLAY, ActionKind.LAY_AWAY, ActionKind.PASS_CARD})
"""The kinds whose action is a card taken from the hand."""


@dataclass(frozen=True)
class ActionInfo:
    """What one action means: its kind and typed parameters.

    Only the parameters that apply are set.  ``contract`` is the game type as
    a stable lower-case word of the game's own (Skat ``"clubs"``, ``"grand"``,
    ``"null"``; Schafkopf ``"sauspiel"``, ``"wenz"``, ``"solo"``...;
    Doppelkopf ``"queen"``, ``"no-trump"``...); ``suit`` the suit a contract
    names or calls; ``level`` a bid value, bid level, announcement level,
    doubling level or count; ``card`` the card played, laid away, passed or
    called; ``target`` the seat a card goes to.  ``label`` says it for people.
    """

    kind: ActionKind
    action: int
    card: Card | None = None
    target: int | None = None
    contract: str | None = None
    suit: int | None = None
    level: int | None = None
    party: str | None = None
    """Doppelkopf's announcing party, ``"re"`` or ``"kontra"``."""
    variant: str | None = None
    """A contract's variant: Doppelkopf's 40-card solo ``"re"`` / ``"no-re"``."""
    hand: bool = False
    schneider: bool = False
    schwarz: bool = False
    ouvert: bool = False
    tout: bool = False
    alone: bool = False
    """Played without a partner (Schafkopf's Sauspiel alone, Sheepshead's going alone)."""
    unknown: bool = False
    """Called with an unknown card laid face down under it (Sheepshead)."""
    declined: bool = False
    """The "no" of a yes/no question (no knock, no Kontra, no Re)."""
    label: Message | None = None

    @property
    def is_card(self) -> bool:
        """Whether the action takes a card from the hand."""
        return self.kind in CARD_KINDS

    def flags(self) -> frozenset[str]:
        """The names of the extras set (hand, schneider, schwarz, ouvert, tout, alone, unknown)."""
        names = ("hand", "schneider", "schwarz", "ouvert", "tout", "alone", "unknown")
        return frozenset(n for n in names if getattr(self, n))

    def parameters(self) -> dict[str, object]:
        """The parameters that are set, by name (neither ``action``, ``kind`` nor ``label``)."""
        skip = {"kind", "action", "label"}
        out: dict[str, object] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name not in skip and value is not None and value is not False:
                out[f.name] = value
        return out


class Ask(enum.Enum):
    """What a seat is being asked now (the question behind its legal actions)."""

    NOTHING = "nothing"
    """Not this seat's turn (or the deal is over)."""
    PLAY = "play"
    """A card to the trick."""
    BID = "bid"
    """The auction: bid, hold or pass."""
    PICK_UP = "pick_up"
    """Take up the skat or the blind, or not (Skat: or play hand)."""
    LAY_AWAY = "lay_away"
    """Put cards away face down (the skat, the bury)."""
    UNKNOWN_CARD = "unknown_card"
    """Lay one card face down as the unknown card (Sheepshead)."""
    DECLARE = "declare"
    """Name the game."""
    CALL = "call"
    """Call a partner, or go alone."""
    KNOCK = "knock"
    CLAIM = "claim"
    """Whether to show a hand that wins at once (Schafkopf's Sie)."""
    DOUBLE = "double"
    """Kontra, or Re after a Kontra."""
    HEALTH = "health"
    """Healthy or a reservation (Doppelkopf)."""
    SOLO = "solo"
    """The reservation's round asking for a solo."""
    POVERTY = "poverty"
    """The reservation's round asking for a poverty."""
    MARRIAGE = "marriage"
    """The reservation's round where the marriage is all that is left."""
    FORCED_SOLO = "forced_solo"
    """Name the solo this seat owes."""
    PASS_CARDS = "pass_cards"
    """Hand cards to another seat (a poverty, the cards given back)."""
    ACCEPT = "accept"
    """Take a poverty or refuse it."""
    COUNT = "count"
    """Tell the table how many trumps were given back."""


@dataclass(frozen=True)
class TurnInfo:
    """What ``seat`` is being asked now, and who is waiting on whom.

    ``cards_to_go`` counts the cards still to lay away or pass, this one
    included; ``cards_done`` those already laid away or passed in this step.
    ``holder`` is the seat holding the auction (the first to want to play),
    ``challenger`` the seat whose bid it must answer, ``challenge`` that bid;
    ``partner`` the seat a poverty is about (the poor seat);  ``called_suit``
    the suit a Sheepshead call names; ``declarer``/``contract`` and
    ``doubled_by`` what the table knows of the game being doubled.
    """

    seat: int
    to_move: int | None
    """The seat to act (``None`` while dealing or once the deal is over)."""
    ask: Ask = Ask.NOTHING
    cards_to_go: int = 0
    cards_done: int = 0
    target: int | None = None
    """The seat the cards go to (passing)."""
    holder: int | None = None
    challenger: int | None = None
    challenge: ActionInfo | None = None
    partner: int | None = None
    called_suit: int | None = None
    declarer: int | None = None
    contract: ActionInfo | None = None
    doubled_by: int | None = None
    phase: Phase | None = None
    """Where the deal stands, in the words shared by every game (``None`` for a game
    without phases)."""
    commits: tuple[ActionInfo, ...] = ()
    """What a reservation offered now would commit the seat to: the choices it would be
    offered once it has reserved (Doppelkopf's solos, marriage, poverty); empty when no
    reservation is offered."""

    @property
    def waiting_on(self) -> int | None:
        """The seat everybody waits on (``None`` when nobody is to act)."""
        return self.to_move

    @property
    def my_turn(self) -> bool:
        return self.to_move == self.seat


# --- labels ----------------------------------------------------------------------

PLAY = declare("action.play", "play {card}", card=CardArg)
LAY_AWAY = declare("action.lay_away", "lay away {card}", card=CardArg)
PASS_CARD = declare("action.pass_card", "pass {card} to {seat}", card=CardArg, seat=SeatArg)
PASS_CARD_ON = declare("action.pass_card_on", "pass {card} on", card=CardArg)
PLAY_UNKNOWN = declare("action.play_unknown", "play the unknown card")


WORDS = {
    # a game whose players have their own word for one of these declares its own label in
    # its meaning.py (Schafkopf's "weiter", Sheepshead's pick and bury)
    "pass": declare("action.pass", "pass"),
    "hold": declare("action.hold", "hold"),
    "pick_up": declare("action.pick_up", "pick up"),
    "concede": declare("action.concede", "concede"),
    "kontra": declare("action.kontra", "Kontra"),
    "no_kontra": declare("action.no_kontra", "no Kontra"),
    "re": declare("action.re", "Re"),
    "no_re": declare("action.no_re", "no Re"),
    "knock": declare("action.knock", "knock"),
    "no_knock": declare("action.no_knock", "no knock"),
    "claim": declare("action.claim", "Sie"),
    "healthy": declare("action.healthy", "healthy"),
    "reserve": declare("action.reserve", "reservation"),
    "poverty": declare("action.poverty", "poverty"),
    "marriage": declare("action.marriage", "marriage"),
    "accept": declare("action.accept", "accept"),
    "refuse": declare("action.refuse", "refuse"),
    "redeal": declare("action.redeal", "redeal"),
    "solo": declare("action.solo", "solo"),
    "play_first": declare("action.play_first", "play"),
}
"""Labels that take no argument, by a short name."""
BID = declare("action.bid", "bid {value}", value=int)
BID_GAME = declare("action.bid_game", "bid {contract}", contract=Message)
DECLARE = declare("action.declare", "{contract}", contract=Message)
ANNOUNCE = declare("action.announce", "{party} {level}", party=Message, level=Message)
COUNT = declare("action.trumps_back", "trumps given back: {count}", count=int)

HAND = declare("contract.hand", "{contract} Hand", contract=Message)
SCHNEIDER = declare("contract.schneider", "{contract} Schneider announced", contract=Message)
SCHWARZ = declare("contract.schwarz", "{contract} Schwarz announced", contract=Message)
OUVERT = declare("contract.ouvert", "{contract} Ouvert", contract=Message)
TOUT = declare("contract.tout", "{contract} Tout", contract=Message)


def word(kind: ActionKind, action: int, name: str, **params: object) -> ActionInfo:
    """An action whose label is one of :data:`WORDS`.

    >>> str(word(ActionKind.PASS, 32, "pass").label)
    'pass'
    """
    return ActionInfo(kind, action, label=Message.of(WORDS[name]), **params)  # type: ignore[arg-type]


def with_extras(contract: Message, info: ActionInfo) -> Message:
    """``contract`` with the extras of ``info`` said after it ("Grand Hand Schneider announced").

    >>> base = Message.of(WORDS["solo"])
    >>> str(with_extras(base, ActionInfo(ActionKind.DECLARE, 0, hand=True, schwarz=True)))
    'solo Hand Schwarz announced'
    """
    if info.ouvert:
        contract = Message.of(OUVERT, contract=contract)
    if info.hand and not (info.ouvert and info.contract != "null"):
        contract = Message.of(HAND, contract=contract)
    if info.schwarz and not info.ouvert:
        contract = Message.of(SCHWARZ, contract=contract)
    elif info.schneider and not info.ouvert:
        contract = Message.of(SCHNEIDER, contract=contract)
    if info.tout:
        contract = Message.of(TOUT, contract=contract)
    return contract


def play_label(card: Card) -> Message:
    """The label of a card played to the trick.

    >>> str(play_label(0))
    'play ♣A'
    """
    return Message.of(PLAY, card=CardArg(card))


def card_info(
    kind: ActionKind, card: Card, target: int | None = None, lay_away: str = LAY_AWAY
) -> ActionInfo:
    """The meaning of a card action of ``kind`` (``target``: where a passed card goes;
    ``lay_away``: the game's own label code for a card laid away, as Sheepshead buries).

    >>> str(card_info(ActionKind.PASS_CARD, 3, 2).label)
    'pass ♣J to seat 2'
    """
    if kind is ActionKind.PLAY:
        label = play_label(card)
    elif kind is ActionKind.LAY_AWAY:
        label = Message.of(lay_away, card=CardArg(card))
    elif kind is ActionKind.PASS_CARD and target is not None:
        label = Message.of(PASS_CARD, card=CardArg(card), seat=SeatArg(target))
    elif kind is ActionKind.PASS_CARD:
        label = Message.of(PASS_CARD_ON, card=CardArg(card))
    else:
        raise ValueError(f"{kind} is not a card action with these parameters")
    return ActionInfo(kind, card, card=card, target=target, label=label)


__all__ = [
    "CARD_KINDS",
    "ActionInfo",
    "ActionKind",
    "Ask",
    "TurnInfo",
    "card_info",
    "play_label",
    "with_extras",
    "word",
]
