"""Helpers for the Doppelkopf tests: literal deals and playing by card names."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence

from stammtisch.engine.cards import parse_cards
from stammtisch.engine.doppelkopf import DoppelkopfGame, DoppelkopfState

BASE_HANDS = {
    # dealt by seat 3, so seat 0 is left of the dealer and leads; ♣Q with seats 0 and 2
    0: "CQ HT HQ DJ DA DT CA CA SA H9 S9 C9",
    1: "SQ DQ CJ HJ DK D9 CT CK SA ST HA HK",
    2: "CQ HT SQ SJ DA DK CT CK ST HA HK H9",
    3: "HQ DQ CJ SJ HJ DJ DT D9 C9 SK SK S9",
}


def deal_order(game: DoppelkopfGame, hands: Mapping[int, str], dealer: int) -> list[int]:
    """The chance actions that deal ``hands`` (seat -> cards), in record order."""
    state = game.new_state(dealer)
    order: list[int] = []
    for seat in state.active:
        cards = parse_cards(hands[seat])
        assert len(cards) == state.hand_size, (seat, len(cards))
        order.extend(cards)
    assert Counter(order) == Counter(game.deck()), "the hands are not the deck"
    return order


def fill_hands(
    game: DoppelkopfGame, fixed: Mapping[int, str], dealer: int, seed: int
) -> dict[int, str]:
    """Hands with the ``fixed`` cards where given and the rest of the deck shuffled in."""
    state = game.new_state(dealer)
    rest = Counter(game.deck())
    hands: dict[int, list[int]] = {}
    for seat in state.active:
        cards = parse_cards(fixed.get(seat, ""))
        rest.subtract(cards)
        hands[seat] = cards
    assert all(v >= 0 for v in rest.values()), "a fixed card is given twice too often"
    pool = sorted(rest.elements())
    random.Random(seed).shuffle(pool)
    for seat in state.active:
        need = state.hand_size - len(hands[seat])
        hands[seat].extend(pool[:need])
        pool = pool[need:]
    from stammtisch.engine.cards import cards_str

    return {seat: cards_str(cards) for seat, cards in hands.items()}


def new_deal(
    hands: Mapping[int, str] = BASE_HANDS,
    dealer: int = 3,
    players: int = 4,
    rules: Mapping[str, object] | None = None,
    context: Mapping[str, object] | None = None,
) -> DoppelkopfState:
    game = DoppelkopfGame(players, dict(rules or {}))
    state = game.new_state(dealer, dict(context or {}))  # type: ignore[arg-type]
    state.apply_deal(deal_order(game, hands, dealer))
    assert isinstance(state, DoppelkopfState)
    return state


def act(state: DoppelkopfState, *words: str) -> None:
    """Apply actions of the player to move, written as in a record ("healthy", "HT")."""
    for word in words:
        state.apply_action(state.parse_action(word))


def all_healthy(state: DoppelkopfState) -> None:
    act(state, "healthy", "healthy", "healthy", "healthy")


def play_out(state: DoppelkopfState, prefer: Sequence[str] = ()) -> None:
    """Finish the deal: each player plays the first legal card of ``prefer`` they may, else
    their lowest legal card (no announcements)."""
    wanted = [parse_cards(w)[0] for w in prefer]
    while not state.is_terminal():
        legal = [a for a in state.legal_actions() if a < 32]
        choice = next((c for c in wanted if c in legal), legal[0])
        state.apply_action(choice)


def play_cards(state: DoppelkopfState, text: str) -> None:
    """Play the cards of ``text`` in order, each by the player to move."""
    for card in parse_cards(text):
        state.apply_action(card)
