"""Mnemonics for the decision row: every button and check box gets an Alt+letter of its own.

A decision's words come from the engine (translated by code) or from a game's controls
(``tr()``, where the translation may already mark its letter: "&Declare", "Ansa&gen",
"宣言(&D)").  :func:`assign` gives each control of a row a letter no other control of the
window uses (the menus' letters are kept free): a letter its text marks, else the first
letter of one of its words, else any letter of it, else, for a text without Latin letters
(Japanese), a letter the decision's kind suggests, written after the text as Japanese
programs do ("パス(&P)").  Qt underlines the letter on the button and Alt with it presses
the button (:func:`enable_everywhere` switches this on where the platform leaves it off).

>>> plain("Ansa&gen"), mnemonic_of("宣言(&D)"), mnemonic_of("R&&D")
('Ansagen', 'D', None)
>>> with_letter("Pass", set()), with_letter("Hold", {"H"}), with_letter("パス", set(), "P")
('&Pass', 'H&old', 'パス(&P)')
"""

from __future__ import annotations

import string
from collections.abc import Iterable

from PySide6.QtWidgets import QAbstractButton, QMenuBar, QWidget

from stammtisch.engine.meaning import ActionInfo, ActionKind

LETTERS = string.ascii_uppercase + string.digits

_HINTS: dict[ActionKind, str] = {
    ActionKind.PASS: "P",
    ActionKind.HOLD: "O",
    ActionKind.BID: "B",
    ActionKind.PICK_UP: "U",
    ActionKind.DECLARE: "D",
    ActionKind.SOLO: "S",
    ActionKind.CALL: "C",
    ActionKind.ANNOUNCE: "A",
    ActionKind.HEALTHY: "E",
    ActionKind.RESERVE: "R",
    ActionKind.POVERTY: "V",
    ActionKind.MARRIAGE: "M",
    ActionKind.ACCEPT: "T",
    ActionKind.REFUSE: "F",
    ActionKind.REDEAL: "W",
    ActionKind.COUNT: "N",
    ActionKind.KNOCK: "K",
    ActionKind.DOUBLE: "K",
    ActionKind.CLAIM: "I",
    ActionKind.CONCEDE: "X",
    ActionKind.PLAY_UNKNOWN: "U",
}
"""The letter a decision of each kind suggests for a text without Latin letters."""


def hint_for(info: ActionInfo | None) -> str | None:
    """The letter ``info``'s kind suggests (Re and Kontra by their own letters)."""
    if info is None:
        return None
    if info.kind is ActionKind.DOUBLE and info.level == 2:
        return "R"
    if info.kind is ActionKind.ANNOUNCE and (info.level or 1) <= 1:
        return "R" if info.party == "re" else "K"
    return _HINTS.get(info.kind)


def mnemonic_of(text: str) -> str | None:
    """The letter ``text`` marks with ``&`` (upper case), or ``None``."""
    index = 0
    while True:
        index = text.find("&", index)
        if index < 0 or index + 1 >= len(text):
            return None
        following = text[index + 1]
        if following == "&":
            index += 2
            continue
        return following.upper()


def plain(text: str) -> str:
    """``text`` without its mnemonic: the mark and a Japanese-style "(&X)" after it."""
    letter = mnemonic_of(text)
    if letter is not None:
        for tail in (f"(&{letter})", f"(&{letter.lower()})"):
            if tail in text:
                return text.replace(tail, "").rstrip()
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def with_letter(text: str, taken: set[str], hint: str | None = None) -> str:
    """``text`` with a letter not in ``taken`` marked (the letter is added to ``taken``).

    A free letter ``text`` marks stays; else the first free initial of a word, the
    ``hint``, any free letter of ``text``; for a text in another script (Japanese) the
    ``hint`` in brackets after it; then a digit of ``text`` ("&18"); else the ``hint`` or
    the first free letter, in brackets.  ``text`` is returned unmarked when every letter is
    taken.

    >>> with_letter("Hold 168", {"H"}, "O"), with_letter("168を受ける", set(), "O")
    ('H&old 168', '168を受ける(&O)')
    """
    marked = mnemonic_of(text)
    if marked is not None and marked not in taken:
        taken.add(marked)
        return text
    bare = plain(text)
    escaped = bare.replace("&", "&&")
    letters = [i for i, c in enumerate(bare) if _usable(c) and c.isalpha()]
    initials = [i for i in letters if i == 0 or not bare[i - 1].isalnum()]
    hinted = [i for i in letters if hint is not None and bare[i].upper() == hint]
    digits = [i for i, c in enumerate(bare) if _usable(c) and c.isdigit()]
    foreign = any(c.isalpha() and not c.isascii() for c in bare)
    if foreign and hint is not None and hint not in taken and not letters:
        taken.add(hint)
        return f"{escaped}(&{hint})"  # Japanese style, before a digit of the text
    for index in (*initials, *hinted, *letters, *digits):
        letter = bare[index].upper()
        if letter not in taken:
            taken.add(letter)
            at = index + bare[:index].count("&")
            return escaped[:at] + "&" + escaped[at:]
    order = ([hint] if hint else []) + list(LETTERS)
    for letter in order:
        if letter not in taken:
            taken.add(letter)
            return f"{escaped}(&{letter})"
    return escaped


def _usable(char: str) -> bool:
    return char.isascii() and char.isalnum()


def window_letters(window: QWidget, besides: QWidget | None = None) -> set[str]:
    """The letters the window's menus and buttons use, except those inside ``besides``."""
    taken: set[str] = set()
    for bar in window.findChildren(QMenuBar):
        for action in bar.actions():
            letter = mnemonic_of(action.text())
            if letter:
                taken.add(letter)
    for button in window.findChildren(QAbstractButton):
        if besides is not None and (button is besides or besides.isAncestorOf(button)):
            continue
        if button.window() is not window or not button.isVisibleTo(window):
            continue
        letter = mnemonic_of(button.text())
        if letter:
            taken.add(letter)
    return taken


def assign(
    buttons: Iterable[QAbstractButton],
    taken: set[str],
    hints: dict[int, ActionInfo] | None = None,
) -> None:
    """Give every one of ``buttons`` a letter not in ``taken`` (see :func:`with_letter`);
    ``hints`` are the decisions the buttons take, by the engine action they carry."""
    known = hints or {}
    for button in buttons:
        action = button.property("action")
        info = known.get(action) if isinstance(action, int) else None
        text = button.text()
        if not text:
            continue
        hint = button.property("mnemonic")
        button.setText(with_letter(text, taken, hint if isinstance(hint, str) else hint_for(info)))


def enable_everywhere() -> None:
    """Let Alt+letter press buttons on every platform (macOS leaves it off by default)."""
    from PySide6.QtGui import qt_set_sequence_auto_mnemonic

    qt_set_sequence_auto_mnemonic(True)


__all__ = [
    "LETTERS",
    "assign",
    "enable_everywhere",
    "hint_for",
    "mnemonic_of",
    "plain",
    "window_letters",
    "with_letter",
]
