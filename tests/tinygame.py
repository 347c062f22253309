"""A tiny but real trick game for the desktop tests: "Tiny Tricks".

It honours the whole :class:`~stammtisch.engine.state.GameState` API so the
desktop can be driven before the real games land, and it has every kind of
decision the real games have: a bidding round ("play"/"pass"), picking up a
talon or playing hand, discarding cards that only the declarer sees, a trump
declaration, an announcement that may be made out of turn ("double"), and
tricks with following suit.

- 24 cards (A K Q J T 9), three active seats; with four seats the dealer sits out.
- Dealing (record order): 7 cards to each active seat from the dealer's left,
  then 3 to the talon.
- Bidding: each active seat in turn says "play" or "pass"; the first "play"
  is the declarer; if all pass the deal is thrown in and the same dealer deals again.
- The declarer says "take" (the talon joins the hand, then three cards are
  discarded, seen only by the declarer) or "hand" (the talon stays closed, values double).
- The declarer names trumps ("clubs", "spades", "hearts", "diamonds"): that
  suit beats the others; inside a suit A T K Q J 9.
- During the first trick each defender may "double" once (in turn or out of
  turn): values double again.
- Seven tricks, first lead from the dealer's left; the talon counts for the
  declarer, who needs more than 60 of the 120 card points.
- Scores: value 10 (x2 hand, x2 doubled); the declarer wins or loses twice
  the value, each defender the value (zero-sum).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import ClassVar

from stammtisch.engine import explain, reasons
from stammtisch.engine.cards import (
    ALL_CARDS_MASK,
    CARD_POINTS,
    DECK24,
    SUIT_NAMES_EN,
    Card,
    card_str,
    mask_of,
)
from stammtisch.engine.meaning import DECLARE as DECLARE_LABEL
from stammtisch.engine.meaning import HAND as HAND_LABEL
from stammtisch.engine.meaning import ActionInfo, ActionKind, Ask, TurnInfo, card_info, word
from stammtisch.engine.messages import CardArg, Message, SuitArg
from stammtisch.engine.rules import RuleOption
from stammtisch.engine.sampling import assign_cards
from stammtisch.engine.sheepshead import result as sheepshead_result
from stammtisch.engine.skat import result as skat_result
from stammtisch.engine.skat import scoring as skat_scoring
from stammtisch.engine.skat.meaning import GRAND_GAME, SUIT_GAME
from stammtisch.engine.state import (
    CHANCE,
    FIRST_NON_CARD_ACTION,
    HIDDEN,
    TERMINAL,
    ContextValue,
    DealOutcome,
    DealResult,
    Game,
    GameState,
    PlayerView,
    PublicInfo,
    ScoreLine,
)
from stammtisch.engine.tricks import TRUMP, TrickRules

PLAY = FIRST_NON_CARD_ACTION
PASS = PLAY + 1
TAKE = PLAY + 2
HAND = PLAY + 3
DECLARE = PLAY + 4  # + suit
DOUBLE = PLAY + 8
WORDS = {PLAY: "play", PASS: "pass", TAKE: "take", HAND: "hand", DOUBLE: "double"}
for _s, _name in enumerate(SUIT_NAMES_EN):
    WORDS[DECLARE + _s] = _name

HAND_SIZE = 7
TALON_SIZE = 3


class TinyGame(Game):
    NAME = "tiny"
    TITLE = "Tiny Tricks"
    PLAYER_COUNTS = (3, 4)
    DEFAULT_PLAYERS = 3
    OPTIONS = (
        RuleOption("allow_double", True, "Defenders may double during the first trick."),
        RuleOption("base_value", 10, "The value of a game.", minimum=1, maximum=100),
    )
    ZERO_SUM = True

    def deck(self) -> tuple[Card, ...]:
        return DECK24

    def active_seats(self, dealer: int) -> tuple[int, ...]:
        n = self.num_players
        seats = tuple((dealer + i) % n for i in range(1, n + 1))
        return seats[:3] if n == 4 else seats

    def new_state(
        self, dealer: int = 0, context: Mapping[str, ContextValue] | None = None
    ) -> TinyState:
        return TinyState(self, dealer, context)

    def sample_state(self, view: PlayerView, rng: random.Random) -> TinyState:
        return _sample(self, view, rng)


class TinyState(GameState):
    phase: str

    RULES: ClassVar[dict[int, TrickRules]] = {
        s: TrickRules.build(
            trumps=[s * 8 + r for r in (0, 4, 1, 2, 3, 5)],
            plain_order="ATKQJ9",
        )
        for s in range(4)
    }

    def __init__(
        self, game: Game, dealer: int = 0, context: Mapping[str, ContextValue] | None = None
    ) -> None:
        super().__init__(game, dealer, context)
        self.active = game.active_seats(dealer)
        self.hands: list[list[Card]] = [[] for _ in range(game.num_players)]
        self.talon: list[Card] = []
        self.dealt = 0
        self.phase = "deal"
        self.bid_turn = 0
        self.declarer: int | None = None
        self.took = False
        self.discard_indices: list[int] = []
        self.trump: int | None = None
        self.doubled_by: int | None = None
        self.trick: list[tuple[int, Card]] = []
        self.won: list[list[Card]] = [[] for _ in range(game.num_players)]
        self.tricks_done = 0
        self.to_play = self.active[0]

    # --- turn and legality -------------------------------------------------

    def current_player(self) -> int:
        if self.phase == "deal":
            return CHANCE
        if self.phase == "over":
            return TERMINAL
        if self.phase == "bid":
            return self.active[self.bid_turn]
        if self.phase in ("pickup", "discard", "declare"):
            assert self.declarer is not None
            return self.declarer
        return self.to_play

    def _may_double(self, player: int) -> bool:
        return (
            self.phase == "play"
            and bool(self.game.rules["allow_double"])
            and self.tricks_done == 0
            and self.doubled_by is None
            and player in self.active
            and player != self.declarer
        )

    def legal_actions(self) -> list[int]:
        if self.phase in ("deal", "over"):
            return []
        if self.phase == "bid":
            return [PLAY, PASS]
        if self.phase == "pickup":
            return [TAKE, HAND]
        if self.phase == "declare":
            return [DECLARE + s for s in range(4)]
        player = self.current_player()
        hand = self.hands[player]
        if self.phase == "discard":
            return sorted(set(hand))
        lead = self.trick[0][1] if self.trick else None
        legal = self._rules().legal_mask(mask_of(hand), lead)
        actions = [c for c in sorted(set(hand)) if legal >> c & 1]
        if self._may_double(player):
            actions.append(DOUBLE)
        return actions

    def public_info(self, player: int) -> PublicInfo:
        """The bidding's winner is public as soon as there is one."""
        if self.is_terminal():
            return super().public_info(player)
        return PublicInfo(self.declarer, None)

    def out_of_turn_actions(self, player: int) -> list[int]:
        if player != self.current_player() and self._may_double(player):
            return [DOUBLE]
        return []

    def illegal_reason(self, action: int, player: int | None = None) -> Message:
        if self.phase == "deal":
            return Message.of(reasons.DEALING)
        if self.phase == "over":
            return Message.of(reasons.DEAL_OVER)
        who = self.current_player() if player is None else player
        if 0 <= action < 32 and self.phase in ("discard", "play"):
            if action not in self.hands[who]:
                return Message.of(reasons.CARD_NOT_HELD, card=CardArg(action))
            if self.phase == "play" and self.trick:
                follow = self._rules().follow_class[self.trick[0][1]]
                return reasons.must_follow(None if follow == TRUMP else follow)
        return Message.of(reasons.NOT_LEGAL)

    def _rules(self) -> TrickRules:
        return self.RULES[self.trump if self.trump is not None else 0]

    # --- applying ------------------------------------------------------------

    def _apply(self, action: int) -> None:
        phase = self.phase
        if phase == "deal":
            if self.dealt < HAND_SIZE * 3:
                self.hands[self.active[self.dealt // HAND_SIZE]].append(action)
            else:
                self.talon.append(action)
            self.dealt += 1
            if self.dealt == len(DECK24):
                self.phase = "bid"
        elif phase == "bid":
            if action == PLAY:
                self.declarer = self.active[self.bid_turn]
                self.phase = "pickup"
            else:
                self.bid_turn += 1
                if self.bid_turn == 3:
                    self.phase = "over"
        elif phase == "pickup":
            if action == TAKE:
                assert self.declarer is not None
                self.took = True
                self.hands[self.declarer].extend(self.talon)
                self.talon = []
                self.phase = "discard"
            else:
                self.phase = "declare"
        elif phase == "discard":
            assert self.declarer is not None
            self.hands[self.declarer].remove(action)
            self.talon.append(action)
            self.discard_indices.append(len(self._history))
            if len(self.talon) == TALON_SIZE:
                self.phase = "declare"
        elif phase == "declare":
            self.trump = action - DECLARE
            self.phase = "play"
        else:
            self._play(self.to_play, action)

    def _play(self, player: int, action: int) -> None:
        if action == DOUBLE:
            self.doubled_by = player
            return
        self.hands[player].remove(action)
        self.trick.append((player, action))
        if len(self.trick) < 3:
            i = self.active.index(player)
            self.to_play = self.active[(i + 1) % 3]
            return
        best = self._rules().winner([c for _, c in self.trick])
        winner = self.trick[best][0]
        self.won[winner].extend(c for _, c in self.trick)
        self.trick = []
        self.tricks_done += 1
        self.to_play = winner
        if self.tricks_done == HAND_SIZE:
            self.phase = "over"

    def _apply_by(self, player: int, action: int) -> None:
        self.doubled_by = player

    # --- information ---------------------------------------------------------

    def action_visible(self, index: int, player: int) -> bool:
        actor, _ = self._history[index]
        if actor == CHANCE:
            if index < HAND_SIZE * 3:
                return self.active[index // HAND_SIZE] == player
            return self.took and player == self.declarer
        if index in self.discard_indices:
            return player == self.declarer
        return True

    def contract_message(self) -> Message | None:
        if self.declarer is None or self.trump is None:
            return None
        suit = Message.of(SUIT_GAME, suit=SuitArg(self.trump))
        return suit if self.took else Message.of(HAND_LABEL, contract=suit)

    def describe_action(self, action: int) -> ActionInfo:
        if 0 <= action < 32:
            kind = ActionKind.LAY_AWAY if self.phase == "discard" else ActionKind.PLAY
            return card_info(kind, action)
        if action == PLAY:
            return word(ActionKind.BID, action, "play_first", level=0)
        if action == PASS:
            return word(ActionKind.PASS, action, "pass")
        if action == TAKE:
            return word(ActionKind.PICK_UP, action, "pick_up")
        if action == DOUBLE:
            return word(ActionKind.DOUBLE, action, "kontra", level=1)
        if action == HAND:
            return ActionInfo(
                ActionKind.DECLARE,
                action,
                hand=True,
                label=Message.of(HAND_LABEL, contract=Message.of(GRAND_GAME)),
            )
        suit = Message.of(SUIT_GAME, suit=SuitArg(action - DECLARE))
        label = Message.of(DECLARE_LABEL, contract=suit)
        return ActionInfo(
            ActionKind.DECLARE, action, contract="suit", suit=action - DECLARE, label=label
        )

    def turn_info(self, seat: int) -> TurnInfo:
        to_move = self.current_player() if self.current_player() >= 0 else None
        if to_move != seat:
            return TurnInfo(seat, to_move)
        asks = {"bid": Ask.BID, "pickup": Ask.PICK_UP, "declare": Ask.DECLARE, "play": Ask.PLAY}
        if self.phase == "discard":
            done = len(self.discard_indices)
            return TurnInfo(seat, to_move, Ask.LAY_AWAY, TALON_SIZE - done, done)
        return TurnInfo(seat, to_move, asks.get(self.phase, Ask.NOTHING))

    def action_to_string(self, action: int) -> str:
        if 0 <= action < 32:
            return card_str(action)
        return WORDS[action]

    def parse_action(self, text: str) -> int:
        word = text.strip().lower()
        for action, name in WORDS.items():
            if name == word:
                return action
        return super().parse_action(text)

    def card_piles(self) -> list[list[Card]]:
        return [
            *(list(h) for h in self.hands),
            list(self.talon),
            [c for _, c in self.trick],
            *(list(w) for w in self.won),
        ]

    # --- results -------------------------------------------------------------

    def _value(self) -> int:
        value = int(self.game.rules["base_value"])
        if self.declarer is not None and not self.took:
            value *= 2
        if self.doubled_by is not None:
            value *= 2
        return value

    def card_points(self) -> tuple[int, ...]:
        points = [sum(CARD_POINTS[c] for c in w) for w in self.won]
        if self.declarer is not None:
            points[self.declarer] += sum(CARD_POINTS[c] for c in self.talon)
        return tuple(points)

    def scores(self) -> tuple[int, ...]:
        if self.phase != "over" or self.declarer is None:
            return (0,) * self.num_players
        won = self.card_points()[self.declarer] > 60
        value = self._value()
        out = [0] * self.num_players
        for seat in self.active:
            if seat == self.declarer:
                out[seat] = 2 * value if won else -2 * value
            else:
                out[seat] = -value if won else value
        return tuple(out)

    def result(self) -> DealResult:
        from stammtisch.engine.errors import StammtischError

        if self.phase != "over":
            raise StammtischError("the deal is not over yet")
        if self.declarer is None:
            return DealResult(
                contract=None,
                declarer=None,
                scores=(0,) * self.num_players,
                card_points=(0,) * self.num_players,
                played=False,
                lines=(ScoreLine(Message.of(skat_result.ALL_PASSED), 0),),
            )
        points = self.card_points()
        won = points[self.declarer] > 60
        assert self.trump is not None
        twice = Message.of(explain.TIMES, factor=2)
        lines = [
            ScoreLine(
                Message.of(sheepshead_result.CARD_POINTS_LINE), points[self.declarer], self.declarer
            )
        ]
        lines.append(
            ScoreLine(Message.of(skat_scoring.BASE_VALUE), int(self.game.rules["base_value"]))
        )
        if not self.took:
            lines.append(ScoreLine(Message.of(skat_scoring.LEVEL_HAND), twice))
        if self.doubled_by is not None:
            lines.append(ScoreLine(Message.of(skat_scoring.KONTRA), twice, self.doubled_by))
        lines.append(
            ScoreLine(
                Message.of(skat_scoring.WON if won else explain.LOST_VALUE),
                self.scores()[self.declarer],
            )
        )
        defenders = [s for s in self.active if s != self.declarer]
        return DealResult(
            contract=SUIT_NAMES_EN[self.trump] + ("" if self.took else " hand"),
            declarer=self.declarer,
            scores=self.scores(),
            card_points=points,
            lines=tuple(lines),
            details={
                "won": won,
                "value": self._value(),
                "winners": [self.declarer] if won else defenders,
                "losers": defenders if won else [self.declarer],
            },
        )

    def outcome(self) -> DealOutcome:
        if self.phase == "over" and self.declarer is None:
            return DealOutcome(counts=False, same_dealer=True)
        return DealOutcome()


def _sample(game: TinyGame, view: PlayerView, rng: random.Random) -> TinyState:
    """A full deal consistent with ``view``: hidden cards drawn among the places they can be."""
    me = view.player
    state = game.new_state(view.dealer, dict(view.context))
    active = state.active
    n_deal = len(DECK24)
    deal = [a for _, a in view.history[:n_deal]]
    rest = list(view.history[n_deal:])
    # Walk the public part: who declared, what each seat played, which suits it showed out of.
    declarer: int | None = None
    took = False
    trump = 0
    played: dict[int, list[Card]] = {s: [] for s in active}
    void = dict.fromkeys(active, 0)
    discards_at: list[int] = []
    trick: list[Card] = []
    phase = "bid"
    for k, (actor, action) in enumerate(rest):
        if phase == "bid" and action == PLAY:
            declarer, phase = actor, "pickup"
        elif phase == "pickup":
            took = action == TAKE
            phase = "discard" if took else "declare"
        elif phase == "discard":
            discards_at.append(k)
            if len(discards_at) == TALON_SIZE:
                phase = "declare"
        elif phase == "declare":
            trump, phase = action - DECLARE, "play"
        elif phase == "play" and action != DOUBLE:
            rules = TinyState.RULES[trump]
            if trick and rules.follow_class[action] != rules.follow_class[trick[0]]:
                void[actor] |= rules.class_masks[rules.follow_class[trick[0]]]
            played[actor].append(action)
            trick = [] if len(trick) == 2 else [*trick, action]
    pool = list(DECK24)
    for c in deal:
        if c != HIDDEN:
            pool.remove(c)
    for s in active:
        if s != me:
            for c in played[s]:
                pool.remove(c)
    places: list[tuple[int, int]] = []
    for s in active:
        if s == me:
            continue
        held = HAND_SIZE - len(played[s])
        if s == declarer and took:
            held += TALON_SIZE - len(discards_at)
        places.append((held, ALL_CARDS_MASK & ~void[s]))
        if s == declarer and took:
            places.append((len(discards_at), ALL_CARDS_MASK))
    if not took:
        places.append((TALON_SIZE, ALL_CARDS_MASK))
    piles = iter(assign_cards(pool, places, rng))
    slot: dict[int, list[Card]] = {}
    talon: list[Card] = []
    discards: list[Card] = []
    for s in active:
        if s == me:
            continue
        cards = played[s] + next(piles)
        if s == declarer and took:
            discards = next(piles)
            cards += discards
            rng.shuffle(cards)
            talon = cards[HAND_SIZE:]
            cards = cards[:HAND_SIZE]
        rng.shuffle(cards)
        slot[s] = cards
    if not took:
        talon = next(piles)
    order: list[Card] = []
    for i, c in enumerate(deal):
        if c != HIDDEN:
            order.append(c)
        elif i < HAND_SIZE * 3:
            order.append(slot[active[i // HAND_SIZE]].pop())
        else:
            order.append(talon.pop())
    state.apply_deal(order)
    hidden_discards = iter(discards)
    for actor, action in rest:
        if action == HIDDEN:
            action = next(hidden_discards)
        if actor == state.current_player():
            state.apply_unchecked(action)
        else:
            state._apply_by(actor, action)
            state._history.append((actor, action))
    return state
