"""The tests run wherever CI runs them (Linux, Windows, macOS): checked here, in their source,
because only the real runners run them on the other systems.

- A function, constant or module some platforms lack (``os.mkfifo``, ``os.geteuid``,
  ``os.fork``, ``signal.SIGKILL``, ``fcntl`` ...) is used only under a skip mark naming it
  (``platform_support.needs(os, "mkfifo", why)`` or ``pytest.mark.skipif(not hasattr(...))``
  on the test, its class or the module's ``pytestmark``) or a ``hasattr`` guard; never
  under a check of the platform's name.
- Files are written with an explicit ``encoding=`` and ``newline=`` (``write_text``,
  ``open`` for writing) and read with an explicit ``encoding=``: Windows's defaults are the
  ANSI code page and ``\\r\\n`` line ends, so text that already holds ``\\r\\n`` would be
  written as ``\\r\\r\\n``.
- A subprocess's output is decoded with an explicit ``encoding=``: ``text=True`` alone
  decodes with the ANSI code page on Windows, and our command lines write UTF-8.
"""

from __future__ import annotations

import ast
import importlib
import os
import re
import signal
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent

POSIX_ONLY: dict[str, frozenset[str]] = {
    "os": frozenset(
        {
            "chown", "chroot", "fchown", "fork", "forkpty", "getegid", "geteuid", "getgid",
            "getgroups", "getloadavg", "getpgid", "getpgrp", "getuid", "killpg", "lchown", "makedev", "mkfifo", "mknod", "nice", "openpty",
            "pathconf", "posix_spawn", "register_at_fork", "setegid", "seteuid", "setgid", "setpgid", "setsid", "setuid", "statvfs", "sync",
            "sysconf", "ttyname", "wait", "wait3", "wait4", "WNOHANG",
        }
    ),
    "signal": frozenset(
        {
            "SIGALRM", "SIGCHLD", "SIGCONT", "SIGHUP", "SIGKILL", "SIGPIPE", "SIGQUIT",
            "SIGSTOP", "SIGTSTP", "SIGTTIN", "SIGTTOU", "SIGUSR1", "SIGUSR2", "SIGWINCH",
            "alarm", "getitimer", "pause", "pthread_kill", "pthread_sigmask", "setitimer",
            "siginterrupt", "sigwait",
        }
    ),
}  # fmt: skip
"""Names the Python documentation marks "Availability: Unix" (not Windows) that tests reach for."""

POSIX_ONLY_MODULES = frozenset(
    {"fcntl", "grp", "posix", "pty", "pwd", "resource", "syslog", "termios", "tty"}
)

SUBPROCESS_CALLS = frozenset({"run", "Popen", "check_output", "check_call", "call"})


def _dotted(node: ast.expr) -> str:
    """``pytest.mark.skipif`` for that expression; "" for anything but names and attributes."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        inner = _dotted(node.value)
        return f"{inner}.{node.attr}" if inner else ""
    return ""


def _hasattr_names(node: ast.AST) -> set[str]:
    """The names asked for by ``hasattr(x, "name")`` anywhere in ``node``."""
    return {
        call.args[1].value
        for call in ast.walk(node)
        if isinstance(call, ast.Call)
        and _dotted(call.func) == "hasattr"
        and len(call.args) == 2
        and isinstance(call.args[1], ast.Constant)
        and isinstance(call.args[1].value, str)
    }


def _keyword(call: ast.Call, name: str) -> ast.expr | None:
    return next((k.value for k in call.keywords if k.arg == name), None)


class _Checker:
    def __init__(self, source: str) -> None:
        self.tree = ast.parse(source)
        self.parents: dict[ast.AST, ast.AST] = {
            child: node for node in ast.walk(self.tree) for child in ast.iter_child_nodes(node)
        }
        self.assigned: dict[str, ast.expr] = {}
        self.modules: dict[str, str] = {}  # local name -> module (``import os as o``)
        for node in self.tree.body:
            if isinstance(node, ast.Assign):
                for target in node.targets:
                    if isinstance(target, ast.Name):
                        self.assigned[target.id] = node.value
        for node in ast.walk(self.tree):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    self.modules[alias.asname or alias.name.split(".")[0]] = alias.name

    # --- skip marks and guards ------------------------------------------------------------

    def _marks(self, expr: ast.expr, seen: int = 0) -> set[str]:
        """The features a mark expression makes its tests skip without."""
        if isinstance(expr, ast.Name) and expr.id in self.assigned and seen < 5:
            return self._marks(self.assigned[expr.id], seen + 1)
        named: set[str] = set()
        for call in ast.walk(expr):
            if not isinstance(call, ast.Call):
                continue
            callee = _dotted(call.func)
            if callee.split(".")[-1] == "needs" and len(call.args) >= 2:
                if isinstance(call.args[1], ast.Constant) and isinstance(call.args[1].value, str):
                    named.add(call.args[1].value)
            elif callee.endswith("skipif"):
                condition = call.args[0] if call.args else _keyword(call, "condition")
                if condition is not None:
                    named |= _hasattr_names(condition)
            elif (
                callee == "pytest.importorskip"
                and call.args
                and isinstance(call.args[0], ast.Constant)
            ):
                named.add(str(call.args[0].value))
        return named

    def _module_marks(self) -> set[str]:
        mark = self.assigned.get("pytestmark")
        return self._marks(mark) if mark is not None else set()

    def _guarded(self, node: ast.AST, name: str) -> bool:
        if name in self._module_marks():
            return True
        child, parent = node, self.parents.get(node)
        while parent is not None:
            if isinstance(parent, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and any(
                name in self._marks(d) for d in parent.decorator_list
            ):
                return True
            if isinstance(parent, (ast.If, ast.IfExp)) and name in _hasattr_names(parent.test):
                return True
            for field in ("body", "orelse", "finalbody"):
                block = getattr(parent, field, None)
                if (
                    isinstance(block, list)
                    and child in block
                    and any(self._exits_without(s, name) for s in block[: block.index(child)])
                ):
                    return True
            child, parent = parent, self.parents.get(parent)
        return False

    @staticmethod
    def _exits_without(statement: ast.stmt, name: str) -> bool:
        """``if not hasattr(x, name): raise/return/pytest.skip(...)`` before the use."""
        if not isinstance(statement, ast.If) or name not in _hasattr_names(statement.test):
            return False
        last = statement.body[-1]
        if isinstance(last, (ast.Raise, ast.Return, ast.Continue)):
            return True
        return (
            isinstance(last, ast.Expr)
            and isinstance(last.value, ast.Call)
            and _dotted(last.value.func).split(".")[-1] in ("skip", "exit", "_exit")
        )

    # --- the findings ---------------------------------------------------------------------

    def posix_only(self) -> list[tuple[int, str]]:
        found: list[tuple[int, str]] = []
        for node in ast.walk(self.tree):
            uses: list[tuple[str, str]] = []  # (feature, as written)
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
                module = self.modules.get(node.value.id, "")
                if node.attr in POSIX_ONLY.get(module, ()):
                    uses.append((node.attr, f"{module}.{node.attr}"))
            elif isinstance(node, ast.ImportFrom) and node.module:
                top = node.module.split(".")[0]
                if top in POSIX_ONLY_MODULES:
                    uses.append((top, f"the module {top}"))
                for alias in node.names:
                    if alias.name in POSIX_ONLY.get(node.module, ()):
                        uses.append((alias.name, f"{node.module}.{alias.name}"))
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    top = alias.name.split(".")[0]
                    if top in POSIX_ONLY_MODULES:
                        uses.append((top, f"the module {top}"))
            for feature, written in uses:
                if not self._guarded(node, feature):
                    found.append((node.lineno, f"{written} without a skip mark naming it"))
        return found

    def text_files(self) -> list[tuple[int, str]]:
        found: list[tuple[int, str]] = []
        for call in ast.walk(self.tree):
            if not isinstance(call, ast.Call):
                continue
            given = {k.arg for k in call.keywords}
            func = call.func
            attr = func.attr if isinstance(func, ast.Attribute) else ""
            if attr == "write_text":
                missing = {"encoding", "newline"} - given
                if len(call.args) >= 2:
                    missing.discard("encoding")
                if len(call.args) >= 4:
                    missing.discard("newline")
                if missing:
                    found.append((call.lineno, f"write_text without {', '.join(sorted(missing))}"))
            elif attr == "read_text":
                if not call.args and "encoding" not in given:
                    found.append((call.lineno, "read_text without encoding"))
            elif _dotted(func) in ("open", "io.open") or (
                attr == "open" and _dotted(func.value) not in self.modules  # type: ignore[attr-defined]
            ):
                builtin = _dotted(func) in ("open", "io.open")
                at = 1 if builtin else 0  # Path.open(mode, ...) / open(file, mode, ...)
                mode_node = _keyword(call, "mode") or (
                    call.args[at] if len(call.args) > at else None
                )
                if mode_node is None:
                    if not builtin:
                        continue  # a method named open (a dialog, a menu): not a file
                    mode = "r"
                elif isinstance(mode_node, ast.Constant) and isinstance(mode_node.value, str):
                    mode = mode_node.value
                    if not re.fullmatch(r"[rwxabt+]+", mode):
                        continue  # not a file mode: some other method named open
                elif builtin:
                    found.append((call.lineno, "open with a mode this check cannot read"))
                    continue
                else:
                    continue  # a method named open taking something else (a recorder's path)
                if "b" in mode:
                    continue
                needed = {"encoding", "newline"} if set(mode) & set("wax+") else {"encoding"}
                if len(call.args) > at + 2:
                    needed.discard("encoding")
                if len(call.args) > at + 4:
                    needed.discard("newline")
                missing = needed - given
                if missing:
                    found.append(
                        (call.lineno, f"open({mode!r}) without {', '.join(sorted(missing))}")
                    )
            elif (
                isinstance(func, ast.Attribute)
                and self.modules.get(_dotted(func.value)) == "subprocess"
                and func.attr in SUBPROCESS_CALLS
            ):
                texts = [_keyword(call, "text"), _keyword(call, "universal_newlines")]
                as_text = any(isinstance(t, ast.Constant) and t.value is True for t in texts)
                if as_text and "encoding" not in given:
                    found.append(
                        (call.lineno, f"subprocess.{func.attr}(text=True) without encoding")
                    )
        return found


def findings(source: str) -> list[str]:
    """What keeps a test module's source from running alike on every platform."""
    checker = _Checker(source)
    return [
        f"line {line}: {what}" for line, what in sorted(checker.posix_only() + checker.text_files())
    ]


# --- the check over the suite ---------------------------------------------------------------


def test_every_test_module_runs_alike_on_every_platform() -> None:
    report = {
        path.name: found
        for path in sorted(TESTS.glob("*.py"))
        if (found := findings(path.read_text(encoding="utf-8")))
    }
    assert report == {}, "\n".join(
        f"tests/{name}: {line}" for name, lines in report.items() for line in lines
    )


def test_the_posix_only_names_are_all_here_or_all_missing() -> None:
    """On a POSIX system (Linux, macOS) every listed name exists, so none is a typo that
    never matches; on Windows none does, so none is listed that Windows has."""
    modules = {"os": os, "signal": signal}
    listed = {(m, n) for m, names in POSIX_ONLY.items() for n in names}
    present = {(m, n) for m, n in listed if hasattr(modules[m], n)}
    assert present in (listed, set()), sorted(listed - present)
    found = set()
    for module in POSIX_ONLY_MODULES:  # imported: tty.py and pty.py are on Windows, unusable
        try:
            importlib.import_module(module)
        except ImportError:
            continue
        found.add(module)
    assert found in (set(POSIX_ONLY_MODULES), set()), sorted(POSIX_ONLY_MODULES - found)
    assert (present == set()) == (found == set())


# --- the checker itself ----------------------------------------------------------------------

HEAD = "import os\nimport signal\nimport subprocess\nimport sys\nimport pytest\n"


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("def test_a(p):\n    os.mkfifo(p)\n", ["line 7: os.mkfifo without a skip mark naming it"]),
        (
            "import signal as sg\ndef test_a():\n    return sg.SIGKILL\n",
            ["line 8: signal.SIGKILL without a skip mark naming it"],
        ),
        ("from os import fork\n", ["line 6: os.fork without a skip mark naming it"]),
        ("import fcntl\n", ["line 6: the module fcntl without a skip mark naming it"]),
        (
            "@needs(os, 'fork', 'why')\ndef test_a(p):\n    os.mkfifo(p)\n",
            ["line 8: os.mkfifo without a skip mark naming it"],
        ),
        (
            "def test_a(p):\n    if sys.platform != 'win32':\n        os.mkfifo(p)\n",
            ["line 8: os.mkfifo without a skip mark naming it"],
        ),
        (
            "def helper():\n    return os.geteuid() == 0\n",
            ["line 7: os.geteuid without a skip mark naming it"],
        ),
    ],
)
def test_the_check_finds_a_posix_only_call_without_a_mark(source: str, expected: list[str]) -> None:
    assert findings(HEAD + source) == expected


@pytest.mark.parametrize(
    "source",
    [
        "@needs(os, 'mkfifo', 'a FIFO')\ndef test_a(p):\n    os.mkfifo(p)\n",
        "fifo = needs(os, 'mkfifo', 'a FIFO')\n@fifo\ndef test_a(p):\n    os.mkfifo(p)\n",
        "@pytest.mark.skipif(not hasattr(os, 'mkfifo'), reason='POSIX')\n"
        "def test_a(p):\n    os.mkfifo(p)\n",
        "@needs(os, 'mkfifo', 'x')\nclass TestA:\n    def test_a(self, p):\n        os.mkfifo(p)\n",
        "pytestmark = needs(signal, 'SIGKILL', 'a kill')\ndef helper(pid):\n"
        "    os.kill(pid, signal.SIGKILL)\n",
        "pytestmark = [pytest.mark.slow, needs(signal, 'SIGKILL', 'a kill')]\n"
        "def test_a():\n    return signal.SIGKILL\n",
        "def test_a(p):\n    if hasattr(os, 'mkfifo'):\n        os.mkfifo(p)\n",
        "def test_a(p):\n    if not hasattr(os, 'fork'):\n        pytest.skip('no fork')\n"
        "    os.fork()\n",
        "def serve(how):\n    if not hasattr(os, 'fork'):\n        raise SystemExit('no fork')\n"
        "    if how:\n        os.fork()\n",
        "def test_a():\n    return os.getpid(), os.kill, signal.SIGTERM, signal.SIGINT\n",
    ],
)
def test_the_check_accepts_a_mark_or_a_guard_naming_the_feature(source: str) -> None:
    assert findings(HEAD + source) == []


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("p.write_text('a\\r\\n')\n", "write_text without encoding, newline"),
        ("p.write_text('a', encoding='utf-8')\n", "write_text without newline"),
        ("p.read_text()\n", "read_text without encoding"),
        ("open(p, 'w', encoding='utf-8')\n", "open('w') without newline"),
        ("open(p)\n", "open('r') without encoding"),
        ("p.open('a')\n", "open('a') without encoding, newline"),
        ("subprocess.run(['x'], capture_output=True, text=True)\n", "subprocess.run(text=True)"),
        ("subprocess.Popen(['x'], universal_newlines=True)\n", "subprocess.Popen(text=True)"),
    ],
)
def test_the_check_finds_text_left_to_the_platforms_defaults(source: str, expected: str) -> None:
    (found,) = findings(HEAD + source)
    assert found.startswith("line 6: " + expected), found


def test_the_check_accepts_explicit_text_settings_and_bytes() -> None:
    source = HEAD + (
        "p.write_text('a', encoding='utf-8', newline='')\n"
        "p.write_text('a', 'utf-8', None, '')\n"
        "p.read_text(encoding='utf-8')\n"
        "p.read_text('utf-8')\n"
        "p.write_bytes(b'a')\n"
        "open(p, 'rb')\n"
        "open(p, 'w', encoding='utf-8', newline='')\n"
        "open(p, encoding='utf-8')\n"
        "p.open('a', encoding='utf-8', newline='')\n"
        "menu.open('skat')\n"
        "dialog.open()\n"
        "os.open(p, os.O_RDONLY)\n"
        "subprocess.run(['x'], capture_output=True, encoding='utf-8')\n"
        "subprocess.run(['x'], capture_output=True)\n"
    )
    assert findings(source) == []
