"""Prepared positions for the coach: seat 0 faces each kind of decision each game has.

Each entry is a deal record in progress (``docs/records.md``): the cards dealt and the actions
up to the moment seat 0 decides.  Found by playing Standard players (steered to the decision)
on fixed seeds, then written down card by card."""

from __future__ import annotations

from typing import Any

from stammtisch.engine.records import DealRecord

POSITIONS: dict[str, dict[str, Any]] = {
    "skat/bid": {
        "players": 3, "rules": {}, "dealer": 1,
        "deal": "CJ C7 D9 HT HJ C9 CA SQ S8 DQ HK H9 DJ H7 CQ H8 CT DK C8 HQ SJ D8 SK ST S7 HA SA CK S9 DT D7 DA",
        "actions": [],
    },
    "skat/hold": {
        "players": 3, "rules": {}, "dealer": 2,
        "deal": "CJ C7 D9 HT HJ C9 CA SQ S8 DQ HK H9 DJ H7 CQ H8 CT DK C8 HQ SJ D8 SK ST S7 HA SA CK S9 DT D7 DA",
        "actions": [[1, "18"]],
    },
    "skat/pickup_or_hand": {
        "players": 3, "rules": {}, "dealer": 2,
        "deal": "DQ HK SJ SQ DT CK C9 CT C7 HA SK HJ D8 S9 H8 CA H9 D9 C8 ST HT H7 S8 S7 CJ D7 CQ DA DK DJ HQ SA",
        "actions": [[1, "p"], [2, "p"], [0, "18"]],
    },
    "skat/hand": {
        "players": 3, "rules": {}, "dealer": 2,
        "deal": "CJ SJ CA CT CK C9 C8 HA H9 D7 HJ DJ SA ST SK H7 H8 DA DT D9 C7 CQ SQ S9 S8 S7 HK HQ DK DQ HT D8",
        "actions": [[1, "p"], [2, "p"], [0, "18"]],
    },
    "skat/discard": {
        "players": 3, "rules": {}, "dealer": 2,
        "deal": "DQ HK SJ SQ DT CK C9 CT C7 HA SK HJ D8 S9 H8 CA H9 D9 C8 ST HT H7 S8 S7 CJ D7 CQ DA DK DJ HQ SA",
        "actions": [[1, "p"], [2, "p"], [0, "18"], [0, "s"]],
    },
    "skat/declare": {
        "players": 3, "rules": {}, "dealer": 2,
        "deal": "DQ HK SJ SQ DT CK C9 CT C7 HA SK HJ D8 S9 H8 CA H9 D9 C8 ST HT H7 S8 S7 CJ D7 CQ DA DK DJ HQ SA",
        "actions": [[1, "p"], [2, "p"], [0, "18"], [0, "s"], [0, "DQ"], [0, "DT"]],
    },
    "skat/kontra": {
        "players": 3, "rules": {"kontra_re": True}, "dealer": 2,
        "deal": "CJ C7 D9 HT HJ C9 CA SQ S8 DQ HK H9 DJ H7 CQ H8 CT DK C8 HQ SJ D8 SK ST S7 HA SA CK S9 DT D7 DA",
        "actions": [[1, "p"], [2, "18"], [0, "p"], [2, "s"], [2, "CK"], [2, "SK"], [2, "G"]],
    },
    "skat/re": {
        "players": 3, "rules": {"kontra_re": True}, "dealer": 2,
        "deal": "DQ HK SJ SQ DT CK C9 CT C7 HA SK HJ D8 S9 H8 CA H9 D9 C8 ST HT H7 S8 S7 CJ D7 CQ DA DK DJ HQ SA",
        "actions": [[1, "p"], [2, "p"], [0, "18"], [0, "s"], [0, "DQ"], [0, "DT"], [0, "C"], [1, "kontra"]],
    },
    "skat/ramsch_play": {
        "players": 3, "rules": {"ramsch": "ramsch"}, "dealer": 2,
        "deal": "CJ C7 D9 HT HJ C9 CA SQ S8 DQ HK H9 DJ H7 CQ H8 CT DK C8 HQ SJ D8 SK ST S7 HA SA CK S9 DT D7 DA",
        "actions": [[1, "p"], [2, "p"], [0, "p"]],
    },
    "skat/schieberamsch": {
        "players": 3, "rules": {"ramsch": "schieberamsch"}, "dealer": 2,
        "deal": "CJ C7 D9 HT HJ C9 CA SQ S8 DQ HK H9 DJ H7 CQ H8 CT DK C8 HQ SJ D8 SK ST S7 HA SA CK S9 DT D7 DA",
        "actions": [[1, "p"], [2, "p"], [0, "p"]],
    },
    "skat/schieberamsch_away": {
        "players": 3, "rules": {"ramsch": "schieberamsch"}, "dealer": 2,
        "deal": "CJ C7 D9 HT HJ C9 CA SQ S8 DQ HK H9 DJ H7 CQ H8 CT DK C8 HQ SJ D8 SK ST S7 HA SA CK S9 DT D7 DA",
        "actions": [[1, "p"], [2, "p"], [0, "p"], [0, "s"]],
    },
    "schafkopf/knock": {
        "players": 4, "rules": {"kontra_re": True, "klopfen": True}, "dealer": 3,
        "deal": "CJ C7 D9 HT HJ C9 CA SQ S8 DQ HK H9 DJ H7 CQ H8 CT DK C8 HQ SJ D8 SK ST S7 HA SA CK S9 DT D7 DA",
        "actions": [],
    },
    "schafkopf/auction": {
        "players": 4, "rules": {}, "dealer": 3,
        "deal": "CJ C7 D9 HT HJ C9 CA SQ S8 DQ HK H9 DJ H7 CQ H8 CT DK C8 HQ SJ D8 SK ST S7 HA SA CK S9 DT D7 DA",
        "actions": [],
    },
    "schafkopf/overcall": {
        "players": 4, "rules": {}, "dealer": 3,
        "deal": "CJ C7 D9 HT HJ C9 CA SQ S8 DQ HK H9 DJ H7 CQ H8 CT DK C8 HQ SJ D8 SK ST S7 HA SA CK S9 DT D7 DA",
        "actions": [[0, "play"], [1, "bid Wenz"]],
    },
    "schafkopf/announce": {
        "players": 4, "rules": {}, "dealer": 3,
        "deal": "CJ C7 D9 HT HJ C9 CA SQ S8 DQ HK H9 DJ H7 CQ H8 CT DK C8 HQ SJ D8 SK ST S7 HA SA CK S9 DT D7 DA",
        "actions": [[0, "play"], [1, "pass"], [2, "pass"], [3, "pass"]],
    },
    "schafkopf/kontra": {
        "players": 4, "rules": {"kontra_re": True, "klopfen": True}, "dealer": 3,
        "deal": "CJ C7 D9 HT HJ C9 CA SQ S8 DQ HK H9 DJ H7 CQ H8 CT DK C8 HQ SJ D8 SK ST S7 HA SA CK S9 DT D7 DA",
        "actions": [[0, "no knock"], [1, "no knock"], [2, "no knock"], [3, "no knock"], [0, "pass"], [1, "play"], [2, "pass"], [3, "pass"], [1, "Solo Herz"]],
    },
    "schafkopf/re": {
        "players": 4, "rules": {"kontra_re": True, "klopfen": True}, "dealer": 3,
        "deal": "CT ST DA CQ DT SQ HQ DJ H9 SK HJ SA C8 HK S9 S7 D9 CJ C9 CK C7 S8 CA D7 HT D8 DQ H8 DK SJ H7 HA",
        "actions": [[0, "knock"], [1, "no knock"], [2, "no knock"], [3, "knock"], [0, "play"], [1, "pass"], [2, "pass"], [3, "pass"], [0, "Farbgeier Schellen"], [1, "Kontra"]],
    },
    "schafkopf/play": {
        "players": 4, "rules": {}, "dealer": 3,
        "deal": "CJ C7 D9 HT HJ C9 CA SQ S8 DQ HK H9 DJ H7 CQ H8 CT DK C8 HQ SJ D8 SK ST S7 HA SA CK S9 DT D7 DA",
        "actions": [[0, "play"], [1, "bid Farbgeier"], [0, "pass"], [2, "pass"], [3, "pass"], [1, "Solo Herz"], [0, "CA"], [1, "CQ"], [2, "C8"], [3, "CK"], [1, "S8"], [2, "ST"], [3, "SA"]],
    },
    "schafkopf/ramsch": {
        "players": 4, "rules": {"all_pass": "ramsch"}, "dealer": 3,
        "deal": "CJ C7 D9 HT HJ C9 CA SQ S8 DQ HK H9 DJ H7 CQ H8 CT DK C8 HQ SJ D8 SK ST S7 HA SA CK S9 DT D7 DA",
        "actions": [[0, "pass"], [1, "pass"], [2, "pass"], [3, "pass"]],
    },
    "schafkopf/bid": {
        "players": 4, "rules": {}, "dealer": 2,
        "deal": "CJ C7 D9 HT HJ C9 CA SQ S8 DQ HK H9 DJ H7 CQ H8 CT DK C8 HQ SJ D8 SK ST S7 HA SA CK S9 DT D7 DA",
        "actions": [[3, "play"]],
    },
    "doppelkopf/reservation": {
        "players": 4, "rules": {}, "dealer": 3,
        "deal": "CA HT DA CA ST S9 SK SA CJ HQ DT D9 D9 CQ DJ C9 ST HK SK C9 DT CK CT CQ DK HQ DK SQ H9 DQ DQ CJ H9 SJ CT DJ SA DA S9 HJ SJ HA HJ HT SQ CK HK HA",
        "actions": [],
    },
    "doppelkopf/solo": {
        "players": 4, "rules": {}, "dealer": 3,
        "deal": "CA HT DA CA ST S9 SK SA CJ HQ DT D9 D9 CQ DJ C9 ST HK SK C9 DT CK CT CQ DK HQ DK SQ H9 DQ DQ CJ H9 SJ CT DJ SA DA S9 HJ SJ HA HJ HT SQ CK HK HA",
        "actions": [[0, "reservation"], [1, "healthy"], [2, "healthy"], [3, "healthy"]],
    },
    "doppelkopf/poverty": {
        "players": 4, "rules": {}, "dealer": 3,
        "deal": "SK CT CA DA S9 CK HT CT CK SJ S9 CA SA CQ ST SQ DT DT H9 DA DK CJ HK HK DK CQ HA HA DJ HT C9 D9 H9 DQ SQ HQ SJ HJ D9 DQ HJ SA SK ST HQ DJ CJ C9",
        "actions": [[0, "reservation"], [1, "healthy"], [2, "healthy"], [3, "healthy"], [0, "pass"]],
    },
    "doppelkopf/marriage": {
        "players": 4, "rules": {}, "dealer": 3,
        "deal": "HT DT CQ HJ HK D9 DQ HA HJ SA H9 CQ DT SJ DQ DA ST SK SJ DK D9 SQ DK HQ DJ H9 CJ HK DA C9 CT HA SQ S9 HQ ST CJ DJ S9 CT CK CA SK C9 CK HT CA SA",
        "actions": [[0, "reservation"], [1, "healthy"], [2, "healthy"], [3, "healthy"], [0, "pass"], [0, "pass"]],
    },
    "doppelkopf/poverty_hand_over": {
        "players": 4, "rules": {}, "dealer": 3,
        "deal": "SK CT CA DA S9 CK HT CT CK SJ S9 CA SA CQ ST SQ DT DT H9 DA DK CJ HK HK DK CQ HA HA DJ HT C9 D9 H9 DQ SQ HQ SJ HJ D9 DQ HJ SA SK ST HQ DJ CJ C9",
        "actions": [[0, "reservation"], [1, "healthy"], [2, "healthy"], [3, "healthy"], [0, "pass"], [0, "poverty"]],
    },
    "doppelkopf/poverty_take": {
        "players": 4, "rules": {}, "dealer": 3,
        "deal": "DQ CQ C9 ST D9 DK DA S9 SQ C9 CT HQ D9 SJ H9 ST CK HK HT DA SQ DQ CA CJ HJ DJ DJ HK CJ SJ DK DT H9 HJ HQ CA HA SA HT SK DT CQ CK SA CT HA S9 SK",
        "actions": [[0, "healthy"], [1, "healthy"], [2, "healthy"], [3, "reservation"], [3, "pass"], [3, "poverty"], [3, "HT"], [3, "DT"], [3, "CQ"]],
    },
    "doppelkopf/poverty_give_back": {
        "players": 4, "rules": {}, "dealer": 3,
        "deal": "DQ CQ C9 ST D9 DK DA S9 SQ C9 CT HQ D9 SJ H9 ST CK HK HT DA SQ DQ CA CJ HJ DJ DJ HK CJ SJ DK DT H9 HJ HQ CA HA SA HT SK DT CQ CK SA CT HA S9 SK",
        "actions": [[0, "healthy"], [1, "healthy"], [2, "healthy"], [3, "reservation"], [3, "pass"], [3, "poverty"], [3, "HT"], [3, "DT"], [3, "CQ"], [0, "accept"]],
    },
    "doppelkopf/re": {
        "players": 4, "rules": {}, "dealer": 3,
        "deal": "DT SK DT CT CQ H9 CK SK SJ H9 HT D9 DQ HK C9 DK DA SA ST SQ ST S9 HQ HT C9 CK SJ DJ HA S9 D9 DQ CA HK DK CA DJ CJ SA HA HJ HQ HJ CJ SQ CQ DA CT",
        "actions": [[0, "healthy"], [1, "healthy"], [2, "healthy"], [3, "healthy"]],
    },
    "doppelkopf/kontra": {
        "players": 4, "rules": {}, "dealer": 3,
        "deal": "CA HT DA CA ST S9 SK SA CJ HQ DT D9 D9 CQ DJ C9 ST HK SK C9 DT CK CT CQ DK HQ DK SQ H9 DQ DQ CJ H9 SJ CT DJ SA DA S9 HJ SJ HA HJ HT SQ CK HK HA",
        "actions": [[0, "healthy"], [1, "healthy"], [2, "healthy"], [3, "healthy"]],
    },
    "doppelkopf/no90": {
        "players": 4, "rules": {}, "dealer": 3,
        "deal": "CA HT DA CA ST S9 SK SA CJ HQ DT D9 D9 CQ DJ C9 ST HK SK C9 DT CK CT CQ DK HQ DK SQ H9 DQ DQ CJ H9 SJ CT DJ SA DA S9 HJ SJ HA HJ HT SQ CK HK HA",
        "actions": [[0, "healthy"], [1, "healthy"], [2, "healthy"], [3, "healthy"], [0, "kontra"]],
    },
    "doppelkopf/play": {
        "players": 4, "rules": {}, "dealer": 3,
        "deal": "CA HT DA CA ST S9 SK SA CJ HQ DT D9 D9 CQ DJ C9 ST HK SK C9 DT CK CT CQ DK HQ DK SQ H9 DQ DQ CJ H9 SJ CT DJ SA DA S9 HJ SJ HA HJ HT SQ CK HK HA",
        "actions": [[0, "healthy"], [1, "healthy"], [2, "healthy"], [3, "healthy"], [0, "HT"], [1, "D9"], [2, "DJ"], [3, "HJ"], [0, "CA"], [1, "C9"], [2, "CT"], [3, "CK"]],
    },
    "doppelkopf/solo_auction": {
        "players": 4, "rules": {"solo_auction": True}, "dealer": 3,
        "deal": "HA D9 C9 SQ CK S9 SJ DT C9 CJ DJ HK HA DT SA ST CT CA SJ CQ CK DK HJ H9 HQ HQ CJ DJ HK ST HT HT DA SA SK SQ DQ CA CQ D9 DQ HJ DK S9 CT H9 DA SK",
        "actions": [[0, "reservation"], [1, "reservation"], [2, "reservation"], [3, "reservation"], [0, "solo"], [1, "pass"], [2, "bid 90"]],
    },
    "doppelkopf/reserve_poor": {
        "players": 4, "rules": {}, "dealer": 3,
        "deal": "SK CT CA DA S9 CK HT CT CK SJ S9 CA SA CQ ST SQ DT DT H9 DA DK CJ HK HK DK CQ HA HA DJ HT C9 D9 H9 DQ SQ HQ SJ HJ D9 DQ HJ SA SK ST HQ DJ CJ C9",
        "actions": [],
    },
    "doppelkopf/re_out_of_turn": {
        "players": 4, "rules": {}, "dealer": 3,
        "deal": "CA HT DA CA ST S9 SK SA CJ HQ DT D9 D9 CQ DJ C9 ST HK SK C9 DT CK CT CQ DK HQ DK SQ H9 DQ DQ CJ H9 SJ CT DJ SA DA S9 HJ SJ HA HJ HT SQ CK HK HA",
        "actions": [[0, "healthy"], [1, "healthy"], [2, "healthy"], [3, "healthy"], [0, "HT"]],
    },
    "sheepshead/pick": {
        "players": 5, "rules": {}, "dealer": 4,
        "deal": "CJ C7 D9 HT HJ C9 CA SQ S8 DQ HK H9 DJ H7 CQ H8 CT DK C8 HQ SJ D8 SK ST S7 HA SA CK S9 DT D7 DA",
        "actions": [],
    },
    "sheepshead/bury": {
        "players": 5, "rules": {}, "dealer": 4,
        "deal": "CJ C7 D9 HT HJ C9 CA SQ S8 DQ HK H9 DJ H7 CQ H8 CT DK C8 HQ SJ D8 SK ST S7 HA SA CK S9 DT D7 DA",
        "actions": [[0, "pick"]],
    },
    "sheepshead/call": {
        "players": 5, "rules": {}, "dealer": 4,
        "deal": "CJ C7 D9 HT HJ C9 CA SQ S8 DQ HK H9 DJ H7 CQ H8 CT DK C8 HQ SJ D8 SK ST S7 HA SA CK S9 DT D7 DA",
        "actions": [[0, "pick"], [0, "HT"], [0, "C9"]],
    },
    "sheepshead/call_unknown": {
        "players": 5, "rules": {}, "dealer": 4,
        "deal": "HA DK HQ D7 D9 HT CA CT SQ C7 S8 HK H8 DT S7 ST S9 DJ CK DA C8 HJ SA SK H9 H7 C9 DQ SJ D8 CQ CJ",
        "actions": [[0, "pick"], [0, "HT"], [0, "HA"]],
    },
    "sheepshead/call_jack": {
        "players": 5, "rules": {"partner": "jack_of_diamonds"}, "dealer": 4,
        "deal": "CJ C7 D9 HT HJ C9 CA SQ S8 DQ HK H9 DJ H7 CQ H8 CT DK C8 HQ SJ D8 SK ST S7 HA SA CK S9 DT D7 DA",
        "actions": [[0, "pick"], [0, "HT"], [0, "C9"]],
    },
    "sheepshead/leaster": {
        "players": 5, "rules": {}, "dealer": 4,
        "deal": "CJ C7 D9 HT HJ C9 CA SQ S8 DQ HK H9 DJ H7 CQ H8 CT DK C8 HQ SJ D8 SK ST S7 HA SA CK S9 DT D7 DA",
        "actions": [[0, "pass"], [1, "pass"], [2, "pass"], [3, "pass"], [4, "pass"]],
    },
    "sheepshead/play": {
        "players": 5, "rules": {}, "dealer": 4,
        "deal": "CJ C7 D9 HT HJ C9 CA SQ S8 DQ HK H9 DJ H7 CQ H8 CT DK C8 HQ SJ D8 SK ST S7 HA SA CK S9 DT D7 DA",
        "actions": [[0, "pass"], [1, "pass"], [2, "pick"], [2, "CT"], [2, "H8"], [2, "call HA"]],
    },
    "sheepshead/play3": {
        "players": 3, "rules": {}, "dealer": 2,
        "deal": "CJ C7 D9 HT HJ C9 CA SQ S8 DQ HK H9 DJ H7 CQ H8 CT DK C8 HQ SJ D8 SK ST S7 HA SA CK S9 DT D7 DA",
        "actions": [[0, "pick"], [0, "HT"], [0, "S8"]],
    },
    "sheepshead/unknown_card": {
        "players": 5, "rules": {}, "dealer": 4,
        "deal": "HA DK HQ D7 D9 HT CA CT SQ C7 S8 HK H8 DT S7 ST S9 DJ CK DA C8 HJ SA SK H9 H7 C9 DQ SJ D8 CQ CJ",
        "actions": [[0, "pick"], [0, "HT"], [0, "HA"], [0, "call CA unknown"]],
    },
    "sheepshead/play_unknown": {
        "players": 5, "rules": {}, "dealer": 4,
        "deal": "HA DK HQ D7 D9 HT CA CT SQ C7 S8 HK H8 DT S7 ST S9 DJ CK DA C8 HJ SA SK H9 H7 C9 DQ SJ D8 CQ CJ",
        "actions": [[0, "pick"], [0, "HT"], [0, "HA"], [0, "call CA unknown"], [0, "D7"]],
    },
}  # fmt: skip


def position(key: str) -> DealRecord:
    """The record of the position ``key`` (``game/decision``)."""
    entry = POSITIONS[key]
    return DealRecord(
        game=key.split("/")[0],
        players=entry["players"],
        rules=entry["rules"],
        dealer=entry["dealer"],
        deal=tuple(entry["deal"].split()),
        actions=tuple((seat, text) for seat, text in entry["actions"]),
    )
