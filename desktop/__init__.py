"""Stammtisch's desktop app: PySide6 Qt Widgets over the engine's Game/GameState API."""

from .qtfix import protect_none

protect_none()
