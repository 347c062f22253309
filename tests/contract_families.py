"""One finished deal of every contract family of the four games, played out by the engine.

A *family* is what the history groups deals by (``facts.contract_kind``: Skat's clubs …
null and Ramsch, Schafkopf's Sauspiel … Solo, each Doppelkopf solo, Sheepshead's pick
alone …, and a deal thrown in).  Each is found by seeded play: random legal moves, where the
non-card decisions lean towards the words that lead to the family ("pass" for a Ramsch,
"marriage" for a marriage) with a fixed probability.  A Schafkopf Sie is dealt on purpose
(it is never bid: the hand is shown).  Every deal is the engine's own, so its result is the
engine's.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, field

from stammtisch.engine.cards import parse_cards
from stammtisch.engine.history.facts import contract_kind
from stammtisch.engine.playout import random_step
from stammtisch.engine.registry import make_game
from stammtisch.engine.state import FIRST_NON_CARD_ACTION, GameState

CARDS = "*cards"
"""A word to lean to that stands for every card: play a card rather than announce."""
RESERVE_IF_ABLE = "*reserve"
"""Doppelkopf: a reservation from a seat that may declare a marriage or a poverty, "healthy"
from the others (whose reservation could only be a solo)."""


@dataclass(frozen=True)
class Families:
    """Where to look for some families: a game, its table size and rules, the words the
    decisions lean to, and the families (contract kinds) that must turn up."""

    game: str
    players: int
    rules: dict[str, object] = field(default_factory=dict)
    lean: tuple[tuple[str, ...], ...] = ((),)
    kinds: frozenset[str] = frozenset()


SEARCHES = (
    Families(
        "skat",
        3,
        {"ramsch": "ramsch"},
        ((), ("pass",)),
        frozenset({"clubs", "spades", "hearts", "diamonds", "grand", "null", "Ramsch"}),
    ),
    Families("skat", 3, {"ramsch": "schieberamsch"}, (("pass",),), frozenset({"Schieberamsch"})),
    Families("skat", 4, {}, (("pass",),), frozenset({"passed", "grand"})),
    Families(
        "schafkopf",
        4,
        {"all_pass": "ramsch"},
        ((), ("sauspiel",), ("pass",)),
        frozenset({"Sauspiel", "Wenz", "Geier", "Farbwenz", "Farbgeier", "Solo", "Ramsch"}),
    ),
    Families("schafkopf", 4, {"all_pass": "pay"}, (("pass",),), frozenset({"passed"})),
    Families("schafkopf", 4, {}, (("pass",),), frozenset({"passed"})),
    Families(
        "doppelkopf",
        4,
        {},
        (
            (),
            ("healthy",),
            (RESERVE_IF_ABLE, "no solo", "marriage", "poverty", "take", CARDS),
        ),
        frozenset(
            {
                "normal game",
                "marriage",
                "poverty",
                "silent solo",
                "clubs solo",
                "spades solo",
                "hearts solo",
                "diamonds solo",
                "queen solo",
                "jack solo",
                "no-trump solo",
            }
        ),
    ),
    Families(
        "doppelkopf",
        4,
        {"forty_cards": True},
        (("reserv",), ()),
        frozenset({"queen-jack solo", "passed"}),
    ),
    Families("doppelkopf", 5, {}, ((),), frozenset({"normal game"})),
    Families(
        "sheepshead",
        5,
        {},
        ((), ("pass",)),
        frozenset({"pick alone", "pick, called", "leaster"}),
    ),
    Families("sheepshead", 5, {"no_pick": "doubler"}, (("pass",),), frozenset({"doubler"})),
    Families("sheepshead", 5, {"partner": "jack_of_diamonds"}, ((),), frozenset({"pick, called"})),
    Families("sheepshead", 3, {}, ((),), frozenset({"pick"})),
)

LEAN = 0.9
"""How often a decision takes a word leant to, when one is offered."""


def play(state: GameState, seed: int, lean: tuple[str, ...]) -> GameState:
    """Play ``state`` to its end: random legal moves, the words of ``lean`` first (and then
    seldom an announcement out of turn)."""
    rng = random.Random(seed)
    while not state.is_terminal():
        chosen = None
        if lean and rng.random() < LEAN:
            words = [a for a in state.legal_actions() if a >= FIRST_NON_CARD_ACTION]
            said = {a: str(state.describe_action(a).label or "").lower() for a in words}
            for want in lean:
                if want == CARDS:
                    hits = [a for a in state.legal_actions() if a < FIRST_NON_CARD_ACTION]
                elif want == RESERVE_IF_ABLE:
                    seat = state.current_player()
                    able = state.may_declare_marriage(seat) or state.may_declare_poverty(seat)  # type: ignore[attr-defined]
                    hits = [a for a in words if said[a] == ("reservation" if able else "healthy")]
                else:
                    hits = [a for a in words if want in said[a]]
                if hits:
                    chosen = rng.choice(hits)
                    break
        if chosen is None:
            random_step(state, rng, out_of_turn_chance=0.01)
        else:
            state.apply_action(chosen)
    return state


def sie_deal() -> GameState:
    """A Schafkopf deal in which the first seat dealt (left of the dealer, seat 1) holds
    all four Obers and all four Unters: a Sie, shown instead of played."""
    game = make_game("schafkopf", 4)
    tops = parse_cards("CQ SQ HQ DQ CJ SJ HJ DJ")
    state = game.new_state(0)
    state.apply_deal(tops + [c for c in game.deck() if c not in tops])
    return state


def decided(state: GameState) -> bool:
    """Whether the deal was thrown in or some side won it (not a Doppelkopf draw)."""
    result = state.result()
    return not result.played or result.details.get("winner") != "draw"


def families(limit: int = 600) -> Iterator[tuple[str, GameState]]:
    """(family, a finished deal of it), one for each family of :data:`SEARCHES` (the first
    seed that plays it to a verdict: some side won, or it was thrown in), a Doppelkopf game
    nobody won ("drawn"), a Skat Ramsch one player swept ("Durchmarsch") and the Sie; raises when a family does not turn up in ``limit``
    seeds."""
    for search in SEARCHES:
        game = make_game(search.game, search.players, search.rules)
        wanted = set(search.kinds)
        for seed in range(limit):
            if not wanted:
                break
            lean = search.lean[seed % len(search.lean)]
            state = play(game.new_deal(seed=seed), seed, lean)
            kind = contract_kind(search.game, state.result().to_json())
            if kind in wanted and decided(state):
                wanted.discard(kind)
                yield kind, state
        if wanted:
            raise AssertionError(f"{search}: no deal of {sorted(wanted)} in {limit} seeds")
    game = make_game("doppelkopf", 4)
    for seed in range(limit):
        state = play(game.new_deal(seed=seed), seed, ())
        if not decided(state):
            yield "drawn", state
            break
    game = make_game("skat", 3, {"ramsch": "ramsch"})
    for seed in range(limit):
        state = play(game.new_deal(seed=seed), seed, ("pass",))
        if state.result().details.get("durchmarsch") is not None:
            yield "Durchmarsch", state
            break
    else:
        raise AssertionError(f"no Skat Ramsch Durchmarsch in {limit} seeds")
    state = sie_deal()
    play(state, 0, ())
    yield "Sie", state


__all__ = ["SEARCHES", "Families", "decided", "families", "play", "sie_deal"]
