"""Build the Debian package ``stammtisch_<version>_<arch>.deb`` from the Linux bundle.

    python packaging/deb.py                         # builds the bundle first, into dist/
    python packaging/deb.py --bundle dist/Stammtisch  # packages a bundle already built

Needs dpkg-dev (``dpkg-shlibdeps``, ``dpkg-gencontrol``, ``dpkg-deb``) and the
system libraries the bundle links (docs/packaging.md lists the apt line).  No
debhelper and no fakeroot: the bundle is built already, so of a ``debian/rules``
run only what dpkg-dev's own tools do is left, and ``dpkg-deb --root-owner-group``
makes every file root's without root.

1. stages the package tree: the bundle under ``/usr/lib/games/stammtisch``, the
   link ``/usr/games/stammtisch`` (where Debian puts games' programs and private
   files), the bundle's ``share/`` (desktop entry, AppStream metainfo, hicolor
   icons) under ``/usr/share``, the manual page, the copyright file, a changelog
   and the lintian overrides (``packaging/debian/``);
2. runs ``dpkg-shlibdeps`` on every ELF file of the bundle for the fields
   ``Depends`` (Qt's X11 platform and everything else) and ``Recommends`` (Qt's
   Wayland platform: Qt falls back to X11 without it).  Qt's GTK theme plugin,
   loaded only on GTK desktops (which have GTK), is left out of the scan: the
   control file suggests ``libgtk-3-0`` for it, and building needs no GTK;
3. writes ``DEBIAN/control`` with ``dpkg-gencontrol`` (from
   ``packaging/debian/control`` and a changelog made from the version in
   ``pyproject.toml`` and its release date in the metainfo) and ``DEBIAN/md5sums``;
4. builds the package with ``dpkg-deb --build --root-owner-group``.
"""

from __future__ import annotations

import argparse
import contextlib
import email.utils
import fnmatch
import gzip
import hashlib
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from datetime import UTC, datetime
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
DEBIAN = ROOT / "packaging" / "debian"
LINUX = ROOT / "packaging" / "linux"
APP_ID = "org.stammtisch.Stammtisch"
PACKAGE = "stammtisch"
PREFIX = Path("usr") / "lib" / "games" / PACKAGE
"""Where the bundle goes in the package tree: Debian's place for a game's private programs
and libraries (``/usr/lib/games/stammtisch``)."""
PROGRAM = Path("usr") / "games" / PACKAGE
"""The command (a link into the bundle), where Debian's policy puts games."""
DEBIAN_REVISION = "1"
"""The package's own revision of the upstream version (``0.1.0-1``): raise it when the
package changes and the version in ``pyproject.toml`` does not; back to 1 with a new one."""
TOOLS = ("dpkg-shlibdeps", "dpkg-gencontrol", "dpkg-deb")


class PackagingError(Exception):
    """The package cannot be built; the message is one line saying why and what to do."""


def _build_module() -> ModuleType:
    """``packaging/build.py`` (the folder is no package: ``packaging`` is PyPA's name)."""
    spec = importlib.util.spec_from_file_location(
        "_stammtisch_build", Path(__file__).with_name("build.py")
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def project_version() -> str:
    """The version in ``pyproject.toml``."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return str(project["version"])


def package_version(version: str) -> str:
    """The Debian version of upstream ``version``: with the package's revision.

    >>> package_version("0.1.0")
    '0.1.0-1'
    """
    return f"{version}-{DEBIAN_REVISION}"


def release_date(version: str) -> datetime:
    """The date of ``version``'s release in the AppStream metainfo (noon UTC).

    >>> release_date(project_version()).tzinfo is UTC
    True
    """
    metainfo = ET.parse(LINUX / f"{APP_ID}.metainfo.xml").getroot()
    for release in metainfo.iterfind("releases/release"):
        if release.get("version") == version:
            day = datetime.strptime(release.get("date", ""), "%Y-%m-%d")
            return day.replace(hour=12, tzinfo=UTC)
    raise ValueError(f"the metainfo has no <release version={version!r}>: add it there first")


def maintainer() -> str:
    """The ``Maintainer`` of ``packaging/debian/control``."""
    for line in (DEBIAN / "control").read_text(encoding="utf-8").splitlines():
        if line.startswith("Maintainer:"):
            return line.partition(":")[2].strip()
    raise ValueError("packaging/debian/control names no Maintainer")


def changelog(version: str, when: datetime) -> str:
    """A Debian changelog with one entry: this version, released on ``when``."""
    return (
        f"{PACKAGE} ({package_version(version)}) unstable; urgency=medium\n\n"
        f"  * Stammtisch {version}.\n\n"
        f" -- {maintainer()}  {email.utils.format_datetime(when)}\n"
    )


def is_elf(path: Path) -> bool:
    """A regular file starting with the ELF magic (a program or a shared library)."""
    if path.is_symlink() or not path.is_file():
        return False
    with path.open("rb") as f:
        return f.read(4) == b"\x7fELF"


def dependency_field(relative: Path) -> str | None:
    """Which control field the libraries linked by a bundle file go to (``None``: none).

    >>> dependency_field(Path("_internal/PySide6/Qt/plugins/platforms/libqxcb.so"))
    'Depends'
    >>> dependency_field(Path("_internal/PySide6/Qt/plugins/platforms/libqwayland.so"))
    'Recommends'
    >>> dependency_field(Path("_internal/PySide6/Qt/plugins/platformthemes/libqgtk3.so"))
    """
    text = relative.as_posix().lower()
    if "/platformthemes/libqgtk3" in text:
        return None  # packaging/debian/control suggests libgtk-3-0
    if "wayland" in text or relative.name.startswith("libQt6Wl"):
        return "Recommends"
    return "Depends"


def stage(bundle: Path, tree: Path, version: str, when: datetime) -> None:
    """The package's files under ``tree`` (``DEBIAN/`` is left to :func:`control`)."""
    shutil.rmtree(tree, ignore_errors=True)
    prefix = tree / PREFIX
    shutil.copytree(bundle, prefix, symlinks=True, ignore=shutil.ignore_patterns("share"))
    share = tree / "usr" / "share"
    shutil.copytree(bundle / "share", share, symlinks=True)
    entry = share / "applications" / f"{APP_ID}.desktop"
    entry.write_text(desktop_entry(entry.read_text(encoding="utf-8")), encoding="utf-8")
    (tree / PROGRAM).parent.mkdir(parents=True)
    # both under /usr: a relative link, as Debian's policy wants (section 10.5)
    (tree / PROGRAM).symlink_to(Path(os.path.relpath(PREFIX / PACKAGE, PROGRAM.parent)))
    doc = share / "doc" / PACKAGE
    doc.mkdir(parents=True)
    shutil.copy(DEBIAN / "copyright", doc / "copyright")
    # the package's own changelog (a version with a Debian revision is not "native")
    _gzip(changelog(version, when).encode(), doc / "changelog.Debian.gz", when)
    man = share / "man" / "man6"
    man.mkdir(parents=True)
    _gzip((LINUX / "stammtisch.6").read_bytes(), man / "stammtisch.6.gz", when)
    overrides = share / "lintian" / "overrides"
    overrides.mkdir(parents=True)
    shutil.copy(DEBIAN / "stammtisch.lintian-overrides", overrides / PACKAGE)
    _normalise(tree, when)


def desktop_entry(text: str) -> str:
    """The desktop entry with ``Exec`` naming the program where the package puts it (a
    session's ``PATH`` need not hold ``/usr/games``).

    >>> desktop_entry("[Desktop Entry]\\nExec=stammtisch %U\\nTryExec=stammtisch\\n")
    '[Desktop Entry]\\nExec=/usr/games/stammtisch %U\\nTryExec=/usr/games/stammtisch\\n'
    """
    program = "/" + PROGRAM.as_posix()
    return re.sub(rf"^((?:Try)?Exec=){PACKAGE}\b", rf"\g<1>{program}", text, flags=re.M)


def _gzip(data: bytes, target: Path, when: datetime) -> None:
    """``gzip -9n``: no file name, the release date as the time stamp."""
    with (
        target.open("wb") as raw,
        gzip.GzipFile(
            filename="", mode="wb", fileobj=raw, compresslevel=9, mtime=int(when.timestamp())
        ) as f,
    ):
        f.write(data)


def _normalise(tree: Path, when: datetime) -> None:
    """Modes as Debian wants them (0755 folders and programs, 0644 the rest), one time stamp."""
    program = tree / PREFIX / PACKAGE
    stamp = int(when.timestamp())
    for path in [tree, *tree.rglob("*")]:
        if not path.is_symlink():
            path.chmod(0o755 if path.is_dir() or path == program else 0o644)
        os.utime(path, (stamp, stamp), follow_symlinks=False)


def copyright_files(text: str) -> list[list[str]]:
    """The patterns of each ``Files`` paragraph of a machine-readable copyright file, in order.

    >>> copyright_files("Format: x\\n\\nFiles: *\\nLicense: A\\n\\nFiles: a/*\\n b/c\\nLicense: B\\n")
    [['*'], ['a/*', 'b/c']]
    """
    found: list[list[str]] = []
    for paragraph in re.split(r"\n\s*\n", text):
        match = re.search(r"^Files:(.*(?:\n[ \t].*)*)", paragraph, re.M)
        if match:
            found.append(match.group(1).split())
    return found


def unlicensed(tree: Path) -> list[str]:
    """The bundle's programs and libraries (ELF files) that ``packaging/debian/copyright``
    gives no paragraph of their own: the last matching ``Files`` paragraph (the one that
    applies) is the catch-all ``*`` of Stammtisch's own code.  Stammtisch's own compiled
    modules (under ``_internal/stammtisch/``) are its code."""
    paragraphs = copyright_files((DEBIAN / "copyright").read_text(encoding="utf-8"))
    ours = (PREFIX / "_internal" / PACKAGE).as_posix() + "/"
    missing = []
    for path in sorted((tree / PREFIX).rglob("*")):
        name = path.relative_to(tree).as_posix()
        if name.startswith(ours) or not is_elf(path):
            continue
        applies = [p for p in paragraphs if any(fnmatch.fnmatchcase(name, g) for g in p)]
        if not applies or applies[-1] == ["*"]:
            missing.append(name)
    return missing


def shlibs_entry(name: str) -> str | None:
    """The ``shlibs`` line saying this package provides the library ``name`` itself.

    >>> shlibs_entry("libbz2.so.1.0")
    'libbz2 1.0 stammtisch'
    >>> shlibs_entry("libpyside6.abi3.so.6.12")
    'libpyside6.abi3 6.12 stammtisch'
    >>> shlibs_entry("libqxcb.so") is None  # a plugin: loaded by path, never linked by name
    True
    """
    match = re.fullmatch(r"(.+)\.so\.(\d.*)", name) or re.fullmatch(r"(.+)-(\d[\d.]*)\.so", name)
    return f"{match[1]} {match[2]} {PACKAGE}" if match else None


def shlibs(tree: Path, work: Path) -> Path:
    """``dpkg-shlibdeps`` over the bundle's ELF files; the substvars file it writes."""
    prefix = tree / PREFIX
    by_field: dict[str, list[str]] = {"Depends": [], "Recommends": []}
    for path in sorted(prefix.rglob("*")):
        if is_elf(path) and (field := dependency_field(path.relative_to(prefix))):
            by_field[field].append(str(path))
    # The bundle's own copies of libraries the system has too (zlib, libffi ...) are
    # this package's: without these lines dpkg-shlibdeps, finding no package that
    # owns the bundled file, would name the system's package; -x drops the self-reference.
    local = sorted({line for p in prefix.rglob("*.so*") if (line := shlibs_entry(p.name))})
    (work / "debian" / "shlibs.local").write_text("\n".join(local) + "\n", encoding="utf-8")
    substvars = work / "debian" / "substvars"
    substvars.unlink(missing_ok=True)
    cmd = ["dpkg-shlibdeps", f"-T{substvars.relative_to(work)}", f"-x{PACKAGE}", "--warnings=0"]
    for folder in sorted({Path(p).parent for p in by_field["Depends"] if ".so" in p}):
        cmd.append(f"-l{folder}")
    for field, files in by_field.items():
        if files:
            cmd += [f"-d{field}", *files]
    counts = ", ".join(f"{len(files)} for {field}" for field, files in by_field.items())
    print(f"+ dpkg-shlibdeps over the bundle's ELF files ({counts})", flush=True)
    result = subprocess.run(cmd, cwd=work, capture_output=True, encoding="utf-8", errors="replace")
    if result.returncode != 0:
        raise PackagingError(shlibdeps_failure(result.stderr, prefix))
    return substvars


def shlibdeps_failure(stderr: str, prefix: Path) -> str:
    """What ``dpkg-shlibdeps``'s failure means, in one line.

    >>> shlibdeps_failure(
    ...     "dpkg-shlibdeps: error: cannot find library libxcb-cursor.so.0 needed by "
    ...     "/b/usr/lib/games/stammtisch/_internal/libqxcb.so (ELF format: 'elf64-x86-64')\\n"
    ...     "dpkg-shlibdeps: error: cannot continue due to the error above\\n",
    ...     Path("/b/usr/lib/games/stammtisch"),
    ... )  # doctest: +ELLIPSIS
    "the system has no libxcb-cursor.so.0 (linked by _internal/libqxcb.so): install ...build-packages)"
    """
    missing: dict[str, str] = {}
    for library, user in re.findall(r"cannot find library (\S+) needed by (\S+)", stderr):
        with contextlib.suppress(ValueError):
            user = Path(user).relative_to(prefix).as_posix()
        missing.setdefault(library, user)
    unowned = re.findall(r"no dependency information found for (\S+)", stderr)
    packages = "apt install $(grep -v '^#' packaging/debian/build-packages)"
    if missing:
        names = ", ".join(f"{lib} (linked by {user})" for lib, user in sorted(missing.items()))
        return f"the system has no {names}: install the libraries the bundle links, {packages}"
    if unowned:
        return (
            f"no Debian package owns {', '.join(sorted(set(unowned)))}, which the bundle "
            f"links: install the libraries from Debian's packages, {packages}"
        )
    errors = [line for line in stderr.splitlines() if "error:" in line] or stderr.splitlines()
    return "dpkg-shlibdeps failed: " + (errors[0].strip() if errors else "no message")


def control(tree: Path, work: Path, version: str, when: datetime) -> None:
    """``DEBIAN/control`` by ``dpkg-gencontrol``, and ``DEBIAN/md5sums``."""
    source = work / "debian"
    source.mkdir(parents=True, exist_ok=True)
    shutil.copy(DEBIAN / "control", source / "control")
    (source / "changelog").write_text(changelog(version, when), encoding="utf-8")
    (tree / "DEBIAN").mkdir(exist_ok=True)
    substvars = shlibs(tree, work)
    _run(
        [
            "dpkg-gencontrol",
            f"-p{PACKAGE}",
            f"-P{tree}",
            f"-T{substvars}",
            "-fdebian/files",
        ],
        cwd=work,
    )
    lines = []
    for path in sorted(tree.rglob("*")):
        relative = path.relative_to(tree)
        if relative.parts[0] == "DEBIAN" or path.is_symlink() or not path.is_file():
            continue
        lines.append(f"{hashlib.md5(path.read_bytes()).hexdigest()}  {relative.as_posix()}\n")
    md5sums = tree / "DEBIAN" / "md5sums"
    md5sums.write_text("".join(lines), encoding="utf-8")
    for path in (tree / "DEBIAN", tree / "DEBIAN" / "control", md5sums):
        path.chmod(0o755 if path.is_dir() else 0o644)


def _run(cmd: list[str], cwd: Path | None = None, env: dict[str, str] | None = None) -> None:
    print("+", " ".join(cmd), flush=True)
    subprocess.run(cmd, check=True, cwd=cwd, env=env)


def missing_tools() -> list[str]:
    """The dpkg-dev programs this script runs that are not on ``PATH``."""
    return [tool for tool in TOOLS if shutil.which(tool) is None]


def build_deb(bundle: Path, out: Path, work: Path, *, fast: bool = False) -> Path:
    """Package the Linux bundle ``bundle`` into ``out``; the ``.deb``'s path.

    ``fast`` compresses with ``gzip -1`` instead of ``xz``: 50 MB instead of 33 MB,
    made in seconds instead of over a minute (the tests use it; lintian on
    Debian 12 takes gzip and xz only).
    """
    missing = missing_tools()
    if missing:
        raise PackagingError(f"deb.py needs {', '.join(missing)}: apt install dpkg-dev")
    if not (bundle / PACKAGE).is_file() or not (bundle / "share").is_dir():
        raise PackagingError(f"{bundle} is no Linux bundle: build it with packaging/build.py")
    version = project_version()
    when = release_date(version)
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    tree = work / "root"
    stage(bundle, tree, version, when)
    missing = unlicensed(tree)
    if missing:
        shown = ", ".join(missing[:3]) + (
            f" and {len(missing) - 3} more" if len(missing) > 3 else ""
        )
        raise PackagingError(
            f"packaging/debian/copyright names no licence for {shown}: add a Files paragraph"
        )
    control(tree, work, version, when)
    out.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, SOURCE_DATE_EPOCH=str(int(when.timestamp())))
    fields = _control_fields(tree / "DEBIAN" / "control")
    deb = out / f"{PACKAGE}_{fields['Version']}_{fields['Architecture']}.deb"
    for old in out.glob(f"{PACKAGE}_*.deb"):  # one package in out/: what the workflows take
        old.unlink()
    _run(
        [
            "dpkg-deb",
            "--root-owner-group",
            *(["-Zgzip", "-z1"] if fast else ["-Zxz"]),
            "--build",
            str(tree),
            str(deb),
        ],
        env=env,
    )
    print(f"package: {deb} ({deb.stat().st_size / 1e6:.1f} MB)")
    return deb


def _control_fields(path: Path) -> dict[str, str]:
    """The fields of a one-stanza control file (continuation lines joined)."""
    fields: dict[str, str] = {}
    key = ""
    for line in path.read_text(encoding="utf-8").splitlines():
        if line[:1] in (" ", "\t") and key:
            fields[key] += "\n" + line
        else:
            key, _, value = line.partition(":")
            fields[key] = value.strip()
    return fields


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--bundle", type=Path, help="a bundle built by packaging/build.py (default: build one)"
    )
    parser.add_argument("--out", type=Path, default=ROOT / "dist", help="where the .deb goes")
    parser.add_argument("--work", type=Path, default=ROOT / "build", help="intermediate files")
    parser.add_argument(
        "--fast", action="store_true", help="gzip -1 instead of xz (a bigger file, made faster)"
    )
    args = parser.parse_args(argv)
    work = args.work.resolve()
    try:
        if args.bundle is None:
            if missing_tools():  # say so before a minute of building the bundle
                raise PackagingError(
                    f"deb.py needs {', '.join(missing_tools())}: apt install dpkg-dev"
                )
            bundle = _build_module().build(args.out.resolve(), work)
        else:
            bundle = args.bundle.resolve()
        build_deb(bundle, args.out.resolve(), work / "deb", fast=args.fast)
    except PackagingError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    except subprocess.CalledProcessError as exc:  # its own output said why, above
        program = Path(str(exc.cmd[0] if isinstance(exc.cmd, list) else exc.cmd)).name
        print(f"error: {program} failed with exit status {exc.returncode}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
