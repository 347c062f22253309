"""Where things go on the table, in the scene's fixed logical coordinates (no Qt).

The scene is :data:`SCENE_W` x :data:`SCENE_H`; the view scales it to the
window.  The user sits at the bottom; the other seats follow clockwise
(left, top, right), so play moves around the table the way it does at a
real one.

>>> [p.name for p in seat_places(4)]
['bottom', 'left', 'top', 'right']
>>> [p.name for p in seat_places(5)]
['bottom', 'left', 'top-left', 'top-right', 'right']
>>> hand_positions(3, 0.0)[1]
(800.0, 0.0, 0.0)

The view scales the scene to the window (a 1024×700 window shows it at about
half size), so every text drawn in the scene is at least 24 scene pixels high
(11 px on screen there) and the user's hand is drawn larger than the other
cards (:data:`HAND_SCALE`), its fan spread over the width the table has.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

SCENE_W = 1600.0
SCENE_H = 1000.0
CARD_W = 110.0
CARD_H = 154.0
"""A card at scale 1."""
HAND_SCALE = 1.3
"""The user's hand: 143 × 200 scene pixels (over 100 px wide on screen at 1600×1000)."""
OPPONENT_SCALE = 0.6
TRICK_SCALE = 0.85
TALON_SCALE = 0.7
CENTRE = (800.0, 450.0)
DROP_ZONE = (330.0, 215.0, 940.0, 490.0)
"""x, y, width, height of the area where a dragged card counts as played."""
HAND_Y = 888.0
"""Centre line of the user's hand."""
MIN_TEXT_PX = 24
"""The smallest text drawn in the scene (over 11 px on screen at a 1024×700 window)."""
READABLE_PX = 11.0
"""The smallest text on screen that still reads: the table is never drawn smaller than
:data:`READABLE_SCALE` (docks give way first)."""
READABLE_SCALE = READABLE_PX / MIN_TEXT_PX
READABLE_W = math.ceil(SCENE_W * READABLE_SCALE) + 4
READABLE_H = math.ceil(SCENE_H * READABLE_SCALE) + 4
"""The least size of the table in the app's window: 738 × 463 pixels (the view keeps a
margin of 2 pixels round the scene)."""


@dataclass(frozen=True)
class SeatPlace:
    """Where a seat sits: its hand's centre, the angle its cards are turned by,
    the direction from the centre towards it (for trick cards), and its name plate."""

    name: str
    hand: tuple[float, float]
    angle: float
    toward: tuple[float, float]
    plate: tuple[float, float]


_PLACES = {
    "bottom": SeatPlace("bottom", (800.0, HAND_Y), 0.0, (0.0, 1.0), (1440.0, 735.0)),
    "left": SeatPlace("left", (95.0, 385.0), 90.0, (-1.0, 0.0), (200.0, 150.0)),
    "right": SeatPlace("right", (1505.0, 385.0), -90.0, (1.0, 0.0), (1400.0, 150.0)),
    "top": SeatPlace("top", (800.0, 98.0), 180.0, (0.0, -1.0), (800.0, 208.0)),
    "top-left": SeatPlace("top-left", (520.0, 98.0), 180.0, (-0.55, -0.85), (520.0, 208.0)),
    "top-right": SeatPlace("top-right", (1080.0, 98.0), 180.0, (0.55, -0.85), (1080.0, 208.0)),
    "upper-left": SeatPlace("upper-left", (95.0, 340.0), 90.0, (-0.85, -0.5), (200.0, 105.0)),
    "upper-right": SeatPlace("upper-right", (1505.0, 340.0), -90.0, (0.85, -0.5), (1400.0, 105.0)),
}
"""The plates of the seats at the sides sit above their cards, so that they can grow down
and the user's plate up (over the hand) without meeting."""
PLATE_W = 300.0
PLATE_H = 100.0
"""A seat's name plate, centred on its place's ``plate`` point: its usual size."""
PLATE_MAX_H = 151.0
"""A plate whose lines wrap grows to at most this height: downwards, but the user's (at the
bottom, over the hand) upwards (:func:`plate_rect`)."""

_ORDER = {
    2: ("bottom", "top"),
    3: ("bottom", "upper-left", "upper-right"),
    4: ("bottom", "left", "top", "right"),
    5: ("bottom", "left", "top-left", "top-right", "right"),
    6: ("bottom", "left", "top-left", "top", "top-right", "right"),
}


def seat_places(players: int) -> list[SeatPlace]:
    """The places of a table of ``players``, the user's first, then clockwise."""
    return [_PLACES[name] for name in _ORDER[players]]


def place_of(seat: int, viewer: int, players: int) -> SeatPlace:
    """Where ``seat`` sits as seen by ``viewer`` (who sits at the bottom)."""
    return seat_places(players)[(seat - viewer) % players]


def plate_grows_up(place: SeatPlace) -> bool:
    """Whether a plate at ``place`` grows upwards when its lines wrap (the user's, which sits
    just over the hand)."""
    return place.name == "bottom"


def plate_rect(place: SeatPlace, height: float = PLATE_H) -> tuple[float, float, float, float]:
    """Left, top, width and height of the plate at ``place`` when it is ``height`` high."""
    x, y = place.plate
    top = y + PLATE_H / 2 - height if plate_grows_up(place) else y - PLATE_H / 2
    return (x - PLATE_W / 2, top, PLATE_W, height)


def hand_positions(count: int, selected: float | None = None) -> list[tuple[float, float, float]]:
    """Centre x, y offset and rotation of each card of the user's fanned hand.

    ``selected`` is the index of the card lifted by the keyboard (or ``None``).
    """
    if count == 0:
        return []
    spacing = min(CARD_W * HAND_SCALE * 0.8, 1120.0 / max(count, 1))
    mid = (count - 1) / 2
    out = []
    for i in range(count):
        offset = i - mid
        lift = -28.0 if selected is not None and i == selected else 0.0
        out.append((800.0 + offset * spacing, offset * offset * 0.8 + lift, offset * 1.4))
    return out


def opponent_positions(place: SeatPlace, count: int) -> list[tuple[float, float]]:
    """Centres of the (small, face-down or open) cards of another seat's hand."""
    spacing = 22.0 if count <= 10 else 17.0 if count <= 12 else 15.0
    mid = (count - 1) / 2
    rad = math.radians(place.angle)
    dx, dy = math.cos(rad), math.sin(rad)
    x, y = place.hand
    return [(x + (i - mid) * spacing * dx, y + (i - mid) * spacing * dy) for i in range(count)]


OPEN_SCALE = 0.9
"""The scale of a hand shown open at a side seat (larger than a hidden hand: its cards are
read)."""
OPEN_STEP = (78.0, 75.0)
"""How far apart the open cards at a side seat lie: across a row (each card's left part, with
its index, shows) and from one row to the next (each card's top part shows)."""


def open_hand_scale(place: SeatPlace) -> float:
    """The scale of the open hand at ``place``."""
    return OPEN_SCALE if place.angle in (90.0, -90.0) else OPPONENT_SCALE


def open_hand_positions(place: SeatPlace, count: int) -> list[tuple[float, float]]:
    """Centres of a hand shown open (an ouvert declarer, the end of a deal), in its order.

    The cards stay upright so their indices read: at the sides rows of three overlapping
    left to right, each row a little below the last, under the seat's plate (grown to its
    tallest) and clear of the talon and the user's plate; a row at the top.
    """
    x, y = place.hand
    if place.angle not in (90.0, -90.0):
        mid = (count - 1) / 2
        return [(x + (i - mid) * 36.0, y) for i in range(count)]
    across = 3
    dx, dy = OPEN_STEP
    card_w, card_h = CARD_W * OPEN_SCALE, CARD_H * OPEN_SCALE
    width = (across - 1) * dx + card_w
    # 12 from the scene's edge, the first row's top 8 under the plate at its tallest
    left = 12.0 if x < SCENE_W / 2 else SCENE_W - 12.0 - width
    _, plate_top, _, plate_h = plate_rect(place, PLATE_MAX_H)
    first_y = plate_top + plate_h + 8.0 + card_h / 2
    return [
        (left + card_w / 2 + (i % across) * dx, first_y + (i // across) * dy) for i in range(count)
    ]


def trick_position(place: SeatPlace, order: int) -> tuple[float, float, float]:
    """Centre and rotation of the card ``place``'s seat played to the current trick."""
    cx, cy = CENTRE
    tx, ty = place.toward
    return (cx + tx * 78.0, cy + ty * 62.0, (order % 3 - 1) * 4.0)


def talon_positions(count: int) -> list[tuple[float, float]]:
    """Centres of the talon's cards: undealt or laid away (right of the trick)."""
    x0, y = 1250.0, 318.0
    spacing = 38.0
    return [(x0 + i * spacing, y) for i in range(count)]


TALON_ZONE = (1170.0, 215.0, 260.0, 170.0)
"""Where the talon lies: dropping a card there lays it away."""


def point_in_drop_zone(x: float, y: float) -> bool:
    """Whether a card dropped at (x, y) is meant for the table (the middle or the talon)."""
    for zx, zy, zw, zh in (DROP_ZONE, TALON_ZONE):
        if zx <= x <= zx + zw and zy <= y <= zy + zh:
            return True
    return False


__all__ = [
    "CARD_H",
    "CARD_W",
    "CENTRE",
    "DROP_ZONE",
    "HAND_SCALE",
    "HAND_Y",
    "MIN_TEXT_PX",
    "OPEN_SCALE",
    "OPEN_STEP",
    "OPPONENT_SCALE",
    "PLATE_H",
    "PLATE_MAX_H",
    "PLATE_W",
    "READABLE_H",
    "READABLE_PX",
    "READABLE_SCALE",
    "READABLE_W",
    "SCENE_H",
    "SCENE_W",
    "TALON_SCALE",
    "TALON_ZONE",
    "TRICK_SCALE",
    "SeatPlace",
    "hand_positions",
    "open_hand_positions",
    "open_hand_scale",
    "opponent_positions",
    "place_of",
    "plate_grows_up",
    "plate_rect",
    "point_in_drop_zone",
    "seat_places",
    "talon_positions",
    "trick_position",
]
