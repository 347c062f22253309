"""Qt translations: .ts sources and compiled .qm files."""
