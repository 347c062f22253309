"""Drawing a full Sheepshead deal consistent with one player's view.

The hidden cards are placed with :func:`~stammtisch.engine.sampling.assign_cards`
under everything the view shows:

- voids: a player who did not follow a led suit (or trump) holds none of it;
- the picker's cards: the viewer (if not the picker) knows neither the blind,
  nor what was buried, nor the unknown card;
- the called ace (or ten): the picker holds it neither in hand nor buried, so
  it lies in another hand; a called ten means the picker holds all three
  fail aces; until the called suit is led the picker keeps a card of it;
- an unknown card: the picker could call no card, so for every fail suit the
  picker either holds its partner card or held no card of it after burying.

Every drawn deal is replayed through the rules and discarded if any action of
the view would be illegal in it, so what comes back always agrees with the
view.

>>> import random
>>> from stammtisch.engine.sheepshead import SheepsheadGame
>>> game = SheepsheadGame(5)
>>> state = game.new_deal(seed=3)
>>> view = state.view(2)
>>> sample = game.sample_state(view, random.Random(1))
>>> sample.view(2) == view, sample.hand(2) == state.hand(2)
(True, True)
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..cards import ALL_CARDS_MASK, Card, cards_of
from ..sampling import NoConsistentDeal, assign_cards
from ..state import CHANCE, HIDDEN, PlayerView
from .actions import CALL_BASE, CALL_UNKNOWN_BASE, PICK, PLAY_UNKNOWN
from .contracts import CLASS_MASKS, FAIL_ACES, FAIL_SUITS, FOLLOW_CLASS, LAYOUTS

if TYPE_CHECKING:
    from .game import SheepsheadGame
    from .state import SheepsheadState

BLIND = -2
ATTEMPTS = 200


@dataclass
class _Scan:
    """What a view shows, read without knowing the hidden cards."""

    players: int
    viewer: int
    slot_owner: list[int] = field(default_factory=list)
    slot_value: list[int] = field(default_factory=list)
    slot_index: list[int] = field(default_factory=list)
    picker: int | None = None
    bury_index: list[int] = field(default_factory=list)
    bury_value: list[int] = field(default_factory=list)
    call: int | None = None
    under_index: int = -1
    under_value: int = HIDDEN
    played: list[int] = field(default_factory=list)
    voids: list[int] = field(default_factory=list)
    called_led: bool = False
    not_holding_called: set[int] = field(default_factory=set)
    picker_followed_called: bool = False
    """Whether the picker has played to the trick where the called suit was first led."""
    """Seats that played another card to the trick where the called suit was first led."""

    @property
    def called_card(self) -> Card | None:
        if self.call is None:
            return None
        if CALL_BASE <= self.call < CALL_BASE + 24:
            return self.call - CALL_BASE
        if CALL_UNKNOWN_BASE <= self.call < CALL_UNKNOWN_BASE + 24:
            return self.call - CALL_UNKNOWN_BASE
        return None

    @property
    def unknown_call(self) -> bool:
        return self.call is not None and self.call >= CALL_UNKNOWN_BASE


def _scan(game: SheepsheadGame, view: PlayerView) -> _Scan:
    n = game.num_players
    layout = LAYOUTS[n]
    hand_cards = n * layout.hand
    scan = _Scan(players=n, viewer=view.player, played=[0] * n, voids=[0] * n)
    passes = 0
    phase = "deal"
    trick_led: int | None = None
    in_trick = 0
    first_called_trick = False
    for index, (actor, action) in enumerate(view.history):
        if actor == CHANCE:
            i = len(scan.slot_owner)
            owner = (view.dealer + 1 + i // layout.hand) % n if i < hand_cards else BLIND
            scan.slot_owner.append(owner)
            scan.slot_value.append(action)
            scan.slot_index.append(index)
            if len(scan.slot_owner) == hand_cards + layout.blind:
                phase = "pick"
            continue
        if phase == "pick":
            if action == PICK:
                scan.picker = actor
                phase = "bury"
            else:
                passes += 1
                if passes == n:
                    phase = "play"
        elif phase == "bury":
            scan.bury_index.append(index)
            scan.bury_value.append(action)
            if len(scan.bury_index) == layout.blind:
                phase = "call" if n == 5 else "play"
        elif phase == "call":
            scan.call = action
            phase = "under" if action >= CALL_UNKNOWN_BASE else "play"
        elif phase == "under":
            scan.under_index = index
            scan.under_value = action
            phase = "play"
        else:
            called = scan.called_card
            suit = None if called is None else called >> 3
            if action == PLAY_UNKNOWN:
                cls = suit
            else:
                cls = FOLLOW_CLASS[action]
                scan.played[actor] |= 1 << action
            if in_trick == 0:
                trick_led = cls
                first_called_trick = suit is not None and cls == suit and not scan.called_led
                if first_called_trick:
                    scan.called_led = True
            elif action != PLAY_UNKNOWN and cls != trick_led and trick_led is not None:
                scan.voids[actor] |= CLASS_MASKS[trick_led]
            if first_called_trick:
                if action != called:
                    scan.not_holding_called.add(actor)
                if actor == scan.picker:
                    scan.picker_followed_called = True
            in_trick = (in_trick + 1) % n
    return scan


def _popcount(mask: int) -> int:
    return bin(mask).count("1")


def sample_state(game: SheepsheadGame, view: PlayerView, rng: random.Random) -> SheepsheadState:
    """A full state whose view for ``view.player`` is ``view`` (hidden cards drawn at random)."""
    scan = _scan(game, view)
    n = scan.players
    layout = LAYOUTS[n]
    viewer = scan.viewer
    picker = scan.picker

    known = 0
    for value in scan.slot_value:
        if value != HIDDEN:
            known |= 1 << value
    for value in scan.bury_value:
        if value != HIDDEN:
            known |= 1 << value
    if scan.under_value != HIDDEN:
        known |= 1 << scan.under_value
    for mask in scan.played:
        known |= mask
    pool = ALL_CARDS_MASK & ~known

    dealt = [0] * n
    blind_dealt = 0
    for owner in scan.slot_owner:
        if owner == BLIND:
            blind_dealt += 1
        else:
            dealt[owner] += 1
    under_chosen = scan.under_index >= 0
    under_hidden = under_chosen and scan.under_value == HIDDEN

    # places: one per other seat's hand, then buried, unknown card, blind, undealt
    seats = [q for q in range(n) if q != viewer]
    counts: dict[object, int] = {}
    masks: dict[object, int] = {}
    for q in seats:
        count = dealt[q] - _popcount(scan.played[q])
        if q == picker:
            count += blind_dealt - len(scan.bury_index) - (1 if under_chosen else 0)
        counts[q] = count
        masks[q] = ALL_CARDS_MASK & ~scan.voids[q]
    if picker is not None and picker != viewer:
        counts["buried"] = len(scan.bury_index)
        masks["buried"] = ALL_CARDS_MASK
        if under_hidden:
            counts["under"] = 1
            masks["under"] = ALL_CARDS_MASK
    if picker is None:
        counts["blind"] = blind_dealt
        masks["blind"] = ALL_CARDS_MASK
    counts["undealt"] = layout.hand * n + layout.blind - len(scan.slot_owner)
    masks["undealt"] = ALL_CARDS_MASK

    need_hold: int | None = None
    cases: list[list[tuple[str, int]]] = []
    called = scan.called_card
    if called is not None:
        for q in scan.not_holding_called:
            if q in masks:
                masks[q] &= ~(1 << called)
    if picker is not None and picker != viewer and called is not None:
        picker_places = [picker, "buried", "under"]
        for place in picker_places:
            if place in masks:
                masks[place] &= ~(1 << called)
        others = [q for q in seats if q != picker]
        rank = called & 7
        if rank == 4:  # a ten was called: the picker holds all three fail aces
            for ace in FAIL_ACES:
                for q in others:
                    masks[q] &= ~(1 << ace)
        suit = called >> 3
        if not scan.unknown_call:
            if not scan.picker_followed_called and counts[picker] > 0:
                need_hold = suit
        else:
            for place in (picker, "under"):
                if place in masks:
                    masks[place] &= ~CLASS_MASKS[suit]
            known_under = 0 if under_hidden or not under_chosen else 1 << scan.under_value
            picker_known = scan.played[picker] | known_under
            for other in FAIL_SUITS:
                if other == suit:
                    continue
                partner_card = other * 8 + rank
                if picker_known >> partner_card & 1:
                    continue  # the picker held it: nothing follows for this suit
                options: list[tuple[str, int]] = []
                if pool >> partner_card & 1:
                    options.append(("held", partner_card))
                if not picker_known & CLASS_MASKS[other]:
                    options.append(("void", other))
                if not options:
                    raise NoConsistentDeal("the unknown call does not fit what has been seen")
                cases.append(options)

    for attempt in range(ATTEMPTS):
        place_masks = dict(masks)
        place_counts = dict(counts)
        for options in cases:
            kind, value = rng.choice(options)
            if kind == "held":
                for q in seats:
                    if q != picker:
                        place_masks[q] &= ~(1 << value)
            else:
                for place in (picker, "under"):
                    if place in place_masks:
                        place_masks[place] &= ~CLASS_MASKS[value]
        hidden = pool
        forced: list[Card] = []
        if need_hold is not None and attempt % 2 == 1:
            assert picker is not None
            choices = cards_of(hidden & CLASS_MASKS[need_hold] & place_masks[picker])
            if not choices:
                continue
            card = rng.choice(choices)
            forced.append(card)
            hidden &= ~(1 << card)
            place_counts[picker] -= 1
        keys = [k for k in place_counts if place_counts[k] > 0]
        try:
            piles = assign_cards(
                cards_of(hidden), [(place_counts[k], place_masks[k]) for k in keys], rng
            )
        except NoConsistentDeal:
            continue
        placed: dict[object, list[Card]] = {k: [] for k in place_counts}
        for k, pile in zip(keys, piles, strict=True):
            placed[k] = pile
        if picker is not None and picker in placed:
            placed[picker] = placed[picker] + forced
            if need_hold is not None and not any(
                CLASS_MASKS[need_hold] >> c & 1 for c in placed[picker]
            ):
                continue
        state = _build(game, view, scan, placed, rng)
        if state is not None:
            return state
    raise NoConsistentDeal("no deal consistent with this view was found")


def _build(
    game: SheepsheadGame,
    view: PlayerView,
    scan: _Scan,
    placed: dict[object, list[Card]],
    rng: random.Random,
) -> SheepsheadState | None:
    history = list(view.history)
    picker = scan.picker
    for q in range(scan.players):
        if q == scan.viewer:
            continue
        cards = list(placed[q]) + cards_of(scan.played[q])
        slots = [scan.slot_index[i] for i, o in enumerate(scan.slot_owner) if o == q]
        if q == picker:
            cards += placed.get("buried", []) + placed.get("under", [])
            if scan.under_value != HIDDEN and scan.under_index >= 0:
                cards.append(scan.under_value)
            slots += [scan.slot_index[i] for i, o in enumerate(scan.slot_owner) if o == BLIND]
        if len(cards) != len(slots):
            return None
        rng.shuffle(cards)
        for index, card in zip(slots, cards, strict=True):
            history[index] = (CHANCE, card)
    if picker is None:
        blind_slots = [scan.slot_index[i] for i, o in enumerate(scan.slot_owner) if o == BLIND]
        for index, card in zip(blind_slots, placed.get("blind", []), strict=True):
            history[index] = (CHANCE, card)
    elif picker != scan.viewer:
        buried = list(placed.get("buried", []))
        rng.shuffle(buried)
        for index, card in zip(scan.bury_index, buried, strict=True):
            history[index] = (picker, card)
        if scan.under_index >= 0 and scan.under_value == HIDDEN:
            history[scan.under_index] = (picker, placed["under"][0])
    state = game.new_state(view.dealer, dict(view.context))
    dealt = 0
    for actor, action in history:
        if actor == CHANCE:
            if not state.is_chance_node() or action == HIDDEN or dealt >> action & 1:
                return None
            dealt |= 1 << action
        elif state.current_player() != actor or not state.is_legal(action):
            return None
        state.apply_unchecked(action)
    return state


__all__ = ["sample_state"]
