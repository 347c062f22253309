"""Types of the compiled open-hand search (``_core.c`` around ``_core_search.c``); see :mod:`.search`."""

from collections.abc import Callable, Sequence

class Core:
    nodes: int
    @property
    def aborted(self) -> int: ...
    def __init__(
        self,
        n: int,
        hands: Sequence[int],
        side: Sequence[int],
        cls: Sequence[int],
        val: Sequence[int],
        lead_key: Sequence[int],
        prev: Sequence[int],
        above: Sequence[int],
        cmask: Sequence[int],
        beats: bytes,
        beats_last: bytes,
        called: int,
        runaway: int,
        tv: int,
        lb: int,
        blocks: Sequence[tuple[int, Sequence[int], Sequence[int]]],
        zob_card: Sequence[int],
        zob_leader: Sequence[int],
        leader: int,
        trick: Sequence[int],
        tricks_left: int,
        zob: int,
        rp: int,
        rn: int,
        table_bits: int,
        double_deck: bool,
        /,
    ) -> None: ...
    def search(
        self,
        first: int,
        alpha: int,
        beta: int,
        node_limit: int,
        should_stop: Callable[[], bool] | None,
        /,
    ) -> int | None: ...
    def set_extras(
        self,
        code: Sequence[int],
        eqv: Sequence[int],
        radius: int,
        doppelkopf: int,
        fox_last: int,
        charlie: int,
        caught: int,
        fox0: int,
        fox1: int,
        cj0: int,
        cj1: int,
        rich: int,
        zext: Sequence[int],
        /,
    ) -> None: ...
    def set_level(self, phi: Sequence[int], level_key: int, /) -> None: ...
