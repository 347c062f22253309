"""A small trick-taking game used only to test the AI framework before the real games land.

"Mini": 3 or 4 players, the 24-card deck (A K Q J 10 9), every player gets
the same number of cards dealt one at a time from the dealer's left.  From
forehand on, each player in turn may bid (32) or pass (33); the first bid
makes the declarer, who names a trump suit (34 + suit).  The jacks are the
top trumps (clubs, spades, hearts, diamonds), then the trump suit A 10 K Q 9.
When everybody passes, the deal is played as a "ramsch" with only the jacks
as trumps and every player alone.  During the first trick a defender may
call "kontra" (38) out of turn, doubling the game.

Scoring (zero-sum): the declarer needs 61 of the 120 card points; the base of
10 doubles for schneider (90 or more, or 30 or fewer) and for kontra; the
declarer wins or pays the base from and to each defender.  In a ramsch the
single player with the most points pays 10 to each other player.

The module also gives the game's AI adapter, registered under ``"mini"``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from stammtisch.engine.ai.knowledge import (
    GameAdapter,
    Goal,
    PlayInfo,
    TrickPosition,
    play_info_from_tricks,
    register_adapter,
)
from stammtisch.engine.cards import CARD_POINTS, DECK24, Card, card_str, mask_of
from stammtisch.engine.errors import StammtischError
from stammtisch.engine.messages import Message
from stammtisch.engine.sampling import assign_cards
from stammtisch.engine.skat.scoring import BASE_VALUE
from stammtisch.engine.state import (
    CHANCE,
    HIDDEN,
    TERMINAL,
    ContextValue,
    DealResult,
    Game,
    GameState,
    PlayerView,
    ScoreLine,
)
from stammtisch.engine.tricks import TRUMP, TrickRules

BID, PASS, KONTRA = 32, 33, 38
TRUMP_BASE = 34
JACKS = [3, 11, 19, 27]


def rules_for(trump_suit: int | None) -> TrickRules:
    if trump_suit is None:
        return TrickRules.build(JACKS, "ATKQ9")
    suit = [trump_suit * 8 + r for r in (0, 4, 1, 2, 5)]
    return TrickRules.build(JACKS + suit, "ATKQ9")


class MiniGame(Game):
    NAME = "mini"
    TITLE = "Mini"
    PLAYER_COUNTS = (3, 4)
    DEFAULT_PLAYERS = 3

    def deck(self) -> tuple[Card, ...]:
        return DECK24

    def hand_size(self) -> int:
        return 24 // self.num_players

    def new_state(
        self, dealer: int = 0, context: Mapping[str, ContextValue] | None = None
    ) -> MiniState:
        return MiniState(self, dealer, context)

    def sample_state(self, view: PlayerView, rng: random.Random) -> GameState:
        n = self.num_players
        size = self.hand_size()
        me = view.player
        dealt = [a for actor, a in view.history if actor == CHANCE]
        own = [a for a in dealt if a != HIDDEN]
        # replay the public part on a scratch state with a placeholder deal
        actions = [(actor, a) for actor, a in view.history if actor != CHANCE]
        trump: int | None = None
        ramsch = False
        passes = 0
        for _, a in actions:
            if a >= TRUMP_BASE and a < TRUMP_BASE + 4:
                trump = a - TRUMP_BASE
            if a == PASS:
                passes += 1
        if passes == n:
            ramsch = True
        rules = rules_for(trump) if (trump is not None or ramsch) else rules_for(None)
        plays = [(actor, a) for actor, a in actions if a < 32]
        played_by: dict[int, list[Card]] = {s: [] for s in range(n)}
        voids = [0] * n
        leader = (view.dealer + 1) % n
        for k in range(0, len(plays), n):
            trick = plays[k : k + n]
            lead_class = rules.follow_class[trick[0][1]]
            for s, c in trick:
                played_by[s].append(c)
                if rules.follow_class[c] != lead_class:
                    voids[s] |= 1 << lead_class
            if len(trick) == n:
                leader = trick[rules.winner([c for _, c in trick])][0]
        del leader
        unseen = [c for c in DECK24 if c not in own and all(c not in p for p in played_by.values())]
        others = [s for s in range(n) if s != me]
        places = []
        for s in others:
            allowed = 0
            for c in unseen:
                if not voids[s] >> rules.follow_class[c] & 1:
                    allowed |= 1 << c
            places.append((size - len(played_by[s]), allowed))
        piles = assign_cards(unseen, places, rng)
        hands: dict[int, list[Card]] = {me: []}
        for s, pile in zip(others, piles, strict=True):
            cards = played_by[s] + pile
            rng.shuffle(cards)
            hands[s] = cards
        deal: list[Card] = []
        own_iter = iter(own)
        counters = dict.fromkeys(range(n), 0)
        for k in range(size * n):
            s = (view.dealer + 1 + k) % n
            if s == me:
                deal.append(next(own_iter))
            else:
                deal.append(hands[s][counters[s]])
                counters[s] += 1
        state = self.new_state(view.dealer, dict(view.context))
        state.apply_deal(deal)
        for actor, a in actions:
            if actor == state.current_player():
                state.apply_unchecked(a)
            else:
                state._apply_by(actor, a)
                state._history.append((actor, a))
        return state


class MiniState(GameState):
    game: MiniGame

    def __init__(
        self, game: MiniGame, dealer: int = 0, context: Mapping[str, ContextValue] | None = None
    ) -> None:
        super().__init__(game, dealer, context)
        n = game.num_players
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.dealt = 0
        self.phase = "deal"
        self.bidder = (dealer + 1) % n
        self.passes = 0
        self.declarer: int | None = None
        self.trump: int | None = None
        self.rules = rules_for(None)
        self.kontra = False
        self.leader = (dealer + 1) % n
        self.trick: list[Card] = []
        self.tricks: list[tuple[int, list[Card]]] = []
        self.won: list[list[Card]] = [[] for _ in range(n)]

    def clone(self) -> MiniState:
        other = MiniState.__new__(MiniState)
        other.__dict__.update(self.__dict__)
        other.context = dict(self.context)
        other._history = list(self._history)
        other.hands = [list(h) for h in self.hands]
        other.trick = list(self.trick)
        other.tricks = [(s, list(t)) for s, t in self.tricks]
        other.won = [list(w) for w in self.won]
        return other

    def forehand(self) -> int:
        return (self.dealer + 1) % self.num_players

    def current_player(self) -> int:
        if self.phase == "deal":
            return CHANCE
        if self.phase == "bid":
            return self.bidder
        if self.phase == "declare":
            assert self.declarer is not None
            return self.declarer
        if self.phase == "play":
            return (self.leader + len(self.trick)) % self.num_players
        return TERMINAL

    def legal_actions(self) -> list[int]:
        if self.phase == "deal":
            return sorted(set(self._chance_cards()))
        if self.phase == "bid":
            return [BID, PASS]
        if self.phase == "declare":
            return [TRUMP_BASE + s for s in range(4)]
        if self.phase == "play":
            hand = mask_of(self.hands[self.current_player()])
            lead = self.trick[0] if self.trick else None
            m = self.rules.legal_mask(hand, lead)
            cards = [c for c in range(32) if m >> c & 1]
            return cards + self.out_of_turn_actions(self.current_player())
        return []

    def _apply(self, action: int) -> None:
        n = self.num_players
        if self.phase == "deal":
            seat = (self.dealer + 1 + self.dealt) % n
            self.hands[seat].append(action)
            self.dealt += 1
            if self.dealt == 24:
                self.phase = "bid"
            return
        if self.phase == "bid":
            if action == BID:
                self.declarer = self.bidder
                self.phase = "declare"
            else:
                self.passes += 1
                self.bidder = (self.bidder + 1) % n
                if self.passes == n:
                    self.phase = "play"
                    self.rules = rules_for(None)
            return
        if self.phase == "declare":
            self.trump = action - TRUMP_BASE
            self.rules = rules_for(self.trump)
            self.phase = "play"
            return
        if action == KONTRA:
            self.kontra = True
            return
        seat = self.current_player()
        self.hands[seat].remove(action)
        self.trick.append(action)
        if len(self.trick) == n:
            w = (self.leader + self.rules.winner(self.trick)) % n
            self.tricks.append((self.leader, list(self.trick)))
            self.won[w].extend(self.trick)
            self.trick = []
            self.leader = w
            if not self.hands[w]:
                self.phase = "over"

    def out_of_turn_actions(self, player: int) -> list[int]:
        if (
            self.phase == "play"
            and self.declarer is not None
            and player != self.declarer
            and not self.kontra
            and not self.tricks
        ):
            return [KONTRA]
        return []

    def _apply_by(self, player: int, action: int) -> None:
        if action != KONTRA:
            raise StammtischError("only kontra is taken out of turn")
        self.kontra = True

    def points(self) -> list[int]:
        return [sum(CARD_POINTS[c] for c in w) for w in self.won]

    def scores(self) -> tuple[int, ...]:
        if self.phase != "over":
            return (0,) * self.num_players
        return self.result().scores

    def result(self) -> DealResult:
        if self.phase != "over":
            raise StammtischError("the deal is not over")
        n = self.num_players
        pts = self.points()
        scores = [0] * n
        lines: list[ScoreLine] = []
        if self.declarer is None:
            top = max(pts)
            losers = [s for s in range(n) if pts[s] == top]
            if len(losers) == 1:
                for s in range(n):
                    scores[s] = -10 * (n - 1) if s == losers[0] else 10
            winners = [s for s in range(n) if s not in losers]
            return DealResult(
                "ramsch",
                None,
                tuple(scores),
                tuple(pts),
                details={"winners": winners, "losers": losers},
            )
        d = self.declarer
        dp = pts[d]
        base = 10
        if dp >= 90 or dp <= 30:
            base *= 2
        if self.kontra:
            base *= 2
        sign = 1 if dp >= 61 else -1
        for s in range(n):
            scores[s] = sign * base * (n - 1) if s == d else -sign * base
        lines.append(ScoreLine(Message.of(BASE_VALUE), base))
        others = [s for s in range(n) if s != d]
        return DealResult(
            f"trump {'CSHD'[self.trump or 0]}",
            d,
            tuple(scores),
            tuple(pts),
            lines=tuple(lines),
            details={
                "winners": [d] if sign > 0 else others,
                "losers": others if sign > 0 else [d],
            },
        )

    def action_to_string(self, action: int) -> str:
        if action < 32:
            return card_str(action)
        names = {BID: "bid", PASS: "pass", KONTRA: "kontra"}
        if action in names:
            return names[action]
        return f"trump {'CSHD'[action - TRUMP_BASE]}"

    def action_visible(self, index: int, player: int) -> bool:
        actor, _ = self._history[index]
        if actor != CHANCE:
            return True
        return (self.dealer + 1 + index) % self.num_players == player

    def card_piles(self) -> list[list[Card]]:
        piles = [list(h) for h in self.hands] + [list(self.trick)] + [list(w) for w in self.won]
        deck = list(DECK24)
        for p in piles:
            for c in p:
                deck.remove(c)
        return [*piles, deck]

    def to_json(self) -> dict[str, Any]:
        return {}


class MiniAdapter(GameAdapter):
    """The AI hooks of Mini."""

    def play_info(self, state: GameState, seat: int) -> PlayInfo | None:
        assert isinstance(state, MiniState)
        if state.phase != "play" or state.current_player() != seat:
            return None
        n = state.num_players
        d = state.declarer
        if d is None:
            team = tuple(1 if s == seat else -1 for s in range(n))
            goal = Goal.AVOID
        else:
            team = tuple(1 if (s == d) == (seat == d) else -1 for s in range(n))
            goal = Goal.POINTS
        tricks: list[tuple[int, Sequence[Card]]] = list(state.tricks)
        if state.trick:
            tricks.append((state.leader, state.trick))
        return play_info_from_tricks(
            seat=seat,
            hand=state.hands[seat],
            rules=state.rules,
            players=tuple(range(n)),
            tricks=tricks,
            team=team,
            goal=goal,
            deck=DECK24,
            declarer=d,
        )

    def position(self, state: GameState, perspective: int) -> TrickPosition | None:
        assert isinstance(state, MiniState)
        if state.phase != "play":
            return None
        n = state.num_players
        d = state.declarer
        pts = state.points()
        if d is None:
            side = tuple(0 if s == perspective else 1 for s in range(n))
            values = tuple(-v for v in CARD_POINTS)
            return TrickPosition(
                rules=state.rules,
                hands=tuple(tuple(h) for h in state.hands),
                players=tuple(range(n)),
                leader=state.leader,
                trick=tuple(state.trick),
                side=side,
                card_values=values,
                taken=-pts[perspective],
            )
        side = tuple(0 if s == d else 1 for s in range(n))
        base = 20 if state.kontra else 10
        mult = (n - 1) if perspective == d else -1
        payoffs = tuple(mult * x for x in (-2 * base, -base, base, 2 * base))
        return TrickPosition(
            rules=state.rules,
            hands=tuple(tuple(h) for h in state.hands),
            players=tuple(range(n)),
            leader=state.leader,
            trick=tuple(state.trick),
            side=side,
            taken=pts[d],
            thresholds=(31, 61, 90),
            payoffs=payoffs,
        )

    def decision_values(
        self, state: GameState, seat: int, legal: Sequence[int], level: str
    ) -> dict[int, float] | None:
        assert isinstance(state, MiniState)
        hand = state.hands[seat]
        if state.phase == "bid":
            jacks = sum(1 for c in hand if c in JACKS)
            best_suit = max(
                sum(1 for c in hand if c // 8 == s and c not in JACKS) for s in range(4)
            )
            aces = sum(1 for c in hand if c % 8 == 0)
            strength = 2 * jacks + best_suit + aces - (6 if state.num_players == 3 else 4)
            return {BID: float(strength), PASS: 0.0}
        if state.phase == "declare":
            out = {}
            for a in legal:
                s = a - TRUMP_BASE
                out[a] = sum(
                    1 + CARD_POINTS[c] / 11 for c in hand if c // 8 == s and c not in JACKS
                )
            return out
        return None

    def out_of_turn_values(
        self, state: GameState, seat: int, options: Sequence[int], level: str
    ) -> dict[int, float] | None:
        assert isinstance(state, MiniState)
        rules = state.rules
        trumps = sum(1 for c in state.hands[seat] if rules.follow_class[c] == TRUMP)
        return {KONTRA: float(trumps - 3), -1: 0.0}


register_adapter("mini", MiniAdapter())
