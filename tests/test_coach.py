"""The coach in the engine: hints (Strong's choice, every alternative, reasons as codes) and grades."""

from __future__ import annotations

import pytest
from coach_deals import sure_trick_record

from stammtisch.engine.ai import Budget, SearchPlayer
from stammtisch.engine.ai.knowledge import Goal, play_info_from_tricks
from stammtisch.engine.cards import CARD_POINTS
from stammtisch.engine.cards import parse_card as c
from stammtisch.engine.coach import (
    NO_ACTION,
    THRESHOLDS,
    CoachError,
    Grade,
    grade_decision,
    grade_for,
    hint,
    review,
)
from stammtisch.engine.coach.hints import EVALUATED, SEARCHED, coach_budget
from stammtisch.engine.coach.reasons import card_reasons
from stammtisch.engine.messages import CATALOGUE, CardArg, Message
from stammtisch.engine.phase import Phase
from stammtisch.engine.registry import make_game
from stammtisch.engine.state import GameState
from stammtisch.engine.tricks import TrickRules

GRAND = TrickRules.build([c("CJ"), c("SJ"), c("HJ"), c("DJ")], "ATKQ987")


def test_throwing_away_a_sure_trick_is_a_blunder() -> None:
    record = sure_trick_record()
    before = record.replay(len(record.actions) - 1)
    assert before.current_player() == 0
    h = hint(before, 0, budget_ms=2000, work=8)
    assert h.label == "HA"
    assert h.reasons[0].code == "coach.wins_sure"
    thrown = grade_decision(before, 0, c("SQ"), len(before.history()), h)
    assert thrown.grade is Grade.BLUNDER
    assert thrown.best_label == "HA" and thrown.loss > THRESHOLDS["skat"][-1]
    kept = grade_decision(before, 0, c("HA"), len(before.history()), h)
    assert kept.grade is Grade.BEST and kept.loss == 0


def test_grades_follow_the_thresholds_of_each_game() -> None:
    for game, limits in THRESHOLDS.items():
        assert list(limits) == sorted(limits)
        assert grade_for(game, 0.0) is Grade.BEST
        grades = [grade_for(game, x) for x in (*limits, limits[-1] * 1.01 + 0.01)]
        assert grades == list(Grade)


def _info(hand: str, trick: list[tuple[int, str]], team: tuple[int, ...], seat: int = 2):  # type: ignore[no-untyped-def]
    return play_info_from_tricks(
        seat=seat,
        hand=[c(x) for x in hand.split()],
        rules=GRAND,
        players=(0, 1, 2),
        tricks=[(trick[0][0], [c(x) for _, x in trick])],
        team=team,
        goal=Goal.POINTS,
    )


def test_a_card_that_takes_the_trick_for_sure_says_so_with_its_points() -> None:
    info = _info("CJ H7 S7", [(0, "HA"), (1, "HT")], team=(-1, -1, 1))
    reasons = card_reasons(info, [c("CJ"), c("H7")], c("CJ"))
    assert reasons[0] == Message.of("coach.wins_sure", card=CardArg(c("CJ")), points=23)
    assert (
        str(reasons[0])
        == "♣J wins this trick for sure: no card still out beats it. The trick holds 23 points."
    )


def test_a_card_that_may_still_be_beaten_only_takes_the_lead() -> None:
    info = _info("HJ H7 S7", [(1, "HA")], team=(1, -1, 1), seat=2)
    info = play_info_from_tricks(
        seat=0,
        hand=[c("HT"), c("S7"), c("D7")],
        rules=GRAND,
        players=(0, 1, 2),
        tricks=[(2, [c("H8")])],
        team=(1, -1, -1),
        goal=Goal.POINTS,
    )
    reasons = card_reasons(info, [c("HT")], c("HT"))
    assert [m.code for m in reasons] == ["coach.only_card", "coach.wins_now"]


def test_smearing_onto_a_partner_and_keeping_a_winner() -> None:
    smear = _info("HT H7 S7", [(0, "HA"), (1, "H8")], team=(1, -1, 1))
    assert card_reasons(smear, [c("HT"), c("H7")], c("HT"))[0].code == "coach.partner_wins"
    keep = _info("HT H7 S7", [(0, "HK"), (1, "HA")], team=(-1, -1, 1))
    # nothing of seat 2's beats the ace; ♥7 is the card to spare
    assert card_reasons(keep, [c("HT"), c("H7")], c("H7"))[0].code == "coach.cheapest"
    duck = _info("HT H7 S7", [(0, "H8"), (1, "H9")], team=(1, -1, -1), seat=2)
    got = card_reasons(duck, [c("HT"), c("H7")], c("H7"))
    assert got[0] == Message.of("coach.keeps", card=CardArg(c("H7")), kept=CardArg(c("HT")))


def test_leading_the_top_card_of_a_suit() -> None:
    info = play_info_from_tricks(
        seat=0,
        hand=[c("SA"), c("S7"), c("D7")],
        rules=GRAND,
        players=(0, 1, 2),
        tricks=[],
        team=(1, -1, -1),
        goal=Goal.POINTS,
    )
    assert card_reasons(info, [c("SA"), c("S7"), c("D7")], c("SA"))[0].code == "coach.lead_top"


def _first_decisions(name: str, players: int) -> list[GameState]:
    """A few states of one deal with a real choice for the seat to move (bids first)."""
    from stammtisch.engine.ai import HeuristicPlayer

    game = make_game(name, players)
    state = game.new_deal(seed=11)
    out: list[GameState] = []
    player = HeuristicPlayer("standard", search=False)  # its rules of thumb: quick positions
    kinds: set[bool] = set()
    while not state.is_terminal() and len(out) < 3:
        legal = state.legal_actions()
        card = legal[0] < 32
        if len(legal) > 1 and (card not in kinds or len(out) == 2):
            kinds.add(card)
            out.append(state.clone())
        state.apply_action(player.choose(state.view(state.current_player()), 1).action)
    return out


@pytest.mark.parametrize(
    "name, players", [("skat", 3), ("schafkopf", 4), ("doppelkopf", 4), ("sheepshead", 5)]
)
def test_the_hint_is_its_tables_first_row_and_strongs_choice(name: str, players: int) -> None:
    for state in _first_decisions(name, players):
        seat = state.current_player()
        h = hint(state, seat, budget_ms=5000, seed=3, work=4)
        legal = state.legal_actions()
        assert h.action in legal
        assert sorted(a.action for a in h.alternatives) == legal
        assert h.alternatives[0].action == h.action
        # the first rows tie with the best (within their margins); the rest by value
        ties = [a for a in h.alternatives if a.tied]
        assert h.alternatives[: len(ties)] == tuple(ties)
        assert all(h.top_value - a.value <= (a.margin or 0.0) + 1e-9 for a in ties)
        values = [a.value for a in h.alternatives[len(ties) :]]
        assert values == sorted(values, reverse=True)  # ranked by the value shown
        assert all(a.value <= h.top_value for a in h.alternatives)
        assert 1 <= len(h.reasons) <= 4
        assert all(m.code.startswith("coach.") and m.code in CATALOGUE for m in h.reasons)
        assert h.to_json()["reason"] == " ".join(str(m) for m in h.reasons)
        if h.source == SEARCHED or h.source == EVALUATED:
            # Strong plays the first row of the same search (bids: the same evaluator)
            strong = SearchPlayer().choose(state.view(seat), 3, Budget(4, 5000))
            assert h.action == strong.action
        if h.source == EVALUATED:  # the evaluator's expected scores: no win chance measured
            assert all(a.win is None for a in h.alternatives)
        else:  # searched or played on: value and win chance from the same deals
            assert h.deals >= 1
            assert all(a.win is not None and 0 <= a.win <= 1 for a in h.alternatives)


def test_the_hint_uses_only_the_seats_view() -> None:
    state = make_game("skat").new_deal(seed=4)
    seat = state.current_player()
    other = make_game("skat").new_state(state.dealer)
    # the same view, other hidden cards: a sampled state gives the same hint
    import random

    other = state.view(seat).sample(random.Random(9))
    assert hint(state, seat, 5000, seed=1, work=3) == hint(other, seat, 5000, seed=1, work=3)


def test_out_of_turn_announcements_offer_saying_nothing() -> None:
    from stammtisch.engine.ai import HeuristicPlayer

    state = make_game("doppelkopf").new_deal(seed=2)
    player = HeuristicPlayer("standard", search=False)  # its rules of thumb: quick positions
    while True:
        seat = state.current_player()
        others = [s for s in range(4) if s != seat and state.out_of_turn_actions(s)]
        if others:
            break
        state.apply_action(player.choose(state.view(seat), 1).action)
    h = hint(state, others[0], budget_ms=2000)
    assert not h.in_turn
    actions = [a.action for a in h.alternatives]
    assert NO_ACTION in actions
    assert sorted(a for a in actions if a != NO_ACTION) == state.out_of_turn_actions(others[0])


def test_no_hint_when_there_is_nothing_to_decide() -> None:
    state = make_game("skat").new_deal(seed=4)
    idle = (state.current_player() + 1) % 3
    with pytest.raises(CoachError):
        hint(state, idle)


def test_the_budget_is_strongs_own_without_a_time_cap() -> None:
    state = make_game("schafkopf").new_deal(seed=4)
    budget = coach_budget(state)
    assert not budget.capped and budget.work == SearchPlayer().budget_for(state.game).work
    assert coach_budget(state, 7) == Budget.uncapped(7)


def test_review_grades_each_decision_of_the_seat() -> None:
    record = sure_trick_record()
    state = record.replay()
    graded = review(state, 0, budget_ms=3000, work=3)
    assert graded, "seat 0 took decisions"
    assert [g.index for g in graded] == sorted(g.index for g in graded)
    history = state.history()
    assert all(history[g.index] == (0, g.chosen) for g in graded)
    assert graded[-1].chosen == c("HQ")
    assert {g.grade for g in graded} <= set(Grade)


def _drive_to(name: str, want, seed: int = 1, players: int | None = None):  # type: ignore[no-untyped-def]
    """Play a deal by Standard until ``want(state)`` (the seat to move has that decision)."""
    from stammtisch.engine.ai import HeuristicPlayer

    for s in range(seed, seed + 30):
        state = make_game(name, players).new_deal(seed=s)
        player = HeuristicPlayer("standard", search=False)  # its rules of thumb: quick positions
        while not state.is_terminal():
            if want(state):
                return state
            seat = state.current_player()
            legal = state.legal_actions()
            words = [a for a in legal if a >= 32 and state.action_to_string(a) not in ("p", "pass")]
            # play towards declaring, so that every kind of decision comes up
            act = words[0] if words and seat == 0 else player.choose(state.view(seat), 1).action
            state.apply_action(act)
    raise AssertionError(f"no such decision in {name}")


def _label_action(state: GameState, text: str) -> int:
    return next(a for a in state.legal_actions() if state.action_to_string(a) == text)


def test_reasons_for_skat_bids_pickup_and_laying_away() -> None:
    from stammtisch.engine.coach.decisions import decision_reasons

    bid = _drive_to("skat", lambda s: "18" in [s.action_to_string(a) for a in s.legal_actions()])
    seat = bid.current_player()
    got = decision_reasons(bid, seat, bid.legal_actions(), _label_action(bid, "18"))
    assert got[0].code in ("coach.skat_limit", "coach.skat_too_weak")
    pickup = _drive_to("skat", lambda s: "s" in [s.action_to_string(a) for a in s.legal_actions()])
    seat = pickup.current_player()
    legal = pickup.legal_actions()
    assert decision_reasons(pickup, seat, legal, _label_action(pickup, "s"))[0].code == (
        "coach.skat_pickup"
    )
    away = _drive_to("skat", lambda s: s.phase is Phase.LAY_AWAY)
    seat = away.current_player()
    hand = away.hand(seat)
    ten = next((c for c in hand if c & 7 in (0, 4)), None)  # an ace or a ten
    assert ten is not None
    got = decision_reasons(away, seat, away.legal_actions(), ten)
    assert got == [Message.of("coach.lay_away", card=CardArg(ten), points=CARD_POINTS[ten])]


def test_reasons_for_a_call_and_for_kontra_and_re() -> None:
    from stammtisch.engine.coach.decisions import decision_reasons

    call = _drive_to(
        "sheepshead",
        lambda s: any(s.action_to_string(a).startswith("call") for a in s.legal_actions()),
    )
    seat = call.current_player()
    action = next(a for a in call.legal_actions() if call.action_to_string(a).startswith("call"))
    got = decision_reasons(call, seat, call.legal_actions(), action)
    assert got[0].code == "coach.calls"
    card = dict(got[0].args)["card"]
    assert isinstance(card, CardArg) and card.card not in call.hand(seat)
    state = make_game("doppelkopf").new_deal(seed=2)
    from stammtisch.engine.ai import HeuristicPlayer

    player = HeuristicPlayer("standard", search=False)  # its rules of thumb: quick positions
    while not any(state.out_of_turn_actions(s) for s in range(4) if s != state.current_player()):
        state.apply_action(player.choose(state.view(state.current_player()), 1).action)
    other = next(
        s for s in range(4) if s != state.current_player() and state.out_of_turn_actions(s)
    )
    h = hint(state, other, budget_ms=2000)
    assert h.reasons[0].code == "coach.raises_stake"
    assert h.reasons[1].code in ("coach.say_nothing", "coach.over_nothing")


def test_why_not_names_the_suit_to_follow_and_the_cards_that_force_it() -> None:
    from stammtisch.engine.coach import why_not

    record = sure_trick_record()
    state = record.replay(8)  # hearts game: seat 0 led ♦A, seat 1 to follow
    assert state.current_player() == 1
    got = why_not(state, 1, c("CJ"))  # ♣J is trump here, not a club nor a diamond
    assert [str(m) for m in got] == ["You must follow diamonds: you still hold ♦K ♦Q ♦8."]
    assert why_not(state, 1, c("D8")) == []  # a legal card needs no reason
    assert why_not(state, 0, c("HA")) == []  # not seat 0's turn


def test_why_not_for_trump_led() -> None:
    from stammtisch.engine.coach.whynot import follow_reason

    got = follow_reason(GRAND, c("SJ"), [c("CJ"), c("DJ"), c("HA")])
    assert [m.code for m in got] == ["coach.why_follow_trump"]
    assert str(got[0]).startswith("You must follow trump: you still hold ♣J ♦J.")


def test_perfect_play_from_a_late_position_and_what_was_scored() -> None:
    from stammtisch.engine.coach.openhand import perfect_line
    from stammtisch.engine.coach.scale import scale_value

    record = sure_trick_record()
    before = record.replay(len(record.actions) - 1)
    line = perfect_line(before, 0)
    assert line is not None and line.score == 50.0 and line.line[0] == (0, c("HA"))
    final = before.clone()
    for seat, card in line.line:  # the line is legal and ends the deal with that score
        assert final.current_player() == seat
        final.apply_action(card)
    assert final.is_terminal() and scale_value(final, 0) == 50.0
    bidding = record.replay(0)
    assert perfect_line(bidding, 1) is None  # still the bidding: nothing to solve


def test_perfect_play_from_the_first_card_with_progress_and_an_honest_time_cap() -> None:
    from stammtisch.engine.coach.openhand import (
        SolveUnfinished,
        cards_to_play,
        perfect_line,
    )
    from stammtisch.engine.coach.scale import scale_value
    from stammtisch.engine.doppelkopf import DoppelkopfGame

    record = sure_trick_record()
    state = record.replay()
    while cards_to_play(state, 0) != 30:  # back to the first card of the play
        state.undo_action()
    told: list[tuple[int, int]] = []
    line = perfect_line(state, 0, time_limit_s=60, progress=lambda d, t: told.append((d, t)))
    assert line is not None and line.complete and len(line.line) == 30
    assert told == [(k, 30) for k in range(1, 31)]
    final = state.clone()
    for seat, card in line.line:  # perfect play by everybody reaches exactly that score
        assert final.current_player() == seat
        final.apply_action(card)
    assert final.is_terminal() and scale_value(final, 0) == line.score
    # a whole Doppelkopf deal is far more than a few milliseconds: no line is made up
    dk = DoppelkopfGame().new_deal(seed=0, dealer=3)
    for _ in range(4):
        dk.apply_action(dk.parse_action("healthy"))
    assert cards_to_play(dk, 0) == 48
    with pytest.raises(SolveUnfinished):
        perfect_line(dk, 0, time_limit_s=0.05)
    with pytest.raises(SolveUnfinished):
        perfect_line(dk, 0, should_stop=lambda: True)


def test_why_not_gives_the_games_own_rule_for_a_called_card() -> None:
    import random

    from stammtisch.desktop.rules import rule_for
    from stammtisch.engine.coach import why_not
    from stammtisch.engine.coach.whynot import rule_section
    from stammtisch.engine.registry import make_game

    state = make_game("sheepshead").new_deal(seed=0, dealer=0)
    rng = random.Random(0)
    while len(state.history()) < 57:
        state.apply_action(rng.choice(state.legal_actions()))
    assert state.current_player() == 2 and c("CA") in state.hand(2)  # type: ignore[operator]
    got = why_not(state, 2, c("CA"))
    assert [m.code for m in got] == ["illegal.sheepshead.keep_called"]
    assert str(got[0]) == "the called ♣A may not be thrown off before clubs is led"
    assert rule_section(got[0].code) == "called-ace" == rule_for("sheepshead", got)
