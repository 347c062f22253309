"""Every tariff line: the base tariffs, Schneider at its edges from both sides, Schwarz, runners
with and without at their thresholds, Tout, Sie, Kontra/Re and Klopfen doubling, Ramsch."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from schafkopf_testkit import deal, play, say

from stammtisch.engine.cards import mask_of, parse_german_card
from stammtisch.engine.playout import random_playout
from stammtisch.engine.rules import Rules
from stammtisch.engine.schafkopf import OPTIONS, SchafkopfGame, contract_by_name, preset_rules
from stammtisch.engine.schafkopf.scoring import (
    count_runners,
    durchmarsch_price,
    ramsch_price,
    runner_order,
    settle_declared,
    spread_declared,
)

SEED_RULES = Rules.make(OPTIONS)
DECK32_MASK = (1 << 32) - 1


def price(
    game: str,
    side_points: int,
    runners: int = 0,
    side_tricks: int = 4,
    opponent_tricks: int = 4,
    doublings: int = 0,
    **rules: object,
) -> tuple[bool, int]:
    settled = settle_declared(
        Rules.make(OPTIONS, rules),
        contract_by_name(game),
        side_points,
        side_tricks,
        opponent_tricks,
        runners,
        doublings,
    )
    return settled.won, settled.price


# --- base tariffs and who pays whom -------------------------------------------------------


def test_base_tariffs_of_the_seed() -> None:
    assert price("Sauspiel Eichel", 61) == (True, 20)
    assert price("Sauspiel Eichel", 60) == (False, 20)  # 60:60 is lost
    for game in ("Solo Herz", "Wenz", "Geier", "Farbwenz Gras", "Farbgeier Schellen"):
        assert price(game, 61) == (True, 50)
        assert price(game, 60) == (False, 50)


def test_payments_per_opponent_are_zero_sum() -> None:
    assert spread_declared(20, True, 0, 2) == (20, -20, 20, -20)
    assert spread_declared(20, False, 3, 1) == (20, -20, 20, -20)
    assert spread_declared(50, True, 2, None) == (-50, -50, 150, -50)
    assert spread_declared(50, False, 2, None) == (50, 50, -150, 50)


def test_tariffs_are_settings() -> None:
    assert price("Sauspiel Gras", 70, partner_tariff=5) == (True, 5)
    assert price("Wenz", 70, solo_tariff=30) == (True, 30)
    assert price("Sauspiel Gras", 95, schneider_tariff=3) == (True, 23)
    assert price("Solo Eichel", 120, opponent_tricks=0, schwarz_tariff=7) == (True, 67)
    assert price("Solo Eichel", 70, runners=4, runner_tariff=5) == (True, 70)


# --- Schneider and Schwarz ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("side_points", "won", "schneider"),
    [
        (120, True, True),
        (91, True, True),  # opponents 29
        (90, True, False),  # opponents 30: no Schneider
        (61, True, False),
        (60, False, False),
        (31, False, False),  # opponents 89
        (30, False, True),  # opponents 90: the declaring side is Schneider
        (0, False, True),
    ],
)
@pytest.mark.parametrize("game", ["Sauspiel Schellen", "Solo Gras"])
def test_schneider_at_its_edges(game: str, side_points: int, won: bool, schneider: bool) -> None:
    settled = settle_declared(SEED_RULES, contract_by_name(game), side_points, 4, 4, 0)
    assert (settled.won, settled.schneider, settled.schwarz) == (won, schneider, False)
    base = 20 if game.startswith("Sauspiel") else 50
    assert settled.price == base + (10 if schneider else 0)


def test_schwarz_is_a_side_without_a_trick() -> None:
    settled = settle_declared(SEED_RULES, contract_by_name("Sauspiel Gras"), 120, 8, 0, 0)
    assert (settled.won, settled.schneider, settled.schwarz, settled.price) == (
        True,
        True,
        True,
        40,
    )
    settled = settle_declared(SEED_RULES, contract_by_name("Wenz"), 0, 0, 8, 0)
    assert (settled.won, settled.schneider, settled.schwarz, settled.price) == (
        False,
        True,
        True,
        70,
    )
    # all the points but not all the tricks: Schneider, not Schwarz
    settled = settle_declared(SEED_RULES, contract_by_name("Wenz"), 120, 7, 1, 0)
    assert (settled.schneider, settled.schwarz, settled.price) == (True, False, 60)
    # no points but a trick (four nines, eights, sevens): Schneider, not Schwarz
    settled = settle_declared(SEED_RULES, contract_by_name("Geier"), 0, 1, 7, 0)
    assert (settled.won, settled.schneider, settled.schwarz, settled.price) == (
        False,
        True,
        False,
        60,
    )


# --- runners (Laufende) ---------------------------------------------------------------------


def side(cards: str) -> int:
    return mask_of(parse_german_card(c) for c in cards.split())


def runners_of(game: str, cards: str, **rules: object) -> tuple[int, bool]:
    order = runner_order(Rules.make(OPTIONS, rules), contract_by_name(game), DECK32_MASK)
    return count_runners(order, side(cards))


def test_counting_runners_with_and_without() -> None:
    assert runners_of("Sauspiel Eichel", "EO GO HO E7 H9") == (3, True)
    assert runners_of("Sauspiel Eichel", "EO GO SO EU") == (2, True)
    assert runners_of("Sauspiel Eichel", "SO EU GU HU SU HA HZ HK H9 H8 H7") == (3, False)
    assert runners_of("Sauspiel Eichel", "EO GO HO SO EU GU HU SU HA HZ HK H9 H8 H7") == (14, True)
    assert runners_of("Wenz", "EU GU SU HA") == (2, True)
    assert runners_of("Wenz", "HU SU EO") == (2, False)
    assert runners_of("Geier", "EO GO HO SO") == (4, True)
    assert runners_of("Solo Schellen", "EO GO HO SO EU GU HU SU SA SZ") == (10, True)
    # suit Wenz and suit Geier: the run carries on into the trump suit (an option)
    assert runners_of("Farbwenz Eichel", "EU GU HU SU EA EZ") == (6, True)
    assert runners_of("Farbwenz Eichel", "EU GU HU SU EA EZ", runners_into_suit=False) == (4, True)
    assert runners_of("Farbgeier Herz", "EO GO HO SO HA HZ HK HU") == (8, True)
    assert runners_of("Farbgeier Herz", "SA") == (11, False)


@pytest.mark.parametrize(
    ("game", "runners", "counted"),
    [
        ("Sauspiel Gras", 2, 0),
        ("Sauspiel Gras", 3, 3),
        ("Solo Herz", 2, 0),
        ("Solo Herz", 3, 3),
        ("Wenz", 1, 0),
        ("Wenz", 2, 2),
        ("Geier", 1, 0),
        ("Geier", 2, 2),
        ("Farbwenz Schellen", 2, 0),
        ("Farbwenz Schellen", 3, 3),
        ("Farbgeier Schellen", 2, 0),
        ("Farbgeier Schellen", 3, 3),
        ("Wenz Tout", 2, 2),
        ("Solo Eichel Tout", 2, 0),
    ],
)
def test_runner_thresholds_of_the_seed(game: str, runners: int, counted: int) -> None:
    settled = settle_declared(SEED_RULES, contract_by_name(game), 70, 8, 0, runners)
    assert settled.runners == counted


def test_runner_thresholds_and_switch_are_settings() -> None:
    from_one = {k: 1 for k in OPTIONS_NAMES if k.startswith("runners_from_")}
    assert price("Sauspiel Eichel", 70, runners=1, **from_one) == (True, 30)
    assert price("Wenz", 70, runners=1, **from_one) == (True, 60)
    assert price("Sauspiel Eichel", 70, runners=5) == (True, 70)
    off = settle_declared(
        Rules.make(OPTIONS, {"runners": False}), contract_by_name("Sauspiel Eichel"), 70, 4, 4, 5
    )
    assert (off.runners, off.price) == (0, 20)
    pm10 = Rules.make(OPTIONS, preset_rules("pm_10"))
    assert settle_declared(pm10, contract_by_name("Farbwenz Gras"), 70, 4, 4, 2).price == 70
    assert settle_declared(pm10, contract_by_name("Farbgeier Gras"), 70, 4, 4, 2).price == 50


OPTIONS_NAMES = [o.name for o in OPTIONS]


@pytest.mark.parametrize(
    ("game", "cards", "expected_price"),
    [
        # partner game, threshold 3: with 2 / with 3 / without 2 / without 3
        ("Sauspiel Eichel", "EO GO SO", 20),
        ("Sauspiel Eichel", "EO GO HO", 50),
        ("Sauspiel Eichel", "HO SO EU", 20),
        ("Sauspiel Eichel", "SO EU GU", 50),
        # Wenz, threshold 2: with 1 / with 2 / without 1 / without 2
        ("Wenz", "EU HU", 50),
        ("Wenz", "EU GU", 70),
        ("Wenz", "GU HU SU", 50),
        ("Wenz", "HU SU", 70),
        # Geier, threshold 2
        ("Geier", "EO GO HO SO", 90),
        ("Geier", "SO", 80),
        # suit Wenz and suit Geier, threshold 3, the run going on into the suit
        ("Farbwenz Gras", "EU GU HU SU GA GZ", 110),
        ("Farbwenz Gras", "EU GU", 50),
        ("Farbgeier Herz", "HA", 90),  # without the four Obers: 4 runners
    ],
)
def test_runners_with_and_without_at_their_thresholds(
    game: str, cards: str, expected_price: int
) -> None:
    runners, _ = runners_of(game, cards)
    settled = settle_declared(SEED_RULES, contract_by_name(game), 70, 6, 2, runners)
    assert settled.price == expected_price


def test_runners_count_the_same_for_a_lost_game() -> None:
    assert price("Sauspiel Eichel", 40, runners=4) == (False, 60)


# --- Tout, Sie, doubling -------------------------------------------------------------------


def test_tout_doubles_tariff_and_runners_and_knows_no_schneider() -> None:
    settled = settle_declared(SEED_RULES, contract_by_name("Wenz Tout"), 120, 8, 0, 2)
    assert (settled.won, settled.schneider, settled.schwarz, settled.price) == (
        True,
        False,
        False,
        140,
    )
    # one trick lost, however few points: the Tout is lost
    settled = settle_declared(SEED_RULES, contract_by_name("Solo Herz Tout"), 118, 7, 1, 0)
    assert (settled.won, settled.price) == (False, 100)


def test_kontra_re_and_knocks_double_the_price() -> None:
    assert price("Sauspiel Eichel", 70, doublings=1) == (True, 40)
    assert price("Sauspiel Eichel", 95, runners=3, doublings=2) == (True, 240)
    assert price("Wenz Tout", 0, side_tricks=0, opponent_tricks=8, runners=2, doublings=3) == (
        False,
        1120,
    )


# --- whole deals through the state ---------------------------------------------------------

SCHNEIDER_DEAL = {
    0: "EO GO HO SO EU GU H9 E7",
    1: "HU SU HA HZ HK H8 H7 S8",
    2: "EA GA GZ GK G9 G8 G7 S7",
    3: "EZ EK E9 E8 SA SZ SK S9",
}
SCHNEIDER_PLAY = (
    "EO H7 S7 EZ  GO H8 GA EK  HO HK GZ E9  SO HZ GK E8  EU HA G9 SZ  GU SU G8 SK  "
    "H9 HU G7 S9  S8 EA SA E7"
)


def test_a_partner_game_won_schneider_with_six_runners() -> None:
    state = deal(SCHNEIDER_DEAL)
    say(state, "play", "pass", "pass", "pass", "Sauspiel Eichel")
    play(state, SCHNEIDER_PLAY)
    result = state.result()
    assert result.card_points == (96, 2, 0, 22)
    assert result.details["partner"] == 2
    assert result.details["declarer_side_points"] == 96
    assert (result.details["schneider"], result.details["schwarz"]) == (True, False)
    assert (result.details["runners"], result.details["runners_with"]) == (6, True)
    assert [(str(line.label), line.value) for line in result.lines] == [
        ("partner game (Sauspiel)", 20),
        ("Schneider", 10),
        ("6 runners (Laufende)", 60),
        ("price", 90),
    ]
    assert result.scores == (90, -90, 90, -90)
    assert result.details["winners"] == [0, 2] and result.details["losers"] == [1, 3]


def test_the_same_game_at_netschafkopf_tariffs_with_kontra_and_re() -> None:
    state = deal(SCHNEIDER_DEAL, rules=preset_rules("netschafkopf"))
    say(state, "no knock", "knock", "no knock", "no knock")
    say(state, "play", "pass", "pass", "pass", "Sauspiel Eichel")
    say(state, "Kontra")  # seat 1
    say(state, "no Re", "Re")  # the declarer declines, the partner (seat 2) answers
    play(state, SCHNEIDER_PLAY)
    result = state.result()
    assert result.details["doublings"] == 3
    assert result.details["price"] == (2 + 1 + 6) * 8
    assert result.scores == (72, -72, 72, -72)


def test_recorded_doublings_come_in_through_the_context() -> None:
    state = deal(SCHNEIDER_DEAL, context={"doublings": 2})
    say(state, "play", "pass", "pass", "pass", "Sauspiel Eichel")
    play(state, SCHNEIDER_PLAY)
    assert state.result().scores == (360, -360, 360, -360)


DURCHMARSCH_DEAL = {
    0: "EO GO HO SO EU GU HU HA",
    1: "SU HZ HK H9 EA EZ EK E9",
    2: "H8 H7 E8 E7 GA GZ GK G9",
    3: "G8 G7 SA SZ SK S9 S8 S7",
}


def test_a_ramsch_durchmarsch_wins_paid_like_a_solo() -> None:
    # RULES.md "Rulings": one player takes every trick and wins, paid like a solo.
    state = deal(DURCHMARSCH_DEAL, rules={"all_pass": "ramsch"})
    say(state, "pass", "pass", "pass", "pass")
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[0])
    result = state.result()
    assert result.contract == "Ramsch"
    assert state.tricks_won == [8, 0, 0, 0]
    assert result.card_points == (120, 0, 0, 0)
    assert result.details["durchmarsch"] == 0
    assert result.details["winners"] == [0] and result.details["losers"] == [1, 2, 3]
    assert result.details["price"] == 50  # the solo tariff
    assert result.scores == (150, -50, -50, -50)
    assert [str(line.label) for line in result.lines] == [
        "Durchmarsch: every trick, paid like a solo",
        "price",
    ]
    assert result.explanation is not None
    assert result.explanation.verdict.code == "result.verdict.durchmarsch"
    assert [side.won for side in result.explanation.sides] == [True, False, False, False]
    assert durchmarsch_price(50, 1) == 100


def test_a_knocked_ramsch_durchmarsch_is_doubled_like_a_solo() -> None:
    state = deal(DURCHMARSCH_DEAL, rules={"all_pass": "ramsch", "klopfen": True})
    say(state, "knock", "no knock", "no knock", "no knock", "pass", "pass", "pass", "pass")
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[0])
    result = state.result()
    assert result.details["durchmarsch"] == 0
    assert result.scores == (300, -100, -100, -100)


def test_ramsch_the_most_points_pays_doubled_for_each_jungfrau() -> None:
    # with the option that counts a Durchmarsch as a loss, the sweeper has the most points
    state = deal(DURCHMARSCH_DEAL, rules={"all_pass": "ramsch", "durchmarsch": "loses"})
    say(state, "pass", "pass", "pass", "pass")
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[0])
    result = state.result()
    assert result.contract == "Ramsch"
    assert result.card_points == (120, 0, 0, 0)
    assert result.details["jungfrauen"] == [1, 2, 3]
    assert result.details["price"] == 20 * 8
    assert result.scores == (-480, 160, 160, 160)
    assert ramsch_price(1, 0) == 1 and ramsch_price(1, 1) == 2 and ramsch_price(10, 1, 2) == 80


def test_ramsch_tie_the_higher_ober_loses() -> None:
    # Every player plays its highest-numbered legal card; seats 1 and 2 tie at 41.
    hands = {
        0: "EZ E8 E7 GA GO GZ HA SK",
        1: "EO EU HO H8 H7 SU SZ S7",
        2: "E9 GU G7 HU HZ H9 SO S8",
        3: "EA EK GK G9 G8 HK SA S9",
    }
    state = deal(hands, rules={"all_pass": "ramsch"})
    say(state, "pass", "pass", "pass", "pass")
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[-1])
    result = state.result()
    assert result.card_points == (38, 41, 41, 0)
    assert result.details["tied"] == [1, 2]
    assert result.details["loser"] == 1  # the Eichel-Ober beats seat 2's Schellen-Ober
    assert result.details["jungfrauen"] == [3]
    assert result.scores == (40, -120, 40, 40)


def test_ramsch_tariff_is_a_setting() -> None:
    rules = {"all_pass": "ramsch", "ramsch_tariff": 1, "durchmarsch": "loses"}
    state = deal(DURCHMARSCH_DEAL, rules=rules)
    say(state, "pass", "pass", "pass", "pass")
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[0])
    assert state.result().scores == (-24, 8, 8, 8)


# --- properties over random deals -----------------------------------------------------------

RULE_SETS = [
    {},
    {"kontra_re": True, "klopfen": True, "all_pass": "ramsch"},
    {"short_deck": True, "all_pass": "pay"},
    preset_rules("netschafkopf"),
    preset_rules("pm_1"),
]


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32), which=st.integers(0, len(RULE_SETS) - 1))
def test_every_deal_pays_each_player_the_price_or_three_times_it(seed: int, which: int) -> None:
    game = SchafkopfGame(4, RULE_SETS[which])
    state = game.new_deal(seed=seed, dealer=seed % 4)
    random_playout(state, random.Random(seed))
    result = state.result()
    p = result.details["price"]
    assert sum(result.scores) == 0
    assert sorted(abs(s) for s in result.scores) in ([p, p, p, p], [p, p, p, 3 * p])
    if result.details.get("won") is not None and result.declarer is not None:
        sign = 1 if result.details["won"] else -1
        assert result.scores[result.declarer] * sign > 0 or p == 0
