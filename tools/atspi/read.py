"""Read the Stammtisch card table through AT-SPI (pyatspi): the hand and the trick."""

import sys
import time

import pyatspi


def find_app(name, tries=60):
    for _ in range(tries):
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            if app is not None and app.name and name.lower() in app.name.lower():
                return app
        time.sleep(0.5)
    raise SystemExit(f"no application named {name!r} on the AT-SPI bus")


def walk(node, depth=0, out=None):
    out = [] if out is None else out
    out.append((depth, node))
    if depth < 12:
        for child in node:
            if child is not None:
                walk(child, depth + 1, out)
    return out


def main() -> None:
    app = find_app(sys.argv[1] if len(sys.argv) > 1 else "Stammtisch")
    print("application:", app.name, "children:", app.childCount)
    nodes = walk(app)
    table = next(
        (
            n
            for d, n in nodes
            if n.getRoleName() in ("filler", "panel", "unknown")
            and n.childCount
            and any(c.getRoleName() == "list" for c in n)
        ),
        None,
    )
    if table is None:
        for d, n in nodes:
            print("  " * d + f"[{n.getRoleName()}] {n.name!r}")
        raise SystemExit("no card table found")
    print(f"table: [{table.getRoleName()}] {table.name!r} — {table.description!r}")
    for d, n in walk(table)[1:]:
        states = n.getState()
        flags = [
            s
            for s, st in (("focused", pyatspi.STATE_FOCUSED), ("selected", pyatspi.STATE_SELECTED))
            if states.contains(st)
        ]
        print("  " * d + f"[{n.getRoleName()}] {n.name!r}" + (f" {flags}" if flags else ""))


if __name__ == "__main__":
    main()
