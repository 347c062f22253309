"""``python -m stammtisch.engine``: see :mod:`stammtisch.engine.cli`."""

import sys

from .cli import main

sys.exit(main())
