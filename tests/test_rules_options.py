from __future__ import annotations

import pytest

from stammtisch.engine.errors import RuleOptionError
from stammtisch.engine.rules import RuleOption, Rules, parse_rule_assignments

OPTS = (
    RuleOption("kontra_re", False, "Kontra and Re."),
    RuleOption("ramsch", "none", "All pass.", choices=("none", "ramsch", "schieberamsch")),
    RuleOption("rounds", 1, "Rounds.", choices=(1, 3, 5)),
    RuleOption("tariff", 20, "Tariff.", minimum=1, maximum=1000),
)


def test_defaults_and_coercion() -> None:
    r = Rules.make(OPTS, {"kontra_re": "yes", "rounds": "3", "tariff": 50})
    assert dict(r) == {"kontra_re": True, "ramsch": "none", "rounds": 3, "tariff": 50}
    assert r.changed() == {"kontra_re": True, "rounds": 3, "tariff": 50}
    assert r.replace(rounds=5)["rounds"] == 5
    assert r == Rules.make(OPTS, r.changed())
    assert hash(r) == hash(Rules.make(OPTS, r.changed()))


@pytest.mark.parametrize(
    ("overrides", "message"),
    [
        ({"ramsh": "none"}, "unknown rule option 'ramsh'"),
        ({"ramsch": "bock"}, "is one of none, ramsch, schieberamsch"),
        ({"rounds": 2}, "is one of 1, 3, 5"),
        ({"tariff": 0}, "at least 1"),
        ({"tariff": "x"}, "whole number"),
        ({"kontra_re": "perhaps"}, "on or off"),
    ],
)
def test_bad_values_are_refused_with_a_reason(overrides: dict[str, object], message: str) -> None:
    with pytest.raises(RuleOptionError, match=message):
        Rules.make(OPTS, overrides)


def test_command_line_assignments() -> None:
    assert parse_rule_assignments(["a=1", " b = on "]) == {"a": "1", "b": "on"}
    with pytest.raises(RuleOptionError):
        parse_rule_assignments(["novalue"])
