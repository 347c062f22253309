"""The build backend: setuptools', plus a C compiler from PyPI on a machine that has none.

The open-hand solver's core (``engine/ai/dds/_core_search.c`` and its CPython module
``_core.c``) is the engine's one compiled part.
``pip install .`` compiles it with the machine's C compiler.  A machine without one (most
Windows machines, a Mac without Xcode's command line tools, a slim Linux) gets Zig's C
compiler instead, from the ``ziglang`` package: a ready wheel for Linux, Windows and macOS,
fetched into pip's build environment only, never installed beside the app.  Without either
the install still goes on and the solver searches in Python (the same answers, slower).

This module is the PEP 517 backend named in ``pyproject.toml`` (``backend-path``): it is
setuptools' own, except that it asks for ``ziglang`` when :func:`has_c_compiler` finds no
compiler; ``setup.py`` builds with :class:`BuildExt`, which turns to :func:`build_with_zig`
when the usual build fails.

>>> zig_command(["core.c"], "core.so", ["/py/include"], platform="linux", python_lib=None)[3:]
['cc', '-shared', '-fPIC', '-O3', '-I/py/include', 'core.c', '-o', 'core.so', '-s']
"""

from __future__ import annotations

import os
import subprocess
import sys
import sysconfig
import tempfile

from setuptools import Extension
from setuptools import build_meta as _setuptools
from setuptools.build_meta import (  # noqa: F401  (the rest of the backend, as setuptools has it)
    build_editable,
    build_sdist,
    build_wheel,
    get_requires_for_build_sdist,
    prepare_metadata_for_build_editable,
    prepare_metadata_for_build_wheel,
)
from setuptools.command.build_ext import build_ext
from setuptools.errors import CompileError

ZIGLANG = "ziglang>=0.13"
"""Zig's C compiler as a wheel (Linux, Windows and macOS, x86-64 and ARM)."""


def has_c_compiler() -> bool:
    """Whether setuptools' C compiler for this Python compiles a trivial C file here."""
    # setuptools, imported above, provides ``distutils`` on Python 3.12 and later
    from distutils.ccompiler import new_compiler
    from distutils.sysconfig import customize_compiler

    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "probe.c")
        with open(src, "w", encoding="ascii") as f:
            f.write("int stammtisch_probe(void) { return 0; }\n")
        try:
            compiler = new_compiler()
            customize_compiler(compiler)
            compiler.compile([src], output_dir=tmp)
        except Exception:  # no compiler, or one that does not run: all the same here
            return False
    return True


def _extra(requires: list[str]) -> list[str]:
    return requires if has_c_compiler() else [*requires, ZIGLANG]


def get_requires_for_build_wheel(config_settings: dict[str, object] | None = None) -> list[str]:
    """setuptools' build requirements, and ``ziglang`` where no C compiler is."""
    return _extra(_setuptools.get_requires_for_build_wheel(config_settings))


def get_requires_for_build_editable(
    config_settings: dict[str, object] | None = None,
) -> list[str]:
    """The same for an editable install."""
    return _extra(_setuptools.get_requires_for_build_editable(config_settings))


def zig_available() -> bool:
    """Whether the ``ziglang`` package is importable in this (build) environment."""
    try:
        import ziglang  # type: ignore[import-not-found]  # noqa: F401
    except ImportError:
        return False
    return True


def zig_command(
    sources: list[str],
    output: str,
    include_dirs: list[str],
    platform: str = sys.platform,
    python_lib: tuple[str, str] | None = None,
) -> list[str]:
    """The command that compiles and links ``sources`` into the extension ``output``.

    ``python_lib`` is (folder, name) of the Python import library, which Windows
    links against (``libs/python311.lib``); Linux and macOS resolve Python's
    symbols when the module is loaded.

    >>> zig_command(["c.c"], "c.pyd", [], platform="win32", python_lib=("C:/Py/libs", "python311"))[3:]
    ['cc', '-shared', '-DMS_WIN64', '-O3', 'c.c', '-o', 'c.pyd', '-LC:/Py/libs', '-lpython311']
    >>> zig_command(["c.c"], "c.so", [], platform="darwin")[-1]
    '-Wl,-undefined,dynamic_lookup'
    """
    cmd = [sys.executable, "-m", "ziglang", "cc", "-shared"]
    if platform == "win32":
        # 64-bit Python (what we ship): its Windows pyconfig.h sets MS_WIN64 for MSVC only
        cmd.append("-DMS_WIN64")
    else:
        cmd.append("-fPIC")
    cmd.append("-O3")
    cmd += [f"-I{d}" for d in include_dirs]
    cmd += [*sources, "-o", output]
    if platform == "win32":
        if python_lib is not None:
            cmd += [f"-L{python_lib[0]}", f"-l{python_lib[1]}"]
    elif platform == "darwin":
        cmd.append("-Wl,-undefined,dynamic_lookup")
    else:
        cmd.append("-s")  # no symbols: smaller, as setup.py links with the usual compiler
    return cmd


def build_with_zig(sources: list[str], output: str) -> None:
    """Compile the extension ``output`` from ``sources`` with Zig's C compiler."""
    paths = sysconfig.get_paths()
    include_dirs = sorted({paths["include"], paths["platinclude"]})
    python_lib = None
    if sys.platform == "win32":
        python_lib = (
            os.path.join(sys.base_prefix, "libs"),
            f"python{sys.version_info[0]}{sys.version_info[1]}",
        )
    os.makedirs(os.path.dirname(output) or ".", exist_ok=True)
    cmd = zig_command(sources, output, include_dirs, sys.platform, python_lib)
    print("compiling the solver's core with Zig:", " ".join(cmd), flush=True)
    subprocess.run(cmd, check=True)


class BuildExt(build_ext):
    """setuptools' build_ext; where the machine's compiler is missing or fails, Zig's.

    :func:`get_requires_for_build_wheel` put ``ziglang`` into the build
    environment when it found no C compiler.  If Zig fails too, the error is a
    ``CompileError``, which an optional extension turns into a warning: the
    install goes on without it.
    """

    def build_extension(self, ext: Extension) -> None:
        try:
            super().build_extension(ext)
        except Exception as err:
            if not zig_available():
                raise
            print(f"the C compiler failed ({err}); trying Zig's", flush=True)
            try:
                build_with_zig(list(ext.sources), self.get_ext_fullpath(ext.name))
            except (OSError, subprocess.CalledProcessError) as zig_err:
                raise CompileError(f"Zig's C compiler failed too: {zig_err}") from err
