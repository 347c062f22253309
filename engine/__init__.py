"""Stammtisch engine."""
