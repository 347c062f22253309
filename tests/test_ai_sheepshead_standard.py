"""Standard's Sheepshead rules of thumb: burying keeps a hold card, leads by side."""

from __future__ import annotations

import random

from stammtisch.engine.ai.games.sheepshead import holds_a_call, planned_bury
from stammtisch.engine.ai.knowledge import adapter_for
from stammtisch.engine.ai.players import make_player
from stammtisch.engine.cards import cards_of, parse_cards
from stammtisch.engine.phase import Phase
from stammtisch.engine.registry import make_game
from stammtisch.engine.sheepshead.contracts import TRICK_RULES
from stammtisch.engine.tricks import TRUMP


def mask(text: str) -> int:
    return sum(1 << c for c in parse_cards(text))


def test_bury_keeps_a_hold_card_for_the_call() -> None:
    hand = mask("CQ SQ HQ DJ DA CA C7 H7")
    away = planned_bury(hand, 2, 0, 5, False)
    assert away.bit_count() == 2 and away & ~hand == 0
    # the lone H7 stays: the picker can call the heart ace
    assert holds_a_call(hand & ~away, away)
    assert away == mask("CA C7")


def test_a_buried_ace_cannot_be_called() -> None:
    assert not holds_a_call(mask("CQ C7"), mask("CA"))
    assert holds_a_call(mask("CQ C7"), mask("HA"))


def test_bury_at_three_players_has_no_call_to_keep() -> None:
    hand = mask("CQ SQ HQ DJ DA CA C7 H7 S7 ST SK HK")
    away = planned_bury(hand, 2, 0, 3, False)
    assert away.bit_count() == 2
    assert all(TRICK_RULES.follow_class[c] != TRUMP for c in cards_of(away))


def test_standard_leads_by_side() -> None:
    """At every lead of a Standard seat: defenders favour the called suit, never trumps more
    than other cards; the picker's side favours trumps."""
    game = make_game("sheepshead", 5)
    adapter = adapter_for(game)
    standard = make_player("standard")
    checked = 0
    for seed in range(30):
        state = game.new_deal(seed=seed, dealer=seed % 5)
        while not state.is_terminal():
            seat = state.current_player()
            if state.phase is Phase.PLAY and state.picker is not None and not state.current_trick():
                known = state.view(seat).replay_known()
                info = adapter.play_info(known, seat)
                legal = [a for a in state.legal_actions() if a < 32]
                assert info is not None
                extra = adapter.card_adjustments(known, seat, info, legal, "standard")
                assert adapter.card_adjustments(known, seat, info, legal, "beginner") is None
                assert extra is not None
                side = info.team[state.picker] == 1
                for c in legal:
                    trump = TRICK_RULES.follow_class[c] == TRUMP
                    if side:
                        assert extra.get(c, 0.0) >= 0.0
                    elif trump:
                        assert extra[c] < 0.0
                    elif state.called_suit() == TRICK_RULES.follow_class[c] and extra.get(c):
                        assert extra[c] > 0.0
                        checked += 1
            decision = standard.choose(state.view(seat), seed=random.Random(seed).randrange(99))
            state.apply_action(decision.action)
    assert checked > 0


def test_the_pick_is_valued_over_the_rows_a_pick_reaches() -> None:
    # five players with a partner: a won pick pays the picker 2, with Schneider 4; a lost
    # one costs 2, with 30 or fewer 4 (the table's rows); alone each is doubled
    from stammtisch.engine.ai.games.sheepshead import (
        REVERSE_SCHNEIDER_SHARE,
        picker_ev,
        schneider_share,
    )

    r = REVERSE_SCHNEIDER_SHARE
    for p in (0.3, 0.5, 0.55, 0.7, 0.9):
        s = schneider_share(p)
        expected = p * (2 * (1 - s) + 4 * s) - (1 - p) * (2 * (1 - r) + 4 * r)
        assert abs(picker_ev(p, 5) - expected) < 1e-9
        assert abs(picker_ev(p, 5, alone=True) - 2 * expected) < 1e-9
    # stronger hands win bigger: the value rises faster than the plain 61-90 row's
    assert schneider_share(0.85) > schneider_share(0.55) > schneider_share(0.45)
    assert picker_ev(0.5, 5) > 0.0 > picker_ev(0.45, 5)
