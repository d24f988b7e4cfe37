"""The engine, compiled: optional Cython builds of `riftboard/engine` modules, used only while
they match their source.

The engine is plain Python and stays that way. `python -m riftboard.native` compiles its
modules, unchanged, with Cython into `riftboard/_native/` (about 1.4x faster on the benchmark
workload) and records a checksum of each source it compiled. `install()` (called when
`riftboard` is imported) puts a finder first on `sys.meta_path` that loads a compiled module
only while its source still has the recorded checksum: edit `engine/txn.py` and the next start
runs the edited Python until the next build, never a stale binary.

`RIFTBOARD_PURE=1` in the environment ignores the compiled modules. Without Cython or a C
compiler the build says why and the plain Python engine runs; nothing else changes.

    python -m riftboard.native            build what is missing or stale
    python -m riftboard.native --force    rebuild everything
    python -m riftboard.native --status   say which engine modules are compiled
"""

from __future__ import annotations

import os
import sys
import zlib
from importlib.machinery import EXTENSION_SUFFIXES

_ROOT = os.path.dirname(os.path.abspath(__file__))
ENGINE_DIR = os.path.join(_ROOT, "engine")
NATIVE_DIR = os.path.join(_ROOT, "_native")
MANIFEST = os.path.join(NATIVE_DIR, "MANIFEST")
PURE_ENV = "RIFTBOARD_PURE"

# The modules on the engine's hot path. carddefs, actions and errors only declare classes:
# compiling them gains nothing.
MODULES = ("state", "events", "rulesets", "txn", "might", "targets", "conditions", "damage",
           "cleanup", "effects", "chain", "combat", "game", "history")

_SUFFIX = EXTENSION_SUFFIXES[0]  # e.g. ".cpython-311-x86_64-linux-gnu.so"


def checksum(path: str) -> str:
    """A cheap content checksum (size and CRC-32): it detects edits, it is not security."""
    with open(path, "rb") as f:
        data = f.read()
    return f"{len(data)}:{zlib.crc32(data):08x}"


def read_manifest() -> dict[str, str]:
    """module -> checksum of the source it was compiled from; {} when nothing is built or the
    build is for another Python."""
    try:
        with open(MANIFEST, encoding="utf-8") as f:
            lines = f.read().splitlines()
    except OSError:
        return {}
    if not lines or lines[0] != f"suffix {_SUFFIX}":
        return {}
    out = {}
    for line in lines[1:]:
        parts = line.split()
        if len(parts) == 2:
            out[parts[0]] = parts[1]
    return out


class _Finder:
    """Loads `riftboard.engine.<module>` from its compiled file while the source is unchanged."""

    def __init__(self, manifest: dict[str, str]):
        self.manifest = manifest
        self.loaded: list[str] = []
        self.stale: list[str] = []

    def find_spec(self, fullname, path=None, target=None):
        if not fullname.startswith("riftboard.engine."):
            return None
        mod = fullname[len("riftboard.engine."):]
        want = self.manifest.get(mod)
        if want is None:
            return None
        binary = os.path.join(NATIVE_DIR, mod + _SUFFIX)
        try:
            ok = checksum(os.path.join(ENGINE_DIR, mod + ".py")) == want and os.path.exists(binary)
        except OSError:
            ok = False
        if not ok:
            self.stale.append(mod)
            return None
        from importlib.util import spec_from_file_location

        self.loaded.append(mod)
        return spec_from_file_location(fullname, binary)

    def invalidate_caches(self):
        pass


_finder: _Finder | None = None


def install() -> None:
    """Put the finder first on sys.meta_path (once); nothing happens if nothing is built."""
    global _finder
    if _finder is not None or os.environ.get(PURE_ENV):
        return
    manifest = read_manifest()
    if not manifest:
        return
    _finder = _Finder(manifest)
    sys.meta_path.insert(0, _finder)


def status() -> dict:
    """Which engine modules run compiled in this process (for `riftboard bench`)."""
    import riftboard.engine.game  # noqa: F401  (imports the whole engine)
    import riftboard.engine.history  # noqa: F401

    compiled = sorted(m for m in MODULES if _is_compiled(f"riftboard.engine.{m}"))
    if os.environ.get(PURE_ENV):
        why = f"{PURE_ENV} is set"
    elif not read_manifest():
        why = "not built (python -m riftboard.native)"
    else:
        why = ""
    stale = sorted(set(_finder.stale)) if _finder else []
    return {
        "engine_compiled": len(compiled) == len(MODULES),
        "compiled_modules": compiled,
        "stale_modules": stale,
        "note": why or (f"stale, running their Python source: {', '.join(stale)}" if stale else ""),
    }


def _is_compiled(name: str) -> bool:
    mod = sys.modules.get(name)
    return bool(mod and getattr(mod, "__file__", "") and mod.__file__.endswith(_SUFFIX))


# -- building ------------------------------------------------------------------------------------

def build(force: bool = False, quiet: bool = False) -> tuple[bool, str]:
    """Compile the engine modules that are missing or stale. (ok, message); never raises for a
    missing Cython or compiler: the plain Python engine is then used."""
    import shutil
    import tempfile

    manifest = {} if force else read_manifest()
    todo = []
    current = {}
    for m in MODULES:
        current[m] = checksum(os.path.join(ENGINE_DIR, m + ".py"))
        binary = os.path.join(NATIVE_DIR, m + _SUFFIX)
        if manifest.get(m) != current[m] or not os.path.exists(binary):
            todo.append(m)
    if not todo:
        return True, f"the compiled engine is up to date ({len(MODULES)} modules)"
    try:
        import Cython
        from Cython.Build import cythonize
        from setuptools import Distribution, Extension
        from setuptools.command.build_ext import build_ext
    except ImportError as exc:
        return False, (f"not compiling the engine ({exc.name or exc} is not installed); the plain "
                       f"Python engine runs (pip install cython setuptools to compile it)")
    os.makedirs(NATIVE_DIR, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="riftboard-native-") as tmp:
        exts = [Extension(f"riftboard.engine.{m}", [os.path.join(ENGINE_DIR, m + ".py")],
                          extra_compile_args=["-O2"]) for m in todo]
        try:
            exts = cythonize(
                exts, build_dir=os.path.join(tmp, "c"), nthreads=os.cpu_count() or 1,
                quiet=True, force=True,
                compiler_directives={
                    "language_level": 3,
                    "binding": True,
                    # annotations are documentation here: never let them change behaviour
                    "annotation_typing": False,
                },
            )
            dist = Distribution({"name": "riftboard-native", "ext_modules": exts})
            cmd = build_ext(dist)
            cmd.build_lib = os.path.join(tmp, "lib")
            cmd.build_temp = os.path.join(tmp, "tmp")
            cmd.parallel = os.cpu_count() or 1
            cmd.ensure_finalized()
            if quiet:
                import contextlib
                import io

                with contextlib.redirect_stdout(io.StringIO()):
                    cmd.run()
            else:
                cmd.run()
        except Exception as exc:  # a compiler error, no compiler, ...: say it, run pure Python
            return False, f"compiling the engine failed ({type(exc).__name__}: {exc}); the plain Python engine runs"
        out_dir = os.path.join(tmp, "lib", "riftboard", "engine")
        for m in todo:
            built = os.path.join(out_dir, m + _SUFFIX)
            if not os.path.exists(built):
                return False, f"compiling the engine made no {m}{_SUFFIX}; the plain Python engine runs"
        # the binaries first, then the manifest that vouches for them (atomically)
        for m in todo:
            shutil.copyfile(os.path.join(out_dir, m + _SUFFIX),
                            os.path.join(NATIVE_DIR, m + _SUFFIX + ".tmp"))
            os.replace(os.path.join(NATIVE_DIR, m + _SUFFIX + ".tmp"),
                       os.path.join(NATIVE_DIR, m + _SUFFIX))
            manifest[m] = current[m]
    text = f"suffix {_SUFFIX}\n" + "".join(f"{m} {manifest[m]}\n" for m in MODULES if m in manifest)
    with open(MANIFEST + ".tmp", "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(MANIFEST + ".tmp", MANIFEST)
    return True, f"compiled {len(todo)} engine module(s) with Cython {Cython.__version__}"


def main(argv=None) -> int:
    import argparse

    p = argparse.ArgumentParser(prog="python -m riftboard.native",
                                description="Compile the engine with Cython (optional, faster).")
    p.add_argument("--force", action="store_true", help="rebuild every module")
    p.add_argument("--status", action="store_true", help="say which modules run compiled")
    args = p.parse_args(argv)
    if args.status:
        st = status()
        print(f"compiled: {', '.join(st['compiled_modules']) or 'none'}"
              + (f" ({st['note']})" if st["note"] else ""))
        return 0
    ok, msg = build(force=args.force)
    print(msg)
    return 0  # never fail an install: the plain Python engine always works


if __name__ == "__main__":
    sys.exit(main())
