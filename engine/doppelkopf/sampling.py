"""Drawing a full Doppelkopf deal consistent with one player's view.

Everything a player may know is in their view: their own cards, every card
played, every reservation and announcement, and, for the two players of a
poverty, the cards passed and given back.  A sample keeps all of that and
draws the rest at random, respecting what the view implies:

* voids: a player who did not follow holds nothing of the led suit (or trump);
* a player who announced Re in a normal game holds a ♣Q, one who announced
  Kontra holds none; the marriage player holds both ♣Q;
* a reservation that passed the solo question is a poverty or a marriage
  (three or fewer trumps, or both ♣Q); one that passed the poverty question
  is a marriage;
* the poor player passed every trump: the cards they kept are trumpless, and
  the acceptor said how many trumps came back.

The hidden cards are placed with :func:`~stammtisch.engine.sampling.assign_cards`;
the drawn deal is then replayed through the rules (every action checked) and
its view compared with the given one, drawing again in the rare case where
a constraint not modelled above (the reservation of a poverty's acceptor)
fails.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..cards import ALL_CARDS_MASK, NUM_CARDS, Card
from ..sampling import NoConsistentDeal, assign_cards
from ..state import CHANCE, HIDDEN, PlayerView
from . import actions as A
from .contracts import CLUB_QUEEN, NORMAL_RULES, NORMAL_TRUMP_MASK, SoloType, trick_rules
from .scoring import RE
from .state import DoppelkopfState

if TYPE_CHECKING:
    from .game import DoppelkopfGame

ATTEMPTS = 200

_CQ_BIT = 1 << CLUB_QUEEN


def _is_trump(card: Card) -> bool:
    return bool(NORMAL_TRUMP_MASK >> card & 1)


def _minus(a: Counter[Card], b: Counter[Card]) -> Counter[Card]:
    """Multiset difference, floored at zero."""
    out = Counter(a)
    out.subtract(b)
    return +out


def _cards(c: Counter[Card]) -> list[Card]:
    return sorted(c.elements())


@dataclass
class Pile:
    """Hidden cards of one place: how many, which faces they may be, trump bounds, pinned cards."""

    count: int
    mask: int = ALL_CARDS_MASK
    tmin: int = 0
    tmax: int = 99
    pins: list[Card] = field(default_factory=list)


class ViewFacts:
    """What a view says, read once; :meth:`draw` then makes full histories from it."""

    def __init__(self, game: DoppelkopfGame, view: PlayerView) -> None:
        self.game = game
        self.view = view
        self.deck = Counter(game.deck())
        self.v = view.player
        probe = game.new_state(view.dealer, dict(view.context))
        self.active = probe.active
        self.H = probe.hand_size
        hist = view.history
        n_deal = min(len(hist), 4 * self.H)
        self.n_dealt = n_deal
        self.slots = [a for _, a in hist[:n_deal]]
        self.rest = hist[n_deal:]
        self.poor: int | None = None
        self.acceptor: int | None = None
        self.marriage: int | None = None
        self.passes: list[int] = []
        self.returns: list[int] = []
        self.trumps_back: int | None = None
        self.solo: SoloType | None = None
        self.reservers: list[int] = []
        self.plays: list[tuple[int, Card]] = []
        self.announcers: list[tuple[int, str]] = []
        self.redeal_by: int | None = None
        self.acc_branch: str | None = None
        """How the last draw read the acceptor's own reservation ("marriage", "poverty")."""
        solo_declared = False
        pass_actors: list[tuple[int, bool]] = []  # (seat, before any solo declaration)
        mode = "reserve"
        for actor, a in self.rest:
            if mode == "passing":
                self.passes.append(a)
                if len(self.passes) == 3:
                    mode = "offer"
                continue
            if mode == "returning":
                self.returns.append(a)
                if len(self.returns) == 3:
                    mode = "count"
                continue
            if 0 <= a < NUM_CARDS:
                self.plays.append((actor, a))
            elif a == A.RESERVATION:
                self.reservers.append(actor)
            elif a == A.REDEAL:
                self.redeal_by = actor
            elif a == A.PASS:
                pass_actors.append((actor, not solo_declared))
            elif a == A.SOLO_ANY:
                solo_declared = True
            elif A.is_solo_action(a):
                solo_declared = True
                self.solo = A.solo_of(a)[0]
            elif a == A.POVERTY:
                self.poor = actor
                mode = "passing"
            elif a == A.ACCEPT:
                self.acceptor = actor
                mode = "returning"
            elif A.TRUMPS_BACK <= a < A.TRUMPS_BACK + 4:
                self.trumps_back = a - A.TRUMPS_BACK
            elif a == A.MARRIAGE:
                self.marriage = actor
            elif A.is_announcement(a):
                self.announcers.append((actor, A.announcement_of(a)[0]))
        # which reservations passed which question
        r = len(self.reservers)
        early = [seat for seat, before in pass_actors if before]
        self.solo_passers = early[:r]
        self.poverty_passers = [] if solo_declared else early[r:]
        self.normal_game = not solo_declared and self.acceptor is None and self.marriage is None
        self.rules = NORMAL_RULES if self.solo is None else trick_rules(self.solo)
        # voids and plays per seat
        n = game.num_players
        self.void = [0] * n
        self.played: list[Counter[Card]] = [Counter() for _ in range(n)]
        fc = self.rules.follow_class
        for i, (seat, card) in enumerate(self.plays):
            self.played[seat][card] += 1
            lead = self.plays[i - i % 4][1]
            if fc[card] != fc[lead]:
                self.void[seat] |= self.rules.class_masks[fc[lead]]
        # slots per seat
        self.slot_seat = [self.active[i // self.H] for i in range(n_deal)]
        self.seen_init: list[Counter[Card]] = [Counter() for _ in range(n)]
        self.hidden_slots: list[int] = [0] * n
        for i, value in enumerate(self.slots):
            seat = self.slot_seat[i]
            if value == HIDDEN:
                self.hidden_slots[seat] += 1
            else:
                self.seen_init[seat][value] += 1

    # --- drawing ---------------------------------------------------------------

    def role(self) -> str:
        if self.poor is None:
            return "none"
        if self.v == self.poor:
            return "poor"
        if self.v == self.acceptor:
            return "acceptor"
        return "third"

    def stage(self) -> str:
        if self.poor is None:
            return "none"
        if len(self.passes) < 3:
            return "passing"
        if self.acceptor is None:
            return "offer"
        if self.trumps_back is None:
            return "returning"
        return "play"

    def draw(self, rng: random.Random) -> list[tuple[int, int]]:
        """A full history agreeing with the view (not yet checked against the rules)."""
        v = self.v
        role, stage = self.role(), self.stage()
        deck = self.deck
        passes_known = Counter(a for a in self.passes if a != HIDDEN)
        returns_known = Counter(a for a in self.returns if a != HIDDEN)
        plays_all: Counter[Card] = Counter(card for _, card in self.plays)
        own_now = Counter(self.seen_init[v])
        if role == "poor":
            own_now = own_now - passes_known + returns_known
        elif role == "acceptor":
            own_now = own_now + passes_known - returns_known
        own_now.subtract(self.played[v])
        own_now = +own_now
        known: Counter[Card] = own_now + plays_all
        piles: dict[tuple[str, int], Pile] = {}
        known_parts: dict[int, Counter[Card]] = {}
        dealing = self.n_dealt < 4 * self.H
        for seat in self.active:
            if seat == v:
                continue
            if self.hidden_slots[seat] == 0 and self.seen_init[seat]:
                known += self.seen_init[seat]  # a hand shown for a redeal
                continue
            piles[("hand", seat)] = Pile(self._count_now(seat), ALL_CARDS_MASK & ~self.void[seat])
        if dealing:
            undealt = sum(deck.values()) - self.n_dealt
            piles[("stock", -1)] = Pile(undealt)
            for seat in self.active:
                if seat != v:
                    piles[("hand", seat)] = Pile(self.hidden_slots[seat])
        # poverty structure
        P, Acc = self.poor, self.acceptor
        if P is not None:
            if role == "poor":
                if stage in ("passing", "offer"):
                    known += passes_known  # on the table
                if Acc is not None:
                    known_a = _minus(_minus(passes_known, returns_known), self.played[Acc])
                    known += known_a
                    known_parts[Acc] = known_a
                    piles[("hand", Acc)].count -= sum(known_a.values())
            elif role == "acceptor":
                known_p = _minus(returns_known, self.played[P])
                known += known_p
                known_parts[P] = known_p
                pile = piles[("hand", P)]
                pile.count -= sum(known_p.values())
                pile.mask &= ~NORMAL_TRUMP_MASK
            else:
                pile = piles[("hand", P)]
                j = len(self.passes)
                if stage == "passing":
                    pile.tmax = 3 - j
                    piles[("passed", P)] = Pile(j)
                elif stage == "offer":
                    pile.mask &= ~NORMAL_TRUMP_MASK
                    piles[("passed", P)] = Pile(3)
                elif stage == "returning":
                    k = len(self.returns)
                    pile.count -= k
                    pile.mask &= ~NORMAL_TRUMP_MASK
                    piles[("ret", P)] = Pile(k)
                else:
                    assert self.trumps_back is not None
                    need = self.trumps_back - sum(
                        n for c, n in self.played[P].items() if _is_trump(c)
                    )
                    if need < 0:
                        raise NoConsistentDeal("the poor player played more trumps than came back")
                    pile.tmin = pile.tmax = need
        self._seat_constraints(piles, known, known_parts, rng)
        pool = deck - known
        for pile in piles.values():
            for c in pile.pins:
                if pool[c] <= 0:
                    raise NoConsistentDeal("a pinned card is not available")
                pool[c] -= 1
        drawn = self._assign(_cards(pool), piles, rng)
        return self._history(drawn, known_parts, rng)

    def _count_now(self, seat: int) -> int:
        n = self.H - sum(self.played[seat].values())
        if seat == self.poor:
            n += len(self.returns) - len(self.passes)
        if seat == self.acceptor:
            n += 3 - len(self.returns)
        return n

    def _seat_constraints(
        self,
        piles: dict[tuple[str, int], Pile],
        known: Counter[Card],
        known_parts: dict[int, Counter[Card]],
        rng: random.Random,
    ) -> None:
        """♣Q facts and reservation facts about the other seats' initial hands."""
        v, poor, acc = self.v, self.poor, self.acceptor
        role = self.role()
        wants: dict[int, str] = {}
        for seat in self.solo_passers:
            wants[seat] = "either"  # a poverty or a marriage
        for seat in self.poverty_passers:
            wants[seat] = "marriage"
        if self.marriage is not None:
            wants[self.marriage] = "marriage"
        free_cq = 2 - known[CLUB_QUEEN]  # ♣Q whose place the viewer does not know
        self.acc_branch = None
        for seat, want in sorted(wants.items()):
            if seat in (v, poor):
                continue  # the viewer's own hand is known; a poverty has its own structure
            if seat == acc and role == "third":
                self._acceptor_constraint(piles, want, free_cq, rng)
                continue
            pile = piles.get(("hand", seat))
            if pile is None:
                continue
            fixed = Counter(self.played[seat])  # what the initial hand holds besides the pile
            if seat == acc:  # the viewer is the poor player: A_init = now + played + back - passed
                fixed += known_parts.get(seat, Counter())
                fixed = _minus(
                    fixed + Counter(a for a in self.returns if a != HIDDEN),
                    Counter(a for a in self.passes if a != HIDDEN),
                )
            need_cq = max(0, 2 - fixed[CLUB_QUEEN])
            fixed_trumps = sum(n for c, n in fixed.items() if _is_trump(c))
            branch = _branch(want, need_cq <= free_cq, fixed_trumps <= 3, rng)
            if branch == "marriage":
                pile.pins.extend([CLUB_QUEEN] * need_cq)
                free_cq -= need_cq
            else:
                pile.tmax = min(pile.tmax, 3 - fixed_trumps)
        if self.normal_game:
            for seat, party in self.announcers:
                if seat == v or ("hand", seat) not in piles:
                    continue
                pile = piles[("hand", seat)]
                if party == RE:
                    if not self.played[seat][CLUB_QUEEN] and CLUB_QUEEN not in pile.pins:
                        pile.pins.append(CLUB_QUEEN)
                else:
                    pile.mask &= ~_CQ_BIT

    def _acceptor_constraint(
        self, piles: dict[tuple[str, int], Pile], want: str, free_cq: int, rng: random.Random
    ) -> None:
        """The acceptor's own reservation, seen by a third player: the passed cards are
        chosen afterwards (:meth:`_history`) so that the acceptor's initial hand fits."""
        assert self.acceptor is not None and self.poor is not None
        pile = piles[("hand", self.acceptor)]
        played = self.played[self.acceptor]
        # a ♣Q the poor player plays came back from the acceptor (every trump it holds did)
        need_cq = max(0, 2 - played[CLUB_QUEEN] - self.played[self.poor][CLUB_QUEEN])
        back = self.trumps_back if self.trumps_back is not None else 0
        room = 6 - back - sum(n for c, n in played.items() if _is_trump(c))
        branch = _branch(want, need_cq <= free_cq, room >= 0, rng)
        self.acc_branch = branch
        if branch == "marriage":
            pile.pins.extend([CLUB_QUEEN] * need_cq)
        else:
            # at most six trumps before the three passed ones (all trumps if possible) leave
            pile.tmax = min(pile.tmax, room)
            if ("ret", self.poor) in piles:
                piles[("ret", self.poor)].mask &= ~NORMAL_TRUMP_MASK

    def _assign(
        self, pool: list[Card], piles: dict[tuple[str, int], Pile], rng: random.Random
    ) -> dict[tuple[str, int], list[Card]]:
        keys = list(piles)
        places: list[tuple[int, int]] = []
        owners: list[tuple[str, int]] = []
        for key in keys:
            pile = piles[key]
            free = pile.count - len(pile.pins)
            if free < 0:
                raise NoConsistentDeal("more pinned cards than places")
            pinned_trumps = sum(1 for c in pile.pins if _is_trump(c))
            lo = max(0, pile.tmin - pinned_trumps)
            hi = min(free, pile.tmax - pinned_trumps)
            if lo > hi:
                raise NoConsistentDeal("no trump count fits")
            if lo == 0 and hi == free:
                places.append((free, pile.mask))
                owners.append(key)
            else:
                t = rng.randint(lo, hi)
                places.append((t, pile.mask & NORMAL_TRUMP_MASK))
                owners.append(key)
                places.append((free - t, pile.mask & ~NORMAL_TRUMP_MASK))
                owners.append(key)
        split = assign_cards(pool, places, rng)
        out: dict[tuple[str, int], list[Card]] = {k: list(piles[k].pins) for k in keys}
        for key, cards in zip(owners, split, strict=True):
            out[key].extend(cards)
        return out

    def _history(
        self,
        drawn: dict[tuple[str, int], list[Card]],
        known_parts: dict[int, Counter[Card]],
        rng: random.Random,
    ) -> list[tuple[int, int]]:
        v = self.v
        P, Acc = self.poor, self.acceptor
        role, stage = self.role(), self.stage()
        inits: dict[int, Counter[Card]] = {}
        for seat in self.active:
            if seat == v or ("hand", seat) not in drawn:
                inits[seat] = Counter(self.seen_init[seat])
            else:
                inits[seat] = (
                    Counter(drawn[("hand", seat)])
                    + known_parts.get(seat, Counter())
                    + self.played[seat]
                )
        passes = list(self.passes)
        returns = list(self.returns)
        if P is not None:
            passed_known = Counter(a for a in self.passes if a != HIDDEN)
            returned_known = Counter(a for a in self.returns if a != HIDDEN)
            if role == "poor":
                if Acc is not None:
                    # A now = A_init + passed - returned - played
                    inits[Acc] = inits[Acc] + returned_known - passed_known
            elif role == "acceptor":
                inits[P] = inits[P] - returned_known + passed_known
            else:
                if stage in ("passing", "offer"):
                    passed = drawn[("passed", P)]
                    inits[P] = inits[P] + Counter(passed)
                    passes = _trumps_first(passed, rng)
                else:
                    p_final = inits[P]
                    if stage == "returning":
                        ret = list(drawn[("ret", P)])
                        inits[P] = p_final + Counter(ret)  # the rest plus the cards given back
                        p_final = inits[P]
                    else:
                        trumps = [c for c in _cards(p_final) if _is_trump(c)]
                        others = [c for c in _cards(p_final) if not _is_trump(c)]
                        rng.shuffle(others)
                        ret = trumps + others[: 3 - len(trumps)]
                    rng.shuffle(ret)
                    assert Acc is not None
                    a_mid = inits[Acc] + Counter(ret)
                    passed = self._choose_passed(_cards(a_mid), rng)
                    inits[Acc] = a_mid - Counter(passed)
                    inits[P] = p_final - Counter(ret) + Counter(passed)
                    passes = _trumps_first(passed, rng)
                    returns = ret[: len(self.returns)]
        # the deal, slot by slot
        fill: dict[int, list[Card]] = {}
        for seat in self.active:
            rest = inits[seat] - self.seen_init[seat]
            cards = _cards(rest)
            rng.shuffle(cards)
            fill[seat] = cards
        if ("stock", -1) in drawn:
            for seat in self.active:
                if seat != v and ("hand", seat) in drawn:
                    fill[seat] = list(drawn[("hand", seat)])
                    rng.shuffle(fill[seat])
        history: list[tuple[int, int]] = []
        for i, value in enumerate(self.slots):
            if value == HIDDEN:
                seat = self.slot_seat[i]
                if not fill[seat]:
                    raise NoConsistentDeal("a hand drew the wrong number of cards")
                value = fill[seat].pop()
            history.append((CHANCE, value))
        pi = ri = 0
        mode = "reserve"
        for actor, a in self.rest:
            if mode == "passing":
                history.append((actor, passes[pi]))
                pi += 1
                mode = "offer" if pi == 3 else mode
                continue
            if mode == "returning":
                history.append((actor, returns[ri]))
                ri += 1
                mode = "count" if ri == 3 else mode
                continue
            if a == A.POVERTY:
                mode = "passing"
            elif a == A.ACCEPT:
                mode = "returning"
            history.append((actor, a))
        return history

    def _choose_passed(self, a_mid: list[Card], rng: random.Random) -> list[Card]:
        """Three cards the poor player passed, out of the acceptor's fifteen, leaving an
        initial hand that fits the acceptor's own reservation."""
        cards = list(a_mid)
        rng.shuffle(cards)
        if self.acc_branch == "marriage":
            keep = [CLUB_QUEEN, CLUB_QUEEN]
            rest = list(cards)
            for c in keep:
                rest.remove(c)
            return rest[:3]
        if self.acc_branch == "poverty":
            trumps = [c for c in cards if _is_trump(c)]
            others = [c for c in cards if not _is_trump(c)]
            return (trumps + others)[:3]
        return cards[:3]

    def replay(self, history: list[tuple[int, int]]) -> DoppelkopfState | None:
        """The state reached by ``history`` with every action checked, or ``None``."""
        dealt = Counter(a for actor, a in history if actor == CHANCE)
        if dealt - self.deck:  # a card dealt more often than the deck holds it
            return None
        state = self.game.new_state(self.view.dealer, dict(self.view.context))
        for actor, a in history:
            if actor == CHANCE:
                state.apply_unchecked(a)
            elif actor == state.current_player():
                if a not in state.legal_actions():
                    return None
                state.apply_unchecked(a)
            else:
                if a not in state.out_of_turn_actions(actor):
                    return None
                state.apply_out_of_turn_unchecked(actor, a)
        return state


def _branch(want: str, marriage_ok: bool, poverty_ok: bool, rng: random.Random) -> str:
    """Which of "a poverty or a marriage" a reservation is drawn as."""
    if want == "marriage" or not poverty_ok:
        if not marriage_ok:
            raise NoConsistentDeal("a reservation can be neither a poverty nor a marriage")
        return "marriage"
    if not marriage_ok:
        return "poverty"
    return "marriage" if rng.random() < 0.5 else "poverty"


def _trumps_first(cards: list[Card], rng: random.Random) -> list[Card]:
    """An order of the passed cards in which every pick was legal (trumps before the rest)."""
    trumps = [c for c in cards if _is_trump(c)]
    others = [c for c in cards if not _is_trump(c)]
    rng.shuffle(trumps)
    rng.shuffle(others)
    return trumps + others


def sample_state(game: DoppelkopfGame, view: PlayerView, rng: random.Random) -> DoppelkopfState:
    """A full state whose view for ``view.player`` is ``view`` (see the module docstring).

    >>> from stammtisch.engine.doppelkopf import DoppelkopfGame
    >>> game = DoppelkopfGame(4)
    >>> state = game.new_deal(seed=11, dealer=3)
    >>> view = state.view(0)
    >>> sample = sample_state(game, view, random.Random(1))
    >>> sample.view(0) == view, sample.hand(0) == state.hand(0)
    (True, True)
    >>> sample.hand(1) == state.hand(1)  # the others' cards are drawn anew
    False
    """
    facts = ViewFacts(game, view)
    problem = "no consistent deal found"
    for _ in range(ATTEMPTS):
        try:
            history = facts.draw(rng)
        except NoConsistentDeal as exc:
            problem = str(exc)
            continue
        state = facts.replay(history)
        if state is not None and state.view(view.player) == view:
            return state
        problem = "a drawn deal broke a rule the view implies"
    raise NoConsistentDeal(f"cannot draw a deal for seat {view.player}'s view: {problem}")


__all__ = ["ATTEMPTS", "Pile", "ViewFacts", "sample_state"]
