"""Helpers for the Schafkopf tests: scripted deals in German card notation."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from stammtisch.engine.cards import german_card_str, parse_german_card
from stammtisch.engine.schafkopf import SchafkopfGame, SchafkopfState


def deal(
    hands: Mapping[int, str],
    dealer: int = 3,
    rules: Mapping[str, object] | None = None,
    context: Mapping[str, object] | None = None,
) -> SchafkopfState:
    """A state with ``hands`` (seat -> German cards) dealt; the dealer's left bids first."""
    game = SchafkopfGame(4, dict(rules or {}))
    order = [(dealer + 1 + i) % 4 for i in range(4)]
    cards = [parse_german_card(c) for seat in order for c in hands[seat].split()]
    state = game.new_deal(dealer=dealer, cards=cards, context=dict(context or {}))  # type: ignore[arg-type]
    assert isinstance(state, SchafkopfState)
    return state


def say(state: SchafkopfState, *words: str) -> None:
    """Apply actions written in record notation (``pass``, ``play``, ``Sauspiel Eichel``...)."""
    for word in words:
        state.apply_action(state.parse_action(word))


def play(state: SchafkopfState, cards: str) -> None:
    """Play cards written in German notation, in turn."""
    for text in cards.split():
        state.apply_action(parse_german_card(text))


def legal_cards(state: SchafkopfState) -> list[str]:
    """The legal card plays in German notation, sorted."""
    return sorted(german_card_str(a) for a in state.legal_actions() if a < 32)


def legal_words(state: SchafkopfState) -> list[str]:
    """The legal actions in record notation, in action order."""
    return [state.action_to_string(a) for a in state.legal_actions()]


def corpus_dir() -> Path:
    """The external corpus, copied into the repository as test data (``tests/data/corpus``)."""
    return Path(__file__).resolve().parent / "data" / "corpus"


# A deal used by several tests (dealer seat 3, seat 0 leads):
# seat 0 calls the Eichel-Sau (holds E7), seat 2 holds it.
CALL_DEAL = {
    0: "EO GO HO EU GU HA E7 G7",
    1: "SO SU HU HZ HK EZ EK S7",
    2: "EA E9 E8 GA GZ GK G9 G8",
    3: "H9 H8 H7 SA SZ SK S9 S8",
}
