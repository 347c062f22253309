"""What an act step asks for, and which actions give it: a small closed vocabulary of goals.

An act step of a lesson names its goal ("take the trick", "lead a trump", "bid or pass
with a game worth 36") instead of one right card.  :func:`judge` asks the engine about
every legal action of the learner's seat and says for each whether it meets the goal and
why, as a message with typed arguments (never English to parse back).  The lesson's deal
is fully known, so "take the trick" means: whatever the seats still to play hold and may
play, this card takes it; "as good as the best" asks the open-hand solver.

The goals (``GOALS``; parameters in brackets):

* card play: ``follow_suit``, ``take_trick``, ``win_cheaply``, ``give_up_cheaply``,
  ``duck``, ``give_points``, ``highest_trump``, ``lead_trump``, ``lead_suit`` (``suit``: a
  suit letter or ``"called"``), ``plain_ace``, ``show_party``, ``as_good_as_best``,
  ``any_card``;
* laying away (the skat, the bury): ``lay_away_most_points`` (``trump_suit``: a suit whose
  cards count as trumps too, for a Skat game declared after laying away);
* decisions: ``bid_or_pass`` (``value``: what the learner's game is worth) and ``say``
  (``kind`` and the meaning's parameters: ``contract``, ``suit``, ``level``, ``party``,
  ``declined``, ``card`` and the flags ``hand``, ``schneider``... that must be set).

>>> from stammtisch.engine.skat import SkatGame
>>> from stammtisch.engine.cards import parse_card
>>> state = SkatGame().new_deal(seed=3, dealer=0)
>>> for text in ["p", "p", "18", "GH"]:
...     state.apply_action(state.parse_action(text))
>>> goal = Goal.from_json("lead_trump")
>>> verdicts = judge(goal, state, state.current_player())
>>> sorted(state.action_to_string(a) for a, v in verdicts.items() if v.met)
['CJ']
>>> str(verdicts[parse_card("DA")].reason)
'♦A is no trump.'
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..cards import CARD_POINTS, SUIT_LETTERS, Card, Rank, card_rank, card_suit
from ..coach.decisions import called_card
from ..errors import StammtischError
from ..meaning import ActionInfo, ActionKind, Ask
from ..messages import CardArg, Count, Message, NumberArg, SeatArg, SuitArg, declare
from ..state import FIRST_NON_CARD_ACTION, GameState
from ..tricks import TRUMP, TrickRules


class GoalError(StammtischError, ValueError):
    """A goal is unknown, or its parameters are not the ones it takes."""


# --- what a goal asks ---------------------------------------------------------------------

ASK = {
    "follow_suit": declare("goal.ask.follow_suit", "Follow the suit led."),
    "take_trick": declare("goal.ask.take_trick", "Take the trick."),
    "win_cheaply": declare("goal.ask.win_cheaply", "Take the trick as cheaply as you can."),
    "give_up_cheaply": declare(
        "goal.ask.give_up_cheaply", "Give up the trick with as few points as you can."
    ),
    "duck": declare("goal.ask.duck", "Let another player take the trick."),
    "give_points": declare(
        "goal.ask.give_points", "Give as many points as you can to a trick your side takes."
    ),
    "highest_trump": declare("goal.ask.highest_trump", "Play your highest trump."),
    "lead_trump": declare("goal.ask.lead_trump", "Lead a trump."),
    "lead_suit": declare("goal.ask.lead_suit", "Lead a {suit} card.", suit=SuitArg),
    "plain_ace": declare("goal.ask.plain_ace", "Play an ace that is no trump."),
    "show_party": declare("goal.ask.show_party", "Show which party you play for."),
    "as_good_as_best": declare("goal.ask.as_good_as_best", "Play a card as good as the best."),
    "any_card": declare("goal.ask.any_card", "Play a card."),
    "lay_away_most_points": declare(
        "goal.ask.lay_away_most_points", "Lay away the card with the most points that is no trump."
    ),
    "bid_or_pass": declare(
        "goal.ask.bid_or_pass", "Bid or pass: your game is worth {value}.", value=int
    ),
    "hold_or_pass": declare(
        "goal.ask.hold_or_pass", "Hold or pass: your game is worth {value}.", value=int
    ),
    "say": declare("goal.ask.say", "Say: {what}.", what=Message),
}

RESERVATION = declare("goal.ask.turn.reservation", "Which reservation do you name?")
QUESTION = {
    Ask.BID: declare("goal.ask.turn.bid", "What do you say in the auction?"),
    Ask.PICK_UP: declare("goal.ask.turn.pick_up", "Do you pick up the cards laid aside?"),
    Ask.DECLARE: declare("goal.ask.turn.declare", "Which game do you play?"),
    Ask.CALL: declare("goal.ask.turn.call", "Whom do you call as your partner?"),
    Ask.KNOCK: declare("goal.ask.turn.knock", "Do you knock?"),
    Ask.DOUBLE: declare("goal.ask.turn.double", "Do you double the stake?"),
    Ask.HEALTH: declare("goal.ask.turn.health", "Healthy, or a reservation?"),
    Ask.SOLO: RESERVATION,
    Ask.POVERTY: RESERVATION,
    Ask.MARRIAGE: RESERVATION,
    Ask.PASS_CARDS: declare("goal.ask.turn.pass_cards", "Which card do you hand over?"),
    Ask.PLAY: declare("goal.ask.turn.announce", "Do you announce something before your card?"),
}
"""The question a decision step asks, by what the seat is asked (never its answer)."""
OTHER_QUESTION = declare("goal.ask.turn.other", "What do you choose?")
SKAT_PICK_UP = declare(
    "goal.ask.turn.skat_pick_up", "Do you pick up the skat, or play from your hand?"
)
BLIND_PICK_UP = declare("goal.ask.turn.blind_pick_up", "Do you pick up the blind?")

# --- why an action meets its goal -----------------------------------------------------------

MET_FOLLOWS = declare(
    "goal.met.follows", "{card} follows the {suit} led.", card=CardArg, suit=SuitArg
)
MET_FOLLOWS_TRUMP = declare("goal.met.follows_trump", "{card} follows the trump led.", card=CardArg)
MET_TAKES = declare(
    "goal.met.takes", "{card} takes the trick: nobody after you can beat it.", card=CardArg
)
MET_TAKES_LAST = declare(
    "goal.met.takes_last",
    "{card} beats {best}, and nobody plays after you.",
    card=CardArg,
    best=CardArg,
)
MET_CHEAP_WIN = declare(
    "goal.met.cheap_win",
    "{card} takes the trick for {points} points, and no card of yours takes it for fewer.",
    card=CardArg,
    points=Count,
    one="{card} takes the trick for {points} point, and no card of yours takes it for fewer.",
)
MET_CHEAP_LOSS = declare(
    "goal.met.cheap_loss",
    "{card} need not take the trick and gives away only {points} points.",
    card=CardArg,
    points=Count,
    one="{card} need not take the trick and gives away only {points} point.",
)
MET_DUCK = declare(
    "goal.met.duck", "{card} cannot take the trick, whatever the others play.", card=CardArg
)
MET_GIVES = declare(
    "goal.met.gives",
    "{card} gives {points} points to a trick your side is sure to take.",
    card=CardArg,
    points=Count,
    one="{card} gives {points} point to a trick your side is sure to take.",
)
MET_HIGHEST = declare("goal.met.highest", "{card} is your highest trump.", card=CardArg)
MET_TRUMP = declare("goal.met.trump", "{card} is a trump.", card=CardArg)
MET_SUIT = declare("goal.met.suit", "{card} is a {suit} card.", card=CardArg, suit=SuitArg)
MET_PLAIN_ACE = declare("goal.met.plain_ace", "{card} is an ace and no trump.", card=CardArg)
MET_PARTY = declare(
    "goal.met.party", "{card} shows the table which party you play for.", card=CardArg
)
MET_BEST = declare(
    "goal.met.best",
    "With the cards as they lie, no card does better than {card}: the deal ends at {value}"
    " points for you.",
    card=CardArg,
    value=NumberArg,
)
MET_CARD = declare("goal.met.card", "{card} may be played now.", card=CardArg)
MET_AWAY = declare(
    "goal.met.away",
    "{card} lays away {points} points that count for you, and it is no trump.",
    card=CardArg,
    points=Count,
    one="{card} lays away {points} point that counts for you, and it is no trump.",
)
MET_BID = declare(
    "goal.met.bid", "Your game is worth {value}, and {bid} is the lowest bid.", value=int, bid=int
)
MET_HOLD = declare(
    "goal.met.hold", "Your game is worth {value}: you can hold {bid}.", value=int, bid=int
)
MET_PASS = declare(
    "goal.met.pass", "{bid} is more than your game is worth ({value}): pass.", bid=int, value=int
)
MET_SAY = declare("goal.met.say", "{chosen}: that is what this step asks for.", chosen=Message)

# --- why an action misses its goal ----------------------------------------------------------

MISS_NOT_FOLLOWING = declare(
    "goal.miss.not_following", "{card} does not follow the card led.", card=CardArg
)
MISS_BELOW = declare("goal.miss.below", "{card} does not beat {best}.", card=CardArg, best=CardArg)
MISS_BEATABLE = declare(
    "goal.miss.beatable",
    "{card} is not safe: {seat} can still beat it.",
    you="{card} is not safe: it can still be beaten.",
    card=CardArg,
    seat=SeatArg,
)
MISS_DEAR_WIN = declare(
    "goal.miss.dear_win",
    "{card} takes the trick for {points} points, but a card of yours worth fewer takes it too.",
    card=CardArg,
    points=Count,
    one="{card} takes the trick for {points} point, but a card of yours worth fewer takes it too.",
)
MISS_SURE_WIN = declare(
    "goal.miss.sure_win", "{card} takes the trick whatever the others play.", card=CardArg
)
MISS_DEAR_LOSS = declare(
    "goal.miss.dear_loss",
    "{card} gives away {points} points; a card of yours worth fewer does it too.",
    card=CardArg,
    points=Count,
    one="{card} gives away {points} point; a card of yours worth fewer does it too.",
)
MISS_MAY_TAKE = declare(
    "goal.miss.may_take",
    "{card} can still take the trick: the others may let it win.",
    card=CardArg,
)
MISS_SIDE_UNSURE = declare(
    "goal.miss.side_unsure",
    "After {card} your side is not sure of this trick: {seat} can still take it.",
    you="After {card} your side is not sure of this trick.",
    card=CardArg,
    seat=SeatArg,
)
MISS_GIVES_FEWER = declare(
    "goal.miss.gives_fewer",
    "{card} gives only {points} points; a card of yours gives more to this trick.",
    card=CardArg,
    points=Count,
    one="{card} gives only {points} point; a card of yours gives more to this trick.",
)
MISS_NO_TRUMP = declare("goal.miss.no_trump", "{card} is no trump.", card=CardArg)
MISS_LOWER_TRUMP = declare(
    "goal.miss.lower_trump", "{card} is a trump, but you hold a higher one.", card=CardArg
)
MISS_NOT_LEADING = declare(
    "goal.miss.not_leading", "{card} is played to a trick someone else led.", card=CardArg
)
MISS_OTHER_SUIT = declare(
    "goal.miss.other_suit", "{card} is not a {suit} card.", card=CardArg, suit=SuitArg
)
MISS_TRUMP_NOT_SUIT = declare(
    "goal.miss.trump_not_suit", "{card} is a trump, not a {suit} card.", card=CardArg, suit=SuitArg
)
MISS_NOT_ACE = declare("goal.miss.not_ace", "{card} is no ace.", card=CardArg)
MISS_TRUMP_ACE = declare("goal.miss.trump_ace", "{card} is an ace, but a trump.", card=CardArg)
MISS_NO_PARTY = declare(
    "goal.miss.no_party", "{card} does not tell the table which party you play for.", card=CardArg
)
MISS_WORSE = declare(
    "goal.miss.worse",
    "With the cards as they lie, the deal ends at {value} points for you after {card}, and at"
    " {best} after your best card.",
    card=CardArg,
    value=NumberArg,
    best=NumberArg,
)
MISS_AWAY_TRUMP = declare(
    "goal.miss.away_trump", "{card} is a trump: keep it to take tricks.", card=CardArg
)
MISS_AWAY_FEWER = declare(
    "goal.miss.away_fewer",
    "{card} lays away only {points} points; a card of yours that is no trump holds more.",
    card=CardArg,
    points=Count,
    one="{card} lays away only {points} point; a card of yours that is no trump holds more.",
)
MISS_PASS_EARLY = declare(
    "goal.miss.pass_early",
    "{chosen} comes too early: your game is worth {value}, and {bid} is not more.",
    chosen=Message,
    value=int,
    bid=int,
)
MISS_OVERBID = declare(
    "goal.miss.overbid", "{bid} is more than your game is worth ({value}).", bid=int, value=int
)
MISS_HOLD_OVER = declare(
    "goal.miss.hold_over",
    "{chosen} is wrong here: {bid} is more than your game is worth ({value}).",
    chosen=Message,
    bid=int,
    value=int,
)
MISS_JUMP = declare(
    "goal.miss.jump", "{bid} is more than you need: a lower bid is enough.", bid=int
)
MISS_SAY = declare("goal.miss.say", "{chosen} is not what this step asks for.", chosen=Message)
MISS_WORD_FOR_CARD = declare(
    "goal.miss.word_for_card", "This step asks for a card, not for {chosen}.", chosen=Message
)
MISS_CARD_FOR_WORD = declare(
    "goal.miss.card_for_word", "This step asks for a decision, not for {card}.", card=CardArg
)

CARD_GOALS = frozenset(
    {
        "follow_suit",
        "take_trick",
        "win_cheaply",
        "give_up_cheaply",
        "duck",
        "give_points",
        "highest_trump",
        "lead_trump",
        "lead_suit",
        "plain_ace",
        "show_party",
        "as_good_as_best",
        "any_card",
    }
)
"""The goals answered by a card played to a trick."""

PARAMS: Mapping[str, frozenset[str]] = {
    **{name: frozenset() for name in CARD_GOALS if name != "lead_suit"},
    "lead_suit": frozenset({"suit"}),
    "lay_away_most_points": frozenset({"trump_suit"}),
    "bid_or_pass": frozenset({"value"}),
    "say": frozenset(
        {"kind", "contract", "suit", "level", "party", "declined", "card", "variant", "flags"}
    ),
}
"""Each goal's parameters (``GOALS``)."""

GOALS = frozenset(PARAMS)
"""The vocabulary: every goal an act step may name."""

FLAGS = ("hand", "schneider", "schwarz", "ouvert", "tout", "alone", "unknown")
PLAYS = frozenset({ActionKind.PLAY, ActionKind.PLAY_UNKNOWN})


@dataclass(frozen=True)
class Goal:
    """A goal of the vocabulary with its parameters (a JSON value each).

    >>> Goal.from_json({"goal": "bid_or_pass", "value": 36}).param("value")
    36
    >>> Goal.from_json("take_tricks")
    Traceback (most recent call last):
    ...
    stammtisch.engine.lessons.goals.GoalError: goal: 'take_tricks' is no goal
    """

    name: str
    params: tuple[tuple[str, Any], ...] = ()

    def param(self, key: str, default: Any = None) -> Any:
        return dict(self.params).get(key, default)

    @property
    def is_card(self) -> bool:
        """Whether a card played to the trick answers it."""
        return self.name in CARD_GOALS

    @classmethod
    def from_json(cls, data: Any, where: str = "goal") -> Goal:
        """A goal written as its name, or as ``{"goal": name, parameter: value...}``."""
        if isinstance(data, str):
            name, raw = data, {}
        elif isinstance(data, dict) and isinstance(data.get("goal"), str):
            name, raw = data["goal"], {k: v for k, v in data.items() if k != "goal"}
        else:
            raise GoalError(f"{where}: a goal is a name or {{'goal': name, ...}}")
        if name not in GOALS:
            raise GoalError(f"{where}: {name!r} is no goal")
        unknown = set(raw) - PARAMS[name]
        if unknown:
            raise GoalError(f"{where}: {name} takes no {', '.join(sorted(unknown))}")
        _check_params(name, raw, where)
        params = tuple(sorted((k, tuple(v) if isinstance(v, list) else v) for k, v in raw.items()))
        return cls(name, params)

    def to_json(self) -> str | dict[str, Any]:
        if not self.params:
            return self.name
        return {
            "goal": self.name,
            **{k: list(v) if isinstance(v, tuple) else v for k, v in self.params},
        }


def _check_params(name: str, raw: Mapping[str, Any], where: str) -> None:
    if name == "bid_or_pass" and not (isinstance(raw.get("value"), int) and raw["value"] > 0):
        raise GoalError(f"{where}: bid_or_pass needs the game's value, a number")
    if name == "lead_suit" and raw.get("suit") not in (*SUIT_LETTERS, "called"):
        raise GoalError(f"{where}: lead_suit needs a suit letter or 'called'")
    if "trump_suit" in raw and raw["trump_suit"] not in SUIT_LETTERS:
        raise GoalError(f"{where}: trump_suit must be a suit letter")
    if name == "say":
        try:
            ActionKind(raw.get("kind"))
        except ValueError:
            raise GoalError(f"{where}: say needs the kind of action, e.g. 'announce'") from None
        flags = raw.get("flags", [])
        if not isinstance(flags, list) or not set(flags) <= set(FLAGS):
            raise GoalError(f"{where}: flags must be a list of {', '.join(FLAGS)}")


@dataclass(frozen=True)
class Verdict:
    """Whether ``action`` is right, and why (a message naming that action).

    ``more``: further lines after the reason (a card refused for what it costs in the deal:
    the goal's rule of thumb it misses; a card right though it is not the lesson's own: that
    it works too).  ``value``: what the card is worth with the cards as they lie, when the
    step was valued (:mod:`.values`).
    """

    action: int
    met: bool
    reason: Message
    more: tuple[Message, ...] = ()
    value: Any = None


# --- judging ---------------------------------------------------------------------------------


def judge(goal: Goal, state: GameState, seat: int) -> dict[int, Verdict]:
    """Every legal action of ``seat`` (the seat to move) with its verdict on ``goal``."""
    if state.current_player() != seat:
        raise GoalError(f"seat {seat} is not to move")
    return _Judge(goal, state, seat).verdicts()


def accepted(goal: Goal, state: GameState, seat: int) -> list[int]:
    """The legal actions of ``seat`` that meet ``goal``, ascending."""
    return sorted(a for a, v in judge(goal, state, seat).items() if v.met)


def asks(goal: Goal, state: GameState) -> Message:
    """What ``goal`` asks for, as the learner reads it ("Take the trick.")."""
    if goal.name == "bid_or_pass":
        holds = any(state.describe_action(a).kind == ActionKind.HOLD for a in state.legal_actions())
        key = "hold_or_pass" if holds else "bid_or_pass"
        return Message.of(ASK[key], value=int(goal.param("value")))
    if goal.name == "lead_suit":
        return Message.of(ASK["lead_suit"], suit=_suit_arg(state, _lead_suit(goal, state)))
    if goal.name == "say":
        return question(state)
    return Message.of(ASK[goal.name])


def question(state: GameState) -> Message:
    """The question of a decision, by what the seat to move is asked, never naming the
    answer ("Which game do you play?")."""
    seat = state.current_player()
    ask = state.turn_info(seat).ask if seat >= 0 else Ask.NOTHING
    if ask == Ask.PICK_UP and state.game.NAME == "skat":
        return Message.of(SKAT_PICK_UP)
    if ask == Ask.PICK_UP and state.game.NAME == "sheepshead":
        return Message.of(BLIND_PICK_UP)
    return Message.of(QUESTION.get(ask, OTHER_QUESTION))


def _label(state: GameState, action: int) -> Message:
    label = state.describe_action(action).label
    return label if label is not None else Message.of(_WORD, word=state.action_to_string(action))


_WORD = declare("goal.word", "{word}", word=str)


def _card_arg(state: GameState, card: Card) -> CardArg:
    return CardArg(card, german=state.game.FACES == "german")


def _suit_arg(state: GameState, suit: int) -> SuitArg:
    return SuitArg(suit, german=state.game.FACES == "german")


def _lead_suit(goal: Goal, state: GameState) -> int:
    letter = goal.param("suit")
    if letter == "called":
        card = called_card(state)
        if card is None:
            raise GoalError("lead_suit 'called': no card is called")
        return int(card_suit(card))
    return SUIT_LETTERS.index(letter)


def _says(goal: Goal, info: ActionInfo) -> bool:
    """Whether ``info`` is the decision a ``say`` goal names: its kind, every parameter given,
    and exactly the flags given."""
    if info.kind.value != goal.param("kind"):
        return False
    for key in ("contract", "suit", "level", "party", "card", "variant"):
        wanted = goal.param(key)
        if wanted is not None and getattr(info, key) != wanted:
            return False
    if bool(goal.param("declined", False)) != info.declined:
        return False
    return set(goal.param("flags", ())) == set(info.flags())


class _Judge:
    """One question: every legal action of ``seat`` against ``goal``."""

    def __init__(self, goal: Goal, state: GameState, seat: int) -> None:
        self.goal = goal
        self.state = state
        self.seat = seat
        self.legal = state.legal_actions()
        self.infos = {a: state.describe_action(a) for a in self.legal}
        self._trick: tuple[tuple[int, Card], ...] | None = None
        self._rules: TrickRules | None = None

    # --- facts of the position -------------------------------------------------------

    def card(self, card: Card) -> CardArg:
        return _card_arg(self.state, card)

    def plays(self) -> list[int]:
        """The legal actions that play a card to the trick."""
        return [a for a in self.legal if self.infos[a].kind in PLAYS]

    def trick(self) -> tuple[tuple[int, Card], ...]:
        """The trick so far as (seat, card), in playing order."""
        if self._trick is None:
            view = self.state.table(self.seat)
            self._trick = tuple((tc.seat, tc.card) for tc in view.trick)
        return self._trick

    def rules(self) -> TrickRules:
        """The contract's trumps and card order (the order players expect before there is one)."""
        if self._rules is None:
            pos = self.position()
            rules = pos.rules if pos is not None else self.state.sort_rules()
            if rules is None:
                raise GoalError("this game has no trumps to judge by")
            self._rules = rules
        return self._rules

    def position(self) -> Any:
        from ..ai.knowledge import adapter_for

        return adapter_for(self.state.game).position(self.state, self.seat)

    def is_trump(self, card: Card) -> bool:
        trump_suit = self.goal.param("trump_suit")
        if trump_suit is not None and card_suit(card) == SUIT_LETTERS.index(trump_suit):
            return True
        return self.rules().is_trump(card)

    def card_of(self, action: int) -> Card:
        card = self.infos[action].card
        return action if card is None else card

    # --- the rest of the trick ---------------------------------------------------------

    def trick_size(self) -> int:
        return len(self.state.game.active_seats(self.state.dealer))

    def ends(
        self, action: int, good: Callable[[int], bool], friends: frozenset[int]
    ) -> tuple[bool, int | None]:
        """Whether the trick surely ends with a winner for whom ``good`` holds after ``action``:
        the ``friends`` still to play help, every other seat hinders.  When it does not, the
        seat that can spoil it."""
        after = self.state.clone()
        after.apply_action(action)
        left = self.trick_size() - len(self.trick()) - 1
        return _sure(after, left, good, friends)

    def takes(self, action: int) -> tuple[bool, int | None]:
        """Whether ``action`` surely takes the trick (every other seat against it)."""
        return self.ends(action, lambda w: w == self.seat, frozenset())

    def best_so_far(self) -> Card | None:
        """The card winning the trick so far (None when leading)."""
        trick = self.trick()
        if not trick:
            return None
        pos = self.position()
        equal = pos.later_equal_wins if pos is not None else 0
        cards = [c for _, c in trick]
        return cards[self.rules().winner(cards, equal)]

    def beats_so_far(self, card: Card) -> bool:
        trick = self.trick()
        if not trick:
            return True
        pos = self.position()
        equal = pos.later_equal_wins if pos is not None else 0
        cards = [c for _, c in trick] + [card]
        return self.rules().winner(cards, equal) == len(cards) - 1

    def take_reason(self, action: int, taken: bool, spoiler: int | None) -> Message:
        card = self.card_of(action)
        if taken:
            best = self.best_so_far()
            last = len(self.trick()) + 1 == self.trick_size()
            if last and best is not None:
                return Message.of(MET_TAKES_LAST, card=self.card(card), best=self.card(best))
            return Message.of(MET_TAKES, card=self.card(card))
        best = self.best_so_far()
        if best is not None and not self.beats_so_far(card):
            return Message.of(MISS_BELOW, card=self.card(card), best=self.card(best))
        return Message.of(MISS_BEATABLE, card=self.card(card), seat=SeatArg(spoiler or 0))

    # --- the verdicts ----------------------------------------------------------------------

    def verdicts(self) -> dict[int, Verdict]:
        goal = self.goal
        if goal.name == "bid_or_pass":
            return self.bid_or_pass()
        if goal.name == "say":
            return self.say()
        if goal.name == "lay_away_most_points":
            candidates = [a for a in self.legal if self.infos[a].kind == ActionKind.LAY_AWAY]
            out = self.lay_away(candidates)
        else:
            candidates = self.plays()
            out = getattr(self, goal.name)(candidates)
        for action in self.legal:
            if action not in out:
                out[action] = Verdict(
                    action, False, Message.of(MISS_WORD_FOR_CARD, chosen=_label(self.state, action))
                )
        return out

    def _each(
        self, candidates: Sequence[int], test: Callable[[int, Card], tuple[bool, Message]]
    ) -> dict[int, Verdict]:
        out = {}
        for action in candidates:
            met, reason = test(action, self.card_of(action))
            out[action] = Verdict(action, met, reason)
        return out

    def follow_suit(self, candidates: Sequence[int]) -> dict[int, Verdict]:
        trick = self.trick()

        def test(action: int, card: Card) -> tuple[bool, Message]:
            if not trick:
                return False, Message.of(MISS_NOT_FOLLOWING, card=self.card(card))
            rules = self.rules()
            led = rules.follow_class[trick[0][1]]
            if rules.follow_class[card] != led:
                return False, Message.of(MISS_NOT_FOLLOWING, card=self.card(card))
            if led == TRUMP:
                return True, Message.of(MET_FOLLOWS_TRUMP, card=self.card(card))
            return True, Message.of(
                MET_FOLLOWS, card=self.card(card), suit=_suit_arg(self.state, led)
            )

        return self._each(candidates, test)

    def take_trick(self, candidates: Sequence[int]) -> dict[int, Verdict]:
        def test(action: int, card: Card) -> tuple[bool, Message]:
            taken, spoiler = self.takes(action)
            return taken, self.take_reason(action, taken, spoiler)

        return self._each(candidates, test)

    def win_cheaply(self, candidates: Sequence[int]) -> dict[int, Verdict]:
        taking = {a: self.takes(a) for a in candidates}
        winners = [a for a, (t, _) in taking.items() if t]
        least = min((CARD_POINTS[self.card_of(a)] for a in winners), default=None)

        def test(action: int, card: Card) -> tuple[bool, Message]:
            taken, spoiler = taking[action]
            if not taken:
                return False, self.take_reason(action, taken, spoiler)
            points = CARD_POINTS[card]
            if points != least:
                return False, Message.of(MISS_DEAR_WIN, card=self.card(card), points=points)
            return True, Message.of(MET_CHEAP_WIN, card=self.card(card), points=points)

        return self._each(candidates, test)

    def give_up_cheaply(self, candidates: Sequence[int]) -> dict[int, Verdict]:
        sure = {a: self.takes(a)[0] for a in candidates}
        least = min((CARD_POINTS[self.card_of(a)] for a in candidates if not sure[a]), default=None)

        def test(action: int, card: Card) -> tuple[bool, Message]:
            points = CARD_POINTS[card]
            if sure[action]:
                return False, Message.of(MISS_SURE_WIN, card=self.card(card))
            if points != least:
                return False, Message.of(MISS_DEAR_LOSS, card=self.card(card), points=points)
            return True, Message.of(MET_CHEAP_LOSS, card=self.card(card), points=points)

        return self._each(candidates, test)

    def duck(self, candidates: Sequence[int]) -> dict[int, Verdict]:
        def test(action: int, card: Card) -> tuple[bool, Message]:
            lost, _ = self.ends(action, lambda w: w != self.seat, frozenset())
            if lost:
                return True, Message.of(MET_DUCK, card=self.card(card))
            if self.takes(action)[0]:
                return False, Message.of(MISS_SURE_WIN, card=self.card(card))
            return False, Message.of(MISS_MAY_TAKE, card=self.card(card))

        return self._each(candidates, test)

    def give_points(self, candidates: Sequence[int]) -> dict[int, Verdict]:
        pos = self.position()
        if pos is None:
            raise GoalError("give_points: the sides are not settled yet")
        side = frozenset(s for s in pos.players if pos.side[s] == pos.side[self.seat])
        outcome = {a: self.ends(a, side.__contains__, side - {self.seat}) for a in candidates}
        most = max(
            (CARD_POINTS[self.card_of(a)] for a, (sure, _) in outcome.items() if sure), default=None
        )

        def test(action: int, card: Card) -> tuple[bool, Message]:
            sure, spoiler = outcome[action]
            points = CARD_POINTS[card]
            if not sure:
                return False, Message.of(
                    MISS_SIDE_UNSURE, card=self.card(card), seat=SeatArg(spoiler or 0)
                )
            if points != most:
                return False, Message.of(MISS_GIVES_FEWER, card=self.card(card), points=points)
            return True, Message.of(MET_GIVES, card=self.card(card), points=points)

        return self._each(candidates, test)

    def _power(self, card: Card) -> int:
        return self.rules().power[card]

    def highest_trump(self, candidates: Sequence[int]) -> dict[int, Verdict]:
        trumps = [self.card_of(a) for a in candidates if self.is_trump(self.card_of(a))]
        top = max((self._power(c) for c in trumps), default=None)

        def test(action: int, card: Card) -> tuple[bool, Message]:
            if not self.is_trump(card):
                return False, Message.of(MISS_NO_TRUMP, card=self.card(card))
            if self._power(card) != top:
                return False, Message.of(MISS_LOWER_TRUMP, card=self.card(card))
            return True, Message.of(MET_HIGHEST, card=self.card(card))

        return self._each(candidates, test)

    def _leading(self, card: Card) -> Message | None:
        return Message.of(MISS_NOT_LEADING, card=self.card(card)) if self.trick() else None

    def lead_trump(self, candidates: Sequence[int]) -> dict[int, Verdict]:
        def test(action: int, card: Card) -> tuple[bool, Message]:
            late = self._leading(card)
            if late is not None:
                return False, late
            if not self.is_trump(card):
                return False, Message.of(MISS_NO_TRUMP, card=self.card(card))
            return True, Message.of(MET_TRUMP, card=self.card(card))

        return self._each(candidates, test)

    def lead_suit(self, candidates: Sequence[int]) -> dict[int, Verdict]:
        suit = _lead_suit(self.goal, self.state)
        name = _suit_arg(self.state, suit)

        def test(action: int, card: Card) -> tuple[bool, Message]:
            late = self._leading(card)
            if late is not None:
                return False, late
            if card_suit(card) == suit and self.is_trump(card):
                return False, Message.of(MISS_TRUMP_NOT_SUIT, card=self.card(card), suit=name)
            if card_suit(card) != suit or self.is_trump(card):
                return False, Message.of(MISS_OTHER_SUIT, card=self.card(card), suit=name)
            return True, Message.of(MET_SUIT, card=self.card(card), suit=name)

        return self._each(candidates, test)

    def plain_ace(self, candidates: Sequence[int]) -> dict[int, Verdict]:
        def test(action: int, card: Card) -> tuple[bool, Message]:
            if card_rank(card) != Rank.ACE:
                return False, Message.of(MISS_NOT_ACE, card=self.card(card))
            if self.is_trump(card):
                return False, Message.of(MISS_TRUMP_ACE, card=self.card(card))
            return True, Message.of(MET_PLAIN_ACE, card=self.card(card))

        return self._each(candidates, test)

    def show_party(self, candidates: Sequence[int]) -> dict[int, Verdict]:
        shows = _party_cards(self.state)

        def test(action: int, card: Card) -> tuple[bool, Message]:
            if card in shows:
                return True, Message.of(MET_PARTY, card=self.card(card))
            return False, Message.of(MISS_NO_PARTY, card=self.card(card))

        return self._each(candidates, test)

    def as_good_as_best(self, candidates: Sequence[int]) -> dict[int, Verdict]:
        values = open_hand_values(self.state, self.seat)
        best = max(values[self.card_of(a)] for a in candidates)

        def test(action: int, card: Card) -> tuple[bool, Message]:
            value = values[card]
            if value < best:
                return False, Message.of(
                    MISS_WORSE, card=self.card(card), value=_number(value), best=_number(best)
                )
            return True, Message.of(MET_BEST, card=self.card(card), value=_number(value))

        return self._each(candidates, test)

    def any_card(self, candidates: Sequence[int]) -> dict[int, Verdict]:
        return self._each(candidates, lambda a, c: (True, Message.of(MET_CARD, card=self.card(c))))

    def lay_away(self, candidates: Sequence[int]) -> dict[int, Verdict]:
        plain = [self.card_of(a) for a in candidates if not self.is_trump(self.card_of(a))]
        most = max((CARD_POINTS[c] for c in plain), default=None)

        def test(action: int, card: Card) -> tuple[bool, Message]:
            points = CARD_POINTS[card]
            if self.is_trump(card):
                return False, Message.of(MISS_AWAY_TRUMP, card=self.card(card))
            if points != most:
                return False, Message.of(MISS_AWAY_FEWER, card=self.card(card), points=points)
            return True, Message.of(MET_AWAY, card=self.card(card), points=points)

        return self._each(candidates, test)

    def bid_or_pass(self) -> dict[int, Verdict]:
        value = int(self.goal.param("value"))
        infos = self.infos
        raises = [a for a in self.legal if infos[a].kind == ActionKind.BID and infos[a].level]
        holds = [a for a in self.legal if infos[a].kind == ActionKind.HOLD]
        turn = self.state.turn_info(self.seat)
        challenge = turn.challenge if turn.ask == Ask.BID else None
        lowest = min((int(infos[a].level or 0) for a in raises), default=None)
        if holds and challenge is not None and challenge.level:
            lowest = int(challenge.level)  # the bid to hold, or to pass on
        out = {}
        for action in self.legal:
            info = infos[action]
            level = int(info.level or 0)
            if info.kind == ActionKind.PASS:
                if lowest is not None and lowest <= value:
                    chosen = _label(self.state, action)
                    reason = Message.of(MISS_PASS_EARLY, chosen=chosen, value=value, bid=lowest)
                    out[action] = Verdict(action, False, reason)
                else:
                    bid = lowest if lowest is not None else value
                    out[action] = Verdict(action, True, Message.of(MET_PASS, bid=bid, value=value))
            elif info.kind == ActionKind.HOLD:
                bid = lowest if lowest is not None else level
                if bid > value:
                    chosen = _label(self.state, action)
                    reason = Message.of(MISS_HOLD_OVER, chosen=chosen, bid=bid, value=value)
                    out[action] = Verdict(action, False, reason)
                else:
                    out[action] = Verdict(action, True, Message.of(MET_HOLD, value=value, bid=bid))
            elif info.kind == ActionKind.BID and level:
                if level > value:
                    out[action] = Verdict(
                        action, False, Message.of(MISS_OVERBID, bid=level, value=value)
                    )
                elif level != lowest or holds:
                    out[action] = Verdict(action, False, Message.of(MISS_JUMP, bid=level))
                else:
                    out[action] = Verdict(action, True, Message.of(MET_BID, value=value, bid=level))
            else:
                out[action] = self.say_miss(action)
        return out

    def say(self) -> dict[int, Verdict]:
        out = {}
        for action in self.legal:
            if _says(self.goal, self.infos[action]):
                chosen = _label(self.state, action)
                out[action] = Verdict(action, True, Message.of(MET_SAY, chosen=chosen))
            else:
                out[action] = self.say_miss(action)
        return out

    def say_miss(self, action: int) -> Verdict:
        info = self.infos[action]
        if info.kind in PLAYS and action < FIRST_NON_CARD_ACTION:
            return Verdict(action, False, Message.of(MISS_CARD_FOR_WORD, card=self.card(action)))
        return Verdict(action, False, Message.of(MISS_SAY, chosen=_label(self.state, action)))


def _sure(
    state: GameState, left: int, good: Callable[[int], bool], friends: frozenset[int]
) -> tuple[bool, int | None]:
    """The rest of the trick (``left`` cards) played every way: whether its winner surely
    satisfies ``good`` (``friends`` choose their card for it, everybody else against it), and
    otherwise the seat that spoils it."""
    if left <= 0 or state.is_terminal():
        winner = state.last_trick_winner()
        return (winner is not None and good(winner)), None
    mover = state.current_player()
    cards = [a for a in state.legal_actions() if state.describe_action(a).kind in PLAYS]
    spoiler: int | None = None
    for card in cards:
        after = state.clone()
        after.apply_action(card)
        ok, below = _sure(after, left - 1, good, friends)
        if mover in friends and ok:
            return True, None
        if mover not in friends and not ok:
            return False, below if below is not None else mover
        if not ok and spoiler is None:
            spoiler = below
    if mover in friends:
        return False, spoiler if spoiler is not None else mover
    return True, None


def _party_cards(state: GameState) -> frozenset[Card]:
    """The cards whose play tells the table a party: Doppelkopf's ♣Q, the called ace."""
    if state.game.NAME == "doppelkopf":
        return frozenset({SUIT_LETTERS.index("C") * 8 + Rank.QUEEN})
    called = called_card(state)
    return frozenset() if called is None else frozenset({called})


def open_hand_values(state: GameState, seat: int) -> dict[Card, float]:
    """Each legal card of ``seat`` (to move) valued with every hand open: the score ``seat``
    ends the deal with when everybody plays perfectly after it (the engine's fast solver)."""
    from ..ai.dds.search import fast_solve_moves
    from ..ai.knowledge import adapter_for

    pos = adapter_for(state.game).position(state, seat)
    if pos is None:
        raise GoalError("as_good_as_best: the card play with settled sides is needed")
    return {int(c): float(v) for c, v in fast_solve_moves(pos).items()}


def _number(value: float) -> NumberArg:
    return NumberArg(value, 0 if value == int(value) else 1)


def vocabulary() -> Iterator[str]:
    """The goals' names, in order."""
    return iter(sorted(GOALS))


__all__ = [
    "ASK",
    "CARD_GOALS",
    "GOALS",
    "Goal",
    "GoalError",
    "Verdict",
    "accepted",
    "asks",
    "judge",
    "open_hand_values",
    "vocabulary",
]
