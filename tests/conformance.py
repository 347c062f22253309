"""The checks every game passes, at every seat count and in every configuration it lists.

Used by ``test_conformance.py``; a game joins by being registered and
listing its configurations in ``Game.CONFORMANCE_CONFIGS``.
"""

from __future__ import annotations

import json
import os
import random
from collections import Counter

from stammtisch.engine.cards import deck_points
from stammtisch.engine.errors import IllegalActionError
from stammtisch.engine.meaning import ActionKind, Ask
from stammtisch.engine.phase import Phase
from stammtisch.engine.playout import random_step
from stammtisch.engine.records import DealRecord
from stammtisch.engine.registry import all_games
from stammtisch.engine.state import CHANCE, FIRST_NON_CARD_ACTION, HIDDEN, Game, GameState

DEALS = int(os.environ.get("STAMMTISCH_CONFORMANCE_DEALS", "1000"))
"""Random deals per configuration (the suite's "thousands" over all configurations)."""

OUT_OF_TURN = 0.05


def configurations() -> list[tuple[str, Game]]:
    """(test id, game) for every registered game's conformance configurations."""
    out: list[tuple[str, Game]] = []
    for cls in all_games():
        configs = cls.CONFORMANCE_CONFIGS or tuple((n, {}) for n in cls.PLAYER_COUNTS)
        for players, rules in configs:
            label = ",".join(f"{k}={v}" for k, v in sorted(rules.items())) or "default"
            out.append((f"{cls.NAME}-{players}p-{label}", cls(players, dict(rules))))
    return out


def check_piles(state: GameState) -> None:
    """Every card of the deck is in exactly one pile."""
    piles = state.card_piles()
    held = Counter(c for pile in piles for c in pile)
    assert held == Counter(state.game.deck()) or state.is_chance_node(), (
        f"cards not conserved: extra {held - Counter(state.game.deck())}, "
        f"missing {Counter(state.game.deck()) - held}"
    )


def check_terminal(state: GameState) -> None:
    game = state.game
    result = state.result()
    assert len(result.scores) == game.num_players
    assert list(state.returns()) == [float(s) for s in result.scores]
    if game.ZERO_SUM:
        assert sum(result.scores) == 0, f"scores {result.scores} do not sum to zero"
    if result.played:
        total = sum(result.card_points) + result.unassigned_points
        assert total == deck_points(game.deck()), f"card points {result.card_points} sum to {total}"
    json.dumps(result.to_json())  # plain JSON values only
    assert state.legal_actions() == []
    check_piles(state)


def check_phase(state: GameState) -> None:
    """The state's ``phase`` is the shared :class:`Phase`, ``OVER`` exactly when terminal."""
    phase = getattr(state, "phase", None)
    assert isinstance(phase, Phase), f"phase {phase!r} is not a Phase"
    assert (phase is Phase.OVER) == state.is_terminal(), (
        f"phase {phase} but terminal is {state.is_terminal()}"
    )


def play_random_deal(game: Game, seed: int, per_step_checks: bool) -> GameState:
    rng = random.Random(seed)
    state = game.new_deal(seed=seed, dealer=seed % game.num_players)
    steps = 0
    while not state.is_terminal():
        check_phase(state)
        if per_step_checks:
            check_piles(state)
            legal = state.legal_actions()
            assert legal, "a non-terminal state has no legal action"
            assert legal == sorted(set(legal)), "legal actions must be ascending and distinct"
        random_step(state, rng, OUT_OF_TURN)
        steps += 1
        assert steps < 10_000, "the deal does not end"
    check_phase(state)
    check_terminal(state)
    check_seats_and_last_trick(state)
    return state


def check_seats_and_last_trick(state: GameState) -> None:
    """Only the deal's active seats hold cards and act; the game names who took the last trick."""
    game = state.game
    active = game.active_seats(state.dealer)
    assert len(set(active)) == len(active) and set(active) <= set(range(game.num_players))
    actors = {actor for actor, _ in state.history() if actor != CHANCE}
    assert actors <= set(active), f"seats {actors - set(active)} act but sit out"
    replay = game.new_state(state.dealer, state.context)
    winners = []
    for actor, action in state.history():
        before = replay.last_trick_winner()
        if actor == CHANCE or actor == replay.current_player():
            replay.apply_unchecked(action)
        else:
            replay.apply_out_of_turn(actor, action)
        after = replay.last_trick_winner()
        if after is not None:
            assert after in active
            if not replay.is_terminal() and after != before:
                assert replay.current_player() == after, "the trick's winner leads the next"
        if before is not None:
            assert after is not None, "a taken trick stays taken"
        winners.append(after)
    n = game.num_players
    public_cards = sum(
        1
        for index, (actor, action) in enumerate(state.history())
        if actor != CHANCE
        and action < FIRST_NON_CARD_ACTION
        and all(state.action_visible(index, p) for p in range(n))
    )
    if public_cards >= len(active):  # at least one trick was complete
        assert winners[-1] is not None, "the deal names who took its last trick"


def check_record_round_trip(state: GameState, seed: int) -> None:
    record = DealRecord.from_state(state, seed=seed)
    text = json.dumps(record.to_json())
    again = DealRecord.from_json(json.loads(text))
    assert again == record
    assert again.check() == []
    replayed = again.replay()
    assert replayed.result() == state.result()
    assert replayed.history() == state.history()


def snapshot(state: GameState) -> tuple[object, ...]:
    views = tuple(state.view(p) for p in range(state.num_players))
    return (
        state.history(),
        state.current_player(),
        tuple(state.legal_actions()),
        views,
        tuple(tuple(sorted(p)) for p in state.card_piles()),
    )


def check_undo_and_clone(game: Game, seed: int) -> None:
    rng = random.Random(seed)
    state = game.new_deal(seed=seed, dealer=seed % game.num_players)
    while not state.is_terminal():
        before = snapshot(state)
        twin = state.clone()
        random_step(state, rng, OUT_OF_TURN)
        assert snapshot(twin) == before, "a clone changed when the original moved"
        after = snapshot(state)
        actor, action = state.undo_action()
        assert snapshot(state) == before, "undo did not restore the state"
        if actor == state.current_player():
            state.apply_action(action)
        else:
            state.apply_out_of_turn(actor, action)
        assert snapshot(state) == after, "redo after undo differs"


def check_views(game: Game, seed: int, samples: int = 6) -> None:
    """Resampled states agree with the view; hidden cards really vary between samples."""
    rng = random.Random(seed)
    state = game.new_deal(seed=seed, dealer=seed % game.num_players)
    step = 0
    while not state.is_terminal():
        if step % 7 == 0:
            for player in range(game.num_players):
                view = state.view(player)
                hidden_deals = sum(
                    1 for actor, a in view.history if actor == CHANCE and a == HIDDEN
                )
                seen: set[tuple[tuple[int, ...], ...]] = set()
                table = state.table(player)
                turn = state.turn_info(player)
                for _ in range(samples):
                    sample = game.sample_state(view, rng)
                    assert sample.view(player) == view, "a resampled state shows a different view"
                    assert sample.public_info(player) == state.public_info(player), (
                        "public_info tells more than the view"
                    )
                    assert sample.table(player) == table, "the table shows more than the view"
                    assert sample.turn_info(player) == turn, "turn_info tells more than the view"
                    if sample.current_player() == player:
                        assert sample.legal_actions() == state.legal_actions()
                        assert [sample.describe_action(a) for a in sample.legal_actions()] == [
                            state.describe_action(a) for a in state.legal_actions()
                        ], "describe_action tells more than the view"
                        assert [sample.action_notes(a) for a in sample.legal_actions()] == [
                            state.action_notes(a) for a in state.legal_actions()
                        ], "action_notes tells more than the view"
                    seen.add(tuple(tuple(sorted(p)) for p in sample.card_piles()))
                if hidden_deals >= 6 and step == 0:
                    assert len(seen) > 1, "resampling never changes the hidden cards"
        random_step(state, rng, OUT_OF_TURN)
        step += 1


def check_table(state: GameState) -> None:
    """Every viewer's table holds the whole deck once: hands (hidden faces counted),
    talon, the trick and the tricks won; the viewer sees their own hand as the game keeps it."""
    game = state.game
    deck = Counter(game.deck())
    for viewer in range(game.num_players):
        table = state.table(viewer)
        held = sum(len(h) for h in table.hands) + len(table.talon) + len(table.trick)
        assert held + sum(table.tricks_won) * len(table.active) == len(game.deck())
        shown = [s.card for h in table.hands for s in h] + [s.card for s in table.talon]
        shown += [t.card for t in table.trick]
        assert not Counter(c for c in shown if c is not None) - deck, "a card shown twice"
        uids = [s.uid for h in table.hands for s in h] + [s.uid for s in table.talon]
        uids += [t.uid for t in table.trick]
        assert len(uids) == len(set(uids)), "one physical card in two places"
        own = table.hand_cards(viewer)
        assert len(own) == len(table.hands[viewer]), "the viewer's own cards are hidden"
        kept = state.hand(viewer)
        if kept is not None:
            assert sorted(own) == sorted(kept)
        assert table.dealer == state.dealer
        told = state.public_info(viewer)
        assert (table.declarer, table.contract) == (told.declarer, told.contract)
        hidden = [c for c in table.calls[viewer] if c is None]
        assert not hidden, "the viewer's own calls are hidden from them"


def check_meaning(state: GameState) -> None:
    """Every legal action is described, and a card action's kind agrees with who sees it:
    played (everybody), laid away (its player only) or passed (its player and one other)."""
    seat = state.current_player()
    turn = state.turn_info(seat)
    assert turn.to_move == seat and turn.my_turn
    assert turn.phase is getattr(state, "phase", None), "turn_info names another phase"
    legal = state.legal_actions()
    infos = [state.describe_action(a) for a in legal]
    assert [i.action for i in infos] == legal
    assert all(i.label is not None and str(i.label) for i in infos)
    cards = [i for i in infos if i.is_card]
    assert all(i.card == i.action for i in cards)
    assert len({i.kind for i in cards}) <= 1, "cards mean different things at once"
    if cards:
        trial = state.clone()
        trial.apply_unchecked(cards[0].action)
        index = len(trial.history()) - 1
        seen = {p for p in range(state.num_players) if trial.action_visible(index, p)}
        kind = cards[0].kind
        if kind is ActionKind.PLAY:
            assert seen == set(range(state.num_players))
            assert turn.ask is Ask.PLAY and turn.cards_to_go == 0
        elif kind is ActionKind.LAY_AWAY:
            assert seen == {seat}
            assert turn.ask in (Ask.LAY_AWAY, Ask.UNKNOWN_CARD) and turn.cards_to_go >= 1
        else:
            assert kind is ActionKind.PASS_CARD and len(seen) == 2 and seat in seen
            assert turn.ask is Ask.PASS_CARDS and turn.cards_to_go >= 1
    for other in range(state.num_players):
        if other != seat:
            assert state.turn_info(other).ask is Ask.NOTHING
            for action in state.out_of_turn_actions(other):
                assert state.describe_action(action).action == action


def check_meanings_and_tables(game: Game, seed: int) -> None:
    """:func:`check_meaning` at every step of a random deal, :func:`check_table` at every third."""
    rng = random.Random(seed)
    state = game.new_deal(seed=seed, dealer=seed % game.num_players)
    step = 0
    while not state.is_terminal():
        check_meaning(state)
        if step % 3 == 0:
            check_table(state)
        random_step(state, rng, OUT_OF_TURN)
        step += 1
    check_table(state)


def check_illegal_rejected(game: Game, seed: int) -> None:
    rng = random.Random(seed)
    state = game.new_deal(seed=seed, dealer=seed % game.num_players)
    while not state.is_terminal():
        legal = set(state.legal_actions())
        illegal = [a for a in range(64) if a not in legal]
        before = state.history()
        if illegal:
            bad = rng.choice(illegal)
            try:
                state.apply_action(bad)
            except IllegalActionError as exc:
                assert isinstance(exc, ValueError)
                assert str(exc)
            else:
                raise AssertionError(f"illegal action {bad} was accepted")
            assert state.history() == before
        random_step(state, rng, OUT_OF_TURN)
