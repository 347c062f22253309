"""Check through AT-SPI what a screen reader gets while a deal is played by keys (issue 47).

Starts ``scenario.py`` (the app, the venv's python) and, at each moment it names, reads the
application through AT-SPI as a screen reader does (Debian's ``python3-pyatspi``), while it
listens to the announcements and focus changes:

- WAITING: a finished trick waits for Space: the announcement (on AT-SPI a notification the
  table shows) says who took it and that Space or a click goes on; the table is a "panel" named "Card table" whose description
  says the same; the prompt says it and nobody "is thinking";
- RESULT: the result dialog's focus is its default button (Next deal); its explanation is a
  list whose items are the lines it shows;
- NEWGAME: a new three-player Skat game after a five-player Sheepshead one: the table holds
  three seats and its game line and seats hold none of the five earlier names.

    Xvfb :47 -screen 0 1024x700x24 &
    DISPLAY=:47 dbus-run-session -- tools/atspi/run.sh check en

Prints what it read and ``PASS`` (exit 0) or every failed check (exit 1).  Not in CI: the
runners have no X display, session bus or AT-SPI registry; it is run by hand as above.
"""

import os
import subprocess
import sys
from pathlib import Path

import pyatspi
from gi.repository import GLib
from read import find_app, walk

HERE = Path(__file__).resolve().parent
PYTHON = HERE.parent.parent / ".venv" / "bin" / "python"
FIVE = ["Ulla", "Vera", "Walter", "Xaver", "Yvonne"]
WORDS = {
    "en": {
        "table": "Card table",
        "takes": "takes the trick",
        "go on": "Press Space or click the table to go on",
        "thinking": "thinking",
        "next": "Next deal",
        "result": "The result of the deal",
    },
    "de": {
        "table": "Kartentisch",
        "takes": "Stich",
        "go on": "Leertaste",
        "thinking": "überlegt",
        "next": "Nächstes Spiel",
        "result": "Das Ergebnis des Spiels",
    },
    "ja": {
        "table": "カードテーブル",
        "takes": "トリックを取ります",
        "go on": "スペースキーを押すか",
        "thinking": "考えています",
        "next": "次のディール(N)",
        "result": "このディールの結果",
    },
}
language = sys.argv[1] if len(sys.argv) > 1 else "en"
words = WORDS.get(language, WORDS["en"])
failures: list[str] = []
heard: list[tuple[str, str, str]] = []


def check(ok: bool, what: str) -> None:
    print(("  ok   " if ok else "  FAIL ") + what, flush=True)
    if not ok:
        failures.append(what)


def focused(node) -> bool:
    return node.getState().contains(pyatspi.STATE_FOCUSED)


def the_table(app):
    for _d, node in walk(app):
        if node.name == words["table"] and node.childCount:
            return node
    return None


def on_event(event) -> None:
    try:
        name, role = event.source.name, event.source.getRoleName()
    except Exception:  # the node went meanwhile
        name, role = "?", "?"
    if event.type.startswith("object:state-changed:focused") and not event.detail1:
        return
    kind = event.type
    said = event.any_data if isinstance(event.any_data, str) else ""
    if kind.startswith("object:state-changed:showing"):
        if role != "notification" or not event.detail1:
            return
        kind, said = "object:announcement", name  # (the table's notice: what it announces)
    heard.append((kind, f"[{role}] {name}", said))
    print(f"    {event.type}: [{role}] {name!r}" + (f" says {said!r}" if said else ""), flush=True)


def waiting(app) -> None:
    print("WAITING: a finished trick waits for Space", flush=True)
    table = the_table(app)
    check(table is not None, "the table is found by its name")
    if table is None:
        return
    check(table.getRoleName() == "panel", f"the table's role is a panel ({table.getRoleName()})")
    description = table.description
    print(f"    description: {description!r}")
    check(words["takes"] in description, "the description says who took the trick")
    check(words["go on"] in description, "the description says how to go on")
    announced = [said for kind, _who, said in heard if kind == "object:announcement"]
    last = announced[-1] if announced else ""
    print(f"    last announcement: {last!r}")
    check(words["takes"] in last and words["go on"] in last, "the announcement says both")
    labels = [n.name for _d, n in walk(app) if n.getRoleName() == "label" and n.name]
    prompt = next((text for text in labels if words["go on"] in text), "")
    print(f"    prompt: {prompt!r}")
    check(bool(prompt), "the prompt says how to go on")
    check(not any(words["thinking"] in text for text in labels), "nobody is said to be thinking")


def result(app) -> None:
    print("RESULT: the result dialog", flush=True)
    dialogs = [n for _d, n in walk(app) if n.getRoleName() == "dialog"]
    check(bool(dialogs), "a dialog is open")
    if not dialogs:
        return
    nodes = walk(dialogs[-1])
    first = [n for _d, n in nodes if focused(n)]
    names = [f"[{n.getRoleName()}] {n.name}" for n in first]
    print(f"    focused: {names}")
    check(
        any(n.getRoleName() == "push button" and n.name == words["next"] for n in first),
        "the dialog's focus is its default action",
    )
    lists = [n for _d, n in nodes if n.getRoleName() == "list" and n.name == words["result"]]
    check(bool(lists), "the explanation is a list named as the result")
    if lists:
        lines = [child.name for child in lists[0]]
        for line in lines[:6]:
            print(f"    line: {line!r}")
        check(len(lines) >= 6 and all(lines), f"it has {len(lines)} readable lines")
        check(
            all(child.getRoleName() == "list item" for child in lists[0]), "each line a list item"
        )


def new_game(app) -> None:
    print("NEWGAME: a three-player Skat game after a five-player Sheepshead one", flush=True)
    table = the_table(app)
    check(table is not None, "the table is found")
    if table is None:
        return
    labels = [child.name for child in table if child.getRoleName() == "label"]
    for text in labels:
        print(f"    {text!r}")
    check(len(labels) == 3 + 1, f"three seats and the game line ({len(labels)} labels)")
    read = " ".join(labels) + " " + table.description
    stale = [name for name in FIVE if name in read]
    check(not stale, f"no name of the earlier game ({stale})")


MOMENTS = {"WAITING": waiting, "RESULT": result, "NEWGAME": new_game}


def main() -> int:
    for kind in (
        "object:announcement",
        "object:state-changed:focused",
        "object:state-changed:showing",
    ):
        pyatspi.Registry.registerEventListener(on_event, kind)
    # as a screen reader does: a name or a description that changes is told to the reader
    # (and the names it keeps are renewed)
    for kind in (
        "object:property-change:accessible-name",
        "object:property-change:accessible-description",
    ):
        pyatspi.Registry.registerEventListener(lambda _event: None, kind)
    env = dict(os.environ, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_ACCESSIBILITY="1")
    app_process = subprocess.Popen(
        [str(PYTHON), str(HERE / "scenario.py"), language],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env=env,
        text=True,
    )
    assert app_process.stdout is not None
    seen: set[str] = set()

    def read_line(_source, _condition) -> bool:
        line = app_process.stdout.readline()
        if not line:
            pyatspi.Registry.stop()
            return False
        moment = line.strip()
        if moment in MOMENTS:
            seen.add(moment)
            try:
                app = find_app("Stammtisch", tries=4)
            except SystemExit:
                app = None
            if app is None:
                failures.append("the app is not on the AT-SPI bus")
            else:
                MOMENTS[moment](app)
        return True

    GLib.io_add_watch(app_process.stdout, GLib.IO_IN | GLib.IO_HUP, read_line)
    GLib.timeout_add_seconds(240, lambda: pyatspi.Registry.stop())
    pyatspi.Registry.start()
    app_process.wait(timeout=30)
    for moment in MOMENTS:
        check(moment in seen, f"the scenario reached {moment}")
    print("PASS" if not failures else f"FAIL: {len(failures)} checks", flush=True)
    return 0 if not failures else 1


sys.exit(main())
