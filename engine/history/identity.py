"""What makes two deal records the same deal: their content, never the file they came in.

A deal is the game and its rules (as the game names the options that differ from their
defaults), the table (players, the names at the seats, the dealer, the values carried over
from the deal before), the cards in dealing order and every action with its actor.  Its
key is a hash of that content in one canonical form.  The seed, the result and how the file
was written (indented, keys in another order, the deal inside a session or on its own) are
not part of it: the result follows from the content (an import replays it and compares), and
the rest is no part of the deal.

A record written by the program (:meth:`DealRecord.from_state`) is in canonical form: the
action texts and cards as the engine writes them.  An import replays a record and writes it
again in that form before it asks for the key, so a record in another spelling of the same
actions is the same deal.

>>> from stammtisch.engine.records import DealRecord
>>> a = DealRecord("skat", 3, {}, 0, ("CJ", "SJ"), ((1, "p"),), ("A", "B", "C"), seed=5)
>>> b = DealRecord("skat", 3, {}, 0, ("CJ", "SJ"), ((1, "p"),), ("A", "B", "C"), seed=None)
>>> content_key(a) == content_key(b), len(content_key(a))
(True, 32)
>>> content_key(a) == content_key(DealRecord("skat", 3, {}, 1, a.deal, a.actions, a.seats))
False
"""

from __future__ import annotations

import hashlib
import json
from functools import lru_cache
from typing import Any

from ..records import DealRecord


@lru_cache(maxsize=256)
def _canonical_rules(game: str, players: int, rules: str) -> str:
    """The rule options that differ from the game's defaults, as the game names them (the
    record's own when the game cannot be made: a game this build does not have)."""
    try:
        from ..registry import make_game

        changed = make_game(game, players, json.loads(rules)).rules.changed()
        return json.dumps(dict(changed), sort_keys=True, separators=(",", ":"))
    except Exception:  # an unknown game or option: the record's own words
        return rules


def canonical_content(record: DealRecord) -> dict[str, Any]:
    """The deal's content in canonical form (everything its key is made of)."""
    rules = json.dumps(dict(record.rules), sort_keys=True, separators=(",", ":"))
    return {
        "game": record.game,
        "players": record.players,
        "rules": json.loads(_canonical_rules(record.game, record.players, rules)),
        "seats": list(record.seats),
        "dealer": record.dealer,
        "context": dict(record.context),
        "deal": list(record.deal),
        "actions": [[actor, text] for actor, text in record.actions],
    }


def content_key(record: DealRecord) -> str:
    """The deal's key: 32 hex digits of the SHA-256 of its canonical content."""
    text = json.dumps(
        canonical_content(record), sort_keys=True, separators=(",", ":"), ensure_ascii=False
    )
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


__all__ = ["canonical_content", "content_key"]
