"""Maps the top-level folders onto the ``stammtisch`` import namespace.

``engine/`` installs as ``stammtisch.engine``, ``desktop/`` as
``stammtisch.desktop`` and so on, so nothing bare like ``engine`` ever lands
in site-packages.  All metadata lives in ``pyproject.toml``.
"""

from __future__ import annotations

import os
import sys

from setuptools import Extension, setup

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "packaging", "backend"))
from stammtisch_build import BuildExt  # the build backend's, beside it

ROOTS = {
    "stammtisch.engine": "engine",
    "stammtisch.desktop": "desktop",
    "stammtisch.resources": "resources",
    "stammtisch.translations": "translations",
}


def _packages() -> list[str]:
    """Every folder with an ``__init__.py``, and every data folder (no ``.py`` at all).

    Data folders such as ``resources/cards/french`` are listed too: setuptools
    ships package data from folders it knows as packages, and warns that it will
    stop shipping it from the others.  A folder holding a script but no
    ``__init__.py`` (``resources/cards`` with ``make_cards.py``) stays out.
    """
    found: list[str] = []
    for package, root in ROOTS.items():
        if not os.path.isdir(root):
            continue
        for dirpath, dirnames, filenames in os.walk(root):
            dirnames[:] = sorted(d for d in dirnames if not d.startswith((".", "_")))
            is_package = "__init__.py" in filenames
            is_data = bool(filenames) and not any(f.endswith(".py") for f in filenames)
            if is_package or is_data:
                rel = os.path.relpath(dirpath, root)
                found.append(package if rel == "." else package + "." + rel.replace(os.sep, "."))
    return found


# The open-hand solver's compiled core: the search in plain C (engine/ai/dds/_core_search.c
# and .h) and its CPython module (_core.c).  Optional: without a C compiler the install goes
# on and the solver searches in Python (the same answers, slower).
CORE = Extension(
    "stammtisch.engine.ai.dds._core",
    sources=["engine/ai/dds/_core.c", "engine/ai/dds/_core_search.c"],
    depends=["engine/ai/dds/_core_search.h"],
    extra_compile_args=[] if os.name == "nt" else ["-O3"],
    extra_link_args=["-s"] if sys.platform.startswith("linux") else [],  # no symbols: smaller
    optional=True,
)


setup(
    cmdclass={"build_ext": BuildExt},  # the machine's C compiler, else Zig's
    ext_modules=[CORE],
    packages=_packages(),
    package_dir={package: root for package, root in ROOTS.items() if os.path.isdir(root)},
)
