"""The table controller without widgets: turns, workers, reasons, saving and resuming."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from desktop_support import english, tiny_registered  # noqa: F401 - fixture
from pytestqt.qtbot import QtBot
from tinygame import DOUBLE, PLAY

from stammtisch.desktop import savegame
from stammtisch.desktop.controller import GameController
from stammtisch.engine.cards import parse_card
from stammtisch.engine.history.store import HistoryStore
from stammtisch.engine.records import DealRecord
from stammtisch.engine.registry import make_game
from stammtisch.engine.session import Session

pytestmark = pytest.mark.usefixtures("tiny_registered", "english")


def table(tmp_path: Path, levels: list[str], deals: int = 1, seed: int = 11) -> GameController:
    game = make_game("tiny", len(levels))
    session = Session(game, ["You", "Anna", "Bernd", "Clara"][: len(levels)], deals, seed=seed)
    return GameController(session, 0, levels, tmp_path / "history.sqlite")


def play_out(qtbot: QtBot, controller: GameController, rng: random.Random) -> None:
    """Answer for the user with random legal actions until the session's deals are over."""
    finished: list[object] = []
    controller.dealFinished.connect(finished.append)
    controller.start()
    while not controller.session.is_over():
        qtbot.waitUntil(
            lambda: controller.is_human_turn() or controller.state is None, timeout=20_000
        )
        if controller.state is None:
            controller.next_deal()
            continue
        assert controller.try_action(rng.choice(controller.legal_actions())) is None
    # a deal is shown finished once the store holds it: on a machine loaded with other suites
    # (load average 18 on two cores) that took over 10 s; the wait ends as soon as it holds
    qtbot.waitUntil(lambda: len(finished) == len(controller.session.deals), timeout=60_000)


def test_a_session_with_computer_opponents_is_played_and_booked(
    qtbot: QtBot, tmp_path: Path
) -> None:
    controller = table(tmp_path, ["human", "random", "beginner"], deals=2)
    play_out(qtbot, controller, random.Random(3))
    session = controller.session
    assert session.counting_deals == 2
    assert sum(session.totals()) == 0
    assert controller.fallbacks == 0
    assert controller.shutdown()


def test_the_users_illegal_card_is_refused_with_the_rules_words(
    qtbot: QtBot, tmp_path: Path
) -> None:
    controller = table(tmp_path, ["human", "random", "random"])
    state = controller.session.start_deal()
    # A known deal: seat 0 declares hearts and leads the club ace; seat 1 must follow clubs.
    cards = "CA CK CQ CJ CT SA HK  SK SQ SJ ST S9 HA C9  HQ HJ HT H9 DA DK DQ  DJ DT D9"
    from stammtisch.engine.cards import parse_cards

    fresh = state.game.new_deal(dealer=2, cards=parse_cards(cards))
    controller.session.current = fresh
    controller.human = 1
    controller.levels = ["random", "human", "random"]
    for word in ("play", "take", "SA", "HK", "DJ", "hearts", "CA"):
        fresh.apply_action(fresh.parse_action(word))
    before = fresh.history()
    reason = controller.try_action(parse_card("HA"))
    assert reason == "You must follow clubs."
    assert fresh.history() == before
    assert controller.try_action(parse_card("SK")) == "You must follow clubs."
    assert controller.try_action(parse_card("C9")) is None
    assert fresh.history()[-1] == (1, parse_card("C9"))


def test_an_announcement_out_of_turn_is_taken_while_another_seat_is_to_play(
    qtbot: QtBot, tmp_path: Path
) -> None:
    controller = table(tmp_path, ["human", "random", "random"])
    controller.human = 1
    controller.levels = ["random", "human", "random"]
    state = controller.session.start_deal()
    from stammtisch.engine.cards import parse_cards

    fresh = state.game.new_deal(
        dealer=2,
        cards=parse_cards(
            "CA CK CQ CJ CT SA HK SK SQ SJ ST S9 HA C9 HQ HJ HT H9 DA DK DQ DJ DT D9"
        ),
    )
    controller.session.current = fresh
    for word in ("play", "hand", "clubs"):
        fresh.apply_action(fresh.parse_action(word))
    assert controller.out_of_turn_actions() == [DOUBLE]
    assert controller.try_action(DOUBLE) is None
    assert fresh.history()[-1] == (1, DOUBLE)
    assert controller.out_of_turn_actions() == []
    assert controller.try_action(PLAY) == "It is not your turn."


def test_the_session_is_saved_after_every_action(qtbot: QtBot, tmp_path: Path) -> None:
    controller = table(tmp_path, ["human", "random", "random"])
    controller.start()
    store = HistoryStore.connect(tmp_path / "history.sqlite")

    def saved() -> dict[str, object]:
        header, current, finished = store.conn.execute(
            "SELECT header, current, finished FROM live"
        ).fetchone()
        return {"header": json.loads(header), "current": json.loads(current), "n": finished}

    qtbot.waitUntil(controller.is_human_turn, timeout=10_000)
    controller.flush_save()  # the writing runs on a thread of its own
    first = saved()
    assert len(first["current"]["actions"]) == len(  # type: ignore[index]
        [a for a in controller.state.history() if a[0] >= 0]  # type: ignore[union-attr]
    )
    assert first["header"]["extra"]["desktop"] == {  # type: ignore[index]
        "human": 0,
        "levels": ["human", "random", "random"],
    }
    assert first["n"] == 0 and first["header"]["deals"] == []  # type: ignore[index]
    state = controller.state
    assert state is not None
    action = controller.legal_actions()[-1]
    text = state.action_to_string(action)
    assert controller.try_action(action) is None
    controller.flush_save()
    current = saved()["current"]
    assert current["actions"][-1] == [0, text]  # type: ignore[index]
    expected = DealRecord.from_state(state).actions
    assert [tuple(a) for a in current["actions"]] == list(expected)  # type: ignore[index]
    controller.shutdown()
    store.close()


def test_a_saved_session_resumes_exactly(qtbot: QtBot, tmp_path: Path) -> None:
    """Stop half way, resume from the file: the rest of the session is the same as without a stop."""

    def run(stop_after: int | None) -> list[object]:
        folder = tmp_path / f"run{stop_after}"
        controller = table(folder, ["human", "standard", "random"], deals=2, seed=21)
        rng = random.Random(5)
        controller.start()
        moves = 0
        while not controller.session.is_over():
            qtbot.waitUntil(
                lambda c=controller: c.is_human_turn() or c.state is None, timeout=20_000
            )
            if controller.state is None:
                controller.next_deal()
                continue
            if stop_after is not None and moves == stop_after:
                controller.shutdown()
                loaded = savegame.load_path(folder / "history.sqlite")
                assert loaded is not None and loaded.human == 0
                assert loaded.session.current is not None
                assert loaded.session.current.history() == controller.state.history()
                controller = GameController(
                    loaded.session,
                    loaded.human,
                    loaded.levels,
                    folder / "history.sqlite",
                    session_id=loaded.session_id,
                )
                controller.start()
                stop_after = None
                continue
            assert controller.try_action(rng.choice(controller.legal_actions())) is None
            moves += 1
        controller.shutdown()
        return [d.to_json() for d in controller.session.deals]

    assert run(stop_after=None) == run(stop_after=4)


def test_a_corrupt_save_is_reported_and_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "session.json"
    path.write_text(
        '{"format": "stammtisch-session", "version": 1, "game": ', encoding="utf-8", newline=""
    )
    with pytest.raises(savegame.SaveError, match="not valid JSON"):
        savegame.load_file(path)
    aside = savegame.set_aside(path)
    assert not path.exists()
    assert aside.name.startswith("session.corrupt-") and aside.suffix == ".json"
    assert aside.read_text(encoding="utf-8").startswith('{"format"')


def test_a_save_that_does_not_replay_is_refused(qtbot: QtBot, tmp_path: Path) -> None:
    controller = table(tmp_path, ["human", "random", "random"])
    controller.start()
    qtbot.waitUntil(controller.is_human_turn, timeout=10_000)
    controller.try_action(PLAY)
    controller.shutdown()
    path = tmp_path / "history.sqlite"
    store = HistoryStore.connect(path)
    data = json.loads(store.conn.execute("SELECT current FROM live").fetchone()[0])
    data["actions"].append([0, "CA"])  # not legal now: the declarer must say take or hand
    data["actions"].append([0, "CA"])
    store.conn.execute("UPDATE live SET current = ?", (json.dumps(data),))
    with pytest.raises(savegame.SaveError, match="action"):
        savegame.load(store)
    store.close()


@pytest.mark.parametrize(("game", "players"), [("skat", 3), ("doppelkopf", 4)])
def test_a_saved_real_session_resumes_exactly(
    qtbot: QtBot, tmp_path: Path, game: str, players: int
) -> None:
    """The engine's computer players, stopped half way and resumed from the file: the same deals."""

    def run(stop_after: int | None) -> list[object]:
        folder = tmp_path / f"{game}{stop_after}"
        names = ["You", "Anna", "Bernd", "Clara"][:players]
        levels = ["human", "standard", "beginner", "standard"][:players]
        session = Session(make_game(game, players), names, 2, first_dealer=players - 1, seed=8)
        controller = GameController(session, 0, levels, folder / "history.sqlite")
        rng = random.Random(9)
        controller.start()
        moves = 0
        while not controller.session.is_over():
            qtbot.waitUntil(
                lambda c=controller: c.is_human_turn() or c.state is None, timeout=30_000
            )
            if controller.state is None:
                controller.next_deal()
                continue
            if stop_after is not None and moves == stop_after:
                controller.shutdown()
                loaded = savegame.load_path(folder / "history.sqlite")
                assert loaded is not None and loaded.levels == levels
                controller = GameController(
                    loaded.session,
                    loaded.human,
                    loaded.levels,
                    folder / "history.sqlite",
                    session_id=loaded.session_id,
                )
                controller.start()
                stop_after = None
                continue
            assert controller.try_action(rng.choice(controller.legal_actions())) is None
            moves += 1
        controller.shutdown()
        return [d.to_json() for d in controller.session.deals]

    assert run(stop_after=None) == run(stop_after=5)
