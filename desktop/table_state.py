"""What the table shows, derived from any game's state through the engine API only.

The engine's :class:`~stammtisch.engine.state.GameState` does not say which
pile is whose hand; the desktop works it out from the history and the
visibility of each action, which every game defines:

- right after the deal, a dealt card that exactly one seat sees belongs to
  that seat's hand; a card nobody sees lies in the talon (skat, blind);
- a card action the whole table sees is a trick play; one that only its
  player sees is put aside (a discard, a buried card) into the talon; one
  that its player and one other seat see is passed to that seat;
- a card in the talon that one more seat comes to see has been taken up by
  that seat (picking up the skat or the blind, a poverty exchange);
- a trick is complete when every active seat has played to it, and the seat
  to move next has won it.

Nothing here knows a rule of any game.  No Qt either, so it is tested
without widgets.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from stammtisch.engine.state import CHANCE, FIRST_NON_CARD_ACTION, TERMINAL, GameState


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
class TableSnapshot:
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
    calls: tuple[tuple[str, ...], ...]
    """Each seat's actions that are not card plays, in record notation ("18", "pass")."""
    current_player: int
    declarer: int | None
    contract: str | None
    terminal: bool
    open_hands: frozenset[int] = field(default_factory=frozenset)
    """Seats other than the viewer whose cards the viewer sees (an ouvert declarer)."""

    def hand_cards(self, seat: int) -> list[int]:
        """The visible cards of ``seat``'s hand (all of them for the viewer)."""
        return [s.card for s in self.hands[seat] if s.card is not None]


@dataclass
class _Place:
    uid: int
    card: int
    source: int
    seen: frozenset[int]


def _visible_to(state: GameState, index: int) -> frozenset[int]:
    return frozenset(p for p in range(state.num_players) if state.action_visible(index, p))


def _declarer_of(state: GameState) -> int | None:
    value = getattr(state, "declarer", None)
    if callable(value):
        value = value()
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < state.num_players:
        return value
    if state.is_terminal():
        try:
            declarer = state.result().declarer
        except ValueError:
            return None
        return declarer
    return None


def _contract_of(state: GameState) -> str | None:
    if state.is_terminal():
        try:
            return state.result().contract
        except ValueError:
            return None
    value = getattr(state, "contract", None)
    if callable(value):
        value = value()
    return value if isinstance(value, str) else None


def snapshot(state: GameState, viewer: int) -> TableSnapshot:
    """The table as ``viewer`` sees it in ``state`` (see the module docstring)."""
    game = state.game
    n = game.num_players
    active = game.active_seats(state.dealer)
    trick_size = len(active)
    replay = game.new_state(state.dealer, state.context)
    history = state.history()
    hands: list[list[_Place]] = [[] for _ in range(n)]
    talon: list[_Place] = []
    dealt: list[int] = []
    trick: list[tuple[int, _Place]] = []
    last_trick: list[tuple[int, _Place]] = []
    last_winner: int | None = None
    tricks_won = [0] * n
    calls: list[list[tuple[int, str]]] = [[] for _ in range(n)]
    deal_over = False

    def settle_deal() -> None:
        for index in dealt:
            seen = _visible_to(replay, index) & frozenset(active)
            place = _Place(index, history[index][1], index, seen)
            if len(seen) == 1:
                hands[next(iter(seen))].append(place)
            else:
                talon.append(place)

    def take_up() -> None:
        for place in list(talon):
            seen = _visible_to(replay, place.source) & frozenset(active)
            gained = seen - place.seen
            if len(gained) == 1 and seen != frozenset(active):
                talon.remove(place)
                hands[next(iter(gained))].append(place)
            place.seen = seen

    def remove_card(actor: int, card: int) -> _Place | None:
        for pile in [hands[actor], talon, *hands]:
            for place in pile:
                if place.card == card:
                    pile.remove(place)
                    return place
        return None

    for index, (actor, action) in enumerate(history):
        if actor == CHANCE:
            replay.apply_unchecked(action)
            dealt.append(index)
            continue
        if not deal_over:
            settle_deal()
            deal_over = True
        in_turn = actor == replay.current_player()
        if 0 <= action < FIRST_NON_CARD_ACTION:
            place = remove_card(actor, action)
            _apply(replay, actor, action, in_turn)
            if place is None:
                continue
            seen = _visible_to(replay, index) & frozenset(active)
            if seen >= frozenset(active):
                trick.append((actor, place))
                if len(trick) == trick_size:
                    last_trick = trick
                    winner = replay.current_player()
                    last_winner = winner if 0 <= winner < n else None
                    if last_winner is not None:
                        tricks_won[last_winner] += 1
                    trick = []
            else:
                place.source, place.seen = index, seen
                others = seen - {actor}
                if len(others) == 1:
                    hands[next(iter(others))].append(place)
                else:
                    talon.append(place)
        else:
            text = replay.action_to_string(action)
            _apply(replay, actor, action, in_turn)
            calls[actor].append((index, text))
        take_up()
    if not deal_over and dealt and not replay.is_chance_node():
        settle_deal()

    def show(place: _Place, owner: int | None) -> CardSlot:
        visible = owner == viewer or state.action_visible(place.source, viewer)
        return CardSlot(place.uid, place.card if visible else None)

    open_hands = frozenset(
        seat
        for seat in range(n)
        if seat != viewer
        and hands[seat]
        and all(state.action_visible(p.source, viewer) for p in hands[seat])
    )
    return TableSnapshot(
        num_players=n,
        viewer=viewer,
        dealer=state.dealer,
        active=active,
        hands=tuple(tuple(show(p, seat) for p in hands[seat]) for seat in range(n)),
        talon=tuple(show(p, None) for p in talon),
        trick=tuple(TrickCard(seat, p.uid, p.card) for seat, p in trick),
        last_trick=tuple(TrickCard(seat, p.uid, p.card) for seat, p in last_trick),
        last_trick_winner=last_winner,
        tricks_won=tuple(tricks_won),
        calls=tuple(
            tuple(
                text if state.action_visible(index, viewer) else "?" for index, text in calls[seat]
            )
            for seat in range(n)
        ),
        current_player=state.current_player(),
        declarer=_declarer_of(state),
        contract=_contract_of(state),
        terminal=state.current_player() == TERMINAL,
        open_hands=open_hands,
    )


def _apply(state: GameState, actor: int, action: int, in_turn: bool) -> None:
    if in_turn:
        state.apply_unchecked(action)
    else:
        state.apply_out_of_turn(actor, action)


__all__ = ["CardSlot", "TableSnapshot", "TrickCard", "snapshot"]
