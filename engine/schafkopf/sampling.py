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
the rules; a draw that breaks any rule (one of the "at least" constraints
above) is drawn again.
"""

from __future__ import annotations

import random
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

_ATTEMPTS = 80
_FORCE_AFTER = 12


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
                if len(trick) == 4:  # the ace did not fall: the leader ran away with it
                    fixed[leader] |= ace_bit
                    later = 0
                    for t in tricks[n:]:
                        for actor, c in t:
                            if actor == leader:
                                later |= 1 << c
                    need = 4 - (later & suit_mask).bit_count()
                    if need > 1:  # the ace itself is one of them
                        minimums.append((leader, suit_mask & ~ace_bit, need - 1))
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

    deck_mask = mask_of(game.deck())
    known = own | played[0] | played[1] | played[2] | played[3]
    hidden_count = [0, 0, 0, 0]
    for s in range(4):
        if s == me:
            continue
        fixed[s] &= ~known
        hidden_count[s] = hidden_slots[s] - played[s].bit_count() - fixed[s].bit_count()
    pool_mask = deck_mask & ~known & ~(fixed[0] | fixed[1] | fixed[2] | fixed[3])
    undealt = deck_size - n_dealt
    minimums = [(s, m, k) for s, m, k in minimums if s != me]

    last_error: Exception | None = None
    for attempt in range(_ATTEMPTS):
        pool = [c for c in game.deck() if pool_mask >> c & 1]
        counts = list(hidden_count)
        extra: list[list[Card]] = [[], [], [], []]
        if attempt >= _FORCE_AFTER and minimums:
            taken = 0
            ok = True
            for s, m, k in minimums:
                options = [
                    c for c in pool if m >> c & 1 and allowed[s] >> c & 1 and not taken >> c & 1
                ]
                if len(options) < k or counts[s] < k:
                    ok = False
                    break
                for c in rng.sample(options, k):
                    extra[s].append(c)
                    taken |= 1 << c
                counts[s] -= k
            if not ok:
                continue
            pool = [c for c in pool if not taken >> c & 1]
        places = [(counts[s], allowed[s]) for s in range(4)] + [(undealt, ALL_CARDS_MASK)]
        try:
            piles = assign_cards(pool, places, rng)
        except NoConsistentDeal as exc:
            last_error = exc
            continue
        state = _build(game, view, chance, order, hand_size, played, fixed, extra, piles, rng)
        if state is not None:
            return state
    raise NoConsistentDeal(
        "no deal consistent with this view was found"
        + (f" ({last_error})" if last_error is not None else "")
    )


def _build(
    game: SchafkopfGame,
    view: PlayerView,
    chance: list[int],
    order: tuple[int, ...],
    hand_size: int,
    played: list[CardMask],
    fixed: list[CardMask],
    extra: list[list[Card]],
    piles: list[list[Card]],
    rng: random.Random,
) -> SchafkopfState | None:
    per_seat: list[list[Card]] = [[], [], [], []]
    for s in range(4):
        if s == view.player:
            continue
        cards = [c for c in range(32) if (played[s] | fixed[s]) >> c & 1]
        cards += extra[s] + piles[s]
        rng.shuffle(cards)
        per_seat[s] = cards
    state = game.new_state(view.dealer, dict(view.context))
    try:
        for i, a in enumerate(chance):
            card = a if a != HIDDEN else per_seat[order[i // hand_size]].pop()
            state.apply_action(card)
        for actor, a in view.history[len(chance) :]:
            if actor != state.current_player():
                return None
            state.apply_action(a)
    except IllegalActionError:
        return None
    return state


__all__ = ["sample_state"]
