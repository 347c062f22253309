"""The hand order on screen follows the card order the engine says is in force."""

from __future__ import annotations

from stammtisch.desktop.display import hand_sort_key, plain_key
from stammtisch.engine.cards import DECK32, cards_str, parse_cards
from stammtisch.engine.registry import make_game
from stammtisch.engine.state import GameState


def shown(state: GameState | None, cards: str) -> str:
    key = hand_sort_key(state)
    return cards_str(sorted(parse_cards(cards), key=key))


def skat_state(declaration: str | None) -> GameState:
    forehand = parse_cards("DJ CJ HA H7 DT D9 SK S8 C7 CA")
    rest = [c for c in DECK32 if c not in forehand]
    state = make_game("skat").new_deal(dealer=0, cards=[*forehand, *rest])
    if declaration is not None:  # middlehand and rearhand pass; forehand plays a hand game
        for word in ("p", "p", "18", declaration):
            state.apply_action(state.parse_action(word))
    return state


def test_skat_hands_show_jacks_first_until_a_null_is_declared() -> None:
    hand = "DJ CJ HA H7 DT D9 SK S8 C7 CA"
    assert shown(skat_state(None), hand) == "CJ DJ CA C7 HA H7 SK S8 DT D9"
    assert shown(skat_state("DH"), hand) == "CJ DJ DT D9 CA C7 HA H7 SK S8"
    # Null: no trumps, jacks between queen and ten
    assert shown(skat_state("NH"), hand) == "CA CJ C7 HA H7 SK S8 DJ DT D9"


def test_without_an_order_in_force_suits_alternate_in_colour() -> None:
    assert shown(None, "D7 CA HT SK CJ") == "CA CJ HT SK D7"
    assert plain_key(parse_cards("CA")[0]) < plain_key(parse_cards("HA")[0])
