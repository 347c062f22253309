"""Schafkopf records in outside formats, replayed through our rules: :mod:`.netschafkopf`
(NetSchafkopf's "Schafkopfprotokoll" files)."""
