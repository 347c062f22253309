"""What one player knows about the parties, computed from their view alone.

In a normal game the parties are hidden: a player knows their own (a ♣Q
makes them Re) and learns the others' only when a ♣Q is played or an
announcement shows a party.  A solo, a poverty and a marriage (once its
partner is found) are public.  A silent solo stays hidden until its player
plays the second ♣Q, or until the others can tell (three players known to be
Kontra).

>>> from stammtisch.engine.doppelkopf import DoppelkopfGame
>>> state = DoppelkopfGame(4).new_deal(seed=5, dealer=3)
>>> for _ in range(4):
...     state.apply_action(state.parse_action("healthy"))
>>> known = known_parties(state.view(1))
>>> known[1] in ("re", "kontra"), sum(p is not None for p in known) >= 1
(True, True)
"""

from __future__ import annotations

import random

from ..state import PlayerView
from . import actions as A
from .contracts import CLUB_QUEEN, MARRIAGE, NORMAL, SILENT_SOLO
from .game import DoppelkopfGame
from .sampling import ViewFacts, sample_state
from .scoring import KONTRA, RE
from .state import PLAY


def known_parties(view: PlayerView) -> list[str | None]:
    """Per seat ``"re"``, ``"kontra"`` or ``None`` (not known to the viewer, or sitting out)."""
    game = view.game
    assert isinstance(game, DoppelkopfGame)
    n = game.num_players
    out: list[str | None] = [None] * n
    state = sample_state(game, view, random.Random(0))
    if state.stage < PLAY:
        return out
    if state.kind not in (NORMAL, SILENT_SOLO):  # public contracts
        if state.kind == MARRIAGE and not state.decided_trick:
            assert state.marriage_player is not None
            out[state.marriage_player] = RE
            return out
        for s in state.active:
            out[s] = state.party[s]
        return out
    facts = ViewFacts(game, view)
    v = view.player
    re: set[int] = set()
    kontra: set[int] = set()
    played_cq = [0] * n
    for seat, card in facts.plays:
        if card == CLUB_QUEEN:
            played_cq[seat] += 1
            re.add(seat)
    for seat, party in facts.announcers:
        (re if party == RE else kontra).add(seat)
    own = facts.seen_init[v][CLUB_QUEEN] if v in state.active else 0
    if v in state.active:
        (re if own else kontra).add(v)
    others = list(state.active)
    alone = own == 2 or any(c == 2 for c in played_cq)
    if alone or len(re) >= 2:
        kontra.update(s for s in others if s not in re)
    if len(kontra) == 3:
        re.update(s for s in others if s not in kontra)
    if own == 1 and len([s for s in kontra if s != v]) == 2:
        re.update(s for s in others if s not in kontra)
    for s in re:
        out[s] = RE
    for s in kontra:
        out[s] = KONTRA
    return out


def revealed_by(action: int) -> bool:
    """Whether an action shows its player's party in a normal game (♣Q or an announcement)."""
    return action == CLUB_QUEEN or A.is_announcement(action)


__all__ = ["known_parties", "revealed_by"]
