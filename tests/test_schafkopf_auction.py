"""The auction: play or pass, overcalls, holding and its priority, the announcement, all pass,
knocking (Klopfen), Sie, and Kontra/Re turns."""

from __future__ import annotations

import pytest
from schafkopf_testkit import CALL_DEAL, deal, legal_words, say

from stammtisch.engine.errors import IllegalActionError
from stammtisch.engine.phase import Phase
from stammtisch.engine.schafkopf import SchafkopfState
from stammtisch.engine.schafkopf import state as sk
from stammtisch.engine.state import DealOutcome

ALL_BIDS = [
    "bid Farbgeier",
    "bid Farbwenz",
    "bid Geier",
    "bid Wenz",
    "bid Solo",
    "bid Farbgeier Tout",
    "bid Farbwenz Tout",
    "bid Geier Tout",
    "bid Wenz Tout",
    "bid Solo Tout",
]


def refuse(state: SchafkopfState, word: str) -> str:
    with pytest.raises(IllegalActionError) as err:
        say(state, word)
    return err.value.reason


def test_the_first_play_names_no_game_and_later_ones_must_overcall() -> None:
    state = deal(CALL_DEAL, dealer=3)
    assert state.current_player() == 0  # left of the dealer
    assert legal_words(state) == ["pass", "play"]
    assert (
        refuse(state, "bid Wenz") == "the first player to play names no game: say 'play' or 'pass'"
    )
    say(state, "pass")
    say(state, "play")  # seat 1 holds the partner game's level
    assert state.current_player() == 2
    assert legal_words(state) == ["pass", *ALL_BIDS]
    assert refuse(state, "play") == (
        "someone already plays: name a game stronger than the partner game or pass"
    )
    assert refuse(state, "hold") == (
        "only the earlier bidder may hold, when a later one names a stronger game"
    )


def test_the_earlier_bidder_holds_by_naming_the_same_game_and_keeps_priority() -> None:
    state = deal(CALL_DEAL, dealer=3)
    say(state, "play", "bid Wenz")  # seat 0 plays, seat 1 overcalls with a Wenz
    assert state.current_player() == 0  # the earlier bidder answers
    assert legal_words(state) == ["pass", "hold"]
    say(state, "hold")  # seat 0 would play a Wenz too: seat 0 keeps priority
    assert state.current_player() == 1
    assert legal_words(state) == ["pass", *ALL_BIDS[4:]]  # only games stronger than Wenz
    assert refuse(state, "bid Wenz") == "an overcall must name a game stronger than Wenz"
    say(state, "bid Solo")
    assert state.current_player() == 0
    say(state, "pass")  # seat 0 gives way: seat 1 holds the solo
    assert state.current_player() == 2
    assert legal_words(state) == ["pass", *ALL_BIDS[5:]]
    say(state, "pass", "pass")
    assert state.current_player() == 1
    assert state.stage == sk.ANNOUNCE
    # the winner announces a game at least as high as the solo he holds
    words = legal_words(state)
    assert words[:3] == ["Solo Eichel", "Solo Herz", "Solo Schellen"]
    assert all(w.endswith("Tout") for w in words[3:])
    assert refuse(state, "Wenz") == "the game announced must be at least Solo"


def test_the_challenger_who_passes_leaves_the_holder_at_the_raised_level() -> None:
    state = deal(CALL_DEAL, dealer=3)
    say(state, "play", "bid Geier", "hold", "pass")  # seat 0 holds a Geier
    assert state.current_player() == 2
    assert legal_words(state)[1] == "bid Wenz"  # Geier is taken: a Wenz is stronger
    say(state, "pass", "pass")
    assert state.current_player() == 0
    words = legal_words(state)
    assert "Sauspiel Eichel" not in words and "Farbwenz Eichel" not in words
    assert "Geier" in words and "Wenz" in words
    say(state, "Geier")
    assert state.contract is not None and state.contract.name == "Geier"
    assert state.declarer == 0


def test_a_held_partner_game_may_become_any_game() -> None:
    state = deal(CALL_DEAL, dealer=3)
    say(state, "play", "pass", "pass", "pass")
    words = legal_words(state)
    assert words[:2] == ["Sauspiel Eichel", "Sauspiel Gras"]
    assert "Wenz" in words and "Solo Herz" in words and "Solo Eichel Tout" in words
    # a suited game needs a card of the suit other than Ober and Unter: no Schellen card
    assert "Solo Schellen" not in words
    assert refuse(state, "Solo Schellen") == (
        "a Schellen game needs a Schellen card other than Ober and Unter in your hand"
    )


def test_suit_geier_and_suit_wenz_can_be_switched_off() -> None:
    state = deal(CALL_DEAL, dealer=3, rules={"suit_geier": False, "suit_wenz": False})
    say(state, "play")
    assert legal_words(state) == [
        "pass",
        "bid Geier",
        "bid Wenz",
        "bid Solo",
        "bid Geier Tout",
        "bid Wenz Tout",
        "bid Solo Tout",
    ]
    assert refuse(state, "bid Farbwenz") == "Farbwenz is not played at this table"
    say(state, "pass", "pass", "pass")
    assert not any("Farb" in w for w in legal_words(state))


@pytest.mark.parametrize(
    ("mode", "contract", "scores", "outcome"),
    [
        ("redeal", "thrown in", (0, 0, 0, 0), DealOutcome(counts=False, same_dealer=True)),
        ("pay", "thrown in", (-50, 50, 50, -50), DealOutcome()),
    ],
)
def test_all_pass(mode: str, contract: str, scores: tuple[int, ...], outcome: DealOutcome) -> None:
    state = deal(CALL_DEAL, dealer=3, rules={"all_pass": mode})
    say(state, "pass", "pass", "pass", "pass")
    assert state.is_terminal()
    result = state.result()
    assert (result.contract, result.scores, result.played) == (contract, scores, False)
    assert state.outcome() == outcome


def test_all_pass_with_the_payment_first_player_and_dealer_pay() -> None:
    # 16.05.20 game 19: dealer PcLinks (1); PcOben (2) plays first; both pay 50
    state = deal(CALL_DEAL, dealer=1, rules={"all_pass": "pay", "all_pass_tariff": 50})
    say(state, "pass", "pass", "pass", "pass")
    assert state.result().scores == (50, -50, -50, 50)


def test_all_pass_plays_ramsch_when_set() -> None:
    state = deal(CALL_DEAL, dealer=3, rules={"all_pass": "ramsch"})
    say(state, "pass", "pass", "pass", "pass")
    assert state.phase is Phase.PLAY
    assert state.current_player() == 0
    assert state.contract is not None and state.contract.name == "Ramsch"


def test_knocking_comes_before_the_auction_and_each_knock_counts() -> None:
    state = deal(CALL_DEAL, dealer=2, rules={"klopfen": True})
    assert state.phase is Phase.KNOCKING
    assert state.current_player() == 3
    assert legal_words(state) == ["knock", "no knock"]
    say(state, "knock", "no knock", "knock")
    assert state.current_player() == 2
    assert refuse(state, "play") == "now each player knocks or not"
    say(state, "no knock")
    assert state.phase is Phase.BIDDING
    assert state.knocks == [3, 1]
    assert state.doublings() == 2


def test_kontra_by_an_opponent_then_re_by_the_declarer() -> None:
    state = deal(CALL_DEAL, dealer=3, rules={"kontra_re": True})
    say(state, "pass", "play", "pass", "pass", "Wenz")  # seat 1 plays a Wenz
    assert state.stage == sk.KONTRA_PHASE
    assert state.current_player() == 0  # the opponents in turn from the dealer's left
    assert legal_words(state) == ["Kontra", "no Kontra"]
    say(state, "no Kontra", "Kontra")  # seat 2 gives Kontra
    assert state.stage == sk.RE_PHASE
    assert state.current_player() == 1  # a solo: only the declarer may answer
    say(state, "Re")
    assert state.phase is Phase.PLAY
    assert state.current_player() == 0
    assert (state.kontra_seat, state.re_seat, state.doublings()) == (2, 1, 2)


def test_no_kontra_from_anyone_starts_the_play() -> None:
    state = deal(CALL_DEAL, dealer=3, rules={"kontra_re": True})
    say(state, "play", "pass", "pass", "pass", "Sauspiel Eichel")
    say(state, "no Kontra", "no Kontra")
    assert legal_words(state) == ["Kontra", "no Kontra"]  # seat 3 is an opponent
    say(state, "no Kontra")
    assert state.phase is Phase.PLAY
    assert state.doublings() == 0


def test_the_hidden_partner_cannot_give_kontra() -> None:
    state = deal(CALL_DEAL, dealer=3, rules={"kontra_re": True})
    say(state, "play", "pass", "pass", "pass", "Sauspiel Eichel")
    say(state, "no Kontra")
    assert state.current_player() == 2  # holds the Eichel-Sau
    assert legal_words(state) == ["no Kontra"]
    assert refuse(state, "Kontra") == "only an opponent of the declarer may say Kontra"


def test_sie_is_declared_at_once_and_ends_the_deal() -> None:
    hands = {
        0: "EA EZ EK E9 E8 E7 GA GZ",
        1: "GK G9 G8 G7 HA HZ HK H9",
        2: "EO GO HO SO EU GU HU SU",
        3: "H8 H7 SA SZ SK S9 S8 S7",
    }
    state = deal(hands, dealer=3, rules={"klopfen": True})
    say(state, "no knock", "knock", "no knock", "no knock")
    assert state.stage == sk.SIE_PHASE
    assert state.current_player() == 2
    assert legal_words(state) == ["Sie"]
    say(state, "Sie")
    result = state.result()
    assert result.contract == "Sie"
    assert result.declarer == 2
    assert result.scores == (-400, -400, 1200, -400)  # 4 x 50, doubled by the knock
    assert result.details["price"] == 400


def test_only_the_declarers_side_may_say_re() -> None:
    # docs/rules/schafkopf.md (Kontra and Re): after a Kontra in a partner game the declarer
    # and then the others who did not give Kontra are asked; only the hidden partner may say
    # Re, the other opponent may only decline - so the order of asking shows nothing.
    state = deal(CALL_DEAL, dealer=3, rules={"kontra_re": True})
    say(state, "play", "pass", "pass", "pass", "Sauspiel Eichel")  # seat 2 holds the Eichel-Sau
    say(state, "Kontra")  # seat 1
    assert state.current_player() == 0 and legal_words(state) == ["Re", "no Re"]
    say(state, "no Re")
    assert state.current_player() == 2 and legal_words(state) == ["Re", "no Re"]
    say(state, "no Re")
    assert state.current_player() == 3 and legal_words(state) == ["no Re"]
    assert refuse(state, "Re") == "only the declarer's side may say Re"
    say(state, "no Re")
    assert state.phase is Phase.PLAY and state.doublings() == 1
