"""The table as one seat sees it: :meth:`GameState.table` returns a :class:`TableView`.

Built from the history and the visibility of each action, which every game
defines, and from the game's own :meth:`~GameState.hand` and
:meth:`~GameState.current_trick` where it offers them:

- right after the deal, a dealt card that exactly one seat sees belongs to
  that seat's hand; a card nobody sees lies in the talon (skat, blind);
- a card action the whole table sees is a trick play; one that only its
  player sees is put aside (a discard, a buried card) into the talon; one
  that its player and one other seat see is passed to that seat;
- a card in the talon that one more seat comes to see has been taken up by
  that seat (picking up the skat or the blind, a poverty exchange);
- a trick is complete when every active seat (``Game.active_seats``) has
  played to it; the game says who took it (``GameState.last_trick_winner``).

Each card keeps a ``uid`` from the deal to the end (the history index of the
chance action that dealt it), so a front end can move the same picture from
the talon into a hand or onto the trick.  Hidden cards show as a slot without
a face.  The conformance suite checks the view against card conservation and
against every state the viewer's view resamples to.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .meaning import ActionInfo
from .messages import Message
from .tricks import trick_points

if TYPE_CHECKING:
    from .state import GameState

CHANCE = -1
TERMINAL = -4
FIRST_NON_CARD_ACTION = 32


@dataclass(frozen=True)
class CardSlot:
    """One card on the table.

    ``uid`` stays with the physical card from the deal to the end (the
    history index of the chance action that dealt it), so the view can move
    the same picture from the talon into a hand or onto the trick.
    ``card`` is ``None`` when the viewer cannot see the card's face.
    """

    uid: int
    card: int | None


@dataclass(frozen=True)
class TrickCard:
    """A card played to a trick by ``seat``."""

    seat: int
    uid: int
    card: int


@dataclass(frozen=True)
class TableView:
    """Everything the table view draws, as the viewer may see it."""

    num_players: int
    viewer: int
    dealer: int
    active: tuple[int, ...]
    hands: tuple[tuple[CardSlot, ...], ...]
    talon: tuple[CardSlot, ...]
    trick: tuple[TrickCard, ...]
    last_trick: tuple[TrickCard, ...]
    last_trick_winner: int | None
    tricks_won: tuple[int, ...]
    calls: tuple[tuple[ActionInfo | None, ...], ...]
    """Each seat's actions that are not card plays, in order; ``None`` for one the viewer
    did not see."""
    current_player: int
    declarer: int | None
    contract: str | None
    terminal: bool
    open_hands: frozenset[int] = field(default_factory=frozenset)
    """Seats other than the viewer whose cards the viewer sees (an ouvert declarer)."""
    contract_label: Message | None = None
    """The contract for people, by message code (what :attr:`contract` says in the record's
    words)."""

    def hand_cards(self, seat: int) -> list[int]:
        """The visible cards of ``seat``'s hand (all of them for the viewer)."""
        return [s.card for s in self.hands[seat] if s.card is not None]

    @property
    def last_trick_points(self) -> int:
        """The card points of the last trick taken (0 before the first is taken)."""
        return trick_points(tc.card for tc in self.last_trick)


@dataclass
class _Place:
    uid: int
    card: int
    source: int
    seen: frozenset[int]


def _visible_to(state: GameState, index: int) -> frozenset[int]:
    return frozenset(p for p in range(state.num_players) if state.action_visible(index, p))


def _engine_hand(state: GameState, seat: int) -> list[int] | None:
    """The game's own ``hand(seat)``, where it offers one (a cross-check, not required)."""
    return state.hand(seat)


def _engine_trick(state: GameState, active: tuple[int, ...]) -> list[tuple[int, int]] | None:
    """The game's own trick in progress as (seat, card), where it offers one."""
    return state.current_trick()


class _Table:
    """The derivation's working state: where each physical card is."""

    def __init__(self, n: int, active: tuple[int, ...]) -> None:
        self.n = n
        self.active = active
        self.hands: list[list[_Place]] = [[] for _ in range(n)]
        self.talon: list[_Place] = []
        self.trick: list[tuple[int, _Place]] = []
        self.last_trick: list[tuple[int, _Place]] = []
        self.last_winner: int | None = None
        self.tricks_won = [0] * n
        self.synthetic = 10_000
        self.known: Callable[[_Place, int | None], bool] = lambda place, owner: True
        """Whether the viewer sees ``place``'s face where it lies (in ``owner``'s hand)."""

    def take(self, seat: int | None, card: int) -> _Place:
        """Find ``card`` (in ``seat``'s hand first, then the talon, then anywhere) and lift it.

        When the viewer cannot see that card where it lies, the slot lifted is the
        pile's last one the viewer cannot see either (the two swap cards): which
        hidden slot held the card is no business of the viewer's.
        """
        piles = ([self.hands[seat]] if seat is not None else []) + [self.talon, *self.hands]
        for pile in piles:
            for place in pile:
                if place.card == card:
                    owner = self._owner(pile)
                    if not self.known(place, owner):
                        hidden = [p for p in pile if not self.known(p, owner)]
                        last = hidden[-1]
                        place.card, last.card = last.card, place.card
                        place = last
                    pile.remove(place)
                    return place
        self.synthetic += 1
        return _Place(self.synthetic, card, -1, frozenset())

    def _owner(self, pile: list[_Place]) -> int | None:
        for seat, hand in enumerate(self.hands):
            if hand is pile:
                return seat
        return None

    def complete_trick(self, winner: int) -> None:
        self.last_trick = self.trick
        self.last_winner = winner if 0 <= winner < self.n else None
        if self.last_winner is not None:
            self.tricks_won[self.last_winner] += 1
        self.trick = []


def derive_table(state: GameState, viewer: int) -> TableView:
    """The table as ``viewer`` sees it in ``state`` (see the module docstring)."""
    game = state.game
    n = game.num_players
    active = game.active_seats(state.dealer)
    everyone = frozenset(active)
    trick_size = len(active)
    replay = game.new_state(state.dealer, state.context)
    history = state.history()
    table = _Table(n, active)
    # Cards a game shows face up without an action to show them by (an ouvert
    # declarer's hand after taking up the skat, whose dealing slots stay hidden).
    revealed = {seat: set(cards) for seat, cards in state.revealed(viewer)}

    def seen_by_viewer(place: _Place, owner: int | None) -> bool:
        if owner == viewer:
            return True
        if owner is not None and place.card in revealed.get(owner, ()):
            return True
        return place.source >= 0 and state.action_visible(place.source, viewer)

    table.known = seen_by_viewer
    dealt: list[int] = []
    calls: list[list[tuple[int, ActionInfo]]] = [[] for _ in range(n)]
    deal_over = False
    use_trick_hook = _engine_trick(replay, active) is not None
    use_hand_hook = _engine_hand(replay, 0) is not None

    def settle_deal() -> None:
        for index in dealt:
            seen = _visible_to(replay, index) & everyone
            place = _Place(index, history[index][1], index, seen)
            if len(seen) == 1:
                table.hands[next(iter(seen))].append(place)
            else:
                table.talon.append(place)

    def take_up(actor: int) -> None:
        """Talon cards the actor now sees (after a word such as "pick") join the actor's hand."""
        for place in list(table.talon):
            seen = _visible_to(replay, place.source) & everyone
            if actor in seen - place.seen and seen != everyone:
                table.talon.remove(place)
                table.hands[actor].append(place)
            place.seen = seen

    def laid_away_by(seat: int) -> _Place | None:
        """The card ``seat`` last laid away face down (Sheepshead's unknown card)."""
        mine = [p for p in table.talon if p.source >= 0 and seat in p.seen]
        if not mine:
            return None
        table.talon.remove(mine[-1])
        return mine[-1]

    def follow_engine_trick(actor: int, lifted: _Place | None) -> bool:
        """Mirror the game's own trick; whether ``lifted`` (the card just played) went to it.

        A trick entry that is not a card (0..31) is a card played face down: the one
        that seat laid away before.
        """
        after = _engine_trick(replay, active) or []
        before = len(table.trick)
        used = False
        if len(after) > before:
            for seat, card in after[before:]:
                place: _Place | None
                if lifted is not None and not used and lifted.card == card:
                    place, used = lifted, True
                elif 0 <= card < FIRST_NON_CARD_ACTION:
                    place = table.take(seat, card)
                else:
                    place = laid_away_by(seat)
                if place is not None:
                    table.trick.append((seat, place))
        elif before and not after:
            if lifted is not None:
                table.trick.append((actor, lifted))
                used = True
            else:
                hidden = laid_away_by(actor)
                if hidden is not None:
                    table.trick.append((actor, hidden))
            table.complete_trick(_taker(replay))
        return used

    for index, (actor, action) in enumerate(history):
        if actor == CHANCE:
            replay.apply_unchecked(action)
            dealt.append(index)
            continue
        if not deal_over:
            settle_deal()
            deal_over = True
        in_turn = actor == replay.current_player()
        is_card = 0 <= action < FIRST_NON_CARD_ACTION
        info = None if is_card else replay.describe_action(action)
        lifted = table.take(actor, action) if is_card else None
        _apply(replay, actor, action, in_turn)
        seen = _visible_to(replay, index) & everyone
        if use_trick_hook:
            played = follow_engine_trick(actor, lifted)
        else:
            played = lifted is not None and seen >= everyone
            if played and lifted is not None:
                table.trick.append((actor, lifted))
                if len(table.trick) == trick_size:
                    table.complete_trick(_taker(replay))
        if lifted is not None and not played:
            lifted.source, lifted.seen = index, seen
            others = seen - {actor}
            if len(others) == 1:
                table.hands[next(iter(others))].append(lifted)
            else:
                table.talon.append(lifted)
        if not is_card:
            assert info is not None
            calls[actor].append((index, info))
            take_up(actor)
        if use_hand_hook:
            _reconcile_hands(table, replay)
    if not deal_over and dealt and not replay.is_chance_node():
        settle_deal()

    def show(place: _Place, owner: int | None) -> CardSlot:
        return CardSlot(place.uid, place.card if seen_by_viewer(place, owner) else None)

    hands = table.hands
    told = state.public_info(viewer)
    open_hands = frozenset(
        seat
        for seat in range(n)
        if seat != viewer and hands[seat] and all(seen_by_viewer(p, seat) for p in hands[seat])
    )
    return TableView(
        num_players=n,
        viewer=viewer,
        dealer=state.dealer,
        active=active,
        hands=tuple(tuple(show(p, seat) for p in hands[seat]) for seat in range(n)),
        talon=tuple(show(p, None) for p in table.talon),
        trick=tuple(TrickCard(seat, p.uid, p.card) for seat, p in table.trick),
        last_trick=tuple(TrickCard(seat, p.uid, p.card) for seat, p in table.last_trick),
        last_trick_winner=table.last_winner,
        tricks_won=tuple(table.tricks_won),
        calls=tuple(
            tuple(
                info if state.action_visible(index, viewer) else None for index, info in calls[seat]
            )
            for seat in range(n)
        ),
        current_player=state.current_player(),
        declarer=told.declarer,
        contract=told.contract,
        terminal=state.current_player() == TERMINAL,
        open_hands=open_hands,
        contract_label=told.label,
    )


def _reconcile_hands(table: _Table, state: GameState) -> None:
    """Make each hand hold exactly what the game says it holds."""
    for seat in range(table.n):
        wanted = _engine_hand(state, seat)
        if wanted is None:
            return
        have = [p.card for p in table.hands[seat]]
        missing = list(wanted)
        for card in have:
            if card in missing:
                missing.remove(card)
        extra = list(have)
        for card in wanted:
            if card in extra:
                extra.remove(card)
        for card in extra:
            for held in table.hands[seat]:
                if held.card == card:
                    table.hands[seat].remove(held)
                    table.talon.append(held)
                    break
        for card in missing:
            place: _Place | None = None
            for pile in [table.talon, *[h for i, h in enumerate(table.hands) if i != seat]]:
                for candidate in pile:
                    if candidate.card == card:
                        place = candidate
                        pile.remove(candidate)
                        break
                if place is not None:
                    break
            if place is None:
                table.synthetic += 1
                place = _Place(table.synthetic, card, -1, frozenset())
            table.hands[seat].append(place)


def _taker(state: GameState) -> int:
    """Who took the trick just completed (also after the last one, when nobody is to move)."""
    winner = state.last_trick_winner()
    return state.current_player() if winner is None else winner


def _apply(state: GameState, actor: int, action: int, in_turn: bool) -> None:
    if in_turn:
        state.apply_unchecked(action)
    else:
        state.apply_out_of_turn(actor, action)


__all__ = ["CardSlot", "TableView", "TrickCard", "derive_table"]
