"""Stammtisch's desktop app: PySide6 Qt Widgets over the engine's Game/GameState API."""
