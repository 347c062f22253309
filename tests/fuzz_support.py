"""A seeded mutator for record and save files: small, reproducible corruptions.

Each mutation is one of the ways a file goes bad in practice or in an attack:
cut short, bytes lost or doubled, a number made huge or negative, a value
swapped for another type, JSON nested a hundred thousand levels deep, a card
or an action replaced, text that is not UTF-8.  JSON texts also get
structural mutations (a key dropped, a value replaced, a list item doubled),
which reach the checks behind the parser.

>>> m = Mutator(3)
>>> m.mutate('{"a": [1, 2]}') != '{"a": [1, 2]}'
True
"""

from __future__ import annotations

import json
import random
import re
from typing import Any

DEEP = 100_000
"""Nesting depth of the deeply nested values (far beyond Python's recursion limit)."""

STRUCTURAL_DEPTH = 64
"""Deeper JSON is mutated as text only.  How deep ``json.loads`` will go differs between
Python versions (about 1,000 levels up to 3.12, far more from 3.13 on), so the mutator
decides by this fixed bound, never by whether the parser happens to accept a text; the
structural mutations then always work on data that ``json.dumps`` can write again."""

HUGE = "9" * 5000
"""An integer with more digits than Python converts by default (4,300)."""

_NUMBER = re.compile(r"-?\d+")
_CARD = re.compile(r"\b(?:[CSHD][2-9TJQKA]|[EGHS][789ZUOKA]|[cshd][2-9tjqka]|[eghs][789zuoka])\b")
_CARDS = ["CJ", "SJ", "HA", "D7", "EO", "GU", "HZ", "S9", "ea", "ha", "CX", "ZZ"]

_REPLACEMENTS: list[Any] = [
    None,
    True,
    False,
    0,
    -1,
    -3,
    1,
    2,
    10**30,
    -(10**30),
    0.5,
    "",
    "bogus",
    "CJ",
    [],
    {},
    [0, "CJ"],
    [[0, "p"]],
]


class Mutator:
    """Seeded mutations of a text; ``mutate`` applies one to three of them."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def mutate(self, text: str) -> str:
        for _ in range(self.rng.choice((1, 1, 1, 2, 3))):
            text = self.once(text)
        return text

    def once(self, text: str) -> str:
        rng = self.rng
        if text.lstrip().startswith("{") and rng.random() < 0.55:
            try:
                data = json.loads(text)
            except (ValueError, RecursionError):
                pass
            else:
                if _depth(data) <= STRUCTURAL_DEPTH:
                    return self.structural(data)
        kind = rng.randrange(10)
        n = len(text)
        i = rng.randrange(n + 1)
        j = min(n, i + rng.randrange(1, 60))
        if kind == 0:
            return text[:i]  # cut short
        if kind == 1:
            return text[:i] + text[j:]  # bytes lost
        if kind == 2:
            return text[:j] + text[i:j] + text[j:]  # a slice doubled
        if kind == 3:
            return self._sub(_NUMBER, text, [HUGE, "-" + HUGE, str(10**30), "-1", "0", "99999"])
        if kind == 4:
            return self._sub(_CARD, text, _CARDS)
        if kind == 5:
            deep = "[" * DEEP + "]" * DEEP
            return text[:i] + deep + text[i:]
        if kind == 6:
            lines = text.split("\n")
            a, b = rng.randrange(len(lines)), rng.randrange(len(lines))
            lines[a], lines[b] = lines[b], lines[a]
            return "\n".join(lines)
        if kind == 7:
            return text[:i] + "\udcff\udcfe" + text[i:]  # bytes that are not UTF-8
        if kind == 8:
            lines = text.split("\n")
            a = rng.randrange(len(lines))
            del lines[a]
            return "\n".join(lines)
        tokens = text.split(" ")
        a = rng.randrange(len(tokens))
        tokens[a] = rng.choice(["", "x", tokens[rng.randrange(len(tokens))], HUGE])
        return " ".join(tokens)

    def _sub(self, pattern: re.Pattern[str], text: str, choices: list[str]) -> str:
        found = list(pattern.finditer(text))
        if not found:
            return text
        m = self.rng.choice(found)
        return text[: m.start()] + self.rng.choice(choices) + text[m.end() :]

    def structural(self, data: Any) -> str:
        """Replace, drop or double one value somewhere in ``data``; the JSON text."""
        rng = self.rng
        paths = list(_paths(data))
        path = rng.choice(paths)
        parent: Any = data
        for key in path[:-1]:
            parent = parent[key]
        key = path[-1] if path else None
        kind = rng.randrange(5)
        marker = None
        if key is None:
            value: Any = rng.choice(_REPLACEMENTS)
            return json.dumps(value)
        if kind == 0 and isinstance(parent, dict):
            del parent[key]
        elif kind == 1 and isinstance(parent, list):
            parent.insert(key, parent[key])
        elif kind == 2 and isinstance(parent, list) and len(parent) > 1:
            other = rng.randrange(len(parent))
            parent[key], parent[other] = parent[other], parent[key]
        elif kind == 3:
            marker = "\x00MARK\x00"
            parent[key] = marker
        else:
            parent[key] = rng.choice(_REPLACEMENTS)
        text = json.dumps(data, ensure_ascii=False)
        if marker is not None:
            special = rng.choice(
                [HUGE, "-" + HUGE, "[" * DEEP + "]" * DEEP, '{"a":' * 5000 + "1" + "}" * 5000]
            )
            text = text.replace(json.dumps(marker), special, 1)
        return text


def _paths(data: Any) -> list[tuple[Any, ...]]:
    """Every path into ``data``, in pre-order, walked without recursion.

    >>> _paths({"a": [1, {"b": 2}]})
    [(), ('a',), ('a', 0), ('a', 1), ('a', 1, 'b')]
    """
    out: list[tuple[Any, ...]] = []
    stack: list[tuple[tuple[Any, ...], Any]] = [((), data)]
    while stack:
        prefix, value = stack.pop()
        out.append(prefix)
        if isinstance(value, dict):
            children = [((*prefix, key), item) for key, item in value.items()]
        elif isinstance(value, list):
            children = [((*prefix, index), item) for index, item in enumerate(value)]
        else:
            continue
        stack.extend(reversed(children))
    return out


def _depth(data: Any) -> int:
    """How deeply ``data`` nests lists and objects, walked without recursion.

    >>> _depth({"a": [1, [2]]}), _depth(3)
    (3, 0)
    """
    deepest = 0
    stack: list[tuple[int, Any]] = [(0, data)]
    while stack:
        level, value = stack.pop()
        if isinstance(value, dict):
            values: Any = value.values()
        elif isinstance(value, list):
            values = value
        else:
            continue
        deepest = max(deepest, level + 1)
        stack.extend((level + 1, item) for item in values)
    return deepest


def write_text(path: Any, text: str) -> None:
    """Write ``text`` as UTF-8, lone surrogates as the raw bytes they stand for."""
    path.write_bytes(text.encode("utf-8", "surrogateescape"))


__all__ = ["DEEP", "HUGE", "STRUCTURAL_DEPTH", "Mutator", "write_text"]


def play_session(game_name: str, finished: int, seed: int, current_actions: int = 5) -> Any:
    """A :class:`Session` with ``finished`` deals played at random and a deal in progress."""
    from stammtisch.engine.playout import play_random_deals, random_step
    from stammtisch.engine.registry import make_game
    from stammtisch.engine.session import Session

    game = make_game(game_name)
    seats = [f"Seat {i}" for i in range(game.num_players)]
    session = Session(game, seats, planned_deals=finished + 4, seed=seed)
    rng = random.Random(seed)
    play_random_deals(session, finished, rng)
    state = session.start_deal()
    for _ in range(current_actions):
        if state.is_terminal():
            break
        random_step(state, rng)
    return session
