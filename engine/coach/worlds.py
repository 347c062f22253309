"""Every world a seat could be in: the deals consistent with its view, when they are few.

Late in the card play the cards a seat has not seen can lie in only so many ways.
:func:`consistent_worlds` lists them all, one full state per way: it takes one
deal consistent with the view (the template), follows each unseen card through
the template's history (dealt to a hand, picked up, laid away or handed over
unseen), and then places the unseen cards in every possible way over the places
they can be now (the other hands and the hidden piles: a skat laid away, buried
cards), skipping a hand that has shown out of the card's suit.  Each placement is
written back into the history (the same cards at the same moments, swapped), replayed
through the rules (every action checked) and kept when the seat's view of it is
the view asked about.  So a world is kept only when the rules allow every action
seen in it.

:func:`late_worlds` is what the coach asks: the worlds when every hand holds at
most :data:`LATE_HAND` cards and there are at most :data:`WORLD_LIMIT` of them,
else ``None`` (the coach then samples).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from ..ai.base import known_state
from ..ai.knowledge import adapter_for
from ..cards import Card
from ..errors import StammtischError
from ..phase import Phase
from ..state import CHANCE, FIRST_NON_CARD_ACTION, HIDDEN, GameState, PlayerView

LATE_HAND = 4
"""The coach lists every world when no hand holds more cards than this."""

WORLD_LIMIT = 200
"""... and when there are at most this many worlds (each is searched exactly, every
card of the seat solved in it, whatever the hint's time cap); beyond, it samples as
Strong does."""

PILE = -1
"""The place of a card that is in no hand: a skat laid away, buried cards."""


@dataclass
class _Token:
    """One dealt card followed through the history."""

    value: Card
    known: bool
    positions: list[int] = field(default_factory=list)
    """History indices whose action is this card (its deal, unseen moves)."""


def _hands(state: GameState, seats: range) -> list[Counter[Card]]:
    return [Counter(state.hand(s) or ()) for s in seats]


def _apply(state: GameState, actor: int, action: int, checked: bool) -> None:
    if actor == CHANCE or actor == state.current_player():
        if checked and actor != CHANCE:
            state.apply_action(action)
        else:
            state.apply_unchecked(action)
    elif checked:
        state.apply_out_of_turn(actor, action)
    else:
        state.apply_out_of_turn_unchecked(actor, action)


def _follow(view: PlayerView, template: GameState) -> dict[int, list[_Token]]:
    """Where each card of ``template`` lies now, by place (a seat, or :data:`PILE`), and
    which history positions carry it."""
    seats = range(template.num_players)
    places: dict[int, list[_Token]] = {s: [] for s in seats}
    places[PILE] = []
    replay = template.game.new_state(template.dealer, template.context)
    seen = view.history
    for i, (actor, action) in enumerate(template.history()):
        before = _hands(replay, seats)
        _apply(replay, actor, action, checked=False)
        after = _hands(replay, seats)
        hidden = seen[i][1] == HIDDEN
        moving: list[_Token] = []
        for s in seats:
            for card, k in (before[s] - after[s]).items():
                for _ in range(k):
                    tok = _take(places[s], card)
                    if tok is not None:
                        moving.append(tok)
        if actor == CHANCE and action < FIRST_NON_CARD_ACTION:
            moving.append(_Token(action, known=not hidden))
        for tok in moving:
            if hidden and tok.value == action:
                tok.positions.append(i)
            elif not hidden and actor != CHANCE and tok.value == action:
                tok.known = True  # played or handed over face up
        for s in seats:
            for card, k in (after[s] - before[s]).items():
                for _ in range(k):
                    tok = _take(moving, card) or _take(places[PILE], card)
                    if tok is None:
                        raise StammtischError(f"card {card} came from nowhere")
                    places[s].append(tok)
        places[PILE].extend(moving)  # left every hand and reached none: laid away, or played
    return places


def _take(tokens: list[_Token], card: Card) -> _Token | None:
    """Remove and return a token of ``card`` from ``tokens`` (an unknown one first)."""
    best = None
    for tok in tokens:
        if tok.value == card and (best is None or (best.known and not tok.known)):
            best = tok
    if best is not None:
        tokens.remove(best)
    return best


def _placements(
    values: Counter[Card], room: dict[int, int], allowed: dict[int, int], limit: int
) -> Iterator[dict[int, list[Card]]]:
    """Every way to put ``values`` (a multiset) into places with ``room`` cards each, a place
    taking only cards whose bit is set in ``allowed``; stops after ``limit + 1``."""
    cards = sorted(values)
    places = sorted(room)
    count = 0

    def go(
        k: int, left: dict[int, int], got: dict[int, list[Card]]
    ) -> Iterator[dict[int, list[Card]]]:
        nonlocal count
        if count > limit:
            return
        if k == len(cards):
            count += 1
            yield {p: list(v) for p, v in got.items()}
            return
        card = cards[k]
        n = values[card]
        yield from split(k, card, n, 0, left, got)

    def split(
        k: int, card: Card, n: int, pi: int, left: dict[int, int], got: dict[int, list[Card]]
    ) -> Iterator[dict[int, list[Card]]]:
        if n == 0:
            yield from go(k + 1, left, got)
            return
        if pi == len(places):
            return
        p = places[pi]
        most = min(n, left[p]) if allowed[p] >> card & 1 else 0
        for take in range(most, -1, -1):
            left[p] -= take
            got[p].extend([card] * take)
            yield from split(k, card, n - take, pi + 1, left, got)
            del got[p][len(got[p]) - take :]
            left[p] += take

    distinct = {c: values[c] for c in cards}
    cards = sorted(distinct)
    yield from go(0, dict(room), {p: [] for p in places})


def consistent_worlds(view: PlayerView, limit: int = WORLD_LIMIT) -> list[GameState] | None:
    """Every deal consistent with ``view``, one state per placement of the cards the seat has
    not seen, or ``None`` when there are more than ``limit`` placements to try."""
    template = known_state(view)
    me = view.player
    places = _follow(view, template)
    unknown = {p: [t for t in toks if not t.known] for p, toks in places.items() if p != me}
    room = {p: len(toks) for p, toks in unknown.items() if toks}
    values: Counter[Card] = Counter(t.value for toks in unknown.values() for t in toks)
    if not values:
        return [template]
    if _upper_bound(room) > 50 * limit:
        return None
    info = adapter_for(view.game).play_info(template, me)
    allowed: dict[int, int] = {}
    for p in room:
        mask = (1 << 64) - 1
        if info is not None and p != PILE:
            voids = info.voids[p]
            mask = 0
            for c in range(FIRST_NON_CARD_ACTION):
                if not voids >> info.rules.follow_class[c] & 1:
                    mask |= 1 << c
        allowed[p] = mask
    placements = list(_placements(values, room, allowed, limit))
    if len(placements) > limit:
        return None
    history = template.history()
    out: list[GameState] = []
    for placement in placements:
        changed = list(history)
        for p, cards in placement.items():
            tokens = sorted(unknown[p], key=lambda t: (t.value, t.positions))
            for tok, card in zip(tokens, sorted(cards), strict=True):
                for i in tok.positions:
                    changed[i] = (changed[i][0], card)
        world = _replay(template, changed)
        if world is not None and world.view(me) == view:
            out.append(world)
    return out


def _upper_bound(room: dict[int, int]) -> float:
    """The multinomial number of placements without constraints (distinct cards)."""
    total = sum(room.values())
    out = math.factorial(total)
    for n in room.values():
        out //= math.factorial(n)
    return float(out)


def _replay(template: GameState, history: Sequence[tuple[int, int]]) -> GameState | None:
    """``history`` replayed through the rules, every seat's action checked (None: illegal)."""
    state = template.game.new_state(template.dealer, template.context)
    try:
        for actor, action in history:
            _apply(state, actor, action, checked=True)
    except StammtischError:
        return None
    return state


def is_late(state: GameState) -> bool:
    """Whether ``state`` is in the card play with at most :data:`LATE_HAND` cards in any hand."""
    if getattr(state, "phase", None) is not Phase.PLAY:
        return False
    return max(len(state.hand(s) or ()) for s in range(state.num_players)) <= LATE_HAND


def late_worlds(view: PlayerView, limit: int = WORLD_LIMIT) -> list[GameState] | None:
    """The worlds consistent with ``view`` late in the card play (see the module doc), or None."""
    if not is_late(known_state(view)):
        return None
    return consistent_worlds(view, limit)


__all__ = ["LATE_HAND", "WORLD_LIMIT", "consistent_worlds", "is_late", "late_worlds"]
