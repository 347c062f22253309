"""The double-dummy (open-hand) solver for the card play of any of the games.

It works on a :class:`~stammtisch.engine.ai.knowledge.TrickPosition`: every
hand open, the trick rules of the contract, who is on which side.  Side 0
maximises the value of the tricks it takes, side 1 minimises it (in games
where everybody plays alone the asking player is side 0 against all others,
the "paranoid" view).  The search is alpha-beta over card plays with

* a transposition table at trick starts (the rest of the deal's value does
  not depend on how the position was reached), holding bounds and the best
  card;
* move ordering (the table's card first, then cheap winners, smearing to a
  partner, low discards);
* equivalent cards cut: cards of one holder that are neighbours in the
  trick order, with no card still in play between them and the same value,
  are one move;
* bounds from the value still in play.

Exact values come from MTD(f) (zero-window searches); a payoff table with
thresholds (win at 61, schneider at 90...) needs only the few zero-window
searches that place the result between two thresholds.

>>> from stammtisch.engine.cards import parse_cards
>>> from stammtisch.engine.tricks import TrickRules
>>> from stammtisch.engine.ai.knowledge import TrickPosition
>>> grand = TrickRules.build(parse_cards("CJ SJ HJ DJ"), "ATKQ987")
>>> pos = TrickPosition(rules=grand, hands=(tuple(parse_cards("CJ HA")), tuple(parse_cards("HT H7")),
...     tuple(parse_cards("HK SA"))), players=(0, 1, 2), leader=0, trick=(), side=(0, 1, 1))
>>> Solver(pos).value()   # HA takes HK and a heart, then CJ takes the rest: every point
38
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..cards import Card
from ..tricks import TRUMP
from .knowledge import TrickPosition

INF = 1 << 30
LEAD_MODE = 3


class SearchAborted(Exception):
    """The node budget or the time cap ran out mid-search."""


class Solver:
    """Alpha-beta with a transposition table over one open-hand position.

    ``node_limit`` and ``should_stop`` (called every 1024 nodes) bound the
    work; hitting either raises :class:`SearchAborted` out of the public
    methods.  One solver keeps its table across calls, so asking about
    every first card in turn shares the work.
    """

    def __init__(
        self,
        pos: TrickPosition,
        node_limit: int | None = None,
        should_stop: Callable[[], bool] | None = None,
    ) -> None:
        self.pos = pos
        players = pos.players
        n = len(players)
        self.n = n
        self.seats = players
        index = {s: i for i, s in enumerate(players)}
        self.hands = [0] * n
        self.dbl = [0] * n
        for i, s in enumerate(players):
            for c in pos.hands[s]:
                bit = 1 << c
                if self.hands[i] & bit:
                    self.dbl[i] |= bit
                else:
                    self.hands[i] |= bit
        self.side = [pos.side[s] for s in players]
        self.leader = index[pos.leader]
        self.trick: list[Card] = list(pos.trick)
        rules = pos.rules
        self.follow = rules.follow_class
        self.power = rules.power
        self.cmask = rules.class_masks
        self.values = pos.card_values
        self.tv = pos.trick_value
        self.lb = pos.last_trick_bonus
        self.lew = pos.later_equal_wins
        self.lew_last = pos.last_trick_equal_wins
        self.called = pos.called_card
        self.runaway = pos.runaway_length
        # class order, strongest first
        orders: list[list[Card]] = [[], [], [], [], []]
        for c in sorted(range(32), key=lambda x: -rules.power[x]):
            orders[rules.follow_class[c]].append(c)
        self.class_order = orders
        cards_left = sum(len(pos.hands[s]) for s in players) + len(pos.trick)
        self.tricks_left = cards_left // n
        pos_sum = 0
        neg_sum = 0
        for s in players:
            for c in pos.hands[s]:
                v = self.values[c]
                if v > 0:
                    pos_sum += v
                else:
                    neg_sum += v
        for c in pos.trick:
            v = self.values[c]
            if v > 0:
                pos_sum += v
            else:
                neg_sum += v
        self.rem_pos = pos_sum
        self.rem_neg = neg_sum
        self.tt: dict[int, tuple[int, int, int]] = {}
        self._cand_cache: dict[tuple[int, int, int], tuple[Card, ...]] = {}
        self.nodes = 0
        self.node_limit = node_limit
        self.should_stop = should_stop

    # --- public ---------------------------------------------------------------

    def to_move(self) -> int:
        """The seat to play next."""
        return self.seats[(self.leader + len(self.trick)) % self.n]

    def legal_cards(self) -> list[Card]:
        """The distinct cards the seat to move may play."""
        i = (self.leader + len(self.trick)) % self.n
        legal = self._legal(i)
        return [c for c in range(32) if legal >> c & 1]

    def value(self, guess: int | None = None) -> int:
        """The value side 0 takes from here on with best play on both sides (MTD(f))."""
        return self._mtdf(self._root_search, guess)

    def reaches(self, target: int) -> bool:
        """Whether side 0 can take at least ``target`` more from here on."""
        return self._ab(target - 1, target) >= target

    def move_value(self, card: Card, guess: int | None = None) -> int:
        """The value side 0 takes from here on when the seat to move plays ``card`` first."""
        return self._mtdf(lambda a, b: self._after(card, a, b), guess)

    def move_reaches(self, card: Card, target: int) -> bool:
        """Whether side 0 takes at least ``target`` from here on after ``card``."""
        return self._after(card, target - 1, target) >= target

    def move_bucket(self, card: Card, targets: Sequence[int]) -> int:
        """How many of the ascending ``targets`` side 0 reaches after ``card`` (binary search)."""
        lo, hi = 0, len(targets)  # answer in [lo, hi]
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if self.move_reaches(card, targets[mid - 1]):
                lo = mid
            else:
                hi = mid - 1
        return lo

    def best_move(self) -> tuple[Card, int]:
        """A card of the seat to move that keeps the position's value, and that value."""
        best_card = -1
        best_val = -INF
        minimise = self.side[(self.leader + len(self.trick)) % self.n] != 0
        for card in self.legal_cards():
            v = self.move_value(card)
            if best_card < 0 or (v < best_val if minimise else v > best_val):
                best_card, best_val = card, v
        return best_card, best_val

    # --- the search ---------------------------------------------------------------

    def _mtdf(self, search: Callable[[int, int], int], guess: int | None) -> int:
        g = guess if guess is not None else (self.rem_pos + self.rem_neg) // 2
        lower, upper = -INF, INF
        while lower < upper:
            beta = g + 1 if g == lower else g
            g = search(beta - 1, beta)
            if g < beta:
                upper = g
            else:
                lower = g
        return g

    def _root_search(self, alpha: int, beta: int) -> int:
        return self._ab(alpha, beta)

    def _after(self, card: Card, alpha: int, beta: int) -> int:
        """Value after the seat to move plays ``card`` (which must be legal)."""
        n = self.n
        i = (self.leader + len(self.trick)) % n
        return self._play(i, card, alpha, beta)

    def _legal(self, i: int) -> int:
        hand = self.hands[i]
        called = self.called
        if called >= 0 and hand >> called & 1:
            return called_legal(hand, self.trick, called, self.follow, self.cmask, self.runaway)
        if not self.trick:
            return hand
        same = hand & self.cmask[self.follow[self.trick[0]]]
        return same if same else hand

    def _play(self, i: int, c: Card, alpha: int, beta: int) -> int:
        """Play card ``c`` for player index ``i`` and search on; restores everything."""
        bit = 1 << c
        hands = self.hands
        dbl = self.dbl
        if dbl[i] & bit:
            dbl[i] ^= bit
            from_dbl = True
        else:
            hands[i] ^= bit
            from_dbl = False
        trick = self.trick
        trick.append(c)
        n = self.n
        v = self._finish_trick(alpha, beta) if len(trick) == n else self._ab(alpha, beta)
        trick.pop()
        if from_dbl:
            dbl[i] ^= bit
        else:
            hands[i] ^= bit
        return v

    def _finish_trick(self, alpha: int, beta: int) -> int:
        trick = self.trick
        n = self.n
        follow = self.follow
        power = self.power
        last = self.tricks_left == 1
        lew = self.lew if (not last or self.lew_last) else 0
        best = trick[0]
        bi = 0
        for k in range(1, n):
            c = trick[k]
            fc = follow[c]
            fb = follow[best]
            if fc == fb:
                if power[c] > power[best] or (c == best and lew >> c & 1):
                    best = c
                    bi = k
            elif fc == TRUMP:
                best = c
                bi = k
        values = self.values
        val = self.tv
        pos_part = 0
        neg_part = 0
        for c in trick:
            v = values[c]
            val += v
            if v > 0:
                pos_part += v
            else:
                neg_part += v
        w = (self.leader + bi) % n
        if last:
            val += self.lb
        gain = val if self.side[w] == 0 else 0
        if last:
            return gain
        saved_leader = self.leader
        saved_trick = trick[:]
        self.leader = w
        self.tricks_left -= 1
        self.rem_pos -= pos_part
        self.rem_neg -= neg_part
        trick.clear()
        v = gain + self._ab(alpha - gain, beta - gain)
        trick.extend(saved_trick)
        self.rem_pos += pos_part
        self.rem_neg += neg_part
        self.tricks_left += 1
        self.leader = saved_leader
        return v

    def _bounds(self) -> tuple[int, int]:
        tl = self.tricks_left
        tv = self.tv
        lb = self.lb
        hi = self.rem_pos + (tv * tl if tv > 0 else 0) + (lb if lb > 0 else 0)
        lo = self.rem_neg + (tv * tl if tv < 0 else 0) + (lb if lb < 0 else 0)
        return lo, hi

    def _key(self) -> int:
        key = self.leader
        for h in self.hands:
            key = (key << 32) | h
        dbl = self.dbl
        if any(dbl):
            for d in dbl:
                key = (key << 32) | d
            return (key << 1) | 1
        return key << 1

    def _ab(self, alpha: int, beta: int) -> int:
        self.nodes += 1
        if self.nodes & 1023 == 0:
            if self.node_limit is not None and self.nodes > self.node_limit:
                raise SearchAborted("node budget spent")
            if self.should_stop is not None and self.should_stop():
                raise SearchAborted("time is up")
        trick = self.trick
        k = len(trick)
        n = self.n
        tt_move = -1
        key = 0
        a0 = alpha
        b0 = beta
        if k == 0:
            if self.tricks_left == 0:
                return 0
            lo_b, hi_b = self._bounds()
            if hi_b <= alpha:
                return hi_b
            if lo_b >= beta:
                return lo_b
            key = self._key()
            entry = self.tt.get(key)
            if entry is not None:
                lo, hi, tt_move = entry
                if lo >= beta:
                    return lo
                if hi <= alpha:
                    return hi
                if lo == hi:
                    return lo
                if lo > alpha:
                    alpha = lo
                if hi < beta:
                    beta = hi
                lo_b = max(lo_b, lo)
                hi_b = min(hi_b, hi)
        i = (self.leader + k) % n
        moves = self._ordered(i, tt_move)
        maximising = self.side[i] == 0
        best_card = -1
        if maximising:
            best = -INF
            for c in moves:
                v = self._play(i, c, alpha, beta)
                if v > best:
                    best = v
                    best_card = c
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
        else:
            best = INF
            for c in moves:
                v = self._play(i, c, alpha, beta)
                if v < best:
                    best = v
                    best_card = c
                    if v < beta:
                        beta = v
                        if alpha >= beta:
                            break
        if k == 0:
            old = self.tt.get(key)
            lo, hi = (old[0], old[1]) if old is not None else (-INF, INF)
            if best <= a0:
                hi = min(hi, best)
            elif best >= b0:
                lo = max(lo, best)
            else:
                lo = hi = best
            self.tt[key] = (lo, hi, best_card)
        return best

    def _candidates(self, legal: int, alive: int, others: int) -> tuple[Card, ...]:
        """The legal cards left after cutting equivalent neighbours (see the module docstring)."""
        values = self.values
        follow = self.follow
        cands: list[Card] = []
        m = legal
        classes = 0
        while m:
            low = m & -m
            classes |= 1 << follow[low.bit_length() - 1]
            m ^= low
        for klass in range(5):
            if not classes >> klass & 1:
                continue
            prev_kept = False
            prev_val = 0
            for c in self.class_order[klass]:
                if not alive >> c & 1:
                    continue
                if legal >> c & 1:
                    if not (prev_kept and values[c] == prev_val):
                        cands.append(c)
                    prev_kept = True
                    prev_val = values[c]
                    if others >> c & 1:
                        # the other copy (double deck) is still out: it separates
                        prev_kept = False
                else:
                    prev_kept = False
        return tuple(cands)

    def _ordered(self, i: int, tt_move: int) -> list[Card]:
        """The distinct, non-equivalent legal cards of player ``i``, likeliest best first."""
        legal = self._legal(i)
        trick = self.trick
        others = 0
        for j, h in enumerate(self.hands):
            if j != i:
                others |= h
        for c in trick:
            others |= 1 << c
        follow = self.follow
        key = (legal, others | self.hands[i], others)
        cached = self._cand_cache.get(key)
        if cached is None:
            cached = self._candidates(legal, key[1], others)
            self._cand_cache[key] = cached
        cands = list(cached)
        values = self.values
        if len(cands) <= 1:
            return cands
        power = self.power
        if not trick:
            # leads: strongest first (drawing trumps, cashing aces), then the rest
            cands.sort(key=lambda c: -power[c] - (200 if follow[c] == TRUMP else 0))
        else:
            best = trick[0]
            bi = 0
            for k in range(1, len(trick)):
                c = trick[k]
                fc = follow[c]
                fb = follow[best]
                if (fc == fb and power[c] > power[best]) or (fc != fb and fc == TRUMP):
                    best = c
                    bi = k
            winner = (self.leader + bi) % self.n
            friend_wins = self.side[winner] == self.side[i]
            fb = follow[best]
            pb = power[best]

            def beats(c: Card) -> bool:
                fc = follow[c]
                return (fc == fb and power[c] > pb) or (fc != fb and fc == TRUMP)

            if friend_wins:
                # smear: high value non-winners first, then low winners
                cands.sort(key=lambda c: (beats(c), -values[c] if not beats(c) else power[c]))
            else:
                # cheapest winner first, then low discards
                cands.sort(key=lambda c: (not beats(c), power[c] if beats(c) else values[c]))
        if tt_move >= 0 and tt_move in cands:
            cands.remove(tt_move)
            cands.insert(0, tt_move)
        return cands


def called_legal(
    hand: int,
    trick: Sequence[Card],
    called: Card,
    follow: Sequence[int],
    cmask: Sequence[int],
    runaway: int,
) -> int:
    """The cards the holder of a called ace may play (see ``TrickPosition.called_card``)."""
    klass = follow[called]
    suit = hand & cmask[klass]
    bit = 1 << called
    if not trick:
        if suit.bit_count() >= runaway:
            return hand
        return hand & ~(suit & ~bit)
    lead = follow[trick[0]]
    if lead == klass:
        return bit
    same = hand & cmask[lead]
    legal = same if same else hand
    if legal != bit:
        legal &= ~bit
    return legal


def solve_moves(
    pos: TrickPosition,
    node_limit: int | None = None,
    should_stop: Callable[[], bool] | None = None,
    exact: bool = False,
) -> dict[Card, float]:
    """The payoff of every legal card of the seat to move (thresholds bucketed, or exact values).

    Raises :class:`SearchAborted` when the budget runs out.
    """
    solver = Solver(pos, node_limit, should_stop)
    out: dict[Card, float] = {}
    moves = solver.legal_cards()
    if pos.thresholds and not exact:
        remaining = [t - pos.taken for t in pos.thresholds]
        for card in moves:
            b = solver.move_bucket(card, remaining)
            out[card] = pos.payoffs[b]
        return out
    guess = None
    for card in moves:
        v = solver.move_value(card, guess)
        guess = v
        out[card] = pos.payoff(pos.taken + v)
    return out


__all__ = ["SearchAborted", "Solver", "solve_moves"]
