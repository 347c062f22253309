"""The coach's answer is one answer, on one scale, and every reason it gives is true.

Over 200 positions per game (Standard's own deals on fixed seeds, every kind of decision:
bidding, picking up, laying away, declaring, calling, card play; the contracts that come
up, Ramsch and Leaster forced by everybody passing), with a small search budget:

* the hint's action is its table's first row; the first rows are those that tie with the
  best (within their margins), the rest ordered by value, and the values are on the game's
  documented scale (:mod:`stammtisch.engine.coach.scale`);
* the review's grade of the hint's first row is "best" every time (the review asked about
  the deal once that row is played); "best" is given to the tied rows and no other, and no
  option inside its margin is graded below "good";
* every fact a reason states holds in the engine for this position: the rules
  (``legal_actions``, the contract's trumps from ``sort_rules``, who takes the trick so
  far, the cards the other seats really hold) and the Skat bid's worth as the game's
  own scoring counts it; a Null's reasons speak of neither trumps nor card points.

The counts (positions per phase, reasons checked per code) are printed with ``-s``.
"""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter
from collections.abc import Iterator, Sequence

import pytest

from stammtisch.engine.ai import HeuristicPlayer, adapter_for
from stammtisch.engine.ai.players import VALUE_EPSILON
from stammtisch.engine.cards import CARD_POINTS, Card, Rank, mask_of
from stammtisch.engine.coach import Grade, Hint, grade_decision, hint, review
from stammtisch.engine.coach.decisions import called_card
from stammtisch.engine.coach.grades import decision_points
from stammtisch.engine.coach.scale import SCALES, every_man_for_himself, scale_for
from stammtisch.engine.messages import CardArg, CardsArg, Message, NumberArg, SuitArg
from stammtisch.engine.phase import Phase
from stammtisch.engine.registry import make_game
from stammtisch.engine.state import FIRST_NON_CARD_ACTION, GameState
from stammtisch.engine.tricks import TRUMP

PER_GAME = 200
CONFIGS: dict[str, list[tuple[int, dict[str, object], tuple[str, ...]]]] = {
    "skat": [
        (3, {}, ()),
        (3, {}, ("18", "p", "s", "N")),
        (3, {}, ("18", "p", "s", "G")),
        (3, {"ramsch": "ramsch"}, ("pass", "p")),
    ],
    "schafkopf": [
        (4, {}, ()),
        (4, {}, ("play", "Wenz")),
        (4, {}, ("play", "Solo Eichel", "Solo Gras")),
        (4, {"all_pass": "ramsch"}, ("pass",)),
    ],
    "doppelkopf": [
        (4, {}, ()),
        (4, {}, ("reservation", "solo queen")),
        (4, {}, ("reservation", "solo clubs")),
    ],
    "sheepshead": [(5, {}, ()), (3, {}, ()), (3, {}, ("pass",))],
}
"""Per game: (players, rules, words said whenever one is legal before the card play, in
this order of preference): Standard's own choices, a Null, a Grand, a Wenz, a solo, and
everybody passing into a Ramsch or a Leaster."""

CONTRACTS: dict[str, tuple[str, ...]] = {
    "skat": ("Grand", "Null", "Ramsch"),
    "schafkopf": ("Sauspiel", "Wenz", "Solo", "Ramsch"),
    "doppelkopf": ("normal game", "solo"),
    "sheepshead": ("pick", "Leaster"),
}
"""Contracts whose card play the positions must include (words of the contract's name)."""

NULL_FREE = ("trump", "points")
"""Words no reason of a Null may use in its code or arguments (no trumps, no card points)."""

COUNTS: Counter[str] = Counter()
TIES: Counter[str] = Counter()
"""Per game, the hints whose first row ties with another."""
MARGINS: dict[str, list[float]] = {name: [] for name in CONFIGS}
"""Per game, every sampled row's margin against the best (the printed median)."""
WORK = 6
"""Sampled deals per hint: a small search, so ties and margins are wide."""


def positions(name: str) -> Iterator[GameState]:
    """About a quarter of the decisions with more than one option in Standard's deals, steered
    into each configuration's contract."""
    player = HeuristicPlayer("standard", search=False)  # its rules of thumb: quick positions
    configs = CONFIGS[name]
    for k, (players, rules, words) in enumerate(configs):
        game = make_game(name, players, rules)
        want = PER_GAME // len(configs) + (PER_GAME % len(configs) if k == 0 else 0)
        got = 0
        for seed in range(10_000):
            if got >= want:
                break
            state = game.new_deal(seed=seed)
            rng = random.Random(seed)
            while not state.is_terminal() and got < want:
                seat = state.current_player()
                legal = state.legal_actions()
                if len(legal) > 1 and rng.random() < 0.25:
                    yield state.clone()
                    got += 1
                said = {state.action_to_string(a): a for a in legal}
                steer = next((said[w] for w in words if w in said), None)
                if steer is not None and getattr(state, "phase", None) is not Phase.PLAY:
                    state.apply_action(steer)
                    continue
                state.apply_action(player.choose(state.view(seat), seed).action)


def is_null(state: GameState) -> bool:
    declaration = getattr(state, "declaration", None)
    return bool(declaration is not None and declaration.is_null)


def card_arg(m: Message, key: str = "card") -> Card:
    value = dict(m.args)[key]
    assert isinstance(value, CardArg), m
    return value.card


def arg(m: Message, key: str) -> object:
    return dict(m.args)[key]


def others_cards(state: GameState, seat: int, after: Sequence[int]) -> list[Card]:
    """The cards the seats in ``after`` really hold."""
    return [c for s in after for c in (state.hand(s) or ())]


def check_card_reason(state: GameState, seat: int, action: int, m: Message) -> None:
    """The facts of a card-play reason, read off the real deal."""
    info = adapter_for(state.game).play_info(state, seat)
    assert info is not None
    rules = state.sort_rules()
    assert rules is not None
    legal = [a for a in state.legal_actions() if a < FIRST_NON_CARD_ACTION]
    on_table = state.table(seat).trick  # the trick in progress as the table shows it
    trick_seats = [tc.seat for tc in on_table]
    trick = [tc.card for tc in on_table]
    hand = list(state.hand(seat) or ())
    eq = info.later_equal_wins
    takes = bool(trick) and rules.winner([*trick, action], eq) == len(trick)
    null = is_null(state)
    code = m.code
    if null:
        assert not any(w in code for w in NULL_FREE), m
        assert not any(isinstance(v, int) and k == "points" for k, v in m.args), m
    if "null" in code:
        assert null, m
    if code == "coach.only_card":
        assert legal == [action]
    elif code == "coach.must_follow":
        lead = rules.follow_class[trick[0]]
        suit = arg(m, "suit")
        assert isinstance(suit, SuitArg) and suit.suit == lead != TRUMP, m
        assert all(rules.follow_class[c] == lead for c in legal), m
        assert any(rules.follow_class[c] != lead for c in hand), m
    elif code == "coach.must_follow_trump":
        assert rules.follow_class[trick[0]] == TRUMP and not null
        assert all(rules.is_trump(c) for c in legal), m
    elif code == "coach.called_ace":
        assert action == called_card(state) and legal == [action]
    elif code in ("coach.wins_sure", "coach.wins_now"):
        assert takes, m
        assert arg(m, "points") == sum(CARD_POINTS[c] for c in [*trick, action])
        if code == "coach.wins_sure":
            active = state.game.active_seats(state.dealer)
            later = [s for s in active if s != seat and s not in trick_seats]
            for c in others_cards(state, seat, later):
                assert rules.winner([*trick, action, c], eq) != len(trick) + 1, (m, c)
    elif code == "coach.trumps_in":
        lead = rules.follow_class[trick[0]]
        assert rules.is_trump(action) and takes and lead != TRUMP
        assert not any(rules.follow_class[c] == lead for c in hand), m
    elif code == "coach.always_trump":
        assert rules.is_trump(action) and takes and not null
    elif code == "coach.partner_wins":
        leader = trick_seats[rules.winner(trick, eq)]
        assert leader != seat and info.team[leader] == 1 and not takes, m
        assert arg(m, "points") == CARD_POINTS[action]
    elif code == "coach.keeps":
        kept = card_arg(m, "kept")
        assert not takes and kept in hand and kept != action
        assert rules.winner([*trick, kept], eq) == len(trick), m
    elif code == "coach.cheapest":
        assert trick and not any(rules.winner([*trick, c], eq) == len(trick) for c in legal), m
    elif code in ("coach.avoid", "coach.null_duck"):
        assert trick and not takes, m
        assert every_man_for_himself(state) if code == "coach.avoid" else null
    elif code == "coach.must_beat":
        assert all(rules.winner([*trick, c], eq) == len(trick) for c in legal), m
    elif code == "coach.null_under":
        leader = trick_seats[rules.winner(trick, eq)]
        assert leader == state.declarer != seat and not takes, m  # type: ignore[attr-defined]
    elif code in ("coach.null_force", "coach.null_defend"):
        assert seat != state.declarer, m  # type: ignore[attr-defined]
        if code == "coach.null_force":
            assert not trick
    elif code == "coach.null_lead":
        assert not trick
        klass = rules.follow_class[action]
        out = [c for c in info.unseen if rules.follow_class[c] == klass]
        higher = [c for c in out if rules.power[c] > rules.power[action]]
        assert arg(m, "count") == len(higher), m
    elif code in ("coach.lead_top", "coach.lead_top_trump"):
        assert not trick
        klass = rules.follow_class[action]
        assert (klass == TRUMP) == (code == "coach.lead_top_trump"), m
        real = [
            c
            for s in state.game.active_seats(state.dealer)
            if s != seat
            for c in state.hand(s) or ()
        ]
        assert not any(
            rules.follow_class[c] == klass and rules.power[c] > rules.power[action] for c in real
        ), m
    elif code == "coach.draw_trumps":
        assert not trick and rules.is_trump(action) and not null
        real = [c for s in range(state.game.num_players) if s != seat for c in state.hand(s) or ()]
        assert arg(m, "count") >= sum(1 for c in real if rules.is_trump(c)), m
    elif code == "coach.lead_cheap":
        assert not trick and arg(m, "points") == CARD_POINTS[action]
    else:
        raise AssertionError(f"a card-play reason the test does not check: {m}")


def check_decision_reason(state: GameState, seat: int, action: int, m: Message) -> None:
    """The facts of a bidding, declaring, calling or laying-away reason."""
    code = m.code
    hand = list(state.hand(seat) or ())
    if code in ("coach.skat_bid_game", "coach.skat_bid_skat", "coach.skat_bid_null"):
        from stammtisch.engine.ai.games.skat import SkatRules, bid_plan
        from stammtisch.engine.skat.scoring import game_value

        positions_ = state.positions  # type: ignore[attr-defined]
        position = positions_.index(seat) if seat in positions_ else 1
        plan = bid_plan(
            mask_of(hand), position, SkatRules(state.game.scoring, state.game.num_players)
        )  # type: ignore[attr-defined]
        assert plan.game is not None
        assert arg(m, "worth") == plan.worth == game_value(plan.game, mask_of(hand)), m
        assert arg(m, "limit") == plan.limit >= plan.worth or code == "coach.skat_bid_skat", m
    elif code == "coach.skat_bid_counts_on":
        from stammtisch.engine.ai.games.skat import SkatRules, bid_plan
        from stammtisch.engine.skat.scoring import game_value

        seats = state.positions  # type: ignore[attr-defined]
        rules_ = SkatRules(state.game.scoring, state.game.num_players)  # type: ignore[attr-defined]
        plan = bid_plan(mask_of(hand), seats.index(seat) if seat in seats else 1, rules_)
        assert plan.game is not None
        assert arg(m, "worth") == plan.worth == game_value(plan.game, mask_of(hand)), m
        assert arg(m, "limit") == plan.limit, m
    elif code in ("coach.skat_grand_count", "coach.skat_grand_hand_jacks"):
        jacks = sum(1 for c in hand if (c & 7) == Rank.JACK)
        assert arg(m, "jacks") == jacks, m
        if code == "coach.skat_grand_count":
            tops = (Rank.JACK, Rank.ACE, Rank.TEN)
            assert arg(m, "count") == sum(1 for c in hand if (c & 7) in tops), m
        else:
            assert arg(m, "aces") == sum(1 for c in hand if (c & 7) == Rank.ACE), m
    elif code in ("coach.schafkopf.sauspiel_needs", "coach.schafkopf.sauspiel_weak"):
        from stammtisch.engine.schafkopf.contracts import contract_by_name

        call = contract_by_name("Sauspiel Eichel")  # every Sauspiel has the same trumps
        order = list(call.trump_order)
        trumps = [c for c in hand if call.rules.follow_class[c] == TRUMP]
        if code == "coach.schafkopf.sauspiel_needs":
            assert arg(m, "trumps") == len(trumps), m
            assert arg(m, "top") == sum(1 for c in trumps if order.index(c) < 4), m
        else:
            places = {order.index(c) for c in trumps}
            runners = 0
            while runners in places:
                runners += 1
            assert arg(m, "runners") == runners, m
    elif code == "coach.schafkopf.below_floor":
        from stammtisch.engine.ai.games import schafkopf as sk_ev

        forehand = state.order[0] == seat  # type: ignore[attr-defined]
        chances = {
            c: sk_ev.win_chance(hand, c, forehand)
            for c in state.announceable(seat)  # type: ignore[attr-defined]
        }
        # every game is below the chance its kind needs; the best one wins more often than not
        assert all(p < sk_ev.declaring_floor(c) for c, p in chances.items()), m
        best = max(chances.values())
        assert best >= 0.5 and arg(m, "chance") == round(100 * best), m
        assert arg(m, "partner") == round(100 * sk_ev.PARTNER_MIN_CHANCE), m
        assert arg(m, "alone") == round(100 * sk_ev.SOLO_MIN_CHANCE), m
    elif code == "coach.skat_bid_likely":
        assert isinstance(arg(m, "limit"), int) and int(arg(m, "limit")) > 0  # type: ignore[call-overload]
    elif code in ("coach.lay_away", "coach.sheepshead.bury"):
        assert arg(m, "points") == CARD_POINTS[action] >= 10, m
    elif code in ("coach.lay_away_short", "coach.sheepshead.bury_short"):
        rest = [c for c in hand if c != action]
        rules = state.sort_rules()
        if state.game.NAME == "skat":
            assert (action & 7) != Rank.JACK
            assert not any(c >> 3 == action >> 3 and (c & 7) != Rank.JACK for c in rest), m
        else:
            assert rules is not None and not rules.is_trump(action)
            klass = rules.follow_class[action]
            assert not any(rules.follow_class[c] == klass for c in rest), m
    elif code in (
        "coach.trumps_held",
        "coach.game_trumps",
        "coach.no_trumps_held",
        "coach.game_no_trumps",
    ):
        after = state.clone()
        after.apply_unchecked(action)
        in_game = code in ("coach.game_trumps", "coach.game_no_trumps")
        rules = after.sort_rules() if in_game else state.sort_rules()
        assert rules is not None and rules.trump_mask, m
        trumps = sorted(c for c in hand if rules.is_trump(c))
        if "no_trumps" in code:
            assert not trumps, m
        else:  # every trump held, named, each copy once: no card the hand does not hold
            cards = arg(m, "cards")
            assert isinstance(cards, CardsArg) and sorted(cards.cards) == trumps, m
        aces = [c for c in hand if (c & 7) == Rank.ACE and not rules.is_trump(c)]
        assert arg(m, "aces") == len(aces), m
    elif code == "coach.calls":
        card = card_arg(m)
        after = state.clone()
        after.apply_unchecked(action)
        assert card == called_card(after) and card not in hand, m
    elif code in ("coach.skat_pickup", "coach.skat_hand", "coach.skat_too_weak"):
        pass  # what the option is, not a fact about the cards
    elif code == "coach.raises_stake":
        assert state.describe_action(action).kind.name in ("DOUBLE", "KNOCK", "ANNOUNCE"), m
    else:
        raise AssertionError(f"a decision reason the test does not check: {m}")


def check_value_reason(h: Hint, m: Message) -> None:
    """The evaluation reason states the table's own numbers (the next best: the first row
    that does not tie with the best)."""
    value = arg(m, "value")
    assert isinstance(value, NumberArg)
    assert abs(value.value - h.alternatives[0].value) < 1e-9, m
    if m.code == "coach.best_value":
        other = arg(m, "other_value")
        assert isinstance(other, NumberArg)
        second = next(a for a in h.alternatives[1:] if not a.refused and not a.tied)
        assert abs(other.value - second.value) < 1e-9, m


def check_thumb_reason(state: GameState, seat: int, h: Hint, m: Message) -> None:
    """A rule of thumb's words hold for the real deal: the seat leads; the called card's
    search only for a defender while it is out (holding a card of its suit, leading one);
    "found" once it was played; for a rule the first row does not follow, the card it names
    does follow the rule (its suit, a trump, no trump) and the numbers are the table's."""
    from stammtisch.engine.schafkopf.state import SchafkopfState

    info = adapter_for(state.game).play_info(state, seat)
    assert info is not None and not info.trick, m
    rules = info.rules
    called = called_card(state)
    declarer = info.declarer
    assert declarer is not None, m
    partners = [s for s in range(state.num_players) if called in (state.hand(s) or ())]
    if m.code in ("coach.thumb.called_suit", "coach.thumb.called_found"):
        assert called is not None and card_arg(m) == called and called not in info.hand, m
        assert seat != declarer and seat not in partners, m
        if isinstance(state, SchafkopfState):
            assert state.contract is not None and not state.contract.alone, m
        suit = rules.follow_class[called]
        if m.code == "coach.thumb.called_suit":
            assert called not in info.played and rules.follow_class[h.action] == suit, m
        else:
            assert called in info.played and rules.follow_class[h.action] != suit, m
            assert any(rules.follow_class[c] == suit for c in info.hand), m
        return
    rule = arg(m, "rule")
    assert isinstance(rule, Message), m
    other = card_arg(m, "other")
    row = h.alternative(other)
    assert row is not None and other != h.action, m
    kind = rule.code.rsplit(".", 1)[-1]
    if kind == "called_suit":
        assert called is not None and rules.follow_class[other] == rules.follow_class[called], m
        assert rules.follow_class[h.action] != rules.follow_class[called], m
    elif kind == "draw_trumps":
        assert seat == declarer or seat in partners, m
        assert rules.is_trump(other) and not rules.is_trump(h.action), m
        assert any(rules.is_trump(c) for s in range(state.num_players) if s != seat
                   for c in (state.hand(s) or ())), m  # fmt: skip
    else:
        assert kind == "no_trump" and seat != declarer and seat not in partners, m
        assert not rules.is_trump(other) and rules.is_trump(h.action), m
    top = max((a for a in h.alternatives if not a.refused), key=lambda a: a.value)
    if m.code == "coach.thumb.as_good":
        assert row.tied, m
    elif m.code == "coach.thumb.beaten":
        assert not row.tied and top.value - row.value <= (row.margin or 0.0) + 1e-9, m
    else:
        assert m.code == "coach.thumb.else" and not row.tied, m
        diff, margin = arg(m, "diff"), arg(m, "margin")
        assert isinstance(diff, NumberArg) and isinstance(margin, NumberArg)
        named = h.alternative(card_arg(m))  # a row with the highest value
        assert named is not None and abs(named.value - top.value) < 1e-9, m
        assert abs(diff.value - (top.value - row.value)) < 1e-9, m
        assert abs(margin.value - (row.margin or 0.0)) < 1e-9 < diff.value - margin.value, m


TIE_CODES = (
    "coach.same_cards",
    "coach.tied_cards",
    "coach.tied",
    "coach.tied_cards_equal",
    "coach.tied_equal",
)


def check_tie_reason(h: Hint, m: Message) -> None:
    """The rows a tie reason names are the hint's tied rows; "the same card" only for cards
    valued once (identical values); the margin is the largest of theirs."""
    ties = [a for a in h.alternatives if a.tied]
    assert len(ties) > 1 and h.alternatives[0].tied, m
    if m.code in ("coach.tied", "coach.tied_equal"):
        assert arg(m, "count") == len(ties), m
    else:
        cards = arg(m, "cards")
        assert isinstance(cards, CardsArg)
        assert set(cards.cards) == {a.action for a in ties}, m
    widest = max(a.margin or 0.0 for a in ties)
    if m.code == "coach.same_cards":
        assert len({a.value for a in ties}) == 1, m
        assert all(set(a.same_as) | {a.action} == set(cards.cards) for a in ties), m
    elif m.code.endswith("_equal"):
        assert widest < 0.05, m
        assert max(a.value for a in ties) - min(a.value for a in ties) < 0.05 + 1e-9, m
    else:
        margin = arg(m, "margin")
        assert isinstance(margin, NumberArg)
        assert abs(margin.value - widest) < 1e-9 and widest >= 0.05, m
    if m.code == "coach.best_win":
        assert h.alternatives[0].win is not None
        assert arg(m, "percent") == round(100 * h.alternatives[0].win), m


@pytest.mark.parametrize("name", list(CONFIGS))
def test_one_answer_on_one_scale_with_true_reasons(name: str) -> None:
    phases: Counter[str] = Counter()
    contracts: Counter[str] = Counter()
    for state in positions(name):
        seat = state.current_player()
        h = hint(state, seat, work=WORK, world_limit=12)
        phases[str(getattr(state, "phase", "?"))] += 1
        if getattr(state, "phase", None) is Phase.PLAY:
            contracts[str(state.contract_message())] += 1
        # one answer: the first row; the rows tied with the best first, the rest by value;
        # the options a teacher's floor refuses (at their true score) after the advised ones
        assert h.alternatives[0].action == h.action and not h.alternatives[0].refused
        ties = [a for a in h.alternatives if a.tied]
        assert h.alternatives[: len(ties)] == tuple(ties)
        TIES[name] += len(ties) > 1
        MARGINS[name].extend(a.margin for a in h.alternatives[1:] if a.margin is not None)
        advised = [a.value for a in h.alternatives[len(ties) :] if not a.refused]
        refused = [a.value for a in h.alternatives if a.refused]
        assert [a.refused for a in h.alternatives] == [False] * (len(ties) + len(advised)) + [
            True
        ] * len(refused)
        for ordered in (advised, refused):
            assert all(b <= a + VALUE_EPSILON for a, b in itertools.pairwise(ordered)), ordered
        assert all(a.value <= h.top_value + VALUE_EPSILON for a in h.alternatives if not a.refused)
        values = [a.value for a in h.alternatives]
        assert {a.action for a in h.alternatives} == set(state.legal_actions())
        # one scale, documented: the game's, or card points when every player is alone
        assert h.scale is scale_for(state) and h.scale in SCALES.values()
        assert all(math.isfinite(v) for v in values), values
        if h.scale.kind == "card_points":  # the card points taken, counted negative
            assert all(-120 - VALUE_EPSILON <= v <= VALUE_EPSILON for v in values), values
        assert all(a.win is None or 0.0 <= a.win <= 1.0 for a in h.alternatives)
        # the review grades the hint's first row best: asked about the deal once it is played
        after = state.clone()
        after.apply_action(h.action)
        earlier = {i: 0.0 for i, _, _ in decision_points(after, seat)}
        earlier.pop(len(state.history()), None)
        last = review(after, seat, work=WORK, known=earlier, world_limit=12, open_hands=False)[-1]
        assert last.index == len(state.history()) and last.chosen == h.action
        assert last.grade is Grade.BEST and last.loss == 0.0, last
        # "best" for the tied rows and no other; nothing inside its margin below "good" (a
        # card where words are offered too is graded among the cards: ``Hint.among``)
        for row in h.alternatives:
            g = grade_decision(state, seat, row.action, 0, h)
            table = h.among(row.action)
            alt = table.alternative(row.action)
            assert alt is not None
            tied = alt.action == table.action or alt.tied
            assert (g.grade is Grade.BEST) == (tied and not alt.refused), (alt, g)
            if alt.margin is not None and table.top_value - alt.value <= alt.margin + 1e-9:
                assert g.grade in (Grade.BEST, Grade.GOOD), (alt, g)
            if g.grade not in (Grade.BEST, Grade.GOOD):
                assert g.loss > (alt.margin or 0.0), (alt, g)
        # every reason a fact of this position
        for m in h.reasons:
            COUNTS[m.code] += 1
            if m.code in ("coach.best_value", "coach.best_win"):
                check_value_reason(h, m)
            elif m.code in TIE_CODES:
                check_tie_reason(h, m)
            elif m.code.startswith("coach.thumb."):
                check_thumb_reason(state, seat, h, m)
            elif h.action < FIRST_NON_CARD_ACTION and getattr(state, "phase", None) is Phase.PLAY:
                check_card_reason(state, seat, h.action, m)
            else:
                check_decision_reason(state, seat, h.action, m)
            if is_null(state):
                assert not any(w in m.code for w in NULL_FREE), m
                if m.code not in TIE_CODES:  # (tied cards are named as cards)
                    assert not any(isinstance(v, CardsArg) for _, v in m.args), m
    spread = sorted(MARGINS[name])
    median = spread[len(spread) // 2] if spread else 0.0
    print(
        f"\n{name}: ties in {TIES[name]} of {sum(phases.values())} hints; median margin {median:.2f}"
    )
    print(f"\n{name}: {sum(phases.values())} positions {dict(phases)}")
    print(f"card play by contract: {dict(contracts)}")
    print(f"reasons checked so far: {dict(COUNTS)}")
    assert sum(phases.values()) >= PER_GAME
    for word in CONTRACTS[name]:
        assert any(word in c for c in contracts), (word, contracts)
