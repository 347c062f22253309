"""Draw Stammtisch's card faces as SVG files (run by hand; the output is committed).

    python resources/cards/make_cards.py

Writes, next to this script:

- ``french/``: French suits in black and red, indices J Q K A (32 faces; the
  48-card Doppelkopf deck is two copies of its A K Q J 10 9 faces);
- ``fourcolour/``: the German tournament colours (clubs black, spades green,
  hearts red, diamonds yellow) with German indices B D K A;
- ``german/``: German suits Eichel, Gras, Herz, Schellen with Unter, Ober,
  König and Sau;
- ``backs/``: card backs.

Files are named by the card's ISS code (``CJ.svg`` is the jack of clubs, in
the German set the Eichel-Unter).  Every face has a large corner index in two
corners so the cards stay readable when they are drawn small.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path

W, H = 250, 350
RADIUS = 14
SUIT_LETTERS = "CSHD"
RANK_LETTERS = "AKQJT987"
FONT = "DejaVu Sans, Arial, Helvetica, sans-serif"
SKIN = "#f5d6b8"
GOLD = "#e3b026"
INK = "#1d1d1d"

# --- suit symbols, each drawn in a 100 x 100 box ---------------------------------


def heart(color: str) -> str:
    return (
        f'<path fill="{color}" d="M50,94 C30,76 2,56 2,30 C2,13 14,3 28,3 '
        f'C39,3 46,10 50,20 C54,10 61,3 72,3 C86,3 98,13 98,30 C98,56 70,76 50,94 Z"/>'
    )


def diamond(color: str) -> str:
    return f'<path fill="{color}" d="M50,2 L90,50 L50,98 L10,50 Z"/>'


def spade(color: str) -> str:
    return (
        f'<path fill="{color}" d="M50,2 C36,22 4,38 4,62 C4,78 16,86 28,86 '
        f"C37,86 44,82 47,76 C46,86 41,94 32,99 L68,99 C59,94 54,86 53,76 "
        f'C56,82 63,86 72,86 C84,86 96,78 96,62 C96,38 64,22 50,2 Z"/>'
    )


def club(color: str) -> str:
    return (
        f'<g fill="{color}"><circle cx="50" cy="27" r="22"/><circle cx="25" cy="60" r="22"/>'
        f'<circle cx="75" cy="60" r="22"/><rect x="40" y="35" width="20" height="30"/>'
        f'<path d="M46,56 C46,78 40,91 30,99 L70,99 C60,91 54,78 54,56 Z"/></g>'
    )


def acorn(_: str) -> str:
    """Eichel: an acorn with a hatched cap."""
    return (
        '<path fill="#6b4a1f" d="M47,4 L53,4 L53,18 L47,18 Z"/>'
        '<ellipse cx="50" cy="62" rx="27" ry="34" fill="#d99a2b" stroke="#5a3a12" stroke-width="3"/>'
        '<path fill="#7a5424" stroke="#3e2708" stroke-width="3" '
        'd="M14,40 C14,20 30,13 50,13 C70,13 86,20 86,40 C72,46 28,46 14,40 Z"/>'
        '<path stroke="#3e2708" stroke-width="2" fill="none" '
        'd="M26,22 L34,42 M40,16 L46,44 M56,16 L54,44 M70,20 L64,43 M20,32 L78,30"/>'
        '<path fill="#f3c766" opacity="0.8" d="M36,60 C36,74 42,84 48,88 C40,80 38,70 40,58 Z"/>'
    )


def leaf(_: str) -> str:
    """Gras (Laub): a green leaf with a stem and veins."""
    return (
        '<path fill="#2f8a2f" stroke="#145214" stroke-width="3" '
        'd="M50,4 C74,22 90,44 84,66 C79,82 64,88 50,88 C36,88 21,82 16,66 '
        'C10,44 26,22 50,4 Z"/>'
        '<path stroke="#145214" stroke-width="4" fill="none" d="M50,16 L50,99"/>'
        '<path stroke="#145214" stroke-width="2.5" fill="none" '
        'd="M50,34 L32,24 M50,34 L68,24 M50,52 L26,40 M50,52 L74,40 M50,70 L28,60 M50,70 L72,60"/>'
    )


def german_heart(_: str) -> str:
    return (
        '<path fill="#d42222" stroke="#7a0d0d" stroke-width="3" d="M50,94 C28,74 4,56 4,32 '
        "C4,14 16,5 29,5 C40,5 47,12 50,22 C53,12 60,5 71,5 C84,5 96,14 96,32 "
        'C96,56 72,74 50,94 Z"/>'
        '<path fill="#ff8a8a" opacity="0.7" d="M20,26 C22,16 30,14 36,18 C28,20 24,26 22,34 Z"/>'
    )


def bell(_: str) -> str:
    """Schellen: a round bell with a band and a slit."""
    return (
        '<circle cx="50" cy="8" r="6" fill="#c78b00" stroke="#6b4a00" stroke-width="2"/>'
        '<circle cx="50" cy="54" r="42" fill="#f2b705" stroke="#7a5200" stroke-width="3"/>'
        '<path fill="#c7261f" stroke="#7a0d0d" stroke-width="2" '
        'd="M9,44 C30,36 70,36 91,44 L92,58 C70,50 30,50 8,58 Z"/>'
        '<circle cx="50" cy="74" r="7" fill="#3b2a00"/>'
        '<path stroke="#3b2a00" stroke-width="4" d="M50,80 L50,93"/>'
        '<ellipse cx="34" cy="26" rx="9" ry="5" fill="#fff3b0" opacity="0.8"/>'
    )


SuitDrawer = Callable[[str], str]

FRENCH: dict[str, tuple[SuitDrawer, str]] = {
    "C": (club, "#111111"),
    "S": (spade, "#111111"),
    "H": (heart, "#d01818"),
    "D": (diamond, "#d01818"),
}
FOURCOLOUR: dict[str, tuple[SuitDrawer, str]] = {
    "C": (club, "#111111"),
    "S": (spade, "#13872a"),
    "H": (heart, "#d01818"),
    "D": (diamond, "#e39400"),
}
GERMAN: dict[str, tuple[SuitDrawer, str]] = {
    "C": (acorn, "#6b4a1f"),
    "S": (leaf, "#1f7a1f"),
    "H": (german_heart, "#c81818"),
    "D": (bell, "#b07800"),
}


def symbol(draw: SuitDrawer, color: str, cx: float, cy: float, size: float, flip: bool) -> str:
    scale = size / 100
    rot = f" rotate(180 {cx} {cy})" if flip else ""
    return (
        f'<g transform="{rot} translate({cx - size / 2:.2f} {cy - size / 2:.2f}) '
        f'scale({scale:.4f})">{draw(color)}</g>'
    )


# --- card parts -------------------------------------------------------------------


def frame(body: str) -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" width="{W}" height="{H}">'
        f'<rect x="1.5" y="1.5" width="{W - 3}" height="{H - 3}" rx="{RADIUS}" '
        f'fill="#fffdf7" stroke="#555" stroke-width="3"/>{body}</svg>\n'
    )


def index(label: str, draw: SuitDrawer, color: str) -> str:
    """The corner index, top left and (turned) bottom right: big rank, suit below."""
    size = 58 if len(label) == 1 else 46
    x = 34 if len(label) == 1 else 36
    text_color = "#111111" if draw in (acorn, leaf, bell, german_heart) else color
    one = (
        f'<text x="{x}" y="64" font-family="{FONT}" font-weight="bold" font-size="{size}" '
        f'text-anchor="middle" fill="{text_color}" letter-spacing="-3">{label}</text>'
        + symbol(draw, color, 34, 96, 40, False)
    )
    return one + f'<g transform="rotate(180 {W / 2} {H / 2})">{one}</g>'


PIP_X = (82, 125, 168)
PIP_TOP, PIP_BOTTOM = 70, 280


def pip_rows(count: int) -> list[tuple[float, float]]:
    """Centres of the pips of a number card (standard layouts)."""
    left, mid, right = PIP_X
    t, b = PIP_TOP, PIP_BOTTOM
    third = (b - t) / 3
    centre = (t + b) / 2
    if count == 7:
        return [(left, t), (right, t), (mid, t + (centre - t) / 2), (left, centre), (right, centre),
                (left, b), (right, b)]  # fmt: skip
    if count == 8:
        return [*pip_rows(7), (mid, b - (b - centre) / 2)]
    if count == 9:
        side = [(x, t + i * third) for x in (left, right) for i in range(4)]
        return [*side, (mid, centre)]
    side = [(x, t + i * third) for x in (left, right) for i in range(4)]
    return [*side, (mid, t + third / 2), (mid, b - third / 2)]


def pips(count: int, draw: SuitDrawer, color: str) -> str:
    out = []
    centre = (PIP_TOP + PIP_BOTTOM) / 2
    for x, y in pip_rows(count):
        out.append(symbol(draw, color, x, y, 38, y > centre + 1))
    return "".join(out)


def ace(draw: SuitDrawer, color: str, german: bool) -> str:
    if german:  # the Sau: one big symbol framed by a banner
        return (
            '<rect x="58" y="52" width="134" height="246" rx="10" fill="#fbf1d6" '
            'stroke="#a88a3c" stroke-width="3"/>'
            + symbol(draw, color, 125, 150, 110, False)
            + f'<path d="M70,228 L180,228 L170,262 L80,262 Z" fill="{color}" opacity="0.85"/>'
            + symbol(draw, color, 125, 245, 30, False)
        )
    return symbol(draw, color, 125, 175, 120, False)


def figure(kind: str, draw: SuitDrawer, color: str, robe: str) -> str:
    """A simple double-ended court figure: bust with head-dress, suit symbol beside it."""
    head = "".join(
        [
            # shoulders and robe
            f'<path d="M72,175 L84,132 C100,118 150,118 166,132 L178,175 Z" fill="{robe}" '
            f'stroke="{INK}" stroke-width="2.5"/>',
            f'<path d="M108,124 L125,150 L142,124 Z" fill="#ffffff" stroke="{INK}" stroke-width="2"/>',
            f'<rect x="118" y="150" width="14" height="25" fill="{GOLD}" stroke="{INK}" stroke-width="1.5"/>',
            # face
            f'<circle cx="125" cy="98" r="22" fill="{SKIN}" stroke="{INK}" stroke-width="2.5"/>',
            f'<circle cx="117" cy="96" r="2.6" fill="{INK}"/><circle cx="133" cy="96" r="2.6" fill="{INK}"/>',
            f'<path d="M118,108 Q125,113 132,108" fill="none" stroke="{INK}" stroke-width="2"/>',
        ]
    )
    if kind == "K":
        hat = (
            f'<path d="M101,82 L103,56 L114,70 L125,52 L136,70 L147,56 L149,82 Z" fill="{GOLD}" '
            f'stroke="{INK}" stroke-width="2.5"/>'
            f'<path d="M106,108 C108,128 142,128 144,108 C138,118 112,118 106,108 Z" fill="#8a8a8a" '
            f'stroke="{INK}" stroke-width="2"/>'
        )
    elif kind == "Q":
        hat = (
            f'<path d="M100,100 C96,70 106,70 125,70 C144,70 154,70 150,100 C146,84 104,84 100,100 Z" '
            f'fill="#7a4a1a" stroke="{INK}" stroke-width="2"/>'
            f'<path d="M108,76 L112,62 L119,72 L125,58 L131,72 L138,62 L142,76 Z" fill="{GOLD}" '
            f'stroke="{INK}" stroke-width="2"/><circle cx="125" cy="66" r="3" fill="#d01818"/>'
        )
    elif kind == "O":  # Ober: tall feathered hat
        hat = (
            f'<path d="M98,82 C98,58 152,58 152,82 Z" fill="{robe}" stroke="{INK}" stroke-width="2.5"/>'
            f'<path d="M140,68 C152,58 160,56 168,56 C160,62 154,68 146,74 Z" fill="#ffffff" '
            f'stroke="{INK}" stroke-width="2"/>'
        )
    else:  # jack / Unter: flat cap with a feather
        hat = (
            f'<path d="M99,84 C100,66 150,66 151,84 L160,86 L92,86 Z" fill="{robe}" '
            f'stroke="{INK}" stroke-width="2.5"/>'
            f'<path d="M146,72 C156,62 164,60 170,60 C162,68 156,74 150,80 Z" fill="{GOLD}" '
            f'stroke="{INK}" stroke-width="1.5"/>'
        )
    sym_y = 92 if kind in ("O", "K", "Q") else 150
    if draw in (acorn, leaf, bell, german_heart):
        sym_y = 80 if kind == "O" else 158 if kind == "J" else 96
    half = head + hat + symbol(draw, color, 78, sym_y, 30, False)
    return (
        '<rect x="58" y="52" width="134" height="246" rx="8" fill="#fbf1d6" '
        'stroke="#a88a3c" stroke-width="3"/>'
        f"<g>{half}</g>"
        f'<g transform="rotate(180 {W / 2} {H / 2})">{half}</g>'
        '<path d="M58,175 L192,175" stroke="#a88a3c" stroke-width="2.5"/>'
    )


def face(suit: str, rank: str, style: str) -> str:
    german = style == "german"
    table = {"french": FRENCH, "fourcolour": FOURCOLOUR, "german": GERMAN}[style]
    draw, color = table[suit]
    if german:
        labels = {"A": "A", "K": "K", "Q": "O", "J": "U", "T": "10"}
    elif style == "fourcolour":
        labels = {"A": "A", "K": "K", "Q": "D", "J": "B", "T": "10"}
    else:
        labels = {"A": "A", "K": "K", "Q": "Q", "J": "J", "T": "10"}
    label = labels.get(rank, rank)
    robe = {"C": "#2b5fb8", "S": "#2f8a2f", "H": "#c0282d", "D": "#d98c00"}[suit]
    if rank == "A":
        body = ace(draw, color, german)
    elif rank in "KQJ":
        kind = rank if not german else {"K": "K", "Q": "O", "J": "J"}[rank]
        body = figure(kind, draw, color, robe)
    else:
        body = pips({"T": 10, "9": 9, "8": 8, "7": 7}[rank], draw, color)
    return frame(index(label, draw, color) + body)


def back(primary: str, secondary: str) -> str:
    """A lattice of small diamonds inside a white border, a star in the middle."""
    cells = []
    step = 20
    x0, y0, x1, y1 = 16, 16, W - 16, H - 16
    for row in range(int((y1 - y0) / (step / 2)) + 1):
        cy = y0 + row * step / 2
        offset = 0 if row % 2 == 0 else step / 2
        cx = x0 + offset
        while cx <= x1:
            half = step / 2 - 2
            pts = [(cx, cy - half), (cx + half, cy), (cx, cy + half), (cx - half, cy)]
            if all(x0 <= x <= x1 and y0 <= y <= y1 for x, y in pts):
                cells.append("M" + " L".join(f"{x:.1f},{y:.1f}" for x, y in pts) + " Z")
            cx += step
    star = " ".join(
        f"{125 + 38 * math.cos(math.pi * k / 6 - math.pi / 2) * (1 if k % 2 == 0 else 0.45):.1f},"
        f"{175 + 38 * math.sin(math.pi * k / 6 - math.pi / 2) * (1 if k % 2 == 0 else 0.45):.1f}"
        for k in range(12)
    )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" width="{W}" height="{H}">'
        f'<rect x="1.5" y="1.5" width="{W - 3}" height="{H - 3}" rx="{RADIUS}" fill="#ffffff" '
        'stroke="#555" stroke-width="3"/>'
        f'<rect x="{x0}" y="{y0}" width="{x1 - x0}" height="{y1 - y0}" rx="8" fill="{primary}"/>'
        f'<path d="{" ".join(cells)}" fill="{secondary}"/>'
        f'<circle cx="125" cy="175" r="52" fill="{primary}" stroke="#ffffff" stroke-width="5"/>'
        f'<polygon points="{star}" fill="#ffffff"/>'
        f'<rect x="{x0}" y="{y0}" width="{x1 - x0}" height="{y1 - y0}" rx="8" fill="none" '
        'stroke="#ffffff" stroke-width="4"/></svg>\n'
    )


def write_all(root: Path) -> int:
    count = 0
    for style in ("french", "fourcolour", "german"):
        folder = root / style
        folder.mkdir(parents=True, exist_ok=True)
        for suit in SUIT_LETTERS:
            for rank in RANK_LETTERS:
                (folder / f"{suit}{rank}.svg").write_text(face(suit, rank, style), encoding="utf-8")
                count += 1
    backs = root / "backs"
    backs.mkdir(parents=True, exist_ok=True)
    (backs / "blue.svg").write_text(back("#1f4e9c", "#5d86cf"), encoding="utf-8")
    (backs / "red.svg").write_text(back("#9c1f2a", "#cf5d68"), encoding="utf-8")
    return count + 2


if __name__ == "__main__":
    print(f"{write_all(Path(__file__).resolve().parent)} files written")
