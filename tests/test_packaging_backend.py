"""The build backend: setuptools', plus Zig's C compiler from PyPI where the machine has none.

``packaging/backend/stammtisch_build.py`` asks pip for ``ziglang`` only when no
C compiler works here, and its ``BuildExt`` compiles the solver's core with Zig
when the usual build fails.  These tests run setuptools for real on a small C
extension: the machine's compiler is switched off by pointing ``CC`` at a
program that does not exist.
"""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest
from packaging_support import REPO
from setuptools import Distribution, Extension
from setuptools.errors import CompileError

sys.path.insert(0, str(REPO / "packaging" / "backend"))
import stammtisch_build

NO_COMPILER = "/nonexistent/stammtisch-cc"

unix_compiler = pytest.mark.skipif(
    sys.platform == "win32",
    reason="these tests switch the C compiler off through CC, which MSVC does not read",
)

HELLO_C = """
#define PY_SSIZE_T_CLEAN
#include <Python.h>
static PyObject *answer(PyObject *self, PyObject *args) { return PyLong_FromLong(42); }
static PyMethodDef methods[] = {{"answer", answer, METH_NOARGS, ""}, {NULL, NULL, 0, NULL}};
static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "hello", NULL, -1, methods};
PyMODINIT_FUNC PyInit_hello(void) { return PyModule_Create(&module); }
"""


@unix_compiler
def test_the_machine_s_compiler_is_found_and_a_missing_one_is_not(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert stammtisch_build.has_c_compiler()  # CI installs gcc
    monkeypatch.setenv("CC", NO_COMPILER)
    assert not stammtisch_build.has_c_compiler()


@unix_compiler
def test_ziglang_is_asked_for_only_without_a_compiler(monkeypatch: pytest.MonkeyPatch) -> None:
    """On top of setuptools' own requirements (stood in for: the suite's setuptools may be
    older than the ``setuptools>=77`` pip puts into a build environment)."""
    base = ["wheel"]
    for hook in ("get_requires_for_build_wheel", "get_requires_for_build_editable"):
        monkeypatch.setattr(stammtisch_build._setuptools, hook, lambda settings=None: list(base))
    assert stammtisch_build.get_requires_for_build_wheel() == base
    assert stammtisch_build.get_requires_for_build_editable() == base
    monkeypatch.setenv("CC", NO_COMPILER)
    assert stammtisch_build.get_requires_for_build_wheel() == [*base, stammtisch_build.ZIGLANG]
    assert stammtisch_build.get_requires_for_build_editable() == [*base, stammtisch_build.ZIGLANG]


def test_pyproject_names_the_backend_beside_it() -> None:
    import tomllib

    system = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["build-system"]
    assert system["build-backend"] == "stammtisch_build"
    (folder,) = system["backend-path"]
    assert (REPO / folder / "stammtisch_build.py").is_file()


@pytest.mark.parametrize(
    ("platform", "python_lib", "tail"),
    [
        ("linux", None, ["-o", "core.so", "-s"]),
        ("darwin", None, ["-o", "core.so", "-Wl,-undefined,dynamic_lookup"]),
        ("win32", ("C:/Python311/libs", "python311"),
         ["-o", "core.so", "-LC:/Python311/libs", "-lpython311"]),
    ],
)  # fmt: skip
def test_the_zig_command_links_as_each_platform_needs(
    platform: str, python_lib: tuple[str, str] | None, tail: list[str]
) -> None:
    cmd = stammtisch_build.zig_command(["core.c"], "core.so", ["/inc"], platform, python_lib)
    assert cmd[:5] == [sys.executable, "-m", "ziglang", "cc", "-shared"]
    assert "-I/inc" in cmd and "-O3" in cmd and "core.c" in cmd
    assert ("-fPIC" in cmd) == (platform != "win32")
    assert ("-DMS_WIN64" in cmd) == (platform == "win32")
    assert cmd[cmd.index("-o") :] == tail


def _build(tmp_path: Path) -> Path:
    """Build the ``hello`` extension in ``tmp_path`` with ``BuildExt``; the built file."""
    (tmp_path / "hello.c").write_text(HELLO_C, encoding="ascii", newline="")
    dist = Distribution(
        {
            "name": "hello",
            "ext_modules": [Extension("hello", sources=[str(tmp_path / "hello.c")])],
            "cmdclass": {"build_ext": stammtisch_build.BuildExt},
        }
    )
    dist.script_name = "setup.py"
    cmd = dist.get_command_obj("build_ext")
    cmd.build_lib = str(tmp_path / "lib")
    cmd.build_temp = str(tmp_path / "temp")
    cmd.force = True
    dist.run_command("build_ext")
    return Path(cmd.get_ext_fullpath("hello"))


def _import(path: Path) -> object:
    spec = importlib.util.spec_from_file_location("hello", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _stand_in_for_zig(monkeypatch: pytest.MonkeyPatch, calls: list[list[str]]) -> None:
    """Zig is a 100 MB download: the fallback runs the machine's gcc through the same path,
    with the arguments :func:`zig_command` gives, so what is tested is the wiring."""
    real = stammtisch_build.zig_command

    def command(*args: object, **kwargs: object) -> list[str]:
        cmd = real(*args, **kwargs)  # type: ignore[arg-type]
        calls.append(cmd)
        assert cmd[1:4] == ["-m", "ziglang", "cc"]
        return ["gcc", *cmd[4:]]

    monkeypatch.setattr(stammtisch_build, "zig_available", lambda: True)
    monkeypatch.setattr(stammtisch_build, "zig_command", command)


@unix_compiler
def test_without_a_compiler_the_extension_is_built_with_zig(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[list[str]] = []
    _stand_in_for_zig(monkeypatch, calls)
    monkeypatch.setenv("CC", NO_COMPILER)
    built = _build(tmp_path)
    assert len(calls) == 1
    assert str(built) in calls[0]
    assert f"-I{sysconfig.get_paths()['include']}" in calls[0]
    assert _import(built).answer() == 42  # type: ignore[attr-defined]


def test_with_a_compiler_zig_is_not_used(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[list[str]] = []
    _stand_in_for_zig(monkeypatch, calls)
    built = _build(tmp_path)
    assert calls == []
    assert _import(built).answer() == 42  # type: ignore[attr-defined]


@unix_compiler
def test_when_zig_fails_too_the_error_is_a_compile_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A CompileError is what setuptools turns into a warning for an optional extension."""

    def failing(*args: object, **kwargs: object) -> None:
        raise subprocess.CalledProcessError(1, ["zig", "cc"])

    monkeypatch.setattr(stammtisch_build, "zig_available", lambda: True)
    monkeypatch.setattr(stammtisch_build, "build_with_zig", failing)
    monkeypatch.setenv("CC", NO_COMPILER)
    with pytest.raises(CompileError, match="Zig's C compiler failed too"):
        _build(tmp_path)


@unix_compiler
def test_without_a_compiler_or_zig_the_original_error_stands(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(stammtisch_build, "zig_available", lambda: False)
    monkeypatch.setenv("CC", NO_COMPILER)
    with pytest.raises(Exception) as caught:
        _build(tmp_path)
    assert "Zig" not in str(caught.value)


def test_a_source_distribution_carries_the_backend() -> None:
    """pip builds a wheel from an sdist with the backend the sdist itself holds."""
    lines = (REPO / "MANIFEST.in").read_text(encoding="utf-8").splitlines()
    assert "include packaging/backend/stammtisch_build.py" in lines


def test_a_source_distribution_carries_the_solver_core_s_header() -> None:
    """setuptools puts an extension's ``.c`` sources into an sdist by itself, its headers only
    when ``MANIFEST.in`` names them: without ``_core_search.h`` an sdist would not compile."""
    lines = (REPO / "MANIFEST.in").read_text(encoding="utf-8").splitlines()
    headers = sorted((REPO / "engine" / "ai" / "dds").glob("*.h"))
    assert [h.name for h in headers] == ["_core_search.h"]
    for header in headers:
        assert f"include {header.relative_to(REPO).as_posix()}" in lines
