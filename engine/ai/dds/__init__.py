"""The fast open-hand solver (:mod:`.search`), random whole deals to time it on (:mod:`.deals`)
and the timing itself (:mod:`.bench`)."""
