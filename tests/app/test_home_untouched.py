"""The test suite and `riftboard bench` leave the user's settings alone: run with HOME set to a
scratch folder holding a config of its own (and no XDG or RIFTBOARD_STATE_DIR variables), they
change nothing under it and write no new settings there."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SETTINGS_DIRS = (".config", ".local")


def _fake_home(tmp_path: Path) -> Path:
    home = tmp_path / "home"
    own = home / ".config" / "riftboard"
    own.mkdir(parents=True)
    (own / "riftboard.conf").write_text("[window]\nstate=the user's own layout\n", encoding="utf-8")
    (home / ".config" / "QtProject.conf").write_text("[FileDialog]\nlastVisited=/x\n",
                                                     encoding="utf-8")
    return home


def _snapshot(home: Path) -> dict[str, tuple[bytes, int]]:
    out = {}
    for d in SETTINGS_DIRS:
        for p in sorted((home / d).rglob("*")):
            if p.is_file():
                out[p.relative_to(home).as_posix()] = (p.read_bytes(), p.stat().st_mtime_ns)
    return out


def _env(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if not k.startswith("XDG_") and k != "RIFTBOARD_STATE_DIR"}
    env.update(HOME=str(home), QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    return env


def test_the_suite_leaves_a_homes_config_untouched(tmp_path):
    home = _fake_home(tmp_path)
    before = _snapshot(home)
    proc = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider",
         "tests/app/profile_probe.py"],
        cwd=ROOT, env=_env(home), capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "1 passed" in proc.stdout
    assert _snapshot(home) == before


BENCH = """
import riftboard.bench as b
full = b.run_bench
b.run_bench = lambda quick=False: full(quick, scale=0.005)   # the real command, tiny workloads
from riftboard.cli import main
raise SystemExit(main(["bench", "--json"]))
"""


def test_bench_leaves_a_homes_config_untouched_and_prints_json(tmp_path):
    import json

    home = _fake_home(tmp_path)
    before = _snapshot(home)
    proc = subprocess.run([sys.executable, "-c", BENCH], cwd=tmp_path, env=_env(home),
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    figures = json.loads(proc.stdout)
    assert figures["gui_scrub_ms_p95"] is not None and figures["startup_ratio"] is not None, \
        figures["notes"]
    assert proc.stderr == ""  # nothing from Qt (propagateSizeHints and the like)
    assert _snapshot(home) == before
