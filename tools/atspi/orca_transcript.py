"""Interleave what Orca said (its debug log's SPEECH OUTPUT lines) with the keys pressed.

    python3 tools/atspi/orca_transcript.py ORCA_DEBUG_LOG KEYS_LOG > transcript.txt

Both logs start their lines with the time of day (HH:MM:SS.micro); the transcript lists
them in time order: ``KEY`` lines as pressed, ``SAID`` lines as Orca spoke them (its own
start-up words and the voice settings trimmed).
"""

import re
import sys

SPEECH = re.compile(r"^(\d\d:\d\d:\d\d\.\d+) - SPEECH OUTPUT: '(.*)'")
KEY = re.compile(r"^(\d\d:\d\d:\d\d\.\d+) - (KEY .*|DONE)$")


def main() -> None:
    events: list[tuple[str, str]] = []
    with open(sys.argv[1], encoding="utf-8", errors="replace") as debug:
        for line in debug:
            found = SPEECH.match(line)
            if found:
                said = re.sub(r"'?\{'established.*$", "", found.group(2)).rstrip("' ")
                if said.strip():
                    events.append((found.group(1), f"SAID {said}"))
    with open(sys.argv[2], encoding="utf-8") as keys:
        for line in keys:
            found = KEY.match(line.strip())
            if found:
                events.append((found.group(1), found.group(2)))
    for moment, what in sorted(events):
        print(f"{moment} {what}")


main()
