"""What the AI needs to know about a game beyond the state API: the game adapter.

The state API says whose turn it is and which actions are legal; to play
well a player also needs to see the card play as tricks (its hand, the trump
order, the trick on the table, who is with it and who against) and, for the
search players, the whole deal as a compact trick-play position.  Each game
provides a :class:`GameAdapter` in ``stammtisch.engine.ai.games.<name>``; a
game without one is still played (legally) by the generic fallbacks.

Everything an adapter returns for a seat must follow from what that seat
knows: its own cards and the actions it saw.  :func:`play_info_from_tricks`
builds a :class:`PlayInfo` from a game's trick list, so an adapter mostly
reads its state's fields.

>>> from stammtisch.engine.cards import parse_card as c, card_str
>>> from stammtisch.engine.tricks import TrickRules
>>> rules = TrickRules.build([c("CJ"), c("SJ"), c("HJ"), c("DJ")], "ATKQ987")
>>> info = play_info_from_tricks(
...     seat=1, hand=[c("HA"), c("S7")], rules=rules, players=(0, 1, 2),
...     tricks=[(0, [c("CA"), c("C7"), c("CT")]), (0, [c("HT")])],
...     team=(-1, 1, 1), goal=Goal.POINTS)
>>> info.taken, info.still_to_play(), [card_str(x) for x in info.unseen][:3]
((21, 0, 0), [2], ['CK', 'CQ', 'CJ'])
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Final

from ..cards import CARD_POINTS, Card, CardMask
from ..state import Game, GameState
from ..tricks import TrickRules

__all__ = [
    "GameAdapter",
    "Goal",
    "PlayInfo",
    "TrickExtras",
    "TrickPosition",
    "adapter_for",
    "play_info_from_tricks",
    "register_adapter",
]


class Goal(Enum):
    """What a seat wants from the card play."""

    POINTS = "points"
    """Take card points for its side (partner games, solos, Skat suit and grand games)."""
    AVOID = "avoid"
    """Take as few card points as possible, every player alone (Ramsch, Leaster)."""
    NULL_DECLARER = "null declarer"
    """Take no trick at all (Skat's Null)."""
    NULL_DEFENDER = "null defender"
    """Make the Null declarer take a trick."""


@dataclass(frozen=True)
class PlayInfo:
    """What one seat knows when it plays a card: the card play seen as tricks.

    ``team[s]`` is 1 for a seat known to be on this seat's side (this seat
    included), -1 for a known opponent and 0 while unknown (a called ace not
    yet shown).  ``voids[s]`` is a bit set of follow classes (suits 0..3,
    trump 4) that seat ``s`` has shown it does not hold.  ``unseen`` are the
    cards this seat has not seen anywhere (other hands, a hidden skat or
    blind), with repeats in a double deck.
    """

    seat: int
    hand: tuple[Card, ...]
    rules: TrickRules
    players: tuple[int, ...]
    trick: tuple[tuple[int, Card], ...]
    team: tuple[int, ...]
    goal: Goal
    played: tuple[Card, ...]
    taken: tuple[int, ...]
    tricks_won: tuple[int, ...]
    tricks_left: int
    unseen: tuple[Card, ...]
    voids: tuple[int, ...]
    later_equal_wins: CardMask = 0
    declarer: int | None = None
    partner_hint: Mapping[int, float] = field(default_factory=dict)
    """Seats that are probably partners while ``team`` says unknown (seat -> likelihood)."""

    @property
    def to_play(self) -> int:
        """The seat to play (this seat)."""
        return self.seat

    @property
    def lead(self) -> Card | None:
        """The card that led the current trick, if any."""
        return self.trick[0][1] if self.trick else None

    def still_to_play(self) -> list[int]:
        """Seats after this one in the current trick, in order."""
        n = len(self.players)
        i = self.players.index(self.seat)
        return [self.players[(i + k) % n] for k in range(1, n - len(self.trick))]


@dataclass(frozen=True)
class TrickExtras:
    """Extra points that tricks earn beside their card points (Doppelkopf: fox, Doppelkopf, Charlie).

    Each extra is worth points to the party (side) that wins the trick; side
    0's net extras are its own minus side 1's:

    * ``fox``: each copy played by a seat of the other side than the trick's
      winner earns 1 (``fox_last`` in the last trick);
    * ``doppelkopf``: a trick of at least this many card points earns 1;
    * ``charlie``: the last trick won by this card earns 1;
    * ``charlie_caught``: each ``charlie`` in the last trick played by a seat
      of the other side than the winner earns 1.

    A card of -1 means no such extra.  ``sign`` is +1 when the asking seat's
    payoff rises with side 0's score (it is on side 0) and -1 when it falls.

    >>> from stammtisch.engine.cards import parse_card
    >>> TrickExtras(fox=parse_card("DA"), charlie=parse_card("CJ"), sign=-1).fox_last
    1
    """

    fox: Card = -1
    charlie: Card = -1
    fox_last: int = 1
    charlie_caught: bool = False
    doppelkopf: int = 40
    sign: int = 1

    def trick_net(
        self,
        cards: Sequence[Card],
        sides: Sequence[int],
        winner: int,
        last: bool,
        card_values: Sequence[int] = CARD_POINTS,
    ) -> int:
        """Side 0's net extras from one finished trick.

        ``cards`` in playing order, ``sides[k]`` the side of the seat that
        played ``cards[k]``, ``winner`` the index of the winning card, ``last``
        whether it is the deal's last trick.

        >>> from stammtisch.engine.cards import parse_cards
        >>> ex = TrickExtras(fox=parse_cards("DA")[0], charlie=parse_cards("CJ")[0], fox_last=2)
        >>> ex.trick_net(parse_cards("DA CJ D9 DK"), (1, 0, 1, 0), 1, True)   # fox 2 + Charlie
        3
        """
        win = sides[winner]
        net = 1 if sum(card_values[c] for c in cards) >= self.doppelkopf else 0
        for c, s in zip(cards, sides, strict=True):
            if s != win and (c == self.fox or (last and self.charlie_caught and c == self.charlie)):
                net += self.fox_last if last and c == self.fox else 1
        if last and cards[winner] == self.charlie:
            net += 1
        return net if win == 0 else -net


@dataclass(frozen=True)
class TrickPosition:
    """A card-play position with every hand open, for the double-dummy solver.

    ``hands[s]`` is seat ``s``'s cards (repeats allowed: Doppelkopf);
    ``players`` the seats that play, clockwise; ``trick`` the cards already
    in the current trick, led by ``leader``.  Side 0 (``side[s] == 0``)
    maximises the value of the tricks it takes: each trick is worth the
    ``card_values`` of its cards plus ``trick_value``, the last trick
    ``last_trick_bonus`` more.  ``thresholds``/``payoffs`` turn the value
    side 0 ends with (``taken`` plus the rest) into the score of the seat
    that asked (``payoffs[i]`` for a final value below ``thresholds[i]``,
    the last payoff for one at or above every threshold); without
    thresholds the final value itself is the payoff.

    With ``extras`` (:class:`TrickExtras`) the asking seat's payoff is
    ``payoff(final_value) + extras.sign * final_extras``, where
    ``final_extras`` is ``extras_taken`` (side 0's net extras from the tricks
    already played) plus the net extras side 0 earns from here on; side 0's
    score ``extras.sign * payoff(final_value) + final_extras`` must then not
    fall as ``final_value`` rises.
    """

    rules: TrickRules
    hands: tuple[tuple[Card, ...], ...]
    players: tuple[int, ...]
    leader: int
    trick: tuple[Card, ...]
    side: tuple[int, ...]
    later_equal_wins: CardMask = 0
    card_values: tuple[int, ...] = CARD_POINTS
    trick_value: int = 0
    last_trick_bonus: int = 0
    taken: int = 0
    thresholds: tuple[int, ...] = ()
    payoffs: tuple[float, ...] = ()
    last_trick_equal_wins: bool = True
    """Whether ``later_equal_wins`` holds in the last trick too (Doppelkopf option)."""
    called_card: Card = -1
    """A called ace (Schafkopf, Sheepshead) still in a hand: its holder must play it when its
    suit is led, may not throw it on another suit's trick while holding other cards, and may
    not lead the suit with another card (unless ``runaway_length`` cards of it are held)."""
    runaway_length: int = 99
    extras: TrickExtras | None = None
    """Extra points per trick (see :class:`TrickExtras`); None: the card points alone count."""
    extras_taken: int = 0
    """Side 0's net extras (its own minus side 1's) from the tricks already played."""

    def to_move(self) -> int:
        """The seat whose card is next."""
        i = self.players.index(self.leader)
        return self.players[(i + len(self.trick)) % len(self.players)]

    def payoff(self, final_value: int, final_extras: int = 0) -> float:
        """The asking seat's score when side 0 ends with ``final_value`` (and ``final_extras``).

        ``final_extras`` (side 0's net extras of the whole deal, ``extras_taken``
        included) counts only when the position has :attr:`extras`.
        """
        if not self.thresholds:
            base = float(final_value)
        else:
            base = self.payoffs[-1]
            for t, p in zip(self.thresholds, self.payoffs, strict=False):
                if final_value < t:
                    base = p
                    break
        if self.extras is not None:
            return base + self.extras.sign * final_extras
        return base


class GameAdapter:
    """A game's hooks for the computer players; every method may return None ("not known").

    The generic players use these when present and fall back to rules of
    thumb that need only legal actions when not.
    """

    def play_info(self, state: GameState, seat: int) -> PlayInfo | None:
        """The card play as ``seat`` knows it, when ``seat`` is to play a card to a trick."""
        return None

    def position(self, state: GameState, perspective: int) -> TrickPosition | None:
        """The open-hand position for the solver when the state is in the card play.

        Sides and payoffs are seen from ``perspective`` (in games where every
        player is alone, ``perspective`` is side 0 and everybody else side 1).
        Return None when the sides are not settled (a Doppelkopf marriage
        before its partner is found) or the state is not in the card play.
        """
        return None

    def decision_values(
        self, state: GameState, seat: int, legal: Sequence[int], level: str
    ) -> dict[int, float] | None:
        """Rule-of-thumb values of a decision that is not a card to a trick (bids, declarations).

        Higher is better; the players take the best one (Beginner with some
        noise).  ``level`` is ``"beginner"`` or ``"standard"``.
        """
        return None

    def refused_values(
        self, state: GameState, seat: int, legal: Sequence[int]
    ) -> dict[int, float] | None:
        """The options among ``legal`` that a teacher's rule refuses (a floor on the win
        chance, a minimum count), each with its expected score without the rule (the same
        scale as :meth:`decision_values`, where the rule values it as a lost game).  The
        players never take them; the coach shows their true value, marked refused, below
        the options it advises.  ``None``: no option is refused.
        """
        return None

    def marked_cards(self, state: GameState, seat: int) -> CardMask:
        """Cards whose play says or scores more than their rank and card points (a called
        ace, a card that shows a party, a card that earns an extra point): never
        equivalent to a neighbour (:mod:`.equivalence`).  The default: none."""
        return 0

    def standard_searches(self, state: GameState, seat: int) -> bool:
        """Whether Standard plays ``seat``'s cards in ``state`` with Strong's search instead of
        its rules of thumb (where they were measured to lose games a declarer should win).
        """
        return False

    def card_adjustments(
        self, state: GameState, seat: int, info: PlayInfo, legal: Sequence[int], level: str
    ) -> Mapping[int, float] | None:
        """Game-specific additions to the generic card scores of ``legal`` cards (None: none).

        The rule-of-thumb player adds them to :func:`~.cardplay.card_scores`;
        ``level`` is ``"beginner"`` or ``"standard"``.
        """
        return None

    def out_of_turn_values(
        self, state: GameState, seat: int, options: Sequence[int], level: str
    ) -> dict[int, float] | None:
        """Values of the out-of-turn options and of doing nothing (key ``-1``)."""
        return None

    def action_likelihoods(
        self, state: GameState, seat: int, legal: Sequence[int], observed: int | None = None
    ) -> dict[int, float] | None:
        """How likely ``seat`` takes each legal non-card action here (for inference).

        ``observed`` is the action that was taken: an adapter may compute only
        its chance.  The default derives the chances from
        :meth:`decision_values` (a soft maximum).
        """
        values = self.decision_values(state, seat, legal, "standard")
        if not values:
            return None
        return softmax(values, LIKELIHOOD_TEMPERATURE)

    solve_hand: int = 99
    """Solve exactly when the seat to move holds at most this many cards (else roll out)."""

    def solve_limit(self, state: GameState) -> int:
        """The hand size up to which this state's card play is solved exactly."""
        return self.solve_hand

    def rollout_action(self, state: GameState, seat: int) -> int | None:
        """A fast action for simulated play (None: use the generic rollout policy)."""
        return None


LIKELIHOOD_TEMPERATURE: Final = 8.0
"""Value difference (in the evaluator's units) that makes an action e times less likely."""


def softmax(values: Mapping[int, float], temperature: float) -> dict[int, float]:
    """Probabilities proportional to exp(value / temperature).

    >>> p = softmax({1: 0.0, 2: 0.0}, 1.0)
    >>> p[1] == p[2] == 0.5
    True
    """
    import math

    top = max(values.values())
    w = {a: math.exp((v - top) / temperature) for a, v in values.items()}
    total = sum(w.values())
    return {a: x / total for a, x in w.items()}


def play_info_from_tricks(
    *,
    seat: int,
    hand: Sequence[Card],
    rules: TrickRules,
    players: Sequence[int],
    tricks: Sequence[tuple[int, Sequence[Card]]],
    team: Sequence[int],
    goal: Goal,
    deck: Sequence[Card] | None = None,
    seen_elsewhere: Sequence[Card] = (),
    extra_taken: Sequence[int] | None = None,
    later_equal_wins: CardMask = 0,
    declarer: int | None = None,
    tricks_total: int | None = None,
    partner_hint: Mapping[int, float] | None = None,
) -> PlayInfo:
    """A :class:`PlayInfo` from the tricks so far, each ``(leader, cards in playing order)``.

    The last trick may be incomplete (the trick on the table).  ``deck``
    defaults to the 32 cards; ``seen_elsewhere`` are cards the seat has seen
    that are not in its hand and not played (the skat it put away);
    ``extra_taken`` card points credited outside the tricks (per seat).
    """
    from ..cards import DECK32

    n_seats = len(team)
    order = tuple(players)
    size = len(order)
    taken = list(extra_taken) if extra_taken is not None else [0] * n_seats
    won = [0] * n_seats
    voids = [0] * n_seats
    played: list[Card] = []
    current: tuple[tuple[int, Card], ...] = ()
    for leader, cards in tricks:
        start = order.index(leader)
        seats = [order[(start + k) % size] for k in range(len(cards))]
        led_class = rules.follow_class[cards[0]] if cards else 0
        for s, card in zip(seats, cards, strict=True):
            if rules.follow_class[card] != led_class:
                voids[s] |= 1 << led_class
            played.append(card)
        if len(cards) == size:
            w = seats[rules.winner(list(cards), later_equal_wins)]
            taken[w] += sum(CARD_POINTS[c] for c in cards)
            won[w] += 1
        else:
            current = tuple(zip(seats, cards, strict=True))
    remaining = list(deck if deck is not None else DECK32)
    for c in (*hand, *played, *seen_elsewhere):
        if c in remaining:
            remaining.remove(c)
    hand_size = len(hand)
    complete = sum(1 for _, cards in tricks if len(cards) == size)
    left = tricks_total - complete if tricks_total is not None else hand_size
    return PlayInfo(
        seat=seat,
        hand=tuple(sorted(hand)),
        rules=rules,
        players=order,
        trick=current,
        team=tuple(team),
        goal=goal,
        played=tuple(played),
        taken=tuple(taken),
        tricks_won=tuple(won),
        tricks_left=left,
        unseen=tuple(remaining),
        voids=tuple(voids),
        later_equal_wins=later_equal_wins,
        declarer=declarer,
        partner_hint=dict(partner_hint or {}),
    )


# --- the registry -----------------------------------------------------------------

_ADAPTERS: dict[str, GameAdapter] = {}
_FALLBACK = GameAdapter()


def register_adapter(name: str, adapter: GameAdapter) -> None:
    """Use ``adapter`` for the game registered as ``name``."""
    _ADAPTERS[name] = adapter


def adapter_for(game: Game) -> GameAdapter:
    """The adapter of ``game`` (loading ``ai.games.<name>`` on first use), or a do-nothing one."""
    name = game.NAME
    if name not in _ADAPTERS:
        try:
            importlib.import_module(f".games.{name}", __package__)
        except ModuleNotFoundError as exc:
            if exc.name is None or not exc.name.endswith(f"games.{name}"):
                raise
        _ADAPTERS.setdefault(name, _FALLBACK)
    return _ADAPTERS[name]
