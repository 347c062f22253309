"""Each game's own decision controls, one module a game, found by the engine's game name.

A game's module holds its :class:`~..game_controls.GameControls` subclass (the words and
composed choices it knows; the decision row gives the rest generic shapes), the composed
choices it is built from, and the game's own prompts (:meth:`GameControls.prompt`).  No
other widget names a game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from stammtisch.engine.meaning import ActionInfo, TurnInfo

from ..game_controls import GameControls
from . import doppelkopf, schafkopf, sheepshead, skat

GAME_CONTROLS: dict[str, type[GameControls]] = {
    skat.GAME: skat.SkatControls,
    schafkopf.GAME: schafkopf.SchafkopfControls,
    doppelkopf.GAME: doppelkopf.DoppelkopfControls,
    sheepshead.GAME: sheepshead.SheepsheadControls,
}
"""Each game's controls, by the engine's game name (``Game.NAME``)."""


def game_prompt(
    game: str,
    turn: TurnInfo,
    names: Sequence[str],
    label: Callable[[ActionInfo], str],
    chosen: int = 0,
) -> str | None:
    """The game's own prompt for the user's turn (laying away, passing, the auction), if it
    has one; ``label`` words an action as the choices do, ``chosen`` cards of those to lay
    away or pass are chosen already (a prompt that counts counts them)."""
    controls = GAME_CONTROLS.get(game)
    return None if controls is None else controls.prompt(turn, names, label, chosen)


def game_confirm_text(game: str) -> str | None:
    """The game's own words on the button that confirms the cards chosen to lay away."""
    controls = GAME_CONTROLS.get(game)
    return None if controls is None else controls.confirm_text()


__all__ = ["GAME_CONTROLS", "game_confirm_text", "game_prompt"]
