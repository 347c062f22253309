"""Draw the application icon and export it for every platform.

Writes ``resources/icons/stammtisch.svg`` (the source, drawn here with plain
paths so no font is involved), PNGs at the sizes desktops ask for, a
multi-size Windows ``.ico`` and a macOS ``.icns``.  Run it after changing the
drawing; the outputs are committed so builds need neither Qt nor Pillow.

    python packaging/make_icons.py
"""

from __future__ import annotations

import io
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "resources" / "icons"

HEART = "M0,-6 C-3,-12 -12,-10 -12,-3 C-12,4 -4,9 0,14 C4,9 12,4 12,-3 C12,-10 3,-12 0,-6 Z"
SPADE = (
    "M0,-14 C-4,-8 -13,-3 -13,4 C-13,10 -6,12 -2,8 L-4,15 L4,15 L2,8 "
    "C6,12 13,10 13,4 C13,-3 4,-8 0,-14 Z"
)
CLUB = (
    "M0,-14 a6,6 0 1,0 0.01,0 Z M-7,-2 a6,6 0 1,0 0.01,0 Z M7,-2 a6,6 0 1,0 0.01,0 Z "
    "M-2,2 L-4,15 L4,15 L2,2 Z"
)


def card(x: float, angle: float, suit_path: str, colour: str) -> str:
    return f"""
  <g transform="translate(256 300) rotate({angle}) translate({x} -40)">
    <rect x="-62" y="-92" width="124" height="176" rx="14" fill="#fffdf6" stroke="#3a2a18" stroke-width="5"/>
    <g transform="translate(0 -4) scale(3.2)"><path d="{suit_path}" fill="{colour}"/></g>
    <g transform="translate(-38 -62) scale(1.15)"><path d="{suit_path}" fill="{colour}"/></g>
  </g>"""


def svg() -> str:
    return f"""<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <title>Stammtisch</title>
  <defs>
    <radialGradient id="felt" cx="50%" cy="45%" r="60%">
      <stop offset="0" stop-color="#2f8a4e"/><stop offset="1" stop-color="#14502a"/>
    </radialGradient>
  </defs>
  <rect x="16" y="16" width="480" height="480" rx="96" fill="#6b4423"/>
  <ellipse cx="256" cy="262" rx="214" ry="206" fill="url(#felt)" stroke="#3e2613" stroke-width="10"/>
  {card(-70, -18, CLUB, "#1b1b1b")}
  {card(0, 0, HEART, "#c8102e")}
  {card(70, 18, SPADE, "#1b1b1b")}
</svg>
"""


def render_png(svg_bytes: bytes, size: int) -> bytes:
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(QByteArray(svg_bytes))
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(buffer.data().data())


def main() -> None:
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PIL import Image

    OUT.mkdir(parents=True, exist_ok=True)
    source = svg().encode()
    (OUT / "stammtisch.svg").write_bytes(source)
    big = Image.open(io.BytesIO(render_png(source, 1024))).convert("RGBA")
    for size in (16, 32, 48, 64, 128, 256, 512):
        Image.open(io.BytesIO(render_png(source, size))).save(OUT / f"stammtisch-{size}.png")
    big.save(OUT / "stammtisch.ico", sizes=[(s, s) for s in (16, 24, 32, 48, 64, 128, 256)])
    big.save(OUT / "stammtisch.icns")
    print(f"icons written to {OUT}")


if __name__ == "__main__":
    main()
