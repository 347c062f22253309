"""Shared test setup: Qt runs offscreen; the tests' own helpers are importable."""

from __future__ import annotations

import os
import sys
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
