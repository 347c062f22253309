"""Each game's AI adapter (:class:`~stammtisch.engine.ai.knowledge.GameAdapter`), one module per game.

A module here is imported on first use by
:func:`~stammtisch.engine.ai.knowledge.adapter_for` and registers its
adapter under the game's name.
"""
