"""What one player knows about the parties, from what that player has seen.

In a normal game the parties are hidden: a player knows their own (a ♣Q
makes them Re) and learns the others' only when a ♣Q is played or an
announcement shows a party.  A solo, a poverty and a marriage (once its
partner is found) are public.  A silent solo stays hidden until its player
plays the second ♣Q, or until the others can tell (three players known to be
Kontra).

:func:`known_parties` reads only what the seat has seen (its own cards, the cards
played, the announcements and the public contract), so every deal its view resamples
to gives the same answer; the tests check that, and that the answer holds in each.
The computer players take their sides and partner guesses from it.

>>> from stammtisch.engine.doppelkopf import DoppelkopfGame
>>> state = DoppelkopfGame(4).new_deal(seed=5, dealer=3)
>>> for _ in range(4):
...     state.apply_action(state.parse_action("healthy"))
>>> state.kind, state.soloist     # seat 1 holds both ♣Q and plays a silent solo
('silent solo', 1)
>>> known_parties(state, 1).parties
('kontra', 're', 'kontra', 'kontra')
>>> known = known_parties(state, 0)  # seat 0 knows only its own party
>>> known.parties, known.team
(('kontra', None, None, None), (1, 0, 0, 0))
>>> known.hints                      # one partner among the other three, as far as it knows
{1: 0.3333333333333333, 2: 0.3333333333333333, 3: 0.3333333333333333}
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .contracts import CLUB_QUEEN, MARRIAGE, NORMAL, SILENT_SOLO
from .scoring import KONTRA, RE

if TYPE_CHECKING:
    from .state import DoppelkopfState


@dataclass(frozen=True)
class KnownParties:
    """The parties as ``seat`` knows them now.

    ``parties`` per seat ``"re"``, ``"kontra"`` or ``None`` (not known to ``seat``, or
    sitting out).  ``team`` the sides as ``seat`` plays them: 1 on its side (``seat``
    itself included), -1 the other side, 0 not known; ``hints`` for the seats ``team``
    leaves unknown, the chance that each is on ``seat``'s side.  Before a marriage is
    decided nobody but the marriage player has a party yet: the marriage player counts
    every other seat as a partner one time in three, and each other seat plays against
    the marriage player, counting the remaining two as partners two times in three.
    A seat that sits out has no side (``team`` all 0).
    """

    seat: int
    parties: tuple[str | None, ...]
    team: tuple[int, ...]
    hints: Mapping[int, float] = field(default_factory=dict)


def known_parties(state: DoppelkopfState, seat: int) -> KnownParties:
    """What ``seat`` knows of the parties in ``state`` (see :class:`KnownParties`)."""
    n = state.num_players
    parties: list[str | None] = [None] * n
    team = [0] * n
    active = state.active
    playing = seat in active
    if state.kind is None:  # the reservations are still being made, or nothing is played
        return KnownParties(seat, tuple(parties), tuple(team))
    if state.kind == MARRIAGE and not state.decided_trick:
        m = state.marriage_player
        assert m is not None
        parties[m] = RE
        hints: dict[int, float] = {}
        if playing:
            team[seat] = 1
            if seat == m:
                hints = {s: 1.0 / 3.0 for s in active if s != seat}
            else:
                team[m] = -1
                hints = {s: 2.0 / 3.0 for s in active if s not in (seat, m)}
        return KnownParties(seat, tuple(parties), tuple(team), hints)
    if state.kind not in (NORMAL, SILENT_SOLO):  # a public contract: every party is known
        for s in active:
            parties[s] = state.party[s]
        if playing:
            for s in active:
                team[s] = 1 if parties[s] == parties[seat] else -1
        return KnownParties(seat, tuple(parties), tuple(team))
    # a normal game, or a silent solo only its soloist knows of
    played_cq = dict.fromkeys(active, 0)
    for trick in state.tricks:
        for s, c in zip(trick.seats, trick.cards, strict=True):
            if c == CLUB_QUEEN:
                played_cq[s] += 1
    for s, c in zip(state.trick_seats, state.trick_cards, strict=True):
        if c == CLUB_QUEEN:
            played_cq[s] += 1
    re = {s for s in active if played_cq[s]}
    kontra: set[int] = set()
    for s, party, _, _ in state.announcements:
        (re if party == RE else kontra).add(s)
    own = state.hands[seat][CLUB_QUEEN] + played_cq[seat] if playing else 0
    if playing:
        (re if own else kontra).add(seat)
    if own == 2 or any(count == 2 for count in played_cq.values()) or len(re) >= 2:
        kontra.update(s for s in active if s not in re)
    if len(kontra) == 3:
        re.update(s for s in active if s not in kontra)
    if own == 1 and len([s for s in kontra if s != seat]) == 2:
        re.update(s for s in active if s not in kontra)
    for s in re:
        parties[s] = RE
    for s in kontra:
        parties[s] = KONTRA
    if not playing:
        return KnownParties(seat, tuple(parties), tuple(team))
    unknown = []
    for s in active:
        if parties[s] is None:
            unknown.append(s)
        else:
            team[s] = 1 if parties[s] == parties[seat] else -1
    hints = {}
    if unknown:
        partners_left = 2 - sum(1 for s in active if team[s] == 1)
        for s in unknown:
            hints[s] = max(0.0, min(1.0, partners_left / len(unknown)))
    return KnownParties(seat, tuple(parties), tuple(team), hints)


__all__ = ["KnownParties", "known_parties"]
