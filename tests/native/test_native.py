"""The compiled engine (riftboard._native): used only while it matches its source, and it gives
exactly the events of the Python source."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from riftboard import _native

ROOT = Path(__file__).resolve().parents[2]


def test_a_stale_module_is_not_loaded(tmp_path) -> None:
    finder = _native._Finder({"txn": "1:00000000"})  # a checksum no source has
    assert finder.find_spec("riftboard.engine.txn") is None
    assert finder.stale == ["txn"]
    assert finder.loaded == []


def test_only_engine_modules_in_the_manifest_are_looked_at() -> None:
    source = os.path.join(_native.ENGINE_DIR, "txn.py")
    finder = _native._Finder({"txn": _native.checksum(source)})
    assert finder.find_spec("riftboard.cli") is None
    assert finder.find_spec("riftboard.engine.carddefs") is None
    assert finder.stale == []


def test_a_matching_module_loads_its_binary_when_there_is_one() -> None:
    source = os.path.join(_native.ENGINE_DIR, "txn.py")
    finder = _native._Finder({"txn": _native.checksum(source)})
    spec = finder.find_spec("riftboard.engine.txn")
    binary = os.path.join(_native.NATIVE_DIR, "txn" + _native._SUFFIX)
    if os.path.exists(binary):
        assert spec is not None and spec.origin == binary
        assert finder.loaded == ["txn"]
    else:  # not built here: the source is used and the module counts as stale
        assert spec is None and finder.stale == ["txn"]


def test_the_checksum_sees_any_edit(tmp_path) -> None:
    f = tmp_path / "m.py"
    f.write_text("x = 1\n")
    before = _native.checksum(str(f))
    f.write_text("x = 2\n")
    assert _native.checksum(str(f)) != before


def test_a_manifest_for_another_python_is_ignored(tmp_path, monkeypatch) -> None:
    m = tmp_path / "MANIFEST"
    m.write_text("suffix .cpython-99-other.so\ntxn 1:00000000\n")
    monkeypatch.setattr(_native, "MANIFEST", str(m))
    assert _native.read_manifest() == {}
    m.write_text(f"suffix {_native._SUFFIX}\ntxn 1:00000000\n")
    assert _native.read_manifest() == {"txn": "1:00000000"}


_EVENTS = r"""
import json, sys
from riftboard import _native
from riftboard.bench import Workload
from riftboard.scenario.runner import lessons_dir, run_file
w = Workload(n_units=40, seed=7)
w.run_steps(400)
lessons = {}
for path in sorted(lessons_dir().glob("*.toml")):
    for rs in ("1.4", "1.3"):
        out = run_file(str(path), ruleset=rs)
        lessons[f"{path.name} {rs}"] = [out.timeline, out.board_before]
print(json.dumps({"compiled": _native.status()["compiled_modules"],
                  "events": [e.to_json() for e in w.history.events],
                  "lessons": lessons}))
"""


def _events(pure: bool) -> dict:
    env = dict(os.environ)
    env.pop(_native.PURE_ENV, None)
    if pure:
        env[_native.PURE_ENV] = "1"
    out = subprocess.run([sys.executable, "-c", _EVENTS], cwd=ROOT, env=env, text=True,
                         capture_output=True, timeout=300, check=True)
    return json.loads(out.stdout)


def test_compiled_and_source_engines_make_identical_events() -> None:
    pure, native = _events(True), _events(False)
    assert pure["compiled"] == []
    assert len(pure["events"]) > 400 * 4  # every step made its events
    # whatever is built here runs in the second process, and gives the same timelines: the
    # workload's and every lesson's under both rulesets
    assert native["events"] == pure["events"]
    assert len(pure["lessons"]) >= 90
    for name, timeline in pure["lessons"].items():
        assert native["lessons"][name] == timeline, name
    built = _native.read_manifest()
    if built and not os.environ.get(_native.PURE_ENV):
        fresh = [m for m in built
                 if built[m] == _native.checksum(os.path.join(_native.ENGINE_DIR, m + ".py"))]
        assert sorted(fresh) == native["compiled"]
