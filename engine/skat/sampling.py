"""Drawing a full Skat deal consistent with one player's view.

What a player does not see: the other hands, the skat (until a rule shows
it), the cards the declarer puts away, and in Schieberamsch the cards passed
on by others.  A sample keeps everything the view shows (own cards, every
card played, the bidding, an ouvert hand from ``view.revealed``) and draws
the rest at random, respecting the voids shown in play (a player who did not
follow hearts holds no heart) and, in Schieberamsch without ``pass_jacks``,
that no jack was passed on.  After a Null Ouvert declarer picked up the skat,
the defenders know the ten open cards but not where they were dealt: the two
cards put away are drawn among the cards they have not seen, and which two of
the declarer's twelve cards the skat held is drawn too.

The cards flow through *pools*: a player's pool is the cards dealt to them,
plus the two cards they took up if they picked up the skat.  A pool ends as
cards played, cards still held and cards put away; the cards put away are the
next taker's pick-up, or the skat at the end.  The sampler first places every
card whose place the viewer does not know among the hidden ends (hands, the
skat, the undealt deck), then walks the takers backwards to decide which two
cards each of them picked up, and finally spreads each pool over its hidden
dealing slots.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..cards import NUM_CARDS, Card, CardMask, cards_of
from ..errors import StammtischError
from ..sampling import NoConsistentDeal, assign_cards
from ..state import CHANCE, HIDDEN, PlayerView
from .actions import KONTRA
from .contracts import JACKS_MASK, RAMSCH, TRICK_RULES
from .state import DISCARD, SCHIEBE_DISCARD, SkatState

if TYPE_CHECKING:
    from .game import SkatGame

_ALL: int = (1 << NUM_CARDS) - 1
_LAY_AWAY = (DISCARD, SCHIEBE_DISCARD)
_SKAT = -1
_UNDEALT = -2


def _mask(cards: list[Card]) -> CardMask:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def sample_state(
    game: SkatGame, view: PlayerView, rng: random.Random, attempts: int = 50
) -> SkatState:
    """A full state whose view for ``view.player`` equals ``view`` (hidden cards drawn at random)."""
    history = view.history
    if not any(action == HIDDEN for _, action in history):
        exact = game.new_state(view.dealer, dict(view.context))
        _replay(exact, history)
        return exact
    # the public course of the deal, the hidden cards stood in for by any card number
    shadow = game.new_state(view.dealer, dict(view.context))
    put_away = _replay(shadow, [(actor, 0 if a == HIDDEN else a) for actor, a in history])
    for _ in range(attempts):
        try:
            actions = _draw(game, view, shadow, put_away, rng)
        except NoConsistentDeal:
            continue
        state = game.new_state(view.dealer, dict(view.context))
        _replay(state, [(actor, a) for (actor, _), a in zip(history, actions, strict=True)])
        return state
    raise NoConsistentDeal("no deal agrees with everything this player has seen")


def _replay(state: SkatState, history: Sequence[tuple[int, int]]) -> set[int]:
    """Apply ``history`` unchecked (Kontra out of turn included); returns the indices of the
    cards put away (discards, and the packets passed on in Schieberamsch)."""
    put_away: set[int] = set()
    for index, (actor, action) in enumerate(history):
        if state.stage in _LAY_AWAY:
            put_away.add(index)
        if actor == CHANCE or action != KONTRA or actor == state.current_player():
            state.apply_unchecked(action)
        else:
            state.apply_out_of_turn_unchecked(actor, action)
    return put_away


def _draw(
    game: SkatGame,
    view: PlayerView,
    shadow: SkatState,
    put_away: set[int],
    rng: random.Random,
) -> list[int]:
    history = view.history
    viewer = view.player
    seats = shadow.positions
    deal_seats = [seats[k // 10] for k in range(30)]
    decl = shadow.declaration
    rules = TRICK_RULES[RAMSCH] if decl is None else decl.rules

    # --- what the view shows -------------------------------------------------------
    dealt = sum(1 for actor, _ in history if actor == CHANCE)
    slot_card: list[int] = [history[k][1] for k in range(dealt)]
    plays: dict[int, list[Card]] = {s: [] for s in seats}
    discards: dict[int, list[int]] = {s: [] for s in seats}  # history indices
    play_order: list[tuple[int, Card]] = []
    for i in range(dealt, len(history)):
        actor, action = history[i]
        if i in put_away:
            discards[actor].append(i)
        elif 0 <= action < NUM_CARDS:
            plays[actor].append(action)
            play_order.append((actor, action))

    voids = dict.fromkeys(seats, 0)
    follow, cmasks = rules.follow_class, rules.class_masks
    for t in range(0, len(play_order), 3):
        lead = follow[play_order[t][1]]
        for actor, card in play_order[t + 1 : t + 3]:
            if follow[card] != lead:
                voids[actor] |= cmasks[lead]

    declarer = shadow.declarer
    if shadow.is_ramsch:
        takers = list(shadow.takers)
    elif declarer is not None and shadow.skat_seen >> declarer & 1:  # picked up the skat
        takers = [declarer]
    else:
        takers = []

    def visible(index: int) -> bool:
        return history[index][1] != HIDDEN

    def slots_of(seat: int) -> list[int]:
        return [k for k in range(min(dealt, 30)) if deal_seats[k] == seat]

    skat_slots = list(range(30, dealt))
    played_all = _mask([c for s in seats for c in plays[s]])

    # each seat's cards known to the viewer in its pool (dealt slots, or the packet it took,
    # or an open hand: an ouvert declarer's cards as declared, wherever they were dealt)
    open_hand = {seat: _mask(list(shown)) for seat, shown in view.revealed}
    known_hand: dict[int, CardMask] = {}
    for s in seats:
        vis = _mask([slot_card[k] for k in slots_of(s) if slot_card[k] != HIDDEN])
        vis |= open_hand.get(s, 0)
        if takers and takers[0] == s:
            vis |= _mask([slot_card[k] for k in skat_slots if slot_card[k] != HIDDEN])
        if s == viewer and s in takers:
            i = takers.index(s)
            if i > 0:
                vis |= _mask([history[j][1] for j in discards[takers[i - 1]]])
        gone = _mask(plays[s]) | _mask([history[j][1] for j in discards[s] if visible(j)])
        known_hand[s] = vis & ~gone

    # the current skat pile: the last taker's discards, or the skat as dealt
    if takers:
        pile_visible = takers[-1] == viewer
        pile_size = len(discards[takers[-1]])
        pile_known = _mask([history[j][1] for j in discards[takers[-1]]]) if pile_visible else 0
    else:
        pile_visible = False
        pile_size = len(skat_slots)
        pile_known = 0
    pile_is_discards = bool(takers) and shadow.is_ramsch and not game.pass_jacks

    floating = 0
    later_takers: list[int] = []
    if viewer in takers and takers[-1] != viewer:
        i = takers.index(viewer)
        floating = _mask([history[j][1] for j in discards[viewer]]) & ~played_all
        later_takers = takers[i + 1 :]

    located = played_all | pile_known
    for s in seats:
        located |= known_hand[s]
    unknown = _ALL & ~located

    # --- place the cards the viewer cannot locate --------------------------------------
    place_names: list[int] = []
    places: list[tuple[int, CardMask]] = []
    for s in seats:
        size = len(slots_of(s)) + (2 if s in takers else 0) - len(plays[s]) - len(discards[s])
        hidden_count = size - bin(known_hand[s]).count("1")
        if s == viewer or hidden_count == 0:
            continue
        allowed = _ALL & ~voids[s]
        if s not in later_takers:
            allowed &= ~floating
        place_names.append(s)
        places.append((hidden_count, allowed))
    if not pile_visible and pile_size:
        allowed = _ALL & ~JACKS_MASK if pile_is_discards else _ALL
        place_names.append(_SKAT)
        places.append((pile_size, allowed))
    if dealt < NUM_CARDS:
        place_names.append(_UNDEALT)
        places.append((NUM_CARDS - dealt, _ALL & ~floating))
    piles = assign_cards(cards_of(unknown), places, rng)
    hand = dict(known_hand)
    pile = pile_known
    for name, cards in zip(place_names, piles, strict=True):
        if name == _SKAT:
            pile |= _mask(cards)
        elif name != _UNDEALT:
            hand[name] |= _mask(cards)

    # --- walk the takers backwards: which two cards did each pick up? --------------------
    visible_skat = _mask([slot_card[k] for k in skat_slots if slot_card[k] != HIDDEN])
    viewer_pool = 0
    if viewer in takers:
        viewer_pool = _mask([slot_card[k] for k in slots_of(viewer)]) | known_hand[viewer]
        viewer_pool |= _mask(plays[viewer]) | _mask([history[j][1] for j in discards[viewer]])
    packet_out: dict[int, CardMask] = {}
    packet_in: dict[int, CardMask] = {}
    following = pile
    for i in range(len(takers) - 1, -1, -1):
        t = takers[i]
        packet_out[t] = following
        pool = _mask(plays[t]) | hand[t] | following
        if t == viewer or (i > 0 and takers[i - 1] == viewer):
            if i == 0:
                taken = _mask([slot_card[k] for k in skat_slots])
            else:
                taken = _mask([history[j][1] for j in discards[takers[i - 1]]])
        else:
            forced = pool & (visible_skat if i == 0 else 0)
            if viewer in takers[:i]:
                forced |= pool & viewer_pool
            in_slots = _mask([slot_card[k] for k in slots_of(t) if slot_card[k] != HIDDEN])
            candidates = pool & ~forced & ~in_slots
            if i > 0 and shadow.is_ramsch and not game.pass_jacks:
                candidates &= ~JACKS_MASK
            need = 2 - bin(forced).count("1")
            options = cards_of(candidates)
            if need < 0 or need > len(options):
                raise NoConsistentDeal("no two cards fit the skat picked up")
            taken = forced | _mask(rng.sample(options, need))
        if taken & ~pool:
            raise NoConsistentDeal("a picked-up card is not in the taker's cards")
        packet_in[t] = taken
        following = taken
    original_skat = packet_in[takers[0]] if takers else pile

    # --- spread each pool over its dealing slots ----------------------------------------
    content: dict[int, CardMask] = {}
    for s in seats:
        pool = _mask(plays[s]) | hand[s]
        if s in takers:
            pool |= packet_out[s]
            pool &= ~packet_in[s]
        content[s] = pool
    chance: list[int] = list(slot_card)

    def fill(slots: list[int], cards: CardMask) -> None:
        fixed = _mask([chance[k] for k in slots if chance[k] != HIDDEN])
        rest = cards_of(cards & ~fixed)
        holes = [k for k in slots if chance[k] == HIDDEN]
        if len(rest) != len(holes) or fixed & ~cards:
            raise StammtischError("the view does not fit this deal (internal sampling error)")
        rng.shuffle(rest)
        for k, c in zip(holes, rest, strict=True):
            chance[k] = c

    for s in seats:
        fill(slots_of(s), content[s])
    fill(skat_slots, original_skat)

    out: list[int] = []
    away: dict[int, list[Card]] = {}
    for t in takers:
        fixed = [history[j][1] for j in discards[t] if visible(j)]
        rest = cards_of(packet_out[t] & ~_mask(fixed))
        rng.shuffle(rest)
        away[t] = rest
    for i, (actor, action) in enumerate(history):
        if i < dealt:
            out.append(chance[i])
        elif action == HIDDEN:
            out.append(away[actor].pop())
        else:
            out.append(action)
    return out


__all__ = ["sample_state"]
