"""Numbers, percentages and times as the user's language writes them: one place for all.

Every figure a user reads (charts and their axes, tables, the visible text of an export,
dialogs) is written here, with the locale the app runs in (``QLocale()``, which
:func:`~stammtisch.desktop.i18n.install_language` sets to the chosen language): German
writes ``+27,0`` and ``1.250``, Japanese and English ``+27.0`` and ``1,250``.  A
percentage follows its locale's pattern (CLDR): German puts a no-break space before the
sign (``53 %``), English and Japanese do not (``53%``).  What a program reads (a CSV's
values, a record) keeps its plain form and never comes through here.

>>> from PySide6.QtCore import QLocale
>>> QLocale.setDefault(QLocale("de"))
>>> decimal(27.0, 1, signed=True), integer(1250), percent(53.0), percent(100.0)
('+27,0', '1.250', '53\\xa0%', '100\\xa0%')
>>> QLocale.setDefault(QLocale("ja"))
>>> decimal(0.456, 2), integer(-1250, signed=True), percent(53.4)
('0.46', '-1,250', '53%')
>>> QLocale.setDefault(QLocale("en"))
"""

from __future__ import annotations

import math

from PySide6.QtCore import QDateTime, QLocale

PERCENT_SPACE = {QLocale.Language.German: "\u00a0"}
"""What stands between a number and its percent sign, by language (CLDR's percent
patterns: German ``#,##0 %``); the others write the sign right after the number."""


def integer(value: int, signed: bool = False) -> str:
    """A whole number with the locale's digit grouping (``1.250``); ``signed``: with its sign
    also when not negative (``+27``, ``+0``)."""
    locale = QLocale()
    text = locale.toString(int(value))
    return locale.positiveSign() + text if signed and value >= 0 else text


def decimal(value: float, places: int = 1, signed: bool = False) -> str:
    """A number with ``places`` decimals and the locale's decimal sign (``+27,0``);
    ``signed``: with its sign also when not negative (``+0,0``; a value that rounds to 0
    never shows a minus)."""
    locale = QLocale()
    if round(float(value), places) == 0:
        value = 0.0
    text = locale.toString(float(value), "f", places)
    if signed and not text.startswith(locale.negativeSign()):
        text = locale.positiveSign() + text
    return text


def number(value: float, places: int = 1, signed: bool = False) -> str:
    """A figure that may be whole: without decimals when it is (``12``), else as
    :func:`decimal`."""
    if float(value).is_integer():
        return integer(int(value), signed)
    return decimal(value, places, signed)


def percent(value: float, places: int = 0) -> str:
    """A percentage (``value`` 53.0 is 53 percent) in the locale's form: ``53 %``, ``53%``."""
    locale = QLocale()
    space = PERCENT_SPACE.get(locale.language(), "")
    return f"{locale.toString(float(value), 'f', places)}{space}{locale.percent()}"


def when(seconds: float) -> str:
    """A stored time (Unix seconds) as the locale writes a date and time, short."""
    moment = QDateTime.fromSecsSinceEpoch(int(seconds))
    return QLocale().toString(moment, QLocale.FormatType.ShortFormat)


def tick(value: float, spacing: float) -> str:
    """An axis's tick ``value`` with as many decimals as ticks ``spacing`` apart need (none
    for whole steps), in the locale's form."""
    places = 0 if spacing >= 1 else max(0, math.ceil(-math.log10(spacing) - 1e-9))
    if places == 0:
        return integer(round(value))
    return decimal(value, places)


__all__ = ["PERCENT_SPACE", "decimal", "integer", "number", "percent", "tick", "when"]
