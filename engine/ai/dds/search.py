"""The open-hand (double-dummy) solver: bitboards, precomputed winners, bounds in a table.

It works on a :class:`~..knowledge.TrickPosition`: every hand open, the trick
rules of the contract, who is on which side.  Side 0 maximises the value of
the tricks it takes, side 1 minimises it (in games where everybody plays
alone the asking player is side 0 against all others, the "paranoid" view).
:class:`FastSolver` tells the value side 0 takes from here on, whether it
reaches a target, the value of each first card and, with Doppelkopf's extra
points, side 0's score.  It searches with the compiled core when it is built
(``_core_search.c``, the search in plain C, behind ``_core.c``, its CPython
module), else in Python (:func:`_python_search` below, the reference the core is tested
against); the two give the same values.  The search:

* hands are bit masks of up to 64 bits: a card's first copy is its own bit,
  the second copy of a double deck (Doppelkopf) the bit 32 higher;
* who beats whom is one table per contract (``beats[w * 64 + b]``: card
  ``b`` played later takes the trick from the winning card ``w``), so a
  trick's winner is kept up to date card by card;
* rank equivalence: legal cards of one player that became neighbours in
  their suit (no card still in play lies between them) and are worth the
  same are one move, unless the stronger one is a second copy whose first
  copy another player holds (that copy beats the weaker card, not its twin);
  the candidates of a (legal, others) pair are cached;
* a transposition table at trick starts keyed by Zobrist hashing (one random
  number per player and card, XORed as cards leave hands), holding lower and
  upper bounds on the value of the rest of the deal and the best card; twins
  of a double deck count as one kind in the key, and the key packs runs of
  equally worth neighbours to the top of their run (not across kinds where a
  later equal card wins);
* zero-window searches at only the thresholds that matter (a binary search
  over the payoff table) and MTD(f) for exact values, both reusing the
  table's bounds;
* bounds from the points still in play, the last trick counted without
  search;
* move ordering: the table's card, then sure winners (the strongest card of
  their class still out), strong leads, cheap winners, smearing onto a
  partner, low discards.

Not done: quick-trick bounds (tried on Doppelkopf: they cost more time than they save) and
partition search (what it could gain at most was measured; see
docs/log/2026-11-24-compiled-core-and-doppelkopf.md).

>>> from stammtisch.engine.cards import parse_cards
>>> from stammtisch.engine.tricks import TrickRules
>>> from stammtisch.engine.ai.knowledge import TrickPosition
>>> grand = TrickRules.build(parse_cards("CJ SJ HJ DJ"), "ATKQ987")
>>> pos = TrickPosition(rules=grand, hands=(tuple(parse_cards("CJ HA")), tuple(parse_cards("HT H7")),
...     tuple(parse_cards("HK SA"))), players=(0, 1, 2), leader=0, trick=(), side=(0, 1, 1))
>>> FastSolver(pos).value()
38
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import pairwise
from typing import TYPE_CHECKING, Any

from ...cards import Card
from ...cards import cards_of as _bits
from ...tricks import TRUMP
from ..knowledge import TrickPosition

if TYPE_CHECKING:
    from ._core import Core

_Core: type[Core] | None
try:  # the compiled core (_core.c, _core_search.c); the Python search below is the reference
    from ._core import Core as _Core
except ImportError:  # pragma: no cover - a build without a C compiler
    _Core = None

COMPILED = _Core is not None
"""Whether the compiled search is there (``pip install .`` builds it when a C compiler is)."""

INF = 1 << 30
TABLE_LIMIT = 3_000_000
"""The transposition table is emptied when it holds more entries than this."""

_ZOBRIST_RNG = random.Random(0x5EED)
_ZOBRIST = tuple(_ZOBRIST_RNG.getrandbits(64) for _ in range(8 * 64))
_ZOBRIST_LEADER = tuple(_ZOBRIST_RNG.getrandbits(64) for _ in range(8))

_ZOBRIST_EXTRAS = tuple(_ZOBRIST_RNG.getrandbits(64) for _ in range(256))
"""Table key parts for side 0's net extras since the root (index ``e + 128``)."""
BIG = 1 << 20
"""Stands for an infinite card-point threshold in :meth:`FastSolver._set_level`."""


class SearchAborted(Exception):
    """The node budget or the time cap ran out mid-search."""


_BEATS_CACHE: dict[tuple[Any, ...], bytes] = {}


def _beats_table(follow: Sequence[int], power: Sequence[int], lew: int) -> bytes:
    """``t[w * 64 + b]``: whether card bit ``b`` played later beats the winning card bit ``w``
    (1 or 0; bytes, so the compiled core copies the table at once)."""
    key = (tuple(follow), tuple(power), lew)
    table = _BEATS_CACHE.get(key)
    if table is not None:
        return table
    out = [False] * 4096
    for w in range(64):
        cw = w & 31
        fw = follow[cw]
        for b in range(64):
            cb = b & 31
            fb = follow[cb]
            if cb == cw:
                beats = bool(lew >> cb & 1) and w != b
            elif fb == fw:
                beats = power[cb] > power[cw]
            else:
                beats = fb == TRUMP
            out[w * 64 + b] = beats
    table = bytes(out)
    _BEATS_CACHE[key] = table
    return table


def _twin_key(b: int, hand: int) -> int:
    """The Zobrist slot of card bit ``b`` in ``hand``: twins of a double deck count, not their copy.

    A hand's key XORs slot ``c`` for one copy of card ``c`` and slots ``c`` and
    ``c + 32`` for both; so who holds which copy of a twin does not matter.
    Playing ``b`` flips slot ``c + 32`` while the hand keeps the other copy,
    else slot ``c`` (and adding ``b`` to a hand flips the same slot as playing
    it from the hand with it).  With a single deck this is ``b`` itself.

    >>> _twin_key(5, 0b100000), _twin_key(5, 1 << 37 | 1 << 5), _twin_key(37, 1 << 37)
    (5, 37, 5)
    """
    return (b | 32) if hand >> (b ^ 32) & 1 else (b & 31)


class _ExtrasSetup:
    """What the search needs to count a position's :class:`~..knowledge.TrickExtras`.

    * ``code[b]``: card bit ``b``'s part of a trick's extras code ``x`` (the
      sum over the trick's cards): a fox of side 1 adds 1, a fox of side 0
      16, a ``charlie`` card of side 1 256 and one of side 0 4096, so each
      4-bit field counts such cards (at most two);
    * ``fox0``/``fox1``/``cj0``/``cj1``: the bits of the foxes and charlie
      cards that side 0 / side 1 hold or played to the trick on the table;
    * ``eqv``: the card values, made unique for fox and charlie cards so that
      rank equivalence never merges them with a plain card of equal worth;
    * ``rich``: the cards that may be in a doppelkopf trick (every card of
      one is worth at least the threshold less what the other players could
      add), so the doppelkopf tricks to come are at most the fewest such
      cards in a hand;
    * ``radius`` R: a bound on the net extras still to come (the doppelkopf
      tricks, the foxes at ``fox_last`` each, Charlie and every charlie card
      caught), so ``phi`` has ``2 R + 1`` entries, ``phi[e + R]`` for ``e``
      in ``-R..R``;
    * ``phi`` and ``level_key``: set per tested score level by
      :meth:`FastSolver._set_level`.
    """

    def __init__(self, pos: TrickPosition, hands: list[int], trick_bits: list[int]) -> None:
        ex = pos.extras
        assert ex is not None
        n = len(pos.players)
        side = [pos.side[s] for s in pos.players]
        owner = [-1] * 64
        for i, h in enumerate(hands):
            for b in _bits(h):
                owner[b] = side[i]
        first = pos.players.index(pos.leader)
        for j, b in enumerate(trick_bits):
            owner[b] = side[(first + j) % n]
        self.code = [0] * 64
        self.fox0 = self.fox1 = self.cj0 = self.cj1 = 0
        self.eqv = [pos.card_values[b & 31] for b in range(64)]
        for b in range(64):
            if owner[b] < 0:
                continue
            if b & 31 == ex.fox:
                self.code[b] = 1 if owner[b] else 16
                if owner[b]:
                    self.fox1 |= 1 << b
                else:
                    self.fox0 |= 1 << b
            elif b & 31 == ex.charlie:
                self.code[b] = 256 if owner[b] else 4096
                if owner[b]:
                    self.cj1 |= 1 << b
                else:
                    self.cj0 |= 1 << b
            else:
                continue
            self.eqv[b] = 1000 * (1 + (b & 31))
        self.doppelkopf = ex.doppelkopf
        # A doppelkopf trick needs every player's card to be worth at least what the trick's
        # threshold leaves when the other players give the most a card is worth: in a normal
        # game (40 points, the most 11) an ace or a ten from each.  So there are never more
        # doppelkopf tricks to come than the fewest such cards in any hand.
        least = ex.doppelkopf - (n - 1) * max(pos.card_values)
        self.rich = sum(1 << b for b in range(64) if pos.card_values[b & 31] >= least)
        self.fox_last = ex.fox_last
        self.charlie = ex.charlie
        self.caught = 1 if ex.charlie_caught else 0
        tricks_left = (sum(h.bit_count() for h in hands) + len(trick_bits)) // n
        self.up0 = self.up1 = tricks_left
        self.up0 += self.fox_last * self.fox1.bit_count() + self.caught * self.cj1.bit_count()
        self.up1 += self.fox_last * self.fox0.bit_count() + self.caught * self.cj0.bit_count()
        self.up0 += 1 if self.cj0 else 0
        self.up1 += 1 if self.cj1 else 0
        self.radius = max(self.up0, self.up1) + 1
        if self.radius > 120:
            raise ValueError("too many extras still to play for the solver")
        self.phi = [0] * (2 * self.radius + 1)
        self.level_key = [0]


@dataclass(frozen=True)
class _Tables:
    """A position's contract as both searches read it, by card bit (see :class:`FastSolver`)."""

    n: int
    """Players."""
    cls: list[int]
    """Each card bit's follow class."""
    pw: list[int]
    """Each card bit's trick-taking power within its class."""
    val: list[int]
    """Each card bit's value to side 0."""
    cmask: list[int]
    """The card bits of each follow class."""
    orders: list[list[int]]
    """Each class's card bits, strongest first, a second copy right after its first."""
    beats: bytes
    """``beats[w * 64 + b]``: card bit ``b`` played later takes the trick from ``w``."""
    beats_last: bytes
    """The same in the last trick."""
    called: int
    """The called ace (``TrickPosition.called_card``), or -1."""
    runaway: int
    """``TrickPosition.runaway_length``."""
    double: bool
    """Whether second copies (bits 32 to 63) are in play."""
    tv: int
    """A trick's value besides its cards."""
    lb: int
    """The last trick's bonus."""
    lew: int
    """The cards whose later equal copy wins the trick."""


def _lead_keys(t: _Tables) -> list[int]:
    """Each card bit's place in the lead order (lower first): trumps, then the stronger cards."""
    return [-t.pw[b] - (200 if t.cls[b] == TRUMP else 0) for b in range(64)]


def _neighbours(t: _Tables) -> tuple[list[int], list[int]]:
    """Each card bit's next stronger card bit of its class (-1: none), and the stronger ones.

    A second copy led wins against its first copy played later (unless a later equal card
    wins): the twin is not above it for a lead.
    """
    prev = [-1] * 64
    above = [0] * 64
    for order in t.orders:
        seen_mask = 0
        for j, b in enumerate(order):
            prev[b] = order[j - 1] if j else -1
            twin_beaten = not t.lew >> (b & 31) & 1
            above[b] = seen_mask & ~(1 << (b ^ 32)) if twin_beaten else seen_mask
            seen_mask |= 1 << b
    return prev, above


_Block = tuple[int, tuple[int, ...], tuple[int, ...]]
"""A run of equally worth kinds: (its mask, its kinds strongest first, ``tops[j]``: the mask
of its ``j`` strongest kinds)."""


def _equal_runs(t: _Tables, eqv: Sequence[int]) -> list[_Block]:
    """The runs of equally worth neighbouring kinds in each class (the table key packs them).

    At a trick start only the holders of a run's live kinds in order matter, so the table
    key packs them to the run's top (a dead jack of clubs and a live jack of spades is the
    same position as the other way round).  A double deck's twins move as one kind: a kind
    with one live copy stays one copy, with two stays two.  The called ace is a run of its
    own, and kinds where a later equal card wins (the Dulle) do not share a run with kinds
    where it does not.
    """
    called = t.called
    lew = t.lew
    blocks: list[_Block] = []
    for order in t.orders:
        run: list[int] = []
        for b in [*(x for x in order if x < 32), -1]:
            if run and (
                b < 0
                or eqv[b] != eqv[run[-1]]
                or b == called
                or run[-1] == called
                or (lew >> b & 1) != (lew >> run[-1] & 1)
            ):
                if len(run) > 1:
                    tops = tuple(sum(1 << x for x in run[:j]) for j in range(len(run) + 1))
                    blocks.append((tops[-1], tuple(run), tops))
                run = []
            if b >= 0:
                run.append(b)
    return blocks


def _legal_function(t: _Tables) -> Callable[[int, int, bool], int]:
    """``legal_of(hand, lead_cls, trick_empty)``: the card bits of ``hand`` that may be played."""
    called = t.called
    cls = t.cls
    cmask = t.cmask
    runaway = t.runaway

    def legal_of(hand: int, lead_cls: int, trick_empty: bool) -> int:
        if called >= 0 and hand >> called & 1:
            klass = cls[called]
            suit = hand & cmask[klass]
            cbit = 1 << called
            if trick_empty:
                if suit.bit_count() >= runaway:
                    return hand
                return hand & ~(suit & ~cbit)
            if lead_cls == klass:
                return cbit
            same = hand & cmask[lead_cls]
            legal = same if same else hand
            if legal != cbit:
                legal &= ~cbit
            return legal
        if trick_empty:
            return hand
        same = hand & cmask[lead_cls]
        return same if same else hand

    return legal_of


def _candidates_function(
    prev: list[int], eqv: Sequence[int], lead_key: list[int]
) -> Callable[[int, int], tuple[int, ...]]:
    """``candidates(legal, others)``: the ``legal`` card bits less the rank equivalent ones,
    in lead order; ``others``: every other card still in play.  Answers are cached."""
    cache: dict[int, tuple[int, ...]] = {}

    def candidates(legal: int, others: int) -> tuple[int, ...]:
        key = legal | (others << 64)
        cached = cache.get(key)
        if cached is not None:
            return cached
        alive = legal | others
        out: list[int] = []
        m = legal
        while m:
            low = m & -m
            b = low.bit_length() - 1
            m ^= low
            p = prev[b]
            while p >= 0 and not alive >> p & 1:
                p = prev[p]
            # the same move as its stronger neighbour p, unless p is a second copy whose
            # first copy another player holds: that copy beats b but not p
            if (
                p >= 0
                and legal >> p & 1
                and eqv[p] == eqv[b]
                and (p < 32 or not others >> (p - 32) & 1)
            ):
                continue
            out.append(b)
        out.sort(key=lead_key.__getitem__)
        result = tuple(out)
        cache[key] = result
        return result

    return candidates


def _key_packer(t: _Tables, blocks: list[_Block], hands: list[int]) -> Callable[[int, int], int]:
    """``packed_key(key, alive)``: a trick start's table key with each run of
    :func:`_equal_runs` packed to its top (``hands``: the search's hands, as they change)."""
    n = t.n
    double = t.double
    zobrist = _ZOBRIST

    def packed_key(key: int, alive: int) -> int:
        kinds = (alive | alive >> 32) & 0xFFFFFFFF if double else alive
        for bm, run, tops in blocks:
            live = bm & kinds
            if live != tops[live.bit_count()]:
                slot = 0
                for b in run:
                    if kinds >> b & 1:
                        c = run[slot]
                        slot += 1
                        if c != b:
                            for j in range(n):
                                h = hands[j] >> b
                                if h & 1:
                                    key ^= zobrist[j * 64 + b] ^ zobrist[j * 64 + c]
                                    if h >> 32 & 1:
                                        key ^= zobrist[j * 64 + b + 32]
                                        key ^= zobrist[j * 64 + c + 32]
                                elif h >> 32 & 1:
                                    key ^= zobrist[j * 64 + b] ^ zobrist[j * 64 + c]
        return key

    return packed_key


def _trick_gain_function(ext: _ExtrasSetup) -> Callable[[int, int, int, bool, bool], int]:
    """``trick_gain(x, pts, wbit, win0, last)``: side 0's net extras from a finished trick.

    ``x``: the sum of the trick's cards' codes; ``pts``: its card points;
    ``wbit``: the winning card; ``win0``: side 0 won it; ``last``: the deal's
    last trick.
    """
    dk, fl, charlie, cc = ext.doppelkopf, ext.fox_last, ext.charlie, ext.caught

    def trick_gain(x: int, pts: int, wbit: int, win0: bool, last: bool) -> int:
        if win0:
            g = x & 15
            caught = x >> 8 & 15
        else:
            g = x >> 4 & 15
            caught = x >> 12 & 15
        if last:
            g *= fl
            if wbit & 31 == charlie:
                g += 1
            if cc:
                g += caught
        if pts >= dk:
            g += 1
        return g if win0 else -g

    return trick_gain


def _extras_reach_function(
    ext: _ExtrasSetup, hands: list[int]
) -> Callable[[int, int, int], tuple[int, int]]:
    """``extras_reach(alive, tl, rp)``: the most net extras side 0 and side 1 can still earn
    at a trick start (``alive``: the cards in hands, ``tl``: tricks left, ``rp``: the
    positive card values in hands)."""
    dk, fl, cc, rich = ext.doppelkopf, ext.fox_last, ext.caught, ext.rich
    fox0, fox1, cj0, cj1 = ext.fox0, ext.fox1, ext.cj0, ext.cj1

    def extras_reach(alive: int, tl: int, rp: int) -> tuple[int, int]:
        d = tl if dk <= 0 else min(tl, rp // dk, *((h & rich).bit_count() for h in hands))
        up0 = d + fl * (alive & fox1).bit_count() + cc * (alive & cj1).bit_count()
        up1 = d + fl * (alive & fox0).bit_count() + cc * (alive & cj0).bit_count()
        if alive & cj0:
            up0 += 1
        if alive & cj1:
            up1 += 1
        return up0, up1

    return extras_reach


def _python_search(
    solver: FastSolver,
    t: _Tables,
    ext: _ExtrasSetup | None,
    lead_key: list[int],
    prev: list[int],
    above: list[int],
    blocks: list[_Block],
) -> Callable[[int, int, int], int]:
    """The search in Python: ``root(first, alpha, beta)`` (see :meth:`FastSolver._build`).

    Three closures that call each other: ``lead`` at a trick start (bounds,
    the table, the lead order), ``follow`` for a later card of the trick (the
    trick's end and the rest of the deal included), ``root`` from the position.
    """
    n, cls, val, cmask = t.n, t.cls, t.val, t.cmask
    beats, beats_last, called, tv, lb = t.beats, t.beats_last, t.called, t.tv, t.lb
    hands = solver.hands
    side = solver.side
    tt = solver.tt
    zobrist = _ZOBRIST
    zleader = _ZOBRIST_LEADER
    nxt = [(i + 1) % n for i in range(n)]
    pos_v = [v if v > 0 else 0 for v in val]
    neg_v = [v if v < 0 else 0 for v in val]
    neg_val = [-v for v in val]
    tv_p = tv if tv > 0 else 0
    tv_n = tv if tv < 0 else 0
    lb_p = lb if lb > 0 else 0
    lb_n = lb if lb < 0 else 0
    legal_of = _legal_function(t)
    packed_key = _key_packer(t, blocks, hands)
    # extras (see _ExtrasSetup); without them every code is 0 and nothing else is read
    if ext is not None:
        xcode = ext.code
        phi = ext.phi
        R = ext.radius
        lvl = ext.level_key
        zext = _ZOBRIST_EXTRAS
        trick_gain = _trick_gain_function(ext)
        extras_reach = _extras_reach_function(ext, hands)
        candidates = _candidates_function(prev, ext.eqv, lead_key)
    else:
        xcode = [0] * 64
        candidates = _candidates_function(prev, val, lead_key)

    def tick() -> None:
        lim = solver.node_limit
        if lim is not None and solver.nodes > lim:
            raise SearchAborted("node budget spent")
        stop = solver.should_stop
        if stop is not None and stop():
            raise SearchAborted("time is up")

    def last_trick(leader: int, e: int) -> int:
        w = hands[leader]
        wbit = w.bit_length() - 1
        widx = leader
        total = val[wbit] + tv + lb
        i = nxt[leader]
        while i != leader:
            b = hands[i].bit_length() - 1
            total += val[b]
            if beats_last[wbit * 64 + b]:
                wbit = b
                widx = i
            i = nxt[i]
        if ext is None:
            return total if side[widx] == 0 else 0
        x = 0
        for h in hands:
            x += xcode[h.bit_length() - 1]
        win0 = side[widx] == 0
        g = trick_gain(x, total - tv - lb, wbit, win0, True)
        return (total if win0 else 0) + phi[e + g + R]

    def lead(
        leader: int, tl: int, zob: int, rp: int, rn: int, e: int, alpha: int, beta: int
    ) -> int:
        """Side 0's value of the rest of the deal, ``leader`` to lead with ``tl`` tricks left.

        ``rp``/``rn``: the positive/negative card values still in hands;
        ``e``: side 0's net extras since the root (extras only).
        """
        solver.nodes += 1
        if solver.nodes & 1023 == 0:
            tick()
        if tl == 1:
            return last_trick(leader, e)
        hi_b = rp + tv_p * tl + lb_p
        lo_b = rn + tv_n * tl + lb_n
        if ext is None:
            if hi_b <= alpha:
                return hi_b
            if lo_b >= beta:
                return lo_b
        alive = 0
        for h in hands:
            alive |= h
        key = zob ^ zleader[leader]
        if ext is not None:
            up0, up1 = extras_reach(alive, tl, rp)
            hi_b += phi[e + up0 + R]
            lo_b += phi[e - up1 + R]
            key ^= zext[e + 128] ^ lvl[0]
            if hi_b <= alpha:
                return hi_b
            if lo_b >= beta:
                return lo_b
        if blocks:
            key = packed_key(key, alive)
        entry = tt.get(key)
        tt_move = -1
        a0 = alpha
        b0 = beta
        if entry is not None:
            lo, hi, tt_move = entry
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
        hand = hands[leader]
        others = alive & ~hand
        cands = candidates(hand if called < 0 else legal_of(hand, 0, True), others)
        moves: Sequence[int] = cands
        if len(cands) > 1:
            # sure winners (the strongest card of their class still out) first
            masters = []
            rest = []
            for b in cands:
                if others & above[b]:
                    rest.append(b)
                else:
                    masters.append(b)
            masters.extend(rest)
            if tt_move >= 0 and tt_move != masters[0] and tt_move in masters:
                masters.remove(tt_move)
                masters.insert(0, tt_move)
            moves = masters
        maximise = side[leader] == 0
        best = -INF if maximise else INF
        best_card = -1
        zbase = leader * 64
        nx = nxt[leader]
        for b in moves:
            hands[leader] = hand ^ (1 << b)
            v = follow(
                nx, 1, leader, tl, zob ^ zobrist[zbase + _twin_key(b, hand)], rp - pos_v[b],
                rn - neg_v[b], cls[b], b, leader, val[b], alive, e, xcode[b], alpha, beta,
            )  # fmt: skip
            if maximise:
                if v > best:
                    best = v
                    best_card = b
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
            elif v < best:
                best = v
                best_card = b
                if v < beta:
                    beta = v
                    if alpha >= beta:
                        break
        hands[leader] = hand
        if len(tt) > TABLE_LIMIT:
            tt.clear()
            entry = None
        if entry is not None:
            lo, hi = entry[0], entry[1]
        else:
            lo, hi = -INF, INF
        if best <= a0:
            hi = best if best < hi else hi
        elif best >= b0:
            lo = best if best > lo else lo
        else:
            lo = hi = best
        tt[key] = (lo, hi, best_card)
        return best

    def follow(
        i: int, k: int, leader: int, tl: int, zob: int, rp: int, rn: int,
        lc: int, wbit: int, widx: int, pts: int, tm: int, e: int, x: int,
        alpha: int, beta: int,
    ) -> int:  # fmt: skip
        """Side 0's value of the rest, player ``i`` to play the trick's ``k``-th card.

        ``lc``: the led class; ``wbit``/``widx``: the winning card so far
        and its player; ``pts``: the trick's card points so far; ``tm``:
        the cards live at the trick's start; ``e``: side 0's net extras
        since the root; ``x``: the sum of the trick's cards' extras codes.
        """
        solver.nodes += 1
        hand = hands[i]
        if called >= 0:
            legal = legal_of(hand, lc, False)
        else:
            legal = hand & cmask[lc]
            if not legal:
                legal = hand
        bt = beats_last if tl == 1 else beats
        if legal & (legal - 1) == 0:
            moves: Sequence[int] = (legal.bit_length() - 1,)
        else:
            cands = candidates(legal, tm & ~hand)  # tm: every card live at the trick's start
            friend = side[widx] == side[i]
            wins = []
            loses = []
            wb = wbit * 64
            for b in cands:
                if bt[wb + b]:
                    wins.append(b)
                else:
                    loses.append(b)
            if friend:
                if len(loses) > 1:
                    loses.sort(key=neg_val.__getitem__)
                wins.reverse()
                loses.extend(wins)
                moves = loses
            else:
                if len(loses) > 1:
                    loses.sort(key=val.__getitem__)
                wins.reverse()
                wins.extend(loses)
                moves = wins
        maximise = side[i] == 0
        best = -INF if maximise else INF
        zbase = i * 64
        k1 = k + 1
        last = k1 == n
        nx = nxt[i]
        for b in moves:
            hands[i] = hand ^ (1 << b)
            if bt[wbit * 64 + b]:
                nw = b
                ni = i
            else:
                nw = wbit
                ni = widx
            p = pts + val[b]
            z = zob ^ zobrist[zbase + _twin_key(b, hand)]
            if last:
                gain = p + tv
                if ext is None:  # card points only
                    if tl == 1:
                        v = (gain + lb) if side[ni] == 0 else 0
                    else:
                        if side[ni] != 0:
                            gain = 0
                        v = gain + lead(
                            ni, tl - 1, z, rp - pos_v[b], rn - neg_v[b], 0, alpha - gain,
                            beta - gain,
                        )  # fmt: skip
                else:
                    win0 = side[ni] == 0
                    ne = e + trick_gain(x + xcode[b], p, nw, win0, tl == 1)
                    if tl == 1:
                        v = ((gain + lb) if win0 else 0) + phi[ne + R]
                    else:
                        if not win0:
                            gain = 0
                        v = gain + lead(
                            ni, tl - 1, z, rp - pos_v[b], rn - neg_v[b], ne, alpha - gain,
                            beta - gain,
                        )  # fmt: skip
            else:
                v = follow(
                    nx, k1, leader, tl, z, rp - pos_v[b], rn - neg_v[b], lc, nw, ni, p,
                    tm, e, x + xcode[b], alpha, beta,
                )  # fmt: skip
            if maximise:
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
            elif v < best:
                best = v
                if v < beta:
                    beta = v
                    if alpha >= beta:
                        break
        hands[i] = hand
        return best

    def root(first: int, alpha: int, beta: int) -> int:
        """Search from the position (``first`` >= 0: the seat to move plays that bit first)."""
        trick = solver.trick_bits
        leader = solver.leader
        tl = solver.tricks_left
        zob = solver.zob
        rp = solver.rem_p
        rn = solver.rem_n
        k = len(trick)
        live = 0
        for h in hands:
            live |= h
        for b in trick:
            live |= 1 << b
        if k == 0 and first < 0:
            return lead(leader, tl, zob, rp, rn, 0, alpha, beta)
        if k == 0:
            hand = hands[leader]
            hands[leader] = hand ^ (1 << first)
            try:
                return follow(
                    nxt[leader], 1, leader, tl, zob ^ zobrist[leader * 64 + _twin_key(first, hand)],
                    rp - pos_v[first], rn - neg_v[first], cls[first], first, leader,
                    val[first], live, 0, xcode[first], alpha, beta,
                )  # fmt: skip
            finally:
                hands[leader] = hand
        lc = cls[trick[0]]
        bt = beats_last if tl == 1 else beats
        wbit = trick[0]
        widx = leader
        pts = val[trick[0]]
        x = xcode[trick[0]]
        tm = live
        i = leader
        for b in trick[1:]:
            i = nxt[i]
            if bt[wbit * 64 + b]:
                wbit = b
                widx = i
            pts += val[b]
            x += xcode[b]
        i = nxt[i]
        if first < 0:
            return follow(i, k, leader, tl, zob, rp, rn, lc, wbit, widx, pts, tm, 0, x, alpha, beta)
        hand = hands[i]
        hands[i] = hand ^ (1 << first)
        try:
            b = first
            if bt[wbit * 64 + b]:
                wbit = b
                widx = i
            pts += val[b]
            x += xcode[b]
            z = zob ^ zobrist[i * 64 + _twin_key(b, hand)]
            if k + 1 == n:
                gain = pts + tv
                win0 = side[widx] == 0
                e = 0
                if ext is not None:
                    e = trick_gain(x, pts, wbit, win0, tl == 1)
                if tl == 1:
                    v = (gain + lb) if win0 else 0
                    return v + phi[e + R] if ext is not None else v
                if not win0:
                    gain = 0
                return gain + lead(
                    widx, tl - 1, z, rp - pos_v[b], rn - neg_v[b], e, alpha - gain,
                    beta - gain,
                )  # fmt: skip
            return follow(
                nxt[i], k + 1, leader, tl, z, rp - pos_v[b], rn - neg_v[b], lc, wbit, widx,
                pts, tm, 0, x, alpha, beta,
            )  # fmt: skip
        finally:
            hands[i] = hand

    return root


class FastSolver:
    """Alpha-beta over one open-hand position (see the module docstring).

    ``node_limit`` and ``should_stop`` (called every 1024 nodes, every 4096
    lead nodes in the compiled core) bound the work; hitting either raises
    :class:`SearchAborted`.  One solver keeps its table across calls, so
    asking about every first card in turn shares the work.

    ``compiled``: search with the compiled core when it is built (the
    default), or with the Python search (the reference; the same values).
    """

    def __init__(
        self,
        pos: TrickPosition,
        node_limit: int | None = None,
        should_stop: Callable[[], bool] | None = None,
        compiled: bool = True,
    ) -> None:
        self.pos = pos
        self.compiled = compiled and _Core is not None
        self.nodes = 0
        self.node_limit = node_limit
        self.should_stop = should_stop
        players = pos.players
        n = len(players)
        self.n = n
        rules = pos.rules
        follow = rules.follow_class
        power = rules.power
        # card bits: the first copy of a card is its own bit, the second 32 higher
        seen = 0

        def bit_of(c: Card) -> int:
            nonlocal seen
            if seen >> c & 1:
                return c + 32
            seen |= 1 << c
            return c

        trick_bits = [bit_of(c) for c in pos.trick]
        hands = [0] * n
        for i, s in enumerate(players):
            for c in pos.hands[s]:
                hands[i] |= 1 << bit_of(c)
        self.hands = hands
        self.trick_bits = trick_bits
        double = any(h >> 32 for h in hands) or any(b >= 32 for b in trick_bits)
        cls = [follow[b & 31] for b in range(64)]
        pw = [power[b & 31] for b in range(64)]
        values = pos.card_values
        val = [values[b & 31] for b in range(64)]
        cmask = [m | (m << 32) if double else m for m in rules.class_masks]
        # each class strongest first, a card's second copy right after it
        orders: list[list[int]] = [[], [], [], [], []]
        for c in sorted(range(32), key=lambda x: -power[x]):
            orders[follow[c]].append(c)
            if double:
                orders[follow[c]].append(c + 32)
        self.leader = players.index(pos.leader)
        self.side = [pos.side[s] for s in players]
        cards_left = sum(h.bit_count() for h in hands) + len(trick_bits)
        self.tricks_left = cards_left // n
        lew = pos.later_equal_wins
        beats = _beats_table(follow, power, lew)
        beats_last = beats if pos.last_trick_equal_wins else _beats_table(follow, power, 0)
        self.lew = lew
        rem_p = sum(v for h in hands for b in _bits(h) if (v := val[b]) > 0)
        rem_n = sum(v for h in hands for b in _bits(h) if (v := val[b]) < 0)
        self.rem_p = rem_p
        self.rem_n = rem_n
        called = pos.called_card
        runaway = pos.runaway_length
        self.tt: dict[int, tuple[int, int, int]] = {}
        zob = 0
        for i, h in enumerate(hands):
            built = 0
            for b in _bits(h):
                zob ^= _ZOBRIST[i * 64 + _twin_key(b, built)]
                built |= 1 << b
        self.zob = zob
        tables = _Tables(
            n, cls, pw, val, cmask, orders, beats, beats_last, called, runaway, double,
            pos.trick_value, pos.last_trick_bonus, lew,
        )  # fmt: skip
        self._legal_of = _legal_function(tables)
        self._extras = _ExtrasSetup(pos, hands, trick_bits) if pos.extras is not None else None
        self._level_keys: dict[float, int] = {}
        if self._extras is None:
            self._search = self._search_x = self._build(tables, None)
        else:
            self._search_x = self._build(tables, self._extras)

            def points(first: int, alpha: int, beta: int) -> int:
                # built on first use: a position with extras is mostly asked for its score
                self._search = self._build(tables, None)
                return int(self._search(first, alpha, beta))

            self._search = points

    # --- the search -------------------------------------------------------------------------

    def _build(self, t: _Tables, ext: _ExtrasSetup | None) -> Callable[[int, int, int], int]:
        """The search from the position: ``root(first, alpha, beta)``, side 0's value from here
        (``first`` >= 0: the seat to move plays that card bit first), compiled or in Python.

        Without extras (``ext`` None) the value is the card points side 0
        takes from here on.  With extras the search also carries ``e``, side
        0's net extras earned since the root, and ``x``, the extras codes
        (:attr:`_ExtrasSetup.code`) of the cards in the current trick; at the end
        of the deal ``phi[e + R]`` (:meth:`FastSolver._set_level`) is added
        once, so the value is ``p_rest + phi(e_final)`` and side 0 reaches the
        tested score level iff it is >= 0.  The table key then also holds
        ``e`` and the level.
        """
        eqv = ext.eqv if ext is not None else t.val
        lead_key = _lead_keys(t)
        prev, above = _neighbours(t)
        blocks = _equal_runs(t, eqv)
        if self.compiled:
            return self._core_root(t, lead_key, prev, above, blocks, ext)
        return _python_search(self, t, ext, lead_key, prev, above, blocks)

    def _core_root(
        self,
        t: _Tables,
        lead_key: list[int],
        prev: list[int],
        above: list[int],
        blocks: list[_Block],
        ext: _ExtrasSetup | None,
    ) -> Callable[[int, int, int], int]:
        """The compiled core over the same tables; its root answers as the Python ``root``."""
        assert _Core is not None
        cards = sum(h.bit_count() for h in self.hands) + len(self.trick_bits)
        table_bits = 12 + min(10, cards // 4)
        core = _Core(
            t.n, self.hands, self.side, t.cls, t.val, lead_key, prev, above, t.cmask, t.beats,
            t.beats_last, t.called, t.runaway, t.tv, t.lb, blocks, _ZOBRIST, _ZOBRIST_LEADER,
            self.leader, self.trick_bits, self.tricks_left, self.zob, self.rem_p, self.rem_n,
            table_bits, t.double,
        )  # fmt: skip
        if ext is not None:
            core.set_extras(
                ext.code, ext.eqv, ext.radius, ext.doppelkopf, ext.fox_last, ext.charlie,
                ext.caught, ext.fox0, ext.fox1, ext.cj0, ext.cj1, ext.rich, _ZOBRIST_EXTRAS,
            )  # fmt: skip
        solver = self

        def root(first: int, alpha: int, beta: int) -> int:
            if ext is not None:
                core.set_level(ext.phi, ext.level_key[0])
            limit = -1 if solver.node_limit is None else solver.node_limit
            v = core.search(first, alpha, beta, limit, solver.should_stop)
            solver.nodes = core.nodes
            if v is None:
                raise SearchAborted("node budget spent" if core.aborted == 1 else "time is up")
            return int(v)

        return root

    # --- public ---------------------------------------------------------------------------

    def _mover(self) -> int:
        return (self.leader + len(self.trick_bits)) % self.n

    def to_move(self) -> int:
        """The seat to play next."""
        return self.pos.players[self._mover()]

    def _legal_bits(self) -> list[int]:
        i = self._mover()
        trick = self.trick_bits
        lc = self._cls_of(trick[0]) if trick else 0
        return _bits(self._legal_of(self.hands[i], lc, not trick))

    def _cls_of(self, b: int) -> int:
        return self.pos.rules.follow_class[b & 31]

    def legal_cards(self) -> list[Card]:
        """The distinct cards the seat to move may play."""
        return sorted({b & 31 for b in self._legal_bits()})

    def _bit(self, card: Card) -> int:
        hand = self.hands[self._mover()]
        if hand >> card & 1:
            return card
        if hand >> (card + 32) & 1:
            return card + 32
        raise ValueError(f"card {card} is not in the hand of the seat to move")

    def _mtdf(self, first: int, guess: int | None) -> int:
        g = guess if guess is not None else (self.rem_p + self.rem_n) // 2
        lower, upper = -INF, INF
        while lower < upper:
            beta = g + 1 if g == lower else g
            g = self._search(first, beta - 1, beta)
            if g < beta:
                upper = g
            else:
                lower = g
        return g

    def value(self, guess: int | None = None) -> int:
        """The value side 0 takes from here on with best play on both sides (MTD(f))."""
        return self._mtdf(-1, guess)

    def reaches(self, target: int) -> bool:
        """Whether side 0 can take at least ``target`` more from here on."""
        return bool(self._search(-1, target - 1, target) >= target)

    def bucket(self, targets: Sequence[int]) -> int:
        """How many of the ascending ``targets`` side 0 reaches from here (binary search)."""
        return self._bucket(-1, targets)

    def move_value(self, card: Card, guess: int | None = None) -> int:
        """The value side 0 takes from here on when the seat to move plays ``card`` first."""
        return self._mtdf(self._bit(card), guess)

    def move_reaches(self, card: Card, target: int) -> bool:
        """Whether side 0 takes at least ``target`` from here on after ``card``."""
        return bool(self._search(self._bit(card), target - 1, target) >= target)

    def move_bucket(self, card: Card, targets: Sequence[int]) -> int:
        """How many of the ascending ``targets`` side 0 reaches after ``card`` (binary search)."""
        return self._bucket(self._bit(card), targets)

    def _bucket(self, first: int, targets: Sequence[int]) -> int:
        lo, hi = 0, len(targets)
        while lo < hi:
            mid = (lo + hi + 1) // 2
            t = targets[mid - 1]
            if self._search(first, t - 1, t) >= t:
                lo = mid
            else:
                hi = mid - 1
        return lo

    # --- scores with extras -------------------------------------------------------------

    def _side0_scores(self) -> list[tuple[float, float]]:
        """Per payoff bucket: (the lowest final card points in it, side 0's points-based score)."""
        pos = self.pos
        ex = pos.extras
        if ex is None or not pos.thresholds:
            raise ValueError("scores need a position with extras and thresholds")
        starts = [-float(BIG), *map(float, pos.thresholds)]
        out = [(t, 0.0 + ex.sign * p) for t, p in zip(starts, pos.payoffs, strict=True)]
        if any(a[1] > b[1] for a, b in pairwise(out)):
            raise ValueError("side 0's score must not fall as its card points rise")
        return out

    def score_levels(self) -> list[float]:
        """Every score side 0 may end with from here, ascending (a payoff plus net extras).

        Side 0's score is ``sign * payoff(final_value) + final_extras`` (see
        :class:`~..knowledge.TrickPosition`); the levels are every
        points-based score of a bucket the final card points can still fall
        in, plus every net extras total still possible.
        """
        ext = self._extras
        assert ext is not None
        pos = self.pos
        val = pos.card_values
        trick = [val[b & 31] for b in self.trick_bits]
        tl = self.tricks_left
        lo_p = pos.taken + self.rem_n + sum(v for v in trick if v < 0)
        lo_p += min(0, pos.trick_value * tl) + min(0, pos.last_trick_bonus)
        hi_p = pos.taken + self.rem_p + sum(v for v in trick if v > 0)
        hi_p += max(0, pos.trick_value * tl) + max(0, pos.last_trick_bonus)
        buckets = self._side0_scores()
        scores = set()
        for j, (start, f) in enumerate(buckets):
            end = buckets[j + 1][0] if j + 1 < len(buckets) else float(BIG)
            if start <= hi_p and end > lo_p:
                scores.add(f)
        taken = pos.extras_taken
        return sorted({f + e for f in scores for e in range(taken - ext.up1, taken + ext.up0 + 1)})

    def _set_level(self, level: float) -> None:
        """Make the extras search test whether side 0's score reaches ``level``.

        Side 0's score ``f0(P) + E`` (``P``: its final card points, ``E``: its
        final net extras, ``f0`` non-decreasing) reaches ``level`` iff
        ``P >= T(E)``, ``T(E)`` the fewest card points with ``f0(P) + E >=
        level``.  So ``phi[e + R] = taken - T(extras_taken + e)`` (``BIG`` when
        every ``P`` does, ``-BIG`` when none does), and the search's value
        ``p_rest + phi(e_final)`` is >= 0 iff the level is reached.
        """
        ext = self._extras
        assert ext is not None
        pos = self.pos
        buckets = self._side0_scores()
        r = ext.radius
        phi = ext.phi
        for idx in range(2 * r + 1):
            total = pos.extras_taken + idx - r
            out = -BIG
            for j, (start, f) in enumerate(buckets):
                if f + total >= level:
                    out = BIG if j == 0 else pos.taken - int(start)
                    break
            phi[idx] = out
        key = self._level_keys.get(level)
        if key is None:
            key = self._level_keys[level] = _ZOBRIST_RNG.getrandbits(64) | 1
        ext.level_key[0] = key

    def _level_bucket(self, first: int, levels: Sequence[float]) -> int:
        lo, hi = 0, len(levels)
        while lo < hi:
            mid = (lo + hi + 1) // 2
            self._set_level(levels[mid - 1])
            if self._search_x(first, -1, 0) >= 0:
                lo = mid
            else:
                hi = mid - 1
        return lo

    def score_bucket(self, levels: Sequence[float]) -> int:
        """How many of the ascending score ``levels`` side 0 reaches (extras counted)."""
        return self._level_bucket(-1, levels)

    def move_score_bucket(self, card: Card, levels: Sequence[float]) -> int:
        """How many of the ascending score ``levels`` side 0 reaches after ``card``."""
        return self._level_bucket(self._bit(card), levels)

    def score(self) -> float:
        """Side 0's final score with best play: ``sign * payoff(final_value) + final_extras``."""
        levels = self.score_levels()
        return levels[self.score_bucket(levels) - 1]

    def move_score(self, card: Card) -> float:
        """Side 0's final score with best play after the seat to move plays ``card``."""
        levels = self.score_levels()
        return levels[self.move_score_bucket(card, levels) - 1]

    def best_move(self) -> tuple[Card, int]:
        """A card of the seat to move that keeps the position's value, and that value."""
        best_card = -1
        best_val = -INF
        minimise = self.side[self._mover()] != 0
        for card in self.legal_cards():
            v = self.move_value(card)
            if best_card < 0 or (v < best_val if minimise else v > best_val):
                best_card, best_val = card, v
        return best_card, best_val


def relevant_thresholds(pos: TrickPosition) -> tuple[list[int], list[float]]:
    """The thresholds (relative to what is taken) where the payoff changes, and the payoffs.

    Thresholds between two equal payoffs need no search: a lost game scores the
    same at 30 and at 60 points when Schneider does not count against the
    declarer, an overbid game is lost in every bucket.

    >>> from stammtisch.engine.tricks import TrickRules
    >>> pos = TrickPosition(rules=TrickRules.build([], "AKQJT987"), hands=((), ()), players=(0, 1),
    ...     leader=0, trick=(), side=(0, 1), taken=10, thresholds=(31, 61, 90),
    ...     payoffs=(-2.0, -2.0, 1.0, 1.0))
    >>> relevant_thresholds(pos)
    ([51], [-2.0, 1.0])
    """
    targets: list[int] = []
    payoffs = [pos.payoffs[0]]
    for t, p in zip(pos.thresholds, pos.payoffs[1:], strict=True):
        if p != payoffs[-1]:
            targets.append(t - pos.taken)
            payoffs.append(p)
    return targets, payoffs


def fast_solve_moves(
    pos: TrickPosition,
    node_limit: int | None = None,
    should_stop: Callable[[], bool] | None = None,
    exact: bool = False,
    compiled: bool = True,
) -> dict[Card, float]:
    """The payoff of every legal card of the seat to move (thresholds bucketed, or exact values).

    With ``pos.extras`` the payoff with the extras (both modes: every score
    level is a different payoff).  Without, thresholds bucket the card points
    (only those where the payoff changes are searched) and ``exact`` asks the
    exact card points.  Raises :class:`SearchAborted` when the budget runs
    out.  ``compiled``: as :class:`FastSolver`'s.
    """
    solver = FastSolver(pos, node_limit, should_stop, compiled)
    out: dict[Card, float] = {}
    moves = solver.legal_cards()
    if pos.extras is not None:
        levels = solver.score_levels()
        for card in moves:
            out[card] = 0.0 + pos.extras.sign * levels[solver.move_score_bucket(card, levels) - 1]
        return out
    if pos.thresholds and not exact:
        targets, payoffs = relevant_thresholds(pos)
        for card in moves:
            out[card] = payoffs[solver.move_bucket(card, targets) if targets else 0]
        return out
    guess = None
    for card in moves:
        v = solver.move_value(card, guess)
        guess = v
        out[card] = pos.payoff(pos.taken + v)
    return out


def position_outcome(
    pos: TrickPosition,
    node_limit: int | None = None,
    should_stop: Callable[[], bool] | None = None,
    compiled: bool = True,
) -> float:
    """The payoff of ``pos`` with best play on both sides (only the thresholds are searched).

    With extras every score level is a different payoff: the exact score.
    """
    if pos.extras is not None:
        return 0.0 + pos.extras.sign * FastSolver(pos, node_limit, should_stop, compiled).score()
    if pos.thresholds:
        targets, payoffs = relevant_thresholds(pos)
        if not targets:
            return payoffs[0]
        return payoffs[FastSolver(pos, node_limit, should_stop, compiled).bucket(targets)]
    return pos.payoff(pos.taken + FastSolver(pos, node_limit, should_stop, compiled).value())


__all__ = [
    "COMPILED",
    "FastSolver",
    "SearchAborted",
    "fast_solve_moves",
    "position_outcome",
    "relevant_thresholds",
]
