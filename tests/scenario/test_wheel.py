"""The built wheel ships the lessons: install it in a fresh venv and check them from elsewhere.

Builds the wheel with `pip wheel` (hatchling comes from the configured package index in pip's
isolated build environment), installs it with `--no-deps` into a fresh venv that borrows the
test environment's dependencies (attrs, immutables, ...) through a plain path in a .pth file (so
no download, and the checkout's editable install is not activated there), then runs the
installed `riftboard check` on the installed package's own lessons folder from elsewhere.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

from riftboard.scenario.lessons import lesson_files

#: a long module (docs/testing.md): CI runs it; `pytest -m "not slow"` leaves it out
pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
LESSON_COUNT = len(lesson_files(ROOT / "resources" / "lessons"))


def _run(cmd, cwd, timeout=120, env=None):
    proc = subprocess.run([str(c) for c in cmd], cwd=cwd, capture_output=True, text=True,
                          timeout=timeout, env=env)
    assert proc.returncode == 0, (
        f"{' '.join(map(str, cmd))} exited {proc.returncode}\n{proc.stdout[-3000:]}\n"
        f"{proc.stderr[-3000:]}")
    return proc


def _clean_env() -> dict[str, str]:
    """The environment without anything that would put the checkout on sys.path."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV", "PYTHONSTARTUP")}
    env["PYTHONNOUSERSITE"] = "1"
    return env


def test_installed_wheel_checks_its_lessons(tmp_path: Path) -> None:
    env = _clean_env()
    wheels = tmp_path / "wheels"
    _run([sys.executable, "-m", "pip", "wheel", ROOT, "-w", wheels, "--no-deps",
          "--disable-pip-version-check"], cwd=tmp_path, timeout=180, env=env)
    built = sorted(wheels.glob("riftboard-*.whl"))
    assert len(built) == 1, built

    venv = tmp_path / "venv"
    _run([sys.executable, "-m", "venv", venv], cwd=tmp_path, env=env)
    bindir = venv / ("Scripts" if os.name == "nt" else "bin")
    python = bindir / ("python.exe" if os.name == "nt" else "python")
    site = _run([python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                cwd=tmp_path, env=env).stdout.strip()
    outer = {sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]}
    (Path(site) / "_test_deps.pth").write_text("\n".join(sorted(outer)) + "\n")
    _run([python, "-m", "pip", "install", "--no-deps", "--no-index",
          "--disable-pip-version-check", built[0]], cwd=tmp_path, env=env)

    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    probe = _run([python, "-c",
                  "import riftboard; from riftboard.scenario.runner import lessons_dir; "
                  "print(riftboard.__file__); print(lessons_dir())"], cwd=elsewhere, env=env)
    package_file, lessons = probe.stdout.strip().splitlines()[-2:]
    assert Path(package_file).resolve().is_relative_to(venv.resolve()), package_file
    lessons_path = Path(lessons)
    assert lessons_path.resolve().is_relative_to(venv.resolve()), lessons
    assert lessons_path.parts[-3:] == ("riftboard", "resources", "lessons")
    assert len(lesson_files(lessons_path)) == LESSON_COUNT
    assert (lessons_path / "index.toml").is_file()

    riftboard = bindir / ("riftboard.exe" if os.name == "nt" else "riftboard")
    check = _run([riftboard, "check", lessons_path], cwd=elsewhere, env=env)
    lines = check.stdout.strip().splitlines()
    assert lines[-1] == f"{LESSON_COUNT} passed, 0 failed", check.stdout

    # the lessons by number and name, from the installed package (no checkout around)
    listed = _run([riftboard, "lessons"], cwd=elsewhere, env=env).stdout
    assert f"{LESSON_COUNT} lessons in {lessons_path}" in listed
    run = _run([riftboard, "run", "3", "--json"], cwd=elsewhere, env=env).stdout
    assert json.loads(run)["title"] == "Prevented damage is not dealt"
    _run([riftboard, "check", "void-seeker-kill"], cwd=elsewhere, env=env)
