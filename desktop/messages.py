"""Engine messages as text for the user.

A placeholder until code-based translation of messages lands: the engine's
English rendering.  Widgets call :func:`text` and never ``str(msg)``, so the
translation replaces this one function.
"""

from __future__ import annotations

from stammtisch.engine.messages import Message


def text(msg: Message) -> str:
    """``msg`` in the user's language (for now: English)."""
    return str(msg)


__all__ = ["text"]
