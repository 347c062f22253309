"""The rule document lists every option with its default and every preset."""

from __future__ import annotations

import re
from pathlib import Path

from stammtisch.engine.schafkopf import OPTIONS, PRESETS

DOC = Path(__file__).resolve().parent.parent / "docs" / "rules" / "schafkopf.md"


def _shown(value: object) -> str:
    if isinstance(value, bool):
        return "on" if value else "off"
    if isinstance(value, str):
        return f"`{value}`"
    return str(value)


def test_every_option_is_documented_with_its_default() -> None:
    text = DOC.read_text(encoding="utf-8")
    rows = dict(re.findall(r"^\| `(\w+)` \| ([^|]+?) \|", text, re.MULTILINE))
    for option in OPTIONS:
        assert rows.get(option.name) == _shown(option.default), option.name


def test_every_preset_is_documented() -> None:
    text = DOC.read_text(encoding="utf-8")
    for name in PRESETS:
        assert f"| `{name}` |" in text
