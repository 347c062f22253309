"""The NetSchafkopf protocols: reading (encodings, wrapped lines), the rules chosen per file,
and every comparable game of the corpus replayed to its recorded payout."""

from __future__ import annotations

import functools
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from schafkopf_testkit import corpus_dir

from stammtisch.engine import cli, importers
from stammtisch.engine.errors import RecordError
from stammtisch.engine.records import DealRecord
from stammtisch.engine.schafkopf import RAMSCH
from stammtisch.engine.schafkopf.formats import netschafkopf

NETSCHAFKOPF = corpus_dir() / "netschafkopf"
FILES = sorted(NETSCHAFKOPF.rglob("Schafkopfprotokoll*.txt"))


def protocol(stem: str) -> Path:
    (path,) = [p for p in FILES if stem in p.name]
    return path


@functools.cache
def results(stem: str) -> dict[str, dict[str, Any]]:
    """Our result of each game of one protocol, by ``game N``."""
    path = protocol(stem)
    return {name.removeprefix(path.name + " "): r for name, r in netschafkopf.replay_file(path)}


def test_the_corpus_is_there() -> None:
    assert len(FILES) == 16


def test_every_comparable_game_reaches_its_recorded_payout() -> None:
    counts: Counter[str] = Counter()
    problems = []
    skipped = []
    for path in FILES:
        for outcome in netschafkopf.check_file(path):
            counts[outcome.status] += 1
            if outcome.status == "skipped":
                skipped.append(outcome)
            elif outcome.status != "agree":
                problems.append(f"{outcome.record}: {outcome.message}")
    assert problems == []
    assert counts == {"agree": 1300, "skipped": 4}
    assert sorted(o.record.rsplit(" ", 1)[1] for o in skipped) == ["18", "19", "20", "21"]
    assert all("16.05.20" in o.record and "Schieber" in o.message for o in skipped)


def test_check_records_command_on_the_corpus(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["check-records", str(NETSCHAFKOPF)]) == 0
    assert capsys.readouterr().out.strip() == (
        "1304 records: 1300 agree, 0 disagree, 4 skipped; "
        "1 file of no known format skipped"  # examples/example_games.txt: not a protocol
    )


def test_files_are_detected_by_content() -> None:
    for path in FILES:
        assert importers.detect(path) is netschafkopf
    assert not netschafkopf.sniff(b'{"format": "stammtisch-deal"}')


@pytest.mark.parametrize(
    ("stem", "preset"),
    [
        ("05.10.23_01", "netschafkopf"),
        ("04.10.23_06", "netschafkopf"),
        ("04.08.24", "netschafkopf"),
        ("20.03.23", "pm_1"),
        ("14.12.22", "pm_10"),
        ("16.05.20", "standard_v505"),
    ],
)
def test_the_rules_are_chosen_per_file(stem: str, preset: str) -> None:
    (session,) = netschafkopf.read(protocol(stem))
    assert netschafkopf.choose_preset(session.label, session.base_prices()) == preset


def test_the_examples_format_md_checked_by_hand() -> None:
    # 1. 05.10.23_01 game 3: Rufspiel, 3 runners, opponents 20: 2 + 1 + 3 = 6
    r = results("05.10.23_01")["game 3"]
    assert r["details"]["price"] == 6 and r["details"]["runners"] == 3
    assert sorted(r["scores"]) == [-6, -6, 6, 6]
    # 2. game 4: Gast wins a Schellen-Solo, opponents 41: +15, the others -5
    r = results("05.10.23_01")["game 4"]
    assert (r["contract"], r["scores"]) == ("Solo Schellen", [15, -5, -5, -5])
    # 3. 04.08.24 game 2 (short deck): PcLinks wins an Eichel-Wenz with Schneider: +18
    r = results("04.08.24")["game 2"]
    assert (r["contract"], r["scores"]) == ("Farbwenz Eichel", [-6, 18, -6, -6])
    # 4. 14.12.22 game 40: Wenz Tout, 2 runners, knocked once: (50 + 20) x 2 x 2 = 280
    r = results("14.12.22")["game 40"]
    assert (r["contract"], r["scores"]) == ("Wenz Tout", [-280, -280, 840, -280])
    # 5. 14.12.22 game 8: Ramsch, knocked twice, one Jungfrau: 10 x 4 x 2 = 80
    r = results("14.12.22")["game 8"]
    assert (r["contract"], r["scores"]) == ("Ramsch", [80, -240, 80, 80])
    assert r["details"]["doublings"] == 2


@functools.cache
def replays() -> list[netschafkopf.Replayed]:
    return [
        netschafkopf.replay_game(session, game)
        for path in FILES
        for session in netschafkopf.read(path)
        for game in session.games
    ]


def best_trump(hand: int) -> int:
    return next(i for i, c in enumerate(RAMSCH.trump_order) if hand >> c & 1)


def test_ramsch_ties_in_the_corpus_go_against_the_higher_ober() -> None:
    ties = 0
    for replayed in replays():
        state = replayed.state
        if state is None or state.result().contract != "Ramsch":
            continue
        details = state.result().details
        if details["tied"]:
            ties += 1
            assert replayed.problems == []  # the protocol names the same loser
            loser = details["loser"]
            for seat in details["tied"]:
                if seat != loser:
                    assert best_trump(state.dealt[loser]) < best_trump(state.dealt[seat])
    assert ties == 3


def test_the_corpus_exercises_every_game_type_and_doublings() -> None:
    contracts: Counter[str] = Counter()
    doubled = 0
    for replayed in replays():
        if replayed.state is not None:
            result = replayed.state.result()
            name = result.contract or ""
            contracts[name.split()[0] + (" Tout" if name.endswith("Tout") else "")] += 1
            doubled += result.details["doublings"] > 0
    assert contracts == {
        "Sauspiel": 720,
        "Ramsch": 310,
        "Farbwenz": 105,
        "Farbgeier": 96,
        "Solo": 38,
        "Solo Tout": 1,
        "Wenz": 22,
        "Wenz Tout": 1,
        "Geier": 7,
    }
    assert doubled > 40


def test_the_schieber_deals_are_skipped_and_say_why() -> None:
    r = results("16.05.20")
    assert set(r["game 18"]) == {"skipped"}
    assert "placeholder cards" in str(r["game 19"]["skipped"])
    assert r["game 22"]["contract"] == "Sauspiel Eichel"


def test_a_game_becomes_our_own_deal_record() -> None:
    records = dict(netschafkopf.deal_records(protocol("05.10.23_01")))
    record = records[protocol("05.10.23_01").name + " game 3"]
    assert isinstance(record, DealRecord)
    assert record.seats == ("Gast", "PcLinks", "PcOben", "PcRechts")
    again = DealRecord.from_json(record.to_json())
    assert again.check() == []


# --- reading the text -----------------------------------------------------------------------

HEADER = "PM-Regeln\r\ngespielt von Gast am 20.03.23 mit Version 8.00, Update 12.03.20.\r\n \r\n"
WON = "           -3           +3           -3           +3"


def ruf_game(trick4: str = "GO SO G8 H9", totals: str = WON, augen: int = 0) -> str:
    """A Rufspiel at PM-Regeln 1 / 5 / 1: Gast calls the Eichel-Sau, PcOben holds it; Schwarz."""
    return (
        "Geber: PcRechts\r\n"
        "        Gast hat: EO GO HO EU GU HA E7 G7\r\n"
        "     PcLinks hat: SO SU HU HZ HK EZ EK S7\r\n"
        "      PcOben hat: EA E9 E8 GA GZ GK G9 G8\r\n"
        "    PcRechts hat: H9 H8 H7 SA SZ SK S9 S8\r\n"
        "Gast spielt Mit der Eichel-Ass\r\n"
        "        Gast spielt aus: E7 EZ EA SA\r\n"
        "      PcOben spielt aus: GA S8 G7 S7\r\n"
        "      PcOben spielt aus: GZ H7 EO HK\r\n"
        f"        Gast spielt aus: {trick4}\r\n"
        "        Gast spielt aus: HO HU E9 H8\r\n"
        "        Gast spielt aus: EU SU E8 SK\r\n"
        "        Gast spielt aus: GU HZ GK S9\r\n"
        "        Gast spielt aus: HA EK G9 SZ\r\n"
        "Du gewinnst das Rufspiel: Mit der Eichel-Ass mit PcOben. Die \r\n"
        f"Gegner haben {augen} Augen\r\n"
        "Das Rufspiel kostet 1 Punkt. Mit Schneider 2 Punkte. Mit \r\n"
        "Schwarz 3 Punkte.\r\n"
        "Spiel    Preis      PcLinks       PcOben     PcRechts         Gast    Stock\r\n"
        f"    1        3{totals}        0\r\n"
    )


def test_wrapped_sentences_are_joined_and_latin1_is_read(tmp_path: Path) -> None:
    path = tmp_path / "p.txt"
    path.write_bytes((HEADER + ruf_game()).replace("Eichel-Ass", "Eichel-As").encode("latin-1"))
    (outcome,) = list(netschafkopf.check_file(path))
    assert outcome.status == "agree", outcome.message
    (session,) = netschafkopf.read(path)
    game = session.games[0]
    assert game.contract == "Sauspiel Eichel"
    assert game.sentences == [
        "Du gewinnst das Rufspiel: Mit der Eichel-As mit PcOben. Die Gegner haben 0 Augen",
        "Das Rufspiel kostet 1 Punkt. Mit Schneider 2 Punkte. Mit Schwarz 3 Punkte.",
    ]
    assert game.payout == (3, -3, 3, -3)
    (result,) = [r for _, r in netschafkopf.replay_file(path)]
    assert result["details"]["schwarz"] is True


def test_encodings_and_line_ends() -> None:
    assert netschafkopf.decode("Grün-Wenz".encode()) == "Grün-Wenz"
    assert netschafkopf.decode("Grün-Wenz".encode("latin-1")) == "Grün-Wenz"
    assert netschafkopf.decode(b"a\r\nb\rc\nd") == "a\nb\nc\nd"
    text = netschafkopf.decode((HEADER + ruf_game()).replace("\r\n", "\r").encode())
    assert len(netschafkopf.parse(text)[0].games[0].tricks) == 8


def test_a_wrong_payout_or_figure_disagrees(tmp_path: Path) -> None:
    path = tmp_path / "p.txt"
    wrong = "           -2           +2           -2           +2"
    path.write_text(HEADER + ruf_game(totals=wrong, augen=36), encoding="utf-8", newline="")
    (outcome,) = list(netschafkopf.check_file(path))
    assert outcome.status == "disagree"
    assert (
        "payout: protocol Gast +2 PcLinks -2 PcOben +2 PcRechts -2, ours Gast +3" in outcome.message
    )
    assert "opponents' card points: protocol 36, ours 0" in outcome.message


def test_an_illegal_card_disagrees_with_the_rule_it_breaks(tmp_path: Path) -> None:
    path = tmp_path / "p.txt"
    path.write_text(
        HEADER + ruf_game(trick4="GO EK G8 H9"), encoding="utf-8", newline=""
    )  # PcLinks revokes
    (outcome,) = list(netschafkopf.check_file(path))
    assert outcome.status == "disagree"
    assert outcome.message == "trick 4: PcLinks plays EK: must follow trump"
    with pytest.raises(RecordError):
        list(netschafkopf.replay_file(path))


def test_several_sessions_in_one_file_restart_the_totals(tmp_path: Path) -> None:
    path = tmp_path / "p.txt"
    path.write_text(
        HEADER + ruf_game() + " \r\n" + HEADER + ruf_game(), encoding="utf-8", newline=""
    )
    outcomes = list(netschafkopf.check_file(path))
    assert [o.status for o in outcomes] == ["agree", "agree"]
    assert outcomes[0].record.endswith("p.txt game 1")
    assert outcomes[1].record.endswith("p.txt session 2 game 1")


def test_unknown_rule_sets_are_skipped(tmp_path: Path) -> None:
    path = tmp_path / "p.txt"
    path.write_text(
        HEADER.replace("PM-Regeln", "Hausregeln") + ruf_game(), encoding="utf-8", newline=""
    )
    (outcome,) = list(netschafkopf.check_file(path))
    assert outcome.status == "skipped"
    assert outcome.message == "no known rule set for the label 'Hausregeln' and its tariffs"


def test_a_thrown_in_deal_with_real_hands_is_replayed_and_paid(tmp_path: Path) -> None:
    # 16.05.20 game 19 had placeholder cards; the same payment with a normal deal.
    text = (
        "Standard\r\n"
        "gespielt von Gast am 16.05.20 mit Version 5.05, Update 10.07.07.\r\n"
        " \r\n"
        "Geber: PcLinks\r\n"
        "      PcOben hat: EO GO HO EU GU HA E7 G7\r\n"
        "    PcRechts hat: SO SU HU HZ HK EZ EK S7\r\n"
        "        Gast hat: EA E9 E8 GA GZ GK G9 G8\r\n"
        "     PcLinks hat: H9 H8 H7 SA SZ SK S9 S8\r\n"
        "Es wurde zusammengeworfen.\r\n"
        "Der Erste und der Letzte zahlen an die beiden anderen Spieler \r\n"
        "50 Punkte, weil sie nicht gespielt haben.\r\n"
        "Spiel    Preis      PcLinks       PcOben     PcRechts         Gast    Stock\r\n"
        "    1       50          -50          -50          +50          +50        0\r\n"
    )
    path = tmp_path / "p.txt"
    path.write_bytes(text.encode("latin-1"))
    (outcome,) = list(netschafkopf.check_file(path))
    assert outcome.status == "agree", outcome.message
    ((_, result),) = list(netschafkopf.replay_file(path))
    assert (result["contract"], result["scores"], result["played"]) == (
        "thrown in",
        [50, -50, -50, 50],
        False,
    )
