"""Maps the top-level folders onto the ``stammtisch`` import namespace.

``engine/`` installs as ``stammtisch.engine``, ``desktop/`` as
``stammtisch.desktop`` and so on, so nothing bare like ``engine`` ever lands
in site-packages.  All metadata lives in ``pyproject.toml``.
"""

from __future__ import annotations

import os

from setuptools import setup

ROOTS = {
    "stammtisch.engine": "engine",
    "stammtisch.desktop": "desktop",
    "stammtisch.resources": "resources",
    "stammtisch.translations": "translations",
}


def _packages() -> list[str]:
    found: list[str] = []
    for package, root in ROOTS.items():
        if not os.path.isdir(root):
            continue
        for dirpath, dirnames, filenames in os.walk(root):
            dirnames[:] = sorted(d for d in dirnames if not d.startswith((".", "_")))
            if "__init__.py" in filenames:
                rel = os.path.relpath(dirpath, root)
                found.append(package if rel == "." else package + "." + rel.replace(os.sep, "."))
    return found


setup(
    packages=_packages(),
    package_dir={package: root for package, root in ROOTS.items() if os.path.isdir(root)},
)
