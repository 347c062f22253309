"""Helpers for the Sheepshead tests: literal deals and playing by card names."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from stammtisch.engine.cards import parse_cards
from stammtisch.engine.sheepshead import SheepsheadGame, SheepsheadState


def deal_order(
    game: SheepsheadGame, dealer: int, hands: Mapping[int, str], blind: str
) -> list[int]:
    """The cards in record order: hands from the dealer's left, then the blind."""
    n = game.num_players
    cards: list[int] = []
    for i in range(1, n + 1):
        cards += parse_cards(hands[(dealer + i) % n])
    cards += parse_cards(blind)
    assert sorted(cards) == list(range(32)), "a literal deal must hold every card once"
    return cards


def deal(
    game: SheepsheadGame,
    hands: Mapping[int, str],
    blind: str,
    dealer: int = 0,
    context: Mapping[str, int] | None = None,
) -> SheepsheadState:
    state = game.new_deal(
        cards=deal_order(game, dealer, hands, blind), dealer=dealer, context=context
    )
    assert isinstance(state, SheepsheadState)
    return state


def act(state: SheepsheadState, *texts: str) -> None:
    """Apply actions written in record notation ("pass", "pick", "D7", "call HA"...)."""
    for text in texts:
        state.apply_action(state.parse_action(text))


def names(state: SheepsheadState, actions: Sequence[int] | None = None) -> list[str]:
    """Record notation of ``actions`` (default: the legal actions)."""
    return [
        state.action_to_string(a) for a in (state.legal_actions() if actions is None else actions)
    ]
