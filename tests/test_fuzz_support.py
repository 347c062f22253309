"""The fuzzers' own helper walks any data without recursion, on every Python version."""

from __future__ import annotations

import doctest
import json

import fuzz_support
from fuzz_support import STRUCTURAL_DEPTH, Mutator


def test_doctests() -> None:
    failures, tried = doctest.testmod(fuzz_support)
    assert tried > 0 and failures == 0


def test_paths_and_depth_of_data_nested_far_beyond_the_recursion_limit() -> None:
    deep: object = 1
    for _ in range(3_000):
        deep = {"a": deep}
    paths = fuzz_support._paths(deep)
    assert len(paths) == 3_001
    assert paths[-1] == ("a",) * 3_000
    assert fuzz_support._depth(deep) == 3_000


def test_deep_json_is_mutated_as_text_whatever_the_parser_accepts() -> None:
    # 5,000 levels: Python 3.11 and 3.12 refuse to parse it, 3.13 parses it.  Either way the
    # mutator must return a text, never raise.
    text = '{"actions": [' + '{"a":' * 5_000 + "1" + "}" * 5_000 + "]}"
    mutator = Mutator(13)
    for _ in range(50):
        assert isinstance(mutator.mutate(text), str)


def test_shallow_json_gets_structural_mutations() -> None:
    text = json.dumps({"deals": [{"actions": [1, 2, 3], "seed": 4}], "game": "skat"})
    mutator = Mutator(1)
    outputs = {mutator.once(text) for _ in range(200)}
    parsed = [o for o in outputs if _parses_to_an_object(o)]
    assert len(parsed) > 20  # structural mutations keep the text valid JSON
    assert fuzz_support._depth(json.loads(text)) <= STRUCTURAL_DEPTH


def _parses_to_an_object(text: str) -> bool:
    try:
        return isinstance(json.loads(text), dict)
    except (ValueError, RecursionError):
        return False
