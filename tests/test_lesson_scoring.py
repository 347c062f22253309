"""Every scoring statement of a lesson is the engine's own figure.

A lesson that says what a game, Schneider, Kontra, a knock, a runner or a doubler is worth,
or where a game is won, must say what the scorer computes: on the lesson's own deal (its
result's lines, scores and card points) or on a literal position given to the game's scoring
functions.  Each statement is listed here with the figures it states; the test finds each
figure in the English text (as a number of its own) and compares it with the engine's.  A
question's accepted answer counts as a statement too.  Every lesson text that names a number
next to a scoring word must be listed, so a new statement cannot go unchecked.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from functools import cache
from typing import Any

import pytest

from stammtisch.engine.cards import parse_cards
from stammtisch.engine.doppelkopf.scoring import BASIC, NO_90, Tally, value_deal, winner_of
from stammtisch.engine.lessons import Ask, LessonText, load_all
from stammtisch.engine.rules import Rules
from stammtisch.engine.schafkopf import contracts as schafkopf_contracts
from stammtisch.engine.schafkopf.options import OPTIONS as SCHAFKOPF_OPTIONS
from stammtisch.engine.schafkopf.scoring import settle_declared
from stammtisch.engine.sheepshead.scoring import picker_scores, score_row
from stammtisch.engine.skat import contracts as skat_contracts
from stammtisch.engine.skat.scoring import game_outcome

LESSONS = {lesson.key: lesson for lessons in load_all().values() for lesson in lessons}

# --- the engine's figures -------------------------------------------------------------------


@cache
def result(key: str) -> dict[str, Any]:
    """The result of lesson ``key``'s deal: its record replayed to the end (the lesson plays
    these very actions, ``tests/test_lessons.py``)."""
    deal = LESSONS[key].deal
    assert deal is not None, key
    out: dict[str, Any] = deal.replay().result().to_json()
    return out


def line(key: str, label: str) -> Callable[[], int]:
    """The value of the score line ``label`` of lesson ``key``'s result."""

    def figure() -> int:
        values = [x["value"] for x in result(key)["lines"] if x["label"] == label]
        assert len(values) == 1, (key, label, result(key)["lines"])
        return int(values[0])

    return figure


def score(key: str, seat: int, factor: int = 1) -> Callable[[], int]:
    """Seat ``seat``'s score in lesson ``key``'s result (divided by ``factor``)."""
    return lambda: result(key)["scores"][seat] // factor


def points(key: str, *seats: int) -> Callable[[], int]:
    """The card points the seats took together in lesson ``key``'s deal."""
    return lambda: sum(result(key)["card_points"][s] for s in seats)


def detail(key: str, name: str) -> Callable[[], int]:
    return lambda: int(result(key)["details"][name])


def skat_game(declaration: str, matadors: int, card_points: int = 61, tricks: int = 5) -> int:
    """A Skat game's value as the scorer computes it (won or lost)."""
    index = skat_contracts.declaration_index(skat_contracts.parse_declaration(declaration))
    return game_outcome(index, matadors, 18, card_points, tricks)[1]


def skat_multiplier(declaration: str, matadors: int, card_points: int = 61) -> int:
    base = skat_contracts.BASE_VALUES["CSHDG".index(declaration[0])]
    return skat_game(declaration, matadors, card_points) // base


def skat_won(card_points: int) -> bool:
    index = skat_contracts.declaration_index(skat_contracts.parse_declaration("C"))
    return game_outcome(index, 1, 18, card_points, 5)[0]


def skat_least(test: Callable[[int], bool]) -> int:
    """The fewest declarer card points for which ``test`` holds."""
    return next(p for p in range(121) if test(p))


def skat_schneider(card_points: int) -> bool:
    """Whether a won game with these card points is won Schneider (a level more)."""
    return skat_won(card_points) and skat_multiplier("C", 1, card_points) > skat_multiplier("C", 1)


def skat_matadors(cards: str) -> int:
    mask = sum(1 << c for c in parse_cards(cards))
    return abs(skat_contracts.matadors(0, mask))


SCHAFKOPF = Rules.make(SCHAFKOPF_OPTIONS, {})


def schafkopf(
    contract: str,
    side_points: int = 61,
    runners: int = 0,
    doublings: int = 0,
    schwarz: bool = False,
) -> Any:
    game = schafkopf_contracts.CONTRACTS[
        [c.name for c in schafkopf_contracts.CONTRACTS].index(contract)
    ]
    opponent_tricks = 0 if schwarz else 2
    return settle_declared(SCHAFKOPF, game, side_points, 6, opponent_tricks, runners, doublings)


def schafkopf_least(test: Callable[[int], bool]) -> int:
    return next(p for p in range(121) if test(p))


def schafkopf_schneider(side_points: int) -> bool:
    """Whether a won game with these card points is won Schneider."""
    settled = schafkopf("Sauspiel Eichel", side_points)
    return bool(settled.won and settled.schneider)


def doppelkopf_winner(re_points: int, kontra_level: int = 0, re_level: int = 0) -> str | None:
    return winner_of(Tally(re_points, 6, re_level), Tally(240 - re_points, 6, kontra_level))


def doppelkopf_points(
    re_points: int, re_level: int = 0, kontra_level: int = 0, solo: bool = False
) -> int:
    """The game points the winning party scores (each of its players, before a soloist's x3)."""
    valuation = value_deal(
        Tally(re_points, 6, re_level), Tally(240 - re_points, 6, kontra_level), solo
    )
    return abs(valuation.re_value)


def doppelkopf_steps() -> list[int]:
    """The losers' card points below which Re's won game is worth one game point more, from
    the top (a normal game, nothing announced): 90, 60, 30."""
    return [
        k for k in range(120, 0, -1) if doppelkopf_points(240 - k + 1) > doppelkopf_points(240 - k)
    ]


def doppelkopf_no_90() -> int:
    """The fewest card points with which Kontra breaks Re's "no 90"."""
    return min(k for k in range(121) if doppelkopf_winner(240 - k, re_level=NO_90) != "re")


def same(*figures: int) -> int | tuple[int, ...]:
    """The figure all of ``figures`` agree on (all of them when they differ, so the check fails)."""
    return figures[0] if len(set(figures)) == 1 else figures


def sheepshead(players: int, side_points: int, side_tricks: int = 3, tricks: int = 6) -> Any:
    return score_row(players, side_points, side_tricks, tricks)


# --- the statements ---------------------------------------------------------------------------

Figures = Mapping[str, Callable[[], Any]]

CLAIMS: dict[str, Figures] = {
    # Skat
    "lesson.skat.points.summary": {
        "61": lambda: skat_least(skat_won),
        "90": lambda: skat_least(skat_schneider),
    },
    "lesson.skat.points.3": {"61": lambda: skat_least(skat_won), "60": lambda: 120 - 60},
    "lesson.skat.points.7": {"90": lambda: skat_least(skat_schneider)},
    "lesson.skat.points.9": {"90": lambda: skat_least(skat_schneider)},
    "lesson.skat.bidding.1": {
        "18": lambda: skat_contracts.BID_LADDER[0],
        "20": lambda: skat_contracts.BID_LADDER[1],
        "22": lambda: skat_contracts.BID_LADDER[2],
        "23": lambda: skat_contracts.BID_LADDER[3],
        "27": lambda: skat_contracts.BID_LADDER[5],
        "9": lambda: skat_contracts.BASE_VALUES[3],
        "10": lambda: skat_contracts.BASE_VALUES[2],
        "11": lambda: skat_contracts.BASE_VALUES[1],
        "12": lambda: skat_contracts.BASE_VALUES[0],
        "24": lambda: same(skat_contracts.BASE_VALUES[4], skat_contracts.BID_LADDER[4]),
    },
    "lesson.skat.bidding.2": {"1": lambda: skat_multiplier("C", 1) - 1},
    "lesson.skat.bidding.4": {"2": lambda: skat_matadors("CJ SJ CA")},
    "answer:lesson.skat.bidding.3": {"2": lambda: skat_matadors("CJ SJ CA")},
    "lesson.skat.bidding.5": {"3": lambda: skat_multiplier("C", 2)},
    "answer:lesson.skat.bidding.5": {"36": lambda: skat_game("C", 2)},
    "lesson.skat.bidding.6": {
        "36": lambda: skat_game("C", 2),
        "3": lambda: skat_multiplier("C", 2),
    },
    "lesson.skat.declaring.summary": {
        "1": lambda: skat_multiplier("CH", 1) - skat_multiplier("C", 1)
    },
    "lesson.skat.declaring.1": {"1": lambda: skat_multiplier("CH", 1) - skat_multiplier("C", 1)},
    "lesson.skat.declaring.3": {
        "3": lambda: skat_multiplier("C", 2),
        "4": lambda: skat_multiplier("CH", 2),
    },
    "answer:lesson.skat.declaring.5": {"4": lambda: skat_multiplier("CH", 2)},
    "lesson.skat.declaring.6": {"4": lambda: skat_multiplier("CH", 2)},
    "lesson.skat.scoring.1": {
        "105": points("skat/scoring", 0),
        "2": detail("skat/scoring", "matadors"),
    },
    "answer:lesson.skat.scoring.2": {"5": detail("skat/scoring", "multiplier")},
    "answer:lesson.sheepshead.scoring.2": {
        "schwarz": lambda: (
            "schwarz" if sheepshead(5, 120, 6).label == "all tricks (schwarz)" else None
        ),
    },
    "answer:lesson.skat.scoring.4": {"60": score("skat/scoring", 0)},
    "lesson.skat.scoring.5": {
        "12": detail("skat/scoring", "base_value"),
        "5": detail("skat/scoring", "multiplier"),
        "60": score("skat/scoring", 0),
    },
    "lesson.skat.full-deal.summary": {
        "105": points("skat/full-deal", 0),
        "60": score("skat/full-deal", 0),
    },
    "lesson.skat.full-deal.32": {
        "105": points("skat/full-deal", 0),
        "2": line("skat/full-deal", "with 2"),
        "12": line("skat/full-deal", "base value"),
        "5": line("skat/full-deal", "multiplier"),
        "60": score("skat/full-deal", 0),
    },
    "lesson.skat.defending.1": {
        "1": lambda: skat_matadors("CA CK CJ CT C9 C8 SK S7 H7 D9"),
        "2": lambda: skat_multiplier("C", 1),
        "12": lambda: skat_contracts.BASE_VALUES[0],
        "24": lambda: skat_game("C", 1),
    },
    "lesson.skat.defending.11": {"24": lambda: skat_game("C", 1)},
    "lesson.skat.defending.13": {"27": lambda: skat_contracts.BID_LADDER[5]},
    "lesson.skat.defending.29": {
        "57": points("skat/defending", 1),
        "61": lambda: skat_least(skat_won),
        "10": line("skat/defending", "base value"),
        "3": line("skat/defending", "without 3"),
        "5": line("skat/defending", "multiplier"),
        "50": line("skat/defending", "game value"),
        "100": lambda: -line("skat/defending", "lost (x2)")(),
        "63": points("skat/defending", 0, 2),
    },
    "lesson.skat.skat.12": {
        "1": lambda: skat_matadors("CJ CA"),
        "2": lambda: skat_multiplier("C", 1),
        "12": lambda: skat_contracts.BASE_VALUES[0],
        "24": lambda: skat_game("C", 1),
    },
    "lesson.skat.ramsch.11": {
        "18": points("skat/ramsch", 0),
        "65": points("skat/ramsch", 1),
        "20": lambda: -result("skat/ramsch")["scores"][1],
    },
    # Schafkopf
    "lesson.schafkopf.points.summary": {
        "61": lambda: schafkopf_least(lambda p: schafkopf("Sauspiel Eichel", p).won),
        "91": lambda: schafkopf_least(schafkopf_schneider),
    },
    "lesson.schafkopf.points.1": {
        "61": lambda: schafkopf_least(lambda p: schafkopf("Sauspiel Eichel", p).won)
    },
    "lesson.schafkopf.points.6": {
        "91": lambda: schafkopf_least(schafkopf_schneider),
        "30": lambda: max(
            p
            for p in range(61)
            if schafkopf("Sauspiel Eichel", p).schneider and not schafkopf("Sauspiel Eichel", p).won
        ),
    },
    "lesson.schafkopf.points.8": {
        "92": lambda: 120 - 28,
        "90": lambda: schafkopf_least(schafkopf_schneider) - 1,
    },
    "answer:lesson.schafkopf.points.7": {
        "schneider": lambda: "schneider" if schafkopf_schneider(120 - 28) else "won"
    },
    "lesson.schafkopf.announcing.14": {"20": lambda: schafkopf("Sauspiel Eichel").price},
    "answer:lesson.schafkopf.announcing.14": {
        "80": lambda: schafkopf("Sauspiel Eichel", doublings=2).price
    },
    "lesson.schafkopf.announcing.15": {
        "80": lambda: schafkopf("Sauspiel Eichel", doublings=2).price,
        "20": lambda: schafkopf("Sauspiel Eichel").price,
        "40": lambda: schafkopf("Sauspiel Eichel", doublings=1).price,
    },
    "lesson.schafkopf.announcing.3": {"50": lambda: schafkopf("Solo Eichel").price},
    "answer:lesson.schafkopf.announcing.3": {
        "100": lambda: schafkopf("Solo Eichel Tout", schwarz=True).price
    },
    "lesson.schafkopf.announcing.4": {
        "100": lambda: schafkopf("Solo Eichel Tout", schwarz=True).price
    },
    "lesson.schafkopf.scoring.4": {
        "20": lambda: schafkopf("Sauspiel Eichel").price,
        "10": lambda: SCHAFKOPF.number("schneider_tariff"),
        "3": detail("schafkopf/scoring", "runners_counted"),
    },
    "answer:lesson.schafkopf.scoring.2": {"3": detail("schafkopf/scoring", "runners_counted")},
    "answer:lesson.schafkopf.scoring.4": {"70": score("schafkopf/scoring", 0)},
    "lesson.schafkopf.scoring.5": {
        "20": line("schafkopf/scoring", "partner game (Sauspiel)"),
        "10": line("schafkopf/scoring", "Schneider"),
        "30": line("schafkopf/scoring", "3 runners (Laufende)"),
        "70": line("schafkopf/scoring", "price"),
    },
    "lesson.schafkopf.full-deal.47": {"30": score("schafkopf/full-deal", 0)},
    "lesson.schafkopf.full-deal.46": {
        "100": points("schafkopf/full-deal", 0, 2),
        "30": line("schafkopf/full-deal", "price"),
        "20": line("schafkopf/full-deal", "partner game (Sauspiel)"),
        "10": line("schafkopf/full-deal", "Schneider"),
    },
    "lesson.schafkopf.defending.21": {
        "68": points("schafkopf/defending", 0, 3),
        "52": points("schafkopf/defending", 1, 2),
        "20": score("schafkopf/defending", 0),
    },
    "lesson.schafkopf.wenz.26": {
        "103": points("schafkopf/wenz", 0),
        "80": line("schafkopf/wenz", "price"),
        "50": line("schafkopf/wenz", "solo tariff"),
        "10": line("schafkopf/wenz", "Schneider"),
        "20": line("schafkopf/wenz", "2 runners (Laufende)"),
    },
    "lesson.schafkopf.solo.23": {
        "69": points("schafkopf/solo", 0),
        "50": line("schafkopf/solo", "price"),
    },
    "lesson.schafkopf.geier.32": {
        "79": points("schafkopf/geier", 0),
        "80": line("schafkopf/geier", "price"),
        "50": line("schafkopf/geier", "solo tariff"),
        "30": line("schafkopf/geier", "3 runners (Laufende)"),
    },
    # Doppelkopf
    "lesson.doppelkopf.points.summary": {
        "240": lambda: 2 * 120,
        "121": lambda: min(p for p in range(241) if doppelkopf_winner(p) == "re"),
        "90": lambda: doppelkopf_steps()[0],
        "60": lambda: doppelkopf_steps()[1],
        "30": lambda: doppelkopf_steps()[2],
    },
    "lesson.doppelkopf.points.1": {
        "121": lambda: min(p for p in range(241) if doppelkopf_winner(p) == "re"),
        "120": lambda: 240 - min(p for p in range(241) if doppelkopf_winner(p) == "re") + 1,
    },
    "lesson.doppelkopf.points.3": {
        "121": lambda: min(p for p in range(241) if doppelkopf_winner(p) == "re"),
        "120": lambda: max(p for p in range(241) if doppelkopf_winner(p) == "kontra"),
    },
    "lesson.doppelkopf.points.7": {
        "90": lambda: doppelkopf_steps()[0],
        "60": lambda: doppelkopf_steps()[1],
        "30": lambda: doppelkopf_steps()[2],
    },
    "answer:lesson.doppelkopf.points.2": {
        "kontra": lambda: doppelkopf_winner(120),
    },
    "answer:lesson.doppelkopf.points.6": {
        "one": lambda: "one" if doppelkopf_points(151) - doppelkopf_points(150) == 1 else "nothing"
    },
    "lesson.doppelkopf.announcing.1": {
        "2": lambda: doppelkopf_points(130, re_level=BASIC) - doppelkopf_points(130),
        "90": doppelkopf_no_90,
    },
    "lesson.doppelkopf.announcing.9": {
        "2": lambda: doppelkopf_points(130, re_level=BASIC) - doppelkopf_points(130)
    },
    "lesson.doppelkopf.announcing.13": {"90": doppelkopf_no_90},
    "answer:lesson.doppelkopf.announcing.2": {
        "no": lambda: "no" if doppelkopf_winner(150, re_level=NO_90) != "re" else "yes"
    },
    "lesson.doppelkopf.scoring.1": {"125": detail("doppelkopf/scoring", "re_card_points")},
    "lesson.doppelkopf.scoring.3": {
        "1": line("doppelkopf/scoring", "Re: won"),
        "115": line("doppelkopf/scoring", "Kontra card points"),
    },
    "answer:lesson.doppelkopf.scoring.2": {"1": line("doppelkopf/scoring", "Re: won")},
    "answer:lesson.doppelkopf.scoring.4": {"1": score("doppelkopf/scoring", 0)},
    "lesson.doppelkopf.full-deal.summary": {
        "160": detail("doppelkopf/full-deal", "re_card_points"),
        "90": lambda: same(
            doppelkopf_steps()[0], line("doppelkopf/full-deal", "Re: Kontra under 90")() * 90
        ),
    },
    "lesson.doppelkopf.full-deal.46": {
        "160": detail("doppelkopf/full-deal", "re_card_points"),
        "90": lambda: doppelkopf_steps()[0],
        "2": score("doppelkopf/full-deal", 0),
    },
    "lesson.doppelkopf.defending.3": {
        "121": lambda: min(p for p in range(241) if doppelkopf_winner(p) == "re")
    },
    "lesson.doppelkopf.defending.5": {
        "2": lambda: (
            doppelkopf_points(100, kontra_level=BASIC, solo=True)
            - doppelkopf_points(100, solo=True)
        )
    },
    "lesson.doppelkopf.defending.30": {
        "78": detail("doppelkopf/defending", "re_card_points"),
        "121": lambda: min(p for p in range(241) if doppelkopf_winner(p) == "re"),
        "90": lambda: doppelkopf_steps()[0],
        "4": score("doppelkopf/defending", 0),
        "1": line("doppelkopf/defending", "Kontra: won"),
        "2": line("doppelkopf/defending", "Kontra: Kontra announced"),
        "12": lambda: -result("doppelkopf/defending")["scores"][1],
    },
    "lesson.doppelkopf.solo.21": {
        "152": detail("doppelkopf/solo", "re_card_points"),
        "88": line("doppelkopf/solo", "Kontra card points"),
        "90": lambda: doppelkopf_steps()[0],
        "2": line("doppelkopf/solo", "game value for each Re player"),
        "1": line("doppelkopf/solo", "Re: won"),
        "6": score("doppelkopf/solo", 0),
    },
    # Sheepshead
    "lesson.sheepshead.points.summary": {
        "61": lambda: min(p for p in range(121) if sheepshead(5, p).picker[5] > 0),
        "91": lambda: min(p for p in range(1, 120) if sheepshead(5, p).picker[5] == 4),
        "30": lambda: max(p for p in range(1, 120) if sheepshead(5, p).picker[5] == -4),
    },
    "lesson.sheepshead.points.1": {
        "61": lambda: min(p for p in range(121) if sheepshead(5, p).picker[5] > 0)
    },
    "lesson.sheepshead.points.3": {
        "91": lambda: min(p for p in range(1, 120) if sheepshead(5, p).picker[5] == 4),
    },
    "lesson.sheepshead.points.7": {
        "30": lambda: max(p for p in range(1, 120) if sheepshead(5, p).picker[5] == -4),
    },
    "lesson.sheepshead.alone.23": {
        "3": lambda: -result("sheepshead/alone")["scores"][1],
    },
    "answer:lesson.sheepshead.alone.23": {"12": score("sheepshead/alone", 0)},
    "lesson.sheepshead.scoring.7": {
        "3": lambda: sheepshead(5, 120, 6).partner,
    },
    "answer:lesson.sheepshead.scoring.7": {"6": lambda: sheepshead(5, 120, 6).picker[5]},
    "lesson.sheepshead.scoring.8": {
        "6": lambda: sheepshead(5, 120, 6).picker[5],
        "9": lambda: -3 * sheepshead(5, 120, 6).defender,
        "3": lambda: sheepshead(5, 120, 6).partner,
    },
    "lesson.sheepshead.full-deal.summary": {
        "2": score("sheepshead/full-deal", 0),
        "1": lambda: max(result("sheepshead/full-deal")["scores"][1:]),
    },
    "lesson.sheepshead.full-deal.65": {
        "79": line("sheepshead/full-deal", "picker side card points"),
        "2": line("sheepshead/full-deal", "picker"),
        "1": line("sheepshead/full-deal", "partner"),
    },
    "lesson.sheepshead.defending.15": {
        "39": lambda: 120 - points("sheepshead/defending", 0, 3, 4)(),
        "81": points("sheepshead/defending", 0, 3, 4),
        "61": lambda: min(p for p in range(121) if sheepshead(5, p).picker[5] > 0),
        "2": lambda: -result("sheepshead/defending")["scores"][1],
        "1": score("sheepshead/defending", 0),
    },
    "lesson.sheepshead.leaster.20": {
        "4": points("sheepshead/leaster", 0),
        "1": score("sheepshead/leaster", 0, 4),
    },
    "lesson.sheepshead.partner.25": {
        "93": line("sheepshead/partner", "picker side card points"),
        "4": line("sheepshead/partner", "picker"),
        "2": line("sheepshead/partner", "partner"),
    },
    "lesson.sheepshead.doubler.8": {
        "4": detail("sheepshead/doubler", "next_multiplier"),
        "2": detail("sheepshead/doubler", "multiplier"),
    },
    "answer:lesson.sheepshead.doubler.7": {"4": detail("sheepshead/doubler", "next_multiplier")},
    "lesson.sheepshead.doubler.9": {"2": detail("sheepshead/doubler", "multiplier")},
    "lesson.sheepshead.doubler.13": {
        "2": lambda: sheepshead(5, 75).picker[5],
        "1": lambda: sheepshead(5, 75).partner,
    },
    "answer:lesson.sheepshead.doubler.13": {
        "8": lambda: picker_scores(5, 0, 1, 75, 3, 6, multiplier=4)[1][0]
    },
    "lesson.sheepshead.doubler.14": {
        "8": lambda: picker_scores(5, 0, 1, 75, 3, 6, multiplier=4)[1][0],
        "2": lambda: sheepshead(5, 75).picker[5],
        "4": lambda: picker_scores(5, 0, 1, 75, 3, 6, multiplier=4)[1][1],
    },
}
"""Each statement (a text's code; ``answer:`` and a question's code for its accepted answer)
with the figures it states, each as the engine computes it."""

NOT_SCORES: dict[str, str] = {
    "lesson.skat.bidding.7": "asks to bid no more than the game is worth (the goal's value)",
    "lesson.skat.full-deal.13": "the seven is worth no card points",
    "lesson.skat.skat.8": "the seven is worth no card points",
    "lesson.skat.declaring.5": "a question (its answer is checked)",
    "lesson.skat.scoring.2": "a question (its answer is checked)",
    "lesson.schafkopf.announcing.11": "asks for Kontra",
    "lesson.schafkopf.solo.18": "the nine is worth no card points",
    "lesson.doppelkopf.cards.1": "the cards, not a score",
    "lesson.doppelkopf.announcing.title": "a title",
    "lesson.doppelkopf.announcing.summary2": "when announcements may be made",
    "lesson.doppelkopf.announcing.12": "what no 90 promises (checked in .13)",
    "lesson.doppelkopf.announcing.15": "what no 60 promises",
    "lesson.doppelkopf.announcing.2": "a question (its answer is checked)",
    "lesson.doppelkopf.scoring.5": "checked by its question's answer",
    "lesson.doppelkopf.bridge.1": "the deck, as lesson.doppelkopf.points.1",
    "lesson.sheepshead.scoring.5": "a row's label",
    "lesson.doppelkopf.solo.1": "the ranks of a plain suit (A 10 K J 9)",
    "lesson.sheepshead.doubler.7": "a question (its answer is checked)",
}
"""Texts with a number beside a scoring word that state no score, with the reason."""

SCORING = re.compile(
    r"(?i)\b(pays?|paid|price|scores?|worth|game points?|costs?|multiplier|tariff|runners?"
    r"|schneider|kontra|doubles?|doubled|four times|twice|game value|wins? \d+|with \d"
    r"|without \d|counts? double)\b"
)


def _texts() -> dict[str, LessonText]:
    return {t.code: t for lesson in LESSONS.values() for t in lesson.texts()}


def _answers() -> dict[str, tuple[str, ...]]:
    out = {}
    for lesson in LESSONS.values():
        for step in lesson.steps:
            if isinstance(step, Ask):
                out[step.prompt.code] = step.accepted
    return out


def _numbers(text: str) -> set[str]:
    plain = re.sub(r"\{[^{}]*\}", "", text)
    return set(re.findall(r"(?<!\d)\d+(?!\d)", plain))


@pytest.mark.parametrize("code", sorted(CLAIMS))
def test_a_scoring_statement_says_what_the_scorer_computes(code: str) -> None:
    texts, answers = _texts(), _answers()
    if code.startswith("answer:"):
        question = code.removeprefix("answer:")
        assert question in answers, f"{question} is no question of a lesson"
        for token, figure in CLAIMS[code].items():
            assert token in answers[question], (question, token, answers[question])
            assert str(figure()) == token, (question, token, figure())
        return
    assert code in texts, f"{code} is no lesson text"
    numbers = _numbers(texts[code].en)
    for token, figure in CLAIMS[code].items():
        assert token in numbers, f"{code} does not state {token}: {texts[code].en}"
        assert str(figure()) == token, (code, token, figure(), texts[code].en)


def test_every_scoring_statement_of_a_lesson_is_checked() -> None:
    """A text that names a number beside a scoring word is a statement above, or is listed
    with the reason it states no score."""
    unchecked = []
    for code, text in _texts().items():
        plain = re.sub(r"\{[^{}]*\}", "", text.en)
        listed = code in CLAIMS or code in NOT_SCORES
        if _numbers(plain) and SCORING.search(plain) and not listed:
            unchecked.append(f"{code}: {text.en}")
    assert not unchecked, "\n".join(unchecked)


def test_the_kontra_of_doppelkopf_adds_two_and_the_lessons_never_say_it_doubles() -> None:
    """Doppelkopf's Kontra adds 2 game points (the scorer, the rules page); Schafkopf's and
    Skat's Kontra double.  No Doppelkopf lesson may say its Kontra doubles."""
    assert doppelkopf_points(100, kontra_level=BASIC) - doppelkopf_points(100) == 2
    assert schafkopf("Sauspiel Eichel", doublings=1).price == 2 * schafkopf("Sauspiel Eichel").price
    index = skat_contracts.declaration_index(skat_contracts.parse_declaration("C"))
    assert game_outcome(index, 1, 18, 61, 5, kontra=1)[1] == 2 * skat_game("C", 1)
    for lesson in LESSONS.values():
        if lesson.game == "doppelkopf":
            for text in lesson.texts():
                assert not re.search(r"(?i)kontra\b.*\bdoubl", text.en), (text.code, text.en)
