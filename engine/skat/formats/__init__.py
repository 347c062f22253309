"""Skat records in outside formats, replayed through our rules: :mod:`.iss` (the
International Skat Server's game lines)."""
