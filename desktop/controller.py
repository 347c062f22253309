"""The table controller: one session, the user's seat, the computer seats, the save file.

A :class:`QObject` without widgets (tested on its own): it deals, lets the
computer seats think in a background task, takes the user's actions (checked by the
engine, which also says why an action is not allowed), books finished deals,
and saves the session after every action.  What the user sees of the deal at each
moment it builds as a :class:`~.turn.TurnView` (:meth:`GameController.turn_view`); the
widgets only show that, listen to its signals and call :meth:`GameController.try_action`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from stammtisch.engine.coach.whynot import refusals
from stammtisch.engine.errors import StammtischError
from stammtisch.engine.meaning import ActionKind, TurnInfo
from stammtisch.engine.messages import Message
from stammtisch.engine.session import Session
from stammtisch.engine.state import DealResult, GameState

from . import savegame
from .display import hand_sort_key
from .history import HistoryRecorder
from .messages import label_text, sentences, text
from .names import seat_labels
from .players import ComputerPlayer, make_player
from .table_state import TableSnapshot, snapshot
from .tasks import Control, TaskRunner
from .turn import Choice, GamePrompt, Refused, TurnView, waiting_for, your_turn

HUMAN = "human"
FAILED = -2
"""The answer of a computer player whose thinking failed (not an action)."""


class GameController(QObject):
    """Runs a session at a table where one seat is the user."""

    changed = Signal()
    """The current deal changed (an action, a new deal): redraw."""
    humanTurn = Signal()
    """The user is to act."""
    thinking = Signal(int)
    """A computer seat started thinking."""
    dealFinished = Signal(object)
    """A deal is over and booked (its :class:`DealResult`)."""
    sessionFinished = Signal()
    status = Signal(str)
    """A line for the status bar."""
    saveFailed = Signal(object)
    """A save failed (its :class:`~stammtisch.engine.history.store.StoreError`); what the store
    still holds is :attr:`saved`."""
    saved = Signal(object)
    """A save is in the store (a :class:`~.savegame.Saved`: finished deals, actions so far)."""
    _wrote = Signal(object)
    _booked = Signal(int, object)
    _failed = Signal(object)

    def __init__(
        self,
        session: Session,
        human: int,
        levels: list[str],
        save_path: Path | None = None,
        pace_ms: int = 0,
        parent: QObject | None = None,
        session_id: int | None = None,
    ) -> None:
        super().__init__(parent)
        if len(levels) != session.game.num_players:
            raise ValueError("one strength per seat is needed")
        self.session = session
        self.human = human
        self.levels = list(levels)
        self.levels[human] = HUMAN
        self.save_path = save_path
        """The store the session is saved in (``None``: nothing is saved)."""
        self.session_id = session_id
        """The session's id in the store (``None`` until its first save)."""
        # a session resumed from the store starts as the store held it when it was read
        stored = None if session_id is None else savegame.Saved.of(session)
        self._saver = (
            savegame.Autosaver(save_path, session_id, stored) if save_path is not None else None
        )
        """Writes the save off the GUI thread (see :class:`~stammtisch.desktop.savegame.Autosaver`)."""
        self._result_due: DealResult | None = None
        """The result of the deal just finished, shown once its booking is in the store."""
        if self._saver is not None:
            # the writer thread's news reach the GUI thread through queued signals
            self._saver.on_saved = self._wrote.emit
            self._saver.on_booked = self._booked.emit
            self._saver.on_error = self._failed.emit
            self._wrote.connect(self.saved)
            self._booked.connect(self._took_booking)
            self._failed.connect(self._save_failed)
        self.pace_ms = pace_ms
        self.last_result: DealResult | None = None
        self.finished_table: TableSnapshot | None = None
        """The user's view of the table when the last deal ended (its last trick)."""
        self.fallbacks = 0
        """How many times a computer's answer was not legal and a random legal action was taken."""
        self._thinking = TaskRunner(self, latest_only=True)
        """The computer seats think here, one question at a time (only the latest counts)."""
        self._players: dict[int, ComputerPlayer] = {}
        self._asked: tuple[bool, int, int] | None = None
        """The pending question: (on its turn?, seat, history length)."""
        self._announce_asked: set[tuple[int, int]] = set()
        self._closing = False
        self.history: HistoryRecorder | None = None
        """Books every finished deal in the history (none in tests unless given)."""
        self.hold: Callable[[], int] | None = None
        """Milliseconds the view still needs (an animation, a completed trick shown until the
        table is clicked) before a computer seat moves or the deal is booked."""
        self.game_prompt: GamePrompt | None = None
        """The game's own prompts for the user's turn (the window hands its games' words)."""
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._advance)
        if session.current is not None:
            self._make_players()

    # --- what the view asks ------------------------------------------------

    @property
    def state(self) -> GameState | None:
        return self.session.current

    def snapshot(self) -> TableSnapshot | None:
        state = self.state
        return None if state is None else snapshot(state, self.human)

    def is_human_turn(self) -> bool:
        state = self.state
        return state is not None and state.current_player() == self.human

    def legal_actions(self) -> list[int]:
        """The user's legal actions now (empty when it is not the user's turn)."""
        return self.state.legal_actions() if self.is_human_turn() and self.state else []

    def action_notes(self, actions: Sequence[int]) -> dict[int, tuple[Message, ...]]:
        """What the engine notes on each of the user's ``actions`` before it is taken (a Skat
        declaration's worth), for the actions it has a note on; empty when it is not the
        user's turn."""
        state = self.state
        if state is None or not self.is_human_turn():
            return {}
        notes = {a: state.action_notes(a) for a in actions}
        return {a: n for a, n in notes.items() if n}

    def out_of_turn_actions(self) -> list[int]:
        state = self.state
        if state is None or state.is_terminal() or self.is_human_turn():
            return []
        return state.out_of_turn_actions(self.human)

    def turn(self) -> TurnInfo | None:
        """What the engine asks the user now (``None`` without a deal)."""
        state = self.state
        return None if state is None else state.turn_info(self.human)

    def card_kind(self) -> ActionKind | None:
        """What a card the user picks now does, as the engine says: ``PLAY`` (to the table),
        ``LAY_AWAY`` (face down: a discard, a buried card) or ``PASS_CARD`` (to one other seat);
        ``None`` when no card is to be moved now."""
        state = self.state
        if state is None or not self.is_human_turn():
            return None
        kinds = (state.describe_action(a) for a in state.legal_actions())
        return next((info.kind for info in kinds if info.is_card), None)

    def cards_after(self, cards: Sequence[int]) -> tuple[list[int], set[int]]:
        """For cards the user lays away one after another: the longest start of ``cards`` the
        engine accepts in that order, and the cards legal after it (tried on a copy)."""
        state = self.state
        if state is None or not self.is_human_turn():
            return [], set()
        trial = state.clone()
        accepted: list[int] = []
        for card in cards:
            if trial.current_player() != self.human or card not in trial.legal_actions():
                break
            trial.apply_unchecked(card)
            accepted.append(card)
        if trial.is_terminal() or trial.current_player() != self.human:
            return accepted, set()
        return accepted, {a for a in trial.legal_actions() if trial.describe_action(a).is_card}

    def is_thinking(self) -> bool:
        return self._asked is not None

    def thinking_seat(self) -> int | None:
        """The seat asked for its move now (``None``: no computer player is thinking of one;
        a question out of turn, an announcement, is not a move)."""
        asked = self._asked
        return asked[1] if asked is not None and asked[0] else None

    @property
    def names(self) -> tuple[str, ...]:
        """The players' names as shown: the user's default name in the current language
        (a session keeps the one of the day it began)."""
        return tuple(seat_labels(self.session.seats, self.human))

    def turn_view(self) -> TurnView | None:
        """What the window shows of the current deal now, in the user's language (``None``
        without a deal): the table, the cards and words the user may choose, the decisions
        the rules refuse, the engine's notes and the prompt."""
        state = self.state
        if state is None:
            return None
        names = self.names
        legal = [state.describe_action(a) for a in self.legal_actions()]
        cards = frozenset(info.action for info in legal if info.is_card)
        kind = next((info.kind for info in legal if info.is_card), None)
        turn = state.turn_info(self.human)
        to_go = turn.cards_to_go if kind is not None else 0
        choices = tuple(Choice(i.action, label_text(i), i) for i in legal if not i.is_card)
        extra = (state.describe_action(a) for a in self.out_of_turn_actions())
        noted = self.action_notes([c.action for c in choices])
        return TurnView(
            game=self.session.game.NAME,
            deal=len(self.session.deals),
            table=snapshot(state, self.human),
            names=names,
            sort_key=hand_sort_key(state),
            cards=cards if self.is_human_turn() else None,
            card_kind=kind,
            pick=to_go if to_go >= 2 else 0,
            thinking=state.current_player() if self.is_thinking() else None,
            turn=turn,
            choices=choices,
            out_of_turn=tuple(Choice(i.action, label_text(i), i) for i in extra),
            refused=self._refused(state),
            notes={a: sentences(said) for a, said in noted.items()},
            prompt=self._prompt(state, turn, names, kind, to_go, bool(cards), bool(choices)),
        )

    def _refused(self, state: GameState) -> tuple[Refused, ...]:
        """The decisions the rules refuse the user now, each with its reason and rule section
        (the engine's :func:`~stammtisch.engine.coach.whynot.refusals`)."""
        if state.is_terminal():
            return ()
        return tuple(
            Refused(r.action, label_text(r.info), r.info, text(r.reason), r.rule)
            for r in refusals(state, self.human)
        )

    def prompt_with_chosen(self, chosen: int) -> str | None:
        """The game's own prompt with ``chosen`` of the cards to lay away or pass already
        chosen (not yet applied): its count of the cards still to go counts down as they are
        chosen ("Still to bury: 0" once all are); ``None`` where the game has no such prompt."""
        state = self.state
        if state is None or self.game_prompt is None or not self.is_human_turn():
            return None
        turn = state.turn_info(self.human)
        return self.game_prompt(self.session.game.NAME, turn, self.names, label_text, chosen)

    def _prompt(
        self,
        state: GameState,
        turn: TurnInfo,
        names: tuple[str, ...],
        kind: ActionKind | None,
        to_go: int,
        cards: bool,
        words: bool,
    ) -> str:
        if state.is_terminal():
            return ""
        if not self.is_human_turn():
            seat = state.current_player()
            return waiting_for(seat, names, thinking=self.thinking_seat() == seat)
        if self.game_prompt is not None:
            own = self.game_prompt(self.session.game.NAME, turn, names, label_text, 0)
            if own:
                return own
        return your_turn(kind, to_go, cards, words)

    # --- running -------------------------------------------------------------

    def start(self) -> None:
        """Deal the first deal (or carry on with a resumed one)."""
        if self.state is None and not self.session.is_over():
            self._begin_deal()
        else:
            self.changed.emit()
        self._schedule(0)

    def next_deal(self) -> None:
        """Deal the next deal once the user has seen the result."""
        if self.state is not None or self.session.is_over():
            return
        self._begin_deal()
        self._schedule(0)

    def _begin_deal(self) -> None:
        self.session.start_deal()
        self.last_result = None
        self._make_players()
        self._save()
        self.changed.emit()

    def _make_players(self) -> None:
        game = self.session.game
        seed = self.session.deal_seed(len(self.session.deals))
        self._players = {
            seat: make_player(level, game, seat, seed)
            for seat, level in enumerate(self.levels)
            if seat != self.human
        }

    def _schedule(self, delay: int | None = None) -> None:
        if not self._closing:
            self._timer.start(self.pace_ms if delay is None else delay)

    def _advance(self) -> None:
        state = self.state
        if state is None or self._closing:
            return
        if state.is_terminal():
            wait = self.hold() if self.hold is not None else 0
            if wait > 0:  # the last trick is still shown
                self._timer.start(wait)
                return
            self._finish()
            return
        seat = state.current_player()
        if self._asked is not None:
            return
        moment = len(state.history())
        for other in self._players:
            if (
                other != seat
                and (other, moment) not in self._announce_asked
                and state.out_of_turn_actions(other)
            ):
                self._announce_asked.add((other, moment))
                self._think(other, state, in_turn=False)
                return
        if seat == self.human:
            self.humanTurn.emit()
            return
        wait = self.hold() if self.hold is not None else 0
        if wait > 0:
            self._timer.start(wait)
            return
        self._think(seat, state, in_turn=True)

    def _think(self, seat: int, state: GameState, in_turn: bool) -> None:
        """Ask ``seat`` in a background task, on a copy of ``state`` (an older question is
        cancelled: its answer never arrives)."""
        self._asked = (in_turn, seat, len(state.history()))
        player = self._players[seat]
        think = player.choose if in_turn else player.announce
        copy = state.clone()

        def work(control: Control) -> object:
            control.check()
            return think(copy)

        task = self._thinking.start(work)
        task.done.connect(self._take_answer)
        task.failed.connect(self._on_failure)
        if in_turn:
            self.thinking.emit(seat)

    def _on_failure(self, detail: str) -> None:
        if not self._closing:
            self.status.emit(
                self.tr("A computer player failed (%1); it takes a random legal action.").replace(
                    "%1", detail
                )
            )
        self._take_answer(FAILED)

    def _take_answer(self, action: object) -> None:
        """The answer to the latest question: an action, ``None`` (nothing to announce) or
        :data:`FAILED` (a random legal action is taken in turn)."""
        if self._closing or self._asked is None:
            return
        in_turn, seat, moment = self._asked
        self._asked = None
        state = self.state
        if state is None or state.is_terminal() or len(state.history()) != moment:
            self._schedule(0)
            return
        if not in_turn:
            if isinstance(action, int) and action in state.out_of_turn_actions(seat):
                self._apply(seat, action, in_turn=False)
            else:
                self._schedule(0)
            return
        if state.current_player() != seat:
            self._schedule(0)
            return
        legal = state.legal_actions()
        if not isinstance(action, int) or action not in legal:
            self.fallbacks += 1
            action = random.Random(moment).choice(legal)
        self._apply(seat, action, in_turn=True)

    def _apply(self, seat: int, action: int, in_turn: bool) -> None:
        state = self.state
        assert state is not None
        if in_turn:
            state.apply_action(action)
        else:
            state.apply_out_of_turn(seat, action)
        self._save()
        self.changed.emit()
        self._schedule()

    def try_action(self, action: int) -> str | None:
        """The user takes ``action``: ``None`` if done, else why not (a sentence for the status line)."""
        state = self.state
        if state is None or state.is_terminal():
            return self.tr("The deal is over.")
        if state.current_player() != self.human:
            if action in state.out_of_turn_actions(self.human):
                self._invalidate_question()
                self._apply(self.human, action, in_turn=False)
                return None
            return self.tr("It is not your turn.")
        if action not in state.legal_actions():
            return text(state.illegal_reason(action, self.human), self.names, viewer=self.human)
        self._apply(self.human, action, in_turn=True)
        return None

    def _invalidate_question(self) -> None:
        if self._asked is not None:
            self._thinking.cancel()
            self._asked = None

    def _finish(self) -> None:
        state = self.state
        if state is not None:
            self.finished_table = snapshot(state, self.human)
        try:
            result = self.session.finish_deal()
        except StammtischError as exc:
            self.status.emit(str(exc))
            return
        self.last_result = result
        self._result_due = result
        self._save()  # books the deal, its result and the session's progress in one transaction
        if self._saver is None:
            self._announce_result()

    def _announce_result(self) -> None:
        """Show the finished deal: once it is in the store (or its save has failed and the
        user has been told), so a deal the user saw finished is never lost."""
        result, self._result_due = self._result_due, None
        if result is None or self._closing:
            return
        self.dealFinished.emit(result)
        if self.session.is_over():
            self.sessionFinished.emit()

    # --- saving ----------------------------------------------------------------

    def _save(self) -> None:
        if self._saver is None:
            return
        self._saver.save(
            savegame.SavedTable(self.session, self.human, self.levels, self.session_id)
        )

    def export(self, target: Path) -> None:
        """Write the session as it stands now, deal in progress included, as a JSON session
        file (Game → Export game…); :class:`OSError` when it cannot be written."""
        savegame.export_session(
            savegame.SavedTable(self.session, self.human, self.levels, self.session_id), target
        )

    def _took_booking(self, session_id: int, booked: object) -> None:
        """Finished deals are in the store (GUI thread): tell the history, show the result."""
        self.session_id = session_id
        assert isinstance(booked, list)
        if self.history is not None:
            self.history.remember(self.session, session_id)
            for _number, deal_id in booked:
                self.history.stored.emit(deal_id)
        if self._result_due is not None and any(
            number == len(self.session.deals) - 1 for number, _id in booked
        ):
            self._announce_result()

    def _save_failed(self, error: object) -> None:
        self.saveFailed.emit(error)
        if self._result_due is not None:
            self._announce_result()

    @property
    def last_saved(self) -> savegame.Saved | None:
        """What the store holds of the session (``None``: nothing yet): after the last save
        that worked, or as read from the store after one failed."""
        return None if self._saver is None else self._saver.saved

    def flush_save(self) -> None:
        """Wait until the last save is written (the writing runs on a thread of its own)."""
        if self._saver is not None:
            self._saver.flush()

    def discard_save(self) -> None:
        """This session is no longer resumed (its finished deals stay in the history)."""
        if self._saver is not None:
            self._saver.discard()

    # --- closing -----------------------------------------------------------------

    def shutdown(self, timeout_ms: int = 10_000) -> bool:
        """Stop thinking and wait for the worker; ``True`` when it has finished."""
        self._closing = True
        self._timer.stop()
        done = self._thinking.shutdown(timeout_ms)
        if self._saver is not None:
            self._saver.close()
            self.session_id = self._saver.session_id
        return done


__all__ = ["HUMAN", "GameController"]
