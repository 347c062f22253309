"""Strong's search: anytime under the time cap, inference weights, the command line levels."""

from __future__ import annotations

import json
import random
import subprocess
import sys
import time

from stammtisch.engine import cli
from stammtisch.engine.ai import Budget, SearchPlayer, make_player
from stammtisch.engine.ai.inference import action_weight
from stammtisch.engine.ai.knowledge import adapter_for
from stammtisch.engine.cards import parse_cards
from stammtisch.engine.phase import Phase
from stammtisch.engine.registry import make_game


def test_strong_is_anytime_under_a_small_time_cap() -> None:
    game = make_game("skat")
    player = SearchPlayer()
    std = make_player("standard")
    # play into the card play with the rule of thumb, then ask Strong for a huge amount of work
    for seed in range(50):
        state = game.new_deal(seed=seed)
        while state.phase not in (Phase.PLAY, Phase.OVER):
            state.apply_action(std.choose(state.view(state.current_player()), 1).action)
        if state.phase is Phase.PLAY:
            break
    view = state.view(state.current_player())
    t0 = time.perf_counter()
    decision = player.choose(view, 3, Budget(work=100_000, max_ms=150))
    elapsed = time.perf_counter() - t0
    assert decision.action in state.legal_actions()
    assert elapsed < 1.5
    assert 1 <= decision.info["samples"] < 100_000


def test_inference_weights_favour_deals_where_the_bids_make_sense() -> None:
    game = make_game("skat")
    adapter = adapter_for(game)
    jacks = parse_cards("CJ SJ HJ DJ")
    # find a deal where middlehand (seat 2, dealer 0) bids high with a strong hand
    for seed in range(400):
        state = game.new_deal(seed=seed, dealer=0)
        if sum(1 for j in jacks if j in state.hand(2)) >= 3:
            break
    state.apply_action(state.parse_action("36"))  # middlehand bids 36 to forehand
    view = state.view(1)  # forehand's view: it does not see middlehand's cards
    rng = random.Random(5)
    weighted = plain = total_w = 0.0
    n = 60
    for _ in range(n):
        sample = view.sample(rng)
        w = action_weight(adapter, sample, 1)
        strength = sum(1 for j in jacks if j in sample.hand(2))
        weighted += w * strength
        total_w += w
        plain += strength
    assert weighted / total_w > plain / n + 0.15


def test_selfplay_command_knows_the_levels(capsys: object) -> None:
    assert {"beginner", "standard", "strong", "openhand"} <= set(cli.AI_LEVELS)
    code = cli.main(["selfplay", "--game", "schafkopf", "--ai", "standard", "--deals", "2"])
    assert code == 0


def test_tournament_command_on_a_real_game() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "stammtisch.engine", "tournament", "--game", "skat", "--deals", "3",
         "--seed", "4", "--seats", "standard,random,random", "--json"],
        capture_output=True, encoding="utf-8", timeout=300,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout)
    assert set(data) == {"standard", "random"}
    assert data["standard"]["deals"] == 3
    assert "deal 3/3" in proc.stderr
