"""The teacher's rules for declaring, held by the evaluators and said by the coach.

Skat: a Grand needs at least 5 jacks, aces and tens together (the Stegen count); a Grand
Hand at least two jacks unless every suit is headed by its ace.  Schafkopf: a partner
game (Sauspiel) needs four trumps with an Ober, and with just four trumps two runners or
an Ober, an Unter and a side Sau.  Literal hands for each rule; the hints say the count.
"""

from __future__ import annotations

from stammtisch.engine.ai import HeuristicPlayer, make_player
from stammtisch.engine.ai.games import schafkopf as sk_ai
from stammtisch.engine.ai.games import skat as skat_ai
from stammtisch.engine.ai.knowledge import adapter_for
from stammtisch.engine.cards import DECK32, mask_of, mask_points, parse_cards, parse_german_card
from stammtisch.engine.coach import hint
from stammtisch.engine.coach.decisions import decision_reasons
from stammtisch.engine.messages import Message
from stammtisch.engine.registry import make_game
from stammtisch.engine.schafkopf import state as sk
from stammtisch.engine.schafkopf.actions import PASS as SK_PASS
from stammtisch.engine.schafkopf.contracts import CONTRACTS, contract_by_name
from stammtisch.engine.skat.actions import declaration_of, is_declaration
from stammtisch.engine.skat.contracts import GRAND, Declaration, parse_declaration
from stammtisch.engine.skat.scoring import game_value
from stammtisch.engine.skat.state import DECLARE, SKAT_DECISION

RULES = skat_ai.SkatRules()


def m(text: str) -> int:
    return mask_of(parse_cards(text))


def deal_with(hands: list[list[int]]) -> list[int]:
    rest = [c for c in DECK32 if all(c not in h for h in hands)]
    return [c for h in hands for c in h] + rest


# --- Skat: the Grand's count -------------------------------------------------------------------


def test_a_grand_below_five_jacks_aces_and_tens_is_never_chosen() -> None:
    assert skat_ai.GRAND_MIN_COUNT == 5  # the hint says "five"
    four_jacks = m("CJ SJ HJ DJ C7 C8 S7 S8 H7 H8")  # four jacks, not one ace or ten: 4
    assert skat_ai.grand_count(four_jacks) == 4
    assert skat_ai.grand_objection(four_jacks, False) == "count"
    after = skat_ai.choices_after_pickup(four_jacks, m("D7 D8"), True)
    grand = next(c for c in after if c.decl == Declaration(GRAND))
    assert grand.p_win == 0.0 and skat_ai.win_chance(four_jacks, 0, GRAND, True) > 0.0
    five = m("CJ SJ HJ DJ CA C8 S7 S8 H7 H8")  # an ace makes five
    assert skat_ai.grand_objection(five, False) is None


def test_a_grand_hand_needs_two_jacks_unless_every_suit_is_stopped() -> None:
    one_jack = m("CJ CA CT CK C9 SA ST HA HT D7")  # count 8, but diamonds can be run
    assert skat_ai.grand_objection(one_jack, True) == "jacks"
    assert skat_ai.grand_objection(one_jack, False) is None  # picking up, it may be a Grand
    unseen = ((1 << 32) - 1) & ~one_jack
    grand_hand = next(
        c
        for c in skat_ai.hand_game_choices(one_jack, unseen, False)
        if c.decl == Declaration(GRAND, hand=True)
    )
    assert grand_hand.p_win == 0.0
    sure = m("CJ CA CT CK SA ST HA HT DA DT")  # one jack, every suit headed by its ace
    assert skat_ai.all_suits_stopped(sure) and skat_ai.grand_objection(sure, True) is None


def test_the_declarer_with_four_bare_jacks_plays_a_suit_and_the_hint_says_the_count() -> None:
    game = make_game("skat")
    declarer = parse_cards("CJ SJ HJ DJ C7 C8 S7 S8 H7 H8")
    forehand = parse_cards("SA ST SK SQ S9 HA HT HK HQ H9")
    state = game.new_deal(dealer=0, cards=deal_with([forehand, declarer]))
    for text in ["18", "y", "20", "p", "p", "s"]:
        state.apply_action(state.parse_action(text))
    player = make_player("standard")
    while state.stage != DECLARE:
        state.apply_action(player.choose(state.view(2), 1).action)
    legal = state.legal_actions()
    chosen = player.choose(state.view(2), 1).action
    assert declaration_of(chosen).game_type != GRAND
    grand = next(a for a in legal if is_declaration(a) and declaration_of(a) == Declaration(GRAND))
    kept = mask_of(state.hand(2))
    count, jacks = skat_ai.grand_count(kept), len([c for c in state.hand(2) if c & 7 == 3])
    assert count < 5
    got = decision_reasons(state, 2, legal, grand)
    assert got == [Message.of("coach.skat_grand_count", count=count, jacks=jacks)]
    # the hint shows the Grand at what the model says it scores, not as a lost game,
    # marked refused below every declaration it advises
    h = hint(state, 2, work=4)
    row = next(a for a in h.alternatives if a.action == grand)
    assert row.refused and [a.refused for a in h.alternatives][-1]
    p = skat_ai.win_chance(kept, mask_points(state.skat_mask), GRAND, False)  # type: ignore[attr-defined]
    assert p > 0.0
    value = game_value(Declaration(GRAND), kept | state.skat_mask)  # type: ignore[attr-defined]
    expected = skat_ai.expected_score(
        RULES,
        p,
        value,
        state.bid,
        Declaration(GRAND).base_value,  # type: ignore[attr-defined]
    )
    assert row.value == expected
    assert h.action == chosen and not h.alternatives[0].refused


def test_a_hand_announcement_is_valued_as_the_scoring_counts_it() -> None:
    # Clubs Hand Schneider announced with 3 matadors: 12 x (3 + game + hand + 2) = 84
    hand = m("CJ SJ HJ CA CT CK CQ C9 SA HA")
    decl = parse_declaration("CHS")
    assert game_value(decl, hand) == 84
    game = make_game("skat")
    cards = parse_cards("CJ SJ HJ CA CT CK CQ C9 SA HA")
    state = game.new_deal(
        dealer=0, cards=deal_with([parse_cards("DJ DA DT DK DQ D9 D8 D7 SK SQ"), cards])
    )
    for text in ["18", "p", "p"]:
        state.apply_action(state.parse_action(text))
    assert state.stage == SKAT_DECISION and state.current_player() == 2
    legal = state.legal_actions()
    values = adapter_for(game).decision_values(state, 2, legal, "standard")
    assert values is not None
    unseen = ((1 << 32) - 1) & ~hand
    plain = next(c for c in skat_ai.hand_game_choices(hand, unseen, False) if c.decl.code == "CH")
    action = next(a for a in legal if is_declaration(a) and declaration_of(a) == decl)
    assert values[action] == skat_ai.expected_score(RULES, plain.p_win * 0.25, 84, 18, 12)


# --- Skat: the bidding hint ------------------------------------------------------------------


def test_the_bid_the_hint_advises_is_the_evaluators_own() -> None:
    game = make_game("skat")
    for hand, advised in (
        ("CJ SJ HA HK H9 H8 H7 S7 C8 D7", "18"),
        ("CK SQ S9 HQ H9 DA DK D8 ST C9", "p"),
    ):
        rest = [c for c in DECK32 if c not in parse_cards(hand)]
        state = game.new_deal(dealer=0, cards=[*rest[:10], *parse_cards(hand), *rest[10:]])
        seat = state.current_player()
        legal = state.legal_actions()
        values = adapter_for(game).decision_values(state, seat, legal, "standard")
        assert values is not None
        own = max(legal, key=lambda a: values.get(a, -1e9))
        assert state.action_to_string(own) == advised
        got = hint(state, seat, budget_ms=400, work=2)
        assert got.action == own


# --- Schafkopf: the partner game ----------------------------------------------------------------


def g(text: str) -> list[int]:
    return [parse_german_card(c) for c in text.split()]


def test_a_partner_game_needs_four_trumps_and_an_ober() -> None:
    call = contract_by_name("Sauspiel Eichel")
    small = g("HU H9 H8 H7 EK E9 GK S7")  # the issue's hand: four small trumps, no Ober, no Sau
    assert sk_ai.sauspiel_objection(small, call) == "top"
    assert sk_ai.win_chance(small, call, False) == 0.0
    three = g("EO GO HU EA E9 GK S7 S8")
    assert sk_ai.sauspiel_objection(three, call) == "trumps"
    assert sk_ai.sauspiel_objection(g("EO GO H9 H8 E9 GK S7 S8"), call) is None  # two runners
    assert sk_ai.sauspiel_objection(g("SO HU H9 H8 GA E9 GK S7"), call) is None  # O, U and a Sau
    assert sk_ai.sauspiel_objection(g("SO HU H9 H8 E9 GK S7 S8"), call) == "weak"
    assert sk_ai.sauspiel_objection(g("SO H9 H8 H7 HK E9 GK S7"), call) is None  # five trumps


def test_the_schafkopf_player_passes_the_issues_hand_and_the_hint_says_why() -> None:
    game = make_game("schafkopf")
    small = g("HU H9 H8 H7 EK E9 GK S7")
    rest = [c for c in DECK32 if c not in small]
    state = game.new_deal(dealer=3, cards=[*small, *rest])  # seat 0 speaks first
    assert state.stage == sk.AUCTION and state.current_player() == 0
    legal = state.legal_actions()
    assert make_player("standard").choose(state.view(0), 1).action == SK_PASS
    got = decision_reasons(state, 0, legal, SK_PASS)
    assert got == [Message.of("coach.schafkopf.sauspiel_needs", trumps=4, top=0)]
    # playing is shown at what the model says the best refused game scores, not advised
    h = hint(state, 0, work=4)
    assert h.action == SK_PASS
    games = state.announceable(0)  # type: ignore[attr-defined]
    shown = max(
        sk_ai.expected_score(state, 0, c, sk_ai.model_chance(small, c, True))  # type: ignore[arg-type]
        for c in games
        if sk_ai.model_chance(small, c, True) > 0.0
    )
    assert [(a.label, a.refused, a.value) for a in h.alternatives[1:]] == [("play", True, shown)]


def test_a_schafkopf_declaration_needs_the_chance_of_its_kind() -> None:
    # every contract of every hand in a few deals: declared only at its kind's floor or more
    from stammtisch.engine.schafkopf.contracts import GameType, base_type

    game = make_game("schafkopf")
    seen = {"partner": 0, "alone": 0}
    for seed in range(40):
        state = game.new_deal(seed=seed, dealer=seed % 4)
        for seat in range(4):
            hand = [c for c in DECK32 if state.dealt[seat] >> c & 1]  # type: ignore[attr-defined]
            for contract in state.announceable(seat):  # type: ignore[attr-defined]
                p = sk_ai.win_chance(hand, contract, False)
                got = sk_ai.declaring_chance(hand, contract, False)
                alone = base_type(contract.level) != GameType.SAUSPIEL or contract.alone
                floor = sk_ai.SOLO_MIN_CHANCE if alone else sk_ai.PARTNER_MIN_CHANCE
                assert got == (p if p >= floor else 0.0)
                if 0.0 < p < floor:
                    seen["alone" if alone else "partner"] += 1
    assert seen["partner"] and seen["alone"]  # both floors were met by some hand
    assert 0.5 < sk_ai.PARTNER_MIN_CHANCE < sk_ai.SOLO_MIN_CHANCE < 1.0


def test_schafkopf_standard_leads_as_taught() -> None:
    """At every lead of a Standard seat in a declared game: the declarer's side favours trumps
    (with two or more), the other side never favours a trump and, in a partner game whose Sau
    is still out, favours the called suit."""
    from stammtisch.engine.phase import Phase
    from stammtisch.engine.schafkopf.contracts import RAMSCH
    from stammtisch.engine.tricks import TRUMP

    game = make_game("schafkopf")
    adapter = adapter_for(game)
    standard = HeuristicPlayer("standard", search=False)  # its rules of thumb: quick deals
    searched = trumped = 0
    for seed in range(30):
        state = game.new_deal(seed=seed, dealer=seed % 4)
        while not state.is_terminal():
            seat = state.current_player()
            contract = state.contract  # type: ignore[attr-defined]
            if (
                state.phase is Phase.PLAY
                and contract is not None
                and contract is not RAMSCH
                and not state.trick  # type: ignore[attr-defined]
            ):
                known = state.view(seat).replay_known()
                info = adapter.play_info(known, seat)
                legal = [a for a in state.legal_actions() if a < 32]
                assert info is not None
                assert adapter.card_adjustments(known, seat, info, legal, "beginner") is None
                extra = adapter.card_adjustments(known, seat, info, legal, "standard")
                assert extra is not None
                rules = contract.rules
                d = state.declarer  # type: ignore[attr-defined]
                trumps = sum(1 for c in info.hand if rules.follow_class[c] == TRUMP)
                ace = contract.called_ace
                out = ace is not None and ace not in info.played and ace not in info.hand
                for c in legal:
                    trump = rules.follow_class[c] == TRUMP
                    if info.team[d] == 1:
                        assert extra.get(c, 0.0) == (
                            sk_ai.LEAD_BONUS if trump and trumps >= 2 else 0.0
                        )
                        trumped += trump and trumps >= 2
                    elif trump:
                        assert extra[c] == -sk_ai.LEAD_BONUS
                    elif out and rules.follow_class[c] == rules.follow_class[ace]:
                        assert extra[c] == sk_ai.LEAD_BONUS
                        searched += 1
                    else:
                        assert c not in extra
            decision = standard.choose(state.view(seat), seed)
            state.apply_action(decision.action)
    assert searched > 0 and trumped > 0


def test_a_schafkopf_pass_below_the_floor_says_the_chance_and_the_floors() -> None:
    # the first speaker of some deals holds a game that would win more often than not, but
    # less often than its kind needs: Standard passes and the hint says the chance
    game = make_game("schafkopf")
    found = 0
    for seed in range(200):
        state = game.new_deal(seed=seed, dealer=3)
        assert state.stage == sk.AUCTION and state.current_player() == 0
        hand = [c for c in DECK32 if state.dealt[0] >> c & 1]
        forehand = state.order[0] == 0
        chances = {c: sk_ai.win_chance(hand, c, forehand) for c in state.announceable(0)}
        best = max(chances.values())
        if best < 0.5 or any(p >= sk_ai.declaring_floor(c) for c, p in chances.items()):
            continue
        assert make_player("standard").choose(state.view(0), seed).action == SK_PASS
        got = decision_reasons(state, 0, state.legal_actions(), SK_PASS)
        assert [m.code for m in got] == ["coach.schafkopf.below_floor"]
        args = dict(got[0].args)
        assert args["chance"] == round(100 * best)
        assert (args["partner"], args["alone"]) == (60, 76)
        found += 1
    assert found >= 3


def test_a_schafkopf_kontra_is_said_only_against_a_game_the_hand_expects_to_beat() -> None:
    """Seat 0 plays a Sauspiel on the Eichel-Sau; each opponent's Kontra is worth (1 - 2q)
    of the price, less the risk of a Re, with q the declarer's side's chance its hand sees."""
    from stammtisch.engine.schafkopf.actions import ANNOUNCE_BASE, KONTRA, NO_KONTRA
    from stammtisch.engine.schafkopf.scoring import settle_declared

    game = make_game("schafkopf", 4, {"kontra_re": True})
    declarer = g("EU GU H9 H8 HK SA SK E7")
    strong = g("EO GO SO HO HU HA GA E9")  # four Obers: this side beats the Sauspiel
    weak = g("H7 HZ GK G9 G8 E8 S8 S7")  # two small trumps
    partner = [c for c in DECK32 if c not in declarer + strong + weak]
    state = game.new_deal(dealer=3, cards=[*declarer, *strong, *weak, *partner])
    call = contract_by_name("Sauspiel Eichel")
    for word in ("play", "pass", "pass", "pass"):
        state.apply_action(state.parse_action(word))
    state.apply_action(ANNOUNCE_BASE + call.index)
    assert state.stage == sk.KONTRA_PHASE  # type: ignore[attr-defined]
    adapter = adapter_for(game)
    standard = make_player("standard")
    price = settle_declared(game.rules, call, 70, 5, 3, 0, 0).price
    said = {}
    for seat, hand in ((1, strong), (2, weak)):
        q = sk_ai.kontra_chance(hand, call)
        values = adapter.decision_values(state, seat, [KONTRA, NO_KONTRA], "standard")
        assert values == {KONTRA: (1 - sk_ai.RE_RISK - 2 * q) * price, NO_KONTRA: 0.0}
        said[seat] = values[KONTRA] > values[NO_KONTRA]
        assert said[seat] == (q < (1 - sk_ai.RE_RISK) / 2)
    assert said == {1: True, 2: False}
    assert state.current_player() == 1
    assert standard.choose(state.view(1), 1).action == KONTRA


def test_a_game_below_its_floor_is_shown_at_its_true_score_and_not_advised() -> None:
    """Seat 0's best game, a Farbgeier, wins about 70 %: the floor for a game alone refuses
    it, so the coach advises passing; the table still shows what playing scores on average
    (not a lost game), marked refused, and a learner who plays it is not told of a loss."""
    from stammtisch.engine.coach.grades import Grade, grade_decision
    from stammtisch.engine.schafkopf.actions import ANNOUNCE_BASE

    game = make_game("schafkopf")
    state = game.new_deal(seed=111, dealer=3)
    seat = state.current_player()
    hand = [c for c in DECK32 if state.dealt[seat] >> c & 1]  # type: ignore[attr-defined]
    games = state.announceable(seat)  # type: ignore[attr-defined]
    chances = {c: sk_ai.model_chance(hand, c, True) for c in games}
    assert all(sk_ai.declaring_chance(hand, c, True) == 0.0 for c in games)
    below = [c for c in games if chances[c] > 0.0]
    true_best = max(sk_ai.expected_score(state, seat, c, chances[c]) for c in below)  # type: ignore[arg-type]
    assert true_best > 0.0  # playing would pay on average

    h = hint(state, seat, work=4)
    assert [(a.label, a.refused) for a in h.alternatives] == [("pass", False), ("play", True)]
    assert h.action == SK_PASS
    assert h.alternatives[1].value == true_best
    assert [m.code for m in h.reasons] == ["coach.schafkopf.below_floor"]
    played = grade_decision(state, seat, h.alternatives[1].action, 0, h)
    assert played.loss == 0.0 and played.grade is Grade.GOOD
    assert make_player("standard").choose(state.view(seat), 1).action == SK_PASS

    # bid anyway: now a game must be announced, and each counts at its own chance
    state.apply_action(state.parse_action("play"))
    while state.stage != sk.ANNOUNCE:  # type: ignore[attr-defined]
        state.apply_action(SK_PASS)
    h = hint(state, seat, work=4)
    assert not any(a.refused for a in h.alternatives)
    top = h.alternatives[0]
    contract = CONTRACTS[top.action - ANNOUNCE_BASE]
    assert top.value == sk_ai.expected_score(state, seat, contract, chances[contract])  # type: ignore[arg-type]
    assert top.value == true_best


def test_a_grand_hand_with_one_jack_is_shown_at_its_chance_and_not_advised() -> None:
    """One jack and diamonds unstopped: the rule refuses a Grand Hand. The hint shows it at
    what the model says it scores, marked refused, not as a lost game."""
    game = make_game("skat")
    declarer = parse_cards("CJ CA CT CK C9 SA ST HA HT D7")
    forehand = parse_cards("SJ HJ DJ SK SQ S9 HK HQ H9 D8")
    state = game.new_deal(dealer=0, cards=deal_with([forehand, declarer]))
    for text in ["18", "p", "p"]:  # middlehand (seat 2) bids, the others pass
        state.apply_action(state.parse_action(text))
    assert state.stage == SKAT_DECISION and state.current_player() == 2
    hand = m("CJ CA CT CK C9 SA ST HA HT D7")
    assert mask_of(state.hand(2)) == hand
    assert skat_ai.grand_objection(hand, True) == "jacks"
    h = hint(state, 2, work=4)
    grand_hand = state.parse_action("GH")
    row = next(a for a in h.alternatives if a.action == grand_hand)
    unseen = ((1 << 32) - 1) & ~hand
    average = round(2 * mask_points(unseen) / unseen.bit_count())
    p = skat_ai.win_chance(hand, average, GRAND, False, True)  # seat 1 is forehand
    decl = Declaration(GRAND, hand=True)
    value = skat_ai.expected_score(RULES, p, game_value(decl, hand), 18, decl.base_value)
    assert row.refused and row.value == value and p > 0.0
    for alt in h.alternatives:  # the Grand Hand with or without announcements, nothing else
        is_grand = is_declaration(alt.action) and declaration_of(alt.action).game_type == GRAND
        assert alt.refused == is_grand, alt
    assert not h.alternatives[0].refused


def test_schafkopf_standard_plays_a_game_alone_with_the_search() -> None:
    # the floor for games alone is set for a searched soloist: Standard's declarer of a solo
    # plays its cards with Strong's search, every other seat and contract by rules of thumb
    from schafkopf_testkit import CALL_DEAL, deal, play, say

    solo = deal(
        {
            0: "EO GO HO SO EU GU HA HZ",
            1: "HU SU HK H9 EZ EK S7 G7",
            2: "EA E9 E8 GA GZ GK G9 G8",
            3: "H8 H7 SA SZ SK S9 S8 E7",
        }
    )
    say(solo, "play", "pass", "pass", "pass", "Solo Herz")
    assert solo.stage == sk.PLAY and solo.declarer == 0 and solo.current_player() == 0
    adapter = adapter_for(solo.game)
    assert [adapter.standard_searches(solo, s) for s in range(4)] == [True, False, False, False]
    searched = make_player("standard").choose(solo.view(0), 5)
    assert searched.info["samples"] > 0
    assert "samples" not in make_player("beginner").choose(solo.view(0), 5).info
    play(solo, "EO")
    assert not adapter.standard_searches(solo, 1)
    assert "samples" not in make_player("standard").choose(solo.view(1), 5).info

    partner_game = deal(CALL_DEAL)
    say(partner_game, "play", "pass", "pass", "pass", "Sauspiel Eichel")
    assert partner_game.stage == sk.PLAY and partner_game.current_player() == 0
    assert not adapter.standard_searches(partner_game, 0)
    assert "samples" not in make_player("standard").choose(partner_game.view(0), 5).info
