"""``python -m stammtisch.desktop``: the same as the ``stammtisch`` command."""

import sys

from .app import main

sys.exit(main())
