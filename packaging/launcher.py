"""Entry script for the PyInstaller bundle: starts the installed app."""

import sys

from stammtisch.desktop.app import main

if __name__ == "__main__":
    sys.exit(main())
