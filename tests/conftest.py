"""Shared test setup: Qt runs offscreen; the tests' own helpers are importable."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, os.path.dirname(__file__))


@pytest.fixture(scope="session")
def bundle_dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The PyInstaller bundle's ``dist`` folder, built once for the bundle and package tests.

    Under pytest-xdist every worker has its own session, so the workers share one
    folder beside their own temporary folders: the first builds, the others wait.
    """
    from packaging_support import build_bundle_once

    root = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        root = root.parent  # the folder all workers of this run share
    return build_bundle_once(root / "bundle")


@pytest.fixture(autouse=True)
def _desktop_text_state_reset() -> Iterator[None]:
    """After each test the desktop's shared text state is as a fresh app has it: no
    translation installed, cards named with French faces, no seat names. A test that changed
    them (a Schafkopf table, a window in English) must not decide how a later test on the
    same worker reads its texts."""
    yield
    messages = sys.modules.get("stammtisch.desktop.messages")
    if messages is not None:
        messages.set_card_faces("french")
        messages.set_seat_names(())
    i18n = sys.modules.get("stammtisch.desktop.i18n")
    if i18n is not None and i18n._installed:
        i18n.install_language("C")  # no translation is called "C": every translator goes
