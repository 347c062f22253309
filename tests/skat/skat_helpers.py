"""Shared helpers for the Skat tests: a biased random player and state checks."""

from __future__ import annotations

import random
from pathlib import Path

from stammtisch.engine.cards import parse_cards
from stammtisch.engine.phase import Phase
from stammtisch.engine.skat import SkatGame, SkatState
from stammtisch.engine.skat.actions import CONCEDE, HOLD, KONTRA, PASS, PICKUP, RE
from stammtisch.engine.skat.state import SCHIEBE, SKAT_DECISION
from stammtisch.engine.state import CHANCE, HIDDEN


def biased_action(state: SkatState, rng: random.Random, pass_rate: float = 0.6) -> int:
    """A random legal action that passes often in the bidding (so Ramsch happens),
    picks up the skat half the time, and says Kontra/Re/concede now and then."""
    legal = state.legal_actions()
    phase, stage = state.phase, state.stage
    if phase is Phase.BIDDING and PASS in legal and rng.random() < pass_rate:
        return PASS
    if phase is Phase.BIDDING and HOLD in legal and rng.random() < 0.5:
        return HOLD
    if phase is Phase.BIDDING:
        bids = [a for a in legal if a not in (PASS, HOLD)]
        if bids:
            return bids[0] if rng.random() < 0.7 else rng.choice(bids)
    if stage == SKAT_DECISION and PICKUP in legal:
        if rng.random() < 0.5:
            return PICKUP
        if rng.random() < 0.1:
            return CONCEDE
        return rng.choice([a for a in legal if a not in (PICKUP, CONCEDE)])
    if phase is Phase.DECLARING and CONCEDE in legal:
        if rng.random() < 0.1:
            return CONCEDE
        return rng.choice([a for a in legal if a != CONCEDE])
    if KONTRA in legal and rng.random() < 0.3:
        return KONTRA
    if RE in legal:
        return RE if rng.random() < 0.5 else PASS
    if stage == SCHIEBE:
        return rng.choice(legal)
    return rng.choice(legal)


def play_biased(game: SkatGame, seed: int, pass_rate: float = 0.6) -> SkatState:
    rng = random.Random(seed)
    state = game.new_deal(seed=seed, dealer=seed % game.num_players)
    while not state.is_terminal():
        state.apply_action(biased_action(state, rng, pass_rate))
    return state


def hidden_deal_count(state: SkatState, player: int) -> int:
    return sum(1 for actor, a in state.view(player).history if actor == CHANCE and a == HIDDEN)


def deal_order(forehand: str, middlehand: str, rearhand: str, skat: str) -> list[int]:
    """The 32 cards in dealing order from four hands written in ISS notation."""
    cards = [
        *parse_cards(forehand),
        *parse_cards(middlehand),
        *parse_cards(rearhand),
        *parse_cards(skat),
    ]
    assert len(cards) == 32 and len(set(cards)) == 32, "a test deal must hold all 32 cards once"
    return cards


def dealt(
    forehand: str,
    middlehand: str,
    rearhand: str,
    skat: str,
    game: SkatGame | None = None,
    dealer: int = 2,
) -> SkatState:
    """A state with these hands dealt (dealer 2: forehand is seat 0, middlehand 1, rearhand 2)."""
    state = (game or SkatGame()).new_state(dealer)
    state.apply_deal(deal_order(forehand, middlehand, rearhand, skat))
    return state


def act(state: SkatState, *texts: str) -> SkatState:
    """Apply record strings in turn (bids, y, p, s, games, cards), each checked."""
    for text in texts:
        for part in text.split():
            state.apply_action(state.parse_action(part))
    return state


def win_bidding(state: SkatState, position: int, value: int = 18) -> SkatState:
    """Let forehand (0), middlehand (1) or rearhand (2) win the bidding at ``value``."""
    if position == 0:
        return act(state, "p", "p", str(value))
    if position == 1:
        return act(state, str(value), "p", "p")
    return act(state, "p", str(value), "p")


def cards(text: str) -> list[int]:
    return sorted(parse_cards(text))


def play_out(state: SkatState) -> SkatState:
    """Play the lowest legal card until the deal is over (no Kontra, no Re)."""
    while not state.is_terminal():
        legal = state.legal_actions()
        card_moves = [a for a in legal if a < 32]
        state.apply_action(card_moves[0] if card_moves else PASS)
    return state


def corpus() -> Path:
    """The external corpus, copied into the repository as test data (``tests/data/corpus``)."""
    return Path(__file__).resolve().parents[1] / "data" / "corpus"
