"""Japanese line breaks at phrase boundaries, for text that Qt wraps.

Qt breaks Japanese between any two characters, so a wrapped line can end inside a word
("シープス" / "ヘッド", "学べま" / "す").  :func:`breakable` cuts a Japanese text into
phrases with BudouX (Google's phrase segmenter for line breaks, the model shipped inside its
package), joins the characters of each phrase with WORD JOINER (U+2060: no break here) and
puts a ZERO WIDTH SPACE (U+200B: a break may come here) between phrases, so Qt's line
breaking can break only where a phrase ends, at a space, or after punctuation that ends a
phrase.  Neither mark is drawn.  Text without Japanese comes back as it is.

The marks are for display only: what is copied or exported is the text without them
(:func:`unmarked`); widgets that show marked text hand it back unmarked
(:mod:`stammtisch.desktop.widgets.wrapping`).  No Qt here.

>>> breakable("シープスヘッドを学べます。") == (
...     "シ⁠ー⁠プ⁠ス⁠ヘ⁠ッ⁠ド⁠を\u200b学⁠べ⁠ま⁠す⁠。"
... )
True
>>> unmarked(breakable("カードポイントを数えます")) == "カードポイントを数えます"
True
>>> breakable("Gegenspieler")
'Gegenspieler'
"""

from __future__ import annotations

import functools
import html
import unicodedata
from typing import Protocol

ZWSP = "\u200b"
"""ZERO WIDTH SPACE: a line may break here."""
JOINER = "\u2060"
"""WORD JOINER: no line break here."""
MARKS = ZWSP + JOINER

_JAPANESE = (
    ("\u3005", "\u3005"),
    ("\u3040", "\u30ff"),
    ("\u3400", "\u4dbf"),
    ("\u4e00", "\u9fff"),
    ("\uff66", "\uff9f"),
)
"""Kana and kanji (and 々): text with one is Japanese and gets phrase marks."""
_INLINE = frozenset(
    {
        "a",
        "b",
        "i",
        "u",
        "s",
        "em",
        "strong",
        "small",
        "big",
        "span",
        "font",
        "code",
        "sub",
        "sup",
        "tt",
        "nobr",
    }
)
"""HTML elements that do not end a line: a phrase goes on across them."""
_SKIPPED = frozenset({"style", "script", "head", "title"})
"""Elements whose text is never shown."""


class _Parser(Protocol):
    def parse(self, sentence: str) -> list[str]: ...


@functools.cache
def _parser() -> _Parser:
    import budoux  # the default Japanese model, read from the package's data once

    parser: _Parser = budoux.load_default_japanese_parser()
    return parser


def is_japanese(text: str) -> bool:
    """Whether ``text`` holds a kana or kanji."""
    return any(low <= char <= high for char in text for low, high in _JAPANESE)


def _tokens(markup: str) -> list[str]:
    """Rich text cut into tags (``<b>``), entities (``&amp;``) and single characters."""
    out: list[str] = []
    i = 0
    while i < len(markup):
        char = markup[i]
        end = -1
        if char == "<":
            end = markup.find(">", i)
        elif char == "&":
            end = markup.find(";", i, i + 12)
            name = markup[i + 1 : end].lstrip("#")
            if end < 0 or not name or not name.isalnum():
                end = -1
        if end < 0:
            out.append(char)
            i += 1
        else:
            out.append(markup[i : end + 1])
            i = end + 1
    return out


def _tag_name(tag: str) -> str:
    """``b`` for ``<b>``, ``</b>`` and ``<b class='x'>``."""
    name = tag.strip("<>/ ")
    for i, char in enumerate(name):
        if not char.isalnum():
            return name[:i].lower()
    return name.lower()


def unmarked(text: str) -> str:
    """``text`` without the marks :func:`breakable` put in (what is copied or exported)."""
    if ZWSP not in text and JOINER not in text:
        return text
    return text.replace(ZWSP, "").replace(JOINER, "")


def phrases(text: str) -> list[str]:
    """BudouX's phrases of one line of text (no marks)."""
    return _parser().parse(text) if text else []


WORD_DOT = "\u30fb"
"""KATAKANA MIDDLE DOT: the words of a compound written in katakana ("クラブ・ハンド") are
words of their own, so a line may break after the dot when the compound is longer than it."""


def phrase_starts(text: str) -> set[int]:
    """The offsets in ``text`` (unmarked, any number of lines) where a phrase begins (BudouX's
    phrases but for one of a single character, which stays with the phrase before, and a
    word after a ``・``); a line break may come at these and nowhere else in a Japanese
    run."""
    starts: set[int] = set()
    offset = 0
    for line in text.split("\n"):
        at = offset
        for phrase in phrases(line):
            if len(phrase.strip()) > 1 or at == offset:
                starts.add(at)  # (a phrase of one character stays with the one before:
            at += len(phrase)  # BudouX cuts "シュワルツ宣" / "言")
        offset += len(line) + 1
    starts.update(i + 1 for i, char in enumerate(text[:-1]) if char == WORD_DOT)
    return starts


def _joinable(before: str, after: str) -> bool:
    """Whether a WORD JOINER may stand between these two characters: not beside a space, not
    after a mnemonic's ``&``, not before a combining mark or a variation selector."""
    if before.isspace() or after.isspace() or before == "&":
        return False
    return not ("\ufe00" <= after <= "\ufe0f" or unicodedata.category(after).startswith("M"))


def _marked(plain: str, starts: set[int]) -> str:
    out: list[str] = []
    for i, char in enumerate(plain):
        if i and plain[i - 1] != "\n" and char != "\n":
            if i in starts:
                if not plain[i - 1].isspace() and not char.isspace() and plain[i - 1] != "&":
                    out.append(ZWSP)
            elif _joinable(plain[i - 1], char):
                out.append(JOINER)
        out.append(char)
    return "".join(out)


@functools.lru_cache(maxsize=8192)
def breakable(text: str) -> str:
    """``text`` with a Japanese phrase kept whole at a line break (see the module); text
    without kana or kanji unchanged.  Marks already in ``text`` are laid anew."""
    if not is_japanese(text):
        return text
    plain = unmarked(text)
    return _marked(plain, phrase_starts(plain))


@functools.lru_cache(maxsize=1024)
def breakable_html(markup: str) -> str:
    """Rich text with :func:`breakable`'s marks in its text: a phrase is taken across inline
    elements (``<b>``, ``<a>``...) but not across a paragraph, cell or line break, and no
    mark goes into a tag, an attribute or an entity."""
    if not is_japanese(markup):
        return markup
    markup = unmarked(markup)
    # each piece of the source with what it shows: a character, an entity's text, "" for an
    # inline tag or hidden text, "\n" where a line ends (a block or a line break)
    pieces: list[tuple[str, str]] = []
    hidden: str | None = None
    for token in _tokens(markup):
        if len(token) > 1 and token.startswith("&"):
            pieces.append((token, "" if hidden else html.unescape(token)))
        elif len(token) > 1 and token.startswith("<"):
            tag = _tag_name(token)
            if tag in _SKIPPED:
                hidden = None if token.startswith("</") else tag
            pieces.append((token, "" if tag in _INLINE or not tag else "\n"))
        else:
            pieces.append((token, "" if hidden else " " if token in "\r\n\t" else token))
    shown = "".join(s for _, s in pieces)
    starts = phrase_starts(shown)
    out: list[str] = []
    index = 0
    for source, show in pieces:
        if show and show != "\n" and index and shown[index - 1] != "\n":
            before, char = shown[index - 1], show[0]
            if index in starts:
                if not before.isspace() and not char.isspace() and before != "&":
                    out.append(ZWSP)
            elif _joinable(before, char):
                out.append(JOINER)
        out.append(source)
        index += len(show)
    return "".join(out)


__all__ = [
    "JOINER",
    "MARKS",
    "WORD_DOT",
    "ZWSP",
    "breakable",
    "breakable_html",
    "is_japanese",
    "phrase_starts",
    "phrases",
    "unmarked",
]
