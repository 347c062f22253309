"""pyqtgraph, imported so that it also works in the bundle without Qt's OpenGL binding.

pyqtgraph's views import ``PySide6.QtOpenGL`` at import time for their OpenGL
mode, which the statistics never switch on; the module's functions are only
reached in that mode.  The bundle leaves that 9 MB binding out
(``packaging/trim.py``), so where it cannot be imported an empty module stands
in for it.  Where it is installed (a wheel, a checkout) the real one is used.
"""

from __future__ import annotations

import importlib
import sys
import types

_OPENGL = "PySide6.QtOpenGL"


def _placeholder_for_opengl() -> bool:
    """Put an empty module in for Qt's OpenGL binding when it is missing; whether it did."""
    try:
        importlib.import_module(_OPENGL)
    except ImportError:
        sys.modules.setdefault(_OPENGL, types.ModuleType(_OPENGL))
        return True
    return False


OPENGL_PLACEHOLDER = _placeholder_for_opengl()

import pyqtgraph as pg  # type: ignore[import-untyped]  # noqa: E402

__all__ = ["OPENGL_PLACEHOLDER", "pg"]
