"""Drawing a full Schafkopf deal consistent with one player's view.

What a player knows narrows where the hidden cards can be:

- a player who did not follow a led suit (or trump) holds none of it;
- the declarer of a partner game does not hold the called ace, and holds
  another card of its suit (not Ober or Unter); a suited game's declarer
  holds a card of the trump suit other than Ober and Unter;
- whoever said Kontra is not the partner; a partner who said Re holds the ace;
- the first time the called suit is led, its ace must fall; if it does not,
  the player who led it ran away and so holds the ace and held four or more
  cards of the suit;
- the declarer of the partner game alone holds all three callable aces, and
  a Sie hand every Ober and Unter.

Cards are placed with :func:`~stammtisch.engine.sampling.assign_cards`
under the per-card constraints, then the whole history is replayed through
the rules; a draw that breaks any rule is drawn again.  The first few draws
leave the "at least" rules (the declarer's card of the called suit, the four
cards of a runaway) to that replay, so accepted deals keep their natural
frequencies.  Views where such draws keep failing (a runaway in the trick on
the table whose leader must hold the ace, with few cards left) then get the
rules built into the draw: each "at least k of these cards" becomes a place
of its own, and an open runaway is tried both ways (the leader holds the ace
with four of the suit, or does not hold it), so a consistent deal is found
whenever one exists (up to the auction's loose limits, which the replay
still checks).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..cards import ALL_CARDS_MASK, Card, CardMask, mask_of
from ..errors import IllegalActionError
from ..sampling import NoConsistentDeal, assign_cards
from ..state import CHANCE, HIDDEN, PlayerView
from .actions import ANNOUNCE_BASE, KONTRA, RE, SIE_ACTION
from .contracts import (
    ACE_MASK,
    CALLABLE_SUITS,
    CONTRACTS,
    OBER_MASK,
    RAMSCH,
    UNTER_MASK,
    Contract,
    suit_plain_cards,
)

if TYPE_CHECKING:
    from .game import SchafkopfGame
    from .state import SchafkopfState

_ATTEMPTS = 40
_NATURAL_ATTEMPTS = 8

Constraint = tuple[int, CardMask, int]
"""(seat, cards, k): ``seat`` holds at least ``k`` of ``cards`` among its hidden cards."""
Case = tuple[list[CardMask], list[CardMask], list[Constraint]]
"""Per-seat allowed cards, per-seat cards held for certain, and the "at least" rules."""


def sample_state(game: SchafkopfGame, view: PlayerView, rng: random.Random) -> SchafkopfState:
    """A full state whose view for ``view.player`` is ``view`` (hidden cards drawn at random)."""
    me = view.player
    hand_size = game.hand_size
    deck_size = 4 * hand_size
    order = tuple((view.dealer + 1 + i) % 4 for i in range(4))
    chance = [a for actor, a in view.history if actor == CHANCE]
    moves = [(actor, a) for actor, a in view.history if actor != CHANCE]
    n_dealt = len(chance)

    def seat_of(index: int) -> int:
        return order[index // hand_size]

    own = mask_of(a for a in chance if a != HIDDEN)
    hidden_slots = [0, 0, 0, 0]
    for i, a in enumerate(chance):
        if a == HIDDEN:
            hidden_slots[seat_of(i)] += 1

    # --- public facts -----------------------------------------------------------
    contract: Contract | None = None
    declarer: int | None = None
    kontra: int | None = None
    re_seat: int | None = None
    sie: int | None = None
    plays: list[tuple[int, Card]] = []
    for actor, a in moves:
        if ANNOUNCE_BASE <= a < ANNOUNCE_BASE + len(CONTRACTS):
            contract = CONTRACTS[a - ANNOUNCE_BASE]
            declarer = actor
        elif a == KONTRA:
            kontra = actor
        elif a == RE:
            re_seat = actor
        elif a == SIE_ACTION:
            sie = actor
        elif 0 <= a < 32:
            plays.append((actor, a))
    if plays and contract is None:
        contract = RAMSCH

    played = [0, 0, 0, 0]
    for actor, c in plays:
        played[actor] |= 1 << c
    allowed = [ALL_CARDS_MASK] * 4
    fixed: list[CardMask] = [0, 0, 0, 0]
    minimums: list[tuple[int, CardMask, int]] = []

    # A called-suit trick in progress in which the ace has not fallen: its leader
    # holds the ace only when running away (four or more cards of the suit).
    open_runaway: tuple[int, CardMask, CardMask, int] | None = None
    if contract is not None:
        rules = contract.rules
        tricks = [plays[i : i + 4] for i in range(0, len(plays), 4)]
        for trick in tricks:
            lead_class = rules.follow_class[trick[0][1]]
            for actor, c in trick[1:]:
                if rules.follow_class[c] != lead_class:
                    allowed[actor] &= ~rules.class_masks[lead_class]
        ace = contract.called_ace
        all_played = played[0] | played[1] | played[2] | played[3]
        if ace is not None and not all_played >> ace & 1:
            ace_bit = 1 << ace
            suit_mask = rules.class_masks[rules.follow_class[ace]]
            assert declarer is not None
            allowed[declarer] &= ~ace_bit
            if kontra is not None:
                allowed[kontra] &= ~ace_bit
            if re_seat is not None and re_seat != declarer:
                fixed[re_seat] |= ace_bit
            for n, trick in enumerate(tricks):
                leader, lead = trick[0]
                if not suit_mask >> lead & 1:
                    continue
                for actor, _ in trick[1:]:
                    allowed[actor] &= ~ace_bit
                later = 0
                for t in tricks[n:]:
                    for actor, c in t:
                        if actor == leader:
                            later |= 1 << c
                # the ace and the cards of the suit still hidden make four with these
                need = 4 - 1 - (later & suit_mask).bit_count()
                if len(trick) == 4:  # the ace did not fall: the leader ran away with it
                    fixed[leader] |= ace_bit
                    if need > 0:
                        minimums.append((leader, suit_mask & ~ace_bit, need))
                elif leader != me and allowed[leader] & ace_bit and not fixed[leader] & ace_bit:
                    open_runaway = (leader, ace_bit, suit_mask & ~ace_bit, need)
                break
        if declarer is not None and contract is not RAMSCH:
            if contract.alone:
                fixed[declarer] |= sum(1 << (s * 8) for s in CALLABLE_SUITS) & ~all_played
            elif contract.suit is not None:
                needed = suit_plain_cards(contract.suit)
                if contract.is_partner_game:
                    needed &= ~ACE_MASK
                if not played[declarer] & needed:
                    minimums.append((declarer, needed, 1))
    if sie is not None:
        fixed[sie] |= OBER_MASK | UNTER_MASK

    minimums = [(s, m, k) for s, m, k in minimums if s != me]
    facts = _Facts(
        game,
        view,
        chance,
        order,
        played,
        hidden_slots,
        known=own | played[0] | played[1] | played[2] | played[3],
        undealt=deck_size - n_dealt,
    )

    last_error: Exception | None = None
    for attempt in range(_ATTEMPTS):
        if attempt < _NATURAL_ATTEMPTS:
            # Draw freely within the per-card constraints; the replay rejects a
            # deal that breaks an "at least" rule, so accepted deals keep their
            # natural frequencies.
            cases: list[Case] = [(allowed, fixed, [])]
        else:
            # Hard views: build the "at least" rules into the draw.  Which side
            # of an open runaway holds the ace is tried in random order.
            cases = _cases(allowed, fixed, minimums, open_runaway, rng)
        for case_allowed, case_fixed, case_minimums in cases:
            try:
                state = facts.draw(case_allowed, case_fixed, case_minimums, rng)
            except NoConsistentDeal as exc:
                last_error = exc
                continue
            if state is not None:
                return state
    raise NoConsistentDeal(
        "no deal consistent with this view was found"
        + (f" ({last_error})" if last_error is not None else "")
    )


def _cases(
    allowed: list[CardMask],
    fixed: list[CardMask],
    minimums: list[Constraint],
    open_runaway: tuple[int, CardMask, CardMask, int] | None,
    rng: random.Random,
) -> list[Case]:
    """The ways the view's "at least" rules can hold, each as per-card constraints."""
    if open_runaway is None:
        return [(allowed, fixed, minimums)]
    leader, ace_bit, suit, need = open_runaway
    without = list(allowed)
    without[leader] &= ~ace_bit
    with_fixed = list(fixed)
    with_fixed[leader] |= ace_bit
    ran_away = minimums + ([(leader, suit, need)] if need > 0 else [])
    cases: list[Case] = [(without, fixed, minimums), (allowed, with_fixed, ran_away)]
    rng.shuffle(cases)
    return cases


@dataclass(frozen=True)
class _Facts:
    """What every draw for one view shares."""

    game: SchafkopfGame
    view: PlayerView
    chance: list[int]
    """The view's chance actions (HIDDEN for a card the viewer did not see)."""
    order: tuple[int, ...]
    """The seats in dealing order."""
    played: list[CardMask]
    hidden_slots: list[int]
    """Per seat, how many of its dealt cards the viewer did not see."""
    known: CardMask
    """Cards the viewer has seen: its own and every card played."""
    undealt: int

    def draw(
        self,
        allowed: list[CardMask],
        fixed: list[CardMask],
        minimums: list[Constraint],
        rng: random.Random,
    ) -> SchafkopfState | None:
        """One deal under these constraints (``None`` if its replay breaks a rule).

        Each "at least k" rule becomes a place of its own that takes k of the
        seat's hidden cards from the rule's cards, so the matching in
        :func:`assign_cards` finds a deal whenever one exists.
        """
        me, known = self.view.player, self.known
        fixed = [f & ~known if s != me else 0 for s, f in enumerate(fixed)]
        counts = [0, 0, 0, 0]
        for s in range(4):
            if s != me:
                counts[s] = self.hidden_slots[s] - self.played[s].bit_count() - fixed[s].bit_count()
                if counts[s] < 0:
                    raise NoConsistentDeal(f"seat {s} cannot hold the cards it must hold")
        taken = fixed[0] | fixed[1] | fixed[2] | fixed[3]
        if any(fixed[a] & fixed[b] for a in range(4) for b in range(a)):
            raise NoConsistentDeal("a card would have to be in two places")
        pool_mask = mask_of(self.game.deck()) & ~known & ~taken
        places: list[tuple[int, CardMask]] = []
        owners: list[int] = []
        for s, cards, k in minimums:
            k -= (fixed[s] & cards).bit_count()
            if k <= 0:
                continue
            places.append((k, allowed[s] & cards))
            owners.append(s)
            counts[s] -= k
            if counts[s] < 0:
                raise NoConsistentDeal(f"seat {s} has too few hidden cards for what it must hold")
        for s in range(4):
            places.append((counts[s], allowed[s]))
            owners.append(s)
        places.append((self.undealt, ALL_CARDS_MASK))
        owners.append(4)
        pool = [c for c in self.game.deck() if pool_mask >> c & 1]
        piles = assign_cards(pool, places, rng)
        extra: list[list[Card]] = [[], [], [], [], []]
        for owner, pile in zip(owners, piles, strict=True):
            extra[owner].extend(pile)
        return _build(self, fixed, extra, rng)


def _build(
    facts: _Facts, fixed: list[CardMask], extra: list[list[Card]], rng: random.Random
) -> SchafkopfState | None:
    """Deal the drawn hands and replay the view's history; ``None`` if a rule breaks."""
    view, order, hand_size = facts.view, facts.order, facts.game.hand_size
    per_seat: list[list[Card]] = [[], [], [], []]
    for s in range(4):
        if s == view.player:
            continue
        cards = [c for c in range(32) if (facts.played[s] | fixed[s]) >> c & 1]
        cards += extra[s]
        rng.shuffle(cards)
        per_seat[s] = cards
    state = facts.game.new_state(view.dealer, dict(view.context))
    try:
        for i, a in enumerate(facts.chance):
            card = a if a != HIDDEN else per_seat[order[i // hand_size]].pop()
            state.apply_action(card)
        for actor, a in view.history[len(facts.chance) :]:
            if actor != state.current_player():
                return None
            state.apply_action(a)
    except IllegalActionError:
        return None
    return state


__all__ = ["sample_state"]
