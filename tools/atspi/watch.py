"""Listen on AT-SPI to what the Stammtisch table tells a screen reader while keys are pressed."""

import sys
import threading
import time

import pyatspi

seen = []


def on_event(event):
    src = event.source
    try:
        name, role = src.name, src.getRoleName()
    except Exception:
        name, role = "?", "?"
    if event.type.startswith("object:state-changed:focused") and not event.detail1:
        return
    said = event.any_data if isinstance(event.any_data, str) else ""
    line = f"{event.type}: [{role}] {name!r}" + (f" says {said!r}" if said else "")
    print(line, flush=True)


for kind in (
    "object:announcement",
    "object:state-changed:focused",
    "object:text-changed",
    "focus:",
):
    pyatspi.Registry.registerEventListener(on_event, kind)


def stop():
    time.sleep(float(sys.argv[1]) if len(sys.argv) > 1 else 8)
    pyatspi.Registry.stop()


threading.Thread(target=stop, daemon=True).start()
pyatspi.Registry.start()
