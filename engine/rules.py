"""Rule options: named settings with defaults, validated and frozen.

Each game declares its options as a tuple of :class:`RuleOption`; a
:class:`Rules` is one frozen choice of values for them.

>>> opts = (
...     RuleOption("kontra_re", False, "Opponents may double with Kontra; the declarer may redouble."),
...     RuleOption("ramsch", "none", "What happens when all pass.", choices=("none", "ramsch", "schieberamsch")),
...     RuleOption("rounds", 1, "Game length in rounds.", choices=(1, 3, 5)),
... )
>>> r = Rules.make(opts, {"ramsch": "schieberamsch", "kontra_re": "on"})
>>> r["ramsch"], r["kontra_re"], r["rounds"]
('schieberamsch', True, 1)
>>> Rules.make(opts, {"ramsh": "none"})
Traceback (most recent call last):
...
stammtisch.engine.errors.RuleOptionError: unknown rule option 'ramsh'; known options: kontra_re, ramsch, rounds
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field

from .errors import RuleOptionError

OptionValue = bool | int | str

_TRUE = {"1", "true", "yes", "on", "y"}
_FALSE = {"0", "false", "no", "off", "n"}


@dataclass(frozen=True)
class RuleOption:
    """One rule setting a player can change.

    ``summary`` is a one-sentence English explanation (used for the docs and
    as the source text of the desktop tooltip).  ``choices`` restricts the
    value to a list; ``minimum``/``maximum`` bound an integer.
    """

    name: str
    default: OptionValue
    summary: str
    choices: tuple[OptionValue, ...] | None = None
    minimum: int | None = None
    maximum: int | None = None
    requires: str | None = field(default=None)
    """Another boolean option that must be on for this one to matter."""

    @property
    def kind(self) -> type:
        """``bool``, ``int`` or ``str``: the type of the value."""
        return type(self.default)

    def coerce(self, value: object) -> OptionValue:
        """``value`` converted to this option's type and checked, or :class:`RuleOptionError`."""
        kind = self.kind
        result: OptionValue
        if kind is bool:
            if isinstance(value, bool):
                result = value
            elif isinstance(value, int) and value in (0, 1):
                result = bool(value)
            elif isinstance(value, str) and value.strip().lower() in _TRUE | _FALSE:
                result = value.strip().lower() in _TRUE
            else:
                raise RuleOptionError(f"rule option {self.name!r} is on or off, not {value!r}")
        elif kind is int:
            if isinstance(value, bool):
                raise RuleOptionError(
                    f"rule option {self.name!r} needs a whole number, not {value!r}"
                )
            try:
                result = (
                    int(value) if isinstance(value, (int, str)) else _fail_int(self.name, value)
                )
            except ValueError:
                raise RuleOptionError(
                    f"rule option {self.name!r} needs a whole number, not {value!r}"
                ) from None
            if self.minimum is not None and result < self.minimum:
                raise RuleOptionError(f"rule option {self.name!r} must be at least {self.minimum}")
            if self.maximum is not None and result > self.maximum:
                raise RuleOptionError(f"rule option {self.name!r} must be at most {self.maximum}")
        else:
            if not isinstance(value, str):
                raise RuleOptionError(f"rule option {self.name!r} needs a word, not {value!r}")
            result = value.strip()
        if self.choices is not None and result not in self.choices:
            allowed = ", ".join(str(c) for c in self.choices)
            raise RuleOptionError(f"rule option {self.name!r} is one of {allowed}, not {value!r}")
        return result


def _fail_int(name: str, value: object) -> int:
    raise RuleOptionError(f"rule option {name!r} needs a whole number, not {value!r}")


class Rules(Mapping[str, OptionValue]):
    """A frozen, validated choice of values for a game's rule options."""

    __slots__ = ("_options", "_values")

    def __init__(self, options: Sequence[RuleOption], values: Mapping[str, OptionValue]) -> None:
        self._options = tuple(options)
        self._values = dict(values)

    @classmethod
    def make(
        cls, options: Sequence[RuleOption], overrides: Mapping[str, object] | None = None
    ) -> Rules:
        """Defaults of ``options`` with ``overrides`` applied and validated."""
        by_name = {o.name: o for o in options}
        values: dict[str, OptionValue] = {o.name: o.default for o in options}
        for name, raw in (overrides or {}).items():
            option = by_name.get(name)
            if option is None:
                known = ", ".join(sorted(by_name))
                raise RuleOptionError(f"unknown rule option {name!r}; known options: {known}")
            values[name] = option.coerce(raw)
        return cls(options, values)

    @property
    def options(self) -> tuple[RuleOption, ...]:
        """The option declarations, in the game's order."""
        return self._options

    def changed(self) -> dict[str, OptionValue]:
        """The values that differ from the defaults."""
        return {
            o.name: self._values[o.name] for o in self._options if self._values[o.name] != o.default
        }

    def replace(self, **overrides: object) -> Rules:
        """A copy with some values changed."""
        merged: dict[str, object] = dict(self._values)
        merged.update(overrides)
        return Rules.make(self._options, merged)

    def __getitem__(self, name: str) -> OptionValue:
        try:
            return self._values[name]
        except KeyError:
            raise RuleOptionError(f"unknown rule option {name!r}") from None

    def flag(self, name: str) -> bool:
        """The value of a boolean option."""
        return bool(self[name])

    def number(self, name: str) -> int:
        """The value of an integer option."""
        return int(self[name])

    def word(self, name: str) -> str:
        """The value of a text option."""
        return str(self[name])

    def __iter__(self) -> Iterator[str]:
        return iter(self._values)

    def __len__(self) -> int:
        return len(self._values)

    def __hash__(self) -> int:
        return hash(tuple(sorted(self._values.items(), key=lambda kv: kv[0])))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Rules):
            return self._values == other._values
        return NotImplemented

    def __repr__(self) -> str:
        return f"Rules({self.changed()!r})"


def parse_rule_assignments(items: Sequence[str]) -> dict[str, str]:
    """``["ramsch=schieberamsch", "kontra_re=on"]`` as a dict, for the command line."""
    out: dict[str, str] = {}
    for item in items:
        name, sep, value = item.partition("=")
        if not sep or not name.strip():
            raise RuleOptionError(f"rule setting {item!r} is not NAME=VALUE")
        out[name.strip()] = value.strip()
    return out


__all__ = ["OptionValue", "RuleOption", "Rules", "parse_rule_assignments"]
